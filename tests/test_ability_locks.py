"""Ability locks: a Pokémon in play takes the Abilities away from a class of Pokémon, both players'
(Spiritomb's Fettered in Misfortune: Basic Pokémon V), and the rest of such a card (Fade Out)."""

from __future__ import annotations

from engine_helpers import attack, mon, new_game, side, zone_names

from desktop.engine.actions import UsePower


def test_spiritomb_takes_the_abilities_of_basic_pokemon_v_of_both_players():
    rotom_v = "swsh12pt5-45"  # Instant Charge: an Ability
    for spiritomb_side in (0, 1, None):
        mine = side(mon("sv1-112"), bench=[rotom_v] + (["sv2-89"] if spiritomb_side == 0 else []))
        theirs = side(mon("sv1-112"), bench=["sv2-89"] if spiritomb_side == 1 else [])
        g = new_game(mine, theirs, rules="modern")
        usable = any(isinstance(a, UsePower) for a in g.legal_actions())
        assert usable == (spiritomb_side is None), spiritomb_side


def test_spiritomb_fades_out_into_the_hand_with_its_cards():
    g = new_game(side(mon("sv2-89", energy=["Psychic Energy"])), side(mon("sv1-112")), rules="modern")
    attack(g, "Fade Out")
    assert sorted(zone_names(g, 0, "hand")) == ["Psychic Energy", "Spiritomb"]
