"""Classic cards played as printed that damage Pokémon other than the Defending one or place damage
counters: chosen or every Benched Pokémon, your own Pokémon, this Pokémon itself, counters put, moved or
swapped, and Knock Outs by effect."""

from __future__ import annotations

from answer_helpers import answer_all
from classic_card_helpers import ready
from engine_helpers import (
    H,
    T,
    attack,
    attack_index,
    choose,
    do,
    end_turn,
    mon,
    new_game,
    seed_for,
    side,
    slot,
    zone_names,
)

from desktop.engine.actions import Attack, PlayBasic


def _can_attack(g, name: str) -> bool:
    return Attack(attack_index(g, name)) in g.legal_actions()


def test_spiral_dive_hits_every_opposing_pokemon_without_weakness():
    g = new_game(side(ready("gym1-39", "Spiral Dive")), side("Scyther", bench=["Pidgey"]))  # Scyther resists F
    attack(g, "Spiral Dive")
    assert slot(g, 1).damage == 10 and slot(g, 1, 1).damage == 10
    g = new_game(side(ready("gym1-39", "Spiral Dive")), side("Bulbasaur"))  # weak to Psychic? no: to Fire
    attack(g, "Spiral Dive")
    assert slot(g, 1).damage == 10


def test_lucky_shot_needs_a_bench_and_hits_the_chosen_one_on_heads():
    g = new_game(side(ready("gym1-38", "Lucky Shot")), side("Chansey"))
    assert not _can_attack(g, "Lucky Shot")
    for heads, damage in ((H, 30), (T, 0)):
        g = new_game(side(ready("gym1-38", "Lucky Shot")), side("Chansey", bench=["Pidgey", "Jigglypuff"]),
                     seed=seed_for(heads))
        attack(g, "Lucky Shot")
        choose(g, 12)
        assert slot(g, 1, 2).damage == damage and slot(g, 1, 1).damage == 0 and slot(g, 1).damage == 0


def test_rock_slide_damages_up_to_three_chosen_benched_pokemon():
    g = new_game(side(ready("gym1-20", "Rock Slide")), side("Chansey", bench=["Pidgey", "Rattata", "Spearow",
                                                                              "Jigglypuff"]))
    attack(g, "Rock Slide")
    choose(g, 11)
    choose(g, 13)
    choose(g, None)
    assert [slot(g, 1, i).damage for i in range(1, 5)] == [10, 0, 10, 0]


def test_water_ring_hits_benched_pokemon_that_arent_water():
    g = new_game(side(ready("gym1-31", "Water Ring"), bench=["Pidgey", "Squirtle"]),
                 side("Chansey", bench=["Rattata", "Psyduck"]))
    attack(g, "Water Ring")
    assert [slot(g, 0, 1).damage, slot(g, 0, 2).damage, slot(g, 1, 1).damage, slot(g, 1, 2).damage] == [10, 0, 10, 0]


def test_thunder_flare_adds_10_per_own_counter_and_may_hurt_itself():
    for heads, self_damage in ((H, 30), (T, 60)):
        g = new_game(side(ready("gym2-28", "Thunder Flare", damage=30)), side("Chansey"), seed=seed_for(heads))
        attack(g, "Thunder Flare")
        assert slot(g, 1).damage == 60 and slot(g, 0).damage == self_damage


def test_detonate_hits_every_bench_hurts_itself_and_discards_the_stadium():
    g = new_game({**side(ready("gym2-34", "Detonate"), bench=["Pidgey"]), "stadium": "gym1-115"},
                 side("Chansey", bench=["Jigglypuff"]))
    attack(g, "Detonate")
    assert slot(g, 0, 1).damage == 10 and slot(g, 1, 1).damage == 10 and slot(g, 1).damage == 100  # Weakness
    assert slot(g, 0).damage == 50 and g.stadium < 0


