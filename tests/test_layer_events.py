"""Events in the rules layer (issue #12, deliverable 2): a card's own triggers run when it is
played from the hand onto the Bench, evolves a Pokémon, is attached from the hand, or is in
play during Pokémon Checkup; and a replacement decides where a card that would go to the
discard pile goes instead. Special Energy rules apply through the layer like a Tool's.

The cards are made up for the test (facts and effects only), so each event is tested alone."""

from __future__ import annotations

import pytest
from engine_helpers import FILLER, attach, attack, bench, choose, end_turn, evolve, play, slot, total

from desktop.engine.cards import CardDB, CardSet, build_card, default_db
from desktop.engine.fx.node import EffectLoadError
from desktop.engine.scenario import build_game


def _mon(number: str, name: str, ability: dict | None = None, stage: str = "Basic", evolves: str = "",
         hp: int = 60) -> tuple[dict, dict]:
    raw: dict = {"id": f"ev-{number}", "number": number, "name": name, "kind": "pokemon", "stage": stage, "hp": hp,
                 "types": ["Colorless"], "attacks": [], "retreat": 1}
    if evolves:
        raw["evolves_from"] = evolves
    if ability is None:
        return raw, {}
    raw["powers"] = [{"name": ability["name"], "kind": "Ability", "has_text": True}]
    return raw, {"powers": {ability["name"]: {"static": [ability["when"]]}}}


def _draw_when(event: str, count: int = 1, may: bool = False) -> dict:
    effect: dict = {"op": "draw", "count": count}
    return {"op": "when", "event": event, "effect": {"op": "may", "then": effect} if may else effect}


CARDS = [
    _mon("1", "Greeter Mon", {"name": "Warm Welcome", "when": _draw_when("played", 2, may=True)}),
    _mon("2", "Seed Mon"),
    _mon("3", "Bloom Mon", {"name": "Full Bloom", "when": _draw_when("evolved")}, stage="Stage 1",
         evolves="Seed Mon"),
    _mon("4", "Night Mon", {"name": "Night Watch", "when": _draw_when("between_turns")}),
    ({"id": "ev-5", "number": "5", "name": "Spring Energy", "kind": "energy", "subtype": "Special",
      "provides": ["Colorless"], "has_text": True},
     {"statics": [_draw_when("attached")]}),
    ({"id": "ev-6", "number": "6", "name": "Shield Energy", "kind": "energy", "subtype": "Special",
      "provides": ["Colorless"], "has_text": True},
     {"statics": [{"op": "reduce_damage", "amount": 20}]}),
    ({"id": "ev-8", "number": "8", "name": "Piercing Mon", "kind": "pokemon", "stage": "Basic", "hp": 100,
      "types": ["Fighting"], "retreat": 1,
      "attacks": [{"name": "Pierce", "cost": ["Fighting"], "damage": 20, "has_text": True}]},
     {"attacks": {"Pierce": {"op": "ignore_defender_effects"}}}),
    ({"id": "ev-7", "number": "7", "name": "Lost Town", "kind": "trainer", "subtype": "Stadium", "has_text": True},
     {"statics": [{"op": "lost_instead", "knocked_out": True}]}),
]


def db() -> CardDB:
    test_set = CardSet("ev", "Event Test Set", "EVT", "modern",
                       tuple(build_card(raw, "ev", "EVT", behaviour) for raw, behaviour in CARDS))
    return CardDB([*default_db().sets.values(), test_set])


def game(me: dict, them: dict, rules: str = "modern", **extra):
    base = {"deck": [FILLER] * 10, "prizes": [FILLER] * 6}
    return build_game({"seed": 0, "rules": rules, "players": [{**base, **me}, {**base, **them}], **extra}, db())


def test_played_onto_the_bench_from_the_hand_runs_its_trigger_once_you_may_say_no():
    g = game({"active": "Zapdos", "hand": ["ev-1", "ev-1"]}, {"active": "Chansey"})
    hand = len(g.players[0].hand)
    events = bench(g, "Greeter Mon")
    assert g.pending is not None and g.pending.purpose == "may"
    assert any(e.kind == "power" and e.detail == "Warm Welcome" for e in events)
    choose(g, "yes")
    assert len(g.players[0].hand) == hand - 1 + 2 and g.pending is None
    bench(g, "Greeter Mon")
    choose(g, "no")
    assert len(g.players[0].hand) == hand - 2 + 2


def test_a_pokemon_put_into_play_another_way_does_not_trigger():
    g = game({"active": "ev-1", "bench": ["ev-1"], "hand": []}, {"active": "Chansey"})
    assert g.pending is None and g.players[0].hand == []  # the scenario put them in play: no draw


