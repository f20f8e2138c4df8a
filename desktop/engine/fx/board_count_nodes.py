"""Attack damage that reads the board: "If <a fact about the board>, <then>" (``if_board``) and
"This attack does N (more) damage for each <thing>" (``per_thing``), for the many facts today's
cards test once each (a Stage 1 Active Pokémon, cards in the deck, Supporters in the discard pile).

Also more damage if the Defending Pokémon has more Energy (Splash About), damage by the Defending
Pokémon's Stage (Gentle Flames), and damage times your Pokémon with a name in theirs (Flower Dance), or
times the Pokémon in play of some names, then damage to each of them (Mass Explosion).

And damage for each card in your hand (Hand Kinesis)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.card_classes import EX_CLASSES, class_words
from desktop.engine.fx.card_nodes import FILTERS, MODERN_LABELS, NOT_EVOLUTION, card_filter
from desktop.engine.fx.node import AFTER, BEFORE, Atomic, Node, node
from desktop.engine.fx.words import lower_first

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.state import Slot

CONDITIONS = ("Asleep", "Burned", "Confused", "Paralyzed", "Poisoned")


def _is(card: CardDef, game_types: tuple[str, ...], kind: str) -> bool:
    """Whether a Pokémon is of ``kind``: a stage ("Stage 1"), a class ("Tera", "ex") or a type."""
    if kind.endswith("'s"):  # "Team Rocket's", "Iono's": a name that starts with it
        return card.name.startswith(kind)
    if kind == "Evolution":  # "each Evolution Pokémon on your Bench" (Nidoqueen's Power Lariat)
        return card.stage not in NOT_EVOLUTION
    return kind == card.stage or kind in card.subtypes or kind in game_types


def _names_of(kind: str) -> tuple[str, ...]:
    """'"Koffing" or "Weezing"' and 'Uxie and Azelf' as names."""
    return tuple(x.strip().strip('"') for x in kind.replace(" or ", ",").replace(" and ", ",").split(","))


def conditions_on(slot: Slot) -> int:
    """How many Special Conditions affect a Pokémon."""
    return (slot.rot != 0) + (slot.poison > 0) + bool(slot.burned)


TESTS = {  # test -> words after "If " (``{n}`` a number, ``{kind}`` a stage, class, type or name, ``{name}``
    # how the card names itself)
    "defending_is": "your opponent's Active Pokémon is a {kind} Pokémon",
    "opp_bench_at_least": "your opponent has {n} or more Benched Pokémon",
    "same_energy": "this Pokémon and your opponent's Active Pokémon have the same amount of Energy attached",
    "self_energy_at_least": "this Pokémon has {n} or more {kind} Energy attached",
    "self_undamaged": "this Pokémon has no damage counters on it",
    "self_has_attached": "this Pokémon has any {kind} attached",
    "bench_name_has": "a Pokémon that has \"{kind}\" in its name is on your Bench",
    "bench_lacks": "you don't have {kind} on your Bench",
    "deck_at_most": "there are {n} or fewer cards in your deck",
    "hand_not_exactly": "you don't have exactly {n} cards in your hand",
    "opp_prizes_not_two": "your opponent doesn't have exactly {n} or {n1} Prize cards remaining",
    "evolved_from_this_turn": "{name} evolved from {kind} during this turn",
    "more_prizes": "you have more Prize cards remaining than your opponent",
    "fewer_in_play": "you have fewer Pokémon in play than your opponent",
    "same_hand_size": "you have the same number of cards in your hand as your opponent",
    "stadium": "there is any Stadium card in play",
    "no_stadium": "there is no Stadium card in play",
    "bench_has_kind": "you have any {kind} Pokémon on your Bench",
    "extra_energy_at_least": "this Pokémon has at least {n} extra Energy attached (in addition to this attack's cost)",
    "lost_energy": "you have any {kind} Energy cards in the Lost Zone",
    "opp_hand_has": "you find {kind} there",  # after "Your opponent reveals their hand." (Identify)
}


@node("if_board_count")
@dataclass(frozen=True, slots=True)
class IfBoard(Node):
    """Do ``then`` only if ``test`` (one of ``TESTS``) holds now."""

    test: str
    then: Node
    n: int = 0
    kind: str = ""
    it: bool = False  # words: the opponent's Active Pokémon is "it" in ``then`` ("..., it is now Paralyzed.")

    def __post_init__(self) -> None:
        if self.test not in TESTS:
            raise ValueError(f"{self.test!r} is not a board test (one of {', '.join(TESTS)})")
        if self.test == "opp_hand_has" and self.kind not in FILTERS:
            raise ValueError(f"kind {self.kind!r} must be a card filter ({', '.join(FILTERS)})")

    @property
    def stage(self) -> int:  # type: ignore[override]
        return self.then.place()

    def holds(self, m: Machine) -> bool:
        game, me, them, test = m.game, m.me, m.them, self.test
        attacker, defender = m.attacker, m.defender
        if test == "defending_is":
            return defender is not None and _is(game.card_of(defender), game.types_of(defender), self.kind)
        if test == "opp_bench_at_least":
            return len(them.bench) >= self.n
        if test == "same_energy":
            return attacker is not None and defender is not None and \
                len(game.energy_units(attacker)) == len(game.energy_units(defender))
        if test == "self_energy_at_least":
            units = game.energy_units(attacker) if attacker is not None else []
            return sum(1 for u in units if not self.kind or u == self.kind) >= self.n
        if test == "self_undamaged":
            return attacker is not None and attacker.damage == 0
        if test == "self_has_attached":
            return attacker is not None and any(game.cards[u].name == self.kind for u in attacker.energy)
        if test == "bench_name_has":
            return any(self.kind in game.card_of(s).name for s in me.bench)
        if test == "bench_lacks":
            names = {game.card_of(s).name for s in me.bench}
            return not all(n in names for n in _names_of(self.kind))
        if test == "more_prizes":
            return len(me.prizes) > len(them.prizes)
        if test == "fewer_in_play":
            return len(me.slots()) < len(them.slots())
        if test == "same_hand_size":
            return len(me.hand) == len(them.hand)
        if test in ("stadium", "no_stadium"):
            return (game.stadium >= 0) == (test == "stadium")
        if test == "bench_has_kind":
            return any(_is(game.card_of(s), game.types_of(s), self.kind) for s in me.bench)
        if test == "extra_energy_at_least":
            attack = m.scope.attack  # every unit beyond the cost's count is extra (the cost was paid)
            return attacker is not None and attack is not None and \
                len(game.energy_units(attacker)) - len(attack.cost) >= self.n
        if test == "lost_energy":  # Lost Voltage
            return any(game.cards[u].kind == "energy" and (not self.kind or self.kind in game.cards[u].provides)
                       for u in me.lost)
        if test == "deck_at_most":
            return len(me.deck) <= self.n
        if test == "opp_hand_has":  # ``kind``: a card filter
            return any(card_filter(self.kind, game)(game.cards[u]) for u in them.hand)
        if test == "hand_not_exactly":
            return len(me.hand) != self.n
        if test == "opp_prizes_not_two":
            return len(them.prizes) not in (self.n, self.n + 1)
        # evolved_from_this_turn
        return attacker is not None and attacker.entered == game.turn and len(attacker.cards) >= 2 \
            and game.cards[attacker.cards[-2]].name == self.kind

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and self.holds(m):
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        kind = self.kind
        if self.test == "opp_hand_has":
            label = MODERN_LABELS.get(kind, FILTERS[kind][0]).format(t="")
            kind = f"{'an' if label[0] in 'AEIOU' else 'a'} {label}"
        test = TESTS[self.test].format(n=self.n, n1=self.n + 1, kind=kind, name=w.name)
        then = lower_first(self.then.words(w), w)
        if self.it:
            then = then.replace(w.defending, "it")
        return f"If {test}, {then}"


THINGS = {  # thing -> words after "for each "
    "discard": "{label} in your discard pile",
    "opp_discard": "{label} in your opponent's discard pile",
    "own_in_play": "of your {pk} in play",
    "own_bench": "{pk} on your Bench",
    "opp_in_play": "of your opponent's {pk} in play",
    "self_energy": "{kind}Energy attached to this Pokémon",
    "defending_conditions": "Special Condition affecting your opponent's Active Pokémon",
    "named_in_play": "Pokémon in play that has {kind} in its name (both yours and your opponent's)",
    "opp_damage": "damage counter on all of your opponent's Pokémon",
    "own_named_energy": "{type}Energy attached to all of your {kind}Pokémon",
    "own_bench_damage": "damage counter on all of your Benched {kind}Pokémon",
}


@node("per_thing")
@dataclass(frozen=True, slots=True)
class PerThing(Atomic):
    """This attack does ``per`` damage (``more``: ``per`` more damage) for each ``thing`` (one of
    ``THINGS``): cards of ``filter`` named with ``name_has`` or ``named``, Pokémon of ``kind``..."""

    thing: str
    per: int
    more: bool = False
    filter: str = "any"
    name_has: str = ""
    named: str = ""
    kind: str = ""
    type: str = ""
    no_weakness: bool = False  # "This attack's damage isn't affected by Weakness." (Resistance still is)
    stage = BEFORE

    def __post_init__(self) -> None:
        if self.thing not in THINGS:
            raise ValueError(f"{self.thing!r} is not a thing to count (one of {', '.join(THINGS)})")
        if self.filter not in FILTERS:
            raise ValueError(f"{self.filter!r} is not a card filter")

    def count(self, m: Machine) -> int:
        game, thing = m.game, self.thing
        if thing in ("discard", "opp_discard"):
            pile = (m.me if thing == "discard" else m.them).discard
            test = card_filter(self.filter, game)
            return sum(1 for u in pile if test(c := game.cards[u]) and self.name_has in c.name
                       and (not self.named or c.name == self.named))
        if thing in ("own_in_play", "own_bench", "opp_in_play"):
            player = m.them if thing == "opp_in_play" else m.me
            slots = player.bench if thing == "own_bench" else [s for _p, s in player.in_play()]
            kind = self.kind.strip()
            return sum(1 for s in slots if (not kind or _is(game.card_of(s), game.types_of(s), kind))
                       and self.name_has in game.card_of(s).name)
        if thing == "self_energy":
            attacker = m.attacker
            if attacker is None:
                return 0
            if self.kind == "Basic ":
                return sum(1 for u in attacker.energy if game.cards[u].is_basic_energy)
            return len(game.energy_units(attacker))
        if thing == "defending_conditions":
            return conditions_on(m.defender) if m.defender is not None else 0
        if thing == "named_in_play":
            names = _names_of(self.kind)
            return sum(1 for pl in (m.me, m.them) for _p, s in pl.in_play()
                       if any(n in game.card_of(s).name for n in names))
        if thing == "opp_damage":
            return sum(s.damage // 10 for _p, s in m.them.in_play())
        if thing == "own_bench_damage":
            return sum(s.damage // 10 for s in m.me.bench if game.card_of(s).name.startswith(self.kind.strip()))
        # own_named_energy
        return sum(1 for _p, s in m.me.in_play() if self.kind.strip() in game.card_of(s).name
                   for u in game.energy_units(s) if not self.type or u == self.type.strip())

    def act(self, m: Machine) -> None:
        n = self.count(m) * self.per
        if self.no_weakness and m.defender is not None:  # Resistance only, here: the pipeline then skips W/R
            from desktop.engine.fx.pipeline_nodes import NO_WR

            kind = m.scope.attack_type
            n += sum(v for t, v in m.game.card_of(m.defender).resistances if t == kind)
            m.scope.put(NO_WR, True)
        if self.more:
            m.scope.damage += n
        else:
            m.scope.damage = n
            m.scope.does_damage = True

    def words(self, w: Words) -> str:
        label = FILTERS[self.filter][0]
        label = MODERN_LABELS.get(self.filter, label).format(t="")
        if self.name_has:
            label += f" that has \"{self.name_has}\" in its name"
        if self.named:
            label = f"{self.named} card"
        kind = self.kind.strip()
        pk = class_words(kind) if kind in (*EX_CLASSES, "GX", "V") else f"{kind} Pokémon".strip()
        what = THINGS[self.thing].format(label=label, kind=self.kind, type=self.type, pk=pk)
        if self.name_has and self.thing == "own_in_play":  # Alolan Club
            what += f" that has {self.name_has} in its name"
        text = f"This attack does {self.per} {'more ' if self.more else ''}damage for each {what}."
        return text + (" This attack's damage isn't affected by Weakness." if self.no_weakness else "")


@node("more_if_more_energy")
@dataclass(frozen=True, slots=True)
class MoreIfMoreEnergy(Atomic):
    """If the Defending Pokémon has more Energy attached than this Pokémon, ``amount`` more damage
    (Splash About)."""

    amount: int
    stage = BEFORE

    def act(self, m: Machine) -> None:
        mine, theirs = m.attacker, m.defender
        if mine is not None and theirs is not None and \
                len(combat.energy_units(m.game, theirs)) > len(combat.energy_units(m.game, mine)):
            m.scope.damage += self.amount

    def words(self, w: Words) -> str:
        return (f"If there are more Energy attached to {w.defending} than to {w.name}, this attack does {w.damage} "
                f"damage plus {self.amount} more damage. If not, this attack does {w.damage} damage.")


@node("damage_by_defender_stage")
@dataclass(frozen=True, slots=True)
class DamageByDefenderStage(Atomic):
    """This attack does ``baby`` damage instead to a Baby Pokémon, ``basic`` instead to a Basic Pokémon
    (Gentle Flames)."""

    baby: int
    basic: int
    stage = BEFORE

    def act(self, m: Machine) -> None:
        theirs = m.defender
        if theirs is None:
            return
        card = m.game.card_of(theirs)
        if "Baby" in card.subtypes:
            m.scope.damage = self.baby
        elif card.stage == "Basic":
            m.scope.damage = self.basic

    def words(self, w: Words) -> str:
        return (f"If {w.defending} is a Baby Pokémon, this attack does {self.baby} damage instead of {w.damage}. If "
                f"{w.defending} is a Basic Pokémon, this attack does {self.basic} damage instead of {w.damage}.")


@node("times_named_in_play")
@dataclass(frozen=True, slots=True)
class TimesNamedInPlay(Atomic):
    """This attack does its printed damage times the number of your Pokémon in play with ``name_has``
    in their names, this one included (Flower Dance); ``names``: instead, of the Pokémon in play (both
    players') named one of them (Mass Explosion)."""

    name_has: str = ""
    names: tuple[str, ...] = ()
    plural: tuple[str, ...] = ()  # words: ``names`` as printed in the plural ("Koffings")
    stage = BEFORE

    def act(self, m: Machine) -> None:
        count = len(named_in_play(m, self.names)) if self.names else \
            sum(self.name_has in m.game.card_of(slot).name for _pos, slot in m.me.in_play())
        printed = m.scope.attack.damage if m.scope.attack is not None else 0
        m.scope.damage, m.scope.does_damage = printed * count, True

    def words(self, w: Words) -> str:
        if self.names:
            return (f"Does {w.damage} damage times the total number of {_listed(self.plural)} in play (Apply Weakness "
                    "and Resistance.).")
        return (f"Does {w.damage} damage times the number of cards with {self.name_has} in their names that you have "
                "in play (including this one).")


def named_in_play(m: Machine, names: tuple[str, ...]) -> list[tuple[int, int, Slot]]:
    """(owner, position, slot) of each Pokémon in play, both players', named one of ``names``."""
    game = m.game
    return [(owner, pos, s) for owner in (m.scope.opp, m.scope.player) for pos, s in game.players[owner].in_play()
            if game.card_of(s).name in names]


def _listed(names: tuple[str, ...]) -> str:
    """"Koffings, Weezings, and Dark Weezings"."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + ("," if len(names) > 2 else "") + \
        f" and {names[-1]}"


@node("damage_each_named")
@dataclass(frozen=True, slots=True)
class DamageEachNamed(Atomic):
    """``amount`` damage to each Pokémon in play (both players', this one too) named one of ``names``,
    without Weakness or Resistance (Mass Explosion)."""

    amount: int
    names: tuple[str, ...]
    stage = AFTER

    def act(self, m: Machine) -> None:
        for owner, pos, slot in named_in_play(m, self.names):
            combat.attack_damage(m, owner, pos, slot, self.amount, apply_wr=False)

    def words(self, w: Words) -> str:
        return (f"Then, this attack does {self.amount} damage to each {_listed(self.names)} (even your own). Don't "
                "apply Weakness and Resistance.")


@node("damage_per_hand_card")
@dataclass(frozen=True, slots=True)
class DamagePerHandCard(Atomic):
    """This attack does ``per`` damage for each card in your hand (Meowstic's Hand Kinesis)."""

    per: int
    stage = BEFORE

    def act(self, m: Machine) -> None:
        m.scope.damage = self.per * len(m.me.hand)
        m.scope.does_damage = m.scope.damage > 0

    def words(self, w: Words) -> str:
        return f"This attack does {self.per} damage for each card in your hand."
