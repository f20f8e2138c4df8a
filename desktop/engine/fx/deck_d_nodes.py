"""Node kinds for the cards of Sun & Moon theme decks that had none (Lost Thunder's Blazing Volcano,
Team Up's Relentless Flame and Torrential Cannon, Unbroken Bonds' Lightning Loop and Battle Mind, the
Let's Play decks); each is worded as those sets print it and compiles its look-alikes by analogy."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.actions import OPPONENT
from desktop.engine.card_classes import class_words
from desktop.engine.fx.control import enter
from desktop.engine.fx.damage_nodes import BENCH_NOTE
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mod_base import Mod
from desktop.engine.fx.node import AFTER, BEFORE, Node, node
from desktop.engine.fx.words import lower_first, plural
from desktop.engine.prompts import POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("draw_then")
@dataclass(frozen=True, slots=True)
class DrawThen(Node):
    """Draw ``count`` cards; if you drew any, ``then`` ("Draw 2 cards. If you do, this Pokémon is now
    Asleep.": Caturday)."""

    count: int
    then: Node
    stage = AFTER

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            me = m.me
            drew = min(self.count, len(me.deck))
            m.game.draw(m.scope.player, self.count)
            if drew:
                return enter(m, self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        cards = "a card" if self.count == 1 else plural(self.count, "card")
        return f"Draw {cards}. If you do, {lower_first(self.then.words(w), w)}"


@node("bench_instead")
@dataclass(frozen=True, slots=True)
class BenchInstead(Node):
    """If any of the opponent's Pokémon has ``energy`` Energy attached, you may do this attack's damage
    to 1 of their Benched Pokémon instead of their Active Pokémon, without Weakness and Resistance
    (Golduck's Swim). The choice comes before damage; the Active Pokémon then takes none."""

    energy: str
    prompts = True
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, them = m.game, m.them
        if pc == 0:
            if not them.bench or not any(self.energy in game.energy_units(s) for _p, s in them.in_play()):
                return m.done()
            codes = [OPPONENT + pos for pos, _s in them.in_play()]  # the Active Pokémon: as printed
            if m.choose(1, None, m.scope.player, POKEMON, codes, "Do the damage to which Pokémon?", "damage_target"):
                return WAIT
        code = m.answer
        if code is None or code == OPPONENT:
            return m.done()
        slot = them.slot(code - OPPONENT)
        amount, m.scope.does_damage = m.scope.damage, False
        if slot is not None:
            combat.attack_damage(m, m.scope.opp, code - OPPONENT, slot, amount, apply_wr=False)
        return m.done()

    def words(self, w: Words) -> str:
        damage = w.damage or 0
        return (f"If any of your opponent's Pokémon have any {self.energy} Energy attached to them, you may do "
                f"{damage} damage to 1 of your opponent's Benched Pokémon instead of their Active Pokémon. "
                f"{BENCH_NOTE}")


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


@node("more_per_their_class")
@dataclass(frozen=True, slots=True)
class MorePerTheirClass(Mod):
    """An Ability: this Pokémon's attacks do ``per`` more damage to the opponent's Active Pokémon for
    each of their Pokémon in play of the classes ``classes`` (Charizard's Resolute Flame: Pokémon-GX
    and Pokémon-EX), before Weakness and Resistance."""

    per: int
    classes: tuple[str, ...] = ("GX", "EX")
    point = layer.ATTACK_BONUS
    label = "attack_bonus"

    def extra_for(self, game: Game, attacker: Slot) -> int:
        them = game.players[1 - game.current]
        return self.per * sum(1 for s in them.slots() if set(self.classes) & game.card_of(s).subtypes)

    def words(self, w: Words) -> str:
        kinds = " and ".join(class_words(c) for c in self.classes)
        return (f"This Pokémon's attacks do {self.per} more damage to your opponent's Active Pokémon for each of their "
                f"{kinds} in play.")


@node("cure_on_energy_attached")
@dataclass(frozen=True, slots=True)
class CureOnEnergyAttached(Mod):
    """An Ability: whenever its owner attaches an Energy card from their hand to this Pokémon (the
    turn's attachment or by an effect), it recovers from all Special Conditions (Combusken's Natural
    Cure)."""

    point = layer.ENERGY_ATTACHED
    label = "natural_cure"

    def on_energy_attached(self, game: Game, player: int, pos: int, slot: Slot, uid: int) -> None:
        if slot.rot or slot.poison or slot.burned:
            game.emit("power", player, card=slot.top, pos=pos, detail=self.label)
            game.clear_conditions(player, pos, slot)

    def words(self, w: Words) -> str:
        return f"Whenever you attach an Energy card from your hand to {w.name}, remove all Special Conditions from it."
