"""The one place for the player's folders and safe file I/O.

Every user file (decks, saved games, settings, tutorial progress, art, cache)
lives under :func:`user_dir`. Files are written atomically (a temp file in the
same folder, fsync, then ``os.replace``) so a crash never leaves half a file,
read with errors that name the file and the problem, and a damaged file is set
aside with :func:`quarantine` -- never deleted. Only JSON is read: no eval, no
pickle.

``HOLOFOIL_HOME`` (used by the tests) moves every folder under one directory.
"""

from __future__ import annotations

import json
import os
import re
import stat
import tempfile
import time
import unicodedata
from pathlib import Path
from typing import Any

import platformdirs

APP_NAME = "holofoil"
KINDS = ("decks", "saves", "settings", "tutorial", "art", "cache", "cards")
JSON_KINDS = ("decks", "saves", "settings", "tutorial", "cards")  # folders of files written by write_atomic
# write_atomic's temp names: "." + target name + "." + mkstemp's 8 random characters + ".tmp".
TEMP_NAME = re.compile(r"\..+\.json\.[a-z0-9_]{8}\.tmp")
MAX_FILE_BYTES = 8 << 20  # a user file is KBs (a long game's save some 100 KB): refuse a huge one unread
STALE_AFTER = 60.0  # seconds: a temp file older than this is not a write still under way


class UserFileError(ValueError):
    """A user file is missing, unreadable, not JSON or not the expected shape.

    ``path`` is the file concerned; ``str(error)`` is a sentence a player can read.
    """

    def __init__(self, message: str, path: Path | None = None) -> None:
        super().__init__(message)
        self.path = path


def home() -> Path | None:
    """The ``HOLOFOIL_HOME`` override, or None when the platform folders are used."""
    value = os.environ.get("HOLOFOIL_HOME", "").strip()
    return Path(value).expanduser() if value else None


def user_dir(kind: str) -> Path:
    """The folder for one kind of user file, created on demand.

    ``kind`` is one of :data:`KINDS`. The base is ``$HOLOFOIL_HOME`` if set, else
    the platform's user data folder (the user cache folder for ``"cache"``).
    """
    if kind not in KINDS:
        raise ValueError(f"unknown user folder kind {kind!r}; expected one of {', '.join(KINDS)}")
    base = home()
    if base is not None:
        folder = base / kind
    elif kind == "cache":
        folder = Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))
    else:
        folder = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / kind
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _fsync_dir(folder: Path) -> None:
    """Make a rename durable (POSIX); harmless no-op where folders can't be opened."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


MAX_TEMP_PREFIX_BYTES = 100  # the temp name adds 8 random characters and ".tmp" to this


def name_bytes(name: str) -> int:
    """The bytes ``name`` takes in a file name: UTF-8, decomposed as macOS stores it."""
    return len(unicodedata.normalize("NFD", name).encode("utf-8", "surrogatepass"))


def _temp_prefix(name: str) -> str:
    """``.<name>.``, with the stem shortened so the temp name fits where ``name`` fits."""
    stem, suffix = os.path.splitext(name)
    while stem and name_bytes(f".{stem}{suffix}.") > MAX_TEMP_PREFIX_BYTES:
        stem = stem[:-1]
    return f".{stem}{suffix}."


def write_atomic(path: str | os.PathLike[str], data: str | bytes, *, encoding: str = "utf-8") -> Path:
    """Replace ``path`` with ``data`` all at once: readers see the old file or the new one.

    Text is encoded as ``encoding`` (newlines are written as given). The parent
    folder is created if needed. On any failure the temp file is removed and the
    old file is left as it was.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    payload = data.encode(encoding) if isinstance(data, str) else bytes(data)
    fd, tmp_name = tempfile.mkstemp(prefix=_temp_prefix(target.name), suffix=".tmp", dir=target.parent)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _fsync_dir(target.parent)
    return target


