"""Convert public card facts (pokemontcg.io schema) into Holofoil's own card format.

Only facts are converted: names, HP, types, stage, costs, damage, weakness,
resistance, retreat, numbers and theme-deck lists. Card text is never copied;
for each attack or power we record only *whether* it has printed text, so the
implementation report can tell a vanilla attack from an unimplemented one.
Behaviour lives in the hand-written ``cards/<set>.effects.json``.

Usage: python tools/import_cards.py base1 base2 base3 [--source ../shared/card-data]
       python tools/import_cards.py --library   (every other set, facts only, into cards/library/)

The library holds the facts of every set of the card data that Holofoil does not ship with
effects: its cards are loaded when a deck names them (``desktop/engine/set_library.py``), so a
deck list of any era resolves, and plays in Table mode.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from desktop.compiler.facts import basic_energy_type, convert_card, pokemon_stage  # noqa: E402,F401


def default_source() -> Path:
    """``shared/card-data`` beside the checkout, or beside a folder holding it (a git worktree)."""
    for folder in ROOT.parents:
        candidate = folder / "shared" / "card-data"
        if candidate.is_dir():
            return candidate
    return ROOT.parent / "shared" / "card-data"


# The rules era a set is played under by default: classic (seed 004), xy (seed 002), sm (seed 000)
# or modern (seed 001). Black & White plays by the XY rules, its nearest (except that the first
# player could attack on the first turn until XY); the series before it (EX to HeartGold &
# SoulSilver) by today's, until their own rulesets come.
ERAS = {"Base": "classic", "Gym": "classic", "Neo": "classic", "E-Card": "classic",
        "Black & White": "xy", "XY": "xy", "Sun & Moon": "sm"}
ERA_BY_SET = {"base6": "classic"}  # Legendary Collection (series "Other") reprints Base Set to Gym Challenge


def convert_set(set_id: str, source: Path) -> dict:
    sets = {s["id"]: s for s in json.loads((source / "sets.json").read_text())}
    info = sets[set_id]
    raw_cards = json.loads((source / "cards" / f"{set_id}.json").read_text())
    raw_cards.sort(key=lambda c: int(re.sub(r"\D", "", c["number"]) or 0))
    deck_file = source / "decks" / f"{set_id}.json"
    decks = []
    if deck_file.exists():
        for deck in json.loads(deck_file.read_text()):
            size = sum(c["count"] for c in deck["cards"])
            if size != 60:  # e.g. a two-player starter box: not a playable deck
                print(f"skipping {deck['name']!r}: {size} cards, not a 60-card deck")
                continue
            decks.append(
                {"name": deck["name"], "cards": [{"id": c["id"], "count": c["count"]} for c in deck["cards"]]}
            )
    return {
        "set": {
            "id": set_id,
            "name": info["name"],
            "code": info.get("ptcgoCode", set_id.upper()),
            "series": info.get("series", ""),
            "release": info.get("releaseDate", "").replace("/", "-"),
            "era": ERA_BY_SET.get(set_id) or ERAS.get(info.get("series", ""), "modern"),
        },
        "cards": [convert_card(c) for c in raw_cards],
        "decks": decks,
    }


def dump(data: dict) -> str:
    """The text of ``cards/<set>.json`` for converted ``data`` (what :func:`main` writes)."""
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def dump_compact(data: dict) -> str:
    """The text of a library set: one card per line (smaller than ``dump``, still diff-friendly)."""
    cards = ",\n".join(json.dumps(c, ensure_ascii=False, separators=(",", ":")) for c in data["cards"])
    head = json.dumps(data["set"], ensure_ascii=False, separators=(",", ":"))
    decks = json.dumps(data["decks"], ensure_ascii=False, separators=(",", ":"))
    return f'{{"set":{head},\n"cards":[\n{cards}],\n"decks":{decks}}}\n'


def write_library(source: Path) -> None:
    """Convert every set not shipped with effects into ``cards/library/``, with its index."""
    from desktop.engine.cards import SHIPPED_SETS

    folder = ROOT / "cards" / "library"
    folder.mkdir(exist_ok=True)
    index = []
    for path in sorted((source / "cards").glob("*.json")):
        set_id = path.stem
        if set_id in SHIPPED_SETS:
            continue
        data = convert_set(set_id, source)
        (folder / f"{set_id}.json").write_text(dump_compact(data), encoding="utf-8")
        info = data["set"]
        index.append({"id": set_id, "code": info["code"], "name": info["name"], "era": info["era"],
                      "release": info["release"], "cards": len(data["cards"])})
    text = json.dumps({"sets": index}, indent=1, ensure_ascii=False) + "\n"
    (folder / "index.json").write_text(text, encoding="utf-8")
    print(f"library: {len(index)} sets, {sum(s['cards'] for s in index)} cards -> {folder}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("set_ids", nargs="*")
    parser.add_argument("--source", type=Path, default=default_source())
    parser.add_argument("--library", action="store_true", help="write cards/library/ (every set not shipped)")
    args = parser.parse_args()
    if args.library:
        write_library(args.source)
    for set_id in args.set_ids:
        data = convert_set(set_id, args.source)
        target = ROOT / "cards" / f"{set_id}.json"
        target.write_text(dump(data), encoding="utf-8")
        print(f"{set_id}: {len(data['cards'])} cards, {len(data['decks'])} decks -> {target}")


if __name__ == "__main__":
    main()
