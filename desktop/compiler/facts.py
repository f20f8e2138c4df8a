"""Card facts in Holofoil's own format, from a card in the public pokemontcg.io schema.

Only facts are converted: names, HP, types, stage, costs, damage, Weakness, Resistance, Retreat
Cost, numbers and regulation marks. Card text is never copied: for each printed text we keep only
*whether* there is one and a fingerprint of it (``text_match.py``), so the compiler and the report
can check generated text against the print without storing it. Used by ``tools/import_cards.py``
and by ``holofoil cards import``.
"""

from __future__ import annotations

import re

from desktop.engine.text_match import fingerprint


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


def _attack_rows(raw: dict) -> list[dict]:
    """A card's attacks as facts: name, cost, damage, and a fingerprint of the text (never the text)."""
    attacks = []
    for attack in raw.get("attacks", []):
        damage, sign = _damage(attack.get("damage", ""))
        cost = [c for c in attack.get("cost", []) if c != "Free"]  # a few cards print "Free" for no cost
        row = {"name": attack["name"], "cost": cost, "damage": damage}
        if sign:
            row["sign"] = sign
        if attack.get("text"):
            row["has_text"] = True
            row["fp"] = fingerprint(attack["text"], raw["name"])  # a hash, never the text
        attacks.append(row)
    return attacks


def _power_rows(raw: dict) -> list[dict]:
    """A card's Powers and Abilities as facts: name, kind, and a fingerprint of the text."""
    return [{"name": a["name"], "kind": a.get("type", "Ability"), "has_text": bool(a.get("text")),
             **({"fp": fingerprint(a["text"], raw["name"])} if a.get("text") else {})}
            for a in raw.get("abilities", [])]


# Misspelt names in the card data: "evolves from" must name the card exactly.
EVOLVES_FROM_FIXES = {"Antiuqe Plume Fossil": "Antique Plume Fossil"}
# Card numbers the data gets wrong (White Flare's Antique Cover Fossil shares Escavalier's 60), by card id.
NUMBER_FIXES = {"zsv10pt5-80": "80"}


def convert_card(raw: dict) -> dict:
    """One reference card -> our card record (facts only)."""
    kind = {"Pokémon": "pokemon", "Trainer": "trainer", "Energy": "energy"}[raw["supertype"]]
    out: dict = {"id": raw["id"], "number": NUMBER_FIXES.get(raw["id"], raw["number"]), "name": raw["name"],
                 "kind": kind}
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
            out["evolves_from"] = EVOLVES_FROM_FIXES.get(raw["evolvesFrom"], raw["evolvesFrom"])
        powers = _power_rows(raw)
        if powers:
            out["powers"] = powers
        out["attacks"] = _attack_rows(raw)
        out["weaknesses"] = [
            {"type": w["type"], "value": w["value"].replace("×", "x")} for w in raw.get("weaknesses", [])
        ]
        out["resistances"] = [{"type": r["type"], "value": r["value"]} for r in raw.get("resistances", [])]
        out["retreat"] = len(raw.get("retreatCost", []) or [])
        if raw.get("rules") and raw["id"].startswith(("base", "gym", "neo")):  # Baby, Shining, Unown rules
            out["rule_fp"] = fingerprint(" ".join(raw["rules"]), raw["name"])
    elif kind == "trainer":
        printed = next((s for s in subtypes if s in TRAINER_KINDS), "Item")
        main = TRAINER_KINDS[printed]
        out["subtype"] = main
        extra = [s for s in subtypes if s != main]  # e.g. ACE SPEC, Technical Machine, Ancient
        if extra:
            out["subtypes"] = extra
        if raw.get("hp"):
            out["hp"] = int(raw["hp"])
        else:  # an Antique Fossil printed without its HP in the data: the HP its rule gives it
            found = re.search(r"as if it were an? (\d+)-HP", " ".join(raw.get("rules") or []))
            if found:
                out["hp"] = int(found.group(1))
        out["has_text"] = True
        if raw.get("rules"):
            out["fp"] = fingerprint(" ".join(raw["rules"]), raw["name"])
        if raw.get("abilities"):  # a Trainer played as a Pokémon (an Antique Fossil): its Ability
            out["powers"] = _power_rows(raw)
        if raw.get("attacks"):  # a Technical Machine: the attack it gives the Pokémon it is attached to
            out["attacks"] = _attack_rows(raw)
    else:
        out["subtype"] = "Special" if "Special" in subtypes else "Basic"
        extra = [s for s in subtypes if s not in ("Special", "Basic")]  # e.g. ACE SPEC (Enriching Energy)
        if extra:
            out["subtypes"] = extra
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
