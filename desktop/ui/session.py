"""A game on the table: the controller, the table widget, the seats and the autosave.

The shell talks to a ``GameSession``; the session wires the board engineer's
``GameController`` and ``TableWidget`` together, picks the computer's agent,
saves the unfinished game at every turn boundary and clears the save when the
game ends.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from desktop import userfiles
from desktop.engine.game import Game
from desktop.ui import saves
from desktop.ui.controller import GameController
from desktop.ui.table import TableWidget


def make_agent(difficulty: str, seed: int):
    """The computer player for ``difficulty``; the simple agent where that level is not built yet."""
    try:
        from desktop.ai.base import make_agent as make

        return make(difficulty, seed)
    except ImportError:
        from desktop.ai.simple import RandomAgent

        return RandomAgent(seed)


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

    turnChanged = Signal(int)
    finished = Signal(str)  # the result, in words
    saveFailed = Signal(str)  # a message for the player

    def __init__(self, game: Game, seats: saves.Seats, pace_ms: int = 500, autosave: bool = True,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seats = seats
        self.autosave = autosave
        self.closed = False
        agents = [make_agent(seats.difficulty, seats.ai_seed + seat) if kind == "computer" else None
                  for seat, kind in enumerate(seats.kinds)]
        self.controller = GameController(game, agents=agents, delay_ms=pace_ms, parent=self)
        self.table: QWidget = TableWidget(self.controller)
        self.controller.turnChanged.connect(self._turn_changed)
        self.controller.gameOver.connect(self._game_over)

    @property
    def game(self) -> Game:
        return self.controller.game

    def begin(self) -> None:
        """Let play start (the computer moves if it is its turn)."""
        self.controller.start()

    def set_pace(self, pace_ms: int) -> None:
        """The pause between the computer's moves."""
        self.controller.set_delay(pace_ms)

    def save(self) -> None:
        """Save the unfinished game now (a finished one clears the save)."""
        if not self.autosave or self.closed:
            return
        try:
            saves.save_current(self.game, self.seats)
        except (OSError, userfiles.UserFileError) as exc:
            self.saveFailed.emit(f"The game could not be saved: {exc}")

    def _turn_changed(self, turn: int) -> None:
        self.save()
        self.turnChanged.emit(turn)

    def _game_over(self, _outcome: object) -> None:
        self.save()
        self.finished.emit(result_text(self.game))

    def close(self) -> None:
        """Stop the computer and let go of the table (the game was saved by the caller)."""
        if self.closed:
            return
        self.closed = True
        self.controller.close()
