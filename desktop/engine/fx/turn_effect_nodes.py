"""Effects that last into the next turn, as today's attacks print them: "During your next turn, this
Pokémon's Meteor Mash attack does 60 more damage", "During your opponent's next turn, they can't
play any Pokémon from their hand to evolve their Pokémon.", "Your opponent can't play any Supporter
cards from their hand during their next turn.", and attacks only for the first turn of the player
who went second.

Also a player's Pokémon losing their Abilities until the end of the opponent's next turn (Shadow
Stitching).

And a lasting effect on this Pokémon: its attacks do more damage (Slumbering Smack's next turn).

And "You can't use this attack during your next turn."

And a lasting effect that doubles this Pokémon's attack's base damage (Focus Energy); damage reduced
during the opponent's next turn by an attack that remembers it was used (Lie Low), and an attack usable
only after it (Earthdrill).

And an attack that does double damage, to both Pokémon, during your next turn (Lt. Surge's Raticate's
Focus Energy).

And "You can't play Trainer cards until the end of your next turn."
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer, rule_points
from desktop.engine.fx.damage_nodes import SELF_DAMAGE_DOUBLED
from desktop.engine.fx.mods import BaseDamage, Mod, NoAttack, NoTrainers, ReduceDamage
from desktop.engine.fx.node import CHECK, Atomic, Node, node
from desktop.engine.fx.words import capital
from desktop.engine.state import Effect

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot

BEFORE_WR = "(before applying Weakness and Resistance)"


@node("only_first_turn_going_second")
@dataclass(frozen=True, slots=True)
class OnlyFirstTurnGoingSecond(Node):
    """The attack can be used only by the player who went second, during their first turn."""

    on: bool = False  # words: "... and only on your first turn" (XY and Sun & Moon)
    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return player != game.first and game.turn == 2

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        when = "on" if self.on else "during"
        return f"You can use this attack only if you go second, and only {when} your first turn."


@node("more_next_turn")
@dataclass(frozen=True, slots=True)
class MoreNextTurn(Mod):
    """A lasting effect on the attacker: its attack ``attack`` (every attack if empty) does
    ``amount`` more base damage."""

    amount: int
    attack: str = ""
    point = layer.BASE_DAMAGE
    label = "base_damage"

    def base(self, attack_name: str, damage: int) -> int:
        if (self.attack and attack_name != self.attack) or damage <= 0:
            return damage
        return damage + self.amount

    def words(self, w: Words) -> str:
        return self.lasting_words(w, w.name, "during your next turn")

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        if self.attack:
            return f"{capital(when)}, {who}'s {self.attack} attack does {self.amount} more damage {BEFORE_WR}."
        return (f"{capital(when)}, attacks used by {who} do {self.amount} more damage to your opponent's Active "
                f"Pokémon {BEFORE_WR}.")


@node("no_evolving_from_hand")
@dataclass(frozen=True, slots=True)
class NoEvolvingFromHand(Mod):
    """A player's effect: they can't play Pokémon from their hand to evolve their Pokémon."""

    point = layer.NO_EVOLVE
    label = "no_evolve"

    def words(self, w: Words) -> str:
        return self.lasting_words(w, "your opponent", "during their next turn")

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return ("During your opponent's next turn, they can't play any Pokémon from their hand to evolve their "
                "Pokémon.")


@node("no_supporters_next_turn")
@dataclass(frozen=True, slots=True)
class NoSupportersNextTurn(NoTrainers):
    """A player's effect: they can't play Supporter cards from their hand (Scream's wording)."""

    kind: str = "Supporter"

    def words(self, w: Words) -> str:
        return self.lasting_words(w, "your opponent", "during their next turn")

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return f"Your opponent can't play any {self.kind} cards from their hand during their next turn."


@dataclass(frozen=True, slots=True)
class CostMore(Mod):
    """A lasting effect: this Pokémon's attacks cost ``amount`` more Colorless Energy."""

    amount: int = 1
    point = layer.ATTACK_COST
    label = "cost_more"

    def cost(self, game: Game, player: int, attack_name: str, cost: tuple[str, ...]) -> tuple[str, ...]:
        return cost + ("Colorless",) * self.amount

    def words(self, w: Words) -> str:
        return ""


@dataclass(frozen=True, slots=True)
class RetreatMore(Mod):
    """A lasting effect: this Pokémon's Retreat Cost is ``amount`` Colorless more."""

    amount: int = 1
    point = layer.OWN_RETREAT_COST
    label = "retreat_cost"

    def adjust(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        return cost + self.amount

    def words(self, w: Words) -> str:
        return ""


@node("defending_costs_more")
@dataclass(frozen=True, slots=True)
class DefendingCostsMore(Atomic):
    """During the opponent's next turn, the Defending Pokémon's attacks cost Colorless more and its
    Retreat Cost is Colorless more."""

    def act(self, m: Machine) -> None:
        slot = m.defender
        if slot is None or m.scope.protected:
            return
        until = m.game.turn + 1
        slot.add_effect(Effect(layer.ATTACK_COST, until, CostMore()))
        slot.add_effect(Effect(layer.OWN_RETREAT_COST, until, RetreatMore()))
        m.game.emit("effect", m.scope.opp, pos=0, detail="cost_more")

    def words(self, w: Words) -> str:
        return ("During your opponent's next turn, attacks used by the Defending Pokémon cost Colorless more, and its "
                "Retreat Cost is Colorless more.")


AT_TURN_END = "at_turn_end"  # an Effect kind: at the end of the turn it lasts to, damage counters or a Knock Out


@rule_points.answers(rule_points.TURN_END_MARKS)
def at_turn_end(game: Game, player: int, pos: int, slot: Slot, turn: int) -> None:
    """At the end of ``turn``: the marks of Slow Crunch and Permeating Chill on this Pokémon act."""
    from desktop.engine import combat

    for kind, until, counters, _keep in slot.effects:
        if kind == AT_TURN_END and until == turn:
            amount = 10 * counters if counters else max(0, game.hp_of(slot) - slot.damage)
            game.emit("effect", player, pos=pos, detail=AT_TURN_END)
            combat.put_damage(game, player, pos, slot, amount, "end of turn")


@node("defending_doomed")
@dataclass(frozen=True, slots=True)
class DefendingDoomed(Atomic):
    """At the end of the opponent's next turn, put ``counters`` damage counters on the Defending
    Pokémon (0: it is Knocked Out), unless it has left the Active Spot by then."""

    counters: int = 0

    def act(self, m: Machine) -> None:
        slot = m.defender
        if slot is None or m.scope.protected:
            return
        slot.add_effect(Effect(AT_TURN_END, m.game.turn + 1, self.counters))
        m.game.emit("effect", m.scope.opp, pos=0, detail=AT_TURN_END)

    def words(self, w: Words) -> str:
        if self.counters:
            return (f"At the end of your opponent's next turn, put {self.counters} damage counters on the Defending "
                    "Pokémon.")
        return "At the end of your opponent's next turn, the Defending Pokémon will be Knocked Out."


EXTRA_PRIZES = "extra_prizes"  # an Effect kind: Prize cards more for a Knock Out during the attacker's next turn


@rule_points.answers(rule_points.KNOCKED_OUT_WORTH)
def extra_prizes(game: Game, slot: Slot) -> int:
    """Prize cards more that this Knocked Out Pokémon is worth now (Plentiful Pollen)."""
    return sum(value for kind, until, value, _keep in slot.effects
               if kind.startswith(EXTRA_PRIZES) and until == game.turn)


@node("extra_prizes_next_turn")
@dataclass(frozen=True, slots=True)
class ExtraPrizesNextTurn(Atomic):
    """During your next turn, if the Defending Pokémon is Knocked Out, take ``amount`` more Prize
    cards (it stops if that Pokémon leaves the Active Spot)."""

    amount: int = 2

    def act(self, m: Machine) -> None:
        slot = m.defender
        if slot is None or m.scope.protected:
            return
        until = m.game.turn + 2  # one mark per turn it lasts to: a later one doesn't replace it
        slot.add_effect(Effect(f"{EXTRA_PRIZES}@{until}", until, self.amount))
        m.game.emit("effect", m.scope.opp, pos=0, detail=EXTRA_PRIZES)

    def words(self, w: Words) -> str:
        return (f"During your next turn, if the Defending Pokémon is Knocked Out, take {self.amount} more Prize "
                "cards.")


CONFUSION_COUNTERS = layer.CONFUSION_COUNTERS  # an Effect kind: damage counters a Confused Pokémon puts on itself


@node("confuse_heavier")
@dataclass(frozen=True, slots=True)
class ConfuseHeavier(Atomic):
    """The opponent's Active Pokémon is now Confused; for this Special Condition it puts ``counters``
    damage counters on itself instead of 3 (until it is no longer Confused)."""

    counters: int

    def act(self, m: Machine) -> None:
        from desktop.engine.fx.status_nodes import apply_condition
        from desktop.engine.state import CONFUSED, FOREVER

        slot = m.defender
        if slot is None or m.scope.protected:
            return
        apply_condition(m, m.scope.opp, 0, slot, "Confused")
        if slot.rot == CONFUSED:
            slot.add_effect(Effect(CONFUSION_COUNTERS, FOREVER, self.counters, True))

    def words(self, w: Words) -> str:
        return (f"Your opponent's Active Pokémon is now Confused. Put {self.counters} damage counters instead of 3 on "
                "that Pokémon for this Special Condition.")


@node("ignore_cost_if_condition")
@dataclass(frozen=True, slots=True)
class IgnoreCostIfCondition(Node):
    """If this Pokémon is affected by a Special Condition, ignore all Energy in this attack's cost
    (combat.attack_usable reads it)."""

    stage = CHECK

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        return "If this Pokémon is affected by a Special Condition, ignore all Energy in this attack's cost."


@node("defending_attach_ends_turn")
@dataclass(frozen=True, slots=True)
class DefendingAttachEndsTurn(Atomic):
    """During the opponent's next turn, if they attach an Energy card from their hand to the Defending
    Pokémon, their turn ends (layer.attached_from_hand reads the mark)."""

    def act(self, m: Machine) -> None:
        slot = m.defender
        if slot is None or m.scope.protected:
            return
        slot.add_effect(Effect(layer.ENDS_TURN_ON_ATTACH, m.game.turn + 1))
        m.game.emit("effect", m.scope.opp, pos=0, detail=layer.ENDS_TURN_ON_ATTACH)

    def words(self, w: Words) -> str:
        return ("During your opponent's next turn, if they attach an Energy card from their hand to the Defending "
                "Pokémon, their turn ends.")


ABILITIES_LOST = "abilities_lost"  # a player's lasting effect: their Pokémon have no Abilities (Shadow Stitching)


@node("abilities_lost")
@dataclass(frozen=True, slots=True)
class AbilitiesLost(Mod):
    """On a player (a lasting effect): each of their Pokémon in play, in their hand and in their discard
    pile has no Abilities (``layer.power_working``, the hand's Abilities and the Pokémon's own triggers
    ask ``abilities_lost``)."""

    point = ABILITIES_LOST
    label = "no_abilities"

    def words(self, w: Words) -> str:
        return self.lasting_words(w, "your opponent", "during their next turn")

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return ("Until the end of your opponent's next turn, each Pokémon your opponent has in play, in their hand, "
                "and in their discard pile has no Abilities. (This includes cards that come into play on that turn.)")


@rule_points.answers(rule_points.ABILITIES_LOST)
def abilities_lost(game: Game, player: int) -> bool:
    """Whether a lasting effect on ``player`` takes their Pokémon's Abilities away now."""
    return any(owner == player and mod.point == ABILITIES_LOST for owner, _until, mod in game.lasting)


@node("self_attacks_plus")
@dataclass(frozen=True, slots=True)
class SelfAttacksPlus(Mod):
    """On this Pokémon (a lasting effect): its attacks do ``amount`` more damage to the opponent's
    Active Pokémon, before Weakness and Resistance."""

    amount: int
    point = layer.ATTACK_BONUS
    label = "self_attacks_plus"

    def extra_for(self, game: Game, attacker: Slot) -> int:
        return self.amount

    def words(self, w: Words) -> str:
        return self.lasting_words(w, "this Pokémon", "during your next turn")

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return (f"{when[:1].upper() + when[1:]}, attacks used by this Pokémon do {self.amount} more damage to your "
                "opponent's Active Pokémon (before applying Weakness and Resistance).")


@node("no_attack_next_turn")
@dataclass(frozen=True, slots=True)
class NoAttackNextTurn(Atomic):
    """"You can't use this attack during your next turn." (``all``: "<name> can't attack during
    your next turn.")"""

    all: bool = False

    def act(self, m: Machine) -> None:
        attacker, attack = m.attacker, m.scope.attack
        if attacker is None or attack is None:
            return
        mod = NoAttack() if self.all else NoAttack(attack.name)
        attacker.add_effect(Effect(layer.NO_ATTACK, m.game.turn + 2, mod))
        m.game.emit("effect", m.scope.player, pos=0, detail=mod.label)

    def words(self, w: Words) -> str:
        if self.all:
            return f"{w.name} can't attack during your next turn."
        return "You can't use this attack during your next turn."


@node("attack_base_doubled")
@dataclass(frozen=True, slots=True)
class AttackBaseDoubled(BaseDamage):
    """A lasting effect: this Pokémon's ``attack`` does double base damage (its name already ends in
    "Attack": "Quick Attack's base damage")."""

    doubled: bool = True

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return f"{capital(when)}, {who}'s {self.attack}'s base damage is doubled."


USED_LAST_TURN = "used_last_turn:"  # an Effect kind + attack name: "used its <attack> attack last turn"


@node("reduce_damage_next_turn")
@dataclass(frozen=True, slots=True)
class ReduceDamageNextTurn(Atomic):
    """All damage done to the attacker during the opponent's next turn is reduced by ``amount`` (after
    Weakness and Resistance); the attacker also remembers, until the end of your next turn, that it
    used this attack (for ``only_if_used_last_turn``: Lie Low, then Earthdrill)."""

    amount: int

    def act(self, m: Machine) -> None:
        attacker, attack, game = m.attacker, m.scope.attack, m.game
        if attacker is None:
            return
        attacker.add_effect(Effect(layer.DAMAGE_TO_DEFENDER, game.turn + 1, ReduceDamage(self.amount)))
        if attack is not None:
            attacker.add_effect(Effect(USED_LAST_TURN + attack.name, game.turn + 2))
        game.emit("effect", m.scope.player, pos=0, detail="reduce_damage")

    def words(self, w: Words) -> str:
        return (f"All damage done to {w.name} during your opponent's next turn is reduced by {self.amount} (after "
                "applying Weakness and Resistance).")


@node("only_if_used_last_turn")
@dataclass(frozen=True, slots=True)
class OnlyIfUsedLastTurn(Node):
    """This attack can be used only if the attacker used its ``attack`` last turn (an attack that
    remembers it: ``reduce_damage_next_turn``)."""

    attack: str
    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        slot = game.players[player].active
        return slot is not None and slot.has_effect(USED_LAST_TURN + self.attack)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        return f"This attack can't be used unless {w.name} used its {self.attack} attack last turn."


@node("double_edge_doubled")
@dataclass(frozen=True, slots=True)
class DoubleEdgeDoubled(Atomic):
    """During your next turn, this Pokémon's ``attack`` does double damage: its base damage and its
    damage to itself (Lt. Surge's Raticate's Focus Energy)."""

    attack: str

    def act(self, m: Machine) -> None:
        attacker, game = m.attacker, m.game
        if attacker is None:
            return
        attacker.add_effect(Effect(layer.BASE_DAMAGE, game.turn + 2, BaseDamage(attack=self.attack, doubled=True)))
        attacker.add_effect(Effect(SELF_DAMAGE_DOUBLED + self.attack, game.turn + 2))
        game.emit("effect", m.scope.player, pos=0, detail="focus_energy")

    def words(self, w: Words) -> str:
        return (f"During your next turn, {w.name}'s {self.attack} attack's damage (base damage and damage to itself) "
                "is doubled.")


@node("no_trainers_until_next_turn")
@dataclass(frozen=True, slots=True)
class NoTrainersUntilNextTurn(Atomic):
    """You can't play Trainer cards until the end of your next turn (Rocket's Secret Experiment's tails)."""

    def act(self, m: Machine) -> None:
        game = m.game
        game.lasting = game.lasting + ((m.scope.player, game.next_turn_of(m.scope.player), NoTrainers()),)
        game.emit("effect", m.scope.player, detail="no_trainers")

    def words(self, w: Words) -> str:
        return "You can't play Trainer cards until the end of your next turn."
