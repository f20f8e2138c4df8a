"""Rules eras as strategy objects (python-chess ``variant.py`` style).

The engine asks the ruleset; it never tests an era name. ``ClassicRules`` is the
Base Set era (seed 004 plus the Base Set rulebook); ``XYRules`` the XY era (seed 002);
``SMRules`` the Sun & Moon era (seed 000, the advanced rulebook); ``ModernRules`` the
Scarlet & Violet era (seed 001). ``docs/engine.md`` tables the differences, by seed section.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.state import Slot


class Rules:
    name = "base"
    prizes = 6
    hand_size = 7
    bench_size = 5
    deck_size = 60
    max_copies = 4
    confusion_self_damage = 30
    confusion_coin_to_retreat = False  # classic: a Confused Pokémon flips to retreat
    first_turn_attack = True  # may the first player attack on the very first turn?
    first_turn_supporter = True
    evolve_on_first_turn = False  # neither player may evolve on their own first turn
    mulligan_extra_cards = 1  # the opponent may draw this many per mulligan
    extra_basics_to_bench = False  # seed 001: Basic Pokémon among those extra cards may go onto the Bench
    winner_of_flip_chooses = True
    burn_damage = 20
    burn_flip_first = False  # seed 002: flip at Checkup, 2 counters only on tails (and it stays Burned)
    table = False  # Table mode (``+table``): cards Holofoil can't run are played by hand (``table.py``)
    tools_are_items = False  # a Pokémon Tool is also an Item card (the XY and Sun & Moon eras)

    def __repr__(self) -> str:
        return f"<{type(self).__name__}>"

    @staticmethod
    def may_retreat_again(retreats_this_turn: int) -> bool:
        """Seeds 002, 000 and 001: "Retreat your Active Pokémon (only once per turn)"."""
        return retreats_this_turn < 1

    @staticmethod
    def tool_room(slot: Slot) -> bool:
        """Seed 001, Pokémon Tools: "You can attach only 1 Pokémon Tool to each Pokémon"."""
        return not slot.tools

    @staticmethod
    def prize_value(subtypes: frozenset[str]) -> int:
        """Prize cards taken for Knocking Out a Pokémon of these card classes."""
        return 1

    def trainer_classes(self, subtype: str) -> tuple[str, ...]:
        """The Trainer classes a card of ``subtype`` belongs to, for effects that name a class
        ("can't play any Item cards"): a Pokémon Tool is also an Item where ``tools_are_items``."""
        if subtype == "Pokémon Tool" and self.tools_are_items:
            return (subtype, "Item")
        return (subtype,)

    def is_item(self, card: CardDef) -> bool:
        """Whether ``card`` is an Item card (where ``tools_are_items``, a Pokémon Tool is one)."""
        return card.kind == "trainer" and "Item" in self.trainer_classes(card.subtype)


class ClassicRules(Rules):
    """Base Set era: Pokémon Powers, 20 Confusion self-damage (no Weakness or
    Resistance), a coin flip to retreat while Confused, and the first player may
    attack on the first turn."""

    name = "classic"
    confusion_self_damage = 20
    confusion_coin_to_retreat = True
    first_turn_attack = True
    first_turn_supporter = True

    @staticmethod
    def may_retreat_again(retreats_this_turn: int) -> bool:
        """Seed 004 "On Your Turn": retreating is among the things you may do "in any order, as
        many times as you want" (only the Energy attachment is limited to once a turn)."""
        return True

    @staticmethod
    def tool_room(slot: Slot) -> bool:
        """The classic sets have no Pokémon Tools: PlusPower and Defender are Trainers attached
        for a turn, and several may be on one Pokémon."""
        return True


