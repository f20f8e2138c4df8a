"""Trainers that take Abilities away for a while: the opponent's Active Pokémon has none until the end of
the turn, whichever Pokémon is Active then (Canceling Cologne). A lasting effect on the opponent
(``Game.lasting``), read by ``layer.power_working`` through ``rule_points.ACTIVE_ABILITIES_LOST``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import rule_points
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Atomic, node

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot

ACTIVE_NO_ABILITIES = "active_no_abilities"  # the point of the lasting modifier


@node("active_no_abilities")
@dataclass(frozen=True, slots=True)
class ActiveNoAbilities(Mod):
    """On a player (a lasting effect): their Active Pokémon has no Abilities (a new one too)."""

    point = ACTIVE_NO_ABILITIES
    label = "active_no_abilities"

    def words(self, w: Words) -> str:
        return "Your opponent's Active Pokémon has no Abilities."


@node("their_active_no_abilities_this_turn")
@dataclass(frozen=True, slots=True)
class TheirActiveNoAbilitiesThisTurn(Atomic):
    """Until the end of your turn, your opponent's Active Pokémon has no Abilities, including a Pokémon that
    comes into play (or to the Active Spot) during that turn."""

    def act(self, m: Machine) -> None:
        game = m.game
        game.lasting = game.lasting + ((m.scope.opp, game.turn, ActiveNoAbilities()),)
        game.emit("effect", m.scope.opp, detail=ActiveNoAbilities.label)

    def words(self, w: Words) -> str:
        return ("Until the end of your turn, your opponent's Active Pokémon has no Abilities. (This includes Pokémon "
                "that come into play during that turn.)")


@rule_points.answers(rule_points.ACTIVE_ABILITIES_LOST)
def active_abilities_lost(game: Game, slot: Slot) -> bool:
    """Whether a lasting effect takes the Abilities of ``slot`` away as its owner's Active Pokémon."""
    return any(mod.point == ACTIVE_NO_ABILITIES and game.players[owner].active is slot
               for owner, _until, mod in game.lasting)
