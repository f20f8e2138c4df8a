"""A Stadium of today's sets a player uses once in their turn (Academy at Night), and a Supporter
that goes back into the deck while a Stadium of a name is in play (Caretaker)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("hand_card_to_top")
@dataclass(frozen=True, slots=True)
class HandCardToTop(Node):
    """The player puts a card from their hand on top of their deck."""

    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].hand)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        me, pl = m.me, m.scope.player
        if pc == 0 and m.choose(1, None, pl, CARD, list(me.hand), "Put which card on top of your deck?",
                                "hand_to_deck", zone="hand", auto_single=False):
            return WAIT
        if m.answer in me.hand:
            me.hand.remove(m.answer)
            me.deck.append(m.answer)  # the last item is the top card
            m.game.move_card(pl, m.answer, "hand", "deck")
        return m.done()

    def words(self, w: Words) -> str:
        return "put a card from their hand on top of their deck."


@node("draw_recycle_with_stadium")
@dataclass(frozen=True, slots=True)
class DrawRecycleWithStadium(Atomic):
    """Draw ``count`` cards; if you drew any and the Stadium ``stadium`` is in play, shuffle this card
    into your deck instead of discarding it (Caretaker)."""

    count: int
    stadium: str

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].deck)

    def act(self, m: Machine) -> None:
        game, pl = m.game, m.scope.player
        drew = game.draw(pl, self.count)
        if drew and game.stadium >= 0 and game.cards[game.stadium].name == self.stadium:
            m.scope.kept = True
            m.me.deck.append(m.scope.source_uid)
            game.move_card(pl, m.scope.source_uid, "play", "deck")
            game.shuffle_deck(pl)

    def words(self, w: Words) -> str:
        name = w.card.name if w.card is not None else "this card"
        return (f"Draw {self.count} cards. If you drew any cards in this way and if {self.stadium} is in play, shuffle "
                f"this {name} into your deck instead of discarding it.")
