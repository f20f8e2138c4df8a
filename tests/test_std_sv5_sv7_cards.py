"""Cards first printed for today's Standard in Temporal Forces, Twilight Masquerade, Shrouded Fable and
Stellar Crown (issue #14), each played as printed."""

from __future__ import annotations

from desktop.engine.actions import Attack, Choose, UsePower
from tests.engine_helpers import mon, new_game, seed_for, side

GRASS, FIRE, WATER, LIGHTNING, PSYCHIC, FIGHTING, DARK, METAL = (f"sve-{i}" for i in range(1, 9))
DARKRAI = "svp-110"  # Darkrai ex, 210 HP, a Pokémon ex with Grass Weakness
JET, RESCUE_BOARD, GRAVITY_MOUNTAIN = "sv8-252", "sv5-159", "sv8-177"  # a Special Energy, a Tool, a Stadium


def _attack(game, name: str) -> list:
    card = game.card_of(game.players[0].active)
    return game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == name)))


def _power(game, pos: int, name: str):
    card = game.card_of(game.players[0].slot(pos))
    return game.apply(UsePower(pos, next(i for i, p in enumerate(card.powers) if p.name == name)))


def _dealt(game) -> list[int]:
    return [e.amount for e in game.last_events if e.kind == "damage" and e.player == 1]


def _hit(me: dict, them: dict, name: str, **options) -> list[int]:
    game = new_game(me, them, rules="modern", **options)
    _attack(game, name)
    return _dealt(game)


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
def _heads(events) -> int:
    return sum(1 for e in events if e.kind == "coin" and e.amount == 1)


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


# ------------------------------------------------------------------ Tools and protection
def test_bravery_charm_gives_basic_pokemon_50_hp_and_heros_cape_100():
    from tests.engine_helpers import play

    game = new_game(side("Pikachu", bench=[mon("sv5-52", "Pikachu")], hand=["sv7-175", "sv7-175", "sv5-152"]),
                    side(DARKRAI), rules="modern")
    printed = [game.hp_of(s) for _p, s in game.players[0].in_play()]
    play(game, "Bravery Charm", 0)
    play(game, "Bravery Charm", 1)
    assert [game.hp_of(s) for _p, s in game.players[0].in_play()] == [printed[0] + 50, printed[1]]
    game = new_game(side("Pikachu", hand=["sv5-152"]), side(DARKRAI), rules="modern")
    printed_hp = game.hp_of(game.players[0].active)
    play(game, "Hero's Cape", 0)
    assert game.hp_of(game.players[0].active) == printed_hp + 100


def test_maximum_belt_hits_pokemon_ex_harder_and_binding_mochi_needs_poison():
    for defender, extra in ((DARKRAI, 50), ("me1-74", 0)):
        me = side(mon("sv5-53", energy=[LIGHTNING], tools=["sv5-154"]))
        assert _hit(me, side(defender), "Chop") == [20 + extra]
    for poisoned, extra in ((True, 40), (False, 0)):
        game = new_game(side(mon("sv5-53", energy=[LIGHTNING], tools=["sv6pt5-55"])), side("me1-74"), rules="modern")
        game.players[0].active.poison = 10 if poisoned else 0
        _attack(game, "Chop")
        assert _dealt(game) == [20 + extra]


def _attack_as(game, player: int, name: str) -> list:
    card = game.card_of(game.players[player].active)
    return game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == name)))


def test_impervious_shell_prevents_200_or_more_and_armor_tail_basic_pokemon_ex():
    me = side(mon("sv5-56", "sv5-55", energy=[LIGHTNING] * 2), bench=["sv5-55", "sv5-55"])
    assert _hit(me, side(mon("sv7-44", "sv7-43")), "Circuit Cannon") == []  # 280 x2: prevented
    assert _hit(me, side(mon("sv7-44", "sv7-43")), "Mach Bolt") == [100]
    assert _hit(side(mon(DARKRAI, energy=[DARK] * 3)), side(mon("sv5-108", "sv6-83")), "Night Impact") == []
    assert _hit(side(mon("sv5-53", energy=[LIGHTNING] * 3)), side(mon("sv5-108", "sv6-83")), "Electric Punch") == [50]


def test_anachronism_repulsor_stops_ancient_attackers_next_turn():
    for attacker, damage in (("sv5-119", 0), ("sv6-102", 80)):  # Koraidon (Ancient), Probopass
        game = new_game(side(mon("sv6pt5-9", energy=[FIRE] * 3)), side(mon(attacker, energy=[FIGHTING] * 3)),
                        rules="modern")
        _attack(game, "Anachronism Repulsor")
        _attack_as(game, 1, "Primordial Beatdown" if attacker == "sv5-119" else "Assault Laser")
        assert game.players[0].active.damage == damage


def test_salty_body_keeps_special_conditions_away():
    game = new_game(side(mon("sv5-101", "sv5-100", energy=[DARK])), side(mon("sv7-89", "sv7-87", "sv7-88")),
                    rules="modern")
    _attack(game, "Panic Poison")
    defender = game.players[1].active
    assert not defender.burned and not defender.poison and defender.rot == 0


# ------------------------------------------------------------------ Items and Supporters
def _playable(game, name: str) -> bool:
    from desktop.engine.actions import PlayTrainer

    return any(isinstance(a, PlayTrainer) and game.name_of(a[1]) == name for a in game.legal_actions())


def test_cassiopeia_only_as_the_last_card_in_hand():
    from tests.engine_helpers import play

    game = new_game(side("Pikachu", hand=["sv6pt5-56", "Eevee"]), side(DARKRAI), rules="modern")
    assert not _playable(game, "Cassiopeia")
    game = new_game(side("Pikachu", hand=["sv6pt5-56"], deck=["Eevee", "Squirtle", GRASS]), side(DARKRAI),
                    rules="modern")
    play(game, "Cassiopeia")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].hand) == 2


def test_hassel_keeps_up_to_3_of_the_top_8_after_a_knock_out():
    from tests.engine_helpers import play

    game = new_game(side("Pikachu", hand=["sv6-151"], deck=["Eevee"] * 12), side(DARKRAI), rules="modern")
    assert not _playable(game, "Hassel")
    game = new_game(side("Pikachu", hand=["sv6-151"], deck=["Eevee"] * 12), side(DARKRAI), rules="modern")
    game.players[0].knocked_out_turn = game.turn - 1
    play(game, "Hassel")
    for _ in range(3):
        game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].hand) == 3 and len(game.players[0].deck) == 9 and game.pending is None


def test_raifort_discards_any_number_and_puts_the_rest_back_in_the_chosen_order():
    from tests.engine_helpers import play

    deck = ["Squirtle", "Eevee", "Pikachu", GRASS, FIRE, WATER]  # the top card is last
    game = new_game(side("Pikachu", hand=["sv6-161"], deck=deck), side(DARKRAI), rules="modern")
    play(game, "Raifort")
    top = {game.name_of(u): u for u in game.players[0].deck[-5:]}
    game.apply(Choose(top["Basic Water Energy"]))
    game.apply(Choose(top["Basic Fire Energy"]))
    game.apply(Choose(None))
    game.apply(Choose(top["Eevee"]))  # on top
    game.apply(Choose(top["Basic Grass Energy"]))
    assert [game.name_of(u) for u in game.players[0].deck] == ["Squirtle", "Pikachu", "Basic Grass Energy", "Eevee"]
    assert len(game.players[0].discard) == 3  # and Raifort


