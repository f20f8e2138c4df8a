"""The card library: the facts of every set Holofoil does not ship with effects, loaded on demand.

``cards/library/`` holds one facts file per set (``tools/import_cards.py --library``) and an
``index.json`` naming each set's id and code. A ``CardDB`` looks a card up in its loaded sets
first; a miss by card id ("ex1-12") or by set code and number (("RS", "12"), as deck lists
name cards) loads the set that holds it. Library cards whose texts Holofoil can't run are
"not playable yet" in an ordinary game and are played by hand in Table mode; a text written
for a reprint in a shipped set plays as usual (``reprint_index``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop.paths import cards_dir


@dataclass
class SetLibrary:
    """The library's sets not loaded yet: set id -> folder, and set code -> set ids."""

    folder: Path
    by_id: dict[str, str] = field(default_factory=dict)  # set id -> code
    by_code: dict[str, list[str]] = field(default_factory=dict)

    def set_of_card(self, card_id: str) -> str | None:
        """The library set holding card ``card_id`` ("ex1-12" -> "ex1"), if it is one."""
        set_id = card_id.rpartition("-")[0]
        return set_id if set_id in self.by_id else None

    def sets_of_code(self, code: str) -> list[str]:
        return self.by_code.get(code.upper(), [])

    def forget(self, set_id: str) -> None:
        """``set_id`` is loaded (or could not be): it is no longer looked for here."""
        code = self.by_id.pop(set_id, None)
        if code is not None:
            self.by_code[code] = [s for s in self.by_code.get(code, []) if s != set_id]


def read_library(folder: Path | None = None, loaded: set[str] | frozenset[str] = frozenset()) -> SetLibrary:
    """The library in ``folder`` (default ``cards/library``), without the sets already ``loaded``.
    An unreadable index gives an empty library: the shipped sets still work."""
    folder = folder or cards_dir() / "library"
    library = SetLibrary(folder)
    try:
        index = json.loads((folder / "index.json").read_text(encoding="utf-8"))
        rows = [(str(s["id"]), str(s["code"]).upper()) for s in index["sets"]]
    except (OSError, ValueError, KeyError, TypeError):
        return library
    for set_id, code in rows:
        if set_id not in loaded:
            library.by_id[set_id] = code
            library.by_code.setdefault(code, []).append(set_id)
    return library


class LazyIndex(dict):
    """A dict that asks ``fill(key)`` to load what it is missing before saying a key is absent
    (``[]``, ``get`` and ``in`` all ask). ``fill`` returns True if it loaded anything."""

    __slots__ = ("_fill",)

    def __init__(self, fill: Callable[[Any], bool]) -> None:
        super().__init__()
        self._fill = fill

    def __missing__(self, key: Any) -> Any:
        if self._fill(key) and dict.__contains__(self, key):
            return dict.__getitem__(self, key)
        raise KeyError(key)

    def get(self, key: Any, default: Any = None) -> Any:
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key: object) -> bool:
        return dict.__contains__(self, key) or (self._fill(key) and dict.__contains__(self, key))
