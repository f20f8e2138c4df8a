"""Rules text from nodes: the words a node uses, per rules era and per card.

``Words`` carries what a node's text depends on besides the node: the card's name (a card
names itself: "Pikachu does 10 damage to itself"), the attack's printed damage, and the
era's wording ("the Defending Pokémon" in classic texts, "your opponent's Active Pokémon"
in modern ones).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import kernel
from desktop.engine.fx.wording import (
    RESOLVED,
    RESOLVED_TRAITS,
    RULESET_WORDING,
    UNKNOWN_RULESET_WORDING,
    WORDING_ERA,
)
from desktop.engine.fx.wording import SWITCH_IN as SWITCH_IN  # today's gust, for the nodes
from desktop.engine.rules import TABLE_SUFFIX, Rules

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.node import Node

ERAS = ("classic", "modern")  # the eras ``Words.era`` holds; a dialect refines one (``wording.py``)


@dataclass(frozen=True)
class Words:
    card: CardDef | None = None
    era: str = "classic"  # "classic" or "modern"; a ruleset's name ("sm", "modern+table") is read as its wording
    damage: int | None = None  # the attack's printed damage
    power: str = "this power"  # the name of the Power or Ability being worded
    dialect: str = ""  # between the eras' words: "ex", "bw" (classic, but "this Pokémon"), "xy" (modern, no "also")

    def __post_init__(self) -> None:
        if self.era not in ERAS:  # a ruleset's name: its wording's era and dialect
            era, dialect = WORDING_ERA[ruleset_wording(self.era)]
            object.__setattr__(self, "era", era)
            object.__setattr__(self, "dialect", self.dialect or dialect)

    @classmethod
    def for_ruleset(cls, card: CardDef | None, ruleset: str) -> Words:
        """The words of ``ruleset`` (any era, in Table mode or not) for ``card``."""
        era, dialect = WORDING_ERA[ruleset_wording(ruleset)]
        return cls(card, era, dialect=dialect)

    @property
    def wording(self) -> str:
        """The key of this text's wording in ``wording.PHRASES``: classic, ex, bw, xy, sm or modern."""
        if self.dialect == "xy":
            return "sm" if sun_and_moon(self) else "xy"
        return self.dialect or self.era

    def phrase(self, key: str, **fields: object) -> str:
        """Phrase ``key`` in this wording (``wording.PHRASES``), its ``{fields}`` filled in."""
        text = self.phrase_or_none(key, **fields)
        if text is None:
            raise KeyError(f"phrase {key!r} has no words for {self.wording!r}")
        return text

    def phrase_or_none(self, key: str, **fields: object) -> str | None:
        """Phrase ``key`` in this wording, or None where the wording has none of its own."""
        text = RESOLVED[key][self.wording]
        return text.format(**fields) if text is not None and fields else text

    def trait(self, key: str) -> bool:
        """Whether this wording has trait ``key`` (``wording.TRAITS``: word order and the like)."""
        return RESOLVED_TRAITS[key][self.wording]

    @property
    def name(self) -> str:
        """How the card names itself: by name in the classic era, "this Pokémon" today (and in
        Black & White's words)."""
        if self.card is None:
            return "this Pokémon"
        if self.card.is_pokemon_in_play:
            return self.phrase("self_in_play", name=self.card.name)
        if self.card.attacks:  # a Tool's attack, used by the Pokémon it is attached to
            return self.phrase("tool_attacker", name=self.card.name)
        return self.card.name

    rules_prizes = Rules.prizes  # Prize cards each player starts with

    @property
    def defending(self) -> str:
        return self.phrase("defending")


def ruleset_wording(ruleset: str) -> str:
    """The wording a ruleset words its texts in; an unknown name falls back to today's words."""
    return RULESET_WORDING.get(ruleset.removesuffix(TABLE_SUFFIX), UNKNOWN_RULESET_WORDING)


AFTERWARD_SETS = ("xy", "g1", "dc1", "bw", "dv1", "mcd11", "mcd12", "mcd14", "mcd15", "mcd16")


def shuffle_afterward(w: Words) -> bool:
    """Whether a search ends "Shuffle your deck afterward." (to the XY series) rather than "Then,
    shuffle your deck." (Sun & Moon onward)."""
    return w.trait("shuffle_afterward") or (w.card is not None and w.card.set_id.startswith(AFTERWARD_SETS))


def sun_and_moon(w: Words) -> bool:
    """Whether the card is of the Sun & Moon series, which shares the ``xy`` dialect but words a few
    things its own way ("Discard an Energy from this Pokémon")."""
    return w.card is not None and w.card.set_id.startswith(("sm", "det"))


def text_of(nodes: Node | None, w: Words) -> str:
    """The rules text of a node tree (empty for none)."""
    text = nodes.words(w).strip() if nodes is not None else ""
    return sentence_case(text) if w.trait("sentence_case") else text


def sentence_case(text: str) -> str:
    """Every sentence starts with a capital ("this Pokémon also does..." -> "This Pokémon ...")."""
    return re.sub(r"(^|[.!?]\)? +\(?)([a-z])", lambda m: m.group(1) + m.group(2).upper(), text)


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def lower_first(text: str, w: Words) -> str:
    """``text`` to follow a comma: its first letter lowercased, unless it starts with a
    name ("Pokémon", or the card's own name as in "Pikachu does 10 damage to itself")."""
    if not text or text.startswith("Pokémon") or (w.card is not None and text.startswith(w.card.name)):
        return text
    if text.startswith("Does "):  # "Does 10 damage to..." reads "this attack does 10 damage to..." after a comma
        return "this attack does " + text[5:]
    return text[:1].lower() + text[1:]


def coins(n: int) -> str:
    return "Flip a coin." if n == 1 else f"Flip {n} coins."


kernel.provide("words", Words)
kernel.provide("text_of", text_of)
