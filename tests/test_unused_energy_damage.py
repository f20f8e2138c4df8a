"""Attacks that do more damage for each Energy of a type not used to pay for them, up to a limit
(Team Rocket's Water Gun and Hydrocannon: "You can't add more than 20 damage in this way")."""

from tests.engine_helpers import attack, new_game, side, slot


def _water_gun(energy: list[str]) -> int:
    g = new_game(side({"card": "base5-65", "energy": energy}), side("Chansey"))
    attack(g, "Water Gun")
    return slot(g, 1).damage


def test_psyduck_water_gun_adds_10_for_each_water_energy_beyond_the_cost_at_most_20():
    assert _water_gun(["Water Energy", "Water Energy"]) == 20  # both pay the cost: nothing added
    assert _water_gun(["Water Energy", "Water Energy", "Water Energy"]) == 30
    assert _water_gun(["Water Energy"] * 4) == 40
    assert _water_gun(["Water Energy"] * 6) == 40  # no more than 20 added


def test_psyduck_water_gun_counts_only_water_energy():
    assert _water_gun(["Water Energy", "Fire Energy", "Fire Energy", "Fire Energy"]) == 20
    assert _water_gun(["Fire Energy", "Water Energy", "Water Energy"]) == 30  # Fire pays the Colorless


def test_dark_blastoise_hydrocannon_adds_20_for_each_extra_water_energy_at_most_40():
    for waters, damage in ((2, 30), (3, 50), (4, 70), (6, 70)):
        g = new_game(side({"card": "base5-3", "energy": ["Water Energy"] * waters}), side("Chansey"))
        attack(g, "Hydrocannon")
        assert slot(g, 1).damage == damage, waters
