"""The Tutorial screen: the lessons in order, with a tick for each one completed."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop.tutorial.lessons import TRACKS, Lesson, load_lessons
from desktop.tutorial.progress import ProgressStore
from desktop.ui.tutorial.style import TUTORIAL_CSS


def preferred_track() -> str:
    """ "modern" if the decks last chosen in New game are built-in decks of today's game, else
    "classic" (the settings' ``last_decks``)."""
    from desktop.decks.resolve import ruleset_for
    from desktop.engine.cards import default_db
    from desktop.ui.settings import load_settings

    settings, _problem = load_settings()
    decks = default_db().all_theme_decks()
    chosen = [decks[name] for name in settings.last_decks if name in decks]
    try:
        return "modern" if chosen and ruleset_for(chosen) == "modern" else "classic"
    except ValueError:  # decks of two eras: no preference
        return "classic"


def _restyle(widget: QWidget) -> None:
    widget.style().unpolish(widget)
    widget.style().polish(widget)


class LessonRow(QFrame):
    """One lesson in the list: number or tick, title, summary, state and a start button."""

    def __init__(self, number: int, lesson: Lesson, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LessonRow")
        self.lesson = lesson
        self.number = number
        self.tick = QLabel(str(number))
        self.tick.setObjectName("LessonTick")
        self.tick.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = QLabel(lesson.title)
        self.title.setObjectName("LessonTitle")
        self.summary = QLabel(lesson.summary)
        self.summary.setObjectName("LessonSummary")
        self.summary.setWordWrap(True)
        self.state = QLabel()
        self.state.setObjectName("LessonState")
        self.button = QPushButton("Start")
        self.button.setObjectName("LessonButton")
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        text = QVBoxLayout()
        text.setSpacing(2)
        text.addWidget(self.title)
        text.addWidget(self.summary)
        text.addWidget(self.state)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.addWidget(self.tick)
        layout.addLayout(text, 1)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignVCenter)

    def set_state(self, state: str, detail: str, primary: bool) -> None:
        """``state``: "done", "current" (started, unfinished) or "new"."""
        self.tick.setText("✓" if state == "done" else str(self.number))
        self.button.setText({"done": "Play again", "current": "Continue"}.get(state, "Start"))
        self.state.setText(detail)
        self.state.setVisible(bool(detail))
        for widget in (self, self.tick):
            widget.setProperty("state", state)
            _restyle(widget)
        self.button.setProperty("primary", primary)
        _restyle(self.button)


class TutorialScreen(QWidget):
    """Lists the lessons with progress ticks; ``lessonRequested(id)`` starts one."""

    lessonRequested = Signal(str)
    backRequested = Signal()
    glossaryRequested = Signal()

    def __init__(self, parent: QWidget | None = None, store: ProgressStore | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TutorialScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(TUTORIAL_CSS)
        self.store = store if store is not None else ProgressStore()
        self.lessons = load_lessons()
        self.preferred_track = preferred_track()

        back = QPushButton("← Back")
        back.setObjectName("BackButton")
        back.clicked.connect(self.backRequested)
        title = QLabel("Learn to play")
        title.setObjectName("PageTitle")
        intro = QLabel("Short lessons on the real table, each a few moves long, in two tracks: the classic game "
                       "of 1999 and today's game. Take them in order, or jump to any topic.")
        intro.setObjectName("Hint")
        intro.setWordWrap(True)
        self.notice = QLabel(self.store.problem or "")  # a progress file that could not be used
        self.notice.setObjectName("Hint")
        self.notice.setWordWrap(True)
        self.notice.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.notice.setVisible(bool(self.store.problem))
        self.progress = QProgressBar()
        self.progress.setObjectName("TutorialProgress")
        self.progress.setRange(0, len(self.lessons))
        self.progress.setTextVisible(False)
        self.progress.setFixedHeight(12)
        self.progress_label = QLabel()
        self.progress_label.setObjectName("Hint")
        self.glossary_button = QPushButton("Rules reference…")
        self.glossary_button.setObjectName("LessonButton")
        self.glossary_button.clicked.connect(self._open_glossary)

        top = QHBoxLayout()
        top.addWidget(back)
        top.addStretch(1)
        top.addWidget(self.glossary_button)
        progress_row = QHBoxLayout()
        progress_row.addWidget(self.progress, 1)
        progress_row.addWidget(self.progress_label)

        self.rows: list[LessonRow] = []
        rows_box = QWidget()
        rows_box.setObjectName("TutorialScreen")
        rows_layout = QVBoxLayout(rows_box)
        rows_layout.setSpacing(8)
        self.track_titles: dict[str, QLabel] = {}
        for track, heading in TRACKS.items():
            lessons = [lesson for lesson in self.lessons if lesson.track == track]
            if not lessons:
                continue
            label = QLabel(heading)
            label.setObjectName("TrackTitle")
            self.track_titles[track] = label
            rows_layout.addWidget(label)
            for number, lesson in enumerate(lessons, start=1):
                row = LessonRow(number, lesson)
                row.button.clicked.connect(lambda _checked=False, lid=lesson.id: self.lessonRequested.emit(lid))
                self.rows.append(row)
                rows_layout.addWidget(row)
        rows_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidget(rows_box)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)

        column = QVBoxLayout()
        column.addLayout(top)
        column.addWidget(title)
        column.addWidget(intro)
        column.addWidget(self.notice)
        column.addLayout(progress_row)
        column.addWidget(scroll, 1)
        outer = QHBoxLayout(self)
        outer.addStretch(1)
        outer.addLayout(column, 6)
        outer.addStretch(1)
        self.refresh()

    def refresh(self) -> None:
        """Re-read progress: ticks, Continue buttons and the suggested next lesson."""
        done = [lesson.id for lesson in self.lessons if self.store.is_completed(lesson.id)]
        suggested = self.next_lesson_id()
        for row in self.rows:
            lid = row.lesson.id
            position = self.store.position(lid)
            if lid in done:
                state, detail = "done", "Completed"
            elif position > 0:
                state, detail = "current", f"Stopped at step {position + 1} of {len(row.lesson.steps)}"
            else:
                state, detail = "new", ""
            row.set_state(state, detail, primary=lid == suggested)
        self.progress.setValue(len(done))
        self.progress_label.setText(f"{len(done)} of {len(self.lessons)} lessons done")

    def next_lesson_id(self) -> str | None:
        """The lesson to suggest: one in progress, else the first not yet completed, taking first
        the track of the rules the player last chose decks for in New game."""
        for lesson in self.lessons:
            if self.store.position(lesson.id) > 0 and not self.store.is_completed(lesson.id):
                return lesson.id
        first = self.preferred_track
        for lesson in sorted(self.lessons, key=lambda item: item.track != first):
            if not self.store.is_completed(lesson.id):
                return lesson.id
        return None

    def row_for(self, lesson_id: str) -> LessonRow:
        return next(row for row in self.rows if row.lesson.id == lesson_id)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt name
        self.refresh()
        super().showEvent(event)

    def _open_glossary(self) -> None:
        from desktop.ui.tutorial.glossary_dialog import GlossaryDialog

        self.glossaryRequested.emit()
        dialog = GlossaryDialog(self)
        dialog.lessonRequested.connect(self.lessonRequested)
        dialog.open()
        self._glossary = dialog
