"""Tools and Special Energy that change how many Prize cards the Knock Out of the Pokémon they are
attached to is worth (``damage_rules.prize_count``): Luxurious Cape (1 more, with more HP, for a Pokémon
without a Rule Box), Legacy Energy (1 fewer, once a game)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from desktop.engine import layer
from desktop.engine.fx.card_nodes import RULE_BOX_CLASSES
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import node

if TYPE_CHECKING:
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("knocked_out_prize_change")
@dataclass(frozen=True, slots=True)
class KnockedOutPrizeChange(Mod):
    """A Tool or Special Energy: if the Pokémon it is attached to (``no_rule_box``: that doesn't have a Rule
    Box) is Knocked Out by damage from an attack from the opponent's Pokémon, that player takes ``prizes``
    more Prize cards (negative: fewer). ``once_a_game``: the name of a marker its owner gets when it
    applies; with it, it applies no more ("can't be applied more than once per game")."""

    prizes: int = -1
    no_rule_box: bool = False
    once_a_game: str = ""
    quiet: bool = False  # its words are written by another modifier of the same card (Luxurious Cape's HP)
    point = layer.PRIZE_COUNT
    label = "knocked_out_prize_change"
    on_itself: ClassVar[bool] = True  # asked on the Knocked Out Pokémon itself

    def applies(self, game: Game, knocked: Slot) -> bool:
        owner = game.owner(knocked.top)
        if not game.attacked or game.current == owner:
            return False
        if self.no_rule_box and game.card_of(knocked).subtypes & RULE_BOX_CLASSES:
            return False
        return not self.once_a_game or (owner, self.once_a_game) not in game.markers

    def prize_worth(self, worth: int) -> int:
        return max(0, worth + self.prizes)

    def prize_applied(self, game: Game, owner: int) -> None:
        if self.once_a_game:
            game.markers = game.markers + ((owner, self.once_a_game),)
            game.emit("marker", owner, detail=self.once_a_game)

    def words(self, w: Words) -> str:
        if self.quiet:
            return ""
        card = "Prize card" if abs(self.prizes) == 1 else "Prize cards"
        how = f"{abs(self.prizes)} {'more' if self.prizes > 0 else 'fewer'} {card}"
        text = (f"If the Pokémon this card is attached to is Knocked Out by damage from an attack from your opponent's "
                f"Pokémon, that player takes {how}.")
        if self.once_a_game:
            name = w.card.name if w.card is not None else "card"
            text += f" This effect of your {name} can't be applied more than once per game."
        return text
