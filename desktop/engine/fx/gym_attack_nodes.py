"""Attack steps that Gym Heroes and Gym Challenge print in their own words: two coins with
"1 or both of them", Bench damage the player aims ("choose up to 3"), attacks that can't be used
again next turn, and attacks that need a Bench to be used."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.actions import OPPONENT
from desktop.engine.fx.control import enter
from desktop.engine.fx.damage_nodes import BENCH_NOTE, MoreDamage
from desktop.engine.fx.mods import NoAttack
from desktop.engine.fx.node import AFTER, BEFORE, COST, Atomic, Node, node
from desktop.engine.fx.status_nodes import apply_condition
from desktop.engine.fx.words import lower_first, plural
from desktop.engine.prompts import CARD, POKEMON
from desktop.engine.state import Effect

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot

@node("no_attack_next_turn")
@dataclass(frozen=True, slots=True)
class NoAttackNextTurn(Atomic):
    """"You can't use this attack during your next turn." (``all``: "<name> can't attack during
    your next turn.")"""

    all: bool = False

    def act(self, m: Machine) -> None:
        attacker, attack = m.attacker, m.scope.attack
        if attacker is None or attack is None:
            return
        mod = NoAttack() if self.all else NoAttack(attack.name)
        attacker.add_effect(Effect(layer.NO_ATTACK, m.game.turn + 2, mod))
        m.game.emit("effect", m.scope.player, pos=0, detail=mod.label)

    def words(self, w: Words) -> str:
        if self.all:
            return f"{w.name} can't attack during your next turn."
        return "You can't use this attack during your next turn."


@node("two_coins")
@dataclass(frozen=True, slots=True)
class TwoCoins(Node):
    """Flip 2 coins: ``then`` if both are heads (``any``: if 1 or both are heads). With more damage
    as ``then``, the words say what 1 or 2 tails leave (the printed damage)."""

    then: Node
    any: bool = False

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            heads = [m.game.coin(m.scope.source, m.scope.player) for _ in range(2)]
            if any(heads) if self.any else all(heads):
                return enter(m, self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        some = "1 or both" if self.any else "both"
        text = f"Flip 2 coins. If {some} of them are heads, {lower_first(self.then.words(w), w)}"
        if isinstance(self.then, MoreDamage) and w.damage and not self.any:
            text += f" If 1 or both of them are tails, this attack does {w.damage} damage."
        return text


def _opp_bench_codes(m: Machine) -> list[int]:
    return [OPPONENT + pos for pos in range(1, len(m.them.bench) + 1)]


def _hit_bench(m: Machine, code: int, amount: int) -> None:
    opp, pos = m.scope.opp, code % OPPONENT
    slot = m.game.players[opp].slot(pos)
    if slot is not None:
        combat.attack_damage(m, opp, pos, slot, amount, apply_wr=False)


@node("bench_shot")
@dataclass(frozen=True, slots=True)
class BenchShot(Node):
    """Choose 1 of the opponent's Benched Pokémon (``flip``: and flip a coin; heads) and do ``amount``
    damage to it; the attack can't be used if the opponent has no Benched Pokémon."""

    amount: int
    flip: bool = False
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[1 - player].bench) or not self.flip  # only the coin's words say so

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and m.choose(1, None, m.scope.player, POKEMON, _opp_bench_codes(m), "Choose a Pokémon to damage.",
                                "damage_target"):
            return 1
        if m.answer is not None and (not self.flip or m.game.coin(m.scope.source, m.scope.player)):
            _hit_bench(m, m.answer, self.amount)
        return m.done()

    def words(self, w: Words) -> str:
        if self.flip:
            return (f"Choose 1 of your opponent's Benched Pokémon and flip a coin. If heads, this attack does "
                    f"{self.amount} damage to that Pokémon. {BENCH_NOTE} This attack can't be used if your "
                    "opponent has no Benched Pokémon.")
        return (f"Choose 1 of your opponent's Benched Pokémon, and this attack does {self.amount} damage to it. "
                f"{BENCH_NOTE}")


@node("damage_up_to")
@dataclass(frozen=True, slots=True)
class DamageUpTo(Node):
    """If the opponent has Benched Pokémon, choose up to ``count`` of them (one at a time, or stop)
    and do ``amount`` damage to each."""

    count: int
    amount: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        chosen: tuple[int, ...] = local or ()
        if pc == 1 and m.answer is not None:
            chosen += (m.answer,)
        left = [c for c in _opp_bench_codes(m) if c not in chosen]
        if (pc == 0 or m.answer is not None) and left and len(chosen) < self.count and m.choose(
                1, chosen, m.scope.player, POKEMON, left, f"Choose a Pokémon to damage ({len(chosen) + 1} of up to "
                f"{self.count}).", "damage_target", optional=True, auto_single=False):
            return 1
        for code in chosen:
            _hit_bench(m, code, self.amount)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"If your opponent has any Benched Pokémon, choose up to {self.count} of them. This attack does "
                f"{self.amount} damage to each of them. {BENCH_NOTE}")


