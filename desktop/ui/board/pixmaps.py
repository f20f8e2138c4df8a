"""Card faces, card backs and Energy symbols as QPixmaps, cached.

Faces come from the Pillow renderer (``desktop.render.cache.face(card, width)``
and ``back(width)``); until it is available a plain readable face is drawn with
QPainter so the table always works.

Drawing a face with Pillow takes 10-40 ms, far too long for the GUI thread while
the computer plays. So the table draws both decks' faces at its size just before
it is first painted (``prepare``; a few ms a card from the disk cache), and has
the other sizes it may need drawn in the background (``warm``): one worker
thread draws them with Pillow, most urgent first, and hands each over as a
QImage; the GUI thread turns each into a QPixmap when it arrives (one cheap
conversion per event). QPixmaps are only ever made on the GUI thread.

``face(card, width)`` never waits for the worker: it returns the exact face if
it is there; else the same card drawn at another width, scaled, while the exact
one is drawn first (``store().faceReady`` says when it arrives, so the caller
repaints); only a card never drawn at any width is drawn on the spot.

The user's card art is decoded off the GUI thread (``desktop.ui.art_loader``): a
face is drawn with the generated art until then; when the art is ready, the
card's faces are drawn again in the background, the old ones showing meanwhile.
"""

from __future__ import annotations

import contextlib
import heapq
import itertools
import threading
import time
from collections import OrderedDict
from collections.abc import Iterable
from functools import lru_cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPen, QPixmap

if TYPE_CHECKING:
    from PIL.Image import Image

    from desktop.engine.cards import CardDef

CARD_RATIO = 88 / 63  # height / width of a real card

# Warm-up priorities (lower first): a face shown scaled right now, the table's faces, the rest.
URGENT, TABLE, PREVIEW, PICKER = 0, 1, 2, 3
BACKGROUND_PAUSE_MAX = 0.05  # seconds the worker rests after a face of lower priority than TABLE

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
    return stepped_width(width * (t.m11() ** 2 + t.m12() ** 2) ** 0.5 * device_ratio)


