"""What the computer players know about cards: attack damage, Energy needs, card worth.

Everything here reads a game (a view or a search copy) and never changes it.
Per-card facts are computed once and cached by card identity; per-position
estimates (``attack_outcomes``) follow the engine's damage pipeline closely
enough to rank moves, and are exact for the Base Set's plain attacks.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import combat, damage_rules, layer
from desktop.engine.energy import ANY
from desktop.engine.fx.control import DoesNothing, Flip, Seq
from desktop.engine.fx.damage_nodes import (
    DiscardOwnEnergy,
    HalfRemainingHP,
    LessDamage,
    MoreDamage,
    SelfDamage,
    Times,
)
from desktop.engine.fx.machine import Machine, Scope
from desktop.engine.fx.node import Node
from desktop.engine.fx.procedures import CopyAttack, MirrorMove
from desktop.engine.fx.status_nodes import Condition
from desktop.engine.fx.values import Const, Count, Heads
from desktop.engine.state import ASLEEP, CONFUSED, NONE, PARALYZED, Slot

if TYPE_CHECKING:
    from desktop.engine.cards import AttackDef, CardDef
    from desktop.engine.game import Game

STAGES = {"Basic": 0, "Stage 1": 1, "Stage 2": 2}


# ---------------------------------------------------------------- per-card facts
@dataclass(frozen=True, slots=True)
class AttackInfo:
    """Static facts of one attack, read once from its effect tree."""

    index: int
    name: str
    cost: tuple[str, ...]
    damage: int
    before: tuple[Node, ...]  # nodes that run before damage (costs, damage changes)
    after: tuple[Node, ...]
    coins: bool  # the attack flips coins (its result is random)
    attack: AttackDef  # the definition (its nodes say when it may be used)
    paralyze: float  # chance the Defending Pokémon ends Paralyzed
    sleep: float
    confuse: float
    poison: float
    self_damage: int
    discards_energy: int  # Energy cards discarded from the attacker to use it


@dataclass(frozen=True, slots=True)
class CardInfo:
    """Static facts of a card that the agents use over and over."""

    card: CardDef
    stage: int
    attacks: tuple[AttackInfo, ...]
    max_cost: int


_CARD_INFO: dict[int, CardInfo] = {}
_KEEP: list[CardDef] = []  # keeps cached cards alive so ids are never reused


def _walk(n: Node | None, branch_prob: float, out: dict) -> None:
    """Chances and amounts an effect tree gives, weighting each coin branch by one half."""
    if n is None:
        return
    if isinstance(n, Flip):
        out["coins"] = True
        _walk(n.heads, branch_prob * 0.5, out)
        _walk(n.tails, branch_prob * 0.5, out)
        return
    if isinstance(n, Times | MoreDamage) and isinstance(n.amount, Heads):
        out["coins"] = True
    if isinstance(n, Condition) and n.target in ("defending", "both"):
        key = {"Paralyzed": "paralyze", "Asleep": "sleep", "Confused": "confuse",
               "Poisoned": "poison", "Burned": "poison"}.get(n.condition)
        if key:
            out[key] = out.get(key, 0.0) + branch_prob
    elif isinstance(n, SelfDamage) and isinstance(n.amount, Const):
        out["self_damage"] = out.get("self_damage", 0) + int(n.amount.n * branch_prob)
    elif isinstance(n, DiscardOwnEnergy):
        out["discards_energy"] = 99 if n.all else n.count
    for child in n.children():
        _walk(child, branch_prob, out)


def card_info(card: CardDef) -> CardInfo:
    """Cached static facts of ``card``."""
    info = _CARD_INFO.get(id(card))
    if info is not None:
        return info
    attacks = []
    for index, atk in enumerate(card.attacks):
        flags: dict = {}
        _walk(atk.effect, 1.0, flags)
        before = atk.before.nodes if atk.before is not None else ()
        after = atk.after.nodes if atk.after is not None else ()
        attacks.append(AttackInfo(
            index, atk.name, atk.cost, atk.damage, before, after, bool(flags.get("coins")), atk,
            min(1.0, flags.get("paralyze", 0.0)), min(1.0, flags.get("sleep", 0.0)),
            min(1.0, flags.get("confuse", 0.0)), min(1.0, flags.get("poison", 0.0)),
            flags.get("self_damage", 0), flags.get("discards_energy", 0)))
    info = CardInfo(card, STAGES.get(card.stage, 0), tuple(attacks),
                    max((len(a.cost) for a in card.attacks), default=0))
    _CARD_INFO[id(card)] = info
    _KEEP.append(card)
    return info


def attack_has_coins(game: Game, player: int, index: int) -> bool:
    """True if using attack ``index`` of ``player``'s Active involves a coin flip."""
    slot = game.players[player].active
    if slot is None:
        return False
    if slot.rot == CONFUSED or (slot.effects and slot.has_effect(layer.ATTACK_COIN)):
        return True
    info = card_info(game.card_of(slot))
    if index >= len(info.attacks):
        return False
    atk = info.attacks[index]
    return atk.coins or any(isinstance(n, CopyAttack) for n in atk.after)


