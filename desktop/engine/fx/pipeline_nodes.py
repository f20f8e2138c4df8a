"""Attack nodes about the damage this attack does to the Defending Pokémon: done without Weakness
and Resistance (Sonicboom), and healing the attacker by the damage done (Leech Life, Mega Drain,
Absorb).

And Poison with healing for half the damage done (Poison Bite)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import combat
from desktop.engine.fx.node import BEFORE, Atomic, node

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words

NO_WR = "no_wr"  # the scope value that makes this attack's damage skip Weakness and Resistance
NO_RESISTANCE = combat.NO_RESISTANCE  # ... skip only Resistance


@node("no_weakness_resistance")
@dataclass(frozen=True, slots=True)
class NoWeaknessResistance(Atomic):
    """Don't apply Weakness and Resistance (or only Resistance, or only Weakness) for this attack's
    damage to the Defending Pokémon (other damage steps still apply)."""

    resistance_only: bool = False
    weakness_only: bool = False  # "This attack's damage isn't affected by Weakness." (Magnetic Burst)
    short: bool = False  # words: "Don't apply Resistance." (Neo Revelation)
    or_words: bool = False  # words: "Don't apply Weakness or Resistance for this attack." (Neo Destiny)
    is_not: bool = False  # with ``resistance_only``, EX words: "This attack's damage is not affected by Resistance."
    stage = BEFORE

    def act(self, m: Machine) -> None:
        m.scope.put(NO_RESISTANCE if self.resistance_only else combat.NO_WEAKNESS if self.weakness_only else NO_WR,
                    True)

    def words(self, w: Words) -> str:
        if self.weakness_only:
            return "This attack's damage isn't affected by Weakness."
        if self.resistance_only and self.short:
            return "Don't apply Resistance."
        if self.resistance_only and self.is_not:
            return "This attack's damage is not affected by Resistance."
        if self.or_words:
            return "Don't apply Weakness or Resistance for this attack."
        return w.phrase("no_resistance" if self.resistance_only else "no_weakness_resistance")


@node("ignore_defender_effects")
@dataclass(frozen=True, slots=True)
class IgnoreDefenderEffects(Atomic):
    """This attack's damage isn't affected by any effects on the opponent's Active Pokémon (its
    prevention and reduction); ``and_wr``: nor by Weakness or Resistance."""

    and_wr: bool = False
    and_resistance: bool = False  # "isn't affected by Resistance or any effects on ..." (Sawk's Brick Break)
    bodies: bool = False  # with ``and_wr``, Diamond & Pearl's words: "Poké-Powers, Poké-Bodies, or any other effects"
    other: bool = False  # with ``and_wr``, Black & White to Sun & Moon words: "Weakness, Resistance, or any other
    # effects"
    stage = BEFORE

    def act(self, m: Machine) -> None:
        m.scope.put(combat.IGNORE_DEFENDER_EFFECTS, True)
        if self.and_wr:
            m.scope.put(NO_WR, True)
        if self.and_resistance:
            m.scope.put(NO_RESISTANCE, True)

    def words(self, w: Words) -> str:
        if self.and_resistance:
            return f"This attack's damage isn't affected by Resistance or any effects on {w.defending}."
        if self.and_wr and self.bodies:
            return ("This attack's damage isn't affected by Weakness, Resistance, Poké-Powers, Poké-Bodies, or any "
                    f"other effects on {w.defending}.")
        if self.and_wr and self.other:
            return ("This attack's damage isn't affected by Weakness, Resistance, or any other effects on "
                    f"{w.defending}.")
        if self.and_wr and (text := w.phrase_or_none("not_affected_by_powers", defending=w.defending)):
            return text
        wr = "Weakness or Resistance, or by " if self.and_wr else ""
        return f"This attack's damage isn't affected by {wr}any effects on {w.defending}."


@node("drain")
@dataclass(frozen=True, slots=True)
class Drain(Atomic):
    """Remove damage from the attacker equal to the damage this attack did to the Defending
    Pokémon (``half``: half of it, rounded up to the nearest 10); never more than it has."""

    half: bool = False
    remind: bool = False  # the printed reminder "If it has fewer damage counters than that, remove all of them."
    if_damage: bool = False  # Gym words: "If <it> does damage to ... (after applying ...), remove ... done to ..."
    lc: bool = False  # Legendary Collection's words as printed: "equal of half ...", "fewer damage counters that that"
    after_doing: bool = False  # Neo Discovery's words: "After doing damage, remove ... equal to the amount of damage"

    def act(self, m: Machine) -> None:
        dealt, attacker = m.scope.dealt, m.attacker
        if dealt <= 0 or attacker is None:
            return
        amount = (dealt // 2 + 9) // 10 * 10 if self.half else dealt
        combat.heal(m.game, m.scope.player, 0, attacker, amount, m.scope.source)

    def words(self, w: Words) -> str:
        part = "half the damage" if self.half else "the damage"
        if not self.half and not self.if_damage and (text := w.phrase_or_none("drain", name=w.name,
                                                                              defending=w.defending)):
            return text
        if self.if_damage:
            text = (f"If {w.name} does damage to {w.defending} (after applying Weakness and Resistance), remove a "
                    f"number of damage counters from {w.name} equal to {part} done to {w.defending}")
        elif self.after_doing:  # Hyper Reverse
            text = (f"After doing damage, remove a number of damage counters from {w.name} equal to the amount of "
                    f"damage done to {w.defending} (after applying Weakness and Resistance)")
        else:
            text = (f"Remove a number of damage counters from {w.name} equal to {part} done to {w.defending} (after "
                    "applying Weakness and Resistance)")
        text += " (rounded up to the nearest 10)." if self.half else "."
        if self.remind:
            text += f" If {w.name} has fewer damage counters than that, remove all of them."
        if self.lc:
            text = text.replace(f"equal to {part}", f"equal of {part}") + \
                f" If {w.name} has fewer damage counters that that, remove all of them."
        return text


@node("poison_and_drain")
@dataclass(frozen=True, slots=True)
class PoisonAndDrain(Atomic):
    """If this attack damaged the Defending Pokémon, it is now Poisoned, and the attacker removes
    damage counters equal to half that damage, rounded up (Poison Bite). ``anyway``: it is
    Poisoned even if the attack did no damage (Neo Revelation's words)."""

    anyway: bool = False

    def act(self, m: Machine) -> None:
        from desktop.engine.fx.status_nodes import apply_condition

        defender, attacker, dealt = m.defender, m.attacker, m.scope.dealt
        if self.anyway and dealt <= 0 and defender is not None and not m.scope.protected:
            apply_condition(m, m.scope.opp, 0, defender, "Poisoned")
        if dealt <= 0 or defender is None:
            return
        apply_condition(m, m.scope.opp, 0, defender, "Poisoned")
        if attacker is not None:
            combat.heal(m.game, m.scope.player, 0, attacker, (dealt // 2 + 9) // 10 * 10, m.scope.source)

    def words(self, w: Words) -> str:
        return (f"If this attack damages {w.defending}, {w.defending} is now Poisoned and you remove a number of "
                f"damage counters from {w.name} equal to half that damage (rounded up to the nearest 10). If {w.name} "
                "has fewer damage counters than that, remove all of them."
                + (f" Either way, {w.defending} is now Poisoned." if self.anyway else ""))
