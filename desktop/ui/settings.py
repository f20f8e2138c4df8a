"""The player's settings: ``user_dir("settings")/settings.json`` (no Qt here).

Every value has a default and a type. A file that cannot be read as settings at
all is moved aside with ``quarantine`` (never overwritten) and the defaults are
used. A file with some values that can't be used (wrong type, unknown choice,
unknown key) keeps the good values and defaults the rest, and is moved aside too,
so it is never rewritten without a word. ``load_settings`` returns a message
saying what happened, for the app to show.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from desktop import userfiles

SETTINGS_FORMAT = "holofoil-settings"
SETTINGS_VERSION = 1
DIFFICULTIES = ("easy", "normal", "hard")
# What each computer player is like, in a player's words (figures: docs/ai.md).
DIFFICULTY_NOTES = {
    "easy": "Plays at random, but never throws a game away.",
    "normal": "Plans each turn for the best position it can reach.",
    "hard": "Plays out the next turns over the cards it cannot see; beats Normal about 2 games in 3.",
}
GEOMETRY = re.compile(r"[A-Za-z0-9+/=]{0,8192}")  # QMainWindow.saveGeometry() in base64
PACES = {"fast": 150, "normal": 500, "slow": 1100}  # pause between computer moves, ms


@dataclass
class Settings:
    """What Holofoil remembers between runs."""

    player_name: str = "Player 1"
    friend_name: str = "Player 2"
    difficulty: str = "normal"
    computer_pace: str = "normal"
    last_decks: list[str] = field(default_factory=lambda: ["Brushfire", "Overgrowth"])
    geometry: str = ""  # QMainWindow.saveGeometry(), base64
    maximized: bool = False

    @classmethod
    def from_json(cls, data: dict) -> Settings:
        """Settings from a decoded file; a value that can't be used gets its default."""
        return cls.check(data)[0]

    @classmethod
    def check(cls, data: dict) -> tuple[Settings, list[str]]:
        """Settings from a decoded file, and what could not be used (one phrase per key)."""
        defaults = cls()
        values = {}
        problems = [f"unknown setting {_short(key)}" for key in data if key not in _KNOWN]
        for f in fields(cls):
            default = getattr(defaults, f.name)
            if f.name not in data:
                values[f.name] = default
                continue
            value = data[f.name]
            if _usable(f.name, value, default):
                values[f.name] = value
            else:
                values[f.name] = default
                problems.append(f"{f.name} {_short(value)}")
        return cls(**values), problems

    def to_json(self) -> dict:
        """The file's contents."""
        return {"format": SETTINGS_FORMAT, "version": SETTINGS_VERSION, **asdict(self)}

    @property
    def pace_ms(self) -> int:
        """Milliseconds between the computer's moves, so a player can follow them."""
        return PACES[self.computer_pace]


_KNOWN = {"format", "version", *(f.name for f in fields(Settings))}
MAX_TEXT = 200  # characters in a name; the settings page allows 24


def _usable(name: str, value: object, default: object) -> bool:
    """True if ``value`` is a value the setting ``name`` can take."""
    if isinstance(default, list):
        return (isinstance(value, list) and len(value) <= 2
                and all(isinstance(v, str) and len(v) <= MAX_TEXT for v in value))
    if type(value) is not type(default):
        return False
    if name == "difficulty":
        return value in DIFFICULTIES
    if name == "computer_pace":
        return value in PACES
    if name == "geometry":
        return isinstance(value, str) and bool(GEOMETRY.fullmatch(value))
    return not isinstance(value, str) or len(value) <= MAX_TEXT


def _short(value: object) -> str:
    """A value as it appears in a message: JSON-like, cut to a readable length."""
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def settings_path() -> Path:
    return userfiles.user_dir("settings") / "settings.json"


def load_settings() -> tuple[Settings, str | None]:
    """The saved settings, or the defaults plus a message if the file was bad."""
    path = settings_path()
    if not path.exists():
        return Settings(), None
    try:
        data = userfiles.read_json(path)
        if data.get("format", SETTINGS_FORMAT) != SETTINGS_FORMAT:
            raise userfiles.UserFileError(f"{path.name} is not a Holofoil settings file")
        if data.get("version", SETTINGS_VERSION) != SETTINGS_VERSION:
            raise userfiles.UserFileError(f"{path.name} has a settings version this Holofoil can't read")
    except userfiles.UserFileError as exc:
        message = f"Your settings could not be read ({exc}), so the defaults are in use."
        return Settings(), message + _set_aside(path)
    settings, problems = Settings.check(data)
    if not problems:
        return settings, None
    message = (f"Some of your settings in {path.name} could not be used ({'; '.join(problems[:5])}"
               f"{'; ...' if len(problems) > 5 else ''}), so those have their defaults.")
    return settings, message + _set_aside(path)


def _set_aside(path: Path) -> str:
    """Move a settings file the app could not fully use aside (so it is never rewritten)."""
    try:
        return f" The old file was kept as {userfiles.quarantine(path)}."
    except userfiles.UserFileError as error:
        return f" The old file could not be moved aside ({error})."


def save_settings(settings: Settings) -> None:
    """Write the settings atomically."""
    userfiles.write_atomic(settings_path(), json.dumps(settings.to_json(), indent=2) + "\n")
