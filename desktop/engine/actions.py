"""Player actions: small immutable values with a text form both ways.

An action is a tuple whose first item is its verb, so actions of different
kinds never compare equal and ``action in legal`` is a cheap hash lookup.
``str(action)`` gives the text form (``attach 12 b2``); ``parse_action`` reads
it back; ``repr`` is valid Python.

Targets are positions relative to the acting player: ``0`` own Active, ``1..5``
own Bench, ``10`` the opponent's Active, ``11..15`` the opponent's Bench.

Every field has exact types (``field_types``): card uids, positions and indexes are
ints (never bools or floats), a Trainer's target may be None, and a prompt's answer
is an int, a str or None. Constructors refuse anything else with
MalformedActionError (a ValueError); ``action_check`` holds ``Game.apply`` to the
same shapes, for actions built some other way.
"""

from __future__ import annotations

import re

from desktop.engine.errors import MalformedActionError, describe

OPPONENT = 10
NONE_TYPE = type(None)
INT = frozenset({int})
INT_OR_NONE = frozenset({int, NONE_TYPE})
STR = frozenset({str})
ANSWER = frozenset({int, str, NONE_TYPE})  # what a prompt's options (and so Choose values) can be
_INTEGER = re.compile(r"-?[0-9]+")
_MAX_DIGITS = 30  # no uid, position, index or number in a game is near this long
_BENCH = {f"b{i}": i for i in range(1, 6)}


def pos_text(pos: int | None) -> str:
    if pos is None:
        return "-"
    side = "o" if pos >= OPPONENT else ""
    pos %= OPPONENT
    return f"{side}a" if pos == 0 else f"{side}b{pos}"


def parse_pos(text: str) -> int | None:
    if text == "-":
        return None
    base = 0
    if text.startswith("o"):
        base, text = OPPONENT, text[1:]
    if text == "a":
        return base
    if text in _BENCH:
        return base + _BENCH[text]
    raise ValueError(f"not a position: {describe(text)} (use a, b1..b5, oa, ob1..ob5)")


class Action(tuple):
    """Base class. Subclasses define ``verb``, ``fields`` and ``field_types``."""

    __slots__ = ()
    verb = ""
    fields: tuple[str, ...] = ()
    field_types: tuple[frozenset[type], ...] = ()  # the exact types each field allows

    def __new__(cls, *args):
        if len(args) != len(cls.fields):
            raise MalformedActionError(f"{cls.__name__} takes {_arguments(cls)}, not {len(args)}")
        for field, value, allowed in zip(cls.fields, args, cls.field_types, strict=True):
            if type(value) not in allowed:
                raise MalformedActionError(
                    f"{cls.__name__} {field} must be {type_names(allowed)}, not {describe(value)}")
        return tuple.__new__(cls, (cls.verb, *args))

    def __getattr__(self, name: str):
        try:
            return self[type(self).fields.index(name) + 1]
        except ValueError:
            raise AttributeError(name) from None

    def __repr__(self) -> str:
        args = ", ".join(f"{f}={v!r}" for f, v in zip(self.fields, self[1:], strict=True))
        return f"{type(self).__name__}({args})"

    def __str__(self) -> str:
        parts = [self.verb]
        for field, value in zip(self.fields, self[1:], strict=True):
            parts.append(pos_text(value) if field in ("target", "pos", "to") else _value_text(value))
        return " ".join(parts)


def _arguments(cls: type[Action]) -> str:
    count = len(cls.fields)
    if not count:
        return "no arguments"
    return f"{count} argument{'s' if count > 1 else ''} ({', '.join(cls.fields)})"


def type_names(types) -> str:
    """``{int, NoneType}`` -> "an int or None" (for messages)."""
    words = [w for t, w in ((int, "an int"), (str, "a str"), (NONE_TYPE, "None")) if t in types]
    words += sorted(t.__name__ for t in types if t not in (int, str, NONE_TYPE))
    return " or ".join(words)


def _value_text(value) -> str:
    if value is None:
        return "-"
    if isinstance(value, tuple):
        return ",".join(_value_text(v) for v in value) or "()"
    return str(value)


TEXT_FIELDS = ("zone", "condition")  # fields holding a word (a zone's name, a Special Condition)


def _action(name: str, verb: str, *fields: str, doc: str, optional: tuple[str, ...] = ()) -> type[Action]:
    """An Action class; ``optional`` fields may also be None; ``value`` is a prompt's answer."""
    types = tuple(ANSWER if f == "value" else STR if f in TEXT_FIELDS else INT_OR_NONE if f in optional else INT
                  for f in fields)
    return type(name, (Action,), {"__slots__": (), "verb": verb, "fields": fields, "field_types": types,
                                  "__doc__": doc})


