"""The New game window: who plays, with which decks, who goes first, and the seed.

``deck_choices()`` and ``GameSetup`` are plain Python; ``NewGameDialog`` asks the
player and emits ``started(GameSetup)`` once everything checks out. Decks that
cannot be played are listed, greyed out, with the reason.
"""

from __future__ import annotations

import secrets
from collections import Counter
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from desktop.decks import storage
from desktop.decks.formats import Format, FormatError, load_formats
from desktop.decks.model import Deck
from desktop.decks.resolve import DeckSpecError, ruleset_for
from desktop.decks.validate import validate
from desktop.engine.cards import CardDef, CardError, default_db
from desktop.engine.game import Game
from desktop.engine.rules import get_rules
from desktop.ui.difficulty_box import difficulty_box
from desktop.ui.saves import Seats, peek_current
from desktop.ui.settings import DIFFICULTIES, DIFFICULTY_NOTES, Settings
from desktop.ui.style import DIALOG_CSS

MAX_NAME = 24
MAX_SEED = 2**63 - 1


@dataclass(frozen=True)
class DeckChoice:
    """A deck the player may pick: its cards, or why it cannot be played."""

    name: str
    source: str  # "theme" | "saved" | "editor"
    cards: tuple[CardDef, ...] = ()
    problem: str = ""
    table_problem: str = ""  # why it can't be played even in Table mode ("" : it can)
    by_hand: tuple[str, ...] = ()  # the cards Holofoil can't run yet: done by hand in Table mode

    @property
    def playable(self) -> bool:
        return not self.problem

    def playable_in(self, table: bool) -> bool:
        """Whether the deck can be played in a normal game, or in Table mode."""
        return not (self.table_problem if table else self.problem)

    def label_in(self, table: bool = False) -> str:
        """The deck box's line for it: its name, and why it can't be played (in Table mode, or how
        many of its cards are done by hand)."""
        kind = {"theme": "theme deck", "editor": "from the deck editor"}.get(self.source, "your deck")
        text = f"{self.name}  ({kind})"
        problem = self.table_problem if table else self.problem
        if problem:
            reason = problem.split(". ")[0].rstrip(".")
            reason = reason if len(reason) <= 70 else reason[:69] + "…"
            return f"{text} — can't be played: {reason}"
        if table and self.by_hand:
            return f"{text} — {len(self.by_hand)} card{'s' if len(self.by_hand) != 1 else ''} by hand"
        return text

    @property
    def label(self) -> str:
        return self.label_in(False)

    @property
    def description(self) -> str:
        return self.description_in(False)

    def description_in(self, table: bool = False) -> str:
        """A line under the deck box: its types and its size (or why it can't be played)."""
        problem = self.table_problem if table else self.problem
        if problem:
            return problem
        types = Counter(c.type for c in self.cards if c.kind == "pokemon")
        main = " / ".join(t for t, _ in types.most_common(2)) or "no"
        pokemon = sum(1 for c in self.cards if c.kind == "pokemon")
        return f"{main} · {pokemon} Pokémon in {len(self.cards)} cards"


def deck_choice(name: str, source: str, deck: Deck) -> DeckChoice:
    """A deck the player may pick, with why it can't be played (in a normal game, in Table mode)."""
    problems = validate(deck, get_rules("classic"))
    others = [p for p in problems if p.code != "not_playable"]
    by_hand = next((p.card_names for p in problems if p.code == "not_playable"), ())
    return DeckChoice(name, source, tuple(deck.cards()), problems[0].message if problems else "",
                      others[0].message if others else "", tuple(by_hand))


def deck_choices() -> list[DeckChoice]:
    """The built-in theme decks, then the player's saved decks (broken ones with the reason)."""
    out: list[DeckChoice] = []
    for entry in storage.all_decks():
        source = "theme" if entry.builtin else "saved"
        if entry.deck is None:
            reason = entry.error or "the deck file could not be read"
            out.append(DeckChoice(entry.name, source, (), reason, reason))
        else:
            out.append(deck_choice(entry.name, source, entry.deck))
    return out


