"""Lessons: plain data in ``desktop/tutorial/lessons/*.json``, one file per lesson.

A lesson file::

    {"id": "energy", "title": "Energy and attack costs", "order": 4,
     "summary": "one line for the lesson list",
     "scenario": {...},                    # a board position for scenario.build_game
     "setup": {"decks": [[["Charmander", 4], ...], [...]], "seed": 5, "first": 0},  # or a new game
     "steps": [...], "recap": "one paragraph", "glossary": ["Energy", "Colorless"]}

The player is always player 0 (the near side of the table); the opponent, player 1,
only does what ``opponent`` steps tell it to. Step kinds:

``explain``
    ``text`` and ``highlight``; the player reads it and presses Next.
``expect``
    the one move the player must make now: ``do`` (``bench``, ``evolve``, ``attach``,
    ``play``, ``retreat``, ``power``, ``attack``, ``end``) with ``card`` (a card name in
    hand), ``target``/``to``/``pos`` (positions ``a``, ``b1``.., ``oa``, ``ob1``..),
    ``attack`` or ``power`` (names). ``wrong_move`` says why another legal move is not
    the one now. With ``"blocked": true`` the move is one the rules forbid: the player
    tries it, the engine refuses with its own reason, and the lesson moves on.
``answer``
    the answer to the open question (prompt): ``choose`` is ``{"card": name}``,
    ``{"pos": "b1"}``, ``{"value": x}`` or ``"done"``; plus ``wrong_move``.
``opponent``
    a scripted move of the opponent (``do`` as above, or ``choose``); applied by the runner.
    With ``text`` the runner waits for Next after it so the player can see what happened.
``check``
    ``checks``: a list of assertions on the game (see ``run_check``) that confirm the
    lesson's point; a failing check is a broken lesson. With ``text`` it waits for Next.

Highlights name what the coach points at: ``my.active``, ``my.bench`` / ``my.bench.2``,
``opp.active``, ``my.hand``, ``my.hand:Fire Energy``, ``my.deck``, ``my.discard``,
``my.prizes`` (and the same with ``opp.``), ``button.end_turn``, ``button.attack:Ember``,
``button.retreat``, ``button.power:Rain Dance``, ``button.prompt`` (the open question's answers).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from desktop.engine.actions import (
    END_TURN,
    OPPONENT,
    Action,
    AttachEnergy,
    Attack,
    Choose,
    Evolve,
    PlayBasic,
    PlayTrainer,
    Retreat,
    UsePower,
    parse_pos,
)
from desktop.engine.game import Game
from desktop.engine.state import ROTATION_NAMES

LESSONS_DIR = Path(__file__).resolve().parent / "lessons"

STEP_KINDS = ("explain", "expect", "answer", "opponent", "check")
VERBS = ("bench", "evolve", "attach", "play", "retreat", "power", "attack", "end")
AREAS = ("active", "bench", "hand", "deck", "discard", "prizes")
BUTTONS = ("end_turn", "attack", "retreat", "power", "prompt", "next")


class LessonError(ValueError):
    """A lesson file is malformed, or its script does not fit the game it builds."""


@dataclass(frozen=True, slots=True)
class Highlight:
    """One thing the coach points at: a zone, a Pokémon, a card in hand or a button."""

    side: str  # "my" | "opp" | "button"
    area: str  # an AREAS name, or a BUTTONS name for side "button"
    index: int | None = None  # Bench spot 1..5
    detail: str = ""  # a card name (hand) or an attack / power name (buttons)

    @classmethod
    def parse(cls, text: str) -> Highlight:
        """Read ``my.bench.2``, ``my.hand:Fire Energy``, ``button.attack:Ember``..."""
        head, _, detail = text.partition(":")
        parts = head.split(".")
        if len(parts) < 2 or parts[0] not in ("my", "opp", "button"):
            raise LessonError(f"bad highlight {text!r}: use my.<zone>, opp.<zone> or button.<name>")
        side, area = parts[0], parts[1]
        if side == "button":
            if area not in BUTTONS or len(parts) != 2:
                raise LessonError(f"bad highlight {text!r}: buttons are {', '.join(BUTTONS)}")
            return cls(side, area, None, detail)
        if area not in AREAS:
            raise LessonError(f"bad highlight {text!r}: zones are {', '.join(AREAS)}")
        index = None
        if len(parts) == 3:
            if area != "bench" or not parts[2].isdigit() or not 1 <= int(parts[2]) <= 5:
                raise LessonError(f"bad highlight {text!r}: only my.bench.N / opp.bench.N take a number")
            index = int(parts[2])
        elif len(parts) > 3:
            raise LessonError(f"bad highlight {text!r}")
        if detail and area != "hand":
            raise LessonError(f"bad highlight {text!r}: only a hand takes a card name")
        return cls(side, area, index, detail)

    @property
    def position(self) -> int | None:
        """The board position (0, 1..5, 10, 11..15) for an Active or Bench highlight."""
        if self.area == "active":
            base = 0
        elif self.area == "bench" and self.index is not None:
            base = self.index
        else:
            return None
        return base + (OPPONENT if self.side == "opp" else 0)

    def __str__(self) -> str:
        text = f"{self.side}.{self.area}" + (f".{self.index}" if self.index is not None else "")
        return text + (f":{self.detail}" if self.detail else "")


ERAS = ("", "classic")
TRACKS = {"classic": "The classic game (the 1999 Base Set rules)",
          "modern": "Today's game (the Scarlet & Violet rules)"}


@dataclass(frozen=True)
class Step:
    """One step of a lesson (see the module docstring for the kinds)."""

    kind: str
    text: str = ""
    highlight: tuple[Highlight, ...] = ()
    move: dict[str, Any] = field(default_factory=dict)  # do/card/target/... or choose
    wrong_move: str = ""
    done: str = ""  # said after the expected move succeeds
    blocked: bool = False
    checks: tuple[dict, ...] = ()
    era: str = ""  # "classic": the step teaches a classic-only rule (seed 004)
    modern: str = ""  # with era "classic": the same rule in today's game (seed 001)

    @property
    def waits_for_next(self) -> bool:
        """True if the player acknowledges this step with Next."""
        return self.kind == "explain" or (self.kind in ("opponent", "check") and bool(self.text))

    @property
    def waits_for_move(self) -> bool:
        return self.kind in ("expect", "answer")

    def describe(self) -> str:
        """A short text form of the step's move, e.g. ``attach Fire Energy a``."""
        m = self.move
        if "choose" in m:
            c = m["choose"]
            return "choose " + (c if isinstance(c, str) else " ".join(str(v) for v in c.values()))
        words = [m.get("do", "")]
        for key in ("card", "attack", "power", "pos", "target", "to"):
            if key in m and m[key] is not None:
                words.append(str(m[key]))
        return " ".join(words)


