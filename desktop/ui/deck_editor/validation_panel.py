"""Live validation: a one-line verdict, then each broken rule in words."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from desktop.decks.validate import Problem

NAMES_ROLE = Qt.ItemDataRole.UserRole + 1


def flagged_names(problems: Sequence[Problem]) -> dict[str, list[str]]:
    """Card name -> the messages of the problems that name it (for highlighting rows)."""
    flagged: dict[str, list[str]] = {}
    for problem in problems:
        for name in problem.card_names:
            flagged.setdefault(name, []).append(problem.message)
    return flagged


class ValidationPanel(QWidget):
    """Green "ready to play" or red "N problems" with the list; clicking a problem names its cards."""

    problem_clicked = Signal(object)  # tuple of card names

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.problems: list[Problem] = []
        self.verdict = QFrame()
        self.verdict.setObjectName("Verdict")
        self.verdict_label = QLabel()
        self.verdict_label.setWordWrap(True)
        verdict_layout = QHBoxLayout(self.verdict)
        verdict_layout.setContentsMargins(10, 6, 10, 6)
        verdict_layout.addWidget(self.verdict_label)
        self.list = QListWidget()
        self.list.setObjectName("Problems")
        self.list.setWordWrap(True)
        self.list.setAccessibleName("Deck problems")
        self.list.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.itemClicked.connect(self._clicked)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self.verdict)
        layout.addWidget(self.list)

    def _clicked(self, item: QListWidgetItem) -> None:
        self.problem_clicked.emit(item.data(NAMES_ROLE))

    def set_problems(self, problems: Sequence[Problem], total: int) -> None:
        """Show ``problems`` (an empty list means the deck is legal)."""
        self.problems = list(problems)
        self.list.clear()
        if not self.problems:
            self.verdict.setProperty("state", "ok")
            self.verdict_label.setText(f"✓ Ready to play: {total} cards, every rule met.")
            self.list.hide()
        else:
            self.verdict.setProperty("state", "bad")
            count = len(self.problems)
            self.verdict_label.setText(f"✗ Not playable yet: {count} {'problem' if count == 1 else 'problems'} "
                                       "to fix")
            for problem in self.problems:
                item = QListWidgetItem(f"• {problem.message}")
                item.setData(NAMES_ROLE, tuple(problem.card_names))
                item.setToolTip(problem.message)
                self.list.addItem(item)
            self.list.show()
        self.verdict.style().unpolish(self.verdict)
        self.verdict.style().polish(self.verdict)
        self.verdict_label.style().unpolish(self.verdict_label)
        self.verdict_label.style().polish(self.verdict_label)

    def messages(self) -> list[str]:
        """The problem sentences shown (for tests and screen readers)."""
        return [p.message for p in self.problems]
