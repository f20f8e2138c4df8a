"""Every Fossil (base3) attack with an effect, one test per card (holo and non-holo printings of the
same card share a test, parametrized by card id); the Pokémon Powers are tested elsewhere.

Same method as ``test_base2_attacks.py``: positions on a Base Set + Jungle + Fossil database, the
attack played through ``game.apply``, exact results, no card lost, coins from chosen seeds.
"""

from __future__ import annotations

import pytest
from attack_helpers import (
    attacker,
    check_agility,
    check_bench_hit,
    check_call_for_family,
    check_condition,
    check_drain,
    check_flip_condition,
    check_minimize,
    check_selfdestruct,
    check_smokescreen,
    check_times,
    check_water_gun,
    classic_db,
    lasting,
    new_game,
    offered_attacks,
)
from engine_helpers import H, T, attack, choose, coins, end_turn, mon, play, seed_for, side, slot, total, zone_names

from desktop.ai.answers import answer_prompt
from desktop.engine.actions import Attack, PlayTrainer
from desktop.engine.state import NONE, PARALYZED


def f(*numbers: int) -> list[str]:
    return [f"base3-{n}" for n in numbers]


FOSSIL = ("Mysterious Fossil",)

# ---------------------------------------------------------------- tables of shared shapes
FLIP_CONDITIONS = [  # (cards, attack, condition, Pokémon under it)
    (f(2, 17), "Freeze Dry", "Paralyzed", ()),
    (f(10, 25), "Confuse Ray", "Confused", ()),
    (f(13, 28), "Sludge", "Poisoned", ("Grimer",)),
    (f(33), "Lick", "Paralyzed", ()),
    (f(35), "Psyshock", "Paralyzed", ("Psyduck",)),
    (f(39), "Smog", "Poisoned", ()),
    (f(43), "Psyshock", "Paralyzed", ("Slowpoke",)),
    (f(44), "Supersonic", "Confused", ("Tentacool",)),
    (f(45), "Smog", "Poisoned", ("Koffing",)),
    (f(46), "Spit Poison", "Poisoned", ()),
    (f(46), "Wrap", "Paralyzed", ()),
    (f(48), "Nasty Goo", "Paralyzed", ()),
    (f(54), "Supersonic", "Confused", ()),
    (f(57), "Supersonic", "Confused", ()),
]


@pytest.mark.parametrize(("ref", "name", "condition", "under"),
                         [(r, *rest) for refs, *rest in FLIP_CONDITIONS for r in refs])
def test_flip_for_a_condition(ref, name, condition, under):
    check_flip_condition(ref, name, condition, *under)


CONDITIONS = [
    (f(6, 21), "Nightmare", "Asleep", ("Gastly",)),
    (f(31), "Poison Fang", "Poisoned", ("Ekans",)),
    (f(44), "Jellyfish Sting", "Poisoned", ("Tentacool",)),
]


@pytest.mark.parametrize(("ref", "name", "condition", "under"),
                         [(r, *rest) for refs, *rest in CONDITIONS for r in refs])
def test_condition(ref, name, condition, under):
    check_condition(ref, name, condition, *under)


TIMES = [  # (cards, attack, coins, Pokémon under it)
    (f(4, 19), "Slam", 2, ("Dratini", "Dragonair")),
    (f(32), "Spike Cannon", 2, ("Shellder",)),
    (f(40), "Spike Cannon", 2, (*FOSSIL, "Omanyte")),
    (f(41), "Fury Swipes", 3, ("Sandshrew",)),
    (f(53), "Fury Swipes", 3, ()),
]


@pytest.mark.parametrize(("ref", "name", "n_coins", "under"), [(r, *rest) for refs, *rest in TIMES for r in refs])
def test_coins_times_damage(ref, name, n_coins, under):
    check_times(ref, name, n_coins, *under)


WATER_GUN = [(f(10, 25), ()), (f(40), (*FOSSIL, "Omanyte")), (f(42), ("Horsea",)), (f(52), FOSSIL)]


@pytest.mark.parametrize(("ref", "under"), [(r, under) for refs, under in WATER_GUN for r in refs])
def test_water_gun(ref, under):
    check_water_gun(ref, "Water Gun", *under)


