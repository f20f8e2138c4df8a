"""Abilities that guard a Pokémon or its side from the opponent's attacks: no damage while on the
Bench (Plume Protection), and less damage from the opponent's Active Pokémon while this one is in
the Active Spot (Intimidating Jaw); and Damp, which takes away the Abilities that Knock Out their
own Pokémon.

Also an attack's shield for the Bench during the opponent's next turn, held by no Pokémon (Transparent
Walls).

And an attack's shield for the Bench while this Pokémon stays Active (Ice Pillar).

And an attack's shield for the Bench while this Pokémon stays Active (Ice Pillar)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import layer, rule_points
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Atomic, node
from desktop.engine.rule_points import BENCH_SHIELDED, answers

if TYPE_CHECKING:
    from desktop.engine.cards import PowerDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("bench_safe")
@dataclass(frozen=True, slots=True)
class BenchSafe(Mod):
    """While this Pokémon is on its owner's Bench, attacks from the opponent's Pokémon do it no damage
    (asked by ``combat.attack_damage``)."""

    both: bool = False  # from its own player's attacks too: "(both yours and your opponent's)" (Submerge)
    point = layer.BENCH_SAFE
    label = "bench_safe"

    def guards_own_attacks(self) -> bool:
        return self.both

    def words(self, w: Words) -> str:
        whose = "(both yours and your opponent's)" if self.both else "from your opponent's Pokémon"
        return f"As long as {w.name} is on your Bench, prevent all damage done to {w.name} by attacks {whose}."


@node("foe_attacks_less")
@dataclass(frozen=True, slots=True)
class FoeAttacksLess(Mod):
    """While this Pokémon is in the Active Spot, attacks used by the opponent's Active Pokémon do
    ``amount`` less damage, before Weakness and Resistance (``damage_rules.attack_bonus`` asks it)."""

    amount: int
    point = layer.FOE_ATTACK_BONUS
    label = "foe_attacks_less"

    def extra_for(self, game: Game, attacker: Slot) -> int:
        return -self.amount

    def words(self, w: Words) -> str:
        return w.phrase("active_guard", name=w.name, amount=self.amount)  # XY's Pressure


# Effects by which an Ability Knocks Out its own Pokémon (Dusknoir's Cursed Blast).
SELF_KNOCK_OUT_OPS = frozenset({"counters_then_knocked_out"})


@node("no_self_knock_out_abilities")
@dataclass(frozen=True, slots=True)
class NoSelfKnockOutAbilities(Mod):
    """Pokémon in play (both players') lose any Ability that requires the Pokémon using it to Knock
    Out itself (``self_ko_blocked`` asks it)."""

    point = layer.NO_SELF_KO
    label = "damp"

    def words(self, w: Words) -> str:
        return ("Pokémon in play (both yours and your opponent's) lose any Ability that requires the Pokémon using it "
                "to Knock Out itself.")


@rule_points.answers(rule_points.SELF_KNOCK_OUT_BLOCKED, layer.NO_SELF_KO)
def self_ko_blocked(game: Game, power: PowerDef) -> bool:
    """Whether a working Damp in play takes away this Ability (it Knocks Out its own Pokémon)."""
    if power.kind != "Ability" or power.effect is None:
        return False
    if not any(n.op in SELF_KNOCK_OUT_OPS for n in power.effect.walk()):
        return False
    return any(layer.any_on(game, slot, layer.NO_SELF_KO) for player in game.players for slot in player.slots())


@node("foe_no_trainers")
@dataclass(frozen=True, slots=True)
class FoeNoTrainers(Mod):
    """While this Pokémon is in the Active Spot, the opponent can't play Trainer cards of ``kinds``
    from their hand (``layer.may_play_trainers`` asks it)."""

    kinds: tuple[str, ...] = ("Item", "Pokémon Tool")
    point = layer.FOE_NO_TRAINERS
    label = "foe_no_trainers"

    def stops(self, subtype: str) -> bool:
        return subtype in self.kinds

    def words(self, w: Words) -> str:
        listed = " or ".join(f"{kind} cards" for kind in self.kinds)
        return f"As long as {w.name} is in the Active Spot, your opponent can't play any {listed} from their hand."


@node("effect_shield")
@dataclass(frozen=True, slots=True)
class EffectShield(Mod):
    """Prevent all effects of attacks used by the opponent's Pokémon done to this Pokémon (damage is
    not an effect); ``if_type``: a Special Energy's, only while its Pokémon is of that type; ``attached``: a
    Special Energy's for any Pokémon it is attached to (Mist Energy)."""

    if_type: str = ""
    attached: bool = False
    point = layer.EFFECT_SHIELD
    label = "effect_shield"

    def holds(self, game: Game, slot: Slot) -> bool:
        return not self.if_type or self.if_type in game.types_of(slot)

    def words(self, w: Words) -> str:
        if self.if_type or self.attached:
            kind = f"{self.if_type} " if self.if_type else ""
            return (f"Prevent all effects of attacks used by your opponent's Pokémon done to the {kind}"
                    "Pokémon this card is attached to. (Existing effects are not removed. Damage is not an effect.)")
        return (f"Prevent all effects of attacks used by your opponent's Pokémon done to {w.name}. (Damage is not an "
                "effect.)")


