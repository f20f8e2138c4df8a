"""The Neo Discovery cards of the Wallop theme deck, one mechanism each: a Special Condition of the
attacker's choice on heads (Butterfree's Magic Dust), damage times the Defending Pokémon's Energy that
heals the attacker as much (Hyper Reverse), Basic Energy searched for each heads (Energy Ark), the highest
Stage card of an evolved Pokémon back to the hand (Hyper Devolution Spray), healing and evolving from the
deck on heads (Metapod's Hatch), damage to each Pokémon not of a type (Pupitar's Dust Devil) and more
damage by the number of heads of 4 coins (Scyther's Fury Cutter)."""

from classic_card_helpers import ready
from engine_helpers import H, T, attack, choose, mon, new_game, play, seed_for, side, slot, zone_names

from desktop.engine.actions import Evolve

BUTTERFREE, ARK, SPRAY, METAPOD, PUPITAR, SCYTHER = "neo2-19", "neo2-75", "neo2-73", "neo2-42", "neo2-45", "neo2-46"


def test_magic_dust_gives_the_condition_chosen_on_heads_only():
    g = new_game(side(ready(BUTTERFREE, "Magic Dust")), side("Chansey"), seed=seed_for(H))
    attack(g, "Magic Dust")
    assert set(g.pending.options) == {"Asleep", "Confused", "Paralyzed", "Poisoned"}
    choose(g, "Poisoned")
    assert slot(g, 1).poison and slot(g, 1).rot == 0
    g = new_game(side(ready(BUTTERFREE, "Magic Dust")), side("Chansey"), seed=seed_for(T))
    attack(g, "Magic Dust")
    assert g.pending is None and not slot(g, 1).poison and slot(g, 1).damage == 20


def test_hyper_reverse_does_10_for_each_energy_on_the_defending_pokemon_and_heals_as_much():
    g = new_game(side(ready(BUTTERFREE, "Hyper Reverse", damage=50)),
                 side({"card": "Chansey", "energy": ["Water Energy"] * 3}))
    attack(g, "Hyper Reverse")
    assert slot(g, 1).damage == 30 and slot(g, 0).damage == 20
    g = new_game(side(ready(BUTTERFREE, "Hyper Reverse", damage=50)),
                 side({"card": "Onix", "energy": ["Fighting Energy"] * 2}))  # Onix: Grass Weakness
    attack(g, "Hyper Reverse")
    assert slot(g, 1).damage == 40 and slot(g, 0).damage == 10  # the damage done, after Weakness


def test_energy_ark_searches_a_basic_energy_card_for_each_heads():
    for heads, found in (((H, H), 2), ((H, T), 1), ((T, T), 0)):
        g = new_game(side("Pidgey", hand=[ARK], deck=["Grass Energy"] * 4 + ["Pidgey"] * 4), side("Chansey"),
                     seed=seed_for(*heads))
        play(g, "Energy Ark")
        while g.pending is not None:
            choose(g, next(u for u in g.pending.options if g.name_of(u) == "Grass Energy"))
        assert zone_names(g, 0, "hand") == ["Grass Energy"] * found, heads


def test_hyper_devolution_spray_takes_only_the_highest_stage_card_into_the_hand():
    g = new_game(side(mon(BUTTERFREE, "Caterpie", "Metapod"), hand=[SPRAY, "Butterfree"]), side("Chansey"))
    play(g, "Hyper Devolution Spray")
    if g.pending is not None:
        choose(g, 0)
    assert g.name_of(slot(g, 0).top) == "Metapod" and len(slot(g, 0).cards) == 2
    assert "Butterfree" in zone_names(g, 0, "hand")
    assert not any(isinstance(a, Evolve) for a in g.legal_actions())  # not the turn it devolved


def test_hatch_heals_and_evolves_from_the_deck_on_heads():
    g = new_game(side(ready(METAPOD, "Hatch", under=["Caterpie"], damage=30), deck=[BUTTERFREE, "Pidgey"]),
                 side("Chansey"), seed=seed_for(H))
    attack(g, "Hatch")
    while g.pending is not None and g.current == 0:
        choose(g, g.pending.options[0])
    assert g.name_of(slot(g, 0).top) == "Butterfree" and slot(g, 0).damage == 0
    g = new_game(side(ready(METAPOD, "Hatch", under=["Caterpie"], damage=30), deck=[BUTTERFREE, "Pidgey"]),
                 side("Chansey"), seed=seed_for(T))
    attack(g, "Hatch")
    assert g.name_of(slot(g, 0).top) == "Metapod" and slot(g, 0).damage == 30


def test_dust_devil_hits_each_non_fighting_pokemon_in_play_without_weakness():
    g = new_game(side(ready(PUPITAR, "Dust Devil", under=["Larvitar"]), bench=["Pidgey"]),
                 side("Chansey", bench=["Onix"]))
    attack(g, "Dust Devil")
    assert slot(g, 1).damage == 10  # Chansey's Fighting Weakness not applied
    assert slot(g, 1, 1).damage == 0 and slot(g, 0, 1).damage == 10 and slot(g, 0).damage == 0


def test_fury_cutter_adds_by_the_number_of_heads():
    for heads, damage in (((T, T, T, T), 10), ((H, T, T, T), 20), ((H, H, T, T), 30), ((H, H, H, T), 50),
                          ((H, H, H, H), 90)):
        g = new_game(side(ready(SCYTHER, "Fury Cutter")), side("Chansey"), seed=seed_for(*heads))
        attack(g, "Fury Cutter")
        assert slot(g, 1).damage == damage, heads
