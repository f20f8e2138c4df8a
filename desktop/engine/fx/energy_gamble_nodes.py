"""Attacks that discard Fire Energy for their coins: "Flip 2 coins. For each heads, discard a Fire
Energy card attached to Light Flareon or this attack does nothing. This attack does 30 damage plus 20
damage for each heads." (Burning Flame) and "You may discard any number of Fire Energy cards attached
to your Pokémon. Flip a coin for each Fire Energy card discarded in this way. This attack does 40
damage times the number of heads." (Rushing Flames).

Also all Energy of a type discarded, a coin for each (Discharge), and a coin for each Fire Energy that
discards one of yours and one of the Defending Pokémon's on heads (Destructive Fire); both worded as
printed, slips included ("times then number").

And coins that each discard a Fire Energy from the attacker for damage to each of the opponent's Pokémon
(Bonfire).

And a coin for each Energy discarded just before, the damage times the heads (Discharge)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.fx.control import enter
from desktop.engine.fx.hand_attach_nodes import _of_type
from desktop.engine.fx.node import BEFORE, Atomic, Node, node
from desktop.engine.fx.values import Selector
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


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


@node("bonfire")
@dataclass(frozen=True, slots=True)
class Bonfire(Node):
    """Flip ``coins`` coins; for each heads discard a ``type`` Energy card from the attacker (if it
    can't, the attack does nothing); then ``per`` damage times the heads to each of the opponent's
    Pokémon, without Weakness or Resistance (Bonfire)."""

    coins: int
    type: str
    per: int
    stage = BEFORE
    prompts = False

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, attacker = m.game, m.scope.player, m.attacker
        if pc == 1 or attacker is None:
            return m.done()
        heads = sum(game.coin(m.scope.source, pl) for _ in range(self.coins))
        fire = _of_type(game, attacker.energy, self.type)
        if len(fire) < heads:
            m.scope.nothing = True
            return m.done()
        for uid in fire[:heads]:
            combat.discard_attached(game, attacker, uid, 0)
        if not heads:
            return m.done()
        return enter(m, _AllOpponents(self.per * heads), 1)

    def words(self, w: Words) -> str:
        return (f"Flip {self.coins} coins. For each heads, discard 1 {self.type} Energy card attached to {w.name}. If "
                "you can't discard Energy cards, this attack does nothing. This attack does "
                f"{self.per} damage times the number of heads to each of your opponent's Pokémon. Don't apply Weakness "
                "and Resistance for this attack. (Any other effects that would happen after applying Weakness and "
                "Resistance still happen.)")


@dataclass(frozen=True, slots=True)
class _AllOpponents(Atomic):
    """``amount`` damage to each of the opponent's Pokémon, no Weakness or Resistance (after damage)."""

    amount: int

    def act(self, m: Machine) -> None:
        for owner, pos, slot in Selector("opp_all").resolve(m):
            combat.attack_damage(m, owner, pos, slot, self.amount, apply_wr=False)

    def words(self, w: Words) -> str:
        return ""


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
