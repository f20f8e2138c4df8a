"""Special card classes of seed 001 beyond Pokémon ex (issue #13), each with made-up cards and
named after its section: Ancient and Future (appendix 1), Pokémon V-UNION (appendix 7), Restored
Pokémon (appendix 26) and Pokémon LEGEND (glossary: "Both cards must be played together at the
same time")."""

from __future__ import annotations

import pytest

from desktop.engine.actions import AssembleVUnion, PlayBasic, PlayTrainer, parse_action
from desktop.engine.cards import CardDB, CardSet, build_card, default_db
from desktop.engine.fx.card_nodes import card_filter
from desktop.engine.scenario import build_game

ENERGY = "sve-1"


def _pokemon(number: str, name: str, stage: str = "Basic", evolves_from: str = "", subtypes=(), hp: int = 100):
    facts = {"id": f"tcc-{number}", "number": number, "name": name, "kind": "pokemon", "stage": stage,
             "hp": hp, "types": ["Colorless"], "subtypes": list(subtypes), "retreat": 1,
             "attacks": [{"name": "Tackle", "cost": ["Colorless"], "damage": 20}]}
    if evolves_from:
        facts["evolves_from"] = evolves_from
    return build_card(facts, "tcc", "TCC", {})


def _item(number: str, name: str, play: dict):
    facts = {"id": f"tcc-{number}", "number": number, "name": name, "kind": "trainer", "subtype": "Item",
             "has_text": True}
    return build_card(facts, "tcc", "TCC", {"play": play})


CARDS = (
    _pokemon("1", "Testmon"),
    _pokemon("2", "Kabuto", stage="Restored", evolves_from="Dome Fossil Kabuto"),
    _pokemon("3", "Kabutops", stage="Stage 1", evolves_from="Kabuto"),
    _item("4", "Dome Fossil Kabuto", {"op": "look_top_take", "count": 7, "filter": "pokemon", "to": "bench",
                                     "from_bottom": True, "named": "Kabuto"}),
    _pokemon("5", "Lugia LEGEND", stage="LEGEND", subtypes=("LEGEND",), hp=130),
    _pokemon("6", "Lugia LEGEND", stage="LEGEND", subtypes=("LEGEND",), hp=130),
    _pokemon("7", "Roaring Testmon", subtypes=("Ancient",)),
    _pokemon("8", "Iron Testmon", subtypes=("Future",)),
    *(_pokemon(str(n), "Testmon V-UNION", stage="V-UNION", subtypes=("V-UNION",), hp=300) for n in range(11, 15)),
)
DB = CardDB([*default_db().sets.values(), CardSet("tcc", "Card classes", "TCC", "modern", CARDS)])


def _game(me: dict, opponent: dict | None = None):
    base = {"deck": [ENERGY] * 10, "prizes": [ENERGY] * 6, "hand": []}
    return build_game({"seed": 1, "rules": "modern", "turn": 3, "players": [
        {**base, "active": "tcc-1", **me}, {**base, "active": "tcc-1", **(opponent or {})}]}, DB)


def _named_in_hand(g, name: str) -> list[int]:
    return [u for u in g.players[0].hand if g.cards[u].name == name]


# ---------------------------------------------------------------- appendix 1: Ancient and Future
def test_appendix_1_ancient_and_future_are_labels_cards_can_ask_for():
    ancient, future, game = DB.get("tcc-7"), DB.get("tcc-8"), _game({})
    assert card_filter("ancient", game)(ancient) and not card_filter("ancient", game)(future)
    assert card_filter("future", game)(future) and not card_filter("future", game)(ancient)
    assert ancient.is_basic_pokemon and "Ancient" in ancient.subtypes  # otherwise an ordinary Pokémon


