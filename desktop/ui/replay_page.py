"""Watching a recorded game move by move: step forward and back, jump to a turn, export it.

The page shows the record on the ordinary table, bound to a ``GameController`` in
``watching`` mode: nobody can act on it. A step forward plays the recorded move through the
controller (so the board moves as it did in the game); a step back or a jump puts the position
after that many moves (``record.positions``) on the table. The log shows every move up to the
one on the table, with nothing hidden (the game is over)::

    page = ReplayPage(read_record(entry.game), entry)
    page.forward(); page.back(); page.go_to_turn(5)
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from desktop.engine.record import Record
from desktop.ui.controller import GameController
from desktop.ui.log_text import PlacesBefore, describe
from desktop.ui.recent import RecentGame
from desktop.ui.session import result_text
from desktop.ui.shell_widgets import Notice
from desktop.ui.table import TableWidget


def log_lines(record: Record) -> list[list[str]]:
    """The log for each position: ``lines[0]`` the set-up, ``lines[i]`` what move ``i`` did."""
    game = record.positions[0].clone()
    lines = [describe(record.opening, game)]
    for move in record.moves:
        places = PlacesBefore(game)
        events = game.apply(move.action)
        lines.append(describe(events, game, None, places))
    return lines


class ReplayTable(TableWidget):
    """The table for a replay: the banner says where in the record it is; no turn button."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        self.place_text = ("Replay", "")  # (headline, instruction) for the banner
        super().__init__(controller, parent, hotseat=False, animations=True)

    def _events(self, events: list) -> None:
        """A recorded move: the board shows it; the page writes the log."""
        self.scene.show_events(events)

    def refresh(self) -> None:
        super().refresh()
        self.end_turn.hide()

    def _update_banner(self) -> None:
        headline, instruction = self.place_text
        self.banner.set_text(headline, instruction, "over" if self.controller.game.outcome else "wait")


class ReplayPage(QWidget):
    """A recorded game on the table with the controls to move through it."""

    leave = Signal()
    exportRequested = Signal(object)  # the RecentGame being watched
    moved = Signal(int)  # the number of moves now on the table

    def __init__(self, record: Record, entry: RecentGame, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.record, self.entry = record, entry
        self.lines = log_lines(record)
        self.position = 0
        self.controller = GameController(record.positions[0].clone(), delay_ms=0, parent=self, watching=True)
        self.table = ReplayTable(self.controller)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self._bar())
        self.notice = Notice()
        layout.addWidget(self.notice)
        layout.addWidget(self.table, 1)
        for keys, slot in ((Qt.Key.Key_Left, self.back), (Qt.Key.Key_Right, self.forward),
                           (Qt.Key.Key_Home, self.first), (Qt.Key.Key_End, self.last)):
            QShortcut(QKeySequence(keys), self).activated.connect(slot)
        self.go_to(0)

    def _bar(self) -> QWidget:
        bar = QWidget()
        bar.setObjectName("GameBar")
        bar.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        row = QHBoxLayout(bar)
        row.setContentsMargins(8, 4, 8, 4)
        self.back_button = QPushButton("← Recent games")
        self.back_button.clicked.connect(self.leave)
        self.title = QLabel(self.entry.title)
        self.first_button = QPushButton("◀◀ Start")
        self.step_back_button = QPushButton("◀ Back")
        self.step_forward_button = QPushButton("Forward ▶")
        self.last_button = QPushButton("End ▶▶")
        self.first_button.setToolTip("The start of the game (Home)")
        self.step_back_button.setToolTip("One move back (←)")
        self.step_forward_button.setToolTip("One move forward (→)")
        self.last_button.setToolTip("The end of the game (End)")
        self.turn_box = QSpinBox()
        self.turn_box.setPrefix("Turn ")
        turns = sorted(self.record.turn_starts())
        self.turn_box.setRange(turns[0], turns[-1])
        self.turn_button = QPushButton("Go")
        self.turn_button.setToolTip("Jump to the start of that turn")
        self.sides_button = QPushButton("Switch sides")
        self.sides_button.setToolTip("Show the other player's side at the bottom, with their hand")
        self.export_button = QPushButton("Export…")
        self.export_button.setToolTip("Save this game's record to a file")
        self.first_button.clicked.connect(self.first)
        self.step_back_button.clicked.connect(self.back)
        self.step_forward_button.clicked.connect(self.forward)
        self.last_button.clicked.connect(self.last)
        self.turn_button.clicked.connect(lambda: self.go_to_turn(self.turn_box.value()))
        self.sides_button.clicked.connect(self.switch_sides)
        self.export_button.clicked.connect(lambda: self.exportRequested.emit(self.entry))
        row.addWidget(self.back_button)
        row.addSpacing(12)
        row.addWidget(self.title, 1)
        for widget in (self.first_button, self.step_back_button, self.step_forward_button, self.last_button):
            row.addWidget(widget)
        row.addSpacing(12)
        for tool in (self.turn_box, self.turn_button, self.sides_button, self.export_button):
            row.addWidget(tool)
        return bar

    # ------------------------------------------------------------------ moving
    @property
    def count(self) -> int:
        """How many moves the record has."""
        return len(self.record.moves)

    def forward(self) -> None:
        """The next move, played on the table."""
        if self.position >= self.count:
            return
        move = self.record.moves[self.position]
        self.position += 1
        self._describe()
        self.controller.show_recorded(move.action)
        self.table.log.add_lines(self.lines[self.position])
        self.moved.emit(self.position)

    def back(self) -> None:
        """One move back."""
        if self.position > 0:
            self.go_to(self.position - 1)

    def first(self) -> None:
        self.go_to(0)

    def last(self) -> None:
        self.go_to(self.count)

    def go_to_turn(self, turn: int) -> None:
        """The start of ``turn`` (the nearest turn there is, if it was skipped)."""
        starts = self.record.turn_starts()
        turn = min(starts, key=lambda t: (abs(t - turn), t))
        self.go_to(starts[turn])

    def go_to(self, position: int) -> None:
        """The position after ``position`` moves, on the table at once."""
        self.position = max(0, min(position, self.count))
        self._describe()
        self.controller.replace_game(self.record.positions[self.position].clone())
        self.table.log.add_lines([line for lines in self.lines[:self.position + 1] for line in lines])
        self.moved.emit(self.position)

    def switch_sides(self) -> None:
        """The other player's side at the bottom."""
        self.controller.viewer = 1 - self.controller.viewer

    def _describe(self) -> None:
        """The banner and the buttons for the position now on the table."""
        game = self.record.positions[self.position]
        done = self.position
        headline = f"Move {done} of {self.count}" if done else "The start of the game"
        if done == self.count and game.outcome is not None:
            instruction = result_text(game)
        elif done:
            words = self.lines[done]
            move = self.record.moves[done - 1]
            instruction = f"Turn {game.turn} · last move: " + (words[0] if words else
                                                              f"{game.names[move.mover]}: {move.action}")
        else:
            instruction = f"{game.names[0]} vs {game.names[1]}"
        self.table.place_text = (f"Replay · {headline}", instruction)
        self.first_button.setEnabled(done > 0)
        self.step_back_button.setEnabled(done > 0)
        self.step_forward_button.setEnabled(done < self.count)
        self.last_button.setEnabled(done < self.count)
        self.turn_box.setValue(game.turn)

    def close_replay(self) -> None:
        """Stop for good (the page is leaving)."""
        self.controller.close()
