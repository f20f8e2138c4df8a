"""Open a deck: the theme decks (read-only), the player's decks, and any deck file that failed to load.

A broken file is listed with the reason it failed and where it is; it can't be
opened and is never changed, moved or deleted from here.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.decks import storage
from desktop.decks.validate import validate
from desktop.engine.cards import CardDB
from desktop.ui.deck_editor import library
from desktop.ui.deck_editor.document import BUILTIN, USER
from desktop.ui.deck_editor.style import DIALOG_CSS

KIND_ROLE = Qt.ItemDataRole.UserRole + 1
NAME_ROLE = Qt.ItemDataRole.UserRole + 2
ERROR_ROLE = Qt.ItemDataRole.UserRole + 3
HEADER_COLOUR = QColor("#f2c14e")
ERROR_COLOUR = QColor("#ff8f80")


class DeckPicker(QDialog):
    """Lists every deck; ``chosen(kind, name)`` fires when the player opens one."""

    chosen = Signal(str, str)  # BUILTIN or USER, deck name

    def __init__(self, db: CardDB, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DeckEditorDialog")
        self.setStyleSheet(DIALOG_CSS)
        self.setWindowTitle("Open a deck")
        self.setModal(True)
        self.resize(620, 560)
        self.db = db
        title = QLabel("Open a deck")
        title.setObjectName("PanelTitle")
        self.list = QListWidget()
        self.list.setAccessibleName("Decks")
        self.list.setWordWrap(True)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        folder = QLabel(f"Your decks are kept in {storage.decks_dir()}")
        folder.setObjectName("Hint")
        folder.setWordWrap(True)
        folder.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.open_button = QPushButton("Open")
        self.open_button.setObjectName("PrimaryButton")
        cancel = QPushButton("Cancel")
        cancel.clicked.connect(self.reject)
        self.open_button.clicked.connect(self._open_current)
        self.list.itemDoubleClicked.connect(lambda _item: self._open_current())
        self.list.currentItemChanged.connect(lambda cur, _prev: self._describe(cur))
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(cancel)
        buttons.addWidget(self.open_button)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.detail)
        layout.addWidget(folder)
        layout.addLayout(buttons)
        self.reload()

    def reload(self) -> None:
        """Read the deck folder again."""
        self.list.clear()
        entries = library.entries(self.db)
        theme = [e for e in entries if e.builtin]
        mine = [e for e in entries if not e.builtin]
        self._header("THEME DECKS · read-only (duplicate one to edit it)")
        for entry in theme:
            self._entry(entry, BUILTIN)
        self._header("YOUR DECKS")
        if not mine:
            note = QListWidgetItem("   No saved decks yet: build one and press Save.")
            note.setFlags(Qt.ItemFlag.NoItemFlags)
            self.list.addItem(note)
        for entry in mine:
            self._entry(entry, USER)
        for row in range(self.list.count()):
            if self.list.item(row).flags() & Qt.ItemFlag.ItemIsEnabled:
                self.list.setCurrentRow(row)
                break
        self._describe(self.list.currentItem())

    def _header(self, text: str) -> None:
        item = QListWidgetItem(text)
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        item.setForeground(HEADER_COLOUR)
        font = item.font()
        font.setBold(True)
        item.setFont(font)
        self.list.addItem(item)

    def _entry(self, entry: storage.DeckEntry, kind: str) -> None:
        if entry.error:
            item = QListWidgetItem(f"   ⚠ {entry.path.name if entry.path else entry.name} — can't be opened")
            item.setForeground(ERROR_COLOUR)
            item.setToolTip(entry.error)
        else:
            deck = entry.deck
            assert deck is not None
            problems = validate(deck)
            state = "ready to play" if not problems else f"{len(problems)} to fix"
            item = QListWidgetItem(f"   {entry.name}    ·  {deck.total} cards, {state}")
        item.setData(KIND_ROLE, kind)
        item.setData(NAME_ROLE, entry.name)
        item.setData(ERROR_ROLE, entry.error)
        self.list.addItem(item)

    def items(self) -> list[QListWidgetItem]:
        """Every deck row (headers left out)."""
        rows = (self.list.item(i) for i in range(self.list.count()))
        return [item for item in rows if item.data(KIND_ROLE)]

    def select(self, name: str) -> bool:
        """Make the row of deck ``name`` current; False if it is not listed."""
        for item in self.items():
            if item.data(NAME_ROLE) == name:
                self.list.setCurrentItem(item)
                return True
        return False

    def _describe(self, item: QListWidgetItem | None) -> None:
        error = item.data(ERROR_ROLE) if item is not None else ""
        kind = item.data(KIND_ROLE) if item is not None else ""
        self.open_button.setEnabled(bool(kind) and not error)
        if error:
            self.detail.setObjectName("Error")
            self.detail.setText(error)
        else:
            self.detail.setObjectName("Hint")
            self.detail.setText("Theme decks open read-only." if kind == BUILTIN else "")
        self.detail.style().unpolish(self.detail)
        self.detail.style().polish(self.detail)

    def _open_current(self) -> None:
        item = self.list.currentItem()
        if item is None or not item.data(KIND_ROLE) or item.data(ERROR_ROLE):
            return
        self.accept()
        self.chosen.emit(item.data(KIND_ROLE), item.data(NAME_ROLE))
