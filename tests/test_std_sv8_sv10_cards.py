"""Cards of Surging Sparks, Prismatic Evolutions, Journey Together and Destined Rivals (issue #14),
each played in a game (1 of 4): the nodes this branch added, by module."""

from __future__ import annotations

import pytest

from desktop.engine.actions import Attack, Choose
from desktop.engine.state import CONFUSED, PARALYZED
from tests.engine_helpers import mon, side
from tests.std_sv8_sv10_helpers import (
    DARK,
    DARKRAI,
    FIGHTING,
    FIRE,
    GRASS,
    LIGHTNING,
    METAL,
    PSYCHIC,
    WATER,
    WEEZING,
    _answer_all,
    _attack,
    _play,
    _power,
    dealt,
    modern,
)


@pytest.mark.parametrize("them, damage", [(mon(DARKRAI), 90), (mon(*WEEZING), 180)])
def test_spirited_tackle_more_against_a_stage_1(them, damage):
    game = modern(side(mon("sv8-18", energy=[FIRE] * 3)), side(them))
    assert dealt(game, "Spirited Tackle") == damage


def test_r_command_counts_team_rocket_supporters_in_the_discard_pile():
    game = modern(side(mon("sv10-154", energy=[DARK] * 3), discard=["sv10-170", "sv10-174", "sv8-173", DARK]),
                  side(mon(DARKRAI)))
    assert dealt(game, "R Command") == 40


def test_abyssal_flames_counts_energy_cards_in_the_discard_pile():
    game = modern(side(mon("sv8-36", "sv8-32", energy=[FIRE]), discard=[FIRE, DARK, WATER, "sv8-173"]),
                  side(mon(DARKRAI)))
    assert dealt(game, "Abyssal Flames") == 30 + 60


def test_neurokinesis_counts_damage_counters_on_all_opponent_pokemon():
    game = modern(side(mon("sv8-80", energy=[PSYCHIC] * 2)),
                  side(mon(DARKRAI, damage=30), bench=[mon("sv5-51", damage=20)]))
    assert dealt(game, "Neurokinesis") == 10 + 50


def test_coordinated_throwing_counts_your_basic_pokemon():
    game = modern(side(mon("sv8-111", energy=[FIGHTING] * 2), bench=["sv5-51", "sv5-51", mon(*WEEZING)]),
                  side(mon(DARKRAI)))
    assert dealt(game, "Coordinated Throwing") == 60


def test_space_crash_counts_basic_energy():
    game = modern(side(mon("sv8-136", energy=[GRASS, WATER, WATER])), side(mon(DARKRAI)))
    assert dealt(game, "Space Crash") == 120


def test_rumbling_march_counts_benched_stage_2():
    mamo = ("sv9-79", "sv9-77", "sv9-78")
    game = modern(side(mon(*mamo, energy=[FIGHTING] * 2), bench=[mon(*mamo), mon(*WEEZING)]), side(mon(DARKRAI)))
    assert dealt(game, "Rumbling March") == 180 + 40


def test_tenacious_tail_counts_the_opponents_pokemon_ex():
    game = modern(side(mon("sv9-121", "sv8pt5-79", energy=[DARK])),
                  side(mon(DARKRAI), bench=["sv8-57", "sv5-51"]))
    assert dealt(game, "Tenacious Tail") == 120


def test_buddy_blast_counts_ethans_adventure():
    game = modern(side(mon("sv10-34", energy=[FIRE]), discard=["sv10-165", "sv10-165", "sv8-173"]),
                  side(mon(DARKRAI)))
    assert dealt(game, "Buddy Blast") == 40 + 120


def test_voltaic_chain_counts_lightning_on_ionos_pokemon():
    game = modern(side(mon("sv9-47", energy=[LIGHTNING] * 2), bench=[mon("sv9-47", energy=[LIGHTNING]),
                                                                      mon("sv8-57", energy=[LIGHTNING])]),
                  side(mon(DARKRAI)))
    assert dealt(game, "Voltaic Chain") == 20 + 60


def test_hazardous_venom_counts_special_conditions():
    game = modern(side(mon("sv10-124", "sv10-123", energy=[DARK] * 3)), side(mon(DARKRAI)))
    defender = game.players[1].active
    defender.poison, defender.rot = 10, CONFUSED
    assert dealt(game, "Hazardous Venom") == 200