def test_boxed_order_ends_the_turn():
    from tests.engine_helpers import play

    game = new_game(side("Pikachu", hand=["sv5-143"], deck=["sv7-175", "sv5-141", "Eevee"]), side(DARKRAI),
                    rules="modern")
    play(game, "Boxed Order")  # the only Item card in the deck is taken
    assert game.current == 1 and [game.name_of(u) for u in game.players[0].hand] == ["Awakening Drum"]


def test_awakening_drum_and_mortys_conviction_draw_for_each():
    from tests.engine_helpers import play

    game = new_game(side("sv5-119", bench=["sv5-109", "Pikachu"], hand=["sv5-141"]), side(DARKRAI), rules="modern")
    play(game, "Awakening Drum")
    assert len(game.players[0].hand) == 2
    game = new_game(side("Pikachu", hand=["sv5-155", "Eevee"]), side(DARKRAI, bench=["Pikachu"] * 3), rules="modern")
    play(game, "Morty's Conviction")
    game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].hand) == 3 and len(game.players[0].discard) == 2


def test_xerosics_machinations_and_hand_trimmer_discard_down():
    from tests.engine_helpers import play

    game = new_game(side("Pikachu", hand=["sv6pt5-64"]), side(DARKRAI, hand=["Eevee"] * 5), rules="modern")
    play(game, "Xerosic's Machinations")
    assert game.pending.player == 1
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    assert len(game.players[1].hand) == 3
    game = new_game(side("Pikachu", hand=["sv5-150"] + ["Eevee"] * 6), side(DARKRAI, hand=["Eevee"] * 7),
                    rules="modern")
    play(game, "Hand Trimmer")
    players = []
    while game.pending is not None:
        players.append(game.pending.player)
        game.apply(Choose(game.pending.options[0]))
    assert players == [1, 1, 0] and len(game.players[1].hand) == 5 and len(game.players[0].hand) == 5


def test_lucian_puts_hands_on_the_bottom_and_draws_6_or_3():
    from tests.engine_helpers import play

    game = new_game(side("Pikachu", hand=["sv6-157", "Eevee"]), side(DARKRAI, hand=["Eevee"]), rules="modern")
    events = play(game, "Lucian")
    flips = [e for e in events if e.kind == "coin"]
    assert [len(game.players[p].hand) for p in (0, 1)] == [6 if f.amount else 3 for f in flips]


# ------------------------------------------------------------------ discard for damage
def test_cross_breaker_and_spill_the_tea_count_the_energy_discarded():
    game = new_game(side(mon("sv5-111", "sv5-110", energy=[METAL] * 3)), side("me1-74"), rules="modern")
    _attack(game, "Cross Breaker")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(None))
    assert _dealt(game) == [120] and len(game.players[0].active.energy) == 2
    game = new_game(side(mon("sv6-22", "sv6-21", energy=[GRASS]), bench=[mon("Pikachu", energy=[GRASS, GRASS])]),
                    side(DARKRAI), rules="modern")
    _attack(game, "Spill the Tea")
    for _ in range(3):
        game.apply(Choose(game.pending.options[0]))
    assert _dealt(game) == [70 * 3 * 2] and not game.players[0].bench[0].energy


def test_twin_cannons_and_tricolor_pump_discard_from_the_hand():
    game = new_game(side(mon("sv7-30", "sv7-28", "sv7-29", energy=[WATER] * 2), hand=[WATER, WATER, WATER]),
                    side(DARKRAI), rules="modern")
    _attack(game, "Twin Cannons")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    assert _dealt(game) == [280] and len(game.players[0].discard) == 2
    game = new_game(side(mon("sv5-60", "sv5-59", energy=[WATER]), hand=[FIRE, GRASS, "Eevee"]),
                    side(DARKRAI, bench=[DARKRAI]), rules="modern")
    _attack(game, "Tricolor Pump")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(11))
    assert game.players[1].bench[0].damage == 120 and game.players[1].active.damage == 0


def test_power_shot_does_nothing_without_a_grass_energy_to_discard():
    for hand, dealt in (([GRASS], [170 * 2]), (["Eevee"], [])):
        game = new_game(side(mon("sv6pt5-5", "sv6pt5-3", "sv6pt5-4", energy=[GRASS]), hand=hand), side(DARKRAI),
                        rules="modern")
        _attack(game, "Power Shot")
        if game.pending is not None:
            game.apply(Choose(game.pending.options[0]))
        assert _dealt(game) == dealt


# ------------------------------------------------------------------ into the next turn
def _end_turn(game) -> None:
    from desktop.engine.actions import EndTurn

    game.apply(EndTurn())


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


# ------------------------------------------------------------------ Pokémon in play
def test_bring_down_the_axe_knocks_out_an_active_with_special_energy():
    for energy, knocked_out in (([JET], True), ([DARK], False)):
        game = new_game(side(mon("sv6pt5-46", "sv6pt5-44", "sv6pt5-45", energy=[FIGHTING])),
                        side(mon(DARKRAI, energy=energy), bench=["Pikachu"]), rules="modern")
        _attack(game, "Bring Down the Axe")
        assert (len(game.players[0].prizes) == 4) == knocked_out


def test_supportive_singing_heals_a_benched_ancient_pokemon():
    bench = [mon("sv5-119", damage=120), mon("Pikachu", damage=30)]
    game = new_game(side(mon("sv5-77", energy=[PSYCHIC]), bench=bench), side(DARKRAI), rules="modern")
    _attack(game, "Supportive Singing")
    assert [s.damage for s in game.players[0].bench] == [20, 30]


def test_everyone_explode_now_counts_and_hurts_drifloon_and_drifblim():
    game = new_game(side(mon("sv7-61", "sv7-60", energy=[PSYCHIC]), bench=["sv7-60", DARKRAI]), side(DARKRAI),
                    rules="modern")
    _attack(game, "Everyone Explode Now")
    assert game.players[1].active.damage == 100
    assert game.players[0].active.damage == 30 and game.players[0].bench[0].damage == 30
    assert game.players[0].bench[1].damage == 0


def test_damage_collection_moves_counters_to_the_active_pokemon():
    game = new_game(side(mon("sv5-107", energy=[DARK, DARK])), side(DARKRAI, bench=[mon("Pikachu", damage=20)]),
                    rules="modern")
    _attack(game, "Damage Collection")
    game.apply(Choose(11))
    game.apply(Choose(11))
    assert game.players[1].active.damage == 20 and game.players[1].bench[0].damage == 0


def test_energy_blender_moves_energy_between_your_pokemon():
    game = new_game(side(mon("sv5-131", "sv5-130", energy=[GRASS, FIRE, WATER]), bench=["Pikachu"]), side(DARKRAI),
                    rules="modern")
    _attack(game, "Energy Blender")
    fire = next(u for u in game.players[0].active.energy if game.name_of(u) == "Basic Fire Energy")
    game.apply(Choose(fire))
    game.apply(Choose(None))
    assert [game.name_of(u) for u in game.players[0].bench[0].energy] == ["Basic Fire Energy"]


def test_jumping_uppercut_and_breezy_gift_put_the_attacker_into_the_deck():
    game = new_game(side(mon("sv6-43", "sv6-41", "sv6-42", energy=[WATER] * 2), bench=["Pikachu"]), side(DARKRAI),
                    rules="modern")
    _attack(game, "Jumping Uppercut")
    game.apply(Choose("yes"))
    assert _dealt(game) == [240] and len(game.players[0].deck) == 10 + 5
    game = new_game(side(mon("sv7-11", "sv7-10", energy=[GRASS]), bench=["Pikachu"]), side(DARKRAI), rules="modern")
    _attack(game, "Breezy Gift")
    for _ in range(3):
        game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].hand) == 3 and len(game.players[0].deck) == 10 + 3 - 3


