"""The deck model: a name and how many copies of each card id, in display order.

A :class:`Deck` refers to cards by id and resolves them through a
:class:`~desktop.engine.cards.CardDB` (the shipped one unless given). Built-in
theme decks are read-only: every change raises :class:`ReadOnlyDeckError`;
:meth:`Deck.copy` makes an editable copy.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from desktop.engine.cards import ENERGY_TYPES, CardDB, CardDef, default_db

SUPERTYPES = ("pokemon", "trainer", "energy")
SUPERTYPE_LABELS = {"pokemon": "Pokémon", "trainer": "Trainer", "energy": "Energy"}
DECK_FORMAT = "holofoil-deck"
DECK_VERSION = 1
MAX_NAME_LENGTH = 80
MAX_DECK_CARDS = 60  # no deck holds more: a saved deck with more is refused, never expanded


class DeckError(ValueError):
    """A deck operation or deck data is not valid; the message is for the player."""


class ReadOnlyDeckError(DeckError):
    """Someone tried to change a built-in theme deck."""


def clean_name(name: object) -> str:
    """A deck name with spaces tidied, or :class:`DeckError` if it is unusable.

    A lone surrogate (``"\\ud800"`` in a JSON file: no character, and not writable
    as UTF-8) becomes U+FFFD; a surrogate pair becomes the character it stands for.
    """
    if not isinstance(name, str):
        raise DeckError("A deck name must be text.")
    name = name.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")
    text = " ".join(name.split())
    if not text:
        raise DeckError("A deck needs a name.")
    if len(text) > MAX_NAME_LENGTH:
        raise DeckError(f"A deck name can be at most {MAX_NAME_LENGTH} characters long.")
    return text


class Deck:
    """A named list of cards: ``counts`` maps card id to copies (insertion order kept).

    Mutators (:meth:`add`, :meth:`remove`, :meth:`set_count`) return the card's new
    count so an editor can update one row. Equality compares name, builtin flag
    and counts (order-insensitive).
    """

    __slots__ = ("_name", "_counts", "builtin", "_db")

    def __init__(
        self,
        name: str,
        counts: Mapping[str, int] | Iterable[tuple[str, int]] = (),
        *,
        builtin: bool = False,
        db: CardDB | None = None,
    ) -> None:
        self._name = clean_name(name)
        self._db = db
        self._counts: dict[str, int] = {}
        self.builtin = False  # allow filling in; set below
        items = counts.items() if isinstance(counts, Mapping) else counts
        for card_id, n in items:
            self._change(card_id, self._counts.get(card_id, 0) + _check_count(n, card_id))
        self.builtin = bool(builtin)

    # ------------------------------------------------------------------ constructors
    @classmethod
    def from_cards(
        cls, name: str, cards: Iterable[CardDef], *, builtin: bool = False, db: CardDB | None = None
    ) -> Deck:
        """A deck from a flat list of card definitions (order of first appearance kept)."""
        counts: dict[str, int] = {}
        for card in cards:
            counts[card.id] = counts.get(card.id, 0) + 1
        return cls(name, counts, builtin=builtin, db=db)

    @classmethod
    def from_entries(
        cls, name: str, entries: Iterable[tuple[CardDef, int]], *, builtin: bool = False, db: CardDB | None = None
    ) -> Deck:
        """A deck from ``(card, count)`` pairs."""
        return cls(name, [(card.id, n) for card, n in entries], builtin=builtin, db=db)

    # ------------------------------------------------------------------ basics
    @property
    def db(self) -> CardDB:
        """The card database this deck resolves ids with."""
        return self._db if self._db is not None else default_db()

    @property
    def name(self) -> str:
        return self._name

    @name.setter
    def name(self, value: str) -> None:
        self._check_writable()
        self._name = clean_name(value)

    @property
    def counts(self) -> dict[str, int]:
        """A copy of card id -> copies, in deck order."""
        return dict(self._counts)

    @property
    def total(self) -> int:
        """Number of cards in the deck."""
        return sum(self._counts.values())

    def __len__(self) -> int:
        return self.total

    def __contains__(self, card_id: object) -> bool:
        return card_id in self._counts

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Deck):
            return NotImplemented
        return (self._name, self.builtin, self._counts) == (other._name, other.builtin, other._counts)

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        flag = " builtin" if self.builtin else ""
        return f"<Deck {self._name!r}{flag}: {self.total} cards, {len(self._counts)} different>"

    def count(self, card_id: str) -> int:
        """Copies of this exact card (id) in the deck."""
        return self._counts.get(card_id, 0)

    # ------------------------------------------------------------------ changes
    def _check_writable(self) -> None:
        if self.builtin:
            raise ReadOnlyDeckError(
                f"“{self._name}” is a built-in theme deck and can't be changed. Duplicate it to make your own copy."
            )

    def _change(self, card_id: str, new: int) -> int:
        self._check_writable()
        if card_id not in self.db.by_id:
            raise DeckError(f"Unknown card id {card_id!r}.")
        if new <= 0:
            self._counts.pop(card_id, None)
            return 0
        self._counts[card_id] = new
        return new

    def add(self, card_id: str, n: int = 1) -> int:
        """Add ``n`` copies of a card; returns its new count."""
        return self._change(card_id, self.count(card_id) + _check_count(n, card_id))

    def remove(self, card_id: str, n: int = 1) -> int:
        """Remove up to ``n`` copies of a card (never below 0); returns its new count."""
        return self._change(card_id, self.count(card_id) - _check_count(n, card_id))

    def set_count(self, card_id: str, n: int) -> int:
        """Set a card's copies (0 removes it); returns the new count."""
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise DeckError(f"A card count must be a whole number of 0 or more, not {n!r}.")
        return self._change(card_id, n)

    def clear(self) -> None:
        """Remove every card."""
        self._check_writable()
        self._counts.clear()

    def sort(self) -> None:
        """Reorder to Pokémon, Trainer, Energy; then by type, name and number."""
        self._check_writable()
        self._counts = dict(sorted(self._counts.items(), key=lambda kv: card_sort_key(self.db.by_id[kv[0]])))

    def copy(self, name: str | None = None, *, builtin: bool = False) -> Deck:
        """An independent copy (editable unless ``builtin``), optionally renamed."""
        return Deck(self._name if name is None else name, self._counts, builtin=builtin, db=self._db)

    # ------------------------------------------------------------------ views
    def entries(self) -> list[tuple[CardDef, int]]:
        """``(card, count)`` pairs in deck order."""
        by_id = self.db.by_id
        return [(by_id[cid], n) for cid, n in self._counts.items()]

    def cards(self, db: CardDB | None = None) -> list[CardDef]:
        """The deck expanded to one :class:`CardDef` per card (what ``Game.new`` takes)."""
        by_id = (db or self.db).by_id
        return [by_id[cid] for cid, n in self._counts.items() for _ in range(n)]

    def by_supertype(self) -> dict[str, list[tuple[CardDef, int]]]:
        """Entries grouped as ``{"pokemon": [...], "trainer": [...], "energy": [...]}``."""
        groups: dict[str, list[tuple[CardDef, int]]] = {kind: [] for kind in SUPERTYPES}
        for card, n in self.entries():
            groups.setdefault(card.kind, []).append((card, n))
        return groups

    def supertype_totals(self) -> dict[str, int]:
        """Cards per supertype: ``{"pokemon": 17, "trainer": 20, "energy": 23}``."""
        return {kind: sum(n for _, n in rows) for kind, rows in self.by_supertype().items()}

    # ------------------------------------------------------------------ JSON
    def to_json(self) -> dict[str, Any]:
        """The saved form. Name, set code and number ride along so a renamed id can be recovered."""
        rows = []
        for card, n in self.entries():
            rows.append({"id": card.id, "count": n, "name": card.name, "set": card.set_code, "number": card.number})
        return {"format": DECK_FORMAT, "version": DECK_VERSION, "name": self._name, "cards": rows}

    @classmethod
    def from_json(cls, data: object, db: CardDB | None = None) -> Deck:
        """Rebuild a saved deck; :class:`DeckError` says plainly what is wrong."""
        if not isinstance(data, dict):
            raise DeckError("it is not a deck (expected a JSON object)")
        if data.get("format") != DECK_FORMAT:
            raise DeckError("it is not a Holofoil deck file")
        version = data.get("version")
        if not isinstance(version, int) or version > DECK_VERSION:
            raise DeckError(f"deck file version {version!r} is not supported by this Holofoil")
        name = data.get("name")
        if not isinstance(name, str) or not name.strip():
            raise DeckError("it has no deck name")
        rows = data.get("cards")
        if not isinstance(rows, list):
            raise DeckError("its card list is missing")
        db = db or default_db()
        counts: list[tuple[str, int]] = []
        unknown: list[str] = []
        for i, row in enumerate(rows, 1):
            if not isinstance(row, dict):
                raise DeckError(f"card entry {i} is not an object")
            n = row.get("count")
            if isinstance(n, bool) or not isinstance(n, int) or n < 1:
                raise DeckError(f"card entry {i} has a bad count ({_short(n)})")
            if n > MAX_DECK_CARDS:
                raise DeckError(f"card entry {i} has a count of {_short(n)}; "
                                f"a deck holds at most {MAX_DECK_CARDS} cards")
            card = _resolve_saved(row, db)
            if card is None:
                label = " ".join(str(row.get(k, "")) for k in ("name", "set", "number")).strip()
                unknown.append(label or str(row.get("id", f"entry {i}")))
                continue
            counts.append((card.id, n))
        if unknown:
            raise DeckError(f"it uses cards Holofoil doesn't know: {', '.join(unknown)}")
        total = sum(n for _, n in counts)
        if total > MAX_DECK_CARDS:
            raise DeckError(f"it has {total} cards; a deck holds at most {MAX_DECK_CARDS}")
        try:
            return cls(name, counts, db=db)
        except DeckError as exc:
            raise DeckError(f"its contents are not valid ({exc})") from None


