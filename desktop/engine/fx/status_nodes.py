"""Nodes that change a Pokémon: Special Conditions, lasting effects, switching, Weakness and
Resistance, disabling or copying attacks, and discarding the Defending Pokémon's Energy.

Also both Active Pokémon given a Special Condition at once (Slumbering Smack).

And a Power that keeps Asleep Pokémon asleep unless 2 coins at the Checkup are heads (Deep Sleep, at
WAKE_COINS).

And a trap on the Defending Pokémon: Poisoned (or another Special Condition) if an Energy is attached to
it during the opponent's next turn (Triggered Poison, at ATTACHED_TO_AFFECTED).

And the Defending Pokémon's Weakness now another type (Perplexing Eyes).

And Abilities: no Special Conditions for your Pokémon with Energy of a type attached (Sweet Veil), and
more coins to wake up (Stir and Snooze)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, condition_rules, layer
from desktop.engine.fx.damage_nodes import ROTATIONS
from desktop.engine.fx.machine import Machine
from desktop.engine.fx.mods import (
    TYPES,
    Mod,
    NoAttack,
    ResistanceType,
    WeaknessType,
)
from desktop.engine.fx.node import AFTER, BEFORE, Atomic, Node, node
from desktop.engine.fx.words import capital
from desktop.engine.prompts import CARD, OPTION, POKEMON
from desktop.engine.rule_points import ATTACHED_TO_AFFECTED, WAKE_COINS, answers
from desktop.engine.state import FOREVER, Effect

if TYPE_CHECKING:
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot

CONDITIONS = ("Asleep", "Confused", "Paralyzed", "Poisoned", "Burned")


def apply_condition(m: Machine, owner: int, pos: int, slot: Slot, condition: str, amount: int = 10,
                    record: bool = True) -> None:
    """Make a Pokémon Asleep/Confused/Paralyzed/Poisoned/Burned (unless it is immune). ``record``: it
    is a result of the attack on the Defending Pokémon (what Mirror Move repeats)."""
    from desktop.engine.fx.damage_nodes import ROTATIONS

    game = m.game
    if condition_rules.immune_to_conditions(game, slot):
        return
    if record:
        m.scope.applied = m.scope.applied + (condition,)
    if condition in ROTATIONS:
        game.set_rotation(owner, pos, slot, ROTATIONS[condition])
    elif condition == "Poisoned":
        slot.poison = max(slot.poison, amount)
        game.emit("condition", owner, pos=pos, detail="Poisoned", amount=slot.poison)
    elif condition == "Burned":
        slot.burned = True
        game.emit("condition", owner, pos=pos, detail="Burned", amount=1)


@node("condition")
@dataclass(frozen=True, slots=True)
class Condition(Atomic):
    """The target (the Defending Pokémon, the attacker itself, or both) is now ``condition``, and
    ``also`` if given (Poisoned: ``poison`` damage per Checkup)."""

    condition: str
    target: str = "defending"  # or "self", or "both", or "active" (your Active Pokémon, from a Power)
    poison: int = 10
    also: str = ""  # a second Special Condition at the same time ("Confused and Poisoned")
    leave: bool = False  # words: "leave your opponent's Active Pokémon Burned and Poisoned" (Salazzle's Hot Poison)
    plain: bool = False  # words without "(after doing damage)" (Migraine)
    except_type: str = ""  # a Pokémon of this type is left alone (Poisonous Nest: "except for Grass Pokémon")

    def __post_init__(self) -> None:
        for condition in (self.condition, self.also) if self.also else (self.condition,):
            if condition not in CONDITIONS:
                raise ValueError(f"{condition!r} is not a Special Condition ({', '.join(CONDITIONS)})")
        if self.target not in ("defending", "self", "both", "active"):
            raise ValueError(f"target {self.target!r} must be \"defending\", \"self\", \"both\" or \"active\"")

    def act(self, m: Machine) -> None:
        conditions = (self.condition, self.also) if self.also else (self.condition,)
        if self.target == "active":
            mine = m.me.active
            if mine is not None:
                for condition in conditions:
                    apply_condition(m, m.scope.player, 0, mine, condition, self.poison, record=False)
            return
        spared = self.except_type
        if self.target != "self" and m.defender is not None and not m.scope.protected \
                and not (spared and spared in m.game.types_of(m.defender)):
            for condition in conditions:
                apply_condition(m, 1 - m.scope.player, 0, m.defender, condition, self.poison)
        if self.target != "defending" and m.attacker is not None \
                and not (spared and spared in m.game.types_of(m.attacker)):
            for condition in conditions:
                apply_condition(m, m.scope.player, 0, m.attacker, condition, self.poison, record=False)

    def words(self, w: Words) -> str:
        state = f"{self.condition} and {self.also}" if self.also else self.condition
        if self.target == "both" and self.leave:  # Haunter's Gothic Fear
            return f"Leave both Active Pokémon {state}."
        if self.target == "both" and self.except_type:  # Ariados's Poisonous Nest
            return f"Both Active Pokémon (except for {self.except_type} Pokémon) are now {state}."
        if self.target == "both" and not w.damage and (text := w.phrase_or_none("both_active_now", state=state)):
            return text
        if self.target == "both":
            return f"Both {w.defending} and {w.name} are now {state}{_after_damage(w)}."
        if self.target == "self":
            return f"{capital(w.name)} is now {state}{'' if self.plain else _after_damage(w)}."
        if self.target == "active":
            return f"Your Active Pokémon is now {state}."
        if self.leave:
            return f"Leave {w.defending} {state}."
        text = f"{capital(w.defending)} is now {state}."
        if self.condition == "Poisoned" and self.poison != 10:
            text += " " + w.phrase("poison_counters", damage=self.poison, counters=self.poison // 10,
                                   defending=w.defending)
        return text


def _after_damage(w: Words) -> str:
    """An attack that does damage says a condition on itself comes after it."""
    return w.phrase("after_doing_damage") if w.damage else ""


UNTIL = ("opponent_next_turn", "this_turn", "in_play", "your_next_turn", "benched")  # "benched": until it moves
WHEN = {"opponent_next_turn": "during your opponent's next turn", "your_next_turn": "during your next turn",
        "this_turn": "for the rest of this turn", "in_play": "as long as it stays in play", "benched": ""}


@node("lasting")
@dataclass(frozen=True, slots=True)
class Lasting(Atomic):
    """Put ``modifier`` on the target Pokémon until ``until`` (the end of the opponent's next
    turn, of this turn or of your next turn, or as long as it stays in play)."""

    modifier: Mod
    target: str = "self"  # or "defending"
    until: str = "opponent_next_turn"
    keep_on_bench: bool = False  # survives moving to the Bench (and evolving)
    that: bool = False  # words: "that Pokémon" (after a sentence that named the Defending Pokémon)
    named_defending: bool = False  # modern words: "the Defending Pokémon" whatever ``until`` (XY's Screech)
    it: bool = False  # words: "It can't retreat..." (after a sentence that named this Pokémon)
    note_names: bool = False  # words: "(Benching or evolving the Defending Pokémon ends this effect.)" (Freeze)
    until_end: bool = False  # words: "until the end of your opponent's next turn" (Clutch), the same duration

    def __post_init__(self) -> None:
        if self.until not in UNTIL:
            raise ValueError(f"until {self.until!r} must be one of {', '.join(UNTIL)}")
        if self.target not in ("defending", "self"):
            raise ValueError(f"target {self.target!r} must be \"defending\" or \"self\"")

    def act(self, m: Machine) -> None:
        game, scope = m.game, m.scope
        if self.target == "defending":
            owner, pos, slot = 1 - scope.player, 0, m.defender
            if slot is None or scope.protected:
                return
        else:
            owner, pos = scope.player, max(scope.source_pos, 0)
            slot = game.players[owner].slot(pos)
            if slot is None:
                return
        until = {"opponent_next_turn": game.turn + 1, "this_turn": game.turn, "in_play": FOREVER,
                 "your_next_turn": game.turn + 2, "benched": FOREVER}[self.until]
        slot.add_effect(Effect(self.modifier.point, until, self.modifier, self.keep_on_bench))
        game.emit("effect", owner, pos=pos, detail=self.modifier.label)

    def words(self, w: Words) -> str:
        who = w.defending if self.target == "defending" else w.name
        if self.target == "defending" and self.until == "opponent_next_turn":
            who = "the Defending Pokémon"  # today's cards still say it for effects during the next turn
        if self.named_defending and self.target == "defending":
            who = "the Defending Pokémon"
        if self.that:
            who = "that Pokémon"
        if self.it:
            who = "it"
        if self.until == "benched" and isinstance(self.modifier, NoAttack) and self.modifier.name and \
                self.target == "self" and (text := w.phrase_or_none("until_leaves_active", who=capital(who),
                                                                    attack=self.modifier.name)):
            return text
        if self.until == "benched":  # Spider Web: until the Pokémon is Benched or evolves
            text = self.modifier.lasting_words(w, who, "").replace(" .", ".")
            that = who if self.note_names else "that Pokémon"
            return f"{text} (Benching or evolving {that} ends this effect.)"
        when = "until the end of your opponent's next turn" if self.until_end else WHEN[self.until]
        return self.modifier.lasting_words(w, who, when)


@node("switch_defending")
@dataclass(frozen=True, slots=True)
class SwitchDefending(Node):
    """If the opponent has Benched Pokémon, ``chooser`` picks one to switch with the Defending Pokémon."""

    chooser: str = "you"  # or "opponent"
    remind: bool = False  # the printed reminder that the switch happens even if the attacker is Knocked Out
    first: bool = False  # before damage: "This attack does N damage to the new Active Pokémon."
    amount: int = 0  # with ``first``: that N (the attack prints no damage of its own)
    with_defending: bool = False  # classic words: "switch it with the Defending Pokémon" (Gym, Neo)
    flip: bool = False  # only if a coin flipped (when they have Benched Pokémon) comes up heads
    then_condition: str = ""  # "The new Defending Pokémon is now Poisoned."
    unless_knocked_out: bool = False  # only if this attack didn't Knock Out the Defending Pokémon (Dragon Tornado)
    unless: bool = False  # with unless_knocked_out, Gym Heroes' words: "Unless this attack Knocks Out ..."
    have: bool = False  # words after "You may": "have your opponent switch ..." (Milotic's Aqua Swirl)
    if_any: bool = False  # Legendary Collection words: "Your opponent switches ... , if any."
    need_bench: bool = False  # "This attack can't be used if your opponent has no Benched Pokémon." (Fascinate)
    flip_after: bool = False  # with then_condition: "..., then flip a coin. If heads, the new ... is now X" (Entangle)
    no_note: bool = False  # a Power's words: without "(Do the damage before switching the Pokémon.)" (Drive Off)
    their: bool = False  # Sun & Moon words: "Switch 1 of your opponent's Benched Pokémon with their Active Pokémon."
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return not self.need_bench or bool(game.players[1 - player].bench)

    @property
    def stage(self) -> int:  # type: ignore[override]
        return BEFORE if self.first else AFTER

    def step(self, m: Machine, pc: int, local: Any) -> int:
        them, scope = m.them, m.scope
        if pc == 0:
            if not them.bench or them.active is None or scope.protected:
                return m.done()
            if self.flip and not m.game.coin(scope.source, scope.player):
                return m.done()
            if self.unless_knocked_out and them.active.damage >= m.game.hp_of(them.active):
                return m.done()
            chooser = scope.player if self.chooser == "you" else scope.opp
            base = 10 if chooser == scope.player else 0
            if m.choose(1, None, chooser, POKEMON, [base + i + 1 for i in range(len(them.bench))],
                        "Choose a Benched Pokémon to switch with the Active Pokémon.", "switch_in"):
                return 1
        m.game.switch_active(scope.opp, m.answer % 10, scope.source)
        if self.then_condition and them.active is not None and (
                not self.flip_after or m.game.coin(scope.source, scope.player)):
            apply_condition(m, scope.opp, 0, them.active, self.then_condition)
        if self.first and self.amount:
            scope.damage, scope.does_damage = self.amount, True
        return m.done()

    def words(self, w: Words) -> str:
        if self.have:
            return "Have your opponent switch their Active Pokémon with 1 of their Benched Pokémon."
        if self.unless:
            return (f"Unless this attack Knocks Out {w.defending}, choose 1 of your opponent's Benched Pokémon and "
                    f"switch it with {w.defending}.")
        if self.chooser == "them" and not (self.first or self.flip or self.unless_knocked_out or self.remind
                                           or self.then_condition) and (text := w.phrase_or_none("they_switch")):
            return text
        if self.first and (text := w.phrase_or_none("switch_in_first" if self.chooser == "you" else "switch_out_first",
                                                    amount=self.amount or w.damage)):  # Drag Off, Goad 'n' Grab
            return text
        if self.chooser == "you" and not (self.first or self.flip or self.flip_after) and (text := w.phrase_or_none(
                "gust_then", whose="their" if self.their else "your opponent's",
                then=f" The new Active Pokémon is now {self.then_condition}." if self.then_condition else "")):
            return text
        if text := w.phrase_or_none("switch_in" if self.chooser == "you" else "switch_out"):
            # Captivating Invitation: "Switch in ..., and the new Active Pokémon is now Confused."
            if self.then_condition and self.chooser == "you" and not (self.first or self.flip or self.flip_after):
                return f"{text[:-1]}, and the new Active Pokémon is now {self.then_condition}."
            return text
        if self.unless_knocked_out:
            return (f"If this attack doesn't Knock Out {w.defending}, and if there are any Pokémon on your opponent's "
                    f"Bench, choose 1 of them and switch it with {w.defending}.")
        if self.flip_after:
            return (f"If your opponent has any Benched Pokémon, choose 1 of them and switch it with {w.defending}, "
                    f"then flip a coin. If heads, the new Defending Pokémon is now {self.then_condition}.")
        if self.need_bench and self.first:  # Flytrap
            return ("Before doing damage, choose 1 of your opponent's Benched Pokémon and switch it with their Active "
                    "Pokémon. This attack can't be used if your opponent has no Benched Pokémon.")
        if self.need_bench:
            flip = "Flip a coin. If heads, c" if self.flip else "C"
            return (f"{flip}hoose 1 of your opponent's Benched Pokémon and switch it with {w.defending}. This attack "
                    "can't be used if your opponent has no Benched Pokémon.")
        if self.chooser == "you" and self.flip:
            then = f" The new Defending Pokémon is now {self.then_condition}." if self.then_condition else ""
            return ("If your opponent has any Benched Pokémon, flip a coin. If heads, choose 1 of your opponent's "
                    f"Benched Pokémon and switch it with {w.defending}.{then}")
        if self.chooser == "you":
            other = w.defending if self.with_defending else "their Active Pokémon"
            then = f" The new Active Pokémon is now {self.then_condition}." if self.then_condition else ""
            return f"If your opponent has any Benched Pokémon, choose 1 of them and switch it with {other}.{then}"
        if self.no_note:
            return f"If your opponent has any Benched Pokémon, they choose 1 of them and switch it with {w.defending}."
        note = f" Switch the Pokémon even if {w.name} is knocked out." if self.remind else ""
        if self.if_any:
            return (f"Your opponent switches {w.defending} with 1 of their Benched Pokémon, if any. "
                    f"(Do the damage before switching the Pokémon.{note})")
        return (f"If your opponent has any Benched Pokémon, they choose 1 of them and switch it with {w.defending}. "
                f"(Do the damage before switching the Pokémon.{note})")


@node("discard_defending_energy")
@dataclass(frozen=True, slots=True)
class DiscardDefendingEnergy(Node):
    """If the Defending Pokémon has Energy cards attached, choose 1 of them and discard it
    (``flip``: only if a coin flipped then comes up heads)."""

    flip: bool = False
    special: bool = False  # a Special Energy only (Singe Off)
    cards_word: bool = False  # words: "choose 1 of those cards" (Neo Destiny)
    that: bool = False  # words: "... attached to that Pokémon" (after a condition on it: Forbidden Iron Hammer)
    type: str = ""  # an Energy of this type only ("Discard a Grass Energy from ...": Salandit's Grass Fire)
    attached: bool = False  # modern words: "Discard a Special Energy attached to ..." (XY's Derail), not "from"
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        defender = m.defender
        cards = m.game.cards
        energy = [u for u in defender.energy if (not self.special or not cards[u].is_basic_energy)
                  and (not self.type or self.type in cards[u].provides)] if defender is not None else []
        if pc == 0:
            if defender is None or not energy or m.scope.protected:
                return m.done()
            if self.flip and not m.game.coin(m.scope.source, m.scope.player):
                return m.done()
            if m.choose(1, None, m.scope.player, CARD, energy,
                        "Choose an Energy card on the Defending Pokémon to discard.", "discard_their_energy",
                        zone="attached"):
                return 1
        if defender is not None:
            combat.discard_attached(m.game, defender, m.answer, 0)
        return m.done()

    def words(self, w: Words) -> str:
        if self.type and (text := w.phrase_or_none("discard_typed_energy", type=self.type, defending=w.defending)):
            return text
        if not (self.flip or self.special) and (text := w.phrase_or_none(
                "discard_energy_attached", whom="that Pokémon" if self.that else w.defending)):
            return text
        if text := w.phrase_or_none("discard_defending_energy", a="a Special" if self.special else "an",
                                    where="attached to" if self.attached else "from", defending=w.defending):
            return text
        if self.flip:
            return (f"If {w.defending} has any Energy cards attached to it, flip a coin. If heads, choose 1 of those "
                    f"{'' if self.cards_word else 'Energy '}cards and discard it.")
        return f"If {w.defending} has any Energy cards attached to it, choose 1 of them and discard it."


@node("disable_attack")
@dataclass(frozen=True, slots=True)
class DisableAttack(Node):
    """Choose 1 of the Defending Pokémon's attacks; it can't use it during the opponent's next turn."""

    its: bool = False  # words: "choose 1 of its attacks" (after "If the Defending Pokémon is ...": Terrorize)
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        defender = m.defender
        if defender is None or m.scope.protected:
            return m.done()
        if pc == 0:
            attacks = [a.name for a in m.game.cards[defender.top].attacks]
            if not attacks:
                return m.done()
            if m.choose(1, None, m.scope.player, OPTION, attacks,
                        "Choose the attack the Defending Pokémon can't use.", "disable_attack"):
                return 1
        name = m.answer
        defender.add_effect(Effect(layer.NO_ATTACK, m.game.turn + 1, NoAttack(name)))
        m.game.emit("effect", m.scope.opp, pos=0, detail=f"can't use {name}")
        return m.done()

    def words(self, w: Words) -> str:
        return w.phrase("disable_attack", whose="its" if self.its else f"{w.defending}'s", defending=w.defending)