# ------------------------------------------------------------------ static Abilities
def _attackable(game, name: str) -> bool:
    card = game.card_of(game.players[0].active)
    index = next(i for i, a in enumerate(card.attacks) if a.name == name)
    return Attack(index) in game.legal_actions()


def test_food_prep_and_hustle_play_make_attacks_cost_less():
    energy = [WATER, WATER, WATER]
    for discard, can in ((["sv7-138"] * 2, True), (["sv7-138"], False)):
        game = new_game(side(mon("sv7-42", "sv7-87", energy=energy), discard=discard), side(DARKRAI), rules="modern")
        assert _attackable(game, "Haymaker") == can
    for bench, can in ((["Pikachu"] * 3, True), (["Pikachu"] * 2, False)):
        game = new_game(side(mon("sv5-34", "sv5-32", "sv5-33", energy=[FIRE, FIRE])), side(DARKRAI, bench=bench),
                        rules="modern")
        assert _attackable(game, "Blaze Blast") == can


def test_resilient_soul_and_adrena_power_change_hp():
    game = new_game(side(mon("sv5-21", "sv5-20")), side(DARKRAI, prizes=["Pikachu"] * 4), rules="modern")
    assert game.hp_of(game.players[0].active) == 100 + 2 * 50
    for energy, hp, dealt in (([DARK, FIGHTING, FIGHTING], 230, [170]), ([FIGHTING, FIGHTING], 130, [70])):
        game = new_game(side(mon("sv6-111", energy=energy)), side(DARKRAI), rules="modern")
        assert game.hp_of(game.players[0].active) == hp
        _attack(game, "Good Punch")
        assert _dealt(game) == dealt


def test_metal_bridge_frees_the_retreat_of_pokemon_with_metal_energy():
    from desktop.engine.actions import Retreat

    for energy, free in (([METAL], True), ([GRASS], False)):
        game = new_game(side(mon("Squirtle", energy=energy), bench=[mon("sv7-107", "sv7-106")]), side(DARKRAI),
                        rules="modern")
        assert game.retreat_cost(game.players[0].active) == (0 if free else 1)
        game.apply(Retreat(1))
        assert len(game.players[0].bench[0].energy) == (1 if free else 0)


def test_primal_knowledge_and_cobalt_command_boost_your_other_pokemon():
    for defender, extra in ((mon("sv6-114", "sv6-113"), 30), ("me1-74", 0)):
        game = new_game(side(mon("sv5-53", energy=[LIGHTNING]), bench=[mon("sv7-38", "sv7-36", "sv7-37")]),
                        side(defender), rules="modern")
        _attack(game, "Chop")
        assert _dealt(game) == [20 + extra]
    for attacker, extra in (("sv5-121", 20), ("sv5-119", 0)):  # a Future and an Ancient Pokémon
        game = new_game(side(mon(attacker, energy=[FIGHTING, LIGHTNING]), bench=["sv5-81"]), side("me1-74"),
                        rules="modern")
        events = _attack(game, "Peak Acceleration" if attacker == "sv5-121" else "Primordial Beatdown")
        if game.pending is not None:
            events += game.apply(Choose(None))
        base = 40 if attacker == "sv5-121" else 30
        assert [e.amount for e in events if e.kind == "damage" and e.player == 1] == [base + extra]


def test_twin_shotels_damages_2_pokemon_through_weakness_and_effects():
    game = new_game(side(mon("sv5-81", energy=[PSYCHIC] * 3)), side("me1-74", bench=[DARKRAI, "Pikachu"]),
                    rules="modern")
    _attack(game, "Twin Shotels")
    game.apply(Choose(10))
    game.apply(Choose(11))
    assert [s.damage for _p, s in game.players[1].in_play()] == [50, 50, 0]


# ------------------------------------------------------------------ when played or evolved
def _yes(game) -> None:
    assert game.pending is not None and game.pending.purpose == "may"
    game.apply(Choose("yes"))


def test_battle_hardened_attaches_up_to_2_fighting_energy_from_the_hand():
    from tests.engine_helpers import bench

    game = new_game(side("Pikachu", hand=["sv6pt5-25", FIGHTING, FIGHTING, FIGHTING]), side(DARKRAI), rules="modern")
    bench(game, "Bloodmoon Ursaluna")
    _yes(game)
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].bench[0].energy) == 2 and len(game.players[0].hand) == 1


def test_dig_dig_dig_and_impromptu_carrier_search_the_deck():
    from tests.engine_helpers import bench

    game = new_game(side("Pikachu", hand=["sv5-85"], deck=[FIGHTING] * 4 + ["Eevee"]), side(DARKRAI), rules="modern")
    bench(game, "Drilbur")
    _yes(game)
    for _ in range(3):
        game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].discard) == 3 and len(game.players[0].deck) == 2
    game = new_game(side("Pikachu", hand=["sv6-132"], deck=["sv7-175", "Eevee"]), side(DARKRAI), rules="modern")
    bench(game, "Farfetch'd")
    _yes(game)
    game.apply(Choose(game.pending.options[0]))
    assert [game.name_of(t) for t, _ in game.players[0].bench[0].tools] == ["Bravery Charm"]


def test_wicked_tail_shuffles_a_random_card_per_heads_into_their_deck():
    from tests.engine_helpers import evolve

    for seed in range(3):
        game = new_game(side("Aipom", hand=["sv6-138"]), side(DARKRAI, hand=["Eevee"] * 4), seed=seed, rules="modern")
        evolve(game, "Ambipom", 0)
        _yes(game)
        heads = _heads(game.last_events)
        assert len(game.players[1].hand) == 4 - heads and len(game.players[1].deck) == 10 + heads


def test_glittering_star_pattern_switches_in_a_weakened_benched_pokemon():
    from tests.engine_helpers import evolve

    them = side(DARKRAI, bench=["Eevee", mon(DARKRAI, damage=150), DARKRAI])
    game = new_game(side("Ledyba", hand=["sv7-3"]), them, rules="modern")
    evolve(game, "Ledian", 0)
    _yes(game)
    assert game.pending.options == (11, 12)  # Eevee (50 HP) and the Darkrai ex with 60 HP left
    game.apply(Choose(12))
    assert game.players[1].active.damage == 150


def test_wafting_heal_and_time_to_chow_down_heal_at_the_price_of_the_energy():
    from tests.engine_helpers import evolve

    game = new_game(side(mon("sv5-19", energy=[GRASS, GRASS], damage=60), bench=["Cottonee"], hand=["sv5-15"]),
                    side(DARKRAI), rules="modern")
    evolve(game, "Whimsicott", 1)
    _yes(game)
    assert game.players[0].active.damage == 0 and not game.players[0].active.energy
    game = new_game(side(mon("sv5-52", "Pikachu", energy=[LIGHTNING], damage=30),
                         bench=["Fidough", mon("Eevee", energy=[GRASS], damage=10)], hand=["sv7-67"]),
                    side(DARKRAI), rules="modern")
    evolve(game, "Dachsbun ex", 1)
    _yes(game)
    assert game.players[0].active.damage == 0 and not game.players[0].active.energy
    assert game.players[0].bench[1].damage == 10 and game.players[0].bench[1].energy


