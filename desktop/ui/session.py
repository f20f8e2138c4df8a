"""A game on the table: the controller, the table widget, the seats and the autosave.

The shell talks to a ``GameSession``; the session wires the ``GameController``
and the ``TableWidget`` together, picks the computer's agent (a recipe: the
controller runs the agent in its own process), saves the unfinished game at
every turn boundary (with the game log) and clears the save when the game ends; a finished
game's record goes first in Recent games (``recent.py``).
The save is encoded on the GUI thread (it is small) and written by one
background thread, in order, so an fsync never stalls the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QObject, Signal

from desktop.ai.process import AgentRecipe
from desktop.engine.game import Game
from desktop.ui import recent, saves
from desktop.ui.controller import GameController
from desktop.ui.table import TableWidget


def make_agent(difficulty: str, seed: int) -> AgentRecipe:
    """The computer player for ``difficulty``: a recipe, so the controller runs it in its own process."""
    return AgentRecipe(difficulty, seed)


def result_text(game: Game) -> str:
    """The end of the game, in words."""
    outcome = game.outcome
    if outcome is None:
        return ""
    if outcome.winner is None:
        return f"The game is a draw: {outcome.reason}."
    return f"{game.names[outcome.winner]} wins: {outcome.reason}."


class GameSession(QObject):
    """One game being played in the window."""

    turnChanged = Signal(int)  # the seat whose turn it now is
    finished = Signal(str)  # the result, in words
    saveFailed = Signal(str)  # a message for the player

    def __init__(self, game: Game, seats: saves.Seats, pace_ms: int = 500, autosave: bool = True,
                 parent: QObject | None = None, log: Sequence[str] = ()) -> None:
        """``log``: the game log so far (a resumed game's, from its save)."""
        super().__init__(parent)
        self.seats = seats
        self.autosave = autosave
        self.closed = False
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="holofoil-save")
        self._last_write: Future | None = None
        self._recorded: Game | None = None  # the finished game already put in Recent games
        agents = [make_agent(seats.difficulty, seats.ai_seed + seat) if kind == "computer" else None
                  for seat, kind in enumerate(seats.kinds)]
        self.controller = GameController(game, agents=agents, delay_ms=pace_ms, parent=self)
        self.controller.takebacks = True  # "Undo last move" (engine/undo.py says when)
        self.table = TableWidget(self.controller)
        self.table.log.add_lines(list(log))
        self.controller.turnChanged.connect(self._turn_changed)
        self.controller.gameOver.connect(self._game_over)
        self.controller.tookBack.connect(lambda _seat, _count: self.save())

    @property
    def game(self) -> Game:
        return self.controller.game

    def begin(self) -> None:
        """Let play start (the computer moves if it is its turn)."""
        self.controller.start()

    def set_pace(self, pace_ms: int) -> None:
        """The pause between the computer's moves."""
        self.controller.set_delay(pace_ms)

    def save(self, wait: bool = False) -> None:
        """Save the unfinished game (a finished one clears the save); ``wait`` for the disk."""
        if not self.autosave or self.closed:
            return
        text = saves.encode_current(self.game, self.seats, self.table.log.all_lines())
        self._last_write = self._writer.submit(saves.write_current, text)
        self._last_write.add_done_callback(self._written)
        if wait:
            self.flush()

    def flush(self) -> None:
        """Wait until every save asked for is on disk."""
        if self._last_write is not None:
            self._last_write.exception()  # waits; a failure was reported by _written

    def _written(self, future: Future) -> None:
        exc = future.exception()
        if exc is not None:  # runs on the writer thread: the signal is queued to the GUI thread
            self.saveFailed.emit(f"The game could not be saved: {exc}")

    def _turn_changed(self, seat: int) -> None:
        self.save()
        self.turnChanged.emit(seat)

    def _game_over(self, _outcome: object) -> None:
        self.save()
        self.record()
        self.finished.emit(result_text(self.game))

    def record(self) -> None:
        """Put the finished game first in Recent games (once; written in the background)."""
        game = self.game
        if not self.autosave or self.closed or game.outcome is None or self._recorded is game:
            return
        self._recorded = game
        entry = recent.entry_for(game, self.seats, result_text(game))
        self._last_write = self._writer.submit(recent.add_recent, entry)
        self._last_write.add_done_callback(self._listed)

    def _listed(self, future: Future) -> None:
        exc = future.exception()
        if exc is not None:
            self.saveFailed.emit(f"The finished game could not be added to Recent games: {exc}")
        elif isinstance(future.result(), recent.RecentError):
            self.saveFailed.emit(future.result().message())

    def close(self) -> None:
        """Stop the computer and finish writing (the caller saved the game first)."""
        if self.closed:
            return
        self.closed = True
        self.controller.close()
        self._writer.shutdown(wait=True)
