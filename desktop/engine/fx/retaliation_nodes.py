"""Rules that answer an attack's damage to their Pokémon (``layer.ON_DAMAGED``, even if it is Knocked Out):
a Power that makes the attacking Pokémon discard an Energy on a coin (Energy Drain), and one that does
damage to each Active Pokémon on tails (Shock Blast)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.fx.control import Flip
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words


@dataclass(frozen=True, slots=True)
class _OwnerDiscardsAttackerEnergy(Node):
    """Run in the attack's effect after damage: if the Defending Pokémon's Power was ready, its owner
    flips a coin; heads, they choose 1 Energy card attached to the attacking Pokémon to discard."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, attacker = m.game, m.attacker
        if attacker is None:
            return m.done()
        if pc == 0:
            if not m.scope.defender_ready or not attacker.energy or not game.coin("Energy Drain", m.scope.opp):
                return m.done()
            if m.choose(1, None, m.scope.opp, CARD, list(attacker.energy), "Choose an Energy card to discard.",
                        "discard_their_energy", zone="attached"):
                return WAIT
        if m.answer in attacker.energy:
            combat.discard_attached(game, attacker, m.answer, 0)
        return m.done()

    def words(self, w: Words) -> str:
        return ""


@node("drain_attacker_energy")
@dataclass(frozen=True, slots=True)
class DrainAttackerEnergy(Mod):
    """A Power: if an opponent's attack damages this Pokémon (even if it is Knocked Out), flip a coin;
    heads, its owner discards 1 Energy card attached to the attacking Pokémon (Energy Drain)."""

    point = layer.ON_DAMAGED
    label = "energy_drain"

    def after_damaged(self) -> Node | None:
        return _OwnerDiscardsAttackerEnergy()

    def words(self, w: Words) -> str:
        return (f"If an opponent's attack does damage to {w.name} (even if {w.name} is Knocked Out), flip a coin. If "
                "heads and if it has any, choose 1 Energy card attached to the attacking Pokémon and discard it. This "
                f"power can't be used if {w.name} is already Asleep, Confused, or Paralyzed when your opponent "
                "attacks.")


@dataclass(frozen=True, slots=True)
class _BothActives(Atomic):
    """``amount`` damage to each Active Pokémon (a Power's damage: no Weakness or Resistance)."""

    amount: int

    def act(self, m: Machine) -> None:
        game = m.game
        for pl in (m.scope.player, m.scope.opp):
            slot = game.players[pl].active
            if slot is not None:
                combat.put_damage(game, pl, 0, slot, self.amount, "Shock Blast")

    def words(self, w: Words) -> str:
        return ""


@node("shock_blast")
@dataclass(frozen=True, slots=True)
class ShockBlast(Mod):
    """A Power: if this Active Pokémon is damaged by an attack (even if it is Knocked Out), flip a
    coin; tails, ``amount`` damage to each Active Pokémon."""

    amount: int
    point = layer.ON_DAMAGED
    label = "shock_blast"

    def after_damaged(self) -> Node | None:
        return Flip(tails=_BothActives(self.amount))

    def words(self, w: Words) -> str:
        return (f"If {w.name} is your Active Pokémon and gets damaged (even if it's Knocked Out), flip a coin. If "
                f"tails, this power does {self.amount} damage to each Active Pokémon. This power works even if "
                f"{w.name} is already Asleep, Confused, or Paralyzed when it takes damage.")
