"""Table mode's manual step in the side panel: the card's facts and text, the tools for moves made
by hand (coin, draw, shuffle, look, damage and Special Conditions), and Done.

It never changes the game: every button emits the manual move as an action
(``actionRequested``), which the table submits like any other; cards are moved by dragging
them on the table or from a pile's card list (``manual_cards.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.engine.actions import (
    Action,
    Choose,
    ManualCoin,
    ManualCondition,
    ManualCounters,
    ManualDraw,
    ManualLook,
    ManualShuffle,
)
from desktop.engine.fx.manual_step import DONE
from desktop.engine.state import ROTATION_NAMES
from desktop.engine.table import CONDITIONS, LOOK_OFFER
from desktop.ui.board.drops import relative
from desktop.ui.manual_text import step_info

if TYPE_CHECKING:
    from desktop.engine.game import Game
    from desktop.engine.prompts import Prompt


def _label(name: str, text: str = "", wrap: bool = True) -> QLabel:
    label = QLabel(text)
    label.setObjectName(name)
    label.setWordWrap(wrap)
    return label


class ManualPanel(QFrame):
    """The open manual step for the player doing it."""

    actionRequested = Signal(object)
    revealRequested = Signal()  # "Show a card of your hand…": the table asks which one

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PromptPanel")
        self.game: Game | None = None
        self.actor = 0
        self.selected: tuple[int, int] | None = None  # (seat, pos) of the Pokémon the damage buttons act on
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(5)
        self.title = _label("PanelTitle")
        self.facts = _label("Hint")
        self.text = _label("PromptText")
        self.how = _label("Hint")
        for widget in (self.title, self.facts, self.text, self.how):
            layout.addWidget(widget)
        tools = QHBoxLayout()
        self.coin_button = self._tool("Flip a coin", lambda: ManualCoin(), tools)
        self.reveal_button = QPushButton("Show a card of your hand…")
        self.reveal_button.clicked.connect(self.revealRequested.emit)
        tools.addWidget(self.reveal_button)
        self.side = QComboBox()  # whose deck the deck tools work on
        self.side.addItem("Your deck", 0)
        self.side.addItem("Their deck", 1)
        self.side.currentIndexChanged.connect(lambda _i: self._show_deck_tools())
        deck = QHBoxLayout()
        deck.addWidget(self.side, 1)
        self.draw_button = self._tool("Draw a card", lambda: ManualDraw(self._side()), deck)
        self.shuffle_button = self._tool("Shuffle", lambda: ManualShuffle(self._side()), deck)
        self.look_count = QSpinBox()
        self.look_count.setRange(1, 60)
        self.look_count.setValue(min(3, LOOK_OFFER))
        look = QHBoxLayout()
        look.addWidget(QLabel("Look at its top"))
        look.addWidget(self.look_count)
        look.addWidget(QLabel("cards"), 1)
        self.look_button = self._tool("Look", lambda: ManualLook(self._side(), self.look_count.value()), look)
        for row in (tools, deck, look):
            layout.addLayout(row)
        self.selected_label = _label("Hint")
        layout.addWidget(self.selected_label)
        damage = QHBoxLayout()
        self.minus_button = self._tool("− 10 damage", lambda: self._counters(-10), None)
        self.plus_button = self._tool("+ 10 damage", lambda: self._counters(10), None)
        damage.addWidget(self.minus_button)
        damage.addWidget(self.plus_button)
        layout.addLayout(damage)
        conditions = QGridLayout()
        self.condition_buttons: dict[str, QPushButton] = {}
        for index, name in enumerate(CONDITIONS):
            button = QPushButton(name)
            button.setCheckable(True)
            button.setToolTip(f"Give the selected Active Pokémon {name}, or take it away")
            button.clicked.connect(lambda _c=False, n=name: self._condition(n))
            conditions.addWidget(button, index // 3, index % 3)
            self.condition_buttons[name] = button
        layout.addLayout(conditions)
        attack = QHBoxLayout()
        self.damage_label = QLabel("Damage it does (before Weakness and Resistance):")
        self.damage_label.setWordWrap(True)
        self.damage_box = QSpinBox()
        self.damage_box.setRange(0, 1000)
        self.damage_box.setSingleStep(10)
        attack.addWidget(self.damage_label, 1)
        attack.addWidget(self.damage_box)
        layout.addLayout(attack)
        self.done_button = QPushButton("Done")
        self.done_button.setObjectName("PrimaryButton")
        self.done_button.clicked.connect(self._done)
        layout.addWidget(self.done_button)
        self.prompt: Prompt | None = None
        self.hide()

    def _tool(self, text: str, make, row: QHBoxLayout | None) -> QPushButton:
        button = QPushButton(text)
        button.clicked.connect(lambda: self._request(make()))
        if row is not None:
            row.addWidget(button)
        return button

    def _side(self) -> int:
        return int(self.side.currentData())

    # ------------------------------------------------------------------ showing
    def show_step(self, game: Game, prompt: Prompt | None, actor: int | None,
                  selected: tuple[int, int] | None) -> None:
        """Show the manual step ``prompt`` for ``actor`` (None hides the panel)."""
        if prompt is None or actor is None:
            self.prompt = None
            self.hide()
            return
        fresh = prompt != self.prompt
        self.game, self.prompt, self.actor = game, prompt, actor
        self.selected = selected if selected is not None and game.players[selected[0]].slot(selected[1]) else None
        if fresh:
            info = step_info(game, prompt)
            self.title.setText(info.title)
            self.facts.setText(info.facts)
            self.facts.setVisible(bool(info.facts))
            self.text.setText(info.text)
            self.text.setVisible(bool(info.text))
            self.how.setText(info.how)
            attack = prompt.purpose == "manual_attack"
            for widget in (self.damage_label, self.damage_box):
                widget.setVisible(attack)
            if attack:
                self.damage_box.setValue(info.damage or 0)
            self.done_button.setText("Deal the damage and finish" if attack else "Done")
        self._show_selection()
        self._show_deck_tools()
        self.reveal_button.setEnabled(bool(game.players[actor].hand))
        self.show()

    def _show_deck_tools(self) -> None:
        if self.game is None:
            return
        deck = self.game.players[self.actor if self._side() == 0 else 1 - self.actor].deck
        for button in (self.draw_button, self.shuffle_button, self.look_button):
            button.setEnabled(bool(deck))
        self.look_count.setMaximum(max(1, len(deck)))

    def _show_selection(self) -> None:
        game = self.game
        assert game is not None
        slot = game.players[self.selected[0]].slot(self.selected[1]) if self.selected else None
        if slot is None or self.selected is None:
            self.selected_label.setText("Click a Pokémon on the table to put damage or a Special Condition on it.")
            for button in (self.minus_button, self.plus_button, *self.condition_buttons.values()):
                button.setEnabled(False)
                button.setChecked(False)
            return
        seat, pos = self.selected
        whose = "your" if seat == self.actor else "their"
        where = "Active" if pos == 0 else f"Benched (spot {pos})"
        self.selected_label.setText(f"Selected: {game.name_of(slot.top)}, {whose} {where} Pokémon — "
                                    f"{slot.damage} damage")
        self.minus_button.setEnabled(slot.damage > 0)
        self.plus_button.setEnabled(True)
        has = {ROTATION_NAMES[slot.rot]} | ({"Poisoned"} if slot.poison else set()) | (
            {"Burned"} if slot.burned else set())
        for name, button in self.condition_buttons.items():
            button.setEnabled(pos == 0)
            button.setChecked(name in has)

    # ------------------------------------------------------------------ requests
    def _request(self, action: object) -> None:
        if action is not None:
            self.actionRequested.emit(action)

    def _target(self) -> int | None:
        if self.selected is None:
            return None
        return relative(self.actor, *self.selected)

    def _counters(self, amount: int) -> Action | None:
        target = self._target()
        return None if target is None else ManualCounters(target, amount)

    def _condition(self, name: str) -> None:
        target = self._target()
        if target is not None:
            self.actionRequested.emit(ManualCondition(target, name))

    def _done(self) -> None:
        if self.prompt is None:
            return
        attack = self.prompt.purpose == "manual_attack"
        self.actionRequested.emit(Choose(self.damage_box.value() if attack else DONE))
