"""Issue #17: on a large window the hand uses the room below the Bench (its cards are drawn larger
than the cards in play), and a card played from the hand comes back to the table's size."""

from __future__ import annotations

import pytest
from board_helpers import drag, hand_card

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def _on_screen_width(table, item) -> float:
    return item.sceneBoundingRect().width() * table.view.transform().m11()


def test_hand_cards_are_larger_than_cards_in_play_and_shrink_when_played(make_table):
    table = make_table()  # 1600 x 1000
    vulpix = hand_card(table, "Vulpix")
    active = table.scene.items_by_uid[table.controller.game.players[0].active.top]
    assert _on_screen_width(table, vulpix) >= 1.15 * _on_screen_width(table, active)
    assert _on_screen_width(table, vulpix) >= 105  # about 90 px before
    assert vulpix.sceneBoundingRect().bottom() <= table.scene.sceneRect().bottom() + 1  # not cut off
    drag(table, vulpix.scenePos(), table.scene.spot(0, 1).scenePos())
    assert vulpix.scale() == 1.0 and vulpix.zone == "bench"
