"""Table mode on the table (issue #19): New game offers it against a friend only; a card Holofoil
can't run opens a manual step where cards are dragged, damage and Special Conditions put by hand;
a whole hot-seat game with such cards is played to the end through the table."""

from __future__ import annotations

import pytest
from board_helpers import click, drag, hand_card
from PySide6.QtCore import Qt

from desktop.engine.actions import Adjust
from desktop.engine.cards import default_db
from desktop.engine.game import Game
from desktop.engine.table import manual_open
from desktop.ui.board import layout as L  # noqa: N812
from desktop.ui.log_text import BY_HAND
from desktop.ui.new_game import NewGameDialog, build_setup, deck_choices
from desktop.ui.table_driver import TableDriver
from tests.engine_helpers import not_implemented

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
BREEDER = "base6-102"  # Pokémon Breeder: an Item


PSYCHIC_CONTROL = "gym2-121"  # Sabrina's Psychic Control, in the Sabrina theme deck


@pytest.fixture(autouse=True)
def _breeder_by_hand(monkeypatch):
    """Pokémon Breeder and Sabrina's Psychic Control stand for Trainers Holofoil can't run (both are
    implemented now: every classic theme deck plays)."""
    not_implemented(monkeypatch, BREEDER)
    not_implemented(monkeypatch, PSYCHIC_CONTROL)


def table_spec(**extra) -> dict:
    spec = {
        "turn": 3, "current": 0, "names": ["Ash", "Misty"], "rules": "classic+table",
        "players": [
            {"active": {"card": "Rhyhorn"}, "bench": ["Onix"], "hand": [BREEDER, "Fighting Energy", "Rhyhorn"],
             "deck": ["Fighting Energy"] * 10, "prizes": ["Fighting Energy"] * 6, "discard": ["Sandshrew"]},
            {"active": {"card": "Pikachu"}, "hand": ["Lightning Energy"],
             "deck": ["Lightning Energy"] * 10, "prizes": ["Lightning Energy"] * 6},
        ],
    }
    spec.update(extra)
    return spec