# ------------------------------------------------------------------ once during your turn
def test_alluring_light_and_run_away_draw():
    game = new_game(side(mon("sv6-38", "sv6-36", "sv6-37")), side(DARKRAI), rules="modern")
    _power(game, 0, "Alluring Light")
    assert len(game.players[0].hand) == 1 and len(game.players[1].hand) == 1
    game = new_game(side("Pikachu", bench=[mon("sv5-129", "Dunsparce", energy=[GRASS])]), side(DARKRAI),
                    rules="modern")
    _power(game, 1, "Run Away Draw")
    assert len(game.players[0].hand) == 3 and not game.players[0].bench and len(game.players[0].deck) == 10 - 3 + 3


def test_teleporter_leaves_from_the_active_spot_only():
    from desktop.engine.actions import UsePower

    game = new_game(side("sv6-80", bench=["Pikachu"]), side(DARKRAI), rules="modern")
    _power(game, 0, "Teleporter")
    assert game.card_of(game.players[0].active).name == "Pikachu" and not game.players[0].bench
    game = new_game(side("Pikachu", bench=["sv6-80"]), side(DARKRAI), rules="modern")
    assert UsePower(1, 0) not in game.legal_actions()


def test_captivating_invitation_and_selective_slime_on_heads():
    game = new_game(side(mon("sv6-88", "Flabébé", "Floette")), side(DARKRAI, bench=["Pikachu", "Eevee"]),
                    seed=seed_for(True), rules="modern")
    _power(game, 0, "Captivating Invitation")
    game.apply(Choose(12))
    assert game.card_of(game.players[1].active).name == "Eevee" and game.players[1].active.rot != 0
    game = new_game(side(mon("sv7-6")), side(DARKRAI), seed=seed_for(True), rules="modern")
    _power(game, 0, "Selective Slime")
    assert game.pending.options == ("Burned", "Confused", "Poisoned")
    game.apply(Choose("Burned"))
    assert game.players[1].active.burned


def test_boom_boom_groove_needs_festival_lead_in_the_active_spot():
    from desktop.engine.actions import UsePower

    for active, can in (("sv6-89", True), ("Pikachu", False)):  # Swirlix has Festival Lead
        game = new_game(side(active, bench=[mon("sv6-15", "Grookey")], deck=["Eevee", GRASS]), side(DARKRAI),
                        rules="modern")
        assert (UsePower(1, 0) in game.legal_actions()) == can
    game = new_game(side("sv6-89", bench=[mon("sv6-15", "Grookey")], deck=["Eevee", GRASS]), side(DARKRAI),
                    rules="modern")
    _power(game, 1, "Boom Boom Groove")
    game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].hand) == 1


def test_adrena_brain_moves_up_to_3_counters_to_the_opponent():
    game = new_game(side(mon("sv6-95", energy=[DARK]), bench=[mon("Pikachu", damage=40)]), side(DARKRAI),
                    rules="modern")
    _power(game, 0, "Adrena-Brain")
    assert game.pending.purpose == "move_damage_count" and game.pending.options == (1, 2, 3)
    game.apply(Choose(3))  # onto the only Pokémon of the opponent
    assert game.players[0].bench[0].damage == 10 and game.players[1].active.damage == 30


def test_emergency_evolution_evolves_pidove_into_unfezant_when_weak():
    from desktop.engine.actions import UsePower

    game = new_game(side(mon("sv5-133", damage=20), deck=["sv5-135", "Eevee"]), side(DARKRAI), rules="modern")
    assert UsePower(0, 0) in game.legal_actions()
    _power(game, 0, "Emergency Evolution")
    assert game.card_of(game.players[0].active).name == "Unfezant"
    game = new_game(side(mon("sv5-133", damage=10), deck=["sv5-135"]), side(DARKRAI), rules="modern")
    assert UsePower(0, 0) not in game.legal_actions()


def test_metal_maker_and_larimar_rain_attach_energy_from_the_top_of_the_deck():
    deck = ["Eevee"] * 3 + [METAL, "Pikachu", METAL, GRASS]  # the top card last
    game = new_game(side(mon("sv5-114", "sv5-113"), deck=deck), side(DARKRAI), rules="modern")
    _power(game, 0, "Metal Maker")
    assert {game.name_of(u) for u in game.pending.options} == {"Basic Metal Energy"}
    for _ in range(2):
        game.apply(Choose(game.pending.options[0]))
        if game.pending is not None and game.pending.purpose == "attach_energy":
            game.apply(Choose(0))
    assert len(game.players[0].active.energy) == 2
    assert [game.name_of(u) for u in game.players[0].deck[-3:]] == ["Eevee"] * 3  # the others went to the bottom
    game = new_game(side(mon("sv7-32", energy=[WATER, PSYCHIC, METAL]), deck=[FIRE, JET, "Eevee"]), side(DARKRAI),
                    rules="modern")
    _attack(game, "Larimar Rain")
    while game.pending is not None and game.pending.player == 0:
        game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].active.energy) == 5


def test_pyro_dance_attaches_a_fire_and_a_fighting_energy():
    game = new_game(side(mon("sv6-33", "sv6-31", "sv6-32"), hand=[FIRE, FIRE, FIGHTING]), side(DARKRAI),
                    rules="modern")
    _power(game, 0, "Pyro Dance")
    names = sorted(game.name_of(u) for u in game.pending.options if u is not None)
    assert names == ["Basic Fighting Energy", "Basic Fire Energy"]
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    assert game.pending is None and len(game.players[0].active.energy) == 2


# ------------------------------------------------------------------ more attacks
def test_ground_burn_and_destructo_press_read_the_top_of_the_deck():
    game = new_game(side(mon("sv6-29", "sv6-28", energy=[FIRE] * 3), deck=["Eevee", FIRE]),
                    side(DARKRAI, deck=["Eevee", GRASS]), rules="modern")
    _attack(game, "Ground Burn")
    assert _dealt(game) == [140 + 2 * 140] and len(game.players[0].discard) == 1
    deck = ["Eevee"] * 3 + ["sv5-121", "Eevee", "Pikachu", "sv5-121"]  # two Future cards in the top 5 (last)
    game = new_game(side(mon("sv5-62", energy=[LIGHTNING] * 2), deck=deck), side(DARKRAI), rules="modern")
    _attack(game, "Destructo-Press")
    assert _dealt(game) == [140] and len(game.players[0].discard) == 2 and len(game.players[0].deck) == 5


def test_mischievous_tentacles_and_sudden_scorching():
    game = new_game(side(mon("sv6pt5-33", energy=[DARK])), side(DARKRAI), rules="modern")
    events = _attack(game, "Mischievous Tentacles")
    assert any(e.kind == "peek" for e in events)
    assert game.apply(Choose("yes")) and any(e.kind == "shuffle" and e.player == 1 for e in game.last_events)
    from tests.engine_helpers import evolve

    game = new_game(side(mon("Salandit", energy=[FIRE, FIRE]), hand=["sv7-24"]), side(DARKRAI, hand=["Eevee"] * 5),
                    rules="modern")
    evolve(game, "Salazzle", 0)
    _attack(game, "Sudden Scorching")
    while game.pending is not None and game.pending.player == 1 and game.pending.purpose == "hand_to_discard":
        game.apply(Choose(game.pending.options[0]))
    assert len(game.players[1].discard) == 3


