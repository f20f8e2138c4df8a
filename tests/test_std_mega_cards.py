"""Cards of today's Standard sets (Black Bolt, White Flare, Mega Evolution, Phantasmal Flames,
Ascended Heroes, Perfect Order), each played as printed (issue #14)."""

from __future__ import annotations

from desktop.engine.actions import Attack, Choose, Evolve, Retreat
from desktop.engine.cards import default_db
from tests.engine_helpers import bench, hand_card, mon, new_game, side

FIGHTING, GRASS, FIRE, WATER, LIGHTNING, PSYCHIC = "sve-6", "sve-1", "sve-2", "sve-3", "sve-4", "sve-5"
PLUME, JAW, ARCHEN = "rsv10pt5-79", "me3-68", "rsv10pt5-50"


def _attack_named(game, name: str, player: int = 0) -> None:
    card = game.card_of(game.players[player].active)
    game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == name)))


def _dealt(game, player: int = 1) -> list[int]:
    return [e.amount for e in game.last_events if e.kind == "damage" and e.player == player]


def test_antique_plume_fossil_is_played_as_a_basic_pokemon_and_is_safe_on_the_bench():
    fossil = default_db().get(PLUME)
    assert fossil.hp == 60 and fossil.is_basic_pokemon and fossil.implemented
    game = new_game(side(mon("svp-110"), hand=[PLUME, ARCHEN]), side(mon("sv3-62", energy=[WATER] * 3)),
                    rules="modern")
    bench(game, "Antique Plume Fossil")
    assert game.name_of(game.players[0].bench[0].top) == "Antique Plume Fossil"
    game.apply(game.legal_actions()[-1])  # end the turn: the opponent's Jet Punch aims at the Bench
    _attack_named(game, "Jet Punch", player=1)
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
        _attack_named(game, "Jet Punch", player=1)
        printed = default_db().get("sv3-62").attacks[0].damage
        assert game.players[0].active.damage == printed - less, active


METAL, DARK = "sve-8", "sve-7"
DARKRAI_EX, PALAFIN, LUNATONE = "svp-110", "sv3-62", "me1-74"


def _damage_by(attacker: str, attack: str, energy, defender=LUNATONE, **mine) -> int:
    """The damage ``attack`` does to ``defender`` (player 1's Active Pokémon)."""
    me = side(mon(attacker, energy=energy), **mine)
    game = new_game(me, side(mon(defender)), rules="modern")
    return _run(game, attack)


def _run(game, attack: str) -> int:
    """Attack (taking the first option of any prompt); the damage done to player 1's Active Pokémon."""
    card = game.card_of(game.players[0].active)
    events = game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == attack)))
    while game.pending is not None and game.pending.player == 0:
        events += game.apply(game.legal_actions()[0])
    return sum(e.amount for e in events if e.kind == "damage" and e.player == 1 and e.pos == 0)


def test_gobble_down_does_80_for_each_prize_card_you_have_taken():
    for taken in (0, 2):
        game = new_game(side(mon("me1-94", energy=[METAL] * 2)), side(mon(LUNATONE)), rules="modern")
        for _ in range(taken):
            game.players[0].discard.append(game.players[0].prizes.pop())
        assert _run(game, "Gobble Down") == 80 * taken


def test_huge_bite_base_damage_is_30_once_the_defending_pokemon_is_damaged():
    for damage, dealt in ((0, 260), (10, 30)):
        game = new_game(side(mon("me1-94", energy=[METAL] * 3)), side(mon(DARKRAI_EX, damage=damage)),
                        rules="modern")
        assert _run(game, "Huge Bite") == dealt


def test_resentful_refrain_does_50_for_each_card_in_the_opponents_hand():
    them = side(mon(LUNATONE), hand=[FIGHTING] * 3)
    game = new_game(side(mon("me2pt5-47", energy=[WATER])), them, rules="modern")
    assert _run(game, "Resentful Refrain") == 150


def test_shoulder_throw_does_30_less_for_each_colorless_in_the_defenders_retreat_cost():
    assert _damage_by("zsv10pt5-50", "Shoulder Throw", [FIGHTING] * 2, defender=PALAFIN) == 120 - 2 * 30
    assert _damage_by("zsv10pt5-50", "Shoulder Throw", [FIGHTING] * 2, defender=LUNATONE) == 120 - 30


def test_windup_swing_does_60_less_for_each_energy_on_the_defender():
    game = new_game(side(mon("me1-98", energy=[METAL])), side(mon(PALAFIN, energy=[WATER, WATER])), rules="modern")
    assert _run(game, "Windup Swing") == 240 - 120


def test_electro_fall_needs_4_lightning_energy_in_play():
    for bench_energy, dealt in (([LIGHTNING], 30), ([LIGHTNING, LIGHTNING], 120)):
        game = new_game(side(mon("me1-48", energy=[LIGHTNING] * 2), bench=[mon("me1-48", energy=bench_energy)]),
                        side(mon(LUNATONE)), rules="modern")
        assert _run(game, "Electro Fall") == dealt


def test_metal_arms_does_40_more_with_a_tool_attached():
    for tools, dealt in (([], 80), (["sv1-174"], 120)):
        game = new_game(side(mon("zsv10pt5-66", energy=[METAL] * 3, tools=tools)), side(mon(LUNATONE)),
                        rules="modern")
        assert _run(game, "Metal Arms") == dealt


def test_welcoming_tail_does_200_more_with_exactly_6_prizes_left():
    for taken, dealt in ((0, 240), (1, 40)):
        game = new_game(side(mon("me1-93", energy=[METAL] * 2)), side(mon(LUNATONE)), rules="modern")
        for _ in range(taken):
            game.players[0].discard.append(game.players[0].prizes.pop())
        assert _run(game, "Welcoming Tail") == dealt


def test_solar_coiling_does_150_more_with_rosas_encouragement_in_the_discard_pile():
    for discard, dealt in (([], 100), (["me3-84"], 250)):
        game = new_game(side(mon("me3-6", energy=[GRASS] * 3), discard=discard), side(mon(PALAFIN)),
                        rules="modern")
        assert _run(game, "Solar Coiling") == dealt


def test_rising_chop_does_nothing_unless_the_defender_is_a_pokemon_ex_and_ignores_weakness():
    assert _damage_by("rsv10pt5-49", "Rising Chop", [FIGHTING], defender=LUNATONE) == 0
    assert _damage_by("rsv10pt5-49", "Rising Chop", [FIGHTING], defender=DARKRAI_EX) == 90


def test_smack_down_does_50_more_against_fighting_resistance():
    assert _damage_by("rsv10pt5-47", "Smack Down", [FIGHTING], defender="sv1-77") == 30 + 50 - 30
    assert _damage_by("rsv10pt5-47", "Smack Down", [FIGHTING], defender=PALAFIN) == 30


def _power(game, pos: int, name: str):
    from desktop.engine.actions import UsePower

    card = game.card_of(game.players[0].slot(pos))
    return UsePower(pos, next(i for i, p in enumerate(card.powers) if p.name == name))


def test_inferno_fandango_attaches_fire_energy_from_the_hand_to_any_pokemon_as_often_as_you_like():
    game = new_game(side(mon("rsv10pt5-13"), bench=[LUNATONE], hand=[FIRE, FIRE]), side(mon(PALAFIN)),
                    rules="modern")
    for _ in range(2):
        game.apply(_power(game, 0, "Inferno Fandango"))
        game.apply(Choose(1))  # Lunatone, a Fighting Pokémon
    assert len(game.players[0].bench[0].energy) == 2 and not game.players[0].hand
    assert _power(game, 0, "Inferno Fandango") not in game.legal_actions()


def test_stone_arms_attaches_one_fighting_energy_from_the_hand_once_a_turn():
    game = new_game(side(mon("me3-43"), bench=[LUNATONE, PALAFIN], hand=[FIGHTING, FIGHTING]), side(mon(PALAFIN)),
                    rules="modern")
    game.apply(_power(game, 0, "Stone Arms"))
    assert game.pending is not None and 2 not in game.pending.options  # Palafin is not a Fighting Pokémon
    game.apply(Choose(1))
    assert len(game.players[0].bench[0].energy) == 1 and len(game.players[0].hand) == 1
    assert _power(game, 0, "Stone Arms") not in game.legal_actions()


def test_solar_transfer_moves_basic_grass_energy_between_your_pokemon():
    game = new_game(side(mon("me1-3", "me1-1", "me1-2", energy=[GRASS, GRASS]), bench=[LUNATONE]),
                    side(mon(PALAFIN)), rules="modern")
    for _ in range(2):
        game.apply(_power(game, 0, "Solar Transfer"))
        while game.pending is not None:
            game.apply(Choose(0 if game.pending.purpose == "move_energy_from" else 1))
    assert len(game.players[0].bench[0].energy) == 2 and not game.players[0].active.energy


def _answer_all(game, pick=0) -> list:
    """Answer player 0's prompts with the option at index ``pick`` (or the only one); the events."""
    events: list = []
    while game.pending is not None and game.pending.player == 0:
        options = game.pending.options
        events += game.apply(Choose(options[min(pick, len(options) - 1)]))
    return events


