"""Per-user tutorial progress: which lessons are done and where an unfinished one stopped.

Stored as ``progress.json`` in the user's ``tutorial`` folder (``desktop.userfiles``,
so ``HOLOFOIL_HOME`` moves it), written atomically after every step::

    {"format": "holofoil-tutorial-progress", "version": 1,
     "completed": ["zones", "setup"], "position": {"energy": 4}}
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

FORMAT = "holofoil-tutorial-progress"
VERSION = 1
FILENAME = "progress.json"


def default_path() -> Path:
    """Where the current user's progress lives."""
    from desktop.userfiles import user_dir

    return Path(user_dir("tutorial")) / FILENAME


class ProgressStore:
    """Reads progress once, keeps it in memory and writes every change to disk."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self._completed: list[str] = []
        self._position: dict[str, int] = {}
        self._load()

    # ------------------------------------------------------------------ reading
    def _load(self) -> None:
        from desktop.userfiles import UserFileError, quarantine, read_json

        if not self.path.exists():
            return
        try:
            data = read_json(self.path)
        except UserFileError:
            data = None
        if data is None or data.get("format") != FORMAT:
            # Damaged or foreign: set it aside (never deleted) and start afresh.
            with contextlib.suppress(UserFileError):
                quarantine(self.path)
            return
        completed = data.get("completed", [])
        position = data.get("position", {})
        if isinstance(completed, list):
            self._completed = [str(c) for c in completed]
        if isinstance(position, dict):
            self._position = {str(k): int(v) for k, v in position.items() if isinstance(v, int) and v >= 0}

    def is_completed(self, lesson_id: str) -> bool:
        return lesson_id in self._completed

    def completed(self) -> list[str]:
        """Ids of completed lessons, in the order they were first completed."""
        return list(self._completed)

    def position(self, lesson_id: str) -> int:
        """The step an unfinished lesson reached (0 if never started or finished)."""
        return self._position.get(lesson_id, 0)

    # ------------------------------------------------------------------ writing
    def save_position(self, lesson_id: str, index: int) -> None:
        if index <= 0:
            self._position.pop(lesson_id, None)
        else:
            self._position[lesson_id] = index
        self._save()

    def mark_completed(self, lesson_id: str) -> None:
        if lesson_id not in self._completed:
            self._completed.append(lesson_id)
        self._position.pop(lesson_id, None)
        self._save()

    def reset(self, lesson_id: str | None = None) -> None:
        """Forget one lesson's progress, or all of it."""
        if lesson_id is None:
            self._completed.clear()
            self._position.clear()
        else:
            self._completed = [c for c in self._completed if c != lesson_id]
            self._position.pop(lesson_id, None)
        self._save()

    def _save(self) -> None:
        from desktop.userfiles import write_atomic

        data = {"format": FORMAT, "version": VERSION, "completed": self._completed, "position": self._position}
        write_atomic(self.path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")
