"""The golden replay fixture: where it lives, how it is read, and what a "final position" is.

``tools/record_golden.py`` writes the fixture with the engine of the day;
``tests/test_golden_replay.py`` replays every recorded game and compares its
final position with the recorded one. Both use :func:`final_position`, which
reads only stable, public state (zones as card uids, the Pokémon in play, the
turn, the player to act and the outcome) and nothing an engine rewrite is free
to change (queues, prompts, effect tuples, generators, turn flags).
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "golden_base1.json.gz"

ZONES = ("deck", "hand", "discard", "prizes", "lost")


def slot_position(slot) -> dict | None:
    """A Pokémon in play: its stack, Energy, Tool uids, damage and Special Conditions."""
    if slot is None:
        return None
    from desktop.engine.state import ROTATION_NAMES

    return {
        "cards": list(slot.cards),
        "energy": list(slot.energy),
        "tools": [uid for uid, _until in slot.tools],
        "damage": slot.damage,
        "rot": ROTATION_NAMES[slot.rot],  # "", "Asleep", "Paralyzed" or "Confused"
        "poison": slot.poison,  # damage per Checkup; 0 = not Poisoned
        "burned": bool(slot.burned),
    }


def final_position(game) -> dict:
    """The stable public state of ``game`` (a plain, JSON-ready dict)."""
    players = []
    for p in game.players:
        entry = {zone: list(getattr(p, zone)) for zone in ZONES}
        entry["active"] = slot_position(p.active)
        entry["bench"] = [slot_position(s) for s in p.bench]
        players.append(entry)
    outcome = game.outcome
    return {
        "turn": game.turn,
        "current": game.current,
        "winner": None if outcome is None else outcome.winner,
        "reason": None if outcome is None else outcome.reason,
        "players": players,
    }


def first_difference(expected, actual, path: str = "") -> str | None:
    """The first place (``players[1].bench[0].damage``) where two JSON-like values differ."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        for key in list(expected) + [k for k in actual if k not in expected]:
            where = f"{path}.{key}" if path else str(key)
            if key not in actual:
                return f"{where}: missing (expected {expected[key]!r})"
            if key not in expected:
                return f"{where}: unexpected {actual[key]!r}"
            found = first_difference(expected[key], actual[key], where)
            if found:
                return found
        return None
    if isinstance(expected, list) and isinstance(actual, list):
        for i, (e, a) in enumerate(zip(expected, actual, strict=False)):
            found = first_difference(e, a, f"{path}[{i}]")
            if found:
                return found
        if len(expected) != len(actual):
            return f"{path}: expected {len(expected)} items {expected!r}, got {len(actual)} {actual!r}"
        return None
    if expected != actual or type(expected) is not type(actual):
        return f"{path}: expected {expected!r}, got {actual!r}"
    return None


def load_fixture(path: Path = FIXTURE) -> dict:
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return json.load(f)