def test_sniping_feathers_discards_2_energy_and_does_120_to_a_benched_pokemon():
    game = new_game(side(mon("me2-58", energy=[DARK] * 3)), side(mon(LUNATONE), bench=[PALAFIN]), rules="modern")
    _attack_named(game, "Sniping Feathers")
    assert game.pending is not None
    game.apply(Choose(game.pending.options[-1]))  # the Benched Palafin
    assert game.players[1].bench[0].damage == 120 and game.players[1].active.damage == 0
    assert len(game.players[0].active.energy) == 1 and len(game.players[0].discard) == 2


def test_ice_prison_discards_2_energy_and_paralyzes():
    game = new_game(side(mon("me2pt5-48", energy=[WATER] * 4)), side(mon(PALAFIN)), rules="modern")
    _attack_named(game, "Ice Prison")
    _answer_all(game)
    assert game.players[1].active.rot != 0 and len(game.players[0].active.energy) == 2


def test_nullifying_zero_flips_for_each_opposing_pokemon():
    from tests.engine_helpers import seed_for

    game = new_game(side(mon("me3-47", energy=[FIGHTING] * 5)), side(mon(PALAFIN), bench=[LUNATONE]),
                    rules="modern", seed=seed_for(True, False))
    _attack_named(game, "Nullifying Zero")
    hits = [e for e in game.last_events if e.kind == "damage" and e.player == 1]
    assert len(hits) <= 2 and all(e.amount in (150, 300) for e in hits)
    assert sum(e.kind == "coin" for e in game.last_events) == 2


def test_facade_does_100_more_while_burned_or_poisoned():
    for burned, dealt in ((False, 60), (True, 160)):
        game = new_game(side(mon("me2pt5-170", energy=["sve-1"])), side(mon(PALAFIN)), rules="modern")
        game.players[0].active.burned = burned
        assert _run(game, "Facade") == dealt


def test_rest_puts_this_pokemon_to_sleep_and_heals_30():
    game = new_game(side(mon("zsv10pt5-35", energy=[PSYCHIC], damage=40)), side(mon(PALAFIN)), rules="modern")
    _attack_named(game, "Rest")
    assert game.players[0].active.damage == 10
    assert any(e.kind == "condition" and e.player == 0 and e.detail == "Asleep" for e in game.last_events)


def test_backfire_puts_2_fire_energy_into_the_hand():
    game = new_game(side(mon("me1-25", energy=[FIRE] * 3)), side(mon(PALAFIN)), rules="modern")
    _attack_named(game, "Backfire")
    _answer_all(game)
    assert len(game.players[0].active.energy) == 1 and len(game.players[0].hand) == 2


def test_sonic_ripper_shuffles_all_its_energy_into_the_deck_and_does_220_to_one_pokemon():
    game = new_game(side(mon("me3-55", energy=[METAL] * 3)), side(mon(PALAFIN), bench=[LUNATONE]), rules="modern")
    deck = len(game.players[0].deck)
    _attack_named(game, "Sonic Ripper")
    game.apply(Choose(game.pending.options[0]))  # the Active Palafin
    assert not game.players[0].active.energy and len(game.players[0].deck) == deck + 3
    assert any(e.kind == "damage" and e.player == 1 and e.amount == 220 for e in game.last_events)


def test_happy_return_puts_a_benched_pokemon_and_its_cards_into_the_hand():
    me = side(mon("rsv10pt5-37", energy=[PSYCHIC]), bench=[mon(LUNATONE, energy=[FIGHTING])])
    game = new_game(me, side(mon(PALAFIN)), rules="modern")
    _attack_named(game, "Happy Return")
    assert not game.players[0].bench and sorted(game.name_of(u) for u in game.players[0].hand) == \
        sorted(["Lunatone", "Basic Fighting Energy"])


def test_healing_wrapping_heals_only_basic_pokemon():
    game = new_game(side(mon("rsv10pt5-3", "rsv10pt5-1", "rsv10pt5-2", energy=[GRASS], damage=50),
                         bench=[mon(LUNATONE, damage=100)]), side(mon(PALAFIN)), rules="modern")
    _attack_named(game, "Healing Wrapping")
    assert game.players[0].bench[0].damage == 0 and game.players[0].active.damage == 50


def test_soothing_melody_heals_a_benched_psychic_pokemon_only():
    me = side(mon("me2-40", energy=[PSYCHIC], damage=30), bench=[mon(LUNATONE, damage=30), mon("me2-40", damage=130)])
    game = new_game(me, side(mon(PALAFIN)), rules="modern")
    _attack_named(game, "Soothing Melody")
    assert game.players[0].bench[1].damage == 10 and game.players[0].bench[0].damage == 30
    assert game.players[0].active.damage == 30


def test_fermented_juice_needs_grass_energy_on_shuckle():
    for energy, usable in (([], False), ([GRASS], True)):
        game = new_game(side(mon("me1-11", energy=energy, damage=40)), side(mon(PALAFIN)), rules="modern")
        assert (_power(game, 0, "Fermented Juice") in game.legal_actions()) == usable
    game.apply(_power(game, 0, "Fermented Juice"))
    assert game.players[0].active.damage == 10


def test_evolutionary_guidance_and_metallic_signal_search_evolution_pokemon():
    game = new_game(side(mon("me2pt5-151", "me2pt5-150", energy=[WATER]), deck=["sv1-139", LUNATONE]),
                    side(mon(PALAFIN)), rules="modern")
    game.apply(_power(game, 0, "Evolutionary Guidance"))
    _answer_all(game)
    assert [game.name_of(u) for u in game.players[0].hand] == ["Forretress"]
    game = new_game(side(mon("zsv10pt5-67"), deck=["sv1-139", "sv3-147", LUNATONE, "sv3-62"]),
                    side(mon(PALAFIN)), rules="modern")
    game.apply(_power(game, 0, "Metallic Signal"))
    _answer_all(game)
    assert sorted(game.name_of(u) for u in game.players[0].hand) == ["Excadrill", "Forretress"]


DARKNESS = DARK


def test_tighten_up_makes_the_opponent_discard_cards_of_their_choice():
    game = new_game(side(mon("zsv10pt5-58", energy=[DARKNESS] * 2)), side(mon(PALAFIN), hand=[WATER, FIRE, GRASS]),
                    rules="modern")
    _attack_named(game, "Tighten Up")
    for _ in range(2):
        assert game.pending is not None and game.pending.player == 1 and game.pending.purpose == "hand_to_discard"
        game.apply(Choose(game.pending.options[0]))
    assert len(game.players[1].discard) == 2 and len(game.players[1].hand) == 1 + 1  # and their turn's draw


def test_wondrous_cotton_and_energy_straw_count_cards_in_the_revealed_hand():
    them = side(mon(DARKRAI_EX), hand=["sv1-196", "sv1-196", WATER])  # 2 Ultra Balls and an Energy
    game = new_game(side(mon("rsv10pt5-5", "rsv10pt5-4", energy=[GRASS])), them, rules="modern")
    assert _run(game, "Wondrous Cotton") == 2 * 50 * 2  # Darkrai ex is weak to Grass
    game = new_game(side(mon("me2pt5-13", "me2pt5-11", "me2pt5-12", energy=[GRASS])), them, rules="modern")
    assert _run(game, "Energy Straw") == 80 * 2


def test_relentless_burrowing_discards_their_top_card_for_each_heads():
    from tests.engine_helpers import seed_for

    game = new_game(side(mon("me2pt5-100", energy=[FIGHTING])), side(mon(PALAFIN)), rules="modern",
                    seed=seed_for(True, True, False))
    deck = len(game.players[1].deck)
    _attack_named(game, "Relentless Burrowing")
    heads = sum(1 for e in game.last_events if e.kind == "coin" and e.amount == 1)
    assert heads == 2 and len(game.players[1].deck) == deck - 2 - 1 and len(game.players[1].discard) == 2


def test_hammer_lanche_does_100_for_each_basic_water_energy_discarded_from_the_top_six():
    deck = [FIGHTING] * 4 + [WATER, FIGHTING, WATER, FIGHTING, WATER, FIGHTING]  # the last card is the top
    game = new_game(side(mon("me1-36", "me1-35", energy=[WATER] * 2), deck=deck), side(mon(DARKRAI_EX)),
                    rules="modern")
    assert _run(game, "Hammer-lanche") == 300 and len(game.players[0].deck) == 4


def test_riptide_counts_water_energy_in_the_discard_pile_then_shuffles_them_back():
    game = new_game(side(mon("me1-34", energy=[WATER]), discard=[WATER, WATER, WATER, FIRE]),
                    side(mon(DARKRAI_EX)), rules="modern")
    deck = len(game.players[0].deck)
    assert _run(game, "Riptide") == 60
    assert [game.name_of(u) for u in game.players[0].discard] == ["Basic Fire Energy"]
    assert len(game.players[0].deck) == deck + 3


