"""The hand-written position evaluation used by Normal and Hard.

``evaluate(game, me)`` scores a position from ``me``'s point of view (higher is
better). It reads only what ``me`` may know: the opponent's hand is used by its
size, never its contents. Every term and weight is documented in ``docs/ai.md``;
``evaluate_terms`` returns the same score split by term, for tuning and tests.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.ai.knowledge import (
    Threat,
    attack_potential,
    best_threat,
    card_info,
    line_info,
    line_of,
    units_of,
)
from desktop.engine import layer
from desktop.engine.fx.classic_power_nodes import marker_kinds
from desktop.engine.state import ASLEEP, PARALYZED

if TYPE_CHECKING:
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@dataclass(frozen=True, slots=True)
class Weights:
    """Weights of the evaluation terms (see docs/ai.md for the reasoning)."""

    win: float = 10_000.0  # a won game (lost: minus this)
    prize: float = 100.0  # per Prize card taken (difference between players)
    body: float = 14.0  # per Pokémon in play
    stage: float = 10.0  # per Evolution stage of a Pokémon in play
    hp: float = 2.0  # per 10 HP a Pokémon in play has left
    energy: float = 3.0  # per attached Energy unit (at most the line's largest cost + 1 count)
    potential: float = 0.3  # per damage point of the line's best attack, halved per missing Energy
    no_bench: float = 40.0  # only one Pokémon in play: one Knock Out loses the game
    threat_next: float = 0.9  # scale of what the player about to move can do to the other Active
    threat_later: float = 0.35  # scale of the other player's reply a turn later
    hand: float = 3.0  # per card in hand (the first 8; contents refine it for our own hand)
    hand_energy: float = 1.1  # an Energy card in our hand counts this many cards
    hand_evolution: float = 1.6  # an Evolution card for a Pokémon we have in play
    hand_basic: float = 1.0  # a Basic Pokémon card while the Bench has room
    deck_low: float = 4.0  # times (6 - cards left in deck) squared
    deck_thin: float = 2.0  # per card the deck holds fewer than DECK_THIN (a draw engine must not draw it out)
    deck_empty: float = 3_000.0  # must draw next with an empty deck: the game is lost
    condition: float = 6.0  # per Special Condition on an Active (on top of its effects)
    once_a_game: float = 5.0  # a once-a-game power (VSTAR, GX) the deck list holds, not used yet


WEIGHTS = Weights()
DECK_THIN = 15  # cards left in a deck below which each one drawn costs ``deck_thin``


def evaluate(game: Game, me: int, w: Weights = WEIGHTS) -> float:
    """Score ``game`` for player ``me``."""
    return _evaluate(game, me, w, None)


def evaluate_terms(game: Game, me: int, w: Weights = WEIGHTS) -> dict[str, float]:
    """The score split by term (the terms add up to ``evaluate``)."""
    terms: dict[str, float] = {}
    _evaluate(game, me, w, terms)
    return terms


def _add(terms: dict[str, float] | None, key: str, value: float) -> None:
    if terms is not None:
        terms[key] = terms.get(key, 0.0) + value


def _evaluate(game: Game, me: int, w: Weights, terms: dict[str, float] | None) -> float:
    outcome = game.outcome
    if outcome is not None:
        # a draw is 0; win sooner, lose later
        value = 0.0 if outcome.winner is None else (w.win - game.turn if outcome.winner == me
                                                     else -w.win + game.turn)
        _add(terms, "outcome", value)
        return value
    opp = 1 - me
    players = game.players
    score = w.prize * (len(players[opp].prizes) - len(players[me].prizes))
    _add(terms, "prizes", score)
    mover = game.current
    mine, my_active_value = _side(game, me, me, mover, w, terms, 1.0)
    theirs, their_active_value = _side(game, opp, me, mover, w, terms, -1.0)
    score += mine - theirs
    reserve = w.once_a_game * (_unused_powers(game, me) - _unused_powers(game, opp))
    _add(terms, "reserve", reserve)
    score += reserve
    threat = _threats(game, me, mover, w, my_active_value, their_active_value)
    _add(terms, "threats", threat)
    return score + threat


_SLOT_VALUES: dict[tuple, float] = {}
_SEEN: dict[int, object] = {}  # objects whose ids key the caches (kept alive, so ids stay unique)


def slot_value(game: Game, player: int, slot: Slot, w: Weights = WEIGHTS) -> float:
    """What a Pokémon in play is worth to its owner (body, stage, HP left, Energy)."""
    if slot.effects or layer.HP in game.static_points:  # HP changed by an effect, a Tool, a Stadium ...
        return _slot_value(game, player, slot, w)
    cards = game.cards
    key = (id(cards), id(w), player, slot.top, slot.damage, tuple(slot.energy))
    hit = _SLOT_VALUES.get(key)
    if hit is not None:
        return hit
    if len(_SLOT_VALUES) > 100_000 or len(_SEEN) > 1000:
        _SLOT_VALUES.clear()
        _SEEN.clear()
    _SEEN.setdefault(id(cards), cards)
    _SEEN.setdefault(id(w), w)
    _SLOT_VALUES[key] = value = _slot_value(game, player, slot, w)
    return value


def _slot_value(game: Game, player: int, slot: Slot, w: Weights) -> float:
    card = game.cards[slot.top]
    info = card_info(card)
    remaining = max(0, game.hp_of(slot) - slot.damage)
    value = w.body + w.stage * info.stage + w.hp * remaining / 10
    line = line_info(game, player, card)
    units = units_of(game, slot) if slot.energy else ()
    value += w.energy * min(len(units), line.max_cost + 1) + w.potential * attack_potential(line, units)
    return value


def _side(game: Game, player: int, viewer: int, mover: int, w: Weights, terms: dict[str, float] | None,
          sign: float) -> tuple[float, float]:
    """Board, hand and deck of one player; also returns its Active's value."""
    p = game.players[player]
    total = 0.0
    active_value = 0.0
    slot = p.active
    if slot is not None:
        active_value = total = slot_value(game, player, slot, w)
        conditions = (slot.rot != 0) + (slot.poison > 0) + slot.burned
        if conditions:
            total -= w.condition * conditions
            # Poison and Burn keep costing HP at each Checkup.
            total -= w.hp * (slot.poison * 1.5 + (15 if slot.burned else 0)) / 10
    for slot in p.bench:
        total += slot_value(game, player, slot, w)
    if len(p.bench) + (p.active is not None) <= 1:
        total -= w.no_bench
    hand = _hand_value(game, player, viewer, w)
    deck = len(p.deck)
    deck_term = -w.deck_thin * max(0, DECK_THIN - deck)
    if deck < 6:
        deck_term -= w.deck_low * (6 - deck) ** 2
        if deck == 0 and player != mover:
            deck_term -= w.deck_empty
    if terms is not None:
        _add(terms, "board", sign * total)
        _add(terms, "hand", sign * hand)
        _add(terms, "deck", sign * deck_term)
    return total + hand + deck_term, active_value


