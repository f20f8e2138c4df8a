"""Attack conditions today's sets print: "If this Pokémon has a Pokémon Tool attached, ...", "If
<card> is in your discard pile, ...", "If your opponent's Active Pokémon isn't a Pokémon ex, ...",
and an attack's base damage set outright ("this attack's base damage is 30"). (Prize counts, Energy
in play and hand sizes are ``if_board`` tests.)

Also an attack usable even while its Pokémon is Asleep (Toss and Turn).

And "Use this attack only if there are any Fire Energy cards attached to it".

Also damage doubled against a type (Ice Throw), less damage against a damaged Defending Pokémon (Pulled
Punch), and an attack usable only with as many Energy cards as the Defending Pokémon (Synchronize).

And an attack that does nothing unless both Pokémon have as many Energy cards (Synchronize).

And "If this Pokémon used <attack> during your last turn, ..." (Swallow Dive; the record is
copy_attack_nodes.record_attack)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer
from desktop.engine.card_classes import class_words
from desktop.engine.fx.control import enter
from desktop.engine.fx.hand_attach_nodes import _of_type
from desktop.engine.fx.modern_nodes import DiscardStadium
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import BEFORE, CHECK, Atomic, Node, node
from desktop.engine.fx.opponent_card_nodes import IfThen
from desktop.engine.fx.words import lower_first
from desktop.engine.state import ASLEEP

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("base_is")
@dataclass(frozen=True, slots=True)
class BaseIs(Atomic):
    """This attack's base damage is ``amount`` (instead of its printed damage)."""

    amount: int
    stage = BEFORE

    def act(self, m: Machine) -> None:
        m.scope.damage = self.amount
        m.scope.does_damage = self.amount > 0

    def words(self, w: Words) -> str:
        return f"This attack's base damage is {self.amount}."


@node("if_tool_attached")
@dataclass(frozen=True, slots=True)
class IfToolAttached(IfThen):
    """``then`` only if this Pokémon has a Pokémon Tool attached."""

    card_words: bool = False  # Black & White to XY words: "has a Pokémon Tool card attached to it" (Reinforced Lariat)

    def holds(self, m: Machine) -> bool:
        attacker = m.attacker
        return attacker is not None and bool(attacker.tools)

    def condition(self, w: Words) -> str:
        if self.card_words:
            return f"If {w.name} has a Pokémon Tool card attached to it"
        return f"If {w.name} has a Pokémon Tool attached"


@node("if_in_discard")
@dataclass(frozen=True, slots=True)
class IfInDiscard(IfThen):
    """``then`` only if a card named ``named`` is in the player's discard pile."""

    named: str = ""

    def holds(self, m: Machine) -> bool:
        game = m.game
        return any(game.cards[uid].name == self.named for uid in game.players[m.scope.player].discard)

    def condition(self, w: Words) -> str:
        return f"If {self.named} is in your discard pile"


@node("if_defending_not")
@dataclass(frozen=True, slots=True)
class IfDefendingNot(IfThen):
    """``then`` only if the opponent's Active Pokémon isn't of the class ``subtype`` ("ex")."""

    subtype: str = "ex"

    def holds(self, m: Machine) -> bool:
        defender = m.defender
        return defender is not None and self.subtype not in m.game.card_of(defender).subtypes

    def condition(self, w: Words) -> str:
        return f"If {w.defending} isn't a {class_words(self.subtype)}"


@node("discard_that_stadium_today")
@dataclass(frozen=True, slots=True)
class DiscardThatStadium(DiscardStadium):
    """After "If a Stadium is in play, ...": discard it."""

    card_words: bool = False  # Sun & Moon words: "Then, discard that Stadium card."

    def words(self, w: Words) -> str:
        return f"Then, discard that Stadium{' card' if self.card_words else ''}."


@node("if_defending_undamaged")
@dataclass(frozen=True, slots=True)
class IfDefendingUndamaged(IfThen):
    """``then`` only if the opponent's Active Pokémon has no damage counters before this attack's damage."""

    def holds(self, m: Machine) -> bool:
        defender = m.defender
        return defender is not None and defender.damage == 0

    def condition(self, w: Words) -> str:
        return f"If {w.defending} has no damage counters on it before this attack does damage"


@node("if_special_energy")
@dataclass(frozen=True, slots=True)
class IfSpecialEnergy(IfThen):
    """``then`` only if this Pokémon has any Special Energy attached."""

    def holds(self, m: Machine) -> bool:
        slot = m.attacker
        return slot is not None and any(m.game.cards[u].kind == "energy" and not m.game.cards[u].is_basic_energy
                                        for u in slot.energy)

    def condition(self, w: Words) -> str:
        return f"If {w.name} has any Special Energy attached"


