"""Colours and the style sheet of the app shell (start page, dialogs, settings).

Selectors are scoped to the shell's own object names, so the table keeps its own look.
The colours are the app's one palette (``palette.py``), which also styles every dialog and menu.
"""

from __future__ import annotations

from desktop.ui.palette import ACCENT, ACCENT_INK, BACKGROUND, INK, MUTED, PANEL, WARNING

__all__ = ["ACCENT", "ACCENT_INK", "BACKGROUND", "DIALOG_CSS", "INK", "MUTED", "PANEL", "SHELL_CSS", "WARNING"]

SHELL_CSS = f"""
#StartPage, #InfoPage, #SettingsPage, #RecentPage {{ background: {BACKGROUND}; }}
#StartPage QLabel, #InfoPage QLabel, #SettingsPage QLabel, #RecentPage QLabel {{ color: {INK}; }}
QListWidget#RecentList {{
    background: {PANEL}; color: {INK}; border: 1px solid #34435a; border-radius: 8px; font-size: 15px;
    padding: 6px;
}}
QListWidget#RecentList::item {{ padding: 8px; border-radius: 5px; }}
QListWidget#RecentList::item:selected {{ background: #2d3b4f; color: {INK}; border: 1px solid {ACCENT}; }}
#SettingsPage QLabel {{ font-size: 15px; }}
QLabel#Title {{ font-size: 44px; font-weight: 700; color: {ACCENT}; letter-spacing: 2px; }}
QLabel#Subtitle {{ font-size: 15px; color: {MUTED}; }}
QLabel#PageTitle {{ font-size: 28px; font-weight: 700; color: {INK}; }}
QLabel#Body {{ font-size: 15px; color: {INK}; line-height: 140%; }}
QLabel#Hint {{ font-size: 13px; color: {MUTED}; }}
QPushButton#MenuButton {{
    min-width: 360px; min-height: 58px; text-align: left;
    background: {PANEL}; border: 1px solid #34435a; border-radius: 8px;
}}
QPushButton#MenuButton:hover {{ background: #2d3b4f; border-color: {ACCENT}; }}
QPushButton#MenuButton:focus {{ border-color: {ACCENT}; }}
QPushButton#MenuButton:disabled {{ background: #1c2531; border-color: #26303e; }}
QPushButton#MenuButton[primary="true"] {{ background: {ACCENT}; border-color: {ACCENT}; }}
QPushButton#MenuButton[primary="true"]:hover {{ background: #ffd36e; }}
QLabel#MenuText {{ font-size: 18px; font-weight: 600; color: {INK}; }}
QLabel#MenuHint {{ font-size: 13px; color: {MUTED}; }}
QLabel#MenuText[tone="primary"] {{ color: {ACCENT_INK}; }}
QLabel#MenuHint[tone="primary"] {{ color: #4a3a10; }}
QLabel#MenuText[tone="off"] {{ color: #5f6b7c; }}
QLabel#MenuHint[tone="off"] {{ color: #4b5666; }}
QPushButton#BackButton {{
    font-size: 14px; padding: 8px 14px; color: {INK}; background: {PANEL};
    border: 1px solid #34435a; border-radius: 6px;
}}
QPushButton#BackButton:hover {{ border-color: {ACCENT}; }}
QFrame#Notice {{ background: #3b2f1e; border: 1px solid {WARNING}; border-radius: 8px; }}
QFrame#Notice QLabel {{ color: #ffe2c2; font-size: 14px; }}
QFrame#Notice QPushButton {{
    color: #ffe2c2; background: transparent; border: 1px solid {WARNING}; border-radius: 4px;
    padding: 4px 10px;
}}
#SettingsPage QLineEdit, #SettingsPage QComboBox {{ font-size: 15px; padding: 5px; min-width: 240px; }}
QWidget#GameBar {{ background: #111820; }}
QWidget#GameBar QLabel {{ color: {MUTED}; font-size: 13px; }}
QWidget#GameBar QPushButton {{
    color: {INK}; background: {PANEL}; border: 1px solid #34435a; border-radius: 5px; padding: 4px 12px;
}}
QWidget#GameBar QPushButton:hover {{ border-color: {ACCENT}; }}
"""

DIALOG_CSS = f"""
QDialog#NewGameDialog {{ background: {BACKGROUND}; }}
QDialog#NewGameDialog QLabel {{ color: {INK}; font-size: 14px; }}
QDialog#NewGameDialog QLabel#PageTitle {{ font-size: 24px; font-weight: 700; }}
QDialog#NewGameDialog QLabel#Hint {{ color: {MUTED}; font-size: 12px; }}
QDialog#NewGameDialog QLabel#Error {{ color: #ff8f80; font-size: 14px; font-weight: 600; }}
QDialog#NewGameDialog QGroupBox {{
    color: {ACCENT}; font-size: 14px; font-weight: 700; border: 1px solid #34435a; border-radius: 8px;
    margin-top: 12px; padding: 12px 10px 8px 10px;
}}
QDialog#NewGameDialog QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; }}
QDialog#NewGameDialog QRadioButton {{ color: {INK}; font-size: 14px; spacing: 8px; }}
QDialog#NewGameDialog QRadioButton::indicator {{
    width: 12px; height: 12px; border-radius: 8px; border: 2px solid {MUTED}; background: {BACKGROUND};
}}
QDialog#NewGameDialog QRadioButton::indicator:checked {{ background: {ACCENT}; border-color: {ACCENT}; }}
QDialog#NewGameDialog QRadioButton::indicator:hover {{ border-color: {ACCENT}; }}
QDialog#NewGameDialog QRadioButton:disabled {{ color: #5f6b7c; }}
QDialog#NewGameDialog QLabel:disabled {{ color: #5f6b7c; }}
QDialog#NewGameDialog QLineEdit, QDialog#NewGameDialog QComboBox {{ font-size: 14px; padding: 4px; }}
QDialog#NewGameDialog QPushButton {{
    font-size: 14px; padding: 8px 16px; color: {INK}; background: {PANEL};
    border: 1px solid #34435a; border-radius: 6px;
}}
QDialog#NewGameDialog QPushButton#PrimaryButton {{
    color: {ACCENT_INK}; background: {ACCENT}; border-color: {ACCENT}; font-weight: 700;
}}
"""
