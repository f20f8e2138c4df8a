"""Damage counters and Knock Outs of today's attacks: counters on each (or on chosen) Pokémon,
"your opponent's Active Pokémon is Knocked Out", damage to each of the opponent's Pokémon (ex),
and discarding the Defending Pokémon's Energy for each heads."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.actions import OPPONENT
from desktop.engine.card_classes import class_words
from desktop.engine.fx.damage_nodes import BENCH_NOTE
from desktop.engine.fx.node import AFTER, Atomic, Node, node
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.state import Slot

NO_WR = "This attack's damage isn't affected by Weakness or Resistance."
WHOM = {"opp_all": "each of your opponent's Pokémon", "with_ability": "each Pokémon that has an Ability "
        "(both yours and your opponent's)", "opp_basic": "each of your opponent's Basic Pokémon",
        "opp_bench": "each of your opponent's Benched Pokémon", "all": "each Pokémon (both yours and your opponent's)"}


def _classes(kinds: tuple[str, ...]) -> str:
    """("ex", "V") -> "Pokémon ex and Pokémon V"."""
    return " and ".join(class_words(k) for k in kinds)


@node("counters_each")
@dataclass(frozen=True, slots=True)
class CountersEach(Atomic):
    """Put ``count`` damage counters on each Pokémon ``whom`` names (one of ``WHOM``), except any named
    ``except_name``."""

    count: int
    whom: str = "opp_all"
    if_active: bool = False  # only while this Pokémon is in the Active Spot (a Checkup Ability: Sand Stream)
    except_name: str = ""  # "..., except any Froslass." (Freezing Shroud)

    def __post_init__(self) -> None:
        if self.whom not in WHOM:
            raise ValueError(f"whom must be one of {', '.join(WHOM)}")

    def act(self, m: Machine) -> None:
        game, player = m.game, m.scope.player
        if self.if_active and m.scope.source_pos != 0:
            return
        owners = (player, 1 - player) if self.whom in ("with_ability", "all") else (1 - player,)
        for owner in owners:
            for pos, slot in game.players[owner].in_play():
                if self.whom == "with_ability" and not any(p.kind == "Ability" for p in game.card_of(slot).powers):
                    continue
                if self.whom == "opp_basic" and game.card_of(slot).stage != "Basic":
                    continue
                if self.whom == "opp_bench" and pos == 0:
                    continue
                if self.except_name and game.card_of(slot).name == self.except_name:
                    continue
                combat.put_damage(game, owner, pos, slot, 10 * self.count, m.scope.source)

    def words(self, w: Words) -> str:
        where = "If this Pokémon is in the Active Spot, put" if self.if_active else "Put"
        counters = "1 damage counter" if self.count == 1 else f"{self.count} damage counters"
        return f"{where} {counters} on {WHOM[self.whom]}" + (f", except any {self.except_name}." if self.except_name
                                                              else ".")


@node("counters_chosen")
@dataclass(frozen=True, slots=True)
class CountersChosen(Node):
    """Choose ``pick`` of your opponent's Pokémon (all of them if they have no more) and put
    ``count`` damage counters on each."""

    pick: int
    count: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        chosen: tuple[int, ...] = local or ()
        if pc == 1:
            chosen += (m.answer,)
        codes = [OPPONENT + pos for pos, _s in m.them.in_play()]
        want = min(self.pick, len(codes))
        left = [c for c in codes if c not in chosen]
        if len(chosen) < want and len(left) > want - len(chosen):
            if m.choose(1, chosen, m.scope.player, POKEMON, left,
                        f"Put {self.count} damage counters on which Pokémon? ({len(chosen) + 1} of {want})",
                        "damage_target"):
                return 1
            return self.step(m, 1, chosen)
        for code in chosen + tuple(left if len(chosen) < want else ()):
            slot = m.them.at(code - OPPONENT)
            if slot is not None:
                combat.put_damage(m.game, m.scope.opp, code - OPPONENT, slot, 10 * self.count, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        if self.pick == 1:
            return f"Put {self.count} damage counters on 1 of your opponent's Pokémon."
        return f"Choose {self.pick} of your opponent's Pokémon and put {self.count} damage counters on each of them."


def knock_out(m: Machine, owner: int, pos: int, slot: Slot) -> None:
    """Knock Out a Pokémon by an effect (the Knock Out is checked after the attack, as usual)."""
    slot.damage = max(slot.damage, m.game.hp_of(slot))
    m.game.emit("effect", owner, pos=pos, detail="knocked_out_by_effect")


@node("knock_out")
@dataclass(frozen=True, slots=True)
class KnockOut(Atomic):
    """Your opponent's Active Pokémon (``both``: and yours) is Knocked Out."""

    both: bool = False
    order: bool = False  # words: "Knock Out your opponent's Active Pokémon."
    then_self: int = 0  # if it is Knocked Out in this way, this Pokémon does this much damage to itself

    def act(self, m: Machine) -> None:
        for owner in ((m.scope.player, m.scope.opp) if self.both else (m.scope.opp,)):
            slot = m.game.players[owner].active
            if slot is not None and not (owner == m.scope.opp and m.scope.protected):
                knock_out(m, owner, 0, slot)
                attacker = m.attacker
                if self.then_self and owner == m.scope.opp and attacker is not None:
                    combat.attack_damage(m, m.scope.player, max(m.scope.source_pos, 0), attacker, self.then_self,
                                         False)

    def words(self, w: Words) -> str:
        if self.both:
            return "Both Active Pokémon are Knocked Out."
        text = f"Knock Out {w.defending}." if self.order else f"{w.defending} is Knocked Out."
        if self.then_self:
            text += (f" If {w.defending} is Knocked Out in this way, {w.name} does {self.then_self} damage to "
                     "itself.")
        return text


