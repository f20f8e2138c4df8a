"""Trainer effects of today's preconstructed decks that earlier vocabulary did not reach: a
Prize-count condition (Counter Catcher), both hands shuffled away (Unfair Stamp), a Pokémon
picked up whole (Professor Turo's Scenario), and one card of each kind from the top of the deck
(Drayton)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.fx.card_nodes import FILTERS, MoveCards, article, card_filter, shuffle_hand_into_deck
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import CHECK, Atomic, Node, node
from desktop.engine.fx.target_nodes import Targeted, pick_up
from desktop.engine.fx.words import lower_first
from desktop.engine.prompts import CARD, OPTION
from desktop.engine.state import ASLEEP, CONFUSED, NONE, PARALYZED

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("if_more_prizes_left")
@dataclass(frozen=True, slots=True)
class IfMorePrizesLeft(Node):
    """Usable only if you have more Prize cards remaining than your opponent."""

    left: bool = False  # XY's words: "You can play this card only if you have more Prize cards left ..." (Ace Trainer)
    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return len(game.players[player].prizes) > len(game.players[1 - player].prizes)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        if self.left:
            return "You can play this card only if you have more Prize cards left than your opponent."
        return "You can use this card only if you have more Prize cards remaining than your opponent."


@node("both_shuffle_hands_draw")
@dataclass(frozen=True, slots=True)
class BothShuffleHandsDraw(Atomic):
    """Each player shuffles their hand into their deck; then you draw ``mine`` cards and your
    opponent draws ``theirs`` (Unfair Stamp)."""

    mine: int
    theirs: int

    def act(self, m: Machine) -> None:
        game = m.game
        for pl in (m.scope.player, m.scope.opp):
            shuffle_hand_into_deck(game, pl)
        game.draw(m.scope.player, self.mine)
        game.draw(m.scope.opp, self.theirs)

    def words(self, w: Words) -> str:
        if self.mine == self.theirs:  # Judge
            return f"Each player shuffles their hand into their deck and draws {self.mine} cards."
        return w.phrase("each_shuffles_hand_draws", mine=self.mine, theirs=self.theirs)  # Ace Trainer


@node("pokemon_to_hand")
@dataclass(frozen=True, slots=True)
class PokemonToHand(Targeted, Atomic):
    """Put 1 of your Pokémon in play into your hand, every Pokémon card of it; everything else
    attached is discarded (Professor Turo's Scenario). An Active Spot left empty is filled."""

    ask_purpose = "pokemon_to_hand"

    def targets(self, game: Game, player: int) -> list[int]:
        return [pos for pos, _ in game.players[player].in_play()]

    def act(self, m: Machine) -> None:
        pick_up(m, m.target, whole=True)

    def words(self, w: Words) -> str:
        return "Put 1 of your Pokémon in play into your hand. (Discard all cards attached to that Pokémon.)"


@node("look_top_take_kinds")
@dataclass(frozen=True, slots=True)
class LookTopTakeKinds(Node):
    """Look at the top ``count`` cards of your deck; you may take 1 card of each kind in ``kinds``
    (card filters) into your hand, one kind at a time; the others are shuffled back (Drayton)."""

    count: int
    kinds: tuple[str, ...]
    prompts = True

    def __post_init__(self) -> None:
        unknown = [k for k in self.kinds if k not in FILTERS]
        if unknown or not self.kinds:
            raise ValueError(f"kinds must be card filters ({', '.join(FILTERS)}), not {unknown}")

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].deck)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if local is None:
            looked = tuple(reversed(me.deck[-self.count:]))
            game.emit("reveal", pl, detail="deck top", amount=len(looked))
            local = (looked, 0)
        looked, index = local
        if pc == 1:
            if m.answer is not None:
                me.deck.remove(m.answer)
                me.hand.append(m.answer)
                game.move_card(pl, m.answer, "deck", "hand")
            index += 1
        while index < len(self.kinds):
            test = card_filter(self.kinds[index], game)
            options = [u for u in looked if u in me.deck and test(game.cards[u])]
            label = FILTERS[self.kinds[index]][0]
            if options and m.choose(1, (looked, index), pl, CARD, options,
                                    f"You may put a {label} from the top {self.count} cards into your hand.",
                                    "deck_to_hand", zone="deck", optional=True, auto_single=False):
                return 1
            index += 1
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        names = {"pokemon": "Pokémon", "trainer": "Trainer card", "energy": "Energy card"}
        what = " and ".join(f"a {names.get(k, FILTERS[k][0])}" for k in self.kinds)
        return (f"Look at the top {self.count} cards of your deck. You may reveal {what} you find there and put them "
                "into your hand. Shuffle the other cards back into your deck.")


