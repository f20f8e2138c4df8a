"""Attack nodes about the damage just done and the attacker's own cards: healing by the damage
done (Leech Life, Absorb), ignoring Weakness and Resistance (Sonicboom), attacks usable only
while damaged, and discarding Energy to mill the opponent's deck (Wildfire)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.fx.node import BEFORE, CHECK, Atomic, Node, node
from desktop.engine.prompts import OPTION

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("drain")
@dataclass(frozen=True, slots=True)
class Drain(Atomic):
    """Remove damage counters from the attacking Pokémon equal to the damage done to the
    Defending Pokémon (``half``: half of it, rounded up to the nearest 10)."""

    half: bool = False
    all_if_fewer: bool = False  # printed only: healing never removes more than there is

    def act(self, m: Machine) -> None:
        dealt = m.scope.dealt
        if self.half:
            dealt = (dealt // 2 + 9) // 10 * 10
        attacker = m.attacker
        if dealt > 0 and attacker is not None:
            combat.heal(m.game, m.scope.player, 0, attacker, dealt, m.scope.source)

    def words(self, w: Words) -> str:
        amount = "half the damage done" if self.half else "the damage done"
        text = (f"Remove a number of damage counters from {w.name} equal to {amount} to {w.defending} (after "
                "applying Weakness and Resistance)")
        text += " (rounded up to the nearest 10)." if self.half else "."
        if self.all_if_fewer:
            text += f" If {w.name} has fewer damage counters than that, remove all of them."
        return text


@node("ignore_weakness_resistance")
@dataclass(frozen=True, slots=True)
class IgnoreWeaknessResistance(Atomic):
    """Don't apply Weakness and Resistance for this attack."""

    stage = BEFORE

    def act(self, m: Machine) -> None:
        m.scope.ignore_wr = True

    def words(self, w: Words) -> str:
        return ("Don't apply Weakness and Resistance for this attack. (Any other effects that would happen after "
                "applying Weakness and Resistance still happen.)")


@node("only_if_damaged")
@dataclass(frozen=True, slots=True)
class OnlyIfDamaged(Node):
    """This attack can't be used if the attacking Pokémon has no damage counters on it."""

    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        slot = game.players[player].active
        return slot is not None and slot.damage > 0

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        return f"This attack can't be used if {w.name} has no damage counters on it."


@node("discard_energy_mill")
@dataclass(frozen=True, slots=True)
class DiscardEnergyMill(Node):
    """You may discard any number of ``type`` Energy cards attached to the attacking Pokémon;
    discard that many cards from the top of your opponent's deck."""

    type: str
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, scope = m.game, m.scope
        slot = m.attacker
        if slot is None:
            return m.done()
        matching = [u for u in slot.energy if self.type in game.cards[u].provides]
        if pc == 0:
            if not matching:
                return m.done()
            counts = tuple(str(n) for n in range(len(matching) + 1))
            if m.choose(1, None, scope.player, OPTION, counts,
                        f"{scope.source}: how many {self.type} Energy cards to discard?", "discard_energy_count",
                        auto_single=False):
                return 1
        count = int(m.answer or 0)
        for uid in matching[:count]:
            combat.discard_attached(game, slot, uid, 0)
        deck = game.players[scope.opp].deck
        for _ in range(min(count, len(deck))):
            uid = deck.pop()
            game.discard_card(uid, "deck")
        return m.done()

    def words(self, w: Words) -> str:
        return (f"You may discard any number of {self.type} Energy cards attached to {w.name} when you use this "
                "attack. If you do, discard that many cards from the top of your opponent's deck.")
