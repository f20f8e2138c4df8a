"""Attack effects on Pokémon in play, in today's wording: a Knock Out by effect, healing a Benched
Pokémon of a class, damage to your own Pokémon of some names, and moving damage counters and
Energy."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.actions import OPPONENT
from desktop.engine.fx.card_nodes import FILTERS, card_filter
from desktop.engine.fx.damage_nodes import BENCH_NOTE
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words


@node("knock_out_defending")
@dataclass(frozen=True, slots=True)
class KnockOutDefending(Atomic):
    """The opponent's Active Pokémon is Knocked Out (after a condition: "it is Knocked Out.")."""

    def act(self, m: Machine) -> None:
        slot = m.defender
        if slot is not None and not m.scope.protected:
            slot.damage = max(slot.damage, m.game.hp_of(slot))
            m.game.emit("effect", m.scope.opp, pos=0, detail="knocked_out_by_effect")

    def words(self, w: Words) -> str:
        return "It is Knocked Out."


@node("heal_benched")
@dataclass(frozen=True, slots=True)
class HealBenched(Node):
    """Heal ``amount`` damage from 1 of your Benched Pokémon (of the card filter ``kind``)."""

    amount: int
    kind: str = ""
    prompts = True

    def __post_init__(self) -> None:
        if self.kind not in ("", *FILTERS):
            raise ValueError(f"kind {self.kind!r} is not a card filter")

    def step(self, m: Machine, pc: int, local: Any) -> int:
        fits = card_filter(self.kind, m.game) if self.kind else (lambda c: True)
        if pc == 0:
            options = [pos for pos, s in m.me.in_play() if pos and s.damage and fits(m.game.card_of(s))]
            if m.choose(1, None, m.scope.player, POKEMON, options, "Heal which Benched Pokémon?", "heal_target"):
                return WAIT
        slot = m.me.slot(m.answer) if m.answer is not None else None
        if slot is not None:
            combat.heal(m.game, m.scope.player, m.answer, slot, self.amount, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        label = FILTERS[self.kind][0] if self.kind else "Pokémon"
        return f"Heal {self.amount} damage from 1 of your Benched {label}."


@node("damage_own_named")
@dataclass(frozen=True, slots=True)
class DamageOwnNamed(Atomic):
    """This attack also does ``amount`` damage to each of your Pokémon named one of ``named`` (this
    one included)."""

    amount: int
    named: tuple[str, ...]

    def act(self, m: Machine) -> None:
        for pos, slot in list(m.me.in_play()):
            if m.game.card_of(slot).name in self.named:
                combat.attack_damage(m, m.scope.player, pos, slot, self.amount, apply_wr=False)

    def words(self, w: Words) -> str:
        return f"This attack also does {self.amount} damage to each of your {' and '.join(self.named)}. {BENCH_NOTE}"


@node("gather_their_damage")
@dataclass(frozen=True, slots=True)
class GatherTheirDamage(Node):
    """You may move any number of damage counters from your opponent's Benched Pokémon to their
    Active Pokémon, one at a time until you stop."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, them = m.game, m.them
        active = them.active
        if active is None:
            return m.done()
        if pc == 1:
            if m.answer is None:
                return m.done()
            pos = m.answer - OPPONENT
            slot = them.slot(pos)
            if slot is not None and slot.damage:
                slot.damage -= 10
                game.emit("heal", m.scope.opp, card=slot.top, pos=pos, amount=10, detail=m.scope.source)
                combat.put_damage(game, m.scope.opp, 0, active, 10, m.scope.source)
        options = [OPPONENT + pos for pos, s in them.in_play() if pos and s.damage]
        if not options:
            return m.done()
        if m.choose(1, None, m.scope.player, POKEMON, options, "Move a damage counter from which Benched Pokémon "
                    "(or stop)?", "move_damage_from", optional=True):
            return WAIT
        return m.done()  # pragma: no cover - an optional prompt always asks

    def words(self, w: Words) -> str:
        return ("You may move any number of damage counters from your opponent's Benched Pokémon to their Active "
                "Pokémon.")


@node("blend_energy")
@dataclass(frozen=True, slots=True)
class BlendEnergy(Node):
    """You may move any amount of Energy from your Pokémon to your other Pokémon in any way you like,
    one Energy card at a time until you stop."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, pl = m.game, m.me, m.scope.player
        if pc == 1:
            if m.answer is None:
                return m.done()
            local = m.answer
            source = next(p for p, s in me.in_play() if local in s.energy)
            targets = [p for p, _s in me.in_play() if p != source]
            if m.choose(2, local, pl, POKEMON, targets, "Move it to which Pokémon?", "move_energy_to"):
                return WAIT
            pc = 2
        if pc == 2:
            holder = next(((p, s) for p, s in me.in_play() if local in s.energy), None)
            target = me.slot(m.answer) if m.answer is not None else None
            if holder is not None and target is not None:
                holder[1].energy.remove(local)
                target.energy.append(local)
                game.emit("move", pl, card=local, src="energy", dst="energy", pos=m.answer, amount=holder[0])
        if len(me.slots()) < 2:
            return m.done()
        options = [u for _p, s in me.in_play() for u in s.energy]
        if options and m.choose(1, None, pl, CARD, options, "Move which Energy (or stop)?", "move_energy_from",
                                optional=True, zone="attached"):
            return WAIT
        return m.done()

    def words(self, w: Words) -> str:
        return "You may move any amount of Energy from your Pokémon to your other Pokémon in any way you like."
