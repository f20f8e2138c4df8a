"""Classic Pokémon Powers played as printed: once-a-turn Powers, Powers that answer an attack's damage
(hitting back, surviving, preventing), Powers that guard from Special Conditions or effects, and Powers
that stop working."""

from __future__ import annotations

from answer_helpers import answer_all, rot_name
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
    mon,
    new_game,
    power,
    seed_for,
    side,
    slot,
    zone_names,
)

from desktop.engine.actions import Attack, PlayBasic


def test_dark_wave_stops_powers_during_their_next_turn():
    g = new_game(side(ready("gym2-29", "Dark Wave")), side("Chansey", bench=[mon("gym1-65", damage=20)]))
    attack(g, "Dark Wave")
    assert not any(a[0] == "power" for a in g.legal_actions())
    end_turn(g)
    g2 = new_game(side(mon("gym1-65", damage=20)), side("Chansey"))
    assert any(a[0] == "power" for a in g2.legal_actions())


def test_fire_wall_hits_the_attacker_for_10_with_weakness():
    g = new_game(side(ready("gym1-12", "Fire Wall")), side(ready("base1-15", "Solarbeam"), bench=["Pidgey"]))
    attack(g, "Fire Wall")  # Venusaur is weak to Fire: 80 of its 100 HP
    attack(g, "Solarbeam")
    assert "Venusaur" in zone_names(g, 1, "discard")  # Fire Wall's 10, doubled by Weakness, Knocked it Out


def test_crosscounter_doubles_the_damage_back_on_heads():
    for heads, back in ((H, 40), (T, 0)):
        g = new_game(side(ready("gym1-11", "Crosscounter")), side(ready("base1-52", "Low Kick")), seed=seed_for(heads))
        attack(g, "Crosscounter")
        attack(g, "Low Kick")
        assert slot(g, 0).damage == 20 and slot(g, 1).damage == back


def test_energy_drain_discards_an_energy_of_the_attacker_on_heads():
    g = new_game(side(ready("base1-52", "Low Kick", extra=["Fighting Energy"])), side("gym2-26"), seed=seed_for(H))
    attack(g, "Low Kick")
    assert g.pending.player == 1 and g.pending.purpose == "discard_their_energy"  # Muk's owner chooses
    choose(g, g.pending.options[0])
    assert len(slot(g, 0).energy) == 1
    g = new_game(side(ready("base1-52", "Low Kick")), side(mon("gym2-26", condition="Asleep")), seed=seed_for(H))
    attack(g, "Low Kick")
    assert len(slot(g, 0).energy) == 1  # it was Asleep: the Power didn't work


def test_shock_blast_hurts_both_active_pokemon_on_tails():
    g = new_game(side(ready("base1-52", "Low Kick")), side("gym2-52"), seed=seed_for(T))
    attack(g, "Low Kick")
    assert slot(g, 0).damage == 20 and slot(g, 1).damage == 40 + 20  # Low Kick doubled by Weakness


def test_soak_up_gathers_grass_energy_from_your_other_pokemon():
    g = new_game(side("gym2-38", bench=[mon("Bulbasaur", energy=["Grass Energy", "Grass Energy", "Water Energy"])]),
                 side("Chansey"))
    power(g, 0)
    choose(g, g.pending.options[0])
    choose(g, g.pending.options[0])
    assert len(slot(g, 0).energy) == 2 and [g.name_of(u) for u in slot(g, 0, 1).energy] == ["Water Energy"]


def test_fortitude_survives_a_knock_out_on_heads_with_10_hp():
    for heads, survives in ((H, True), (T, False)):
        g = new_game(side(ready("base1-52", "Low Kick"), bench=["Pidgey"]), side(mon("gym2-6", damage=90),
                                                                                 bench=["Pidgey"]),
                     seed=seed_for(heads))
        attack(g, "Low Kick")
        machamp = [s for _p, s in g.players[1].in_play() if g.name_of(s.top) == "Giovanni's Machamp"]
        assert bool(machamp) == survives
        if survives:
            assert g.hp_of(machamp[0]) - machamp[0].damage == 10


def test_shadow_images_turns_attacks_aside_on_tails_until_scyther_is_hit():
    g = new_game(side(ready("gym1-13", "Shadow Images")), side(ready("base1-46", "Scratch")), seed=seed_for(T))
    attack(g, "Shadow Images")
    attack(g, "Scratch")  # their coin: tails, no damage
    assert slot(g, 0).damage == 0 and slot(g, 0).effects
    g = new_game(side(ready("gym1-13", "Shadow Images")), side(ready("base1-46", "Scratch")), seed=seed_for(H))
    attack(g, "Shadow Images")
    attack(g, "Scratch")  # heads: the damage is done (doubled by Weakness) and the shadow ends
    assert slot(g, 0).damage == 20 and [e.kind for e in slot(g, 0).effects] == ["attacked"]


