"""Pokémon Tools of the tournament lists, in a game: Choice Belt (30 more against an Active Pokémon V,
VSTAR included), Defiance Band (30 more while its player has more Prize cards left), Defiance Vest (40 less
taken, on the same condition), Rigid Band (30 less for a Stage 1 Pokémon), Air Balloon (Retreat Cost 2
less) and Luxurious Cape (+100 HP and 1 more Prize card, only without a Rule Box)."""

from __future__ import annotations

import pytest
from engine_helpers import attack, mon, new_game, side

from desktop.engine.actions import Retreat

BELT, BAND, VEST, RIGID, BALLOON, CAPE = "swsh9-135", "sv1-169", "sv4-162", "sv3pt5-165", "me2pt5-181", "sv4-166"
RIOLU, MANKEY, PRIMEAPE, SHAYMIN_V, ARCEUS_VSTAR = "sv1-112", "sv1-107", "sv1-108", "swsh9-13", "swsh9-123"
F = "Fighting Energy"


def jab(me: dict, them: dict) -> int:
    """The damage Riolu's Jab (10) does to the opponent's Active Pokémon."""
    g = new_game(me, them, rules="modern")
    attack(g, "Jab")
    return g.players[1].active.damage


@pytest.mark.parametrize("belt", [BELT, "sv2-176"], ids=["ASR", "PAL"])  # the two printings, one behaviour
def test_choice_belt_adds_30_against_a_pokemon_v_only(belt):
    belted = mon(RIOLU, energy=[F], tools=[belt])
    assert jab(side(belted), side(SHAYMIN_V)) == 40
    assert jab(side(belted), side(mon(ARCEUS_VSTAR, "swsh9-122"))) == 80  # a VSTAR is a Pokémon V (Weakness x2)
    assert jab(side(belted), side(MANKEY)) == 10


def test_defiance_band_adds_30_while_behind_on_prizes():
    banded = mon(RIOLU, energy=[F], tools=[BAND])
    assert jab(side(banded), side(SHAYMIN_V, prizes=[F] * 5)) == 40
    assert jab(side(banded), side(SHAYMIN_V)) == 10  # 6 and 6: not more


def punched(me_prizes: int, them_prizes: int, defender: dict) -> int:
    g = new_game(side(mon(PRIMEAPE, MANKEY, energy=[F]), prizes=[F] * me_prizes),
                 side(defender, prizes=[F] * them_prizes), rules="modern")
    attack(g, "Raging Punch")  # 70
    return g.players[1].active.damage


def test_defiance_vest_takes_40_less_while_its_player_is_behind():
    vested = mon(SHAYMIN_V, tools=[VEST])
    assert punched(4, 6, vested) == 30
    assert punched(6, 6, vested) == 70


def test_rigid_band_protects_a_stage_1_only():
    assert punched(6, 6, mon(PRIMEAPE, MANKEY, tools=[RIGID])) == 40
    assert punched(6, 6, mon(SHAYMIN_V, tools=[RIGID])) == 70


def test_air_balloon_makes_retreat_free_for_a_cost_of_1():
    g = new_game(side(mon(MANKEY, tools=[BALLOON]), bench=[RIOLU]), side(MANKEY), rules="modern")
    assert Retreat(1) in g.legal_actions()  # no Energy attached: the Retreat Cost of 1 is gone
    g = new_game(side(mon(MANKEY), bench=[RIOLU]), side(MANKEY), rules="modern")
    assert Retreat(1) not in g.legal_actions()


def test_luxurious_cape_gives_hp_and_a_prize_without_a_rule_box():
    g = new_game(side(MANKEY), side(mon(MANKEY, tools=[CAPE]), bench=[mon(SHAYMIN_V, tools=[CAPE])]), rules="modern")
    assert g.hp_of(g.players[1].active) == 160 and g.hp_of(g.players[1].bench[0]) == 190
    g = new_game(side(mon(PRIMEAPE, MANKEY, energy=[F])), side(mon(MANKEY, tools=[CAPE], damage=100), bench=[RIOLU]),
                 rules="modern")
    attack(g, "Raging Punch")  # 170 damage of 160 HP: Knocked Out
    assert len(g.players[0].prizes) == 4  # 1 Prize card, and 1 more


def test_luxurious_cape_and_legacy_energy_on_one_pokemon_both_count():
    g = new_game(side(mon(PRIMEAPE, MANKEY, energy=[F])),
                 side(mon(MANKEY, tools=[CAPE], energy=["sv6-167"], damage=100), bench=[RIOLU]), rules="modern")
    attack(g, "Raging Punch")
    assert len(g.players[0].prizes) == 5 and (1, "Legacy Energy") in g.markers  # 1, 1 more, 1 fewer


def test_bravery_charm_gives_a_basic_pokemon_50_hp_and_an_evolved_one_none():
    g = new_game(side(mon(RIOLU, tools=["sv2-173"]), bench=[mon(PRIMEAPE, MANKEY, tools=["sv2-173"])]),
                 side(MANKEY), rules="modern")
    riolu, primeape = g.players[0].active, g.players[0].bench[0]
    assert g.hp_of(riolu) == g.card_of(riolu).hp + 50
    assert g.hp_of(primeape) == g.card_of(primeape).hp  # a Stage 1 Pokémon
