"""Trainers that pick one of your Pokémon or one of the opponent's hand cards: Switch Cart (an Active
Basic Pokémon switched, the one moved to the Bench healed), Penny and Cheren's Care (a Pokémon of a
stage or type, damaged, back to the hand with its cards), Erika's Invitation and Grabber (a Pokémon
from the opponent's revealed hand)."""

from __future__ import annotations

from engine_helpers import choose, hand_card, mon, new_game, play, side, zone_names

from desktop.engine.actions import PlayTrainer

SWITCH_CART, PENNY, CHEREN, ERIKA, GRABBER = "swsh10-154", "sv1-183", "swsh9-134", "sv3pt5-160", "sv3pt5-162"
BASIC, STAGE1 = "sv1-107", "sv1-108"  # Mankey, Primeape
COLORLESS = "sv1-155"  # Lechonk


def test_switch_cart_switches_an_active_basic_and_heals_it_on_the_bench():
    g = new_game(side(mon(BASIC, damage=50), bench=[COLORLESS], hand=[SWITCH_CART]), side(BASIC), rules="modern")
    play(g, "Switch Cart", 1)
    me = g.players[0]
    assert g.name_of(me.active.top) == "Lechonk" and me.bench[0].damage == 20  # 30 healed from 50


def test_switch_cart_needs_a_basic_active_and_a_bench():
    g = new_game(side(mon(STAGE1, BASIC), bench=[COLORLESS], hand=[SWITCH_CART]), side(BASIC), rules="modern")
    assert not any(isinstance(a, PlayTrainer) for a in g.legal_actions())  # the Active is a Stage 1
    g = new_game(side(mon(BASIC), hand=[SWITCH_CART]), side(BASIC), rules="modern")
    assert not any(isinstance(a, PlayTrainer) for a in g.legal_actions())  # no Bench


def test_penny_takes_a_basic_with_its_cards_but_not_an_evolved_one():
    g = new_game(side(mon(STAGE1, BASIC), bench=[mon(BASIC, energy=["Fighting Energy"])], hand=[PENNY]),
                 side(BASIC), rules="modern")
    play(g, "Penny")  # only the Benched Mankey is a Basic Pokémon: no question
    assert g.players[0].bench == [] and zone_names(g, 0, "hand") == ["Fighting Energy", "Mankey"]


def test_cherens_care_needs_a_damaged_colorless_pokemon():
    g = new_game(side(mon(COLORLESS), bench=[mon(BASIC, damage=30)], hand=[CHEREN]), side(BASIC), rules="modern")
    assert not any(isinstance(a, PlayTrainer) for a in g.legal_actions())  # Lechonk undamaged, Mankey Fighting
    g = new_game(side(mon(BASIC), bench=[mon(COLORLESS, damage=30)], hand=[CHEREN]), side(BASIC), rules="modern")
    play(g, "Cheren's Care")
    assert g.players[0].bench == [] and "Lechonk" in zone_names(g, 0, "hand")


def test_erikas_invitation_benches_a_basic_from_their_hand_and_switches_it_in():
    g = new_game(side(BASIC, hand=[ERIKA]), side(COLORLESS, hand=[BASIC, STAGE1, "Fire Energy"]), rules="modern")
    play(g, "Erika's Invitation")  # one Basic Pokémon there: no question
    them = g.players[1]
    assert g.name_of(them.active.top) == "Mankey" and g.name_of(them.bench[0].top) == "Lechonk"
    assert zone_names(g, 1, "hand") == ["Fire Energy", "Primeape"]


def test_erikas_invitation_without_a_basic_there_only_reveals():
    g = new_game(side(BASIC, hand=[ERIKA]), side(COLORLESS, hand=[STAGE1]), rules="modern")
    play(g, "Erika's Invitation")
    assert g.players[1].bench == [] and g.name_of(g.players[1].active.top) == "Lechonk"


def test_grabber_puts_a_pokemon_of_their_hand_on_the_bottom_of_their_deck():
    g = new_game(side(BASIC, hand=[GRABBER]), side(COLORLESS, hand=[BASIC, STAGE1, "Fire Energy"]), rules="modern")
    play(g, "Grabber")
    assert sorted(g.name_of(u) for u in g.pending.options) == ["Mankey", "Primeape"]  # not the Energy
    choose(g, hand_card(g, "Primeape", 1))
    assert g.name_of(g.players[1].deck[0]) == "Primeape" and zone_names(g, 1, "hand") == ["Fire Energy", "Mankey"]


def test_grabber_is_not_playable_against_an_empty_hand():
    g = new_game(side(BASIC, hand=[GRABBER]), side(COLORLESS), rules="modern")
    assert not any(isinstance(a, PlayTrainer) for a in g.legal_actions())
