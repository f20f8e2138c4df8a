"""Neo Genesis's Special Energy rules, on the Pokémon the card is attached to: Darkness Energy (10
more damage to the Defending Pokémon after Weakness and Resistance; a damage counter at the end of
every turn unless the Pokémon is Darkness or has Dark in its name) and Metal Energy (10 less damage
done to it; 10 less damage done by it unless it is Metal).

Also what a Special Energy does when played from the hand: heal (Potion Energy) or cure (Full Heal
Energy) the Pokémon it is attached to."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import combat, layer, rule_points, type_rules
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Atomic, node
from desktop.engine.rule_points import ATTACK_DAMAGE_LESS, CHECKUP_ENERGY, TURN_ENDED, answers

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot

ENERGY_END_OF_TURN = "energy_end_of_turn"  # a Special Energy's rule at the end of every turn (Checkup)
ENERGY_ATTACK_LESS = "energy_attack_less"  # a Special Energy's rule: its Pokémon's attack damage, before W/R


@node("energy_more_damage")
@dataclass(frozen=True, slots=True)
class EnergyMoreDamage(Mod):
    """If the Pokémon this card is attached to damages the Defending Pokémon (after Weakness and
    Resistance), the attack does ``amount`` more damage to it."""

    amount: int = 10
    point = layer.DAMAGE_BY_ATTACKER
    label = "energy_more_damage"

    def extra(self) -> int:
        return self.amount

    def words(self, w: Words) -> str:
        return (f"If the Pokémon {w.name} is attached to damages the Defending Pokémon (after applying Weakness and "
                f"Resistance), the attack does {self.amount} more damage to the Defending Pokémon.")


@node("energy_counter_unless_dark")
@dataclass(frozen=True, slots=True)
class EnergyCounterUnlessDark(Mod):
    """At the end of every turn, 1 damage counter on the Pokémon this card is attached to, unless it is
    a Darkness Pokémon or has Dark in its name."""

    point = ENERGY_END_OF_TURN
    label = "energy_counter"

    def words(self, w: Words) -> str:
        return (f"At the end of every turn, put 1 damage counter on the Pokémon {w.name} is attached to, unless it's "
                "Darkness or has Dark in its name.")


@node("energy_less_damage_taken")
@dataclass(frozen=True, slots=True)
class EnergyLessDamageTaken(Mod):
    """Damage done to the Pokémon this card is attached to is reduced by ``amount`` (after Weakness and
    Resistance)."""

    amount: int = 10
    point = layer.DAMAGE_TO_DEFENDER
    label = "reduce_damage"

    def defend(self, game: Game, amount: int) -> tuple[int, bool]:
        return amount - self.amount, False

    def words(self, w: Words) -> str:
        return (f"Damage done to the Pokémon {w.name} is attached to is reduced by {self.amount} (after applying "
                "Weakness and Resistance).")


@node("energy_less_damage_unless")
@dataclass(frozen=True, slots=True)
class EnergyLessDamageUnless(Mod):
    """If the Pokémon this card is attached to isn't ``type``, its attacks' damage to any Pokémon is
    reduced by ``amount`` before Weakness and Resistance; with no ``type``, whatever its type, and only
    the damage to the opponent's Pokémon (Double Turbo Energy)."""

    type: str = "Metal"
    amount: int = 10
    point = ENERGY_ATTACK_LESS
    label = "energy_attack_less"

    def less_for(self, game: Game, attacker: Slot, to_foe: bool) -> int:
        if not self.type:
            return self.amount if to_foe else 0
        return 0 if self.type in type_rules.pokemon_types(game, attacker) else self.amount

    def words(self, w: Words) -> str:
        if not self.type:
            return (f"The attacks of the Pokémon this card is attached to do {self.amount} less damage to your "
                    "opponent's Pokémon (before applying Weakness and Resistance).")
        return (f"If the Pokémon {w.name} is attached to isn't {self.type}, whenever it damages a Pokémon, reduce that "
                f"damage by {self.amount} (before applying Weakness and Resistance).")


@answers(ATTACK_DAMAGE_LESS, "energy_attack_less")
def energy_attack_less(game: Game, attacker: Slot, to_foe: bool) -> int:
    """How much less damage ``attacker``'s attack does to a Pokémon (``to_foe``: of the opponent's; its attached
    Energy's rules)."""
    return sum(mod.less_for(game, attacker, to_foe) for mod in layer.mods_on(game, attacker, ENERGY_ATTACK_LESS)
               if isinstance(mod, EnergyLessDamageUnless))