def test_explode_together_now_counts_koffing_and_weezing_on_both_sides():
    game = modern(side(mon(*WEEZING, energy=[DARK] * 2), bench=["sv10-125"]),
                  side(mon(DARKRAI), bench=["sv10-125", "sv5-51"]))
    assert dealt(game, "Explode Together Now") == 120


def test_back_draft_counts_basic_energy_in_the_opponents_discard_pile():
    game = modern(side(mon("sv9-27", "sv9-26", energy=[FIRE] * 2)),
                  side(mon(DARKRAI), discard=[GRASS, WATER, "sv8-173"]))
    assert dealt(game, "Back Draft") == 60


@pytest.mark.parametrize("benched, damage", [(2, 40), (3, 120)])
def test_deleting_slash_against_three_benched(benched, damage):
    game = modern(side(mon("sv8-132", energy=[METAL] * 2)), side(mon(DARKRAI), bench=["sv5-51"] * benched))
    assert dealt(game, "Deleting Slash") == damage


@pytest.mark.parametrize("theirs, damage", [(1, 30), (2, 130)])
def test_precise_beak_with_the_same_amount_of_energy(theirs, damage):
    game = modern(side(mon("sv8-160", energy=[DARK] * 2)), side(mon(DARKRAI, energy=[DARK] * theirs)))
    assert dealt(game, "Precise Beak") == damage


@pytest.mark.parametrize("them, damage", [(DARKRAI, 100), ("sv8-36", 330)])
def test_jewel_breaker_against_a_tera_pokemon(them, damage):
    them_spec = mon(them, "sv8-32") if them == "sv8-36" else mon(them)
    game = modern(side(mon("sv8pt5-86", energy=[DARK] * 4)), side(them_spec))
    assert dealt(game, "Jewel Breaker") == damage


@pytest.mark.parametrize("them, damage", [("me1-74", 100), (DARKRAI, 200)])
def test_punishing_fang_against_a_darkness_pokemon(them, damage):
    game = modern(side(mon("sv10-28", "sv10-27", energy=[FIRE] * 3)), side(mon(them)))
    assert dealt(game, "Punishing Fang") == damage


@pytest.mark.parametrize("grass, damage", [(1, 120), (2, 240)])
def test_frozen_wood_with_two_grass_energy(grass, damage):
    game = modern(side(mon("sv10-60", "sv10-59", energy=[WATER] * 3 + [GRASS] * grass)), side(mon(DARKRAI)))
    assert dealt(game, "Frozen Wood") == damage


@pytest.mark.parametrize("hurt, damage", [(0, 150), (10, 30)])
def test_vigorous_tackle_without_damage_counters(hurt, damage):
    game = modern(side(mon("sv10-139", "sv10-138", energy=[DARK], damage=hurt)), side(mon(DARKRAI)))
    assert dealt(game, "Vigorous Tackle") == damage


@pytest.mark.parametrize("bench, damage", [(["sv5-51"], 60), ([mon("sv10-119", "sv10-117", "sv10-118")], 180)])
def test_love_impact_with_a_nidoking_on_the_bench(bench, damage):
    game = modern(side(mon("sv10-116", "sv10-114", "sv10-115", energy=[DARK]), bench=bench), side(mon(DARKRAI)))
    assert dealt(game, "Love Impact") == damage


@pytest.mark.parametrize("hand, damage", [(3, 120), (2, 0)])
def test_trio_cheehoo_needs_exactly_three_cards_in_hand(hand, damage):
    game = modern(side(mon("sv8-123", "sv8-122"), hand=[DARK] * hand), side(mon(DARKRAI)))
    assert dealt(game, "Trio-Cheehoo") == damage


@pytest.mark.parametrize("prizes, damage", [(3, 120), (4, 120), (6, 0)])
def test_fickle_spitting_needs_three_or_four_prizes(prizes, damage):
    game = modern(side(mon("sv9-138", energy=[DARK])), side(mon(DARKRAI), prizes=[DARK] * prizes))
    assert dealt(game, "Fickle Spitting") == damage


