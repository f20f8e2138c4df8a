"""Temporal Forces to Stellar Crown (issue #14): cards that change a rule of the game (effects into the next
turn, damage reduced, cards the opponent can't play, Festival Lead...), each played as printed."""

from __future__ import annotations

from desktop.engine.actions import Attack, Choose, UsePower
from tests.engine_helpers import mon, new_game, side
from tests.std_sv5_sv7_helpers import (
    DARK,
    DARKRAI,
    FIGHTING,
    FIRE,
    GRASS,
    GRAVITY_MOUNTAIN,
    LIGHTNING,
    METAL,
    PSYCHIC,
    WATER,
    _attack,
    _attack_as,
    _attackable,
    _dealt,
    _end_turn,
    _heads,
    _play,
    _playable,
    _power,
    _yes,
)

# ------------------------------------------------------------------ into the next turn


def test_meteor_mash_and_wind_power_charge_hit_harder_next_turn():
    game = new_game(side(mon("sv5-115", "sv5-113", "sv5-114", energy=[METAL])), side(DARKRAI), rules="modern")
    _attack(game, "Meteor Mash")
    _end_turn(game)
    _attack(game, "Meteor Mash")
    assert _dealt(game) == [120]
    game = new_game(side(mon("sv6-76", "sv6-75", energy=[LIGHTNING, LIGHTNING])), side(DARKRAI), rules="modern")
    _attack(game, "Wind Power Charge")
    _end_turn(game)
    _attack(game, "Strong Volt")
    assert _dealt(game) == [220]


def test_evolution_jammer_stops_evolving_from_the_hand_next_turn():
    from desktop.engine.actions import Evolve

    for name, can in (("Evolution Jammer", False), ("Super Psy Bolt", True)):
        game = new_game(side(mon("sv5-69", "sv5-68", energy=[PSYCHIC] * 3)),
                        side(DARKRAI, bench=["sv6-83"], hand=["sv5-108"]), rules="modern")
        _attack(game, name)
        assert any(isinstance(a, Evolve) for a in game.legal_actions()) == can


def test_scream_and_slowing_perfume_only_on_the_first_turn_of_the_player_going_second():
    for turn, first, usable in ((2, 1, True), (3, 1, False), (1, 0, False)):
        game = new_game(side(mon("sv6-94", energy=[PSYCHIC])), side(DARKRAI), rules="modern", turn=turn, first=first)
        assert any(a == Attack(0) for a in game.legal_actions()) == usable, (turn, first)
    for name, can in (("Scream", False), ("Crunch", True)):
        game = new_game(side(mon("sv6-94", energy=[PSYCHIC] * 3)), side(DARKRAI, hand=["sv6pt5-64"]),
                        rules="modern", turn=2, first=1)
        _attack(game, name)
        assert game.current == 1 and _playable(game, "Xerosic's Machinations") == can
    game = new_game(side(mon("sv6-10", energy=[GRASS])), side(DARKRAI, bench=["Eevee"]), rules="modern", turn=2,
                    first=1)
    _attack(game, "Slowing Perfume")
    assert not game.players[1].bench


# ------------------------------------------------------------------ Tools that strike back
def test_lucky_helmet_draws_2_when_its_active_pokemon_is_damaged():
    game = new_game(side(mon("sv5-53", energy=[LIGHTNING])), side(mon(DARKRAI, tools=["sv6-158"])), rules="modern")
    _attack(game, "Chop")
    assert len(game.players[1].hand) == 2 + 1  # and the draw of their turn


def test_handheld_fan_moves_an_energy_of_the_attacker_to_its_bench():
    game = new_game(side(mon("sv5-53", energy=[LIGHTNING, GRASS]), bench=["Eevee"]),
                    side(mon(DARKRAI, tools=["sv6-150"])), rules="modern")
    _attack(game, "Chop")
    assert game.pending.player == 1
    game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].active.energy) == 1 and len(game.players[0].bench[0].energy) == 1


