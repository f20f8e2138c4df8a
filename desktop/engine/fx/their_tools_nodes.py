"""Attacks on the Trainer cards attached to the opponent's Pokémon: "discard all Trainer cards
attached to your opponent's Pokémon" (Swipe) and "Choose a Trainer card attached to 1 of your
opponent's Pokémon. Your opponent shuffles that card into his or her deck." (Grab).

Also all Pokémon Tools discarded from the opponent's Active Pokémon before damage, Paralysis if any was
(Zapping Short).

And all Tools discarded from each of the opponent's Pokémon (Startling Megaphone)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.fx.node import BEFORE, Atomic, Node, node
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
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


@node("their_special_energy_to_deck")
@dataclass(frozen=True, slots=True)
class TheirSpecialEnergyToDeck(Node):
    """Choose a Special Energy card attached to 1 of your opponent's Pokémon; they shuffle it into their
    deck (Psykiss)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, them = m.game, m.them
        attached = [uid for _pos, slot in _theirs(m) for uid in slot.energy if not game.cards[uid].is_basic_energy]
        if pc == 0 and m.choose(1, None, m.scope.player, CARD, attached, "Choose a Special Energy card to shuffle into "
                                "your opponent's deck.", "their_energy_to_deck", zone="attached"):
            return 1
        uid = m.answer
        for pos, slot in _theirs(m):
            if uid in slot.energy:
                slot.energy.remove(uid)
                them.deck.append(uid)
                game.move_card(m.scope.opp, uid, "attached", "deck", pos)
                game.shuffle_deck(m.scope.opp)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Choose a Special Energy card attached to 1 of your opponent's Pokémon. Your opponent shuffles that "
                "card into their deck.")


@node("then_flip_discard_each_energy")
@dataclass(frozen=True, slots=True)
class ThenFlipDiscardEachEnergy(Node):
    """Then, flip a coin; heads: choose 1 Energy card attached to each of your opponent's Pokémon that
    has any and discard them (Devastate)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        done: tuple[int, ...] = local or ()
        if pc == 0 and not game.coin(m.scope.source, m.scope.player):
            return m.done()
        while True:
            if pc == 1 and m.answer is not None:
                pos = done[-1]
                slot = m.them.slot(pos)
                if slot is not None and m.answer in slot.energy:
                    combat.discard_attached(game, slot, m.answer, pos)
            pc = 0
            left = [(pos, slot) for pos, slot in _theirs(m) if slot.energy and pos not in done]
            if not left:
                return m.done()
            pos, slot = left[0]
            done += (pos,)
            if m.choose(1, done, m.scope.player, CARD, list(slot.energy), "Choose an Energy card to discard.",
                        "discard_their_energy", zone="attached"):
                return 1
            pc = 1

    def words(self, w: Words) -> str:
        return ("Then, flip a coin. If heads, choose 1 Energy card attached to each of your opponent's Pokémon that "
                "has any Energy cards attached to it and discard those Energy cards.")


@node("discard_tools_then_paralyze")
@dataclass(frozen=True, slots=True)
class DiscardToolsThenParalyze(Atomic):
    """Before doing damage, discard all Pokémon Tools from the opponent's Active Pokémon; if any
    was discarded, it is now Paralyzed."""

    stage = BEFORE

    def act(self, m: Machine) -> None:
        defender = m.defender
        if defender is None or m.scope.protected or not defender.tools:
            return
        for tool in list(defender.tools):
            defender.tools.remove(tool)
            m.game.discard_card(tool[0], "attached", 0)
        from desktop.engine.fx.status_nodes import apply_condition

        apply_condition(m, m.scope.opp, 0, defender, "Paralyzed")

    def words(self, w: Words) -> str:
        return (f"Before doing damage, discard all Pokémon Tools from {w.defending}. If you discarded a Pokémon Tool "
                f"in this way, {w.defending} is now Paralyzed.")


@node("discard_all_their_tools")
@dataclass(frozen=True, slots=True)
class DiscardAllTheirTools(Atomic):
    """Discard all Pokémon Tool cards attached to each of your opponent's Pokémon (Startling Megaphone)."""

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return any(slot.tools for slot in game.players[1 - player].slots())

    def act(self, m: Machine) -> None:
        for pos, slot in m.them.in_play():
            for uid, _until in list(slot.tools):
                slot.tools.remove((uid, _until))
                m.game.discard_card(uid, "attached", pos)

    def words(self, w: Words) -> str:
        return "Discard all Pokémon Tool cards attached to each of your opponent's Pokémon."
