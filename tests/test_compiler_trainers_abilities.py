"""The card compiler on Trainer text and Abilities (issue #14): one test per pattern and frame with
its examples on made-up cards, the round trip that keeps a text unimplemented unless the generated
text matches the print, and compiled Trainers and Abilities played in real games."""

from __future__ import annotations

import pytest
from engine_helpers import attack

from desktop.compiler.ability_patterns import FRAMES, STATIC_PATTERNS
from desktop.compiler.compile import compile_card, compile_text
from desktop.compiler.trainer_patterns import PLAY_PATTERNS, TRAINER_PATTERNS, TRAINER_TEXT_PATTERNS, trainer_body
from desktop.engine.actions import PlayTrainer, UsePower
from desktop.engine.cards import CardDB, CardSet, build_card, default_db
from desktop.engine.scenario import build_game
from desktop.engine.text import MODERN_REMINDERS
from desktop.engine.text_match import fingerprint


def _trainer(text: str, subtype: str = "Item") -> tuple[dict, dict]:
    """A made-up Trainer of today (raw in the pokemontcg.io schema, and our facts)."""
    rules = [text, MODERN_REMINDERS[subtype]]
    raw = {"id": "tst-9", "name": "Test Gadget", "supertype": "Trainer", "subtypes": [subtype], "number": "9",
           "rules": rules}
    facts = {"id": "tst-9", "number": "9", "name": "Test Gadget", "kind": "trainer", "subtype": subtype,
             "has_text": True, "fp": fingerprint(" ".join(rules), "Test Gadget")}
    return raw, facts


def _pokemon(ability: str) -> tuple[dict, dict]:
    """A made-up Pokémon of today with one Ability and a vanilla attack."""
    raw = {"id": "tst-8", "name": "Testmon", "supertype": "Pokémon", "subtypes": ["Basic"], "hp": "100",
           "number": "8", "types": ["Colorless"], "abilities": [{"name": "Test Gift", "type": "Ability",
                                                                "text": ability}],
           "attacks": [{"name": "Tackle", "cost": ["Colorless"], "damage": "30", "text": ""}]}
    facts = {"id": "tst-8", "number": "8", "name": "Testmon", "kind": "pokemon", "stage": "Basic", "hp": 100,
             "types": ["Colorless"], "retreat": 2,
             "powers": [{"name": "Test Gift", "kind": "Ability", "has_text": True,
                         "fp": fingerprint(ability, "Testmon")}],
             "attacks": [{"name": "Tackle", "cost": ["Colorless"], "damage": 30}]}
    return raw, facts


@pytest.mark.parametrize("pattern", TRAINER_PATTERNS + PLAY_PATTERNS, ids=lambda p: p.name)
def test_each_trainer_pattern_compiles_its_examples_and_they_round_trip(pattern):
    for example in pattern.examples:
        node = pattern.match(example)
        assert node is not None, example
        assert compile_text(example, TRAINER_TEXT_PATTERNS) == node, f"another pattern took {example!r} first"
        raw, facts = _trainer(example)
        assert compile_card(raw, facts, "tst", "TST") == {"play": node}, example


@pytest.mark.parametrize("pattern", STATIC_PATTERNS, ids=lambda p: p.name)
def test_each_static_ability_pattern_compiles_its_examples_and_they_round_trip(pattern):
    for example in pattern.examples:
        raw, facts = _pokemon(example)
        assert compile_card(raw, facts, "tst", "TST") == {"powers": {"Test Gift": {"static": [pattern.match(example)]}}}


FRAME_EXAMPLES = (
    "Once during your turn, you may use this Ability. Draw 2 cards.",
    "Once during your turn, when you play this Pokémon from your hand to evolve 1 of your Pokémon, you may use this "
    "Ability. Switch in 1 of your opponent's Benched Pokémon to the Active Spot.",
    "Once during your turn, you may draw a card.",
    "During your turn, you may search your deck for up to 2 cards and put them into your hand. Then, shuffle your "
    "deck. (You can't use more than 1 VSTAR Power in a game.)",
)


@pytest.mark.parametrize("example", FRAME_EXAMPLES)
def test_each_ability_frame_compiles_and_round_trips(example):
    raw, facts = _pokemon(example)
    entry = compile_card(raw, facts, "tst", "TST")
    assert set(entry) == {"powers"}, example
    assert len(FRAMES) == len(FRAME_EXAMPLES)


def test_the_class_reminder_is_not_part_of_what_is_compiled_but_must_come_back():
    body = trainer_body(["Draw 3 cards.", MODERN_REMINDERS["Supporter"]])
    assert body == "Draw 3 cards."
    raw, facts = _trainer("Draw 3 cards.", "Supporter")
    assert compile_card(raw, facts, "tst", "TST") == {"play": {"op": "draw", "count": 3}}
    facts["fp"] = fingerprint("Draw 3 cards. You may play any number of Item cards during your turn.", "Test Gadget")
    assert compile_card(raw, facts, "tst", "TST") == {}, "an Item's reminder on a Supporter does not round-trip"


