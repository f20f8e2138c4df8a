"""Cards of Surging Sparks, Prismatic Evolutions, Journey Together and Destined Rivals (issue #14),
each played in a game (2 of 4): the nodes this branch added, by module."""

from __future__ import annotations

from desktop.engine.actions import Attack, Choose
from desktop.engine.state import CONFUSED, PARALYZED
from tests.engine_helpers import mon, side
from tests.std_sv8_sv10_helpers import (
    DARK,
    DARKRAI,
    FIGHTING,
    FIRE,
    GRASS,
    JET,
    LIGHTNING,
    MAMOSWINE,
    METAL,
    PSYCHIC,
    WATER,
    WEEZING,
    _answer_all,
    _attack,
    _can_attack,
    _next_turn,
    _play,
    _power,
    _take_all,
    dealt,
    modern,
)


def test_giacomo_cursed_edge_and_megaton_blower_discard_special_energy():
    them = side(mon(DARKRAI, energy=[JET, DARK, JET]), bench=[mon("sv5-51", energy=[JET])])
    game = modern(side(mon("sv5-51"), hand=["sv8pt5-138"]), them)
    _play(game, "sv8pt5-138")
    _answer_all(game)
    assert [len(s.energy) for _p, s in game.players[1].in_play()] == [2, 0]
    game = modern(side(mon("sv8-35", "sv8-32", energy=[FIRE])), side(mon(DARKRAI, energy=[JET, DARK, JET]),
                                                                      bench=[mon("sv5-51", energy=[JET])]))
    _attack(game, "Cursed Edge")
    assert [len(s.energy) for _p, s in game.players[1].in_play()] == [1, 0]
    me = side(mon("sv5-51"), hand=["sv8-182"])
    me["stadium"] = "sv8-180"
    game = modern(me, side(mon(DARKRAI, energy=[JET, DARK]), bench=[mon("sv5-51", energy=[JET])]))
    _play(game, "sv8-182")
    assert [len(s.energy) for _p, s in game.players[1].in_play()] == [1, 0] and game.stadium == -1


def test_mela_and_dusk_ball_and_turos_scenario():
    game = modern(side(mon("sv5-51"), hand=["sv8pt5-140"], discard=[FIRE], deck=[WATER] * 10), side(mon(DARKRAI)))
    assert not any(a[0] == "play" for a in game.legal_actions())
    game = modern(side(mon("sv5-51"), hand=["sv8pt5-140"], discard=[FIRE], deck=[WATER] * 10), side(mon(DARKRAI)))
    game.players[0].knocked_out_turn = game.turn - 1
    _play(game, "sv8pt5-140")
    _answer_all(game)
    assert len(game.players[0].active.energy) == 1 and len(game.players[0].hand) == 6
    game = modern(side(mon("sv5-51"), hand=["sv8-175"], deck=["sv5-51"] + [WATER] * 9), side(mon(DARKRAI)))
    _play(game, "sv8-175")
    assert [game.cards[u].id for u in game.pending.options if u is not None] == ["sv5-51"]  # the bottom card
    game = modern(side(mon("sv5-51", damage=30), bench=["sv8-57"], hand=["sv8pt5-121"]), side(mon(DARKRAI)))
    _play(game, "sv8pt5-121", 0)
    _answer_all(game)
    assert "sv5-51" in [game.cards[u].id for u in game.players[0].hand]


# ---------------------------------------------------------------- energy_move_nodes
def test_sunny_assist_moves_all_energy_to_a_benched_pokemon():
    game = modern(side(mon("sv8-20", energy=[FIRE, WATER, DARK]), bench=["sv5-51", "sv5-51"]), side(mon(DARKRAI)))
    _attack(game, "Sunny Assist")
    game.apply(Choose(2))
    assert not game.players[0].active.energy and len(game.players[0].bench[1].energy) == 3