def _hand_value(game: Game, player: int, viewer: int, w: Weights) -> float:
    p = game.players[player]
    if player != viewer:  # hidden: only the count is known
        n = len(p.hand)
        return w.hand * (min(n, 8) + 0.3 * max(0, n - 8))
    cards = game.cards
    in_play = None
    bench_room = len(p.bench) < game.rules.bench_size
    values = []
    for uid in p.hand:
        card = cards[uid]
        if card.kind == "pokemon":
            if card.stage == "Basic":
                values.append(w.hand_basic if bench_room else 0.4)
            else:
                if in_play is None:
                    in_play = {cards[s.top].name for s in p.slots()}
                values.append(w.hand_evolution if card.evolves_from in in_play else 0.8)
        elif card.kind == "energy":
            values.append(w.hand_energy)
        else:
            values.append(1.0)
    if len(values) > 8:
        values.sort(reverse=True)
        return w.hand * (sum(values[:8]) + 0.3 * sum(values[8:]))
    return w.hand * sum(values)


_KINDS: dict[tuple[int, int], tuple[tuple, tuple[str, ...]]] = {}


def _unused_powers(game: Game, player: int) -> int:
    """Kinds of once-a-game power in ``player``'s deck list (public) not used yet: a reserve."""
    printed = game.printed
    key = (id(printed), player)
    hit = _KINDS.get(key)
    if hit is None or hit[0] is not printed:
        lo, hi = (0, game.split) if player == 0 else (game.split, len(printed))
        if len(_KINDS) > 512:
            _KINDS.clear()
        hit = _KINDS[key] = (printed, marker_kinds({printed[u] for u in range(lo, hi)}))
    return sum(1 for kind in hit[1] if (player, kind) not in game.markers)


_ENERGY_SHARE: dict[tuple[int, int], tuple[tuple, dict[str, float]]] = {}


