"""Three classes spelt "ex" (issue #35): Pokémon-EX (Black & White, XY: "Tyranitar-EX"), today's
Pokémon ex (Scarlet & Violet: "Darkrai ex") and the EX series' Pokémon-ex (2003-2007: "Blaziken ex").
Each is its own class, and a card that names one acts on that one only."""

from __future__ import annotations

import pytest

from desktop.engine.card_classes import POKEMON_EX, POKEMON_EX_ERA, POKEMON_EX_XY, class_named, class_words
from desktop.engine.cards import default_db
from desktop.engine.text import rule_boxes
from tests.engine_helpers import attack, mon, new_game, side

TYRANITAR_EX = "xy7-42"  # Pokémon-EX: Hammer In, 60 for Darkness + 2 Colorless
DARKRAI_EX = "svp-110"  # Pokémon ex: Wind of Darkness, 40 for Darkness + Colorless
SCYTHER_EX = "ex1-102"  # the EX series' Pokémon-ex: Slash, 50 for Grass Grass Colorless
BLAZIKEN_EX = "ex4-89"  # the EX series' Pokémon-ex, 150 HP
ATTACKS = {TYRANITAR_EX: ("Hammer In", ["Basic Darkness Energy"] * 3, 60),
           DARKRAI_EX: ("Wind of Darkness", ["Basic Darkness Energy"] * 2, 40),
           SCYTHER_EX: ("Slash", ["Grass Energy"] * 3, 50)}


def _damage_to(defender: str, attacker: str) -> int:
    name, energy, _ = ATTACKS[attacker]
    game = new_game(side(mon(attacker, energy=energy)), side(mon(defender)), rules="modern")
    attack(game, name)
    return game.players[1].active.damage


# ---------------------------------------------------------------- the classes, from the card facts
@pytest.mark.parametrize(("card_id", "kind"), [
    (TYRANITAR_EX, POKEMON_EX_XY), ("bw5-63", POKEMON_EX_XY),  # Darkrai-EX
    (DARKRAI_EX, POKEMON_EX), ("me1-3", POKEMON_EX),  # a Mega Evolution ex of 2025
    (BLAZIKEN_EX, POKEMON_EX_ERA), ("ex15-93", POKEMON_EX_ERA),  # Gardevoir ex δ
    ("np-1", POKEMON_EX_ERA),  # Kyogre ex, a promo the card data tags "EX"
    ("cel25c-88_A", POKEMON_EX_ERA),  # Celebrations' reprint of the EX series' Mew ex
])
def test_each_ex_card_is_of_exactly_one_of_the_three_classes(card_id, kind):
    card = default_db().get(card_id)
    assert {POKEMON_EX, POKEMON_EX_XY, POKEMON_EX_ERA} & card.subtypes == {kind}, card.name


def test_each_class_prints_its_own_words_and_reads_back():
    assert [class_words(k) for k in (POKEMON_EX_XY, POKEMON_EX, POKEMON_EX_ERA)] == \
        ["Pokémon-EX", "Pokémon ex", "Pokémon-ex"]
    assert [class_named(w) for w in ("Pokémon-EX", "Pokémon ex", "Pokémon-ex", "Pokémon V")] == \
        [POKEMON_EX_XY, POKEMON_EX, POKEMON_EX_ERA, "V"]


def test_the_ex_series_rule_box_and_two_prizes():
    blaziken = default_db().get(BLAZIKEN_EX)
    assert rule_boxes(blaziken) == [("Pokémon-ex rule",
                                     "When Pokémon-ex has been Knocked Out, your opponent takes 2 Prize cards.")]
    from desktop.engine.rules import get_rules

    assert get_rules("modern").prize_value(blaziken.subtypes) == 2


# ---------------------------------------------------------------- each text acts on its class only
def test_mysterious_rock_inn_prevents_damage_from_todays_pokemon_ex_only():
    # Crustle (sv10-12): "Pokémon ex" of Scarlet & Violet
    assert _damage_to("sv10-12", DARKRAI_EX) == 0
    assert _damage_to("sv10-12", TYRANITAR_EX) == 60
    assert _damage_to("sv10-12", SCYTHER_EX) == 50


def test_extra_flame_does_more_only_to_the_ex_series_pokemon_ex():
    # Magcargo (ex10-41): 40, and 30 more if the Defending Pokémon is Pokémon-ex
    for defender, damage in ((BLAZIKEN_EX, 70), (DARKRAI_EX, 40), (TYRANITAR_EX, 40)):
        game = new_game(side(mon("ex10-41", energy=["Fire Energy"] * 3)), side(mon(defender)), rules="modern")
        attack(game, "Extra Flame")
        assert game.players[1].active.damage == damage, defender
