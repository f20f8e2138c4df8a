"""Formats as data (``desktop/decks/formats.json``, issue #15): which cards a format allows (sets, series
or regulation marks), the rules it is played under, and its banned cards; and a deck's legality
in words ("Not legal in Standard 2026: Lugia VSTAR (regulation mark F)").

Basic Energy is legal in every format. A format file naming an unknown series, set id pattern,
regulation mark or ruleset fails at load with the entry named.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from desktop.engine.cards import CardDB, CardDef
from desktop.engine.rules import RULESETS

SERIES = ("Base", "Gym", "Neo", "Other", "E-Card", "EX", "NP", "POP", "Diamond & Pearl", "Platinum",
          "HeartGold & SoulSilver", "Black & White", "XY", "Sun & Moon", "Sword & Shield", "Scarlet & Violet",
          "Mega Evolution")  # the series of the public card data (sets.json), oldest first
MARKS = tuple("ABCDEFGHIJ")  # regulation marks printed so far
SET_ID = re.compile(r"[a-z0-9]{2,24}")


_LEGAL_PRINTS: dict[tuple, frozenset[tuple]] = {}


def print_key(card: CardDef) -> tuple:
    """What makes two prints the same card for a format: the name and the printed texts."""
    return (card.name, card.kind, tuple(a.fingerprint or a.name for a in card.attacks),
            tuple(p.fingerprint or p.name for p in card.powers), card.fingerprint)


class FormatError(ValueError):
    """A format file is malformed; the message names the format and the entry."""


@dataclass(frozen=True)
class Format:
    """A format: a ``name``, its ``ruleset``, and the cards it allows: by set id, by series (``"*"``:
    every series) or by regulation mark; ``banned`` names cards no deck of it may hold."""

    name: str
    ruleset: str
    sets: frozenset[str] = frozenset()
    series: frozenset[str] = frozenset()
    marks: frozenset[str] = frozenset()
    banned: frozenset[str] = frozenset()
    about: str = ""
    quiet: bool = False  # an era's theme format or a past Standard: the deck editor names it only where legal
    starts: date | None = None  # the day the format took effect (a rotation)
    ends: date | None = None  # the day the next rotation replaced it; None while it is current

    @property
    def period(self) -> str:
        """When the format was played: "5 April 2024 to 11 April 2025", "since 10 April 2026", or ""."""
        if self.starts and self.ends:
            return f"{_day(self.starts)} to {_day(self.ends)}"
        return f"since {_day(self.starts)}" if self.starts else ""

    @property
    def description(self) -> str:
        """The format's ``about`` with its period, for tooltips."""
        return f"{self.about} Played {self.period}." if self.period else self.about

    def why_not(self, card: CardDef, series_of: dict[str, str]) -> str:
        """Why ``card`` is not legal here ("regulation mark F", "Base Set", "banned"), or ""."""
        if card.is_basic_energy:
            return ""
        if card.name in self.banned:
            return "banned"
        if self.marks:
            mark = card.regulation
            return "" if mark in self.marks else (f"regulation mark {mark}" if mark else "no regulation mark")
        if self.sets and card.set_id in self.sets:
            return ""
        series = series_of.get(card.set_id, "")
        if "*" in self.series or series in self.series:
            return ""
        return series or card.set_id

    def legal_prints(self, db: CardDB) -> frozenset[tuple]:
        """The name and text of every card some print of which this format allows: an older print of
        a card reprinted with the same text is legal too."""
        key = (id(db), self)
        found = _LEGAL_PRINTS.get(key)
        if found is None:
            series_of = {s.id: s.series for s in db.sets.values()}
            found = frozenset(print_key(c) for c in db.all_cards() if not self.why_not(c, series_of))
            _LEGAL_PRINTS.clear()  # one database at a time
            _LEGAL_PRINTS[key] = found
        return found

    def legal_ids(self, cards: Iterable[CardDef], db: CardDB) -> frozenset[str]:
        """The ids of the cards of ``cards`` this format allows (the browser's format filter)."""
        series_of = {s.id: s.series for s in db.sets.values()}
        legal = self.legal_prints(db)
        return frozenset(c.id for c in cards if not self.why_not(c, series_of) or print_key(c) in legal)

    def illegal(self, cards: Iterable[CardDef], db: CardDB) -> dict[str, str]:
        """Card name -> why it is not legal here, for each card of ``cards`` that is not."""
        series_of = {s.id: s.series for s in db.sets.values()}
        legal = self.legal_prints(db)
        reasons: dict[str, str] = {}
        for card in cards:
            why = self.why_not(card, series_of)
            if why and print_key(card) not in legal:
                reasons.setdefault(card.name, why)
        return reasons

    def problems(self, cards: Iterable[CardDef], db: CardDB) -> str:
        """"" if every card is legal, else one sentence naming each card that is not, and why."""
        reasons = self.illegal(cards, db)
        if not reasons:
            return ""
        listed = ", ".join(f"{name} ({why})" for name, why in reasons.items())
        return f"Not legal in {self.name}: {listed}."