def test_energy_assist_and_fist_of_focus_attach_from_the_discard_pile():
    game = modern(side(mon("sv8-26", energy=[FIRE]), bench=["sv5-51", "sv5-51"], discard=[FIRE, WATER, DARK]),
                  side(mon(DARKRAI)))
    _attack(game, "Energy Assist")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(2))
    assert len(game.players[0].bench[1].energy) == 2 and len(game.players[0].discard) == 1
    game = modern(side(mon("sv8-110", energy=[FIGHTING]), discard=[JET]), side(mon(DARKRAI)))
    _attack(game, "Fist of Focus")
    _answer_all(game)
    assert [game.cards[u].id for u in game.players[0].active.energy] == [FIGHTING, JET]


def test_ns_pp_up_attaches_to_a_benched_ns_pokemon_only():
    game = modern(side(mon("sv5-51"), bench=["sv5-51"], hand=["sv9-153"], discard=[FIRE]), side(mon(DARKRAI)))
    assert not any(a[0] == "play" for a in game.legal_actions())
    game = modern(side(mon("sv5-51"), bench=["sv5-51", "sv9-49"], hand=["sv9-153"], discard=[FIRE]),
                  side(mon(DARKRAI)))
    _play(game, "sv9-153")
    _answer_all(game)
    assert len(game.players[0].bench[1].energy) == 1


def test_aqua_wash_and_chill_teaser_toy_return_an_energy_to_their_hand():
    from desktop.ai.answers import answer_prompt

    game = modern(side(mon("sv9-34", "neo4-80", energy=[WATER])), side(mon(DARKRAI, energy=[DARK, DARK]),
                                                                         deck=[FIRE] * 5))
    _attack(game, "Aqua Wash")
    game.apply(Choose("yes"))
    assert game.pending.purpose == "their_energy_to_hand" and answer_prompt(game) in game.pending.options
    _answer_all(game)
    assert len(game.players[1].active.energy) == 1 and DARK in [game.cards[u].id for u in game.players[1].hand]
    for turn, playable in ((2, True), (3, False)):
        game = modern(side(mon("sv5-51"), hand=["sv8-166"]), side(mon(DARKRAI), bench=[mon("sv5-51", energy=[JET])]),
                      turn=turn)
        assert any(a[0] == "play" for a in game.legal_actions()) == playable
    game = modern(side(mon("sv5-51"), hand=["sv8-166"]), side(mon(DARKRAI), bench=[mon("sv5-51", energy=[JET])]),
                  turn=2)
    _play(game, "sv8-166")
    _answer_all(game)
    assert not game.players[1].bench[0].energy and [game.cards[u].id for u in game.players[1].hand] == [JET]


def test_moss_agate_heals_each_benched_pokemon():
    game = modern(side(mon("sv8pt5-6", "base2-51", energy=[GRASS, FIRE, WATER], damage=50),
                       bench=[mon("sv5-51", damage=60), mon(DARKRAI, damage=150)]), side(mon(DARKRAI)))
    _attack(game, "Moss Agate")
    assert [s.damage for s in game.players[0].bench] == [0, 50] and game.players[0].active.damage == 50


def test_screech_the_defending_pokemon_takes_50_more_during_your_next_turn():
    game = modern(side(mon("sv8-105", "sv8-104", energy=[FIGHTING] * 2), deck=[FIRE] * 5),
                  side(mon(DARKRAI), deck=[FIRE] * 5))
    _attack(game, "Screech")
    _next_turn(game)
    assert dealt(game, "Cutting Wind") == 100


def test_metal_defender_no_weakness_and_now_youre_in_my_power():
    from desktop.engine import damage_rules

    game = modern(side(mon("sv8-130", "sv7-106", energy=[METAL] * 3), deck=[FIRE] * 5),
                  side(mon("sv8-36", "sv8-32", energy=[FIRE, PSYCHIC, METAL]), deck=[FIRE] * 5))
    _attack(game, "Metal Defender")
    archaludon = game.players[0].active
    assert game.card_of(archaludon).weaknesses and not damage_rules.weakness(game, archaludon, game.card_of(archaludon))
    game = modern(side(mon("sv8-156", energy=[DARK] * 3), deck=[FIRE] * 5), side(mon(DARKRAI), deck=[FIRE] * 5))
    _attack(game, "Now You're in My Power")
    _next_turn(game)
    assert dealt(game, "Smack") == 80 * 2  # Colorless Weakness now, ×2


