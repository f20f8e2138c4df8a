"""A computer agent in its own process, so its thinking never holds the app's interpreter.

The agent is described by a recipe (what ``make_agent`` builds) and lives in a
long-lived worker process, one per computer seat. It keeps its memory between
decisions (Hard follows its plan for the turn); ``new_game`` clears it::

    worker = AgentProcess(AgentRecipe("hard", seed=8))
    worker.start()                        # spawns the worker; returns at once
    worker.think(1, game.view(seat))      # never waits for the worker
    ...
    for ticket, answer in worker.answers():   # never waits either
        ...                               # answer: an Action, or an Exception raised in the worker
    worker.close()                        # or worker.kill(): at once, even a stopped worker

Nothing here waits for the worker: ``think`` sends a view only when the worker is
idle (otherwise it keeps the newest one and sends it when the worker answers),
``answers`` reads only what has arrived. A worker that died, or did not answer
within ``answer_timeout`` seconds, raises ``WorkerDied`` from ``think`` or ``answers``.
A message that is not a valid answer to the request in flight is dropped and logged
(never raised): the request stays timed until a valid answer comes.

Views travel pickled: a few KB, well under a millisecond each way. Card
definitions are sent once per worker and named by number afterwards, so the
worker's cards keep one identity, as in the app (the agents' caches are keyed by
card identity). The worker is started with the "spawn" method (never a fork of a
process running Qt) and imports only ``desktop.engine`` and ``desktop.ai``.
"""

from __future__ import annotations

import contextlib
import io
import logging
import os
import pickle
import sys
import time
import types
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from desktop.ai.base import AGENT_NAMES, Agent, make_agent
from desktop.engine.actions import Action
from desktop.engine.cards import CardDef

ANSWER_TIMEOUT_S = 60.0  # a worker silent this long on one decision is taken for hung
MAX_MESSAGE_BYTES = 1 << 20  # an answer is a move: far smaller
_ANSWER_KINDS = ("ready", "info", "move", "error")
log = logging.getLogger(__name__)
_PROTOCOL = pickle.HIGHEST_PROTOCOL


@dataclass(frozen=True)
class AgentRecipe:
    """How to build an agent: ``make_agent(name, seed, **settings)``."""

    name: str
    seed: int = 0
    settings: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.name.strip().lower() not in AGENT_NAMES:
            raise ValueError(f"unknown agent {self.name!r}; choose one of {', '.join(AGENT_NAMES)}")

    def build(self) -> Agent:
        return make_agent(self.name, self.seed, **self.settings)

    def __str__(self) -> str:
        extra = "".join(f", {k}={v!r}" for k, v in self.settings.items())
        return f"{self.name} (seed {self.seed}{extra})"


class WorkerDied(RuntimeError):
    """The worker process ended, or stopped answering."""


# ---------------------------------------------------------------------------- pickling
def _rebuild_tuple(cls: type, items: tuple) -> tuple:
    return tuple.__new__(cls, items)


def _reduce_tuple(obj: tuple) -> tuple:
    return _rebuild_tuple, (type(obj), tuple(obj))


class _Reducers(dict):
    """Reducers by type. Tuple subclasses whose ``__new__`` takes fields rather than
    the items (``Action``, ``Effect``) are rebuilt from their items."""

    def __missing__(self, cls: type) -> Any:
        if isinstance(cls, type) and issubclass(cls, tuple) and cls.__new__ is not tuple.__new__:
            self[cls] = _reduce_tuple
            return _reduce_tuple
        raise KeyError(cls)


_REDUCERS = _Reducers()


