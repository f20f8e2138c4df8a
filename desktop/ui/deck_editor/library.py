"""The editor's view of deck storage (:mod:`desktop.decks.storage`), in the editor's terms."""

from __future__ import annotations

from desktop.decks import storage
from desktop.decks.model import Deck, DeckError
from desktop.decks.storage import DeckEntry
from desktop.engine.cards import CardDB

LibraryError = DeckError  # every storage failure is a DeckError with a sentence for the player


def entries(db: CardDB) -> list[DeckEntry]:
    """Theme decks first, then the player's decks, broken files included with their error."""
    return storage.all_decks(db)


def user_deck_exists(name: str, db: CardDB) -> bool:
    """Is there a saved deck of the player's (working or broken) called ``name``?"""
    key = " ".join(name.split()).casefold()
    return any(" ".join(e.name.split()).casefold() == key for e in storage.list_decks(db))


def builtin_deck(name: str, db: CardDB) -> Deck:
    """A theme deck by name (read-only); DeckError if there is none."""
    for deck in storage.builtin_decks(db):
        if deck.name == name:
            return deck
    raise storage.DeckNotFoundError(f"There is no theme deck called “{name}”.")


def load_user_deck(name: str, db: CardDB) -> Deck:
    """One of the player's decks; DeckError (file left untouched) if it is broken or missing."""
    deck = storage.load_deck(name, db)
    if deck.builtin:
        raise storage.DeckNotFoundError(f"“{name}” is a theme deck, not one of your decks.")
    return deck


def save_user_deck(deck: Deck, previous_name: str = "") -> None:
    """Write ``deck``; ``previous_name`` (if different) is the name it had, whose file goes."""
    if previous_name and previous_name != deck.name:
        storage.save_deck(deck, previous_name=previous_name)
    else:
        storage.save_deck(deck)


def save_new_deck(deck: Deck) -> None:
    """Write ``deck`` under a name no other deck uses (DeckError otherwise)."""
    storage.save_deck(deck, overwrite=False)


def delete_user_deck(name: str, db: CardDB) -> None:
    """Delete one of the player's decks."""
    storage.delete_deck(name, db)


def free_name(base: str, db: CardDB) -> str:
    """``base`` or ``base (2)``...: a name no deck (theme or saved) uses yet."""
    try:
        return storage.unique_name(base, db)
    except DeckError:
        return storage.unique_name("My deck", db)


def taken_by_theme_deck(name: str, db: CardDB) -> bool:
    """Theme deck names are reserved."""
    return storage.is_builtin_name(name, db)
