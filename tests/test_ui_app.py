"""The app shell: start page, New game window, settings, Continue and screenshots."""

from __future__ import annotations

import json
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from desktop.ui import saves
from desktop.ui.app import open_main_window
from desktop.ui.main_window import MainWindow
from desktop.ui.new_game import NewGameDialog, deck_choice, deck_choices
from desktop.ui.settings import Settings, load_settings, settings_path

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")



def click(qtbot, button) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_start_page_has_every_entry_and_continue_is_off_without_a_save(window):
    page = window.start_page
    assert window.stack.currentWidget() is page
    for button, title in ((page.continue_button, "Continue"), (page.new_game_button, "New game"),
                          (page.deck_editor_button, "Deck editor"), (page.tutorial_button, "Tutorial"),
                          (page.settings_button, "Settings"), (page.quit_button, "Quit")):
        assert button.isVisible() and button.text().startswith(title)
    assert not page.continue_button.isEnabled()
    assert "No unfinished game" in page.continue_button.text()
    assert window.notice_text() == ""


@pytest.mark.parametrize("entry", ["deck_editor", "tutorial"])
def test_pages_still_to_come_say_so_and_lead_back(qtbot, window, entry, monkeypatch):
    module = {"deck_editor": "desktop.ui.deck_editor", "tutorial": "desktop.ui.tutorial.page"}[entry]
    monkeypatch.setitem(sys.modules, module, None)  # a build without that page: import fails
    click(qtbot, getattr(window.start_page, f"{entry}_button"))
    page = window.coming_soon[entry]
    assert window.stack.currentWidget() is page
    assert "coming soon" in page.heading.text()
    page.back.emit()
    assert window.stack.currentWidget() is window.start_page


def test_deck_editor_opens_from_the_start_page_and_plays_a_deck(qtbot, window):
    from desktop.decks import storage

    click(qtbot, window.start_page.deck_editor_button)
    editor = window.deck_editor
    assert type(editor).__name__ == "DeckEditor" and window.stack.currentWidget() is editor
    deck = storage.load_deck("Blackout").copy("My Blackout")
    editor.playRequested.emit(deck)  # "Play" in the editor: New game with that deck for player 1
    dialog = window.findChild(NewGameDialog)
    assert dialog.deck(0).name == "My Blackout" and dialog.deck(0).source == "editor"
    assert dialog.deck(0).playable
    dialog.reject()
    editor.closeRequested.emit()
    assert window.stack.currentWidget() is window.start_page


def test_play_with_an_unsaved_deck_from_the_editor_starts_that_deck(qtbot, window, monkeypatch):
    """A deck built in the editor and never saved: Play, then Start game, puts it on the table."""
    from desktop.decks import storage
    from desktop.ui.deck_editor import dialogs

    monkeypatch.setattr(dialogs, "ask_unsaved", lambda *a: dialogs.DISCARD)  # closing the window at the end

    click(qtbot, window.start_page.deck_editor_button)
    editor = window.deck_editor
    editor.new_deck()
    counts = storage.load_deck("Blackout").counts
    editor.doc.set_counts(counts)
    editor.bar.name_edit.setText("Rock and Rain")
    editor.bar.name_edit.editingFinished.emit()
    qtbot.waitUntil(editor.bar.play_button.isEnabled, timeout=2000)
    assert editor.doc.dirty
    click(qtbot, editor.bar.play_button)
    dialog = window.findChild(NewGameDialog)
    assert dialog.isVisible() and dialog.deck(0).name == "Rock and Rain" and dialog.deck(0).source == "editor"
    dialog.seed.setText("11")
    click(qtbot, dialog.start_button)
    assert not dialog.error.isVisible(), dialog.error.text()
    session = window.session
    assert session is not None and window.stack.currentWidget() is window.game_page
    game = session.game
    assert sorted(c.id for c in game.cards[:game.split]) == sorted(cid for cid, n in counts.items() for _ in range(n))
    assert session.seats.deck_names[0] == "Rock and Rain"
    assert window.settings.last_decks[0] == "Rock and Rain"
    # The deck stays the editor's unsaved work; the game is saved all the same and resumes exactly.
    assert "Rock and Rain" not in [entry.name for entry in storage.all_decks()]
    assert editor.doc.dirty
    loaded, seats = saves.load_current()
    assert loaded.state_key() == game.state_key() and seats.deck_names[0] == "Rock and Rain"


