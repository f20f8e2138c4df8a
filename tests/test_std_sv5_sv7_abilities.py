"""Temporal Forces to Stellar Crown (issue #14): Abilities and Pokémon Tools, each played as printed."""

from __future__ import annotations

from desktop.engine.actions import Choose, UsePower
from tests.engine_helpers import mon, new_game, seed_for, side
from tests.std_sv5_sv7_helpers import (
    DARK,
    DARKRAI,
    FIGHTING,
    FIRE,
    GRASS,
    JET,
    LIGHTNING,
    METAL,
    PSYCHIC,
    WATER,
    _attack,
    _attack_as,
    _attackable,
    _dealt,
    _heads,
    _hit,
    _power,
    _yes,
)


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


# ------------------------------------------------------------------ static Abilities


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


# ------------------------------------------------------------------ Abilities taken away
def test_midnight_fluttering_takes_the_opponents_active_abilities_away():
    from desktop.engine.actions import EndTurn

    for active, usable in (("sv5-78", False), ("Pikachu", True)):
        game = new_game(side(active), side("sv6-80", bench=["Pikachu"]), rules="modern")
        game.apply(EndTurn())
        assert (UsePower(0, 0) in game.legal_actions()) == usable  # Abra's Teleporter


def test_initialization_takes_abilities_from_rule_box_pokemon_but_future_ones():

    for active, usable in (("sv6-77", False), ("Pikachu", True)):
        game = new_game(side(active, bench=[mon("sv6-134", "sv6-133", energy=[GRASS]), "Eevee"]), side(DARKRAI),
                        rules="modern")
        assert (UsePower(1, 0) in game.legal_actions()) == usable  # Blissey ex's Happy Switch


def test_big_net_makes_the_opponents_active_evolution_pokemon_retreat_cost_more():
    for active, cost in ((mon("sv5-52", "Pikachu"), 1 + 1), ("Pikachu", 1)):
        game = new_game(side(active, bench=["Eevee"]), side(mon("sv6-5", "sv6-4")), rules="modern")
        printed = game.card_of(game.players[0].active).retreat
        assert game.retreat_cost(game.players[0].active) == printed + (cost - 1)
