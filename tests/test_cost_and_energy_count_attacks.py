"""An Ability that ignores every Energy of its attack costs once enough Pokémon Tool cards are in the
discard pile (Frost Rotom's Roto Motor), and damage for each Energy attached to all of the opponent's
Pokémon (Frost Crush)."""

from desktop.engine.actions import Attack
from tests.engine_helpers import attack, new_game, side, slot

ROTOM, TOOL = "sm5-41", "sm5-122"


def test_frost_crush_adds_20_for_each_energy_on_all_of_the_opponents_pokemon():
    them = side({"card": ROTOM, "energy": ["Water Energy", "Fire Energy"]},
                bench=[{"card": ROTOM, "energy": ["Grass Energy"]}, ROTOM])
    g = new_game(side({"card": ROTOM, "energy": ["Water Energy", "Water Energy"]}), them, rules="sm")
    attack(g, "Frost Crush")
    assert slot(g, 1).damage == 10 + 3 * 20
    g = new_game(side({"card": ROTOM, "energy": ["Water Energy", "Water Energy"]}), side(ROTOM), rules="sm")
    attack(g, "Frost Crush")
    assert slot(g, 1).damage == 10  # no Energy on their side


def test_roto_motor_ignores_all_energy_with_9_tools_in_the_discard_pile():
    g = new_game(side(ROTOM, discard=[TOOL] * 9), side({"card": ROTOM, "energy": ["Water Energy"]}), rules="sm")
    attack(g, "Frost Crush")  # no Energy attached
    assert slot(g, 1).damage == 30


def test_roto_motor_needs_9_tool_cards():
    g = new_game(side(ROTOM, discard=[TOOL] * 8 + ["Water Energy"]), side(ROTOM), rules="sm")
    assert Attack(0) not in g.legal_actions()
