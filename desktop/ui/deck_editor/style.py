"""The deck editor's look: the shell's dark palette, scoped to ``#DeckEditor``."""

from __future__ import annotations

from desktop.ui.palette import ACCENT, ACCENT_INK, BACKGROUND, BORDER, INK, MUTED

PANEL = "#1e2835"
ERROR = "#ff8f80"
OK = "#7fd68a"

EDITOR_CSS = f"""
#DeckEditor {{ background: {BACKGROUND}; }}
#DeckEditor QLabel {{ color: {INK}; font-size: 13px; }}
#DeckEditor QLabel#Hint {{ color: {MUTED}; font-size: 12px; }}
#DeckEditor QLabel#PanelTitle {{ color: {INK}; font-size: 16px; font-weight: 700; }}
#DeckEditor QLabel#DeckCount {{ color: {ACCENT}; font-size: 16px; font-weight: 700; }}
#DeckEditor QLabel#DeckCount[state="bad"] {{ color: {ERROR}; }}
#DeckEditor QLabel#ReadOnlyBadge {{
    color: {ACCENT_INK}; background: {MUTED}; border-radius: 4px; padding: 2px 8px; font-size: 12px;
    font-weight: 700;
}}
#DeckEditor QLabel#SavedState {{ color: {MUTED}; font-size: 12px; }}
#DeckEditor QLineEdit#DeckName {{
    font-size: 20px; font-weight: 700; color: {INK}; background: transparent; border: 1px solid transparent;
    border-radius: 4px; padding: 2px 4px; min-width: 100px;
}}
#DeckEditor QLineEdit#DeckName:hover {{ border-color: {BORDER}; }}
#DeckEditor QLineEdit#DeckName:focus {{ border-color: {ACCENT}; background: {PANEL}; }}
#DeckEditor QLineEdit#DeckName:read-only {{ border-color: transparent; background: transparent; }}
#DeckEditor QLineEdit, #DeckEditor QComboBox {{
    color: {INK}; background: {PANEL}; border: 1px solid {BORDER}; border-radius: 5px; padding: 5px 6px;
    font-size: 13px;
}}
#DeckEditor QLineEdit:focus, #DeckEditor QComboBox:focus {{ border-color: {ACCENT}; }}
#DeckEditor QComboBox::drop-down {{ border: none; width: 20px; }}
#DeckEditor QComboBox QAbstractItemView {{ color: {INK}; background: {PANEL}; selection-background-color: #3a4a60; }}
#DeckEditor QPushButton, #DeckEditor QToolButton {{
    color: {INK}; background: {PANEL}; border: 1px solid {BORDER}; border-radius: 5px; padding: 6px 10px;
    font-size: 13px;
}}
#DeckEditor QPushButton:hover, #DeckEditor QToolButton:hover {{ border-color: {ACCENT}; }}
#DeckEditor QPushButton:focus, #DeckEditor QToolButton:focus {{ border-color: {ACCENT}; }}
#DeckEditor QPushButton:disabled, #DeckEditor QToolButton:disabled {{ color: #5f6b7c; border-color: #26303e; }}
#DeckEditor QPushButton#IconButton {{ font-size: 18px; padding: 2px 8px; }}
#DeckEditor QToolButton::menu-indicator {{ subcontrol-position: right center; right: 6px; }}
#DeckEditor QToolButton[popupMode="1"], #DeckEditor QToolButton[popupMode="2"] {{ padding-right: 22px; }}
#DeckEditor QPushButton#PrimaryButton {{
    color: {ACCENT_INK}; background: {ACCENT}; border-color: {ACCENT}; font-weight: 700;
}}
#DeckEditor QPushButton#PrimaryButton:hover {{ background: #ffd36e; }}
#DeckEditor QPushButton#PrimaryButton:disabled {{ color: #5f6b7c; background: #2a3340; border-color: #26303e; }}
#DeckEditor QScrollArea#StatsScroll, #DeckEditor QScrollArea#StatsScroll > QWidget > QWidget {{
    background: transparent; border: none;
}}
#DeckEditor QListView, #DeckEditor QListWidget {{
    background: {PANEL}; border: 1px solid {BORDER}; border-radius: 6px; color: {INK};
}}
#DeckEditor QListView#DeckView[dropTarget="ready"] {{ border: 2px dashed {ACCENT}; }}
#DeckEditor QListView#DeckView[dropTarget="hover"] {{ border: 2px solid {ACCENT}; background: #2a3442; }}
#DeckEditor QScrollArea#Problems {{ background: {PANEL}; border: 1px solid {BORDER}; border-radius: 6px; }}
#DeckEditor QWidget#ProblemList {{ background: {PANEL}; }}
#DeckEditor QLabel#ProblemRow {{ color: #ffd2cc; font-size: 13px; }}
#DeckEditor QLabel#ProblemRow:hover {{ color: #ffffff; }}
#DeckEditor QFrame#ReadOnlyBar {{ background: #2b3545; border: 1px solid {BORDER}; border-radius: 6px; }}
#DeckEditor QFrame#Verdict {{ border-radius: 6px; }}
#DeckEditor QFrame#Verdict[state="ok"] {{ background: #1f3a2a; border: 1px solid {OK}; }}
#DeckEditor QFrame#Verdict[state="bad"] {{ background: #3a2424; border: 1px solid {ERROR}; }}
#DeckEditor QFrame#Verdict QLabel {{ font-size: 14px; font-weight: 600; }}
#DeckEditor QFrame#Verdict[state="ok"] QLabel {{ color: #c9f2cf; }}
#DeckEditor QFrame#Verdict[state="bad"] QLabel {{ color: #ffd2cc; }}
#DeckEditor QLabel#BigNumber {{ color: {ACCENT}; font-size: 22px; font-weight: 700; }}
#DeckEditor QSplitter::handle {{ background: {BACKGROUND}; }}
#DeckEditor QScrollBar:vertical {{ background: {PANEL}; width: 10px; }}
#DeckEditor QScrollBar::handle:vertical {{ background: {BORDER}; border-radius: 4px; min-height: 30px; }}
#DeckEditor QScrollBar::add-line, #DeckEditor QScrollBar::sub-line {{ height: 0; }}
#DeckEditor QMenu {{ color: {INK}; background: {PANEL}; border: 1px solid {BORDER}; }}
#DeckEditor QMenu::item:selected {{ background: #3a4a60; }}
"""

