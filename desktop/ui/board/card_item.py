"""One card on the table, as a QGraphicsObject.

The item's origin is the card's centre, so ``setRotation`` turns the card about
its centre (Asleep -90, Paralyzed +90, Confused 180). A Pokémon in play also
shows what is on it: lower Evolution stages peeking out above, attached Energy
as symbols peeking out below, Pokémon Tools as tabs at the top left, its name
and HP plate, damage and Special Conditions: all drawn by a child that stays
upright around the turned card, however it is turned.

Dragging uses the item's own mouse press/move/release (never ``QDrag.exec``),
so tests drive it with ``QTest`` on the view's viewport exactly like a person.
The item never changes the game: it reports gestures to its ``host`` (the
board scene), which maps them to actions for the controller.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop.engine.face_down import is_face_down
from desktop.engine.state import ROTATION_NAMES
from desktop.ui.board import motion, pixmaps
from desktop.ui.board.layout import CARD_H, CARD_W, HAND_SCALE

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.game import Game
    from desktop.engine.state import Slot

STAGE_PEEK = 15  # how far each lower Evolution stage shows above the card
ENERGY_SIZE = 22
TOOL_FONT_PX = 10
STAGE_FONT_PX = 10
ENERGY_PIXELS = 44  # the attached Energy symbols are drawn from pixmaps this size (sharp on 2x screens)
HIGHLIGHT_COLORS = {
    "target": QColor("#3ddc84"),  # a legal drop target while dragging
    "choice": QColor("#ffcf3f"),  # an option of the open prompt
    "selected": QColor("#7cc4ff"),
}
PLAYABLE_COLOR = QColor(140, 235, 170, 200)
CONDITION_COLORS = {
    "Asleep": "#5b6bd6", "Paralyzed": "#d6b600", "Confused": "#d64f9a", "Poisoned": "#7b3fb5",
    "Burned": "#e0631c",
}


class CardHost(Protocol):
    """What a card item reports its gestures to (the board scene)."""

    def card_pressed(self, item: CardItem) -> None: ...
    def card_drag_started(self, item: CardItem) -> None: ...
    def card_dragged(self, item: CardItem, scene_pos: QPointF) -> None: ...
    def card_dropped(self, item: CardItem, scene_pos: QPointF) -> None: ...
    def card_clicked(self, item: CardItem) -> None: ...
    def card_double_clicked(self, item: CardItem) -> None: ...
    def card_hovered(self, item: CardItem | None) -> None: ...
    def card_context_menu(self, item: CardItem, screen_pos: QPoint) -> None: ...


class CardItem(QGraphicsObject):
    """A card (or a Pokémon in play with everything attached to it)."""

    def __init__(self, uid: int, card: CardDef | None, face_up: bool, host: CardHost | None = None,
                 width: int = CARD_W, height: int = CARD_H) -> None:
        super().__init__()
        self.uid = uid
        self.top_uid = uid  # in play: the uid of the slot's top card (``uid`` is its Basic)
        self.card = card if face_up else None  # a face-down item never holds the card's identity
        self.host = host
        self.w, self.h = width, height
        self.face_up = face_up and card is not None
        self.zone = ""  # "hand", "active", "bench"
        self.owner = -1
        self.pos_index = -1  # 0 Active, 1..5 Bench (for Pokémon in play)
        self.home = QPointF()  # where reorganize() put it; a refused drop snaps back here
        self.draggable = False
        self.highlight: str | None = None
        self.playable = False
        self.lifted = False
        self.stages: list[str] = []  # names of the lower Evolution stages, bottom first
        self.energy: list[str] = []  # the Energy type of each attached Energy card
        self.tools: list[str] = []
        self.damage = 0
        self.hp = 0
        self.conditions: list[str] = []
        self._press: QPointF | None = None
        self._dragging = False
        self._bounds = self._measure()
        self._badges = _Badges(self)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.rotationChanged.connect(self._badges.follow)

    # ------------------------------------------------------------------ state
    def set_face(self, card: CardDef | None, face_up: bool) -> None:
        face_up = face_up and card is not None
        if face_up == self.face_up and card is self.card:
            return
        self.face_up = face_up
        self.card = card if face_up else None
        self._badges.show_contents()
        self.update()

    def place(self, zone: str, owner: int, pos_index: int = -1) -> None:
        """Where the card is: ``zone`` "hand", "active" or "bench", whose side, which spot."""
        if zone != self.zone:
            self.zone = zone
            self._badges.show_contents()  # the name and HP plate shows on Pokémon in play only
            self.setScale(HAND_SCALE if zone == "hand" else 1.0)
        self.owner, self.pos_index = owner, pos_index

    def set_slot(self, game: Game, slot: Slot | None) -> None:
        """Show the attachments and status of the Pokémon ``slot`` (None: a plain card)."""
        if slot is None:
            look: tuple = ((), (), (), 0, 0, ())
        else:
            cards = game.cards
            conditions = [c for c in (ROTATION_NAMES[slot.rot],) if c]
            if slot.poison:
                conditions.append("Poisoned" if slot.poison <= 10 else f"Poisoned ×{slot.poison // 10}")
            if slot.burned:
                conditions.append("Burned")
            if is_face_down(slot):  # Lt. Surge's Secret Plan: both players see that it is a face-down card
                conditions.append("Face down")
            look = (tuple(cards[u].name for u in slot.cards[:-1]), tuple(energy_type(cards[u]) for u in slot.energy),
                    tuple(cards[u].name for u in [t for t, _ in slot.tools] + list(slot.held)),  # held: Shapeshift
                    slot.damage, game.hp_of(slot), tuple(conditions))
        if look == (tuple(self.stages), tuple(self.energy), tuple(self.tools), self.damage, self.hp,
                    tuple(self.conditions)):
            return
        self.prepareGeometryChange()
        stages, energy, tools, self.damage, self.hp, conditions = look
        self.stages, self.energy, self.tools, self.conditions = list(stages), list(energy), list(tools), list(
            conditions)
        self._bounds = self._measure()
        self._badges.refresh()
        self.update()

    def turn_to(self, degrees: float, ms: int = 380) -> None:
        """Rotate about the card's centre (animated unless animations are off)."""
        if self.rotation() != degrees:
            motion.animate(self, b"rotation", float(degrees), ms)

    def move_to(self, point: QPointF, ms: int = 240) -> None:
        """Go to ``point`` (scene coordinates), animated; it becomes the item's home."""
        self.home = QPointF(point)
        if self._dragging:
            return
        target = QPointF(point.x(), point.y() - (22 if self.lifted else 0))
        if self.pos() != target:
            motion.animate(self, b"pos", target, ms if self.scene() is not None and self.isVisible() else 0)

    def set_highlight(self, kind: str | None) -> None:
        if kind != self.highlight:
            self.highlight = kind
            self.update()

    def set_lifted(self, lifted: bool) -> None:
        """Hand cards rise a little under the pointer."""
        if lifted != self.lifted:
            self.lifted = lifted
            self.move_to(self.home, 120)

    @property
    def dragging(self) -> bool:
        return self._dragging

    # ------------------------------------------------------------------ geometry & painting
    def card_rect(self) -> QRectF:
        return QRectF(-self.w / 2, -self.h / 2, self.w, self.h)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        return self._bounds  # Qt asks for it on every frame the card is drawn: worked out once per change

    def _measure(self) -> QRectF:
        margin = 9  # room for the highlight glow (what is on the card is drawn upright by its badges)
        return self.card_rect().adjusted(-margin, -margin, margin, margin)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect())
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        rect = self.card_rect()
        if self.highlight is not None:
            color = HIGHLIGHT_COLORS[self.highlight]
            glow = QColor(color)
            glow.setAlpha(110)
            painter.setPen(QPen(glow, 12))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 8, 8)
        px_w = pixmaps.device_width(painter, self.w, _device_ratio(widget))
        pix = pixmaps.face(self.card, px_w) if self.face_up and self.card is not None else pixmaps.back(px_w)
        painter.drawPixmap(rect, pix, QRectF(pix.rect()))
        if self.highlight is not None:
            painter.setPen(QPen(HIGHLIGHT_COLORS[self.highlight], 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 6, 6)
        elif self.playable:
            painter.setPen(QPen(PLAYABLE_COLOR, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), 6, 6)

    def set_playable(self, playable: bool) -> None:
        """A hand card that can be played now gets a quiet outline."""
        if playable != self.playable:
            self.playable = playable
            self.update()

    # ------------------------------------------------------------------ mouse
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._dragging = False
        if self.host is not None:
            self.host.card_pressed(self)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._press is None or not self.draggable:
            return
        delta = event.scenePos() - self._press
        if not self._dragging:
            if delta.manhattanLength() < QApplication.startDragDistance():
                return
            self._dragging = True
            motion.animate(self, b"pos", self.pos(), 0)  # stop any slide in progress
            self.setZValue(1000)
            if self.host is not None:
                self.host.card_drag_started(self)
        self.setPos(self.home + delta)
        if self.host is not None:
            self.host.card_dragged(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._press is None:
            return
        self._press = None
        if self._dragging:
            self._dragging = False
            if self.host is not None:
                self.host.card_dropped(self, event.scenePos())
        elif self.host is not None:
            self.host.card_clicked(self)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.host is not None:
            self.host.card_double_clicked(self)
        event.accept()

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:  # noqa: N802
        """Right-click: the host may offer what this card can do (a Pokémon's attacks and Powers)."""
        if self.host is not None and not self._dragging:
            self.host.card_context_menu(self, event.screenPos())
        event.accept()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        if self.host is not None:
            self.host.card_hovered(self)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        if self.host is not None:
            self.host.card_hovered(None)

    def play_detail(self) -> str:
        """A line about this Pokémon in play for the preview (HP left, Energy, conditions)."""
        if self.zone not in ("active", "bench"):
            return ""
        parts = [f"HP {max(0, self.hp - self.damage)}/{self.hp}"] if self.hp else []
        if self.energy:
            parts.append(f"{len(self.energy)} Energy")
        parts += self.conditions
        if self.stages:
            parts.append("evolved from " + " → ".join(self.stages))
        return " · ".join(parts)

    def __repr__(self) -> str:
        name = self.card.name if self.card is not None else "face down"
        return f"<CardItem {self.uid} {name} {self.zone}{self.pos_index if self.pos_index >= 0 else ''}>"


class _Badges(QGraphicsItem):
    """Everything that belongs to the slot rather than to the card face: the name and HP plate,
    lower Evolution stages peeking out above, attached Energy below, Pokémon Tool tabs, damage
    and Special Condition badges. A child that stays upright as the card turns (the face turns to
    show the condition; these labels keep reading the right way up around the turned card)."""

    def __init__(self, card: CardItem) -> None:
        super().__init__(card)
        self.card = card
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._rect = QRectF()
        self.show_contents()

    def follow(self) -> None:
        """Counter-rotate so the badges read upright; re-place them on the turned card."""
        self.setRotation(-self.card.rotation())
        self.refresh()

    def _extent(self) -> tuple[float, float]:
        turned = abs(round(self.card.rotation())) % 180 == 90
        w, h = self.card.w / 2, self.card.h / 2
        return (h, w) if turned else (w, h)

    def refresh(self) -> None:
        self.prepareGeometryChange()
        hx, hy = self._extent()
        top = max(30, len(self.card.stages) * STAGE_PEEK + 4)
        self._rect = QRectF(-hx - 30, -hy - top, 2 * hx + 60, 2 * hy + top + 30)
        self.show_contents()
        self.update()

    def show_contents(self) -> None:
        """Badges with nothing to show (a card in the hand, face down) are not drawn at all,
        so no transparent cache image is blended over the card on every frame."""
        card = self.card
        empty = not card.face_up or not (card.damage or card.conditions or card.zone in ("active", "bench"))
        if empty != bool(self.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents):
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, empty)
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect

    def layout(self) -> dict[str, list[QRectF]]:
        """Where each label goes, in this (upright) item's coordinates: "plate", "stages" (the tabs;
        the damage badge may cover a tab's end), "stage_names", "energy", "tools", "conditions",
        "damage" (tests check them for collisions)."""
        card = self.card
        hx, hy = self._extent()
        out: dict[str, list[QRectF]] = {k: [] for k in ("plate", "stages", "stage_names", "energy", "tools",
                                                        "conditions", "damage")}
        in_play = card.zone in ("active", "bench") and card.card is not None
        plate = QRectF(-hx + 3, hy - 33, 2 * hx - 6, 30)
        if in_play:
            out["plate"].append(plate)
        n = len(card.stages)
        metrics = QFontMetricsF(_font(STAGE_FONT_PX, True))
        for i, name in enumerate(card.stages):
            offset = (n - i) * STAGE_PEEK
            out["stages"].append(QRectF(-hx + 3, -hy - offset, 2 * hx - 6, offset))
            width = min(metrics.horizontalAdvance(name), 2 * hx - 14)
            out["stage_names"].append(QRectF(-hx + 7, -hy - offset, width, STAGE_PEEK))
        k = len(card.energy)
        if k:
            step = min(ENERGY_SIZE - 2, (2 * hx - ENERGY_SIZE) / max(1, k - 1)) if k > 1 else 0
            x = -(step * (k - 1) + ENERGY_SIZE) / 2
            for _ in range(k):
                out["energy"].append(QRectF(x, hy - 3, ENERGY_SIZE, ENERGY_SIZE))
                x += step
        metrics = QFontMetricsF(_font(TOOL_FONT_PX, True))
        for i, name in enumerate(card.tools):
            # A tab across the top left, sticking out a little past the card's edge, clear of the damage.
            width = min(metrics.horizontalAdvance(name) + 12, 2 * hx - 25)
            out["tools"].append(QRectF(-hx - 8, -hy + 6 + i * 21, width, 18))
        if card.damage:  # top right, over the corner (further out on a turned Active: it has room there)
            r = 21
            cx, cy = (hx + 2, -hy + 4) if hx > hy else (hx, -hy + 14)
            out["damage"].append(QRectF(cx - r, cy - r, 2 * r, 2 * r))
            for box in out["stage_names"]:  # it may cover the end of a tab, never the name on it
                box.setRight(min(box.right(), cx - r - 2))
        # Special Condition chips: smaller on a turned card, which is short and wide.
        font_px, chip_h, pad = self.chip_style()
        metrics = QFontMetricsF(_font(font_px, True))
        rows: list[list[float]] = []
        room = 2 * hx - 6
        for name in card.conditions:
            width = metrics.horizontalAdvance(name) + pad
            if rows and sum(rows[-1]) + 4 * len(rows[-1]) + width <= room:
                rows[-1].append(width)
            else:
                rows.append([width])
        if rows:
            # Centred on the card, but never down over the name plate (nor up over the stages).
            step = chip_h + 3
            y = min(-10 - step / 2 * (len(rows) - 1), plate.top() - 3 - (step * len(rows) - 3))
            y = max(y, -hy + 2)
            for row in rows:
                span = sum(row) + 4 * (len(row) - 1)
                x = -span / 2
                for tab in out["tools"]:  # beside a Tool tab, not over it
                    if tab.top() - 2 < y + chip_h and y < tab.bottom() + 2:
                        x = max(x, min(tab.right() + 4, hx - 3 - span))
                for width in row:
                    out["conditions"].append(QRectF(x, y, width, chip_h))
                    x += width + 4
                y += step
        return out

    def chip_style(self) -> tuple[int, int, int]:
        """Special Condition chips: font pixels, height, padding (smaller on a turned card)."""
        return (11, 18, 12) if self._extent()[0] > self._extent()[1] else (13, 21, 16)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        card = self.card
        if not card.face_up:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        boxes = self.layout()
        self._paint_stages(painter, boxes["stages"], boxes["stage_names"])
        for box in boxes["plate"]:
            self._paint_plate(painter, box)
        for box, kind in zip(boxes["energy"], card.energy, strict=False):
            painter.drawPixmap(box, pixmaps.energy_symbol(kind, ENERGY_PIXELS), QRectF(0, 0, ENERGY_PIXELS,
                                                                                       ENERGY_PIXELS))
        self._paint_tools(painter, boxes["tools"])
        for box in boxes["damage"]:
            painter.setPen(QPen(QColor("#ffffff"), 2.5))
            painter.setBrush(QColor("#d42a1e"))
            painter.drawEllipse(box)
            painter.setFont(_font(17 if card.damage < 100 else 14, True))
            painter.setPen(QColor("#ffffff"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(card.damage))
        painter.setFont(_font(self.chip_style()[0], True))
        for chip, name in zip(boxes["conditions"], card.conditions, strict=False):
            color = QColor(CONDITION_COLORS.get(name.split()[0], "#555"))
            painter.setPen(QPen(QColor("#ffffff"), 1.5))
            painter.setBrush(QBrush(color))
            painter.drawRoundedRect(chip, chip.height() / 2, chip.height() / 2)
            painter.setPen(QColor("#111" if name == "Paralyzed" else "#ffffff"))
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, name)

    def _paint_stages(self, painter: QPainter, strips: list[QRectF], names: list[QRectF]) -> None:
        painter.setFont(_font(STAGE_FONT_PX, True))
        for strip, box, name in zip(strips, names, self.card.stages, strict=False):
            painter.setPen(QPen(QColor("#6b5a17"), 1))
            painter.setBrush(QColor("#f2d24b"))
            painter.drawRoundedRect(strip, 5, 5)
            painter.setPen(QColor("#2a2208"))
            text = painter.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, int(box.width() + 1))
            painter.drawText(box.adjusted(0, 0, 2, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                             text)

    def _paint_tools(self, painter: QPainter, tabs: list[QRectF]) -> None:
        painter.setFont(_font(TOOL_FONT_PX, True))
        for tab, name in zip(tabs, self.card.tools, strict=False):
            painter.setPen(QPen(QColor("#555"), 1))
            painter.setBrush(QColor("#d9dce3"))
            painter.drawRoundedRect(tab, 5, 5)
            painter.setPen(QColor("#222"))
            text = painter.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, int(tab.width() - 8))
            painter.drawText(tab, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_plate(self, painter: QPainter, plate: QRectF) -> None:
        """Name and HP left, readable at table size, across the bottom of the card."""
        card = self.card
        assert card.card is not None  # layout() gives a plate only to a face-up card in play
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(12, 16, 22, 215))
        painter.drawRoundedRect(plate, 5, 5)
        painter.setFont(_font(12, True))
        painter.setPen(QColor("#ffffff"))
        name = painter.fontMetrics().elidedText(card.card.name, Qt.TextElideMode.ElideRight, int(plate.width() - 6))
        painter.drawText(QRectF(plate.left() + 3, plate.top() + 1, plate.width() - 6, 14),
                         Qt.AlignmentFlag.AlignCenter, name)
        left = max(0, card.hp - card.damage)
        painter.setFont(_font(11))
        painter.setPen(QColor("#ff8a80") if card.damage and left <= card.hp / 2 else QColor("#cfd8e3"))
        if card.hp:  # (a face-down card in play has no HP: its badge says what it is)
            painter.drawText(QRectF(plate.left() + 3, plate.top() + 15, plate.width() - 6, 13),
                             Qt.AlignmentFlag.AlignCenter, f"HP {left}/{card.hp}")


def _font(px: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(px)
    font.setBold(bold)
    return font


def energy_type(card: CardDef) -> str:
    """The Energy symbol shown under a Pokémon for ``card`` attached to it."""
    if card.kind == "energy":
        return card.provides[0] if len(set(card.provides)) == 1 and card.provides else (
            "Colorless" if card.provides else card.type)
    return "Colorless"


def _device_ratio(widget: QWidget | None) -> float:
    return widget.devicePixelRatioF() if widget is not None else 1.0
