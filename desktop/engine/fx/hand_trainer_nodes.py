"""Items and Supporters of today's sets that work on hands and the top of the deck: the last card in
your hand (Cassiopeia), "Look at the top 8 cards ... put up to 3 of them into your hand" (Hassel),
discarding from the top (Raifort), "Your turn ends." (Boxed Order), drawing for each of some Pokémon,
discarding down to a hand size (Xerosic's Machinations, Hand Trimmer), and Lucian.

Also the discard pile shuffled in for as many cards discarded from the top (Trash Exchange), and a draw
playable only as the last card in the hand (Blaine's Last Resort)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.card_nodes import FILTERS, card_filter
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import CHECK, Atomic, Node, node
from desktop.engine.fx.zone_choice import ZoneChoice, up_to
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("only_last_card")
@dataclass(frozen=True, slots=True)
class OnlyLastCard(Node):
    """A Trainer usable only when it is the last card in your hand."""

    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return len(game.players[player].hand) == 1

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        return "You can use this card only when it is the last card in your hand."


@node("look_top_up_to")
@dataclass(frozen=True, slots=True)
class LookTopUpTo(ZoneChoice):
    """Look at the top ``count`` cards of your deck and put up to ``keep`` of them into your hand;
    shuffle the other cards back into your deck. ``type``: only ``type`` Pokémon and Basic ``type``
    Energy cards, each revealed as it is taken (Bug Catching Set)."""

    count: int
    keep: int
    type: str = ""

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self.type) or bool(game.players[player].deck)  # the typed look is playable on an empty deck

    def text(self, done: int, least: int, most: int) -> str:
        if self.type:
            return f"Take which card ({done + 1} of up to {most})?"
        return f"Put a card into your hand ({done + 1} of up to {most})?"

    def open(self, m: Machine) -> tuple[int, ...]:
        top = tuple(m.me.deck[-self.count:])
        for uid in top:
            m.game.emit("peek", m.scope.player, card=uid, src="deck", detail="top of deck")
        return top

    def picks(self, m: Machine, memo: Any = None) -> tuple[int, int]:
        return up_to(self.keep)

    def fits(self, m: Machine, uid: int) -> bool:
        card = m.game.cards[uid]
        return not self.type or (card.kind == "pokemon" and self.type in card.types) or (
            card.is_basic_energy and self.type in card.provides)

    def options(self, m: Machine, done: int, memo: tuple[int, ...]) -> list[int]:
        return [u for u in memo if self.fits(m, u)]

    def take(self, m: Machine, uid: int, memo: tuple[int, ...]) -> tuple[int, ...]:
        if self.type:
            m.game.emit("reveal", m.scope.player, card=uid, src="deck", detail="top of deck")
        ZoneChoice.take(self, m, uid, memo)
        return tuple(u for u in memo if u != uid)

    def words(self, w: Words) -> str:
        if self.type:
            return (f"Look at the top {self.count} cards of your deck. You may reveal up to {self.keep} in any "
                    f"combination of {self.type} Pokémon and Basic {self.type} Energy cards you find there and put "
                    "them into your hand. Shuffle the other cards back into your deck.")
        return (f"Look at the top {self.count} cards of your deck and put up to {self.keep} of them into your hand. "
                "Shuffle the other cards back into your deck.")


@node("discard_from_top")
@dataclass(frozen=True, slots=True)
class DiscardFromTop(Node):
    """Look at the top ``count`` cards of your deck and discard any number of them; put the others
    back on top in the order you choose."""

    count: int
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].deck)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            top = tuple(me.deck[-self.count:])
            for uid in top:
                game.emit("peek", pl, card=uid, src="deck", detail="top of deck")
            local = (top, None)
        top, ordered = local
        if pc == 1 and m.answer is not None:
            me.deck.remove(m.answer)
            game.discard_card(m.answer, "deck")
            top = tuple(u for u in top if u != m.answer)
        elif pc == 1:
            ordered = ()
        if ordered is None and top and m.choose(1, (top, None), pl, CARD, list(top), "Discard which card (or stop)?",
                                                "deck_to_discard", optional=True, zone="deck"):
            return WAIT
        ordered = ordered or ()
        if pc == 3:
            ordered += (m.answer,)
        while len(ordered) < len(top):
            left = [u for u in reversed(top) if u not in ordered]
            if m.choose(3, (top, ordered), pl, CARD, left,
                        f"Choose the card to put {'on top' if not ordered else 'next'}.", "order_deck", zone="deck"):
                return WAIT
            ordered += (m.answer,)
        if top:
            me.deck[len(me.deck) - len(top):] = reversed(ordered)
            game.emit("rearrange", pl, amount=len(top))
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Look at the top {self.count} cards of your deck and discard any number of them. Put the other cards "
                "back in any order.")


@node("your_turn_ends")
@dataclass(frozen=True, slots=True)
class YourTurnEnds(Atomic):
    """Your turn ends (after this effect); not when used in the other player's turn (Chaos Gym)."""

    immediately: bool = False  # Gym words: "Your turn ends immediately (you can't attack this turn)."
    used: bool = False  # an Ability's words: "If you use this Ability, your turn ends." (Instant Charge)

    def act(self, m: Machine) -> None:
        if m.scope.player == m.game.current:
            m.after = m.after + (("end_turn",),)

    def words(self, w: Words) -> str:
        if self.immediately:
            return "Your turn ends immediately (you can't attack this turn)."
        return "If you use this Ability, your turn ends." if self.used else "Your turn ends."