@node("switch_self_then")
@dataclass(frozen=True, slots=True)
class SwitchSelfThen(Node):
    """"Then, switch <name> with 1 of your Benched Pokémon. You can't use this attack if your Bench
    is empty." (Alert)"""

    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].bench)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        bench = m.me.bench
        if pc == 0:
            if not bench or m.attacker is None:
                return m.done()
            if m.choose(1, None, m.scope.player, POKEMON, range(1, len(bench) + 1),
                        "Choose a Benched Pokémon to switch with your Active Pokémon.", "switch_self"):
                return 1
        m.game.switch_active(m.scope.player, m.answer, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Then, switch {w.name} with 1 of your Benched Pokémon. You can't use this attack if your Bench is "
                "empty.")


@node("heads_tails_damage")
@dataclass(frozen=True, slots=True)
class HeadsTailsDamage(Node):
    """Flip ``coins`` coins: ``per`` damage times the heads to the Defending Pokémon and ``per``
    times the tails to the attacker itself (Full Speed Charge)."""

    coins: int
    per: int
    stage = BEFORE

    def words(self, w: Words) -> str:
        return (f"Flip {self.coins} coins. This attack does {self.per} damage times the number of heads to "
                f"{w.defending} and {self.per} damage times the number of tails to {w.name}.")

    def children(self) -> tuple[Node, ...]:
        return (_TailsToSelf(self.per),)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            flips = [m.game.coin(m.scope.source, m.scope.player) for _ in range(self.coins)]
            m.scope.damage = self.per * sum(flips)
            m.scope.does_damage = True
            m.scope.put("tails", len(flips) - sum(flips))
            return enter(m, _TailsToSelf(self.per), 1)
        return m.done()


@dataclass(frozen=True, slots=True)
class _TailsToSelf(Atomic):
    """After damage: the tails of ``heads_tails_damage``, as damage to the attacker."""

    per: int
    stage = AFTER

    def act(self, m: Machine) -> None:
        attacker, tails = m.attacker, int(m.scope.get("tails", 0))
        if attacker is not None and tails:
            combat.put_damage(m.game, m.scope.player, 0, attacker, self.per * tails, m.scope.source)

    def words(self, w: Words) -> str:
        return ""



