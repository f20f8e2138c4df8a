"""Attacks on the Trainer cards attached to the opponent's Pokémon: "discard all Trainer cards
attached to your opponent's Pokémon" (Swipe) and "Choose a Trainer card attached to 1 of your
opponent's Pokémon. Your opponent shuffles that card into his or her deck." (Grab)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.state import Slot


def _theirs(m: Machine) -> list[tuple[int, Slot]]:
    """The opponent's Pokémon an attack's effect may touch (not a Defending Pokémon protected from it)."""
    return [(pos, slot) for pos, slot in m.them.in_play() if pos or not m.scope.protected]


@node("discard_their_trainers")
@dataclass(frozen=True, slots=True)
class DiscardTheirTrainers(Atomic):
    """Discard all Trainer cards attached to your opponent's Pokémon."""

    def act(self, m: Machine) -> None:
        for pos, slot in _theirs(m):
            for uid, until in list(slot.tools):
                slot.tools.remove((uid, until))
                m.game.discard_card(uid, "attached", pos)

    def words(self, w: Words) -> str:
        return "Discard all Trainer cards attached to your opponent's Pokémon."


@node("their_trainer_to_deck")
@dataclass(frozen=True, slots=True)
class TheirTrainerToDeck(Node):
    """Choose a Trainer card attached to 1 of your opponent's Pokémon; they shuffle it into their deck."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        attached = [uid for _pos, slot in _theirs(m) for uid, _until in slot.tools]
        if pc == 0 and m.choose(1, None, m.scope.player, CARD, attached, "Choose a Trainer card to shuffle into your "
                                "opponent's deck.", "their_attached_trainer", zone="attached"):
            return 1
        uid = m.answer
        game, them = m.game, m.them
        for pos, slot in _theirs(m):
            for tool in list(slot.tools):
                if tool[0] == uid:
                    slot.tools.remove(tool)
                    them.deck.append(uid)
                    game.move_card(m.scope.opp, uid, "attached", "deck", pos)
                    game.shuffle_deck(m.scope.opp)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Choose a Trainer card attached to 1 of your opponent's Pokémon. Your opponent shuffles that card into "
                "their deck.")
