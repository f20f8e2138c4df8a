"""Shared by the table tests: a scenario, mouse gestures on the table and its menus (the
``make_table`` fixture is in conftest.py)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from desktop.ui.board.card_item import CardItem
from desktop.ui.table import TableWidget
from desktop.ui.table_driver import drag  # noqa: F401 - a mouse drag on the table, for the table tests


def scenario(**extra) -> dict:
    spec = {
        "turn": 3, "current": 0, "names": ["Brushfire", "Overgrowth"],
        "players": [
            {"active": "Charmander", "hand": ["Vulpix", "Fire Energy", "Charmeleon", "Potion", "Bill"],
             "deck": ["Fire Energy"] * 10, "prizes": ["Fire Energy"] * 6},
            {"active": "Bulbasaur", "bench": ["Weedle"], "hand": ["Grass Energy", "Caterpie", "Bill"],
             "deck": ["Grass Energy"] * 10, "prizes": ["Grass Energy"] * 6},
        ],
    }
    spec.update(extra)
    return spec




def hand_card(table: TableWidget, name: str) -> CardItem:
    return next(i for i in table.scene.hand_items() if i.card is not None and i.card.name == name)


def click(table: TableWidget, point: QPointF) -> None:
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     table.view.mapFromScene(point))


def names(game, slots) -> list[str]:
    return [game.cards[s.top].name for s in slots]


# ---------------------------------------------------------------- dragging


def hidden_hand_faces(table: TableWidget, seat: int) -> list[CardItem]:
    hand = set(table.controller.game.players[seat].hand)
    return [i for i in table.scene.face_up_cards() if i.uid in hand]


def right_click(table: TableWidget, point: QPointF, then) -> None:
    """Right-click like a person (a context-menu event on the viewport); ``then(menu)`` runs while it is open."""
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QContextMenuEvent
    from PySide6.QtWidgets import QApplication

    seen = []

    def act():
        menu = table.scene.menu
        seen.append(menu)
        if menu is not None:
            then(menu)
            menu.close()

    QTimer.singleShot(50, act)
    viewport = table.view.viewport()
    local = table.view.mapFromScene(point)
    QApplication.sendEvent(viewport, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, local,
                                                       viewport.mapToGlobal(local)))
    assert seen and seen[0] is not None, "no menu opened"


def menu_entries(menu) -> dict[str, object]:
    return {a.text().split("  ·  ")[0]: a for a in menu.actions() if not a.isSeparator()}
