"""Card facts (``cards/<set>.json``) and the importer that makes them (tools/import_cards.py).

The committed files must be exactly what the importer makes of the public reference data in
``shared/card-data`` (beside the checkout; the comparison is skipped when it is absent), every
theme deck must hold 60 cards that exist, and no card file may carry printed card text.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from desktop.engine.cards import CardDB, load_set

ROOT = Path(__file__).resolve().parents[1]
CARDS = ROOT / "cards"

_spec = importlib.util.spec_from_file_location("import_cards", ROOT / "tools" / "import_cards.py")
import_cards = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(import_cards)

SOURCE = import_cards.default_source()
IMPORTED = ("base1", "base2", "base3")
THEME_DECKS = {
    "base1": {"Overgrowth", "Zap!", "Brushfire", "Blackout"},
    "base2": {"Water Blast", "Power Reserve"},
    "base3": {"LockDown", "BodyGuard"},
}
CODES = {"base1": "BS", "base2": "JU", "base3": "FO"}
# Printed text would be a long string; the longest fact (a card or op name) is well under this.
MAX_STRING = 40
TEXT_KEYS = {"text", "rules", "flavorText", "flavor", "images", "image", "artist"}


def _strings(value, path=""):
    """Every (path, key or string) in a JSON value."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield f"{path}/{key}", key
            yield from _strings(item, f"{path}/{key}")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _strings(item, f"{path}[{i}]")
    elif isinstance(value, str):
        yield path, value


@pytest.mark.skipif(not (SOURCE / "sets.json").is_file(),
                    reason="public card data in shared/card-data is not beside the checkout")
@pytest.mark.parametrize("set_id", IMPORTED)
def test_committed_card_file_is_the_importer_output(set_id):
    expected = import_cards.dump(import_cards.convert_set(set_id, SOURCE))
    assert (CARDS / f"{set_id}.json").read_text(encoding="utf-8") == expected, (
        f"cards/{set_id}.json differs from the importer: run tools/import_cards.py {set_id}")


@pytest.mark.parametrize("set_id", IMPORTED)
def test_set_facts_and_theme_decks(set_id):
    db = CardDB([load_set(s) for s in IMPORTED])
    card_set = db.sets[set_id]
    assert card_set.code == CODES[set_id] and card_set.era == "classic"
    numbers = [int(c.number) for c in card_set.cards]
    assert numbers == list(range(1, len(numbers) + 1))
    assert set(card_set.decks) == THEME_DECKS[set_id]
    for name, rows in card_set.decks.items():
        assert sum(count for _, count in rows) == 60, name
        cards = [db.get(card_id) for card_id, _ in rows]  # every card id exists
        assert any(c.is_basic_pokemon for c in cards), name


def test_trainers_played_as_basic_pokemon_keep_their_hp():
    db = CardDB([load_set(s) for s in IMPORTED])
    for name in ("clefairy doll", "mysterious fossil"):
        (card,) = db.by_name[name]
        assert card.kind == "trainer" and card.hp == 10


@pytest.mark.parametrize("path", sorted(CARDS.glob("*.json")), ids=lambda p: p.name)
def test_no_printed_text_in_card_files(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    for where, text in _strings(data):
        assert len(text) <= MAX_STRING, f"{path.name}{where}: {len(text)} characters, printed text?"
        assert where.rsplit("/", 1)[-1] not in TEXT_KEYS, f"{path.name}{where}: a text or image field"


# ---------------------------------------------------------------------- modern card classes
def _raw(supertype: str, subtypes: list[str], **extra) -> dict:
    """A synthetic reference card (facts only: no text is needed to test the mapping)."""
    return {"id": "x-1", "number": "1", "name": extra.pop("name", "Example"), "supertype": supertype,
            "subtypes": subtypes, **extra}


@pytest.mark.parametrize("subtypes, stage, classes", [
    (["Basic", "ex"], "Basic", ["ex"]),
    (["Stage 1", "MEGA", "ex"], "Stage 1", ["MEGA", "ex"]),  # 2025 Mega Evolution ex: a printed Stage 1
    (["Basic", "Tera", "ex"], "Basic", ["Tera", "ex"]),
    (["VSTAR"], "VSTAR", []),  # evolves from a Pokémon V, so not a Basic
    (["VMAX"], "VMAX", []),
    (["MEGA", "EX"], "MEGA", ["EX"]),  # XY-era Mega Evolution
    (["BREAK"], "BREAK", []),
    (["LEGEND"], "LEGEND", []),
    (["V-UNION"], "V-UNION", []),
    (["Restored"], "Restored", []),
    (["Basic", "V"], "Basic", ["V"]),
])
def test_importer_maps_every_pokemon_class_to_a_stage(subtypes, stage, classes):
    card = import_cards.convert_card(_raw("Pokémon", subtypes, hp="200", types=["Fighting"]))
    assert card["stage"] == stage and card.get("subtypes", []) == classes


@pytest.mark.parametrize("subtypes, kind, classes", [
    (["Pokémon Tool"], "Pokémon Tool", []),
    (["Pokémon Tool", "ACE SPEC"], "Pokémon Tool", ["ACE SPEC"]),
    (["Pokémon Tool F"], "Pokémon Tool", ["Pokémon Tool F"]),
    (["Item", "Technical Machine"], "Item", ["Technical Machine"]),
    (["Supporter", "Ancient"], "Supporter", ["Ancient"]),
    (["Stadium"], "Stadium", []),
])
def test_importer_maps_trainer_kinds(subtypes, kind, classes):
    card = import_cards.convert_card(_raw("Trainer", subtypes))
    assert card["subtype"] == kind and card.get("subtypes", []) == classes and card["has_text"]


def test_scarlet_and_violet_basic_energy_provides_its_type():
    for name, provides in (("Basic Darkness Energy", "Darkness"), ("Fire Energy", "Fire")):
        card = import_cards.convert_card(_raw("Energy", ["Basic"], name=name))
        assert card["provides"] == [provides] and "has_text" not in card
    special = import_cards.convert_card(_raw("Energy", ["Special"], name="Jet Energy"))
    assert special["subtype"] == "Special" and special["has_text"] and "provides" not in special


def test_regulation_marks_are_kept_for_formats():
    card = import_cards.convert_card(_raw("Pokémon", ["Basic"], hp="70", regulationMark="H"))
    assert card["regulation"] == "H"
