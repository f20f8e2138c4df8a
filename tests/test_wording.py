"""Wording per era as data (``desktop/engine/fx/wording.py``, issue #35): every phrase has words
for every wording, each ruleset words as its era, and an unknown ruleset falls back to today's words."""

from __future__ import annotations

import pytest

from desktop.engine.cards import default_db
from desktop.engine.fx import wording
from desktop.engine.fx.words import Words
from desktop.engine.rules import RULESETS, TABLE_SUFFIX


@pytest.mark.parametrize(("table", "resolved"), [(wording.PHRASES, wording.RESOLVED),
                                                 (wording.TRAITS, wording.RESOLVED_TRAITS)])
def test_every_phrase_and_trait_resolves_for_every_wording_through_its_parents(table, resolved):
    assert set(resolved) == set(table)
    for key, row in resolved.items():
        assert set(row) == set(wording.PARENT), key
        for name, value in row.items():
            given = table[key]
            at: str | None = name
            while at not in given:
                at = wording.PARENT[at]
            assert value == given[at], (key, name)


def test_traits_read_per_wording():
    assert not Words(None, "classic").trait("sentence_case")
    assert Words(None, "classic", dialect="bw").trait("sentence_case")  # bw takes ex's
    assert Words(None, "modern", dialect="xy").trait("more_damage_and")
    assert not Words(None, "modern").trait("more_damage_and")


def test_a_phrase_without_both_roots_or_with_an_unknown_wording_is_refused():
    with pytest.raises(ValueError, match="'classic' and 'modern'"):
        wording._resolve({"half": {"classic": "x"}})
    with pytest.raises(ValueError, match="only wordings"):
        wording._resolve({"odd": {"classic": "x", "modern": "y", "dp": "z"}})


@pytest.mark.parametrize(("era", "dialect", "card", "expected"), [
    ("classic", "", None, "classic"), ("classic", "ex", None, "ex"), ("classic", "bw", None, "bw"),
    ("modern", "xy", "xy1-1", "xy"), ("modern", "xy", "sm1-35", "sm"), ("modern", "", "sv1-1", "modern")])
def test_the_wording_of_an_era_and_dialect(era, dialect, card, expected):
    db = default_db()
    assert Words(db.get(card) if card else None, era, dialect=dialect).wording == expected


def test_the_defending_pokemon_by_wording():
    assert Words(None, "classic", dialect="bw").defending == "the Defending Pokémon"
    assert Words(None, "modern", dialect="xy").defending == "your opponent's Active Pokémon"


@pytest.mark.parametrize("table", ["", TABLE_SUFFIX])
@pytest.mark.parametrize("ruleset", list(RULESETS))
def test_each_ruleset_words_as_its_era_in_table_mode_too(ruleset, table):
    lapras = default_db().get("sm1-35")  # a Sun & Moon card: in XY's dialect, Sun & Moon's words
    w = Words.for_ruleset(lapras, ruleset + table)
    assert (w.era, w.dialect) == wording.WORDING_ERA[wording.RULESET_WORDING[ruleset]]
    assert w.wording == {"xy": "sm"}.get(ruleset, wording.RULESET_WORDING[ruleset])
    assert Words(lapras, ruleset + table) == w  # a ruleset's name given as the era reads the same


def test_an_unknown_ruleset_falls_back_to_todays_words():
    assert wording.UNKNOWN_RULESET_WORDING == "modern"
    w = Words.for_ruleset(None, "gen9+table")
    assert (w.era, w.dialect, w.wording) == ("modern", "", "modern")
    assert Words(None, "nonsense").defending == "your opponent's Active Pokémon"
