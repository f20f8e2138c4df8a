"""Attacks that discard Fire Energy for their coins: "Flip 2 coins. For each heads, discard a Fire
Energy card attached to Light Flareon or this attack does nothing. This attack does 30 damage plus 20
damage for each heads." (Burning Flame) and "You may discard any number of Fire Energy cards attached
to your Pokémon. Flip a coin for each Fire Energy card discarded in this way. This attack does 40
damage times the number of heads." (Rushing Flames)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.fx.node import BEFORE, Atomic, Node, node
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words


@node("heads_discard_or_nothing")
@dataclass(frozen=True, slots=True)
class HeadsDiscardOrNothing(Atomic):
    """Flip ``coins`` coins; for each heads, discard a ``type`` Energy card attached to this Pokémon, or
    (if it hasn't that many) the attack does nothing; ``per`` more damage for each heads."""

    coins: int
    type: str
    per: int
    stage = BEFORE

    def act(self, m: Machine) -> None:
        game, slot = m.game, m.attacker
        heads = sum(game.coin(m.scope.source, m.scope.player) for _ in range(self.coins))
        mine = [u for u in slot.energy if self.type in game.cards[u].provides] if slot is not None else []
        if slot is None or len(mine) < heads:
            m.scope.nothing = True
            return
        for uid in mine[:heads]:
            combat.discard_attached(game, slot, uid, 0)
        m.scope.damage += self.per * heads

    def words(self, w: Words) -> str:
        return (f"Flip {self.coins} coins. For each heads, discard a {self.type} Energy card attached to {w.name} or "
                f"this attack does nothing. This attack does {w.damage} damage plus {self.per} damage for each heads.")


@node("discard_any_flip_each")
@dataclass(frozen=True, slots=True)
class DiscardAnyFlipEach(Node):
    """You may discard any number of ``type`` Energy cards attached to your Pokémon, one at a time; flip
    a coin for each; the attack does its printed damage times the number of heads."""

    type: str
    prompts = True
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        done: int = local or 0
        if pc == 1:
            if m.answer is None:
                return self._flip(m, done)
            for pos, slot in me.in_play():
                if m.answer in slot.energy:
                    combat.discard_attached(game, slot, m.answer, pos)
            done += 1
        options = [u for _pos, slot in me.in_play() for u in slot.energy if self.type in game.cards[u].provides]
        if options and m.choose(1, done, pl, CARD, options, f"Discard a {self.type} Energy card (or stop).",
                                "discard_energy", zone="attached", optional=True, auto_single=False):
            return 1
        return self._flip(m, done)

    def _flip(self, m: Machine, count: int) -> int:
        heads = sum(m.game.coin(m.scope.source, m.scope.player) for _ in range(count))
        printed = m.scope.attack.damage if m.scope.attack is not None else 0
        m.scope.damage, m.scope.does_damage = printed * heads, True
        return m.done()

    def words(self, w: Words) -> str:
        return (f"You may discard any number of {self.type} Energy cards attached to your Pokémon. Flip a coin for "
                f"each {self.type} Energy card discarded in this way. This attack does {w.damage} damage times the "
                "number of heads.")
