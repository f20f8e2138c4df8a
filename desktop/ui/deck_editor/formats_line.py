"""The deck editor's line on formats (issue #15): where the deck is legal, and for each format it
is not legal in, which cards and why, in words."""

from __future__ import annotations

from desktop.decks.formats import FormatError, load_formats
from desktop.engine.cards import CardDB, CardDef

SHOWN_PER_FORMAT = 3  # cards named per format before "and N more"


def format_summary(cards: list[CardDef], db: CardDB) -> str:
    """"Legal in Unlimited, Expanded. Not legal in Standard 2026: Riolu (regulation mark G) and 2
    more." ("" for an empty deck, or when the format file cannot be read, said as such)."""
    if not cards:
        return ""
    try:
        formats = load_formats()
    except FormatError as exc:
        return f"Formats unavailable: {exc}"
    results = [(fmt.name, fmt.illegal(cards, db), fmt.quiet) for fmt in formats]
    legal = [name for name, illegal, _quiet in results if not illegal]
    parts = [f"Legal in {', '.join(legal)}." if legal else "Not legal in any format yet."]
    for name, illegal, quiet in results:
        if illegal and not quiet:  # an era's theme format is named only where the deck is legal
            named = [f"{card} ({why})" for card, why in illegal.items()]
            more = len(named) - SHOWN_PER_FORMAT
            listed = ", ".join(named[:SHOWN_PER_FORMAT]) + (f" and {more} more" if more > 0 else "")
            parts.append(f"Not legal in {name}: {listed}.")
    return " ".join(parts)
