"""``holofoil arena``: computer players against each other, measured.

    holofoil arena --agents hard,normal --decks Brushfire,Overgrowth,Zap!,Blackout \\
                   --games 400 --seed 1 [--jobs 2] [--json] [--budget 0.5s|200it] [--cap 400]

Schedule: game ``i`` plays ordered deck pairing ``i mod P`` (agent A's deck,
agent B's deck; all ``P = decks²`` pairings, mirrors included); who goes first
alternates every ``P`` games and the seats (player 1 or player 2) every ``2P``,
so ``--games`` a multiple of ``2 x decks²`` (32 for the four theme decks) is
perfectly balanced. Each game gets its own seed derived from ``--seed``, so a
run is reproducible whatever ``--jobs`` is (timings aside); with Hard's budget
given in iterations (``--budget 200it``) the results are identical run to run.

Reported per pairing and overall: win rate with a 95% Wilson interval, mean
game length in turns, games stopped at the turn cap (``--cap``, counted as
draws), decision time p50/p95/p99 and whole-turn time per agent, illegal-action
attempts (an agent's illegal action or exception is counted and replaced by a
legal move), and games per second.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
import traceback
from dataclasses import dataclass, field
from typing import Any

from desktop.ai.base import AGENT_NAMES, make_agent
from desktop.decks.resolve import resolve_deck, ruleset_for
from desktop.engine.cards import CardDef, default_db
from desktop.engine.game import Game
from desktop.engine.rng import GameRandom

DEFAULT_DECKS = "Brushfire,Overgrowth,Zap!,Blackout"
DEFAULT_CAP = 400


# ---------------------------------------------------------------- statistics
def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a proportion."""
    if n <= 0:
        return (0.0, 0.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list[float], q: float) -> float:
    """The ``q``-th percentile (0..100) by linear interpolation; 0 for no values."""
    if not values:
        return 0.0
    data = sorted(values)
    k = (len(data) - 1) * q / 100.0
    lo = math.floor(k)
    hi = min(lo + 1, len(data) - 1)
    return data[lo] + (data[hi] - data[lo]) * (k - lo)


# ---------------------------------------------------------------- one game
@dataclass(slots=True)
class GameConfig:
    index: int
    seed: int
    agents: tuple[str, str]  # agent A, agent B
    decks: tuple[str, str]  # A's deck, B's deck
    seat_a: int  # A's player index (0 or 1)
    a_first: bool
    cap: int
    settings: tuple[dict, dict]
    deck_ids: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())  # A's and B's card ids (deck files)


@dataclass(slots=True)
class GameResult:
    index: int
    seed: int
    decks: tuple[str, str]
    a_first: bool
    winner: int | None  # 0: agent A, 1: agent B, None: draw or capped
    turns: int
    capped: bool
    reason: str
    decisions: tuple[list[float], list[float]] = field(default_factory=lambda: ([], []))
    turn_times: tuple[list[float], list[float]] = field(default_factory=lambda: ([], []))
    illegal: list[int] = field(default_factory=lambda: [0, 0])
    errors: list[str] = field(default_factory=list)
    prizes_left: list[int] = field(default_factory=lambda: [0, 0])  # per agent, at the end
    seconds: float = 0.0


