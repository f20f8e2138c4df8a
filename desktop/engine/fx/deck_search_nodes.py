"""Decks and Prize cards as today's Items and attacks use them: any number of cards of a kind from
the top cards (Roto-Stick) or the deck (Precious Trolley) into the hand or onto the Bench, cards
searched and discarded (Brilliant Blender), Basic Energy of different types (Energy Search Pro), the
opponent's deck top rearranged and 1 of their Prize cards looked at.

Also a search for as many cards as you have Benched Pokémon (Evil Order).

And "Shuffle your deck." (Fidget), looking through it first or not.

Also "Search your deck for up to N <kind> cards" shown and put into the hand, and a search for a Basic
Pokémon playable only with none in the hand (Good Manners).

And coins for evolution cards of 1 or 2 of your Pokémon searched into the hand (Pokémon Breeder Fields).

And coins for evolution cards of 1 or 2 of your Pokémon searched into the hand (Pokémon Breeder Fields)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.card_nodes import FILTERS, MODERN_LABELS, NOT_EVOLUTION, MoveCards, RearrangeTop, card_filter
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.zone_choice import ZoneChoice, distinct, up_to
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


def _label(filter_name: str, name_has: str = "") -> str:
    label = MODERN_LABELS.get(filter_name, FILTERS[filter_name][0]).format(t="")
    if name_has:  # "Basic Lillie's Pokémon"
        label = label.replace("Pokémon", f"{name_has} Pokémon")
    return label


@node("take_any_number")
@dataclass(frozen=True, slots=True)
class TakeAnyNumber(ZoneChoice):
    """From the top ``look`` cards of your deck (0: the whole deck, searched), take any number of
    cards of ``filter`` (named with ``name_has``) into your hand or (``to`` "bench") onto your Bench
    (Basic Pokémon only); then shuffle your deck. ``may``: worded "You may search ..."."""

    filter: str
    look: int = 0
    to: str = "hand"
    name_has: str = ""
    may: bool = False

    def __post_init__(self) -> None:
        if self.filter not in FILTERS or self.to not in ("hand", "bench"):
            raise ValueError("filter must be a card filter, to \"hand\" or \"bench\"")

    def usable(self, game: Any, player: int, source: Any) -> bool:
        return hasattr(source, "cost") or bool(game.players[player].deck)

    def open(self, m: Machine) -> tuple[int, ...]:
        looked = tuple(reversed(m.me.deck[-self.look:])) if self.look else ()
        m.game.emit("reveal", m.scope.player, detail="deck top" if self.look else "deck", amount=len(looked))
        return looked

    def options(self, m: Machine, done: int, memo: tuple[int, ...]) -> list[int]:
        cards, test = m.game.cards, card_filter(self.filter, m.game)
        pool = [u for u in memo if u in m.me.deck] if self.look else list(m.me.deck)
        return sorted((u for u in pool if test(cards[u]) and self.name_has in cards[u].name
                       and (self.to != "bench" or (cards[u].kind == "pokemon" and cards[u].stage == "Basic"))),
                      key=lambda u: cards[u].name)

    def destination(self) -> str:
        return self.to

    def words(self, w: Words) -> str:
        label = _label(self.filter, self.name_has)
        label = label if label.endswith("Pokémon") else label + "s"
        if self.look and self.to == "bench":
            return (f"Look at the top {self.look} cards of your deck. You may put any number of {label} you find there "
                    "onto your Bench. Shuffle the other cards back into your deck.")
        if self.look:
            return (f"Look at the top {self.look} cards of your deck. You may reveal any number of {label} you find "
                    "there and put them into your hand. Shuffle the other cards back into your deck.")
        search = "You may search" if self.may else "Search"
        return f"{search} your deck for any number of {label} and put them onto your Bench. Then, shuffle your deck."


@node("search_and_discard")
@dataclass(frozen=True, slots=True)
class SearchAndDiscard(ZoneChoice):
    """Search your deck for up to ``count`` cards and discard them; shuffle your deck."""

    count: int
    afterward: bool = False  # XY words: "Shuffle your deck afterward." (Litwick's Slightly Simmer)
    dest = "discard"
    ask = "Discard a card from your deck ({n} of up to {most}), or stop."

    def usable(self, game: Any, player: int, source: Any) -> bool:
        return bool(game.players[player].deck)

    def picks(self, m: Machine, memo: Any = None) -> tuple[int, int]:
        return up_to(self.count)

    def options(self, m: Machine, done: int, memo: Any) -> list[int]:
        return sorted(m.me.deck, key=lambda u: m.game.cards[u].name)

    def words(self, w: Words) -> str:
        then = "Shuffle your deck afterward." if self.afterward else "Then, shuffle your deck."
        return f"Search your deck for up to {self.count} cards and discard them. {then}"


@node("energy_of_different_types")
@dataclass(frozen=True, slots=True)
class EnergyOfDifferentTypes(ZoneChoice):
    """Search your deck for any number of Basic Energy cards of different types, reveal them, and
    put them into your hand; shuffle your deck."""

    ask = "Take a Basic Energy card of another type, or stop."

    def usable(self, game: Any, player: int, source: Any) -> bool:
        return bool(game.players[player].deck)

    def options(self, m: Machine, done: int, memo: tuple[str, ...] | None) -> list[int]:
        cards, taken = m.game.cards, set(memo or ())
        return distinct(m.game, (u for u in m.me.deck if cards[u].is_basic_energy
                                 and not set(cards[u].provides) & taken))

    def take(self, m: Machine, uid: int, memo: tuple[str, ...] | None) -> tuple[str, ...]:
        return ZoneChoice.take(self, m, uid, memo or ()) + m.game.cards[uid].provides

    def words(self, w: Words) -> str:
        return ("Search your deck for any number of Basic Energy cards of different types, reveal them, and put them "
                "into your hand. Then, shuffle your deck.")


@node("rearrange_their_top")
@dataclass(frozen=True, slots=True)
class RearrangeTheirTop(RearrangeTop):
    """Look at the top ``count`` cards of your opponent's deck and put them back in any order."""

    def usable(self, game: Any, player: int, source: Any) -> bool:
        return True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            return RearrangeTop.step(self, m, 2, (m.scope.opp, ()))
        return RearrangeTop.step(self, m, pc, local)

    def words(self, w: Words) -> str:
        return f"Look at the top {self.count} cards of your opponent's deck and put them back in any order."


