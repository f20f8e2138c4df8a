"""Saved decks: one JSON file per deck in ``user_dir("decks")``, written atomically.

* :func:`list_decks` lists the player's saved decks; a file that fails to load is
  listed with its ``error`` (a sentence naming the file and the problem) and left
  exactly as it is -- never rewritten, renamed or deleted by loading.
* :func:`load_all` gives the loaded decks and the errors separately.
* The built-in theme decks come from ``default_db().theme_decks()`` and are
  read-only: saving or deleting one raises :class:`ReadOnlyDeckError`; use
  :func:`duplicate_deck` to get an editable copy. Their names are reserved.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from desktop import userfiles
from desktop.decks.model import MAX_DECK_CARDS, Deck, DeckError, ReadOnlyDeckError, clean_name
from desktop.engine.cards import CardDB, default_db

SUFFIX = ".json"
_UNSAFE = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f]')
_RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10)), *(f"LPT{i}" for i in range(1, 10))}
MAX_STEM = 100  # characters
# Bytes of a stem in UTF-8 (decomposed, as macOS stores names): with " (99)", ".json" and
# write_atomic's temp-name additions it stays well within the usual 255-byte limit.
MAX_STEM_BYTES = 120


class DeckFileError(DeckError):
    """A saved deck file could not be loaded; ``path`` is the file (left untouched)."""

    def __init__(self, message: str, path: Path) -> None:
        super().__init__(message)
        self.path = path


class DeckNotFoundError(DeckError, KeyError):
    """No saved or built-in deck has that name."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else ""


@dataclass(frozen=True)
class DeckEntry:
    """One deck in the list: a saved file (``path``) or a built-in theme deck (``builtin``).

    ``error`` is empty when the deck loaded; otherwise ``deck`` is None and
    ``name`` is the file's name without ``.json``.
    """

    name: str
    path: Path | None
    builtin: bool = False
    error: str = ""
    deck: Deck | None = field(default=None, compare=False, repr=False)

    @property
    def ok(self) -> bool:
        return not self.error


def decks_dir() -> Path:
    """The folder of saved decks (created on demand)."""
    return userfiles.user_dir("decks")


def safe_filename(name: str) -> str:
    """A file name stem for a deck name that is valid on Windows, macOS and Linux.

    At most :data:`MAX_STEM` characters and :data:`MAX_STEM_BYTES` bytes, whatever
    the deck's name (CJK and emoji take 3 and 4 bytes a character).
    """
    stem = _UNSAFE.sub("_", name).strip().strip(".").strip()
    stem = stem[:MAX_STEM]
    while stem and userfiles.name_bytes(stem) > MAX_STEM_BYTES:
        stem = stem[:-1]
    stem = stem.rstrip(" .")
    if not stem:
        stem = "deck"
    if stem.split(".")[0].upper() in _RESERVED:
        stem += "_"
    return stem


# ---------------------------------------------------------------------- built-in decks
def builtin_decks(db: CardDB | None = None) -> list[Deck]:
    """The theme decks shipped with the card data, read-only."""
    db = db or default_db()
    return [Deck.from_cards(name, cards, builtin=True, db=db) for name, cards in db.all_theme_decks().items()]


def is_builtin_name(name: str, db: CardDB | None = None) -> bool:
    """True if ``name`` is a theme deck's name (case and spacing ignored)."""
    key = _key(name)
    return any(_key(n) == key for n in (db or default_db()).all_theme_decks())


def _key(name: str) -> str:
    return " ".join(name.split()).casefold()


# ---------------------------------------------------------------------- reading
def _describe(exc: Exception, path: Path) -> str:
    detail = str(exc)
    prefix = f"{path.name} "
    if detail.startswith(prefix):  # userfiles messages start with the file name
        detail = "it " + detail[len(prefix):]
    return f"The deck file {path.name} could not be loaded: {detail}. It was left as it is."


def _load_file(path: Path, db: CardDB) -> Deck:
    try:
        data = userfiles.read_json(path)
        return Deck.from_json(data, db)
    except (userfiles.UserFileError, DeckError) as exc:
        raise DeckFileError(_describe(exc, path), path) from None


