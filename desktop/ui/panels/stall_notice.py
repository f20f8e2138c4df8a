"""A notice over the board when the computer's process stops answering, with Wait and Restart."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

TITLE = "The computer is not responding"
DETAIL = ("It has not chosen its move for {seconds} seconds. Wait for it, or restart it: "
          "it is asked the same question again and the game goes on.")
WIDTH = 460
MARGIN = 16  # from the top of the board


class StallNotice(QFrame):
    """Floats at the top of the board; ``waitClicked`` / ``restartClicked`` say what the player chose."""

    waitClicked = Signal()
    restartClicked = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("StallNotice")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.setSpacing(8)
        self.title = QLabel(TITLE)
        self.title.setObjectName("StallTitle")
        self.detail = QLabel()
        self.detail.setObjectName("StallDetail")
        self.detail.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.wait_button = QPushButton("Wait")
        self.wait_button.setObjectName("StallWait")
        self.restart_button = QPushButton("Restart")
        self.restart_button.setObjectName("PrimaryButton")
        self.wait_button.clicked.connect(self.waitClicked.emit)
        self.restart_button.clicked.connect(self.restartClicked.emit)
        buttons.addWidget(self.wait_button)
        buttons.addWidget(self.restart_button)
        layout.addWidget(self.title)
        layout.addWidget(self.detail)
        layout.addLayout(buttons)
        self.setFixedWidth(WIDTH)
        self.hide()

    def show_over(self, area: QRect, seconds: float) -> None:
        """Show the notice at the top middle of ``area`` (the board, in the parent's coordinates)."""
        self.detail.setText(DETAIL.format(seconds=f"{seconds:.0f}"))
        self.place(area)
        self.raise_()
        self.show()

    def place(self, area: QRect) -> None:
        """Keep to the top middle of ``area`` (after a resize)."""
        self.adjustSize()
        self.move(area.left() + max(0, (area.width() - self.width()) // 2), area.top() + MARGIN)
