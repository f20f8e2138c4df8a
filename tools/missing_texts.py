"""List the printed texts of a set that Holofoil does not implement yet, grouped by shape.

    PYTHONPATH=. python tools/missing_texts.py gym1 [--all]

Reads the printed text from ``../shared/card-data`` (never stored) and the behaviour from
``cards/`` (hand-written, compiled, and reprints), the way the game loads them. Shapes seen most
often come first: one hand-written example of a shape teaches the compiler the rest
(``desktop/compiler/analogy.py``).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from import_cards import default_source  # noqa: E402

from desktop.compiler.compile import shape_of  # noqa: E402
from desktop.engine.cards import load_set  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("set_id")
    parser.add_argument("--all", action="store_true", help="every card, not one per shape")
    args = parser.parse_args()
    shipped = (ROOT / "cards" / f"{args.set_id}.json").exists()
    folder = ROOT / "cards" / ("" if shipped else "library")
    cards = {c.id: c for c in load_set(args.set_id, folder, reprints_from=ROOT / "cards").cards}
    raws = json.loads((default_source() / "cards" / f"{args.set_id}.json").read_text("utf-8"))
    by_shape: dict[str, list[str]] = defaultdict(list)
    for raw in raws:
        card = cards[raw["id"]]
        for part, printed, name in ([("attacks", a.get("text", ""), a["name"]) for a in raw.get("attacks", [])]
                                    + [("powers", a.get("text", ""), a["name"]) for a in raw.get("abilities", [])]
                                    + [("card", " ".join(raw.get("rules", [])), raw["name"])]):
            if printed and name in card.missing:
                by_shape[f"[{part}] " + shape_of(printed, raw["name"])].append(f"{raw['number']} {raw['name']}: {name}")
    for shape, where in sorted(by_shape.items(), key=lambda kv: -len(kv[1])):
        print(f"({len(where)}) {shape}\n    " + ("\n    ".join(where) if args.all else where[0]))


if __name__ == "__main__":
    main()
