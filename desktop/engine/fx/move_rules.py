"""Rules about Pokémon moving, evolving and having Energy attached, as today's cards print them: the
opponent's Active Pokémon moving to the Bench (Holes, Swirling Prose) or this one (Fall Back to
Reload); Energy attached from the hand to a marked Pokémon (Electrified Incisors); Basic Energy that
provides more (Wild Growth); Stadiums that keep Confusion through evolving (Dizzying Valley) and
let Pokémon of a type evolve the turn they are played (Forest of Vitality).

Also an Ability that cures its Pokémon when Energy from the hand is attached to it (Natural Cure).

And a Power that moves an Energy of this Pokémon to the new Active Pokémon when it moves to the Bench
(Magma Pool, at SWITCHED).

Also one of your Pokémon with a name in its own allowed to evolve at once for the rest of the turn
(Giovanni)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, condition_rules, layer, play_rules
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Node, node
from desktop.engine.prompts import CARD, POKEMON
from desktop.engine.rule_points import SWITCHED, answers
from desktop.engine.state import CONFUSED, Effect

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("counters_on_foe_moved")
@dataclass(frozen=True, slots=True)
class CountersOnFoeMoved(Mod):
    """Whenever the opponent's Active Pokémon moves to the Bench during their turn, place ``counters``
    damage counters on it (Holes)."""

    counters: int = 2
    point = layer.MOVED_TO_BENCH
    label = "counters_on_foe_moved"

    def aura(self) -> bool:
        return True

    def on_foe_moved(self, game: Game, player: int, bench_pos: int, moved: Slot) -> None:
        if play_rules.bench_counters_blocked(game, bench_pos):  # Battle Cage
            return
        combat.put_damage(game, player, bench_pos, moved, 10 * self.counters, self.label)
        game.queue.append(("knockouts",))

    def words(self, w: Words) -> str:
        return (f"Whenever your opponent's Active Pokémon moves to the Bench during their turn, place {self.counters} "
                "damage counters on that Pokémon.")


@node("confuse_foe_new_active")
@dataclass(frozen=True, slots=True)
class ConfuseFoeNewActive(Mod):
    """As long as this Pokémon is in the Active Spot, whenever the opponent's Active Pokémon moves to the
    Bench during their turn, their new Active Pokémon is now Confused (Swirling Prose)."""

    point = layer.MOVED_TO_BENCH
    label = "confuse_foe_new_active"

    def aura(self) -> bool:
        return True

    def only_while_active(self) -> bool:
        return True

    def on_foe_moved(self, game: Game, player: int, bench_pos: int, moved: Slot) -> None:
        new = game.players[player].active
        if new is not None and not condition_rules.immune_to_conditions(game, new):
            game.set_rotation(player, 0, new, CONFUSED)

    def words(self, w: Words) -> str:
        return (f"As long as {w.name} is in the Active Spot, whenever your opponent's Active Pokémon moves to the "
                "Bench during their turn, their new Active Pokémon is now Confused.")


@node("when_moved_to_bench")
@dataclass(frozen=True, slots=True)
class WhenMovedToBench(Mod):
    """A trigger: once during your turn, when this Pokémon moves from the Active Spot to your Bench,
    ``effect`` (wrap it in ``may``)."""

    effect: Node
    point = layer.MOVED_TO_BENCH
    label = "trigger"

    def triggered(self) -> Node | None:
        return self.effect

    def children(self) -> tuple[Node, ...]:
        return (self.effect,)

    def words(self, w: Words) -> str:
        from desktop.engine.fx.control import May

        then = self.effect.then if isinstance(self.effect, May) else self.effect
        return (f"Once during your turn, when {w.name} moves from the Active Spot to your Bench, you may use this "
                f"Ability. {then.words(w)}")


@node("counters_on_energy_attached")
@dataclass(frozen=True, slots=True)
class CountersOnEnergyAttached(Mod):
    """On the Defending Pokémon (a lasting effect): whenever its owner attaches an Energy card from
    their hand to it, place ``counters`` damage counters on it (``Game._do`` asks it)."""

    counters: int = 8
    point = layer.ENERGY_ATTACHED
    label = "Electrified Incisors"

    def retaliation(self, game: Game, defender: Slot, ready: bool, dealt: int = 0) -> int:
        return 10 * self.counters

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return (f"{when[:1].upper() + when[1:]}, whenever they attach an Energy card from their hand to {who}, place "
                f"{self.counters} damage counters on that Pokémon.")


@node("basic_energy_provides_double")
@dataclass(frozen=True, slots=True)
class BasicEnergyProvidesDouble(Mod):
    """An Ability: each Basic ``type`` Energy attached to its player's Pokémon provides 2 of that type
    (doesn't stack: ``combat.energy_units`` applies each distinct rule once)."""

    type: str
    point = layer.ALLY_ENERGY_PROVIDES
    label = "basic_energy_provides_double"

    def provides_on(self, game: Game, slot: Slot, uid: int, provided: tuple[str, ...]) -> tuple[str, ...]:
        return (self.type, self.type) if provided == (self.type,) else provided

    def words(self, w: Words) -> str:
        return (f"Each Basic {self.type} Energy attached to all of your Pokémon provides {self.type}{self.type} "
                f"Energy. The effect of {w.power} doesn't stack.")


@node("keeps_confusion")
@dataclass(frozen=True, slots=True)
class KeepsConfusion(Mod):
    """A Stadium: Confused Pokémon don't recover from Confusion when they evolve or devolve."""

    point = layer.KEEPS_CONFUSION
    label = "keeps_confusion"

    def words(self, w: Words) -> str:
        return ("Confused Pokémon (both yours and your opponent's) don't recover from that Special Condition when they "
                "evolve or devolve.")


@node("evolve_same_turn")
@dataclass(frozen=True, slots=True)
class EvolveSameTurn(Mod):
    """A Stadium: each player's ``type`` Pokémon can evolve into ``type`` Pokémon during the turn they
    play those Pokémon, except during their first turn."""

    type: str
    point = layer.EVOLVE_SAME_TURN
    label = "evolve_same_turn"

    def lets_evolve(self, game: Game, slot: Slot, evolution: CardDef) -> bool:
        return self.type in game.types_of(slot) and self.type in evolution.types

    def words(self, w: Words) -> str:
        return (f"Each player's {self.type} Pokémon can evolve into {self.type} Pokémon during the turn they play "
                "those Pokémon, except during their first turn.")



@node("attach_hand_to_this_today")
@dataclass(frozen=True, slots=True)
class AttachHandToThis(Node):
    """Attach up to ``up_to`` Basic ``type`` Energy cards from your hand to this Pokémon, one at a time
    (in a trigger: once a turn for this Pokémon)."""

    type: str
    up_to: int = 2
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.state import Effect

        game, pl, me = m.game, m.scope.player, m.me
        pos = m.scope.source_pos
        slot = me.slot(pos)
        if slot is None:
            return m.done()
        done = local or 0
        if pc == 0:
            if slot.effect_value("attach_hand_to_this") == game.turn:
                return m.done()  # already used this turn
            slot.add_effect(Effect("attach_hand_to_this", game.turn, game.turn, True))
        if pc == 1:
            if m.answer is None:
                return m.done()
            me.hand.remove(m.answer)
            slot.energy.append(m.answer)
            game.emit("attach", pl, card=m.answer, src="hand", dst="energy", pos=pos)
            done += 1
        energy = [u for u in me.hand if game.cards[u].is_basic_energy and self.type in game.cards[u].provides]
        if done < self.up_to and energy:
            m.choose(1, done, pl, CARD, energy, f"Attach a Basic {self.type} Energy card ({done + 1} of up to "
                     f"{self.up_to}).", "hand_energy_to_attach", zone="hand", optional=done > 0, auto_single=False)
            return 1
        return m.done()

    def words(self, w: Words) -> str:
        return f"Attach up to {self.up_to} Basic {self.type} Energy cards from your hand to {w.name}."


@node("bench_counters_shield")
@dataclass(frozen=True, slots=True)
class BenchCountersShield(Mod):
    """A Stadium: prevent all damage counters from being placed on Benched Pokémon (both players') by
    effects of attacks and Abilities from the opponent's Pokémon (``layer.bench_counters_blocked``)."""

    point = layer.BENCH_COUNTERS_SHIELD
    label = "bench_counters_shield"

    def words(self, w: Words) -> str:
        return ("Prevent all damage counters from being placed on Benched Pokémon (both yours and your opponent's) by "
                "effects of attacks and Abilities from the opponent's Pokémon. (Damage from attacks is still taken.)")


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


@node("magma_pool")
@dataclass(frozen=True, slots=True)
class MagmaPool(Mod):
    """A Power: if this Pokémon is its owner's Active Pokémon and moves to the Bench, 1 ``type`` Energy card
    attached to it moves to the new Active Pokémon (``Game.switch_active`` asks ``magma_pool``)."""

    type: str = "Fire"
    point = "magma_pool"
    label = "magma_pool"

    def words(self, w: Words) -> str:
        return (f"If {w.name} is your Active Pokémon and moves to the Bench, remove 1 {self.type} Energy card attached "
                f"to {w.name}, if any, and attach it to the new Active Pokémon. (You can't choose an Energy card that "
                "you used to pay the Retreat Cost.)")


@answers(SWITCHED, "magma_pool")
def magma_pool(game: Game, player: int, old: Any, new: Any) -> None:
    """``old`` (its power still read as it was while Active) just moved to the Bench and ``new`` became the
    Active Pokémon: a working Magma Pool moves 1 of its Energy cards over."""
    for kind, mod in game.card_of(old).statics:
        if isinstance(mod, MagmaPool) and layer.power_working(game, old, kind):
            uid = next((u for u in old.energy if game.cards[u].name == f"{mod.type} Energy"), None)
            if uid is not None:
                old.energy.remove(uid)
                new.energy.append(uid)
                game.emit("power", player, card=old.top, detail="Magma Pool")
                src = game.players[player].bench.index(old) + 1
                game.emit("move", player, card=uid, src="energy", dst="energy", pos=0, amount=src)
            return


@node("evolve_now")
@dataclass(frozen=True, slots=True)
class EvolveNow(Node):
    """Choose 1 of your Pokémon in play with ``name_has`` in its name: for the rest of your turn it
    may evolve even if it just came into play or evolved, or on your first turn; the effect stays on
    what it evolves into (Giovanni)."""

    name_has: str
    prompts = True

    def _named(self, game: Game, player: int) -> list[int]:
        return [pos for pos, slot in game.players[player].in_play() if self.name_has in game.card_of(slot).name]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._named(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        if pc == 0 and m.choose(1, None, pl, POKEMON, self._named(game, pl), "Which Pokémon may evolve now?",
                                "evolve_target"):
            return WAIT
        slot = game.players[pl].slot(m.answer)
        if slot is not None:
            slot.add_effect(Effect(layer.EVOLVE_NOW, game.turn, None, True))
            game.emit("effect", pl, pos=m.answer, detail="evolve_now")
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Choose 1 of your Pokémon in play with {self.name_has} in its name. For the rest of your turn, you "
                "may evolve that Pokémon even if you just played or evolved it this turn or if this is your first "
                "turn. This effect also applies to the Pokémon it evolves into.")