BENCH_HITS = [(f(5, 20), "Dark Mind", 10, ("Gastly", "Haunter")), (f(7, 22), "Stretch Kick", 20, ()),
              (f(8, 23), "Dark Mind", 10, ("Drowzee",))]


@pytest.mark.parametrize(("ref", "name", "amount", "under"), [(r, *rest) for refs, *rest in BENCH_HITS for r in refs])
def test_damage_to_a_chosen_benched_pokemon(ref, name, amount, under):
    check_bench_hit(ref, name, amount, *under)


DRAINS = [(f(9, 24), "Absorb", True, (*FOSSIL, "Kabuto")), (f(34), "Leech Life", False, ("Zubat",)),
          (f(57), "Leech Life", False, ())]


@pytest.mark.parametrize(("ref", "name", "half", "under"), [(r, *rest) for refs, *rest in DRAINS for r in refs])
def test_drain(ref, name, half, under):
    check_drain(ref, name, half, *under)


# ---------------------------------------------------------------- 1-15 and their non-holo printings
@pytest.mark.parametrize("ref", f(2, 17))
def test_articuno_blizzard(ref):
    """Heads: 10 to each of the opponent's Benched Pokémon; tails: 10 to each of your own."""
    for heads in (H, T):
        g = new_game(side(attacker(ref, "Blizzard"), bench=["Seel", "Pikachu"]),
                     side("Chansey", bench=["Charmander", "Onix"]), seed=seed_for(heads))
        n = total(g)
        ev = attack(g, "Blizzard")
        assert coins(ev) == [heads] and slot(g, 1).damage == 50
        hit = [10, 10]  # Charmander's Water Weakness does not count on the Bench
        assert [s.damage for s in g.players[1].bench] == (hit if heads else [0, 0])
        assert [s.damage for s in g.players[0].bench] == ([0, 0] if heads else hit)
        assert total(g) == n


@pytest.mark.parametrize("ref", f(8, 23))
def test_hypno_prophecy(ref):
    """Look at up to 3 cards from the top of either player's deck and put them back in any order."""
    deck = ["Potion", "Bill", "Switch", "Gust of Wind", "Energy Removal"]  # the last is the top card
    for whose in ("your deck", "your opponent's deck"):
        g = new_game(side(attacker(ref, "Prophecy", "Drowzee"), deck=deck), side("Chansey", deck=deck))
        n = total(g)
        attack(g, "Prophecy")
        assert g.pending.purpose == "choose_deck" and g.pending.options == ("your deck", "your opponent's deck")
        choose(g, whose)
        owner = 0 if whose == "your deck" else 1
        pile = g.players[owner].deck
        top3 = pile[-3:]
        assert g.pending.purpose == "order_deck" and g.to_move == 0
        assert list(g.pending.options) == list(reversed(top3))
        choose(g, top3[0])  # "Switch" goes on top
        choose(g, top3[2])
        assert g.pending is None
        names = [g.name_of(u) for u in g.players[owner].deck]
        if owner == 1:  # the opponent then drew their top card for the turn
            assert names == ["Potion", "Bill", "Gust of Wind", "Energy Removal"]
            assert g.name_of(g.players[1].hand[-1]) == "Switch"
        else:
            assert names == ["Potion", "Bill", "Gust of Wind", "Energy Removal", "Switch"]
        assert total(g) == n
    g = new_game(side(attacker(ref, "Prophecy", "Drowzee"), deck=[]), side("Chansey", deck=deck[:2]))
    attack(g, "Prophecy")  # only one deck has cards: no question which
    assert g.pending.purpose == "order_deck" and len(g.pending.options) == 2


@pytest.mark.parametrize("ref", f(11, 26))
def test_magneton_sonicboom(ref):
    """No Weakness or Resistance: 20 to a Lightning-weak and to a Lightning-resistant Pokémon."""
    for defender in ("Blastoise", "Sandshrew"):
        g = new_game(side(attacker(ref, "Sonicboom", "Magnemite")), side(defender))
        n = total(g)
        attack(g, "Sonicboom")
        assert slot(g, 1).damage == 20 and total(g) == n
    # Effects after Weakness and Resistance still happen: PlusPower adds its 10.
    g = new_game(side(attacker(ref, "Sonicboom", "Magnemite"), hand=["PlusPower"]), side("Blastoise"))
    play(g, "PlusPower", 0)
    attack(g, "Sonicboom")
    assert slot(g, 1).damage == 30


