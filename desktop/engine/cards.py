"""Card definitions: immutable facts plus behaviour, loaded from ``cards/``.

A set is two files: ``<set>.json`` holds printed facts (converted from public
data by ``tools/import_cards.py``) and ``<set>.effects.json`` holds behaviour in
Holofoil's effect vocabulary (see ``effects.py``), written by hand. A card whose
printed text has no behaviour is *unimplemented*: it is reported and refused,
never played as vanilla.

The node vocabulary (``load_node``, the node kinds) is the effect package's: it registers it in
``kernel.py`` when ``desktop/engine/__init__`` imports it, before any card is loaded.
"""

from __future__ import annotations

import json
from collections import ChainMap
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from desktop.engine import kernel
from desktop.engine.card_classes import class_statics, pokemon_classes, pokemon_rules_text
from desktop.engine.kernel import EffectLoadError, Where
from desktop.engine.power_notes import NOTE_RULES, POWER_NOTES
from desktop.engine.set_library import LazyIndex, SetLibrary, read_library
from desktop.engine.text_match import fingerprint
from desktop.paths import cards_dir
from desktop.userfiles import user_dir

if TYPE_CHECKING:
    from desktop.engine.fx.node import Node

ENERGY_TYPES = (
    "Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting",
    "Colorless", "Darkness", "Metal", "Fairy", "Dragon",
)


@dataclass(frozen=True, slots=True)
class AttackDef:
    """An attack: cost, printed damage and its effect (a node tree), split at load time into
    what runs before damage and what runs after it (seed 000 A-01)."""

    name: str
    cost: tuple[str, ...]
    damage: int
    sign: str = ""  # "", "+", "-", "×"
    effect: Any = None  # Node | None
    before: Any = None  # Seq | None: costs and damage changes
    after: Any = None  # Seq | None: everything else
    has_text: bool = False
    implemented: bool = True
    fingerprint: str = ""  # of the printed text (see text_match.py); "" if unknown
    wording: str = ""  # the words its text is printed in, when not its set's ("classic" or "modern")


# The words a text may be printed in, as (era, dialect) of ``Words``: "the Defending Pokémon" and the
# card's own name; today's; Black & White's (the Defending Pokémon, "this Pokémon"); XY's and Sun &
# Moon's (today's, but "This Pokémon does 20 damage to itself", with no "also"); EX to HeartGold &
# SoulSilver's (classic, but "Does 20 damage to 1 of your opponent's Benched Pokémon").
WORDINGS = {"classic": ("classic", ""), "modern": ("modern", ""), "ex": ("classic", "ex"), "bw": ("classic", "bw"),
            "xy": ("modern", "xy")}

@dataclass(frozen=True, slots=True)
class PowerDef:
    """A Pokémon Power / Ability: ``effect`` runs when it is used (activated powers);
    ``static`` holds the modifiers it puts in the rules layer while in play."""

    name: str
    kind: str
    effect: Any = None  # Node | None
    static: tuple = ()  # Mod nodes
    has_text: bool = True
    implemented: bool = True
    fingerprint: str = ""  # of the printed text (see text_match.py)
    note: str = ""  # a classic Pokémon Power's Special Condition sentence, as printed (POWER_NOTES)

    @property
    def activated(self) -> bool:
        return self.effect is not None

    @property
    def rule_kind(self) -> str:
        """The rules that say when it works (``layer.power_working``): its kind, except for a
        Pokémon Power whose note words the Special Condition rule differently (NOTE_RULES)."""
        return NOTE_RULES.get(self.note, self.kind) if self.kind == "Pokémon Power" else self.kind


