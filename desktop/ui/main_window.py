"""The main window: start page, table, settings and the pages still to come.

The window is a stack of pages. The start page offers Continue (the last
unfinished game), New game, Recent games (finished games to watch again: ``recent_page.py``,
``replay_page.py``), Deck editor, Tutorial, Rules reference, Settings and Quit. The rules
reference (one dialog) also opens from the game page's bar and from any rules term clicked in
the game log. While a game is on the table it is saved at every turn boundary, when the player goes
back to the start page and when the window closes; a finished game clears the
save. Problems with the player's files are shown in a notice bar, never as a
crash.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.ui import palette, saves
from desktop.ui.difficulty_box import difficulty_box
from desktop.ui.settings import PACES, Settings, save_settings
from desktop.ui.shell_widgets import InfoPage, MenuButton, Notice
from desktop.ui.style import SHELL_CSS

if TYPE_CHECKING:
    from desktop.ui.recent_page import RecentGamesPage
    from desktop.ui.replay_page import ReplayPage
    from desktop.ui.session import GameSession
    from desktop.ui.tutorial.glossary_dialog import GlossaryDialog

DEFAULT_SIZE = (1400, 900)
MIN_SIZE = (1024, 680)


class StartPage(QWidget):
    """What the player sees first: the title and one button per thing to do."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StartPage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 24, 40, 24)
        self.notice = Notice()
        outer.addWidget(self.notice)
        outer.addStretch(2)
        column = QVBoxLayout()
        column.setSpacing(10)
        title = QLabel("Holofoil")
        title.setObjectName("Title")
        subtitle = QLabel("The Pokémon Trading Card Game, at your table")
        subtitle.setObjectName("Subtitle")
        column.addWidget(title, 0, Qt.AlignmentFlag.AlignHCenter)
        column.addWidget(subtitle, 0, Qt.AlignmentFlag.AlignHCenter)
        column.addSpacing(26)
        self.continue_button = MenuButton("Continue")
        self.new_game_button = MenuButton("New game", "Against the computer or a friend")
        self.recent_button = MenuButton("Recent games", "Watch your last games again, move by move")
        self.deck_editor_button = MenuButton("Deck editor", "Build and save your own decks")
        self.tutorial_button = MenuButton("Tutorial", "Learn to play, step by step")
        self.rules_button = MenuButton("Rules reference", "Every rules term, explained")
        self.settings_button = MenuButton("Settings")
        self.quit_button = MenuButton("Quit")
        for button in (self.continue_button, self.new_game_button, self.recent_button, self.deck_editor_button,
                       self.tutorial_button, self.rules_button, self.settings_button, self.quit_button):
            column.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
        column.insertSpacing(column.indexOf(self.settings_button), 12)
        outer.addLayout(column)
        outer.addStretch(3)
        self.refresh(None)

    def refresh(self, summary: str | None) -> None:
        """Enable Continue iff there is an unfinished game; make the likely next step stand out."""
        has_save = summary is not None
        self.continue_button.setEnabled(has_save)
        self.continue_button.set_hint(summary if summary is not None else "No unfinished game")
        self.continue_button.set_primary(has_save)
        self.new_game_button.set_primary(not has_save)
        (self.continue_button if has_save else self.new_game_button).setFocus()


COMING_SOON = {
    "deck_editor": (
        "Deck editor: coming soon",
        "Soon you will build your own 60-card decks here from the Base Set cards, check them "
        "against the rules and save them. Decks you save will appear in the New game window.\n\n"
        "Until then, the four theme decks (Brushfire, Overgrowth, Zap! and Blackout) are ready to play.",
    ),
    "tutorial": (
        "Tutorial: coming soon",
        "Soon a short series of lessons will teach the game on a real table: playing Pokémon, "
        "attaching Energy, attacking, evolving, Special Conditions and taking Prize cards.\n\n"
        "Until then, start a game against the computer on Easy: when a move is not allowed, "
        "the table tells you why.",
    ),
}


