"""Cards of today's Standard sets (Black Bolt, White Flare, Mega Evolution, Phantasmal Flames,
Ascended Heroes, Perfect Order), each played as printed (issue #14), part 2."""

from __future__ import annotations

from desktop.engine.actions import Attack, Choose
from tests.engine_helpers import bench, mon, new_game, side
from tests.std_mega_helpers import (
    DARK,
    DARKRAI_EX,
    FIGHTING,
    FIRE,
    GRASS,
    LIGHTNING,
    LUNATONE,
    METAL,
    PALAFIN,
    PSYCHIC,
    WATER,
    answer_all,
    attack_named,
    power_named,
    run_attack,
)


def test_jumbo_ice_cream_heals_80_from_an_active_pokemon_with_3_energy():
    from tests.engine_helpers import play

    game = new_game(side(mon(LUNATONE, energy=[FIGHTING] * 2, damage=90), hand=["me2-91"]), side(mon(PALAFIN)),
                    rules="modern")
    assert not any(a[0] == "play" for a in game.legal_actions())
    game = new_game(side(mon(LUNATONE, energy=[FIGHTING] * 3, damage=90), hand=["me2-91"]), side(mon(PALAFIN)),
                    rules="modern")
    play(game, "Jumbo Ice Cream")
    assert game.players[0].active.damage == 10


def test_wallys_compassion_heals_a_mega_ex_fully_and_returns_its_energy():
    from tests.engine_helpers import play

    game = new_game(side(mon("me1-94", energy=[METAL] * 2, damage=120), hand=["me1-132"]), side(mon(PALAFIN)),
                    rules="modern")
    play(game, "Wally's Compassion")
    assert game.players[0].active.damage == 0 and not game.players[0].active.energy
    assert len(game.players[0].hand) == 2


def test_ns_plan_moves_up_to_2_energy_from_the_bench_to_the_active_pokemon():
    from tests.engine_helpers import play

    game = new_game(side(mon(LUNATONE), bench=[mon(PALAFIN, energy=[WATER, WATER, WATER])], hand=["zsv10pt5-83"]),
                    side(mon(PALAFIN)), rules="modern")
    play(game, "N's Plan")
    answer_all(game)
    assert len(game.players[0].active.energy) == 2 and len(game.players[0].bench[0].energy) == 1


def test_rosas_encouragement_needs_more_prizes_left_and_a_stage_2_pokemon():
    from tests.engine_helpers import play

    me = side(mon("me3-6", "me3-4", "me3-5"), hand=["me3-84"], discard=[GRASS, GRASS, GRASS])
    game = new_game(me, side(mon(PALAFIN)), rules="modern")
    assert not any(a[0] == "play" for a in game.legal_actions())
    game = new_game(me, side(mon(PALAFIN), prizes=[FIGHTING] * 5), rules="modern")
    play(game, "Rosa's Encouragement")
    answer_all(game)
    assert len(game.players[0].active.energy) == 2 and len(game.players[0].discard) == 2  # 1 Grass + Rosa


def test_energy_swatter_puts_an_energy_card_of_their_hand_on_the_bottom_of_their_deck():
    from tests.engine_helpers import play

    game = new_game(side(mon(LUNATONE), hand=["me3-73"]), side(mon(PALAFIN), hand=[WATER, "sv1-196"]),
                    rules="modern")
    play(game, "Energy Swatter")
    answer_all(game)
    assert [game.name_of(u) for u in game.players[1].hand] == ["Ultra Ball"]
    assert game.name_of(game.players[1].deck[0]) == "Basic Water Energy"