@dataclass(frozen=True)
class Lesson:
    """A lesson: a starting position or new game, a script of steps and a recap."""

    id: str
    title: str
    order: int
    summary: str
    steps: tuple[Step, ...]
    recap: str
    glossary: tuple[str, ...] = ()
    scenario: dict | None = None
    setup: dict | None = None
    path: Path | None = None
    track: str = "classic"  # "classic": the 1999 rules (seed 004); "modern": today's (seed 001)

    def __post_init__(self) -> None:
        if (self.scenario is None) == (self.setup is None):
            raise LessonError(f"lesson {self.id!r} needs exactly one of 'scenario' or 'setup'")
        if self.track not in TRACKS:
            raise LessonError(f"lesson {self.id!r}: 'track' must be one of {', '.join(TRACKS)}, not {self.track!r}")

    def build_game(self, db=None, names: tuple[str, str] | None = None) -> Game:
        """A fresh game in the lesson's starting position (``names`` replaces the players' names)."""
        from desktop.engine.cards import default_db
        from desktop.engine.scenario import build_game, find_card

        db = db or default_db()
        if self.scenario is not None:
            scenario = self.scenario if names is None else {**self.scenario, "names": list(names)}
            return build_game(scenario, db)
        setup = self.setup or {}
        decks = [[find_card(db, name) for name, count in deck for _ in range(count)] for deck in setup["decks"]]
        names = names or tuple(setup.get("names", ("Trainer", "Rival")))
        return Game.new(decks, seed=int(setup.get("seed", 0)), first=setup.get("first", 0), names=names)


# ---------------------------------------------------------------------------- loading
def _step_from_json(raw: dict, where: str) -> Step:
    if not isinstance(raw, dict):
        raise LessonError(f"{where}: a step must be an object")
    kind = raw.get("kind")
    if kind not in STEP_KINDS:
        raise LessonError(f"{where}: unknown step kind {kind!r}; expected one of {', '.join(STEP_KINDS)}")
    hl = raw.get("highlight", ())
    hl = [hl] if isinstance(hl, str) else list(hl)
    try:
        highlight = tuple(Highlight.parse(h) for h in hl)
    except LessonError as exc:
        raise LessonError(f"{where}: {exc}") from None
    move = {k: raw[k] for k in ("do", "card", "target", "attack", "power", "pos", "to", "choose") if k in raw}
    step = Step(
        kind=kind, text=str(raw.get("text", "")), highlight=highlight, move=move,
        wrong_move=str(raw.get("wrong_move", "")), done=str(raw.get("done", "")),
        blocked=bool(raw.get("blocked", False)), checks=tuple(raw.get("checks", ())),
        era=str(raw.get("era", "")), modern=str(raw.get("modern", "")),
    )
    _validate_step(step, where)
    return step