@node("change_weakness")
@dataclass(frozen=True, slots=True)
class ChangeWeakness(Node):
    """If the Defending Pokémon has a Weakness, you may change it to a type of your choice."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        defender = m.defender
        if defender is None or m.scope.protected or not m.game.cards[defender.top].weaknesses:
            return m.done()
        if pc == 0 and m.choose(1, None, m.scope.player, OPTION, TYPES + ("keep",),
                    "Choose the Defending Pokémon's new Weakness (or keep it).", "new_weakness"):
            return 1
        if m.answer != "keep":
            defender.add_effect(Effect(layer.WEAKNESS, FOREVER, WeaknessType(m.answer)))
            m.game.emit("effect", m.scope.opp, pos=0, detail=f"Weakness is now {m.answer}")
        return m.done()

    def words(self, w: Words) -> str:
        return (f"If {w.defending} has a Weakness, you may change it to a type of your choice other than "
                "Colorless.")


@node("change_own_resistance")
@dataclass(frozen=True, slots=True)
class ChangeOwnResistance(Node):
    """Change the attacking Pokémon's Resistance to a type of your choice."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and m.choose(1, None, m.scope.player, OPTION, TYPES, "Choose your new Resistance.",
                                "new_resistance"):
            return 1
        attacker = m.attacker
        if attacker is not None:
            attacker.add_effect(Effect(layer.RESISTANCE, FOREVER, ResistanceType(m.answer)))
            m.game.emit("effect", m.scope.player, pos=0, detail=f"Resistance is now {m.answer}")
        return m.done()

    def words(self, w: Words) -> str:
        return f"Change {w.name}'s Resistance to a type of your choice other than Colorless."


