"""Leaving the deck editor with "Don't save" forgets the changes (issue #17, item 9)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop.decks import storage
from desktop.engine.cards import default_db
from desktop.ui.deck_editor import dialogs

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def card_id(name: str) -> str:
    return default_db().by_name[name.lower()][0].id


def test_dont_save_is_not_asked_again_when_quitting(window, monkeypatch):
    asked: list[str] = []
    monkeypatch.setattr(dialogs, "ask_unsaved", lambda _p, name: asked.append(name) or dialogs.DISCARD)
    editor = window.open_deck_editor()
    editor.add_card(card_id("Charmander"), 3)
    QTest.mouseClick(editor.bar.back_button, Qt.MouseButton.LeftButton)
    assert asked == ["Untitled deck"]
    assert window.stack.currentWidget() is window.start_page
    assert not editor.dirty and editor.doc.counts == {}  # the changes were dropped, as asked
    window.close()  # Quit on the start page
    assert asked == ["Untitled deck"]  # not asked again
    assert not window.isVisible()


def test_dont_save_goes_back_to_the_saved_deck(window, monkeypatch):
    editor = window.open_deck_editor()
    editor.add_card(card_id("Charmander"), 2)
    monkeypatch.setattr(dialogs, "ask_name", lambda *a: "Mine")
    assert editor.save()
    editor.add_card(card_id("Vulpix"), 4)
    monkeypatch.setattr(dialogs, "ask_unsaved", lambda *a: dialogs.DISCARD)
    assert editor.maybe_close()
    assert editor.doc.name == "Mine" and not editor.dirty
    assert editor.doc.counts == storage.load_deck("Mine").counts == {card_id("Charmander"): 2}


def test_cancel_keeps_the_changes_and_the_editor(window, monkeypatch):
    editor = window.open_deck_editor()
    editor.add_card(card_id("Charmander"), 3)
    monkeypatch.setattr(dialogs, "ask_unsaved", lambda *a: dialogs.CANCEL)
    QTest.mouseClick(editor.bar.back_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is editor and editor.dirty
    monkeypatch.setattr(dialogs, "ask_unsaved", lambda *a: dialogs.DISCARD)
