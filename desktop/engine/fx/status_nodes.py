"""Nodes that change a Pokémon: Special Conditions, lasting effects, switching, Weakness and
Resistance, disabling or copying attacks, and discarding the Defending Pokémon's Energy."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.fx.machine import Machine
from desktop.engine.fx.mods import (
    TYPES,
    BaseDamage,
    Mod,
    NoAttack,
    NoRetreat,
    ReduceDamage,
    ResistanceType,
    WeaknessType,
)
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.words import capital
from desktop.engine.prompts import CARD, OPTION, POKEMON
from desktop.engine.state import FOREVER, Effect

if TYPE_CHECKING:
    from desktop.engine.fx.words import Words
    from desktop.engine.state import Slot

CONDITIONS = ("Asleep", "Confused", "Paralyzed", "Poisoned", "Burned")


def apply_condition(m: Machine, owner: int, pos: int, slot: Slot, condition: str, amount: int = 10) -> None:
    """Make a Pokémon Asleep/Confused/Paralyzed/Poisoned/Burned (unless it is immune)."""
    from desktop.engine.fx.damage_nodes import ROTATIONS

    game = m.game
    if layer.immune_to_conditions(game, slot):
        return
    m.scope.applied = m.scope.applied + (condition,)
    if condition in ROTATIONS:
        game.set_rotation(owner, pos, slot, ROTATIONS[condition])
    elif condition == "Poisoned":
        slot.poison = max(slot.poison, amount)
        game.emit("condition", owner, pos=pos, detail="Poisoned", amount=slot.poison)
    elif condition == "Burned":
        slot.burned = True
        game.emit("condition", owner, pos=pos, detail="Burned", amount=1)


@node("condition")
@dataclass(frozen=True, slots=True)
class Condition(Atomic):
    """The target is now ``condition`` (Poisoned: ``poison`` damage per Checkup)."""

    condition: str
    target: str = "defending"  # or "self"
    poison: int = 10

    def __post_init__(self) -> None:
        if self.condition not in CONDITIONS:
            raise ValueError(f"{self.condition!r} is not a Special Condition ({', '.join(CONDITIONS)})")
        if self.target not in ("defending", "self"):
            raise ValueError(f"target {self.target!r} must be \"defending\" or \"self\"")

    def act(self, m: Machine) -> None:
        if self.target == "defending":
            if m.defender is None or m.scope.protected:
                return
            apply_condition(m, 1 - m.scope.player, 0, m.defender, self.condition, self.poison)
        elif m.attacker is not None:
            apply_condition(m, m.scope.player, 0, m.attacker, self.condition, self.poison)

    def words(self, w: Words) -> str:
        who = w.defending if self.target == "defending" else w.name
        text = f"{capital(who)} is now {self.condition}."
        if self.condition == "Poisoned" and self.poison != 10:
            text += (f" It now takes {self.poison} Poison damage instead of 10 after each player's turn (even if it "
                     "was already Poisoned).")
        return text


UNTIL = ("opponent_next_turn", "your_next_turn", "this_turn", "in_play")


@node("lasting")
@dataclass(frozen=True, slots=True)
class Lasting(Atomic):
    """Put ``modifier`` on the target Pokémon until ``until`` (the end of the opponent's next
    turn, the end of this turn, or as long as it stays in play)."""

    modifier: Mod
    target: str = "self"  # or "defending"
    until: str = "opponent_next_turn"
    keep_on_bench: bool = False  # survives moving to the Bench (and evolving)
    between: bool = False  # only between these two Pokémon ("Benching either Pokémon ends this effect")

    def __post_init__(self) -> None:
        if self.until not in UNTIL:
            raise ValueError(f"until {self.until!r} must be one of {', '.join(UNTIL)}")
        if self.target not in ("defending", "self"):
            raise ValueError(f"target {self.target!r} must be \"defending\" or \"self\"")

    def act(self, m: Machine) -> None:
        game, scope = m.game, m.scope
        if self.target == "defending":
            owner, pos, slot = 1 - scope.player, 0, m.defender
            if slot is None or scope.protected:
                return
        else:
            owner, pos = scope.player, max(scope.source_pos, 0)
            slot = game.players[owner].slot(pos)
            if slot is None:
                return
        until = {"opponent_next_turn": game.turn + 1, "your_next_turn": game.turn + 2, "this_turn": game.turn,
                 "in_play": FOREVER}[self.until]
        modifier = self.modifier
        if self.between:
            other = m.attacker if self.target == "defending" else m.defender
            if other is None:
                return
            modifier = replace(modifier, bound=other.cards[0])  # type: ignore[type-var]
        slot.add_effect(Effect(modifier.point, until, modifier, self.keep_on_bench))
        game.emit("effect", owner, pos=pos, detail=modifier.label)

    def words(self, w: Words) -> str:
        mod = self.modifier
        ends = " (Benching either Pokémon ends this effect.)" if self.between else ""
        if isinstance(mod, NoAttack) and self.target == "defending" and not mod.name:
            return f"{capital(w.defending)} can't attack {w.name} during your opponent's next turn.{ends}"
        if isinstance(mod, ReduceDamage) and self.between:
            return (f"If {w.defending} attacks {w.name} during your opponent's next turn, any damage done by the "
                    f"attack is reduced by {mod.amount} (after applying Weakness and Resistance).{ends}")
        if isinstance(mod, ReduceDamage):
            return (f"All damage done by attacks to {w.name} during your opponent's next turn is reduced by "
                    f"{mod.amount} (after applying Weakness and Resistance).")
        if isinstance(mod, NoRetreat) and self.target == "defending":
            return f"{capital(w.defending)} can't retreat during your opponent's next turn."
        if isinstance(mod, BaseDamage):
            return (f"During your next turn, {w.name}'s {mod.attack} attack's base damage is {mod.amount} instead "
                    f"of {attack_damage(w, mod.attack)}.")
        return mod.words(w)


def attack_damage(w: Words, name: str) -> int:
    """The printed damage of the card's attack ``name`` (0 if the card has none by that name)."""
    if w.card is None:
        return 0
    return next((a.damage for a in w.card.attacks if a.name == name), 0)


