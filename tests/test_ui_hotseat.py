"""Hot-seat pass screens (issue #17, items 4 and 5): the first one covers the whole table; after an
attack the attacker sees the result and passes the device themselves."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

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


def test_after_an_attack_the_attacker_sees_the_result_and_passes(make_table, qtbot):  # noqa: F811
    from board_helpers import hidden_hand_faces, scenario
    spec = scenario()
    spec["players"][0]["active"] = {"card": "Charmander", "energy": ["Fire Energy"]}
    table = make_table(spec)
    game = table.controller.game
    table.actions_panel.buttons["attack 0"].click()  # Scratch: the turn passes to Overgrowth
    assert game.current == 1 and game.players[1].active.damage == 20
    qtbot.wait(1000)  # however long the attacker looks
    assert not table.cover.isVisible()  # the damage is there to see
    assert table.scene.pokemon_item(1, 0).damage == 20
    assert any("20 damage" in line for line in table.log.lines())
    assert hidden_hand_faces(table, 1) == []  # the next player's cards stay hidden all along
    assert table.scene.actor() is None  # and nobody can play meanwhile
    assert table.end_turn.isEnabled() and table.end_turn.text() == "Pass to Overgrowth"
    assert table.banner.instruction.text() == "then press “Pass to Overgrowth”"
    qtbot.mouseClick(table.end_turn, Qt.MouseButton.LeftButton)
    assert table.cover.isVisible() and "Pass to Overgrowth" in table.cover.title.text()
    qtbot.mouseClick(table.cover.button, Qt.MouseButton.LeftButton)
    assert table.controller.viewer == 1 and not table.cover.isVisible()
    assert table.end_turn.text() in ("End turn", "End turn without attacking")


def test_ending_the_turn_with_nothing_to_see_passes_at_once(make_table, qtbot):  # noqa: F811
    table = make_table()
    qtbot.mouseClick(table.end_turn, Qt.MouseButton.LeftButton)
    assert table.cover.isVisible()
