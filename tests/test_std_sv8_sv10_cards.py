"""Cards of Surging Sparks, Prismatic Evolutions, Journey Together and Destined Rivals (issue #14),
each played in a game: the board tests and counts of ``board_count_nodes`` and the other new nodes."""

from __future__ import annotations

import pytest

from desktop.engine.actions import Attack, Choose
from desktop.engine.state import CONFUSED, PARALYZED
from tests.engine_helpers import mon, new_game, side

GRASS, FIRE, WATER, LIGHTNING, PSYCHIC, FIGHTING, DARK, METAL = (f"sve-{i}" for i in range(1, 9))
DARKRAI = "svp-110"  # a Basic Darkness Pokémon ex, Weakness Grass
WEEZING = ("sv10-126", "sv10-125")  # Team Rocket's Weezing on Team Rocket's Koffing: Stage 1, Weakness Fighting


def _attack(game, name: str) -> None:
    card = game.card_of(game.players[game.current].active)
    game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == name)))


def dealt(game, name: str, player: int = 1) -> int:
    """Attack with ``name`` and return the attack's damage to the other player's Active Pokémon."""
    _attack(game, name)
    return next((e.amount for e in game.last_events if e.kind == "damage" and e.player == player and e.pos == 0), 0)


def modern(me, them, **kw):
    return new_game(me, them, rules="modern", **kw)


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


# ---------------------------------------------------------------- counter_ko_nodes
def _answer_all(game, pick=0) -> None:
    """Answer every open prompt with its ``pick``-th option."""
    while game.pending is not None:
        game.apply(Choose(game.pending.options[pick]))


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


# ---------------------------------------------------------------- energy_search_nodes, named_search_nodes
def _power(game, pos: int, name: str) -> None:
    from desktop.engine.actions import UsePower

    card = game.card_of(game.players[0].slot(pos))
    game.apply(UsePower(pos, next(i for i, p in enumerate(card.powers) if p.name == name)))


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


# ---------------------------------------------------------------- trainer_play_nodes
JET = "sv8-252"  # Jet Energy: a Special Energy


def _play(game, card_id: str, target=None) -> None:
    from desktop.engine.actions import PlayTrainer

    uid = next(u for u in game.players[0].hand if game.cards[u].id == card_id)
    game.apply(PlayTrainer(uid, target))


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


# ---------------------------------------------------------------- lasting_mod_nodes, ability_cost_nodes
def _next_turn(game) -> None:
    """The opponent ends their turn (answering any prompt first)."""
    from desktop.engine.actions import EndTurn

    _answer_all(game)
    game.apply(EndTurn())
    _answer_all(game)


def test_screech_the_defending_pokemon_takes_50_more_during_your_next_turn():
    game = modern(side(mon("sv8-105", "sv8-104", energy=[FIGHTING] * 2), deck=[FIRE] * 5),
                  side(mon(DARKRAI), deck=[FIRE] * 5))
    _attack(game, "Screech")
    _next_turn(game)
    assert dealt(game, "Cutting Wind") == 100


def test_metal_defender_no_weakness_and_now_youre_in_my_power():
    from desktop.engine import layer

    game = modern(side(mon("sv8-130", "sv7-106", energy=[METAL] * 3), deck=[FIRE] * 5),
                  side(mon("sv8-36", "sv8-32", energy=[FIRE, PSYCHIC, METAL]), deck=[FIRE] * 5))
    _attack(game, "Metal Defender")
    archaludon = game.players[0].active
    assert game.card_of(archaludon).weaknesses and not layer.weakness(game, archaludon, game.card_of(archaludon))
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


# ---------------------------------------------------------------- discard_for_damage_nodes, coin_prize_nodes
MAMOSWINE = ("sv9-79", "sv9-77", "sv9-78")  # 340 HP, Weakness Grass


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


# ---------------------------------------------------------------- static_rule_nodes
def _can_attack(game) -> bool:
    return any(a[0] == "attack" for a in game.legal_actions())


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


# ---------------------------------------------------------------- deck_search_nodes
def _take_all(game) -> None:
    """Answer optional "take a card" prompts by taking a card each time until none is left."""
    while game.pending is not None:
        options = [o for o in game.pending.options if o is not None]
        game.apply(Choose(options[0] if options else None))


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


def test_team_rocket_great_ball_and_venture_bomb_follow_the_coin():
    from tests.engine_helpers import seed_for

    for heads, found in ((True, "sv10-126"), (False, "sv10-125")):
        game = modern(side(mon("sv5-51"), hand=["sv10-175"], deck=["sv10-125", "sv10-126", FIRE]),
                      side(mon(DARKRAI)), seed=seed_for(heads))
        _play(game, "sv10-175")
        assert [game.cards[u].id for u in game.pending.options if u is not None] == [found]
    for heads in (True, False):
        game = modern(side(mon("sv5-51"), hand=["sv10-179"]), side(mon(DARKRAI)), seed=seed_for(heads))
        _play(game, "sv10-179")
        _answer_all(game)
        assert (game.players[1].active.damage, game.players[0].active.damage) == ((20, 0) if heads else (0, 20))


def test_ethans_adventure_finds_ethans_pokemon_and_fire_energy():
    game = modern(side(mon("sv5-51"), hand=["sv10-165"], deck=["sv10-32", FIRE, WATER, "sv5-51", FIRE]),
                  side(mon(DARKRAI)))
    _play(game, "sv10-165")
    assert {game.cards[u].id for u in game.pending.options if u is not None} == {"sv10-32", FIRE}
    _take_all(game)
    assert sorted(game.cards[u].id for u in game.players[0].hand) == sorted(["sv10-32", FIRE, FIRE])


# ---------------------------------------------------------------- attack_extra_nodes
def test_amazez_shuffles_the_top_evolution_cards_into_their_deck():
    game = modern(side(mon("sv8pt5-34", "base2-51", energy=[GRASS, PSYCHIC, DARK])),
                  side(mon(*MAMOSWINE), bench=[mon(*WEEZING), "sv5-51"], deck=[]))
    _attack(game, "Amazez")
    them = game.players[1]
    assert [game.cards[s.top].id for _p, s in them.in_play()] == ["sv9-78", "sv10-125", "sv5-51"]
    assert sorted(game.cards[u].id for u in them.deck + them.hand) == sorted(["sv9-79", "sv10-126"])


