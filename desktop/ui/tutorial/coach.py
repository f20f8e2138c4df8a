"""The coach on the real table: a controller that lets only the lesson's move through,
rings around the highlighted things, and a speech bubble next to them.

``TutorialController`` subclasses the board engineer's ``GameController`` and puts the
``TutorialRunner`` between the table's controls and the game: the table calls
``submit(action)`` exactly as in a normal game; the runner decides. Refusals go out
on ``actionRefused`` (so the table shows them as usual) and on ``coached``.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import cast

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QFrame,
    QGraphicsView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.engine.actions import Action
from desktop.engine.events import Event
from desktop.engine.game import Game, IllegalActionError
from desktop.tutorial.lessons import Highlight, LessonError
from desktop.tutorial.runner import TutorialRunner
from desktop.ui.controller import GameController
from desktop.ui.tutorial.style import ACCENT, REFUSED, linked_html, term_from_href, term_href

RING = QColor(ACCENT)
BUBBLE = "#fdf6e3"


class _ScriptedSeat:
    """Marks the opponent's seat as not a person. It is never asked to choose: the
    lesson's script plays the opponent (``TutorialController`` never starts agents)."""

    def choose(self, game_view: Game) -> Action:  # pragma: no cover - never called
        raise RuntimeError("the tutorial opponent only plays scripted moves")


class TutorialController(GameController):
    """A ``GameController`` whose ``submit`` asks the lesson first.

    Board-engineer note: this is the *action filter* the tutorial needs. A hook on the
    controller itself (``controller.action_filter: Callable[[Action], tuple[bool, str]]``,
    consulted by ``submit`` before applying) would make this subclass unnecessary.
    """

    # (kind, what the coach says): "done" the move was made, "refused" it was not the
    # move (or broke a rule), "rule" a "try it" move the rules forbid, as the lesson planned.
    coached = Signal(str, str)

    def __init__(self, runner: TutorialRunner, parent=None) -> None:
        super().__init__(runner.game, agents=(None, _ScriptedSeat()), delay_ms=0, parent=parent)
        self.runner = runner
        runner.applier = self._apply_for_lesson
        runner.on_new_game = self.replace_game

    def submit(self, action: Action) -> bool:
        """The table's request: only the current step's move is applied."""
        history = len(self.game.history)
        ok, message = self.runner.attempt(action)
        applied = len(self.game.history) > history
        if not ok:
            self.actionRefused.emit(message)
            self.coached.emit("refused", message)
        elif not applied:
            self.actionRefused.emit(message)  # a "try it" step: the rules said no, as planned
            self.coached.emit("rule", message)
        else:
            self.coached.emit("done", message)
        return ok and applied

    def _apply_for_lesson(self, action: Action) -> list[Event]:
        """Apply through the controller so the table animates and logs the move."""
        captured: list[Event] = []
        self.eventsApplied.connect(captured.extend)
        try:
            applied = self._apply(action)
        finally:
            self.eventsApplied.disconnect(captured.extend)
        if not applied:
            raise IllegalActionError(self.game.why_illegal(action))
        return captured

    def _maybe_think(self) -> None:
        """The opponent never thinks for itself in a lesson."""


# ---------------------------------------------------------------------------- geometry
def find_board_view(table: QWidget) -> QGraphicsView | None:
    """The table's graphics view (the table itself if it is one)."""
    if isinstance(table, QGraphicsView):
        return table
    return table.findChild(QGraphicsView)


BUTTON_WORDS = {"end_turn": ("end turn", "endturn", "pass"), "retreat": ("retreat",), "next": ("next",)}


def _row_widgets(panel: QWidget, button: QWidget) -> list[QWidget]:
    """``button`` and the widgets beside it in its grid row (e.g. an attack's name)."""
    grid = getattr(panel, "grid", None)
    if not isinstance(grid, QGridLayout):
        return [button]
    index = grid.indexOf(button)
    if index < 0:
        return [button]
    row = _grid_row(grid, index)
    out: list[QWidget] = []
    for item in filter(None, [grid.itemAt(i) for i in range(grid.count()) if _grid_row(grid, i) == row]):
        widget, layout = item.widget(), item.layout()
        if widget is not None:
            out.append(widget)
        elif layout is not None:
            inner = filter(None, [layout.itemAt(k) for k in range(layout.count())])
            out += [w for w in (it.widget() for it in inner) if w]
    return out or [button]


