"""Attacks that discard the Stadium in play: "You may discard a Stadium in play. If you do, this
attack does 120 more damage." and "Discard a Stadium in play. If you can't, this attack does nothing.".

And a Stadium from the discard pile put into play (Spatial Distortion)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.node import BEFORE, Node, node
from desktop.engine.fx.words import lower_first
from desktop.engine.prompts import CARD, OPTION

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words


@node("discard_stadium_for")
@dataclass(frozen=True, slots=True)
class DiscardStadiumFor(Node):
    """Discard the Stadium in play (``may``: if you choose to), then do ``then``; with no Stadium
    in play, ``or_nothing``: the attack does nothing."""

    then: Node | None = None
    may: bool = False
    or_nothing: bool = False
    prompts = True
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        if pc == 2:
            return m.done()
        if pc == 0:
            if game.stadium < 0:
                m.scope.nothing = m.scope.nothing or self.or_nothing
                return m.done()
            if self.may and m.choose(1, None, m.scope.player, OPTION, ("yes", "no"), "Discard the Stadium in play?",
                                     "may"):
                return 1
        if self.may and m.answer != "yes":
            return m.done()
        uid, game.stadium = game.stadium, -1
        game.discard_card(uid, "stadium")
        return m.call(self.then, 2) if self.then is not None else m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,) if self.then is not None else ()

    def words(self, w: Words) -> str:
        text = "You may discard a Stadium in play." if self.may else "Discard a Stadium in play."
        if self.then is not None:
            text += f" If you do, {lower_first(self.then.words(w), w)}"
        if self.or_nothing:
            text += " If you can't, this attack does nothing."
        return text


@node("stadium_from_discard")
@dataclass(frozen=True, slots=True)
class StadiumFromDiscard(Node):
    """Choose a Stadium card from your discard pile and put it into play, discarding the one in play
    (Spatial Distortion)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.fx.procedures import put_stadium_in_play

        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            stadiums = [u for u in me.discard if game.cards[u].kind == "trainer" and game.cards[u].subtype == "Stadium"]
            if m.choose(1, None, pl, CARD, stadiums, "Choose a Stadium card to put into play.", "stadium_from_discard",
                        zone="discard"):
                return 1
        uid = m.answer
        if uid is not None and uid in me.discard:
            me.discard.remove(uid)
            put_stadium_in_play(game, pl, uid)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Choose a Stadium card from your discard pile and put it into play. (If there's already a Stadium card "
                "in play, discard it.)")
