"""Loading a saved game (``Game.from_json``): a malformed save is a ValueError naming what is wrong.

A save is the JSON object ``Game.to_json`` writes: format, version, rules, seed,
names, the two decks (card ids), who goes first, the actions in their text form
and the scenario the game was built from (or None). Every field is checked for
its type and shape before anything is built, so a damaged or hand-edited file is
refused with a readable reason instead of a TypeError, KeyError or IndexError from
deep in the engine. The game is then rebuilt and the actions replayed one by one,
so a move that does not fit is named with its number. Whatever else goes wrong
while rebuilding (a scenario describing an impossible position, say) is reported
as a ValueError too: nothing from a save file may crash the caller.
"""

from __future__ import annotations

from desktop.engine.actions import Action, parse_action
from desktop.engine.cards import CardDB, default_db
from desktop.engine.copies import GAME_LOADERS
from desktop.engine.errors import IllegalActionError, describe
from desktop.engine.game import SAVE_VERSION, Game
from desktop.engine.rules import RULESETS, TABLE_SUFFIX, known_rules
from desktop.engine.scenario import replay

SAVE_FORMAT = "holofoil-game"
DEFAULT_NAMES = ("Player 1", "Player 2")
MAX_DECK_CARDS = 1000  # far above any deck; keeps a damaged save from shuffling millions of cards
MAX_COUNT = 10**9  # turns, damage, counters in a scenario
ZONES = ("hand", "deck", "prizes", "discard", "lost")
_MISSING = object()


def load_game(data: object, db: CardDB | None = None) -> Game:
    """The game a save describes, replayed; ValueError (never another error) if it is damaged."""
    db = db or default_db()
    save = check_save(data, db)
    actions = save.pop("actions")
    try:
        game = replay(actions=[], db=db, **save)
    except ValueError as exc:  # CardError: an unknown card, a deck without Basic Pokémon...
        raise ValueError(f"saved game is damaged: {exc}") from None
    except Exception as exc:  # noqa: BLE001 - nothing in a save file may crash the caller
        raise ValueError(f"saved game is damaged: {type(exc).__name__}: {exc}") from None
    for number, action in enumerate(actions, 1):
        try:
            game.apply(action)
        except IllegalActionError as exc:
            raise ValueError(f"saved game does not replay: move {number} ({action}): {exc}") from None
        except Exception as exc:  # noqa: BLE001
            raise ValueError(f"saved game does not replay: move {number} ({action}) failed: "
                             f"{type(exc).__name__}: {exc}") from None
    try:  # a position that cannot even list its moves is damaged as well
        game.legal_actions()
        game.state_key()
    except Exception as exc:  # noqa: BLE001
        raise ValueError(f"saved game is damaged: {type(exc).__name__}: {exc}") from None
    return game


GAME_LOADERS.append(load_game)  # Game.from_json


def check_save(data: object, db: CardDB) -> dict:
    """The arguments of ``replay`` (plus ``actions``, parsed) from a save; ValueError naming the
    first thing that is wrong. Card ids are checked against ``db``."""
    if type(data) is not dict:
        raise ValueError(f"not a Holofoil saved game: a save is a JSON object, not {_kind(data)}")
    fmt = data.get("format")
    if type(fmt) is not str or fmt != SAVE_FORMAT:
        raise ValueError(f"not a Holofoil saved game (format {describe(fmt)})")
    version = data.get("version")
    if type(version) is not int or version != SAVE_VERSION:
        raise ValueError(f"saved game version {describe(version)} is not supported")
    seed = _required(data, "seed")
    _integer(seed, "seed")
    rules = data.get("rules", "classic")
    _ruleset(rules, "rules")
    names = data.get("names", DEFAULT_NAMES)
    _names(names, "names")
    first = data.get("first")
    if first is not None:
        _integer(first, "first", 0, 1)
    decks = _required(data, "decks")
    if type(decks) is not list or len(decks) != 2:
        raise ValueError(f"saved game is damaged: decks must be a list of two decks, not {describe(decks)}")
    for number, deck in enumerate(decks, 1):
        _deck(deck, f"deck {number}", db)
    texts = _required(data, "actions")
    if type(texts) is not list:
        raise ValueError(f"saved game is damaged: actions must be a list of texts, not {_kind(texts)}")
    actions: list[Action] = []
    for number, text in enumerate(texts, 1):
        if type(text) is not str:
            raise ValueError(f"saved game is damaged: move {number} is {_kind(text)}, not a text")
        try:
            actions.append(parse_action(text))
        except ValueError as exc:
            raise ValueError(f"saved game is damaged: move {number}: {exc}") from None
    scenario = data.get("scenario")
    if scenario is not None:
        check_scenario(scenario)
    return {"deck_ids": decks, "seed": seed, "rules": rules, "actions": actions, "names": tuple(names),
            "first": first, "origin": scenario}


