"""Drag and drop between the card browser and the deck list, done with plain mouse events.

Qt's ``QDrag`` runs its own event loop that QTest cannot drive (and that does
nothing on the offscreen platform), so the editor tracks the drag itself:
press on a card, move past the drag distance, and a translucent copy of the
card follows the mouse. Releasing over the deck adds the card; releasing a
deck card anywhere outside the deck removes one copy; Escape cancels.

Real mice deliver every move and the release to the widget that was pressed;
QTest sends them to whichever widget it is given. Both work, because the drop
target is decided from the global mouse position.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QApplication, QGraphicsOpacityEffect, QLabel, QWidget

from desktop.engine.cards import CardDef

CARD_ROLE = Qt.ItemDataRole.UserRole + 1  # both models keep the CardDef under this role


def _application() -> QCoreApplication:
    app = QApplication.instance()
    assert app is not None  # drags happen inside the running application
    return app


class DragController(QObject):
    """Watches the two views' viewports and turns press-move-release into add / remove."""

    def __init__(self, browser: QAbstractItemView, deck: QAbstractItemView, host: QWidget,
                 add: Callable[[CardDef], None], remove: Callable[[CardDef], None],
                 ghost_pixmap: Callable[[CardDef], QPixmap]) -> None:
        super().__init__(host)
        self.browser = browser
        self.deck = deck
        self.host = host
        self.add = add
        self.remove = remove
        self.ghost_pixmap = ghost_pixmap
        self.enabled = True
        self._source: QAbstractItemView | None = None
        self._card: CardDef | None = None
        self._press_global = QPointF()
        self.dragging = False
        self.ghost = QLabel(host)
        self.ghost.setObjectName("DragGhost")
        self.ghost.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        opacity = QGraphicsOpacityEffect(self.ghost)
        opacity.setOpacity(0.85)
        self.ghost.setGraphicsEffect(opacity)
        self.ghost.hide()
        for view in (browser, deck):
            view.viewport().installEventFilter(self)

    # ------------------------------------------------------------------ helpers
    def _view_of(self, watched: QObject) -> QAbstractItemView | None:
        for view in (self.browser, self.deck):
            if watched is view.viewport():
                return view
        return None

    def over_deck(self, global_pos: QPointF) -> bool:
        """Is this screen point inside the deck list?"""
        viewport = self.deck.viewport()
        return viewport.rect().contains(viewport.mapFromGlobal(global_pos.toPoint()))

    def _set_drop_highlight(self, state: str) -> None:
        """"" (no drag), "ready" (a card is being dragged) or "hover" (it would drop here)."""
        if (self.deck.property("dropTarget") or "") != state:
            self.deck.setProperty("dropTarget", state)
            self.deck.style().unpolish(self.deck)
            self.deck.style().polish(self.deck)

    def _start(self, card: CardDef) -> None:
        self.dragging = True
        _application().installEventFilter(self)  # to hear Escape, wherever the focus is
        pixmap = self.ghost_pixmap(card)
        self.ghost.setPixmap(pixmap)
        self.ghost.resize(pixmap.deviceIndependentSize().toSize())
        self.ghost.raise_()
        self.ghost.show()
        if self._source is self.browser:
            self._set_drop_highlight("ready")

    def _move_ghost(self, global_pos: QPointF) -> None:
        local = self.host.mapFromGlobal(global_pos.toPoint())
        self.ghost.move(local - QPoint(self.ghost.width() // 2, self.ghost.height() // 3))

    def cancel(self) -> None:
        """Forget any drag in progress (Escape does this too)."""
        if self.dragging:
            _application().removeEventFilter(self)
        self.dragging = False
        self._source = None
        self._card = None
        self.ghost.hide()
        self._set_drop_highlight("")

    def _finish(self, global_pos: QPointF) -> None:
        source, card = self._source, self._card
        self.cancel()
        if card is None or not self.enabled:
            return
        on_deck = self.over_deck(global_pos)
        if source is self.browser and on_deck:
            self.add(card)
        elif source is self.deck and not on_deck:
            self.remove(card)

    # ------------------------------------------------------------------ events
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if self.dragging and isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress \
                and event.key() == Qt.Key.Key_Escape:
            self.cancel()
            return True
        view = self._view_of(watched)
        if view is None or not isinstance(event, QMouseEvent):
            return False
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton:
            index = view.indexAt(event.position().toPoint())
            card = index.data(CARD_ROLE) if index.isValid() else None
            self.cancel()
            if card is not None and self.enabled:
                self._source, self._card = view, card
                self._press_global = event.globalPosition()
            return False
        if kind == QEvent.Type.MouseMove and self._card is not None:
            if not event.buttons() & Qt.MouseButton.LeftButton:
                self.cancel()
                return False
            if not self.dragging:
                moved = (event.globalPosition() - self._press_global).manhattanLength()
                if moved < QApplication.startDragDistance():
                    return False
                self._start(self._card)
            self._move_ghost(event.globalPosition())
            if self._source is self.browser:
                self._set_drop_highlight("hover" if self.over_deck(event.globalPosition()) else "ready")
            return True
        if kind == QEvent.Type.MouseButtonRelease and event.button() == Qt.MouseButton.LeftButton:
            if self.dragging:
                self._finish(event.globalPosition())
                return True
            self.cancel()
        return False
