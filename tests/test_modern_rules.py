"""Rules of today's game (seed 001) that the classic sets never needed: the Stadium spot, one
Pokémon Tool per Pokémon, Tera Pokémon on the Bench, and the Prize count of rule-box Pokémon.

The cards are made up for the test (facts and effects only; no printed text), in a set beside
Base Set, so each rule is tested on its own."""

from __future__ import annotations

import pytest
from engine_helpers import FILLER, attack, end_turn, slot, total

from desktop.engine.actions import PlayTrainer
from desktop.engine.cards import CardDB, CardSet, build_card, default_db
from desktop.engine.rules import ClassicRules, ModernRules
from desktop.engine.scenario import build_game


def _trainer(number: str, name: str, subtype: str, behaviour: dict) -> tuple[dict, dict]:
    return ({"id": f"test-{number}", "number": number, "name": name, "kind": "trainer", "subtype": subtype,
             "has_text": True}, behaviour)


def _pokemon(number: str, name: str, subtypes: list[str], hp: int, stage: str = "Basic") -> tuple[dict, dict]:
    evolves = {"Mega Mon ex": "Plain Mon", "M Old Mon-EX": "Old Mon-EX"}.get(name, "")
    raw = {"id": f"test-{number}", "number": number, "name": name, "kind": "pokemon", "stage": stage, "hp": hp,
           "types": ["Colorless"], "subtypes": subtypes, "attacks": [], "retreat": 1}
    return ({**raw, "evolves_from": evolves} if evolves else raw), {}


CARDS = [
    _trainer("1", "Calm Stadium", "Stadium", {"statics": [{"op": "reduce_damage", "amount": 10}]}),
    _trainer("2", "Stern Stadium", "Stadium", {"statics": [{"op": "reduce_damage", "amount": 20}]}),
    _trainer("3", "Sturdy Charm", "Pokémon Tool",
             {"play": {"op": "attach_tool", "until": "in_play", "modifier": {"op": "reduce_damage", "amount": 10}}}),
    _pokemon("4", "Crystal Mon ex", ["Tera", "ex"], 200),
    _pokemon("5", "Mega Mon ex", ["MEGA", "ex"], 300, stage="Stage 1"),
    _pokemon("11", "Old Mon-EX", ["EX"], 170),
    ({"id": "test-13", "number": "13", "name": "Power Mon", "kind": "pokemon", "stage": "Basic", "hp": 80,
      "types": ["Colorless"], "attacks": [], "retreat": 1,
      "powers": [{"name": "Quick Look", "kind": "Poké-Power", "has_text": True},
                 {"name": "Thick Hide", "kind": "Poké-Body", "has_text": True}]},
     {"powers": {"Quick Look": {"use": {"op": "draw", "count": 1}},
                 "Thick Hide": {"static": [{"op": "reduce_damage", "amount": 10}]}}}),
    _pokemon("12", "M Old Mon-EX", ["MEGA", "EX"], 220, stage="MEGA"),
    _pokemon("6", "Plain Mon", [], 60),
    ({"id": "test-20", "number": "20", "name": "Frog Mon", "kind": "pokemon", "stage": "Basic", "hp": 70,
      "types": ["Water"], "retreat": 1, "weaknesses": [{"type": "Lightning", "value": "x2"}],
      "attacks": [{"name": "Splash", "cost": ["Water"], "damage": 20}]}, {}),
    ({"id": "test-21", "number": "21", "name": "Frog Mon BREAK", "kind": "pokemon", "stage": "BREAK",
      "evolves_from": "Frog Mon", "hp": 160, "types": ["Water"], "retreat": 0, "subtypes": ["BREAK"],
      "attacks": [{"name": "Giant Splash", "cost": ["Water", "Water"], "damage": 90}]}, {}),
    _trainer("7", "Helpful Friend", "Supporter", {"play": {"op": "draw", "count": 1}}),
    _trainer("8", "Shining Gadget", "Item", {"play": {"op": "draw", "count": 1}}),
    _pokemon("9", "Star Mon", ["Prism Star"], 60),
    ({"id": "test-10", "number": "10", "name": "Shooting Mon VSTAR", "kind": "pokemon", "stage": "Basic",
      "hp": 250, "types": ["Colorless"], "subtypes": ["VSTAR"], "attacks": [], "retreat": 1,
      "powers": [{"name": "Star Wish", "kind": "VSTAR Power", "has_text": True}]},
     {"powers": {"Star Wish": {"use": {"op": "once_per_game", "kind": "VSTAR", "then": {"op": "draw", "count": 2}}}}}),
]


