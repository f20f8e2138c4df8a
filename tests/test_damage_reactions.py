"""Abilities that answer an attack's damage: Armarouge ex's Crimson Armor (80 less while at full HP)
and Klawf ex's Counterattacking Pincer (an Energy off the Attacking Pokémon, chosen by Klawf's owner)."""

from __future__ import annotations

from engine_helpers import attack, choose, mon, names, new_game, side

ARMAROUGE_EX, CHARCADET, KLAWF = "sv4-27", "sv1-39", "sv3-120"
ARCEUS_V = "swsh9-122"  # Power Edge: 130 for 3 Colorless
ENERGY = ["Lightning Energy", "Fire Energy", "Water Energy"]


def test_crimson_armor_takes_80_less_only_at_full_hp():
    g = new_game(side(mon(ARCEUS_V, energy=ENERGY)), side(mon(ARMAROUGE_EX, CHARCADET)), rules="modern")
    attack(g, "Power Edge")
    assert g.players[1].active.damage == 50
    g = new_game(side(mon(ARCEUS_V, energy=ENERGY)), side(mon(ARMAROUGE_EX, CHARCADET, damage=10)), rules="modern")
    attack(g, "Power Edge")
    assert g.players[1].active.damage == 140


def test_counterattacking_pincer_discards_an_energy_from_the_attacker_chosen_by_klawfs_owner():
    g = new_game(side(mon(ARCEUS_V, energy=ENERGY)), side(mon(KLAWF)), rules="modern")
    attack(g, "Power Edge")
    assert g.pending is not None and g.pending.player == 1 and g.pending.purpose == "discard_their_energy"
    water = next(u for u in g.pending.options if g.name_of(u) == "Water Energy")
    choose(g, water)
    assert names(g, g.players[0].discard) == ["Water Energy"] and len(g.players[0].active.energy) == 2


def test_counterattacking_pincer_only_when_damaged_in_the_active_spot():
    g = new_game(side(mon(ARCEUS_V, energy=ENERGY)), side(mon(ARCEUS_V), bench=[mon(KLAWF)]), rules="modern")
    attack(g, "Power Edge")
    assert len(g.players[0].active.energy) == 3
