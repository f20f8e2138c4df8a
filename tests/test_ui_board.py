"""The table: drag cards as a person would and check the engine state; conditions turn cards;
hot-seat never shows the hidden hand; prompts are answered on the table."""

from __future__ import annotations

import pytest
from board_helpers import click, drag, hand_card, hidden_hand_faces, names, scenario
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from desktop.engine.actions import END_TURN, AttachEnergy, Evolve, PlayBasic
from desktop.engine.state import ASLEEP, CONFUSED, NONE, PARALYZED
from desktop.ui.board import motion
from desktop.ui.controller import GameController
from desktop.ui.table import TableWidget

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")



def test_drag_basic_from_hand_to_bench(make_table):
    table = make_table()
    game = table.controller.game
    vulpix = hand_card(table, "Vulpix")
    drag(table, vulpix.scenePos(), table.scene.spot(0, 2).scenePos())
    assert names(game, game.players[0].bench) == ["Vulpix"]
    assert vulpix.uid not in game.players[0].hand
    assert table.scene.pokemon_item(0, 1).uid == vulpix.uid


def test_drag_energy_onto_active(make_table):
    table = make_table()
    game = table.controller.game
    energy = hand_card(table, "Fire Energy")
    drag(table, energy.scenePos(), table.scene.spot(0, 0).scenePos())
    assert game.players[0].active.energy == [energy.uid]
    assert table.scene.pokemon_item(0, 0).energy == ["Fire"]


def test_drag_evolution_onto_its_basic(make_table):
    table = make_table()
    game = table.controller.game
    charmeleon = hand_card(table, "Charmeleon")
    drag(table, charmeleon.scenePos(), table.scene.spot(0, 0).scenePos())
    active = game.players[0].active
    assert names(game, [active]) == ["Charmeleon"]
    assert table.scene.pokemon_item(0, 0).stages == ["Charmander"]


def test_drag_trainer_onto_the_table_plays_it(make_table):
    table = make_table()
    game = table.controller.game
    bill = hand_card(table, "Bill")
    before = len(game.players[0].hand)
    drag(table, bill.scenePos(), QPointF(760, 460))
    assert bill.uid in game.players[0].discard
    assert len(game.players[0].hand) == before - 1 + 2


def test_legal_targets_light_up_while_dragging(make_table):
    table = make_table()
    scene = table.scene
    energy = hand_card(table, "Fire Energy")
    view = table.view
    a = view.mapFromScene(energy.scenePos())
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    QTest.mouseMove(view.viewport(), a + QPoint(0, -60))
    QTest.mouseMove(view.viewport(), a + QPoint(0, -120))
    assert scene.spot(0, 0).highlight == "target"
    assert scene.spot(1, 0).highlight is None  # not on the opponent's Pokémon
    assert scene.spot(0, 1).highlight is None  # no Pokémon there
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       a + QPoint(0, -120))
    assert scene.spot(0, 0).highlight is None


def test_illegal_drop_leaves_state_unchanged_and_says_why(make_table):
    table = make_table()
    game = table.controller.game
    energy = hand_card(table, "Fire Energy")
    key = game.state_key()
    drag(table, energy.scenePos(), table.scene.spot(1, 0).scenePos())  # onto the opponent's Active
    assert game.state_key() == key
    reason = game.why_illegal(AttachEnergy(energy.uid, 10))
    assert table.message_bar.last_message == reason
    assert table.message_bar.isVisible()
    assert energy.pos() == energy.home  # snapped back into the hand
    assert energy in table.scene.hand_items()


def test_illegal_evolution_drop_says_why(make_table):
    table = make_table()
    game = table.controller.game
    charmeleon = hand_card(table, "Charmeleon")
    key = game.state_key()
    drag(table, charmeleon.scenePos(), table.scene.spot(0, 3).scenePos())  # an empty Bench spot
    assert game.state_key() == key
    assert table.message_bar.last_message == game.why_illegal(Evolve(charmeleon.uid, 3))


def test_drag_active_onto_bench_retreats(make_table):
    spec = scenario()
    spec["players"][0]["active"] = {"card": "Charmander", "energy": ["Fire Energy"]}
    spec["players"][0]["bench"] = ["Growlithe"]
    table = make_table(spec)
    game = table.controller.game
    drag(table, table.scene.spot(0, 0).scenePos(), table.scene.spot(0, 1).scenePos())
    assert names(game, [game.players[0].active]) == ["Growlithe"]
    assert names(game, game.players[0].bench) == ["Charmander"]


def test_double_click_plays_the_obvious_action(make_table):
    table = make_table()
    game = table.controller.game
    vulpix = hand_card(table, "Vulpix")
    QTest.mouseDClick(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      table.view.mapFromScene(vulpix.scenePos()))
    assert PlayBasic(vulpix.uid) in game.history


