"""Once-a-turn Abilities usable only in some state, as today's cards frame them: "Once during your
turn, if this Pokémon has any Grass Energy attached, you may use this Ability." (also: if it has any
Energy attached, if it is on your Bench, and if you have any Mega Evolution Pokémon ex in play)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.classic_power_nodes import OncePerTurn
from desktop.engine.fx.node import node

if TYPE_CHECKING:
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("once_per_turn_if")
@dataclass(frozen=True, slots=True)
class OncePerTurnIf(OncePerTurn):
    """``once_per_turn``, usable only while this Pokémon has ``energy`` Energy attached ("any": any
    Energy), is on the Bench (``bench``), and its player has a Mega Evolution Pokémon ex in play
    (``with_mega``)."""

    energy: str = ""
    bench: bool = False
    with_mega: bool = False

    def usable(self, game: Game, player: int, source: Any) -> bool:
        slot = game.players[player].slot(source) if isinstance(source, int) else None
        if slot is None or (self.bench and source == 0):
            return False
        if self.energy and not any(self.energy == "any" or u == self.energy for u in game.energy_units(slot)):
            return False
        if self.with_mega and not any({"MEGA", "ex"} <= game.card_of(s).subtypes for s in game.players[player].slots()):
            return False
        return OncePerTurn.usable(self, game, player, source)

    def words(self, w: Words) -> str:
        conditions = []
        if self.energy:
            kind = "" if self.energy == "any" else f"{self.energy} "
            conditions.append(f"if {w.name} has any {kind}Energy attached")
        if self.bench:
            conditions.append(f"if {w.name} is on your Bench")
        if self.with_mega:
            conditions.append("if you have any Mega Evolution Pokémon ex in play")
        return f"Once during your turn, {', and '.join(conditions)}, you may use this Ability. {self.then.words(w)}"