def _grid_row(grid: QGridLayout, index: int) -> int:
    # PySide6 types getItemPosition as object; it returns (row, column, row span, column span).
    return cast(tuple[int, int, int, int], grid.getItemPosition(index))[0]


def find_controls(table: QWidget, highlight: Highlight, game: Game | None = None, viewer: int = 0) -> list[QWidget]:
    """The table's widgets a ``button.*`` highlight points at (empty if none is shown).

    Knows the board engineer's ``TableWidget`` (``actions_panel.buttons``, ``end_turn``,
    ``prompt_panel``); otherwise looks for a visible button by object name or text.
    """
    area, detail = highlight.area, highlight.detail
    panel = getattr(table, "actions_panel", None)
    if area in ("attack", "power") and panel is not None and game is not None and detail:
        for key, button in getattr(panel, "buttons", {}).items():
            words = key.split()
            slot = game.players[viewer].slot(int(words[1]) if words[0] == "power" else 0)
            if slot is None or words[0] != area:
                continue
            card = game.cards[slot.top]
            index = int(words[-1])
            named = card.attacks if area == "attack" else card.powers
            if index < len(named) and named[index].name == detail and button.isVisible():
                return _row_widgets(panel, button)
    end_turn = getattr(table, "end_turn", None) if area == "end_turn" else None
    if isinstance(end_turn, QAbstractButton):
        return [end_turn] if end_turn.isVisible() else []
    prompt = getattr(table, "prompt_panel", None) if area == "prompt" else None
    if isinstance(prompt, QWidget):
        return [prompt] if prompt.isVisible() else []
    words = BUTTON_WORDS.get(area, ())
    folded = detail.casefold()
    for button in table.findChildren(QAbstractButton):
        if not button.isVisible():
            continue
        name, text = button.objectName().casefold(), button.text().casefold().replace("&", "")
        if (folded and folded in text) or (not folded and any(w in name.replace("_", " ") or w in text
                                                              for w in words)):
            return [button]
    return []


def scene_rects(board, highlight: Highlight, viewer: int = 0) -> list[QRectF]:
    """Scene rectangles of the things ``highlight`` names on a ``BoardScene``."""
    seat = viewer if highlight.side == "my" else 1 - viewer
    side = board.side(seat)
    area = highlight.area
    if area == "active":
        zones = [side.active]
    elif area == "bench":
        zones = [side.bench[highlight.index - 1]] if highlight.index else list(side.bench)
    elif area == "hand":
        items = side.hand.items if side.hand.isVisible() else []
        if highlight.detail:
            items = [i for i in items if i.card is not None and i.card.name == highlight.detail]
            return [i.mapRectToScene(i.card_rect()) for i in items[:1]]
        if items:
            return [_union([i.mapRectToScene(i.card_rect()) for i in items])]
        zones = [side.hidden_hand if side.hidden_hand.isVisible() else side.hand]
    else:
        zones = [{"deck": side.deck, "discard": side.discard, "prizes": side.prizes}[area]]
    rects = []
    for zone in zones:
        rect = zone.sceneBoundingRect()
        if zone.items:
            rect = rect.united(_union([i.sceneBoundingRect() for i in zone.items]))
        rects.append(rect)
    return [_union(rects)] if len(rects) > 1 else rects


def _union(rects: list[QRectF]) -> QRectF:
    out = QRectF(rects[0])
    for rect in rects[1:]:
        out = out.united(rect)
    return out


