"""A pile's cards in a manual step (Table mode), each movable anywhere its owner's cards may go.

Opened by clicking a deck, the Prize cards, the Lost Zone or the discard pile while a manual
step is open. Pick a card, then a place: the dialog emits the manual move (``moveRequested``)
and closes; the engine checks the move. Prize cards stay face down (pick one by its place).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QBoxLayout, QComboBox, QHBoxLayout, QLabel, QPushButton, QWidget

from desktop.engine.actions import ManualMove, pos_text
from desktop.engine.table import ZONE_WORDS
from desktop.ui.board import pixmaps
from desktop.ui.board.drops import relative
from desktop.ui.panels.card_picker import THUMB_W, CardPicker

if TYPE_CHECKING:
    from desktop.engine.game import Game

PILE_TITLES = {"deck": "deck", "prizes": "Prize cards", "lost": "Lost Zone", "discard": "discard pile"}
DESTINATIONS = ("hand", "deck", "deckbottom", "discard", "lost", "prizes")


class ManualCards(CardPicker):
    """The cards of one pile, with buttons that move the chosen one."""

    moveRequested = Signal(object)  # a ManualMove

    def __init__(self, game: Game, actor: int, seat: int, pile: str, parent: QWidget | None = None,
                 uids: Sequence[int] | None = None, title: str = "") -> None:
        """``seat``'s ``pile``; or just ``uids`` of it (the top cards looked at), under ``title``."""
        p = game.players[seat]
        uids = list(reversed(getattr(p, pile))) if uids is None else list(uids)  # the top card first
        whose = "Your" if seat == actor else f"{game.names[seat]}'s"
        title = title or f"{whose} {PILE_TITLES[pile]} ({len(uids)} cards): choose a card, then where it goes"
        super().__init__(title, [(u, game.cards[u]) for u in uids], choosing=False, parent=parent)
        self.setObjectName("CardPicker")
        self.pile = pile
        if pile == "prizes":  # face down: a Prize card is taken by its place, unseen
            for i in range(self.grid.count()):
                item = self.grid.item(i)
                item.setIcon(QIcon(pixmaps.back(THUMB_W * 2)))
                item.setText(f"Prize card {i + 1}")
                item.setData(Qt.ItemDataRole.UserRole + 1, "prize")
        if self.grid.count():
            self.grid.setCurrentRow(0)
        row = QHBoxLayout()
        row.addWidget(QLabel("Move it to:"))
        for zone in DESTINATIONS:
            if zone == pile or (zone == "deckbottom" and pile == "deck"):
                continue
            button = QPushButton(ZONE_WORDS[zone].capitalize())
            button.clicked.connect(lambda _c=False, z=zone: self._move(z))
            row.addWidget(button)
        self.onto = QComboBox()
        self.onto.addItem("a new Benched Pokémon", "bench")
        for pos, slot in game.players[seat].in_play():
            spot = "Active" if pos == 0 else f"Bench {pos}"
            self.onto.addItem(f"onto {game.name_of(slot.top)} ({spot})", pos_text(relative(actor, seat, pos)))
        put = QPushButton("Put it")
        put.clicked.connect(lambda: self._move(str(self.onto.currentData())))
        row.addStretch(1)
        row.addWidget(self.onto)
        row.addWidget(put)
        layout = self.layout()
        assert isinstance(layout, QBoxLayout)  # CardPicker lays itself out in a QVBoxLayout
        layout.insertLayout(layout.indexOf(self.buttons), row)

    def chosen(self) -> int | None:
        item = self.grid.currentItem()
        return None if item is None or item.isHidden() else int(item.data(Qt.ItemDataRole.UserRole))

    def _move(self, zone: str) -> None:
        uid = self.chosen()
        if uid is None:
            return
        self.moveRequested.emit(ManualMove(uid, zone))
        self.accept()