def db() -> CardDB:
    test_set = CardSet("test", "Test Set", "TST", "modern",
                       tuple(build_card(raw, "test", "TST", behaviour) for raw, behaviour in CARDS))
    return CardDB([*default_db().sets.values(), test_set])


def game(me: dict, them: dict, rules: str = "modern", **extra):
    base = {"deck": [FILLER] * 10, "prizes": [FILLER] * 6}
    return build_game({"seed": 0, "rules": rules, "players": [{**base, **me}, {**base, **them}], **extra}, db())


def play_card(g, name: str, target=None):
    uid = next(u for u in g.players[g.current].hand if g.name_of(u) == name)
    action = PlayTrainer(uid, target)
    assert action in g.legal_actions(), g.why_illegal(action)
    return g.apply(action)


def test_001_stadium_stays_in_its_own_spot_and_a_new_one_replaces_it():
    g = game({"active": "Zapdos", "hand": ["test-1", "test-2"]}, {"active": "Chansey", "hand": ["test-2"]})
    n = total(g)
    play_card(g, "Calm Stadium")
    assert g.name_of(g.stadium) == "Calm Stadium" and g.players[0].discard == []
    assert not any(isinstance(a, PlayTrainer) and g.name_of(a[1]) == "Stern Stadium"
                   for a in g.legal_actions())  # one Stadium per turn
    end_turn(g)
    play_card(g, "Stern Stadium")  # the opponent's Stadium sends the old one to its owner's discard pile
    assert g.name_of(g.stadium) == "Stern Stadium"
    assert [g.name_of(u) for u in g.players[0].discard] == ["Calm Stadium"] and total(g) == n


def test_001_a_stadium_with_the_same_name_as_the_one_in_play_cannot_be_played():
    g = game({"active": "Zapdos", "hand": ["test-1"]}, {"active": "Chansey", "hand": ["test-1"]})
    play_card(g, "Calm Stadium")
    end_turn(g)
    uid = next(u for u in g.players[1].hand if g.name_of(u) == "Calm Stadium")
    assert PlayTrainer(uid, None) not in g.legal_actions()


def test_001_a_stadiums_rules_apply_to_every_pokemon_in_play():
    g = game({"active": {"card": "Pikachu", "energy": ["Lightning Energy"]}, "hand": ["test-1"]},
             {"active": "Chansey"})
    play_card(g, "Calm Stadium")
    attack(g, "Gnaw")  # 10 damage, reduced by 10
    assert slot(g, 1).damage == 0


def test_001_one_supporter_per_turn():
    g = game({"active": "Zapdos", "hand": ["test-7", "test-7", "test-8", "test-8"]}, {"active": "Chansey"})
    play_card(g, "Helpful Friend")
    names = [g.name_of(a[1]) for a in g.legal_actions() if isinstance(a, PlayTrainer)]
    assert "Helpful Friend" not in names and "Shining Gadget" in names  # Items: as many as you like
    play_card(g, "Shining Gadget")
    play_card(g, "Shining Gadget")


def test_001_no_supporter_for_the_player_going_first_on_their_first_turn():
    g = game({"active": "Zapdos", "hand": ["test-7", "test-8"]}, {"active": "Chansey"}, turn=1, first=0)
    names = [g.name_of(a[1]) for a in g.legal_actions() if isinstance(a, PlayTrainer)]
    assert names == ["Shining Gadget"]
    classic = game({"active": "Zapdos", "hand": ["test-7"]}, {"active": "Chansey"}, rules="classic", turn=1, first=0)
    assert any(isinstance(a, PlayTrainer) for a in classic.legal_actions())


