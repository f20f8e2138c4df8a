"""A Stadium that makes each Bench smaller, played in real games: Narrow Gym (Benches of 4 while it is in
play; a player with 5 returns one when it is played, the opponent first)."""

from __future__ import annotations

from desktop.engine.actions import PlayBasic
from tests.engine_helpers import (
    bench,
    choose,
    hand_card,
    new_game,
    play,
    side,
    slot,
    zone_names,
)

NARROW = "gym1-124"

FIVE = ["Pidgey", "Rattata", "Pidgey", "Rattata", "Pidgey"]


def test_narrow_gym_each_full_bench_returns_one_with_its_cards_opponent_first():
    g = new_game(side("Pikachu", bench=[*FIVE[:4], {"card": "Rattata", "energy": ["Water Energy"]}],
                      hand=[NARROW]),
                 side("Machop", bench=FIVE))
    play(g, "Narrow Gym")
    assert g.pending is not None and g.pending.player == 1  # the opponent returns first
    assert g.pending.purpose == "pokemon_to_hand" and g.pending.options == (1, 2, 3, 4, 5)
    choose(g, 2)
    assert len(g.players[1].bench) == 4 and zone_names(g, 1, "hand") == ["Rattata"]
    assert g.pending is not None and g.pending.player == 0
    choose(g, 5)  # the Rattata with a Water Energy: both go to the hand
    assert len(g.players[0].bench) == 4
    assert zone_names(g, 0, "hand") == ["Rattata", "Water Energy"]
    assert g.name_of(g.stadium) == "Narrow Gym" and g.rules.bench_size == 4


def test_narrow_gym_keeps_benches_at_four_until_it_leaves_play():
    g = new_game(side("Pikachu", bench=FIVE[:3], hand=[NARROW, "Pidgey", "Rattata"]),
                 side("Machop", bench=FIVE[:2]))
    base = g.rules
    play(g, "Narrow Gym")
    assert g.pending is None  # nobody had 5: nothing to return
    bench(g, "Pidgey")
    assert len(g.players[0].bench) == 4
    assert PlayBasic(hand_card(g, "Rattata")) not in g.legal_actions()  # a 5th is not allowed
    assert base.bench_size == 5  # the game's own ruleset is untouched


def test_narrow_gym_leaving_play_gives_back_the_bench_of_five():
    g = new_game({**side("Pikachu", bench=FIVE[:4], hand=["Rattata", "gym1-107"]), "stadium": NARROW},
                 side("Machop"))
    assert g.rules.bench_size == 4
    assert PlayBasic(hand_card(g, "Rattata")) not in g.legal_actions()
    play(g, "Celadon City Gym")  # another Stadium: Narrow Gym is discarded
    assert "Narrow Gym" in zone_names(g, 0, "discard") and g.rules.bench_size == 5
    bench(g, "Rattata")
    assert len(g.players[0].bench) == 5 and slot(g, 0, 5) is not None
