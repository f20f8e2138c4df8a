"""Trainers on the top cards of a deck: Trekking Shoes (keep the top card, or discard it and draw) and
Miss Fortune Sisters (any number of Item cards among the opponent's top 5 discarded, the rest shuffled)."""

from __future__ import annotations

from engine_helpers import choose, mon, new_game, play, side, zone_names

from desktop.engine.actions import PlayTrainer

SHOES, SISTERS, BASIC, ITEM = "swsh10-156", "swsh11-164", "sv1-107", "sv1-181"


def test_trekking_shoes_keeps_the_top_card():
    g = new_game(side(mon(BASIC), hand=[SHOES], deck=["Fire Energy", "Water Energy"]), side(BASIC), rules="modern")
    play(g, "Trekking Shoes")
    choose(g, "yes")
    assert zone_names(g, 0, "hand") == ["Water Energy"] and zone_names(g, 0, "discard") == ["Trekking Shoes"]


def test_trekking_shoes_discards_the_top_card_and_draws_the_next():
    g = new_game(side(mon(BASIC), hand=[SHOES], deck=["Fire Energy", "Water Energy"]), side(BASIC), rules="modern")
    play(g, "Trekking Shoes")
    choose(g, "no")
    assert zone_names(g, 0, "hand") == ["Fire Energy"]
    assert zone_names(g, 0, "discard") == ["Trekking Shoes", "Water Energy"]


def test_trekking_shoes_needs_a_deck():
    g = new_game(side(mon(BASIC), hand=[SHOES], deck=[]), side(BASIC), rules="modern")
    assert not any(isinstance(a, PlayTrainer) for a in g.legal_actions())


def test_miss_fortune_sisters_discards_items_of_the_top_5_only():
    deck = [ITEM] + ["Fire Energy"] * 3 + [ITEM, ITEM]  # 2 Nest Balls in the top 5, 1 below
    g = new_game(side(mon(BASIC), hand=[SISTERS]), side(BASIC, deck=deck), rules="modern")
    events = play(g, "Miss Fortune Sisters")
    assert sum(e.kind == "peek" for e in events) == 5 and g.pending.optional
    assert [g.name_of(u) for u in g.pending.options] == ["Nest Ball", "Nest Ball"]
    choose(g, g.pending.options[0])
    events = choose(g, None)  # keep the other one
    assert zone_names(g, 1, "discard") == ["Nest Ball"] and len(g.players[1].deck) == 5
    assert any(e.kind == "shuffle" and e.player == 1 for e in events)
