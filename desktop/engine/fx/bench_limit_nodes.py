"""Today's Stadiums that make the Bench smaller (Collapsed Stadium): the limit is Narrow Gym's rule
(``bench_size_nodes.NarrowBench``: the game holds a copy of its ruleset with the smaller Bench while the
Stadium is in play), and when the Stadium is played each player with more Benched Pokémon discards down
to the limit, its player first."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.bench_size_nodes import NarrowBench
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Node, node
from desktop.engine.prompts import POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("bench_limit")
@dataclass(frozen=True, slots=True)
class BenchLimit(NarrowBench):
    """Each player can't have more than ``size`` Benched Pokémon (today's words of Narrow Gym's rule;
    the discarding down to it is ``bench_limit_discard``, which words the whole rule)."""

    def words(self, w: Words) -> str:
        return ""


def _discard_benched(game: Game, player: int, pos: int) -> None:
    """Discard ``player``'s Benched Pokémon at ``pos`` and all cards attached to it."""
    slot = game.players[player].at(pos)
    game.remove_from_play(player, pos, slot)
    for uid in slot.all_cards():
        game.discard_card(uid, "bench", pos)


@node("bench_limit_discard")
@dataclass(frozen=True, slots=True)
class BenchLimitDiscard(Node):
    """When this Stadium is played, each player with more than ``size`` Benched Pokémon discards Benched
    Pokémon (with their cards) of their choice until they have ``size``; the player who played it first."""

    size: int = 4
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        order = (m.scope.player, m.scope.opp)
        if pc in (1, 2) and m.answer is not None:
            _discard_benched(game, order[pc - 1], m.answer)
        turn = max(pc, 1)
        while turn <= 2:
            player = order[turn - 1]
            bench = game.players[player].bench
            if len(bench) > self.size:
                if m.choose(turn, None, player, POKEMON, range(1, len(bench) + 1),
                            f"Discard which Benched Pokémon (down to {self.size})?", "bench_to_discard"):
                    return WAIT
                _discard_benched(game, player, m.answer)
                continue
            turn += 1
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Each player can't have more than {self.size} Benched Pokémon. If a player has {self.size + 1} or "
                f"more Benched Pokémon, they discard Benched Pokémon until they have {self.size} Pokémon on the "
                "Bench. The player who played this card discards first. If more than one effect changes the number "
                "of Benched Pokémon allowed, use the smaller number.")