def test_settings_page_saves_changes_at_once(qtbot, window):
    click(qtbot, window.start_page.settings_button)
    page = window.settings_page
    assert window.stack.currentWidget() is page
    page.player_name.setText("Brock")
    page.player_name.editingFinished.emit()
    page.difficulty.setCurrentIndex(page.difficulty.findData("hard"))
    stored, problem = load_settings()
    assert problem is None
    assert stored.player_name == "Brock" and stored.difficulty == "hard"


def test_window_geometry_is_remembered(qtbot, monkeypatch):
    monkeypatch.setattr("desktop.ui.main_window.MIN_SIZE", (400, 300))  # the offscreen screen is 800x800
    win = open_main_window()
    qtbot.addWidget(win)
    win.resize(700, 520)
    win.move(40, 30)
    where = win.geometry()
    win.close()
    stored, _ = load_settings()
    assert stored.geometry and not stored.maximized
    again = MainWindow(stored)
    qtbot.addWidget(again)
    again.show()
    assert again.geometry() == where


def test_corrupt_settings_file_gives_defaults_a_message_and_is_kept_aside(qtbot):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    original = b'{"player_name": "Ash", "difficulty": '
    path.write_bytes(original)
    win = open_main_window()
    qtbot.addWidget(win)
    assert win.settings == Settings()
    message = win.notice_text()
    assert "settings could not be read" in message and "defaults" in message
    kept = [p for p in path.parent.iterdir() if p != path and p.read_bytes() == original]
    assert len(kept) == 1 and str(kept[0]) in message
    win.close()  # saving the settings again never overwrites the kept file
    assert kept[0].read_bytes() == original
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == "holofoil-settings"


def test_settings_with_wrong_values_fall_back_per_value():
    s = Settings.from_json({"player_name": 3, "difficulty": "impossible", "friend_name": "Gary",
                            "last_decks": "Zap!"})
    assert s.player_name == Settings().player_name
    assert s.difficulty == "normal" and s.friend_name == "Gary"
    assert s.last_decks == Settings().last_decks


def test_theme_and_saved_decks_are_offered_and_broken_ones_say_why(qtbot):
    from desktop.decks import storage
    from desktop.decks.model import Deck

    zap = storage.load_deck("Zap!")
    storage.save_deck(zap.copy("Sparky"))
    storage.save_deck(Deck.from_cards("Half Zap", zap.cards()[:30]))
    (storage.decks_dir() / "Broken.json").write_text("{oops", encoding="utf-8")
    names = {c.name: c for c in deck_choices()}
    assert all(names[n].playable for n in ("Brushfire", "Overgrowth", "Zap!", "Blackout", "Sparky"))
    assert "30 cards" in names["Half Zap"].problem
    assert "30 cards" in deck_choice("x", "saved", Deck.from_cards("x", zap.cards()[:30])).problem
    assert not names["Broken"].playable and "Broken.json" in names["Broken"].problem
    dialog = NewGameDialog(Settings())
    qtbot.addWidget(dialog)
    model = dialog.deck_boxes[0].model()
    rows = {dialog.deck_boxes[0].itemData(i): i for i in range(dialog.deck_boxes[0].count())}
    assert model.item(rows["Sparky"]).isEnabled()
    for broken in ("Half Zap", "Broken"):
        item = model.item(rows[broken])
        assert not item.isEnabled() and "can't be played" in item.text() and item.toolTip()


def test_new_game_dialog_refuses_bad_choices_and_says_why(qtbot):
    dialog = NewGameDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.set_hot_seat(True)
    dialog.name_edits[1].setText("player 1")
    assert not dialog.try_start()
    assert "different names" in dialog.error.text()
    dialog.name_edits[1].setText("Misty")
    dialog.seed.setText("twelve")
    assert not dialog.try_start()
    assert "whole number" in dialog.error.text()


def test_new_game_dialog_shows_the_rules_the_decks_are_played_by(qtbot):
    dialog = NewGameDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.select_deck(0, "Water Blast")
    dialog.select_deck(1, "LockDown")
    assert dialog.rules_label.text() == "Classic rules (the Base Set era)"
    dialog.set_hot_seat(True)
    dialog.name_edits[1].setText("Misty")
    assert dialog.try_start() and dialog.setup.game.rules.name == "classic"


