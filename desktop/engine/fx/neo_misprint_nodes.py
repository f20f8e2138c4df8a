"""Neo attacks whose printed words have a slip the text match keeps ("he of she", "times then number",
"1 Lightning Energy cards": ``energy_to_bench_or_discard``'s ``misprint``), written as printed, and a few more
Neo effects: Discharge (all Lightning Energy discarded, a coin each), Roar (a
coin, then the opponent switches), Destructive Fire (coins for Fire Energy, each heads discards one of
yours and one of theirs) and Deep Sleep (2 coins to wake up)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.fx.control import enter
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import BEFORE, Node, node
from desktop.engine.fx.status_nodes import SwitchDefending
from desktop.engine.prompts import CARD, POKEMON
from desktop.engine.rule_points import ATTACHED_FROM_HAND, BENCHED_FROM_HAND, SWITCHED, WAKE_COINS, answers

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game

DEEP_SLEEP = "deep_sleep"  # a Power: Asleep Pokémon flip 2 coins at the Checkup, and wake only on 2 heads


@node("discard_all_flip_each")
@dataclass(frozen=True, slots=True)
class DiscardAllFlipEach(Node):
    """Discard all ``type`` Energy cards attached to this Pokémon (a cost), flip a coin for each: the
    printed damage times the number of heads (Discharge)."""

    type: str
    stage = BEFORE

    def usable(self, game: Game, player: int, source: Any) -> bool:
        active = game.players[player].active
        return active is not None and any(self.type in game.cards[u].provides for u in active.energy)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, attacker = m.game, m.attacker
        mine = [u for u in attacker.energy if self.type in game.cards[u].provides] if attacker is not None else []
        for uid in mine:
            assert attacker is not None
            combat.discard_attached(game, attacker, uid, 0)
        heads = sum(game.coin(m.scope.source, m.scope.player) for _ in mine)
        printed = m.scope.attack.damage if m.scope.attack is not None else 0
        m.scope.damage, m.scope.does_damage = printed * heads, True
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Discard all {self.type} Energy cards attached to {w.name} in order to use this attack. Flip a number "
                f"of coins equal to the number of {self.type} Energy cards you discarded. This attack does {w.damage} "
                "damage times then number of heads.")


@node("roar")
@dataclass(frozen=True, slots=True)
class Roar(Node):
    """Flip a coin; heads, if the opponent has Benched Pokémon, they choose 1 to switch with the
    Defending Pokémon, after the damage."""

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and m.game.coin(m.scope.source, m.scope.player):
            return enter(m, SwitchDefending(chooser="opponent"), 1)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Flip a coin. If heads and if your opponent has any Benched Pokémon, he of she chooses 1 of them and "
                f"switches it with {w.defending}. (Do the damage before switching the Pokémon.)")


@node("fire_coins_discard_both")
@dataclass(frozen=True, slots=True)
class FireCoinsDiscardBoth(Node):
    """Flip a coin for each ``type`` Energy card on this Pokémon; for each heads, discard one of them,
    then choose an Energy card on the Defending Pokémon and discard it (Destructive Fire)."""

    type: str
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, attacker, defender = m.game, m.attacker, m.defender
        if pc == 0:
            mine = [u for u in attacker.energy if self.type in game.cards[u].provides] if attacker is not None else []
            heads = sum(game.coin(m.scope.source, m.scope.player) for _ in mine)
            for uid in mine[:heads]:
                assert attacker is not None
                combat.discard_attached(game, attacker, uid, 0)
            local = heads
        elif m.answer is not None and defender is not None and m.answer in defender.energy:
            combat.discard_attached(game, defender, m.answer, 0)
            local -= 1
        if local > 0 and defender is not None and defender.energy and not m.scope.protected:
            if m.choose(1, local, m.scope.player, CARD, list(defender.energy), "Choose an Energy card to discard.",
                        "discard_their_energy", zone="attached"):
                return 1
            return self.step(m, 1, local)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Flip a coin for each {self.type} Energy card attached to {w.name}. For each heads, discard a "
                f"{self.type} Energy card attached to {w.name} or this attack does nothing. Then, for each heads, "
                "choose an Energy card attached to the Defending Pokémon and discard it. If it has fewer Energy cards "
                "than that, remove all of them.")


@node("deep_sleep")
@dataclass(frozen=True, slots=True)
class DeepSleep(Mod):
    """A Power: while it works, each Asleep Pokémon flips 2 coins at the Checkup and wakes up only on 2
    heads (``turn_steps._step_checkup`` asks ``deep_sleep``)."""

    point = DEEP_SLEEP
    label = "deep_sleep"

    def words(self, w: Words) -> str:
        return (f"As long as any {w.name} are in play, a player flips 2 coins for each of his or her Pokémon that is "
                "Asleep at the end of each turn. If either of them is tails, that Pokémon is still Asleep.")


@answers(WAKE_COINS, DEEP_SLEEP)
def deep_sleep(game: Game) -> bool:
    """Whether a working Deep Sleep is in play (either player's)."""
    return DEEP_SLEEP in game.static_points and any(
        True for p in (0, 1) for _slot, _mod in layer.bench_statics(game, p, DEEP_SLEEP))


@node("hot_plate")
@dataclass(frozen=True, slots=True)
class HotPlate(Mod):
    """A Power: while this Pokémon is its owner's Active Pokémon, each Baby or Basic Pokémon a player
    puts onto their Bench from their hand takes ``amount`` damage (``Game._do`` asks ``hot_plate``)."""

    amount: int = 10
    point = "hot_plate"
    label = "hot_plate"

    def words(self, w: Words) -> str:
        return (f"As long as {w.name} is your Active Pokémon, whenever a player puts a Baby Pokémon or Basic Pokémon "
                f"onto his or her Bench from his or her hand, this power does {self.amount} damage to that Pokémon. "
                "(Don't apply Weakness and Resistance.)")


@answers(BENCHED_FROM_HAND, "hot_plate")
def hot_plate(game: Game, owner: int, pos: int, slot: Any) -> None:
    """A Basic Pokémon was just put onto ``owner``'s Bench from the hand: each working Hot Plate on an
    Active Pokémon does its damage to it."""
    for p in (0, 1):
        active = game.players[p].active
        if active is None:
            continue
        for kind, mod in game.card_of(active).statics:
            if isinstance(mod, HotPlate) and layer.power_working(game, active, kind):
                combat.put_damage(game, owner, pos, slot, mod.amount, "Hot Plate")
                game.queue.append(("knockouts",))


@node("conductivity")
@dataclass(frozen=True, slots=True)
class Conductivity(Mod):
    """A Power: whenever the opponent attaches an Energy card from their hand to a Pokémon, ``amount``
    damage to that Pokémon (``Game._do`` asks ``conductivity``); it stops working while its owner has
    more than 1 Pokémon of its name in play."""

    amount: int = 10
    point = "conductivity"
    label = "conductivity"

    def words(self, w: Words) -> str:
        return (f"Whenever your opponent attaches an Energy card from his or her hand to a Pokémon, this power does "
                f"{self.amount} damage to that Pokémon. (Don't apply Weakness and Resistance.) This power stops "
                f"working if you have more than 1 {w.name} in play or while {w.name} is Asleep, Confused, or "
                "Paralyzed.")


@answers(ATTACHED_FROM_HAND, "conductivity")
def conductivity(game: Game, player: int, pos: int, slot: Any) -> None:
    """``player`` just attached an Energy card from their hand to ``slot``: each working Conductivity
    of the other player's does its damage to it."""
    owner = 1 - player
    mine = game.players[owner].slots()
    for holder in mine:
        card = game.card_of(holder)
        for kind, mod in card.statics:
            if isinstance(mod, Conductivity) and layer.power_working(game, holder, kind) \
                    and sum(game.card_of(s).name == card.name for s in mine) <= 1:
                combat.put_damage(game, player, pos, slot, mod.amount, "Conductivity")
                game.queue.append(("knockouts",))


@node("may_discard_for_bench_hit")
@dataclass(frozen=True, slots=True)
class MayDiscardForBenchHit(Node):
    """You may discard a ``type`` Energy card attached to this Pokémon; if you do and the opponent has
    Benched Pokémon, choose 1 of them: ``amount`` damage to it (Ball of Flame)."""

    type: str
    amount: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.actions import OPPONENT
        from desktop.engine.prompts import OPTION

        game, attacker, them = m.game, m.attacker, m.them
        mine = [u for u in attacker.energy if self.type in game.cards[u].provides] if attacker is not None else []
        if pc == 0 and not mine:
            return m.done()
        if pc == 0 and m.choose(1, None, m.scope.player, OPTION, ("yes", "no"), f"Discard a {self.type} Energy card?",
                                "may", auto_single=False):
            return 1
        if pc == 1:
            if m.answer != "yes" or attacker is None:
                return m.done()
            combat.discard_attached(game, attacker, mine[0], 0)
            if not them.bench:
                return m.done()
            if m.choose(2, None, m.scope.player, POKEMON, [OPPONENT + p for p in range(1, len(them.bench) + 1)],
                        "Choose a Benched Pokémon to damage.", "damage_target"):
                return 1
        pos = m.answer - OPPONENT
        slot = them.slot(pos)
        if slot is not None:
            combat.attack_damage(m, m.scope.opp, pos, slot, self.amount, apply_wr=False)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"You may discard a {self.type} Energy card attached to {w.name} when you use this attack. If you do "
                f"and if your opponent has any Benched Pokémon, choose 1 of them and this attack does {self.amount} "
                "damage to it. (Don't apply Weakness and Resistance for Benched Pokémon.)")


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
