"""The deck editor, driven the way a player drives it (pytest-qt, offscreen)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from desktop.decks import storage
from desktop.decks.decklist import parse_decklist
from desktop.decks.model import Deck
from desktop.engine.cards import CardDB, CardSet, default_db
from desktop.ui.deck_editor import DeckEditor, dialogs
from desktop.ui.deck_editor.deck_list import PROBLEM_ROLE, button_rects
from desktop.ui.deck_editor.document import BUILTIN, NEW, USER
from desktop.ui.deck_editor.search import CardQuery

# Showing a top-level window on the offscreen platform always logs this; it is not a problem of ours.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier

# A legal deck of Base Set cards: 12 Basic Pokémon, 8 Trainers, 40 Fire Energy.
LEGAL = {"Charmander": 4, "Vulpix": 4, "Growlithe": 4, "Bill": 4, "Potion": 4, "Fire Energy": 40}


def card_id(name: str, db: CardDB | None = None) -> str:
    return (db or default_db()).by_name[name.lower()][0].id


@pytest.fixture(autouse=True)
def _no_modal_dialogs(monkeypatch):
    """A modal dialog would hang an offscreen test: every question must be answered by the test."""

    def unexpected(*args, **kwargs):
        raise AssertionError(f"unexpected dialog: {args[1:3]}")

    for name in ("ask_name", "confirm", "ask_unsaved", "tell", "open_file", "save_file"):
        monkeypatch.setattr(dialogs, name, unexpected)


def make_editor(qtbot, deck: Deck | None = None, db: CardDB | None = None) -> DeckEditor:
    editor = DeckEditor(deck=deck, db=db)
    qtbot.addWidget(editor)
    editor.resize(1500, 950)
    editor.show()
    QTest.qWaitForWindowActive(editor)
    return editor


@pytest.fixture
def editor(qtbot) -> DeckEditor:
    return make_editor(qtbot)


def names_in(editor: DeckEditor) -> dict[str, int]:
    return {card.name: n for card, n in editor.doc.rows()}


def drag_to_deck(editor: DeckEditor, name: str) -> None:
    """Press on a card in the browser, move past the drag distance, release over the deck list."""
    editor.browser.search_box.setText(name)
    grid = editor.browser.grid
    index = editor.browser.index_of(card_id(name, editor.db))
    assert index.isValid(), f"{name} is not in the browser"
    grid.scrollTo(index)
    start = grid.visualRect(index).center()
    QTest.mousePress(grid.viewport(), LEFT, NO_MOD, start)
    QTest.mouseMove(grid.viewport(), start + QPoint(15, 15))
    target = editor.deck_view.viewport()
    drop = target.rect().center()
    QTest.mouseMove(target, drop)
    QTest.mouseRelease(target, LEFT, NO_MOD, drop)


def deck_row_rect(editor: DeckEditor, name: str):
    row = editor.deck_model.row_of(card_id(name, editor.db))
    assert row >= 0, f"{name} is not in the deck list"
    index = editor.deck_model.index(row)
    editor.deck_view.scrollTo(index)
    return index, editor.deck_view.visualRect(index)


# ---------------------------------------------------------------------- building
def test_build_a_legal_deck_by_drag_and_drop(editor):
    assert editor.validation.problems  # an empty deck is not legal
    for name, count in LEGAL.items():
        for _ in range(count):
            drag_to_deck(editor, name)
    assert names_in(editor) == LEGAL
    assert editor.problems == []
    assert "Ready to play" in editor.validation.verdict_label.text()
    assert editor.deck_count.text() == "60 / 60 cards"
    assert editor.bar.play_button.isEnabled()
    assert not editor.drag.ghost.isVisible()  # the dragged picture is gone after the drop


def test_a_drag_released_outside_the_deck_adds_nothing(editor):
    editor.browser.search_box.setText("Charmander")
    grid = editor.browser.grid
    start = grid.visualRect(editor.browser.index_of(card_id("Charmander"))).center()
    QTest.mousePress(grid.viewport(), LEFT, NO_MOD, start)
    QTest.mouseMove(grid.viewport(), start + QPoint(40, 40))
    assert editor.drag.ghost.isVisible()
    assert editor.deck_view.property("dropTarget") == "ready"
    QTest.mouseRelease(grid.viewport(), LEFT, NO_MOD, start + QPoint(40, 40))
    assert editor.doc.total() == 0
    assert not editor.drag.ghost.isVisible()

    # Escape cancels a drag even over the deck
    QTest.mousePress(grid.viewport(), LEFT, NO_MOD, start)
    QTest.mouseMove(grid.viewport(), start + QPoint(40, 40))
    target = editor.deck_view.viewport()
    QTest.mouseMove(target, target.rect().center())
    assert editor.deck_view.property("dropTarget") == "hover"
    QTest.keyClick(editor.browser.grid, Qt.Key.Key_Escape)
    QTest.mouseRelease(target, LEFT, NO_MOD, target.rect().center())
    assert editor.doc.total() == 0 and not editor.drag.ghost.isVisible()


def test_build_a_legal_deck_with_the_keyboard(editor):
    search, grid = editor.browser.search_box, editor.browser.grid
    for name, count in LEGAL.items():
        search.setFocus()
        search.selectAll()
        QTest.keyClicks(search, name)
        QTest.keyClick(search, Qt.Key.Key_Return)  # jumps to the best match in the grid
        assert grid.hasFocus()
        assert grid.currentIndex().data(Qt.ItemDataRole.UserRole + 1).name == name
        for _ in range(count):
            QTest.keyClick(grid, Qt.Key.Key_Return)
    assert names_in(editor) == LEGAL
    assert editor.problems == []


def test_double_click_adds_and_the_deck_list_removes_by_delete_minus_and_dragging_out(qtbot, editor):
    editor.browser.search_box.setText("Vulpix")
    grid = editor.browser.grid
    center = grid.visualRect(editor.browser.index_of(card_id("Vulpix"))).center()
    QTest.mouseClick(grid.viewport(), LEFT, NO_MOD, center)  # a real double-click starts with a click
    QTest.mouseDClick(grid.viewport(), LEFT, NO_MOD, center)
    assert names_in(editor) == {"Vulpix": 1}
    for _ in range(3):
        editor.add_card(card_id("Vulpix"))
    assert names_in(editor) == {"Vulpix": 4}

    view = editor.deck_view
    index, rect = deck_row_rect(editor, "Vulpix")
    view.setFocus()
    view.setCurrentIndex(index)
    QTest.keyClick(view, Qt.Key.Key_Delete)
    assert names_in(editor) == {"Vulpix": 3}

    minus, plus = button_rects(rect)
    QTest.mouseClick(view.viewport(), LEFT, NO_MOD, minus.center())
    assert names_in(editor) == {"Vulpix": 2}
    QTest.mouseClick(view.viewport(), LEFT, NO_MOD, plus.center())
    assert names_in(editor) == {"Vulpix": 3}

    # drag the row out of the deck (onto the browser): one copy goes
    _index, rect = deck_row_rect(editor, "Vulpix")
    start = rect.center()
    QTest.mousePress(view.viewport(), LEFT, NO_MOD, start)
    QTest.mouseMove(view.viewport(), start + QPoint(20, 0))
    target = grid.viewport()
    QTest.mouseMove(target, target.rect().center())
    QTest.mouseRelease(target, LEFT, NO_MOD, target.rect().center())
    assert names_in(editor) == {"Vulpix": 2}


def test_undo_and_redo_with_the_keyboard(editor):
    view = editor.deck_view
    for name in ("Charmander", "Charmander", "Bill"):
        editor.add_card(card_id(name))
    editor.remove_card(card_id("Charmander"), 2)  # Charmander leaves the list
    assert names_in(editor) == {"Bill": 1}
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Z, CTRL)
    assert names_in(editor) == {"Charmander": 2, "Bill": 1}
    assert list(editor.doc.counts)[0] == card_id("Charmander")  # back where it was
    QTest.keyClick(view, Qt.Key.Key_Z, CTRL)
    QTest.keyClick(view, Qt.Key.Key_Z, CTRL)
    assert names_in(editor) == {"Charmander": 1}
    QTest.keyClick(view, Qt.Key.Key_Z, CTRL | SHIFT)
    assert names_in(editor) == {"Charmander": 2}
    QTest.keyClick(view, Qt.Key.Key_Y, CTRL)
    assert names_in(editor) == {"Charmander": 2, "Bill": 1}
    assert editor.bar.undo_button.isEnabled()
    assert editor.bar.redo_button.isEnabled()
    QTest.mouseClick(editor.bar.redo_button, LEFT)
    assert names_in(editor) == {"Bill": 1}
    assert not editor.bar.redo_button.isEnabled()


# ---------------------------------------------------------------------- search
def test_search_reads_names_and_generated_rules_text_and_filters_narrow(editor):
    browser = editor.browser
    browser.search_box.setText("fire energy")
    shown = [c.name for c in browser.visible_cards()]
    assert shown[0] == "Fire Energy"  # the name match comes first
    assert "Charizard" in shown  # "Discard 2 Fire Energy cards..." is in its attack text
    browser.search_box.setText("draw 2 cards")
    assert "Bill" in [c.name for c in browser.visible_cards()]
    browser.search_box.clear()
    browser.supertype_box.setCurrentIndex(browser.supertype_box.findData("Pokémon"))
    browser.type_box.setCurrentIndex(browser.type_box.findData("Lightning"))
    browser.stage_box.setCurrentIndex(browser.stage_box.findData("Stage 1"))
    shown = browser.visible_cards()
    assert shown and all(c.is_pokemon and c.type == "Lightning" and c.stage == "Stage 1" for c in shown)
    assert "Raichu" in [c.name for c in shown]
    assert f"{len(shown)} of" in browser.match_label.text()
    assert CardQuery(text="pokemon power").matches(default_db().by_name["alakazam"][0])


def test_hovering_a_card_shows_it_large_in_the_preview(editor):
    editor.browser.search_box.setText("Zapdos")
    grid = editor.browser.grid
    QTest.mouseMove(grid.viewport(), grid.visualRect(editor.browser.index_of(card_id("Zapdos"))).center())
    assert editor.preview.card.name == "Zapdos"
    assert "Zapdos" in editor.preview.caption.text()
    assert editor.preview.image.pixmap().width() >= 250


# ---------------------------------------------------------------------- validation
def _test_db() -> CardDB:
    """Base Set plus an unimplemented Trainer and two ACE SPEC cards (limits driven by data)."""
    base = default_db().sets["base1"]
    bill = default_db().by_name["bill"][0]
    extras = (
        replace(bill, id="base1-901", number="901", name="Strange Gadget", missing=("Strange Gadget",)),
        replace(bill, id="base1-902", number="902", name="Master Ball", subtypes=frozenset({"ACE SPEC"})),
        replace(bill, id="base1-903", number="903", name="Prime Catcher", subtypes=frozenset({"ACE SPEC"})),
    )
    return CardDB([CardSet(base.id, base.name, base.code, base.era, base.cards + extras, base.decks)])


def _messages(editor: DeckEditor) -> str:
    return "\n".join(editor.validation.messages())


def _flagged(editor: DeckEditor, name: str) -> list[str]:
    row = editor.deck_model.row_of(card_id(name, editor.db))
    return editor.deck_model.index(row).data(PROBLEM_ROLE)


def test_each_rule_is_reported_in_words_and_offending_cards_are_highlighted(qtbot):
    db = _test_db()
    editor = make_editor(qtbot, db=db)
    assert "This deck has 0 cards" in _messages(editor)
    assert "no Basic Pokémon" in _messages(editor)
    assert "2 problems to fix" in editor.validation.verdict_label.text()
    assert not editor.bar.play_button.isEnabled()

    editor.add_card(card_id("Fire Energy", db), 60)
    assert "no Basic Pokémon" in _messages(editor)
    assert "at most 4" not in _messages(editor)  # basic Energy is exempt from the 4-copy rule

    editor.remove_card(card_id("Fire Energy", db), 5)
    editor.add_card(card_id("Charmander", db), 5)
    text = _messages(editor)
    assert "5 cards named Charmander" in text and "at most 4" in text
    assert _flagged(editor, "Charmander") and not _flagged(editor, "Fire Energy")

    editor.add_card(card_id("Bill", db))
    assert "This deck has 61 cards" in _messages(editor) and "take out 1" in _messages(editor)

    editor.remove_card(card_id("Charmander", db))
    assert editor.problems == []
    assert editor.bar.play_button.isEnabled()

    editor.remove_card(card_id("Fire Energy", db), 3)
    for name in ("Strange Gadget", "Master Ball", "Prime Catcher"):
        editor.add_card(card_id(name, db))
    text = _messages(editor)
    assert "Not playable yet" in text and "Strange Gadget" in text
    assert "ACE SPEC" in text and "Master Ball" in text
    assert _flagged(editor, "Strange Gadget") and _flagged(editor, "Master Ball")
    assert len(editor.validation.rows) == len(editor.problems) == 2

    # clicking a problem selects the first card it names
    ace_spec = next(row for row in editor.validation.rows if row.problem.code == "ace_spec")
    QTest.mouseClick(ace_spec, LEFT)
    assert editor.deck_view.current_card().name in ("Master Ball", "Prime Catcher")


def test_a_card_holofoil_cannot_play_yet_is_shown_marked_and_can_be_filtered_out(qtbot):
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionViewItem

    from desktop.ui.deck_editor.browser import CARD_ROLE, CELL

    db = _test_db()
    editor = make_editor(qtbot, db=db)
    browser = editor.browser
    browser.search_box.setText("Strange Gadget")
    (card,) = browser.visible_cards()
    index = browser.index_of(card.id)
    assert "Not playable yet" in index.data(Qt.ItemDataRole.ToolTipRole)
    image = QImage(CELL, QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    option = QStyleOptionViewItem()
    option.rect = image.rect()
    browser.grid.itemDelegate().paint(painter, option, index)
    painter.end()
    band = image.pixelColor(CELL.width() // 2, 4 + round(104 * 88 / 63) // 2 - 8)
    assert band.red() > 150 and band.green() < 80, "the tile is banded in red: Not playable yet"
    assert index.data(CARD_ROLE) is card

    browser.playable_box.setCurrentIndex(browser.playable_box.findText("Playable now"))
    assert browser.visible_cards() == []
    browser.search_box.clear()
    assert browser.visible_cards() and all(c.implemented for c in browser.visible_cards())
    browser.playable_box.setCurrentIndex(browser.playable_box.findText("Not playable yet"))
    assert [c.name for c in browser.visible_cards()] == ["Strange Gadget"]


# ---------------------------------------------------------------------- import / export
@pytest.mark.parametrize("fmt", ["ptcgl", "limitless"])
def test_theme_decks_round_trip_through_clipboard_export_and_import(qtbot, editor, monkeypatch, fmt):
    monkeypatch.setattr(dialogs, "ask_unsaved", lambda *a: dialogs.DISCARD)
    playable = default_db().theme_decks()
    for theme in storage.builtin_decks():
        if theme.name not in playable:
            continue  # a built-in deck with a card not implemented yet says so (test_builtin_unplayable...)
        assert editor.open_builtin(theme.name)
        assert editor.read_only
        text = editor.copy_to_clipboard(fmt)
        assert QGuiApplication.clipboard().text() == text
        assert ("Total Cards: 60" in text) == (fmt == "ptcgl")
        dialog = editor.paste_from_clipboard()
        assert dialog.isVisible() and dialog.parsed.ok
        assert dialog.import_button.isEnabled() and not dialog.partial_button.isVisible()
        QTest.mouseClick(dialog.import_button, LEFT)
        assert not dialog.isVisible()
        assert editor.doc.counts == theme.counts
        assert editor.doc.origin.kind == NEW and not editor.read_only
        assert editor.problems == []


def test_builtin_unplayable_deck_names_the_cards_not_implemented_yet(qtbot, editor, monkeypatch):
    from tests.engine_helpers import not_implemented

    db = default_db()
    # every classic theme deck plays now: make one of Sabrina's cards a text Holofoil can't run
    sabrina = db.all_theme_decks()["Sabrina"]
    stand_in = not_implemented(monkeypatch, next(c.id for c in sabrina if c.kind == "trainer"))
    unplayable = {name: cards for name, cards in db.all_theme_decks().items() if name not in db.theme_decks()}
    assert "Sabrina" in unplayable
    assert editor.open_builtin("Sabrina")
    problem = next(p for p in editor.problems if p.code == "not_playable")
    assert set(problem.card_names) == {stand_in.name}


@pytest.mark.parametrize("fmt", ["ptcgl", "limitless"])
def test_export_to_a_file_and_import_it_back(qtbot, editor, tmp_path, monkeypatch, fmt):
    editor.open_builtin("Zap!")
    target = tmp_path / f"zap-{fmt}.txt"
    monkeypatch.setattr(dialogs, "save_file", lambda *a: target)
    assert editor.export_to_file(fmt) == target
    assert parse_decklist(target.read_text(encoding="utf-8")).deck.counts == editor.doc.counts
    monkeypatch.setattr(dialogs, "open_file", lambda *a: target)
    dialog = editor.import_file()
    assert dialog is not None and dialog.parsed.ok
    QTest.mouseClick(dialog.import_button, LEFT)
    assert editor.doc.counts == storage.load_deck("Zap!").counts
    assert editor.doc.name == f"zap-{fmt}"


MALFORMED = """Pokémon: 8
4 Charmander BS 46
4 Charmandr BS 999
Trainer: 4
four Bill
4 Bill BS 91
Energy: 40
40 Fire Energy BS 98
3 Pikachoo ZZ 999
"""


def test_a_malformed_list_reports_every_bad_line_and_imports_nothing_without_consent(qtbot, editor, monkeypatch):
    editor.add_card(card_id("Vulpix"))
    before = dict(editor.doc.counts)
    dialog = editor.import_text(MALFORMED, "a test")
    lines = [dialog.problems.item(i).text() for i in range(dialog.problems.count())]
    errors = [line for line in lines if line.startswith("✗")]
    assert len(errors) == 3
    assert "Line 3" in errors[0] and "Charmandr" in errors[0] and "did you mean Charmander" in errors[0]
    assert "Line 5" in errors[1] and "not a card line" in errors[1]
    assert "Line 9" in errors[2] and "no set ZZ" in errors[2]
    assert "3 lines could not be read" in dialog.summary.text()
    assert not dialog.import_button.isEnabled()
    assert dialog.partial_button.isVisible()
    assert dialog.partial_button.text() == "Import 48 cards, leave out 3 lines"
    QTest.mouseClick(dialog.cancel_button, LEFT)
    assert editor.doc.counts == before  # cancel imports nothing

    monkeypatch.setattr(dialogs, "ask_unsaved", lambda *a: dialogs.DISCARD)  # the Vulpix deck was never saved
    dialog = editor.import_text(MALFORMED, "a test")
    QTest.mouseClick(dialog.partial_button, LEFT)  # the player agrees to leave the bad lines out
    assert names_in(editor) == {"Charmander": 4, "Bill": 4, "Fire Energy": 40}


def test_fixing_the_text_in_the_import_dialog_clears_the_errors(qtbot, editor):
    dialog = editor.import_text("4 Charmandr BS 46\n56 Fire Energy\n")
    assert not dialog.parsed.ok
    dialog.editor.setPlainText("4 Charmander BS 46\n56 Fire Energy\n")
    dialog.reparse()
    assert dialog.parsed.ok and dialog.import_button.text() == "Import 60 cards"
    QTest.mouseClick(dialog.import_button, LEFT)
    assert names_in(editor) == {"Charmander": 4, "Fire Energy": 56}


# ---------------------------------------------------------------------- decks
def _build_legal(editor: DeckEditor) -> None:
    for name, count in LEGAL.items():
        editor.add_card(card_id(name), count)


def test_save_then_reload_in_a_new_editor(qtbot, editor, monkeypatch):
    _build_legal(editor)
    assert editor.dirty and editor.bar.saved_label.text() == "Not saved yet"
    monkeypatch.setattr(dialogs, "ask_name", lambda *a: "My Fire Deck")
    QTest.mouseClick(editor.bar.save_button, LEFT)
    assert editor.doc.origin.kind == USER and not editor.dirty
    assert editor.bar.saved_label.text() == "Saved"
    assert storage.load_deck("My Fire Deck").counts == editor.doc.counts

    editor.remove_card(card_id("Fire Energy"))
    editor.add_card(card_id("Charmander"))  # a draft (5 copies) saves; more than 60 cards would not
    assert editor.dirty
    editor.deck_view.setFocus()
    QTest.keyClick(editor.deck_view, Qt.Key.Key_S, CTRL)  # Ctrl+S saves in place, no questions
    assert storage.load_deck("My Fire Deck").count(card_id("Charmander")) == 5

    other = make_editor(qtbot)
    picker = other.show_picker()
    assert picker.select("My Fire Deck")
    QTest.mouseClick(picker.open_button, LEFT)
    assert other.doc.name == "My Fire Deck" and other.doc.origin.kind == USER
    assert other.doc.counts == editor.doc.counts
    assert not other.dirty


def test_renaming_a_saved_deck_renames_its_file(qtbot, editor):
    _build_legal(editor)
    assert editor.save_as("Old name")
    editor.bar.name_edit.setText("New name")
    editor.bar.name_edit.editingFinished.emit()
    assert editor.doc.name == "New name" and editor.bar.saved_label.text() == "Unsaved changes"
    assert editor.bar.save_button.isEnabled()
    QTest.mouseClick(editor.bar.save_button, LEFT)
    assert editor.bar.saved_label.text() == "Saved"
    assert [d.name for d in storage.load_all()[0]] == ["New name"]


def test_save_as_duplicate_and_delete(qtbot, editor, monkeypatch):
    _build_legal(editor)
    monkeypatch.setattr(dialogs, "ask_name", lambda *a: "First")
    assert editor.save()
    assert editor.save_as("Second")
    assert editor.doc.name == "Second"
    assert {d.name for d in storage.load_all()[0]} == {"First", "Second"}
    assert editor.duplicate()
    assert editor.doc.name == "Second (copy)" and editor.doc.origin.kind == USER
    monkeypatch.setattr(dialogs, "confirm", lambda *a: True)
    assert editor.delete_deck()
    assert {d.name for d in storage.load_all()[0]} == {"First", "Second"}
    assert editor.doc.origin.kind == NEW and editor.doc.total() == 60  # the cards stay on screen


def test_theme_decks_open_read_only_and_duplicate_to_edit(qtbot, editor):
    assert editor.open_builtin("Brushfire")
    assert editor.read_only and editor.doc.origin.kind == BUILTIN
    assert editor.bar.save_button.text() == "Duplicate to edit"
    assert editor.bar.read_only_bar.isVisible()
    assert not editor.add_card(card_id("Charmander"))
    view = editor.deck_view
    index, _rect = deck_row_rect(editor, "Charmander")
    view.setFocus()
    view.setCurrentIndex(index)
    QTest.keyClick(view, Qt.Key.Key_Delete)
    drag_to_deck(editor, "Vulpix")
    assert editor.doc.counts == storage.load_deck("Brushfire").counts

    QTest.mouseClick(editor.bar.save_button, LEFT)
    assert not editor.read_only
    assert editor.doc.name == "Brushfire (copy)" and editor.doc.origin.kind == USER
    assert editor.bar.save_button.text() == "Save"
    assert storage.load_deck("Brushfire (copy)").counts == storage.load_deck("Brushfire").counts
    drag_to_deck(editor, "Vulpix")
    assert editor.doc.total() == 61


def test_a_corrupt_deck_file_is_listed_with_its_error_and_left_untouched(qtbot, editor, monkeypatch):
    folder = storage.decks_dir()
    broken = folder / "broken.json"
    payload = b'{"format": "holofoil-deck", "version": 1, "name": "Broken", "cards": [{"id": '
    broken.write_bytes(payload)
    picker = editor.show_picker()
    rows = {item.data(Qt.ItemDataRole.UserRole + 2): item for item in picker.items()}
    assert "broken" in rows
    assert "can't be opened" in rows["broken"].text()
    assert picker.select("broken")
    assert not picker.open_button.isEnabled()
    assert "broken.json" in picker.detail.text() and "not valid JSON" in picker.detail.text()
    assert "left as it is" in picker.detail.text()
    picker.reject()

    told: list[str] = []
    monkeypatch.setattr(dialogs, "tell", lambda _parent, _title, text: told.append(text))
    assert not editor.open_user("broken")
    assert told and "broken.json" in told[0]
    assert broken.read_bytes() == payload
    assert sorted(p.name for p in folder.iterdir()) == ["broken.json"]


def test_unsaved_changes_are_offered_for_saving_before_another_deck_opens(qtbot, editor, monkeypatch):
    editor.add_card(card_id("Charmander"))
    asked: list[str] = []
    monkeypatch.setattr(dialogs, "ask_unsaved", lambda _p, name: asked.append(name) or dialogs.CANCEL)
    assert not editor.open_builtin("Overgrowth")
    assert asked == ["Untitled deck"] and names_in(editor) == {"Charmander": 1}
    monkeypatch.setattr(dialogs, "ask_unsaved", lambda *a: dialogs.DISCARD)
    assert editor.open_builtin("Overgrowth")
    assert editor.doc.name == "Overgrowth"


def test_play_with_this_deck_hands_the_deck_to_the_shell(qtbot, editor):
    _build_legal(editor)
    with qtbot.waitSignal(editor.playRequested) as blocker:
        QTest.mouseClick(editor.bar.play_button, LEFT)
    deck = blocker.args[0]
    assert isinstance(deck, Deck) and deck.counts == editor.doc.counts and deck.total == 60


def test_statistics_follow_the_deck(editor):
    editor.open_builtin("Zap!")
    stats = editor.stats.stats
    assert stats.total == 60 and sum(stats.supertypes.values()) == 60
    assert stats.attack_costs and 0 < stats.opening_basic < 1
    assert editor.stats.opening.text().endswith("%")
    assert editor.stats.types.bars and editor.stats.curve.bars
    assert "Pokémon" in editor.stats.kinds.accessibleDescription()


def test_the_editor_paints_at_the_screenshot_size(qtbot, tmp_path):
    editor = make_editor(qtbot, deck=storage.load_deck("Brushfire"))
    qtbot.waitUntil(lambda: editor.images.pending() == 0, timeout=20_000)
    image = editor.grab().toImage()
    assert (image.width(), image.height()) == (1500, 950)
    assert editor.preview.card is not None  # the first card of the deck is shown large


def test_the_browser_offers_base_set_jungle_and_fossil(editor):
    """Issue #12: the classic "Base-Fossil-Jungle" card pool is browsable, set by set."""
    browser = editor.browser
    box = browser.set_box
    labels = [box.itemText(i) for i in range(box.count())]
    from desktop.engine.cards import SHIPPED_SETS

    assert box.isVisibleTo(editor) and len(labels) == 1 + len(SHIPPED_SETS) and labels[0] == "All sets"
    assert any("Jungle" in label for label in labels) and any("Fossil" in label for label in labels)
    assert "Scarlet & Violet (SVI)" in labels  # and today's first sets
    editor.grab().save("/tmp/deck_editor_sets.png")
