"""Every non-vanilla Fossil card (base3), one test each: simple shapes in tables, the rest one
by one. Holo (1-15) and non-holo (16-30) printings share one definition, checked first."""

from __future__ import annotations

import pytest
from classic_card_helpers import (
    card,
    check_agility,
    check_condition,
    check_flip_condition,
    check_times_heads,
    check_water_gun,
    hit,
    ready,
    same_effects,
)
from engine_helpers import (
    H,
    T,
    attack,
    choose,
    coins,
    do,
    end_turn,
    new_game,
    play,
    power,
    seed_for,
    side,
    slot,
    take_found,
    total,
)

from desktop.engine import layer
from desktop.engine.actions import Attack, Evolve, PlayTrainer
from desktop.engine.state import ROTATION_NAMES


@pytest.mark.parametrize("number", range(1, 16))
def test_holo_and_plain_printings_share_one_definition(number):
    if card(f"base3-{number}").implemented:
        same_effects(f"base3-{number}", f"base3-{number + 15}")


@pytest.mark.parametrize("card_id, attack_name, conditions", [
    ("base3-2", "Freeze Dry", ("Paralyzed",)), ("base3-10", "Confuse Ray", ("Confused",)),
    ("base3-13", "Sludge", ("Poisoned",)), ("base3-33", "Lick", ("Paralyzed",)),
    ("base3-35", "Psyshock", ("Paralyzed",)), ("base3-39", "Smog", ("Poisoned",)),
    ("base3-43", "Psyshock", ("Paralyzed",)), ("base3-44", "Supersonic", ("Confused",)),
    ("base3-45", "Smog", ("Poisoned",)), ("base3-46", "Spit Poison", ("Poisoned",)),
    ("base3-46", "Wrap", ("Paralyzed",)), ("base3-48", "Nasty Goo", ("Paralyzed",)),
    ("base3-54", "Supersonic", ("Confused",)), ("base3-57", "Supersonic", ("Confused",)),
])
def test_a_coin_for_a_special_condition(card_id, attack_name, conditions):
    check_flip_condition(card_id, attack_name, *conditions)


@pytest.mark.parametrize("card_id, attack_name, condition", [
    ("base3-31", "Poison Fang", "Poisoned"), ("base3-44", "Jellyfish Sting", "Poisoned"),
])
def test_a_special_condition_without_a_coin(card_id, attack_name, condition):
    check_condition(card_id, attack_name, condition)


@pytest.mark.parametrize("card_id, attack_name, n", [
    ("base3-4", "Slam", 2), ("base3-32", "Spike Cannon", 2), ("base3-40", "Spike Cannon", 2),
    ("base3-41", "Fury Swipes", 3), ("base3-53", "Fury Swipes", 3),
])
def test_coins_times_damage(card_id, attack_name, n):
    check_times_heads(card_id, attack_name, n)


@pytest.mark.parametrize("card_id", ["base3-10", "base3-40", "base3-42", "base3-52"])
def test_water_gun(card_id):
    check_water_gun(card_id, "Water Gun")


def test_seadra_agility():
    check_agility("base3-42", "Agility")


def test_aerodactyl_prehistoric_power_stops_evolution_for_both_players():
    g = new_game(side("Charmander", bench=["base3-1"], hand=["Charmeleon"]), side("Squirtle"))
    assert not any(isinstance(a, Evolve) for a in g.legal_actions())
    g = new_game(side("Charmander", bench=[{"card": "base3-1", "condition": "Asleep"}], hand=["Charmeleon"]),
                 side("Squirtle"))
    assert any(isinstance(a, Evolve) for a in g.legal_actions())  # asleep: the power stops working


def test_articuno_blizzard_hits_one_bench_or_the_other():
    for heads in (H, T):
        g = new_game(side(ready("base3-2", "Blizzard"), bench=["Squirtle"]), side("Chansey", bench=["Pidgey"]),
                     seed=seed_for(heads))
        attack(g, "Blizzard")
        assert slot(g, 1).damage == 50
        assert g.players[1].bench[0].damage == (10 if heads else 0)
        assert g.players[0].bench[0].damage == (0 if heads else 10)


