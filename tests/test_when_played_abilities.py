"""Abilities that act when their card is played from the hand (a ``when`` trigger): Lumineon V's
Luminous Sign (benched: a Supporter from the deck) and Charizard ex's Infernal Reign (evolved: up to 3
Basic Fire Energy from the deck onto your Pokémon); with the attacks of the same cards' lists that
read the opponent's hand or this Pokémon's damage (Fang Snipe, Roaring Scream, Aqua Return)."""

from __future__ import annotations

from engine_helpers import attack, bench, choose, evolve, mon, names, new_game, side

LUMINEON, CHARIZARD, LUXRAY, SCREAM_TAIL = "swsh9-40", "sv4pt5-54", "swsh10-50", "sv4-86"
CHARMANDER, CHARMELEON = "sv3-26", "sv3-27"
ROTOM, ARCEUS_V = "sv1-69", "swsh9-122"


def test_luminous_sign_may_take_a_supporter_when_benched_from_the_hand():
    g = new_game(side(mon(ROTOM), hand=[LUMINEON], deck=["sv1-176", "Fire Energy", "sv1-166"]), side(mon(ROTOM)),
                 rules="modern")
    bench(g, "Lumineon V")
    assert g.pending is not None and g.pending.purpose == "may"
    choose(g, "yes")
    assert sorted(names(g, g.pending.options)) == ["Arven", "Judge"]  # Supporters only
    chosen = g.pending.options[0]
    choose(g, chosen)
    assert g.players[0].hand == [chosen] and len(g.players[0].deck) == 2
    g = new_game(side(mon(ROTOM), hand=[LUMINEON], deck=["sv1-176"]), side(mon(ROTOM)), rules="modern")
    bench(g, "Lumineon V")
    choose(g, "no")  # optional
    assert g.players[0].hand == [] and len(g.players[0].deck) == 1


def test_luminous_sign_does_not_act_when_put_onto_the_bench_otherwise():
    g = new_game(side(mon(ROTOM), bench=[mon(LUMINEON)], deck=["sv1-176"]), side(mon(ROTOM)), rules="modern")
    assert g.pending is None and g.players[0].hand == []


def test_aqua_return_shuffles_lumineon_and_its_cards_into_the_deck():
    g = new_game(side(mon(LUMINEON, energy=["Water Energy"] * 3), bench=[mon(ROTOM)], deck=[]),
                 side(mon(ARCEUS_V)), rules="modern")
    attack(g, "Aqua Return")
    assert g.players[1].active.damage == 120
    assert sorted(names(g, g.players[0].deck)) == ["Lumineon V"] + ["Water Energy"] * 3


def test_infernal_reign_attaches_up_to_3_basic_fire_energy_in_any_way():
    deck = ["Fire Energy"] * 4 + ["Water Energy"]
    g = new_game(side(mon(CHARMELEON, CHARMANDER), bench=[mon(ROTOM)], hand=[CHARIZARD], deck=deck),
                 side(mon(ROTOM)), rules="modern")
    evolve(g, "Charizard ex", 0)
    assert g.pending.purpose == "may"
    choose(g, "yes")
    attached = 0
    while g.pending is not None:
        choose(g, g.pending.options[0] if g.pending.options else None)
        attached = len(g.players[0].active.energy) + len(g.players[0].bench[0].energy)
    assert attached == 3 and names(g, g.players[0].deck).count("Fire Energy") == 1


def test_fang_snipe_discards_a_trainer_from_their_hand_only():
    g = new_game(side(mon(LUXRAY, energy=["Lightning Energy"] * 2)),
                 side(mon(ARCEUS_V), hand=["sv1-176", "Fire Energy"]), rules="modern")
    attack(g, "Fang Snipe")
    assert names(g, g.players[1].discard) == ["Judge"] and "Fire Energy" in names(g, g.players[1].hand)
    g = new_game(side(mon(LUXRAY, energy=["Lightning Energy"] * 2)), side(mon(ARCEUS_V), hand=["Fire Energy"]),
                 rules="modern")
    attack(g, "Fang Snipe")  # no Trainer there: nothing discarded
    assert g.players[1].discard == [] and g.players[1].active.damage == 30


def test_roaring_scream_does_20_per_damage_counter_on_itself_to_any_of_theirs():
    energy = ["Psychic Energy"] * 2
    g = new_game(side(mon(SCREAM_TAIL, energy=energy, damage=40)), side(mon(ARCEUS_V), bench=[mon(ARCEUS_V)]),
                 rules="modern")
    attack(g, "Roaring Scream")
    choose(g, 11)
    assert g.players[1].bench[0].damage == 80 and g.players[1].active.damage == 0
    g = new_game(side(mon(SCREAM_TAIL, energy=energy)), side(mon(ARCEUS_V)), rules="modern")
    attack(g, "Roaring Scream")  # no damage counters: no damage
    assert g.players[1].active.damage == 0
