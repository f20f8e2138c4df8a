"""The pattern library: one small rule per text shape of seed 000 part II, from printed attack
text to effect nodes (JSON, as in ``cards/*.effects.json``).

A pattern matches one sentence (or a fixed group of sentences) of today's wording exactly;
``build`` turns the match into a node. Each pattern carries real examples, and its test
compiles them. The compiler (``compile.py``) accepts a result only if the text generated back
from the nodes equals the printed text, so a pattern can never make a card play differently
from what it says.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from desktop.engine.card_classes import class_named

Node = dict[str, Any]
Built = Node | list[Node]  # what a pattern builds: one node, or a sequence of them
CONDITIONS = "Asleep|Burned|Confused|Paralyzed|Poisoned"
TYPES = "Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Fairy|Dragon|Colorless"
BENCH_NOTE = r" \(Don't apply Weakness and Resistance for Benched Pokémon\.\)"


@dataclass(frozen=True)
class Pattern:
    """A text shape (``regex``, matched against a whole sentence group) and the node it means."""

    name: str
    regex: str
    build: Callable[[re.Match[str]], Built]
    examples: tuple[str, ...]

    def match(self, text: str) -> Built | None:
        found = re.fullmatch(self.regex, text)
        return self.build(found) if found else None


def _number(word: str) -> int:
    return 1 if word in ("a", "an") else int(word)


def _lasting(modifier: Node, until: str = "opponent_next_turn", target: str = "self") -> Node:
    return {"op": "lasting", "modifier": modifier, "until": until, "target": target}


# What "for each ..." counts, in today's words: (regex, count JSON without "per").
COUNTED = (
    (r"Energy attached to your opponent's Active Pokémon", {"count": "energy", "on": "defending"}),
    (rf"({TYPES}) Energy attached to this Pokémon", None),  # built in _counted (its type)
    (r"Energy attached to this Pokémon", {"count": "energy", "on": "self"}),
    (r"damage counter on this Pokémon", {"count": "damage_counters", "on": "self"}),
    (r"damage counter on your opponent's Active Pokémon", {"count": "damage_counters", "on": "defending"}),
    (r"Prize card your opponent has taken", {"count": "prizes_taken"}),
    (r"of your opponent's Benched Pokémon", {"count": "pokemon", "on": "opp_bench"}),
    (r"of your Benched Pokémon", {"count": "pokemon", "on": "own_bench"}),
    (r"of your Pokémon in play", {"count": "pokemon", "on": "own_all"}),
)
COUNT_TEXT = "(" + "|".join(r for r, _ in COUNTED) + ")"


def _counted(text: str, per: int) -> Node:
    """The count JSON for the words after "for each"."""
    for regex, count in COUNTED:
        found = re.fullmatch(regex, text)
        if found and count is None:
            return {"count": "energy", "on": "self", "type": found[1], "per": per}
        if found and count is not None:
            return {**count, "per": per}
    raise ValueError(text)  # pragma: no cover - COUNT_TEXT only matches these


PATTERNS: tuple[Pattern, ...] = (
    Pattern("self damage", r"This Pokémon (?:also )?does (\d+) damage to itself\.",
            lambda m: {"op": "self_damage", "amount": int(m[1])},
            ("This Pokémon also does 10 damage to itself.",)),
    Pattern("can't attack next turn", r"(?:During your next turn, this Pokémon can't attack|This Pokémon can't attack "
            r"during your next turn)\.",
            lambda m: _lasting({"op": "no_attack"}, "your_next_turn"),
            ("During your next turn, this Pokémon can't attack.",)),
    Pattern("can't use this attack next turn", r"During your next turn, this Pokémon can't use ([^.]+)\.",
            lambda m: _lasting({"op": "no_attack", "name": m[1]}, "your_next_turn"),
            ("During your next turn, this Pokémon can't use Mega Brave.",)),
    Pattern("coins times", r"Flip (\d+) coins\. This attack does \d+ damage for each heads\.",
            lambda m: {"op": "times", "amount": {"heads": int(m[1])}},
            ("Flip 3 coins. This attack does 20 damage for each heads.",)),
    Pattern("coins until tails", r"Flip a coin until you get tails\. This attack does \d+ damage for each heads\.",
            lambda m: {"op": "times", "amount": {"heads": "until_tails"}},
            ("Flip a coin until you get tails. This attack does 30 damage for each heads.",)),
    Pattern("heads more damage", r"Flip a coin\. If heads, this attack does (\d+) more damage\.",
            lambda m: {"op": "flip", "heads": {"op": "more_damage", "amount": int(m[1])}},
            ("Flip a coin. If heads, this attack does 30 more damage.",)),
    # The words of the sets from EX to Black & White (and XY's coins): the printed damage is said again.
    Pattern("heads more damage, printed damage said", r"Flip a coin\. If heads, this attack does \d+ damage plus "
            r"(\d+) more damage\.",
            lambda m: {"op": "flip", "heads": {"op": "more_damage", "amount": int(m[1])}},
            ("Flip a coin. If heads, this attack does 30 damage plus 30 more damage.",)),
    Pattern("coins times the number of heads", r"Flip (\d+) coins\. This attack does \d+ damage times the number of "
            r"heads\.",
            lambda m: {"op": "times", "amount": {"heads": int(m[1])}},
            ("Flip 2 coins. This attack does 70 damage times the number of heads.",)),
    Pattern("until tails times the number of heads", r"Flip a coin until you get tails\. This attack does \d+ damage "
            r"times the number of heads\.",
            lambda m: {"op": "times", "amount": {"heads": "until_tails"}},
            ("Flip a coin until you get tails. This attack does 40 damage times the number of heads.",)),
    Pattern("coins plus more for each heads", r"Flip (\d+|a) coins?(?: until you get tails)?\. This attack does \d+ "
            r"damage plus (\d+) more damage for each heads\.",
            lambda m: {"op": "more_damage", "amount": {"heads": "until_tails" if "until" in m[0] else _number(m[1]),
                                                       "per": int(m[2])}},
            ("Flip 2 coins. This attack does 40 damage plus 10 more damage for each heads.",
             "Flip a coin until you get tails. This attack does 10 damage plus 20 more damage for each heads.")),
    Pattern("tails nothing", r"Flip a coin\. If tails, this attack does nothing\.",
            lambda m: {"op": "flip", "tails": {"op": "does_nothing"}},
            ("Flip a coin. If tails, this attack does nothing.",)),
    Pattern("heal self", r"Heal (\d+) damage from this Pokémon\.",
            lambda m: {"op": "heal_self", "amount": int(m[1])},
            ("Heal 30 damage from this Pokémon.",)),
    Pattern("condition", rf"Your opponent's Active Pokémon is now ({CONDITIONS})\.",
            lambda m: {"op": "condition", "condition": m[1]},
            ("Your opponent's Active Pokémon is now Confused.",)),
    Pattern("heads condition", rf"Flip a coin\. If heads, your opponent's Active Pokémon is now ({CONDITIONS})\.",
            lambda m: {"op": "flip", "heads": {"op": "condition", "condition": m[1]}},
            ("Flip a coin. If heads, your opponent's Active Pokémon is now Paralyzed.",)),
    Pattern("defending can't retreat", r"During your opponent's next turn, the Defending Pokémon can't retreat\.",
            lambda m: _lasting({"op": "no_retreat"}, target="defending"),
            ("During your opponent's next turn, the Defending Pokémon can't retreat.",)),
    Pattern("takes less damage", r"During your opponent's next turn, this Pokémon takes (\d+) less damage from "
            r"attacks \(after applying Weakness and Resistance\)\.",
            lambda m: _lasting({"op": "reduce_damage", "amount": int(m[1])}),
            ("During your opponent's next turn, this Pokémon takes 30 less damage from attacks (after applying "
             "Weakness and Resistance).",)),
    Pattern("discard energy", rf"Discard (an|a|\d+) ?((?:{TYPES}) )?Energy (?:from|attached to) this Pokémon\.",
            lambda m: {"op": "discard_own_energy", "count": _number(m[1]), "cost": False,
                       **({"type": m[2].strip()} if m[2] else {})},
            ("Discard an Energy from this Pokémon.", "Discard 2 Energy from this Pokémon.",
             "Discard a Fire Energy from this Pokémon.")),
    Pattern("discard all energy", r"Discard all Energy from this Pokémon\.",
            lambda m: {"op": "discard_own_energy", "all": True, "cost": False},
            ("Discard all Energy from this Pokémon.",)),
    Pattern("bench damage also", rf"(?:This attack also does|This attack does|Does) (\d+) damage to (\d+) of your "
            rf"opponent's Benched Pokémon\.{BENCH_NOTE}",
            lambda m: {"op": "damage_chosen", "target": "opp_bench", "amount": int(m[1]), "count": int(m[2])},
            ("This attack also does 30 damage to 1 of your opponent's Benched Pokémon. (Don't apply Weakness and "
             "Resistance for Benched Pokémon.)",)),
    Pattern("damage to any", rf"This attack does (\d+) damage to (\d+) of your opponent's (Benched )?Pokémon\."
            rf"{BENCH_NOTE}",
            lambda m: {"op": "damage_chosen", "target": "opp_bench" if m[3] else "opp_all", "amount": int(m[1]),
                       "count": int(m[2])},
            ("This attack does 50 damage to 1 of your opponent's Pokémon. (Don't apply Weakness and Resistance "
             "for Benched Pokémon.)",)),
    Pattern("draw", r"Draw (a card|\d+ cards)\.",
            lambda m: {"op": "draw", "count": 1 if m[1] == "a card" else int(m[1].split()[0])},
            ("Draw a card.", "Draw 2 cards.")),
    Pattern("heads protect", r"Flip a coin\. If heads, during your opponent's next turn, prevent all damage from "
            r"and effects of attacks done to this Pokémon\.",
            lambda m: {"op": "flip", "heads": _lasting({"op": "prevent_all"})},
            ("Flip a coin. If heads, during your opponent's next turn, prevent all damage from and effects of "
             "attacks done to this Pokémon.",)),
    Pattern("switch self", r"Switch this Pokémon with 1 of your Benched Pokémon\.",
            lambda m: {"op": "switch_self"},
            ("Switch this Pokémon with 1 of your Benched Pokémon.",)),
    Pattern("bench basics", r"Search your deck for (a|up to (\d+)) Basic Pokémon and put (?:it|them) onto your "
            r"Bench\. Then, shuffle your deck\.",
            lambda m: {"op": "bench_from_deck", "count": int(m[2]) if m[2] else 1},
            ("Search your deck for up to 2 Basic Pokémon and put them onto your Bench. Then, shuffle your deck.",
             "Search your deck for a Basic Pokémon and put it onto your Bench. Then, shuffle your deck.")),
    Pattern("no weakness or resistance", r"This attack's damage isn't affected by Weakness or Resistance\.",
            lambda m: {"op": "no_weakness_resistance"},
            ("This attack's damage isn't affected by Weakness or Resistance.",)),
    Pattern("no resistance", r"This attack's damage isn't affected by Resistance\.",
            lambda m: {"op": "no_weakness_resistance", "resistance_only": True},
            ("This attack's damage isn't affected by Resistance.",)),
    Pattern("energy to bench", r"Move an Energy from this Pokémon to 1 of your Benched Pokémon\.",
            lambda m: {"op": "move_energy_to_bench"},
            ("Move an Energy from this Pokémon to 1 of your Benched Pokémon.",)),
    Pattern("more damage for each", rf"This attack does (\d+) more damage for each {COUNT_TEXT}\.",
            lambda m: {"op": "more_damage", "amount": _counted(m[2], int(m[1]))},
            ("This attack does 20 more damage for each Energy attached to your opponent's Active Pokémon.",
             "This attack does 10 more damage for each damage counter on this Pokémon.",
             "This attack does 30 more damage for each Prize card your opponent has taken.",
             "This attack does 20 more damage for each of your opponent's Benched Pokémon.",
             "This attack does 20 more damage for each Fire Energy attached to this Pokémon.")),
    Pattern("damage for each", rf"This attack does \d+ damage for each {COUNT_TEXT}\.",
            lambda m: {"op": "times", "amount": {k: v for k, v in _counted(m[1], 1).items() if k != "per"}},
            ("This attack does 10 damage for each damage counter on this Pokémon.",
             "This attack does 70 damage for each Prize card your opponent has taken.")),
    Pattern("discard a stadium", r"Discard a Stadium in play\.", lambda m: {"op": "discard_stadium"},
            ("Discard a Stadium in play.",)),
    Pattern("protect from basics", r"During your opponent's next turn, prevent all damage done to this Pokémon by "
            r"attacks from Basic Pokémon\.",
            lambda m: _lasting({"op": "prevent_damage", "from_stage": "Basic"}),
            ("During your opponent's next turn, prevent all damage done to this Pokémon by attacks from Basic "
             "Pokémon.",)),
    Pattern("heads prevent damage", r"Flip a coin\. If heads, during your opponent's next turn, prevent all damage "
            r"done to this Pokémon by attacks\.",
            lambda m: {"op": "flip", "heads": _lasting({"op": "prevent_damage"})},
            ("Flip a coin. If heads, during your opponent's next turn, prevent all damage done to this Pokémon by "
             "attacks.",)),
    Pattern("tails can't attack", r"Flip a coin\. If tails, during your next turn, this Pokémon can't attack\.",
            lambda m: {"op": "flip", "tails": _lasting({"op": "no_attack"}, "your_next_turn")},
            ("Flip a coin. If tails, during your next turn, this Pokémon can't attack.",)),
    Pattern("may switch self", r"You may switch this Pokémon with 1 of your Benched Pokémon\.",
            lambda m: {"op": "may", "then": {"op": "switch_self"}},
            ("You may switch this Pokémon with 1 of your Benched Pokémon.",)),
    Pattern("may draw until", r"You may draw cards until you have (\d+) cards in your hand\.",
            lambda m: {"op": "may", "then": {"op": "draw", "until": int(m[1])}},
            ("You may draw cards until you have 6 cards in your hand.",)),
    Pattern("heads discard defending energy", r"Flip a coin\. If heads, discard an Energy(?: card)? attached to "
            r"(?:your opponent's Active Pokémon|the Defending Pokémon)\.",
            lambda m: {"op": "flip", "heads": {"op": "discard_defending_energy"}},
            ("Flip a coin. If heads, discard an Energy attached to your opponent's Active Pokémon.",)),
    Pattern("heads prevent all", r"Flip a coin\. If heads, prevent all effects of (?:attacks|an attack), including "
            r"damage, done to (?:this Pokémon|[^.]+?) during your opponent's next turn\.",
            lambda m: {"op": "flip", "heads": _lasting({"op": "prevent_all"})},
            ("Flip a coin. If heads, prevent all effects of attacks, including damage, done to this Pokémon during "
             "your opponent's next turn.",)),
    Pattern("tails self damage", r"Flip a coin\. If tails, this Pokémon (?:also )?does (\d+) damage to itself\.",
            lambda m: {"op": "flip", "tails": {"op": "self_damage", "amount": int(m[1])}},
            ("Flip a coin. If tails, this Pokémon does 20 damage to itself.",)),
    Pattern("choose any, that Pokémon", rf"Choose 1 of your opponent's Pokémon\. This attack does (\d+) damage to that "
            rf"Pokémon\.{BENCH_NOTE}",
            lambda m: {"op": "damage_chosen", "target": "opp_all", "amount": int(m[1]), "count": 1},
            ("Choose 1 of your opponent's Pokémon. This attack does 30 damage to that Pokémon. (Don't apply Weakness "
             "and Resistance for Benched Pokémon.)",)),
    Pattern("defending does less next turn", r"During your opponent's next turn, any damage done by attacks from the "
            r"Defending Pokémon is reduced by (\d+) \(before applying Weakness and Resistance\)\.",
            lambda m: _lasting({"op": "attacks_less", "amount": int(m[1])}, target="defending"),
            ("During your opponent's next turn, any damage done by attacks from the Defending Pokémon is reduced by "
             "20 (before applying Weakness and Resistance).",)),
    Pattern("basic to bench, shuffle afterward", r"Search your deck for a Basic Pokémon and put it onto your Bench\. "
            r"Shuffle your deck afterward\.",
            lambda m: {"op": "bench_from_deck"},
            ("Search your deck for a Basic Pokémon and put it onto your Bench. Shuffle your deck afterward.",)),
    Pattern("discard own deck top", r"Discard the top (\d+) cards (?:of|from) your deck\.",
            lambda m: {"op": "discard_own_deck_top", "count": int(m[1])},
            ("Discard the top 2 cards of your deck.",)),
    Pattern("opponent switches", r"Your opponent switches (?:the Defending Pokémon|his or her Active Pokémon) with 1 "
            r"of his or her Benched Pokémon\.",
            lambda m: {"op": "switch_defending", "chooser": "them"},
            ("Your opponent switches the Defending Pokémon with 1 of his or her Benched Pokémon.",
             "Your opponent switches his or her Active Pokémon with 1 of his or her Benched Pokémon.")),
    Pattern("less damage next turn", r"During your opponent's next turn, any damage done to (?:this Pokémon|[^.]+?) by "
            r"attacks is reduced by (\d+) \(after applying Weakness and Resistance\)\.",
            lambda m: _lasting({"op": "reduce_damage", "amount": int(m[1])}),
            ("During your opponent's next turn, any damage done to this Pokémon by attacks is reduced by 20 (after "
             "applying Weakness and Resistance).",)),
    Pattern("mill", r"Discard the top (card|\d+ cards) of your opponent's deck\.",
            lambda m: {"op": "discard_deck_top", "amount": 1 if m[1] == "card" else int(m[1].split()[0])},
            ("Discard the top card of your opponent's deck.", "Discard the top 2 cards of your opponent's deck.")),
    Pattern("damage each bench", rf"(?:This attack (?:also )?does|Does) (\d+) damage to each of (your|your opponent's) "
            rf"Benched Pokémon\.{BENCH_NOTE}",
            lambda m: {"op": "damage", "target": "own_bench" if m[2] == "your" else "opp_bench",
                       "amount": int(m[1])},
            ("This attack also does 10 damage to each of your Benched Pokémon. (Don't apply Weakness and Resistance "
             "for Benched Pokémon.)",)),
    Pattern("ignores defender effects", r"This attack's damage isn't affected by (Weakness or Resistance, or by )?"
            r"any effects on your opponent's Active Pokémon\.",
            lambda m: {"op": "ignore_defender_effects", **({"and_wr": True} if m[1] else {})},
            ("This attack's damage isn't affected by any effects on your opponent's Active Pokémon.",
             "This attack's damage isn't affected by Weakness or Resistance, or by any effects on your opponent's "
             "Active Pokémon.")),
    Pattern("heads discard their energy", r"Flip a coin\. If heads, discard an Energy from your opponent's Active "
            r"Pokémon\.",
            lambda m: {"op": "flip", "heads": {"op": "discard_defending_energy"}},
            ("Flip a coin. If heads, discard an Energy from your opponent's Active Pokémon.",)),
    Pattern("discard their energy", r"Discard an Energy from your opponent's Active Pokémon\.",
            lambda m: {"op": "discard_defending_energy"},
            ("Discard an Energy from your opponent's Active Pokémon.",)),
    Pattern("more if damaged", r"If your opponent's Active Pokémon already has any damage counters on it, this "
            r"attack does (\d+) more damage\.",
            lambda m: {"op": "if_defending", "damaged": True, "then": {"op": "more_damage", "amount": int(m[1])}},
            ("If your opponent's Active Pokémon already has any damage counters on it, this attack does 60 more "
             "damage.",)),
    Pattern("more if condition", rf"If your opponent's Active Pokémon (?:is affected by a Special Condition|is "
            rf"({CONDITIONS})), this attack does (\d+) more damage\.",
            lambda m: {"op": "if_defending", "condition": m[1] or "any",
                       "then": {"op": "more_damage", "amount": int(m[2])}},
            ("If your opponent's Active Pokémon is affected by a Special Condition, this attack does 50 more "
             "damage.", "If your opponent's Active Pokémon is Poisoned, this attack does 60 more damage.")),
    Pattern("more against ex", r"If your opponent's Active Pokémon is a (Pokémon[ -](?:ex|V|EX|GX|VSTAR|VMAX)(?: or "
            r"Pokémon[ -](?:ex|V|EX|GX|VSTAR|VMAX))*), this attack does (\d+) more damage\.",
            lambda m: {"op": "if_defending", "subtypes": [class_named(c) for c in re.findall(r"Pokémon[ -]\w+", m[1])],
                       "then": {"op": "more_damage", "amount": int(m[2])}},
            ("If your opponent's Active Pokémon is a Pokémon ex or Pokémon V, this attack does 120 more damage.",
             "If your opponent's Active Pokémon is a Pokémon ex, this attack does 50 more damage.",
             "If your opponent's Active Pokémon is a Pokémon-EX, this attack does 60 more damage.")),
    Pattern("switch out theirs", r"Switch out your opponent's Active Pokémon to the Bench\. \(Your opponent chooses "
            r"the new Active Pokémon\.\)", lambda m: {"op": "switch_defending", "chooser": "opponent"},
            ("Switch out your opponent's Active Pokémon to the Bench. (Your opponent chooses the new Active "
             "Pokémon.)",)),
    Pattern("two conditions", rf"Your opponent's Active Pokémon is now ({CONDITIONS}) and ({CONDITIONS})\.",
            lambda m: {"op": "condition", "condition": m[1], "also": m[2]},
            ("Your opponent's Active Pokémon is now Asleep and Poisoned.",
             "Your opponent's Active Pokémon is now Confused and Poisoned.")),
    Pattern("discard a random card", r"Discard a random card from your opponent's hand\.",
            lambda m: {"op": "discard_random_from_hand"}, ("Discard a random card from your opponent's hand.",)),
    Pattern("discard their tools first", r"Before doing damage, discard all Pokémon Tools from your opponent's Active "
            r"Pokémon\.", lambda m: {"op": "discard_defending_tools"},
            ("Before doing damage, discard all Pokémon Tools from your opponent's Active Pokémon.",)),
    Pattern("defending does less", r"During your opponent's next turn, attacks used by the Defending Pokémon do "
            r"(\d+) less damage \(before applying Weakness and Resistance\)\.",
            lambda m: _lasting({"op": "attacks_less", "amount": int(m[1])}, target="defending"),
            ("During your opponent's next turn, attacks used by the Defending Pokémon do 30 less damage (before "
             "applying Weakness and Resistance).",)),
    Pattern("condition, can't retreat", rf"Your opponent's Active Pokémon is now ({CONDITIONS})\. During your "
            r"opponent's next turn, that Pokémon can't retreat\.",
            lambda m: [{"op": "condition", "condition": m[1]},
                       {**_lasting({"op": "no_retreat"}, target="defending"), "that": True}],
            ("Your opponent's Active Pokémon is now Poisoned. During your opponent's next turn, that Pokémon can't "
             "retreat.", "Your opponent's Active Pokémon is now Burned. During your opponent's next turn, that "
             "Pokémon can't retreat.")),
    Pattern("more against evolution", r"If your opponent's Active Pokémon is an Evolution Pokémon, this attack does "
            r"(\d+) more damage\.",
            lambda m: {"op": "if_defending", "evolution": True, "then": {"op": "more_damage", "amount": int(m[1])}},
            ("If your opponent's Active Pokémon is an Evolution Pokémon, this attack does 60 more damage.",)),
    Pattern("coin for each energy", r"Flip a coin for each Energy attached to this Pokémon\. This attack does \d+ "
            r"damage for each heads\.",
            lambda m: {"op": "times", "amount": {"heads": {"count": "energy", "on": "self"}}},
            ("Flip a coin for each Energy attached to this Pokémon. This attack does 50 damage for each heads.",)),
    Pattern("stronger poison", r"Your opponent's Active Pokémon is now Poisoned\. During Pokémon Checkup, put (\d+) "
            r"damage counters on that Pokémon instead of 1\.",
            lambda m: {"op": "condition", "condition": "Poisoned", "poison": 10 * int(m[1])},
            ("Your opponent's Active Pokémon is now Poisoned. During Pokémon Checkup, put 3 damage counters on that "
             "Pokémon instead of 1.",)),
    Pattern("search and attach", rf"Search your deck for up to (\d+) [Bb]asic (?:({TYPES}) )?Energy cards and attach "
            r"them to your Pokémon( V)? in any way you like\. Then, shuffle your deck\.",
            lambda m: {"op": "search_attach", "count": int(m[1]), "type": m[2] or "", "of_class": "V" if m[3] else ""},
            ("Search your deck for up to 2 Basic Energy cards and attach them to your Pokémon in any way you like. "
             "Then, shuffle your deck.", "Search your deck for up to 3 Basic Energy cards and attach them to your "
             "Pokémon V in any way you like. Then, shuffle your deck.")),
    Pattern("switch in, then damage", r"Switch in 1 of your opponent's Benched Pokémon to the Active Spot\. This "
            r"attack does (\d+) damage to the new Active Pokémon\.",
            lambda m: {"op": "switch_defending", "first": True, "amount": int(m[1])},
            ("Switch in 1 of your opponent's Benched Pokémon to the Active Spot. This attack does 30 damage to the "
             "new Active Pokémon.",)),
    Pattern("more if moved up", r"If this Pokémon moved from your Bench to the Active Spot this turn, this attack "
            r"does (\d+) more damage\.",
            lambda m: {"op": "if_moved_up", "then": {"op": "more_damage", "amount": int(m[1])}},
            ("If this Pokémon moved from your Bench to the Active Spot this turn, this attack does 90 more damage.",)),
    Pattern("counters any way", r"Put (\d+) damage counters on your opponent's (Benched )?Pokémon in any way you "
            r"like\.", lambda m: {"op": "spread_counters", "count": int(m[1]), "bench_only": bool(m[2])},
            ("Put 6 damage counters on your opponent's Benched Pokémon in any way you like.",
             "Put 4 damage counters on your opponent's Pokémon in any way you like.")),
    Pattern("more after a knock out", r"If any of your Pokémon were Knocked Out by damage from an attack during your "
            r"opponent's last turn, this attack does (\d+) more damage\.",
            lambda m: {"op": "if_knocked_out_by_attack", "then": {"op": "more_damage", "amount": int(m[1])}},
            ("If any of your Pokémon were Knocked Out by damage from an attack during your opponent's last turn, this "
             "attack does 90 more damage.",)),
    Pattern("not on the second player's first turn", r"If you go second, you can't use this attack during your first "
            r"turn\.", lambda m: {"op": "not_first_turn_going_second"},
            ("If you go second, you can't use this attack during your first turn.",)),
    Pattern("self condition", rf"This Pokémon is now ({CONDITIONS})\.",
            lambda m: {"op": "condition", "condition": m[1], "target": "self"},
            ("This Pokémon is now Confused.", "This Pokémon is now Asleep.")),
    Pattern("defending can't attack", r"During your opponent's next turn, the Defending Pokémon can't (use attacks|"
            r"attack)\.", lambda m: _lasting({"op": "no_attack", "use_attacks": m[1] == "use attacks"},
                                            target="defending"),
            ("During your opponent's next turn, the Defending Pokémon can't use attacks.",
             "During your opponent's next turn, the Defending Pokémon can't attack.")),
    Pattern("heal each", r"Heal (\d+) damage from each of your Pokémon\.",
            lambda m: {"op": "heal_each", "amount": int(m[1])},
            ("Heal 20 damage from each of your Pokémon.",)),
    Pattern("coins more damage", r"Flip (a coin until you get tails|\d+ coins)\. This attack does (\d+) more "
            r"damage for each heads\.",
            lambda m: {"op": "more_damage", "amount": {"heads": "until_tails" if m[1].startswith("a") else
                                                       int(m[1].split()[0]), "per": int(m[2])}},
            ("Flip a coin until you get tails. This attack does 30 more damage for each heads.",
             "Flip 2 coins. This attack does 20 more damage for each heads.")),
)
