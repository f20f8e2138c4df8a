"""Abilities of an Active Pokémon that hold the opponent's Active Pokémon: it can't retreat (Block),
its attacks cost more (Dazzling Gaze). The layer reads them from the opponent's Active Pokémon only
(``layer.may_retreat``, ``layer.attack_cost``), so each works "as long as this Pokémon is in the
Active Spot"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import layer
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import node

if TYPE_CHECKING:
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("foe_no_retreat")
@dataclass(frozen=True, slots=True)
class FoeNoRetreat(Mod):
    """As long as this Pokémon is in the Active Spot, your opponent's Active Pokémon can't retreat."""

    point = layer.FOE_NO_RETREAT
    label = "foe_no_retreat"

    def words(self, w: Words) -> str:
        return "As long as this Pokémon is in the Active Spot, your opponent's Active Pokémon can't retreat."


@node("foe_attacks_cost_more")
@dataclass(frozen=True, slots=True)
class FoeAttacksCostMore(Mod):
    """As long as this Pokémon is in the Active Spot, attacks used by your opponent's Active Pokémon
    cost ``colorless`` Colorless more."""

    colorless: int = 1
    point = layer.FOE_ATTACK_COST
    label = "foe_attacks_cost_more"

    def cost(self, game: Game, player: int, attack_name: str, cost: tuple[str, ...]) -> tuple[str, ...]:
        return cost + ("Colorless",) * self.colorless

    def words(self, w: Words) -> str:
        more = "Colorless" * self.colorless
        return (f"As long as this Pokémon is in the Active Spot, attacks used by your opponent's Active Pokémon cost "
                f"{more} more.")
