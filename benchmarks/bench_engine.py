"""Engine speed figures (issue targets in brackets).

    python benchmarks/bench_engine.py [--games 300]

Prints random games/s for Brushfire vs Overgrowth [>= 200], mean engine time
per action = legal_actions + apply [<= 25 µs], clone() of mid-game states and of
states inside a card effect [<= 50 µs], Normal vs Normal games/s [>= 20], random games with
two of today's decks (Mega Lucario ex vs Mega Gengar ex) [>= 100 games/s, <= 40 µs per action], and
random games with two real tournament lists [>= 150 games/s, <= 40 µs per action].
Runs on one core (a single process).

    python benchmarks/bench_engine.py --vs c003b9c [--repeats 5] [--games 300]

compares this checkout with another commit in one run: each round runs the same games in a
fresh process on each tree in turn (a temporary ``git worktree`` of the other commit; the order
alternates from round to round), then prints each figure's best and median for both and the
median of the per-round ratios, which holds when the machine's speed drifts.

This machine is a small virtual machine whose speed wanders by +-20 % from one
second to the next, so the games are played in ``--repeats`` rounds of the same
seeds; the best round (as ``timeit`` reports) and the median are printed.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from desktop.ai.arena import run_arena
from desktop.engine.cards import default_db
from desktop.engine.game import Game
from desktop.engine.rng import GameRandom
from desktop.sim import run


def mid_game_states(count: int, seed: int, inside_effect: bool = False) -> list[Game]:
    """States taken from random games around turn 8-20, outside any card effect."""
    decks = default_db().theme_decks()
    pairs = [("Brushfire", "Overgrowth"), ("Zap!", "Blackout")]
    states: list[Game] = []
    i = 0
    while len(states) < count:
        a, b = pairs[i % 2]
        game = Game.new([decks[a], decks[b]], seed=seed + i)
        rng = GameRandom(seed + i)
        target = 8 + i % 12
        while game.outcome is None and (game.turn < target or (inside_effect and game.machine is None)):
            legal = game.legal_actions()
            game.apply(legal[rng.below(len(legal))])
        if game.outcome is None and (game.machine is not None) == inside_effect:
            states.append(game)
        i += 1
    return states


def clone_time_us(states: list[Game], repeat: int = 2000) -> tuple[float, float]:
    per_state = []
    for state in states:
        t0 = time.perf_counter()
        for _ in range(repeat):
            state.clone()
        per_state.append((time.perf_counter() - t0) / repeat * 1e6)
    return statistics.mean(per_state), max(per_state)


MODERN = ("Mega Lucario ex League Battle Deck", "Mega Gengar ex Mega Battle Deck")
ROOT = Path(__file__).resolve().parents[1]


def tournament_pair() -> tuple[Path, Path] | None:
    """Two real tournament lists beside the checkout (Charizard ex / Pidgeot ex and Gardevoir ex of EUIC
    2024), if the deck lists are there."""
    for folder in ROOT.parents:
        lists = folder / "shared" / "decklists" / "tournament"
        pair = (lists / "2024-euic-masters-p01-reklev-charizard-ex-pidgeot-ex.txt",
                lists / "2024-euic-masters-p09-pujol-gardevoir-ex.txt")
        if all(p.exists() for p in pair):
            return pair
    return None


def probe(games: int, seed: int, normal_games: int) -> dict:
    """One round's figures in this process (``--probe``: what ``--vs`` runs on each tree)."""
    classic = run("Brushfire", "Overgrowth", games, seed)
    out = {"games_per_s": classic["games_per_s"], "us_per_action": classic["engine_us_per_action"]}
    if MODERN[0] in default_db().theme_decks():  # today's decks are not in an old tree
        modern = run(MODERN[0], MODERN[1], games, seed)
        out["modern_us_per_action"] = modern["engine_us_per_action"]
    if normal_games > 0:
        summary = run_arena(("normal", "normal"), ["Brushfire", "Overgrowth"], normal_games, seed, jobs=1)
        out["normal_games_per_s"] = summary["cpu_games_per_s"]
    return out


