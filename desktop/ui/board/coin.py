"""A coin flip shown on the table: the coin spins, lands on H or T, then fades away."""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QEasingCurve, QPropertyAnimation, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from desktop.ui.board import motion

RADIUS = 30
SPIN_MS = 650
STAY_MS = 2200
LIFT = 26  # how high the coin rises while it spins


class CoinItem(QGraphicsObject):
    """One coin; ``heads`` is the result it lands on."""

    def __init__(self, heads: bool, delay_ms: int = 0) -> None:
        super().__init__()
        self.heads = heads
        self._spin = 1.0  # 0..1 through the flip; 1 = landed
        self.setZValue(2000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        if motion.enabled():
            self._spin = 0.0
            self._anim = QPropertyAnimation(self, b"spin", self)
            self._anim.setDuration(SPIN_MS)
            self._anim.setStartValue(0.0)
            self._anim.setEndValue(1.0)
            self._anim.setEasingCurve(QEasingCurve.Type.OutQuad)
            QTimer.singleShot(delay_ms, self, self._anim.start)

    @property
    def landed(self) -> bool:
        return self._spin >= 1.0

    def _get_spin(self) -> float:
        return self._spin

    def _set_spin(self, value: float) -> None:
        self._spin = value
        self.update()

    spin = Property(float, _get_spin, _set_spin)

    def boundingRect(self) -> QRectF:  # noqa: N802 - room for the coin's rise while it spins
        return QRectF(-RADIUS - 4, -RADIUS - LIFT - 4, 2 * RADIUS + 8, 2 * RADIUS + LIFT + 30)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        squash = abs(math.cos(self._spin * math.pi * 5)) if self._spin < 1.0 else 1.0
        rx = max(2.0, RADIUS * squash)
        lift = math.sin(self._spin * math.pi) * LIFT
        painter.setPen(QPen(QColor("#7a5a00"), 3))
        painter.setBrush(QColor("#f4c430") if self.heads or self._spin < 1.0 else QColor("#d9d9d9"))
        painter.drawEllipse(QRectF(-rx, -RADIUS - lift, 2 * rx, 2 * RADIUS))
        if self._spin >= 1.0:
            font = QFont()
            font.setPixelSize(28)
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor("#3a2a00"))
            painter.drawText(QRectF(-RADIUS, -RADIUS, 2 * RADIUS, 2 * RADIUS), Qt.AlignmentFlag.AlignCenter,
                             "H" if self.heads else "T")
            font.setPixelSize(14)
            painter.setFont(font)
            painter.setPen(QColor("#ffffff"))
            painter.drawText(QRectF(-RADIUS - 4, RADIUS + 2, 2 * RADIUS + 8, 20), Qt.AlignmentFlag.AlignCenter,
                             "Heads" if self.heads else "Tails")
