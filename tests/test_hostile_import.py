"""Hostile deck-list imports (issue #18 item 13): a huge text or file is refused at once, with a message."""

from __future__ import annotations

import os
import time

import pytest
from PySide6.QtTest import QTest

from desktop.decks.decklist import MAX_CHARS, MAX_LINES, parse_decklist
from desktop.ui.deck_editor import dialogs
from desktop.ui.deck_editor.editor import DeckEditor

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

HUGE = "\n".join(["4 Charmandr"] * 50_000)  # unknown names: the slowest lines to parse


def test_a_text_of_too_many_lines_is_one_error_and_quick():
    start = time.perf_counter()
    result = parse_decklist(HUGE)
    assert time.perf_counter() - start < 0.5
    assert not result.ok and len(result.errors) == 1
    assert "50,000 lines" in result.errors[0].reason and f"at most {MAX_LINES}" in result.errors[0].reason
    assert result.partial is not None and result.partial.total == 0


@pytest.mark.parametrize("newline", ["\n", "\r", "\r\n"])
def test_line_endings_all_count(newline):
    text = newline.join(["4 Charmander BS 46"] * (MAX_LINES + 1))
    assert "too many for a deck list" in parse_decklist(text).errors[0].reason
    assert parse_decklist(newline.join(["1 Charmander BS 46"] * 4)).ok


def test_a_text_of_too_many_characters_is_one_error():
    result = parse_decklist("4 Charmander BS 46 " + "x" * MAX_CHARS)
    assert not result.ok and "characters, too many for a deck list" in result.errors[0].reason


def test_the_longest_allowed_list_still_parses():
    text = "\n".join(["1 Charmander BS 46"] * 60 + [""] * (MAX_LINES - 60))
    result = parse_decklist(text)
    assert result.deck is not None and result.deck.counts == {"base1-46": 60}


@pytest.fixture
def editor(qtbot, monkeypatch) -> DeckEditor:
    told: list[tuple[str, str]] = []
    monkeypatch.setattr(dialogs, "tell", lambda parent, title, text: told.append((title, text)))
    editor = DeckEditor()
    editor.told = told  # type: ignore[attr-defined]
    qtbot.addWidget(editor)
    editor.resize(1500, 950)
    editor.show()
    QTest.qWaitForWindowActive(editor)
    return editor


def test_pasting_a_huge_text_shows_one_message_without_freezing(editor):
    start = time.perf_counter()
    dialog = editor.import_text(HUGE, "the clipboard")
    assert time.perf_counter() - start < 3
    assert not dialog.parsed.ok and "too many for a deck list" in dialog.parsed.errors[0].reason
    assert not dialog.import_button.isEnabled()
    dialog.reject()


def test_importing_a_huge_file_is_refused_before_reading(editor, tmp_path, monkeypatch):
    path = tmp_path / "book.txt"
    path.write_bytes(b"4 Charmander BS 46\n" * 100_000)
    monkeypatch.setattr(dialogs, "open_file", lambda *a: path)
    assert editor.import_file() is None
    ((title, text),) = editor.told
    assert "book.txt is too large" in text and title == "The file can't be read"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_importing_a_named_pipe_does_not_block(editor, tmp_path, monkeypatch):
    path = tmp_path / "pipe.txt"
    os.mkfifo(path)
    monkeypatch.setattr(dialogs, "open_file", lambda *a: path)
    assert editor.import_file() is None  # a blocking open would hang here
    assert "pipe.txt is not a regular file" in editor.told[0][1]