def test_dragonite_step_in_once_a_turn():
    g = new_game(side("Chansey", bench=["base3-4"]), side("Zapdos"))
    power(g, 1)
    assert g.name_of(g.players[0].active.top) == "Dragonite"
    assert not any(a[0] == "power" for a in g.legal_actions())


def test_gengar_curse_moves_a_counter_between_the_opponents_pokemon():
    g = new_game(side("base3-5"), side({"card": "Chansey", "damage": 20}, bench=["Pidgey"]))
    power(g, 0)  # from Chansey, the only damaged one, to Pidgey, the only other: no question
    assert slot(g, 1).damage == 10 and g.players[1].bench[0].damage == 10
    assert not any(a[0] == "power" for a in g.legal_actions())  # once during your turn


@pytest.mark.parametrize("card_id, attack_name, amount", [
    ("base3-5", "Dark Mind", 10), ("base3-7", "Stretch Kick", 20), ("base3-8", "Dark Mind", 10)])
def test_damage_to_a_chosen_benched_pokemon(card_id, attack_name, amount):
    g = new_game(side(ready(card_id, attack_name)), side("Charizard", bench=["Pidgey", "Rattata"]))
    attack(g, attack_name)
    choose(g, 12)
    assert [s.damage for s in g.players[1].bench] == [0, amount]


def test_hypno_prophecy_rearranges_either_deck():
    g = new_game(side(ready("base3-8", "Prophecy")), side("Chansey", deck=["Bill", "Potion", "Switch", "Pidgey"]))
    n = total(g)
    attack(g, "Prophecy")
    choose(g, "your opponent's deck")
    deck = g.players[1].deck
    top3 = list(reversed(deck[-3:]))
    for uid in list(reversed(top3))[:2]:  # put them back in the opposite order (the last one goes by itself)
        choose(g, uid)
    third, second, first = reversed(top3)
    assert third in g.players[1].hand  # put on top, then drawn at the start of the opponent's turn
    assert list(reversed(g.players[1].deck[-2:])) == [second, first] and total(g) == n


def test_kabutops_absorb_and_golbat_and_zubat_leech_life():
    g = new_game(side(ready("base3-9", "Absorb", damage=50)), side("Nidoking"))
    attack(g, "Absorb")  # 40 done: heal 20
    assert slot(g, 0).damage == 30
    for card_id, damage in (("base3-34", 20), ("base3-57", 10)):
        g = new_game(side(ready(card_id, "Leech Life", damage=10)), side("Chansey"))
        attack(g, "Leech Life")  # fewer counters than the damage done: remove all of them
        assert slot(g, 0).damage == 0 and slot(g, 1).damage == damage


def test_magneton_sonicboom_ignores_weakness_and_resistance():
    g = new_game(side(ready("base3-11", "Sonicboom")), side("Pidgey"))  # Pidgey is weak to Lightning
    attack(g, "Sonicboom")
    assert slot(g, 1).damage == 20


@pytest.mark.parametrize("card_id, bench, itself", [("base3-11", 20, 100), ("base3-36", 20, 100), ("base3-45", 10, 60)])
def test_selfdestruct(card_id, bench, itself):
    g = new_game(side(ready(card_id, "Selfdestruct"), bench=["Chansey"]), side("Chansey", bench=["Dragonair"]))
    benched = [p.bench[0].top for p in g.players]
    attack(g, "Selfdestruct")  # Knocks Out the attacker: its Benched Chansey comes forward
    in_play = {s.top: s for p in g.players for s in p.slots()}
    assert [in_play[uid].damage for uid in benched] == [bench, bench]
    assert itself >= card(card_id).hp


def test_moltres_wildfire_and_dive_bomb():
    g = new_game(side(ready("base3-12", "Wildfire", extra=["Fire Energy", "Fire Energy"])), side("Chansey"))
    n, deck = total(g), len(g.players[1].deck)
    attack(g, "Wildfire")
    choose(g, 2)
    assert len(slot(g, 0).energy) == 1 and total(g) == n
    assert len(g.players[1].deck) == deck - 2 - 1  # 2 discarded, then the opponent drew for their turn
    for heads in (H, T):
        g, ev = hit("base3-12", "Dive Bomb", seed=seed_for(heads))
        assert slot(g, 1).damage == (80 if heads else 0)