@dataclass(frozen=True, slots=True)
class CardDef:
    """One printed card. Shared by every game; never copied, never mutated."""

    id: str
    set_id: str
    number: str
    name: str
    kind: str  # "pokemon" | "trainer" | "energy"
    stage: str = ""  # "Basic" | "Stage 1" | "Stage 2"
    hp: int = 0
    types: tuple[str, ...] = ()
    evolves_from: str = ""
    pokedex: int = 0
    powers: tuple[PowerDef, ...] = ()
    attacks: tuple[AttackDef, ...] = ()
    weaknesses: tuple[tuple[str, str], ...] = ()  # (type, "x2" | "+20")
    resistances: tuple[tuple[str, int], ...] = ()  # (type, -30)
    retreat: int = 0
    subtype: str = ""  # trainer: Item/Supporter/Stadium/Pokémon Tool; energy: Basic/Special
    provides: tuple[str, ...] = ()
    effect: Any = None  # Node | None: what playing this Trainer does
    statics: tuple = ()  # (kind, Mod): static Powers' modifiers, or a Tool's
    aims: Any = None  # the node of ``effect`` that says what the card is played onto (a Targeted), if any
    flags: frozenset[str] = frozenset()  # e.g. "play_as_basic"
    subtypes: frozenset[str] = frozenset()  # card classes beyond the stage: "ex", "V", "VSTAR", ...
    rarity: str = ""
    set_code: str = ""
    missing: tuple[str, ...] = ()  # names of unimplemented texts
    fingerprint: str = ""  # of a Trainer's or Special Energy's printed text (see text_match.py)
    regulation: str = ""  # the regulation mark printed on today's cards ("H"), for formats

    @property
    def is_pokemon(self) -> bool:
        return self.kind == "pokemon"

    @property
    def is_basic_pokemon(self) -> bool:
        return (self.kind == "pokemon" and self.stage == "Basic") or "play_as_basic" in self.flags

    @property
    def is_pokemon_in_play(self) -> bool:
        """A Pokémon card, or a Trainer played as a Pokémon (an Antique Fossil names itself "this Pokémon")."""
        return self.kind == "pokemon" or "play_as_basic" in self.flags

    @property
    def is_basic_energy(self) -> bool:
        return self.kind == "energy" and self.subtype == "Basic"

    @property
    def implemented(self) -> bool:
        return not self.missing

    @property
    def type(self) -> str:
        return self.types[0] if self.types else "Colorless"

    def __repr__(self) -> str:
        return f"<{self.name} {self.set_code} {self.number}>"


@dataclass(frozen=True)
class CardSet:
    """A loaded set: its metadata, cards by number, and its theme decks."""

    id: str
    name: str
    code: str
    era: str
    cards: tuple[CardDef, ...]
    decks: dict[str, list[tuple[str, int]]] = field(default_factory=dict)
    compiled: frozenset[tuple[str, str]] = frozenset()  # (card id, text name) the card compiler made
    series: str = ""  # "Base", "Scarlet & Violet"...: formats allow sets by series
    release: str = ""  # ISO date, "2023-03-31": a deck list's printing of a missing set is the nearest


class CardError(ValueError):
    """A card file or card reference is malformed or unknown."""


def _effect(data: Any, where: Where) -> Node | None:
    return None if data is None else kernel.PARTS["load_node"](data, where)


def _split(effect: Node | None) -> tuple[Any, Any]:
    """An attack's top-level nodes before damage (costs, damage changes) and after it."""
    seq, after_damage = kernel.PARTS["seq"], kernel.PARTS["after"]
    if effect is None:
        return None, None
    nodes = effect.nodes if isinstance(effect, seq) else (effect,)
    before = tuple(n for n in nodes if n.place() < after_damage)
    after = tuple(n for n in nodes if n.place() == after_damage)
    return (seq(before) if before else None), (seq(after) if after else None)


def _attack(raw: dict, behaviour: Any, where: Where) -> AttackDef:
    wording = ""
    if isinstance(behaviour, dict) and "wording" in behaviour:  # printed in the other era's words
        wording = behaviour["wording"]
        if wording not in WORDINGS:
            raise where.at("wording").fail(f"unknown wording {wording!r} (wordings: {', '.join(WORDINGS)})")
        behaviour = {k: v for k, v in behaviour.items() if k != "wording"}
    effect = _effect(behaviour, where) if behaviour is not None else None
    has_text = bool(raw.get("has_text"))
    before, after = _split(effect)
    return AttackDef(
        name=raw["name"],
        cost=tuple(raw.get("cost", ())),
        damage=int(raw.get("damage", 0)),
        sign=raw.get("sign", ""),
        effect=effect,
        before=before,
        after=after,
        has_text=has_text,
        implemented=not has_text or behaviour is not None,
        fingerprint=raw.get("fp", ""),
        wording=wording,
    )


