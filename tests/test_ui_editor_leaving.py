"""Leaving the deck editor and replacing its cards (issue #17, items 9 and 10): "Don't save" forgets
the changes; importing a list is one undoable step."""

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


def test_importing_a_list_is_one_undoable_step(window, monkeypatch):
    asked: list[str] = []
    monkeypatch.setattr(dialogs, "ask_unsaved", lambda _p, name: asked.append(name) or dialogs.DISCARD)
    editor = window.open_deck_editor()
    editor.add_card(card_id("Charmander"), 2)
    editor.add_card(card_id("Vulpix"), 3)
    before = dict(editor.doc.counts)
    dialog = editor.import_text("4 Bulbasaur BS 44\n56 Grass Energy BS 99\n", "a test")
    assert dialog.parsed.ok
    QTest.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    imported = dict(editor.doc.counts)
    assert asked == []  # nothing is lost, so nothing is asked
    assert imported == {card_id("Bulbasaur"): 4, card_id("Grass Energy"): 56}
    stack = editor.doc.undo_stack
    assert stack.undoText() == "Import deck list"
    stack.undo()
    assert editor.doc.counts == before  # the cards from before the import are back...
    stack.undo()
    assert editor.doc.counts == {card_id("Charmander"): 2}  # ...and so is the history before it
    stack.redo()
    stack.redo()
    assert editor.doc.counts == imported
