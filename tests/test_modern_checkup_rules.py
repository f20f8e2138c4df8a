"""Seed 001, "Pokémon Checkup" and "Special Conditions", under today's rules: the order of the
Checkup, Abilities at Checkup, Knock Outs after both players' checks, and each Special Condition."""

from __future__ import annotations

from engine_helpers import H, T, attack, coins, end_turn, mon, seed_for, slot
from modern_rules_helpers import game

from desktop.engine.actions import Attack, Retreat
from desktop.engine.state import ASLEEP, CONFUSED, NONE, PARALYZED

L = "Lightning Energy"


def _checks(events) -> list[tuple[str, int]]:
    return [(e.kind, e.player) for e in events if e.kind in ("damage", "coin", "power", "knockout")]


def test_001_checkup_poisoned_then_burned_then_asleep_for_both_active_pokemon_then_abilities():
    g = game({"active": mon("mr-6", condition="Asleep", poison=10, burned=True)},
             {"active": mon("mr-6", condition="Asleep", poison=10, burned=True)}, seed=seed_for(T, T, T, T))
    events = end_turn(g)
    assert _checks(events) == [
        ("damage", 0), ("damage", 1),  # Poisoned
        ("damage", 0), ("coin", 0), ("damage", 1), ("coin", 1),  # Burned: 2 counters, then a coin
        ("coin", 0), ("coin", 1),  # Asleep
        ("power", 0), ("power", 1),  # then the Abilities that act during Checkup, not mixed in
    ]
    assert [slot(g, p).damage for p in (0, 1)] == [30, 30]


def test_001_checkup_knock_outs_come_after_both_players_checks():
    g = game({"active": mon("mr-1", poison=10, damage=60), "bench": ["mr-1"]},
             {"active": mon("mr-1", poison=10, damage=60), "bench": ["mr-1"]})
    n = len(g.all_cards(0)) + len(g.all_cards(1))
    events = end_turn(g)
    kinds = [k for k, _ in _checks(events)]
    assert kinds == ["damage", "damage", "knockout", "knockout"]
    assert [len(p.prizes) for p in g.players] == [5, 5]  # each opponent takes a Prize card
    assert all(p.active is not None for p in g.players) and len(g.all_cards(0)) + len(g.all_cards(1)) == n


def test_001_asleep_heads_recovers_tails_stays_asleep():
    g = game({"active": "mr-1"}, {"active": mon("mr-1", condition="Asleep")}, seed=seed_for(T, H))
    assert coins(end_turn(g)) == [T] and slot(g, 1).rot == ASLEEP
    assert coins(end_turn(g)) == [H] and slot(g, 1).rot == NONE


def test_001_burned_two_counters_then_heads_recovers_tails_stays_burned():
    g = game({"active": "mr-1"}, {"active": mon("mr-3", burned=True)}, seed=seed_for(T, H))
    assert coins(end_turn(g)) == [T] and slot(g, 1).damage == 20 and slot(g, 1).burned
    assert coins(end_turn(g)) == [H] and slot(g, 1).damage == 40 and not slot(g, 1).burned


def test_001_poisoned_one_counter_at_every_checkup():
    g = game({"active": "mr-1"}, {"active": mon("mr-3", poison=10)})
    end_turn(g)
    assert slot(g, 1).damage == 10
    end_turn(g)
    assert slot(g, 1).damage == 20 and slot(g, 1).poison == 10


def test_001_a_second_burn_or_poison_replaces_the_first_one():
    g = game({"active": mon("Ivysaur", "Bulbasaur", energy=["Grass Energy"] * 3)},
             {"active": mon("mr-3", poison=10, burned=True)})
    attack(g, "Poisonpowder")  # 20 damage and Poisoned again
    assert (slot(g, 1).poison, slot(g, 1).damage) == (10, 20 + 10 + 20)  # one Poison, one Burn at the Checkup


def test_001_asleep_confused_paralyzed_only_the_last_one_stays_poisoned_and_burned_stay_too():
    g = game({"active": mon("Electabuzz", energy=[L])},
             {"active": mon("mr-3", condition="Asleep", poison=10, burned=True)}, seed=seed_for(H))
    attack(g, "Thundershock")  # heads: Paralyzed
    s = slot(g, 1)
    assert s.rot == PARALYZED and s.poison == 10 and s.burned  # Burned, Paralyzed and Poisoned at once
    g = game({"active": mon("mr-20", energy=[L])}, {"active": mon("mr-3", condition="Paralyzed", poison=10)})
    attack(g, "Daze")  # Confused now: no longer Paralyzed, still Poisoned
    assert (slot(g, 1).rot, slot(g, 1).poison) == (CONFUSED, 10)


def test_001_paralyzed_cannot_attack_or_retreat_and_recovers_after_its_owners_next_turn():
    g = game({"active": mon("Electabuzz", energy=[L])},
             {"active": mon("mr-1", energy=["Grass Energy"] * 2), "bench": ["mr-1"]}, seed=seed_for(H))
    attack(g, "Thundershock")
    assert slot(g, 1).rot == PARALYZED  # the Checkup right after does not end it
    assert not any(a[0] in ("attack", "retreat") for a in g.legal_actions())
    end_turn(g)
    assert slot(g, 1).rot == NONE
    end_turn(g)
    assert Attack(0) in g.legal_actions() and Retreat(1) in g.legal_actions()


def test_001_confused_flips_before_attacking_heads_works_tails_three_counters_on_itself():
    for heads in (H, T):
        g = game({"active": mon("mr-1", energy=["Grass Energy"], condition="Confused")}, {"active": "mr-3"},
                 seed=seed_for(heads))
        events = attack(g, "Tackle")
        assert coins(events) == [heads]
        assert (slot(g, 0).damage, slot(g, 1).damage) == ((0, 20) if heads else (30, 0))
        assert g.current == 1