def test_vengeful_cannon_and_retaliatory_incisors_count_damage_on_your_bench():
    me = side(mon("rsv10pt5-48", "rsv10pt5-46", "rsv10pt5-47", energy=[FIGHTING]),
              bench=[mon(LUNATONE, damage=30), mon(PALAFIN, damage=50)])
    assert run_attack(new_game(me, side(mon(DARKRAI_EX)), rules="modern"), "Vengeful Cannon") == 20 * 3
    me = side(mon("me3-61", "me3-60", energy=[FIGHTING]), bench=[mon("me3-60", damage=20), mon(PALAFIN, damage=50)])
    assert run_attack(new_game(me, side(mon(DARKRAI_EX)), rules="modern"), "Retaliatory Incisors") == 40 * 2


def test_ruffians_attack_flips_a_coin_for_each_darkness_pokemon():
    game = new_game(side(mon("rsv10pt5-58", "rsv10pt5-57", energy=[DARK] * 2), bench=[DARKRAI_EX, LUNATONE]),
                    side(mon(PALAFIN)), rules="modern")
    dealt = run_attack(game, "Ruffians Attack")
    heads = sum(1 for e in game.last_events if e.kind == "coin" and e.amount == 1)
    assert sum(1 for e in game.last_events if e.kind == "coin") == 2 and dealt == 60 * heads


def test_blizzard_burst_hits_each_benched_pokemon_for_each_prize_taken():
    game = new_game(side(mon("zsv10pt5-28", energy=[WATER] * 3)),
                    side(mon(DARKRAI_EX), bench=[PALAFIN, LUNATONE], prizes=[FIGHTING] * 4), rules="modern")
    attack_named(game, "Blizzard Burst")
    assert [b.damage for b in game.players[1].bench] == [20, 20]


def test_garland_ray_does_120_for_each_energy_discarded_up_to_2():
    game = new_game(side(mon("me2-41", energy=[PSYCHIC] * 3)), side(mon(DARKRAI_EX)), rules="modern")
    attack_named(game, "Garland Ray")
    events = list(game.last_events)
    while game.pending is not None and game.pending.player == 0:
        events += game.apply(Choose(game.pending.options[0]))
    assert sum(e.amount for e in events if e.kind == "damage" and e.player == 1) == 240
    assert len(game.players[0].active.energy) == 1


def test_inferno_x_counts_fire_energy_discarded_from_all_your_pokemon():
    me = side(mon("me2-13", "me2-11", "me2-12", energy=[FIRE, FIRE]), bench=[mon(LUNATONE, energy=[FIRE, GRASS])])
    game = new_game(me, side(mon(DARKRAI_EX)), rules="modern")
    attack_named(game, "Inferno X")
    for _ in range(2):
        game.apply(Choose(game.pending.options[0]))
    events = game.apply(Choose(None))  # stop after 2
    assert sum(e.amount for e in events if e.kind == "damage" and e.player == 1) == 180
    assert len(game.players[0].discard) == 2


def test_rocket_feathers_discards_team_rocket_supporters_for_damage():
    me = side(mon("me2pt5-127", "me2pt5-126", energy=[DARK] * 3), hand=["sv10-171", "sv10-171", "sv1-196"])
    game = new_game(me, side(mon(LUNATONE)), rules="modern")
    attack_named(game, "Rocket Feathers")
    assert len(game.pending.options) == 2
    game.apply(Choose(game.pending.options[0]))
    events = game.apply(Choose(game.pending.options[0]))
    assert sum(e.amount for e in events if e.kind == "damage" and e.player == 1) == 120


def test_riotous_blasting_may_discard_all_energy_for_130_more():
    for answer, dealt, left in (("yes", 330, 0), ("no", 200, 3)):
        game = new_game(side(mon("me1-50", "me1-49", energy=[LIGHTNING] * 3)), side(mon("sv5-120", damage=0)),
                        rules="modern")
        attack_named(game, "Riotous Blasting")
        events = game.apply(Choose(answer))
        assert sum(e.amount for e in events if e.kind == "damage" and e.player == 1) == dealt
        assert len(game.players[0].active.energy) == left


