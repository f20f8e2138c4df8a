"""Cards of today's Standard sets (Black Bolt, White Flare, Mega Evolution, Phantasmal Flames,
Ascended Heroes, Perfect Order), each played as printed (issue #14), part 1."""

from __future__ import annotations

from desktop.engine.actions import Choose, Evolve, Retreat
from desktop.engine.cards import default_db
from tests.engine_helpers import bench, hand_card, mon, new_game, side
from tests.std_mega_helpers import (
    ARCHEN,
    DARK,
    DARKNESS,
    DARKRAI_EX,
    FIGHTING,
    FIRE,
    GRASS,
    JAW,
    LIGHTNING,
    LUNATONE,
    METAL,
    PALAFIN,
    PLUME,
    PSYCHIC,
    WATER,
    answer_all,
    attack_named,
    damage_by,
    power_named,
    run_attack,
    their_attack,
)


def test_antique_plume_fossil_is_played_as_a_basic_pokemon_and_is_safe_on_the_bench():
    fossil = default_db().get(PLUME)
    assert fossil.hp == 60 and fossil.is_basic_pokemon and fossil.implemented
    game = new_game(side(mon("svp-110"), hand=[PLUME, ARCHEN]), side(mon("sv3-62", energy=[WATER] * 3)),
                    rules="modern")
    bench(game, "Antique Plume Fossil")
    assert game.name_of(game.players[0].bench[0].top) == "Antique Plume Fossil"
    game.apply(game.legal_actions()[-1])  # end the turn: the opponent's Jet Punch aims at the Bench
    attack_named(game, "Jet Punch", player=1)
    if game.pending is not None:
        game.apply(Choose(1))
    assert game.players[0].bench[0].damage == 0
    assert any(e.kind == "prevented" and e.player == 0 for e in game.last_events)


def test_antique_plume_fossil_cannot_retreat_and_archen_evolves_from_it():
    game = new_game(side(mon(PLUME), bench=["svp-110"], hand=[ARCHEN]), side(mon("svp-110")), rules="modern")
    assert not any(isinstance(a, Retreat) for a in game.legal_actions())
    game.players[0].active.entered = 0
    assert Evolve(hand_card(game, "Archen"), 0) in game.legal_actions()


def test_antique_jaw_fossil_in_the_active_spot_makes_the_opponents_attacks_do_30_less():
    for active, less in ((JAW, 30), ("svp-110", 0)):
        game = new_game(side(mon(active), bench=[JAW] if active != JAW else []),
                        side(mon("sv3-62", energy=[WATER] * 3)), rules="modern")
        game.apply(game.legal_actions()[-1])
        attack_named(game, "Jet Punch", player=1)
        printed = default_db().get("sv3-62").attacks[0].damage
        assert game.players[0].active.damage == printed - less, active


def test_gobble_down_does_80_for_each_prize_card_you_have_taken():
    for taken in (0, 2):
        game = new_game(side(mon("me1-94", energy=[METAL] * 2)), side(mon(LUNATONE)), rules="modern")
        for _ in range(taken):
            game.players[0].discard.append(game.players[0].prizes.pop())
        assert run_attack(game, "Gobble Down") == 80 * taken


def test_huge_bite_base_damage_is_30_once_the_defending_pokemon_is_damaged():
    for damage, dealt in ((0, 260), (10, 30)):
        game = new_game(side(mon("me1-94", energy=[METAL] * 3)), side(mon(DARKRAI_EX, damage=damage)),
                        rules="modern")
        assert run_attack(game, "Huge Bite") == dealt


def test_resentful_refrain_does_50_for_each_card_in_the_opponents_hand():
    them = side(mon(LUNATONE), hand=[FIGHTING] * 3)
    game = new_game(side(mon("me2pt5-47", energy=[WATER])), them, rules="modern")
    assert run_attack(game, "Resentful Refrain") == 150


