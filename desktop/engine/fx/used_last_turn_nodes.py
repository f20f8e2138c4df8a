"""Attacks that remember being used: the attack itself marks its Pokémon (``mark_used``, no words),
and another attack asks whether this Pokémon (or any of yours) used it during your last turn
(Moomoo Rolling after Rollout, Crazy Blast after Pervasive Gas, Angelite); and the attack that may be
used during the first turn of the player who goes first (``first_turn_ok``).

Also a Power: its attack does as much more damage as an attack did to it during the opponent's last turn
(Perform).

And an effect only if an attack damaged this Pokémon during the opponent's last turn (Fin Slap).

And a mark left on the Defending Pokémon by an attack (Night Eyes, no words of its own) that another
attack reads to Knock it Out (Perish Song)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer
from desktop.engine.fx.damage_nodes import ROTATIONS
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import BEFORE, CHECK, Atomic, Node, node
from desktop.engine.fx.words import lower_first
from desktop.engine.state import Effect

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


def _kind(name: str) -> str:
    return f"used:{name}"


def used_last_turn(game: Game, slot: Slot | None, name: str) -> bool:
    """Whether this Pokémon used the attack ``name`` during its owner's last turn."""
    return slot is not None and any(e[0] == _kind(name) and e[2] == game.turn - 2 for e in slot.effects)


@node("mark_used")
@dataclass(frozen=True, slots=True)
class MarkUsed(Node):
    """Mark this Pokémon as having used the attack ``name`` this turn (until the end of your next
    turn; ``keep``: even if it moves to the Bench). Printed nowhere: it has no words."""

    name: str
    keep: bool = False
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        attacker = m.attacker
        if attacker is not None and not m.scope.copying:
            attacker.add_effect(Effect(_kind(self.name), m.game.turn + 2, m.game.turn, self.keep))
        return m.done()

    def words(self, w: Words) -> str:
        return ""


@node("only_after_used_last_turn")
@dataclass(frozen=True, slots=True)
class OnlyIfUsedLastTurn(Node):
    """You can use this attack only if this Pokémon used ``name`` during your last turn."""

    name: str
    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return used_last_turn(game, game.players[player].active, self.name)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        return f"You can use this attack only if this Pokémon used {self.name} during your last turn."


@node("not_if_any_used_last_turn")
@dataclass(frozen=True, slots=True)
class NotIfAnyUsedLastTurn(Node):
    """This attack can't be used if 1 of your Pokémon used ``name`` during your last turn."""

    name: str
    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return not any(used_last_turn(game, s, self.name) for s in game.players[player].slots())

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        return f"If 1 of your Pokémon used {self.name} during your last turn, this attack can't be used."


@node("if_used_last_turn")
@dataclass(frozen=True, slots=True)
class IfUsedLastTurn(Node):
    """``then`` only if this Pokémon used ``name`` during your last turn."""

    name: str
    then: Node

    @property
    def stage(self) -> int:  # type: ignore[override]
        return self.then.place()

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and used_last_turn(m.game, m.attacker, self.name):
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        return f"If this Pokémon used {self.name} during your last turn, {lower_first(self.then.words(w), w)}"


@node("first_turn_ok")
@dataclass(frozen=True, slots=True)
class FirstTurnOk(Node):
    """The player who goes first may use this attack during their first turn (the legality of
    attacks asks for this node: ``combat.first_turn_ok``)."""

    stage = CHECK

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        return "If you go first, you can use this attack during your first turn."


@node("other_cost")
@dataclass(frozen=True, slots=True)
class OtherCost(Node):
    """If this Pokémon has any damage counters on it, this attack can be used for ``cost`` instead
    (the legality of attacks asks for this node: ``combat._other_cost_met``)."""

    cost: tuple[str, ...]
    stage = CHECK

    def applies(self, game: Game, slot: Slot) -> bool:
        return slot.damage > 0

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        return f"If this Pokémon has any damage counters on it, this attack can be used for {' '.join(self.cost)}."


@node("perform")
@dataclass(frozen=True, slots=True)
class Perform(Mod):
    """A Power: if an attack damaged this Pokémon during the opponent's last turn while it was Active,
    its ``attack`` does that much more damage (its base damage; the "attacked" record is ``procedures``')."""

    attack: str = "Hidden Power"
    point = layer.BASE_DAMAGE
    label = "perform"

    def base_in(self, game: Game, slot: Slot, attack_name: str, damage: int) -> int:
        record = slot.effect_value("attacked")
        if attack_name != self.attack or record is None or record[0] <= 0:
            return damage
        return damage + record[0]

    def words(self, w: Words) -> str:
        return (f"If an attack damaged {w.name} during your opponent's last turn and {w.name} was your Active Pokémon, "
                f"{w.name}'s {self.attack} attack does that much more damage to {w.defending}.")


@node("if_damaged_last_turn")
@dataclass(frozen=True, slots=True)
class IfDamagedLastTurn(Node):
    """``then`` only if an attack damaged this Pokémon during the opponent's last turn (Fin Slap)."""

    then: Node
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            attacker = m.attacker
            record = attacker.effect_value("attacked") if attacker is not None else None
            if record is not None and record[0] > 0:
                return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        return (f"If an attack damaged {w.name} during your opponent's last turn, {lower_first(self.then.words(w), w)} "
                f"If not, this attack does {w.damage} damage.")


MARK = "attacked_with:"  # an Effect kind prefix on the Defending Pokémon: the attack named after it hit it


@node("mark_defending")
@dataclass(frozen=True, slots=True)
class MarkDefending(Atomic):
    """Remember on the Defending Pokémon that this attack (``name``) was used on it, through your next
    turn (the mark ends if it leaves the Active Spot or evolves). No printed words."""

    name: str

    def act(self, m: Machine) -> None:
        defender = m.defender
        if defender is not None:
            defender.add_effect(Effect(MARK + self.name, m.game.turn + 2, m.game.turn, False))

    def words(self, w: Words) -> str:
        return ""


@node("knock_out_if_marked")
@dataclass(frozen=True, slots=True)
class KnockOutIfMarked(Atomic):
    """If the Defending Pokémon is ``condition`` and was attacked with ``name`` during your last turn,
    it is Knocked Out (Perish Song)."""

    name: str
    condition: str = "Asleep"

    def act(self, m: Machine) -> None:
        game, defender = m.game, m.defender
        if defender is None or defender.rot != ROTATIONS[self.condition]:
            return
        if any(e.kind == MARK + self.name and e.value == game.turn - 2 for e in defender.effects):
            left = game.hp_of(defender) - defender.damage
            if left > 0:
                from desktop.engine import combat

                combat.put_damage(game, m.scope.opp, 0, defender, left, m.scope.source)

    def words(self, w: Words) -> str:
        return (f"If {w.defending} is {self.condition} and was attacked with {self.name} during your last turn, it is "
                "Knocked Out.")