def test_voltaic_fist_may_damage_itself_to_paralyze():
    game = new_game(side(mon("me2-34", "me2-32", "me2-33", energy=[LIGHTNING] * 2)), side(mon("sv5-120")),
                    rules="modern")
    attack_named(game, "Voltaic Fist")
    events = game.apply(Choose("yes"))
    assert game.players[0].active.damage == 60
    assert any(e.kind == "condition" and e.player == 1 and e.detail == "Paralyzed" for e in events)


def test_gentle_fin_benches_a_small_basic_from_the_discard_pile_while_active():
    game = new_game(side(mon("zsv10pt5-24"), discard=[LUNATONE, DARKRAI_EX]), side(mon(PALAFIN)), rules="modern")
    assert power_named(game, 0, "Gentle Fin") not in game.legal_actions()  # Lunatone has 110 HP: nothing to bench
    game = new_game(side(mon("zsv10pt5-24"), discard=["sv1-84", DARKRAI_EX]), side(mon(PALAFIN)), rules="modern")
    game.apply(power_named(game, 0, "Gentle Fin"))
    assert [game.name_of(b.top) for b in game.players[0].bench] == ["Ralts"]
    game = new_game(side(mon(PALAFIN), bench=["zsv10pt5-24"], discard=["sv1-84"]), side(mon(PALAFIN)),
                    rules="modern")
    assert power_named(game, 1, "Gentle Fin") not in game.legal_actions()


def test_boisterous_wind_returns_an_energy_of_their_active_pokemon_on_heads():
    from tests.engine_helpers import seed_for

    game = new_game(side(mon("me2pt5-15", "me2pt5-11", "me2pt5-14")), side(mon(PALAFIN, energy=[WATER, WATER])),
                    rules="modern", seed=seed_for(True))
    game.apply(power_named(game, 0, "Boisterous Wind"))
    answer_all(game)
    assert len(game.players[1].active.energy) == 1 and len(game.players[1].hand) == 1


def test_excited_dash_switches_in_from_the_bench_with_a_mega_ex_in_play():
    for benched, usable in ((["me2-82", "me1-94"], True), (["me2-82"], False)):
        game = new_game(side(mon(PALAFIN), bench=benched), side(mon(PALAFIN)), rules="modern")
        assert (power_named(game, 1, "Excited Dash") in game.legal_actions()) == usable
    game = new_game(side(mon(PALAFIN), bench=["me2-82", "me1-94"]), side(mon(PALAFIN)), rules="modern")
    game.apply(power_named(game, 1, "Excited Dash"))
    assert game.name_of(game.players[0].active.top) == "Linoone"


def test_lethargic_charge_attaches_an_energy_from_the_hand_to_an_active_larrys_pokemon():
    game = new_game(side(mon("me2pt5-175"), bench=["me2pt5-175"], hand=[WATER]), side(mon(PALAFIN)), rules="modern")
    game.apply(power_named(game, 1, "Lethargic Charge"))
    answer_all(game)
    assert len(game.players[0].active.energy) == 1 and not game.players[0].hand


def test_evidence_gathering_swaps_a_hand_card_with_the_top_of_the_deck():
    game = new_game(side(mon("me1-110", "me1-109"), hand=[FIRE], deck=[GRASS, WATER]), side(mon(PALAFIN)),
                    rules="modern")
    game.apply(power_named(game, 0, "Evidence Gathering"))
    assert [game.name_of(u) for u in game.players[0].hand] == ["Basic Water Energy"]
    assert game.name_of(game.players[0].deck[-1]) == "Basic Fire Energy"


def test_torrential_whirlpool_switches_both_active_pokemon():
    game = new_game(side(mon("rsv10pt5-23", "rsv10pt5-21", "rsv10pt5-22"), bench=[LUNATONE]),
                    side(mon(PALAFIN), bench=[DARKRAI_EX]), rules="modern")
    game.apply(power_named(game, 0, "Torrential Whirlpool"))
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    assert game.name_of(game.players[0].active.top) == "Lunatone"
    assert game.name_of(game.players[1].active.top) == "Darkrai ex"