@answers(CHECKUP_ENERGY, "energy_end_of_turn")
def energy_end_of_turn(game: Game) -> None:
    """Between turns: each Pokémon with Darkness Energy attached and not Dark gets its damage counters."""
    if layer.MIRACULOUS in game.static_points and layer.miraculous_wind(game):
        return  # Light Dragonite's Miraculous Wind: the Energy's other effects stop
    for player in (game.current, 1 - game.current):
        for pos, slot in game.players[player].in_play():
            card = game.card_of(slot)
            if "Darkness" in type_rules.pokemon_types(game, slot) or "Dark" in card.name:
                continue
            for uid in list(slot.energy):
                for _kind, mod in game.cards[uid].statics:
                    if mod.point == ENERGY_END_OF_TURN:
                        combat.put_damage(game, player, pos, slot, 10, game.cards[uid].name)


@node("back_to_hand_from_play")
@dataclass(frozen=True, slots=True)
class BackToHandFromPlay(Mod):
    """If this card is put into your discard pile from play, return it to your hand (Recycle Energy;
    ``Game.discard_card`` knows where from)."""

    point = layer.WOULD_DISCARD
    label = "recycle"
    after_provides = True  # printed after "... provides Colorless Energy."

    def replaces(self, game: Game, uid: int, knocked_out: bool) -> bool:
        return True

    def zone(self) -> str:
        return "hand"

    def words(self, w: Words) -> str:
        return "If this card is put into your discard pile from play, return it to your hand."


MIRACLE = "miracle_energy"  # a Special Energy's rule: only onto Shining or Light Pokémon; discarded at turn end


@node("miracle_energy")
@dataclass(frozen=True, slots=True)
class MiracleEnergy(Mod):
    """A Special Energy's rules: it may be attached only to its owner's Pokémon whose names start with
    one of ``names`` (``legality``), and is discarded at the end of its owner's turn (``_step_end_turn``)."""

    names: tuple[str, ...] = ("Shining", "Light")
    point = MIRACLE
    label = "miracle_energy"

    def fits(self, name: str) -> bool:
        return any(name.startswith(prefix + " ") for prefix in self.names)

    def words(self, w: Words) -> str:
        name = w.card.name if w.card is not None else "this card"
        return (f"Attach {name} to 1 of your {' or '.join(self.names)} Pokémon. At the end of your turn, discard "
                f"{name}.")


@rule_points.answers(rule_points.ENERGY_FITS, "miracle_energy")
def miracle_fits(game: Game, uid: int, slot: Slot) -> bool:
    """Whether Energy card ``uid`` may be attached to the Pokémon ``slot`` (by its name)."""
    name = game.card_of(slot).name
    return all(mod.fits(name) for _k, mod in game.cards[uid].statics if isinstance(mod, MiracleEnergy))


@answers(TURN_ENDED, "miracle_energy")
def discard_miracles(game: Game, player: int) -> None:
    """End of ``player``'s turn: each Miracle Energy attached to their Pokémon is discarded."""
    for pos, slot in game.players[player].in_play():
        for uid in [u for u in slot.energy if any(isinstance(mod, MiracleEnergy) for _k, mod in game.cards[u].statics)]:
            slot.energy.remove(uid)
            game.discard_card(uid, "attached", pos)


@node("heal_attached_to")
@dataclass(frozen=True, slots=True)
class HealAttachedTo(Atomic):
    """In a Special Energy's "when played" trigger: remove ``counters`` damage counters from the
    Pokémon it was attached to (Potion Energy)."""

    counters: int = 1

    def act(self, m: Machine) -> None:
        pos = m.scope.source_pos
        slot = m.me.slot(pos)
        if slot is not None:
            combat.heal(m.game, m.scope.player, pos, slot, 10 * self.counters, m.scope.source)

    def words(self, w: Words) -> str:
        counters = "1 damage counter" if self.counters == 1 else f"{self.counters} damage counters"
        return f"remove {counters} from the Pokémon you attach it to, if it has any."


@node("cure_attached_to")
@dataclass(frozen=True, slots=True)
class CureAttachedTo(Atomic):
    """In a Special Energy's "when played" trigger: the Pokémon it was attached to is no longer
    affected by any Special Condition (Full Heal Energy)."""

    listed: bool = False  # words the conditions: "is no longer Asleep, Confused, Paralyzed, or Poisoned" (Team Rocket)

    def act(self, m: Machine) -> None:
        pos = m.scope.source_pos
        slot = m.me.slot(pos)
        if slot is not None:
            m.game.clear_conditions(m.scope.player, pos, slot)

    def words(self, w: Words) -> str:
        if self.listed:
            return "the Pokémon you attach it to is no longer Asleep, Confused, Paralyzed, or Poisoned."
        return "the Pokémon you attach it to is no longer affected by a Special Condition."
