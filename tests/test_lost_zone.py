"""The Lost Zone (``fx/lost_zone_nodes.py`` and the nodes that put cards there): attacks usable only
with 10 cards there, Energy put there, discarded Tools put there for damage, the rest of a look at
the deck put there, a Pokémon put there by its own Ability, and an attack cost ignored with 4 there."""

from __future__ import annotations

from engine_helpers import attack, choose, mon, names, new_game, power, side

from desktop.engine.actions import Attack

GIRATINA_V, GIRATINA_VSTAR, DELPHOX_V = "swsh11-130", "swsh11-131", "swsh11-27"
SABLEYE, CRAMORANT, COMFEY, BANETTE, ROTOM_V = "swsh11-70", "swsh11-50", "swsh11-79", "swsh11-73", "swsh12pt5-45"
TARGET = "sv1-80"  # Miraidon, 120 HP, no Weakness to what attacks it here
TOOL, SUPPORTER, SHUPPET = "sv1-193", "sv1-176", "sv1-87"
ARCEUS_V = "swsh9-122"  # 220 HP
LOST10 = ["Fighting Energy"] * 10


def _index(game, name: str) -> int:
    return [a.name for a in game.card_of(game.players[0].active).attacks].index(name)


def test_lost_mine_needs_10_cards_in_the_lost_zone():
    g = new_game(side(mon(SABLEYE, energy=["Psychic Energy"]), lost=["Fighting Energy"] * 9), side(mon(TARGET)),
                 rules="modern")
    assert Attack(_index(g, "Lost Mine")) not in g.legal_actions()
    g = new_game(side(mon(SABLEYE, energy=["Psychic Energy"]), lost=LOST10), side(mon(TARGET), bench=[mon(TARGET)]),
                 rules="modern")
    attack(g, "Lost Mine")
    for n in range(12):  # 12 counters, placed one at a time on the opponent's Pokémon
        assert g.pending is not None and all(o >= 10 for o in g.pending.options if o is not None)
        choose(g, 11 if n < 11 else 10)
    assert g.players[1].bench[0].damage == 110 and g.players[1].active.damage == 10


def test_star_requiem_knocks_out_once_a_game_with_10_in_the_lost_zone():
    energy = ["Grass Energy", "Psychic Energy"]
    g = new_game(side(mon(GIRATINA_VSTAR, GIRATINA_V, energy=energy), lost=["Fighting Energy"] * 9),
                 side(mon(TARGET), bench=[mon(TARGET)]), rules="modern")
    assert Attack(_index(g, "Star Requiem")) not in g.legal_actions()
    g = new_game(side(mon(GIRATINA_VSTAR, GIRATINA_V, energy=energy), lost=LOST10),
                 side(mon(TARGET), bench=[mon(TARGET)]), rules="modern")
    attack(g, "Star Requiem")
    assert "Miraidon" in names(g, g.players[1].discard) and (0, "VSTAR") in g.markers
    spent = side(mon(GIRATINA_VSTAR, GIRATINA_V, energy=energy), lost=LOST10) | {"markers": ["VSTAR"]}
    g = new_game(spent, side(mon(TARGET), bench=[mon(TARGET)]), rules="modern")
    assert Attack(_index(g, "Star Requiem")) not in g.legal_actions()  # the VSTAR Power is spent


def test_lost_impact_puts_2_energy_from_any_of_your_pokemon_in_the_lost_zone():
    energy = ["Grass Energy", "Psychic Energy", "Fighting Energy"]
    g = new_game(side(mon(GIRATINA_VSTAR, GIRATINA_V, energy=energy), bench=[mon(SABLEYE, energy=["Water Energy"])]),
                 side(mon(TARGET)), rules="modern")
    attack(g, "Lost Impact")
    assert g.pending is not None and g.pending.purpose == "energy_to_lost"
    water = next(u for u in g.pending.options if g.name_of(u) == "Water Energy")  # a Benched Pokémon's too
    choose(g, water)
    choose(g, g.pending.options[0])
    assert len(g.players[0].lost) == 2 and "Water Energy" in names(g, g.players[0].lost)
    assert g.players[1].active is None or g.players[1].active.damage == 0  # Miraidon (120 HP) was Knocked Out


def test_magical_fire_puts_2_of_its_own_energy_in_the_lost_zone_and_hits_the_bench():
    energy = ["Fire Energy"] * 3
    g = new_game(side(mon(DELPHOX_V, energy=energy), bench=[mon(SABLEYE, energy=["Fire Energy"])]),
                 side(mon(ARCEUS_V), bench=[mon(ARCEUS_V)]), rules="modern")
    attack(g, "Magical Fire")
    while g.pending is not None and g.pending.purpose == "energy_to_lost":
        assert all(u in g.players[0].active.energy for u in g.pending.options)  # only this Pokémon's
        choose(g, g.pending.options[0])
    assert len(g.players[0].lost) == 2 and len(g.players[0].active.energy) == 1
    assert len(g.players[0].bench[0].energy) == 1
    assert g.players[1].active.damage == 120 and g.players[1].bench[0].damage == 120


