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

``PHRASES`` maps a phrase's key to its text per wording. A wording that does not give a phrase
takes its parent's (``PARENT``: bw -> ex -> classic, sm -> xy -> modern), so every phrase gives
both roots, ``classic`` and ``modern`` (checked on import). A text may hold ``{fields}`` the node
fills in (``w.phrase("self_confused", name=...)``); ``None`` means the wording has no phrase of
its own there and the node words it its general way (``w.phrase_or_none``).

``RULESET_WORDING`` gives each ruleset's wording (the four eras; ``+table`` words as its era);
a name no ruleset has falls back to ``UNKNOWN_RULESET_WORDING``, today's words.

This is a Python data module (loaded once on import, checked by mypy and ruff), not JSON, so a
phrase's comment can name the print it is from.
"""

from __future__ import annotations

from collections.abc import Mapping

WORDING_ERA: dict[str, tuple[str, str]] = {  # wording -> (era, dialect) of ``Words``
    "classic": ("classic", ""), "ex": ("classic", "ex"), "bw": ("classic", "bw"),
    "xy": ("modern", "xy"), "sm": ("modern", "xy"), "modern": ("modern", ""),
}
PARENT: dict[str, str | None] = {"classic": None, "ex": "classic", "bw": "ex",
                                 "modern": None, "xy": "modern", "sm": "xy"}
RULESET_WORDING = {"classic": "classic", "xy": "xy", "sm": "sm", "modern": "modern"}
UNKNOWN_RULESET_WORDING = "modern"

SWITCH_IN = "Switch in 1 of your opponent's Benched Pokémon to the Active Spot."  # today's gust

PHRASES: dict[str, dict[str, str | None]] = {
    # How the Pokémon being attacked is named.
    "defending": {"classic": "the Defending Pokémon", "modern": "your opponent's Active Pokémon"},
    # How a Pokémon in play names itself: by name to EX, "this Pokémon" from Black & White on.
    "self_in_play": {"classic": "{name}", "bw": "this Pokémon", "modern": "this Pokémon"},
    # How a Tool's attack names the Pokémon it is attached to.
    "tool_attacker": {"classic": "{name}", "modern": "this Pokémon"},
}


def _resolve(phrases: Mapping[str, Mapping[str, str | None]]) -> dict[str, dict[str, str | None]]:
    """Every phrase for every wording, parents filled in; a phrase without both roots is an error."""
    table: dict[str, dict[str, str | None]] = {}
    for key, texts in phrases.items():
        unknown = set(texts) - set(PARENT)
        if unknown or "classic" not in texts or "modern" not in texts:
            raise ValueError(f"phrase {key!r}: give 'classic' and 'modern', and only wordings of {list(PARENT)}")
        row: dict[str, str | None] = {}
        for wording in PARENT:
            at: str | None = wording
            while at is not None and at not in texts:
                at = PARENT[at]
            row[wording] = texts[at] if at is not None else None
        table[key] = row
    return table


RESOLVED = _resolve(PHRASES)