def test_life_drain_leaves_the_defending_pokemon_10_hp():
    g = new_game(side(ready("gym2-58", "Life Drain")), side(mon("Chansey", damage=30)), seed=seed_for(H))
    attack(g, "Life Drain")
    assert g.hp_of(slot(g, 1)) - slot(g, 1).damage == 10


def test_magic_darts_aims_at_any_of_their_pokemon_without_resistance():
    g = new_game(side(ready("gym2-59", "Magic Darts")), side("Chansey", bench=["Jigglypuff"]),
                 seed=seed_for(H, H, T))
    attack(g, "Magic Darts")
    choose(g, 11)
    assert slot(g, 1, 1).damage == 20 and slot(g, 1).damage == 0


def test_juxtapose_swaps_damage_counters():
    g = new_game(side(ready("gym2-14", "Juxtapose", damage=50)), side(mon("Chansey", damage=10)), seed=seed_for(H))
    attack(g, "Juxtapose")
    assert slot(g, 0).damage == 10 and slot(g, 1).damage == 50


def test_dragon_tornado_and_summon_storm():
    g = new_game(side(ready("gym2-5", "Dragon Tornado")), side("Chansey", bench=["Jigglypuff"]))
    attack(g, "Dragon Tornado")
    assert g.name_of(g.players[1].active.top) == "Jigglypuff" and slot(g, 1, 1).damage == 40
    g = new_game(side(ready("gym2-5", "Dragon Tornado")),
                 side(mon("Chansey", damage=100), bench=["Jigglypuff", "Pidgey"]))
    attack(g, "Dragon Tornado")  # Knocked Out: no switch, the opponent promotes
    assert g.players[1].active is None and g.pending is not None and g.pending.player == 1
    g = new_game(side(ready("gym2-5", "Summon Storm"), bench=["Pidgey"]), side("Chansey", bench=["Jigglypuff"]),
                 seed=seed_for(H, H))
    attack(g, "Summon Storm")
    assert (slot(g, 0).damage, slot(g, 0, 1).damage, slot(g, 1).damage, slot(g, 1, 1).damage) == (0, 20, 20, 20)


def test_overhead_toss_may_hit_your_own_bench_on_tails():
    g = new_game(side(ready("gym2-24", "Overhead Toss"), bench=["Pidgey"]), side("Chansey"), seed=seed_for(T))
    attack(g, "Overhead Toss")
    assert slot(g, 1).damage == 40 and slot(g, 0, 1).damage == 20


def test_damage_shift_moves_a_counter_from_each_of_your_pokemon():
    g = new_game(side(ready("gym2-30", "Damage Shift", damage=20), bench=[mon("Pidgey", damage=10), "Rattata"]),
                 side("Chansey"))
    attack(g, "Damage Shift")
    assert (slot(g, 0).damage, slot(g, 0, 1).damage, slot(g, 1).damage) == (10, 0, 20)


def test_raticates_focus_energy_doubles_double_edge_both_ways():
    g = new_game(side(ready("gym2-53", "Double-edge")), side("Chansey"))
    attack(g, "Focus Energy")
    end_turn(g)
    attack(g, "Double-edge")
    assert slot(g, 1).damage == 80 and slot(g, 0).damage == 40


def test_stretch_kick_damages_a_chosen_benched_pokemon():
    g = new_game(side(ready("base6-13", "Stretch Kick")), side("Chansey", bench=["Pidgey", "Rattata"]))
    attack(g, "Stretch Kick")
    choose(g, 12)
    assert [s.damage for s in g.players[1].bench] == [0, 20] and slot(g, 1).damage == 0


def test_chain_lightning_hits_the_benched_pokemon_of_the_defenders_type_on_both_sides():
    g = new_game(side(ready("base6-22", "Chain Lightning"), bench=["Charmander", "Pidgey"]),
                 side("Charmander", bench=["Vulpix", "Squirtle"]))
    attack(g, "Chain Lightning")
    assert [s.damage for s in g.players[0].bench] == [10, 0]
    assert [s.damage for s in g.players[1].bench] == [10, 0] and slot(g, 1).damage == 20


