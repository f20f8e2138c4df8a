"""``holofoil sim``: headless games between two random legal-move agents.

Prints games/s, actions/s, mean turns, wins per side and how games ended.
A random agent picks uniformly among ``legal_actions()`` with its own seeded
generator, so a run is reproducible from ``--seed``. ``--all`` plays every pairing of
the built-in decks (each deck against each other deck and itself) and prints one line
per pairing; any error makes the exit status 1.
"""

from __future__ import annotations

import argparse
import json
import time
import traceback
from collections import Counter

from desktop.decks.resolve import DeckSpecError, resolve_deck, ruleset_for
from desktop.engine.cards import default_db
from desktop.engine.game import Game
from desktop.engine.rng import GameRandom

MAX_ACTIONS = 20_000  # a safety cap; random games end far sooner


def end_kind(reason: str) -> str:
    """Group outcome reasons into a few kinds for the summary."""
    if "could not draw" in reason:
        return "deck out"
    if "no Pokémon" in reason:
        return "no Pokémon left"
    if "Prize" in reason:
        return "last Prize"
    if "draw" in reason:
        return "draw"
    return reason


def play_random_game(decks, seed: int, rules: str = "classic") -> tuple[Game, int, float]:
    """One game of two uniform random agents. Returns (game, actions, engine seconds)."""
    game = Game.new(decks, seed=seed, rules=rules)
    agent_rng = GameRandom(seed ^ 0x5EED)
    actions = 0
    engine = 0.0
    clock = time.perf_counter
    while game.outcome is None and actions < MAX_ACTIONS:
        t0 = clock()
        legal = game.legal_actions()
        t1 = clock()
        action = legal[agent_rng.below(len(legal))]
        t2 = clock()
        game.apply(action)
        engine += (t1 - t0) + (clock() - t2)
        actions += 1
    return game, actions, engine


def run(deck_a: str, deck_b: str, games: int, seed: int, rules: str | None = None) -> dict:
    """``deck_a`` and ``deck_b``: built-in deck names or deck-list files; ``rules``: None picks
    the ruleset from the decks' era."""
    try:
        (deck_a, cards_a), (deck_b, cards_b) = resolve_deck(deck_a), resolve_deck(deck_b)
        rules = rules or ruleset_for([cards_a, cards_b])
    except DeckSpecError as exc:
        raise SystemExit(f"holofoil sim: {exc}") from None
    decks = [cards_a, cards_b]
    wins: Counter[str] = Counter()
    ends: Counter[str] = Counter()
    sides: dict[int | None, str] = {0: "a", 1: "b"}
    errors: list[str] = []
    total_actions = 0
    total_turns = 0
    engine = 0.0
    start = time.perf_counter()
    for i in range(games):
        try:
            game, actions, spent = play_random_game(decks, seed + i, rules)
        except Exception as exc:  # report, keep going: the count of errors is the result
            errors.append(f"game {i} (seed {seed + i}): {exc!r}\n{traceback.format_exc(limit=3)}")
            continue
        total_actions += actions
        total_turns += game.turn
        engine += spent
        outcome = game.outcome
        if outcome is None:
            ends["unfinished"] += 1
            continue
        wins[sides.get(outcome.winner, "draw")] += 1
        ends[end_kind(outcome.reason)] += 1
    elapsed = time.perf_counter() - start
    done = games - len(errors)
    return {
        "games": games,
        "decks": [deck_a, deck_b],
        "rules": rules,
        "seed": seed,
        "seconds": round(elapsed, 3),
        "games_per_s": round(games / elapsed, 2) if elapsed else 0.0,
        "actions": total_actions,
        "actions_per_s": round(total_actions / elapsed, 1) if elapsed else 0.0,
        "engine_us_per_action": round(1e6 * engine / total_actions, 2) if total_actions else 0.0,
        "mean_turns": round(total_turns / done, 2) if done else 0.0,
        "mean_actions": round(total_actions / done, 2) if done else 0.0,
        # per side (seat), so a mirror match still shows both sides
        "wins": {f"P1 {deck_a}": wins["a"], f"P2 {deck_b}": wins["b"], "draw": wins["draw"]},
        "ends": dict(ends),
        "errors": len(errors),
        "error_details": errors[:5],
    }


def all_pairings(names: list[str]) -> list[tuple[str, str]]:
    """Every unordered pairing of ``names``, mirrors included, in a stable order."""
    return [(a, b) for i, a in enumerate(names) for b in names[i:]]


def run_all(games: int, seed: int, rules: str | None, as_json: bool) -> int:
    """Every pairing of the built-in decks of one rules era (classic with classic, modern with
    modern), ``games`` each; one line (or JSON object) per pairing."""
    theme = default_db().theme_decks()
    by_era: dict[str, list[str]] = {}
    for name, cards in theme.items():
        by_era.setdefault(ruleset_for([cards]), []).append(name)
    pairings = [pair for names_of_era in by_era.values() for pair in all_pairings(names_of_era)]
    names = list(theme)
    errors = 0
    start = time.perf_counter()
    for a, b in pairings:
        result = run(a, b, games, seed, rules)
        errors += result["errors"]
        if as_json:
            print(json.dumps(result, ensure_ascii=False))
        else:
            print(f"{a:>24} vs {b:<24} {games} games  {result['games_per_s']:>7} games/s  "
                  f"errors {result['errors']}")
            for detail in result["error_details"]:
                print(detail)
    pairs = len(pairings)
    if not as_json:
        eras = ", ".join(f"{len(v)} {k}" for k, v in by_era.items())
        print(f"{pairs} pairings of {len(names)} decks ({eras}), {pairs * games} games in "
              f"{time.perf_counter() - start:.1f} s: {errors} errors")
    return 1 if errors else 0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="holofoil sim", description=__doc__)
    parser.add_argument("--deck", default="Brushfire")
    parser.add_argument("--vs", default="Overgrowth")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default=None, help="classic or modern (default: the decks' era)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--all", action="store_true", help="every pairing of the built-in decks")
    args = parser.parse_args(argv)
    if args.all:
        return run_all(args.games, args.seed, args.rules, args.json)
    result = run(args.deck, args.vs, args.games, args.seed, args.rules)
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        print(f"{result['games']} games {args.deck} vs {args.vs} (seed {args.seed}) in {result['seconds']} s")
        print(f"  {result['games_per_s']} games/s, {result['actions_per_s']} actions/s, "
              f"engine {result['engine_us_per_action']} µs/action (legal actions + apply)")
        print(f"  mean turns {result['mean_turns']}, mean actions {result['mean_actions']}")
        print(f"  wins: {result['wins']}")
        print(f"  ended by: {result['ends']}")
        print(f"  errors: {result['errors']}")
        for detail in result["error_details"]:
            print(detail)
    return 1 if result["errors"] else 0
