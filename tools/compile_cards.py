"""Compile the printed attack text of sets in the public card data into ``cards/<set>.compiled.json``.

    PYTHONPATH=. python tools/compile_cards.py sv1 sv3 ... [--source ../shared/card-data] [--shapes 5]
    PYTHONPATH=. python tools/compile_cards.py --library   (every set of the card library, cards/library/)

Only nodes are written (never text). A hand-written entry in ``cards/<set>.effects.json`` always
wins over a compiled one. Prints per set how many attack texts compiled, and the most common
shapes that did not.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from import_cards import convert_card, default_source  # noqa: E402

from desktop.compiler.analogy import ExampleBook  # noqa: E402
from desktop.compiler.compile import compile_card, shape_of  # noqa: E402
from desktop.compiler.trainer_patterns import trainer_body  # noqa: E402


def _texts(raw: dict) -> list[tuple[str, str, str]]:
    """(part, name, printed text) of every text of a card the compiler tries."""
    out = [("attacks", a["name"], a["text"]) for a in raw.get("attacks", ()) if a.get("text")]
    out += [("powers", a["name"], a["text"]) for a in raw.get("abilities", ()) if a.get("text")]
    if raw.get("supertype") != "Pokémon" and raw.get("rules"):
        out.append(("card", raw["name"], trainer_body(raw["rules"])))
    return out


def set_folder(set_id: str) -> Path:
    """Where a set's facts are: ``cards/`` for a shipped set, else the card library."""
    return ROOT / "cards" if (ROOT / "cards" / f"{set_id}.json").exists() else ROOT / "cards" / "library"


def compile_set(set_id: str, source: Path, book: ExampleBook | None = None) -> tuple[dict, Counter, Counter, Counter]:
    """(compiled behaviour by card id, texts compiled by part, texts by part, shapes not compiled)."""
    facts = json.loads((set_folder(set_id) / f"{set_id}.json").read_text("utf-8"))
    code = facts["set"]["code"]
    raws = json.loads((source / "cards" / f"{set_id}.json").read_text("utf-8"))
    out: dict[str, dict] = {}
    done: Counter = Counter()
    total: Counter = Counter()
    missed: Counter = Counter()
    for raw in raws:
        entry = compile_card(raw, convert_card(raw), set_id, code, book)
        for part, name, text in _texts(raw):
            total[part] += 1
            got = bool(entry.get("play") or entry.get("statics")) if part == "card" else name in entry.get(part, {})
            done[part] += got
            if not got:
                missed[f"[{part}] " + shape_of(text, raw["name"])] += 1
        if entry:
            out[raw["id"]] = entry  # by id: some sets print two cards with the same number
    return out, done, total, missed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sets", nargs="*")
    parser.add_argument("--library", action="store_true", help="compile every set of cards/library/ too")
    parser.add_argument("--source", type=Path, default=default_source())
    parser.add_argument("--shapes", type=int, default=5, help="most common shapes not compiled, per run")
    args = parser.parse_args()
    all_missed: Counter = Counter()
    book = ExampleBook.from_folder(ROOT / "cards")
    print(f"{len(book)} hand-written definitions teach the compiler by analogy")
    sets = list(args.sets)
    if args.library:
        index = json.loads((ROOT / "cards" / "library" / "index.json").read_text("utf-8"))
        sets += [row["id"] for row in index["sets"]]
    for set_id in sets:
        compiled, done, total, missed = compile_set(set_id, args.source, book)
        target = set_folder(set_id) / f"{set_id}.compiled.json"
        target.write_text(json.dumps(compiled, indent=0, ensure_ascii=False, sort_keys=True) + "\n", "utf-8")
        all_missed.update(missed)
        counts = ", ".join(f"{part} {done[part]}/{total[part]}" for part in ("attacks", "powers", "card"))
        print(f"{set_id}: compiled {counts} -> {target.name}")
    for shape, n in all_missed.most_common(args.shapes):
        print(f"  not compiled ({n}): {shape}")


if __name__ == "__main__":
    main()
