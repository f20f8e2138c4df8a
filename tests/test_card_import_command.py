"""``holofoil cards import`` (issue #14): a pokemontcg.io set file is checked, converted and
compiled into the player's data folder, where the card database finds it; a damaged, foreign or
hostile file fails with a message naming it, and nothing at all is written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop import card_import
from desktop.card_import import CardImportError, import_files
from desktop.engine.cards import imported_sets

DRAW = "Draw 3 cards."
SUPPORTER_RULE = "You may play only 1 Supporter card during your turn."


def _set_cards(set_id: str = "zzz1") -> list[dict]:
    """A small made-up set in the pokemontcg.io schema: a Pokémon whose attack text compiles, a
    Supporter whose text compiles, and a Pokémon whose attack text no pattern covers."""
    info = {"id": set_id, "name": "Test Expansion", "series": "Test", "ptcgoCode": "TEX", "releaseDate": "2027/01/01"}
    return [
        {"id": f"{set_id}-1", "name": "Testmon", "supertype": "Pokémon", "subtypes": ["Basic"], "hp": "90",
         "number": "1", "types": ["Fire"], "set": info, "retreatCost": ["Colorless"],
         "attacks": [{"name": "Singe", "cost": ["Fire"], "damage": "20",
                      "text": "Your opponent's Active Pokémon is now Burned."}]},
        {"id": f"{set_id}-2", "name": "Test Researcher", "supertype": "Trainer", "subtypes": ["Supporter"],
         "number": "2", "set": info, "rules": [DRAW, SUPPORTER_RULE]},
        {"id": f"{set_id}-3", "name": "Oddmon", "supertype": "Pokémon", "subtypes": ["Basic"], "hp": "60",
         "number": "3", "types": ["Water"], "set": info,
         "attacks": [{"name": "Serenade", "cost": ["Water"], "damage": "",
                      "text": "Your opponent sings a lovely song with you."}]},
    ]


def _write(folder: Path, name: str, data) -> Path:
    path = folder / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def test_a_set_file_is_compiled_into_the_data_folder_and_loads_with_what_is_playable(tmp_path):
    source = _write(tmp_path, "zzz1.json", _set_cards())
    target = tmp_path / "cards"
    (done,) = import_files([source], target)
    assert done.summary()["cards"] == 3 and done.implemented == 2
    assert sorted(p.name for p in target.iterdir()) == ["zzz1.compiled.json", "zzz1.json"]
    written = (target / "zzz1.json").read_text("utf-8") + (target / "zzz1.compiled.json").read_text("utf-8")
    assert DRAW not in written and "Burned." not in written, "printed text is never stored"
    (card_set,), problems = imported_sets(target)
    assert problems == [] and card_set.name == "Test Expansion" and card_set.code == "TEX"
    playable = {c.name: c.implemented for c in card_set.cards}
    assert playable == {"Testmon": True, "Test Researcher": True, "Oddmon": False}, "never played as vanilla"


BAD_FILES = [
    ("not json", "{not json", "not valid JSON"),
    ("an object", {"cards": 3}, "not a pokemontcg.io set file"),
    ("empty list", [], "not a pokemontcg.io set file"),
    ("a number in the list", [3], "entry 1 is not a card"),
    ("a card without a name", [{"id": "zzz1-1", "number": "1", "supertype": "Pokémon"}], "has no 'name'"),
    ("an unknown supertype", [{"id": "zzz1-1", "name": "X", "number": "1", "supertype": "Spell"}],
     "unknown supertype"),
    ("two sets", _set_cards("zzz1")[:1] + _set_cards("zzz2")[:1], "several sets"),
    ("a path in the set id", [dict(_set_cards()[0], id="../../etc-1")], "is not a set id"),
    ("a built-in set", _set_cards("sv1"), "built into Holofoil"),
    ("a malformed card", [dict(_set_cards()[0], hp="lots")], "is malformed"),
    ("a deep nest", "[" * 100000 + "]" * 100000, "not valid JSON"),
]


@pytest.mark.parametrize("label, data, message", BAD_FILES, ids=[b[0] for b in BAD_FILES])
def test_a_damaged_or_foreign_file_fails_naming_it_and_writes_nothing(tmp_path, label, data, message):
    good = _write(tmp_path, "good.json", _set_cards("zzz3"))
    bad = _write(tmp_path, "bad.json", data)
    target = tmp_path / "cards"
    with pytest.raises(CardImportError) as raised:
        import_files([good, bad], target)
    assert "bad.json" in str(raised.value) and message in str(raised.value)
    assert not target.exists() or not any(target.iterdir()), "nothing is written, not even the good file"


def test_missing_folder_and_oversized_files_are_refused(tmp_path, monkeypatch):
    with pytest.raises(CardImportError, match="was not found"):
        import_files([tmp_path / "nowhere.json"], tmp_path / "cards")
    with pytest.raises(CardImportError, match="is a folder"):
        import_files([tmp_path], tmp_path / "cards")
    monkeypatch.setattr(card_import, "MAX_SET_BYTES", 100)
    with pytest.raises(CardImportError, match="too large"):
        import_files([_write(tmp_path, "big.json", _set_cards())], tmp_path / "cards")


def test_the_same_set_twice_is_refused(tmp_path):
    a = _write(tmp_path, "a.json", _set_cards())
    b = _write(tmp_path, "b.json", _set_cards())
    with pytest.raises(CardImportError, match="both set 'zzz1'"):
        import_files([a, b], tmp_path / "cards")


def test_the_command_prints_a_summary_or_the_reason(tmp_path, capsys):
    from desktop.cli import main

    source = _write(tmp_path, "zzz1.json", _set_cards())
    assert main(["cards", "import", str(source), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["imported"][0]["set"] == "zzz1" and out["imported"][0]["implemented"] == 2
    assert main(["cards", "import", str(_write(tmp_path, "x.json", "[]"))]) == 1
    assert "x.json" in capsys.readouterr().out


def test_an_imported_set_file_damaged_later_is_reported_and_left_alone(tmp_path):
    target = tmp_path / "cards"
    import_files([_write(tmp_path, "zzz1.json", _set_cards())], target)
    broken = _write(target, "zzz9.json", "{broken")
    sets, problems = imported_sets(target)
    assert [s.id for s in sets] == ["zzz1"]
    assert len(problems) == 1 and "zzz9.json" in problems[0]
    assert broken.read_text("utf-8") == "{broken", "the player's file is not touched"
