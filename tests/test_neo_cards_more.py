"""Legendary Collection and Neo cards worded their own way (issue #14), each played as printed."""

from __future__ import annotations

from classic_card_helpers import ready
from engine_helpers import (
    H,
    T,
    attack,
    choose,
    do,
    end_turn,
    evolve,
    new_game,
    play,
    power,
    seed_for,
    side,
    slot,
    zone_names,
)
from neo_more_helpers import answer_all, rot_name

from desktop.engine.actions import Attack, PlayBasic
from desktop.engine.cards import default_db

# ---------------------------------------------------------------- Legendary Collection (base6)


def test_whirlwind_the_opponent_chooses_the_switch_after_the_damage():
    g = new_game(side(ready("base6-34", "Whirlwind")), side("Chansey", bench=["Pidgey", "Rattata"]))
    attack(g, "Whirlwind")
    assert g.pending is not None and g.pending.player == 1 and g.pending.purpose == "switch_in"
    choose(g, 2)  # they pick Rattata
    assert g.name_of(g.players[1].active.top) == "Rattata"
    assert g.players[1].bench[-1].damage == 20 or any(s.damage == 20 for s in g.players[1].bench)


def test_ram_does_damage_to_rhydon_and_the_opponent_switches():
    g = new_game(side(ready("base6-35", "Ram")), side("Chansey", bench=["Pidgey"]))
    attack(g, "Ram")
    answer_all(g)
    assert slot(g, 0).damage == 20
    assert g.name_of(g.players[1].active.top) == "Pidgey" and g.players[1].bench[0].damage == 100  # Chansey: Weakness


def test_leer_on_heads_the_defending_pokemon_cannot_attack_next_turn():
    g = new_game(side(ready("base6-90", "Leer")), side(ready("base6-90", "Horn Attack")), seed=seed_for(H))
    attack(g, "Leer")
    answer_all(g)
    assert g.current == 1
    assert not any(isinstance(a, Attack) for a in g.legal_actions())
    g = new_game(side(ready("base6-90", "Leer")), side(ready("base6-90", "Horn Attack")), seed=seed_for(T))
    attack(g, "Leer")
    answer_all(g)
    assert any(isinstance(a, Attack) for a in g.legal_actions())


def test_call_for_family_benches_a_nidoran():
    g = new_game(side(ready("base6-82", "Call for Family"), deck=["base6-83", "Pidgey", "Chansey"]), side("Chansey"))
    attack(g, "Call for Family")
    answer_all(g)
    assert [g.name_of(s.top) for s in g.players[0].bench] == ["Nidoran ♂"]


def test_thick_skinned_snorlax_cannot_be_poisoned():
    g = new_game(side(ready("base1-69", "Poison Sting")), side("base6-64"), seed=seed_for(H))
    attack(g, "Poison Sting")
    assert slot(g, 1).poison == 0 and slot(g, 1).damage == 10


def test_kabuto_armor_halves_the_damage_rounded_down():
    g = new_game(side(ready("base6-35", "Horn Attack")), side({"card": "base6-48", "under": ["base6-109"]}))
    attack(g, "Horn Attack")  # 30 -> 10 (half of 30 rounded down to the nearest 10)
    assert slot(g, 1).damage == 10


def test_long_distance_hypnosis_puts_either_active_pokemon_asleep():
    g = new_game(side("Chansey", bench=["base6-73"]), side("Chansey"), seed=seed_for(H))
    power(g, 1)
    assert rot_name(slot(g, 1)) == "Asleep" and rot_name(slot(g, 0)) == ""
    g = new_game(side("Chansey", bench=["base6-73"]), side("Chansey"), seed=seed_for(T))
    power(g, 1)
    assert rot_name(slot(g, 0)) == "Asleep" and rot_name(slot(g, 1)) == ""
    assert slot(g, 0, 1) is not None and rot_name(slot(g, 0, 1)) == ""  # Drowzee itself is on the Bench


