"""The whole tutorial as one page for the app shell: the lesson list, and a lesson on
the real table when one is picked.

    page = TutorialPage()                 # progress from the user's tutorial folder
    page.backRequested.connect(...)       # "Back" on the lesson list: leave the tutorial
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QStackedWidget, QVBoxLayout, QWidget

from desktop.tutorial.lessons import lesson_by_id
from desktop.tutorial.progress import ProgressStore
from desktop.ui.tutorial.lesson_view import LessonView
from desktop.ui.tutorial.screen import TutorialScreen


class TutorialPage(QWidget):
    """The lesson list and the lesson being played, in one stack."""

    backRequested = Signal()

    def __init__(self, parent: QWidget | None = None, store: ProgressStore | None = None,
                 player_name: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TutorialPage")
        self.store = store if store is not None else ProgressStore()
        self.names = (player_name, "Rival") if player_name else None
        self.lesson_list = TutorialScreen(store=self.store)
        self.lesson_view: LessonView | None = None
        self.stack = QStackedWidget()
        self.stack.addWidget(self.lesson_list)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack)
        self.lesson_list.lessonRequested.connect(self.open_lesson)
        self.lesson_list.backRequested.connect(self.backRequested)

    def open_lesson(self, lesson_id: str) -> LessonView:
        """Show lesson ``lesson_id`` on the table (continuing where it stopped)."""
        self._close_lesson()
        view = LessonView(lesson_by_id(lesson_id), store=self.store, resume=True, names=self.names)
        view.backRequested.connect(self.show_list)
        view.lessonRequested.connect(self.open_lesson)
        self.lesson_view = view
        self.stack.addWidget(view)
        self.stack.setCurrentWidget(view)
        return view

    def show_list(self) -> None:
        """Back to the lesson list, with fresh ticks."""
        self._close_lesson()
        self.lesson_list.refresh()
        self.stack.setCurrentWidget(self.lesson_list)

    def close(self) -> bool:  # noqa: D102 - QWidget.close, also stops a running lesson
        self._close_lesson()
        return super().close()

    def _close_lesson(self) -> None:
        view, self.lesson_view = self.lesson_view, None
        if view is not None:
            view.close_lesson()
            self.stack.removeWidget(view)
            view.deleteLater()
