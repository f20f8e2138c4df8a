"""Searches and draws today's cards word their own way: "You may search your deck for any number of
<name> cards, reveal them, and put them into your hand" (Dream Calling); discard any number of cards
before drawing until you have N (Naveen); and an Ability that may be used once a turn among all
those whose names share some words ("Last-Ditch").

Also "Draw 2 cards. If you do, ..." (Caturday).

And "Draw a card. If this Pokémon is in the Active Spot, draw 1 more card." (an Ability)

Also the hand shuffled into the deck and as many cards drawn ([Help]).

And any number of other cards discarded from the hand for as many drawn, or twice that on heads (Secret
Mission, Blaine's Gamble).

And draws paid with an Energy of some types from the hand (Scorched Earth, Fiery Torch), and cards drawn
until the hand matches the opponent's (Battle Reporter)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer
from desktop.engine.fx.card_nodes import shuffle_hand_into_deck
from desktop.engine.fx.control import enter
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.modern_mods import UsedThisTurn
from desktop.engine.fx.node import AFTER, Atomic, Node, node
from desktop.engine.fx.words import lower_first, plural
from desktop.engine.fx.zone_choice import ZoneChoice
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("search_any_named")
@dataclass(frozen=True, slots=True)
class SearchAnyNamed(ZoneChoice):
    """You may search your deck for any number of cards named ``named``, reveal them, and put them into
    your hand; then shuffle your deck."""

    named: str

    def options(self, m: Machine, done: int, memo: Any) -> list[int]:
        return [u for u in m.me.deck if m.game.cards[u].name == self.named]

    def text(self, done: int, least: int, most: int) -> str:
        return f"Take a {self.named} into your hand (Done to stop)."

    def take(self, m: Machine, uid: int, memo: Any) -> Any:
        m.game.emit("reveal", m.scope.player, card=uid, detail="deck")
        return ZoneChoice.take(self, m, uid, memo)

    def words(self, w: Words) -> str:
        return (f"You may search your deck for any number of {self.named} cards, reveal them, and put them into your "
                "hand. Then, shuffle your deck.")


@node("discard_then_draw_until")
@dataclass(frozen=True, slots=True)
class DiscardThenDrawUntil(Node):
    """You may discard any number of cards from your hand, then draw until you have ``count`` cards;
    not playable if no card could be drawn (an empty deck)."""

    count: int = 5
    discard_first: bool = False  # words: "You may discard any number of ... Then, draw cards until ..." (Sightseer)
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].deck)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 1 and m.answer is not None:
            game.discard_from_hand(m.answer)
        if me.hand and (pc == 0 or m.answer is not None):
            m.choose(1, None, pl, CARD, list(me.hand), "Discard a card before drawing (Done to stop).",
                     "discard_before_draw", zone="hand", optional=len(me.hand) < self.count, auto_single=False)
            return 1
        game.draw(pl, max(0, self.count - len(me.hand)))
        return m.done()

    def words(self, w: Words) -> str:
        if self.discard_first:
            return (f"You may discard any number of cards from your hand. Then, draw cards until you have {self.count} "
                    "cards in your hand. If you can't draw any cards in this way, you can't play this card.")
        return (f"Draw cards until you have {self.count} cards in your hand. Before drawing cards, you may discard any "
                "number of cards from your hand. (If you can't draw any cards in this way, you can't use this card.)")


@node("once_by_name_part")
@dataclass(frozen=True, slots=True)
class OnceByNamePart(Node):
    """``then``, unless its player already used an Ability with ``part`` in its name this turn (they are
    marked once it is used)."""

    part: str
    then: Node

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        if pc == 0:
            if layer.used_by_name(game, pl, self.part):
                return m.done()
            game.lasting = game.lasting + ((pl, game.turn, UsedThisTurn(self.part)),)
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        return (f"{self.then.words(w)} You can't use more than 1 Ability that has \"{self.part}\" in its name each "
                "turn.")


@node("draw_then")
@dataclass(frozen=True, slots=True)
class DrawThen(Node):
    """Draw ``count`` cards; if you drew any, ``then`` ("Draw 2 cards. If you do, this Pokémon is now
    Asleep.": Caturday)."""

    count: int
    then: Node
    stage = AFTER

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            me = m.me
            drew = min(self.count, len(me.deck))
            m.game.draw(m.scope.player, self.count)
            if drew:
                return enter(m, self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        cards = "a card" if self.count == 1 else plural(self.count, "card")
        return f"Draw {cards}. If you do, {lower_first(self.then.words(w), w)}"


@node("draw_more_if_active")
@dataclass(frozen=True, slots=True)
class DrawMoreIfActive(Atomic):
    """Draw a card; if this Pokémon is in the Active Spot, draw 1 more card."""

    def act(self, m: Machine) -> None:
        m.game.draw(m.scope.player, 2 if m.scope.source_pos == 0 else 1)

    def words(self, w: Words) -> str:
        return "Draw a card. If this Pokémon is in the Active Spot, draw 1 more card."


@node("new_hand_same_size")
@dataclass(frozen=True, slots=True)
class NewHandSameSize(Atomic):
    """Shuffle your hand into your deck, then draw as many cards as it had ([Help])."""

    def act(self, m: Machine) -> None:
        game, pl = m.game, m.scope.player
        size = len(game.players[pl].hand)
        shuffle_hand_into_deck(game, pl)
        game.draw(pl, size)

    def words(self, w: Words) -> str:
        return "Shuffle your hand into your deck, then draw a new hand of the same number of cards."


@node("discard_any_draw_as_many")
@dataclass(frozen=True, slots=True)
class DiscardAnyDrawAsMany(Node):
    """You may discard as many other cards as you want from your hand, then draw that many
    (Secret Mission); ``double_on_heads``: then flip a coin, and heads draws twice that many
    (Blaine's Gamble)."""

    double_on_heads: bool = False
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        hand = game.players[pl].hand
        done: int = local or 0
        if pc == 1:
            if m.answer is None:
                return self._draw(m, done)
            game.discard_from_hand(m.answer)
            done += 1
        options = [u for u in hand if u != m.scope.source_uid]
        if not options:
            return self._draw(m, done)
        m.choose(1, done, pl, CARD, options, f"Discard a card ({done} so far)?", "hand_to_discard",
                 optional=True, zone="hand", auto_single=False, picks=(0, len(options)))
        return WAIT

    def _draw(self, m: Machine, discarded: int) -> int:
        if not self.double_on_heads:
            m.game.draw(m.scope.player, discarded)
        elif m.game.coin(m.scope.source, m.scope.player):
            m.game.draw(m.scope.player, 2 * discarded)
        return m.done()

    def words(self, w: Words) -> str:
        if self.double_on_heads:
            return ("Discard any number of other cards from your hand, then flip a coin. If heads, draw twice that "
                    "many cards.")
        return "Then, you may discard as many other cards as you want from your hand and draw that many cards."


@node("discard_energy_types_draw")
@dataclass(frozen=True, slots=True)
class DiscardEnergyTypesDraw(Node):
    """A Stadium's use: discard an Energy card of one of ``types`` from your hand; if you do, draw
    ``count`` cards (Scorched Earth). ``item``: an Item's words, the discard being what it costs
    (Fiery Torch)."""

    types: tuple[str, ...]
    count: int = 2
    item: bool = False
    prompts = True

    def _options(self, game: Game, player: int) -> list[int]:
        return [u for u in game.players[player].hand if game.cards[u].kind == "energy"
                and set(self.types) & set(game.cards[u].provides)]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._options(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        if pc == 0 and m.choose(1, None, pl, CARD, self._options(game, pl), "Discard which Energy card?",
                                "discard_energy", zone="hand"):
            return WAIT
        uid = m.answer
        if uid is not None and uid in game.players[pl].hand:
            game.discard_from_hand(uid)
            game.draw(pl, self.count)
        return m.done()

    def words(self, w: Words) -> str:
        energy = f"a {' or '.join(self.types)} Energy card"
        if self.item:
            return (f"Discard {energy} from your hand. (If you can't discard {energy}, you can't play this card.) "
                    f"Draw {self.count} cards.")
        return (f"Discard a {' or '.join(self.types)} Energy card from their hand. If that player does so, they draw "
                f"{self.count} cards.")


@node("draw_to_match_hand")
@dataclass(frozen=True, slots=True)
class DrawToMatchHand(Atomic):
    """Draw cards until you have as many cards in your hand as your opponent (Battle Reporter)."""

    def usable(self, game: Game, player: int, source: Any) -> bool:
        me, them = game.players[player], game.players[1 - player]
        return bool(me.deck) and len(me.hand) - (1 if isinstance(source, int) else 0) < len(them.hand)

    def act(self, m: Machine) -> None:
        m.game.draw(m.scope.player, max(0, len(m.them.hand) - len(m.me.hand)))

    def words(self, w: Words) -> str:
        return "Draw cards until you have the same number of cards in your hand as your opponent."
