"""A deck named on the command line: a built-in deck by name, or a deck-list file (Pokémon TCG
Live or Limitless text) by path. Used by ``holofoil sim`` and ``holofoil arena``.

A file that cannot be read, does not parse, is not 60 cards or holds cards Holofoil cannot play
yet is refused with a message naming what is wrong (and, for unplayable cards, which ones).
"""

from __future__ import annotations

from pathlib import Path

from desktop.decks.decklist import parse_decklist
from desktop.engine.cards import CardDB, CardDef, default_db
from desktop.engine.rules import ERA_ORDER

MAX_FILE_BYTES = 1_000_000  # a deck list is a few hundred bytes


class DeckSpecError(ValueError):
    """A deck named on the command line cannot be used; the message says why."""


def resolve_deck(spec: str, db: CardDB | None = None, table: bool = False) -> tuple[str, list[CardDef]]:
    """``(label, cards)`` for a built-in deck name or a deck-list file path. ``table``: for Table
    mode, where cards Holofoil can't run yet are played by hand (so they are allowed)."""
    db = db or default_db()
    theme = db.all_theme_decks() if table else db.theme_decks()
    if spec in theme:
        return spec, theme[spec]
    path = Path(spec)
    if not path.is_file():
        raise DeckSpecError(f"unknown deck {spec!r}: not a built-in deck ({', '.join(theme)}) and not a file")
    if path.stat().st_size > MAX_FILE_BYTES:
        raise DeckSpecError(f"{path.name}: too large to be a deck list")
    try:
        text = path.read_text(encoding="utf-8-sig", errors="strict")
    except (OSError, UnicodeDecodeError) as exc:
        raise DeckSpecError(f"{path.name}: cannot be read as text ({exc})") from None
    result = parse_decklist(text, db, name=path.stem)
    if not result.ok or result.deck is None:
        problems = "; ".join(str(e) for e in result.errors[:5])
        raise DeckSpecError(f"{path.name}: not a valid deck list: {problems}")
    cards = result.deck.cards(db)
    if len(cards) != 60:
        raise DeckSpecError(f"{path.name}: {len(cards)} cards; a deck needs exactly 60")
    missing = sorted({c.name for c in cards if not c.implemented})
    if missing and not table:
        raise DeckSpecError(f"{path.name}: Holofoil cannot play these cards yet: {', '.join(missing)}")
    return path.stem, cards


def ruleset_for(decks: list[list[CardDef]], db: CardDB | None = None) -> str:
    """The rules both decks are played by: the era of their sets ("classic", "xy", "sm" or
    "modern"). Basic Energy fits any era. Cards of later eras play by the newest one among them
    (an Expanded deck of XY and Scarlet & Violet cards plays by today's rules); classic cards with
    cards of later eras are refused, naming the cards."""
    db = db or default_db()
    eras: dict[str, list[str]] = {}
    for cards in decks:
        for card in cards:
            if not card.is_basic_energy:
                eras.setdefault(db.sets[card.set_id].era, []).append(card.name)
    if "classic" in eras and len(eras) > 1:
        sample = "; ".join(f"{era}: {', '.join(sorted(set(names))[:3])}" for era, names in sorted(eras.items()))
        raise DeckSpecError(f"the decks mix rules eras ({sample}); play them in one era")
    known = [era for era in ERA_ORDER if era in eras]
    return known[-1] if known else "classic"
