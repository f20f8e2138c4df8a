"""Prize cards taken, offered or replaced by an effect: the opponent chooses between each player taking a
Prize card and you drawing a card (Lt. Surge's Treaty)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Node, node
from desktop.engine.prompts import OPTION

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words


PRIZES, DRAW = "each takes a Prize card", "you draw a card"


@node("opponent_picks_prize_or_draw")
@dataclass(frozen=True, slots=True)
class OpponentPicksPrizeOrDraw(Node):
    """Your opponent chooses: each player puts 1 of their own Prize cards into their hand (the top
    of their face-down Prize cards), or you draw a card (Lt. Surge's Treaty)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, opp = m.game, m.scope.player, m.scope.opp
        if pc == 0 and m.choose(1, None, opp, OPTION, (PRIZES, DRAW), f"{m.scope.source}: choose 1.",
                                "choose_effect", auto_single=False):
            return WAIT
        if m.answer == DRAW:
            game.draw(pl, 1)
            return m.done()
        for who in (pl, opp):
            p = game.players[who]
            if p.prizes:
                uid = p.prizes.pop()
                p.hand.append(uid)
                game.move_card(who, uid, "prizes", "hand")
        return m.done()

    def words(self, w: Words) -> str:
        return ("Your opponent chooses 1 of the following: everyone chooses 1 of their own Prizes and put it into "
                "their hand, or you draw a card.")
