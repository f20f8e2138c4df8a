"""One lesson on the real table: the table, the coach's bubble and rings on top of it,
and a side panel with the lesson's progress, its rules terms and the recap at the end."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.tutorial.lessons import Lesson, load_lessons
from desktop.tutorial.progress import ProgressStore
from desktop.tutorial.runner import TutorialRunner
from desktop.ui.tutorial.coach import (
    CoachBubble,
    HighlightLocator,
    HighlightOverlay,
    TutorialController,
    bubble_pointer,
    place_bubble,
    task_text,
)
from desktop.ui.tutorial.style import TUTORIAL_CSS

if TYPE_CHECKING:
    from desktop.ui.tutorial.glossary_dialog import GlossaryDialog


def make_table(controller: TutorialController, animations: bool = True) -> QWidget:
    """The board engineer's table around ``controller``."""
    from desktop.ui.table import TableWidget

    return TableWidget(controller, animations=animations)


class TableHost(QWidget):
    """Holds the table; the rings and the coach's bubble float above it."""

    def __init__(self, table: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(table)
        self.overlay = HighlightOverlay(self)
        self.bubble = CoachBubble(self)
        self.overlay.raise_()
        self.bubble.raise_()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt name
        super().resizeEvent(event)
        self.overlay.setGeometry(self.rect())


class CoachBar(QFrame):
    """The strip above the table: which lesson, how far along, and the lesson's controls."""

    def __init__(self, lesson: Lesson, number: int, total: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CoachBar")
        self.back = QPushButton("←  All lessons")
        track = "  ·  TODAY'S GAME" if lesson.track == "modern" else ""
        self.lesson_label = QLabel(f"LESSON {number} OF {total}{track}")
        self.lesson_label.setObjectName("CoachLesson")
        self.title = QLabel(lesson.title)
        self.title.setObjectName("CoachTitle")
        self.steps = QProgressBar()
        self.steps.setObjectName("TutorialProgress")
        self.steps.setRange(0, len(lesson.steps))
        self.steps.setTextVisible(False)
        self.steps.setFixedSize(180, 10)
        self.step_label = QLabel()
        self.step_label.setObjectName("CoachStep")
        self.restart = QPushButton("↺  Restart")
        self.reference = QPushButton("Rules reference…")
        for button in (self.back, self.restart, self.reference):
            button.setObjectName("CoachButton")
        names = QVBoxLayout()
        names.setSpacing(0)
        names.addWidget(self.lesson_label)
        names.addWidget(self.title)
        progress = QVBoxLayout()
        progress.setSpacing(2)
        progress.addWidget(self.steps)
        progress.addWidget(self.step_label)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        layout.setSpacing(14)
        layout.addWidget(self.back)
        layout.addLayout(names, 1)
        layout.addLayout(progress)
        layout.addWidget(self.restart)
        layout.addWidget(self.reference)

    def show_progress(self, runner: TutorialRunner) -> None:
        number, total = runner.step_number
        finished = runner.finished
        self.steps.setValue(total if finished else number - 1)
        self.step_label.setText("Lesson complete ✓" if finished else f"Step {number} of {total}")


class LessonView(QWidget):
    """A lesson in progress on the real table, with its coach."""

    backRequested = Signal()
    lessonRequested = Signal(str)  # "Next lesson" (or a lesson link in the rules reference)
    finished = Signal(str)  # the lesson id, once completed

    def __init__(self, lesson: Lesson, store: ProgressStore | None = None, resume: bool = True,
                 names: tuple[str, str] | None = None, animations: bool = True,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LessonView")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(TUTORIAL_CSS)
        self.lesson = lesson
        self.store = store
        lessons = [x for x in load_lessons() if x.track == lesson.track]  # numbered within its track
        ids = [x.id for x in lessons]
        number = ids.index(lesson.id) + 1 if lesson.id in ids else 0
        self.next_lesson_id = ids[number] if 0 < number < len(ids) else None
        self.next_lesson_title = lessons[number].title if self.next_lesson_id else None

        self.runner = TutorialRunner(lesson, store=store, resume=resume, names=names)
        self.controller = TutorialController(self.runner, parent=self)
        self.table = make_table(self.controller, animations)
        self.host = TableHost(self.table)
        self.bar = CoachBar(lesson, number, len(lessons))
        self.bubble = self.host.bubble
        self.overlay = self.host.overlay
        self.locator = HighlightLocator(self.host, self.table, viewer=self.runner.player)
        self._glossary: GlossaryDialog | None = None
        self._feedback: tuple[str, str] = ("", "done")  # (message, kind) under the coach's note
        self._bubble_key: tuple = ()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.bar)
        layout.addWidget(self.host, 1)

        self.runner.listeners.append(lambda _r: self._step_changed())
        self.controller.coached.connect(self._coached)
        self.bubble.nextClicked.connect(self.next)
        self.bubble.showMeClicked.connect(self.show_me)
        self.bubble.termClicked.connect(self.show_term)
        self.bubble.nextLessonClicked.connect(self._next_lesson)
        self.bubble.lessonsClicked.connect(self.backRequested)
        self.bar.restart.clicked.connect(self.restart)
        self.bar.reference.clicked.connect(lambda: self.show_term(None))
        self.bar.back.clicked.connect(self.backRequested)
        # The table words its banner for a game; the lesson's state overrides it (these
        # slots run after the table's own, which were connected first).
        for signal in (self.controller.stateChanged, self.controller.thinkingChanged,
                       self.controller.viewerChanged, self.controller.gameOver):
            signal.connect(self._update_banner)
        log = getattr(self.table, "log", None)
        if log is not None and hasattr(log, "termClicked"):  # rules terms in the game log open this lesson's reference
            log.termClicked.connect(self.show_term)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(self.next)

        self._tick = QTimer(self)
        self._tick.setInterval(120)
        self._tick.timeout.connect(self._place)
        self._tick.start()
        self.controller.start()
        self._step_changed()

    # ------------------------------------------------------------------ actions
    def next(self) -> None:
        """Acknowledge the current explanation. The last step's ✓ or ✗ does not carry over:
        it is cleared before the next step is shown."""
        kept, self._feedback = self._feedback, ("", "done")
        if not self.runner.next():
            self._feedback = kept

    def show_me(self) -> None:
        """Do the current step for the player (the engine's reason for a "try it" step)."""
        step = self.runner.step
        if step is None:
            return
        blocked = step.blocked
        message = self.runner.skip()
        self._feedback = (message, "rule" if blocked else "done")
        self._step_changed()

    def restart(self) -> None:
        self._feedback = ("", "done")
        self.runner.restart()

    def show_term(self, term: str | None) -> None:
        """Open the rules reference (at ``term``)."""
        from desktop.ui.tutorial.glossary_dialog import GlossaryDialog

        if self._glossary is None:
            self._glossary = GlossaryDialog(self)
            self._glossary.lessonRequested.connect(self.lessonRequested)
        if term:
            self._glossary.show_term(term)
        self._glossary.show()
        self._glossary.raise_()

    def close_lesson(self) -> None:
        """Stop timers and the controller (the view is about to go)."""
        self._tick.stop()
        self.controller.close()

    # ------------------------------------------------------------------ reacting
    def _coached(self, kind: str, message: str) -> None:
        self._feedback = (message, kind)
        self._show_feedback()

    def _step_changed(self) -> None:
        runner = self.runner
        step = runner.step
        number, total = runner.step_number
        message_bar = getattr(self.table, "message_bar", None)
        if message_bar is not None:  # a refusal of the last step's moves no longer applies
            message_bar.clear()
        if step is None:
            self.bubble.set_finished(self.lesson.recap, list(self.lesson.glossary), self.next_lesson_id is not None)
            self.finished.emit(self.lesson.id)
        else:
            title = f"STEP {number} OF {total}"
            self.bubble.set_step(title, step.text or "", step.waits_for_next, task_text(runner), step.modern)
        if step is not None:
            self._show_feedback()
        self.bar.show_progress(runner)
        self._update_banner()
        self._bubble_key = ()
        self._place()

    def banner_text(self) -> tuple[str, str] | None:
        """What the table's banner says for the lesson's state (None: the table's own words)."""
        runner = self.runner
        step = runner.step
        if step is None:
            if self.next_lesson_title:
                return ("Lesson complete ✓",
                        f"Next: “{self.next_lesson_title}”. Press Next lesson, or All lessons to pick another.")
            return "Lesson complete ✓", "That was the last lesson. Press All lessons to play any of them again."
        game = runner.game
        if step.waits_for_next and game.outcome is None and game.to_move != runner.player:
            # The rival's scripted moves are made: nothing is playing while the coach talks.
            return f"{game.names[game.to_move]}'s turn", "Read the coach's note, then press Next."
        return None

    def _update_banner(self, *_args) -> None:
        banner = getattr(self.table, "banner", None)
        text = self.banner_text()
        if banner is not None and text is not None:
            banner.set_text(*text, "over" if self.runner.finished else "wait")

    def _show_feedback(self) -> None:
        message, kind = self._feedback
        self.bubble.set_feedback(message, kind)
        self._bubble_key = ()
        self._place()

    def _place(self) -> None:
        """Put the rings on the highlighted things and the bubble next to them."""
        step = self.runner.step
        highlights = step.highlight if step is not None else ()
        rects = self.locator.rects(highlights)
        board = self.locator.board_rect()
        self.bubble.adjustSize()
        size = (self.bubble.width(), self.bubble.height())
        key = (tuple((r.x() // 6, r.y() // 6, r.width() // 6, r.height() // 6) for r in rects), size,
               board.getRect())
        if key != self._bubble_key:
            self._bubble_key = key
            point = place_bubble(size, rects, board, self.locator.card_rects(),
                                 keep_clear=self.locator.info_rects(), never=self.locator.notice_rects())
            self.bubble.move(point)
        pointer = bubble_pointer(self.bubble.geometry(), rects[0]) if rects else None
        self.overlay.set_rects(rects, pointer)

    def _next_lesson(self) -> None:
        if self.next_lesson_id is not None:
            self.lessonRequested.emit(self.next_lesson_id)
