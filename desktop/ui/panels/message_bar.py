"""A short message under the banner: why a move was refused, or a hint. Fades after a while."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QLabel, QWidget

SHOW_MS = 7000


class MessageBar(QLabel):
    """Shows the latest message; ``last_message`` keeps it after it hides."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MessageBar")
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.last_message = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def show_message(self, text: str, ms: int = SHOW_MS) -> None:
        self.last_message = text
        self.setText(text)
        self.show()
        self._timer.start(ms)

    def clear(self) -> None:
        self._timer.stop()
        self.hide()
