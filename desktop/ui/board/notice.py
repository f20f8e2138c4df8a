"""A big notice across the middle of the table (the end of the game), and the felt under it all."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from desktop.ui.board import layout as L  # noqa: N812

WIDTH, HEIGHT = 620, 120


class TableNotice(QGraphicsObject):
    """A headline and a line under it on a dark plate; hidden while there is nothing to say."""

    def __init__(self) -> None:
        super().__init__()
        self.headline = ""
        self.detail = ""
        self.setZValue(3000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def say(self, headline: str, detail: str = "") -> None:
        if (headline, detail) != (self.headline, self.detail):
            self.headline, self.detail = headline, detail
            self.update()
        self.setVisible(bool(headline))

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-WIDTH / 2, -HEIGHT / 2, WIDTH, HEIGHT)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(QPen(QColor("#f2c14e"), 3))
        painter.setBrush(QColor(12, 16, 22, 225))
        painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 16, 16)
        font = QFont()
        font.setPixelSize(40)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#f2c14e"))
        painter.drawText(QRectF(rect.left(), rect.top() + 10, rect.width(), 56), Qt.AlignmentFlag.AlignCenter,
                         self.headline)
        font.setPixelSize(17)
        font.setBold(False)
        painter.setFont(font)
        painter.setPen(QColor("#eef2f7"))
        painter.drawText(QRectF(rect.left() + 16, rect.top() + 66, rect.width() - 32, 44),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.detail)


def paint_felt(painter: QPainter, rect: QRectF | QRect, scene: QRectF) -> None:
    """The table's felt: a soft vertical gradient and a dashed line between the two sides."""
    gradient = QLinearGradient(0, 0, 0, scene.height())
    gradient.setColorAt(0.0, QColor("#14412f"))
    gradient.setColorAt(0.5, QColor("#1c5a41"))
    gradient.setColorAt(1.0, QColor("#14412f"))
    painter.fillRect(rect, QColor("#0f2a20"))
    painter.fillRect(scene, gradient)
    painter.setPen(QPen(QColor(255, 255, 255, 40), 2, Qt.PenStyle.DashLine))
    painter.drawLine(QPointF(L.PLAY_AREA.left(), L.MIDDLE_Y), QPointF(L.PLAY_AREA.right(), L.MIDDLE_Y))
