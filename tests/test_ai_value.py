"""Hard's fitted win-probability model: reads only what the player may know, means what it says."""

from __future__ import annotations

import json

import pytest
from ai_helpers import random_positions, shuffled_hidden

from desktop.ai.value import FEATURES, MODEL_PATH, features, load_model, win_probability
from desktop.engine.game import Outcome


def test_value_does_not_read_the_opponents_hidden_cards():
    positions = [g for g in random_positions(12, seed=21) if g.outcome is None][:6]
    for i, game in enumerate(positions):
        me = game.current
        twin = shuffled_hidden(game, 1 - me, seed=i)
        assert features(game, me) == features(twin, me)
        assert win_probability(game, me) == win_probability(twin, me)


def test_value_is_a_probability_that_rises_with_prizes_taken():
    for game in random_positions(6, seed=8):
        for me in (0, 1):
            assert 0.0 < win_probability(game, me) < 1.0
            assert len(features(game, me)) == len(FEATURES)
        ahead = game.clone()
        ahead.players[0].hand.append(ahead.players[0].prizes.pop())
        assert win_probability(ahead, 0) > win_probability(game, 0)
        assert win_probability(ahead, 1) < win_probability(game, 1)


def test_value_of_a_finished_game_is_certain():
    game = random_positions(1, seed=2)[0]
    game.outcome = Outcome(winner=1, reason="prizes")
    assert win_probability(game, 1) == 1.0
    assert win_probability(game, 0) == 0.0
    game.outcome = Outcome(winner=None, reason="sudden death draw")
    assert win_probability(game, 0) == 0.5


def test_model_file_must_name_every_feature(tmp_path):
    model = json.loads(MODEL_PATH.read_text(encoding="utf-8"))
    del model["coefficients"]["threats"]
    broken = tmp_path / "model.json"
    broken.write_text(json.dumps(model), encoding="utf-8")
    with pytest.raises(ValueError, match="threats"):
        load_model(broken)


def test_each_era_has_a_committed_model_of_the_current_features():
    from desktop.ai.value import MODEL_PATHS, model_path

    for era, path in MODEL_PATHS.items():
        data = json.loads(path.read_text(encoding="utf-8"))
        assert list(data["coefficients"]) == list(FEATURES), f"{path.name}: refit with tools/fit_value.py --era {era}"
        assert len(load_model(path)) == len(FEATURES)
    assert model_path("classic") == MODEL_PATHS["classic"]
    assert model_path("modern+table") == model_path("sm") == model_path("xy") == MODEL_PATHS["modern"]


def test_a_game_of_todays_rules_is_valued_by_todays_model():
    from desktop.ai.value import MODEL_PATHS
    from desktop.engine.rules import get_rules

    game = random_positions(1, seed=4)[0]
    assert game.rules.name == "classic"
    classic = win_probability(game, 0)
    assert classic == win_probability(game, 0, load_model(MODEL_PATHS["classic"]))
    today = game.clone()
    today.rules = get_rules("modern")
    assert win_probability(today, 0) == win_probability(today, 0, load_model(MODEL_PATHS["modern"]))
    assert win_probability(today, 0) != classic, "the two fits differ"
