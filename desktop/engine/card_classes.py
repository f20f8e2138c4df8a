"""Rules a card has because of its class (seed 001, the appendices on special cards), not its
own text: they join the card's ``statics`` when it is built, and the rules layer applies them
like any printed rule. New classes need one entry here, never a check where the rule is used."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from desktop.engine.fx.mods import Mod

# subtype -> the modifiers every card of that class has, registered by the effect package with the
# modifier (Prism Star: ``fx/trigger_nodes.py``)
CLASS_RULES: dict[str, tuple[Mod, ...]] = {}


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
