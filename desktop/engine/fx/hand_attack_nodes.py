"""Attacks that work on hands and the bottom of the deck: draw from the bottom, discard cards of a
kind from your hand or the attack does nothing, discard your hand for more damage, the opponent's
revealed hand (a card to the bottom of their deck, Items and Tools discarded), and the opponent
shuffling cards of their choice from their hand into their deck."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.node import BEFORE, Atomic, Node, node
from desktop.engine.fx.words import lower_first
from desktop.engine.prompts import CARD, OPTION

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("draw_bottom")
@dataclass(frozen=True, slots=True)
class DrawBottom(Atomic):
    """Draw ``count`` cards from the bottom of your deck (``needs_deck``: a card that can't be played with
    an empty deck, as a Trainer that would do nothing: Looker)."""

    count: int
    needs_deck: bool = False

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return not self.needs_deck or bool(game.players[player].deck)

    def act(self, m: Machine) -> None:
        deck = m.me.deck
        for _ in range(min(self.count, len(deck))):
            uid = deck.pop(0)
            m.me.hand.append(uid)
            m.game.emit("draw", m.scope.player, card=uid, src="deck", dst="hand", detail="bottom")

    def words(self, w: Words) -> str:
        return f"Draw {self.count} cards from the bottom of your deck."


@node("hand_to_bottom_draw")
@dataclass(frozen=True, slots=True)
class HandToBottomDraw(Atomic):
    """Shuffle your hand and put it on the bottom of your deck; if any cards went there, draw ``count``
    cards (Nest Stash). Not usable with an empty hand."""

    count: int = 1

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].hand)

    def act(self, m: Machine) -> None:
        game, pl, me = m.game, m.scope.player, m.me
        hand, me.hand = me.hand, []
        game.rng.shuffle(hand)
        me.deck[0:0] = hand  # index 0 is the bottom of the deck
        for uid in hand:
            game.move_card(pl, uid, "hand", "deck bottom")
        if hand:
            game.draw(pl, self.count)

    def words(self, w: Words) -> str:
        what = "a card" if self.count == 1 else f"{self.count} cards"
        return ("Shuffle your hand and put it on the bottom of your deck. If you put any cards on the bottom of your "
                f"deck in this way, draw {what}.")


@node("discard_from_hand_or_nothing")
@dataclass(frozen=True, slots=True)
class DiscardFromHandOrNothing(Node):
    """Discard ``count`` Basic ``type`` Energy cards from your hand (all alike: no choice), then do
    ``then``; if you can't discard that many, the attack does nothing."""

    count: int
    type: str
    then: Node | None = None
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 1:
            return m.done()
        cards = m.game.cards
        energy = [u for u in m.me.hand if cards[u].is_basic_energy and self.type in cards[u].provides]
        if len(energy) < self.count:
            m.scope.nothing = True
            return m.done()
        for uid in energy[:self.count]:
            m.game.discard_from_hand(uid)
        return m.call(self.then, 1) if self.then is not None else m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,) if self.then is not None else ()

    def words(self, w: Words) -> str:
        text = f"Discard {self.count} Basic {self.type} Energy cards from your hand"
        if self.then is not None:
            text += ", and " + lower_first(self.then.words(w), w).rstrip(".")
        return f"{text}. If you can't discard {self.count} cards in this way, this attack does nothing."


@node("may_discard_hand_more")
@dataclass(frozen=True, slots=True)
class MayDiscardHandMore(Node):
    """You may discard your hand; if you discarded any cards, this attack does ``amount`` more damage."""

    amount: int
    prompts = True
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            if not m.me.hand:
                return m.done()
            if m.choose(1, None, m.scope.player, OPTION, ("yes", "no"), "Discard your hand?", "may"):
                return 1
        if m.answer == "yes":
            for uid in list(m.me.hand):
                m.game.discard_from_hand(uid)
            m.scope.damage += self.amount
        return m.done()

    def words(self, w: Words) -> str:
        return (f"You may discard your hand. If you discarded any cards in this way, this attack does {self.amount} "
                "more damage.")


@node("their_hand_card_to_bottom")
@dataclass(frozen=True, slots=True)
class TheirHandCardToBottom(Node):
    """Your opponent reveals their hand; you choose a card there (``energy``: an Energy card, and an
    Item needing a card in their hand: Energy Swatter; ``pokemon``: a Pokémon, Grabber) and put it on the
    bottom of their deck."""

    two_sentences: bool = False  # words: "... their hand. Choose a card ..." (XY: "... of your opponent's deck")
    energy: bool = False
    pokemon: bool = False
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return not (self.energy or self.pokemon) or bool(game.players[1 - player].hand)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        them = m.them
        if pc == 0:
            for uid in them.hand:
                m.game.emit("reveal", m.scope.opp, card=uid, detail="their hand")
            kind = "energy" if self.energy else "pokemon" if self.pokemon else ""
            options = [u for u in them.hand if not kind or m.game.cards[u].kind == kind]
            what = "Energy card" if self.energy else "Pokémon" if self.pokemon else "card"
            if m.choose(1, None, m.scope.player, CARD, options, f"Put which {what} on the bottom of their deck?",
                        "their_hand_to_deck", zone="hand"):
                return 1
        if m.answer is not None and m.answer in them.hand:
            them.hand.remove(m.answer)
            them.deck.insert(0, m.answer)
            m.game.emit("move", m.scope.opp, card=m.answer, src="hand", dst="deck", detail="bottom")
        return m.done()

    def words(self, w: Words) -> str:
        if self.two_sentences:
            return w.phrase("hand_card_to_deck_bottom")
        if self.pokemon:
            return "Your opponent reveals their hand, and you put a Pokémon you find there on the bottom of their deck."
        return (f"Your opponent reveals their hand, and you choose {'an Energy card' if self.energy else 'a card'} "
                "you find there and put it on the bottom of their deck.")


