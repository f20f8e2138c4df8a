"""Seed 001's appendices on card classes, where no other test holds the rule: names with ex, a region or
Team Plasma, Pokémon VMAX as Evolution cards, Tera Pokémon ex on the Bench against both players' attacks,
and the Lost Zone, out of reach of a card that takes from the discard pile."""

from __future__ import annotations

from engine_helpers import attack, end_turn, mon, new_game, play, side, slot
from modern_rules_helpers import cards, game

from desktop.decks.model import Deck
from desktop.decks.validate import rule_name, validate
from desktop.engine.actions import Evolve
from desktop.engine.cards import default_db
from desktop.engine.scenario import build_game

L = "Lightning Energy"


def _deck(counts: dict[str, int]) -> Deck:
    counts = {**counts, "sve-6": 60 - sum(counts.values())}
    return Deck("Test", counts, db=cards())


def test_001_appendix_2_and_11_ex_and_a_region_are_part_of_the_name():
    assert validate(_deck({"mr-17": 4, "mr-16": 4})) == []  # 4 Sparkle Mon and 4 Sparkle Mon ex
    assert validate(_deck({"mr-1": 4, "mr-18": 4})) == []  # 4 Sprout Mon and 4 Paldean Sprout Mon
    [problem] = validate(_deck({"mr-1": 4, "mr-18": 4, "mr-17": 5}))
    assert problem.code == "too_many_copies" and problem.card_names == ("Sparkle Mon",)


def test_001_names_ex_ex_gx_and_a_symbol_are_each_part_of_the_name():
    # Sparkle Mon, Sparkle Mon ex, Sparkle Mon-EX, Sparkle Mon-GX and Sparkle Mon ◇: five names
    assert validate(_deck({"mr-17": 4, "mr-16": 4, "mr-30": 4, "mr-32": 4, "mr-29": 1})) == []


def test_001_appendix_5_a_radiant_pokemon_is_a_basic_pokemon_with_a_rule_box():
    from desktop.engine.fx.card_nodes import card_filter

    radiant = default_db().get("swsh10-27")  # Radiant Heatran
    assert radiant.stage == "Basic" and not radiant.evolves_from and "Radiant" in radiant.subtypes
    g = game({"active": "mr-1"}, {"active": "mr-1"})
    assert not card_filter("no_rule_box", g)(radiant) and card_filter("no_rule_box", g)(cards().get("mr-1"))


def test_001_appendix_24_team_plasma_is_not_part_of_the_name_and_evolves_as_usual():
    db = default_db()
    plasma = db.get("bw10-19")  # Team Plasma Octillery
    assert "Team Plasma" in plasma.subtypes and rule_name(plasma) == rule_name(db.get("sv9-34")) == "Octillery"
    g = build_game({"seed": 0, "rules": "modern", "players": [
        {"active": {"card": "sv9-33", "entered": 1}, "hand": ["bw10-19"], "deck": ["sve-6"] * 5},
        {"active": "sv9-33", "deck": ["sve-6"] * 5}]})
    assert Evolve(g.players[0].hand[0], 0) in g.legal_actions()  # from an ordinary Remoraid


def test_001_appendix_10_a_vmax_evolves_only_from_its_pokemon_v_by_the_rules_of_evolution():
    g = game({"active": mon("mr-26", entered=1), "bench": [mon("mr-24", entered=1)], "hand": ["mr-25", "mr-24"]},
             {"active": "mr-1"})
    vmax = next(u for u in g.players[0].hand if g.name_of(u) == "Giant Mon VMAX")
    assert Evolve(vmax, 0) not in g.legal_actions()  # not from Giant Mon
    assert Evolve(vmax, 1) in g.legal_actions()  # from Giant Mon V
    g.apply(next(a for a in g.legal_actions() if a[0] == "bench"))
    assert Evolve(vmax, 2) not in g.legal_actions()  # not a Pokémon V put into play this turn
    g.apply(Evolve(vmax, 1))
    assert g.name_of(g.players[0].bench[0].top) == "Giant Mon VMAX"
    g = game({"active": mon("mr-26", entered=1), "bench": [mon("mr-24", entered=1)], "hand": ["mr-31"]},
             {"active": "mr-1"})
    vstar = g.players[0].hand[0]
    assert Evolve(vstar, 0) not in g.legal_actions() and Evolve(vstar, 1) in g.legal_actions()  # VSTAR: the same


def test_001_appendix_6_and_10_a_vstar_and_a_vmax_are_pokemon_v_for_what_affects_pokemon_v():
    from desktop.engine.fx.attach_nodes import CLASS_MEMBERS

    assert {"V", "VSTAR", "VMAX", "V-UNION"} <= CLASS_MEMBERS["V"]


def test_001_appendix_3_a_benched_tera_pokemon_takes_no_damage_from_its_own_players_attack_either():
    g = game({"active": mon("Magneton", "Magnemite", energy=[L] * 4), "bench": ["mr-23", "mr-1"]},
             {"active": mon("mr-3"), "bench": ["mr-23"]})
    attack(g, "Selfdestruct")  # 20 to each Benched Pokémon, both players'
    assert [s.damage for s in g.players[0].bench] == [0, 20]
    assert g.players[1].bench[0].damage == 0