def _deck_files() -> list[Path]:
    folder = decks_dir()
    files = [p for p in folder.iterdir() if p.suffix.lower() == SUFFIX and not p.name.startswith(".")]
    return sorted(files, key=lambda p: p.name.casefold())


def list_decks(db: CardDB | None = None) -> list[DeckEntry]:
    """The player's saved decks, sorted by name; broken files are included with their ``error``."""
    db = db or default_db()
    reserved = {_key(n) for n in db.all_theme_decks()}
    entries: list[DeckEntry] = []
    seen: dict[str, Path] = {}
    for path in _deck_files():
        try:
            deck = _load_file(path, db)
        except DeckFileError as exc:
            entries.append(DeckEntry(path.stem, path, error=str(exc)))
            continue
        key = _key(deck.name)
        if key in reserved:
            message = (f"The deck file {path.name} uses the name of the built-in theme deck “{deck.name}”; "
                       "rename the file's deck to use it. It was left as it is.")
            entries.append(DeckEntry(deck.name, path, error=message))
        elif key in seen:
            message = (f"The deck file {path.name} has the same deck name as {seen[key].name} "
                       f"(“{deck.name}”); only the first is used. It was left as it is.")
            entries.append(DeckEntry(path.stem, path, error=message))
        else:
            seen[key] = path
            entries.append(DeckEntry(deck.name, path, deck=deck))
    return sorted(entries, key=lambda e: (_key(e.name), e.path.name if e.path else ""))


def load_all(db: CardDB | None = None) -> tuple[list[Deck], list[DeckFileError]]:
    """Every saved deck that loads, and an error for every file that doesn't."""
    decks: list[Deck] = []
    errors: list[DeckFileError] = []
    for entry in list_decks(db):
        if entry.deck is not None:
            decks.append(entry.deck)
        else:
            assert entry.path is not None
            errors.append(DeckFileError(entry.error, entry.path))
    return decks, errors


def all_decks(db: CardDB | None = None) -> list[DeckEntry]:
    """Built-in theme decks first, then the saved decks (including broken ones)."""
    builtin = [DeckEntry(d.name, None, builtin=True, deck=d) for d in builtin_decks(db)]
    return builtin + list_decks(db)


def _find(name: str, db: CardDB) -> DeckEntry | None:
    key = _key(name)
    entries = list_decks(db)
    for entry in entries:  # loaded decks win over broken files named alike
        if entry.ok and _key(entry.name) == key:
            return entry
    for entry in entries:
        if _key(entry.name) == key:
            return entry
    return None


def load_deck(name: str, db: CardDB | None = None) -> Deck:
    """A saved deck by name, or a built-in theme deck (read-only).

    Raises :class:`DeckFileError` if its file is broken (the file is left alone)
    and :class:`DeckNotFoundError` if no deck has that name.
    """
    db = db or default_db()
    for deck in builtin_decks(db):
        if _key(deck.name) == _key(name):
            return deck
    entry = _find(name, db)
    if entry is None:
        raise DeckNotFoundError(f"There is no deck called “{name}”.")
    if entry.deck is None:
        assert entry.path is not None
        raise DeckFileError(entry.error, entry.path)
    return entry.deck


def deck_exists(name: str, db: CardDB | None = None) -> bool:
    """True if a built-in or saved deck (even a broken file) already uses ``name``."""
    db = db or default_db()
    return is_builtin_name(name, db) or _find(name, db) is not None


def unique_name(base: str, db: CardDB | None = None) -> str:
    """``base``, or ``base (2)``, ``base (3)``... -- the first name no deck uses."""
    db = db or default_db()
    base = clean_name(base)
    candidate, n = base, 1
    while deck_exists(candidate, db):
        n += 1
        candidate = f"{base} ({n})"
    return candidate