def test_zapping_short_paralyzes_only_if_a_tool_was_discarded():
    for tools, paralyzed in (([], False), (["sv1-174"], True)):
        them = side(mon(DARKRAI))
        them["active"]["tools"] = tools
        game = modern(side(mon("sv9-49", energy=[LIGHTNING] * 2)), them)
        _attack(game, "Zapping Short")
        assert not game.players[1].active.tools and (game.players[1].active.rot == PARALYZED) == paralyzed


def test_slumbering_smack_both_asleep_and_100_more_next_turn():
    from desktop.engine import layer

    game = modern(side(mon("sv9-129", energy=[DARK]), deck=[FIRE] * 5), side(mon(*MAMOSWINE), deck=[FIRE] * 5))
    _attack(game, "Slumbering Smack")
    asleep = {e.player for e in game.last_events if e.kind == "condition" and e.detail == "Asleep"}
    assert asleep == {0, 1}, [(e.kind, e.player, e.detail) for e in game.last_events]
    _next_turn(game)
    assert game.current == 0 and layer.attack_bonus(game, 0, game.players[0].active) == 100


def test_evil_incineration_discards_the_defending_pokemon():
    game = modern(side(mon("sv10-31", energy=[FIRE] * 4 + ["sv10-182"])), side(mon(*MAMOSWINE), bench=["sv5-51"]))
    _attack(game, "Evil Incineration")
    _answer_all(game)
    them = game.players[1]
    assert game.cards[them.active.top].id == "sv5-51" and len(them.discard) == 3
    assert "sv10-182" not in [game.cards[u].id for u in game.players[0].active.energy]


def test_jamming_wing_moves_an_energy_to_their_bench():
    game = modern(side(mon("sv10-70", energy=[LIGHTNING] * 2)), side(mon(*MAMOSWINE, energy=[DARK]),
                                                                     bench=["sv5-51"]))
    _attack(game, "Jamming Wing")
    game.apply(Choose("yes"))
    _answer_all(game)
    assert not game.players[1].active.energy and len(game.players[1].bench[0].energy) == 1


# ---------------------------------------------------------------- ability_more_nodes
def test_showtime_switches_in_from_the_bench_only():
    game = modern(side(mon("sv5-51"), bench=[mon("sv9-18", "sv1-13", "sv1-14")]), side(mon(DARKRAI)))
    _power(game, 1, "Showtime")
    assert game.cards[game.players[0].active.top].id == "sv9-18"
    assert not any(a[0] == "power" for a in game.legal_actions()), "not from the Active Spot"


def test_magnetic_absorption_needs_4_or_fewer_opponent_prizes():
    for prizes, usable in ((5, False), (4, True)):
        game = modern(side(mon("sv8pt5-56"), discard=[FIGHTING]), side(mon(DARKRAI), prizes=[DARK] * prizes))
        assert any(a[0] == "power" for a in game.legal_actions()) == usable
        if usable:
            _power(game, 0, "Magnetic Absorption")
            _answer_all(game)
            assert len(game.players[0].active.energy) == 1


def test_coin_bonus_draws_one_more_in_the_active_spot():
    for pos, drawn in ((0, 2), (1, 1)):
        gholdengo = mon("sv8pt5-164", "sv4pt5-44")
        me = side(gholdengo if pos == 0 else mon("sv5-51"), bench=[gholdengo] if pos else [], deck=[FIRE] * 5)
        game = modern(me, side(mon(DARKRAI)))
        _power(game, pos, "Coin Bonus")
        assert len(game.players[0].hand) == drawn


def test_overvolt_discharge_attaches_then_knocks_out_magneton():
    game = modern(side(mon("sv5-51"), bench=[mon("sv8-59", "base1-53")], discard=[LIGHTNING, LIGHTNING]),
                  side(mon(DARKRAI)))
    _power(game, 1, "Overvolt Discharge")
    _take_all(game)
    assert len(game.players[0].active.energy) == 2
    assert "sv8-59" in [game.cards[u].id for u in game.players[0].discard]


def test_beckoning_tail_discards_chill_teaser_toy_to_gust():
    game = modern(side(mon("sv8-85", "sv8-84")), side(mon(DARKRAI), bench=["sv5-51"]))
    assert not any(a[0] == "power" for a in game.legal_actions())
    game = modern(side(mon("sv8-85", "sv8-84"), hand=["sv8-166"]), side(mon(DARKRAI), bench=["sv5-51"]))
    _power(game, 0, "Beckoning Tail")
    _answer_all(game)
    assert game.cards[game.players[1].active.top].id == "sv5-51" and not game.players[0].hand


def test_obliging_heal_and_greedy_order_when_played():
    from tests.engine_helpers import bench as play_basic
    from tests.engine_helpers import evolve

    game = modern(side(mon(DARKRAI, damage=50, poison=10), hand=["sv8-93"]), side(mon(DARKRAI)))
    play_basic(game, "Indeedee")
    game.apply(Choose("yes"))
    _answer_all(game)
    assert game.players[0].active.damage == 20 and game.players[0].active.poison == 0
    game = modern(side(mon("sv5-51"), bench=["sv10-158"], hand=["sv10-159"], discard=["sv10-161"] * 3),
                  side(mon(DARKRAI)))
    game.players[0].bench[0].entered = game.turn - 1
    evolve(game, "Arven's Greedent", 1)
    game.apply(Choose("yes"))
    _take_all(game)
    assert [game.cards[u].id for u in game.players[0].hand] == ["sv10-161", "sv10-161"]


def test_evo_powder_evolves_each_benched_pokemon():
    game = modern(side(mon("sv8-7", "sv8-5", "sv8-6", energy=[GRASS]), bench=["sv10-27", "sv8-32"],
                       deck=["sv10-28", "sv8-36", FIRE]), side(mon(DARKRAI)))
    _attack(game, "Evo-Powder")
    _take_all(game)
    assert sorted(game.cards[s.top].id for s in game.players[0].bench) == ["sv10-28", "sv8-36"]


def test_sand_stream_damages_their_basic_pokemon_at_checkup():
    game = modern(side(mon("sv10-96", "sv10-94", "sv10-95"), deck=[FIRE] * 5),
                  side(mon(DARKRAI), bench=[mon(*WEEZING), "sv5-51"], deck=[FIRE] * 5))
    from desktop.engine.actions import EndTurn

    game.apply(EndTurn())
    _answer_all(game)
    assert [s.damage for _p, s in game.players[1].in_play()] == [20, 0, 20]


