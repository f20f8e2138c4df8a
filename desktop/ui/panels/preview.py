"""A large, readable picture of the card under the pointer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from desktop.ui.board import pixmaps

if TYPE_CHECKING:
    from desktop.ui.board.scene import Preview

WIDTH = 236  # about twice a card on the table


class PreviewPanel(QFrame):
    """The hovered card at about twice its table size, with a line about it in play."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Preview")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.image = QLabel()
        self.image.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.image.setFixedSize(WIDTH, pixmaps.card_height(WIDTH))
        self.detail = QLabel("Point at a card to see it here.")
        self.detail.setObjectName("PreviewDetail")
        self.detail.setWordWrap(True)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.image, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.detail)
        self.current: Preview | None = None

    def face_width(self) -> int:
        """The width of the card face this panel draws from (device pixels, 20 px steps)."""
        return round(WIDTH * self.devicePixelRatioF() / 20) * 20

    def face_ready(self, card_id: str) -> None:
        """The exact face of ``card_id`` was drawn: show it instead of the scaled stand-in."""
        if self.current is not None and self.current.card.id == card_id:
            self.show_preview(self.current)

    def show_preview(self, preview: Preview | None) -> None:
        self.current = preview
        if preview is None:
            self.image.clear()
            self.detail.setText("Point at a card to see it here.")
            return
        ratio = self.devicePixelRatioF()
        pix = pixmaps.face(preview.card, self.face_width())
        pix = pix.scaled(round(WIDTH * ratio), round(pixmaps.card_height(WIDTH) * ratio),
                         Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation)
        pix.setDevicePixelRatio(ratio)
        self.image.setPixmap(pix)
        self.detail.setText(preview.detail or preview.card.name)