def test_table_mode_is_offered_against_a_friend_only_and_names_the_cards_done_by_hand(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert not dialog.table_mode.isEnabled()
    dialog.set_hot_seat(True)
    assert dialog.table_mode.isEnabled()
    names = [c.name for c in dialog.choices]
    sabrina = names.index("Sabrina")
    model = dialog.deck_boxes[0].model()
    assert not model.item(sabrina).isEnabled(), "a deck with cards Holofoil can't run: not in a normal game"
    dialog.table_mode.setChecked(True)
    assert model.item(sabrina).isEnabled()
    assert "by hand" in dialog.deck_boxes[0].itemText(sabrina)
    dialog.select_deck(0, "Sabrina")
    by_hand = {c.name for c in default_db().all_theme_decks()["Sabrina"] if not c.implemented}
    assert by_hand and not dialog.table_note.isHidden() and all(n in dialog.table_note.text() for n in by_hand)
    assert dialog.try_start()
    assert dialog.setup.game.rules.table and dialog.setup.seats.kinds == ("human", "human")
    dialog.vs_computer.setChecked(True)
    assert not dialog.table_mode.isChecked() and not dialog.table_mode.isEnabled()


def test_build_setup_refuses_table_mode_against_the_computer_and_unplayable_decks_outside_it():
    choices = {c.name: c for c in deck_choices()}
    decks = (choices["Sabrina"], choices["Brushfire"])
    with pytest.raises(ValueError, match="Table mode is for two people"):
        build_setup(True, "normal", ("Ash", "Misty"), decks, 0, "1", table=True)
    with pytest.raises(ValueError, match="Table mode, against a friend, plays it"):
        build_setup(False, "normal", ("Ash", "Misty"), decks, 0, "1")
    setup = build_setup(False, "normal", ("Ash", "Misty"), decks, 0, "1", table=True)
    assert setup.game.rules.name == "classic+table"


def test_an_unimplemented_trainer_opens_the_manual_step_and_cards_move_by_drag(make_table, qtbot):
    table = make_table(table_spec())
    game = table.controller.game
    breeder = hand_card(table, "Pokémon Breeder")
    drag(table, breeder.scenePos(), L.PLAY_AREA.center())
    assert manual_open(game) and table.manual_panel.isVisible() and not table.prompt_panel.isVisible()
    assert table.manual_panel.title.text() == "By hand: Pokémon Breeder"
    assert "Legendary Collection 102" in table.manual_panel.facts.text()
    assert table.manual_panel.text.text() == "Text not available: agree with your opponent."
    energy = hand_card(table, "Fighting Energy")
    drag(table, energy.scenePos(), table.scene.spot(0, 1).scenePos())  # onto Onix on the Bench
    assert [game.name_of(u) for u in game.players[0].bench[0].energy] == ["Fighting Energy"]
    rhyhorn = hand_card(table, "Rhyhorn")
    drag(table, rhyhorn.scenePos(), table.scene.sides[0].discard.scenePos())
    assert game.name_of(game.players[0].discard[-1]) == "Rhyhorn"
    qtbot.mouseClick(table.manual_panel.done_button, Qt.MouseButton.LeftButton)
    assert not manual_open(game) and game.name_of(game.players[0].discard[-1]) == "Pokémon Breeder"
    by_hand = [line for line in table.log.lines() if line.startswith(BY_HAND)]
    assert any("does it by hand" in line for line in by_hand)
    assert any("Rhyhorn" in line for line in by_hand)


def test_the_manual_panel_puts_damage_and_conditions_on_the_selected_pokemon(make_table, qtbot):
    table = make_table(table_spec())
    game = table.controller.game
    qtbot.mouseClick(table.adjust_button, Qt.MouseButton.LeftButton)
    panel = table.manual_panel
    assert panel.isVisible() and panel.title.text() == "Adjust the table"
    assert not panel.plus_button.isEnabled()
    click(table, table.scene.spot(1, 0).scenePos())  # the opponent's Active Pikachu
    assert panel.plus_button.isEnabled()
    qtbot.mouseClick(panel.plus_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.condition_buttons["Paralyzed"], Qt.MouseButton.LeftButton)
    assert game.players[1].active.damage == 10 and game.players[1].active.rot != 0
    assert panel.condition_buttons["Paralyzed"].isChecked()
    assert table.scene.pokemon_item(1, 0).rotation() != 0, "a Paralyzed card is turned"
    qtbot.mouseClick(panel.coin_button, Qt.MouseButton.LeftButton)
    assert game.history[-1] == ("flip",)
    qtbot.mouseClick(panel.done_button, Qt.MouseButton.LeftButton)
    assert not panel.isVisible() and game.prompt is None


def test_a_pile_click_in_a_manual_step_lists_its_cards_to_move(make_table, qtbot):
    table = make_table(table_spec())
    game = table.controller.game
    table.submit(Adjust())
    table.scene.pileRequested.emit(0, "prizes")
    dialog = table.picker
    assert dialog is not None and dialog.grid.count() == 6
    assert dialog.grid.item(0).text() == "Prize card 1", "Prize cards stay face down"
    prize = dialog.chosen()
    hand_button = next(b for b in dialog.findChildren(type(table.adjust_button)) if b.text() == "Hand")
    qtbot.mouseClick(hand_button, Qt.MouseButton.LeftButton)
    assert prize in game.players[0].hand and len(game.players[0].prizes) == 5
    assert table.open_pile(1, "deck") is None, "the opponent's deck is only looked at from the top"


def test_the_adjust_button_is_there_in_table_mode_only(make_table):
    plain = make_table(table_spec(rules="classic"))
    assert not plain.adjust_button.isVisible()
    table = make_table(table_spec())
    assert table.adjust_button.isVisible() and table.adjust_button.isEnabled()


def _more_by_hand(deck: list) -> list:
    """The deck with 3 more copies of its card Holofoil can't run, in place of 3 Trainers it can (so a
    game surely has steps done by hand)."""
    manual = next(c for c in deck if not c.implemented)
    swapped = [i for i, c in enumerate(deck) if c.kind == "trainer" and c.implemented][:3]
    return [manual if i in swapped else c for i, c in enumerate(deck)]


def test_a_whole_hot_seat_game_in_table_mode_is_played_to_the_end_through_the_table(make_table):
    decks = default_db().all_theme_decks()
    game = Game.new([_more_by_hand(decks["Sabrina"]), decks["Brock"]], seed=2, names=("Ash", "Misty"),
                    rules="classic+table")
    table = make_table(game=game, hotseat=True)
    controller = table.controller
    done = TableDriver(table, seed=2).play(max_steps=2500)
    game = controller.game
    assert game.outcome is not None, f"the game ended ({done})"
    assert done.get("manual done", 0) > 0 and done.get("manual drag", 0) > 0 and done.get("drag", 0) > 0
    manual = [a for a in game.history if a[0] == "move"]
    assert manual, "the manual moves are in the game record"
    assert Game.from_json(game.to_json()).state_key() == game.state_key()


def test_the_deck_tools_work_on_either_deck_and_a_hand_card_can_be_shown(make_table, qtbot):
    table = make_table(table_spec())
    game = table.controller.game
    table.submit(Adjust())
    panel = table.manual_panel
    panel.side.setCurrentIndex(1)  # their deck
    qtbot.mouseClick(panel.draw_button, Qt.MouseButton.LeftButton)
    assert len(game.players[1].hand) == 2 and game.history[-1] == ("draw", 1)
    qtbot.mouseClick(panel.shuffle_button, Qt.MouseButton.LeftButton)
    assert game.history[-1] == ("shuffle", 1)
    panel.look_count.setValue(2)
    qtbot.mouseClick(panel.look_button, Qt.MouseButton.LeftButton)
    looked = table.picker
    assert looked is not None and looked.grid.count() == 2, "the cards looked at open, each movable"
    looked.reject()
    qtbot.mouseClick(panel.reveal_button, Qt.MouseButton.LeftButton)
    picker = table.picker
    picker.choose(game.players[0].hand[0])
    assert game.history[-1][0] == "reveal"
    assert any(line.startswith(BY_HAND) and "showed" in line for line in table.log.lines())
