"""Temporal Forces, Twilight Masquerade, Shrouded Fable and Stellar Crown (issue #14): attacks that count,
check, flip, move Pokémon and cards, and place damage counters, each played as printed."""

from __future__ import annotations

from desktop.engine.actions import Choose
from tests.engine_helpers import mon, new_game, seed_for, side
from tests.std_sv5_sv7_helpers import (
    DARK,
    DARKRAI,
    FIGHTING,
    FIRE,
    GRASS,
    GRAVITY_MOUNTAIN,
    JET,
    LIGHTNING,
    METAL,
    PSYCHIC,
    RESCUE_BOARD,
    WATER,
    _attack,
    _dealt,
    _heads,
    _hit,
    _power,
)


# ------------------------------------------------------------------ damage for each ...
def test_forest_march_counts_grass_pokemon_in_play():
    me = side(mon("sv5-12", "sv5-10", "sv5-11", energy=[GRASS]), bench=["sv5-19", "Pikachu"])
    assert _hit(me, side(DARKRAI), "Forest March") == [2 * 30 * 2]  # 2 Grass Pokémon, Darkrai is weak to Grass


def test_circuit_cannon_counts_benched_charjabug():
    bench = ["sv5-55", "sv5-55", "Pikachu"]
    me = side(mon("sv5-56", "sv5-55", energy=[LIGHTNING] * 2), bench=bench)
    assert _hit(me, side(DARKRAI), "Circuit Cannon") == [120 + 2 * 80]


def test_vengeance_fletching_counts_ancient_cards_in_the_discard_pile():
    me = side(mon("sv5-109", energy=[DARK] * 2), discard=["sv5-119", "sv5-119", "Pikachu"])
    assert _hit(me, side(DARKRAI), "Vengeance Fletching") == [70 + 20]


def test_primordial_beatdown_counts_ancient_pokemon_in_play():
    me = side(mon("sv5-119", energy=[FIGHTING] * 2), bench=["sv5-109", "Pikachu"])
    assert _hit(me, side("me1-74"), "Primordial Beatdown") == [60]


def test_special_roll_counts_special_energy_on_itself():
    me = side(mon("sv5-137", "sv5-136", energy=[JET, JET, GRASS]))
    assert _hit(me, side("me1-74"), "Special Roll") == [140]


def test_one_derful_rumble_and_angry_slam_count_stage_1_and_damaged_pokemon():
    me = side(mon("sv6-84", "sv6-83", energy=[PSYCHIC] * 2), bench=[mon("sv5-137", "sv5-136"), "Pikachu"])
    assert _hit(me, side("me1-74"), "One-derful Rumble") == [80]
    me = side(mon("sv6-122", "sv6-120", "sv6-121", energy=[METAL], damage=10), bench=[mon("Pikachu", damage=10),
                                                                                     "Pikachu"])
    assert _hit(me, side("me1-74"), "Angry Slam") == [100]


def test_illusory_hijacking_and_diffuse_reflection_count_the_opponents_pokemon_ex_and_special_energy():
    them = side(mon(DARKRAI, energy=[JET]), bench=[DARKRAI, mon("Pikachu", energy=[JET])])
    assert _hit(side(mon("sv6pt5-32", "sv6pt5-31", energy=[DARK] * 2)), them, "Illusory Hijacking") == [120]
    assert _hit(side(mon("sv7-86", energy=[FIGHTING])), them, "Diffuse Reflection") == [80]


def test_mind_ruler_counts_the_opponents_hand_and_united_wings_the_discard_pile():
    them = side("me1-74", hand=["Pikachu"] * 3)
    assert _hit(side(mon("sv6-38", "sv6-36", "sv6-37", energy=[FIRE])), them, "Mind Ruler") == [90]
    me = side(mon("sv6pt5-4", "sv6pt5-3", energy=[GRASS]), discard=["sv6pt5-4"] * 3 + ["Pikachu"])
    assert _hit(me, side("me1-74"), "United Wings") == [20 * 3 * 2]  # Lunatone is weak to Grass