def test_shoulder_throw_does_30_less_for_each_colorless_in_the_defenders_retreat_cost():
    assert damage_by("zsv10pt5-50", "Shoulder Throw", [FIGHTING] * 2, defender=PALAFIN) == 120 - 2 * 30
    assert damage_by("zsv10pt5-50", "Shoulder Throw", [FIGHTING] * 2, defender=LUNATONE) == 120 - 30


def test_windup_swing_does_60_less_for_each_energy_on_the_defender():
    game = new_game(side(mon("me1-98", energy=[METAL])), side(mon(PALAFIN, energy=[WATER, WATER])), rules="modern")
    assert run_attack(game, "Windup Swing") == 240 - 120


def test_electro_fall_needs_4_lightning_energy_in_play():
    for bench_energy, dealt in (([LIGHTNING], 30), ([LIGHTNING, LIGHTNING], 120)):
        game = new_game(side(mon("me1-48", energy=[LIGHTNING] * 2), bench=[mon("me1-48", energy=bench_energy)]),
                        side(mon(LUNATONE)), rules="modern")
        assert run_attack(game, "Electro Fall") == dealt


def test_metal_arms_does_40_more_with_a_tool_attached():
    for tools, dealt in (([], 80), (["sv1-174"], 120)):
        game = new_game(side(mon("zsv10pt5-66", energy=[METAL] * 3, tools=tools)), side(mon(LUNATONE)),
                        rules="modern")
        assert run_attack(game, "Metal Arms") == dealt


def test_welcoming_tail_does_200_more_with_exactly_6_prizes_left():
    for taken, dealt in ((0, 240), (1, 40)):
        game = new_game(side(mon("me1-93", energy=[METAL] * 2)), side(mon(LUNATONE)), rules="modern")
        for _ in range(taken):
            game.players[0].discard.append(game.players[0].prizes.pop())
        assert run_attack(game, "Welcoming Tail") == dealt


def test_solar_coiling_does_150_more_with_rosas_encouragement_in_the_discard_pile():
    for discard, dealt in (([], 100), (["me3-84"], 250)):
        game = new_game(side(mon("me3-6", energy=[GRASS] * 3), discard=discard), side(mon(PALAFIN)),
                        rules="modern")
        assert run_attack(game, "Solar Coiling") == dealt


def test_rising_chop_does_nothing_unless_the_defender_is_a_pokemon_ex_and_ignores_weakness():
    assert damage_by("rsv10pt5-49", "Rising Chop", [FIGHTING], defender=LUNATONE) == 0
    assert damage_by("rsv10pt5-49", "Rising Chop", [FIGHTING], defender=DARKRAI_EX) == 90


def test_smack_down_does_50_more_against_fighting_resistance():
    assert damage_by("rsv10pt5-47", "Smack Down", [FIGHTING], defender="sv1-77") == 30 + 50 - 30
    assert damage_by("rsv10pt5-47", "Smack Down", [FIGHTING], defender=PALAFIN) == 30


def test_inferno_fandango_attaches_fire_energy_from_the_hand_to_any_pokemon_as_often_as_you_like():
    game = new_game(side(mon("rsv10pt5-13"), bench=[LUNATONE], hand=[FIRE, FIRE]), side(mon(PALAFIN)),
                    rules="modern")
    for _ in range(2):
        game.apply(power_named(game, 0, "Inferno Fandango"))
        game.apply(Choose(1))  # Lunatone, a Fighting Pokémon
    assert len(game.players[0].bench[0].energy) == 2 and not game.players[0].hand
    assert power_named(game, 0, "Inferno Fandango") not in game.legal_actions()


def test_stone_arms_attaches_one_fighting_energy_from_the_hand_once_a_turn():
    game = new_game(side(mon("me3-43"), bench=[LUNATONE, PALAFIN], hand=[FIGHTING, FIGHTING]), side(mon(PALAFIN)),
                    rules="modern")
    game.apply(power_named(game, 0, "Stone Arms"))
    assert game.pending is not None and 2 not in game.pending.options  # Palafin is not a Fighting Pokémon
    game.apply(Choose(1))
    assert len(game.players[0].bench[0].energy) == 1 and len(game.players[0].hand) == 1
    assert power_named(game, 0, "Stone Arms") not in game.legal_actions()


