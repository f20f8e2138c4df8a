"""Where everything sits on the table, in scene units (the view scales the scene to fit).

The viewer's side is at the bottom; the opponent's side mirrors it at the top.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

CARD_W = 100
CARD_H = 140
SMALL_W = 56  # cards in the Prize area and the opponent's hand
SMALL_H = 78

SCENE = QRectF(0, 0, 1120, 1000)
CENTER_X = 560
BENCH_STEP = 138
BENCH_SIZE = 5

# Rows: (far side y, near side y) centres.
HAND_Y = (42, 904)
HAND_SCALE = 1.2  # the viewer's hand is drawn larger: the row below the Bench has the room
BENCH_Y = (168, 742)
ACTIVE_Y = (346, 570)
MIDDLE_Y = 458

LEFT_X = 96  # Prizes and the Stadium
RIGHT_X = 1026  # Deck, discard pile and Lost Zone
PRIZE_Y = (168, 742)
DECK_Y = (168, 742)
DISCARD_Y = (346, 570)

PLAY_AREA = QRectF(190, 100, 740, 740)  # drop a Trainer here to play it
HAND_AREA = QRectF(110, 826, 900, 174)


def side_index(near: bool) -> int:
    """Index into the (far, near) pairs above."""
    return 1 if near else 0


def bench_pos(index: int, near: bool) -> QPointF:
    """Centre of Bench spot ``index`` (1..5)."""
    return QPointF(CENTER_X + (index - 3) * BENCH_STEP, BENCH_Y[side_index(near)])


def active_pos(near: bool) -> QPointF:
    return QPointF(CENTER_X, ACTIVE_Y[side_index(near)])
