"""Card pictures for the deck editor, drawn by ``desktop.render`` and loaded lazily.

Views ask :meth:`CardImages.pixmap`; a picture not drawn yet is queued, a
placeholder is returned, and :attr:`CardImages.ready` fires once it exists so
the view repaints. Drawing happens a few cards per event-loop turn, so opening
the editor never waits for all hundred-odd faces. The user's card art is decoded
off the GUI thread (``desktop.ui.art_loader``): when it is ready the card's faces
are drawn again, the old ones showing meanwhile.
"""

from __future__ import annotations

from collections import OrderedDict

from PIL import Image
from PySide6.QtCore import QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter, QPixmap

from desktop.engine.cards import CardDef

TYPE_COLOURS = {
    "Grass": "#4e9a4a", "Fire": "#d9573b", "Water": "#3b82c4", "Lightning": "#e0b82c",
    "Psychic": "#8e5bb5", "Fighting": "#b06a3b", "Colorless": "#9aa3ad", "Darkness": "#3d4350",
    "Metal": "#7d8a96", "Fairy": "#d77fb0", "Dragon": "#a08a3a",
}
TRAINER_COLOUR = "#c9ced6"
CARD_RATIO = 88 / 63  # height / width of a printed card
PER_TICK = 4
MAX_CACHED = 600


def card_colour(card: CardDef) -> QColor:
    """The colour that stands for a card: its type, or pale grey for Trainers."""
    if card.kind == "trainer":
        return QColor(TRAINER_COLOUR)
    provided = card.provides[0] if card.kind == "energy" and card.provides else card.type
    return QColor(TYPE_COLOURS.get(provided, TYPE_COLOURS["Colorless"]))


def pil_to_pixmap(image: Image.Image) -> QPixmap:
    """Convert a Pillow image to a QPixmap (copied, so the Pillow buffer may go)."""
    rgba = image.convert("RGBA")
    data = rgba.tobytes("raw", "RGBA")
    qimage = QImage(data, rgba.width, rgba.height, 4 * rgba.width, QImage.Format.Format_RGBA8888)
    return QPixmap.fromImage(qimage.copy())


def placeholder(card: CardDef | None, width: int) -> QPixmap:
    """A plain card-shaped tile (while the real face is drawn, or if drawing fails)."""
    height = round(width * CARD_RATIO)
    pixmap = QPixmap(width, height)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = card_colour(card) if card is not None else QColor("#2d3b4f")
    painter.setBrush(colour.darker(160))
    painter.setPen(colour)
    painter.drawRoundedRect(QRectF(0.5, 0.5, width - 1, height - 1), width * 0.05, width * 0.05)
    if card is not None:
        font = QFont()
        font.setPixelSize(max(8, width // 9))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#eef2f7"))
        painter.drawText(QRectF(4, 4, width - 8, height - 8),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, card.name)
    painter.end()
    return pixmap


def _render_face(card: CardDef, width: int) -> Image.Image | None:
    try:
        from desktop.render import cache
    except ImportError:
        return None
    return cache.face(card, width)


def _pixel_ratio() -> float:
    """The screen's device pixel ratio, so faces are drawn sharp on high-DPI screens."""
    screen = QGuiApplication.primaryScreen()
    return max(1.0, screen.devicePixelRatio()) if screen is not None else 1.0


class CardImages(QObject):
    """Card faces by (card id, width), drawn on demand a few at a time."""

    ready = Signal(str)  # card id whose picture just became available

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pixmaps: OrderedDict[tuple[str, int], QPixmap] = OrderedDict()
        self._placeholders: dict[tuple[str, int], QPixmap] = {}
        self._queue: OrderedDict[tuple[str, int], CardDef] = OrderedDict()
        self._failed: set[tuple[str, int]] = set()
        self._cards: dict[str, CardDef] = {}
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._work)
        from desktop.ui import art_loader

        art_loader.install().artReady.connect(self.art_changed)  # faces drawn from now on never decode art

    def pixmap(self, card: CardDef, width: int) -> QPixmap:
        """The face if drawn, otherwise a placeholder (and the face is queued)."""
        key = (card.id, width)
        found = self._pixmaps.get(key)
        if found is not None:
            self._pixmaps.move_to_end(key)
            return found
        if key not in self._failed and key not in self._queue:
            self._queue[key] = card
            self._timer.start()
        if key not in self._placeholders:
            self._placeholders[key] = placeholder(card, width)
        return self._placeholders[key]

    def pixmap_now(self, card: CardDef, width: int) -> QPixmap:
        """The face, drawn right away if need be (for the single large preview)."""
        key = (card.id, width)
        if key not in self._pixmaps and key not in self._failed:
            self._queue.pop(key, None)
            self._draw(key, card)
        return self.pixmap(card, width)

    def art_changed(self, card_id: str) -> None:
        """``card_id``'s user art was decoded: its faces are drawn again (the old ones show until then)."""
        card = self._cards.get(card_id)
        if card is None:
            return
        for key in [k for k in self._pixmaps if k[0] == card_id]:
            self._placeholders[key] = self._pixmaps.pop(key)
            self._queue[key] = card
        if self._queue:
            self._timer.start()

    def has(self, card: CardDef, width: int) -> bool:
        """True once the real face for ``card`` at ``width`` is cached."""
        return (card.id, width) in self._pixmaps

    def pending(self) -> int:
        """How many faces are waiting to be drawn."""
        return len(self._queue)

    def _draw(self, key: tuple[str, int], card: CardDef) -> None:
        self._cards[card.id] = card  # (drawn again when its art is decoded)
        try:
            image = _render_face(card, round(key[1] * _pixel_ratio()))
        except Exception:  # a card the renderer cannot draw keeps its placeholder
            image = None
        if image is None:
            self._failed.add(key)
            return
        pixmap = pil_to_pixmap(image)
        pixmap.setDevicePixelRatio(image.width / key[1])
        self._pixmaps[key] = pixmap
        self._placeholders.pop(key, None)
        while len(self._pixmaps) > MAX_CACHED:
            self._pixmaps.popitem(last=False)

    def _work(self) -> None:
        for _ in range(PER_TICK):
            if not self._queue:
                break
            key, card = self._queue.popitem(last=False)
            self._draw(key, card)
            if key in self._pixmaps:
                self.ready.emit(key[0])
        if not self._queue:
            self._timer.stop()
