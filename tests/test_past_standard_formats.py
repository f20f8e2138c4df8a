"""The past Standard formats (issue #36, item 4): Standard 2024 (F, G, H), 2025 (G, H, I) and 2026
(H, I, J), each with its rotation dates; a real 2024 tournament list is legal in Standard 2024 and not
in Standard 2026, and the deck editor says why."""

from __future__ import annotations

import re
from datetime import date

import pytest
from tournament_lists import tournament_lists

from desktop.decks.decklist import parse_decklist
from desktop.decks.formats import FormatError, load_formats, parse_formats
from desktop.engine.cards import default_db
from desktop.ui.deck_editor.formats_line import format_summary


def _formats():
    return {f.name: f for f in load_formats()}


def _cards(path):
    result = parse_decklist(path.read_text("utf-8"), default_db())
    assert not result.errors, result.errors
    return result.deck.cards()


def test_each_standard_allows_its_three_marks_and_the_rotations_follow_one_another():
    formats = _formats()
    marks = {name: formats[name].marks for name in ("Standard 2024", "Standard 2025", "Standard 2026")}
    assert marks == {"Standard 2024": set("FGH"), "Standard 2025": set("GHI"), "Standard 2026": set("HIJ")}
    s24, s25, s26 = (formats[f"Standard {year}"] for year in (2024, 2025, 2026))
    assert s24.starts == date(2024, 4, 5) and s24.ends == s25.starts == date(2025, 4, 11)
    assert s25.ends == s26.starts == date(2026, 4, 10) and s26.ends is None
    assert s24.period == "5 April 2024 to 11 April 2025" and s26.period == "since 10 April 2026"
    assert s24.description.endswith("Played 5 April 2024 to 11 April 2025.")


@pytest.mark.parametrize("path", tournament_lists("2024-"), ids=lambda p: p.stem[:40])
def test_a_2024_list_is_legal_in_standard_2024_and_not_in_standard_2026(path):
    db = default_db()
    cards = _cards(path)
    formats = _formats()
    assert formats["Standard 2024"].problems(cards, db) == ""
    why = formats["Standard 2026"].illegal(cards, db)
    assert why and all(reason.startswith("regulation mark ") and reason[-1] in "FG" for reason in why.values())
    summary = format_summary(cards, db)
    assert "Standard 2024" in summary.split(".")[0]  # "Legal in Standard 2024, Expanded, Unlimited."
    named = re.search(r"Not legal in Standard 2026: (.*?)\.", summary)
    assert named and re.search(r"\(regulation mark [FG]\)", named.group(1))


@pytest.mark.parametrize("path", tournament_lists("2026-"), ids=lambda p: p.stem[:40])
def test_a_2026_list_is_legal_in_standard_2026_and_not_in_standard_2024(path):
    db = default_db()
    cards = _cards(path)
    formats = _formats()
    assert formats["Standard 2026"].problems(cards, db) == ""
    assert any(reason in ("regulation mark I", "regulation mark J")
               for reason in formats["Standard 2024"].illegal(cards, db).values())
    assert "Standard 2024" not in format_summary(cards, db)  # a past format is named only where legal


@pytest.mark.parametrize(("entry", "message"), [
    ({"from": "April 2024"}, "'from' must be a date like \"2024-04-05\", not 'April 2024'"),
    ({"until": 2025}, "'until' must be a date like \"2024-04-05\", not 2025"),
    ({"from": "2025-04-11", "until": "2024-04-05"}, "'until' (2024-04-05) must come after 'from' (2025-04-11)"),
])
def test_a_bad_rotation_date_is_refused_naming_the_format(entry, message):
    data = {"formats": [{"name": "Old", "ruleset": "modern", "marks": ["F"], **entry}]}
    with pytest.raises(FormatError, match="format 'Old': " + message.replace("(", r"\(").replace(")", r"\)")):
        parse_formats(data)