def _resolve_saved(row: dict[str, Any], db: CardDB) -> CardDef | None:
    """A saved row's card: by id, else by (set code, number) if the name agrees."""
    card = db.by_id.get(str(row.get("id", "")))
    if card is not None:
        return card
    code, number = str(row.get("set", "")).upper(), str(row.get("number", ""))
    card = db.by_code.get((code, number))
    if card is not None and card.name.lower() == str(row.get("name", "")).lower():
        return card
    return None


def _short(value: object) -> str:
    """``repr(value)`` cut to a readable length (a hostile file may hold a huge value)."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _check_count(n: object, card_id: str) -> int:
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise DeckError(f"A card count must be a whole number of 0 or more (got {n!r} for {card_id}).")
    return n


def card_sort_key(card: CardDef) -> tuple:
    """Deck-list order: supertype, Pokémon type (energy order), name, set, number."""
    kind = SUPERTYPES.index(card.kind) if card.kind in SUPERTYPES else len(SUPERTYPES)
    type_index = ENERGY_TYPES.index(card.type) if card.type in ENERGY_TYPES else len(ENERGY_TYPES)
    number = int(card.number) if card.number.isdigit() else 10**6
    return (kind, type_index if card.kind == "pokemon" else 0, card.name.lower(), card.set_code, number, card.number)