# ---------------------------------------------------------------------- writing
def _fresh_path(name: str) -> Path:
    folder = decks_dir()
    stem = safe_filename(name)
    taken = {p.name.casefold() for p in folder.iterdir()}
    candidate, n = f"{stem}{SUFFIX}", 1
    while candidate.casefold() in taken:
        n += 1
        candidate = f"{stem} ({n}){SUFFIX}"
    return folder / candidate


def _refuse_builtin(name: str, db: CardDB) -> None:
    if is_builtin_name(name, db):
        raise ReadOnlyDeckError(
            f"“{name}” is a built-in theme deck and can't be changed. Duplicate it to make your own copy."
        )


def save_deck(deck: Deck, *, previous_name: str | None = None, overwrite: bool = True) -> Path:
    """Write ``deck`` atomically and return its file.

    Saving under an existing name replaces that deck (unless ``overwrite`` is
    False, then :class:`DeckError`). ``previous_name`` renames: the old file is
    removed after the new one is written. Built-in decks, and their names, are
    refused with :class:`ReadOnlyDeckError`, and so is a deck of more than
    :data:`MAX_DECK_CARDS` cards (:class:`DeckError`). A broken file is never overwritten.
    """
    db = deck.db
    if deck.builtin:
        raise ReadOnlyDeckError(
            f"“{deck.name}” is a built-in theme deck and can't be changed. Duplicate it to make your own copy."
        )
    _refuse_builtin(deck.name, db)
    if deck.total > MAX_DECK_CARDS:  # it could not be loaded again
        raise DeckError(f"“{deck.name}” has {deck.total} cards; a deck holds at most {MAX_DECK_CARDS}. "
                        f"Remove {deck.total - MAX_DECK_CARDS} to save it.")
    if previous_name is not None:
        _refuse_builtin(previous_name, db)
    key = _key(deck.name)
    entries = list_decks(db)
    same = next((e for e in entries if e.ok and _key(e.name) == key), None)
    old = None
    if previous_name is not None and _key(previous_name) != key:
        old = next((e for e in entries if e.ok and _key(e.name) == _key(previous_name)), None)
        if same is not None:
            raise DeckError(f"A deck called “{same.name}” already exists; choose another name.")
    elif same is not None and not overwrite:
        raise DeckError(f"A deck called “{same.name}” already exists; choose another name.")
    path = same.path if same is not None and same.path is not None else _fresh_path(deck.name)
    text = json.dumps(deck.to_json(), ensure_ascii=False, indent=1) + "\n"
    userfiles.write_atomic(path, text)
    if old is not None and old.path is not None and old.path != path:
        old.path.unlink(missing_ok=True)
    return path


def delete_deck(name: str, db: CardDB | None = None) -> Path:
    """Delete a saved deck's file and return its path; built-in decks can't be deleted."""
    db = db or default_db()
    if is_builtin_name(name, db):
        raise ReadOnlyDeckError(f"“{name}” is a built-in theme deck and can't be deleted.")
    entry = _find(name, db)
    if entry is None or entry.path is None:
        raise DeckNotFoundError(f"There is no saved deck called “{name}”.")
    entry.path.unlink()
    return entry.path


def duplicate_deck(name: str, new_name: str | None = None, db: CardDB | None = None) -> Deck:
    """Copy a saved or built-in deck under a new name (default ``<name> (copy)``), save it and return it."""
    db = db or default_db()
    source = load_deck(name, db)
    target = clean_name(new_name) if new_name else unique_name(f"{source.name} (copy)", db)
    if deck_exists(target, db):
        raise DeckError(f"A deck called “{target}” already exists; choose another name.")
    copy = source.copy(target)
    save_deck(copy, overwrite=False)
    return copy


def rename_deck(old_name: str, new_name: str, db: CardDB | None = None) -> Deck:
    """Rename a saved deck (its file is rewritten under the new name) and return it."""
    db = db or default_db()
    deck = load_deck(old_name, db)
    if deck.builtin:
        raise ReadOnlyDeckError(f"“{deck.name}” is a built-in theme deck and can't be renamed. Duplicate it first.")
    deck.name = new_name
    save_deck(deck, previous_name=old_name)
    return deck
