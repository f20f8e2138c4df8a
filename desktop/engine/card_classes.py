"""Rules a card has because of its class (seed 001, the appendices on special cards), not its
own text: they join the card's ``statics`` when it is built, and the rules layer applies them
like any printed rule. New classes need one entry here, never a check where the rule is used."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from desktop.engine.fx.mods import Mod

# subtype -> the modifiers every card of that class has, registered by the effect package with the
# modifier (Prism Star: ``fx/trigger_nodes.py``)
CLASS_RULES: dict[str, tuple[Mod, ...]] = {}


# Three classes are all spelt "ex", and a card's text names each apart (issue #35): one class name
# each in ``CardDef.subtypes``, and the words it prints.
POKEMON_EX = "ex"  # Scarlet & Violet on (seed 001): "Pokémon ex", a card named "Darkrai ex"
POKEMON_EX_XY = "EX"  # Black & White and XY (seed 002): "Pokémon-EX", a card named "Tyranitar-EX"
POKEMON_EX_ERA = "EX-era ex"  # the EX series (2003-2007): "Pokémon-ex", a card named "Blaziken ex"
EX_CLASSES = (POKEMON_EX, POKEMON_EX_XY, POKEMON_EX_ERA)
SCARLET_VIOLET = "2023-01-01"  # its first cards (the promos); a lower-case "ex" printed before is a Pokémon-ex
CLASS_WORDS = {POKEMON_EX: "Pokémon ex", POKEMON_EX_XY: "Pokémon-EX", POKEMON_EX_ERA: "Pokémon-ex",
               "GX": "Pokémon-GX"}
# A class a card's text names that takes in others (seed 001: "Pokémon V" are the Pokémon V, VMAX, VSTAR
# and V-UNION); ``in_class`` reads it.
CLASS_MEMBERS = {"V": frozenset({"V", "VMAX", "VSTAR", "V-UNION"})}


def in_class(subtypes: frozenset[str], kind: str) -> bool:
    """Whether a card of ``subtypes`` is one of the Pokémon its text calls "Pokémon <kind>"."""
    return bool(CLASS_MEMBERS.get(kind, frozenset({kind})) & subtypes)


_LOWER_EX = re.compile(r"(?<=\w) ex\b")  # "Blaziken ex", "Gardevoir ex δ", "Darkrai ex"


def class_words(kind: str) -> str:
    """How a card's text names Pokémon of the class ``kind``: "Pokémon-EX", "Pokémon ex", "Pokémon V"."""
    return CLASS_WORDS.get(kind, f"Pokémon {kind}")


def class_named(words: str) -> str:
    """The class that printed ``words`` name ("Pokémon-EX" -> "EX", "Pokémon V" -> "V"): ``class_words`` undone."""
    named = {printed: kind for kind, printed in CLASS_WORDS.items()}
    return named.get(words, words.removeprefix("Pokémon").lstrip(" -"))


def ex_class(subtypes: frozenset[str] | tuple[str, ...], name: str, released: str = "") -> str | None:
    """Which of the three "ex" classes a Pokémon card is, from its facts, or None. The name's suffix
    decides the case ("Tyranitar-EX", "Darkrai ex": the card data tags a few Nintendo promos named
    "Kyogre ex" EX), the set's release date (``released``, "2005-02-14") the era of a lower-case ex;
    a card of unknown date is today's."""
    lower = bool(_LOWER_EX.search(name)) or (POKEMON_EX in subtypes and not name.endswith("-EX"))
    if not lower:
        return POKEMON_EX_XY if POKEMON_EX_XY in subtypes or name.endswith("-EX") else None
    return POKEMON_EX_ERA if released and released.replace("/", "-") < SCARLET_VIOLET else POKEMON_EX


def pokemon_classes(subtypes: frozenset[str] | tuple[str, ...], name: str, released: str = "") -> frozenset[str]:
    """A Pokémon card's classes from its facts: its printed ones, with its "ex" class told apart
    (``ex_class``)."""
    found = ex_class(subtypes, name, released)
    classes = frozenset(subtypes) - {POKEMON_EX, POKEMON_EX_XY}
    return classes | {found} if found else classes


# Rules a Pokémon card prints in its own rules area (Neo Genesis to Neo Destiny), by the flag that
# implements each: (its printed words, for the text match). "Baby" Pokémon stop an attack on a coin
# (``procedures.AttackProcedure``); "shining" and "unown_limit" are deck-building limits
# (``decks/validate.py``).
POKEMON_RULE_FLAGS = {
    "baby_rule": "If this Baby Pokémon is your Active Pokémon and your opponent tries to attack, your opponent flips "
                 "a coin (before doing anything required in order to use that attack). If tails, your opponent's turn "
                 "ends without an attack.",
    "baby_rule_announces": "If this Baby Pokémon is your Active Pokémon and your opponent announces an attack, your "
                           "opponent flips a coin (before doing anything required in order to use that attack). If "
                           "tails, your opponent's turn ends without an attack.",
    "baby_rule_else": "If this Baby Pokémon is your Active Pokémon and your opponent announces an attack, your "
                      "opponent flips a coin (before doing anything else). If tails, your opponent's turn ends.",
    "shining": "You can't have more than 1 {name} in your deck.",
    "unown_limit": "You may have up to 4 Basic Pokémon cards in your deck with Unown in their names.",
}
BABY_FLAGS = frozenset({"baby_rule", "baby_rule_announces", "baby_rule_else"})


def pokemon_rules_text(name: str, flags: frozenset[str] | tuple[str, ...]) -> str:
    """The rules a Pokémon card's flags give it, in its printed words."""
    return " ".join(POKEMON_RULE_FLAGS[f].format(name=name) for f in POKEMON_RULE_FLAGS if f in flags)


def class_statics(subtypes: frozenset[str] | tuple[str, ...]) -> tuple[tuple[str, Mod], ...]:
    """The (kind, modifier) pairs a card of these subtypes has by its class."""
    return tuple((subtype, mod) for subtype in subtypes for mod in CLASS_RULES.get(subtype, ()))


def legend_partner(cards, hand: list[int], uid: int) -> int | None:
    """The other half of the Pokémon LEGEND ``uid`` in ``hand`` (same name, the other card), or
    None: "Put this card from your hand onto your Bench only with the other half" (seed 001
    glossary, Pokémon LEGEND). ``cards`` maps uids to card definitions."""
    card = cards[uid]
    return next((u for u in hand if u != uid and cards[u].name == card.name and cards[u].stage == "LEGEND"
                 and cards[u].id != card.id), None)


V_UNION_PIECES = 4


def v_union_marker(name: str) -> str:
    """The once-a-game marker of a Pokémon V-UNION name ("Each Pokémon V-UNION may only be played
    once per game, per Pokémon name", seed 001 appendix 7)."""
    return f"V-UNION {name}"


def v_union_pieces(cards, discard: list[int], uid: int) -> list[int] | None:
    """The 4 different pieces (one uid per card, in card id order) of the Pokémon V-UNION ``uid``
    in ``discard``, or None if the pile does not hold all 4 (seed 001 appendix 7: "combine 4
    different ... from your discard pile")."""
    card = cards[uid]
    if card.stage != "V-UNION":
        return None
    by_id: dict[str, int] = {}
    for u in discard:
        other = cards[u]
        if other.name == card.name and other.stage == "V-UNION":
            by_id.setdefault(other.id, u)
    if len(by_id) < V_UNION_PIECES:
        return None
    return [by_id[i] for i in sorted(by_id)[:V_UNION_PIECES]]
