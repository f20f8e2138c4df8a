"""Attack nodes that damage Pokémon other than the Defending one, picked by the player or by
coins: "choose 1 (or 3) of your opponent's Benched Pokémon" (Spark, Gigashock) and "for each
Benched Pokémon, flip a coin" (Thunderstorm). Benched Pokémon take no Weakness or Resistance.

Also an attack's damage done to a Benched Pokémon instead of the Active one when the opponent has Energy
of a type attached (Swim).

And a coin that may make the attack hit one of your own Benched Pokémon (Overhead Toss).

Also damage to each other Pokémon in play, yours too, without Weakness and Resistance (Summon Storm).

And "You may discard a Fire Energy card ... If you do, choose 1 of your opponent's Benched Pokémon"
(Ball of Flame).

And a coin for more damage to the Defending Pokémon and damage to each of the opponent's Benched Pokémon
(Stamp).

Also the Bench damage a player aims: 1 chosen Benched Pokémon, on a coin or not (Lucky Shot), up to N of
them (Rock Slide), and each Benched Pokémon of both players not of a type (Water Ring).

And a coin for each Pokémon in play, damage to it on heads (Battle Frenzy).

And damage to each Benched Pokémon sharing a type with the opponent's Active Pokémon (Synchronoise).

And damage to each of the opponent's Benched Basic Pokémon (Tail Swing).

And coins for damage to each of the opponent's Pokémon (Rock Shower)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.actions import OPPONENT
from desktop.engine.fx.control import enter
from desktop.engine.fx.damage_nodes import BENCH_NOTE, Damage
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import AFTER, BEFORE, Atomic, Node, node
from desktop.engine.fx.values import Const, Selector
from desktop.engine.fx.words import sun_and_moon
from desktop.engine.prompts import POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


def _hit(m: Machine, owner: int, pos: int, amount: int, bench_wr: bool = False) -> None:
    slot = m.game.players[owner].slot(pos)
    if slot is not None:
        combat.attack_damage(m, owner, pos, slot, amount, apply_wr=(pos == 0 or bench_wr) and owner != m.scope.player)


BENCHES = {"opp_bench": ("your opponent's Benched Pokémon", "your opponent has"),
           "own_bench": ("your Benched Pokémon", "you have"),
           "opp_all": ("your opponent's Pokémon", "your opponent has")}  # Active included (with W/R)


def _bench_only(target: Selector) -> None:
    if target.who not in BENCHES:
        raise ValueError(f"target must be one of {', '.join(BENCHES)}")


@node("damage_chosen")
@dataclass(frozen=True, slots=True)
class DamageChosen(Node):
    """Choose ``count`` of the Benched Pokémon ``target`` selects (all of them if there are no
    more than that) and do ``amount`` damage to each."""

    target: Selector
    amount: int
    count: int = 1
    flip: bool = False  # then flip a coin: heads, the damage (Mud Splash)
    bare: bool = False  # Legendary Collection words: "Choose 1 of ..., and this attack does N damage to it."
    coins: int = 0  # then flip that many coins: ``amount`` for each heads (Fire Wind)
    on_tails: bool = False  # with ``flip``: the damage on tails (Overhead Toss)
    flip_first: bool = False  # flip, then choose: "flip a coin. If heads, choose 1 of them and ..." (Lightning Spark)
    each: bool = False  # words: "... damage to each of 2 of your opponent's Pokémon" (Split Bomb)
    choose_first: bool = False  # Diamond & Pearl words: "Choose 1 of ... This attack does N damage to that Pokémon."
    bench_wr: bool = False  # "Also apply Weakness and Resistance for Benched Pokémon." (Double Thread)
    or_one: bool = False  # Gym words: "choose 2 of them (or 1 if he or she only has 1)" (Wide Solarbeam)
    prompts = True

    def __post_init__(self) -> None:
        _bench_only(self.target)
        if self.bench_wr and (self.flip or self.coins or self.count == 1):
            raise ValueError("bench_wr is written for the damage to several chosen Pokémon")

    def step(self, m: Machine, pc: int, local: Any) -> int:
        player = m.scope.player
        chosen: tuple[int, ...] = local or ()
        if pc == 1:
            chosen += (m.answer,)
        codes = [pos + (OPPONENT if owner != player else 0) for owner, pos, _s in self.target.resolve(m)]
        if pc == 0 and self.flip_first and (not codes or not m.game.coin(m.scope.source, player)):
            return m.done()
        want = min(self.count, len(codes))
        while len(chosen) < want:
            left = [c for c in codes if c not in chosen]
            if len(left) <= want - len(chosen):
                chosen += tuple(left)
                break
            if m.choose(1, chosen, player, POKEMON, left, f"Choose a Pokémon to damage ({len(chosen) + 1} of "
                        f"{want}).", "damage_target", picks=(want, want)):
                return 1
        if chosen and self.flip and not self.flip_first and m.game.coin(m.scope.source, player) == self.on_tails:
            return m.done()
        amount = self.amount
        if chosen and self.coins:
            amount *= sum(m.game.coin(m.scope.source, player) for _ in range(self.coins))
        for code in chosen:
            _hit(m, 1 - player if code >= OPPONENT else player, code % OPPONENT, amount, self.bench_wr)
        return m.done()

    def words(self, w: Words) -> str:
        whose, has = BENCHES[self.target.who]
        if self.or_one:
            return (f"If {has} any Benched Pokémon, choose {self.count} of them (or 1 if he or she only has 1). This "
                    f"attack does {self.amount} damage to each of them. {BENCH_NOTE}")
        if self.target.damaged and (w.trait("damaged_one_first") or sun_and_moon(w)) and self.count == 1 \
                and not self.flip:  # Brine (Sun & Moon)
            return (f"This attack does {self.amount} damage to 1 of {whose} that has any damage counters on it. "
                    f"{BENCH_NOTE}")
        if (self.choose_first or (w.trait("choose_then_damage") and self.target.who == "opp_all")) and self.count == 1 \
                and not self.flip:
            return (f"Choose 1 of {whose}. This attack does {self.amount} damage to that Pokémon. "  # BW to SM
                    f"{BENCH_NOTE}")
        if w.trait("spread_to_1_of"):  # "This attack (also) does 30 damage to 1 of ..."
            does = w.phrase("spread_does", also=" also" if w.damage else "")  # EX to HeartGold: "Does 20 ..."
            if self.target.damaged:  # Piercing Drill
                whose += " that has any damage counters on it"
            if not self.flip:
                each = "each of " if self.each else ""
                note = "Also apply Weakness and Resistance for Benched Pokémon." if self.bench_wr else BENCH_NOTE
                return f"{does} {self.amount} damage to {each}{self.count} of {whose}. {note}"
        if self.flip_first and self.count == 1:
            return (f"If {has} any Benched Pokémon, flip a coin. If heads, choose 1 of them and this attack does "
                    f"{self.amount} damage to it. {BENCH_NOTE}")
        if self.on_tails and self.flip and self.count == 1:
            return (f"If {has} any Benched Pokémon, flip a coin. If tails, this attack does {self.amount} damage to "
                    f"1 of them. {BENCH_NOTE}")
        if self.coins and self.count == 1:
            return (f"If {has} any Benched Pokémon, choose 1 of them. Flip {self.coins} coins. For each heads, this "
                    f"attack does {self.amount} damage to that Pokémon. (Don't apply Weakness and Resistance.)")
        if self.bare and self.count == 1 and not self.flip:
            return f"Choose 1 of {whose}, and this attack does {self.amount} damage to it. {BENCH_NOTE}"
        if self.count == 1 and self.flip:
            return (f"If {has} any Benched Pokémon, choose 1 of them and flip a coin. If heads, this attack does "
                    f"{self.amount} damage to that Pokémon. {BENCH_NOTE}")
        if self.count == 1:
            return f"If {has} any Benched Pokémon, choose 1 of them and this attack does {self.amount} damage to it. " \
                f"{BENCH_NOTE}"
        return (f"Choose {self.count} of {whose} and this attack does {self.amount} damage to each of them. "
                f"{BENCH_NOTE} If {has} fewer than {self.count} Benched Pokémon, do the damage to each of them.")


@node("damage_each_on_heads")
@dataclass(frozen=True, slots=True)
class DamageEachOnHeads(Atomic):
    """For each Pokémon ``target`` selects, flip a coin: heads, ``amount`` damage to it. Then the
    attacker does ``self_per_tails`` damage times the number of tails to itself."""

    target: Selector
    amount: int
    self_per_tails: int = 0

    def __post_init__(self) -> None:
        _bench_only(self.target)

    def act(self, m: Machine) -> None:
        game, scope = m.game, m.scope
        tails = 0
        for owner, pos, _slot in self.target.resolve(m):
            if game.coin(scope.source, scope.player):
                _hit(m, owner, pos, self.amount)
            else:
                tails += 1
        attacker = m.attacker
        if self.self_per_tails and tails and attacker is not None:
            combat.put_damage(game, scope.player, 0, attacker, self.self_per_tails * tails, scope.source)

    def words(self, w: Words) -> str:
        whose = BENCHES[self.target.who][0]
        text = (f"For each of {whose}, flip a coin. If heads, this attack does {self.amount} damage to that "
                f"Pokémon. {BENCH_NOTE}")
        if self.self_per_tails:
            text += f" Then, {w.name} does {self.self_per_tails} damage times the number of tails to itself."
        return text


@node("bench_instead")
@dataclass(frozen=True, slots=True)
class BenchInstead(Node):
    """If any of the opponent's Pokémon has ``energy`` Energy attached, you may do this attack's damage
    to 1 of their Benched Pokémon instead of their Active Pokémon, without Weakness and Resistance
    (Golduck's Swim). The choice comes before damage; the Active Pokémon then takes none."""

    energy: str
    prompts = True
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, them = m.game, m.them
        if pc == 0:
            if not them.bench or not any(self.energy in game.energy_units(s) for _p, s in them.in_play()):
                return m.done()
            codes = [OPPONENT + pos for pos, _s in them.in_play()]  # the Active Pokémon: as printed
            if m.choose(1, None, m.scope.player, POKEMON, codes, "Do the damage to which Pokémon?", "damage_target"):
                return WAIT
        code = m.answer
        if code is None or code == OPPONENT:
            return m.done()
        slot = them.slot(code - OPPONENT)
        amount, m.scope.does_damage = m.scope.damage, False
        if slot is not None:
            combat.attack_damage(m, m.scope.opp, code - OPPONENT, slot, amount, apply_wr=False)
        return m.done()

    def words(self, w: Words) -> str:
        damage = w.damage or 0
        return (f"If any of your opponent's Pokémon have any {self.energy} Energy attached to them, you may do "
                f"{damage} damage to 1 of your opponent's Benched Pokémon instead of their Active Pokémon. "
                f"{BENCH_NOTE}")


@node("own_bench_hit_on_tails")
@dataclass(frozen=True, slots=True)
class OwnBenchHitOnTails(Node):
    """If you have Benched Pokémon, flip a coin; tails, choose 1 of them and do ``amount`` damage to
    it (Overhead Toss)."""

    amount: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        bench = m.me.bench
        if pc == 0:
            if not bench or game.coin(m.scope.source, pl):
                return m.done()
            if m.choose(1, None, pl, POKEMON, range(1, len(bench) + 1), "Choose a Benched Pokémon to damage.",
                        "damage_target"):
                return WAIT
        slot = m.me.slot(m.answer)
        if slot is not None:
            combat.attack_damage(m, pl, m.answer, slot, self.amount, apply_wr=False)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"If you have any Benched Pokémon, flip a coin. If tails, choose 1 of your Benched Pokémon. This "
                f"attack does {self.amount} damage to that Pokémon. {BENCH_NOTE}")


