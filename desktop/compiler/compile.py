"""Compile printed card text into effect nodes, and keep only what round-trips.

``compile_text`` covers a text with patterns, sentence group by sentence group, or gives up.
``compile_card`` does that for each part of a card (pokemontcg.io schema): its attacks
(``patterns.py``), its Abilities (``ability_patterns.py``) and the text of a Trainer or Special
Energy card (``trainer_patterns.py``). A part is accepted only if the text Holofoil generates
from its nodes has the fingerprint of the printed text (``text_match.py``): a text that does not
round-trip stays unimplemented. The printed text is input only; the output holds nodes, never
text.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from typing import Any, Protocol

from desktop.compiler.ability_patterns import compile_ability
from desktop.compiler.analogy import ExampleBook
from desktop.compiler.patterns import PATTERNS, Built
from desktop.compiler.trainer_patterns import EFFECT_PATTERNS, compile_trainer_text
from desktop.engine.card_classes import POKEMON_RULE_FLAGS, pokemon_rules_text
from desktop.engine.cards import WORDINGS, CardDef, CardError, build_card
from desktop.engine.fx.node import EffectLoadError
from desktop.engine.fx.target_nodes import Targeted
from desktop.engine.text import attack_text, card_text, power_text
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


class Matcher(Protocol):
    """A pattern: the node a whole sentence group means, or None."""

    def match(self, text: str) -> Built | None: ...


def _match(text: str, patterns: Sequence[Matcher]) -> Built | None:
    for pattern in patterns:
        node = pattern.match(text)
        if node is not None:
            return node
    return None


def compile_text(text: str, patterns: Sequence[Matcher] = PATTERNS) -> Built | list[Built] | None:
    """Nodes for a whole text (a list: a sequence), or None if some sentence matches no pattern."""
    parts = sentences(text)
    nodes: list[Built] = []
    i = 0
    while i < len(parts):
        for j in range(len(parts), i, -1):  # the longest group of sentences a pattern covers
            node = _match(" ".join(parts[i:j]), patterns)
            if node is not None:
                nodes.append(node)
                i = j
                break
        else:
            return None
    return nodes[0] if len(nodes) == 1 else nodes


def _targeted(card: CardDef) -> int:
    """How many nodes of the card take the position its play action names (heal, switch, gust...)."""
    roots = [card.effect] + [a.effect for a in card.attacks] + [p.effect for p in card.powers]
    roots += [mod for _kind, mod in card.statics]
    return sum(1 for root in roots if root is not None for n in root.walk() if isinstance(n, Targeted))


def _round_trips(converted: dict[str, Any], set_id: str, code: str, behaviour: dict[str, Any],
                 generated: Callable[[CardDef], str], fp: str) -> bool:
    """Whether ``behaviour`` loads for the card and the text it generates has fingerprint ``fp``.
    A node that acts on the position a Trainer is played onto works only as the one such node of
    a Trainer's own text: anywhere else the compiler refuses it."""
    try:
        card = build_card(converted, set_id, code, behaviour)
    except (CardError, EffectLoadError, ValueError, TypeError):
        return False  # a pattern built something the loader refuses: not compiled
    if _targeted(card) > (1 if "play" in behaviour else 0):
        return False
    try:
        text = generated(card)
    except NotImplementedError:
        return False  # a node with no words in this card's era's wording: not compiled
    return fingerprint(text, card.name) == fp


def _tries(compiled: Any, book: ExampleBook | None, part: str, text: str, name: str) -> Iterator[Any]:
    """What a text may mean: the patterns' reading first, then the analogies of ``book``."""
    if compiled is not None:
        yield compiled
    if book is not None:
        yield from book.candidates(part, text, name)


def _compile_parts(raw: dict[str, Any], converted: dict[str, Any], set_id: str, code: str, part: str,
                   book: ExampleBook | None) -> dict[str, Any]:
    """The compiled entries of one part of a Pokémon card, by name: its attacks (``part``
    "attacks") or its Abilities ("powers"), each kept only if it round-trips."""
    attack_patterns: tuple[Matcher, ...] = EFFECT_PATTERNS + ((book.sentences(raw["name"]),) if book else ())
    printed_key, compile_one = (("attacks", lambda text: compile_text(text, attack_patterns)) if part == "attacks"
                                else ("abilities", lambda text: compile_ability(text, compile_text)))
    out: dict[str, Any] = {}
    for printed, fact in zip(raw.get(printed_key, ()), converted.get(part, ()), strict=False):
        text, name = printed.get("text", ""), printed.get("name")
        if not text or not fact.get("fp") or name != fact.get("name"):
            continue

        def generated(card: CardDef, name: str = name) -> str:
            if part == "attacks":
                return attack_text(card, next(a for a in card.attacks if a.name == name))
            return power_text(card, next(p for p in card.powers if p.name == name))

        def round_trips(b: Any, name: str = name, fp: str = fact["fp"], generated=generated) -> bool:
            return _round_trips(converted, set_id, code, {part: {name: b}}, generated, fp)

        for behaviour in _tries(compile_one(text), book, part, text, raw["name"]):
            found = _worded(behaviour, part, round_trips)
            if found is not None:
                out[name] = found
                break
        else:
            for behaviour in _gx_tries(compile_one, book, part, text, raw["name"]):
                found = _worded(behaviour, part, round_trips)
                if found is not None:
                    out[name] = found
                    break
    return out


