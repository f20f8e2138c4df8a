"""Decks named on the command line (``holofoil sim`` and ``holofoil arena``): built-in names or
deck-list files, refused with a reason when they cannot be played."""

from __future__ import annotations

import pytest

from desktop.decks.decklist import export_ptcgl
from desktop.decks.model import Deck
from desktop.decks.resolve import DeckSpecError, resolve_deck
from desktop.engine.cards import CardDB, CardSet, build_card, default_db


def test_a_built_in_deck_by_name():
    label, cards = resolve_deck("LockDown")
    assert label == "LockDown" and len(cards) == 60 and cards == default_db().theme_decks()["LockDown"]


def test_a_deck_list_file_by_path(tmp_path):
    deck = Deck.from_cards("Mine", default_db().theme_decks()["Water Blast"])
    path = tmp_path / "water.txt"
    path.write_text(export_ptcgl(deck), encoding="utf-8")
    label, cards = resolve_deck(str(path))
    assert label == "water" and sorted(c.id for c in cards) == sorted(c.id for c in deck.cards())


@pytest.mark.parametrize("text, message", [
    ("Pokémon: 1\n4 Missingno XYZ 1\n", "not a valid deck list"),
    ("Pokémon: 4\n4 Pikachu BS 58\nEnergy: 10\n10 Lightning Energy BS 100\n", "14 cards"),
])
def test_a_bad_deck_file_is_refused_with_the_reason(tmp_path, text, message):
    path = tmp_path / "bad.txt"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DeckSpecError, match=message):
        resolve_deck(str(path))


def test_unknown_names_and_unreadable_files_are_refused(tmp_path):
    with pytest.raises(DeckSpecError, match="not a built-in deck"):
        resolve_deck("No Such Deck")
    binary = tmp_path / "deck.txt"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(DeckSpecError, match="cannot be read as text"):
        resolve_deck(str(binary))


def test_a_deck_with_cards_holofoil_cannot_play_yet_lists_them(tmp_path):
    raw = {"id": "x-1", "number": "1", "name": "Mystery Gadget", "kind": "trainer", "subtype": "Item",
           "has_text": True}
    extra = CardSet("x", "Extra", "EXT", "modern", (build_card(raw, "x", "EXT", {}),))
    db = CardDB([*default_db().sets.values(), extra])
    deck = Deck.from_cards("Mine", default_db().theme_decks()["Zap!"])
    text = export_ptcgl(deck).replace("Total Cards: 60", "").rstrip() + "\n"
    lines = text.splitlines()
    first_trainer = next(i for i, line in enumerate(lines) if line.startswith("Trainer"))
    count = lines[first_trainer + 1].split()[0]
    lines[first_trainer + 1] = f"{count} Mystery Gadget EXT 1"  # in place of the first Trainer, as many copies
    path = tmp_path / "gadget.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(DeckSpecError, match="cannot play these cards yet: Mystery Gadget"):
        resolve_deck(str(path), db)


def test_holofoil_sim_plays_a_deck_file(tmp_path, capsys):
    from desktop.sim import main

    deck = Deck.from_cards("Mine", default_db().theme_decks()["BodyGuard"])
    path = tmp_path / "guard.txt"
    path.write_text(export_ptcgl(deck), encoding="utf-8")
    assert main(["--deck", str(path), "--vs", "Zap!", "--games", "3", "--json"]) == 0
    assert '"guard"' in capsys.readouterr().out
    with pytest.raises(SystemExit, match="holofoil sim: unknown deck"):
        main(["--deck", "Nope", "--games", "1"])


def test_the_ruleset_comes_from_the_decks_era_and_a_mix_is_refused():
    from desktop.decks.resolve import ruleset_for

    theme = default_db().theme_decks()
    assert ruleset_for([theme["Zap!"], theme["LockDown"]]) == "classic"
    raw = {"id": "x-2", "number": "2", "name": "Shiny Mon ex", "kind": "pokemon", "stage": "Basic", "hp": 200,
           "types": ["Fire"], "subtypes": ["ex"], "attacks": []}
    modern = CardSet("x", "Extra", "EXT", "modern", (build_card(raw, "x", "EXT", {}),))
    db = CardDB([*default_db().sets.values(), modern])
    mixed = theme["Zap!"][:59] + [modern.cards[0]]
    assert ruleset_for([[modern.cards[0]] * 4], db) == "modern"
    with pytest.raises(DeckSpecError, match="mix rules eras"):
        ruleset_for([theme["Zap!"], mixed], db)
