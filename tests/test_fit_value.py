"""tools/fit_value.py and the explorer whose games it can fit Hard's value on."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ai_helpers import random_positions

from desktop.ai.base import legal_moves
from desktop.ai.explorer import ExplorerAgent
from desktop.ai.normal import NormalAgent
from desktop.ai.value import FEATURES
from desktop.engine.cards import default_db
from desktop.engine.game import Game
from desktop.engine.rng import GameRandom

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import fit_value  # noqa: E402


def _game_actions(agents: list, seed: int) -> list:
    theme = default_db().theme_decks()
    game = Game.new([theme["Overgrowth"], theme["Zap!"]], seed=seed, first=0)
    actions = []
    while game.outcome is None and game.turn < 12:
        player = game.to_move
        action = agents[player].choose(game.view(player))
        actions.append(action)
        game.apply(action)
    return actions


def test_an_explorer_that_never_explores_plays_exactly_as_normal():
    explorers = [ExplorerAgent(5 + i, explore=0.0) for i in (0, 1)]
    normals = [NormalAgent(5 + i) for i in (0, 1)]
    assert _game_actions(explorers, seed=9) == _game_actions(normals, seed=9)


def test_an_explorer_starts_its_turns_with_varied_candidate_plans():
    game = next(g for g in random_positions(30, seed=5)
                if g.prompt is None and g.turn > 3 and len(legal_moves(g)) > 4)
    view = game.view(game.current)
    legal = set(legal_moves(view))
    explored = {ExplorerAgent(seed, explore=1.0).choose(view) for seed in range(12)}
    normal = {NormalAgent(seed).choose(view) for seed in range(12)}
    assert explored <= legal
    assert len(explored) > len(normal), "exploring tries first moves Normal would not"


def test_explore_must_be_a_chance():
    with pytest.raises(ValueError, match="explore"):
        ExplorerAgent(0, explore=1.5)


def test_collecting_explored_games_is_reproducible_and_labelled():
    runs = [fit_value.collect(2, seed=3, jobs=1, agents=("normal", "normal"), explore=0.5) for _ in range(2)]
    assert runs[0] == runs[1]
    rows = [row for game in runs[0] for row in game]
    assert rows, "two decided games give rows"
    for feats, _evaluation, won in rows:
        assert len(feats) == len(FEATURES) and won in (0, 1)
    for game in runs[0]:  # both players' rows at each turn start: as many wins as losses
        assert sum(won for _f, _e, won in game) * 2 == len(game)


def test_fit_logistic_recovers_the_coefficients_of_its_data():
    rng = GameRandom(4)
    truth = [1.5, -0.8]
    x, y = [], []
    for _ in range(4000):
        row = [rng.below(2001) / 1000 - 1, rng.below(2001) / 1000 - 1]
        p = fit_value._sigmoid(sum(c * f for c, f in zip(truth, row, strict=True)))
        x.append(row)
        y.append(int(rng.below(10_000) < p * 10_000))
    fitted = fit_value.fit_logistic(x, y, ridge=1.0)
    plain = fit_value._fit_logistic_plain(x, y, 1.0, 25)
    assert fitted == pytest.approx(plain, abs=1e-9)
    assert fitted == pytest.approx(truth, abs=0.25)