def test_calming_light_and_scalding_steam_from_the_active_spot():
    from desktop.engine.state import ASLEEP

    game = modern(side(mon("sv8-9", "sv8-8")), side(mon(DARKRAI)))
    _power(game, 0, "Calming Light")
    assert game.players[1].active.rot == ASLEEP
    game = modern(side(mon("sv5-51"), bench=["sv9-31"]), side(mon(DARKRAI)))
    assert not any(a[0] == "power" for a in game.legal_actions()), "only from the Active Spot"
    game = modern(side(mon("sv9-31")), side(mon(DARKRAI)))
    _power(game, 0, "Scalding Steam")
    assert game.players[1].active.burned


def test_flashing_draw_and_up_tempo_pay_their_cost():
    game = modern(side(mon("sv5-51"), bench=[mon("sv9-55", "sv9-54", energy=[LIGHTNING])], hand=[DARK],
                       deck=[FIRE] * 10), side(mon(DARKRAI)))
    _power(game, 1, "Flashing Draw")
    _answer_all(game)
    assert not game.players[0].bench[0].energy and len(game.players[0].hand) == 6
    game = modern(side(mon("sv5-51"), bench=["sv9-55"], hand=[DARK]), side(mon(DARKRAI)))
    assert not any(a[0] == "power" for a in game.legal_actions()), "no Lightning Energy to discard"
    game = modern(side(mon("sv8-52", "sv1-53", "sv1-53"), hand=[DARK, GRASS], deck=[FIRE] * 10), side(mon(DARKRAI)))
    _power(game, 0, "Up-Tempo")
    game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].hand) == 5 and game.cards[game.players[0].deck[0]].id == DARK


def test_lava_burst_does_70_for_each_fire_energy_discarded():
    game = modern(side(mon("sv10-36", "sv10-35", energy=[FIRE] * 4 + [DARK])), side(mon(*MAMOSWINE)))
    _attack(game, "Lava Burst")
    assert all(game.cards[u].id == FIRE for u in game.pending.options if u is not None)
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(None))
    assert [e.amount for e in game.last_events if e.kind == "damage" and e.player == 1] == [140]
    assert len(game.players[0].active.energy) == 3


def test_flashing_spear_discards_basic_energy_from_the_bench_for_90_more():
    game = modern(side(mon("sv8pt5-30", "base2-51", energy=[LIGHTNING] * 2),
                       bench=[mon("sv5-51", energy=[LIGHTNING, JET]), mon("sv5-51", energy=[FIRE])]),
                  side(mon(*MAMOSWINE)))
    _attack(game, "Flashing Spear")
    assert JET not in [game.cards[u].id for u in game.pending.options if u is not None]
    _answer_all(game)
    assert [e.amount for e in game.last_events if e.kind == "damage" and e.player == 1] == [60 + 180]


def test_high_voltage_press_with_2_extra_energy():
    for extra, damage in ((1, 180), (2, 280)):
        game = modern(side(mon("sv10-69", "base1-20", energy=[LIGHTNING] * (3 + extra))), side(mon(*MAMOSWINE)))
        assert dealt(game, "High-Voltage Press") == damage


def test_ice_age_paralyzes_a_dragon_pokemon():
    for them, paralyzed in ((mon(DARKRAI), False), (mon("sv8-136"), True)):
        game = modern(side(mon("sv8-48", energy=[WATER] * 3)), side(them))
        _attack(game, "Ice Age")
        assert (game.players[1].active.rot == PARALYZED) == paralyzed