class _CardTable:
    """One side's numbering of card definitions and card tables (``game.cards``).

    The app's side gives numbers and says which definitions the worker has not seen;
    the worker's side keeps what it was sent. A view then names its cards by number.
    """

    def __init__(self) -> None:
        self.cards: list[CardDef] = []  # by number (kept alive, so ids stay unique)
        self.numbers: dict[int, int] = {}  # id(card) -> number
        self.tables: list[tuple] = []  # card tables by number
        self.table_numbers: dict[int, int] = {}  # id(table) -> number

    # the app's side
    def register(self, table: tuple) -> tuple | None:
        """The message that teaches the worker ``table`` (None: it knows it)."""
        if id(table) in self.table_numbers:
            return None
        new = []
        for card in table:
            if id(card) not in self.numbers:
                self.numbers[id(card)] = len(self.cards)
                new.append((len(self.cards), card))
                self.cards.append(card)
        self.table_numbers[id(table)] = len(self.tables)
        self.tables.append(table)
        return ("cards", len(self.tables) - 1, new, tuple(self.numbers[id(c)] for c in table))

    def dumps(self, message: object, by_number: bool = True) -> bytes:
        """``message`` pickled; known cards and card tables by number unless not ``by_number``."""
        buffer = io.BytesIO()
        pickler = pickle.Pickler(buffer, _PROTOCOL)
        pickler.dispatch_table = _REDUCERS
        if by_number and self.numbers:
            numbers, tables = self.numbers, self.table_numbers

            def persistent_id(obj: object) -> tuple | None:
                if type(obj) is tuple and id(obj) in tables:
                    return ("T", tables[id(obj)])
                if type(obj) is CardDef and id(obj) in numbers:
                    return ("C", numbers[id(obj)])
                return None

            pickler.persistent_id = persistent_id  # type: ignore[method-assign]
        pickler.dump(message)
        return buffer.getvalue()

    # the worker's side
    def learn(self, number: int, new: list, table: tuple) -> None:
        for card_number, card in new:
            while len(self.cards) <= card_number:
                self.cards.append(None)  # type: ignore[arg-type]
            self.cards[card_number] = card
        while len(self.tables) <= number:
            self.tables.append(())
        self.tables[number] = tuple(self.cards[n] for n in table)

    def loads(self, data: bytes) -> Any:
        unpickler = pickle.Unpickler(io.BytesIO(data))
        cards, tables = self.cards, self.tables

        def persistent_load(pid: tuple) -> object:
            kind, number = pid
            return tables[number] if kind == "T" else cards[number]

        unpickler.persistent_load = persistent_load  # type: ignore[method-assign]
        return unpickler.load()


# ---------------------------------------------------------------------------- the worker
def serve(conn: Any, recipe: AgentRecipe) -> None:
    """The worker process: build the agent, then answer requests until told to stop.

    It says ``("ready", 0, None)`` once the agent is built. Requests: ``("think", ticket,
    view)`` -> ``("move", ticket, action)`` or ``("error", ticket, text)``; ``("cards",
    number, new, table)``; ``("new_game",)``; ``("info",)`` -> ``("info", 0, {...})``; ``("stop",)``.
    """
    table = _CardTable()
    try:
        agent: Agent | None = recipe.build()
        broken = ""
    except Exception as exc:  # noqa: BLE001 - reported with every answer
        agent, broken = None, f"the agent could not be built: {type(exc).__name__}: {exc}"
    conn.send_bytes(table.dumps(("ready", 0, None)))
    while True:
        try:
            message = table.loads(conn.recv_bytes())
        except (EOFError, OSError):
            return  # the app is gone
        kind = message[0]
        if kind == "think":
            ticket, view = message[1], message[2]
            try:
                if agent is None:
                    raise RuntimeError(broken)
                reply: tuple = ("move", ticket, agent.choose(view))
            except Exception as exc:  # noqa: BLE001 - the app falls back to a legal move
                reply = ("error", ticket, f"{type(exc).__name__}: {exc}")
            conn.send_bytes(table.dumps(reply))
        elif kind == "cards":
            table.learn(*message[1:])
        elif kind == "new_game":
            if agent is not None:
                agent.new_game()
        elif kind == "info":
            modules = sorted({name.partition(".")[0] for name in sys.modules})
            conn.send_bytes(table.dumps(("info", 0, {"pid": os.getpid(), "modules": modules,
                                                     "agent": repr(agent)})))
        elif kind == "stop":
            return


