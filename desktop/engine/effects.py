"""The effect vocabulary: card behaviour as data, run by small typed operations.

Card behaviour in ``cards/<set>.effects.json`` is a list of *ops*, each a dict
like ``{"op": "condition", "condition": "Paralyzed"}``. Each op, registered
with ``@op``, knows three things:

* ``run(ctx, params)``: do it (a generator if it must ask a player something);
* ``text(params, card)``: the rules text a player reads, so text and behaviour
  can never disagree (seed 000 part II templates, in our own words);
* optionally ``requires``/``targets``: when the card can be played and on what.

The ops themselves live in ``ops_attack.py``, ``ops_trainer.py`` and
``ops_power.py``; this module holds the registry, the context and the runners.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Generator, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.cards import AttackDef, CardDef, PowerDef
from desktop.engine.prompts import CARD, OPTION, POKEMON, Prompt
from desktop.engine.state import NONE, Slot

if TYPE_CHECKING:
    from desktop.engine.game import Game

Gen = Generator[Prompt, Any, Any]


@dataclass(frozen=True, slots=True)
class OpSpec:
    name: str
    run: Callable
    text: Callable[[dict, CardDef | None], str]
    is_gen: bool
    requires: Callable | None = None  # (game, player, params, source) -> bool
    targets: Callable | None = None  # (game, player, params) -> list[int]
    stage: str = "after"  # attacks: "before" damage, "after" damage, or "require" (checked only)
    prompts: bool = False


OPS: dict[str, OpSpec] = {}


def op(name: str, text: Callable, *, requires=None, targets=None, stage: str = "after",
       prompts: bool = False):
    """Register an op. ``prompts`` marks ops that may ask a player something."""

    def register(fn: Callable) -> Callable:
        is_gen = inspect.isgeneratorfunction(fn)
        OPS[name] = OpSpec(name, fn, text, is_gen, requires, targets, stage, prompts or is_gen)
        return fn

    return register


class Ctx:
    """Everything an op may need while a card's effect runs."""

    __slots__ = (
        "game", "player", "opp", "source", "source_uid", "source_pos", "attack", "damage",
        "does_damage", "nothing", "stop", "metronome", "target", "attack_type", "recoil",
        "defender_protected", "dealt", "applied", "kept", "triggered",
    )

    def __init__(self, game: Game, player: int, source: str, source_uid: int = -1,
                 source_pos: int = -1, target: int | None = None) -> None:
        self.game = game
        self.player = player
        self.opp = 1 - player
        self.source = source  # a name for prompts and the log
        self.source_uid = source_uid
        self.source_pos = source_pos
        self.target = target
        self.attack: AttackDef | None = None
        self.damage = 0
        self.does_damage = False
        self.nothing = False  # "this attack does nothing"
        self.stop = False  # stop running further ops
        self.metronome = False  # copying an attack: skip its costs
        self.attack_type = "Colorless"
        self.recoil = 0
        self.defender_protected = False
        self.dealt = 0
        self.applied: list[str] = []
        self.kept = False  # the Trainer card stays in play (e.g. attached)
        self.triggered = False  # attack step 6 (Strikes Back, Mirror Move's record) has run

    # convenient views ---------------------------------------------------
    @property
    def me(self):
        return self.game.players[self.player]

    @property
    def them(self):
        return self.game.players[self.opp]

    @property
    def attacker(self) -> Slot | None:
        return self.game.players[self.player].active

    @property
    def defender(self) -> Slot | None:
        return self.game.players[self.opp].active


def run_ops(ctx: Ctx, ops: Iterable[dict]) -> Gen:
    """Run ops in order; stops early when an op sets ``ctx.stop``."""
    for params in ops:
        spec = OPS[params["op"]]
        if spec.is_gen:
            yield from spec.run(ctx, params)
        else:
            spec.run(ctx, params)
        if ctx.stop or ctx.nothing:
            return


# ---------------------------------------------------------------- prompts
def choose(ctx: Ctx, player: int, kind: str, options: Iterable, text: str, *, optional: bool = False,
           zone: str = "", auto_single: bool = True) -> Gen:
    """Ask ``player`` to pick one of ``options``; returns the value (None if declined)."""
    options = tuple(options)
    if not options:
        return None
    if auto_single and len(options) == 1 and not optional:
        return options[0]
    answer = yield Prompt(player, kind, options, text, optional=optional, source=ctx.source, zone=zone)
    return answer


def choose_pokemon(ctx: Ctx, player: int, positions: Iterable[int], text: str, optional: bool = False) -> Gen:
    return (yield from choose(ctx, player, POKEMON, positions, text, optional=optional))


def choose_card(ctx: Ctx, player: int, uids: Iterable[int], text: str, zone: str,
                optional: bool = False) -> Gen:
    return (yield from choose(ctx, player, CARD, uids, text, optional=optional, zone=zone,
                              auto_single=zone not in ("hand",)))


def choose_option(ctx: Ctx, player: int, options: Iterable[str], text: str) -> Gen:
    return (yield from choose(ctx, player, OPTION, options, text))


