"""What a drag means in a manual step (Table mode): dragged card + drop place -> a manual move.

Pure Python (no Qt), like ``drops.py``. In a manual step the player may drag any card of
their hand and any Pokémon in play (its top card). Places are ``("spot", seat, pos)``,
``("pile", seat, zone)`` for a player's deck, discard pile, Prizes, Lost Zone or hand, and
``("stadium",)``. ``manual_drop_action`` is the move to submit (the engine checks it and says
why if it can't be made); ``manual_targets`` lights the places where it can.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.engine.actions import Action, ManualMove, ManualSwap, pos_text
from desktop.engine.table import locate, manual_open, manual_problem
from desktop.ui.board.drops import relative

if TYPE_CHECKING:
    from desktop.engine.game import Game

Place = tuple
PILES = ("hand", "deck", "discard", "lost", "prizes")
STADIUM: Place = ("stadium",)


def manual_drop_action(game: Game, actor: int, uid: int, place: Place) -> Action | None:
    """The manual move a drop of card ``uid`` on ``place`` asks for (None: it means nothing)."""
    where = locate(game, uid)
    if where is None:
        return None
    if place == STADIUM:
        return ManualMove(uid, "stadium")
    if place[0] == "pile":
        _, seat, zone = place
        return ManualMove(uid, zone) if seat == where.owner else None
    if place[0] != "spot":
        return None
    _, seat, pos = place
    target = relative(actor, seat, pos)
    occupied = game.players[seat].slot(pos) is not None
    own = game.players[where.owner].slot(where.pos) if where.zone == "pokemon" else None
    if own is not None and own.top == uid:
        if occupied and seat == where.owner:  # a Pokémon dropped on another of its side: they swap
            return ManualSwap(relative(actor, seat, where.pos), target)
        if not occupied:
            return ManualMove(uid, "active" if pos == 0 else "bench")
        return None
    if occupied:
        return ManualMove(uid, pos_text(target))
    return ManualMove(uid, "active" if pos == 0 else "bench")


def manual_targets(game: Game, actor: int, uid: int, bench_size: int) -> set[Place]:
    """The places where dropping card ``uid`` makes a manual move that can be made now."""
    if not manual_open(game):
        return set()
    places: set[Place] = {STADIUM}
    for seat in (0, 1):
        places.update(("pile", seat, zone) for zone in PILES)
        places.update(("spot", seat, pos) for pos in range(bench_size + 1))
    out = set()
    for place in places:
        action = manual_drop_action(game, actor, uid, place)
        if action is not None and not manual_problem(game, action):
            out.add(place)
    return out


def draggable_in_manual_step(game: Game, actor: int) -> set[int]:
    """The cards ``actor`` may drag in the open manual step: their hand and every Pokémon in play."""
    if not manual_open(game) or game.to_move != actor:
        return set()
    uids = set(game.players[actor].hand)
    uids.update(slot.top for p in game.players for slot in p.slots())
    return uids
