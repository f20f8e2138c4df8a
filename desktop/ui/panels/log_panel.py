"""The game log: what happened, in plain words (see ``desktop/ui/log_text.py``)."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QPlainTextEdit, QWidget

MAX_LINES = 600


class LogPanel(QPlainTextEdit):
    """Read-only, newest line at the bottom; turn lines stand out."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameLog")
        self.setReadOnly(True)
        self.setMaximumBlockCount(MAX_LINES)
        self.setPlaceholderText("What happens in the game is written here.")
        self._lines: list[str] = []

    def add_lines(self, lines: list[str]) -> None:
        for line in lines:
            self._lines.append(line)
            text = html.escape(line)
            if line.startswith("Turn "):
                text = f"<br><b style='color:#f2c14e'>{text}</b>"
            elif line.startswith("Game over"):
                text = f"<b style='color:#ffffff'>{text}</b>"
            self.appendHtml(text)
        del self._lines[:-MAX_LINES]
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def clear_lines(self) -> None:
        self._lines = []
        self.clear()

    def lines(self) -> list[str]:
        """Every line shown (for tests)."""
        return list(self._lines)
