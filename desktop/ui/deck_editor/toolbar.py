"""The editor's top bar: deck name, file actions, import/export menus, undo/redo and Play.

In a narrow window the bar makes room for the deck's name (see :meth:`EditorBar.fit`):
the Play button says just "Play ▶", then the READ-ONLY badge goes (the read-only
strip under the bar says the same), then the saved state.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.decks.model import MAX_NAME_LENGTH

PLAY_TEXT, PLAY_SHORT = "Play with this deck ▶", "Play ▶"
NAME_ROOM = 230  # the name field gets room for this many pixels of name before the bar compacts no more


def _button(text: str, tip: str, name: str = "") -> QPushButton:
    button = QPushButton(text)
    button.setToolTip(tip)
    button.setAccessibleName(text)
    button.setCursor(Qt.CursorShape.PointingHandCursor)
    if name:
        button.setObjectName(name)
    return button


def _menu_button(text: str, tip: str, menu: QMenu) -> QToolButton:
    button = QToolButton()
    button.setText(text)
    button.setToolTip(tip)
    button.setAccessibleName(text)
    button.setMenu(menu)
    button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
    button.setCursor(Qt.CursorShape.PointingHandCursor)
    return button


class EditorBar(QWidget):
    """Buttons only; :class:`~desktop.ui.deck_editor.editor.DeckEditor` connects them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.back_button = _button("← Back", "Leave the deck editor")
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("DeckName")
        self.name_edit.setMaxLength(MAX_NAME_LENGTH)
        self.name_edit.setAccessibleName("Deck name")
        self.name_edit.setToolTip("The deck's name (click to rename; it is stored when you save)")
        self.read_only_badge = QLabel("READ-ONLY")
        self.read_only_badge.setObjectName("ReadOnlyBadge")
        self.saved_label = QLabel()
        self.saved_label.setObjectName("SavedState")

        self.open_button = _button("Open…", "Open one of your decks or a theme deck (Ctrl+O)")
        self.save_button = _button("Save", "Save this deck to your decks (Ctrl+S)")
        self.more_menu = QMenu(self)
        self.new_action = self.more_menu.addAction("New empty deck\tCtrl+N")
        self.save_as_action = self.more_menu.addAction("Save as…\tCtrl+Shift+S")
        self.duplicate_action = self.more_menu.addAction("Duplicate")
        self.more_menu.addSeparator()
        self.clear_action = self.more_menu.addAction("Remove all cards")
        self.delete_action = self.more_menu.addAction("Delete deck…")
        self.more_button = _menu_button("Deck", "New, save as, duplicate, empty or delete this deck", self.more_menu)

        self.import_menu = QMenu(self)
        self.paste_action = self.import_menu.addAction("Paste deck list from clipboard")
        self.open_file_action = self.import_menu.addAction("Open deck list file (.txt)…")
        self.import_menu.addSeparator()
        self.import_set_action = self.import_menu.addAction("Import card set (pokemontcg.io .json)…")
        self.import_button = _menu_button("Import", "Bring in a deck list in PTCGL or Limitless format",
                                          self.import_menu)
        self.export_menu = QMenu(self)
        self.copy_ptcgl_action = self.export_menu.addAction("Copy as PTCGL list")
        self.copy_limitless_action = self.export_menu.addAction("Copy as Limitless list")
        self.export_menu.addSeparator()
        self.save_ptcgl_action = self.export_menu.addAction("Save PTCGL list to file…")
        self.save_limitless_action = self.export_menu.addAction("Save Limitless list to file…")
        self.export_button = _menu_button("Export", "Copy or save this deck as a list other players can use",
                                          self.export_menu)

        self.undo_button = _button("↶", "Undo (Ctrl+Z)", "IconButton")
        self.undo_button.setAccessibleName("Undo")
        self.redo_button = _button("↷", "Redo (Ctrl+Shift+Z or Ctrl+Y)", "IconButton")
        self.redo_button.setAccessibleName("Redo")
        self.play_button = _button(PLAY_TEXT, "Start a new game with this deck", "PrimaryButton")
        self.play_button.setAccessibleName("Play with this deck")
        self.read_only = False
        self.compact = 0  # how much the bar gave up for the name (see fit)
        self._width = 0
        self.name_edit.textChanged.connect(lambda _text: self.fit())

        row = QHBoxLayout()
        self.row = row
        row.setSpacing(6)
        row.addWidget(self.back_button)
        row.addSpacing(4)
        row.addWidget(self.name_edit, 1)
        row.addWidget(self.read_only_badge)
        row.addWidget(self.saved_label)
        row.addSpacing(4)
        for widget in (self.open_button, self.save_button, self.more_button):
            row.addWidget(widget)
        row.addWidget(_separator())
        row.addWidget(self.import_button)
        row.addWidget(self.export_button)
        row.addWidget(_separator())
        row.addWidget(self.undo_button)
        row.addWidget(self.redo_button)
        row.addSpacing(4)
        row.addWidget(self.play_button)

        self.read_only_bar = QFrame()
        self.read_only_bar.setObjectName("ReadOnlyBar")
        self.read_only_text = QLabel()
        self.read_only_text.setWordWrap(True)
        bar_layout = QHBoxLayout(self.read_only_bar)
        bar_layout.setContentsMargins(12, 6, 8, 6)
        bar_layout.addWidget(self.read_only_text, 1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        layout.addLayout(row)
        layout.addWidget(self.read_only_bar)


    def show_read_only(self, read_only: bool) -> None:
        """Show the READ-ONLY badge (and the strip under the bar) for a theme deck."""
        self.read_only = read_only
        self.read_only_bar.setVisible(read_only)
        self.fit()

    def fit(self, width: int | None = None) -> None:
        """Lay the bar out for ``width`` pixels (the last width given if None): give up the
        least needed so the whole bar shows and the deck's name has room."""
        if width is not None:
            self._width = width
        if not self._width:
            self._apply(0)
            return
        name = self.name_edit
        margins = name.textMargins()
        wanted = name.fontMetrics().horizontalAdvance(name.text()) + margins.left() + margins.right() + 24
        for level in range(4):
            self._apply(level)
            name.setMinimumWidth(min(NAME_ROOM, wanted))
            self.row.invalidate()  # its cached minimum predates the new words
            if self.row.minimumSize().width() <= self._width:
                return
        name.setMinimumWidth(0)  # a very long name: it scrolls inside its field

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        """As narrow as the most compact bar (so a narrow window can ask ``fit`` for it)."""
        hint = super().minimumSizeHint()
        spacing = self.row.spacing()
        free = max(0, self.name_edit.minimumWidth() - self.name_edit.minimumSizeHint().width())
        if self.compact < 1:
            metrics = self.play_button.fontMetrics()
            free += metrics.horizontalAdvance(PLAY_TEXT) - metrics.horizontalAdvance(PLAY_SHORT)
        for level, label in ((2, self.read_only_badge), (3, self.saved_label)):
            if self.compact < level and not label.isHidden():
                free += label.sizeHint().width() + spacing
        return QSize(max(0, hint.width() - free), hint.height())

    def _apply(self, level: int) -> None:
        self.compact = level
        self.play_button.setText(PLAY_SHORT if level >= 1 else PLAY_TEXT)
        self.read_only_badge.setVisible(self.read_only and level < 2)
        self.saved_label.setVisible(level < 3)


def _separator() -> QFrame:
    line = QFrame()
    line.setFrameShape(QFrame.Shape.VLine)
    line.setStyleSheet("color: #34435a;")
    line.setFixedWidth(6)
    return line
