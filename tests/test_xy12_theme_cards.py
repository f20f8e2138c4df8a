"""XY cards of the Evolutions theme deck Pikachu Power (issue #15), hand-written in the XY words and
played by the XY rules: each test plays the card and checks what it did."""

from __future__ import annotations

from desktop.engine.actions import OPPONENT, Choose
from tests.engine_helpers import attack, mon, new_game, side

BEEDRILL, RAICHU = "xy12-7", "xy12-36"
GRASS, WATER, LIGHTNING = "sm1-164", "sm1-166", "sm1-167"


def _xy(me: dict, them: dict):
    return new_game(me, them, rules="xy")


def test_swarming_sting_does_40_for_each_beedrill_in_play_to_the_chosen_pokemon():
    game = _xy(side(mon(BEEDRILL, energy=[GRASS, WATER]), bench=[BEEDRILL]),
               side(mon(RAICHU), bench=[RAICHU]))
    attack(game, "Swarming Sting")
    assert game.pending is not None and set(game.pending.options) == {OPPONENT, OPPONENT + 1}
    game.apply(Choose(OPPONENT + 1))  # the Benched Raichu
    them = game.players[1]
    assert them.bench[0].damage == 80 and them.active.damage == 0


def test_swarming_sting_with_one_beedrill_does_40():
    game = _xy(side(mon(BEEDRILL, energy=[GRASS, WATER])), side(mon(RAICHU), bench=[RAICHU]))
    attack(game, "Swarming Sting")
    game.apply(Choose(OPPONENT))  # the Active Raichu
    assert game.players[1].active.damage == 40


def test_spark_bolt_does_70_more_if_every_energy_is_discarded():
    game = _xy(side(mon(RAICHU, energy=[LIGHTNING] * 3)), side(mon(RAICHU), bench=["Pikachu"]))
    attack(game, "Spark Bolt")
    assert game.pending.purpose == "may"
    events = game.apply(Choose("yes"))
    me = game.players[0]
    assert not me.active.energy and sum(1 for u in me.discard if game.cards[u].id == LIGHTNING) == 3
    assert any(e.kind == "damage" and e.amount == 140 for e in events)


def test_spark_bolt_keeps_the_energy_and_does_70_when_declined():
    game = _xy(side(mon(RAICHU, energy=[LIGHTNING] * 3)), side(mon(RAICHU), bench=["Pikachu"]))
    attack(game, "Spark Bolt")
    game.apply(Choose("no"))
    assert len(game.players[0].active.energy) == 3 and game.players[1].active.damage == 70
