"""Play the real tournament lists end to end (issue #36): every consecutive pair of lists in random
games (``holofoil sim``), then Normal against Normal on them (``holofoil arena``).

    PYTHONPATH=. python tools/tournament_check.py [--games 1000] [--normal-games 32] [--jobs 2]
                                                  [--source ../shared/decklists/tournament]

Prints, per list, whether it imports and whether every card plays (naming the cards that don't);
per consecutive pair (list i against list i+1, the last against the first), the random games' errors,
games/s and engine µs per action; then the Normal games' illegal attempts. Exits 1 if a list does
not import, a card is not implemented, a game raised an error, or a computer player tried an
illegal action.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from desktop.ai.arena import run_arena  # noqa: E402
from desktop.decks.decklist import parse_decklist  # noqa: E402
from desktop.engine.cards import default_db  # noqa: E402
from desktop.sim import run  # noqa: E402


def default_source() -> Path:
    for folder in ROOT.parents:
        candidate = folder / "shared" / "decklists" / "tournament"
        if candidate.is_dir():
            return candidate
    return ROOT.parent / "shared" / "decklists" / "tournament"


def unplayable(path: Path) -> list[str]:
    """Why the list can't be played: its import errors, or the cards Holofoil can't run ([] if none)."""
    result = parse_decklist(path.read_text("utf-8"), default_db())
    if result.errors or result.deck is None:
        return [f"line {e.line}: {e.reason}" for e in result.errors]
    return [f"{c.name} {c.set_code} {c.number}" for c, _n in result.deck.entries() if not c.implemented]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="random games per consecutive pair")
    parser.add_argument("--normal-games", type=int, default=32, help="Normal vs Normal games in all (0: skip)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--source", type=Path, default=default_source())
    args = parser.parse_args()
    lists = sorted(args.source.glob("*.txt"))
    if not lists:
        print(f"no deck lists in {args.source}")
        return 1
    failed = False
    playable = []
    for path in lists:
        why = unplayable(path)
        print(f"{'plays' if not why else 'CANNOT PLAY':>11}  {path.stem}" + (f": {'; '.join(why)}" if why else ""))
        failed |= bool(why)
        if not why:
            playable.append(path)
    print(f"{len(playable)} of {len(lists)} lists play")
    pairs = list(zip(playable, playable[1:] + playable[:1], strict=True)) if len(playable) > 1 else []
    for a, b in pairs:
        result = run(str(a), str(b), args.games, args.seed)
        failed |= result["errors"] > 0
        print(f"{result['errors']:>4} errors  {result['games_per_s']:>7} games/s  "
              f"{result['engine_us_per_action']:>6} µs/action  {a.stem[:38]} vs {b.stem[:38]}")
        for detail in result["error_details"]:
            print("      " + detail.replace("\n", "\n      "))
    if args.normal_games and len(playable) > 1:
        summary = run_arena(("normal", "normal"), [str(p) for p in playable], args.normal_games, args.seed,
                            jobs=args.jobs)
        illegal = sum(side["illegal"] for side in summary["overall"].values())
        failed |= illegal > 0
        print(f"Normal vs Normal: {args.normal_games} games over {len(playable)} lists, {illegal} illegal attempts")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
