"""Deck statistics for the editor: counts, attack-cost curve and opening-hand odds.

The opening-hand numbers are exact (hypergeometric with :func:`math.comb`), not
simulated: P(at least one Basic in 7) = 1 - C(N-K, 7) / C(N, 7).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from desktop.decks.model import Deck
from desktop.engine.cards import ENERGY_TYPES


def _type_order(types: dict[str, int]) -> dict[str, int]:
    rank = {t: i for i, t in enumerate(ENERGY_TYPES)}
    return dict(sorted(types.items(), key=lambda kv: (rank.get(kv[0], len(rank)), kv[0])))


def supertype_counts(deck: Deck) -> dict[str, int]:
    """Cards per supertype, always with the keys ``pokemon``, ``trainer``, ``energy``."""
    return deck.supertype_totals()


def pokemon_type_counts(deck: Deck) -> dict[str, int]:
    """Pokémon cards per (first) type, in energy-type order."""
    counts: dict[str, int] = {}
    for card, n in deck.entries():
        if card.is_pokemon:
            counts[card.type] = counts.get(card.type, 0) + n
    return _type_order(counts)


def energy_type_counts(deck: Deck) -> dict[str, int]:
    """Energy cards per type they provide; Special Energy providing several types counts for each."""
    counts: dict[str, int] = {}
    for card, n in deck.entries():
        if card.kind == "energy":
            for t in dict.fromkeys(card.provides or ("Colorless",)):
                counts[t] = counts.get(t, 0) + n
    return _type_order(counts)


def trainer_subtype_counts(deck: Deck) -> dict[str, int]:
    """Trainer cards per subtype (Item, Supporter, Stadium, Pokémon Tool)."""
    counts: dict[str, int] = {}
    for card, n in deck.entries():
        if card.kind == "trainer":
            key = card.subtype or "Item"
            counts[key] = counts.get(key, 0) + n
    return counts


def attack_cost_curve(deck: Deck, *, per_copy: bool = True) -> dict[int, int]:
    """Histogram of converted attack costs (number of Energy symbols) of the deck's Pokémon.

    Keys run from 0 to the highest cost without gaps. With ``per_copy`` each copy
    of a card counts (what you will draw); otherwise each distinct card once.
    """
    curve: dict[int, int] = {}
    for card, n in deck.entries():
        if not card.is_pokemon:
            continue
        for attack in card.attacks:
            cost = len(attack.cost)
            curve[cost] = curve.get(cost, 0) + (n if per_copy else 1)
    if not curve:
        return {}
    return {cost: curve.get(cost, 0) for cost in range(max(curve) + 1)}


def prob_at_least_one(successes: int, population: int, draws: int) -> float:
    """Exact P(at least one success) drawing ``draws`` cards without replacement."""
    if population <= 0 or successes <= 0 or draws <= 0:
        return 0.0
    successes = min(successes, population)
    draws = min(draws, population)
    return 1.0 - math.comb(population - successes, draws) / math.comb(population, draws)


def basic_pokemon_count(deck: Deck) -> int:
    """Cards that can be put down as a Basic Pokémon at set-up."""
    return sum(n for card, n in deck.entries() if card.is_basic_pokemon)


def opening_basic_probability(deck: Deck, hand_size: int = 7) -> float:
    """P(an opening hand of ``hand_size`` has at least one Basic Pokémon)."""
    return prob_at_least_one(basic_pokemon_count(deck), deck.total, hand_size)


def expected_mulligans(deck_or_p: Deck | float, hand_size: int = 7) -> float:
    """Expected mulligans before a hand with a Basic Pokémon (geometric): p_fail / (1 - p_fail).

    Takes a deck, or the probability that one hand has a Basic. ``inf`` if no hand can.
    """
    p = opening_basic_probability(deck_or_p, hand_size) if isinstance(deck_or_p, Deck) else float(deck_or_p)
    if p <= 0.0:
        return math.inf
    return (1.0 - p) / p


@dataclass(frozen=True)
class DeckStats:
    """Everything the editor's statistics panel shows, computed once."""

    total: int
    supertypes: dict[str, int]
    pokemon_types: dict[str, int]
    energy_types: dict[str, int]
    trainer_subtypes: dict[str, int]
    attack_costs: dict[int, int]
    basic_pokemon: int
    opening_basic: float
    expected_mulligans: float


def deck_stats(deck: Deck, hand_size: int = 7) -> DeckStats:
    """All statistics of ``deck`` (opening hand of ``hand_size`` cards)."""
    p = opening_basic_probability(deck, hand_size)
    return DeckStats(
        total=deck.total,
        supertypes=supertype_counts(deck),
        pokemon_types=pokemon_type_counts(deck),
        energy_types=energy_type_counts(deck),
        trainer_subtypes=trainer_subtype_counts(deck),
        attack_costs=attack_cost_curve(deck),
        basic_pokemon=basic_pokemon_count(deck),
        opening_basic=p,
        expected_mulligans=expected_mulligans(p),
    )
