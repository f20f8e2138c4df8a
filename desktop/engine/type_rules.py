"""The types a Pokémon in play has and the type its Energy provides, as the rules layer changes them:
a lasting effect (Shift), an Ability of its owner's (Aqua Effect), a rule on it (Transform's Energy)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.engine.layer import ENERGY_TYPE, POKEMON_TYPE, mods_on, team_mods

if TYPE_CHECKING:
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


def pokemon_types(game: Game, slot: Slot) -> tuple[str, ...]:
    """The Pokémon's types: printed, or changed by a lasting effect (Shift), and those an Ability of its
    owner's adds to them (Aqua Effect)."""
    types = game.card_of(slot).types
    for mod in mods_on(game, slot, POKEMON_TYPE):
        found = mod.types_for(game, slot) if not getattr(mod, "team", False) else ()
        if found and mod.holds(game, slot):  # (Submerge: not while Asleep, Confused or Paralyzed)
            types = found
            break
    for mod in team_mods(game, game.owner(slot.top), POKEMON_TYPE):
        types += tuple(t for t in mod.types_for(game, slot) if t not in types)
    return types


def energy_type(game: Game, slot: Slot) -> str:
    for mod in mods_on(game, slot, ENERGY_TYPE):
        return mod.new_type()
    return ""
