"""Deck-building rules, reported in plain words (seed 001, "Deck Building").

* exactly 60 cards (``rules.deck_size``);
* at most 4 cards with the same *name* (``rules.max_copies``), Basic Energy
  exempt. Names follow seed 001's "What does and doesn't count for a Pokémon's
  name": a Level ("LV. 43", "LV.X") and δ (Delta Species) are not part of the
  name, so those count together; owners, forms and symbols are part of it, so
  "Meowth" and "Alolan Meowth" count separately; the same name in different
  sets counts together;
* at least one Basic Pokémon;
* special limits driven by card classes (``subtypes``/``flags``/``subtype``),
  so new sets need only data: ACE SPEC 1 per deck, Prism Star 1 per name,
  Radiant 1 per deck (see :data:`SPECIAL_LIMITS`; a ruleset may replace them
  with a ``card_limits`` attribute);
* every card must be implemented ("not playable yet").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from desktop.decks.model import Deck
from desktop.engine.cards import CardDef
from desktop.engine.rules import Rules


@dataclass(frozen=True)
class Problem:
    """One broken rule: a stable ``code``, a sentence for the player and the cards involved."""

    code: str
    message: str
    card_names: tuple[str, ...] = ()


@dataclass(frozen=True)
class CardLimit:
    """A data-driven limit for cards of one class.

    ``tag`` is matched (ignoring case, spaces and punctuation) against a card's
    ``subtypes``, ``flags`` and ``subtype``. ``scope`` is ``"deck"`` (all such
    cards together) or ``"name"`` (each name separately).
    """

    tag: str
    scope: str
    maximum: int
    code: str
    singular: str
    plural: str


SPECIAL_LIMITS: tuple[CardLimit, ...] = (
    CardLimit("ACE SPEC", "deck", 1, "ace_spec", "ACE SPEC card", "ACE SPEC cards"),
    CardLimit("Prism Star", "name", 1, "prism_star", "Prism Star card", "Prism Star cards"),
    CardLimit("Radiant", "deck", 1, "radiant", "Radiant Pokémon", "Radiant Pokémon"),
    CardLimit("shining", "name", 1, "shining", "Shining Pokémon", "Shining Pokémon"),  # Neo Revelation, Destiny
)

_LEVEL = re.compile(r"\s+LV\.?\s*(?:\d+|X)\b", re.IGNORECASE)
_DELTA = re.compile(r"\s*(?:δ|\(\s*Delta Species\s*\))", re.IGNORECASE)
_APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "`": "'"})
_ART_NAME = re.compile(r"\s*\([^()]*\)$")  # "Boss's Orders (Ghetsis)": the person pictured, not the name


def rule_name(card: CardDef) -> str:
    """The name that counts for the copy limit: Level and δ removed, a Trainer's pictured person
    ("Professor's Research (Professor Turo)") removed, spacing tidied."""
    name = card.name.translate(_APOSTROPHES)
    if "unown_limit" in card.flags:  # "up to 4 Basic Pokémon cards in your deck with Unown in their names"
        return "Unown"
    if card.is_pokemon:
        name = _LEVEL.sub("", name)
        name = _DELTA.sub("", name)
    elif card.kind == "trainer":
        name = _ART_NAME.sub("", name)
    return " ".join(name.split())


def _name_key(card: CardDef) -> str:
    return rule_name(card).casefold()


def _tag_key(tag: str) -> str:
    return re.sub(r"[\W_]+", "", tag).casefold()


def card_tags(card: CardDef) -> frozenset[str]:
    """A card's classes, normalised for matching (``"ACE SPEC"`` -> ``"acespec"``)."""
    raw = set(card.subtypes) | set(card.flags) | ({card.subtype} if card.subtype else set())
    return frozenset(_tag_key(t) for t in raw)


def copies_by_name(deck: Deck) -> dict[str, int]:
    """Cards per rule name (display spelling of the first card seen), Basic Energy included."""
    totals: dict[str, int] = {}
    display: dict[str, str] = {}
    for card, n in deck.entries():
        key = _name_key(card)
        display.setdefault(key, rule_name(card))
        totals[display[key]] = totals.get(display[key], 0) + n
    return totals


