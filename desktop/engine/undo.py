"""Take-backs: may the last move be undone, and the game as it was before it.

A move may be taken back while nothing hidden has come to light since it was made: no card
drawn, no deck searched or looked at, no coin flipped, nothing shuffled, no Prize card taken, no
hand or Active Pokémon revealed. ``seats`` says whose move is taken back: in hot-seat the player
at the screen, against the computer the person (the computer's moves made since are taken back
too, if they revealed nothing either)::

    if undo_allowed(game, seats=(0,)):
        game = before_undo(game, seats=(0,))   # a new Game; ``game`` is unchanged

The game before is rebuilt by replaying the record (``record.py``), so it is exactly the game
that was played, random generator included.
"""

from __future__ import annotations

from collections.abc import Collection

from desktop.engine.game import Game
from desktop.engine.prompts import CARD
from desktop.engine.record import Move, Record, record_of

# Event kinds that show something hidden (see ``events.py``).
REVEALING = frozenset({"draw", "coin", "shuffle", "reveal", "prize", "peek", "mulligan"})
HIDDEN_ZONES = frozenset({"deck", "prizes"})
BOTH = (0, 1)


class UndoRefused(ValueError):
    """The move cannot be taken back; ``str()`` says why."""


def reveals(move: Move, before: Game, after: Game) -> bool:
    """Did ``move`` (from ``before`` to ``after``) bring anything hidden to light?"""
    if before.rng.state != after.rng.state:  # a coin, a shuffle or a random pick
        return True
    for event in move.events:
        if event.kind in REVEALING or event.src in HIDDEN_ZONES:
            return True
        if event.kind == "phase" and event.detail == "reveal":  # the end of the set-up
            return True
    prompt = after.prompt  # a choice among hidden cards shows them to the chooser
    if prompt is not None and prompt.kind == CARD:
        chooser = after.players[prompt.player]
        other = after.players[1 - prompt.player]
        hidden = {*chooser.deck, *chooser.prizes, *other.deck, *other.prizes, *other.hand}
        return any(uid in hidden for uid in prompt.options)
    return False


def take_back_count(game: Game, seats: Collection[int] = BOTH, record: Record | None = None) -> int:
    """How many actions go back to undo the last move made by one of ``seats`` (with the moves
    made after it); 0 if that is not allowed."""
    try:
        return _count(game, seats, record)
    except UndoRefused:
        return 0


def undo_allowed(game: Game, seats: Collection[int] = BOTH) -> bool:
    """May the last move of one of ``seats`` be taken back now?"""
    return take_back_count(game, seats) > 0


def before_undo(game: Game, seats: Collection[int] = BOTH) -> Game:
    """The game as it was before the last move of one of ``seats``; ``game`` is unchanged.
    UndoRefused (a ValueError) says why not."""
    record = record_of(game)
    count = _count(game, seats, record)
    return record.positions[len(record.moves) - count].clone()


def _count(game: Game, seats: Collection[int], record: Record | None) -> int:
    if game.outcome is not None:
        raise UndoRefused("the game is over")
    if not game.history:
        raise UndoRefused("no move has been made yet")
    record = record or record_of(game)
    last = len(record.moves)
    for count, index in enumerate(range(last - 1, -1, -1), 1):
        move = record.moves[index]
        if reveals(move, record.positions[index], record.positions[index + 1]):
            raise UndoRefused(f"move {move.number} ({move.action}) showed something hidden")
        if move.mover in seats:
            return count
    raise UndoRefused("there is no move of yours to take back")