class HighlightLocator:
    """Where the highlighted things of a step are, in the coordinates of ``host``."""

    def __init__(self, host: QWidget, table: QWidget, viewer: int = 0) -> None:
        self.host = host
        self.table = table
        self.viewer = viewer

    def rects(self, highlights: tuple[Highlight, ...]) -> list[QRect]:
        out: list[QRect] = []
        view = find_board_view(self.table)
        game = getattr(getattr(self.table, "controller", None), "game", None)
        for highlight in highlights:
            if highlight.side == "button":
                widgets = find_controls(self.table, highlight, game, self.viewer)
                if widgets:
                    rect = QRect()
                    for widget in widgets:
                        rect = rect.united(QRect(widget.mapTo(self.host, QPoint(0, 0)), widget.size()))
                    out.append(rect.adjusted(-5, -4, 5, 4))
                    continue
                # No such control shown: it is done on the Active Pokémon (e.g. retreating).
                highlight = Highlight("my", "active")
            if view is None or not hasattr(view.scene(), "side"):
                continue
            for scene_rect in scene_rects(view.scene(), highlight, self.viewer):
                polygon = view.mapFromScene(scene_rect.adjusted(-6, -6, 6, 6))
                box = polygon.boundingRect()
                out.append(QRect(view.viewport().mapTo(self.host, box.topLeft()), box.size()))
        return out


    def _to_host(self, view: QGraphicsView, rect: QRectF) -> QRect:
        box = view.mapFromScene(rect).boundingRect()
        return QRect(view.viewport().mapTo(self.host, box.topLeft()), box.size())

    def info_rects(self) -> list[QRect]:
        """What a player reads off the table and the bubble must leave visible: each side's
        Prize cards, deck and discard pile with their counts, the players' names and the
        notice across the table (who won)."""
        view = find_board_view(self.table)
        scene = view.scene() if view is not None else None
        if view is None or scene is None or not hasattr(scene, "side"):
            return []
        out = []
        for seat in (0, 1):
            side = scene.side(seat)
            for zone in (side.prizes, side.deck, side.discard):
                if zone.isVisible():  # the count chip hangs below the pile
                    out.append(self._to_host(view, zone.mapRectToScene(zone.rect.adjusted(-4, -4, 4, 14))))
            name = side.name
            if name.isVisible() and name.text():
                out.append(self._to_host(view, name.sceneBoundingRect().adjusted(-4, -2, 4, 2)))
        return out + self.notice_rects()

    def notice_rects(self) -> list[QRect]:
        """The notice across the table ("Player 1 wins!"), if it shows: the bubble never covers it."""
        view = find_board_view(self.table)
        notice = getattr(view.scene(), "notice", None) if view is not None else None
        if view is None or notice is None or not notice.isVisible():
            return []
        return [self._to_host(view, notice.sceneBoundingRect())]

    def board_rect(self) -> QRect:
        """The board view's area in ``host`` coordinates (the bubble stays inside it)."""
        view = find_board_view(self.table)
        if view is None:
            return QRect(self.table.mapTo(self.host, QPoint(0, 0)), self.table.size())
        viewport = view.viewport()
        return QRect(viewport.mapTo(self.host, QPoint(0, 0)), viewport.size())

    def card_rects(self) -> list[QRect]:
        """Every card on the board (the bubble tries not to cover them)."""
        view = find_board_view(self.table)
        scene = view.scene() if view is not None else None
        if view is None or scene is None or not hasattr(scene, "items_by_uid"):
            return []
        out = []
        for item in scene.items_by_uid.values():
            if item.isVisible():
                box = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
                out.append(QRect(view.viewport().mapTo(self.host, box.topLeft()), box.size()))
        return out


