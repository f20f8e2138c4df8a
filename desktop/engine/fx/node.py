"""Nodes of the effect language, and the loader that builds them from ``cards/*.effects.json``.

An effect is a tree of small immutable nodes. In JSON a node is an object whose ``"op"``
names its kind, with that kind's fields beside it; a list of nodes is a sequence::

    {"op": "flip", "heads": {"op": "condition", "condition": "Paralyzed"}}

Every node kind is a frozen dataclass registered with ``@node("name")``. Its fields are
read from JSON by their type hints, so a misspelt field, a missing one or a value of the
wrong type fails at load time with the file, the card and the field named.

A node knows:

* ``step(m, pc, local)``: how to run (see ``machine.py``);
* ``stage``: its place in the attack steps of seed 000 A-01 (``COST`` and ``BEFORE`` run
  before damage, ``AFTER`` after it, ``CHECK`` only limits when the attack may be used);
* ``usable(game, player, source)``: whether it can do anything now ("can't be played unless");
* ``words(w)``: its rules text, in the era's wording.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from typing import TYPE_CHECKING, Any, ClassVar, Union

from desktop.engine import kernel
from desktop.engine.fx.machine import Machine
from desktop.engine.kernel import EffectLoadError, Where  # noqa: F401 (loaders import them from here too)

if TYPE_CHECKING:
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game

COST, BEFORE, AFTER, CHECK = 0, 1, 2, 3


class Node:
    """Base of every node kind."""

    __slots__ = ()
    op: ClassVar[str] = ""
    stage: ClassVar[int] = AFTER
    prompts: ClassVar[bool] = False  # may ask a player something
    either_way: ClassVar[bool] = False  # runs even after "this attack does nothing" ("Either way, ...")

    def step(self, m: Machine, pc: int, local: Any) -> int:
        raise NotImplementedError

    def usable(self, game: Game, player: int, source: Any) -> bool:
        """False if this node makes its card, attack or power unplayable now."""
        return True

    def words(self, w: Words) -> str:
        raise NotImplementedError

    def children(self) -> tuple[Node, ...]:
        return ()

    def cost_phrase(self, w: Words) -> str | None:
        """As the first step of a sequence, the words of a cost that reads "<cost> in order to
        <the rest>" (a Trainer's "Discard 2 of the other cards from your hand in order to ..."),
        or None."""
        return None

    def ability_cost(self, w: Words) -> str | None:
        """As the first step of an Ability, the cost in "you may <cost> in order to use this
        Ability", or None."""
        return None

    def object_phrase(self, w: Words) -> str | None:
        """What this step gets, as the object of a "Trade ... for <it>" cost, or None."""
        return None

    def place(self) -> int:
        """Its stage, counting its children (a flip that may add damage runs before damage)."""
        stages = [self.stage] + [c.place() for c in self.children()]
        return min(s for s in stages if s != CHECK) if any(s != CHECK for s in stages) else CHECK

    def walk(self):
        """This node and every node below it."""
        yield self
        for child in self.children():
            yield from child.walk()


class Atomic(Node):
    """A node that acts at once, with no prompt: override ``act``."""

    __slots__ = ()

    def step(self, m: Machine, pc: int, local: Any) -> int:
        self.act(m)
        return m.done()

    def act(self, m: Machine) -> None:
        raise NotImplementedError


def may_prompt(effect: Node | None) -> bool:
    """Whether running ``effect`` may ask a player something."""
    return effect is not None and any(n.prompts for n in effect.walk())


NODE_TYPES: dict[str, type[Node]] = {}


def node(name: str):
    """Register a node kind under its JSON name (the class must be a frozen dataclass)."""

    def register(cls: type[Node]) -> type[Node]:
        known = NODE_TYPES.get(name)
        if known is not None and (known.__module__, known.__qualname__) != (cls.__module__, cls.__qualname__):
            raise ValueError(f"node kind {name!r} is registered twice: {known.__module__} and {cls.__module__}")
        cls.op = name
        NODE_TYPES[name] = cls
        return cls

    return register


# ---------------------------------------------------------------- loading
def load_node(data: Any, where: Where) -> Node:
    """Build a node (or a sequence, from a list) from JSON data."""
    from desktop.engine.fx.control import Seq

    if isinstance(data, list):
        return Seq(tuple(load_node(d, where.at(str(i))) for i, d in enumerate(data)))
    if not isinstance(data, dict):
        raise where.fail(f"expected a node (an object with \"op\"), got {type(data).__name__}")
    name = data.get("op")
    if not isinstance(name, str):
        raise where.fail("a node needs an \"op\" naming its kind")
    cls = NODE_TYPES.get(name)
    if cls is None:
        raise where.at("op").fail(f"unknown node {name!r}")
    return build(cls, data, where, skip=("op",))


_HINTS: dict[type, dict[str, Any]] = {}


def build(cls: type, data: dict, where: Where, skip: tuple[str, ...] = ()) -> Any:
    """Build dataclass ``cls`` from ``data``, converting each field by its type hint."""
    hints = _HINTS.get(cls)
    if hints is None:
        hints = _HINTS[cls] = typing.get_type_hints(cls)
    fields = {f.name: f for f in dataclasses.fields(cls)}
    for key in data:
        if key not in fields and key not in skip:
            raise where.at(key).fail(f"{cls.__name__} has no field {key!r} (fields: {', '.join(fields)})")
    values = {}
    for name, f in fields.items():
        if name in data:
            values[name] = convert(hints[name], data[name], where.at(name))
        elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            raise where.at(name).fail(f"{cls.__name__} needs field {name!r}")
    try:
        return cls(**values)
    except ValueError as exc:  # a node's own check of its fields (__post_init__)
        raise where.fail(str(exc)) from None


def convert(hint: Any, value: Any, where: Where) -> Any:
    """JSON ``value`` as the type ``hint`` (nodes, amounts, selectors, scalars, tuples)."""
    from desktop.engine.fx.values import Amount, Selector, load_amount, load_selector

    origin = typing.get_origin(hint)
    if origin in (Union, types.UnionType):
        options = [a for a in typing.get_args(hint) if a is not type(None)]
        if value is None:
            return None
        return convert(options[0], value, where)
    if hint is Amount:
        return load_amount(value, where)
    if hint is Selector:
        return load_selector(value, where)
    if isinstance(hint, type) and issubclass(hint, Node):
        built = load_node(value, where)
        if not isinstance(built, hint):
            raise where.fail(f"expected a {hint.__name__} node, got {type(built).__name__}")
        return built
    if origin is tuple:
        item = typing.get_args(hint)[0]
        if not isinstance(value, list):
            raise where.fail(f"expected a list, got {type(value).__name__}")
        return tuple(convert(item, v, where.at(str(i))) for i, v in enumerate(value))
    if hint is bool:
        if type(value) is not bool:
            raise where.fail(f"expected true or false, got {value!r}")
        return value
    if hint is int:
        if type(value) is not int:
            raise where.fail(f"expected a whole number, got {value!r}")
        return value
    if hint is str:
        if not isinstance(value, str):
            raise where.fail(f"expected text, got {value!r}")
        return value
    if hint is Any:
        return value
    raise where.fail(f"cannot read a field of type {hint}")  # pragma: no cover - a node bug


kernel.provide("load_node", load_node)
kernel.provide("after", AFTER)
