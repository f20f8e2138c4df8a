"""Static Pokémon Powers of Neo Revelation and Neo Destiny that guard a Pokémon or its friends:
"Prevent all effects of your opponent's attacks, other than damage, done to Suicune" (Crystal Body),
"Whenever an attack does 40 or less damage to Shuckle ..., reduce that damage to 10" (Hard Shell),
and "As long as Unown [Z] is Benched, you pay no Energy cost to retreat a Pokémon with Unown in its
name" ([Zoom]).

Also a coin that prevents all effects of attacks, damage included, to your Unown during the opponent's
next turn ([Quicken])."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer
from desktop.engine.fx.modern_mods import UsedThisTurn
from desktop.engine.fx.mods import Mod, PreventAll
from desktop.engine.fx.node import Node, node
from desktop.engine.fx.power_nodes import _unown
from desktop.engine.rule_points import ENERGY_KEPT, answers
from desktop.engine.state import Effect

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot

EFFECTS_GUARD = "effects_guard"  # the opponent's attacks' effects other than damage don't touch it


@node("guard_effects")
@dataclass(frozen=True, slots=True)
class GuardEffects(Mod):
    """The opponent's attacks do nothing to this Pokémon but damage (the attack procedure asks)."""

    point = EFFECTS_GUARD
    label = "guard_effects"

    def words(self, w: Words) -> str:
        return f"Prevent all effects of your opponent's attacks, other than damage, done to {w.name}."

    def lasting_words(self, w: Words, who: str, when: str) -> str:  # Light Wave
        return f"Prevent all effects of attacks, other than damage, done to {who} {when}."


def effects_guarded(game: Game, defender: Slot) -> bool:
    """Whether the Defending Pokémon is guarded from the attack's effects other than damage (a Power, or a
    lasting effect of its own attack)."""
    if defender.effects and any(e[0] == EFFECTS_GUARD for e in defender.effects):
        return True
    return EFFECTS_GUARD in game.static_points and layer.any_on(game, defender, EFFECTS_GUARD)


@node("small_damage_to")
@dataclass(frozen=True, slots=True)
class SmallDamageTo(Mod):
    """Attack damage of ``at_most`` or less (after Weakness and Resistance) done to this Pokémon is
    reduced to ``becomes``."""

    at_most: int = 40
    becomes: int = 10
    point = layer.DAMAGE_TO_DEFENDER
    label = "reduce_damage"

    def defend(self, game: Game, amount: int) -> tuple[int, bool]:
        return (min(amount, self.becomes), False) if amount <= self.at_most else (amount, False)

    def words(self, w: Words) -> str:
        return (f"Whenever an attack (including your own) does {self.at_most} or less damage to {w.name} (after "
                f"applying Weakness and Resistance), reduce that damage to {self.becomes}. (Any other effects of "
                "attacks still happen.)")


