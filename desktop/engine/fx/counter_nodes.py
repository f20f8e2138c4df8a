"""Damage counters and damage put on chosen or damaged Pokémon, in today's wording: "Put 2 damage
counters on 1 of your opponent's Pokémon.", "... until its remaining HP is 10.", "This attack does 50
damage to each Pokémon that has any damage counters on it (both yours and your opponent's)", "This
attack does 60 damage to 1 of your opponent's Benched Pokémon ex or Benched Pokémon V.".

Also 1 damage counter moved from each of your Pokémon to the Defending Pokémon (Damage Shift).

And a damage counter on each of the opponent's damaged Pokémon (Pain Amplifier), and the counters of the
attacker and the Defending Pokémon swapped (Juxtapose).

And Char counters: put on the Defending Pokémon on a coin, 2 damage counters on tails at every Pokémon
Checkup (Quilava).

And 1 damage counter moved from your Pokémon to the opponent's (Transfer Pain), and counters on 1 of the
opponent's Pokémon of a class (Shocking Light).

And the opponent's damage counters moved among their Pokémon (Ear Influence), and counters put on their
Active Pokémon (Sneaky Placement)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, damage_rules, layer
from desktop.engine.actions import OPPONENT
from desktop.engine.card_classes import class_words
from desktop.engine.fx.damage_nodes import BENCH_NOTE
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.prompts import POKEMON
from desktop.engine.rule_points import CHECKUP_COUNTERS, answers
from desktop.engine.state import FOREVER, Effect

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot

RULE_BOX_V = frozenset({"ex", "V", "VSTAR", "VMAX", "V-UNION"})


def hit(m: Machine, owner: int, pos: int, amount: int) -> None:
    """Attack damage to a Pokémon in play (Weakness and Resistance only for the opponent's Active)."""
    slot = m.game.players[owner].slot(pos)
    if slot is not None:
        combat.attack_damage(m, owner, pos, slot, amount, apply_wr=pos == 0 and owner != m.scope.player)


@node("counters_on_one")
@dataclass(frozen=True, slots=True)
class CountersOnOne(Node):
    """Put ``count`` damage counters on 1 of your opponent's Pokémon (you choose)."""

    count: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            options = [OPPONENT + pos for pos, _s in m.them.in_play()]
            if m.choose(1, None, m.scope.player, POKEMON, options, f"Put {self.count} damage counters on which "
                        "Pokémon?", "damage_target"):
                return WAIT
        if m.answer is not None:
            pos = m.answer - OPPONENT
            slot = m.them.slot(pos)
            if slot is not None:
                combat.put_damage(m.game, m.scope.opp, pos, slot, 10 * self.count, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return f"Put {self.count} damage counters on 1 of your opponent's Pokémon."


@node("counters_until_hp")
@dataclass(frozen=True, slots=True)
class CountersUntilHP(Atomic):
    """Put damage counters on the opponent's Active Pokémon (``bench``: on each of their Benched
    Pokémon) until its remaining HP is ``hp``."""

    hp: int
    bench: bool = False

    def act(self, m: Machine) -> None:
        if self.bench:
            targets = [(pos, slot) for pos, slot in m.them.in_play() if pos]
        else:
            slot = m.defender
            targets = [(0, slot)] if slot is not None and not m.scope.protected else []
        for pos, slot in targets:
            left = m.game.hp_of(slot) - slot.damage
            if left > self.hp:
                combat.put_damage(m.game, m.scope.opp, pos, slot, (left - self.hp) // 10 * 10, m.scope.source)

    def words(self, w: Words) -> str:
        if w.era == "classic" and not self.bench:  # Life Drain
            return f"Put a number of damage counters on {w.defending} so that its remaining HP are {self.hp}."
        whose = "each of your opponent's Benched Pokémon" if self.bench else "your opponent's Active Pokémon"
        return f"Put damage counters on {whose} until its remaining HP is {self.hp}."


@node("counters_on_damaged")
@dataclass(frozen=True, slots=True)
class CountersOnDamaged(Atomic):
    """Put ``count`` damage counters on each of the opponent's Pokémon that has any damage counters."""

    count: int

    def act(self, m: Machine) -> None:
        for pos, slot in m.them.in_play():
            if slot.damage and not (pos == 0 and m.scope.protected):
                combat.put_damage(m.game, m.scope.opp, pos, slot, 10 * self.count, m.scope.source)

    def words(self, w: Words) -> str:
        return (f"Put {self.count} damage counters on each of your opponent's Pokémon that has any damage counters "
                "on it.")


@node("damage_each_damaged")
@dataclass(frozen=True, slots=True)
class DamageEachDamaged(Atomic):
    """``amount`` damage to each Pokémon in play (both players') that has any damage counters on it,
    except the attacking Pokémon."""

    amount: int

    def act(self, m: Machine) -> None:
        marked = [(owner, pos) for owner in (m.scope.player, m.scope.opp)
                  for pos, slot in m.game.players[owner].in_play()
                  if slot.damage and not (owner == m.scope.player and pos == 0)]
        for owner, pos in marked:
            hit(m, owner, pos, self.amount)

    def words(self, w: Words) -> str:
        return (f"This attack does {self.amount} damage to each Pokémon that has any damage counters on it (both "
                f"yours and your opponent's), except for this Pokémon. {BENCH_NOTE}")


@node("damage_one_of_theirs")
@dataclass(frozen=True, slots=True)
class DamageOneOfTheirs(Node):
    """``amount`` damage (``per_energy``: for each Energy attached to this Pokémon) to 1 of your
    opponent's Pokémon (``bench``: Benched; ``ex_v``: Pokémon ex or Pokémon V only)."""

    amount: int
    bench: bool = False
    ex_v: bool = False
    per_energy: bool = False
    per_discarded: bool = False  # for each Energy card an earlier node discarded (Tricolor Pump)
    per_counter: bool = False  # for each damage counter on this Pokémon (Roaring Scream)
    prompts = True

    def _fits(self, m: Machine, pos: int, slot: Slot) -> bool:
        return not (self.bench and pos == 0) and (not self.ex_v or bool(RULE_BOX_V & m.game.card_of(slot).subtypes))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and self.per_discarded and not m.scope.get("discarded", 0):
            return m.done()
        if pc == 0:
            options = [OPPONENT + pos for pos, s in m.them.in_play() if self._fits(m, pos, s)]
            if m.choose(1, None, m.scope.player, POKEMON, options, "Damage which Pokémon?", "damage_target"):
                return WAIT
        if m.answer is None:
            return m.done()
        amount = self.amount
        if self.per_discarded:
            amount *= int(m.scope.get("discarded", 0))
            if not amount:
                return m.done()
        if self.per_energy:
            attacker = m.attacker
            amount *= len(m.game.energy_units(attacker)) if attacker is not None else 0
        if self.per_counter:
            amount *= m.attacker.damage // 10 if m.attacker is not None else 0
            if not amount:
                return m.done()
        hit(m, m.scope.opp, m.answer - OPPONENT, amount)
        return m.done()

    def words(self, w: Words) -> str:
        whom = "1 of your opponent's Benched Pokémon ex or Benched Pokémon V" if self.ex_v and self.bench else \
            "1 of your opponent's Benched Pokémon" if self.bench else "1 of your opponent's Pokémon"
        per = " for each Energy attached to this Pokémon" if self.per_energy else \
            " for each Energy card you discarded in this way" if self.per_discarded else \
            " for each damage counter on this Pokémon" if self.per_counter else ""
        return f"This attack does {self.amount} damage to {whom}{per}. {BENCH_NOTE}"


@node("damage_unaffected")
@dataclass(frozen=True, slots=True)
class DamageUnaffected(Node):
    """``amount`` damage to ``count`` of your opponent's Pokémon you choose (all of them if they have
    no more), not affected by Weakness, Resistance or any effects on those Pokémon."""

    amount: int
    count: int = 2
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        chosen: tuple[int, ...] = local or ()
        if pc == 1:
            chosen += (m.answer,)
        codes = [OPPONENT + pos for pos, _s in m.them.in_play()]
        want = min(self.count, len(codes))
        while len(chosen) < want:
            left = [c for c in codes if c not in chosen]
            if len(left) <= want - len(chosen):
                chosen += tuple(left)
                break
            if m.choose(1, chosen, m.scope.player, POKEMON, left, f"Choose a Pokémon to damage ({len(chosen) + 1} "
                        f"of {want}).", "damage_target", picks=(want, want)):
                return WAIT
        for code in chosen:
            slot = m.them.slot(code - OPPONENT)
            if slot is not None:
                combat.put_damage(m.game, m.scope.opp, code - OPPONENT, slot, self.amount, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"This attack does {self.amount} damage to {self.count} of your opponent's Pokémon. This attack's "
                "damage isn't affected by Weakness or Resistance, or by any effects on those Pokémon.")


@node("counters_to_defending")
@dataclass(frozen=True, slots=True)
class CountersToDefending(Atomic):
    """Move 1 damage counter from each of your Pokémon that has any to the Defending Pokémon
    (Damage Shift)."""

    def act(self, m: Machine) -> None:
        game, pl, defender = m.game, m.scope.player, m.defender
        if defender is None or m.scope.protected:
            return
        moved = 0
        for pos, slot in m.me.in_play():
            if slot.damage:
                slot.damage -= 10
                game.emit("heal", pl, card=slot.top, pos=pos, amount=10, detail=m.scope.source)
                moved += 10
        if moved:
            combat.put_damage(game, m.scope.opp, 0, defender, moved, m.scope.source)

    def words(self, w: Words) -> str:
        return (f"Move 1 damage counter from each of your Pokémon that has any on it to {w.defending}. (Don't apply "
                "Weakness and Resistance.)")


@node("counter_on_each_damaged")
@dataclass(frozen=True, slots=True)
class CounterOnEachDamaged(Atomic):
    """Put a damage counter on each of the opponent's Pokémon that already has any (Pain Amplifier,
    worded as printed)."""

    def act(self, m: Machine) -> None:
        game, opp = m.game, m.scope.opp
        for pos, slot in game.players[opp].in_play():
            if slot.damage and not (pos == 0 and m.scope.protected):
                combat.put_damage(game, opp, pos, slot, 10, m.scope.source)

    def words(self, w: Words) -> str:
        return "Put a damage counter on each of your opponent's Pokémon has already has any damage counters on it."


@node("swap_counters")
@dataclass(frozen=True, slots=True)
class SwapCounters(Atomic):
    """Switch the number of damage counters on the attacker with those on the Defending Pokémon
    (Juxtapose)."""

    def act(self, m: Machine) -> None:
        attacker, defender = m.attacker, m.defender
        if attacker is None or defender is None or m.scope.protected:
            return
        attacker.damage, defender.damage = defender.damage, attacker.damage
        m.game.emit("effect", m.scope.player, pos=0, detail="swap_counters")

    def words(self, w: Words) -> str:
        return (f"Switch the number of damage counters on {w.name} with the number of damage counters on "
                f"{w.defending} (even if it would Knock Out either Pokémon). (It's okay if 1 of the Pokémon has no "
                "damage counters on it.)")


CHAR = "char"  # a slot effect: a Char counter (flipped for at every Pokémon Checkup)


@node("char")
@dataclass(frozen=True, slots=True)
class PutChar(Atomic):
    """If the Defending Pokémon has no Char counter, flip a coin; heads, put one on it. At every
    Pokémon Checkup its owner flips a coin for it; tails, 2 damage counters on it (Quilava)."""

    def act(self, m: Machine) -> None:
        defender = m.defender
        if defender is None or m.scope.protected or defender.has_effect(CHAR):
            return
        if m.game.coin(m.scope.source, m.scope.player):
            defender.add_effect(Effect(CHAR, FOREVER, None, True))
            m.game.emit("effect", m.scope.opp, pos=0, detail="char")

    def words(self, w: Words) -> str:
        return (f"If {w.defending} doesn't have a Char counter on it, flip a coin. If heads, put a Char counter on it. "
                "A Char counter requires your opponent to flip a coin after every turn. If tails, put 2 damage "
                "counters on the Pokémon with that Char counter. (Char counters stay on the Pokémon as long as it's in "
                "play.)")


@answers(CHECKUP_COUNTERS, layer.CHAR_COUNTERS)
def char_checkup(game: Game) -> None:
    """Pokémon Checkup: each Pokémon with a Char counter: its owner flips; tails, 2 damage counters."""
    for player in (game.current, 1 - game.current):
        for pos, slot in game.players[player].in_play():
            if slot.effects and slot.has_effect(CHAR) and not game.coin("Char counter: tails, 2 damage counters",
                                                                         player):
                combat.put_damage(game, player, pos, slot, 20, "Char")


@node("move_counter_to_foe")
@dataclass(frozen=True, slots=True)
class MoveCounterToFoe(Node):
    """Move 1 damage counter from 1 of your Pokémon to 1 of your opponent's Pokémon (Drifloon's
    Transfer Pain); a Pokémon the attack's effects can't reach is not offered."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            mine = [pos for pos, slot in m.me.in_play() if slot.damage > 0]
            if not mine:
                return m.done()
            if m.choose(1, None, m.scope.player, POKEMON, mine, "Move a damage counter from which of your Pokémon?",
                        "move_damage_from"):
                return WAIT
            pc = 1
        if pc == 1:
            local = m.answer
            theirs = [OPPONENT + pos for pos, slot in m.them.in_play() if not (
                (pos == 0 and m.scope.protected) or damage_rules.effect_shielded(m.game, slot))]
            if not theirs:
                return m.done()
            if m.choose(2, local, m.scope.player, POKEMON, theirs, "Move it to which of your opponent's Pokémon?",
                        "damage_target"):
                return WAIT
        source, target = m.me.slot(local), m.them.slot(m.answer - OPPONENT)
        if source is not None and target is not None and source.damage > 0:
            source.damage -= 10
            m.game.emit("heal", m.scope.player, card=source.top, pos=local, amount=10, detail="move_counter")
            combat.put_damage(m.game, m.scope.opp, m.answer - OPPONENT, target, 10, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return "Move 1 damage counter from 1 of your Pokémon to 1 of your opponent's Pokémon."


@node("counters_on_class")
@dataclass(frozen=True, slots=True)
class CountersOnClass(Node):
    """Put ``count`` damage counters on 1 of your opponent's Pokémon of the class ``kind`` ("EX"):
    Ampharos's Shocking Light. Usable only while they have one."""

    count: int
    kind: str = "EX"
    prompts = True

    def _codes(self, game: Game, player: int) -> list[int]:
        them = game.players[1 - player]
        return [OPPONENT + pos for pos, slot in them.in_play() if self.kind in game.card_of(slot).subtypes]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._codes(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and m.choose(1, None, m.scope.player, POKEMON, self._codes(m.game, m.scope.player),
                                f"Put {self.count} damage counters on which {class_words(self.kind)}?",
                                "damage_target"):
            return WAIT
        slot = m.them.slot(m.answer - OPPONENT) if m.answer is not None else None
        if slot is not None:
            combat.put_damage(m.game, m.scope.opp, m.answer - OPPONENT, slot, 10 * self.count, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return f"Put {self.count} damage counters on 1 of your opponent's {class_words(self.kind)}."


@node("move_their_counters")
@dataclass(frozen=True, slots=True)
class MoveTheirCounters(Node):
    """Move as many damage counters on your opponent's Pokémon as you like to any of their other Pokémon,
    one counter at a time until you stop (at most as many moves as there were counters) (Meowstic's Ear
    Influence)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, them = m.game, m.scope.player, m.them
        left = local[0] if local is not None else sum(s.damage for s in them.slots()) // 10
        if pc == 1:  # a Pokémon to take a counter from (None: stop)
            if m.answer is None:
                return m.done()
            local = (left, m.answer)
            if m.choose(2, local, pl, POKEMON, [10 + pos for pos, _s in them.in_play() if 10 + pos != m.answer],
                        "Move it to which Pokémon?", "move_their_damage_to"):
                return WAIT
            pc = 2
        if pc == 2:
            source, target = them.slot(local[1] - 10), them.slot(m.answer - 10)
            if source is not None and target is not None and source.damage >= 10:
                source.damage -= 10
                game.emit("heal", m.scope.opp, card=source.top, pos=local[1] - 10, amount=10, detail=m.scope.source)
                combat.put_damage(game, m.scope.opp, m.answer - 10, target, 10, m.scope.source)
            left -= 1
        sources = [10 + pos for pos, s in them.in_play() if s.damage]
        if left <= 0 or not sources or len(them.slots()) < 2:
            return m.done()
        if m.choose(1, (left, None), pl, POKEMON, sources, "Move a damage counter from which Pokémon? (Done: stop)",
                    "move_their_damage_from", optional=True, auto_single=False):
            return WAIT
        return m.done()  # pragma: no cover - an optional question is always asked

    def words(self, w: Words) -> str:
        return ("Move as many damage counters on your opponent's Pokémon as you like to any of your opponent's other "
                "Pokémon in any way you like.")


@node("counters_on_defending")
@dataclass(frozen=True, slots=True)
class CountersOnDefending(Atomic):
    """Put ``count`` damage counters on the opponent's Active Pokémon (not damage: Weakness, Resistance
    and effects on damage don't apply) (Duskull's Sneaky Placement)."""

    count: int = 1

    def act(self, m: Machine) -> None:
        defender = m.defender
        if defender is not None and not m.scope.protected:
            combat.put_damage(m.game, m.scope.opp, 0, defender, 10 * self.count, m.scope.source)

    def words(self, w: Words) -> str:
        counters = "1 damage counter" if self.count == 1 else f"{self.count} damage counters"
        return f"Put {counters} on {w.defending}."