@node("both_actives_condition")
@dataclass(frozen=True, slots=True)
class BothActivesCondition(Atomic):
    """Both Active Pokémon are now ``condition`` (worded so even for an attack that does damage)."""

    condition: str
    leave: bool = False  # words: "leave both Active Pokémon Asleep" (Hypno's Goodnight, Babies)

    def act(self, m: Machine) -> None:
        from desktop.engine.fx.status_nodes import apply_condition

        for owner in (m.scope.opp, m.scope.player):
            slot = m.game.players[owner].active
            if slot is not None and not (owner == m.scope.opp and m.scope.protected):
                apply_condition(m, owner, 0, slot, self.condition, record=owner == m.scope.opp)

    def words(self, w: Words) -> str:
        if self.leave:
            return f"Leave both Active Pokémon {self.condition}."
        return f"Both Active Pokémon are now {self.condition}."


DEEP_SLEEP = "deep_sleep"  # a Power: Asleep Pokémon flip 2 coins at the Checkup, and wake only on 2 heads


@node("deep_sleep")
@dataclass(frozen=True, slots=True)
class DeepSleep(Mod):
    """A Power: while it works, each Asleep Pokémon flips 2 coins at the Checkup and wakes up only on 2
    heads (``turn_steps._step_checkup`` asks ``deep_sleep``)."""

    point = DEEP_SLEEP
    label = "deep_sleep"

    def words(self, w: Words) -> str:
        return (f"As long as any {w.name} are in play, a player flips 2 coins for each of his or her Pokémon that is "
                "Asleep at the end of each turn. If either of them is tails, that Pokémon is still Asleep.")


