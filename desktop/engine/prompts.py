"""Prompts: decisions a player must make in the middle of the game.

A prompt offers a tuple of option values; the answer is ``Choose(value)``.
Multi-card selections are asked one pick at a time (with ``None`` meaning
"done" when the prompt is optional), which keeps every prompt small for the
UI, the AI and ``legal_actions``.
"""

from __future__ import annotations

from dataclasses import dataclass

# What the options of a prompt refer to, so the UI knows how to ask.
POKEMON = "pokemon"  # positions relative to the prompted player (0..5, 10..15)
CARD = "card"  # card uids (in hand, deck, discard, attached...)
OPTION = "option"  # plain words, e.g. an Energy type or "first"/"second"
NUMBER = "number"


@dataclass(frozen=True, slots=True)
class Prompt:
    player: int
    kind: str  # POKEMON | CARD | OPTION | NUMBER
    options: tuple
    text: str
    optional: bool = False  # if True, Choose(None) is allowed (stop / decline)
    source: str = ""  # card or rule that asks, for the UI ("Computer Search", "setup")
    zone: str = ""  # for CARD prompts: where the cards are ("hand", "deck", "discard", ...)

    def answers(self) -> tuple:
        return self.options + (None,) if self.optional else self.options
