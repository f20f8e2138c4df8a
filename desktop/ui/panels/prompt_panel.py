"""The open question for the viewer: its text and the ways to answer it.

POKEMON prompts are answered on the table (the options light up); hand-card
prompts too. Options and numbers are buttons here; other card prompts open a
picker ("Choose a card…"); an optional prompt has a Done button.
"""

from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.engine.actions import Choose
from desktop.engine.prompts import CARD, NUMBER, OPTION

if TYPE_CHECKING:
    from desktop.engine.prompts import Prompt

OPTION_WORDS = {"first": "Go first", "second": "Go second", "keep": "Keep it"}
WIDE_OPTION = 24  # an option longer than this (a sentence: "Choose 1:") gets a row of its own, wrapped
WRAP_AT = 34  # characters a line of a wide option (the side panel is 400 pixels wide)


class PromptPanel(QFrame):
    """Shows one prompt; emits the answer as a Choose action."""

    actionRequested = Signal(object)
    pickerRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PromptPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        self.source = QLabel()
        self.source.setObjectName("Hint")
        self.text = QLabel()
        self.text.setObjectName("PromptText")
        self.text.setWordWrap(True)
        self.grid = QGridLayout()
        layout.addWidget(self.source)
        layout.addWidget(self.text)
        layout.addLayout(self.grid)
        self.buttons: dict[object, QPushButton] = {}  # answer value (None: Done) -> button
        self.prompt: Prompt | None = None
        self.hide()

    def show_prompt(self, prompt: Prompt | None) -> None:
        """Show ``prompt`` (None hides the panel)."""
        if prompt == self.prompt and self.isVisible() == (prompt is not None):
            return
        self.prompt = prompt
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        self.buttons = {}
        if prompt is None:
            self.hide()
            return
        source = prompt.source[:1].upper() + prompt.source[1:]  # a card's name as printed ("Sabrina's ESP")
        self.source.setText(source if prompt.source and prompt.source != "setup" else "")
        self.source.setVisible(bool(self.source.text()))
        self.text.setText(prompt.text)
        values: list = []
        if prompt.kind in (OPTION, NUMBER):
            values = list(prompt.options)
        labels = [OPTION_WORDS.get(str(value), str(value)) for value in values]
        wide = any(len(label) > WIDE_OPTION for label in labels)  # a sentence each ("Choose 1:"): one a row
        for i, (value, label) in enumerate(zip(values, labels, strict=True)):
            self._button(textwrap.fill(label, WRAP_AT) if wide else label, value, 3 * i if wide else i)
        n = 3 * len(values) if wide else len(values)
        if prompt.kind == CARD and prompt.zone != "hand":
            button = QPushButton("Choose a card…")
            button.setObjectName("PrimaryButton")
            button.clicked.connect(self.pickerRequested.emit)
            self.grid.addWidget(button, n // 3 + 1, 0, 1, 3)
            self.buttons["picker"] = button
        if prompt.optional:
            self._button("Done", None, 3 * (n // 3 + 2))
        self.show()

    def _button(self, label: str, value: object, index: int) -> None:
        button = QPushButton(label)
        button.setObjectName("PrimaryButton" if value is None else "ChoiceButton")
        button.clicked.connect(lambda _=False, v=value: self.actionRequested.emit(Choose(v)))
        if "\n" in label or index % 3 == 0 and len(label) > WIDE_OPTION:
            self.grid.addWidget(button, index // 3, 0, 1, 3)  # the whole row
        else:
            self.grid.addWidget(button, index // 3, index % 3)
        self.buttons[value] = button
