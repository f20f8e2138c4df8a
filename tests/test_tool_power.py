"""A Pokémon Tool with a Power printed on it (Forest Seal Stone): the Pokémon V it is attached to can
use the Tool's VSTAR Power (a card of the deck into the hand), once a game like any VSTAR Power; a
Pokémon that isn't a Pokémon V can't."""

from __future__ import annotations

from engine_helpers import choose, mon, new_game, play, power, side, zone_names

from desktop.engine.actions import UsePower

STONE, V, BASIC = "swsh12-156", "swsh9-13", "sv1-107"  # Shaymin V, Mankey


def powers_of(g) -> list:
    return [a for a in g.legal_actions() if isinstance(a, UsePower)]


def test_the_pokemon_v_uses_the_stones_vstar_power_once_a_game():
    g = new_game(side(mon(V), hand=[STONE], deck=["Fire Energy", "Water Energy"]), side(BASIC), rules="modern")
    assert powers_of(g) == []
    play(g, "Forest Seal Stone", 0)
    assert powers_of(g) == [UsePower(0, 0)]
    power(g, 0)
    choose(g, next(u for u in g.pending.options if g.name_of(u) == "Water Energy"))
    assert zone_names(g, 0, "hand") == ["Water Energy"] and (0, "VSTAR") in g.markers
    assert powers_of(g) == []  # no second VSTAR Power in the game


def test_a_vstar_power_used_before_stops_the_stone():
    me = side(mon(V, tools=[STONE]), deck=["Fire Energy"])
    assert powers_of(new_game(me, side(BASIC), rules="modern")) == [UsePower(0, 0)]
    me["markers"] = ["VSTAR"]  # a VSTAR Power of another card used this game
    assert powers_of(new_game(me, side(BASIC), rules="modern")) == []


def test_a_pokemon_that_isnt_a_pokemon_v_cant_use_it():
    g = new_game(side(mon(BASIC, tools=[STONE]), deck=["Fire Energy"]), side(BASIC), rules="modern")
    assert powers_of(g) == []
