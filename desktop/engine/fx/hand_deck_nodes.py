"""Attacks on the opponent's hand and on either deck, as today's cards print them: the opponent
discards cards of their choice, reveals their hand for damage by what is in it, loses the top
cards of their deck on coins; your own deck's top cards discarded for damage, and Energy in your
discard pile counted for damage and shuffled back (Riptide).

Also a card of the opponent's discard pile put on top of their deck (Pranks).

And up to N random cards of the opponent's hand shuffled into their deck (The Rocket's Trap).

And the opponent's top card looked at: a Trainer to their discard pile, anything else into their hand
(False Charity).

And "Shuffle your opponent's deck." (Mischief)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.card_nodes import FILTERS, article, card_filter
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import AFTER, BEFORE, Atomic, Node, node
from desktop.engine.prompts import CARD, NUMBER

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game

HAND_KINDS = {"trainer": "Trainer card", "energy": "Energy card"}


@node("opponent_discards")
@dataclass(frozen=True, slots=True)
class OpponentDiscards(Node):
    """Your opponent discards ``count`` cards of their choice from their hand (as many as they have)."""

    count: int = 1
    prompts = True
    stage = AFTER

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, opp = m.game, m.scope.opp
        done = local or 0
        hand = game.players[opp].hand
        if pc == 1 and m.answer in hand:
            game.discard_from_hand(m.answer)
            done += 1
        if done < self.count and hand:
            if m.choose(1, done, opp, CARD, list(hand), f"Discard a card from your hand ({done + 1} of {self.count}).",
                        "hand_to_discard", zone="hand"):
                return 1
            return self.step(m, 1, done)
        return m.done()

    def words(self, w: Words) -> str:
        what = "a card" if self.count == 1 else f"{self.count} cards"
        return f"Your opponent discards {what} from their hand."


@node("reveal_hand_times")
@dataclass(frozen=True, slots=True)
class RevealHandTimes(Atomic):
    """Your opponent reveals their hand; this attack does its printed damage for each card of
    ``kind`` ("trainer", "energy") there. ``joined``: one sentence ("..., and this attack does ...")."""

    kind: str
    joined: bool = False
    stage = BEFORE

    def __post_init__(self) -> None:
        if self.kind not in HAND_KINDS:
            raise ValueError(f"kind must be one of {', '.join(HAND_KINDS)}")

    def act(self, m: Machine) -> None:
        game, opp = m.game, m.scope.opp
        test = card_filter(self.kind, game)
        for uid in game.players[opp].hand:
            game.emit("reveal", opp, card=uid, detail="their hand")
        found = sum(1 for uid in game.players[opp].hand if test(game.cards[uid]))
        printed = m.scope.attack.damage if m.scope.attack is not None else 0
        m.scope.damage = printed * found
        m.scope.does_damage = True

    def words(self, w: Words) -> str:
        each = f"this attack does {w.damage} damage for each {HAND_KINDS[self.kind]} you find there."
        return f"Your opponent reveals their hand, and {each}" if self.joined else \
            f"Your opponent reveals their hand. {each[:1].upper() + each[1:]}"


@node("discard_their_top_per_heads_today")
@dataclass(frozen=True, slots=True)
class DiscardTheirTopPerHeads(Atomic):
    """Flip a coin until you get tails; for each heads, discard the top card of the opponent's deck."""

    def act(self, m: Machine) -> None:
        game, scope = m.game, m.scope
        heads = 0
        while game.coin(scope.source, scope.player):
            heads += 1
        deck = game.players[scope.opp].deck
        for _ in range(min(heads, len(deck))):
            game.discard_card(deck.pop(), "deck")

    def words(self, w: Words) -> str:
        return "Flip a coin until you get tails. For each heads, discard the top card of your opponent's deck."


