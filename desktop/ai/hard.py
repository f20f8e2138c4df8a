"""Hard: information-set search over whole turns.

At a decision in its main phase Hard

1. samples the hidden cards once (``view.determinize``) and lets a wider
   ``TurnPlanner`` propose the ``candidates`` best distinct plans for the turn;
2. scores each plan by simulation: for each fresh determinization of the hidden
   cards (the opponent's hand, both decks, the Prizes, and future coin flips) it
   plays the plan, then the opponent's reply turn with the Normal policy (and,
   with ``horizon=2``, its own next turn), and values the position reached by
   its chance of winning (``value.win_probability``, a model fitted from
   games; ``value="evaluation"``: Normal's hand-written score); all plans see
   the same samples (common random numbers), round after round, until the
   budget is spent;
3. plays the plan with the best mean, following it without searching again for
   as long as the game goes exactly as planned.

The budget is either time (``budget`` seconds per search, default
``DEFAULT_BUDGET``) or a number of simulated playouts (``iterations``, for
reproducible tests and arena runs). Prompts are answered by heuristics, except
choosing a new Active Pokémon (after a Knock Out, and at setup), which is simulated
like a plan.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from desktop.ai.answers import answer_prompt
from desktop.ai.base import Agent, legal_moves
from desktop.ai.evaluation import WEIGHTS, Weights, evaluate
from desktop.ai.search import Plan, TurnPlanner, expected_keys, greedy_turn, public_key, settle
from desktop.ai.value import win_probability
from desktop.engine.actions import Action, Choose
from desktop.engine.rng import GameRandom

if TYPE_CHECKING:
    from desktop.engine.game import Game

DEFAULT_BUDGET = 0.8  # seconds per search; decisions that follow a plan take far less


class HardAgent(Agent):
    """Determinized playouts of candidate turns against the Normal policy.

    Settings: ``budget`` (seconds per search), ``iterations`` (playouts per search;
    overrides ``budget``), ``candidates`` (plans compared, default 8), ``horizon``
    (turns simulated after its own: 1 = the opponent's reply, 2 = also its next
    turn, the default), ``beam`` (width of the candidate search, default 3), ``rung``
    (rounds before the worse half of the plans is dropped, doubling each time;
    0: never drop), ``weights``, ``value`` ("fitted": the fitted win probability
    at the depth limit, the default; "evaluation": Normal's evaluation), ``replan``
    (search again before every move), ``confidence`` (standard errors by which a
    plan must beat the proposer's favourite). A time budget covers the whole decision.
    """

    name = "hard"

    def __init__(self, seed: int = 0, budget: float = DEFAULT_BUDGET, iterations: int | None = None,
                 candidates: int = 8, horizon: int = 2, beam: int = 3, rung: int = 3,
                 replan: bool = False, confidence: float = 0.0, weights: Weights = WEIGHTS,
                 value: str = "fitted") -> None:
        super().__init__(seed)
        self.rng = GameRandom(seed ^ 0x48415244)
        self.budget = budget
        self.iterations = iterations
        self.candidates = candidates
        self.horizon = horizon
        self.rung = rung if rung > 0 else 1 << 30
        self.replan = replan
        self.confidence = confidence
        self.weights = weights
        if value not in ("fitted", "evaluation"):
            raise ValueError(f"value must be 'fitted' or 'evaluation', not {value!r}")
        self.value = value
        self.proposer = candidate_planner(weights, beam)
        self.policy = TurnPlanner(weights, beam=1, samples=3, keep_keys=False)
        self._plan: Plan | None = None
        self._step = 0
        self._started = 0.0
        self.last_playouts = 0  # playouts run by the last search (for tests and tuning)

    def new_game(self) -> None:
        self._plan = None
        self._step = 0

    def choose(self, game_view: Game) -> Action:
        self._started = time.perf_counter()
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
        assert prompt is not None
        if prompt.source == "knock out" and not view.frozen and len(legal) <= 6:
            me = prompt.player
            plans = [Plan([action], 0.0) for action in legal]
            best = self._compare(view, me, plans, self.horizon, self._started)
            return best.actions[0]
        if prompt.purpose == "setup_active" and not view.frozen:
            starters = _one_per_name(view, legal)
            if 1 < len(starters) <= 6:  # played out through the first turns, like a plan
                plans = [Plan([action], 0.0) for action in starters]
                return self._compare(view, prompt.player, plans, self.horizon + 1, self._started).actions[0]
        return Choose(answer_prompt(view))

    # ------------------------------------------------------------------ main phase
    def _main_phase(self, view: Game, legal: list[Action]) -> Action:
        me = view.current
        planned = None if self.replan else self._follow_plan(view, me, legal)
        if planned is not None:
            return planned
        root = view.determinize(me, self.rng)
        plans = self.proposer.plan(root, me, self.rng, top=200)
        plans = distinct_outcomes(plans, self.candidates)
        if not plans:
            return legal[-1]
        best = plans[0] if len(plans) == 1 else self._compare(view, me, plans, self.horizon, self._started)
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
    def _compare(self, view: Game, me: int, plans: list[Plan], after_plan_turns: int,
                 started: float | None = None) -> Plan:
        """The plan with the best mean playout score (ties: the earlier plan).

        Playouts go in rounds: one fresh determinization, every plan still in the
        race played on it. Only complete rounds count, so all plans are compared
        on the same samples. After ``rung`` rounds the worse half of the plans is
        dropped, then again after twice as many rounds, and so on.
        """
        budget, most = self._budget()
        start = time.perf_counter() if started is None else started
        alive = list(range(len(plans)))
        values: list[list[float]] = [[] for _ in plans]
        playouts = 0
        rounds = 0
        next_cut = self.rung
        slowest = 0.0
        while playouts + len(alive) <= most:
            sample = self._sample(view, me)
            sim_seed = self.rng.next64()
            results = []
            for i in alive:
                now = time.perf_counter()
                if now - start + slowest > budget:
                    break
                results.append(self._playout(sample, me, plans[i], after_plan_turns, sim_seed))
                slowest = max(slowest * 0.9, time.perf_counter() - now)
            if len(results) < len(alive):
                break  # out of time in the middle of a round: that round does not count
            for i, value in zip(alive, results, strict=True):
                values[i].append(value)
            playouts += len(alive)
            rounds += 1
            if rounds == next_cut and len(alive) > 2:
                alive.sort(key=lambda i: (-sum(values[i]), i))
                alive = sorted(alive[: max(2, (len(alive) + 1) // 2)])
                next_cut = rounds * 2
        self.last_playouts = playouts
        if rounds == 0:  # no time at all: trust the proposer's order
            return plans[0]
        return plans[self._pick(alive, values)]

    def _sample(self, view: Game, me: int) -> Game:
        """A determinization of ``view``; at setup, one where the other player's hidden hand
        holds a Basic Pokémon to start with, as their real hand must (a few tries)."""
        sample = view.determinize(me, self.rng)
        them = sample.players[1 - me]
        for _ in range(20):
            if them.active is not None or any(
                    sample.cards[u].kind == "pokemon" and sample.cards[u].stage == "Basic" for u in them.hand):
                break
            sample = view.determinize(me, self.rng)
            them = sample.players[1 - me]
        return sample

    def _pick(self, alive: list[int], values: list[list[float]]) -> int:
        """The best plan by mean; it replaces the proposer's favourite (plan 0) only if its
        paired advantage is more than ``confidence`` standard errors."""
        best = min(alive, key=lambda i: (-sum(values[i]) / len(values[i]), i))
        if best == 0 or 0 not in alive or self.confidence <= 0:
            return best
        n = len(values[0])
        diffs = [a - b for a, b in zip(values[best][:n], values[0], strict=False)]
        mean = sum(diffs) / len(diffs)
        if len(diffs) < 2:
            return best if mean > 0 else 0
        var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
        se = (var / len(diffs)) ** 0.5
        return best if mean > self.confidence * se else 0

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
        if self.value == "fitted":
            return win_probability(game, me)
        return evaluate(game, me, self.weights)


def candidate_planner(weights: Weights = WEIGHTS, beam: int = 3) -> TurnPlanner:
    """The wide turn search that proposes Hard's candidate plans (``distinct_outcomes`` of its top 200)."""
    return TurnPlanner(weights, beam=beam, samples=3, keep_keys=False, max_nodes=800, climb=False)


def _one_per_name(view: Game, legal: list[Action]) -> list[Action]:
    """The answers to a prompt for a card, one for each card name (copies are alike),
    the heuristic's choice first (it wins ties)."""
    preferred = Choose(answer_prompt(view))
    out: list[Action] = [preferred] if preferred in legal else []
    names = {view.cards[preferred[1]].name} if out else set()
    for action in legal:
        value = action[1]
        if isinstance(value, int) and view.cards[value].name not in names:
            names.add(view.cards[value].name)
            out.append(action)
    return out


def distinct_outcomes(plans: list[Plan], count: int) -> list[Plan]:
    """Up to ``count`` diverse plans, best first: the best plan for each different
    first move, then the next best plans that are not reorderings of one taken."""
    out: list[Plan] = []
    seen: set[tuple] = set()
    firsts: set = set()

    def key(plan: Plan) -> tuple:
        return (tuple(sorted(str(a) for a in plan.actions[:-1])), str(plan.actions[-1]))

    for plan in plans:  # diversity first
        k = key(plan)
        if plan.actions[0] in firsts or k in seen:
            continue
        firsts.add(plan.actions[0])
        seen.add(k)
        out.append(plan)
    out = out[:count]
    for plan in plans:
        if len(out) >= count:
            break
        k = key(plan)
        if k not in seen:
            seen.add(k)
            out.append(plan)
    out.sort(key=lambda p: -p.value)
    return out