def test_fascinate_needs_an_opponents_bench_and_switches_on_heads():
    g = new_game(side(ready("base6-6", "Fascinate")), side("Chansey"))
    assert not any(isinstance(a, Attack) and a.index == 0 for a in g.legal_actions())
    g = new_game(side(ready("base6-6", "Fascinate")), side("Chansey", bench=["Pidgey", "Rattata"]), seed=seed_for(H))
    attack(g, "Fascinate")
    assert g.pending is not None and g.pending.player == 0
    choose(g, 12)  # Rattata (Bench position 2)
    assert g.name_of(g.players[1].active.top) == "Rattata"


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


def test_energy_control_moves_a_basic_energy_between_the_opponents_pokemon():
    g = new_game(side(ready("base6-29", "Energy Control")),
                 side({"card": "Chansey", "energy": ["Water Energy", "base6-100"]}, bench=["Pidgey"]),
                 seed=seed_for(H))
    attack(g, "Energy Control")
    answer_all(g)
    assert zone_names(g, 1, "discard") == []
    assert [g.name_of(u) for u in g.players[1].bench[0].energy] == ["Water Energy"]
    assert [g.name_of(u) for u in g.players[1].active.energy] == ["Full Heal Energy"]


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


def test_summon_minions_benches_up_to_two_basic_pokemon_when_played_from_the_hand():
    g = new_game(side({"card": "base6-38", "under": ["Dratini"]}, hand=["base6-5"],
                      deck=["Pidgey", "Rattata", "Chansey", "Fighting Energy"]), side("Chansey"))
    evolve(g, "Dark Dragonite", 0)
    answer_all(g)
    assert len(g.players[0].bench) == 2


def test_reel_in_takes_pokemon_cards_back_from_the_discard_pile():
    g = new_game(side("base6-93", hand=["base6-8"], discard=["Pidgey", "base6-38", "Fire Energy", "Rattata",
                                                              "Chansey"]), side("Chansey"))
    evolve(g, "Dark Slowbro", 0)
    answer_all(g)
    assert len(g.players[0].hand) == 3 and all(g.cards[u].kind == "pokemon" for u in g.players[0].hand)
    assert len(g.players[0].discard) == 2 and "Fire Energy" in zone_names(g, 0, "discard")


def test_mega_drain_removes_half_the_damage_done():
    g = new_game(side(ready("base6-21", "Mega Drain", damage=40)), side("Chansey"))
    attack(g, "Mega Drain")
    assert slot(g, 1).damage == 40 and slot(g, 0).damage == 20


def test_legendary_breeder_puts_a_stage_2_on_its_basic():
    g = new_game(side("base6-68", hand=["base6-102", "base6-18"]), side("Chansey"), turn=5)
    play(g, "Pokémon Breeder", 0)
    answer_all(g)
    assert g.name_of(g.players[0].active.top) == "Venusaur"


def test_legendary_mysterious_fossil_is_played_as_a_basic_and_evolves():
    g = new_game(side("Chansey", hand=["base6-109"]), side("Chansey"))
    uid = next(u for u in g.players[0].hand if g.name_of(u) == "Mysterious Fossil")
    do(g, PlayBasic(uid))
    assert g.name_of(g.players[0].bench[0].top) == "Mysterious Fossil"
    fossil = default_db().get("base6-109")
    assert fossil.implemented and "immune_conditions" in fossil.flags


# ---------------------------------------------------------------- Neo


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


def test_gigaspark_on_heads_paralyzes_and_damages_each_benched_pokemon():
    g = new_game(side(ready("neo1-1", "Gigaspark")), side("Chansey", bench=["Chansey"]), seed=seed_for(H))
    attack(g, "Gigaspark")
    assert rot_name(slot(g, 1)) == "Paralyzed" and g.players[1].bench[0].damage == 10
    g = new_game(side(ready("neo1-1", "Gigaspark")), side("Chansey", bench=["Chansey"]), seed=seed_for(T))
    attack(g, "Gigaspark")
    assert rot_name(slot(g, 1)) == "" and g.players[1].bench[0].damage == 0


