"""Every dialog and menu is drawn from the app's one palette, and its text can be read
(issue #17, item 3): the unsaved-changes box, the deck name prompt, the file dialog and
the table's right-click menu, opened where the player meets them."""

from __future__ import annotations

from collections import Counter

import pytest
from board_helpers import right_click, scenario
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QInputDialog, QLabel, QMessageBox, QWidget

from desktop.ui import palette
from desktop.ui.deck_editor import dialogs

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support", "grabbing the keyboard")
READABLE = 4.5  # WCAG AA for body text


def text_contrast(image: QImage) -> tuple[float, QColor]:
    """(the contrast of the strongest ink against the commonest colour, that background colour)."""
    counts = Counter(image.pixel(x, y) for x in range(image.width()) for y in range(image.height()))
    background = QColor.fromRgb(counts.most_common(1)[0][0])
    best = max((palette.contrast(QColor.fromRgb(p), background) for p in counts), default=1.0)
    return best, background


def label_contrasts(dialog: QWidget) -> dict[str, float]:
    """Each visible label with text in ``dialog``: its text's contrast where it is drawn."""
    QApplication.processEvents()
    image = dialog.grab().toImage()
    found = {}
    for label in dialog.findChildren(QLabel):
        if label.isVisible() and label.text().strip():
            rect = QRect(label.mapTo(dialog, QPoint(0, 0)), label.size())
            found[label.text()] = text_contrast(image.copy(rect))[0]
    return found


@pytest.fixture
def seen(monkeypatch):
    """Open dialogs without blocking: each ``exec`` shows the dialog, records it and cancels."""
    dialogs_seen: dict[str, dict[str, float]] = {}

    def fake_exec(self):
        self.show()
        dialogs_seen[self.windowTitle()] = label_contrasts(self)
        self.close()
        return QDialog.DialogCode.Rejected

    for cls in (QMessageBox, QInputDialog, QFileDialog):
        monkeypatch.setattr(cls, "exec", fake_exec)
    return dialogs_seen


def test_dialog_text_is_readable(window, seen):
    editor = window.open_deck_editor()  # the dialogs the editor opens sit under its style sheet
    dialogs.ask_unsaved(editor, "Untitled deck")
    dialogs.ask_name(editor, "Save deck", "Name of the deck:", "My deck")
    dialogs.open_file(editor)
    dialogs.tell(editor, "This deck can't be opened", "Its file is damaged.")
    unsaved = seen["Unsaved changes"]
    assert any("changes that are not saved" in text for text in unsaved)
    assert seen["Save deck"].get("Name of the deck:", 0) >= READABLE
    assert any("Look in" in text for text in seen["Import a deck list"])
    for title, labels in seen.items():
        for text, ratio in labels.items():
            assert ratio >= READABLE, f"{title}: {text!r} has contrast {ratio:.1f}"


def test_the_right_click_menu_is_dark_like_the_app(make_table):  # noqa: F811
    palette.apply()
    spec = scenario()
    spec["players"][0]["active"] = {"card": "Charmander", "energy": ["Fire Energy"]}
    table = make_table(spec)
    measured = []

    def look(menu):
        QApplication.processEvents()
        measured.append(text_contrast(menu.grab().toImage()))

    right_click(table, table.scene.spot(0, 0).scenePos(), look)
    ratio, background = measured[0]
    assert palette.luminance(background) < 0.05  # dark, as the table is
    assert ratio >= READABLE


def test_the_palette_itself_is_readable():
    pairs = [(palette.INK, palette.BACKGROUND), (palette.INK, palette.PANEL), (palette.MUTED, palette.PANEL),
             (palette.INK, palette.RAISED), (palette.ACCENT_INK, palette.ACCENT)]
    for ink, ground in pairs:
        assert palette.contrast(QColor(ink), QColor(ground)) >= READABLE, (ink, ground)