@node("heal_and_sleep")
@dataclass(frozen=True, slots=True)
class HealAndSleep(Atomic):
    """Remove ``amount`` damage from the attacker (all of it if it has less), and it is now Asleep
    (Naptime)."""

    amount: int

    def act(self, m: Machine) -> None:
        attacker, pl = m.attacker, m.scope.player
        if attacker is None:
            return
        combat.heal(m.game, pl, 0, attacker, self.amount, m.scope.source)
        apply_condition(m, pl, 0, attacker, "Asleep", record=False)

    def words(self, w: Words) -> str:
        counters = plural(self.amount // 10, "damage counter")
        return (f"Remove {counters} from {w.name} and {w.name} is now Asleep. If {w.name} has fewer damage counters "
                "than that, remove all of them.")


@node("heal_each_per_heads")
@dataclass(frozen=True, slots=True)
class HealEachPerHeads(Atomic):
    """Flip ``coins`` coins; for each heads, remove 1 damage counter from each of your Pokémon."""

    coins: int

    def act(self, m: Machine) -> None:
        game, pl = m.game, m.scope.player
        heads = sum(game.coin(m.scope.source, pl) for _ in range(self.coins))
        if heads:
            for pos, slot in game.players[pl].in_play():
                if slot.damage:
                    combat.heal(game, pl, pos, slot, 10 * heads, m.scope.source)

    def words(self, w: Words) -> str:
        return (f"Flip {self.coins} coins. For each heads, remove 1 damage counter from each of your Pokémon. If a "
                "Pokémon has fewer damage counters than the number of heads, remove all of them.")


@node("flip_per_discarded")
@dataclass(frozen=True, slots=True)
class FlipPerDiscarded(Atomic):
    """Flip a coin for each ``type`` Energy card discarded just before; the attack does its printed
    damage times the number of heads (Discharge)."""

    type: str
    stage = BEFORE

    def act(self, m: Machine) -> None:
        n = int(m.scope.get("discarded", 0))
        heads = sum(m.game.coin(m.scope.source, m.scope.player) for _ in range(n))
        printed = m.scope.attack.damage if m.scope.attack is not None else 0
        m.scope.damage = printed * heads
        m.scope.does_damage = True

    def words(self, w: Words) -> str:
        return (f"Flip a number of coins equal to the number of {self.type} Energy cards you discarded. This attack "
                f"does {w.damage} damage times the number of heads.")


@node("shuffle_own_deck")
@dataclass(frozen=True, slots=True)
class ShuffleOwnDeck(Atomic):
    """Shuffle your deck (Fidget); ``look``: look through it first (Porygon's Data Check)."""

    look: bool = False

    def act(self, m: Machine) -> None:
        if self.look:
            m.game.emit("reveal", m.scope.player, detail="deck")
        m.game.shuffle_deck(m.scope.player)

    def words(self, w: Words) -> str:
        if self.look:
            return "Look through your deck. Shuffle your deck afterward."
        return "Shuffle your deck."


@node("return_energy_cost")
@dataclass(frozen=True, slots=True)
class ReturnEnergyCost(Node):
    """A cost: return a ``type`` Energy card attached to the attacker to your hand (Energy Loop)."""

    type: str
    stage = COST
    prompts = True

    def _matching(self, game: Game, slot: Slot) -> list[int]:
        return [u for u in slot.energy if self.type in game.cards[u].provides]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        slot = game.players[player].active
        return slot is not None and bool(self._matching(game, slot))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        slot, game = m.attacker, m.game
        if m.scope.copying or slot is None:
            return m.done()
        if pc == 0:
            options = self._matching(game, slot)
            if len({game.cards[u].name for u in options}) > 1:
                m.choose(1, None, m.scope.player, CARD, options, f"{m.scope.source}: choose an Energy card to "
                         "return to your hand.", "discard_energy_cost", zone="attached")
                return 1
            m.scope.answer = options[0] if options else None
        if m.answer is not None and m.answer in slot.energy:
            slot.energy.remove(m.answer)
            m.me.hand.append(m.answer)
            game.move_card(m.scope.player, m.answer, "energy", "hand", 0)
        return m.done()

    def words(self, w: Words) -> str:
        return f"Return a {self.type} Energy card attached to {w.name} to your hand in order to use this attack."


@node("damage_benched_not_type")
@dataclass(frozen=True, slots=True)
class DamageBenchedNotType(Atomic):
    """``amount`` damage to each Benched Pokémon of both players that isn't ``type`` (Water Ring)."""

    amount: int
    type: str

    def act(self, m: Machine) -> None:
        game = m.game
        for owner in (m.scope.opp, m.scope.player):
            for pos, slot in game.players[owner].in_play():
                if pos and self.type not in game.types_of(slot):
                    combat.attack_damage(m, owner, pos, slot, self.amount, apply_wr=False)

    def words(self, w: Words) -> str:
        return (f"Does {self.amount} damage to each Pokémon that isn't {self.type} on each player's Bench. "
                f"{BENCH_NOTE}")
