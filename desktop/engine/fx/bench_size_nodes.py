"""A Stadium that makes each Bench smaller while it is in play (Narrow Gym), and, when played, has a player
with a full Bench return 1 Benched Pokémon and its cards to the hand (the opponent of the player who
played it first).

The smaller Bench is the ruleset's ``bench_size``: while such a Stadium is in play the game holds a copy
of its ruleset with the smaller size (``sync_bench_size``, called only when a card of the game has the
``NARROW_BENCH`` point), and the original again once the Stadium leaves play. Every Bench check of the
engine reads ``game.rules.bench_size``, so none of them needs to know of the card."""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Node, node
from desktop.engine.prompts import POKEMON
from desktop.engine.rule_points import BENCH_SIZE, answers

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


NARROW_BENCH = "narrow_bench_gym"  # a Stadium's rule: no player may have more than ``size`` Benched Pokémon


UNNARROWED = "unnarrowed_rules"  # the attribute of a narrowed ruleset copy holding the original


@node("narrow_bench_gym")
@dataclass(frozen=True, slots=True)
class NarrowBench(Mod):
    """No player may have more than ``size`` Pokémon on their Bench (while this Stadium is in play)."""

    size: int = 4
    point = NARROW_BENCH
    label = "narrow_bench"

    def words(self, w: Words) -> str:
        return f"No player may have more than {self.size} Pokémon on his or her Bench."


@answers(BENCH_SIZE, NARROW_BENCH)
def sync_bench_size(game: Game) -> None:
    """Give ``game`` the Bench size of the Stadium in play: a copy of its ruleset with the smaller
    size while a ``NarrowBench`` Stadium is in play, the original otherwise."""
    base = getattr(game.rules, UNNARROWED, game.rules)
    size = next((mod.size for _kind, mod in game.cards[game.stadium].statics if isinstance(mod, NarrowBench)),
                None) if game.stadium >= 0 else None
    if size is None or size >= base.bench_size:
        game.rules = base
        return
    rules = copy.copy(base)
    rules.bench_size = size
    setattr(rules, UNNARROWED, base)
    game.rules = rules


@node("narrow_gym_returns")
@dataclass(frozen=True, slots=True)
class NarrowGymReturns(Node):
    """When this card is played, each player with more than ``size`` Benched Pokémon chooses 1 of them
    and returns it and all cards attached to it to their hand; the opponent first."""

    size: int = 4
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        order = (m.scope.opp, m.scope.player)
        if pc in (1, 3):  # a player chose the Pokémon to return
            _return_benched(game, order[pc // 2], m.answer)
            pc += 1
        while pc in (0, 2):
            player = order[pc // 2]
            bench = game.players[player].bench
            if len(bench) > self.size:
                if m.choose(pc + 1, None, player, POKEMON, range(1, len(bench) + 1),
                            "Narrow Gym: return which Benched Pokémon to your hand?", "pokemon_to_hand"):
                    return WAIT
                _return_benched(game, player, m.answer)
            pc += 2
        return m.done()

    def words(self, w: Words) -> str:
        return (f"No player may have more than {self.size} Pokémon on his or her Bench. When this card is played, "
                f"if a player has {self.size + 1} Pokémon on his or her Bench, that player chooses 1 of them and "
                "returns it and all cards attached to it to his or her hand. (If both players have to return a "
                "Pokémon, your opponent returns a Pokémon first.)")


def _return_benched(game: Game, player: int, pos: Any) -> None:
    """Return ``player``'s Benched Pokémon at ``pos`` and all cards attached to it to their hand."""
    p = game.players[player]
    slot = p.at(pos)
    game.remove_from_play(player, pos, slot)
    for uid in slot.all_cards():
        p.hand.append(uid)
        game.move_card(player, uid, "bench", "hand", pos)
