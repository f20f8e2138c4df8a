"""The unfinished game's save: written at turn boundaries, resumed exactly, never lost."""

from __future__ import annotations

import json

import pytest

from desktop.engine.actions import EndTurn
from desktop.engine.cards import default_db
from desktop.engine.game import Game
from desktop.engine.rng import GameRandom
from desktop.ui import saves
from desktop.ui.saves import SaveError, Seats

SEATS = Seats(("human", "computer"), "hard", 99, ("Brushfire", "Overgrowth"))


def new_game(seed: int = 5) -> Game:
    decks = default_db().theme_decks()
    return Game.new([decks["Brushfire"], decks["Overgrowth"]], seed=seed, names=("Ash", "Misty"))


def play_to_turn(game: Game, turn: int, seed: int = 1) -> Game:
    """Random legal moves (ending turns often) until the start of ``turn``."""
    rng = GameRandom(seed)
    while game.outcome is None and not (game.turn >= turn and game.pending is None):
        legal = game.legal_actions()
        action = EndTurn() if EndTurn() in legal and rng.below(4) == 0 else legal[rng.below(len(legal))]
        game.apply(action)
    return game


def test_seats_round_trip():
    assert Seats.from_json(SEATS.to_json()) == SEATS
    assert Seats().hot_seat and not SEATS.hot_seat
    with pytest.raises(ValueError):
        Seats.from_json({"kinds": ["human", "robot"]})


def test_save_at_turn_boundary_then_resume_is_identical():
    game = play_to_turn(new_game(), 5)
    assert game.outcome is None
    path = saves.save_current(game, SEATS)
    assert path is not None and path.name == "current.json"
    assert saves.has_current()
    assert "Ash vs the computer (hard)" in saves.peek_current()
    loaded, seats = saves.load_current()
    assert seats == SEATS
    assert loaded.state_key() == game.state_key()
    assert loaded.legal_actions() == game.legal_actions()
    assert saves.has_current()  # resuming keeps the save until the game moves on


def test_save_in_the_middle_of_a_prompt_resumes_exactly():
    game = new_game(seed=11)
    assert game.pending is not None  # setup asks who goes first / which Active
    saves.save_current(game, Seats())
    loaded, _ = saves.load_current()
    assert loaded.state_key() == game.state_key()


def test_no_save_means_nothing_to_continue():
    assert not saves.has_current()
    assert saves.peek_current() is None
    assert saves.load_current() is None


def test_finished_game_clears_the_save():
    game = play_to_turn(new_game(), 3)
    saves.save_current(game, SEATS)
    rng = GameRandom(3)
    while game.outcome is None:
        legal = game.legal_actions()
        game.apply(legal[rng.below(len(legal))])
    assert saves.save_current(game, SEATS) is None
    assert not saves.has_current()


def _assert_set_aside(exc: SaveError, original: bytes) -> None:
    assert exc.kept is not None and exc.kept.read_bytes() == original
    assert not saves.has_current()
    assert str(exc.kept) in exc.message()


def test_corrupt_save_is_reported_and_kept_aside():
    path = saves.current_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    original = b'{"format": "holofoil-current", "game": {trunc\x00\xff'
    path.write_bytes(original)
    assert saves.peek_current() == "a saved game"  # Continue stays clickable, to explain
    with pytest.raises(SaveError) as info:
        saves.load_current()
    _assert_set_aside(info.value, original)


def test_save_that_does_not_replay_is_reported_and_kept_aside():
    game = play_to_turn(new_game(), 3)
    saves.save_current(game, SEATS)
    path = saves.current_path()
    data = json.loads(path.read_text(encoding="utf-8"))
    data["game"]["actions"].insert(3, "attack 0")  # not legal at that point
    path.write_text(json.dumps(data), encoding="utf-8")
    original = path.read_bytes()
    with pytest.raises(SaveError) as info:
        saves.load_current()
    assert "does not replay" in info.value.reason
    _assert_set_aside(info.value, original)


def test_save_that_replays_to_another_position_is_refused():
    game = play_to_turn(new_game(), 3)
    saves.save_current(game, SEATS)
    path = saves.current_path()
    data = json.loads(path.read_text(encoding="utf-8"))
    data["game"]["seed"] += 1  # other shuffles: the recorded moves do not fit, or land elsewhere
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as info:
        saves.load_current()
    assert info.value.kept is not None and info.value.kept.exists()


def test_a_later_save_replaces_the_earlier_one_atomically():
    game = play_to_turn(new_game(), 3)
    saves.save_current(game, SEATS)
    play_to_turn(game, 5)
    saves.save_current(game, SEATS)
    loaded, _ = saves.load_current()
    assert loaded.turn == game.turn
    leftovers = [p.name for p in saves.current_path().parent.iterdir() if p.name != "current.json"]
    assert leftovers == []


def test_continue_summary_names_players_and_decks_once():
    decks = default_db().theme_decks()
    game = Game.new([decks["Zap!"], decks["Blackout"]], seed=3, names=("Ann", "Ben"))
    seats = Seats(("human", "human"), deck_names=("Zap!", "Blackout"))
    assert saves.summary_of(game, seats) == f"Turn {game.turn} · Ann vs Ben · Zap! vs Blackout"
    game = Game.new([decks["Zap!"], decks["Blackout"]], seed=3, names=("Zap!", "Blackout"))
    assert saves.summary_of(game, seats) == f"Turn {game.turn} · Zap! vs Blackout"


def test_the_game_log_is_part_of_the_save():
    game = play_to_turn(new_game(), 3)
    log = ["Turn 1 · Ash", "Ash put Charmander on the Bench.", "Turn 2 · Misty"]
    saves.save_current(game, SEATS, log)
    loaded, seats, lines = saves.load_current_with_log()
    assert lines == log and seats == SEATS and loaded.state_key() == game.state_key()
    saves.save_current(game, SEATS)  # a save without a log resumes with an empty one
    assert saves.load_current_with_log()[2] == []