def _power(raw: dict, behaviour: dict | None, where: Where) -> PowerDef:
    load_node, modifier = kernel.PARTS["load_node"], kernel.PARTS["modifier"]
    behaviour = behaviour or {}
    for key in behaviour:
        if key not in ("use", "static", "note"):
            raise where.at(key).fail("a Power has \"use\" (what using it does), \"static\" (its modifiers) and "
                                     "\"note\" (how its text words the Special Condition rule)")
    note = behaviour.get("note", "")
    if note and note not in POWER_NOTES:
        raise where.at("note").fail(f"unknown note {note!r} (notes: {', '.join(POWER_NOTES)})")
    effect = _effect(behaviour.get("use"), where.at("use"))
    static = tuple(load_node(m, where.at(f"static.{i}")) for i, m in enumerate(behaviour.get("static", ())))
    for i, mod in enumerate(static):
        if not isinstance(mod, modifier):
            raise where.at(f"static.{i}").fail(f"{mod.op!r} is not a modifier")
    return PowerDef(
        name=raw["name"],
        kind=raw.get("kind", "Ability"),
        effect=effect,
        static=static,
        has_text=bool(raw.get("has_text", True)),
        note=note,
        implemented=effect is not None or bool(static),
        fingerprint=raw.get("fp", ""),
    )


CARD_KEYS = ("attacks", "powers", "play", "statics", "flags", "provides")
# Stages that are also the card's class (a VSTAR is a Pokémon VSTAR; an XY Mega is a MEGA): a card's
# ``subtypes`` hold them too, so every class check (Prizes, rule boxes, "Pokémon V") sees them.
CLASS_STAGES = ("VSTAR", "VMAX", "MEGA", "BREAK", "LEGEND", "V-UNION", "Restored")


def build_card(raw: dict, set_id: str, set_code: str, behaviour: dict, file: str = "", released: str = "") -> CardDef:
    """Combine one card's facts with its behaviour entry (may be empty); ``released``, its set's
    release date, tells the EX series' Pokémon-ex from today's Pokémon ex (``card_classes.ex_class``)."""
    load_node, modifier = kernel.PARTS["load_node"], kernel.PARTS["modifier"]
    where = Where(file or f"{set_id}.effects.json", f"{raw['number']} ({raw['name']})")
    for key in behaviour:
        if key not in CARD_KEYS:
            raise where.at(key).fail(f"unknown key (expected one of {', '.join(CARD_KEYS)})")
    attacks_b = behaviour.get("attacks", {})
    powers_b = behaviour.get("powers", {})
    for name in attacks_b:
        if name not in {a["name"] for a in raw.get("attacks", ())}:
            raise where.at(f"attacks.{name}").fail("the card has no attack of that name")
    for name in powers_b:
        if name not in {p["name"] for p in raw.get("powers", ())}:
            raise where.at(f"powers.{name}").fail("the card has no Power or Ability of that name")
    attacks = tuple(_attack(a, attacks_b.get(a["name"]), where.at(f"attacks.{a['name']}"))
                    for a in raw.get("attacks", ()))
    powers = tuple(_power(p, powers_b.get(p["name"]), where.at(f"powers.{p['name']}")) for p in raw.get("powers", ()))
    missing = [a.name for a in attacks if not a.implemented]
    missing += [p.name for p in powers if not p.implemented]
    effect = _effect(behaviour.get("play"), where.at("play"))
    tool_mods = tuple(load_node(m, where.at(f"statics.{i}")) for i, m in enumerate(behaviour.get("statics", ())))
    for i, mod in enumerate(tool_mods):
        if not isinstance(mod, modifier):
            raise where.at(f"statics.{i}").fail(f"{mod.op!r} is not a modifier")
    aims = None
    if effect is not None:  # a Tool's modifier applies while it is attached
        attach_tool, targeted = kernel.PARTS["attach_tool"], kernel.PARTS["targeted"]
        tool_mods += tuple(mod for n in effect.walk() if isinstance(n, attach_tool) for mod in n.tool_mods())
        chooses = any(isinstance(n, kernel.PARTS["choose_one"]) for n in effect.walk())  # it asks for the Pokémon
        aims = None if chooses else next((n for n in effect.walk() if isinstance(n, targeted)), None)
    own_kind = "Special Energy" if raw["kind"] == "energy" else "Tool"
    statics = (tuple((p.rule_kind, m) for p in powers for m in p.static) + tuple((own_kind, m) for m in tool_mods)
               + class_statics(tuple(raw.get("subtypes", ()))))
    if raw["kind"] != "pokemon" and raw.get("has_text") and effect is None and not (
            behaviour.get("flags") or ((raw.get("subtype") == "Stadium" or raw["kind"] == "energy")
                                       and behaviour.get("statics"))):
        missing.append(raw["name"])
    if raw["kind"] == "pokemon" and raw.get("rule_fp") and fingerprint(  # a rule printed on it (Baby, Shining)
            pokemon_rules_text(raw["name"], tuple(behaviour.get("flags", ()))), raw["name"]) != raw["rule_fp"]:
        missing.append(raw["name"])
    provides = tuple(behaviour.get("provides", raw.get("provides", ())))
    classes = frozenset(raw.get("subtypes", ()))
    if raw["kind"] == "pokemon":
        classes = pokemon_classes(classes, raw["name"], released)
    return CardDef(
        id=raw["id"],
        set_id=set_id,
        number=raw["number"],
        name=raw["name"],
        kind=raw["kind"],
        stage=raw.get("stage", ""),
        hp=int(raw.get("hp", 0)),
        types=tuple(raw.get("types", ())),
        evolves_from=raw.get("evolves_from", ""),
        pokedex=int(raw.get("pokedex", 0)),
        powers=powers,
        attacks=attacks,
        weaknesses=tuple((w["type"], w["value"]) for w in raw.get("weaknesses", ())),
        resistances=tuple((r["type"], int(r["value"])) for r in raw.get("resistances", ())),
        retreat=int(raw.get("retreat", 0)),
        subtype=raw.get("subtype", ""),
        provides=provides,
        effect=effect,
        statics=statics,
        aims=aims,
        flags=frozenset(behaviour.get("flags", ())),
        subtypes=classes | ({raw["stage"]} if raw.get("stage") in CLASS_STAGES else set()),
        rarity=raw.get("rarity", ""),
        set_code=set_code,
        missing=tuple(missing),
        fingerprint=raw.get("fp", ""),
        regulation=raw.get("regulation", ""),
    )


