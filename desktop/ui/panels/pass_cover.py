"""Hot-seat: a cover over the whole table while the device passes to the other player."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class PassCover(QWidget):
    """"Pass to <player>" with a button the next player presses when they are ready."""

    passed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("PassCover")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.title = QLabel()
        self.title.setObjectName("PassTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note = QLabel("The other player should look away. Your cards stay hidden until you press the button.")
        self.note.setObjectName("PassNote")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("PrimaryButton")
        self.button.clicked.connect(self.passed.emit)
        layout.addWidget(self.title)
        layout.addWidget(self.note)
        layout.addSpacing(16)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self.hide()

    def show_for(self, name: str) -> None:
        self.title.setText(f"Pass to {name}")
        self.button.setText(f"I am {name}: show my cards")
        parent = self.parentWidget()
        assert parent is not None  # made on the table (__init__ takes a parent)
        self.setGeometry(parent.rect())
        self.raise_()
        self.show()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(10, 16, 24, 245))