# ---------------------------------------------------------------- team_attack_plus, heal_all_of_class
def test_sunny_day_adds_20_for_grass_and_fire_attackers():
    lilligant = mon("sv9-7", "sv9-6")
    for attacker, name, base in (("sv10-28", "Flare", 50), ("sv9-49", "Zapping Short", 30)):
        game = modern(side(mon(attacker, "sv10-27", energy=[FIRE] * 2) if attacker == "sv10-28" else
                           mon(attacker, energy=[LIGHTNING] * 2), bench=[lilligant, lilligant]), side(mon(*MAMOSWINE)))
        assert dealt(game, name) == base + (40 if attacker == "sv10-28" else 0), "two Sunny Days stack"


def test_extra_helpings_does_not_stack_and_cheer_on_to_glory():
    snorlax = mon("sv9-117")
    game = modern(side(mon("sv9-138", energy=[DARK]), bench=[snorlax, snorlax]),
                  side(mon(*MAMOSWINE), prizes=[DARK] * 3))
    assert dealt(game, "Fickle Spitting") == 150
    game = modern(side(mon("sv10-8", "sv10-7", energy=[GRASS] * 3)), side(mon(DARKRAI)))
    assert dealt(game, "Leaf Step") == (80 + 30) * 2  # its own Ability counts once; Darkrai ex is weak to Grass


def test_technical_machine_fluorite_heals_each_tera_pokemon():
    from tests.engine_helpers import play

    game = modern(side(mon("sv8-57", energy=[GRASS, WATER, PSYCHIC], damage=50), bench=[mon("sv8-36", "sv8-32",
                                                                                           damage=70)],
                       hand=["sv8-188"]), side(mon(*MAMOSWINE)))
    play(game, "Technical Machine: Fluorite", 0)
    _attack(game, "Fluorite")
    me = game.players[0]
    assert me.active.damage == 0 and me.bench[0].damage == 0 and not me.active.energy


# ---------------------------------------------------------------- trainer_deck_nodes
def test_time_manipulation_puts_2_searched_cards_on_top():
    game = modern(side(mon("sv8-135", energy=[DARK]), deck=[FIRE, WATER, GRASS, DARK, "sv5-51"]), side(mon(*MAMOSWINE)))
    _attack(game, "Time Manipulation")
    first = [u for u in game.pending.options if game.cards[u].id == "sv5-51"][0]
    game.apply(Choose(first))
    second = [u for u in game.pending.options if game.cards[u].id == WATER][0]
    game.apply(Choose(second))
    assert game.players[0].deck[-2:] == [second, first]


def test_ortega_lets_the_opponent_draw_a_card():
    game = modern(side(mon("sv5-51"), hand=["sv8pt5-141"]), side(mon(DARKRAI), hand=[FIRE, WATER], deck=[DARK]))
    _play(game, "sv8pt5-141")
    game.apply(Choose(game.pending.options[0]))
    assert game.pending.player == 1 and game.pending.purpose == "may"
    game.apply(Choose("yes"))
    assert len(game.players[1].hand) == 2 and len(game.players[1].deck) == 1


def test_deduction_kit_puts_the_top_3_on_the_bottom():
    game = modern(side(mon("sv5-51"), hand=["sv8-171"], deck=[FIRE, FIRE, WATER, WATER, WATER]), side(mon(DARKRAI)))
    _play(game, "sv8-171")
    game.apply(Choose("bottom"))
    assert [game.cards[u].id for u in game.players[0].deck] == [WATER] * 3 + [FIRE] * 2


def test_redeemable_ticket_replaces_the_prize_cards():
    game = modern(side(mon("sv5-51"), hand=["sv9-156"], deck=[FIRE] * 4, prizes=[WATER] * 3), side(mon(DARKRAI)))
    _play(game, "sv9-156")
    me = game.players[0]
    assert [game.cards[u].id for u in me.prizes] == [FIRE] * 3
    assert [game.cards[u].id for u in me.deck] == [WATER] * 3 + [FIRE]


def test_team_rocket_giovanni_switches_both_sides():
    game = modern(side(mon("sv10-15"), bench=["sv5-51", "sv10-19"], hand=["sv10-174"]),
                  side(mon(DARKRAI), bench=["sv5-51"]))
    _play(game, "sv10-174")
    _answer_all(game)
    assert game.cards[game.players[0].active.top].id == "sv10-19"
    assert game.cards[game.players[1].active.top].id == "sv5-51"


def test_professor_sadas_vitality_attaches_to_ancient_pokemon_and_draws_3():
    game = modern(side(mon("sv8-38"), bench=["sv5-51", "sv8-38"], hand=["sv8pt5-120"], discard=[FIRE, FIRE],
                       deck=[WATER] * 5), side(mon(DARKRAI)))
    _play(game, "sv8pt5-120")
    assert set(game.pending.options) - {None} == {0, 2}
    _take_all(game)
    me = game.players[0]
    assert len(me.active.energy) == 1 and len(me.bench[1].energy) == 1 and len(me.hand) == 3


# ---------------------------------------------------------------- once_if "moved_up", move_energy_count_to_bench
def test_tachyon_bits_after_moving_up_from_the_bench():
    from tests.engine_helpers import retreat

    game = modern(side(mon("sv5-51", energy=[DARK]), bench=["sv8pt5-157"]), side(mon(DARKRAI), bench=[DARKRAI]))
    assert not any(a[0] == "power" for a in game.legal_actions())
    retreat(game, 1)
    _power(game, 0, "Tachyon Bits")
    game.apply(Choose(game.pending.options[-1]))
    assert game.players[1].bench[0].damage == 20
    assert not any(a[0] == "power" for a in game.legal_actions()), "once during your turn"