def test_fortunate_eye_rearranges_the_top_of_the_opponents_deck():
    game = new_game(side(mon("rsv10pt5-42", "rsv10pt5-41", energy=[PSYCHIC])),
                    side(mon(PALAFIN), deck=[FIGHTING] * 5 + [WATER, FIRE]), rules="modern")
    _attack_named(game, "Fortunate Eye")
    assert game.pending is not None and game.pending.purpose == "order_deck" and game.pending.player == 0
    fire = next(u for u in game.pending.options if game.name_of(u) == "Basic Fire Energy")
    water = next(u for u in game.pending.options if game.name_of(u) == "Basic Water Energy")
    game.apply(Choose(water))  # on top
    _answer_all(game)
    assert water in game.players[1].hand and fire in game.players[1].deck[-4:]  # the top card was drawn


def test_tri_kinesis_knocks_out_a_chosen_pokemon_on_three_heads():
    from tests.engine_helpers import seed_for

    game = new_game(side(mon("me2pt5-78", "me2pt5-77", energy=[PSYCHIC] * 2)),
                    side(mon(PALAFIN), bench=[DARKRAI_EX]), rules="modern", seed=seed_for(True, True, True))
    _attack_named(game, "Tri Kinesis")
    game.apply(Choose(game.pending.options[-1]))  # the Benched Darkrai ex
    assert any(e.kind == "damage" and e.player == 1 and e.pos == 1 and e.amount == 210 for e in game.last_events)


def test_soul_destroyer_knocks_out_each_opposing_pokemon_with_50_hp_or_less_left():
    them = side(mon(PALAFIN, damage=100), bench=[mon(DARKRAI_EX, damage=150), mon(LUNATONE, damage=60)])
    game = new_game(side(mon("me3-53", energy=[DARK] * 3)), them, rules="modern")
    _attack_named(game, "Soul Destroyer")
    knocked = {e.pos for e in game.last_events if e.kind == "damage" and e.player == 1}
    assert knocked == {0, 2}


def test_terminal_period_knocks_out_at_exactly_6_damage_counters():
    for damage, knocked in ((60, True), (50, False), (70, False)):
        game = new_game(side(mon("me1-86", energy=[DARK] * 2)), side(mon(DARKRAI_EX, damage=damage)), rules="modern")
        _attack_named(game, "Terminal Period")
        assert any(e.kind == "damage" and e.player == 1 for e in game.last_events) == knocked


def test_claw_of_darkness_discards_a_card_of_the_revealed_hand():
    game = new_game(side(mon("me1-86", energy=[DARK] * 3)), side(mon(DARKRAI_EX), hand=[WATER, FIRE]),
                    rules="modern")
    _attack_named(game, "Claw of Darkness")
    assert game.pending.purpose == "their_hand_discard"
    game.apply(Choose(game.pending.options[0]))
    assert len(game.players[1].discard) == 1


def test_double_freeze_does_90_per_heads_and_paralyzes_on_any_heads():
    from tests.engine_helpers import seed_for

    for flips, dealt in (((True, False), 90), ((False, False), 0)):
        game = new_game(side(mon("rsv10pt5-29", "rsv10pt5-27", "rsv10pt5-28", energy=[WATER] * 3)),
                        side(mon(DARKRAI_EX)), rules="modern", seed=seed_for(*flips))
        assert _run(game, "Double Freeze") == dealt
        paralyzed = any(e.kind == "condition" and e.player == 1 and e.detail == "Paralyzed" for e in game.last_events)
        assert paralyzed == bool(dealt)


def test_assassins_magic_places_6_counters_on_a_benched_pokemon_if_the_defender_has_a_condition():
    for poisoned, placed in ((False, 0), (True, 60)):
        game = new_game(side(mon("me2pt5-86", "me2pt5-85", energy=[PSYCHIC] * 2)),
                        side(mon(DARKRAI_EX), bench=[PALAFIN]), rules="modern")
        game.players[1].active.poison = 10 if poisoned else 0
        _attack_named(game, "Assassin's Magic")
        assert game.players[1].bench[0].damage == placed


def test_phantasmal_barrage_discards_all_energy_and_places_12_counters():
    game = new_game(side(mon("me2pt5-98", energy=[PSYCHIC] * 3)), side(mon(DARKRAI_EX), bench=[PALAFIN]),
                    rules="modern")
    _attack_named(game, "Phantasmal Barrage")
    game.apply(Choose(game.pending.options[0]))  # the Active Darkrai ex
    assert game.players[1].active.damage == 120 and not game.players[0].active.energy


def test_wreck_does_120_more_and_discards_the_stadium():
    game = new_game(side(mon("me2-25", "me2-23", "me2-24", energy=[WATER] * 3)), side(mon(DARKRAI_EX)),
                    rules="modern")
    assert _run(game, "Wreck") == 120
    game = new_game(side(mon("me2-25", "me2-23", "me2-24", energy=[WATER] * 3), hand=["me3-77"]),
                    side(mon(DARKRAI_EX)), rules="modern")
    stadium = hand_card(game, "Lumiose City")
    game.players[0].hand.remove(stadium)
    game.stadium = stadium
    assert _run(game, "Wreck") == 240 and game.stadium == -1 and stadium in game.players[0].discard


def test_bared_fangs_does_nothing_against_an_undamaged_pokemon():
    assert _damage_by("rsv10pt5-24", "Bared Fangs", [WATER], defender=DARKRAI_EX) == 0
    game = new_game(side(mon("rsv10pt5-24", energy=[WATER])), side(mon(DARKRAI_EX, damage=10)), rules="modern")
    assert _run(game, "Bared Fangs") == 50


def _their_attack(me: dict, attacker: dict, attack: str) -> int:
    """Player 1's ``attacker`` uses ``attack`` on player 0's Active Pokémon; the damage done to it."""
    game = new_game(me, side(attacker), rules="modern")
    game.apply(game.legal_actions()[-1])  # end the turn
    card = game.card_of(game.players[1].active)
    events = game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == attack)))
    return sum(e.amount for e in events if e.kind == "damage" and e.player == 0 and e.pos == 0)


def test_thick_fat_takes_30_less_from_fire_and_water_pokemon_only():
    assert _their_attack(side(mon("me2-22", "me2-21")), mon(PALAFIN, energy=[WATER]), "Jet Punch") == 0
    assert _their_attack(side(mon("me2-22", "me2-21")), mon(LUNATONE, energy=[FIGHTING] * 2), "Power Gem") == 50


def test_tundra_wall_guards_each_pokemon_with_water_energy_once():
    walls = [mon("me3-24", "me3-23", "me3-69"), mon("me3-24", "me3-23", "me3-69")]
    with_water = side(mon(DARKRAI_EX, energy=[WATER]), bench=walls)
    without = side(mon(DARKRAI_EX), bench=walls)
    assert _their_attack(with_water, mon(PALAFIN, energy=[WATER] * 2), "Justice Kick") == 210 - 50
    assert _their_attack(without, mon(PALAFIN, energy=[WATER] * 2), "Justice Kick") == 210


def test_sacred_charm_takes_30_less_from_attackers_with_an_ability():
    charmed = side(mon(DARKRAI_EX, tools=["me2-93"]))
    assert _their_attack(charmed, mon(LUNATONE, energy=[FIGHTING] * 2), "Power Gem") == 20  # Lunar Cycle
    assert _their_attack(charmed, mon(PALAFIN, energy=[WATER]), "Jet Punch") == 30


def test_thick_scale_guards_only_a_dragon_pokemon_from_some_types():
    scaled = side(mon("sv5-120", tools=["me2pt5-211"]))
    assert _their_attack(scaled, mon(LUNATONE, energy=[FIGHTING] * 2), "Power Gem") == 50
    assert _their_attack(scaled, mon("me1-34", energy=[WATER] * 3), "Swirling Waves") == 130 - 50
    plain = side(mon(DARKRAI_EX, tools=["me2pt5-211"]))
    assert _their_attack(plain, mon("me1-34", energy=[WATER] * 3), "Swirling Waves") == 130


def test_powerful_a_salt_and_regal_cheer_add_damage_to_your_attacks():
    salt = mon("me1-84", "me1-82", "me1-83")
    assert _damage_by(LUNATONE, "Power Gem", [FIGHTING] * 2, defender=PALAFIN, bench=[salt]) == 80
    assert _damage_by(PALAFIN, "Jet Punch", [WATER], defender=LUNATONE, bench=[salt]) == 30
    cheer = mon("zsv10pt5-3", "zsv10pt5-1", "zsv10pt5-2")
    assert _damage_by(PALAFIN, "Jet Punch", [WATER], defender=LUNATONE, bench=[cheer, cheer]) == 70


def test_supreme_overlord_adds_30_for_each_prize_the_opponent_has_taken():
    for taken in (0, 2):
        game = new_game(side(mon("me2pt5-148", "me2pt5-146", "me2pt5-147", energy=[METAL] * 2)),
                        side(mon(DARKRAI_EX)), rules="modern")
        for _ in range(taken):
            game.players[1].discard.append(game.players[1].prizes.pop())
        assert _run(game, "Double-Edged Slash") == 180 + 30 * taken


