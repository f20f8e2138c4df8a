"""The game controller: owns the Game, applies actions, re-emits events as Qt signals.

Views never change the game; they call ``submit(action)``. Computer seats are
played by agents (``agent.choose(game.view(seat)) -> Action``), and their moves
are applied on the GUI thread after a short pause so a person can follow them
one by one::

    controller = GameController(game, agents=(None, AgentRecipe("hard", 7)), delay_ms=500)
    controller.eventsApplied.connect(...)
    controller.start()                      # lets a computer seat move if it is its turn
    controller.submit(PlayBasic(12))        # False (and actionRefused) if illegal

A seat given an ``AgentRecipe`` (the app's computer players) is played by an agent
in its own worker process (``desktop/ai/process.py``), started with the controller
and ended by ``close``: the GUI thread only pickles a view to it and picks up the
answer with a 10 ms poll, so the agent's thinking never holds the GUI thread's
interpreter lock. If the worker dies, the seat goes on with the same agent built
in this process. A seat given an agent object (tests, scripts) thinks on a worker
thread of this process. Either way an answer for a position that is gone is
ignored, and an exception or an illegal answer becomes a random legal move.

A worker that gives no answer for ``stall_ms`` (stopped, hung) is reported with
``stalledChanged(True)``; the table then offers ``keep_waiting`` (asked again
after another ``stall_ms``) and ``restart_agent`` (a new process, asked the same
question). Nothing here waits for the worker, so the GUI thread never blocks.
"""

from __future__ import annotations

import contextlib
import logging
import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QElapsedTimer, QObject, QRunnable, QThreadPool, QTimer, Signal

from desktop.ai.base import legal_moves
from desktop.ai.process import AgentProcess, AgentRecipe, WorkerDied
from desktop.engine.actions import Action
from desktop.engine.game import Game, IllegalActionError
from desktop.engine.undo import UndoRefused, before_undo, take_back_count
from desktop.ui.qt_guard import guard_none_refcount

log = logging.getLogger(__name__)
POLL_MS = 10  # how often the GUI thread looks for a worker process's answer (never waiting)
STALL_MS = 5000  # a worker silent this long on one decision is reported as not responding


class AgentLike(Protocol):
    """What a computer seat needs: ``choose(view) -> Action`` (see ``desktop/ai/base.py``)."""

    def choose(self, game_view: Game) -> Action: ...


SeatAgent = AgentLike | AgentRecipe | None  # what plays a seat: an agent, a recipe (own process), a person


class _Relay(QObject):
    """Carries an agent's answer from the worker thread to the GUI thread."""

    done = Signal(int, object)  # (ticket, Action or Exception)


class _Think(QRunnable):
    """One agent decision on a view of the game, off the GUI thread."""

    def __init__(self, agent: AgentLike, view: Game, ticket: int, relay: _Relay) -> None:
        super().__init__()
        self.agent, self.view, self.ticket, self.relay = agent, view, ticket, relay

    def run(self) -> None:
        try:
            result: Any = self.agent.choose(self.view)
        except Exception as exc:  # noqa: BLE001 - reported on the GUI thread, never lost
            result = exc
        with contextlib.suppress(RuntimeError):  # the controller is gone: nobody is listening
            self.relay.done.emit(self.ticket, result)


