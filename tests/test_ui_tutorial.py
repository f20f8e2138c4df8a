"""The tutorial on the real table: every lesson is completed through the table's own
controls (mouse on the view, the Use and End turn buttons, the coach's Next button);
the coach refuses other moves and explains; the lesson list, progress ticks and the
rules reference work."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtTest import QTest

from desktop.engine.actions import AttachEnergy
from desktop.engine.prompts import CARD, POKEMON
from desktop.tutorial.lessons import lesson_by_id, load_lessons
from desktop.tutorial.progress import ProgressStore
from desktop.ui.board import layout as L  # noqa: N812
from desktop.ui.board import motion
from desktop.ui.board.drops import drop_action
from desktop.ui.tutorial.coach import place_bubble
from desktop.ui.tutorial.glossary_dialog import GlossaryDialog
from desktop.ui.tutorial.lesson_view import LessonView
from desktop.ui.tutorial.page import TutorialPage
from desktop.ui.tutorial.screen import TutorialScreen
from desktop.ui.tutorial.style import ACCENT

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                       "This plugin does not support raise")

LESSONS = load_lessons()
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
PLAY_POINT = QPointF(L.CENTER_X + 200, L.MIDDLE_Y)  # the open table, away from any Pokémon spot


@pytest.fixture
def open_lesson(qtbot):
    views: list[LessonView] = []

    def make(lesson_id: str, store: ProgressStore | None = None) -> LessonView:
        view = LessonView(lesson_by_id(lesson_id), store=store, resume=store is not None, animations=False)
        qtbot.addWidget(view)
        view.resize(1600, 1000)
        view.show()
        qtbot.waitExposed(view)
        views.append(view)
        return view

    yield make
    for view in views:
        view.close_lesson()
    motion.set_enabled(True)


# ---------------------------------------------------------------------------- real controls
def host_point(view: LessonView, scene_point: QPointF) -> QPoint:
    table_view = view.table.view
    return table_view.viewport().mapTo(view.host, table_view.mapFromScene(scene_point))


def assert_uncovered(view: LessonView, *scene_points: QPointF) -> None:
    """A person could reach these points: the coach's bubble is not over them."""
    view._place()
    for point in scene_points:
        assert not view.bubble.geometry().contains(host_point(view, point)), \
            f"the coach's bubble covers {point} at step {view.runner.index + 1} of {view.lesson.id}"


def assert_counts_and_names_visible(view: LessonView) -> None:
    """The bubble leaves the Prize, deck and discard counts and the players' names readable,
    except what the step points at (a sliver of a few pixels at an edge does not count)."""
    view._place()
    step = view.runner.step
    targets = view.locator.rects(step.highlight if step is not None else ())
    bubble = view.bubble.geometry()
    info = view.locator.info_rects()
    assert len(info) >= 8  # Prizes, deck and discard pile of each side, both names
    for rect in info:
        if any(rect.intersects(t) for t in targets):
            continue
        covered = bubble.intersected(rect)
        assert covered.isEmpty() or min(covered.width(), covered.height()) <= 6, \
            f"the coach's bubble covers {rect} at step {view.runner.index + 1} of {view.lesson.id}"


def drag(view: LessonView, start: QPointF, end: QPointF, steps: int = 6) -> None:
    assert_uncovered(view, start, end)
    table_view = view.table.view
    viewport = table_view.viewport()
    a, b = table_view.mapFromScene(start), table_view.mapFromScene(end)
    QTest.mousePress(viewport, LEFT, NO_MOD, a)
    for k in range(1, steps + 1):
        QTest.mouseMove(viewport, QPoint(round(a.x() + (b.x() - a.x()) * k / steps),
                                         round(a.y() + (b.y() - a.y()) * k / steps)))
    QTest.mouseRelease(viewport, LEFT, NO_MOD, b)


def plain(label) -> str:
    """A rich-text label's text as a person reads it."""
    return QTextDocumentFragment.fromHtml(label.text()).toPlainText()


def click_scene(view: LessonView, point: QPointF) -> None:
    assert_uncovered(view, point)
    table_view = view.table.view
    QTest.mouseClick(table_view.viewport(), LEFT, NO_MOD, table_view.mapFromScene(point))


