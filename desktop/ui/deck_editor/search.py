"""Card search for the deck editor's browser: plain Python, no Qt.

A card matches a :class:`CardQuery` when every word of the query text appears in
its name, its kind, stage and type, or its generated rules text
(``effects.attack_text`` and friends, so what you search is what the card
says), and it passes each facet filter.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from desktop.engine.cards import CardDef
from desktop.engine.text import attack_text, card_text, power_text

ANY = ""
PLAYABLE, NOT_PLAYABLE = "playable", "not playable"
SUPERTYPES = ("Pokémon", "Trainer", "Energy")
_SUPERTYPE_OF_KIND = {"pokemon": "Pokémon", "trainer": "Trainer", "energy": "Energy"}
_STAGE_ORDER = ("Basic", "Stage 1", "Stage 2")


def supertype(card: CardDef) -> str:
    """"Pokémon", "Trainer" or "Energy"."""
    return _SUPERTYPE_OF_KIND.get(card.kind, card.kind.title())


def stage(card: CardDef) -> str:
    """A Pokémon's stage; for Trainers and Energy their subtype (Item, Supporter, Basic, Special...)."""
    return card.stage if card.is_pokemon else card.subtype


def energy_type(card: CardDef) -> str:
    """The type a card is filed under: a Pokémon's type, an Energy's provided type, else empty."""
    if card.is_pokemon:
        return card.type
    if card.kind == "energy":
        return card.provides[0] if card.provides else card.type
    return ""


_TEXTS: dict[int, tuple[CardDef, str]] = {}  # id(card) -> (card, text); cards hold dicts, so can't be hashed


def rules_text(card: CardDef) -> str:
    """Everything the card says, as one line: kind, stage, type, what it evolves from, powers, attacks and
    body text (computed once per card)."""
    found = _TEXTS.get(id(card))
    if found is not None and found[0] is card:
        return found[1]
    text = _rules_text(card)
    _TEXTS[id(card)] = (card, text)
    return text


def _rules_text(card: CardDef) -> str:
    parts: list[str] = [supertype(card), stage(card), energy_type(card)]
    if card.evolves_from:
        parts.append(f"Evolves from {card.evolves_from}")
    for power in card.powers:
        parts += [power.kind, power.name, power_text(card, power)]
    for attack in card.attacks:
        parts += [attack.name, attack_text(card, attack)]
    if not card.is_pokemon:
        parts.append(card_text(card))
    return " ".join(p for p in parts if p)


def _fold(text: str) -> str:
    """Lower case with accents that players rarely type removed (Pokémon -> pokemon)."""
    return text.lower().replace("é", "e")


_HAYSTACKS: dict[int, tuple[CardDef, str, str]] = {}  # id(card) -> (card, folded name, folded name + text)


def _haystack(card: CardDef) -> tuple[str, str]:
    """The card's folded name, and its folded name and rules text (computed once per card)."""
    found = _HAYSTACKS.get(id(card))
    if found is None or found[0] is not card:
        name = _fold(card.name)
        found = _HAYSTACKS[id(card)] = (card, name, f"{name} {_fold(rules_text(card))}")
    return found[1], found[2]


def warm(cards: Iterable[CardDef]) -> None:
    """Work out what search reads of ``cards`` ahead of the first keystroke (the browser does it
    in idle time, a slice at a time)."""
    for card in cards:
        _haystack(card)


@lru_cache(maxsize=64)
def _words(text: str) -> tuple[str, ...]:
    return tuple(_fold(text).split())


