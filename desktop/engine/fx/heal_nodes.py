"""Healing many Pokémon at once: "Remove 2 damage counters from each Pokémon in play that has any" (both
players', Erika's Kindness)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.fx.node import Atomic, node
from desktop.engine.fx.trainer_proof_nodes import may_affect

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("heal_two_each")
@dataclass(frozen=True, slots=True)
class HealTwoEach(Atomic):
    """Remove ``counters`` damage counters from each Pokémon in play (both players') that has any
    (Erika's Kindness)."""

    counters: int = 2

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return any(s.damage and may_affect(game, s) for p in game.players for s in p.slots())

    def act(self, m: Machine) -> None:
        game = m.game
        for pl in (m.scope.player, m.scope.opp):
            for pos, slot in game.players[pl].in_play():
                if slot.damage:
                    combat.heal(game, pl, pos, slot, 10 * self.counters, m.scope.source)

    def words(self, w: Words) -> str:
        return (f"Remove {self.counters} damage counters from each Pokémon (yours and your opponent's) with any damage "
                "counters on it. If a Pokémon has just 1 damage counter, remove it.")
