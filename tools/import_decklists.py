"""Turn the official preconstructed deck lists (PTCG Live text) into Holofoil's built-in decks.

    PYTHONPATH=. python tools/import_decklists.py [--source ../shared/decklists/modern]

Each ``<deck>.txt`` is read with the deck-list importer against the shipped sets and the card
library. A deck whose every card resolves and is implemented goes into ``cards/decks.json``
(names and card ids only: deck lists are facts); any other is listed with what is missing, and
left out. The display name is the product's, from the table in ``INDEX.md``.

A card of a set missing from the card data (Paldea Evolved) takes a printing of the same name
(``stand_in``). For a Trainer or Energy card that is the same card; a deck that needs a Pokémon
stand-in (whose attacks may differ) is named "... (stand-ins)" and lists them in
``stand_ins``, so nobody mistakes it for the exact product.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from import_cards import default_source as card_data_source  # noqa: E402

from desktop.decks.decklist import parse_decklist  # noqa: E402
from desktop.decks.resolve import ERA_ORDER  # noqa: E402
from desktop.engine.cards import SHIPPED_SETS, CardDB, CardDef, load_set  # noqa: E402
from desktop.engine.set_library import read_library  # noqa: E402


def default_source() -> Path:
    for folder in ROOT.parents:
        candidate = folder / "shared" / "decklists" / "modern"
        if candidate.is_dir():
            return candidate
    return ROOT.parent / "shared" / "decklists" / "modern"


def product_names(index: Path) -> dict[str, str]:
    """file name -> product name, from INDEX.md's table ("| `x.txt` | Product | ...")."""
    names = {}
    for line in index.read_text(encoding="utf-8").splitlines():
        match = re.match(r"\|\s*`([^`]+\.txt)`\s*\|\s*([^|]+?)\s*\|", line)
        if match:
            product = match.group(2)
            line_name, _, deck = product.partition(" — ")
            names[match.group(1)] = (f"{deck} Battle Deck" if line_name == "ex Battle Deck"
                                     else f"{line_name}: {deck}" if deck else product)
    return names


def import_decks(source: Path, db: CardDB) -> tuple[list[dict], dict[str, list[str]]]:
    """(built-in decks, {file: reasons} for the decks left out)."""
    names = product_names(source / "INDEX.md")
    decks, left_out = [], {}
    for path in sorted(source.glob("*.txt")):
        result = parse_decklist(path.read_text(encoding="utf-8"), db, name=path.stem)
        guesses = [w for w in result.warnings if not w.stand_in]  # a name only, a count that disagrees...
        if result.deck is None or guesses:
            left_out[path.name] = [str(e) for e in result.errors or guesses]
            continue
        cards = [db.get(cid) for cid in result.deck.counts]
        missing = sorted({c.name for c in cards if not c.implemented})
        if missing:
            left_out[path.name] = [f"not implemented: {', '.join(missing)}"]
            continue
        stand_ins = sorted({(w.line.strip(), w.stand_in) for w in result.warnings
                            if w.stand_in and db.get(w.stand_in).kind == "pokemon"})
        name = names.get(path.name, path.stem)
        if stand_ins:  # kept short: a deck name is a label, not text ("Battle Academy: Pikachu ex (stand-ins)")
            name = re.sub(r" \d{4}(?=:)| deck$", "", name) + " (stand-ins)"
        entry: dict = {"name": name, "file": path.name,
                       "cards": [{"id": cid, "count": n} for cid, n in result.deck.counts.items()]}
        if stand_ins:
            entry["stand_ins"] = [{"line": line, "id": cid} for line, cid in stand_ins]
        decks.append(entry)
    return decks, left_out


THEME_SERIES = ("xy", "g1", "dc1", "sm", "det1",  # issue #15: the XY and Sun & Moon theme decks
                "base5", "neo2")  # issue #37: the classic sets of the card library (Team Rocket, Neo Discovery)


