"""Per-user tutorial progress: which lessons are done and where an unfinished one stopped.

Stored as ``progress.json`` in the user's ``tutorial`` folder (``desktop.userfiles``,
so ``HOLOFOIL_HOME`` moves it), written atomically after every step::

    {"format": "holofoil-tutorial-progress", "version": 1,
     "completed": ["zones", "setup"], "position": {"energy": 4}}

A file that cannot be read, or has values that can't be used (kept are the ones
that can), is set aside with ``quarantine`` -- never rewritten -- and
``ProgressStore.problem`` says so, for the tutorial page to show.
"""

from __future__ import annotations

import json
from pathlib import Path

FORMAT = "holofoil-tutorial-progress"
VERSION = 1
FILENAME = "progress.json"
MAX_LESSONS = 1000  # entries in either list: far more than there are lessons
MAX_STEP = 1000  # a lesson has a few dozen steps at most
MAX_ID = 100  # characters in a lesson id


def _lesson_id(value: object) -> bool:
    """True if ``value`` can be a lesson id (a short text)."""
    return isinstance(value, str) and 0 < len(value) <= MAX_ID


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
        self.problem: str | None = None  # what was wrong with the file, for the player
        self._load()

    # ------------------------------------------------------------------ reading
    def _load(self) -> None:
        from desktop.userfiles import UserFileError, read_json

        if not self.path.exists():
            return
        try:
            data = read_json(self.path)
            if data.get("format") != FORMAT:
                raise UserFileError(f"{self.path.name} is not a Holofoil tutorial progress file")
            if data.get("version", VERSION) != VERSION:
                raise UserFileError(f"{self.path.name} has a version this Holofoil can't read")
        except UserFileError as exc:
            self._set_aside(f"Your tutorial progress could not be read ({exc}), so it starts afresh.")
            return
        problems = self._take(data.get("completed", []), data.get("position", {}))
        if problems:
            self._set_aside(f"Some of your tutorial progress in {self.path.name} could not be used "
                            f"({'; '.join(problems)}), so that part starts afresh.")

    def _take(self, completed: object, position: object) -> list[str]:
        """Keep every value that can be used; a phrase for each part that can't."""
        problems = []
        if isinstance(completed, list) and len(completed) <= MAX_LESSONS:
            good = [c for c in completed if _lesson_id(c)]
            self._completed = list(dict.fromkeys(good))
            if len(good) < len(completed):
                problems.append("completed lessons that are not lesson names")
        else:
            problems.append("the completed lessons are not a list of lesson names")
        if isinstance(position, dict) and len(position) <= MAX_LESSONS:
            self._position = {k: v for k, v in position.items()
                              if _lesson_id(k) and type(v) is int and 0 <= v <= MAX_STEP}
            if len(self._position) < len(position):
                problems.append(f"lesson positions that are not step numbers from 0 to {MAX_STEP}")
        else:
            problems.append("the lesson positions are not a list of lessons and steps")
        return problems

    def _set_aside(self, message: str) -> None:
        """Keep a file that could not be fully used (renamed, never rewritten) and say so."""
        from desktop.userfiles import UserFileError, quarantine

        try:
            message += f" The old file was kept as {quarantine(self.path)}."
        except UserFileError as exc:
            message += f" The old file could not be moved aside ({exc})."
        self.problem = message

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
