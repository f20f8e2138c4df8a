"""The game log: what happened, in plain words (see ``desktop/ui/log_text.py``).

Rules terms in the lines ("Paralyzed", "Knocked Out", "Prize card"...) are links:
clicking one opens the rules reference at that term. Lines are appended one by one
(the document is never re-rendered) and only the last ``MAX_LINES`` are kept.
The view follows the newest line (new lines, a panel that shrinks) unless the
player has scrolled up to read; scrolling back to the bottom follows again.
Lines can wait (``add_lines(lines, after_ms)``) for a coin to land: the log never
tells a result before the table shows it, and keeps the order of play.
"""

from __future__ import annotations

import re
from functools import lru_cache
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import SIGNAL, QTimer, QUrl, Signal
from PySide6.QtGui import QTextBlockFormat, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QTextBrowser, QWidget

from desktop.tutorial.glossary import load_glossary
from desktop.ui.log_text import BY_HAND
from desktop.ui.tutorial.style import LINK, term_from_href, term_href

if TYPE_CHECKING:
    from desktop.ui.tutorial.glossary_dialog import GlossaryDialog

MAX_LINES = 600
TURN_COLOR = "#f2c14e"
OVER_COLOR = "#ffffff"
TOOK_BACK_COLOR = "#9fb3c8"
BY_HAND_COLOR = "#e8d7a8"  # Table mode: what the players did by hand
TOOK_BACK = "↶ "  # a take-back's line (table.took_back_text): set apart in italics
# Terms too common in the log to be worth a link on every line ("their hand", "their deck").
UNLINKED_TERMS = frozenset({"Attack", "Deck", "Hand", "Turn order", "Type"})


@lru_cache(maxsize=1)
def _name_pattern() -> re.Pattern[str] | None:
    """Card, attack and Pokémon Power names that contain a rules term ("Fire Energy",
    "Poison Sting", "Energy Burn"): a term inside a name is not that rule, so it is not linked."""
    from desktop.engine.cards import default_db

    glossary = load_glossary()
    names: set[str] = set()
    for card in default_db().all_cards():
        names.add(card.name)
        names.update(a.name for a in card.attacks)
        names.update(p.name for p in card.powers)
    risky = [n for n in names if glossary.lookup(n) is None and any(t for _s, t in glossary.linkify(n))]
    if not risky:
        return None
    risky.sort(key=len, reverse=True)
    return re.compile(r"(?<!\w)(?:" + "|".join(re.escape(n) for n in risky) + r")(?!\w)")


def line_html(line: str, names: tuple[str, ...] = ()) -> str:
    """One log line as HTML: its rules terms (first mention each) as ``term:`` links.
    ``names`` (the players') are never links, even a player called "Trainer"."""
    pattern = _name_pattern()
    protected = [m.span() for m in pattern.finditer(line)] if pattern is not None else []
    for name in names:
        if name:
            protected += [m.span() for m in re.finditer(rf"(?<!\w){re.escape(name)}(?!\w)", line)]
    parts = []
    pos = 0
    seen: set[str] = set()
    for segment, term in load_glossary().linkify(line):
        start, end = pos, pos + len(segment)
        pos = end
        if (term is None or term in UNLINKED_TERMS or term in seen
                or any(s < end and start < e for s, e in protected)):
            parts.append(escape(segment))
        else:
            seen.add(term)
            parts.append(f'<a href="{term_href(term)}" style="color:{LINK}; text-decoration:none;">'
                         f"{escape(segment)}</a>")
    return "".join(parts)


