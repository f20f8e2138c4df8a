"""Card faces, card backs and Energy symbols as QPixmaps, cached.

Faces come from the Pillow renderer (``desktop.render.cache.face(card, width)``
and ``back(width)``); until it is available a plain readable face is drawn with
QPainter so the table always works. Pixmaps are made on the GUI thread only.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPen, QPixmap

if TYPE_CHECKING:
    from PIL.Image import Image

    from desktop.engine.cards import CardDef

CARD_RATIO = 88 / 63  # height / width of a real card

TYPE_COLORS: dict[str, str] = {
    "Grass": "#4a9d3f", "Fire": "#e0532f", "Water": "#2d8ad6", "Lightning": "#f2c318",
    "Psychic": "#9a58b8", "Fighting": "#b8652e", "Colorless": "#d8d4c8", "Darkness": "#3b4250",
    "Metal": "#9aa3ab", "Fairy": "#e47fb6", "Dragon": "#b18a2c",
}
TRAINER_COLOR = "#c9ccd3"


def card_height(width: int) -> int:
    return round(width * CARD_RATIO)


def device_width(painter: QPainter, width: float, device_ratio: float = 1.0) -> int:
    """Pixels across that ``width`` scene units cover on ``painter``'s device, in 20 px steps
    (so a pixmap of that width is drawn without costly rescaling, and few sizes are cached)."""
    t = painter.worldTransform()
    scale = (t.m11() ** 2 + t.m12() ** 2) ** 0.5 * device_ratio
    return max(20, min(480, -(-round(width * scale) // 20) * 20))


def type_color(energy_type: str) -> QColor:
    return QColor(TYPE_COLORS.get(energy_type, "#bbbbbb"))


def pil_to_pixmap(image: Image) -> QPixmap:
    """A Pillow image as a QPixmap (copied, so the Pillow buffer may go)."""
    rgba = image.convert("RGBA")
    data = rgba.tobytes("raw", "RGBA")
    qimage = QImage(data, rgba.width, rgba.height, rgba.width * 4, QImage.Format.Format_RGBA8888)
    return QPixmap.fromImage(qimage.copy())


def _renderer():
    try:
        from desktop.render import cache
    except ImportError:
        return None
    return cache if hasattr(cache, "face") and hasattr(cache, "back") else None


_FACES: dict[tuple[str, int], QPixmap] = {}


def face(card: CardDef, width: int) -> QPixmap:
    """The face of ``card`` at ``width`` pixels (cached by card id and width)."""
    key = (card.id, width)
    pix = _FACES.get(key)
    if pix is None:
        pix = _FACES[key] = _make_face(card, width)
    return pix


def _make_face(card: CardDef, width: int) -> QPixmap:
    renderer = _renderer()
    if renderer is not None:
        try:
            return pil_to_pixmap(renderer.face(card, width))
        except Exception:  # noqa: BLE001 - a broken renderer must not break the table
            pass
    return _fallback_face(card, width)


@lru_cache(maxsize=16)
def back(width: int) -> QPixmap:
    """The back of a card at ``width`` pixels."""
    renderer = _renderer()
    if renderer is not None:
        try:
            return pil_to_pixmap(renderer.back(width))
        except Exception:  # noqa: BLE001
            pass
    return _fallback_back(width)


@lru_cache(maxsize=64)
def energy_symbol(energy_type: str, size: int) -> QPixmap:
    """A round Energy symbol of ``energy_type`` (``size`` pixels across)."""
    try:
        from desktop.render.symbols import symbol

        return pil_to_pixmap(symbol(energy_type, size))
    except Exception:  # noqa: BLE001 - draw a plain disc instead
        pass
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor("#222"), max(1, size // 14)))
    p.setBrush(type_color(energy_type))
    p.drawEllipse(QRectF(1, 1, size - 2, size - 2))
    p.setPen(QColor("#111" if energy_type in ("Lightning", "Colorless", "Metal") else "#fff"))
    f = QFont()
    f.setPixelSize(max(6, int(size * 0.55)))
    f.setBold(True)
    p.setFont(f)
    p.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, energy_type[:1])
    p.end()
    return pix


# ---------------------------------------------------------------- fallback drawing
def _canvas(width: int) -> tuple[QPixmap, QPainter]:
    pix = QPixmap(width, card_height(width))
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    return pix, p


def _font(px: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(5, int(px)))
    f.setBold(bold)
    return f


def _rounded(p: QPainter, rect: QRectF, radius: float, fill: QColor, pen: QColor | None = None) -> None:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    p.fillPath(path, fill)
    if pen is not None:
        p.setPen(QPen(pen, max(1.0, rect.width() / 120)))
        p.drawPath(path)


def _fallback_back(width: int) -> QPixmap:
    pix, p = _canvas(width)
    h = card_height(width)
    _rounded(p, QRectF(0, 0, width, h), width * 0.06, QColor("#1d3f8f"), QColor("#0c1a3a"))
    _rounded(p, QRectF(width * 0.08, width * 0.08, width * 0.84, h - width * 0.16), width * 0.04,
             QColor("#2456c0"))
    r = width * 0.28
    cx, cy = width / 2, h / 2
    p.setPen(QPen(QColor("#111"), max(1.0, width / 40)))
    p.setBrush(QColor("#e8463c"))
    p.drawChord(QRectF(cx - r, cy - r, 2 * r, 2 * r), 0, 180 * 16)
    p.setBrush(QColor("#f4f4f4"))
    p.drawChord(QRectF(cx - r, cy - r, 2 * r, 2 * r), 180 * 16, 180 * 16)
    p.drawLine(int(cx - r), int(cy), int(cx + r), int(cy))
    p.drawEllipse(QRectF(cx - r * 0.3, cy - r * 0.3, r * 0.6, r * 0.6))
    p.end()
    return pix


def _fallback_face(card: CardDef, width: int) -> QPixmap:
    import desktop.engine.game  # noqa: F401 - registers the effect ops the texts come from
    from desktop.engine.effects import attack_text, card_text, power_text

    pix, p = _canvas(width)
    h = card_height(width)
    u = width / 100  # one "unit": 1/100 of the card width
    if card.kind == "pokemon":
        base = type_color(card.type)
    elif card.kind == "energy":
        base = type_color(card.provides[0] if card.provides else card.type)
    else:
        base = QColor(TRAINER_COLOR)
    _rounded(p, QRectF(0, 0, width, h), 5 * u, QColor("#f2d24b"), QColor("#6b5a17"))
    inner = QRectF(4 * u, 4 * u, width - 8 * u, h - 8 * u)
    _rounded(p, inner, 3 * u, base.lighter(135))
    ink = QColor("#111")
    p.setPen(ink)
    top = 5 * u
    if card.kind == "pokemon":
        p.setFont(_font(6.5 * u))
        p.drawText(QRectF(7 * u, top, 60 * u, 8 * u), Qt.AlignmentFlag.AlignLeft, card.stage)
        p.setFont(_font(10 * u if len(card.name) < 11 else 8 * u, True))
        p.drawText(QRectF(7 * u, top + 6 * u, 58 * u, 13 * u), Qt.AlignmentFlag.AlignLeft, card.name)
        p.setFont(_font(8 * u, True))
        p.setPen(QColor("#8b0000"))
        p.drawText(QRectF(60 * u, top + 7 * u, 33 * u, 12 * u), Qt.AlignmentFlag.AlignRight, f"{card.hp} HP")
        p.setPen(ink)
        art = QRectF(9 * u, top + 20 * u, width - 18 * u, 44 * u)
        _rounded(p, art, 2 * u, base.darker(115), QColor("#555"))
        p.setFont(_font(30 * u, True))
        p.setPen(base.lighter(170))
        p.drawText(art, Qt.AlignmentFlag.AlignCenter, card.name[:1])
        p.setPen(ink)
        y = art.bottom() + 3 * u
        if card.evolves_from:
            p.setFont(_font(5.5 * u))
            p.drawText(QRectF(9 * u, art.top() + 1 * u, 80 * u, 7 * u), Qt.AlignmentFlag.AlignLeft,
                       f"Evolves from {card.evolves_from}")
        for power in card.powers:
            p.setFont(_font(6.5 * u, True))
            p.setPen(QColor("#a8201a"))
            p.drawText(QRectF(8 * u, y, 84 * u, 8 * u), Qt.AlignmentFlag.AlignLeft, f"{power.kind}: {power.name}")
            p.setPen(ink)
            y += 8 * u
            y = _body(p, power_text(card, power), QRectF(8 * u, y, 84 * u, 40 * u), 5.2 * u)
        for attack in card.attacks:
            x = 8 * u
            for symbol_type in attack.cost:
                size = int(7 * u)
                p.drawPixmap(int(x), int(y + 0.5 * u), energy_symbol(symbol_type, max(4, size)))
                x += 7.5 * u
            p.setFont(_font(7 * u, True))
            p.drawText(QRectF(x + 1 * u, y, 70 * u, 9 * u), Qt.AlignmentFlag.AlignLeft, attack.name)
            if attack.damage:
                p.drawText(QRectF(70 * u, y, 22 * u, 9 * u), Qt.AlignmentFlag.AlignRight,
                           f"{attack.damage}{attack.sign}")
            y += 9 * u
            text = attack_text(card, attack)
            if text:
                y = _body(p, text, QRectF(8 * u, y, 84 * u, 40 * u), 5.2 * u)
        p.setFont(_font(5.5 * u))
        weak = " ".join(f"{t} {v}" for t, v in card.weaknesses) or "-"
        resist = " ".join(f"{t} {v}" for t, v in card.resistances) or "-"
        p.drawText(QRectF(7 * u, h - 13 * u, 86 * u, 7 * u), Qt.AlignmentFlag.AlignLeft,
                   f"Weak: {weak}   Resist: {resist}   Retreat: {card.retreat}")
    else:
        label = "TRAINER" if card.kind == "trainer" else "ENERGY"
        if card.subtype and card.kind == "trainer":
            label += f" · {card.subtype}"
        p.setFont(_font(6.5 * u, True))
        p.drawText(QRectF(7 * u, top + 1 * u, 86 * u, 8 * u), Qt.AlignmentFlag.AlignLeft, label)
        p.setFont(_font(10 * u, True))
        p.drawText(QRectF(7 * u, top + 9 * u, 86 * u, 26 * u),
                   Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, card.name)
        if card.kind == "energy":
            size = int(46 * u)
            p.drawPixmap(int((width - size) / 2), int(h / 2 - size / 2),
                         energy_symbol(card.provides[0] if card.provides else card.type, size))
            if card.subtype == "Special":
                _body(p, card_text(card), QRectF(8 * u, h - 40 * u, 84 * u, 32 * u), 5.5 * u)
        else:
            art = QRectF(9 * u, top + 34 * u, width - 18 * u, 34 * u)
            _rounded(p, art, 2 * u, base.darker(110), QColor("#777"))
            _body(p, card_text(card), QRectF(8 * u, art.bottom() + 3 * u, 84 * u, 60 * u), 6 * u)
    if not card.implemented:
        p.setFont(_font(6 * u, True))
        p.setPen(QColor("#b00"))
        p.drawText(QRectF(0, h - 9 * u, width, 7 * u), Qt.AlignmentFlag.AlignCenter, "not implemented yet")
    p.end()
    return pix


def _body(p: QPainter, text: str, rect: QRectF, px: float) -> float:
    """Draw wrapped body text; returns the y below it."""
    p.setFont(_font(px))
    p.setPen(QColor("#111"))
    flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
    bound = p.boundingRect(rect, flags, text)
    p.drawText(rect, flags, text)
    return bound.bottom() + px * 0.4
