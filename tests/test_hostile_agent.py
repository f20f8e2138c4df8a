"""A misbehaving computer process (issue #18 items 6 and 7): garbage is dropped and logged,
a good answer is never lost, and a request stays timed until a valid answer comes."""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import threading
import time

import pytest

from desktop.ai.base import legal_moves
from desktop.ai.process import MAX_MESSAGE_BYTES, AgentProcess, AgentRecipe, WorkerDied, _CardTable
from desktop.engine.actions import END_TURN
from desktop.engine.scenario import build_game
from desktop.ui.controller import GameController

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def small_game(current: int = 1):
    return build_game({
        "turn": 3, "current": current,
        "players": [
            {"active": "Charmander", "deck": ["Fire Energy"] * 8, "prizes": ["Fire Energy"] * 6},
            {"active": "Bulbasaur", "hand": ["Grass Energy"], "deck": ["Grass Energy"] * 8,
             "prizes": ["Grass Energy"] * 6},
        ],
    })


class _Alive:
    """Stands in for the worker's process: the test plays the worker on the pipe."""

    pid = 0
    exitcode = None

    def __init__(self) -> None:
        self.alive = True

    def is_alive(self) -> bool:
        return self.alive

    def kill(self) -> None:
        self.alive = False

    terminate = kill

    def join(self, timeout: float | None = None) -> None:
        return None


class FakeWorker:
    """The worker's end of the pipe, driven by the test."""

    def __init__(self, timeout: float = 60.0) -> None:
        self.process = AgentProcess(AgentRecipe("easy"), answer_timeout=timeout)
        ours, self.conn = multiprocessing.Pipe(duplex=True)
        self.process._process, self.process._conn = _Alive(), ours
        self.table = _CardTable()

    def request(self) -> tuple:
        """The next "think" request sent to the worker (card tables are learnt on the way)."""
        while True:
            message = self.table.loads(self.conn.recv_bytes())
            if message[0] == "cards":
                self.table.learn(*message[1:])
            elif message[0] == "think":
                return message

    def send(self, message: object) -> None:
        self.conn.send_bytes(self.table.dumps(message))


GARBAGE = {
    "random bytes": b"\x00\xffgarbage\x13",
    "truncated pickle": _CardTable().dumps(("move", 1, END_TURN))[:-3],
    "not a tuple": _CardTable().dumps(["move", 1, END_TURN]),
    "too short": _CardTable().dumps(("move", 1)),
    "unknown kind": _CardTable().dumps(("fly", 1, END_TURN)),
    "wrong ticket": _CardTable().dumps(("move", 99, END_TURN)),
    "ticket text": _CardTable().dumps(("move", "1", END_TURN)),
    "move not an action": _CardTable().dumps(("move", 1, "end turn")),
    "error not text": _CardTable().dumps(("error", 1, 7)),
    "none": _CardTable().dumps(None),
    "huge int": _CardTable().dumps(10**5000),
}


@pytest.mark.parametrize("garbage", list(GARBAGE))
def test_a_good_answer_followed_by_garbage_is_kept_and_the_garbage_logged(caplog, garbage):
    caplog.set_level(logging.WARNING, logger="desktop.ai.process")
    fake = FakeWorker()
    fake.process.think(1, small_game().view(1))
    assert fake.request()[:2] == ("think", 1)
    fake.send(("move", 1, END_TURN))
    fake.conn.send_bytes(GARBAGE[garbage])  # both arrive before the next poll
    assert fake.process.answers() == [(1, END_TURN)]
    assert not fake.process.busy and "dropped a message from the computer's process" in caplog.text


@pytest.mark.parametrize("garbage", list(GARBAGE))
def test_garbage_alone_keeps_the_request_timed(caplog, garbage):
    caplog.set_level(logging.WARNING, logger="desktop.ai.process")
    fake = FakeWorker(timeout=0.3)
    fake.process.think(1, small_game().view(1))
    fake.request()
    fake.conn.send_bytes(GARBAGE[garbage])
    assert fake.process.answers() == [] and fake.process.busy
    assert "dropped" in caplog.text
    time.sleep(0.4)
    with pytest.raises(WorkerDied, match="no answer in"):
        fake.process.answers()


def test_a_valid_answer_after_garbage_is_taken():
    fake = FakeWorker()
    fake.process.think(1, small_game().view(1))
    fake.request()
    fake.conn.send_bytes(GARBAGE["random bytes"])
    fake.send(("error", 1, "the agent gave up"))
    ((ticket, answer),) = fake.process.answers()
    assert ticket == 1 and isinstance(answer, RuntimeError) and "gave up" in str(answer)


def test_a_message_too_long_to_be_an_answer_ends_the_worker():
    fake = FakeWorker()
    fake.process.think(1, small_game().view(1))
    fake.request()

    def send() -> None:  # blocks until read: the pipe holds far less
        with contextlib.suppress(OSError):
            fake.conn.send_bytes(b"x" * (MAX_MESSAGE_BYTES + 1))

    sender = threading.Thread(target=send, daemon=True)
    sender.start()
    deadline = time.monotonic() + 5
    with pytest.raises(WorkerDied, match="ended"):
        while time.monotonic() < deadline:
            fake.process.answers()
            time.sleep(0.01)
    fake.process._conn.close()  # lets the sender go
    sender.join(5)


@pytest.fixture
def controller():
    made: list[GameController] = []
    yield made
    for c in made:
        c.close()


def _with_fake_worker(made: list, timeout: float) -> tuple[GameController, FakeWorker]:
    game = small_game()
    c = GameController(game, agents=(None, AgentRecipe("easy", 3)), delay_ms=0)
    made.append(c)
    c._workers.pop(1).close()  # the real worker goes; the test answers in its place
    fake = FakeWorker(timeout)
    c._workers[1] = fake.process
    return c, fake


def test_the_game_goes_on_when_a_good_answer_comes_with_garbage(qtbot, controller):
    c, fake = _with_fake_worker(controller, 60.0)
    c.start()
    qtbot.waitUntil(fake.conn.poll, timeout=5_000)
    _, ticket, view = fake.request()
    move = legal_moves(view)[0]
    fake.send(("move", ticket, move))
    fake.conn.send_bytes(GARBAGE["random bytes"])
    qtbot.waitUntil(lambda: c.game.history == [move], timeout=5_000)


def test_garbage_alone_falls_back_once_the_answer_is_late(qtbot, controller, caplog):
    caplog.set_level(logging.WARNING)
    c, fake = _with_fake_worker(controller, 0.5)
    c.start()
    qtbot.waitUntil(fake.conn.poll, timeout=5_000)
    fake.request()
    fake.conn.send_bytes(GARBAGE["wrong ticket"])
    qtbot.waitUntil(lambda: bool(c.game.history), timeout=10_000)  # played in the app instead
    assert c.worker(1) is None and "no answer in" in caplog.text and "dropped" in caplog.text