def test_brave_bangle_and_light_ball_add_damage_against_a_pokemon_ex():
    bangle = mon(PALAFIN, energy=[WATER], tools=["rsv10pt5-80"])
    assert _run(new_game(side(bangle), side(mon(DARKRAI_EX)), rules="modern"), "Jet Punch") == 60
    assert _run(new_game(side(bangle), side(mon(LUNATONE)), rules="modern"), "Jet Punch") == 30
    ball = mon("sv8-57", energy=[GRASS, LIGHTNING, METAL], tools=["me2pt5-191"])
    game = new_game(side(ball), side(mon("sv5-120")), rules="modern")
    assert _run(game, "Topaz Bolt") == 350


def test_cast_off_shell_and_multiplying_cocoon_bench_an_evolution_card_from_the_deck():
    from tests.engine_helpers import evolve

    game = new_game(side(mon("me1-16"), hand=["me1-17"], deck=["me1-61", LUNATONE]), side(mon(PALAFIN)),
                    rules="modern")
    game.players[0].active.entered = 0
    evolve(game, "Ninjask", 0)
    assert game.pending is not None and game.pending.purpose == "may"
    game.apply(Choose("yes"))
    _answer_all(game)
    assert [game.name_of(b.top) for b in game.players[0].bench] == ["Shedinja"]
    game = new_game(side(mon("me2pt5-11"), hand=["me2pt5-12"], deck=["me2pt5-14", LUNATONE]), side(mon(PALAFIN)),
                    rules="modern")
    game.players[0].active.entered = 0
    evolve(game, "Silcoon", 0)
    game.apply(Choose("yes"))
    _answer_all(game)
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
        _answer_all(game)
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
    _answer_all(game)
    assert len(game.players[0].active.energy) == 2 and len(game.players[0].bench[0].energy) == 1


def test_rosas_encouragement_needs_more_prizes_left_and_a_stage_2_pokemon():
    from tests.engine_helpers import play

    me = side(mon("me3-6", "me3-4", "me3-5"), hand=["me3-84"], discard=[GRASS, GRASS, GRASS])
    game = new_game(me, side(mon(PALAFIN)), rules="modern")
    assert not any(a[0] == "play" for a in game.legal_actions())
    game = new_game(me, side(mon(PALAFIN), prizes=[FIGHTING] * 5), rules="modern")
    play(game, "Rosa's Encouragement")
    _answer_all(game)
    assert len(game.players[0].active.energy) == 2 and len(game.players[0].discard) == 2  # 1 Grass + Rosa


def test_energy_swatter_puts_an_energy_card_of_their_hand_on_the_bottom_of_their_deck():
    from tests.engine_helpers import play

    game = new_game(side(mon(LUNATONE), hand=["me3-73"]), side(mon(PALAFIN), hand=[WATER, "sv1-196"]),
                    rules="modern")
    play(game, "Energy Swatter")
    _answer_all(game)
    assert [game.name_of(u) for u in game.players[1].hand] == ["Ultra Ball"]
    assert game.name_of(game.players[1].deck[0]) == "Basic Water Energy"


def test_vengeful_cannon_and_retaliatory_incisors_count_damage_on_your_bench():
    me = side(mon("rsv10pt5-48", "rsv10pt5-46", "rsv10pt5-47", energy=[FIGHTING]),
              bench=[mon(LUNATONE, damage=30), mon(PALAFIN, damage=50)])
    assert _run(new_game(me, side(mon(DARKRAI_EX)), rules="modern"), "Vengeful Cannon") == 20 * 3
    me = side(mon("me3-61", "me3-60", energy=[FIGHTING]), bench=[mon("me3-60", damage=20), mon(PALAFIN, damage=50)])
    assert _run(new_game(me, side(mon(DARKRAI_EX)), rules="modern"), "Retaliatory Incisors") == 40 * 2


def test_ruffians_attack_flips_a_coin_for_each_darkness_pokemon():
    game = new_game(side(mon("rsv10pt5-58", "rsv10pt5-57", energy=[DARK] * 2), bench=[DARKRAI_EX, LUNATONE]),
                    side(mon(PALAFIN)), rules="modern")
    dealt = _run(game, "Ruffians Attack")
    heads = sum(1 for e in game.last_events if e.kind == "coin" and e.amount == 1)
    assert sum(1 for e in game.last_events if e.kind == "coin") == 2 and dealt == 60 * heads


def test_blizzard_burst_hits_each_benched_pokemon_for_each_prize_taken():
    game = new_game(side(mon("zsv10pt5-28", energy=[WATER] * 3)),
                    side(mon(DARKRAI_EX), bench=[PALAFIN, LUNATONE], prizes=[FIGHTING] * 4), rules="modern")
    _attack_named(game, "Blizzard Burst")
    assert [b.damage for b in game.players[1].bench] == [20, 20]


def test_garland_ray_does_120_for_each_energy_discarded_up_to_2():
    game = new_game(side(mon("me2-41", energy=[PSYCHIC] * 3)), side(mon(DARKRAI_EX)), rules="modern")
    _attack_named(game, "Garland Ray")
    events = list(game.last_events)
    while game.pending is not None and game.pending.player == 0:
        events += game.apply(Choose(game.pending.options[0]))
    assert sum(e.amount for e in events if e.kind == "damage" and e.player == 1) == 240
    assert len(game.players[0].active.energy) == 1


def test_inferno_x_counts_fire_energy_discarded_from_all_your_pokemon():
    me = side(mon("me2-13", "me2-11", "me2-12", energy=[FIRE, FIRE]), bench=[mon(LUNATONE, energy=[FIRE, GRASS])])
    game = new_game(me, side(mon(DARKRAI_EX)), rules="modern")
    _attack_named(game, "Inferno X")
    for _ in range(2):
        game.apply(Choose(game.pending.options[0]))
    events = game.apply(Choose(None))  # stop after 2
    assert sum(e.amount for e in events if e.kind == "damage" and e.player == 1) == 180
    assert len(game.players[0].discard) == 2


def test_rocket_feathers_discards_team_rocket_supporters_for_damage():
    me = side(mon("me2pt5-127", "me2pt5-126", energy=[DARK] * 3), hand=["sv10-171", "sv10-171", "sv1-196"])
    game = new_game(me, side(mon(LUNATONE)), rules="modern")
    _attack_named(game, "Rocket Feathers")
    assert len(game.pending.options) == 2
    game.apply(Choose(game.pending.options[0]))
    events = game.apply(Choose(game.pending.options[0]))
    assert sum(e.amount for e in events if e.kind == "damage" and e.player == 1) == 120


def test_riotous_blasting_may_discard_all_energy_for_130_more():
    for answer, dealt, left in (("yes", 330, 0), ("no", 200, 3)):
        game = new_game(side(mon("me1-50", "me1-49", energy=[LIGHTNING] * 3)), side(mon("sv5-120", damage=0)),
                        rules="modern")
        _attack_named(game, "Riotous Blasting")
        events = game.apply(Choose(answer))
        assert sum(e.amount for e in events if e.kind == "damage" and e.player == 1) == dealt
        assert len(game.players[0].active.energy) == left


def test_voltaic_fist_may_damage_itself_to_paralyze():
    game = new_game(side(mon("me2-34", "me2-32", "me2-33", energy=[LIGHTNING] * 2)), side(mon("sv5-120")),
                    rules="modern")
    _attack_named(game, "Voltaic Fist")
    events = game.apply(Choose("yes"))
    assert game.players[0].active.damage == 60
    assert any(e.kind == "condition" and e.player == 1 and e.detail == "Paralyzed" for e in events)


def test_gentle_fin_benches_a_small_basic_from_the_discard_pile_while_active():
    game = new_game(side(mon("zsv10pt5-24"), discard=[LUNATONE, DARKRAI_EX]), side(mon(PALAFIN)), rules="modern")
    assert _power(game, 0, "Gentle Fin") not in game.legal_actions()  # Lunatone has 110 HP: nothing to bench
    game = new_game(side(mon("zsv10pt5-24"), discard=["sv1-84", DARKRAI_EX]), side(mon(PALAFIN)), rules="modern")
    game.apply(_power(game, 0, "Gentle Fin"))
    assert [game.name_of(b.top) for b in game.players[0].bench] == ["Ralts"]
    game = new_game(side(mon(PALAFIN), bench=["zsv10pt5-24"], discard=["sv1-84"]), side(mon(PALAFIN)),
                    rules="modern")
    assert _power(game, 1, "Gentle Fin") not in game.legal_actions()


def test_boisterous_wind_returns_an_energy_of_their_active_pokemon_on_heads():
    from tests.engine_helpers import seed_for

    game = new_game(side(mon("me2pt5-15", "me2pt5-11", "me2pt5-14")), side(mon(PALAFIN, energy=[WATER, WATER])),
                    rules="modern", seed=seed_for(True))
    game.apply(_power(game, 0, "Boisterous Wind"))
    _answer_all(game)
    assert len(game.players[1].active.energy) == 1 and len(game.players[1].hand) == 1


