"""Write every generated rules text of every card to a JSON file, to compare before and after a change.

Each key is ``card id|attack:<name>|<era>`` (or ``power:``, ``card``); the era ``None`` is the
printed wording, the others are the texts the table shows under each ruleset. A refactoring
that must not change behaviour must not change one of them:

    PYTHONPATH=. python tools/text_snapshot.py /tmp/before.json
    (change)
    PYTHONPATH=. python tools/text_snapshot.py /tmp/after.json --against /tmp/before.json
"""
from __future__ import annotations

import argparse
import json
import sys

from desktop.engine.cards import default_db
from desktop.engine.rules import RULESETS
from desktop.engine.text import attack_text, card_text, power_text


def snapshot() -> dict[str, str]:
    """Every generated text of every card in the library, keyed by card, text and era."""
    db = default_db()
    db.load_library()
    texts: dict[str, str] = {}
    for card in db.all_cards():
        for era in (None, *RULESETS):
            for attack in card.attacks:
                texts[f"{card.id}|attack:{attack.name}|{era}"] = _safe(attack_text, card, attack, era)
            for power in card.powers:
                texts[f"{card.id}|power:{power.name}|{era}"] = _safe(power_text, card, power, era)
            if card.kind != "pokemon":
                texts[f"{card.id}|card|{era}"] = _safe(card_text, card, era)
    return texts


def _safe(fn, *args) -> str:  # type: ignore[no-untyped-def]
    try:
        return fn(*args)
    except Exception as exc:  # noqa: BLE001 - a text that fails is itself a difference to report
        return f"!{type(exc).__name__}: {exc}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", help="where to write the snapshot (JSON)")
    parser.add_argument("--against", help="an earlier snapshot: print every text that differs, exit 1 if any")
    args = parser.parse_args()
    texts = snapshot()
    with open(args.out, "w", encoding="utf-8") as f:
        json.dump(texts, f, ensure_ascii=False, sort_keys=True)
    print(f"{len(texts):,} texts written to {args.out}")
    if not args.against:
        return 0
    with open(args.against, encoding="utf-8") as f:
        before = json.load(f)
    changed = sorted(k for k in before.keys() | texts.keys() if before.get(k) != texts.get(k))
    for key in changed[:200]:
        print(f"{key}\n  before: {before.get(key)}\n  after:  {texts.get(key)}")
    printed = sum(1 for k in changed if k.endswith("|None"))
    print(f"{len(changed)} texts differ ({printed} of them printed wording)")
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