def test_solar_transfer_moves_basic_grass_energy_between_your_pokemon():
    game = new_game(side(mon("me1-3", "me1-1", "me1-2", energy=[GRASS, GRASS]), bench=[LUNATONE]),
                    side(mon(PALAFIN)), rules="modern")
    for _ in range(2):
        game.apply(power_named(game, 0, "Solar Transfer"))
        while game.pending is not None:
            game.apply(Choose(0 if game.pending.purpose == "move_energy_from" else 1))
    assert len(game.players[0].bench[0].energy) == 2 and not game.players[0].active.energy


def test_sniping_feathers_discards_2_energy_and_does_120_to_a_benched_pokemon():
    game = new_game(side(mon("me2-58", energy=[DARK] * 3)), side(mon(LUNATONE), bench=[PALAFIN]), rules="modern")
    attack_named(game, "Sniping Feathers")
    assert game.pending is not None
    game.apply(Choose(game.pending.options[-1]))  # the Benched Palafin
    assert game.players[1].bench[0].damage == 120 and game.players[1].active.damage == 0
    assert len(game.players[0].active.energy) == 1 and len(game.players[0].discard) == 2


def test_ice_prison_discards_2_energy_and_paralyzes():
    game = new_game(side(mon("me2pt5-48", energy=[WATER] * 4)), side(mon(PALAFIN)), rules="modern")
    attack_named(game, "Ice Prison")
    answer_all(game)
    assert game.players[1].active.rot != 0 and len(game.players[0].active.energy) == 2


def test_nullifying_zero_flips_for_each_opposing_pokemon():
    from tests.engine_helpers import seed_for

    game = new_game(side(mon("me3-47", energy=[FIGHTING] * 5)), side(mon(PALAFIN), bench=[LUNATONE]),
                    rules="modern", seed=seed_for(True, False))
    attack_named(game, "Nullifying Zero")
    hits = [e for e in game.last_events if e.kind == "damage" and e.player == 1]
    assert len(hits) <= 2 and all(e.amount in (150, 300) for e in hits)
    assert sum(e.kind == "coin" for e in game.last_events) == 2


def test_facade_does_100_more_while_burned_or_poisoned():
    for burned, dealt in ((False, 60), (True, 160)):
        game = new_game(side(mon("me2pt5-170", energy=["sve-1"])), side(mon(PALAFIN)), rules="modern")
        game.players[0].active.burned = burned
        assert run_attack(game, "Facade") == dealt


def test_rest_puts_this_pokemon_to_sleep_and_heals_30():
    game = new_game(side(mon("zsv10pt5-35", energy=[PSYCHIC], damage=40)), side(mon(PALAFIN)), rules="modern")
    attack_named(game, "Rest")
    assert game.players[0].active.damage == 10
    assert any(e.kind == "condition" and e.player == 0 and e.detail == "Asleep" for e in game.last_events)


def test_backfire_puts_2_fire_energy_into_the_hand():
    game = new_game(side(mon("me1-25", energy=[FIRE] * 3)), side(mon(PALAFIN)), rules="modern")
    attack_named(game, "Backfire")
    answer_all(game)
    assert len(game.players[0].active.energy) == 1 and len(game.players[0].hand) == 2


def test_sonic_ripper_shuffles_all_its_energy_into_the_deck_and_does_220_to_one_pokemon():
    game = new_game(side(mon("me3-55", energy=[METAL] * 3)), side(mon(PALAFIN), bench=[LUNATONE]), rules="modern")
    deck = len(game.players[0].deck)
    attack_named(game, "Sonic Ripper")
    game.apply(Choose(game.pending.options[0]))  # the Active Palafin
    assert not game.players[0].active.energy and len(game.players[0].deck) == deck + 3
    assert any(e.kind == "damage" and e.player == 1 and e.amount == 220 for e in game.last_events)


