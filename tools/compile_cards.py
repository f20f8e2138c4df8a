"""Compile the printed attack text of sets in the public card data into ``cards/<set>.compiled.json``.

    PYTHONPATH=. python tools/compile_cards.py sv1 sv3 ... [--source ../shared/card-data] [--shapes 5]

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

from desktop.compiler.compile import compile_card, compile_text, shape_of  # noqa: E402


def compile_set(set_id: str, source: Path) -> tuple[dict, int, int, Counter]:
    """(compiled behaviour by card id, texts compiled, texts in all, shapes not compiled)."""
    facts = json.loads((ROOT / "cards" / f"{set_id}.json").read_text("utf-8"))
    code = facts["set"]["code"]
    raws = json.loads((source / "cards" / f"{set_id}.json").read_text("utf-8"))
    out: dict[str, dict] = {}
    done = total = 0
    missed: Counter = Counter()
    for raw in raws:
        entry = compile_card(raw, convert_card(raw), set_id, code)
        texts = [a for a in raw.get("attacks", ()) if a.get("text")]
        total += len(texts)
        done += len(entry.get("attacks", {}))
        for attack in texts:
            if attack["name"] not in entry.get("attacks", {}):
                missed[shape_of(attack["text"], raw["name"]) + ("" if compile_text(attack["text"]) is None
                                                                   else "  [round trip differs]")] += 1
        if entry:
            out[raw["id"]] = entry  # by id: some sets print two cards with the same number
    return out, done, total, missed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sets", nargs="+")
    parser.add_argument("--source", type=Path, default=default_source())
    parser.add_argument("--shapes", type=int, default=5, help="most common shapes not compiled, per run")
    args = parser.parse_args()
    all_missed: Counter = Counter()
    for set_id in args.sets:
        compiled, done, total, missed = compile_set(set_id, args.source)
        target = ROOT / "cards" / f"{set_id}.compiled.json"
        target.write_text(json.dumps(compiled, indent=0, ensure_ascii=False, sort_keys=True) + "\n", "utf-8")
        all_missed.update(missed)
        print(f"{set_id}: {done}/{total} attack texts compiled -> {target.name}")
    for shape, n in all_missed.most_common(args.shapes):
        print(f"  not compiled ({n}): {shape}")


if __name__ == "__main__":
    main()