def test_abrupt_flash_after_evolving_from_mistys_staryu_this_turn():
    from tests.engine_helpers import evolve

    game = modern(side(mon("sv10-46", energy=[WATER]), hand=["sv10-47"]), side(mon(DARKRAI)))
    game.players[0].active.entered = game.turn - 1
    evolve(game, "Misty's Starmie", 0)
    assert dealt(game, "Abrupt Flash") == 140
    game = modern(side(mon("sv10-47", "sv10-46", energy=[WATER])), side(mon(DARKRAI)))
    game.players[0].active.entered = game.turn - 1
    assert dealt(game, "Abrupt Flash") == 60


@pytest.mark.parametrize("mine, damage", [(6, 180), (5, 90)])
def test_prize_count_with_more_prizes_left(mine, damage):
    game = modern(side(mon("sv8-65", energy=[LIGHTNING] * 3), prizes=[DARK] * mine),
                  side(mon(DARKRAI), prizes=[DARK] * 5))
    assert dealt(game, "Prize Count") == damage


@pytest.mark.parametrize("bench, damage", [(["sv5-51"], 100), ([mon("sv8-57")], 200)])
def test_shining_blaze_with_a_tera_pokemon_on_the_bench(bench, damage):
    game = modern(side(mon("sv8-19", energy=[FIRE] * 3), bench=bench), side(mon(DARKRAI)))
    assert dealt(game, "Shining Blaze") == damage


def test_hazardous_greed_hits_two_benched_only_with_three_cards_in_the_deck():
    game = modern(side(mon("sv8-15", energy=[GRASS] * 2), deck=[DARK] * 4),
                  side(mon(*WEEZING), bench=[DARKRAI] * 3))
    _attack(game, "Hazardous Greed")
    assert game.pending is None and [s.damage for s in game.players[1].bench] == [0, 0, 0]
    game = modern(side(mon("sv8-15", energy=[GRASS] * 2), deck=[DARK] * 3),
                  side(mon(*WEEZING), bench=[DARKRAI] * 3))
    _attack(game, "Hazardous Greed")
    while game.pending is not None:
        game.apply(Choose(game.legal_actions()[0][1]))
    assert sorted(s.damage for s in game.players[1].bench) == [0, 120, 120]


@pytest.mark.parametrize("card, name", [("sv8pt5-82", "Hyper Whirlpool"), ("sv9-90", "Snipping Pincers")])
def test_discard_an_energy_for_each_heads(card, name):
    for seed in range(6):
        game = modern(side(mon(card, energy=[DARK] * 3)), side(mon(DARKRAI, energy=[DARK] * 5)), seed=seed)
        card_def = game.card_of(game.players[0].active)
        events = list(game.apply(Attack(next(i for i, a in enumerate(card_def.attacks) if a.name == name))))
        while game.pending is not None:
            events += game.apply(Choose(game.pending.options[0]))
        heads = sum(1 for e in events if e.kind == "coin" and e.amount == 1)
        assert len(game.players[1].active.energy) == max(0, 5 - heads)


def test_thump_thump_boom_knocks_out_the_defending_pokemon_on_heads():
    from tests.engine_helpers import seed_for

    for heads in (True, False):
        game = modern(side(mon("sv9-48", "sv9-47", energy=[LIGHTNING] * 2), bench=["sv5-51"]),
                      side(mon(DARKRAI), bench=["sv5-51"]), seed=seed_for(heads))
        _attack(game, "Thump-Thump Boom")
        knocked = [e.player for e in game.last_events if e.kind == "knockout"]
        assert 0 in knocked  # 100 damage to itself (100 HP)
        assert (1 in knocked) == heads


def test_destined_fight_knocks_out_both_active_pokemon():
    game = modern(side(mon("sv8-100", "base2-55", "base2-43", energy=[FIGHTING] * 2), bench=["sv5-51"]),
                  side(mon(DARKRAI), bench=["sv5-51"]))
    _attack(game, "Destined Fight")
    assert sorted(e.player for e in game.last_events if e.kind == "knockout") == [0, 1]


def test_mischievous_hands_puts_3_counters_on_each_of_2_chosen():
    game = modern(side(mon("sv9-69", energy=[PSYCHIC] * 2)), side(mon(DARKRAI), bench=[DARKRAI, DARKRAI]))
    _attack(game, "Mischievous Hands")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[-1]))
    them = game.players[1]
    assert sorted(s.damage for _p, s in them.in_play()) == [0, 30, 30]


