"""A rules-layer modifier worded as Gym Heroes prints it: a sleeping Pokémon that hits back
(Restless Sleep)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import layer
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import node
from desktop.engine.state import ASLEEP

if TYPE_CHECKING:
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


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