def test_buzzing_boost_and_jet_cyclone():
    from tests.engine_helpers import retreat

    yanmega = mon("sv10-3", "sv10-2")
    game = modern(side(mon("sv5-51", energy=[DARK]), bench=[yanmega], deck=[GRASS] * 4), side(mon(*MAMOSWINE)))
    retreat(game, 1)
    _power(game, 0, "Buzzing Boost")
    _take_all(game)
    assert len(game.players[0].active.energy) == 3
    game = modern(side(mon("sv10-3", "sv10-2", energy=[GRASS] * 4), bench=["sv5-51"]), side(mon(*MAMOSWINE)))
    _attack(game, "Jet Cyclone")
    for _ in range(3):
        if game.pending is not None and game.pending.purpose == "energy_to_move":
            game.apply(Choose(game.pending.options[0]))
    _answer_all(game)
    assert len(game.players[0].active.energy) == 1 and len(game.players[0].bench[0].energy) == 3


# ---------------------------------------------------------------- defence_mod_nodes
def test_colbur_berry_takes_60_less_from_darkness_then_goes():
    them = side(mon(*MAMOSWINE))
    them["active"]["tools"] = ["sv8-168"]
    game = modern(side(mon(DARKRAI, energy=[DARK] * 3)), them)
    assert dealt(game, "Night Impact") == 110 - 60
    assert not game.players[1].active.tools and "sv8-168" in [game.cards[u].id for u in game.players[1].discard]


def test_passho_berry_ignores_other_types():
    them = side(mon(*MAMOSWINE))
    them["active"]["tools"] = ["sv8-184"]
    game = modern(side(mon(DARKRAI, energy=[DARK] * 2)), them)
    assert dealt(game, "Wind of Darkness") == 40 and game.players[1].active.tools


def test_rock_armor_with_energy_attached_and_granite_cave():
    for energy, damage in (([], 110), ([FIGHTING], 80)):
        game = modern(side(mon(DARKRAI, energy=[DARK] * 3)), side(mon("sv9-82", energy=energy)))
        assert dealt(game, "Night Impact") == damage
    me = side(mon(DARKRAI, energy=[DARK] * 2))
    me["stadium"] = "sv10-166"
    game = modern(me, side(mon("sv10-142")))
    assert dealt(game, "Wind of Darkness") == 10


# ---------------------------------------------------------------- team_hp_plus, team_take_less, coin_prevents_damage,
# use_their_attack
def test_vibrant_dance_gives_40_hp_once_to_all_your_pokemon():
    ludicolo = mon("sv9-37", "sv9-35", "sv9-36")
    game = modern(side(mon(DARKRAI), bench=[ludicolo, ludicolo]), side(mon(DARKRAI)))
    assert game.hp_of(game.players[0].active) == 250 and game.hp_of(game.players[1].active) == 210


def test_stone_palace_works_from_the_bench_for_stevens_pokemon():
    for bench, damage in ((["sv10-86"], 40 - 30), ([], 40)):
        game = modern(side(mon(DARKRAI, energy=[DARK] * 2)), side(mon("sv10-142"), bench=bench))
        assert dealt(game, "Wind of Darkness") == damage
    game = modern(side(mon(DARKRAI, energy=[DARK] * 2)), side(mon("sv10-86"), bench=["sv10-142"]))
    assert dealt(game, "Wind of Darkness") == 40  # not while Carbink itself is in the Active Spot


def test_expert_hider_prevents_damage_on_heads():
    for seed in range(4):
        game = modern(side(mon(DARKRAI, energy=[DARK] * 2)), side(mon("sv8-150"), bench=["sv5-51"]), seed=seed)
        card = game.card_of(game.players[0].active)
        events = game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == "Wind of Darkness")))
        heads = [e.amount for e in events if e.kind == "coin"]
        assert any(e.kind == "prevented" for e in events) == (heads == [1])


def test_try_to_imitate_and_gemstone_mimicry_use_their_attack():
    from tests.engine_helpers import seed_for

    game = modern(side(mon("sv10-93", energy=[FIGHTING] * 2)), side(mon(DARKRAI, energy=[DARK] * 2)),
                  seed=seed_for(True))
    _attack(game, "Try to Imitate")
    game.apply(Choose("Wind of Darkness"))
    assert game.players[1].active.damage == 40
    game = modern(side(mon("sv10-87", energy=[PSYCHIC] * 2)), side(mon(DARKRAI)))
    _attack(game, "Gemstone Mimicry")
    assert game.pending is None and game.players[1].active.damage == 0, "Darkrai ex is not a Tera Pokémon"
    game = modern(side(mon("sv10-87", energy=[PSYCHIC] * 2)), side(mon("sv8-57")))
    card = game.card_of(game.players[0].active)
    events = game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == "Gemstone Mimicry")))
    assert any(e.kind == "effect" and e.detail.startswith("copies") for e in events), "Pikachu ex is a Tera Pokémon"


# ---------------------------------------------------------------- evolve_own_of_type, move_counter_from_named,
# search_attach_distinct, attach_their_discard_energy, their_hand_basics_to_bench, switch_moving_energy,
# basics_or_evolution, per_thing without Weakness
def test_dark_awakening_evolves_the_active_darkness_pokemon_too():
    game = modern(side(mon("sv10-115", "sv10-114", energy=[DARK]), bench=["sv10-125", "sv5-51"],
                       deck=["sv10-116", "sv10-126", FIRE]), side(mon(*MAMOSWINE)))
    game.players[0].active.entered = game.players[0].bench[0].entered = game.turn - 1
    _attack(game, "Dark Awakening")
    assert set(game.pending.options) - {None} == {0, 1}
    _take_all(game)
    assert game.cards[game.players[0].active.top].id == "sv10-116"
    assert game.cards[game.players[0].bench[0].top].id == "sv10-126"


def test_rocket_brain_moves_counters_as_often_as_you_like():
    game = modern(side(mon("sv10-89", "sv10-15", "sv10-88"), bench=[mon("sv10-125", damage=30), "sv5-51"]),
                  side(mon(DARKRAI)))
    for _ in range(2):
        _power(game, 0, "Rocket Brain")  # only 1 damaged Team Rocket's Pokémon: it is the one
        assert game.pending.purpose == "move_damage_to"
        game.apply(Choose(2))
    assert game.players[0].bench[0].damage == 10 and game.players[0].bench[1].damage == 20


