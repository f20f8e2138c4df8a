"""Made-up cards for the tests of today's rulebook (seed 001, ``docs/rules-coverage.md``): facts
and effects only, no printed text, so each rule is tested on its own under ``ModernRules``."""

from __future__ import annotations

from engine_helpers import FILLER

from desktop.engine.cards import CardDB, CardSet, build_card, default_db
from desktop.engine.game import Game
from desktop.engine.scenario import build_game


def _mon(number: str, name: str, hp: int, types: list[str], attacks: list[dict], stage: str = "Basic",
         evolves: str = "", retreat: int = 1, weak: str = "", resist: str = "", powers: dict | None = None,
         subtypes: tuple[str, ...] = ()) -> tuple[dict, dict]:
    raw: dict = {"id": f"mr-{number}", "number": number, "name": name, "kind": "pokemon", "stage": stage, "hp": hp,
                 "types": types, "attacks": attacks, "retreat": retreat, "subtypes": list(subtypes)}
    if evolves:
        raw["evolves_from"] = evolves
    if weak:
        raw["weaknesses"] = [{"type": weak, "value": "x2"}]
    if resist:
        raw["resistances"] = [{"type": resist, "value": "-30"}]
    behaviour: dict = {}
    if powers:
        raw["powers"] = [{"name": name, "kind": "Ability", "has_text": True} for name in powers]
        behaviour["powers"] = powers
    return raw, behaviour


def _trainer(number: str, name: str, subtype: str, behaviour: dict) -> tuple[dict, dict]:
    return ({"id": f"mr-{number}", "number": number, "name": name, "kind": "trainer", "subtype": subtype,
             "has_text": True}, behaviour)


def _hit(name: str, cost: list[str], damage: int) -> dict:
    return {"name": name, "cost": cost, "damage": damage}


