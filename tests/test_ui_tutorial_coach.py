"""The coach (issue #17, item 8): its bubble never covers what the step talks about or the
winner's notice; a step's ✓ or ✗ does not stay into the next step; what it tells the
player to press is what the button says."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRect
from test_ui_tutorial import LESSONS, open_lesson, plain  # noqa: F401 - open_lesson is a fixture

from desktop.engine.actions import END_TURN
from desktop.ui.tutorial.lesson_view import LessonView

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                       "This plugin does not support raise")


def settle(qtbot, view: LessonView) -> None:
    """Let the bubble take its size, and place it as the view's own timer would."""
    view._place()
    qtbot.wait(1)
    view._place()


def go_on(view: LessonView) -> None:
    """Past the current step, as the player would (Next, or the coach's Show me)."""
    if view.runner.step.waits_for_next:
        view.next()
    else:
        view.show_me()


def covers(bubble: QRect, target: QRect) -> bool:
    """More than a sliver: a target's ring leaves 6 px around the thing itself."""
    overlap = bubble.intersected(target)
    return not overlap.isEmpty() and min(overlap.width(), overlap.height()) > 6


def notice_rect(view: LessonView) -> QRect | None:
    rects = view.locator.notice_rects()
    return rects[0] if rects else None


@pytest.mark.parametrize("size", [(1600, 1000), (1280, 800)])
def test_the_bubble_never_covers_the_step_s_targets_or_the_winner(qtbot, open_lesson, size):  # noqa: F811
    notices = 0
    for lesson in LESSONS:
        view = open_lesson(lesson.id)
        view.resize(*size)
        while True:
            settle(qtbot, view)
            step = view.runner.step
            bubble = view.bubble.geometry()
            where = f"{lesson.id} step {view.runner.index + 1}"
            for target in view.locator.rects(step.highlight if step is not None else ()):
                assert not covers(bubble, target), f"{where}: the bubble covers {target}"
            notice = notice_rect(view)
            if notice is not None:
                notices += 1
                assert not covers(bubble, notice), f"{where}: the bubble covers the winner's notice"
            if step is None:
                break
            go_on(view)
        view.close_lesson()
    assert notices  # some lessons end a game on the table


def test_a_cross_does_not_stay_into_the_next_step(qtbot, open_lesson):  # noqa: F811
    view = open_lesson("energy")
    assert view.runner.step.waits_for_next
    view.controller.submit(END_TURN)  # not now: the coach's note comes first
    assert view.bubble.feedback.isVisible() and plain(view.bubble.feedback).startswith("✗ ")
    view.next()
    assert not view.bubble.feedback.isVisible()


def test_a_tick_does_not_stay_into_the_next_step(qtbot, open_lesson):  # noqa: F811
    seen = 0
    for lesson in LESSONS:
        view = open_lesson(lesson.id)
        while view.runner.step is not None:
            step = view.runner.step
            go_on(view)
            following = view.runner.step
            if step.waits_for_move and step.done and following is not None and following.waits_for_next:
                assert plain(view.bubble.feedback).startswith(("✓ ", "The rules say no")), lesson.id
                view.next()  # the tick was for the move before: it goes with its step
                seen += 1
                assert not view.bubble.feedback.isVisible(), f"{lesson.id}: a ✓ stayed into the next step"
        view.close_lesson()
    assert seen


def test_the_coach_names_the_end_turn_button_as_it_reads(qtbot, open_lesson):  # noqa: F811
    named = 0
    for lesson in LESSONS:
        view = open_lesson(lesson.id)
        while view.runner.step is not None:
            step = view.runner.step
            button = view.table.end_turn.text()
            for text in (step.text or "", step.wrong_move or ""):
                for said in re.findall(r"End turn(?: without attacking)?", text):
                    named += 1
                    assert said == button, f"{lesson.id} step {view.runner.index + 1} says {said!r}: " \
                                           f"the button reads {button!r}"
            go_on(view)
        view.close_lesson()
    assert named >= 5
