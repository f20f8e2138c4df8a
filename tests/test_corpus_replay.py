"""The behaviour corpus: 3,600 seeded games over every built-in deck must replay exactly.

``tools/record_corpus.py`` recorded them (random, eager, Normal and Easy players, each
deck under its own era's rules) before the effect kernel and the card-blind core were
built. Replaying every game to the same final-position hash shows that a refactor left
the behaviour of every card those decks hold unchanged. Re-record only when a change
of behaviour is meant, and name the cards it changes in the commit.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest
from corpus_helpers import load_corpus

from desktop.decks.resolve import ruleset_for
from desktop.engine.cards import default_db

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
from record_corpus import replay_corpus  # noqa: E402


@pytest.fixture(scope="module")
def corpus() -> dict:
    return load_corpus()


def test_corpus_covers_every_built_in_deck_in_its_era(corpus):
    games = corpus["games"]
    assert len(games) >= 3000
    seen = Counter(name for g in games for name in g["decks"])
    db = default_db()
    for name, cards in db.theme_decks().items():  # every deck that plays (a listed one may wait for a card)
        assert seen[name] >= 40, f"{name} is in only {seen[name]} corpus games"
        era = ruleset_for([cards])
        assert all(g["rules"] == era for g in games if name in g["decks"]), name
    agents = Counter(kind for g in games for kind in g["agents"])
    assert {"random", "eager", "normal", "easy"} <= set(agents), agents
    verbs = Counter(text.split(" ", 1)[0] for g in games for text in g["actions"])
    for verb in ("attack", "play", "power", "evolve", "retreat", "stadium", "choose"):
        assert verbs[verb] >= 1000 or verb == "stadium" and verbs[verb] >= 500, (verb, verbs[verb])


def test_every_corpus_game_replays_to_its_recorded_final_position(corpus):
    problems = replay_corpus(corpus["games"])
    assert not problems, f"{len(problems)} games differ:\n" + "\n".join(problems[:20])