# ---------------------------------------------------------------- energy
def units_of(game: Game, slot: Slot) -> tuple[str, ...]:
    """The Energy units attached to ``slot``."""
    if slot.effects:
        return tuple(combat.energy_units(game, slot))
    cards = game.cards
    energy = slot.energy
    if len(energy) == 1:
        return cards[energy[0]].provides
    out: list[str] = []
    for uid in energy:
        out.extend(cards[uid].provides)
    return tuple(out)


_MISSING: dict[tuple, int] = {}


def missing_units(units: tuple[str, ...], cost: tuple[str, ...]) -> int:
    """How many more (well-typed) Energy units are needed to pay ``cost``."""
    if not cost:
        return 0
    key = (units, cost)
    hit = _MISSING.get(key)
    if hit is not None:
        return hit
    if len(_MISSING) > 100_000:
        _MISSING.clear()
    _MISSING[key] = result = _missing_units(units, cost)
    return result


def _missing_units(units: tuple[str, ...], cost: tuple[str, ...]) -> int:
    have: dict[str, int] = {}
    wild = 0
    for unit in units:
        if unit == ANY:
            wild += 1
        else:
            have[unit] = have.get(unit, 0) + 1
    typed_missing = 0
    used = 0
    colorless = 0
    for symbol in cost:
        if symbol == "Colorless":
            colorless += 1
            continue
        if have.get(symbol, 0) > 0:
            have[symbol] -= 1
            used += 1
        elif wild > 0:
            wild -= 1
            used += 1
        else:
            typed_missing += 1
    spare = len(units) - used
    return typed_missing + max(0, colorless - spare)


# ---------------------------------------------------------------- attacks
def _final_damage(game: Game, amount: float, atk_type: str, attacker: Slot | None, defender: Slot,
                  to_active: bool = True) -> float:
    """Base damage through Weakness, Resistance, PlusPower and the defender's effects."""
    if amount <= 0:
        return 0.0
    card = game.cards[defender.top]
    if to_active:
        for w_type, value in damage_rules.weakness(game, defender, card):
            if w_type == atk_type:
                amount = amount * int(value[1:]) if value.startswith("x") else amount + int(value)
        for r_type, r_value in damage_rules.resistance(game, defender, card):
            if r_type == atk_type:
                amount += r_value
        if amount <= 0:
            return 0.0
        if attacker is not None and (attacker.effects or layer.DAMAGE_BY_ATTACKER in game.static_points):
            for mod in layer.mods_on(game, attacker, layer.DAMAGE_BY_ATTACKER):
                amount += mod.extra()
    if defender.effects or not layer.DEFENCE_POINTS.isdisjoint(game.static_points):
        if damage_rules.protected(game, defender):
            return 0.0
        for mod in layer.mods_on(game, defender, layer.DAMAGE_TO_DEFENDER):
            result, prevented = mod.defend(game, int(amount))
            if prevented:
                return 0.0
            amount = float(result)
    return max(0.0, amount)


def usable_now(game: Game, player: int, slot: Slot, atk: AttackInfo, units: tuple[str, ...]) -> bool:
    """True if ``slot`` (as Active) could use ``atk`` with ``units`` attached."""
    if missing_units(units, atk.cost) > 0:
        return False
    if slot.effects and not layer.may_use_attack(game, player, slot, atk.name):
        return False
    effect = atk.attack.effect
    return effect is None or effect.usable(game, player, atk.attack)


def _count(game: Game, player: int, atk: AttackInfo, amount) -> int:
    """The value of a count (no coins) for ``player``'s Active using ``atk``, as the engine would see it."""
    machine = Machine(game, Seq(()), Scope(player, atk.name, source_pos=0))
    machine.scope.attack = atk.attack
    saved = game.rng.state  # a coin amount (Rapid-Fire Combo) flips: the game's own coins must not move
    try:
        return int(amount.value(machine))
    finally:
        game.rng.state = saved


