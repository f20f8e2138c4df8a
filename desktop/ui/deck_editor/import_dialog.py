"""Import a shared deck list: the text, every line that did not resolve, and an explicit choice.

The list is parsed as it is typed. Lines that can't be resolved are listed with
their line number and reason; nothing is imported until the player presses a
button that says exactly what will happen ("Import 60 cards" or "Import 57
cards, leave out 2 lines"), and Cancel imports nothing.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QFont, QTextCursor, QTextFormat
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from desktop.decks.decklist import ParseResult, parse_decklist
from desktop.decks.model import Deck
from desktop.engine.cards import CardDB
from desktop.ui.deck_editor.style import DIALOG_CSS

ERROR_ROLE = Qt.ItemDataRole.UserRole + 1
ERROR_COLOUR = QColor("#ff8f80")
WARNING_COLOUR = QColor("#f0c27a")
ERROR_TINT = QColor(255, 110, 90, 70)
WARNING_TINT = QColor(240, 194, 122, 45)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


class ImportDialog(QDialog):
    """Shows a deck list and what it resolves to; ``deck()`` is the result once accepted."""

    def __init__(self, text: str, db: CardDB, name: str, source: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DeckEditorDialog")
        self.setStyleSheet(DIALOG_CSS)
        self.setWindowTitle("Import a deck list")
        self.setModal(True)
        self.resize(760, 640)
        self.db = db
        self.name = name
        self.parsed: ParseResult = parse_decklist("", db, name)  # the latest parse of the text
        self.partial_accepted = False

        title = QLabel("Import a deck list")
        title.setObjectName("PanelTitle")
        where = f"From {source}. " if source else ""
        intro = QLabel(where + "Pokémon TCG Live and Limitless lists both work. You can fix lines here before "
                       "importing.")
        intro.setObjectName("Hint")
        intro.setWordWrap(True)
        self.editor = QPlainTextEdit()
        self.editor.setAccessibleName("Deck list text")
        mono = QFont("monospace")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        self.editor.setFont(mono)
        self.editor.setPlainText(text)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.problems = QListWidget()
        self.problems.setAccessibleName("Lines that could not be imported")
        self.problems.setWordWrap(True)
        self.problems.itemClicked.connect(self._jump_to_line)

        self.cancel_button = QPushButton("Cancel")
        self.import_button = QPushButton("Import")
        self.import_button.setObjectName("PrimaryButton")
        self.partial_button = QPushButton()
        self.cancel_button.clicked.connect(self.reject)
        self.import_button.clicked.connect(self._accept_all)
        self.partial_button.clicked.connect(self._accept_partial)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.partial_button)
        buttons.addWidget(self.import_button)

        layout = QVBoxLayout(self)
        layout.setSpacing(8)
        layout.addWidget(title)
        layout.addWidget(intro)
        layout.addWidget(self.editor, 3)
        layout.addWidget(self.summary)
        layout.addWidget(self.problems, 2)
        layout.addLayout(buttons)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(250)
        self._timer.timeout.connect(self.reparse)
        self.editor.textChanged.connect(self._timer.start)
        self.reparse()

    def reparse(self) -> None:
        """Parse the text again and refresh the summary, the problem list and the buttons."""
        self._timer.stop()
        result = parse_decklist(self.editor.toPlainText(), self.db, self.name)
        self.parsed = result
        partial = result.partial.total if result.partial is not None else 0
        self.problems.clear()
        for error in result.errors:
            item = QListWidgetItem(f"✗ {self._describe(error.line_no, error.line, error.reason)}")
            item.setForeground(ERROR_COLOUR)
            item.setData(ERROR_ROLE, error.line_no)
            self.problems.addItem(item)
        for warning in result.warnings:
            item = QListWidgetItem(f"⚠ {self._describe(warning.line_no, warning.line, warning.reason)}")
            item.setForeground(WARNING_COLOUR)
            item.setData(ERROR_ROLE, warning.line_no)
            self.problems.addItem(item)
        self.problems.setVisible(self.problems.count() > 0)
        self._mark_lines(result)
        bad_lines = len({e.line_no for e in result.errors if e.line_no > 0})
        if result.ok:
            note = f" ({_plural(len(result.warnings), 'note')} below)" if result.warnings else ""
            self.summary.setObjectName("Good")
            self.summary.setText(f"✓ Every line was found: {_plural(partial, 'card')}{note}.")
            self.import_button.setText(f"Import {_plural(partial, 'card')}")
            self.import_button.setEnabled(True)
            self.partial_button.hide()
        else:
            self.summary.setObjectName("Error")
            if bad_lines:
                self.summary.setText(
                    f"✗ {_plural(bad_lines, 'line')} could not be read (listed below). "
                    f"The other lines make {_plural(partial, 'card')}. Fix the lines above, or import without them.")
            else:
                self.summary.setText("✗ " + "; ".join(e.reason for e in result.errors))
            self.import_button.setText("Import")
            self.import_button.setEnabled(False)
            self.partial_button.setText(f"Import {_plural(partial, 'card')}, leave out {_plural(bad_lines, 'line')}")
            self.partial_button.setVisible(partial > 0 and bad_lines > 0)
        self.summary.style().unpolish(self.summary)
        self.summary.style().polish(self.summary)

    def _mark_lines(self, result: ParseResult) -> None:
        """Tint the lines with errors red and those with notes amber, right in the text."""
        marks: list[QTextEdit.ExtraSelection] = []
        tints = [(w.line_no, WARNING_TINT) for w in result.warnings] + [(e.line_no, ERROR_TINT) for e in result.errors]
        for line_no, tint in tints:
            if line_no <= 0:
                continue
            block = self.editor.document().findBlockByLineNumber(line_no - 1)
            if not block.isValid():
                continue
            mark = QTextEdit.ExtraSelection()
            mark.format.setBackground(tint)
            mark.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
            mark.cursor = QTextCursor(block)
            marks.append(mark)
        self.editor.setExtraSelections(marks)

    @staticmethod
    def _describe(line_no: int, line: str, reason: str) -> str:
        if line_no <= 0:
            return reason
        return f"Line {line_no}: “{line.strip()}” — {reason}"

    def deck(self) -> Deck | None:
        """The deck to import: the full one, or the resolved lines if the player chose a partial import."""
        if self.parsed.ok:
            return self.parsed.deck
        if self.partial_accepted:
            return self.parsed.partial
        return None

    def _accept_all(self) -> None:
        self.reparse()
        if self.parsed.ok:
            self.partial_accepted = False
            self.accept()

    def _accept_partial(self) -> None:
        self.reparse()
        if self.parsed.partial is not None and self.parsed.partial.total:
            self.partial_accepted = not self.parsed.ok
            self.accept()

    def _jump_to_line(self, item: QListWidgetItem) -> None:
        line_no = item.data(ERROR_ROLE)
        if not line_no or line_no <= 0:
            return
        block = self.editor.document().findBlockByLineNumber(line_no - 1)
        cursor = self.editor.textCursor()
        cursor.setPosition(block.position())
        cursor.movePosition(cursor.MoveOperation.EndOfBlock, cursor.MoveMode.KeepAnchor)
        self.editor.setTextCursor(cursor)
        self.editor.setFocus()