def click_button(qtbot, button) -> None:
    qtbot.wait(1)
    assert button.isVisible() and button.isEnabled(), f"{button.text()!r} cannot be pressed"
    qtbot.mouseClick(button, LEFT)


def spot_point(view: LessonView, target: int) -> QPointF:
    seat, pos = (1, target - 10) if target >= 10 else (0, target)
    return view.table.scene.spot(seat, pos).scenePos()


def do_step(qtbot, view: LessonView) -> None:
    """Do the current step as a person would, with the table's own controls."""
    qtbot.wait(1)  # let freshly built panels show their buttons
    runner = view.runner
    step = runner.step
    table = view.table
    scene = table.scene
    if step.waits_for_next:
        click_button(qtbot, view.bubble.next_button)
        return
    action = runner.expected_action()
    verb = action[0]
    game = runner.game
    if verb == "choose":
        prompt = game.pending
        value = action[1]
        if prompt.kind == CARD and prompt.zone == "hand":
            click_scene(view, scene.item_for(value).scenePos())
        elif prompt.kind == CARD and table.picker is not None:  # a deck search: the card picker
            picker = table.picker
            row = next(i for i in range(picker.grid.count())
                       if picker.grid.item(i).data(Qt.ItemDataRole.UserRole) == value)
            picker.grid.setCurrentRow(row)
            picker._choose_current()  # what its Choose button and a double-click do
        elif prompt.kind == POKEMON:
            click_scene(view, spot_point(view, value))
        else:
            click_button(qtbot, table.prompt_panel.buttons[value])
    elif verb == "attack":
        click_button(qtbot, table.actions_panel.buttons[f"attack {action[1]}"])
    elif verb == "power":
        if action[1] != 0:
            click_scene(view, spot_point(view, action[1]))  # select the Pokémon to see its Power
        click_button(qtbot, table.actions_panel.buttons[f"power {action[1]} {action[2]}"])
    elif verb == "end":
        click_button(qtbot, table.end_turn)
    elif verb == "retreat":
        drag(view, spot_point(view, 0), spot_point(view, action[1]))
    elif verb == "bench":
        item = scene.item_for(action[1])
        drag(view, item.scenePos(), spot_point(view, len(game.players[0].bench) + 1))
    else:  # attach, evolve, play: drag the hand card onto its target (or onto the table)
        item = scene.item_for(action[1])
        target = action[2]
        drag(view, item.scenePos(), PLAY_POINT if target is None else spot_point(view, target))


def covered(view: LessonView, scene_point: QPointF) -> bool:
    view._place()
    return view.bubble.geometry().contains(host_point(view, scene_point))


def wrong_drag(view: LessonView):
    """A wrong move a person could make on the board now: a hand card dragged onto one of
    the rival's Pokémon spots (not the step's move, the bubble covering neither end).
    Returns (card item, target position, the action the table will ask for or None), or None."""
    runner = view.runner
    game = runner.game
    if game.pending is not None or game.to_move != runner.player or game.phase != "main":
        return None
    expected = runner.expected_action()
    candidates = []
    for item in view.table.scene.hand_items():
        for target in (10, 11, 12):
            if covered(view, item.scenePos()) or covered(view, spot_point(view, target)):
                continue
            place = ("spot", 1 - runner.player, target - 10)
            action = drop_action(game, runner.player, item.uid, place)
            if action != expected:
                candidates.append((action is None, item, target, action))  # the coach's own words first
    if not candidates:
        return None
    _unheard, item, target, action = min(candidates, key=lambda c: c[0])
    return item, target, action


