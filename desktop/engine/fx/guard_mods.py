"""Abilities that guard a Pokémon or its side from the opponent's attacks: no damage while on the
Bench (Plume Protection), and less damage from the opponent's Active Pokémon while this one is in
the Active Spot (Intimidating Jaw)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import layer
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import node

if TYPE_CHECKING:
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("bench_safe")
@dataclass(frozen=True, slots=True)
class BenchSafe(Mod):
    """While this Pokémon is on its owner's Bench, attacks from the opponent's Pokémon do it no damage
    (asked by ``combat.attack_damage``)."""

    point = layer.BENCH_SAFE
    label = "bench_safe"

    def words(self, w: Words) -> str:
        return (f"As long as {w.name} is on your Bench, prevent all damage done to {w.name} by attacks from your "
                "opponent's Pokémon.")


@node("foe_attacks_less")
@dataclass(frozen=True, slots=True)
class FoeAttacksLess(Mod):
    """While this Pokémon is in the Active Spot, attacks used by the opponent's Active Pokémon do
    ``amount`` less damage, before Weakness and Resistance (``layer.attack_bonus`` asks it)."""

    amount: int
    point = layer.FOE_ATTACK_BONUS
    label = "foe_attacks_less"

    def extra_for(self, game: Game, attacker: Slot) -> int:
        return -self.amount

    def words(self, w: Words) -> str:
        return (f"As long as {w.name} is in the Active Spot, attacks used by your opponent's Active Pokémon do "
                f"{self.amount} less damage (before applying Weakness and Resistance).")