@node("more_by_damage_taken")
@dataclass(frozen=True, slots=True)
class MoreByDamageTaken(Atomic):
    """If this Pokémon was damaged by an attack during your opponent's last turn, this attack does that
    much more damage."""

    stage = BEFORE

    def act(self, m: Machine) -> None:
        attacker = m.attacker
        record = attacker.effect_value("attacked") if attacker is not None else None
        if record is not None and record[0] > 0:
            m.scope.damage += record[0]

    def words(self, w: Words) -> str:
        return (f"If {w.name} was damaged by an attack during your opponent's last turn, this attack does that much "
                "more damage.")


@node("more_if_used_last_turn")
@dataclass(frozen=True, slots=True)
class MoreIfUsedLastTurn(Atomic):
    """If this Pokémon used the attack ``attack`` (this one) during your last turn, this attack does
    ``amount`` more damage; each use marks the Pokémon with the turn."""

    attack: str
    amount: int
    stage = BEFORE

    def act(self, m: Machine) -> None:
        from desktop.engine.state import Effect

        attacker, game = m.attacker, m.game
        if attacker is None:
            return
        key = f"used:{self.attack}"
        if attacker.effect_value(key) == game.turn - 2:
            m.scope.damage += self.amount
        attacker.add_effect(Effect(key, game.turn + 2, game.turn, True))

    def words(self, w: Words) -> str:
        return f"If {w.name} used {self.attack} during your last turn, this attack does {self.amount} more damage."


@node("if_knocks_out_defender")
@dataclass(frozen=True, slots=True)
class IfKnocksOutDefender(IfThen):
    """After damage: ``then`` only if this attack's damage Knocks Out the opponent's Active Pokémon."""

    def holds(self, m: Machine) -> bool:
        defender = m.defender
        return defender is not None and m.scope.dealt > 0 and defender.damage >= m.game.hp_of(defender)

    def condition(self, w: Words) -> str:
        return "If your opponent's Pokémon is Knocked Out by damage from this attack"


@node("attack_more_next_turn")
@dataclass(frozen=True, slots=True)
class AttackMoreNextTurn(Mod):
    """On this Pokémon (a lasting effect): its attack ``attack`` does ``amount`` more damage, before
    Weakness and Resistance (Echoed Voice, Mochi Rush)."""

    attack: str
    amount: int
    point = layer.BASE_DAMAGE
    label = "attack_more"

    def base(self, attack_name: str, damage: int) -> int:
        return damage + self.amount if attack_name == self.attack else damage

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return (f"{when[:1].upper() + when[1:]}, {who}'s {self.attack} attack does {self.amount} more damage (before "
                "applying Weakness and Resistance).")


def _marked(m: Machine, prefix: str, name_has: str) -> bool:
    """Whether the player carries a mark of this turn's record ``prefix`` naming ``name_has``."""
    return any(mod.used_name().startswith(prefix) and name_has in mod.used_name()
               for mod in layer.player_mods(m.game, m.scope.player, layer.USED_BY_NAME))


@node("if_healed_this_turn")
@dataclass(frozen=True, slots=True)
class IfHealedThisTurn(IfThen):
    """``then`` only if this Pokémon was healed during this turn (``combat.heal`` marks it)."""

    def holds(self, m: Machine) -> bool:
        attacker = m.attacker
        return attacker is not None and attacker.effect_value("healed") == m.game.turn

    def condition(self, w: Words) -> str:
        return f"If {w.name} was healed during this turn"


@node("if_supporter_played_named")
@dataclass(frozen=True, slots=True)
class IfSupporterPlayedNamed(IfThen):
    """``then`` only if you played a Supporter with ``name_has`` in its name (``named``: of that very name)
    from your hand this turn."""

    name_has: str = ""
    named: str = ""  # "If you played Cynthia from your hand during this turn" (Royal Blades)

    def holds(self, m: Machine) -> bool:
        if self.named:
            return any(mod.used_name() == f"Supporter: {self.named}"
                       for mod in layer.player_mods(m.game, m.scope.player, layer.USED_BY_NAME))
        return _marked(m, "Supporter: ", self.name_has)

    def condition(self, w: Words) -> str:
        if self.named:
            return f"If you played {self.named} from your hand during this turn"
        return f'If you played a Supporter card that has "{self.name_has}" in its name from your hand during this turn'


@node("if_named_knocked_out_today")
@dataclass(frozen=True, slots=True)
class IfNamedKnockedOut(IfThen):
    """``then`` only if any of your Pokémon with ``name_has`` in its name were Knocked Out by damage
    from an attack during your opponent's last turn."""

    name_has: str = ""

    def holds(self, m: Machine) -> bool:
        return _marked(m, "Knocked out: ", self.name_has)

    def condition(self, w: Words) -> str:
        return (f"If any of your {self.name_has} Pokémon were Knocked Out by damage from an attack during your "
                "opponent's last turn")


