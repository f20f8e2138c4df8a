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
from desktop.engine.rules import Rules

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.node import Node

SWITCH_IN = "Switch in 1 of your opponent's Benched Pokémon to the Active Spot."  # today's gust

ERA_WORDS = {
    "classic": {"defending": "the Defending Pokémon", "opp_active": "their Active Pokémon"},
    "modern": {"defending": "your opponent's Active Pokémon", "opp_active": "their Active Pokémon"},
}


@dataclass(frozen=True)
class Words:
    card: CardDef | None = None
    era: str = "classic"
    damage: int | None = None  # the attack's printed damage
    power: str = "this power"  # the name of the Power or Ability being worded
    dialect: str = ""  # between the eras' words: "bw" (classic, but "this Pokémon"), "xy" (modern, no "also")

    @property
    def name(self) -> str:
        """How the card names itself: by name in the classic era, "this Pokémon" today (and in
        Black & White's words)."""
        if self.card is None or ((self.era == "modern" or self.dialect == "bw") and self.card.is_pokemon_in_play):
            return "this Pokémon"
        if self.era == "modern" and self.card.attacks:  # a Tool's attack, used by the Pokémon it is attached to
            return "this Pokémon"
        return self.card.name

    rules_prizes = Rules.prizes  # Prize cards each player starts with

    @property
    def defending(self) -> str:
        return ERA_WORDS[self.era]["defending"]


AFTERWARD_SETS = ("xy", "g1", "dc1", "bw", "dv1", "mcd11", "mcd12", "mcd14", "mcd15", "mcd16")


def shuffle_afterward(w: Words) -> bool:
    """Whether a search ends "Shuffle your deck afterward." (to the XY series) rather than "Then,
    shuffle your deck." (Sun & Moon onward)."""
    return w.era == "classic" or (w.card is not None and w.card.set_id.startswith(AFTERWARD_SETS))


def sun_and_moon(w: Words) -> bool:
    """Whether the card is of the Sun & Moon series, which shares the ``xy`` dialect but words a few
    things its own way ("Discard an Energy from this Pokémon")."""
    return w.card is not None and w.card.set_id.startswith(("sm", "det"))


def text_of(nodes: Node | None, w: Words) -> str:
    """The rules text of a node tree (empty for none)."""
    text = nodes.words(w).strip() if nodes is not None else ""
    return sentence_case(text) if w.era == "modern" or w.dialect else text


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
