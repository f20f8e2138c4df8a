"""The card library (issue #19): the facts of every set of the card data that Holofoil does not
ship with effects, loaded when a deck names one of its cards."""

from __future__ import annotations

import json

from desktop.decks.decklist import parse_decklist
from desktop.engine.cards import SHIPPED_SETS, CardDB, default_db, load_set
from desktop.engine.set_library import read_library
from desktop.paths import cards_dir


def fresh_db() -> CardDB:
    """A database of a few shipped sets with the whole library behind it (nothing loaded yet)."""
    shipped = [load_set(s) for s in ("base1", "sv1", "sv4pt5", "sve")]
    return CardDB(shipped, library=read_library(loaded=set(SHIPPED_SETS)))


def test_the_library_covers_every_set_of_the_card_data_not_shipped():
    index = json.loads((cards_dir() / "library" / "index.json").read_text(encoding="utf-8"))["sets"]
    ids = {s["id"] for s in index}
    assert not ids & set(SHIPPED_SETS)
    assert {"ex1", "dp1", "bw1", "xy1", "sm1", "swsh1"} <= ids
    for row in index:
        assert (cards_dir() / "library" / f"{row['id']}.json").is_file()


def test_a_library_card_loads_when_it_is_looked_up_by_id_or_by_code_and_number():
    db = fresh_db()
    assert "ex1" not in db.sets
    slaking = db.get("ex1-12")
    assert slaking.name == "Slaking" and "ex1" in db.sets and slaking.set_id == "ex1"
    assert db.by_code.get(("DP", "1")) is not None, "Diamond & Pearl's code loads it"
    assert "dp1" in db.sets
    assert db.by_code.get(("NOPE", "1")) is None and "nope-1" not in db.by_id


def test_library_cards_with_text_are_not_playable_yet_but_basic_energy_is():
    db = fresh_db()
    assert db.get("ex1-12").implemented is False, "Slaking's attack text has no definition"
    energy = [c for c in db.sets["ex1"].cards if c.is_basic_energy]
    assert energy and all(c.implemented for c in energy)


def test_a_deck_list_of_another_era_resolves_through_the_library():
    text = "Pokémon: 2\n2 Slaking RS 12\nTrainer: 0\nEnergy: 1\n58 Basic Grass Energy SVE 1\n"
    result = parse_decklist(text, fresh_db())
    assert result.deck is not None, result.errors
    names = {c.name for c in result.deck.cards()}
    assert "Slaking" in names


def test_the_default_database_keeps_start_up_to_the_shipped_sets():
    db = default_db()
    assert set(SHIPPED_SETS) <= set(db.sets)
    assert db.library.by_id or all(s in db.sets for s in ("ex1", "xy1"))


def test_a_card_of_a_missing_set_takes_a_printing_from_the_lists_own_era():
    # NXT stands for a set newer than the card data. Super Rod's printings are classic (Neo Genesis),
    # of the XY rules (Noble Victories...) and today's (Paldea Evolved): a list of today's cards gets today's.
    text = ("Pokémon: 4\n4 Charmander PAF 7\nTrainer: 2\n2 Super Rod NXT 188\n"
            "Energy: 54\n54 Basic Fire Energy SVE 2\n")
    db = fresh_db()
    result = parse_decklist(text, db)
    assert result.deck is not None, result.errors
    rod = next(c for c in result.deck.cards() if c.name == "Super Rod")
    assert db.sets[rod.set_id].era == "modern" and rod.set_code == "PAL"
    assert any("doesn't have set NXT" in str(w) for w in result.warnings)


def test_names_and_set_codes_of_library_cards_resolve_without_numbers():
    text = ("Pokémon: 4\n3 Ralts ASR\n1 Radiant Greninja\nTrainer: 1\n1 Battle VIP Pass\n"
            "Energy: 55\n55 Psychic Energy\n")
    db = fresh_db()
    result = parse_decklist(text, db)
    assert result.deck is not None, result.errors
    by_name = {c.name: c for c in result.deck.cards()}
    assert by_name["Ralts"].set_code == "ASR" and by_name["Radiant Greninja"].set_code == "ASR"
    assert by_name["Battle VIP Pass"].set_id == "swsh8"


def test_a_missing_sets_pokemon_takes_the_printing_released_nearest_the_lists_other_cards():
    # Electrode of a set the card data lacks (NXT) beside 2023 cards: Paldea Evolved's (2023), not Legend
    # Maker's (2006) nor Base Set's.
    text = ("Pokémon: 7\n4 Voltorb NXT 66\n3 Electrode NXT 67\nTrainer: 4\n4 Great Ball NXT 183\n"
            "Energy: 49\n49 Basic Lightning Energy SVE 4\n")
    db = fresh_db()
    result = parse_decklist(text, db)
    by_name = {c.name: c for c in result.deck.cards()}
    for name in ("Electrode", "Voltorb"):
        assert db.sets[by_name[name].set_id].release.startswith("2023"), by_name[name]
    great_ball = by_name["Great Ball"]
    assert great_ball.implemented and db.sets[great_ball.set_id].era == "modern", "a playable printing of the era"
    assert any("check it is the one you meant" in str(w) for w in result.warnings)


def test_trainers_of_black_and_white_to_sword_and_shield_print_their_own_reminders():
    from desktop.engine.text import series_reminders

    db = fresh_db()
    item, tool, stadium = db.get("xy1-125"), db.get("sm2-121"), db.get("xy1-117")
    assert series_reminders(item) == ([], ["You may play as many Item cards as you like during your turn (before "
                                           "your attack)."])
    before, after = series_reminders(tool)
    assert before[0].startswith("Attach a Pokémon Tool") and after[0].endswith("(before your attack).")
    assert series_reminders(stadium)[1][0].startswith("This card stays in play when you play it.")
    swsh_tool = db.get("swsh1-156")
    assert series_reminders(swsh_tool)[0][0].endswith("a Pokémon Tool attached.")
    assert series_reminders(db.get("sv1-196")) is None, "today's sets: text.modern_reminder"
