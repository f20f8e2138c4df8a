"""Attack effects on the opponent's cards that today's sets print often: discard a random card
from their hand, discard the Pokémon Tools of their Active Pokémon before damage, and make the
Defending Pokémon's attacks weaker during their next turn."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import layer
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import BEFORE, Atomic, node
from desktop.engine.fx.words import capital

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("discard_random_from_hand")
@dataclass(frozen=True, slots=True)
class DiscardRandomFromHand(Atomic):
    """Discard a card chosen at random (the game's seeded generator) from the opponent's hand."""

    def act(self, m: Machine) -> None:
        hand = m.them.hand
        if hand:
            uid = hand[m.game.rng.below(len(hand))]
            hand.remove(uid)
            m.game.discard_card(uid, "hand")

    def words(self, w: Words) -> str:
        return "Discard a random card from your opponent's hand."


@node("discard_defending_tools")
@dataclass(frozen=True, slots=True)
class DiscardDefendingTools(Atomic):
    """Before doing damage, discard every Pokémon Tool attached to the opponent's Active Pokémon."""

    stage = BEFORE

    def act(self, m: Machine) -> None:
        defender = m.defender
        if defender is None or m.scope.protected:
            return
        for tool in list(defender.tools):
            defender.tools.remove(tool)
            m.game.discard_card(tool[0], "attached", 0)

    def words(self, w: Words) -> str:
        return f"Before doing damage, discard all Pokémon Tools from {w.defending}."


@node("attacks_less")
@dataclass(frozen=True, slots=True)
class AttacksLess(Mod):
    """On a Pokémon (a lasting effect): its attacks do ``amount`` less damage to the Active Pokémon,
    before Weakness and Resistance."""

    amount: int
    point = layer.ATTACK_BONUS
    label = "attacks_less"

    def extra_for(self, game: Game, attacker: Slot) -> int:
        return -self.amount

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return (f"{capital(when)}, attacks used by {who} do {self.amount} less damage (before applying Weakness and "
                "Resistance).")
