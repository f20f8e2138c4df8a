"""A Stadium of today's sets a player uses once in their turn (Academy at Night), and a Supporter
that goes back into the deck while a Stadium of a name is in play (Caretaker).

Also Stadiums whose rule is on every player: less Resistance, a higher Retreat Cost, and cards to
discard to play Trainers of some names (No Removal Gym)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


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


@node("resistance_less")
@dataclass(frozen=True, slots=True)
class ResistanceLess(Mod):
    """A Stadium: each Pokémon's Resistance is reduced by ``amount`` (-30 becomes -10)."""

    amount: int
    point = layer.RESISTANCE
    label = "resistance_less"

    def change(self, pairs: tuple[tuple[str, Any], ...]) -> tuple[tuple[str, Any], ...]:
        return tuple((kind, min(0, value + self.amount)) for kind, value in pairs)

    def words(self, w: Words) -> str:
        return (f"Each Pokémon's Resistance is reduced by {self.amount}. (If a Pokémon's Resistance is -30, it "
                f"becomes -{30 - self.amount}.)")


@node("retreat_more_all")
@dataclass(frozen=True, slots=True)
class RetreatMoreAll(Mod):
    """A Stadium: each player pays Colorless more to retreat their Active Pokémon."""

    point = layer.OWN_RETREAT_COST
    label = "retreat_more"

    def adjust(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        return cost + 1

    def words(self, w: Words) -> str:
        return "Each player pays Colorless more to retreat their Active Pokémon."


@node("discard_to_play_named")
@dataclass(frozen=True, slots=True)
class DiscardToPlayNamed(Mod):
    """A Stadium: a player must discard ``count`` cards from their hand in order to play a Trainer
    card named one of ``names`` (No Removal Gym; ``layer.trainer_tax``)."""

    names: tuple[str, ...]
    count: int
    point = layer.TRAINER_TAX
    label = "no_removal_gym"

    def tax(self, trainer_name: str) -> int:
        return self.count if trainer_name in self.names else 0

    def words(self, w: Words) -> str:
        first = self.names[0]
        return (f"A player must discard {self.count} cards from his or her hand in order to play "
                f"{'an' if first[0] in 'AEIOU' else 'a'} {' or '.join(self.names)} card.")
