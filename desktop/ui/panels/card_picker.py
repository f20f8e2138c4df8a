"""A searchable grid of cards: to answer a card prompt, or just to look through a pile.

Non-modal (``open()``/``show()``, never ``exec()``), so the table keeps running
and tests can drive it. ``picked(uid)`` is emitted on double-click or Choose.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.ui.board import pixmaps

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef

THUMB_W = 140


class CardPicker(QDialog):
    """Pick one of ``uids`` (or browse them when ``choosing`` is False)."""

    picked = Signal(int)
    finishedChoosing = Signal()  # Done on an optional prompt

    def __init__(self, title: str, cards: Sequence[tuple[int, CardDef]], choosing: bool = True,
                 optional: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CardPicker")
        self.setWindowTitle(title)
        self.choosing = choosing
        layout = QVBoxLayout(self)
        heading = QLabel(title)
        heading.setObjectName("PromptText")
        heading.setWordWrap(True)
        layout.addWidget(heading)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText("Filter by name or type…")
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._apply_filter)
        layout.addWidget(self.filter)
        self.grid = QListWidget()
        self.grid.setViewMode(QListView.ViewMode.IconMode)
        self.grid.setIconSize(QSize(THUMB_W, pixmaps.card_height(THUMB_W)))
        self.grid.setResizeMode(QListView.ResizeMode.Adjust)
        self.grid.setMovement(QListView.Movement.Static)
        self.grid.setSpacing(8)
        self.grid.setWordWrap(True)
        self.grid.itemDoubleClicked.connect(lambda item: self.choose(item.data(Qt.ItemDataRole.UserRole)))
        self._cards = {uid: card for uid, card in cards}
        for uid, card in cards:
            item = QListWidgetItem(QIcon(pixmaps.face(card, THUMB_W * 2)), card.name)
            item.setData(Qt.ItemDataRole.UserRole, uid)
            item.setData(Qt.ItemDataRole.UserRole + 1, " ".join((card.name, card.kind, *card.types,
                                                                  card.subtype, card.stage)).lower())
            item.setToolTip(card.name)
            self.grid.addItem(item)
        layout.addWidget(self.grid, 1)
        pixmaps.store().faceReady.connect(self._face_ready)
        buttons = QDialogButtonBox()
        if choosing:
            self.choose_button = QPushButton("Choose")
            self.choose_button.setDefault(True)
            self.choose_button.clicked.connect(self._choose_current)
            buttons.addButton(self.choose_button, QDialogButtonBox.ButtonRole.AcceptRole)
            if optional:
                done = QPushButton("Done (choose none)")
                done.clicked.connect(self._done)
                buttons.addButton(done, QDialogButtonBox.ButtonRole.RejectRole)
        close = QPushButton("Close" if not choosing else "Look at the table")
        close.clicked.connect(self.reject)
        buttons.addButton(close, QDialogButtonBox.ButtonRole.RejectRole)
        self.buttons = buttons
        layout.addWidget(buttons)
        self.resize(5 * (THUMB_W + 24) + 40, 620)

    def add_action(self, label: str, do: Callable[[], object]) -> QPushButton:
        """A button that does something with these cards (put a Pokémon V-UNION together) and closes."""
        button = QPushButton(label)
        button.setDefault(True)
        def accept_and_do() -> None:
            self.accept()
            do()

        button.clicked.connect(accept_and_do)
        self.buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        return button

    def _face_ready(self, card_id: str) -> None:
        """A face shown scaled from another size was drawn at the picture's own size: show that one."""
        for i in range(self.grid.count()):
            item = self.grid.item(i)
            card = self._cards[item.data(Qt.ItemDataRole.UserRole)]
            if card.id == card_id:
                item.setIcon(QIcon(pixmaps.face(card, THUMB_W * 2)))

    def visible_uids(self) -> list[int]:
        return [self.grid.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.grid.count())
                if not self.grid.item(i).isHidden()]

    def _apply_filter(self, text: str) -> None:
        words = text.lower().split()
        for i in range(self.grid.count()):
            item = self.grid.item(i)
            haystack = item.data(Qt.ItemDataRole.UserRole + 1)
            item.setHidden(not all(w in haystack for w in words))

    def _choose_current(self) -> None:
        item = self.grid.currentItem()
        if item is not None and not item.isHidden():
            self.choose(item.data(Qt.ItemDataRole.UserRole))

    def choose(self, uid: int) -> None:
        """Answer with card ``uid`` and close."""
        if not self.choosing:
            return
        self.picked.emit(uid)
        self.accept()

    def _done(self) -> None:
        self.finishedChoosing.emit()
        self.accept()