def test_painful_memories_and_law_of_the_underworld():
    game = modern(side(mon("sv8-78", energy=[PSYCHIC])), side(mon(DARKRAI), bench=["me1-74"]))
    _attack(game, "Painful Memories")
    assert [s.damage for _p, s in game.players[1].in_play()] == [20, 20]
    game = modern(side(mon("sv8-83", "sv8-82", energy=[PSYCHIC]), bench=["me1-74", "sv5-51"]),
                  side(mon(DARKRAI), bench=["me1-74"]))
    _attack(game, "Law of the Underworld")
    assert [s.damage for _p, s in game.players[1].in_play()] == [0, 60]
    assert [s.damage for _p, s in game.players[0].in_play()] == [0, 60, 0]


@pytest.mark.parametrize("card, under, name, cost, active, bench", [
    ("sv8pt5-23", ("base2-51",), "Severe Squall", [WATER] * 2, 60, [60, 0]),
    ("sv8-106", ("sv8-104", "me2-52"), "Sonic Peridot", [WATER, FIGHTING, METAL], 100, [100, 0]),
])
def test_damage_to_each_of_the_opponents_pokemon_ex(card, under, name, cost, active, bench):
    game = modern(side(mon(card, *under, energy=cost)), side(mon(DARKRAI), bench=[DARKRAI, "me1-74"]))
    _attack(game, name)
    assert [s.damage for _p, s in game.players[1].in_play()] == [active, *bench]


def test_sudden_shearing_discards_the_top_card_of_the_opponents_deck():
    from tests.engine_helpers import bench as play_basic

    game = modern(side(mon("sv5-51"), hand=["sv8-4"]), side(mon(DARKRAI), deck=[DARK, GRASS]))
    play_basic(game, "Durant ex")
    game.apply(Choose("yes") if "yes" in game.pending.options else Choose(game.pending.options[0]))
    assert len(game.players[1].discard) == 1 and len(game.players[1].deck) == 1


def test_sneaky_bite_puts_2_counters_on_1_of_the_opponents_pokemon():
    from tests.engine_helpers import evolve

    game = modern(side(mon("sv5-51"), bench=["sv10-120"], hand=["sv10-121"]), side(mon(DARKRAI), bench=[DARKRAI]))
    game.players[0].bench[0].entered = game.turn - 1
    evolve(game, "Team Rocket's Golbat", 1)
    game.apply(Choose("yes") if "yes" in game.pending.options else Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[-1]))
    assert [s.damage for _p, s in game.players[1].in_play()] == [0, 20]


def test_snow_sink_discards_the_stadium_in_play():
    from tests.engine_helpers import bench as play_basic

    me = side(mon("sv5-51"), hand=["sv8-56"])
    me["stadium"] = "sv8-180"
    game = modern(me, side(mon(DARKRAI)))
    play_basic(game, "Chien-Pao")
    game.apply(Choose("yes") if "yes" in game.pending.options else Choose(game.pending.options[0]))
    assert game.stadium == -1 and len(game.players[0].discard) == 1


def test_fury_cutter_and_defiant_horn():
    from tests.engine_helpers import evolve, seed_for

    game = modern(side(mon("sv8-149", energy=[DARK])), side(mon(DARKRAI)), seed=seed_for(True, True, True))
    assert dealt(game, "Fury Cutter") == 90
    game = modern(side(mon("sv5-51"), bench=["sv9-135"], hand=["sv9-136"]), side(mon(DARKRAI), bench=["me1-74"]))
    game.players[0].bench[0].entered = game.turn - 1
    evolve(game, "Hop's Dubwool", 1)
    _answer_all(game)
    assert game.cards[game.players[1].active.top].id == "me1-74"


def test_regi_charge_then_giant_rock_against_a_stage_2():
    game = modern(side(mon("sv10-101", energy=[FIGHTING]), discard=[FIGHTING, FIGHTING, GRASS]), side(mon(DARKRAI)))
    _attack(game, "Regi Charge")
    _answer_all(game)
    assert len(game.players[0].active.energy) == 3 and [game.cards[u].id for u in game.players[0].discard] == [GRASS]
    mamo = mon("sv9-79", "sv9-77", "sv9-78")
    game = modern(side(mon("sv10-101", energy=[FIGHTING] * 4)), side(mamo))
    assert dealt(game, "Giant Rock") == 280


