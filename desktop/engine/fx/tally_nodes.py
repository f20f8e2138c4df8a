"""Attack damage that counts or checks something on the board, as today's sets print it: "This
attack does 30 damage for each of your Ancient Pokémon in play", "If your opponent has any Water
Pokémon in play, this attack does 120 more damage", and the like."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.card_nodes import FILTERS, card_filter
from desktop.engine.fx.node import BEFORE, Atomic, Node, node
from desktop.engine.fx.words import lower_first

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot

PER = ("own_in_play", "opp_in_play", "own_bench", "own_damaged", "discard", "discard_with_attack",
       "self_special_energy", "opp_special_energy", "opp_hand", "defending_retreat", "defending_conditions")


def _is_special(card: CardDef) -> bool:
    return card.kind == "energy" and card.subtype != "Basic"


def _label(kind: str, type_: str, named: tuple[str, ...]) -> str:
    """"Grass Pokémon", "Ancient Pokémon", "Pokémon ex and Pokémon V", "Drifloon and Drifblim"."""
    if named:
        return " and ".join(named)
    if kind == "ex_v":
        return "Pokémon ex and Pokémon V"
    if kind:
        return FILTERS[kind][0]
    return f"{type_ + ' ' if type_ else ''}Pokémon"


def _matches(game: Game, slot: Slot, kind: str, type_: str, named: tuple[str, ...]) -> bool:
    card = game.card_of(slot)
    if named and card.name not in named:
        return False
    if type_ and type_ not in game.types_of(slot):
        return False
    if kind == "ex_v":
        return bool({"ex", "V", "VMAX", "VSTAR", "V-UNION"} & card.subtypes)
    return not kind or card_filter(kind, game)(card)


@node("damage_per")
@dataclass(frozen=True, slots=True)
class DamagePer(Atomic):
    """This attack does ``per`` (``more``: ``per`` more) damage for each thing ``what`` counts:
    Pokémon in play (of ``kind``, ``type`` or ``named``), cards in the discard pile or in the
    opponent's hand, Special Energy, the Defending Pokémon's Retreat Cost or Special Conditions."""

    per: int
    what: str
    more: bool = False
    kind: str = ""  # a card filter of card_nodes.FILTERS, or "ex_v"; for "discard": a card class ("Ancient")
    type: str = ""
    named: tuple[str, ...] = ()  # Pokémon names, or for "discard_with_attack" the attack's name
    times: bool = False  # words (XY's Night March): "20 damage times the number of Pokémon ... that have"
    stage = BEFORE

    def __post_init__(self) -> None:
        if self.what not in PER:
            raise ValueError(f"what {self.what!r} must be one of {', '.join(PER)}")
        if self.what != "discard" and self.kind not in ("", "ex_v", *FILTERS):
            raise ValueError(f"kind {self.kind!r} is not a card filter")
        if self.times and (self.what != "discard_with_attack" or self.more):
            raise ValueError("times words are written for discard_with_attack only")

    def count(self, m: Machine) -> int:
        game, what = m.game, self.what
        me, them = m.me, m.them
        if what in ("own_in_play", "opp_in_play", "own_bench", "own_damaged"):
            owner = them if what == "opp_in_play" else me
            slots = [s for p, s in owner.in_play() if not (what == "own_bench" and p == 0)]
            if what == "own_damaged":
                return sum(1 for s in slots if s.damage)
            return sum(1 for s in slots if _matches(game, s, self.kind, self.type, self.named))
        if what == "discard":
            return sum(1 for u in me.discard if self.kind in game.cards[u].subtypes)
        if what == "discard_with_attack":
            return sum(1 for u in me.discard if any(a.name in self.named for a in game.cards[u].attacks))
        if what == "self_special_energy":
            slot = m.attacker
            return sum(1 for u in slot.energy if _is_special(game.cards[u])) if slot is not None else 0
        if what == "opp_special_energy":
            return sum(1 for _p, s in them.in_play() for u in s.energy if _is_special(game.cards[u]))
        if what == "opp_hand":
            return len(them.hand)
        defender = m.defender
        if defender is None:
            return 0
        if what == "defending_retreat":
            return game.retreat_cost(defender)
        return (defender.rot != 0) + (defender.poison > 0) + defender.burned

    def act(self, m: Machine) -> None:
        n = self.count(m) * self.per
        if self.more:
            m.scope.damage += n
        else:
            m.scope.damage = n
            m.scope.does_damage = True

    def thing(self) -> str:
        label = "" if self.what.startswith("discard") else _label(self.kind, self.type, self.named)
        return {
            "own_in_play": f"of your {label} in play",
            "opp_in_play": f"of your opponent's {label} in play",
            "own_bench": f"of your Benched {label}",
            "own_damaged": "of your Pokémon that has any damage counters on it",
            "discard": f"{self.kind} card in your discard pile",
            "discard_with_attack": f"Pokémon in your discard pile that has the {' '.join(self.named)} attack",
            "self_special_energy": "Special Energy card attached to this Pokémon",
            "opp_special_energy": "Special Energy attached to all of your opponent's Pokémon",
            "opp_hand": "card in your opponent's hand",
            "defending_retreat": "Colorless in your opponent's Active Pokémon's Retreat Cost",
            "defending_conditions": "Special Condition affecting your opponent's Active Pokémon",
        }[self.what]

    def words(self, w: Words) -> str:
        if self.times:
            return (f"This attack does {self.per} damage times the number of Pokémon in your discard pile that have "
                    f"the {' '.join(self.named)} attack.")
        return f"This attack does {self.per} {'more ' if self.more else ''}damage for each {self.thing()}."


TESTS = ("opp_has", "defending_tool", "defending_special_energy", "more_prizes", "prizes_exactly", "energy_in_play",
         "opp_hand_at_most", "more_energy_than_defending", "defending_retreat_at_least", "bench_named_damaged",
         "all_bench_damaged", "shared_type", "stadium", "no_stadium", "hands_differ", "self_condition", "self_energy",
         "more_cards_in_hand")


@node("if_board")
@dataclass(frozen=True, slots=True)
class IfBoard(Node):
    """``then`` only if ``test`` holds now: the opponent has a ``type`` or ``kind`` Pokémon in play,
    their Active Pokémon has a Tool or Special Energy, Prize counts, Energy in play (at least
    ``count``), hand sizes, Retreat Costs, damaged Benched Pokémon, shared types, a Stadium."""

    test: str
    then: Node
    type: str = ""
    kind: str = ""
    named: str = ""
    count: int = 0
    at_least: bool = False  # words: "at least 3 Darkness Energy" (else "3 or more Energy")
    left: bool = False  # words: "more Prize cards left" (XY's Prize Count), else "remaining"
    card_words: bool = False  # Sun & Moon words: "If there is any Stadium card in play"

    def __post_init__(self) -> None:
        if self.test not in TESTS:
            raise ValueError(f"test {self.test!r} must be one of {', '.join(TESTS)}")
        if self.kind not in ("", *FILTERS):
            raise ValueError(f"kind {self.kind!r} is not a card filter")

    @property
    def stage(self) -> int:  # type: ignore[override]
        return self.then.place()

    def holds(self, m: Machine) -> bool:
        game, test, me, them = m.game, self.test, m.me, m.them
        defender = m.defender
        if test == "opp_has":
            return any(_matches(game, s, self.kind, self.type, ()) for _p, s in them.in_play())
        if test in ("defending_tool", "defending_special_energy"):
            if defender is None:
                return False
            if test == "defending_tool":
                return bool(defender.tools)
            return any(_is_special(game.cards[u]) for u in defender.energy)
        if test == "more_prizes":
            return len(me.prizes) > len(them.prizes)
        if test == "prizes_exactly":
            return len(me.prizes) == self.count
        if test == "energy_in_play":
            units = [u for _p, s in me.in_play() for u in game.energy_units(s)]
            return sum(1 for u in units if not self.type or u == self.type) >= self.count
        if test == "opp_hand_at_most":
            return len(them.hand) <= self.count
        if test == "more_energy_than_defending":
            attacker = m.attacker
            return (attacker is not None and defender is not None
                    and len(game.energy_units(attacker)) > len(game.energy_units(defender)))
        if test == "defending_retreat_at_least":
            return defender is not None and game.retreat_cost(defender) >= self.count
        if test == "bench_named_damaged":
            return any(s.damage and game.card_of(s).name == self.named for s in me.bench)
        if test == "all_bench_damaged":
            return bool(me.bench) and all(s.damage for s in me.bench)
        if test == "shared_type":
            mine = {t for _p, s in me.in_play() for t in game.types_of(s)}
            return any(t in mine for _p, s in them.in_play() for t in game.types_of(s))
        if test in ("stadium", "no_stadium"):
            return (game.stadium >= 0) == (test == "stadium")
        if test == "hands_differ":
            return len(me.hand) != len(them.hand)
        if test == "more_cards_in_hand":
            return len(me.hand) > len(them.hand)
        attacker = m.attacker
        if test == "self_energy":
            return attacker is not None and self.type in game.energy_units(attacker)
        return attacker is not None and {"Poisoned": attacker.poison > 0, "Burned": attacker.burned}.get(
            self.named, False)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and self.holds(m):
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return self.then.usable(game, player, source)

    def test_words(self) -> str:
        label = FILTERS[self.kind][0] if self.kind else f"{self.type} Pokémon"
        energy = f"{self.type + ' ' if self.type else ''}Energy"
        cost = "".join(["Colorless"] * self.count)
        return {
            "opp_has": f"your opponent has any {label} in play",
            "defending_tool": "your opponent's Active Pokémon has a Pokémon Tool attached",
            "defending_special_energy": "your opponent's Active Pokémon has any Special Energy attached",
            "more_prizes": f"you have more Prize cards {'left' if self.left else 'remaining'} than your opponent",
            "prizes_exactly": f"you have exactly {self.count} Prize card{'s' if self.count != 1 else ''} remaining",
            "energy_in_play": (f"you have at least {self.count} {energy} in play" if self.at_least
                               else f"you have {self.count} or more {energy} in play"),
            "opp_hand_at_most": f"your opponent has {self.count} or fewer cards in their hand",
            "more_energy_than_defending": "this Pokémon has more Energy attached than your opponent's Active Pokémon",
            "defending_retreat_at_least": f"the Retreat Cost of your opponent's Active Pokémon is {cost} or more",
            "bench_named_damaged": f"any of your Benched {self.named} have any damage counters on them",
            "all_bench_damaged": "all of your Benched Pokémon have at least 1 damage counter on them",
            "shared_type": ("any of your Pokémon in play are the same type as any of your opponent's Pokémon in "
                            "play"),
            "stadium": "there is any Stadium card in play" if self.card_words else "a Stadium is in play",
            "no_stadium": "there is no Stadium in play",
            "hands_differ": "you don't have the same number of cards in your hand as your opponent",
            "more_cards_in_hand": "you have more cards in your hand than your opponent",
            "self_condition": f"this Pokémon is {self.named}",
            "self_energy": f"this Pokémon has any {self.type} Energy attached",
        }[self.test]

    def words(self, w: Words) -> str:
        return f"If {self.test_words()}, {lower_first(self.then.words(w), w)}"
