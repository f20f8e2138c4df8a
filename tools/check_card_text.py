"""Compare the rules text Holofoil generates for each attack, Power and Trainer with the print.

    PYTHONPATH=. python tools/check_card_text.py base1 base2 base3 [--source ../shared/card-data] [-q]

For every attack, Power or Ability, and Trainer or Special Energy card with printed text, the
text generated from its effect nodes (``desktop.engine.text``) is compared with the printed text of the public card data
(read here, never copied into the project) once both are normalised: case, whitespace and
punctuation; the card's own name; Holofoil's gender-neutral wording ("they choose 1 of them and
switch it" for "he or she chooses 1 of them and switches it"); and "a" for "1" ("draw a card").
Prints each difference and a count per set and part; exits 1 if any implemented attack differs
(Powers and Trainers are reported; their known differences are not yet all worded).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from desktop.engine.cards import load_set
from desktop.engine.text import attack_text, card_text, power_text
from desktop.engine.text_match import normalise

sys.path.insert(0, str(Path(__file__).resolve().parent))
from import_cards import default_source  # noqa: E402


def _compare(label: str, ours: str, text: str, name: str, quiet: bool) -> bool:
    if normalise(ours, name) == normalise(text, name):
        return True
    if not quiet:
        print(f"{label}\n  printed:   {text}\n  generated: {ours}")
    return False


def check(set_id: str, source: Path, quiet: bool, parts: tuple[str, ...]) -> dict[str, list[int]]:
    """Per part ("attacks", "powers", "trainers"): [matching, differing, unimplemented]."""
    printed = {c["number"]: c for c in json.loads((source / "cards" / f"{set_id}.json").read_text("utf-8"))}
    counts = {part: [0, 0, 0] for part in parts}
    for card in load_set(set_id).cards:
        raw = printed[card.number]
        pairs: list[tuple[str, bool, str, str, str]] = []  # part, implemented, ours, printed, label
        if "attacks" in parts:
            for attack in card.attacks:
                text = next((a.get("text", "") for a in raw.get("attacks", ()) if a["name"] == attack.name), "")
                pairs.append(("attacks", attack.implemented, attack_text(card, attack) if attack.implemented else "",
                              text, f"{set_id} {card.number} {card.name} / {attack.name}"))
        if "powers" in parts:
            for power in card.powers:
                text = next((a.get("text", "") for a in raw.get("abilities", ()) if a["name"] == power.name), "")
                pairs.append(("powers", power.implemented, power_text(card, power) if power.implemented else "",
                              text, f"{set_id} {card.number} {card.name} / {power.kind}: {power.name}"))
        if "trainers" in parts and card.kind != "pokemon":
            text = " ".join(raw.get("rules", ()))
            pairs.append(("trainers", card.implemented, card_text(card) if card.implemented else "", text,
                          f"{set_id} {card.number} {card.name}"))
        for part, implemented, ours, text, label in pairs:
            if not text:
                continue
            if not implemented:
                counts[part][2] += 1
            elif _compare(label, ours, text, card.name, quiet):
                counts[part][0] += 1
            else:
                counts[part][1] += 1
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sets", nargs="+")
    parser.add_argument("--source", type=Path, default=default_source())
    parser.add_argument("-q", "--quiet", action="store_true", help="only the counts")
    parser.add_argument("--parts", default="attacks,powers,trainers", help="any of attacks,powers,trainers")
    args = parser.parse_args()
    failed = False
    for set_id in args.sets:
        counts = check(set_id, args.source, args.quiet, tuple(args.parts.split(",")))
        for part, (same, differ, missing) in counts.items():
            print(f"{set_id} {part}: {same} match, {differ} differ, {missing} not implemented")
        failed = failed or counts.get("attacks", [0, 0, 0])[1] > 0
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