@node("damage_each_other_no_wr")
@dataclass(frozen=True, slots=True)
class DamageEachOtherNoWR(Atomic):
    """``amount`` damage to each other Pokémon in play, yours too, without Weakness or Resistance
    (Summon Storm's heads); ``not_type``: instead, to each Pokémon in play not of that type, this one
    too if it isn't (Dust Devil)."""

    amount: int
    not_type: str = ""

    def act(self, m: Machine) -> None:
        game = m.game
        for owner in (m.scope.opp, m.scope.player):
            for pos, slot in game.players[owner].in_play():
                if (self.not_type not in game.types_of(slot)) if self.not_type else \
                        not (owner == m.scope.player and pos == 0):
                    combat.attack_damage(m, owner, pos, slot, self.amount, apply_wr=False)

    def words(self, w: Words) -> str:
        if self.not_type:
            return (f"Does {self.amount} damage to each non-{self.not_type} Pokémon in play. Don't apply Weakness and "
                    "Resistance.")
        return (f"This attack does {self.amount} damage to each other Pokémon (even your own). Don't apply Weakness "
                "and Resistance for this attack.")


@node("may_discard_for_bench_hit")
@dataclass(frozen=True, slots=True)
class MayDiscardForBenchHit(Node):
    """You may discard a ``type`` Energy card attached to this Pokémon; if you do and the opponent has
    Benched Pokémon, choose 1 of them: ``amount`` damage to it (Ball of Flame)."""

    type: str
    amount: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.actions import OPPONENT
        from desktop.engine.prompts import OPTION

        game, attacker, them = m.game, m.attacker, m.them
        mine = [u for u in attacker.energy if self.type in game.cards[u].provides] if attacker is not None else []
        if pc == 0 and not mine:
            return m.done()
        if pc == 0 and m.choose(1, None, m.scope.player, OPTION, ("yes", "no"), f"Discard a {self.type} Energy card?",
                                "may", auto_single=False):
            return 1
        if pc == 1:
            if m.answer != "yes" or attacker is None:
                return m.done()
            combat.discard_attached(game, attacker, mine[0], 0)
            if not them.bench:
                return m.done()
            if m.choose(2, None, m.scope.player, POKEMON, [OPPONENT + p for p in range(1, len(them.bench) + 1)],
                        "Choose a Benched Pokémon to damage.", "damage_target"):
                return 1
        pos = m.answer - OPPONENT
        slot = them.slot(pos)
        if slot is not None:
            combat.attack_damage(m, m.scope.opp, pos, slot, self.amount, apply_wr=False)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"You may discard a {self.type} Energy card attached to {w.name} when you use this attack. If you do "
                f"and if your opponent has any Benched Pokémon, choose 1 of them and this attack does {self.amount} "
                "damage to it. (Don't apply Weakness and Resistance for Benched Pokémon.)")


