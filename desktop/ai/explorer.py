"""Explorer: Normal that sometimes plays one of Hard's other candidate turns.

Used only to collect positions for fitting Hard's value (``tools/fit_value.py
--explore``). In games between two Normal players, what a position is worth is
tangled up with how Normal got there: a feature that Normal's habits pair with
another cannot be told apart from it. The explorer breaks those habits where
Hard's choices lie: at the start of a turn, with chance ``explore``, it plays a
plan drawn uniformly from the candidates Hard's proposer would compare
(``hard.candidate_planner``, ``hard.distinct_outcomes``), then finishes the turn
as Normal does. The value fitted on such games rates each plan's outcome by
what follows from it, which is the question Hard asks of it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.ai.evaluation import WEIGHTS, Weights
from desktop.ai.hard import candidate_planner, distinct_outcomes
from desktop.ai.normal import NormalAgent
from desktop.ai.search import expected_keys

if TYPE_CHECKING:
    from desktop.engine.actions import Action
    from desktop.engine.game import Game


class ExplorerAgent(NormalAgent):
    """Normal, except that each turn starts with a random candidate plan with chance ``explore``."""

    name = "explorer"

    def __init__(self, seed: int = 0, explore: float = 0.5, candidates: int = 8,
                 weights: Weights = WEIGHTS) -> None:
        super().__init__(seed, weights=weights)
        if not 0.0 <= explore <= 1.0:
            raise ValueError(f"explore must be a chance between 0 and 1, not {explore!r}")
        self.explore = explore
        self.candidates = candidates
        self.proposer = candidate_planner(weights)
        self._last_turn = -1

    def new_game(self) -> None:
        super().new_game()
        self._last_turn = -1

    def new_plan(self, view: Game, me: int, legal: list[Action]) -> Action:
        turn_start = view.turn != self._last_turn
        self._last_turn = view.turn
        if turn_start and self.explore > 0 and self.rng.below(1000) < round(self.explore * 1000):
            state = view.determinize(me, self.rng)
            plans = distinct_outcomes(self.proposer.plan(state, me, self.rng, top=200), self.candidates)
            if plans:
                plan = plans[self.rng.below(len(plans))]
                plan.keys = expected_keys(state, me, plan.actions)
                return self._start_plan(plan, legal)
        return super().new_plan(view, me, legal)
