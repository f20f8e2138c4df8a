"""tools/search_regret.py: Hard's allocation replayed on recorded playout values."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

from search_regret import choose, regret_table  # noqa: E402


def _matrix(means: list[float], rounds: int) -> list[list[float]]:
    """Plans whose playouts alternate around ``means`` (±0.3), so a few rounds can mislead."""
    return [[m + (0.3 if (r + i) % 2 else -0.3) for r in range(rounds)] for i, m in enumerate(means)]


def test_allocation_keeps_the_best_plan_and_drops_the_worse_half():
    values = _matrix([0.40, 0.45, 0.70, 0.30, 0.35, 0.50, 0.20, 0.41], 40)
    assert choose(values, list(range(40)), budget=240, rung=3) == 2
    assert choose(values, list(range(40)), budget=8, rung=3) in range(8)  # one round: still a plan


def test_regret_falls_with_the_budget_and_the_gap_counts_the_favourite():
    values = _matrix([0.40, 0.45, 0.70, 0.30], 60)
    table, gap = regret_table([values], [4, 240], rung=3, seed=1)
    assert abs(gap - 0.30) < 0.05  # the favourite (plan 0) is 0.3 below plan 2
    assert table[240] == 0.0 and table[4] >= table[240]
