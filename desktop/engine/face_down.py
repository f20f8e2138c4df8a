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
  and an empty Active Spot is filled as after a Knock Out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.engine.cards import CardDef
from desktop.engine.layer import FACE_DOWN, MIMIC, TRANSFORM, gassed
from desktop.engine.state import NONE

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.game import Game
    from desktop.engine.state import Slot

STAND_IN = CardDef(id="face-down", set_id="", number="", name="Face-down card", kind="pokemon", stage="Basic",
                   flags=frozenset({"cannot_retreat"}))
SEEN = "face_down_seen"  # a scope value: the face-down Pokémon as an attack found them


def is_face_down(slot: Slot) -> bool:
    return bool(slot.effects) and any(e[0] == FACE_DOWN for e in slot.effects)


def face_down_slots(game: Game, owner: int) -> list[Slot]:
    return [s for s in game.players[owner].slots() if is_face_down(s)]


def sync(game: Game) -> None:
    """Make ``game.cards`` the printed cards with the stand-in in place of each face-down card."""
    hidden = {s.top for p in game.players for s in p.slots() if is_face_down(s)}
    if not hidden:
        if game.cards is not game.printed:
            game.cards = game.printed
        return
    game.cards = tuple(STAND_IN if uid in hidden else card for uid, card in enumerate(game.printed))


def flip(game: Game, owner: int, slot: Slot) -> bool:
    """Turn this face-down card face up. Returns True if it stays in play (a Basic Pokémon card);
    otherwise it and all cards attached to it are discarded."""
    slot.effects = tuple(e for e in slot.effects if e[0] != FACE_DOWN)
    sync(game)
    p = game.players[owner]
    pos = next((q for q, s in p.in_play() if s is slot), -1)
    if pos < 0:  # no longer in play: nothing to flip
        return False
    uid = slot.top
    game.emit("reveal", owner, card=uid, pos=pos, detail="face up")
    card = game.cards[uid]
    if card.kind == "pokemon" and card.stage == "Basic":
        return True
    game.remove_from_play(owner, pos, slot)
    scope = game.machine.scope if game.machine is not None else None
    if scope is not None and scope.player == owner and pos > 0:  # the running effect's Pokémon moved up
        if scope.source_pos > pos:
            scope.source_pos -= 1
        if isinstance(scope.target, int) and scope.target > pos:
            scope.target -= 1
    for attached in slot.all_cards():
        game.discard_card(attached, "active" if pos == 0 else "bench", pos)
    return False


def flip_all(game: Game, owners: tuple[int, ...] = (0, 1)) -> None:
    """An effect must know what every face-down card of ``owners`` is: flip them all."""
    if FACE_DOWN in game.static_points:
        for owner in owners:
            for slot in face_down_slots(game, owner):
                flip(game, owner, slot)


def any_face_down(game: Game) -> bool:
    return FACE_DOWN in game.static_points and any(face_down_slots(game, p) for p in (0, 1))


def before_damage(game: Game, slot: Slot) -> bool:
    """Damage is about to be put on this Pokémon: if it is face down, flip it first. Returns False
    if it left play (it wasn't a Basic Pokémon)."""
    if FACE_DOWN not in game.static_points or not is_face_down(slot):
        return True
    return flip(game, game.owner(slot.top), slot)


def _look(game: Game, owner: int, slot: Slot) -> tuple:
    p = game.players[owner]
    return (p.active is slot, tuple(slot.energy), tuple(slot.tools), slot.damage, slot.rot, slot.poison,
            slot.burned, slot.effects)


def before_attack(m: Machine) -> None:
    """An attack is announced: flip a face-down Defending Pokémon, and note how the other face-down
    Pokémon are, to flip those the attack changes (``after_attack``)."""
    game = m.game
    defender = m.defender
    if defender is not None and is_face_down(defender):
        flip(game, m.scope.opp, defender)
    seen = tuple((owner, s.top, _look(game, owner, s)) for owner in (0, 1) for s in face_down_slots(game, owner))
    if seen:
        m.scope.put(SEEN, seen)


def after_attack(m: Machine) -> None:
    """The attack is over: flip each face-down Pokémon it changed (or moved)."""
    game = m.game
    seen = m.scope.get(SEEN, ())
    for owner, uid, look in seen:
        slot = next((s for s in face_down_slots(game, owner) if s.top == uid), None)
        if slot is not None and _look(game, owner, slot) != look:
            flip(game, owner, slot)


def settle(game: Game, idle: bool) -> bool:
    """After each action: the printed cards again for face-down cards that left play, and (``idle``: no
    effect is waiting for an answer) a face-down Active Pokémon facing a working Transform or Mimic,
    which must know what it is, is flipped. Returns True if a card was flipped (the caller runs the
    game's steps again)."""
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