def test_happy_return_puts_a_benched_pokemon_and_its_cards_into_the_hand():
    me = side(mon("rsv10pt5-37", energy=[PSYCHIC]), bench=[mon(LUNATONE, energy=[FIGHTING])])
    game = new_game(me, side(mon(PALAFIN)), rules="modern")
    attack_named(game, "Happy Return")
    assert not game.players[0].bench and sorted(game.name_of(u) for u in game.players[0].hand) == \
        sorted(["Lunatone", "Basic Fighting Energy"])


def test_healing_wrapping_heals_only_basic_pokemon():
    game = new_game(side(mon("rsv10pt5-3", "rsv10pt5-1", "rsv10pt5-2", energy=[GRASS], damage=50),
                         bench=[mon(LUNATONE, damage=100)]), side(mon(PALAFIN)), rules="modern")
    attack_named(game, "Healing Wrapping")
    assert game.players[0].bench[0].damage == 0 and game.players[0].active.damage == 50


def test_soothing_melody_heals_a_benched_psychic_pokemon_only():
    me = side(mon("me2-40", energy=[PSYCHIC], damage=30), bench=[mon(LUNATONE, damage=30), mon("me2-40", damage=130)])
    game = new_game(me, side(mon(PALAFIN)), rules="modern")
    attack_named(game, "Soothing Melody")
    assert game.players[0].bench[1].damage == 10 and game.players[0].bench[0].damage == 30
    assert game.players[0].active.damage == 30


def test_fermented_juice_needs_grass_energy_on_shuckle():
    for energy, usable in (([], False), ([GRASS], True)):
        game = new_game(side(mon("me1-11", energy=energy, damage=40)), side(mon(PALAFIN)), rules="modern")
        assert (power_named(game, 0, "Fermented Juice") in game.legal_actions()) == usable
    game.apply(power_named(game, 0, "Fermented Juice"))
    assert game.players[0].active.damage == 10


def test_evolutionary_guidance_and_metallic_signal_search_evolution_pokemon():
    game = new_game(side(mon("me2pt5-151", "me2pt5-150", energy=[WATER]), deck=["sv1-139", LUNATONE]),
                    side(mon(PALAFIN)), rules="modern")
    game.apply(power_named(game, 0, "Evolutionary Guidance"))
    answer_all(game)
    assert [game.name_of(u) for u in game.players[0].hand] == ["Forretress"]
    game = new_game(side(mon("zsv10pt5-67"), deck=["sv1-139", "sv3-147", LUNATONE, "sv3-62"]),
                    side(mon(PALAFIN)), rules="modern")
    game.apply(power_named(game, 0, "Metallic Signal"))
    answer_all(game)
    assert sorted(game.name_of(u) for u in game.players[0].hand) == ["Excadrill", "Forretress"]


def test_tighten_up_makes_the_opponent_discard_cards_of_their_choice():
    game = new_game(side(mon("zsv10pt5-58", energy=[DARKNESS] * 2)), side(mon(PALAFIN), hand=[WATER, FIRE, GRASS]),
                    rules="modern")
    attack_named(game, "Tighten Up")
    for _ in range(2):
        assert game.pending is not None and game.pending.player == 1 and game.pending.purpose == "hand_to_discard"
        game.apply(Choose(game.pending.options[0]))
    assert len(game.players[1].discard) == 2 and len(game.players[1].hand) == 1 + 1  # and their turn's draw


def test_wondrous_cotton_and_energy_straw_count_cards_in_the_revealed_hand():
    them = side(mon(DARKRAI_EX), hand=["sv1-196", "sv1-196", WATER])  # 2 Ultra Balls and an Energy
    game = new_game(side(mon("rsv10pt5-5", "rsv10pt5-4", energy=[GRASS])), them, rules="modern")
    assert run_attack(game, "Wondrous Cotton") == 2 * 50 * 2  # Darkrai ex is weak to Grass
    game = new_game(side(mon("me2pt5-13", "me2pt5-11", "me2pt5-12", energy=[GRASS])), them, rules="modern")
    assert run_attack(game, "Energy Straw") == 80 * 2