@node("heads_more_and_bench")
@dataclass(frozen=True, slots=True)
class HeadsMoreAndBench(Node):
    """Flip a coin; heads: ``more`` more damage to the Defending Pokémon and ``bench`` damage to
    each of the opponent's Benched Pokémon (Stamp)."""

    more: int
    bench: int
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 1 or not m.game.coin(m.scope.source, m.scope.player):
            return m.done()
        m.scope.damage += self.more
        return enter(m, Damage(Selector("opp_bench"), Const(self.bench)), 1)

    def words(self, w: Words) -> str:
        return (f"Flip a coin. If heads, this attack does {w.damage} damage plus {self.more} more damage (to the "
                f"Defending Pokémon) and {self.bench} damage to each of your opponent's Benched Pokémon. (Don't apply "
                f"Weakness and Resistance for Benched Pokémon.) If tails, this attack does {w.damage} damage (to the "
                "Defending Pokémon).")


def _opp_bench_codes(m: Machine) -> list[int]:
    return [OPPONENT + pos for pos in range(1, len(m.them.bench) + 1)]


def _hit_bench(m: Machine, code: int, amount: int) -> None:
    opp, pos = m.scope.opp, code % OPPONENT
    slot = m.game.players[opp].slot(pos)
    if slot is not None:
        combat.attack_damage(m, opp, pos, slot, amount, apply_wr=False)


