"""Look of the tutorial screens and linked rules text (HTML with ``term:`` links)."""

from __future__ import annotations

from html import escape
from urllib.parse import quote, unquote

from desktop.tutorial.glossary import load_glossary
from desktop.ui.style import ACCENT, ACCENT_INK, BACKGROUND, INK, MUTED, PANEL, WARNING

TERM_SCHEME = "term:"
LINK = "#8fd3ff"
GOOD = "#6fdc8c"
REFUSED = "#ffb59a"

TUTORIAL_CSS = f"""
#TutorialScreen, #LessonView, #GlossaryDialog {{ background: {BACKGROUND}; }}
#TutorialScreen QLabel, #GlossaryDialog QLabel {{ color: {INK}; }}
QLabel#PageTitle {{ font-size: 28px; font-weight: 700; color: {INK}; }}
QLabel#Hint {{ font-size: 14px; color: {MUTED}; }}
QLabel#TrackTitle {{ font-size: 19px; font-weight: 700; color: {INK}; padding-top: 10px; }}
QFrame#LessonRow {{ background: {PANEL}; border: 1px solid #34435a; border-radius: 8px; }}
QFrame#LessonRow[state="done"] {{ border-color: #3f7a52; }}
QFrame#LessonRow[state="current"] {{ border-color: {ACCENT}; }}
QLabel#LessonTick {{ font-size: 20px; font-weight: 700; color: {MUTED}; min-width: 34px; }}
QLabel#LessonTick[state="done"] {{ color: {GOOD}; }}
QLabel#LessonTick[state="current"] {{ color: {ACCENT}; }}
QLabel#LessonTitle {{ font-size: 17px; font-weight: 700; color: {INK}; }}
QLabel#LessonSummary {{ font-size: 13px; color: {MUTED}; }}
QLabel#LessonState {{ font-size: 12px; color: {MUTED}; }}
QProgressBar#TutorialProgress {{
    background: #111820; border: 1px solid #34435a; border-radius: 5px; height: 12px; color: transparent;
}}
QProgressBar#TutorialProgress::chunk {{ background: {GOOD}; border-radius: 4px; }}
QPushButton#LessonButton, QPushButton#CoachButton, QPushButton#BackButton {{
    font-size: 14px; padding: 7px 14px; color: {INK}; background: #2d3b4f;
    border: 1px solid #34435a; border-radius: 6px;
}}
QPushButton#LessonButton:hover, QPushButton#CoachButton:hover, QPushButton#BackButton:hover {{
    border-color: {ACCENT};
}}
QPushButton#LessonButton[primary="true"], QPushButton#NextButton {{
    font-size: 15px; font-weight: 700; padding: 8px 18px; color: {ACCENT_INK}; background: {ACCENT};
    border: 1px solid {ACCENT}; border-radius: 6px;
}}
QPushButton#NextButton:hover, QPushButton#LessonButton[primary="true"]:hover {{ background: #ffd36e; }}
QFrame#CoachBar {{ background: {PANEL}; border-bottom: 1px solid #34435a; }}
QFrame#CoachBar QLabel {{ color: {INK}; }}
QLabel#CoachTitle {{ font-size: 18px; font-weight: 700; color: {INK}; }}
QLabel#CoachLesson {{ font-size: 13px; color: {MUTED}; font-weight: 600; }}
QLabel#CoachStep {{ font-size: 12px; color: {MUTED}; }}
QLabel#CoachTask {{ font-size: 13px; font-weight: 700; color: {ACCENT}; }}
QTextBrowser#CoachText, QTextBrowser#GlossaryText {{
    background: transparent; border: none; color: {INK}; font-size: 15px;
}}
QLabel#CoachMessage {{
    font-size: 14px; color: {REFUSED}; background: #3b2a24; border: 1px solid {WARNING};
    border-radius: 6px; padding: 8px;
}}
QLabel#CoachMessage[ok="true"] {{ color: #d6ffe0; background: #1f3a2a; border-color: #3f7a52; }}
QFrame#CoachBubble {{ background: #fdf6e3; border: 2px solid {ACCENT}; border-radius: 10px; }}
QFrame#CoachBubble QLabel {{ color: #1b1b1b; font-size: 14px; }}
QFrame#CoachBubble QPushButton {{
    font-size: 13px; font-weight: 700; padding: 5px 14px; color: {ACCENT_INK}; background: {ACCENT};
    border: 1px solid #b8902f; border-radius: 5px;
}}
#TutorialScreen QScrollBar:vertical, #GlossaryDialog QScrollBar:vertical {{
    background: {BACKGROUND}; width: 10px; margin: 0; border: none;
}}
#TutorialScreen QScrollBar::handle:vertical, #GlossaryDialog QScrollBar::handle:vertical {{
    background: #3a4b63; border-radius: 5px; min-height: 30px;
}}
#TutorialScreen QScrollBar::add-line, #TutorialScreen QScrollBar::sub-line,
#GlossaryDialog QScrollBar::add-line, #GlossaryDialog QScrollBar::sub-line {{ height: 0; }}
#GlossaryDialog QLineEdit {{ font-size: 15px; padding: 6px; }}
#GlossaryDialog QListWidget {{
    font-size: 14px; color: {INK}; background: {PANEL}; border: 1px solid #34435a;
}}
#GlossaryDialog QListWidget::item {{ padding: 3px 6px; }}
#GlossaryDialog QListWidget::item:selected {{ background: #3a4b63; color: {ACCENT}; }}
"""


def term_href(term: str) -> str:
    return TERM_SCHEME + quote(term)


def term_from_href(href: str) -> str | None:
    """The glossary term of a ``term:`` link (None for any other link)."""
    return unquote(href[len(TERM_SCHEME):]) if href.startswith(TERM_SCHEME) else None


def linked_html(text: str, first_only: bool = True, link_color: str = LINK, skip: str | None = None) -> str:
    """``text`` as HTML whose rules terms are ``term:`` links (for QLabel / QTextBrowser);
    ``skip`` names a term not to link (an entry does not link to itself)."""
    parts = []
    for segment, term in load_glossary().linkify(text, first_only=first_only):
        if term is None or term == skip:
            parts.append(escape(segment))
        else:
            parts.append(f'<a href="{term_href(term)}" style="color:{link_color}; text-decoration: none; '
                         f'border-bottom: 1px dotted;">{escape(segment)}</a>')
    return "".join(parts)