def test_string_bind_and_miasma_wind_read_the_defending_pokemon():
    assert _hit(side(mon("sv6-5", "sv6-4", energy=[GRASS])), side(DARKRAI), "String Bind") == [(10 + 60) * 2]
    game = new_game(side(mon("sv7-6", energy=[GRASS])), side("me1-74"), rules="modern")
    game.players[1].active.burned = True
    game.players[1].active.poison = 10
    _attack(game, "Miasma Wind")
    assert _dealt(game) == [400]


# ------------------------------------------------------------------ if ..., more damage
def test_short_circuit_knuckle_and_iron_smasher_look_at_the_opponents_pokemon():
    me = side(mon("sv5-54", "sv5-53", energy=[LIGHTNING] * 2))
    assert _hit(me, side(DARKRAI), "Short-Circuit Knuckle") == [40]
    assert _hit(me, side(DARKRAI, bench=["Squirtle"]), "Short-Circuit Knuckle") == [160]
    me = side(mon("sv6pt5-26", energy=[FIGHTING] * 2))
    assert _hit(me, side(DARKRAI, bench=["sv5-121"]), "Iron Smasher") == [140]
    assert _hit(me, side(DARKRAI), "Iron Smasher") == [20]


def test_assault_laser_prize_count_and_gale_roundhouse():
    me = side(mon("sv6-102", "sv6-101", energy=[FIGHTING] * 3))
    assert _hit(me, side(mon(DARKRAI, tools=[RESCUE_BOARD])), "Assault Laser") == [160]
    assert _hit(me, side(DARKRAI), "Assault Laser") == [80]
    me = side(mon("sv6-107", energy=[FIGHTING] * 2))
    assert _hit(me, side(DARKRAI, prizes=["Pikachu"] * 5), "Prize Count") == [140]
    assert _hit(me, side(DARKRAI), "Prize Count") == [50]
    me = side(mon("sv7-84", "sv7-83", energy=[FIGHTING]))
    assert _hit(me, side(DARKRAI, hand=["Pikachu"] * 5), "Gale Roundhouse") == [90]
    assert _hit(me, side(DARKRAI, hand=["Pikachu"] * 6), "Gale Roundhouse") == [30]


def test_magnetic_burst_counts_energy_in_play_and_ignores_weakness():
    me = side(mon("sv5-98", energy=[FIGHTING]), bench=[mon("Pikachu", energy=[FIGHTING, FIGHTING])])
    assert _hit(me, side("sv1-63"), "Magnetic Burst") == [90]  # Magnemite is weak to Fighting
    assert _hit(side(mon("sv5-98", energy=[FIGHTING])), side("sv1-63"), "Magnetic Burst") == [20]


def test_darkfall_devouring_mouth_and_aero_chase():
    me = side(mon("sv6pt5-30", energy=[DARK, DARK]), bench=[mon("Pikachu", energy=[DARK])])
    assert _hit(me, side("me1-74"), "Darkfall") == [70]
    assert _hit(side(mon("sv6pt5-30", energy=[DARK, DARK])), side("me1-74"), "Darkfall") == [20]
    me = side(mon("sv7-92", "sv7-91", energy=[DARK, DARK]))
    assert _hit(me, side(mon("me1-74", energy=[FIGHTING])), "Devouring Mouth") == [170]
    assert _hit(me, side(mon("me1-74", energy=[FIGHTING] * 2)), "Devouring Mouth") == [10]
    me = side(mon("sv7-123", "sv7-121", "sv7-122", energy=[FIRE] * 2))
    assert _hit(me, side(DARKRAI), "Aero Chase") == [220]  # Darkrai ex: Retreat Cost 2
    assert _hit(me, side("me1-74"), "Aero Chase") == [110]


def test_electrifying_chance_paralyzes_only_at_the_last_prize():
    for prizes, paralyzed in ((["Pikachu"], True), (["Pikachu"] * 2, False)):
        game = new_game(side(mon("sv7-54", energy=[LIGHTNING]), prizes=prizes), side(DARKRAI), rules="modern")
        _attack(game, "Electrifying Chance")
        assert (game.players[1].active.rot != 0) == paralyzed