def test_000_prism_star_cards_go_to_the_lost_zone_instead_of_the_discard_pile():
    g = game({"active": {"card": "Zapdos", "energy": ["Lightning Energy"] * 4}},
             {"active": {"card": "test-9", "damage": 50}, "bench": ["Pikachu"]})
    n = total(g)
    attack(g, "Thunderbolt")
    them = g.players[1]
    assert [g.name_of(u) for u in them.lost] == ["Star Mon"] and g.name_of(them.active.top) == "Pikachu"
    assert "Star Mon" not in [g.name_of(u) for u in them.discard] and total(g) == n


def test_001_one_vstar_power_per_game_with_a_marker():
    from desktop.engine.actions import UsePower
    from desktop.ui.log_text import event_text

    g = game({"active": "test-10", "bench": ["test-10"]}, {"active": "Chansey", "bench": ["test-10"]})
    events = g.apply(UsePower(0, 0))
    assert len(g.players[0].hand) == 2 and g.markers == ((0, "VSTAR"),)
    marker = next(e for e in events if e.kind == "marker")
    assert event_text(marker, g) == "Player 1 used their VSTAR Power for this game."
    assert not any(isinstance(a, UsePower) for a in g.legal_actions())  # not even the other VSTAR Pokémon
    end_turn(g)
    assert any(isinstance(a, UsePower) for a in g.legal_actions())  # the opponent still has theirs
    assert g.clone().markers == g.markers and g.state_key() == g.clone().state_key()


def test_001_one_tool_per_pokemon_and_it_stays_attached():
    g = game({"active": "Zapdos", "bench": ["Pikachu"], "hand": ["test-3", "test-3"]}, {"active": "Chansey"})
    play_card(g, "Sturdy Charm", 0)
    targets = [a[2] for a in g.legal_actions() if isinstance(a, PlayTrainer)]
    assert targets == [1]  # the Active Pokémon already has a Tool
    end_turn(g)
    end_turn(g)
    assert len(slot(g, 0).tools) == 1  # a Pokémon Tool stays until the Pokémon leaves play


def test_classic_trainers_attached_for_a_turn_may_stack():
    g = game({"active": "Zapdos", "hand": ["PlusPower", "PlusPower"]}, {"active": "Chansey"}, rules="classic")
    play_card(g, "PlusPower", 0)
    play_card(g, "PlusPower", 0)
    assert len(slot(g, 0).tools) == 2


def test_001_tera_pokemon_on_the_bench_take_no_damage_from_attacks():
    g = game({"active": {"card": "Magneton", "energy": ["Lightning Energy"] * 4}},
             {"active": "Chansey", "bench": ["test-4", "Pikachu"]})
    attack(g, "Selfdestruct")
    bench = g.players[1].bench
    assert [g.name_of(s.top) for s in bench] == ["Crystal Mon ex", "Pikachu"]
    assert bench[0].damage == 0 and bench[1].damage == 20


@pytest.mark.parametrize("subtypes, prizes", [
    (set(), 1), ({"ex"}, 2), ({"Tera", "ex"}, 2), ({"V"}, 2), ({"VSTAR"}, 2), ({"GX"}, 2), ({"EX"}, 2),
    ({"VMAX"}, 3), ({"TAG TEAM", "GX"}, 3), ({"V-UNION"}, 3), ({"MEGA", "ex"}, 3), ({"MEGA", "EX"}, 2),
])
def test_001_rule_box_prizes(subtypes, prizes):
    assert ModernRules.prize_value(frozenset(subtypes)) == prizes
    assert ClassicRules.prize_value(frozenset(subtypes)) == 1


def test_001_knocking_out_a_mega_evolution_ex_takes_three_prizes():
    g = game({"active": {"card": "Zapdos", "energy": ["Lightning Energy"] * 4}},
             {"active": {"card": "test-5", "damage": 290}, "bench": ["Pikachu"]})
    attack(g, "Thunderbolt")
    assert len(g.players[0].prizes) == 3