@node("named_free_retreat_classic")
@dataclass(frozen=True, slots=True)
class NamedFreeRetreat(Mod):
    """While this Pokémon is Benched, its owner's Pokémon with ``name_has`` in their names retreat for
    no Energy."""

    name_has: str = "Unown"
    point = layer.RETREAT_COST
    label = "retreat_cost"

    def adjust(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        return 0 if owner is not target and self.name_has in game.card_of(target).name else cost

    def words(self, w: Words) -> str:
        return (f"As long as {w.name} is Benched, you pay no Energy cost to retreat a Pokémon with {self.name_has} in "
                "its name.")


POWER_STOPPED = "power_stopped"  # a lasting effect: this Pokémon's Pokémon Power doesn't work


@node("power_stopped")
@dataclass(frozen=True, slots=True)
class PowerStopped(Mod):
    """On a Pokémon (a lasting effect): its Pokémon Power stops working (``layer.power_working``)."""

    point = POWER_STOPPED
    label = "power_stopped"

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        until = "until the end of your next turn" if when == "during your next turn" else when
        return f"If {who} has a Pokémon Power, that power stops working {until}."


@node("base_damage_if_low_hp")
@dataclass(frozen=True, slots=True)
class BaseDamageIfLowHp(Mod):
    """While this Pokémon has ``hp_left`` HP or less left, its attack ``attack`` has base damage ``amount``
    (Final Blow: "you may", and the player always would)."""

    attack: str
    amount: int
    hp_left: int
    point = layer.BASE_DAMAGE
    label = "base_damage"

    def base_in(self, game: Game, slot: Slot, attack_name: str, damage: int) -> int:
        if attack_name == self.attack and game.hp_of(slot) - slot.damage <= self.hp_left:
            return self.amount
        return damage

    def words(self, w: Words) -> str:
        printed = next((a.damage for a in w.card.attacks if a.name == self.attack), 0) if w.card is not None else 0
        return (f"If {w.name}'s remaining HP are {self.hp_left} or less, you may make its {self.attack} attack's base "
                f"damage {self.amount} instead of {printed}.")


@node("if_attached_type")
@dataclass(frozen=True, slots=True)
class IfAttachedType(Node):
    """In a Power's "whenever you attach a <type> Energy card ... to <it>" trigger: ``then``, only if the
    card just attached provides ``type`` and the Power works (Lightning Burst); the trigger's own words
    name the type."""

    type: str
    then: Node

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        slot = m.me.slot(max(m.scope.source_pos, 0))
        if pc == 0 and slot is not None and slot.energy and self.type in game.cards[slot.energy[-1]].provides \
                and layer.power_working(game, slot, "Pokémon Power"):
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        return self.then.words(w)


@node("keep_energy")
@dataclass(frozen=True, slots=True)
class KeepEnergy(Mod):
    """The opponent's attacks, Powers and Trainer cards can't discard Energy cards from your Pokémon
    with ``name_has`` in their names ([Keep]; ``combat.discard_attached`` asks ``energy_kept``), or
    with ``basic``, basic Energy from your Basic Pokémon (Carbink's Energy Keeper)."""

    name_has: str = "Unown"
    basic: bool = False
    point = "keep_energy"
    label = "keep_energy"

    def keeps(self, game: Game, slot: Slot, uid: int) -> bool:
        """Whether it keeps Energy card ``uid`` on its player's Pokémon ``slot``."""
        if self.basic:
            return game.cards[uid].is_basic_energy and game.card_of(slot).stage == "Basic"
        return self.name_has in game.card_of(slot).name

    def words(self, w: Words) -> str:
        if self.basic:
            return ("Basic Energy attached to your Basic Pokémon can't be discarded by effects of your opponent's "
                    "attacks, Abilities, or Trainer cards.")
        return (f"Your opponent's attacks, Pokémon Powers, and Trainer cards can't discard Energy cards from your "
                f"Pokémon with {self.name_has} in their names. (Any other effects still happen.)")


@answers(ENERGY_KEPT, "keep_energy")
def energy_kept(game: Game, slot: Slot, uid: int) -> bool:
    """Whether Energy card ``uid`` can't be discarded from ``slot`` now: during its owner's opponent's
    turn, a working [Keep] (or Energy Keeper) of its owner protects it."""
    owner = game.owner(slot.top)
    if owner == game.current:
        return False
    return any(isinstance(mod, KeepEnergy) and mod.keeps(game, slot, uid)
               for _s, mod in layer.bench_statics(game, owner, "keep_energy"))


@dataclass(frozen=True, slots=True)
class TypeUntilCondition(Mod):
    """This Pokémon's type is ``type`` (this turn), until it is Asleep, Confused or Paralyzed."""

    type: str
    point = layer.POKEMON_TYPE
    label = "type"

    def new_type(self) -> str:
        return self.type

    def holds(self, game: Game, slot: Slot) -> bool:
        return slot.rot == 0  # NONE


@node("submerge")
@dataclass(frozen=True, slots=True)
class Submerge(Node):
    """Change this Pokémon's type to ``type`` until the end of your turn (back to ``back`` if it gets
    Asleep, Confused or Paralyzed)."""

    type: str
    back: str

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.state import Effect

        slot = m.me.slot(max(m.scope.source_pos, 0))
        if slot is not None:
            slot.add_effect(Effect(layer.POKEMON_TYPE, m.game.turn, TypeUntilCondition(self.type), True))
            m.game.emit("effect", m.scope.player, pos=m.scope.source_pos, detail=f"type:{self.type}")
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Change {w.name}'s type to {self.type} until the "
                f"end of your turn. This power can't be used if {w.name} is Asleep, Confused, or Paralyzed. If "
                f"{w.name} becomes Asleep, Confused, or Paralyzed after you have used this power, its type changes "
                f"back to {self.back}.")


@node("scare")
@dataclass(frozen=True, slots=True)
class Scare(Mod):
    """A Power: while this Pokémon is your Active Pokémon, the opponent's Baby Pokémon Powers stop working
    and their Baby Pokémon can't attack (``layer.scared``)."""

    point = "scare"
    label = "scare"

    def words(self, w: Words) -> str:
        return (f"As long as {w.name} is your Active Pokémon, all of your opponent's Baby Pokémon Powers stop working "
                "and your opponent's Baby Pokémon can't attack.")


@node("special_energy_colorless")
@dataclass(frozen=True, slots=True)
class SpecialEnergyColorless(Mod):
    """A Power: while this Pokémon is an Active Pokémon, every Special Energy card provides Colorless
    instead and its other effects stop (Miraculous Wind; ``layer.miraculous_wind``). ``stadium``: a Stadium's
    rule, for the Special Energy attached to every Pokémon while it is in play (Temple of Sinnoh)."""

    stadium: bool = False
    point = layer.MIRACULOUS
    label = "miraculous_wind"

    def words(self, w: Words) -> str:
        if self.stadium:
            return ("All Special Energy attached to Pokémon (both yours and your opponent's) provide Colorless Energy "
                    "and have no other effect.")
        return (f"As long as {w.name} is your Active Pokémon, each Special Energy card provides Colorless Energy "
                "instead of its usual type and its other effects stop working.")


@node("unown_shield")
@dataclass(frozen=True, slots=True)
class UnownShield(Node):
    """Once a turn for all Powers named ``name``: flip a coin; heads, prevent all effects of attacks,
    including damage, done to your Pokémon with Unown in their names during the opponent's next turn
    ([Quicken])."""

    name: str = "[Quicken]"

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return not layer.used_by_name(game, player, self.name)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        game.lasting = game.lasting + ((pl, game.turn, UsedThisTurn(self.name)),)
        if game.coin(m.scope.source, pl):
            for pos in _unown(game, pl, -1):
                slot = m.me.at(pos)
                slot.add_effect(Effect(PreventAll.point, game.turn + 1, PreventAll(), True))
                game.emit("effect", pl, pos=pos, detail="prevent_all")
        return m.done()

    def words(self, w: Words) -> str:
        return ("Flip a coin. If heads, prevent all effects of attacks, including damage, done to any of your Pokémon "
                f"with Unown in its name during your opponent's next turn. If you have more than 1 {w.name} in play, "
                f"use only 1 {self.name} each turn.")
