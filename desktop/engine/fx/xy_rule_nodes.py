"""Rules of the XY theme decks' Stadiums and Abilities, in the rules layer: Shadow Circle (no Weakness)
and Fairy Garden (no Retreat Cost) for Pokémon with some Energy attached, Sweet Veil (no Special
Conditions), Stir and Snooze (an Asleep Pokémon flips more coins), Thick Fat (less damage from some
types)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.fx.mods import Mod, ReduceDamage
from desktop.engine.fx.node import node

if TYPE_CHECKING:
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("no_weakness_with_energy")
@dataclass(frozen=True, slots=True)
class NoWeaknessWithEnergy(Mod):
    """A Stadium: each Pokémon with any ``type`` Energy attached (both players') has no Weakness
    (Shadow Circle)."""

    type: str
    point = layer.WEAKNESS
    label = "no_weakness_with_energy"

    def change_on(self, game: Game, slot: Slot, pairs: tuple[tuple[str, Any], ...]) -> tuple[tuple[str, Any], ...]:
        return () if self.type in combat.energy_units(game, slot) else pairs

    def words(self, w: Words) -> str:
        return (f"Each Pokémon that has any {self.type} Energy attached to it (both yours and your opponent's) has "
                "no Weakness.")


@node("no_retreat_cost_with_energy")
@dataclass(frozen=True, slots=True)
class NoRetreatCostWithEnergy(Mod):
    """A Stadium: each Pokémon with any ``type`` Energy attached (both players') has no Retreat Cost
    (Fairy Garden)."""

    type: str
    point = layer.OWN_RETREAT_COST
    label = "no_retreat_cost_with_energy"

    def adjust(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        return 0 if self.type in combat.energy_units(game, target) else cost

    def words(self, w: Words) -> str:
        return (f"Each Pokémon that has any {self.type} Energy attached to it (both yours and your opponent's) has "
                "no Retreat Cost.")


@node("immune_conditions_with_energy")
@dataclass(frozen=True, slots=True)
class ImmuneConditionsWithEnergy(Mod):
    """An Ability: each of your Pokémon with any ``type`` Energy attached can't be affected by Special
    Conditions, and recovers from any it has (Slurpuff's Sweet Veil; ``layer.recover_the_immune``)."""

    type: str
    point = layer.TEAM_IMMUNE_CONDITIONS
    label = "immune_conditions_with_energy"

    def holds(self, game: Game, slot: Slot) -> bool:
        return self.type in combat.energy_units(game, slot)

    def words(self, w: Words) -> str:
        return (f"Each of your Pokémon that has any {self.type} Energy attached to it can't be affected by any "
                "Special Conditions. (Remove any Special Conditions affecting those Pokémon.)")


@node("sleep_coins")
@dataclass(frozen=True, slots=True)
class SleepCoins(Mod):
    """An Ability: while this Pokémon is Asleep it flips ``coins`` coins instead of 1 at Pokémon
    Checkup, and stays Asleep if any is tails (Snorlax's Stir and Snooze)."""

    coins: int = 2
    point = layer.SLEEP_COINS
    label = "sleep_coins"

    def words(self, w: Words) -> str:
        return (f"If {w.name} is Asleep, flip {self.coins} coins instead of 1 between turns. If either of them is "
                f"tails, {w.name} is still Asleep.")


@node("reduce_damage_from_types")
@dataclass(frozen=True, slots=True)
class ReduceDamageFromTypes(ReduceDamage):
    """An Ability: damage done to this Pokémon by attacks from the opponent's Pokémon of ``types`` is
    reduced by ``amount`` after Weakness and Resistance (Hariyama's Thick Fat)."""

    types: tuple[str, ...] = ()

    def defend(self, game: Game, amount: int) -> tuple[int, bool]:
        attacker = game.players[game.current].active
        if attacker is None or not set(self.types) & set(game.types_of(attacker)):
            return amount, False
        return max(0, amount - self.amount), False

    def words(self, w: Words) -> str:
        return (f"Any damage done to {w.name} by attacks from your opponent's {' or '.join(self.types)} Pokémon is "
                f"reduced by {self.amount} (after applying Weakness and Resistance).")


@node("prevent_damage_on_heads")
@dataclass(frozen=True, slots=True)
class PreventDamageOnHeads(Mod):
    """A lasting effect on this Pokémon: if an attack would damage it, flip a coin; if heads, prevent
    that damage (Accelgor's Afterimage Strike)."""

    point = layer.DAMAGE_TO_DEFENDER
    label = "prevent_damage_on_heads"

    def defend(self, game: Game, amount: int) -> tuple[int, bool]:
        if amount > 0 and game.coin("Afterimage: heads, the damage is prevented", 1 - game.current):
            return 0, True
        return amount, False

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return f"If any damage is done to {who} by attacks {when}, flip a coin. If heads, prevent that damage."