def test_steel_wing_reduces_the_damage_of_the_next_turn_by_20():
    skarmory = {"card": "neo1-13", "energy": ["Metal Energy", "Water Energy", "Water Energy"]}
    g = new_game(side(skarmory), side(ready("base6-35", "Ram")), seed=seed_for(H))
    attack(g, "Steel Wing")
    answer_all(g)
    attack(g, "Ram")  # 50 - 20, and 10 less for the Metal Energy attached to Skarmory
    answer_all(g)
    assert slot(g, 0).damage == 20


def test_rapid_spin_switches_both_active_pokemon_and_works_without_benches():
    g = new_game(side(ready("neo1-21", "Rapid Spin"), bench=["Pidgey"]), side("Chansey", bench=["Chansey"]))
    attack(g, "Rapid Spin")
    answer_all(g)
    assert g.name_of(g.players[0].active.top) == "Pidgey" and g.players[1].bench[0].damage == 100  # Weakness
    g = new_game(side(ready("neo1-21", "Rapid Spin")), side("Chansey"))
    attack(g, "Rapid Spin")
    assert slot(g, 1).damage == 100


def test_prophecy_rearranges_the_top_3_cards_of_either_deck():
    g = new_game(side(ready("neo1-52", "Prophecy")), side("Chansey", deck=["Pidgey", "Rattata", "Chansey",
                                                                           "Fire Energy"]))
    attack(g, "Prophecy")
    answer_all(g)
    assert len(g.players[1].deck) + len(g.players[1].hand) == 4


def test_pollen_shield_keeps_bayleef_free_of_special_conditions_next_turn():
    g = new_game(side(ready("neo1-28", "Pollen Shield")), side(ready("base1-69", "Poison Sting")),
                 seed=seed_for(H, skip=0))
    attack(g, "Pollen Shield")
    answer_all(g)
    g2 = g
    for _ in range(20):
        if g2.current == 1:
            break
    attack(g2, "Poison Sting")
    assert slot(g2, 0).poison == 0


def test_beat_up_flips_a_coin_for_each_of_your_pokemon():
    g = new_game(side(ready("neo1-25", "Beat Up"), bench=["Pidgey", "Rattata"]), side("Chansey"),
                 seed=seed_for(H, H, T))
    events = attack(g, "Beat Up")
    assert len([e for e in events if e.kind == "coin"]) == 3
    assert slot(g, 1).damage == 60  # 2 heads: 40, and 10 more for each Darkness Energy attached


def test_freeze_on_heads_stops_the_defending_pokemon_from_attacking():
    g = new_game(side(ready("neo1-44", "Freeze")), side(ready("base6-35", "Horn Attack")), seed=seed_for(H))
    attack(g, "Freeze")
    answer_all(g)
    assert not any(isinstance(a, Attack) for a in g.legal_actions())


def test_milk_drink_removes_2_counters_per_heads():
    g = new_game(side(ready("neo1-41", "Milk Drink", damage=50)), side("Chansey"), seed=seed_for(H, T))
    attack(g, "Milk Drink")
    assert slot(g, 0).damage == 30


def test_comet_punch_does_10_times_the_heads():
    g = new_game(side(ready("neo1-63", "Comet Punch")), side("Chansey"), seed=seed_for(H, H, H, T))
    attack(g, "Comet Punch")
    assert slot(g, 1).damage == 30


def test_deflector_halves_the_damage_next_turn():
    g = new_game(side(ready("neo1-53", "Deflector")), side(ready("base6-35", "Horn Attack")))
    attack(g, "Deflector")
    answer_all(g)
    attack(g, "Horn Attack")
    assert slot(g, 0).damage == 10  # 30 halved, rounded down to the nearest 10