@node("damage_itself")
@dataclass(frozen=True, slots=True)
class DamageItself(Atomic):
    """This Pokémon does ``amount`` damage to itself, as an attack that does no other damage says it
    (no "also")."""

    amount: int

    def act(self, m: Machine) -> None:
        attacker = m.attacker
        if attacker is not None:
            combat.attack_damage(m, m.scope.player, max(m.scope.source_pos, 0), attacker, self.amount, False)

    def words(self, w: Words) -> str:
        return f"{w.name} does {self.amount} damage to itself."


@node("damage_each_opponent")
@dataclass(frozen=True, slots=True)
class DamageEachOpponent(Atomic):
    """This attack does ``amount`` damage to each of your opponent's Pokémon (of the classes
    ``kinds``: "ex", "V"); ``no_wr``: not affected by Weakness or Resistance."""

    amount: int
    kinds: tuple[str, ...] = ()
    no_wr: bool = False
    does: bool = False  # Gym and Diamond & Pearl words: "Does 10 damage to each of your opponent's Pokémon."
    stage = AFTER

    def act(self, m: Machine) -> None:
        from desktop.engine.fx.attach_nodes import class_members

        members = class_members(self.kinds)
        for pos, slot in m.them.in_play():
            if members and not members & m.game.card_of(slot).subtypes:
                continue
            combat.attack_damage(m, m.scope.opp, pos, slot, self.amount, apply_wr=pos == 0 and not self.no_wr)

    def words(self, w: Words) -> str:
        whom = f"each of your opponent's {_classes(self.kinds)}" if self.kinds else "each of your opponent's Pokémon"
        text = f"{'Does' if self.does else 'This attack does'} {self.amount} damage to {whom}."
        if self.no_wr and w.era == "classic":  # Neo Destiny: Explosive Evolution
            return f"{text} Don't apply Weakness and Resistance."
        return f"{text} {NO_WR}" if self.no_wr else f"{text} {BENCH_NOTE}"


@node("discard_their_energy_per_heads")
@dataclass(frozen=True, slots=True)
class DiscardTheirEnergyPerHeads(Node):
    """Flip ``coins`` coins (0: until tails); for each heads, discard an Energy (you choose) from
    your opponent's Active Pokémon."""

    coins: int = 0
    attached: bool = False  # words: "discard an Energy attached to ..." (XY)
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, player = m.game, m.scope.player
        if pc == 0:
            if self.coins:
                local = sum(game.coin(m.scope.source, player) for _ in range(self.coins))
            else:
                local = 0
                while game.coin(m.scope.source, player):
                    local += 1
        defender = m.defender
        if pc == 1 and defender is not None:
            combat.discard_attached(game, defender, m.answer, 0)
            local -= 1
        if defender is None or not defender.energy or local <= 0 or m.scope.protected:
            return m.done()
        if m.choose(1, local, player, CARD, list(defender.energy),
                    "Choose an Energy card on the Defending Pokémon to discard.", "discard_their_energy",
                    zone="attached"):
            return 1
        return self.step(m, 1, local)

    def words(self, w: Words) -> str:
        flips = "Flip a coin until you get tails." if not self.coins else f"Flip {self.coins} coins."
        return f"{flips} For each heads, discard an Energy {'attached to' if self.attached else 'from'} {w.defending}."


@node("knock_out_with_counters")
@dataclass(frozen=True, slots=True)
class KnockOutWithCounters(Node):
    """Knock Out 1 of your opponent's Pokémon that has exactly ``counters`` damage counters on it."""

    counters: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        codes = [OPPONENT + pos for pos, s in m.them.in_play() if s.damage == 10 * self.counters]
        if pc == 0 and m.choose(1, None, m.scope.player, POKEMON, codes, "Knock Out which Pokémon?", "their_pokemon"):
            return 1
        slot = m.them.at(m.answer - OPPONENT) if m.answer is not None else None
        if slot is not None:
            knock_out(m, m.scope.opp, m.answer - OPPONENT, slot)
        return m.done()

    def words(self, w: Words) -> str:
        return f"Knock Out 1 of your opponent's Pokémon that has exactly {self.counters} damage counters on it."