def test_relentless_burrowing_discards_their_top_card_for_each_heads():
    from tests.engine_helpers import seed_for

    game = new_game(side(mon("me2pt5-100", energy=[FIGHTING])), side(mon(PALAFIN)), rules="modern",
                    seed=seed_for(True, True, False))
    deck = len(game.players[1].deck)
    attack_named(game, "Relentless Burrowing")
    heads = sum(1 for e in game.last_events if e.kind == "coin" and e.amount == 1)
    assert heads == 2 and len(game.players[1].deck) == deck - 2 - 1 and len(game.players[1].discard) == 2


def test_hammer_lanche_does_100_for_each_basic_water_energy_discarded_from_the_top_six():
    deck = [FIGHTING] * 4 + [WATER, FIGHTING, WATER, FIGHTING, WATER, FIGHTING]  # the last card is the top
    game = new_game(side(mon("me1-36", "me1-35", energy=[WATER] * 2), deck=deck), side(mon(DARKRAI_EX)),
                    rules="modern")
    assert run_attack(game, "Hammer-lanche") == 300 and len(game.players[0].deck) == 4


def test_riptide_counts_water_energy_in_the_discard_pile_then_shuffles_them_back():
    game = new_game(side(mon("me1-34", energy=[WATER]), discard=[WATER, WATER, WATER, FIRE]),
                    side(mon(DARKRAI_EX)), rules="modern")
    deck = len(game.players[0].deck)
    assert run_attack(game, "Riptide") == 60
    assert [game.name_of(u) for u in game.players[0].discard] == ["Basic Fire Energy"]
    assert len(game.players[0].deck) == deck + 3


def test_fortunate_eye_rearranges_the_top_of_the_opponents_deck():
    game = new_game(side(mon("rsv10pt5-42", "rsv10pt5-41", energy=[PSYCHIC])),
                    side(mon(PALAFIN), deck=[FIGHTING] * 5 + [WATER, FIRE]), rules="modern")
    attack_named(game, "Fortunate Eye")
    assert game.pending is not None and game.pending.purpose == "order_deck" and game.pending.player == 0
    fire = next(u for u in game.pending.options if game.name_of(u) == "Basic Fire Energy")
    water = next(u for u in game.pending.options if game.name_of(u) == "Basic Water Energy")
    game.apply(Choose(water))  # on top
    answer_all(game)
    assert water in game.players[1].hand and fire in game.players[1].deck[-4:]  # the top card was drawn


def test_tri_kinesis_knocks_out_a_chosen_pokemon_on_three_heads():
    from tests.engine_helpers import seed_for

    game = new_game(side(mon("me2pt5-78", "me2pt5-77", energy=[PSYCHIC] * 2)),
                    side(mon(PALAFIN), bench=[DARKRAI_EX]), rules="modern", seed=seed_for(True, True, True))
    attack_named(game, "Tri Kinesis")
    game.apply(Choose(game.pending.options[-1]))  # the Benched Darkrai ex
    assert any(e.kind == "damage" and e.player == 1 and e.pos == 1 and e.amount == 210 for e in game.last_events)


def test_soul_destroyer_knocks_out_each_opposing_pokemon_with_50_hp_or_less_left():
    them = side(mon(PALAFIN, damage=100), bench=[mon(DARKRAI_EX, damage=150), mon(LUNATONE, damage=60)])
    game = new_game(side(mon("me3-53", energy=[DARK] * 3)), them, rules="modern")
    attack_named(game, "Soul Destroyer")
    knocked = {e.pos for e in game.last_events if e.kind == "damage" and e.player == 1}
    assert knocked == {0, 2}


