"""Tune the evaluation weights by self-play: a coordinate search against Normal.

    python tools/tune_weights.py --games 256 --seed 101 [--jobs 2] [--rounds 2]

Each candidate is Normal with changed weights, playing the full arena schedule
(every theme-deck pairing, seats and first player swapped) against Normal with
the hand-written weights, on the same game seeds every time (common random
numbers). A change is kept when it raises the win rate by more than ``--margin``.
Prints every trial and, at the end, the tuned weights as Python keyword
arguments, ready for ``desktop/ai/evaluation.py``. The result is validated on a
different seed before it is used (``--validate``).
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import time

from desktop.ai.arena import run_arena
from desktop.ai.evaluation import WEIGHTS, Weights

DECKS = ["Brushfire", "Overgrowth", "Zap!", "Blackout"]
FIXED = {"win", "deck_empty"}  # terminal values: scaling them changes nothing useful


def win_rate(weights: Weights, games: int, seed: int, jobs: int) -> float:
    summary = run_arena(("normal", "normal"), DECKS, games, seed, jobs=jobs,
                        settings=({"weights": weights}, {}))
    overall = summary["overall"]
    first = next(v for k, v in overall.items() if isinstance(v, dict) and k.endswith("#1"))
    return first["win_rate"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=256)
    parser.add_argument("--seed", type=int, default=101)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--margin", type=float, default=0.015)
    parser.add_argument("--validate", type=int, default=800, help="games on another seed for the result")
    args = parser.parse_args(argv)
    best = WEIGHTS
    start = time.perf_counter()
    best_rate = win_rate(best, args.games, args.seed, args.jobs)
    print(f"start: {best_rate:.3f}", flush=True)
    names = [f.name for f in dataclasses.fields(Weights) if f.name not in FIXED]
    for round_no in range(args.rounds):
        factors = (0.5, 2.0) if round_no == 0 else (0.75, 1.33)
        for name in names:
            for factor in factors:
                trial = dataclasses.replace(best, **{name: getattr(best, name) * factor})
                rate = win_rate(trial, args.games, args.seed, args.jobs)
                kept = rate > best_rate + args.margin
                print(f"round {round_no} {name} x{factor}: {rate:.3f}{'  kept' if kept else ''}"
                      f"  ({time.perf_counter() - start:.0f} s)", flush=True)
                if kept:
                    best, best_rate = trial, rate
                    break
    changed = {f.name: getattr(best, f.name) for f in dataclasses.fields(Weights)
               if getattr(best, f.name) != getattr(WEIGHTS, f.name)}
    print("tuned:", ", ".join(f"{k}={v:g}" for k, v in changed.items()) or "(no change)")
    if args.validate:
        rate = win_rate(best, args.validate, args.seed + 7919, args.jobs)
        print(f"validation on seed {args.seed + 7919}, {args.validate} games: tuned Normal wins {rate:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