def _printed_names(set_id: str) -> dict[tuple[str, str], str]:
    """(deck name, card id) -> card name, from the card data's theme decks of ``set_id`` (the lists
    name every card, also those of sets missing from the card data)."""
    path = card_data_source() / "decks" / f"{set_id}.json"
    if not path.exists():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    return {(deck["name"], card["id"]): card["name"] for deck in data for card in deck.get("cards", [])}


def stand_in_for(db: CardDB, name: str, era: str) -> CardDef | None:
    """An implemented printing named ``name``, for a card of a set Holofoil doesn't have, that keeps the
    rules the deck is played by: of the deck's own rules ``era`` first, else of an earlier era other
    than the classic one (a later era's card would change the deck's rules), the newest first. For a
    Trainer or Energy card it is the same card; for a Pokémon its attacks may differ."""
    rank = ERA_ORDER.index(era)

    def keeps_rules(card: CardDef) -> bool:
        other = db.sets[card.set_id].era
        return other == era or (other != "classic" and ERA_ORDER.index(other) < rank)

    same = [c for c in db.all_cards() if c.name == name and c.implemented and keeps_rules(c)]
    return max(same, key=lambda c: (db.sets[c.set_id].era == era, db.sets[c.set_id].release, c.id)) if same \
        else None


def era_theme_decks(db: CardDB) -> tuple[list[dict], dict[str, list[str]]]:
    """The theme decks of the XY and Sun & Moon sets of the card library, and of its classic sets
    (``THEME_SERIES``), whose every card is implemented (built-in decks, named "<deck> (<set>)"), and
    what the others still miss. A card of a
    set missing from the card data (Roaring Skies' Wally, Ultra Prism's Cynthia) takes an implemented
    printing of its name; a deck that needs a Pokémon stand-in is named "<deck> (stand-ins)" and lists
    them in ``stand_ins``."""
    decks, left_out = [], {}
    db.load_library()
    for card_set in sorted(db.sets.values(), key=lambda s: (s.release, s.id)):
        if not card_set.id.startswith(THEME_SERIES):
            continue
        printed = _printed_names(card_set.id)
        for name, rows in card_set.decks.items():
            label = f"{name} ({card_set.name})"
            resolved, stand_ins, missing = [], [], set()
            for cid, n in rows:
                if cid not in db.by_id:
                    other = stand_in_for(db, printed.get((name, cid), ""), card_set.era)
                    if other is None:
                        missing.add(printed.get((name, cid), cid))
                        continue
                    if other.kind == "pokemon":
                        stand_ins.append({"line": f"{printed[(name, cid)]} {cid}", "id": other.id})
                    cid = other.id
                if not db.get(cid).implemented:
                    missing.add(db.get(cid).name)
                resolved.append((cid, n))
            if missing:
                left_out[label] = [f"not implemented: {', '.join(sorted(missing))}"]
                continue
            entry: dict = {"name": f"{name} (stand-ins)" if stand_ins else label,  # (a name is at most 40 characters)
                           "era": card_set.era, "cards": [{"id": cid, "count": n} for cid, n in resolved]}
            if stand_ins:
                entry["stand_ins"] = stand_ins
            decks.append(entry)
    return decks, left_out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=default_source())
    args = parser.parse_args()
    db = CardDB([load_set(s) for s in SHIPPED_SETS], library=read_library(loaded=set(SHIPPED_SETS)))
    decks, left_out = import_decks(args.source, db)
    themes, themes_left_out = era_theme_decks(db)
    decks += themes
    target = ROOT / "cards" / "decks.json"
    target.write_text(json.dumps({"decks": decks}, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(decks)} built-in decks -> {target}")
    for deck in decks:
        print(f"  {deck['name']} ({deck.get('file', deck.get('era'))})")
    for name, reasons in left_out.items():
        print(f"left out {name}: {reasons[0]}" + (f" (+{len(reasons) - 1} more)" if len(reasons) > 1 else ""))
    print(f"Library theme decks left out until every card plays: {len(themes_left_out)}")


if __name__ == "__main__":
    main()
