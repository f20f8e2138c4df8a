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
