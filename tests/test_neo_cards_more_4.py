"""Legendary Collection and Neo cards worded their own way (issue #14), each played as printed (part 4)."""

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
from neo_more_helpers import answer_all, rot_name

from desktop.engine.actions import Attack, PlayBasic


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
    answer_all(g)
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
    answer_all(g)
    hand = zone_names(g, 0, "hand")
    assert hand.count("Water Energy") + hand.count("Fire Energy") == 3 and len(g.players[0].deck) == 3


def test_electromagnetic_power_moves_energy_between_magnemite_and_magneton():
    g = new_game(side({"card": "neo3-10", "energy": ["Lightning Energy"]}, bench=["Chansey", {"card": "neo3-10"}]),
                 side("Chansey"))
    power(g, 0)
    answer_all(g)
    assert len(g.players[0].bench[1].energy) == 1 and g.players[0].active.energy == []
    assert g.players[0].bench[0].energy == []


def test_howl_discards_5_and_attaches_the_fire_energy_then_ends_the_turn():
    g = new_game(side("Charmander", hand=["neo3-6"], deck=["Pidgey"] * 5 + ["Fire Energy", "Pidgey",
                                                                             "Fire Energy", "Pidgey", "Pidgey"]),
                 side("Chansey"))
    do(g, PlayBasic(next(u for u in g.players[0].hand if g.name_of(u) == "Entei")))
    choose(g, "yes")
    answer_all(g)
    assert sum(len(s.energy) for s in g.players[0].slots()) == 2 and g.current == 1


def test_dark_porygon2_curve_attack_and_spatial_distortion():
    g = new_game(side(ready("neo4-8", "Curve Attack")), side(ready("base6-35", "Horn Attack")), seed=seed_for(H))
    attack(g, "Curve Attack")
    answer_all(g)
    attack(g, "Horn Attack")
    assert slot(g, 0).damage == 0
    g = new_game(side("neo4-8", discard=["neo4-100"]), side("Chansey"), seed=seed_for(H))
    power(g, 0)
    answer_all(g)
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
    answer_all(g)
    assert g.name_of(g.players[1].active.top) == "Pidgey" and g.name_of(g.players[1].bench[0].top) == "Chansey"


def test_explosive_evolution_damages_on_heads_then_evolves_pupitar():
    g = new_game(side(ready("neo4-38", "Explosive Evolution"), deck=["neo4-11", "Pidgey"]),
                 side("Charizard", bench=["Chansey"]), seed=seed_for(H))
    attack(g, "Explosive Evolution")
    answer_all(g)
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
    answer_all(g)
    assert g.name_of(g.players[0].bench[0].top) == "Skiploom"


def test_lightning_burst_makes_them_switch_when_a_lightning_energy_is_attached():
    g = new_game(side("neo3-13", hand=["Lightning Energy", "Water Energy"]), side("Chansey", bench=["Pidgey"]))
    attach(g, "Lightning Energy", 0)
    answer_all(g)
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
    answer_all(g)
    assert slot(g, 1).damage == 30


def test_genetic_memory_uses_an_attack_of_the_cards_under_kingdra():
    g = new_game(side({"card": "neo3-19", "under": ["neo1-62", "neo1-48"], "energy": ["Water Energy"]}),
                 side("Charizard"))
    attack(g, "Genetic Memory")
    names = list(g.pending.options) if g.pending is not None else []
    assert sorted(names) == ["Bubble", "Fin Slap", "Mud Splash"]
    choose(g, "Mud Splash")
    answer_all(g)
    assert slot(g, 1).damage == 60  # 30, doubled by Charizard's Water Weakness; no Energy cost paid