# ---------------------------------------------------------------- text
def ops_text(ops: Iterable[dict], card: CardDef | None, damage: int | None = None) -> str:
    """The rules text of a list of ops. ``damage`` is the attack's printed damage."""
    texts = (OPS[o["op"]].text(o if damage is None else {**o, "_damage": damage}, card) for o in ops)
    return " ".join(t for t in texts if t)


def lower_first(text: str, card: CardDef | None = None) -> str:
    """``text`` to follow a comma: its first letter lowercased, unless it starts with a
    name ("Pokémon", or the card's own name as in "Pikachu does 10 damage to itself")."""
    if not text or text.startswith("Pokémon") or (card is not None and text.startswith(card.name)):
        return text
    return text[:1].lower() + text[1:]


def may_prompt(ops: Iterable[dict]) -> bool:
    for o in ops:
        if OPS[o["op"]].prompts:
            return True
        for branch in ("heads", "tails"):
            if branch in o and may_prompt(o[branch]):
                return True
    return False


# ---------------------------------------------------------------- trainers
def trainer_targets(game: Game, player: int, uid: int) -> list[int | None]:
    """The targets a Trainer card may be played on now ([None] for untargeted, [] if unplayable)."""
    card = game.cards[uid]
    if not card.ops:
        return []
    rules = game.rules
    if card.subtype == "Supporter" and (
        game.supporter_played or (game.is_first_turn() and not rules.first_turn_supporter)
    ):
        return []
    if card.subtype == "Stadium" and (game.stadium_played or (
            game.stadium >= 0 and game.cards[game.stadium].name == card.name)):
        return []
    targets: list[int | None] = [None]
    for params in card.ops:
        spec = OPS[params["op"]]
        if spec.requires is not None and not spec.requires(game, player, params, uid):
            return []
        if spec.targets is not None and targets == [None]:
            targets = list(spec.targets(game, player, params))
            if not targets:
                return []
    return targets


def play_trainer(game: Game, player: int, uid: int, target: int | None) -> Gen:
    p = game.players[player]
    card = game.cards[uid]
    p.hand.remove(uid)
    game.resolving.append(uid)
    if card.subtype == "Supporter":
        game.supporter_played = True
    game.emit("play", player, card=uid, src="hand", dst="play", pos=-1 if target is None else target)
    ctx = Ctx(game, player, card.name, source_uid=uid, target=target)
    yield from run_ops(ctx, card.ops)
    game.resolving.remove(uid)
    if not ctx.kept:
        game.discard_card(uid, "play")


# ---------------------------------------------------------------- powers
def power_usable(game: Game, player: int, pos: int, slot: Slot, power: PowerDef) -> bool:
    if game.attacked:
        return False
    if power.kind == "Pokémon Power" and slot.rot != NONE:
        return False  # Asleep, Confused or Paralyzed Pokémon can't use Powers
    for params in power.ops:
        spec = OPS[params["op"]]
        if spec.requires is not None and not spec.requires(game, player, params, pos):
            return False
    return True


def use_power(game: Game, player: int, pos: int, index: int) -> Gen:
    slot = game.players[player].slot(pos)
    card = game.cards[slot.top]
    power = card.powers[index]
    game.emit("power", player, card=slot.top, pos=pos, detail=power.name)
    ctx = Ctx(game, player, power.name, source_uid=slot.top, source_pos=pos)
    yield from run_ops(ctx, power.ops)


# ---------------------------------------------------------------- card text
def attack_text(card: CardDef, attack: AttackDef) -> str:
    """The generated rules text of an attack (empty for a vanilla attack)."""
    if not attack.implemented:
        return "(This attack is not implemented yet.)"
    return ops_text(attack.ops, card, attack.damage)


def power_text(card: CardDef, power: PowerDef) -> str:
    if not power.implemented:
        return "(This power is not implemented yet.)"
    body = ops_text(power.ops, card) if power.ops else PASSIVE_TEXT.get(power.passive, "")
    if power.kind == "Pokémon Power":
        body += f" This power can't be used if {card.name} is Asleep, Confused, or Paralyzed."
    return body.strip()


def card_text(card: CardDef) -> str:
    """Body text of a Trainer or Special Energy card."""
    if not card.implemented and card.kind != "pokemon":
        return "(This card is not implemented yet.)"
    parts = [FLAG_TEXT[f].format(name=card.name, hp=card.hp) for f in sorted(card.flags) if f in FLAG_TEXT]
    if card.kind == "energy" and card.subtype == "Special" and card.provides:
        parts.append(f"Provides {provides_text(card.provides)}. Doesn't count as a basic Energy card.")
    return " ".join([ops_text(card.ops, card), *parts]).strip()


_NUMBER_WORDS = {1: "", 2: "2 ", 3: "3 ", 4: "4 "}


def provides_text(types: Iterable[str]) -> str:
    """"2 Colorless Energy", "Fire Energy", "Water and Fighting Energy"."""
    counts: dict[str, int] = {}
    for t in types:
        counts[t] = counts.get(t, 0) + 1
    words = [f"{_NUMBER_WORDS.get(n, f'{n} ')}{t}" for t, n in counts.items()]
    return (" and ".join(words) if len(words) < 3 else ", ".join(words[:-1]) + ", and " + words[-1]) + " Energy"


PASSIVE_TEXT: dict[str, str] = {}
FLAG_TEXT: dict[str, str] = {}