def test_scale_hurricane_paralyzes_on_2_heads():
    from tests.engine_helpers import seed_for

    for flips, paralyzed in (((True, False, False, False), False), ((True, True, False, False), True)):
        game = modern(side(mon("sv9-3", "base1-54", "base1-54", energy=[GRASS])), side(mon(*MAMOSWINE)),
                      seed=seed_for(*flips))
        damage = dealt(game, "Scale Hurricane")
        assert damage == 60 * sum(flips) * 2 and (game.players[1].active.rot == PARALYZED) == paralyzed


def test_reckless_abandon_hurts_itself_on_two_tails():
    from tests.engine_helpers import seed_for

    for flips, hurt in (((False, False), [90]), ((True, False), [])):
        game = modern(side(mon("sv10-148", "sv10-147", energy=[DARK]), bench=["sv5-51"]), side(mon(*MAMOSWINE)),
                      seed=seed_for(*flips))
        _attack(game, "Reckless Abandon")
        assert [e.amount for e in game.last_events if e.kind == "damage" and e.player == 0] == hurt


def test_bench_manipulation_counts_the_opponents_tails():
    game = modern(side(mon("sv10-80", "sv10-79", energy=[PSYCHIC] * 3)), side(mon(*MAMOSWINE), bench=["sv5-51"] * 3))
    card = game.card_of(game.players[0].active)
    events = game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == "Bench Manipulation")))
    tails = sum(1 for e in events if e.kind == "coin" and e.amount == 0)
    assert game.players[1].active.damage == 80 * tails


def test_onyx_takes_a_prize_and_victory_symbol_wins_with_one_prize_left():
    game = modern(side(mon("sv8pt5-60", "base2-51", energy=[LIGHTNING, PSYCHIC, DARK])), side(mon(*MAMOSWINE)))
    _attack(game, "Onyx")
    assert len(game.players[0].prizes) == 5 and not game.players[0].active.energy
    for prizes, won in ((1, True), (2, False)):
        game = modern(side(mon("sv9-64", energy=[PSYCHIC] * 3), prizes=[DARK] * prizes), side(mon(*MAMOSWINE)))
        _attack(game, "Victory Symbol")
        assert (game.outcome is not None and game.outcome.winner == 0) == won


def test_born_to_slack_and_power_saver_stop_attacking():
    slaking = mon("sv8-147", "sv8-146", "sv8-146", energy=[DARK] * 2)
    assert not _can_attack(modern(side(slaking), side(mon("sv5-51"))))
    assert _can_attack(modern(side(slaking), side(mon("sv5-51"), bench=[DARKRAI])))
    mewtwo = mon("sv10-81", energy=[PSYCHIC] * 3)
    assert not _can_attack(modern(side(mewtwo, bench=["sv10-125"] * 2), side(mon(DARKRAI))))
    assert _can_attack(modern(side(mewtwo, bench=["sv10-125"] * 3), side(mon(DARKRAI))))


def test_tuning_echo_ignores_the_cost_with_hands_of_the_same_size():
    for theirs, usable in ((2, True), (3, False)):
        game = modern(side(mon("sv9-128", "sv4pt5-68"), hand=[DARK, DARK]), side(mon(DARKRAI), hand=[FIRE] * theirs))
        assert _can_attack(game) == usable


def test_skyliner_basic_pokemon_have_no_retreat_cost():
    from desktop.engine import layer

    game = modern(side(mon(DARKRAI), bench=["sv8-76", mon(*WEEZING)]), side(mon(DARKRAI)))
    me = game.players[0]
    assert layer.retreat_cost(game, 0, me.active) == 0 and layer.retreat_cost(game, 0, me.bench[1]) > 0


def test_mysterious_rock_inn_prevents_damage_from_pokemon_ex():
    crustle = mon("sv10-12", "sv10-11")
    game = modern(side(mon(DARKRAI, energy=[DARK] * 2)), side(crustle))
    assert dealt(game, "Wind of Darkness") == 0
    game = modern(side(mon("sv10-28", "sv10-27", energy=[FIRE] * 2)), side(crustle))
    assert dealt(game, "Flare") == 50 * 2  # Crustle is weak to Fire


