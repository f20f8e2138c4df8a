"""Trainer steps of Gym Heroes and Gym Challenge, worded as those sets print them: searches and
looks at the deck, hands shuffled away, Energy taken back or moved, and healing by a Leader's name."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.actions import OPPONENT
from desktop.engine.fx.card_nodes import MoveCards
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import NoTrainers
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.trainer_proof_nodes import may_affect
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("discard_other_cards_cost")
@dataclass(frozen=True, slots=True)
class DiscardOtherCardsCost(MoveCards):
    """A Trainer's cost: discard ``count`` of the other cards in your hand ("... in order to ..."; ``trade``:
    worded as a trade, "Trade 2 of the other cards in your hand for ...", the next step saying what for)."""

    source: str = "hand"
    to: str = "discard"
    cost: bool = True

    def cost_phrase(self, w: Words) -> str | None:
        if self.trade:
            return f"Trade {self.count} of the other cards in your hand for"
        return f"Discard {self.count} of the other cards in your hand"


@node("search_up_to")
@dataclass(frozen=True, slots=True)
class SearchUpTo(MoveCards):
    """Search your deck for up to ``count`` cards of ``filter`` ("pokemon" or "energy", with
    ``type`` or ``name_has``), show them and put them into your hand."""

    source: str = "deck"
    to: str = "hand"
    up_to: bool = True
    shuffle: bool = True
    reveal: bool = True

    def _what(self) -> str:
        if self.filter == "energy":
            return f"up to {self.count} {self.type} Energy cards"
        named = f" with {self.name_has} in their names" if self.name_has else ""
        return f"up to {self.count} Basic Pokémon and/or Evolution cards{named}"

    def object_phrase(self, w: Words) -> str | None:
        return (f"{self._what()} from your deck. Show those cards to your opponent, then put them into your hand. "
                "Shuffle your deck afterward")

    def words(self, w: Words) -> str:
        return (f"Search your deck for {self._what()}. Show those cards to your opponent, then put them into your "
                "hand. Shuffle your deck afterward.")


@node("return_their_benched")
@dataclass(frozen=True, slots=True)
class ReturnTheirBenched(Node):
    """Flip 2 coins: both heads, choose 1 of the opponent's Benched Pokémon and return it and all
    cards attached to it to their hand; otherwise your turn ends (Minion of Team Rocket)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, opp = m.game, m.scope.opp
        them = game.players[opp]
        if pc == 0:
            heads = [game.coin(m.scope.source, m.scope.player) for _ in range(2)]
            if not all(heads):
                if m.scope.player == game.current:  # used in the other player's turn (Chaos Gym): no turn to end
                    game.queue.append(("end_turn",))
                return m.done()
            if m.choose(1, None, m.scope.player, POKEMON, [OPPONENT + i for i in range(1, len(them.bench) + 1)],
                        "Return which of your opponent's Benched Pokémon to their hand?", "their_pokemon"):
                return WAIT
        if m.answer is not None:
            pos = m.answer % OPPONENT
            slot = them.at(pos)
            game.remove_from_play(opp, pos, slot)
            for uid in slot.all_cards():
                them.hand.append(uid)
                game.move_card(opp, uid, "bench", "hand", pos)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Flip 2 coins. If both of them are heads, choose 1 of your opponent's Benched Pokémon and return it "
                "and all cards attached to it to their hand. If 1 or both of them are tails, your turn ends "
                "immediately (you can't attack this turn).")


@node("return_attached_energy")
@dataclass(frozen=True, slots=True)
class ReturnAttachedEnergy(Node):
    """For each of your Pokémon, you may return any number of Energy cards attached to it to your
    hand: one card at a time until you stop (Energy Flow)."""

    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return any(s.energy and may_affect(game, s) for s in game.players[player].slots())

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 1:
            if m.answer is None:
                return m.done()
            for pos, slot in me.in_play():
                if m.answer in slot.energy:
                    slot.energy.remove(m.answer)
                    me.hand.append(m.answer)
                    game.move_card(pl, m.answer, "energy", "hand", pos)
        options = [u for _pos, slot in me.in_play() for u in slot.energy]
        if options and m.choose(1, None, pl, CARD, options, "Return an Energy card to your hand (or stop).",
                                "discard_energy", zone="attached", optional=True, auto_single=False):
            return WAIT
        return m.done()

    def words(self, w: Words) -> str:
        return "For each of your Pokémon, you may return any number of Energy cards attached to it to your hand."


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