def make_wrong_move(qtbot, view: LessonView, move) -> None:
    """Make ``move`` (from ``wrong_drag``) with the mouse: it is refused, the table and the
    coach say why, and nothing changed."""
    runner = view.runner
    game = runner.game
    item, target, action = move
    before, index, history = game.state_key(), runner.index, len(game.history)
    drag(view, item.scenePos(), spot_point(view, target))
    qtbot.wait(1)
    where = f"{view.lesson.id} step {index + 1}"
    assert game.state_key() == before and len(game.history) == history and runner.index == index, \
        f"{where}: a wrong move changed the game"
    assert item in view.table.scene.hand_items(), f"{where}: the card did not go back to the hand"
    bar = view.table.message_bar
    assert bar.isVisible() and bar.text().strip(), f"{where}: the table does not say why the move was refused"
    if action is not None:  # the move reached the coach: the reason is in the bubble too
        feedback = plain(view.bubble.feedback)
        assert view.bubble.feedback.isVisible() and feedback.startswith("✗ "), where
        reason = game.why_illegal(action) if not game.is_legal(action) else runner.step.wrong_move
        assert feedback == "✗ " + reason and bar.text() == reason, where


def play_lesson(qtbot, view: LessonView, wrong_move_first: bool = False) -> None:
    """Play the lesson through the table's controls; with ``wrong_move_first`` the first
    step that waits for a move gets one wrong move on the board first (refused)."""
    runner = view.runner
    guard = 0
    wrong_made = not wrong_move_first
    while not runner.finished:
        guard += 1
        assert guard < 200
        index, step = runner.index, runner.step
        if step.highlight:
            view._place()
            assert view.overlay.rects, f"{view.lesson.id} step {index + 1}: nothing is highlighted"
        assert_counts_and_names_visible(view)
        if not wrong_made and step.waits_for_move and not step.blocked:
            move = wrong_drag(view)
            if move is not None:
                make_wrong_move(qtbot, view, move)
                wrong_made = True
        do_step(qtbot, view)
        assert runner.index > index or runner.finished, (
            f"{view.lesson.id} step {index + 1} ({step.describe()}) did not go through the table: "
            f"{view.bubble.feedback.text()}")
        if step.blocked:  # the engine's reason for the forbidden move, shown by the coach
            assert view.bubble.feedback.isVisible() and plain(view.bubble.feedback).startswith("The rules say no: ")
    assert wrong_made, f"{view.lesson.id}: no step let a wrong move be tried on the board"


@pytest.mark.parametrize("lesson_id", [lesson.id for lesson in LESSONS])
def test_lesson_is_completed_through_the_real_controls(qtbot, open_lesson, lesson_id):
    store = ProgressStore()
    view = open_lesson(lesson_id, store)
    assert view.bubble.isVisible() and plain(view.bubble.text) == view.runner.step.text
    play_lesson(qtbot, view, wrong_move_first=True)
    assert view.runner.finished
    assert store.is_completed(lesson_id)
    assert "LESSON COMPLETE" in view.bubble.title.text()
    assert view.bubble.lessons.isVisible()
    assert "Lesson complete" in view.bar.step_label.text()
    # The table says so too (not "Rival's turn: the computer is playing…" forever), with the way on.
    banner = view.table.banner
    assert banner.headline.text().startswith("Lesson complete")
    assert "computer is playing" not in banner.text() and "All lessons" in banner.instruction.text()
    assert ("Next lesson" in banner.instruction.text()) == (view.next_lesson_id is not None)
    headline_color = banner.headline.palette().color(banner.headline.foregroundRole()).name()
    assert headline_color == ACCENT.lower()  # restyled for its tone, not left grey from "wait"


# ---------------------------------------------------------------------------- the coach
def test_wrong_and_rule_breaking_moves_are_explained_on_the_table(qtbot, open_lesson):
    view = open_lesson("energy")
    runner = view.runner
    table = view.table
    for _ in range(3):
        click_button(qtbot, view.bubble.next_button)
    # The disabled Use button of an attack that can't be paid shows the engine's reason.
    reasons = [w.text() for w in table.actions_panel.findChildren(type(table.actions_panel.title))
               if w.objectName() == "AttackReason"]
    assert any("needs Fire, Colorless Energy" in r for r in reasons)
    game = runner.game
    index = runner.index
    energy = next(i for i in table.scene.hand_items() if i.card.name == "Fire Energy")
    # A legal move that is not this step's: refused with the step's explanation.
    drag(view, energy.scenePos(), spot_point(view, 1))
    assert runner.index == index and game.players[0].bench[0].energy == []
    assert view.bubble.feedback.isVisible()
    assert plain(view.bubble.feedback) == "✗ " + runner.step.wrong_move
    assert table.message_bar.isVisible()
    # A move that breaks a rule: the engine's own reason.
    drag(view, energy.scenePos(), spot_point(view, 10))
    reason = game.why_illegal(AttachEnergy(energy.uid, 10))
    assert plain(view.bubble.feedback) == "✗ " + reason
    assert runner.index == index
    # The right move goes through.
    drag(view, energy.scenePos(), spot_point(view, 0))
    assert runner.index > index and len(game.players[0].active.energy) == 2
    assert plain(view.bubble.feedback).startswith("✓ ")


