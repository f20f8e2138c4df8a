"""Prompts: decisions a player must make in the middle of the game.

A prompt offers a tuple of option values; the answer is ``Choose(value)``.
``text`` is for people; ``purpose``, ``options``, ``minimum``/``maximum`` and ``source_uid``
say what is asked as data, for the computer players and the tutorial.
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
    purpose: str = ""  # what the answer is for, as data: "switch_in", "discard_energy_cost", "deck_to_hand"...
    source_uid: int = -1  # the card that asks (-1: the rules, e.g. set-up)
    minimum: int = 1  # picks this question belongs to: at least ``minimum`` ...
    maximum: int = 1  # ... and at most ``maximum`` (asked one pick at a time)

    def answers(self) -> tuple:
        return self.options + (None,) if self.optional else self.options
