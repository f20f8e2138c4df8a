"""Small widgets of the app shell: the notice bar, the start page's buttons and an info page."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget


class Notice(QFrame):
    """A dismissable message bar (a bad settings file, a save that would not load...)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Notice")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(14, 10, 10, 10)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        close = QPushButton("OK")
        close.clicked.connect(self.hide)
        layout.addWidget(self.label, 1)
        layout.addWidget(close, 0, Qt.AlignmentFlag.AlignTop)
        self.hide()

    def show_message(self, text: str) -> None:
        """Show ``text`` (added below any message already showing)."""
        if self.isVisible() and self.label.text():
            text = self.label.text() + "\n\n" + text
        self.label.setText(text)
        self.show()

    def text(self) -> str:
        return self.label.text() if self.isVisible() else ""


class MenuButton(QPushButton):
    """A large start-page button: a title and, below it, a quieter hint."""

    def __init__(self, title: str, hint: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MenuButton")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 9, 18, 9)
        layout.setSpacing(1)
        self.title_label = QLabel(title)
        self.title_label.setObjectName("MenuText")
        self.hint_label = QLabel(hint)
        self.hint_label.setObjectName("MenuHint")
        for label in (self.title_label, self.hint_label):
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
            layout.addWidget(label)
        self.hint_label.setVisible(bool(hint))
        self.full_hint = hint
        self.setAccessibleName(title)

    def set_hint(self, hint: str) -> None:
        """Show ``hint`` under the title (shortened with … if too long; the tooltip has it all)."""
        self.full_hint = hint
        self.hint_label.ensurePolished()
        room = max(self.minimumWidth(), self.width()) - 40
        shown = self.hint_label.fontMetrics().elidedText(hint, Qt.TextElideMode.ElideRight, room)
        self.hint_label.setText(shown)
        self.hint_label.setVisible(bool(hint))
        self.setToolTip(hint if shown != hint else "")
        self.setAccessibleDescription(hint)

    def set_primary(self, primary: bool) -> None:
        """Make this the button that stands out (the likely next step)."""
        self.setProperty("primary", primary)
        self._restyle()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.EnabledChange:
            self._restyle()
        super().changeEvent(event)

    def _restyle(self) -> None:
        tone = "off" if not self.isEnabled() else "primary" if self.property("primary") else ""
        for widget in (self, self.title_label, self.hint_label):
            if widget is not self:
                widget.setProperty("tone", tone)
            widget.style().unpolish(widget)
            widget.style().polish(widget)

    def text(self) -> str:
        """Title and the whole hint."""
        hint = self.full_hint
        return self.title_label.text() + (f"\n{hint}" if hint else "")


class InfoPage(QWidget):
    """A page with a title, some text and a way back (e.g. "coming soon")."""

    back = Signal()

    def __init__(self, title: str, body: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("InfoPage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(60, 40, 60, 40)
        layout.addStretch(1)
        heading = QLabel(title)
        heading.setObjectName("PageTitle")
        text = QLabel(body)
        text.setObjectName("Body")
        text.setWordWrap(True)
        text.setFixedWidth(620)
        back = QPushButton("Back to the start page")
        back.setObjectName("BackButton")
        back.clicked.connect(self.back)
        layout.addWidget(heading, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(12)
        row = QHBoxLayout()  # no alignment flag: a wrapped label then gets its full height
        row.addStretch(1)
        row.addWidget(text)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addSpacing(24)
        layout.addWidget(back, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)
        self.heading, self.text = heading, text
