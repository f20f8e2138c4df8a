"""What today's attacks do with the attacking Pokémon itself or its Energy: more damage if it is
Burned or Poisoned (Facade, in every era), put some of its Energy into the hand (Backfire), shuffle
all its Energy into the deck (Sonic Ripper), and put 1 of your Benched Pokémon with everything
attached into your hand (Happy Return).

Also damage counters put on this Pokémon as the price of an effect (Roaring Resolve).

Also a base damage when the attacker is Poisoned (Poison Power), more damage per counter on it then a
coin for self-damage (Thunder Flare), "This attack does no damage and this Pokémon is now Confused"
(Random ESP), and self-damage per Energy of a type (Electroburn).

And "This attack does no damage, and this Pokémon does N damage to itself" (Risky Attack's tails)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.fx.control import enter
from desktop.engine.fx.node import AFTER, BEFORE, Atomic, Node, node
from desktop.engine.fx.opponent_card_nodes import IfThen
from desktop.engine.fx.status_nodes import Condition
from desktop.engine.fx.words import lower_first, plural
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words


@node("if_self_condition")
@dataclass(frozen=True, slots=True)
class IfSelfCondition(IfThen):
    """``then`` only if this Pokémon is affected by one of ``conditions`` ("Burned", "Poisoned")."""

    conditions: tuple[str, ...] = ("Burned", "Poisoned")

    def __post_init__(self) -> None:
        if not set(self.conditions) <= {"Burned", "Poisoned"}:
            raise ValueError("conditions are Burned and/or Poisoned")

    def holds(self, m: Machine) -> bool:
        slot = m.attacker
        return slot is not None and (("Burned" in self.conditions and slot.burned)
                                     or ("Poisoned" in self.conditions and slot.poison > 0))

    def condition(self, w: Words) -> str:
        return f"If {w.name} is {' or '.join(self.conditions)}"


def _own_energy(m: Machine, energy_type: str) -> list[int]:
    slot = m.attacker
    if slot is None:
        return []
    return [u for u in slot.energy if not energy_type or energy_type in m.game.cards[u].provides]


@node("own_energy_to_hand")
@dataclass(frozen=True, slots=True)
class OwnEnergyToHand(Node):
    """Put ``count`` ``type`` Energy attached to this Pokémon into your hand (as many as it has),
    one card at a time."""

    count: int
    type: str = ""
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, slot = m.game, m.scope.player, m.attacker
        done = local or 0
        if pc == 1 and slot is not None and m.answer in slot.energy:
            slot.energy.remove(m.answer)
            m.me.hand.append(m.answer)
            game.move_card(pl, m.answer, "energy", "hand", max(m.scope.source_pos, 0))
            done += 1
        while done < self.count:
            options = _own_energy(m, self.type)
            if not options:
                break
            kinds = {game.cards[u].id: u for u in options}
            if m.choose(1, done, pl, CARD, list(kinds.values()), "Choose an Energy to put into your hand.",
                        "discard_energy", zone="attached"):
                return 1
            return self.step(m, 1, done)
        return m.done()

    def words(self, w: Words) -> str:
        kind = f"{self.type} " if self.type else ""
        return f"Put {self.count} {kind}Energy attached to {w.name} into your hand."


@node("shuffle_own_energy_into_deck")
@dataclass(frozen=True, slots=True)
class ShuffleOwnEnergyIntoDeck(Atomic):
    """Shuffle all Energy attached to this Pokémon into your deck."""

    def act(self, m: Machine) -> None:
        game, pl, slot = m.game, m.scope.player, m.attacker
        if slot is None or not slot.energy:
            return
        for uid in list(slot.energy):
            slot.energy.remove(uid)
            m.me.deck.append(uid)
            game.move_card(pl, uid, "energy", "deck", max(m.scope.source_pos, 0))
        game.shuffle_deck(pl)

    def words(self, w: Words) -> str:
        return f"Shuffle all Energy attached to {w.name} into your deck."


@node("bench_to_hand_all")
@dataclass(frozen=True, slots=True)
class BenchToHandAll(Node):
    """Put 1 of your Benched Pokémon and all attached cards into your hand."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0 and m.choose(1, None, pl, POKEMON, [p for p, _s in me.in_play() if p > 0],
                                "Put which Benched Pokémon into your hand?", "pokemon_to_hand"):
            return 1
        pos = m.answer
        slot = me.slot(pos) if pos is not None else None
        if slot is None:
            return m.done()
        game.remove_from_play(pl, pos, slot)
        for uid in slot.cards + slot.attached():
            me.hand.append(uid)
            game.move_card(pl, uid, "bench", "hand", pos)
        return m.done()

    def words(self, w: Words) -> str:
        return "Put 1 of your Benched Pokémon and all attached cards into your hand."


