"""Nodes Powers and Abilities use: move damage counters, attach Energy from the hand, move
Energy between Pokémon, and a Pokémon that becomes Energy (Buzzap); and damage counters moved as
often as you like from your Pokémon of a name, or from another of your Unown to this one ([Bear]); Energy
of a type gathered from your other Pokémon to this one (Soak Up), and all Energy moved from one of your
Pokémon with a name in its own to another (Sabrina), or as often as you like among your Pokémon of some
names (Electromagnetic Power)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.fx.heal_nodes import _named_slots
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import TYPES
from desktop.engine.fx.node import Node, node
from desktop.engine.prompts import CARD, OPTION, POKEMON
from desktop.engine.state import FOREVER, Effect

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


def _swap_sources(g: Game, pl: int) -> list[int]:
    return [pos for pos, s in g.players[pl].in_play() if s.damage > 0]


def _swap_targets(g: Game, pl: int, source: int) -> list[int]:
    return [pos for pos, s in g.players[pl].in_play() if pos != source and s.damage + 10 < g.hp_of(s)]


@node("move_own_damage")
@dataclass(frozen=True, slots=True)
class MoveOwnDamage(Node):
    """Move 1 damage counter from 1 of your Pokémon to another, without Knocking it Out."""

    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return any(_swap_targets(game, player, src) for src in _swap_sources(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        g, pl = m.game, m.scope.player
        if pc == 0:
            sources = [s for s in _swap_sources(g, pl) if _swap_targets(g, pl, s)]
            if m.choose(1, None, pl, POKEMON, sources, "Move a damage counter from which Pokémon?",
                        "move_damage_from"):
                return 1
            pc = 1
        if pc == 1:
            src = m.answer
            if m.choose(2, src, pl, POKEMON, _swap_targets(g, pl, src), "Move it to which Pokémon?",
                        "move_damage_to"):
                return 1
            local = src
        src, dst = local, m.answer
        me = m.me
        me.at(src).damage -= 10
        g.emit("heal", pl, card=me.at(src).top, pos=src, amount=10, detail=m.scope.source)
        combat.put_damage(g, pl, dst, me.at(dst), 10, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return ("As often as you like during your turn (before your attack), you may move 1 damage counter from 1 "
                "of your Pokémon to another as long as you don't Knock Out that Pokémon.")


def _energy_in_hand(g: Game, pl: int, energy_type: str) -> list[int]:
    return [u for u in g.players[pl].hand if g.cards[u].is_basic_energy and energy_type in g.cards[u].provides]


def _pokemon_of_type(g: Game, pl: int, energy_type: str) -> list[int]:
    return [pos for pos, s in g.players[pl].in_play() if energy_type in g.cards[s.top].types]


@node("attach_from_hand")
@dataclass(frozen=True, slots=True)
class AttachFromHand(Node):
    """Attach 1 basic ``type`` Energy card from your hand to 1 of your ``type`` Pokémon (or, with
    ``name_has``, to 1 of your Pokémon with that in its name: "your Iono's Pokémon"); ``up_to``
    cards to one Pokémon, and ``bench_only`` to a Benched one (Ethan's Ho-Oh ex's Golden Flame,
    used once a turn: then the words don't say "as often as you like")."""

    type: str
    name_has: str = ""
    up_to: int = 1
    bench_only: bool = False
    any_pokemon: bool = False  # to 1 of your Pokémon, whatever its type (Inferno Fandango)
    once: bool = False  # words: one attachment, once a turn (Stone Arms): no "as often as you like"
    prompts = True

    def _targets(self, g: Game, pl: int) -> list[int]:
        if self.any_pokemon:
            found = [pos for pos, _s in g.players[pl].in_play()]
        elif self.name_has:
            found = [pos for pos, s in g.players[pl].in_play() if self.name_has in g.cards[s.top].name]
        else:
            found = _pokemon_of_type(g, pl, self.type)
        return [pos for pos in found if pos > 0] if self.bench_only else found

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(_energy_in_hand(game, player, self.type)) and bool(self._targets(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        g, pl = m.game, m.scope.player
        if pc == 0 and m.choose(1, None, pl, POKEMON, self._targets(g, pl),
                                f"Attach a {self.type} Energy to which {self.type} Pokémon?", "attach_energy"):
            return 1
        if pc == 2:  # another one? (up to ``up_to``)
            if m.answer != "yes":
                return m.done()
            pos, attached = local
        else:
            pos, attached = m.answer, 0
        uid = _energy_in_hand(g, pl, self.type)[0]
        m.me.hand.remove(uid)
        m.me.at(pos).energy.append(uid)
        g.emit("attach", pl, card=uid, src="hand", dst="energy", pos=pos)
        layer.after_hand_attach(g, pl, pos)
        layer.attached_from_hand(g, pl, pos, m.me.at(pos), uid)
        attached += 1
        more = attached < self.up_to and bool(_energy_in_hand(g, pl, self.type))
        if more and m.choose(2, (pos, attached), pl, OPTION, ("yes", "no"), f"Attach another {self.type} Energy?",
                             "may", auto_single=False):
            return 1
        return m.done()

    def words(self, w: Words) -> str:
        if self.up_to > 1 and (text := w.phrase_or_none(  # Golden Flame (once a turn: once_per_turn's words lead)
                "attach_up_to_from_hand", up_to=self.up_to, type=self.type, where="Benched " if self.bench_only else "",
                whose=f"{self.name_has} Pokémon" if self.name_has else f"{self.type} Pokémon")):
            return text
        whose = f"your {self.name_has} Pokémon" if self.name_has else f"your {self.type} Pokémon"  # Iono's Bellibolt
        if self.any_pokemon:  # Inferno Fandango
            whose = "your Pokémon"
        if self.once and self.bench_only:  # Excited Turbo
            whose = whose.replace("your ", "your Benched ", 1)
        # Once a turn: Stone Arms (once_per_turn's words lead); Black & White to Sun & Moon: Magnetic Circuit
        return w.phrase("attach_from_hand_once" if self.once else "attach_from_hand_often", type=self.type,
                        whose=whose)


@node("attach_from_discard_counters")
@dataclass(frozen=True, slots=True)
class AttachFromDiscardCounters(Node):
    """As often as you like: attach a Basic ``type`` Energy card from your discard pile to 1 of your
    ``type`` Pokémon and put ``counters`` damage counters on it; never on a Pokémon those counters would
    Knock Out (Gardevoir ex's Psychic Embrace)."""

    type: str
    counters: int
    prompts = True

    def _targets(self, g: Game, pl: int) -> list[int]:
        return [pos for pos in _pokemon_of_type(g, pl, self.type)
                if g.hp_of(g.players[pl].at(pos)) - g.players[pl].at(pos).damage > 10 * self.counters]

    def _energy(self, g: Game, pl: int) -> list[int]:
        return [u for u in g.players[pl].discard if g.cards[u].is_basic_energy and self.type in g.cards[u].provides]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._energy(game, player)) and bool(self._targets(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        g, pl = m.game, m.scope.player
        if pc == 0 and m.choose(1, None, pl, POKEMON, self._targets(g, pl),
                                f"Attach a {self.type} Energy from your discard pile to which Pokémon?",
                                "attach_energy"):
            return 1
        energy = self._energy(g, pl)
        if m.answer is None or not energy:
            return m.done()
        pos, uid = m.answer, energy[0]
        slot = m.me.at(pos)
        m.me.discard.remove(uid)
        slot.energy.append(uid)
        g.emit("attach", pl, card=uid, src="discard", dst="energy", pos=pos)
        combat.put_damage(g, pl, pos, slot, 10 * self.counters, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"As often as you like during your turn, you may attach a Basic {self.type} Energy card from your "
                f"discard pile to 1 of your {self.type} Pokémon. If you attached Energy to a Pokémon in this way, put "
                f"{self.counters} damage counters on that Pokémon. You can't use this Ability on a Pokémon that would "
                "be Knocked Out.")


def _basic_of_type_on(g: Game, slot, energy_type: str, any_energy: bool = False) -> list[int]:
    """The Basic Energy cards of ``energy_type`` attached to ``slot`` (``any_energy``: every Energy card
    that provides that type)."""
    return [u for u in slot.energy if g.cards[u].kind == "energy" and (any_energy or g.cards[u].is_basic_energy)
            and (not energy_type or energy_type in g.cards[u].provides)]


@node("move_energy")
@dataclass(frozen=True, slots=True)
class MoveEnergy(Node):
    """Take 1 basic ``type`` (any type if empty) Energy card attached to 1 of your Pokémon and attach
    it to another (``to_self``: to this Pokémon, only while it is your Active Pokémon: Energy Charge)."""

    type: str = ""
    to_self: bool = False
    once: bool = False  # words: a Trainer's one move ("Move a Basic Energy from 1 of your Pokémon to another")
    any_energy: bool = False  # any Energy card that provides ``type`` (XY: "move a Fairy Energy"), not Basic only
    bench_to_active: bool = False  # from 1 of your Benched Pokémon to your Active Pokémon (Fire Off)
    prompts = True

    def _on(self, game: Game, slot) -> list[int]:
        return _basic_of_type_on(game, slot, self.type, self.any_energy)

    def usable(self, game: Game, player: int, source: Any) -> bool:
        slots = game.players[player].slots()
        if self.bench_to_active:
            return game.players[player].active is not None and any(self._on(game, s) for s in slots[1:])
        if self.to_self:
            return source == 0 and any(self._on(game, s) for s in slots[1:])
        return len(slots) > 1 and any(self._on(game, s) for s in slots)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        g, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            sources = [pos for pos, s in me.in_play() if self._on(g, s)
                       and not (self.to_self and pos == m.scope.source_pos) and not (self.bench_to_active and pos == 0)]
            if m.choose(1, None, pl, POKEMON, sources, f"Take a {self.type} Energy from which Pokémon?",
                        "move_energy_from"):
                return 1
            pc = 1
        if pc == 1:
            src = m.answer
            targets = [m.scope.source_pos] if self.to_self else [0] if self.bench_to_active else \
                [pos for pos, _s in me.in_play() if pos != src]
            if m.choose(2, src, pl, POKEMON, targets,
                        "Attach it to which Pokémon?", "move_energy_to"):
                return 1
            local = src
        src, dst = local, m.answer
        uid = self._on(g, me.at(src))[0]
        me.at(src).energy.remove(uid)
        me.at(dst).energy.append(uid)
        g.emit("move", pl, card=uid, src="energy", dst="energy", pos=dst, amount=src)
        return m.done()

    def words(self, w: Words) -> str:
        if self.bench_to_active:
            return (f"As often as you like during your turn, you may move a {self.type} Energy from 1 of your Benched "
                    "Pokémon to your Active Pokémon.")
        if self.once:  # Energy Switch
            kind = w.phrase("a_basic") + (f" {self.type}" if self.type else "")
            return f"Move {kind} Energy from 1 of your Pokémon to another of your Pokémon."
        if self.any_energy and not self.to_self:  # XY's words
            return (f"As often as you like during your turn (before your attack), you may move a {self.type} Energy "
                    "attached to 1 of your Pokémon to another of your Pokémon.")
        if not self.to_self and (text := w.phrase_or_none(  # today's words (Solar Transfer)
                "move_energy_often", kind=f"a Basic {self.type} Energy" if self.type else "a Basic Energy")):
            return text
        if self.to_self:
            return (f"As often as you like during your turn (before your attack), if {w.name} is your Active Pokémon, "
                    f"you may take 1 {self.type} Energy card attached to 1 of your Pokémon and attach it to {w.name}.")
        return (f"As often as you like during your turn (before your attack), you may take 1 {self.type} Energy card "
                "attached to 1 of your Pokémon and attach it to a different one.")


@node("become_energy")
@dataclass(frozen=True, slots=True)
class BecomeEnergy(Node):
    """Knock Out this Pokémon and attach it to 1 of your other Pokémon as an Energy card that
    provides 2 Energy of a type you choose (the opponent takes a Prize)."""

    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return len(game.players[player].slots()) > 1

    def step(self, m: Machine, pc: int, local: Any) -> int:
        g, pl, me = m.game, m.scope.player, m.me
        pos = m.scope.source_pos
        if pc == 0:
            if m.choose(1, None, pl, POKEMON, [q for q, _s in me.in_play() if q != pos], "Attach it to which Pokémon?",
                        "attach_to"):
                return 1
            pc = 1
        if pc == 1:
            dst = m.answer
            if m.choose(2, dst, pl, OPTION, TYPES, "Choose the Energy type it provides.", "energy_type"):
                return 1
            local = dst
        dst_pos, energy_type = local, m.answer
        slot = me.at(pos)
        target = me.at(dst_pos)
        g.emit("knockout", pl, card=slot.top, pos=pos)
        electrode = slot.top
        g.remove_from_play(pl, pos, slot)
        for uid in slot.cards[:-1] + slot.attached():
            g.discard_card(uid, "active" if pos == 0 else "bench", pos)
        target.energy.append(electrode)
        target.add_effect(Effect("as_energy", FOREVER, (electrode, (energy_type, energy_type)), True))
        new_pos = next(q for q, s in me.in_play() if s is target)
        g.emit("attach", pl, card=electrode, src="play", dst="energy", pos=new_pos, detail=energy_type)
        opp = 1 - pl
        g.take_prize(opp)
        if not g.players[opp].prizes:
            g.decide_winner([opp == 0, opp == 1], "took the last Prize card")
        elif me.active is None:
            g.queue.insert(0, ("new_active", pl))
        return m.done()

    def words(self, w: Words) -> str:
        return (f"At any time during your turn (before your attack), you may Knock Out {w.name} and attach it to 1 of "
                f"your other Pokémon. If you do, choose a type of Energy. {w.name} is now an Energy card (instead of "
                "a Pokémon) that provides 2 Energy of that type.")


@node("energy_becomes")
@dataclass(frozen=True, slots=True)
class EnergyBecomes(Node):
    """Turn all Energy attached to this Pokémon into ``type`` Energy for the rest of the turn."""

    type: str

    def usable(self, game: Game, player: int, source: Any) -> bool:
        slot = game.players[player].slot(source)
        return slot is not None and not slot.has_effect("energy_type")

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.fx.mods import EnergyType

        slot = m.me.at(m.scope.source_pos)
        mod = EnergyType(self.type)
        slot.add_effect(Effect(mod.point, m.game.turn, mod, True))
        m.game.emit("effect", m.scope.player, pos=m.scope.source_pos, detail=mod.label)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"As often as you like during your turn (before your attack), you may turn all Energy attached to "
                f"{w.name} into {self.type} Energy for the rest of the turn.")


@node("move_counter_from_named")
@dataclass(frozen=True, slots=True)
class MoveCounterFromNamed(Node):
    """As often as you like during your turn: move 1 damage counter from 1 of your Pokémon whose
    name starts with ``named`` to another of your Pokémon."""

    named: str
    prompts = True

    def _sources(self, game: Game, player: int) -> list[int]:
        return [p for p, s in game.players[player].in_play()
                if s.damage and game.card_of(s).name.startswith(self.named)]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._sources(game, player)) and len(game.players[player].slots()) > 1

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine import combat
        from desktop.engine.prompts import POKEMON

        pl = m.scope.player
        if pc == 0:
            if m.choose(1, None, pl, POKEMON, self._sources(m.game, pl), "Move a damage counter from which Pokémon?",
                        "move_damage_from"):
                return 1
            pc = 1
        if pc == 1:
            local = m.answer
            if m.choose(2, local, pl, POKEMON, [p for p, _s in m.me.in_play() if p != local],
                        "Move it to which Pokémon?", "move_damage_to"):
                return 1
        source, target = m.me.at(local), m.me.at(m.answer)
        if source is not None and target is not None and source.damage >= 10:
            source.damage -= 10
            m.game.emit("heal", pl, card=source.top, pos=local, amount=10, detail=m.scope.source)
            combat.put_damage(m.game, pl, m.answer, target, 10, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"As often as you like during your turn, you may move 1 damage counter from 1 of your {self.named} "
                "Pokémon to another of your Pokémon.")


def _unown(game: Game, player: int, but: int) -> list[int]:
    """Positions of ``player``'s Pokémon with Unown in their names, but the one at ``but``."""
    return [pos for pos, slot in game.players[player].in_play() if pos != but and "Unown" in game.card_of(slot).name]


@node("unown_counter_to_self")
@dataclass(frozen=True, slots=True)
class UnownCounterToSelf(Node):
    """Move 1 damage counter from 1 of your other Unown to this Pokémon, unless it has only 10 HP
    left ([Bear])."""

    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        me = game.players[player].slot(source) if isinstance(source, int) else None
        return me is not None and game.hp_of(me) - me.damage > 10 and any(
            game.players[player].at(pos).damage for pos in _unown(game, player, source))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, pos = m.game, m.scope.player, m.scope.source_pos
        if pc == 0:
            sources = [p for p in _unown(game, pl, pos) if m.me.at(p).damage]
            if m.choose(1, None, pl, POKEMON, sources, "Move a damage counter from which Pokémon?", "move_damage_from"):
                return 1
        src, me = m.me.slot(m.answer), m.me.slot(pos)
        if src is not None and me is not None and src.damage:
            src.damage -= 10
            game.emit("heal", pl, card=src.top, pos=m.answer, amount=10, detail=m.scope.source)
            combat.put_damage(game, pl, pos, me, 10, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Move 1 damage counter from 1 of your Pokémon with Unown in its name to {w.name}. This power can't be "
                f"used if {w.name} has 10 HP left.")


@node("gather_energy")
@dataclass(frozen=True, slots=True)
class GatherEnergy(Node):
    """Take up to ``count`` ``type`` Energy cards attached to your other Pokémon and attach them to
    this one (Soak Up), one card at a time until you stop."""

    type: str
    count: int
    prompts = True

    def _options(self, game: Game, player: int, me_pos: int) -> list[int]:
        return [u for pos, s in game.players[player].in_play() if pos != me_pos for u in s.energy
                if self.type in game.cards[u].provides]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, pos = m.game, m.scope.player, max(m.scope.source_pos, 0)
        me = game.players[pl]
        done: int = local or 0
        if pc == 1:
            if m.answer is None:
                return m.done()
            for _at, slot in me.in_play():
                if m.answer in slot.energy:
                    slot.energy.remove(m.answer)
            me.at(pos).energy.append(m.answer)
            game.emit("attach", pl, card=m.answer, src="energy", dst="energy", pos=pos)
            done += 1
        options = self._options(game, pl, pos)
        if done < self.count and options and m.choose(1, done, pl, CARD, options, "Move an Energy card (or stop).",
                                                      "move_energy_from", zone="attached", optional=True,
                                                      auto_single=False):
            return WAIT
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Take up to {self.count} {self.type} Energy cards attached to your other Pokémon and attach them to "
                f"{w.name}.")


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


@node("move_energy_among_named")
@dataclass(frozen=True, slots=True)
class MoveEnergyAmongNamed(Node):
    """A Power used as often as you like: take 1 Energy card attached to 1 of your Pokémon named in
    ``names`` and attach it to a different one of them (Electromagnetic Power)."""

    names: tuple[str, ...]
    prompts = True

    def _named(self, game: Game, player: int) -> list[int]:
        return [pos for pos, slot in game.players[player].in_play() if game.card_of(slot).name in self.names]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        named = self._named(game, player)
        return len(named) > 1 and any(game.players[player].at(pos).energy for pos in named)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        named = self._named(game, pl)
        if pc == 0:
            if m.choose(1, None, pl, POKEMON, [p for p in named if me.at(p).energy], "Take an Energy card from which "
                        "Pokémon?", "move_energy_from"):
                return 1
            pc = 1
        if pc == 1:
            src = m.answer
            if m.choose(2, (src, None), pl, CARD, list(me.at(src).energy), "Move which Energy card?", "energy_to_move",
                        zone="attached"):
                return 1
            local, pc = (src, m.answer), 3
        if pc == 2:
            local, pc = (local[0], m.answer), 3
        if pc == 3 and m.choose(4, local, pl, POKEMON, [p for p in named if p != local[0]],
                                "Attach it to which Pokémon?", "move_energy_to"):
            return 1
        src, uid = local
        dst = m.answer
        me.at(src).energy.remove(uid)
        me.at(dst).energy.append(uid)
        game.emit("move", pl, card=uid, src="energy", dst="energy", pos=dst, amount=src)
        return m.done()

    def words(self, w: Words) -> str:
        some = [f"{n}s" for n in self.names]
        listed = ", ".join(some[:-1]) + f", or {some[-1]}"
        both = ", ".join(some[:-1]) + f", and {some[-1]}"
        return ("As often as you like during your turn (before your attack), you may take 1 Energy card attached to 1 "
                f"of your {listed} and attach it to a different 1 of your {both}.")
