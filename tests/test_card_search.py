"""Deck editor search (issue #14: "search keeps up with typing"): typing on filters only the last
result, and that gives exactly what a search over every card gives."""

from __future__ import annotations

import pytest

from desktop.engine.cards import default_db
from desktop.ui.deck_editor import search
from desktop.ui.deck_editor.search import CardQuery, matching_rows, narrows


@pytest.fixture(scope="module")
def cards():
    return sorted(default_db().all_cards(), key=search.sort_key)


def test_typing_on_narrows_but_deleting_or_changing_a_filter_does_not():
    assert narrows(CardQuery(text=""), CardQuery(text="c"))
    assert narrows(CardQuery(text="chariz"), CardQuery(text="charizard e"))
    assert narrows(CardQuery(text="charizard e"), CardQuery(text="charizard ex"))
    assert narrows(CardQuery(text="draw"), CardQuery(text="draw 3"))
    assert not narrows(CardQuery(text="charizard ex"), CardQuery(text="charizard e"))  # a letter deleted
    assert not narrows(CardQuery(text="draw 3"), CardQuery(text="draw"))
    assert not narrows(CardQuery(text="fire"), CardQuery(text="water"))
    assert not narrows(CardQuery(text="fire"), CardQuery(text="fire", supertype="Trainer"))
    assert not narrows(CardQuery(text="fire", supertype="Trainer"), CardQuery(text="fire"))


@pytest.mark.parametrize("query", ["charizard ex", "draw 3 cards", "search your deck", "pikachu"])
def test_each_keystroke_narrowed_matches_a_search_over_every_card(cards, query):
    previous, rows = CardQuery(), matching_rows(cards, CardQuery())
    assert rows == list(range(len(cards)))
    for end in range(1, len(query) + 1):
        typed = CardQuery(text=query[:end])
        assert narrows(previous, typed)
        rows = matching_rows(cards, typed, within=rows)
        assert rows == matching_rows(cards, typed), query[:end]
        previous = typed
    assert rows and len(rows) < len(cards)


def test_the_name_ranks_before_the_rules_text(cards):
    rows = matching_rows(cards, CardQuery(text="pikachu"))
    names = [cards[row].name.lower() for row in rows]
    first_text_only = next(i for i, name in enumerate(names) if "pikachu" not in name)
    assert names[0] == "pikachu"
    assert all("pikachu" not in name for name in names[first_text_only:])
    exact = [i for i, name in enumerate(names) if name == "pikachu"]
    assert exact == list(range(len(exact)))  # every card named exactly "Pikachu" first
    assert rows[: len(exact)] == sorted(rows[: len(exact)])  # browser order within a rank