def test_counter_gain_and_cynthias_power_weight():
    from tests.engine_helpers import play

    game = modern(side(mon("sv9-138"), hand=["sv8-169"], prizes=[DARK] * 6), side(mon(DARKRAI), prizes=[DARK] * 5))
    assert not _can_attack(game)
    play(game, "Counter Gain", 0)
    assert _can_attack(game)
    game = modern(side(mon("sv10-7"), bench=["sv5-51"], hand=["sv10-162", "sv10-162"]), side(mon(DARKRAI)))
    play(game, "Cynthia's Power Weight", 0)
    play(game, "Cynthia's Power Weight", 1)
    assert game.hp_of(game.players[0].active) == 70 + 70 and game.hp_of(game.players[0].bench[0]) == 70


def test_ns_castle_postwick_and_lively_stadium():
    from tests.engine_helpers import play

    game = modern(side(mon("sv9-26"), bench=["sv5-51"], hand=["sv9-152"]), side(mon(DARKRAI)))
    play(game, "N's Castle")
    assert any(a[0] == "retreat" for a in game.legal_actions())
    game = modern(side(mon("sv9-138", energy=[DARK]), hand=["sv9-154"]), side(mon(*MAMOSWINE), prizes=[DARK] * 3))
    play(game, "Postwick")
    assert dealt(game, "Fickle Spitting") == 150
    game = modern(side(mon("sv5-51"), bench=[mon(*WEEZING)], hand=["sv8-180"]), side(mon(DARKRAI)))
    play(game, "Lively Stadium")
    pikachu = game.players[0].active
    assert game.hp_of(pikachu) == game.card_of(pikachu).hp + 30 and game.hp_of(game.players[1].active) == 210 + 30
    assert game.hp_of(game.players[0].bench[0]) == 130


# ---------------------------------------------------------------- self_return_nodes, more counter_ko and discard nodes
def test_surf_back_and_assassins_return_take_the_attacker_out_of_play():
    game = modern(side(mon("sv8-131", "sv4pt5-44", energy=[METAL] * 3), bench=["sv5-51"], deck=[]),
                  side(mon(*MAMOSWINE)))
    _attack(game, "Surf Back")
    game.apply(Choose("yes"))
    _answer_all(game)
    assert len(game.players[0].deck) == 2 + 3 and game.cards[game.players[0].active.top].id == "sv5-51"
    game = modern(side(mon("sv10-122", "sv10-120", "sv10-121", energy=[DARK] * 2), bench=["sv5-51"]),
                  side(mon(*MAMOSWINE)))
    _attack(game, "Assassin's Return")
    game.apply(Choose("yes"))
    _answer_all(game)
    assert sorted(game.cards[u].id for u in game.players[0].hand) == ["sv10-120", "sv10-121", "sv10-122"]
    assert len(game.players[0].discard) == 2


def test_euclase_knocks_out_a_pokemon_with_exactly_6_counters():
    game = modern(side(mon("sv8pt5-26", "base2-51", energy=[GRASS, WATER, DARK])),
                  side(mon(*MAMOSWINE), bench=[mon(DARKRAI, damage=60), mon(DARKRAI, damage=70)]))
    _attack(game, "Euclase")
    _answer_all(game)
    assert [e.pos for e in game.last_events if e.kind == "knockout" and e.player == 1] == [1]


def test_barite_jail_leaves_each_benched_pokemon_at_100_hp():
    game = modern(side(mon("sv8-91", "sv6-91", energy=[WATER, PSYCHIC, FIGHTING])),
                  side(mon(*MAMOSWINE), bench=[DARKRAI, mon(DARKRAI, damage=150), "sv5-51"]))
    _attack(game, "Barite Jail")
    assert [s.damage for s in game.players[1].bench] == [110, 150, 0] and game.players[1].active.damage == 0


