"""Decks: the model, deck-list text import/export, validation, statistics and storage.

Pure Python (no Qt), so the deck editor, the New game window and the tools share it.
"""

from __future__ import annotations

from desktop.decks.model import Deck, DeckError, ReadOnlyDeckError

__all__ = ["Deck", "DeckError", "ReadOnlyDeckError"]
