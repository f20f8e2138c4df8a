"""Legendary Collection and Neo cards worded their own way (issue #14), each played as printed."""

from __future__ import annotations

from classic_card_helpers import ready
from engine_helpers import (
    H,
    T,
    attach,
    attack,
    choose,
    coins,
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

from desktop.engine.actions import Attack, PlayBasic
from desktop.engine.cards import default_db
from desktop.engine.state import ROTATION_NAMES


def _rot(s) -> str:
    return ROTATION_NAMES[s.rot]


def _finish(g) -> None:
    while g.pending is not None:
        choose(g, g.pending.answers()[0])


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
    _finish(g)
    assert slot(g, 0).damage == 20
    assert g.name_of(g.players[1].active.top) == "Pidgey" and g.players[1].bench[0].damage == 100  # Chansey: Weakness


def test_leer_on_heads_the_defending_pokemon_cannot_attack_next_turn():
    g = new_game(side(ready("base6-90", "Leer")), side(ready("base6-90", "Horn Attack")), seed=seed_for(H))
    attack(g, "Leer")
    _finish(g)
    assert g.current == 1
    assert not any(isinstance(a, Attack) for a in g.legal_actions())
    g = new_game(side(ready("base6-90", "Leer")), side(ready("base6-90", "Horn Attack")), seed=seed_for(T))
    attack(g, "Leer")
    _finish(g)
    assert any(isinstance(a, Attack) for a in g.legal_actions())


def test_call_for_family_benches_a_nidoran():
    g = new_game(side(ready("base6-82", "Call for Family"), deck=["base6-83", "Pidgey", "Chansey"]), side("Chansey"))
    attack(g, "Call for Family")
    _finish(g)
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
    assert _rot(slot(g, 1)) == "Asleep" and _rot(slot(g, 0)) == ""
    g = new_game(side("Chansey", bench=["base6-73"]), side("Chansey"), seed=seed_for(T))
    power(g, 1)
    assert _rot(slot(g, 0)) == "Asleep" and _rot(slot(g, 1)) == ""
    assert slot(g, 0, 1) is not None and _rot(slot(g, 0, 1)) == ""  # Drowzee itself is on the Bench


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
    _finish(g)
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
    _finish(g)
    assert len(g.players[0].bench) == 2


def test_reel_in_takes_pokemon_cards_back_from_the_discard_pile():
    g = new_game(side("base6-93", hand=["base6-8"], discard=["Pidgey", "base6-38", "Fire Energy", "Rattata",
                                                              "Chansey"]), side("Chansey"))
    evolve(g, "Dark Slowbro", 0)
    _finish(g)
    assert len(g.players[0].hand) == 3 and all(g.cards[u].kind == "pokemon" for u in g.players[0].hand)
    assert len(g.players[0].discard) == 2 and "Fire Energy" in zone_names(g, 0, "discard")


def test_mega_drain_removes_half_the_damage_done():
    g = new_game(side(ready("base6-21", "Mega Drain", damage=40)), side("Chansey"))
    attack(g, "Mega Drain")
    assert slot(g, 1).damage == 40 and slot(g, 0).damage == 20


def test_legendary_breeder_puts_a_stage_2_on_its_basic():
    g = new_game(side("base6-68", hand=["base6-102", "base6-18"]), side("Chansey"), turn=5)
    play(g, "Pokémon Breeder", 0)
    _finish(g)
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
    assert _rot(slot(g, 1)) == "Paralyzed" and g.players[1].bench[0].damage == 10
    g = new_game(side(ready("neo1-1", "Gigaspark")), side("Chansey", bench=["Chansey"]), seed=seed_for(T))
    attack(g, "Gigaspark")
    assert _rot(slot(g, 1)) == "" and g.players[1].bench[0].damage == 0


def test_steel_wing_reduces_the_damage_of_the_next_turn_by_20():
    skarmory = {"card": "neo1-13", "energy": ["Metal Energy", "Water Energy", "Water Energy"]}
    g = new_game(side(skarmory), side(ready("base6-35", "Ram")), seed=seed_for(H))
    attack(g, "Steel Wing")
    _finish(g)
    attack(g, "Ram")  # 50 - 20, and 10 less for the Metal Energy attached to Skarmory
    _finish(g)
    assert slot(g, 0).damage == 20


def test_rapid_spin_switches_both_active_pokemon_and_works_without_benches():
    g = new_game(side(ready("neo1-21", "Rapid Spin"), bench=["Pidgey"]), side("Chansey", bench=["Chansey"]))
    attack(g, "Rapid Spin")
    _finish(g)
    assert g.name_of(g.players[0].active.top) == "Pidgey" and g.players[1].bench[0].damage == 100  # Weakness
    g = new_game(side(ready("neo1-21", "Rapid Spin")), side("Chansey"))
    attack(g, "Rapid Spin")
    assert slot(g, 1).damage == 100


def test_prophecy_rearranges_the_top_3_cards_of_either_deck():
    g = new_game(side(ready("neo1-52", "Prophecy")), side("Chansey", deck=["Pidgey", "Rattata", "Chansey",
                                                                           "Fire Energy"]))
    attack(g, "Prophecy")
    _finish(g)
    assert len(g.players[1].deck) + len(g.players[1].hand) == 4


def test_pollen_shield_keeps_bayleef_free_of_special_conditions_next_turn():
    g = new_game(side(ready("neo1-28", "Pollen Shield")), side(ready("base1-69", "Poison Sting")),
                 seed=seed_for(H, skip=0))
    attack(g, "Pollen Shield")
    _finish(g)
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
    _finish(g)
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
    _finish(g)
    attack(g, "Horn Attack")
    assert slot(g, 0).damage == 10  # 30 halved, rounded down to the nearest 10


def test_growl_reduces_the_defending_pokemons_attack_before_weakness():
    g = new_game(side(ready("neo1-54", "Growl")), side(ready("base6-70", "Ember", extra=["Fire Energy"])))
    attack(g, "Growl")
    _finish(g)
    damage = slot(g, 0).damage
    attack(g, "Ember")  # Charmander's 30 - 10 = 20, then Chikorita's Fire Weakness doubles it
    _finish(g)
    assert slot(g, 0, 0) is None or slot(g, 0).damage - damage == 40


def test_pilfer_shuffles_aipom_into_the_deck_and_on_heads_a_card_from_the_discard_pile():
    g = new_game(side(ready("neo1-26", "Pilfer"), bench=["Pidgey"], discard=["Rattata"]), side("Chansey"),
                 seed=seed_for(H))
    attack(g, "Pilfer")
    _finish(g)
    assert g.players[0].discard == [] and g.name_of(g.players[0].active.top) == "Pidgey"
    assert any(g.name_of(u) == "Aipom" for u in g.players[0].deck + g.players[0].hand)


def test_growth_attaches_up_to_2_grass_energy_from_the_hand():
    g = new_game(side(ready("neo1-78", "Growth"), hand=["Grass Energy", "Grass Energy", "Grass Energy"]),
                 side("Chansey"), seed=seed_for(H))
    before = len(g.players[0].active.energy)
    attack(g, "Growth")
    _finish(g)
    assert len(g.players[0].active.energy) == before + 2


def test_darkness_energy_adds_10_after_weakness_and_a_counter_on_a_pokemon_that_is_not_dark():
    g = new_game(side({"card": "base6-90", "energy": ["Darkness Energy"]}), side("Pidgey"))
    attack(g, "Leer")  # no damage: no bonus
    _finish(g)
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
    _finish(g)
    attack(g, "Whirlwind")  # 20 - 10
    assert slot(g, 0).damage == 10


def test_guiding_flame_benches_a_basic_pokemon_from_the_discard_pile():
    g = new_game(side(ready("neo4-50", "Guiding Flame"), discard=["neo1-12", "Fire Energy"]), side("Chansey"))
    attack(g, "Guiding Flame")
    _finish(g)
    assert [g.name_of(s.top) for s in g.players[0].bench] == ["Pichu"]


def test_giant_wave_stops_mantine_attacking_next_turn():
    g = new_game(side(ready("neo4-74", "Giant Wave")), side("Chansey"))
    attack(g, "Giant Wave")
    _finish(g)
    end_turn(g)
    assert g.current == 0 and not any(isinstance(a, Attack) for a in g.legal_actions())


def test_migraine_confuses_either_pokemon():
    g = new_game(side(ready("neo4-79", "Migraine")), side("Chansey"), seed=seed_for(T))
    attack(g, "Migraine")
    assert _rot(slot(g, 0)) == "Confused" and _rot(slot(g, 1)) == ""


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
    _finish(g)
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
        assert _rot(slot(g, 1)) == condition


def test_aurora_wave_paralyzes_on_two_heads_and_puts_asleep_on_one():
    for flips, condition in (((H, H), "Paralyzed"), ((H, T, T), "Asleep"), ((T, T), "")):
        g = new_game(side(ready("neo3-14", "Aurora Wave")), side("Chansey"), seed=seed_for(*flips))
        attack(g, "Aurora Wave")
        assert _rot(slot(g, 1)) == condition


def test_larvitars_leer_ends_when_either_pokemon_evolves():
    g = new_game(side(ready("neo4-70", "Leer")), side(ready("base6-90", "Horn Attack"), hand=["base6-35"]),
                 seed=seed_for(H))
    attack(g, "Leer")
    _finish(g)
    assert not any(isinstance(a, Attack) for a in g.legal_actions())
    evolve(g, "Rhydon", 0)
    assert any(isinstance(a, Attack) for a in g.legal_actions())


def test_charm_reduces_the_defending_pokemons_damage_before_weakness():
    g = new_game(side(ready("neo4-56", "Charm")), side(ready("base6-21", "Whirlwind")))
    attack(g, "Charm")
    _finish(g)
    attack(g, "Whirlwind")
    assert slot(g, 0).damage == 10


def test_endure_leaves_phanpy_with_10_hp():
    g = new_game(side(ready("neo1-43", "Endure")), side(ready("base6-35", "Ram")), seed=seed_for(H))
    attack(g, "Endure")
    _finish(g)
    attack(g, "Ram")
    _finish(g)
    phanpy = slot(g, 0)
    assert phanpy is not None and g.hp_of(phanpy) - phanpy.damage == 10


def test_armor_up_saves_dark_forretress_on_heads():
    for heads in (H, T):
        g = new_game(side(ready("neo4-35", "Armor Up", damage=50)), side(ready("base6-35", "Ram")),
                     seed=seed_for(heads))
        attack(g, "Armor Up")
        _finish(g)
        attack(g, "Ram")  # 50 more would Knock it Out: the coin
        _finish(g)
        forretress = g.players[0].active
        if heads:
            assert g.name_of(forretress.top) == "Dark Forretress" and g.hp_of(forretress) - forretress.damage == 10
        else:
            assert "Dark Forretress" in zone_names(g, 0, "discard")


def test_dodge_prevents_the_damage_on_heads():
    g = new_game(side(ready("neo4-69", "Dodge")), side(ready("base6-35", "Horn Attack")), seed=seed_for(H, H))
    attack(g, "Dodge")
    _finish(g)
    events = attack(g, "Horn Attack")
    assert any(e.kind == "coin" and e.amount == 1 for e in events) and slot(g, 0).damage == 0


def test_slap_awake_adds_20_and_wakes_the_defending_pokemon():
    g = new_game(side(ready("neo4-40", "Slap Awake")), side({"card": "Charizard", "condition": "Asleep"}))
    attack(g, "Slap Awake")
    assert slot(g, 1).damage == 40 and _rot(slot(g, 1)) == ""
    g = new_game(side(ready("neo4-40", "Slap Awake")), side("Charizard"))
    attack(g, "Slap Awake")
    assert slot(g, 1).damage == 20


# ---------------------------------------------------------------- Trainers and Stadiums
def test_lucky_stadium_lets_the_player_flip_to_draw():
    from desktop.engine.actions import UseStadium

    g = new_game(side("Chansey", hand=["neo4-100"]), side("Chansey"), seed=seed_for(H))
    play(g, "Lucky Stadium")
    hand = len(g.players[0].hand)
    do(g, UseStadium())
    assert len(g.players[0].hand) == hand + 1
    assert UseStadium() not in g.legal_actions()


def test_energy_stadium_takes_a_basic_energy_back():
    from desktop.engine.actions import UseStadium

    g = new_game(side("Chansey", hand=["neo4-99"], discard=["Water Energy", "Pidgey"]), side("Chansey"),
                 seed=seed_for(H))
    play(g, "Energy Stadium")
    do(g, UseStadium())
    _finish(g)
    assert "Water Energy" in [g.name_of(u) for u in g.players[0].hand]


def test_healing_field_heals_the_active_pokemon():
    from desktop.engine.actions import UseStadium

    g = new_game(side({"card": "Chansey", "damage": 30}, hand=["neo3-61"]), side("Chansey"), seed=seed_for(H))
    play(g, "Healing Field")
    do(g, UseStadium())
    assert slot(g, 0).damage == 10


def test_rockets_hideout_gives_dark_pokemon_20_hp():
    g = new_game(side("Chansey", hand=["neo3-63"]), side("neo4-33"))
    before = g.hp_of(slot(g, 1))
    play(g, "Rocket's Hideout")
    assert g.hp_of(slot(g, 1)) == before + 20 and g.hp_of(slot(g, 0)) == 120


def test_broken_ground_gym_raises_basic_pokemons_retreat_cost():
    from desktop.engine import layer

    g = new_game(side("Chansey", hand=["neo4-92"], bench=["Pidgey"]), side("Chansey"))
    before = layer.retreat_cost(g, 0, slot(g, 0))
    play(g, "Broken Ground Gym")
    assert layer.retreat_cost(g, 0, slot(g, 0)) == before + 1


def test_sprout_tower_reduces_colorless_attackers_damage():
    g = new_game(side(ready("base6-34", "Whirlwind"), hand=["neo1-97"]), side("Chansey", bench=["Pidgey"]))
    play(g, "Sprout Tower")
    attack(g, "Whirlwind")
    _finish(g)
    assert all(s.damage == 0 for s in g.players[1].slots())


def test_gold_berry_removes_4_counters_between_turns():
    g = new_game(side({"card": "Chansey", "damage": 50}, hand=["neo1-93"]), side("Chansey"))
    play(g, "Gold Berry", 0)
    end_turn(g)
    assert slot(g, 0).damage == 10 and "Gold Berry" in zone_names(g, 0, "discard")


def test_energy_charge_shuffles_up_to_2_energy_cards_back():
    g = new_game(side("Chansey", hand=["neo1-85"], discard=["Water Energy", "Fire Energy", "Grass Energy"]),
                 side("Chansey"), seed=seed_for(H))
    play(g, "Energy Charge")
    _finish(g)
    assert len(g.players[0].discard) == 2  # 1 left, and Energy Charge itself


def test_mary_draws_2_then_shuffles_2_back():
    g = new_game(side("Chansey", hand=["neo1-87", "Pidgey"]), side("Chansey"))
    play(g, "Mary")
    _finish(g)
    assert len(g.players[0].hand) == 1 and len(g.players[0].deck) == 10


def test_new_pokedex_shuffles_then_rearranges_the_top_5():
    g = new_game(side("Chansey", hand=["neo1-95"]), side("Chansey"))
    events = play(g, "New Pokédex")
    _finish(g)
    assert any(e.kind == "shuffle" for e in events) and len(g.players[0].deck) == 10


def test_mail_from_bill_needs_a_small_hand():
    g = new_game(side("Chansey", hand=["neo4-105", "Pidgey"]), side("Chansey"))
    play(g, "Mail from Bill")
    assert len(g.players[0].hand) == 4
    g = new_game(side("Chansey", hand=["neo4-105"] + ["Pidgey"] * 4), side("Chansey"))
    mail = next(u for u in g.players[0].hand if g.name_of(u) == "Mail from Bill")
    assert not any(getattr(a, "card", None) == mail for a in g.legal_actions())


def test_super_scoop_up_returns_a_pokemon_and_its_cards_on_heads():
    g = new_game(side({"card": "Chansey", "energy": ["Water Energy"], "damage": 30}, hand=["neo1-98"],
                      bench=["Pidgey"]), side("Chansey"), seed=seed_for(H))
    play(g, "Super Scoop Up", 0)
    _finish(g)
    assert sorted(zone_names(g, 0, "hand")) == ["Chansey", "Water Energy"]
    assert g.name_of(g.players[0].active.top) == "Pidgey"


def test_super_energy_retrieval_trades_2_cards_for_4_basic_energy():
    g = new_game(side("Chansey", hand=["neo1-89", "Pidgey", "Rattata"],
                      discard=["Water Energy"] * 3 + ["Fire Energy"] * 2), side("Chansey"))
    play(g, "Super Energy Retrieval")
    _finish(g)
    assert len([n for n in zone_names(g, 0, "hand") if n.endswith("Energy")]) == 4


def test_fly_prevents_everything_on_heads_and_does_nothing_on_tails():
    g = new_game(side(ready("neo1-16", "Fly")), side(ready("base6-35", "Horn Attack")), seed=seed_for(H))
    attack(g, "Fly")
    _finish(g)
    damage = slot(g, 1).damage
    attack(g, "Horn Attack")
    assert slot(g, 0).damage == 0 and damage > 0
    g = new_game(side(ready("neo1-16", "Fly")), side("Chansey"), seed=seed_for(T))
    attack(g, "Fly")
    assert slot(g, 1).damage == 0


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
    _finish(g)
    assert g.players[0].bench[0].damage == 20 and g.players[1].bench[0].damage == 20
    assert len(g.players[0].active.energy) == energy - 3


def test_fire_wind_flips_2_coins_for_a_chosen_benched_pokemon():
    g = new_game(side(ready("neo1-46", "Fire Wind")), side("Chansey", bench=["Chansey", "Chansey"]),
                 seed=seed_for(H, H))
    attack(g, "Fire Wind")
    choose(g, 12)
    assert [s.damage for s in g.players[1].bench] == [0, 20]


def test_mean_look_holds_the_defending_pokemon_while_murkrow_is_active():
    from desktop.engine.actions import Retreat

    g = new_game(side(ready("neo1-24", "Mean Look")), side({"card": "Chansey", "energy": ["Water Energy"] * 2},
                                                            bench=["Pidgey"]))
    attack(g, "Mean Look")
    _finish(g)
    assert not any(isinstance(a, Retreat) for a in g.legal_actions())
    end_turn(g)
    end_turn(g)  # still held on later turns
    assert not any(isinstance(a, Retreat) for a in g.legal_actions())


def test_zzzap_hits_each_pokemon_with_a_pokemon_power():
    g = new_game(side(ready("neo1-12", "Zzzap"), bench=["base6-73"]), side("neo1-22", bench=["Chansey"]))
    attack(g, "Zzzap")
    assert g.players[0].bench[0].damage == 20 and slot(g, 1).damage == 20 and g.players[1].bench[0].damage == 0


# ---------------------------------------------------------------- Pokémon Powers
def test_crystal_body_keeps_special_conditions_off_suicune_but_not_damage():
    g = new_game(side(ready("base1-69", "Poison Sting")), side("neo3-14"), seed=seed_for(H))
    attack(g, "Poison Sting")
    assert slot(g, 1).poison == 0 and slot(g, 1).damage == 10


def test_hard_shell_reduces_small_damage_to_10():
    g = new_game(side(ready("base6-35", "Horn Attack")), side("neo3-51"))
    attack(g, "Horn Attack")
    assert slot(g, 1).damage == 10


def test_zoom_lets_unown_retreat_for_free():
    from desktop.engine import layer

    g = new_game(side("neo4-27", bench=["neo4-60"]), side("Chansey"))
    assert layer.retreat_cost(g, 0, slot(g, 0)) == 0
    g = new_game(side("Chansey", bench=["neo4-60"]), side("Chansey"))
    assert layer.retreat_cost(g, 0, slot(g, 0)) > 0


def test_give_and_help_need_their_four_unown_on_the_bench():
    from desktop.engine.actions import UsePower
    from desktop.engine.fx.unown_nodes import IfBenchNames, NewHandSameSize

    g = new_game(side("Chansey", bench=["neo4-27", "neo4-28", "neo4-86", "neo4-58"]), side("Chansey"))
    assert not any(isinstance(a, UsePower) and a.pos in (1, 2) for a in g.legal_actions())  # no [E], [I] here
    four = IfBenchNames(("Unown [H]", "Unown [L]", "Unown [P]", "Unown [G]"), NewHandSameSize())
    assert four.usable(g, 0, 1) and not four.usable(g, 1, 1)


def test_laugh_search_and_tell():
    g = new_game(side("Chansey", bench=["neo4-86"]), side("Chansey"), seed=seed_for(H))
    events = power(g, 1)
    assert len([e for e in events if e.kind == "shuffle"]) == 2
    g = new_game(side("Chansey", bench=["neo4-87"]), side("Chansey"))
    events = power(g, 1)
    assert [e.src for e in events if e.kind == "peek"] == ["prizes"]
    g = new_game(side("Chansey", bench=["neo4-88"], hand=["Pidgey"]), side("Chansey", hand=["Rattata"]),
                 seed=seed_for(H))
    events = power(g, 1)
    assert sorted(e.player for e in events if e.kind == "peek") == [0, 1]


def test_yield_attaches_a_psychic_energy_to_an_unown():
    g = new_game(side("Chansey", bench=["neo3-40"], deck=["Psychic Energy"] * 3), side("Chansey"),
                 seed=seed_for(H))
    power(g, 1)
    _finish(g)
    assert [g.name_of(u) for u in g.players[0].bench[0].energy] == ["Psychic Energy"]


def test_stoke_may_attach_a_fire_energy_to_ho_oh():
    g = new_game(side(ready("neo3-7", "Stoke"), deck=["Fire Energy"] * 3), side("Chansey"))
    before = len(g.players[0].active.energy)
    attack(g, "Stoke")
    choose(g, "yes")
    _finish(g)
    assert len(g.players[0].active.energy) == before + 1


def test_black_fang_flips_for_each_darkness_energy():
    g = new_game(side({"card": "neo3-8", "energy": ["Darkness Energy"] * 3}), side("Charizard"), seed=seed_for(H, H, T))
    attack(g, "Black Fang")
    assert slot(g, 1).damage == 30 + 20 + 30  # 2 heads, and 10 more for each Darkness Energy


def test_psychic_leaf_flips_for_each_energy_on_the_defending_pokemon_and_heals():
    g = new_game(side(ready("neo3-16", "Psychic Leaf", damage=30)),
                 side({"card": "Charizard", "energy": ["Fire Energy", "Fire Energy"]}), seed=seed_for(H, T))
    attack(g, "Psychic Leaf")
    assert slot(g, 1).damage == 20 and slot(g, 0).damage == 10


def test_octazooka_makes_the_defending_pokemon_flip_to_attack():
    g = new_game(side(ready("neo3-34", "Octazooka")), side(ready("base6-35", "Horn Attack")), seed=seed_for(H, T))
    attack(g, "Octazooka")
    _finish(g)
    events = attack(g, "Horn Attack")
    assert any(e.kind == "coin" for e in events) and slot(g, 0).damage == 0


def test_crushing_earth_either_way_stops_steelix_next_turn():
    for heads in (H, T):
        g = new_game(side(ready("neo4-112", "Crushing Earth"), bench=["Chansey"]),
                     side("Chansey", bench=["Chansey"]), seed=seed_for(heads))
        attack(g, "Crushing Earth")
        _finish(g)
        assert g.players[1].bench[0].damage == (10 if heads else 0)
        assert (slot(g, 1).damage > 0) == heads
        end_turn(g)
        assert not any(isinstance(a, Attack) for a in g.legal_actions())


def test_old_rod_both_heads_a_pokemon_both_tails_a_trainer():
    for flips, want in (((H, H), "Pidgey"), ((T, T), "Potion")):
        g = new_game(side("Chansey", hand=["neo3-64"], discard=["Pidgey", "Potion"]), side("Chansey"),
                     seed=seed_for(*flips))
        play(g, "Old Rod")
        _finish(g)
        assert want in zone_names(g, 0, "hand")


def test_rock_tumble_ignores_resistance():
    g = new_game(side(ready("neo3-30", "Rock Tumble")), side("Charizard"))
    attack(g, "Rock Tumble")
    assert slot(g, 1).damage == 50


def test_softboiled_heals_blissey_when_it_evolves():
    g = new_game(side({"card": "Chansey", "damage": 90}, hand=["neo3-2"]), side("Chansey"), seed=seed_for(H))
    evolve(g, "Blissey", 0)
    choose(g, "yes")
    assert slot(g, 0).damage == 10


def test_chomp_flips_for_each_damage_counter():
    g = new_game(side(ready("neo1-4", "Chomp", damage=20)), side("Chansey"), seed=seed_for(H, H))
    attack(g, "Chomp")
    assert slot(g, 1).damage == 70


def test_berserk_discards_5_from_either_deck():
    g = new_game(side({"card": "neo1-31", "under": ["neo1-80"]}, hand=["neo1-4"]), side("Chansey"), seed=seed_for(H))
    evolve(g, "Feraligatr", 0)
    _finish(g)
    assert len(g.players[1].discard) == 5 and len(g.players[0].discard) == 0


def test_fire_boost_attaches_fire_energy_to_the_typhlosion_played():
    g = new_game(side("Chansey", bench=[{"card": "neo1-46", "under": ["neo1-56"]}], hand=["neo1-18"],
                      deck=["Fire Energy"] * 5), side("Chansey"), seed=seed_for(H))
    evolve(g, "Typhlosion", 1)
    choose(g, "yes")
    _finish(g)
    assert len(g.players[0].bench[0].energy) == 4 and not g.players[0].active.energy


def test_fire_recharge_attaches_a_fire_energy_from_the_discard_pile():
    g = new_game(side({"card": "neo1-17", "under": ["neo1-56", "neo1-46"]}, discard=["Fire Energy"]), side("Chansey"),
                 seed=seed_for(H))
    power(g, 0)
    _finish(g)
    assert sum(len(s.energy) for s in g.players[0].slots()) == 1


def test_quick_attack_and_swipe():
    g = new_game(side(ready("neo3-24", "Quick Attack")), side("Charizard"), seed=seed_for(H))
    attack(g, "Quick Attack")
    dark = sum(g.name_of(u) == "Darkness Energy" for u in g.players[0].active.energy)
    assert slot(g, 1).damage == 30 + 10 * dark
    g = new_game(side(ready("neo3-24", "Swipe")),
                 side({"card": "Chansey", "tools": ["neo1-99"]}, bench=[{"card": "Pidgey", "tools": ["neo1-93"]}]),
                 seed=seed_for(H))
    attack(g, "Swipe")
    assert all(not s.tools for s in g.players[1].slots()) and len(g.players[1].discard) == 2


def test_nap_and_high_speed_charge():
    g = new_game(side(ready("neo3-36", "Nap", damage=20)), side("Chansey"))
    attack(g, "Nap")
    assert slot(g, 0).damage == 0
    g = new_game(side(ready("neo3-36", "High-Speed Charge")), side("Charizard"))
    attack(g, "High-Speed Charge")
    _finish(g)
    assert slot(g, 0).damage == 30
    end_turn(g)
    idx = [a.name for a in default_db().get("neo3-36").attacks].index("High-Speed Charge")
    assert not any(isinstance(a, Attack) and a.index == idx for a in g.legal_actions())


def test_murkrow_calls_for_family_and_flock_attacks():
    g = new_game(side(ready("neo3-46", "Call for Family"), deck=["neo3-46", "Pidgey"]), side("Chansey"))
    attack(g, "Call for Family")
    _finish(g)
    assert [g.name_of(s.top) for s in g.players[0].bench] == ["Murkrow"]
    g = new_game(side(ready("neo3-46", "Flock Attack"), bench=["neo3-46", "neo3-46", "Pidgey"]), side("Chansey"),
                 seed=seed_for(H, H))
    events = attack(g, "Flock Attack")
    dark = sum(g.name_of(u) == "Darkness Energy" for u in g.players[0].active.energy)
    assert len([e for e in events if e.kind == "coin"]) == 2 and slot(g, 1).damage == 30 + 10 * dark


def test_terrorize_disables_an_attack_of_a_basic_pokemon_only():
    g = new_game(side(ready("neo3-38", "Terrorize")), side(ready("base6-90", "Horn Attack")))
    attack(g, "Terrorize")
    _finish(g)
    assert g.current == 1 and len([a for a in g.legal_actions() if isinstance(a, Attack)]) == 1
    g = new_game(side(ready("neo3-38", "Terrorize")), side({"card": "base6-35", "under": ["base6-90"]}))
    events = attack(g, "Terrorize")
    assert g.pending is None and not any(e.kind == "effect" for e in events)


def test_searing_flames_discards_2_fire_energy():
    g = new_game(side(ready("neo3-6", "Searing Flames")), side("Chansey"))
    energy = len(g.players[0].active.energy)
    attack(g, "Searing Flames")
    _finish(g)
    assert len(g.players[0].active.energy) == energy - 2 and slot(g, 1).damage > 0


def test_grab_shuffles_an_attached_trainer_into_their_deck():
    g = new_game(side(ready("neo3-41", "Grab")), side({"card": "Chansey", "tools": ["neo1-99"]}))
    attack(g, "Grab")
    _finish(g)
    assert not slot(g, 1).tools and "Berry" in [g.name_of(u) for u in g.players[1].deck + g.players[1].hand]


def test_overhead_toss_damages_your_own_benched_pokemon_on_tails():
    g = new_game(side(ready("neo3-38", "Overhead Toss"), bench=["Chansey"]), side("Chansey"), seed=seed_for(T))
    attack(g, "Overhead Toss")
    _finish(g)
    assert g.players[0].bench[0].damage == 10
    g = new_game(side(ready("neo3-38", "Overhead Toss"), bench=["Chansey"]), side("Chansey"), seed=seed_for(H))
    attack(g, "Overhead Toss")
    assert g.players[0].bench[0].damage == 0


def test_crushing_blow_may_discard_an_energy_of_the_defending_pokemon():
    g = new_game(side(ready("neo4-5", "Crushing Blow")), side({"card": "Chansey", "energy": ["Water Energy"]}),
                 seed=seed_for(H))
    attack(g, "Crushing Blow")
    assert slot(g, 1).energy == []


def test_rock_tackle_hurts_pupitar_and_rests_next_turn():
    g = new_game(side(ready("neo4-38", "Rock Tackle")), side("Charizard"))
    attack(g, "Rock Tackle")
    _finish(g)
    assert slot(g, 0).damage == 10
    end_turn(g)
    idx = [a.name for a in default_db().get("neo4-38").attacks].index("Rock Tackle")
    assert not any(isinstance(a, Attack) and a.index == idx for a in g.legal_actions())


def test_high_voltage_stops_trainers_next_turn():
    g = new_game(side(ready("neo4-34", "High Voltage")), side("Chansey", hand=["neo1-87"]), seed=seed_for(H))
    attack(g, "High Voltage")
    _finish(g)
    mary = g.players[1].hand
    assert not any(getattr(a, "card", None) in mary and a[0] == "play" for a in g.legal_actions())


def test_surround_asleep_or_no_retreat():
    from desktop.engine.actions import Retreat

    g = new_game(side(ready("neo4-36", "Surround")),
                 side({"card": "Chansey", "energy": ["Water Energy"] * 2}, bench=["Pidgey"]), seed=seed_for(T))
    attack(g, "Surround")
    _finish(g)
    assert not any(isinstance(a, Retreat) for a in g.legal_actions())


def test_ink_blast_adds_up_to_20_for_extra_energy():
    g = new_game(side(ready("neo4-62", "Ink Blast", extra=["Water Energy"] * 3)), side("Charizard"))
    attack(g, "Ink Blast")
    dark = sum(g.name_of(u) == "Darkness Energy" for u in g.players[0].active.energy)
    assert slot(g, 1).damage - 10 * dark in (40, 80)  # 20 + 20 (the most added), Weakness or not


def test_pulse_guard_prevents_30_or_more():
    g = new_game(side(ready("neo4-48", "Pulse Guard")), side(ready("base6-35", "Ram")))
    attack(g, "Pulse Guard")
    _finish(g)
    attack(g, "Ram")
    _finish(g)
    assert slot(g, 0).damage == 0


def test_mind_shock_ignores_weakness():
    g = new_game(side(ready("neo4-20", "Mind Shock")), side("base6-29"))
    attack(g, "Mind Shock")
    assert slot(g, 1).damage == 30


def test_mountain_crush_discards_a_card_per_heads():
    g = new_game(side(ready("neo4-113", "Mountain Crush")), side("Charizard"), seed=seed_for(H, H, T))
    attack(g, "Mountain Crush")
    assert len(g.players[1].discard) == 2


def test_thunder_needle_and_cross_attack_add_a_condition_on_enough_heads():
    g = new_game(side(ready("neo4-48", "Thunder Needle")), side("Charizard"), seed=seed_for(H, H, T))
    attack(g, "Thunder Needle")
    assert slot(g, 1).damage == 40 and _rot(slot(g, 1)) == "Paralyzed"
    g = new_game(side(ready("neo4-48", "Thunder Needle")), side("Charizard"), seed=seed_for(H, T, T))
    attack(g, "Thunder Needle")
    assert slot(g, 1).damage == 20 and _rot(slot(g, 1)) == ""
    g = new_game(side(ready("neo3-4", "Cross Attack")), side("Charizard"), seed=seed_for(H, H, T, T))
    attack(g, "Cross Attack")
    assert slot(g, 1).damage == 40 and _rot(slot(g, 1)) == "Confused"


def test_threaten_and_glaring_gaze_shuffle_a_trainer_from_their_hand():
    g = new_game(side(ready("neo4-9", "Threaten")), side("Chansey", hand=["neo1-87", "Pidgey"]), seed=seed_for(H))
    attack(g, "Threaten")
    _finish(g)
    assert "Mary" not in zone_names(g, 1, "hand") or len(g.players[1].hand) == 2  # they drew 1 at turn start
    assert "Mary" in [g.name_of(u) for u in g.players[1].deck + g.players[1].hand]
    g = new_game(side("neo1-42"), side("Chansey", hand=["neo1-87", "Pidgey"]), seed=seed_for(H))
    power(g, 0)
    _finish(g)
    assert zone_names(g, 1, "hand") == ["Pidgey"]


def test_cunning_peeks_their_top_card_and_may_shuffle():
    g = new_game(side("neo4-20"), side("Chansey"), seed=seed_for(H))
    events = power(g, 0)
    assert [e.src for e in events if e.kind == "peek"] == ["deck"]
    events = choose(g, "yes")
    assert any(e.kind == "shuffle" and e.player == 1 for e in events)


def test_psysplash_core_stream_water_cannon_thundersquall():
    them = side({"card": "Chansey", "energy": ["Water Energy", "Water Energy"]},
                bench=[{"card": "Chansey", "energy": ["Fire Energy"]}, "Chansey"])
    g = new_game(side(ready("neo4-4", "Psysplash")), them)
    attack(g, "Psysplash")
    assert [s.damage for s in g.players[1].slots()] == [20, 10, 0]
    g = new_game(side(ready("neo3-25", "Core Stream")), them)
    attack(g, "Core Stream")
    choose(g, "Water")
    assert [s.damage for s in g.players[1].slots()] == [20, 0, 0]
    g = new_game(side({"card": "neo4-37", "energy": ["Water Energy"] * 4}), them)
    attack(g, "Water Cannon")
    choose(g, 11)
    assert g.players[1].bench[0].damage == 30  # 40, but no more than 30
    g = new_game(side({"card": "neo4-111", "energy": ["Water Energy"] * 3 + ["Lightning Energy"] * 2}), them)
    attack(g, "Thundersquall")
    choose(g, 12)
    assert g.players[1].bench[1].damage == 30


def test_call_back_benches_their_basic_with_a_counter():
    g = new_game(side(ready("neo4-36", "Call Back")), side("Chansey", discard=["Pidgey"]))
    attack(g, "Call Back")
    _finish(g)
    assert [(g.name_of(s.top), s.damage) for s in g.players[1].bench] == [("Pidgey", 10)]


def test_tentacle_wrap_tails_raises_their_retreat_cost():
    from desktop.engine import layer

    g = new_game(side(ready("neo4-62", "Tentacle Wrap")), side("Chansey"), seed=seed_for(T))
    before = layer.retreat_cost(g, 1, slot(g, 1))
    attack(g, "Tentacle Wrap")
    _finish(g)
    assert layer.retreat_cost(g, 1, slot(g, 1)) == before + 1


def test_tusk_toss_returns_or_switches_the_defending_pokemon():
    g = new_game(side(ready("neo4-3", "Tusk Toss")), side({"card": "Chansey", "energy": ["Water Energy"]},
                                                         bench=["Pidgey"]), seed=seed_for(H))
    attack(g, "Tusk Toss")
    _finish(g)
    assert "Chansey" in zone_names(g, 1, "hand") and g.name_of(g.players[1].active.top) == "Pidgey"
    g = new_game(side(ready("neo4-3", "Tusk Toss")), side("Chansey", bench=["Pidgey"]), seed=seed_for(T))
    attack(g, "Tusk Toss")
    _finish(g)
    assert g.name_of(g.players[1].active.top) == "Pidgey" and g.name_of(g.players[1].bench[0].top) == "Chansey"


def test_flash_touch_switches_in_a_pokemon_that_cannot_be_poisoned():
    g = new_game(side(ready("neo4-24", "Flash Touch"), bench=["Chansey"]), side(ready("base1-69", "Poison Sting")),
                 seed=seed_for(H))
    attack(g, "Flash Touch")
    _finish(g)
    assert g.name_of(g.players[0].active.top) == "Chansey"
    attack(g, "Poison Sting")
    assert slot(g, 0).poison == 0


def test_searchlight_lets_each_player_take_a_card_back():
    g = new_game(side(ready("neo4-23", "Searchlight"), discard=["Pidgey"]), side("Chansey", discard=["Rattata"]),
                 seed=seed_for(H))
    attack(g, "Searchlight")
    choose(g, g.players[1].discard[0])
    choose(g, g.players[0].discard[0])
    assert "Rattata" in zone_names(g, 1, "hand") and "Pidgey" in zone_names(g, 0, "hand")


def test_squaredance_takes_a_basic_energy_per_heads():
    g = new_game(side(ready("neo1-30", "Squaredance"), deck=["Water Energy"] * 3 + ["Pidgey"]), side("Chansey"),
                 seed=seed_for(H, H))
    attack(g, "Squaredance")
    _finish(g)
    assert zone_names(g, 0, "hand").count("Water Energy") == 2


def test_herbal_scent_heals_every_grass_pokemon():
    g = new_game(side({"card": "neo1-28", "under": ["neo1-53"], "damage": 30}, hand=["neo1-10"],
                      bench=[{"card": "Pidgey", "damage": 10}]),
                 side({"card": "neo1-53", "damage": 20}), seed=seed_for(H))
    evolve(g, "Meganium", 0)
    choose(g, "yes")
    assert slot(g, 0).damage == 0 and slot(g, 1).damage == 0 and g.players[0].bench[0].damage == 10


def test_bear_moves_a_counter_from_another_unown():
    g = new_game(side("Chansey", bench=["neo3-39", {"card": "neo4-86", "damage": 20}]), side("Chansey"))
    power(g, 1)
    assert g.players[0].bench[0].damage == 10 and g.players[0].bench[1].damage == 10


def test_vanish_returns_another_unown_when_played():
    g = new_game(side("Chansey", bench=[{"card": "neo4-86", "energy": ["Psychic Energy"]}], hand=["neo4-89"]),
                 side("Chansey"), seed=seed_for(H))
    do(g, PlayBasic(next(u for u in g.players[0].hand if g.name_of(u) == "Unown [V]")))
    choose(g, "yes")
    _finish(g)
    assert "Unown [L]" in zone_names(g, 0, "hand") and "Psychic Energy" in zone_names(g, 0, "discard")


def test_quicken_protects_every_unown_once_a_turn():
    from desktop.engine.actions import UsePower

    g = new_game(side("neo4-59", bench=["neo4-59", "neo4-86"]), side(ready("base6-35", "Horn Attack")),
                 seed=seed_for(H))
    power(g, 0)
    assert not any(isinstance(a, UsePower) and a.pos == 1 for a in g.legal_actions())  # only 1 [Quicken] a turn
    end_turn(g)
    attack(g, "Horn Attack")
    assert slot(g, 0).damage == 0


def test_elemental_blast_and_white_hot_flame_discard_one_energy_of_each_type():
    g = new_game(side({"card": "neo1-9", "energy": ["Fire Energy", "Water Energy", "Lightning Energy"]}),
                 side("Chansey"))
    attack(g, "Elemental Blast")
    _finish(g)
    assert g.players[0].active.energy == [] and slot(g, 1).damage == 90
    g = new_game(side({"card": "neo1-9", "energy": ["Fire Energy", "Water Energy", "Water Energy"]}), side("Chansey"))
    assert not any(isinstance(a, Attack) for a in g.legal_actions())
    g = new_game(side({"card": "neo4-107", "energy": ["Fire Energy"] * 3 + ["Lightning Energy"] * 2}),
                 side("Chansey"), seed=seed_for(T))
    attack(g, "White-hot Flame")
    _finish(g)
    left = sorted(g.name_of(u) for u in g.players[0].active.energy)
    assert left == ["Fire Energy", "Fire Energy", "Lightning Energy"] and slot(g, 0).damage == 30


def test_reflected_sunlight_attaches_up_to_2_grass_energy_to_one_grass_pokemon():
    g = new_game(side(ready("neo4-72", "Reflected Sunlight"), bench=["neo1-53"],
                      hand=["Grass Energy", "Grass Energy", "Grass Energy"]), side("Chansey"))
    attack(g, "Reflected Sunlight")
    choose(g, g.pending.answers()[0])
    choose(g, 1)  # to the Benched Chikorita: the second one can only go there too
    energy = len(g.players[0].active.energy)
    _finish(g)
    assert len(g.players[0].bench[0].energy) == 2 and len(g.players[0].active.energy) == energy


def test_shining_kabutops_lightning_cut_and_water_slash():
    g = new_game(side(ready("neo4-108", "Lightning Cut")), side("base6-35", bench=["Chansey"]), seed=seed_for(H))
    attack(g, "Lightning Cut")
    assert slot(g, 1).damage == 40 and g.players[1].bench[0].damage == 10
    g = new_game(side(ready("neo4-108", "Lightning Cut")), side("base6-35", bench=["Chansey"]), seed=seed_for(T))
    attack(g, "Lightning Cut")
    assert slot(g, 1).damage == 30 and slot(g, 0).damage == 10
    g = new_game(side(ready("neo4-108", "Water Slash", extra=["Water Energy"])), side("base6-35"))
    attack(g, "Water Slash")
    assert slot(g, 1).damage == 60


def test_entangle_switches_then_may_paralyze_the_new_defending_pokemon():
    g = new_game(side(ready("neo4-17", "Entangle")), side("Chansey", bench=["Pidgey"]), seed=seed_for(H))
    attack(g, "Entangle")
    _finish(g)
    assert g.name_of(g.players[1].active.top) == "Pidgey" and _rot(slot(g, 1)) == "Paralyzed"


def test_core_blast_counts_special_energy_on_the_defending_pokemon():
    g = new_game(side(ready("neo4-47", "Core Blast")),
                 side({"card": "Chansey", "energy": ["Darkness Energy", "Water Energy", "base6-100"]}))
    attack(g, "Core Blast")
    assert slot(g, 1).damage == 70 + 10  # and Darkness Energy's counter at the end of the turn


def test_warm_up_attaches_a_fire_energy_to_a_benched_pokemon():
    g = new_game(side(ready("neo4-46", "Warm Up"), bench=["Chansey"], deck=["Fire Energy"] * 3), side("Chansey"))
    attack(g, "Warm Up")
    _finish(g)
    assert [g.name_of(u) for u in g.players[0].bench[0].energy] == ["Fire Energy"]


def test_fluffy_wool_may_put_the_attacker_asleep():
    g = new_game(side(ready("base6-35", "Horn Attack")), side("neo4-26"), seed=seed_for(H, T))
    attack(g, "Horn Attack")
    _finish(g)
    assert _rot(slot(g, 0)) == "Asleep"


def test_knock_over_may_discard_the_stadium():
    g = new_game(side(ready("neo4-26", "Knock Over"), hand=["neo4-100"]), side("Chansey"))
    play(g, "Lucky Stadium")
    attack(g, "Knock Over")
    choose(g, "yes")
    assert g.stadium < 0 and "Lucky Stadium" in zone_names(g, 0, "discard")


def test_synchronize_needs_as_many_energy_cards():
    g = new_game(side(ready("neo4-53", "Synchronize")), side("Chansey"))
    attack(g, "Synchronize")
    assert slot(g, 1).damage == 0
    n = len(ready("neo4-53", "Synchronize")["energy"])
    g = new_game(side(ready("neo4-53", "Synchronize")), side({"card": "Charizard", "energy": ["Water Energy"] * n}))
    attack(g, "Synchronize")
    assert slot(g, 1).damage == 40


def test_splash_about_adds_20_if_the_defending_pokemon_has_more_energy():
    g = new_game(side(ready("neo4-51", "Splash About")), side({"card": "Charizard", "energy": ["Water Energy"] * 5}))
    attack(g, "Splash About")
    assert slot(g, 1).damage == 40


def test_gentle_flames_does_less_to_basic_and_baby_pokemon():
    for defender, damage in (("Chansey", 30), ("neo1-12", 10), ({"card": "base6-35", "under": ["base6-90"]}, 50)):
        g = new_game(side(ready("neo4-12", "Gentle Flames")), side(defender))
        attack(g, "Gentle Flames")
        assert slot(g, 1) is None or slot(g, 1).damage == damage or g.outcome is not None


def test_drive_off_makes_the_opponent_switch_while_arcanine_is_active():
    from desktop.engine.actions import UsePower

    g = new_game(side("neo4-12"), side("Chansey", bench=["Pidgey"]))
    power(g, 0)
    _finish(g)
    assert g.name_of(g.players[1].active.top) == "Pidgey"
    g = new_game(side("Chansey", bench=["neo4-12"]), side("Chansey", bench=["Pidgey"]))
    assert not any(isinstance(a, UsePower) for a in g.legal_actions())


def test_battle_frenzy_flips_for_each_pokemon_in_play():
    g = new_game(side(ready("neo4-21", "Battle Frenzy"), bench=["Chansey"]), side("Chansey", bench=["Chansey"]),
                 seed=seed_for(T, H, H, T))
    attack(g, "Battle Frenzy")
    assert [s.damage for s in g.players[0].slots()] == [0, 20]
    assert [s.damage for s in g.players[1].slots()] == [20, 0]


def test_hypnoshower_and_wash_away():
    g = new_game(side(ready("neo4-52", "Hypnoshower"), bench=[{"card": "Chansey", "damage": 20}]),
                 side("Chansey", bench=[{"card": "Chansey", "damage": 10}]), seed=seed_for(T))
    attack(g, "Hypnoshower")
    assert g.players[0].bench[0].damage == 10 and g.players[1].bench[0].damage == 0
    g = new_game(side(ready("neo4-52", "Wash Away"), bench=[{"card": "Chansey", "damage": 40,
                                                             "energy": ["Water Energy"]}]), side("Chansey"),
                 seed=seed_for(H))
    attack(g, "Wash Away")
    _finish(g)
    assert g.players[0].bench[0].damage == 0 and g.players[0].bench[0].energy == []


def test_mysterious_wing_and_fish_out_let_both_players_recover_pokemon():
    g = new_game(side(ready("neo4-53", "Mysterious Wing"), discard=["Pidgey"]), side("Chansey", discard=["Rattata"]))
    attack(g, "Mysterious Wing")
    choose(g, g.players[1].discard[0])
    choose(g, g.players[0].discard[0])
    assert "Rattata" in zone_names(g, 1, "hand") and "Pidgey" in zone_names(g, 0, "hand")
    g = new_game(side(ready("neo4-51", "Fish Out"), discard=["Pidgey", "Rattata", "Chansey", "Pidgey"]),
                 side("Chansey"))
    attack(g, "Fish Out")
    for _ in range(3):  # up to 3
        assert g.pending is not None and g.pending.optional
        choose(g, g.pending.options[0])
    assert g.pending is None and len(g.players[0].discard) == 1


def test_flipper_stroke_takes_basic_energy_from_the_top_3():
    g = new_game(side(ready("neo4-47", "Flipper Stroke"), deck=["Pidgey"] * 5 + ["Water Energy"] * 2),
                 side("Chansey", deck=["Pidgey"] * 10))
    attack(g, "Flipper Stroke")
    _finish(g)
    assert zone_names(g, 0, "hand").count("Water Energy") == 2


def test_sunbathe_heals_on_heads_and_evolves_sunkern():
    g = new_game(side(ready("neo4-83", "Sunbathe", damage=20), deck=["neo1-50", "Pidgey"]), side("Chansey"),
                 seed=seed_for(H))
    attack(g, "Sunbathe")
    _finish(g)
    assert g.name_of(g.players[0].active.top) == "Sunflora" and slot(g, 0).damage == 0


def test_burning_flame_discards_a_fire_energy_per_heads_or_does_nothing():
    g = new_game(side({"card": "neo4-46", "energy": ["Fire Energy"] * 3}), side("Chansey"), seed=seed_for(H, H))
    attack(g, "Burning Flame")
    assert slot(g, 1).damage == 70 and len(g.players[0].active.energy) == 1
    g = new_game(side({"card": "neo4-46", "energy": ["Fire Energy", "Fire Energy", "Water Energy"]}),
                 side("Chansey"), seed=seed_for(H, T))
    attack(g, "Burning Flame")
    assert slot(g, 1).damage == 50 and len(g.players[0].active.energy) == 2


def test_rushing_flames_flips_for_each_fire_energy_discarded():
    g = new_game(side(ready("neo4-10", "Rushing Flames"), bench=[{"card": "Chansey", "energy": ["Fire Energy"]}]),
                 side("Charizard"), seed=seed_for(H, T))
    attack(g, "Rushing Flames")
    fire = [u for s in g.players[0].slots() for u in s.energy if g.name_of(u) == "Fire Energy"]
    choose(g, fire[0])
    choose(g, fire[-1])
    if g.pending is not None:
        choose(g, None)
    assert slot(g, 1).damage == 40


def test_poison_bind_and_stun_wave():
    from desktop.engine.actions import Retreat, UsePower

    g = new_game(side(ready("neo4-17", "Poison Bind")),
                 side({"card": "Chansey", "energy": ["Water Energy"] * 2}, bench=["Pidgey"]), seed=seed_for(H))
    attack(g, "Poison Bind")
    _finish(g)
    assert slot(g, 1).poison and not any(isinstance(a, Retreat) for a in g.legal_actions())
    g = new_game(side(ready("neo4-34", "Stun Wave")), side("neo1-42"), seed=seed_for(H))
    attack(g, "Stun Wave")
    _finish(g)
    assert not any(isinstance(a, UsePower) for a in g.legal_actions())


def test_dark_quilava_incinerate_and_rushing_magma():
    g = new_game(side(ready("neo4-39", "Incinerate")), side("Chansey", deck=["Pidgey"] * 3 + ["Potion"]))
    attack(g, "Incinerate")
    assert "Potion" in zone_names(g, 1, "discard")
    g = new_game(side(ready("neo4-39", "Rushing Magma"), deck=["Pidgey"] * 3 + ["Fire Energy", "Pidgey",
                                                                                 "Fire Energy"]), side("Charizard"))
    attack(g, "Rushing Magma")
    assert slot(g, 1).damage == 40 and len(g.players[0].discard) == 5


def test_dark_tyranitar_mountain_smasher_and_fling_away():
    g = new_game(side({"card": "neo4-11", "energy": ["Fighting Energy"] * 3 + ["Darkness Energy"]}),
                 side("Charizard"), seed=seed_for(H, H, T))
    attack(g, "Mountain Smasher")
    assert len(g.players[1].discard) == 2
    g = new_game(side({"card": "neo4-11", "energy": ["Fighting Energy"] * 4}), side("Chansey", bench=["Chansey"]))
    attack(g, "Fling Away")
    assert g.players[1].bench[0].damage == 30 and slot(g, 1).damage == 60  # 30 instead of 50, Weakness x2


def test_dark_fire_discards_a_darkness_energy_for_more_damage():
    g = new_game(side({"card": "neo4-7", "energy": ["Darkness Energy", "Fire Energy", "Fire Energy"]}),
                 side("Chansey"))
    attack(g, "Dark Fire")
    assert slot(g, 1).damage == 60 and len(g.players[0].active.energy) == 2


def test_shining_celebi_healing_water_and_miracle_leaf():
    g = new_game(side({"card": "neo4-106", "energy": ["Water Energy", "Water Energy", "Grass Energy"]},
                      bench=[{"card": "Chansey", "damage": 50}]), side("Chansey"))
    attack(g, "Healing Water")
    _finish(g)
    assert g.players[0].bench[0].damage == 30
    g = new_game(side(ready("neo4-106", "Miracle Leaf")), side({"card": "Chansey", "energy": ["Water Energy"]}),
                 seed=seed_for(H))
    attack(g, "Miracle Leaf")
    choose(g, "Poisoned")
    assert slot(g, 1).poison


def test_pull_in_switches_first_then_puts_the_new_defending_pokemon_asleep():
    g = new_game(side(ready("neo4-6", "Pull In")), side("Chansey", bench=["Charizard"]), seed=seed_for(T))
    attack(g, "Pull In")
    choose(g, 11)
    assert g.name_of(g.players[1].active.top) == "Charizard" and slot(g, 1).damage > 0
    assert _rot(slot(g, 1)) == "Asleep"


def test_psyburst_adds_10_for_each_energy_on_the_defending_pokemon():
    g = new_game(side(ready("neo4-109", "Psyburst")), side({"card": "Charizard", "energy": ["Fire Energy"] * 2}))
    attack(g, "Psyburst")
    _finish(g)
    assert slot(g, 1).damage == 60


def test_ampharos_attract_current_and_gigavolt():
    g = new_game(side(ready("neo3-1", "Attract Current"), deck=["Lightning Energy"] * 4), side("Charizard"),
                 seed=seed_for(H, H, T))
    energy = len(g.players[0].active.energy)
    attack(g, "Attract Current")
    _finish(g)
    assert sum(len(s.energy) for s in g.players[0].slots()) == energy + 2
    g = new_game(side(ready("neo3-1", "Gigavolt")), side("Charizard"), seed=seed_for(T))
    attack(g, "Gigavolt")
    assert slot(g, 1).damage == 40 and _rot(slot(g, 1)) == "Paralyzed"


def test_crystal_wave_tails_makes_them_switch():
    g = new_game(side(ready("neo3-27", "Crystal Wave")), side("Chansey", bench=["Pidgey"]), seed=seed_for(T))
    attack(g, "Crystal Wave")
    _finish(g)
    assert g.name_of(g.players[1].active.top) == "Pidgey"


def test_lightning_spark_flips_first():
    g = new_game(side(ready("neo3-22", "Lightning Spark")), side("Charizard", bench=["Chansey"]), seed=seed_for(H))
    attack(g, "Lightning Spark")
    assert g.players[1].bench[0].damage == 20
    g = new_game(side(ready("neo3-22", "Lightning Spark")), side("Charizard", bench=["Chansey"]), seed=seed_for(T))
    attack(g, "Lightning Spark")
    assert g.players[1].bench[0].damage == 0


def test_psychic_damage_delta_beam_and_mega_flame():
    g = new_game(side(ready("neo3-3", "Psychic Damage")), side("Chansey"), seed=seed_for(H, T, H))
    attack(g, "Psychic Damage")
    assert slot(g, 1).damage == 20
    g = new_game(side(ready("neo3-12", "Delta Beam")), side("Chansey"), seed=seed_for(H))
    attack(g, "Delta Beam")
    choose(g, "Paralyzed")
    assert _rot(slot(g, 1)) == "Paralyzed"
    g = new_game(side({"card": "neo3-17", "energy": ["Fire Energy"] * 4}), side("Charizard"), seed=seed_for(T, H))
    attack(g, "Mega Flame")
    assert len(g.players[0].active.energy) == 3


def test_smoochum_rule_and_psykiss():
    g = new_game(side(ready("neo3-54", "Psykiss")), side({"card": "Chansey", "energy": ["Darkness Energy",
                                                                                         "Water Energy"]}),
                 seed=seed_for(H))
    attack(g, "Psykiss")
    _finish(g)
    assert [g.name_of(u) for u in slot(g, 1).energy] == ["Water Energy"]
    assert default_db().get("neo3-54").implemented


def test_shining_gyarados_outrage_and_devastate():
    g = new_game(side(ready("neo3-65", "Outrage", damage=30)), side("Chansey"), seed=seed_for(H))
    attack(g, "Outrage")
    assert slot(g, 1).damage == 60
    g = new_game(side(ready("neo3-65", "Outrage", damage=30)), side("Chansey"), seed=seed_for(T))
    attack(g, "Outrage")
    assert slot(g, 1).damage == 0
    g = new_game(side(ready("neo3-65", "Devastate", extra=["Fire Energy"])),
                 side({"card": "Chansey", "energy": ["Water Energy"]},
                      bench=[{"card": "Chansey", "energy": ["Fire Energy", "Fire Energy"]}, "Chansey"]),
                 seed=seed_for(H))
    attack(g, "Devastate")
    _finish(g)
    assert [len(s.energy) for s in g.players[1].slots()] == [0, 1, 0]
    assert [s.damage for s in g.players[1].bench] == [10, 10]


def test_shining_magikarp_gold_scale_and_dragon_bond():
    g = new_game(side(ready("neo3-66", "Gold Scale")), side("Chansey"))
    attack(g, "Gold Scale")
    hand = len(g.players[1].hand)
    choose(g, "yes")  # they draw 2
    choose(g, "no")
    assert len(g.players[1].hand) >= hand + 2 and len(g.players[0].hand) == 0
    g = new_game(side(ready("neo3-66", "Dragon Bond"), deck=["neo3-65", "Pidgey"]), side("Chansey"))
    attack(g, "Dragon Bond")
    _finish(g)
    assert "Shining Gyarados" in zone_names(g, 0, "hand")


def test_sticky_nectar_holds_the_defending_pokemon_on_heads():
    from desktop.engine.actions import Retreat

    g = new_game(side(ready("neo1-36", "Sticky Nectar")),
                 side({"card": "Chansey", "energy": ["Water Energy"] * 2}, bench=["Pidgey"]), seed=seed_for(H))
    attack(g, "Sticky Nectar")
    _finish(g)
    assert slot(g, 1).damage == 30 and not any(isinstance(a, Retreat) for a in g.legal_actions())


def test_final_blow_makes_megahorn_120_at_20_hp_or_less():
    def megahorn(damage: int) -> int:
        g = new_game(side({"card": "neo1-6", "energy": ["Grass Energy"] * 4, "damage": damage}),
                     side("Charizard"), seed=seed_for(H))
        events = attack(g, "Megahorn")
        return next(e.amount for e in events if e.kind == "damage" and e.player == 1)

    hp = default_db().get("neo1-6").hp
    assert megahorn(0) == 60 and megahorn(hp - 20) == 120


def test_bellossom_sweet_nectar_and_flower_dance():
    g = new_game(side(ready("neo1-3", "Sweet Nectar"), bench=[{"card": "Chansey", "damage": 50}]), side("Chansey"),
                 seed=seed_for(H))
    attack(g, "Sweet Nectar")
    _finish(g)
    assert g.players[0].bench[0].damage == 0
    g = new_game(side(ready("neo1-3", "Flower Dance"), bench=["neo1-3", "Chansey"]), side("Charizard"))
    attack(g, "Flower Dance")
    assert slot(g, 1).damage == 60


def test_feraligatr_riptide_and_downpour():
    g = new_game(side(ready("neo1-5", "Riptide"), discard=["Water Energy"] * 3 + ["Fire Energy"]), side("Chansey"))
    attack(g, "Riptide")
    assert slot(g, 1).damage == 40 and zone_names(g, 0, "discard") == ["Fire Energy"]
    g = new_game(side("neo1-5", hand=["Water Energy", "Water Energy"]), side("Chansey"))
    power(g, 0)
    power(g, 0)
    assert zone_names(g, 0, "discard") == ["Water Energy", "Water Energy"]


def test_baton_pass_moves_grass_energy_and_switches():
    g = new_game(side(ready("neo1-39", "Baton Pass"), bench=["neo1-53", "Pidgey"]), side("Chansey"))
    grass = sum(g.name_of(u) == "Grass Energy" for u in g.players[0].active.energy)
    attack(g, "Baton Pass")
    _finish(g)
    assert g.name_of(g.players[0].active.top) == "Chikorita" and len(g.players[0].active.energy) == grass


def test_static_electricity_attaches_one_per_mareep_in_play():
    g = new_game(side(ready("neo1-65", "Static Electricity"), bench=["neo1-65"], deck=["Lightning Energy"] * 4),
                 side("neo1-65"))
    energy = len(g.players[0].active.energy)
    attack(g, "Static Electricity")
    _finish(g)
    assert len(g.players[0].active.energy) == energy + 3


def test_recycle_energy_returns_to_the_hand_from_play():
    g = new_game(side({"card": "Chansey", "energy": ["neo1-105", "neo1-105"]}, bench=["Pidgey"]), side("Chansey"))
    from desktop.engine.actions import Retreat

    do(g, Retreat(1))
    _finish(g)
    assert zone_names(g, 0, "hand").count("Recycle Energy") >= 1 and "Recycle Energy" not in zone_names(g, 0,
                                                                                                      "discard")


def test_pokegear_takes_a_trainer_from_the_top_7_and_stops_trainers():
    g = new_game(side("Chansey", hand=["neo1-88", "neo1-87"], deck=["Pidgey"] * 5 + ["Potion"] + ["Pidgey"]),
                 side("Chansey"))
    play(g, "PokéGear")
    _finish(g)
    assert "Potion" in zone_names(g, 0, "hand")
    assert not any(a[0] == "play" for a in g.legal_actions())


def test_miracle_berry_cures_between_turns():
    g = new_game(side({"card": "Chansey", "condition": "Confused", "poison": 10}, hand=["neo1-94"]),
                 side("Chansey"))
    play(g, "Miracle Berry", 0)
    end_turn(g)
    assert _rot(slot(g, 0)) == "" and slot(g, 0).poison == 0 and "Miracle Berry" in zone_names(g, 0, "discard")


def test_focus_band_may_save_its_pokemon_once():
    g = new_game(side(ready("base6-35", "Ram")), side({"card": "Pidgey", "tools": ["neo1-86"], "damage": 30}),
                 seed=seed_for(H))
    attack(g, "Ram")
    _finish(g)
    pidgey = g.players[1].active
    assert g.name_of(pidgey.top) == "Pidgey" and g.hp_of(pidgey) - pidgey.damage == 10 and not pidgey.tools


def test_double_gust_switches_both_active_pokemon():
    g = new_game(side("Chansey", hand=["neo1-100"], bench=["Pidgey"]), side("Chansey", bench=["Rattata"]))
    play(g, "Double Gust")
    _finish(g)
    assert g.name_of(g.players[0].active.top) == "Pidgey" and g.name_of(g.players[1].active.top) == "Rattata"


def test_arcade_game_takes_the_cards_sharing_a_name():
    g = new_game(side("Chansey", hand=["neo1-83"], deck=["Pidgey", "Pidgey", "Pidgey"]), side("Chansey"))
    play(g, "Arcade Game")
    assert zone_names(g, 0, "hand") == ["Pidgey", "Pidgey", "Pidgey"]


def test_team_rockets_evil_deeds():
    g = new_game(side("Chansey", hand=["neo4-103"]), side("Chansey", hand=["Potion", "Pidgey"]))
    play(g, "Team Rocket's Evil Deeds")
    choose(g, next(u for u in g.players[1].hand if g.name_of(u) == "Potion"))
    assert g.pending is not None and g.pending.player == 1 and g.pending.purpose == "draw_up_to"
    choose(g, 2)
    assert "Potion" not in zone_names(g, 1, "hand") or len(g.players[1].hand) == 3
    assert len(g.players[1].hand) == 3


def test_thought_wave_machine_returns_energy_and_ends_the_turn():
    g = new_game(side("Chansey", hand=["neo4-96"]), side({"card": "Chansey", "energy": ["Water Energy"] * 3}),
                 seed=seed_for(H, H, T))
    play(g, "Thought Wave Machine")
    _finish(g)
    assert len(g.players[1].active.energy) == 1 and g.current == 1


def test_impostor_oaks_invention_replaces_their_prizes():
    g = new_game(side("Chansey", hand=["neo4-94"]), side("Chansey", prizes=["Potion"] * 6, deck=["Pidgey"] * 20))
    play(g, "Impostor Professor Oak's Invention")
    choose(g, "yes")
    assert len(g.players[1].prizes) == 6 and len(g.players[1].deck) == 20


def test_radio_tower_peeks_at_the_top_2():
    from desktop.engine.actions import UseStadium

    g = new_game(side("Chansey", hand=["neo4-95"]), side("Chansey"))
    play(g, "Radio Tower")
    top = list(g.players[0].deck[-2:])
    events = do(g, UseStadium())
    assert len([e for e in events if e.kind == "peek"]) == 2 and g.players[0].deck[-2:] == top


def test_energy_amplifier_trades_an_energy_for_up_to_3_basic_energy():
    for seed in range(20):  # the deck is shuffled before the coin: find a game whose coin is heads
        g = new_game(side("Chansey", hand=["neo4-98", "Fire Energy"], deck=["Water Energy"] * 4 + ["Pidgey"]),
                     side("Chansey"), seed=seed)
        events = play(g, "Energy Amplifier")
        if coins(events) == [H]:
            break
    _finish(g)
    hand = zone_names(g, 0, "hand")
    assert hand.count("Water Energy") + hand.count("Fire Energy") == 3 and len(g.players[0].deck) == 3


def test_electromagnetic_power_moves_energy_between_magnemite_and_magneton():
    g = new_game(side({"card": "neo3-10", "energy": ["Lightning Energy"]}, bench=["Chansey", {"card": "neo3-10"}]),
                 side("Chansey"))
    power(g, 0)
    _finish(g)
    assert len(g.players[0].bench[1].energy) == 1 and g.players[0].active.energy == []
    assert g.players[0].bench[0].energy == []


def test_howl_discards_5_and_attaches_the_fire_energy_then_ends_the_turn():
    g = new_game(side("Charmander", hand=["neo3-6"], deck=["Pidgey"] * 5 + ["Fire Energy", "Pidgey",
                                                                             "Fire Energy", "Pidgey", "Pidgey"]),
                 side("Chansey"))
    do(g, PlayBasic(next(u for u in g.players[0].hand if g.name_of(u) == "Entei")))
    choose(g, "yes")
    _finish(g)
    assert sum(len(s.energy) for s in g.players[0].slots()) == 2 and g.current == 1


def test_dark_porygon2_curve_attack_and_spatial_distortion():
    g = new_game(side(ready("neo4-8", "Curve Attack")), side(ready("base6-35", "Horn Attack")), seed=seed_for(H))
    attack(g, "Curve Attack")
    _finish(g)
    attack(g, "Horn Attack")
    assert slot(g, 0).damage == 0
    g = new_game(side("neo4-8", discard=["neo4-100"]), side("Chansey"), seed=seed_for(H))
    power(g, 0)
    _finish(g)
    assert g.stadium >= 0 and g.name_of(g.stadium) == "Lucky Stadium"


def test_light_togetic_sweet_kiss_and_gift():
    g = new_game(side(ready("neo4-15", "Sweet Kiss")), side("Chansey"))
    attack(g, "Sweet Kiss")
    hand = len(g.players[1].hand)
    choose(g, "yes")
    assert len(g.players[1].hand) == hand + 2  # the card, then their draw for the turn
    g = new_game(side("neo4-56", hand=["neo4-15"], deck=["neo1-99", "Pidgey"]),
                 side("Chansey", deck=["neo1-93", "Pidgey"]))
    evolve(g, "Light Togetic", 0)
    choose(g, next(u for u in g.players[1].deck if g.name_of(u) == "Gold Berry"))  # they search first
    choose(g, next(u for u in g.players[0].deck if g.name_of(u) == "Berry"))
    assert "Gold Berry" in zone_names(g, 1, "hand") and "Berry" in zone_names(g, 0, "hand")


def test_dark_crobat_dark_drain_and_surprise_bite():
    from desktop.engine import layer

    g = new_game(side(ready("neo4-2", "Dark Drain", damage=30)), side("Charizard", bench=["Chansey"]),
                 seed=seed_for(H, H))
    attack(g, "Dark Drain")
    assert slot(g, 1).damage == 10 and g.players[1].bench[0].damage == 10 and slot(g, 0).damage == 10
    g = new_game(side("neo4-2"), side("Charizard", bench=["Chansey"]))  # as if just played from the hand
    g.queue_triggers(g.players[0].active.top, layer.ON_EVOLVED, 0, 0)
    g._advance()
    choose(g, "yes")
    choose(g, 11)
    assert g.players[1].bench[0].damage == 20


def test_eerie_howl_drags_out_a_basic_from_their_hand():
    g = new_game(side(ready("neo4-7", "Eerie Howl")), side("Chansey", hand=["Pidgey", "Potion"]))
    attack(g, "Eerie Howl")
    _finish(g)
    assert g.name_of(g.players[1].active.top) == "Pidgey" and g.name_of(g.players[1].bench[0].top) == "Chansey"


def test_explosive_evolution_damages_on_heads_then_evolves_pupitar():
    g = new_game(side(ready("neo4-38", "Explosive Evolution"), deck=["neo4-11", "Pidgey"]),
                 side("Charizard", bench=["Chansey"]), seed=seed_for(H))
    attack(g, "Explosive Evolution")
    _finish(g)
    assert slot(g, 1).damage == 10 and g.players[1].bench[0].damage == 10
    assert g.name_of(g.players[0].active.top) == "Dark Tyranitar"


def test_rainbow_burn_counts_basic_energy_types():
    g = new_game(side({"card": "neo3-18", "energy": ["Fire Energy", "Fire Energy", "Water Energy",
                                                     "Lightning Energy"]}), side("base6-35"))
    attack(g, "Rainbow Burn")
    assert slot(g, 1).damage == 60


def test_evolutionary_spore_evolves_hoppips_and_skiplooms_from_the_deck():
    g = new_game(side(ready("neo3-9", "Evolutionary Spore"), bench=["neo1-61"],
                      deck=["neo1-49", "Pidgey"]), side("Chansey"))
    attack(g, "Evolutionary Spore")
    _finish(g)
    assert g.name_of(g.players[0].bench[0].top) == "Skiploom"


def test_lightning_burst_makes_them_switch_when_a_lightning_energy_is_attached():
    g = new_game(side("neo3-13", hand=["Lightning Energy", "Water Energy"]), side("Chansey", bench=["Pidgey"]))
    attach(g, "Lightning Energy", 0)
    _finish(g)
    assert g.name_of(g.players[1].active.top) == "Pidgey"
    g = new_game(side("neo3-13", hand=["Water Energy"]), side("Chansey", bench=["Pidgey"]))
    attach(g, "Water Energy", 0)
    assert g.name_of(g.players[1].active.top) == "Chansey"
    g = new_game(side({"card": "neo3-13", "condition": "Asleep"}, hand=["Lightning Energy"]),
                 side("Chansey", bench=["Pidgey"]))
    attach(g, "Lightning Energy", 0)
    assert g.name_of(g.players[1].active.top) == "Chansey"


def test_super_metronome_copies_an_attack_of_any_of_their_pokemon():
    g = new_game(side(ready("neo1-16", "Super Metronome")), side("Chansey", bench=["base6-35"]), seed=seed_for(H))
    attack(g, "Super Metronome")
    assert g.pending is not None and "Horn Attack" in g.pending.options
    choose(g, "Horn Attack")
    _finish(g)
    assert slot(g, 1).damage == 30


def test_genetic_memory_uses_an_attack_of_the_cards_under_kingdra():
    g = new_game(side({"card": "neo3-19", "under": ["neo1-62", "neo1-48"], "energy": ["Water Energy"]}),
                 side("Charizard"))
    attack(g, "Genetic Memory")
    names = list(g.pending.options) if g.pending is not None else []
    assert sorted(names) == ["Bubble", "Fin Slap", "Mud Splash"]
    choose(g, "Mud Splash")
    _finish(g)
    assert slot(g, 1).damage == 60  # 30, doubled by Charizard's Water Weakness; no Energy cost paid


def test_twister_discards_an_energy_per_heads_and_does_nothing_on_two_tails():
    g = new_game(side(ready("neo3-19", "Twister")), side({"card": "Chansey", "energy": ["Water Energy"] * 2}),
                 seed=seed_for(H, H))
    attack(g, "Twister")
    _finish(g)
    assert slot(g, 1).energy == [] and slot(g, 1).damage > 0
    g = new_game(side(ready("neo3-19", "Twister")), side({"card": "Chansey", "energy": ["Water Energy"] * 2}),
                 seed=seed_for(T, T))
    attack(g, "Twister")
    assert len(slot(g, 1).energy) == 2 and slot(g, 1).damage == 0


def test_sweet_scent_heals_yours_on_heads_theirs_on_tails():
    g = new_game(side(ready("neo1-29", "Sweet Scent"), bench=[{"card": "Chansey", "damage": 30}]),
                 side({"card": "Chansey", "damage": 30}), seed=seed_for(H))
    attack(g, "Sweet Scent")
    _finish(g)
    assert g.players[0].bench[0].damage == 10 and slot(g, 1).damage == 30
    g = new_game(side(ready("neo1-29", "Sweet Scent"), bench=[{"card": "Chansey", "damage": 30}]),
                 side({"card": "Chansey", "damage": 30}), seed=seed_for(T))
    attack(g, "Sweet Scent")
    _finish(g)
    assert g.players[0].bench[0].damage == 30 and slot(g, 1).damage == 10


def test_time_capsule_all_or_none_then_no_more_trainers():
    g = new_game(side("Chansey", hand=["neo1-90", "neo1-87"], discard=["Pidgey", "Water Energy", "Potion"]),
                 side("Chansey", discard=["Rattata"]))
    play(g, "Time Capsule")
    assert g.pending.player == 1 and g.pending.optional
    choose(g, None)  # they choose none
    choose(g, g.pending.options[0])
    assert g.pending is not None and not g.pending.optional  # once begun: all of them (fewer than 5)
    choose(g, g.pending.options[0])
    assert zone_names(g, 0, "discard") == ["Potion", "Time Capsule"]
    assert not any(a[0] == "play" for a in g.legal_actions())


def test_counterattack_claws_hurts_the_attacker_on_heads_then_is_discarded():
    g = new_game(side(ready("base6-35", "Horn Attack")), side({"card": "Chansey", "tools": ["neo4-97"]}),
                 seed=seed_for(H))
    attack(g, "Horn Attack")
    _finish(g)
    assert slot(g, 0).damage == 20 and not slot(g, 1).tools and "Counterattack Claws" in zone_names(g, 1, "discard")


def test_balloon_berry_is_discarded_instead_of_the_energy_to_retreat():
    from desktop.engine.actions import Retreat

    g = new_game(side({"card": "Chansey", "energy": ["Water Energy"], "tools": ["neo3-60"]}, bench=["Pidgey"]),
                 side("Chansey"))
    do(g, Retreat(1))
    _finish(g)
    chansey = g.players[0].bench[0]
    assert g.name_of(chansey.top) == "Chansey" and len(chansey.energy) == 1 and not chansey.tools
    assert "Balloon Berry" in zone_names(g, 0, "discard")


def test_keep_stops_the_opponent_discarding_energy_from_unown():
    g = new_game(side(ready("base1-18", "Hyper Beam")),
                 side({"card": "neo4-86", "energy": ["Psychic Energy"]}, bench=["neo3-58"]))
    attack(g, "Hyper Beam")
    _finish(g)
    assert len(g.players[1].active.energy) == 1 and slot(g, 1).damage > 0
    g = new_game(side(ready("base1-18", "Hyper Beam")), side({"card": "Chansey", "energy": ["Water Energy"]},
                                                               bench=["neo3-58"]))
    attack(g, "Hyper Beam")
    _finish(g)
    assert slot(g, 1).energy == []  # not an Unown


def test_submerge_makes_lanturn_water_for_the_turn_until_it_is_asleep():
    from desktop.engine import layer

    g = new_game(side("neo3-32"), side("Chansey"))
    power(g, 0)
    assert layer.pokemon_types(g, slot(g, 0)) == ("Water",)
    g.set_rotation(0, 0, slot(g, 0), 1)  # Asleep
    assert layer.pokemon_types(g, slot(g, 0)) == ("Lightning",)


def test_flaaffy_electric_current_and_discharge():
    g = new_game(side(ready("neo1-34", "Electric Current"), bench=["Chansey"]), side("Chansey"))
    energy = len(g.players[0].active.energy)
    attack(g, "Electric Current")
    _finish(g)
    assert len(g.players[0].active.energy) == energy - 1 and len(g.players[0].bench[0].energy) == 1
    g = new_game(side({"card": "neo1-34", "energy": ["Lightning Energy"] * 3}), side("Chansey"),
                 seed=seed_for(H, T, H))
    attack(g, "Discharge")
    assert slot(g, 1).damage == 60 and g.players[0].active.energy == []


def test_roar_makes_them_switch_on_heads():
    g = new_game(side(ready("neo1-74", "Roar")), side("Chansey", bench=["Pidgey"]), seed=seed_for(H))
    attack(g, "Roar")
    _finish(g)
    assert g.name_of(g.players[1].active.top) == "Pidgey"


def test_destructive_fire_discards_energy_on_both_sides_per_heads():
    g = new_game(side({"card": "neo4-113", "energy": ["Fire Energy"] * 3 + ["Darkness Energy"]}),
                 side({"card": "Chansey", "energy": ["Water Energy"] * 3}), seed=seed_for(H, H, T))
    attack(g, "Destructive Fire")
    _finish(g)
    assert len(g.players[0].active.energy) == 2 and len(slot(g, 1).energy) == 1


def test_deep_sleep_needs_two_heads_to_wake_up():
    g = new_game(side("neo4-6"), side({"card": "Chansey", "condition": "Asleep"}), seed=seed_for(H, T))
    end_turn(g)
    assert _rot(slot(g, 1)) == "Asleep"
    g = new_game(side("Chansey"), side({"card": "Chansey", "condition": "Asleep"}), seed=seed_for(H, T))
    end_turn(g)
    assert _rot(slot(g, 1)) == ""


def test_ecogym_returns_discarded_energy_to_its_owners_hand():
    g = new_game(side(ready("base1-18", "Hyper Beam"), hand=["neo1-84"]),
                 side({"card": "Chansey", "energy": ["Water Energy"]}))
    play(g, "Ecogym")
    attack(g, "Hyper Beam")
    _finish(g)
    assert slot(g, 1).energy == [] and "Water Energy" in zone_names(g, 1, "hand")
    assert "Water Energy" not in zone_names(g, 1, "discard")


def test_wild_growth_makes_grass_energy_provide_two():
    from desktop.engine import combat

    g = new_game(side({"card": "neo1-53", "energy": ["Grass Energy", "Water Energy"]}, bench=["neo1-11"]),
                 side("Chansey"))
    assert combat.energy_units(g, slot(g, 0)).count("Grass") == 2
    g = new_game(side({"card": "Chansey", "energy": ["Grass Energy"]}, bench=["neo1-11"]), side("Chansey"))
    assert combat.energy_units(g, slot(g, 0)) == ["Grass"]  # Chansey isn't a Grass Pokémon
    g = new_game(side({"card": "neo1-53", "energy": ["Grass Energy"]}, bench=["Chansey"]), side("Chansey"))
    assert combat.energy_units(g, slot(g, 0)) == ["Grass"]


def test_scare_stops_the_opponents_baby_pokemon_attacking():
    g = new_game(side(ready("neo1-12", "Zzzap")), side("neo4-5"))
    assert not any(isinstance(a, Attack) for a in g.legal_actions())
    g = new_game(side(ready("neo1-12", "Zzzap")), side("Chansey", bench=["neo4-5"]))
    assert any(isinstance(a, Attack) for a in g.legal_actions())