def test_rocket_mirror_moves_counters_from_a_benched_team_rocket_pokemon():
    game = modern(side(mon("sv10-82", energy=[PSYCHIC] * 2), bench=[mon("sv10-125", damage=50),
                                                                    mon("sv5-51", damage=30)]),
                  side(mon(*MAMOSWINE)))
    _attack(game, "Rocket Mirror")
    _answer_all(game)
    assert game.players[0].bench[0].damage == 0 and game.players[0].bench[1].damage == 30
    assert game.players[1].active.damage == 50


def test_strike_the_sleeper_counts_counters_on_the_benched_pokemon():
    game = modern(side(mon("sv10-128", energy=[DARK] * 2)), side(mon(*MAMOSWINE), bench=[mon(DARKRAI, damage=40)]))
    _attack(game, "Strike the Sleeper")
    _answer_all(game)
    assert game.players[1].bench[0].damage == 40 + 80


def test_splashing_panic_counts_mistys_pokemon_milled():
    game = modern(side(mon("sv10-49", "gym2-88", energy=[WATER]), deck=["sv10-46", DARK, "sv10-46"] + [FIRE] * 5),
                  side(mon(*MAMOSWINE)))
    _attack(game, "Splashing Panic")
    hits = sum(1 for u in game.players[0].discard if game.cards[u].id == "sv10-46")
    assert game.players[1].active.damage == 70 * hits and len(game.players[0].deck) == 1


def test_jungle_whip_returns_all_energy_for_80_more():
    for answer, damage in (("yes", 160), ("no", 80)):
        game = modern(side(mon("sv8-11", energy=[GRASS] * 3)), side(mon(*MAMOSWINE)))
        _attack(game, "Jungle Whip")
        game.apply(Choose(answer))
        assert game.players[1].active.damage == damage * 2  # Mamoswine ex is weak to Grass
        assert len(game.players[0].hand) == (3 if answer == "yes" else 0)


def test_tera_orb_finds_a_tera_pokemon():
    game = modern(side(mon("sv5-51"), hand=["sv8-189"], deck=["sv8-57", DARKRAI, FIRE]), side(mon(DARKRAI)))
    _play(game, "sv8-189")  # the only Tera Pokémon: taken at once
    _answer_all(game)
    assert [game.cards[u].id for u in game.players[0].hand] == ["sv8-57"]


def test_roto_stick_takes_any_number_of_supporters_from_the_top_4():
    deck = ["sv8-173", FIRE, FIRE, "sv8-173", FIRE, "sv8-173"]  # the last card is the top: 2 Supporters in the top 4
    game = modern(side(mon("sv5-51"), hand=["sv8pt5-127"], deck=deck), side(mon(DARKRAI)))
    _play(game, "sv8pt5-127")
    _take_all(game)
    assert [game.cards[u].id for u in game.players[0].hand] == ["sv8-173", "sv8-173"]


def test_cinnabar_lure_precious_trolley_and_inviting_flowers_fill_the_bench():
    game = modern(side(mon("sv8-142", energy=[FIRE, WATER, DARK]), deck=["sv5-51", WEEZING[0], DARK] * 2),
                  side(mon(*MAMOSWINE)))
    _attack(game, "Cinnabar Lure")
    _take_all(game)
    assert sorted(game.cards[s.top].id for s in game.players[0].bench) == ["sv5-51", "sv5-51"]
    game = modern(side(mon("sv5-51"), hand=["sv8-185"], deck=["sv5-51"] * 7), side(mon(DARKRAI)))
    _play(game, "sv8-185")
    _take_all(game)
    assert len(game.players[0].bench) == 5 and len(game.players[0].deck) == 2
    game = modern(side(mon("sv9-68", energy=[PSYCHIC]), deck=["sv9-66", "sv5-51"]), side(mon(*MAMOSWINE)))
    _attack(game, "Inviting Flowers")
    _take_all(game)
    assert [game.cards[s.top].id for s in game.players[0].bench] == ["sv9-66"]


def test_fade_out_puts_comfey_and_its_cards_into_the_hand():
    game = modern(side(mon("sv9-68", energy=[PSYCHIC]), bench=["sv5-51"]), side(mon(*MAMOSWINE)))
    _attack(game, "Fade Out")
    _answer_all(game)
    assert sorted(game.cards[u].id for u in game.players[0].hand) == sorted(["sv9-68", PSYCHIC])