def test_kagura_attaches_one_energy_from_the_deck_to_1_of_your_pokemon():
    game = modern(side(mon("sv10-44", energy=[FIRE]), bench=["sv5-51"], deck=[FIRE, WATER, DARK]), side(mon(DARKRAI)))
    _attack(game, "Fire Kagura")
    assert [game.cards[u].id for u in game.pending.options] == [FIRE]
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(1))
    assert len(game.players[0].bench[0].energy) == 1 and len(game.players[0].deck) == 2


def test_burning_charge_and_delightful_kiss_attach_both_to_one_pokemon():
    game = modern(side(mon("sv8pt5-14", "base2-51", energy=[FIRE] * 2), bench=["sv5-51"], deck=[FIRE, WATER, DARK]),
                  side(mon(DARKRAI)))
    _attack(game, "Burning Charge")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(1))
    assert len(game.players[0].bench[0].energy) == 2 and len(game.players[0].deck) == 1
    game = modern(side(mon("sv8-75"), bench=["sv5-51"], deck=[PSYCHIC, PSYCHIC, DARK]), side(mon(DARKRAI)))
    _attack(game, "Delightful Kiss")
    _answer_all(game)
    assert [game.cards[u].id for u in game.players[0].bench[0].energy] == [PSYCHIC, PSYCHIC]


def test_frigid_fluttering_attaches_to_itself():
    game = modern(side(mon("sv9-32", energy=[WATER]), bench=["sv5-51"], deck=[WATER, WATER, WATER]), side(mon(DARKRAI)))
    _attack(game, "Frigid Fluttering")
    _answer_all(game)
    assert len(game.players[0].active.energy) == 3 and len(game.players[0].deck) == 1


def test_swim_together_and_bonded_by_the_journey_search_by_name():
    game = modern(side(mon("sv10-50", energy=[WATER]), deck=["sv10-46", "sv10-46", "sv5-51", DARK]), side(mon(DARKRAI)))
    _attack(game, "Swim Together")
    assert {game.cards[u].id for u in game.pending.options} == {"sv10-46"}
    _answer_all(game)
    assert [game.cards[u].id for u in game.players[0].hand].count("sv10-46") >= 1
    game = modern(side(mon("sv10-33", "sv10-32"), deck=["sv10-165", DARK]), side(mon(DARKRAI)))
    _power(game, 0, "Bonded by the Journey")
    _answer_all(game)
    assert [game.cards[u].id for u in game.players[0].hand] == ["sv10-165"]


def test_proton_may_be_played_on_the_first_turn():
    from tests.engine_helpers import play

    game = modern(side(mon("sv5-51"), hand=["sv10-177"], deck=["sv10-125", "sv10-125", DARK]), side(mon(DARKRAI)),
                  turn=1)
    play(game, "Team Rocket's Proton")
    _answer_all(game)
    assert [game.cards[u].id for u in game.players[0].hand] == ["sv10-125", "sv10-125"]


def test_reconstitute_discards_2_to_draw_1_and_charging_up():
    game = modern(side(mon("sv10-155", "sv10-153", "sv10-154"), hand=[DARK, GRASS, WATER], deck=[FIRE] * 3),
                  side(mon(DARKRAI)))
    _power(game, 0, "Reconstitute")
    _answer_all(game)
    assert len(game.players[0].discard) == 2 and len(game.players[0].hand) == 2
    game = modern(side(mon("sv10-20", "sv10-19"), discard=[GRASS]), side(mon(DARKRAI)))
    _power(game, 0, "Charging Up")
    _answer_all(game)
    assert len(game.players[0].active.energy) == 1


# ---------------------------------------------------------------- joined_nodes, hand_attack_nodes, stadium_attack_nodes
def test_crimson_blaster_discards_fire_energy_and_hits_a_benched_pokemon():
    game = modern(side(mon("sv8-34", "sv1-39", energy=[FIRE, FIRE, DARK])), side(mon(DARKRAI), bench=[DARKRAI]))
    _attack(game, "Crimson Blaster")
    _answer_all(game)
    assert [game.cards[u].id for u in game.players[0].active.energy] == [DARK]
    assert game.players[1].bench[0].damage == 180 and game.players[1].active.damage == 0