@pytest.mark.parametrize("ref", f(11, 26))
def test_magneton_selfdestruct(ref):
    check_selfdestruct(ref, "Selfdestruct", 20, "Magnemite")


@pytest.mark.parametrize("ref", f(12, 27))
def test_moltres_wildfire(ref):
    """Discard any number of Fire Energy cards from Moltres, then as many cards from the top of the
    opponent's deck."""
    energy = ["Fire Energy"] * 3 + ["Double Colorless Energy"]
    g = new_game(side(mon(ref, energy=energy)), side("Chansey"))
    n = total(g)
    deck = list(g.players[1].deck)
    attack(g, "Wildfire")
    assert g.pending.purpose == "discard_energy_count" and g.pending.options == (0, 1, 2, 3)
    choose(g, 2)
    assert zone_names(g, 0, "discard") == ["Fire Energy", "Fire Energy"]
    assert sorted(g.name_of(u) for u in slot(g, 0).energy) == ["Double Colorless Energy", "Fire Energy"]
    assert g.players[1].discard == list(reversed(deck[-2:]))
    assert slot(g, 1).damage == 0 and total(g) == n
    g = new_game(side(mon(ref, energy=energy)), side("Chansey", deck=["Bill"]))
    attack(g, "Wildfire")
    choose(g, 3)  # more than the deck holds: all of it
    assert zone_names(g, 1, "discard") == ["Bill"] and len(zone_names(g, 0, "discard")) == 3
    g = new_game(side(mon(ref, energy=energy)), side("Chansey"))
    attack(g, "Wildfire")
    assert answer_prompt(g) == 0  # the computer players keep their Energy
    choose(g, 0)
    assert not g.players[0].discard and not g.players[1].discard


@pytest.mark.parametrize("ref", f(12, 27))
def test_moltres_dive_bomb(ref):
    for heads in (H, T):
        g = new_game(side(attacker(ref, "Dive Bomb")), side("Chansey"), seed=seed_for(heads))
        n = total(g)
        ev = attack(g, "Dive Bomb")
        assert coins(ev) == [heads] and slot(g, 1).damage == (80 if heads else 0) and total(g) == n


@pytest.mark.parametrize("ref", f(14, 29))
def test_raichu_gigashock(ref):
    """Choose 3 of the opponent's Benched Pokémon: 10 each (no Weakness); fewer than 3: all of them."""
    g = new_game(side(attacker(ref, "Gigashock", "Pikachu")),
                 side("Chansey", bench=["Pidgey", "Dratini", "Onix", "Rattata"]))
    n = total(g)
    attack(g, "Gigashock")
    for pick, left in ((11, {11, 12, 13, 14}), (14, {12, 13, 14}), (13, {12, 13})):
        assert g.pending.purpose == "damage_target" and set(g.pending.options) == left
        assert (g.pending.minimum, g.pending.maximum) == (3, 3)
        choose(g, pick)
    assert [s.damage for s in g.players[1].bench] == [10, 0, 10, 10]
    assert slot(g, 1).damage == 30 and total(g) == n
    g = new_game(side(attacker(ref, "Gigashock", "Pikachu")), side("Chansey", bench=["Pidgey", "Dratini"]))
    attack(g, "Gigashock")
    assert g.pending is None and [s.damage for s in g.players[1].bench] == [10, 10]


@pytest.mark.parametrize("ref", f(15, 30))
def test_zapdos_thunderstorm(ref):
    """A coin for each of the opponent's Benched Pokémon: heads, 20 to it; then 10 times the tails to Zapdos."""
    flips = (H, T, H, T)
    g = new_game(side(attacker(ref, "Thunderstorm")), side("Chansey", bench=["Pidgey", "Dratini", "Onix", "Seel"]),
                 seed=seed_for(*flips))
    n = total(g)
    ev = attack(g, "Thunderstorm")
    assert coins(ev) == list(flips)
    assert [s.damage for s in g.players[1].bench] == [20, 0, 20, 0]  # Pidgey's Lightning Weakness doesn't count
    assert (slot(g, 1).damage, slot(g, 0).damage) == (40, 20) and total(g) == n
    g = new_game(side(attacker(ref, "Thunderstorm")), side("Chansey"))
    ev = attack(g, "Thunderstorm")
    assert coins(ev) == [] and slot(g, 0).damage == 0


