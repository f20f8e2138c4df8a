"""A coin flip is not spoiled (issue #17, item 7): the log tells events in the order they
happened, and the table shows what a coin led to (damage, a Knock Out) once it has landed."""

from __future__ import annotations

import pytest
from board_helpers import scenario

from desktop.engine.actions import Attack
from desktop.engine.scenario import build_game
from desktop.ui.log_text import describe

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def confused_spec() -> dict:
    spec = scenario()
    spec["players"][0]["active"] = {"card": "Charmander", "condition": "Confused", "energy": ["Fire Energy"]}
    return spec


def damage_lines(lines: list[str]) -> list[int]:
    return [i for i, line in enumerate(lines) if "damage" in line and not line.startswith("Coin flip")]


def test_the_log_tells_the_coin_before_the_damage():
    game = build_game(confused_spec())
    lines = describe(game.apply(Attack(0)), game)
    coin = next(i for i, line in enumerate(lines) if line.startswith("Coin flip"))
    assert damage_lines(lines) and all(i > coin for i in damage_lines(lines)), lines
    assert lines[0] == "Brushfire's Charmander used Scratch."  # the attack first, its damage after the coin


def test_the_table_shows_the_result_once_the_coin_has_landed(make_table, qtbot):  # noqa: F811
    table = make_table(confused_spec(), animations=True)
    game = table.controller.game
    shown = {(seat, 0): table.scene.pokemon_item(seat, 0).damage for seat in (0, 1)}
    table.actions_panel.buttons["attack 0"].click()
    assert any(slot.damage for p in game.players for slot in p.slots())  # the engine has the result...
    coin = table.scene.coins[0]
    assert not coin.landed
    assert {(seat, 0): table.scene.pokemon_item(seat, 0).damage for seat in (0, 1)} == shown  # ...the table waits
    assert not damage_lines(table.log.lines())
    assert table.log.lines()[-1].startswith("Coin flip")
    qtbot.waitUntil(lambda: coin.landed and not table.log.all_lines()[len(table.log.lines()):], timeout=3000)
    qtbot.wait(50)
    assert {(seat, 0): table.scene.pokemon_item(seat, 0).damage for seat in (0, 1)} == {
        (seat, 0): game.players[seat].active.damage for seat in (0, 1)}
    lines = table.log.lines()
    coin_line = max(i for i, line in enumerate(lines) if line.startswith("Coin flip"))
    assert damage_lines(lines) and min(damage_lines(lines)) > coin_line