@node("look_at_their_prize")
@dataclass(frozen=True, slots=True)
class LookAtTheirPrize(Atomic):
    """Look at 1 of your opponent's face-down Prize cards (a random one: they are all face down)."""

    def act(self, m: Machine) -> None:
        prizes = m.them.prizes
        if prizes:
            m.game.emit("peek", m.scope.player, card=prizes[m.game.rng.below(len(prizes))], src="prizes",
                        detail=m.scope.source)

    def words(self, w: Words) -> str:
        return "Look at 1 of your opponent's face-down Prize cards."


class BenchSearch(ZoneChoice):
    """Up to ``count`` Pokémon from the deck of the zone's owner onto their Bench, while there is room."""

    __slots__ = ()
    count: int
    dest = "bench"
    ask = "Put which Pokémon onto your Bench?"

    def picks(self, m: Machine, memo: Any = None) -> tuple[int, int]:
        return up_to(self.count)


@node("bench_named_any_stage")
@dataclass(frozen=True, slots=True)
class BenchNamedAnyStage(BenchSearch):
    """Search your deck for up to ``count`` in any combination of Pokémon ``named`` (of any Stage:
    the attack puts them onto the Bench as they are) and put them onto your Bench; shuffle."""

    named: tuple[str, ...]
    count: int = 2

    def options(self, m: Machine, done: int, memo: Any) -> list[int]:
        cards = m.game.cards
        return distinct(m.game, (u for u in m.me.deck if cards[u].kind == "pokemon" and cards[u].name in self.named))

    def words(self, w: Words) -> str:
        return (f"Search your deck for up to {self.count} in any combination of {' and '.join(self.named)} and put "
                "them onto your Bench. Then, shuffle your deck.")


