"""The table: drag cards as a person would and check the engine state; conditions turn cards;
hot-seat never shows the hidden hand; prompts are answered on the table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from desktop.engine.actions import END_TURN, AttachEnergy, Evolve, PlayBasic
from desktop.engine.scenario import build_game
from desktop.engine.state import ASLEEP, CONFUSED, NONE, PARALYZED
from desktop.ui.board import motion
from desktop.ui.board.card_item import CardItem
from desktop.ui.controller import GameController
from desktop.ui.panels.card_picker import CardPicker
from desktop.ui.table import TableWidget

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def scenario(**extra) -> dict:
    spec = {
        "turn": 3, "current": 0, "names": ["Brushfire", "Overgrowth"],
        "players": [
            {"active": "Charmander", "hand": ["Vulpix", "Fire Energy", "Charmeleon", "Potion", "Bill"],
             "deck": ["Fire Energy"] * 10, "prizes": ["Fire Energy"] * 6},
            {"active": "Bulbasaur", "bench": ["Weedle"], "hand": ["Grass Energy", "Caterpie", "Bill"],
             "deck": ["Grass Energy"] * 10, "prizes": ["Grass Energy"] * 6},
        ],
    }
    spec.update(extra)
    return spec


@pytest.fixture
def make_table(qtbot):
    tables = []

    def make(spec: dict | None = None, agents=(None, None), animations: bool = False, hotseat=None):
        game = build_game(spec or scenario())
        controller = GameController(game, agents=agents, delay_ms=0)
        table = TableWidget(controller, animations=animations, hotseat=hotseat)
        qtbot.addWidget(table)
        table.resize(1600, 1000)
        table.show()
        qtbot.waitExposed(table)
        controller.start()
        tables.append(table)
        return table

    yield make
    for table in tables:
        table.controller.close()
    motion.set_enabled(True)


def hand_card(table: TableWidget, name: str) -> CardItem:
    return next(i for i in table.scene.hand_items() if i.card is not None and i.card.name == name)


def drag(table: TableWidget, start: QPointF, end: QPointF, steps: int = 6) -> None:
    """Press, move and release on the view's viewport, like a mouse."""
    view = table.view
    viewport = view.viewport()
    a, b = view.mapFromScene(start), view.mapFromScene(end)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for k in range(1, steps + 1):
        QTest.mouseMove(viewport, QPoint(round(a.x() + (b.x() - a.x()) * k / steps),
                                         round(a.y() + (b.y() - a.y()) * k / steps)))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def click(table: TableWidget, point: QPointF) -> None:
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     table.view.mapFromScene(point))


def names(game, slots) -> list[str]:
    return [game.cards[s.top].name for s in slots]


# ---------------------------------------------------------------- dragging
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
def hidden_hand_faces(table: TableWidget, seat: int) -> list[CardItem]:
    hand = set(table.controller.game.players[seat].hand)
    return [i for i in table.scene.face_up_cards() if i.uid in hand]


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


def test_clicking_the_discard_pile_opens_it(make_table, qtbot):
    spec = scenario()
    spec["players"][0]["discard"] = ["Potion"]
    table = make_table(spec)
    click(table, table.scene.side(0).discard.scenePos())
    dialogs = [w for w in table.findChildren(CardPicker) if w.isVisible()]
    assert len(dialogs) == 1 and not dialogs[0].choosing
    dialogs[0].close()


def test_tools_and_stages_show_on_the_card(make_table):
    spec = scenario()
    spec["players"][0]["active"] = {"card": "Charmeleon", "under": ["Charmander"], "tools": ["PlusPower"],
                                    "tool_until": 3, "damage": 30, "burned": True}
    table = make_table(spec)
    item = table.scene.pokemon_item(0, 0)
    assert item.tools == ["PlusPower"] and item.stages == ["Charmander"]
    assert item.damage == 30 and item.conditions == ["Burned"]


def _venusaur_on_the_bench() -> dict:
    """Bulbasaur Active; Venusaur (Energy Trans) with a Grass Energy and Weedle on the Bench."""
    spec = scenario()
    spec["players"][0]["active"] = {"card": "Bulbasaur"}
    spec["players"][0]["bench"] = [{"card": "Venusaur", "under": ["Bulbasaur", "Ivysaur"],
                                    "energy": ["Grass Energy"]}, "Weedle"]
    return spec