def by_hand_words(names: tuple[str, str], decks: tuple[DeckChoice, DeckChoice]) -> str:
    """Table mode: the cards each player will do by hand, named before the game starts."""
    lines = [f"{names[seat]}: {', '.join(deck.by_hand)}" for seat, deck in enumerate(decks) if deck.by_hand]
    if not lines:
        return "Holofoil runs every card in these decks."
    return "Holofoil can't run these cards yet; you do what they say by hand:\n" + "\n".join(lines)


RULES_WORDS = {"classic": "Classic rules (the Base Set era)",
               "xy": "XY-era rules (2013-2017)",
               "sm": "Sun & Moon rules (2017-2020)",
               "modern": "Today's rules (Scarlet & Violet and Mega Evolution)"}


def rules_words(a: DeckChoice, b: DeckChoice) -> str:
    """The rules two decks will be played by, in words (or why they can't play each other)."""
    try:
        return RULES_WORDS.get(ruleset_for([list(a.cards), list(b.cards)]), "")
    except DeckSpecError as exc:
        return f"These decks can't play each other: {exc}"


@dataclass(frozen=True)
class GameSetup:
    """A checked choice from the dialog: the new game and who sits where."""

    game: Game
    seats: Seats


def format_rules(fmt: Format | None, decks: tuple[DeckChoice, DeckChoice], names: tuple[str, str]) -> str:
    """The ruleset of a game in format ``fmt`` (None: the decks decide); raises ValueError naming
    the cards of each deck the format does not allow."""
    cards = [list(decks[0].cards), list(decks[1].cards)]
    if fmt is None:
        return ruleset_for(cards)  # DeckSpecError (a ValueError): mixed eras
    db = default_db()
    for seat, deck in enumerate(decks):
        problem = fmt.problems(cards[seat], db)
        if problem:
            raise ValueError(f"{names[seat]}'s deck {deck.name}: {problem}")
    return fmt.ruleset


def build_setup(
    vs_computer: bool, difficulty: str, names: tuple[str, str], decks: tuple[DeckChoice, DeckChoice],
    first: int | None, seed_text: str, fmt: Format | None = None, table: bool = False,
) -> GameSetup:
    """Check the choices and start the game; raises ValueError with a message for the player.
    ``table``: Table mode (two people only), where cards Holofoil can't run are done by hand."""
    if table and vs_computer:
        raise ValueError("Table mode is for two people at this computer: the computer can't do a card by hand.")
    clean = (" ".join(names[0].split()), " ".join(names[1].split()))
    for seat, name in enumerate(clean):
        if not name:
            raise ValueError(f"Please give player {seat + 1} a name.")
        if len(name) > MAX_NAME:
            raise ValueError(f"Player {seat + 1}'s name is too long (at most {MAX_NAME} letters).")
    if clean[0].casefold() == clean[1].casefold():
        raise ValueError("The two players need different names.")
    for seat, deck in enumerate(decks):
        if not deck.playable_in(table):
            reason = deck.table_problem if table else deck.problem
            hint = " (Table mode, against a friend, plays it: you do those cards by hand)" if (
                not table and not deck.table_problem and deck.by_hand) else ""
            raise ValueError(f"{clean[seat]}'s deck {deck.name} can't be played: {reason}{hint}")
    seed_text = seed_text.strip()
    if seed_text:
        try:
            seed = int(seed_text)
        except ValueError:
            raise ValueError("The seed must be a whole number (or leave it empty).") from None
        if not 0 <= seed <= MAX_SEED:
            raise ValueError("The seed must be a whole number from 0 up.")
    else:
        seed = secrets.randbelow(2**31)
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"Unknown difficulty {difficulty!r}.")
    rules = format_rules(fmt, decks, clean) + ("+table" if table else "")
    try:
        game = Game.new([list(decks[0].cards), list(decks[1].cards)], seed=seed, names=clean, first=first,
                        rules=rules)
    except CardError as exc:
        raise ValueError(str(exc)) from None
    kinds = ("human", "computer") if vs_computer else ("human", "human")
    seats = Seats(kinds, difficulty, seed ^ 0x5EED, (decks[0].name, decks[1].name))
    return GameSetup(game, seats)


def _formats() -> tuple[Format, ...]:
    try:
        return load_formats()
    except FormatError:
        return ()  # the deck editor's formats line says why


