"""The XY (seed 002) and Sun & Moon (seed 000) rulesets, issue #15: each rule that differs from the
neighbouring eras, tested from the seed section it comes from."""

from __future__ import annotations

import pytest

from desktop.decks.resolve import DeckSpecError, ruleset_for
from desktop.engine.actions import END_TURN, Attack, PlayTrainer, Retreat
from desktop.engine.cards import default_db
from desktop.engine.rules import ERA_ORDER, RULESETS, get_rules
from tests.engine_helpers import mon, new_game, side


def first_turn(rules: str, hand=("Bill",)):
    """The first player's first turn (turn 1), their Charmander able to Scratch."""
    return new_game(side(mon("Charmander", energy=["Fire Energy"]), hand=hand), side("Bulbasaur"),
                    rules=rules, turn=1)


def burned_checkup(rules: str, seed: int):
    """End a turn with the opponent's Active Burned; returns (damage put, still Burned, coins)."""
    them = side({"card": "Onix", "burned": True})
    game = new_game(side("Charmander"), them, rules=rules, seed=seed)
    game.apply(END_TURN)
    coins = [e.amount for e in game.last_events if e.kind == "coin" and "Burn" in e.detail]
    return game.players[1].active.damage, game.players[1].active.burned, coins


def test_the_four_eras_are_rulesets_in_order():
    assert ERA_ORDER == ("classic", "xy", "sm", "modern") and set(ERA_ORDER) == set(RULESETS)
    assert get_rules("xy+table").table and get_rules("sm").name == "sm"


@pytest.mark.parametrize("seed", range(8))
def test_002_burned_flips_first_and_only_tails_puts_2_damage_counters(seed):
    """Seed 002, Burned: "the owner of the Burned Pokémon flips a coin. If he or she flips tails,
    put 2 damage counters on the Burned Pokémon." It stays Burned either way."""
    damage, burned, coins = burned_checkup("xy", seed)
    assert coins and burned
    assert damage == (0 if coins[0] == 1 else 20)


@pytest.mark.parametrize("seed", range(8))
def test_000_E28_burn_puts_2_damage_counters_then_heads_ends_it(seed):
    """Seed 000 E-28 ("Put 4 damage counters instead of 2 on Burned Pokémon"): the Sun & Moon
    Burn always puts its 2 counters; the coin flip then says whether it stays Burned."""
    damage, burned, coins = burned_checkup("sm", seed)
    assert damage == 20 and coins
    assert burned == (coins[0] == 0)


@pytest.mark.parametrize("rules", ["xy", "sm"])
def test_002_and_000_A01_confusion_puts_3_damage_counters_on_tails(rules):
    """Seed 002, Confused: "if you flip tails, your Pokémon receives 3 damage counters"; seed 000
    A-01 2b: "Put 3 damage counters on the Attacking Pokémon." (Classic: 20.)"""
    assert get_rules(rules).confusion_self_damage == 30
    assert get_rules("classic").confusion_self_damage == 20
    for seed in range(12):
        game = new_game(side(mon("Charmander", energy=["Fire Energy"], condition="Confused")), side("Onix"),
                        rules=rules, seed=seed)
        game.apply(Attack(0))
        coins = [e.amount for e in game.last_events if e.kind == "coin" and "Confused" in e.detail]
        if coins == [0]:
            assert game.players[0].active.damage == 30
            return
    pytest.fail("no tails in 12 seeds")


@pytest.mark.parametrize("rules", ["xy", "sm"])
def test_002_retreat_only_once_per_turn(rules):
    """Seed 002, Parts of a turn: "Retreat your Active Pokémon (only once per turn)" (classic: as
    many times as you want)."""
    fire = ["Fire Energy"]
    me = side(mon("Charmander", energy=fire), bench=[mon("Vulpix", energy=fire)])
    game = new_game(me, side("Onix"), rules=rules)
    game.apply(Retreat(1))
    assert not any(a[0] == "retreat" for a in game.legal_actions())
    classic = new_game(me, side("Onix"), rules="classic")
    classic.apply(Retreat(1))
    assert any(a[0] == "retreat" for a in classic.legal_actions())


def test_000_E27_the_first_player_cannot_attack_on_their_first_turn_in_sm_and_xy():
    """Seed 000 E-27: "If you go first, you can use this attack on your first turn" is an exception
    to the rule that the first player doesn't attack on turn 1. XY brought that rule in (2013)."""
    for rules in ("xy", "sm", "modern"):
        assert Attack(0) not in first_turn(rules).legal_actions(), rules
    assert Attack(0) in first_turn("classic").legal_actions()


def test_the_first_players_supporter_on_turn_1_xy_yes_sm_and_modern_no():
    """Seed 002 allows one Supporter each turn from the first; the Sun & Moon era's last rule
    change (November 2019) and seed 001 ("The player who goes first cannot play a Supporter card
    on their first turn") take it away."""
    for rules, allowed in (("xy", True), ("sm", False), ("modern", False)):
        game = first_turn(rules, hand=("sv4pt5-87",))  # Professor's Research, a Supporter
        research = game.players[0].hand[0]
        playable = any(a[0] == "play" and a[1] == research for a in game.legal_actions())
        assert playable == allowed, rules
        if not allowed:
            assert "first turn" in game.why_illegal(PlayTrainer(research, None))


def test_002_pokemon_ex_give_2_prizes_and_000_tag_team_3():
    """Seed 002: "When one of your Pokémon-EX is Knocked Out, your opponent takes 2 Prize cards."
    Seed 000: Pokémon-GX and -EX give 2, and a TAG TEAM 3."""
    xy, sm = get_rules("xy"), get_rules("sm")
    assert xy.prize_value(frozenset({"Basic", "EX"})) == 2 and xy.prize_value(frozenset({"Basic"})) == 1
    assert xy.prize_value(frozenset({"MEGA", "EX"})) == 2
    assert sm.prize_value(frozenset({"Basic", "GX"})) == 2 and sm.prize_value(frozenset({"TAG TEAM", "GX"})) == 3
    assert sm.prize_value(frozenset({"Basic"})) == 1


def test_002_and_000_A05_neither_player_evolves_on_their_first_turn():
    """Seed 002 ("neither player can evolve a Pokémon on his or her first turn") and 000 A-05."""
    for rules in ("xy", "sm"):
        game = first_turn(rules, hand=("Charmeleon",))
        assert not any(a[0] == "evolve" for a in game.legal_actions())


def test_library_sets_play_by_their_eras_rules():
    db = default_db()
    assert db.sets[db.get("xy1-1").set_id].era == "xy"
    assert db.sets[db.get("sm1-1").set_id].era == "sm"
    assert db.sets[db.get("bw1-1").set_id].era == "xy"  # Black & White: the nearest ruleset


def test_a_deck_of_later_eras_plays_by_the_newest_and_classic_cards_do_not_mix():
    db = default_db()
    xy_card, sm_card, sv_card = db.get("xy1-1"), db.get("sm1-1"), db.get("sv1-1")
    assert ruleset_for([[xy_card], [xy_card]]) == "xy"
    assert ruleset_for([[xy_card], [sm_card]]) == "sm"
    assert ruleset_for([[xy_card, sv_card], [sm_card]]) == "modern"
    with pytest.raises(DeckSpecError, match="mix rules eras"):
        ruleset_for([[db.get("base1-4")], [xy_card]])
