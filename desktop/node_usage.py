"""Which cards use each effect node kind: the measure of the effect kernel (issue #35).

A kind used by one card name only is a *card script*: a node written for one card because no
composition of the kernel's vocabulary expressed it. ``holofoil cards report --scripts`` lists them;
``tools/kernel_targets.py`` counts them.
"""

from __future__ import annotations

import dataclasses
import inspect
from collections import defaultdict
from collections.abc import Iterator
from typing import Any

from desktop.engine.cards import CardDB, default_db


def nodes_in(value: Any, seen: set[int] | None = None) -> Iterator[Any]:
    """Every effect node reachable from a card's definition (through dataclasses, tuples, dicts)."""
    from desktop.engine.fx.node import Node

    seen = set() if seen is None else seen
    if id(value) in seen or value is None or isinstance(value, str | int | float | bool):
        return
    seen.add(id(value))
    if isinstance(value, Node):
        for n in value.walk():
            yield n
            for f in dataclasses.fields(n):
                yield from nodes_in(getattr(n, f.name), seen)
        return
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from nodes_in(getattr(value, f.name), seen)
    elif isinstance(value, dict):
        for v in value.values():
            yield from nodes_in(v, seen)
    elif isinstance(value, list | tuple | frozenset | set):
        for v in value:
            yield from nodes_in(v, seen)


def card_names_by_kind(db: CardDB | None = None) -> dict[str, set[str]]:
    """Node kind -> the names of the cards (every shipped and library set) whose behaviour uses it;
    every registered kind is a key, an unused one with no names."""
    from desktop.engine.fx import vocabulary  # noqa: F401  (registers every node kind)
    from desktop.engine.fx.node import NODE_TYPES

    db = db or default_db()
    db.load_library()
    names: dict[str, set[str]] = defaultdict(set)
    for card in dict.values(db.by_id):
        for n in nodes_in(card):
            names[n.op].add(card.name)
    return {kind: names.get(kind, set()) for kind in NODE_TYPES}


def module_of(kind: str) -> str:
    """The module that defines node kind ``kind`` ("deck_search_nodes")."""
    from desktop.engine.fx.node import NODE_TYPES

    module = inspect.getmodule(NODE_TYPES[kind])
    return module.__name__.rpartition(".")[2] if module else "?"


def card_scripts(db: CardDB | None = None) -> list[tuple[str, str, str]]:
    """(kind, module, card name) of every node kind used by exactly one card name, by module."""
    rows = [(kind, module_of(kind), next(iter(names))) for kind, names in card_names_by_kind(db).items()
            if len(names) == 1]
    return sorted(rows, key=lambda r: (r[1], r[0]))