def _validate_step(step: Step, where: str) -> None:
    m = step.move
    if step.era not in ERAS:
        raise LessonError(f"{where}: 'era' must be one of {', '.join(e for e in ERAS if e)}, not {step.era!r}")
    if step.era == "classic" and not step.modern:
        raise LessonError(f"{where}: a classic-only step needs 'modern': the rule in today's game")
    if step.modern and step.era != "classic":
        raise LessonError(f"{where}: 'modern' belongs to a step marked \"era\": \"classic\"")
    if step.kind == "explain" and not step.text:
        raise LessonError(f"{where}: an explain step needs text")
    if step.kind in ("expect", "answer"):
        if not step.text:
            raise LessonError(f"{where}: an {step.kind} step needs text telling the player what to do")
        if not step.wrong_move and not step.blocked:
            raise LessonError(f"{where}: an {step.kind} step needs 'wrong_move' (why another move is not it)")
    if step.kind in ("expect", "opponent") and "choose" not in m:
        verb = m.get("do")
        if verb not in VERBS:
            raise LessonError(f"{where}: 'do' must be one of {', '.join(VERBS)}, not {verb!r}")
        needs = {"bench": ("card",), "evolve": ("card", "target"), "attach": ("card", "target"),
                 "play": ("card",), "retreat": ("to",), "power": ("pos", "power"), "attack": ("attack",),
                 "end": ()}[verb]
        for key in needs:
            if key not in m:
                raise LessonError(f"{where}: '{verb}' needs {key!r}")
        for key in ("target", "to", "pos"):
            if m.get(key) is not None:
                try:
                    parse_pos(str(m[key]))
                except ValueError as exc:
                    raise LessonError(f"{where}: {exc}") from None
    if step.kind == "answer" and "choose" not in m:
        raise LessonError(f"{where}: an answer step needs 'choose'")
    if "choose" in m:
        c = m["choose"]
        if not (c == "done" or (isinstance(c, dict) and len(c) == 1 and next(iter(c)) in ("card", "pos", "value"))):
            raise LessonError(f"{where}: 'choose' is \"done\" or one of {{card|pos|value: ...}}")
    if step.kind == "check":
        if not step.checks:
            raise LessonError(f"{where}: a check step needs 'checks'")
        for check in step.checks:
            if not isinstance(check, dict) or not (set(check) & set(CHECKS)):
                raise LessonError(f"{where}: unknown check {check!r}; known: {', '.join(CHECKS)}")


def lesson_from_json(data: dict, path: Path | None = None) -> Lesson:
    """Build a Lesson from parsed JSON, raising LessonError naming what is wrong."""
    name = path.name if path else "lesson"
    if not isinstance(data, dict):
        raise LessonError(f"{name}: a lesson file holds one JSON object")
    for key in ("id", "title", "order", "steps", "recap"):
        if key not in data:
            raise LessonError(f"{name}: missing {key!r}")
    steps = tuple(_step_from_json(s, f"{name} step {i + 1}") for i, s in enumerate(data["steps"]))
    if not steps:
        raise LessonError(f"{name}: a lesson needs steps")
    try:
        return Lesson(
            id=str(data["id"]), title=str(data["title"]), order=int(data["order"]),
            summary=str(data.get("summary", "")), steps=steps, recap=str(data["recap"]),
            glossary=tuple(data.get("glossary", ())), scenario=data.get("scenario"), setup=data.get("setup"),
            path=path, track=str(data.get("track", "classic")),
        )
    except LessonError as exc:
        raise LessonError(f"{name}: {exc}") from None


