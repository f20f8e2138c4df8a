"""Abilities that guard their owner's other Pokémon from the opponent's attacks while in play:
damage to the Benched Pokémon prevented (all of them, or those without a Rule Box), and less damage
to every one of them from attacks of a Pokémon class, answered at ``DAMAGE_TO_DEFENDER`` as team
rules (``layer.team_mods``), which the damage pipeline asks only for the opponent's attacks; and
damage counters that the effects of an opponent's attack would put on the Bench prevented (the rule
point ``COUNTERS_PREVENTED``, which ``combat.put_damage`` asks and attack damage never reaches)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from desktop.engine import layer, rule_points
from desktop.engine.card_classes import class_words
from desktop.engine.fx.attach_nodes import class_members
from desktop.engine.fx.card_nodes import RULE_BOX_CLASSES, RULE_BOX_NOTE
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import node

if TYPE_CHECKING:
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


def _benched(game: Game, slot: Slot) -> bool:
    return all(p.active is not slot for p in game.players)


@node("team_bench_no_damage")
@dataclass(frozen=True, slots=True)
class TeamBenchNoDamage(Mod):
    """Prevent all damage done to your Benched Pokémon by attacks from your opponent's Pokémon
    (``no_rule_box``: only to those that don't have a Rule Box)."""

    no_rule_box: bool = False
    point = layer.DAMAGE_TO_DEFENDER
    label = "team_bench_no_damage"
    team: ClassVar[bool] = True

    def defend_in(self, game: Game, slot: Slot, amount: int) -> tuple[int, bool]:
        if not _benched(game, slot) or (self.no_rule_box and game.card_of(slot).subtypes & RULE_BOX_CLASSES):
            return amount, False
        return 0, True

    def words(self, w: Words) -> str:
        which = "your Benched Pokémon that don't have a Rule Box" if self.no_rule_box else "your Benched Pokémon"
        note = f" {RULE_BOX_NOTE}" if self.no_rule_box else ""
        return f"Prevent all damage done to {which} by attacks from your opponent's Pokémon.{note}"


@node("team_less_from_class")
@dataclass(frozen=True, slots=True)
class TeamLessFromClass(Mod):
    """All of your Pokémon take ``amount`` less damage from attacks from your opponent's Pokémon of the
    class ``kind`` (after Weakness and Resistance)."""

    amount: int
    kind: str
    point = layer.DAMAGE_TO_DEFENDER
    label = "team_less_from_class"
    team: ClassVar[bool] = True

    def defend_in(self, game: Game, slot: Slot, amount: int) -> tuple[int, bool]:
        attacker = game.players[game.current].active
        if attacker is None or not game.card_of(attacker).subtypes & class_members((self.kind,)):
            return amount, False
        return max(0, amount - self.amount), False

    def words(self, w: Words) -> str:
        return (f"All of your Pokémon take {self.amount} less damage from attacks from your opponent's "
                f"{class_words(self.kind)} (after applying Weakness and Resistance).")


@node("team_bench_no_counters")
@dataclass(frozen=True, slots=True)
class TeamBenchNoCounters(Mod):
    """Prevent all damage counters from being placed on your Benched Pokémon by effects of attacks used
    by your opponent's ``of_stage`` Pokémon (Jirachi's Stellar Veil). Damage from attacks is still taken."""

    of_stage: str = "Basic"
    point = layer.BENCH_COUNTER_GUARD
    label = "team_bench_no_counters"

    def guards_from(self, game: Game, attacker: Slot) -> bool:
        return game.card_of(attacker).stage == self.of_stage

    def words(self, w: Words) -> str:
        return ("Prevent all damage counters from being placed on your Benched Pokémon by effects of attacks used by "
                f"your opponent's {self.of_stage} Pokémon.")


@rule_points.answers(rule_points.COUNTERS_PREVENTED, layer.BENCH_COUNTER_GUARD)
def bench_counters_prevented(game: Game, owner: int, slot: Slot) -> bool:
    """Whether a Benched Pokémon of ``owner`` is kept from damage counters now: an effect of the
    opponent's attack is running, and a working Ability of ``owner``'s guards against its attacker."""
    machine = game.machine
    attacker = game.players[game.current].active
    if machine is None or machine.scope.attack is None or owner == game.current or attacker is None \
            or slot is game.players[owner].active:
        return False
    return any(isinstance(mod, TeamBenchNoCounters) and mod.guards_from(game, attacker)
               for _holder, mod in layer.bench_statics(game, owner, layer.BENCH_COUNTER_GUARD))