def test_deluxe_bomb_puts_12_counters_on_the_attacker_and_is_discarded():
    game = new_game(side(mon(DARKRAI, energy=[DARK, DARK])), side(mon(DARKRAI, tools=["sv7-134"])), rules="modern")
    _attack(game, "Wind of Darkness")
    assert game.players[0].active.damage == 120
    assert not game.players[1].active.tools and [game.name_of(u) for u in game.players[1].discard] == ["Deluxe Bomb"]


def test_oh_no_you_dont_gives_1_fewer_prize_with_pecharunt_ex_in_play():
    for bench, prizes_left in ((["sv6pt5-39"], 5), (["Pikachu"], 4)):
        game = new_game(side(mon(DARKRAI, energy=[DARK] * 3)), side(mon("sv6pt5-37", damage=200), bench=bench),
                        rules="modern")
        _attack(game, "Night Impact")
        assert len(game.players[0].prizes) == prizes_left


def test_plasma_bane_lets_kyurem_use_trifrost_for_colorless():
    for discard, can in ((["sv6pt5-57"], True), (["Pikachu"], False)):
        game = new_game(side(mon("sv6pt5-47", energy=[GRASS])), side(DARKRAI, discard=discard), rules="modern")
        assert _attackable(game, "Trifrost") == can


def test_freezing_shroud_puts_a_counter_on_each_pokemon_with_an_ability_but_froslass():
    from desktop.engine.actions import EndTurn

    game = new_game(side(mon("sv6-53", "Snorunt"), bench=["sv6pt5-37", "Pikachu"]), side("sv6-89"),
                    rules="modern")
    game.apply(EndTurn())
    assert [s.damage for _p, s in game.players[0].in_play()] == [0, 10, 0]
    assert game.players[1].active.damage == 10


def test_drum_beating_makes_attacks_and_retreat_cost_more_next_turn():
    game = new_game(side(mon("sv6-16", "sv6-14", "sv6-15", energy=[GRASS])),
                    side(mon(DARKRAI, energy=[DARK, DARK]), bench=["Eevee"]), rules="modern")
    _attack(game, "Drum Beating")
    defender = game.players[1].active
    assert game.retreat_cost(defender) == 3
    assert Attack(0) not in game.legal_actions()  # Wind of Darkness now costs 3


def test_torrential_heart_trades_5_counters_for_120_more_damage_this_turn():
    game = new_game(side(mon("sv5-41", "sv5-39", "sv5-40", energy=[WATER] * 2)), side(DARKRAI), rules="modern")
    _power(game, 0, "Torrential Heart")
    assert game.players[0].active.damage == 50
    _attack(game, "Giant Wave")
    assert _dealt(game) == [280]


def test_fan_call_only_during_your_first_turn():

    deck = ["sv7-118", "sv5-138", DARKRAI, "Eevee"]
    game = new_game(side("sv7-118", deck=deck), side(DARKRAI), rules="modern", turn=1, first=0)
    _power(game, 0, "Fan Call")
    assert {game.name_of(u) for u in game.pending.options} == {"Fan Rotom", "Eevee"}  # Drampa has 120 HP
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(None))
    assert len(game.players[0].hand) == 1
    game = new_game(side("sv7-118", deck=deck), side(DARKRAI), rules="modern")
    assert UsePower(0, 0) not in game.legal_actions()


def test_expelling_tornado_keeps_3_benched_pokemon_and_shuffles_the_rest():
    game = new_game(side(mon("sv5-5", "sv5-3", "sv5-4", energy=[GRASS])),
                    side(DARKRAI, bench=["Eevee", "Pikachu", "Squirtle", mon("Eevee", energy=[FIRE]), "Pikachu"]),
                    rules="modern")
    _attack(game, "Expelling Tornado")
    for code in (11, 12, 13):
        game.apply(Choose(code))
    assert [game.card_of(s).name for s in game.players[1].bench] == ["Eevee", "Pikachu", "Squirtle"]
    assert len(game.players[1].deck) == 10 + 3 - 1  # two Pokémon and an Energy, then their draw


def test_rapid_vernier_switches_in_and_gathers_energy():
    from tests.engine_helpers import bench

    game = new_game(side(mon("Pikachu", energy=[GRASS, FIRE]), bench=[mon("Eevee", energy=[GRASS])],
                         hand=["sv5-25"]), side(DARKRAI), rules="modern")
    bench(game, "Iron Leaves ex")
    _yes(game)
    assert game.card_of(game.players[0].active).name == "Iron Leaves ex"
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(None))
    assert len(game.players[0].active.energy) == 2


