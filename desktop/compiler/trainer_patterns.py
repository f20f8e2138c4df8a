"""Patterns for the text of Trainer cards (and the effects Abilities share with them), in today's
wording: search the deck, take from the discard pile, draw, heal, switch.

A Trainer's printed rules end with its class reminder ("You may play only 1 Supporter card during
your turn."); Holofoil writes that reminder itself (``text.card_text``), so the compiler drops it
before matching and the round trip checks it came back. Like ``patterns.py``, each pattern is one
text shape with real examples, and a result is kept only if its text round-trips.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from desktop.compiler.patterns import PATTERNS, TYPES, Built, Node, Pattern
from desktop.engine.fx.card_nodes import FILTERS, MODERN_LABELS
from desktop.engine.fx.words import SWITCH_IN
from desktop.engine.text import (
    ACE_SPEC,
    BEFORE_ATTACK_REMINDERS,
    MEGA_SERIES_REMINDERS,
    MODERN_REMINDERS,
    TOOL_RULE_BEFORE_ATTACK,
    TOOL_RULE_SWORD_SHIELD,
)

REMINDERS = sorted({*MODERN_REMINDERS.values(), *MEGA_SERIES_REMINDERS.values(), *BEFORE_ATTACK_REMINDERS.values(),
                    TOOL_RULE_BEFORE_ATTACK, TOOL_RULE_SWORD_SHIELD, f"ACE SPEC: {ACE_SPEC}", ACE_SPEC},
                   key=len, reverse=True)


def _labels() -> dict[str, tuple[str, str]]:
    """How today's cards name what a search finds ("Basic Fire Energy card", "Pokémon Tool cards"),
    singular and plural, mapped to (filter, type)."""
    out: dict[str, tuple[str, str]] = {}
    for name, (label, _test) in FILTERS.items():
        modern = MODERN_LABELS.get(name, label)
        for kind in ("", *TYPES.split("|")):
            if kind and "{t}" not in modern:
                continue
            text = modern.format(t=f"{kind} " if kind else "")
            out.setdefault(text, (name, kind))
            out.setdefault(text + "s" if text.endswith("card") else text, (name, kind))
    return out


LABELS = _labels()
LABEL_TEXT = "(" + "|".join(re.escape(label) for label in sorted(LABELS, key=len, reverse=True)) + ")"


def _count(word: str | None) -> int:
    return int(word) if word else 1


def _search(m: re.Match[str]) -> Node:
    kind, type_ = LABELS[m[3]]
    count = _count(m[2])
    return {"op": "move_cards", "source": "deck", "to": "hand", "filter": kind, "type": type_, "count": count,
            "up_to": count > 1, "optional": True, "reveal": bool(m[4]), "sort": True, "shuffle": True}


def _from_discard(m: re.Match[str]) -> Node:
    kind, type_ = LABELS[m[3]]
    count = _count(m[2])
    return {"op": "move_cards", "source": "discard", "to": "hand", "filter": kind, "type": type_, "count": count,
            "up_to": count > 1}


TRAINER_PATTERNS: tuple[Pattern, ...] = (
    Pattern("search to hand", rf"Search your deck for (an?|up to (\d+)) {LABEL_TEXT}(, reveal (?:it|them),)? and "
            r"put (?:it|them) into your hand\. Then, shuffle your deck\.", _search,
            ("Search your deck for a Pokémon Tool card, reveal it, and put it into your hand. Then, shuffle your "
             "deck.", "Search your deck for up to 2 Basic Energy cards, reveal them, and put them into your hand. "
             "Then, shuffle your deck.")),
    Pattern("discard pile to hand", rf"Put (an?|up to (\d+)) {LABEL_TEXT} from your discard pile into your hand\.",
            _from_discard,
            ("Put up to 2 Basic Energy cards from your discard pile into your hand.",
             "Put a Supporter card from your discard pile into your hand.")),
    Pattern("bench basics with hp", r"Search your deck for (a|up to (\d+)) Basic Pokémon with (\d+) HP or less and "
            r"put (?:it|them) onto your Bench\. Then, shuffle your deck\.",
            lambda m: {"op": "bench_from_deck", "count": _count(m[2]), "max_hp": int(m[3])},
            ("Search your deck for up to 2 Basic Pokémon with 70 HP or less and put them onto your Bench. Then, "
             "shuffle your deck.",)),
    Pattern("shuffle hand", r"Shuffle your hand into your deck\.", lambda m: {"op": "shuffle_hand_into_deck"},
            ("Shuffle your hand into your deck.",)),
    Pattern("then draw", r"Then, draw (\d+) cards\.", lambda m: {"op": "draw", "count": int(m[1]), "then": True},
            ("Then, draw 5 cards.", "Then, draw 4 cards.")),
    Pattern("draw until", r"Draw cards until you have (\d+) cards in your hand\.",
            lambda m: {"op": "draw", "until": int(m[1])}, ("Draw cards until you have 6 cards in your hand.",)),
    Pattern("discard to play", r"You can use this card only if you discard (another card|(\d+) other cards) from "
            r"your hand\.",
            lambda m: {"op": "move_cards", "source": "hand", "to": "discard", "count": _count(m[2]), "cost": True},
            ("You can use this card only if you discard 2 other cards from your hand.",
             "You can use this card only if you discard another card from your hand.")),
    Pattern("look at the top, take one", rf"Look at the top (\d+) cards of your deck\. You may reveal a {LABEL_TEXT} "
            r"you find there and put it into your hand\. Shuffle the other cards back into your deck\.",
            lambda m: {"op": "look_top_take", "count": int(m[1]), "filter": LABELS[m[2]][0], "type": LABELS[m[2]][1]},
            ("Look at the top 7 cards of your deck. You may reveal a Supporter card you find there and put it into "
             "your hand. Shuffle the other cards back into your deck.",)),
)

ONE_OF = r"an? (Basic|Stage 1|Stage 2) Pokémon|an? (Item|Pokémon Tool|Supporter|Stadium) card"


def _one_of_each(m: re.Match[str]) -> Node:
    kinds = [a or b for a, b in re.findall(ONE_OF, m[1])]
    return {"op": "search_one_of_each", "kinds": kinds}


TRAINER_PATTERNS += (
    Pattern("search one of each", rf"Search your deck for ((?:{ONE_OF})(?:(?:,| and|, and) (?:{ONE_OF}))+), reveal "
            r"them, and put them into your hand\. Then, shuffle your deck\.", _one_of_each,
            ("Search your deck for an Item card and a Pokémon Tool card, reveal them, and put them into your hand. "
             "Then, shuffle your deck.",
             "Search your deck for a Basic Pokémon, a Stage 1 Pokémon, and a Stage 2 Pokémon, reveal them, and put "
             "them into your hand. Then, shuffle your deck.")),
    Pattern("this turn, more against ex", rf"During this turn, attacks used by your (?:({TYPES}) )?Pokémon do (\d+) "
            r"more damage to your opponent's Active Pokémon( ex)? \(before applying Weakness and Resistance\)\.",
            lambda m: {"op": "own_lasting", "modifier": {"op": "attack_bonus", "amount": int(m[2]), "type": m[1] or "",
                                                          "against": "ex" if m[3] else ""}},
            ("During this turn, attacks used by your Pokémon do 30 more damage to your opponent's Active Pokémon ex "
             "(before applying Weakness and Resistance).",
             "During this turn, attacks used by your Fighting Pokémon do 30 more damage to your opponent's Active "
             "Pokémon (before applying Weakness and Resistance).")),
    Pattern("discard hand and draw", r"Discard your hand and draw (\d+) cards\.",
            lambda m: [{"op": "discard_hand"}, {"op": "draw", "count": int(m[1]), "joined": True}],
            ("Discard your hand and draw 7 cards.", "Discard your hand and draw 5 cards.")),
)

# Shapes whose node acts on the position the Trainer is played onto: a Trainer's own text only.
PLAY_PATTERNS: tuple[Pattern, ...] = (
    Pattern("heal one", r"Heal (\d+) damage from 1 of your Pokémon\.", lambda m: {"op": "heal", "amount": int(m[1])},
            ("Heal 30 damage from 1 of your Pokémon.", "Heal 60 damage from 1 of your Pokémon.")),
    Pattern("switch own", r"Switch your Active Pokémon with 1 of your Benched Pokémon\.",
            lambda m: {"op": "switch_own"}, ("Switch your Active Pokémon with 1 of your Benched Pokémon.",)),
    Pattern("switch in theirs", re.escape(SWITCH_IN), lambda m: {"op": "gust"}, (SWITCH_IN,)),
    Pattern("rare candy", re.escape(
        "Choose 1 of your Basic Pokémon in play. If you have a Stage 2 card in your hand that evolves from that "
        "Pokémon, put that card onto the Basic Pokémon to evolve it, skipping the Stage 1. You can't use this card "
        "during your first turn or on a Basic Pokémon that was put into play this turn."),
        lambda m: {"op": "evolve_skipping_stage1"},
        ("Choose 1 of your Basic Pokémon in play. If you have a Stage 2 card in your hand that evolves from that "
         "Pokémon, put that card onto the Basic Pokémon to evolve it, skipping the Stage 1. You can't use this card "
         "during your first turn or on a Basic Pokémon that was put into play this turn.",)),
)

# What an attack's or an Ability's effect may say: the Trainer shapes, the attack shapes, and
# today's gust as an effect that asks (a Trainer's gust names its target when played).
EFFECT_PATTERNS: tuple[Pattern, ...] = TRAINER_PATTERNS + PATTERNS + (
    Pattern("switch in theirs, asked", re.escape(SWITCH_IN), lambda m: {"op": "switch_defending"}, (SWITCH_IN,)),
)
# What a Trainer's text may say.
TRAINER_TEXT_PATTERNS: tuple[Pattern, ...] = PLAY_PATTERNS + EFFECT_PATTERNS


Compiler = Callable[..., "Built | list[Built] | None"]


def trainer_body(rules: list[str]) -> str:
    """A Trainer's printed rules without the class reminders Holofoil writes itself."""
    text = " ".join(" ".join(rules).split())
    for reminder in REMINDERS:
        text = text.replace(reminder, " ")
    return " ".join(text.split())


def compile_trainer_text(raw: dict[str, Any], compile_text: Compiler) -> dict[str, Any] | None:
    """The card-level behaviour (``{"play": nodes}``) of an Item or Supporter whose text compiles,
    else None (Stadiums, Tools and Special Energy need their own shapes)."""
    subtypes = raw.get("subtypes") or []
    if raw.get("supertype") != "Trainer" or not ({"Item", "Supporter"} & set(subtypes)):
        return None
    if {"Pokémon Tool", "Technical Machine"} & set(subtypes):
        return None
    body = trainer_body(raw.get("rules") or [])
    nodes = compile_text(body, TRAINER_TEXT_PATTERNS) if body else None
    return {"play": nodes} if nodes is not None else None
