"""A card face down in play (Lt. Surge's Secret Plan): a Basic Pokémon whose card nobody else knows.

How we read the card's rules:

* Face down, the card is a Basic Pokémon with no name, type, HP, Weakness, Resistance, attacks or
  Powers, and it can't retreat: ``Game.cards`` holds a stand-in (``STAND_IN``) for its uid while it
  is face down (``sync``; the printed cards stay in ``Game.printed``), so every rule of the game
  reads the stand-in and none reads the hidden card. A view for the other player puts it among the
  cards they can't see (``copies.view``), and the event that puts it there is hidden from them.
* Its owner may flip it at any time during their turn (the ``faceup`` action). What only its own card
  could do (attack, use a Power, evolve, retreat) needs it face up, so its owner flips it first: the
  same as flipping it as it does so.
* It is flipped when an attack is used while it is the Defending Pokémon (the attacking player needs to
  know what it is; flipped as the attack is announced, before costs, coins and damage), before any
  damage or damage counters are put on it (it has no HP of its own, so it is never damaged face down;
  Pokémon Checkup too), when an attack changed anything about it (attached cards, Special Conditions,
  effects, its place: flipped once that attack is over), and when an effect must know it (Zzzap, Shift
  and Super Metronome flip before they look; Ditto's Transform and Mimic facing it flip it at once).
* When flipped, a Basic Pokémon card stays where it is as that Pokémon, with what is attached to it;
  any other card is discarded with all cards attached to it (no Prize card: it wasn't Knocked Out),
  and an empty Active Spot is filled as after a Knock Out. Flipped during an attack, such a card is
  shown at once but discarded once the attack is over (``HELD``: until then it is still the stand-in
  and takes no damage), so no Pokémon moves while the attack's targets are being worked out.
* A face-down card that leaves play unflipped (Scoop Up, Mr. Fuji) is moved from "face_down", a zone
  hidden from the other player (``left_play``), so the log doesn't name it to them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.engine.cards import CardDef
from desktop.engine.layer import FACE_DOWN, MIMIC, TRANSFORM, gassed
from desktop.engine.state import FOREVER, NONE, Effect

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.game import Game
    from desktop.engine.state import Slot

STAND_IN = CardDef(id="face-down", set_id="", number="", name="Face-down card", kind="pokemon", stage="Basic",
                   flags=frozenset({"cannot_retreat"}))
SEEN = "face_down_seen"  # a scope value: (owner, position, look) of each face-down Pokémon as an attack found them
HELD = "face_down_held"  # an Effect kind: flipped during an attack and not a Basic Pokémon, discarded once it is over
LEFT = "face_down_left"  # an event kind, gone before ``apply`` returns: a face-down card left play unflipped


def is_face_down(slot: Slot) -> bool:
    return bool(slot.effects) and any(e[0] == FACE_DOWN for e in slot.effects)


def face_down_slots(game: Game, owner: int) -> list[Slot]:
    return [s for s in game.players[owner].slots() if is_face_down(s)]


_TABLES: dict[tuple[int, frozenset[int]], tuple[tuple[CardDef, ...], tuple[CardDef, ...]]] = {}


def sync(game: Game) -> None:
    """Make ``game.cards`` the printed cards with the stand-in in place of each face-down card. The same
    face-down cards give the same table (one object: the computer player's caches key by it)."""
    hidden = frozenset(s.top for p in game.players for s in p.slots() if is_face_down(s))
    printed = game.printed
    if not hidden:
        if game.cards is not printed:
            game.cards = printed
        return
    key = (id(printed), hidden)
    known = _TABLES.get(key)
    if known is None or known[0] is not printed:  # an id alone may belong to a table since freed
        if len(_TABLES) >= 4096:
            _TABLES.clear()
        known = (printed, tuple(STAND_IN if uid in hidden else card for uid, card in enumerate(printed)))
        _TABLES[key] = known
    game.cards = known[1]


def _position(game: Game, owner: int, slot: Slot) -> int:
    return next((q for q, s in game.players[owner].in_play() if s is slot), -1)


def holding(game: Game) -> bool:
    """Whether an attack is under way with face-down cards in play: a card it flips that isn't a Basic
    Pokémon is discarded once the attack is over (``after_attack``), so no Pokémon moves mid-attack."""
    return game.machine is not None and bool(game.machine.scope.get(SEEN))


def flip(game: Game, owner: int, slot: Slot, hold: bool = False) -> bool:
    """Turn this face-down card face up. Returns True if it stays in play (a Basic Pokémon card);
    otherwise it and all cards attached to it are discarded (``hold``: once the attack is over; until
    then it is still the stand-in, a Pokémon with nothing of its own, and takes no damage)."""
    if slot.has_effect(HELD):  # flipped already, waiting for the attack to end
        return False
    pos = _position(game, owner, slot)
    if pos < 0:  # no longer in play: nothing to flip
        slot.effects = tuple(e for e in slot.effects if e[0] != FACE_DOWN)
        sync(game)
        return False
    uid = slot.top
    game.emit("reveal", owner, card=uid, pos=pos, detail="face up")
    card = game.printed[uid]
    if card.kind == "pokemon" and card.stage == "Basic":
        slot.effects = tuple(e for e in slot.effects if e[0] != FACE_DOWN)
        sync(game)
        return True
    if hold:
        slot.add_effect(Effect(HELD, FOREVER, None, True))
        return False
    _discard(game, owner, pos, slot)
    return False


def _discard(game: Game, owner: int, pos: int, slot: Slot) -> None:
    """A flipped card that isn't a Basic Pokémon: discarded with all cards attached to it."""
    slot.effects = tuple(e for e in slot.effects if e[0] not in (FACE_DOWN, HELD))
    sync(game)
    game.remove_from_play(owner, pos, slot)
    scope = game.machine.scope if game.machine is not None else None
    if scope is not None and scope.player == owner and pos > 0:  # the running effect's Pokémon moved up
        if scope.source_pos > pos:
            scope.source_pos -= 1
        if isinstance(scope.target, int) and scope.target > pos:
            scope.target -= 1
    for attached in slot.all_cards():
        game.discard_card(attached, "active" if pos == 0 else "bench", pos)


def flip_all(game: Game, owners: tuple[int, ...] = (0, 1)) -> None:
    """An effect must know what every face-down card of ``owners`` is: flip them all."""
    if FACE_DOWN in game.static_points:
        hold = holding(game)
        for owner in owners:
            for slot in face_down_slots(game, owner):
                flip(game, owner, slot, hold)


def any_face_down(game: Game) -> bool:
    return FACE_DOWN in game.static_points and any(face_down_slots(game, p) for p in (0, 1))


def before_damage(game: Game, slot: Slot) -> bool:
    """Damage is about to be put on this Pokémon: if it is face down, flip it first. Returns False
    if it is leaving play (it wasn't a Basic Pokémon)."""
    if FACE_DOWN not in game.static_points or not is_face_down(slot):
        return True
    return flip(game, game.owner(slot.top), slot, holding(game))


def left_play(game: Game, player: int, pos: int, slot: Slot) -> None:
    """A face-down card left play without being flipped (Scoop Up, Mr. Fuji): its own card again, and
    the move that takes it is hidden from the other player (``settle``)."""
    sync(game)
    game.emit(LEFT, player, card=slot.top, pos=pos)


def _hide_moves(game: Game) -> None:
    """The move of each face-down card that left play unflipped is recorded from "face_down" (a zone
    hidden from the other player), not from its place in play."""
    events = game._events
    if not any(e.kind == LEFT for e in events):
        return
    waiting: set[int] = set()
    kept = []
    for e in events:
        if e.kind == LEFT:
            waiting.add(e.card)
            continue
        if e.card in waiting and e.kind == "move" and e.src in ("active", "bench"):
            e.src = "face_down"
            waiting.discard(e.card)
        kept.append(e)
    events[:] = kept


def _look(game: Game, owner: int, slot: Slot) -> tuple:
    p = game.players[owner]
    return (p.active is slot, tuple(slot.energy), tuple(slot.tools), slot.damage, slot.rot, slot.poison,
            slot.burned, slot.effects)


def before_attack(m: Machine) -> None:
    """An attack is announced: flip a face-down Defending Pokémon, and note how the other face-down
    Pokémon are, by place, to flip those the attack changes (``after_attack``)."""
    game = m.game
    defender = m.defender
    if defender is not None and is_face_down(defender):
        flip(game, m.scope.opp, defender)
    seen = tuple((owner, pos, _look(game, owner, s)) for owner in (0, 1)
                 for pos, s in game.players[owner].in_play() if is_face_down(s))
    if seen:
        m.scope.put(SEEN, seen)


def after_attack(m: Machine) -> None:
    """The attack is over: discard the cards it flipped that aren't Basic Pokémon, and flip each
    face-down Pokémon it changed (or moved)."""
    game = m.game
    looks = {(owner, pos): look for owner, pos, look in m.scope.get(SEEN, ())}
    m.scope.put(SEEN, ())  # from now on a card flipped is discarded at once
    held: list[tuple[int, Slot]] = []
    changed: list[tuple[int, Slot]] = []
    for owner in (0, 1):
        for pos, s in game.players[owner].in_play():
            if not is_face_down(s):
                continue
            if s.has_effect(HELD):
                held.append((owner, s))
            elif looks.get((owner, pos)) != _look(game, owner, s):
                changed.append((owner, s))
    for owner, s in held:
        _discard(game, owner, _position(game, owner, s), s)
    for owner, s in changed:
        flip(game, owner, s)


def settle(game: Game, idle: bool) -> bool:
    """After each action: the moves of face-down cards that left play hidden, the printed cards again
    for them, and (``idle``: no effect is waiting for an answer) a face-down Active Pokémon facing a
    working Transform or Mimic, which must know what it is, is flipped. Returns True if a card was
    flipped (the caller runs the game's steps again)."""
    _hide_moves(game)
    sync(game)
    flipped = False
    if not idle:
        return False
    for owner in (0, 1):
        active, other = game.players[owner].active, game.players[1 - owner].active
        if active is None or other is None or not is_face_down(active):
            continue
        copies = any((mod.point == TRANSFORM and mod.copies_defending) or mod.point == MIMIC
                     for _kind, mod in game.cards[other.top].statics)
        if copies and other.rot == NONE and not gassed(game, other):
            flip(game, owner, active)
            flipped = True
    return flipped


def hidden_slots(game: Game, owner: int, viewer: int) -> list[Slot]:
    """``owner``'s face-down Pokémon whose cards ``viewer`` can't see."""
    if owner == viewer or FACE_DOWN not in game.static_points:
        return []
    return face_down_slots(game, owner)
