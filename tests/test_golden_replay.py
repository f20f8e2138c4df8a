"""Golden replays: every recorded game must end in exactly the recorded final position.

The fixture (``tests/fixtures/golden_base1.json.gz``, written by
``tools/record_golden.py``) holds a few hundred complete games played by the
engine as it was when they were recorded: decks, seed, every action as text and
the final position (``golden_helpers.final_position``: zones as card uids, the
Pokémon in play, turn, player to act, outcome). Replaying them checks that a
changed engine still shuffles, flips, resolves attacks, Trainers, Powers and
prompts exactly as before. Re-record only when a change of behaviour is meant
(and say so in the commit).
"""

from __future__ import annotations

import itertools
import time
from collections import Counter

import pytest
from golden_helpers import final_position, first_difference, load_fixture

from desktop.engine.actions import parse_action
from desktop.engine.cards import default_db
from desktop.engine.game import Game

THEME_DECKS = ("Overgrowth", "Zap!", "Brushfire", "Blackout")

# Minimum counts of actions by verb over the whole fixture, so it demonstrably exercises effects.
MINIMUMS = {
    "games": 200,
    "attack": 2000,  # attacks
    "play": 2000,  # Trainer cards played
    "power": 500,  # Pokémon Power uses
    "choose": 4000,  # prompt answers
    "evolve": 500,
    "retreat": 500,
    "discard": 10,  # Clefairy Doll discarded from play
}


@pytest.fixture(scope="module")
def fixture():
    return load_fixture()


def _label(index: int, game: dict) -> str:
    a, b = game["decks"]
    return f"game {index} ({a} vs {b}, agents {'/'.join(game['agents'])}, seed {game['seed']})"


def test_fixture_covers_every_theme_pairing_and_effect_kind(fixture):
    games = fixture["games"]
    pairings = Counter(tuple(g["decks"]) for g in games if g["group"] == "theme")
    assert set(pairings) == set(itertools.product(THEME_DECKS, THEME_DECKS)), "all 16 ordered pairings"
    assert min(pairings.values()) >= 8, pairings
    counts = Counter(text.split(" ", 1)[0] for g in games for text in g["actions"])
    counts["games"] = len(games)
    print(f"\ngolden fixture: {len(games)} games, {sum(len(g['actions']) for g in games)} actions; "
          + ", ".join(f"{verb} {counts[verb]}" for verb in MINIMUMS if verb != "games"))
    short = {verb: (counts[verb], least) for verb, least in MINIMUMS.items() if counts[verb] < least}
    assert not short, f"fixture exercises too little (found, minimum): {short}"
    assert all(g["rules"] == "classic" and g["first"] is None for g in games)
    finished = sum(g["final"]["winner"] is not None or g["final"]["reason"] is not None for g in games)
    assert finished >= 0.9 * len(games), f"only {finished} of {len(games)} games reached an outcome"


def test_every_golden_game_replays_to_its_final_position(fixture):
    db = default_db()
    decks = fixture["decks"]  # the recorded card lists (not today's theme decks)
    start = time.perf_counter()
    failures = []
    for index, game in enumerate(fixture["games"]):
        cards = [[db.get(cid) for cid in decks[name]] for name in game["decks"]]
        done = 0  # actions applied so far
        try:
            replayed = Game.new(cards, seed=game["seed"], rules=game["rules"], first=game["first"])
            for text in game["actions"]:
                replayed.apply(parse_action(text))
                done += 1
        except Exception as exc:  # an action refused (or failing) now is a difference too
            where = f"action {done} {game['actions'][done]!r}" if done < len(game["actions"]) else "the end"
            failures.append(f"{_label(index, game)}: {where} raised {exc!r}")
            continue
        final = final_position(replayed)
        diff = first_difference(game["final"], final)
        if diff:
            failures.append(f"{_label(index, game)}: {diff}")
    elapsed = time.perf_counter() - start
    print(f"\nreplayed {len(fixture['games'])} golden games in {elapsed:.2f} s")
    assert not failures, f"{len(failures)} golden game(s) differ; first ones:\n" + "\n".join(failures[:10])
