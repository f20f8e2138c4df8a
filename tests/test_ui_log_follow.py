"""The game log follows its newest line (issue #17, item 1) unless the player scrolled up."""

from __future__ import annotations

import pytest

from desktop.ui.panels.log_panel import LogPanel

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def at_bottom(log: LogPanel) -> bool:
    bar = log.verticalScrollBar()
    return bar.maximum() > 0 and bar.value() == bar.maximum()


def fill(log: LogPanel, count: int = 80) -> None:
    log.add_lines([f"Line {k} of what happened." for k in range(count)])


def test_the_log_shows_the_newest_line_when_the_panel_shrinks(make_table, qtbot):  # noqa: F811
    table = make_table()
    fill(table.log)
    qtbot.waitUntil(lambda: at_bottom(table.log))
    table.message_bar.show_message("A long message that takes room in the side panel. " * 4)
    qtbot.wait(20)
    assert at_bottom(table.log)


def test_the_log_shows_the_newest_line_at_the_start_of_a_turn(make_table, qtbot):  # noqa: F811
    table = make_table()
    fill(table.log)
    table.end_turn.click()
    table.cover.button.click()
    qtbot.wait(20)
    assert any(line.startswith("Turn ") for line in table.log.lines()[-3:])
    assert at_bottom(table.log)


def test_the_log_shows_what_the_computer_just_did(make_table, qtbot):  # noqa: F811
    from desktop.ai.simple import RandomAgent

    table = make_table(agents=(None, RandomAgent(3)))
    fill(table.log)
    game = table.controller.game
    table.end_turn.click()
    qtbot.waitUntil(lambda: game.current == 0 and not table.controller.thinking, timeout=10000)
    qtbot.wait(20)
    assert at_bottom(table.log)


def test_the_log_stays_where_the_player_scrolled_to(make_table, qtbot):  # noqa: F811
    table = make_table()
    fill(table.log)
    qtbot.waitUntil(lambda: at_bottom(table.log))
    bar = table.log.verticalScrollBar()
    reading = bar.maximum() // 2
    bar.setValue(reading)  # the player reads an earlier line
    table.log.add_lines(["Something new."])
    table.message_bar.show_message("A message.")
    qtbot.wait(20)
    assert bar.value() == reading
    bar.setValue(bar.maximum())  # back to the bottom: following again
    table.log.add_lines(["And more."])
    qtbot.wait(20)
    assert at_bottom(table.log)
