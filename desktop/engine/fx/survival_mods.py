"""Abilities and Tools of today's sets about being damaged or Knocked Out: a coin that leaves 10 HP
(Tenacious Body), no Prize cards for a Knock Out by a Pokémon ex (Fragile Husk), and a Tool that
puts the attacker to sleep when its Pokémon of a name is damaged (Team Rocket's Hypnotizer).

Also a coin that sends a Pokémon about to be Knocked Out into its owner's deck instead (Time Travel)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer
from desktop.engine.card_classes import class_words
from desktop.engine.fx.control import enter
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Node, node
from desktop.engine.rule_points import BEFORE_ATTACK_KNOCKOUTS, answers

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("survive_on_heads_today")
@dataclass(frozen=True, slots=True)
class SurviveOnHeads(Mod):
    """If this Pokémon would be Knocked Out by damage from an attack, flip a coin; heads, it is not
    Knocked Out and its remaining HP becomes ``remaining`` (``combat.attack_damage`` asks it)."""

    remaining: int = 10
    point = layer.SURVIVE_COIN
    label = "survive_on_heads"

    def survives_with(self) -> int:
        return self.remaining

    def words(self, w: Words) -> str:
        return (f"If {w.name} would be Knocked Out by damage from an attack, flip a coin. If heads, {w.name} is not "
                f"Knocked Out, and its remaining HP becomes {self.remaining}.")


@node("no_prizes_vs")
@dataclass(frozen=True, slots=True)
class NoPrizesVs(Mod):
    """If this Pokémon is Knocked Out by damage from an attack from the opponent's Pokémon of class
    ``subtype``, the opponent takes no Prize cards for it."""

    subtype: str = "ex"
    point = layer.PRIZE_COUNT
    label = "no_prizes_vs"

    def applies(self, game: Game, knocked: Slot) -> bool:
        if not any(mod is self for _kind, mod in game.card_of(knocked).statics):
            return False  # only this Pokémon's own Knock Out
        attacker = game.players[game.current].active
        return game.attacked and attacker is not None and self.subtype in game.card_of(attacker).subtypes

    def prize_worth(self, worth: int) -> int:
        return 0

    def words(self, w: Words) -> str:
        return (f"If {w.name} is Knocked Out by damage from an attack from your opponent's "
                f"{class_words(self.subtype)}, your opponent can't take any Prize cards for it.")


@dataclass(frozen=True, slots=True)
class _IfDefenderNamed(Node):
    """Run ``then`` only if the damaged Defending Pokémon has ``name_has`` in its name."""

    name_has: str
    then: Node

    def step(self, m: Machine, pc: int, local: Any) -> int:
        defender = m.defender
        if pc == 0 and defender is not None and self.name_has in m.game.card_of(defender).name:
            return enter(m, self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        return self.then.words(w)


@node("tool_condition_attacker")
@dataclass(frozen=True, slots=True)
class ToolConditionAttacker(Mod):
    """A Tool: if its Pokémon (with ``name_has`` in its name) is in the Active Spot and is damaged by an
    attack from the opponent's Pokémon (even if Knocked Out), the Attacking Pokémon is now ``condition``."""

    condition: str
    name_has: str = ""
    point = layer.ON_DAMAGED
    label = "tool_condition_attacker"

    def after_damaged(self) -> Node | None:
        from desktop.engine.fx.status_nodes import Condition

        return _IfDefenderNamed(self.name_has, Condition(self.condition, target="self"))

    def words(self, w: Words) -> str:
        who = f"{self.name_has} Pokémon" if self.name_has else "Pokémon"
        return (f"If the {who} this card is attached to is in the Active Spot and is damaged by an attack from your "
                f"opponent's Pokémon (even if this {who} is Knocked Out), the Attacking Pokémon is now "
                f"{self.condition}.")


@node("when_knocked_out")
@dataclass(frozen=True, slots=True)
class WhenKnockedOut(Mod):
    """A trigger: if this Pokémon is Knocked Out by damage from an attack from the opponent's Pokémon,
    ``effect`` (run for its owner once its cards are in the discard pile)."""

    effect: Node
    active_only: bool = False  # only when it was in the Active Spot
    worded_before: bool = False  # its words are the Ability's other trigger's (Sandy Flapping): none here
    point = layer.KNOCKED_OUT_SELF
    label = "trigger"

    def triggered(self) -> Node | None:
        return _IfWasActive(self.effect) if self.active_only else self.effect

    def children(self) -> tuple[Node, ...]:
        return (self.effect,)

    def words(self, w: Words) -> str:
        from desktop.engine.fx.words import lower_first

        if self.worded_before:
            return ""
        return (f"If {w.name} is Knocked Out by damage from an attack from your opponent's Pokémon, "
                f"{lower_first(self.effect.words(w), w)}")

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        """An attack's lasting trigger, run once its Pokémon is Knocked Out (Little Grudge)."""
        from desktop.engine.fx.words import lower_first

        return (f"{when[:1].upper() + when[1:]}, if {who} is Knocked Out by damage from an attack, "
                f"{lower_first(self.effect.words(w), w)}")