def test_twister_discards_an_energy_per_heads_and_does_nothing_on_two_tails():
    g = new_game(side(ready("neo3-19", "Twister")), side({"card": "Chansey", "energy": ["Water Energy"] * 2}),
                 seed=seed_for(H, H))
    attack(g, "Twister")
    answer_all(g)
    assert slot(g, 1).energy == [] and slot(g, 1).damage > 0
    g = new_game(side(ready("neo3-19", "Twister")), side({"card": "Chansey", "energy": ["Water Energy"] * 2}),
                 seed=seed_for(T, T))
    attack(g, "Twister")
    assert len(slot(g, 1).energy) == 2 and slot(g, 1).damage == 0


def test_sweet_scent_heals_yours_on_heads_theirs_on_tails():
    g = new_game(side(ready("neo1-29", "Sweet Scent"), bench=[{"card": "Chansey", "damage": 30}]),
                 side({"card": "Chansey", "damage": 30}), seed=seed_for(H))
    attack(g, "Sweet Scent")
    answer_all(g)
    assert g.players[0].bench[0].damage == 10 and slot(g, 1).damage == 30
    g = new_game(side(ready("neo1-29", "Sweet Scent"), bench=[{"card": "Chansey", "damage": 30}]),
                 side({"card": "Chansey", "damage": 30}), seed=seed_for(T))
    attack(g, "Sweet Scent")
    answer_all(g)
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
    answer_all(g)
    assert slot(g, 0).damage == 20 and not slot(g, 1).tools and "Counterattack Claws" in zone_names(g, 1, "discard")


def test_balloon_berry_is_discarded_instead_of_the_energy_to_retreat():
    from desktop.engine.actions import Retreat

    g = new_game(side({"card": "Chansey", "energy": ["Water Energy"], "tools": ["neo3-60"]}, bench=["Pidgey"]),
                 side("Chansey"))
    do(g, Retreat(1))
    answer_all(g)
    chansey = g.players[0].bench[0]
    assert g.name_of(chansey.top) == "Chansey" and len(chansey.energy) == 1 and not chansey.tools
    assert "Balloon Berry" in zone_names(g, 0, "discard")


def test_keep_stops_the_opponent_discarding_energy_from_unown():
    g = new_game(side(ready("base1-18", "Hyper Beam")),
                 side({"card": "neo4-86", "energy": ["Psychic Energy"]}, bench=["neo3-58"]))
    attack(g, "Hyper Beam")
    answer_all(g)
    assert len(g.players[1].active.energy) == 1 and slot(g, 1).damage > 0
    g = new_game(side(ready("base1-18", "Hyper Beam")), side({"card": "Chansey", "energy": ["Water Energy"]},
                                                               bench=["neo3-58"]))
    attack(g, "Hyper Beam")
    answer_all(g)
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
    answer_all(g)
    assert len(g.players[0].active.energy) == energy - 1 and len(g.players[0].bench[0].energy) == 1
    g = new_game(side({"card": "neo1-34", "energy": ["Lightning Energy"] * 3}), side("Chansey"),
                 seed=seed_for(H, T, H))
    attack(g, "Discharge")
    assert slot(g, 1).damage == 60 and g.players[0].active.energy == []


def test_roar_makes_them_switch_on_heads():
    g = new_game(side(ready("neo1-74", "Roar")), side("Chansey", bench=["Pidgey"]), seed=seed_for(H))
    attack(g, "Roar")
    answer_all(g)
    assert g.name_of(g.players[1].active.top) == "Pidgey"


def test_destructive_fire_discards_energy_on_both_sides_per_heads():
    g = new_game(side({"card": "neo4-113", "energy": ["Fire Energy"] * 3 + ["Darkness Energy"]}),
                 side({"card": "Chansey", "energy": ["Water Energy"] * 3}), seed=seed_for(H, H, T))
    attack(g, "Destructive Fire")
    answer_all(g)
    assert len(g.players[0].active.energy) == 2 and len(slot(g, 1).energy) == 1


def test_deep_sleep_needs_two_heads_to_wake_up():
    g = new_game(side("neo4-6"), side({"card": "Chansey", "condition": "Asleep"}), seed=seed_for(H, T))
    end_turn(g)
    assert rot_name(slot(g, 1)) == "Asleep"
    g = new_game(side("Chansey"), side({"card": "Chansey", "condition": "Asleep"}), seed=seed_for(H, T))
    end_turn(g)
    assert rot_name(slot(g, 1)) == ""