@node("draw_for_each")
@dataclass(frozen=True, slots=True)
class DrawForEach(Atomic):
    """Draw a card for each of your Pokémon in play of ``kind`` (a card filter), or (``their_bench``)
    for each of your opponent's Benched Pokémon, or (``their_hand``) for each card in your opponent's
    hand (Copycat, counted as it draws)."""

    kind: str = ""
    their_bench: bool = False
    their_hand: bool = False
    then: bool = False  # words: "Then, draw ..." (after "Shuffle your hand into your deck.")
    named: str = ""  # for each of your Pokémon in play with this name ("each of your Houndour": Team Hunt)

    def __post_init__(self) -> None:
        if self.kind not in ("", *FILTERS):
            raise ValueError(f"kind {self.kind!r} is not a card filter")

    def _count(self, game: Game, player: int) -> int:
        if self.their_bench:
            return len(game.players[1 - player].bench)
        if self.their_hand:
            return len(game.players[1 - player].hand)
        fits = card_filter(self.kind, game) if self.kind else (lambda c: True)
        return sum(1 for s in game.players[player].slots() if fits(game.card_of(s))
                   and (not self.named or game.card_of(s).name == self.named))

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return self.then or bool(game.players[player].deck)  # "then": after the hand went into the deck

    def act(self, m: Machine) -> None:
        m.game.draw(m.scope.player, self._count(m.game, m.scope.player))

    def words(self, w: Words) -> str:
        draw = "Then, draw" if self.then else "Draw"
        if self.their_hand:
            return f"{draw} a card for each card in your opponent's hand."
        if self.their_bench:
            return f"{draw} a card for each of your opponent's Benched Pokémon."
        label = self.named or (FILTERS[self.kind][0] if self.kind else "Pokémon")
        return f"{draw} a card for each of your {label} in play."


@node("discard_down_to")
@dataclass(frozen=True, slots=True)
class DiscardDownTo(Node):
    """Your opponent (``each``: each player, your opponent first) discards cards from their hand, of
    their choice, until they have ``count`` cards in their hand."""

    count: int
    each: bool = False
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        order = (m.scope.opp, m.scope.player) if self.each else (m.scope.opp,)
        at = local or 0
        if pc == 1 and m.answer is not None:
            game.discard_from_hand(m.answer)
        while at < len(order):
            hand = game.players[order[at]].hand
            if len(hand) > self.count:
                if m.choose(1, at, order[at], CARD, list(hand), f"Discard a card ({len(hand) - self.count} to go).",
                            "hand_to_discard", zone="hand"):
                    return WAIT
                return self.step(m, 1, at)
            at += 1
        return m.done()

    def words(self, w: Words) -> str:
        if self.each:
            return (f"Each player discards cards from their hand until they have {self.count} cards in their hand. "
                    f"Your opponent discards first. (If a player has {self.count} or fewer cards in their hand, they "
                    "do not discard.)")
        return f"Your opponent discards cards from their hand until they have {self.count} cards in their hand."


@node("lucian")
@dataclass(frozen=True, slots=True)
class Lucian(Atomic):
    """Each player shuffles their hand and puts it on the bottom of their deck; if either did, each
    player flips a coin and draws ``heads`` cards on heads, ``tails`` cards on tails."""

    heads: int = 6
    tails: int = 3

    def act(self, m: Machine) -> None:
        game = m.game
        moved = False
        for pl in (m.scope.player, m.scope.opp):
            p = game.players[pl]
            hand, p.hand = p.hand, []
            game.rng.shuffle(hand)
            p.deck[0:0] = hand  # index 0 is the bottom of the deck
            moved = moved or bool(hand)
            for uid in hand:
                game.move_card(pl, uid, "hand", "deck bottom")
        if moved:
            for pl in (m.scope.player, m.scope.opp):
                game.draw(pl, self.heads if game.coin(m.scope.source, pl) else self.tails)

    def words(self, w: Words) -> str:
        return ("Each player shuffles their hand and puts it on the bottom of their deck. If either player put any "
                "cards on the bottom of their deck in this way, each player flips a coin. If heads, that player draws "
                f"{self.heads} cards. If tails, they draw {self.tails} cards.")


@node("discard_pile_swap")
@dataclass(frozen=True, slots=True)
class DiscardPileSwap(Atomic):
    """Shuffle your discard pile into your deck, then discard as many cards from the top (Trash
    Exchange)."""

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].discard)

    def act(self, m: Machine) -> None:
        game, pl = m.game, m.scope.player
        p = game.players[pl]
        n = len(p.discard)
        for uid in list(p.discard):
            p.discard.remove(uid)
            p.deck.append(uid)
            game.move_card(pl, uid, "discard", "deck")
        game.shuffle_deck(pl)
        for _ in range(min(n, len(p.deck))):
            game.discard_card(p.deck.pop(), "deck")

    def words(self, w: Words) -> str:
        return ("Count the number of cards in your discard pile and shuffle them into your deck. Then discard that "
                "many cards from the top of your deck.")


@node("last_card_draw")
@dataclass(frozen=True, slots=True)
class LastCardDraw(Atomic):
    """Playable only as the last card of your hand: show your (empty) hand, then draw ``count``
    cards (Blaine's Last Resort)."""

    count: int

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return game.players[player].hand == [source] and bool(game.players[player].deck)

    def act(self, m: Machine) -> None:
        for uid in m.me.hand:
            m.game.emit("reveal", m.scope.player, card=uid, detail="hand")
        m.game.draw(m.scope.player, self.count)

    def words(self, w: Words) -> str:
        name = w.card.name if w.card is not None else "this card"
        return (f"You can't play this card if you have any cards in your hand other than {name}. Show your hand to "
                f"your opponent, then draw {self.count} cards.")
