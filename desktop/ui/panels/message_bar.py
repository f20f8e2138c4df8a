"""A short message at the top of the side panel: why a move was refused, or a hint.

Its room is always kept (three lines), shown or not, so nothing below it - the
attacks, End turn - ever moves when a message comes or goes. A message stays
until the next one, or until the table clears it (a move went through, a new
turn); a longer one is set smaller to fit its room, never taller.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

LINES = 3  # the room kept for a message


class MessageBar(QLabel):
    """Shows the latest message; ``last_message`` keeps it after it hides."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MessageBar")
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        policy = self.sizePolicy()
        policy.setVerticalPolicy(QSizePolicy.Policy.Fixed)
        policy.setRetainSizeWhenHidden(True)  # hidden, it still holds its room
        self.setSizePolicy(policy)
        self.last_message = ""
        self._room = 0  # the height kept for a message (set once the style sheet applies)
        self.hide()

    def show_message(self, text: str) -> None:
        """Show ``text`` until the next message or ``clear``."""
        self.last_message = text
        self.setToolTip(text)
        self.setText(text)
        self._fit()
        self.show()

    def clear(self) -> None:
        """Hide the message (its room stays)."""
        self.hide()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)
        self.reserve()

    def _restyle(self, small: bool) -> None:
        value = "true" if small else "false"
        if self.property("small") != value:
            self.setProperty("small", value)
            self.style().unpolish(self)
            self.style().polish(self)

    def reserve(self) -> None:
        """Fix the height at ``LINES`` lines of the normal size (call once it is under its style sheet)."""
        if self._room:
            return
        self.ensurePolished()
        margins = self.contentsMargins()
        lines = self.fontMetrics().lineSpacing() * LINES + LINES  # and a pixel of leading a line
        self._room = lines + margins.top() + margins.bottom() + 2 * self.margin()
        self.setFixedHeight(self._room)

    def _fit(self) -> None:
        """A message longer than the room is set in the smaller size (the room never grows)."""
        self._restyle(False)
        self.reserve()
        parent = self.parentWidget()
        if parent is not None and parent.isVisible():  # laid out: the width is the real one
            self._restyle(self.heightForWidth(self.width()) > self._room)
