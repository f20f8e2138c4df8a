"""Energy moved or attached by Abilities and attacks of today's lists: Armarouge's Fire Off (Bench to
Active), Gardevoir ex's Psychic Embrace (from the discard pile, with 2 damage counters, never onto a
Pokémon they would Knock Out), Chi-Yu ex's Flame Surge (up to 3 Benched Pokémon) and Chien-Pao ex's
Hail Blade (any amount of Water Energy for 60 each)."""

from __future__ import annotations

from engine_helpers import attack, choose, mon, names, new_game, power, side

from desktop.engine.actions import UsePower

ARMAROUGE, CHARCADET, GARDEVOIR, KIRLIA, RALTS = "sv4pt5-15", "sv1-39", "sv4pt5-29", "sv1-85", "sv1-84"
CHI_YU, CHIEN_PAO, TARGET, ARCEUS_V = "sv4pt5-241", "sv4pt5-242", "sv1-80", "swsh9-122"


def powers(game) -> list:
    return [a for a in game.legal_actions() if isinstance(a, UsePower)]


def test_fire_off_moves_fire_energy_from_the_bench_to_the_active_as_often_as_you_like():
    g = new_game(side(mon(TARGET), bench=[mon(ARMAROUGE, CHARCADET, energy=["Fire Energy", "Fire Energy"]),
                                          mon(TARGET, energy=["Water Energy"])]),
                 side(mon(TARGET)), rules="modern")
    power(g, 1)
    assert names(g, g.players[0].active.energy) == ["Fire Energy"]
    power(g, 1)  # again
    assert names(g, g.players[0].active.energy) == ["Fire Energy"] * 2 and g.players[0].bench[0].energy == []
    assert powers(g) == []  # only Water Energy left on the Bench


def test_fire_off_never_takes_from_the_active_pokemon():
    g = new_game(side(mon(ARMAROUGE, CHARCADET, energy=["Fire Energy"]), bench=[mon(TARGET)]), side(mon(TARGET)),
                 rules="modern")
    assert powers(g) == []


def test_psychic_embrace_attaches_from_the_discard_pile_with_2_counters():
    me = side(mon(GARDEVOIR, KIRLIA, RALTS), bench=[mon(KIRLIA, RALTS, damage=70), mon(TARGET)],
              discard=["Psychic Energy", "Psychic Energy", "Fire Energy"])
    g = new_game(me, side(mon(TARGET)), rules="modern")
    power(g, 0)  # the only choice: Kirlia (90 HP, 70 damage) would be Knocked Out; Miraidon isn't Psychic
    assert g.pending is None and g.players[0].bench[0].energy == [] and g.players[0].bench[1].energy == []
    assert names(g, g.players[0].active.energy) == ["Psychic Energy"] and g.players[0].active.damage == 20
    power(g, 0)  # as often as you like
    assert g.players[0].active.damage == 40 and "Psychic Energy" not in names(g, g.players[0].discard)
    assert powers(g) == []  # no Basic Psychic Energy left in the discard pile


def test_flame_surge_attaches_to_up_to_3_chosen_benched_pokemon():
    deck = ["Fire Energy"] * 5
    bench = [mon(TARGET) for _ in range(4)]
    g = new_game(side(mon(CHI_YU, energy=["Fire Energy"] * 2), bench=bench, deck=deck), side(mon(ARCEUS_V)),
                 rules="modern")
    attack(g, "Flame Surge")
    assert g.pending.optional  # "up to"
    choose(g, 1)
    choose(g, 3)
    choose(g, None)  # stop at 2
    assert [len(s.energy) for s in g.players[0].bench] == [1, 0, 1, 0] and len(g.players[0].deck) == 3
    assert g.players[1].active.damage == 100


def test_hail_blade_does_60_for_each_water_energy_discarded():
    g = new_game(side(mon(CHIEN_PAO, energy=["Water Energy"] * 2), bench=[mon(TARGET, energy=["Water Energy",
                                                                                             "Fire Energy"])]),
                 side(mon(ARCEUS_V)), rules="modern")
    attack(g, "Hail Blade")
    assert all(g.name_of(u) == "Water Energy" for u in g.pending.options) and len(g.pending.options) == 3
    choose(g, g.pending.options[0])
    choose(g, g.pending.options[-1])
    choose(g, None)
    assert g.players[1].active.damage == 120 and names(g, g.players[0].discard) == ["Water Energy"] * 2
    g = new_game(side(mon(CHIEN_PAO, energy=["Water Energy"] * 2)), side(mon(ARCEUS_V)), rules="modern")
    attack(g, "Hail Blade")
    choose(g, None)  # none: no damage
    assert g.players[1].active.damage == 0
