"""Watching a recent game move by move (issue #17, replays), driven with the mouse from the start page."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from test_record import finished_game

from desktop.engine.game import Game
from desktop.ui import recent
from desktop.ui.recent import RecentGame
from desktop.ui.saves import Seats
from desktop.ui.session import result_text

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
LEFT = Qt.MouseButton.LeftButton
SEATS = Seats(("human", "computer"), "easy", 0, ("Brushfire", "Overgrowth"))


@pytest.fixture(scope="module")
def played() -> Game:
    return finished_game(9)


def listed(game: Game) -> RecentGame:
    entry = recent.entry_for(game, SEATS, result_text(game))
    recent.add_recent(entry)
    return entry


def open_recent(window, qtbot):
    qtbot.mouseClick(window.start_page.recent_button, LEFT)
    page = window.recent_page
    assert window.stack.currentWidget() is page
    return page


def watch_first(window, qtbot):
    page = open_recent(window, qtbot)
    qtbot.mouseClick(page.watch_button, LEFT)
    replay = window.replay_page
    assert replay is not None and window.stack.currentWidget() is replay
    return replay


def test_watch_a_recent_game_step_by_step(window, qtbot, played):
    listed(played)
    page = open_recent(window, qtbot)
    assert page.list.count() == 1 and page.list.item(0).text().startswith("Ash vs Misty (easy)")
    replay = watch_first(window, qtbot)
    table, controller = replay.table, replay.controller
    assert replay.position == 0 and controller.game.history == []
    assert table.banner.headline.text() == "Replay · The start of the game"
    assert not replay.step_back_button.isEnabled() and replay.step_forward_button.isEnabled()
    for number in (1, 2, 3):
        qtbot.mouseClick(replay.step_forward_button, LEFT)
        assert replay.position == number
        assert controller.game.state_key() == replay.record.positions[number].state_key()
        assert controller.game.history == played.history[:number]
    assert table.banner.headline.text() == f"Replay · Move 3 of {len(played.history)}"
    shown = table.log.lines()
    qtbot.mouseClick(replay.step_back_button, LEFT)
    assert replay.position == 2 and controller.game.history == played.history[:2]
    assert len(table.log.lines()) < len(shown)  # the log is as it was after move 2
    qtbot.mouseClick(replay.last_button, LEFT)
    assert controller.game.state_key() == played.state_key()
    assert table.banner.instruction.text() == result_text(played)
    assert not replay.step_forward_button.isEnabled() and not replay.last_button.isEnabled()
    assert table.log.lines()[-1].startswith("Game over")
    qtbot.mouseClick(replay.first_button, LEFT)
    assert replay.position == 0


def test_jump_to_a_turn(window, qtbot, played):
    listed(played)
    replay = watch_first(window, qtbot)
    replay.turn_box.setValue(6)
    qtbot.mouseClick(replay.turn_button, LEFT)
    game = replay.controller.game
    assert game.turn == 6
    assert replay.record.positions[replay.position - 1].turn == 5  # the very start of turn 6
    assert "Turn 6" in " ".join(replay.table.log.lines()) and "Turn 7" not in " ".join(replay.table.log.lines())
    start = replay.position
    qtbot.keyClick(replay, Qt.Key.Key_Right)  # the arrow keys step too
    assert replay.position == start + 1
    assert replay.controller.game.history == played.history[:start + 1]
    qtbot.keyClick(replay, Qt.Key.Key_Left)
    assert replay.position == start


def test_nobody_can_play_in_a_replay(window, qtbot, played):
    listed(played)
    replay = watch_first(window, qtbot)
    replay.go_to_turn(3)
    controller = replay.controller
    legal = controller.game.legal_actions()
    assert legal and replay.table.scene.actor() is None
    assert not controller.submit(legal[0])
    assert controller.game.history == played.history[:replay.position]
    assert not replay.table.end_turn.isVisible()


def test_a_record_that_does_not_replay_is_refused_with_the_move_and_reason(window, qtbot, played):
    data = played.to_json()
    data["actions"][9] = "attack 3"
    recent.add_recent(RecentGame(data, "A damaged game"))
    page = open_recent(window, qtbot)
    qtbot.mouseClick(page.watch_button, LEFT)
    assert window.stack.currentWidget() is page and window.replay_page is None
    text = page.notice.text()
    assert "“A damaged game” cannot be watched" in text
    assert "move 10 (attack 3)" in text


def test_a_damaged_list_is_reported_and_kept(window, qtbot):
    recent.recent_path().write_text('{"format": "holofoil-recent", "version": 1, "games": 3}', encoding="utf-8")
    page = open_recent(window, qtbot)
    assert "could not be read" in page.notice.text() and "kept as" in page.notice.text()
    assert page.list.count() == 0 and page.empty.isVisible() and not page.watch_button.isEnabled()
    kept = list(recent.recent_path().parent.glob("recent.json.corrupt-*"))
    assert len(kept) == 1


def test_export_a_record_and_open_it_again(window, qtbot, played, tmp_path):
    entry = listed(played)
    page = open_recent(window, qtbot)
    target = tmp_path / "exported.holofoil.json"
    asked: list[str] = []
    page.ask_save_path = lambda name: asked.append(name) or str(target)
    qtbot.mouseClick(page.export_button, LEFT)
    assert asked and asked[0].endswith(".holofoil.json")
    assert target.is_file() and str(target) in page.notice.text()
    assert recent.read_record_file(target) == entry
    recent.recent_path().unlink()  # the list is gone: the file alone brings the game back
    page.refresh()
    page.ask_open_path = lambda: str(target)
    qtbot.mouseClick(page.open_button, LEFT)
    replay = window.replay_page
    assert window.stack.currentWidget() is replay and replay.entry == entry
    qtbot.mouseClick(replay.last_button, LEFT)
    assert replay.controller.game.state_key() == played.state_key()
    again = tmp_path / "again.holofoil.json"
    page.ask_save_path = lambda _name: str(again)
    qtbot.mouseClick(replay.export_button, LEFT)  # export from the replay too
    assert recent.read_record_file(again) == entry and str(again) in replay.notice.text()
    qtbot.mouseClick(replay.back_button, LEFT)
    assert window.stack.currentWidget() is page and window.replay_page is None


def test_a_file_whose_moves_do_not_replay_is_refused(window, qtbot, played, tmp_path):
    data = played.to_json()
    data["actions"][4] = "retreat b5"
    path = tmp_path / "bad.holofoil.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    page = open_recent(window, qtbot)
    page.ask_open_path = lambda: str(path)
    qtbot.mouseClick(page.open_button, LEFT)
    assert window.replay_page is None
    assert "move 5 (retreat b5)" in page.notice.text()
    not_json = tmp_path / "notes.json"
    not_json.write_text("hello", encoding="utf-8")
    page.ask_open_path = lambda: str(not_json)
    qtbot.mouseClick(page.open_button, LEFT)
    assert "notes.json is not valid JSON" in page.notice.text()