def test_growl_reduces_the_defending_pokemons_attack_before_weakness():
    g = new_game(side(ready("neo1-54", "Growl")), side(ready("base6-70", "Ember", extra=["Fire Energy"])))
    attack(g, "Growl")
    answer_all(g)
    damage = slot(g, 0).damage
    attack(g, "Ember")  # Charmander's 30 - 10 = 20, then Chikorita's Fire Weakness doubles it
    answer_all(g)
    assert slot(g, 0, 0) is None or slot(g, 0).damage - damage == 40


def test_pilfer_shuffles_aipom_into_the_deck_and_on_heads_a_card_from_the_discard_pile():
    g = new_game(side(ready("neo1-26", "Pilfer"), bench=["Pidgey"], discard=["Rattata"]), side("Chansey"),
                 seed=seed_for(H))
    attack(g, "Pilfer")
    answer_all(g)
    assert g.players[0].discard == [] and g.name_of(g.players[0].active.top) == "Pidgey"
    assert any(g.name_of(u) == "Aipom" for u in g.players[0].deck + g.players[0].hand)


def test_growth_attaches_up_to_2_grass_energy_from_the_hand():
    g = new_game(side(ready("neo1-78", "Growth"), hand=["Grass Energy", "Grass Energy", "Grass Energy"]),
                 side("Chansey"), seed=seed_for(H))
    before = len(g.players[0].active.energy)
    attack(g, "Growth")
    answer_all(g)
    assert len(g.players[0].active.energy) == before + 2


def test_darkness_energy_adds_10_after_weakness_and_a_counter_on_a_pokemon_that_is_not_dark():
    g = new_game(side({"card": "base6-90", "energy": ["Darkness Energy"]}), side("Pidgey"))
    attack(g, "Leer")  # no damage: no bonus
    answer_all(g)
    assert slot(g, 1).damage == 0 and slot(g, 0).damage == 10  # Rhyhorn isn't Darkness: a counter at turn's end
    g = new_game(side(ready("neo1-25", "Beat Up")), side("Chansey"))
    end_turn(g)
    assert slot(g, 0).damage == 0  # Sneasel is Darkness


def test_metal_energy_reduces_damage_to_and_by_its_pokemon():
    g = new_game(side({"card": "base6-90", "energy": ["Fighting Energy", "Fighting Energy", "Metal Energy"]}),
                 side({"card": "Chansey", "energy": ["Metal Energy"]}, bench=["Chansey"]))
    attack(g, "Horn Attack")  # 30 - 10 (Rhyhorn isn't Metal) = 20, doubled by Weakness = 40, - 10 (Chansey's)
    assert slot(g, 1).damage == 30


# ---------------------------------------------------------------- Neo Destiny, Neo Revelation


def test_healing_light_removes_a_counter_from_each_damaged_pokemon():
    g = new_game(side(ready("neo4-22", "Healing Light", damage=20), bench=[{"card": "Pidgey", "damage": 10},
                                                                          "Rattata"]), side("Chansey"))
    attack(g, "Healing Light")
    assert slot(g, 0).damage == 10 and [s.damage for s in g.players[0].bench] == [0, 0]


def test_shed_removes_a_damage_counter():
    g = new_game(side(ready("neo4-63", "Shed", damage=20)), side("Chansey"))
    attack(g, "Shed")
    assert slot(g, 0).damage == 10


def test_egg_toss_does_nothing_unless_both_coins_are_heads():
    for flips, damage in (((H, H), 80), ((H, T), 0)):
        g = new_game(side(ready("neo4-31", "Egg Toss")), side("Chansey"), seed=seed_for(*flips))
        attack(g, "Egg Toss")
        assert slot(g, 1).damage == damage


