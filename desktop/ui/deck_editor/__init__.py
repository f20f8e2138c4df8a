"""The deck editor: build, check, import and export decks as players already share them.

The app shell uses :class:`DeckEditor` (see :mod:`desktop.ui.deck_editor.editor`).
"""

from __future__ import annotations

from desktop.ui.qt_guard import guard_none_refcount

guard_none_refcount()  # the editor paints a lot: don't let PySide6 6.12.0 on Python 3.11 wear None out

from desktop.ui.deck_editor.editor import DeckEditor  # noqa: E402

__all__ = ["DeckEditor"]
