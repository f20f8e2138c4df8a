"""Energy discarded by an attack's choice, counted for its damage: "Discard up to 2 Metal Energy from
this Pokémon. This attack does 120 damage for each card you discarded in this way.", from your
Pokémon or from your hand, or one card that must be discarded ("If you can't, this attack does
nothing.")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.fx.hand_attach_nodes import energy_fits
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import BEFORE, Node, node
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words

SOURCES = ("self", "own_all", "hand")


@node("discard_up_to")
@dataclass(frozen=True, slots=True)
class DiscardUpTo(Node):
    """Discard up to ``count`` (``type``, ``basic``) Energy from this Pokémon, from your Pokémon or
    from your hand (``source``), one at a time until you stop; how many is kept as the count
    ``discarded``. ``or_nothing``: discard exactly 1, and if you can't, the attack does nothing."""

    count: int  # 0: as many as you like (Parabolic Spark)
    source: str = "self"
    type: str = ""
    basic: bool = False
    or_nothing: bool = False
    prompts = True
    stage = BEFORE

    def __post_init__(self) -> None:
        if self.source not in SOURCES:
            raise ValueError(f"source {self.source!r} must be one of {', '.join(SOURCES)}")

    def _options(self, m: Machine) -> list[int]:
        game, me = m.game, m.me
        if self.source == "hand":
            pool = list(me.hand)
        elif self.source == "self":
            pool = list(m.attacker.energy) if m.attacker is not None else []
        else:
            pool = [u for _p, s in me.in_play() for u in s.energy]
        return [u for u in pool if energy_fits(game.cards[u], self.basic, self.type)]

    def _discard(self, m: Machine, uid: int) -> None:
        me = m.me
        if uid in me.hand:
            m.game.discard_from_hand(uid)
            return
        for pos, slot in me.in_play():
            if uid in slot.energy:
                combat.discard_attached(m.game, slot, uid, pos)
                return

    def step(self, m: Machine, pc: int, local: Any) -> int:
        done = local or 0
        if pc == 0:
            m.scope.put("discarded", 0)
        if pc == 1:
            if m.answer is None:
                return m.done()
            self._discard(m, m.answer)
            done += 1
            m.scope.put("discarded", done)
        options = self._options(m)
        if self.or_nothing and not options and done == 0:
            m.scope.nothing = True
            return m.done()
        if (self.count and done >= self.count) or not options:
            return m.done()
        hand = self.source == "hand"
        limit = self.count or len(options) + done
        if m.choose(1, done, m.scope.player, CARD, options, f"Discard an Energy card ({done + 1} of up to {limit})?",
                    "hand_to_discard" if hand else "discard_energy", optional=not self.or_nothing,
                    zone="hand" if hand else "attached", auto_single=False):
            return WAIT
        return self.step(m, 1, done)

    def words(self, w: Words) -> str:
        kind = f"{'Basic ' if self.basic else ''}{self.type + ' ' if self.type else ''}Energy"
        if self.or_nothing:
            return (f"Discard {'an' if kind[0] in 'AEIOU' else 'a'} {kind} card from your hand. If you can't, this "
                    "attack does nothing.")
        where = {"self": "this Pokémon", "own_all": "your Pokémon", "hand": "your hand"}[self.source]
        cards = "" if self.source == "self" else " cards"
        if not self.count:
            return f"Discard as many {kind} attached to {where} as you like."
        return f"Discard up to {self.count} {kind}{cards} from {where}."