@dataclass(frozen=True, slots=True)
class _IfWasActive(Node):
    """Run ``then`` only if the Knocked Out Pokémon was in the Active Spot (the trigger's position)."""

    then: Node

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and m.scope.source_pos == 0:
            return enter(m, self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        return self.then.words(w)


@node("when_evolved_or_knocked_out")
@dataclass(frozen=True, slots=True)
class WhenEvolvedOrKnockedOut(Mod):
    """A trigger when this Pokémon is played from the hand to evolve (``effect``, wrapped in ``may``);
    its words also name the Knock Out in the Active Spot that a ``when_knocked_out`` beside it
    (``active_only``, ``worded_before``) answers (Sandy Flapping)."""

    effect: Node
    point = layer.ON_EVOLVED
    label = "trigger"

    def triggered(self) -> Node | None:
        return self.effect

    def children(self) -> tuple[Node, ...]:
        return (self.effect,)

    def words(self, w: Words) -> str:
        from desktop.engine.fx.control import May

        then = self.effect.then if isinstance(self.effect, May) else self.effect
        return ("Once during your turn, when you play this Pokémon from your hand to evolve 1 of your Pokémon, you "
                f"may use this Ability. You may also use this Ability if {w.name} is in the Active Spot and is "
                f"Knocked Out by damage from an attack from your opponent's Pokémon. {then.words(w)}")


@node("to_hand_when_knocked_out")
@dataclass(frozen=True, slots=True)
class ToHandWhenKnockedOut(Mod):
    """If this Pokémon is Knocked Out by damage from an attack from the opponent's Pokémon, its
    Pokémon cards go into its owner's hand instead of the discard pile; attached cards are discarded
    (``_knock_out`` asks it)."""

    point = layer.TO_HAND_WHEN_KNOCKED_OUT
    label = "to_hand_when_knocked_out"

    def words(self, w: Words) -> str:
        return (f"If {w.name} is Knocked Out by damage from an attack from your opponent's Pokémon, put it into your "
                "hand instead of the discard pile. (Discard all attached cards.)")


@node("time_travel")
@dataclass(frozen=True, slots=True)
class TimeTravel(Mod):
    """A Power: if an opponent's attack would Knock Out this Pokémon, flip a coin; heads, it isn't Knocked
    Out: it and all cards attached to it are shuffled into its owner's deck (``_step_knockouts`` asks
    ``time_travel``). Not if it was already Asleep, Confused or Paralyzed."""

    point = "time_travel"
    label = "time_travel"

    def words(self, w: Words) -> str:
        return (f"If an opponent's attack would Knock Out {w.name}, flip a coin. If heads, {w.name} isn't Knocked Out "
                "and you shuffle it and all cards attached to it into your deck. This power doesn't work if "
                f"{w.name} is already Asleep, Confused, or Paralyzed.")


@answers(BEFORE_ATTACK_KNOCKOUTS, "time_travel")
def time_travel(game: Game) -> bool:
    """The attack just done would Knock Out these Pokémon of the defending player's: each with a working
    Time Travel flips a coin, and on heads goes into its owner's deck instead. Whether any did."""
    from desktop.engine import layer
    from desktop.engine.state import NONE, ROTATION_NAMES

    player = 1 - game.current
    me = game.players[player]
    saved = False
    for pos, slot in reversed(me.in_play()):
        if slot.damage < game.hp_of(slot):
            continue
        record = slot.effect_value("attacked")
        applied = record[1] if record is not None else ()
        ready = slot.rot == NONE or ROTATION_NAMES.get(slot.rot, "") in applied  # not "already" so
        for _kind, mod in game.card_of(slot).statics:
            if isinstance(mod, TimeTravel) and ready and not layer.gassed(game, slot) \
                    and game.coin("Time Travel", player):
                game.emit("power", player, card=slot.top, pos=pos, detail="Time Travel")
                game.remove_from_play(player, pos, slot)
                for uid in slot.all_cards():
                    me.deck.append(uid)
                    src = ("active" if pos == 0 else "bench") if uid in slot.cards else "attached"
                    game.move_card(player, uid, src, "deck", pos)
                game.shuffle_deck(player)
                saved = True
                break
    return saved
