"""Rules a card has because of its class (seed 001, the appendices on special cards), not its
own text: they join the card's ``statics`` when it is built, and the rules layer applies them
like any printed rule. New classes need one entry here, never a check where the rule is used."""

from __future__ import annotations

from desktop.engine.fx.mods import Mod
from desktop.engine.fx.trigger_nodes import LostInstead

# subtype -> the modifiers every card of that class has
CLASS_RULES: dict[str, tuple[Mod, ...]] = {
    # "If this card would go to the discard pile, put it in the Lost Zone instead."
    "Prism Star": (LostInstead(),),
}


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
