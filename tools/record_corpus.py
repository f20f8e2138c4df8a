"""Record the behaviour corpus (``tests/fixtures/corpus.json.gz``).

    PYTHONPATH=. python tools/record_corpus.py [--seed 1] [--rounds 48] [--jobs 2] [--check]
    PYTHONPATH=. python tools/record_corpus.py --replay [--jobs 2]    # replay it; list every game that differs

Every built-in deck that plays (all of its cards implemented) plays, under its own era's
rules, against the other decks of its era in a rotation: round ``k`` pairs deck ``i`` with
deck ``i + k + 1`` of the same era (so 90 decks and 48 rounds make 4,320 games, each deck in 96 of them).
The agents of a game follow :func:`record_golden.agents_for`'s mix: uniform random,
"eager" random (rarely ends a turn while anything else is legal, so rare effects
get played), Normal and Easy. Each game keeps its deck card ids, seed, rules,
agents, every action as text and :func:`corpus_helpers.position_hash` of its
final position; ``tests/test_corpus_replay.py`` replays them.

The recording is deterministic for a given command line and engine. Re-record only
when a change of behaviour is meant, and list the cards it changes in the commit.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tools"))

from corpus_helpers import CORPUS, load_corpus, position_hash  # noqa: E402
from record_golden import _mix, check_replay, git_commit, play, tally, write  # noqa: E402

from desktop.decks.resolve import ruleset_for  # noqa: E402
from desktop.engine.actions import parse_action  # noqa: E402
from desktop.engine.cards import default_db  # noqa: E402
from desktop.engine.scenario import replay  # noqa: E402

MAX_ACTIONS = 3000
AGENTS = (
    ("random", "random"), ("eager", "eager"), ("random", "random"), ("eager", "random"),
    ("normal", "normal"), ("eager", "eager"), ("normal", "random"), ("random", "eager"),
    ("easy", "normal"), ("normal", "eager"),
)


def schedule(rounds: int) -> list[tuple[str, str, str]]:
    """(rules, deck a, deck b) of every game, era by era, in a rotation of each era's decks."""
    by_era: dict[str, list[str]] = {}
    for name, cards in default_db().theme_decks().items():
        by_era.setdefault(ruleset_for([cards]), []).append(name)
    games = []
    for k in range(rounds):
        for era in sorted(by_era):
            names = by_era[era]
            for i, a in enumerate(names):
                games.append((era, a, names[(i + k + 1) % len(names)]))
    return games


def play_one(job: tuple[int, int, str, str, str, bool]) -> tuple[dict, Counter]:
    index, seed, rules, a, b, check = job
    decks = default_db().theme_decks()
    agents = AGENTS[index % len(AGENTS)]
    stats: Counter = Counter()
    game, actions = play((decks[a], decks[b]), seed, agents, MAX_ACTIONS, stats, rules)
    digest = position_hash(game)
    if check:
        check_replay(game, seed, rules, actions, position_hash, f"game {index} ({a} vs {b}, {rules}, seed {seed})")
    tally(stats, game, actions)
    entry = {"decks": [a, b], "deck_ids": [list(ids) for ids in game.deck_ids], "rules": rules,
             "agents": list(agents), "seed": seed, "actions": actions, "hash": digest}
    return entry, stats


def record(seed: int, rounds: int, jobs: int, check: bool) -> tuple[dict, Counter]:
    plan = schedule(rounds)
    work = [(i, _mix(seed, i), rules, a, b, check) for i, (rules, a, b) in enumerate(plan)]
    stats: Counter = Counter()
    games: list[dict] = []
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for entry, game_stats in pool.map(play_one, work, chunksize=8):
            games.append(entry)
            stats.update(game_stats)
    fixture = {
        "about": "Behaviour corpus of the Holofoil engine; see tools/record_corpus.py and tests/test_corpus_replay.py.",
        "format": 1,
        "recorded_at_commit": git_commit(),
        "command": {"seed": seed, "rounds": rounds, "max_actions": MAX_ACTIONS},
        "games": games,
    }
    return fixture, stats


def replay_one(game: dict) -> str | None:
    """None if ``game`` replays to its recorded hash, else what went wrong."""
    try:
        again = replay(game["deck_ids"], game["seed"], game["rules"], [parse_action(t) for t in game["actions"]])
    except Exception as exc:  # an action the engine now refuses, or a crash
        return f"raised {type(exc).__name__}: {exc}"
    digest = position_hash(again)
    return None if digest == game["hash"] else f"final hash {digest}, recorded {game['hash']}"


def replay_corpus(games: list[dict], jobs: int = 1) -> list[str]:
    """A line for every game that does not replay to its recorded final position."""
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(replay_one, games, chunksize=16))
    else:
        results = [replay_one(g) for g in games]
    return [f"game {i} ({g['decks'][0]} vs {g['decks'][1]}, {g['rules']}, agents {'/'.join(g['agents'])}, "
            f"seed {g['seed']}): {problem}" for i, (g, problem) in enumerate(zip(games, results, strict=True))
            if problem]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=40)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--check", action="store_true", help="replay every game before writing")
    parser.add_argument("--out", type=Path, default=CORPUS)
    parser.add_argument("--replay", action="store_true", help="replay the recorded corpus instead of recording")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    if args.replay:
        games = load_corpus(args.out)["games"]
        problems = replay_corpus(games, args.jobs)
        print("\n".join(problems))
        print(f"{len(games) - len(problems)} of {len(games)} games replay to their recorded final position "
              f"in {time.perf_counter() - start:.0f} s")
        return 1 if problems else 0
    fixture, stats = record(args.seed, args.rounds, args.jobs, args.check)
    size = write(fixture, args.out)
    print(json.dumps(dict(stats.most_common()), ensure_ascii=False))
    print(f"{len(fixture['games'])} games, {sum(len(g['actions']) for g in fixture['games'])} actions "
          f"in {time.perf_counter() - start:.0f} s; wrote {args.out} ({size // 1024} KiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