@node("discard_energy_times_then_shuffle")
@dataclass(frozen=True, slots=True)
class DiscardEnergyTimesThenShuffle(Node):
    """This attack does its printed damage for each Basic ``type`` Energy card in your discard pile;
    after damage, shuffle those cards into your deck (Riptide)."""

    type: str
    stage = BEFORE

    def _energy(self, m: Machine) -> list[int]:
        game = m.game
        return [u for u in game.players[m.scope.player].discard
                if game.cards[u].is_basic_energy and self.type in game.cards[u].provides]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        printed = m.scope.attack.damage if m.scope.attack is not None else 0
        m.scope.damage = printed * len(self._energy(m))
        m.scope.does_damage = True
        m.scope.deferred = m.scope.deferred + (ShuffleEnergyFromDiscard(self.type),)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"This attack does {w.damage} damage for each Basic {self.type} Energy card in your discard pile. "
                "Then, shuffle those cards into your deck.")


@dataclass(frozen=True, slots=True)
class ShuffleEnergyFromDiscard(Atomic):
    """After damage: shuffle every Basic ``type`` Energy card of your discard pile into your deck."""

    type: str

    def act(self, m: Machine) -> None:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        moved = [u for u in me.discard if game.cards[u].is_basic_energy and self.type in game.cards[u].provides]
        for uid in moved:
            me.discard.remove(uid)
            me.deck.append(uid)
            game.move_card(pl, uid, "discard", "deck")
        if moved:
            game.shuffle_deck(pl)

    def words(self, w: Words) -> str:
        return ""


assert set(HAND_KINDS) <= set(FILTERS)


@node("discard_to_hand_per_heads")
@dataclass(frozen=True, slots=True)
class DiscardToHandPerHeads(Node):
    """Flip ``coins`` coins; put a number of cards up to the number of heads from your discard pile
    into your hand, one at a time (you may stop); or (``each``, a card ``filter``) a card of that kind
    for each heads, while there are any (Lure Ball)."""

    coins: int = 3
    each: bool = False
    filter: str = "any"
    prompts = True

    def __post_init__(self) -> None:
        if self.filter not in FILTERS:
            raise ValueError(f"filter {self.filter!r} is not a card filter")

    def _options(self, m: Machine) -> list[int]:
        test = card_filter(self.filter, m.game)
        return [u for u in m.me.discard if test(m.game.cards[u])]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        test = card_filter(self.filter, game)
        return not self.each or any(test(game.cards[u]) for u in game.players[player].discard)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            local = (sum(game.coin(m.scope.source, pl) for _ in range(self.coins)), 0)
        heads, done = local
        if pc == 1:
            if m.answer is None:
                return m.done()
            me.discard.remove(m.answer)
            me.hand.append(m.answer)
            game.move_card(pl, m.answer, "discard", "hand")
            done += 1
        options = self._options(m)
        if done < heads and options and m.choose(
                1, (heads, done), pl, CARD, options, "Put a card from your discard pile into your hand.",
                "discard_to_hand", zone="discard", optional=not self.each, auto_single=False):
            return 1
        return m.done()

    def words(self, w: Words) -> str:
        if self.each:
            label = FILTERS[self.filter][0]
            return (f"Flip {self.coins} coins. For each heads, put {article(label)} {label} from your discard pile "
                    "into your hand.")
        return (f"Flip {self.coins} coins. Put a number of cards up to the number of heads from your discard pile into "
                "your hand.")