def test_ancient_wing_devolves_one_of_the_opponents_pokemon():
    game = new_game(side(mon("rsv10pt5-51", "rsv10pt5-79", "rsv10pt5-50")),
                    side(mon("me2-82", "me2-81", damage=30)), rules="modern")
    game.apply(power_named(game, 0, "Ancient Wing"))
    assert game.name_of(game.players[1].active.top) == "Zigzagoon" and game.players[1].active.damage == 30
    assert [game.name_of(u) for u in game.players[1].hand] == ["Linoone"]


def test_look_for_prey_puts_a_small_basic_of_their_hand_onto_their_bench():
    game = new_game(side(mon("rsv10pt5-64", "rsv10pt5-63")), side(mon(PALAFIN), hand=["sv1-84", DARKRAI_EX]),
                    rules="modern")
    game.apply(power_named(game, 0, "Look for Prey"))
    assert [game.name_of(b.top) for b in game.players[1].bench] == ["Ralts"]


def test_piercing_drill_hits_only_a_damaged_benched_pokemon():
    game = new_game(side(mon("zsv10pt5-46", "zsv10pt5-45", energy=[FIGHTING] * 2)),
                    side(mon(DARKRAI_EX), bench=[PALAFIN, mon(DARKRAI_EX, damage=10)]), rules="modern")
    attack_named(game, "Piercing Drill")
    assert [b.damage for b in game.players[1].bench] == [0, 70]


def test_cursed_slug_and_synchro_shot_look_at_hand_sizes():
    for hand, dealt in ((3, 240), (4, 120)):
        game = new_game(side(mon("zsv10pt5-59", "zsv10pt5-57", "zsv10pt5-58", energy=[DARK] * 3)),
                        side(mon("sv5-120"), hand=[WATER] * hand), rules="modern")
        assert run_attack(game, "Cursed Slug") == dealt
    for hand, dealt in ((2, 180), (3, 90)):
        game = new_game(side(mon("rsv10pt5-43", "rsv10pt5-41", "rsv10pt5-42", energy=[PSYCHIC] * 2), hand=[FIRE] * 2),
                        side(mon("sv5-120"), hand=[WATER] * hand), rules="modern")
        assert run_attack(game, "Synchro Shot") == dealt


def test_distorted_future_makes_the_opponent_shuffle_their_hand_and_draw_3():
    game = new_game(side(mon("rsv10pt5-43", "rsv10pt5-41", "rsv10pt5-42")), side(mon(PALAFIN), hand=[WATER] * 6),
                    rules="modern")
    game.apply(power_named(game, 0, "Distorted Future"))
    assert len(game.players[1].hand) == 3


def test_special_fang_and_odor_sleuth():
    plain = side(mon("rsv10pt5-76", "rsv10pt5-74", "rsv10pt5-75", energy=[FIGHTING] * 4))
    special = side(mon("rsv10pt5-76", "rsv10pt5-74", "rsv10pt5-75", energy=[FIGHTING] * 3 + ["me3-86"]))
    assert run_attack(new_game(plain, side(mon("sv5-120")), rules="modern"), "Special Fang") == 100
    assert run_attack(new_game(special, side(mon("sv5-120")), rules="modern"), "Special Fang") == 200
    from tests.engine_helpers import seed_for

    me = side(mon("rsv10pt5-76", "rsv10pt5-74", "rsv10pt5-75", energy=[FIGHTING] * 2), discard=[FIRE, WATER, GRASS])
    game = new_game(me, side(mon(PALAFIN)), rules="modern", seed=seed_for(True, True, False))
    attack_named(game, "Odor Sleuth")
    answer_all(game)
    assert len(game.players[0].hand) == 2 and len(game.players[0].discard) == 1


