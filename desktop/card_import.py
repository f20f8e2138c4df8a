"""``holofoil cards import FILE... [--json]``: add a set the player has as a pokemontcg.io set file.

Each file (a JSON list of cards in the public pokemontcg.io v2 schema, one set) is checked,
converted to Holofoil's card facts and compiled by the card compiler, into the player's data
folder (``user_dir("cards")``), where the app finds it at its next start. Every file is read and
compiled before anything is written: a damaged, foreign or hostile file fails with a message
naming the file and what is wrong, and nothing is written. Files are written atomically. The
printed text is input only: what is written holds facts, fingerprints and effect nodes.
"""

from __future__ import annotations

import argparse
import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from desktop.compiler.analogy import ExampleBook
from desktop.compiler.compile import compile_card
from desktop.compiler.facts import convert_card
from desktop.engine.cards import SHIPPED_SETS, CardError, build_card
from desktop.engine.fx.node import EffectLoadError
from desktop.paths import cards_dir
from desktop.userfiles import UserFileError, read_bytes, user_dir, write_atomic

MAX_SET_BYTES = 32 << 20  # the largest set file in the public data is some 2 MB
SET_ID = re.compile(r"[a-z0-9]{1,24}")  # also the file name it is written under: no path can hide in it
SUPERTYPES = ("Pokémon", "Trainer", "Energy")
ERAS = {"Base": "classic", "Gym": "classic", "Neo": "classic"}


class CardImportError(ValueError):
    """A set file cannot be imported; the message names the file and the problem."""


@dataclass(frozen=True)
class PreparedSet:
    """One set file, checked, converted and compiled, ready to be written."""

    source: Path
    set_id: str
    facts: dict[str, Any]
    compiled: dict[str, Any]
    implemented: int

    def summary(self) -> dict[str, Any]:
        cards = len(self.facts["cards"])
        return {"file": str(self.source), "set": self.set_id, "name": self.facts["set"]["name"], "cards": cards,
                "implemented": self.implemented, "compiled_cards": len(self.compiled)}


def _cards_of(path: Path) -> list[dict[str, Any]]:
    try:
        data = json.loads(read_bytes(path, MAX_SET_BYTES).decode("utf-8-sig"))
    except UserFileError as exc:
        raise CardImportError(str(exc)) from None
    except UnicodeDecodeError:
        raise CardImportError(f"{path.name}: not a text file (expected JSON in UTF-8)") from None
    except json.JSONDecodeError as exc:
        raise CardImportError(f"{path.name}: not valid JSON (line {exc.lineno}, column {exc.colno})") from None
    except (RecursionError, ValueError):  # nested too deeply, or a number too long to read
        raise CardImportError(f"{path.name}: not valid JSON (nested too deeply or a number too long)") from None
    if isinstance(data, dict) and isinstance(data.get("data"), list):
        data = data["data"]  # the API's answer: {"data": [...]}
    if not isinstance(data, list) or not data:
        raise CardImportError(f"{path.name}: not a pokemontcg.io set file (expected a list of cards)")
    for i, card in enumerate(data):
        if not isinstance(card, dict):
            raise CardImportError(f"{path.name}: entry {i + 1} is not a card (expected an object)")
        for key in ("id", "name", "number", "supertype"):
            if not isinstance(card.get(key), str) or not card[key]:
                raise CardImportError(f"{path.name}: card {i + 1} has no {key!r} (text)")
        if card["supertype"] not in SUPERTYPES:
            raise CardImportError(f"{path.name}: card {card['id']!r} has an unknown supertype {card['supertype']!r}")
    return data


def _set_id(path: Path, cards: list[dict[str, Any]]) -> str:
    ids = {card["id"].rsplit("-", 1)[0] for card in cards}
    if len(ids) != 1:
        raise CardImportError(f"{path.name}: cards of several sets ({', '.join(sorted(ids)[:4])}); one set per file")
    set_id = ids.pop()
    if not SET_ID.fullmatch(set_id):
        raise CardImportError(f"{path.name}: set id {set_id!r} is not a set id (lower-case letters and digits)")
    if set_id in SHIPPED_SETS:
        raise CardImportError(f"{path.name}: set {set_id!r} is built into Holofoil already")
    return set_id


def _set_info(set_id: str, cards: list[dict[str, Any]]) -> dict[str, Any]:
    raw = cards[0].get("set")
    info: dict[str, Any] = raw if isinstance(raw, dict) else {}
    text = {k: v for k, v in info.items() if isinstance(v, str)}
    series = text.get("series", "")
    return {"id": set_id, "name": text.get("name", set_id), "code": text.get("ptcgoCode", set_id.upper()),
            "series": series, "release": text.get("releaseDate", "").replace("/", "-"),
            "era": ERAS.get(series, "modern")}


@lru_cache(maxsize=1)
def example_book() -> ExampleBook:
    """The hand-written definitions of the shipped sets, which compile an imported set's texts of
    the same shapes (``compiler/analogy.py``); built once per process."""
    return ExampleBook.from_folder(cards_dir())


def prepare(path: Path) -> PreparedSet:
    """Read, check, convert and compile one set file (writes nothing)."""
    cards = _cards_of(path)
    set_id = _set_id(path, cards)
    info = _set_info(set_id, cards)
    facts, compiled, implemented = [], {}, 0
    for raw in cards:
        try:
            converted = convert_card(raw)
            entry = compile_card(raw, converted, set_id, info["code"], example_book())
            card = build_card(converted, set_id, info["code"], entry, released=info["release"])
        except (KeyError, ValueError, TypeError, AttributeError, CardError, EffectLoadError) as exc:
            raise CardImportError(f"{path.name}: card {raw['id']!r} is malformed ({type(exc).__name__}: {exc})") \
                from None
        facts.append(converted)
        implemented += card.implemented
        if entry:
            compiled[raw["id"]] = entry
    return PreparedSet(path, set_id, {"set": info, "cards": facts, "decks": []}, compiled, implemented)


def import_files(paths: list[Path], folder: Path | None = None) -> list[PreparedSet]:
    """Import every file, or none: all are prepared before the first is written."""
    prepared = [prepare(Path(p)) for p in paths]
    seen: dict[str, Path] = {}
    for item in prepared:
        if item.set_id in seen:
            raise CardImportError(f"{item.source.name} and {seen[item.set_id].name} are both set {item.set_id!r}")
        seen[item.set_id] = item.source
    target = folder or user_dir("cards")
    for item in prepared:
        write_atomic(target / f"{item.set_id}.json", json.dumps(item.facts, indent=0, ensure_ascii=False) + "\n")
        write_atomic(target / f"{item.set_id}.compiled.json",
                     json.dumps(item.compiled, indent=0, ensure_ascii=False, sort_keys=True) + "\n")
    return prepared


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="holofoil cards import", description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    try:
        done = import_files(args.files)
    except (CardImportError, UserFileError) as exc:
        print(f"holofoil cards import: {exc} (nothing was imported)")
        return 1
    if args.json:
        print(json.dumps({"imported": [d.summary() for d in done]}, indent=2, ensure_ascii=False))
        return 0
    for item in done:
        s = item.summary()
        print(f"{s['set']} ({s['name']}): {s['cards']} cards, {s['implemented']} playable -> "
              f"{user_dir('cards') / (s['set'] + '.json')}")
    return 0