def test_prism_charge_and_x_boot_attach_energy_of_different_types():
    game = modern(side(mon("sv8-161", energy=[DARK]), bench=["sv8-57", "sv5-51"],
                       deck=[FIRE, FIRE, WATER, GRASS, LIGHTNING]), side(mon(*MAMOSWINE)))
    _attack(game, "Prism Charge")
    assert set(game.pending.options) - {None} and game.pending.purpose == "deck_to_attach"
    _take_all(game)
    pikachu = game.players[0].bench[0]
    assert len({game.cards[u].id for u in pikachu.energy}) == len(pikachu.energy) == 3
    game = modern(side(mon("sv10-145", "sv10-143", "sv10-144"), bench=["sv10-142"],
                       deck=[PSYCHIC, METAL, METAL, FIRE]), side(mon(*MAMOSWINE)))
    _power(game, 0, "X-Boot")
    _take_all(game)
    assert sorted(game.cards[u].id for _p, s in game.players[0].in_play() for u in s.energy) == [PSYCHIC, METAL]


def test_mischievous_painting_attaches_their_discarded_energy_to_them():
    game = modern(side(mon("sv8-121", "sv4pt5-189", energy=[DARK])),
                  side(mon(*MAMOSWINE), bench=["sv5-51"], discard=[FIRE, WATER, DARK, GRASS]))
    _attack(game, "Mischievous Painting")
    _take_all(game)
    assert sum(len(s.energy) for _p, s in game.players[1].in_play()) == 3 and len(game.players[1].discard) == 1


def test_inviting_wink_benches_basics_from_their_hand():
    from tests.engine_helpers import evolve

    game = modern(side(mon("sv5-51"), bench=["sv9-66"], hand=["sv9-67"]),
                  side(mon(DARKRAI), hand=["sv5-51", "sv10-125", FIRE]))
    game.players[0].bench[0].entered = game.turn - 1
    evolve(game, "Lillie's Ribombee", 1)
    game.apply(Choose("yes"))
    _take_all(game)
    assert len(game.players[1].bench) == 2 and [game.cards[u].id for u in game.players[1].hand] == [FIRE]


def test_scramble_switch_moves_energy_to_the_new_active():
    game = modern(side(mon(DARKRAI, energy=[DARK, DARK, FIRE]), bench=["sv5-51"], hand=["sv8-186"]),
                  side(mon(DARKRAI)))
    _play(game, "sv8-186", 1)
    _take_all(game)
    assert game.cards[game.players[0].active.top].id == "sv5-51" and len(game.players[0].active.energy) == 3


def test_brocks_scouting_two_basics_or_one_evolution():
    game = modern(side(mon("sv5-51"), hand=["sv9-146"], deck=["sv5-51", "sv5-51", "sv10-126", FIRE]),
                  side(mon(DARKRAI)))
    _play(game, "sv9-146")
    evolution = [u for u in game.pending.options if u is not None and game.cards[u].id == "sv10-126"][0]
    game.apply(Choose(evolution))
    assert game.pending is None and [game.cards[u].id for u in game.players[0].hand] == ["sv10-126"]
    game = modern(side(mon("sv5-51"), hand=["sv9-146"], deck=["sv5-51", "sv5-51", "sv10-126", FIRE]),
                  side(mon(DARKRAI)))
    _play(game, "sv9-146")
    basic = [u for u in game.pending.options if u is not None and game.cards[u].id == "sv5-51"][0]
    game.apply(Choose(basic))
    assert all(game.cards[u].stage == "Basic" for u in game.pending.options if u is not None)
    _take_all(game)
    assert [game.cards[u].id for u in game.players[0].hand] == ["sv5-51", "sv5-51"]


def test_raging_curse_ignores_weakness():
    game = modern(side(mon("sv10-129", energy=[DARK]), bench=[mon("sv10-7", damage=30), mon("sv5-51", damage=50)]),
                  side(mon("sv8-80")))  # Azelf: Weakness Darkness
    assert dealt(game, "Raging Curse") == 30


# ---------------------------------------------------------------- used_last_turn_nodes, shuffle_their_benched
def _my_turn_again(game) -> None:
    """End my turn after an attack, and the opponent's turn, back to me."""
    from desktop.engine.actions import EndTurn

    _answer_all(game)
    game.apply(EndTurn())
    _answer_all(game)


def test_moomoo_rolling_only_after_rollout():
    game = modern(side(mon("sv8pt5-81", energy=[DARK] * 2), deck=[FIRE] * 5), side(mon(*MAMOSWINE), deck=[FIRE] * 5))
    names = [game.card_of(game.players[0].active).attacks[a[1]].name for a in game.legal_actions() if a[0] == "attack"]
    assert names == ["Rollout"]
    _attack(game, "Rollout")
    _my_turn_again(game)
    names = [game.card_of(game.players[0].active).attacks[a[1]].name for a in game.legal_actions() if a[0] == "attack"]
    assert names == ["Rollout", "Moomoo Rolling"]


def test_crazy_blast_after_pervasive_gas():
    game = modern(side(mon("sv9-92", "sv9-91", energy=[DARK] * 2), deck=[FIRE] * 5),
                  side(mon(*MAMOSWINE), deck=[FIRE] * 5))
    _attack(game, "Pervasive Gas")
    _my_turn_again(game)
    assert dealt(game, "Crazy Blast") == 170


def test_angelite_shuffles_2_benched_pokemon_and_not_twice_in_a_row():
    game = modern(side(mon("sv8-86", "base2-51", energy=[WATER, LIGHTNING, PSYCHIC]), deck=[FIRE] * 5),
                  side(mon(*MAMOSWINE), bench=["sv5-51", DARKRAI, "sv10-125"], deck=[]))
    _attack(game, "Angelite")
    _take_all(game)
    assert len(game.players[1].bench) == 1 and len(game.players[1].deck) >= 1
    _my_turn_again(game)
    names = [game.card_of(game.players[0].active).attacks[a[1]].name for a in game.legal_actions() if a[0] == "attack"]
    assert "Angelite" not in names


def test_precocious_evolution_on_the_first_turn_of_the_player_going_first():
    game = modern(side(mon("sv8-1", energy=[GRASS]), deck=["sv8-3", FIRE]), side(mon(*MAMOSWINE)), turn=1)
    assert [a[1] for a in game.legal_actions() if a[0] == "attack"] == [0]
    _attack(game, "Precocious Evolution")
    _answer_all(game)
    assert game.cards[game.players[0].active.top].id == "sv8-3"
    game = modern(side(mon("sv8-3", "sv8-1", energy=[GRASS])), side(mon(*MAMOSWINE)), turn=1)
    assert not any(a[0] == "attack" for a in game.legal_actions()), "Barrage O'Clock has no such exception"