def test_split_bomb_hits_2_pokemon_and_disaster_shock_may_paralyze():
    game = new_game(side(mon("me2pt5-61", "me2pt5-59", "me2pt5-60", energy=[LIGHTNING] * 2)),
                    side(mon(DARKRAI_EX), bench=[PALAFIN, LUNATONE]), rules="modern")
    attack_named(game, "Split Bomb")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    hit = [game.players[1].active.damage] + [b.damage for b in game.players[1].bench]
    assert sorted(hit) == [0, 60, 60]
    game = new_game(side(mon("me2pt5-61", "me2pt5-59", "me2pt5-60", energy=[LIGHTNING] * 3)),
                    side(mon("sv5-120")), rules="modern")
    attack_named(game, "Disaster Shock")
    events = game.apply(Choose("yes"))
    assert len(game.players[0].active.energy) == 1
    assert any(e.kind == "condition" and e.player == 1 and e.detail == "Paralyzed" for e in events)


def test_damp_takes_away_cursed_blast():
    for extra, usable in (([], True), (["me2pt5-39"], False)):
        game = new_game(side(mon(PALAFIN), bench=[mon("sv8pt5-37", "sv8pt5-35", "sv8pt5-36"), *extra]),
                        side(mon(PALAFIN)), rules="modern")
        card = game.card_of(game.players[0].bench[0])
        index = next(i for i, p in enumerate(card.powers) if p.name == "Cursed Blast")
        from desktop.engine.actions import UsePower
        assert (UsePower(1, index) in game.legal_actions()) == usable


def test_run_errand_draws_2_from_the_active_spot_once_a_turn_by_name():
    game = new_game(side(mon("me1-104"), bench=["me1-104"]), side(mon(PALAFIN)), rules="modern")
    assert power_named(game, 1, "Run Errand") not in game.legal_actions()
    game.apply(power_named(game, 0, "Run Errand"))
    assert len(game.players[0].hand) == 2 and power_named(game, 0, "Run Errand") not in game.legal_actions()


def test_excited_turbo_attaches_fire_energy_to_benched_fire_pokemon_with_a_fire_mega_ex():
    for benched, usable in ((["sv1-33"], False), ([mon("me1-22", "me1-21")], True)):
        game = new_game(side(mon("me2-18"), bench=benched, hand=[FIRE, FIRE]), side(mon(PALAFIN)), rules="modern")
        assert (power_named(game, 0, "Excited Turbo") in game.legal_actions()) == usable
    for _ in range(2):
        game.apply(power_named(game, 0, "Excited Turbo"))
    assert len(game.players[0].bench[0].energy) == 2


def test_bubble_gathering_moves_energy_from_your_other_pokemon_to_azumarill():
    game = new_game(side(mon(PALAFIN, energy=[WATER, FIRE]), bench=[mon("me2pt5-84", "me2pt5-83")]),
                    side(mon(PALAFIN)), rules="modern")
    for _ in range(2):
        game.apply(power_named(game, 1, "Bubble Gathering"))
        answer_all(game)
    assert len(game.players[0].bench[0].energy) == 2 and not game.players[0].active.energy


def test_kaleidowaltz_searches_2_energy_for_each_heads():
    from tests.engine_helpers import seed_for

    game = new_game(side(mon("me2pt5-172", energy=[FIRE]), bench=[LUNATONE], deck=[GRASS] * 6 + [FIGHTING] * 4),
                    side(mon(PALAFIN)), rules="modern", seed=seed_for(True, False, True))
    attack_named(game, "Kaleidowaltz")
    answer_all(game)
    attached = len(game.players[0].active.energy) + len(game.players[0].bench[0].energy)
    assert attached == 1 + 4