def test_telekinesis_damages_any_of_the_opponents_pokemon_without_weakness():
    g = new_game(side(ready("base6-29", "Telekinesis")), side("base6-29", bench=["Pidgey"]))
    attack(g, "Telekinesis")
    assert g.pending is not None and g.pending.purpose == "damage_target"
    choose(g, 10)  # their Mewtwo: Psychic Weakness does not count
    assert slot(g, 1).damage == 30
    g = new_game(side(ready("base6-29", "Telekinesis")), side("base6-29", bench=["Pidgey"]))
    attack(g, "Telekinesis")
    choose(g, 11)
    assert g.players[1].bench[0].damage == 30 and slot(g, 1).damage == 0


def test_natus_telekinesis_damages_a_benched_pokemon():
    g = new_game(side(ready("neo1-67", "Telekinesis")), side("Chansey", bench=["Pidgey"]))
    attack(g, "Telekinesis")
    choose(g, 11)
    assert g.players[1].bench[0].damage == 20 and slot(g, 1).damage == 0


def test_sacred_fire_on_heads_damages_a_chosen_pokemon():
    g = new_game(side(ready("neo3-7", "Sacred Fire")), side("Chansey", bench=["Chansey"]), seed=seed_for(H))
    attack(g, "Sacred Fire")
    choose(g, 11)
    assert g.players[1].bench[0].damage == 40
    g = new_game(side(ready("neo3-7", "Sacred Fire")), side("Chansey", bench=["Chansey"]), seed=seed_for(T))
    attack(g, "Sacred Fire")
    assert g.pending is None and g.players[1].bench[0].damage == 0 and slot(g, 1).damage == 0


def test_tail_shock_on_heads_hits_each_benched_pokemon():
    g = new_game(side(ready("neo3-28", "Tail Shock")), side("Chansey", bench=["Chansey"]), seed=seed_for(H))
    attack(g, "Tail Shock")
    assert g.players[1].bench[0].damage == 10


def test_raging_charge_adds_per_counter_then_hurts_granbull():
    g = new_game(side(ready("neo1-37", "Raging Charge", damage=30)), side("Charizard"))
    attack(g, "Raging Charge")
    assert slot(g, 1).damage == 40 and slot(g, 0).damage == 50


def test_flame_burst_on_heads_adds_20_and_hurts_typhlosion():
    g = new_game(side(ready("neo1-17", "Flame Burst")), side("Chansey"), seed=seed_for(H))
    attack(g, "Flame Burst")
    assert slot(g, 1).damage == 80 and slot(g, 0).damage == 20
    g = new_game(side(ready("neo1-17", "Flame Burst")), side("Chansey"), seed=seed_for(T))
    attack(g, "Flame Burst")
    assert slot(g, 1).damage == 60 and slot(g, 0).damage == 0


def test_flame_wheel_hits_every_benched_pokemon():
    g = new_game(side(ready("neo1-18", "Flame Wheel"), bench=["Chansey"]), side("Chansey", bench=["Chansey"]))
    energy = len(g.players[0].active.energy)
    attack(g, "Flame Wheel")
    answer_all(g)
    assert g.players[0].bench[0].damage == 20 and g.players[1].bench[0].damage == 20
    assert len(g.players[0].active.energy) == energy - 3


def test_fire_wind_flips_2_coins_for_a_chosen_benched_pokemon():
    g = new_game(side(ready("neo1-46", "Fire Wind")), side("Chansey", bench=["Chansey", "Chansey"]),
                 seed=seed_for(H, H))
    attack(g, "Fire Wind")
    choose(g, 12)
    assert [s.damage for s in g.players[1].bench] == [0, 20]