DIALOG_CSS = f"""
QDialog#DeckEditorDialog {{ background: {BACKGROUND}; }}
QDialog#DeckEditorDialog QLabel {{ color: {INK}; font-size: 13px; }}
QDialog#DeckEditorDialog QLabel#PanelTitle {{ font-size: 18px; font-weight: 700; }}
QDialog#DeckEditorDialog QLabel#Hint {{ color: {MUTED}; font-size: 12px; }}
QDialog#DeckEditorDialog QLabel#Error {{ color: {ERROR}; font-size: 13px; font-weight: 600; }}
QDialog#DeckEditorDialog QLabel#Good {{ color: {OK}; font-size: 13px; font-weight: 600; }}
QDialog#DeckEditorDialog QPlainTextEdit, QDialog#DeckEditorDialog QListWidget {{
    color: {INK}; background: {PANEL}; border: 1px solid {BORDER}; border-radius: 6px; font-size: 13px;
}}
QDialog#DeckEditorDialog QListWidget::item {{ padding: 5px 4px; }}
QDialog#DeckEditorDialog QListWidget::item:selected {{ background: #3a4a60; }}
QDialog#DeckEditorDialog QPushButton {{
    color: {INK}; background: {PANEL}; border: 1px solid {BORDER}; border-radius: 5px; padding: 6px 14px;
    font-size: 13px;
}}
QDialog#DeckEditorDialog QPushButton:hover {{ border-color: {ACCENT}; }}
QDialog#DeckEditorDialog QPushButton:disabled {{ color: #5f6b7c; border-color: #26303e; }}
QDialog#DeckEditorDialog QPushButton#PrimaryButton {{
    color: {ACCENT_INK}; background: {ACCENT}; border-color: {ACCENT}; font-weight: 700;
}}
QDialog#DeckEditorDialog QPushButton#PrimaryButton:disabled {{ color: #5f6b7c; background: #2a3340; }}
"""