def stepped_width(pixels: float) -> int:
    """``pixels`` rounded up to the 20 px steps faces are cached at (20..480)."""
    return max(20, min(480, -(-round(pixels) // 20) * 20))


def type_color(energy_type: str) -> QColor:
    return QColor(TYPE_COLORS.get(energy_type, "#bbbbbb"))


def pil_to_image(image: Image) -> QImage:
    """A Pillow image as a QImage that owns its pixels (any thread may call this)."""
    rgba = image.convert("RGBA")
    data = rgba.tobytes("raw", "RGBA")
    qimage = QImage(data, rgba.width, rgba.height, rgba.width * 4, QImage.Format.Format_RGBA8888)
    return qimage.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)  # a copy, in the painting format


def pil_to_pixmap(image: Image) -> QPixmap:
    """A Pillow image as a QPixmap (copied, so the Pillow buffer may go). GUI thread only."""
    return QPixmap.fromImage(pil_to_image(image))


def _renderer():
    try:
        from desktop.render import cache
    except ImportError:
        return None
    return cache if hasattr(cache, "face") and hasattr(cache, "back") else None


FACES_BUDGET = 96 * 1024 * 1024  # bytes of face pixmaps kept (a game at one window size needs about 25 MB)
_FACES: OrderedDict[tuple[str, int], QPixmap] = OrderedDict()  # (card id, pixels across) -> the exact face
_faces_bytes = 0
_STAND_INS: dict[tuple[str, int], QPixmap] = {}  # another width's face, scaled, until the exact one comes
_render_lock = threading.Lock()  # one Pillow drawing at a time (worker or GUI thread): no work twice
_DEFS: dict[str, CardDef] = {}  # card id -> the card, for each face made here (drawn again when its art comes)


def face(card: CardDef, width: int) -> QPixmap:
    """The face of ``card`` at ``width`` pixels (cached by card id and width; never waits for the warm-up)."""
    key = (card.id, width)
    pix = _FACES.get(key)
    if pix is not None:
        _FACES.move_to_end(key)
        return pix
    faces = store()
    pix = faces.take_ready(key)
    if pix is None:
        pix = faces.stand_in(card, width)
        if pix is not None:
            return pix
        pix = _make_face(card, width)
    _DEFS[card.id] = card
    _keep(key, pix)
    return pix


def _keep(key: tuple[str, int], pix: QPixmap) -> None:
    """Cache ``pix`` as the exact face for ``key``, forgetting the least recently used beyond the budget."""
    global _faces_bytes
    _drop(key)
    _FACES[key] = pix
    _faces_bytes += pix.width() * pix.height() * 4
    while _faces_bytes > FACES_BUDGET and len(_FACES) > 1:
        _, gone = _FACES.popitem(last=False)
        _faces_bytes -= gone.width() * gone.height() * 4


def _drop(key: tuple[str, int]) -> QPixmap | None:
    """Forget the exact face for ``key``; returns it (None if there was none)."""
    global _faces_bytes
    pix = _FACES.pop(key, None)
    if pix is not None:
        _faces_bytes -= pix.width() * pix.height() * 4
    return pix


def has_face(card: CardDef, width: int) -> bool:
    """True once the exact face of ``card`` at ``width`` is a QPixmap here."""
    return (card.id, width) in _FACES


def forget_faces() -> None:
    """Drop every face QPixmap held here (tests; the renderer's own caches are untouched)."""
    global _faces_bytes
    _FACES.clear()
    _STAND_INS.clear()
    _faces_bytes = 0


def warm(cards: Iterable[CardDef], width: int, priority: int = TABLE) -> int:
    """Have the faces of ``cards`` at ``width`` drawn in the background; returns how many were queued."""
    return store().request(cards, width, priority)


def prepare(cards: Iterable[CardDef], width: int) -> None:
    """Make sure the exact faces of ``cards`` at ``width`` are QPixmaps now (drawn here if need be)."""
    faces = store()
    for card in cards:
        key = (card.id, width)
        if key in _FACES:
            continue
        pix = faces.take_ready(key)
        _DEFS[card.id] = card
        _keep(key, pix if pix is not None else _make_face(card, width))
        if _STAND_INS.pop(key, None) is not None:
            faces.faceReady.emit(card.id)


def _make_face(card: CardDef, width: int) -> QPixmap:
    renderer = _renderer()
    if renderer is not None:
        try:
            with _render_lock:
                image = renderer.face(card, width)
            return pil_to_pixmap(image)
        except Exception:  # noqa: BLE001 - a broken renderer must not break the table
            pass
    return _fallback_face(card, width)


class _Relay(QObject):
    """Carries a drawn face from the worker thread to the GUI thread (a queued signal)."""

    drawn = Signal(object)  # the (card id, width) just drawn


class FaceStore(QObject):
    """Draws card faces on one background thread, most urgent first; lives on the GUI thread."""

    faceReady = Signal(str)  # noqa: N815 - a card id whose exact face replaced a scaled stand-in

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._relay = _Relay(self)
        self._relay.drawn.connect(self._arrived)
        self._cond = threading.Condition()
        self._heap: list[tuple[int, int, tuple[str, int]]] = []
        self._queued: dict[tuple[str, int], int] = {}  # key -> its priority in the heap
        self._cards: dict[str, CardDef] = {}
        self._ready: dict[tuple[str, int], QImage] = {}  # drawn, not yet a QPixmap (worker -> GUI)
        self._order = itertools.count()
        self._thread: threading.Thread | None = None
        self._stopping = False
        self._drawing: tuple[str, int] | None = None  # the face the worker is drawing now
        self._redo: set[tuple[str, int]] = set()  # faces whose art changed while they were drawn
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)
        from desktop.ui import art_loader

        art_loader.install().artReady.connect(self.art_changed)  # faces drawn from now on never decode art

    # -------------------------------------------------------------- GUI thread
    def request(self, cards: Iterable[CardDef], width: int, priority: int = TABLE) -> int:
        """Queue the faces of ``cards`` at ``width`` (those not drawn yet); returns how many were queued."""
        if _renderer() is None:
            return 0
        queued = 0
        with self._cond:
            for card in cards:
                key = (card.id, width)
                if key in _FACES or key in self._ready or self._queued.get(key, priority + 1) <= priority:
                    continue
                self._cards[card.id] = card
                self._queued[key] = priority  # a more urgent entry wins; the old one is skipped
                heapq.heappush(self._heap, (priority, next(self._order), key))
                queued += 1
            if queued:
                self._start()
                self._cond.notify()
        return queued

    def stand_in(self, card: CardDef, width: int) -> QPixmap | None:
        """The face at another width scaled to ``width`` (the exact one is queued first); None if there is none."""
        key = (card.id, width)
        pix = _STAND_INS.get(key)
        if pix is not None:
            return pix
        others = [w for (cid, w) in _FACES if cid == card.id]
        if not others:
            return None
        best = min(others, key=lambda w: (w < width, abs(w - width)))  # prefer scaling down
        pix = _FACES[(card.id, best)].scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)
        _STAND_INS[key] = pix
        self.request([card], width, URGENT)
        return pix

    def take_ready(self, key: tuple[str, int]) -> QPixmap | None:
        """The face the worker has drawn but not handed over yet, as a QPixmap (None if not drawn)."""
        with self._cond:
            if key not in self._ready:
                return None
            qimage = self._ready.pop(key)
        return QPixmap.fromImage(qimage)

    def art_changed(self, card_id: str) -> None:
        """``card_id``'s user art was decoded: each of its faces is drawn again in the background,
        the old one standing in until then (``faceReady`` says when the new one is there)."""
        card = self._cards.get(card_id) or _DEFS.get(card_id)
        if card is None:
            return
        widths = set()
        for key in [k for k in _FACES if k[0] == card_id]:
            _STAND_INS[key] = _drop(key)  # type: ignore[assignment]
            widths.add(key[1])
        with self._cond:
            for key in [k for k in self._ready if k[0] == card_id]:
                del self._ready[key]  # drawn with the old art
                widths.add(key[1])
            if self._drawing is not None and self._drawing[0] == card_id:
                self._redo.add(self._drawing)
        for width in widths:
            self.request([card], width, URGENT)

    def pending(self) -> int:
        """Faces queued or drawn but not yet QPixmaps."""
        with self._cond:
            return len(self._queued) + len(self._ready)

    def wait_idle(self, priority: int = PICKER, timeout: float = 30.0) -> bool:
        """Block until the worker has drawn every face queued at ``priority`` or more urgent
        (screenshots, tests); True if it did. ``QCoreApplication.processEvents()`` then hands them over."""
        with self._cond:
            return self._cond.wait_for(lambda: all(p > priority for p in self._queued.values()), timeout)

    def stop(self) -> None:
        """End the worker thread (the application is quitting)."""
        with self._cond:
            self._stopping = True
            self._heap.clear()
            self._queued.clear()
            self._cond.notify_all()
        thread, self._thread = self._thread, None
        if thread is not None:
            thread.join(2.0)

    def _arrived(self, key: tuple[str, int]) -> None:
        pix = self.take_ready(key)
        if pix is None or key in _FACES:
            return
        _keep(key, pix)
        if _STAND_INS.pop(key, None) is not None:
            self.faceReady.emit(key[0])

    def _start(self) -> None:
        if self._thread is None and not self._stopping:
            self._thread = threading.Thread(target=self._work, name="holofoil-faces", daemon=True)
            self._thread.start()

    # -------------------------------------------------------------- worker thread
    def _next(self) -> tuple[CardDef, int, int] | None:
        with self._cond:
            while True:
                if self._stopping:
                    return None
                while self._heap:
                    priority, _, key = heapq.heappop(self._heap)
                    if self._queued.get(key) == priority:  # not superseded by a more urgent entry
                        self._drawing = key
                        return self._cards[key[0]], key[1], priority
                self._cond.notify_all()  # wakes wait_idle
                self._cond.wait()

    def _work(self) -> None:
        renderer = _renderer()
        while (job := self._next()) is not None:
            card, width, priority = job
            key = (card.id, width)
            started = time.perf_counter()
            try:
                with _render_lock:
                    qimage: QImage | None = pil_to_image(renderer.face(card, width))
            except Exception:  # noqa: BLE001 - the GUI thread draws the plain face instead
                qimage = None
            if priority > TABLE:
                # Drawing is mostly Python, holding the GIL the GUI thread needs: faces not wanted yet
                # are drawn at half pace, so the table stays smooth while they are made.
                time.sleep(min(BACKGROUND_PAUSE_MAX, time.perf_counter() - started))
            with self._cond:  # one step, so art_changed sees the face either drawing or ready
                self._drawing = None
                if key in self._redo:  # the card's art came while this was drawn: draw it again, first
                    self._redo.discard(key)
                    self._queued[key] = URGENT
                    heapq.heappush(self._heap, (URGENT, next(self._order), key))
                    continue
                if qimage is not None:  # a failure stays un-ready: face() then draws the plain face
                    self._ready[key] = qimage
                    with contextlib.suppress(RuntimeError):  # the application is gone
                        self._relay.drawn.emit(key)  # queued: the GUI thread makes the QPixmap
                self._queued.pop(key, None)
                self._cond.notify_all()  # wakes wait_idle (the hand-over is already posted)

_store: FaceStore | None = None


def store() -> FaceStore:
    """The application's face store (made on first use, on the GUI thread)."""
    global _store
    if _store is None:
        _store = FaceStore(QCoreApplication.instance())
    return _store


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
    from desktop.engine.text import attack_text, card_text, power_text

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