def test_excited_dash_switches_in_from_the_bench_with_a_mega_ex_in_play():
    for benched, usable in ((["me2-82", "me1-94"], True), (["me2-82"], False)):
        game = new_game(side(mon(PALAFIN), bench=benched), side(mon(PALAFIN)), rules="modern")
        assert (_power(game, 1, "Excited Dash") in game.legal_actions()) == usable
    game = new_game(side(mon(PALAFIN), bench=["me2-82", "me1-94"]), side(mon(PALAFIN)), rules="modern")
    game.apply(_power(game, 1, "Excited Dash"))
    assert game.name_of(game.players[0].active.top) == "Linoone"


def test_lethargic_charge_attaches_an_energy_from_the_hand_to_an_active_larrys_pokemon():
    game = new_game(side(mon("me2pt5-175"), bench=["me2pt5-175"], hand=[WATER]), side(mon(PALAFIN)), rules="modern")
    game.apply(_power(game, 1, "Lethargic Charge"))
    _answer_all(game)
    assert len(game.players[0].active.energy) == 1 and not game.players[0].hand


def test_evidence_gathering_swaps_a_hand_card_with_the_top_of_the_deck():
    game = new_game(side(mon("me1-110", "me1-109"), hand=[FIRE], deck=[GRASS, WATER]), side(mon(PALAFIN)),
                    rules="modern")
    game.apply(_power(game, 0, "Evidence Gathering"))
    assert [game.name_of(u) for u in game.players[0].hand] == ["Basic Water Energy"]
    assert game.name_of(game.players[0].deck[-1]) == "Basic Fire Energy"


def test_torrential_whirlpool_switches_both_active_pokemon():
    game = new_game(side(mon("rsv10pt5-23", "rsv10pt5-21", "rsv10pt5-22"), bench=[LUNATONE]),
                    side(mon(PALAFIN), bench=[DARKRAI_EX]), rules="modern")
    game.apply(_power(game, 0, "Torrential Whirlpool"))
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    assert game.name_of(game.players[0].active.top) == "Lunatone"
    assert game.name_of(game.players[1].active.top) == "Darkrai ex"


def test_ancient_wing_devolves_one_of_the_opponents_pokemon():
    game = new_game(side(mon("rsv10pt5-51", "rsv10pt5-79", "rsv10pt5-50")),
                    side(mon("me2-82", "me2-81", damage=30)), rules="modern")
    game.apply(_power(game, 0, "Ancient Wing"))
    assert game.name_of(game.players[1].active.top) == "Zigzagoon" and game.players[1].active.damage == 30
    assert [game.name_of(u) for u in game.players[1].hand] == ["Linoone"]


def test_look_for_prey_puts_a_small_basic_of_their_hand_onto_their_bench():
    game = new_game(side(mon("rsv10pt5-64", "rsv10pt5-63")), side(mon(PALAFIN), hand=["sv1-84", DARKRAI_EX]),
                    rules="modern")
    game.apply(_power(game, 0, "Look for Prey"))
    assert [game.name_of(b.top) for b in game.players[1].bench] == ["Ralts"]


def test_piercing_drill_hits_only_a_damaged_benched_pokemon():
    game = new_game(side(mon("zsv10pt5-46", "zsv10pt5-45", energy=[FIGHTING] * 2)),
                    side(mon(DARKRAI_EX), bench=[PALAFIN, mon(DARKRAI_EX, damage=10)]), rules="modern")
    _attack_named(game, "Piercing Drill")
    assert [b.damage for b in game.players[1].bench] == [0, 70]


def test_cursed_slug_and_synchro_shot_look_at_hand_sizes():
    for hand, dealt in ((3, 240), (4, 120)):
        game = new_game(side(mon("zsv10pt5-59", "zsv10pt5-57", "zsv10pt5-58", energy=[DARK] * 3)),
                        side(mon("sv5-120"), hand=[WATER] * hand), rules="modern")
        assert _run(game, "Cursed Slug") == dealt
    for hand, dealt in ((2, 180), (3, 90)):
        game = new_game(side(mon("rsv10pt5-43", "rsv10pt5-41", "rsv10pt5-42", energy=[PSYCHIC] * 2), hand=[FIRE] * 2),
                        side(mon("sv5-120"), hand=[WATER] * hand), rules="modern")
        assert _run(game, "Synchro Shot") == dealt


def test_distorted_future_makes_the_opponent_shuffle_their_hand_and_draw_3():
    game = new_game(side(mon("rsv10pt5-43", "rsv10pt5-41", "rsv10pt5-42")), side(mon(PALAFIN), hand=[WATER] * 6),
                    rules="modern")
    game.apply(_power(game, 0, "Distorted Future"))
    assert len(game.players[1].hand) == 3


def test_special_fang_and_odor_sleuth():
    plain = side(mon("rsv10pt5-76", "rsv10pt5-74", "rsv10pt5-75", energy=[FIGHTING] * 4))
    special = side(mon("rsv10pt5-76", "rsv10pt5-74", "rsv10pt5-75", energy=[FIGHTING] * 3 + ["me3-86"]))
    assert _run(new_game(plain, side(mon("sv5-120")), rules="modern"), "Special Fang") == 100
    assert _run(new_game(special, side(mon("sv5-120")), rules="modern"), "Special Fang") == 200
    from tests.engine_helpers import seed_for

    me = side(mon("rsv10pt5-76", "rsv10pt5-74", "rsv10pt5-75", energy=[FIGHTING] * 2), discard=[FIRE, WATER, GRASS])
    game = new_game(me, side(mon(PALAFIN)), rules="modern", seed=seed_for(True, True, False))
    _attack_named(game, "Odor Sleuth")
    _answer_all(game)
    assert len(game.players[0].hand) == 2 and len(game.players[0].discard) == 1


def test_split_bomb_hits_2_pokemon_and_disaster_shock_may_paralyze():
    game = new_game(side(mon("me2pt5-61", "me2pt5-59", "me2pt5-60", energy=[LIGHTNING] * 2)),
                    side(mon(DARKRAI_EX), bench=[PALAFIN, LUNATONE]), rules="modern")
    _attack_named(game, "Split Bomb")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(game.pending.options[0]))
    hit = [game.players[1].active.damage] + [b.damage for b in game.players[1].bench]
    assert sorted(hit) == [0, 60, 60]
    game = new_game(side(mon("me2pt5-61", "me2pt5-59", "me2pt5-60", energy=[LIGHTNING] * 3)),
                    side(mon("sv5-120")), rules="modern")
    _attack_named(game, "Disaster Shock")
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
    assert _power(game, 1, "Run Errand") not in game.legal_actions()
    game.apply(_power(game, 0, "Run Errand"))
    assert len(game.players[0].hand) == 2 and _power(game, 0, "Run Errand") not in game.legal_actions()


def test_excited_turbo_attaches_fire_energy_to_benched_fire_pokemon_with_a_fire_mega_ex():
    for benched, usable in ((["sv1-33"], False), ([mon("me1-22", "me1-21")], True)):
        game = new_game(side(mon("me2-18"), bench=benched, hand=[FIRE, FIRE]), side(mon(PALAFIN)), rules="modern")
        assert (_power(game, 0, "Excited Turbo") in game.legal_actions()) == usable
    for _ in range(2):
        game.apply(_power(game, 0, "Excited Turbo"))
    assert len(game.players[0].bench[0].energy) == 2


def test_bubble_gathering_moves_energy_from_your_other_pokemon_to_azumarill():
    game = new_game(side(mon(PALAFIN, energy=[WATER, FIRE]), bench=[mon("me2pt5-84", "me2pt5-83")]),
                    side(mon(PALAFIN)), rules="modern")
    for _ in range(2):
        game.apply(_power(game, 1, "Bubble Gathering"))
        _answer_all(game)
    assert len(game.players[0].bench[0].energy) == 2 and not game.players[0].active.energy


def test_kaleidowaltz_searches_2_energy_for_each_heads():
    from tests.engine_helpers import seed_for

    game = new_game(side(mon("me2pt5-172", energy=[FIRE]), bench=[LUNATONE], deck=[GRASS] * 6 + [FIGHTING] * 4),
                    side(mon(PALAFIN)), rules="modern", seed=seed_for(True, False, True))
    _attack_named(game, "Kaleidowaltz")
    _answer_all(game)
    attached = len(game.players[0].active.energy) + len(game.players[0].bench[0].energy)
    assert attached == 1 + 4


def test_energizing_sketch_attaches_up_to_the_heads_from_the_discard_pile_to_the_bench():
    from tests.engine_helpers import seed_for

    game = new_game(side(mon("me2-80", energy=[FIRE]), bench=[LUNATONE], discard=[GRASS] * 3), side(mon(PALAFIN)),
                    rules="modern", seed=seed_for(True, True, False))
    _attack_named(game, "Energizing Sketch")
    _answer_all(game)
    assert len(game.players[0].bench[0].energy) == 2 and len(game.players[0].discard) == 1


def test_energy_coin_attaches_a_searched_energy_on_two_heads():
    from tests.engine_helpers import play, seed_for

    for flips, attached in (((True, True), 1), ((True, False), 0)):
        game = new_game(side(mon(LUNATONE), hand=["zsv10pt5-81"], deck=[GRASS] * 3), side(mon(PALAFIN)),
                        rules="modern", seed=seed_for(*flips))
        play(game, "Energy Coin")
        _answer_all(game)
        assert len(game.players[0].active.energy) == attached


