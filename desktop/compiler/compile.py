"""Compile printed card text into effect nodes, and keep only what round-trips.

``compile_text`` covers a text with patterns (``patterns.py``), sentence group by sentence group,
or gives up. ``compile_card`` does that for each attack of a card (pokemontcg.io schema) and
accepts an attack's nodes only if the text Holofoil generates from them has the fingerprint of
the printed text (``text_match.py``): a text that does not round-trip stays unimplemented. The
printed text is input only; the output holds nodes, never text.
"""

from __future__ import annotations

import re
from typing import Any

from desktop.compiler.patterns import PATTERNS, Node
from desktop.engine.cards import CardError, build_card
from desktop.engine.fx.node import EffectLoadError
from desktop.engine.text import attack_text
from desktop.engine.text_match import fingerprint

_SENTENCE_END = re.compile(r"(?<=[.)])\s+(?=[A-Z(])")


def sentences(text: str) -> list[str]:
    """The sentences of a text; a parenthesised reminder stays with the sentence before it."""
    parts = _SENTENCE_END.split(" ".join(text.split()))
    out: list[str] = []
    for part in parts:
        if part.startswith("(") and out:
            out[-1] += " " + part
        else:
            out.append(part)
    return out


def _match(text: str) -> Node | None:
    for pattern in PATTERNS:
        node = pattern.match(text)
        if node is not None:
            return node
    return None


def compile_text(text: str) -> Node | list[Node] | None:
    """Nodes for a whole text (a list: a sequence), or None if some sentence matches no pattern."""
    parts = sentences(text)
    nodes: list[Node] = []
    i = 0
    while i < len(parts):
        for j in range(len(parts), i, -1):  # the longest group of sentences a pattern covers
            node = _match(" ".join(parts[i:j]))
            if node is not None:
                nodes.append(node)
                i = j
                break
        else:
            return None
    return nodes[0] if len(nodes) == 1 else nodes


def compile_card(raw: dict[str, Any], converted: dict[str, Any], set_id: str, code: str) -> dict[str, Any]:
    """The behaviour entry (``{"attacks": {name: nodes}}``) of every attack of ``raw`` that compiles
    and round-trips; ``converted`` is the card's facts in Holofoil's format (with fingerprints)."""
    attacks: dict[str, Any] = {}
    if converted.get("kind") != "pokemon":  # a Technical Machine's attack is part of its Trainer text
        return {}
    for printed, fact in zip(raw.get("attacks", ()), converted.get("attacks", ()), strict=True):
        text = printed.get("text", "")
        if not text or not fact.get("fp"):
            continue
        nodes = compile_text(text)
        if nodes is None:
            continue
        try:
            card = build_card(converted, set_id, code, {"attacks": {printed["name"]: nodes}})
        except (CardError, EffectLoadError):
            continue  # a pattern built something the loader refuses: not compiled
        attack = next(a for a in card.attacks if a.name == printed["name"])
        if fingerprint(attack_text(card, attack), card.name) == fact["fp"]:
            attacks[printed["name"]] = nodes
    return {"attacks": attacks} if attacks else {}


def shape_of(text: str, name: str) -> str:
    """A text with its numbers and the card's name blanked out (for "the most common shapes")."""
    return re.sub(r"\d+", "N", text.replace(name, "NAME"))
