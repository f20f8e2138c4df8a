"""Patterns for Abilities in today's wording: the frame that says when an Ability may be used
("Once during your turn, you may use this Ability.", "when you play this Pokémon from your hand to
evolve 1 of your Pokémon"), around an effect compiled with the Trainer and attack shapes; and the
static Abilities that change the rules while the Pokémon is in play ("This Pokémon takes 30 less
damage from attacks").

An Ability compiles to a Power entry: ``{"use": node}`` (used from the Pokémon) or
``{"static": [modifiers]}``. As everywhere in the compiler, a result is kept only if the text
generated from it round-trips to the printed text.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from desktop.compiler.patterns import Built, Pattern
from desktop.compiler.trainer_patterns import EFFECT_PATTERNS

Compiler = Callable[..., "Built | list[Built] | None"]

# Frames around an effect: (regex with the effect as its last group, entry built from the effect).
FRAMES: tuple[tuple[str, Callable[[re.Match[str], Any], dict[str, Any]]], ...] = (
    (r"Once during your turn, you may use this Ability\. (.+)",
     lambda m, effect: {"use": {"op": "once_per_turn", "then": effect}}),
    (r"Once during your turn, when you play this Pokémon from your hand (to evolve 1 of your Pokémon|onto your "
     r"Bench), you may use this Ability\. (.+)",
     lambda m, effect: {"static": [{"op": "when", "event": "evolved" if m[1].startswith("to evolve") else "played",
                                    "effect": {"op": "may", "then": effect}}]}),
    (r"Once during your turn, you may ((?:draw|search|put|heal|switch|look) .+)",
     lambda m, effect: {"use": {"op": "once_per_turn", "then": effect, "inline": True}}),
    (r"During your turn, you may (.+) \(You can't use more than 1 VSTAR Power in a game\.\)",
     lambda m, effect: {"use": {"op": "once_per_game", "kind": "VSTAR", "then": effect, "during_turn": True}}),
)

STATIC_PATTERNS: tuple[Pattern, ...] = (
    Pattern("takes less damage", r"This Pokémon takes (\d+) less damage from attacks \(after applying Weakness and "
            r"Resistance\)\.", lambda m: {"op": "reduce_damage", "amount": int(m[1])},
            ("This Pokémon takes 30 less damage from attacks (after applying Weakness and Resistance).",
             "This Pokémon takes 20 less damage from attacks (after applying Weakness and Resistance).")),
    Pattern("counters on the attacker", r"If this Pokémon is in the Active Spot and is damaged by an attack from "
            r"your opponent's Pokémon \(even if this Pokémon is Knocked Out\), (put|place) (\d+) damage counters? on "
            r"the Attacking Pokémon\.",
            lambda m: {"op": "damage_attacker", "amount": 10 * int(m[2]), "put": m[1] == "put"},
            ("If this Pokémon is in the Active Spot and is damaged by an attack from your opponent's Pokémon (even "
             "if this Pokémon is Knocked Out), put 3 damage counters on the Attacking Pokémon.",)),
    Pattern("survive at full hp", r"If this Pokémon has full HP and would be Knocked Out by damage from an attack, "
            r"it is not Knocked Out, and its remaining HP becomes (\d+)\.",
            lambda m: {"op": "survive_at", "remaining": int(m[1])},
            ("If this Pokémon has full HP and would be Knocked Out by damage from an attack, it is not Knocked Out, "
             "and its remaining HP becomes 10.",)),
    Pattern("no retreat cost without energy", r"If this Pokémon has no Energy attached, it has no Retreat Cost\.",
            lambda m: {"op": "free_retreat_without_energy"},
            ("If this Pokémon has no Energy attached, it has no Retreat Cost.",)),
)


def _effect(text: str, compile_text: Compiler) -> Any:
    first = text[:1].upper() + text[1:]
    return compile_text(first, EFFECT_PATTERNS)


def compile_ability(text: str, compile_text: Compiler) -> dict[str, Any] | None:
    """The Power entry for an Ability's printed text, or None if no frame or pattern covers it."""
    text = " ".join(text.split())
    for regex, build in FRAMES:
        found = re.fullmatch(regex, text)
        if found is None:
            continue
        effect = _effect(found[found.lastindex or 1], compile_text)
        if effect is not None:
            return build(found, effect)
    statics = compile_text(text, STATIC_PATTERNS)
    if statics is None:
        return None
    return {"static": statics if isinstance(statics, list) else [statics]}
