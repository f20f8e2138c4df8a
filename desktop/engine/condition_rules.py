"""Rules about Special Conditions read from the rules layer's points: which Pokémon can't be affected
by them (and so recover at once), how many coins an Asleep Pokémon flips, and how much more a Burn
does."""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.engine import layer
from desktop.engine.state import NONE

if TYPE_CHECKING:
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


def immune_to_conditions(game: Game, slot: Slot) -> bool:
    """Whether ``slot`` can't be affected by Special Conditions now: its card's rule, a modifier on it
    (``holds``: Ancient Booster Energy Capsule), or an Ability of its owner's (Sweet Veil)."""
    if "immune_conditions" in game.cards[slot.top].flags or any(
            mod.holds(game, slot) for mod in layer.mods_on(game, slot, layer.IMMUNE_CONDITIONS)):
        return True
    owner = game.owner(slot.top)
    return layer.TEAM_IMMUNE_CONDITIONS in game.static_points and any(
        mod.holds(game, slot) for _holder, mod in layer.bench_statics(game, owner, layer.TEAM_IMMUNE_CONDITIONS))


def sleep_coins(game: Game, slot: Slot) -> int:
    """How many coins an Asleep Pokémon flips at Pokémon Checkup (it wakes up only if all are heads)."""
    return max((getattr(mod, "coins", 1) for mod in layer.mods_on(game, slot, layer.SLEEP_COINS)), default=1)


def recover_the_immune(game: Game) -> None:
    """A Pokémon that can't be affected by Special Conditions recovers from any it has (a Tool or an
    Ability that starts to protect it, Energy attached that brings it under an Ability's rule)."""
    if layer.IMMUNE_CONDITIONS not in game.static_points and layer.TEAM_IMMUNE_CONDITIONS not in game.static_points:
        return
    for player, p in enumerate(game.players):
        for pos, slot in p.in_play():
            if (slot.rot != NONE or slot.poison or slot.burned) and immune_to_conditions(game, slot):
                game.clear_conditions(player, pos, slot)


def burn_more(game: Game, player: int) -> int:
    """Damage added at Checkup to ``player``'s Burned Pokémon by their opponent's Abilities (Magma Surge)."""
    return sum(getattr(mod, "amount", 0) for mod in layer.team_mods(game, 1 - player, layer.BURN_MORE))