def _read_json(path: Path) -> dict:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise CardError(f"card file not found: {path}") from None
    except json.JSONDecodeError as exc:
        raise CardError(f"{path.name}: not valid JSON ({exc})") from None


def _merge_behaviour(compiled: dict, written: dict) -> dict:
    """A card's compiled entry with every hand-written attack, power or card-level key on top: a
    hand-written definition always wins over a compiled one."""
    merged = dict(compiled)
    for key, value in written.items():
        if key in ("attacks", "powers") and isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = {**merged[key], **value}
        else:
            merged[key] = value
    return merged


def load_set(set_id: str, folder: Path | None = None, reprints_from: Path | None = None) -> CardSet:
    """Load ``<set>.json`` and its behaviour file ``<set>.effects.json``. A text the set's own
    file doesn't define is taken from a reprint with the same name and printed text in another
    set of the folder; a set outside the shipped folder (the library's, an imported one) also from
    the set itself and the sets of ``reprints_from`` (see ``reprint_index``)."""
    folder = folder or cards_dir()
    data = _read_json(folder / f"{set_id}.json")
    effects_path = folder / f"{set_id}.effects.json"
    behaviour = _read_json(effects_path) if effects_path.exists() else {}
    compiled_path = folder / f"{set_id}.compiled.json"  # the card compiler's output, by card id
    compiled = _read_json(compiled_path) if compiled_path.exists() else {}
    info = data["set"]
    index = reprint_index(reprints_from or folder)
    shared: Mapping[tuple, Any] = index if reprints_from is None else ChainMap(  # its own reprints (a full art),
        _index_written(data["cards"], behaviour, {}), index, reprint_index(folder))  # the shipped sets', its folder's
    cards = tuple(
        build_card(raw, set_id, info["code"],
                   with_reprints(raw, _merge_behaviour(compiled.get(raw["id"], {}), behaviour.get(raw["number"], {})),
                                 shared),
                   effects_path.name, str(info.get("release", "")))
        for raw in data["cards"]
    )
    decks = {d["name"]: [(c["id"], int(c["count"])) for c in d["cards"]] for d in data.get("decks", ())}
    used = frozenset(_compiled_used(data["cards"], compiled, behaviour))
    return CardSet(info["id"], info["name"], info["code"], info.get("era", "modern"), cards, decks, used,
                   info.get("series", ""), str(info.get("release", "")))


def _compiled_used(raws: list[dict], compiled: dict, written: dict) -> list[tuple[str, str]]:
    """(card id, text name) of each text the card compiler's entry implements, where no hand-written
    entry replaces it: an attack or power by its name, a Trainer's text by the card's name."""
    used = []
    for raw in raws:
        entry, mine = compiled.get(raw["id"], {}), written.get(raw["number"], {})
        for part in ("attacks", "powers"):
            used += [(raw["id"], name) for name in entry.get(part, {}) if name not in mine.get(part, {})]
        if any(key in entry for key in ("play", "statics")) and not any(key in mine for key in ("play", "statics")):
            used.append((raw["id"], raw["name"]))
    return used


