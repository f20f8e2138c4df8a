"""Rules-layer modifiers worded as Gym Heroes and Gym Challenge print them: Pokémon Powers that
change damage taken and a sleeping Pokémon that hits back."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import layer
from desktop.engine.fx.mods import Mod, ReduceDamage
from desktop.engine.fx.node import node
from desktop.engine.state import ASLEEP

if TYPE_CHECKING:
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("may_reduce_damage")
@dataclass(frozen=True, slots=True)
class MayReduceDamage(ReduceDamage):
    """A Power: damage done by attacks to this Pokémon is reduced by ``amount`` after Weakness and
    Resistance (the owner always wants it: "you may")."""

    def words(self, w: Words) -> str:
        return (f"You may reduce all damage done by attacks to {w.name} by {self.amount} (after applying Weakness "
                "and Resistance). (Any other effects of attacks still happen.)")


@node("hit_back_if_asleep")
@dataclass(frozen=True, slots=True)
class HitBackIfAsleep(Mod):
    """A Power: if an opponent's attack damages this Pokémon while it was already Asleep (even if it
    is Knocked Out), ``amount`` damage to the attacking Pokémon (Restless Sleep)."""

    amount: int
    point = layer.ON_DAMAGED
    label = "restless_sleep"

    def retaliation(self, game: Game, defender: Slot, ready: bool, dealt: int = 0) -> int:
        return self.amount if not ready and defender.rot == ASLEEP else 0

    def words(self, w: Words) -> str:
        return (f"If your opponent's attack does damage to {w.name} and {w.name} is already Asleep (even if it's "
                f"Knocked Out), this power does {self.amount} damage to the attacking Pokémon.")