# ------------------------------------------------------------------ damage reduced for the defender
def test_adrena_pheromone_prevents_damage_on_heads_with_darkness_energy():
    for seed in range(4):
        game = new_game(side(mon("sv6-102", "sv6-101", energy=[FIGHTING] * 3)), side(mon("sv6-96", energy=[DARK])),
                        seed=seed, rules="modern")
        events = _attack(game, "Assault Laser")
        heads = _heads(events)
        assert game.players[1].active.damage == (0 if heads else 80)
    game = new_game(side(mon("sv6-102", "sv6-101", energy=[FIGHTING] * 3)), side(mon("sv6-96", energy=[GRASS])),
                    rules="modern")
    assert not _heads(_attack(game, "Assault Laser")) and game.players[1].active.damage == 80


def test_occa_berry_takes_60_less_from_fire_pokemon_then_is_discarded():
    for attacker, energy, name, damage, kept in (("sv6-39", [FIRE, FIRE], "Ground Melter", 0, False),
                                                  ("sv5-53", [LIGHTNING], "Chop", 20, True)):
        game = new_game(side(mon(attacker, energy=energy)), side(mon(DARKRAI, tools=["sv7-140"])), rules="modern")
        _attack(game, name)
        assert game.players[1].active.damage == damage and bool(game.players[1].active.tools) == kept


def test_full_metal_lab_protects_metal_pokemon_of_both_players():
    for defender, damage in (("sv6-123", 20 - 20), ("me1-74", 20)):  # Heatran (Metal): 30 less
        me = {**side(mon("sv5-53", energy=[LIGHTNING])), "stadium": "sv5-148"}
        game = new_game(me, side(defender), rules="modern")
        _attack(game, "Chop")
        assert game.players[1].active.damage == damage


def test_undulating_slice_trades_counters_on_itself_for_damage():
    game = new_game(side(mon("sv6-63", energy=[WATER] * 3)), side(DARKRAI), rules="modern")
    _attack(game, "Undulating Slice")
    assert game.pending.purpose == "counters_on_self" and game.pending.options == tuple(range(10))
    game.apply(Choose(6))
    assert game.players[0].active.damage == 60 and game.players[1].active.damage == 120


def test_the_computer_puts_as_many_counters_as_leave_its_attacker_standing():
    from desktop.ai.answers import answer_prompt

    game = new_game(side(mon("sv6-63", energy=[WATER] * 3, damage=50)), side(DARKRAI), rules="modern")
    _attack(game, "Undulating Slice")
    assert answer_prompt(game) == (game.hp_of(game.players[0].active) - 50 - 10) // 10  # 7 of 130 HP


def test_survival_brace_leaves_10_hp_once_then_is_discarded():
    game = new_game(side(mon(DARKRAI, energy=[DARK] * 3)), side(mon("Pikachu", tools=["sv6-164"]), bench=["Eevee"]),
                    rules="modern")
    _attack(game, "Night Impact")
    active = game.players[1].active
    assert game.hp_of(active) - active.damage == 10 and not active.tools
    assert [game.name_of(u) for u in game.players[1].discard] == ["Survival Brace"]


# ------------------------------------------------------------------ cards the opponent can't play
def test_massive_body_stops_stadiums_while_active_and_nasal_lariat():
    for active, can in (("sv6pt5-42", False), ("Pikachu", True)):
        game = new_game(side(DARKRAI, hand=["sv7-136"]), side(active, bench=["sv6pt5-42"]), rules="modern")
        assert _playable(game, "Grand Tree") == can
    game = new_game(side(mon("sv6pt5-42", "sv6pt5-41", energy=[METAL] * 4)), side(mon("sv5-12", "sv5-10", "sv5-11")),
                    rules="modern")
    _attack(game, "Nasal Lariat")
    game.apply(Choose("yes"))
    assert game.players[1].active.damage == 230
    _end_turn(game)  # the opponent's turn ends: ours comes, and Copperajah can't attack
    assert game.current == 0 and not any(type(a).__name__ == "Attack" for a in game.legal_actions())


