"""Pokémon Tools whose rules act on retreating and on Energy attached from the hand: Escape Board (a
Retreat Cost 1 Colorless less, and retreating even while Asleep or Paralyzed) and Healing Scarf (heal
20 damage whenever an Energy card is attached from the hand to its Pokémon)."""

from desktop.engine.actions import Retreat
from desktop.engine.state import NONE
from tests.engine_helpers import attach, new_game, play, retreat, side, slot

ROTOM = "sm5-41"  # Frost Rotom: Retreat Cost 1
BOARD, SCARF = "sm5-122", "xy6-84"


def _game(active: dict, hand=(), bench=(ROTOM,)):
    return new_game(side(active, bench=list(bench), hand=list(hand)), side(ROTOM), rules="sm")


def test_escape_board_lowers_the_retreat_cost_by_1():
    g = _game({"card": ROTOM}, hand=[BOARD])
    assert g.retreat_cost(slot(g, 0)) == 1
    play(g, "Escape Board", 0)
    assert g.retreat_cost(slot(g, 0)) == 0
    retreat(g, 1)  # free now: no Energy attached
    assert len(slot(g, 0, 1).tools) == 1 and not slot(g, 0).tools  # the Tool went to the Bench with it


def test_escape_board_lets_an_asleep_or_paralyzed_pokemon_retreat_and_it_recovers():
    for condition in ("Asleep", "Paralyzed"):
        g = _game({"card": ROTOM, "tools": [BOARD], "condition": condition})
        retreat(g, 1)
        assert slot(g, 0, 1).rot == NONE, condition  # the Benched Pokémon is no longer Asleep or Paralyzed


def test_without_escape_board_an_asleep_pokemon_cannot_retreat():
    g = _game({"card": ROTOM, "condition": "Asleep", "energy": ["Water Energy"]})
    assert Retreat(1) not in g.legal_actions()
    assert "Asleep" in g.why_illegal(Retreat(1))


def test_healing_scarf_heals_20_when_an_energy_card_is_attached_from_the_hand():
    g = _game({"card": ROTOM, "damage": 50}, hand=[SCARF, "Water Energy"])
    play(g, "Healing Scarf", 0)
    assert slot(g, 0).damage == 50  # attaching the Tool heals nothing
    attach(g, "Water Energy", 0)
    assert slot(g, 0).damage == 30


def test_healing_scarf_heals_only_its_own_pokemon_and_no_more_than_its_damage():
    g = _game({"card": ROTOM, "damage": 50, "tools": [SCARF]}, hand=["Water Energy"],
              bench=[{"card": ROTOM, "damage": 50}])
    attach(g, "Water Energy", 1)
    assert slot(g, 0, 1).damage == 50 and slot(g, 0).damage == 50
    g = _game({"card": ROTOM, "damage": 10, "tools": [SCARF]}, hand=["Fire Energy"])
    attach(g, "Fire Energy", 0)  # any Energy card
    assert slot(g, 0).damage == 0
