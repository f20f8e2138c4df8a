"""Compare the rules text Holofoil generates for each attack with the printed text.

    PYTHONPATH=. python tools/check_card_text.py base1 base2 base3 [--source ../shared/card-data] [-q]

For every attack with printed text, the text generated from its effect nodes
(``desktop.engine.text.attack_text``) is compared with the printed text of the public card data
(read here, never copied into the project) once both are normalised: case, whitespace and
punctuation; the card's own name; Holofoil's gender-neutral wording ("they choose 1 of them and
switch it" for "he or she chooses 1 of them and switches it"); and "a" for "1" ("draw a card").
Prints each difference and a count per set; exits 1 if any implemented attack differs.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from desktop.engine.cards import load_set
from desktop.engine.text import attack_text
from desktop.engine.text_match import normalise

sys.path.insert(0, str(Path(__file__).resolve().parent))
from import_cards import default_source  # noqa: E402


def check(set_id: str, source: Path, quiet: bool) -> tuple[int, int, int]:
    """(matching, differing, unimplemented) attacks with printed text in ``set_id``."""
    printed = {c["number"]: c for c in json.loads((source / "cards" / f"{set_id}.json").read_text("utf-8"))}
    same = differ = missing = 0
    for card in load_set(set_id).cards:
        for attack in card.attacks:
            text = next((a.get("text", "") for a in printed[card.number].get("attacks", ())
                         if a["name"] == attack.name), "")
            if not text:
                continue
            if not attack.implemented:
                missing += 1
                continue
            ours = attack_text(card, attack)
            if normalise(ours, card.name) == normalise(text, card.name):
                same += 1
                continue
            differ += 1
            if not quiet:
                print(f"{set_id} {card.number} {card.name} / {attack.name}\n  printed:   {text}\n  generated: {ours}")
    return same, differ, missing


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sets", nargs="+")
    parser.add_argument("--source", type=Path, default=default_source())
    parser.add_argument("-q", "--quiet", action="store_true", help="only the counts")
    args = parser.parse_args()
    failed = False
    for set_id in args.sets:
        same, differ, missing = check(set_id, args.source, args.quiet)
        print(f"{set_id}: {same} match, {differ} differ, {missing} not implemented")
        failed = failed or differ > 0
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
