"""Cards that let the player choose which of their effects to use: "Choose 1: • ... • ..." (Kieran).

Also the Defending Pokémon given one of some Special Conditions, the attacker's choice (Magic Pollen)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import kernel
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Node, node
from desktop.engine.fx.target_nodes import Targeted
from desktop.engine.fx.words import Words
from desktop.engine.prompts import OPTION

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.game import Game


@node("choose_one")
@dataclass(frozen=True, slots=True)
class ChooseOne(Node):
    """Choose 1 of ``options`` (each an effect) and do it; an option that would do nothing now
    can't be chosen. The prompt's options are the effects' own words."""

    options: tuple[Node, ...]
    prompts = True

    def children(self) -> tuple[Node, ...]:
        return self.options

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return any(self._usable(o, game, player, source) for o in self.options)

    @staticmethod
    def _usable(option: Node, game: Game, player: int, source: Any) -> bool:
        """An option does something now (one that acts on a Pokémon needs one to act on)."""
        if isinstance(option, Targeted) and not option.targets(game, player):
            return False
        return option.usable(game, player, source)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 2:  # the chosen effect is done
            return m.done()
        game, player = m.game, m.scope.player
        usable = [o for o in self.options if self._usable(o, game, player, m.scope.source_uid)]
        card = game.cards[m.scope.source_uid] if m.scope.source_uid >= 0 else None
        labels = [o.words(Words(card, "modern")) for o in usable]
        if pc == 0 and m.choose(1, None, player, OPTION, labels, "Choose 1.", "choose_effect"):
            return WAIT
        if not usable:
            return m.done()
        chosen = usable[labels.index(m.answer)] if m.answer in labels else usable[0]
        return m.call(chosen, 2)  # a Targeted option asks for its Pokémon itself

    def words(self, w: Words) -> str:
        return "Choose 1: " + " ".join(f"• {o.words(w)}" for o in self.options)


kernel.provide("choose_one", ChooseOne)


@node("choose_some")
@dataclass(frozen=True, slots=True)
class ChooseSome(Node):
    """Choose 1 or more of ``options`` (each an effect), one at a time, each done as it is chosen; after the
    first, the player may stop. An option that would do nothing now can't be chosen."""

    options: tuple[Node, ...]
    prompts = True

    def children(self) -> tuple[Node, ...]:
        return self.options

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return any(ChooseOne._usable(o, game, player, source) for o in self.options)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, player = m.game, m.scope.player
        done: tuple[int, ...] = local or ()
        usable = [i for i, o in enumerate(self.options) if i not in done
                  and ChooseOne._usable(o, game, player, m.scope.source_uid)]
        card = game.cards[m.scope.source_uid] if m.scope.source_uid >= 0 else None
        labels = [self.options[i].words(Words(card, "modern")) for i in usable]
        if pc in (0, 2) and usable and m.choose(1, done, player, OPTION, labels, "Choose 1 or more.",
                                                "choose_effect", optional=bool(done)):
            return WAIT
        if pc == 1 and m.answer in labels:
            chosen = usable[labels.index(m.answer)]
            return m.call(self.options[chosen], 2, done + (chosen,))
        if pc in (0, 2) and usable and not done:  # a single option: taken without asking
            return m.call(self.options[usable[0]], 2, (usable[0],))
        return m.done()

    def words(self, w: Words) -> str:
        return "Choose 1 or more: " + " ".join(f"• {o.words(w)}" for o in self.options)


@node("condition_choice")
@dataclass(frozen=True, slots=True)
class ConditionChoice(Node):
    """The Defending Pokémon is now one of ``conditions``, the attacking player's choice (Magic Pollen)."""

    conditions: tuple[str, ...] = ("Asleep", "Confused", "Paralyzed", "Poisoned")
    whether: bool = False  # words: "choose whether the Defending Pokémon becomes ..." (Delta Beam)
    either: bool = False  # words: "... is now either Asleep, ... (your choice)" (Magic Dust)
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.fx.status_nodes import apply_condition

        defender = m.defender
        if defender is None or m.scope.protected:
            return m.done()
        if pc == 0 and m.choose(1, None, m.scope.player, OPTION, self.conditions, "Choose the Special Condition.",
                                "choose_condition"):
            return WAIT
        apply_condition(m, m.scope.opp, 0, defender, str(m.answer))
        return m.done()

    def words(self, w: Words) -> str:
        listed = ", ".join(self.conditions[:-1]) + f", or {self.conditions[-1]}"
        if self.whether:
            return f"Choose whether {w.defending} becomes {listed}."
        return f"{w.defending[:1].upper() + w.defending[1:]} is now {'either ' * self.either}{listed} (your choice)."
