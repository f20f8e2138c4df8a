"""The table for today's game (issue #13): the Stadium in its spot between the players, a Tool on
its Pokémon, the Lost Zone pile, and VSTAR markers that show "used" once spent.

The position uses the made-up cards of ``test_modern_rules.py`` (a VSTAR Pokémon, a Stadium, a
Tool, a Prism Star card) beside Scarlet & Violet's."""

from __future__ import annotations

import pytest
from test_modern_rules import db

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
F = "sve-6"


def position(markers: list[str]) -> dict:
    base = {"deck": [F] * 10, "prizes": [F] * 6}
    me = {**base, "active": {"card": "test-10", "energy": [F]},
          "bench": [{"card": "svp-17", "under": ["sv1-112"], "tools": ["test-3"]}],
          "hand": ["sv1-188"], "lost": ["test-9"], "stadium": "test-1", "markers": markers}
    them = {**base, "active": {"card": "sv1-124"}, "hand": [F]}
    return {"seed": 1, "rules": "modern", "players": [me, them]}


@pytest.fixture
def table(make_table):
    """A table on the modern position, with ``markers`` already used (conftest's ``make_table``)."""
    return lambda markers: make_table(position(markers), db=db())


def test_the_stadium_tool_and_lost_zone_are_on_the_table(table):
    widget = table([])
    scene = widget.scene
    assert scene.stadium.isVisible() and scene.stadium.top is not None and scene.stadium.top.name == "Calm Stadium"
    lost = scene.sides[0].lost
    assert lost.isVisible() and lost.count == 1 and lost.top.name == "Star Mon"
    lucario = next(i for i in scene.items_by_uid.values() if i.card is not None and i.card.name == "Lucario ex")
    assert lucario.tools == ["Sturdy Charm"]
    assert not scene.sides[1].lost.isVisible()  # an empty Lost Zone takes no room


def test_a_vstar_marker_shows_whether_it_is_used(table):
    fresh = table([]).scene.sides
    assert fresh[0].markers.isVisible() and fresh[0].markers.kinds == ("VSTAR",)
    assert fresh[0].markers.text_of("VSTAR") == "VSTAR"
    assert not fresh[1].markers.isVisible()  # the opponent's deck has no VSTAR Power
    spent = table(["VSTAR"])
    spent.grab().save("/tmp/modern_table.png")
    assert spent.scene.sides[0].markers.text_of("VSTAR") == "VSTAR used"
    game = spent.controller.game
    assert not any(a[0] == "power" for a in game.legal_actions())  # Star Wish is no longer offered
    assert game.why_illegal(("power", 0, 0)) == "You have already used a VSTAR Power this game (1 per game)."


def test_using_the_vstar_power_lights_the_marker_as_used(table, qtbot):
    widget = table([])
    game = widget.controller.game
    power = next(a for a in game.legal_actions() if a[0] == "power")
    widget.controller.submit(power)
    qtbot.waitUntil(lambda: widget.scene.sides[0].markers.used == frozenset({"VSTAR"}), timeout=3000)
    assert all(a[0] != "power" for a in widget.controller.game.legal_actions())


def test_a_stadium_that_changes_hp_shows_on_the_pokemon_s_hp(make_table, qtbot):
    from test_sv1_cards import mon

    spec = {"seed": 1, "rules": "modern", "players": [
        {"active": mon("me1-76"), "hand": ["sv8-177"], "deck": [F] * 10, "prizes": [F] * 6},
        {"active": mon("sv1-109", "sv1-107", "sv1-108"), "deck": [F] * 10, "prizes": [F] * 6}]}
    widget = make_table(spec, db=db())
    controller = widget.controller
    items = widget.scene.items_by_uid.values()
    annihilape = next(i for i in items if i.card is not None and i.card.name == "Annihilape")
    assert annihilape.hp == 140
    stadium = next(a for a in controller.game.legal_actions() if a[0] == "play")
    controller.submit(stadium)
    qtbot.waitUntil(lambda: annihilape.hp == 110, timeout=3000)  # Gravity Mountain: Stage 2 Pokémon get -30 HP