def test_muk_toxic_gas_silences_other_powers():
    g = new_game(side("Blastoise", bench=["Squirtle"], hand=["Water Energy"]), side("base3-13"))
    assert not any(a[0] == "power" for a in g.legal_actions())  # Rain Dance is ignored
    g = new_game(side("Blastoise", bench=["Squirtle"], hand=["Water Energy"]),
                 side({"card": "base3-13", "condition": "Asleep"}))
    assert any(a[0] == "power" for a in g.legal_actions())


def test_raichu_gigashock_hits_three_chosen_benched_pokemon():
    g = new_game(side(ready("base3-14", "Gigashock")), side("Charizard", bench=["Pidgey", "Rattata", "Abra", "Onix"]))
    attack(g, "Gigashock")
    for pos in (11, 13, 14):
        choose(g, pos)
    assert [s.damage for s in g.players[1].bench] == [10, 0, 10, 10]
    g = new_game(side(ready("base3-14", "Gigashock")), side("Charizard", bench=["Pidgey", "Rattata"]))
    attack(g, "Gigashock")  # fewer than 3: each of them, no question
    assert [s.damage for s in g.players[1].bench] == [10, 10]


def test_zapdos_thunderstorm_flips_for_each_benched_pokemon():
    g = new_game(side(ready("base3-15", "Thunderstorm")), side("Charizard", bench=["Pidgey", "Rattata", "Abra"]),
                 seed=seed_for(H, T, T))
    ev = attack(g, "Thunderstorm")
    assert coins(ev) == [H, T, T]
    assert [s.damage for s in g.players[1].bench] == [20, 0, 0] and slot(g, 0).damage == 20


def test_arbok_terror_strike_lets_the_opponent_switch_on_heads():
    g = new_game(side(ready("base3-31", "Terror Strike")), side("Chansey", bench=["Pidgey"]), seed=seed_for(H))
    attack(g, "Terror Strike")
    assert g.name_of(g.players[1].active.top) == "Pidgey" and g.players[1].bench[0].damage == 10


def test_cloyster_clamp_paralyzes_or_does_nothing():
    for heads in (H, T):
        g, ev = hit("base3-32", "Clamp", seed=seed_for(heads))
        assert slot(g, 1).damage == (30 if heads else 0)
        assert (ROTATION_NAMES[slot(g, 1).rot] == "Paralyzed") is heads


def test_gastly_energy_conversion():
    g = new_game(side(ready("base3-33", "Energy Conversion"), discard=["Fire Energy", "Water Energy", "Bill"]),
                 side("Charizard"))
    attack(g, "Energy Conversion")
    for _ in range(2):
        choose(g, next(u for u in g.pending.options))
    assert sorted(g.name_of(u) for u in g.players[0].hand) == ["Fire Energy", "Water Energy"]
    assert slot(g, 0).damage == 10


def test_golduck_hyper_beam_discards_an_energy():
    g = new_game(side(ready("base3-35", "Hyper Beam")), side({"card": "Chansey", "energy": ["Water Energy"]}))
    attack(g, "Hyper Beam")
    assert slot(g, 1).energy == [] and slot(g, 1).damage == 20


def test_graveler_harden_and_kingler_flail():
    g = new_game(side(ready("base3-37", "Harden")), side({"card": "Pikachu", "energy": ["Lightning Energy"] * 2}),
                 seed=seed_for(H))
    attack(g, "Harden")
    attack(g, "Thunder Jolt")  # 30 or less: prevented
    assert slot(g, 0).damage == 0
    g = new_game(side(ready("base3-38", "Flail", damage=30)), side("Chansey"))
    attack(g, "Flail")
    assert slot(g, 1).damage == 30


@pytest.mark.parametrize("card_id", ["base3-39", "base3-49"])
def test_smokescreen(card_id):
    g = new_game(side(ready(card_id, "Smokescreen")), side({"card": "Pikachu", "energy": ["Lightning Energy"]}),
                 seed=seed_for(T))
    attack(g, "Smokescreen")
    ev = attack(g, "Gnaw")
    assert coins(ev) == [T] and slot(g, 0).damage == 0


