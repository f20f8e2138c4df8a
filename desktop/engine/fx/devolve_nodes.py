"""Devolving Pokémon by an attack's effect: the highest Stage Evolution card of each of the opponent's
evolved Pokémon put into their hand (Technical Machine: Devolution) or shuffled into their deck
(Amazez)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import card_in_play
from desktop.engine.fx.node import Atomic, node

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words


@node("devolve_each_opponent")
@dataclass(frozen=True, slots=True)
class DevolveEachOpponent(Atomic):
    """Devolve each of the opponent's evolved Pokémon: the highest Stage Evolution card on it goes into
    their hand (Technical Machine: Devolution), or (``to`` "deck") is shuffled into their deck. Damage
    stays; Knock Outs are checked after."""

    to: str = "hand"

    def __post_init__(self) -> None:
        if self.to not in ("hand", "deck"):
            raise ValueError(f"to {self.to!r} must be \"hand\" or \"deck\"")

    def act(self, m: Machine) -> None:
        game, opp, them = m.game, m.scope.opp, m.them
        moved = False
        for pos, slot in them.in_play():
            if not card_in_play.devolvable(game, slot):
                continue
            top = slot.cards.pop()
            (them.deck if self.to == "deck" else them.hand).append(top)
            game.move_card(opp, top, "stack", self.to, pos)
            game.clear_conditions(opp, pos, slot)
            slot.end_attack_effects()
            game.emit("devolve", opp, card=slot.top, pos=pos)
            moved = True
        if moved and self.to == "deck":
            game.shuffle_deck(opp)

    def words(self, w: Words) -> str:
        how = "shuffling" if self.to == "deck" else "putting"
        return (f"Devolve each of your opponent's evolved Pokémon by {how} the highest Stage Evolution card on it "
                f"into your opponent's {self.to}.")