@node("bench_shot")
@dataclass(frozen=True, slots=True)
class BenchShot(Node):
    """Choose 1 of the opponent's Benched Pokémon (``flip``: and flip a coin; heads) and do ``amount``
    damage to it; the attack can't be used if the opponent has no Benched Pokémon."""

    amount: int
    flip: bool = False
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[1 - player].bench) or not self.flip  # only the coin's words say so

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and m.choose(1, None, m.scope.player, POKEMON, _opp_bench_codes(m), "Choose a Pokémon to damage.",
                                "damage_target"):
            return 1
        if m.answer is not None and (not self.flip or m.game.coin(m.scope.source, m.scope.player)):
            _hit_bench(m, m.answer, self.amount)
        return m.done()

    def words(self, w: Words) -> str:
        if self.flip:
            return (f"Choose 1 of your opponent's Benched Pokémon and flip a coin. If heads, this attack does "
                    f"{self.amount} damage to that Pokémon. {BENCH_NOTE} This attack can't be used if your "
                    "opponent has no Benched Pokémon.")
        return (f"Choose 1 of your opponent's Benched Pokémon, and this attack does {self.amount} damage to it. "
                f"{BENCH_NOTE}")


@node("damage_up_to")
@dataclass(frozen=True, slots=True)
class DamageUpTo(Node):
    """If the opponent has Benched Pokémon, choose up to ``count`` of them (one at a time, or stop)
    and do ``amount`` damage to each."""

    count: int
    amount: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        chosen: tuple[int, ...] = local or ()
        if pc == 1 and m.answer is not None:
            chosen += (m.answer,)
        left = [c for c in _opp_bench_codes(m) if c not in chosen]
        if (pc == 0 or m.answer is not None) and left and len(chosen) < self.count and m.choose(
                1, chosen, m.scope.player, POKEMON, left, f"Choose a Pokémon to damage ({len(chosen) + 1} of up to "
                f"{self.count}).", "damage_target", optional=True, auto_single=False):
            return 1
        for code in chosen:
            _hit_bench(m, code, self.amount)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"If your opponent has any Benched Pokémon, choose up to {self.count} of them. This attack does "
                f"{self.amount} damage to each of them. {BENCH_NOTE}")


