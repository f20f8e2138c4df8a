"""Energy searched from the deck and attached to one Pokémon: "Search your deck for up to 2 Basic
Energy cards and attach them to 1 of your (Benched) Pokémon / to this Pokémon. Then, shuffle your
deck." (Kagura attacks, Burning Charge, Delightful Kiss, Frigid Fluttering).

Also an Energy card of a type searched, shown and put into the hand (Energy Support).

And cards from the hand put on top of the deck for as many basic Energy cards from it (Sleight of Hand).

And an Energy searched and attached for each Pokémon in play named like this one (Static Electricity).

And an Energy from the hand shuffled in for up to N basic Energy on heads (Energy Amplifier)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.card_nodes import MoveCards
from desktop.engine.fx.energy_count_damage_nodes import _typed
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Node, node
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game

TARGETS = {"any": "1 of your Pokémon", "bench": "1 of your Benched Pokémon", "self": "this Pokémon"}


@node("search_attach_one")
@dataclass(frozen=True, slots=True)
class SearchAttachOne(Node):
    """Search your deck for ``count`` (``up_to``: up to ``count``) Basic ``type`` Energy cards and
    attach them all to one Pokémon (``to``: one of ``TARGETS``); shuffle your deck."""

    count: int = 1
    up_to: bool = False
    type: str = ""
    to: str = "any"
    prompts = True

    def __post_init__(self) -> None:
        if self.to not in TARGETS:
            raise ValueError(f"to must be one of {', '.join(TARGETS)}")

    def _energy(self, m: Machine, taken: tuple[int, ...]) -> list[int]:
        cards = m.game.cards
        seen: dict[str, int] = {}
        for u in m.me.deck:
            card = cards[u]
            if u not in taken and card.is_basic_energy and (not self.type or self.type in card.provides):
                seen.setdefault(card.id, u)
        return sorted(seen.values(), key=lambda u: cards[u].name)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        taken: tuple[int, ...] = local or ()
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
        if pc == 1:
            if m.answer is None:
                return self._attach(m, taken, 3)
            taken += (m.answer,)
        if pc in (0, 1):
            energy = self._energy(m, taken)
            if len(taken) < self.count and energy and m.choose(
                    1, taken, pl, CARD, energy, f"Choose a Basic Energy card from your deck "
                    f"({len(taken) + 1} of {'up to ' if self.up_to else ''}{self.count}).",
                    "deck_to_attach", zone="deck", optional=self.up_to or len(taken) > 0, auto_single=False):
                return 1
            return self._attach(m, taken, 3)
        if pc == 3 and m.answer is not None:
            for uid in taken:
                m.me.deck.remove(uid)
                m.me.at(m.answer).energy.append(uid)
                game.emit("attach", pl, card=uid, src="deck", dst="energy", pos=m.answer)
        game.shuffle_deck(pl)
        return m.done()

    def _attach(self, m: Machine, taken: tuple[int, ...], pc: int) -> int:
        if self.to == "self":
            targets = [max(m.scope.source_pos, 0)]
        else:
            targets = [pos for pos, _s in m.me.in_play() if not (self.to == "bench" and pos == 0)]
        if not taken:
            targets = []
        if m.choose(pc, taken, m.scope.player, POKEMON, targets, "Attach them to which Pokémon?", "attach_energy"):
            return 1
        return self.step(m, pc, taken)

    def words(self, w: Words) -> str:
        kind = f"Basic {self.type + ' ' if self.type else ''}Energy card"
        if w.dialect == "xy" and self.type:  # XY and Sun & Moon: "2 Fire Energy cards" (a typed one is basic)
            kind = f"{self.type} Energy card"
        many = self.count > 1 or self.up_to
        what = f"{'up to ' if self.up_to else ''}{self.count} {kind}s" if many else f"a {kind}"
        return (f"Search your deck for {what} and attach {'them' if many else 'it'} to {TARGETS[self.to]}. "
                "Then, shuffle your deck.")


@node("search_attach_distinct")
@dataclass(frozen=True, slots=True)
class SearchAttachDistinct(Node):
    """Search your deck for up to ``count`` Basic Energy cards of different types (of ``types``,
    when set: "a Basic Psychic Energy card, a Basic Metal Energy card, or 1 of each") and attach them
    to your Pokémon of class ``subtype`` (or of ``types``) in any way you like; shuffle your deck."""

    count: int = 2
    types: tuple[str, ...] = ()
    subtype: str = ""
    prompts = True

    def _targets(self, m: Machine) -> list[int]:
        game = m.game
        return [p for p, s in m.me.in_play() if (not self.subtype or self.subtype in game.card_of(s).subtypes)
                and (not self.types or set(self.types) & set(game.types_of(s)))]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, cards = m.game, m.scope.player, m.game.cards
        taken: tuple[str, ...] = local[0] if local is not None else ()
        chosen: int | None = local[1] if local is not None else None
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
        if pc == 1:
            if m.answer is None:
                game.shuffle_deck(pl)
                return m.done()
            chosen = m.answer
        elif pc == 2:
            assert chosen is not None
            m.me.deck.remove(chosen)
            m.me.at(m.answer).energy.append(chosen)
            game.emit("attach", pl, card=chosen, src="deck", dst="energy", pos=m.answer)
            taken, chosen = taken + cards[chosen].provides, None
        targets = self._targets(m)
        if chosen is None:
            seen: dict[str, int] = {}
            for u in m.me.deck:
                card = cards[u]
                if card.is_basic_energy and not set(card.provides) & set(taken) and (
                        not self.types or set(card.provides) & set(self.types)):
                    seen.setdefault(card.id, u)
            energy = sorted(seen.values(), key=lambda u: cards[u].name)
            if len(taken) >= self.count or not energy or not targets:
                game.shuffle_deck(pl)
                return m.done()
            if m.choose(1, (taken, None), pl, CARD, energy, "Attach a Basic Energy card of another type, or stop.",
                        "deck_to_attach", zone="deck", optional=True, auto_single=False):
                return 1
            return self.step(m, 1, (taken, None))  # pragma: no cover - an optional question is always asked
        if m.choose(2, (taken, chosen), pl, POKEMON, targets, "Attach it to which Pokémon?", "attach_energy"):
            return 1
        return self.step(m, 2, (taken, chosen))

    def words(self, w: Words) -> str:
        if self.types:
            listed = ", ".join(f"a Basic {t} Energy card" for t in self.types)
            whom = " and ".join(f"{t} Pokémon" for t in self.types)
            return (f"Search your deck for {listed}, or 1 of each and attach them to your {whom} in any way you like. "
                    "Then, shuffle your deck.")
        return (f"Search your deck for up to {self.count} Basic Energy cards of different types and attach them to "
                f"your {self.subtype} Pokémon in any way you like. Then, shuffle your deck.")


@node("search_typed_energy")
@dataclass(frozen=True, slots=True)
class SearchTypedEnergy(MoveCards):
    """Search your deck for a ``type`` Energy card, show it, and put it into your hand (Energy
    Support, Psyscan): ``move_cards`` from the deck, worded with the type."""

    source: str = "deck"
    to: str = "hand"
    filter: str = "energy"
    shuffle: bool = True
    reveal: bool = True

    def words(self, w: Words) -> str:
        return (f"Search your deck for a {self.type} Energy card. Show that card to your opponent, then put it into "
                "your hand. Shuffle your deck afterward.")


@node("hand_to_top_for_energy")
@dataclass(frozen=True, slots=True)
class HandToTopForEnergy(Node):
    """Put up to ``count`` cards from your hand on top of your deck (one at a time), then search
    your deck for that many basic Energy cards, show them and put them into your hand (Sleight of
    Hand)."""

    count: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        put, found = local if local is not None else (0, 0)
        if pc == 2:  # a basic Energy card was chosen
            self._take(m, m.answer)
            return self._search(m, put, found + 1)
        if pc == 1:  # a card to put back, or None: stop
            if m.answer is None:
                return self._search(m, put, 0)
            me.hand.remove(m.answer)
            me.deck.append(m.answer)
            game.move_card(pl, m.answer, "hand", "deck")
            put += 1
        if put < self.count and me.hand and m.choose(1, (put, 0), pl, CARD, list(me.hand), "Put a card on top of "
                                                     "your deck (or stop).", "hand_to_deck", zone="hand",
                                                     optional=True, auto_single=False):
            return WAIT
        return self._search(m, put, 0)

    @staticmethod
    def _take(m: Machine, uid: int) -> None:
        game, pl, me = m.game, m.scope.player, m.me
        me.deck.remove(uid)
        me.hand.append(uid)
        game.emit("reveal", pl, card=uid, detail="deck")
        game.move_card(pl, uid, "deck", "hand")

    def _search(self, m: Machine, put: int, found: int) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if put and not found:
            game.emit("reveal", pl, detail="deck")
        while found < put:
            options = [u for u in me.deck if game.cards[u].is_basic_energy]
            if not options:
                break
            if m.choose(2, (put, found), pl, CARD, options, "Choose a basic Energy card.", "deck_to_hand",
                        zone="deck"):
                return WAIT
            self._take(m, m.answer)
            found += 1
        if put:
            game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Choose up to {self.count} cards from your hand and put them on top of your deck. Then search your "
                "deck for that many basic Energy cards. Show those cards to your opponent, then put them into your "
                "hand. Shuffle your deck afterward.")


@node("energy_for_each_named")
@dataclass(frozen=True, slots=True)
class EnergyForEachNamed(Node):
    """For each Pokémon in play (either player's) named like this one, you may search your deck for a
    ``type`` Energy card and attach it to this Pokémon; shuffle afterward (Static Electricity)."""

    type: str
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me, attacker = m.game, m.scope.player, m.me, m.attacker
        if attacker is None:
            return m.done()
        if pc == 0:
            name = game.card_of(attacker).name
            local = sum(game.card_of(slot).name == name for p in game.players for _pos, slot in p.in_play())
            game.emit("reveal", pl, detail="deck")
        elif m.answer is None:
            local = 0
        else:
            me.deck.remove(m.answer)
            attacker.energy.append(m.answer)
            game.emit("attach", pl, card=m.answer, src="deck", dst="energy", pos=0)
            local -= 1
        energy = _typed(game, me.deck, self.type, basic=True)
        if local > 0 and energy and m.choose(1, local, pl, CARD, energy[:1], f"Attach a {self.type} Energy card?",
                                             "deck_to_attach", zone="deck", optional=True, auto_single=False):
            return 1
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"For each {w.name} in play, you may search your deck for a {self.type} Energy card and attach it to "
                f"{w.name}. Shuffle your deck afterward.")


@node("energy_amplifier")
@dataclass(frozen=True, slots=True)
class EnergyAmplifier(Node):
    """Choose an Energy card in your hand, show it and shuffle it into your deck; then flip a coin:
    heads, search your deck for up to ``count`` basic Energy cards, show them and put them into your
    hand; shuffle afterward."""

    count: int = 3
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return any(game.cards[u].kind == "energy" for u in game.players[player].hand if u != source)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            energy = [u for u in me.hand if game.cards[u].kind == "energy"]
            if m.choose(1, None, pl, CARD, energy, "Choose an Energy card to shuffle into your deck.", "hand_to_deck",
                        zone="hand"):
                return 1
            pc = 1
        if pc == 1:
            if m.answer is not None and m.answer in me.hand:
                me.hand.remove(m.answer)
                me.deck.append(m.answer)
                game.move_card(pl, m.answer, "hand", "deck")
                game.emit("reveal", pl, card=m.answer, detail="shown")
            game.shuffle_deck(pl)
            if not game.coin(m.scope.source, pl):
                return m.done()
            local, pc = 0, 3
        if pc == 2:
            if m.answer is None:
                local = self.count
            else:
                me.deck.remove(m.answer)
                me.hand.append(m.answer)
                game.move_card(pl, m.answer, "deck", "hand")
                game.emit("reveal", pl, card=m.answer, detail="shown")
                local += 1
        basics = [u for u in me.deck if game.cards[u].is_basic_energy]
        if local < self.count and basics and m.choose(2, local, pl, CARD, basics, "Take a basic Energy card (or stop).",
                                                      "deck_to_hand", zone="deck", optional=True, auto_single=False):
            return 1
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Choose an Energy card in your hand, show it to your opponent, and shuffle it into your deck. Then "
                f"flip a coin. If heads, search your deck for up to {self.count} basic Energy cards. Show them to your "
                "opponent, and put them into your hand. Shuffle your deck afterward.")
