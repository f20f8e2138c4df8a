"""Compiling by analogy (desktop/compiler/analogy.py): a text shaped like a hand-written one gets
its nodes with the new numbers, types and conditions, and only if the round trip holds."""

from __future__ import annotations

import json

from engine_helpers import new_game, side

from desktop.compiler.analogy import ExampleBook, shape_and_slots, substitutions
from desktop.compiler.compile import compile_card
from desktop.compiler.facts import convert_card
from desktop.engine.actions import UsePower
from desktop.engine.cards import default_db
from desktop.engine.explain import explain_illegal
from desktop.paths import cards_dir

BOOK = ExampleBook.from_folder(cards_dir())


def _pokemon(attacks=(), abilities=(), name="Testmon") -> dict:
    """A made-up Pokémon card in the public schema (no real card text needed)."""
    return {"id": "neotest-1", "name": name, "supertype": "Pokémon", "subtypes": ["Basic"], "hp": "70",
            "types": ["Water"], "number": "1", "attacks": list(attacks), "abilities": list(abilities),
            "weaknesses": [], "resistances": [], "retreatCost": ["Colorless"]}


def _compile(raw: dict) -> dict:
    return compile_card(raw, convert_card(raw), "neotest", "NT", BOOK)


def test_shape_takes_numbers_types_and_conditions_out_as_slots():
    shape, slots = shape_and_slots("flip 3 coins this attack does 20 damage times the number of heads")
    assert shape == "flip # coins this attack does # damage times the number of heads" and slots == ("3", "20")
    shape, slots = shape_and_slots("discard a fire energy card if heads the defending pokémon is now asleep")
    assert shape == "discard a T energy card if heads the defending pokémon is now C"
    assert slots == ("fire", "asleep")


def test_substitution_replaces_leaves_and_tries_each_reading_of_a_repeated_value():
    template = {"op": "flip", "heads": {"op": "condition", "condition": "Paralyzed"}}
    assert list(substitutions(template, ("paralyzed",), ("confused",))) == [
        {"op": "flip", "heads": {"op": "condition", "condition": "Confused"}}]
    both = list(substitutions({"amount": 20}, ("20", "20"), ("30", "40")))
    assert both == [{"amount": 30}, {"amount": 40}]
    assert list(substitutions({"count": True, "n": 1}, ("1",), ("2",))) == [{"count": True, "n": 2}]  # not a bool


def test_a_classic_text_compiles_from_a_base_set_example_with_its_own_numbers():
    raw = _pokemon([{"name": "Rapid Peck", "cost": ["Colorless"], "damage": "30×",
                     "text": "Flip 4 coins. This attack does 30 damage times the number of heads."}])
    entry = _compile(raw)
    assert entry["attacks"]["Rapid Peck"] == {"op": "times", "amount": {"heads": 4}}


def test_sentences_compile_by_analogy_one_group_at_a_time():
    text = ("Testmon does 20 damage to itself. Flip a coin. If heads, the Defending Pokémon is now Paralyzed.")
    entry = _compile(_pokemon([{"name": "Crash", "cost": ["Water"], "damage": "40", "text": text}]))
    assert json.dumps(entry["attacks"]["Crash"], sort_keys=True) == json.dumps(
        [{"op": "self_damage", "amount": 20}, {"op": "flip", "heads": {"op": "condition", "condition": "Paralyzed"}}],
        sort_keys=True)


def test_an_analogy_whose_text_does_not_round_trip_is_refused():
    # The shape of "plus ... more damage; if tails, ... damage", but the tails amount is not the base damage.
    text = ("Flip a coin. If heads, this attack does 30 damage plus 20 more damage; if tails, this attack does "
            "10 damage.")
    assert _compile(_pokemon([{"name": "Odd", "cost": ["Water"], "damage": "30+", "text": text}])) == {}