def test_evolving_from_the_hand_runs_the_evolution_s_trigger():
    g = game({"active": "Zapdos", "bench": ["ev-2"], "hand": ["ev-3"]}, {"active": "Chansey"})
    deck = len(g.players[0].deck)
    events = evolve(g, "Bloom Mon", 1)
    assert [e.detail for e in events if e.kind == "power"] == ["Full Bloom"]
    assert len(g.players[0].deck) == deck - 1 and g.name_of(g.players[0].hand[-1]) == FILLER


def test_attaching_a_special_energy_from_the_hand_runs_its_own_trigger():
    g = game({"active": "Zapdos", "hand": ["ev-5"]}, {"active": "Chansey"})
    card = g.cards[g.players[0].hand[0]]
    assert card.implemented
    deck = len(g.players[0].deck)
    attach(g, "Spring Energy", 0)
    assert len(g.players[0].deck) == deck - 1 and len(slot(g, 0).energy) == 1


def test_pokemon_checkup_runs_abilities_of_both_players_pokemon_in_play():
    g = game({"active": "Zapdos", "bench": ["ev-4"]}, {"active": "ev-4"})
    decks = [len(p.deck) for p in g.players]
    hands = [len(p.hand) for p in g.players]
    events = end_turn(g)  # Checkup between the turns; then player 1 draws for their turn
    assert [e.player for e in events if e.kind == "power" and e.detail == "Night Watch"] == [0, 1]
    assert len(g.players[0].hand) == hands[0] + 1 and len(g.players[0].deck) == decks[0] - 1
    assert len(g.players[1].deck) == decks[1] - 2  # Night Watch, then the turn's draw


def test_a_special_energy_s_rules_apply_to_the_pokemon_it_is_attached_to():
    def jab_damage(defender_energy: str) -> int:
        g = game({"active": {"card": "Hitmonchan", "energy": ["Fighting Energy"]}, "hand": []},
                 {"active": {"card": "Chansey", "energy": [defender_energy]}})
        attack(g, "Jab")
        return slot(g, 1).damage

    assert jab_damage("Fighting Energy") == 40  # 20, doubled by Chansey's Weakness
    assert jab_damage("ev-6") == 20  # Shield Energy: 20 less, after Weakness


def test_a_stadium_sends_knocked_out_pokemon_to_the_lost_zone_and_their_energy_to_the_discard_pile():
    g = game({"active": {"card": "Hitmonchan", "energy": ["Fighting Energy"]}, "hand": ["ev-7"]},
             {"active": {"card": "Pikachu", "energy": ["Lightning Energy"], "damage": 30}, "bench": ["Chansey"]})
    n = total(g)
    play(g, "Lost Town")
    assert g.name_of(g.stadium) == "Lost Town"
    attack(g, "Jab")
    them = g.players[1]
    assert [g.name_of(u) for u in them.lost] == ["Pikachu"]
    assert [g.name_of(u) for u in them.discard] == ["Lightning Energy"]
    assert total(g) == n


def test_without_the_stadium_a_knocked_out_pokemon_goes_to_the_discard_pile():
    g = game({"active": {"card": "Hitmonchan", "energy": ["Fighting Energy"]}, "hand": []},
             {"active": {"card": "Pikachu", "energy": ["Lightning Energy"], "damage": 30}, "bench": ["Chansey"]})
    attack(g, "Jab")
    assert g.players[1].lost == [] and sorted(g.name_of(u) for u in g.players[1].discard) == [
        "Lightning Energy", "Pikachu"]


@pytest.mark.parametrize("bad, field", [
    ({"op": "when", "event": "sneezed", "effect": {"op": "draw", "count": 1}}, "unknown event 'sneezed'"),
    ({"op": "when", "event": "played"}, "needs field 'effect'"),
    ({"op": "lost_instead", "knocked_out": "yes"}, "expected true or false"),
])
def test_a_bad_trigger_fails_at_load_naming_the_card_and_the_field(bad, field):
    raw = {"id": "ev-9", "number": "9", "name": "Broken Mon", "kind": "pokemon", "stage": "Basic", "hp": 60,
           "types": ["Colorless"], "attacks": [], "retreat": 1,
           "powers": [{"name": "Oops", "kind": "Ability", "has_text": True}]}
    with pytest.raises(EffectLoadError) as info:
        build_card(raw, "ev", "EVT", {"powers": {"Oops": {"static": [bad]}}})
    assert "Broken Mon" in str(info.value) and field in str(info.value)


def test_damage_that_isnt_affected_by_effects_on_the_defending_pokemon_goes_through_its_shield():
    shielded = {"active": {"card": "Chansey", "energy": ["ev-6"]}}  # Shield Energy: 20 less damage
    g = game({"active": {"card": "ev-8", "energy": ["Fighting Energy"]}, "hand": []}, shielded)
    attack(g, "Pierce")
    assert slot(g, 1).damage == 40  # 20, doubled by Chansey's Weakness; the Shield Energy is ignored