def test_snow_coating_doubles_the_counters_on_each_opposing_pokemon():
    game = new_game(side(mon("me2pt5-51", energy=[WATER] * 2)),
                    side(mon(DARKRAI_EX, damage=30), bench=[mon(PALAFIN, damage=50), LUNATONE]), rules="modern")
    _attack_named(game, "Snow Coating")
    assert game.players[1].active.damage == 60 and [b.damage for b in game.players[1].bench] == [100, 0]


def test_horrifying_bite_shuffles_random_hand_cards_into_their_deck_per_heads():
    from tests.engine_helpers import seed_for

    game = new_game(side(mon("me1-66", "me1-65", energy=[PSYCHIC])), side(mon("sv5-120"), hand=[WATER] * 4),
                    rules="modern", seed=seed_for(True, True, False))
    deck = len(game.players[1].deck)
    _attack_named(game, "Horrifying Bite")
    assert len(game.players[1].deck) == deck + 2 - 1  # and their turn's draw


def test_bring_down_knocks_out_the_pokemon_with_the_least_hp_left():
    game = new_game(side(mon("me1-41", "me1-39", "me1-40", energy=[WATER]), bench=[mon(LUNATONE, damage=90)]),
                    side(mon(DARKRAI_EX, damage=100), bench=[mon(PALAFIN, damage=20)]), rules="modern")
    _attack_named(game, "Bring Down")
    knocked = [(e.player, e.pos) for e in game.last_events if e.kind == "damage"]
    assert knocked == [(0, 1)]  # Lunatone, 20 HP left


def test_power_whip_does_20_per_energy_to_a_chosen_pokemon():
    game = new_game(side(mon("rsv10pt5-69", "rsv10pt5-68", energy=[METAL] * 3)),
                    side(mon(DARKRAI_EX), bench=[PALAFIN]), rules="modern")
    _attack_named(game, "Power Whip")
    game.apply(Choose(game.pending.options[-1]))
    assert game.players[1].bench[0].damage == 60


def test_focus_energy_makes_hyper_fang_240_during_your_next_turn():
    seen = set()
    for seed in range(12):
        game = new_game(side(mon("rsv10pt5-73", "rsv10pt5-72", energy=[FIRE])), side(mon("sv5-120")),
                        rules="modern", seed=seed)
        _attack_named(game, "Focus Energy")
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
    _answer_all(game)
    assert [game.name_of(u) for u in game.players[0].hand] == ["Palafin"]


def test_weaponized_swords_does_60_for_each_sword_revealed():
    game = new_game(side(mon("me3-57", "me3-56", energy=[METAL] * 2), hand=["me3-56", "me3-57", WATER]),
                    side(mon("sv5-120")), rules="modern")
    _attack_named(game, "Weaponized Swords")
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
    assert _run(game, "Juggernaut Horn") == 100 + 30


def test_oceanic_curse_stops_items_and_tools_while_jellicent_ex_is_active():
    for active, playable in (("rsv10pt5-45", False), (PALAFIN, True)):
        game = new_game(side(mon(LUNATONE), hand=["me2-93", "me2-91", "rsv10pt5-79"]),
                        side(mon(active, "rsv10pt5-44")), rules="modern")
        plays = [a for a in game.legal_actions() if a[0] in ("play", "bench")]
        assert bool(plays) == playable


def test_power_press_needs_2_extra_energy():
    for energy, dealt in (([PSYCHIC] * 3, 80), ([PSYCHIC] * 4, 160)):
        game = new_game(side(mon("rsv10pt5-45", "rsv10pt5-44", energy=energy)), side(mon("sv5-120")), rules="modern")
        assert _run(game, "Power Press") == dealt


def test_dream_calling_takes_any_number_of_fennel():
    game = new_game(side(mon("zsv10pt5-36", "zsv10pt5-35", energy=[PSYCHIC]),
                         deck=["zsv10pt5-82", "zsv10pt5-82", WATER]), side(mon(PALAFIN)), rules="modern")
    _attack_named(game, "Dream Calling")
    _answer_all(game)
    assert [game.name_of(u) for u in game.players[0].hand] == ["Fennel", "Fennel"]


def test_flower_garden_rondo_counts_your_erikas_pokemon():
    me = side(mon("me2pt5-6", "me2pt5-4", "me2pt5-5", energy=[GRASS, GRASS]), bench=["me2pt5-1", LUNATONE])
    assert _run(new_game(me, side(mon("sv5-120")), rules="modern"), "Flower Garden Rondo") == 80


def test_naveen_may_discard_then_draws_until_5():
    from tests.engine_helpers import play

    game = new_game(side(mon(LUNATONE), hand=["me3-79", FIRE, FIRE]), side(mon(PALAFIN)), rules="modern")
    play(game, "Naveen")
    game.apply(Choose(game.pending.options[0]))
    game.apply(Choose(None))
    assert len(game.players[0].hand) == 5 and len(game.players[0].discard) == 2  # Naveen and a Fire Energy


def test_tuck_tail_returns_meowth_ex_and_its_cards_to_the_hand_and_last_ditch_catch_searches_a_supporter():
    game = new_game(side(mon("me3-62", energy=[FIRE] * 3), bench=[LUNATONE]), side(mon("sv5-120")), rules="modern")
    _attack_named(game, "Tuck Tail")
    _answer_all(game)
    assert sorted(game.name_of(u) for u in game.players[0].hand)[:2] == ["Basic Fire Energy"] * 2
    assert "Meowth ex" in [game.name_of(u) for u in game.players[0].hand]
    game = new_game(side(mon(LUNATONE), hand=["me3-62", "me3-62"], deck=["me3-79", WATER]), side(mon(PALAFIN)),
                    rules="modern")
    bench(game, "Meowth ex")
    game.apply(Choose("yes"))
    _answer_all(game)
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


def test_antique_cover_fossil_is_shielded_from_effects_even_on_the_bench():
    game = new_game(side(mon(LUNATONE), bench=["zsv10pt5-80"]), side(mon("me2pt5-98", energy=[PSYCHIC] * 3)),
                    rules="modern")
    game.apply(game.legal_actions()[-1])
    card = game.card_of(game.players[1].active)
    game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == "Phantasmal Barrage")))
    game.apply(Choose(11))  # 12 damage counters on the Benched fossil: prevented
    assert game.players[0].bench[0].damage == 0


def _with_stadium(game, card_id: str):
    """Put the Stadium ``card_id`` (in player 0's hand) into play."""
    uid = next(u for u in game.players[0].hand if game.cards[u].id == card_id)
    game.players[0].hand.remove(uid)
    game.stadium = uid
    return game


def test_energized_steps_attaches_basic_energy_from_the_top_4_when_grumpig_evolves():
    from tests.engine_helpers import evolve

    game = new_game(side(mon("me1-62"), hand=["me1-63"], deck=[WATER, FIRE, GRASS, PSYCHIC, FIGHTING]),
                    side(mon(PALAFIN)), rules="modern")
    game.players[0].active.entered = 0
    evolve(game, "Grumpig", 0)
    game.apply(Choose("yes"))
    for _ in range(2):
        game.apply(Choose(game.pending.options[0]))  # an Energy card
        if game.pending is not None and game.pending.purpose == "attach_energy":
            game.apply(Choose(0))
    game.apply(Choose(None))
    assert len(game.players[0].active.energy) == 2 and len(game.players[0].deck) == 3


def test_spiky_rolling_does_80_more_after_using_it_last_turn():
    game = new_game(side(mon("me2pt5-149", energy=[METAL] * 2)), side(mon("sv5-120")), rules="modern")
    assert _run(game, "Spiky Rolling") == 80
    game.apply(game.legal_actions()[-1])  # the opponent's turn
    assert _run(game, "Spiky Rolling") == 160


def test_shadowy_side_kick_protects_marshadow_after_a_knock_out():
    for damage, protected in ((60, True), (0, False)):
        game = new_game(side(mon("me1-80", energy=[FIGHTING] * 2)),
                        side(mon(LUNATONE, damage=damage), bench=[mon(PALAFIN, energy=[WATER])]), rules="modern")
        _attack_named(game, "Shadowy Side Kick")
        while game.pending is not None:
            game.apply(Choose(game.pending.options[-1]))
        from desktop.engine import layer
        assert game.players[0].active.has_effect(layer.PROTECTED) == protected
        if not protected:
            continue
        card = game.card_of(game.players[1].active)
        events = game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == "Jet Punch")))
        assert not any(e.kind == "damage" and e.player == 0 for e in events)


def test_surfing_beach_switches_water_pokemon_and_lumiose_city_ends_the_turn():
    from desktop.engine.actions import UseStadium

    game = _with_stadium(new_game(side(mon(PALAFIN), bench=[LUNATONE, "me1-34"], hand=["me1-129"]),
                                  side(mon(PALAFIN)), rules="modern"), "me1-129")
    game.apply(UseStadium())
    assert game.name_of(game.players[0].active.top) == "Kyogre"
    assert UseStadium() not in game.legal_actions()
    game = _with_stadium(new_game(side(mon(PALAFIN), hand=["me3-77"], deck=[LUNATONE, WATER]), side(mon(PALAFIN)),
                                  rules="modern"), "me3-77")
    game.apply(UseStadium())
    assert [game.name_of(b.top) for b in game.players[0].bench] == ["Lunatone"] and game.current == 1


