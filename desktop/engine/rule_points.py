"""Rule points named for a mechanism of the game, which the core asks and card modules answer.

The core never names a card: where a rule of some card acts at a fixed moment of the game (a
Pokémon was put onto the Bench, an Energy was attached, the Active Pokémon was switched, the
Pokémon Checkup, damage was placed, a Pokémon would be Knocked Out, ...), the core asks the
point's answers, and the effect package (``desktop/engine/fx``) registers them when its modules
are imported, with ``@answers(POINT, gate, ...)``.

A point with gates is asked only in a game where some card has one of those modifier points
(``game_points.static_points`` adds the point then): elsewhere it costs one set lookup. A point
without gates is asked under a cheap condition the core checks itself (``slot.effects``,
``game.lasting``), as its comment says; "effects" there are those beyond the core's own mark
``MOVED_TO_ACTIVE`` (``state.affected``), which no answer reads.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])

# asked when some card of the game has one of the gates (in ``Game.static_points``)
BENCHED_FROM_HAND = "rp_benched_from_hand"  # a Pokémon was put onto the Bench from the hand (the bench action)
ATTACHED_FROM_HAND = "rp_attached_from_hand"  # an Energy card was attached from the hand
PLAYED_AS_BASIC = "rp_played_as_basic"  # a Trainer played as a Basic Pokémon: may the bench action go on?
SWITCHED = "rp_switched"  # the Active Pokémon moved to the Bench and another became Active
BENCH_SIZE = "rp_bench_size"  # a Stadium in play or leaving play sets how many Benched Pokémon there may be
ENERGY_DOUBLED = "rp_energy_doubled"  # an Energy card attached to a Pokémon provides twice as much
ATTACK_DAMAGE_LESS = "rp_attack_damage_less"  # an attacker's attached cards make its attacks' damage less
BENCH_DAMAGED = "rp_bench_damaged"  # an attack put damage on a Benched Pokémon
ENERGY_KEPT = "rp_energy_kept"  # an attached Energy card would be discarded by an effect: it stays
ENERGY_TO_HAND = "rp_energy_to_hand"  # an attached Energy card would be discarded: it goes to the hand
UNTOUCHABLE = "rp_untouchable"  # a Pokémon that a Trainer card's effect can't affect
UNTOUCHABLE_REASON = "rp_untouchable_reason"  # why a Trainer card can't choose that Pokémon
AFTER_ACTION = "rp_after_action"  # an action or a switch ended: rules on what may stay attached act
TURN_ENDED = "rp_turn_ended"  # the end of a player's turn, before the Pokémon Checkup
WAKE_COINS = "rp_wake_coins"  # an Asleep Pokémon flips more coins at the Pokémon Checkup
CHECKUP_COUNTERS = "rp_checkup_counters"  # the Pokémon Checkup: damage counters put by lasting effects
CHECKUP_TOOLS = "rp_checkup_tools"  # the Pokémon Checkup: Pokémon Tools act
CHECKUP_ENERGY = "rp_checkup_energy"  # the Pokémon Checkup: attached Energy cards act
BEFORE_KNOCKOUTS = "rp_before_knockouts"  # before Knock Outs are checked: a Pokémon leaves play instead
BEFORE_ATTACK_KNOCKOUTS = "rp_before_attack_knockouts"  # ... after an attack only
KNOCKED_OUT_ENERGY = "rp_knocked_out_energy"  # Pokémon were Knocked Out by an attack: steps that move Energy
KNOCKED_OUT_TOOLS = "rp_knocked_out_tools"  # ... steps of their Pokémon Tools
KNOCKED_OUT_MARK = "rp_knocked_out_mark"  # a Pokémon was Knocked Out: a mark on its owner for the next turn
KNOCKED_OUT_NAME_MARK = "rp_knocked_out_name_mark"  # ... by the opponent's attack: a mark naming it
TOOL_TIME_UP = "rp_tool_time_up"  # a Pokémon Tool's time is up at the end of the turn: back to the hand?
ENERGY_FITS = "rp_energy_fits"  # may this Special Energy card be attached to that Pokémon?
TRAINER_MAY_AFFECT = "rp_trainer_may_affect"  # may a Trainer card's effect (not a Stadium's) affect this Pokémon?
SELF_KNOCK_OUT_BLOCKED = "rp_self_knock_out_blocked"  # a Power that would Knock Out its own Pokémon can't be used
COUNTERS_PREVENTED = "rp_counters_prevented"  # damage counters an effect (not attack damage) would put are prevented

# asked under the core's own condition (no gates)
CARDS_SET_ASIDE = "rp_cards_set_aside"  # cards a player owns set aside by a lasting effect (if ``game.lasting``)
ATTACHED_TO_AFFECTED = "rp_attached_to_affected"  # an Energy card was attached to a Pokémon with effects on it
ENERGY_PROVIDED = "rp_energy_provided"  # what a basic Energy card provides, changed by an effect on its Pokémon
BENCH_SHIELDED = "rp_bench_shielded"  # an attack's damage to a Benched Pokémon is prevented (if ``game.lasting``)
DAMAGE_WOULD_KNOCK_OUT = "rp_damage_would_knock_out"  # damage would Knock Out a Pokémon with effects or Tools
POWERS_STOPPED = "rp_powers_stopped"  # every Pokémon Power stops working (if ``game.lasting``)
ABILITIES_LOST = "rp_abilities_lost"  # a player's Pokémon have no Abilities (if ``game.lasting``)
ACTIVE_ABILITIES_LOST = "rp_active_abilities_lost"  # a player's Active Pokémon has no Abilities (if ``game.lasting``)
TURN_END_MARKS = "rp_turn_end_marks"  # the end of a turn: marks on a Pokémon act (if ``slot.effects``)
KNOCKED_OUT_WORTH = "rp_knocked_out_worth"  # more Prize cards for a Knock Out by marks on it (``slot.effects``)
ACTIVE_KNOCKED_OUT_WORTH = "rp_active_knocked_out_worth"  # ... for an Active Pokémon by the turn's effects

_ANSWERS: dict[str, tuple[Callable[..., Any], ...]] = {}
GATES: dict[str, frozenset[str]] = {}  # point -> the modifier points that make a game ask it


def answers(point: str, *gates: str) -> Callable[[F], F]:
    """Register the decorated function as an answer to ``point``, asked in games where some card has
    one of ``gates`` (or, without gates, whenever the core's own condition holds)."""

    def register(fn: F) -> F:
        _ANSWERS[point] = (*_ANSWERS.get(point, ()), fn)
        if gates:
            GATES[point] = GATES.get(point, frozenset()) | frozenset(gates)
        return fn

    return register


def answerers(point: str) -> tuple[Callable[..., Any], ...]:
    """The answers registered for ``point``, in the order they were registered."""
    return _ANSWERS.get(point, ())


def ask(point: str, *args: Any) -> None:
    """Let every answer of ``point`` act (in registration order)."""
    for answer in _ANSWERS.get(point, ()):
        answer(*args)


def gated_points(points: set[str] | frozenset[str]) -> set[str]:
    """The rule points that a game whose modifier points are ``points`` asks."""
    return {point for point, gates in GATES.items() if gates & points}
