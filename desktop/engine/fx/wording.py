"""Wording per era, as data: the phrases of rules text that differ between printed wordings.

A *wording* is how a run of series prints its rules text. ``Words.wording`` picks one from the
era and dialect a text is worded in (``text.py`` sets them from the card's set, or from the
ruleset for a refusal's reason):

=========  ==================  ====================================================
wording    era, dialect        prints
=========  ==================  ====================================================
classic    classic, ""         Base Set to Neo (and the eras' words when asked)
ex         classic, "ex"       EX to HeartGold & SoulSilver
bw         classic, "bw"       Black & White: still "the Defending Pokémon", but "this Pokémon"
xy         modern, "xy"        XY: today's words, without "also"
sm         modern, "xy"        Sun & Moon (a card of the ``sm``/``det`` sets in XY's dialect)
modern     modern, ""          Scarlet & Violet: today's words
=========  ==================  ====================================================

``PHRASES`` (``phrases.py``) maps a phrase's key to its text per wording. A wording that does not give a phrase
takes its parent's (``PARENT``: bw -> ex -> classic, sm -> xy -> modern), so every phrase gives
both roots, ``classic`` and ``modern`` (checked on import). A text may hold ``{fields}`` the node
fills in (``w.phrase("heal", amount=...)``); ``None`` means the wording has no phrase of
its own there and the node words it its general way (``w.phrase_or_none``). ``TRAITS`` gives
yes/no choices of word order the same way (``w.trait("sentence_case")``).

``RULESET_WORDING`` gives each ruleset's wording (the four eras; ``+table`` words as its era);
a name no ruleset has falls back to ``UNKNOWN_RULESET_WORDING``, today's words.

This is a Python data module (loaded once on import, checked by mypy and ruff), not JSON, so a
phrase's comment can name the print it is from.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

from desktop.engine.fx.phrases import PHRASES
from desktop.engine.fx.phrases import SWITCH_IN as SWITCH_IN  # today's gust

WORDING_ERA: dict[str, tuple[str, str]] = {  # wording -> (era, dialect) of ``Words``
    "classic": ("classic", ""), "ex": ("classic", "ex"), "bw": ("classic", "bw"),
    "xy": ("modern", "xy"), "sm": ("modern", "xy"), "modern": ("modern", ""),
}
PARENT: dict[str, str | None] = {"classic": None, "ex": "classic", "bw": "ex",
                                 "modern": None, "xy": "modern", "sm": "xy"}
RULESET_WORDING = {"classic": "classic", "xy": "xy", "sm": "sm", "modern": "modern"}
UNKNOWN_RULESET_WORDING = "modern"
T = TypeVar("T")

# Word order and small choices that differ by wording, as yes/no (``w.trait``), resolved like phrases.
TRAITS: dict[str, dict[str, bool]] = {
    "sentence_case": {"classic": False, "ex": True, "modern": True},  # every sentence starts with a capital
    "shuffle_afterward": {"classic": True, "modern": False},  # "Shuffle your deck afterward." (and XY-era sets)
    "coin_failure_first": {"classic": False, "modern": True},  # "Flip a coin. If tails, ... If heads, ..."
    "tails_printed_damage": {"classic": True, "modern": False},  # "...; if tails, this attack does 10 damage."
    "condition_and_damage": {"classic": True, "modern": False},  # "If heads, ... is now Paralyzed and this attack
    # does 10 damage to ..." (Gigaspark)
    "more_damage_and": {"classic": True, "xy": True, "modern": False},  # "... 30 more damage and <the effect>"
    "may_do_more_first": {"classic": False, "modern": True},  # "You may do 30 more damage. If you do, ..."
    "choose_then_damage": {"classic": False, "bw": True, "xy": True, "modern": False},  # "Choose 1 of ... This
    # attack does 30 damage to that Pokémon." (Black & White to Sun & Moon)
    "spread_to_1_of": {"classic": False, "ex": True, "modern": True},  # "This attack does 30 damage to 1 of ..."
    "more_damage_comma_and": {"classic": False, "modern": True},  # "If ..., this attack does 30 more damage, and ..."
    "once_before_attack_inline": {"classic": False, "xy": True, "modern": False},  # XY, SM: "Once during your
    # turn (before your attack), you may ..."
    "ability_cost_first": {"classic": False, "modern": True},  # "You must discard ... in order to use this Ability."
    "typed_energy_is_basic": {"classic": False, "xy": True, "modern": False},  # XY, SM: "2 Fire Energy cards"
    "attach_typed_energy_not_basic": {"classic": True, "xy": True, "modern": False},  # today: "Basic Fire Energy"
    "may_attach_to_1": {"classic": False, "xy": True, "modern": False},  # Double Charge: "You may attach ..."
    "damaged_one_first": {"classic": False, "ex": True, "xy": True, "modern": False},  # Brine: "... to 1 of your
    # opponent's Pokémon that has any damage counters on it."
    "lasting_pokemon_first": {"classic": False, "ex": True, "xy": True, "modern": False},  # EX to Sun & Moon: "The
    # Defending Pokémon can't attack during your opponent's next turn."
}


def _resolve(table: Mapping[str, Mapping[str, T]]) -> dict[str, dict[str, T]]:
    """Every entry for every wording, parents filled in; an entry without both roots is an error."""
    resolved: dict[str, dict[str, T]] = {}
    for key, given in table.items():
        unknown = set(given) - set(PARENT)
        if unknown or "classic" not in given or "modern" not in given:
            raise ValueError(f"{key!r}: give 'classic' and 'modern', and only wordings of {list(PARENT)}")
        row: dict[str, T] = {}
        for wording in PARENT:
            at = wording
            while at not in given:
                parent = PARENT[at]
                assert parent is not None  # both roots are given
                at = parent
            row[wording] = given[at]
        resolved[key] = row
    return resolved


RESOLVED = _resolve(PHRASES)
RESOLVED_TRAITS = _resolve(TRAITS)