def test_vanguard_punch_and_slurp_slurp():
    game = new_game(side(mon("sv5-49", "sv5-48", energy=[WATER], damage=30)), side(DARKRAI), rules="modern")
    _attack(game, "Vanguard Punch")
    assert game.players[0].active.damage == 60
    for seed in range(6):
        game = new_game(side(mon("sv6-90", "sv6-89", energy=[PSYCHIC] * 2)), side(DARKRAI), seed=seed,
                        rules="modern")
        heads = _heads(_attack(game, "Slurp Slurp"))
        assert game.players[1].active.damage == 90 * heads
        assert (game.players[1].active.rot != 0) == (heads == 0)


def test_re_brew_and_torrential_pump():
    game = new_game(side(mon("sv6-23", "sv6-21", energy=[GRASS]), discard=[GRASS] * 3 + [FIRE]),
                    side(DARKRAI, bench=["Eevee"]), rules="modern")
    _attack(game, "Re-Brew")
    game.apply(Choose(10))
    assert game.players[1].active.damage == 60 and len(game.players[0].discard) == 1
    game = new_game(side(mon("sv6-64", energy=[WATER] * 4)), side(DARKRAI, bench=[DARKRAI]), rules="modern")
    _attack(game, "Torrential Pump")
    game.apply(Choose("yes"))
    for _ in range(3):
        if game.pending is not None and game.pending.purpose == "discard_energy":
            game.apply(Choose(game.pending.options[0]))
    assert game.players[1].bench[0].damage == 120 and len(game.players[0].active.energy) == 1


def test_inviting_kiss_and_interjet():
    game = new_game(side(mon("sv6-46", energy=[WATER]), deck=["Eevee", GRASS]), side(DARKRAI), rules="modern")
    _attack(game, "Inviting Kiss")
    assert game.card_of(game.players[0].bench[0]).name == "Eevee" and len(game.players[0].bench[0].energy) == 1
    game = new_game(side(mon("sv6-62", energy=[WATER] * 2), bench=["Eevee"]), side(DARKRAI, bench=["Pikachu"]),
                    rules="modern")
    _attack(game, "Interjet")
    assert game.card_of(game.players[0].active).name == "Eevee"
    assert game.card_of(game.players[1].active).name == "Pikachu"


def test_ground_crasher_and_strange_hacking():
    me = {**side(mon("sv6-110", energy=[FIGHTING])), "stadium": GRAVITY_MOUNTAIN}
    game = new_game(me, side(DARKRAI, bench=[DARKRAI]), rules="modern")
    _attack(game, "Ground Crasher")
    assert game.players[1].bench[0].damage == 30 and game.stadium == -1
    game = new_game(side(mon("sv6-82", "sv6-80", "sv6-81", energy=[PSYCHIC])),
                    side(mon(DARKRAI, damage=20), bench=[DARKRAI]), rules="modern")
    _attack(game, "Strange Hacking")
    game.apply(Choose(10))  # from the Active Pokémon, to the only other one
    game.apply(Choose(None))
    assert game.players[1].active.damage == 10 and game.players[1].bench[0].damage == 10
    assert game.players[1].active.rot != 0


def test_colorful_confection_and_poisonous_musculature():
    game = new_game(side(mon("sv7-65", "sv7-64", energy=[FIRE, WATER]), deck=["Squirtle", "Pikachu", "sv6-36"]),
                    side(DARKRAI), rules="modern")
    _attack(game, "Colorful Confection")
    assert {game.name_of(u) for u in game.pending.options} == {"Squirtle", "Litwick"}
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].hand) == 2
    game = new_game(side(mon("sv6pt5-36", energy=[GRASS]), deck=[DARK, DARK, "Eevee"]), side(DARKRAI),
                    rules="modern")
    _attack(game, "Poisonous Musculature")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].active.energy) == 3 and game.players[0].active.poison


def test_metronome_uses_an_attack_of_the_defending_pokemon():
    game = new_game(side(mon("sv6-79", "Clefairy", energy=[PSYCHIC] * 2)), side(DARKRAI), rules="modern")
    _attack(game, "Metronome")
    assert game.pending.purpose == "copy_attack"
    game.apply(Choose("Night Impact"))
    assert game.players[1].active.damage == 110


# ------------------------------------------------------------------ Trainers that pick
def _play(game, name: str, target=None) -> list:
    from tests.engine_helpers import play

    return play(game, name, target)


def test_scoop_up_cyclone_takes_a_pokemon_and_everything_attached():
    game = new_game(side(mon("sv5-52", "Pikachu", energy=[LIGHTNING], tools=["sv7-175"]), bench=["Eevee"],
                         hand=["sv6-162"]), side(DARKRAI), rules="modern")
    _play(game, "Scoop Up Cyclone")
    game.apply(Choose(0))
    assert sorted(game.name_of(u) for u in game.players[0].hand) == sorted(
        ["Raichu", "Pikachu", "Basic Lightning Energy", "Bravery Charm"])
    assert game.card_of(game.players[0].active).name == "Eevee"


def test_prime_catcher_switches_both_active_pokemon():
    game = new_game(side("Pikachu", bench=["Eevee"], hand=["sv5-157"]), side(DARKRAI, bench=["Squirtle", "Pikachu"]),
                    rules="modern")
    _play(game, "Prime Catcher")
    game.apply(Choose(11))
    assert game.card_of(game.players[1].active).name == "Squirtle"
    assert game.card_of(game.players[0].active).name == "Eevee"


def test_enhanced_hammer_and_reboot_pod():
    game = new_game(side("Pikachu", hand=["sv6-148"]), side(mon(DARKRAI, energy=[DARK]), bench=[mon("Eevee",
                                                                                                 energy=[JET])]),
                    rules="modern")
    _play(game, "Enhanced Hammer")
    assert not game.players[1].bench[0].energy and game.players[1].active.energy
    game = new_game(side("sv5-121", bench=["sv5-62", "Pikachu"], hand=["sv5-158"], discard=[LIGHTNING, GRASS]),
                    side(DARKRAI), rules="modern")
    _play(game, "Reboot Pod")
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    assert [len(s.energy) for _p, s in game.players[0].in_play()] == [1, 1, 0]


def test_love_ball_finds_a_pokemon_named_like_one_of_theirs():
    game = new_game(side("Pikachu", hand=["sv6-156"], deck=["Eevee", "Squirtle", DARKRAI]),
                    side(DARKRAI, bench=["Squirtle"]), rules="modern")
    _play(game, "Love Ball")
    assert {game.name_of(u) for u in game.pending.options} == {"Squirtle", "Darkrai ex"}
    game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].hand) == 1


def test_lanas_aid_takes_pokemon_without_a_rule_box_and_basic_energy():
    game = new_game(side("Pikachu", hand=["sv6-155"], discard=[DARKRAI, "Eevee", GRASS, JET]), side(DARKRAI),
                    rules="modern")
    _play(game, "Lana's Aid")
    assert {game.name_of(u) for u in game.pending.options} == {"Eevee", "Basic Grass Energy"}
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].hand) == 2


def test_kofu_puts_2_cards_on_the_bottom_and_draws_4():
    game = new_game(side("Pikachu", hand=["sv7-138", "Eevee"]), side(DARKRAI), rules="modern")
    assert not _playable(game, "Kofu")
    game = new_game(side("Pikachu", hand=["sv7-138", "Eevee", "Squirtle"]), side(DARKRAI), rules="modern")
    _play(game, "Kofu")
    eevee = next(u for u in game.players[0].hand if game.name_of(u) == "Eevee")
    game.apply(Choose(eevee))
    assert [game.name_of(u) for u in game.players[0].deck[:2]] == ["Squirtle", "Eevee"]
    assert len(game.players[0].hand) == 4