def test_scrap_short_puts_any_number_of_tools_in_the_lost_zone_for_40_each():
    g = new_game(side(mon(ROTOM_V, energy=["Lightning Energy"] * 2), discard=[TOOL, TOOL, SUPPORTER]),
                 side(mon(ARCEUS_V)), rules="modern")  # Arceus V, 220 HP
    attack(g, "Scrap Short")
    assert g.pending.optional and all(g.name_of(u) == "Rocky Helmet" for u in g.pending.options)
    choose(g, g.pending.options[0])
    choose(g, None)  # stop after one
    assert g.players[1].active.damage == 80 and names(g, g.players[0].lost) == ["Rocky Helmet"]
    g = new_game(side(mon(ROTOM_V, energy=["Lightning Energy"] * 2), discard=[SUPPORTER]),
                 side(mon(ARCEUS_V)), rules="modern")
    attack(g, "Scrap Short")  # no Tool: just 40
    assert g.players[1].active.damage == 40 and g.players[0].lost == []


def test_lost_provisions_ignores_the_cost_with_4_in_the_lost_zone():
    g = new_game(side(mon(CRAMORANT), lost=["Fighting Energy"] * 3), side(mon(TARGET)), rules="modern")
    assert Attack(0) not in g.legal_actions()
    g = new_game(side(mon(CRAMORANT), lost=["Fighting Energy"] * 4), side(mon(ARCEUS_V)), rules="modern")
    attack(g, "Spit Innocently")  # no Energy attached at all
    assert g.players[1].active.damage == 110


def test_spit_innocently_ignores_weakness():
    g = new_game(side(mon(CRAMORANT, energy=["Water Energy"] * 3)), side(mon(ARCEUS_V)), rules="modern")
    card = g.card_of(g.players[1].active)
    attack(g, "Spit Innocently")
    assert g.players[1].active.damage == 110, card.weaknesses


def test_flower_selecting_only_from_the_active_spot():
    deck = ["Fighting Energy", "Water Energy", "Grass Energy"]
    g = new_game(side(mon(SABLEYE), bench=[mon(COMFEY)], deck=deck), side(mon(TARGET)), rules="modern")
    assert all(not (a.verb == "power" and a[1] == 1) for a in g.legal_actions())
    g = new_game(side(mon(COMFEY), deck=deck), side(mon(TARGET)), rules="modern")
    power(g, 0)
    top2 = list(g.pending.options)
    assert sorted(names(g, top2)) == ["Grass Energy", "Water Energy"]
    choose(g, top2[0])
    assert g.name_of(top2[0]) in names(g, g.players[0].hand) and g.players[0].lost == [top2[1]]
    assert all(not (a.verb == "power" and a[1] == 0) for a in g.legal_actions())  # once a turn


def test_abyss_seeking_keeps_2_of_4_and_loses_the_rest():
    deck = ["Fighting Energy"] + ["Water Energy"] * 2 + ["Grass Energy"] * 2
    g = new_game(side(mon(GIRATINA_V, energy=["Grass Energy"]), deck=deck), side(mon(TARGET)), rules="modern")
    attack(g, "Abyss Seeking")
    choose(g, g.pending.options[0])
    choose(g, g.pending.options[0])
    assert len(g.players[0].lost) == 2 and len(g.players[0].deck) == 1


def test_puppet_offering_takes_a_supporter_and_puts_banette_in_the_lost_zone():
    g = new_game(side(mon(SABLEYE), bench=[mon(BANETTE, SHUPPET, energy=["Psychic Energy"])], discard=[SUPPORTER]),
                 side(mon(TARGET)), rules="modern")
    power(g, 1)
    assert "Judge" in names(g, g.players[0].hand) and g.players[0].bench == []
    assert sorted(names(g, g.players[0].lost)) == ["Banette", "Shuppet"]
    assert "Psychic Energy" in names(g, g.players[0].discard)
    g = new_game(side(mon(SABLEYE), bench=[mon(BANETTE, SHUPPET)], discard=[TOOL]), side(mon(TARGET)), rules="modern")
    assert all(a.verb != "power" for a in g.legal_actions())  # no Supporter there: can't be used


def test_star_requiem_on_a_pokemon_v_takes_2_prize_cards():
    energy = ["Grass Energy", "Psychic Energy"]
    g = new_game(side(mon(GIRATINA_VSTAR, GIRATINA_V, energy=energy), lost=LOST10),
                 side(mon(ARCEUS_V), bench=[mon(TARGET)]), rules="modern")
    attack(g, "Star Requiem")
    while g.pending is not None and g.pending.player == 0:
        choose(g, g.pending.options[0])
    assert len(g.players[0].prizes) == 4  # a Pokémon V's rule: 2 Prize cards
