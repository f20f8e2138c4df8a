"""Abilities of today's sets: costs paid "in order to use this Ability" (a Basic Energy from this
Pokémon, a card from the hand to the bottom of the deck) and "you may make your opponent's Active
Pokémon Asleep".

Also a named card discarded from the hand as the cost, and "If you use this Ability, this Pokémon is
Knocked Out."
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.fx.node import AFTER, COST, Atomic, Node, node
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("discard_basic_energy_cost")
@dataclass(frozen=True, slots=True)
class DiscardBasicEnergyCost(Node):
    """An Ability's cost: discard a Basic ``type`` Energy from this Pokémon (all alike: no choice)."""

    type: str
    stage = COST

    def _energy(self, game: Game, player: int, pos: int) -> list[int]:
        slot = game.players[player].at(pos) if pos >= 0 else None
        cards = game.cards
        return [u for u in slot.energy if cards[u].is_basic_energy and self.type in cards[u].provides] \
            if slot is not None else []

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return isinstance(source, int) and bool(self._energy(game, player, source))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        pos = max(m.scope.source_pos, 0)
        energy = self._energy(m.game, m.scope.player, pos)
        if energy:
            combat.discard_attached(m.game, m.me.at(pos), energy[0], pos)
        return m.done()

    def ability_cost(self, w: Words) -> str | None:
        return f"discard a Basic {self.type} Energy from this Pokémon"

    def words(self, w: Words) -> str:
        return f"Discard a Basic {self.type} Energy from this Pokémon."


@node("hand_to_bottom_cost")
@dataclass(frozen=True, slots=True)
class HandToBottomCost(Node):
    """An Ability's cost: put a card from your hand on the bottom of your deck (``then``: not a cost
    but an attack's last step, "Then, put a card ...": Shuckle's Hide a Berry)."""

    then: bool = False
    prompts = True

    @property
    def stage(self) -> int:  # type: ignore[override]
        return AFTER if self.then else COST

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return self.then or bool(game.players[player].hand)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and m.choose(1, None, m.scope.player, CARD, list(m.me.hand), "Put which card on the bottom of "
                                "your deck?", "hand_to_deck", zone="hand"):
            return 1
        if m.answer is not None and m.answer in m.me.hand:
            m.me.hand.remove(m.answer)
            m.me.deck.insert(0, m.answer)
            m.game.emit("move", m.scope.player, card=m.answer, src="hand", dst="deck", detail="bottom")
        return m.done()

    def ability_cost(self, w: Words) -> str | None:
        return "put a card from your hand on the bottom of your deck"

    def words(self, w: Words) -> str:
        return f"{'Then, put' if self.then else 'Put'} a card from your hand on the bottom of your deck."


@node("make_condition")
@dataclass(frozen=True, slots=True)
class MakeCondition(Atomic):
    """Make your opponent's Active Pokémon ``condition`` (an Ability's words)."""

    condition: str

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return game.players[1 - player].active is not None

    def act(self, m: Machine) -> None:
        from desktop.engine.fx.status_nodes import apply_condition

        defender = m.them.active
        if defender is not None:
            apply_condition(m, m.scope.opp, 0, defender, self.condition, record=False)

    def words(self, w: Words) -> str:
        return f"Make your opponent's Active Pokémon {self.condition}."


@node("self_knocked_out")
@dataclass(frozen=True, slots=True)
class SelfKnockedOut(Atomic):
    """If you use this Ability, this Pokémon is Knocked Out."""

    def act(self, m: Machine) -> None:
        pos = max(m.scope.source_pos, 0)
        slot = m.me.at(pos)
        if slot is not None:
            slot.damage = max(slot.damage, m.game.hp_of(slot))
            m.game.emit("effect", m.scope.player, pos=pos, detail="knocked_out_by_own_ability")

    def words(self, w: Words) -> str:
        return "If you use this Ability, this Pokémon is Knocked Out."


@node("discard_named_cost")
@dataclass(frozen=True, slots=True)
class DiscardNamedCost(Node):
    """An Ability's cost: discard a ``named`` card from your hand (all alike: no choice)."""

    named: str
    stage = COST

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return any(game.cards[u].name == self.named for u in game.players[player].hand)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        uid = next((u for u in m.me.hand if m.game.cards[u].name == self.named), None)
        if uid is not None:
            m.game.discard_from_hand(uid)
        return m.done()

    def ability_cost(self, w: Words) -> str | None:
        return f"discard a {self.named} card from your hand"

    def words(self, w: Words) -> str:
        return f"Discard a {self.named} card from your hand."
