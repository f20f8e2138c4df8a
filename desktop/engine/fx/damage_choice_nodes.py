"""An attack's damage set by a choice or a coin: "If heads, this attack does 80 damage" (Aerowing)
and "You may discard all Lightning Energy cards attached to Raichu. If you do, this attack does 80
damage." (Lightning Strike).

Also a coin for more damage with a named partner on the Bench (Love Lariat)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.fx.node import BEFORE, Atomic, Node, node
from desktop.engine.fx.words import lower_first
from desktop.engine.prompts import OPTION
from desktop.engine.state import ASLEEP, CONFUSED, NONE

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words


@node("damage_becomes")
@dataclass(frozen=True, slots=True)
class DamageBecomes(Atomic):
    """This attack does ``amount`` damage (instead of its printed damage)."""

    amount: int
    stage = BEFORE

    def act(self, m: Machine) -> None:
        m.scope.damage, m.scope.does_damage = self.amount, True

    def words(self, w: Words) -> str:
        return f"This attack does {self.amount} damage."


@node("may_discard_all_for_damage")
@dataclass(frozen=True, slots=True)
class MayDiscardAllForDamage(Node):
    """You may discard all ``type`` Energy cards attached to the attacking Pokémon; if you do, this
    attack does ``amount`` damage."""

    type: str
    amount: int
    prompts = True
    stage = BEFORE

    def _energy(self, m: Machine) -> list[int]:
        slot = m.attacker
        return [u for u in slot.energy if self.type in m.game.cards[u].provides] if slot is not None else []

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            if not self._energy(m):
                return m.done()
            if m.choose(1, None, m.scope.player, OPTION, ("yes", "no"), f"{m.scope.source}: do it?", "may",
                        auto_single=False):
                return 1
        slot = m.attacker
        if m.answer == "yes" and slot is not None:
            for uid in self._energy(m):
                combat.discard_attached(m.game, slot, uid, 0)
            m.scope.damage, m.scope.does_damage = self.amount, True
        return m.done()

    def words(self, w: Words) -> str:
        return (f"You may discard all {self.type} Energy cards attached to {w.name}. If you do, this attack does "
                f"{self.amount} damage.")


@node("more_if_asleep_or_confused")
@dataclass(frozen=True, slots=True)
class MoreIfAsleepOrConfused(Atomic):
    """If the Defending Pokémon is Asleep or Confused, this attack does ``amount`` more damage (Slap
    Awake)."""

    amount: int
    stage = BEFORE

    def act(self, m: Machine) -> None:
        defender = m.defender
        if defender is not None and defender.rot in (ASLEEP, CONFUSED):
            m.scope.damage += self.amount

    def words(self, w: Words) -> str:
        return (f"If {w.defending} is Asleep or Confused, this attack does {w.damage} damage plus {self.amount} more "
                "damage.")


@node("wake_defending")
@dataclass(frozen=True, slots=True)
class WakeDefending(Atomic):
    """The Defending Pokémon is no longer Asleep (``confused``: nor Confused): Good Morning, Slap Awake."""

    confused: bool = False

    def act(self, m: Machine) -> None:
        defender = m.defender
        woken = (ASLEEP, CONFUSED) if self.confused else (ASLEEP,)
        if defender is not None and defender.rot in woken and not m.scope.protected:
            m.game.set_rotation(m.scope.opp, 0, defender, NONE)

    def words(self, w: Words) -> str:
        if self.confused:
            return f"Then, {w.defending} is no longer Asleep or Confused."
        return f"If {w.defending} was Asleep, it is no longer Asleep."


@node("either_way")
@dataclass(frozen=True, slots=True)
class EitherWay(Node):
    """"Either way, ...": ``then`` happens even if the attack now does nothing (Crushing Earth)."""

    then: Node
    either_way = True
    stage = BEFORE  # before damage, so that it runs even if the attack does nothing (a lasting effect, say)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        return f"Either way, {lower_first(self.then.words(w), w)}"


@node("heads_more_if_benched")
@dataclass(frozen=True, slots=True)
class HeadsMoreIfBenched(Node):
    """Flip a coin; heads, ``more`` more damage if you have a ``named`` on your Bench; tails, the
    attack does nothing (Love Lariat)."""

    more: int
    named: str
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        if not game.coin(m.scope.source, m.scope.player):
            m.scope.nothing = True
        elif any(game.cards[s.top].name == self.named for s in m.me.bench):
            m.scope.damage += self.more
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Flip a coin. If heads, this attack does {w.damage} damage plus {self.more} more damage if you have "
                f"at least 1 {self.named} on your Bench. If tails, this attack does nothing.")
