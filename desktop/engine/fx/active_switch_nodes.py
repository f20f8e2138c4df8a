"""Trainers that switch your Active Pokémon with a Benched one under a condition, and do something to
the Pokémon moved to the Bench."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import combat
from desktop.engine.fx.node import Atomic, node
from desktop.engine.fx.target_nodes import Targeted

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("switch_stage_then_heal")
@dataclass(frozen=True, slots=True)
class SwitchStageThenHeal(Targeted, Atomic):
    """Switch your Active ``of_stage`` Pokémon with 1 of your Benched Pokémon (the one the card is played
    onto); if you do, heal ``heal`` damage from the Pokémon moved to the Bench (Switch Cart)."""

    heal: int
    of_stage: str = "Basic"
    ask_purpose = "switch_self"

    def targets(self, game: Game, player: int) -> list[int]:
        p = game.players[player]
        if p.active is None or game.card_of(p.active).stage != self.of_stage:
            return []
        return [i + 1 for i in range(len(p.bench))]

    def usable(self, game: Game, player: int, source: object) -> bool:
        return bool(self.targets(game, player))

    def act(self, m: Machine) -> None:
        game, pl, pos = m.game, m.scope.player, m.target
        me = game.players[pl]
        old = me.active
        game.switch_active(pl, pos, m.scope.source)
        if old is not None and me.bench[pos - 1] is old and old.damage:
            combat.heal(game, pl, pos, old, self.heal, m.scope.source)

    def words(self, w: Words) -> str:
        return (f"Switch your Active {self.of_stage} Pokémon with 1 of your Benched Pokémon. If you do, heal "
                f"{self.heal} damage from the Pokémon you moved to your Bench.")
