"""Deck statistics (desktop/decks/stats.py)."""

from __future__ import annotations

import math

import pytest

from desktop.decks import stats
from desktop.decks.model import Deck
from desktop.engine.cards import default_db


def theme(name: str) -> Deck:
    return Deck.from_cards(name, default_db().theme_decks()[name], builtin=True)


def test_probability_of_a_basic_matches_a_hand_computation():
    # 10 Basics in 60 cards, 7 drawn: P(no Basic) = C(50,7)/C(60,7) = 99,884,400 / 386,206,920
    assert math.comb(50, 7) == 99_884_400 and math.comb(60, 7) == 386_206_920
    by_hand = 1 - 99_884_400 / 386_206_920
    assert stats.prob_at_least_one(10, 60, 7) == pytest.approx(by_hand, abs=1e-15)
    assert stats.prob_at_least_one(10, 60, 7) == pytest.approx(0.741371, abs=1e-6)


def test_opening_basic_probability_of_a_deck():
    # 10 Basics (Charmander, Vulpix, Growlithe) and 50 Fire Energy: not a legal deck, but the maths only counts Basics
    deck = Deck("Ten Basics", {"base1-46": 4, "base1-68": 4, "base1-28": 2, "base1-98": 50})
    assert stats.basic_pokemon_count(deck) == 10
    p = stats.opening_basic_probability(deck)
    assert p == pytest.approx(1 - math.comb(50, 7) / math.comb(60, 7))
    p_fail = 1 - p
    assert stats.expected_mulligans(deck) == pytest.approx(p_fail / (1 - p_fail))
    assert stats.expected_mulligans(p) == pytest.approx(99_884_400 / 286_322_520)  # C(50,7) / (C(60,7) - C(50,7))


def test_edge_cases():
    assert stats.prob_at_least_one(0, 60, 7) == 0.0
    assert stats.prob_at_least_one(60, 60, 7) == 1.0
    assert stats.prob_at_least_one(1, 5, 7) == 1.0  # fewer cards than a hand: all drawn
    assert stats.prob_at_least_one(1, 60, 1) == pytest.approx(1 / 60)
    assert stats.expected_mulligans(0.0) == math.inf
    assert stats.expected_mulligans(1.0) == 0.0
    empty = Deck("Empty")
    assert stats.opening_basic_probability(empty) == 0.0
    assert stats.attack_cost_curve(empty) == {}


def test_counts_by_supertype_and_type():
    deck = theme("Brushfire")
    assert stats.supertype_counts(deck) == {"pokemon": 22, "trainer": 10, "energy": 28}
    assert stats.energy_type_counts(deck) == {"Fire": 18, "Grass": 10}
    assert stats.pokemon_type_counts(deck) == {"Grass": 10, "Fire": 12}  # energy-type order
    assert stats.trainer_subtype_counts(deck) == {"Item": 10}


def test_attack_cost_curve():
    # Charmander: Scratch {C} and Ember {R}{C}; Vulpix: Confuse Ray {R}{R}
    deck = Deck("Fire", {"base1-46": 4, "base1-68": 2, "base1-98": 10})
    assert stats.attack_cost_curve(deck) == {0: 0, 1: 4, 2: 6}
    assert stats.attack_cost_curve(deck, per_copy=False) == {0: 0, 1: 1, 2: 2}


def test_deck_stats_bundle():
    deck = theme("Zap!")
    s = stats.deck_stats(deck)
    assert s.total == 60
    assert sum(s.supertypes.values()) == 60
    assert s.basic_pokemon == stats.basic_pokemon_count(deck)
    assert s.opening_basic == pytest.approx(stats.prob_at_least_one(s.basic_pokemon, 60, 7))
    assert s.expected_mulligans == pytest.approx((1 - s.opening_basic) / s.opening_basic)
    assert sum(s.attack_costs.values()) == sum(len(c.attacks) * n for c, n in deck.entries() if c.is_pokemon)