def test_overhead_toss_damages_your_own_benched_pokemon_on_tails():
    g = new_game(side(ready("neo3-38", "Overhead Toss"), bench=["Chansey"]), side("Chansey"), seed=seed_for(T))
    attack(g, "Overhead Toss")
    answer_all(g)
    assert g.players[0].bench[0].damage == 10
    g = new_game(side(ready("neo3-38", "Overhead Toss"), bench=["Chansey"]), side("Chansey"), seed=seed_for(H))
    attack(g, "Overhead Toss")
    assert g.players[0].bench[0].damage == 0


def test_mind_shock_ignores_weakness():
    g = new_game(side(ready("neo4-20", "Mind Shock")), side("base6-29"))
    attack(g, "Mind Shock")
    assert slot(g, 1).damage == 30


def test_dark_tyranitar_mountain_smasher_and_fling_away():
    g = new_game(side({"card": "neo4-11", "energy": ["Fighting Energy"] * 3 + ["Darkness Energy"]}),
                 side("Charizard"), seed=seed_for(H, H, T))
    attack(g, "Mountain Smasher")
    assert len(g.players[1].discard) == 2
    g = new_game(side({"card": "neo4-11", "energy": ["Fighting Energy"] * 4}), side("Chansey", bench=["Chansey"]))
    attack(g, "Fling Away")
    assert g.players[1].bench[0].damage == 30 and slot(g, 1).damage == 60  # 30 instead of 50, Weakness x2


def test_lightning_spark_flips_first():
    g = new_game(side(ready("neo3-22", "Lightning Spark")), side("Charizard", bench=["Chansey"]), seed=seed_for(H))
    attack(g, "Lightning Spark")
    assert g.players[1].bench[0].damage == 20
    g = new_game(side(ready("neo3-22", "Lightning Spark")), side("Charizard", bench=["Chansey"]), seed=seed_for(T))
    attack(g, "Lightning Spark")
    assert g.players[1].bench[0].damage == 0


def test_explosive_evolution_damages_on_heads_then_evolves_pupitar():
    g = new_game(side(ready("neo4-38", "Explosive Evolution"), deck=["neo4-11", "Pidgey"]),
                 side("Charizard", bench=["Chansey"]), seed=seed_for(H))
    attack(g, "Explosive Evolution")
    answer_all(g)
    assert slot(g, 1).damage == 10 and g.players[1].bench[0].damage == 10
    assert g.name_of(g.players[0].active.top) == "Dark Tyranitar"


def test_dark_magcargo_ball_of_flame_and_hot_plate():
    g = new_game(side(ready("neo4-18", "Ball of Flame", extra=["Fire Energy"])), side("Chansey", bench=["Chansey"]))
    energy = len(g.players[0].active.energy)
    attack(g, "Ball of Flame")
    choose(g, "yes")
    answer_all(g)
    assert len(g.players[0].active.energy) == energy - 1 and g.players[1].bench[0].damage == 20
    g = new_game(side("neo4-18", hand=["Pidgey"]), side("Chansey"))
    do(g, PlayBasic(g.players[0].hand[0]))
    assert g.players[0].bench[0].damage == 10
    g = new_game(side("Chansey", hand=["Pidgey"], bench=["neo4-18"]), side("Chansey"))
    do(g, PlayBasic(g.players[0].hand[0]))
    assert g.players[0].bench[1].damage == 0


def test_misdreavus_perish_song_after_night_eyes():
    from desktop.engine.fx.damage_nodes import ROTATIONS

    g = new_game(side(ready("neo3-11", "Perish Song")), side({"card": "Chansey", "energy": []}), seed=seed_for(T, T))
    attack(g, "Night Eyes")
    answer_all(g)
    assert slot(g, 1).rot == ROTATIONS["Asleep"]
    end_turn(g)  # still Asleep (tails at both Checkups)
    attack(g, "Perish Song")
    assert g.players[1].active is None and zone_names(g, 1, "discard") == ["Chansey"]
    g = new_game(side(ready("neo3-11", "Perish Song")), side({"card": "Chansey", "condition": "Asleep"}))
    attack(g, "Perish Song")
    assert slot(g, 1).damage == 0  # not attacked with Night Eyes