def test_bone_vengeance_raging_cannon_and_love_resonance():
    me = side(mon("sv7-73", "sv7-72", energy=[FIGHTING] * 2), bench=[mon("sv7-72", damage=10)])
    assert _hit(me, side(DARKRAI), "Bone Vengeance") == [180]
    me = side(mon("sv7-73", "sv7-72", energy=[FIGHTING] * 2), bench=["sv7-72"])
    assert _hit(me, side(DARKRAI), "Bone Vengeance") == [60]
    me = side(mon("sv5-138", energy=[FIRE] * 3), bench=[mon("Pikachu", damage=10), mon("Pikachu", damage=20)])
    assert _hit(me, side("me1-74"), "Raging Cannon") == [220]
    me = side(mon("sv5-138", energy=[FIRE] * 3), bench=[mon("Pikachu", damage=10), "Pikachu"])
    assert _hit(me, side("me1-74"), "Raging Cannon") == [100]
    me = side(mon("sv6-93", energy=[PSYCHIC] * 3), bench=["sv5-109"])
    assert _hit(me, side("me1-74", bench=[DARKRAI]), "Love Resonance") == [200]
    assert _hit(me, side("me1-74"), "Love Resonance") == [80]


def test_ground_melter_discards_the_stadium_and_assault_landing_needs_one():
    def me(card: str, stadium: bool) -> dict:
        return {**side(mon(card, energy=[FIRE] * 2)), **({"stadium": GRAVITY_MOUNTAIN} if stadium else {})}

    game = new_game(me("sv6-39", True), side(DARKRAI), rules="modern")
    _attack(game, "Ground Melter")
    assert _dealt(game) == [120] and game.stadium == -1
    assert _hit(me("sv6-39", False), side(DARKRAI), "Ground Melter") == [60]
    assert _hit(me("sv7-118", False), side(DARKRAI), "Assault Landing") == []
    assert _hit(me("sv7-118", True), side(DARKRAI), "Assault Landing") == [70]


def test_adjusted_horn_needs_equal_hands_and_chain_crazed_poison():
    me = side(mon("sv7-71", energy=[PSYCHIC] * 2), hand=["Pikachu"])
    assert _hit(me, side(DARKRAI, hand=["Pikachu"]), "Adjusted Horn") == [170]
    assert _hit(me, side(DARKRAI), "Adjusted Horn") == []
    game = new_game(side(mon("sv6pt5-36", energy=[DARK] * 3)), side(DARKRAI), rules="modern")
    game.players[0].active.poison = 10
    _attack(game, "Chain-Crazed")
    assert _dealt(game) == [260]


# ------------------------------------------------------------------ for each heads / tails


def test_chew_off_and_snip_snip_discard_one_card_per_heads():
    for seed in range(4):
        game = new_game(side(mon("sv5-43", "sv5-42", energy=[WATER] * 2)), side(DARKRAI, hand=["Pikachu"] * 5),
                        seed=seed, rules="modern")
        heads = _heads(_attack(game, "Chew Off"))
        assert len(game.players[1].hand) == 5 - heads + 1 and len(game.players[1].discard) == heads  # + their draw
        game = new_game(side(mon("sv6-48", "sv6-47", energy=[WATER] * 2)), side(DARKRAI), seed=seed, rules="modern")
        heads = _heads(_attack(game, "Snip Snip"))
        assert len(game.players[1].deck) == 10 - heads - 1 and len(game.players[1].discard) == heads


def test_licking_flames_discards_an_energy_per_tails():
    for seed in range(4):
        game = new_game(side(mon("sv5-31", energy=[FIRE] * 5)), side(DARKRAI), seed=seed, rules="modern")
        heads = _heads(_attack(game, "Licking Flames"))
        assert len(game.players[0].active.energy) == 5 - (3 - heads)


# ------------------------------------------------------------------ Pokémon leaving play
def test_homeward_chime_shuffles_a_benched_pokemon_and_its_cards_into_the_deck():
    game = new_game(side(mon("sv6-85", energy=[PSYCHIC] * 2), bench=[mon("Pikachu", energy=[LIGHTNING]), "Squirtle"]),
                    side(DARKRAI), rules="modern")
    _attack(game, "Homeward Chime")
    assert game.pending.purpose == "pokemon_to_deck"
    game.apply(Choose(1))
    assert [game.card_of(s).name for s in game.players[0].bench] == ["Squirtle"]
    assert len(game.players[0].deck) == 12


