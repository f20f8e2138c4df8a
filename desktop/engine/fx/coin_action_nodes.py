"""Coin flips that repeat an action: "Flip 3 coins. For each heads, discard a random card from your
opponent's hand." / "For each tails, discard an Energy from this Pokémon."."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.node import Node, node
from desktop.engine.fx.words import coins, lower_first

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words


@node("for_each_coin")
@dataclass(frozen=True, slots=True)
class ForEachCoin(Node):
    """Flip ``coins`` coins; do ``then`` once for each heads (``tails``: for each tails)."""

    coins: int
    then: Node
    tails: bool = False

    @property
    def stage(self) -> int:  # type: ignore[override]
        return self.then.place()

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            game = m.game
            heads = sum(game.coin(m.scope.source, m.scope.player) for _ in range(self.coins))
            local = self.coins - heads if self.tails else heads
        if local > 0:
            return m.call(self.then, 1, local - 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        side = "tails" if self.tails else "heads"
        return f"{coins(self.coins)} For each {side}, {lower_first(self.then.words(w), w)}"
