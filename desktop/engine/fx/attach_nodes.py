"""Energy attached from the deck by an effect: "Search your deck for up to 3 Basic Energy cards and
attach them to your Pokémon V in any way you like. Then, shuffle your deck." (Arceus VSTAR's
Trinity Nova and many of today's attacks)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Node, node
from desktop.engine.fx.words import shuffle_afterward
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game

# Classes a "Pokémon V" covers (seed 001 appendix 6: a VSTAR "is still considered" a Pokémon V).
CLASS_MEMBERS = {"V": frozenset({"V", "VSTAR", "VMAX", "V-UNION"})}


def class_members(classes) -> frozenset[str]:
    """The card classes that count as any of ``classes`` ("V" -> V, VSTAR, VMAX, V-UNION)."""
    return frozenset().union(*(CLASS_MEMBERS.get(c, frozenset({c})) for c in classes))


@node("search_attach")
@dataclass(frozen=True, slots=True)
class SearchAttach(Node):
    """Search your deck for up to ``count`` Basic (``type``) Energy cards and attach them to your
    Pokémon (of class ``of_class``, "V": Pokémon V) in any way you like, one Energy then one
    Pokémon at a time; shuffle your deck afterward."""

    count: int
    type: str = ""
    of_class: str = ""
    name_has: str = ""  # only to your Pokémon with this in their name ("your Marnie's Pokémon")
    to_self: bool = False  # to the attacking Pokémon only ("attach it to Blaine's Growlithe")
    spelled: str = ""  # to_self words: the name as the attack prints it, where it differs ("Ho-Oh" on Ho-oh)
    bench: bool = False  # to 1 of your Benched Pokémon: "If you have any benched Pokémon, ..." (Warm Up)
    to_bench: bool = False  # to your Benched Pokémon only (Turbo Flare): today's name for ``bench``
    prompts = True

    def _energy(self, game: Game, player: int) -> list[int]:
        cards = game.cards
        seen: dict[str, int] = {}  # one of each card: a search offers cards, not copies
        for u in game.players[player].deck:
            card = cards[u]
            if card.is_basic_energy and (not self.type or self.type in card.provides):
                seen.setdefault(card.id, u)
        return sorted(seen.values(), key=lambda u: cards[u].name)

    def _targets(self, game: Game, player: int) -> list[int]:
        if self.to_self:
            return [0] if game.players[player].active is not None else []
        members = class_members((self.of_class,))
        return [pos for pos, slot in game.players[player].in_play() if not ((self.bench or self.to_bench) and pos == 0)
                and (not self.of_class or members & game.card_of(slot).subtypes)
                and self.name_has in game.card_of(slot).name]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        done, chosen = local if local is not None else (0, None)
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
        if pc == 1:  # an Energy card was picked (or None: stop)
            if m.answer is None:
                return self._finish(m)
            chosen = m.answer
        elif pc == 2:  # the Pokémon for it
            assert chosen is not None
            me.deck.remove(chosen)
            me.at(m.answer).energy.append(chosen)
            game.emit("attach", pl, card=chosen, src="deck", dst="energy", pos=m.answer)
            done, chosen = done + 1, None
        targets = self._targets(game, pl)
        if self.to_self and m.scope.source_pos > 0:  # a Power of a Benched Pokémon: to that Pokémon (Fire Boost)
            targets = [m.scope.source_pos]
        if chosen is None:
            energy = self._energy(game, pl)
            if done >= self.count or not energy or not targets:
                return self._finish(m)
            if m.choose(1, (done, None), pl, CARD, energy, f"Attach a Basic Energy card from your deck "
                        f"({done + 1} of up to {self.count}).", "deck_to_attach", zone="deck", optional=True,
                        auto_single=False):
                return 1
            return self._finish(m)  # pragma: no cover - choose always asks (optional)
        if m.choose(2, (done, chosen), pl, POKEMON, targets, "Attach it to which Pokémon?", "attach_energy"):
            return 1
        return self.step(m, 2, (done, chosen))

    @staticmethod
    def _finish(m: Machine) -> int:
        m.game.shuffle_deck(m.scope.player)
        return m.done()

    def words(self, w: Words) -> str:
        if not self.to_self and self.count == 1 and w.dialect == "xy" and not (self.of_class or self.name_has):
            then = "Shuffle your deck afterward." if shuffle_afterward(w) else "Then, shuffle your deck."
            kind = f"{self.type} " if self.type else "basic "
            return f"Search your deck for a {kind}Energy card and attach it to 1 of your Pokémon. {then}"
        if self.to_self and self.count == 1 and w.dialect == "xy" and self.type:  # XY and Sun & Moon
            then = "Shuffle your deck afterward." if shuffle_afterward(w) else "Then, shuffle your deck."
            return f"Search your deck for a {self.type} Energy card and attach it to {w.name}. {then}"
        if self.to_self and self.count == 1 and w.era == "modern":
            return (f"Search your deck for a Basic {self.type + ' ' if self.type else ''}Energy card and attach it to "
                    f"{w.name}. Then, shuffle your deck.")
        if self.to_self and self.count == 1:
            return (f"Search your deck for a {self.type} Energy card and attach it to {self.spelled or w.name}. "
                    "Shuffle your deck afterward.")
        if self.bench and w.era == "classic":
            return (f"If you have any benched Pokémon, search your deck for a {self.type} Energy card and attach it to "
                    "1 of them. Then shuffle your deck.")
        if self.to_self and w.era == "classic":  # Fire Boost: "up to 4 Fire Energy cards and attach them to ..."
            return (f"Search your deck for up to {self.count} {self.type} Energy cards and attach them to "
                    f"{self.spelled or w.name}. Shuffle your deck afterward.")
        if self.count == 1 and w.era == "classic" and not self.of_class:  # Neo Destiny's Unown
            kind = f"{self.type} " if self.type else "basic "
            whom = f"1 of your Pokémon with {self.name_has} in its name" if self.name_has else "1 of your Pokémon"
            return f"Search your deck for a {kind}Energy card and attach it to {whom}. Shuffle your deck afterward."
        energy = f"Basic {self.type + ' ' if self.type else ''}Energy cards"
        whose = f"your Pokémon {self.of_class}" if self.of_class in CLASS_MEMBERS else \
            f"your {self.of_class} Pokémon" if self.of_class else f"your {self.name_has} Pokémon" \
            if self.name_has else "your Benched Pokémon" if self.bench or self.to_bench else "your Pokémon"
        return (f"Search your deck for up to {self.count} {energy} and attach them to {whose} in any way you like. "
                "Then, shuffle your deck.")


@node("search_attach_each_bench")
@dataclass(frozen=True, slots=True)
class SearchAttachEachBench(Node):
    """For each of your Benched Pokémon (``choose``: each of that many you choose), search your deck
    for a Basic ``type`` Energy card and attach it to that Pokémon; then shuffle your deck (Mega
    Gardevoir ex's Overflowing Wishes; Xerneas's Geomancy). Every Basic Energy card of a type is the
    same card, so none is asked for."""

    type: str
    choose: int = 0
    source: str = "deck"  # or "discard": Volcanion's Power Heater (no search, no shuffle)
    up_to: bool = False  # "Choose up to 3 of your Benched Pokémon" (Chi-Yu ex's Flame Surge): fewer, or none
    prompts = True

    def __post_init__(self) -> None:
        if self.source not in ("deck", "discard") or (self.source == "discard" and self.choose < 1):
            raise ValueError("source is deck, or discard with a number of Pokémon to choose")

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        chosen: tuple[int, ...] = local or ()
        stopped = pc == 1 and m.answer is None
        if pc == 1 and m.answer is not None:
            chosen = (*chosen, m.answer)
        benched = [pos for pos, _slot in me.in_play() if pos > 0]
        picking = bool(self.choose) and (self.up_to or len(benched) > self.choose)
        left = [pos for pos in benched if pos not in chosen]
        if picking and not stopped and left and len(chosen) < self.choose:
            if m.choose(1, chosen, pl, POKEMON, left, f"Choose a Benched Pokémon ({len(chosen) + 1} of "
                        f"{'up to ' if self.up_to else ''}{self.choose}).", "attach_energy", optional=self.up_to):
                return WAIT
            return self.step(m, 1, chosen)
        zone = me.deck if self.source == "deck" else me.discard
        if self.source == "deck":
            game.emit("reveal", pl, detail="deck")
        for pos in chosen if picking else benched:
            found = [u for u in zone if game.cards[u].is_basic_energy and self.type in game.cards[u].provides]
            if not found:
                break
            zone.remove(found[0])
            me.at(pos).energy.append(found[0])
            game.emit("attach", pl, card=found[0], src=self.source, dst="energy", pos=pos)
        if self.source == "deck":
            game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        if self.source == "discard":
            return (f"Choose {self.choose} of your Benched Pokémon. Attach a {self.type} Energy card from your discard "
                    "pile to each of those Pokémon.")
        if self.up_to:
            return (f"Choose up to {self.choose} of your Benched Pokémon. For each of those Pokémon, search your deck "
                    f"for a Basic {self.type} Energy card and attach it to that Pokémon. Then, shuffle your deck.")
        if self.choose:
            then = "Shuffle your deck afterward." if shuffle_afterward(w) else "Then, shuffle your deck."
            return (f"Choose {self.choose} of your Benched Pokémon. For each of those Pokémon, search your deck for a "
                    f"{self.type} Energy card and attach it to that Pokémon. {then}")
        return (f"For each of your Benched Pokémon, search your deck for a Basic {self.type} Energy card and attach "
                "it to that Pokémon. Then, shuffle your deck.")


