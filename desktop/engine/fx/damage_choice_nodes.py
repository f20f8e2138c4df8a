"""An attack's damage set by a choice or a coin: "If heads, this attack does 80 damage" (Aerowing)
and "You may discard all Lightning Energy cards attached to Raichu. If you do, this attack does 80
damage." (Lightning Strike).

Also a coin for more damage with a named partner on the Bench (Love Lariat).

And the choice to do less damage: Charity (Gym Heroes), a Trainer attached to your Active Pokémon for
the turn that lets its attack do less damage to the Defending Pokémon, and comes back to your hand at
the end of the turn.

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

And a coin for more damage that then discards the Energy of a type (Kerzap).

And a coin for other damage against a name or type (Beatdown).

And a coin for other damage against a name or type (Beatdown)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer, rule_points
from desktop.engine.fx.control import enter
from desktop.engine.fx.damage_nodes import DiscardOwnEnergy
from desktop.engine.fx.mod_base import Mod
from desktop.engine.fx.node import BEFORE, Atomic, Node, node
from desktop.engine.fx.target_nodes import AttachTool
from desktop.engine.fx.words import lower_first
from desktop.engine.prompts import NUMBER, OPTION, Prompt
from desktop.engine.state import ASLEEP, CONFUSED, NONE

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("damage_becomes")
@dataclass(frozen=True, slots=True)
class DamageBecomes(Atomic):
    """This attack does ``amount`` damage (instead of its printed damage)."""

    amount: int
    stage = BEFORE

    def act(self, m: Machine) -> None:
        m.scope.damage, m.scope.does_damage = self.amount, True

    def words(self, w: Words) -> str:
        return f"This attack does {self.amount} damage."


@node("may_discard_all_for_damage")
@dataclass(frozen=True, slots=True)
class MayDiscardAllForDamage(Node):
    """You may discard all ``type`` Energy cards attached to the attacking Pokémon; if you do, this
    attack does ``amount`` damage."""

    type: str
    amount: int
    prompts = True
    stage = BEFORE

    def _energy(self, m: Machine) -> list[int]:
        slot = m.attacker
        return [u for u in slot.energy if self.type in m.game.cards[u].provides] if slot is not None else []

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            if not self._energy(m):
                return m.done()
            if m.choose(1, None, m.scope.player, OPTION, ("yes", "no"), f"{m.scope.source}: do it?", "may",
                        auto_single=False):
                return 1
        slot = m.attacker
        if m.answer == "yes" and slot is not None:
            for uid in self._energy(m):
                combat.discard_attached(m.game, slot, uid, 0)
            m.scope.damage, m.scope.does_damage = self.amount, True
        return m.done()

    def words(self, w: Words) -> str:
        return (f"You may discard all {self.type} Energy cards attached to {w.name}. If you do, this attack does "
                f"{self.amount} damage.")


@node("more_if_asleep_or_confused")
@dataclass(frozen=True, slots=True)
class MoreIfAsleepOrConfused(Atomic):
    """If the Defending Pokémon is Asleep or Confused, this attack does ``amount`` more damage (Slap
    Awake)."""

    amount: int
    stage = BEFORE

    def act(self, m: Machine) -> None:
        defender = m.defender
        if defender is not None and defender.rot in (ASLEEP, CONFUSED):
            m.scope.damage += self.amount

    def words(self, w: Words) -> str:
        return (f"If {w.defending} is Asleep or Confused, this attack does {w.damage} damage plus {self.amount} more "
                "damage.")


@node("wake_defending")
@dataclass(frozen=True, slots=True)
class WakeDefending(Atomic):
    """The Defending Pokémon is no longer Asleep (``confused``: nor Confused): Good Morning, Slap Awake."""

    confused: bool = False

    def act(self, m: Machine) -> None:
        defender = m.defender
        woken = (ASLEEP, CONFUSED) if self.confused else (ASLEEP,)
        if defender is not None and defender.rot in woken and not m.scope.protected:
            m.game.set_rotation(m.scope.opp, 0, defender, NONE)

    def words(self, w: Words) -> str:
        if self.confused:
            return f"Then, {w.defending} is no longer Asleep or Confused."
        return f"If {w.defending} was Asleep, it is no longer Asleep."


@node("either_way")
@dataclass(frozen=True, slots=True)
class EitherWay(Node):
    """"Either way, ...": ``then`` happens even if the attack now does nothing (Crushing Earth)."""

    then: Node
    either_way = True
    stage = BEFORE  # before damage, so that it runs even if the attack does nothing (a lasting effect, say)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        return f"Either way, {lower_first(self.then.words(w), w)}"


@node("heads_more_if_benched")
@dataclass(frozen=True, slots=True)
class HeadsMoreIfBenched(Node):
    """Flip a coin; heads, ``more`` more damage if you have a ``named`` on your Bench; tails, the
    attack does nothing (Love Lariat)."""

    more: int
    named: str
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        if not game.coin(m.scope.source, m.scope.player):
            m.scope.nothing = True
        elif any(game.cards[s.top].name == self.named for s in m.me.bench):
            m.scope.damage += self.more
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Flip a coin. If heads, this attack does {w.damage} damage plus {self.more} more damage if you have "
                f"at least 1 {self.named} on your Bench. If tails, this attack does nothing.")


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


@node("heads_more_discard_type")
@dataclass(frozen=True, slots=True)
class HeadsMoreDiscardType(Node):
    """Flip a coin; heads: ``more`` more damage and, after it, discard all ``type`` Energy cards
    attached to the attacker (Kerzap)."""

    more: int
    type: str
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and m.game.coin(m.scope.source, m.scope.player):
            m.scope.damage += self.more
            return enter(m, self._discard(), 1)
        return m.done()

    def _discard(self) -> Node:
        return DiscardOwnEnergy(all=True, type=self.type, cost=False)

    def children(self) -> tuple[Node, ...]:
        return (self._discard(),)

    def words(self, w: Words) -> str:
        return (f"Flip a coin. If heads, this attack does {w.damage} damage plus {self.more} more damage to "
                f"{w.defending} and discard all {self.type} Energy cards attached to {w.name}. If tails, this attack "
                f"does {w.damage} damage.")


@node("damage_instead_vs")
@dataclass(frozen=True, slots=True)
class DamageInsteadVs(Atomic):
    """If the Defending Pokémon has ``name_has`` in its name or is a ``type`` Pokémon, flip a coin;
    heads, this attack's damage is ``amount`` instead (Beatdown)."""

    amount: int
    name_has: str = "Dark"
    type: str = "Darkness"
    stage = BEFORE

    def act(self, m: Machine) -> None:
        defender = m.defender
        if defender is None:
            return
        card = m.game.card_of(defender)
        if (self.name_has in card.name or self.type in m.game.types_of(defender)) and m.game.coin(
                m.scope.source, m.scope.player):
            m.scope.damage = self.amount

    def words(self, w: Words) -> str:
        return (f"If {w.defending} has {self.name_has} in its name or is a {self.type} Pokémon, flip a coin. If heads, "
                f"this attack does {self.amount} damage instead of {w.damage}.")