def test_terminal_period_knocks_out_at_exactly_6_damage_counters():
    for damage, knocked in ((60, True), (50, False), (70, False)):
        game = new_game(side(mon("me1-86", energy=[DARK] * 2)), side(mon(DARKRAI_EX, damage=damage)), rules="modern")
        attack_named(game, "Terminal Period")
        assert any(e.kind == "damage" and e.player == 1 for e in game.last_events) == knocked


def test_claw_of_darkness_discards_a_card_of_the_revealed_hand():
    game = new_game(side(mon("me1-86", energy=[DARK] * 3)), side(mon(DARKRAI_EX), hand=[WATER, FIRE]),
                    rules="modern")
    attack_named(game, "Claw of Darkness")
    assert game.pending.purpose == "their_hand_discard"
    game.apply(Choose(game.pending.options[0]))
    assert len(game.players[1].discard) == 1


def test_double_freeze_does_90_per_heads_and_paralyzes_on_any_heads():
    from tests.engine_helpers import seed_for

    for flips, dealt in (((True, False), 90), ((False, False), 0)):
        game = new_game(side(mon("rsv10pt5-29", "rsv10pt5-27", "rsv10pt5-28", energy=[WATER] * 3)),
                        side(mon(DARKRAI_EX)), rules="modern", seed=seed_for(*flips))
        assert run_attack(game, "Double Freeze") == dealt
        paralyzed = any(e.kind == "condition" and e.player == 1 and e.detail == "Paralyzed" for e in game.last_events)
        assert paralyzed == bool(dealt)


def test_assassins_magic_places_6_counters_on_a_benched_pokemon_if_the_defender_has_a_condition():
    for poisoned, placed in ((False, 0), (True, 60)):
        game = new_game(side(mon("me2pt5-86", "me2pt5-85", energy=[PSYCHIC] * 2)),
                        side(mon(DARKRAI_EX), bench=[PALAFIN]), rules="modern")
        game.players[1].active.poison = 10 if poisoned else 0
        attack_named(game, "Assassin's Magic")
        assert game.players[1].bench[0].damage == placed


def test_phantasmal_barrage_discards_all_energy_and_places_12_counters():
    game = new_game(side(mon("me2pt5-98", energy=[PSYCHIC] * 3)), side(mon(DARKRAI_EX), bench=[PALAFIN]),
                    rules="modern")
    attack_named(game, "Phantasmal Barrage")
    game.apply(Choose(game.pending.options[0]))  # the Active Darkrai ex
    assert game.players[1].active.damage == 120 and not game.players[0].active.energy


def test_wreck_does_120_more_and_discards_the_stadium():
    game = new_game(side(mon("me2-25", "me2-23", "me2-24", energy=[WATER] * 3)), side(mon(DARKRAI_EX)),
                    rules="modern")
    assert run_attack(game, "Wreck") == 120
    game = new_game(side(mon("me2-25", "me2-23", "me2-24", energy=[WATER] * 3), hand=["me3-77"]),
                    side(mon(DARKRAI_EX)), rules="modern")
    stadium = hand_card(game, "Lumiose City")
    game.players[0].hand.remove(stadium)
    game.stadium = stadium
    assert run_attack(game, "Wreck") == 240 and game.stadium == -1 and stadium in game.players[0].discard


def test_bared_fangs_does_nothing_against_an_undamaged_pokemon():
    assert damage_by("rsv10pt5-24", "Bared Fangs", [WATER], defender=DARKRAI_EX) == 0
    game = new_game(side(mon("rsv10pt5-24", energy=[WATER])), side(mon(DARKRAI_EX, damage=10)), rules="modern")
    assert run_attack(game, "Bared Fangs") == 50


def test_thick_fat_takes_30_less_from_fire_and_water_pokemon_only():
    assert their_attack(side(mon("me2-22", "me2-21")), mon(PALAFIN, energy=[WATER]), "Jet Punch") == 0
    assert their_attack(side(mon("me2-22", "me2-21")), mon(LUNATONE, energy=[FIGHTING] * 2), "Power Gem") == 50