@node("debut_attacks")
@dataclass(frozen=True, slots=True)
class DebutAttacks(Mod):
    """If you go first, this Pokémon can use attacks during your first turn (``legality`` asks it)."""

    point = layer.FIRST_TURN_ATTACKS
    label = "debut_attacks"

    def words(self, w: Words) -> str:
        return f"If you go first, {w.name} can use attacks during your first turn."


@node("may_start_active")
@dataclass(frozen=True, slots=True)
class MayStartActive(Mod):
    """If this Pokémon is in your hand when you are setting up to play, you may put it face down in the
    Active Spot (the set-up offers it with the Basic Pokémon; a mulligan still needs a Basic one);
    ``bench``: or on the Bench; ``second``: only if you go second (Electric Start)."""

    bench: bool = False
    second: bool = False
    point = layer.SETUP_ACTIVE
    label = "may_start_active"

    def may_start(self, game: Game, player: int, bench: bool) -> bool:
        return (self.bench or not bench) and (not self.second or game.first != player)

    def words(self, w: Words) -> str:
        if self.second:
            where = "as your Active Pokémon or on your Bench" if self.bench else "as your Active Pokémon"
            return (f"If you go second, and if {w.name} is in your hand when you are setting up to play, you may put "
                    f"it face down {where}.")
        return (f"If {w.name} is in your hand when you are setting up to play, you may put it face down in the Active "
                "Spot.")


@node("more_tools_for")
@dataclass(frozen=True, slots=True)
class MoreToolsFor(Mod):
    """Each of its player's Pokémon with ``name_has`` in its name may have up to ``limit`` Pokémon Tools
    attached; when this Ability goes away, the extra Tools are discarded (the Knock Out check asks)."""

    name_has: str
    limit: int = 2
    point = layer.TOOL_ROOM
    label = "more_tools_for"

    def tool_limit(self, game: Game, slot: Slot) -> int:
        return self.limit if self.name_has in game.card_of(slot).name else 1

    def words(self, w: Words) -> str:
        return (f'Each of your Pokémon that has "{self.name_has}" in its name may have up to {self.limit} Pokémon Tool '
                "cards attached. If this Ability goes away, discard Pokémon Tools from those Pokémon until only 1 "
                "remains on each.")


@node("shield_bench_their_turn")
@dataclass(frozen=True, slots=True)
class ShieldBenchTheirTurn(Atomic):
    """Until the end of the opponent's next turn, prevent all damage from attacks done to your
    Benched Pokémon (Transparent Walls): a Bench shield held by no Pokémon."""

    def act(self, m: Machine) -> None:
        game = m.game
        game.lasting = game.lasting + ((m.scope.player, game.next_turn_of(m.scope.opp), BenchShield(-1)),)
        game.emit("effect", m.scope.player, detail="ice_pillar")

    def words(self, w: Words) -> str:
        return ("Until the end of your opponent's next turn, prevent all damage from attacks done to your Benched "
                "Pokémon. (Any other effects of attacks still happen.)")


BENCH_SHIELD = "bench_shield"  # a player's lasting effect: their Benched Pokémon take no attack damage


@dataclass(frozen=True, slots=True)
class BenchShield(Mod):
    """A player's lasting effect: while the Pokémon ``guard`` is their Active Pokémon, attacks do no
    damage to their Benched Pokémon (Ice Pillar)."""

    guard: int
    point = BENCH_SHIELD
    label = "ice_pillar"


@node("bench_shield")
@dataclass(frozen=True, slots=True)
class PutBenchShield(Atomic):
    """Until the end of the opponent's next turn, as long as this Pokémon is your Active Pokémon,
    prevent all damage done by attacks to your Benched Pokémon (Ice Pillar)."""

    def act(self, m: Machine) -> None:
        attacker = m.attacker
        if attacker is not None:
            game = m.game
            game.lasting = game.lasting + ((m.scope.player, game.turn + 1, BenchShield(attacker.top)),)
            game.emit("effect", m.scope.player, pos=0, detail="ice_pillar")

    def words(self, w: Words) -> str:
        return (f"Until the end of your opponent's next turn, as long as {w.name} is your Active Pokémon, prevent all "
                "damage done by attacks to your Benched Pokémon. (Any other effects of attacks still happen.)")


@answers(BENCH_SHIELDED)
def bench_shielded(game: Game, owner: int) -> bool:
    """Whether ``owner``'s Benched Pokémon are protected from attack damage now (Ice Pillar)."""
    active = game.players[owner].active  # a guard of -1: held by no Pokémon (Transparent Walls)
    return any(isinstance(mod, BenchShield) and (mod.guard < 0 or (active is not None and mod.guard == active.top))
               for mod in layer.player_mods(game, owner, BENCH_SHIELD))