def test_paralyzing_crackle_on_heads_paralyzes_and_discards_an_energy():
    from tests.engine_helpers import seed_for

    for heads in (True, False):
        game = modern(side(mon("sv8-64", energy=[LIGHTNING] * 2)), side(mon(DARKRAI, energy=[DARK, DARK])),
                      seed=seed_for(heads))
        _attack(game, "Paralyzing Crackle")
        _answer_all(game)
        defender = game.players[1].active
        assert (defender.rot == PARALYZED, len(defender.energy)) == ((True, 1) if heads else (False, 2))


def test_magical_leaf_on_heads_does_more_and_heals():
    from tests.engine_helpers import seed_for

    game = modern(side(mon("sv9-17", "sv1-13", energy=[GRASS] * 2, damage=50)), side(mon(DARKRAI)),
                  seed=seed_for(True))
    assert dealt(game, "Magical Leaf") == 60 * 2  # Darkrai ex is weak to Grass
    assert game.players[0].active.damage == 20


def test_upside_down_draw_draws_from_the_bottom():
    game = modern(side(mon("sv10-25", "sv4pt5-108", energy=[GRASS]), deck=[FIRE, WATER, DARK, GRASS, PSYCHIC]),
                  side(mon(DARKRAI)))
    _attack(game, "Upside-Down Draw")
    assert sorted(game.cards[u].id for u in game.players[0].hand) == sorted([FIRE, WATER, DARK])


@pytest.mark.parametrize("grass, damage", [(1, 0), (2, 130)])
def test_petal_blade_dance_needs_2_grass_energy_from_the_hand(grass, damage):
    game = modern(side(mon("sv10-14", "sv10-13", energy=[GRASS]), hand=[GRASS] * grass + [WATER]),
                  side(mon("sv8-36", "sv8-32")))
    assert dealt(game, "Petal Blade Dance") == damage
    assert len(game.players[0].hand) == (grass + 1 if not damage else 1)


def test_hydra_breath_discards_6_grass_energy_and_knocks_out():
    for grass in (5, 6):
        game = modern(side(mon("sv10-18", "sv6-127", energy=[GRASS]), hand=[GRASS] * grass),
                      side(mon(DARKRAI), bench=[DARKRAI]))
        _attack(game, "Hydra Breath")
        assert any(e.kind == "knockout" and e.player == 1 for e in game.last_events) == (grass == 6)


def test_purging_strike_may_discard_the_hand_for_120_more():
    for answer, damage in (("yes", 240), ("no", 120)):
        game = modern(side(mon("sv9-43", energy=[WATER] * 3), hand=[DARK, FIRE]),
                      side(mon("sv9-79", "sv9-77", "sv9-78")))
        _attack(game, "Purging Strike")
        game.apply(Choose(answer))
        assert [e.amount for e in game.last_events if e.kind == "damage" and e.player == 1][0] == damage
        assert len(game.players[0].hand) == (0 if answer == "yes" else 2)


def test_thieving_swipe_puts_a_card_of_their_hand_on_the_bottom_of_their_deck():
    game = modern(side(mon("sv9-96", energy=[DARK] * 2)), side(mon(DARKRAI), hand=[FIRE, "sv8-173"], deck=[WATER]))
    _attack(game, "Thieving Swipe")
    assert game.pending.purpose == "their_hand_to_deck"
    choice = [u for u in game.pending.options if game.cards[u].id == "sv8-173"][0]
    game.apply(Choose(choice))
    assert game.players[1].deck[0] == choice and len(game.players[1].hand) == 1 + 1  # and the card drawn for the turn


def test_crushing_pulse_discards_items_and_tools_from_their_hand():
    game = modern(side(mon("sv8-61", energy=[LIGHTNING])), side(mon(DARKRAI), hand=["sv1-181", "sv8-173", FIRE]))
    _attack(game, "Crushing Pulse")
    assert [game.cards[u].id for u in game.players[1].discard] == ["sv1-181"]


def test_cursed_words_the_opponent_shuffles_3_cards_of_their_choice():
    game = modern(side(mon("sv9-60", "sv9-59", energy=[PSYCHIC])), side(mon(DARKRAI), hand=[FIRE] * 4, deck=[]))
    _attack(game, "Cursed Words")
    assert game.pending.player == 1 and game.pending.purpose == "hand_to_deck"
    _answer_all(game)
    assert len(game.players[1].hand) == 1 + 1 and len(game.players[1].deck) == 3 - 1  # then their turn's draw