def test_horn_swipe_adds_40_on_two_heads():
    for flips, damage in (((H, H), 60), ((T, H), 20)):
        g = new_game(side(ready("neo3-37", "Horn Swipe")), side("Chansey"), seed=seed_for(*flips))
        attack(g, "Horn Swipe")
        assert slot(g, 1).damage == damage


def test_max_burst_flips_a_coin_for_each_energy_on_the_opponents_pokemon():
    g = new_game(side(ready("neo4-33", "MAX Burst")),
                 side({"card": "Charizard", "energy": ["Water Energy"]}, bench=[{"card": "Pidgey",
                                                                               "energy": ["Water Energy"]}]),
                 seed=seed_for(H, H))
    events = attack(g, "MAX Burst")
    assert len([e for e in events if e.kind == "coin"]) == 2 and slot(g, 1).damage == 40


def test_expand_reduces_the_damage_next_turn():
    g = new_game(side(ready("neo4-44", "Expand")), side(ready("base6-21", "Whirlwind")))
    attack(g, "Expand")
    answer_all(g)
    attack(g, "Whirlwind")  # 20 - 10
    assert slot(g, 0).damage == 10


def test_guiding_flame_benches_a_basic_pokemon_from_the_discard_pile():
    g = new_game(side(ready("neo4-50", "Guiding Flame"), discard=["neo1-12", "Fire Energy"]), side("Chansey"))
    attack(g, "Guiding Flame")
    answer_all(g)
    assert [g.name_of(s.top) for s in g.players[0].bench] == ["Pichu"]


def test_giant_wave_stops_mantine_attacking_next_turn():
    g = new_game(side(ready("neo4-74", "Giant Wave")), side("Chansey"))
    attack(g, "Giant Wave")
    answer_all(g)
    end_turn(g)
    assert g.current == 0 and not any(isinstance(a, Attack) for a in g.legal_actions())


def test_migraine_confuses_either_pokemon():
    g = new_game(side(ready("neo4-79", "Migraine")), side("Chansey"), seed=seed_for(T))
    attack(g, "Migraine")
    assert rot_name(slot(g, 0)) == "Confused" and rot_name(slot(g, 1)) == ""


def test_tail_shock_on_heads_hits_each_benched_pokemon():
    g = new_game(side(ready("neo3-28", "Tail Shock")), side("Chansey", bench=["Chansey"]), seed=seed_for(H))
    attack(g, "Tail Shock")
    assert g.players[1].bench[0].damage == 10


def test_needle_storm_flips_until_tails():
    g = new_game(side(ready("neo3-49", "Needle Storm")), side("Chansey"), seed=seed_for(H, H, T))
    attack(g, "Needle Storm")
    assert slot(g, 1).damage == 40


def test_raging_headbutt_adds_10_per_damage_counter_on_heads():
    g = new_game(side(ready("neo3-55", "Raging Headbutt", damage=30)), side("Chansey"), seed=seed_for(H))
    attack(g, "Raging Headbutt")
    assert slot(g, 1).damage == 40


def test_leek_jab_cannot_be_used_next_turn():
    g = new_game(side(ready("neo3-43", "Leek Jab")), side("Chansey"))
    attack(g, "Leek Jab")
    answer_all(g)
    end_turn(g)
    idx = [a.name for a in default_db().get("neo3-43").attacks].index("Leek Jab")
    assert not any(isinstance(a, Attack) and a.index == idx for a in g.legal_actions())


def test_neo_revelation_poison_bite_poisons_either_way():
    g = new_game(side(ready("neo3-29", "Poison Bite", damage=20)), side("Chansey"))
    attack(g, "Poison Bite")
    assert slot(g, 1).poison and slot(g, 0).damage == 10