# ---------------------------------------------------------------- 31-62
def test_arbok_terror_strike():
    for heads in (H, T):
        g = new_game(side(attacker("base3-31", "Terror Strike", "Ekans")), side("Chansey", bench=["Onix", "Dratini"]),
                     seed=seed_for(heads))
        n = total(g)
        ev = attack(g, "Terror Strike")
        assert coins(ev) == [heads]
        if heads:
            assert g.to_move == 1 and g.pending.purpose == "switch_in"
            choose(g, 2)
        assert g.name_of(slot(g, 1).top) == ("Dratini" if heads else "Chansey")
        assert [s.damage for s in g.players[1].slots() if g.name_of(s.top) == "Chansey"] == [10]
        assert total(g) == n


def test_cloyster_clamp():
    """Heads: 30 and Paralyzed; tails: nothing at all."""
    for heads in (H, T):
        g = new_game(side(attacker("base3-32", "Clamp", "Shellder")), side("Chansey"), seed=seed_for(heads))
        n = total(g)
        ev = attack(g, "Clamp")
        assert coins(ev) == [heads]
        assert (slot(g, 1).damage, slot(g, 1).rot) == ((30, PARALYZED) if heads else (0, NONE))
        assert total(g) == n


def test_gastly_energy_conversion():
    g = new_game(side(attacker("base3-33", "Energy Conversion"),
                      discard=["Fire Energy", "Bill", "Double Colorless Energy", "Water Energy"]), side("Chansey"))
    n = total(g)
    attack(g, "Energy Conversion")
    options = g.pending.options
    assert g.pending.purpose == "discard_to_hand" and sorted(g.name_of(u) for u in options) == [
        "Double Colorless Energy", "Fire Energy", "Water Energy"]
    choose(g, options[1])
    choose(g, g.pending.options[0])
    assert sorted(g.name_of(u) for u in g.players[0].discard) == ["Bill", "Water Energy"]
    assert slot(g, 0).damage == 10 and slot(g, 1).damage == 0 and total(g) == n
    g = new_game(side(attacker("base3-33", "Energy Conversion"), discard=["Bill"]), side("Chansey"))
    assert "Energy Conversion" in offered_attacks(g)  # nothing to take back: still 10 damage to itself
    attack(g, "Energy Conversion")
    assert g.pending is None and slot(g, 0).damage == 10


def test_golduck_hyper_beam():
    g = new_game(side(attacker("base3-35", "Hyper Beam", "Psyduck")),
                 side(mon("Chansey", energy=["Fire Energy", "Water Energy"])))
    n = total(g)
    attack(g, "Hyper Beam")
    water = next(u for u in g.pending.options if g.name_of(u) == "Water Energy")
    choose(g, water)
    assert zone_names(g, 1, "discard") == ["Water Energy"] and slot(g, 1).damage == 20 and total(g) == n


def test_golem_selfdestruct():
    check_selfdestruct("base3-36", "Selfdestruct", 20, "Geodude", "Graveler", defender="Charizard",
                       defender_damage=70)  # Charizard resists Fighting


def test_graveler_harden():
    """During the opponent's next turn, 30 damage or less is prevented; more is done in full."""
    for name, damage in (("Jab", 0), ("Special Punch", 40)):
        g = new_game(side(attacker("base3-37", "Harden", "Geodude")),
                     side(mon("Hitmonchan", energy=["Fighting Energy"] * 3)))
        n = total(g)
        attack(g, "Harden")
        attack(g, name)
        assert slot(g, 0).damage == damage and total(g) == n


def test_kingler_flail():
    for counters in (0, 4):
        g = new_game(side(attacker("base3-38", "Flail", "Krabby", damage=10 * counters)), side("Chansey"))
        attack(g, "Flail")
        assert slot(g, 1).damage == 10 * counters


@pytest.mark.parametrize(("ref", "under"), [("base3-39", ()), ("base3-49", ())])
def test_smokescreen(ref, under):
    check_smokescreen(ref, "Smokescreen", *under)