class GameController(QObject):
    """Owns one Game; the single place where the table's game state changes."""

    eventsApplied = Signal(list)  # list[Event] of one applied action
    promptRequested = Signal(object)  # the open Prompt
    turnChanged = Signal(int)  # the player whose turn it now is
    gameOver = Signal(object)  # the Outcome
    stateChanged = Signal()
    actionRefused = Signal(str)  # the reason an action was not applied
    viewerChanged = Signal(int)
    thinkingChanged = Signal(bool)  # a computer seat is choosing its move
    actionApplied = Signal(object)  # the Action just applied (for saves, tutorial)
    gameReplaced = Signal(object)  # another Game was put on the table (replace_game)
    tookBack = Signal(int, int)  # (seat whose move was taken back, how many actions went back)
    stalledChanged = Signal(bool)  # the computer's process has not answered for ``stall_ms`` (or now has)

    def __init__(
        self,
        game: Game,
        agents: Sequence[SeatAgent] = (None, None),
        delay_ms: int = 500,
        parent: QObject | None = None,
        watching: bool = False,
    ) -> None:
        """``agents[seat]`` plays that seat: an ``AgentRecipe`` (an agent in its own process),
        an agent object (thinks on a thread of this process), or ``None`` (a person).
        ``watching``: a replay; nobody acts, the moves come from the record (``show_recorded``)."""
        super().__init__(parent)
        self.watching = watching
        guard_none_refcount()
        if len(agents) != 2:
            raise ValueError("agents needs one entry per seat")
        self._game = game
        self._agents: list[SeatAgent] = list(agents)
        self.delay_ms = delay_ms
        humans = [s for s in (0, 1) if self._agents[s] is None]
        self._viewer = humans[0] if humans else 0
        self._relay = _Relay(self)
        self._relay.done.connect(self._agent_done)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._workers: dict[int, AgentProcess] = {}  # seat -> its agent's process
        self._local: dict[int, AgentLike] = {}  # seat -> its recipe built here (the worker failed)
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._poll_workers)
        self._ticket = 0  # bumps whenever an outstanding agent answer must be ignored
        self._thinking = False
        self._paused = False
        self._announced = False
        self._clock = QElapsedTimer()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._apply_agent_move)
        self._ready: Action | None = None
        self.stall_ms = STALL_MS
        self._stalled: int | None = None  # the seat whose process is reported as not responding
        self._stall = QTimer(self)
        self._stall.setSingleShot(True)
        self._stall.timeout.connect(self._check_stall)
        self._fallback = random.Random(getattr(game, "seed", 0))
        # Optional hook (tutorial): (action) -> (allowed, message); a refusal is reported, not applied.
        self.action_filter: Callable[[Action], tuple[bool, str]] | None = None
        self.takebacks = False  # "Undo last move" is offered (the app's games; not lessons or replays)
        self._undo_cache: tuple[object, int, tuple[int, ...], bool] | None = None
        for seat in (0, 1):
            self._start_worker(seat)

    # ------------------------------------------------------------------ reading
    @property
    def game(self) -> Game:
        """The live game. Read it; change it only through ``submit``."""
        return self._game

    @property
    def viewer(self) -> int:
        """The seat whose eyes are on the screen (its hand is shown face up)."""
        return self._viewer

    @viewer.setter
    def viewer(self, seat: int) -> None:
        if seat not in (0, 1):
            raise ValueError("a seat is 0 or 1")
        if seat != self._viewer:
            self._viewer = seat
            self.viewerChanged.emit(seat)

    def is_human(self, seat: int) -> bool:
        """A person plays ``seat`` here (nobody does in a replay)."""
        return self._agents[seat] is None and not self.watching

    def agent(self, seat: int) -> SeatAgent:
        """What plays ``seat``, as given (an agent, an ``AgentRecipe`` or ``None``)."""
        return self._agents[seat]

    def worker(self, seat: int) -> AgentProcess | None:
        """The process ``seat``'s agent runs in (None: a person, or an agent in this process)."""
        return self._workers.get(seat)

    @property
    def humans(self) -> list[int]:
        return [s for s in (0, 1) if self._agents[s] is None]

    @property
    def hotseat(self) -> bool:
        """Two people share the screen."""
        return len(self.humans) == 2

    @property
    def thinking(self) -> bool:
        """A computer seat is choosing (or about to play) its move."""
        return self._thinking

    @property
    def thinking_s(self) -> float:
        """Seconds the computer has been choosing its current move (0: it is not)."""
        return self._clock.elapsed() / 1000 if self._thinking else 0.0

    @property
    def stalled(self) -> bool:
        """The computer's process is reported as not responding (see ``stall_ms``)."""
        return self._stalled is not None

    def human_to_move(self) -> bool:
        """True when a person may act now (the game is on and a human seat is to move)."""
        g = self._game
        return g.outcome is None and self.is_human(g.to_move) and not self._thinking and not self.watching

    def can_act(self, seat: int) -> bool:
        """True if ``seat`` is a person who may act right now."""
        return self.human_to_move() and self._game.to_move == seat

    def legal_actions(self) -> list[Action]:
        return self._game.legal_actions()

    # ------------------------------------------------------------------ acting
    def submit(self, action: Action) -> bool:
        """Apply a person's action. Illegal: ``actionRefused(reason)``, state unchanged."""
        if self.watching:
            self.actionRefused.emit("This is a replay: nothing can be played here.")
            return False
        if self._game.outcome is None and not self.is_human(self._game.to_move):
            self.actionRefused.emit("Please wait: the computer is playing.")
            return False
        if self.action_filter is not None:
            allowed, message = self.action_filter(action)
            if not allowed:
                self.actionRefused.emit(message)
                return False
        return self._apply(action)

    def undo_seats(self) -> tuple[int, ...]:
        """Whose last move "Undo" takes back: the player at the screen in hot-seat, else the people
        (the computer's moves made since go back too)."""
        if self.watching or not self.takebacks:
            return ()
        return (self._viewer,) if self.hotseat else tuple(self.humans)

    def can_undo(self) -> bool:
        """May the last move be taken back now? (The engine decides: ``engine/undo.py``.)"""
        g, seats = self._game, self.undo_seats()
        if not seats or g.outcome is not None or not g.history:
            return False
        key = (g, len(g.history), seats)
        if self._undo_cache is None or self._undo_cache[:3] != key:
            self._undo_cache = (*key, take_back_count(g, seats) > 0)
        return self._undo_cache[3]

    def take_back(self) -> bool:
        """Undo the last move (``tookBack``), if nothing hidden was shown since; else ``actionRefused``."""
        seats = self.undo_seats()
        if not seats:
            self.actionRefused.emit("Moves cannot be taken back here.")
            return False
        try:
            before = before_undo(self._game, seats)
        except UndoRefused as exc:
            self.actionRefused.emit(f"That move cannot be taken back: {exc}.")
            return False
        count = len(self._game.history) - len(before.history)
        self._put(before)
        self.tookBack.emit(before.to_move, count)
        self.start()
        return True

    def show_recorded(self, action: Action) -> bool:
        """A replay's next move, from its record (``watching`` only)."""
        if not self.watching:
            raise RuntimeError("only a replay plays moves from a record")
        return self._apply(action)

    def set_agent(self, seat: int, agent: SeatAgent) -> None:
        """Hand ``seat`` to a computer agent or recipe (or to a person with ``None``)."""
        self._cancel_thinking()
        self._stop_worker(seat)
        self._agents[seat] = agent
        self._start_worker(seat)
        self._maybe_think()

    def set_delay(self, ms: int) -> None:
        """The pause before each computer move (0: play at once)."""
        self.delay_ms = max(0, int(ms))

    set_pace = set_delay  # the app shell's name for it

    def start(self) -> None:
        """Announce the position and let a computer seat move if it is to act."""
        self._paused = False
        g = self._game
        if not g.history and not self._announced:
            self._announced = True
            # What happened while the game was set up (the first-player coin flip).
            opening = list(g.last_events)
            if opening:
                self.eventsApplied.emit(opening)
        self.stateChanged.emit()
        if g.outcome is not None:
            self.gameOver.emit(g.outcome)
            return
        if g.prompt is not None:
            self.promptRequested.emit(g.prompt)
        self._maybe_think()

    def keep_waiting(self) -> None:
        """Wait on for the stalled computer; it is reported again after another ``stall_ms``."""
        if self._stalled is not None:
            self._set_stalled(None)
            self._stall.start(self.stall_ms)

    def restart_agent(self) -> None:
        """End the stalled computer's process, start a new one and ask it the same question."""
        seat = self._stalled
        if seat is None:
            return
        self._set_stalled(None)
        worker = self._workers.pop(seat, None)
        if worker is not None:
            log.warning("the computer's process (seat %d, %s) gave no answer in %.0f s: restarted",
                        seat, self._agents[seat], self.stall_ms / 1000)
            worker.kill()
        self._start_worker(seat)
        g = self._game
        if self._thinking and self._ready is None and g.outcome is None and g.to_move == seat:
            self._ask(seat)

    def pause(self) -> None:
        """Stop computer moves (e.g. while a dialog is open); ``start`` resumes."""
        self._paused = True
        self._cancel_thinking()

    def close(self) -> None:
        """Stop for good: no further computer moves. Ends the agents' processes (a busy one
        is terminated) and waits for an agent running on a thread to finish."""
        self.pause()
        self._poll.stop()
        for seat in list(self._workers):
            self._stop_worker(seat)
        self._pool.clear()
        self._pool.waitForDone(5000)

    shutdown = close  # the app shell's name for it

    def replace_game(self, game: Game) -> None:
        """Put another game on the table (new game, load, a replay's jump)."""
        self._put(game)
        self._announced = False
        self._fallback = random.Random(getattr(game, "seed", 0))
        self.gameReplaced.emit(game)
        self.start()

    def _put(self, game: Game) -> None:
        """``game`` is the one on the table now (nobody is thinking about the old one)."""
        self._cancel_thinking()
        for seat, worker in list(self._workers.items()):  # its memory is of the game that is gone
            try:
                worker.new_game()
            except WorkerDied as exc:
                self._worker_failed(seat, exc)
        self._game = game

    # ------------------------------------------------------------------ internals
    def _apply(self, action: Action) -> bool:
        g = self._game
        before = (g.turn, g.current)
        try:
            events = g.apply(action)
        except IllegalActionError as exc:
            self.actionRefused.emit(str(exc))
            return False
        self.actionApplied.emit(action)
        self.eventsApplied.emit(events)
        self.stateChanged.emit()
        if (g.turn, g.current) != before and g.phase == "main":
            self.turnChanged.emit(g.current)
        if g.outcome is not None:
            self.gameOver.emit(g.outcome)
            return True
        if g.prompt is not None:
            self.promptRequested.emit(g.prompt)
        self._maybe_think()
        return True

    def _maybe_think(self) -> None:
        g = self._game
        if self._paused or self._thinking or g.outcome is not None or self.watching:
            return
        seat = g.to_move
        if self._agents[seat] is None:
            return
        self._thinking = True
        self.thinkingChanged.emit(True)
        self._clock.start()
        self._ask(seat)

    def _ask(self, seat: int) -> None:
        """Ask ``seat``'s agent for a move in the current position (a new ticket)."""
        self._ticket += 1
        view = self._game.view(seat)
        worker = self._workers.get(seat)
        if worker is not None:
            try:
                worker.think(self._ticket, view)
            except WorkerDied as exc:
                self._worker_failed(seat, exc)
                return  # asked again, in this process
            self._poll.start()
            self._stall.start(self.stall_ms)
            return
        self._end_stall()  # an agent on a thread of this process can't be restarted: not watched
        self._pool.start(_Think(self._local_agent(seat), view, self._ticket, self._relay))

    def _local_agent(self, seat: int) -> AgentLike:
        agent = self._agents[seat]
        if isinstance(agent, AgentRecipe):
            if seat not in self._local:
                self._local[seat] = agent.build()
            return self._local[seat]
        assert agent is not None
        return agent

    def _start_worker(self, seat: int) -> None:
        recipe = self._agents[seat]
        if not isinstance(recipe, AgentRecipe) or seat in self._workers:
            return
        worker = AgentProcess(recipe)
        try:
            worker.start()
        except Exception as exc:  # noqa: BLE001 - the seat plays on in this process
            log.warning("the computer (seat %d, %s) could not get its own process: %s; "
                        "it thinks in the app instead", seat, recipe, exc)
            return
        self._workers[seat] = worker

    def _stop_worker(self, seat: int) -> None:
        self._local.pop(seat, None)
        worker = self._workers.pop(seat, None)
        if worker is not None:
            worker.close()

    def _poll_workers(self) -> None:
        """Pick up the answers that have arrived (never waits); stop polling when none is due."""
        for seat, worker in list(self._workers.items()):
            try:
                arrived = worker.answers()
            except WorkerDied as exc:
                self._worker_failed(seat, exc)
                continue
            for ticket, result in arrived:
                self._agent_done(ticket, result)
        if not any(worker.busy for worker in self._workers.values()):
            self._poll.stop()

    def _worker_failed(self, seat: int, exc: Exception) -> None:
        """The seat's process is gone: report it, and ask again in this process if it was thinking."""
        log.warning("the computer's process (seat %d, %s) failed: %s; it thinks in the app from now on",
                    seat, self._agents[seat], exc)
        worker = self._workers.pop(seat)
        worker.close()
        if self._stalled == seat:
            self._end_stall()
        g = self._game
        if self._thinking and self._ready is None and g.outcome is None and g.to_move == seat:
            self._ask(seat)

    def _check_stall(self) -> None:
        """``stall_ms`` have passed since the question: report the process if it still owes an answer."""
        seat = self._game.to_move
        worker = self._workers.get(seat)
        if self._thinking and self._ready is None and worker is not None and worker.busy:
            self._set_stalled(seat)

    def _set_stalled(self, seat: int | None) -> None:
        if seat != self._stalled:
            self._stalled = seat
            self.stalledChanged.emit(seat is not None)

    def _end_stall(self) -> None:
        self._stall.stop()
        self._set_stalled(None)

    def _cancel_thinking(self) -> None:
        self._ticket += 1
        self._end_stall()
        self._timer.stop()
        self._ready = None
        if self._thinking:
            self._thinking = False
            self.thinkingChanged.emit(False)

    def _agent_done(self, ticket: int, result: object) -> None:
        if ticket != self._ticket or not self._thinking:
            return  # an answer for a position that is gone
        self._end_stall()
        legal = self._game.legal_set() or frozenset(legal_moves(self._game))
        if isinstance(result, Exception) or result not in legal:
            moves = sorted(legal, key=str)
            result = self._fallback.choice(moves) if moves else None
            if result is None:
                self._cancel_thinking()
                return
        self._ready = result
        wait = max(0, self.delay_ms - self._clock.elapsed())
        self._timer.start(wait)

    def _apply_agent_move(self) -> None:
        action, self._ready = self._ready, None
        if action is None or not self._thinking:
            return
        self._thinking = False
        self.thinkingChanged.emit(False)
        self._apply(action)