def test_glass_trumpet_needs_a_tera_pokemon_and_feeds_benched_colorless_pokemon():
    game = new_game(side("Pikachu", bench=["Eevee"], hand=["sv7-135"], discard=[GRASS]), side(DARKRAI),
                    rules="modern")
    assert not _playable(game, "Glass Trumpet")
    game = new_game(side("sv7-128", bench=["Eevee", "Pikachu", "sv5-136"], hand=["sv7-135"], discard=[GRASS, FIRE]),
                    side(DARKRAI), rules="modern")
    _play(game, "Glass Trumpet")
    assert game.pending.options == (1, 3)  # the Benched Colorless Pokémon
    game.apply(Choose(1))
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(3))
    assert [len(s.energy) for s in game.players[0].bench] == [1, 0, 1] and not game.players[0].discard[:-1]


def test_bug_catching_set_ciphermaniac_and_perrin():
    deck = ["Eevee"] * 3 + ["sv5-19", GRASS, "Pikachu", FIRE, "sv6-11", "Squirtle", GRASS]
    game = new_game(side("Pikachu", hand=["sv6-143"], deck=deck), side(DARKRAI), rules="modern")
    _play(game, "Bug Catching Set")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].hand) == 2 and len(game.players[0].deck) == 8
    game = new_game(side("Pikachu", hand=["sv5-145"], deck=["Eevee", "Squirtle", GRASS, FIRE]), side(DARKRAI),
                    rules="modern")
    _play(game, "Ciphermaniac's Codebreaking")
    pick = {game.name_of(u): u for u in game.pending.options}
    game.apply(Choose(pick["Squirtle"]))
    game.apply(Choose(next(u for u in game.pending.options if game.name_of(u) == "Basic Fire Energy")))
    assert [game.name_of(u) for u in game.players[0].deck[-2:]] == ["Squirtle", "Basic Fire Energy"]
    game = new_game(side("Pikachu", hand=["sv6-160", "Eevee", "Squirtle"], deck=["sv5-19", DARKRAI, GRASS]),
                    side(DARKRAI), rules="modern")
    _play(game, "Perrin")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(None))  # only 1 Pokémon given: 1 taken
    game.apply(Choose(game.pending.options[0]))
    assert game.pending is None and len(game.players[0].hand) == 2 and len(game.players[0].deck) == 3


def test_antique_fossils_play_as_60_hp_basic_pokemon_and_can_be_discarded():
    from desktop.engine.actions import DiscardFromPlay
    from tests.engine_helpers import bench

    game = new_game(side("Pikachu", hand=["sv7-130"]), side(DARKRAI), rules="modern")
    bench(game, "Antique Root Fossil")
    fossil = game.players[0].bench[0]
    assert game.hp_of(fossil) == 60 and game.types_of(fossil)[:1] in ((), ("Colorless",))
    game.apply(DiscardFromPlay(1))
    assert not game.players[0].bench and [game.name_of(u) for u in game.players[0].discard] == ["Antique Root Fossil"]
    game = new_game(side("sv7-129", bench=["Pikachu"]), side(DARKRAI), rules="modern")
    assert game.retreat_cost(game.players[0].active) == 0 and not any(
        type(a).__name__ == "Retreat" for a in game.legal_actions())


def test_academy_at_night_puts_a_card_from_the_hand_on_top_of_the_deck():
    from desktop.engine.actions import UseStadium

    me = {**side("Pikachu", hand=["Eevee", "Squirtle"]), "stadium": "sv6pt5-54"}
    game = new_game(me, side(DARKRAI), rules="modern")
    game.apply(UseStadium())
    eevee = next(u for u in game.players[0].hand if game.name_of(u) == "Eevee")
    game.apply(Choose(eevee))
    assert game.players[0].deck[-1] == eevee and UseStadium() not in game.legal_actions()


def test_caretaker_goes_back_into_the_deck_with_community_center_in_play():
    for stadium, in_deck in (("sv6-146", True), (GRAVITY_MOUNTAIN, False)):
        me = {**side("Pikachu", hand=["sv6-144"]), "stadium": stadium}
        game = new_game(me, side(DARKRAI), rules="modern")
        _play(game, "Caretaker")
        assert len(game.players[0].hand) == 2
        assert any(game.name_of(u) == "Caretaker" for u in game.players[0].deck) == in_deck
        assert any(game.name_of(u) == "Caretaker" for u in game.players[0].discard) != in_deck


def test_crispin_takes_one_energy_and_attaches_another_of_a_different_type():
    game = new_game(side("Pikachu", hand=["sv7-133"], deck=[FIRE, FIRE, WATER, "Eevee"]), side(DARKRAI),
                    rules="modern")
    _play(game, "Crispin")
    fire = next(u for u in game.pending.options if game.name_of(u) == "Basic Fire Energy")
    game.apply(Choose(fire))
    assert {game.name_of(u) for u in game.pending.options} == {"Basic Water Energy"}
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(fire))  # Fire into the hand, Water attached (to the only Pokémon)
    assert [game.name_of(u) for u in game.players[0].hand] == ["Basic Fire Energy"]
    assert [game.name_of(u) for u in game.players[0].active.energy] == ["Basic Water Energy"]


def test_janines_secret_art_attaches_darkness_energy_and_poisons_the_active():
    game = new_game(side("sv6pt5-30", bench=["sv5-109", "Pikachu"], hand=["sv6pt5-59"], deck=[DARK] * 3),
                    side(DARKRAI), rules="modern")
    _play(game, "Janine's Secret Art")
    assert game.pending.options == (0, 1)
    game.apply(Choose(0))
    game.apply(Choose(1))
    assert [len(s.energy) for _p, s in game.players[0].in_play()] == [1, 1, 0]
    assert game.players[0].active.poison


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
    from desktop.engine.actions import UsePower

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


# ------------------------------------------------------------------ Abilities taken away
def test_midnight_fluttering_takes_the_opponents_active_abilities_away():
    from desktop.engine.actions import EndTurn, UsePower

    for active, usable in (("sv5-78", False), ("Pikachu", True)):
        game = new_game(side(active), side("sv6-80", bench=["Pikachu"]), rules="modern")
        game.apply(EndTurn())
        assert (UsePower(0, 0) in game.legal_actions()) == usable  # Abra's Teleporter


def test_initialization_takes_abilities_from_rule_box_pokemon_but_future_ones():
    from desktop.engine.actions import UsePower

    for active, usable in (("sv6-77", False), ("Pikachu", True)):
        game = new_game(side(active, bench=[mon("sv6-134", "sv6-133", energy=[GRASS]), "Eevee"]), side(DARKRAI),
                        rules="modern")
        assert (UsePower(1, 0) in game.legal_actions()) == usable  # Blissey ex's Happy Switch


def test_big_net_makes_the_opponents_active_evolution_pokemon_retreat_cost_more():
    for active, cost in ((mon("sv5-52", "Pikachu"), 1 + 1), ("Pikachu", 1)):
        game = new_game(side(active, bench=["Eevee"]), side(mon("sv6-5", "sv6-4")), rules="modern")
        printed = game.card_of(game.players[0].active).retreat
        assert game.retreat_cost(game.players[0].active) == printed + (cost - 1)


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