def test_mystery_garden_discards_an_energy_to_draw_up_to_the_psychic_pokemon_count():
    from desktop.engine.actions import UseStadium

    me = side(mon("me2-40"), bench=["me2-40", "me2-40", "me2-40"], hand=["me1-122", WATER, FIRE])
    game = _with_stadium(new_game(me, side(mon(PALAFIN)), rules="modern"), "me1-122")
    game.apply(UseStadium())
    _answer_all(game)
    assert len(game.players[0].hand) == 4


def test_quick_gift_and_debut_performance_attack_in_the_first_players_first_turn():
    game = new_game(side(mon("me1-105", energy=[FIRE, FIRE]), deck=[WATER, FIRE]), side(mon(PALAFIN)),
                    rules="modern", turn=1)
    attacks = {a[1] for a in game.legal_actions() if a[0] == "attack"}
    assert attacks == {0}  # Quick Gift only, not Gentle Slap
    game = new_game(side(mon("zsv10pt5-44", energy=[PSYCHIC])), side(mon(PALAFIN)), rules="modern", turn=1)
    assert any(a[0] == "attack" for a in game.legal_actions())
    game = new_game(side(mon(PALAFIN, energy=[WATER])), side(mon(PALAFIN)), rules="modern", turn=1)
    assert not any(a[0] == "attack" for a in game.legal_actions())


def test_echoed_voice_and_mochi_rush_do_more_during_your_next_turn():
    for attacker, energy, name, base, more in (("zsv10pt5-44", [PSYCHIC], "Echoed Voice", 30, 80),
                                               ("me2pt5-143", [DARK], "Mochi Rush", 20, 50)):
        game = new_game(side(mon(attacker, energy=energy)), side(mon("sv5-120")), rules="modern")
        assert _run(game, name) == base
        game.apply(game.legal_actions()[-1])
        assert _run(game, name) == base + more


def test_final_chain_searches_a_card_when_pecharunt_is_knocked_out_by_an_attack():
    game = new_game(side(mon("me2pt5-143"), bench=[LUNATONE], deck=[FIRE, WATER]),
                    side(mon(PALAFIN, energy=[WATER, WATER])), rules="modern")
    game.apply(game.legal_actions()[-1])
    card = game.card_of(game.players[1].active)
    game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == "Justice Kick")))
    purposes = []
    while game.pending is not None:
        purposes.append(game.pending.purpose)
        game.apply(Choose(game.pending.options[0]))
    assert "deck_to_hand" in purposes
    assert len(game.players[0].hand) == 2 and not game.players[0].deck  # the searched card and the turn's draw


def test_spiteful_swirl_puts_a_counter_on_whoever_damages_your_active_darkness_pokemon():
    for active, counters in ((DARKRAI_EX, 10), (LUNATONE, 0)):
        game = new_game(side(mon(active), bench=["me1-87"]), side(mon(PALAFIN, energy=[WATER])), rules="modern")
        game.apply(game.legal_actions()[-1])
        card = game.card_of(game.players[1].active)
        game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == "Jet Punch")))
        assert game.players[1].active.damage == counters


def test_blowtorch_discards_a_fire_energy_to_discard_their_tool():
    from tests.engine_helpers import play

    game = new_game(side(mon(LUNATONE), hand=["me2-86", FIRE]), side(mon(PALAFIN, tools=["me2-93"])),
                    rules="modern")
    play(game, "Blowtorch")
    _answer_all(game)
    assert not game.players[1].active.tools and len(game.players[0].discard) == 2
    game = new_game(side(mon(LUNATONE), hand=["me2-86", WATER]), side(mon(PALAFIN, tools=["me2-93"])),
                    rules="modern")
    assert not any(a[0] == "play" for a in game.legal_actions())


def test_strange_timepiece_devolves_a_psychic_pokemon_into_the_hand():
    from tests.engine_helpers import play

    game = new_game(side(mon("rsv10pt5-43", "rsv10pt5-41", "rsv10pt5-42", damage=50), hand=["me1-128"]),
                    side(mon(PALAFIN)), rules="modern")
    play(game, "Strange Timepiece")
    game.apply(Choose("Stage 1"))
    assert game.name_of(game.players[0].active.top) == "Gothita" and game.players[0].active.damage == 50
    assert sorted(game.name_of(u) for u in game.players[0].hand) == ["Gothitelle", "Gothorita"]


def test_prism_energy_provides_every_type_on_a_basic_pokemon_only():
    from desktop.engine import combat

    game = new_game(side(mon("me1-48", energy=["zsv10pt5-86", LIGHTNING]),
                         bench=[mon("me1-93", "sv6-121", energy=["zsv10pt5-86"])]), side(mon(PALAFIN)), rules="modern")
    assert combat.can_use_attack(game, 0, 0)  # Electro Fall: Lightning Lightning
    assert game.energy_units(game.players[0].bench[0]) == ["Colorless"]


def test_acerolas_mischief_protects_a_pokemon_from_pokemon_ex_only():
    from tests.engine_helpers import play

    for attacker, energy, attack, protected in ((DARKRAI_EX, [DARK] * 2, "Wind of Darkness", True),
                                                (PALAFIN, [WATER], "Jet Punch", False)):
        game = new_game(side(mon(LUNATONE), hand=["me1-113"]),
                        side(mon(attacker, energy=energy), prizes=[FIGHTING] * 2), rules="modern")
        play(game, "Acerola's Mischief")  # onto Lunatone, the only Pokémon
        game.apply(game.legal_actions()[-1])
        card = game.card_of(game.players[1].active)
        events = game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == attack)))
        assert any(e.kind == "damage" and e.player == 0 for e in events) != protected


def _retreat_opponent(game, to: int = 1):
    """End player 0's turn; player 1 retreats to Bench spot ``to`` (paying with the Energy attached)."""
    game.apply(game.legal_actions()[-1])
    game.apply(Retreat(to))
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))


def test_holes_damages_and_swirling_prose_confuses_when_the_opponent_retreats():
    game = new_game(side(mon(LUNATONE), bench=["me2pt5-101"]),
                    side(mon(PALAFIN, energy=[WATER, WATER]), bench=[DARKRAI_EX]), rules="modern")
    _retreat_opponent(game)
    assert game.players[1].bench[0].damage == 20
    game = new_game(side(mon("me2-36")), side(mon(PALAFIN, energy=[WATER, WATER]), bench=[DARKRAI_EX]),
                    rules="modern")
    _retreat_opponent(game)
    assert game.players[1].active.rot != 0  # Confused


def test_fall_back_to_reload_attaches_water_energy_when_clawitzer_retreats():
    game = new_game(side(mon("me1-38", "me1-37", energy=[FIRE, FIRE]), bench=[LUNATONE], hand=[WATER, WATER, FIRE]),
                    side(mon(PALAFIN)), rules="modern")
    game.apply(Retreat(1))
    while game.pending is not None:
        game.apply(Choose("yes") if game.pending.purpose == "may" else Choose(game.pending.options[0]))
    assert len(game.players[0].bench[0].energy) == 2 and [game.name_of(u) for u in game.players[0].hand] == \
        ["Basic Fire Energy"]


def test_electrified_incisors_punishes_attaching_energy_to_the_defending_pokemon():
    game = new_game(side(mon("me1-51", energy=[LIGHTNING])), side(mon(DARKRAI_EX), hand=[DARK]), rules="modern")
    _attack_named(game, "Electrified Incisors")
    from tests.engine_helpers import attach
    attach(game, "Basic Darkness Energy", 0)
    assert game.players[1].active.damage == 10 + 80


def test_wild_growth_doubles_basic_grass_energy_once():
    me = side(mon("me1-34", energy=[GRASS]), bench=[mon("me1-10", "me1-8", "me1-9"), mon("me1-10", "me1-8", "me1-9")])
    game = new_game(me, side(mon(PALAFIN)), rules="modern")
    assert game.energy_units(game.players[0].active) == ["Grass", "Grass"]


def test_dizzying_valley_keeps_confusion_and_forest_of_vitality_evolves_grass_pokemon_at_once():
    from tests.engine_helpers import evolve

    game = _with_stadium(new_game(side(mon("me2pt5-11"), hand=["me2-88", "me2pt5-12"]), side(mon(PALAFIN)),
                                  rules="modern"), "me2-88")
    game.players[0].active.entered = 0
    from desktop.engine.state import CONFUSED
    game.players[0].active.rot = CONFUSED
    evolve(game, "Silcoon", 0)
    while game.pending is not None:
        game.apply(Choose("no"))
    assert game.players[0].active.rot == CONFUSED
    game = _with_stadium(new_game(side(mon(PALAFIN), hand=["me1-117", "me2pt5-11", "me2pt5-12"]),
                                  side(mon(PALAFIN)), rules="modern"), "me1-117")
    bench(game, "Wurmple")
    evolve(game, "Silcoon", 1)
    assert game.name_of(game.players[0].bench[0].top) == "Silcoon"


