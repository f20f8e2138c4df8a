"""Legendary Collection and Neo cards worded their own way (issue #14), each played as printed (part 2)."""

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

from desktop.engine.actions import Attack
from desktop.engine.cards import default_db


def test_energy_stadium_takes_a_basic_energy_back():
    from desktop.engine.actions import UseStadium

    g = new_game(side("Chansey", hand=["neo4-99"], discard=["Water Energy", "Pidgey"]), side("Chansey"),
                 seed=seed_for(H))
    play(g, "Energy Stadium")
    do(g, UseStadium())
    answer_all(g)
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
    answer_all(g)
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
    answer_all(g)
    assert len(g.players[0].discard) == 2  # 1 left, and Energy Charge itself


def test_mary_draws_2_then_shuffles_2_back():
    g = new_game(side("Chansey", hand=["neo1-87", "Pidgey"]), side("Chansey"))
    play(g, "Mary")
    answer_all(g)
    assert len(g.players[0].hand) == 1 and len(g.players[0].deck) == 10


def test_new_pokedex_shuffles_then_rearranges_the_top_5():
    g = new_game(side("Chansey", hand=["neo1-95"]), side("Chansey"))
    events = play(g, "New Pokédex")
    answer_all(g)
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
    answer_all(g)
    assert sorted(zone_names(g, 0, "hand")) == ["Chansey", "Water Energy"]
    assert g.name_of(g.players[0].active.top) == "Pidgey"


def test_super_energy_retrieval_trades_2_cards_for_4_basic_energy():
    g = new_game(side("Chansey", hand=["neo1-89", "Pidgey", "Rattata"],
                      discard=["Water Energy"] * 3 + ["Fire Energy"] * 2), side("Chansey"))
    play(g, "Super Energy Retrieval")
    answer_all(g)
    assert len([n for n in zone_names(g, 0, "hand") if n.endswith("Energy")]) == 4


def test_fly_prevents_everything_on_heads_and_does_nothing_on_tails():
    g = new_game(side(ready("neo1-16", "Fly")), side(ready("base6-35", "Horn Attack")), seed=seed_for(H))
    attack(g, "Fly")
    answer_all(g)
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
    answer_all(g)
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
    answer_all(g)
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
    answer_all(g)
    assert [g.name_of(u) for u in g.players[0].bench[0].energy] == ["Psychic Energy"]


def test_stoke_may_attach_a_fire_energy_to_ho_oh():
    g = new_game(side(ready("neo3-7", "Stoke"), deck=["Fire Energy"] * 3), side("Chansey"))
    before = len(g.players[0].active.energy)
    attack(g, "Stoke")
    choose(g, "yes")
    answer_all(g)
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
    answer_all(g)
    events = attack(g, "Horn Attack")
    assert any(e.kind == "coin" for e in events) and slot(g, 0).damage == 0


def test_crushing_earth_either_way_stops_steelix_next_turn():
    for heads in (H, T):
        g = new_game(side(ready("neo4-112", "Crushing Earth"), bench=["Chansey"]),
                     side("Chansey", bench=["Chansey"]), seed=seed_for(heads))
        attack(g, "Crushing Earth")
        answer_all(g)
        assert g.players[1].bench[0].damage == (10 if heads else 0)
        assert (slot(g, 1).damage > 0) == heads
        end_turn(g)
        assert not any(isinstance(a, Attack) for a in g.legal_actions())


def test_old_rod_both_heads_a_pokemon_both_tails_a_trainer():
    for flips, want in (((H, H), "Pidgey"), ((T, T), "Potion")):
        g = new_game(side("Chansey", hand=["neo3-64"], discard=["Pidgey", "Potion"]), side("Chansey"),
                     seed=seed_for(*flips))
        play(g, "Old Rod")
        answer_all(g)
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
    answer_all(g)
    assert len(g.players[1].discard) == 5 and len(g.players[0].discard) == 0


def test_fire_boost_attaches_fire_energy_to_the_typhlosion_played():
    g = new_game(side("Chansey", bench=[{"card": "neo1-46", "under": ["neo1-56"]}], hand=["neo1-18"],
                      deck=["Fire Energy"] * 5), side("Chansey"), seed=seed_for(H))
    evolve(g, "Typhlosion", 1)
    choose(g, "yes")
    answer_all(g)
    assert len(g.players[0].bench[0].energy) == 4 and not g.players[0].active.energy


def test_fire_recharge_attaches_a_fire_energy_from_the_discard_pile():
    g = new_game(side({"card": "neo1-17", "under": ["neo1-56", "neo1-46"]}, discard=["Fire Energy"]), side("Chansey"),
                 seed=seed_for(H))
    power(g, 0)
    answer_all(g)
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
    answer_all(g)
    assert slot(g, 0).damage == 30
    end_turn(g)
    idx = [a.name for a in default_db().get("neo3-36").attacks].index("High-Speed Charge")
    assert not any(isinstance(a, Attack) and a.index == idx for a in g.legal_actions())


def test_murkrow_calls_for_family_and_flock_attacks():
    g = new_game(side(ready("neo3-46", "Call for Family"), deck=["neo3-46", "Pidgey"]), side("Chansey"))
    attack(g, "Call for Family")
    answer_all(g)
    assert [g.name_of(s.top) for s in g.players[0].bench] == ["Murkrow"]
    g = new_game(side(ready("neo3-46", "Flock Attack"), bench=["neo3-46", "neo3-46", "Pidgey"]), side("Chansey"),
                 seed=seed_for(H, H))
    events = attack(g, "Flock Attack")
    dark = sum(g.name_of(u) == "Darkness Energy" for u in g.players[0].active.energy)
    assert len([e for e in events if e.kind == "coin"]) == 2 and slot(g, 1).damage == 30 + 10 * dark


