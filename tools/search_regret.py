"""How much Hard loses by its playout budget: the regret of its plan choice, measured.

    python tools/search_regret.py --deck Overgrowth --games 8 --rounds 120 --seed 1

Plays ``--games`` games of Hard (with ``--deck``) against Normal (with each theme deck in
turn). At every search with three or more candidate plans it plays ``--rounds`` rounds of
playouts, every plan on the same determinization and coins (as Hard does), and keeps the
matrix of values. Then, for several budgets, it replays Hard's allocation (rounds of all
live plans, the worse half dropped after ``rung`` rounds, then after twice as many) on a
random half of each matrix's rounds and values the chosen plan by the other half:

* *regret*: the held-out value of the best plan minus that of the plan chosen, averaged
  over searches (in win probability, Hard's own value);
* *gap*: the same for the proposer's favourite alone (what searching gains at all).

A regret far below the gap at Hard's usual budget (about 240 playouts in 0.8 s on this
machine) means more playouts would not change its play; what it values must change.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from typing import Any

from desktop.ai.base import make_agent
from desktop.ai.hard import HardAgent
from desktop.ai.search import Plan
from desktop.engine.cards import default_db
from desktop.engine.game import Game
from desktop.engine.rng import GameRandom

THEME_DECKS = ("Brushfire", "Overgrowth", "Zap!", "Blackout")
Matrix = list[list[float]]  # plans x rounds


class RecordingHard(HardAgent):
    """Hard that, before each comparison of 3+ plans, records a full matrix of playouts."""

    def __init__(self, rounds: int, **settings: Any) -> None:
        super().__init__(**settings)
        self.rounds = rounds
        self.matrices: list[Matrix] = []

    def _compare(self, view: Game, me: int, plans: list[Plan], after_plan_turns: int,
                 started: float | None = None) -> Plan:
        if len(plans) >= 3:
            matrix: Matrix = [[] for _ in plans]
            for _ in range(self.rounds):
                sample = self._sample(view, me)
                seed = self.rng.next64()
                for i, plan in enumerate(plans):
                    matrix[i].append(self._playout(sample, me, plan, after_plan_turns, seed))
            self.matrices.append(matrix)
        return super()._compare(view, me, plans, after_plan_turns, None)


def record(deck: str, games: int, rounds: int, seed: int, budget: float) -> list[Matrix]:
    """The playout matrices of Hard's searches over ``games`` games."""
    theme = default_db().theme_decks()
    matrices: list[Matrix] = []
    for k in range(games):
        opponent = THEME_DECKS[k % len(THEME_DECKS)]
        game = Game.new([theme[deck], theme[opponent]], seed=seed + k, first=k % 2)
        hard = RecordingHard(rounds, seed=seed + k, budget=budget)
        normal = make_agent("normal", seed=seed + k)
        while game.outcome is None and game.turn < 200:
            player = game.to_move
            agent = hard if player == 0 else normal
            game.apply(agent.choose(game.view(player)))
        matrices += hard.matrices
        print(f"game {k + 1}/{games} vs {opponent}: {len(hard.matrices)} searches", file=sys.stderr, flush=True)
    return matrices


def choose(values: Matrix, rounds: list[int], budget: int, rung: int) -> int:
    """The plan Hard's allocation picks with ``budget`` playouts over the columns ``rounds``."""
    alive = list(range(len(values)))
    sums = [0.0] * len(values)
    used = 0
    next_cut = rung
    for done, column in enumerate(rounds, start=1):
        if used + len(alive) > budget:
            break
        for i in alive:
            sums[i] += values[i][column]
        used += len(alive)
        if done == next_cut and len(alive) > 2:
            alive.sort(key=lambda i: (-sums[i], i))
            alive = sorted(alive[: max(2, (len(alive) + 1) // 2)])
            next_cut = done * 2
    return min(alive, key=lambda i: (-sums[i], i))


def regret_table(matrices: list[Matrix], budgets: list[int], rung: int, seed: int, repeats: int = 4
                 ) -> tuple[dict[int, float], float]:
    """Mean regret per budget, and the mean gap of the proposer's favourite."""
    rng = GameRandom(seed)
    regrets: dict[int, list[float]] = {b: [] for b in budgets}
    gaps: list[float] = []
    for values in matrices:
        width = len(values[0])
        for _ in range(repeats):
            columns = list(range(width))
            rng.shuffle(columns)
            search, held_out = columns[: width // 2], columns[width // 2:]
            truth = [sum(row[c] for c in held_out) / len(held_out) for row in values]
            best = max(truth)
            gaps.append(best - truth[0])
            for budget in budgets:
                # reuse the search half if the budget asks for more rounds than it holds
                rounds = search * (1 + budget // max(1, len(search) * len(values)))
                regrets[budget].append(best - truth[choose(values, rounds, budget, rung)])
    return {b: statistics.fmean(r) for b, r in regrets.items()}, statistics.fmean(gaps)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deck", default="Overgrowth", choices=THEME_DECKS)
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--rounds", type=int, default=120, help="playout rounds recorded per search")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=0.3, help="Hard's own budget while the games are played")
    parser.add_argument("--rung", type=int, default=3)
    args = parser.parse_args(argv)
    matrices = record(args.deck, args.games, args.rounds, args.seed, args.budget)
    if not matrices:
        print("no search compared three or more plans")
        return 1
    budgets = [30, 60, 120, 240, 480]
    table, gap = regret_table(matrices, budgets, args.rung, args.seed)
    print(f"{len(matrices)} searches of Hard with {args.deck}, {args.rounds} rounds of playouts each")
    print(f"the proposer's favourite alone: {gap:.4f} below the best plan (mean win probability)")
    for budget in budgets:
        print(f"  {budget:>4} playouts: regret {table[budget]:.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
