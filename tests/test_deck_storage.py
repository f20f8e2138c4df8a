"""Saved decks (desktop/decks/storage.py) and the Deck model's editing API."""

from __future__ import annotations

import json

import pytest

from desktop.decks import storage
from desktop.decks.model import Deck, DeckError, ReadOnlyDeckError
from desktop.decks.storage import DeckFileError, DeckNotFoundError


def my_deck(name: str = "Fire Fighters") -> Deck:
    return Deck(name, {"base1-46": 4, "base1-24": 2, "base1-98": 54})


def snapshot(folder) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir()}


# ---------------------------------------------------------------------- model
def test_add_remove_return_new_counts():
    deck = Deck("Scratch")
    assert deck.add("base1-46") == 1
    assert deck.add("base1-46", 3) == 4
    assert deck.remove("base1-46") == 3
    assert deck.set_count("base1-98", 10) == 10
    assert deck.remove("base1-46", 9) == 0
    assert "base1-46" not in deck
    assert deck.total == 10 and len(deck) == 10
    with pytest.raises(DeckError, match="Unknown card id"):
        deck.add("nope-1")
    with pytest.raises(DeckError):
        deck.add("base1-46", -1)


def test_deck_views():
    deck = my_deck()
    assert deck.supertype_totals() == {"pokemon": 6, "trainer": 0, "energy": 54}
    groups = deck.by_supertype()
    assert [c.name for c, _ in groups["pokemon"]] == ["Charmander", "Charmeleon"]
    cards = deck.cards()
    assert len(cards) == 60 and cards[0].name == "Charmander"


def test_builtin_decks_are_read_only():
    [overgrowth] = [d for d in storage.builtin_decks() if d.name == "Overgrowth"]
    assert overgrowth.builtin and overgrowth.total == 60
    with pytest.raises(ReadOnlyDeckError, match="Duplicate it"):
        overgrowth.add("base1-46")
    with pytest.raises(ReadOnlyDeckError):
        overgrowth.name = "Mine"
    with pytest.raises(ReadOnlyDeckError, match="built-in theme deck"):
        storage.save_deck(overgrowth)
    with pytest.raises(ReadOnlyDeckError, match="built-in theme deck"):
        storage.save_deck(Deck("overgrowth", {"base1-46": 1}))  # its name is reserved too
    with pytest.raises(ReadOnlyDeckError):
        storage.delete_deck("Overgrowth")
    editable = overgrowth.copy("My Overgrowth")
    assert not editable.builtin and editable.add("base1-46") == 1
    assert list(storage.decks_dir().iterdir()) == []


# ---------------------------------------------------------------------- save / load
def test_save_and_reload():
    deck = my_deck()
    path = storage.save_deck(deck)
    assert path.parent == storage.decks_dir() and path.name == "Fire Fighters.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "holofoil-deck" and data["name"] == "Fire Fighters"
    assert data["cards"][0] == {"id": "base1-46", "count": 4, "name": "Charmander", "set": "BS", "number": "46"}
    loaded = storage.load_deck("Fire Fighters")
    assert loaded == deck
    assert list(loaded.counts.items()) == list(deck.counts.items())
    assert storage.load_deck("fire  fighters") == deck  # case and spacing forgiven
    [entry] = storage.list_decks()
    assert entry.name == "Fire Fighters" and entry.ok and entry.path == path


def test_save_replaces_and_overwrite_false_refuses():
    deck = my_deck()
    storage.save_deck(deck)
    deck.remove("base1-98", 2)
    deck.add("base1-68", 2)
    storage.save_deck(deck)
    assert storage.load_deck(deck.name).count("base1-68") == 2
    assert len(list(storage.decks_dir().iterdir())) == 1
    with pytest.raises(DeckError, match="already exists"):
        storage.save_deck(my_deck(), overwrite=False)


def test_load_builtin_and_missing():
    assert storage.load_deck("Zap!").builtin
    with pytest.raises(DeckNotFoundError, match="There is no deck called “Nope”"):
        storage.load_deck("Nope")


def test_list_load_all_sorted():
    for name in ["zeta", "Alpha", "mid"]:
        storage.save_deck(my_deck(name))
    assert [e.name for e in storage.list_decks()] == ["Alpha", "mid", "zeta"]
    decks, errors = storage.load_all()
    assert [d.name for d in decks] == ["Alpha", "mid", "zeta"] and errors == []
    everything = storage.all_decks()
    assert [e.name for e in everything[:4]] == ["Overgrowth", "Zap!", "Brushfire", "Blackout"]
    assert all(e.builtin for e in everything[:4])


