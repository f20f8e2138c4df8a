"""Random play with decks drawn from the compiled cards of each era of the card library (issues #14
and #15): every compiled text runs, by its era's rules, without an error."""

from __future__ import annotations

import random

import pytest

from desktop.engine.cards import CardDef, default_db
from desktop.engine.game import Game


def _era_cards(era: str) -> list[CardDef]:
    db = default_db()
    db.load_library()
    return [c for s in db.sets.values() if s.era == era and s.id in db.from_library for c in s.cards
            if c.implemented]


def _random_deck(cards: list[CardDef], rng: random.Random) -> list[CardDef]:
    """Basics with attacks, Trainers and Basic Energy the era plays (at most 4 of a card)."""
    basics = [c for c in cards if c.kind == "pokemon" and c.stage == "Basic" and c.attacks]
    trainers = [c for c in cards if c.kind == "trainer"]
    energy = [c for c in default_db().all_cards() if c.is_basic_energy and c.set_id == "sve"]
    deck = [rng.choice(basics) for _ in range(26)] + [rng.choice(trainers) for _ in range(6)] if trainers else \
        [rng.choice(basics) for _ in range(32)]
    return deck + [rng.choice(energy) for _ in range(28)]


@pytest.mark.parametrize("era", ["classic", "xy", "sm", "modern"])
def test_random_games_of_compiled_library_cards_run_by_their_eras_rules(era):
    cards = _era_cards(era)
    assert len(cards) > 50, f"the {era} library sets compile some cards"
    compiled = [c for c in cards if any(a.has_text for a in c.attacks)]
    assert compiled, "with attack texts, not only vanilla attacks"
    for seed in range(4):
        rng = random.Random(seed)
        game = Game.new([_random_deck(cards, rng), _random_deck(cards, rng)], seed=seed, rules=era)
        for _ in range(3000):
            if game.outcome is not None:
                break
            game.apply(rng.choice(game.legal_actions()))
        assert game.outcome is not None, f"{era} seed {seed}: the game ends"