def test_brilliant_blender_and_energy_search_pro():
    game = modern(side(mon("sv5-51"), hand=["sv8-164"], deck=[FIRE] * 7), side(mon(DARKRAI)))
    _play(game, "sv8-164")
    _take_all(game)
    assert len(game.players[0].discard) == 5 + 1 and len(game.players[0].deck) == 2
    game = modern(side(mon("sv5-51"), hand=["sv8-176"], deck=[FIRE, FIRE, WATER, DARK, "sv5-51"]), side(mon(DARKRAI)))
    _play(game, "sv8-176")
    _take_all(game)
    assert sorted(game.cards[u].id for u in game.players[0].hand) == sorted([FIRE, WATER, DARK])


def test_disruptive_radar_and_searching_eyes_look_at_the_opponents_cards():
    game = modern(side(mon("sv10-88", "sv10-15", energy=[DARK])), side(mon(*MAMOSWINE), deck=[FIRE, WATER, DARK]))
    _attack(game, "Disruptive Radar")
    assert game.pending.purpose == "order_deck" and game.pending.player == 0
    bottom = [u for u in game.pending.options if game.cards[u].id == FIRE][0]
    while game.pending is not None and game.pending.purpose == "order_deck":
        game.apply(Choose(bottom if bottom in game.pending.options and len(game.pending.options) == 1 else
                          [o for o in game.pending.options if o != bottom][0]))
    assert game.players[1].hand[-1] != bottom  # their draw for the turn is not the card put last
    game = modern(side(mon("sv10-15", energy=[DARK])), side(mon(*MAMOSWINE)))
    _attack(game, "Searching Eyes")
    assert [e.src for e in game.last_events if e.kind == "peek"] == ["prizes"]


def test_larrys_skill_discards_the_hand_and_finds_one_of_each():
    game = modern(side(mon("sv5-51"), hand=["sv8pt5-115", DARK, DARK], deck=["sv5-51", "sv8-173", FIRE, "sv1-181"]),
                  side(mon(DARKRAI)))
    _play(game, "sv8pt5-115")
    _take_all(game)
    assert sorted(game.cards[u].id for u in game.players[0].hand) == sorted(["sv5-51", "sv8-173", FIRE])


# ---------------------------------------------------------------- hand_attach_nodes, more counter_ko_nodes
def test_swelling_power_and_full_heart_attach_from_the_hand():
    game = modern(side(mon("sv8pt5-49", energy=[FIGHTING]), bench=["sv5-51"], hand=[FIGHTING, WATER]),
                  side(mon(*MAMOSWINE)))
    _attack(game, "Swelling Power")
    assert game.pending.purpose == "hand_to_attach" or game.pending.purpose == "attach_energy"
    _answer_all(game)
    assert sum(len(s.energy) for _p, s in game.players[0].in_play()) == 2
    game = modern(side(mon("sv8-79", energy=[PSYCHIC]), bench=["sv8-78", "sv8-80"], hand=[PSYCHIC] * 3),
                  side(mon(*MAMOSWINE)))
    _attack(game, "Full Heart")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(1))
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(2))
    assert [len(s.energy) for s in game.players[0].bench] == [1, 1] and len(game.players[0].hand) == 1


def test_guardian_burst_needs_uxie_and_azelf_on_the_bench():
    for bench, damage in ((["sv8-78"], 0), (["sv8-78", "sv8-80"], 160)):
        game = modern(side(mon("sv8-79", energy=[PSYCHIC] * 2), bench=bench), side(mon(*MAMOSWINE)))
        assert dealt(game, "Guardian Burst") == damage


