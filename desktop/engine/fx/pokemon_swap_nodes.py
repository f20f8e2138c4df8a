"""A Pokémon card in play swapped for another card, everything on it staying (Thorton: a Basic Pokémon
from the discard pile takes the place of a Basic Pokémon in play, with its attached cards, damage
counters, Special Conditions, turns in play and other effects)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Node, node
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


def _basics_in_play(game: Game, player: int) -> list[int]:
    return [pos for pos, s in game.players[player].in_play() if len(s.cards) == 1
            and game.cards[s.top].kind == "pokemon" and game.cards[s.top].stage == "Basic"]


def _basics_in_discard(game: Game, player: int) -> list[int]:
    seen: dict[str, int] = {}  # copies of a card are one choice
    for u in game.players[player].discard:
        if game.cards[u].kind == "pokemon" and game.cards[u].stage == "Basic":
            seen.setdefault(game.cards[u].id, u)
    return sorted(seen.values(), key=lambda u: game.cards[u].name)


@node("swap_basic_from_discard")
@dataclass(frozen=True, slots=True)
class SwapBasicFromDiscard(Node):
    """Choose a Basic Pokémon in your discard pile and switch it with 1 of your Basic Pokémon in play; all
    that was on the Pokémon in play stays on the new one; the old card goes to the discard pile."""

    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(_basics_in_discard(game, player)) and bool(_basics_in_play(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 0:
            if m.choose(1, None, pl, CARD, _basics_in_discard(game, pl), "Put which Basic Pokémon into play?",
                        "discard_to_bench", zone="discard"):
                return WAIT
            pc = 1
        if pc == 1:
            local = m.answer
            if local is None:
                return m.done()
            if m.choose(2, local, pl, POKEMON, _basics_in_play(game, pl), "Switch it with which of your Basic "
                        "Pokémon?", "pokemon_to_swap"):
                return WAIT
        new, pos = local, m.answer
        if new is None or pos is None or new not in me.discard:
            return m.done()
        slot = me.at(pos)
        old = slot.cards[0]
        me.discard.remove(new)
        slot.cards[0] = new
        zone = "active" if pos == 0 else "bench"
        game.move_card(pl, new, "discard", zone, pos)
        game.discard_card(old, zone, pos)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Choose a Basic Pokémon in your discard pile and switch it with 1 of your Basic Pokémon in play. Any "
                "attached cards, damage counters, Special Conditions, turns in play, and any other effects remain on "
                "the new Pokémon.")
