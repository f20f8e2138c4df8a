"""Charity (Gym Heroes): a Trainer attached to your Active Pokémon for the turn that lets its attack do
less damage to the Defending Pokémon, and comes back to your hand at the end of the turn.

* The choice is asked in the attack's damage step (``AttackSteps``), once the damage has been through
  Weakness, Resistance and every effect on both Pokémon (``combat.damage_after_effects``) and before it is
  put on the Defending Pokémon (``combat.place_attack_damage``: Focus Band and the like come after):
  "how much of it to do", a NUMBER prompt (purpose ``damage_to_do``) whose options are the amounts from
  0 to the full damage in steps of 10 ("reduce that damage by any amount (rounded to the nearest 10)").
  Only the attack's damage to the Defending Pokémon is asked about, not damage its text does to others.
* At the end of the turn the Tool returns to its owner's hand instead of the discard pile
  (``returns_to_hand``, asked by the end-of-turn step); a Knocked Out Pokémon's Charity is discarded with
  it, as every attached card is.

Both are points of the rules layer that only games with such a card have (``CHOOSE_DAMAGE``,
``TOOL_TO_HAND``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import layer, rule_points
from desktop.engine.fx.mod_base import Mod
from desktop.engine.fx.node import node
from desktop.engine.fx.target_nodes import AttachTool
from desktop.engine.prompts import NUMBER, Prompt

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot

CHOOSE_DAMAGE = "choose_less_damage"  # a Tool: its Pokémon's attack may do less damage to the Defending Pokémon
TOOL_TO_HAND = "tool_back_to_hand"  # a Tool that goes back to the hand, not the discard pile, when its turn ends


@node("may_do_less_damage")
@dataclass(frozen=True, slots=True)
class MayDoLessDamage(Mod):
    """If this Pokémon attacks and does damage to the Defending Pokémon, you may reduce that damage by any
    amount, rounded to the nearest 10 (``ask_damage_to_do``)."""

    point = CHOOSE_DAMAGE
    label = "may_do_less_damage"

    def words(self, w: Words) -> str:
        return (f"If that Pokémon attacks and does damage to {w.defending}, you may reduce that damage by any amount "
                "(rounded to the nearest 10).")


@dataclass(frozen=True, slots=True)
class BackToHand(Mod):
    """The rule an ``attach_returning`` card carries: when its turn ends it goes back to the hand."""

    point = TOOL_TO_HAND
    label = "back_to_hand"

    def words(self, w: Words) -> str:
        return ""


@node("attach_returning")
@dataclass(frozen=True, slots=True)
class AttachReturning(AttachTool):
    """Attach this card to your Active Pokémon; unless that Pokémon is Knocked Out, return it to your hand
    at the end of your turn (Charity). ``modifier`` is its rule while attached."""

    active_only: bool = True
    until: str = "this_turn"

    def tool_mods(self) -> tuple[Mod, ...]:
        return (self.modifier, BackToHand())

    def words(self, w: Words) -> str:
        name = w.card.name if w.card else "this card"
        return (f"Attach {name} to your Active Pokémon. Unless that Pokémon gets Knocked Out, return {name} to your "
                f"hand at the end of your turn. {self.modifier.words(w)}")


@rule_points.answers(rule_points.TOOL_TIME_UP, TOOL_TO_HAND)
def returns_to_hand(game: Game, uid: int) -> bool:
    """Whether the Tool ``uid``, whose time is up at the end of the turn, goes back to the hand."""
    return any(mod.point == TOOL_TO_HAND for _kind, mod in game.cards[uid].statics)


def _chooser(game: Game, attacker: Slot) -> int:
    """The attached card (uid) that lets the attacker choose to do less damage, or -1."""
    return layer.tool_with_rule(game, attacker, CHOOSE_DAMAGE)


def ask_damage_to_do(m: Machine, amount: int, pc: int) -> bool:
    """In the attack's damage step, with ``amount`` about to be put on the Defending Pokémon: if a card
    on the attacker lets its player reduce it, ask how much to do (resuming the step at ``pc``). True if
    the prompt is open."""
    game, attacker = m.game, m.attacker
    if amount <= 0 or CHOOSE_DAMAGE not in game.static_points or attacker is None or not attacker.tools:
        return False
    uid = _chooser(game, attacker)
    if uid < 0:
        return False
    name = game.cards[uid].name
    options = tuple(range(0, amount, 10)) + (amount,)
    m.ask(Prompt(m.scope.player, NUMBER, options, f"{name}: how much of the {amount} damage do you do?", source=name,
                 purpose="damage_to_do", source_uid=uid), pc)
    return True