def test_clicking_a_pokemon_with_a_power_offers_it(make_table):
    table = make_table(_venusaur_on_the_bench())
    game = table.controller.game
    click(table, table.scene.spot(0, 1).scenePos())
    button = table.actions_panel.buttons["power 1 0"]  # Energy Trans
    assert button.isEnabled()
    assert "attack 0" in table.actions_panel.buttons and not table.actions_panel.buttons["attack 0"].isEnabled()
    button.click()
    assert game.pending is not None and game.pending.kind == "pokemon"  # attach it to which Pokémon?
    assert table.scene.pokemon_item(0, 2).highlight == "choice"
    click(table, table.scene.spot(0, 0).scenePos())  # to the Active Bulbasaur
    assert len(game.players[0].active.energy) == 1 and game.players[0].bench[0].energy == []


def test_finish_animations_turns_cards_at_once(make_table):
    table = make_table(animations=True)
    slot = table.controller.game.players[0].active
    slot.rot = PARALYZED
    table.controller.stateChanged.emit()
    table.finish_animations()
    assert table.scene.pokemon_item(0, 0).rotation() == 90


def test_another_game_replaces_the_table(make_table):
    table = make_table()
    drag(table, hand_card(table, "Vulpix").scenePos(), table.scene.spot(0, 1).scenePos())
    assert table.log.lines()
    table.controller.replace_game(build_game(scenario()))
    assert table.log.lines() == []
    assert table.scene.pokemon_item(0, 1) is None
    assert [i.card.name for i in table.scene.hand_items()] == ["Vulpix", "Fire Energy", "Charmeleon", "Potion",
                                                               "Bill"]


# ---------------------------------------------------------------- Knock Outs and Prizes
class _Idle:
    """A computer opponent that takes its time (its turn never starts while the test looks)."""

    def choose(self, game):
        import time

        time.sleep(3)
        return END_TURN


def test_knocked_out_pokemon_goes_to_the_discard_pile_and_the_prize_comes_from_the_prizes(make_table, qtbot):
    spec = scenario()
    spec["players"][0]["active"] = {"card": "Charmander", "energy": ["Fire Energy"]}
    spec["players"][0]["hand"] = []
    spec["players"][1]["active"] = {"card": "Bulbasaur", "damage": 30}
    table = make_table(spec, animations=True, agents=(None, _Idle()))
    scene = table.scene
    game = table.controller.game
    bulbasaur = scene.pokemon_item(1, 0)
    discard = scene.side(1).discard.scenePos()
    table.actions_panel.buttons["attack 0"].click()  # Scratch knocks Bulbasaur out
    assert bulbasaur.uid in game.players[1].discard and len(game.players[0].prizes) == 5
    # It does not vanish: it is still on the table, on its way to its owner's discard pile.
    assert bulbasaur in scene.leaving and bulbasaur.scene() is scene and bulbasaur.isVisible()
    assert motion.is_animating(bulbasaur)
    assert bulbasaur.damage == bulbasaur.hp == 40  # it shows the damage that Knocked it Out: HP 0
    prize = game.players[0].hand[-1]
    item = scene.item_for(prize)
    assert item is not None
    start = scene.side(0).prizes.scenePos()
    assert (item.pos() - start).manhattanLength() < (item.pos() - scene.side(0).deck.scenePos()).manhattanLength()
    qtbot.wait(300)  # part of the way, at a readable pace
    assert bulbasaur in scene.leaving and bulbasaur.pos() != discard
    uid = bulbasaur.uid
    qtbot.waitUntil(lambda: bulbasaur not in scene.leaving, timeout=3000)
    assert not [i for i in scene.items() if isinstance(i, CardItem) and i.uid == uid]


def test_finish_animations_lands_knocked_out_pokemon_at_once(make_table):
    spec = scenario()
    spec["players"][0]["active"] = {"card": "Charmander", "energy": ["Fire Energy"]}
    spec["players"][1]["active"] = {"card": "Bulbasaur", "damage": 30}
    table = make_table(spec, animations=True)
    table.actions_panel.buttons["attack 0"].click()
    assert table.scene.leaving
    table.finish_animations()
    assert table.scene.leaving == []
    assert not [i for i in table.scene.items() if isinstance(i, CardItem) and i.uid not in table.scene.items_by_uid]


# ---------------------------------------------------------------- what is on a turned card
def _label_boxes(item: CardItem) -> list[tuple[str, QRectF]]:
    badges = item._badges
    return [(kind, badges.mapRectToScene(box)) for kind, boxes in badges.layout().items() for box in boxes]


@pytest.mark.parametrize(("condition", "degrees"), [("Asleep", -90), ("Paralyzed", 90), ("Confused", 180),
                                                    (None, 0)])
