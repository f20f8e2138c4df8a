"""Seed 001, "What if both players win at the same time?" and "What's Sudden Death?", under today's
rules: Pikachu's Thunder Jolt (tails: 10 damage to itself) Knocks Out both Active Pokémon at once."""

from __future__ import annotations

from engine_helpers import T, attack, coins, mon, new_game, seed_for, side

from desktop.engine.actions import Choose

JOLT = mon("Pikachu", energy=["Lightning Energy"] * 2, damage=30)  # 40 HP: the 10 to itself Knocks it Out


def _finish_setup(g) -> None:
    while g.phase == "setup" and g.outcome is None:
        prompt = g.pending
        value = 0 if prompt.kind == "number" else None if prompt.optional else prompt.options[0]
        g.apply(Choose(value))


def test_001_both_players_win_at_once_sudden_death_a_new_game_with_one_prize_card_each():
    g = new_game(side(JOLT, prizes=["Bill"]), side("Abra", prizes=["Bill"]), seed=seed_for(T), rules="modern")
    n = len(g.all_cards(0)) + len(g.all_cards(1))
    events = attack(g, "Thunder Jolt")
    kinds = [e.kind for e in events]
    assert coins(events)[0] == T and kinds.count("sudden_death") == 1 and g.outcome is None and g.sudden_death
    assert kinds.index("sudden_death") < [i for i, k in enumerate(kinds) if k == "coin"][-1]  # a new coin flip
    assert g.phase == "setup" and all(p.active is None and p.bench == [] for p in g.players)  # set up anew
    _finish_setup(g)
    assert [len(p.prizes) for p in g.players] == [1, 1] and g.phase == "main"
    assert len(g.all_cards(0)) + len(g.all_cards(1)) == n


def test_001_sudden_death_that_ends_in_a_tie_is_played_again():
    g = new_game(side(JOLT, prizes=["Bill"]), side("Abra", prizes=["Bill"]), seed=seed_for(T), rules="modern")
    g.sudden_death = True
    events = attack(g, "Thunder Jolt")
    assert [e.kind for e in events].count("sudden_death") == 1 and g.outcome is None
    _finish_setup(g)
    assert [len(p.prizes) for p in g.players] == [1, 1]


def test_001_winning_in_both_ways_beats_winning_in_one():
    g = new_game(side(JOLT, prizes=["Bill"]), side("Abra", prizes=["Bill", "Bill"]), seed=seed_for(T), rules="modern")
    events = attack(g, "Thunder Jolt")  # the last Prize card and no Pokémon left, against no Pokémon left
    assert "sudden_death" not in [e.kind for e in events]
    assert g.outcome is not None and g.outcome.winner == 0