def test_appendix_1_a_search_for_future_pokemon_finds_only_them():
    from desktop.compiler.trainer_patterns import TRAINER_PATTERNS

    text = "Search your deck for up to 2 Future Pokémon, reveal them, and put them into your hand. Then, shuffle " \
           "your deck."
    node = next(p.match(text) for p in TRAINER_PATTERNS if p.match(text))
    assert node["filter"] == "future" and node["count"] == 2
    radar = _item("9", "Test Radar", node)
    db = CardDB([*DB.sets.values(), CardSet("tcr", "Radar", "TCR", "modern", (radar,))])
    g = build_game({"seed": 1, "rules": "modern", "turn": 3, "players": [
        {"active": "tcc-1", "hand": ["tcc-9"], "deck": ["tcc-7", "tcc-8", "tcc-8", ENERGY], "prizes": [ENERGY] * 6},
        {"active": "tcc-1", "deck": [ENERGY] * 5, "prizes": [ENERGY] * 6}]}, db)
    g.apply(next(a for a in g.legal_actions() if isinstance(a, PlayTrainer)))
    while g.prompt is not None:
        assert all(g.cards[u].name == "Iron Testmon" for u in g.prompt.options if u is not None)
        g.apply(g.legal_actions()[0])
    assert sorted(g.cards[u].name for u in g.players[0].hand) == ["Iron Testmon", "Iron Testmon"]


# ---------------------------------------------------------------- appendix 26: Restored Pokémon
def test_appendix_26_a_restored_pokemon_cannot_be_put_on_the_bench_from_the_hand():
    g = _game({"hand": ["tcc-2"]})
    (kabuto,) = _named_in_hand(g, "Kabuto")
    assert not any(a[0] == "bench" and a[1] == kabuto for a in g.legal_actions())
    assert g.why_illegal(PlayBasic(kabuto)) == ("Kabuto is a Restored Pokémon: only the effect of Dome Fossil "
                                                "Kabuto puts it onto your Bench.")


def test_appendix_26_a_restored_pokemon_is_neither_basic_nor_evolution_but_is_a_pokemon():
    kabuto, game = DB.get("tcc-2"), _game({})
    assert not card_filter("basic", game)(kabuto) and not card_filter("evolution", game)(kabuto)
    assert card_filter("pokemon", game)(kabuto) and card_filter("evolution", game)(DB.get("tcc-3"))


def test_appendix_26_a_restored_pokemon_cannot_start_the_game():
    from desktop.engine.game import Game

    deck = [DB.get("tcc-2")] * 4 + [DB.get("tcc-1")] + [DB.get(ENERGY)] * 55
    g = Game.new([deck, deck], seed=3, rules="modern")
    while g.phase == "setup" and g.prompt is not None:
        if g.prompt.purpose in ("setup_active", "setup_bench"):
            assert all(g.cards[u].name != "Kabuto" for u in g.prompt.options if u is not None)
        g.apply(g.legal_actions()[0])


def test_appendix_26_its_fossil_item_puts_it_onto_the_bench_and_it_evolves_normally():
    g = _game({"hand": ["tcc-4", "tcc-3"], "deck": ["tcc-2"] + [ENERGY] * 9})
    g.apply(next(a for a in g.legal_actions() if isinstance(a, PlayTrainer)))
    assert g.prompt is not None and [g.cards[u].name for u in g.prompt.options] == ["Kabuto"]
    g.apply(next(a for a in g.legal_actions() if a[1] is not None))
    assert [g.cards[s.top].name for s in g.players[0].bench] == ["Kabuto"]
    g.players[0].bench[0].entered = 0  # as if put into play on an earlier turn
    assert any(a[0] == "evolve" for a in g.legal_actions()), "Kabutops evolves from Kabuto as usual"


# ---------------------------------------------------------------- Pokémon LEGEND
def test_legend_both_halves_go_onto_the_bench_together_as_one_pokemon():
    g = _game({"hand": ["tcc-5", "tcc-6"]})
    plays = [a for a in g.legal_actions() if isinstance(a, PlayBasic)]
    assert len(plays) == 1, "one way to play the pair"
    g.apply(plays[0])
    (legend,) = g.players[0].bench
    assert len(legend.cards) == 2 and g.players[0].hand == []
    assert g.hp_of(legend) == 130


@pytest.mark.parametrize("hand", [["tcc-5"], ["tcc-5", "tcc-5"]], ids=["one half", "two copies of one half"])
def test_legend_cannot_go_onto_the_bench_without_its_other_half(hand):
    g = _game({"hand": hand})
    assert not any(isinstance(a, PlayBasic) for a in g.legal_actions())
    assert "other half" in g.why_illegal(PlayBasic(g.players[0].hand[0]))