# ---------------------------------------------------------------------------- overlay
class HighlightOverlay(QWidget):
    """Glowing rings around the highlighted things; clicks pass straight through."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.rects: list[QRect] = []
        self.pointer: QPainterPath | None = None  # the bubble's tail, drawn in the bubble's colour
        self._phase = 0
        self._timer = QTimer(self)
        self._timer.setInterval(90)
        self._timer.timeout.connect(self._pulse)

    def set_rects(self, rects: list[QRect], pointer: QPainterPath | None = None) -> None:
        self.rects = rects
        self.pointer = pointer
        if rects:
            self._timer.start()
        else:
            self._timer.stop()
        self.update()

    def _pulse(self) -> None:
        self._phase = (self._phase + 1) % 20
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt name
        if not self.rects and self.pointer is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.pointer is not None:
            painter.setPen(QPen(RING, 2))
            painter.setBrush(QColor(BUBBLE))
            painter.drawPath(self.pointer)
        glow = abs(10 - self._phase) / 10  # 0..1..0
        for rect in self.rects:
            for width, alpha in ((14, int(40 + 50 * glow)), (5, 255)):
                color = QColor(RING)
                color.setAlpha(alpha)
                painter.setPen(QPen(color, width))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(QRectF(rect).adjusted(2, 2, -2, -2), 12, 12)


# ---------------------------------------------------------------------------- bubble
class CoachBubble(QFrame):
    """The coach's note, shown next to what it talks about: text, feedback and buttons.
    At the end of a lesson it shows the recap and the way on."""

    nextClicked = Signal()
    showMeClicked = Signal()
    termClicked = Signal(str)
    nextLessonClicked = Signal()
    lessonsClicked = Signal()

    WIDTH = 380

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("CoachBubble")
        self.setFixedWidth(self.WIDTH)
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 12px; font-weight: 700; color: #7a5b12; letter-spacing: 1px;")
        self.text = self._label("font-size: 15px; color: #1b1b1b;")
        self.feedback = self._label("")
        self.feedback.hide()
        self.era_note = self._label("font-size: 13px; color: #3b3320; background: #efe6cc; "
                                    "border-left: 4px solid #c9a23a; padding: 6px 8px;")
        self.era_note.setObjectName("BubbleEraNote")
        self.era_note.hide()
        self.task = QLabel()
        self.task.setWordWrap(True)
        self.task.setStyleSheet("font-size: 13px; font-weight: 700; color: #7a5b12;")
        self.next_button = self._button("Next  ▸", "BubbleNext", self.nextClicked)
        self.show_me = self._button("Show me", "BubbleShowMe", self.showMeClicked)
        self.show_me.setStyleSheet("background: #efe6cc; border-color: #c9b98a;")
        self.next_lesson = self._button("Next lesson  ▸", "BubbleNextLesson", self.nextLessonClicked)
        self.lessons = self._button("All lessons", "BubbleLessons", self.lessonsClicked)
        self.lessons.setStyleSheet("background: #efe6cc; border-color: #c9b98a;")
        buttons = QHBoxLayout()
        buttons.addWidget(self.task, 1)
        for button in (self.show_me, self.lessons, self.next_lesson, self.next_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.setSpacing(8)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addWidget(self.era_note)
        layout.addWidget(self.feedback)
        layout.addLayout(buttons)
        self.set_mode(finished=False)

    def _label(self, css: str) -> QLabel:
        label = QLabel()
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setOpenExternalLinks(False)
        label.linkActivated.connect(self._link)
        label.setStyleSheet(css)
        return label

    def _button(self, text: str, name: str, signal) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.clicked.connect(signal)
        return button

    def set_mode(self, finished: bool, has_next: bool = False) -> None:
        self.setFixedWidth(self.WIDTH + (140 if finished else 0))
        self.next_lesson.setVisible(finished and has_next)
        self.lessons.setVisible(finished)

    def set_step(self, title: str, text: str, waits_for_next: bool, task: str, modern: str = "") -> None:
        """Show a step; ``modern``: the step teaches a classic-only rule, and this is today's rule."""
        self.set_mode(finished=False)
        self.title.setText(title)
        self.text.setText(linked_html(text, link_color="#1d5fa8"))
        self.era_note.setText(f"<b>CLASSIC RULE.</b> In today's game: {linked_html(modern, link_color='#1d5fa8')}")
        self.era_note.setVisible(bool(modern))
        self.feedback.hide()
        self.task.setText(task)
        self.next_button.setVisible(waits_for_next)
        self.show_me.setVisible(not waits_for_next and bool(task))
        self.adjustSize()

    def set_finished(self, recap: str, terms: list[str], has_next: bool) -> None:
        """The lesson is over: a recap paragraph, its rules terms and the way on."""
        self.set_mode(finished=True, has_next=has_next)
        self.title.setText("LESSON COMPLETE  ✓")
        links = ", ".join(f'<a href="{term_href(t)}" style="color:#1d5fa8;">{escape(t)}</a>' for t in terms)
        more = f'<p style="font-size:13px; color:#5a4a20;">Rules in this lesson: {links}</p>' if links else ""
        self.text.setText(f'<p style="font-size:15px; line-height:135%;">'
                          f'{linked_html(recap, link_color="#1d5fa8")}</p>{more}')
        self.feedback.hide()
        self.era_note.hide()
        self.task.setText("")
        self.next_button.hide()
        self.show_me.hide()
        self.adjustSize()

    FEEDBACK = {  # kind: (mark, text colour, background, border)
        "done": ("✓ ", "#1d5c34", "#dff5e5", "#8fd3a8"),
        "refused": ("✗ ", "#8a2d12", "#fde3d8", REFUSED),
        "rule": ("The rules say no: ", "#6b4a00", "#fff0c2", "#e0b84a"),
    }

    def set_feedback(self, message: str, kind: str = "done") -> None:
        """Show what the coach says about the last move (``kind``: done, refused, rule)."""
        if not message:
            self.feedback.hide()
        else:
            mark, color, background, border = self.FEEDBACK.get(kind, self.FEEDBACK["done"])
            self.feedback.setStyleSheet(f"font-size: 14px; color: {color}; background: {background}; "
                                        f"border: 1px solid {border}; border-radius: 6px; padding: 6px;")
            self.feedback.setText(escape(mark) + linked_html(message, link_color="#1d5fa8"))
            self.feedback.show()
        self.adjustSize()

    def _link(self, href: str) -> None:
        term = term_from_href(href)
        if term is not None:
            self.termClicked.emit(term)


