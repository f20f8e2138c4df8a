"""An attack's damage set by a choice or a coin: "If heads, this attack does 80 damage" (Aerowing)
and "You may discard all Lightning Energy cards attached to Raichu. If you do, this attack does 80
damage." (Lightning Strike)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.fx.node import BEFORE, Atomic, Node, node
from desktop.engine.prompts import OPTION

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
