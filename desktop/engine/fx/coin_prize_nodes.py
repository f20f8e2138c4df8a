"""Coins and Prize cards of today's attacks: damage to itself on all tails, the opponent's coins for
each of their Benched Pokémon, taking a Prize card, and winning with exactly 1 Prize card left."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from desktop.engine import combat, layer
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import BEFORE, Atomic, node
from desktop.engine.fx.words import coins

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words


@node("all_tails_self_damage")
@dataclass(frozen=True, slots=True)
class AllTailsSelfDamage(Atomic):
    """Flip ``coins`` coins; if all of them are tails, this Pokémon also does ``amount`` damage to itself."""

    coins: int
    amount: int

    def act(self, m: Machine) -> None:
        heads = sum(m.game.coin(m.scope.source, m.scope.player) for _ in range(self.coins))
        attacker = m.attacker
        if not heads and attacker is not None:
            combat.attack_damage(m, m.scope.player, max(m.scope.source_pos, 0), attacker, self.amount, False)

    def words(self, w: Words) -> str:
        return (f"{coins(self.coins)} If both of them are tails, this Pokémon also does {self.amount} damage to "
                "itself.")


@node("their_coins_per_tails")
@dataclass(frozen=True, slots=True)
class TheirCoinsPerTails(Atomic):
    """Your opponent flips a coin for each of their Benched Pokémon; ``per`` damage to their Active
    Pokémon for each tails, not affected by Weakness or Resistance."""

    per: int
    stage = BEFORE

    def act(self, m: Machine) -> None:
        from desktop.engine.fx.pipeline_nodes import NO_WR

        tails = sum(not m.game.coin(m.scope.source, m.scope.opp) for _ in m.them.bench)
        m.scope.damage = self.per * tails
        m.scope.does_damage = True
        m.scope.put(NO_WR, True)

    def words(self, w: Words) -> str:
        return (f"Your opponent flips a coin for each of their Benched Pokémon. This attack does {self.per} damage to "
                f"{w.defending} for each tails. This attack's damage isn't affected by Weakness or Resistance.")


@node("take_prize")
@dataclass(frozen=True, slots=True)
class TakePrize(Atomic):
    """Take a Prize card (the last one wins the game)."""

    def act(self, m: Machine) -> None:
        game, pl = m.game, m.scope.player
        if m.me.prizes:
            game.take_prize(pl)
            if not m.me.prizes:
                game.decide_winner([pl == 0, pl == 1], "took the last Prize card")

    def words(self, w: Words) -> str:
        return "Take a Prize card."


@node("win_with_one_prize")
@dataclass(frozen=True, slots=True)
class WinWithOnePrize(Atomic):
    """If you use this attack with exactly 1 Prize card remaining, you win the game."""

    stage = BEFORE

    def act(self, m: Machine) -> None:
        pl = m.scope.player
        if len(m.me.prizes) == 1:
            m.game.decide_winner([pl == 0, pl == 1], f"used {m.scope.source} with 1 Prize card left")

    def words(self, w: Words) -> str:
        return "If you use this attack when you have exactly 1 Prize card remaining, you win this game."


@node("more_prize_this_attack")
@dataclass(frozen=True, slots=True)
class MorePrizeThisAttack(Atomic):
    """If your opponent's Pokémon is Knocked Out by damage from this attack, take 1 more Prize card
    (a lasting effect on you for this turn, asked by ``damage_rules.extra_prizes``)."""

    stage = BEFORE

    def act(self, m: Machine) -> None:
        game = m.game
        game.lasting = game.lasting + ((m.scope.player, game.turn, MorePrize()),)

    def words(self, w: Words) -> str:
        return "If your opponent's Pokémon is Knocked Out by damage from this attack, take 1 more Prize card."


@dataclass(frozen=True, slots=True)
class MorePrize(Mod):
    """On a player for this turn: a Knock Out by damage from their attack gives 1 more Prize card (set
    by ``more_prize_this_attack``; no card writes it)."""

    point = layer.EXTRA_PRIZE
    label = "more_prize"

    def words(self, w: Words) -> str:
        return "Take 1 more Prize card."


@node("coin_more_prize")
@dataclass(frozen=True, slots=True)
class CoinMorePrize(Mod):
    """An Ability: when your opponent's Active Pokémon is Knocked Out, flip a coin; heads, take 1
    more Prize card (doesn't stack)."""

    point = layer.EXTRA_PRIZE
    label = "coin_more_prize"
    team: ClassVar[bool] = True
    no_stack: ClassVar[bool] = True

    def words(self, w: Words) -> str:
        return (f"When your opponent's Active Pokémon is Knocked Out, flip a coin. If heads, take 1 more Prize card. "
                f"The effect of {w.power} doesn't stack.")
