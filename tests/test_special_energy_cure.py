"""Special Energy that cures the Pokémon it is attached to from the hand (Team Rocket's Full Heal
Energy: "is no longer Asleep, Confused, Paralyzed, or Poisoned")."""

from desktop.engine.state import NONE
from tests.engine_helpers import attach, attack, new_game, side, slot


def test_full_heal_energy_cures_its_active_pokemon_when_attached_from_the_hand():
    g = new_game(side({"card": "base5-65", "condition": "Asleep", "poison": 10}, hand=["base5-81"]),
                 side("Chansey"))
    attach(g, "Full Heal Energy", 0)
    active = slot(g, 0)
    assert active.rot == NONE and active.poison == 0
    assert [g.name_of(u) for u in active.energy] == ["Full Heal Energy"]


def test_full_heal_energy_cures_paralysis_and_confusion_too():
    for condition in ("Paralyzed", "Confused"):
        g = new_game(side({"card": "base5-65", "condition": condition}, hand=["base5-81"]), side("Chansey"))
        attach(g, "Full Heal Energy", 0)
        assert slot(g, 0).rot == NONE, condition


def test_full_heal_energy_on_a_benched_pokemon_leaves_the_active_pokemon_as_it_is():
    g = new_game(side({"card": "base5-65", "condition": "Asleep"}, bench=["Pidgey"], hand=["base5-81"]),
                 side("Chansey"))
    attach(g, "Full Heal Energy", 1)
    assert slot(g, 0).rot != NONE


def test_full_heal_energy_provides_colorless_energy():
    g = new_game(side({"card": "base5-65", "energy": ["Water Energy"]}, hand=["base5-81"]), side("Chansey"))
    attach(g, "Full Heal Energy", 0)
    attack(g, "Water Gun")  # Water + Colorless: Full Heal Energy pays the Colorless
    assert slot(g, 1).damage == 20
