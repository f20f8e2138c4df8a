"""Cards put in the Lost Zone by an effect: "Put 2 Water Energy cards from your hand in the Lost Zone. If
you do, ..." (a cost, all of them or none)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Node, node
from desktop.engine.fx.words import lower_first, plural
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("hand_energy_to_lost")
@dataclass(frozen=True, slots=True)
class HandEnergyToLost(Node):
    """Put ``count`` ``type`` Energy cards from your hand in the Lost Zone (one at a time, all of them:
    a cost); if you do, ``then``. Not usable with fewer such cards in the hand."""

    count: int
    type: str
    then: Node
    prompts = True

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def _energy(self, game: Game, player: int) -> list[int]:
        return [u for u in game.players[player].hand
                if game.cards[u].kind == "energy" and self.type in game.cards[u].provides]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return len(self._energy(game, player)) >= self.count

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 2:
            return m.done()
        game, pl, me = m.game, m.scope.player, m.me
        done: int = local or 0
        if pc == 1 and m.answer in me.hand:
            me.hand.remove(m.answer)
            me.lost.append(m.answer)
            game.move_card(pl, m.answer, "hand", "lost")
            done += 1
        options = self._energy(game, pl)
        if done < self.count:
            if len(options) < self.count - done:
                return m.done()  # (can't happen: checked by ``usable``)
            if m.choose(1, done, pl, CARD, options, f"Put which Energy card in the Lost Zone ({done + 1} of "
                        f"{self.count})?", "discard_energy_cost", zone="hand"):
                return WAIT
            return self.step(m, 1, done)
        return m.call(self.then, 2)

    def words(self, w: Words) -> str:
        return (f"Put {plural(self.count, f'{self.type} Energy card')} from your hand in the Lost Zone. If you do, "
                f"{lower_first(self.then.words(w), w)}")