def test_ecogym_returns_discarded_energy_to_its_owners_hand():
    g = new_game(side(ready("base1-18", "Hyper Beam"), hand=["neo1-84"]),
                 side({"card": "Chansey", "energy": ["Water Energy"]}))
    play(g, "Ecogym")
    attack(g, "Hyper Beam")
    answer_all(g)
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


def test_light_dragonite_light_wave_and_miraculous_wind():
    from desktop.engine import combat

    g = new_game(side(ready("neo4-14", "Light Wave")), side(ready("base1-11", "Toxic")))
    attack(g, "Light Wave")
    answer_all(g)
    attack(g, "Toxic")
    assert slot(g, 0).poison == 0 and slot(g, 0).damage > 0
    g = new_game(side("neo4-14"), side({"card": "Chansey", "energy": ["Darkness Energy", "Metal Energy"]}))
    assert combat.energy_units(g, slot(g, 1)) == ["Colorless", "Colorless"]
    g = new_game(side("Chansey", bench=["neo4-14"]), side({"card": "Chansey", "energy": ["Darkness Energy"]}))
    assert combat.energy_units(g, slot(g, 1)) == ["Darkness"]


def test_provoke_each_player_benches_the_others_basics():
    g = new_game(side(ready("neo4-21", "Provoke"), hand=["Pidgey", "Potion"]), side("Chansey", hand=["Rattata"]))
    attack(g, "Provoke")
    assert g.pending.player == 0
    choose(g, g.pending.options[0])  # their Rattata onto their Bench
    assert g.pending.player == 1
    choose(g, g.pending.options[0])  # my Pidgey onto my Bench
    assert [g.name_of(s.top) for s in g.players[1].bench] == ["Rattata"]
    assert [g.name_of(s.top) for s in g.players[0].bench] == ["Pidgey"]


def test_dark_omastar_dark_tentacle_and_prehistoric_water():
    from desktop.engine.actions import Evolve

    g = new_game(side(ready("neo4-19", "Dark Tentacle")), side("base6-90", hand=["base6-35"]))
    attack(g, "Dark Tentacle")
    answer_all(g)
    assert not any(isinstance(a, Evolve) for a in g.legal_actions())
    g = new_game(side(ready("neo4-19", "Prehistoric Water")), side({"card": "base6-35", "under": ["base6-90"]}),
                 seed=seed_for(H))
    attack(g, "Prehistoric Water")
    answer_all(g)
    assert g.name_of(g.players[1].active.top) == "Rhyhorn"
    assert "Rhydon" in [g.name_of(u) for u in g.players[1].deck + g.players[1].hand]


def test_dark_ampharos_conductivity_and_shock_bolt():
    g = new_game(side("Chansey", hand=["Water Energy"]), side("neo4-1"))
    attach(g, "Water Energy", 0)
    assert slot(g, 0).damage == 10
    g = new_game(side("Chansey", hand=["Water Energy"]), side("neo4-1", bench=["neo4-1"]))
    attach(g, "Water Energy", 0)
    assert slot(g, 0).damage == 0  # more than 1 Dark Ampharos in play: it stops working
    g = new_game(side("neo4-1", hand=["Lightning Energy"]), side("Chansey"))
    attach(g, "Lightning Energy", 0)
    assert slot(g, 0).damage == 0  # its owner's own attachments
    g = new_game(side(ready("neo4-1", "Shock Bolt", extra=["Lightning Energy", "Darkness Energy"])), side("Chansey"))
    attack(g, "Shock Bolt")
    answer_all(g)
    assert slot(g, 1).damage > 0
    assert [g.name_of(u) for u in g.players[0].active.energy if "Lightning" in g.name_of(u)] == []


