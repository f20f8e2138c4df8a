"""``Game.apply`` is all-or-nothing even when the engine itself fails part-way through an effect
(issue #12, deliverable 4), and a search's determinized copies keep no checkpoint."""

from __future__ import annotations

import pytest

from desktop.engine.cards import default_db
from desktop.engine.game import Game
from desktop.engine.rng import GameRandom


def _game_with_an_attack_ready(seed: int) -> Game:
    """A random Brushfire vs Overgrowth game played until an attack is legal."""
    decks = default_db().theme_decks()
    game = Game.new([decks["Brushfire"], decks["Overgrowth"]], seed=seed)
    rng = GameRandom(seed)
    while game.outcome is None:
        legal = game.legal_actions()
        if any(a[0] == "attack" for a in legal) and game.pending is None:
            return game
        others = [a for a in legal if a[0] not in ("attack", "end")] or legal
        game.apply(others[rng.below(len(others))])
    raise AssertionError(f"seed {seed}: no attack became legal")


def _failing_emit(real, at: int):
    """``Game.emit`` that records the ``at``-th event of the action, then fails: by then the
    attack has changed the state (paid, flipped, damaged...)."""
    seen = [0]

    def emit(self, *args, **kwargs):
        real(self, *args, **kwargs)
        seen[0] += 1
        if seen[0] == at:
            raise RuntimeError("engine failure in the middle of an attack")
    return emit


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("at", [2, 3])
def test_an_effect_that_raises_leaves_the_game_exactly_as_before(seed, at, monkeypatch):
    game = _game_with_an_attack_ready(seed)
    attack = next(a for a in game.legal_actions() if a[0] == "attack")
    twin = game.clone()
    key, history, legal = game.state_key(), list(game.history), list(game.legal_actions())

    monkeypatch.setattr(Game, "emit", _failing_emit(Game.emit, at))
    with pytest.raises(RuntimeError, match="engine failure"):
        game.apply(attack)
    assert game.state_key() == key
    assert game.history == history and game.legal_actions() == legal
    assert game.machine is None and game.resolving == []

    monkeypatch.undo()  # the same attack now works, exactly as on an untouched copy
    game.apply(attack)
    twin.apply(attack)
    assert game.state_key() == twin.state_key()


def test_a_determinized_copy_applies_without_a_checkpoint_and_plays_the_same():
    game = _game_with_an_attack_ready(4)
    sample = game.view(game.to_move).determinize(game.to_move, GameRandom(9))
    assert sample.scratch and not game.scratch and sample.clone().scratch
    copy, guarded = sample.clone(), sample.clone()
    guarded.scratch = False
    attack = next(a for a in sample.legal_actions() if a[0] == "attack")
    copy.apply(attack)
    guarded.apply(attack)
    assert copy._checkpoint is None  # no clone was made to guard a throw-away copy
    assert guarded._checkpoint is not None  # a real game keeps one
    assert copy.state_key() == guarded.state_key() and copy.history == guarded.history