@node("self_counters_then")
@dataclass(frozen=True, slots=True)
class SelfCountersThen(Node):
    """Put ``counters`` damage counters on this Pokémon; if you do, ``then`` (Charizard's Roaring
    Resolve: search for Fire Energy to attach to it)."""

    counters: int
    then: Node
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            pos = max(m.scope.source_pos, 0)
            slot = m.me.slot(pos)
            if slot is None:
                return m.done()
            combat.put_damage(m.game, m.scope.player, pos, slot, 10 * self.counters, m.scope.source)
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        return (f"Put {plural(self.counters, 'damage counter')} on this Pokémon. If you do, "
                f"{lower_first(self.then.words(w), w)}")


@node("if_self_poisoned")
@dataclass(frozen=True, slots=True)
class IfSelfPoisoned(Node):
    """If the attacker is Poisoned, the base damage is ``amount`` and the Defending Pokémon is then
    Poisoned (Poison Power)."""

    amount: int
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        attacker = m.attacker
        if pc == 0 and attacker is not None and attacker.poison:
            m.scope.damage = self.amount
            return enter(m, Condition("Poisoned"), 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (Condition("Poisoned"),)

    def words(self, w: Words) -> str:
        return (f"If {w.name} is Poisoned, this attack's base damage is {self.amount} instead of {w.damage} and "
                f"{w.defending} is now Poisoned.")


@node("plus_own_counters_then_flip")
@dataclass(frozen=True, slots=True)
class PlusOwnCountersThenFlip(Node):
    """``per`` more damage for each damage counter on the attacker; then flip a coin: tails, it does
    ``self_amount`` damage to itself (Thunder Flare)."""

    per: int
    self_amount: int
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        attacker = m.attacker
        if pc == 0 and attacker is not None:
            m.scope.damage += self.per * (attacker.damage // 10)
            return enter(m, _TailsSelfDamage(self.self_amount), 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (_TailsSelfDamage(self.self_amount),)

    def words(self, w: Words) -> str:
        return (f"Does {w.damage} damage plus {self.per} damage times the number of damage counters on {w.name}, then "
                f"flip a coin. If tails, {w.name} does {self.self_amount} damage to itself.")


@dataclass(frozen=True, slots=True)
class _TailsSelfDamage(Atomic):
    """After damage: flip a coin; tails, the attacker does ``amount`` damage to itself."""

    amount: int
    stage = AFTER

    def act(self, m: Machine) -> None:
        attacker = m.attacker
        if attacker is not None and not m.game.coin(m.scope.source, m.scope.player):
            combat.put_damage(m.game, m.scope.player, 0, attacker, self.amount, m.scope.source)

    def words(self, w: Words) -> str:
        return ""


@node("no_damage_self_condition")
@dataclass(frozen=True, slots=True)
class NoDamageSelfCondition(Node):
    """"This attack does no damage and <name> is now <condition>." (Random ESP's tails)"""

    condition: str
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            m.scope.damage, m.scope.does_damage = 0, False
            return enter(m, Condition(self.condition, target="self"), 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (Condition(self.condition, target="self"),)

    def words(self, w: Words) -> str:
        return f"This attack does no damage and {w.name} is now {self.condition}."


@node("self_damage_per_energy")
@dataclass(frozen=True, slots=True)
class SelfDamagePerEnergy(Atomic):
    """The attacker does ``per`` damage to itself for each ``type`` Energy card attached to it
    (Electroburn)."""

    type: str
    per: int = 10

    def act(self, m: Machine) -> None:
        attacker, game = m.attacker, m.game
        if attacker is not None:
            n = sum(1 for u in attacker.energy if self.type in game.cards[u].provides)
            if n:
                combat.put_damage(game, m.scope.player, 0, attacker, self.per * n, m.scope.source)

    def words(self, w: Words) -> str:
        return (f"{w.name} does damage to itself equal to {self.per} times the number of {self.type} Energy cards "
                "attached to it.")


@node("no_damage_self_damage")
@dataclass(frozen=True, slots=True)
class NoDamageSelfDamage(Atomic):
    """This attack does no damage to the Defending Pokémon, and the attacker does ``amount`` damage
    to itself (Risky Attack's tails)."""

    amount: int
    nothing: bool = False  # words: "This attack does nothing to the Defending Pokémon and ..." (Egg Bomb)
    stage = BEFORE

    def act(self, m: Machine) -> None:
        m.scope.damage, m.scope.does_damage = 0, False
        attacker = m.attacker
        if attacker is not None:
            combat.put_damage(m.game, m.scope.player, 0, attacker, self.amount, m.scope.source)

    def words(self, w: Words) -> str:
        does = "nothing" if self.nothing else "no damage"
        return f"This attack does {does} to {w.defending} and {w.name} does {self.amount} damage to itself."
