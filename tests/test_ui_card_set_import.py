"""Deck editor, Import -> "Import card set": the player picks a pokemontcg.io set file and it is
compiled into their card folder, or they are told why not (and nothing is written)."""

from __future__ import annotations

import json

import pytest
from test_card_import_command import _set_cards

from desktop.ui.deck_editor import DeckEditor, dialogs
from desktop.userfiles import user_dir

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.fixture
def told(monkeypatch, qtbot):
    messages: list[tuple[str, str]] = []
    monkeypatch.setattr(dialogs, "tell", lambda parent, title, text: messages.append((title, text)))
    return messages


def _editor(qtbot) -> DeckEditor:
    editor = DeckEditor()
    qtbot.addWidget(editor)
    return editor


def test_the_import_menu_imports_a_card_set_file(qtbot, tmp_path, monkeypatch, told):
    source = tmp_path / "zzz1.json"
    source.write_text(json.dumps(_set_cards()), encoding="utf-8")
    monkeypatch.setattr(dialogs, "open_set_file", lambda parent: source)
    editor = _editor(qtbot)
    assert "Import card set" in editor.bar.import_set_action.text()
    editor.bar.import_set_action.trigger()
    assert told and told[0][0] == "Card set imported" and "3 cards, 2 of them playable" in told[0][1]
    assert (user_dir("cards") / "zzz1.json").exists()


def test_a_bad_card_set_file_is_explained_and_nothing_is_written(qtbot, tmp_path, monkeypatch, told):
    source = tmp_path / "broken.json"
    source.write_text("{oops", encoding="utf-8")
    monkeypatch.setattr(dialogs, "open_set_file", lambda parent: source)
    editor = _editor(qtbot)
    editor.bar.import_set_action.trigger()
    assert told[0][0] == "The card set can't be imported" and "broken.json" in told[0][1]
    assert list(user_dir("cards").iterdir()) == []