def test_attack_button_attacks(make_table, qtbot):
    spec = scenario()
    spec["players"][0]["active"] = {"card": "Charmander", "energy": ["Fire Energy"]}
    table = make_table(spec)
    game = table.controller.game
    button = table.actions_panel.buttons["attack 0"]  # Scratch: one Colorless
    assert button.isEnabled()
    assert not table.actions_panel.buttons["attack 1"].isEnabled()  # Ember needs two Energy
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert game.players[1].active.damage == 20  # Scratch, doubled by Bulbasaur's Fire Weakness
    assert game.current == 1


# ---------------------------------------------------------------- conditions
def test_condition_rotation_is_animated_about_the_centre(make_table, qtbot):
    table = make_table(animations=True)
    controller = table.controller
    slot = controller.game.players[0].active
    item = table.scene.pokemon_item(0, 0)
    for rot, degrees in ((ASLEEP, -90), (PARALYZED, 90), (CONFUSED, 180), (NONE, 0)):
        slot.rot = rot  # the view just reads the state; the engine is poked directly here
        controller.stateChanged.emit()
        qtbot.waitUntil(lambda d=degrees: item.rotation() == d and not motion.is_animating(item), timeout=3000)
        assert item.transformOriginPoint() == QPointF(0, 0)
        assert item.mapToScene(QPointF(0, 0)) == table.scene.spot(0, 0).scenePos()  # turned about its centre


def test_conditions_from_the_engine_turn_the_card_and_evolving_straightens_it(make_table):
    spec = scenario()
    spec["players"][0]["active"] = {"card": "Charmander", "condition": "Confused", "poison": 10}
    table = make_table(spec)
    item = table.scene.pokemon_item(0, 0)
    assert item.rotation() == 180
    assert item.conditions == ["Confused", "Poisoned"]
    charmeleon = hand_card(table, "Charmeleon")
    drag(table, charmeleon.scenePos(), table.scene.spot(0, 0).scenePos())
    assert item.rotation() == 0
    assert item.conditions == []


@pytest.mark.parametrize(("condition", "degrees"), [("Asleep", -90), ("Paralyzed", 90), ("Confused", 180)])
def test_each_condition_has_its_turn(make_table, condition, degrees):
    spec = scenario()
    spec["players"][1]["active"] = {"card": "Bulbasaur", "condition": condition}
    table = make_table(spec)
    assert table.scene.pokemon_item(1, 0).rotation() == degrees


# ---------------------------------------------------------------- prompts
def test_trainer_dropped_on_an_opponents_pokemon_targets_it(make_table):
    spec = scenario()
    spec["players"][0]["hand"] = ["Gust of Wind"]
    spec["players"][1]["bench"] = ["Weedle", "Caterpie"]
    table = make_table(spec)
    game = table.controller.game
    drag(table, hand_card(table, "Gust of Wind").scenePos(), table.scene.spot(1, 2).scenePos())
    assert names(game, [game.players[1].active]) == ["Caterpie"]


def test_pokemon_prompt_is_answered_by_clicking_the_pokemon(make_table, qtbot):
    spec = scenario()
    spec["players"][0]["active"] = {"card": "Charmander", "energy": ["Fire Energy"]}
    spec["players"][1]["active"] = {"card": "Bulbasaur", "damage": 30}
    spec["players"][1]["bench"] = ["Weedle", "Caterpie"]
    table = make_table(spec)
    game = table.controller.game
    table.actions_panel.buttons["attack 0"].click()  # Scratch knocks Bulbasaur out
    assert game.pending is not None and game.pending.kind == "pokemon" and game.pending.player == 1
    qtbot.mouseClick(table.end_turn, Qt.MouseButton.LeftButton)  # Brushfire saw the Knock Out: "Pass to …"
    qtbot.mouseClick(table.cover.button, Qt.MouseButton.LeftButton)  # hot-seat: pass to Overgrowth
    assert "new Active" in table.banner.instruction.text()
    target = table.scene.pokemon_item(1, 2)
    assert target.highlight == "choice"
    click(table, target.scenePos())
    assert names(game, [game.players[1].active]) == ["Caterpie"]
    assert game.pending is None


def test_card_prompt_from_the_deck_opens_a_picker(make_table, qtbot):
    spec = scenario()
    spec["players"][0]["hand"] = ["Computer Search", "Bill", "Potion"]
    spec["players"][0]["deck"] = ["Fire Energy"] * 5 + ["Charizard"]
    table = make_table(spec)
    game = table.controller.game
    drag(table, hand_card(table, "Computer Search").scenePos(), QPointF(760, 460))
    for _ in range(2):  # discard 2 cards from hand: click them on the table
        assert game.pending.zone == "hand"
        chosen = next(i for i in table.scene.hand_items() if i.highlight == "choice")
        click(table, chosen.scenePos())
    assert game.pending.zone == "deck"
    picker = table.picker
    assert picker is not None and picker.isVisible()
    picker.filter.setText("chari")
    assert [game.cards[u].name for u in picker.visible_uids()] == ["Charizard"]
    picker.choose(picker.visible_uids()[0])
    assert "Charizard" in [game.cards[u].name for u in game.players[0].hand]
    assert game.pending is None


