"""Normal: a greedy turn planner with a hand-written evaluation.

At the start of its turn (and whenever the turn does not go as planned, e.g.
after drawing cards or a coin flip) Normal samples the hidden cards once
(``view.determinize``), searches sequences of its own actions with
``TurnPlanner`` (a small beam over clones, prompts answered by heuristics) and
plays the best sequence out. Prompts are answered by ``answers.answer_prompt``;
a choice of new Active Pokémon is scored by trying each candidate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.ai.answers import answer_prompt
from desktop.ai.base import Agent, legal_moves
from desktop.ai.evaluation import WEIGHTS, Weights, evaluate
from desktop.ai.search import Plan, TurnPlanner, public_key, settle
from desktop.engine.actions import Action, Choose
from desktop.engine.rng import GameRandom

if TYPE_CHECKING:
    from desktop.engine.game import Game


class NormalAgent(Agent):
    """Greedy planner: best-scoring sequence of its own actions for this turn.

    Settings: ``beam`` (sequences kept per step, default 1), ``depth`` (actions
    per turn searched, default 12), ``samples`` (coin samples per attack,
    default 3), ``weights`` (an ``evaluation.Weights``), ``climb`` (stop a sequence
    once no move improves it, default True).
    """

    name = "normal"

    def __init__(self, seed: int = 0, beam: int = 1, depth: int = 12, samples: int = 3,
                 weights: Weights = WEIGHTS, climb: bool = True) -> None:
        super().__init__(seed)
        self.rng = GameRandom(seed ^ 0x4E4F524D)
        self.weights = weights
        self.planner = TurnPlanner(weights, beam=beam, depth=depth, samples=samples, climb=climb)
        self._plan: Plan | None = None
        self._step = 0

    def new_game(self) -> None:
        self._plan = None
        self._step = 0

    def choose(self, game_view: Game) -> Action:
        legal = legal_moves(game_view)
        if not legal:
            raise ValueError("no legal move: it is not this player's turn or the game is over")
        if len(legal) == 1:
            return legal[0]
        if game_view.prompt is not None:
            return self.answer(game_view, legal)
        return self.main_phase(game_view, legal)

    # ------------------------------------------------------------------ prompts
    def answer(self, view: Game, legal: list[Action]) -> Action:
        """Answer a prompt: score new-Active choices by trying them, else heuristics."""
        prompt = view.prompt
        assert prompt is not None
        if prompt.source == "knock out" and not view.frozen and len(legal) <= 6:
            me = prompt.player
            state = view.determinize(me, self.rng)
            best, best_value = legal[0], float("-inf")
            for action in legal:
                child = state.clone()
                child.apply(action)
                settle(child)
                value = evaluate(child, me, self.weights)
                if value > best_value:
                    best, best_value = action, value
            return best
        return Choose(answer_prompt(view))

    # ------------------------------------------------------------------ main phase
    def main_phase(self, view: Game, legal: list[Action]) -> Action:
        me = view.current
        planned = self._follow_plan(view, me, legal)
        if planned is not None:
            return planned
        return self.new_plan(view, me, legal)

    def new_plan(self, view: Game, me: int, legal: list[Action]) -> Action:
        """Plan the rest of the turn from ``view`` and play its first action."""
        state = view.determinize(me, self.rng)
        plans = self.planner.plan(state, me, self.rng)
        if not plans:
            return legal[-1]
        return self._start_plan(plans[0], legal)

    def _start_plan(self, plan: Plan, legal: list[Action]) -> Action:
        self._plan = plan
        self._step = 1
        action = plan.actions[0]
        if action not in legal:  # pragma: no cover - plans come from legal moves
            self._plan = None
            return legal[-1]
        return action

    def _follow_plan(self, view: Game, me: int, legal: list[Action]) -> Action | None:
        """The next planned action if the game went exactly as the plan expected."""
        plan = self._plan
        if plan is None or self._step >= len(plan.actions):
            return None
        if plan.keys[self._step - 1] != public_key(view, me):
            self._plan = None
            return None
        action = plan.actions[self._step]
        if action not in legal:
            self._plan = None
            return None
        self._step += 1
        return action