def _coverage(xs: Sequence[int], ys: Sequence[int], w: int, h: int,
              weighted: Sequence[tuple[QRect, float]]) -> list[list[float]]:
    """``grid[i][j]``: the weighted area of ``weighted`` rectangles a ``w`` x ``h`` rectangle
    at ``(xs[i], ys[j])`` covers. An overlap is (overlap in x) * (overlap in y), so each
    rectangle only touches the cells it can reach (a placement stays a few milliseconds)."""
    grid = [[0.0] * len(ys) for _ in xs]
    for rect, weight in weighted:
        r_left, r_right, r_top, r_bottom = rect.left(), rect.right() + 1, rect.top(), rect.bottom() + 1
        rows = [(j, weight * (min(y + h, r_bottom) - max(y, r_top))) for j, y in enumerate(ys)
                if min(y + h, r_bottom) > max(y, r_top)]
        if not rows:
            continue
        for i, x in enumerate(xs):
            across = min(x + w, r_right) - max(x, r_left)
            if across > 0:
                column = grid[i]
                for j, value in rows:
                    column[j] += across * value
    return grid


AVOID_WEIGHT = 3  # per pixel of a card covered
KEEP_CLEAR_WEIGHT = 20  # per pixel of a count or a name covered: as bad as covering a target
TARGET_WEIGHT = 20
ON_TARGET = 10**6  # per pixel of a target or the winner's notice covered: only if nothing else fits


def _positions(low: int, high: int, step: int, extra: list[int]) -> list[int]:
    """Every ``step`` from ``low`` to ``high``, both ends, and the ``extra`` ones in between."""
    return sorted({*range(low, high + 1, step), high, *(v for v in extra if low <= v <= high)})


