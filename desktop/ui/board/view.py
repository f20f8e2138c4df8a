"""The view onto the board scene: scales the whole table to fit, keeps its proportions."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from desktop.ui.board.scene import BoardScene


class BoardView(QGraphicsView):
    """Shows the whole table at the largest scale that fits."""

    scaleChanged = Signal(float)  # noqa: N815 - device pixels per scene unit, after a resize

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setMouseTracking(True)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)  # the felt is drawn once per size
        self.setMinimumSize(480, 400)
        self._scale: float | None = None
        self._before_paint: Callable[[], None] | None = None

    def before_next_paint(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` once, just before the table is next painted (its size is then final)."""
        self._before_paint = callback

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        if self._before_paint is not None:
            callback, self._before_paint = self._before_paint, None
            callback()
        super().paintEvent(event)

    def board(self) -> BoardScene:
        scene = self.scene()
        assert isinstance(scene, BoardScene)
        return scene

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        scale = self.pixel_scale()
        if scale != self._scale:  # the first fit too: the table then knows its size
            self._scale = scale
            self.scaleChanged.emit(scale)

    @property
    def fitted(self) -> bool:
        """True once the table has been scaled to the view's size (it has been laid out)."""
        return self._scale is not None

    def pixel_scale(self) -> float:
        """Device pixels per scene unit (the view's scale times the screen's pixel ratio)."""
        t = self.transform()
        return (t.m11() ** 2 + t.m12() ** 2) ** 0.5 * self.devicePixelRatioF()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit()

    def viewport_point(self, scene_point: QPointF) -> QPoint:
        """Where a scene point is on the viewport (for tests that click and drag)."""
        return self.mapFromScene(scene_point)
