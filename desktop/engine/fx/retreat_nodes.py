"""Rules about retreating: a Power that flips a coin whenever the opponent's Active Pokémon tries to
retreat, damage to it on heads (Chase; ``RetreatProcedure`` asks ``chase``).

Also a Retreat Cost raised for Baby and Basic Pokémon (Broken Ground Gym) or for the Defending Pokémon
(Tentacle Wrap), and a Tool discarded in place of the Energy to retreat (Balloon Berry).

And the Defending Pokémon held while this one stays Active: it can't retreat or be switched out (Jaw
Clamp).

And the Defending Pokémon unable to retreat, and flipping to attack, while this one stays Active
(Clamping Jaw).

And a Retreat Cost lowered by Energy of some types attached (Altar of the Moone), and none while a
Stadium is in play (Surge Surfer).

And no Retreat Cost for Pokémon with Energy of a type attached (Fairy Garden).

And retreating even while Asleep or Paralyzed (Escape Board)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import combat, damage_rules, layer
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Atomic, node
from desktop.engine.state import Effect

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("chase")
@dataclass(frozen=True, slots=True)
class Chase(Mod):
    """A Power: as long as this Pokémon is its owner's Active Pokémon, whenever the opponent's Active Pokémon
    tries to retreat, flip a coin; heads, ``amount`` damage to it, with Weakness and Resistance
    (``RetreatProcedure`` asks ``chase``)."""

    amount: int = 10
    point = "chase"
    label = "chase"

    def words(self, w: Words) -> str:
        return (f"As long as {w.name} is your Active Pokémon, whenever your opponent's Active Pokémon tries to "
                "retreat, flip a coin. If heads, put 1 damage counter on that Pokémon. Apply Weakness and Resistance.")


def chase(game: Game, player: int, slot: Slot) -> None:
    """``player``'s Active Pokémon ``slot`` tries to retreat: each working Chase of the other player's
    Active Pokémon flips a coin."""
    other = game.players[1 - player].active
    if other is None:
        return
    for kind, mod in game.card_of(other).statics:
        if isinstance(mod, Chase) and layer.power_working(game, other, kind) and game.coin("[Chase]", 1 - player):
            amount, types, card = mod.amount, game.types_of(other), game.card_of(slot)
            kind_of = types[0] if types else "Colorless"
            for w_type, value in damage_rules.weakness(game, slot, card):
                if w_type == kind_of:
                    amount = amount * int(value[1:]) if value.startswith("x") else amount + int(value)
            for r_type, r_value in damage_rules.resistance(game, slot, card):
                if r_type == kind_of:
                    amount += r_value
            if amount > 0:
                combat.put_damage(game, player, 0, slot, amount, "[Chase]")
                game.queue.append(("knockouts",))


@node("basic_retreat_more")
@dataclass(frozen=True, slots=True)
class BasicRetreatMore(Mod):
    """Each player pays ``amount`` Colorless more to retreat a Baby or Basic Pokémon."""

    amount: int = 1
    point = layer.OWN_RETREAT_COST
    label = "retreat_cost"

    def adjust(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        return cost + self.amount if game.card_of(target).stage == "Basic" else cost

    def words(self, w: Words) -> str:
        more = "Colorless" if self.amount == 1 else " ".join(["Colorless"] * self.amount)
        return f"Each player pays {more} more to retreat a Baby Pokémon or Basic Pokémon."


@node("retreat_more")
@dataclass(frozen=True, slots=True)
class RetreatMore(Mod):
    """A lasting effect on the Defending Pokémon: its owner pays ``amount`` Colorless more to retreat
    it (Tentacle Wrap)."""

    amount: int = 1
    point = layer.OWN_RETREAT_COST
    label = "retreat_cost"

    def adjust(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        return cost + self.amount

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        more = " ".join(["Colorless"] * self.amount)
        return f"{when[:1].upper()}{when[1:]}, your opponent pays {more} more to retreat {who}."


@node("retreat_by_discarding_this")
@dataclass(frozen=True, slots=True)
class RetreatByDiscardingThis(Mod):
    """A Tool: its Pokémon retreats for no Energy; the Tool is discarded instead (Balloon Berry; the
    retreat discards it: ``procedures.RetreatProcedure``)."""

    point = layer.OWN_RETREAT_COST
    label = "balloon_berry"

    def adjust(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        return 0

    def words(self, w: Words) -> str:
        name = w.card.name if w.card else "this card"
        return (f"When the Pokémon {name} is attached to retreats, discard {name} instead of discarding Energy "
                "cards.")


@dataclass(frozen=True, slots=True)
class JawClamped(Mod):
    """On the Defending Pokémon: while the Pokémon ``attacker`` is the opponent's Active Pokémon,
    it can't retreat and effects can't change it as the Active Pokémon."""

    attacker: int
    point = layer.NO_RETREAT
    label = "jaw_clamp"

    def holds(self, game: Game, slot: Slot) -> bool:
        other = game.players[1 - game.owner(slot.top)].active
        return other is not None and other.top == self.attacker


@node("jaw_clamp")
@dataclass(frozen=True, slots=True)
class JawClamp(Atomic):
    """Until the end of the opponent's next turn, while this Pokémon stays Active, the Defending
    Pokémon can't retreat and can't be switched out by effects (Jaw Clamp)."""

    your_next: bool = False  # until the end of your next turn instead (Sticky Nectar)

    def act(self, m: Machine) -> None:
        defender, attacker = m.defender, m.attacker
        if defender is None or attacker is None or m.scope.protected:
            return
        until = m.game.turn + (2 if self.your_next else 1)
        defender.add_effect(Effect(layer.NO_RETREAT, until, JawClamped(attacker.top), False))
        m.game.emit("effect", m.scope.opp, pos=0, detail="jaw_clamp")

    def words(self, w: Words) -> str:
        whose = "your" if self.your_next else "your opponent's"
        return (f"Until the end of {whose} next turn, as long as {w.name} is your Active Pokémon, "
                f"{w.defending} can't retreat, and if the effect of an attack, Pokémon Power, or Trainer card would "
                "change that player's Active Pokémon, that part of the effect does nothing.")


@dataclass(frozen=True, slots=True)
class Clamped(Mod):
    """On the Defending Pokémon (at ``NO_RETREAT`` or ``ATTACK_COIN``): holds only while the Pokémon
    ``attacker`` is the other player's Active Pokémon (benching either Pokémon ends it)."""

    attacker: int
    at: str

    @property
    def point(self) -> str:  # type: ignore[override]
        return self.at

    @property
    def label(self) -> str:  # type: ignore[override]
        return "clamping_jaw"

    def holds(self, game: Game, slot: Slot) -> bool:
        other = game.players[1 - game.owner(slot.top)].active
        return other is not None and other.top == self.attacker