def play_game(config: GameConfig) -> GameResult:
    """Play one arena game; agent exceptions and illegal actions are counted, not fatal."""
    start = time.perf_counter()
    theme = default_db().theme_decks()
    seat = [0, 0]  # seat[agent] = player index
    seat[0] = config.seat_a
    seat[1] = 1 - config.seat_a
    deck_of_player: list[list[CardDef]] = [[], []]
    db = default_db()
    for agent_index in (0, 1):
        ids = config.deck_ids[agent_index]
        deck_of_player[seat[agent_index]] = [db.get(i) for i in ids] if ids else theme[config.decks[agent_index]]
    agents = [make_agent(config.agents[i], seed=_mix(config.seed, 17 + i), **config.settings[i]) for i in (0, 1)]
    for agent in agents:
        agent.new_game()
    agent_of_player = [0, 0]
    agent_of_player[seat[0]] = 0
    agent_of_player[seat[1]] = 1
    first_player = seat[0] if config.a_first else seat[1]
    game = Game.new(deck_of_player, seed=config.seed, first=first_player, rules=ruleset_for(deck_of_player, db),
                    names=(config.agents[agent_of_player[0]], config.agents[agent_of_player[1]]))
    result = GameResult(config.index, config.seed, config.decks, config.a_first, None, 0, False, "")
    fallback = GameRandom(_mix(config.seed, 99))
    clock = time.perf_counter
    turn_clock = [0.0, 0.0]
    last_turn = game.turn
    while game.outcome is None:
        if game.turn > config.cap:
            result.capped = True
            break
        if game.turn != last_turn:
            _close_turn(result, turn_clock)
            last_turn = game.turn
        player = game.to_move
        a = agent_of_player[player]
        view = game.view(player)
        t0 = clock()
        try:
            action = agents[a].choose(view)
        except Exception as exc:  # an agent error counts as an illegal attempt
            action = None
            if len(result.errors) < 3:
                result.errors.append(f"{config.agents[a]}: {exc!r}\n{traceback.format_exc(limit=4)}")
        spent = clock() - t0
        result.decisions[a].append(spent)
        turn_clock[a] += spent
        legal = game.legal_set()
        if action is None or action not in legal:
            result.illegal[a] += 1
            if action is not None and len(result.errors) < 3:
                result.errors.append(f"{config.agents[a]} tried an illegal action {action!r} at turn {game.turn}")
            options = game.legal_actions()
            action = options[fallback.below(len(options))]
        game.apply(action)
    _close_turn(result, turn_clock)
    result.turns = game.turn
    result.prizes_left = [len(game.players[seat[0]].prizes), len(game.players[seat[1]].prizes)]
    if game.outcome is not None:
        result.reason = game.outcome.reason
        winner = game.outcome.winner
        result.winner = None if winner is None else agent_of_player[winner]
    else:
        result.reason = f"stopped at the {config.cap}-turn cap"
    result.seconds = time.perf_counter() - start
    return result


def _close_turn(result: GameResult, turn_clock: list[float]) -> None:
    for a in (0, 1):
        if turn_clock[a] > 0:
            result.turn_times[a].append(turn_clock[a])
            turn_clock[a] = 0.0


def _mix(seed: int, salt: int) -> int:
    return GameRandom((seed * 0x9E3779B1 + salt) & ((1 << 64) - 1)).next64() >> 16