@node("lasting_player")
@dataclass(frozen=True, slots=True)
class LastingPlayer(Atomic):
    """Put ``modifier`` on a player (``opponent``, or you) until the end of their next turn."""

    modifier: Mod
    opponent: bool = True

    def act(self, m: Machine) -> None:
        game = m.game
        player = m.scope.opp if self.opponent else m.scope.player
        game.lasting = game.lasting + ((player, game.turn + (1 if self.opponent else 2), self.modifier),)
        game.emit("effect", player, detail=self.modifier.label)

    def words(self, w: Words) -> str:
        return self.modifier.words(w)


@node("switch_defending")
@dataclass(frozen=True, slots=True)
class SwitchDefending(Node):
    """If the opponent has Benched Pokémon, ``chooser`` picks one to switch with the Defending Pokémon."""

    chooser: str = "you"  # or "opponent"
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        them, scope = m.them, m.scope
        if pc == 0:
            if not them.bench or them.active is None or scope.protected:
                return m.done()
            chooser = scope.player if self.chooser == "you" else scope.opp
            base = 10 if chooser == scope.player else 0
            if m.choose(1, None, chooser, POKEMON, [base + i + 1 for i in range(len(them.bench))],
                        "Choose a Benched Pokémon to switch with the Active Pokémon.", "switch_in"):
                return 1
        m.game.switch_active(scope.opp, m.answer % 10, scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        if self.chooser == "you":
            return ("If your opponent has any Benched Pokémon, choose 1 of them and switch it with their Active "
                    "Pokémon.")
        return (f"If your opponent has any Benched Pokémon, they choose 1 of them and switch it with {w.defending}. "
                "(Do the damage before switching the Pokémon.)")


@node("discard_defending_energy")
@dataclass(frozen=True, slots=True)
class DiscardDefendingEnergy(Node):
    """If the Defending Pokémon has Energy cards attached, choose 1 of them and discard it."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        defender = m.defender
        if pc == 0:
            if defender is None or not defender.energy or m.scope.protected:
                return m.done()
            if m.choose(1, None, m.scope.player, CARD, defender.energy,
                        "Choose an Energy card on the Defending Pokémon to discard.", "discard_their_energy",
                        zone="attached"):
                return 1
        if defender is not None:
            combat.discard_attached(m.game, defender, m.answer, 0)
        return m.done()

    def words(self, w: Words) -> str:
        return f"If {w.defending} has any Energy cards attached to it, choose 1 of them and discard it."


@node("disable_attack")
@dataclass(frozen=True, slots=True)
class DisableAttack(Node):
    """Choose 1 of the Defending Pokémon's attacks; it can't use it during the opponent's next turn."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        defender = m.defender
        if defender is None or m.scope.protected:
            return m.done()
        if pc == 0:
            attacks = [a.name for a in m.game.cards[defender.top].attacks]
            if not attacks:
                return m.done()
            if m.choose(1, None, m.scope.player, OPTION, attacks,
                        "Choose the attack the Defending Pokémon can't use.", "disable_attack"):
                return 1
        name = m.answer
        defender.add_effect(Effect(layer.NO_ATTACK, m.game.turn + 1, NoAttack(name)))
        m.game.emit("effect", m.scope.opp, pos=0, detail=f"can't use {name}")
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Choose 1 of {w.defending}'s attacks. That Pokémon can't use that attack during your opponent's "
                "next turn.")


@node("change_weakness")
@dataclass(frozen=True, slots=True)
class ChangeWeakness(Node):
    """If the Defending Pokémon has a Weakness, you may change it to a type of your choice."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        defender = m.defender
        if defender is None or m.scope.protected or not m.game.cards[defender.top].weaknesses:
            return m.done()
        if pc == 0 and m.choose(1, None, m.scope.player, OPTION, TYPES + ("keep",),
                    "Choose the Defending Pokémon's new Weakness (or keep it).", "new_weakness"):
            return 1
        if m.answer != "keep":
            defender.add_effect(Effect(layer.WEAKNESS, FOREVER, WeaknessType(m.answer)))
            m.game.emit("effect", m.scope.opp, pos=0, detail=f"Weakness is now {m.answer}")
        return m.done()

    def words(self, w: Words) -> str:
        return (f"If {w.defending} has a Weakness, you may change it to a type of your choice other than "
                "Colorless.")


@node("change_own_resistance")
@dataclass(frozen=True, slots=True)
class ChangeOwnResistance(Node):
    """Change the attacking Pokémon's Resistance to a type of your choice."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and m.choose(1, None, m.scope.player, OPTION, TYPES, "Choose your new Resistance.",
                                "new_resistance"):
            return 1
        attacker = m.attacker
        if attacker is not None:
            attacker.add_effect(Effect(layer.RESISTANCE, FOREVER, ResistanceType(m.answer)))
            m.game.emit("effect", m.scope.player, pos=0, detail=f"Resistance is now {m.answer}")
        return m.done()

    def words(self, w: Words) -> str:
        return f"Change {w.name}'s Resistance to a type of your choice other than Colorless."