@answers(WAKE_COINS, DEEP_SLEEP)
def deep_sleep(game: Game) -> bool:
    """Whether a working Deep Sleep is in play (either player's)."""
    return DEEP_SLEEP in game.static_points and any(
        True for p in (0, 1) for _slot, _mod in layer.bench_statics(game, p, DEEP_SLEEP))


TRIGGERED_POISON = "triggered_poison"  # an Effect kind: an Energy card attached to it poisons it


@node("triggered_poison")
@dataclass(frozen=True, slots=True)
class TriggeredPoison(Atomic):
    """If your opponent attaches an Energy card to the Defending Pokémon during their next turn, it becomes
    Poisoned, or ``condition`` (``Game._do`` asks it when an Energy card is attached from the hand)."""

    condition: str = "Poisoned"  # Lilligant's Boo-Hoo: "that Pokémon will be Asleep"
    from_hand: bool = False  # XY words: "attaches an Energy card from his or her hand ... will be Asleep"

    def __post_init__(self) -> None:
        if self.condition not in (*ROTATIONS, "Poisoned", "Burned"):
            raise ValueError(f"condition {self.condition!r} is not a Special Condition")

    def act(self, m: Machine) -> None:
        defender = m.defender
        if defender is not None and not m.scope.protected:
            defender.add_effect(Effect(TRIGGERED_POISON, m.game.turn + 1, self.condition, False))

    def words(self, w: Words) -> str:
        if self.from_hand:
            return ("If your opponent attaches an Energy card from his or her hand to the Defending Pokémon during his "
                    f"or her next turn, that Pokémon will be {self.condition}.")
        return (f"If your opponent attaches an Energy card to {w.defending} during his or her next turn, that "
                f"Pokémon becomes {self.condition}.")