# ------------------------------------------------------------------ evolving from the deck
def test_salvatore_evolves_even_a_pokemon_put_into_play_this_turn_into_a_card_without_abilities():
    deck = ["sv5-15", "sv5-108", "sv5-52"]
    game = new_game(side("Pikachu", bench=["Cottonee", "sv6-83"], hand=["sv5-160"], deck=deck), side(DARKRAI),
                    rules="modern")
    for slot in game.players[0].slots():
        slot.entered = game.turn  # all put into play this turn
    _play(game, "Salvatore")  # only Pikachu -> Raichu: Whimsicott and Farigiraf ex have Abilities
    assert [game.card_of(s).name for _p, s in game.players[0].in_play()] == ["Raichu", "Cottonee", "Girafarig"]


def test_grand_tree_evolves_a_basic_into_stage_1_then_stage_2():
    from desktop.engine.actions import UseStadium

    me = {**side("sv6-120", deck=["sv6-121", "sv6-122", "Eevee"]), "stadium": "sv7-136"}
    game = new_game(me, side(DARKRAI), rules="modern")
    game.apply(UseStadium())
    _yes(game)
    assert game.card_of(game.players[0].active).name == "Aggron" and UseStadium() not in game.legal_actions()


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


# ------------------------------------------------------------------ a Trainer played this turn
def test_colluding_tentacles_needs_xerosics_machinations_played_this_turn():
    for played, damage in ((True, 120), (False, 0)):
        game = new_game(side(mon("sv6pt5-34", "sv6pt5-33", energy=[DARK, DARK]), hand=["sv6pt5-64"]),
                        side("Pikachu", bench=[DARKRAI]), rules="modern")
        if played:
            _play(game, "Xerosic's Machinations")
        _attack(game, "Colluding Tentacles")
        active = game.players[1].active
        assert game.card_of(active).name == ("Darkrai ex" if played else "Pikachu") and active.damage == damage


def test_shadowy_envoy_draws_to_8_after_janines_secret_art():
    from desktop.engine.actions import UsePower

    game = new_game(side("sv6pt5-29", hand=["sv6pt5-59"], deck=["Eevee"] * 12), side(DARKRAI), rules="modern")
    assert UsePower(0, 0) not in game.legal_actions()
    _play(game, "Janine's Secret Art")
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0] if not game.pending.optional else None))
    _power(game, 0, "Shadowy Envoy")
    assert len(game.players[0].hand) == 8


def test_briar_takes_1_more_prize_for_a_tera_pokemons_knock_out():
    for prizes, can in ((["Pikachu"] * 2, True), (["Pikachu"] * 3, False)):
        game = new_game(side("sv7-128", hand=["sv7-132"]), side(DARKRAI, prizes=prizes), rules="modern")
        assert _playable(game, "Briar") == can
    game = new_game(side(mon("sv7-128", energy=[GRASS, WATER, LIGHTNING]), hand=["sv7-132"], prizes=["Pikachu"] * 4),
                    side(mon("Pikachu", damage=0), bench=["Eevee"], prizes=["Pikachu"] * 2), rules="modern")
    _play(game, "Briar")
    _attack(game, "Crown Opal")
    assert len(game.players[0].prizes) == 4 - 2  # a Pikachu is worth 1, and Briar's 1 more


def test_seek_inspiration_uses_an_attack_of_the_discarded_pokemon():
    for top, dealt in (("sv5-53", [50]), (DARKRAI, []), (GRASS, [])):
        game = new_game(side(mon("sv7-58", "Slowpoke", energy=[PSYCHIC, PSYCHIC]), deck=["Eevee", top]),
                        side("me1-74"), rules="modern")
        events = _attack(game, "Seek Inspiration")
        if game.pending is not None and game.pending.purpose == "copy_attack":
            assert game.pending.options == ("Chop", "Electric Punch")
            events += game.apply(Choose("Electric Punch"))
        assert [e.amount for e in events if e.kind == "damage" and e.player == 1] == dealt
        assert len(game.players[0].discard) == 1 and len(game.players[0].deck) == 1


def test_disorienting_flash_confuses_with_8_counters_on_tails():
    from tests.engine_helpers import seed_for

    game = new_game(side(mon("sv7-49", energy=[LIGHTNING] * 2)), side(mon(DARKRAI, energy=[DARK, DARK])),
                    rules="modern", seed=seed_for(False))
    _attack(game, "Disorienting Flash")
    assert game.players[1].active.rot != 0
    events = _attack_as(game, 1, "Wind of Darkness")  # Confused: tails, 8 damage counters on itself
    assert [e.amount for e in events if e.kind == "damage" and e.player == 1 and e.detail == "Confusion"] == [80]


def test_sparkling_crystal_makes_a_tera_pokemons_attack_cost_1_energy_less():
    for attacker, can in (("sv7-128", True), (DARKRAI, False)):
        game = new_game(side(mon(attacker, energy=[GRASS, WATER], tools=["sv7-142"])), side("me1-74"), rules="modern")
        name = "Crown Opal" if attacker == "sv7-128" else "Night Impact"
        assert _attackable(game, name) == can  # Crown Opal needs Grass, Water, Lightning


def test_gutsy_swing_ignores_its_cost_while_conkeldurr_has_a_special_condition():
    for burned, can in ((True, True), (False, False)):
        game = new_game(side(mon("sv6-105", "Timburr", "Gurdurr")), side(DARKRAI), rules="modern")
        game.players[0].active.burned = burned
        assert _attackable(game, "Gutsy Swing") == can
    game = new_game(side(mon("sv6-105", "Timburr", "Gurdurr")), side(DARKRAI), rules="modern")
    game.players[0].active.poison = 10
    _attack(game, "Gutsy Swing")
    assert _dealt(game) == [250]


def test_memory_dive_lets_evolved_pokemon_use_their_previous_evolutions_attacks():
    for bench, can in ((["sv5-84"], True), (["Eevee"], False)):
        game = new_game(side(mon("sv5-52", "base1-58", energy=[LIGHTNING, LIGHTNING]), bench=bench), side(DARKRAI),
                        rules="modern")
        names = [a.name for a in game.card_of(game.players[0].active).attacks]
        assert ("Thunder Jolt" in names) == can
    game = new_game(side(mon("sv5-52", "base1-58", energy=[LIGHTNING, LIGHTNING]), bench=["sv5-84"]),
                    side(DARKRAI), rules="modern", seed=seed_for(True))
    _attack(game, "Thunder Jolt")
    assert game.players[1].active.damage == 30


def test_luminous_energy_provides_every_type_unless_another_special_energy_is_attached():
    game = new_game(side(mon("sv6-39", energy=[FIRE, "sv6-226"])), side(DARKRAI), rules="modern")
    assert _attackable(game, "Ground Melter")  # Fire and Colorless
    game = new_game(side(mon("sv6-39", energy=["sv6-226", JET])), side(DARKRAI), rules="modern")
    assert game.energy_units(game.players[0].active) == ["Colorless", "Colorless"]
    assert not _attackable(game, "Ground Melter")
    game = new_game(side(mon("sv6-39", energy=["sv6-226", "sv6-226"])), side(DARKRAI), rules="modern")
    assert game.energy_units(game.players[0].active) == ["Colorless", "Colorless"]  # each sees the other


def test_curly_wall_protects_basic_colorless_pokemon_with_another_bouffalant_in_play():
    for bench, dealt in ((["sv7-119"], [40]), (["Pikachu"], [100]), (["sv7-119", "sv7-119"], [40])):  # no stacking
        game = new_game(side(mon("sv6-76", "sv6-75", energy=[LIGHTNING] * 2)), side("sv7-119", bench=bench),
                        rules="modern")
        _attack(game, "Strong Volt")
        assert _dealt(game) == dealt


