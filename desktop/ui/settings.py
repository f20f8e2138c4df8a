"""The player's settings: ``user_dir("settings")/settings.json`` (no Qt here).

Every value has a default and a type; a value of the wrong type falls back to its
default. A file that cannot be read as settings at all is moved aside with
``quarantine`` (never overwritten) and the defaults are used; ``load_settings``
returns a message saying so, for the app to show.
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
        """Settings from a decoded file; unknown keys are ignored, bad values defaulted."""
        defaults = cls()
        values = {}
        for f in fields(cls):
            default = getattr(defaults, f.name)
            value = data.get(f.name, default)
            if isinstance(default, list):
                ok = isinstance(value, list) and all(isinstance(v, str) for v in value)
            else:
                ok = type(value) is type(default)
            values[f.name] = value if ok else default
        if values["difficulty"] not in DIFFICULTIES:
            values["difficulty"] = defaults.difficulty
        if values["computer_pace"] not in PACES:
            values["computer_pace"] = defaults.computer_pace
        if not GEOMETRY.fullmatch(values["geometry"]):
            values["geometry"] = defaults.geometry
        return cls(**values)

    def to_json(self) -> dict:
        return {"format": SETTINGS_FORMAT, "version": SETTINGS_VERSION, **asdict(self)}

    @property
    def pace_ms(self) -> int:
        """Milliseconds between the computer's moves, so a player can follow them."""
        return PACES[self.computer_pace]


def settings_path() -> Path:
    return userfiles.user_dir("settings") / "settings.json"


def load_settings() -> tuple[Settings, str | None]:
    """The saved settings, or the defaults plus a message if the file was bad."""
    path = settings_path()
    if not path.exists():
        return Settings(), None
    try:
        data = userfiles.read_json(path)
        if not isinstance(data, dict) or data.get("format", SETTINGS_FORMAT) != SETTINGS_FORMAT:
            raise userfiles.UserFileError(f"{path.name} is not a Holofoil settings file")
    except userfiles.UserFileError as exc:
        message = f"Your settings could not be read ({exc}), so the defaults are in use."
        try:
            message += f" The old file was kept as {userfiles.quarantine(path)}."
        except userfiles.UserFileError as error:
            message += f" The old file could not be moved aside ({error})."
        return Settings(), message
    return Settings.from_json(data), None


def save_settings(settings: Settings) -> None:
    """Write the settings atomically."""
    userfiles.write_atomic(settings_path(), json.dumps(settings.to_json(), indent=2) + "\n")