# ---------------------------------------------------------------- a run
def schedule(agents: tuple[str, str], decks: list[str], games: int, seed: int, cap: int,
             settings: tuple[dict, dict], deck_ids: dict[str, tuple[str, ...]] | None = None) -> list[GameConfig]:
    """The games of a run (see the module docstring). ``deck_ids``: the cards of decks read
    from files, by label."""
    pairings = [(da, db) for da in decks for db in decks]
    n = len(pairings)
    ids = deck_ids or {}
    out = []
    for i in range(games):
        da, db = pairings[i % n]
        a_first = (i // n) % 2 == 0
        seat_a = (i // (2 * n)) % 2
        out.append(GameConfig(i, _mix(seed, i), agents, (da, db), seat_a, a_first, cap, settings,
                              (ids.get(da, ()), ids.get(db, ()))))
    return out


def run_arena(agents: tuple[str, str], decks: list[str], games: int, seed: int, jobs: int = 1,
              cap: int = DEFAULT_CAP, settings: tuple[dict, dict] = ({}, {}), progress: bool = False
              ) -> dict[str, Any]:
    """Play a run and return its summary (the ``--json`` object)."""
    theme = default_db().theme_decks()
    labels: list[str] = []
    deck_ids: dict[str, tuple[str, ...]] = {}
    for spec in decks:
        label, cards = resolve_deck(spec)  # a built-in deck, or a deck-list file (DeckSpecError)
        labels.append(label)
        if label not in theme:
            deck_ids[label] = tuple(c.id for c in cards)
    decks = labels
    configs = schedule(agents, decks, games, seed, cap, settings, deck_ids)
    start = time.perf_counter()
    results: list[GameResult] = []
    if jobs <= 1:
        for config in configs:
            results.append(play_game(config))
            _progress(progress, len(results), games, start)
    else:
        ctx = multiprocessing.get_context("fork" if sys.platform.startswith("linux") else "spawn")
        with ctx.Pool(jobs) as pool:
            for res in pool.imap_unordered(play_game, configs, chunksize=1):
                results.append(res)
                _progress(progress, len(results), games, start)
    wall = time.perf_counter() - start
    results.sort(key=lambda r: r.index)
    return summarize(agents, decks, results, wall, seed, jobs, cap, settings)


def _progress(enabled: bool, done: int, total: int, start: float) -> None:
    if enabled and (done % max(1, total // 20) == 0 or done == total):
        print(f"  {done}/{total} games, {time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)


def _labels(agents: tuple[str, str]) -> tuple[str, str]:
    if agents[0] == agents[1]:
        return (f"{agents[0]}#1", f"{agents[1]}#2")
    return agents


def summarize(agents: tuple[str, str], decks: list[str], results: list[GameResult], wall: float, seed: int,
              jobs: int, cap: int, settings: tuple[dict, dict]) -> dict[str, Any]:
    """Aggregate game results into the report."""
    labels = _labels(agents)
    n = len(results)
    overall: dict[str, Any] = {}
    for a in (0, 1):
        wins = sum(1 for r in results if r.winner == a)
        decisions = [t for r in results for t in r.decisions[a]]
        turns = [t for r in results for t in r.turn_times[a]]
        lo, hi = wilson(wins, n)
        overall[labels[a]] = {
            "agent": agents[a],
            "settings": settings[a],
            "games": n,
            "wins": wins,
            "draws": sum(1 for r in results if r.winner is None),
            "win_rate": round(wins / n, 4) if n else 0.0,
            "ci95": [round(lo, 4), round(hi, 4)],
            "illegal": sum(r.illegal[a] for r in results),
            "decisions": len(decisions),
            # Prizes the other agent still had to take minus our own, per game (> 0: ahead)
            "prize_margin": round(sum(r.prizes_left[1 - a] - r.prizes_left[a] for r in results) / n, 3)
            if n else 0.0,
            "decision_s": _pcts(decisions),
            "turn_s": _pcts(turns),
            "by_deck": {deck: _rate([r for r in results if r.decks[a] == deck], a) for deck in decks},
            "by_seat": {"first": _rate([r for r in results if r.a_first == (a == 0)], a),
                        "second": _rate([r for r in results if r.a_first != (a == 0)], a)},
        }
    pairings = []
    for da in decks:
        for db in decks:
            group = [r for r in results if r.decks == (da, db)]
            if not group:
                continue
            wins = sum(1 for r in group if r.winner == 0)
            lo, hi = wilson(wins, len(group))
            pairings.append({
                "pairing": f"{labels[0]}:{da} vs {labels[1]}:{db}",
                "decks": [da, db],
                "games": len(group),
                "wins": [wins, sum(1 for r in group if r.winner == 1)],
                "draws": sum(1 for r in group if r.winner is None),
                "win_rate": round(wins / len(group), 4),
                "ci95": [round(lo, 4), round(hi, 4)],
                "mean_turns": round(sum(r.turns for r in group) / len(group), 2),
                "capped": sum(1 for r in group if r.capped),
            })
    first_wins = sum(1 for r in results if r.winner is not None and (r.winner == 0) == r.a_first)
    errors = [e for r in results for e in r.errors][:5]
    return {
        "agents": list(agents),
        "decks": decks,
        "games": n,
        "seed": seed,
        "jobs": jobs,
        "cap": cap,
        "overall": overall,
        "pairings": pairings,
        "mean_turns": round(sum(r.turns for r in results) / n, 2) if n else 0.0,
        "capped": sum(1 for r in results if r.capped),
        "first_player_win_rate": round(first_wins / n, 4) if n else 0.0,
        "wall_s": round(wall, 2),
        "games_per_s": round(n / wall, 3) if wall > 0 else 0.0,
        "cpu_games_per_s": round(n / max(1e-9, sum(r.seconds for r in results)), 3),
        "results": [[r.index, r.winner, r.turns] for r in results],
        "errors": errors,
    }


def _rate(games: list[GameResult], agent: int) -> dict[str, Any]:
    """Games, wins and win rate of ``agent`` over ``games``."""
    wins = sum(1 for r in games if r.winner == agent)
    return {"games": len(games), "wins": wins, "win_rate": round(wins / len(games), 4) if games else 0.0}


def _pcts(values: list[float]) -> dict[str, float]:
    return {
        "p50": round(percentile(values, 50), 4),
        "p95": round(percentile(values, 95), 4),
        "p99": round(percentile(values, 99), 4),
        "max": round(max(values), 4) if values else 0.0,
    }


def format_report(summary: dict[str, Any]) -> str:
    """The human-readable arena report."""
    labels = list(summary["overall"])
    lines = [
        f"Arena: {labels[0]} vs {labels[1]} — {summary['games']} games, decks {', '.join(summary['decks'])}, "
        f"seed {summary['seed']}, jobs {summary['jobs']}, cap {summary['cap']} turns",
        "",
        f"{'pairing':<44} {'games':>5} {'A wins':>6} {'B wins':>6} {'A win rate':>10} {'95% CI':>15} "
        f"{'turns':>6} {'capped':>6}",
    ]
    for p in summary["pairings"]:
        lo, hi = p["ci95"]
        lines.append(
            f"{p['pairing']:<44} {p['games']:>5} {p['wins'][0]:>6} {p['wins'][1]:>6} {p['win_rate']:>10.1%} "
            f"{f'[{lo:.0%}, {hi:.0%}]':>15} {p['mean_turns']:>6.1f} {p['capped']:>6}")
    lines += ["", "overall"]
    for label in labels:
        o = summary["overall"][label]
        lo, hi = o["ci95"]
        lines.append(
            f"  {label:<10} {o['wins']}/{o['games']} wins = {o['win_rate']:.1%}  95% CI [{lo:.1%}, {hi:.1%}]  "
            f"draws {o['draws']}  illegal {o['illegal']}  Prize margin {o['prize_margin']:+.2f}")
    lines.append(f"  mean game length {summary['mean_turns']} turns; capped games {summary['capped']}; "
                 f"first player won {summary['first_player_win_rate']:.1%}")
    lines += ["", "win rate by deck and by seat"]
    for label in labels:
        o = summary["overall"][label]
        decks = "  ".join(f"{deck} {v['win_rate']:.0%} ({v['games']})" for deck, v in o["by_deck"].items()
                          if v["games"])
        seats = "  ".join(f"going {seat} {v['win_rate']:.0%} ({v['games']})" for seat, v in o["by_seat"].items())
        lines.append(f"  {label:<10} {decks}")
        lines.append(f"  {'':<10} {seats}")
    lines += ["", f"{'time (s)':<12} {'decisions':>9} {'p50':>8} {'p95':>8} {'p99':>8} {'max':>8}   "
                  f"{'turn p50':>8} {'turn p99':>8} {'turn max':>8}"]
    for label in labels:
        o = summary["overall"][label]
        d, t = o["decision_s"], o["turn_s"]
        lines.append(f"  {label:<10} {o['decisions']:>9} {d['p50']:>8.4f} {d['p95']:>8.4f} {d['p99']:>8.4f} "
                     f"{d['max']:>8.3f}   {t['p50']:>8.4f} {t['p99']:>8.4f} {t['max']:>8.3f}")
    lines += ["", f"games/s: {summary['games_per_s']} (wall {summary['wall_s']} s, {summary['jobs']} job(s)); "
                  f"per core: {summary['cpu_games_per_s']} games/s"]
    for err in summary["errors"]:
        lines.append("error: " + err)
    return "\n".join(lines)


# ---------------------------------------------------------------- command line
def parse_budget(text: str) -> dict[str, float | int]:
    """``0.5``/``0.5s``/``500ms`` -> seconds; ``200it``/``200i`` -> iterations (reproducible)."""
    t = text.strip().lower()
    try:
        if t.endswith("ms"):
            return {"budget": float(t[:-2]) / 1000.0}
        if t.endswith("it") or t.endswith("i"):
            return {"iterations": int(t.rstrip("it"))}
        return {"budget": float(t.rstrip("s"))}
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a budget: {text!r} (use 0.5s, 500ms or 200it)") from None


def arena_main(argv: list[str] | None = None) -> int:
    """Entry point of ``holofoil arena``; returns the exit status."""
    parser = argparse.ArgumentParser(prog="holofoil arena", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--agents", default="hard,normal", help="two of: " + ", ".join(AGENT_NAMES))
    parser.add_argument("--decks", default=DEFAULT_DECKS,
                        help="comma-separated built-in deck names or deck-list files (PTCG Live, Limitless)")
    parser.add_argument("--games", type=int, default=64, help="total games (default 64)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--budget", type=parse_budget, default=None,
                        help="Hard's search budget: seconds (0.5, 0.5s, 500ms) or iterations (200it)")
    parser.add_argument("--cap", type=int, default=DEFAULT_CAP, help="turn cap per game (default 400)")
    parser.add_argument("--progress", action="store_true", help="progress lines on stderr")
    args = parser.parse_args(argv)
    names = [a.strip().lower() for a in args.agents.split(",") if a.strip()]
    if len(names) != 2 or any(a not in AGENT_NAMES for a in names):
        parser.error(f"--agents needs two of {', '.join(AGENT_NAMES)}, e.g. hard,normal")
    decks = [d.strip() for d in args.decks.split(",") if d.strip()]
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    budget = args.budget or {}
    settings = (dict(budget) if names[0] == "hard" else {}, dict(budget) if names[1] == "hard" else {})
    try:
        summary = run_arena((names[0], names[1]), decks, args.games, args.seed,
                            jobs=min(args.jobs, args.games), cap=args.cap,
                            settings=settings, progress=args.progress)
    except ValueError as exc:
        parser.error(str(exc))
    if args.json:
        print(json.dumps(summary, ensure_ascii=False))
    else:
        print(format_report(summary))
    return 0
