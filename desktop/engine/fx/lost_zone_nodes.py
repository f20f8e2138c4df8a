"""The Lost Zone (seed 001: cards put there stay out of the game): an attack usable only with enough
cards there, Energy attached to your Pokémon put there, and cards of the discard pile put there for
more damage each."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.card_nodes import FILTERS, card_filter
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import AFTER, BEFORE, CHECK, Node, node
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


def to_lost(game: Game, player: int, uid: int, src: str) -> None:
    """Put ``player``'s card ``uid``, already taken out of ``src``, in their Lost Zone."""
    game.players[player].lost.append(uid)
    game.move_card(player, uid, src, "lost")


@node("only_if_lost_at_least")
@dataclass(frozen=True, slots=True)
class OnlyIfLostAtLeast(Node):
    """The attack can be used only while its player has ``n`` or more cards in the Lost Zone."""

    n: int
    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return len(game.players[player].lost) >= self.n

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        return f"You can use this attack only if you have {self.n} or more cards in the Lost Zone."


@node("energy_to_lost")
@dataclass(frozen=True, slots=True)
class EnergyToLost(Node):
    """Put ``count`` Energy attached to this Pokémon (``any_pokemon``: to any of your Pokémon) in the
    Lost Zone, chosen one at a time; all of them if there are fewer."""

    count: int
    any_pokemon: bool = False
    stage = AFTER
    prompts = True

    def _energy(self, m: Machine) -> list[int]:
        if self.any_pokemon:
            return [u for _pos, s in m.me.in_play() for u in s.energy]
        return list(m.attacker.energy) if m.attacker is not None else []

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        done: int = local or 0
        if pc == 1 and m.answer is not None:
            for _pos, s in m.me.in_play():
                if m.answer in s.energy:
                    s.energy.remove(m.answer)
                    to_lost(game, pl, m.answer, "attached")
                    done += 1
                    break
        options = self._energy(m)
        if done >= self.count or not options:
            return m.done()
        if m.choose(1, done, pl, CARD, options, f"Put which Energy in the Lost Zone ({done + 1} of {self.count})?",
                    "energy_to_lost", zone="attached"):
            return WAIT
        return self.step(m, 1, done)

    def words(self, w: Words) -> str:
        whose = "your Pokémon" if self.any_pokemon else "this Pokémon"
        return f"Put {self.count} Energy attached to {whose} in the Lost Zone."


@node("discard_to_lost_for_damage")
@dataclass(frozen=True, slots=True)
class DiscardToLostForDamage(Node):
    """Put any number of ``filter`` cards from your discard pile in the Lost Zone; this attack does
    ``per`` more damage for each card put there in this way."""

    filter: str
    per: int
    stage = BEFORE
    prompts = True

    def __post_init__(self) -> None:
        if self.filter not in FILTERS:
            raise ValueError(f"filter {self.filter!r} is not one of {', '.join(FILTERS)}")

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        done: int = local or 0
        if pc == 1:
            if m.answer is None:
                return m.done()
            me.discard.remove(m.answer)
            to_lost(game, pl, m.answer, "discard")
            m.scope.damage += self.per
            done += 1
        test = card_filter(self.filter, game)
        options = [u for u in me.discard if test(game.cards[u])]
        if m.choose(1, done, pl, CARD, options, f"Put a card in the Lost Zone ({done} so far), or stop.",
                    "discard_to_lost", zone="discard", optional=True):
            return WAIT
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Put any number of {FILTERS[self.filter][0]}s from your discard pile in the Lost Zone. This attack "
                f"does {self.per} more damage for each card you put in the Lost Zone in this way.")
