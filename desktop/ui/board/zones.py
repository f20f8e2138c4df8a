"""The table's zones, one item class per kind, each with ``reorganize()`` and ``handle_drop()``.

A zone belongs to a seat and sits on the near (viewer's) or far side. ``sync``
reads the game, ``reorganize`` lays its cards out, ``handle_drop`` says what
dropping a dragged card on it means (an action, or None), and ``place`` is its
key for legal-target lighting (see ``drops.py``). Zones never change the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsRectItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop.ui.board import pixmaps
from desktop.ui.board.card_item import HIGHLIGHT_COLORS, CardItem
from desktop.ui.board.drops import PLAY, Place, drop_action
from desktop.ui.board.layout import CARD_H, CARD_W, HAND_SCALE, SMALL_H, SMALL_W

if TYPE_CHECKING:
    from desktop.engine.actions import Action
    from desktop.engine.cards import CardDef
    from desktop.engine.game import Game

LABEL_COLOR = QColor(255, 255, 255, 150)
OUTLINE = QColor(255, 255, 255, 70)


def _font(px: int, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(px)
    f.setBold(bold)
    return f


class Zone(QGraphicsObject):
    """Base class: a labelled area of the table."""

    clicked = Signal()
    hovered = Signal(object)  # a CardDef to preview, or None

    def __init__(self, seat: int, label: str, rect: QRectF) -> None:
        super().__init__()
        self.seat = seat
        self.near = True
        self.label = label
        self.rect = rect  # in item coordinates (centred on the item's position)
        self._bounds = rect.adjusted(-8, -8, 8, 8)
        self.highlight: str | None = None
        self.items: list[CardItem] = []
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # repainted only on update()

    @property
    def place(self) -> Place:
        return ("zone", type(self).__name__, self.seat)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._bounds

    def set_highlight(self, kind: str | None) -> None:
        if kind != self.highlight:
            self.highlight = kind
            self._show_contents()
            self.update()

    def set_items(self, items: list[CardItem]) -> None:
        """The card items in this zone (repaints only when it becomes empty or not)."""
        changed = bool(items) != bool(self.items)
        self.items = items
        if changed:
            self._show_contents()
            self.update()

    def draws_nothing(self) -> bool:
        """True while ``paint`` would leave the zone blank (big zones then skip drawing altogether)."""
        return False

    def _show_contents(self) -> None:
        # A blank zone is not drawn at all: no transparent cache image blended on every frame.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, self.draws_nothing())

    def contains_scene_point(self, point: QPointF) -> bool:
        return self.rect.contains(self.mapFromScene(point))

    def reorganize(self) -> None:
        """Put this zone's card items where they belong."""

    def handle_drop(self, game: Game, actor: int, item: CardItem) -> Action | None:
        """The action dropping ``item`` here asks for (None: no meaning, the card goes back)."""
        return None

    def paint_outline(self, painter: QPainter, text: str = "") -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.highlight is not None:
            color = QColor(HIGHLIGHT_COLORS[self.highlight])
            fill = QColor(color)
            fill.setAlpha(60)
            painter.setBrush(fill)
            painter.setPen(QPen(color, 4))
        else:
            painter.setBrush(QColor(255, 255, 255, 14))
            painter.setPen(QPen(OUTLINE, 2))
        painter.drawRoundedRect(self.rect, 10, 10)
        if text:
            painter.setPen(LABEL_COLOR)
            painter.setFont(_font(14, True))
            painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)


def device_ratio(widget: QWidget | None) -> float:
    """Device pixels per logical pixel of the widget painted on (2 on a HiDPI screen): pile faces
    are drawn from pixmaps that many times wider, so they stay sharp."""
    return widget.devicePixelRatioF() if widget is not None else 1.0


def _card_rect(w: float = CARD_W, h: float = CARD_H) -> QRectF:
    return QRectF(-w / 2, -h / 2, w, h)


class PokemonSpot(Zone):
    """A place for one Pokémon: the Active Spot (pos 0) or a Bench spot (1..5)."""

    def __init__(self, seat: int, pos: int, label: str) -> None:
        super().__init__(seat, label, _card_rect().adjusted(-6, -6, 6, 6))
        self.pos_index = pos

    @property
    def place(self) -> Place:
        return ("spot", self.seat, self.pos_index)

    @property
    def item(self) -> CardItem | None:
        return self.items[0] if self.items else None

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.paint_outline(painter, "" if self.items else self.label)

    def reorganize(self) -> None:
        for item in self.items:
            item.move_to(self.scenePos())
            item.setZValue(5 if self.pos_index == 0 else 4)

    def handle_drop(self, game: Game, actor: int, item: CardItem) -> Action | None:
        uid = None if item.zone == "active" else item.uid
        return drop_action(game, actor, uid, self.place)