def test_tundra_wall_guards_each_pokemon_with_water_energy_once():
    walls = [mon("me3-24", "me3-23", "me3-69"), mon("me3-24", "me3-23", "me3-69")]
    with_water = side(mon(DARKRAI_EX, energy=[WATER]), bench=walls)
    without = side(mon(DARKRAI_EX), bench=walls)
    assert their_attack(with_water, mon(PALAFIN, energy=[WATER] * 2), "Justice Kick") == 210 - 50
    assert their_attack(without, mon(PALAFIN, energy=[WATER] * 2), "Justice Kick") == 210


def test_sacred_charm_takes_30_less_from_attackers_with_an_ability():
    charmed = side(mon(DARKRAI_EX, tools=["me2-93"]))
    assert their_attack(charmed, mon(LUNATONE, energy=[FIGHTING] * 2), "Power Gem") == 20  # Lunar Cycle
    assert their_attack(charmed, mon(PALAFIN, energy=[WATER]), "Jet Punch") == 30


def test_thick_scale_guards_only_a_dragon_pokemon_from_some_types():
    scaled = side(mon("sv5-120", tools=["me2pt5-211"]))
    assert their_attack(scaled, mon(LUNATONE, energy=[FIGHTING] * 2), "Power Gem") == 50
    assert their_attack(scaled, mon("me1-34", energy=[WATER] * 3), "Swirling Waves") == 130 - 50
    plain = side(mon(DARKRAI_EX, tools=["me2pt5-211"]))
    assert their_attack(plain, mon("me1-34", energy=[WATER] * 3), "Swirling Waves") == 130


def test_powerful_a_salt_and_regal_cheer_add_damage_to_your_attacks():
    salt = mon("me1-84", "me1-82", "me1-83")
    assert damage_by(LUNATONE, "Power Gem", [FIGHTING] * 2, defender=PALAFIN, bench=[salt]) == 80
    assert damage_by(PALAFIN, "Jet Punch", [WATER], defender=LUNATONE, bench=[salt]) == 30
    cheer = mon("zsv10pt5-3", "zsv10pt5-1", "zsv10pt5-2")
    assert damage_by(PALAFIN, "Jet Punch", [WATER], defender=LUNATONE, bench=[cheer, cheer]) == 70


def test_supreme_overlord_adds_30_for_each_prize_the_opponent_has_taken():
    for taken in (0, 2):
        game = new_game(side(mon("me2pt5-148", "me2pt5-146", "me2pt5-147", energy=[METAL] * 2)),
                        side(mon(DARKRAI_EX)), rules="modern")
        for _ in range(taken):
            game.players[1].discard.append(game.players[1].prizes.pop())
        assert run_attack(game, "Double-Edged Slash") == 180 + 30 * taken


def test_brave_bangle_and_light_ball_add_damage_against_a_pokemon_ex():
    bangle = mon(PALAFIN, energy=[WATER], tools=["rsv10pt5-80"])
    assert run_attack(new_game(side(bangle), side(mon(DARKRAI_EX)), rules="modern"), "Jet Punch") == 60
    assert run_attack(new_game(side(bangle), side(mon(LUNATONE)), rules="modern"), "Jet Punch") == 30
    ball = mon("sv8-57", energy=[GRASS, LIGHTNING, METAL], tools=["me2pt5-191"])
    game = new_game(side(ball), side(mon("sv5-120")), rules="modern")
    assert run_attack(game, "Topaz Bolt") == 350


def test_cast_off_shell_and_multiplying_cocoon_bench_an_evolution_card_from_the_deck():
    from tests.engine_helpers import evolve

    game = new_game(side(mon("me1-16"), hand=["me1-17"], deck=["me1-61", LUNATONE]), side(mon(PALAFIN)),
                    rules="modern")
    game.players[0].active.entered = 0
    evolve(game, "Ninjask", 0)
    assert game.pending is not None and game.pending.purpose == "may"
    game.apply(Choose("yes"))
    answer_all(game)
    assert [game.name_of(b.top) for b in game.players[0].bench] == ["Shedinja"]
    game = new_game(side(mon("me2pt5-11"), hand=["me2pt5-12"], deck=["me2pt5-14", LUNATONE]), side(mon(PALAFIN)),
                    rules="modern")
    game.players[0].active.entered = 0
    evolve(game, "Silcoon", 0)
    game.apply(Choose("yes"))
    answer_all(game)
    assert [game.name_of(b.top) for b in game.players[0].bench] == ["Cascoon"]