@dataclass(frozen=True, slots=True)
class CardQuery:
    """What the browser shows: free text plus one value per facet (``ANY`` = no filter)."""

    text: str = ""
    supertype: str = ANY
    type: str = ANY
    stage: str = ANY
    set_code: str = ANY
    playable: str = ANY  # PLAYABLE: only cards Holofoil can play; NOT_PLAYABLE: only those it can't yet
    allowed: frozenset[str] | None = None  # a format's legal card ids (None: any format)

    def matches(self, card: CardDef) -> bool:
        """True if ``card`` passes every filter and contains every word of the text."""
        if self.allowed is not None and card.id not in self.allowed:
            return False
        if self.playable and card.implemented != (self.playable == PLAYABLE):
            return False
        if self.supertype and supertype(card) != self.supertype:
            return False
        if self.type and energy_type(card) != self.type:
            return False
        if self.stage and stage(card) != self.stage:
            return False
        if self.set_code and card.set_code != self.set_code:
            return False
        words = _words(self.text)
        if not words:
            return True
        haystack = _haystack(card)[1]
        return all(word in haystack for word in words)


def narrows(old: CardQuery, new: CardQuery) -> bool:
    """True if every card ``new`` matches is one ``old`` matches too: the same filters, and each word of
    the old text inside a word of the new one (typing on: "chariz" -> "charizard e" -> "charizard ex")."""
    if replace(old, text="") != replace(new, text=""):
        return False
    new_words = _words(new.text)
    return all(any(word in longer for longer in new_words) for word in _words(old.text))


_COLUMNS: dict[int, tuple[Sequence[CardDef], int, list[str], list[str]]] = {}  # id(cards) -> names, haystacks


def _columns(cards: Sequence[CardDef]) -> tuple[list[str], list[str]]:
    """Every card's folded name and haystack, in row order (one list look-up per card per keystroke)."""
    found = _COLUMNS.get(id(cards))
    if found is None or found[0] is not cards or found[1] != len(cards):
        pairs = [_haystack(card) for card in cards]
        found = _COLUMNS[id(cards)] = (cards, len(cards), [p[0] for p in pairs], [p[1] for p in pairs])
    return found[2], found[3]


def matching_rows(cards: Sequence[CardDef], query: CardQuery, within: Iterable[int] | None = None) -> list[int]:
    """The rows of ``cards`` that ``query`` matches, best matches first (browser order within a rank).

    ``within``: rows known to hold every match (the last result, when :func:`narrows` says so); only
    the text is checked again among them."""
    words = _words(query.text)
    if not words:
        return [row for row in (range(len(cards)) if within is None else within) if query.matches(cards[row])]
    names, haystacks = _columns(cards)
    if within is None:
        filtered = replace(query, text="") != CardQuery()
        within = [row for row, card in enumerate(cards) if query.matches(card)] if filtered else range(len(cards))
    if len(words) == 1:
        word = words[0]
        rows = [row for row in within if word in haystacks[row]]
    else:
        rows = [row for row in within if all(word in haystacks[row] for word in words)]
    rows.sort()  # a narrowed result comes in the last query's rank order
    whole = " ".join(words)
    in_name = [row for row in rows if all(word in names[row] for word in words)]
    if not in_name:
        return rows
    named = set(in_name)
    exact = [row for row in in_name if names[row] == whole]
    exact_set = set(exact)
    return exact + [row for row in in_name if row not in exact_set] + [row for row in rows if row not in named]


def facets(cards: Iterable[CardDef]) -> dict[str, list[str]]:
    """The values each filter can take among ``cards``, in a sensible order."""
    cards = list(cards)
    types = sorted({t for c in cards if (t := energy_type(c))})
    stages = {stage(c) for c in cards if stage(c)}
    ordered = [s for s in _STAGE_ORDER if s in stages] + sorted(stages - set(_STAGE_ORDER))
    return {
        "supertype": [s for s in SUPERTYPES if any(supertype(c) == s for c in cards)],
        "type": types,
        "stage": ordered,
        "set": sorted({c.set_code for c in cards if c.set_code}),
    }


def sort_key(card: CardDef) -> tuple:
    """Browser order: Pokémon, Trainers, Energy; then set and collector number."""
    kind_rank = SUPERTYPES.index(supertype(card)) if supertype(card) in SUPERTYPES else 9
    number = int(card.number) if card.number.isdigit() else 10_000
    return (kind_rank, card.set_code, number, card.number, card.name)
