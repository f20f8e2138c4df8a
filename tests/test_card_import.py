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

from desktop.engine.cards import CardDB, cards_dir, load_set

ROOT = Path(__file__).resolve().parents[1]
CARDS = ROOT / "cards"

_spec = importlib.util.spec_from_file_location("import_cards", ROOT / "tools" / "import_cards.py")
import_cards = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(import_cards)

SOURCE = import_cards.default_source()
IMPORTED = ("base1", "base2", "base3", "base4")
THEME_DECKS = {
    "base1": {"Overgrowth", "Zap!", "Brushfire", "Blackout"},
    "base2": {"Water Blast", "Power Reserve"},
    "base3": {"LockDown", "BodyGuard"},
    "base4": {"Grass Chopper", "Hot Water", "Lightning Bug", "Psych Out", "Thunderstorm"},
}
CODES = {"base1": "BS", "base2": "JU", "base3": "FO", "base4": "B2"}
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
        # every card id of an imported set exists (a Base Set 2 deck holds a Gym Heroes card)
        cards = [db.get(card_id) for card_id, _ in rows if card_id.split("-")[0] in IMPORTED]
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


# ---------------------------------------------------------------------- reprints
def test_reprints_share_one_definition_by_name_and_printed_text():
    """Issue #12: effects are keyed by card name, attack or Power name and a fingerprint of the
    printed text. Base Set 2 (base4, not shipped) reprints Base Set and Jungle cards: with no
    effects file of its own, every text printed the same way gets the original's behaviour."""
    originals = CardDB([load_set(s) for s in ("base1", "base2", "base3")])
    reprints = load_set("base4")
    shared = 0
    for card in reprints.cards:
        for original in originals.by_name.get(card.name.lower(), []):
            for ours in card.attacks:
                theirs = next((a for a in original.attacks if a.name == ours.name), None)
                if theirs is not None and ours.fingerprint and ours.fingerprint == theirs.fingerprint:
                    assert ours.implemented and ours.effect == theirs.effect, (card.id, ours.name)
                    shared += 1
    assert shared > 80
    alakazam = next(c for c in reprints.cards if c.name == "Alakazam")
    assert alakazam.implemented and alakazam.powers[0].effect == originals.by_name["alakazam"][0].powers[0].effect


def test_a_reprint_with_different_text_is_not_shared(tmp_path):
    """Base Set 2 reworded Blastoise's Hydro Pump: same names, another fingerprint, so the reprint
    index does not lend it Base Set's behaviour (it stays unimplemented and refused) until someone
    writes its entry in base4.effects.json, as Holofoil does after reading both texts."""
    import shutil

    for path in cards_dir().glob("base*.json"):
        if path.name != "base4.effects.json":
            shutil.copy(path, tmp_path / path.name)
    reprints = load_set("base4", tmp_path)
    blastoise = next(c for c in reprints.cards if c.name == "Blastoise")
    original = load_set("base1").cards[1]
    hydro, theirs = blastoise.attacks[0], original.attacks[0]
    assert hydro.name == theirs.name == "Hydro Pump" and hydro.fingerprint != theirs.fingerprint
    assert not hydro.implemented and "Hydro Pump" in blastoise.missing


def test_an_attack_printed_with_a_free_cost_costs_nothing():
    from desktop.compiler.facts import convert_card

    raw = _raw("Pokémon", ["Basic"], hp="30", types=["Grass"],
               attacks=[{"name": "Pollen", "cost": ["Free"], "damage": "", "text": "x"}])
    assert convert_card(raw)["attacks"][0]["cost"] == []