def test_discard_pile_can_be_browsed(make_table):
    spec = scenario()
    spec["players"][1]["discard"] = ["Potion", "Bill"]
    table = make_table(spec)
    dialog = table.browse_discard(1)
    assert sorted(table.controller.game.cards[u].name for u in dialog.visible_uids()) == ["Bill", "Potion"]
    dialog.close()


def test_coin_flips_show_on_the_table(make_table):
    spec = scenario()
    spec["players"][0]["active"] = {"card": "Charmander", "condition": "Confused", "energy": ["Fire Energy"]}
    table = make_table(spec)
    table.actions_panel.buttons["attack 0"].click()
    assert len(table.scene.coins) == 1
    assert any(line.startswith("Coin flip: ") for line in table.log.lines())


# ---------------------------------------------------------------- hot-seat
def test_hotseat_never_shows_the_hidden_hand(make_table, qtbot):
    table = make_table()
    assert table.hotseat
    game = table.controller.game
    assert hidden_hand_faces(table, 1) == []
    assert len(hidden_hand_faces(table, 0)) == len(game.players[0].hand)
    qtbot.mouseClick(table.end_turn, Qt.MouseButton.LeftButton)
    assert game.current == 1
    assert table.cover.isVisible()
    assert "Pass to Overgrowth" in table.cover.title.text()
    assert hidden_hand_faces(table, 0) == [] and hidden_hand_faces(table, 1) == []
    assert table.preview.current is None
    qtbot.mouseClick(table.cover.button, Qt.MouseButton.LeftButton)
    assert not table.cover.isVisible()
    assert table.controller.viewer == 1
    assert hidden_hand_faces(table, 0) == []
    assert len(hidden_hand_faces(table, 1)) == len(game.players[1].hand)
    assert table.scene.spot(1, 0).near  # the player to act sees their side at the bottom


def test_against_the_computer_its_hand_is_never_shown(make_table, qtbot):
    from desktop.ai.simple import RandomAgent

    table = make_table(agents=(None, RandomAgent(3)))
    assert not table.hotseat
    game = table.controller.game
    qtbot.mouseClick(table.end_turn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: game.current == 0 and not table.controller.thinking, timeout=10000)
    assert hidden_hand_faces(table, 1) == []
    assert not table.cover.isVisible()


# ---------------------------------------------------------------- banner & log
def test_banner_says_whose_turn_and_what_to_do(make_table, qtbot):
    table = make_table()
    assert table.banner.headline.text() == "Brushfire — your turn"
    assert "attach an Energy" in table.banner.instruction.text()
    qtbot.mouseClick(table.end_turn, Qt.MouseButton.LeftButton)
    assert table.banner.headline.text() == "Pass to Overgrowth"


def test_log_records_moves_in_words(make_table):
    table = make_table()
    vulpix = hand_card(table, "Vulpix")
    drag(table, vulpix.scenePos(), table.scene.spot(0, 1).scenePos())
    assert "Brushfire put Vulpix on the Bench." in table.log.lines()


def test_end_turn_button_is_off_when_it_is_not_your_move(make_table, qtbot):
    table = make_table()
    qtbot.mouseClick(table.end_turn, Qt.MouseButton.LeftButton)
    assert not table.end_turn.isEnabled()  # covered: nobody may act until the device is passed
    table.cover.button.click()
    assert table.end_turn.isEnabled()
    assert END_TURN in table.controller.game.legal_set()


def test_a_new_hot_seat_game_is_set_up_through_the_table(qtbot):
    from desktop.engine.cards import default_db
    from desktop.engine.game import Game

    decks = default_db().theme_decks()
    game = Game.new([decks["Zap!"], decks["Blackout"]], seed=8, names=("Misty", "Brock"))
    controller = GameController(game, delay_ms=0)
    table = TableWidget(controller, animations=False)
    qtbot.addWidget(table)
    table.resize(1600, 1000)
    table.show()
    controller.start()
    assert table.log.lines()[0].startswith("Coin flip: ")
    for _ in range(40):
        if game.phase != "setup":
            break
        if table.cover.isVisible():
            assert hidden_hand_faces(table, 0) == [] and hidden_hand_faces(table, 1) == []
            qtbot.mouseClick(table.cover.button, Qt.MouseButton.LeftButton)
            continue
        viewer = table.controller.viewer
        assert hidden_hand_faces(table, 1 - viewer) == []
        prompt = game.pending
        buttons = table.prompt_panel.buttons
        if prompt.kind in ("option", "number"):
            qtbot.mouseClick(buttons[prompt.options[0]], Qt.MouseButton.LeftButton)
        elif prompt.optional:
            qtbot.mouseClick(buttons[None], Qt.MouseButton.LeftButton)  # Done: no more Bench Pokémon
        else:
            chosen = next(i for i in table.scene.hand_items() if i.highlight == "choice")
            click(table, chosen.scenePos())
    assert game.phase == "main"
    assert all(p.active is not None for p in game.players)
    assert len(game.players[0].prizes) == 6
    controller.close()
