"""A win-probability estimate fitted from games: Hard's value at its depth limit.

``win_probability(game, me)`` is a logistic model over position features (the
same quantities the hand-written evaluation reads, each as "mine minus theirs").
Its coefficients are fitted by ``tools/fit_value.py`` from games, so the
estimate means what it says: the share of such positions that ``me`` went on to
win. Both models' games are explored (``explorer.py``: turns that start with
one of Hard's candidate plans at random), so that they rate the positions
Hard's choices lead to, not what goes with Normal's habits. Hard
averages it over determinized playouts; averaging probabilities (rather than
points) makes it weigh a risky plan by what the risk does to the chance of
winning, which points cannot do.

Only information ``me`` may know is read: the opponent's hand by its size.
The models live next to this module: ``value_model.json`` (the classic era) and
``value_model_modern.json`` (today's decks); ``model_path`` picks the game's.
"""

from __future__ import annotations

import json
import math
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from desktop.ai.evaluation import WEIGHTS, _hand_value, _threats, slot_value
from desktop.ai.knowledge import attack_potential, card_info, line_info, units_of

if TYPE_CHECKING:
    from desktop.engine.game import Game

MODEL_PATH = Path(__file__).with_name("value_model.json")  # fitted on the classic theme decks
# One model per family of rules: the classic era's, and today's (XY, Sun & Moon and Scarlet &
# Violet share it until each is fitted from decks of its own).
MODEL_PATHS = {"classic": MODEL_PATH, "modern": MODEL_PATH.with_name("value_model_modern.json")}
ERA_MODELS = {"classic": "classic", "xy": "modern", "sm": "modern", "modern": "modern"}


def model_path(rules_name: str) -> Path:
    """The model file for a ruleset's name ("classic", "modern+table"...): its era's, if fitted."""
    path = MODEL_PATHS[ERA_MODELS.get(rules_name.split("+")[0], "classic")]
    return path if path.exists() else MODEL_PATH

FEATURES = (
    "prizes",  # Prize cards taken: mine minus theirs
    "one_left",  # I need one more Prize (minus: they do)
    "two_left",  # I need two more Prizes (minus: they do)
    "pokemon",  # Pokémon in play
    "stages",  # Evolution stages in play
    "hp",  # HP left in play, per 10
    "energy",  # attached Energy units (capped at the line's need + 1)
    "potential",  # attack worth within reach of the attached Energy (per 100)
    "single",  # only one Pokémon in play
    "conditions",  # Special Conditions on the Active, and Poison/Burn damage to come (per 10)
    "hand",  # cards in hand (weighted by use for my own hand)
    "deck_low",  # (6 - cards left in deck) squared, when under 6
    "deck_out",  # must draw next from an empty deck
    "threats",  # the evaluation's threat term (points per 100, signed for me)
    "to_move",  # it is my turn
)


def features(game: Game, me: int) -> list[float]:
    """The feature vector of a position that is not over, from ``me``'s side."""
    mine = _side_features(game, me, me)
    theirs = _side_features(game, 1 - me, me)
    values = [a - b for a, b in zip(mine, theirs, strict=True)]
    my_value = _active_value(game, me)
    their_value = _active_value(game, 1 - me)
    threats = _threats(game, me, game.current, WEIGHTS, my_value, their_value) / 100.0
    return values + [threats, 1.0 if game.current == me else -1.0]


def _active_value(game: Game, player: int) -> float:
    slot = game.players[player].active
    return 0.0 if slot is None else slot_value(game, player, slot)


def _side_features(game: Game, player: int, viewer: int) -> list[float]:
    p = game.players[player]
    left = len(p.prizes)
    taken = -left  # "mine minus theirs" of taken Prizes is theirs-left minus mine-left
    pokemon = stages = hp = energy = potential = 0.0
    cards = game.cards
    for slot in p.slots():
        card = cards[slot.top]
        info = card_info(card)
        pokemon += 1
        stages += info.stage
        hp += max(0, card.hp - slot.damage) / 10
        if slot.energy:
            line = line_info(game, player, card)
            units = units_of(game, slot)
            energy += min(len(units), line.max_cost + 1)
            potential += attack_potential(line, units) / 100
    conditions = 0.0
    active = p.active
    if active is not None:
        conditions = (active.rot != 0) + (active.poison > 0) + active.burned
        conditions += (active.poison * 1.5 + (15 if active.burned else 0)) / 10
    deck = len(p.deck)
    deck_low = (6 - deck) ** 2 if deck < 6 else 0
    deck_out = 1.0 if deck == 0 and player != game.current else 0.0
    hand = _hand_value(game, player, viewer, WEIGHTS) / WEIGHTS.hand
    return [taken, float(left == 1), float(left == 2), pokemon, stages, hp, energy, potential,
            float(pokemon <= 1), conditions, hand, deck_low, deck_out]


@lru_cache(maxsize=4)
def load_model(path: Path = MODEL_PATH) -> tuple[float, ...]:
    """The fitted coefficients, in ``FEATURES`` order."""
    data = json.loads(path.read_text(encoding="utf-8"))
    coef = data["coefficients"]
    missing = [name for name in FEATURES if name not in coef]
    if missing:
        raise ValueError(f"{path.name} has no coefficient for {', '.join(missing)}")
    return tuple(float(coef[name]) for name in FEATURES)


def win_probability(game: Game, me: int, model: tuple[float, ...] | None = None) -> float:
    """Estimated chance that ``me`` wins from ``game`` (1 or 0 once the game is over)."""
    outcome = game.outcome
    if outcome is not None:
        if outcome.winner is None:
            return 0.5
        return 1.0 if outcome.winner == me else 0.0
    coef = load_model(model_path(game.rules.name)) if model is None else model
    z = sum(c * f for c, f in zip(coef, features(game, me), strict=True))
    if z < -30:
        return 0.0
    if z > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-z))