class NewGameDialog(QDialog):
    """Choose the players, decks, who goes first and (optionally) the seed."""

    started = Signal(object)  # GameSetup

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None,
                 deck: Deck | None = None) -> None:
        """``deck``: a deck from the deck editor (maybe unsaved), offered first and picked for player 1."""
        super().__init__(parent)
        self.settings = settings or Settings()
        self.setObjectName("NewGameDialog")
        self.setWindowTitle("New game")
        self.setStyleSheet(DIALOG_CSS)
        self.setMinimumWidth(800)
        self.choices = deck_choices()
        from_editor = deck.name if deck is not None else None
        if deck is not None:
            key = deck.name.casefold()
            self.choices = [deck_choice(deck.name, "editor", deck)] + [
                c for c in self.choices if c.name.casefold() != key]
        self.setup: GameSetup | None = None

        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 20)
        layout.setSpacing(10)
        title = QLabel("New game")
        title.setObjectName("PageTitle")
        layout.addWidget(title)

        # who plays ------------------------------------------------------------
        opponents = QGroupBox("Opponent")
        grid = QGridLayout(opponents)
        self.vs_computer = QRadioButton("The computer")
        self.hot_seat = QRadioButton("A friend on this computer (you take turns)")
        self.mode_group = QButtonGroup(self)
        self.mode_group.addButton(self.vs_computer)
        self.mode_group.addButton(self.hot_seat)
        self.difficulty = difficulty_box(self.settings.difficulty)
        self.difficulty_label = QLabel("Difficulty")
        self.difficulty_note = QLabel()
        self.difficulty_note.setObjectName("Hint")
        self.difficulty_note.setContentsMargins(26, 0, 0, 4)  # under the radio button's text
        self.difficulty.currentIndexChanged.connect(self._difficulty_changed)
        self._difficulty_changed()
        grid.addWidget(self.vs_computer, 0, 0)
        grid.addWidget(self.difficulty_label, 0, 1, Qt.AlignmentFlag.AlignRight)
        grid.addWidget(self.difficulty, 0, 2)
        grid.addWidget(self.difficulty_note, 1, 0, 1, 3)
        grid.addWidget(self.hot_seat, 2, 0, 1, 3)
        self.table_mode = QCheckBox("Table mode: play any cards; what Holofoil can't run yet, you do by hand")
        self.table_mode.setToolTip("Holofoil keeps every rule it knows; for a card it can't run, a manual step lets "
                                   "you move cards, damage and Special Conditions as you both agree.")
        self.table_mode.setContentsMargins(26, 0, 0, 0)
        self.table_mode.toggled.connect(self._table_changed)
        grid.addWidget(self.table_mode, 3, 0, 1, 3)
        self.table_note = QLabel()
        self.table_note.setObjectName("Hint")
        self.table_note.setWordWrap(True)
        self.table_note.setContentsMargins(26, 0, 0, 4)
        self.table_note.hide()
        grid.addWidget(self.table_note, 4, 0, 1, 3)
        grid.setColumnStretch(0, 1)
        layout.addWidget(opponents)

        # the two sides -------------------------------------------------------
        sides = QHBoxLayout()
        self.side_boxes: list[QGroupBox] = []
        self.name_edits: list[QLineEdit] = []
        self.deck_boxes: list[QComboBox] = []
        self.deck_notes: list[QLabel] = []
        for seat in (0, 1):
            box = QGroupBox(f"Player {seat + 1}")
            form = QGridLayout(box)
            name = QLineEdit()
            name.setMaxLength(MAX_NAME)
            combo = self._deck_combo()
            note = QLabel()
            note.setObjectName("Hint")
            note.setWordWrap(True)
            form.addWidget(QLabel("Name"), 0, 0)
            form.addWidget(name, 0, 1)
            form.addWidget(QLabel("Deck"), 1, 0)
            form.addWidget(combo, 1, 1)
            form.addWidget(note, 2, 1)
            form.setColumnStretch(1, 1)
            combo.currentIndexChanged.connect(lambda _i, s=seat: self._deck_changed(s))
            self.side_boxes.append(box)
            self.name_edits.append(name)
            self.deck_boxes.append(combo)
            self.deck_notes.append(note)
            sides.addWidget(box, 1)
        layout.addLayout(sides)

        # first player and seed -----------------------------------------------
        extra = QGroupBox("Start")
        grid = QGridLayout(extra)
        self.first_group = QButtonGroup(self)
        self.first_buttons: list[QRadioButton] = []
        row = QHBoxLayout()
        for value, text in ((-1, "Flip a coin"), (0, "Player 1"), (1, "Player 2")):
            button = QRadioButton(text)
            self.first_group.addButton(button, value)
            self.first_buttons.append(button)
            row.addWidget(button)
        row.addStretch(1)
        self.first_buttons[0].setChecked(True)
        grid.addWidget(QLabel("Who goes first"), 0, 0)
        grid.addLayout(row, 0, 1)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText("random")
        self.seed.setFixedWidth(190)
        seed_hint = QLabel("Optional: the same seed deals the same shuffles and coin flips.")
        seed_hint.setObjectName("Hint")
        grid.addWidget(QLabel("Seed"), 1, 0)
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed)
        seed_row.addWidget(seed_hint, 1)
        grid.addLayout(seed_row, 1, 1)
        self.rules_label = QLabel()
        self.rules_label.setObjectName("RulesLabel")
        self.rules_label.setWordWrap(True)
        self.format_box = QComboBox()
        self.format_box.addItem("Any (the rules follow the decks)", "")
        self.formats = {f.name: f for f in _formats()}
        for format_name, fmt in self.formats.items():
            self.format_box.addItem(format_name, format_name)
            self.format_box.setItemData(self.format_box.count() - 1, fmt.description, Qt.ItemDataRole.ToolTipRole)
        self.format_box.currentIndexChanged.connect(lambda _i: self._deck_changed(0))
        grid.addWidget(QLabel("Format"), 2, 0)
        grid.addWidget(self.format_box, 2, 1)
        grid.addWidget(QLabel("Rules"), 3, 0)
        grid.addWidget(self.rules_label, 3, 1)
        grid.setColumnStretch(1, 1)
        layout.addWidget(extra)

        self.replaces = QLabel()
        self.replaces.setObjectName("Hint")
        self.replaces.setWordWrap(True)
        summary = peek_current()
        self.replaces.setText(f"Starting replaces your unfinished game ({summary})." if summary else "")
        self.replaces.setVisible(bool(summary))
        layout.addWidget(self.replaces)
        self.error = QLabel()
        self.error.setObjectName("Error")
        self.error.setWordWrap(True)
        self.error.hide()
        layout.addWidget(self.error)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.cancel_button = QPushButton("Cancel")
        self.start_button = QPushButton("Start game")
        self.start_button.setObjectName("PrimaryButton")
        self.start_button.setDefault(True)
        self.cancel_button.clicked.connect(self.reject)
        self.start_button.clicked.connect(self.try_start)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.start_button)
        layout.addLayout(buttons)

        self.vs_computer.toggled.connect(self._mode_changed)
        self.vs_computer.setChecked(True)
        self._mode_changed()
        self._preselect_decks(from_editor)

    # ------------------------------------------------------------------ decks
    def _deck_combo(self) -> QComboBox:
        combo = QComboBox()
        model = combo.model()
        for choice in self.choices:
            combo.addItem(choice.label, choice.name)
            if not choice.playable and isinstance(model, QStandardItemModel):
                item = model.item(combo.count() - 1)
                item.setEnabled(False)
                item.setToolTip(choice.problem)
        return combo

    def _preselect_decks(self, first: str | None = None) -> None:
        wanted = list(self.settings.last_decks) + ["Brushfire", "Overgrowth"]
        if first is not None:
            wanted[0] = first
        playable = [i for i, c in enumerate(self.choices) if c.playable]
        taken: list[int] = []
        for seat in (0, 1):
            index = next((i for i in playable if self.choices[i].name == wanted[seat]), None)
            if index is None:
                index = next((i for i in playable if i not in taken), playable[0] if playable else 0)
            taken.append(index)
            self.deck_boxes[seat].setCurrentIndex(index)
            self._deck_changed(seat)

    def in_table_mode(self) -> bool:
        return hasattr(self, "table_mode") and self.table_mode.isChecked() and self.hot_seat.isChecked()

    def _table_changed(self) -> None:
        """Table mode on or off: decks with cards Holofoil can't run become choosable (or not)."""
        table = self.in_table_mode()
        for combo in self.deck_boxes:
            model = combo.model()
            for index, choice in enumerate(self.choices):
                combo.setItemText(index, choice.label_in(table))
                if isinstance(model, QStandardItemModel):
                    item = model.item(index)
                    item.setEnabled(choice.playable_in(table))
                    item.setToolTip(choice.table_problem if table else choice.problem)
        self._deck_changed(0)

    def _deck_changed(self, seat: int) -> None:
        self.deck_notes[seat].setText(self.deck(seat).description_in(self.in_table_mode()) if self.choices else "")
        if hasattr(self, "table_note") and self.choices and len(self.deck_boxes) == 2:
            names = (self.name_edits[0].text() or "Player 1", self.name_edits[1].text() or "Player 2")
            self.table_note.setText(by_hand_words(names, (self.deck(0), self.deck(1))))
            self.table_note.setVisible(self.in_table_mode())
        if hasattr(self, "rules_label") and self.choices:
            fmt = self.chosen_format()
            if fmt is None:
                self.rules_label.setText(rules_words(self.deck(0), self.deck(1)))
            else:
                words = RULES_WORDS[fmt.ruleset]
                words = words if words.startswith(("XY", "Sun")) else words[0].lower() + words[1:]
                self.rules_label.setText(f"{fmt.name} is played by {words}.")

    def chosen_format(self) -> Format | None:
        """The format chosen (None: the rules follow the decks)."""
        return self.formats.get(self.format_box.currentData()) if hasattr(self, "format_box") else None

    def deck(self, seat: int) -> DeckChoice:
        return self.choices[self.deck_boxes[seat].currentIndex()]

    def select_deck(self, seat: int, name: str) -> None:
        """Pick the deck called ``name`` for ``seat`` (tests, remembered choices)."""
        index = self.deck_boxes[seat].findData(name)
        if index < 0:
            raise KeyError(name)
        self.deck_boxes[seat].setCurrentIndex(index)

    # ------------------------------------------------------------------ mode
    def _difficulty_changed(self) -> None:
        self.difficulty_note.setText(DIFFICULTY_NOTES.get(self.difficulty.currentData(), ""))

    def _mode_changed(self) -> None:
        computer = self.vs_computer.isChecked()
        if computer:
            self.table_mode.setChecked(False)  # Table mode is for two people
        self.table_mode.setEnabled(not computer)
        self.difficulty.setEnabled(computer)
        self.difficulty_label.setEnabled(computer)
        self.difficulty_note.setVisible(computer)
        s = self.settings
        self.side_boxes[0].setTitle("You" if computer else "Player 1")
        self.side_boxes[1].setTitle("The computer" if computer else "Player 2")
        self.first_buttons[1].setText("You" if computer else "Player 1")
        self.first_buttons[2].setText("The computer" if computer else "Player 2")
        self.name_edits[0].setText(self.name_edits[0].text() or s.player_name)
        self.name_edits[1].setText("Computer" if computer else s.friend_name)
        self.name_edits[1].setReadOnly(computer)

    def set_hot_seat(self, on: bool = True) -> None:
        (self.hot_seat if on else self.vs_computer).setChecked(True)

    # ------------------------------------------------------------------ start
    def try_start(self) -> bool:
        """Check the choices; start the game or say what to fix."""
        first = self.first_group.checkedId()
        try:
            self.setup = build_setup(
                self.vs_computer.isChecked(),
                self.difficulty.currentData(),
                (self.name_edits[0].text(), self.name_edits[1].text()),
                (self.deck(0), self.deck(1)),
                None if first < 0 else first,
                self.seed.text(),
                self.chosen_format(),
                self.in_table_mode(),
            )
        except ValueError as exc:
            self.error.setText(str(exc))
            self.error.show()
            return False
        self.error.hide()
        self.accept()
        self.started.emit(self.setup)
        return True
