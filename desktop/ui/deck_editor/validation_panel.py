"""Live validation: a one-line verdict, then each broken rule in words (click one to find its cards)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QMouseEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from desktop.decks.validate import Problem

MAX_LIST_HEIGHT = 170  # the list may always be this tall...
MAX_LIST_SHARE = 0.5  # ...or up to this share of the deck column, so the deck list keeps the rest


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
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)  # height: heightForWidth
        if problem.card_names:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self.setToolTip("Click to find these cards in the deck list")

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        """One line: the height a sentence really needs comes from ``heightForWidth`` (QLabel's
        own guess, made for some narrow width, left gaps under short sentences)."""
        hint = super().minimumSizeHint()
        return QSize(hint.width(), min(hint.height(), self.fontMetrics().lineSpacing()))

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
        self.scroll_area = QScrollArea()
        self.scroll_area.setObjectName("Problems")
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.scroll_area.setWidget(self.content)
        self.scroll_area.setAccessibleName("Deck problems")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self.verdict)
        layout.addWidget(self.scroll_area)
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
        self.scroll_area.setVisible(bool(self.problems))
        for widget in (self.verdict, self.verdict_label):
            widget.style().unpolish(widget)
            widget.style().polish(widget)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self._fit_timer.start(0)  # wrapped sentences need more or less height at a new width

    def event(self, event: QEvent) -> bool:
        parent = self.parentWidget()
        if event.type() == QEvent.Type.ParentChange and parent is not None:
            parent.installEventFilter(self)  # a taller column leaves more room (list_limit)
        return super().event(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._fit_timer.start(0)
        return super().eventFilter(watched, event)

    def list_limit(self) -> int:
        """The most height the sentences may take: ``MAX_LIST_HEIGHT``, or more in a tall deck column."""
        column = self.parentWidget()
        share = int(column.height() * MAX_LIST_SHARE) if column is not None else 0
        return max(MAX_LIST_HEIGHT, share)

    def _fit(self) -> None:
        """As tall as the sentences need, so none is cut. Past ``list_limit`` it scrolls, and
        then it shows whole sentences only (the scroll bar says there are more)."""
        if not self.rows:
            return
        frame = 2 * self.scroll_area.frameWidth()
        full = max(100, self.scroll_area.width() - frame)  # the viewport's width without a scroll bar
        wanted = self._height_for(full)
        limit = self.list_limit()
        if wanted + frame <= limit:
            self.scroll_area.setFixedHeight(wanted + frame)
            return
        width = max(100, full - self.scroll_area.verticalScrollBar().sizeHint().width())
        margins = self.content_layout.contentsMargins()
        height = margins.top()
        for k, row in enumerate(self.rows):
            step = row.heightForWidth(width - margins.left() - margins.right())
            step += self.content_layout.spacing() if k else 0
            if k and height + step + frame > limit:
                break
            height += step
        self.scroll_area.setFixedHeight(min(height, limit - frame) + frame)

    def _height_for(self, width: int) -> int:
        if self.content_layout.hasHeightForWidth():
            return self.content_layout.totalHeightForWidth(width)
        return self.content.sizeHint().height()

    def messages(self) -> list[str]:
        """The problem sentences shown (for tests and screen readers)."""
        return [p.message for p in self.problems]
