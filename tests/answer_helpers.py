"""Small helpers for card tests: answering every open prompt, and a Pokémon's rotation Special Condition by name."""

from __future__ import annotations

from engine_helpers import choose

from desktop.engine.state import ROTATION_NAMES


def rot_name(slot) -> str:
    """The Pokémon's rotation Special Condition ("Asleep", "Confused", "Paralyzed" or "")."""
    return ROTATION_NAMES[slot.rot]


def answer_all(game) -> None:
    """Answer every open prompt with its first answer until none is open."""
    while game.pending is not None:
        choose(game, game.pending.answers()[0])
