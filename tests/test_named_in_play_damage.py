"""Damage that counts the Pokémon in play of some names, both players', then hits each of them (Dark
Weezing's Mass Explosion: 20 times the Koffings, Weezings and Dark Weezings in play, then 20 to each,
"even your own", without Weakness and Resistance)."""

from classic_card_helpers import ready
from engine_helpers import attack, new_game, side, slot

WEEZING = "base5-14"


def test_mass_explosion_counts_both_sides_and_hits_each_named_pokemon_even_its_own():
    g = new_game(side(ready(WEEZING, "Mass Explosion"), bench=["Koffing", "Pidgey"]),
                 side("Chansey", bench=["Koffing", "Rattata"]))
    attack(g, "Mass Explosion")
    assert slot(g, 1).damage == 3 * 20  # Dark Weezing and two Koffings
    assert slot(g, 1, 1).damage == 20 and slot(g, 1, 2).damage == 0  # their Koffing, not Rattata
    assert slot(g, 0).damage == 20 and slot(g, 0, 1).damage == 20 and slot(g, 0, 2).damage == 0


def test_mass_explosion_applies_weakness_to_the_count_damage_only():
    g = new_game(side(ready(WEEZING, "Mass Explosion")), side("Onix", bench=["Koffing"]))  # Onix: Grass Weakness
    attack(g, "Mass Explosion")
    assert slot(g, 1).damage == 2 * 20 * 2  # Dark Weezing and their Koffing, doubled; Onix isn't named
    assert slot(g, 1, 1).damage == 20 and slot(g, 0).damage == 20


def test_mass_explosion_alone_counts_itself():
    g = new_game(side(ready(WEEZING, "Mass Explosion")), side("Chansey"))
    attack(g, "Mass Explosion")
    assert slot(g, 1).damage == 20 and slot(g, 0).damage == 20