class LogPanel(QTextBrowser):
    """Read-only, newest line at the bottom; turn lines stand out; rules terms are links.

    ``termClicked(term)`` is emitted when a rules term is clicked; if nothing is
    connected to it, the panel opens the rules reference itself."""

    termClicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameLog")
        self.setReadOnly(True)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.setUndoRedoEnabled(False)
        self.document().setMaximumBlockCount(MAX_LINES)
        self.setPlaceholderText("What happens in the game is written here.")
        self.anchorClicked.connect(self._anchor_clicked)
        self.glossary_dialog: GlossaryDialog | None = None  # the rules reference this panel opened itself
        self.names: tuple[str, ...] | None = None  # the players' names (None: the table's game's)
        self._lines: list[str] = []
        self._waiting: list[str] = []  # lines to show once the coins have landed
        self._wait = QTimer(self, singleShot=True)
        self._wait.timeout.connect(self.show_waiting)
        self.following = True  # keep the newest line in view (False: the player scrolled up)
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.valueChanged.connect(self._value_changed)

    def _range_changed(self, _low: int, high: int) -> None:
        """More lines or less room: stay on the newest line if following."""
        if self.following:
            self.verticalScrollBar().setValue(high)

    def _value_changed(self, value: int) -> None:
        """The view moved: follow again iff it is at the bottom."""
        self.following = value >= self.verticalScrollBar().maximum()

    def add_lines(self, lines: list[str], after_ms: int = 0) -> None:
        """Show ``lines`` now, or ``after_ms`` later (what a coin still in the air led to).
        Lines added while some wait are shown after them, so the log keeps the order of play."""
        if after_ms > 0 or self._waiting:
            self._waiting.extend(lines)
            if after_ms > 0:
                self._wait.start(max(after_ms, self._wait.remainingTime()))
            elif not self._wait.isActive():
                self.show_waiting()
            return
        self._show(lines)

    def show_waiting(self) -> None:
        """Show the lines that wait, now."""
        self._wait.stop()
        lines, self._waiting = self._waiting, []
        self._show(lines)

    def all_lines(self) -> list[str]:
        """Every line, with those still waiting to be shown (for the save)."""
        return [*self._lines, *self._waiting]

    def _show(self, lines: list[str]) -> None:
        if not lines:
            return
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        names = self.player_names()
        cursor.beginEditBlock()
        for line in lines:
            first = not self._lines and self.document().isEmpty()
            self._lines.append(line)
            text = line_html(line, names)
            block = QTextBlockFormat()
            if line.startswith("Turn "):
                block.setTopMargin(0 if first else 10)
                text = f"<b style='color:{TURN_COLOR}'>{text}</b>"
            elif line.startswith("Game over"):
                text = f"<b style='color:{OVER_COLOR}'>{text}</b>"
            elif line.startswith(BY_HAND):
                text = f"<i style='color:{BY_HAND_COLOR}'>{text}</i>"
            elif line.startswith(TOOK_BACK):
                text = f"<i style='color:{TOOK_BACK_COLOR}'>{text}</i>"
            if first:
                cursor.setBlockFormat(block)
                cursor.setCharFormat(QTextCharFormat())
            else:
                cursor.insertBlock(block, QTextCharFormat())  # a fresh block: no link or bold carried over
            cursor.insertHtml(text)
        cursor.endEditBlock()
        del self._lines[:-MAX_LINES]
        if self.following:
            bar = self.verticalScrollBar()
            bar.setValue(bar.maximum())

    def clear_lines(self) -> None:
        self._wait.stop()
        self._waiting = []
        self._lines = []
        self.clear()
        self.following = True

    def lines(self) -> list[str]:
        """Every line shown (for tests)."""
        return list(self._lines)

    def text(self) -> str:
        """The log as a person reads it, one line per line."""
        return self.toPlainText()

    # ------------------------------------------------------------------ rules terms
    def player_names(self) -> tuple[str, ...]:
        """``names`` if set, else the names in the game of the table this log is on."""
        if self.names is not None:
            return self.names
        widget = self.parentWidget()
        while widget is not None:
            game = getattr(getattr(widget, "controller", None), "game", None)
            if game is not None:
                return tuple(getattr(game, "names", ()))
            widget = widget.parentWidget()
        return ()

    def term_at(self, line: int, words: str) -> str | None:
        """The glossary term linked where ``words`` appear in line ``line`` (for tests)."""
        block = self.document().findBlockByNumber(line)
        offset = block.text().find(words)
        if offset < 0:
            return None
        cursor = QTextCursor(block)
        cursor.setPosition(block.position() + offset + 1)
        return term_from_href(cursor.charFormat().anchorHref())

    def _anchor_clicked(self, url: QUrl) -> None:
        term = term_from_href(url.toString())
        if term is None:
            return
        if self.receivers(SIGNAL("termClicked(QString)")) > 0:  # the page shows the reference
            self.termClicked.emit(term)
        else:
            self.show_term(term)

    def show_term(self, term: str) -> GlossaryDialog:
        """Open the rules reference at ``term`` (one dialog, reused)."""
        from desktop.ui.tutorial.glossary_dialog import GlossaryDialog

        if self.glossary_dialog is None:
            self.glossary_dialog = GlossaryDialog(self.window(), lesson_links=False)
        self.glossary_dialog.show_term(term)
        self.glossary_dialog.show()
        self.glossary_dialog.raise_()
        return self.glossary_dialog