class ActiveSpot(PokemonSpot):
    def __init__(self, seat: int) -> None:
        super().__init__(seat, 0, "Active")


class BenchSpot(PokemonSpot):
    def __init__(self, seat: int, pos: int) -> None:
        super().__init__(seat, pos, "Bench")


class PlayArea(Zone):
    """The table itself: drop a Trainer card here to play it."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(-1, "Drop here to play it", rect)
        self.setZValue(-20)
        self._show_contents()

    def draws_nothing(self) -> bool:
        return self.highlight is None

    @property
    def place(self) -> Place:
        return PLAY

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.highlight is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        color = QColor(HIGHLIGHT_COLORS[self.highlight])
        fill = QColor(color)
        fill.setAlpha(28)
        painter.setBrush(fill)
        painter.setPen(QPen(color, 3, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(self.rect, 18, 18)

    def handle_drop(self, game: Game, actor: int, item: CardItem) -> Action | None:
        if item.zone != "hand":
            return None
        return drop_action(game, actor, item.uid, PLAY)


class _PileBase(Zone):
    """A pile drawn by the zone itself (no card items): a count and maybe a top card."""

    def __init__(self, seat: int, label: str, w: float = CARD_W, h: float = CARD_H) -> None:
        super().__init__(seat, label, _card_rect(w, h))
        self.count = 0
        self.top: CardDef | None = None
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)  # a click: ``clicked`` (Table mode's manual step)
        self._glow: QGraphicsRectItem | None = None  # the frame a lit pile shows (a drop target)

    def set_highlight(self, kind: str | None) -> None:
        super().set_highlight(kind)
        if kind is None and self._glow is None:
            return
        if self._glow is None:
            self._glow = QGraphicsRectItem(self.rect.adjusted(-4, -4, 4, 4), self)
            self._glow.setBrush(Qt.BrushStyle.NoBrush)
        self._glow.setVisible(kind is not None)
        if kind is not None:
            self._glow.setPen(QPen(QColor(HIGHLIGHT_COLORS[kind]), 4))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.contains_scene_point(event.scenePos()):
            self.clicked.emit()

    def set_content(self, count: int, top: CardDef | None = None) -> None:
        if (count, top) != (self.count, self.top):
            self.count, self.top = count, top
            self.update()

    def paint_count(self, painter: QPainter, text: str) -> None:
        font = _font(15, True)
        painter.setFont(font)
        width = painter.fontMetrics().horizontalAdvance(text) + 18
        chip = QRectF(-width / 2, self.rect.bottom() - 14, width, 26)
        painter.setPen(QPen(QColor(255, 255, 255, 200), 1.5))
        painter.setBrush(QColor(15, 22, 30, 225))
        painter.drawRoundedRect(chip, 12, 12)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, text)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self.hovered.emit(self.top)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self.hovered.emit(None)


class DeckPile(_PileBase):
    """A player's deck: always face down, with the number of cards."""

    def __init__(self, seat: int) -> None:
        super().__init__(seat, "Deck")

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if not self.count:
            self.paint_outline(painter, "Deck\nempty")
            return
        pix = pixmaps.back(pixmaps.device_width(painter, self.rect.width(), device_ratio(widget)))
        layers = min(4, 1 + self.count // 15)
        for i in range(layers):
            painter.drawPixmap(self.rect.translated(-2 * (layers - 1 - i), -2 * (layers - 1 - i)), pix,
                               QRectF(pix.rect()))
        self.paint_count(painter, f"Deck {self.count}")


class DiscardPile(_PileBase):
    """A player's discard pile: the top card face up; click it to look through the pile."""

    def __init__(self, seat: int) -> None:
        super().__init__(seat, "Discard")
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if self.top is None:
            self.paint_outline(painter, "Discard\npile")
            return
        pix = pixmaps.face(self.top, pixmaps.device_width(painter, self.rect.width(), device_ratio(widget)))
        painter.drawPixmap(self.rect, pix, QRectF(pix.rect()))
        self.paint_count(painter, f"Discard {self.count}")



class LostZone(_PileBase):
    """Cards out of the game for good (shown only when there are any)."""

    def __init__(self, seat: int) -> None:
        super().__init__(seat, "Lost Zone", SMALL_W, SMALL_H)

    def set_content(self, count: int, top: CardDef | None = None) -> None:
        super().set_content(count, top)
        self.setVisible(count > 0)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.paint_outline(painter, "Lost")
        self.paint_count(painter, str(self.count))


class StadiumSpot(_PileBase):
    """The Stadium card in play (either player's), face up."""

    def __init__(self) -> None:
        super().__init__(-1, "Stadium")
        self.setVisible(False)

    def set_content(self, count: int, top: CardDef | None = None) -> None:
        super().set_content(count, top)
        self.setVisible(top is not None)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.top is not None:
            pix = pixmaps.face(self.top, pixmaps.device_width(painter, self.rect.width(), device_ratio(widget)))
            painter.drawPixmap(self.rect, pix, QRectF(pix.rect()))


class PrizeArea(_PileBase):
    """A player's Prize cards: face down, in two columns, with how many are left."""

    def __init__(self, seat: int) -> None:
        super().__init__(seat, "Prizes", 2 * SMALL_W + 14, SMALL_H + 2 * 46 + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if not self.count:
            self.paint_outline(painter, self.label)
            return
        pix = pixmaps.back(pixmaps.device_width(painter, SMALL_W, device_ratio(widget)))
        for i in range(self.count):
            col, row = i % 2, i // 2
            x = self.rect.left() + 4 + col * (SMALL_W + 6)
            y = self.rect.top() + 4 + row * 46
            painter.drawPixmap(QRectF(x, y, SMALL_W, SMALL_H), pix, QRectF(pix.rect()))
        self.paint_count(painter, f"Prizes {self.count}")


class OpponentHand(_PileBase):
    """The hand that is not the viewer's: card backs only, and how many."""

    def __init__(self, seat: int) -> None:
        super().__init__(seat, "Hand", 760, SMALL_H)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        pix = pixmaps.back(pixmaps.device_width(painter, SMALL_W, device_ratio(widget)))
        n = self.count
        step = min(SMALL_W * 0.7, (self.rect.width() - 160 - SMALL_W) / max(1, n - 1)) if n > 1 else 0
        x0 = -(step * (n - 1) + SMALL_W) / 2
        for i in range(n):
            painter.drawPixmap(QRectF(x0 + i * step, self.rect.top(), SMALL_W, SMALL_H), pix, QRectF(pix.rect()))
        painter.setFont(_font(15, True))
        painter.setPen(QColor("#ffffff"))
        text = f"{n} card{'s' if n != 1 else ''} in hand"
        right = QRectF(x0 + max(0, n - 1) * step + SMALL_W + 10, self.rect.top(), 160, SMALL_H)
        painter.drawText(right, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self.hovered.emit(None)


class HandZone(Zone):
    """The viewer's hand: face-up cards fanned along the bottom, ready to drag."""

    def __init__(self, seat: int, rect: QRectF) -> None:
        super().__init__(seat, "Hand", rect)

    def draws_nothing(self) -> bool:
        return bool(self.items)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.items:
            self.paint_outline(painter, "No cards in hand")

    def reorganize(self) -> None:
        n = len(self.items)
        if not n:
            return
        card_w = CARD_W * HAND_SCALE
        width = self.rect.width() - card_w
        step = min(card_w + 8, width / max(1, n - 1)) if n > 1 else 0
        x0 = self.scenePos().x() - step * (n - 1) / 2
        y = self.scenePos().y()
        mid = (n - 1) / 2
        for i, item in enumerate(self.items):
            item.setZValue(20 + i)
            offset = min(8.0, abs(i - mid) ** 2 * (1.0 if step < card_w else 0))
            item.move_to(QPointF(x0 + i * step, y + offset))
            item.turn_to(0, 0)


class MarkerBadges(Zone):
    """A player's once-a-game markers (VSTAR, GX): a pill per kind their deck has, lit while the
    power is still to use and struck through with "used" once it is spent (seed 001)."""

    def __init__(self, seat: int) -> None:
        super().__init__(seat, "Markers", QRectF(-64, -13, 128, 26))
        self.kinds: tuple[str, ...] = ()
        self.used: frozenset[str] = frozenset()
        self.setVisible(False)

    def set_state(self, kinds: tuple[str, ...], used: frozenset[str]) -> None:
        if (kinds, used) != (self.kinds, self.used):
            self.kinds, self.used = kinds, used
            self.setVisible(bool(kinds))
            self.update()

    def text_of(self, kind: str) -> str:
        return f"{kind} used" if kind in self.used else kind

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setFont(_font(13, True))
        width = 128 / max(1, len(self.kinds))
        for i, kind in enumerate(self.kinds):
            pill = QRectF(-64 + i * width + 2, -13, width - 4, 26)
            used = kind in self.used
            painter.setPen(QPen(QColor(255, 255, 255, 120 if used else 220), 1.5))
            painter.setBrush(QColor(60, 66, 76, 230) if used else QColor(196, 58, 146, 235))
            painter.drawRoundedRect(pill, 12, 12)
            painter.setPen(QColor(200, 205, 212) if used else QColor("#ffffff"))
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, self.text_of(kind))