@node("heal_and_cure_one_active")
@dataclass(frozen=True, slots=True)
class HealAndCureOneActive(Node):
    """Heal ``amount`` damage from your Active Pokémon and remove 1 Special Condition from it (its
    owner picks which, if it has several: Big Malasada)."""

    amount: int
    recover: bool = False  # words: "... from your Active Pokémon and have it recover from a Special Condition."
    prompts = True

    @staticmethod
    def _conditions(slot: Any) -> list[str]:
        rotation = {ASLEEP: "Asleep", CONFUSED: "Confused", PARALYZED: "Paralyzed"}.get(slot.rot)
        return [c for c in (rotation, "Poisoned" if slot.poison else None, "Burned" if slot.burned else None) if c]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        slot = game.players[player].active
        return slot is not None and (slot.damage > 0 or bool(self._conditions(slot)))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        slot = m.me.active
        if slot is None:
            return m.done()
        if pc == 0:
            combat.heal(game, pl, 0, slot, self.amount, m.scope.source)
            if m.choose(1, None, pl, OPTION, self._conditions(slot), "Remove which Special Condition?",
                        "remove_condition"):
                return WAIT
        condition = m.answer
        if condition in ("Asleep", "Confused", "Paralyzed"):
            game.set_rotation(pl, 0, slot, NONE)
        elif condition == "Poisoned":
            slot.poison = 0
            game.emit("condition", pl, pos=0, detail="Poisoned", amount=0)
        elif condition == "Burned":
            slot.burned = False
            game.emit("condition", pl, pos=0, detail="Burned", amount=0)
        return m.done()

    def words(self, w: Words) -> str:
        if self.recover:
            return f"Heal {self.amount} damage from your Active Pokémon and have it recover from a Special Condition."
        return f"Heal {self.amount} damage and remove a Special Condition from your Active Pokémon."


@node("search_per_heads")
@dataclass(frozen=True, slots=True)
class SearchPerHeads(Node):
    """Flip ``coins`` coins; for each heads, search your deck for a card of ``filter``, reveal it
    and put it into your hand; then shuffle your deck (Timer Ball)."""

    coins: int
    filter: str = "evolution"
    show: bool = False  # Neo's words: "... a Basic Energy card. Show that card to your opponent, then put it ..."
    prompts = True

    def __post_init__(self) -> None:
        if self.filter not in FILTERS:
            raise ValueError(f"filter {self.filter!r} is not one of {', '.join(FILTERS)}")

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            heads = sum(m.game.coin(m.scope.source, m.scope.player) for _ in range(self.coins))
            if not heads:
                m.game.shuffle_deck(m.scope.player)
                return m.done()
            search = MoveCards(source="deck", to="hand", filter=self.filter, count=heads, reveal=True,
                               sort=True, shuffle=True)
            return m.call(search, 1)
        return m.done()

    def words(self, w: Words) -> str:
        label = {"evolution": "Evolution Pokémon", "pokemon": "Pokémon"}.get(self.filter, FILTERS[self.filter][0])
        if self.show:  # Energy Ark
            return (f"Flip {self.coins} coins. For each heads, search your deck for {article(label)} {label}. Show "
                    "that card to your opponent, then put it into your hand. Shuffle your deck afterward.")
        return (f"Flip {self.coins} coins. For each heads, search your deck for {article(label)} {label}, reveal it, "
                "and put it into your hand. Then, shuffle your deck.")


@node("their_random_card_to_deck")
@dataclass(frozen=True, slots=True)
class TheirRandomCardToDeck(Atomic):
    """Choose a random card from your opponent's hand; they reveal it and shuffle it into their deck
    (Astonish). The card is drawn by the game's generator. Choosing 1 card of a hand without looking
    is choosing at random: its order is hidden."""

    look: bool = False  # words: "Look at a random card from your opponent's hand. ..." (Surprise)
    without_looking: bool = False  # words (Diamond & Pearl on): "Choose 1 card from your opponent's hand without ..."

    def act(self, m: Machine) -> None:
        game, opp = m.game, m.scope.opp
        them = game.players[opp]
        if not them.hand:
            return
        uid = them.hand.pop(game.rng.below(len(them.hand)))
        game.emit("reveal", opp, card=uid, detail="hand")
        them.deck.append(uid)
        game.move_card(opp, uid, "hand", "deck")
        game.shuffle_deck(opp)

    def words(self, w: Words) -> str:
        if self.without_looking:
            return ("Choose 1 card from your opponent's hand without looking. Look at the card you chose, then have "
                    "your opponent shuffle that card into his or her deck.")
        if self.look:
            return "Look at a random card from your opponent's hand. Your opponent shuffles that card into their deck."
        return ("Choose a random card from your opponent's hand. Your opponent reveals that card and shuffles it into "
                "their deck.")


@node("top_card_may_discard")
@dataclass(frozen=True, slots=True)
class TopCardMayDiscard(Node):
    """Look at the top card of your deck; you may discard it (Dig It Up)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        deck = game.players[pl].deck
        if not deck:
            return m.done()
        if pc == 0:
            game.emit("peek", pl, card=deck[-1], src="deck", detail=m.scope.source)
            if m.choose(1, None, pl, OPTION, ("yes", "no"), f"Discard {game.cards[deck[-1]].name}?", "may",
                        auto_single=False):
                return WAIT
        if m.answer == "yes":
            game.discard_card(deck.pop(), "deck")
        return m.done()

    def words(self, w: Words) -> str:
        return "Look at the top card of your deck. You may discard that card."


@node("if_hand_at_least")
@dataclass(frozen=True, slots=True)
class IfHandAtLeast(Node):
    """``then`` only if you have ``count`` or more cards in your hand (Billy & O'Nare)."""

    count: int
    then: Node

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and len(m.me.hand) >= self.count:
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        return f"Then, if you have {self.count} or more cards in your hand, {lower_first(self.then.words(w), w)}"
