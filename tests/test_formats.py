"""Formats as data (issue #15): Standard 2026 by regulation mark, Expanded and the classic formats
by series or set, Unlimited, banned cards, the reprint rule, legality in words, and a format file
with a bad entry refused at load with the entry named."""

from __future__ import annotations

from dataclasses import replace

import pytest

from desktop.decks.formats import FormatError, legality, load_formats, parse_formats
from desktop.engine.cards import CardDB, CardSet, default_db


def _format(name: str):
    return next(f for f in load_formats() if f.name == name)


def test_the_shipped_formats_load():
    names = [f.name for f in load_formats()]
    assert names == ["Standard 2026", "Standard 2025", "Standard 2024", "Expanded", "Unlimited", "Base-Fossil-Jungle",
                     "Classic", "XY era",
                     "Sun & Moon era"]
    assert {f.name: f.ruleset for f in load_formats()}["Base-Fossil-Jungle"] == "classic"


def test_standard_is_by_regulation_mark_and_says_which_cards_are_not_legal():
    db = default_db()
    decks = db.theme_decks()
    standard = _format("Standard 2026")
    assert standard.problems(decks["Mega Lucario ex League Battle Deck"], db) == ""
    text = standard.problems(decks["Lucario ex Battle Deck"], db)
    assert text.startswith("Not legal in Standard 2026: ") and "Riolu (regulation mark G)" in text


def test_basic_energy_is_legal_everywhere():
    db = default_db()
    energy = [c for c in db.all_cards() if c.is_basic_energy]
    assert all(f.problems(energy, db) == "" for f in load_formats())


def test_an_older_print_of_a_card_reprinted_with_a_legal_mark_is_legal():
    db = default_db()
    legal = next(c for c in db.sets["me1"].cards if c.regulation == "I" and c.kind == "pokemon")
    old = replace(legal, id="tst-1", set_id="tst", number="1", regulation="F")
    other = replace(legal, id="tst-2", set_id="tst", number="2", regulation="F", name="Nobody Reprinted Me")
    test_set = CardSet("tst", "Test", "TST", "modern", (old, other), series="Sword & Shield")
    test_db = CardDB([*db.sets.values(), test_set])
    text = _format("Standard 2026").problems([old, other], test_db)
    assert text == "Not legal in Standard 2026: Nobody Reprinted Me (regulation mark F)."


def test_the_classic_formats_allow_the_wizards_sets_and_name_the_others_by_series():
    db = default_db()
    decks = db.theme_decks()
    for name in ("Brushfire", "Grass Chopper"):
        assert _format("Base-Fossil-Jungle").problems(decks[name], db) == ""
        assert _format("Classic").problems(decks[name], db) == ""
    text = _format("Base-Fossil-Jungle").problems(decks["Ampharos ex Battle Deck"], db)
    assert "Mareep (Scarlet & Violet)" in text
    assert _format("Expanded").problems(decks["Brushfire"], db).startswith("Not legal in Expanded: Charmander (Base)")
    assert all(problem == "" for name, problem in legality(decks["Zap!"], db) if name == "Unlimited")


def test_a_banned_card_is_named():
    db = default_db()
    deck = db.theme_decks()["Brushfire"]
    trainer = next(c.name for c in deck if c.kind == "trainer")
    (fmt,) = parse_formats({"formats": [{"name": "House", "ruleset": "classic", "series": "*",
                                         "banned": [trainer]}]})
    assert fmt.problems(deck, db) == f"Not legal in House: {trainer} (banned)."


BAD = [
    ({"formats": [{"name": "X", "ruleset": "modern", "series": ["Galar Deluxe"]}]},
     "format 'X': unknown series 'Galar Deluxe'"),
    ({"formats": [{"name": "Y", "ruleset": "modern", "marks": ["Z"]}]}, "format 'Y': unknown regulation mark 'Z'"),
    ({"formats": [{"name": "Z", "ruleset": "ancient", "series": "*"}]}, "format 'Z': unknown ruleset 'ancient'"),
    ({"formats": [{"name": "W", "ruleset": "classic", "sets": ["../etc"]}]}, "format 'W': '../etc' is not a set id"),
    ({"formats": [{"name": "V", "ruleset": "classic"}]}, "format 'V': it allows no cards"),
    ({"formats": [{"ruleset": "classic"}]}, "format 1 has no name"),
    ({"formats": 3}, "expected an object with a list"),
]


@pytest.mark.parametrize("data, message", BAD, ids=[m for _, m in BAD])
def test_a_format_file_with_a_bad_entry_fails_at_load_naming_it(data, message):
    with pytest.raises(FormatError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_formats(data, "formats.json")


def test_an_era_format_is_quiet_and_a_bad_quiet_flag_is_named():
    assert {f.name for f in load_formats() if f.quiet} == {"XY era", "Sun & Moon era", "Standard 2025", "Standard 2024"}
    bad = {"formats": [{"name": "Odd", "ruleset": "xy", "series": ["XY"], "quiet": "yes"}]}
    with pytest.raises(FormatError, match="'Odd'.*quiet"):
        parse_formats(bad)
