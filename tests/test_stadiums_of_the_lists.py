"""Stadiums of today's tournament lists: Artazon (a Basic Pokémon without a Rule Box from the deck onto
the Bench), Town Store (a Pokémon Tool card from the deck), PokéStop (3 cards off the top, the Item cards
among them kept), each once during each player's turn; Temple of Sinnoh (Special Energy provide Colorless
and do nothing else); Collapsed Stadium (4 Benched Pokémon at most; its player discards down first)."""

from __future__ import annotations

from engine_helpers import choose, do, end_turn, mon, new_game, play, side, take_found, zone_names

from desktop.engine.actions import PlayBasic, UseStadium

ARTAZON, TOWN_STORE, POKESTOP, TEMPLE, COLLAPSED = "sv4pt5-76", "sv3-196", "pgo-68", "swsh10-155", "swsh9-137"
BASIC, V, TOOL, ITEM, PRISM = "sv1-107", "swsh9-13", "sv1-174", "sv1-181", "zsv10pt5-86"


def with_stadium(spec: dict, stadium: str) -> dict:
    spec["stadium"] = stadium
    return spec


def test_artazon_benches_a_basic_without_a_rule_box_once_a_turn_for_each_player():
    deck = [V, BASIC, "Fire Energy"]
    g = new_game(with_stadium(side(mon(BASIC), deck=deck), ARTAZON), side(mon(BASIC), deck=deck), rules="modern")
    do(g, UseStadium())
    take_found(g)  # Mankey only: Shaymin V has a Rule Box
    assert [g.name_of(s.top) for s in g.players[0].bench] == ["Mankey"]
    assert UseStadium() not in g.legal_actions()  # once during the turn
    end_turn(g)
    assert UseStadium() in g.legal_actions()  # the opponent's turn: theirs


def test_town_store_finds_a_tool_card():
    g = new_game(with_stadium(side(mon(BASIC), deck=[TOOL, ITEM]), TOWN_STORE), side(BASIC), rules="modern")
    do(g, UseStadium())
    take_found(g)
    assert zone_names(g, 0, "hand") == ["Exp. Share"] and len(g.players[0].deck) == 1


def test_pokestop_discards_3_and_keeps_the_items():
    deck = ["Fire Energy", ITEM, TOOL, ITEM]  # the top is the end: Nest Ball, Exp. Share, Nest Ball
    g = new_game(with_stadium(side(mon(BASIC), deck=deck), POKESTOP), side(BASIC), rules="modern")
    do(g, UseStadium())
    assert zone_names(g, 0, "hand") == ["Nest Ball", "Nest Ball"]  # a Tool is no Item card today
    assert zone_names(g, 0, "discard") == ["Exp. Share"] and len(g.players[0].deck) == 1


def test_temple_of_sinnoh_turns_special_energy_colorless():
    me = side(mon(BASIC, energy=[PRISM]))  # Prism Energy: every type on a Basic Pokémon
    g = new_game(me, side(BASIC), rules="modern")
    assert list(g.energy_units(g.players[0].active)) != ["Colorless"]
    g = new_game(with_stadium(me, TEMPLE), side(BASIC), rules="modern")
    assert list(g.energy_units(g.players[0].active)) == ["Colorless"]


def test_collapsed_stadium_makes_its_player_discard_first_then_the_opponent():
    mine = side(mon(BASIC), bench=[BASIC] * 5, hand=[COLLAPSED])
    theirs = side(mon(BASIC), bench=[V, BASIC, BASIC, BASIC, BASIC])
    g = new_game(mine, theirs, rules="modern")
    play(g, "Collapsed Stadium")
    assert g.pending.player == 0 and g.pending.purpose == "bench_to_discard"
    choose(g, 2)
    assert g.pending.player == 1
    choose(g, 1)  # Shaymin V
    assert len(g.players[0].bench) == 4 and len(g.players[1].bench) == 4
    assert "Shaymin V" in zone_names(g, 1, "discard") and zone_names(g, 0, "discard") == ["Mankey"]


def test_collapsed_stadium_keeps_the_bench_at_4():
    g = new_game(with_stadium(side(mon(BASIC), bench=[BASIC] * 4, hand=[BASIC]), COLLAPSED), side(BASIC),
                 rules="modern")
    assert not any(isinstance(a, PlayBasic) for a in g.legal_actions())