def _bench_lesson_at_its_first_move(qtbot, open_lesson):
    """The bench lesson, past its two reading steps: it waits for the player's move."""
    view = open_lesson("bench")
    click_button(qtbot, view.bubble.next_button)
    click_button(qtbot, view.bubble.next_button)
    assert view.runner.step.kind == "expect"
    return view


def test_show_me_does_the_step_and_restart_starts_over(qtbot, open_lesson):
    view = _bench_lesson_at_its_first_move(qtbot, open_lesson)
    runner = view.runner
    start_hand = len(runner.game.players[0].hand)
    click_button(qtbot, view.bubble.show_me)
    assert len(runner.game.players[0].bench) == 1 and len(runner.game.players[0].hand) == start_hand - 1
    assert view.table.scene.pokemon_item(0, 1) is not None  # the table followed
    click_button(qtbot, view.bar.restart)
    assert runner.index == 0 and runner.game.players[0].bench == []
    assert view.table.controller.game is runner.game
    assert view.table.scene.pokemon_item(0, 1) is None


def test_show_me_clears_a_stale_refusal_from_the_table(qtbot, open_lesson):
    view = _bench_lesson_at_its_first_move(qtbot, open_lesson)
    runner = view.runner
    bar = view.table.message_bar
    click_button(qtbot, view.table.end_turn)  # not this step's move: refused, and the table says why
    assert bar.isVisible() and bar.text() == runner.step.wrong_move
    index = runner.index
    click_button(qtbot, view.bubble.show_me)
    assert runner.index > index
    assert not bar.isVisible()


def test_rival_moves_while_the_coach_talks_do_not_say_the_computer_is_playing(qtbot, open_lesson):
    view = open_lesson("bench")
    runner = view.runner
    while not runner.finished:
        step = runner.step
        if step.waits_for_next and runner.game.to_move != runner.player:
            assert "computer is playing" not in view.table.banner.text()
            assert "press Next" in view.table.banner.instruction.text()
            return
        view.show_me()
    pytest.fail("the lesson never waits for Next on the rival's turn")


def test_highlights_ring_the_named_things(qtbot, open_lesson):
    view = open_lesson("energy")
    click_button(qtbot, view.bubble.next_button)
    click_button(qtbot, view.bubble.next_button)
    view._place()  # step 3 points at Ember's Use button
    button = view.table.actions_panel.buttons["attack 1"]
    centre = button.mapTo(view.host, button.rect().center())
    assert any(r.contains(centre) for r in view.overlay.rects)
    click_button(qtbot, view.bubble.next_button)
    view._place()  # step 4: a Fire Energy in hand and Charmander
    energy = next(i for i in view.table.scene.hand_items() if i.card.name == "Fire Energy")
    assert any(r.contains(host_point(view, energy.scenePos())) for r in view.overlay.rects)
    assert any(r.contains(host_point(view, spot_point(view, 0))) for r in view.overlay.rects)
    for rect in view.overlay.rects:
        assert not view.bubble.geometry().intersects(rect)


def test_a_special_condition_turns_the_card(qtbot, open_lesson):
    view = open_lesson("asleep_paralyzed")
    click_button(qtbot, view.bubble.next_button)  # Haunter's Hypnosis is played by the script
    item = view.table.scene.pokemon_item(0, 0)
    assert item.rotation() == -90 and "Asleep" in item.conditions


