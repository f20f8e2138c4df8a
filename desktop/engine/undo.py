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
WORDS = {"draw": "a card was drawn", "coin": "a coin was flipped", "shuffle": "a deck was shuffled",
         "reveal": "hidden cards were revealed", "prize": "a Prize card was taken", "peek": "a hidden card was seen",
         "mulligan": "a hand was shown for a mulligan"}
REVEALING = frozenset(WORDS)
HIDDEN_ZONES = frozenset({"deck", "prizes"})
BOTH = (0, 1)


class UndoRefused(ValueError):
    """The move cannot be taken back; ``str()`` says why."""


def reveals(move: Move, before: Game, after: Game) -> bool:
    """Did ``move`` (from ``before`` to ``after``) bring anything hidden to light?"""
    return bool(revealed(move, before, after))


def revealed(move: Move, before: Game, after: Game) -> str:
    """What ``move`` brought to light, in words ("a card was drawn"); "" if nothing."""
    for event in move.events:
        if event.kind in REVEALING:
            return WORDS[event.kind]
        if event.src in HIDDEN_ZONES or (event.kind == "phase" and event.detail == "reveal"):
            return "hidden cards were seen"  # taken from a deck or Prizes; the set-up's Active Pokémon
    if before.rng.state != after.rng.state:  # a random pick, even if no event says so
        return "something random happened"
    prompt = after.prompt  # a choice among hidden cards shows them to the chooser
    if prompt is not None and prompt.kind == CARD:
        chooser = after.players[prompt.player]
        other = after.players[1 - prompt.player]
        hidden = {*chooser.deck, *chooser.prizes, *other.deck, *other.prizes, *other.hand}
        if any(uid in hidden for uid in prompt.options):
            return "hidden cards were seen"
    return ""


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
    record = _record(game)
    count = _count(game, seats, record)
    return record.positions[len(record.moves) - count].clone()


def _count(game: Game, seats: Collection[int], record: Record | None) -> int:
    if game.outcome is not None:
        raise UndoRefused("the game is over")
    if not game.history:
        raise UndoRefused("no move has been made yet")
    record = record or _record(game)
    if record.final.state_key() != game.state_key():  # never expected: then nothing is taken back
        raise UndoRefused("replaying the game did not reach this position")
    last = len(record.moves)
    for count, index in enumerate(range(last - 1, -1, -1), 1):
        move = record.moves[index]
        shown = revealed(move, record.positions[index], record.positions[index + 1])
        if shown:
            raise UndoRefused(f"{shown} (move {move.number}, {move.action})")
        if move.mover in seats:
            return count
    raise UndoRefused("there is no move of yours to take back")


def _record(game: Game) -> Record:
    try:
        return record_of(game)
    except ValueError as exc:  # a game that cannot be rebuilt from its record (it never should)
        raise UndoRefused(f"the game could not be replayed ({exc})") from None