def test_energizing_sketch_attaches_up_to_the_heads_from_the_discard_pile_to_the_bench():
    from tests.engine_helpers import seed_for

    game = new_game(side(mon("me2-80", energy=[FIRE]), bench=[LUNATONE], discard=[GRASS] * 3), side(mon(PALAFIN)),
                    rules="modern", seed=seed_for(True, True, False))
    attack_named(game, "Energizing Sketch")
    answer_all(game)
    assert len(game.players[0].bench[0].energy) == 2 and len(game.players[0].discard) == 1


def test_energy_coin_attaches_a_searched_energy_on_two_heads():
    from tests.engine_helpers import play, seed_for

    for flips, attached in (((True, True), 1), ((True, False), 0)):
        game = new_game(side(mon(LUNATONE), hand=["zsv10pt5-81"], deck=[GRASS] * 3), side(mon(PALAFIN)),
                        rules="modern", seed=seed_for(*flips))
        play(game, "Energy Coin")
        answer_all(game)
        assert len(game.players[0].active.energy) == attached


def test_snow_coating_doubles_the_counters_on_each_opposing_pokemon():
    game = new_game(side(mon("me2pt5-51", energy=[WATER] * 2)),
                    side(mon(DARKRAI_EX, damage=30), bench=[mon(PALAFIN, damage=50), LUNATONE]), rules="modern")
    attack_named(game, "Snow Coating")
    assert game.players[1].active.damage == 60 and [b.damage for b in game.players[1].bench] == [100, 0]


def test_horrifying_bite_shuffles_random_hand_cards_into_their_deck_per_heads():
    from tests.engine_helpers import seed_for

    game = new_game(side(mon("me1-66", "me1-65", energy=[PSYCHIC])), side(mon("sv5-120"), hand=[WATER] * 4),
                    rules="modern", seed=seed_for(True, True, False))
    deck = len(game.players[1].deck)
    attack_named(game, "Horrifying Bite")
    assert len(game.players[1].deck) == deck + 2 - 1  # and their turn's draw


def test_bring_down_knocks_out_the_pokemon_with_the_least_hp_left():
    game = new_game(side(mon("me1-41", "me1-39", "me1-40", energy=[WATER]), bench=[mon(LUNATONE, damage=90)]),
                    side(mon(DARKRAI_EX, damage=100), bench=[mon(PALAFIN, damage=20)]), rules="modern")
    attack_named(game, "Bring Down")
    knocked = [(e.player, e.pos) for e in game.last_events if e.kind == "damage"]
    assert knocked == [(0, 1)]  # Lunatone, 20 HP left


def test_power_whip_does_20_per_energy_to_a_chosen_pokemon():
    game = new_game(side(mon("rsv10pt5-69", "rsv10pt5-68", energy=[METAL] * 3)),
                    side(mon(DARKRAI_EX), bench=[PALAFIN]), rules="modern")
    attack_named(game, "Power Whip")
    game.apply(Choose(game.pending.options[-1]))
    assert game.players[1].bench[0].damage == 60


def test_focus_energy_makes_hyper_fang_240_during_your_next_turn():
    seen = set()
    for seed in range(12):
        game = new_game(side(mon("rsv10pt5-73", "rsv10pt5-72", energy=[FIRE])), side(mon("sv5-120")),
                        rules="modern", seed=seed)
        attack_named(game, "Focus Energy")
        game.apply(game.legal_actions()[-1])  # the opponent ends their turn
        card = game.card_of(game.players[0].active)
        events = game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == "Hyper Fang")))
        seen.add(sum(e.amount for e in events if e.kind == "damage" and e.player == 1))
    assert seen == {0, 240}  # Hyper Fang's coin: tails does nothing


def test_iron_defender_guards_your_metal_pokemon_during_the_opponents_next_turn():
    from tests.engine_helpers import play

    for hand, dealt in ((["me1-118"], 210 - 30), ([], 210)):
        game = new_game(side(mon("me1-94"), hand=hand), side(mon(PALAFIN, energy=[WATER] * 2)), rules="modern")
        if hand:
            play(game, "Iron Defender")
        game.apply(game.legal_actions()[-1])
        card = game.card_of(game.players[1].active)
        events = game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == "Justice Kick")))
        assert sum(e.amount for e in events if e.kind == "damage" and e.player == 0) == dealt


