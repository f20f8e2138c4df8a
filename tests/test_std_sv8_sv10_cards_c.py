"""Cards of Surging Sparks, Prismatic Evolutions, Journey Together and Destined Rivals (issue #14),
each played in a game (3 of 4): the nodes this branch added, by module."""

from __future__ import annotations

from desktop.engine.actions import Attack, Choose
from desktop.engine.state import PARALYZED
from tests.engine_helpers import mon, side
from tests.std_sv8_sv10_helpers import (
    DARK,
    DARKRAI,
    FIGHTING,
    FIRE,
    GRASS,
    LIGHTNING,
    MAMOSWINE,
    METAL,
    PSYCHIC,
    WATER,
    WEEZING,
    _answer_all,
    _attack,
    _my_turn_again,
    _next_turn,
    _play,
    _power,
    _take_all,
    dealt,
    modern,
)


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


# ---------------------------------------------------------------- attacks
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
    from desktop.engine import damage_rules

    game = modern(side(mon("sv9-129", energy=[DARK]), deck=[FIRE] * 5), side(mon(*MAMOSWINE), deck=[FIRE] * 5))
    _attack(game, "Slumbering Smack")
    asleep = {e.player for e in game.last_events if e.kind == "condition" and e.detail == "Asleep"}
    assert asleep == {0, 1}, [(e.kind, e.player, e.detail) for e in game.last_events]
    _next_turn(game)
    assert game.current == 0 and damage_rules.attack_bonus(game, 0, game.players[0].active) == 100


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


# ---------------------------------------------------------------- Abilities
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


# ---------------------------------------------------------------- team_attack_bonus, heal_all_of_kind
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
    assert game.players[0].deck[-2:] == [first, second]  # the order chosen: the last one chosen on top


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


# ---------------------------------------------------------------- no_abilities, foe_no_trainers, Jasmine's Gaze
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
