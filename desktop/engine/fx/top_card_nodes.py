"""Trainers that work on the top cards of a deck: discard some and keep those of a kind (PokéStop),
look at the top card and keep it or trade it for a draw (Trekking Shoes), and look at the opponent's
top cards to discard those of a kind (Miss Fortune Sisters)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.card_nodes import FILTERS, card_filter
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.words import plural
from desktop.engine.prompts import CARD, OPTION

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("discard_top_keep_kind")
@dataclass(frozen=True, slots=True)
class DiscardTopKeepKind(Atomic):
    """(A Stadium's use, for the player using it.) Discard the top ``count`` cards of your deck; the cards
    of ``filter`` among them go into your hand instead of staying in the discard pile (PokéStop)."""

    count: int = 3
    filter: str = "item"

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].deck)

    def act(self, m: Machine) -> None:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        test = card_filter(self.filter, game)
        discarded = []
        for _ in range(min(self.count, len(me.deck))):
            uid = me.deck.pop()
            game.discard_card(uid, "deck")
            discarded.append(uid)
        for uid in discarded:
            if test(game.cards[uid]) and uid in me.discard:
                me.discard.remove(uid)
                me.hand.append(uid)
                game.move_card(pl, uid, "discard", "hand")

    def words(self, w: Words) -> str:
        label = FILTERS[self.filter][0]
        return (f"discard {self.count} cards from the top of their deck. If a player discarded any {label}s in "
                f"this way, they put those {label}s into their hand.")


@node("top_card_or_draw")
@dataclass(frozen=True, slots=True)
class TopCardOrDraw(Node):
    """Look at the top card of your deck; you may put it into your hand; if you don't, discard it and draw
    a card (Trekking Shoes)."""

    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].deck)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if not me.deck:
            return m.done()
        if pc == 0:
            game.emit("peek", pl, card=me.deck[-1], src="deck", detail=m.scope.source)
            if m.choose(1, None, pl, OPTION, ("yes", "no"), f"Put {game.cards[me.deck[-1]].name} into your hand?",
                        "may", auto_single=False):
                return WAIT
        if m.answer == "yes":
            game.draw(pl, 1)
        else:
            game.discard_card(me.deck.pop(), "deck")
            game.draw(pl, 1)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Look at the top card of your deck. You may put that card into your hand. If you don't, discard that "
                "card and draw a card.")


@node("their_top_discard_kind")
@dataclass(frozen=True, slots=True)
class TheirTopDiscardKind(Node):
    """Look at the top ``count`` cards of your opponent's deck and discard any number of the ``filter``
    cards among them, one at a time; they shuffle the others back into their deck (Miss Fortune Sisters)."""

    count: int = 5
    filter: str = "item"
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[1 - player].deck)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, opp = m.game, m.scope.player, m.scope.opp
        deck = game.players[opp].deck
        looked: tuple[int, ...] = local if local is not None else tuple(deck[-self.count:])
        if pc == 0:
            for uid in looked:
                game.emit("peek", pl, card=uid, src="deck", detail=m.scope.source)
        if pc == 1 and m.answer is not None and m.answer in deck:
            deck.remove(m.answer)
            game.discard_card(m.answer, "deck")
        test = card_filter(self.filter, game)
        options = [u for u in looked if u in deck and test(game.cards[u])]
        if options and not (pc == 1 and m.answer is None) and m.choose(
                1, looked, pl, CARD, options, f"Discard which {FILTERS[self.filter][0]}?", "their_top_to_discard",
                optional=True, zone="deck"):
            return WAIT
        game.shuffle_deck(opp)
        return m.done()

    def words(self, w: Words) -> str:
        label = FILTERS[self.filter][0]
        return (f"Look at the top {plural(self.count, 'card')} of your opponent's deck and discard any number of "
                f"{label}s you find there. Your opponent shuffles the other cards back into their deck.")