def test_poke_pad_finds_only_a_pokemon_without_a_rule_box():
    from tests.engine_helpers import play

    game = new_game(side(mon(LUNATONE), hand=["me2pt5-198"], deck=[DARKRAI_EX, PALAFIN, WATER]), side(mon(PALAFIN)),
                    rules="modern")
    play(game, "Poké Pad")
    answer_all(game)
    assert [game.name_of(u) for u in game.players[0].hand] == ["Palafin"]


def test_weaponized_swords_does_60_for_each_sword_revealed():
    game = new_game(side(mon("me3-57", "me3-56", energy=[METAL] * 2), hand=["me3-56", "me3-57", WATER]),
                    side(mon("sv5-120")), rules="modern")
    attack_named(game, "Weaponized Swords")
    events = list(game.last_events)
    while game.pending is not None and game.pending.player == 0:
        events += game.apply(Choose(game.pending.options[0]))
    assert sum(e.amount for e in events if e.kind == "damage" and e.player == 1) == 120


def test_tenacious_body_may_leave_10_hp_on_heads():
    seen = set()
    for seed in range(12):
        game = new_game(side(mon("me2pt5-116", damage=200)), side(mon(PALAFIN, energy=[WATER] * 2)), rules="modern",
                        seed=seed)
        game.apply(game.legal_actions()[-1])
        card = game.card_of(game.players[1].active)
        game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == "Justice Kick")))
        active = game.players[0].active
        seen.add(active is not None and active.damage == 240)
    assert seen == {True, False}


def test_tyrannically_gutsy_gives_150_hp_with_a_special_energy():
    game = new_game(side(mon("me3-45", "me3-44", energy=["me3-86"]), bench=[mon("me3-45", "me3-44")]),
                    side(mon(PALAFIN)), rules="modern")
    assert game.hp_of(game.players[0].active) == 180 + 150 and game.hp_of(game.players[0].bench[0]) == 180


def test_fragile_husk_gives_no_prizes_to_a_pokemon_ex():
    for attacker, energy, attack, prizes in ((DARKRAI_EX, [DARK] * 2, "Wind of Darkness", 6),
                                             (PALAFIN, [WATER] * 2, "Justice Kick", 5)):
        game = new_game(side(mon("me1-61", "me1-16"), bench=[LUNATONE]), side(mon(attacker, energy=energy)),
                        rules="modern")
        game.apply(game.legal_actions()[-1])
        card = game.card_of(game.players[1].active)
        game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == attack)))
        while game.pending is not None:
            game.apply(Choose(game.pending.options[0]))
        assert len(game.players[1].prizes) == prizes


def test_team_rockets_hypnotizer_puts_the_attacker_to_sleep():
    for active, asleep in (("me2pt5-100", True), (LUNATONE, False)):
        game = new_game(side(mon(active, tools=["me2pt5-206"])), side(mon(PALAFIN, energy=[WATER])), rules="modern")
        game.apply(game.legal_actions()[-1])
        card = game.card_of(game.players[1].active)
        events = game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == "Jet Punch")))
        assert any(e.kind == "condition" and e.player == 1 and e.detail == "Asleep" for e in events) == asleep


def test_juggernaut_horn_adds_the_damage_taken_last_turn():
    game = new_game(side(mon("me2-4", energy=[GRASS] * 2)), side(mon(PALAFIN, energy=[WATER])), rules="modern")
    game.apply(game.legal_actions()[-1])
    card = game.card_of(game.players[1].active)
    game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == "Jet Punch")))
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    assert run_attack(game, "Juggernaut Horn") == 100 + 30


