"""The unfinished game: saved at every turn boundary and on quit, resumed by Continue.

Pure Python (no Qt). ``user_dir("saves")/current.json`` holds::

    {"format": "holofoil-current", "version": 1,
     "game": game.to_json(),          # decks + seed + actions: replayed on load
     "seats": {"kinds": ["human", "computer"], "difficulty": "normal", ...},
     "check": "<sha256 of the state>", "turn": 7,
     "summary": "Turn 7 · Ash vs the computer (normal) · Brushfire vs Zap!",
     "log": ["Turn 1 · Ash", "Ash drew a card.", ...]}   # the game log as shown

The game log is part of the save, so Continue shows what happened so far
(older saves without one resume with an empty log).

Loading replays the game and compares the state with ``check``, so Continue
resumes exactly the position that was saved or says why it cannot. A save that
is damaged or does not replay is moved aside with ``quarantine`` (never deleted)
and reported; a finished game clears the save.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from desktop import userfiles
from desktop.ui.settings import DIFFICULTIES

if TYPE_CHECKING:  # the engine is imported when a game is loaded, not at start-up
    from desktop.engine.game import Game

SAVE_FORMAT = "holofoil-current"
SAVE_VERSION = 1
SEAT_KINDS = ("human", "computer")
MAX_NAME = 200  # characters of a deck name in the seats
MAX_SEED = 2**63 - 1
SAVE_KEYS = {"format", "version", "game", "seats", "check", "turn", "summary", "log"}
GAME_KEYS = {"format", "version", "rules", "seed", "names", "decks", "first", "actions", "scenario", "turn"}
MAX_SUMMARY = 200  # characters of the summary shown on the Continue button


@dataclass(frozen=True)
class Seats:
    """Who plays each side, and how the game was set up (for Continue and the table)."""

    kinds: tuple[str, str] = ("human", "human")
    difficulty: str = "normal"
    ai_seed: int = 0
    deck_names: tuple[str, str] = ("", "")

    @property
    def hot_seat(self) -> bool:
        """Two people share this computer."""
        return self.kinds == ("human", "human")

    def to_json(self) -> dict:
        return {"kinds": list(self.kinds), "difficulty": self.difficulty, "ai_seed": self.ai_seed,
                "deck_names": list(self.deck_names)}

    @classmethod
    def from_json(cls, data: object) -> Seats:
        """Seats from a save; raises ValueError naming what is wrong (nothing is coerced)."""
        if type(data) is not dict:
            raise ValueError("the seats are missing")
        kinds = data.get("kinds")
        if type(kinds) is not list or len(kinds) != 2 or any(k not in SEAT_KINDS for k in kinds):
            raise ValueError(f"unknown seats {_short(kinds)}")
        names = data.get("deck_names", ["", ""])
        if (type(names) is not list or len(names) != 2
                or any(type(n) is not str or len(n) > MAX_NAME for n in names)):
            raise ValueError(f"the deck names {_short(names)} are not two short texts")
        ai_seed = data.get("ai_seed", 0)
        if type(ai_seed) is not int or not 0 <= ai_seed <= MAX_SEED:
            raise ValueError(f"the computer's seed {_short(ai_seed)} is not a whole number from 0 to 2^63-1")
        difficulty = data.get("difficulty", "normal")
        if difficulty not in DIFFICULTIES:
            raise ValueError(f"the difficulty {_short(difficulty)} is not one of {', '.join(DIFFICULTIES)}")
        return cls(tuple(kinds), difficulty, ai_seed, tuple(names))


def _short(value: object) -> str:
    """A value as it appears in a message, cut to a readable length."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def check_fields(data: dict, game: Game) -> None:
    """The save's own fields around the game: ValueError naming the first that is wrong."""
    extra = sorted(set(data) - SAVE_KEYS) + sorted(set(data["game"]) - GAME_KEYS)
    if extra:
        raise ValueError(f"it has fields Holofoil does not write ({', '.join(_short(k) for k in extra[:3])})")
    for where, turn in (("save", data.get("turn")), ("saved game", data["game"].get("turn"))):
        if turn is not None and (type(turn) is not int or turn != game.turn):
            raise ValueError(f"the {where}'s turn {_short(turn)} is not the game's turn ({game.turn})")
    if "summary" in data and type(data["summary"]) is not str:
        raise ValueError(f"its summary {_short(data['summary'])} is not a text")
    check = data.get("check")
    if check is not None and check != state_check(game):
        raise ValueError("replaying it did not reach the saved position (were the cards changed?)")