def test_seadra_agility():
    check_agility("base3-42", "Agility", "Horsea")


def test_weezing_selfdestruct():
    check_selfdestruct("base3-45", "Selfdestruct", 10, "Koffing")


def test_geodude_stone_barrage():
    for flips in ((H, H, T), (T,)):
        g = new_game(side(attacker("base3-47", "Stone Barrage")), side("Blastoise"), seed=seed_for(*flips))
        n = total(g)
        ev = attack(g, "Stone Barrage")
        assert coins(ev) == list(flips) and slot(g, 1).damage == 10 * flips.count(H) and total(g) == n


def test_grimer_minimize():
    check_minimize("base3-48", "Minimize")


def test_krabby_call_for_family():
    check_call_for_family("base3-51", "Call for Family", ("Krabby",), ("Squirtle",))


def test_psyduck_headache():
    """The opponent can't play Trainer cards during their next turn; afterwards they can again."""
    g = new_game(side(attacker("base3-53", "Headache"), hand=["Potion"]),
                 side(mon("Chansey", damage=20), hand=["Potion", "Bill"]))
    n = total(g)
    attack(g, "Headache")
    assert g.current == 1 and not [a for a in g.legal_actions() if isinstance(a, PlayTrainer)]
    assert "Trainer cards" in g.why_illegal(PlayTrainer(g.players[1].hand[0], 0))
    end_turn(g)
    assert [g.name_of(a[1]) for a in g.legal_actions() if isinstance(a, PlayTrainer)] == []  # mine: no target
    end_turn(g)
    assert {g.name_of(a[1]) for a in g.legal_actions() if isinstance(a, PlayTrainer)} == {"Potion", "Bill"}
    assert g.lasting == () and total(g) == n


def test_shellder_hide_in_shell():
    """Heads: no damage during the opponent's next turn, but other effects (Poison) still happen."""
    for heads in (H, T):
        g = new_game(side(attacker("base3-54", "Hide in Shell")),
                     side(attacker("base3-44", "Jellyfish Sting", "Tentacool")), seed=seed_for(heads))
        n = total(g)
        ev = attack(g, "Hide in Shell")
        assert coins(ev) == [heads]
        attack(g, "Jellyfish Sting")
        me = slot(g, 0)
        assert (me.damage, me.poison) == ((10, 10) if heads else (20, 10))
        assert not lasting(me) and total(g) == n


def test_slowpoke_spacing_out():
    g = new_game(side(attacker("base3-55", "Spacing Out")), side("Chansey"))
    assert "Spacing Out" not in offered_attacks(g)  # no damage counters on it
    assert "can't be used" in g.why_illegal(Attack(0))
    for heads in (H, T):
        g = new_game(side(attacker("base3-55", "Spacing Out", damage=20)), side("Chansey"), seed=seed_for(heads))
        n = total(g)
        ev = attack(g, "Spacing Out")
        assert coins(ev) == [heads] and slot(g, 0).damage == (10 if heads else 20) and total(g) == n


def test_slowpoke_scavenge():
    g = new_game(side(attacker("base3-55", "Scavenge", extra=["Water Energy"]), discard=["Potion", "Fire Energy"]),
                 side("Chansey"))
    n = total(g)
    attack(g, "Scavenge")  # one Trainer card in the discard pile: taken without asking
    assert sorted(g.name_of(u) for u in g.players[0].discard) == ["Fire Energy", "Psychic Energy"]
    assert "Potion" in [g.name_of(u) for u in g.players[0].hand]
    assert len(slot(g, 0).energy) == 2 and total(g) == n
    g = new_game(side(attacker("base3-55", "Scavenge"), discard=[]), side("Chansey"))
    assert "Scavenge" in offered_attacks(g)  # no Trainer to take: the attack may still be used
    g = new_game(side(mon("base3-55", energy=["Double Colorless Energy"]), discard=["Potion"]), side("Chansey"))
    assert "Scavenge" not in offered_attacks(g)  # no Psychic Energy to discard


def test_every_fossil_attack_is_implemented():
    fossil = classic_db().sets["base3"].cards
    assert [(c.name, a.name) for c in fossil for a in c.attacks if not a.implemented] == []
