"""The rules text a player reads, generated from a card's effect definitions.

The one place the UI asks for card text: importing it registers every op's text
template, so ``attack_text`` and friends work without a game in progress.
"""

from __future__ import annotations

from desktop.engine import ops_attack, ops_power, ops_trainer  # noqa: F401 (register ops' rules text)
from desktop.engine.effects import attack_text, card_text, power_text

__all__ = ["attack_text", "card_text", "power_text"]
