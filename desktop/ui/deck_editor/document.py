"""The deck being edited: card counts, name, where it came from, and its undo stack.

Every change goes through a ``QUndoCommand`` (see :mod:`commands`), so Ctrl+Z
takes back anything the player did to the list. Switching to another deck
(open, new, import) clears the stack.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from desktop.engine.cards import CardDB, CardDef

NEW = "new"  # not saved anywhere yet
USER = "user"  # one of the player's saved decks
BUILTIN = "builtin"  # a shipped theme deck: read-only


@dataclass(frozen=True, slots=True)
class Origin:
    """Where the deck on screen lives: ``kind`` is NEW, USER or BUILTIN; ``name`` its stored name."""

    kind: str = NEW
    name: str = ""

    @property
    def read_only(self) -> bool:
        return self.kind == BUILTIN


class DeckDocument(QObject):
    """Counts by card id (in the order cards were first added) plus the deck's name and origin."""

    changed = Signal()  # the list of cards changed
    meta_changed = Signal()  # name, origin or saved state changed
    loaded = Signal()  # another deck replaced the one on screen

    def __init__(self, db: CardDB, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.counts: dict[str, int] = {}
        self.name = "Untitled deck"
        self.origin = Origin()
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._clean_changed)

    def _clean_changed(self, _clean: bool) -> None:
        self.meta_changed.emit()

    # ------------------------------------------------------------------ reading
    @property
    def read_only(self) -> bool:
        return self.origin.read_only

    @property
    def dirty(self) -> bool:
        """Unsaved changes? (A new deck with cards counts as unsaved.)"""
        if self.origin.kind == NEW:
            return bool(self.counts)
        if self.origin.kind == USER and self.name != self.origin.name:
            return True  # renamed: the new name is stored on the next save
        return not self.undo_stack.isClean()

    def total(self) -> int:
        return sum(self.counts.values())

    def count(self, card_id: str) -> int:
        return self.counts.get(card_id, 0)

    def count_by_name(self, name: str) -> int:
        """Copies of every card with this name (different printings count together)."""
        return sum(n for cid, n in self.counts.items() if self.db.by_id[cid].name == name)

    def cards(self) -> list[CardDef]:
        """Every card, one entry per copy (what a game is dealt)."""
        return [self.db.by_id[cid] for cid, n in self.counts.items() for _ in range(n)]

    def rows(self) -> list[tuple[CardDef, int]]:
        """(card, count) pairs, one per distinct card."""
        return [(self.db.by_id[cid], n) for cid, n in self.counts.items() if n > 0]

    # ------------------------------------------------------------------ changing (commands call these)
    def set_count(self, card_id: str, count: int) -> None:
        """Set one card's count (0 removes it) and announce the change."""
        if count <= 0:
            self.counts.pop(card_id, None)
        else:
            self.counts[card_id] = count
        self.changed.emit()

    def set_counts(self, counts: dict[str, int]) -> None:
        """Replace the whole list and announce the change."""
        self.counts = {cid: n for cid, n in counts.items() if n > 0}
        self.changed.emit()

    def load(self, name: str, counts: dict[str, int], origin: Origin) -> None:
        """Show another deck: replaces everything and forgets the undo history."""
        self.undo_stack.clear()
        self.name = name
        self.origin = origin
        self.counts = {cid: n for cid, n in counts.items() if n > 0}
        self.changed.emit()
        self.meta_changed.emit()
        self.loaded.emit()

    def mark_saved(self, name: str) -> None:
        """The deck now lives in the player's decks under ``name``."""
        self.name = name
        self.origin = Origin(USER, name)
        self.undo_stack.setClean()
        self.meta_changed.emit()

    def rename(self, name: str) -> None:
        """Change the shown name (it is stored on the next save)."""
        if name != self.name:
            self.name = name
            self.meta_changed.emit()