def _is_basic(game: Game, uid: int) -> bool:
    card = game.cards[uid]
    return card.kind == "pokemon" and card.stage == "Basic"


@node("no_basic_search_basic")
@dataclass(frozen=True, slots=True)
class NoBasicSearchBasic(Node):
    """Playable only with no Basic Pokémon card in your hand: show your hand, then search your deck
    for a Basic Pokémon card, show it and put it into your hand (Good Manners)."""

    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        p = game.players[player]
        return bool(p.deck) and not any(_is_basic(game, u) for u in p.hand if u != source)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 0:
            for uid in me.hand:
                game.emit("reveal", pl, card=uid, detail="hand")
            game.emit("reveal", pl, detail="deck")
            if m.choose(1, None, pl, CARD, [u for u in me.deck if _is_basic(game, u)], "Choose a Basic Pokémon card.",
                        "deck_to_hand", zone="deck"):
                return WAIT
        if m.answer is not None:
            me.deck.remove(m.answer)
            me.hand.append(m.answer)
            game.emit("reveal", pl, card=m.answer, detail="deck")
            game.move_card(pl, m.answer, "deck", "hand")
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return ("In order to play this card, you can't have any Basic Pokémon cards in your hand. Show your hand to "
                "your opponent, then search your deck for a Basic Pokémon card, show it to your opponent, and put it "
                "into your hand. Shuffle your deck afterward.")


@node("no_trainers_until_next_turn")
@dataclass(frozen=True, slots=True)
class NoTrainersUntilNextTurn(Atomic):
    """You can't play Trainer cards until the end of your next turn (Rocket's Secret Experiment's tails)."""

    def act(self, m: Machine) -> None:
        game = m.game
        game.lasting = game.lasting + ((m.scope.player, game.next_turn_of(m.scope.player), NoTrainers()),)
        game.emit("effect", m.scope.player, detail="no_trainers")

    def words(self, w: Words) -> str:
        return "You can't play Trainer cards until the end of your next turn."


def _named_slots(game: Game, player: int, name_has: str) -> list[int]:
    return [pos for pos, s in game.players[player].in_play() if name_has in game.cards[s.top].name]


@node("heal_named_then_discard_hand")
@dataclass(frozen=True, slots=True)
class HealNamedThenDiscardHand(Node):
    """Remove all damage counters from 1 of your Pokémon with ``name_has`` in its name, then discard
    your hand (Giovanni's Last Resort)."""

    name_has: str
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return any(game.players[player].at(p).damage for p in _named_slots(game, player, self.name_has))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 0:
            options = [p for p in _named_slots(game, pl, self.name_has) if me.at(p).damage]
            if m.choose(1, None, pl, POKEMON, options, "Heal which Pokémon?", "heal_target"):
                return WAIT
        if m.answer is not None:
            slot = me.at(m.answer)
            combat.heal(game, pl, m.answer, slot, slot.damage, m.scope.source)
        for uid in list(me.hand):
            game.discard_from_hand(uid)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Remove all damage counters from 1 of your Pokémon with {self.name_has} in its name. Then discard "
                "your hand.")


@node("move_all_energy_named")
@dataclass(frozen=True, slots=True)
class MoveAllEnergyNamed(Node):
    """Take all Energy cards attached to 1 of your Pokémon with ``name_has`` in its name and attach
    them to another of them (Sabrina)."""

    name_has: str
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        named = _named_slots(game, player, self.name_has)
        return len(named) >= 2 and any(game.players[player].at(p).energy for p in named)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        named = _named_slots(game, pl, self.name_has)
        if pc == 0 and m.choose(1, None, pl, POKEMON, [p for p in named if me.at(p).energy],
                                "Take the Energy cards from which Pokémon?", "move_energy_from"):
            return WAIT
        if pc <= 1:
            local = m.answer
            if m.choose(2, local, pl, POKEMON, [p for p in named if p != local], "Attach them to which Pokémon?",
                        "move_energy_to"):
                return WAIT
        source, target = me.at(local), me.at(m.answer)
        for uid in list(source.energy):
            source.energy.remove(uid)
            target.energy.append(uid)
            game.emit("attach", pl, card=uid, src="energy", dst="energy", pos=m.answer)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Take all Energy cards attached to 1 of your Pokémon with {self.name_has} in its name and attach "
                f"them to another 1 of your Pokémon with {self.name_has} in its name.")

