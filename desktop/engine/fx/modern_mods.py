"""Modifiers that today's cards put in the rules layer: a Tool that lowers its Pokémon's Retreat
Cost, a Stadium that changes HP, an Item whose effect
adds damage to a player's attacks for the turn, and the mark of a once-a-turn Ability used."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import layer
from desktop.engine.card_classes import class_words
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import node
from desktop.engine.rule_points import KNOCKED_OUT_NAME_MARK, answers

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("retreat_less")
@dataclass(frozen=True, slots=True)
class RetreatLess(Mod):
    """The Retreat Cost of the Pokémon this card is attached to is ``amount`` Colorless less."""

    amount: int
    name_has: str = ""  # a Gym Stadium's: every Pokémon in play with this in its name (Cerulean City Gym)
    free_at_hp: int = 0  # no Retreat Cost at all while its remaining HP is this or less (Rescue Board)
    point = layer.OWN_RETREAT_COST
    label = "retreat_less"

    def adjust(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        if self.free_at_hp and game.hp_of(target) - target.damage <= self.free_at_hp:
            return 0
        return cost - self.amount if self.name_has in game.card_of(target).name else cost

    def words(self, w: Words) -> str:
        if self.name_has:
            symbols = " ".join(["Colorless"] * self.amount)
            return f"Each player pays {symbols} less to retreat their Pokémon if it has {self.name_has} in its name."
        less = "Colorless" if self.amount == 1 else f"{self.amount} Colorless"  # one symbol is printed alone
        text = f"The Retreat Cost of the Pokémon this card is attached to is {less} less."
        if self.free_at_hp:
            text += f" If that Pokémon's remaining HP is {self.free_at_hp} or less, it has no Retreat Cost."
        return text


@node("hp_change")
@dataclass(frozen=True, slots=True)
class HpChange(Mod):
    """Each Pokémon in play of ``of_stage`` (every one if empty) gets ``amount`` HP (a negative amount
    takes HP away)."""

    amount: int
    of_stage: str = ""  # ("stage" is every node's place in the attack steps)
    point = layer.HP
    label = "hp_change"

    def hp(self, game: Game, card: CardDef, hp: int) -> int:
        return hp + self.amount if not self.of_stage or card.stage == self.of_stage else hp

    def words(self, w: Words) -> str:
        sign = f"+{self.amount}" if self.amount > 0 else str(self.amount)
        return f"Each {self.of_stage + ' ' if self.of_stage else ''}Pokémon in play (both yours and your opponent's) " \
               f"gets {sign} HP."


@node("attack_bonus")
@dataclass(frozen=True, slots=True)
class AttackBonus(Mod):
    """Attacks used by the player's Pokémon (of ``type``) do ``amount`` more damage to the
    opponent's Active Pokémon, before Weakness and Resistance."""

    amount: int
    type: str = ""
    with_mega: str = ""  # an Ability: only while you have a Mega Evolution Pokémon ex of this type in play
    against: str = ""  # only against an opponent's Active Pokémon of this class ("ex")
    point = layer.ATTACK_BONUS
    label = "attack_bonus"

    def extra_for(self, game: Game, attacker: Slot) -> int:
        if self.type and self.type not in game.types_of(attacker):
            return 0
        if self.against:  # "ex", or classes joined by "/" ("ex/V": Pokémon ex and Pokémon V)
            defender = game.players[1 - game.current].active
            if defender is None or not set(self.against.split("/")) & game.card_of(defender).subtypes:
                return 0
        if self.with_mega:
            owner = game.current
            if not any({"MEGA", "ex"} <= game.card_of(s).subtypes and self.with_mega in game.types_of(s)
                       for s in game.players[owner].slots()):
                return 0
        return self.amount

    def words(self, w: Words) -> str:
        if w.card is not None and w.card.kind == "trainer" and not self.with_mega:  # a Tool (Muscle Band)
            return w.phrase("tool_more_damage", amount=self.amount)
        return (f"If you have any {self.with_mega} Mega Evolution Pokémon ex in play, attacks used by {w.name} do "
                f"{self.amount} more damage to your opponent's Active Pokémon (before applying Weakness and "
                "Resistance).")

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        kind = f"{self.type} " if self.type else ""
        target = ("your opponent's " + " and ".join(f"Active {class_words(c)}" for c in self.against.split("/"))
                  if self.against else "your opponent's Active Pokémon")
        return w.phrase("yours_do_more_lasting", When=when[:1].upper() + when[1:], kind=kind, amount=self.amount,
                        target=target)


