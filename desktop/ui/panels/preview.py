"""A large, readable picture of the card under the pointer.

At its full size the card is about twice as wide as on the table. In a short
window the side panel has less room: the picture then shrinks to what there is
(keeping the card's proportions and the caption under it) instead of being cut off.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from desktop.ui.board import pixmaps

if TYPE_CHECKING:
    from desktop.ui.board.scene import Preview

WIDTH = 236  # about twice a card on the table
MIN_WIDTH = 90  # the smallest picture worth showing
SPACING = 4


class PreviewPanel(QFrame):
    """The hovered card at about twice its table size (less if the panel is short), with a line
    about it in play."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Preview")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(SPACING)
        self.image = QLabel()
        self.image.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.image.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)  # sized by the panel
        self.detail = QLabel("Point at a card to see it here.")
        self.detail.setObjectName("PreviewDetail")
        self.detail.setWordWrap(True)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.image, 1)
        layout.addWidget(self.detail)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.current: Preview | None = None

    def _caption(self) -> int:
        return self.detail.sizeHint().height() + SPACING

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        return QSize(WIDTH, pixmaps.card_height(WIDTH) + self._caption())

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt name) - the caption wraps, the panel does not care
        return False

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        return QSize(MIN_WIDTH, pixmaps.card_height(MIN_WIDTH) + self._caption())

    def picture_width(self) -> int:
        """How wide the card is drawn now: full size, or what the panel's height leaves room for."""
        room = self.image.height() if self.image.height() > 0 else pixmaps.card_height(WIDTH)
        fits = room * WIDTH // pixmaps.card_height(WIDTH)
        return max(1, min(WIDTH, fits, self.width() or WIDTH))

    def face_width(self) -> int:
        """The width of the card face this panel draws from (device pixels, 20 px steps)."""
        return round(WIDTH * self.devicePixelRatioF() / 20) * 20

    def face_ready(self, card_id: str) -> None:
        """The exact face of ``card_id`` was drawn: show it instead of the scaled stand-in."""
        if self.current is not None and self.current.card.id == card_id:
            self.show_preview(self.current)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        if self.current is not None:
            self.show_preview(self.current)

    def show_preview(self, preview: Preview | None) -> None:
        self.current = preview
        if preview is None:
            self.image.clear()
            self.detail.setText("Point at a card to see it here.")
            return
        ratio = self.devicePixelRatioF()
        width = self.picture_width()
        pix = pixmaps.face(preview.card, self.face_width())
        pix = pix.scaled(round(width * ratio), round(pixmaps.card_height(width) * ratio),
                         Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation)
        pix.setDevicePixelRatio(ratio)
        self.image.setPixmap(pix)
        self.detail.setText(preview.detail or preview.card.name)