CARD_LEVEL = ("play", "statics", "flags", "provides")


def _reprint_keys(raw: dict) -> list[tuple[tuple, str, str]]:
    """``(key, part, name)`` for each printed text of a card: key = (card name, part, text name,
    fingerprint of the printed text); part is "attacks", "powers" or "card"."""
    keys = []
    for part in ("attacks", "powers"):
        for row in raw.get(part, ()):
            if row.get("fp"):
                keys.append(((raw["name"], part, row["name"], row["fp"]), part, row["name"]))
    if raw.get("fp"):
        keys.append(((raw["name"], "card", raw["name"], raw["fp"]), "card", raw["name"]))
    return keys


@lru_cache(maxsize=8)
def reprint_index(folder: Path) -> dict[tuple, Any]:
    """Every definition written in the folder's effects files, keyed by card name, the attack or
    Power name and the fingerprint of its printed text: reprints share one definition."""
    index: dict[tuple, Any] = {}
    for effects_path in sorted(folder.glob("*.effects.json")):
        facts_path = folder / effects_path.name.replace(".effects.json", ".json")
        if facts_path.exists():
            _index_written(_read_json(facts_path).get("cards", ()), _read_json(effects_path), index)
    return index


def _index_written(raws: Iterable[dict], behaviour: dict, index: dict[tuple, Any]) -> dict[tuple, Any]:
    """Add to ``index`` the definitions ``behaviour`` (one set's effects file) writes for ``raws``."""
    for raw in raws:
        entry = behaviour.get(raw["number"])
        if not entry:
            continue
        for key, part, name in _reprint_keys(raw):
            found = {k: entry[k] for k in CARD_LEVEL if k in entry} if part == "card" else entry.get(part, {}).get(name)
            if found:
                index.setdefault(key, found)
    return index


def with_reprints(raw: dict, behaviour: dict, shared: Mapping[tuple, Any]) -> dict:
    """``behaviour`` completed from ``shared`` for texts it doesn't define itself."""
    merged = {**behaviour}
    for key, part, name in _reprint_keys(raw):
        found = shared.get(key)
        if found is None:
            continue
        if part == "card":
            if not any(k in merged for k in CARD_LEVEL):
                merged.update(found)
        elif name not in merged.get(part, {}):
            merged[part] = {**merged.get(part, {}), name: found}
    return merged