# ---------------------------------------------------------------- no_abilities, active_item_lock, Jasmine's Gaze
def test_sticky_bind_and_watchtower_take_abilities_away():
    ludicolo = mon("sv9-37", "sv9-35", "sv9-36")  # a Stage 2 whose Vibrant Dance gives +40 HP
    game = modern(side(mon(DARKRAI), bench=[ludicolo]), side(mon(DARKRAI), bench=["sv8-107"]))
    assert game.hp_of(game.players[0].active) == 210, "Sticky Bind from the opponent's Bench"
    game = modern(side(mon(DARKRAI), bench=[ludicolo]), side(mon("sv8-107", "sv8-46")))
    assert game.hp_of(game.players[0].active) == 250, "not while Gastrodon is Active"
    me = side(mon("sv9-117"), bench=[mon(DARKRAI)])
    me["stadium"] = "sv10-180"
    game = modern(me, side(mon(DARKRAI)))
    from desktop.engine import layer

    snorlax, darkrai = game.players[0].active, game.players[0].bench[0]  # Colorless, Darkness
    assert layer.ability_locked(game, snorlax) and not layer.ability_locked(game, darkrai)


def test_daunting_gaze_stops_items_from_the_active_spot():
    for active, items in ((mon("sv9-95", "sv9-93", "sv9-94"), False), (mon(DARKRAI), True)):
        game = modern(side(mon(DARKRAI), hand=["sv1-181", "sv8-173"]), side(active))
        played = {game.cards[a[1]].id for a in game.legal_actions() if a[0] == "play"}
        assert ("sv1-181" in played) == items and "sv8-173" in played


def test_jasmines_gaze_protects_all_your_pokemon_next_turn():
    from desktop.engine.actions import EndTurn

    game = modern(side(mon("sv5-51"), hand=["sv8-178"], deck=[FIRE] * 5),
                  side(mon(DARKRAI, energy=[DARK] * 2), deck=[FIRE] * 5))
    _play(game, "sv8-178")
    game.apply(EndTurn())
    _answer_all(game)
    assert dealt(game, "Wind of Darkness", player=0) == 40 - 30


# ---------------------------------------------------------------- effect_shield, team_effect_shield
def test_unaware_and_repelling_veil_prevent_effects_but_not_damage():
    from tests.engine_helpers import seed_for

    for them, shielded in ((mon("sv8-31", "sv8-29", "sv8-30", energy=[FIRE]), True),
                           (mon("sv10-51", energy=[WATER]), True),
                           (mon(*WEEZING, energy=[DARK]), False)):
        game = modern(side(mon("sv8-64", energy=[LIGHTNING] * 2)), side(them, bench=["sv10-51"]),
                      seed=seed_for(True))
        _attack(game, "Paralyzing Crackle")
        _answer_all(game)
        defender = game.players[1].active
        assert defender.damage > 0 and (defender.rot == PARALYZED) != shielded and bool(defender.energy) == shielded


# ---------------------------------------------------------------- ko_counters_back, damage_back_next_turn
def test_exploding_needles_when_knocked_out_in_the_active_spot():
    game = modern(side(mon("sv10-28", "sv10-27", energy=[FIRE] * 3)), side(mon("sv9-8"), bench=["sv5-51"]))
    _attack(game, "Punishing Fang")  # 100 x2 (Weakness Fire) knocks Maractus out
    assert game.players[0].active.damage == 60


def test_strong_bash_returns_the_damage_next_turn():
    game = modern(side(mon("sv10-146", energy=[METAL] * 3), deck=[FIRE] * 5),
                  side(mon(DARKRAI, energy=[DARK] * 3), deck=[FIRE] * 5))
    _attack(game, "Strong Bash")
    _answer_all(game)
    assert game.current == 1
    dealt(game, "Night Impact", player=0)
    assert game.players[1].active.damage == 70 + 110


# ---------------------------------------------------------------- Lillie's Pearl, Return Charge, Haughty Order,
# Flustered Leap
def test_lillies_pearl_one_fewer_prize():
    for tools, prizes_left in ((["sv9-151"], 6), ([], 5)):
        them = side(mon("sv9-66"), bench=["sv5-51"])
        them["active"]["tools"] = tools
        game = modern(side(mon(DARKRAI, energy=[DARK] * 3)), them)
        _attack(game, "Night Impact")
        _answer_all(game)
        assert len(game.players[0].prizes) == prizes_left


def test_return_charge_switches_and_attaches_to_the_benched_attacker():
    game = modern(side(mon("sv8-68", "sv8-67", energy=[LIGHTNING]), bench=["sv5-51"], hand=[LIGHTNING] * 3),
                  side(mon(*MAMOSWINE)))
    _attack(game, "Return Charge")
    _take_all(game)
    me = game.players[0]
    assert game.cards[me.active.top].id == "sv5-51" and len(me.bench[0].energy) == 3 and len(me.hand) == 1


def test_haughty_order_uses_an_attack_from_their_deck_top():
    game = modern(side(mon("sv10-150", "sv10-149", energy=[DARK] * 2)),
                  side(mon(*MAMOSWINE), deck=[DARKRAI] + [FIRE] * 3))
    _attack(game, "Haughty Order")
    assert set(game.pending.options) - {None} == {"Wind of Darkness", "Night Impact"}
    game.apply(Choose("Night Impact"))
    _answer_all(game)
    assert game.players[1].active.damage == 110


def test_flustered_leap_from_the_bench_to_the_top_of_the_deck():
    game = modern(side(mon("sv5-51"), bench=[mon("sv10-45", energy=[WATER])], deck=[FIRE, DARK]), side(mon(DARKRAI)))
    _power(game, 1, "Flustered Leap")
    me = game.players[0]
    assert not me.bench and game.cards[me.deck[-1]].id == "sv10-45" and len(me.deck) == 2
    assert sorted(game.cards[u].id for u in me.discard) == sorted([FIRE, WATER])


# ---------------------------------------------------------------- other_cost, bench_named_any_stage,
# attached_counters_back
def test_raging_tentacles_costs_fighting_when_damaged():
    for damage, usable in ((0, False), (10, True)):
        game = modern(side(mon("sv8-113", "sv8-112", energy=[FIGHTING], damage=damage)), side(mon(*MAMOSWINE)))
        names = [game.card_of(game.players[0].active).attacks[a[1]].name for a in game.legal_actions()
                 if a[0] == "attack"]
        assert ("Raging Tentacles" in names) == usable


