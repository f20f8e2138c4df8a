"""The Water cards of Ultra Prism's Imperial Command deck, one mechanism each: damage for each Benched
Pokémon of both players (Empoleon's Total Command), Water Energy cards shuffled from the discard pile into
the deck (Manaphy's Deep Currents), and a Water Energy card attached from the discard pile to a Benched
Water Pokémon (Aqua Patch)."""

from engine_helpers import attack, choose, new_game, play, side, slot, zone_names

from desktop.engine.actions import PlayTrainer

EMPOLEON, MANAPHY, ROTOM, PATCH = "sm5-34", "sm5-42", "sm5-41", "sm2-119"
WATER = "Water Energy"


def test_total_command_does_20_for_each_benched_pokemon_of_both_players():
    g = new_game(side({"card": EMPOLEON, "energy": [WATER] * 2}, bench=[ROTOM, ROTOM]),
                 side(ROTOM, bench=[ROTOM]), rules="sm")
    attack(g, "Total Command")
    assert slot(g, 1).damage == 3 * 20
    g = new_game(side({"card": EMPOLEON, "energy": [WATER] * 2}), side(ROTOM), rules="sm")
    attack(g, "Total Command")
    assert slot(g, 1).damage == 0  # no Benched Pokémon


def test_deep_currents_shuffles_5_water_energy_cards_from_the_discard_pile():
    g = new_game(side({"card": MANAPHY, "energy": [WATER]}, discard=[WATER] * 6 + ["Fire Energy"], deck=[]),
                 side(ROTOM), rules="sm")
    attack(g, "Deep Currents")
    while g.pending is not None and g.pending.purpose != "new_active":
        choose(g, next(u for u in g.pending.options if g.name_of(u) == WATER))
    assert zone_names(g, 0, "deck") == [WATER] * 5
    assert zone_names(g, 0, "discard") == ["Fire Energy", WATER]


def test_aqua_patch_attaches_a_water_energy_card_from_the_discard_pile_to_a_benched_water_pokemon():
    g = new_game(side(ROTOM, bench=[ROTOM, "sm1-1"], hand=[PATCH], discard=[WATER, "Fire Energy"]),
                 side(ROTOM), rules="sm")
    assert [a.target for a in g.legal_actions() if isinstance(a, PlayTrainer)] in ([None], [1])
    play(g, "Aqua Patch", [a.target for a in g.legal_actions() if isinstance(a, PlayTrainer)][0])
    if g.pending is not None:
        assert sorted(g.pending.options) == [1]  # the Benched Water Pokémon only: not the Active, not Grass
        choose(g, 1)
    assert [g.name_of(u) for u in slot(g, 0, 1).energy] == [WATER] and not slot(g, 0).energy
    assert zone_names(g, 0, "discard") == ["Aqua Patch", "Fire Energy"]


def test_aqua_patch_is_not_played_without_a_benched_water_pokemon_or_water_energy_in_the_discard_pile():
    g = new_game(side(ROTOM, bench=["sm1-1"], hand=[PATCH], discard=[WATER]), side(ROTOM), rules="sm")
    assert not any(isinstance(a, PlayTrainer) for a in g.legal_actions())
    g = new_game(side(ROTOM, bench=[ROTOM], hand=[PATCH], discard=["Fire Energy"]), side(ROTOM), rules="sm")
    assert not any(isinstance(a, PlayTrainer) for a in g.legal_actions())
