"""Node kinds for text shapes that recur across the card library's sets, each written once and
compiled by analogy wherever the same words are printed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine.fx.node import node
from desktop.engine.fx.opponent_card_nodes import IfThen

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words


@node("if_supporter_played")
@dataclass(frozen=True, slots=True)
class IfSupporterPlayed(IfThen):
    """``then`` only if the player played a Supporter card from their hand this turn (Buddy Bolt)."""

    def holds(self, m: Machine) -> bool:
        return m.game.supporter_played

    def condition(self, w: Words) -> str:
        return "If you played a Supporter card from your hand during this turn"