def test_new_game_in_a_format_picks_its_rules_says_so_and_refuses_a_deck_it_does_not_allow(qtbot):
    dialog = NewGameDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.set_hot_seat(True)
    dialog.name_edits[1].setText("Misty")
    dialog.select_deck(0, "Mega Lucario ex League Battle Deck")
    dialog.select_deck(1, "Lucario ex Battle Deck")
    dialog.format_box.setCurrentIndex(dialog.format_box.findText("Standard 2026"))
    assert dialog.rules_label.text().startswith("Standard 2026 is played by today's rules")
    assert not dialog.try_start()
    assert "Misty's deck Lucario ex Battle Deck: Not legal in Standard 2026: Riolu (regulation mark G)" in \
        dialog.error.text()
    dialog.select_deck(1, "Mega Lucario ex League Battle Deck")
    assert dialog.try_start() and dialog.setup.game.rules.name == "modern"


def test_new_game_in_a_classic_format_plays_the_classic_rules(qtbot):
    dialog = NewGameDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.set_hot_seat(True)
    dialog.name_edits[1].setText("Misty")
    dialog.select_deck(0, "Grass Chopper")
    dialog.select_deck(1, "Zap!")
    dialog.format_box.setCurrentIndex(dialog.format_box.findText("Base-Fossil-Jungle"))
    assert dialog.try_start() and dialog.setup.game.rules.name == "classic"


