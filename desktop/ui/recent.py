"""Recent games: the records of the last finished games, to watch again or export.

Pure Python (no Qt). ``user_dir("saves")/recent.json`` holds, newest first, at most
``MAX_GAMES`` games::

    {"format": "holofoil-recent", "version": 1,
     "games": [{"game": game.to_json(),     # decks + seed + actions: replayed when watched
                "title": "Ash vs Misty · Brushfire vs Overgrowth",
                "result": "Ash wins: all Prize cards taken.",
                "finished": "2025-03-01 20:14", "turns": 14}, ...]}

An exported record is one game's ``to_json()`` with a ``"record"`` object holding the same
title, result and date, so a file can be opened again (or by another copy of Holofoil). Only
JSON is read. A damaged list is set aside with ``quarantine`` (kept, never overwritten) and
reported; the next finished game then starts a new list.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from desktop import userfiles
from desktop.ui.saves import Seats, set_aside

if TYPE_CHECKING:
    from desktop.engine.game import Game

RECENT_FORMAT = "holofoil-recent"
RECENT_VERSION = 1
MAX_GAMES = 20
RECORD_SUFFIX = ".holofoil.json"


@dataclass(frozen=True)
class RecentGame:
    """One finished game: its record and how to show it in the list."""

    game: dict  # what Game.to_json wrote
    title: str
    result: str = ""
    finished: str = ""
    turns: int = 0

    def label(self) -> str:
        """One line for the Recent games list."""
        parts = [self.title, self.result.rstrip(".")]
        if self.turns:
            parts.append(f"{self.turns} turns")
        if self.finished:
            parts.append(self.finished)
        return " · ".join(p for p in parts if p)

    def to_json(self) -> dict:
        return {"game": self.game, "title": self.title, "result": self.result, "finished": self.finished,
                "turns": self.turns}

    @classmethod
    def from_json(cls, data: object) -> RecentGame:
        """One entry of the list; ValueError naming what is wrong."""
        if not isinstance(data, dict):
            raise ValueError("a game in the list is not a JSON object")
        game = data.get("game")
        if not isinstance(game, dict):
            raise ValueError("a game in the list has no record")
        texts = {key: data.get(key, "") for key in ("title", "result", "finished")}
        if any(not isinstance(value, str) for value in texts.values()):
            raise ValueError("a game in the list has a title, result or date that is not a text")
        turns = data.get("turns", 0)
        if type(turns) is not int or turns < 0:
            raise ValueError("a game in the list has a number of turns that is not a whole number")
        return cls(game, texts["title"] or "A game", texts["result"], texts["finished"], turns)

    def record_json(self) -> dict:
        """The record as exported to a file: the game plus its title, result and date."""
        return {**self.game, "record": {"title": self.title, "result": self.result, "finished": self.finished}}


class RecentError(Exception):
    """The list of recent games could not be read. ``kept``: where the damaged file was set aside."""

    def __init__(self, reason: str, kept: Path | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.kept = kept

    def message(self) -> str:
        """A sentence for the player."""
        text = f"The list of recent games could not be read: {self.reason}."
        if self.kept is not None:
            text += f" The file was kept as {self.kept}."
        return text


def recent_path() -> Path:
    return userfiles.user_dir("saves") / "recent.json"


def title_of(game: Game, seats: Seats) -> str:
    """"Ash vs Misty · Brushfire vs Overgrowth" (decks left out when the players are named after them)."""
    who = f"{game.names[0]} vs {game.names[1]}"
    if "computer" in seats.kinds:
        who += f" ({seats.difficulty})"
    decks = [d or "a deck" for d in seats.deck_names]
    if [n.casefold() for n in game.names] == [d.casefold() for d in decks]:
        return who
    return f"{who} · {decks[0]} vs {decks[1]}"


def entry_for(game: Game, seats: Seats, result: str, now: float | None = None) -> RecentGame:
    """The entry for a finished ``game``."""
    stamp = time.strftime("%Y-%m-%d %H:%M", time.localtime(now))
    return RecentGame(game.to_json(), title_of(game, seats), result, stamp, game.turn)


def load_recent() -> list[RecentGame]:
    """The recent games, newest first ([] if there are none). A damaged list is set aside and
    RecentError raised."""
    path = recent_path()
    if not path.is_file():
        return []
    try:
        data = userfiles.read_json(path)
        if data.get("format") != RECENT_FORMAT:
            raise ValueError("it is not a Holofoil list of recent games")
        if data.get("version") != RECENT_VERSION:
            raise ValueError(f"its version {data.get('version')!r} is not supported")
        games = data.get("games")
        if not isinstance(games, list):
            raise ValueError("it has no list of games")
        return [RecentGame.from_json(entry) for entry in games]
    except (userfiles.UserFileError, ValueError) as exc:
        raise RecentError(str(exc).rstrip("."), set_aside(path)) from None


def write_recent(games: list[RecentGame]) -> Path:
    """Write the list (atomically), newest first, at most ``MAX_GAMES``."""
    data = {"format": RECENT_FORMAT, "version": RECENT_VERSION,
            "games": [g.to_json() for g in games[:MAX_GAMES]]}
    return userfiles.write_atomic(recent_path(), json.dumps(data, ensure_ascii=False) + "\n")


def add_recent(entry: RecentGame) -> RecentError | None:
    """Put ``entry`` first in the list (the oldest beyond ``MAX_GAMES`` drop off). Returns the
    problem with the old list, if it was damaged (it was set aside; a new list is started)."""
    try:
        games = load_recent()
        problem = None
    except RecentError as exc:
        games, problem = [], exc
    write_recent([entry, *games])
    return problem


def export_record(entry: RecentGame, path: str | Path) -> Path:
    """Write ``entry``'s record to ``path`` (atomically)."""
    return userfiles.write_atomic(path, json.dumps(entry.record_json(), ensure_ascii=False, indent=1) + "\n")


def read_record_file(path: str | Path) -> RecentGame:
    """A record from a file (an exported one, or any saved game). UserFileError if the file is
    unreadable or not JSON; whether its moves replay is checked when it is opened."""
    data = userfiles.read_json(path)
    meta = data.pop("record", None)
    meta = meta if isinstance(meta, dict) else {}
    title, result, finished = (meta.get(key) for key in ("title", "result", "finished"))
    names = data.get("names")
    if not isinstance(title, str) or not title:
        title = (f"{names[0]} vs {names[1]}" if isinstance(names, list) and len(names) == 2
                 else Path(path).name)
    turns = data.get("turn")
    return RecentGame(data, str(title), result if isinstance(result, str) else "",
                      finished if isinstance(finished, str) else "",
                      turns if type(turns) is int and turns >= 0 else 0)