class SettingsPage(QWidget):
    """Names, the computer's difficulty and pace; saved as soon as they change."""

    back = Signal()
    changed = Signal()
    resetWindow = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SettingsPage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.settings = settings
        layout = QVBoxLayout(self)
        layout.setContentsMargins(60, 40, 60, 40)
        layout.addStretch(1)
        heading = QLabel("Settings")
        heading.setObjectName("PageTitle")
        layout.addWidget(heading, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(16)
        form = QFormLayout()
        form.setHorizontalSpacing(18)
        form.setVerticalSpacing(12)
        self.player_name = QLineEdit(settings.player_name)
        self.player_name.setMaxLength(24)
        self.friend_name = QLineEdit(settings.friend_name)
        self.friend_name.setMaxLength(24)
        self.difficulty = difficulty_box(settings.difficulty)
        self.pace = QComboBox()
        for name in PACES:
            self.pace.addItem(name.capitalize(), name)
        self.pace.setCurrentIndex(list(PACES).index(settings.computer_pace))
        form.addRow("Your name", self.player_name)
        form.addRow("Your friend's name", self.friend_name)
        form.addRow("Computer difficulty", self.difficulty)
        form.addRow("Computer's pace", self.pace)
        wrapper = QWidget()
        wrapper.setLayout(form)
        layout.addWidget(wrapper, 0, Qt.AlignmentFlag.AlignHCenter)
        hint = QLabel("Changes are saved at once. The pace is the pause between the computer's moves.")
        hint.setObjectName("Hint")
        layout.addSpacing(8)
        layout.addWidget(hint, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(20)
        buttons = QHBoxLayout()
        reset = QPushButton("Reset window size")
        reset.setObjectName("BackButton")
        reset.clicked.connect(self.resetWindow)
        back = QPushButton("Back to the start page")
        back.setObjectName("BackButton")
        back.clicked.connect(self.back)
        buttons.addStretch(1)
        buttons.addWidget(reset)
        buttons.addWidget(back)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addStretch(2)
        for edit in (self.player_name, self.friend_name):
            edit.editingFinished.connect(self._store)
        self.difficulty.currentIndexChanged.connect(self._store)
        self.pace.currentIndexChanged.connect(self._store)

    def _store(self) -> None:
        s = self.settings
        s.player_name = self.player_name.text().strip() or s.player_name
        s.friend_name = self.friend_name.text().strip() or s.friend_name
        self.player_name.setText(s.player_name)
        self.friend_name.setText(s.friend_name)
        s.difficulty = self.difficulty.currentData()
        s.computer_pace = self.pace.currentData()
        self.changed.emit()


class GamePage(QWidget):
    """The table plus a slim bar: what is being played, the rules reference and the way back."""

    leave = Signal()
    newGame = Signal()
    rulesRequested = Signal(str)  # a rules term to show ("" for the whole reference)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        bar = QWidget()
        bar.setObjectName("GameBar")
        bar.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        row = QHBoxLayout(bar)
        row.setContentsMargins(8, 4, 8, 4)
        self.back_button = QPushButton("← Start page")
        self.back_button.setToolTip("The game is saved: Continue picks it up where you left it.")
        self.back_button.clicked.connect(self.leave)
        self.summary = QLabel()
        self.rules_button = QPushButton("Rules reference")
        self.rules_button.setToolTip("Every rules term, explained. Terms in the game log are links too.")
        self.rules_button.clicked.connect(lambda: self.rulesRequested.emit(""))
        self.new_game_button = QPushButton("New game")
        self.new_game_button.clicked.connect(self.newGame)
        row.addWidget(self.back_button)
        row.addSpacing(12)
        row.addWidget(self.summary, 1)
        row.addWidget(self.rules_button)
        row.addWidget(self.new_game_button)
        layout.addWidget(bar)
        self.notice = Notice()
        layout.addWidget(self.notice)
        self.table: QWidget | None = None
        self._layout = layout

    def set_table(self, table: QWidget) -> None:
        """Put ``table`` on the page, replacing the previous one."""
        if self.table is not None:
            self._layout.removeWidget(self.table)
            self.table.deleteLater()
        table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._layout.addWidget(table, 1)
        self.table = table
        log = getattr(table, "log", None)
        if log is not None and hasattr(log, "termClicked"):  # a rules term clicked in the game log
            log.termClicked.connect(self.rulesRequested)


class MainWindow(QMainWindow):
    """Holofoil's one window."""

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings or Settings()
        self.setWindowTitle("Holofoil")
        palette.apply()  # every dialog and menu, whoever opens it
        self.setStyleSheet(SHELL_CSS)
        self.setMinimumSize(*MIN_SIZE)
        self.session: GameSession | None = None  # the game on the table, if any
        self.deck_editor: QWidget | None = None  # made on first use
        self.tutorial: QWidget | None = None
        self.rules_reference: GlossaryDialog | None = None  # the rules reference dialog, made on first use
        self.recent_page: RecentGamesPage | None = None  # made on first use
        self.replay_page: ReplayPage | None = None  # the recorded game being watched
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)

        self.start_page = StartPage()
        self.game_page = GamePage()
        self.settings_page = SettingsPage(self.settings)
        self.coming_soon = {key: InfoPage(*text) for key, text in COMING_SOON.items()}
        for page in (self.start_page, self.game_page, self.settings_page, *self.coming_soon.values()):
            self.stack.addWidget(page)
        self.settings_page.back.connect(self.show_start)
        for info in self.coming_soon.values():
            info.back.connect(self.show_start)

        sp = self.start_page
        sp.continue_button.clicked.connect(self.continue_game)
        sp.new_game_button.clicked.connect(lambda: self.open_new_game())
        sp.recent_button.clicked.connect(self.open_recent_games)
        sp.deck_editor_button.clicked.connect(self.open_deck_editor)
        sp.tutorial_button.clicked.connect(self.open_tutorial)
        sp.rules_button.clicked.connect(lambda: self.open_rules_reference())
        sp.settings_button.clicked.connect(lambda: self.stack.setCurrentWidget(self.settings_page))
        sp.quit_button.clicked.connect(self.close)
        self.settings_page.changed.connect(self.store_settings)
        self.settings_page.resetWindow.connect(self.reset_geometry)
        self.game_page.leave.connect(self.show_start)
        self.game_page.newGame.connect(lambda: self.open_new_game())
        self.game_page.rulesRequested.connect(self.open_rules_reference)
        QShortcut(QKeySequence.StandardKey.Quit, self).activated.connect(self.close)

        self.restore_geometry()
        self.show_start()

    # ------------------------------------------------------------------ pages
    def show_start(self) -> None:
        """Back to the start page. An unfinished game is saved, then its session is closed,
        so the computer does not play on while nobody watches; Continue resumes the save."""
        self.save_game()
        self.close_session()
        self.close_replay()
        self.start_page.refresh(saves.peek_current())
        self.stack.setCurrentWidget(self.start_page)

    def notify(self, text: str) -> None:
        """Tell the player something went wrong with their files (on the visible page)."""
        page = self.stack.currentWidget()
        notice = self.game_page.notice if page is self.game_page else self.start_page.notice
        notice.show_message(text)

    def notice_text(self) -> str:
        """Every message showing now (for tests and the benchmark)."""
        return "\n".join(t for t in (self.start_page.notice.text(), self.game_page.notice.text()) if t)

    def open_deck_editor(self) -> QWidget:
        """The deck editor page (or a "coming soon" page if this build has none)."""
        if self.deck_editor is None:
            try:
                from desktop.ui.deck_editor import DeckEditor
            except ImportError:
                self.deck_editor = self.coming_soon["deck_editor"]
            else:
                editor = DeckEditor()
                editor.closeRequested.connect(self.show_start)
                editor.playRequested.connect(self.open_new_game)
                self.stack.addWidget(editor)
                self.deck_editor = editor
        self.stack.setCurrentWidget(self.deck_editor)
        return self.deck_editor

    def open_recent_games(self) -> QWidget:
        """The Recent games page (the list read again)."""
        from desktop.ui.recent_page import RecentGamesPage

        self.close_replay()
        if self.recent_page is None:
            page = RecentGamesPage()
            page.back.connect(self.show_start)
            page.watchRequested.connect(self.watch_record)
            self.stack.addWidget(page)
            self.recent_page = page
        self.recent_page.refresh()
        self.stack.setCurrentWidget(self.recent_page)
        return self.recent_page

    def watch_record(self, record, entry) -> QWidget:
        """Watch a replayed record (``engine/record.py``) move by move."""
        from desktop.ui.replay_page import ReplayPage

        self.close_replay()
        recent = self.recent_page
        assert recent is not None  # records are watched from the Recent games page
        self.replay_page = page = ReplayPage(record, entry)
        page.leave.connect(self.open_recent_games)
        page.exportRequested.connect(lambda chosen: recent.export(chosen, page.notice))
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        return page

    def close_replay(self) -> None:
        """Put away the replay being watched, if any."""
        page, self.replay_page = self.replay_page, None
        if page is not None:
            page.close_replay()
            self.stack.removeWidget(page)
            page.deleteLater()

    def open_tutorial(self) -> QWidget:
        """The tutorial's lesson list (or a "coming soon" page if this build has none)."""
        if self.tutorial is None:
            try:
                from desktop.ui.tutorial.page import TutorialPage
            except ImportError:
                self.tutorial = self.coming_soon["tutorial"]
            else:
                page = TutorialPage(player_name=self.settings.player_name)
                page.backRequested.connect(self.show_start)
                self.stack.addWidget(page)
                self.tutorial = page
        self.stack.setCurrentWidget(self.tutorial)
        return self.tutorial

    def open_rules_reference(self, term: str | None = None) -> QWidget:
        """The rules reference (one dialog, kept), at ``term`` if given. Its lesson links
        open that lesson in the tutorial (a game on the table is saved first)."""
        from desktop.ui.tutorial.glossary_dialog import GlossaryDialog

        if self.rules_reference is None:
            dialog = GlossaryDialog(self)
            dialog.lessonRequested.connect(self.open_lesson)
            self.rules_reference = dialog
        dialog = self.rules_reference
        if term:
            dialog.show_term(term)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def open_lesson(self, lesson_id: str) -> QWidget:
        """Lesson ``lesson_id`` in the tutorial (the game on the table is saved and closed first)."""
        self.save_game()
        self.close_session()
        page = self.open_tutorial()
        if hasattr(page, "open_lesson"):
            return page.open_lesson(lesson_id)
        return page

    def _editor_may_close(self) -> bool:
        """Ask the deck editor about unsaved changes before quitting."""
        editor = self.deck_editor
        return editor is None or not hasattr(editor, "maybe_close") or editor.maybe_close()

    # ------------------------------------------------------------------ games
    def open_new_game(self, deck=None):
        """Open the New game window (``deck``: one from the deck editor, for player 1)."""
        from desktop.ui.new_game import NewGameDialog

        dialog = NewGameDialog(self.settings, self, deck=deck)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.started.connect(self._start_from_dialog)
        dialog.open()
        return dialog

    def _start_from_dialog(self, setup) -> None:
        game, seats = setup.game, setup.seats
        s = self.settings
        if seats.hot_seat:
            s.player_name, s.friend_name = game.names[0], game.names[1]
        else:
            s.player_name = game.names[0]
            s.difficulty = seats.difficulty
        s.last_decks = list(seats.deck_names)
        self.store_settings()
        self.start_game(game, seats)

    def continue_game(self) -> bool:
        """Resume the unfinished game exactly; a bad save is reported and set aside."""
        try:
            loaded = saves.load_current_with_log()
        except saves.SaveError as exc:
            self.start_page.refresh(saves.peek_current())
            self.notify(exc.message())
            return False
        if loaded is None:
            self.start_page.refresh(None)
            return False
        game, seats, log = loaded
        try:
            self.start_game(game, seats, log=log)
        except Exception as exc:  # noqa: BLE001 - a save that loads but can't be played is set aside too
            error = saves.unplayable(exc)  # first: leaving the table must not save over it
            self.close_session()
            self.show_start()
            self.notify(error.message())
            return False
        return True

    def start_game(self, game, seats: saves.Seats, autosave: bool = True, log: list[str] | None = None) -> None:
        """Put ``game`` on the table with its seats (human or computer) and its ``log`` so far.

        ``autosave=False`` keeps the player's save untouched (screenshots).
        """
        from desktop.ui.session import GameSession

        self.save_game()
        self.close_session()
        self.session = session = GameSession(game, seats, pace_ms=self.settings.pace_ms, autosave=autosave,
                                             parent=self, log=log or ())
        session.saveFailed.connect(self.notify)
        session.finished.connect(self._game_over)
        self.game_page.summary.setText(saves.summary_of(game, seats))
        session.turnChanged.connect(
            lambda _seat: self.game_page.summary.setText(saves.summary_of(session.game, seats)))
        self.game_page.set_table(session.table)
        self.stack.setCurrentWidget(self.game_page)
        session.save(wait=True)
        session.begin()

    def _game_over(self, text: str) -> None:
        self.game_page.summary.setText(text)

    def save_game(self) -> None:
        """Save the game on the table now (leaving it, quitting)."""
        if self.session is not None:
            self.session.save(wait=True)

    def close_session(self) -> None:
        """End the game session on the table (its computer players stop and their processes end)."""
        if self.session is not None:
            self.session.close()
            self.session = None

    # ------------------------------------------------------------------ settings & geometry
    def store_settings(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as exc:
            self.notify(f"Your settings could not be saved: {exc}")
        if self.session is not None:
            self.session.set_pace(self.settings.pace_ms)

    def restore_geometry(self) -> None:
        """Size and place the window as it was last time (or centred, at a good default size)."""
        geometry = self.settings.geometry
        if geometry.isascii() and self.restoreGeometry(QByteArray.fromBase64(geometry.encode("ascii"))):
            return
        self.reset_geometry()

    def reset_geometry(self) -> None:
        """The default size, centred on the screen."""
        if self.isMaximized():
            self.showNormal()
        screen = QGuiApplication.primaryScreen()
        width, height = DEFAULT_SIZE
        if screen is not None:
            area = screen.availableGeometry()
            width, height = min(width, area.width()), min(height, area.height())
            self.resize(width, height)
            self.move(area.center().x() - width // 2, area.center().y() - height // 2)
        else:
            self.resize(width, height)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt name)
        """Quitting saves the unfinished game, the window's place and the settings."""
        if not self._editor_may_close():
            event.ignore()
            return
        self.save_game()
        self.close_session()
        self.close_replay()
        self.settings.geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        self.settings.maximized = self.isMaximized()
        self.store_settings()
        super().closeEvent(event)

    def when_idle(self, callback) -> None:
        """Call ``callback`` once the event loop has nothing left to do (benchmarks)."""
        QTimer.singleShot(0, callback)