def load_lesson(path: str | Path) -> Lesson:
    """Read one lesson file."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise LessonError(f"{path.name}: {exc}") from None
    return lesson_from_json(data, path)


@lru_cache(maxsize=4)
def _load_dir(folder: str) -> tuple[Lesson, ...]:
    lessons = [load_lesson(p) for p in sorted(Path(folder).glob("*.json"))]
    ids = [lesson.id for lesson in lessons]
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        raise LessonError(f"duplicate lesson ids: {', '.join(dupes)}")
    return tuple(sorted(lessons, key=lambda lesson: (lesson.order, lesson.id)))


def load_lessons(folder: str | Path | None = None) -> list[Lesson]:
    """Every lesson in ``folder`` (default: the shipped lessons), in teaching order."""
    return list(_load_dir(str(folder or LESSONS_DIR)))


def lesson_by_id(lesson_id: str, folder: str | Path | None = None) -> Lesson:
    for lesson in load_lessons(folder):
        if lesson.id == lesson_id:
            return lesson
    raise LessonError(f"no lesson {lesson_id!r}")


# ---------------------------------------------------------------------------- moves
def _pos(value) -> int | None:
    return None if value is None else parse_pos(str(value))


def _hand_uids(game: Game, player: int, name: str) -> list[int]:
    return [u for u in game.players[player].hand if game.cards[u].name == name]


def _active_card(game: Game, player: int):
    slot = game.players[player].active
    if slot is None:
        raise LessonError(f"{game.names[player]} has no Active Pokémon")
    return game.cards[slot.top]


def _attack_index(game: Game, player: int, name: str) -> int:
    card = _active_card(game, player)
    for i, atk in enumerate(card.attacks):
        if atk.name == name:
            return i
    raise LessonError(f"{card.name} has no attack {name!r}")


def _power_index(game: Game, player: int, pos: int, name: str) -> int:
    slot = game.players[player].slot(pos)
    if slot is None:
        raise LessonError(f"no Pokémon at {pos}")
    card = game.cards[slot.top]
    for i, power in enumerate(card.powers):
        if power.name == name:
            return i
    raise LessonError(f"{card.name} has no power {name!r}")


def _choice_value(game: Game, player: int, choose) -> Any:
    """The prompt answer a ``choose`` spec names (a card name picks the first such option)."""
    if choose == "done":
        return None
    (key, value), = choose.items()
    if key == "pos":
        return _pos(value)
    if key == "value":
        return value
    prompt = game.pending
    options = prompt.options if prompt is not None else ()
    for uid in options:
        if isinstance(uid, int) and 0 <= uid < len(game.cards) and game.cards[uid].name == value:
            return uid
    raise LessonError(f"the open question has no card {value!r} to choose")


def step_action(game: Game, step: Step, player: int) -> Action:
    """The concrete action a step names in ``game`` (card names resolved to uids)."""
    m = step.move
    if "choose" in m:
        return Choose(_choice_value(game, player, m["choose"]))
    verb = m["do"]
    if verb == "end":
        return END_TURN
    if verb == "attack":
        return Attack(_attack_index(game, player, m["attack"]))
    if verb == "retreat":
        return Retreat(_pos(m["to"]))
    if verb == "power":
        pos = _pos(m["pos"])
        if pos is None:
            raise LessonError(f"a power is used from a Pokémon's position, not {m['pos']!r}")
        return UsePower(pos, _power_index(game, player, pos, m["power"]))
    uids = _hand_uids(game, player, m["card"])
    if not uids:
        raise LessonError(f"there is no {m['card']} in {game.names[player]}'s hand")
    # Prefer a copy that makes the action legal (any copy will do for the player).
    cls = {"bench": PlayBasic, "evolve": Evolve, "attach": AttachEnergy, "play": PlayTrainer}[verb]
    candidates = [cls(u) if verb == "bench" else cls(u, _pos(m.get("target"))) for u in uids]
    legal = game.legal_set()
    return next((a for a in candidates if a in legal), candidates[0])


def step_matches(game: Game, step: Step, player: int, action: Action) -> bool:
    """True if ``action`` is the step's move (any copy of a named card will do)."""
    try:
        wanted = step_action(game, step, player)
    except LessonError:
        return False
    if action == wanted:
        return True
    if wanted[0] != action[0] or len(wanted) != len(action):
        return False
    m = step.move
    if "choose" in m:
        choose = m["choose"]
        return (isinstance(choose, dict) and "card" in choose and isinstance(action[1], int)
                and 0 <= action[1] < len(game.cards) and game.cards[action[1]].name == choose["card"])
    if wanted[0] in ("bench", "evolve", "attach", "play"):
        same_card = isinstance(action[1], int) and 0 <= action[1] < len(game.cards) and \
            game.cards[action[1]].name == m["card"] and action[1] in game.players[player].hand
        return same_card and tuple(action[2:]) == tuple(wanted[2:])
    return False


# ---------------------------------------------------------------------------- checks
def _side(value: str, player: int) -> int:
    if value in ("me", "my"):
        return player
    if value in ("opp", "opponent"):
        return 1 - player
    raise LessonError(f"a side is 'me' or 'opp', not {value!r}")


def _slot(game: Game, player: int, where: str):
    pos = parse_pos(where)
    slot = None if pos is None else game.slot_at(player, pos)
    if slot is None:
        raise LessonError(f"no Pokémon at {where}")
    return slot


