"""The unfinished game: saved at every turn boundary and on quit, resumed by Continue.

Pure Python (no Qt). ``user_dir("saves")/current.json`` holds::

    {"format": "holofoil-current", "version": 1,
     "game": game.to_json(),          # decks + seed + actions: replayed on load
     "seats": {"kinds": ["human", "computer"], "difficulty": "normal", ...},
     "check": "<sha256 of the state>", "turn": 7,
     "summary": "Turn 7 · Ash vs the computer (normal) · Brushfire vs Zap!"}

Loading replays the game and compares the state with ``check``, so Continue
resumes exactly the position that was saved or says why it cannot. A save that
is damaged or does not replay is moved aside with ``quarantine`` (never deleted)
and reported; a finished game clears the save.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from desktop import userfiles

if TYPE_CHECKING:  # the engine is imported when a game is loaded, not at start-up
    from desktop.engine.game import Game

SAVE_FORMAT = "holofoil-current"
SAVE_VERSION = 1
SEAT_KINDS = ("human", "computer")
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
        """Seats from a save; raises ValueError naming what is wrong."""
        if not isinstance(data, dict):
            raise ValueError("the seats are missing")
        kinds = tuple(data.get("kinds", ()))
        if len(kinds) != 2 or any(k not in SEAT_KINDS for k in kinds):
            raise ValueError(f"unknown seats {kinds!r}")
        names = tuple(str(n) for n in data.get("deck_names", ("", "")))
        if len(names) != 2:
            raise ValueError("expected two deck names")
        try:
            ai_seed = int(data.get("ai_seed", 0))
        except (TypeError, ValueError):
            raise ValueError("the computer's seed is not a number") from None
        return cls(kinds, str(data.get("difficulty", "normal")), ai_seed, names)  # type: ignore[arg-type]


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


def encode_current(game: Game, seats: Seats) -> str | None:
    """The save file's text for ``game``; None for a finished game (its save is to be cleared).

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
    }
    return json.dumps(data, ensure_ascii=False) + "\n"


def write_current(text: str | None) -> Path | None:
    """Write a save made by ``encode_current`` atomically (None clears the save)."""
    if text is None:
        clear_current()
        return None
    return userfiles.write_atomic(current_path(), text)


def save_current(game: Game, seats: Seats) -> Path | None:
    """Save ``game`` as the unfinished game (atomically); a finished game clears the save."""
    return write_current(encode_current(game, seats))


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
    from desktop.engine.game import Game

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
        game = Game.from_json(data.get("game"))
        if game.outcome is not None:
            raise ValueError("the saved game had already ended")
        if data.get("check") is not None and data["check"] != state_check(game):
            raise ValueError("replaying it did not reach the saved position (were the cards changed?)")
    except (userfiles.UserFileError, ValueError) as exc:
        raise SaveError(str(exc).rstrip("."), set_aside(path)) from None
    except Exception as exc:  # a replay that crashes is a bad save too: keep it, report it
        raise SaveError(f"replaying it failed ({type(exc).__name__}: {exc})", set_aside(path)) from None
    return game, seats


def set_aside(path: Path) -> Path | None:
    """Quarantine a bad file; None if even that failed (it then stays where it is)."""
    try:
        return userfiles.quarantine(path)
    except userfiles.UserFileError:
        return None
