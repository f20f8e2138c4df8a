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

Node = dict[str, Any]
CONDITIONS = "Asleep|Burned|Confused|Paralyzed|Poisoned"
TYPES = "Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Fairy|Dragon|Colorless"
BENCH_NOTE = r" \(Don't apply Weakness and Resistance for Benched Pokémon\.\)"


@dataclass(frozen=True)
class Pattern:
    """A text shape (``regex``, matched against a whole sentence group) and the node it means."""

    name: str
    regex: str
    build: Callable[[re.Match[str]], Node]
    examples: tuple[str, ...]

    def match(self, text: str) -> Node | None:
        found = re.fullmatch(self.regex, text)
        return self.build(found) if found else None


def _number(word: str) -> int:
    return 1 if word in ("a", "an") else int(word)


def _lasting(modifier: Node, until: str = "opponent_next_turn", target: str = "self") -> Node:
    return {"op": "lasting", "modifier": modifier, "until": until, "target": target}


PATTERNS: tuple[Pattern, ...] = (
    Pattern("self damage", r"This Pokémon also does (\d+) damage to itself\.",
            lambda m: {"op": "self_damage", "amount": int(m[1])},
            ("This Pokémon also does 10 damage to itself.",)),
    Pattern("can't attack next turn", r"During your next turn, this Pokémon can't attack\.",
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
    Pattern("discard energy", rf"Discard (an|a|\d+) ?((?:{TYPES}) )?Energy from this Pokémon\.",
            lambda m: {"op": "discard_own_energy", "count": _number(m[1]), "cost": False,
                       **({"type": m[2].strip()} if m[2] else {})},
            ("Discard an Energy from this Pokémon.", "Discard 2 Energy from this Pokémon.",
             "Discard a Fire Energy from this Pokémon.")),
    Pattern("discard all energy", r"Discard all Energy from this Pokémon\.",
            lambda m: {"op": "discard_own_energy", "all": True, "cost": False},
            ("Discard all Energy from this Pokémon.",)),
    Pattern("bench damage also", rf"This attack also does (\d+) damage to (\d+) of your opponent's Benched "
            rf"Pokémon\.{BENCH_NOTE}",
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
)
