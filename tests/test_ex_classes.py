"""Three classes spelt "ex" (issue #35): Pokémon-EX (Black & White, XY: "Tyranitar-EX"), today's
Pokémon ex (Scarlet & Violet: "Darkrai ex") and the EX series' Pokémon-ex (2003-2007: "Blaziken ex").
Each is its own class, each printed form has its own fingerprint and compiles to its own class, and
a card that names one acts on that one only."""

from __future__ import annotations

import pytest

from desktop.card_import import example_book
from desktop.compiler.compile import compile_card
from desktop.engine.card_classes import POKEMON_EX, POKEMON_EX_ERA, POKEMON_EX_XY, class_named, class_words
from desktop.engine.cards import CardDB, CardSet, build_card, default_db
from desktop.engine.set_library import read_library
from desktop.engine.text import power_text, rule_boxes
from desktop.engine.text_match import fingerprint
from tests.engine_helpers import attack, mon, new_game, side

TYRANITAR_EX = "xy7-42"  # Pokémon-EX: Hammer In, 60 for Darkness + 2 Colorless
DARKRAI_EX = "svp-110"  # Pokémon ex: Wind of Darkness, 40 for Darkness + Colorless
SCYTHER_EX = "ex1-102"  # the EX series' Pokémon-ex: Slash, 50 for Grass Grass Colorless
BLAZIKEN_EX = "ex4-89"  # the EX series' Pokémon-ex, 150 HP
ATTACKS = {TYRANITAR_EX: ("Hammer In", ["Basic Darkness Energy"] * 3, 60),
           DARKRAI_EX: ("Wind of Darkness", ["Basic Darkness Energy"] * 2, 40),
           SCYTHER_EX: ("Slash", ["Grass Energy"] * 3, 50)}

# Beautifly (Roaring Skies, xy6-5), a set the card data held no copy of when the library was made:
# its facts, and the fingerprint of its Ability's printed text (never the text).
BEAUTIFLY = {"id": "xy6-5", "number": "5", "name": "Beautifly", "kind": "pokemon", "stage": "Stage 2", "hp": 130,
             "types": ["Grass"], "pokedex": 267, "evolves_from": "Silcoon",
             "powers": [{"name": "Miraculous Scales", "kind": "Ability", "has_text": True, "fp": "fb56c1bc8bed"}],
             "attacks": [{"name": "Whirlwind", "cost": ["Grass", "Colorless", "Colorless"], "damage": 80}],
             "weaknesses": [{"type": "Fire", "value": "x2"}], "resistances": [], "retreat": 0}
SCALES = "Miraculous Scales"


def _beautifly(kind: str):
    rule = {"powers": {SCALES: {"static": [{"op": "prevent_damage_from_class", "kind": kind}]}}}
    return build_card(BEAUTIFLY, "xy6", "ROS", rule, released="2015-05-06")


def _scales_words(kind: str) -> str:
    card = _beautifly(kind)
    return power_text(card, next(p for p in card.powers if p.name == SCALES))


def _compiled_beautifly():
    """Beautifly as the card compiler reads it, from Holofoil's own words for its Ability."""
    raw = {"id": "xy6-5", "name": "Beautifly", "supertype": "Pokémon", "subtypes": ["Stage 2"], "number": "5",
           "abilities": [{"name": SCALES, "type": "Ability", "text": _scales_words(POKEMON_EX_XY)}]}
    entry = compile_card(raw, BEAUTIFLY, "xy6", "ROS", example_book())
    return entry, build_card(BEAUTIFLY, "xy6", "ROS", entry, released="2015-05-06")


def _db(*cards) -> CardDB:
    """The shipped sets, the card library, and ``cards`` as a set of their own."""
    return CardDB([*default_db().sets.values(), CardSet("xy6", "Roaring Skies", "ROS", "xy", tuple(cards))],
                  library=read_library())


def _damage_to(defender: str, attacker: str, db: CardDB | None = None) -> int:
    name, energy, _ = ATTACKS[attacker]
    me, them = side(mon(attacker, energy=energy)), side(mon(defender))
    game = new_game(me, them, rules="modern") if db is None else _game_on(db, me, them)
    attack(game, name)
    return game.players[1].active.damage


def _game_on(db: CardDB, me: dict, them: dict):
    from desktop.engine.scenario import build_game

    return build_game({"seed": 0, "rules": "modern", "players": [me, them]}, db)


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


# ---------------------------------------------------------------- the text check tells them apart
def test_the_fingerprint_tells_the_three_printed_forms_apart():
    forms = [f"Prevent all damage done to this Pokémon by attacks from your opponent's {w}."
             for w in ("Pokémon-EX", "Pokémon ex", "Pokémon-ex")]
    assert len({fingerprint(f, "Testmon") for f in forms}) == 3
    assert fingerprint("Tyranitar-EX does 10 damage.", "X") != fingerprint("Tyranitar ex does 10 damage.", "X")
    assert fingerprint("pokémon ex", "X") == fingerprint("Pokémon ex.", "X")  # case still ignored elsewhere


def test_miraculous_scales_round_trips_only_as_pokemon_ex_of_black_and_white_and_xy():
    printed = BEAUTIFLY["powers"][0]["fp"]
    assert fingerprint(_scales_words(POKEMON_EX_XY), "Beautifly") == printed
    assert fingerprint(_scales_words(POKEMON_EX), "Beautifly") != printed
    assert fingerprint(_scales_words(POKEMON_EX_ERA), "Beautifly") != printed


def test_miraculous_scales_compiles_to_the_pokemon_ex_class_of_xy():
    entry, card = _compiled_beautifly()
    assert entry["powers"][SCALES] == {"static": [{"op": "prevent_damage_from_class", "kind": POKEMON_EX_XY}]}
    scales = next(p for p in card.powers if p.name == SCALES)
    assert "Pokémon-EX" in power_text(card, scales)


# ---------------------------------------------------------------- each text acts on its class only
def test_miraculous_scales_prevents_damage_from_pokemon_ex_of_xy_only():
    _, beautifly = _compiled_beautifly()
    db = _db(beautifly)
    assert _damage_to("xy6-5", TYRANITAR_EX, db) == 0
    assert _damage_to("xy6-5", DARKRAI_EX, db) == 40
    assert _damage_to("xy6-5", SCYTHER_EX, db) == 50


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