def attack_outcomes(game: Game, player: int, slot: Slot, atk: AttackInfo, defender: Slot | None
                    ) -> list[tuple[float, float]]:
    """Possible damage to the Defending Pokémon as ``(probability, damage)`` pairs, read from the
    attack's nodes before damage (coins as probabilities, counts as the engine counts them)."""
    if defender is None:
        return [(1.0, 0.0)]
    card = game.cards[slot.top]
    outcomes: list[tuple[float, float]] = [(1.0, float(atk.damage))]
    for n in atk.before:
        if isinstance(n, Times):
            if isinstance(n.amount, Heads):
                dist = _binomial(n.amount.coins)
                outcomes = [(p * q, d * k) for p, d in outcomes for k, q in enumerate(dist)]
            else:
                value = float(atk.damage * _count(game, player, atk, n.amount))
                outcomes = [(p, value) for p, _d in outcomes]
        elif isinstance(n, Flip):
            if isinstance(n.tails, DoesNothing):
                outcomes = _merge([(p * 0.5, d) for p, d in outcomes] + [(0.5, 0.0)])
            elif isinstance(n.heads, MoreDamage) and isinstance(n.heads.amount, Const):
                bonus = n.heads.amount.n
                outcomes = [(p * 0.5, d + bonus) for p, d in outcomes] + [(p * 0.5, d) for p, d in outcomes]
        elif isinstance(n, MoreDamage):
            bonus = _count(game, player, atk, n.amount)
            outcomes = [(p, d + bonus) for p, d in outcomes]
        elif isinstance(n, LessDamage):
            less = _count(game, player, atk, n.amount)
            outcomes = [(p, max(0.0, d - less)) for p, d in outcomes]
        elif isinstance(n, HalfRemainingHP):
            remaining = max(0, game.hp_of(defender) - defender.damage)
            outcomes = [(p, float(((remaining // 2 + 9) // 10) * 10)) for p, d in outcomes]
    for n in atk.after:
        if isinstance(n, MirrorMove):
            record = slot.effect_value("attacked") if slot.effects else None
            mirrored = float(record[0]) if record else 0.0
            outcomes = [(p, d + mirrored) for p, d in outcomes]
    atk_type = card.type
    result = [(p, _final_damage(game, d, atk_type, slot, defender)) for p, d in outcomes]
    fail = 0.0
    if slot.rot == CONFUSED:
        fail = 0.5
    if slot.effects and slot.has_effect(layer.ATTACK_COIN):
        fail = 1 - (1 - fail) * 0.5
    if fail:
        result = [(p * (1 - fail), d) for p, d in result] + [(fail, 0.0)]
    return result


def _binomial(n: int) -> list[float]:
    from math import comb

    return [comb(n, k) / 2 ** n for k in range(n + 1)]


def _merge(outcomes: list[tuple[float, float]]) -> list[tuple[float, float]]:
    merged: dict[float, float] = {}
    for p, d in outcomes:
        merged[d] = merged.get(d, 0.0) + p
    return [(p, d) for d, p in merged.items()]


@dataclass(slots=True)
class Threat:
    """How hard one Active Pokémon can hit the other next turn."""

    p_ko: float = 0.0  # chance of a Knock Out
    damage: float = 0.0  # expected damage, capped at the defender's remaining HP
    paralyze: float = 0.0  # chance the defender is left unable to attack
    attack: int = -1  # index of the attack giving this threat


def best_threat(game: Game, player: int, extra_units: tuple[str, ...] = (), attach_prob: float = 0.0,
                ignore_rot: bool = False) -> Threat:
    """The best attack ``player``'s Active can make against the other Active.

    ``extra_units`` is Energy the player may still attach (with probability
    ``attach_prob``); the better of "with" and "without" it is weighed.
    ``ignore_rot`` rates an Asleep or Paralyzed Active as if it could attack.
    """
    me = game.players[player]
    slot = me.active
    defender = game.players[1 - player].active
    if slot is None or defender is None:
        return Threat()
    if slot.rot in (ASLEEP, PARALYZED) and not ignore_rot:
        return Threat()
    units = units_of(game, slot)
    base = _threat_with(game, player, slot, defender, units)
    if extra_units and attach_prob > 0:
        more = _threat_with(game, player, slot, defender, units + tuple(extra_units))
        if more.p_ko > base.p_ko or more.damage > base.damage:
            return Threat(
                base.p_ko + attach_prob * (more.p_ko - base.p_ko),
                base.damage + attach_prob * (more.damage - base.damage),
                base.paralyze + attach_prob * (more.paralyze - base.paralyze),
                more.attack if attach_prob >= 0.5 else base.attack,
            )
    return base


_THREATS: dict[tuple, Threat] = {}


def _threat_with(game: Game, player: int, slot: Slot, defender: Slot, units: tuple[str, ...]) -> Threat:
    key: tuple = (id(game.cards), slot.top, slot.damage, slot.rot, units, defender.top, defender.damage, defender.rot,
           len(defender.energy))
    if slot.tools or slot.effects or slot.held or defender.tools or defender.effects or defender.held:
        key += (tuple(slot.tools), slot.effects, slot.held, tuple(defender.tools), defender.effects, defender.held)
    hit = _THREATS.get(key)
    if hit is not None and _CARDS_SEEN.get(id(game.cards)) is game.cards:
        return hit
    if len(_THREATS) > 100_000:
        _THREATS.clear()
        _CARDS_SEEN.clear()
    _CARDS_SEEN[id(game.cards)] = game.cards
    _THREATS[key] = result = _compute_threat(game, player, slot, defender, units)
    return result


_CARDS_SEEN: dict[int, tuple] = {}  # card tables the caches were filled from (ids stay valid)


def _compute_threat(game: Game, player: int, slot: Slot, defender: Slot, units: tuple[str, ...]) -> Threat:
    info = card_info(game.cards[slot.top])
    remaining = max(0, game.hp_of(defender) - defender.damage)
    best = Threat()
    best_score = -1.0
    for atk in info.attacks:
        if not usable_now(game, player, slot, atk, units):
            continue
        p_ko = 0.0
        dmg = 0.0
        for p, d in attack_outcomes(game, player, slot, atk, defender):
            if d >= remaining:
                p_ko += p
            dmg += p * min(d, remaining)
        para = (atk.paralyze + atk.sleep * 0.5) * (1 - p_ko)
        score = p_ko * 1000 + dmg + para * 15 + atk.confuse * 5 + atk.poison * 5
        if score > best_score:
            best_score = score
            best = Threat(p_ko, dmg, para, atk.index)
    return best


# ---------------------------------------------------------------- deck lists
def expected_value(atk: AttackInfo) -> float:
    """Rough worth of an attack in damage points, whatever it is used against."""
    d = float(atk.damage)
    for n in atk.before:
        if isinstance(n, Times):
            d = d * n.amount.coins * 0.5 if isinstance(n.amount, Heads) else 25.0
        elif isinstance(n, HalfRemainingHP):
            d = 25.0
        elif isinstance(n, Flip):
            if isinstance(n.tails, DoesNothing):
                d *= 0.5
            elif isinstance(n.heads, MoreDamage) and isinstance(n.heads.amount, Const):
                d += n.heads.amount.n * 0.5
        elif isinstance(n, MoreDamage) and isinstance(n.amount, Count):
            d += n.amount.per
    d += 12 * atk.paralyze + 6 * atk.sleep + 4 * atk.confuse + 8 * atk.poison
    d -= 0.3 * atk.self_damage + 8 * min(atk.discards_energy, 2)
    return max(d, 3.0)


@dataclass(frozen=True, slots=True)
class LineInfo:
    """A Pokémon's evolution line in its owner's deck list."""

    max_cost: int  # most Energy any attack of the line needs
    main: tuple[str, ...]  # cost of the line's strongest attack
    attacks: tuple[tuple[tuple[str, ...], float], ...]  # (cost, worth x discount for evolving first)


EVOLVE_DISCOUNT = 0.6  # an attack of an Evolution not yet in play counts this much per Stage
_LINES: dict[tuple[int, int], tuple[tuple, dict[str, LineInfo]]] = {}


def evolution_lines(game: Game, player: int) -> dict[str, LineInfo]:
    """For each Pokémon name in ``player``'s deck list (public): its line's Energy needs
    and attacks, including those of its Evolutions in the deck list."""
    key = (id(printed := game.printed), player)  # the deck list: a face-down card's printed card too
    hit = _LINES.get(key)
    if hit is not None and hit[0] is printed:
        return hit[1]
    lo, hi = (0, game.split) if player == 0 else (game.split, len(printed))
    pokemon: dict[str, CardDef] = {}
    for uid in range(lo, hi):
        card = printed[uid]
        if card.kind == "pokemon":
            pokemon.setdefault(card.name, card)
    children: dict[str, list[str]] = {}
    for card in pokemon.values():
        if card.evolves_from:
            children.setdefault(card.evolves_from, []).append(card.name)

    def line(name: str, discount: float, depth: int = 0) -> list[tuple[tuple[str, ...], float, int]]:
        card = pokemon[name]
        out = [(a.cost, expected_value(a) * discount, a.damage) for a in card_info(card).attacks]
        if depth < 3:
            for child in children.get(name, ()):
                out += line(child, discount * EVOLVE_DISCOUNT, depth + 1)
        return out

    result: dict[str, LineInfo] = {}
    for name in pokemon:
        attacks = line(name, 1.0)
        max_cost = max((len(c) for c, _v, _d in attacks), default=0)
        main = max(attacks, key=lambda a: (a[2], -len(a[0])))[0] if attacks else ()
        result[name] = LineInfo(max_cost, main, tuple((c, v) for c, v, _d in attacks))
    if len(_LINES) > 512:
        _LINES.clear()
    _LINES[key] = (printed, result)
    return result


def line_info(game: Game, player: int, card: CardDef) -> LineInfo:
    """The line of ``card`` for ``player`` (the card alone if it is not in the deck list)."""
    entry = evolution_lines(game, player).get(card.name)
    if entry is None:
        main = main_attack(card)
        entry = LineInfo(card_info(card).max_cost, main.cost if main else (),
                         tuple((a.cost, expected_value(a)) for a in card_info(card).attacks))
    return entry


def line_of(game: Game, player: int, card: CardDef) -> tuple[int, tuple[str, ...]]:
    """(most Energy the card's line may use, cost of the line's main attack)."""
    entry = line_info(game, player, card)
    return entry.max_cost, entry.main


POTENTIAL_DECAY = 0.5  # each missing Energy unit halves an attack's worth


def attack_potential(line: LineInfo, units: tuple[str, ...]) -> float:
    """Best attack worth of the line, halved for each Energy unit still missing."""
    best = 0.0
    for cost, value in line.attacks:
        v = value * POTENTIAL_DECAY ** missing_units(units, cost)
        if v > best:
            best = v
    return best


def energy_needed_types(game: Game, player: int) -> dict[str, float]:
    """How much ``player``'s Pokémon in play still want each Energy type (Colorless: any)."""
    want: dict[str, float] = {}
    for pos, slot in game.players[player].in_play():
        card = game.cards[slot.top]
        _max_cost, main = line_of(game, player, card)
        units = units_of(game, slot)
        if missing_units(units, main) <= 0:
            continue
        weight = 2.0 if pos == 0 else 1.0
        have: dict[str, int] = {}
        for u in units:
            have[u] = have.get(u, 0) + 1
        for symbol in main:
            if have.get(symbol, 0) > 0:
                have[symbol] -= 1
                continue
            want[symbol] = want.get(symbol, 0.0) + weight
    return want


def energy_fits(card: CardDef, want: dict[str, float]) -> float:
    """How much an Energy card is wanted given ``energy_needed_types``."""
    score = 0.0
    for unit in card.provides:
        score += want.get(unit, 0.0) + 0.5 * want.get("Colorless", 0.0)
        if unit == ANY:
            score += sum(want.values())
    return score


def slot_rot_blocks_attack(slot: Slot) -> bool:
    """Asleep or Paralyzed: cannot attack or retreat."""
    return slot.rot in (ASLEEP, PARALYZED)


def has_condition(slot: Slot) -> bool:
    return slot.rot != NONE or slot.poison > 0 or slot.burned


def main_attack(card: CardDef) -> AttackDef | None:
    """The card's strongest printed attack (most damage, then cheapest)."""
    return max(card.attacks, key=lambda a: (a.damage, -len(a.cost)), default=None)


def _nodes(effect: Node | None) -> list[Node]:
    return list(effect.walk()) if effect is not None else []


def node_names(effect: Node | None) -> frozenset[str]:
    """The kinds of node in an effect tree (what a Trainer does, as data)."""
    return frozenset(n.op for n in _nodes(effect))


def effect_size(effect: Node | None) -> int:
    """How many top-level steps an effect has (a rough measure of how much an attack does)."""
    if effect is None:
        return 0
    return len(effect.nodes) if isinstance(effect, Seq) else 1
