"""The deck editor page: browse cards, build a deck, check it, import/export and save it.

Layout, left to right: the card browser (search, filters, thumbnails); the deck
list grouped Pokémon / Trainer / Energy with the live rule check under it; the
large preview of the card under the mouse and the statistics.

The app shell creates ``DeckEditor()``, connects :attr:`DeckEditor.playRequested`
(open New game with that deck) and :attr:`DeckEditor.closeRequested` (go back),
and calls :meth:`DeckEditor.maybe_close` before leaving the page.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QPixmap, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSplitter, QVBoxLayout, QWidget

from desktop.decks.model import Deck
from desktop.decks.validate import Problem, validate
from desktop.engine.cards import CardDB, CardDef, default_db
from desktop.engine.rules import Rules
from desktop.render import art
from desktop.ui import art_loader
from desktop.ui.deck_editor.browser import THUMB_WIDTH, CardBrowser
from desktop.ui.deck_editor.commands import ChangeCount, ReplaceCards
from desktop.ui.deck_editor.deck_files import DeckFiles
from desktop.ui.deck_editor.deck_list import DeckListModel, DeckView
from desktop.ui.deck_editor.deck_picker import DeckPicker
from desktop.ui.deck_editor.document import NEW, USER, DeckDocument
from desktop.ui.deck_editor.dragdrop import DragController
from desktop.ui.deck_editor.formats_line import format_summary
from desktop.ui.deck_editor.import_dialog import ImportDialog
from desktop.ui.deck_editor.preview import CardPreview, SidePanel
from desktop.ui.deck_editor.stats_panel import StatsPanel
from desktop.ui.deck_editor.style import EDITOR_CSS
from desktop.ui.deck_editor.thumbnails import CardImages
from desktop.ui.deck_editor.toolbar import EditorBar
from desktop.ui.deck_editor.validation_panel import ValidationPanel, flagged_names
from desktop.ui.shell_widgets import Notice


class DeckEditor(DeckFiles):
    """The whole editor. See the module docstring for what the app shell connects."""

    playRequested = Signal(object)  # noqa: N815 (Qt signal name) - the Deck to play with
    closeRequested = Signal()  # noqa: N815 (Qt signal name) - the player pressed Back

    def __init__(self, parent: QWidget | None = None, deck: Deck | None = None, *, db: CardDB | None = None,
                 rules: Rules | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DeckEditor")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(EDITOR_CSS)
        self.db = db or default_db()
        self.rules = rules or Rules()
        self.doc = DeckDocument(self.db, self)
        self.images = CardImages(self)
        self.problems: list[Problem] = []
        self.import_dialog: ImportDialog | None = None
        self.picker: DeckPicker | None = None

        self.bar = EditorBar()
        self.art_notice = Notice()  # why a card art file is not used
        self.browser = CardBrowser(self.db.core_cards(), self.images, self.doc.count)
        self.deck_model = DeckListModel(self.doc)
        self.deck_view = DeckView()
        self.deck_view.setModel(self.deck_model)
        self.validation = ValidationPanel()
        self.formats_label = QLabel()  # legality per format, in words
        self.formats_label.setObjectName("Hint")
        self.formats_label.setWordWrap(True)
        self.preview = CardPreview(self.images)
        self.stats = StatsPanel()
        self.deck_title = QLabel("Deck")
        self.deck_title.setObjectName("PanelTitle")
        self.deck_count = QLabel()
        self.deck_count.setObjectName("DeckCount")
        self.drag = DragController(self.browser.grid, self.deck_view, self, self._drop_add, self._drop_remove,
                                   self._ghost)
        self._build_layout()
        self._connect()
        self._install_shortcuts()
        if deck is not None:
            self.open_deck(deck)
        else:
            self._refresh_all()

    # ------------------------------------------------------------------ layout
    def _build_layout(self) -> None:
        deck_column = QWidget()
        deck_layout = QVBoxLayout(deck_column)
        deck_layout.setContentsMargins(0, 0, 0, 0)
        deck_layout.setSpacing(6)
        head = QHBoxLayout()
        head.addWidget(self.deck_title)
        head.addStretch(1)
        head.addWidget(self.deck_count)
        deck_layout.addLayout(head)
        deck_layout.addWidget(self.deck_view, 3)
        deck_layout.addWidget(self.validation, 0)
        deck_layout.addWidget(self.formats_label, 0)
        side = SidePanel(self.preview, self.stats)
        self.side = side
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.setChildrenCollapsible(False)
        splitter.setHandleWidth(14)
        splitter.addWidget(self.browser)
        splitter.addWidget(deck_column)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 5)
        splitter.setStretchFactor(1, 3)
        splitter.setStretchFactor(2, 0)
        splitter.setSizes([700, 400, 300])
        self.browser.setMinimumWidth(300)
        deck_column.setMinimumWidth(300)
        side.setMinimumWidth(290)
        self.splitter = splitter
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.setSpacing(10)
        layout.addWidget(self.bar)
        layout.addWidget(self.art_notice)
        layout.addWidget(splitter, 1)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        layout = self.layout()
        assert layout is not None  # set in __init__
        margins = layout.contentsMargins()
        self.bar.fit(event.size().width() - margins.left() - margins.right())  # before the layout runs
        super().resizeEvent(event)

    def _connect(self) -> None:
        bar = self.bar
        bar.back_button.clicked.connect(self._back)
        bar.new_action.triggered.connect(self.new_deck)
        bar.open_button.clicked.connect(self.show_picker)
        bar.save_button.clicked.connect(self._save_or_duplicate)
        bar.save_as_action.triggered.connect(lambda: self.save_as())
        bar.duplicate_action.triggered.connect(self.duplicate)
        bar.delete_action.triggered.connect(self.delete_deck)
        bar.clear_action.triggered.connect(self.clear_cards)
        bar.paste_action.triggered.connect(self.paste_from_clipboard)
        bar.open_file_action.triggered.connect(lambda: self.import_file())
        bar.import_set_action.triggered.connect(lambda: self.import_card_set())
        bar.copy_ptcgl_action.triggered.connect(lambda: self.copy_to_clipboard("ptcgl"))
        bar.copy_limitless_action.triggered.connect(lambda: self.copy_to_clipboard("limitless"))
        bar.save_ptcgl_action.triggered.connect(lambda: self.export_to_file("ptcgl"))
        bar.save_limitless_action.triggered.connect(lambda: self.export_to_file("limitless"))
        bar.undo_button.clicked.connect(self.doc.undo_stack.undo)
        bar.redo_button.clicked.connect(self.doc.undo_stack.redo)
        bar.play_button.clicked.connect(self.play)
        bar.name_edit.editingFinished.connect(self._rename_from_field)
        self.doc.undo_stack.canUndoChanged.connect(bar.undo_button.setEnabled)
        self.doc.undo_stack.canRedoChanged.connect(bar.redo_button.setEnabled)
        self.doc.undo_stack.undoTextChanged.connect(self._undo_text)
        self.doc.undo_stack.redoTextChanged.connect(self._redo_text)
        self.doc.changed.connect(self._refresh_cards)
        self.doc.meta_changed.connect(self._refresh_meta)
        self.doc.loaded.connect(self._preview_first)
        self.browser.grid.activated_card.connect(self._add_and_show)
        self.browser.grid.hovered_card.connect(self._preview)
        self.deck_view.hovered_card.connect(self._preview)
        self.deck_view.step.connect(self._step)
        self.validation.problem_clicked.connect(self._select_named)
        art_loader.loader().problem.connect(self._art_problem)
        for text in art.art_problems():  # found before the editor opened
            self._art_problem(text)

    def _art_problem(self, text: str) -> None:
        """Say why a card art file is not used (each file once, below those already said)."""
        said = self.art_notice.label.text().split("\n") if not self.art_notice.isHidden() else []
        if text not in said:
            self.art_notice.label.setText("\n".join([*said, text]))
            self.art_notice.show()

    def _undo_text(self, text: str) -> None:
        self.bar.undo_button.setToolTip(f"Undo {text} (Ctrl+Z)" if text else "Undo (Ctrl+Z)")

    def _redo_text(self, text: str) -> None:
        self.bar.redo_button.setToolTip(f"Redo {text} (Ctrl+Shift+Z or Ctrl+Y)" if text
                                        else "Redo (Ctrl+Shift+Z or Ctrl+Y)")

    def _install_shortcuts(self) -> None:
        def action(keys: list[QKeySequence | QKeySequence.StandardKey | str], slot) -> QAction:
            act = QAction(self)
            act.setShortcuts([QKeySequence(k) for k in keys])
            act.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            act.triggered.connect(slot)
            self.addAction(act)
            return act

        self.undo_action = action([QKeySequence.StandardKey.Undo, "Ctrl+Z"], self.doc.undo_stack.undo)
        self.redo_action = action([QKeySequence.StandardKey.Redo, "Ctrl+Shift+Z", "Ctrl+Y"],
                                  self.doc.undo_stack.redo)
        action(["Ctrl+S"], self._save_or_duplicate)
        action(["Ctrl+Shift+S"], lambda: self.save_as())
        action(["Ctrl+N"], self.new_deck)
        action(["Ctrl+O"], self.show_picker)
        action(["Ctrl+F"], self._focus_search)
        # the standard lists may repeat ours: keep each sequence once so Qt doesn't call it ambiguous
        for act in (self.undo_action, self.redo_action):
            unique = list(dict.fromkeys(s.toString() for s in act.shortcuts() if not s.isEmpty()))
            act.setShortcuts([QKeySequence(s) for s in unique])

    # ------------------------------------------------------------------ reading the deck
    @property
    def dirty(self) -> bool:
        """True if the deck has changes that are not saved."""
        return self.doc.dirty

    # ------------------------------------------------------------------ editing
    def add_card(self, card_id: str, n: int = 1) -> bool:
        """Add ``n`` copies of a card (one undo step). False if the deck is read-only."""
        if self.read_only or n <= 0 or card_id not in self.db.by_id:
            self._explain_read_only()
            return False
        self.doc.undo_stack.push(ChangeCount(self.doc, card_id, n))
        return True

    def remove_card(self, card_id: str, n: int = 1) -> bool:
        """Remove up to ``n`` copies of a card (one undo step). False if nothing changed."""
        if self.read_only or n <= 0 or self.doc.count(card_id) == 0:
            self._explain_read_only()
            return False
        self.doc.undo_stack.push(ChangeCount(self.doc, card_id, -min(n, self.doc.count(card_id))))
        return True

    def clear_cards(self) -> None:
        """Empty the deck (one undo step)."""
        if not self.read_only and self.doc.counts:
            self.doc.undo_stack.push(ReplaceCards(self.doc, {}, "Remove all cards"))

    def _explain_read_only(self) -> None:
        if self.read_only:
            self.bar.read_only_bar.show()

    def _add_and_show(self, card: CardDef) -> None:
        if self.add_card(card.id):
            self.deck_view.select_card(card.id)
            self._preview(card)

    def _drop_add(self, card: CardDef) -> None:
        self._add_and_show(card)

    def _drop_remove(self, card: CardDef) -> None:
        self.remove_card(card.id)

    def _step(self, card: CardDef, delta: int) -> None:
        if delta > 0:
            self.add_card(card.id, delta)
        else:
            self.remove_card(card.id, -delta)

    def _ghost(self, card: CardDef) -> QPixmap:
        return self.images.pixmap(card, THUMB_WIDTH)

    def _preview(self, card: CardDef) -> None:
        self.preview.show_card(card, self.doc.count(card.id))

    def _select_named(self, names: tuple[str, ...]) -> None:
        for card, _n in self.doc.rows():
            if card.name in names:
                self.deck_view.select_card(card.id)
                self._preview(card)
                return

    def _focus_search(self) -> None:
        self.browser.search_box.setFocus()
        self.browser.search_box.selectAll()

    # ------------------------------------------------------------------ refreshing
    def _refresh_all(self) -> None:
        self._refresh_cards()
        self._refresh_meta()

    def _refresh_cards(self) -> None:
        deck = self.current_deck()
        self.problems = validate(deck, self.rules)
        self.validation.set_problems(self.problems, deck.total)
        self.formats_label.setText(format_summary(deck.cards(self.db), self.db))
        self.deck_model.set_flagged(flagged_names(self.problems))
        self.stats.update_from(deck)
        self.side.refit()
        total, size = deck.total, self.rules.deck_size
        self.deck_count.setText(f"{total} / {size} cards")
        self.deck_count.setProperty("state", "ok" if total == size else "bad")
        self.deck_count.style().unpolish(self.deck_count)
        self.deck_count.style().polish(self.deck_count)
        self.browser.model.refresh_badges()
        if self.preview.card is not None:
            self.preview.show_card(self.preview.card, self.doc.count(self.preview.card.id))
        self.bar.play_button.setEnabled(not self.problems)
        self.bar.play_button.setToolTip("Start a new game with this deck" if not self.problems
                                        else "Fix the problems listed under the deck first")
        self._refresh_meta()

    def _refresh_meta(self) -> None:
        bar, doc = self.bar, self.doc
        if bar.name_edit.text() != doc.name:
            bar.name_edit.setText(doc.name)
            bar.name_edit.setCursorPosition(0)
        bar.name_edit.setReadOnly(doc.read_only)
        bar.show_read_only(doc.read_only)
        bar.read_only_text.setText(
            f"“{doc.name}” is a built-in theme deck: you can look, play and export, but not change it. "
            "Press “Duplicate to edit” to make your own copy.")
        bar.save_button.setText("Duplicate to edit" if doc.read_only else "Save")
        bar.save_button.setObjectName("PrimaryButton" if doc.read_only else "")
        bar.save_button.setToolTip("Save your own copy of this theme deck and edit it" if doc.read_only
                                   else "Save this deck to your decks (Ctrl+S)")
        bar.save_button.style().unpolish(bar.save_button)
        bar.save_button.style().polish(bar.save_button)
        bar.save_button.setEnabled(doc.read_only or doc.dirty)
        bar.delete_action.setEnabled(doc.origin.kind == USER)
        bar.clear_action.setEnabled(not doc.read_only)
        bar.undo_button.setEnabled(doc.undo_stack.canUndo())
        bar.redo_button.setEnabled(doc.undo_stack.canRedo())
        if doc.read_only:
            state = ""
        elif doc.origin.kind == NEW:
            state = "Not saved yet" if doc.counts else "New deck"
        else:
            state = "Unsaved changes" if doc.dirty else "Saved"
        bar.saved_label.setText(state)
        bar.fit()  # the Save button's and the state's words may have changed
        self.deck_view.set_read_only(doc.read_only)
        self.drag.enabled = not doc.read_only
        self.deck_view.empty_text = ("Drag cards here from the browser,\nor double-click a card there."
                                     if not doc.read_only else "")

    def _rename_from_field(self) -> None:
        text = " ".join(self.bar.name_edit.text().split())
        if self.read_only or not text:
            self.bar.name_edit.setText(self.doc.name)
            return
        if text != self.doc.name:
            self.doc.rename(text)

    def _preview_first(self) -> None:
        """After opening a deck, preview its first card (so the pane is never blank)."""
        rows = self.deck_model.rows
        card = next((r.card for r in rows if r.card is not None), None)
        if card is not None:
            self._preview(card)

    # ------------------------------------------------------------------ leaving
    def play(self) -> None:
        """Ask the shell to start a game with this deck (only when it is legal)."""
        if not self.problems:
            self.playRequested.emit(self.current_deck())

    def _back(self) -> None:
        if self.maybe_close():
            self.closeRequested.emit()
