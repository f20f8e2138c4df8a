"""The small questions the editor asks (names, files, confirmations), in one place.

Each is a plain function so tests can replace it with ``monkeypatch`` instead
of clicking through a modal dialog. Each builds its dialog and calls ``exec``, so a
test can also look at the dialog itself. They are styled by the app's palette
(``desktop/ui/palette.py``), like every dialog.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QLineEdit, QMessageBox, QWidget

TEXT_FILES = "Deck lists (*.txt);;All files (*)"

SAVE, DISCARD, CANCEL = "save", "discard", "cancel"


def ask_name(parent: QWidget, title: str, label: str, suggested: str) -> str | None:
    """A deck name typed by the player, or None if they cancelled."""
    dialog = QInputDialog(parent)
    dialog.setWindowTitle(title)
    dialog.setLabelText(label)
    dialog.setTextEchoMode(QLineEdit.EchoMode.Normal)
    dialog.setTextValue(suggested)
    ok = dialog.exec() == QDialog.DialogCode.Accepted
    text = dialog.textValue().strip()
    dialog.deleteLater()
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
    box = QMessageBox(QMessageBox.Icon.Information, title, text, QMessageBox.StandardButton.Ok, parent)
    box.exec()


def _file(parent: QWidget, title: str, where: Path, saving: bool, kinds: str = TEXT_FILES) -> Path | None:
    """The system's file dialog (Qt's own, in the app's palette, where there is none); a path or None."""
    dialog = QFileDialog(parent, title, str(where), kinds)
    if saving:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix("txt")
    else:
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    ok = dialog.exec() == QDialog.DialogCode.Accepted
    chosen = dialog.selectedFiles()
    dialog.deleteLater()
    return Path(chosen[0]) if ok and chosen else None


def open_file(parent: QWidget) -> Path | None:
    """A deck list file to import, or None."""
    return _file(parent, "Import a deck list", Path.home(), saving=False)


def open_set_file(parent: QWidget) -> Path | None:
    """A pokemontcg.io set file (JSON) to import, or None."""
    return _file(parent, "Import a card set", Path.home(), saving=False, kinds="Card set files (*.json)")


def save_file(parent: QWidget, suggested: str) -> Path | None:
    """Where to write an exported deck list, or None."""
    return _file(parent, "Export the deck list", Path.home() / suggested, saving=True)