def _read_regular(p: Path, limit: int | None) -> bytes:
    """The bytes of a regular file; a pipe, device or socket is refused without blocking."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(p, flags)  # O_NONBLOCK: opening a named pipe does not wait for a writer
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(p)
        if not stat.S_ISREG(info.st_mode):
            raise UserFileError(f"{p.name} is not a regular file (a pipe, device or socket?)", p)
        if limit is not None and info.st_size > limit:
            raise UserFileError(f"{p.name} is too large ({info.st_size:,} bytes; at most {limit:,})", p)
        with os.fdopen(fd, "rb", closefd=False) as handle:
            data = handle.read() if limit is None else handle.read(limit + 1)
    finally:
        os.close(fd)
    if limit is not None and len(data) > limit:  # it grew while being read
        raise UserFileError(f"{p.name} is too large (over {limit:,} bytes)", p)
    return data


def read_bytes(path: str | os.PathLike[str], limit: int | None = None) -> bytes:
    """A regular file's bytes (at most ``limit``), or :class:`UserFileError` naming the file."""
    p = Path(path)
    try:
        return _read_regular(p, limit)
    except FileNotFoundError:
        raise UserFileError(f"{p.name} was not found (looked in {p.parent})", p) from None
    except IsADirectoryError:
        raise UserFileError(f"{p.name} is a folder, not a file", p) from None
    except OSError as exc:
        raise UserFileError(f"{p.name} could not be read ({exc.strerror or exc})", p) from None


def read_text(path: str | os.PathLike[str]) -> str:
    """A user file's UTF-8 text (a leading BOM is dropped), or :class:`UserFileError`.

    A file over :data:`MAX_FILE_BYTES` is refused before it is read.
    """
    p = Path(path)
    raw = read_bytes(p, MAX_FILE_BYTES)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise UserFileError(f"{p.name} is not UTF-8 text (bad byte at position {exc.start})", p) from None


def read_json(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Parse a user JSON file that must hold an object.

    Raises :class:`UserFileError` saying which file and what is wrong: not found,
    unreadable, not JSON (with line and column, nested too deeply, a number too
    long for Python to read), or the wrong shape.
    """
    p = Path(path)
    text = read_text(p)
    if not text.strip():
        raise UserFileError(f"{p.name} is empty", p)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise UserFileError(
            f"{p.name} is not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})", p
        ) from None
    except RecursionError:
        raise UserFileError(f"{p.name} is not valid JSON (nested too deeply)", p) from None
    except ValueError:  # Python's limit on the digits of a whole number (4,300)
        raise UserFileError(f"{p.name} is not valid JSON (a number is too long to read)", p) from None
    if not isinstance(data, dict):
        found = {list: "a list", str: "a string", bool: "true/false", type(None): "null"}.get(type(data), "a number")
        raise UserFileError(f"{p.name} has the wrong shape: expected a JSON object, found {found}", p)
    return data


def quarantine(path: str | os.PathLike[str]) -> Path:
    """Rename a bad file aside to ``<name>.corrupt-<timestamp>`` and return the new path.

    The file is never deleted or changed; if the name is taken a counter is added.
    """
    p = Path(path)
    if not p.exists():
        raise UserFileError(f"{p.name} cannot be set aside: it does not exist", p)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    candidate = p.with_name(f"{p.name}.corrupt-{stamp}")
    n = 1
    while candidate.exists():
        n += 1
        candidate = p.with_name(f"{p.name}.corrupt-{stamp}-{n}")
    try:
        os.rename(p, candidate)
    except OSError as exc:
        raise UserFileError(f"{p.name} could not be set aside ({exc.strerror or exc})", p) from None
    return candidate


def clean_stale_temps(now: float | None = None) -> list[Path]:
    """Remove the temp files that a write killed half-way left in the user folders.

    Only regular files named like :func:`write_atomic`'s temp files and older than
    :data:`STALE_AFTER` are removed (never a player's own file, never a write
    another Holofoil is making now). Returns what was removed.
    """
    now = time.time() if now is None else now
    removed: list[Path] = []
    for kind in JSON_KINDS:
        folder = user_dir(kind)
        try:
            names = os.listdir(folder)
        except OSError:
            continue
        for name in names:
            if not TEMP_NAME.fullmatch(name):
                continue
            path = folder / name
            try:
                info = path.lstat()
                if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_AFTER:
                    path.unlink()
                    removed.append(path)
            except OSError:
                continue
    return removed
