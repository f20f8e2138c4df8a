"""The banner across the top of the table: whose turn it is and what to do next."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget


class Banner(QFrame):
    """A headline ("Player 1 — your turn") and an instruction ("attach an Energy, ...")."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Banner")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(18, 8, 18, 8)
        layout.setSpacing(16)
        self.headline = QLabel()
        self.headline.setObjectName("BannerHeadline")
        self.instruction = QLabel()
        self.instruction.setObjectName("BannerInstruction")
        self.instruction.setWordWrap(True)
        layout.addWidget(self.headline)
        layout.addWidget(self.instruction, 1)

    def set_text(self, headline: str, instruction: str, tone: str = "") -> None:
        """``tone``: "act" (the viewer must act), "wait", "over" or "" (styles the banner)."""
        self.headline.setText(headline)
        self.instruction.setText(instruction)
        if self.property("tone") != tone:
            self.setProperty("tone", tone)
            for widget in (self, self.headline, self.instruction):  # their colours depend on the tone too
                widget.style().unpolish(widget)
                widget.style().polish(widget)

    def text(self) -> str:
        return f"{self.headline.text()}: {self.instruction.text()}"