def test_familial_march_benches_maushold():
    game = modern(side(mon("sv8-158", "sv1-159", energy=[DARK]), deck=["sv8-158", "sv1-159", FIRE]),
                  side(mon(*MAMOSWINE)))
    _attack(game, "Familial March")
    assert {game.cards[u].id for u in game.pending.options if u is not None} == {"sv8-158"}
    _take_all(game)
    assert [game.cards[s.top].id for s in game.players[0].bench] == ["sv8-158"]


def test_spiky_energy_puts_2_counters_on_the_attacker():
    game = modern(side(mon(DARKRAI, energy=[DARK] * 2)), side(mon(*MAMOSWINE, energy=["sv9-159"])))
    _attack(game, "Wind of Darkness")
    assert game.players[0].active.damage == 20


# ---------------------------------------------------------------- turn_end_nodes
def test_amarys_discards_a_big_hand_at_the_end_of_the_turn():
    from desktop.engine.actions import EndTurn

    for hand, discarded in (([DARK], True), ([], False)):
        game = modern(side(mon("sv5-51"), hand=["sv8pt5-93", *hand], deck=[FIRE] * 8), side(mon(DARKRAI)))
        _play(game, "sv8pt5-93")
        assert len(game.players[0].hand) == 4 + len(hand)
        game.apply(EndTurn())
        _answer_all(game)
        assert (len(game.players[0].hand) == 0) == discarded


def test_corrosive_sludge_discards_the_defending_pokemon_after_their_turn():
    from desktop.engine.actions import EndTurn

    game = modern(side(mon("sv10-123", energy=[DARK] * 2), deck=[FIRE] * 5),
                  side(mon(*MAMOSWINE), bench=["sv5-51"], deck=[FIRE] * 5))
    _attack(game, "Corrosive Sludge")
    _answer_all(game)
    assert game.current == 1 and game.cards[game.players[1].active.top].id == "sv9-79"
    game.apply(EndTurn())
    _answer_all(game)
    assert game.cards[game.players[1].active.top].id == "sv5-51" and len(game.players[1].discard) == 3


# ---------------------------------------------------------------- extra prizes
def test_amp_you_very_much_takes_1_more_prize():
    game = modern(side(mon("sv8pt5-31", energy=[LIGHTNING] * 4)), side(mon("sv5-51"), bench=["sv5-51"]))
    _attack(game, "Amp You Very Much")
    assert len(game.players[0].prizes) == 6 - 2


def test_wonder_kiss_flips_for_1_more_prize():
    from tests.engine_helpers import seed_for

    for heads, taken in ((True, 2), (False, 1)):
        game = modern(side(mon("sv10-28", "sv10-27", energy=[FIRE] * 3), bench=["sv8-72", "sv8-72"]),
                      side(mon("sv5-51"), bench=["sv5-51"]), seed=seed_for(heads))
        _attack(game, "Punishing Fang")
        assert len(game.players[0].prizes) == 6 - taken
        assert sum(1 for e in game.last_events if e.kind == "coin") == 1, "two Wonder Kisses flip once"


# ---------------------------------------------------------------- their_weakness_now, burn_more
def test_fairy_zone_gives_their_dragon_pokemon_psychic_weakness():
    for bench, damage in ((["sv9-56"], 20), ([], 10)):
        game = modern(side(mon("sv8-80", energy=[PSYCHIC] * 2), bench=bench), side(mon("sv8-136")))
        assert dealt(game, "Neurokinesis") == damage


def test_magma_surge_burns_3_more_counters():
    from desktop.engine.actions import EndTurn

    for bench, damage in ((["sv9-21"], 50), ([], 20)):
        game = modern(side(mon("sv5-51"), bench=bench, deck=[FIRE] * 5),
                      side(mon(*MAMOSWINE, burned=True), deck=[FIRE] * 5))
        game.apply(EndTurn())
        assert game.players[1].active.damage == damage


def test_darkest_impulse_damages_the_opponents_evolving_pokemon():
    from tests.engine_helpers import evolve

    for their_bench, damage in ((["sv10-74"], 40), ([], 0)):
        game = modern(side(mon("sv5-51"), bench=["sv10-27"], hand=["sv10-28"]), side(mon(DARKRAI), bench=their_bench))
        game.players[0].bench[0].entered = game.turn - 1
        evolve(game, "Arcanine", 1)
        assert game.players[0].bench[0].damage == damage


def test_frigid_fangs_stops_pokemon_with_2_or_less_energy_next_turn():
    for energy, can in ((2, False), (3, True)):
        game = modern(side(mon("sv8-45", energy=[WATER] * 3), deck=[FIRE] * 5),
                      side(mon(DARKRAI, energy=[DARK] * energy), deck=[FIRE] * 5))
        _attack(game, "Frigid Fangs")
        _answer_all(game)
        assert game.current == 1 and _can_attack(game) == can


# ---------------------------------------------------------------- Potent Glare, Rainbow DNA
def test_potent_glare_stops_pokemon_with_abilities_from_the_hand():
    arbok = mon("sv10-113", "sv10-112")
    for active, blocked in ((arbok, True), (mon(DARKRAI), False)):
        game = modern(side(mon("sv5-51"), hand=["me1-74", "sv10-155", "sv5-51"]), side(active))
        benched = {game.cards[a[1]].id for a in game.legal_actions() if a[0] == "bench"}
        assert ("me1-74" not in benched) == blocked and "sv5-51" in benched


def test_rainbow_dna_evolves_eevee_ex_into_a_pokemon_ex_from_eevee():
    from tests.engine_helpers import evolve

    game = modern(side(mon("sv8pt5-75"), hand=["sv8pt5-23", "sv8-7"]), side(mon(DARKRAI)))
    game.players[0].active.entered = game.turn - 1
    evolve(game, "Vaporeon ex", 0)
    assert game.cards[game.players[0].active.top].id == "sv8pt5-23"