def test_rebirth_may_return_rocket_s_moltres_to_the_hand_when_knocked_out():
    for asleep, answer, in_hand in ((False, "yes", True), (False, "no", False), (True, None, False)):
        moltres = mon("gym1-12", damage=60, **({"condition": "Asleep"} if asleep else {}))
        g = new_game(side(ready("base1-52", "Low Kick")), side(moltres, bench=["Pidgey"]))
        attack(g, "Low Kick")
        if answer is not None:
            assert g.pending.player == 1 and g.pending.purpose == "may"
            choose(g, answer)
        assert ("Rocket's Moltres" in zone_names(g, 1, "hand")) == in_hand
        assert ("Rocket's Moltres" in zone_names(g, 1, "discard")) != in_hand


def test_thick_skinned_snorlax_cannot_be_poisoned():
    g = new_game(side(ready("base1-69", "Poison Sting")), side("base6-64"), seed=seed_for(H))
    attack(g, "Poison Sting")
    assert slot(g, 1).poison == 0 and slot(g, 1).damage == 10


def test_long_distance_hypnosis_puts_either_active_pokemon_asleep():
    g = new_game(side("Chansey", bench=["base6-73"]), side("Chansey"), seed=seed_for(H))
    power(g, 1)
    assert rot_name(slot(g, 1)) == "Asleep" and rot_name(slot(g, 0)) == ""
    g = new_game(side("Chansey", bench=["base6-73"]), side("Chansey"), seed=seed_for(T))
    power(g, 1)
    assert rot_name(slot(g, 0)) == "Asleep" and rot_name(slot(g, 1)) == ""
    assert slot(g, 0, 1) is not None and rot_name(slot(g, 0, 1)) == ""  # Drowzee itself is on the Bench


def test_reel_in_takes_pokemon_cards_back_from_the_discard_pile():
    g = new_game(side("base6-93", hand=["base6-8"], discard=["Pidgey", "base6-38", "Fire Energy", "Rattata",
                                                              "Chansey"]), side("Chansey"))
    evolve(g, "Dark Slowbro", 0)
    answer_all(g)
    assert len(g.players[0].hand) == 3 and all(g.cards[u].kind == "pokemon" for u in g.players[0].hand)
    assert len(g.players[0].discard) == 2 and "Fire Energy" in zone_names(g, 0, "discard")


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


def test_guiding_flame_benches_a_basic_pokemon_from_the_discard_pile():
    g = new_game(side(ready("neo4-50", "Guiding Flame"), discard=["neo1-12", "Fire Energy"]), side("Chansey"))
    attack(g, "Guiding Flame")
    answer_all(g)
    assert [g.name_of(s.top) for s in g.players[0].bench] == ["Pichu"]


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


def test_zzzap_hits_each_pokemon_with_a_pokemon_power():
    g = new_game(side(ready("neo1-12", "Zzzap"), bench=["base6-73"]), side("neo1-22", bench=["Chansey"]))
    attack(g, "Zzzap")
    assert g.players[0].bench[0].damage == 20 and slot(g, 1).damage == 20 and g.players[1].bench[0].damage == 0


def test_crystal_body_keeps_special_conditions_off_suicune_but_not_damage():
    g = new_game(side(ready("base1-69", "Poison Sting")), side("neo3-14"), seed=seed_for(H))
    attack(g, "Poison Sting")
    assert slot(g, 1).poison == 0 and slot(g, 1).damage == 10


def test_zoom_lets_unown_retreat_for_free():
    from desktop.engine import layer

    g = new_game(side("neo4-27", bench=["neo4-60"]), side("Chansey"))
    assert layer.retreat_cost(g, 0, slot(g, 0)) == 0
    g = new_game(side("Chansey", bench=["neo4-60"]), side("Chansey"))
    assert layer.retreat_cost(g, 0, slot(g, 0)) > 0


def test_yield_attaches_a_psychic_energy_to_an_unown():
    g = new_game(side("Chansey", bench=["neo3-40"], deck=["Psychic Energy"] * 3), side("Chansey"),
                 seed=seed_for(H))
    power(g, 1)
    answer_all(g)
    assert [g.name_of(u) for u in g.players[0].bench[0].energy] == ["Psychic Energy"]


def test_pulse_guard_prevents_30_or_more():
    g = new_game(side(ready("neo4-48", "Pulse Guard")), side(ready("base6-35", "Ram")))
    attack(g, "Pulse Guard")
    answer_all(g)
    attack(g, "Ram")
    answer_all(g)
    assert slot(g, 0).damage == 0


