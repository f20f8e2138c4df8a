"""Build a game in a chosen position: for tests, the tutorial and screenshots.

A scenario is plain data (so tutorial lessons can hold one)::

    {"seed": 3, "turn": 3, "current": 0, "rules": "classic",
     "players": [
        {"active": {"card": "Charmeleon", "under": ["Charmander"], "energy": ["Fire Energy"] * 2,
                    "damage": 20, "condition": "Confused", "poison": 10},
         "bench": ["Vulpix"], "hand": ["Potion", "Fire Energy"], "deck": ["Bill"] * 10,
         "prizes": ["Fire Energy"] * 6, "discard": []},
        {...}]}

A player may also have ``"stadium": "<card>"`` (their Stadium in play; one in all) and
``"markers": ["VSTAR"]`` (once-a-game powers already used).

Cards are named ("Charmander") or given by id ("base1-46"). The game starts in
the current player's main phase, after the draw for the turn (``draw: true``
makes it draw first).
"""

from __future__ import annotations

from copy import deepcopy

from desktop.engine import game_points, rule_points
from desktop.engine.cards import CardDB, CardDef, CardError, default_db
from desktop.engine.game import Game
from desktop.engine.rng import GameRandom
from desktop.engine.rules import get_rules
from desktop.engine.state import ASLEEP, CONFUSED, PARALYZED, Player, Slot
from desktop.engine.table import stand_in

ZONES = ("hand", "deck", "prizes", "discard", "lost")
ROT = {"Asleep": ASLEEP, "Confused": CONFUSED, "Paralyzed": PARALYZED}


def find_card(db: CardDB, ref: str) -> CardDef:
    """A card by id ("base1-4") or by name ("Charizard"; the first printing)."""
    if ref in db.by_id:
        return db.by_id[ref]
    matches = db.by_name.get(ref.lower())
    if not matches:
        raise CardError(f"unknown card {ref!r}")
    return matches[0]


def _pokemon_spec(spec) -> dict:
    return {"card": spec} if isinstance(spec, str) else dict(spec)


def _player_cards(db: CardDB, spec: dict) -> list[CardDef]:
    refs: list[str] = []
    for mon in ([spec["active"]] if spec.get("active") else []) + list(spec.get("bench", [])):
        mon = _pokemon_spec(mon)
        refs += list(mon.get("under", [])) + [mon["card"]] + list(mon.get("energy", [])) + list(
            mon.get("tools", []))
    for zone in ZONES:
        value = spec.get(zone, [])
        refs += list(value) if not isinstance(value, int) else []
    if spec.get("stadium"):
        refs.append(spec["stadium"])
    return [find_card(db, r) for r in refs]


def build_game(scenario: dict, db: CardDB | None = None) -> Game:
    """A Game in the position described by ``scenario`` (see module docstring)."""
    db = db or default_db()
    specs = scenario["players"]
    cards = [_player_cards(db, s) for s in specs]
    rules = get_rules(scenario.get("rules", "classic"))
    if rules.table:
        cards = [[stand_in(c) for c in side] for side in cards]
    game = Game.__new__(Game)
    game.cards = tuple(cards[0]) + tuple(cards[1])
    game.printed = game.cards
    game.split = len(cards[0])
    game.static_points = game_points.static_points(game.cards)
    game.rules = rules
    game.names = tuple(scenario.get("names", ("Player 1", "Player 2")))
    game.seed = scenario.get("seed", 0)
    game.rng = GameRandom(game.seed)
    game.deck_ids = (tuple(c.id for c in cards[0]), tuple(c.id for c in cards[1]))
    game.history = []
    game.sudden_death = False
    game.frozen = False
    game.fixed_first = scenario.get("first", 0)
    game.scratch = False
    game.origin = deepcopy(scenario)
    game._events = []
    game.players = [Player(), Player()]
    game.turn = scenario.get("turn", 3)
    game.current = scenario.get("current", 0)
    game.first = game.fixed_first
    game.phase = "main"
    game._new_turn_flags()
    game.stadium = -1
    game.resolving = []
    game.queue = []
    game.step = None
    game.prompt = None
    game.outcome = None
    game.machine = None
    game.lasting = ()
    game.markers = ()
    game._checkpoint = None
    game._since = []
    game._legal = None
    game._legal_set = None
    offset = 0
    for owner, spec in enumerate(specs):
        uids = iter(range(offset, offset + len(cards[owner])))
        p = game.players[owner]
        if spec.get("active"):
            p.active = _make_slot(game, _pokemon_spec(spec["active"]), uids)
        p.bench = [_make_slot(game, _pokemon_spec(m), uids) for m in spec.get("bench", [])]
        for zone in ZONES:
            value = spec.get(zone, [])
            getattr(p, zone).extend(next(uids) for _ in value)
        if spec.get("stadium"):
            if game.stadium >= 0:
                raise CardError("a scenario has at most one Stadium in play")
            game.stadium = next(uids)
        game.markers += tuple((owner, str(kind)) for kind in spec.get("markers", ()))
        offset += len(cards[owner])
    if rule_points.BENCH_SIZE in game.static_points:  # Narrow Gym in play: the smaller Bench
        rule_points.ask(rule_points.BENCH_SIZE, game)
    for key in ("energy_played", "retreats", "supporter_played", "attacked"):
        if key in scenario:
            setattr(game, key, scenario[key])
    if scenario.get("draw"):
        game.draw(game.current)
    game._events = []
    return game


def _make_slot(game: Game, spec: dict, uids) -> Slot:
    under = [next(uids) for _ in spec.get("under", [])]
    top = next(uids)
    slot = Slot(under[0] if under else top, spec.get("entered", 0))
    slot.cards = under + [top]
    slot.energy = [next(uids) for _ in spec.get("energy", [])]
    slot.tools = [(next(uids), spec.get("tool_until", 0)) for _ in spec.get("tools", [])]
    slot.damage = int(spec.get("damage", 0))
    if spec.get("condition") in ROT:
        slot.rot = ROT[spec["condition"]]
        slot.paralyzed_turn = game.turn - 1 if slot.rot == PARALYZED else 0
    slot.poison = int(spec.get("poison", 0))
    slot.burned = bool(spec.get("burned", False))
    return slot


def replay(
    deck_ids, seed: int, rules, actions, names=("Player 1", "Player 2"), first=None, db: CardDB | None = None,
    origin: dict | None = None,
) -> Game:
    """Rebuild a game from decks + seed + actions (the game record), or from the
    scenario it started from + actions."""
    db = db or default_db()
    if origin is not None:
        game = build_game(origin, db)
    else:
        decks = [[db.get(cid) for cid in deck] for deck in deck_ids]
        game = Game.new(decks, seed=seed, rules=rules, names=tuple(names), first=first)
    for action in actions:
        game.apply(action)
    return game
