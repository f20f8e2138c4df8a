"""Hard: information-set search over whole turns.

At a decision in its main phase Hard

1. samples the hidden cards once (``view.determinize``) and lets a wider
   ``TurnPlanner`` propose the ``candidates`` best distinct plans for the turn;
2. scores each plan by simulation: for each fresh determinization of the hidden
   cards (the opponent's hand, both decks, the Prizes, and future coin flips) it
   plays the plan, then the opponent's reply turn with the Normal policy (and,
   with ``horizon=2``, its own next turn), and evaluates the position reached;
   all plans see the same samples (common random numbers), round after round,
   until the budget is spent;
3. plays the plan with the best mean, following it without searching again for
   as long as the game goes exactly as planned.

The budget is either time (``budget`` seconds per search, default
``DEFAULT_BUDGET``) or a number of simulated playouts (``iterations``, for
reproducible tests and arena runs). Prompts are answered by heuristics, except
choosing a new Active Pokémon, which is simulated like a plan.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from desktop.ai.answers import answer_prompt
from desktop.ai.base import Agent, legal_moves
from desktop.ai.evaluation import WEIGHTS, Weights, evaluate
from desktop.ai.search import Plan, TurnPlanner, expected_keys, greedy_turn, public_key, settle
from desktop.engine.actions import Action, Choose
from desktop.engine.rng import GameRandom

if TYPE_CHECKING:
    from desktop.engine.game import Game

DEFAULT_BUDGET = 0.8  # seconds per search; decisions that follow a plan take far less


class HardAgent(Agent):
    """Determinized playouts of candidate turns against the Normal policy.

    Settings: ``budget`` (seconds per search), ``iterations`` (playouts per search;
    overrides ``budget``), ``candidates`` (plans compared, default 6), ``horizon``
    (turns simulated after its own: 1 = the opponent's reply, 2 = also its next
    turn), ``beam`` (width of the candidate search, default 3), ``weights``.
    """

    name = "hard"

    def __init__(self, seed: int = 0, budget: float = DEFAULT_BUDGET, iterations: int | None = None,
                 candidates: int = 6, horizon: int = 1, beam: int = 3, weights: Weights = WEIGHTS) -> None:
        super().__init__(seed)
        self.rng = GameRandom(seed ^ 0x48415244)
        self.budget = budget
        self.iterations = iterations
        self.candidates = candidates
        self.horizon = horizon
        self.weights = weights
        self.proposer = TurnPlanner(weights, beam=beam, samples=3, keep_keys=False, max_nodes=600)
        self.policy = TurnPlanner(weights, beam=1, samples=3, keep_keys=False)
        self._plan: Plan | None = None
        self._step = 0
        self.last_playouts = 0  # playouts run by the last search (for tests and tuning)

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
            return self._answer(game_view, legal)
        return self._main_phase(game_view, legal)

    # ------------------------------------------------------------------ budget
    def _budget(self) -> tuple[float, int]:
        """(deadline in seconds from now, most playouts)."""
        if self.iterations is not None:
            return float("inf"), max(1, self.iterations)
        return max(0.0, self.budget), 1 << 30

    # ------------------------------------------------------------------ prompts
    def _answer(self, view: Game, legal: list[Action]) -> Action:
        prompt = view.prompt
        if prompt.source == "knock out" and not view.frozen and len(legal) <= 6:
            me = prompt.player
            plans = [Plan([action], 0.0) for action in legal]
            best = self._compare(view, me, plans, after_plan_turns=self.horizon)
            return best.actions[0]
        return Choose(answer_prompt(view))

    # ------------------------------------------------------------------ main phase
    def _main_phase(self, view: Game, legal: list[Action]) -> Action:
        me = view.current
        planned = self._follow_plan(view, me, legal)
        if planned is not None:
            return planned
        root = view.determinize(me, self.rng)
        plans = self.proposer.plan(root, me, self.rng, top=self.candidates * 3)
        plans = _distinct_outcomes(plans, self.candidates)
        if not plans:
            return legal[-1]
        best = plans[0] if len(plans) == 1 else self._compare(view, me, plans, after_plan_turns=self.horizon)
        best.keys = expected_keys(root, me, best.actions)
        self._plan = best
        self._step = 1
        return best.actions[0] if best.actions[0] in legal else legal[-1]

    def _follow_plan(self, view: Game, me: int, legal: list[Action]) -> Action | None:
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

    # ------------------------------------------------------------------ simulation
    def _compare(self, view: Game, me: int, plans: list[Plan], after_plan_turns: int) -> Plan:
        """The plan with the best mean playout score (ties: the earlier plan)."""
        budget, most = self._budget()
        start = time.perf_counter()
        totals = [0.0] * len(plans)
        counts = [0] * len(plans)
        playouts = 0
        slowest = 0.0
        while playouts < most:
            sample = view.determinize(me, self.rng)
            sim_seed = self.rng.next64()
            for i, plan in enumerate(plans):
                now = time.perf_counter()
                if playouts >= most or now - start + slowest > budget:
                    break
                value = self._playout(sample, me, plan, after_plan_turns, sim_seed)
                spent = time.perf_counter() - now
                slowest = max(slowest * 0.9, spent)
                totals[i] += value
                counts[i] += 1
                playouts += 1
            else:
                continue
            break
        self.last_playouts = playouts
        best_index = 0
        best_mean = float("-inf")
        for i in range(len(plans)):
            if counts[i] == 0:
                continue
            mean = totals[i] / counts[i]
            if mean > best_mean:
                best_index, best_mean = i, mean
        if not any(counts):  # no time at all: trust the proposer's order
            return plans[0]
        return plans[best_index]

    def _playout(self, sample: Game, me: int, plan: Plan, turns: int, seed: int) -> float:
        """Play ``plan`` then ``turns`` more turns with the Normal policy; score for ``me``."""
        game = sample.clone()
        rng = GameRandom(seed)
        start_turn = game.turn
        for action in plan.actions:
            if game.outcome is not None or game.turn != start_turn:
                break
            if game.prompt is not None and action[0] != "choose":
                settle(game)
            if action not in game.legal_set():
                break
            game.apply(action)
            settle(game)
        if game.outcome is None and game.turn == start_turn:
            greedy_turn(game, self.policy, rng)  # finish the turn the plan could not
        for _ in range(turns):
            if game.outcome is not None:
                break
            greedy_turn(game, self.policy, rng)
        return evaluate(game, me, self.weights)


def _distinct_outcomes(plans: list[Plan], count: int) -> list[Plan]:
    """Plans that are not mere reorderings of a better plan's moves."""
    out: list[Plan] = []
    seen: set[tuple] = set()
    for plan in plans:
        key = (tuple(sorted(str(a) for a in plan.actions[:-1])), str(plan.actions[-1]))
        if key in seen:
            continue
        seen.add(key)
        out.append(plan)
        if len(out) >= count:
            break
    return out