def test_a_power_reworded_with_special_condition_keeps_its_definition_and_the_new_rule():
    text = ("As often as you like during your turn (before your attack), you may move 1 damage counter from 1 of "
            "your Pokémon to another as long as you don't Knock Out that Pokémon. This power can't be used if "
            "Testmon is affected by a Special Condition.")
    entry = _compile(_pokemon(abilities=[{"name": "Swap", "type": "Pokémon Power", "text": text}]))
    assert entry["powers"]["Swap"] == {"use": {"op": "move_own_damage"}, "note": "sc_cant_be_used"}


def test_legendary_collection_powers_stop_for_poison_too():
    """Alakazam (base6-1): "can't be used if Alakazam is affected by a Special Condition"."""
    damaged = {"card": "Pidgey", "damage": 10}
    g = new_game(side("base6-1", bench=[damaged, "Rattata"]), side("Chansey"))
    assert any(a[0] == "power" for a in g.legal_actions())
    g = new_game(side({"card": "base6-1", "poison": 10}, bench=[damaged, "Rattata"]), side("Chansey"))
    assert not any(a[0] == "power" for a in g.legal_actions())
    assert "Poisoned" in explain_illegal(g, UsePower(0, 0))
    # Base Set's Alakazam says "Asleep, Confused, or Paralyzed": Poison does not stop it.
    g = new_game(side({"card": "base1-1", "poison": 10}, bench=[damaged, "Rattata"]), side("Chansey"))
    assert any(a[0] == "power" for a in g.legal_actions())


def test_a_poisoned_legendary_collection_muk_no_longer_silences_powers():
    g = new_game(side("Blastoise", bench=["Squirtle"], hand=["Water Energy"]), side("base6-16"))
    assert not any(a[0] == "power" for a in g.legal_actions())
    g = new_game(side("Blastoise", bench=["Squirtle"], hand=["Water Energy"]), side({"card": "base6-16", "poison": 10}))
    assert any(a[0] == "power" for a in g.legal_actions())
    assert default_db().get("base6-16").powers[0].note == "sc_stops_working"


def test_an_example_naming_its_own_card_teaches_other_cards_their_own_name():
    raw = _pokemon([{"name": "Flock", "cost": ["Colorless"], "damage": "",
                     "text": "Search your deck for up to 3 Testmon and put them onto your Bench. Then, shuffle your "
                             "deck."}])
    raw["id"] = "svtest-1"  # a modern set id: today's wording
    entry = compile_card(raw, convert_card(raw), "svtest", "SVT", BOOK)
    assert entry["attacks"]["Flock"] == {"op": "bench_from_deck", "named": ["Testmon"], "count": 3}


def test_a_gx_attack_compiles_as_its_other_text_under_the_once_a_game_rule():
    # seed 000: "(You can't use more than 1 GX attack in a game.)" wraps whatever the rest of the text is
    raw = dict(_pokemon([{"name": "Test Burst-GX", "cost": ["Water"], "damage": "",
                          "text": "Your opponent's Active Pokémon is now Asleep. (You can't use more than 1 GX "
                                  "attack in a game.)"},
                         {"name": "Plain-GX", "cost": ["Water"], "damage": "100",
                          "text": "(You can't use more than 1 GX attack in a game.)"}]), id="smtest-1")
    entry = compile_card(raw, convert_card(raw), "smtest", "ST", BOOK)
    burst = entry["attacks"]["Test Burst-GX"]
    assert burst["op"] == "once_per_game" and burst["kind"] == "GX"
    assert burst["then"] == {"op": "condition", "condition": "Asleep"}
    assert entry["attacks"]["Plain-GX"]["then"] == {"op": "seq", "nodes": []}
    odd = dict(raw, attacks=[{"name": "Odd-GX", "cost": ["Water"], "damage": "",
                              "text": "Your opponent's Active Pokémon is now Asleep. (You can't use more than 2 GX "
                                      "attacks in a game.)"}])
    assert "attacks" not in compile_card(odd, convert_card(odd), "smtest", "ST", BOOK)  # not the rule's words