@node("asleep_ok")
@dataclass(frozen=True, slots=True)
class AsleepOk(Node):
    """This attack can be used even if this Pokémon is Asleep (``legality`` looks for this node);
    if it is, ``then`` ("If it is, this attack does 90 more damage.": Toss and Turn)."""

    then: Node | None = None
    it_is: bool = True  # words: "If it is, ..." (XY); else "If this Pokémon is Asleep, ..." (Black & White)

    @property
    def stage(self) -> int:  # type: ignore[override]
        return self.then.place() if self.then is not None else CHECK

    def step(self, m: Machine, pc: int, local: Any) -> int:
        slot = m.attacker
        if pc == 0 and self.then is not None and slot is not None and slot.rot == ASLEEP:
            return enter(m, self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,) if self.then is not None else ()

    def words(self, w: Words) -> str:
        text = f"This attack can be used even if {w.name} is Asleep."
        if self.then is None:
            return text
        lead = "If it is," if self.it_is else f"If {w.name} is Asleep,"
        return f"{text} {lead} {lower_first(self.then.words(w), w)}"


@node("only_if_own_energy")
@dataclass(frozen=True, slots=True)
class OnlyIfOwnEnergy(Node):
    """Use this attack only if there are any ``type`` Energy cards attached to the attacker."""

    type: str
    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        slot = game.players[player].active
        return slot is not None and bool(_of_type(game, slot.energy, self.type))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        return f"Use this attack only if there are any {self.type} Energy cards attached to {w.name}."


@node("double_if_defending_type")
@dataclass(frozen=True, slots=True)
class DoubleIfDefendingType(Atomic):
    """If the Defending Pokémon is a ``type`` Pokémon, the base damage is doubled (Ice Throw)."""

    type: str
    stage = BEFORE

    def act(self, m: Machine) -> None:
        defender = m.defender
        if defender is not None and self.type in m.game.types_of(defender):
            m.scope.damage *= 2

    def words(self, w: Words) -> str:
        return f"If {w.defending} is {self.type}, this attack's base damage is doubled."


@node("less_unless_undamaged")
@dataclass(frozen=True, slots=True)
class LessUnlessUndamaged(Atomic):
    """The printed damage if the Defending Pokémon has no damage counters; ``amount`` if it has any
    (Pulled Punch, Gentle Kick)."""

    amount: int
    short: bool = False  # words: "If it has any, this attack does ..." (Neo Destiny)
    stage = BEFORE

    def act(self, m: Machine) -> None:
        defender = m.defender
        if defender is not None and defender.damage:
            m.scope.damage = self.amount

    def words(self, w: Words) -> str:
        any_ = "any" if self.short else "any damage counters on it"
        return (f"If {w.defending} has no damage counters on it, this attack does {w.damage} damage. If it has {any_}, "
                f"this attack does {self.amount} damage.")


@node("same_energy_count")
@dataclass(frozen=True, slots=True)
class SameEnergyCount(Node):
    """The attack can be used only if the attacker and the Defending Pokémon have as many Energy
    cards attached (Synchronize)."""

    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        mine, theirs = game.players[player].active, game.players[1 - player].active
        return mine is not None and theirs is not None and len(mine.energy) == len(theirs.energy)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        return (f"This attack can't be used unless {w.name} and {w.defending} have the same number of Energy cards "
                "attached to them.")


@node("nothing_unless_same_energy")
@dataclass(frozen=True, slots=True)
class NothingUnlessSameEnergy(Atomic):
    """If this Pokémon and the Defending Pokémon have different numbers of Energy cards attached, this
    attack does nothing (Synchronize)."""

    stage = BEFORE

    def act(self, m: Machine) -> None:
        mine, theirs = m.attacker, m.defender
        if mine is None or theirs is None or len(mine.energy) != len(theirs.energy):
            m.scope.nothing = True

    def words(self, w: Words) -> str:
        return (f"If {w.name} and {w.defending} have a different number of Energy cards attached to them, this attack "
                "does nothing.")


@node("if_this_used_last_turn")
@dataclass(frozen=True, slots=True)
class IfUsedLastTurn(Node):
    """``then`` only if this Pokémon used the attack ``attack`` during your last turn (the attack
    procedure keeps that record in a game with this node: ``layer.RECORDS_ATTACKS``)."""

    attack: str
    then: Node

    @property
    def stage(self) -> int:  # type: ignore[override]
        return self.then.place()

    def step(self, m: Machine, pc: int, local: Any) -> int:
        slot = m.attacker
        if pc == 0 and slot is not None and slot.effect_value(f"used_attack:{m.game.turn - 2}") == self.attack:
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        return f"If {w.name} used {self.attack} during your last turn, {lower_first(self.then.words(w), w)}"
