"""Lasting effects beyond one Pokémon's own rules: between the two Active Pokémon ("the Defending
Pokémon can't attack Eevee", "if the Defending Pokémon attacks Persian, its damage is reduced";
benching either Pokémon ends them) and on a player ("your opponent can't play Trainer cards
during their next turn").

Also "the Defending Pokémon can't attack this Pokémon" (Leer, Intimidate), and every Pokémon Power
stopping until the end of a turn (Sputter, Dark Wave)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import layer
from desktop.engine.fx.mods import Mod, NoAttack, ReduceDamage
from desktop.engine.fx.node import Atomic, node
from desktop.engine.fx.status_nodes import WHEN
from desktop.engine.rule_points import POWERS_STOPPED, answers
from desktop.engine.state import Effect

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game

VERSUS = "versus"  # the mark on each of the two Pokémon: the Basic card uid of the other one
NOTE = "(Benching either Pokémon ends this effect.)"


def facing(game: Game) -> bool:
    """Whether the two Active Pokémon are still the pair a versus effect was made for: each
    carries the other's mark (a mark ends when its Pokémon goes to the Bench or evolves)."""
    mine, theirs = game.players[game.current].active, game.players[1 - game.current].active
    if mine is None or theirs is None:
        return False
    return mine.effect_value(VERSUS) == theirs.cards[0] and theirs.effect_value(VERSUS) == mine.cards[0]


@dataclass(frozen=True, slots=True)
class Facing(Mod):
    """``inner``, only while the Pokémon it is on and the one it was made against both stay Active."""

    inner: Mod

    @property
    def point(self) -> str:  # type: ignore[override]
        return self.inner.point

    @property
    def label(self) -> str:  # type: ignore[override]
        return self.inner.label

    def allows(self, game: Game, attack_name: str) -> bool:
        return not facing(game) or self.inner.allows(game, attack_name)

    def defend(self, game: Game, amount: int) -> tuple[int, bool]:
        return self.inner.defend(game, amount) if facing(game) else (amount, False)


@node("versus")
@dataclass(frozen=True, slots=True)
class Versus(Atomic):
    """During the opponent's next turn, ``modifier`` applies to ``on`` ("self" or "defending")
    only between the attacking Pokémon and the Defending Pokémon: benching either one ends it."""

    modifier: Mod
    on: str = "defending"
    anyone: bool = False  # words: "can't attack" (Legendary Collection's Leer), not "can't attack <this>"
    evolving: bool = False  # words: "(Benching or evolving either Pokémon ends this effect.)" (the marks end so)

    def __post_init__(self) -> None:
        if self.on not in ("defending", "self"):
            raise ValueError(f"on {self.on!r} must be \"defending\" or \"self\"")
        if not isinstance(self.modifier, NoAttack | ReduceDamage):
            raise ValueError("a versus effect holds no_attack or reduce_damage")

    def act(self, m: Machine) -> None:
        game, scope = m.game, m.scope
        attacker, defender = m.attacker, m.defender
        if attacker is None or defender is None or (scope.protected and self.on == "defending"):
            return
        until = game.turn + 1
        attacker.add_effect(Effect(VERSUS, until, defender.cards[0]))
        defender.add_effect(Effect(VERSUS, until, attacker.cards[0]))
        owner, slot = (scope.player, attacker) if self.on == "self" else (scope.opp, defender)
        slot.add_effect(Effect(self.modifier.point, until, Facing(self.modifier)))
        game.emit("effect", owner, pos=0, detail=self.modifier.label)

    def words(self, w: Words) -> str:
        when = WHEN["opponent_next_turn"]
        mod = self.modifier
        if isinstance(mod, ReduceDamage):
            return (f"If {w.defending} attacks {w.name} {when}, any damage done by the attack is reduced by "
                    f"{mod.amount} (after applying Weakness and Resistance). {NOTE}")
        whom = "" if self.anyone else f" {w.name}"
        note = NOTE.replace("Benching", "Benching or evolving") if self.evolving else NOTE
        return f"{w.defending[:1].upper()}{w.defending[1:]} can't attack{whom} {when}. {note}"


