"""The selected Pokémon's attacks and Powers, each with its cost and whether it can be used now.

Clicking a Pokémon on the table selects it (your Active is selected by default).
A "Use" button requests the action; a disabled one says why in its tooltip and
in a short line under the attack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.engine import stadium_rules
from desktop.engine.actions import Attack, UsePower, UseStadium
from desktop.engine.text import attack_text, card_text, power_text
from desktop.ui.board import pixmaps

if TYPE_CHECKING:
    from desktop.engine.actions import Action
    from desktop.engine.game import Game

SYMBOL = 18


def _clear(layout) -> None:
    while layout.count():
        child = layout.takeAt(0)
        widget = child.widget()
        if widget is not None:
            widget.hide()
            widget.setParent(None)
            widget.deleteLater()
        elif child.layout() is not None:
            _clear(child.layout())


class ActionsPanel(QFrame):
    """Attacks and Powers of one Pokémon in play."""

    actionRequested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ActionsPanel")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        outer.setSpacing(4)
        self.title = QLabel()
        self.title.setObjectName("PanelTitle")
        outer.addWidget(self.title)
        self.waiting = QLabel()  # "First answer the open question: …", once for every attack and Power
        self.waiting.setObjectName("AttackReason")
        self.waiting.setWordWrap(True)
        self.waiting.hide()
        outer.addWidget(self.waiting)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(8)
        self.grid.setVerticalSpacing(2)
        outer.addLayout(self.grid)
        self.hint = QLabel()
        self.hint.setObjectName("Hint")
        self.hint.setWordWrap(True)
        outer.addWidget(self.hint)
        self.buttons: dict[str, QPushButton] = {}  # "attack 0", "power 1 0" -> button (for tests)
        self._shown: tuple | None = None

    def show_for(self, game: Game, seat: int, pos: int, actor: int | None) -> None:
        """Show the Pokémon at ``pos`` on ``seat``'s side; ``actor`` is who may act (or None)."""
        slot = game.players[seat].slot(pos)
        legal = game.legal_set()
        own = {a for a in legal if a[0] in ("attack", "power", "retreat", "stadium")} if seat == actor else set()
        prompt = game.pending
        shown = (seat, pos, actor, slot.top if slot else -1, len(slot.energy) if slot else 0,
                 slot.effects if slot else (), game.attacked, game.turn, frozenset(own),
                 prompt.text if prompt is not None else None, game.stadium, game.stadium_used)
        if shown == self._shown:
            return  # nothing that this panel shows has changed
        self._shown = shown
        _clear(self.grid)
        self.buttons = {}
        if slot is None:
            self.waiting.hide()
            self.title.setText("No Active Pokémon")
            self.hint.setText("")
            return
        card = game.card_of(slot)  # what Transform makes it, too
        where = "Active" if pos == 0 else f"Bench {pos}"
        owner = "Your" if seat == actor else f"{game.names[seat]}'s"
        self.title.setText(f"{owner} {card.name} ({where})")
        row = 0
        mine = seat == actor
        # While a question is open nothing else can be done: say so once, not under every attack.
        waiting = game.why_illegal(Attack(0)) if mine and prompt is not None else ""
        for index, power in enumerate(card.powers):
            action = UsePower(pos, index)
            usable = mine and action in legal
            reason = "" if usable or not mine or not power.activated else waiting or game.why_illegal(action)
            label = f"{power.kind}: {power.name}"
            row = self._row(row, [], label, "", power_text(card, power), action if power.activated and mine else None,
                            usable, reason, f"power {pos} {index}", note_reason=not waiting)
        for index, attack in enumerate(card.attacks):
            action = Attack(index)
            usable = mine and pos == 0 and action in legal
            reason = ""
            if mine and not usable:
                reason = "Only your Active Pokémon can attack." if pos else waiting or game.why_illegal(action)
            damage = f"{attack.damage}{attack.sign}" if attack.damage else ""
            row = self._row(row, list(attack.cost), attack.name, damage, attack_text(card, attack),
                            action if mine else None, usable, reason, f"attack {index}", note_reason=not waiting)
        if mine and stadium_rules.stadium_use(game) is not None:  # a Gym Stadium each player may use in their turn
            stadium = game.cards[game.stadium]
            action = UseStadium()
            usable = action in legal
            reason = "" if usable else waiting or game.why_illegal(action)
            row = self._row(row, [], f"Stadium: {stadium.name}", "", card_text(stadium), action, usable, reason,
                            "stadium", note_reason=not waiting)
        self.waiting.setText(waiting)
        self.waiting.setVisible(bool(waiting))
        if waiting:
            self.hint.setText("")
        elif mine and pos == 0 and game.players[seat].bench:
            cost = game.retreat_cost(slot)
            self.hint.setText(f"Retreat: drag {card.name} onto a Benched Pokémon "
                              f"(discards {cost} Energy)." if cost else
                              f"Retreat: drag {card.name} onto a Benched Pokémon (free).")
        else:
            self.hint.setText("")

    def _row(self, row: int, cost: list[str], name: str, damage: str, text: str, action: Action | None,
             usable: bool, reason: str, key: str, note_reason: bool = True) -> int:
        """One attack or Power; under it its text, or why it can't be used (unless ``note_reason``
        is False: the reason is then said once for all, and the row shows the text)."""
        symbols = QHBoxLayout()
        symbols.setSpacing(1)
        for energy_type in cost:
            icon = QLabel()
            pix = pixmaps.energy_symbol(energy_type, SYMBOL * 2)
            pix.setDevicePixelRatio(2.0)
            icon.setPixmap(pix)
            icon.setToolTip(energy_type)
            symbols.addWidget(icon)
        symbols.addStretch(1)
        self.grid.addLayout(symbols, row, 0)
        title = QLabel(f"<b>{name}</b>" + (f"&nbsp;&nbsp;{damage}" if damage else ""))
        title.setObjectName("AttackName")
        title.setToolTip(text)
        self.grid.addWidget(title, row, 1)
        if action is not None:
            button = QPushButton("Use")
            button.setObjectName("UseButton")
            button.setEnabled(usable)
            button.setToolTip(reason or text)
            button.clicked.connect(lambda _=False, a=action: self.actionRequested.emit(a))
            self.grid.addWidget(button, row, 2)
            self.buttons[key] = button
        row += 1
        as_reason = bool(reason) and not usable and note_reason
        note = reason if as_reason else text
        if note:
            line = QLabel(note)
            line.setObjectName("AttackReason" if as_reason else "AttackText")
            line.setWordWrap(True)
            line.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
            self.grid.addWidget(line, row, 0, 1, 3)
            row += 1
        return row