def test_glossary_link_in_the_coach_opens_the_rules_reference(qtbot, open_lesson):
    view = open_lesson("zones")
    click_button(qtbot, view.bubble.next_button)
    assert "term:" in view.bubble.text.text()
    view.bubble.text.linkActivated.emit("term:Active%20Pok%C3%A9mon")
    dialog = view._glossary
    assert dialog is not None and dialog.isVisible()
    assert dialog.current_term() == "Active Pokémon"
    dialog.close()


def test_bubble_placement_avoids_targets_and_stays_inside():
    from PySide6.QtCore import QRect

    bounds = QRect(0, 0, 1000, 800)
    target = QRect(450, 350, 100, 140)
    point = place_bubble((360, 200), [target], bounds)
    bubble = QRect(point, QPoint(point.x() + 359, point.y() + 199))
    assert bounds.contains(bubble) and not bubble.intersects(target)
    centred = place_bubble((360, 200), [], bounds)
    assert abs(centred.x() - 320) <= 1 and abs(centred.y() - 300) <= 1


def test_bubble_placement_keeps_counts_and_names_clear():
    from PySide6.QtCore import QRect, QSize

    bounds = QRect(0, 0, 1000, 800)
    target = QRect(450, 350, 100, 140)
    natural = QRect(place_bubble((360, 200), [target], bounds), QSize(360, 200))
    name = natural.adjusted(40, 40, -200, -120)  # a player's name where the bubble would go
    point = place_bubble((360, 200), [target], bounds, keep_clear=[name])
    bubble = QRect(point, QSize(360, 200))
    assert bounds.contains(bubble) and not bubble.intersects(target) and not bubble.intersects(name)
    assert max(abs(bubble.center().x() - target.center().x()), abs(bubble.center().y() - target.center().y())) < 400
    # What the step points at is a target, not something to keep clear of.
    pointed = target.adjusted(10, 10, -10, -10)
    assert place_bubble((360, 200), [target], bounds, keep_clear=[pointed]) == natural.topLeft()
    # No target: the middle, unless a count or a name is there.
    prizes = QRect(480, 380, 60, 60)
    point = place_bubble((360, 200), [], bounds, keep_clear=[prizes])
    bubble = QRect(point, QSize(360, 200))
    assert bounds.contains(bubble) and not bubble.intersects(prizes)


# ---------------------------------------------------------------------------- list and reference
def test_tutorial_screen_lists_lessons_with_ticks(qtbot):
    store = ProgressStore()
    store.mark_completed("zones")
    store.save_position("bench", 3)
    screen = TutorialScreen(store=store)
    qtbot.addWidget(screen)
    screen.show()
    assert [row.lesson.id for row in screen.rows] == [lesson.id for lesson in LESSONS]
    assert screen.rows[0].tick.text() == "✓" and screen.rows[0].button.text() == "Play again"
    bench = screen.row_for("bench")
    assert bench.button.text() == "Continue" and "step 4" in bench.state.text()
    assert screen.next_lesson_id() == "bench"
    assert "1 of" in screen.progress_label.text()
    with qtbot.waitSignal(screen.lessonRequested) as signal:
        click_button(qtbot, screen.row_for("energy").button)
    assert signal.args == ["energy"]


def test_tutorial_screen_offers_the_classic_and_the_modern_track(qtbot):
    screen = TutorialScreen(store=ProgressStore())
    qtbot.addWidget(screen)
    screen.show()
    assert set(screen.track_titles) == {"classic", "modern"}
    assert "Scarlet & Violet" in screen.track_titles["modern"].text()
    modern = [row.lesson.id for row in screen.rows if row.lesson.track == "modern"]
    assert {"first_turn", "supporters_items", "stadiums_tools", "ex_prizes"} <= set(modern)
    assert all(lesson.scenario is None or lesson.scenario.get("rules") == "modern"
               for lesson in LESSONS if lesson.track == "modern")  # taught on today's rules
    with qtbot.waitSignal(screen.lessonRequested) as signal:
        click_button(qtbot, screen.row_for("first_turn").button)
    assert signal.args == ["first_turn"]


