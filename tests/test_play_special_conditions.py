"""Classic cards played as printed that give or cure Special Conditions: Asleep, Confused, Paralyzed and
Poisoned by coins, by the number of heads, on either Pokémon, and waking the Defending Pokémon."""

from __future__ import annotations

from answer_helpers import answer_all, rot_name
from classic_card_helpers import ready
from engine_helpers import (
    H,
    T,
    attack,
    choose,
    mon,
    new_game,
    seed_for,
    side,
    slot,
)

from desktop.engine.state import ASLEEP, CONFUSED, NONE


def test_collapse_and_restless_sleep():
    g = new_game(side(ready("gym1-33", "Collapse")), side("Chansey"), seed=seed_for(T))  # stays Asleep
    attack(g, "Collapse")
    assert slot(g, 0).rot == ASLEEP
    g = new_game(side(ready("base1-52", "Low Kick")), side(mon("gym1-33", condition="Asleep")))
    attack(g, "Low Kick")
    assert slot(g, 0).damage == 20
    g = new_game(side(ready("base1-52", "Low Kick")), side("gym1-33"))
    attack(g, "Low Kick")
    assert slot(g, 0).damage == 0


def test_good_morning_wakes_the_defending_pokemon():
    g = new_game(side(ready("gym1-59", "Good Morning")), side(mon("Chansey", condition="Asleep")))
    attack(g, "Good Morning")
    assert slot(g, 1).rot == NONE
    g = new_game(side(ready("gym1-59", "Good Morning")), side(mon("Chansey", condition="Confused")))
    attack(g, "Good Morning")
    assert slot(g, 1).rot != NONE  # only Asleep is woken


def test_poison_buildup_then_poison_power_does_40_and_poisons():
    g = new_game(side(ready("gym2-25", "Poison Power")), side("Chansey"))
    attack(g, "Poison Power")
    assert slot(g, 1).damage == 20 and not slot(g, 1).poison
    g = new_game(side(ready("gym2-25", "Poison Power", condition="Poisoned", poison=10)), side("Chansey"))
    attack(g, "Poison Power")
    assert slot(g, 1).damage == 40 + 10 and slot(g, 1).poison  # and 10 from Poison at the Checkup
    g = new_game(side(ready("gym2-25", "Poison Buildup")), side("Chansey"))
    attack(g, "Poison Buildup")
    assert slot(g, 0).poison


def test_random_esp_tails_does_no_damage_and_confuses_itself():
    g = new_game(side(ready("gym2-99", "Random ESP")), side("Chansey"), seed=seed_for(T))
    attack(g, "Random ESP")
    assert slot(g, 1).damage == 0 and slot(g, 0).rot == CONFUSED


def test_gigaspark_on_heads_paralyzes_and_damages_each_benched_pokemon():
    g = new_game(side(ready("neo1-1", "Gigaspark")), side("Chansey", bench=["Chansey"]), seed=seed_for(H))
    attack(g, "Gigaspark")
    assert rot_name(slot(g, 1)) == "Paralyzed" and g.players[1].bench[0].damage == 10
    g = new_game(side(ready("neo1-1", "Gigaspark")), side("Chansey", bench=["Chansey"]), seed=seed_for(T))
    attack(g, "Gigaspark")
    assert rot_name(slot(g, 1)) == "" and g.players[1].bench[0].damage == 0


def test_migraine_confuses_either_pokemon():
    g = new_game(side(ready("neo4-79", "Migraine")), side("Chansey"), seed=seed_for(T))
    attack(g, "Migraine")
    assert rot_name(slot(g, 0)) == "Confused" and rot_name(slot(g, 1)) == ""


def test_flashing_eyes_condition_by_the_number_of_heads():
    for flips, condition in (((H, T, T, T), "Asleep"), ((H, H, T), "Confused"), ((H, H, H), "Paralyzed"),
                             ((T, T, T), "")):
        g = new_game(side(ready("neo4-110", "Flashing Eyes")), side("Chansey"), seed=seed_for(*flips))
        attack(g, "Flashing Eyes")
        assert rot_name(slot(g, 1)) == condition


def test_aurora_wave_paralyzes_on_two_heads_and_puts_asleep_on_one():
    for flips, condition in (((H, H), "Paralyzed"), ((H, T, T), "Asleep"), ((T, T), "")):
        g = new_game(side(ready("neo3-14", "Aurora Wave")), side("Chansey"), seed=seed_for(*flips))
        attack(g, "Aurora Wave")
        assert rot_name(slot(g, 1)) == condition


def test_slap_awake_adds_20_and_wakes_the_defending_pokemon():
    g = new_game(side(ready("neo4-40", "Slap Awake")), side({"card": "Charizard", "condition": "Asleep"}))
    attack(g, "Slap Awake")
    assert slot(g, 1).damage == 40 and rot_name(slot(g, 1)) == ""
    g = new_game(side(ready("neo4-40", "Slap Awake")), side("Charizard"))
    attack(g, "Slap Awake")
    assert slot(g, 1).damage == 20
    g = new_game(side(ready("neo4-40", "Slap Awake")), side({"card": "Charizard", "condition": "Confused"}))
    attack(g, "Slap Awake")
    assert slot(g, 1).damage == 40 and rot_name(slot(g, 1)) == ""


def test_ampharos_attract_current_and_gigavolt():
    g = new_game(side(ready("neo3-1", "Attract Current"), deck=["Lightning Energy"] * 4), side("Charizard"),
                 seed=seed_for(H, H, T))
    energy = len(g.players[0].active.energy)
    attack(g, "Attract Current")
    answer_all(g)
    assert sum(len(s.energy) for s in g.players[0].slots()) == energy + 2
    g = new_game(side(ready("neo3-1", "Gigavolt")), side("Charizard"), seed=seed_for(T))
    attack(g, "Gigavolt")
    assert slot(g, 1).damage == 40 and rot_name(slot(g, 1)) == "Paralyzed"


def test_psychic_damage_delta_beam_and_mega_flame():
    g = new_game(side(ready("neo3-3", "Psychic Damage")), side("Chansey"), seed=seed_for(H, T, H))
    attack(g, "Psychic Damage")
    assert slot(g, 1).damage == 20
    g = new_game(side(ready("neo3-12", "Delta Beam")), side("Chansey"), seed=seed_for(H))
    attack(g, "Delta Beam")
    choose(g, "Paralyzed")
    assert rot_name(slot(g, 1)) == "Paralyzed"
    g = new_game(side({"card": "neo3-17", "energy": ["Fire Energy"] * 4}), side("Charizard"), seed=seed_for(T, H))
    attack(g, "Mega Flame")
    assert len(g.players[0].active.energy) == 3