def _energy_share(game: Game, player: int) -> dict[str, float]:
    """Fraction of ``player``'s deck list that is Energy providing each type (public)."""
    printed = game.printed  # the deck list: a face-down card's printed card too
    key = (id(printed), player)
    hit = _ENERGY_SHARE.get(key)
    if hit is not None and hit[0] is printed:
        return hit[1]
    lo, hi = (0, game.split) if player == 0 else (game.split, len(printed))
    counts: dict[str, float] = {}
    for uid in range(lo, hi):
        card = printed[uid]
        if card.kind == "energy":
            for unit in set(card.provides):
                counts[unit] = counts.get(unit, 0.0) + 1
            counts["Colorless"] = counts.get("Colorless", 0.0) + 1
    size = max(1, hi - lo)
    share = {k: v / size for k, v in counts.items()}
    if len(_ENERGY_SHARE) > 512:
        _ENERGY_SHARE.clear()
    _ENERGY_SHARE[key] = (printed, share)
    return share


_NEEDS: dict[tuple, tuple[tuple, str]] = {}  # value: (the card table it was computed from, need)


def _needed_type(game: Game, player: int, active: Slot) -> str:
    """The Energy type the Active's line most needs next ("Colorless": any will do)."""
    units = units_of(game, active)
    key = (id(game.cards), player, active.top, units)
    hit = _NEEDS.get(key)
    if hit is not None and hit[0] is game.cards:  # an id alone may belong to a card table since freed
        return hit[1]
    _max_cost, main = line_of(game, player, game.cards[active.top])
    need = "Colorless"
    have = list(units)
    for symbol in main:
        if symbol in have:
            have.remove(symbol)
        elif symbol != "Colorless":
            need = symbol
            break
    if len(_NEEDS) > 50_000:
        _NEEDS.clear()
    _NEEDS[key] = (game.cards, need)
    return need


def _attach_guess(game: Game, player: int, viewer: int) -> tuple[tuple[str, ...], float]:
    """Energy ``player`` may still attach before attacking, and the chance they can.

    For the viewer it is read from their hand; for the opponent it is estimated
    from the hand size and the share of Energy in their (public) deck list.
    """
    if game.current == player and game.energy_played:
        return (), 0.0
    p = game.players[player]
    active = p.active
    if active is None:
        return (), 0.0
    need = _needed_type(game, player, active)
    if player == viewer:
        cards = game.cards
        best: tuple[str, ...] = ()
        for uid in p.hand:
            card = cards[uid]
            if card.kind == "energy" and card.provides:
                if need == "Colorless" or need in card.provides:
                    return card.provides, 1.0
                best = best or card.provides
        return (best, 1.0) if best else ((), 0.0)
    share = _energy_share(game, player).get(need, 0.0)
    return (need,), 1.0 - (1.0 - share) ** len(p.hand)


def _threats(game: Game, me: int, mover: int, w: Weights, my_active_value: float,
             their_active_value: float) -> float:
    """Damage and Knock Outs in reach: the mover's attack now, the other's reply later."""
    other = 1 - mover
    players = game.players
    victim = players[other].active
    attacker = players[mover].active
    if victim is None or attacker is None:
        return 0.0
    extra, prob = _attach_guess(game, mover, me)
    t1 = best_threat(game, mover, extra, prob) if not game.attacked else Threat()
    other_value = my_active_value if other == me else their_active_value
    mover_value = my_active_value if mover == me else their_active_value
    loss_other = w.win * 0.5 if not players[other].bench else w.prize * game.prize_value(victim) + other_value
    first = w.threat_next * (t1.p_ko * loss_other + (1 - t1.p_ko) * w.hp * t1.damage / 10)
    # The other player's reply, one turn later, if their Active survives and can act.
    extra2, prob2 = _attach_guess(game, other, me)
    t2 = best_threat(game, other, extra2, prob2, ignore_rot=True)
    if victim.rot in (ASLEEP, PARALYZED):  # it may recover by its next turn
        t2 = Threat(t2.p_ko * 0.5, t2.damage * 0.5, t2.paralyze * 0.5, t2.attack)
    factor = (1 - t1.p_ko) * (1 - t1.paralyze)
    loss_mover = w.win * 0.5 if not players[mover].bench else w.prize * game.prize_value(attacker) + mover_value
    second = w.threat_later * factor * (t2.p_ko * loss_mover + (1 - t2.p_ko) * w.hp * t2.damage / 10)
    value = first - second
    return value if mover == me else -value