def test_delete_duplicate_rename():
    storage.save_deck(my_deck())
    copy = storage.duplicate_deck("Fire Fighters")
    assert copy.name == "Fire Fighters (copy)" and not copy.builtin
    theme_copy = storage.duplicate_deck("Overgrowth")
    assert theme_copy.name == "Overgrowth (copy)" and theme_copy.total == 60 and not theme_copy.builtin
    assert storage.duplicate_deck("Overgrowth").name == "Overgrowth (copy) (2)"
    with pytest.raises(DeckError, match="already exists"):
        storage.duplicate_deck("Overgrowth", "Fire Fighters")

    renamed = storage.rename_deck("Fire Fighters (copy)", "Hot Stuff")
    assert renamed.name == "Hot Stuff"
    names = [e.name for e in storage.list_decks()]
    assert "Fire Fighters (copy)" not in names and "Hot Stuff" in names
    with pytest.raises(DeckError, match="already exists"):
        storage.rename_deck("Hot Stuff", "Fire Fighters")

    path = storage.delete_deck("Hot Stuff")
    assert not path.exists()
    with pytest.raises(DeckNotFoundError):
        storage.delete_deck("Hot Stuff")


def test_awkward_names_make_safe_file_names():
    deck = my_deck('A/B: "C"? <D>|*')
    path = storage.save_deck(deck)
    assert path.parent == storage.decks_dir()
    assert storage.load_deck('A/B: "C"? <D>|*') == deck
    other = my_deck("A_B_ _C__ _D___")  # same file stem, different deck
    assert storage.save_deck(other) != path
    assert storage.load_deck(deck.name) == deck and storage.load_deck(other.name) == other
    assert storage.safe_filename("CON") == "CON_"
    assert storage.safe_filename("...") == "deck"
    assert not storage.safe_filename(".hidden").startswith(".")


def test_atomic_saves_leave_no_temp_files():
    deck = my_deck()
    for n in range(1, 15):
        deck.set_count("base1-68", n)
        deck.set_count("base1-98", 54 - n)
        storage.save_deck(deck)
    assert sorted(p.name for p in storage.decks_dir().iterdir()) == ["Fire Fighters.json"]


# ---------------------------------------------------------------------- broken files
@pytest.mark.parametrize(
    ("content", "detail"),
    [
        (b'{"format": "holofoil-deck", "name": "x", "cards": [', "not valid JSON"),
        (b"[1, 2, 3]", "wrong shape"),
        (b'{"hello": "world"}', "not a Holofoil deck file"),
        (b'{"format": "holofoil-deck", "version": 1, "name": "Odd", "cards": [{"id": "zzz-1", "count": 2}]}',
         "cards Holofoil doesn't know"),
        (b'{"format": "holofoil-deck", "version": 1, "name": "Odd", "cards": [{"id": "base1-46", "count": -2}]}',
         "bad count"),
        (b"\xff\xfe\x00garbage", "not UTF-8"),
    ],
)
def test_corrupt_deck_file_is_reported_and_left_untouched(content, detail):
    storage.save_deck(my_deck())
    folder = storage.decks_dir()
    broken = folder / "Broken.json"
    broken.write_bytes(content)
    before = snapshot(folder)

    entries = storage.list_decks()
    [bad] = [e for e in entries if not e.ok]
    assert bad.name == "Broken" and bad.path == broken and bad.deck is None
    assert "Broken.json" in bad.error and detail in bad.error and "left as it is" in bad.error

    decks, errors = storage.load_all()
    assert [d.name for d in decks] == ["Fire Fighters"]
    [error] = errors
    assert isinstance(error, DeckFileError) and error.path == broken and detail in str(error)

    with pytest.raises(DeckFileError, match="Broken.json"):
        storage.load_deck("Broken")

    # saving a deck with the same name never overwrites the broken file
    saved = storage.save_deck(my_deck("Broken"))
    assert saved != broken
    assert broken.read_bytes() == content
    after = snapshot(folder)
    assert {k: v for k, v in after.items() if k != saved.name} == before  # byte-for-byte, nothing renamed


def test_file_using_a_builtin_name_is_reported():
    path = storage.decks_dir() / "sneaky.json"
    data = my_deck("Overgrowth".upper()).to_json()
    path.write_text(json.dumps(data), encoding="utf-8")
    [entry] = storage.list_decks()
    assert not entry.ok and "built-in theme deck" in entry.error
    assert storage.load_deck("Overgrowth").builtin


def test_two_files_with_one_deck_name():
    storage.save_deck(my_deck())
    twin = storage.decks_dir() / "twin.json"
    twin.write_text(json.dumps(my_deck().to_json()), encoding="utf-8")
    entries = storage.list_decks()
    assert [e.ok for e in entries] == [True, False]
    assert "same deck name" in entries[1].error


def test_new_game_window_protocol():
    """desktop/ui/new_game.py lists saved decks by name and calls deck.cards(db)."""
    storage.save_deck(my_deck())
    (storage.decks_dir() / "Broken.json").write_text("{", encoding="utf-8")
    results = {}
    for item in storage.list_decks():
        try:
            results[item.name] = len(storage.load_deck(item.name).cards(None))
        except Exception as exc:
            results[item.name] = str(exc)
    assert results["Fire Fighters"] == 60
    assert "Broken.json" in results["Broken"]