CARDS = [
    _mon("1", "Sprout Mon", 70, ["Grass"], [_hit("Tackle", ["Colorless"], 20), _hit("Glare", ["Colorless"], 0)],
         weak="Fire"),
    _mon("2", "Bloom Mon", 100, ["Grass"], [_hit("Leaf Hit", ["Grass"], 50)], stage="Stage 1", evolves="Sprout Mon"),
    _mon("3", "Tree Mon", 150, ["Grass"], [_hit("Big Leaf", ["Grass", "Grass"], 100)], stage="Stage 2",
         evolves="Bloom Mon"),
    _mon("4", "Spark Mon", 60, ["Lightning"], [_hit("Free Zap", [], 10), _hit("Zap", ["Lightning", "Colorless"], 30)],
         retreat=2, weak="Fighting", resist="Metal"),
    _mon("5", "Helper Mon", 70, ["Colorless"], [_hit("Tackle", ["Colorless"], 20)],
         powers={"Lookout": {"use": {"op": "once_per_turn", "then": {"op": "draw", "count": 1}}}}),
    _mon("6", "Night Mon", 90, ["Colorless"], [],
         powers={"Night Watch": {"static": [{"op": "when", "event": "between_turns",
                                             "effect": {"op": "draw", "count": 1}}]}}),
    _trainer("7", "Power Charm", "Pokémon Tool",
             {"play": {"op": "attach_tool", "until": "in_play", "modifier": {"op": "more_damage_done", "amount": 30}}}),
    _trainer("8", "Helpful Friend", "Supporter", {"play": {"op": "draw", "count": 2}}),
    _trainer("9", "Shining Gadget", "Item", {"play": {"op": "draw", "count": 1}}),
    _trainer("10", "Calm Stadium", "Stadium", {"statics": [{"op": "reduce_damage", "amount": 10}]}),
    _trainer("11", "Stern Stadium", "Stadium", {"statics": [{"op": "reduce_damage", "amount": 20}]}),
    _mon("12", "Iron Mon", 100, ["Metal"], [_hit("Bash", ["Metal"], 30)], weak="Fire", resist="Grass"),
    _mon("13", "Steam Mon", 100, ["Fire", "Water"], [_hit("Steam", ["Colorless"], 40)]),
    _mon("14", "Marsh Mon", 200, ["Grass"], [_hit("Tackle", ["Colorless"], 20)], weak="Water", resist="Fire"),
    _trainer("15", "Big Draw", "Item", {"play": {"op": "draw", "count": 5}}),
    _mon("16", "Sparkle Mon ex", 200, ["Colorless"], [_hit("Tackle", ["Colorless"], 20)], subtypes=("ex",)),
    _mon("17", "Sparkle Mon", 60, ["Colorless"], [_hit("Tackle", ["Colorless"], 20)]),
    _mon("18", "Paldean Sprout Mon", 70, ["Grass"], [_hit("Tackle", ["Colorless"], 20)]),
    _mon("19", "Shell Mon", 100, ["Colorless"], [_hit("Tackle", ["Colorless"], 20)],
         powers={"Hard Shell": {"static": [{"op": "reduce_damage", "amount": 10}]}}),
    ({"id": "mr-20", "number": "20", "name": "Daze Mon", "kind": "pokemon", "stage": "Basic", "hp": 80,
      "types": ["Psychic"], "retreat": 1,
      "attacks": [{"name": "Daze", "cost": ["Colorless"], "damage": 10, "has_text": True}]},
     {"attacks": {"Daze": {"op": "condition", "condition": "Confused"}}}),
    ({"id": "mr-21", "number": "21", "name": "Hex Mon", "kind": "pokemon", "stage": "Basic", "hp": 80,
      "types": ["Fire"], "retreat": 1,
      "attacks": [{"name": "Hex", "cost": ["Colorless"], "damage": 0, "has_text": True}]},
     {"attacks": {"Hex": {"op": "counters_on_defending", "count": 2}}}),
    _trainer("22", "Careful Draw", "Item", {"play": {"op": "both_draw_up_to", "count": 3}}),
    _mon("23", "Crystal Mon ex", 200, ["Colorless"], [_hit("Tackle", ["Colorless"], 20)], subtypes=("Tera", "ex")),
    _mon("24", "Giant Mon V", 220, ["Colorless"], [_hit("Tackle", ["Colorless"], 20)], subtypes=("V",)),
    _mon("25", "Giant Mon VMAX", 320, ["Colorless"], [_hit("Max Hit", ["Colorless"], 120)], stage="VMAX",
         evolves="Giant Mon V", subtypes=("VMAX",)),
    _mon("26", "Giant Mon", 90, ["Colorless"], [_hit("Tackle", ["Colorless"], 20)]),
    _mon("27", "Pond Mon", 70, ["Water"], [_hit("Splash", ["Water"], 20)], weak="Lightning", retreat=2),
    _mon("28", "Pond Mon BREAK", 150, ["Lightning"], [_hit("Spark Splash", ["Lightning"], 60)], stage="BREAK",
         evolves="Pond Mon", retreat=0, subtypes=("BREAK",)),
    _mon("29", "Sparkle Mon ◇", 60, ["Colorless"], [_hit("Tackle", ["Colorless"], 20)], subtypes=("Prism Star",)),
    _mon("30", "Sparkle Mon-EX", 170, ["Colorless"], [_hit("Tackle", ["Colorless"], 20)], subtypes=("EX",)),
    _mon("31", "Giant Mon VSTAR", 280, ["Colorless"], [_hit("Star Hit", ["Colorless"], 150)], stage="VSTAR",
         evolves="Giant Mon V", subtypes=("VSTAR",)),
    _mon("32", "Sparkle Mon-GX", 180, ["Colorless"], [_hit("Tackle", ["Colorless"], 20)], subtypes=("GX",)),
    ({"id": "mr-33", "number": "33", "name": "Star Mon VSTAR", "kind": "pokemon", "stage": "Basic", "hp": 260,
      "types": ["Colorless"], "subtypes": ["VSTAR"], "retreat": 1,
      "powers": [{"name": "Star Wish", "kind": "Ability", "has_text": True}],
      "attacks": [{"name": "Tackle", "cost": ["Colorless"], "damage": 20},
                  {"name": "Star Blast", "cost": ["Colorless"], "damage": 100, "has_text": True}]},
     {"powers": {"Star Wish": {"use": {"op": "once_per_game", "kind": "VSTAR", "then": {"op": "draw", "count": 2}}}},
      "attacks": {"Star Blast": {"op": "once_per_game", "kind": "VSTAR",
                                 "then": {"op": "condition", "condition": "Confused"}}}}),
    ({"id": "mr-34", "number": "34", "name": "Ember Mon", "kind": "pokemon", "stage": "Basic", "hp": 90,
      "types": ["Fire"], "retreat": 1,
      "attacks": [{"name": "Burn Off", "cost": ["Colorless"], "damage": 10, "has_text": True},
                  {"name": "Gamble Hit", "cost": ["Colorless"], "damage": 30, "has_text": True}]},
     {"attacks": {"Burn Off": {"op": "may_discard_energy", "type": "Fire"},
                  "Gamble Hit": {"op": "flip", "tails": {"op": "does_nothing"}}}}),
]


def db() -> CardDB:
    test_set = CardSet("mr", "Modern Rules Test Set", "MRT", "modern",
                       tuple(build_card(raw, "mr", "MRT", behaviour) for raw, behaviour in CARDS))
    return CardDB([*default_db().sets.values(), test_set])


_DB: CardDB | None = None


def cards() -> CardDB:
    global _DB
    if _DB is None:
        _DB = db()
    return _DB


def game(me: dict, them: dict, seed: int = 0, **extra) -> Game:
    """Player 0 (``me``) to move in their main phase, turn 3, under today's rules (``modern``)."""
    base = {"deck": [FILLER] * 10, "prizes": [FILLER] * 6}
    return build_game({"seed": seed, "rules": "modern", "players": [{**base, **me}, {**base, **them}], **extra},
                      cards())