@node("damage_benched_not_type")
@dataclass(frozen=True, slots=True)
class DamageBenchedNotType(Atomic):
    """``amount`` damage to each Benched Pokémon of both players that isn't ``type`` (Water Ring)."""

    amount: int
    type: str

    def act(self, m: Machine) -> None:
        game = m.game
        for owner in (m.scope.opp, m.scope.player):
            for pos, slot in game.players[owner].in_play():
                if pos and self.type not in game.types_of(slot):
                    combat.attack_damage(m, owner, pos, slot, self.amount, apply_wr=False)

    def words(self, w: Words) -> str:
        return (f"Does {self.amount} damage to each Pokémon that isn't {self.type} on each player's Bench. "
                f"{BENCH_NOTE}")


@node("coin_for_each_in_play")
@dataclass(frozen=True, slots=True)
class CoinForEachInPlay(Node):
    """For each Pokémon in play (both players'), flip a coin: heads, ``amount`` damage to it, without
    Weakness and Resistance (Battle Frenzy)."""

    amount: int

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        for owner in (m.scope.player, m.scope.opp):
            for pos, slot in game.players[owner].in_play():
                if game.coin(m.scope.source, m.scope.player):
                    combat.attack_damage(m, owner, pos, slot, self.amount, apply_wr=False)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"For each Pokémon in play (yours and your opponent's), flip a coin. For each heads, this attack does "
                f"{self.amount} damage to that Pokémon. Don't apply Weakness and Resistance for this attack.")


@node("damage_bench_sharing_type")
@dataclass(frozen=True, slots=True)
class DamageBenchSharingType(Atomic):
    """``amount`` damage to each of the opponent's Benched Pokémon that shares a type with their Active
    Pokémon, without Weakness and Resistance (Bruxish's Synchronoise)."""

    amount: int

    def act(self, m: Machine) -> None:
        from desktop.engine.fx.spread_nodes import _hit

        game, them = m.game, m.them
        if them.active is None:
            return
        kinds = set(game.types_of(them.active))
        for pos, slot in list(them.in_play()):
            if pos and kinds & set(game.types_of(slot)):
                _hit(m, m.scope.opp, pos, self.amount)

    def words(self, w: Words) -> str:
        return (f"This attack does {self.amount} damage to each of your opponent's Benched Pokémon that shares a type "
                f"with {w.defending}. {BENCH_NOTE}")


@node("damage_each_benched_basic")
@dataclass(frozen=True, slots=True)
class DamageEachBenchedBasic(Atomic):
    """This attack does ``amount`` damage to each of your opponent's Benched Basic Pokémon, without
    Weakness and Resistance (Nidoking's Tail Swing)."""

    amount: int
    stage = AFTER

    def act(self, m: Machine) -> None:
        for pos, slot in m.them.in_play():
            if pos and m.game.card_of(slot).stage == "Basic":
                combat.attack_damage(m, m.scope.opp, pos, slot, self.amount, apply_wr=False)

    def words(self, w: Words) -> str:
        return f"This attack does {self.amount} damage to each of your opponent's Benched Basic Pokémon. {BENCH_NOTE}"


@node("heads_damage_each_opponent")
@dataclass(frozen=True, slots=True)
class HeadsDamageEachOpponent(Node):
    """Flip ``coins`` coins: the attack does ``per`` damage times the number of heads to each of the
    opponent's Pokémon (the Active Pokémon by the attack's damage, with Weakness and Resistance; the
    Benched ones without) (Rhyperior's Rock Shower)."""

    coins: int
    per: int
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.fx.spread_nodes import _hit

        game, pl = m.game, m.scope.player
        heads = sum(game.coin(m.scope.source, pl) for _ in range(self.coins))
        m.scope.damage += self.per * heads
        m.scope.does_damage = m.scope.damage > 0  # the attack prints no damage of its own
        if heads:
            for pos, _slot in list(m.them.in_play()):
                if pos:
                    _hit(m, m.scope.opp, pos, self.per * heads)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Flip {self.coins} coins. This attack does {self.per} damage times the number of heads to each of "
                f"your opponent's Pokémon. {BENCH_NOTE}")