def test_ace_nullifier_stops_ace_spec_cards_while_it_has_a_tool():
    for tools, can in ((["sv7-175"], False), ([], True)):
        game = new_game(side(DARKRAI, hand=["sv6-162"]), side(mon("sv6pt5-40", tools=tools)), rules="modern")
        assert _playable(game, "Scoop Up Cyclone") == can


# ------------------------------------------------------------------ at the end of the opponent's next turn
def test_slow_crunch_knocks_out_the_defending_pokemon_at_the_end_of_their_turn():
    for retreat, knocked_out in ((False, True), (True, False)):
        game = new_game(side(mon("sv6-3", energy=[GRASS] * 3)), side(mon(DARKRAI, energy=[DARK] * 2),
                                                                      bench=["Eevee"]), rules="modern")
        _attack(game, "Slow Crunch")
        assert not game.players[0].active.energy
        if retreat:
            from desktop.engine.actions import Retreat

            game.apply(Retreat(1))
            while game.pending is not None:
                game.apply(Choose(game.pending.options[0]))
        _end_turn(game)
        assert (len(game.players[0].prizes) < 6) == knocked_out


def test_permeating_chill_puts_9_counters_at_the_end_of_their_turn():
    game = new_game(side(mon("sv6-54", "sv6-52", energy=[WATER] * 3)), side(mon("sv5-12", "sv5-10", "sv5-11")),
                    rules="modern")
    _attack(game, "Permeating Chill")
    before = game.players[1].active.damage
    _end_turn(game)
    assert game.players[1].active.damage == before + 90


def test_future_booster_energy_capsule_frees_the_retreat_and_adds_20_for_future_pokemon():
    for attacker, future in (("sv5-121", True), ("sv5-53", False)):
        game = new_game(side(mon(attacker, energy=[LIGHTNING, FIGHTING], tools=["sv5-149"]), bench=["Eevee"]),
                        side("me1-74"), rules="modern")
        printed = game.card_of(game.players[0].active).retreat
        assert game.retreat_cost(game.players[0].active) == (0 if future else printed)
        events = _attack(game, "Peak Acceleration" if future else "Chop")
        if game.pending is not None:
            events += game.apply(Choose(None))
        dealt = [e.amount for e in events if e.kind == "damage" and e.player == 1]
        assert dealt == ([40 + 20] if future else [20])


def test_gravity_gemstone_raises_both_retreat_costs_while_active():
    for holder_active, extra in ((True, 1), (False, 0)):
        me = side(mon("Pikachu", tools=["sv7-137"]) if holder_active else "Pikachu",
                  bench=["Eevee" if holder_active else mon("Eevee", tools=["sv7-137"])])
        game = new_game(me, side(DARKRAI), rules="modern")
        assert game.retreat_cost(game.players[0].active) == 1 + extra
        assert game.retreat_cost(game.players[1].active) == 2 + extra


def test_lava_zone_burns_the_new_active_pokemon_after_a_retreat():
    from desktop.engine.actions import Retreat

    for their_bench, burned in ((["sv5-29"], True), (["Pikachu"], False)):
        game = new_game(side(mon("Pikachu", energy=[FIRE]), bench=["Eevee"]), side(DARKRAI, bench=their_bench),
                        rules="modern")
        game.apply(Retreat(1))
        while game.pending is not None:
            game.apply(Choose(game.pending.options[0]))
        assert game.players[0].active.burned == burned and not game.players[0].bench[0].burned


def test_plentiful_pollen_takes_2_more_prizes_for_a_knock_out_next_turn():
    game = new_game(side(mon("sv5-76", "Cutiefly", energy=[PSYCHIC] * 3), prizes=["Pikachu"] * 6),
                    side(mon("Pikachu", damage=0), bench=["Eevee"]), rules="modern")
    _attack(game, "Plentiful Pollen")
    _end_turn(game)  # their turn ends; ours comes
    game.players[1].active.damage = game.hp_of(game.players[1].active) - 30  # 30 more Knocks it Out
    _attack(game, "Plentiful Pollen")
    while game.pending is not None and game.pending.player == 0:
        game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].prizes) == 6 - 1 - 2


