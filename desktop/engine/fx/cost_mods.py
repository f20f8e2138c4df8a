"""Rules that change an attack's Energy cost: an Ability that ignores the Colorless in it while the
opponent holds exactly N cards (Sniper's Eye), and a Stadium that makes each Tera Pokémon's attacks
cost Colorless more (Nighttime Mine)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import layer
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import node

if TYPE_CHECKING:
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("ignore_colorless_if_hand")
@dataclass(frozen=True, slots=True)
class IgnoreColorlessIfHand(Mod):
    """An Ability: while the opponent has exactly ``cards`` cards in their hand, ignore all Colorless
    Energy in the costs of this Pokémon's attacks."""

    cards: int
    point = layer.ATTACK_COST
    label = "ignore_colorless"

    def cost(self, game: Game, player: int, attack_name: str, cost: tuple[str, ...]) -> tuple[str, ...]:
        if len(game.players[1 - player].hand) != self.cards:
            return cost
        return tuple(c for c in cost if c != "Colorless")

    def words(self, w: Words) -> str:
        return (f"If your opponent has exactly {self.cards} cards in their hand, ignore all Colorless Energy in the "
                f"costs of attacks used by {w.name}.")


@node("tera_cost_more")
@dataclass(frozen=True, slots=True)
class TeraCostMore(Mod):
    """A Stadium: attacks used by each Tera Pokémon in play cost 1 Colorless more."""

    point = layer.ATTACK_COST
    label = "tera_cost_more"

    def cost(self, game: Game, player: int, attack_name: str, cost: tuple[str, ...]) -> tuple[str, ...]:
        active = game.players[player].active
        if active is None or "Tera" not in game.card_of(active).subtypes:
            return cost
        return (*cost, "Colorless")

    def words(self, w: Words) -> str:
        return "Attacks used by each Tera Pokémon in play (both yours and your opponent's) cost Colorless more."


@node("stage_cost_more")
@dataclass(frozen=True, slots=True)
class StageCostMore(Mod):
    """A Stadium: attacks used by each ``of_stage`` Pokémon in play cost 1 Colorless more (Pokémon League
    Headquarters)."""

    of_stage: str = "Basic"
    point = layer.ATTACK_COST
    label = "stage_cost_more"

    def cost(self, game: Game, player: int, attack_name: str, cost: tuple[str, ...]) -> tuple[str, ...]:
        active = game.players[player].active
        if active is None or game.card_of(active).stage != self.of_stage:
            return cost
        return (*cost, "Colorless")

    def words(self, w: Words) -> str:
        return (f"Attacks used by each {self.of_stage} Pokémon in play (both yours and your opponent's) cost Colorless "
                "more.")
