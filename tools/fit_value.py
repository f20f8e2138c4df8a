"""Fit Hard's win-probability model (``desktop/ai/value_model.json``) from games.

    python tools/fit_value.py --games 4000 --seed 7 --jobs 2 [--era classic|modern] [--agents normal,normal]
                              [--explore 0.5] [--write]

Plays the arena schedule (every theme-deck pairing, seats and first player
swapped), records the features of ``desktop.ai.value`` at the start of every
turn for both players, and fits a logistic regression (Newton's method with a
small ridge) of "this player won" on them; games that end in a draw or at the
turn cap are left out. The last fifth of the games is held out: the tool prints
the held-out log loss and accuracy of the fitted model and, for comparison, of
the hand-written evaluation squashed through a fitted logistic scale. With
``--write`` the coefficients are saved to the model file. With ``--explore P``
both players are ``ExplorerAgent``s (``desktop/ai/explorer.py``): Normal, except
that each turn starts, with chance P, with a random one of Hard's candidate plans,
so that the value learns what each kind of plan leads to rather than what goes
with Normal's habits.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time

from desktop.ai.arena import DEFAULT_CAP, GameConfig, _mix, schedule
from desktop.ai.base import Agent, make_agent
from desktop.ai.evaluation import evaluate
from desktop.ai.explorer import ExplorerAgent
from desktop.ai.value import FEATURES, MODEL_PATHS, features
from desktop.decks.resolve import ruleset_for
from desktop.engine.cards import default_db
from desktop.engine.game import Game

DECKS = {  # the decks each era's model is fitted on
    "classic": ["Brushfire", "Overgrowth", "Zap!", "Blackout"],
    "modern": ["Ampharos ex Battle Deck", "Lucario ex Battle Deck", "Mega Gengar ex Mega Battle Deck",
               "Mega Lucario ex League Battle Deck", "Marnie Rival Battle Deck", "Dragapult ex League Battle Deck",
               "Battle Academy 2024: Armarouge ex deck", "Battle Academy 2024: Darkrai ex deck",
               "Battle Academy 2024: Pikachu ex deck", "Miraidon ex Battle Deck", "Victini ex Battle Deck"],
}
Row = tuple[list[float], float, int]  # features, hand-written evaluation, won (1/0)


def record_game(config: GameConfig) -> list[Row]:
    """Play one game; the rows of every turn start, labelled by the winner."""
    theme = default_db().theme_decks()
    decks = [theme[config.decks[0]], theme[config.decks[1]]]
    if config.seat_a == 1:
        decks.reverse()
    agents = [_agent(config.agents[i], _mix(config.seed, 17 + i), config.settings[i]) for i in (0, 1)]
    game = Game.new(decks, seed=config.seed, first=0 if config.a_first else 1, rules=ruleset_for(decks))
    seen: list[tuple[int, list[float], float]] = []
    last_turn = -1
    while game.outcome is None and game.turn <= config.cap:
        if game.turn != last_turn and game.prompt is None and game.turn > 1:
            last_turn = game.turn
            for player in (0, 1):
                seen.append((player, features(game, player), evaluate(game, player)))
        player = game.to_move
        game.apply(agents[player].choose(game.view(player)))
    if game.outcome is None or game.outcome.winner is None:
        return []
    winner = game.outcome.winner
    return [(f, e, int(p == winner)) for p, f, e in seen]


def _agent(name: str, seed: int, settings: dict) -> Agent:
    if name == "explorer":
        return ExplorerAgent(seed, **settings)
    return make_agent(name, seed=seed, **settings)


def collect(games: int, seed: int, jobs: int, agents: tuple[str, str], era: str = "classic",
            explore: float = 0.0) -> list[list[Row]]:
    """The rows of each game of the arena schedule (``explore`` > 0: both players explore)."""
    settings: tuple[dict, dict] = ({}, {})
    if explore > 0:
        agents = ("explorer", "explorer")
        settings = ({"explore": explore}, {"explore": explore})
    configs = schedule(agents, DECKS[era], games, seed, DEFAULT_CAP, settings)
    if jobs <= 1:
        return [record_game(c) for c in configs]
    with multiprocessing.get_context("fork").Pool(jobs) as pool:
        return pool.map(record_game, configs, chunksize=4)


def fit_logistic(x: list[list[float]], y: list[int], ridge: float = 1.0, steps: int = 25) -> list[float]:
    """Coefficients of P(y=1) = sigmoid(w . x), by Newton's method (no intercept).

    Uses numpy when it is installed (seconds instead of minutes; the same answer)."""
    try:
        import numpy as np
    except ImportError:
        return _fit_logistic_plain(x, y, ridge, steps)
    a = np.asarray(x, dtype=float)
    t = np.asarray(y, dtype=float)
    w = np.zeros(a.shape[1])
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-np.clip(a @ w, -30.0, 30.0)))
        grad = a.T @ (t - p) - ridge * w
        hess = (a * (p * (1 - p))[:, None]).T @ a + ridge * np.eye(a.shape[1])
        step = np.linalg.solve(hess, grad)
        w = w + step
        if float(np.abs(step).max()) < 1e-6:
            break
    return [float(v) for v in w]


def _fit_logistic_plain(x: list[list[float]], y: list[int], ridge: float, steps: int) -> list[float]:
    """``fit_logistic`` in plain Python."""
    k = len(x[0])
    w = [0.0] * k
    for _ in range(steps):
        grad = [-ridge * wi for wi in w]
        hess = [[(ridge if i == j else 0.0) for j in range(k)] for i in range(k)]
        for row, label in zip(x, y, strict=True):
            p = _sigmoid(sum(a * b for a, b in zip(w, row, strict=True)))
            r = label - p
            s = p * (1 - p)
            for i in range(k):
                xi = row[i]
                if xi == 0.0:
                    continue
                grad[i] += r * xi
                si = s * xi
                hrow = hess[i]
                for j in range(k):
                    hrow[j] += si * row[j]
        step = _solve(hess, grad)
        w = [a + b for a, b in zip(w, step, strict=True)]
        if max(abs(v) for v in step) < 1e-6:
            break
    return w


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Solve a x = b (Gaussian elimination with partial pivoting)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col and m[col][col] != 0:
                f = m[r][col] / m[col][col]
                for c in range(col, n + 1):
                    m[r][c] -= f * m[col][c]
    return [m[i][n] / m[i][i] if m[i][i] else 0.0 for i in range(n)]


def _sigmoid(z: float) -> float:
    z = max(-30.0, min(30.0, z))
    return 1.0 / (1.0 + math.exp(-z))


def score(predictions: list[float], y: list[int]) -> tuple[float, float]:
    """(mean log loss, accuracy)."""
    eps = 1e-9
    loss = -sum(math.log(max(eps, p if t else 1 - p)) for p, t in zip(predictions, y, strict=True))
    hits = sum((p > 0.5) == bool(t) for p, t in zip(predictions, y, strict=True))
    return loss / len(y), hits / len(y)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--agents", default="normal,normal")
    parser.add_argument("--ridge", type=float, default=1.0)
    parser.add_argument("--explore", type=float, default=0.0,
                        help="chance that a turn starts with a random one of Hard's candidate plans")
    parser.add_argument("--era", choices=sorted(DECKS), default="classic", help="whose decks and model file")
    parser.add_argument("--write", action="store_true", help="save the model to the era's file")
    args = parser.parse_args(argv)
    agents = tuple(args.agents.split(","))
    start = time.perf_counter()
    per_game = collect(args.games, args.seed, args.jobs, agents, args.era, args.explore)  # type: ignore[arg-type]
    cut = len(per_game) * 4 // 5
    train = [r for g in per_game[:cut] for r in g]
    test = [r for g in per_game[cut:] for r in g]
    print(f"{sum(1 for g in per_game if g)} decided games, {len(train)} training and {len(test)} "
          f"held-out positions ({time.perf_counter() - start:.0f} s)", flush=True)
    coef = fit_logistic([r[0] for r in train], [r[2] for r in train], args.ridge)
    y_test = [r[2] for r in test]
    loss, acc = score([_sigmoid(sum(c * f for c, f in zip(coef, r[0], strict=True))) for r in test], y_test)
    scale = fit_logistic([[r[1] / 100] for r in train], [r[2] for r in train], args.ridge)[0]
    base_loss, base_acc = score([_sigmoid(scale * r[1] / 100) for r in test], y_test)
    print(f"fitted model:  held-out log loss {loss:.4f}, accuracy {acc:.3f}")
    print(f"evaluation/100 x {scale:.3f}: held-out log loss {base_loss:.4f}, accuracy {base_acc:.3f}")
    for name, c in zip(FEATURES, coef, strict=True):
        print(f"  {name:<11} {c:+.4f}")
    if args.write:
        data = {
            "about": "Coefficients of desktop.ai.value (logistic regression), written by tools/fit_value.py",
            "fitted_on": {"era": args.era, "decks": DECKS[args.era], "agents": list(agents), "explore": args.explore,
                          "games": args.games,
                          "seed": args.seed,
                          "positions": len(train), "held_out_log_loss": round(loss, 4),
                          "held_out_accuracy": round(acc, 3)},
            "coefficients": {name: round(c, 5) for name, c in zip(FEATURES, coef, strict=True)},
        }
        path = MODEL_PATHS[args.era]
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
        tmp.replace(path)
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