def test_001_appendix_23_becoming_a_mega_evolution_pokemon_ex_ends_the_turn():
    from desktop.engine.actions import Evolve

    g = game({"active": {"card": "test-11", "entered": 1}, "hand": ["test-12"]}, {"active": "Chansey"})
    uid = g.players[0].hand[0]
    g.apply(Evolve(uid, 0))
    assert g.name_of(slot(g, 0).top) == "M Old Mon-EX" and g.current == 1


def test_2025_mega_evolution_ex_does_not_end_the_turn():
    from desktop.engine.actions import Evolve

    g = game({"active": {"card": "test-6", "entered": 1}, "hand": ["test-5"]}, {"active": "Chansey"})
    g.apply(Evolve(g.players[0].hand[0], 0))
    assert g.name_of(slot(g, 0).top) == "Mega Mon ex" and g.current == 0


def test_001_glossary_poke_power_once_a_turn_and_off_with_any_special_condition():
    from desktop.engine.actions import UsePower

    g = game({"active": "test-13"}, {"active": "Chansey"})
    g.apply(UsePower(0, 0))
    assert UsePower(0, 0) not in g.legal_actions()  # "A once-per-turn power"
    end_turn(g)
    end_turn(g)
    assert UsePower(0, 0) in g.legal_actions()
    for condition in ({"poison": 10}, {"burned": True}, {"condition": "Confused"}):
        g = game({"active": {"card": "test-13", **condition}}, {"active": "Chansey"})
        assert UsePower(0, 0) not in g.legal_actions(), condition


def test_001_glossary_poke_body_works_while_asleep():
    g = game({"active": {"card": "Pikachu", "energy": ["Lightning Energy"]}},
             {"active": {"card": "test-13", "condition": "Asleep"}}, rules="modern")
    attack(g, "Gnaw")  # 10 damage, reduced by 10 by the Poké-Body even though it is Asleep
    assert slot(g, 1).damage == 0


def test_rule_boxes_of_today_s_special_pokemon_say_their_prize_count():
    from desktop.engine.text import rule_boxes

    cards = default_db()
    assert rule_boxes(cards.get("svp-17")) == [("Pokémon ex rule", "When your Pokémon ex is Knocked Out, your "
                                                "opponent takes 2 Prize cards.")]
    assert [h for h, _ in rule_boxes(cards.get("me1-77"))] == ["Mega Evolution ex rule"]
    assert "3 Prize cards" in rule_boxes(cards.get("me1-77"))[0][1]
    assert rule_boxes(cards.get("sv1-112")) == []  # a plain Riolu has no rule box
    tera = db().get("test-4")  # Crystal Mon ex: Tera and ex
    assert [h for h, _ in rule_boxes(tera)] == ["Tera", "Pokémon ex rule"]


def test_002_break_evolution_keeps_the_card_under_it_and_adds_the_break_card():
    from engine_helpers import attack_index

    from desktop.engine.actions import Evolve

    g = game({"active": {"card": "test-20", "energy": ["Water Energy", "Water Energy"]}, "hand": ["test-21"]},
             {"active": "Chansey"})
    uid = g.players[0].hand[0]
    g.apply(Evolve(uid, 0))
    card = g.card_of(g.players[0].active)
    assert card.name == "Frog Mon BREAK" and g.hp_of(g.players[0].active) == 160
    assert [a.name for a in card.attacks] == ["Splash", "Giant Splash"]  # the Basic's attack is kept
    assert card.weaknesses == (("Lightning", "x2"),) and card.retreat == 1  # the card under it decides these
    attack(g, "Giant Splash")
    assert g.players[1].active.damage == 90
    assert attack_index(g, "Splash", player=0) == 0
    assert g.prize_value(g.players[0].active) == 1  # BREAK is no rule box


def test_002_a_pokemon_break_cannot_evolve():
    from desktop.engine.legality import evolvable

    assert not evolvable(db().get("test-21")) and evolvable(db().get("test-20"))
