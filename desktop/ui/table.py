"""The table widget: the board view plus the side panel, for one GameController.

::

    controller = GameController(game, agents=(None, RandomAgent(7)))
    table = TableWidget(controller)      # hot-seat when both seats are people
    controller.start()

Self-contained: the app shell only creates it, shows it and keeps the
controller. Every change of the game goes through ``controller.submit``.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut, QShowEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from desktop.engine import explain  # noqa: F401 - loaded with the table, not on the first "why not" mid-game
from desktop.engine.actions import END_TURN, Adjust, AssembleVUnion, Choose, ManualReveal
from desktop.engine.prompts import CARD, MANUAL
from desktop.engine.table import manual_open
from desktop.ui import guidance
from desktop.ui.board import motion, pixmaps
from desktop.ui.board.card_item import ENERGY_PIXELS, energy_type
from desktop.ui.board.layout import CARD_W, SMALL_W
from desktop.ui.board.scene import BoardScene, Preview
from desktop.ui.board.view import BoardView
from desktop.ui.log_text import PlacesBefore, describe
from desktop.ui.panels.actions_panel import SYMBOL, ActionsPanel
from desktop.ui.panels.banner import Banner
from desktop.ui.panels.card_picker import THUMB_W, CardPicker
from desktop.ui.panels.log_panel import TOOK_BACK, LogPanel
from desktop.ui.panels.manual_cards import ManualCards
from desktop.ui.panels.manual_panel import ManualPanel
from desktop.ui.panels.message_bar import MessageBar
from desktop.ui.panels.pass_cover import PassCover
from desktop.ui.panels.preview import PreviewPanel
from desktop.ui.panels.prompt_panel import PromptPanel
from desktop.ui.panels.stall_notice import StallNotice
from desktop.ui.qt_guard import guard_none_refcount
from desktop.ui.table_style import TABLE_CSS

if TYPE_CHECKING:
    from desktop.engine.events import Event
    from desktop.engine.game import Outcome
    from desktop.ui.controller import GameController

SIDE_WIDTH = 400
# Hot-seat: after a move whose events include one of these the player who made it sees the result
# (the coin, the damage, a Knock Out) and passes the device themselves with "Pass to …".
RESULT_EVENTS = frozenset({"attack", "power", "coin", "damage", "heal", "knockout", "condition", "prize"})
RESIZE_SETTLE_MS = 300  # faces for a new table size are drawn once the size has stayed put this long


def took_back_text(name: str, count: int) -> str:
    """The log's mark for a take-back ("↶ Ash took back their last move.")."""
    more = f" ({count} actions undone)" if count > 1 else ""
    return f"{TOOK_BACK}{name} took back their last move{more}."


