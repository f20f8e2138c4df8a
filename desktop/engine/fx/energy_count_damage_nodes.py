"""Attack damage set by Energy cards, done without Weakness and Resistance or to a Benched Pokémon:
"Does 10 damage to each of your opponent's Pokémon for each Energy card attached to that Pokémon"
(Psysplash), "Choose an Energy type other than Colorless. This attack does 20 damage to each of your
opponent's Pokémon with any Energy cards of that type attached to it" (Core Stream), "10 damage for
each Water Energy card attached to <this>" to a chosen Pokémon (Water Cannon, Thundersquall)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.actions import OPPONENT
from desktop.engine.fx.damage_nodes import BENCH_NOTE
from desktop.engine.fx.node import Node, node
from desktop.engine.prompts import OPTION, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words

TYPES = ("Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting", "Darkness", "Metal")


def _own_energy(m: Machine, energy_type: str) -> int:
    """How many ``energy_type`` Energy the attacking Pokémon has attached."""
    slot = m.attacker
    return combat.energy_units(m.game, slot).count(energy_type) if slot is not None else 0


@node("damage_each_theirs_per_energy")
@dataclass(frozen=True, slots=True)
class DamageEachTheirsPerEnergy(Node):
    """``per`` damage to each of your opponent's Pokémon for each Energy card attached to it, without
    Weakness and Resistance (Psysplash)."""

    per: int

    def step(self, m: Machine, pc: int, local: Any) -> int:
        for pos, slot in m.them.in_play():
            combat.attack_damage(m, m.scope.opp, pos, slot, self.per * len(slot.energy), apply_wr=False)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Does {self.per} damage to each of your opponent's Pokémon for each Energy card attached to that "
                "Pokémon. Don't apply Weakness and Resistance.")


@node("damage_theirs_with_type")
@dataclass(frozen=True, slots=True)
class DamageTheirsWithType(Node):
    """Choose an Energy type other than Colorless: ``amount`` damage to each of your opponent's Pokémon
    with any Energy cards of that type attached, without Weakness and Resistance (Core Stream)."""

    amount: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and m.choose(1, None, m.scope.player, OPTION, TYPES, "Choose an Energy type.", "choose_type"):
            return 1
        chosen, game = m.answer, m.game
        for pos, slot in m.them.in_play():
            if any(chosen in game.cards[u].provides for u in slot.energy):
                combat.attack_damage(m, m.scope.opp, pos, slot, self.amount, apply_wr=False)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Choose an Energy type other than Colorless. This attack does {self.amount} damage to each of your "
                "opponent's Pokémon with any Energy cards of that type attached to it. Don't apply Weakness and "
                "Resistance.")


@node("damage_chosen_per_own_energy")
@dataclass(frozen=True, slots=True)
class DamageChosenPerOwnEnergy(Node):
    """Choose 1 of your opponent's Pokémon (``bench``: of their Benched Pokémon) and do ``per`` damage
    to it for each ``type`` Energy attached to the attacking Pokémon (at most ``max``), without
    Weakness and Resistance (Water Cannon; Thundersquall on the Bench)."""

    type: str
    per: int = 10
    max: int = 0
    bench: bool = False
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        them = m.them
        if pc == 0:
            codes = [OPPONENT + pos for pos, _s in them.in_play() if pos or not self.bench]
            if m.choose(1, None, m.scope.player, POKEMON, codes, "Choose a Pokémon to damage.", "damage_target"):
                return 1
        code = m.answer
        slot = them.slot(code - OPPONENT) if code is not None else None
        if slot is not None:
            amount = self.per * _own_energy(m, self.type)
            combat.attack_damage(m, m.scope.opp, code - OPPONENT, slot, min(amount, self.max) if self.max else amount,
                                 apply_wr=False)
        return m.done()

    def words(self, w: Words) -> str:
        if self.bench:
            return (f"If your opponent has any Benched Pokémon, choose 1 of them and this attack does {self.per} "
                    f"damage to that Pokémon for each {self.type} Energy attached to {w.name}. {BENCH_NOTE}")
        most = f" You can't do more than {self.max} damage in this way." if self.max else ""
        return (f"Choose 1 of your opponent's Pokémon. This attack does {self.per} damage for each {self.type} Energy "
                f"card attached to {w.name}. Don't apply Weakness and Resistance.{most}")