def test_mystical_return_shuffles_an_opponents_benched_pokemon_on_heads():
    game = new_game(side(mon("sv6pt5-22", "Eevee", energy=[PSYCHIC])), side(DARKRAI, bench=["Pikachu", "Squirtle"]),
                    seed=seed_for(True), rules="modern")
    _attack(game, "Mystical Return")
    game.apply(Choose(12))
    assert [game.card_of(s).name for s in game.players[1].bench] == ["Pikachu"] and len(game.players[1].deck) == 11 - 1
    game = new_game(side(mon("sv6pt5-22", "Eevee", energy=[PSYCHIC])), side(DARKRAI, bench=["Pikachu"]),
                    seed=seed_for(False), rules="modern")
    _attack(game, "Mystical Return")
    assert len(game.players[1].bench) == 1


def test_shattering_speed_discards_the_attacker_and_its_cards():
    game = new_game(side(mon("sv6pt5-15", "sv6pt5-14", energy=[METAL] * 3), bench=["Pikachu"]), side(DARKRAI),
                    rules="modern")
    _attack(game, "Shattering Speed")
    assert _dealt(game) == [250]
    assert sorted(game.name_of(u) for u in game.players[0].discard) == sorted(
        ["Revavroom ex", game.name_of(game.players[0].discard[0])] + ["Basic Metal Energy"] * 3)


# ------------------------------------------------------------------ Energy from the hand or discard pile
def test_lucky_attachment_attaches_a_basic_energy_from_the_hand_to_any_pokemon():
    game = new_game(side(mon("sv6-133", energy=[GRASS]), bench=["Pikachu"], hand=[LIGHTNING, "sv8-252"]),
                    side(DARKRAI), rules="modern")
    _attack(game, "Lucky Attachment")
    assert game.pending.purpose == "attach_energy"  # the only Basic Energy card was chosen for us
    game.apply(Choose(1))
    assert game.name_of(game.players[0].bench[0].energy[0]) == "Basic Lightning Energy"


def test_but_first_food_heals_only_if_an_energy_was_attached():
    for hand, damage in (([JET], 40), ([], 100)):
        game = new_game(side(mon("sv6-136", energy=[GRASS], damage=100), hand=hand), side(DARKRAI), rules="modern")
        _attack(game, "But First, Food")
        assert game.players[0].active.damage == damage


def test_leaflet_blessings_heals_the_benched_pokemon_it_attached_to():
    game = new_game(side(mon("sv6-11", "Eevee", energy=[GRASS]), bench=[mon("Pikachu", damage=30)], hand=[GRASS]),
                    side(DARKRAI), rules="modern")
    _attack(game, "Leaflet Blessings")
    bench = game.players[0].bench[0]
    assert bench.damage == 0 and len(bench.energy) == 1


def test_ripening_charge_attaches_and_heals_30():
    game = new_game(side(mon("sv7-14", "sv7-12", "sv7-13", damage=50), hand=[GRASS]), side(DARKRAI),
                    rules="modern")
    _power(game, 0, "Ripening Charge")
    assert game.players[0].active.damage == 20 and len(game.players[0].active.energy) == 1


def test_mud_stock_attaches_a_fighting_energy_from_the_discard_pile_to_each_benched_pokemon():
    game = new_game(side(mon("sv5-92", "sv5-91", energy=[FIGHTING]), bench=["Pikachu", "Squirtle", "Eevee"],
                         discard=[FIGHTING, FIGHTING]), side(DARKRAI), rules="modern")
    _attack(game, "Mud Stock")
    assert [len(s.energy) for s in game.players[0].bench] == [1, 1, 0] and not game.players[0].discard


# ------------------------------------------------------------------ the opponent's cards
def test_reaping_dash_discards_tools_and_special_energy_before_damage():
    game = new_game(side(mon("sv7-8", energy=[GRASS])), side(mon(DARKRAI, energy=[JET, DARK], tools=[RESCUE_BOARD])),
                    rules="modern")
    _attack(game, "Reaping Dash")
    defender = game.players[1].active
    assert not defender.tools and [game.name_of(u) for u in defender.energy] == ["Basic Darkness Energy"]
    assert defender.damage == 60  # Darkrai ex is weak to Grass


