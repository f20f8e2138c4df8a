"""A dismissable message bar for problems with the player's files (a bad settings file,
a save that would not load, card art that is not used). Styled by the shell's ``QFrame#Notice``."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget


class Notice(QFrame):
    """A dismissable message bar (a bad settings file, a save that would not load...)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Notice")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(14, 10, 10, 10)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        close = QPushButton("OK")
        close.clicked.connect(self.hide)
        layout.addWidget(self.label, 1)
        layout.addWidget(close, 0, Qt.AlignmentFlag.AlignTop)
        self.hide()

    def show_message(self, text: str) -> None:
        """Show ``text`` (added below any message already showing)."""
        if self.isVisible() and self.label.text():
            text = self.label.text() + "\n\n" + text
        self.label.setText(text)
        self.show()

    def text(self) -> str:
        return self.label.text() if self.isVisible() else ""