def test_terrorize_disables_an_attack_of_a_basic_pokemon_only():
    g = new_game(side(ready("neo3-38", "Terrorize")), side(ready("base6-90", "Horn Attack")))
    attack(g, "Terrorize")
    answer_all(g)
    assert g.current == 1 and len([a for a in g.legal_actions() if isinstance(a, Attack)]) == 1
    g = new_game(side(ready("neo3-38", "Terrorize")), side({"card": "base6-35", "under": ["base6-90"]}))
    events = attack(g, "Terrorize")
    assert g.pending is None and not any(e.kind == "effect" for e in events)


def test_searing_flames_discards_2_fire_energy():
    g = new_game(side(ready("neo3-6", "Searing Flames")), side("Chansey"))
    energy = len(g.players[0].active.energy)
    attack(g, "Searing Flames")
    answer_all(g)
    assert len(g.players[0].active.energy) == energy - 2 and slot(g, 1).damage > 0


def test_grab_shuffles_an_attached_trainer_into_their_deck():
    g = new_game(side(ready("neo3-41", "Grab")), side({"card": "Chansey", "tools": ["neo1-99"]}))
    attack(g, "Grab")
    answer_all(g)
    assert not slot(g, 1).tools and "Berry" in [g.name_of(u) for u in g.players[1].deck + g.players[1].hand]


def test_overhead_toss_damages_your_own_benched_pokemon_on_tails():
    g = new_game(side(ready("neo3-38", "Overhead Toss"), bench=["Chansey"]), side("Chansey"), seed=seed_for(T))
    attack(g, "Overhead Toss")
    answer_all(g)
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
    answer_all(g)
    assert slot(g, 0).damage == 10
    end_turn(g)
    idx = [a.name for a in default_db().get("neo4-38").attacks].index("Rock Tackle")
    assert not any(isinstance(a, Attack) and a.index == idx for a in g.legal_actions())


def test_high_voltage_stops_trainers_next_turn():
    g = new_game(side(ready("neo4-34", "High Voltage")), side("Chansey", hand=["neo1-87"]), seed=seed_for(H))
    attack(g, "High Voltage")
    answer_all(g)
    mary = g.players[1].hand
    assert not any(getattr(a, "card", None) in mary and a[0] == "play" for a in g.legal_actions())


def test_surround_asleep_or_no_retreat():
    from desktop.engine.actions import Retreat

    g = new_game(side(ready("neo4-36", "Surround")),
                 side({"card": "Chansey", "energy": ["Water Energy"] * 2}, bench=["Pidgey"]), seed=seed_for(T))
    attack(g, "Surround")
    answer_all(g)
    assert not any(isinstance(a, Retreat) for a in g.legal_actions())


def test_ink_blast_adds_up_to_20_for_extra_energy():
    g = new_game(side(ready("neo4-62", "Ink Blast", extra=["Water Energy"] * 3)), side("Charizard"))
    attack(g, "Ink Blast")
    dark = sum(g.name_of(u) == "Darkness Energy" for u in g.players[0].active.energy)
    assert slot(g, 1).damage - 10 * dark in (40, 80)  # 20 + 20 (the most added), Weakness or not


def test_pulse_guard_prevents_30_or_more():
    g = new_game(side(ready("neo4-48", "Pulse Guard")), side(ready("base6-35", "Ram")))
    attack(g, "Pulse Guard")
    answer_all(g)
    attack(g, "Ram")
    answer_all(g)
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
    assert slot(g, 1).damage == 40 and rot_name(slot(g, 1)) == "Paralyzed"
    g = new_game(side(ready("neo4-48", "Thunder Needle")), side("Charizard"), seed=seed_for(H, T, T))
    attack(g, "Thunder Needle")
    assert slot(g, 1).damage == 20 and rot_name(slot(g, 1)) == ""
    g = new_game(side(ready("neo3-4", "Cross Attack")), side("Charizard"), seed=seed_for(H, H, T, T))
    attack(g, "Cross Attack")
    assert slot(g, 1).damage == 40 and rot_name(slot(g, 1)) == "Confused"


def test_threaten_and_glaring_gaze_shuffle_a_trainer_from_their_hand():
    g = new_game(side(ready("neo4-9", "Threaten")), side("Chansey", hand=["neo1-87", "Pidgey"]), seed=seed_for(H))
    attack(g, "Threaten")
    answer_all(g)
    assert "Mary" not in zone_names(g, 1, "hand") or len(g.players[1].hand) == 2  # they drew 1 at turn start
    assert "Mary" in [g.name_of(u) for u in g.players[1].deck + g.players[1].hand]
    g = new_game(side("neo1-42"), side("Chansey", hand=["neo1-87", "Pidgey"]), seed=seed_for(H))
    power(g, 0)
    answer_all(g)
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
    answer_all(g)
    assert [(g.name_of(s.top), s.damage) for s in g.players[1].bench] == [("Pidgey", 10)]


def test_tentacle_wrap_tails_raises_their_retreat_cost():
    from desktop.engine import layer

    g = new_game(side(ready("neo4-62", "Tentacle Wrap")), side("Chansey"), seed=seed_for(T))
    before = layer.retreat_cost(g, 1, slot(g, 1))
    attack(g, "Tentacle Wrap")
    answer_all(g)
    assert layer.retreat_cost(g, 1, slot(g, 1)) == before + 1