@node("discard_their_items_and_tools")
@dataclass(frozen=True, slots=True)
class DiscardTheirItemsAndTools(Atomic):
    """Your opponent reveals their hand; discard every Item and Pokémon Tool card there."""

    def act(self, m: Machine) -> None:
        them, cards = m.them, m.game.cards
        for uid in list(them.hand):
            m.game.emit("reveal", m.scope.opp, card=uid, detail="their hand")
        kinds = ("Item", "Pokémon Tool")
        for uid in [u for u in them.hand if cards[u].kind == "trainer" and cards[u].subtype in kinds]:
            m.game.discard_from_hand(uid)

    def words(self, w: Words) -> str:
        return "Your opponent reveals their hand. Discard all Item cards and Pokémon Tool cards you find there."


@node("they_shuffle_from_hand")
@dataclass(frozen=True, slots=True)
class TheyShuffleFromHand(Node):
    """Your opponent chooses ``count`` cards from their hand and shuffles them into their deck
    (``bottom``: puts them on the bottom of their deck, no shuffle: Glameow's Act Cute)."""

    count: int
    bottom: bool = False
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        them, opp = m.them, m.scope.opp
        done = local or 0
        if pc == 1 and m.answer is not None:
            them.hand.remove(m.answer)
            if self.bottom:
                them.deck.insert(0, m.answer)
            else:
                them.deck.append(m.answer)
            m.game.emit("move", opp, card=m.answer, src="hand", dst="deck", detail="bottom" if self.bottom else "")
            done += 1
        if done < self.count and them.hand:
            verb = "Put which card on the bottom of your deck?" if self.bottom else "Shuffle which card into your deck?"
            if m.choose(1, done, opp, CARD, list(them.hand), f"{verb} ({done + 1} of {self.count})", "hand_to_deck",
                        zone="hand"):
                return 1
            return self.step(m, 1, done)
        if done and not self.bottom:
            m.game.shuffle_deck(opp)
        return m.done()

    def words(self, w: Words) -> str:
        if self.bottom:
            cards = "a card" if self.count == 1 else f"{self.count} cards"
            return f"Your opponent puts {cards} from their hand on the bottom of their deck."
        return (f"Your opponent chooses {self.count} cards from their hand and shuffles those cards into their "
                "deck.")


@node("discard_then_they_discard")
@dataclass(frozen=True, slots=True)
class DiscardThenTheyDiscard(Node):
    """Discard a card from your hand; if you do, your opponent discards a card (of their choice)
    from their hand."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        if pc == 0:
            if m.choose(1, None, m.scope.player, CARD, list(m.me.hand), "Discard which card?", "hand_to_discard",
                        zone="hand"):
                return 1
            pc = 1
        if pc == 1:
            if m.answer is None:
                return m.done()
            game.discard_from_hand(m.answer)
            if m.choose(2, None, m.scope.opp, CARD, list(m.them.hand), "Discard which card?", "hand_to_discard",
                        zone="hand"):
                return 1
        if m.answer is not None and m.answer in m.them.hand:
            game.discard_from_hand(m.answer)
        return m.done()

    def words(self, w: Words) -> str:
        return "Discard a card from your hand. If you do, your opponent discards a card from their hand."


@node("their_hand_basics_to_bench")
@dataclass(frozen=True, slots=True)
class TheirHandBasicsToBench(Node):
    """Your opponent reveals their hand; you put any number of Basic Pokémon you find there onto
    their Bench (while it has room)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, them, opp = m.game, m.them, m.scope.opp
        if pc == 0:
            for uid in them.hand:
                game.emit("reveal", opp, card=uid, detail="their hand")
        if pc == 1:
            if m.answer is None:
                return m.done()
            them.hand.remove(m.answer)
            game.put_on_bench(opp, m.answer, "hand")
        basics = [u for u in them.hand if game.cards[u].kind == "pokemon" and game.cards[u].stage == "Basic"]
        if basics and len(them.bench) < game.rules.bench_size and m.choose(
                1, None, m.scope.player, CARD, basics, "Put which Basic Pokémon onto their Bench?",
                "their_hand_to_bench", zone="hand", optional=True, auto_single=False):
            return 1
        return m.done()

    def words(self, w: Words) -> str:
        return ("Have your opponent reveal their hand and you put any number of Basic Pokémon you find there onto "
                "their Bench.")