def check_scenario(scenario: object, what: str = "scenario") -> None:
    """The types and shapes ``scenario.build_game`` relies on (card names are looked up there)."""
    if type(scenario) is not dict:
        raise _damaged(what, "a JSON object", scenario)
    for key, low, high in (("seed", None, None), ("turn", 0, MAX_COUNT), ("current", 0, 1), ("first", 0, 1),
                           ("retreats", 0, MAX_COUNT)):
        if key in scenario:
            _integer(scenario[key], f"{what} {key}", low, high)
    for key in ("energy_played", "supporter_played", "attacked", "draw"):
        if key in scenario and type(scenario[key]) is not bool:
            raise _damaged(f"{what} {key}", "true or false", scenario[key])
    if "rules" in scenario:
        _ruleset(scenario["rules"], f"{what} rules")
    if "names" in scenario:
        _names(scenario["names"], f"{what} names")
    players = _required(scenario, "players", what)
    if type(players) is not list or len(players) != 2:
        raise _damaged(f"{what} players", "a list of two players", players)
    bench_size = RULESETS[scenario.get("rules", "classic").removesuffix(TABLE_SUFFIX)].bench_size
    for number, spec in enumerate(players, 1):
        where = f"{what} player {number}"
        if type(spec) is not dict:
            raise _damaged(where, "a JSON object", spec)
        active = spec.get("active")
        if active:
            _pokemon(active, f"{where} active")
        bench = spec.get("bench", [])
        if type(bench) is not list or len(bench) > bench_size:
            raise _damaged(f"{where} bench", f"a list of at most {bench_size} Pokémon", bench)
        for spot, mon in enumerate(bench, 1):
            _pokemon(mon, f"{where} bench {spot}")
        for zone in ZONES:
            _card_list(spec.get(zone, []), f"{where} {zone}")


# ---------------------------------------------------------------- fields
def _pokemon(spec: object, what: str) -> None:
    if type(spec) is str:
        return
    if type(spec) is not dict:
        raise _damaged(what, "a card name or a JSON object", spec)
    card = _required(spec, "card", what)
    if type(card) is not str:
        raise _damaged(f"{what} card", "a card name or id", card)
    for key in ("under", "energy", "tools"):
        _card_list(spec.get(key, []), f"{what} {key}")
    for key in ("damage", "poison", "entered", "tool_until"):
        if key in spec:
            _integer(spec[key], f"{what} {key}", 0, MAX_COUNT)
    condition = spec.get("condition")
    if condition is not None and type(condition) is not str:
        raise _damaged(f"{what} condition", "a text", condition)
    if "burned" in spec and type(spec["burned"]) is not bool:
        raise _damaged(f"{what} burned", "true or false", spec["burned"])


def _deck(deck: object, what: str, db: CardDB) -> None:
    if type(deck) is not list or not 1 <= len(deck) <= MAX_DECK_CARDS:
        raise _damaged(what, f"a list of 1 to {MAX_DECK_CARDS} card ids", deck)
    known = db.by_id
    for card_id in deck:
        if type(card_id) is not str:
            raise _damaged(f"{what} card", "a card id", card_id)
        if card_id not in known:
            raise ValueError(f"saved game is damaged: {what} has an unknown card id {describe(card_id)} "
                             "(from a card set this version of Holofoil does not have?)")


def _card_list(cards: object, what: str) -> None:
    if type(cards) is not list or len(cards) > MAX_DECK_CARDS:
        raise _damaged(what, "a list of card names", cards)
    for card in cards:
        if type(card) is not str:
            raise _damaged(f"{what} card", "a card name or id", card)


def _integer(value: object, what: str, low: int | None = None, high: int | None = None) -> None:
    if type(value) is not int:
        raise _damaged(what, "a whole number", value)
    if (low is not None and value < low) or (high is not None and value > high):
        raise ValueError(f"saved game is damaged: {what} must be from {low} to {high}, not {describe(value)}")


def _ruleset(value: object, what: str) -> None:
    if not known_rules(value):
        raise _damaged(what, f"one of {', '.join(RULESETS)} (maybe with {TABLE_SUFFIX})", value)


def _names(value: object, what: str) -> None:
    if not isinstance(value, (list, tuple)) or len(value) != 2 or any(type(n) is not str for n in value):
        raise _damaged(what, "a list of two texts", value)


def _required(data: dict, key: str, what: str = "saved game"):
    value = data.get(key, _MISSING)
    if value is _MISSING:
        raise ValueError(f"saved game is damaged: {what} has no {key!r}")
    return value


def _kind(value: object) -> str:
    return {dict: "a JSON object", list: "a list", str: "a text", int: "a number", float: "a number",
            bool: "true or false", type(None): "null"}.get(type(value), type(value).__name__)


def _damaged(what: str, expected: str, value: object) -> ValueError:
    return ValueError(f"saved game is damaged: {what} must be {expected}, not {describe(value)}")