def test_crescendo_wave_may_attach_water_energy_from_the_hand_first():
    from desktop.ai.answers import answer_prompt

    game = modern(side(mon("sv10-56", "sv10-54", energy=[WATER]), hand=[WATER, WATER, FIRE]), side(mon(*MAMOSWINE)))
    _attack(game, "Crescendo Wave")
    assert answer_prompt(game) in game.pending.options
    game.apply(Choose(game.pending.options[0]))  # a Water Energy (it goes to this Pokémon)
    game.apply(Choose(game.pending.options[0]))  # the other: then no Basic Water Energy is left in the hand
    assert game.players[1].active.damage == 30 * 3 and [game.cards[u].id for u in game.players[0].hand] == [FIRE]


def test_swinging_sphene_knocks_out_a_basic_pokemon():
    from tests.engine_helpers import seed_for

    for heads in (True, False):
        game = modern(side(mon("sv8-133", "base2-52", energy=[GRASS, WATER, FIGHTING])),
                      side(mon(DARKRAI), bench=[mon(*WEEZING), "sv5-51"]), seed=seed_for(heads))
        _attack(game, "Swinging Sphene")
        knocked = [game.cards[e.card].id for e in game.last_events if e.kind == "knockout"]
        assert knocked == ([DARKRAI] if heads else ["sv5-51"])  # the only Benched Basic Pokémon


def test_oil_salvo_and_aroma_shot():
    game = modern(side(mon("sv10-23", "sv3-20", "sv3-20", energy=[GRASS])), side(mon(*MAMOSWINE), bench=[DARKRAI]))
    _attack(game, "Oil Salvo")
    for pick in (10, 10, 10, 11, 11, 10):
        game.apply(Choose(pick))
    assert game.players[1].active.damage == 80 and game.players[1].bench[0].damage == 40  # no Weakness
    game = modern(side(mon("sv10-23", "sv3-20", "sv3-20", energy=[GRASS] * 3, poison=10)), side(mon(*MAMOSWINE)))
    _attack(game, "Aroma Shot")
    assert game.players[0].active.poison == 0


# ---------------------------------------------------------------- trainer_choice_nodes, Levincia
def test_levincia_puts_lightning_energy_back_into_the_hand():
    from desktop.engine.actions import UseStadium
    from tests.engine_helpers import play

    game = modern(side(mon("sv5-51"), hand=["sv9-150"], discard=[LIGHTNING, LIGHTNING, LIGHTNING, FIRE]),
                  side(mon(DARKRAI)))
    play(game, "Levincia")
    game.apply(UseStadium())
    _take_all(game)
    assert [game.cards[u].id for u in game.players[0].hand] == [LIGHTNING, LIGHTNING]
    assert UseStadium() not in game.legal_actions(), "once during each player's turn"


def test_lisias_appeal_switches_in_a_basic_and_confuses_it():
    game = modern(side(mon("sv5-51"), hand=["sv8-179"]), side(mon(DARKRAI), bench=[mon(*WEEZING), "sv5-51"]))
    targets = [a[2] for a in game.legal_actions() if a[0] == "play"]
    assert targets == [12], "only the Benched Basic Pokémon"
    _play(game, "sv8-179", 12)
    assert game.cards[game.players[1].active.top].id == "sv5-51" and game.players[1].active.rot == CONFUSED


def test_ruffian_discards_a_tool_and_a_special_energy():
    them = side(mon(DARKRAI, energy=[JET, DARK]))
    them["active"]["tools"] = ["sv1-174"]
    game = modern(side(mon("sv5-51"), hand=["sv9-157"]), them)
    _play(game, "sv9-157", 10)
    _answer_all(game)
    defender = game.players[1].active
    assert not defender.tools and [game.cards[u].id for u in defender.energy] == [DARK]


def test_meddling_memo_their_hand_goes_under_their_deck_and_is_redrawn():
    game = modern(side(mon("sv5-51"), hand=["sv8-181"]), side(mon(DARKRAI), hand=[FIRE, FIRE], deck=[WATER] * 3))
    _play(game, "sv8-181")
    assert [game.cards[u].id for u in game.players[1].hand] == [WATER, WATER]
    assert [game.cards[u].id for u in game.players[1].deck[:2]] == [FIRE, FIRE]
