"""Small charts drawn with QPainter (QtCharts is not part of PySide6-Essentials).

* :class:`BarChart`: vertical bars, one group per label, one bar per series,
  with the value written on top and an optional legend;
* :class:`SplitBar`: one horizontal bar split in proportion (Pokémon / Trainer / Energy).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

INK = QColor("#eef2f7")
MUTED = QColor("#a9b4c4")
GRID = QColor("#34435a")


@dataclass(frozen=True, slots=True)
class Bar:
    """One label on the axis with a value per series (and a colour per series)."""

    label: str
    values: tuple[float, ...]
    colours: tuple[str, ...]


def _fmt(value: float) -> str:
    return f"{value:g}"


class BarChart(QWidget):
    """Grouped vertical bars. Series after the first are drawn as outlines (see ``legend``)."""

    def __init__(self, title: str, parent: QWidget | None = None, empty_text: str = "Nothing yet",
                 legend: tuple[str, ...] = ()) -> None:
        super().__init__(parent)
        self.title = title
        self.empty_text = empty_text
        self.legend = legend
        self.bars: list[Bar] = []
        self.setMinimumHeight(96)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(title)

    def set_bars(self, bars: list[Bar]) -> None:
        """Replace the bars and repaint."""
        self.bars = list(bars)
        parts = []
        for bar in self.bars:
            values = " / ".join(_fmt(v) for v in bar.values)
            parts.append(f"{bar.label}: {values}")
        summary = ", ".join(parts)
        if self.legend:
            summary = f"({' / '.join(self.legend)}) {summary}"
        self.setAccessibleDescription(summary)
        self.setToolTip(f"{self.title}\n{summary}" if self.bars else self.title)
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        return QSize(260, 140)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt name)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width, height = self.width(), self.height()
        title_font = QFont(self.font())
        title_font.setPixelSize(13)
        title_font.setBold(True)
        painter.setFont(title_font)
        painter.setPen(INK)
        painter.drawText(QRectF(0, 0, width, 18), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         self.title)
        small = QFont(self.font())
        small.setPixelSize(11)
        painter.setFont(small)
        if self.legend:
            self._paint_legend(painter, width)
        top, bottom = 40.0, height - 18.0
        if not self.bars or all(v <= 0 for b in self.bars for v in b.values):
            painter.setPen(MUTED)
            painter.drawText(QRectF(0, top, width, bottom - top), Qt.AlignmentFlag.AlignCenter, self.empty_text)
            painter.end()
            return
        peak = max(v for b in self.bars for v in b.values) or 1
        painter.setPen(GRID)
        painter.drawLine(0, int(bottom), width, int(bottom))
        slot = width / len(self.bars)
        series = max(len(b.values) for b in self.bars)
        bar_width = min(26.0, slot * 0.8 / series)
        for i, bar in enumerate(self.bars):
            left = i * slot + (slot - bar_width * series) / 2
            for s, value in enumerate(bar.values):
                x = left + s * bar_width
                bar_height = (bottom - top) * (value / peak)
                colour = QColor(bar.colours[s % len(bar.colours)])
                if s == 0:
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(colour)
                else:
                    painter.setPen(QPen(colour, 1.5))
                    painter.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 70))
                if value > 0:
                    painter.drawRoundedRect(QRectF(x + 1, bottom - bar_height, bar_width - 2, bar_height), 2, 2)
                    painter.setPen(INK)
                    painter.drawText(QRectF(x - 6, bottom - bar_height - 15, bar_width + 12, 14),
                                     Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom, _fmt(value))
            painter.setPen(MUTED)
            label = painter.fontMetrics().elidedText(bar.label, Qt.TextElideMode.ElideRight, int(slot) - 2)
            painter.drawText(QRectF(i * slot, bottom + 2, slot, 16),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, label)
        painter.end()

    def _paint_legend(self, painter: QPainter, width: int) -> None:
        x = float(width)
        for s in range(len(self.legend) - 1, -1, -1):
            text = self.legend[s]
            text_width = painter.fontMetrics().horizontalAdvance(text)
            x -= text_width
            painter.setPen(MUTED)
            painter.drawText(QRectF(x, 2, text_width, 14), Qt.AlignmentFlag.AlignVCenter, text)
            x -= 14
            if s == 0:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(MUTED)
            else:
                painter.setPen(QPen(MUTED, 1.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(x, 4, 10, 10))
            x -= 12


class SplitBar(QWidget):
    """A horizontal bar divided in proportion to its parts, each labelled "18 Pokémon"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.parts: list[tuple[str, int, str]] = []
        self.setFixedHeight(30)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_parts(self, parts: list[tuple[str, int, str]]) -> None:
        """``(label, count, colour)`` per part."""
        self.parts = list(parts)
        summary = ", ".join(f"{n} {label}" for label, n, _ in self.parts)
        self.setAccessibleName("Cards by kind")
        self.setAccessibleDescription(summary)
        self.setToolTip(summary)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt name)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.width(), self.height())
        total = sum(n for _, n, _ in self.parts)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#111820"))
        painter.drawRoundedRect(rect, 5, 5)
        if total:
            font = QFont(self.font())
            font.setPixelSize(12)
            font.setBold(True)
            painter.setFont(font)
            x = 0.0
            # every non-empty part gets room for its label; the rest is shared in proportion
            shown = [p for p in self.parts if p[1] > 0]
            floor = min(70.0, rect.width() / max(1, len(shown)))
            spare = rect.width() - floor * len(shown)
            for label, n, colour in shown:
                part_width = floor + spare * n / total
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(colour))
                painter.drawRect(QRectF(x, 0, part_width, rect.height()))
                painter.setPen(QColor("#1b1b1b"))
                painter.drawText(QRectF(x, 0, part_width, rect.height()), Qt.AlignmentFlag.AlignCenter,
                                 f"{n} {label}")
                x += part_width
        else:
            painter.setPen(MUTED)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "No cards yet")
        painter.end()
