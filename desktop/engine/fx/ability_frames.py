"""Abilities usable only in some state, as today's cards frame them: "Once during your turn, if this
Pokémon has any Grass Energy attached, you may use this Ability." (also: if it has any Energy
attached, if it is on your Bench, and if you have any Mega Evolution Pokémon ex in play), once a turn
by name from the Active Spot (Run Errand), as often as you like with a Mega ex of a type in play
(Excited Turbo), and moving Energy to this Pokémon as often as you like (Bubble Gathering).

Also a Power usable only if every Pokémon of some names is on your Bench (the Unown of Neo Destiny: "if
you have Unown [G], Unown [I], Unown [V], and Unown [E] on your Bench, you may ...")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.classic_power_nodes import OncePerTurn
from desktop.engine.fx.modern_nodes import OnceATurnByName
from desktop.engine.fx.node import Node, node
from desktop.engine.fx.words import lower_first
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
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


@node("once_a_turn_by_name_active")
@dataclass(frozen=True, slots=True)
class OnceATurnByNameActive(OnceATurnByName):
    """``once_a_turn_by_name`` usable only while this Pokémon is in the Active Spot (Run Errand)."""

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return source == 0 and OnceATurnByName.usable(self, game, player, source)

    def words(self, w: Words) -> str:
        return (f"Once during your turn, if {w.name} is in the Active Spot, you may use this Ability. "
                f"{self.then.words(w)} You can't use more than 1 {self.name} Ability each turn.")


@node("as_often_with_mega")
@dataclass(frozen=True, slots=True)
class AsOftenWithMega(Node):
    """An Ability usable as often as you like during your turn while you have a ``type`` Mega
    Evolution Pokémon ex in play (Excited Turbo)."""

    type: str
    then: Node

    def usable(self, game: Game, player: int, source: Any) -> bool:
        if not any({"MEGA", "ex"} <= game.card_of(s).subtypes and self.type in game.types_of(s)
                   for s in game.players[player].slots()):
            return False
        return self.then.usable(game, player, source)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        return (f"As often as you like during your turn, if you have any {self.type} Mega Evolution Pokémon ex in "
                f"play, you may use this Ability. {self.then.words(w)}")


@node("gather_energy_to_self")
@dataclass(frozen=True, slots=True)
class GatherEnergyToSelf(Node):
    """As often as you like during your turn: move an Energy from 1 of your other Pokémon to this one."""

    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return any(slot.energy for pos, slot in game.players[player].in_play() if pos != source)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me, here = m.game, m.scope.player, m.me, m.scope.source_pos
        options = [u for pos, slot in me.in_play() if pos != here for u in slot.energy]
        if pc == 0 and m.choose(1, None, pl, CARD, options, "Move which Energy to this Pokémon?", "move_energy_card",
                                zone="attached"):
            return 1
        target = me.slot(here)
        for pos, slot in me.in_play():
            if pos != here and m.answer in slot.energy and target is not None:
                slot.energy.remove(m.answer)
                target.energy.append(m.answer)
                game.emit("move", pl, card=m.answer, src="energy", dst="energy", pos=here, amount=pos)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"As often as you like during your turn, you may use this Ability. Move an Energy from 1 of your "
                f"other Pokémon to {w.name}.")


def _listed(names: tuple[str, ...]) -> str:
    return ", ".join(names[:-1]) + ", and " + names[-1] if len(names) > 2 else " and ".join(names)


@node("if_bench_names")
@dataclass(frozen=True, slots=True)
class IfBenchNames(Node):
    """``then`` (which "you may" do) only if every Pokémon named in ``names`` is on your Bench."""

    names: tuple[str, ...]
    then: Node

    def usable(self, game: Game, player: int, source: Any) -> bool:
        benched = {game.card_of(s).name for s in game.players[player].bench}
        return all(n in benched for n in self.names) and self.then.usable(game, player, source)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and self.usable(m.game, m.scope.player, m.scope.source_pos):
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        return f"If you have {_listed(self.names)} on your Bench, you may {lower_first(self.then.words(w), w)}"
