"""A deck file whose name holds a lone surrogate (issue #18, a case found late): it loads,
and it and its copies save, because the name is cleaned when it is read."""

from __future__ import annotations

import json

import pytest

from desktop.decks import storage
from desktop.decks.model import Deck, clean_name

CARDS = [{"id": "base1-46", "count": 4}, {"id": "base1-98", "count": 56}]


@pytest.mark.parametrize(("raw", "clean"), [
    ("Bad \ud800", "Bad \ufffd"),
    ("\udfff Low first", "\ufffd Low first"),
    ("Two \udc00\ud800 backwards", "Two \ufffd\ufffd backwards"),
    ("Pair \ud83d\udd25", "Pair \U0001f525"),  # a surrogate pair stands for one character
    ("Fine 漢 \U0001f525", "Fine 漢 \U0001f525"),
])
def test_clean_name_leaves_no_surrogate(raw, clean):
    assert clean_name(raw) == clean
    clean_name(raw).encode("utf-8")  # writable


def _write(name_json: str, file: str = "bad.json") -> None:
    folder = storage.decks_dir()
    folder.mkdir(parents=True, exist_ok=True)
    text = '{"format": "holofoil-deck", "version": 1, "name": ' + name_json + ', "cards": ' + json.dumps(CARDS) + "}"
    (folder / file).write_text(text, encoding="utf-8")


def _names_on_disk() -> set[str]:
    return {json.loads(p.read_bytes().decode("utf-8"))["name"] for p in storage.decks_dir().glob("*.json")}


def test_a_deck_named_with_a_lone_surrogate_loads_saves_and_copies():
    _write('"Bad \\ud800"')
    (entry,) = [e for e in storage.list_decks() if e.path is not None]
    assert entry.ok and entry.name == "Bad \ufffd"
    deck = storage.load_deck("Bad \ufffd")
    storage.save_deck(deck)  # raised UnicodeEncodeError before
    copy = storage.duplicate_deck(deck.name)
    assert copy.name == "Bad \ufffd (copy)"
    storage.rename_deck(copy.name, "Renamed \udc80")
    assert _names_on_disk() == {"Bad \ufffd", "Renamed \ufffd"}
    assert storage.load_deck("Bad \ufffd") == deck and storage.load_deck("Renamed \ufffd").total == 60


def test_a_deck_made_with_a_lone_surrogate_in_its_name_saves():
    deck = Deck("Typed \ud800 name", {"base1-46": 4, "base1-98": 56})
    path = storage.save_deck(deck)
    assert json.loads(path.read_text(encoding="utf-8"))["name"] == "Typed \ufffd name"
    deck.name = "\udbff"
    assert deck.name == "\ufffd"