def test_a_node_for_the_played_on_position_is_refused_outside_a_trainers_own_text():
    raw, facts = _pokemon("Once during your turn, you may heal 30 damage from 1 of your Pokémon.")
    assert compile_card(raw, facts, "tst", "TST") == {}, "heal (a Trainer's target) cannot be an Ability's effect"
    raw, facts = _trainer("Heal 30 damage from 1 of your Pokémon. Switch your Active Pokémon with 1 of your Benched "
                          "Pokémon.")
    assert compile_card(raw, facts, "tst", "TST") == {}, "one played-on position cannot serve two nodes"


def test_trainer_text_no_pattern_covers_stays_unimplemented():
    raw, facts = _trainer("Each player sings a song. Then, shuffle your deck.")
    assert compile_card(raw, facts, "tst", "TST") == {}
    assert not build_card(facts, "tst", "TST", {}).implemented


def _db_with(*cards) -> CardDB:
    return CardDB([*default_db().sets.values(), CardSet("tst", "Test", "TST", "modern", tuple(cards))])


def test_a_compiled_search_item_plays_as_printed():
    raw, facts = _trainer("Search your deck for a Basic Energy card, reveal it, and put it into your hand. Then, "
                          "shuffle your deck.")
    card = build_card(facts, "tst", "TST", compile_card(raw, facts, "tst", "TST"))
    assert card.implemented
    db = _db_with(card)
    g = build_game({"seed": 0, "rules": "modern", "players": [
        {"active": "svp-17", "hand": ["tst-9"], "deck": ["sve-1", "svp-17"] * 5, "prizes": ["sve-1"] * 6},
        {"active": "svp-17", "deck": ["sve-1"] * 10, "prizes": ["sve-1"] * 6}]}, db)
    g.apply(next(a for a in g.legal_actions() if isinstance(a, PlayTrainer)))
    while g.prompt is not None:
        g.apply(g.legal_actions()[0])
    hand = [g.cards[u] for u in g.players[0].hand]
    assert len(hand) == 1 and hand[0].is_basic_energy and len(g.players[0].deck) == 9


def test_a_compiled_damage_reducing_ability_works_in_play():
    raw, facts = _pokemon("This Pokémon takes 30 less damage from attacks (after applying Weakness and Resistance).")
    card = build_card(facts, "tst", "TST", compile_card(raw, facts, "tst", "TST"))
    db = _db_with(card)
    base = {"deck": ["sve-1"] * 10, "prizes": ["sve-1"] * 6, "hand": []}
    g = build_game({"seed": 0, "rules": "modern", "players": [
        {**base, "active": {"card": "tst-8", "energy": ["sve-1"]}},
        {**base, "active": "tst-8"}]}, db)
    attack(g, "Tackle")
    assert g.players[1].active.damage == 0  # 30 damage, 30 less


def test_a_compiled_once_a_turn_draw_ability_is_used_once():
    raw, facts = _pokemon("Once during your turn, you may draw a card.")
    card = build_card(facts, "tst", "TST", compile_card(raw, facts, "tst", "TST"))
    db = _db_with(card)
    base = {"deck": ["sve-1"] * 10, "prizes": ["sve-1"] * 6, "hand": []}
    g = build_game({"seed": 0, "rules": "modern", "players": [{**base, "active": "tst-8"},
                                                               {**base, "active": "tst-8"}]}, db)
    uses = [a for a in g.legal_actions() if isinstance(a, UsePower)]
    assert len(uses) == 1
    g.apply(uses[0])
    assert len(g.players[0].hand) == 1
    assert not any(isinstance(a, UsePower) for a in g.legal_actions())


def test_every_compiled_ability_and_trainer_in_cards_round_trips():
    import json

    from desktop.engine.cards import cards_dir
    from desktop.engine.text import card_text, power_text

    db = default_db()
    powers = trainers = 0
    for path in sorted(cards_dir().glob("*.compiled.json")):
        for card_id, entry in json.loads(path.read_text("utf-8")).items():
            card = db.get(card_id)
            for power in card.powers:
                if power.name in entry.get("powers", {}):
                    powers += 1
                    assert power.implemented
                    assert fingerprint(power_text(card, power), card.name) == power.fingerprint, (card.id, power.name)
            if "play" in entry or "statics" in entry:
                trainers += 1
                assert card.implemented
                assert fingerprint(card_text(card), card.name) == card.fingerprint, card.id
    assert powers > 20 and trainers > 30