class CardDB:
    """All loaded sets; look cards up by id, by (set code, number) or by name."""

    def __init__(self, sets: list[CardSet], decks: dict[str, list[tuple[str, int]]] | None = None,
                 library: SetLibrary | None = None) -> None:
        """``library``: sets loaded when one of their cards is looked up (``set_library.py``)."""
        self.sets: dict[str, CardSet] = {}
        self.problems: list[str] = []  # sets that could not be loaded, as sentences for the player
        self.builtin_decks = decks or {}  # built-in decks beyond the sets' own (cards/decks.json)
        self.library = library or SetLibrary(Path())
        self.from_library: set[str] = set()  # the library's sets loaded so far
        self.by_id: dict[str, CardDef] = LazyIndex(self._fill_id)
        self.by_code: dict[tuple[str, str], CardDef] = LazyIndex(self._fill_code)
        self.by_name: dict[str, list[CardDef]] = {}
        for card_set in sets:
            self._add(card_set)

    def _add(self, card_set: CardSet) -> None:
        self.sets[card_set.id] = card_set
        for card in card_set.cards:
            dict.__setitem__(self.by_id, card.id, card)
            dict.__setitem__(self.by_code, (card_set.code.upper(), card.number), card)
            self.by_name.setdefault(card.name.lower(), []).append(card)

    def _fill_id(self, card_id: object) -> bool:
        set_id = self.library.set_of_card(card_id) if type(card_id) is str else None
        return set_id is not None and self._load_library_set(set_id)

    def _fill_code(self, key: object) -> bool:
        if type(key) is not tuple or len(key) != 2 or type(key[0]) is not str:
            return False
        # a list, not a generator: every set sharing the code loads (a set and its gallery subset)
        return any([self._load_library_set(set_id) for set_id in list(self.library.sets_of_code(key[0]))])

    def _load_library_set(self, set_id: str) -> bool:
        """Load library set ``set_id`` (once); a set that can't be loaded is named in ``problems``."""
        self.library.forget(set_id)
        try:
            card_set = load_set(set_id, self.library.folder, reprints_from=cards_dir())
        except (CardError, EffectLoadError, KeyError, TypeError, ValueError, OSError) as exc:
            self.problems.append(f"library set {set_id} could not be loaded: {exc}")
            return False
        self.from_library.add(set_id)
        self._add(card_set)
        return True

    def core_cards(self) -> list[CardDef]:
        """The cards of the shipped and imported sets (what the deck editor browses): never the card
        library's, whatever deck lists have loaded of it."""
        return [c for c in self.by_id.values() if c.set_id not in self.from_library]

    def load_library(self) -> None:
        """Load every library set now (tools, reports)."""
        for set_id in list(self.library.by_id):
            self._load_library_set(set_id)

    def get(self, card_id: str) -> CardDef:
        try:
            return self.by_id[card_id]
        except KeyError:
            raise CardError(f"unknown card id {card_id!r}") from None

    def all_cards(self) -> list[CardDef]:
        return list(self.by_id.values())

    def all_theme_decks(self) -> dict[str, list[CardDef]]:
        """Every built-in deck whose cards are all loaded, playable or not: the shipped and imported
        sets' theme decks and the official decks of ``decks.json``."""
        decks = {}
        for card_set in list(self.sets.values()):  # (a deck naming a library card loads its set)
            if card_set.id in self.from_library:
                continue  # the library's own theme decks are not built in: the lists stay the same
            for name, rows in card_set.decks.items():
                if all(cid in self.by_id for cid, _count in rows):  # Thunderstorm (Base Set 2) needs Team Rocket
                    decks[name] = [self.get(cid) for cid, count in rows for _ in range(count)]
        for name, rows in self.builtin_decks.items():
            if all(cid in self.by_id for cid, _count in rows):  # every card's set is loaded
                decks[name] = [self.get(cid) for cid, count in rows for _ in range(count)]
        return decks

    def theme_decks(self) -> dict[str, list[CardDef]]:
        """The built-in decks Holofoil can play: every card in them is implemented."""
        return {name: cards for name, cards in self.all_theme_decks().items() if all(c.implemented for c in cards)}


SHIPPED_SETS = ("base1", "base2", "base3", "base4", "base6", "gym1", "gym2", "neo1", "neo3", "neo4",
                "sv1", "sv3", "sv4pt5", "sv5", "sv6", "sv6pt5", "sv7", "sv8", "sv8pt5", "sv9", "sv10", "zsv10pt5",
                "rsv10pt5", "me1", "me2", "me2pt5", "me3", "sve", "svp",
                "swsh9",  # Brilliant Stars: Arceus V and VSTAR (a VSTAR Power) as the compiler reads them
                "swsh11")  # Lost Origin: the Lost Zone (Colress's Experiment)


def load_builtin_decks(folder: Path | None = None) -> dict[str, list[tuple[str, int]]]:
    """The built-in decks of ``decks.json`` (official preconstructed decks, made from their deck
    lists by ``tools/import_decklists.py``): name -> (card id, count) rows."""
    path = (folder or cards_dir()) / "decks.json"
    if not path.exists():
        return {}
    data = _read_json(path)
    return {d["name"]: [(c["id"], int(c["count"])) for c in d["cards"]] for d in data["decks"]}


def imported_sets(folder: Path) -> tuple[list[CardSet], list[str]]:
    """The sets a player imported (``holofoil cards import``) into ``folder``, and a sentence for
    each one that could not be loaded (it is left where it is, untouched)."""
    sets, problems = [], []
    for path in sorted(folder.glob("*.json")):
        set_id = path.name.removesuffix(".json")
        if "." in set_id or set_id in SHIPPED_SETS:
            continue  # a compiled or effects file, or a set that is built in
        try:
            sets.append(load_set(set_id, folder, reprints_from=cards_dir()))
        except (CardError, EffectLoadError, KeyError, TypeError, ValueError) as exc:
            problems.append(f"imported set {path.name} could not be loaded: {exc}")
    return sets, problems


@lru_cache(maxsize=1)
def default_db() -> CardDB:
    """The card database of every shipped set and every set the player imported (loaded once per
    process), with the library's sets loaded when first needed; ``problems`` says which imported
    or library set files could not be loaded."""
    extra, problems = imported_sets(user_dir("cards"))
    library = read_library(loaded={*SHIPPED_SETS, *(s.id for s in extra)})
    db = CardDB([load_set(s) for s in SHIPPED_SETS] + extra, load_builtin_decks(), library)
    db.problems = problems
    return db
