"""The deck editor and formats (issue #15): the deck's legality per format in words, and the
browser's format filter."""

from __future__ import annotations

import pytest
from test_ui_deck_editor import make_editor

from desktop.decks.formats import print_key

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def test_the_editor_says_where_the_deck_is_legal_and_why_not_elsewhere(qtbot):
    editor = make_editor(qtbot)
    editor.open_builtin("Lucario ex Battle Deck")
    text = editor.formats_label.text()
    assert "Legal in Standard 2025, Standard 2024, Expanded, Unlimited." in text  # its marks are G and H
    assert "Not legal in Standard 2026: Riolu (regulation mark G)" in text
    editor.open_builtin("Brushfire")
    assert editor.formats_label.text().startswith("Legal in Unlimited, Base-Fossil-Jungle, Classic.")


def test_the_browser_filters_by_format(qtbot):
    editor = make_editor(qtbot)
    browser = editor.browser
    browser.format_box.setCurrentIndex(browser.format_box.findText("Standard 2026"))
    shown = browser.visible_cards()
    legal_now = {print_key(c) for c in editor.db.all_cards() if c.regulation in ("H", "I", "J")}
    assert shown and all(c.regulation in ("H", "I", "J") or print_key(c) in legal_now  # or a reprint of one
                         for c in shown if not c.is_basic_energy)
    assert not any(c.regulation == "G" and c.name == "Riolu" for c in shown)
    browser.format_box.setCurrentIndex(browser.format_box.findText("Base-Fossil-Jungle"))
    first_year = {"base1", "base2", "base3", "base4"}
    shown = [c for c in browser.visible_cards() if not c.is_basic_energy]
    reprinted = {print_key(c) for c in editor.db.all_cards() if c.set_id in first_year}
    assert {c.set_id for c in shown} >= first_year
    assert all(c.set_id in first_year or print_key(c) in reprinted for c in shown)  # Legendary Collection reprints
    assert not any(c.set_id.startswith(("gym", "neo")) for c in shown)
    browser.format_box.setCurrentIndex(0)
    assert len(browser.visible_cards()) == len(editor.db.core_cards())  # never the card library's