def compare(rev: str, args: argparse.Namespace) -> None:
    """Alternate rounds of ``probe`` on ``rev`` (a temporary worktree) and on this checkout."""
    with tempfile.TemporaryDirectory(prefix="bench-vs-") as tmp:
        other = Path(tmp) / "tree"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "--quiet", str(other), rev], check=True)
        try:
            trees = {rev: other, "this checkout": ROOT}
            results: dict[str, list[dict]] = {name: [] for name in trees}
            for k in range(max(1, args.repeats)):
                order = list(trees) if k % 2 == 0 else list(reversed(trees))
                for name in order:
                    cmd = [sys.executable, str(Path(__file__).resolve()), "--probe", "--games", str(args.games),
                           "--seed", str(args.seed), "--normal-games", str(args.normal_games)]
                    env = dict(os.environ, PYTHONPATH=str(trees[name]))
                    done = subprocess.run(cmd, env=env, cwd=trees[name], capture_output=True, text=True, check=True)
                    results[name].append(json.loads(done.stdout.strip().splitlines()[-1]))
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(other)], check=False)
    print(f"{args.repeats} alternating rounds, {args.games} random games and {args.normal_games} Normal games each, "
          f"seed {args.seed}: best / median per tree, median of the per-round ratios (this / {rev})")
    keys = [k for k in results["this checkout"][0] if all(k in r for rs in results.values() for r in rs)]
    keys += [k for k in results["this checkout"][0] if k not in keys]
    for key in keys:
        higher_better = key.endswith("_per_s")
        cells = []
        for name, rounds in results.items():
            values = [r[key] for r in rounds if key in r]
            if values:
                best = max(values) if higher_better else min(values)
                cells.append(f"{name}: {best:.2f} / {statistics.median(values):.2f}")
        ratio = [b[key] / a[key] for a, b in zip(results[rev], results["this checkout"], strict=True)
                 if key in a and key in b and a[key]]
        shown = f"  ratio {statistics.median(ratio):.3f}" if ratio else ""
        print(f"{key:>22}: " + "   ".join(cells) + shown)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeats", type=int, default=5, help="rounds of the same games (best and median shown)")
    parser.add_argument("--normal-games", type=int, default=40, help="Normal vs Normal games (0: skip)")
    parser.add_argument("--vs", metavar="REV", help="compare with another commit, alternating rounds")
    parser.add_argument("--probe", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.probe:
        print(json.dumps(probe(args.games, args.seed, args.normal_games)))
        return
    if args.vs:
        compare(args.vs, args)
        return
    rounds = [run("Brushfire", "Overgrowth", args.games, args.seed) for _ in range(max(1, args.repeats))]
    result = max(rounds, key=lambda r: r["games_per_s"])

    def figures(key: str) -> str:
        values = [r[key] for r in rounds]
        best = max(values) if key.endswith("_per_s") else min(values)
        return f"{best} (median {statistics.median(values)})"

    print(f"{len(rounds)} rounds of {args.games} random games Brushfire vs Overgrowth, seed {args.seed}: best (median)")
    print(f"games/s: {figures('games_per_s')}  [target >= 200]")
    print(f"actions/s: {figures('actions_per_s')}; {result['actions']} actions, "
          f"mean {result['mean_actions']} actions / {result['mean_turns']} turns per game")
    print(f"engine time per action (legal_actions + apply): {figures('engine_us_per_action')} µs  [target <= 25]")
    mean, worst = clone_time_us(mid_game_states(20, args.seed))
    print(f"clone() of mid-game states: mean {mean:.1f} µs, worst {worst:.1f} µs  [target < 50]")
    mean, worst = clone_time_us(mid_game_states(20, args.seed, inside_effect=True))
    print(f"clone() inside a card effect (a prompt open): mean {mean:.1f} µs, worst {worst:.1f} µs  [target < 50]")
    print(f"errors: {sum(r['errors'] for r in rounds)}")
    modern = run("Mega Lucario ex League Battle Deck", "Mega Gengar ex Mega Battle Deck", args.games, args.seed)
    print(f"today's decks (Mega Lucario ex vs Mega Gengar ex), {args.games} random games: "
          f"{modern['games_per_s']} games/s [target >= 100], {modern['engine_us_per_action']} µs per action "
          f"[target <= 40], errors {modern['errors']}")
    lists = tournament_pair()
    if lists:
        real = run(str(lists[0]), str(lists[1]), args.games, args.seed)
        print(f"tournament lists ({lists[0].stem[:30]} vs {lists[1].stem[:30]}), {args.games} random games: "
              f"{real['games_per_s']} games/s [target >= 150], {real['engine_us_per_action']} µs per action "
              f"[target <= 40], errors {real['errors']}")
    if args.normal_games > 0:
        summary = run_arena(("normal", "normal"), ["Brushfire", "Overgrowth"], args.normal_games, args.seed, jobs=1)
        print(f"Normal vs Normal, {args.normal_games} games Brushfire/Overgrowth: "
              f"{summary['cpu_games_per_s']} games/s per core  [target >= 20]")


if __name__ == "__main__":
    main()
