"""Hot-seat pass screens (issue #17): the first one covers the whole table."""

from __future__ import annotations

import pytest

from desktop.engine.cards import default_db
from desktop.engine.game import Game
from desktop.ui import saves

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
HOT_SEAT = saves.Seats(("human", "human"), "normal", 0, ("Brushfire", "Overgrowth"))


def hot_seat_game(seed: int) -> Game:
    decks = default_db().theme_decks()
    return Game.new([decks["Brushfire"], decks["Overgrowth"]], seed=seed, names=("Ash", "Misty"))


@pytest.mark.parametrize("seed", [5, 7])  # Misty won the first coin flip: the game opens on a pass screen
def test_the_first_pass_screen_of_a_new_game_covers_the_whole_table(window, qtbot, seed):
    window.start_game(hot_seat_game(6), HOT_SEAT, autosave=False)  # a game already on the page
    window.start_game(hot_seat_game(seed), HOT_SEAT, autosave=False)  # New game from the game page
    table = window.session.table
    qtbot.waitUntil(lambda: table.isVisible())
    qtbot.wait(10)
    assert table.cover.isVisible()
    assert table.cover.geometry() == table.rect()
    assert table.rect().width() > 640 and table.rect().height() > 480
