"""Small things on the table (issue #17, item 10)."""

from __future__ import annotations

import pytest
from board_helpers import menu_entries, right_click, scenario

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.mark.qt_log_ignore("This plugin does not support", "grabbing the keyboard")  # offscreen popup menus
def test_right_click_on_the_active_pokemon_offers_retreat(make_table):  # noqa: F811
    spec = scenario()
    spec["players"][0]["active"] = {"card": "Charmander", "energy": ["Fire Energy"]}
    spec["players"][0]["bench"] = ["Growlithe"]
    table = make_table(spec)
    game = table.controller.game
    found = {}

    def use(menu):
        entries = menu_entries(menu)
        found.update(entries)
        entries["Retreat: switch with Growlithe"].trigger()

    right_click(table, table.scene.spot(0, 0).scenePos(), use)
    assert "Retreat: switch with Growlithe" in found
    me = game.players[0]
    assert game.card_of(me.active).name == "Growlithe" and game.card_of(me.bench[0]).name == "Charmander"


def test_double_clicking_your_active_pokemon_says_what_to_do(make_table, qtbot):  # noqa: F811
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    table = make_table()
    game = table.controller.game
    before = game.state_key()
    view = table.view
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      view.mapFromScene(table.scene.spot(0, 0).scenePos()))
    assert game.state_key() == before  # nothing is played by a double-click on a Pokémon
    assert table.message_bar.isVisible()
    assert "Charmander" in table.message_bar.text() and "right-click" in table.message_bar.text()
    assert table.actions_panel.title.text().startswith("Your Charmander")


def test_the_log_names_the_pokemon_a_trainer_was_played_on(make_table):  # noqa: F811
    from board_helpers import drag, hand_card
    spec = scenario()
    spec["players"][0]["hand"].append("Switch")
    spec["players"][0]["bench"] = ["Vulpix", "Nidoran ♂"]
    table = make_table(spec)
    game = table.controller.game
    drag(table, hand_card(table, "Switch").scenePos(), table.scene.spot(0, 2).scenePos())
    assert game.card_of(game.players[0].active).name == "Nidoran ♂"
    played = [line for line in table.log.lines() if "played Switch" in line]
    assert played == ["Brushfire played Switch on Nidoran ♂."]


def test_a_trainer_for_a_pokemon_dropped_on_the_open_table_says_where_it_goes(make_table):  # noqa: F811
    from board_helpers import drag, hand_card

    from desktop.ui.board import layout as L  # noqa: N812

    spec = scenario()
    spec["players"][0]["hand"].append("Switch")
    spec["players"][0]["bench"] = ["Vulpix"]
    table = make_table(spec)
    game = table.controller.game
    before = game.state_key()
    switch = hand_card(table, "Switch")
    drag(table, switch.scenePos(), L.PLAY_AREA.center())
    assert game.state_key() == before
    message = table.message_bar.text()
    assert "cannot be played on that Pokémon" not in message
    assert message.startswith("Switch is played on a Pokémon: drop it on the one you want")


def test_a_card_that_snaps_back_is_not_left_raised(make_table):  # noqa: F811
    from board_helpers import hand_card
    table = make_table()
    scene = table.scene
    charmeleon = hand_card(table, "Charmeleon")
    scene.card_hovered(charmeleon)  # the pointer comes over it: it rises
    assert charmeleon.lifted
    # Dragged onto an empty Bench spot and let go there (offscreen Qt sends no hover events, so
    # the card's own gesture calls are made here): refused, it slides back into the hand...
    scene.card_drag_started(charmeleon)
    scene.card_dropped(charmeleon, scene.spot(0, 2).scenePos())
    assert charmeleon in scene.hand_items()
    assert not charmeleon.lifted  # ...and lies with the others: the pointer is not over it
    assert charmeleon.pos() == charmeleon.home


@pytest.mark.parametrize("size", [(1024, 628), (1600, 928)])  # the table in a 1024x700 and a 1600x1000 window
def test_the_preview_card_fits_its_room_with_the_caption_under_it(make_table, qtbot, size):  # noqa: F811
    table = make_table()
    table.resize(*size)
    qtbot.wait(20)
    preview = table.preview
    assert preview.current is not None  # your Active Pokémon, before anything is pointed at
    picture = preview.image.pixmap().deviceIndependentSize()
    assert picture.height() <= preview.image.height() + 1  # the whole card is shown
    assert picture.width() >= 90
    assert preview.detail.geometry().top() >= preview.image.geometry().bottom()  # the caption is under it
    assert preview.geometry().bottom() <= table.log.geometry().top()
    assert table.log.height() >= 60  # and the log still shows a few lines
    if size[1] > 900:
        assert picture.width() == 236  # full size where there is room