def test_aerowing_may_flip_for_80_or_nothing():
    g = new_game(side(ready("neo3-20", "Aerowing")), side("Charizard"), seed=seed_for(H))
    attack(g, "Aerowing")
    choose(g, "yes")
    assert slot(g, 1).damage == 80
    g = new_game(side(ready("neo3-20", "Aerowing")), side("Charizard"), seed=seed_for(T))
    attack(g, "Aerowing")
    choose(g, "yes")
    assert slot(g, 1).damage == 0
    g = new_game(side(ready("neo3-20", "Aerowing")), side("Charizard"))
    attack(g, "Aerowing")
    choose(g, "no")
    assert slot(g, 1).damage == 40


def test_lightning_strike_may_discard_all_lightning_energy_for_80():
    g = new_game(side(ready("neo3-21", "Lightning Strike")), side("Chansey"))
    attack(g, "Lightning Strike")
    choose(g, "yes")
    assert slot(g, 1).damage == 80 and g.players[0].active.energy == []


def test_present_depends_on_the_number_of_heads():
    for flips, damage, start in (((H, T, T), 40, 0), ((H, H, T), 10, 40), ((H, H, H), 60, 0), ((T, T, T), 0, 40)):
        g = new_game(side(ready("neo3-5", "Present")), side({"card": "Charizard", "damage": start}),
                     seed=seed_for(*flips))
        attack(g, "Present")
        assert slot(g, 1).damage == damage, flips


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


def test_larvitars_leer_ends_when_either_pokemon_evolves():
    g = new_game(side(ready("neo4-70", "Leer")), side(ready("base6-90", "Horn Attack"), hand=["base6-35"]),
                 seed=seed_for(H))
    attack(g, "Leer")
    answer_all(g)
    assert not any(isinstance(a, Attack) for a in g.legal_actions())
    evolve(g, "Rhydon", 0)
    assert any(isinstance(a, Attack) for a in g.legal_actions())


def test_charm_reduces_the_defending_pokemons_damage_before_weakness():
    g = new_game(side(ready("neo4-56", "Charm")), side(ready("base6-21", "Whirlwind")))
    attack(g, "Charm")
    answer_all(g)
    attack(g, "Whirlwind")
    assert slot(g, 0).damage == 10


def test_endure_leaves_phanpy_with_10_hp():
    g = new_game(side(ready("neo1-43", "Endure")), side(ready("base6-35", "Ram")), seed=seed_for(H))
    attack(g, "Endure")
    answer_all(g)
    attack(g, "Ram")
    answer_all(g)
    phanpy = slot(g, 0)
    assert phanpy is not None and g.hp_of(phanpy) - phanpy.damage == 10


def test_armor_up_saves_dark_forretress_on_heads():
    for heads in (H, T):
        g = new_game(side(ready("neo4-35", "Armor Up", damage=50)), side(ready("base6-35", "Ram")),
                     seed=seed_for(heads))
        attack(g, "Armor Up")
        answer_all(g)
        attack(g, "Ram")  # 50 more would Knock it Out: the coin
        answer_all(g)
        forretress = g.players[0].active
        if heads:
            assert g.name_of(forretress.top) == "Dark Forretress" and g.hp_of(forretress) - forretress.damage == 10
        else:
            assert "Dark Forretress" in zone_names(g, 0, "discard")


def test_dodge_prevents_the_damage_on_heads():
    g = new_game(side(ready("neo4-69", "Dodge")), side(ready("base6-35", "Horn Attack")), seed=seed_for(H, H))
    attack(g, "Dodge")
    answer_all(g)
    events = attack(g, "Horn Attack")
    assert any(e.kind == "coin" and e.amount == 1 for e in events) and slot(g, 0).damage == 0


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


# ---------------------------------------------------------------- Trainers and Stadiums


def test_lucky_stadium_lets_the_player_flip_to_draw():
    from desktop.engine.actions import UseStadium

    g = new_game(side("Chansey", hand=["neo4-100"]), side("Chansey"), seed=seed_for(H))
    play(g, "Lucky Stadium")
    hand = len(g.players[0].hand)
    do(g, UseStadium())
    assert len(g.players[0].hand) == hand + 1
    assert UseStadium() not in g.legal_actions()
