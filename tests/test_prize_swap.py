"""Hisuian Heavy Ball: look at your Prize cards, take a Basic Pokémon there into your hand and put the
Ball in its place (optional; otherwise the Ball is discarded); the Prize cards are shuffled."""

from __future__ import annotations

from engine_helpers import choose, mon, new_game, play, side, zone_names

BALL, BASIC, STAGE1 = "swsh10-146", "sv1-107", "sv1-108"


def test_the_ball_takes_a_basic_and_becomes_a_prize():
    g = new_game(side(mon(BASIC), hand=[BALL], prizes=[STAGE1, BASIC, "Fire Energy"]), side(BASIC), rules="modern")
    events = play(g, "Hisuian Heavy Ball")
    assert [g.name_of(u) for u in g.pending.options] == ["Mankey"] and g.pending.optional  # not Primeape
    assert sum(e.kind == "peek" for e in events) == 3  # every Prize card looked at
    choose(g, g.pending.options[0])
    assert zone_names(g, 0, "hand") == ["Mankey"] and zone_names(g, 0, "discard") == []
    assert zone_names(g, 0, "prizes") == ["Fire Energy", "Hisuian Heavy Ball", "Primeape"]


def test_declining_discards_the_ball():
    g = new_game(side(mon(BASIC), hand=[BALL], prizes=[BASIC, "Fire Energy"]), side(BASIC), rules="modern")
    play(g, "Hisuian Heavy Ball")
    choose(g, None)
    assert zone_names(g, 0, "discard") == ["Hisuian Heavy Ball"]
    assert zone_names(g, 0, "prizes") == ["Fire Energy", "Mankey"]


def test_without_a_basic_there_the_ball_is_only_looked_and_discarded():
    g = new_game(side(mon(BASIC), hand=[BALL], prizes=[STAGE1]), side(BASIC), rules="modern")
    play(g, "Hisuian Heavy Ball")
    assert g.pending is None and zone_names(g, 0, "discard") == ["Hisuian Heavy Ball"]