def test_slowbro_strange_behavior_takes_counters():
    g = new_game(side("base3-43", bench=[{"card": "Pidgey", "damage": 20}]), side("Chansey"))
    power(g, 0)
    power(g, 0)
    assert slot(g, 0).damage == 20 and g.players[0].bench[0].damage == 0


def test_geodude_stone_barrage_flips_until_tails():
    g, ev = hit("base3-47", "Stone Barrage", seed=seed_for(H, H, T))
    assert coins(ev) == [H, H, T] and slot(g, 1).damage == 20


def test_grimer_minimize():
    g = new_game(side(ready("base3-48", "Minimize")), side({"card": "Pikachu", "energy": ["Lightning Energy"] * 2}),
                 seed=seed_for(H))
    attack(g, "Minimize")
    attack(g, "Thunder Jolt")
    assert slot(g, 0).damage == 10


def test_kabuto_armor_halves_damage():
    g = new_game(side({"card": "Pikachu", "energy": ["Lightning Energy"] * 2}), side("base3-50"), seed=seed_for(H))
    attack(g, "Thunder Jolt")  # 30 -> 10 (rounded down to the nearest 10)
    assert slot(g, 1).damage == 10


def test_krabby_call_for_family():
    g = new_game(side(ready("base3-51", "Call for Family"), deck=["Krabby", "Squirtle"]), side("Chansey"))
    attack(g, "Call for Family")
    take_found(g)
    assert [g.name_of(s.top) for s in g.players[0].bench] == ["Krabby"]


def test_omanyte_clairvoyance_shows_the_opponents_hand():
    g = new_game(side("base3-52"), side("Chansey", hand=["Bill", "Potion"]))
    assert sorted(g.name_of(u) for u in g.view(0).players[1].hand) == ["Bill", "Potion"]
    assert layer.hand_revealed(g, 1) and not layer.hand_revealed(g, 0)
    hidden = new_game(side("Squirtle"), side("Chansey", hand=["Bill", "Potion"]))
    assert not layer.hand_revealed(hidden, 1)


def test_psyduck_headache_stops_trainers_next_turn():
    g = new_game(side(ready("base3-53", "Headache")), side("Chansey", hand=["Bill"]))
    attack(g, "Headache")
    assert not any(isinstance(a, PlayTrainer) for a in g.legal_actions())
    end_turn(g)
    end_turn(g)
    assert g.lasting == ()


def test_shellder_hide_in_shell():
    g = new_game(side(ready("base3-54", "Hide in Shell")), side({"card": "Pikachu", "energy": ["Lightning Energy"]}),
                 seed=seed_for(H))
    attack(g, "Hide in Shell")
    attack(g, "Gnaw")
    assert slot(g, 0).damage == 0


def test_slowpoke_spacing_out_and_scavenge():
    g = new_game(side(ready("base3-55", "Spacing Out")), side("Chansey"))
    assert Attack(0) not in g.legal_actions()  # no damage counters
    g = new_game(side(ready("base3-55", "Spacing Out", damage=20)), side("Chansey"), seed=seed_for(H))
    attack(g, "Spacing Out")
    assert slot(g, 0).damage == 10
    g = new_game(side(ready("base3-55", "Scavenge"), discard=["Bill"]), side("Chansey"))
    attack(g, "Scavenge")
    assert [g.name_of(u) for u in g.players[0].hand] == ["Bill"]


def test_tentacool_cowardice_returns_it_to_the_hand():
    g = new_game(side("Chansey", bench=[{"card": "base3-56", "energy": ["Water Energy"], "entered": 1}]),
                 side("Zapdos"))
    n = total(g)
    power(g, 1)
    assert g.players[0].bench == [] and "Tentacool" in [g.name_of(u) for u in g.players[0].hand]
    assert [g.name_of(u) for u in g.players[0].discard] == ["Water Energy"] and total(g) == n


def test_mr_fuji_shuffles_a_benched_pokemon_into_the_deck():
    g = new_game(side("Chansey", bench=["Pidgey"], hand=["base3-58"]), side("Zapdos"))
    n = total(g)
    play(g, "Mr. Fuji", 1)
    assert g.players[0].bench == [] and "Pidgey" in [g.name_of(u) for u in g.players[0].deck] and total(g) == n


