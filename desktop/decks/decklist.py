"""Deck-list text that players share: import (lenient) and export (exact).

Export formats:

* Pokémon TCG Live: ``Pokémon: 17`` / ``Trainer: 20`` / ``Energy: 23`` headers,
  lines like ``4 Charmander BS 46`` and a final ``Total Cards: 60``;
* Limitless: ``Pokémon (17)`` / ``Trainer (20)`` / ``Energy (23)`` headers and the same lines.

Import accepts both, the old PTCGO list (``##Pokémon - 17``, ``* 4 Charmander BS 46``,
``Total Cards - 60``), headers in any case with or without accents and plurals,
``4x`` / ``x4`` counts, CRLF and blank lines, and Energy written as ``10 Fire Energy``,
``10 Basic {R} Energy`` or with a set code. A card is found by (set code, number)
first, then by name (within the set if one was given). Nothing is imported
silently wrong: every line that cannot be resolved is an error with its number
and reason (and then no deck is returned), and every guess or disagreement (a
name-only card with several printings, a header count that doesn't add up) is
a warning.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
import weakref
from dataclasses import dataclass, field
from datetime import date

from desktop.decks.model import SUPERTYPE_LABELS, SUPERTYPES, Deck
from desktop.decks.validate import rule_name
from desktop.engine.cards import CardDB, CardDef, default_db

MAX_LINE_COUNT = 99
# A deck list is at most 60 card lines plus headers; these caps keep a pasted book from
# freezing the editor (parsing is linear, about 0.3 ms a line of unknown names).
MAX_LINES = 500
MAX_CHARS = 40_000
DEFAULT_IMPORT_NAME = "Imported deck"

ENERGY_SYMBOLS = {
    "G": "Grass", "R": "Fire", "W": "Water", "L": "Lightning", "P": "Psychic", "F": "Fighting",
    "D": "Darkness", "M": "Metal", "Y": "Fairy", "N": "Dragon", "C": "Colorless",
}


@dataclass(frozen=True)
class LineError:
    """A problem with one line (``line_no`` counts from 1; 0 means the list as a whole)."""

    line_no: int
    line: str
    reason: str
    stand_in: str = ""  # the card id used for a card of a set Holofoil doesn't have (a printing of its name)

    def __str__(self) -> str:
        if self.line_no <= 0:
            return self.reason
        return f"Line {self.line_no} ({self.line.strip()!r}): {self.reason}"


@dataclass
class ParseResult:
    """What :func:`parse_decklist` made of a text.

    ``deck`` is None if there is any error; ``partial`` always holds the lines
    that did resolve (so an editor can show them next to the errors).
    """

    deck: Deck | None
    errors: list[LineError] = field(default_factory=list)
    warnings: list[LineError] = field(default_factory=list)
    partial: Deck | None = None

    @property
    def ok(self) -> bool:
        return not self.errors and self.deck is not None


# ---------------------------------------------------------------------- names
_SYMBOL = re.compile(r"\{([A-Za-z])\}")
_ASCII_PUNCT = re.compile(r"[\s!-/:-@\[-`{-~’‘´]+")


# Set codes deck sites write for a set the card data names otherwise: the Mega Evolution basic
# Energy ("MEE") are the Scarlet & Violet Energies (same names and numbers), and "SVP" is the promos.
CODE_ALIASES = {"MEE": "SVE", "SVP": "PR-SV"}


def _strip_accents(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def name_key(name: str) -> str:
    """A forgiving key for card names: case, accents, spacing and ASCII punctuation ignored;
    ``{R}`` means Fire and a leading "Basic" on an Energy is dropped; ♂/♀ equal M/F.
    Other symbols (◇, ☆, δ) are kept: they are part of a name."""
    text = _SYMBOL.sub(lambda m: ENERGY_SYMBOLS.get(m.group(1).upper(), m.group(0)), name)
    text = text.replace("♂", " M").replace("♀", " F")
    text = _strip_accents(text).casefold()
    text = " ".join(text.split())
    if text.startswith("basic ") and text.endswith("energy"):
        text = text[len("basic "):]
    return _ASCII_PUNCT.sub("", text)


MAX_DIGITS = 9  # more digits than any count needs; int() refuses over 4,300 with ValueError


def _whole(digits: str) -> int | None:
    """``digits`` as a number, or None if it has more than :data:`MAX_DIGITS` significant digits."""
    significant = digits.lstrip("0")
    return int(significant or "0") if len(significant) <= MAX_DIGITS else None


def _too_long(digits: str) -> str:
    return f"a number of {len(digits.lstrip('0'))} digits"


def _number_key(number: str) -> tuple[int, str]:
    digits = re.sub(r"\D", "", number)
    return (int(digits) if digits else 10**6, number)


class _Index:
    """Name lookups for one card database, with printings in a fixed order."""

    def __init__(self, db: CardDB) -> None:
        order: dict[str, int] = {}
        for i, code in enumerate(s.code.upper() for s in db.sets.values()):
            order.setdefault(code, i)  # a code shared by a set and its gallery subset sorts with the first
        self.codes = set(order)
        self.set_count = len(db.sets)  # the index is rebuilt when the card library loads more sets
        self.by_name: dict[str, list[CardDef]] = {}
        for card in db.all_cards():
            self.by_name.setdefault(name_key(card.name), []).append(card)
        for cards in self.by_name.values():
            cards.sort(key=lambda c: (not c.implemented, order.get(c.set_code.upper(), 99), _number_key(c.number)))
        self.display = {key: cards[0].name for key, cards in self.by_name.items()}

    def suggest(self, name: str) -> str:
        close = difflib.get_close_matches(name_key(name), list(self.display), n=1, cutoff=0.75)
        return f" (did you mean {self.display[close[0]]}?)" if close else ""


_INDEXES: weakref.WeakKeyDictionary[CardDB, _Index] = weakref.WeakKeyDictionary()


def _index(db: CardDB) -> _Index:
    index = _INDEXES.get(db)
    if index is None or index.set_count != len(db.sets):
        index = _INDEXES[db] = _Index(db)
    return index


# ---------------------------------------------------------------------- line shapes
_HEADER = re.compile(
    r"^#*\s*(pokemon|trainers?|energy|energies)(?:\s+cards?)?\s*"
    r"(?:(?::|-|–|—)\s*(\d+)|\(\s*(\d+)\s*\))?\s*:?\s*$",
    re.IGNORECASE,
)
_TOTAL = re.compile(r"^total(?:\s+cards?)?\s*(?::|-|–|—)?\s*(\d+)\s*$", re.IGNORECASE)
_FRAME = re.compile(r"^\*{3,}.*\*{3,}$")
_BULLET = re.compile(r"^(?:[*•·]|-(?=\s))\s*")
_COUNT = re.compile(r"^(?:[x×]\s*)?(\d+)\s*[x×]?\s+(\S.*)$")
_CODE_NUMBER = re.compile(r"^(.+?)\s+([A-Za-z][A-Za-z0-9\-]{0,9})\s+([A-Za-z]{0,6}\d+[A-Za-z]{0,3})$")
_TRAILING_WORD = re.compile(r"^(.+?)\s+(\S+)$")
_ZERO_WIDTH = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff"), None)


def _header_kind(word: str) -> str:
    word = word.lower()
    if word.startswith("pok"):
        return "pokemon"
    if word.startswith("train"):
        return "trainer"
    return "energy"


@dataclass
class _Section:
    kind: str
    line_no: int
    line: str
    expected: int | None
    found: int = 0


class _Resolver:
    """Turns the text after the count into a card, with warnings; raises ValueError with the reason."""

    def __init__(self, db: CardDB) -> None:
        self.db = db
        self.index = _index(db)
        self.dates: list[date] = []  # release dates of the cards the list names by set code and number
        self.stand_ins: set[str] = set()  # card texts resolved to a printing of a set the list didn't name

    def anchor(self, bodies: list[str]) -> None:
        """Note the release dates of the cards named by a set code and number Holofoil has, before
        any line is resolved: a printing chosen for a missing set is the nearest to them."""
        for body in bodies:
            m = _CODE_NUMBER.match(body)
            if m:
                code = CODE_ALIASES.get(m.group(2).upper(), m.group(2).upper())
                card = self.db.by_code.get((code, m.group(3)))
                released = card and _release(self.db, card)
                if released:
                    self.dates.append(released)
        self.dates.sort()

    def _nearest_printing(self, name: str) -> CardDef | None:
        """A card named by a set Holofoil doesn't have: the printing of the same name released
        nearest to the list's other cards (every set of the card library is looked through), or
        the newest when the list names no other set. For a Trainer or Energy card, which plays the
        same in every printing of its era, an implemented printing comes first. Ties keep the
        index's order."""
        self._load_library()
        printings = self.printings(name)
        if not printings:
            return None
        never = date.min
        middle = self.dates[len(self.dates) // 2] if self.dates else date.max

        def rank(card: CardDef) -> tuple[bool, int]:
            unplayable = card.kind != "pokemon" and not card.implemented
            return unplayable, abs(((_release(self.db, card) or never) - middle).days)

        return min(printings, key=rank)

    def by_name(self, name: str, code: str | None = None) -> CardDef | None:
        cards = self.index.by_name.get(name_key(name), [])
        if code is not None:
            cards = [c for c in cards if c.set_code.upper() == code.upper()]
        return cards[0] if cards else None

    def printings(self, name: str) -> list[CardDef]:
        return self.index.by_name.get(name_key(name), [])

    def resolve(self, text: str) -> tuple[CardDef, list[str]]:
        """The card a line names, and warnings about guesses. A card or set code the loaded sets
        don't have is looked for in the whole card library before it is called unknown."""
        try:
            return self._resolve(text)
        except ValueError:
            if not self._load_library():
                raise
            return self._resolve(text)

    def _load_library(self) -> bool:
        """Load every card library set not loaded yet, and index their names; False if none was left."""
        if not self.db.library.by_id:
            return False
        self.db.load_library()
        self.index = _index(self.db)
        return True

    def _resolve(self, text: str) -> tuple[CardDef, list[str]]:
        warnings: list[str] = []
        m = _CODE_NUMBER.match(text)
        if m:
            name, code, number = m.group(1), m.group(2).upper(), m.group(3)
            code = CODE_ALIASES.get(code, code)
            card = self.db.by_code.get((code, number)) or self.db.by_code.get((code, number.lstrip("0") or "0"))
            self.index = _index(self.db)  # the lookup may have loaded the set from the card library
            if card is not None:
                generic_energy = card.is_basic_energy and name_key(name) == "energy"  # "10 Energy BS 98"
                same_name = name_key(name) in (name_key(card.name), name_key(rule_name(card)))
                if not same_name and not generic_energy:  # "Boss's Orders PAL 172" is Boss's Orders (Ghetsis)
                    whole = self.by_name(text)
                    if whole is not None:  # the "code number" was really part of the name
                        return self._name_only(text, whole, warnings)
                    raise ValueError(
                        f"{code} {card.number} is {card.name}, not {name} — check the name or the number"
                    )
                return card, warnings
            if code in self.index.codes:
                card = self.by_name(name, code)
                if card is not None:
                    warnings.append(
                        f"set {code} has no card number {number}; used {card.name} {code} {card.number} (same name)"
                    )
                    return card, warnings
                card = self.by_name(text)
                if card is not None:
                    return self._name_only(text, card, warnings)
                raise ValueError(
                    f"unknown card: set {code} has no card number {number} and no card named {name}"
                    + self.index.suggest(name)
                )
            card = self._nearest_printing(name)
            if card is not None:
                if not card.is_basic_energy:
                    self.stand_ins.add(text)
                    warnings.append(
                        f"Holofoil doesn't have set {code}; used {card.name} {card.set_code} {card.number}, "
                        "the card with the same name — check it is the one you meant"
                    )
                return card, warnings
            card = self.by_name(text)
            if card is not None:
                return self._name_only(text, card, warnings)
            raise ValueError(
                f"unknown card: Holofoil has no set {code} and no card named {name}" + self.index.suggest(name)
            )
        m = _TRAILING_WORD.match(text)
        if m and m.group(2).upper() in self.index.codes:
            name, code = m.group(1), m.group(2).upper()
            card = self.by_name(name, code)
            if card is not None:
                return card, warnings
            if self.by_name(text) is None:
                other = self.by_name(name)
                if other is not None:
                    raise ValueError(
                        f"set {code} has no card named {name} (it is in {other.set_code} {other.number})"
                    )
                raise ValueError(f"unknown card: set {code} has no card named {name}" + self.index.suggest(name))
        card = self.by_name(text)
        if card is None:
            raise ValueError(f"unknown card: Holofoil has no card named {text}" + self.index.suggest(text))
        return self._name_only(text, card, warnings)

    def _name_only(self, name: str, card: CardDef, warnings: list[str]) -> tuple[CardDef, list[str]]:
        printings = self.printings(name)
        if len(printings) > 1 and not card.is_basic_energy:
            listed = ", ".join(f"{c.set_code} {c.number}" for c in printings)
            warnings.append(
                f"{card.name} has {len(printings)} printings ({listed}); used {card.set_code} {card.number}. "
                "Add the set code and number to choose another."
            )
        return card, warnings


def _card_line(raw: str) -> re.Match | None:
    """The count and card of a line that looks like a card line, else None."""
    return _COUNT.match(_BULLET.sub("", raw.translate(_ZERO_WIDTH).replace("\u00a0", " ").strip()))


def _release(db: CardDB, card: CardDef) -> date | None:
    """The release date of the card's set, if the set file gives one."""
    try:
        return date.fromisoformat(db.sets[card.set_id].release)
    except (KeyError, ValueError):
        return None


# ---------------------------------------------------------------------- import
def _size_problem(text: str) -> str:
    """Why ``text`` is too long to be a deck list, or "" if it is not."""
    lines = text.count("\n") + text.count("\r") - text.count("\r\n") + 1
    if lines > MAX_LINES:
        return (f"The text has {lines:,} lines, too many for a deck list (at most {MAX_LINES}). "
                "Paste just the deck list.")
    if len(text) > MAX_CHARS:
        return (f"The text has {len(text):,} characters, too many for a deck list (at most {MAX_CHARS:,}). "
                "Paste just the deck list.")
    return ""


def parse_decklist(text: str, db: CardDB | None = None, name: str = DEFAULT_IMPORT_NAME) -> ParseResult:
    """Read a shared deck list (PTCGL, Limitless or PTCGO text) into a :class:`Deck`.

    Every line that can't be read or resolved is reported in ``errors`` with its
    line number and the reason, and then ``deck`` is None. A text of more than
    :data:`MAX_LINES` lines or :data:`MAX_CHARS` characters is one error, unread. Guesses and count
    disagreements are ``warnings``; they don't stop the import.
    """
    db = db or default_db()
    too_long = _size_problem(text)
    if too_long:
        return ParseResult(None, [LineError(0, "", too_long)], [], Deck(name, {}, db=db))
    resolver = _Resolver(db)
    errors: list[LineError] = []
    warnings: list[LineError] = []
    counts: dict[str, int] = {}
    first_line: dict[str, int] = {}
    sections: list[_Section] = []
    totals: list[tuple[int, str, int]] = []
    cards_seen = 0

    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    resolver.anchor([" ".join(m.group(2).split()) for m in map(_card_line, lines) if m])
    for line_no, raw in enumerate(lines, 1):
        line = raw.translate(_ZERO_WIDTH).replace("\u00a0", " ").strip()
        if not line or line.startswith("//") or _FRAME.match(line):
            continue
        plain = _strip_accents(line)
        header = _HEADER.match(plain)
        if header:
            digits = header.group(2) or header.group(3)
            expected = _whole(digits) if digits else None
            if digits and expected is None:
                warnings.append(LineError(line_no, raw, f"the header's count is {_too_long(digits)}; it was ignored"))
            sections.append(_Section(_header_kind(header.group(1)), line_no, raw, expected))
            continue
        total = _TOTAL.match(plain)
        if total:
            expected = _whole(total.group(1))
            if expected is None:
                warnings.append(LineError(line_no, raw, f"the total is {_too_long(total.group(1))}; it was ignored"))
            else:
                totals.append((line_no, raw, expected))
            continue
        body = _BULLET.sub("", line)
        m = _COUNT.match(body)
        if not m:
            if re.match(r"^\d+\S", body):
                reason = "put a space between the count and the card name, like '4 Charmander BS 46'"
            elif body.startswith("#"):
                continue  # a comment line
            else:
                reason = "not a card line: expected a count then a card, like '4 Charmander BS 46'"
            errors.append(LineError(line_no, raw, reason))
            continue
        count, rest = _whole(m.group(1)), " ".join(m.group(2).split())
        if count is None:
            errors.append(LineError(line_no, raw, f"the count is {_too_long(m.group(1))}, more than a deck can hold"))
            continue
        if count < 1:
            errors.append(LineError(line_no, raw, "the count must be at least 1"))
            continue
        if count > MAX_LINE_COUNT:
            errors.append(LineError(line_no, raw, f"a count of {count} is more than a deck can hold"))
            continue
        try:
            card, notes = resolver.resolve(rest)
        except ValueError as exc:
            errors.append(LineError(line_no, raw, str(exc)))
            continue
        stand_in = card.id if rest in resolver.stand_ins else ""
        warnings.extend(LineError(line_no, raw, note, stand_in) for note in notes)
        cards_seen += count
        if sections:
            section = sections[-1]
            section.found += count
            if card.kind != section.kind:
                warnings.append(LineError(
                    line_no, raw,
                    f"{card.name} is a{'n' if card.kind == 'energy' else ''} {SUPERTYPE_LABELS[card.kind]} card "
                    f"but is listed under {SUPERTYPE_LABELS[section.kind]}",
                ))
        if card.id in counts:
            warnings.append(LineError(
                line_no, raw,
                f"{card.name} {card.set_code} {card.number} is also on line {first_line[card.id]}; "
                "the counts were added together",
            ))
        else:
            first_line[card.id] = line_no
        counts[card.id] = counts.get(card.id, 0) + count

    for section in sections:
        if section.expected is not None and section.expected != section.found:
            label = SUPERTYPE_LABELS[section.kind]
            warnings.append(LineError(
                section.line_no, section.line,
                f"the {label} header says {section.expected} but its lines add up to {section.found}",
            ))
    for line_no, raw, expected in totals:
        if expected != cards_seen:
            warnings.append(LineError(
                line_no, raw, f"the total says {expected} cards but the lines add up to {cards_seen}"
            ))
    if not counts and not errors:
        errors.append(LineError(0, "", "No cards found: paste a deck list with lines like '4 Charmander BS 46'."))
    warnings.sort(key=lambda w: w.line_no)

    partial = Deck(name, counts, db=db)
    return ParseResult(None if errors else partial.copy(), errors, warnings, partial)


# ---------------------------------------------------------------------- export
def _line(card: CardDef, n: int) -> str:
    return f"{n} {card.name} {card.set_code} {card.number}"


def _sections(deck: Deck) -> list[tuple[str, int, list[str]]]:
    groups = deck.by_supertype()
    out = []
    for kind in SUPERTYPES:
        rows = groups.get(kind, [])
        if rows:
            out.append((SUPERTYPE_LABELS[kind], sum(n for _, n in rows), [_line(c, n) for c, n in rows]))
    return out


def export_ptcgl(deck: Deck) -> str:
    """The deck as Pokémon TCG Live export text (ends with ``Total Cards: N``)."""
    parts = []
    for label, total, lines in _sections(deck):
        parts.append("\n".join([f"{label}: {total}", *lines]))
    parts.append(f"Total Cards: {deck.total}")
    return "\n\n".join(parts) + "\n"


def export_limitless(deck: Deck) -> str:
    """The deck as Limitless-style text (``Pokémon (17)`` headers)."""
    parts = ["\n".join([f"{label} ({total})", *lines]) for label, total, lines in _sections(deck)]
    return "\n\n".join(parts) + "\n"


EXPORTERS = {"ptcgl": export_ptcgl, "limitless": export_limitless}
