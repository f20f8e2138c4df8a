"""Compile by analogy: a printed text shaped like a text Holofoil already implements by hand
compiles to that definition, with its numbers, Energy types and Special Conditions replaced.

Every hand-written definition in ``cards/*.effects.json`` is an example. Its *generated* text
(never a printed one) is normalised (``text_match.normalise``) and split into a shape and slot
values: "flip # coins this attack does # damage times the number of heads", ("2", "20"). A new
printed text with the same shape gets the example's nodes, each leaf that held an old slot value
now holding the new one (the "ex" classes are slots too: "Pokémon ex" teaches "Pokémon-EX" and
"Pokémon-ex", ``card_classes.EX_CLASSES``). Like every compiled text, the result is kept only if
the text generated from it matches the printed text (``compile.py``): an analogy that guessed
wrong is refused.

This is how one hand-written Base Set card teaches the compiler every later card printed in its
words (Legendary Collection, Gym, Neo), without a hand-made pattern per wording.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop.engine.card_classes import EX_CLASSES
from desktop.engine.cards import CARD_LEVEL, POWER_NOTES, CardDef, CardError, load_set
from desktop.engine.fx.node import EffectLoadError
from desktop.engine.text import attack_text, card_text, power_text
from desktop.engine.text_match import EX_WORDS, normalise

TYPE_WORDS = {t.lower(): t for t in ("Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting", "Darkness",
                                     "Metal", "Fairy", "Dragon", "Colorless")}
CONDITION_WORDS = {c.lower(): c for c in ("Asleep", "Burned", "Confused", "Paralyzed", "Poisoned")}
CLASS_WORD = dict(zip(EX_CLASSES, EX_WORDS, strict=True))  # class -> its normalised word: "EX" -> "ex_caps"
CLASS_OF_WORD = {word: kind for kind, word in CLASS_WORD.items()}
SLOT_MARKS = (("#", str.isdigit), ("T", TYPE_WORDS.__contains__), ("C", CONDITION_WORDS.__contains__),
              ("K", CLASS_OF_WORD.__contains__))
MAX_CHOICES = 16  # an example whose slots could map more ways than this is not tried
OWN_NAME = "\u0000NAME"  # in a stored example: where its card's own name was ("named": ["Grubbin"])


def _with_name(data: Any, old: str, new: str) -> Any:
    """``data`` with every string leaf equal to ``old`` replaced by ``new``."""
    if isinstance(data, dict):
        return {k: _with_name(v, old, new) for k, v in data.items()}
    if isinstance(data, list):
        return [_with_name(v, old, new) for v in data]
    return new if data == old else data


def shape_and_slots(normalised: str) -> tuple[str, tuple[str, ...]]:
    """("flip # coins ...", ("2", "20")): a normalised text with its numbers, types and
    conditions taken out as slots."""
    shape, slots = [], []
    for word in normalised.split():
        mark = next((m for m, is_slot in SLOT_MARKS if is_slot(word)), None)
        shape.append(mark or word)
        if mark:
            slots.append(word)
    return " ".join(shape), tuple(slots)


def _replace(data: Any, choice: dict[str, str]) -> Any:
    """``data`` (effect JSON) with every leaf whose value is a key of ``choice`` replaced (a class by
    its word: "ex" -> "ex_caps" makes "ex" "EX"; a ``wording`` is no class)."""
    if isinstance(data, dict):
        return {k: v if k == "wording" else _replace(v, choice) for k, v in data.items()}
    if isinstance(data, list):
        return [_replace(v, choice) for v in data]
    if isinstance(data, int) and not isinstance(data, bool) and str(data) in choice:
        return int(choice[str(data)])
    if isinstance(data, str) and data in CLASS_WORD:
        return CLASS_OF_WORD.get(choice.get(CLASS_WORD[data], ""), data)
    if isinstance(data, str) and data.lower() in choice:
        new = choice[data.lower()]
        return TYPE_WORDS.get(new) or CONDITION_WORDS.get(new) or data
    return data


def substitutions(template: Any, old: tuple[str, ...], new: tuple[str, ...]) -> Iterator[Any]:
    """``template`` with old slot values mapped to new ones, position by position. A value that
    stands in several slots with different new values gives one candidate per choice."""
    options: dict[str, list[str]] = {}
    for before, after in zip(old, new, strict=True):
        if after not in options.setdefault(before, []):
            options[before].append(after)
    keys = list(options)
    combos = 1
    for key in keys:
        combos *= len(options[key])
    if combos > MAX_CHOICES:
        return
    for picked in itertools.product(*(options[k] for k in keys)):
        yield _replace(template, {k: v for k, v in zip(keys, picked, strict=True) if k != v})


def _without_note(normalised: str, name: str) -> tuple[str, str] | None:
    """(text, note key) of a normalised Power text that ends with one of the POWER_NOTES."""
    for key, note in POWER_NOTES.items():
        ending = normalise(note.format(name=name), name) if note else ""
        if ending and normalised.endswith(" " + ending):
            return normalised[: -len(ending) - 1], key
    return None


@dataclass
class ExampleBook:
    """Hand-written definitions by (part, shape of their generated text): part is "attacks",
    "powers" or "card" (a Trainer's or Special Energy's card-level entry)."""

    examples: dict[tuple[str, str], list[tuple[tuple[str, ...], Any]]] = field(default_factory=dict)

    def add(self, part: str, generated: str, name: str, definition: Any) -> None:
        shape, slots = shape_and_slots(normalise(generated, name))
        definition = _with_name(definition, name, OWN_NAME)  # "up to 2 Grubbin" teaches "up to 2 <its name>"
        bucket = self.examples.setdefault((part, shape), [])
        if all(json.dumps(d, sort_keys=True) != json.dumps(definition, sort_keys=True) for _s, d in bucket):
            bucket.append((slots, definition))

    def add_power(self, generated: str, name: str, definition: dict[str, Any]) -> None:
        """A Power, under its whole text and, for a classic Pokémon Power, under its text without
        the note on Special Conditions (``POWER_NOTES``): a reprint that words the note differently
        (Legendary Collection's "affected by a Special Condition") still finds it."""
        self.add("powers", generated, name, definition)
        body = _without_note(normalise(generated, name), name)
        if body is not None:
            self.add("power body", body[0], name, {k: v for k, v in definition.items() if k != "note"})

    def add_card(self, card: CardDef, entry: dict[str, Any]) -> None:
        """Every hand-written text of one card (``entry``: its ``effects.json`` entry)."""
        for attack in card.attacks:
            if attack.implemented and attack.name in entry.get("attacks", {}):
                self.add("attacks", attack_text(card, attack), card.name, entry["attacks"][attack.name])
        for power in card.powers:
            if power.implemented and power.name in entry.get("powers", {}):
                definition = entry["powers"][power.name]
                if power.kind == "Pokémon Power":
                    self.add_power(power_text(card, power), card.name, definition)
                else:
                    self.add("powers", power_text(card, power), card.name, definition)
        level = {k: entry[k] for k in CARD_LEVEL if k in entry}
        if card.kind != "pokemon" and level and card.implemented:
            self.add("card", card_text(card), card.name, level)

    def candidates(self, part: str, printed: str, name: str) -> Iterator[Any]:
        """Definitions that a printed text of ``part`` may mean, best guesses first."""
        normalised = normalise(printed, name)
        shape, slots = shape_and_slots(normalised)
        for old, definition in self.examples.get((part, shape), ()):
            for found in substitutions(definition, old, slots):
                yield _with_name(found, OWN_NAME, name)
        body = _without_note(normalised, name) if part == "powers" else None
        if body is not None:
            shape, slots = shape_and_slots(body[0])
            for old, definition in self.examples.get(("power body", shape), ()):
                for found in substitutions(definition, old, slots):
                    yield {**_with_name(found, OWN_NAME, name), "note": body[1]}

    @classmethod
    def from_folder(cls, folder: Path) -> ExampleBook:
        """The book of every hand-written definition of the sets in ``folder`` and in its card library
        (``folder/library``: a definition written for an XY card teaches its reprints and look-alikes)."""
        book = cls()
        paths = sorted(folder.glob("*.effects.json")) + sorted((folder / "library").glob("*.effects.json"))
        for effects_path in paths:
            set_id = effects_path.name.removesuffix(".effects.json")
            try:
                card_set = load_set(set_id, effects_path.parent)
                written = json.loads(effects_path.read_text("utf-8"))
            except (CardError, EffectLoadError, OSError, ValueError):
                continue  # a set that does not load teaches nothing
            for card in card_set.cards:
                if card.number in written:
                    book.add_card(card, written[card.number])
        return book

    def sentences(self, name: str) -> SentenceAnalogy:
        """A pattern for ``compile_text`` that reads a group of an attack's sentences like a whole
        hand-written attack text of the same shape (Rocket Tackle = self damage + Scrunch)."""
        return SentenceAnalogy(self, name)

    def __len__(self) -> int:
        return sum(len(v) for v in self.examples.values())


@dataclass(frozen=True)
class SentenceAnalogy:
    """The analogies of a book as one pattern of ``compile.compile_text`` (for one card's name)."""

    book: ExampleBook
    name: str

    def match(self, text: str) -> Any:
        return next(self.book.candidates("attacks", text, self.name), None)
