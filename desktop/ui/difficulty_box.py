"""The choice of computer player (New game and Settings), each item saying what it is like."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from desktop.ui.settings import DIFFICULTIES, DIFFICULTY_NOTES


def difficulty_box(current: str) -> QComboBox:
    """A combo box of the difficulties, ``current`` chosen; each item's tooltip is its note."""
    box = QComboBox()
    for i, name in enumerate(DIFFICULTIES):
        box.addItem(name.capitalize(), name)
        box.setItemData(i, DIFFICULTY_NOTES[name], Qt.ItemDataRole.ToolTipRole)
    box.setCurrentIndex(DIFFICULTIES.index(current))
    return box
