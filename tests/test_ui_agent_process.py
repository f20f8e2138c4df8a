"""Computer seats played by an agent in its own process (``desktop/ai/process.py``).

The controller runs an ``AgentRecipe`` seat in a spawned worker process: it plays on
the table, keeps no process alive after ``close``, ignores answers for a position
that is gone, and goes on in the app when the worker dies or hangs.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from desktop.ai.base import legal_moves, make_agent
from desktop.ai.process import AgentProcess, AgentRecipe, WorkerDied, _CardTable
from desktop.engine.actions import END_TURN
from desktop.engine.cards import default_db
from desktop.engine.game import Game
from desktop.engine.scenario import build_game
from desktop.ui.controller import GameController

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
ROOT = Path(__file__).resolve().parents[1]


def small_game(current: int = 0) -> Game:
    return build_game({
        "turn": 3, "current": current,
        "players": [
            {"active": "Charmander", "hand": ["Vulpix", "Fire Energy"], "deck": ["Fire Energy"] * 8,
             "prizes": ["Fire Energy"] * 6},
            {"active": "Bulbasaur", "hand": ["Grass Energy", "Grass Energy"], "deck": ["Grass Energy"] * 8,
             "prizes": ["Grass Energy"] * 6},
        ],
    })


def _gone(process) -> bool:
    """Ended and reaped: no process, not even a zombie, is left behind."""
    if process.is_alive() or process.exitcode is None:
        return False
    stat = Path(f"/proc/{process.pid}/stat")
    if not stat.parent.parent.exists():  # no /proc here: exitcode says it was reaped
        return True
    try:
        return stat.read_text().split(") ", 1)[1][0] != "Z"  # pid reused by another process: fine
    except FileNotFoundError:
        return True


def _spy_answers(worker: AgentProcess) -> list:
    """Every (ticket, answer) the controller picks up from ``worker``, in order."""
    delivered: list = []
    answers = worker.answers

    def spy() -> list:
        got = answers()
        delivered.extend(got)
        return got

    worker.answers = spy  # type: ignore[method-assign]
    return delivered


@pytest.fixture
def controllers():
    made: list[GameController] = []
    yield made
    for c in made:
        c.close()
    assert not [p for p in multiprocessing.active_children() if p.name.startswith("holofoil-agent")]


def test_a_process_agent_plays_its_moves_on_the_table(qtbot, controllers, monkeypatch):
    from desktop.ui.table import TableWidget

    game = small_game()
    c = GameController(game, agents=(None, AgentRecipe("easy", 3)), delay_ms=0)
    controllers.append(c)
    worker = c.worker(1)
    assert worker is not None and worker.pid not in (None, os.getpid())
    # Building the agent here would fail: every move below comes from the worker process.
    monkeypatch.setattr(AgentRecipe, "build", lambda self: pytest.fail("the agent was built in the app"))
    table = TableWidget(c, animations=False)
    qtbot.addWidget(table)
    table.show()
    moves: list = []
    c.actionApplied.connect(moves.append)
    logged = len(table.log.lines())
    c.start()
    passes = 0  # the person only ends turns; every other move is the computer's
    deadline = time.monotonic() + 30
    while len(moves) - passes < 4 and game.outcome is None and time.monotonic() < deadline:
        if c.human_to_move():
            assert c.submit(END_TURN)
            passes += 1
        qtbot.wait(5)
    assert len(moves) - passes >= 4 or game.outcome is not None
    assert game.history == moves
    assert len(table.log.lines()) > logged + len(moves) - passes  # the table showed the computer's turns
    worker.request_info()  # read here: the controller polls only while a move is due
    qtbot.waitUntil(lambda: worker.answers() == [] and worker.info is not None, timeout=10_000)
    assert worker.info["pid"] == worker.pid
    assert "PySide6" not in worker.info["modules"] and "desktop" in worker.info["modules"]
    assert worker.info["agent"].startswith("<EasyAgent seed=3")


def test_the_worker_ends_with_close_even_while_thinking(qtbot, controllers):
    idle = GameController(small_game(), agents=(None, AgentRecipe("easy", 1)), delay_ms=0)
    busy = GameController(small_game(current=1), agents=(None, AgentRecipe("hard", 1, {"budget": 30.0})),
                          delay_ms=0)
    controllers += [idle, busy]
    processes = [idle.worker(1).process, busy.worker(1).process]
    busy.start()  # thinks for 30 s
    qtbot.waitUntil(lambda: idle.worker(1).answers() == [] and idle.worker(1).ready, timeout=20_000)
    qtbot.wait(500)  # the busy worker is up and searching
    assert busy.thinking and busy.worker(1).busy
    started = time.monotonic()
    idle.close()
    busy.close()
    assert time.monotonic() - started < 5
    assert all(_gone(p) for p in processes)
    assert processes[0].exitcode == 0  # asked to stop
    assert idle.worker(1) is None and busy.worker(1) is None and not busy.thinking


def test_closing_at_once_does_not_wait_for_the_worker_to_start(controllers):
    c = GameController(small_game(), agents=(None, AgentRecipe("normal", 1)), delay_ms=0)
    controllers.append(c)
    process = c.worker(1).process
    started = time.monotonic()
    c.close()  # the worker is still importing: it is terminated, not waited for
    assert time.monotonic() - started < 0.5 and _gone(process)


def test_the_session_ends_its_computer_process(qtbot, window):
    from desktop.ui import saves

    decks = default_db().theme_decks()
    game = Game.new([decks["Brushfire"], decks["Overgrowth"]], seed=3, names=("You", "Computer"))
    window.start_game(game, saves.Seats(("human", "computer"), "normal", 3, ("Brushfire", "Overgrowth")))
    process = window.session.controller.worker(1).process
    assert process.is_alive()
    window.session.close()
    assert _gone(process)


def test_a_stale_answer_is_ignored(qtbot, controllers):
    game = small_game(current=1)
    c = GameController(game, agents=(None, AgentRecipe("easy", 4)), delay_ms=0)
    controllers.append(c)
    worker = c.worker(1)
    delivered = _spy_answers(worker)
    applied: list = []
    c.actionApplied.connect(applied.append)
    c.start()  # asks the worker for a move...
    c.pause()  # ...that is no longer wanted
    qtbot.waitUntil(lambda: bool(delivered) and not worker.busy, timeout=20_000)
    qtbot.wait(50)
    assert applied == [] and game.history == [] and not c.thinking
    assert delivered[0][1] in legal_moves(game.view(1))  # a real move arrived, and was dropped
    c.start()
    qtbot.waitUntil(lambda: game.current == 0 or game.outcome is not None, timeout=20_000)
    assert applied and [t for t, _a in delivered][-1] > delivered[0][0]


def test_a_changed_position_gets_an_answer_for_itself(qtbot, controllers):
    """While the worker thinks about one position, the table moves on to another (undo, load):
    the worker answers both, in order, and only the answer for the new position is played."""
    first = small_game(current=1)  # the computer holds two Grass Energy: Easy attaches one
    second = build_game({
        "turn": 3, "current": 1,
        "players": [
            {"active": "Charmander", "deck": ["Fire Energy"] * 8, "prizes": ["Fire Energy"] * 6},
            {"active": "Bulbasaur", "hand": ["Weedle"], "deck": ["Grass Energy"] * 8,
             "prizes": ["Grass Energy"] * 6},
        ],
    })
    legal_in_second = second.legal_set()
    c = GameController(first, agents=(None, AgentRecipe("easy", 5)), delay_ms=0)
    controllers.append(c)
    delivered = _spy_answers(c.worker(1))
    applied: list = []
    c.actionApplied.connect(applied.append)
    c.start()
    c.replace_game(second)
    qtbot.waitUntil(lambda: len(delivered) >= 2, timeout=20_000)
    (old_ticket, old), (new_ticket, new) = delivered[:2]
    assert new_ticket > old_ticket and old not in legal_in_second and new in legal_in_second
    qtbot.waitUntil(lambda: bool(applied), timeout=5_000)
    assert applied[0] == new and first.history == []


def test_a_crashed_worker_does_not_hang_the_game(qtbot, controllers, caplog, monkeypatch):
    caplog.set_level(logging.WARNING, logger="desktop.ui.controller")
    game = small_game(current=1)
    recipe = AgentRecipe("hard", 2, {"budget": 30.0})
    c = GameController(game, agents=(None, recipe), delay_ms=0)
    controllers.append(c)
    process = c.worker(1).process
    built: list = []  # the seat plays on in the app: Easy there, so the test does not wait 30 s a move
    monkeypatch.setattr(AgentRecipe, "build", lambda self: built.append(self) or make_agent("easy", self.seed))
    c.start()
    qtbot.wait(1000)  # the worker is searching...
    assert c.thinking and game.history == []
    os.kill(process.pid, signal.SIGKILL)  # ...and dies
    qtbot.waitUntil(lambda: game.current == 0 or game.outcome is not None, timeout=20_000)
    assert c.worker(1) is None and _gone(process) and built == [recipe]
    assert "failed" in caplog.text and "thinks in the app" in caplog.text
    assert game.history[-1] == END_TURN or game.outcome is not None


def test_a_worker_that_died_while_idle_is_noticed_at_the_next_move(qtbot, controllers, caplog):
    caplog.set_level(logging.WARNING, logger="desktop.ui.controller")
    game = small_game()
    c = GameController(game, agents=(None, AgentRecipe("easy", 6)), delay_ms=0)
    controllers.append(c)
    process = c.worker(1).process
    process.kill()
    process.join(5)
    c.start()
    assert c.submit(END_TURN)
    qtbot.waitUntil(lambda: game.current == 0 or game.outcome is not None, timeout=20_000)
    assert c.worker(1) is None and len(game.history) > 1 and "failed" in caplog.text
    assert game.history[-1] == END_TURN or game.outcome is not None


def test_a_worker_that_stops_answering_is_ended():
    worker = AgentProcess(AgentRecipe("hard", 1, {"budget": 30.0}), answer_timeout=0.5)
    worker.start()
    try:
        worker.think(1, small_game(current=1).view(1))
        deadline = time.monotonic() + 10
        with pytest.raises(WorkerDied, match="no answer"):
            while time.monotonic() < deadline:
                worker.answers()
                time.sleep(0.02)
        assert _gone(worker.process)
        with pytest.raises(WorkerDied):
            worker.think(2, small_game(current=1).view(1))
    finally:
        worker.close()


def test_views_travel_whole_with_cards_sent_once():
    """Every view of two games (frozen views inside card effects too) arrives equal, with
    one card table per game whose cards keep their identity; actions come back equal."""
    app, worker = _CardTable(), _CardTable()
    decks = default_db().theme_decks()
    frozen = 0
    for seed, names in ((1, ("Brushfire", "Overgrowth")), (2, ("Zap!", "Blackout"))):
        game = Game.new([decks[n] for n in names], seed=seed)
        players = [make_agent("easy", seed), make_agent("easy", seed + 1)]
        while game.outcome is None and len(game.history) < 400:
            seat = game.to_move
            view = game.view(seat)
            frozen += view.frozen
            cards = app.register(view.cards)
            if cards is not None:
                worker.learn(*worker.loads(app.dumps(cards, by_number=False))[1:])
            data = app.dumps(("think", 1, view))
            got = worker.loads(data)[2]
            assert got.state_key() == view.state_key() and got.frozen == view.frozen
            assert got.cards is worker.tables[-1]
            assert sorted(map(str, legal_moves(got))) == sorted(map(str, legal_moves(view)))
            action = players[seat].choose(view)
            back = worker.loads(app.dumps(("move", 1, action)))[2]
            assert back == action and type(back) is type(action)
            game.apply(action)
        assert len(data) < 8000  # a view without its cards is small
    assert len(worker.tables) == 2
    assert len(worker.cards) == len(set(map(id, app.cards)))


def test_the_worker_never_loads_qt_even_when_the_app_is_main(tmp_path):
    """``spawn`` re-imports the parent's main module in the child; the worker must not (it is Qt)."""
    script = tmp_path / "qt_main.py"
    script.write_text(textwrap.dedent("""
        import time
        from PySide6.QtWidgets import QApplication  # what the app's main module imports
        from desktop.ai.process import AgentProcess, AgentRecipe

        if __name__ == "__main__":
            worker = AgentProcess(AgentRecipe("easy", 1))
            worker.start()
            worker.request_info()
            deadline = time.monotonic() + 30
            while worker.info is None and time.monotonic() < deadline:
                worker.answers()
                time.sleep(0.01)
            print("WORKER", "PySide6" in worker.info["modules"], "desktop" in worker.info["modules"])
            worker.close()
    """))
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, str(script)], env=env, capture_output=True, text=True, timeout=60)
    assert "WORKER False True" in out.stdout, out.stdout + out.stderr


def test_leaving_the_table_stops_the_computer_and_keeps_the_save(qtbot, window):
    """Back on the start page the computer plays no further move into the saved game."""
    from desktop.ui import saves

    decks = default_db().theme_decks()
    game = Game.new([decks["Brushfire"], decks["Overgrowth"]], seed=3, first=1, names=("You", "Computer"))
    window.start_game(game, saves.Seats(("human", "computer"), "normal", 3, ("Brushfire", "Overgrowth")))
    session = window.session
    process = session.controller.worker(1).process
    session.set_pace(0)
    qtbot.waitUntil(lambda: len(game.history) >= 1, timeout=20_000)  # the computer is playing its turn
    window.game_page.leave.emit()
    assert window.session is None and window.stack.currentWidget() is window.start_page
    assert _gone(process)
    saved, _seats = saves.load_current()
    moves = len(game.history)
    qtbot.wait(300)
    assert len(game.history) == moves  # nothing more was played
    assert saved.state_key() == game.state_key()
    assert window.start_page.continue_button.isEnabled()