def test_energy_search_finds_a_basic_energy():
    g = new_game(side("Chansey", hand=["base3-59"], deck=["Bill", "Water Energy"]), side("Zapdos"))
    play(g, "Energy Search")
    take_found(g)
    assert [g.name_of(u) for u in g.players[0].hand] == ["Water Energy"]


def test_gambler_draws_8_or_1():
    seen = set()
    for seed in range(40):  # the shuffle comes before the coin: look for both results
        g = new_game(side("Chansey", hand=["base3-60", "Bill", "Potion"]), side("Zapdos"), seed=seed)
        n = total(g)
        heads = coins(play(g, "Gambler"))[0]
        assert len(g.players[0].hand) == (8 if heads else 1) and total(g) == n
        seen.add(heads)
    assert seen == {H, T}


def test_recycle_puts_a_discarded_card_on_top_of_the_deck():
    g = new_game(side("Chansey", hand=["base3-61"], discard=["Potion"]), side("Zapdos"), seed=seed_for(H))
    play(g, "Recycle")
    assert g.name_of(g.players[0].deck[-1]) == "Potion"


def test_ditto_transform_becomes_the_defending_pokemon():
    g = new_game(side({"card": "base3-3", "energy": ["Psychic Energy"] * 4}, bench=["Pidgey"]),
                 side("Charizard", bench=["Squirtle"]))
    ditto = slot(g, 0)
    assert g.card_of(ditto).name == "Charizard" and g.hp_of(ditto) == 120 and g.types_of(ditto) == ("Fire",)
    assert Attack(0) in g.legal_actions()  # Charizard's Fire Spin, paid with Psychic Energy as any type
    attack(g, "Fire Spin")  # 100 damage, discarding 2 Energy
    assert slot(g, 1).damage == 100 and len(slot(g, 0).energy) == 2
    g = new_game(side({"card": "base3-3", "damage": 60}, bench=["Pidgey"]), side("Charizard"))
    assert g.hp_of(slot(g, 0)) == 120  # 60 damage is not a Knock Out while it is a Charizard
    g = new_game(side({"card": "base3-3", "condition": "Asleep"}), side("Charizard"))
    assert g.card_of(slot(g, 0)).name == "Ditto"  # not a copy while Asleep
    g = new_game(side({"card": "Chansey"}, bench=["base3-3"]), side("Charizard"))
    assert g.card_of(g.players[0].bench[0]).name == "Ditto"  # only as the Active Pokémon


def test_haunter_transparency_flips_to_prevent_everything():
    for heads in (H, T):
        g = new_game(side({"card": "Pikachu", "energy": ["Lightning Energy"] * 2}), side("base3-6"),
                     seed=seed_for(heads, H))
        ev = attack(g, "Thunder Jolt")
        assert coins(ev)[0] == heads  # the Transparency coin comes first
        assert slot(g, 1).damage == (0 if heads else 30)
    g = new_game(side(ready("base3-6", "Nightmare")), side("Charizard"), seed=seed_for(T))  # stays Asleep
    attack(g, "Nightmare")
    assert ROTATION_NAMES[slot(g, 1).rot] == "Asleep" and slot(g, 1).damage == 10


def test_mysterious_fossil_is_played_as_a_basic_and_evolves_into_kabuto():
    g = new_game(side("Chansey", hand=["base3-62", "base3-50"]), side("Zapdos"))
    n = total(g)
    do(g, next(a for a in g.legal_actions() if a[0] == "bench"))
    fossil = g.players[0].bench[0]
    assert g.name_of(fossil.top) == "Mysterious Fossil"
    assert not any(isinstance(a, Evolve) for a in g.legal_actions())  # not the turn it came into play
    end_turn(g)
    end_turn(g)
    do(g, next(a for a in g.legal_actions() if isinstance(a, Evolve)))
    assert g.name_of(g.players[0].bench[0].top) == "Kabuto" and total(g) == n
    g = new_game(side({"card": "base3-62"}, bench=["Pidgey"]),
                 side({"card": "Pikachu", "energy": ["Lightning Energy"]}))
    assert not any(a[0] == "retreat" for a in g.legal_actions())  # can't retreat
    end_turn(g)
    attack(g, "Gnaw")  # 10 damage Knocks Out the 10-HP Fossil: no Prize card for it
    assert len(g.players[1].prizes) == 6