def test_labels_of_a_turned_pokemon_stay_upright_and_apart(make_table, condition, degrees):
    spec = scenario()
    active = {"card": "Charmeleon", "under": ["Charmander"], "tools": ["PlusPower"], "tool_until": 9,
              "damage": 30, "burned": True, "poison": 10, "energy": ["Fire Energy", "Fire Energy"]}
    if condition:
        active["condition"] = condition
    spec["players"][0]["active"] = active
    table = make_table(spec)
    scene = table.scene
    item = scene.pokemon_item(0, 0)
    assert item.rotation() == degrees  # the face turns to show the condition...
    badges = item._badges
    assert badges.sceneTransform().m11() == pytest.approx(1) and badges.sceneTransform().m12() == pytest.approx(0)
    boxes = _label_boxes(item)  # ...what belongs to the slot reads upright
    card = item.mapRectToScene(item.card_rect())
    stage = next(b for k, b in boxes if k == "stages")
    assert stage.bottom() <= card.top() + 0.5  # "Charmander" peeks out above the card, whichever way it turns
    assert all(b.top() >= card.bottom() - 4 for k, b in boxes if k == "energy")  # Energy stays below it
    tool = next(b for k, b in boxes if k == "tools")
    assert tool.width() > 2 * tool.height()  # a readable horizontal tab, not a sliver at the edge
    assert table.view.viewport().rect().contains(table.view.mapFromScene(tool).boundingRect())
    for i, (kind_a, a) in enumerate(boxes):
        for kind_b, b in boxes[i + 1:]:
            if kind_a != kind_b and not ("stages" in (kind_a, kind_b) and {kind_a, kind_b} & {"damage", "stage_names"}):
                assert not a.intersected(b).height() > 0.5 or a.intersected(b).width() <= 0.5, (kind_a, kind_b)
    name = scene.side(0).name.sceneBoundingRect()
    for kind, box in [*boxes, ("card", item.sceneBoundingRect())]:
        assert not name.intersects(box), kind


def _table_with_an_open_question(make_table):
    """A table where player 1 has just played Computer Search: its prompt is open."""
    spec = scenario()
    spec["players"][0]["active"] = {"card": "Charmander", "energy": ["Fire Energy"]}
    spec["players"][0]["hand"] = ["Computer Search", "Bill", "Potion"]
    table = make_table(spec)
    drag(table, hand_card(table, "Computer Search").scenePos(), QPointF(760, 460))
    return table


def test_open_question_is_mentioned_once_in_the_attacks_panel(make_table):
    from PySide6.QtWidgets import QApplication, QLabel

    table = _table_with_an_open_question(make_table)
    game = table.controller.game
    panel = table.actions_panel
    assert game.pending is not None and game.pending.player == 0
    QApplication.processEvents()  # the new rows are shown
    texts = [w.text() for w in panel.findChildren(QLabel) if w.isVisible()]
    assert sum("First answer the open question" in t for t in texts) == 1, texts
    assert {"attack 0", "attack 1"} <= set(panel.buttons)
    assert not any(b.isEnabled() for b in panel.buttons.values())
    assert all("First answer" in b.toolTip() for b in panel.buttons.values())  # each button still says why
    assert any("Scratch" in t for t in texts)  # the attacks stay listed


def test_pile_faces_are_drawn_sharp_on_a_hidpi_screen(make_table, monkeypatch):
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

    from desktop.ui.board import pixmaps

    class Retina(QWidget):
        def devicePixelRatioF(self) -> float:  # noqa: N802
            return 2.0

    spec = scenario()
    spec["players"][0]["discard"] = ["Potion"]
    spec["players"][0]["hand"] = ["Vulpix"]
    table = make_table(spec)
    scene = table.scene
    scene.stadium.set_content(1, table.controller.game.cards[table.controller.game.players[0].discard[0]])
    asked: list[int] = []
    real_face, real_back = pixmaps.face, pixmaps.back
    monkeypatch.setattr(pixmaps, "face", lambda card, w, *a, **k: asked.append(w) or real_face(card, w, *a, **k))
    monkeypatch.setattr(pixmaps, "back", lambda w, *a, **k: asked.append(w) or real_back(w, *a, **k))
    side, far = scene.side(0), scene.side(1)
    retina = Retina()
    for zone, width in ((side.deck, 100), (side.discard, 100), (scene.stadium, 100), (side.prizes, 56),
                        (far.hidden_hand, 56)):
        image = QImage(400, 400, QImage.Format.Format_ARGB32)
        for widget, factor in ((None, 1), (retina, 2)):
            asked.clear()
            painter = QPainter(image)
            zone.paint(painter, QStyleOptionGraphicsItem(), widget)
            painter.end()
            assert asked and set(asked) == {pixmaps.stepped_width(width * factor)}, (zone, widget, asked)


