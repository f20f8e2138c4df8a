"""The Recent games page: the last finished games, to watch again, export or open from a file.

Opening a record replays it first (``engine/record.py``): a record whose moves do not replay is
refused here, in the page's notice bar, with the move number and the reason. File dialogs are
asked through ``ask_save_path`` / ``ask_open_path`` (tests put their own answers there).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop import userfiles
from desktop.ui import recent
from desktop.ui.recent import RECORD_SUFFIX, RecentGame
from desktop.ui.shell_widgets import Notice

FILE_FILTER = f"Holofoil game records (*{RECORD_SUFFIX} *.json);;All files (*)"


def _file_name(entry: RecentGame) -> str:
    """A file name for ``entry``'s record: its title and date, in safe characters."""
    words = f"{entry.title.split(' · ')[0]} {entry.finished}".strip()
    safe = "".join(c if c.isalnum() else "-" for c in words).strip("-")
    while "--" in safe:
        safe = safe.replace("--", "-")
    return (safe or "game") + RECORD_SUFFIX


class RecentGamesPage(QWidget):
    """The list of recent games with Watch, Export and Open a file."""

    back = Signal()
    watchRequested = Signal(object, object)  # (Record, RecentGame): replayed and ready to watch

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RecentPage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.games: list[RecentGame] = []
        self.ask_save_path: Callable[[str], str] = self._ask_save_path
        self.ask_open_path: Callable[[], str] = self._ask_open_path
        layout = QVBoxLayout(self)
        layout.setContentsMargins(60, 30, 60, 30)
        self.notice = Notice()
        layout.addWidget(self.notice)
        heading = QLabel("Recent games")
        heading.setObjectName("PageTitle")
        layout.addWidget(heading, 0, Qt.AlignmentFlag.AlignHCenter)
        hint = QLabel(f"Your last {recent.MAX_GAMES} finished games. Watch one move by move, or save its "
                      "record to a file.")
        hint.setObjectName("Hint")
        layout.addWidget(hint, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(10)
        self.list = QListWidget()
        self.list.setObjectName("RecentList")
        self.list.itemDoubleClicked.connect(lambda _item: self.watch_selected())
        self.list.currentRowChanged.connect(lambda _row: self._update_buttons())
        layout.addWidget(self.list, 1)
        self.empty = QLabel("No finished games yet. When a game ends, it is listed here.")
        self.empty.setObjectName("Hint")
        layout.addWidget(self.empty, 0, Qt.AlignmentFlag.AlignHCenter)
        row = QHBoxLayout()
        self.watch_button = QPushButton("Watch")
        self.export_button = QPushButton("Export…")
        self.open_button = QPushButton("Open a file…")
        self.back_button = QPushButton("Back to the start page")
        for button in (self.watch_button, self.export_button, self.open_button, self.back_button):
            button.setObjectName("BackButton")
        self.watch_button.clicked.connect(self.watch_selected)
        self.export_button.clicked.connect(lambda: self.export(self.selected()))
        self.open_button.clicked.connect(self.open_file)
        self.back_button.clicked.connect(self.back)
        row.addWidget(self.watch_button)
        row.addWidget(self.export_button)
        row.addStretch(1)
        row.addWidget(self.open_button)
        row.addWidget(self.back_button)
        layout.addLayout(row)

    def refresh(self) -> None:
        """Read the list again (a damaged one is reported and set aside)."""
        try:
            self.games = recent.load_recent()
        except recent.RecentError as exc:
            self.games = []
            self.notice.show_message(exc.message())
        self.list.clear()
        for game in self.games:
            item = QListWidgetItem(game.label())
            item.setToolTip(game.label())
            self.list.addItem(item)
        self.empty.setVisible(not self.games)
        self.list.setVisible(bool(self.games))
        if self.games:
            self.list.setCurrentRow(0)
            self.list.setFocus()
        self._update_buttons()

    def selected(self) -> RecentGame | None:
        row = self.list.currentRow()
        return self.games[row] if 0 <= row < len(self.games) else None

    def _update_buttons(self) -> None:
        has = self.selected() is not None
        self.watch_button.setEnabled(has)
        self.export_button.setEnabled(has)

    # ------------------------------------------------------------------ actions
    def watch_selected(self) -> bool:
        entry = self.selected()
        return entry is not None and self.watch(entry)

    def watch(self, entry: RecentGame) -> bool:
        """Replay ``entry`` and ask for it to be shown; a record that does not replay is refused."""
        from desktop.engine.record import read_record

        try:
            record = read_record(entry.game)
        except ValueError as exc:
            self.notice.show_message(f"“{entry.title}” cannot be watched: {exc}.")
            return False
        self.watchRequested.emit(record, entry)
        return True

    def export(self, entry: RecentGame | None, notice: Notice | None = None) -> Path | None:
        """Save ``entry``'s record to a file the player chooses (told in ``notice``, else this page's)."""
        notice = notice or self.notice
        if entry is None:
            return None
        path = self.ask_save_path(_file_name(entry))
        if not path:
            return None
        try:
            written = recent.export_record(entry, path)
        except OSError as exc:
            notice.show_message(f"The record could not be saved: {exc}")
            return None
        notice.show_message(f"Saved “{entry.title}” to {written}.")
        return written

    def open_file(self) -> bool:
        """Open a record from a file the player chooses, and watch it."""
        path = self.ask_open_path()
        if not path:
            return False
        try:
            entry = recent.read_record_file(path)
        except userfiles.UserFileError as exc:
            self.notice.show_message(f"That file cannot be opened: {exc}.")
            return False
        return self.watch(entry)

    def _ask_save_path(self, name: str) -> str:
        start = str(Path.home() / name)
        return QFileDialog.getSaveFileName(self, "Export the game record", start, FILE_FILTER)[0]

    def _ask_open_path(self) -> str:
        return QFileDialog.getOpenFileName(self, "Open a game record", str(Path.home()), FILE_FILTER)[0]