def test_hacking_each_player_discards_a_card():
    game = modern(side(mon("sv10-153", energy=[DARK]), hand=[FIRE, WATER]), side(mon(DARKRAI), hand=[GRASS, DARK]))
    _attack(game, "Hacking")
    game.apply(Choose(game.pending.options[0]))
    assert game.pending.player == 1
    game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].hand) == 1 and len(game.players[1].hand) == 1 + 1  # and their turn's draw


def test_calamity_storm_world_ender_and_frenzied_gouging():
    me = side(mon("sv8pt5-162", energy=[DARK] * 3))
    me["stadium"] = "sv8-180"
    game = modern(me, side(mon("sv8-36", "sv8-32")))
    _attack(game, "Calamity Storm")
    game.apply(Choose("yes"))
    assert game.stadium == -1 and game.players[1].active.damage == 220
    game = modern(side(mon("sv8-141", energy=[FIRE, DARK, DARK])), side(mon(DARKRAI)))
    assert dealt(game, "World Ender") == 0
    game = modern(side(mon("sv8pt5-162", energy=[DARK] * 3), bench=["sv5-51"]), side(mon(DARKRAI), bench=[DARKRAI]))
    _attack(game, "Frenzied Gouging")
    assert [e.player for e in game.last_events if e.kind == "knockout"] == [1]
    assert game.players[0].active.damage == 200


def test_the_computer_answers_their_hand_to_deck_with_a_card_of_their_hand():
    from desktop.ai.answers import answer_prompt

    game = modern(side(mon("sv9-96", energy=[DARK] * 2)), side(mon(DARKRAI), hand=[FIRE, "sv8-173"], deck=[WATER]))
    _attack(game, "Thieving Swipe")
    assert answer_prompt(game) in game.pending.options


def test_drasna_and_atticus_and_brassius_redraw():
    from tests.engine_helpers import seed_for

    game = modern(side(mon("sv5-51"), hand=["sv8-173", DARK], deck=[FIRE] * 10), side(mon(DARKRAI)),
                  seed=seed_for(True, skip=1))
    _play(game, "sv8-173")
    heads = [e.amount for e in game.last_events if e.kind == "coin"]
    assert len(game.players[0].hand) == (8 if heads == [1] else 3)
    game = modern(side(mon("sv5-51"), hand=["sv8pt5-133", DARK], deck=[FIRE] * 10), side(mon(DARKRAI)))
    assert not any(a[0] == "play" for a in game.legal_actions()), "their Active Pokémon isn't Poisoned"
    game = modern(side(mon("sv5-51"), hand=["sv8pt5-133", DARK], deck=[FIRE] * 10), side(mon(DARKRAI, poison=10)))
    _play(game, "sv8pt5-133")
    assert len(game.players[0].hand) == 7
    game = modern(side(mon("sv5-51"), hand=["sv8pt5-135", DARK, FIRE], deck=[WATER] * 10), side(mon(DARKRAI)))
    _play(game, "sv8pt5-135")
    assert len(game.players[0].hand) == 3 and len(game.players[0].deck) == 9


def test_call_bell_only_on_the_first_turn_of_the_player_going_second():
    for turn, playable in ((2, True), (3, False)):
        game = modern(side(mon("sv5-51"), hand=["sv8-165"], deck=["sv8-173", FIRE]), side(mon(DARKRAI)), turn=turn)
        assert any(a[0] == "play" for a in game.legal_actions()) == playable
        if playable:
            _play(game, "sv8-165")
            _answer_all(game)
            assert [game.cards[u].id for u in game.players[0].hand] == ["sv8-173"]


def test_super_potion_heals_then_discards_an_energy_and_arvens_sandwich():
    game = modern(side(mon("sv5-51", damage=60, energy=[LIGHTNING, FIRE]), hand=["sv9-158"]), side(mon(DARKRAI)))
    _play(game, "sv9-158", 0)
    _answer_all(game)
    assert game.players[0].active.damage == 0 and len(game.players[0].active.energy) == 1
    for active, left in ((mon("sv10-138", damage=120), 20), (mon("sv5-51", damage=50), 20)):
        game = modern(side(active, hand=["sv10-161"]), side(mon(DARKRAI)))
        _play(game, "sv10-161")
        assert game.players[0].active.damage == left