@answers(KNOCKED_OUT_NAME_MARK, layer.KNOCKED_OUT_WATCH)
@dataclass(frozen=True, slots=True)
class UsedThisTurn(Mod):
    """A player used an Ability of this name this turn ("You can't use more than 1 ... each turn")."""

    name: str
    point = layer.USED_BY_NAME
    label = "used_by_name"

    def used_name(self) -> str:
        return self.name

    def words(self, w: Words) -> str:
        return f"You can't use more than 1 {self.name} Ability each turn."


@node("one_fewer_prize")
@dataclass(frozen=True, slots=True)
class OneFewerPrize(Mod):
    """If 1 of your ``type`` Pokémon is Knocked Out by damage from an attack from your opponent's
    Pokémon of class ``from_subtype``, that player takes 1 fewer Prize card (doesn't stack)."""

    type: str
    from_subtype: str = "ex"
    point = layer.PRIZE_COUNT
    label = "one_fewer_prize"

    def applies(self, game: Game, knocked: Slot) -> bool:
        attacker = game.players[game.current].active
        return (game.attacked and self.type in game.types_of(knocked) and attacker is not None
                and self.from_subtype in game.card_of(attacker).subtypes)

    def words(self, w: Words) -> str:
        return (f"If 1 of your {self.type} Pokémon is Knocked Out by damage from an attack from your opponent's "
                f"{class_words(self.from_subtype)}, that player takes 1 fewer Prize card. The effect of {w.power} "
                "doesn't stack.")


@node("bench_damage")
@dataclass(frozen=True, slots=True)
class BenchDamage(Mod):
    """Whenever any player puts a Basic Pokémon (not of ``unless_type``) onto their Bench during
    their turn, place ``counters`` damage counters on it (a Stadium: Risky Ruins)."""

    counters: int
    unless_type: str = ""
    point = layer.ON_BENCHED
    label = "bench_damage"

    def benched(self, game: Game, card: CardDef) -> int:
        if card.kind != "pokemon" or card.stage != "Basic" or (self.unless_type and self.unless_type in card.types):
            return 0
        return 10 * self.counters

    def words(self, w: Words) -> str:
        kind = f"non-{self.unless_type} " if self.unless_type else ""
        return (f"Whenever any player puts a Basic {kind}Pokémon onto their Bench during their turn, place "
                f"{self.counters} damage counters on that Pokémon.")


@node("free_retreat_without_energy")
@dataclass(frozen=True, slots=True)
class FreeRetreatWithoutEnergy(Mod):
    """An Ability: while this Pokémon has no Energy attached, it has no Retreat Cost."""

    point = layer.OWN_RETREAT_COST
    label = "free_retreat"

    def adjust(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        return cost if target.energy else 0

    def words(self, w: Words) -> str:
        return f"If {w.name} has no Energy attached, it has no Retreat Cost."


@node("attacks_ignore_defender_effects")
@dataclass(frozen=True, slots=True)
class AttacksIgnoreDefenderEffects(Mod):
    """Damage from attacks used by this Pokémon isn't affected by any effects on the opponent's
    Active Pokémon (an Ability: Walking Wake ex's Azure Seas); with ``type``, damage from the attacks
    of all of its player's Pokémon of that type (Zebstrika's Zap Zone: a team Ability)."""

    type: str = ""
    point = layer.IGNORES_DEFENDER
    label = "attacks_ignore_defender_effects"

    @property
    def team(self) -> bool:
        return bool(self.type)

    def covers(self, game: Game, attacker: Slot) -> bool:
        """As a team Ability: whether it covers the attacks of ``attacker``."""
        return self.type in game.types_of(attacker)

    def words(self, w: Words) -> str:
        if self.type:
            return (f"Damage from the attacks of your {self.type} Pokémon isn't affected by any effects on "
                    f"{w.defending}.")
        return f"Damage from attacks used by {w.name} isn't affected by any effects on {w.defending}."