@node("player_lasting")
@dataclass(frozen=True, slots=True)
class PlayerLasting(Atomic):
    """Put ``modifier`` on your opponent (a player, not a Pokémon) until the end of their next turn."""

    modifier: Mod

    def act(self, m: Machine) -> None:
        game = m.game
        game.lasting = game.lasting + ((m.scope.opp, game.turn + 1, self.modifier),)
        game.emit("effect", m.scope.opp, detail=self.modifier.label)

    def words(self, w: Words) -> str:
        return self.modifier.lasting_words(w, "your opponent", "during their next turn")


@node("no_attack_against")
@dataclass(frozen=True, slots=True)
class NoAttackAgainst(Mod):
    """On the Defending Pokémon (a lasting effect): it can't attack while the Pokémon that used this
    attack (``attacker``, set when it is put on) is the opponent's Active Pokémon (Leer). Evolving
    either Pokémon ends it."""

    attacker: int = -1
    point = layer.NO_ATTACK
    label = "no_attack_against"

    def allows(self, game: Game, attack_name: str) -> bool:
        other = game.players[1 - game.current].active  # whom the Pokémon would attack
        return other is None or other.top != self.attacker

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return (f"{who[:1].upper() + who[1:]} can't attack {w.name} {when}. (Benching or evolving either Pokémon ends "
                "this effect.)")


@node("leer")
@dataclass(frozen=True, slots=True)
class Leer(Atomic):
    """The Defending Pokémon can't attack this Pokémon during the opponent's next turn (``max_hp``:
    only if its maximum HP is that or less: Intimidate)."""

    max_hp: int = 0

    def act(self, m: Machine) -> None:
        defender, attacker = m.defender, m.attacker
        if defender is None or attacker is None or m.scope.protected or (
                self.max_hp and m.game.hp_of(defender) > self.max_hp):
            return
        mod = NoAttackAgainst(attacker.top)
        defender.add_effect(Effect(mod.point, m.game.turn + 1, mod, False))
        m.game.emit("effect", m.scope.opp, pos=0, detail=mod.label)

    def words(self, w: Words) -> str:
        if self.max_hp:
            return (f"If {w.defending}'s maximum HP is {self.max_hp} or less, it can't attack {w.name} during your "
                    "opponent's next turn. (Benching or evolving either Pokémon ends this effect.)")
        return NoAttackAgainst().lasting_words(w, w.defending, "during your opponent's next turn")


POWERS_STOP = "powers_stop"  # a player's lasting effect: every Pokémon Power stops working (Sputter)


@dataclass(frozen=True, slots=True)
class PowersStopped(Mod):
    point = POWERS_STOP
    label = "powers_stop"


@node("all_powers_stop")
@dataclass(frozen=True, slots=True)
class AllPowersStop(Atomic):
    """All Pokémon Powers stop working until the end of your next turn (Sputter; ``their_turn``: of
    the opponent's next turn, Dark Wave)."""

    their_turn: bool = False

    def act(self, m: Machine) -> None:
        game = m.game
        game.lasting = game.lasting + ((m.scope.player, game.turn + (1 if self.their_turn else 2), PowersStopped()),)
        game.emit("effect", m.scope.player, detail="powers_stop")

    def words(self, w: Words) -> str:
        whose = "your opponent's" if self.their_turn else "your"
        return f"All Pokémon Powers stop working until the end of {whose} next turn."


@answers(POWERS_STOPPED)
def powers_stopped(game: Game) -> bool:
    """Whether a Sputter-like effect stops every Pokémon Power now."""
    return any(mod.point == POWERS_STOP for _owner, _until, mod in game.lasting)
