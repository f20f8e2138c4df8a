"""The rules reference from the game: terms in the log are links to it, and it opens from
the game page's bar and from the start page."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtTest import QTest

from desktop.engine.events import Event
from desktop.engine.scenario import build_game
from desktop.ui import saves
from desktop.ui.log_text import event_text
from desktop.ui.panels.log_panel import MAX_LINES, LogPanel, line_html
from desktop.ui.tutorial.glossary_dialog import GlossaryDialog

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                       "This plugin does not support raise")


def click_words(log: LogPanel, line: int, words: str) -> None:
    """Click in the middle of ``words`` in line ``line`` of the log, like a mouse."""
    block = log.document().findBlockByNumber(line)
    offset = block.text().index(words) + len(words) // 2
    cursor = QTextCursor(block)
    cursor.setPosition(block.position() + offset)
    rect = log.cursorRect(cursor)
    QTest.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(rect.center().x(), rect.center().y()))


def scenario() -> dict:
    base = {"deck": ["Fire Energy"] * 6, "prizes": ["Fire Energy"] * 6}
    return {"turn": 3, "current": 0, "names": ["Brushfire", "Overgrowth"],
            "players": [{**base, "active": "Charmander"}, {**base, "active": "Bulbasaur"}]}


def test_rules_terms_in_the_log_are_links_and_names_are_not():
    html = line_html("Bulbasaur is now Paralyzed.")
    assert 'href="term:Paralyzed"' in html
    # A rules word inside a card or attack name is not that rule.
    assert "href" not in line_html("Brushfire attached Fire Energy to Vulpix.")
    assert "href" not in line_html("Nidoran ♂ used Poison Sting: 10 damage to Bulbasaur.")
    assert 'href="term:Knock%20Out"' in line_html("Bulbasaur was Knocked Out.")


def test_player_names_in_the_log_are_never_links(qtbot):
    """The tutorial's player is called "Trainer", which is also a rules term."""
    from desktop.ui.controller import GameController
    from desktop.ui.table import TableWidget

    assert "href" not in line_html("Turn 7: Trainer.", ("Trainer", "Rival"))
    game = build_game({**scenario(), "names": ["Trainer", "Rival"]})
    controller = GameController(game, delay_ms=0)
    table = TableWidget(controller, animations=False)
    qtbot.addWidget(table)
    table.log.clear_lines()
    table.log.add_lines(["Trainer put Weedle on the Bench.", "Turn 7: Trainer."])
    assert table.log.term_at(0, "Trainer") is None and table.log.term_at(0, "Bench") == "Bench"
    assert table.log.term_at(1, "Trainer") is None
    controller.close()


def test_clicking_a_term_in_the_log_opens_the_reference_at_it(qtbot):
    log = LogPanel()
    qtbot.addWidget(log)
    log.resize(380, 400)
    log.show()
    qtbot.waitExposed(log)
    game = build_game(scenario())
    line = event_text(Event("condition", 1, pos=0, detail="Paralyzed", amount=1), game)
    log.add_lines(["Turn 3: Brushfire.", "Brushfire attached Fire Energy to Charmander.", line])
    assert log.lines()[-1] == "Bulbasaur is now Paralyzed." and log.text().endswith(line)
    assert log.term_at(2, "Paralyzed") == "Paralyzed" and log.term_at(1, "Energy") is None
    click_words(log, 2, "Paralyzed")
    dialog = log.glossary_dialog
    assert isinstance(dialog, GlossaryDialog) and dialog.isVisible()
    assert dialog.current_term() == "Paralyzed"
    assert "Lesson:" not in dialog.text.toPlainText()  # nothing here would open a lesson
    dialog.close()


def test_the_log_appends_lines_and_keeps_the_last_ones(qtbot):
    log = LogPanel()
    qtbot.addWidget(log)
    log.add_lines(["Turn 1: Ann.", "Ann drew a card."])
    first = log.document().firstBlock()
    log.add_lines(["Ann is now Asleep."])
    assert log.document().firstBlock() == first and first.text() == "Turn 1: Ann."  # not re-rendered
    assert log.document().blockCount() == 3
    assert log.term_at(2, "Asleep") == "Asleep" and log.term_at(0, "Turn") is None
    log.add_lines([f"Ann drew card {n}." for n in range(MAX_LINES + 20)])
    assert log.document().blockCount() == MAX_LINES and len(log.lines()) == MAX_LINES
    assert log.text().splitlines()[-1] == f"Ann drew card {MAX_LINES + 19}."
    log.clear_lines()
    assert log.lines() == [] and log.text() == ""



def test_rules_reference_opens_from_the_start_page_and_during_a_game(qtbot, window):
    start = window.start_page
    assert start.rules_button.isVisible() and start.rules_button.text().startswith("Rules reference")
    qtbot.mouseClick(start.rules_button, Qt.MouseButton.LeftButton)
    dialog = window.rules_reference
    assert isinstance(dialog, GlossaryDialog) and dialog.isVisible()
    dialog.close()

    game = build_game(scenario())
    window.start_game(game, saves.Seats(("human", "human"), "normal", 0, ("Brushfire", "Overgrowth")),
                      autosave=False)
    bar_button = window.game_page.rules_button
    assert bar_button.isVisible()
    qtbot.mouseClick(bar_button, Qt.MouseButton.LeftButton)
    assert window.rules_reference is dialog and dialog.isVisible()
    dialog.close()

    # A term clicked in the game's log opens the same reference at that term.
    log = window.session.table.log
    log.add_lines(["Bulbasaur is now Confused."])
    qtbot.waitExposed(log)
    click_words(log, len(log.lines()) - 1, "Confused")
    assert dialog.isVisible() and dialog.current_term() == "Confused"
    assert log.glossary_dialog is None
    # Its lesson link leads to that lesson in the tutorial (the game is kept).
    assert "Lesson:" in dialog.text.toPlainText()
    window.open_lesson("confused")
    assert window.stack.currentWidget() is window.tutorial
    assert window.tutorial.lesson_view.lesson.id == "confused"
    window.tutorial.close()
