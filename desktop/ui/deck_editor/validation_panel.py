"""Live validation: a one-line verdict, then each broken rule in words (click one to find its cards)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QMouseEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from desktop.decks.validate import Problem

MAX_LIST_HEIGHT = 170


def flagged_names(problems: Sequence[Problem]) -> dict[str, list[str]]:
    """Card name -> the messages of the problems that name it (for highlighting rows)."""
    flagged: dict[str, list[str]] = {}
    for problem in problems:
        for name in problem.card_names:
            flagged.setdefault(name, []).append(problem.message)
    return flagged


class ProblemRow(QLabel):
    """One problem sentence; clicking it (when it names cards) emits ``clicked`` with those names."""

    clicked = Signal(object)  # tuple of card names

    def __init__(self, problem: Problem, parent: QWidget | None = None) -> None:
        super().__init__(f"• {problem.message}", parent)
        self.setObjectName("ProblemRow")
        self.problem = problem
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        if problem.card_names:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self.setToolTip("Click to find these cards in the deck list")

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        if event.button() == Qt.MouseButton.LeftButton and self.problem.card_names:
            self.clicked.emit(tuple(self.problem.card_names))
        super().mouseReleaseEvent(event)


class ValidationPanel(QWidget):
    """Green "ready to play" or red "N problems" with the sentences under it."""

    problem_clicked = Signal(object)  # tuple of card names

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.problems: list[Problem] = []
        self.rows: list[ProblemRow] = []
        self.verdict = QFrame()
        self.verdict.setObjectName("Verdict")
        self.verdict_label = QLabel()
        self.verdict_label.setWordWrap(True)
        verdict_layout = QHBoxLayout(self.verdict)
        verdict_layout.setContentsMargins(10, 6, 10, 6)
        verdict_layout.addWidget(self.verdict_label)
        self.content = QWidget()
        self.content.setObjectName("ProblemList")
        self.content_layout = QVBoxLayout(self.content)
        self.content_layout.setContentsMargins(8, 6, 8, 6)
        self.content_layout.setSpacing(6)
        self.scroll = QScrollArea()
        self.scroll.setObjectName("Problems")
        self.scroll.setWidgetResizable(True)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.scroll.setWidget(self.content)
        self.scroll.setAccessibleName("Deck problems")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self.verdict)
        layout.addWidget(self.scroll)
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.timeout.connect(self._fit)

    def set_problems(self, problems: Sequence[Problem], total: int) -> None:
        """Show ``problems`` (an empty list means the deck is legal)."""
        self.problems = list(problems)
        for row in self.rows:
            self.content_layout.removeWidget(row)
            row.hide()
            row.deleteLater()
        self.rows = []
        if not self.problems:
            self.verdict.setProperty("state", "ok")
            self.verdict_label.setText(f"✓ Ready to play: {total} cards, every rule met.")
        else:
            self.verdict.setProperty("state", "bad")
            count = len(self.problems)
            self.verdict_label.setText(f"✗ {count} {'problem' if count == 1 else 'problems'} to fix before playing")
            for problem in self.problems:
                row = ProblemRow(problem)
                row.clicked.connect(self.problem_clicked)
                self.content_layout.addWidget(row)
                self.rows.append(row)
        self.scroll.setVisible(bool(self.problems))
        for widget in (self.verdict, self.verdict_label):
            widget.style().unpolish(widget)
            widget.style().polish(widget)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self._fit_timer.start(0)  # wrapped sentences need more or less height at a new width

    def _fit(self) -> None:
        """As tall as the sentences need (up to a limit, then it scrolls), so the deck list keeps the room."""
        if not self.rows:
            return
        width = max(100, self.scroll.viewport().width() or self.width())
        wanted = self.content_layout.totalHeightForWidth(width) if self.content_layout.hasHeightForWidth() else \
            self.content.sizeHint().height()
        self.scroll.setFixedHeight(min(MAX_LIST_HEIGHT, wanted + 2 * self.scroll.frameWidth()))

    def messages(self) -> list[str]:
        """The problem sentences shown (for tests and screen readers)."""
        return [p.message for p in self.problems]
