"""Recent games in the app (issue #17, replays): a game won on the table is listed, once."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop.engine.record import read_record
from desktop.engine.scenario import build_game
from desktop.ui import recent, saves

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
HOT_SEAT = saves.Seats(("human", "human"), "normal", 0, ("Brushfire", "Overgrowth"))


def last_prize() -> dict:
    """Ash takes his last Prize card with one Scratch."""
    return {
        "turn": 5, "current": 0, "names": ["Ash", "Misty"],
        "players": [
            {"active": {"card": "Charmander", "energy": ["Fire Energy"]}, "hand": ["Fire Energy", "Potion"],
             "deck": ["Fire Energy"] * 6, "prizes": ["Fire Energy"]},
            {"active": {"card": "Bulbasaur", "damage": 30}, "bench": ["Weedle"], "hand": ["Grass Energy"],
             "deck": ["Grass Energy"] * 6, "prizes": ["Grass Energy"] * 3},
        ],
    }


def win_on_the_table(window, qtbot):
    """Put the game on the table and win it with the mouse; returns the finished game."""
    window.start_game(build_game(last_prize()), HOT_SEAT)
    table = window.session.table
    qtbot.waitUntil(table.isVisible)
    button = table.actions_panel.buttons["attack 0"]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    game = window.session.game
    assert game.outcome is not None and game.outcome.winner == 0
    window.session.flush()
    return game


def test_a_game_won_on_the_table_goes_first_in_recent_games(window, qtbot):
    game = win_on_the_table(window, qtbot)
    [listed] = recent.load_recent()
    assert listed.title == "Ash vs Misty · Brushfire vs Overgrowth"
    assert listed.result.startswith("Ash wins")
    assert read_record(listed.game).final.state_key() == game.state_key()
    window.session.controller.start()  # the game over is announced again: still listed once
    window.session.flush()
    assert len(recent.load_recent()) == 1
    assert not saves.has_current()  # and the finished game is no longer the one to continue


def test_a_damaged_list_is_reported_when_a_game_ends(window, qtbot):
    recent.recent_path().write_text("{oops", encoding="utf-8")
    win_on_the_table(window, qtbot)
    qtbot.waitUntil(lambda: "recent games could not be read" in window.notice_text())
    kept = list(recent.recent_path().parent.glob("recent.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{oops"
    assert len(recent.load_recent()) == 1
