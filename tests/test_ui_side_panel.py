"""The side panel holds still (issue #17, item 2): a message keeps its room whether it shows or
not, and it does not go away while the pointer moves over the table."""

from __future__ import annotations

import pytest
from board_helpers import drag, hand_card
from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def places(table) -> dict[str, tuple[int, int]]:
    """Where the side panel's controls are (in the side panel's coordinates)."""
    side = table.side_panel
    return {name: (w.mapTo(side, QPoint(0, 0)).y(), w.height())
            for name, w in (("actions", table.actions_panel), ("end turn", table.end_turn),
                            ("preview", table.preview))}


def test_a_message_coming_and_going_moves_nothing(make_table, qtbot):  # noqa: F811
    table = make_table()
    qtbot.wait(10)
    before = places(table)
    charmeleon = hand_card(table, "Charmeleon")
    drag(table, charmeleon.scenePos(), table.scene.spot(0, 1).scenePos())  # refused: says why
    qtbot.wait(10)
    assert table.message_bar.isVisible() and table.message_bar.text()
    assert places(table) == before
    table.message_bar.show_message("A much longer reason than usual. " * 8)  # set smaller, never taller
    qtbot.wait(10)
    assert places(table) == before
    table.message_bar.clear()
    qtbot.wait(10)
    assert places(table) == before


def test_the_message_stays_while_the_pointer_moves(make_table, qtbot):  # noqa: F811
    table = make_table()
    table.scene.message.emit("Drag Vulpix onto the table to play it.")
    viewport = table.view.viewport()
    for item in table.scene.hand_items():  # the pointer wanders over the cards
        QTest.mouseMove(viewport, table.view.mapFromScene(item.scenePos()))
    qtbot.wait(50)
    assert table.message_bar.isVisible()
    assert table.message_bar.text() == "Drag Vulpix onto the table to play it."

