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
from desktop.engine.text_match import fingerprint  # noqa: E402


def default_source() -> Path:
    """``shared/card-data`` beside the checkout, or beside a folder holding it (a git worktree)."""
    for folder in ROOT.parents:
        candidate = folder / "shared" / "card-data"
        if candidate.is_dir():
            return candidate
    return ROOT.parent / "shared" / "card-data"


def _damage(text: str) -> tuple[int, str]:
    """Printed damage -> (number, sign). "?" (Super Fang: damage set by the text) is 0, no sign."""
    if text.strip() == "?":
        return 0, ""
    match = re.match(r"^(\d*)\s*([+×x\-]?)$", text.strip())
    if not match:
        raise ValueError(f"unrecognised damage {text!r}")
    number, sign = match.groups()
    return int(number or 0), {"x": "×"}.get(sign, sign)


STAGES = ("Basic", "Stage 1", "Stage 2")
# Evolution card classes printed without a Stage: each evolves from (or, for LEGEND and V-UNION,
# is put together from) something else, so none of them is a Basic Pokémon.
EVOLUTION_CLASSES = ("VSTAR", "VMAX", "MEGA", "BREAK", "LEGEND", "V-UNION", "Level-Up", "Restored")
TRAINER_KINDS = {"Item": "Item", "Supporter": "Supporter", "Stadium": "Stadium", "Pokémon Tool": "Pokémon Tool",
                 "Pokémon Tool F": "Pokémon Tool", "Technical Machine": "Pokémon Tool"}


def pokemon_stage(subtypes: list[str]) -> str:
    """The stage of a Pokémon card from its classes: its printed Stage, else its evolution class
    (a VSTAR evolves from a V, an XY-era MEGA from an EX), else Basic."""
    stage = next((s for s in subtypes if s in STAGES), None)
    if stage is None:
        stage = next((s for s in subtypes if s in EVOLUTION_CLASSES), "Basic")
    return stage


def basic_energy_type(name: str) -> str:
    """"Fire Energy" and the Scarlet & Violet "Basic Fire Energy" both provide Fire."""
    name = name.removesuffix(" Energy")
    return name.removeprefix("Basic ")


def convert_card(raw: dict) -> dict:
    """One reference card -> our card record (facts only)."""
    kind = {"Pokémon": "pokemon", "Trainer": "trainer", "Energy": "energy"}[raw["supertype"]]
    out: dict = {"id": raw["id"], "number": raw["number"], "name": raw["name"], "kind": kind}
    subtypes = raw.get("subtypes") or []
    if kind == "pokemon":
        stage = pokemon_stage(subtypes)
        extra = [s for s in subtypes if s != stage and s not in STAGES]
        if extra:  # rule-box and other classes: ex, V, VMAX, VSTAR, GX, Radiant, ...
            out["subtypes"] = extra
        out.update(
            stage=stage,
            hp=int(raw["hp"]),
            types=raw.get("types", []),
            pokedex=(raw.get("nationalPokedexNumbers") or [0])[0],
        )
        if raw.get("evolvesFrom"):
            out["evolves_from"] = raw["evolvesFrom"]
        powers = [
            {"name": a["name"], "kind": a.get("type", "Ability"), "has_text": bool(a.get("text")),
             **({"fp": fingerprint(a["text"], raw["name"])} if a.get("text") else {})}
            for a in raw.get("abilities", [])
        ]
        if powers:
            out["powers"] = powers
        attacks = []
        for attack in raw.get("attacks", []):
            damage, sign = _damage(attack.get("damage", ""))
            row = {"name": attack["name"], "cost": attack.get("cost", []), "damage": damage}
            if sign:
                row["sign"] = sign
            if attack.get("text"):
                row["has_text"] = True
                row["fp"] = fingerprint(attack["text"], raw["name"])  # a hash, never the text
            attacks.append(row)
        out["attacks"] = attacks
        out["weaknesses"] = [
            {"type": w["type"], "value": w["value"].replace("×", "x")} for w in raw.get("weaknesses", [])
        ]
        out["resistances"] = [{"type": r["type"], "value": r["value"]} for r in raw.get("resistances", [])]
        out["retreat"] = len(raw.get("retreatCost", []) or [])
    elif kind == "trainer":
        printed = next((s for s in subtypes if s in TRAINER_KINDS), "Item")
        main = TRAINER_KINDS[printed]
        out["subtype"] = main
        extra = [s for s in subtypes if s != main]  # e.g. ACE SPEC, Technical Machine, Ancient
        if extra:
            out["subtypes"] = extra
        if raw.get("hp"):
            out["hp"] = int(raw["hp"])
        out["has_text"] = True
        if raw.get("rules"):
            out["fp"] = fingerprint(" ".join(raw["rules"]), raw["name"])
    else:
        out["subtype"] = "Special" if "Special" in subtypes else "Basic"
        if out["subtype"] == "Basic":
            out["provides"] = [basic_energy_type(raw["name"])]
        else:
            out["has_text"] = True
            if raw.get("rules"):
                out["fp"] = fingerprint(" ".join(raw["rules"]), raw["name"])
    if raw.get("regulationMark"):
        out["regulation"] = raw["regulationMark"]  # formats (Standard) are checked by it
    if raw.get("rarity"):
        out["rarity"] = raw["rarity"]
    return out


# The rules era a set is played under by default: classic (seed 004) or modern (seed 001); the XY
# and Sun & Moon rulesets (seeds 002 and 000) come with the eras issue.
ERAS = {"Base": "classic", "Gym": "classic", "Neo": "classic"}


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
            "era": ERAS.get(info.get("series", ""), "modern"),
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
