"""A player's hand set aside face down, where nobody may look at it, until the end of their next turn, or
your turn ends (Tickling Machine); the game still counts those cards among the player's (``set_aside``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Atomic, node
from desktop.engine.rule_points import CARDS_SET_ASIDE, answers

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("hand_aside_until_turn_end_gym")
@dataclass(frozen=True, slots=True)
class HandAside(Mod):
    """On a player until the end of their next turn: the cards of their hand set aside face down
    (``cards``, where nobody may look at them); then they go back into that player's hand. The
    game counts them among the player's cards (``Game.all_cards``)."""

    cards: tuple[int, ...] = ()
    point = "at_turn_end"
    label = "hand_aside"

    def at_turn_end(self, game: Game, owner: int) -> None:
        game.players[owner].hand.extend(self.cards)
        game.emit("effect", owner, amount=len(self.cards), detail="hand back")

    def words(self, w: Words) -> str:
        return "At the end of this turn, put the cards set aside back into your hand."


@node("opponent_hand_aside_gym")
@dataclass(frozen=True, slots=True)
class OpponentHandAside(Atomic):
    """Your opponent sets aside all the cards in their hand face down, where nobody may look at them;
    at the end of their next turn they put those cards back into their hand."""

    def act(self, m: Machine) -> None:
        game, opp = m.game, m.scope.opp
        hand = game.players[opp].hand
        if not hand:
            return
        cards = tuple(hand)
        hand.clear()
        game.lasting = game.lasting + ((opp, game.next_turn_of(opp), HandAside(cards)),)
        game.emit("effect", opp, amount=len(cards), detail="hand set aside")

    def words(self, w: Words) -> str:
        return ("Your opponent sets aside all the cards in his or her hand face down. Nobody may look at those "
                "cards. At the end of your opponent's next turn, your opponent puts those cards back into his or "
                "her hand.")


@answers(CARDS_SET_ASIDE)
def set_aside(game: Game, player: int) -> list[int]:
    """The cards of ``player``'s hand set aside face down (Tickling Machine), for accounting."""
    return [uid for owner, _until, mod in game.lasting if owner == player and isinstance(mod, HandAside)
            for uid in mod.cards]