def test_oceanic_curse_stops_items_and_tools_while_jellicent_ex_is_active():
    for active, playable in (("rsv10pt5-45", False), (PALAFIN, True)):
        game = new_game(side(mon(LUNATONE), hand=["me2-93", "me2-91", "rsv10pt5-79"]),
                        side(mon(active, "rsv10pt5-44")), rules="modern")
        plays = [a for a in game.legal_actions() if a[0] in ("play", "bench")]
        assert bool(plays) == playable


def test_power_press_needs_2_extra_energy():
    for energy, dealt in (([PSYCHIC] * 3, 80), ([PSYCHIC] * 4, 160)):
        game = new_game(side(mon("rsv10pt5-45", "rsv10pt5-44", energy=energy)), side(mon("sv5-120")), rules="modern")
        assert run_attack(game, "Power Press") == dealt


def test_dream_calling_takes_any_number_of_fennel():
    game = new_game(side(mon("zsv10pt5-36", "zsv10pt5-35", energy=[PSYCHIC]),
                         deck=["zsv10pt5-82", "zsv10pt5-82", WATER]), side(mon(PALAFIN)), rules="modern")
    attack_named(game, "Dream Calling")
    answer_all(game)
    assert [game.name_of(u) for u in game.players[0].hand] == ["Fennel", "Fennel"]


def test_flower_garden_rondo_counts_your_erikas_pokemon():
    me = side(mon("me2pt5-6", "me2pt5-4", "me2pt5-5", energy=[GRASS, GRASS]), bench=["me2pt5-1", LUNATONE])
    assert run_attack(new_game(me, side(mon("sv5-120")), rules="modern"), "Flower Garden Rondo") == 80


def test_naveen_may_discard_then_draws_until_5():
    from tests.engine_helpers import play

    game = new_game(side(mon(LUNATONE), hand=["me3-79", FIRE, FIRE]), side(mon(PALAFIN)), rules="modern")
    play(game, "Naveen")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(None))
    assert len(game.players[0].hand) == 5 and len(game.players[0].discard) == 2  # Naveen and a Fire Energy


def test_tuck_tail_returns_meowth_ex_and_its_cards_to_the_hand_and_last_ditch_catch_searches_a_supporter():
    game = new_game(side(mon("me3-62", energy=[FIRE] * 3), bench=[LUNATONE]), side(mon("sv5-120")), rules="modern")
    attack_named(game, "Tuck Tail")
    answer_all(game)
    assert sorted(game.name_of(u) for u in game.players[0].hand)[:2] == ["Basic Fire Energy"] * 2
    assert "Meowth ex" in [game.name_of(u) for u in game.players[0].hand]
    game = new_game(side(mon(LUNATONE), hand=["me3-62", "me3-62"], deck=["me3-79", WATER]), side(mon(PALAFIN)),
                    rules="modern")
    bench(game, "Meowth ex")
    game.apply(Choose("yes"))
    answer_all(game)
    assert "Naveen" in [game.name_of(u) for u in game.players[0].hand]
    bench(game, "Meowth ex")
    if game.pending is not None:
        game.apply(Choose("yes"))
    assert "Naveen" not in [game.name_of(u) for u in game.players[0].deck] and len(game.players[0].deck) == 1


def test_emperors_stance_and_rocky_fighting_energy_prevent_effects_but_not_damage():
    for defender, paralyzed in ((mon("me2-70"), False), (mon(LUNATONE, energy=["me3-87"]), False),
                                (mon(PALAFIN, energy=["me3-87"]), True)):
        game = new_game(side(defender), side(mon("me2pt5-48", energy=[WATER] * 4)), rules="modern")
        game.apply(game.legal_actions()[-1])
        card = game.card_of(game.players[1].active)
        events = game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == "Ice Prison")))
        assert any(e.kind == "damage" and e.player == 0 for e in events)
        assert any(e.kind == "condition" and e.player == 0 and e.detail == "Paralyzed" for e in events) == paralyzed

