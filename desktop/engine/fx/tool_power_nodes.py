"""Pokémon Tools with a Power printed on them that the Pokémon they are attached to can use (Forest Seal
Stone's VSTAR Power). The Tool's modifier marks the game (``layer.TOOL_POWER``); ``card_of`` then shows
such a Pokémon as its card plus the Tool's Powers (``card_in_play.with_tool_powers``), so legality, the
Power's use, the AI and the table see one list of Powers. The Power is the Tool card's own ``powers``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from desktop.engine import layer
from desktop.engine.card_classes import class_words, in_class
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import node

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.words import Words

@node("tool_power")
@dataclass(frozen=True, slots=True)
class ToolPower(Mod):
    """The (``of_class``) Pokémon this Tool is attached to can use the Power printed on the Tool."""

    of_class: str = ""
    kind: str = "VSTAR Power"  # words: what the Power is called on the card
    point = layer.TOOL_POWER
    label = "tool_power"
    states_duration: ClassVar[bool] = True  # the Tool stays: nothing to add about when it goes

    def lends_power_to(self, card: CardDef) -> bool:
        return not self.of_class or in_class(card.subtypes, self.of_class)

    def words(self, w: Words) -> str:
        who = f"The {class_words(self.of_class)}" if self.of_class else "The Pokémon"
        return f"{who} this card is attached to can use the {self.kind} on this card."
