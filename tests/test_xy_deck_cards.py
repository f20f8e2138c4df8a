"""Cards of the XY theme decks Gears of Fire and Ring of Lightning (Steam Siege), Burning Winds and
Bolt Twister (Phantom Forces) and Mewtwo Mayhem (Evolutions), issue #15: each test plays the card
by the XY rules and checks what it did."""

from __future__ import annotations

from desktop.engine.actions import OPPONENT, Attack, UsePower
from desktop.engine.state import CONFUSED
from tests.engine_helpers import attack, choose, end_turn, mon, new_game, play, side, zone_names

FIRE, PSYCHIC, LIGHTNING, METAL = "Fire Energy", "Psychic Energy", "Lightning Energy", "Metal Energy"
VOLCANION, PONYTA, KLINKLANG, MEOWTH = "xy11-25", "xy11-16", "xy11-73", "xy11-88"
AMPHAROS, GALVANTULA_SS, DRIFLOON, DRIFBLIM = "xy11-40", "xy11-42", "xy11-46", "xy11-47"
LITWICK, LAMPENT, AMBIPOM, HAWLUCHA = "xy11-48", "xy11-49", "xy11-91", "xy11-97"
YANMEGA, TALONFLAME, PYROAR, GALVANTULA = "xy4-4", "xy4-10", "xy4-12", "xy4-27"
JOLTIK, HELIOLISK, JELLICENT = "xy4-26", "xy4-30", "xy4-21"
NIDOKING, HAUNTER, DIGLETT, ONIX, MEWTWO = "xy12-45", "xy12-48", "xy12-55", "xy12-61", "xy12-51"
BIG = "sm1-105"  # Stoutland: 140 HP, a Colorless target with no Weakness to the attacks below
EX = "xy1-1"  # Venusaur-EX


def _xy(me: dict, them: dict, **kw):
    return new_game(me, them, rules="xy", **kw)


def test_power_heater_attaches_a_fire_energy_from_the_discard_pile_to_each_of_2_chosen_benched_pokemon():
    game = _xy(side(mon(VOLCANION, energy=[FIRE]), bench=[PONYTA, PONYTA, PONYTA], discard=[FIRE, FIRE, FIRE]),
               side(mon(BIG)))
    attack(game, "Power Heater")
    choose(game, 1)
    choose(game, 3)
    me = game.players[0]
    assert [len(s.energy) for s in me.bench] == [1, 0, 1]
    assert zone_names(game, 0, "discard") == [FIRE] and game.players[1].active.damage == 20


def test_returning_flames_puts_2_fire_energy_cards_from_the_discard_pile_into_the_hand():
    game = _xy(side(mon(PONYTA, energy=[FIRE]), discard=[FIRE, PSYCHIC, FIRE, FIRE]), side(mon(BIG)))
    attack(game, "Returning Flames")
    while game.pending is not None:
        choose(game, next(u for u in game.pending.options if u is not None))
    assert sorted(zone_names(game, 0, "hand")) == [FIRE, FIRE]
    assert zone_names(game, 0, "discard") == [FIRE, PSYCHIC]


def test_heavy_bumper_takes_10_less_for_each_colorless_in_the_attackers_retreat_cost():
    # Galvantula (Retreat Cost 1) does 60 - 10; Nidoking (Retreat Cost 3): Rumble's 40 - 30.
    game = _xy(side(mon(GALVANTULA, energy=[LIGHTNING] * 3)), side(mon(KLINKLANG)))
    attack(game, "Electroweb")
    assert game.players[1].active.damage == 50
    game = _xy(side(mon(NIDOKING, energy=[PSYCHIC] * 2)), side(mon(KLINKLANG)))
    attack(game, "Rumble")
    assert game.players[1].active.damage == 0  # (Psychic Resistance -20 first: 20, then 30 less)


def test_gear_spinner_does_70_more_on_the_next_turn_only():
    game = _xy(side(mon(KLINKLANG, energy=[METAL] * 3)), side(mon(BIG), bench=[BIG]))
    attack(game, "Gear Spinner")
    assert game.players[1].active.damage == 70
    end_turn(game)  # (the attack ended the turn) the opponent's turn passes
    events = attack(game, "Gear Spinner")
    assert [e.amount for e in events if e.kind == "damage"] == [140]  # (it Knocks Out the Stoutland)


