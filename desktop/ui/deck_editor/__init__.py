"""The deck editor: build, check, import and export decks as players already share them.

The app shell uses :class:`DeckEditor` (see :mod:`desktop.ui.deck_editor.editor`).
"""

from __future__ import annotations

from desktop.ui.deck_editor.editor import DeckEditor

__all__ = ["DeckEditor"]