def place_bubble(bubble_size: tuple[int, int], targets: list[QRect], bounds: QRect,
                 avoid: Sequence[QRect] = (), margin: int = 16, keep_clear: Sequence[QRect] = (),
                 never: Sequence[QRect] = ()) -> QPoint:
    """Where to put a bubble of ``bubble_size`` inside ``bounds``: close to the first of
    ``targets`` without covering any of them, and covering as little of ``avoid`` (cards
    the player may need) and, even less, of ``keep_clear`` (what the player reads off the
    table: Prize, deck and discard counts, names) as it can. A ``keep_clear`` rectangle the
    step points at (one touching a target) is left to the targets. With no target the
    bubble sits in the middle, or as near it as it can without covering those. It covers
    a target or one of ``never`` (the winner's notice) only if there is no room elsewhere."""
    w, h = bubble_size
    left, top = bounds.left() + 6, bounds.top() + 6
    right, bottom = max(left, bounds.right() - w - 6), max(top, bounds.bottom() - h - 6)
    keep_clear = [r for r in keep_clear if not any(r.intersects(t) for t in targets)]
    weighted = [(r, AVOID_WEIGHT) for r in avoid] + [(r, KEEP_CLEAR_WEIGHT) for r in keep_clear]
    step = 24
    if not targets:
        weighted += [(r, ON_TARGET) for r in never]
        centre = QPoint(min(max(bounds.center().x() - w // 2, left), right),
                        min(max(bounds.center().y() - h // 2, top), bottom))
        best_cost = _coverage(range(centre.x(), centre.x() + 1), range(centre.y(), centre.y() + 1), w, h,
                              weighted)[0][0]
        if not best_cost:
            return centre
        best = centre
        xs = _positions(left, right, step, [r.right() + 1 + margin for r in never])
        ys = _positions(top, bottom, step, [r.top() - margin - h for r in never] + [r.bottom() + 1 + margin
                                                                                   for r in never])
        grid = _coverage(xs, ys, w, h, weighted)
        for i, x in enumerate(xs):
            for j, y in enumerate(ys):
                cost = grid[i][j] + 4 * (abs(x - centre.x()) + abs(y - centre.y()))
                if cost < best_cost:
                    best, best_cost = QPoint(x, y), cost
        return best
    main = targets[0]
    weighted += [(t.adjusted(-margin, -margin, margin, margin), TARGET_WEIGHT) for t in targets]
    xs = _positions(left, right, step, [x for t in targets for gap in (margin, 2)
                                        for x in (t.left() - gap - w, t.right() + 1 + gap)])
    ys = _positions(top, bottom, step, [y for t in targets for gap in (margin, 2)
                                        for y in (t.top() - gap - h, t.bottom() + 1 + gap)])
    grid = _coverage(xs, ys, w, h, weighted)
    hits = _coverage(xs, ys, w, h, [(t, 1.0) for t in (*targets, *never)])  # only if there is no room elsewhere
    m_left, m_right, m_top, m_bottom = main.left(), main.right(), main.top(), main.bottom()
    gap_y = [max(0, max(y, m_top) - min(y + h - 1, m_bottom)) for y in ys]  # the gap to the target, by axis
    best, best_cost = QPoint(left, top), float("inf")
    for i, x in enumerate(xs):
        gap_x = max(0, max(x, m_left) - min(x + w - 1, m_right))
        column, hit = grid[i], hits[i]
        for j, y in enumerate(ys):
            cost = column[j] + 40 * max(0, gap_x + gap_y[j] - margin) + ON_TARGET * hit[j]
            if cost < best_cost:
                best, best_cost = QPoint(x, y), cost
    return best


def bubble_pointer(bubble: QRect, target: QRect) -> QPainterPath | None:
    """A small triangle from the bubble's edge toward ``target`` (None if they overlap)."""
    if bubble.intersects(target):
        return None
    c = QPointF(target.center())
    b = QPointF(bubble.center())
    path = QPainterPath()
    if c.x() > bubble.right():
        base = QPointF(bubble.right(), min(max(c.y(), bubble.top() + 20), bubble.bottom() - 20))
        tip = QPointF(min(target.left() - 4, base.x() + 18), base.y())
        path.moveTo(base.x(), base.y() - 10)
        path.lineTo(tip)
        path.lineTo(base.x(), base.y() + 10)
    elif c.x() < bubble.left():
        base = QPointF(bubble.left(), min(max(c.y(), bubble.top() + 20), bubble.bottom() - 20))
        tip = QPointF(max(target.right() + 4, base.x() - 18), base.y())
        path.moveTo(base.x(), base.y() - 10)
        path.lineTo(tip)
        path.lineTo(base.x(), base.y() + 10)
    else:
        down = c.y() > b.y()
        y = bubble.bottom() if down else bubble.top()
        x = min(max(c.x(), bubble.left() + 20), bubble.right() - 20)
        tip = QPointF(x, (min(target.top() - 4, y + 18)) if down else max(target.bottom() + 4, y - 18))
        path.moveTo(x - 10, y)
        path.lineTo(tip)
        path.lineTo(x + 10, y)
    path.closeSubpath()
    return path


def task_text(runner: TutorialRunner) -> str:
    """A short line saying what the player must do now."""
    step = runner.step
    if step is None:
        return ""
    if step.waits_for_next:
        return ""
    if step.kind == "answer":
        return "Your move: answer on the table."
    if step.blocked:
        return "Your move: try it on the table."
    return "Your move: do it on the table."


def safe_expected(runner: TutorialRunner) -> Action | None:
    try:
        return runner.expected_action()
    except LessonError:
        return None
