"""The small questions the editor asks (names, files, confirmations), in one place.

Each is a plain function so tests can replace it with ``monkeypatch`` instead
of clicking through a modal dialog.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QInputDialog, QLineEdit, QMessageBox, QWidget

TEXT_FILES = "Deck lists (*.txt);;All files (*)"

SAVE, DISCARD, CANCEL = "save", "discard", "cancel"


def ask_name(parent: QWidget, title: str, label: str, suggested: str) -> str | None:
    """A deck name typed by the player, or None if they cancelled."""
    text, ok = QInputDialog.getText(parent, title, label, QLineEdit.EchoMode.Normal, suggested)
    text = text.strip()
    return text if ok and text else None


def confirm(parent: QWidget, title: str, text: str, yes: str = "OK") -> bool:
    """Ask a yes/no question; True if the player agreed."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.Cancel, parent)
    agree = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    box.setDefaultButton(agree)
    box.exec()
    return box.clickedButton() is agree


def ask_unsaved(parent: QWidget, deck_name: str) -> str:
    """The deck has unsaved changes: SAVE, DISCARD or CANCEL."""
    box = QMessageBox(QMessageBox.Icon.Warning, "Unsaved changes",
                      f"“{deck_name}” has changes that are not saved.", parent=parent)
    save = box.addButton("Save", QMessageBox.ButtonRole.AcceptRole)
    discard = box.addButton("Don't save", QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(save)
    box.exec()
    clicked = box.clickedButton()
    return SAVE if clicked is save else DISCARD if clicked is discard else CANCEL


def tell(parent: QWidget, title: str, text: str) -> None:
    """Show a message the player must acknowledge."""
    QMessageBox.information(parent, title, text)


def open_file(parent: QWidget) -> Path | None:
    """A deck list file to import, or None."""
    path, _ = QFileDialog.getOpenFileName(parent, "Import a deck list", str(Path.home()), TEXT_FILES)
    return Path(path) if path else None


def save_file(parent: QWidget, suggested: str) -> Path | None:
    """Where to write an exported deck list, or None."""
    path, _ = QFileDialog.getSaveFileName(parent, "Export the deck list", str(Path.home() / suggested), TEXT_FILES)
    return Path(path) if path else None
