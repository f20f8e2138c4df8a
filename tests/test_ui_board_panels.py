"""The table, continued: piles, Powers, Knock Outs, labels of turned cards, the attacks panel,
high-DPI faces and the right-click menu."""
from __future__ import annotations

import pytest
from board_helpers import click, drag, hand_card, menu_entries, names, right_click, scenario
from PySide6.QtCore import QPointF, QRectF

from desktop.engine.actions import END_TURN
from desktop.engine.scenario import build_game
from desktop.engine.state import PARALYZED
from desktop.ui.board import motion
from desktop.ui.board.card_item import CardItem
from desktop.ui.panels.card_picker import CardPicker

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")



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


def test_a_v_union_is_put_together_from_the_discard_pile_browser(make_table):
    """Seed 001 appendix 7 at the table: the player's discard pile, opened, offers to put the four
    pieces of a Pokémon V-UNION onto the Bench; the other player's pile does not."""
    from test_card_classes import DB, ENERGY, PIECES

    base = {"deck": [ENERGY] * 10, "prizes": [ENERGY] * 6, "hand": []}
    table = make_table({"seed": 1, "rules": "modern", "turn": 3, "players": [
        {**base, "active": "tcc-1", "discard": PIECES}, {**base, "active": "tcc-1", "discard": PIECES}]}, db=DB)
    theirs = table.browse_discard(1)
    assert not [b for b in theirs.buttons.buttons() if "V-UNION" in b.text()]
    theirs.reject()
    dialog = table.browse_discard(0)
    (button,) = [b for b in dialog.buttons.buttons() if "V-UNION" in b.text()]
    assert button.text() == "Put Testmon V-UNION onto your Bench"
    button.click()
    game = table.controller.game
    assert [len(s.cards) for s in game.players[0].bench] == [4] and game.players[0].discard == []


def test_a_gym_stadium_in_play_is_used_from_the_side_panel(make_table):
    """Celadon City Gym: the player whose turn it is uses it with the Stadium's Use button."""
    spec = scenario()
    spec["players"][0]["active"] = {"card": "gym1-49", "condition": "Asleep", "energy": ["Grass Energy"]}
    spec["players"][0]["stadium"] = "gym1-107"
    table = make_table(spec)
    game = table.controller.game
    click(table, table.scene.spot(0, 0).scenePos())
    button = table.actions_panel.buttons["stadium"]
    assert button.isEnabled()
    button.click()
    assert game.players[0].active.rot == 0 and game.players[0].active.energy == []
    assert any("used the Stadium Celadon City Gym" in line for line in table.log.lines())


def test_a_prompt_of_sentences_gives_each_its_own_wrapped_row(qtbot):
    """"Choose 1:" (Kieran): options are sentences; each gets a whole row of the panel, wrapped."""
    from desktop.engine.prompts import OPTION, Prompt
    from desktop.ui.panels.prompt_panel import PromptPanel

    panel = PromptPanel()
    qtbot.addWidget(panel)
    long = "During this turn, attacks used by your Pokémon do 30 more damage to your opponent's Active Pokémon ex."
    panel.show_prompt(Prompt(0, OPTION, ("Switch your Active Pokémon with 1 of your Benched Pokémon.", long),
                             "Choose 1.", purpose="choose_effect"))
    button = panel.buttons[long]
    assert "\n" in button.text() and button.text().replace("\n", " ") == long
    index = panel.grid.indexOf(button)
    assert panel.grid.getItemPosition(index)[3] == 3, "it spans the three columns"
    panel.show_prompt(Prompt(0, OPTION, ("yes", "no"), "Attach another?", purpose="may"))
    assert "\n" not in panel.buttons["yes"].text()