def test_stall_only_going_second_on_the_first_turn_and_discards_a_chosen_energy():
    them = side(mon(BIG, energy=[FIRE]), bench=[mon(BIG, energy=[PSYCHIC, FIRE])])
    game = _xy(side(mon(MEOWTH, energy=[FIRE])), them)  # turn 3: not the first turn
    assert Attack(0) not in game.legal_actions()
    game = _xy(side(mon(MEOWTH, energy=[FIRE])), them, turn=2, first=1)
    attack(game, "Stall")
    choose(game, OPPONENT + 1)
    benched = game.players[1].bench[0]
    choose(game, benched.energy[0])  # the Psychic Energy
    assert zone_names(game, 1, "discard") == [PSYCHIC] and len(game.players[1].active.energy) == 1


def test_surprise_strike_does_50_more_only_after_moving_up_from_the_bench_this_turn():
    from desktop.engine.actions import Retreat

    game = _xy(side(mon(BIG, energy=["Grass Energy"] * 3), bench=[mon(YANMEGA, energy=["Grass Energy"] * 3)]),
               side(mon(BIG)))
    game.apply(Retreat(1))
    attack(game, "Surprise Strike")
    assert game.players[1].active.damage == 100
    game = _xy(side(mon(YANMEGA, energy=["Grass Energy"] * 3)), side(mon(BIG)))
    attack(game, "Surprise Strike")
    assert game.players[1].active.damage == 50


def test_jet_shoot_makes_the_attacker_take_40_more_during_the_next_turn():
    game = _xy(side(mon(TALONFLAME, energy=[FIRE] * 3)), side(mon(NIDOKING, energy=[PSYCHIC] * 2)))
    attack(game, "Jet Shoot")  # (the attack ends the turn)
    attack(game, "Rumble")  # 40, then 40 more
    assert game.players[0].active.damage == 80


def test_flare_command_discards_a_fire_energy_and_switches_in_the_chosen_benched_pokemon():
    game = _xy(side(mon(PYROAR, energy=[FIRE, PSYCHIC])), side(mon(BIG), bench=[PONYTA, DRIFLOON]))
    game.apply(UsePower(0, 0))
    assert game.players[0].active.energy and zone_names(game, 0, "discard") == [FIRE]
    choose(game, OPPONENT + 2)
    assert game.card_of(game.players[1].active).id == DRIFLOON
    assert UsePower(0, 0) not in game.legal_actions()  # once during your turn (and no Fire Energy left)


def test_cobweb_trip_switches_in_the_chosen_pokemon_and_confuses_it():
    game = _xy(side(mon(GALVANTULA, energy=[LIGHTNING])), side(mon(BIG), bench=[PONYTA, DRIFLOON]))
    attack(game, "Cobweb Trip")
    choose(game, OPPONENT + 1)
    them = game.players[1]
    assert game.card_of(them.active).id == PONYTA and them.active.rot == CONFUSED


def test_night_march_counts_the_pokemon_with_night_march_in_the_discard_pile():
    game = _xy(side(mon(JOLTIK, energy=[LIGHTNING] * 2), discard=[JOLTIK, JOLTIK, PONYTA]), side(mon(BIG)))
    attack(game, "Night March")
    assert game.players[1].active.damage == 40


def test_parabolic_spark_discards_as_many_lightning_energy_as_chosen_for_30_each():
    game = _xy(side(mon(HELIOLISK, energy=[LIGHTNING, LIGHTNING, LIGHTNING]), bench=[mon(JOLTIK, energy=[LIGHTNING])]),
               side(mon(BIG)))
    attack(game, "Parabolic Spark")
    for _ in range(3):
        choose(game, game.pending.options[0])
    choose(game, None)  # stop: 1 Lightning Energy stays
    assert game.players[1].active.damage == 90
    assert sum(len(s.energy) for _p, s in game.players[0].in_play()) == 1


def test_meddling_must_attach_3_energy_from_the_opponents_discard_pile():
    game = _xy(side(mon(JELLICENT, energy=["Water Energy"])), side(mon(BIG), discard=[FIRE, FIRE, PSYCHIC, FIRE]))
    attack(game, "Meddling")
    attached = 0
    while game.pending is not None:
        assert not game.pending.optional
        choose(game, game.pending.options[0])
        attached = len(game.players[1].active.energy)
    assert attached == 3 and len(game.players[1].discard) == 1


def test_double_thread_applies_weakness_to_benched_pokemon_too():
    game = _xy(side(mon(GALVANTULA_SS, energy=[LIGHTNING])), side(mon(BIG), bench=[MEOWTH, "xy1-40"]))
    attack(game, "Double Thread")
    choose(game, OPPONENT + 1)
    choose(game, OPPONENT + 2)  # xy1-40 (a Water Pokémon, Lightning Weakness): 60
    them = game.players[1]
    assert [s.damage for s in them.bench] == [30, 60] and them.active.damage == 0


