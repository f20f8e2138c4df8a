"""The rules glossary: every rules term in Holofoil's own words, searchable and linkable.

``glossary.json`` holds a list of entries::

    {"term": "Knock Out", "aliases": ["Knocked Out", "KO"], "text": "...",
     "see": ["Prize cards"], "lesson": "knockouts", "era": "classic"}

``linkify(text)`` cuts any text (a coach note, a log line) into segments, each with
the glossary term it mentions or None, so a screen can make the terms clickable.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

GLOSSARY_PATH = Path(__file__).resolve().parent / "glossary.json"


def fold(text: str) -> str:
    """Lower case without accents, so "pokemon" finds "Pokémon"."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def _fold_same_length(text: str) -> str:
    """``fold`` character by character, keeping every character's position."""
    out = []
    for char in text:
        folded = fold(char)
        out.append(folded if len(folded) == 1 else char.lower()[:1] or char)
    return "".join(out)


@dataclass(frozen=True, slots=True)
class GlossaryEntry:
    """One rules term."""

    term: str
    text: str
    aliases: tuple[str, ...] = ()
    see: tuple[str, ...] = ()
    lesson: str = ""  # the id of the lesson that teaches it
    era: str = ""  # "" (all eras), "classic" or "modern": where the rule comes from
    modern: str = ""  # for a classic entry: how today's rules (seed 001) differ

    @property
    def names(self) -> tuple[str, ...]:
        return (self.term, *self.aliases)


class Glossary:
    """The loaded glossary: lookup by any name, full-text search and linkify."""

    def __init__(self, entries: list[GlossaryEntry]) -> None:
        self.entries = sorted(entries, key=lambda e: fold(e.term))
        self._by_name: dict[str, GlossaryEntry] = {}
        for entry in self.entries:
            for name in entry.names:
                key = fold(name)
                if key in self._by_name and self._by_name[key] is not entry:
                    raise ValueError(f"glossary name {name!r} is used by two entries")
                self._by_name[key] = entry
        names = sorted(self._by_name, key=len, reverse=True)  # longest first: "Pokémon Power" before "Pokémon"
        pattern = "|".join(re.escape(n) for n in names)
        self._pattern = re.compile(rf"(?<!\w)(?:{pattern})(?!\w)") if names else None

    def __len__(self) -> int:
        return len(self.entries)

    def __iter__(self):
        return iter(self.entries)

    def terms(self) -> list[str]:
        return [e.term for e in self.entries]

    def lookup(self, term: str) -> GlossaryEntry | None:
        """The entry for ``term`` or one of its aliases (case and accents ignored)."""
        return self._by_name.get(fold(term.strip()))

    def search(self, text: str) -> list[GlossaryEntry]:
        """Entries matching ``text``: name matches first (exact, prefix, inside), then
        entries whose explanation mentions every word."""
        query = fold(text.strip())
        if not query:
            return list(self.entries)
        words = query.split()
        scored: list[tuple[int, str, GlossaryEntry]] = []
        for entry in self.entries:
            names = [fold(n) for n in entry.names]
            if query in names:
                rank = 0
            elif any(n.startswith(query) for n in names):
                rank = 1
            elif any(query in n for n in names):
                rank = 2
            elif all(any(w in n for n in names) or w in fold(entry.text) for w in words):
                rank = 3
            else:
                continue
            scored.append((rank, fold(entry.term), entry))
        scored.sort(key=lambda t: (t[0], t[1]))
        return [e for _r, _t, e in scored]

    def linkify(self, text: str, first_only: bool = False) -> list[tuple[str, str | None]]:
        """Cut ``text`` into ``(segment, term)`` pieces; ``term`` is the glossary term a
        segment names, or None for plain text. Joining the segments gives ``text`` back.
        With ``first_only`` only the first mention of each term is linked."""
        if not text or self._pattern is None:
            return [(text, None)] if text else []
        out: list[tuple[str, str | None]] = []
        folded = _fold_same_length(text)
        pos = 0
        seen: set[str] = set()
        for match in self._pattern.finditer(folded):
            start, end = match.span()
            term = self._by_name[match.group(0)].term
            if first_only and term in seen:
                continue
            seen.add(term)
            if start > pos:
                out.append((text[pos:start], None))
            out.append((text[start:end], term))
            pos = end
        if pos < len(text):
            out.append((text[pos:], None))
        return out


def _entry(raw: dict) -> GlossaryEntry:
    for key in ("term", "text"):
        if not isinstance(raw.get(key), str) or not raw[key].strip():
            raise ValueError(f"glossary entry {raw!r} needs a {key!r}")
    if raw.get("era", "") not in ("", "classic", "modern"):
        raise ValueError(f"glossary entry {raw['term']!r}: era must be 'classic' or 'modern'")
    if raw.get("era") == "classic" and not raw.get("modern"):
        raise ValueError(f"glossary entry {raw['term']!r} is classic-only: give today's rule in 'modern'")
    return GlossaryEntry(
        term=raw["term"], text=raw["text"], aliases=tuple(raw.get("aliases", ())), see=tuple(raw.get("see", ())),
        lesson=raw.get("lesson", ""), era=raw.get("era", ""), modern=raw.get("modern", ""),
    )


def glossary_from_json(data: dict) -> Glossary:
    if not isinstance(data, dict) or not isinstance(data.get("entries"), list):
        raise ValueError("a glossary file holds {\"entries\": [...]}")
    glossary = Glossary([_entry(e) for e in data["entries"]])
    for entry in glossary:
        for other in entry.see:
            if glossary.lookup(other) is None:
                raise ValueError(f"glossary entry {entry.term!r} refers to unknown term {other!r}")
    return glossary


@lru_cache(maxsize=2)
def load_glossary(path: str | None = None) -> Glossary:
    """The shipped glossary (or one read from ``path``)."""
    file = Path(path) if path else GLOSSARY_PATH
    return glossary_from_json(json.loads(file.read_text(encoding="utf-8")))


def lookup(term: str) -> GlossaryEntry | None:
    """Module-level shortcut: the shipped glossary's entry for ``term``."""
    return load_glossary().lookup(term)


def search(text: str) -> list[GlossaryEntry]:
    return load_glossary().search(text)


def linkify(text: str, first_only: bool = False) -> list[tuple[str, str | None]]:
    return load_glossary().linkify(text, first_only)