def test_magnifier_skips_resistance_this_turn():
    g = new_game(side(ready("base1-52", "Low Kick"), hand=["neo4-101"]), side("Pidgey"))
    play(g, "Magnifier", 0)
    answer_all(g)
    attack(g, "Low Kick")
    answer_all(g)
    assert slot(g, 1).damage == 20
    assert "Magnifier" in zone_names(g, 0, "discard")
    g = new_game(side(ready("base1-52", "Low Kick")), side("Pidgey"))
    attack(g, "Low Kick")
    assert slot(g, 1).damage == 0


def test_shining_mewtwo_reflect_shield():
    for heads in (H, T):
        g = new_game(side(ready("neo4-109", "Reflect Shield")), side(ready("base1-52", "Low Kick")),
                     seed=seed_for(heads))
        attack(g, "Reflect Shield")
        answer_all(g)
        events = attack(g, "Low Kick")
        assert coins(events) == [heads]
        assert (slot(g, 0).damage == 0 and slot(g, 1).damage == 20) if heads else \
            (slot(g, 0).damage > 0 and slot(g, 1).damage == 0)


def test_magcargo_magma_pool_and_lava_flow():
    from desktop.engine.actions import Retreat

    g = new_game(side({"card": "neo3-33", "energy": ["Fire Energy"] * 4}, bench=["Chansey"]), side("Chansey"))
    do(g, Retreat(1))
    answer_all(g)
    assert [g.name_of(u) for u in slot(g, 0).energy] == ["Fire Energy"]
    assert g.name_of(g.players[0].bench[0].top) == "Magcargo"
    g = new_game(side(ready("neo3-33", "Lava Flow", extra=["Fire Energy", "Fire Energy"])), side("Chansey"))
    fire = sum(g.name_of(u) == "Fire Energy" for u in slot(g, 0).energy)
    attack(g, "Lava Flow")
    choose(g, 2)
    answer_all(g)
    assert sum(g.name_of(u) == "Fire Energy" for u in g.players[0].active.energy) == fire - 2
    assert slot(g, 1).damage == 80


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


def test_crobat_triggered_poison():
    g = new_game(side(ready("neo3-4", "Triggered Poison")), side("Chansey", hand=["Water Energy"]))
    attack(g, "Triggered Poison")
    answer_all(g)
    assert slot(g, 1).poison == 0
    attach(g, "Water Energy", 0)
    assert slot(g, 1).poison == 10


def test_conductivity_can_knock_out():
    g = new_game(side({"card": "Chansey", "damage": 110}, bench=["Pidgey"], hand=["Water Energy"]), side("neo4-1"))
    attach(g, "Water Energy", 0)
    answer_all(g)
    assert g.name_of(slot(g, 0).top) == "Pidgey" and "Chansey" in zone_names(g, 0, "discard")


def test_dark_croconaw_clamping_jaw():
    from desktop.engine.actions import Retreat

    for heads in (H, T):
        g = new_game(side(ready("neo4-32", "Clamping Jaw")),
                     side(ready("base1-52", "Low Kick"), bench=["Chansey"]), seed=seed_for(heads))
        attack(g, "Clamping Jaw")
        answer_all(g)
        assert not any(isinstance(a, Retreat) for a in g.legal_actions())
        events = attack(g, "Low Kick")
        assert coins(events) == [heads]
        assert (slot(g, 0).damage > 0) == heads


def test_pokemon_personality_test():
    for guess, drawer in (("Dark", 1), ("Light", 0)):
        g = new_game(side("Chansey", hand=["neo4-102", "neo4-34"]), side("Chansey"))  # Dark Flaaffy
        hands = [len(g.players[0].hand), len(g.players[1].hand)]
        play(g, "Pokémon Personality Test")
        assert g.pending.purpose == "guess_card" and g.pending.player == 1
        choose(g, guess)
        assert "Dark Flaaffy" in zone_names(g, 0, "hand")
        assert len(g.players[drawer].hand) == hands[drawer] + 3 - (1 if drawer == 0 else 0)