@answers(ATTACHED_TO_AFFECTED)
def energy_attached(game: Game, player: int, pos: int, slot: Slot) -> None:
    """An Energy card was just attached to ``slot``: Triggered Poison poisons it (Boo-Hoo: Asleep)."""
    from desktop.engine import condition_rules

    if not slot.has_effect(TRIGGERED_POISON) or condition_rules.immune_to_conditions(game, slot):
        return
    condition = slot.effect_value(TRIGGERED_POISON) or "Poisoned"
    if condition in ROTATIONS:
        game.set_rotation(player, pos, slot, ROTATIONS[condition])
    elif condition == "Burned":
        slot.burned = True
        game.emit("condition", player, pos=pos, detail="Burned", amount=1)
    else:
        slot.poison = max(slot.poison, 10)
        game.emit("condition", player, pos=pos, detail="Poisoned", amount=slot.poison)


@node("weakness_now")
@dataclass(frozen=True, slots=True)
class WeaknessNow(WeaknessType):
    """A lasting effect on the Defending Pokémon: its Weakness is now ``type`` (the amount doesn't
    change) (Espurr's Perplexing Eyes)."""

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        until = "until the end of your next turn" if when == "during your next turn" else when
        return (f"The Defending Pokémon's Weakness is now {self.type} {until}. (The amount of Weakness doesn't "
                "change.)")


