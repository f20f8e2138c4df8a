"""Card search for the deck editor's browser: plain Python, no Qt.

A card matches a :class:`CardQuery` when every word of the query text appears in
its name, its kind, stage and type, or its generated rules text
(``effects.attack_text`` and friends, so what you search is what the card
says), and it passes each facet filter.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
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

    def rank(self, card: CardDef) -> int:
        """How well the text matches: 0 the name is the text, 1 the name has every word, 2 only the rules text."""
        words = _words(self.text)
        name = _haystack(card)[0]
        if not words or name == " ".join(words):
            return 0
        return 1 if all(word in name for word in words) else 2


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