class TableWidget(QWidget):
    """The game table for ``controller``'s game."""

    def __init__(self, controller: GameController, parent: QWidget | None = None,
                 hotseat: bool | None = None, animations: bool = True) -> None:
        super().__init__(parent)
        guard_none_refcount()
        self.setObjectName("TableWidget")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(TABLE_CSS)
        motion.set_enabled(animations)
        self.controller = controller
        self.hotseat = controller.hotseat if hotseat is None else hotseat
        self.covered = False
        self.reviewing = False  # hot-seat: the turn has passed, its player still looks at the result
        self._result_to_see = False  # the last move's events are worth a look before passing
        self.selected: tuple[int, int] | None = None
        self.picker: CardPicker | None = None
        self._picker_prompt: object = None
        self._faces_prepared: object = None  # the game whose first faces were drawn up front
        self.scene = BoardScene(controller, self)
        self.view = BoardView(self.scene)
        self._build()
        self._connect()
        self.refresh()
        self.view.before_next_paint(lambda: self.warm_faces(now=True))

    # ------------------------------------------------------------------ building
    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        self.banner = Banner()
        outer.addWidget(self.banner)
        body = QHBoxLayout()
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(0)
        body.addWidget(self.view, 1)
        side = QFrame()
        side.setObjectName("SidePanel")
        side.setFixedWidth(SIDE_WIDTH)
        column = QVBoxLayout(side)
        column.setContentsMargins(10, 10, 10, 10)
        column.setSpacing(8)
        self.message_bar = MessageBar()
        self.prompt_panel = PromptPanel()
        self.manual_panel = ManualPanel()  # Table mode: a step done by hand
        self.adjust_button = QPushButton("Adjust by hand…")
        self.adjust_button.setToolTip("Table mode: move cards, damage and Special Conditions by hand, as you both "
                                      "agree (every move is in the log)")
        self.actions_panel = ActionsPanel()
        self.end_turn = QPushButton("End turn")
        self.end_turn.setObjectName("EndTurnButton")
        self.undo_button = QPushButton("↶ Undo last move")
        self.undo_button.setObjectName("UndoButton")
        self.undo_button.setToolTip("Take back your last move (Ctrl+Z), while nothing hidden has been seen since")
        self.undo_button.setVisible(self.controller.takebacks)
        self.preview = PreviewPanel()
        self.log = LogPanel()
        for widget in (self.message_bar, self.prompt_panel, self.manual_panel, self.actions_panel, self.end_turn,
                       self.adjust_button, self.undo_button, self.preview):
            column.addWidget(widget)
        column.addWidget(self.log, 1)
        body.addWidget(side)
        outer.addLayout(body, 1)
        self.side_panel = side
        self.cover = PassCover(self)
        self.stall_notice = StallNotice(self)
        self.message_bar.reserve()  # under the table's style sheet now: its room is kept from the start

    def _connect(self) -> None:
        c = self.controller
        c.stateChanged.connect(self.refresh)
        c.eventsApplied.connect(self._events)
        c.actionRefused.connect(self.message_bar.show_message)
        c.turnChanged.connect(lambda _seat: self.message_bar.clear())  # last turn's refusal no longer applies
        c.gameOver.connect(self._game_over)
        c.thinkingChanged.connect(lambda _busy: self._update_banner())
        c.viewerChanged.connect(lambda _seat: self.refresh())
        c.gameReplaced.connect(self._game_replaced)
        c.tookBack.connect(self._took_back)
        c.stalledChanged.connect(self._stalled)
        self.stall_notice.waitClicked.connect(c.keep_waiting)
        self.stall_notice.restartClicked.connect(c.restart_agent)
        self.scene.hovered.connect(self.preview.show_preview)
        self.scene.message.connect(self.message_bar.show_message)
        self.scene.pokemonSelected.connect(self._select)
        self.scene.discardRequested.connect(self.browse_discard)
        self.actions_panel.actionRequested.connect(self.submit)
        self.prompt_panel.actionRequested.connect(self.submit)
        self.prompt_panel.pickerRequested.connect(self.open_picker)
        self.manual_panel.actionRequested.connect(self.submit)
        self.manual_panel.revealRequested.connect(self.choose_card_to_reveal)
        self.adjust_button.clicked.connect(lambda: self.submit(Adjust()))
        self.scene.pileRequested.connect(self.open_pile)
        self.end_turn.clicked.connect(self._end_turn_clicked)
        self.undo_button.clicked.connect(self.take_back)
        QShortcut(QKeySequence.StandardKey.Undo, self).activated.connect(self.take_back)
        self.cover.passed.connect(self.pass_device)
        faces = pixmaps.store()
        faces.faceReady.connect(self.scene.face_ready)
        faces.faceReady.connect(self.preview.face_ready)
        self._resized = QTimer(self, singleShot=True, interval=RESIZE_SETTLE_MS)
        self._resized.timeout.connect(self.warm_faces)
        self.view.scaleChanged.connect(lambda _scale: self._resized.start())  # while resizing: stand-ins

    # ------------------------------------------------------------------ actions
    def submit(self, action) -> bool:
        """Request ``action`` from the controller (refusals show in the message bar)."""
        ok = self.controller.submit(action)
        if ok:
            self.message_bar.clear()
        return ok

    def take_back(self) -> bool:
        """"Undo last move" (the controller asks the engine whether it may)."""
        if self.covered or not self.controller.takebacks:
            return False
        return self.controller.take_back()

    def _took_back(self, seat: int, count: int) -> None:
        """A move was taken back: the board goes back with the next refresh; the log says so."""
        self.selected = None
        self.reviewing = False
        self._result_to_see = False
        self._close_picker()
        self.message_bar.clear()
        self.log.add_lines([took_back_text(self.controller.game.names[seat], count)])

    def _end_turn_clicked(self) -> None:
        if self.reviewing:
            self.start_pass()
        else:
            self.submit(END_TURN)

    def start_pass(self) -> None:
        """Hot-seat: the player who just moved has seen the result; cover the table for the next one."""
        self.reviewing = False
        self.covered = True
        self.refresh()

    def pass_device(self) -> None:
        """Hot-seat: the next player has the screen; show their side."""
        seat = self.controller.game.to_move
        self.covered = False
        self.reviewing = False
        self.cover.hide()
        self.selected = None
        self.controller.viewer = seat  # emits viewerChanged -> refresh
        self.refresh()

    # ------------------------------------------------------------------ faces
    def warm_faces(self, now: bool = False) -> None:
        """Have every card face this game can show drawn before it is needed.

        Pillow takes 10-40 ms a face, so none may be drawn on the GUI thread while
        the game is played. Just before the table is first painted for a game
        (``now``), both decks' cards (a few dozen distinct ones) are drawn at the
        table's size, with the card backs and Energy symbols: that is part of
        putting the game on the table (a few ms a card once they are in the disk
        cache). The preview's and the card picker's sizes are drawn in the
        background, and so is a new size after a resize; until a face arrives the
        card is shown drawn at another size, scaled.
        """
        if not self.view.fitted:
            return  # not laid out yet: the first paint calls again, knowing the size
        game = self.controller.game
        seat = self.controller.viewer
        first = [*game.players[seat].hand, *(u for p in game.players for s in p.slots() for u in s.all_cards())]
        cards = list({c.id: c for c in (*(game.cards[u] for u in first), *game.cards)}.values())
        scale = self.view.pixel_scale()
        width = pixmaps.stepped_width(CARD_W * scale)
        if now and self._faces_prepared is not game:
            self._faces_prepared = game
            pixmaps.prepare(cards, width)
            for size in (width, pixmaps.stepped_width(SMALL_W * scale)):
                pixmaps.back(size)
            symbols = {energy_type(c) for c in cards if c.kind == "energy"}  # under Pokémon in play
            for kind in symbols:
                pixmaps.energy_symbol(kind, ENERGY_PIXELS)
            for kind in {t for c in cards for a in c.attacks for t in a.cost}:  # attack costs in the panel
                pixmaps.energy_symbol(kind, SYMBOL * 2)
        pixmaps.warm(cards, width, pixmaps.TABLE)
        pixmaps.warm(cards, self.preview.face_width(), pixmaps.PREVIEW)
        pixmaps.warm(cards, THUMB_W * 2, pixmaps.PICKER)

    # ------------------------------------------------------------------ refreshing
    def refresh(self) -> None:
        """Bring every part of the table up to date with the game."""
        c = self.controller
        game = c.game
        self._places = PlacesBefore(game)  # where the Pokémon are before the next action, for the log
        seat = game.to_move
        must_pass = (self.hotseat and game.outcome is None and c.is_human(seat) and seat != c.viewer)
        if must_pass and not self.covered and (self.reviewing or self._result_to_see):
            self.reviewing = True  # the player who moved sees what happened, then presses "Pass to …"
        elif must_pass:
            self.covered = True
        self._result_to_see = False
        if not must_pass:
            self.reviewing = False
        if self.covered:
            self.scene.set_perspective(c.viewer, show_hand=False)
            self.cover.show_for(game.names[seat])
            self._close_picker()
        else:
            self.cover.hide()
            self.scene.set_perspective(c.viewer, show_hand=True)
        actor = self.scene.actor()
        prompt = game.pending
        mine = prompt is not None and actor is not None and prompt.player == actor
        by_hand = mine and prompt is not None and prompt.kind == MANUAL
        self.prompt_panel.show_prompt(prompt if mine and not by_hand else None)
        self.manual_panel.show_step(game, prompt if by_hand else None, actor, self.selected)
        self.preview.setVisible(not by_hand)  # the step's own facts take its room
        if not mine or prompt is None:  # (mine implies a prompt)
            self._close_picker()
        elif prompt.kind == CARD and prompt.zone != "hand" and self._picker_prompt != (len(game.history), prompt):
            self.open_picker()
        self._update_selection(actor)
        legal = game.legal_set() if actor is not None else frozenset()
        self.end_turn.setEnabled(END_TURN in legal or self.reviewing)
        attacking = any(a[0] == "attack" for a in legal)
        self.end_turn.setText(f"Pass to {game.names[seat]}" if self.reviewing
                              else "End turn without attacking" if attacking else "End turn")
        self.end_turn.setVisible(game.phase == "main" or self.reviewing)
        self.adjust_button.setVisible(game.rules.table and game.phase == "main" and not self.covered)
        self.adjust_button.setEnabled(Adjust() in legal)
        self.undo_button.setVisible(c.takebacks)
        self.undo_button.setEnabled(not self.covered and c.can_undo())
        self._update_banner()

    def _update_selection(self, actor: int | None) -> None:
        game = self.controller.game
        seat, pos = self.selected if self.selected is not None else (self.scene.bottom, 0)
        if game.players[seat].slot(pos) is None:
            seat, pos = self.scene.bottom, 0
        self.actions_panel.show_for(game, seat, pos, actor)
        self.actions_panel.setVisible(not self.covered and game.phase == "main" and not manual_open(game))
        slot = game.players[seat].slot(pos)
        if self.preview.current is None and slot is not None and not self.covered and game.phase != "setup":
            self.preview.show_preview(Preview(game.cards[slot.top]))

    def _select(self, seat: int, pos: int) -> None:
        self.selected = (seat, pos)
        actor = self.scene.actor()
        self._update_selection(actor)
        if self.manual_panel.isVisible():
            self.manual_panel.show_step(self.controller.game, self.controller.game.pending, actor, self.selected)

    def _update_banner(self) -> None:
        c = self.controller
        game = c.game
        viewer = None if self.covered else self.scene.bottom
        headline, instruction = guidance.banner_text(game, viewer, c.humans)
        if self.reviewing:
            who, name = game.names[self.scene.bottom], game.names[game.to_move]
            headline, instruction = f"{who}, see what happened", f"then press “Pass to {name}”"
        if game.outcome is not None:
            tone = "over"
        elif self.scene.actor() is not None or self.reviewing:
            tone = "act"
        else:
            tone = "wait"
        self.banner.set_text(headline, instruction, tone)

    def _events(self, events: list[Event]) -> None:
        c = self.controller
        viewer = -1 if self.hotseat else c.viewer  # hot-seat: the log never names hidden cards
        self.scene.show_events(events)
        landing = self.scene.coins_landing_ms()
        flips = [i for i, e in enumerate(events) if e.kind == "coin"]
        split = flips[-1] + 1 if landing and flips else 0  # what the coins led to is told once they land
        self.log.add_lines(describe(events[:split], c.game, viewer, self._places))
        self.log.add_lines(describe(events[split:], c.game, viewer, self._places), after_ms=landing if split else 0)
        self._result_to_see = self.hotseat and c.game.phase == "main" and any(e.kind in RESULT_EVENTS
                                                                              for e in events)
        looked = [e.card for e in events if e.kind == "peek" and e.detail == "looked at by hand"]
        if looked and self.scene.actor() == events[0].player:
            self.show_looked(looked)

    def _game_replaced(self, _game: object) -> None:
        """A different game is on the table: forget what belonged to the old one."""
        self.log.clear_lines()
        self.selected = None
        self.covered = False
        self.reviewing = False
        self._close_picker()
        self.preview.show_preview(None)
        self.scene.clear_cards()
        self.view.before_next_paint(lambda: self.warm_faces(now=True))

    def _stalled(self, stalled: bool) -> None:
        """The computer's process stopped answering (show Wait / Restart), or answers again."""
        if stalled:
            self.stall_notice.show_over(self.view.geometry(), self.controller.thinking_s)
        else:
            self.stall_notice.hide()

    def _game_over(self, outcome: Outcome) -> None:
        self.covered = False
        self.refresh()

    def finish_animations(self) -> None:
        """Let every card reach its place and turn now (for screenshots and tests)."""
        self.scene.land_coins()
        self.log.show_waiting()
        for item in self.scene.items_by_uid.values():
            motion.finish(item)
        self.scene.finish_leaving()

    # ------------------------------------------------------------------ dialogs
    def open_picker(self) -> CardPicker | None:
        """Open the card picker for the viewer's open card prompt."""
        game = self.controller.game
        prompt = game.pending
        if prompt is None or prompt.kind != CARD:
            return None
        self._close_picker()
        self._picker_prompt = (len(game.history), prompt)
        cards = [(uid, game.cards[uid]) for uid in prompt.options]
        picker = CardPicker(prompt.text, cards, choosing=True, optional=prompt.optional, parent=self)
        picker.setStyleSheet(TABLE_CSS)
        picker.picked.connect(lambda uid: self.submit(Choose(uid)))
        picker.finishedChoosing.connect(lambda: self.submit(Choose(None)))
        self.picker = picker
        picker.open()
        return picker

    def _close_picker(self) -> None:
        if self.picker is not None:
            picker, self.picker = self.picker, None
            picker.blockSignals(True)
            picker.close()
            picker.deleteLater()

    def open_pile(self, seat: int, pile: str) -> ManualCards | None:
        """Table mode's manual step: the cards of a pile, to move any of them (the mover's own deck
        and Prize cards; anyone's Lost Zone and discard pile)."""
        game = self.controller.game
        actor = self.scene.actor()
        if actor is None or not manual_open(game) or game.to_move != actor:
            return None
        if pile in ("deck", "prizes") and seat != actor:
            self.message_bar.show_message("Only their owner looks through a deck or Prize cards; use Look "
                                          "for the top of your opponent's deck.")
            return None
        return self._manual_cards(ManualCards(game, actor, seat, pile, parent=self))

    def choose_card_to_reveal(self) -> CardPicker | None:
        """Manual step: pick a card of your hand to show your opponent (it goes in the log)."""
        game = self.controller.game
        actor = self.scene.actor()
        if actor is None or not manual_open(game):
            return None
        cards = [(uid, game.cards[uid]) for uid in game.players[actor].hand]
        picker = CardPicker("Show a card of your hand to your opponent", cards, choosing=True, parent=self)
        picker.setStyleSheet(TABLE_CSS)
        picker.picked.connect(lambda uid: self.submit(ManualReveal(uid)))
        self._close_picker()
        self.picker = picker
        picker.open()
        return picker

    def show_looked(self, uids: list[int]) -> ManualCards:
        """The top cards of a deck just looked at by hand, each movable."""
        game = self.controller.game
        seat = game.owner(uids[0])
        title = f"You look at the top {len(uids)} card(s) of {'your' if seat == game.to_move else 'their'} deck"
        return self._manual_cards(ManualCards(game, game.to_move, seat, "deck", parent=self, uids=uids,
                                              title=title))

    def _manual_cards(self, dialog: ManualCards) -> ManualCards:
        dialog.setStyleSheet(TABLE_CSS)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.moveRequested.connect(self.submit)
        self._close_picker()
        self.picker = dialog
        dialog.open()
        return dialog

    def browse_discard(self, seat: int) -> CardPicker:
        """Look through ``seat``'s discard pile (public information); in a manual step, move its cards."""
        game = self.controller.game
        manual = self.open_pile(seat, "discard") if manual_open(game) else None
        if manual is not None:
            return manual
        cards = [(uid, game.cards[uid]) for uid in reversed(game.players[seat].discard)]
        dialog = CardPicker(f"{game.names[seat]}'s discard pile ({len(cards)} cards)", cards, choosing=False,
                            parent=self)
        if seat == game.to_move and self.controller.is_human(seat) and game.prompt is None:
            for action in game.legal_actions():  # a Pokémon V-UNION put together from this pile
                if isinstance(action, AssembleVUnion):
                    name = game.cards[action[1]].name
                    dialog.add_action(f"Put {name} onto your Bench", partial(self.submit, action))
        dialog.setStyleSheet(TABLE_CSS)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.open()
        return dialog

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self.warm_faces()  # shown again for another game, at the same size

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        # Always: a cover shown while the table was still hidden (a new game on the page) is not
        # "visible" yet when the table first gets its size, and kept the default 640x480.
        self.cover.setGeometry(self.rect())
        self.stall_notice.place(self.view.geometry())