@node("reveal_named_for_damage")
@dataclass(frozen=True, slots=True)
class RevealNamedForDamage(Node):
    """Reveal any number of the cards ``named`` from your hand, one at a time; this attack does its
    printed damage for each card revealed."""

    named: tuple[str, ...]
    prompts = True
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        shown: tuple[int, ...] = local or ()
        if pc == 1 and m.answer is not None:
            shown += (m.answer,)
            game.emit("reveal", pl, card=m.answer, detail="hand")
        options = [u for u in me.hand if game.cards[u].name in self.named and u not in shown]
        if options and (pc == 0 or m.answer is not None):
            m.choose(1, shown, pl, CARD, options, "Reveal a card from your hand (Done to stop).", "reveal_from_hand",
                     zone="hand", optional=True, auto_single=False)
            return 1
        printed = m.scope.attack.damage if m.scope.attack is not None else 0
        m.scope.damage = printed * len(shown)
        m.scope.does_damage = True
        return m.done()

    def words(self, w: Words) -> str:
        names = ", ".join(self.named[:-1]) + f", and {self.named[-1]}" if len(self.named) > 2 else \
            " and ".join(self.named)
        return (f"Reveal any number of {names} from your hand, and this attack does {w.damage} damage for each card "
                "you revealed in this way.")


@node("their_discard_to_deck_top")
@dataclass(frozen=True, slots=True)
class TheirDiscardToDeckTop(Node):
    """Choose a card from your opponent's discard pile and put it on top of their deck (Pranks)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        them = m.them
        if pc == 0 and m.choose(1, None, m.scope.player, CARD, list(them.discard), "Choose a card from your "
                                "opponent's discard pile.", "their_discard_to_deck", zone="discard"):
            return 1
        if m.answer is not None and m.answer in them.discard:
            them.discard.remove(m.answer)
            them.deck.append(m.answer)
            m.game.move_card(m.scope.opp, m.answer, "discard", "deck")
        return m.done()

    def words(self, w: Words) -> str:
        return "Choose a card from your opponent's discard pile and put it on top of their deck."


@node("their_random_to_deck_up_to")
@dataclass(frozen=True, slots=True)
class TheirRandomToDeckUpTo(Node):
    """Choose up to ``count`` cards at random from the opponent's hand (you say how many, without
    looking); they shuffle those cards into their deck (The Rocket's Trap's heads)."""

    count: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, opp = m.game, m.scope.opp
        them = game.players[opp]
        if pc == 0:
            most = min(self.count, len(them.hand))
            if not most:
                return m.done()
            if m.choose(1, None, m.scope.player, NUMBER, range(most + 1), f"Choose how many cards (up to {most}) at "
                        "random?", "random_count", auto_single=False):
                return WAIT
        n = min(int(m.answer or 0), len(them.hand))
        for _ in range(n):
            uid = them.hand.pop(game.rng.below(len(them.hand)))
            them.deck.append(uid)
            game.move_card(opp, uid, "hand", "deck")
        if n:
            game.shuffle_deck(opp)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Choose up to {self.count} cards at random from your opponent's hand (don't look at them). Your "
                "opponent shuffles those cards into their deck.")


@node("their_top_card_sorted")
@dataclass(frozen=True, slots=True)
class TheirTopCardSorted(Atomic):
    """Look at the top card of your opponent's deck: a Trainer card goes to their discard pile,
    anything else into their hand (False Charity)."""

    def act(self, m: Machine) -> None:
        game, opp = m.game, m.scope.opp
        them = game.players[opp]
        if not them.deck:
            return
        uid = them.deck.pop()
        game.emit("peek", m.scope.player, card=uid, src="deck", detail="their top card")
        if game.cards[uid].kind == "trainer":
            game.discard_card(uid, "deck")
        else:
            them.hand.append(uid)
            game.move_card(opp, uid, "deck", "hand")

    def words(self, w: Words) -> str:
        return ("Look at the top card of your opponent's deck. If it's a Trainer card, put it in your opponent's "
                "discard pile; otherwise, put it into their hand.")


@node("shuffle_opponent_deck")
@dataclass(frozen=True, slots=True)
class ShuffleOpponentDeck(Atomic):
    """Shuffle your opponent's deck (Mischief)."""

    def act(self, m: Machine) -> None:
        m.game.shuffle_deck(m.scope.opp)

    def words(self, w: Words) -> str:
        return "Shuffle your opponent's deck."
