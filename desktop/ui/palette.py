"""One palette for the whole app: its colours, and the look of every dialog and menu.

The pages keep their own scoped style sheets (``style.py``, ``table_style.py``,
``deck_editor/style.py``, ``tutorial/style.py``), built from these colours. What
no page styles itself - message boxes, the name prompt, the file dialog,
right-click and drop-down menus, tooltips - is styled here, for the whole
application, by ``apply``: a dark ``QPalette`` and ``APP_CSS``. ``contrast``
measures text against its background (WCAG 2 ratio; 4.5 is enough for body text).
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

INK = "#eef2f7"  # text
MUTED = "#a9b4c4"  # secondary text
DISABLED = "#6f7b8c"  # text of what can't be used now
BACKGROUND = "#17202b"  # pages and dialogs
PANEL = "#222d3b"  # fields, lists, menus
RAISED = "#2d3b4f"  # buttons, a hovered menu entry
BORDER = "#34435a"
ACCENT = "#f2c14e"  # the gold of a holofoil card
ACCENT_INK = "#1b1b1b"  # text on the accent
WARNING = "#f0a35e"
LINK = "#8fd3ff"

APP_CSS = f"""
QDialog, QMessageBox, QInputDialog, QFileDialog {{ background: {BACKGROUND}; color: {INK}; }}
QDialog QLabel, QMessageBox QLabel, QInputDialog QLabel, QFileDialog QLabel {{ color: {INK}; }}
QMessageBox QLabel {{ font-size: 14px; }}
QDialog QLineEdit, QDialog QComboBox, QDialog QListView, QDialog QTreeView {{
    color: {INK}; background: {PANEL}; border: 1px solid {BORDER}; border-radius: 5px; padding: 4px;
    selection-background-color: {RAISED}; selection-color: {INK};
}}
QDialog QLineEdit:focus, QDialog QComboBox:focus {{ border-color: {ACCENT}; }}
QDialog QHeaderView::section {{ color: {MUTED}; background: {BACKGROUND}; border: none; padding: 4px; }}
QDialog QComboBox QAbstractItemView {{ color: {INK}; background: {PANEL}; }}
QDialog QPushButton, QDialog QToolButton {{
    color: {INK}; background: {RAISED}; border: 1px solid {BORDER}; border-radius: 5px; padding: 6px 14px;
    font-size: 13px;
}}
QDialog QToolButton {{ padding: 4px; }}
QDialog QPushButton:hover, QDialog QPushButton:focus, QDialog QToolButton:hover {{ border-color: {ACCENT}; }}
QDialog QPushButton:default {{ border: 2px solid {ACCENT}; }}
QDialog QPushButton:disabled {{ color: {DISABLED}; }}
QMenu {{ color: {INK}; background: {PANEL}; border: 1px solid {BORDER}; padding: 4px 0; font-size: 13px; }}
QMenu::item {{ padding: 6px 22px 6px 14px; }}
QMenu::item:selected {{ background: {RAISED}; color: {ACCENT}; }}
QMenu::item:disabled {{ color: {MUTED}; }}  /* still readable: it says why */
QMenu::separator {{ height: 1px; background: {BORDER}; margin: 4px 8px; }}
QToolTip {{ color: {INK}; background: {PANEL}; border: 1px solid {BORDER}; padding: 4px; }}
"""


def qpalette() -> QPalette:
    """The app's colours as a Qt palette (what widgets without a style sheet draw with)."""
    palette = QPalette()
    roles = QPalette.ColorRole
    for role, colour in (
        (roles.Window, BACKGROUND), (roles.WindowText, INK), (roles.Base, PANEL), (roles.AlternateBase, RAISED),
        (roles.Text, INK), (roles.Button, RAISED), (roles.ButtonText, INK), (roles.BrightText, ACCENT),
        (roles.ToolTipBase, PANEL), (roles.ToolTipText, INK), (roles.PlaceholderText, MUTED),
        (roles.Highlight, ACCENT), (roles.HighlightedText, ACCENT_INK), (roles.Link, LINK),
    ):
        palette.setColor(role, QColor(colour))
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(DISABLED))
    return palette


def apply(app: QApplication | None = None) -> None:
    """Give the application (the running one by default) the palette and ``APP_CSS``; idempotent."""
    app = app or QApplication.instance()  # type: ignore[assignment]
    if app is None or app.property("holofoilPalette"):
        return
    app.setPalette(qpalette())
    app.setStyleSheet(APP_CSS)
    app.setProperty("holofoilPalette", True)


def luminance(colour: QColor) -> float:
    """Relative luminance (WCAG 2), 0 for black to 1 for white."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green()) + 0.0722 * channel(colour.blue())


def contrast(a: QColor, b: QColor) -> float:
    """The contrast ratio of two colours, from 1 (the same) to 21 (black on white)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)