def test_light_wigglytuff_evolution_song():
    g = new_game(side(ready("neo4-54", "Evolution Song"), bench=["base1-46"], deck=["base1-24"] + ["Chansey"] * 5),
                 side("base1-57", deck=["base1-22"] + ["Chansey"] * 5))
    attack(g, "Evolution Song")
    assert g.pending.player == 1 and g.pending.purpose == "evolve_target"
    choose(g, 0)  # their Pidgey: its only Evolution card in their deck goes onto it
    assert g.pending.player == 0 and g.pending.purpose == "evolve_target"
    choose(g, 1)
    answer_all(g)
    assert g.name_of(g.players[1].active.top) == "Pidgeotto"
    assert g.name_of(g.players[0].bench[0].top) == "Charmeleon"


def test_sudowoodo_mimic_copies_the_defending_pokemons_attacks():
    g = new_game(side({"card": "neo3-26", "energy": ["Fighting Energy"]}, bench=["neo3-26"]), side("base1-52"))
    assert [a.name for a in g.card_of(slot(g, 0)).attacks] == ["Slam", "Low Kick"]
    assert [a.name for a in g.card_of(g.players[0].bench[0]).attacks] == ["Slam"]  # only the Active one
    attack(g, "Low Kick")
    assert slot(g, 1).damage == 20
    g = new_game(side({"card": "neo3-26", "condition": "Asleep"}), side("base1-52"))
    assert [a.name for a in g.card_of(slot(g, 0)).attacks] == ["Slam"]


def test_aerodactyl_prehistoric_memory():
    g = new_game(side({"card": "base6-35", "under": ["base6-90"], "energy": ["Fighting Energy"] * 3}),
                 side("Chansey", bench=["neo3-15"]))
    names = [a.name for a in g.card_of(slot(g, 0)).attacks]
    rhyhorn = [a.name for a in g.cards[slot(g, 0).cards[0]].attacks]
    assert names == [a.name for a in g.cards[slot(g, 0).top].attacks] + rhyhorn
    attack(g, rhyhorn[0])
    g = new_game(side({"card": "base6-35", "under": ["base6-90"]}), side("Chansey", bench=[{"card": "neo3-15"}]))
    from desktop.engine.fx.damage_nodes import ROTATIONS

    g.players[1].bench[0].rot = ROTATIONS["Asleep"]  # an Asleep Aerodactyl: it stops working
    assert len(g.card_of(slot(g, 0)).attacks) == len(g.cards[slot(g, 0).top].attacks)


def test_unown_p_perform_adds_the_damage_it_took():
    g = new_game(side(ready("base1-7", "Jab")), side(ready("neo4-58", "Hidden Power")))
    attack(g, "Jab")
    taken = slot(g, 1).damage
    base = next(a.damage for a in g.cards[slot(g, 1).top].attacks if a.name == "Hidden Power")
    assert taken == 20
    attack(g, "Hidden Power")
    assert slot(g, 0).damage == 2 * (base + taken)  # Hitmonchan is weak to Psychic


def test_unown_c_chase_when_the_opponent_retreats():
    from desktop.engine.actions import Retreat

    for heads in (H, T):
        g = new_game(side({"card": "Pidgey", "energy": ["Water Energy"] * 2}, bench=["Chansey"]), side("neo4-57"),
                     seed=seed_for(heads))
        events = do(g, Retreat(1))
        answer_all(g)
        assert coins(events) == [heads]
        assert g.players[0].bench[0].damage == (10 if heads else 0)


def test_unown_x_hidden_power_more_until_tails():
    g = new_game(side(ready("neo4-30", "Hidden Power")), side("base1-57"), seed=seed_for(H, H, T))
    base = next(a.damage for a in g.cards[slot(g, 0).top].attacks if a.name == "Hidden Power")
    events = attack(g, "Hidden Power")
    assert coins(events) == [H, H, T]
    assert slot(g, 1).damage == base + 20
