"""Abilities that guard their owner's other Pokémon from the opponent's attacks while in play:
damage to the Benched Pokémon prevented (all of them, or those without a Rule Box), and less damage
to every one of them from attacks of a Pokémon class. Answered at ``DAMAGE_TO_DEFENDER`` as team
rules (``layer.team_mods``), which the damage pipeline asks only for the opponent's attacks."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from desktop.engine import layer
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
