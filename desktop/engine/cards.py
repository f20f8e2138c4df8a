"""Card definitions: immutable facts plus behaviour, loaded from ``cards/``.

A set is two files: ``<set>.json`` holds printed facts (converted from public
data by ``tools/import_cards.py``) and ``<set>.effects.json`` holds behaviour in
Holofoil's effect vocabulary (see ``effects.py``), written by hand. A card whose
printed text has no behaviour is *unimplemented*: it is reported and refused,
never played as vanilla.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from desktop.paths import cards_dir

ENERGY_TYPES = (
    "Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting",
    "Colorless", "Darkness", "Metal", "Fairy", "Dragon",
)


@dataclass(frozen=True, slots=True)
class AttackDef:
    """An attack: cost, printed damage and the effect ops that follow it."""

    name: str
    cost: tuple[str, ...]
    damage: int
    sign: str = ""  # "", "+", "-", "×"
    ops: tuple = ()
    has_text: bool = False
    implemented: bool = True


@dataclass(frozen=True, slots=True)
class PowerDef:
    """A Pokémon Power / Ability. ``ops`` run when it is used (activated powers);
    ``passive`` names a trigger handled by the engine (e.g. ``strikes_back``)."""

    name: str
    kind: str
    ops: tuple = ()
    passive: str = ""
    has_text: bool = True
    implemented: bool = True

    @property
    def activated(self) -> bool:
        return bool(self.ops)


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
    ops: tuple = ()  # trainer / special energy behaviour
    flags: frozenset[str] = frozenset()  # e.g. "play_as_basic"
    subtypes: frozenset[str] = frozenset()  # card classes beyond the stage: "ex", "V", "VSTAR", ...
    rarity: str = ""
    set_code: str = ""
    missing: tuple[str, ...] = ()  # names of unimplemented texts

    @property
    def is_pokemon(self) -> bool:
        return self.kind == "pokemon"

    @property
    def is_basic_pokemon(self) -> bool:
        return (self.kind == "pokemon" and self.stage == "Basic") or "play_as_basic" in self.flags

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


class CardError(ValueError):
    """A card file or card reference is malformed or unknown."""


def _attack(raw: dict, behaviour: dict | None) -> AttackDef:
    ops = tuple(behaviour) if behaviour is not None else ()
    has_text = bool(raw.get("has_text"))
    return AttackDef(
        name=raw["name"],
        cost=tuple(raw.get("cost", ())),
        damage=int(raw.get("damage", 0)),
        sign=raw.get("sign", ""),
        ops=ops,
        has_text=has_text,
        implemented=not has_text or behaviour is not None,
    )


def _power(raw: dict, behaviour: dict | None) -> PowerDef:
    behaviour = behaviour or {}
    ops = tuple(behaviour.get("ops", ()))
    passive = behaviour.get("passive", "")
    return PowerDef(
        name=raw["name"],
        kind=raw.get("kind", "Ability"),
        ops=ops,
        passive=passive,
        has_text=bool(raw.get("has_text", True)),
        implemented=bool(ops or passive),
    )


def build_card(raw: dict, set_id: str, set_code: str, behaviour: dict) -> CardDef:
    """Combine one card's facts with its behaviour entry (may be empty)."""
    attacks_b = behaviour.get("attacks", {})
    powers_b = behaviour.get("powers", {})
    attacks = tuple(_attack(a, attacks_b.get(a["name"])) for a in raw.get("attacks", ()))
    powers = tuple(_power(p, powers_b.get(p["name"])) for p in raw.get("powers", ()))
    missing = [a.name for a in attacks if not a.implemented]
    missing += [p.name for p in powers if not p.implemented]
    ops = tuple(behaviour.get("ops", ()))
    if raw["kind"] != "pokemon" and raw.get("has_text") and not ops and not behaviour.get("flags"):
        missing.append(raw["name"])
    provides = tuple(behaviour.get("provides", raw.get("provides", ())))
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
        ops=ops,
        flags=frozenset(behaviour.get("flags", ())),
        subtypes=frozenset(raw.get("subtypes", ())),
        rarity=raw.get("rarity", ""),
        set_code=set_code,
        missing=tuple(missing),
    )


def _read_json(path: Path) -> dict:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise CardError(f"card file not found: {path}") from None
    except json.JSONDecodeError as exc:
        raise CardError(f"{path.name}: not valid JSON ({exc})") from None


def load_set(set_id: str, folder: Path | None = None) -> CardSet:
    """Load ``<set>.json`` and its behaviour file ``<set>.effects.json``."""
    folder = folder or cards_dir()
    data = _read_json(folder / f"{set_id}.json")
    effects_path = folder / f"{set_id}.effects.json"
    behaviour = _read_json(effects_path) if effects_path.exists() else {}
    info = data["set"]
    cards = tuple(
        build_card(raw, set_id, info["code"], behaviour.get(raw["number"], {})) for raw in data["cards"]
    )
    decks = {d["name"]: [(c["id"], int(c["count"])) for c in d["cards"]] for d in data.get("decks", ())}
    return CardSet(info["id"], info["name"], info["code"], info.get("era", "modern"), cards, decks)


class CardDB:
    """All loaded sets; look cards up by id, by (set code, number) or by name."""

    def __init__(self, sets: list[CardSet]) -> None:
        self.sets = {s.id: s for s in sets}
        self.by_id: dict[str, CardDef] = {}
        self.by_code: dict[tuple[str, str], CardDef] = {}
        self.by_name: dict[str, list[CardDef]] = {}
        for card_set in sets:
            for card in card_set.cards:
                self.by_id[card.id] = card
                self.by_code[(card_set.code.upper(), card.number)] = card
                self.by_name.setdefault(card.name.lower(), []).append(card)

    def get(self, card_id: str) -> CardDef:
        try:
            return self.by_id[card_id]
        except KeyError:
            raise CardError(f"unknown card id {card_id!r}") from None

    def all_cards(self) -> list[CardDef]:
        return list(self.by_id.values())

    def theme_decks(self) -> dict[str, list[CardDef]]:
        """Built-in decks by name, expanded to 60 card definitions each."""
        decks = {}
        for card_set in self.sets.values():
            for name, rows in card_set.decks.items():
                decks[name] = [self.get(cid) for cid, count in rows for _ in range(count)]
        return decks


SHIPPED_SETS = ("base1",)


@lru_cache(maxsize=1)
def default_db() -> CardDB:
    """The card database of every shipped set (loaded once per process)."""
    return CardDB([load_set(s) for s in SHIPPED_SETS])
