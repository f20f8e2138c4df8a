"""Every Jungle (base2) attack with an effect, one test per card (holo and non-holo printings of the
same card share a test, parametrized by card id); the Pokémon Powers are tested elsewhere.

Each test builds a position on a database of Base Set, Jungle and Fossil, plays the attack through
``game.apply`` with actions from ``legal_actions()``, answers prompts and checks the exact result
and that no card was lost. Coin flips use seeds found by ``seed_for`` and the coin events are
asserted. Simple shapes (a coin for a Special Condition, coins times damage...) are tables.
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
    check_more_on_heads,
    check_rage,
    check_times,
    check_water_gun,
    lasting,
    new_game,
    offered_attacks,
)
from engine_helpers import H, T, attack, choose, coins, end_turn, mon, retreat, seed_for, side, slot, total

from desktop.engine.actions import Retreat
from desktop.engine.state import CONFUSED, NONE, ROTATION_NAMES


def j(*numbers: int) -> list[str]:
    return [f"base2-{n}" for n in numbers]


# ---------------------------------------------------------------- tables of shared shapes
FLIP_CONDITIONS = [  # (cards, attack, condition, Pokémon under it, second condition)
    (j(9, 25), "Irongrip", "Paralyzed", (), ""),
    (j(11, 27), "Body Slam", "Paralyzed", (), ""),
    (j(13, 29), "Venom Powder", "Confused", ("Venonat",), "Poisoned"),
    (j(38), "Tongue Wrap", "Paralyzed", (), ""),
    (j(38), "Supersonic", "Confused", (), ""),
    (j(40), "Supersonic", "Confused", ("Nidoran ♀",), ""),
    (j(48), "Poisonpowder", "Poisoned", ("Bellsprout",), ""),
    (j(58), "Stun Spore", "Paralyzed", (), ""),
    (j(63), "Stun Spore", "Paralyzed", (), ""),
]


@pytest.mark.parametrize(("ref", "name", "condition", "under", "also"),
                         [(r, *rest) for refs, *rest in FLIP_CONDITIONS for r in refs])
def test_flip_for_a_condition(ref, name, condition, under, also):
    check_flip_condition(ref, name, condition, *under, also=also)


CONDITIONS = [
    (j(16, 32), "Lullaby", "Asleep", ("Jigglypuff",)),
    (j(37), "Poisonpowder", "Poisoned", ("Oddish",)),
    (j(41), "Spore", "Asleep", ("Paras",)),
    (j(52), "Hypnosis", "Asleep", ()),
    (j(54), "Lullaby", "Asleep", ()),
    (j(59), "Spore", "Asleep", ()),
]


@pytest.mark.parametrize(("ref", "name", "condition", "under"),
                         [(r, *rest) for refs, *rest in CONDITIONS for r in refs])
def test_condition(ref, name, condition, under):
    check_condition(ref, name, condition, *under)


TIMES = [  # (cards, attack, coins, Pokémon under it)
    (j(4, 20), "Pin Missile", 4, ("Eevee",)),
    (j(5, 21), "Comet Punch", 4, ()),
    (j(39), "Bonemerang", 2, ("Cubone",)),
    (j(40), "Double Kick", 2, ("Nidoran ♀",)),
    (j(43), "Fury Swipes", 3, ("Mankey",)),
    (j(57), "Fury Swipes", 3, ()),
]


@pytest.mark.parametrize(("ref", "name", "n_coins", "under"), [(r, *rest) for refs, *rest in TIMES for r in refs])
def test_coins_times_damage(ref, name, n_coins, under):
    check_times(ref, name, n_coins, *under)


MORE_ON_HEADS = [
    (j(3, 19), 20, ("Eevee",), "Quick Attack"),
    (j(4, 20), 20, ("Eevee",), "Quick Attack"),
    (j(12, 28), 20, ("Eevee",), "Quick Attack"),
    (j(51), 20, (), "Quick Attack"),
    (j(44), 10, ("Ponyta",), "Stomp"),
    (j(47), 10, (), "Stomp"),
]


@pytest.mark.parametrize(("ref", "more", "under", "name"), [(r, *rest) for refs, *rest in MORE_ON_HEADS for r in refs])
def test_more_damage_on_heads(ref, more, under, name):
    check_more_on_heads(ref, name, more, *under)


@pytest.mark.parametrize(("ref", "name", "under"), [(j(34)[0], "Rage", ("Doduo",)), (j(50)[0], "Rage", ())])
def test_rage(ref, name, under):
    check_rage(ref, name, *under)


@pytest.mark.parametrize(("ref", "under"), [(j(36)[0], ("Spearow",)), (j(44)[0], ("Ponyta",))])
def test_agility(ref, under):
    check_agility(ref, "Agility", *under)


# ---------------------------------------------------------------- 1-16 and their non-holo printings
@pytest.mark.parametrize("ref", j(1, 17))
def test_clefable_metronome_stays_colorless(ref):
    """Copying Mewtwo's Psychic: Clefable is still Colorless, so Mewtwo's Psychic Weakness does not apply."""
    g = new_game(side(attacker(ref, "Metronome", "Clefairy")), side(mon("Mewtwo", energy=["Psychic Energy"] * 2)))
    n = total(g)
    attack(g, "Metronome")
    assert g.pending.options == ("Psychic", "Barrier")
    choose(g, "Psychic")
    assert slot(g, 1).damage == 30 and total(g) == n


@pytest.mark.parametrize("ref", j(1, 17))
def test_clefable_minimize(ref):
    check_minimize(ref, "Minimize", "Clefairy")


@pytest.mark.parametrize("ref", j(2, 18))
def test_electrode_chain_lightning(ref):
    """10 to each Benched Pokémon (both sides) of the Defending Pokémon's type, without Weakness;
    nothing more if the Defending Pokémon is Colorless."""
    g = new_game(side(attacker(ref, "Chain Lightning", "Voltorb"), bench=["Seel", "Pikachu", "Squirtle"]),
                 side("Blastoise", bench=["Poliwag", "Pidgey", "Staryu"]))
    n = total(g)
    attack(g, "Chain Lightning")
    assert slot(g, 1).damage == 40  # Blastoise is weak to Lightning
    assert [s.damage for s in g.players[1].bench] == [10, 0, 10]
    assert [s.damage for s in g.players[0].bench] == [10, 0, 10]  # including your own
    assert total(g) == n
    g = new_game(side(attacker(ref, "Chain Lightning", "Voltorb"), bench=["Dratini"]),
                 side("Chansey", bench=["Pidgey", "Rattata"]))
    attack(g, "Chain Lightning")
    assert [s.damage for s in g.players[0].slots() + g.players[1].slots()] == [0, 0, 20, 0, 0]


@pytest.mark.parametrize("ref", j(3, 19))
def test_flareon_flamethrower(ref):
    g = new_game(side(attacker(ref, "Flamethrower", "Eevee", extra=["Water Energy"])), side("Chansey"))
    n = total(g)
    attack(g, "Flamethrower")
    assert sorted(g.name_of(u) for u in g.players[0].discard) == ["Fire Energy"]
    assert len(slot(g, 0).energy) == 4 and slot(g, 1).damage == 60 and total(g) == n


@pytest.mark.parametrize("ref", j(5, 21))
def test_kangaskhan_fetch(ref):
    g = new_game(side(attacker(ref, "Fetch")), side("Chansey"))
    n = total(g)
    hand, deck = len(g.players[0].hand), len(g.players[0].deck)
    attack(g, "Fetch")
    assert (len(g.players[0].hand), len(g.players[0].deck)) == (hand + 1, deck - 1)
    assert slot(g, 1).damage == 0 and total(g) == n
    g = new_game(side(attacker(ref, "Fetch"), deck=[]), side("Chansey"))
    assert "Fetch" in offered_attacks(g)  # nothing to draw, but the attack may still be used
    attack(g, "Fetch")
    assert g.players[0].hand == [] and g.outcome is None


@pytest.mark.parametrize("ref", j(6, 22))
def test_mr_mime_meditate(ref):
    for counters in (0, 3):
        g = new_game(side(attacker(ref, "Meditate")), side(mon("Blastoise", damage=10 * counters)))
        attack(g, "Meditate")
        assert slot(g, 1).damage == 10 * counters + 10 + 10 * counters


@pytest.mark.parametrize("ref", j(7, 23))
def test_nidoqueen_boyfriends(ref):
    """20 more for each Nidoking you have in play (not the opponent's, not Nidorino)."""
    nidoking = mon("Nidoking", "Nidoran ♂", "Nidorino")
    g = new_game(side(attacker(ref, "Boyfriends", "Nidoran ♀", "Nidorina"),
                      bench=[nidoking, nidoking, mon("Nidorino", "Nidoran ♂")]),
                 side("Chansey", bench=[nidoking]))
    n = total(g)
    attack(g, "Boyfriends")
    assert slot(g, 1).damage == 20 + 2 * 20 and total(g) == n
    g = new_game(side(attacker(ref, "Boyfriends", "Nidoran ♀", "Nidorina")), side("Chansey", bench=[nidoking]))
    attack(g, "Boyfriends")
    assert slot(g, 1).damage == 20


@pytest.mark.parametrize("ref", j(8, 24))
def test_pidgeot_hurricane(ref):
    """Unless it is Knocked Out, the Defending Pokémon and everything attached return to the hand; the
    opponent chooses a new Active Pokémon."""
    dugtrio = mon("Dugtrio", "Diglett", energy=["Fighting Energy", "Double Colorless Energy"], damage=10)
    g = new_game(side(attacker(ref, "Hurricane", "Pidgey", "Pidgeotto")),
                 side(dugtrio, bench=["Dratini", "Pidgey"], hand=["Potion"]))
    n = total(g)
    attack(g, "Hurricane")
    them = g.players[1]
    assert them.active is None
    assert sorted(g.name_of(u) for u in them.hand) == sorted(
        ["Potion", "Dugtrio", "Diglett", "Fighting Energy", "Double Colorless Energy"])
    assert g.pending.purpose == "new_active" and g.to_move == 1
    choose(g, 2)
    assert g.name_of(them.active.top) == "Pidgey" and them.active.damage == 0
    assert g.current == 1 and len(them.hand) == 6 and total(g) == n  # drew for the turn
    # Knocked Out: not returned (Prize taken).
    g = new_game(side(attacker(ref, "Hurricane", "Pidgey", "Pidgeotto")),
                 side({**dugtrio, "damage": 50}, bench=["Dratini"]))
    attack(g, "Hurricane")
    assert "Dugtrio" in [g.name_of(u) for u in g.players[1].discard] and len(g.players[0].prizes) == 5
    # No Benched Pokémon left: the opponent has no Pokémon in play and loses.
    g = new_game(side(attacker(ref, "Hurricane", "Pidgey", "Pidgeotto")), side(dugtrio))
    attack(g, "Hurricane")
    assert g.outcome is not None and g.outcome.winner == 0


@pytest.mark.parametrize("ref", j(10, 26))
def test_scyther_swords_dance(ref):
    """During your next turn only, Slash's base damage is 60."""
    g = new_game(side(mon(ref, energy=["Grass Energy"] * 3)), side("Chansey"))
    n = total(g)
    attack(g, "Swords Dance")
    end_turn(g)
    attack(g, "Slash")
    assert slot(g, 1).damage == 60
    end_turn(g)
    attack(g, "Slash")
    assert slot(g, 1).damage == 60 + 30 and total(g) == n
    # Benched meanwhile: the effect ends.
    g = new_game(side(mon(ref, energy=["Grass Energy"] * 3), bench=["Dratini"]), side("Chansey"))
    attack(g, "Swords Dance")
    end_turn(g)
    retreat(g, 1)
    assert g.name_of(g.players[0].bench[0].top) == "Scyther" and not lasting(g.players[0].bench[0])


@pytest.mark.parametrize("ref", j(12, 28))
def test_vaporeon_water_gun(ref):
    check_water_gun(ref, "Water Gun", "Eevee")


@pytest.mark.parametrize("ref", j(14, 30))
def test_victreebel_lure(ref):
    g = new_game(side(attacker(ref, "Lure", "Bellsprout", "Weepinbell")), side("Chansey", bench=["Onix", "Dratini"]))
    n = total(g)
    attack(g, "Lure")
    assert g.to_move == 0 and g.pending.purpose == "switch_in" and set(g.pending.options) == {11, 12}
    choose(g, 12)
    assert g.name_of(slot(g, 1).top) == "Dratini" and total(g) == n


@pytest.mark.parametrize("ref", j(14, 30))
def test_victreebel_acid(ref):
    """Heads: the Defending Pokémon can't retreat during the opponent's next turn (the printed "your
    next turn" is read as the turn the Defending Pokémon could retreat in)."""
    for heads in (H, T):
        g = new_game(side(attacker(ref, "Acid", "Bellsprout", "Weepinbell")),
                     side(mon("Chansey", energy=["Water Energy"]), bench=["Dratini"]), seed=seed_for(heads))
        n = total(g)
        ev = attack(g, "Acid")
        assert coins(ev) == [heads] and slot(g, 1).damage == 20
        assert (Retreat(1) in g.legal_actions()) is (not heads)
        end_turn(g)
        assert not slot(g, 1).effects and total(g) == n


@pytest.mark.parametrize("ref", j(15, 31))
def test_vileplume_petal_dance(ref):
    """Flip 3 coins: 40 times the heads; Vileplume is then Confused either way."""
    for flips in ((H, T, H), (T, T, T)):
        g = new_game(side(attacker(ref, "Petal Dance", "Oddish", "Gloom")), side("Chansey"), seed=seed_for(*flips))
        n = total(g)
        ev = attack(g, "Petal Dance")
        assert coins(ev) == list(flips)
        assert slot(g, 1).damage == 40 * sum(flips)
        assert slot(g, 0).rot == CONFUSED and slot(g, 1).rot == NONE
        # What Mirror Move would repeat: the damage, not Vileplume's own Confusion.
        assert slot(g, 1).effect_value("attacked") == ((40 * sum(flips), ()) if any(flips) else None)
        assert total(g) == n


@pytest.mark.parametrize("ref", j(16, 32))
def test_wigglytuff_do_the_wave(ref):
    for bench in ([], ["Dratini", "Pidgey", "Rattata"]):
        g = new_game(side(attacker(ref, "Do the Wave", "Jigglypuff"), bench=bench), side("Chansey", bench=["Onix"]))
        attack(g, "Do the Wave")
        assert slot(g, 1).damage == 10 + 10 * len(bench)


# ---------------------------------------------------------------- 33-64
def test_butterfree_whirlwind():
    g = new_game(side(attacker("base2-33", "Whirlwind", "Caterpie", "Metapod")),
                 side("Chansey", bench=["Onix", "Dratini"]))
    n = total(g)
    attack(g, "Whirlwind")
    assert g.to_move == 1 and set(g.pending.options) == {1, 2}
    choose(g, 1)
    assert g.name_of(slot(g, 1).top) == "Onix" and g.players[1].bench[0].damage == 20 and total(g) == n


def test_butterfree_mega_drain():
    check_drain("base2-33", "Mega Drain", True, "Caterpie", "Metapod")


def test_exeggutor_teleport():
    g = new_game(side(attacker("base2-35", "Teleport", "Exeggcute", condition="Confused", damage=20),
                      bench=["Dratini", "Pidgey"]), side("Chansey"), seed=seed_for(H))
    n = total(g)
    attack(g, "Teleport")  # heads: the Confusion coin lets it attack
    assert g.pending.purpose == "switch_self" and g.pending.options == (1, 2)
    choose(g, 2)
    me = g.players[0]
    assert g.name_of(me.active.top) == "Pidgey"
    exeggutor = me.bench[1]
    assert g.name_of(exeggutor.top) == "Exeggutor" and exeggutor.rot == NONE and exeggutor.damage == 20
    assert slot(g, 1).damage == 0 and total(g) == n
    g = new_game(side(attacker("base2-35", "Teleport", "Exeggcute")), side("Chansey"))
    attack(g, "Teleport")  # no Benched Pokémon: nothing happens
    assert g.pending is None and g.name_of(slot(g, 0).top) == "Exeggutor"


def test_exeggutor_big_eggsplosion():
    """As many coins as Energy attached (Double Colorless counts 2): 20 times the heads."""
    energy = ["Grass Energy", "Double Colorless Energy"]
    for flips in ((H, T, H), (T, T, T)):
        g = new_game(side(mon("base2-35", "Exeggcute", energy=energy)), side("Chansey"), seed=seed_for(*flips))
        n = total(g)
        ev = attack(g, "Big Eggsplosion")
        assert coins(ev) == list(flips) and slot(g, 1).damage == 20 * sum(flips) and total(g) == n


def test_gloom_foul_odor():
    g = new_game(side(attacker("base2-37", "Foul Odor", "Oddish")), side("Chansey"))
    n = total(g)
    attack(g, "Foul Odor")
    assert slot(g, 1).damage == 20
    assert (ROTATION_NAMES[slot(g, 0).rot], ROTATION_NAMES[slot(g, 1).rot]) == ("Confused", "Confused")
    assert total(g) == n


def test_marowak_call_for_friend():
    check_call_for_family("base2-39", "Call for Friend", ("Machop", "Onix"), ("Pikachu", "Machoke"), "Cubone")


HITMONCHAN = mon("Hitmonchan", energy=["Fighting Energy"] * 3)  # Jab: 20, Fighting; retreat cost 2


@pytest.mark.parametrize(("ref", "name", "less"), [("base2-42", "Pounce", 10), ("base2-50", "Snivel", 20)])
def test_damage_reduced_against_the_defending_pokemon(ref, name, less):
    """Pounce, Snivel: if the Defending Pokémon attacks this Pokémon during the opponent's next turn,
    that damage is reduced (after Weakness); another attacker, or this Pokémon benched, ends it."""
    under = ("Meowth",) if name == "Pounce" else ()
    me = attacker(ref, name, *under)
    weak = 2 if name == "Pounce" else 1  # Persian is weak to Fighting, Cubone is not
    g = new_game(side(me), side(HITMONCHAN, bench=[mon("Hitmonchan", energy=["Fighting Energy"])]))
    n = total(g)
    attack(g, name)
    attack(g, "Jab")
    assert slot(g, 0).damage == max(0, 20 * weak - less) and total(g) == n
    # The opponent switches in another Pokémon: its attack is not reduced.
    g = new_game(side(me), side(HITMONCHAN, bench=[mon("Hitmonchan", energy=["Fighting Energy"])]))
    attack(g, name)
    retreat(g, 1)
    attack(g, "Jab")
    assert slot(g, 0).damage == 20 * weak
    assert not lasting(slot(g, 0)) and not lasting(g.players[1].bench[0])  # ended with that turn


def test_primeape_tantrum():
    for heads in (H, T):
        g = new_game(side(attacker("base2-43", "Tantrum", "Mankey")), side("Blastoise"), seed=seed_for(heads))
        n = total(g)
        ev = attack(g, "Tantrum")
        assert coins(ev) == [heads] and slot(g, 1).damage == 50
        assert slot(g, 0).rot == (NONE if heads else CONFUSED) and slot(g, 1).rot == NONE
        assert total(g) == n


def test_rhydon_ram():
    """50 damage, 20 to itself, then the opponent switches (even if Rhydon Knocked itself Out)."""
    g = new_game(side(attacker("base2-45", "Ram", "Rhyhorn")), side("Blastoise", bench=["Onix", "Dratini"]))
    n = total(g)
    attack(g, "Ram")
    assert g.to_move == 1 and g.pending.purpose == "switch_in"
    choose(g, 2)
    assert g.name_of(slot(g, 1).top) == "Dratini" and g.players[1].bench[1].damage == 50
    assert slot(g, 0).damage == 20 and total(g) == n
    g = new_game(side(attacker("base2-45", "Ram", "Rhyhorn", damage=80), bench=["Pidgey"]),
                 side("Blastoise", bench=["Onix"]))
    attack(g, "Ram")
    assert g.name_of(slot(g, 1).top) == "Onix"  # switched though Rhydon is Knocked Out
    assert g.name_of(slot(g, 0).top) == "Pidgey" and len(g.players[1].prizes) == 5


def test_tauros_rampage():
    for heads in (H, T):
        g = new_game(side(attacker("base2-47", "Rampage", damage=20)), side("Chansey"), seed=seed_for(heads))
        n = total(g)
        ev = attack(g, "Rampage")
        assert coins(ev) == [heads] and slot(g, 1).damage == 20 + 20
        assert slot(g, 0).rot == (NONE if heads else CONFUSED) and total(g) == n


@pytest.mark.parametrize(("ref", "name", "names", "others"), [
    ("base2-49", "Call for Family", ("Bellsprout",), ("Oddish",)),
    ("base2-57", "Call for Family", ("Nidoran ♂", "Nidoran ♀"), ("Nidorino",)),
    ("base2-58", "Sprout", ("Oddish",), ("Bellsprout",)),
])
def test_call_for_family(ref, name, names, others):
    check_call_for_family(ref, name, names, others)


@pytest.mark.parametrize(("ref", "name"), [("base2-51", "Tail Wag"), ("base2-61", "Leer")])
def test_defending_pokemon_cant_attack_this_one(ref, name):
    """Heads: the Defending Pokémon can't attack this Pokémon during the opponent's next turn; a
    switched-in Pokémon can."""
    for heads in (H, T):
        g = new_game(side(attacker(ref, name)), side(HITMONCHAN, bench=[mon("Hitmonchan", energy=["Fighting Energy"])]),
                     seed=seed_for(heads))
        n = total(g)
        ev = attack(g, name)
        assert coins(ev) == [heads] and slot(g, 1).damage == 0
        assert (offered_attacks(g) == []) is heads
        retreat(g, 1)
        assert "Jab" in offered_attacks(g)
        assert total(g) == n


def test_exeggcute_leech_seed():
    for damage in (0, 30):
        g = new_game(side(attacker("base2-52", "Leech Seed", damage=damage)), side("Chansey"))
        attack(g, "Leech Seed")
        assert (slot(g, 1).damage, slot(g, 0).damage) == (20, max(0, damage - 10))


def test_meowth_pay_day():
    for heads in (H, T):
        g = new_game(side(attacker("base2-56", "Pay Day")), side("Chansey"), seed=seed_for(heads))
        n = total(g)
        hand = len(g.players[0].hand)
        ev = attack(g, "Pay Day")
        assert coins(ev) == [heads] and slot(g, 1).damage == 10
        assert len(g.players[0].hand) == hand + (1 if heads else 0) and total(g) == n


def test_pikachu_spark():
    check_bench_hit("base2-60", "Spark", 10)


def test_spearow_mirror_move():
    """Attacked last turn by Poisonpowder (20 damage and Poisoned): Mirror Move does the same."""
    g = new_game(side(attacker("base2-62", "Mirror Move")), side(attacker("Ivysaur", "Poisonpowder")), current=1)
    n = total(g)
    attack(g, "Poisonpowder")
    assert slot(g, 0).damage == 30  # 20 and a Poison Checkup
    attack(g, "Mirror Move")
    assert (slot(g, 1).damage, slot(g, 1).poison) == (20 + 10, 10) and total(g) == n


def test_venonat_leech_life():
    check_drain("base2-63", "Leech Life", False)


def test_no_card_needs_an_unimplemented_attack():
    from attack_helpers import classic_db

    jungle = classic_db().sets["base2"].cards
    assert [(c.name, a.name) for c in jungle for a in c.attacks if not a.implemented] == []