class XYRules(Rules):
    """XY era (seed 002; 2013-2017): one Supporter and one Stadium a turn, retreat once a turn,
    3 damage counters for Confusion, Burn flipped before its damage, Pokémon-EX give 2 Prizes.
    The player who goes first can't attack on their first turn: the rule that came with the XY
    series in November 2013 (seed 002, a starter's rulebook, does not speak of the first turn),
    and the winner of the opening coin flip chooses who goes first."""

    name = "xy"
    tools_are_items = True  # seed 002, Pokémon Tool: "A special kind of Trainer card (an Item)"
    confusion_self_damage = 30
    confusion_coin_to_retreat = False
    first_turn_attack = False
    first_turn_supporter = True
    burn_flip_first = True

    @staticmethod
    def prize_value(subtypes: frozenset[str]) -> int:
        """Seed 002, Pokémon-EX: "When one of your Pokémon-EX is Knocked Out, your opponent takes 2
        Prize cards" (a Mega Evolution Pokémon-EX is one)."""
        return 2 if "EX" in subtypes else 1


class SMRules(Rules):
    """Sun & Moon era (seed 000): no attack on the first player's first turn (E-27: "If you go
    first, you can use this attack on your first turn" is an exception to it), no Supporter on
    it either (the rule of November 2019, in force to the end of the era), 3 damage counters for
    Confusion (A-01 2b), Burn puts its 2 counters then flips (E-28), GX and EX give 2 Prizes and
    TAG TEAM 3; a Prism Star card goes to the Lost Zone (its class rule)."""

    name = "sm"
    tools_are_items = True  # seed 000: "Some of the Items have additional rules such as the Pokémon Tool Rule"
    confusion_self_damage = 30
    confusion_coin_to_retreat = False
    first_turn_attack = False
    first_turn_supporter = False

    @staticmethod
    def prize_value(subtypes: frozenset[str]) -> int:
        """TAG TEAM 3 Prize cards; Pokémon-GX and Pokémon-EX 2; everything else 1."""
        if "TAG TEAM" in subtypes:
            return 3
        return 2 if subtypes & {"GX", "EX"} else 1


class ModernRules(SMRules):
    """Scarlet & Violet era (seed 001): the Sun & Moon rules for the first turn, Confusion and
    Burn, with today's rule boxes (Pokémon ex, V, VSTAR, VMAX, Mega Evolution ex)."""

    name = "modern"
    tools_are_items = False  # seed 001: Pokémon Tools are a Trainer subtype of their own
    extra_basics_to_bench = True  # seed 001, "Full details of taking a mulligan", 3)

    @staticmethod
    def prize_value(subtypes: frozenset[str]) -> int:
        """Rule-box Pokémon give more Prizes (seed 001 appendices): VMAX, V-UNION and TAG TEAM 3,
        other Pokémon V, ex, EX, GX and the EX series' Pokémon-ex 2; everything else 1."""
        if subtypes & {"VMAX", "V-UNION", "TAG TEAM"} or {"MEGA", "ex"} <= subtypes:
            return 3  # 2025-26 Mega Evolution Pokémon ex: 3 Prize cards by their rule box
        if subtypes & {"V", "VSTAR", "ex", "EX", "EX-era ex", "GX", "LEGEND"}:  # LEGEND: "your opponent takes 2"
            return 2
        return 1


RULESETS: dict[str, type[Rules]] = {"classic": ClassicRules, "xy": XYRules, "sm": SMRules, "modern": ModernRules}
ERA_ORDER = ("classic", "xy", "sm", "modern")  # oldest first: a deck of several eras plays by its newest
TABLE_SUFFIX = "+table"  # "modern+table": today's rules in Table mode


def known_rules(name: object) -> bool:
    """Whether ``name`` names a ruleset (an era, maybe in Table mode)."""
    return type(name) is str and name.removesuffix(TABLE_SUFFIX) in RULESETS


def get_rules(name: str, table: bool = False) -> Rules:
    """The ruleset called ``name`` ("classic", "modern", or either with ``+table``); ``table``
    turns Table mode on as well."""
    era = name.removesuffix(TABLE_SUFFIX)
    try:
        rules = RULESETS[era]()
    except KeyError:
        raise ValueError(f"unknown ruleset {name!r}; choose one of {', '.join(RULESETS)}") from None
    if table or name != era:
        rules.table = True
        rules.name = era + TABLE_SUFFIX
    return rules