@node("move_bench_counters_to_defending")
@dataclass(frozen=True, slots=True)
class MoveBenchCountersToDefending(Node):
    """Move all damage counters from 1 of your Benched Pokémon (whose name starts with ``named``)
    to your opponent's Active Pokémon."""

    named: str = ""
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        options = [pos for pos, s in m.me.in_play() if pos and s.damage and game.card_of(s).name.startswith(self.named)]
        if pc == 0 and m.choose(1, None, m.scope.player, POKEMON, options, "Move the damage counters from which "
                                "Pokémon?", "move_damage_from"):
            return 1
        source = m.me.at(m.answer) if m.answer is not None else None
        defender = m.them.active
        if source is not None and defender is not None and not m.scope.protected:
            amount, source.damage = source.damage, 0
            game.emit("heal", m.scope.player, card=source.top, pos=m.answer, amount=amount, detail=m.scope.source)
            combat.put_damage(game, m.scope.opp, 0, defender, amount, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        whose = f"your Benched {self.named} Pokémon" if self.named else "your Benched Pokémon"
        return f"Move all damage counters from 1 of {whose} to {w.defending}."


@node("bench_damage_per_counter")
@dataclass(frozen=True, slots=True)
class BenchDamagePerCounter(Node):
    """This attack does ``per`` damage to 1 of your opponent's Benched Pokémon for each damage
    counter on that Pokémon."""

    per: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        codes = [OPPONENT + pos for pos, _s in m.them.in_play() if pos]
        if pc == 0 and m.choose(1, None, m.scope.player, POKEMON, codes, "Choose a Pokémon to damage.",
                                "damage_target"):
            return 1
        slot = m.them.at(m.answer - OPPONENT) if m.answer is not None else None
        if slot is not None:
            combat.attack_damage(m, m.scope.opp, m.answer - OPPONENT, slot, self.per * (slot.damage // 10), False)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"This attack does {self.per} damage to 1 of your opponent's Benched Pokémon for each damage counter "
                f"on that Pokémon. {BENCH_NOTE}")


@node("knock_out_basic")
@dataclass(frozen=True, slots=True)
class KnockOutBasic(Node):
    """Knock Out your opponent's Active Basic Pokémon (``bench``: 1 of their Benched Basic Pokémon)."""

    bench: bool = False
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        basics = [OPPONENT + pos for pos, s in m.them.in_play()
                  if bool(pos) == self.bench and game.card_of(s).stage == "Basic"]
        if self.bench and pc == 0 and m.choose(1, None, m.scope.player, POKEMON, basics, "Knock Out which Pokémon?",
                                               "their_pokemon"):
            return 1
        code: int | None = m.answer if self.bench else (basics[0] if basics and not m.scope.protected else None)
        if code is not None and (slot := m.them.at(code - OPPONENT)) is not None:
            knock_out(m, m.scope.opp, code - OPPONENT, slot)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Knock Out 1 of your opponent's Benched Basic Pokémon." if self.bench
                else "Knock Out your opponent's Active Basic Pokémon.")


@node("damage_chosen_times")
@dataclass(frozen=True, slots=True)
class DamageChosenTimes(Node):
    """Choose 1 of your opponent's Pokémon ``times`` times (the same one may be chosen again); for
    each time, do ``amount`` damage to it, not affected by Weakness or Resistance."""

    times: int
    amount: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        chosen: tuple[int, ...] = local or ()
        if pc == 1:
            chosen += (m.answer,)
        codes = [OPPONENT + pos for pos, _s in m.them.in_play()]
        if len(chosen) < self.times and codes:
            if m.choose(1, chosen, m.scope.player, POKEMON, codes, f"Choose a Pokémon ({len(chosen) + 1} of "
                        f"{self.times}).", "damage_target"):
                return 1
            return self.step(m, 1, chosen)
        for code in sorted(set(chosen)):
            slot = m.them.at(code - OPPONENT)
            if slot is not None:
                combat.attack_damage(m, m.scope.opp, code - OPPONENT, slot, self.amount * chosen.count(code), False)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Choose 1 of your opponent's Pokémon {self.times} times. (You can choose the same Pokémon more than "
                f"once.) For each time you chose a Pokémon, do {self.amount} damage to it. This damage isn't affected "
                "by Weakness or Resistance.")


@node("recover_self")
@dataclass(frozen=True, slots=True)
class RecoverSelf(Atomic):
    """This Pokémon recovers from all Special Conditions."""

    def act(self, m: Machine) -> None:
        pos = max(m.scope.source_pos, 0)
        slot = m.me.at(pos)
        if slot is not None:
            m.game.clear_conditions(m.scope.player, pos, slot)

    def words(self, w: Words) -> str:
        return "This Pokémon recovers from all Special Conditions."