@node("defender_benches_named")
@dataclass(frozen=True, slots=True)
class DefenderBenchesNamed(BenchSearch):
    """Run in the attacker's effect after its damage: the damaged Pokémon's owner searches their deck
    for up to ``count`` Pokémon with ``name_has`` in their name (any Stage the rule allows: Basic) and
    puts them onto their Bench; then shuffles (Smog Signals)."""

    name_has: str
    count: int = 2

    def owner(self, m: Machine) -> int:
        return m.scope.opp

    def chooser(self, m: Machine) -> int:
        return m.scope.opp

    def options(self, m: Machine, done: int, memo: Any) -> list[int]:
        cards = m.game.cards
        return distinct(m.game, (u for u in m.them.deck if cards[u].kind == "pokemon" and cards[u].stage == "Basic"
                                 and self.name_has in cards[u].name))

    def words(self, w: Words) -> str:
        return (f"Search your deck for up to {self.count} Pokémon that have \"{self.name_has}\" in their name and put "
                "them onto your Bench. Then, shuffle your deck.")


UP_TO = {"own_bench": "your Benched Pokémon"}  # what "a number of cards up to the number of ..." counts


@node("search_up_to_count")
@dataclass(frozen=True, slots=True)
class SearchUpToCount(Node):
    """Search your deck for a number of cards up to the number of ``of`` (one of ``UP_TO``) and put them
    into your hand, one at a time (you may stop at any point); then shuffle your deck."""

    of: str = "own_bench"
    prompts = True

    def __post_init__(self) -> None:
        if self.of not in UP_TO:
            raise ValueError(f"of {self.of!r} must be one of {', '.join(UP_TO)}")

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 1:
            return m.done()
        search = MoveCards("deck", "hand", count=len(m.me.bench), up_to=True, optional=True, shuffle=True,
                           reveal=True, sort=True)
        return m.call(search, 1)

    def words(self, w: Words) -> str:
        return (f"Search your deck for a number of cards up to the number of {UP_TO[self.of]} and put them into your "
                "hand. Then, shuffle your deck.")


@node("shuffle_own_deck")
@dataclass(frozen=True, slots=True)
class ShuffleOwnDeck(Atomic):
    """Shuffle your deck (Fidget); ``look``: look through it first (Porygon's Data Check)."""

    look: bool = False

    def act(self, m: Machine) -> None:
        if self.look:
            m.game.emit("reveal", m.scope.player, detail="deck")
        m.game.shuffle_deck(m.scope.player)

    def words(self, w: Words) -> str:
        if self.look:
            return "Look through your deck. Shuffle your deck afterward."
        return "Shuffle your deck."


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


@node("breeder_fields")
@dataclass(frozen=True, slots=True)
class BreederFields(Node):
    """Choose 1 or 2 of your non-Baby Pokémon that can evolve; flip a coin for each: heads, search
    your deck for a card that evolves from it and put it into your hand; shuffle your deck
    afterward (Pokémon Breeder Fields)."""

    most: int = 2
    prompts = True

    @staticmethod
    def _evolvable(game: Game, player: int) -> list[int]:
        names = {game.cards[u].evolves_from for u in game.players[player].deck if game.cards[u].kind == "pokemon"
                 and game.cards[u].stage not in NOT_EVOLUTION}
        return [pos for pos, slot in game.players[player].in_play()
                if game.card_of(slot).name in names and "Baby" not in game.card_of(slot).subtypes]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._evolvable(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        chosen: tuple[int, ...] = local or ()
        if pc == 1:
            if m.answer is None:
                return self._search(m, chosen)
            chosen += (m.answer,)
        left = [p for p in self._evolvable(game, pl) if p not in chosen]
        if len(chosen) >= self.most or not left:
            return self._search(m, chosen)
        m.choose(1, chosen, pl, POKEMON, left, f"Flip for which Pokémon ({len(chosen) + 1} of up to {self.most})?",
                 "evolve_target", optional=bool(chosen), auto_single=False)
        return WAIT

    @staticmethod
    def _search(m: Machine, chosen: tuple[int, ...]) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        for pos in chosen:
            if not game.coin(m.scope.source, pl):
                continue
            name = game.card_of(me.at(pos)).name
            found = next((u for u in me.deck if game.cards[u].evolves_from == name), None)
            if found is not None:
                me.deck.remove(found)
                me.hand.append(found)
                game.move_card(pl, found, "deck", "hand")
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Flip a coin for 1 or 2 of your non-Baby Pokémon that can evolve. For each heads, search your deck for "
                "a later-Stage card that matches that Pokémon. Then put that card into your hand. Shuffle your deck "
                "afterward.")