def test_cleaning_up_discards_up_to_2_tools_of_the_opponent():
    them = side(mon(DARKRAI, tools=[RESCUE_BOARD]), bench=[mon("Pikachu", tools=[RESCUE_BOARD]),
                                                          mon("Squirtle", tools=[RESCUE_BOARD])])
    game = new_game(side(mon("sv5-136", energy=[GRASS] * 2)), them, rules="modern")
    _attack(game, "Cleaning Up")
    assert game.pending.purpose == "discard_their_tool"
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    assert sum(len(s.tools) for _p, s in game.players[1].in_play()) == 1 and len(game.players[1].discard) == 2


def test_opposing_winds_may_put_2_energy_back_into_their_hand():
    game = new_game(side(mon("sv5-135", "sv5-134", energy=[GRASS] * 2)), side(mon(DARKRAI, energy=[DARK] * 3)),
                    rules="modern")
    _attack(game, "Opposing Winds")
    game.apply(Choose("yes"))
    for _ in range(2):
        game.apply(Choose(game.pending.options[0]))
    assert len(game.players[1].active.energy) == 1 and len(game.players[1].hand) == 2 + 1  # and their draw


def test_piercing_gaze_discards_a_card_of_the_revealed_hand():
    game = new_game(side(mon("sv6-68", "sv6-67", energy=[LIGHTNING] * 2)), side(DARKRAI, hand=["Pikachu", "Eevee"]),
                    rules="modern")
    _attack(game, "Piercing Gaze")
    assert game.pending.purpose == "their_hand_discard"
    eevee = next(u for u in game.players[1].hand if game.name_of(u) == "Eevee")
    game.apply(Choose(eevee))
    assert [game.name_of(u) for u in game.players[1].discard] == ["Eevee"]


def test_flower_shower_and_panic_poison():
    game = new_game(side(mon("sv7-63", energy=[PSYCHIC])), side(DARKRAI), rules="modern")
    _attack(game, "Flower Shower")
    assert len(game.players[0].hand) == 3 and len(game.players[1].hand) == 3 + 1
    game = new_game(side(mon("sv5-101", "sv5-100", energy=[DARK])), side(DARKRAI), rules="modern")
    events = _attack(game, "Panic Poison")
    assert {e.detail for e in events if e.kind == "condition" and e.player == 1} >= {"Burned", "Confused", "Poisoned"}


def test_steel_burst_does_50_for_each_metal_energy_discarded():
    game = new_game(side(mon("sv6-123", energy=[METAL, METAL, METAL, GRASS])), side(DARKRAI), rules="modern")
    _attack(game, "Steel Burst")
    assert _dealt(game) == [150] and len(game.players[0].active.energy) == 1


def test_goad_n_grab_damages_the_new_active_pokemon_the_opponent_chose():
    game = new_game(side(mon("sv7-96", "sv7-94", "sv7-95", energy=[DARK] * 2)),
                    side("Pikachu", bench=["Eevee", DARKRAI]), rules="modern")
    _attack(game, "Goad 'n' Grab")
    assert game.pending.player == 1 and game.pending.purpose == "switch_in"
    game.apply(Choose(2))
    assert game.card_of(game.players[1].active).name == "Darkrai ex" and game.players[1].active.damage == 160
    game = new_game(side(mon("sv7-96", "sv7-94", "sv7-95", energy=[DARK] * 2)), side(DARKRAI), rules="modern")
    _attack(game, "Goad 'n' Grab")
    assert game.players[1].active.damage == 0


# ------------------------------------------------------------------ onto a Bench
def test_kings_order_and_come_and_get_you_bench_basic_pokemon_from_the_discard_pile():
    game = new_game(side(mon("sv6pt5-12", "sv6pt5-10", "sv6pt5-11", energy=[WATER]),
                         discard=["Squirtle", "Squirtle", "Pikachu", "sv6pt5-11"]), side(DARKRAI), rules="modern")
    _attack(game, "King's Order")
    assert all(game.name_of(u) == "Squirtle" for u in game.pending.options if u is not None)
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    assert [game.card_of(s).name for s in game.players[0].bench] == ["Squirtle", "Squirtle"]
    game = new_game(side(mon("sv6pt5-18", energy=[PSYCHIC]), discard=["sv6pt5-18"] * 4), side(DARKRAI),
                    rules="modern")
    _attack(game, "Come and Get You")
    for _ in range(3):
        game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].bench) == 3 and len(game.players[0].discard) == 1


