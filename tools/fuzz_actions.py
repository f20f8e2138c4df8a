"""Throw garbage actions at games and count what is not refused with IllegalActionError.

    python tools/fuzz_actions.py [-n 900000] [--seed 1] [--per-state 10]

Games between random legal-move players (theme decks, seeded) are played from
``Game.new``; at every position (set-up prompts, main phase, prompts in the middle
of a card effect) a few garbage actions are applied before the next legal move:
random nested tuples/lists/floats/bools/strings/ints/None, and mutations of the
legal actions (an int swapped for a float, bool, str, huge int or None; a field
dropped or added; a list or a plain tuple instead of the action; another action
class or verb). A garbage action is *refused* when ``apply`` raises
IllegalActionError and leaves ``state_key()`` unchanged; everything else is
counted: another exception, a garbage action that was accepted (it compared equal
to a legal action, e.g. ``Attack(1.0) == Attack(1)``), or a changed state.
Garbage that is exactly a legal action (same classes, same types) is not counted.

A garbage action that compares equal to a legal one is applied to a clone, so a
game that accepted it goes on unharmed. Exits 1 if anything got through.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter

from desktop.engine import actions as A
from desktop.engine.cards import default_db
from desktop.engine.game import Game, IllegalActionError

ACTION_CLASSES = list(A.ACTION_TYPES.values())
VERBS = list(A.ACTION_TYPES)


class _Int(int):
    """An int subclass: equal to and hashed like the int, but not exactly an int."""


class _Str(str):
    """A str subclass."""


SCALARS = [
    0, 1, 2, 3, 5, 10, 11, 15, 40, 99, 119, -1, -10, 2**31, 2**63, 2**64 + 1, 10**30, -(10**30), 10**400,
    0.0, -0.0, 1.0, 2.0, 1.5, 10.0, float("nan"), float("inf"), -float("inf"), 1e300,
    True, False, None, "", "0", "1", "a", "b1", "oa", "-", "first", "second", "Fire", "keep", "end",
    "choose", "attack", "attach 1 a", b"1", b"", 1j, _Int(1), _Int(0), _Str("first"), _Str("end"),
]


def junk(rng: random.Random, depth: int = 0):
    """A random garbage value: scalars, nested tuples / lists / dicts, fake actions."""
    roll = rng.random()
    if depth > 3 or roll < 0.55:
        return rng.choice(SCALARS) if rng.random() < 0.8 else rng.randint(-50, 200)
    size = rng.randint(0, 4)
    items = [junk(rng, depth + 1) for _ in range(size)]
    if roll < 0.7:
        return tuple(items)
    if roll < 0.8:
        return list(items)
    if roll < 0.87:
        return {str(i): v for i, v in enumerate(items)}
    if roll < 0.95:  # a plain tuple or list that starts with a real verb
        return (rng.choice(VERBS), *items) if rng.random() < 0.7 else [rng.choice(VERBS), *items]
    return frozenset(v for v in items if _hashable(v))


def _hashable(value) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True


def variant(rng: random.Random, value):
    """A value of the wrong type that is close to ``value`` (often equal to it)."""
    if type(value) is int:
        return rng.choice([
            float(value), float(value), bool(value % 2), True, False, str(value), None, value + 10**20,
            -value - 1, [value], (value,), value + 0.5, _Int(value), 10**30, 2**63, complex(value),
        ])
    if type(value) is str:
        return rng.choice([value.encode(), [value], (value,), None, 1, 0.0, value.upper(), _Str(value), True])
    if value is None:
        return rng.choice([0, False, "", "-", [], (), 0.0, "None"])
    return junk(rng)


def mutate(rng: random.Random, action: A.Action):
    """A malformed copy of a legal action."""
    cls = type(action)
    items = tuple(action)
    make = tuple.__new__
    kind = rng.randrange(10)
    if kind <= 3:  # swap one field for a value of another type
        i = rng.randrange(1, len(items)) if len(items) > 1 else 0
        return make(cls, items[:i] + (variant(rng, items[i]),) + items[i + 1:])
    if kind == 4:
        return make(cls, items[:-1]) if len(items) > 1 else make(cls, items + (junk(rng),))
    if kind == 5:
        return make(cls, items + (rng.choice([junk(rng), items[-1], 0, None]),))
    if kind == 6:
        return list(items) if rng.random() < 0.5 else items
    if kind == 7:
        return make(rng.choice(ACTION_CLASSES), items)
    if kind == 8:
        return make(cls, (rng.choice(VERBS + ["", None, 0]),) + items[1:])
    return make(cls, (items[0],) + tuple(rng.choice([(v,), [v]]) for v in items[1:]))


def random_action(rng: random.Random):
    """An action class with random field values (the right count or not)."""
    cls = rng.choice(ACTION_CLASSES)
    count = len(cls.fields) if rng.random() < 0.8 else rng.randint(0, 3)
    return tuple.__new__(cls, (cls.verb, *(junk(rng, 2) for _ in range(count))))


def garbage(rng: random.Random, legal: list):
    roll = rng.random()
    if roll < 0.55 and legal:
        return mutate(rng, rng.choice(legal))
    if roll < 0.8:
        return random_action(rng)
    return junk(rng)


def exactly(a, b) -> bool:
    """The same value with the same classes all the way down (``1 == 1.0`` does not count)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, tuple | list):
        return len(a) == len(b) and all(exactly(x, y) for x, y in zip(a, b, strict=True))
    return a == b


