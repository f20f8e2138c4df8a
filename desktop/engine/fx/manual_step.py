"""Table mode's manual step, as a node of the effect machine: it opens a prompt and waits while
the players make manual moves (``table.py``), until they answer it.

An attack Holofoil can't run is done by hand before its damage: the answer is the damage it
does (before Weakness, Resistance and the effects Holofoil knows), which the attack then
deals as usual. A Trainer, an Ability or an Adjust is answered "done"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import kernel
from desktop.engine.fx.node import Node
from desktop.engine.prompts import MANUAL, Prompt

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words

DONE = "done"
DAMAGE_CHOICES = tuple(range(0, 1010, 10))  # an attack's damage, in tens
STEP_TEXTS = {
    "attack": "Do what {source} says by hand, then choose the damage it does (before Weakness and Resistance).",
    "trainer": "Do what {source} says by hand, then press Done.",
    "power": "Do what {source} says by hand, then press Done.",
    "adjust": "Adjust the table as you both agree, then press Done.",
}


@dataclass(frozen=True, slots=True)
class ManualStep(Node):
    """Wait for the player to do by hand what ``kind`` ("attack", "trainer", "power" or
    "adjust") calls for; an attack's answer sets its damage."""

    kind: str

    def step(self, m: Machine, pc: int, local: Any) -> int:
        scope = m.scope
        if pc == 0:
            attack = self.kind == "attack"
            m.game.emit("manual_step", scope.player, card=scope.source_uid, src=self.kind, detail=scope.source)
            prompt = Prompt(scope.player, MANUAL, DAMAGE_CHOICES if attack else (DONE,),
                            STEP_TEXTS[self.kind].format(source=scope.source), source=scope.source,
                            purpose="manual_attack" if attack else "manual_step", source_uid=scope.source_uid)
            return m.ask(prompt, 1)
        if self.kind == "attack" and isinstance(m.answer, int):
            scope.damage = m.answer
            scope.does_damage = m.answer > 0
        m.game.emit("manual_done", scope.player, card=scope.source_uid, amount=m.answer if
                    isinstance(m.answer, int) else 0, src=self.kind, detail=scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return ""


kernel.provide("manual_step", ManualStep)