def test_transfer_pain_moves_a_damage_counter_to_the_chosen_opposing_pokemon():
    game = _xy(side(mon(DRIFLOON, energy=[PSYCHIC], damage=20)), side(mon(BIG), bench=[MEOWTH]))
    attack(game, "Transfer Pain")
    choose(game, OPPONENT + 1)
    assert game.players[0].active.damage == 10 and game.players[1].bench[0].damage == 10


def test_mirror_mirror_brings_both_hands_to_4_the_opponent_first():
    game = _xy(side(mon(LAMPENT, energy=[PSYCHIC]), hand=[FIRE, FIRE]),
               side(mon(BIG), hand=[FIRE, PSYCHIC, FIRE, FIRE, FIRE, PSYCHIC]))
    attack(game, "Mirror Mirror")
    assert game.pending.player == 1 and game.pending.purpose == "hand_to_discard"
    psychic = [u for u in game.players[1].hand if game.name_of(u) == PSYCHIC]
    choose(game, psychic[0])
    choose(game, psychic[1])
    assert game.pending is None
    # (the attack ended the turn: the opponent has drawn a card for their turn since)
    assert len(game.players[0].hand) == 4 and zone_names(game, 1, "hand") == ["Fighting Energy"] + [FIRE] * 4


def test_slightly_simmer_discards_up_to_2_chosen_cards_from_the_deck():
    game = _xy(side(mon(LITWICK, energy=[PSYCHIC]), deck=[FIRE] * 5 + [PSYCHIC]), side(mon(BIG)))
    attack(game, "Slightly Simmer")
    choose(game, next(u for u in game.pending.options if game.name_of(u) == PSYCHIC))
    choose(game, None)
    assert zone_names(game, 0, "discard") == [PSYCHIC] and len(game.players[0].deck) == 5


def test_shocking_light_puts_3_counters_on_a_pokemon_ex_and_is_only_offered_against_one():
    game = _xy(side(mon(AMPHAROS)), side(mon(BIG)))
    assert UsePower(0, 0) not in game.legal_actions()
    game = _xy(side(mon(AMPHAROS)), side(mon(BIG), bench=[EX]))
    game.apply(UsePower(0, 0))
    assert game.players[1].bench[0].damage == 30 and UsePower(0, 0) not in game.legal_actions()


def test_furry_chance_does_60_more_when_the_discarded_top_card_is_energy():
    for top, damage in ((FIRE, 80), (PONYTA, 20)):
        game = _xy(side(mon(AMBIPOM, energy=[FIRE])), side(mon(BIG), deck=[PONYTA] * 3 + [top]))
        attack(game, "Furry Chance")
        assert game.players[1].active.damage == damage
        assert zone_names(game, 1, "discard") == [game.name_of(game.players[1].discard[0])] == \
            [FIRE if top == FIRE else "Ponyta"]


def test_sudden_cyclone_lets_the_opponent_choose_their_new_active_pokemon():
    game = _xy(side(mon(BIG), hand=[HAWLUCHA]), side(mon(BIG), bench=[DRIFLOON, PONYTA]))
    from tests.engine_helpers import bench

    bench(game, "Hawlucha")
    choose(game, "yes")
    assert game.pending.player == 1
    choose(game, 2)
    assert game.card_of(game.players[1].active).id == PONYTA


def test_ninja_boy_switches_a_basic_with_one_from_the_deck_keeping_everything_on_it():
    game = _xy(side(mon(PONYTA, energy=[FIRE], damage=30), hand=["xy11-103"], deck=[FIRE, DRIFLOON]),
               side(mon(BIG)))
    play(game, "Ninja Boy")
    choose(game, next(u for u in game.pending.options if game.name_of(u) == "Drifloon"))
    active = game.players[0].active
    assert game.card_of(active).id == DRIFLOON and active.damage == 30 and len(active.energy) == 1
    assert sorted(zone_names(game, 0, "deck")) == [FIRE, "Ponyta"]


def test_tail_swing_hits_only_the_benched_basic_pokemon():
    game = _xy(side(mon(NIDOKING, energy=[PSYCHIC] * 3)), side(mon(BIG), bench=[PONYTA, mon(LAMPENT, LITWICK)]))
    attack(game, "Tail Swing")
    them = game.players[1]
    assert them.active.damage == 100 and [s.damage for s in them.bench] == [20, 0]