def _day(day: date) -> str:
    return f"{day.day} {day:%B %Y}"


def _date(entry: dict, key: str, where: str) -> date | None:
    value = entry.get(key)
    if value is None:
        return None
    try:
        return date.fromisoformat(value) if isinstance(value, str) else date.fromisoformat("")
    except ValueError:
        raise FormatError(f"{where}: {key!r} must be a date like \"2024-04-05\", not {value!r}") from None


def _strings(entry: dict, key: str, where: str) -> list[str]:
    value = entry.get(key, [])
    if value == "*" and key == "series":
        return ["*"]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise FormatError(f"{where}: {key!r} must be a list of names")
    return value


def parse_formats(data: object, source: str = "formats.json") -> tuple[Format, ...]:
    """Formats from the JSON of a format file; a bad entry raises :class:`FormatError` naming it."""
    if not isinstance(data, dict) or not isinstance(data.get("formats"), list):
        raise FormatError(f"{source}: expected an object with a list of \"formats\"")
    out = []
    for i, entry in enumerate(data["formats"]):
        if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
            raise FormatError(f"{source}: format {i + 1} has no name")
        where = f"{source}: format {entry['name']!r}"
        ruleset = entry.get("ruleset")
        if ruleset not in RULESETS:
            raise FormatError(f"{where}: unknown ruleset {ruleset!r} (rulesets: {', '.join(RULESETS)})")
        sets, series, marks = (_strings(entry, k, where) for k in ("sets", "series", "marks"))
        banned = _strings(entry, "banned", where)
        for s in sets:
            if not SET_ID.fullmatch(s):
                raise FormatError(f"{where}: {s!r} is not a set id")
        for s in series:
            if s != "*" and s not in SERIES:
                raise FormatError(f"{where}: unknown series {s!r}")
        for m in marks:
            if m not in MARKS:
                raise FormatError(f"{where}: unknown regulation mark {m!r}")
        if not (sets or series or marks):
            raise FormatError(f"{where}: it allows no cards (give sets, series or marks)")
        quiet = entry.get("quiet", False)
        if type(quiet) is not bool:
            raise FormatError(f"{where}: 'quiet' must be true or false")
        starts, ends = _date(entry, "from", where), _date(entry, "until", where)
        if starts and ends and ends <= starts:
            raise FormatError(f"{where}: 'until' ({ends}) must come after 'from' ({starts})")
        out.append(Format(entry["name"], ruleset, frozenset(sets), frozenset(series), frozenset(marks),
                          frozenset(banned), str(entry.get("about", "")), quiet, starts, ends))
    return tuple(out)


def load_formats(path: Path | None = None) -> tuple[Format, ...]:
    """The formats Holofoil knows (``formats.json`` beside this module)."""
    path = path or Path(__file__).with_name("formats.json")
    try:
        data = json.loads(path.read_text("utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise FormatError(f"{path.name}: cannot be read ({exc})") from None
    return parse_formats(data, path.name)


def legality(cards: list[CardDef], db: CardDB, formats: Iterable[Format] | None = None) -> list[tuple[str, str]]:
    """(format name, "" if legal else the sentence why not) for each format."""
    return [(f.name, f.problems(cards, db)) for f in (formats or load_formats())]
