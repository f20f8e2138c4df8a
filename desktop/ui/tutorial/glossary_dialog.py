"""The rules reference: every glossary term, searchable, each entry with linked terms."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop.tutorial.glossary import Glossary, GlossaryEntry, load_glossary
from desktop.tutorial.lessons import load_lessons
from desktop.ui.tutorial.style import ACCENT, MUTED, TUTORIAL_CSS, linked_html, term_from_href, term_href

ERA_NOTE = {"modern": "From the rules of later sets.", "classic": "Classic rules (Base Set era)."}


def entry_html(entry: GlossaryEntry, lesson_titles: dict[str, str]) -> str:
    """An entry as HTML: the term, its explanation with linked terms, see-also and lesson links."""
    out = [f'<h2 style="color:{ACCENT}; margin-bottom:2px;">{escape(entry.term)}</h2>']
    if entry.aliases:
        out.append(f'<p style="color:{MUTED}; margin-top:0;">Also: {escape(", ".join(entry.aliases))}</p>')
    body = linked_html(entry.text, first_only=True, skip=entry.term)
    out.append(f'<p style="font-size:16px; line-height:140%;">{body}</p>')
    if entry.era in ERA_NOTE:
        out.append(f'<p style="color:{MUTED};"><i>{ERA_NOTE[entry.era]}</i></p>')
    if entry.modern:
        modern = linked_html(entry.modern, skip=entry.term)
        out.append(f'<p style="font-size:15px;"><b>In today\'s rules:</b> {modern}</p>')
    if entry.see:
        links = ", ".join(f'<a href="{term_href(t)}" style="color:#8fd3ff;">{escape(t)}</a>' for t in entry.see)
        out.append(f"<p>See also: {links}</p>")
    if entry.lesson in lesson_titles:
        out.append(f'<p>Lesson: <a href="lesson:{escape(entry.lesson)}" style="color:#8fd3ff;">'
                   f"{escape(lesson_titles[entry.lesson])}</a></p>")
    return "".join(out)


class GlossaryDialog(QDialog):
    """Search box, list of terms and the selected entry. Clicking a linked term opens it."""

    lessonRequested = Signal(str)  # a lesson id, from an entry's "Lesson:" link

    def __init__(self, parent: QWidget | None = None, glossary: Glossary | None = None,
                 lesson_links: bool = True) -> None:
        """``lesson_links``: show each entry's "Lesson:" link (only where something opens lessons)."""
        super().__init__(parent)
        self.setObjectName("GlossaryDialog")
        self.setWindowTitle("Rules reference")
        self.setStyleSheet(TUTORIAL_CSS)
        self.resize(860, 560)
        self.glossary = glossary or load_glossary()
        self._lesson_titles = {lesson.id: lesson.title for lesson in load_lessons()} if lesson_links else {}

        title = QLabel("Rules reference")
        title.setObjectName("PageTitle")
        self.search = QLineEdit()
        self.search.setPlaceholderText("Search the rules: a term or any words…")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        self.list = QListWidget()
        self.list.setMinimumWidth(230)
        self.list.currentItemChanged.connect(self._selected)
        self.text = QTextBrowser()
        self.text.setObjectName("GlossaryText")
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(self._link)
        self.count = QLabel()
        self.count.setObjectName("Hint")
        close = QPushButton("Close")
        close.setObjectName("CoachButton")
        close.clicked.connect(self.accept)

        left = QVBoxLayout()
        left.addWidget(self.search)
        left.addWidget(self.list, 1)
        left.addWidget(self.count)
        body = QHBoxLayout()
        body.addLayout(left, 0)
        body.addWidget(self.text, 1)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addLayout(body, 1)
        layout.addLayout(bottom)
        self._filter("")

    # ------------------------------------------------------------------ public
    def show_term(self, term: str) -> bool:
        """Select ``term`` (or an alias); False if the glossary has no such entry."""
        entry = self.glossary.lookup(term)
        if entry is None:
            return False
        if self._item_for(entry.term) is None:
            self.search.clear()
        item = self._item_for(entry.term)
        if item is not None:
            self.list.setCurrentItem(item)
        return True

    def current_term(self) -> str | None:
        item = self.list.currentItem()
        return item.text() if item is not None else None

    def visible_terms(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    # ------------------------------------------------------------------ internals
    def _item_for(self, term: str) -> QListWidgetItem | None:
        for i in range(self.list.count()):
            if self.list.item(i).text() == term:
                return self.list.item(i)
        return None

    def _filter(self, text: str) -> None:
        keep = self.current_term()
        entries = self.glossary.search(text)
        self.list.blockSignals(True)
        self.list.clear()
        for entry in entries:
            self.list.addItem(QListWidgetItem(entry.term))
        self.list.blockSignals(False)
        self.count.setText(f"{len(entries)} of {len(self.glossary)} terms")
        item = self._item_for(keep) if keep and not text else None
        if item is None and self.list.count():
            item = self.list.item(0)
        if item is not None:
            self.list.setCurrentItem(item)
            self._selected(item, None)
        else:
            self.text.setHtml(f'<p style="color:{MUTED};">No rules term matches “{escape(text)}”.</p>')

    def _selected(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None) -> None:
        if item is None:
            return
        entry = self.glossary.lookup(item.text())
        if entry is not None:
            self.text.setHtml(entry_html(entry, self._lesson_titles))

    def _link(self, url: QUrl) -> None:
        href = url.toString()
        term = term_from_href(href)
        if term is not None:
            self.show_term(term)
        elif href.startswith("lesson:"):
            self.lessonRequested.emit(href[len("lesson:"):])
            self.accept()

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt name
        """Enter in the search box shows the first match instead of closing the dialog."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.search.hasFocus():
            if self.list.count():
                self.list.setCurrentRow(0)
            return
        super().keyPressEvent(event)
