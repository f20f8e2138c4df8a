"""Damage taken over by another Pokémon: Brock's Rhydon's Bench Guard.

Bench Guard ("whenever 1 of your Benched Pokémon is damaged, you may do 10 of that damage to Brock's
Rhydon instead") is asked where attack damage is placed (``combat.attack_damage``): each damaged Benched
Pokémon of a player with a working Bench Guard on another Benched Pokémon queues one
``bench_guard_ask_gymb`` node in ``Scope.interrupt``, which the machine runs as soon as the step that
did the damage ends, before anything else of the attack (so damage done "at the same time" to several
Benched Pokémon is asked once for each of them). A yes moves 10 of that damage onto Brock's Rhydon."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Node, node
from desktop.engine.prompts import OPTION, Prompt
from desktop.engine.rule_points import BENCH_DAMAGED, answers

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


BENCH_GUARD = "bench_guard_gymb"  # a layer point: only a game with Brock's Rhydon answers it


@node("bench_guard_gymb")
@dataclass(frozen=True, slots=True)
class BenchGuard(Mod):
    """A Power: while this Pokémon is Benched, whenever another of its owner's Benched Pokémon is
    damaged, its owner may do ``amount`` of that damage to this Pokémon instead (Bench Guard)."""

    amount: int = 10
    point = BENCH_GUARD
    label = "bench_guard"

    def words(self, w: Words) -> str:
        return (f"As long as {w.name} is Benched, whenever 1 of your Benched Pokémon is damaged, you may do "
                f"{self.amount} of that damage to {w.name} instead. (If more than 1 of your Benched Pokémon is "
                "damaged at the same time, you may use this power once for each of them.)")


def _guards(game: Game, owner: int, damaged_top: int) -> list[tuple[int, Slot, BenchGuard]]:
    """``owner``'s Benched Pokémon (not the damaged one) whose Bench Guard works now."""
    out: list[tuple[int, Slot, BenchGuard]] = []
    for pos, slot in enumerate(game.players[owner].bench, start=1):
        if slot.top != damaged_top:
            out.extend((pos, slot, mod) for mod in layer.mods_on(game, slot, BENCH_GUARD)
                       if isinstance(mod, BenchGuard))
    return out


@answers(BENCH_DAMAGED, "bench_guard_gymb")
def bench_damaged(m: Machine, owner: int, slot: Slot, amount: int) -> None:
    """Attack damage ``amount`` was just placed on ``owner``'s Benched Pokémon ``slot``: queue Bench
    Guard's question if a Bench Guard of theirs works now (``combat.attack_damage``)."""
    if amount > 0 and _guards(m.game, owner, slot.top):
        m.scope.interrupt += (BenchGuardAsk(owner, slot.top, amount),)


@node("bench_guard_ask_gymb")
@dataclass(frozen=True, slots=True)
class BenchGuardAsk(Node):
    """Bench Guard's question for one damaged Benched Pokémon (by its top card ``damaged``): each
    working Bench Guard of ``owner`` in Bench order may take 10 of the ``amount`` done to it."""

    owner: int
    damaged: int
    amount: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        done, left = local if local is not None else (0, self.amount)  # guards asked so far, damage left
        if pc == 1:
            guard = self._guard(game, done)
            target = self._target(game)
            if m.answer == "yes" and guard is not None and target is not None:
                pos, rhydon, mod = guard
                tpos, tslot = target
                tslot.damage -= mod.amount
                game.emit("power", self.owner, card=rhydon.top, pos=pos, detail="Bench Guard")
                game.emit("heal", self.owner, card=tslot.top, pos=tpos, amount=mod.amount, detail="Bench Guard")
                combat.put_damage(game, self.owner, pos, rhydon, mod.amount, "Bench Guard")
                left -= mod.amount
            done += 1
        guard = self._guard(game, done)
        target = self._target(game)
        if guard is None or target is None or left < guard[2].amount or target[1].damage < guard[2].amount:
            return m.done()
        pos, rhydon, mod = guard
        return m.ask(Prompt(self.owner, OPTION, ("yes", "no"),
                            f"Bench Guard: do {mod.amount} of the damage to {game.cards[target[1].top].name} to "
                            f"{game.cards[rhydon.top].name} instead?",
                            source="Bench Guard", purpose="may", source_uid=rhydon.top), 1, (done, left))

    def _guard(self, game: Game, index: int) -> tuple[int, Slot, BenchGuard] | None:
        guards = _guards(game, self.owner, self.damaged)
        return guards[index] if index < len(guards) else None

    def _target(self, game: Game) -> tuple[int, Slot] | None:
        return next(((pos, s) for pos, s in enumerate(game.players[self.owner].bench, start=1)
                     if s.top == self.damaged), None)

    def words(self, w: Words) -> str:
        return ""