def test_a_player_of_todays_decks_is_offered_the_modern_track_first(qtbot):
    from desktop.ui.settings import Settings, save_settings

    save_settings(Settings(last_decks=["Lucario ex Battle Deck", "Ampharos ex Battle Deck"]))
    screen = TutorialScreen(store=ProgressStore())
    qtbot.addWidget(screen)
    assert screen.preferred_track == "modern" and screen.next_lesson_id() == "first_turn"
    assert screen.row_for("first_turn").button.text() == "Start"
    save_settings(Settings(last_decks=["Brushfire", "Overgrowth"]))
    classic = TutorialScreen(store=ProgressStore())
    qtbot.addWidget(classic)
    assert classic.preferred_track == "classic" and classic.next_lesson_id() == "zones"


def test_tutorial_page_opens_a_lesson_and_comes_back_with_a_tick(qtbot):
    page = TutorialPage(store=ProgressStore())
    qtbot.addWidget(page)
    page.resize(1600, 1000)
    page.show()
    click_button(qtbot, page.lesson_list.row_for("winning").button)
    view = page.lesson_view
    assert view is not None and page.stack.currentWidget() is view
    assert view.table.controller is view.controller  # the real table, on the tutorial's controller
    motion.set_enabled(False)
    play_lesson(qtbot, view)
    click_button(qtbot, view.bubble.lessons)
    assert page.stack.currentWidget() is page.lesson_list and page.lesson_view is None
    assert page.lesson_list.row_for("winning").tick.text() == "✓"
    with qtbot.waitSignal(page.backRequested):
        page.lesson_list.backRequested.emit()
    page.close()
    motion.set_enabled(True)


def test_next_lesson_button_opens_the_following_lesson(qtbot):
    page = TutorialPage(store=ProgressStore())
    qtbot.addWidget(page)
    page.resize(1600, 1000)
    page.show()
    view = page.open_lesson("checkup")
    while not view.runner.finished:
        view.runner.skip()
    assert view.bubble.next_lesson.isVisible()
    click_button(qtbot, view.bubble.next_lesson)
    assert page.lesson_view is not None and page.lesson_view.lesson.id == "winning"
    page.close()


def test_rules_reference_searches_and_follows_links(qtbot):
    dialog = GlossaryDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert len(dialog.visible_terms()) == len(dialog.glossary)
    qtbot.keyClicks(dialog.search, "retreat")
    assert dialog.visible_terms()[:2] == ["Retreat", "Retreat Cost"]
    assert dialog.current_term() == "Retreat"
    assert "Retreat Cost" in dialog.text.toHtml()
    dialog.text.anchorClicked.emit(QUrl("term:Asleep"))
    assert dialog.current_term() == "Asleep"
    assert "turn the card sideways" in dialog.text.toPlainText()
    assert dialog.show_term("knocked out") and dialog.current_term() == "Knock Out"
    assert not dialog.show_term("Pikachu")
    with qtbot.waitSignal(dialog.lessonRequested) as signal:
        dialog.text.anchorClicked.emit(QUrl("lesson:knockouts"))
    assert signal.args == ["knockouts"]


def test_a_classic_only_step_shows_todays_rule_beside_it(qtbot, open_lesson):
    """Issue #20: era-specific steps are tagged, with the modern rule beside them."""
    view = open_lesson("confused")
    while view.runner.step is not None and view.runner.step.era != "classic":
        assert not view.bubble.era_note.isVisible()
        view.runner.skip() if view.runner.step.waits_for_move else view.runner.next()
    step = view.runner.step
    assert step is not None and step.modern
    assert view.bubble.era_note.isVisible()
    note = plain(view.bubble.era_note)
    assert note.startswith("CLASSIC RULE.") and "3 damage counters" in note
    view.grab().save("/tmp/tutorial_era_note.png")


def test_the_rules_reference_gives_todays_rule_for_a_classic_entry(qtbot):
    dialog = GlossaryDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.text.anchorClicked.emit(QUrl("term:Retreat"))
    text = dialog.text.toPlainText()
    assert "Classic rules" in text and "In today's rules: Once per turn." in text