@node("immune_conditions_with_energy")
@dataclass(frozen=True, slots=True)
class ImmuneConditionsWithEnergy(Mod):
    """An Ability: each of your Pokémon with any ``type`` Energy attached can't be affected by Special
    Conditions, and recovers from any it has (Slurpuff's Sweet Veil; ``layer.recover_the_immune``)."""

    type: str
    point = layer.TEAM_IMMUNE_CONDITIONS
    label = "immune_conditions_with_energy"

    def holds(self, game: Game, slot: Slot) -> bool:
        return self.type in combat.energy_units(game, slot)

    def words(self, w: Words) -> str:
        return (f"Each of your Pokémon that has any {self.type} Energy attached to it can't be affected by any "
                "Special Conditions. (Remove any Special Conditions affecting those Pokémon.)")


@node("sleep_coins")
@dataclass(frozen=True, slots=True)
class SleepCoins(Mod):
    """An Ability: while this Pokémon is Asleep it flips ``coins`` coins instead of 1 at Pokémon
    Checkup, and stays Asleep if any is tails (Snorlax's Stir and Snooze)."""

    coins: int = 2
    point = layer.SLEEP_COINS
    label = "sleep_coins"

    def words(self, w: Words) -> str:
        return (f"If {w.name} is Asleep, flip {self.coins} coins instead of 1 between turns. If either of them is "
                f"tails, {w.name} is still Asleep.")
