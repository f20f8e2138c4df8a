"""Try a hand-written definition against a card's printed text, for writing ``effects.json``.

    PYTHONPATH=. python tools/try_effect.py SET NUMBER PART NAME 'JSON'   # PART: attacks | powers | card
    PYTHONPATH=. python tools/try_effect.py SET NUMBER                     # list the card's texts
    PYTHONPATH=. python tools/try_effect.py --write SET NUMBER PART NAME 'JSON'  # and store it if it matches

Prints the printed text (read from ``../shared/card-data``, never stored), the text Holofoil
generates from the definition, and whether their fingerprints match.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from import_cards import default_source  # noqa: E402

from desktop.compiler.facts import convert_card  # noqa: E402
from desktop.engine.cards import build_card  # noqa: E402
from desktop.engine.fx import vocabulary  # noqa: E402,F401
from desktop.engine.text import attack_text, card_text, power_text  # noqa: E402
from desktop.engine.text_match import fingerprint, normalise  # noqa: E402


def _store(set_id: str, number: str, part: str, name: str, definition: object) -> None:
    """Put a matching definition into ``cards/<set>.effects.json``, or ``cards/library/<set>.effects.json``
    for a set of the card library (keys kept in card order)."""
    shipped = (ROOT / "cards" / f"{set_id}.json").exists()
    path = ROOT / "cards" / ("" if shipped else "library") / f"{set_id}.effects.json"
    data = json.loads(path.read_text("utf-8")) if path.exists() else {}
    entry = data.setdefault(number, {})
    if part == "card":
        entry.update(definition)  # type: ignore[arg-type]
    else:
        entry.setdefault(part, {})[name] = definition
    ordered = dict(sorted(data.items(), key=lambda kv: (int("".join(filter(str.isdigit, kv[0])) or 0), kv[0])))
    path.write_text("{\n" + ",\n".join(f" {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}"
                                         for k, v in ordered.items()) + "\n}\n", "utf-8")
    print(f"stored in {path.name}")


def main() -> None:
    args = sys.argv[1:]
    write = args[:1] == ["--write"]
    set_id, number, *rest = args[1:] if write else args
    raws = json.loads((default_source() / "cards" / f"{set_id}.json").read_text("utf-8"))
    raw = next((c for c in raws if c["id"] == f"{set_id}-{number}"), None) or next(c for c in raws
                                                                                    if c["number"] == number)
    if not rest:
        for a in raw.get("abilities", []):
            print(f"[powers] {a['name']}: {a.get('text')}")
        for a in raw.get("attacks", []):
            print(f"[attacks] {a['name']}: {a.get('text')}")
        if raw.get("rules"):
            print(f"[card] {' '.join(raw['rules'])}")
        return
    part, name, definition = rest[0], rest[1], json.loads(rest[2])
    converted = convert_card(raw)
    # with what is already stored for the card (a Technical Machine's attacks, an Antique Fossil's flags)
    shipped = (ROOT / "cards" / f"{set_id}.json").exists()
    stored_path = ROOT / "cards" / ("" if shipped else "library") / f"{set_id}.effects.json"
    stored = json.loads(stored_path.read_text("utf-8")).get(number, {}) if stored_path.exists() else {}
    if part == "card":
        card = build_card(converted, set_id, set_id.upper(), {**stored, **definition})
        printed, ours = " ".join(raw["rules"]), card_text(card)
    elif part == "attacks":
        card = build_card(converted, set_id, set_id.upper(), {"attacks": {name: definition}})
        printed = next(a["text"] for a in raw["attacks"] if a["name"] == name)
        ours = attack_text(card, next(a for a in card.attacks if a.name == name))
    else:
        card_level = {k: v for k, v in stored.items() if k == "flags"}
        card = build_card(converted, set_id, set_id.upper(), {**card_level, "powers": {name: definition}})
        printed = next(a["text"] for a in raw["abilities"] if a["name"] == name)
        ours = power_text(card, next(p for p in card.powers if p.name == name))
    print("printed:  ", normalise(printed, raw["name"]))
    print("generated:", normalise(ours, raw["name"]))
    same = fingerprint(ours, raw["name"]) == fingerprint(printed, raw["name"])
    print("MATCH" if same else "DIFFERENT")
    if same and write:
        _store(set_id, number, part, name, definition)


if __name__ == "__main__":
    main()