# ---------------------------------------------------------------------------- the app's side
class AgentProcess:
    """The app's handle on one worker process (see the module's docstring)."""

    def __init__(self, recipe: AgentRecipe, answer_timeout: float = ANSWER_TIMEOUT_S) -> None:
        self.recipe = recipe
        self.answer_timeout = answer_timeout
        self.info: dict | None = None  # the worker's answer to ``request_info``
        self.ready = False  # the worker has built its agent and reads requests
        self._process: Any = None
        self._conn: Any = None
        self._table = _CardTable()
        self._asked: float | None = None  # when the request being worked on was sent
        self._asked_ticket = 0  # its ticket: only an answer with this ticket ends it
        self._pending: tuple[int, Any] | None = None  # the newest view waiting for the worker
        self._dead = ""

    # ------------------------------------------------------------------ life
    def start(self) -> None:
        """Spawn the worker (it builds its agent while the app goes on)."""
        if self._process is not None:
            return
        import multiprocessing  # here, not at the top: the app starts ~10 ms sooner

        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe(duplex=True)
        process = context.Process(target=serve, args=(theirs, self.recipe), daemon=True,
                                  name=f"holofoil-agent-{self.recipe.name}")
        with _without_main():
            process.start()
        theirs.close()  # the worker holds the only other end: it sees EOF when the app goes
        self._process, self._conn = process, ours

    @property
    def pid(self) -> int | None:
        return None if self._process is None else self._process.pid

    @property
    def process(self) -> Any:
        """The ``multiprocessing.Process`` (None before ``start``)."""
        return self._process

    @property
    def busy(self) -> bool:
        """A request is being worked on or waiting to be sent."""
        return self._asked is not None or self._pending is not None

    def close(self, timeout: float = 1.0) -> None:
        """End the worker: asked to stop when it is waiting for requests (it ends at once),
        terminated when it is busy or still starting; reaped either way."""
        if self._process is None:
            return
        self._pending = None
        if not self._dead:
            with contextlib.suppress(WorkerDied):
                self.answers()  # has it become ready, or answered?
        process, self._process = self._process, None
        if self.ready and self._asked is None and not self._dead:
            with contextlib.suppress(OSError):
                self._conn.send_bytes(self._table.dumps(("stop",)))
            process.join(timeout)
        if process.is_alive():
            process.terminate()
            process.join(timeout)
        if process.is_alive():
            process.kill()
            process.join(timeout)
        self._conn.close()
        self._asked = self._pending = None
        self._dead = self._dead or "closed"

    def kill(self) -> None:
        """End the worker at once, whatever it is doing (stopped, hung or busy): SIGKILL,
        then reap it (a killed process ends in milliseconds, even a stopped one)."""
        if self._process is None:
            return
        process, self._process = self._process, None
        if process.is_alive():
            process.kill()
            process.join(1.0)
        self._conn.close()
        self._asked = self._pending = None
        self._dead = self._dead or "killed"

    # ------------------------------------------------------------------ requests
    def think(self, ticket: int, view: Any) -> None:
        """Ask for a move in ``view``; the answer comes from ``answers`` with ``ticket``."""
        self._check()
        self._pending = (ticket, view)
        if self._asked is None:
            self._send_pending()

    def new_game(self) -> None:
        """The agent forgets the previous game (after the request it is working on)."""
        self._send(("new_game",))

    def request_info(self) -> None:
        """Ask the worker what it runs (its answer lands in ``info``, via ``answers``)."""
        self._send(("info",))

    def answers(self) -> list[tuple[int, Any]]:
        """The answers that have arrived: ``(ticket, Action or Exception)``; never waits.

        A message that can't be read or is not an answer to the request in flight is
        dropped and logged; that request stays timed until a valid answer comes.
        """
        self._check()
        out: list[tuple[int, Any]] = []
        while True:
            try:
                if not self._conn.poll(0):
                    break
                data = self._conn.recv_bytes(MAX_MESSAGE_BYTES)
            except (EOFError, OSError) as exc:  # gone, or a message too long to be an answer
                self._died(f"the worker process ended ({self._exit_text()}): {type(exc).__name__}")
            self._take(data, out)
        if self._asked is not None and time.monotonic() - self._asked > self.answer_timeout:
            self._died(f"the worker gave no answer in {self.answer_timeout:.0f} s")
        return out

    def _take(self, data: bytes, out: list[tuple[int, Any]]) -> None:
        """Handle one message from the worker; anything malformed is dropped and logged."""
        try:
            message = self._table.loads(data)
        except Exception as exc:  # noqa: BLE001 - garbage from the worker must not escape
            log.warning("dropped a message from the computer's process that could not be read (%s: %s)",
                        type(exc).__name__, _short(exc))
            return
        if type(message) is not tuple or len(message) != 3 or message[0] not in _ANSWER_KINDS:
            log.warning("dropped a message from the computer's process that is not an answer: %s", _short(message))
            return
        kind, ticket, payload = message
        if kind == "ready":
            self.ready = True
        elif kind == "info" and type(payload) is dict:
            self.info = payload
        elif (self._asked is not None and type(ticket) is int and ticket == self._asked_ticket
              and (isinstance(payload, Action) if kind == "move" else type(payload) is str)):
            self._asked = None
            out.append((ticket, payload if kind == "move" else RuntimeError(payload)))
            if self._pending is not None:
                self._send_pending()
        else:
            log.warning("dropped a message from the computer's process that answers nothing asked: %s",
                        _short(message))

    # ------------------------------------------------------------------ internals
    def _send_pending(self) -> None:
        ticket, view = self._pending  # type: ignore[misc]
        self._pending = None
        for table in {id(view.printed): view.printed, id(view.cards): view.cards}.values():  # face down: two
            cards = self._table.register(table)
            if cards is not None:
                self._send(cards, by_number=False)
        self._send(("think", ticket, view))
        self._asked, self._asked_ticket = time.monotonic(), ticket

    def _send(self, message: tuple, by_number: bool = True) -> None:
        self._check()
        try:
            self._conn.send_bytes(self._table.dumps(message, by_number))
        except OSError as exc:
            self._died(f"the worker process ended ({self._exit_text()}): {type(exc).__name__}")

    def _check(self) -> None:
        if self._dead:
            raise WorkerDied(self._dead)
        if self._process is None:
            raise WorkerDied("the worker was not started")

    def _exit_text(self) -> str:
        process = self._process
        if process is None:
            return "closed"
        if process.is_alive():  # (reaps it if it has ended; never waits)
            return "still running"
        return f"exit code {process.exitcode}"

    def _died(self, reason: str) -> None:
        self._dead = reason
        process = self._process
        if process is not None and process.is_alive():
            process.kill()  # hung, or about to end: it is not waited for beyond its exit
            process.join(1.0)
        raise WorkerDied(reason)


def _short(value: object) -> str:
    """``repr(value)`` cut for a log line (garbage can be long)."""
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - a hostile object's repr
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 120 else text[:117] + "..."


@contextlib.contextmanager
def _without_main() -> Iterator[None]:
    """Start a spawned process without it re-running our ``__main__`` first.

    ``spawn`` imports the parent's main module in the child (as ``__mp_main__``);
    when that is the Qt app (``python -m desktop.ui.app``) the worker would load Qt.
    The worker's target lives in an importable module, so it needs no main module.
    """
    main = sys.modules.get("__main__")
    sys.modules["__main__"] = types.ModuleType("__main__")
    try:
        yield
    finally:
        if main is not None:
            sys.modules["__main__"] = main
