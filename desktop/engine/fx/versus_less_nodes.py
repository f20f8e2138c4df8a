"""A lasting effect between the two Active Pokémon that lowers the Defending Pokémon's attack on this
one before Weakness and Resistance: "If the Defending Pokémon attacks Chikorita during your opponent's
next turn, any damage done to Chikorita is reduced by 10 (before applying Weakness and Resistance).
(Benching or evolving either Pokémon ends this effect.)" (Growl)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import layer
from desktop.engine.fx.lasting_nodes import VERSUS, facing
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Atomic, node
from desktop.engine.state import FOREVER, Effect

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@dataclass(frozen=True, slots=True)
class LessWhileFacing(Mod):
    """On the Defending Pokémon: its attacks do ``amount`` less damage (before Weakness and
    Resistance) while it and the Pokémon that made the effect are still the two Active Pokémon."""

    amount: int
    point = layer.ATTACK_BONUS
    label = "attacks_less"

    def extra_for(self, game: Game, attacker: Slot) -> int:
        return -self.amount if facing(game) else 0


@node("versus_less")
@dataclass(frozen=True, slots=True)
class VersusLess(Atomic):
    """During the opponent's next turn, the Defending Pokémon's attacks on this Pokémon do ``amount``
    less damage before Weakness and Resistance; benching or evolving either Pokémon ends it."""

    amount: int

    def act(self, m: Machine) -> None:
        game, attacker, defender = m.game, m.attacker, m.defender
        if attacker is None or defender is None or m.scope.protected:
            return
        until = game.turn + 1
        attacker.add_effect(Effect(VERSUS, until, defender.cards[0]))
        defender.add_effect(Effect(VERSUS, until, attacker.cards[0]))
        defender.add_effect(Effect(layer.ATTACK_BONUS, until, LessWhileFacing(self.amount)))
        game.emit("effect", m.scope.opp, pos=0, detail="attacks_less")

    def words(self, w: Words) -> str:
        return (f"If {w.defending} attacks {w.name} during your opponent's next turn, any damage done to {w.name} is "
                f"reduced by {self.amount} (before applying Weakness and Resistance). (Benching or evolving either "
                "Pokémon ends this effect.)")


HELD = "held_by"  # the mark on the Pokémon that made a Mean Look: the Basic card uid of the one it holds


@dataclass(frozen=True, slots=True)
class HeldWhileActive(Mod):
    """On the Defending Pokémon: it can't retreat while ``attacker`` (its top card then) is still the
    opponent's Active Pokémon, unbenched and unevolved since (its mark says so)."""

    attacker: int
    point = layer.NO_RETREAT
    label = "no_retreat"

    def holds(self, game: Game, slot: Slot) -> bool:
        other = game.players[1 - game.owner(slot.top)].active
        return other is not None and other.top == self.attacker and other.effect_value(HELD) == slot.cards[0]


@node("mean_look")
@dataclass(frozen=True, slots=True)
class MeanLook(Atomic):
    """The Defending Pokémon can't retreat as long as this Pokémon remains your Active Pokémon;
    benching or evolving either Pokémon ends it."""

    def act(self, m: Machine) -> None:
        attacker, defender = m.attacker, m.defender
        if attacker is None or defender is None or m.scope.protected:
            return
        attacker.add_effect(Effect(HELD, FOREVER, defender.cards[0]))
        defender.add_effect(Effect(layer.NO_RETREAT, FOREVER, HeldWhileActive(attacker.top)))
        m.game.emit("effect", m.scope.opp, pos=0, detail="no_retreat")

    def words(self, w: Words) -> str:
        return (f"{w.defending[:1].upper()}{w.defending[1:]} can't retreat as long as {w.name} remains your Active "
                "Pokémon. (Benching or evolving either Pokémon ends this effect.)")


@dataclass(frozen=True, slots=True)
class Clamped(Mod):
    """On the Defending Pokémon: it can't retreat, and effects can't change it as the Active Pokémon."""

    point = layer.NO_RETREAT
    label = "jaw_clamp"  # layer.switch_blocked reads it


@node("clamp")
@dataclass(frozen=True, slots=True)
class Clamp(Atomic):
    """The Defending Pokémon can't retreat until the end of the opponent's next turn, and effects that
    would change that player's Active Pokémon don't (Poison Bind)."""

    def act(self, m: Machine) -> None:
        defender = m.defender
        if defender is None or m.scope.protected:
            return
        defender.add_effect(Effect(layer.NO_RETREAT, m.game.turn + 1, Clamped()))
        m.game.emit("effect", m.scope.opp, pos=0, detail="jaw_clamp")

    def words(self, w: Words) -> str:
        return (f"{w.defending[:1].upper()}{w.defending[1:]} can't retreat until the end of your opponent's next turn "
                "and if the effect of an attack, Pokémon Power, or Trainer card would change that player's Active "
                "Pokémon, that part of the effect does nothing.")
