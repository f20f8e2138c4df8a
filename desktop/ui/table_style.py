"""The table's style sheet (scoped to the table's own object names), from the app's palette."""

from __future__ import annotations

from desktop.ui.palette import ACCENT, INK, MUTED
from desktop.ui.palette import PANEL as PANEL_2

PANEL = "#1b2430"  # the side panel: a shade darker than the app's panels

TABLE_CSS = f"""
#TableWidget {{ background: #0f1720; }}
#SidePanel {{ background: {PANEL}; }}
#SidePanel QLabel {{ color: {INK}; font-size: 13px; }}
#Banner {{ background: #18222e; border-bottom: 2px solid #2b394b; }}
#Banner[tone="act"] {{ background: #2e2710; border-bottom: 2px solid {ACCENT}; }}
#Banner[tone="over"] {{ background: #2a1c3a; border-bottom: 2px solid #b58cff; }}
QLabel#BannerHeadline {{ color: {ACCENT}; font-size: 20px; font-weight: 700; }}
#Banner[tone="wait"] QLabel#BannerHeadline {{ color: {MUTED}; }}
QLabel#BannerInstruction {{ color: {INK}; font-size: 17px; }}
QLabel#MessageBar {{
    background: #4a2a17; color: #ffe2c2; border: 1px solid #f0a35e; border-radius: 6px;
    padding: 8px; font-size: 14px;
}}
QLabel#MessageBar[small="true"] {{ font-size: 12px; padding: 4px 8px; }}
#PromptPanel, #ActionsPanel {{ background: {PANEL_2}; border: 1px solid #34435a; border-radius: 8px; }}
#PromptPanel {{ border-color: {ACCENT}; }}
QLabel#PromptText {{ color: {INK}; font-size: 15px; font-weight: 600; }}
QLabel#PanelTitle {{ color: {ACCENT}; font-size: 15px; font-weight: 700; }}
QLabel#AttackName {{ color: {INK}; font-size: 14px; }}
QLabel#AttackText {{ color: {MUTED}; font-size: 12px; padding-bottom: 4px; }}
QLabel#AttackReason {{ color: #f0a35e; font-size: 12px; padding-bottom: 4px; }}
QLabel#Hint {{ color: {MUTED}; font-size: 12px; }}
QLabel#PreviewDetail {{ color: {INK}; font-size: 13px; }}
#SidePanel QPushButton, #PromptPanel QPushButton, #CardPicker QPushButton {{
    color: {INK}; background: #2d3b4f; border: 1px solid #46597a; border-radius: 6px; padding: 5px 12px;
    font-size: 13px;
}}
#SidePanel QPushButton:hover {{ border-color: {ACCENT}; }}
#SidePanel QPushButton:disabled {{ color: #5f6b7c; background: #1f2935; border-color: #2a3646; }}
QPushButton#UseButton:enabled {{ background: {ACCENT}; color: #1b1b1b; font-weight: 700; border-color: {ACCENT}; }}
QPushButton#PrimaryButton {{
    background: {ACCENT}; color: #1b1b1b; font-weight: 700; border: 1px solid {ACCENT}; border-radius: 6px;
    padding: 8px 16px; font-size: 14px;
}}
QPushButton#ChoiceButton {{
    background: #3a3220; color: {INK}; border: 2px solid {ACCENT}; border-radius: 6px; padding: 8px 12px;
    font-size: 14px; font-weight: 600;
}}
QPushButton#ChoiceButton:hover {{ background: {ACCENT}; color: #1b1b1b; }}
QPushButton#EndTurnButton {{ font-size: 16px; font-weight: 700; padding: 10px; }}
QPushButton#UndoButton {{ font-size: 13px; padding: 5px; }}
QPushButton#EndTurnButton:enabled {{ background: #3b6fd6; border-color: #6f98ea; color: white; }}
#GameLog {{
    background: #121a24; color: #d5dde8; border: 1px solid #2b394b; border-radius: 6px; font-size: 13px;
}}
#PassCover QLabel#PassTitle {{ color: {ACCENT}; font-size: 40px; font-weight: 700; }}
#PassCover QLabel#PassNote {{ color: {INK}; font-size: 16px; }}
#PassCover QPushButton#PrimaryButton {{ font-size: 18px; padding: 12px 28px; }}
#StallNotice {{ background: #2a1a12; border: 2px solid #f0a35e; border-radius: 10px; }}
#StallNotice QLabel#StallTitle {{ color: #ffe2c2; font-size: 18px; font-weight: 700; }}
#StallNotice QLabel#StallDetail {{ color: {INK}; font-size: 13px; }}
#StallNotice QPushButton#StallWait {{
    color: {INK}; background: #2d3b4f; border: 1px solid #46597a; border-radius: 6px; padding: 8px 16px;
    font-size: 14px;
}}
#CardPicker {{ background: {PANEL}; }}
#CardPicker QLabel {{ color: {INK}; }}
#CardPicker QListWidget {{ background: #121a24; color: {INK}; border: 1px solid #2b394b; }}
#CardPicker QLineEdit {{ font-size: 14px; padding: 5px; }}
"""