def test_cunning_peeks_their_top_card_and_may_shuffle():
    g = new_game(side("neo4-20"), side("Chansey"), seed=seed_for(H))
    events = power(g, 0)
    assert [e.src for e in events if e.kind == "peek"] == ["deck"]
    events = choose(g, "yes")
    assert any(e.kind == "shuffle" and e.player == 1 for e in events)


def test_bear_moves_a_counter_from_another_unown():
    g = new_game(side("Chansey", bench=["neo3-39", {"card": "neo4-86", "damage": 20}]), side("Chansey"))
    power(g, 1)
    assert g.players[0].bench[0].damage == 10 and g.players[0].bench[1].damage == 10


def test_vanish_returns_another_unown_when_played():
    g = new_game(side("Chansey", bench=[{"card": "neo4-86", "energy": ["Psychic Energy"]}], hand=["neo4-89"]),
                 side("Chansey"), seed=seed_for(H))
    do(g, PlayBasic(next(u for u in g.players[0].hand if g.name_of(u) == "Unown [V]")))
    choose(g, "yes")
    answer_all(g)
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


def test_drive_off_makes_the_opponent_switch_while_arcanine_is_active():
    from desktop.engine.actions import UsePower

    g = new_game(side("neo4-12"), side("Chansey", bench=["Pidgey"]))
    power(g, 0)
    answer_all(g)
    assert g.name_of(g.players[1].active.top) == "Pidgey"
    g = new_game(side("Chansey", bench=["neo4-12"]), side("Chansey", bench=["Pidgey"]))
    assert not any(isinstance(a, UsePower) for a in g.legal_actions())


def test_poison_bind_and_stun_wave():
    from desktop.engine.actions import Retreat, UsePower

    g = new_game(side(ready("neo4-17", "Poison Bind")),
                 side({"card": "Chansey", "energy": ["Water Energy"] * 2}, bench=["Pidgey"]), seed=seed_for(H))
    attack(g, "Poison Bind")
    answer_all(g)
    assert slot(g, 1).poison and not any(isinstance(a, Retreat) for a in g.legal_actions())
    g = new_game(side(ready("neo4-34", "Stun Wave")), side("neo1-42"), seed=seed_for(H))
    attack(g, "Stun Wave")
    answer_all(g)
    assert not any(isinstance(a, UsePower) for a in g.legal_actions())


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
    from desktop.engine import type_rules

    g = new_game(side("neo3-32"), side("Chansey"))
    power(g, 0)
    assert type_rules.pokemon_types(g, slot(g, 0)) == ("Water",)
    g.set_rotation(0, 0, slot(g, 0), 1)  # Asleep
    assert type_rules.pokemon_types(g, slot(g, 0)) == ("Lightning",)


def test_deep_sleep_needs_two_heads_to_wake_up():
    g = new_game(side("neo4-6"), side({"card": "Chansey", "condition": "Asleep"}), seed=seed_for(H, T))
    end_turn(g)
    assert rot_name(slot(g, 1)) == "Asleep"
    g = new_game(side("Chansey"), side({"card": "Chansey", "condition": "Asleep"}), seed=seed_for(H, T))
    end_turn(g)
    assert rot_name(slot(g, 1)) == ""


def test_scare_stops_the_opponents_baby_pokemon_attacking():
    g = new_game(side(ready("neo1-12", "Zzzap")), side("neo4-5"))
    assert not any(isinstance(a, Attack) for a in g.legal_actions())
    g = new_game(side(ready("neo1-12", "Zzzap")), side("Chansey", bench=["neo4-5"]))
    assert any(isinstance(a, Attack) for a in g.legal_actions())


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


def test_unown_c_chase_when_the_opponent_retreats():
    from desktop.engine.actions import Retreat

    for heads in (H, T):
        g = new_game(side({"card": "Pidgey", "energy": ["Water Energy"] * 2}, bench=["Chansey"]), side("neo4-57"),
                     seed=seed_for(heads))
        events = do(g, Retreat(1))
        answer_all(g)
        assert coins(events) == [heads]
        assert g.players[0].bench[0].damage == (10 if heads else 0)


def test_porygon2_energy_converter():
    from engine_helpers import choose, power

    from desktop.engine.actions import Attack

    g = new_game(side({"card": "base1-7", "energy": ["Water Energy"]}, bench=["neo3-12"]), side("Chansey"))
    assert Attack(0) not in g.legal_actions()
    power(g, 1)
    choose(g, "Fighting")
    assert Attack(0) in g.legal_actions()
    from desktop.engine import combat
    from desktop.engine.fx.damage_nodes import ROTATIONS

    g.players[0].bench[0].rot = ROTATIONS["Asleep"]  # it goes back to Water
    assert combat.energy_units(g, g.players[0].active) == ["Water"]