def test_new_game_dialog_starts_a_hot_seat_game_with_chosen_decks(qtbot, window):
    from desktop.engine.cards import default_db

    click(qtbot, window.start_page.new_game_button)
    dialog = window.findChild(NewGameDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.set_hot_seat(True)
    dialog.name_edits[0].setText("Ash")
    dialog.name_edits[1].setText("Misty")
    dialog.select_deck(0, "Zap!")
    dialog.select_deck(1, "Blackout")
    dialog.first_buttons[2].setChecked(True)  # player 2 goes first
    dialog.seed.setText("42")
    click(qtbot, dialog.start_button)
    session = window.session
    assert session is not None and window.stack.currentWidget() is window.game_page
    assert session.seats.hot_seat and session.seats.deck_names == ("Zap!", "Blackout")
    game = session.game
    theme = default_db().theme_decks()
    assert game.names == ("Ash", "Misty") and game.seed == 42 and game.fixed_first == 1
    assert game.deck_ids == (tuple(c.id for c in theme["Zap!"]), tuple(c.id for c in theme["Blackout"]))
    assert window.game_page.table is session.table and session.table.isVisible()
    assert saves.has_current()  # saved from the first moment
    stored, _ = load_settings()
    assert stored.last_decks == ["Zap!", "Blackout"] and stored.friend_name == "Misty"


def test_continue_resumes_the_saved_game_exactly(qtbot, window):
    from test_saves import SEATS, new_game, play_to_turn

    game = play_to_turn(new_game(seed=8), 4)
    seats = saves.Seats(("human", "human"), "normal", 1, SEATS.deck_names)
    saves.save_current(game, seats)
    window.show_start()
    button = window.start_page.continue_button
    assert button.isEnabled() and "Turn 4" in button.text()
    click(qtbot, button)
    assert window.session is not None
    assert window.session.game.state_key() == game.state_key()
    assert window.session.seats == seats
    window.game_page.leave.emit()  # back to the start page: still saved, still offered
    assert window.stack.currentWidget() is window.start_page
    assert window.start_page.continue_button.isEnabled()
    loaded, _ = saves.load_current()
    assert loaded.state_key() == game.state_key()


def test_continue_shows_the_game_log_so_far(qtbot, window):
    from test_saves import new_game

    from desktop.engine.actions import EndTurn

    _hot_seat(window, new_game(seed=21))
    controller = window.session.controller
    while controller.game.turn < 3:
        legal = controller.legal_actions()
        assert controller.submit(EndTurn() if EndTurn() in legal else legal[0])
    shown = window.session.table.log.lines()
    assert any(line.startswith("Turn 2") for line in shown)
    window.game_page.leave.emit()  # back to the start page: saved
    click(qtbot, window.start_page.continue_button)
    assert window.session.table.log.lines() == shown
    assert len(window.session.table.log.text().splitlines()) == len(shown)  # and on the screen


def test_continue_with_a_corrupt_save_reports_it_and_keeps_it_aside(qtbot, window):
    path = saves.current_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    original = b"not a saved game \x00\x01\x02"
    path.write_bytes(original)
    window.show_start()
    assert window.start_page.continue_button.isEnabled()
    click(qtbot, window.start_page.continue_button)
    assert window.session is None and window.stack.currentWidget() is window.start_page
    message = window.notice_text()
    assert "could not be resumed" in message
    kept = [p for p in path.parent.iterdir() if p.read_bytes() == original]
    assert len(kept) == 1 and kept[0] != path and str(kept[0]) in message
    assert not window.start_page.continue_button.isEnabled()


@pytest.mark.parametrize("which", ["table", "start", "deck-editor", "tutorial"])
def test_screenshot_command_writes_a_real_picture(tmp_path, qapp, which):
    from desktop.ui.screenshot import main

    out = tmp_path / f"{which}.png"
    assert main(["--out", str(out), "--size", "1200x800", "--window", which, "--seed", "3"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1200, 800)
    colours = {image.pixel(x, y) for x in range(0, 1200, 7) for y in range(0, 800, 7)}
    assert len(colours) > (20 if which == "start" else 200)
    assert not saves.has_current()  # a screenshot never touches the player's save


def _hot_seat(window, game) -> None:
    window.start_game(game, saves.Seats(("human", "human"), "normal", 0, ("Brushfire", "Overgrowth")))


def test_the_game_is_saved_at_every_turn_boundary(qtbot, window):
    from test_saves import new_game

    from desktop.engine.actions import EndTurn

    _hot_seat(window, new_game(seed=21))
    session = window.session
    controller = session.controller
    boundaries = []
    controller.turnChanged.connect(lambda seat: boundaries.append(seat))
    while len(boundaries) < 3:
        legal = controller.legal_actions()
        action = EndTurn() if EndTurn() in legal else legal[0]  # setup answers, then end turns
        assert controller.submit(action)
    session.flush()
    loaded, seats = saves.load_current()
    assert seats == session.seats
    assert loaded.state_key() == session.game.state_key()
    assert loaded.turn == 3


def test_a_finished_game_clears_the_save(qtbot, window):
    from desktop.engine.actions import Attack
    from desktop.engine.scenario import build_game

    game = build_game({"seed": 1, "turn": 3, "current": 0, "players": [
        {"active": {"card": "Charmander", "energy": ["Fire Energy"]}, "deck": ["Fire Energy"] * 5,
         "prizes": ["Fire Energy"]},
        {"active": {"card": "Weedle", "damage": 30}, "deck": ["Grass Energy"] * 5, "prizes": ["Grass Energy"]},
    ]})
    _hot_seat(window, game)
    assert saves.has_current()
    with qtbot.waitSignal(window.session.finished, timeout=5000) as over:
        assert window.session.controller.submit(Attack(0))
    window.session.flush()
    assert game.outcome is not None and game.outcome.winner == 0
    assert "wins" in over.args[0] and not saves.has_current()
    assert "wins" in window.game_page.summary.text()
    window.show_start()
    assert not window.start_page.continue_button.isEnabled()


def test_new_game_dialog_says_what_each_difficulty_is_like(qtbot, window):
    from desktop.ui.settings import DIFFICULTY_NOTES

    click(qtbot, window.start_page.new_game_button)
    dialog = window.findChild(NewGameDialog)
    dialog.vs_computer.setChecked(True)
    notes = set()
    for name in ("easy", "normal", "hard"):
        dialog.difficulty.setCurrentIndex(dialog.difficulty.findData(name))
        assert dialog.difficulty_note.text() == DIFFICULTY_NOTES[name] and dialog.difficulty_note.isVisible()
        notes.add(dialog.difficulty_note.text())
    assert len(notes) == 3
    dialog.set_hot_seat(True)  # no computer: nothing to describe
    assert not dialog.difficulty_note.isVisible()
    dialog.reject()
    for box in (dialog.difficulty, window.settings_page.difficulty):  # each choice's tooltip says the same
        tips = [box.itemData(box.findData(name), Qt.ItemDataRole.ToolTipRole) for name in ("easy", "normal", "hard")]
        assert tips == [DIFFICULTY_NOTES[name] for name in ("easy", "normal", "hard")]