def test_dream_eater_does_nothing_unless_the_opponents_active_pokemon_is_asleep():
    game = _xy(side(mon(HAUNTER, energy=[PSYCHIC] * 2)), side(mon(BIG)))
    attack(game, "Dream Eater")
    assert game.players[1].active.damage == 0


def test_submerge_prevents_damage_on_the_bench_from_both_players_attacks():
    game = _xy(side(mon(NIDOKING, energy=[PSYCHIC] * 3)), side(mon(BIG), bench=[DIGLETT, PONYTA]))
    attack(game, "Tail Swing")
    assert [s.damage for s in game.players[1].bench] == [0, 20]
    # Magnemite's Selfdestruct: 10 to each Benched Pokémon of both players; its own Diglett takes none
    game = _xy(side(mon("base1-53", energy=[LIGHTNING] * 2), bench=[DIGLETT, PONYTA]), side(mon(BIG)))
    attack(game, "Selfdestruct")
    assert [s.damage for s in game.players[0].bench] == [0, 10]


def test_harden_prevents_60_or_less_but_not_more():
    for attacker, name, energy, damage in ((GALVANTULA, "Electroweb", [LIGHTNING] * 3, 0),
                                           (NIDOKING, "Tail Swing", [PSYCHIC] * 3, 100)):
        game = _xy(side(mon(ONIX, energy=["Fighting Energy"]), bench=[BIG]), side(mon(attacker, energy=energy)))
        attack(game, "Harden")  # (the attack ends the turn)
        events = attack(game, name)
        assert [e.amount for e in events if e.kind == "damage" and e.player == 0] == ([damage] if damage else [])


def test_barrier_protects_and_cannot_be_used_two_turns_running():
    game = _xy(side(mon(MEWTWO, energy=[PSYCHIC] * 2)), side(mon(GALVANTULA, energy=[LIGHTNING] * 3)))
    attack(game, "Barrier")
    attack(game, "Electroweb")
    assert game.players[0].active.damage == 0
    assert Attack(1) not in game.legal_actions()  # Barrier was used during the last turn
    end_turn(game)
    end_turn(game)
    assert Attack(1) in game.legal_actions()


def test_dizzying_wind_flips_for_each_trainer_the_opponent_plays_next_turn_tails_no_effect():
    from tests.engine_helpers import coins

    seen = set()
    for seed in range(12):
        game = _xy(side(mon("xy4-2", energy=["Grass Energy"])),
                   side(mon(BIG), hand=["xy1-122", "xy1-122", FIRE], deck=[FIRE] * 20), seed=seed)
        attack(game, "Dizzying Wind")  # (the attack ends the turn; the opponent draws: 4 cards)
        flips = coins(play(game, "Professor Sycamore"))
        assert len(flips) == 1 and "Professor Sycamore" in zone_names(game, 1, "discard")
        assert len(game.players[1].hand) == (7 if flips[0] else 3)  # tails: nothing discarded, nothing drawn
        seen.add(flips[0])
        if seen == {True, False} and not flips[0]:  # (tails last: the second Sycamore is still in hand)
            break
    assert seen == {True, False}
    end_turn(game)
    end_turn(game)  # the opponent's turn after next: Trainers play without a coin
    assert coins(play(game, "Professor Sycamore")) == [] and len(game.players[1].hand) == 7


def test_little_grudge_makes_the_attacker_discard_a_chosen_energy_when_it_knocks_gastly_out():
    gastly = mon("xy12-47", energy=[PSYCHIC])
    game = _xy(side(gastly, bench=[BIG]), side(mon(GALVANTULA, energy=[LIGHTNING, LIGHTNING, "Water Energy"])))
    attack(game, "Little Grudge")  # (the attack ends the turn)
    attack(game, "Electroweb")  # 60: Gastly is Knocked Out
    prompt = game.pending
    assert prompt is not None and prompt.player == 0 and prompt.purpose == "discard_their_energy"
    water = next(u for u in prompt.options if game.name_of(u) == "Water Energy")
    choose(game, water)
    attacker = game.players[1].active
    assert water not in attacker.energy and len(attacker.energy) == 2 and "Water Energy" in zone_names(game, 1,
                                                                                                         "discard")


def test_without_little_grudge_a_knocked_out_gastly_takes_no_energy():
    game = _xy(side(mon("xy12-47", energy=[PSYCHIC]), bench=[BIG]),
               side(mon(GALVANTULA, energy=[LIGHTNING, LIGHTNING, "Water Energy"])))
    end_turn(game)
    attack(game, "Electroweb")
    assert len(game.players[1].active.energy) == 3 and "Water Energy" not in zone_names(game, 1, "discard")