def name_count(deck: Deck, card: CardDef) -> int:
    """How many cards in the deck share ``card``'s name for the copy limit."""
    key = _name_key(card)
    return sum(n for c, n in deck.entries() if _name_key(c) == key)


def copies_allowed(deck: Deck, card: CardDef, rules: Rules | None = None) -> int | None:
    """How many more of ``card`` the name limit allows (None: no limit, i.e. Basic Energy)."""
    if card.is_basic_energy:
        return None
    limit = (rules or Rules()).max_copies
    return max(0, limit - name_count(deck, card))


def _plural(n: int, singular: str, plural: str | None = None) -> str:
    return f"{n} {singular if n == 1 else (plural or singular + 's')}"


def _and_list(names: Sequence[str]) -> str:
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _unique(names: list[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(names))


def validate(deck: Deck, rules: Rules | None = None, limits: Sequence[CardLimit] | None = None) -> list[Problem]:
    """Every deck-building problem, in a fixed order; an empty list means the deck is legal."""
    rules = rules or Rules()
    size, max_copies = rules.deck_size, rules.max_copies
    if limits is None:
        limits = getattr(rules, "card_limits", SPECIAL_LIMITS)
    entries = deck.entries()
    problems: list[Problem] = []

    total = sum(n for _, n in entries)
    if total < size:
        problems.append(Problem(
            "too_few_cards",
            f"This deck has {_plural(total, 'card')}. A deck needs exactly {size} cards: add {size - total} more.",
        ))
    elif total > size:
        problems.append(Problem(
            "too_many_cards",
            f"This deck has {total} cards. A deck needs exactly {size} cards: take out {total - size}.",
        ))

    groups: dict[str, list[tuple[CardDef, int]]] = {}
    for card, n in entries:
        if not card.is_basic_energy:
            groups.setdefault(_name_key(card), []).append((card, n))
    for rows in groups.values():
        count = sum(n for _, n in rows)
        if count > max_copies:
            name = rule_name(rows[0][0])
            printings = _unique([c.name for c, _ in rows])
            detail = f" ({_and_list(printings)})" if len(printings) > 1 else ""
            problems.append(Problem(
                "too_many_copies",
                f"{count} cards named {name}{detail}. A deck can have at most {max_copies} cards with the same "
                f"name (only Basic Energy can have more): take out {count - max_copies}.",
                printings,
            ))

    if not any(card.is_basic_pokemon for card, _ in entries):
        problems.append(Problem(
            "no_basic_pokemon",
            "This deck has no Basic Pokémon. It needs at least one to start the game.",
        ))

    for limit in limits:
        tag = _tag_key(limit.tag)
        tagged = [(c, n) for c, n in entries if tag in card_tags(c)]
        if limit.scope == "name":
            by_name: dict[str, list[tuple[CardDef, int]]] = {}
            for card, n in tagged:
                by_name.setdefault(_name_key(card), []).append((card, n))
            for rows in by_name.values():
                count = sum(n for _, n in rows)
                if count > limit.maximum:
                    name = rule_name(rows[0][0])
                    problems.append(Problem(
                        limit.code,
                        f"{_plural(count, 'copy', 'copies')} of {name}. A deck can have only "
                        f"{limit.maximum} of each {limit.singular}: take out {count - limit.maximum}.",
                        _unique([c.name for c, _ in rows]),
                    ))
        else:
            count = sum(n for _, n in tagged)
            if count > limit.maximum:
                names = _unique([c.name for c, _ in tagged])
                problems.append(Problem(
                    limit.code,
                    f"This deck has {_plural(count, limit.singular, limit.plural)} ({_and_list(names)}). "
                    f"A deck can have only {_plural(limit.maximum, limit.singular, limit.plural)} in total: "
                    f"take out {count - limit.maximum}.",
                    names,
                ))

    missing = _unique([card.name for card, _ in entries if not card.implemented])
    if missing:
        problems.append(Problem(
            "not_playable",
            f"Not playable yet: Holofoil can't play {_and_list(missing)} yet (part of the card text isn't "
            "supported), so the deck can't be used in a game.",
            missing,
        ))
    return problems


def is_valid(deck: Deck, rules: Rules | None = None) -> bool:
    """True if :func:`validate` finds nothing."""
    return not validate(deck, rules)
