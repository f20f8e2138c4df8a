"""Convert public card facts (pokemontcg.io schema) into Holofoil's own card format.

Only facts are converted: names, HP, types, stage, costs, damage, weakness,
resistance, retreat, numbers and theme-deck lists. Card text is never copied;
for each attack or power we record only *whether* it has printed text, so the
implementation report can tell a vanilla attack from an unimplemented one.
Behaviour lives in the hand-written ``cards/<set>.effects.json``.

Usage: python tools/import_cards.py base1 base2 base3 [--source ../shared/card-data]
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


# The rules era a set is played under by default: classic (seed 004) or modern (seed 001); the XY
# and Sun & Moon rulesets (seeds 002 and 000) come with the eras issue.
ERAS = {"Base": "classic", "Gym": "classic", "Neo": "classic"}
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("set_ids", nargs="+")
    parser.add_argument("--source", type=Path, default=default_source())
    args = parser.parse_args()
    for set_id in args.set_ids:
        data = convert_set(set_id, args.source)
        target = ROOT / "cards" / f"{set_id}.json"
        target.write_text(dump(data), encoding="utf-8")
        print(f"{set_id}: {len(data['cards'])} cards, {len(data['decks'])} decks -> {target}")


if __name__ == "__main__":
    main()