def test_tongue_pull_summoning_gate_and_accompanying_flute():
    game = new_game(side(mon("sv5-124", energy=[GRASS])), side(DARKRAI, hand=["Pikachu", "Eevee", "sv8-252"]),
                    rules="modern")
    _attack(game, "Tongue Pull")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(None))
    assert len(game.players[1].bench) == 1
    deck = [FIGHTING] * 8 + ["Pikachu", "sv5-12"]  # the top of the deck last
    game = new_game(side(mon("sv5-72", "sv5-70", "sv5-71", energy=[GRASS]), deck=deck), side(DARKRAI), rules="modern")
    _attack(game, "Summoning Gate")
    assert [game.name_of(u) for u in game.pending.options if u is not None] == ["Pikachu"]
    game.apply(Choose(game.pending.options[0]))
    assert [game.card_of(s).name for s in game.players[0].bench] == ["Pikachu"] and len(game.players[0].deck) == 9
    game = new_game(side("Pikachu", hand=["sv6-142"]), side(DARKRAI, deck=[FIGHTING] * 5 + ["Eevee", "Squirtle"]),
                    rules="modern")
    from tests.engine_helpers import play

    play(game, "Accompanying Flute")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    assert len(game.players[1].bench) == 2 and len(game.players[1].deck) == 5


# ------------------------------------------------------------------ damage counters
def test_sneaky_placement_dastardly_jab_and_corrosive_winds():
    game = new_game(side(mon("sv6-89", energy=[PSYCHIC])), side(DARKRAI, bench=["Pikachu"]), rules="modern")
    _attack(game, "Sneaky Placement")
    game.apply(Choose(11))
    assert game.players[1].bench[0].damage == 20
    game = new_game(side(mon("sv6-117", "sv6-115", "sv6-116", energy=[DARK] * 2)), side(DARKRAI), rules="modern")
    _attack(game, "Dastardly Jab")
    assert game.players[1].active.damage == 200
    game = new_game(side(mon("sv6pt5-35", energy=[DARK])),
                    side(mon(DARKRAI, damage=10), bench=[mon("Pikachu", damage=10), "Eevee"]), rules="modern")
    _attack(game, "Corrosive Winds")
    assert [s.damage for _p, s in game.players[1].in_play()] == [30, 30, 0]


def test_collateral_bolts_hits_every_damaged_pokemon_but_itself():
    game = new_game(side(mon("sv5-52", "Pikachu", energy=[LIGHTNING] * 2, damage=10),
                         bench=[mon(DARKRAI, damage=10), "Squirtle"]),
                    side(mon(DARKRAI, damage=10), bench=[mon(DARKRAI, damage=10), "Eevee"]), rules="modern")
    _attack(game, "Collateral Bolts")
    assert [s.damage for _p, s in game.players[1].in_play()] == [60, 60, 0]
    assert [s.damage for _p, s in game.players[0].in_play()] == [10, 60, 0]


def test_pinpoint_dive_and_thunderburst_storm_choose_their_target():
    game = new_game(side(mon("sv5-13", energy=[GRASS])), side("Pikachu", bench=["Eevee", DARKRAI]), rules="modern")
    _attack(game, "Pinpoint Dive")  # the only Benched Pokémon ex is chosen for us
    assert [s.damage for _p, s in game.players[1].in_play()] == [0, 0, 60]
    game = new_game(side(mon("sv7-111", energy=[LIGHTNING, FIGHTING, GRASS])), side("Eevee", bench=[DARKRAI]),
                    rules="modern")
    _attack(game, "Thunderburst Storm")
    game.apply(Choose(11))
    assert game.players[1].bench[0].damage == 90


def test_freezing_shroud_puts_a_counter_on_each_pokemon_with_an_ability_but_froslass():
    from tests.std_sv5_sv7_helpers import _end_turn

    froslass = mon("sv6-53", "sv6-51")
    game = new_game(side(mon(DARKRAI), bench=[froslass, "me1-74", "sv5-51"], deck=[DARK] * 5),
                    side(mon("me1-74"), bench=[mon(DARKRAI)], deck=[DARK] * 5), rules="modern")
    _end_turn(game)
    assert [s.damage for _p, s in game.players[0].in_play()] == [0, 0, 10, 0]
    assert [s.damage for _p, s in game.players[1].in_play()] == [10, 0]