def short(value) -> str:
    try:
        text = repr(tuple(value)) if isinstance(value, A.Action) else repr(value)
    except Exception:  # noqa: BLE001 - the description of garbage must not fail
        text = object.__repr__(value)
    return f"{type(value).__name__}{text}"[:100]


def run(total: int, seed: int, per_state: int, verbose: bool) -> Counter:
    rng = random.Random(seed)
    decks = default_db().theme_decks()
    names = sorted(decks)
    counts: Counter = Counter()
    examples: dict[str, list[str]] = {}
    game_no = 0
    thrown = 0
    game = None
    while thrown < total:
        if game is None or game.outcome is not None or len(game.history) > 2000:
            game = Game.new([decks[rng.choice(names)], decks[rng.choice(names)]], seed=seed * 100_003 + game_no)
            game_no += 1
        legal = game.legal_actions()
        legal_set = game.legal_set()
        for _ in range(min(per_state, total - thrown)):
            action = garbage(rng, legal)
            try:
                hit = action in legal_set
            except TypeError:  # unhashable
                hit = False
            if hit and any(exactly(action, a) for a in legal):
                counts["exactly legal (not counted)"] += 1
                continue
            thrown += 1
            target = game.clone() if hit else game
            key = None if hit else game.state_key()
            try:
                target.apply(action)
            except IllegalActionError:
                outcome = "refused"
                if key is not None and game.state_key() != key:
                    outcome = "refused but state changed"
            except Exception as exc:  # noqa: BLE001 - counting them is the point
                outcome = f"raised {type(exc).__name__}"
                if key is not None and game.state_key() != key:
                    outcome += " and changed the state"
            else:
                outcome = "accepted"
            counts[outcome] += 1
            if outcome != "refused" and len(examples.setdefault(outcome, [])) < 5:
                phase = "prompt" if game.pending is not None else game.phase
                examples[outcome].append(f"{short(action)} at {phase}")
            if key is not None and game.state_key() != key:  # keep playing a sound game
                game = None
                break
        if game is not None and game.outcome is None:
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
        if verbose and thrown and thrown % 100_000 < per_state:
            print(f"  {thrown} thrown, {thrown - counts['refused']} not refused", file=sys.stderr)
    counts["games"] = game_no
    for outcome, shown in examples.items():
        print(f"examples ({outcome}):")
        for line in shown:
            print(f"    {line}")
    return counts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-n", "--actions", type=int, default=900_000, help="garbage actions to throw")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--per-state", type=int, default=10, help="garbage actions per position")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    t0 = time.perf_counter()
    counts = run(args.actions, args.seed, args.per_state, args.verbose)
    elapsed = time.perf_counter() - t0
    thrown = args.actions
    bad = thrown - counts["refused"]
    print(f"{thrown} garbage actions at {counts['games']} games in {elapsed:.0f} s (seed {args.seed}):")
    for outcome, n in counts.most_common():
        if outcome != "games":
            print(f"  {n:8d}  {outcome}")
    print(f"not refused with IllegalActionError: {bad} of {thrown} ({100 * bad / thrown:.2f} %)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
