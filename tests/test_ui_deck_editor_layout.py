"""The deck editor's layout: nothing is cut off at the screenshot size and at the window's
minimum size, with a list of problems shown (pytest-qt, offscreen)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QVBoxLayout, QWidget

from desktop.decks import storage
from desktop.decks.model import Deck
from desktop.decks.validate import Problem
from desktop.engine.cards import default_db
from desktop.ui.deck_editor import DeckEditor
from desktop.ui.deck_editor.style import EDITOR_CSS
from desktop.ui.deck_editor.validation_panel import ValidationPanel

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

SIZES = [(1500, 950), (1024, 680)]  # the screenshot size and the main window's minimum size


def problem_deck() -> Deck:
    """Brushfire plus 5 Charizard, 2 Charmander and 5 Bill: 72 cards, four problems."""
    db = default_db()
    counts = dict(storage.load_deck("Brushfire").counts)
    for name, extra in (("Charizard", 5), ("Charmander", 2), ("Bill", 5)):
        card = db.by_name[name.lower()][0].id
        counts[card] = counts.get(card, 0) + extra
    return Deck("Brushfire plus", counts)


def open_editor(qtbot, deck: Deck, size: tuple[int, int]) -> DeckEditor:
    editor = DeckEditor(deck=deck)
    qtbot.addWidget(editor)
    editor.resize(*size)
    editor.show()
    QTest.qWaitForWindowActive(editor)
    qtbot.wait(20)  # the panels fit themselves on a zero timer after a resize
    return editor


def inside(widget: QWidget, outer: QWidget) -> bool:
    """``widget`` lies wholly inside ``outer``'s rectangle."""
    top_left = widget.mapTo(outer, QPoint(0, 0))
    bottom_right = widget.mapTo(outer, QPoint(widget.width() - 1, widget.height() - 1))
    return outer.rect().contains(top_left) and outer.rect().contains(bottom_right)


def cut_off(panel: ValidationPanel) -> bool:
    """A problem sentence is squeezed or only partly in sight (a long list scrolls whole
    sentences out of sight instead)."""
    viewport = panel.scroll_area.viewport()
    top = -panel.content.y()  # how far the list is scrolled
    for row in panel.rows:
        if row.height() < row.heightForWidth(row.width()):
            return True
        start = row.y() - top
        if start < viewport.height() < start + row.height():
            return True
    return False


def assert_bar_fits(editor: DeckEditor) -> None:
    bar = editor.bar
    name = bar.name_edit
    assert name.width() >= name.fontMetrics().horizontalAdvance(name.text()) + 8, "the deck's name is cut"
    for button in bar.findChildren(QAbstractButton):
        if button.isVisible():
            assert inside(button, editor), f"{button.text()!r} is off the window"
            assert button.width() >= button.sizeHint().width(), f"{button.text()!r} is squeezed"
    for label in (bar.saved_label, bar.read_only_badge):
        if label.isVisible():
            assert label.width() >= label.sizeHint().width()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_nothing_is_cut_off_with_problems_shown(qtbot, size):
    editor = open_editor(qtbot, problem_deck(), size)
    assert (editor.width(), editor.height()) == size  # the window's size, not the editor's minimum
    assert editor.minimumSizeHint().width() <= 1024 and editor.minimumSizeHint().height() <= 680

    # Every problem sentence shows whole, and the deck list keeps room for rows.
    panel = editor.validation
    assert len(panel.rows) == 4 and panel.scroll_area.isVisible()
    assert not cut_off(panel)
    assert panel.scroll_area.verticalScrollBar().maximum() == 0  # four sentences: no scrolling either
    for row in panel.rows:
        assert inside(row, panel.scroll_area.viewport()) and inside(row, editor)
    assert editor.deck_view.height() >= 200

    # The statistics show whole: both charts with their axis labels, no scrolling.
    side = editor.side
    assert side.scroll_area.verticalScrollBar().maximum() == 0
    for chart in (editor.stats.types, editor.stats.curve):
        assert chart.height() >= chart.minimumHeight()
        assert inside(chart, side.scroll_area.viewport()) and inside(chart, editor)
    caption = editor.preview.caption
    assert caption.height() >= caption.heightForWidth(caption.width())
    assert editor.preview.image.height() >= 130  # still a card a person can read

    assert_bar_fits(editor)
    box = editor.browser.search_box
    room = box.width() - 2 * box.height()
    assert box.fontMetrics().horizontalAdvance(box.placeholderText()) <= room


def test_a_theme_deck_fits_the_smallest_window(qtbot):
    """READ-ONLY badge, "Duplicate to edit" and Play: the bar makes room at 1024 wide."""
    editor = open_editor(qtbot, storage.load_deck("Brushfire"), (1024, 680))
    assert editor.width() == 1024
    assert editor.bar.read_only_bar.isVisible()  # says it is read-only, in full
    assert_bar_fits(editor)
    assert editor.bar.play_button.text().startswith("Play")
    assert editor.side.scroll_area.verticalScrollBar().maximum() == 0
    editor.resize(1500, 950)  # room again: the full words come back
    qtbot.wait(20)
    assert editor.bar.play_button.text() == "Play with this deck ▶" and editor.bar.read_only_badge.isVisible()
    assert_bar_fits(editor)


def test_a_long_problem_list_scrolls_by_whole_sentences(qtbot):
    column = QWidget()
    column.setObjectName("DeckEditor")
    column.setStyleSheet(EDITOR_CSS)
    layout = QVBoxLayout(column)
    filler = QWidget()
    panel = ValidationPanel()
    layout.addWidget(filler, 1)
    layout.addWidget(panel)
    qtbot.addWidget(column)
    column.resize(320, 500)
    column.show()
    problems = [Problem("too_many_copies", f"{n} cards named Card {n}. A deck can have at most 4 cards with the "
                        "same name (only Basic Energy can have more): take out some.", (f"Card {n}",))
                for n in range(5, 17)]
    panel.set_problems(problems, 90)
    qtbot.wait(20)
    assert panel.scroll_area.height() <= panel.list_limit()
    assert panel.scroll_area.verticalScrollBar().maximum() > 0  # too many to show: it scrolls
    assert not cut_off(panel)
    for value in (panel.scroll_area.verticalScrollBar().maximum(), 0):
        panel.scroll_area.verticalScrollBar().setValue(value)
        qtbot.wait(1)
    column.resize(320, 900)  # a taller column gives the list more room
    qtbot.wait(20)
    assert panel.list_limit() == 450 and panel.scroll_area.height() > 250
    assert not cut_off(panel)
