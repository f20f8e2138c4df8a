"""Play a game through the real table as two people at one computer would: pass the device, drag
cards from the hand, press the attack and Done buttons, drag a card by hand in a manual step.

For ``tools/table_playthrough.py`` (a deck list played to the end in Table mode) and the tests.
The choices are random from a seed but never the engine's own: every move is a gesture on the
table or a button of its panels, so what is checked is what a person can do.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from desktop.engine.actions import Attack, Choose
from desktop.engine.prompts import MANUAL
from desktop.ui.board import layout as L  # noqa: N812
from desktop.ui.board.drops import HAND_VERBS

if TYPE_CHECKING:
    from desktop.ui.table import TableWidget

ATTACK_FROM_TURN = 6  # attack from this turn on, so a game lasts long enough to use its cards
SMALLEST_MANUAL_DAMAGE = 60  # a manual attack does at least this much, so games end


def drag(table: TableWidget, start: QPointF, end: QPointF, steps: int = 6) -> None:
    """Press, move and release on the view's viewport, like a mouse."""
    view = table.view
    viewport = view.viewport()
    a, b = view.mapFromScene(start), view.mapFromScene(end)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for k in range(1, steps + 1):
        QTest.mouseMove(viewport, QPoint(round(a.x() + (b.x() - a.x()) * k / steps),
                                         round(a.y() + (b.y() - a.y()) * k / steps)))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def click_button(button) -> None:
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


class TableDriver:
    """Makes one gesture at a time on ``table`` for whoever is to move (``step``), or a whole game
    (``play``). Counts what it did by kind: "pass", "answer", "drag", "attack", "end", "manual drag"..."""

    def __init__(self, table: TableWidget, seed: int = 0) -> None:
        self.table = table
        self.rnd = random.Random(seed)
        self.done: dict[str, int] = {}
        self._dragged_this_step = False

    def play(self, max_steps: int = 5000) -> dict[str, int]:
        """Play until the game is over (or ``max_steps`` gestures); returns the counts."""
        for _ in range(max_steps):
            if self.table.controller.game.outcome is not None:
                break
            self.step()
        return self.done

    def step(self) -> str:
        what = self._gesture()
        self.done[what] = self.done.get(what, 0) + 1
        return what

    def _gesture(self) -> str:
        table, rnd = self.table, self.rnd
        game = table.controller.game
        if table.cover.isVisible():
            click_button(table.cover.button)
            return "pass"
        if table.reviewing:
            click_button(table.end_turn)
            return "review"
        actor = table.scene.actor()
        prompt = game.pending
        if actor is None:
            return "wait"
        if prompt is not None and prompt.kind == MANUAL:
            return self._manual_step(actor)
        if prompt is not None:
            table.submit(Choose(rnd.choice(prompt.answers())))
            return "answer"
        legal = game.legal_actions()
        attacks = [a for a in legal if isinstance(a, Attack)]
        plays = [a for a in legal if a[0] in HAND_VERBS]
        first = [a for a in plays if a[0] in ("bench", "evolve")] + [a for a in plays if a[0] == "attach" and a[2] == 0]
        if attacks and not first and game.turn >= ATTACK_FROM_TURN and rnd.random() < 0.8:
            click_button(table.actions_panel.buttons[str(rnd.choice(attacks))])
            return "attack"
        if plays and rnd.random() < 0.85:
            action = first[0] if first else rnd.choice(plays)
            item = table.scene.item_for(action[1])
            assert item is not None
            drag(table, item.scenePos(), self._drop_point(actor, action))
            return "drag"
        click_button(table.end_turn)
        return "end"

    def _manual_step(self, actor: int) -> str:
        table = self.table
        hand = table.scene.hand_items(actor)
        if hand and not self._dragged_this_step and self.rnd.random() < 0.5:
            self._dragged_this_step = True  # one card of the hand to the discard pile, by hand
            drag(table, hand[0].scenePos(), table.scene.sides[actor].discard.scenePos())
            return "manual drag"
        self._dragged_this_step = False
        panel = table.manual_panel
        if panel.damage_box.isVisible():
            panel.damage_box.setValue(max(panel.damage_box.value(), SMALLEST_MANUAL_DAMAGE))
        click_button(panel.done_button)
        return "manual done"

    def _drop_point(self, actor: int, action) -> QPointF:
        scene, game = self.table.scene, self.table.controller.game
        if action[0] == "bench":
            return scene.spot(actor, len(game.players[actor].bench) + 1).scenePos()
        if action[0] == "play" and action[2] is None:
            return L.PLAY_AREA.center()
        target = action[2]
        seat, pos = (actor, target) if target < 10 else (1 - actor, target - 10)
        return scene.spot(seat, pos).scenePos()