PlayBasic = _action("PlayBasic", "bench", "card", doc="Put a Basic Pokémon from hand onto the Bench.")
Evolve = _action("Evolve", "evolve", "card", "target", doc="Play an Evolution card onto a Pokémon.")
AttachEnergy = _action("AttachEnergy", "attach", "card", "target", doc="Attach an Energy card from hand.")
PlayTrainer = _action(
    "PlayTrainer", "play", "card", "target", doc="Play a Trainer card (target: Pokémon it is played on, or None).",
    optional=("target",),
)
Retreat = _action("Retreat", "retreat", "to", doc="Retreat the Active Pokémon, switching with Bench spot `to`.")
UsePower = _action("UsePower", "power", "pos", "index", doc="Use a Pokémon Power / Ability of a Pokémon.")
Attack = _action("Attack", "attack", "index", doc="Use an attack of the Active Pokémon (ends the turn).")
EndTurn = _action("EndTurn", "end", doc="End the turn without attacking.")
DiscardFromPlay = _action(
    "DiscardFromPlay", "discard", "pos", doc="Discard a Trainer played as a Pokémon (e.g. Clefairy Doll)."
)
FaceUp = _action("FaceUp", "faceup", "pos", doc="Flip a face-down card in play face up (Lt. Surge's Secret Plan).")
Choose = _action("Choose", "choose", "value", doc="Answer the open prompt with one of its options.")
UseStadium = _action("UseStadium", "stadium", doc="Use the Stadium in play (a rule it gives the player in their turn).")
AssembleVUnion = _action(
    "AssembleVUnion", "assemble", "card",
    doc="Put the 4 pieces of a Pokémon V-UNION from the discard pile onto the Bench (card: one piece).",
)

# Table mode (``table.py``): moves the players make by hand, while a manual step is open.
Adjust = _action("Adjust", "adjust", doc="Table mode: open a manual step, to do by hand what the players agree on.")
ManualMove = _action(
    "ManualMove", "move", "card", "zone",
    doc="Manual step: move a card to a zone of its owner's (hand, deck, deckbottom, discard, lost, prizes, bench, "
        "active) or onto one of its owner's Pokémon (a, b1..b5, oa, ob1..ob5).",
)
ManualCounters = _action("ManualCounters", "counters", "pos", "amount",
                         doc="Manual step: put damage on a Pokémon (amount in HP, 10 per counter; below 0 removes).")
ManualCondition = _action("ManualCondition", "condition", "pos", "condition",
                          doc="Manual step: give an Active Pokémon a Special Condition, or take it away if it has it.")
ManualSwap = _action("ManualSwap", "swap", "pos", "target", doc="Manual step: swap two Pokémon of one side "
                     "(the Active and a Benched one, or two Benched ones).")
ManualCoin = _action("ManualCoin", "flip", doc="Manual step: flip a coin.")
ManualShuffle = _action("ManualShuffle", "shuffle", "side", doc="Manual step: shuffle a deck (side 0 yours, 1 theirs).")
ManualDraw = _action("ManualDraw", "draw", "side", doc="Manual step: a player draws a card (side 0 you, 1 them).")
ManualReveal = _action("ManualReveal", "reveal", "card", doc="Manual step: show a card to both players.")
ManualLook = _action("ManualLook", "look", "side", "count",
                     doc="Manual step: look at the top cards of a deck (side 0 yours, 1 theirs).")
MANUAL_TYPES = (ManualMove, ManualCounters, ManualCondition, ManualSwap, ManualCoin, ManualShuffle, ManualDraw,
                ManualReveal, ManualLook)
MANUAL_VERBS = frozenset(cls.verb for cls in MANUAL_TYPES)

ACTION_TYPES: dict[str, type[Action]] = {
    cls.verb: cls
    for cls in (PlayBasic, Evolve, AttachEnergy, PlayTrainer, Retreat, UsePower, Attack, EndTurn,
                DiscardFromPlay, FaceUp, Choose, AssembleVUnion, UseStadium, Adjust, *MANUAL_TYPES)
}
END_TURN = EndTurn()


def _parse_value(text: str):
    if text == "-":
        return None
    if _INTEGER.fullmatch(text):
        if len(text) > _MAX_DIGITS:
            raise ValueError(f"number too large: {describe(text)}")
        return int(text)
    return text


def parse_action(text: str) -> Action:
    """Read an action from its text form; raises ValueError naming what is wrong."""
    if type(text) is not str:
        raise ValueError(f"an action is read from text, not from {describe(text)}")
    words = text.split()
    if not words:
        raise ValueError("empty action")
    cls = ACTION_TYPES.get(words[0])
    if cls is None:
        raise ValueError(f"unknown action {describe(words[0])}; expected one of {', '.join(ACTION_TYPES)}")
    args = words[1:]
    if cls is Choose:
        return Choose(_parse_value(" ".join(args)) if args else None)
    if len(args) != len(cls.fields):
        raise ValueError(f"{words[0]!r} takes {len(cls.fields)} argument(s): {' '.join(cls.fields)}")
    values = []
    for field, arg in zip(cls.fields, args, strict=True):
        values.append(parse_pos(arg) if field in ("target", "pos", "to") else _parse_value(arg))
    try:
        return cls(*values)
    except MalformedActionError as exc:
        raise ValueError(f"{describe(text)}: {exc}") from None
