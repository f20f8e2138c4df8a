"""Take-backs on the table (issue #17): "Undo last move" and Ctrl+Z, enabled only when the engine allows
it, in hot-seat and against the computer; the log marks every take-back."""

from __future__ import annotations

import pytest
from board_helpers import drag, hand_card
from PySide6.QtCore import QPointF, Qt

from desktop.engine.actions import Choose
from desktop.engine.cards import default_db
from desktop.engine.game import Game
from desktop.engine.scenario import build_game
from desktop.ui import saves
from desktop.ui.controller import GameController
from desktop.ui.table import TableWidget

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
LEFT = Qt.MouseButton.LeftButton
HOT_SEAT = saves.Seats(("human", "human"), "normal", 0, ("Brushfire", "Overgrowth"))


def spec() -> dict:
    return {
        "turn": 3, "current": 0, "names": ["Ash", "Misty"],
        "players": [
            {"active": "Charmander", "hand": ["Vulpix", "Fire Energy", "Bill", "Potion"],
             "deck": ["Fire Energy"] * 10, "prizes": ["Fire Energy"] * 6},
            {"active": "Bulbasaur", "bench": ["Weedle"], "hand": ["Grass Energy", "Caterpie"],
             "deck": ["Grass Energy"] * 10, "prizes": ["Grass Energy"] * 6},
        ],
    }


def hot_seat_table(window, qtbot, autosave: bool = False) -> TableWidget:
    window.start_game(build_game(spec()), HOT_SEAT, autosave=autosave)
    table = window.session.table
    qtbot.waitUntil(table.isVisible)
    table.finish_animations()
    return table


def test_undo_last_move_in_hot_seat(window, qtbot):
    table = hot_seat_table(window, qtbot)
    game = table.controller.game
    assert table.undo_button.isVisible() and not table.undo_button.isEnabled()  # nothing to take back yet
    start = game.state_key()
    drag(table, hand_card(table, "Vulpix").scenePos(), table.scene.spot(0, 2).scenePos())
    after_bench = table.controller.game.state_key()
    energy = hand_card(table, "Fire Energy")
    drag(table, energy.scenePos(), table.scene.spot(0, 0).scenePos())
    assert table.controller.game.players[0].active.energy == [energy.uid]
    assert table.undo_button.isEnabled()
    qtbot.mouseClick(table.undo_button, LEFT)
    now = table.controller.game
    assert now.state_key() == after_bench and energy.uid in now.players[0].hand
    assert table.scene.pokemon_item(0, 0).energy == []  # the board shows it back in the hand
    assert table.log.lines()[-1] == "↶ Ash took back their last move."
    assert table.undo_button.isEnabled()  # putting Vulpix on the Bench can go back too
    qtbot.keyClick(table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert table.controller.game.state_key() == start
    assert not table.undo_button.isEnabled()
    assert not table.cover.isVisible()  # still Ash's turn: no pass screen


def test_a_draw_cannot_be_taken_back(window, qtbot):
    table = hot_seat_table(window, qtbot)
    bill = hand_card(table, "Bill")
    drag(table, bill.scenePos(), QPointF(760, 460))  # Bill: draw 2 cards
    game = table.controller.game
    assert len(game.history) == 1 and bill.uid in game.players[0].discard
    assert not table.undo_button.isEnabled()
    qtbot.keyClick(table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert table.controller.game is game and len(game.history) == 1
    assert table.message_bar.text().startswith("That move cannot be taken back: a card was drawn")


def test_no_undo_once_the_turn_has_passed(window, qtbot):
    table = hot_seat_table(window, qtbot)
    drag(table, hand_card(table, "Vulpix").scenePos(), table.scene.spot(0, 2).scenePos())
    assert table.undo_button.isEnabled()
    qtbot.mouseClick(table.end_turn, LEFT)  # Misty draws for her turn
    assert table.cover.isVisible() and not table.undo_button.isEnabled()
    qtbot.mouseClick(table.cover.button, LEFT)
    assert table.controller.viewer == 1 and not table.undo_button.isEnabled()


def test_a_take_back_is_saved_with_its_mark_in_the_log(window, qtbot):
    table = hot_seat_table(window, qtbot, autosave=True)
    drag(table, hand_card(table, "Vulpix").scenePos(), table.scene.spot(0, 2).scenePos())
    qtbot.mouseClick(table.undo_button, LEFT)
    window.session.flush()
    game, _seats, log = saves.load_current_with_log()
    assert game.history == [] and game.players[0].bench == []
    assert log[-1] == "↶ Ash took back their last move."


class ScriptedComputer:
    """Answers each prompt with its first option (a computer seat, thinking on a thread)."""

    def choose(self, view: Game):
        return Choose(view.pending.options[0]) if view.pending is not None else view.legal_actions()[0]


def test_against_the_computer_undo_goes_back_to_my_last_move(qtbot):
    """In the set-up the computer chooses after me, and nothing is shown until both are ready:
    Undo takes back the computer's choice and mine."""
    decks = default_db().theme_decks()
    game = Game.new([decks["Brushfire"], decks["Overgrowth"]], seed=5, names=("Ash", "Computer"), first=0)
    controller = GameController(game, agents=(None, ScriptedComputer()), delay_ms=0)
    controller.takebacks = True
    table = TableWidget(controller, animations=False)
    qtbot.addWidget(table)
    table.resize(1600, 1000)
    table.show()
    qtbot.waitExposed(table)
    controller.start()
    try:
        assert not table.undo_button.isEnabled() and not controller.hotseat
        while controller.game.to_move == 0:  # my Active, my Bench, then "done"
            assert table.submit(Choose(controller.game.pending.options[0]))
        mine = len(controller.game.history)
        controller.actionApplied.connect(lambda _a: controller.set_delay(60_000))  # its next move waits
        qtbot.waitUntil(lambda: len(controller.game.history) == mine + 1)  # the computer chose its Active
        assert controller.game.phase == "setup" and table.undo_button.isEnabled()
        qtbot.mouseClick(table.undo_button, LEFT)
        now = controller.game
        assert len(now.history) == mine - 1 and now.to_move == 0 and not controller.thinking
        assert table.log.lines()[-1] == "↶ Ash took back their last move (2 actions undone)."
        assert table.scene.actor() == 0  # my turn to choose again
    finally:
        controller.close()


def test_undo_in_the_app_against_the_computer(window, qtbot):
    """The app's computer plays in its own process; taking back my move leaves it waiting."""
    seats = saves.Seats(("human", "computer"), "easy", 1, ("Brushfire", "Overgrowth"))
    window.start_game(build_game(spec()), seats, autosave=False)
    table = window.session.table
    qtbot.waitUntil(table.isVisible)
    table.finish_animations()
    start = table.controller.game.state_key()
    drag(table, hand_card(table, "Fire Energy").scenePos(), table.scene.spot(0, 0).scenePos())
    assert table.controller.game.players[0].active.energy and table.undo_button.isEnabled()
    qtbot.mouseClick(table.undo_button, LEFT)
    qtbot.wait(200)
    game = table.controller.game
    assert game.state_key() == start and not table.controller.thinking
    assert table.log.lines()[-1] == "↶ Ash took back their last move."
    assert table.scene.actor() == 0