def conditions_of(slot) -> list[str]:
    """The Special Conditions on a Pokémon, by name."""
    out = [ROTATION_NAMES[slot.rot]] if slot.rot else []
    if slot.poison:
        out.append("Poisoned")
    if slot.burned:
        out.append("Burned")
    return out


def _check_damage(game: Game, player: int, c: dict) -> str | None:
    got = _slot(game, player, c["damage"]).damage
    return None if got == c["equals"] else f"damage on {c['damage']} is {got}, expected {c['equals']}"


def _check_condition(game: Game, player: int, c: dict) -> str | None:
    got = conditions_of(_slot(game, player, c["condition"]))
    want = c.get("is")
    if want is None:
        return None if not got else f"{c['condition']} is {', '.join(got)}, expected no Special Condition"
    want = [want] if isinstance(want, str) else list(want)
    return None if sorted(got) == sorted(want) else f"{c['condition']} is {got}, expected {want}"


def _check_top(game: Game, player: int, c: dict) -> str | None:
    name = game.cards[_slot(game, player, c["pokemon"]).top].name
    return None if name == c["is"] else f"the Pokémon at {c['pokemon']} is {name}, expected {c['is']}"


def _count(game: Game, player: int, c: dict, zone: str) -> str | None:
    p = game.players[_side(c[zone], player)]
    got = len(p.bench) if zone == "bench" else len(getattr(p, zone))
    return None if got == c["count"] else f"{c[zone]}'s {zone} has {got} cards, expected {c['count']}"


def _check_has(game: Game, player: int, c: dict, key: str, zone: str) -> str | None:
    p = game.players[_side(c.get("side", "me"), player)]
    names = [game.cards[u].name for u in getattr(p, zone)]
    return None if c[key] in names else f"no {c[key]} in the {zone} ({', '.join(names) or 'empty'})"


def _check_energy(game: Game, player: int, c: dict) -> str | None:
    got = len(_slot(game, player, c["energy"]).energy)
    return None if got == c["count"] else f"{c['energy']} has {got} Energy cards, expected {c['count']}"


def _check_winner(game: Game, player: int, c: dict) -> str | None:
    if game.outcome is None:
        return "the game is not over"
    want = c["winner"]
    winner = game.outcome.winner
    got = "draw" if winner is None else ("me" if winner == player else "opp")
    return None if got == want else f"the winner is {got}, expected {want}"


def _check_turn(game: Game, player: int, c: dict) -> str | None:
    want = _side(c["turn_of"], player)
    return None if game.current == want else f"it is {game.names[game.current]}'s turn"


def _check_sudden_death(game: Game, player: int, c: dict) -> str | None:
    return None if game.sudden_death == bool(c["sudden_death"]) else "Sudden Death state differs"


CHECKS = {
    "damage": _check_damage,  # {"damage": "oa", "equals": 30}
    "condition": _check_condition,  # {"condition": "a", "is": "Asleep"} (or a list, or null)
    "pokemon": _check_top,  # {"pokemon": "a", "is": "Charmeleon"}
    "prizes": lambda g, p, c: _count(g, p, c, "prizes"),  # {"prizes": "me", "count": 5}
    "hand": lambda g, p, c: _count(g, p, c, "hand"),  # {"hand": "me", "count": 7}
    "deck": lambda g, p, c: _count(g, p, c, "deck"),
    "bench": lambda g, p, c: _count(g, p, c, "bench"),  # {"bench": "opp", "count": 0}
    "discard": lambda g, p, c: _count(g, p, c, "discard"),
    "lost": lambda g, p, c: _count(g, p, c, "lost"),  # {"lost": "me", "count": 2}: the Lost Zone
    "in_hand": lambda g, p, c: _check_has(g, p, c, "in_hand", "hand"),  # {"in_hand": "Bill"}
    "in_discard": lambda g, p, c: _check_has(g, p, c, "in_discard", "discard"),
    "energy": _check_energy,  # {"energy": "a", "count": 2}
    "winner": _check_winner,  # {"winner": "me" | "opp" | "draw"}
    "turn_of": _check_turn,  # {"turn_of": "me"}
    "sudden_death": _check_sudden_death,
}


def run_check(game: Game, check: dict, player: int = 0) -> str | None:
    """None if ``check`` holds in ``game``, else what differs."""
    key = next(k for k in check if k in CHECKS)
    try:
        return CHECKS[key](game, player, check)
    except (KeyError, ValueError) as exc:
        return f"check {check!r} cannot be evaluated: {exc}"