def test_lively_flower_does_120_more_after_vileplume_was_healed_this_turn():
    from tests.engine_helpers import play

    for hand, dealt in ((["sv1-188"], 180), ([], 60)):
        game = new_game(side(mon("me2-3", energy=[GRASS], damage=30), hand=hand), side(mon("sv5-120")),
                        rules="modern")
        if hand:
            play(game, "Potion", 0)
        assert _run(game, "Lively Flower") == dealt


def test_wicked_impact_does_100_more_after_a_team_rocket_supporter():
    from tests.engine_helpers import play

    game = new_game(side(mon("me2pt5-162", energy=[FIRE] * 3), hand=["sv10-171"]), side(mon("sv5-120")),
                    rules="modern")
    assert _run(game, "Wicked Impact") == 120
    game = new_game(side(mon("me2pt5-162", energy=[FIRE] * 3), hand=["sv10-171"], deck=[WATER] * 10),
                    side(mon("sv5-120")), rules="modern")
    play(game, "Team Rocket's Ariana")
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    assert _run(game, "Wicked Impact") == 220


def test_horrifying_revenge_after_a_hops_pokemon_was_knocked_out():
    for benched_victim, dealt in (("sv9-86", 130), (LUNATONE, 30)):
        game = new_game(side(mon(benched_victim), bench=[mon("me2pt5-96", "me2pt5-95", energy=[PSYCHIC])]),
                        side(mon(PALAFIN, energy=[WATER] * 2)), rules="modern")
        game.apply(game.legal_actions()[-1])
        card = game.card_of(game.players[1].active)
        game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == "Justice Kick")))
        while game.pending is not None:
            game.apply(Choose(game.pending.options[0]))
        assert game.name_of(game.players[0].active.top) == "Hop's Trevenant"
        assert _run(game, "Horrifying Revenge") == dealt


def test_double_type_makes_carbink_fighting_and_psychic_for_weakness_and_type_checks():
    game = new_game(side(mon("me2pt5-117", energy=[FIGHTING] * 3)), side(mon("sv1-123")), rules="modern")
    assert set(game.types_of(game.players[0].active)) == {"Fighting", "Psychic"}
    dealt = _run(game, "Counter Jewel")
    assert dealt == 70 * 2  # Great Tusk ex is weak to Psychic


def test_lt_surges_bargain_takes_prizes_or_draws_4():
    from tests.engine_helpers import play

    for answer in ("yes", "no"):
        game = new_game(side(mon(LUNATONE), hand=["me1-120"]), side(mon(PALAFIN)), rules="modern")
        play(game, "Lt. Surge's Bargain")
        assert game.pending.player == 1 and game.pending.purpose == "accept_bargain"
        game.apply(Choose(answer))
        prizes = [len(p.prizes) for p in game.players]
        assert prizes == ([5, 5] if answer == "yes" else [6, 6])
        assert len(game.players[0].hand) == (1 if answer == "yes" else 4)
    game = new_game(side(mon(LUNATONE), hand=["me1-120"], prizes=[FIGHTING]), side(mon(PALAFIN)), rules="modern")
    play(game, "Lt. Surge's Bargain")
    game.apply(Choose("yes"))
    assert game.outcome is not None


def test_sandy_flapping_mills_2_when_evolving_or_when_knocked_out_in_the_active_spot():
    from tests.engine_helpers import evolve

    game = new_game(side(mon("me2-52"), hand=["me2-53"]), side(mon(PALAFIN)), rules="modern")
    game.players[0].active.entered = 0
    evolve(game, game.cards[game.players[0].hand[0]].name, 0)
    game.apply(Choose("yes"))
    assert len(game.players[1].discard) == 2
    for where, milled in (("active", 2), ("bench", 0)):
        mine = mon("me2-53", "me2-52", damage=140)
        me = side(mine, bench=[LUNATONE]) if where == "active" else side(mon(LUNATONE), bench=[mine])
        game = new_game(me, side(mon("me2-58", energy=[DARK] * 3)), rules="modern")
        game.apply(game.legal_actions()[-1])
        deck = len(game.players[1].deck)
        card = game.card_of(game.players[1].active)
        name = "Sniping Feathers" if where == "bench" else "Wind of Darkness"
        game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == name)))
        while game.pending is not None:
            game.apply(Choose("yes") if game.pending.purpose == "may" else Choose(game.pending.options[-1]))
        assert deck - len(game.players[1].deck) == milled, where


def test_ignition_energy_gives_an_evolution_pokemon_3_and_goes_at_the_end_of_the_turn():
    game = new_game(side(mon("rsv10pt5-45", "rsv10pt5-44", energy=["rsv10pt5-86"]),
                         bench=[mon(LUNATONE, energy=["rsv10pt5-86"])]), side(mon(PALAFIN)), rules="modern")
    assert game.energy_units(game.players[0].active) == ["Colorless"] * 3
    assert game.energy_units(game.players[0].bench[0]) == ["Colorless"]
    game.apply(game.legal_actions()[-1])
    assert not game.players[0].active.energy and not game.players[0].bench[0].energy
    assert len(game.players[0].discard) == 2


def test_infinite_shadow_puts_gengar_into_the_hand_when_knocked_out_by_an_attack():
    game = new_game(side(mon("me3-50", "me3-48", "me3-49", energy=[DARK], damage=120), bench=[LUNATONE]),
                    side(mon(PALAFIN, energy=[WATER])), rules="modern")
    game.apply(game.legal_actions()[-1])
    card = game.card_of(game.players[1].active)
    game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == "Jet Punch")))
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    names = [game.name_of(u) for u in game.players[0].hand]
    assert {"Gengar", "Haunter", "Gastly"} <= set(names)
    assert [game.name_of(u) for u in game.players[0].discard] == ["Basic Darkness Energy"]
    assert len(game.players[1].prizes) == 5


def test_anthea_and_concordia_takes_3_more_prizes_with_all_six_ns_pokemon():
    from tests.engine_helpers import play

    ns = ["sv9-27", "sv9-98", "me2pt5-51", "sv9-105", "sv9-116"]
    game = new_game(side(mon("me2pt5-155", energy=[LIGHTNING] * 3), bench=ns, hand=["me2pt5-182"]),
                    side(mon(LUNATONE, damage=50), bench=[PALAFIN]), rules="modern")
    play(game, "Anthea & Concordia")
    _attack_named(game, "Shred")
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    assert len(game.players[0].prizes) == 6 - 1 - 3
    game = new_game(side(mon("me2pt5-155"), bench=ns[:4], hand=["me2pt5-182"]), side(mon(LUNATONE)),
                    rules="modern")
    assert not any(a[0] == "play" for a in game.legal_actions())


def test_explosiveness_lets_cinderace_start_in_the_active_spot_and_turbo_flare_feeds_the_bench():
    from desktop.engine.game import Game

    db = default_db()
    deck = [db.get("me1-28")] * 20 + [db.get(LUNATONE)] * 4 + [db.get(FIRE)] * 36
    started = False
    for seed in range(6):
        g = Game.new([deck, deck], seed=seed, rules="modern")
        while g.phase == "setup" and g.prompt is not None:
            if g.prompt.purpose == "setup_active":
                cinderace = [u for u in g.prompt.options if g.cards[u].name == "Cinderace"]
                if cinderace:
                    g.apply(Choose(cinderace[0]))
                    started = True
                    continue
            g.apply(g.legal_actions()[0])
        if started:
            break
    assert started
    game = new_game(side(mon("me1-28", "me1-26", "me1-27", energy=[FIRE]), bench=[LUNATONE],
                         deck=[FIRE, GRASS, WATER, FIGHTING]), side(mon(PALAFIN)), rules="modern")
    _attack_named(game, "Turbo Flare")
    assert game.pending is not None
    _answer_all(game)
    assert len(game.players[0].bench[0].energy) == 3 and len(game.players[0].active.energy) == 1


def test_battle_cage_stops_counters_on_benched_pokemon_but_not_attack_damage():
    for stadium, placed in ((True, 0), (False, 60)):
        hand = ["me2-85"] if stadium else []
        game = new_game(side(mon("me2pt5-86", "me2pt5-85", energy=[PSYCHIC] * 2), hand=hand),
                        side(mon(DARKRAI_EX), bench=[PALAFIN]), rules="modern")
        if stadium:
            _with_stadium(game, "me2-85")
        game.players[1].active.poison = 10
        _attack_named(game, "Assassin's Magic")
        assert game.players[1].bench[0].damage == placed
    game = _with_stadium(new_game(side(mon(LUNATONE), bench=[PALAFIN], hand=["me2-85"]),
                                  side(mon("me2-58", energy=[DARK] * 3)), rules="modern"), "me2-85")
    game.apply(game.legal_actions()[-1])
    card = game.card_of(game.players[1].active)
    game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == "Sniping Feathers")))
    game.apply(Choose(11))  # the Benched Palafin
    assert game.players[0].bench[0].damage == 120  # damage from attacks is still taken