def test_ancient_booster_energy_capsule_gives_ancient_pokemon_hp_and_keeps_conditions_away():
    from tests.engine_helpers import play

    game = new_game(side(mon("sv5-119", energy=[FIGHTING]), bench=["Pikachu"], hand=["sv5-140"]),
                    side(mon("sv5-101", "sv5-100", energy=[DARK])), rules="modern")
    game.players[0].active.poison = 10
    play(game, "Ancient Booster Energy Capsule", 0)
    active = game.players[0].active
    assert game.hp_of(active) == 140 + 60 and not active.poison
    _end_turn(game)
    _attack_as(game, 1, "Panic Poison")
    assert not active.burned and not active.poison and active.rot == 0
    game = new_game(side("Pikachu", hand=["sv5-140"]), side(DARKRAI), rules="modern")
    printed = game.hp_of(game.players[0].active)
    play(game, "Ancient Booster Energy Capsule", 0)
    assert game.hp_of(game.players[0].active) == printed


def test_dual_core_makes_iron_treads_fighting_and_metal_with_a_future_booster():
    for tools, dealt in ((["sv5-149"], [(60 + 20) * 2]), ([], [60])):  # Magnemite is weak to Fighting
        game = new_game(side(mon("sv5-118", energy=[METAL, METAL], tools=tools)), side("sv1-63"),
                        rules="modern")
        assert set(game.types_of(game.players[0].active)) == ({"Fighting", "Metal"} if tools else {"Metal"})
        events = _attack(game, "Wheel Pass")
        assert [e.amount for e in events if e.kind == "damage" and e.player == 1] == dealt


# ------------------------------------------------------------------ Festival Lead
def test_festival_lead_attacks_again_after_a_knock_out_with_festival_grounds_in_play():
    for stadium, again in (("sv6-149", True), (GRAVITY_MOUNTAIN, False)):
        me = {**side(mon("sv6-18", "Applin", energy=[GRASS]), bench=["Eevee"]), "stadium": stadium}
        game = new_game(me, side(mon("Pikachu", damage=30), bench=[DARKRAI, "Eevee"]), rules="modern")
        _attack(game, "Do the Wave")
        assert game.pending.player == 1 and game.pending.purpose == "new_active"
        game.apply(Choose(1))  # Darkrai ex comes in
        if not again:
            assert game.current == 1 and game.pending is None
            continue
        assert game.pending.player == 0 and game.pending.purpose == "attack_again"
        assert game.pending.options == ("Do the Wave", "no")
        copy = game.clone()  # a game waiting for this answer copies like any other
        copy.apply(Choose("no"))
        assert copy.current == 1 and copy.players[1].active.damage == 0
        game.apply(Choose("Do the Wave"))
        assert game.players[1].active.damage > 0 and game.current == 1


def test_festival_lead_needs_a_knock_out_first():
    me = {**side(mon("sv6-18", "Applin", energy=[GRASS]), bench=["Eevee"]), "stadium": "sv6-149"}
    game = new_game(me, side(DARKRAI, bench=["Eevee"]), rules="modern")
    _attack(game, "Do the Wave")
    assert game.pending is None and game.current == 1


def test_the_computer_attacks_again_with_festival_lead():
    from desktop.ai.answers import answer_prompt

    me = {**side(mon("sv6-18", "Applin", energy=[GRASS]), bench=["Eevee"]), "stadium": "sv6-149"}
    game = new_game(me, side(mon("Pikachu", damage=30), bench=[DARKRAI]), rules="modern")
    _attack(game, "Do the Wave")
    assert answer_prompt(game) == "Do the Wave"


def test_festival_grounds_keeps_pokemon_with_energy_free_of_special_conditions():
    from tests.engine_helpers import attach

    me = {**side("Pikachu", hand=[LIGHTNING]), "stadium": "sv6-149"}
    game = new_game(me, side(DARKRAI), rules="modern")
    game.players[0].active.poison = 10
    attach(game, "Basic Lightning Energy", 0)
    assert not game.players[0].active.poison  # it recovers once it has Energy
    me = {**side(mon("sv5-101", "sv5-100", energy=[DARK])), "stadium": "sv6-149"}
    for energy, conditioned in (([DARK], False), ([], True)):
        game = new_game(me, side(mon(DARKRAI, energy=energy)), rules="modern")
        _attack(game, "Panic Poison")
        assert bool(game.players[1].active.poison) == conditioned


