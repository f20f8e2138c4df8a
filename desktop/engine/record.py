"""A game record, move by move: every position, who made each move and what it did.

A record is what ``Game.to_json`` writes (decks, seed, rules, first player, scenario and the
actions). ``read_record`` checks one (``save_check.check_save``) and replays it, keeping the
position after every move, for the replay viewer; ``record_of`` does the same for a game in
memory, for take-backs (``undo.py``). A move that does not replay is refused with a ValueError
naming its number, the move and the reason::

    record = read_record(json.loads(text))
    record.positions[0]          # before the first move
    record.positions[-1]         # where the game ended
    record.moves[11].events      # what move 12 did
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from desktop.engine.actions import Action
from desktop.engine.cards import CardDB, default_db
from desktop.engine.events import Event
from desktop.engine.game import Game
from desktop.engine.save_check import check_save
from desktop.engine.scenario import replay


@dataclass(frozen=True, slots=True)
class Move:
    """One applied action of a record."""

    number: int  # 1 for the first action
    action: Action
    mover: int  # the player who made it (who was to move before it)
    turn: int  # the turn it was made in
    events: tuple[Event, ...]  # what ``Game.apply`` returned for it


@dataclass
class Record:
    """A replayed record: ``positions[i]`` is the game after ``i`` moves (``positions[0]`` the start)."""

    moves: list[Move] = field(default_factory=list)
    positions: list[Game] = field(default_factory=list)
    opening: tuple[Event, ...] = ()  # what happened while the game was set up (the first coin flip)

    @property
    def final(self) -> Game:
        """The last position."""
        return self.positions[-1]

    def turn_starts(self) -> dict[int, int]:
        """Each turn number -> the position where it is first reached (for "jump to turn")."""
        starts: dict[int, int] = {}
        for index, position in enumerate(self.positions):
            starts.setdefault(position.turn, index)
        return starts


def read_record(data: object, db: CardDB | None = None) -> Record:
    """Check and replay a record (a parsed JSON object). ValueError (never another error) if it is
    damaged or a move does not replay: ``"the record does not replay: move 12 (attach 40 a): ..."``."""
    db = db or default_db()
    save = check_save(data, db)
    actions = save.pop("actions")
    try:
        start = replay(actions=[], db=db, **save)
    except ValueError as exc:  # CardError: a deck without Basic Pokémon...
        raise ValueError(f"the record is damaged: {exc}") from None
    except Exception as exc:  # noqa: BLE001 - nothing in a file may crash the caller
        raise ValueError(f"the record is damaged: {type(exc).__name__}: {exc}") from None
    return walk(start, actions)


def record_of(game: Game, db: CardDB | None = None) -> Record:
    """The record of ``game`` (a game in memory), replayed from its start."""
    start = replay(game.deck_ids, game.seed, game.rules, [], game.names, game.fixed_first,
                   db=db, origin=game.origin)
    return walk(start, game.history)


def walk(start: Game, actions: Iterable[Action]) -> Record:
    """Apply ``actions`` to ``start`` (changed in place), keeping a copy of every position."""
    record = Record(positions=[start.clone()], opening=start.last_events)
    game = start
    for number, action in enumerate(actions, 1):
        mover, turn = game.to_move, game.turn
        try:
            events = game.apply(action)
        except Exception as exc:  # noqa: BLE001 - an IllegalActionError names the rule; anything else too
            reason = str(exc) if isinstance(exc, ValueError) else f"{type(exc).__name__}: {exc}"
            raise ValueError(f"the record does not replay: move {number} ({action}): {reason}") from None
        record.moves.append(Move(number, action, mover, turn, tuple(events)))
        record.positions.append(game.clone())
    return record