GX_REMINDER = "(You can't use more than 1 GX attack in a game.)"


def _gx_tries(compile_one: Callable[[str], Any], book: ExampleBook | None, part: str, text: str,
              name: str) -> Iterator[Any]:
    """A GX attack is the rest of its text under the once-a-game rule of seed 000: each reading of the
    text before the reminder, wrapped in ``once_per_game`` (kind GX); kept only if it round-trips."""
    if part != "attacks" or not text.endswith(GX_REMINDER):
        return
    rest = text[:-len(GX_REMINDER)].strip()
    inner: Iterator[Any] = _tries(compile_one(rest), book, part, rest, name) if rest else iter([[]])
    for behaviour in inner:
        wording = behaviour.get("wording") if isinstance(behaviour, dict) else None
        if isinstance(behaviour, dict):
            behaviour = {k: v for k, v in behaviour.items() if k != "wording"}
        then = {"op": "seq", "nodes": behaviour} if isinstance(behaviour, list) else behaviour
        wrapped = {"op": "once_per_game", "kind": "GX", "then": then}
        yield {**wrapped, "wording": wording} if wording else wrapped


def _worded(behaviour: Any, part: str, round_trips: Callable[[Any], bool]) -> Any:
    """``behaviour`` if it round-trips in its set's words; for an attack printed in the other era's
    words (XY cards still say "times the number of heads"), the behaviour marked with that
    wording; else None."""
    if round_trips(behaviour):
        return behaviour
    if part != "attacks" or not isinstance(behaviour, dict):
        return None
    for wording in WORDINGS:
        marked = {**behaviour, "wording": wording}
        if round_trips(marked):
            return marked
    return None


def _compile_card_text(raw: dict[str, Any], converted: dict[str, Any], set_id: str, code: str,
                       book: ExampleBook | None) -> dict[str, Any]:
    """The card-level entry (``play`` or ``statics``) of a Trainer or Special Energy card."""
    if converted.get("kind") == "pokemon" or not converted.get("fp") or not raw.get("rules"):
        return {}
    printed = " ".join(raw["rules"])
    for behaviour in _tries(compile_trainer_text(raw, compile_text), book, "card", printed, raw["name"]):
        if _round_trips(converted, set_id, code, behaviour, card_text, converted["fp"]):
            return dict(behaviour)
    return {}


def _pokemon_rule_flags(raw: dict[str, Any], converted: dict[str, Any]) -> list[str]:
    """The flag whose rule a Pokémon prints (the Baby rule, Shining's one copy), if its words match."""
    fp = converted.get("rule_fp")
    if not fp:
        return []
    name = raw["name"]
    return [flag for flag in POKEMON_RULE_FLAGS if fingerprint(pokemon_rules_text(name, (flag,)), name) == fp][:1]


def compile_card(raw: dict[str, Any], converted: dict[str, Any], set_id: str, code: str,
                 book: ExampleBook | None = None) -> dict[str, Any]:
    """The behaviour entry (``{"attacks": {name: nodes}, "powers": {...}, "play": ...}``) of every
    part of ``raw`` that compiles and round-trips; ``converted`` is the card's facts in Holofoil's
    format (with fingerprints). ``book`` adds the analogies of hand-written cards (``analogy.py``).
    A Technical Machine's attack is part of its Trainer text."""
    entry: dict[str, Any] = {}
    if converted.get("kind") == "pokemon":
        flags = _pokemon_rule_flags(raw, converted)
        if flags:
            entry["flags"] = flags
        attacks = _compile_parts(raw, converted, set_id, code, "attacks", book)
        powers = _compile_parts(raw, converted, set_id, code, "powers", book)
        if attacks:
            entry["attacks"] = attacks
        if powers:
            entry["powers"] = powers
    else:
        entry.update(_compile_card_text(raw, converted, set_id, code, book))
    return entry


def shape_of(text: str, name: str) -> str:
    """A text with its numbers and the card's name blanked out (for "the most common shapes")."""
    return re.sub(r"\d+", "N", text.replace(name, "NAME"))