def test_jamming_tower_turns_pokemon_tools_off():
    for stadium, extra in (("sv6-153", 0), (GRAVITY_MOUNTAIN, 50)):
        me = {**side(mon("sv5-53", energy=[LIGHTNING], tools=["sv5-154"])), "stadium": stadium}
        game = new_game(me, side(DARKRAI), rules="modern")
        _attack(game, "Chop")
        assert _dealt(game) == [20 + extra]  # Maximum Belt against a Pokémon ex
    me = {**side(mon("Pikachu", tools=["sv7-175"])), "stadium": "sv6-153"}
    game = new_game(me, side(DARKRAI), rules="modern")
    assert game.hp_of(game.players[0].active) == game.card_of(game.players[0].active).hp


def test_powerglass_attaches_a_basic_energy_from_the_discard_pile_at_the_end_of_the_turn():
    for active, attached in ((True, 1), (False, 0)):
        holder = mon("Pikachu", tools=["sv6pt5-63"])
        game = new_game(side(holder if active else "Eevee", bench=["Eevee" if active else holder],
                             discard=[GRASS, FIRE]), side(DARKRAI), rules="modern")
        _end_turn(game)
        if attached:
            _yes(game)
            game.apply(Choose(game.pending.options[0]))
        slot = game.players[0].active if active else game.players[0].bench[0]
        assert len(slot.energy) == attached and game.current == 1


def test_heavy_baton_moves_energy_of_a_knocked_out_retreat_4_active_to_the_bench():
    them = side(mon("sv5-11", "sv5-10", energy=[GRASS] * 4, tools=["sv5-151"], damage=90), bench=["Eevee", DARKRAI])
    game = new_game(side(mon(DARKRAI, energy=[DARK] * 3)), them, rules="modern")
    _attack(game, "Night Impact")
    moved = 0
    while game.pending is not None and game.pending.purpose in ("knocked_out_energy", "move_energy_to"):
        if game.pending.purpose == "knocked_out_energy":
            moved += 1
        game.apply(Choose(game.pending.options[0] if game.pending.purpose == "knocked_out_energy" else 2))
    assert moved == 3 and len(game.players[1].bench[1].energy) == 3


def test_pummeling_payback_strikes_back_from_the_active_spot_and_the_bench():
    game = new_game(side(mon("sv5-53", energy=[LIGHTNING])), side(mon("sv7-110", energy=[METAL, METAL, GRASS])),
                    rules="modern")
    _attack(game, "Chop")
    assert game.players[0].active.damage == 40
    game = new_game(side(mon("sv7-111", energy=[LIGHTNING, FIGHTING])),
                    side(DARKRAI, bench=[mon("sv7-110", energy=[METAL])]), rules="modern")
    _attack(game, "Thunderburst Storm")
    game.apply(Choose(11))
    assert game.players[1].bench[0].damage == 60 and game.players[0].active.damage == 20


def test_ogres_mask_switches_an_ogerpon_ex_in_play_with_one_in_the_discard_pile():
    game = new_game(side(mon("sv6-25", energy=[GRASS, FIRE], damage=50), bench=["Pikachu"], hand=["sv6-159"],
                         discard=["sv6-40"]), side(DARKRAI), rules="modern")
    _play(game, "Ogre's Mask")
    active = game.players[0].active
    assert game.card_of(active).name == "Hearthflame Mask Ogerpon ex" and active.damage == 50
    assert len(active.energy) == 2
    assert sorted(game.name_of(u) for u in game.players[0].discard) == ["Ogre's Mask", "Teal Mask Ogerpon ex"]
    game = new_game(side("Pikachu", hand=["sv6-159"], discard=["sv6-40"]), side(DARKRAI), rules="modern")
    assert not _playable(game, "Ogre's Mask")
