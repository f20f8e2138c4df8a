"""An Ability that gives its Pokémon two types while in play (Double Type) or while it has a Tool
attached (Dual Core): ``types_of`` reads it, and Weakness and Resistance apply to its attacks for
either type.

Also an Ability that adds a type to each of its owner's Pokémon of a Stage (Aqua Effect), and a
Pokémon's type set until the end of the turn."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from desktop.engine import layer
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Atomic, node

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("types_are")
@dataclass(frozen=True, slots=True)
class TypesAre(Mod):
    """As long as this Pokémon is in play (``with_tool``: and has the Tool of that name attached), it
    is of ``types``."""

    types: tuple[str, ...]
    with_tool: str = ""
    point = layer.POKEMON_TYPE
    label = "types_are"

    def new_type(self) -> str:
        return self.types[0]

    def new_types(self) -> tuple[str, ...]:
        return self.types

    def types_for(self, game: Game, slot: Slot) -> tuple[str, ...]:
        if self.with_tool and not any(game.cards[uid].name == self.with_tool for uid, _until in slot.tools):
            return ()
        return self.types

    def words(self, w: Words) -> str:
        if self.with_tool:
            return f"As long as {w.name} has a {self.with_tool} attached, it is {' and '.join(self.types)} type."
        return f"As long as {w.name} is in play, it is {' and '.join(self.types)} type."


@node("team_type_added")
@dataclass(frozen=True, slots=True)
class TeamTypeAdded(Mod):
    """An Ability: each of your ``of_stage`` Pokémon in play is now a ``type`` Pokémon in addition to
    its existing types (Aqua Effect). ``type_rules.pokemon_types`` adds it after the Pokémon's own types."""

    type: str
    of_stage: str = "Stage 1"
    point = layer.POKEMON_TYPE
    label = "team_type_added"
    team: ClassVar[bool] = True

    def types_for(self, game: Game, slot: Slot) -> tuple[str, ...]:
        return (self.type,) if game.card_of(slot).stage == self.of_stage else ()

    def words(self, w: Words) -> str:
        return (f"Each of your {self.of_stage} Pokémon in play is now a {self.type} Pokémon in addition to its "
                "existing types.")


@node("own_type_this_turn")
@dataclass(frozen=True, slots=True)
class OwnTypeThisTurn(Atomic):
    """This Pokémon's type is ``type`` until the end of your turn (a lasting ``type_is`` on it)."""

    type: str

    def act(self, m: Machine) -> None:
        from desktop.engine.fx.mods import TypeIs
        from desktop.engine.state import Effect

        slot = m.me.slot(max(m.scope.source_pos, 0))
        if slot is not None:
            mod = TypeIs(self.type)
            slot.add_effect(Effect(mod.point, m.game.turn, mod, False))
            m.game.emit("effect", m.scope.player, pos=max(m.scope.source_pos, 0), detail=f"type:{self.type}")

    def words(self, w: Words) -> str:
        return f"{w.name}'s type is {self.type} until the end of your turn."