@node("clamping_jaw")
@dataclass(frozen=True, slots=True)
class ClampingJaw(Atomic):
    """During the opponent's next turn the Defending Pokémon can't retreat, and if it tries to attack its
    owner flips a coin: tails, the attack does nothing. Benching either Pokémon ends this."""

    def act(self, m: Machine) -> None:
        from desktop.engine import layer

        defender, attacker = m.defender, m.attacker
        if defender is None or attacker is None or m.scope.protected:
            return
        until = m.game.turn + 1
        defender.add_effect(Effect(layer.NO_RETREAT, until, Clamped(attacker.top, layer.NO_RETREAT), False))
        defender.add_effect(Effect(layer.ATTACK_COIN, until, Clamped(attacker.top, layer.ATTACK_COIN), False))
        m.game.emit("effect", m.scope.opp, pos=0, detail="clamping_jaw")

    def words(self, w: Words) -> str:
        return (f"{w.defending[:1].upper()}{w.defending[1:]} can't retreat during your opponent's next turn. If "
                f"{w.defending} tries to attack during your opponent's next turn, your opponent flips a coin. If "
                "tails, that attack does nothing. (Benching either Pokémon ends this effect.)")


@node("retreat_less_with_energy")
@dataclass(frozen=True, slots=True)
class RetreatLessWithEnergy(Mod):
    """A Stadium: the Retreat Cost of each Pokémon (both players') with any Energy of ``types``
    attached is ``amount`` Colorless less (Altar of the Moone)."""

    types: tuple[str, ...]
    amount: int
    point = layer.OWN_RETREAT_COST
    label = "retreat_less_with_energy"

    def adjust(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        return cost - self.amount if set(self.types) & set(combat.energy_units(game, target)) else cost

    def words(self, w: Words) -> str:
        return (f"The Retreat Cost of each Pokémon (both yours and your opponent's) that has any "
                f"{' or '.join(self.types)} Energy attached to it is {self.amount} Colorless less.")


@node("free_retreat_with_stadium")
@dataclass(frozen=True, slots=True)
class FreeRetreatWithStadium(Mod):
    """An Ability: while any Stadium card is in play, this Pokémon has no Retreat Cost (Alolan Raichu's
    Surge Surfer)."""

    point = layer.OWN_RETREAT_COST
    label = "free_retreat"

    def adjust(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        return 0 if game.stadium >= 0 else cost

    def words(self, w: Words) -> str:
        return f"If there is any Stadium card in play, {w.name} has no Retreat Cost."


@node("no_retreat_cost_with_energy")
@dataclass(frozen=True, slots=True)
class NoRetreatCostWithEnergy(Mod):
    """A Stadium: each Pokémon with any ``type`` Energy attached (both players') has no Retreat Cost
    (Fairy Garden)."""

    type: str
    point = layer.OWN_RETREAT_COST
    label = "no_retreat_cost_with_energy"

    def adjust(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        return 0 if self.type in combat.energy_units(game, target) else cost

    def words(self, w: Words) -> str:
        return (f"Each Pokémon that has any {self.type} Energy attached to it (both yours and your opponent's) has "
                "no Retreat Cost.")


@node("retreat_despite_conditions")
@dataclass(frozen=True, slots=True)
class RetreatDespiteConditions(Mod):
    """The Pokémon this card is attached to can retreat even if it is Asleep or Paralyzed (Escape Board;
    ``layer.retreats_despite_conditions``). ``joined``: worded as the end of the Tool's sentence before."""

    joined: bool = False
    point = layer.RETREAT_DESPITE_CONDITIONS
    label = "retreat_despite_conditions"

    def words(self, w: Words) -> str:
        if self.joined:
            return ", and it can retreat even if it's Asleep or Paralyzed."
        return "The Pokémon this card is attached to can retreat even if it's Asleep or Paralyzed."