def test_001_appendix_4_cards_in_the_lost_zone_cannot_be_taken_back():
    g = new_game(side(mon("sv1-112"), hand=["sv2-188"], discard=["sv1-107"], lost=["sv1-108"]),
                 side(mon("sv1-112")), rules="modern")
    play(g, "Super Rod")  # Pokémon from the discard pile: Mankey, not Primeape in the Lost Zone
    assert g.pending is None, "the one card that fits is taken: 'up to 3' takes 1 at least"
    assert "Mankey" in [g.name_of(u) for u in g.players[0].deck]
    assert [g.name_of(u) for u in g.players[0].lost] == ["Primeape"]


def test_001_appendix_19_a_pokemon_break_keeps_what_is_under_it_changes_hp_and_type_and_break_is_in_its_name():
    g = game({"active": mon("mr-27", energy=["Water Energy", L], entered=1), "hand": ["mr-28"]}, {"active": "mr-3"})
    g.apply(Evolve(g.players[0].hand[0], 0))
    card, s = g.card_of(slot(g, 0)), slot(g, 0)
    assert g.hp_of(s) == 150 and g.types_of(s) == ("Lightning",)  # its own HP and type
    assert [a.name for a in card.attacks] == ["Splash", "Spark Splash"]  # the attacks under it, and its own
    assert card.weaknesses == (("Lightning", "x2"),) and card.retreat == 2  # Weakness and Retreat Cost kept
    assert validate(_deck({"mr-27": 4, "mr-28": 4})) == []  # Pond Mon and Pond Mon BREAK: two names


def test_001_glossary_a_devolved_pokemon_loses_its_special_conditions_and_keeps_its_damage():
    from std_mega_helpers import power_named

    g = new_game(side(mon("rsv10pt5-51", "rsv10pt5-79", "rsv10pt5-50")),
                 side(mon("me2-82", "me2-81", damage=30, condition="Confused", poison=10)), rules="modern")
    g.apply(power_named(g, 0, "Ancient Wing"))
    s = g.players[1].active
    assert g.name_of(s.top) == "Zigzagoon" and s.damage == 30 and (s.rot, s.poison) == (0, 0)


def test_001_appendix_7_a_v_union_is_no_evolved_pokemon_a_devolving_effect_cannot_take_it_apart():
    from std_mega_helpers import power_named
    from test_card_classes import DB, PIECES

    def ancient_wing_targets(opponent_active: dict) -> list:
        g = build_game({"seed": 0, "rules": "modern", "players": [
            {"active": mon("rsv10pt5-51", "rsv10pt5-79", "rsv10pt5-50"), "deck": ["sve-6"] * 5},
            {"active": opponent_active, "deck": ["sve-6"] * 5}]}, DB)
        return [a for a in g.legal_actions() if a == power_named(g, 0, "Ancient Wing")]

    assert ancient_wing_targets(mon("me2-82", "me2-81"))  # an evolved Linoone: it may
    union = {"card": PIECES[3], "under": PIECES[:3]}
    assert not ancient_wing_targets(union)  # the four pieces of a V-UNION are one unevolved Pokémon


def test_001_appendix_6_one_vstar_power_a_game_whether_an_ability_or_an_attack():
    from desktop.engine.actions import Attack, UsePower

    g = game({"active": mon("mr-33", energy=[L]), "bench": ["mr-33"]}, {"active": mon("mr-3"), "bench": ["mr-33"]})
    g.apply(UsePower(0, 0))  # the Ability Star Wish: the VSTAR Power of this game
    assert Attack(1) not in g.legal_actions() and Attack(0) in g.legal_actions()  # Star Blast is one too
    g = game({"active": mon("mr-33", energy=[L]), "bench": ["mr-33"]}, {"active": mon("mr-3"), "bench": ["mr-33"]})
    attack(g, "Star Blast")
    assert slot(g, 1).damage == 100 and (0, "VSTAR") in g.markers
    assert any(isinstance(a, UsePower) for a in g.legal_actions())  # the opponent still has theirs
    end_turn(g)
    assert not any(isinstance(a, UsePower) for a in g.legal_actions())  # no Star Wish, from either Pokémon


def test_001_appendix_7_a_v_union_holds_one_pokemon_tool():
    from test_card_classes import DB, PIECES

    from desktop.engine.actions import PlayTrainer

    g = build_game({"seed": 0, "rules": "modern", "players": [
        {"active": {"card": PIECES[3], "under": PIECES[:3]}, "hand": ["sv1-174", "sv5-159"], "deck": ["sve-6"] * 5},
        {"active": "sv9-33", "deck": ["sve-6"] * 5}]}, DB)
    share = g.players[0].hand[0]
    g.apply(PlayTrainer(share, 0))
    assert [g.name_of(u) for u, _ in g.players[0].active.tools] == ["Exp. Share"]
    assert not any(isinstance(a, PlayTrainer) for a in g.legal_actions())  # no room for Rescue Board


def test_001_appendix_7_what_names_basic_stage_or_evolution_cards_does_not_reach_a_v_union():
    from test_card_classes import DB, PIECES

    from desktop.engine.fx.card_nodes import card_filter

    g = game({"active": "mr-1"}, {"active": "mr-1"})
    piece = DB.get(PIECES[0])
    assert not card_filter("basic", g)(piece) and not card_filter("evolution", g)(piece)
    assert not card_filter("stage1", g)(piece) and card_filter("pokemon", g)(piece)
