"""Returning one of your Pokémon and every card attached to it to your hand (Super Scoop Up)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine.fx.node import Atomic, node
from desktop.engine.fx.target_nodes import Targeted

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("scoop_up")
@dataclass(frozen=True, slots=True)
class ScoopUp(Targeted, Atomic):
    """Return 1 of your Pokémon and all cards attached to it to your hand (an empty Active Spot is
    filled, as after a Knock Out)."""

    ask_purpose = "pokemon_to_hand"

    def targets(self, game: Game, player: int) -> list[int]:
        return [pos for pos, _ in game.players[player].in_play()]

    def act(self, m: Machine) -> None:
        game, me, pl, target = m.game, m.me, m.scope.player, m.target
        slot = me.at(target)
        game.remove_from_play(pl, target, slot)
        for uid in slot.all_cards():
            me.hand.append(uid)
            game.move_card(pl, uid, "active" if target == 0 else "bench", "hand", target)
        if me.active is None:
            game.queue.insert(0, ("new_active", pl))

    def words(self, w: Words) -> str:
        return "Return 1 of your Pokémon and all cards attached to it to your hand."