class SaveError(Exception):
    """The saved game cannot be resumed. ``str()`` is the reason; ``kept`` where it was set aside."""

    def __init__(self, reason: str, kept: Path | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.kept = kept

    def message(self) -> str:
        """A sentence for the player."""
        text = f"The unfinished game could not be resumed: {self.reason}."
        if self.kept is not None:
            text += f" The save was kept as {self.kept}."
        return text


def current_path() -> Path:
    return userfiles.user_dir("saves") / "current.json"


def state_check(game: Game) -> str:
    """A digest of the whole game state, to prove a replay reached the saved position."""
    return hashlib.sha256(repr(game.state_key()).encode("utf-8")).hexdigest()


def summary_of(game: Game, seats: Seats) -> str:
    """A short description for the Continue button: who plays, which decks, which turn."""
    decks = [d or "a deck" for d in seats.deck_names]
    if seats.hot_seat:
        who = f"{game.names[0]} vs {game.names[1]}"
    else:
        human = seats.kinds.index("human") if "human" in seats.kinds else 0
        who = f"{game.names[human]} vs the computer ({seats.difficulty})"
    if [n.casefold() for n in game.names] == [d.casefold() for d in decks]:
        return f"Turn {game.turn} · {who}"  # players named after their decks: say it once
    return f"Turn {game.turn} · {who} · {decks[0]} vs {decks[1]}"


def encode_current(game: Game, seats: Seats, log: Sequence[str] = ()) -> str | None:
    """The save file's text for ``game`` and its ``log`` lines; None for a finished game
    (its save is to be cleared).

    Cheap enough for the GUI thread; ``write_current`` does the disk work.
    """
    if game.outcome is not None:
        return None
    data = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": game.to_json(),
        "seats": seats.to_json(),
        "check": state_check(game),
        "turn": game.turn,
        "summary": summary_of(game, seats),
        "log": [str(line) for line in log],
    }
    return json.dumps(data, ensure_ascii=False) + "\n"


def write_current(text: str | None) -> Path | None:
    """Write a save made by ``encode_current`` atomically (None clears the save)."""
    if text is None:
        clear_current()
        return None
    return userfiles.write_atomic(current_path(), text)


def save_current(game: Game, seats: Seats, log: Sequence[str] = ()) -> Path | None:
    """Save ``game`` (and its ``log``) as the unfinished game (atomically); a finished game clears the save."""
    return write_current(encode_current(game, seats, log))


def clear_current() -> None:
    """Forget the unfinished game (it ended)."""
    current_path().unlink(missing_ok=True)


def has_current() -> bool:
    return current_path().exists()


def peek_current() -> str | None:
    """The saved game's summary without replaying it (cheap: for the start page).

    None if there is no save; a damaged save still returns a summary so the player
    can press Continue and be told what is wrong.
    """
    path = current_path()
    if not path.exists():  # a pipe or folder in its place is reported by Continue
        return None
    try:
        summary = userfiles.read_json(path).get("summary")
    except userfiles.UserFileError:  # damaged: Continue says what is wrong
        return "a saved game"
    if type(summary) is not str or not summary.strip():
        return "a saved game"
    return summary if len(summary) <= MAX_SUMMARY else summary[:MAX_SUMMARY - 1] + "…"


def load_current() -> tuple[Game, Seats] | None:
    """Replay the unfinished game. None if there is none.

    Raises SaveError (after setting the file aside) if it is damaged, does not
    replay, or replays to a different position.
    """
    loaded = load_current_with_log()
    return None if loaded is None else loaded[:2]


def load_current_with_log() -> tuple[Game, Seats, list[str]] | None:
    """``load_current`` plus the saved game log's lines (empty for a save that has none)."""
    from desktop.engine.save_check import load_game  # Game.from_json's checker, which takes any value

    path = current_path()
    if not path.exists():  # a pipe or folder in its place is reported by Continue
        return None
    try:
        data = userfiles.read_json(path)
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise ValueError("it is not a Holofoil saved game")
        if data.get("version") != SAVE_VERSION:
            raise ValueError(f"save version {data.get('version')!r} is not supported")
        seats = Seats.from_json(data.get("seats"))
        game = load_game(data.get("game"))
        if game.outcome is not None:
            raise ValueError("the saved game had already ended")
        check_fields(data, game)
        log = data.get("log", [])
        if not isinstance(log, list) or not all(isinstance(line, str) for line in log):
            raise ValueError("its game log is damaged")
    except (userfiles.UserFileError, ValueError) as exc:
        raise SaveError(str(exc).rstrip("."), set_aside(path)) from None
    except Exception as exc:  # a replay that crashes is a bad save too: keep it, report it
        raise SaveError(f"replaying it failed ({type(exc).__name__}: {exc})", set_aside(path)) from None
    return game, seats, log


def unplayable(exc: Exception) -> SaveError:
    """A save that loaded but could not be put on the table: set it aside and say why."""
    return SaveError(f"starting it failed ({type(exc).__name__}: {exc})", set_aside(current_path()))


def set_aside(path: Path) -> Path | None:
    """Quarantine a bad file; None if even that failed (it then stays where it is)."""
    try:
        return userfiles.quarantine(path)
    except userfiles.UserFileError:
        return None