# ---------------------------------------------------------------- Hop's Choice Band, Sparkling Scales
def test_hops_choice_band_costs_less_and_does_30_more():
    for tools, usable in ((["sv9-148"], True), ([], False)):
        me = side(mon("sv9-117", energy=[DARK] * 2))  # Hop's Snorlax: Dynamic Press costs 3
        me["active"]["tools"] = tools
        game = modern(me, side(mon(*MAMOSWINE)))
        assert _can_attack(game) == usable
        if usable:
            assert dealt(game, "Dynamic Press") == 140 + 30 + 30  # and its own Extra Helpings


def test_sparkling_scales_stops_tera_pokemon_only():
    milotic = mon("sv8-42", "sv8-41")
    game = modern(side(mon("sv8-57", energy=[GRASS, LIGHTNING, METAL])), side(milotic))
    assert dealt(game, "Topaz Bolt") == 0
    game = modern(side(mon(DARKRAI, energy=[DARK] * 2)), side(milotic))
    assert dealt(game, "Wind of Darkness") == 40


def test_smog_signals_benches_koffing_when_damaged():
    game = modern(side(mon(DARKRAI, energy=[DARK] * 2)),
                  side(mon("sv10-125"), deck=["sv10-125", "sv10-125", "sv5-51", FIRE]))
    _attack(game, "Wind of Darkness")
    assert game.pending is not None and game.pending.player == 1
    _take_all(game)
    assert [game.cards[s.top].id for s in game.players[1].bench] == ["sv10-125", "sv10-125"]


def test_divers_catch_puts_the_water_energy_into_the_hand():
    game = modern(side(mon(DARKRAI, energy=[DARK] * 3)),
                  side(mon("sv10-45", energy=[WATER, WATER]), bench=["sv10-55", "sv5-51"]))
    _attack(game, "Night Impact")
    assert game.pending.player == 1 and game.pending.purpose == "may"
    game.apply(Choose("yes"))
    assert [game.cards[u].id for u in game.players[1].hand].count(WATER) == 2


def test_amulet_of_hope_searches_3_cards_when_its_pokemon_is_knocked_out():
    them = side(mon("sv5-51"), bench=["sv5-51"], deck=[FIRE, WATER, GRASS, DARK])
    them["active"]["tools"] = ["sv8-162"]
    game = modern(side(mon(DARKRAI, energy=[DARK] * 3)), them)
    _attack(game, "Night Impact")
    assert game.pending.player == 1 and game.pending.purpose == "deck_to_hand"
    _take_all(game)
    assert len(game.players[1].hand) >= 3


def test_auto_heal_heals_90_on_each_attachment_from_the_hand():
    from tests.engine_helpers import attach

    for active, healed in ((mon("sv9-107"), True), (mon("sv5-51"), False)):
        game = modern(side(active, bench=[mon(DARKRAI, damage=100)] + (["sv9-107"] if not healed else []),
                           hand=[DARK]), side(mon(DARKRAI)))
        attach(game, game.name_of(game.players[0].hand[0]), 1)
        assert game.players[0].bench[0].damage == (10 if healed else 100)


# ---------------------------------------------------------------- ko_watch_nodes
def test_rallying_horn_after_an_ethans_pokemon_was_knocked_out():

    for knocked, damage in (("sv10-32", 170), ("sv5-51", 70)):
        game = modern(side(mon(DARKRAI, energy=[DARK] * 3), deck=[FIRE] * 5),
                      side(mon(knocked), bench=[mon("sv10-1", energy=[GRASS] * 3)], deck=[FIRE] * 5))
        _attack(game, "Night Impact")
        _answer_all(game)  # the new Active Pokémon: Ethan's Pinsir
        assert game.current == 1
        assert dealt(game, "Rallying Horn", player=0) == damage * 2  # Darkrai ex is weak to Grass


def test_team_rocket_archer_after_a_team_rocket_pokemon_was_knocked_out():
    for knocked, playable in (("sv10-125", True), ("sv5-51", False)):
        game = modern(side(mon(DARKRAI, energy=[DARK] * 3), deck=[FIRE] * 5),
                      side(mon(knocked), bench=["sv5-51"], hand=["sv10-170"], deck=[FIRE] * 8))
        _attack(game, "Night Impact")
        _answer_all(game)
        assert game.current == 1
        assert any(a[0] == "play" for a in game.legal_actions()) == playable


def test_team_rocket_factory_draws_2_after_a_team_rocket_supporter():
    from desktop.engine.actions import UseStadium

    for supporter, usable in (("sv10-177", True), ("sv8-173", False)):
        me = side(mon("sv5-51"), hand=[supporter], deck=[FIRE] * 10)
        me["stadium"] = "sv10-173"
        game = modern(me, side(mon(DARKRAI)))
        assert UseStadium() not in game.legal_actions()
        _play(game, supporter)
        _take_all(game)
        assert (UseStadium() in game.legal_actions()) == usable
        if usable:
            before = len(game.players[0].hand)
            game.apply(UseStadium())
            assert len(game.players[0].hand) == before + 2


def test_tyme_the_right_guess_lets_the_opponent_draw():
    from desktop.ai.answers import answer_prompt

    for right in (True, False):  # another Pikachu printing in the game offers a second HP value
        game = modern(side(mon(DARKRAI), hand=["sv8-190", "sv5-51"], deck=[FIRE] * 8),
                      side(mon(DARKRAI), deck=["base1-58"] + [WATER] * 8))
        _play(game, "sv8-190")
        assert game.pending.player == 1 and game.pending.purpose == "guess_hp"
        assert answer_prompt(game) in game.pending.options and len(game.pending.options) == 2
        hp = default_hp("sv5-51")
        game.apply(Choose(hp if right else next(o for o in game.pending.options if o != hp)))
        assert (len(game.players[1].hand), len(game.players[0].hand)) == ((4, 1) if right else (0, 5))


def default_hp(card_id: str) -> int:
    from desktop.engine.cards import default_db

    return default_db().get(card_id).hp


def test_enriching_energy_draws_4_when_attached_from_the_hand():
    from desktop.engine.cards import default_db
    from tests.engine_helpers import attach

    assert "ACE SPEC" in default_db().get("sv8-191").subtypes  # facts keep an Energy's ACE SPEC class
    game = modern(side(mon("sv5-51"), hand=["sv8-191"], deck=[FIRE] * 6), side(mon(DARKRAI)))
    attach(game, "Enriching Energy", 0)
    _answer_all(game)
    assert len(game.players[0].hand) == 4 and len(game.players[0].active.energy) == 1
