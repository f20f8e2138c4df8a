"""Coin flips that repeat an action: "Flip 3 coins. For each heads, discard a random card from your
opponent's hand." / "For each tails, discard an Energy from this Pokémon.".

And for each heads, a card from the discard pile into the hand (Odor Sleuth)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.node import Node, node
from desktop.engine.fx.words import coins, lower_first
from desktop.engine.fx.zone_choice import ZoneChoice, exactly

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


@node("heads_cards_from_discard")
@dataclass(frozen=True, slots=True)
class HeadsCardsFromDiscard(ZoneChoice):
    """Flip ``coins`` coins; for each heads, put a card from your discard pile into your hand (Heatmor's
    Odor Sleuth)."""

    coins: int
    zone = "discard"
    ask = "Put which card into your hand?"
    auto_single = True

    def open(self, m: Machine) -> int:
        return sum(m.game.coin(m.scope.source, m.scope.player) for _ in range(self.coins))

    def picks(self, m: Machine, memo: Any = None) -> tuple[int, int]:
        return exactly(memo)

    def options(self, m: Machine, done: int, memo: Any) -> list[int]:
        return list(dict.fromkeys(m.me.discard))

    def words(self, w: Words) -> str:
        return f"Flip {self.coins} coins. For each heads, put a card from your discard pile into your hand."