def test_legend_gives_two_prizes_and_both_halves_go_to_the_discard_pile():
    from engine_helpers import attack

    g = _game({"active": {"card": "tcc-1", "energy": [ENERGY]}},
              {"active": {"card": "tcc-5", "under": ["tcc-6"], "damage": 120}, "bench": ["tcc-1"]})
    attack(g, "Tackle")
    assert len(g.players[0].prizes) == 4, "a LEGEND gives 2 Prize cards"
    assert sorted(g.cards[u].name for u in g.players[1].discard) == ["Lugia LEGEND", "Lugia LEGEND"]


# ---------------------------------------------------------------- appendix 7: Pokémon V-UNION
PIECES = ["tcc-11", "tcc-12", "tcc-13", "tcc-14"]


def test_appendix_7_the_four_pieces_go_from_the_discard_pile_onto_the_bench_as_one_pokemon():
    g = _game({"discard": PIECES + [ENERGY], "hand": ["tcc-11"]})
    assert not any(isinstance(a, PlayBasic) for a in g.legal_actions()), "never from the hand"
    (assemble,) = [a for a in g.legal_actions() if isinstance(a, AssembleVUnion)]
    assert parse_action(str(assemble)) == assemble, "it is recorded and replayed like any action"
    g.apply(assemble)
    (union,) = g.players[0].bench
    assert len(union.cards) == 4 and g.hp_of(union) == 300
    assert [g.cards[u].kind for u in g.players[0].discard] == ["energy"], "only the pieces left the pile"


def test_appendix_7_all_four_different_pieces_are_needed():
    g = _game({"discard": ["tcc-11", "tcc-12", "tcc-13", "tcc-13"]})
    assert not any(isinstance(a, AssembleVUnion) for a in g.legal_actions())
    piece = g.players[0].discard[0]
    assert "4 different pieces" in g.why_illegal(AssembleVUnion(piece))


def test_appendix_7_each_v_union_only_once_per_game():
    g = _game({"discard": PIECES + PIECES})
    g.apply(next(a for a in g.legal_actions() if isinstance(a, AssembleVUnion)))
    assert not any(isinstance(a, AssembleVUnion) for a in g.legal_actions())
    assert "only once per game" in g.why_illegal(AssembleVUnion(g.players[0].discard[0]))


def test_appendix_7_a_v_union_gives_three_prize_cards():
    from engine_helpers import attack

    g = _game({"active": {"card": "tcc-1", "energy": [ENERGY]}},
              {"active": {"card": "tcc-14", "under": ["tcc-11", "tcc-12", "tcc-13"], "damage": 290},
               "bench": ["tcc-1"]})
    attack(g, "Tackle")
    assert len(g.players[0].prizes) == 3
    assert len(g.players[1].discard) == 4


def test_appendix_7_a_v_union_is_not_a_basic_pokemon_at_setup():
    from desktop.engine.game import Game

    deck = [DB.get(p) for p in PIECES] + [DB.get("tcc-1")] + [DB.get(ENERGY)] * 55
    g = Game.new([deck, deck], seed=5, rules="modern")
    while g.phase == "setup" and g.prompt is not None:
        if g.prompt.purpose in ("setup_active", "setup_bench"):
            assert all(g.cards[u].stage != "V-UNION" for u in g.prompt.options if u is not None)
        g.apply(g.legal_actions()[0])


@pytest.mark.parametrize("agent", ["easy", "normal", "hard"])
def test_appendix_7_the_computer_players_handle_a_v_union_in_their_discard_pile(agent):
    from desktop.ai.base import make_agent

    g = _game({"discard": PIECES, "active": {"card": "tcc-1", "energy": [ENERGY]}})
    player = make_agent(agent, seed=3, **({"iterations": 20} if agent == "hard" else {}))
    for _ in range(6):
        if g.outcome is not None or g.current != 0:
            break
        action = player.choose(g.view(g.to_move))
        assert action in g.legal_actions()
        g.apply(action)