def test_snipers_eye_ignores_colorless_while_the_opponent_holds_exactly_4_cards():
    from desktop.engine import combat

    for hand, usable in ((4, True), (3, False)):
        them = side(mon(PALAFIN), hand=[WATER] * hand)
        game = new_game(side(mon("me3-12", "me3-10", "me3-11", energy=[GRASS])), them, rules="modern")
        assert combat.can_use_attack(game, 0, 0) == usable


def test_nighttime_mine_makes_tera_attacks_cost_colorless_more():
    from desktop.engine import combat

    game = new_game(side(mon("sv3-42", energy=[WATER] * 3), hand=["me2pt5-197"]), side(mon(PALAFIN)),
                    rules="modern")
    assert combat.can_use_attack(game, 0, 0)
    from tests.engine_helpers import play
    play(game, "Nighttime Mine")
    assert not combat.can_use_attack(game, 0, 0)


def test_growing_grass_energy_gives_a_grass_pokemon_20_hp():
    game = new_game(side(mon("me1-11", energy=["me3-86"]), bench=[mon(LUNATONE, energy=["me3-86"])]),
                    side(mon(PALAFIN)), rules="modern")
    assert game.hp_of(game.players[0].active) == 80 + 20 and game.hp_of(game.players[0].bench[0]) == 110
    assert "Grass" in game.energy_units(game.players[0].active)


def test_telepathic_psychic_energy_benches_basic_psychic_pokemon_when_attached_to_a_psychic_pokemon():
    from tests.engine_helpers import attach

    for active, benched in (("me2-40", 2), (LUNATONE, 0)):
        game = new_game(side(mon(active), hand=["me3-88"], deck=["sv1-84", "sv1-84", LUNATONE]), side(mon(PALAFIN)),
                        rules="modern")
        attach(game, "Telepathic Psychic Energy", 0)
        answer_all(game)
        assert len(game.players[0].bench) == benched


def test_tool_scrapper_discards_up_to_2_tools_from_either_side():
    from tests.engine_helpers import play

    game = new_game(side(mon(LUNATONE, tools=["sv1-174"]), hand=["rsv10pt5-85"]),
                    side(mon(PALAFIN, tools=["me2-93"]), bench=[mon(DARKRAI_EX, tools=["rsv10pt5-80"])]),
                    rules="modern")
    play(game, "Tool Scrapper")
    assert game.pending.purpose == "discard_any_tool" and len(game.pending.options) == 3
    from desktop.ai.answers import answer_prompt
    first = answer_prompt(game)
    assert game.owner(first) == 1  # the computer takes the opponent's Tools
    game.apply(Choose(first))
    game.apply(Choose(game.pending.options[-1]))
    assert not game.players[1].active.tools and not game.players[1].bench[0].tools
    assert game.players[0].active.tools


def test_harlequin_shuffles_both_hands_and_draws_by_a_coin():
    from tests.engine_helpers import play

    seen = set()
    for seed in range(20):  # both outcomes of the coin (flipped after both shuffles)
        game = new_game(side(mon(LUNATONE), hand=["rsv10pt5-83", FIRE]), side(mon(PALAFIN), hand=[WATER] * 4),
                        rules="modern", seed=seed)
        play(game, "Harlequin")
        heads = [e.amount == 1 for e in game.last_events if e.kind == "coin"] == [True]
        assert (len(game.players[0].hand), len(game.players[1].hand)) == ((5, 3) if heads else (3, 5))
        seen.add(heads)
    assert seen == {True, False}