def test_quick_sign_can_be_used_during_the_first_turn_of_the_player_going_first():
    game = new_game(side(mon("sv6-9", energy=[GRASS]), deck=["Eevee", "Pikachu", GRASS]), side(DARKRAI),
                    rules="modern", turn=1, first=0)
    legal = game.legal_actions()
    assert Attack(0) in legal and Attack(1) not in legal  # Coordinated Strike must wait
    _attack(game, "Quick Sign")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].bench) == 2


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


# ------------------------------------------------------------------ Energy attached from the hand
def test_gnawing_curse_puts_2_counters_on_a_pokemon_the_opponent_attaches_energy_to():
    from tests.engine_helpers import attach

    game = new_game(side("Pikachu", hand=[LIGHTNING, GRASS]), side(mon("sv5-104", "Gastly", "Haunter")),
                    rules="modern")
    attach(game, "Basic Lightning Energy", 0)
    assert game.players[0].active.damage == 20
    game = new_game(side(mon("sv7-14", "sv7-12", "sv7-13"), hand=[GRASS]), side(mon("sv5-104", "Gastly", "Haunter")),
                    rules="modern")
    _power(game, 0, "Ripening Charge")  # an Ability's attachment from the hand counts too (then heals 30)
    assert game.players[0].active.damage == 0 and len(game.players[0].active.energy) == 1


def test_tricky_steps_moves_an_energy_to_their_bench():
    game = new_game(side(mon("sv5-104", "Gastly", "Haunter", energy=[DARK, DARK])),
                    side(mon(DARKRAI, energy=[DARK]), bench=["Eevee"]), rules="modern")
    _attack(game, "Tricky Steps")
    game.apply(Choose("yes"))
    assert not game.players[1].active.energy and len(game.players[1].bench[0].energy) == 1


def test_daydream_ends_their_turn_when_they_attach_energy_to_the_defending_pokemon():
    from tests.engine_helpers import attach

    game = new_game(side(mon("sv6pt5-17", energy=[PSYCHIC] * 2)),
                    side(DARKRAI, bench=["Eevee"], hand=[DARK, DARK], deck=[DARK] * 5), rules="modern")
    _attack(game, "Daydream")
    assert game.current == 1
    attach(game, "Basic Darkness Energy", 0)
    assert game.current == 0


def test_boomerang_energy_comes_back_after_its_attack_discarded_it():
    game = new_game(side(mon("sv5-31", energy=[FIRE, FIRE, "sv6-166", "sv6-166"])), side(DARKRAI), rules="modern",
                    seed=seed_for(False, False, False))
    _attack(game, "Licking Flames")  # 3 tails: 3 Energy discarded
    while game.pending is not None and game.pending.player == 0:
        boomerang = [u for u in game.pending.options if game.name_of(u) == "Boomerang Energy"]
        game.apply(Choose(boomerang[0] if boomerang else game.pending.options[0]))
    names = sorted(game.name_of(u) for u in game.players[0].active.energy)
    assert names == ["Basic Fire Energy", "Boomerang Energy", "Boomerang Energy"]
    assert [game.name_of(u) for u in game.players[0].discard] == ["Basic Fire Energy"]


def test_look_alike_show_uses_a_supporter_of_the_opponents_hand():
    game = new_game(side(mon("sv5-63", energy=[PSYCHIC])), side(DARKRAI, hand=["sv6-144", "sv6pt5-64", "Eevee"]),
                    rules="modern")
    _attack(game, "Look-Alike Show")
    assert {game.name_of(u) for u in game.pending.options} == {"Caretaker", "Xerosic's Machinations"}
    caretaker = next(u for u in game.pending.options if game.name_of(u) == "Caretaker")
    game.apply(Choose(caretaker))
    assert len(game.players[0].hand) == 2 and len(game.players[1].hand) == 3 + 1  # they keep the card, and draw
    game = new_game(side(mon("sv5-63", energy=[PSYCHIC])), side(DARKRAI, hand=["Eevee"]), rules="modern")
    _attack(game, "Look-Alike Show")
    assert game.pending is None and game.current == 1


def test_all_out_attack_does_90_more_after_form_ranks_last_turn():
    for first, dealt in (("Form Ranks", [120]), ("All-Out Attack", [30])):
        game = new_game(side(mon("sv7-88", energy=[FIGHTING, FIGHTING]), deck=["Eevee"] * 6),
                        side(mon("sv5-12", "sv5-10", "sv5-11")), rules="modern")
        _attack(game, first)
        while game.pending is not None and game.pending.player == 0:
            game.apply(Choose(None if game.pending.optional else game.pending.options[0]))
        _end_turn(game)
        _attack(game, "All-Out Attack")
        assert _dealt(game) == dealt


# ------------------------------------------------------------------ cards locked in the discard pile
def test_poke_vital_a_heals_150_and_stays_in_the_discard_pile():
    from desktop.engine.fx.card_nodes import MoveCards

    game = new_game(side(mon(DARKRAI, damage=180), hand=["sv6pt5-62"], discard=["sv5-141"]), side("Pikachu"),
                    rules="modern")
    _play(game, "Poké Vital A", 0)
    assert game.players[0].active.damage == 30
    take = MoveCards(source="discard", to="hand", count=1, filter="item")
    assert [game.name_of(u) for u in take._options(game, 0)] == ["Awakening Drum"]


def test_neutralization_zone_shields_pokemon_without_a_rule_box_from_ex_and_v():
    for attacker, energy, name, defender, damage in ((DARKRAI, [DARK] * 2, "Wind of Darkness", "Eevee", 0),
                                                      ("sv5-53", [LIGHTNING], "Chop", "Eevee", 20),
                                                      (DARKRAI, [DARK] * 2, "Wind of Darkness", DARKRAI, 40)):
        me = {**side(mon(attacker, energy=energy)), "stadium": "sv6pt5-60"}
        game = new_game(me, side(defender), rules="modern")
        _attack(game, name)
        assert game.players[1].active.damage == damage
    from desktop.engine.fx.card_nodes import discard_locked

    assert discard_locked(default_db_card("sv6pt5-60")) and discard_locked(default_db_card("sv6pt5-62"))


def default_db_card(card_id: str):
    from desktop.engine.cards import default_db

    return default_db().get(card_id)


def test_emergency_rotation_benches_klinklang_from_the_hand_against_a_stage_2():
    from desktop.engine.actions import PlayBasic

    for their, can in ((mon("sv5-56", "sv5-55"), True), (DARKRAI, False)):
        game = new_game(side("Pikachu", hand=["sv7-101"]), side(their), rules="modern")
        uid = game.players[0].hand[0]
        assert (PlayBasic(uid) in game.legal_actions()) == can
        if can:
            game.apply(PlayBasic(uid))
            assert game.card_of(game.players[0].bench[0]).name == "Klinklang"


def test_heros_spirit_keeps_palafin_ex_out_of_play_by_evolving():
    from desktop.engine.actions import Evolve

    game = new_game(side("Finizen", hand=["sv6-61", "sv5-49"], deck=["sv6-61"]), side(DARKRAI), rules="modern")
    evolves = {game.name_of(a[1]) for a in game.legal_actions() if isinstance(a, Evolve)}
    assert evolves == {"Palafin"}  # not Palafin ex
    from desktop.engine.fx.machine_tool_nodes import _evolutions

    assert _evolutions(game, 0, "Finizen") == []
