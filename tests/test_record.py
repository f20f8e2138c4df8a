"""Game records move by move (issue #17, replays): read, replayed, refused with the move and reason."""

from __future__ import annotations

import json

import pytest

from desktop.engine.cards import default_db
from desktop.engine.game import Game
from desktop.engine.record import read_record
from desktop.engine.rng import GameRandom


def finished_game(seed: int = 5) -> Game:
    decks = default_db().theme_decks()
    game = Game.new([decks["Brushfire"], decks["Overgrowth"]], seed=seed, names=("Ash", "Misty"))
    rng = GameRandom(seed)
    while game.outcome is None:
        legal = game.legal_actions()
        game.apply(legal[rng.below(len(legal))])
    return game


@pytest.fixture(scope="module")
def played() -> Game:
    return finished_game()


def test_a_record_replays_to_every_position(played):
    data = json.loads(json.dumps(played.to_json()))  # as read from a file
    record = read_record(data)
    assert len(record.moves) == len(played.history)
    assert len(record.positions) == len(played.history) + 1
    assert record.final.state_key() == played.state_key()
    assert record.final.outcome == played.outcome
    assert [m.number for m in record.moves[:3]] == [1, 2, 3]
    assert record.positions[0].history == [] and record.positions[5].history == played.history[:5]
    assert any(e.kind == "coin" for e in record.opening)  # who goes first
    starts = record.turn_starts()
    assert starts[1] < starts[2] < starts[3]
    assert record.positions[starts[2]].turn == 2 and record.positions[starts[2] - 1].turn == 1


def test_a_move_that_does_not_replay_is_refused_with_its_number_and_reason(played):
    data = played.to_json()
    number = next(i for i, a in enumerate(played.history, 1) if a[0] == "attach")
    data["actions"][number - 1] = "attack 3"  # no Pokémon has a fourth attack
    with pytest.raises(ValueError) as caught:
        read_record(data)
    message = str(caught.value)
    assert f"move {number} (attack 3)" in message
    assert message.startswith("the record does not replay")
    assert len(message) > len(f"the record does not replay: move {number} (attack 3): ")  # and why


def test_a_record_cut_short_after_the_game_ended_is_refused(played):
    data = played.to_json()
    data["actions"].append("end")
    with pytest.raises(ValueError, match=rf"move {len(played.history) + 1} \(end\): "):
        read_record(data)


@pytest.mark.parametrize("damage, words", [
    (lambda d: d.pop("seed"), "no 'seed'"),
    (lambda d: d.__setitem__("actions", "end"), "actions must be a list"),
    (lambda d: d["actions"].__setitem__(0, "fly away"), "move 1"),
    (lambda d: d["decks"][0].__setitem__(0, "xyz-999"), "unknown card id"),
    (lambda d: d.__setitem__("format", "chess"), "not a Holofoil saved game"),
])
def test_a_damaged_record_is_refused_with_a_reason(played, damage, words):
    data = played.to_json()
    damage(data)
    with pytest.raises(ValueError, match=words):
        read_record(data)


def test_not_a_record_at_all_is_refused():
    with pytest.raises(ValueError, match="JSON object"):
        read_record([1, 2, 3])