# ---------------------------------------------------------------- right-click menu
def right_click(table: TableWidget, point: QPointF, then) -> None:
    """Right-click like a person (a context-menu event on the viewport); ``then(menu)`` runs while it is open."""
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QContextMenuEvent
    from PySide6.QtWidgets import QApplication

    seen = []

    def act():
        menu = table.scene.menu
        seen.append(menu)
        if menu is not None:
            then(menu)
            menu.close()

    QTimer.singleShot(50, act)
    viewport = table.view.viewport()
    local = table.view.mapFromScene(point)
    QApplication.sendEvent(viewport, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, local,
                                                       viewport.mapToGlobal(local)))
    assert seen and seen[0] is not None, "no menu opened"


def menu_entries(menu) -> dict[str, object]:
    return {a.text().split("  ·  ")[0]: a for a in menu.actions() if not a.isSeparator()}


@pytest.mark.qt_log_ignore("This plugin does not support", "grabbing the keyboard")  # offscreen popup menus
def test_right_click_on_your_active_pokemon_attacks(make_table):
    spec = scenario()
    spec["players"][0]["active"] = {"card": "Charmander", "energy": ["Fire Energy"]}
    table = make_table(spec)
    game = table.controller.game
    found = {}

    def use(menu):
        entries = menu_entries(menu)
        found.update(entries)
        ember = entries["Ember  30"]
        assert not ember.isEnabled() and ember.toolTip() == game.why_illegal(("attack", 1))  # the engine's reason
        assert entries["Scratch  10"].isEnabled()
        entries["Scratch  10"].trigger()

    right_click(table, table.scene.spot(0, 0).scenePos(), use)
    assert "Scratch  10" in found
    assert game.players[1].active.damage == 20  # Scratch, doubled by Bulbasaur's Fire Weakness
    assert game.current == 1


@pytest.mark.qt_log_ignore("This plugin does not support", "grabbing the keyboard")  # offscreen popup menus
def test_right_click_on_a_benched_pokemon_offers_its_power(make_table):
    table = make_table(_venusaur_on_the_bench())
    game = table.controller.game

    def use(menu):
        entries = menu_entries(menu)
        assert not entries["Solarbeam  60"].isEnabled()
        assert "Only your Active" in entries["Solarbeam  60"].toolTip()
        power = next(a for t, a in entries.items() if "Energy Trans" in t)
        assert power.isEnabled()
        power.trigger()

    right_click(table, table.scene.spot(0, 1).scenePos(), use)
    assert game.pending is not None and game.pending.kind == "pokemon"  # attach it to which Pokémon?


@pytest.mark.qt_log_ignore("This plugin does not support", "grabbing the keyboard")  # offscreen popup menus
def test_right_click_says_why_nothing_can_be_used(make_table):
    table = _table_with_an_open_question(make_table)
    game = table.controller.game
    assert game.pending is not None

    def look(menu):
        entries = menu_entries(menu)
        assert not entries["Scratch  10"].isEnabled()
        assert entries["Scratch  10"].toolTip().startswith("First answer the open question")

    right_click(table, table.scene.spot(0, 0).scenePos(), look)
    assert table.scene.pokemon_menu(table.scene.pokemon_item(1, 0)) is None  # not on the opponent's Pokémon


# ---------------------------------------------------------------- retreat paying with a chosen Energy
def test_retreat_asks_which_energy_to_discard_and_discards_that_one(make_table):
    spec = scenario()
    spec["players"][0]["active"] = {"card": "Charmander", "energy": ["Fire Energy", "Water Energy"]}
    spec["players"][0]["bench"] = ["Growlithe"]
    table = make_table(spec)
    game = table.controller.game
    me = game.players[0]
    fire, water = me.active.energy
    assert (game.cards[fire].name, game.cards[water].name) == ("Fire Energy", "Water Energy")
    drag(table, table.scene.spot(0, 0).scenePos(), table.scene.spot(0, 1).scenePos())
    assert game.pending is not None and game.pending.kind == "card" and set(game.pending.options) == {fire, water}
    picker = table.picker  # Charmander's Retreat Cost is one Energy: which one?
    assert picker is not None and picker.isVisible()
    assert sorted(game.cards[u].name for u in picker.visible_uids()) == ["Fire Energy", "Water Energy"]
    picker.choose(water)
    assert game.pending is None
    assert names(game, [me.active]) == ["Growlithe"]
    assert names(game, me.bench) == ["Charmander"]
    assert me.bench[0].energy == [fire]  # the Fire Energy stays on Charmander
    assert water in me.discard and fire not in me.discard
    assert table.scene.pokemon_item(0, 1).energy == ["Fire"]  # and the table shows it
    assert game.current == 0  # retreating does not end the turn
