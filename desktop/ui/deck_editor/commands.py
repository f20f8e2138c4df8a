"""Undoable edits to a :class:`~desktop.ui.deck_editor.document.DeckDocument`."""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand

from desktop.ui.deck_editor.document import DeckDocument


class ChangeCount(QUndoCommand):
    """Add (``delta`` > 0) or remove (``delta`` < 0) copies of one card."""

    def __init__(self, doc: DeckDocument, card_id: str, delta: int) -> None:
        name = doc.db.by_id[card_id].name
        verb = f"Add {delta}" if delta > 0 else f"Remove {-delta}"
        super().__init__(f"{verb} {name}")
        self.doc = doc
        self.card_id = card_id
        self.before = doc.count(card_id)
        self.after = max(0, self.before + delta)
        self.position = list(doc.counts).index(card_id) if card_id in doc.counts else -1

    def redo(self) -> None:
        self.doc.set_count(self.card_id, self.after)

    def undo(self) -> None:
        if self.position >= 0 and self.card_id not in self.doc.counts:
            # put a removed card back where it was, so the list does not jump
            items = list(self.doc.counts.items())
            items.insert(self.position, (self.card_id, self.before))
            self.doc.set_counts(dict(items))
        else:
            self.doc.set_count(self.card_id, self.before)


class ReplaceCards(QUndoCommand):
    """Replace the whole list at once (clear the deck, paste a list into it)."""

    def __init__(self, doc: DeckDocument, counts: dict[str, int], text: str) -> None:
        super().__init__(text)
        self.doc = doc
        self.before = dict(doc.counts)
        self.after = dict(counts)

    def redo(self) -> None:
        self.doc.set_counts(self.after)

    def undo(self) -> None:
        self.doc.set_counts(self.before)
