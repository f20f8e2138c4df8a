"""The large card preview: whatever card the mouse (or keyboard) is on, drawn big."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from desktop.engine.cards import CardDef
from desktop.ui.deck_editor import search
from desktop.ui.deck_editor.thumbnails import CARD_RATIO, CardImages, placeholder

PREVIEW_WIDTH = 280
MIN_WIDTH = 150
FLOOR_WIDTH = 100  # how small the card may get when the statistics need the room (a short window)


class CardPicture(QWidget):
    """A card image that shrinks to fit the space it is given (never stretched, never cropped)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._pixmap = QPixmap()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumSize(FLOOR_WIDTH, round(MIN_WIDTH * CARD_RATIO))
        self.setMaximumHeight(round(PREVIEW_WIDTH * CARD_RATIO))

    def setPixmap(self, pixmap: QPixmap) -> None:  # noqa: N802 (QLabel-like name)
        self._pixmap = pixmap
        self.update()

    def pixmap(self) -> QPixmap:
        return self._pixmap

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(PREVIEW_WIDTH, round(PREVIEW_WIDTH * CARD_RATIO))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        if self._pixmap.isNull():
            return
        size = self._pixmap.deviceIndependentSize()
        scale = min(self.width() / size.width(), self.height() / size.height(), 1.0)
        width, height = size.width() * scale, size.height() * scale
        target = QRectF((self.width() - width) / 2, 0, width, height)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(target, self._pixmap, QRectF(self._pixmap.rect()))
        painter.end()


class CardPreview(QWidget):
    """Shows one card's rendered face and a line saying what it is and how many the deck has."""

    def __init__(self, images: CardImages, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CardPreview")
        self.images = images
        self.card: CardDef | None = None
        self.image = CardPicture()
        self.image.setPixmap(placeholder(None, PREVIEW_WIDTH))
        self.caption = QLabel("Point at a card to see it here.")
        self.caption.setObjectName("Hint")
        self.caption.setWordWrap(True)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.caption.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.caption.setMinimumHeight(34)  # two lines: the name and what it is never get squeezed out
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self.image)
        layout.addWidget(self.caption)
        images.ready.connect(self._image_ready)

    def show_card(self, card: CardDef, in_deck: int = 0) -> None:
        """Preview ``card``; ``in_deck`` is how many copies the deck holds."""
        self.card = card
        self.image.setPixmap(self.images.pixmap_now(card, PREVIEW_WIDTH))
        kind = search.stage(card) or search.supertype(card)
        what = f"{kind} {search.supertype(card)}" if card.kind != "pokemon" else f"{kind} Pokémon"
        held = f"{in_deck} in deck" if in_deck else "not in deck"
        self.caption.setText(f"<b>{card.name}</b> · {what} · {card.set_code} {card.number} · {held}")
        self.image.setAccessibleName(f"Preview of {card.name}")

    def _image_ready(self, card_id: str) -> None:
        if self.card is not None and self.card.id == card_id:
            self.image.setPixmap(self.images.pixmap(self.card, PREVIEW_WIDTH))


class SidePanel(QWidget):
    """The right-hand column: the preview above, the statistics below.

    The statistics get the height they need first; the preview card shrinks
    (down to a readable minimum) to leave it. In a short window the charts
    shrink to their minimum and the card below that minimum (down to
    ``FLOOR_WIDTH``) so the statistics still show whole; they scroll only when
    even that is not enough.
    """

    SPACING = 10

    def __init__(self, preview: CardPreview, stats: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.preview = preview
        self.stats = stats
        self.scroll_area = QScrollArea()
        self.scroll_area.setObjectName("StatsScroll")
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setWidget(stats)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(self.SPACING)
        layout.addWidget(preview, 0)
        layout.addWidget(self.scroll_area, 1)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.refit)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self._timer.start()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt API)
        super().showEvent(event)
        self._timer.start()

    def refit(self) -> None:
        """Share the height out again (after a resize, or when the statistics change)."""
        layout = self.stats.layout()
        width = max(100, self.width())
        if layout is not None and layout.hasHeightForWidth():
            wanted, least = layout.totalHeightForWidth(width), layout.totalMinimumHeightForWidth(width)
        else:
            wanted, least = self.stats.sizeHint().height(), self.stats.minimumSizeHint().height()
        caption = self.preview.caption
        caption_height = max(caption.minimumHeight(), caption.heightForWidth(width))
        preview_layout = self.preview.layout()
        assert preview_layout is not None  # CardPreview lays itself out in __init__
        fixed = caption_height + preview_layout.spacing() + self.SPACING
        full, usual, floor = (round(w * CARD_RATIO) for w in (PREVIEW_WIDTH, MIN_WIDTH, FLOOR_WIDTH))
        room = self.height() - fixed - wanted
        # short of room: the card gives up to its floor so the statistics fit at their least
        height = min(full, room) if room >= usual else max(floor, min(usual, self.height() - fixed - least))
        image = self.preview.image
        image.setMinimumHeight(min(usual, height))
        image.setMaximumHeight(height)
