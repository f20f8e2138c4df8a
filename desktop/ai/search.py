"""Turn search shared by Normal and Hard: plan one's own turn over clones.

``TurnPlanner.plan(state, me)`` runs a bounded beam search over sequences of
``me``'s own actions in ``state`` (a determinized copy: searching never sees
the real hidden cards). Prompts raised along the way are answered with
``answers.answer_prompt``, so the search never clones in the middle of an
effect. Each sequence ends with an attack or "end turn"; the position after
the turn has passed (Checkup done, the opponent has drawn) is scored with
``evaluation.evaluate``. Attacks that flip coins are scored over several
seeded samples, so a lucky flip in one sample cannot decide the turn.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from desktop.ai.answers import active_score, answer_prompt, energy_target_score
from desktop.ai.evaluation import WEIGHTS, Weights, evaluate
from desktop.ai.knowledge import attack_has_coins
from desktop.engine.actions import Action, Choose
from desktop.engine.rng import GameRandom

if TYPE_CHECKING:
    from desktop.engine.game import Game

TERMINAL_VERBS = ("attack", "end")
MAX_SETTLE = 300


def settle(game: Game) -> None:
    """Answer open prompts heuristically (for whoever is asked) until none is open."""
    n = 0
    while game.outcome is None and game.prompt is not None and n < MAX_SETTLE:
        game.apply(Choose(answer_prompt(game)))
        n += 1


def action_key(game: Game, action: Action) -> tuple:
    """Actions that differ only by which copy of a card is used share a key."""
    verb = action[0]
    if verb in ("attach", "evolve", "play"):
        return (verb, game.cards[action[1]].name, action[2])
    if verb == "bench":
        return (verb, game.cards[action[1]].name)
    return tuple(action)


def distinct_actions(game: Game, legal: list[Action], prune: bool = True) -> list[Action]:
    """``legal`` without duplicates that would lead to the same position.

    With ``prune``, clearly dominated moves are left out too: each Energy card is
    tried on the ``ATTACH_TARGETS`` Pokémon it helps most, and a retreat only to
    the ``RETREAT_TARGETS`` best Benched Pokémon.
    """
    seen: set[tuple] = set()
    out = []
    attach: dict[str, list[Action]] = {}
    retreats: list[Action] = []
    for action in legal:
        key = action_key(game, action)
        if key in seen:
            continue
        seen.add(key)
        verb = action[0]
        if prune and verb == "attach":
            attach.setdefault(key[1], []).append(action)
        elif prune and verb == "retreat":
            retreats.append(action)
        else:
            out.append(action)
    if attach:
        player = game.current
        for group in attach.values():
            if len(group) > ATTACH_TARGETS:
                group.sort(key=lambda a: -energy_target_score(game, player, a[2], a[1]))
            out.extend(group[:ATTACH_TARGETS])
    if retreats:
        player = game.current
        bench = game.players[player].bench
        if len(retreats) > RETREAT_TARGETS:
            retreats.sort(key=lambda a: -active_score(game, player, bench[a[1] - 1]))
        out.extend(retreats[:RETREAT_TARGETS])
    return out


ATTACH_TARGETS = 3
RETREAT_TARGETS = 2
ENABLER_VERBS = ("play", "power")  # moves that may only pay off with the move they enable
ENABLER_TRIES = 2  # such moves that do not improve the position, looked one move further


def slots_key(game: Game, player: int) -> tuple:
    return tuple((tuple(s.cards), tuple(s.energy), tuple(s.tools), s.damage, s.rot, s.poison, s.burned,
                  s.effects, s.held) for s in game.players[player].slots())


def public_key(game: Game, me: int) -> tuple:
    """What ``me`` can see of a position (used to check that a plan is still on track)."""
    p = game.players[me]
    o = game.players[1 - me]
    return (game.turn, game.current, game.phase, game.prompt is None, game.energy_played, game.retreats,
            game.supporter_played, game.attacked, tuple(sorted(p.hand)), len(p.deck), len(p.prizes),
            tuple(p.discard), slots_key(game, me), len(o.hand), len(o.deck), len(o.prizes), tuple(o.discard),
            slots_key(game, 1 - me), game.outcome)


def state_hash(game: Game) -> int:
    """A quick hash of the acting player's side and the opponent's board (for beam dedup)."""
    me = game.current
    p = game.players[me]
    return hash((tuple(sorted(game.cards[u].name for u in p.hand)), slots_key(game, me),
                 slots_key(game, 1 - me), len(p.deck), tuple(sorted(p.discard)), game.energy_played,
                 game.retreats, len(game.players[1 - me].hand)))


@dataclass(slots=True)
class Plan:
    """A planned turn: actions, the score of the position after it, and the public
    keys expected after each action (so the plan can be followed without searching)."""

    actions: list[Action]
    value: float
    keys: list[tuple] = field(default_factory=list)


@dataclass(slots=True)
class _Node:
    game: Game
    actions: list[Action]
    parent_score: float
    score: float
    parent_deck: int = 0  # cards in our deck before the last action (a move that took some is a search)


class TurnPlanner:
    """Bounded beam search over one's own turn.

    ``beam``: sequences kept per depth; ``depth``: most non-final actions in a
    sequence; ``samples``: seeded samples for attacks that flip coins;
    ``max_nodes``: a hard cap on positions generated per plan; ``climb``: only
    continue from moves that improve the score of the position they came from.
    """

    def __init__(self, weights: Weights = WEIGHTS, beam: int = 1, depth: int = 12, samples: int = 3,
                 max_nodes: int = 400, keep_keys: bool = True, climb: bool = True) -> None:
        self.climb = climb
        self.weights = weights
        self.beam = beam
        self.depth = depth
        self.samples = samples
        self.max_nodes = max_nodes
        self.keep_keys = keep_keys
        self.nodes = 0

    def plan(self, state: Game, me: int, rng: GameRandom, top: int = 1) -> list[Plan]:
        """The best ``top`` complete turns for ``me`` from ``state`` (its main phase), best first.

        ``state`` is not changed. ``rng`` seeds the coin samples of attacks.
        Each returned plan carries the public keys expected after its actions.
        """
        w = self.weights
        seeds = [rng.next64() for _ in range(self.samples)]
        frontier = [_Node(state, [], float("-inf"), evaluate(state, me, w))]
        seen = {state_hash(state)}
        finals: list[Plan] = []
        self.nodes = 0
        for depth in range(self.depth + 1):
            children: list[_Node] = []
            for node in frontier:
                for action in distinct_actions(node.game, node.game.legal_actions()):
                    if action[0] in TERMINAL_VERBS:
                        finals.append(Plan(node.actions + [action], self._final(node.game, action, me, seeds)))
                        continue
                    if self.nodes >= self.max_nodes or depth >= self.depth:
                        continue
                    child = node.game.clone()
                    child.apply(action)
                    settle(child)
                    self.nodes += 1
                    if child.outcome is not None or child.current != me or child.phase != "main":
                        finals.append(Plan(node.actions + [action], evaluate(child, me, w)))
                        continue
                    h = state_hash(child)
                    if h in seen:
                        continue
                    seen.add(h)
                    children.append(_Node(child, node.actions + [action], node.score, evaluate(child, me, w),
                                          len(node.game.players[me].deck)))
            if self.climb:  # keep only moves that improve on the position they came from
                improving = [c for c in children if c.score > c.parent_score]
                rest = [c for c in children if c.score <= c.parent_score]
                children = improving + self._enablers(rest, me, seen, seeds, finals)
            if not children:
                break
            children.sort(key=lambda n: -n.score)
            frontier = children[: self.beam]
        finals.sort(key=lambda p: -p.value)
        plans = _distinct_plans(finals, top)
        if self.keep_keys:
            for plan in plans:
                plan.keys = expected_keys(state, me, plan.actions)
        return plans

    def _enablers(self, children: list[_Node], me: int, seen: set[int], seeds: list[int],
                  finals: list[Plan]) -> list[_Node]:
        """Trainers and Powers among ``children`` (moves that did not improve) that pay off one move later.

        A search card or an Ability often loses points by itself (cards discarded, a card
        moved from the deck to the hand) and wins them with the move it enables (the
        Evolution it found played, the Energy it brought attached). The best
        ``ENABLER_TRIES`` such moves (those that took cards from the deck first) are tried
        one move further; the best follow-up that beats the position before the enabler
        joins the moves that improve; an attack after it (a Tool that gives the attack)
        joins the finished turns.
        """
        enablers = [c for c in children if c.actions[-1][0] in ENABLER_VERBS]
        enablers.sort(key=lambda n: (len(n.game.players[me].deck) >= n.parent_deck, -n.score))  # searches first
        best: _Node | None = None
        for node in enablers[:ENABLER_TRIES]:
            for action in distinct_actions(node.game, node.game.legal_actions()):
                if self.nodes >= self.max_nodes:
                    break
                if action[0] == "attack":
                    finals.append(Plan(node.actions + [action], self._final(node.game, action, me, seeds)))
                    continue
                if action[0] in TERMINAL_VERBS:
                    continue
                child = node.game.clone()
                child.apply(action)
                settle(child)
                self.nodes += 1
                if child.outcome is not None or child.current != me or child.phase != "main":
                    continue
                score = evaluate(child, me, self.weights)
                if score > node.parent_score and (best is None or score > best.score):
                    best = _Node(child, node.actions + [action], node.parent_score, score)
        if best is None:
            return []
        h = state_hash(best.game)
        if h in seen:
            return []
        seen.add(h)
        return [best]

    def _final(self, game: Game, action: Action, me: int, seeds: list[int]) -> float:
        """Score of the position after ``action`` ends the turn (averaged over coin samples)."""
        samples = seeds if action[0] == "attack" and attack_has_coins(game, me, action[1]) else seeds[:1]
        total = 0.0
        for i, seed in enumerate(samples):
            child = game.clone()
            if i or len(samples) > 1:
                child.rng = GameRandom(seed)
            child.apply(action)
            settle(child)
            self.nodes += 1
            total += evaluate(child, me, self.weights)
        return total / len(samples)


def expected_keys(state: Game, me: int, actions: list[Action]) -> list[tuple]:
    """The public keys after each non-final action of ``actions`` played from ``state``."""
    game = state.clone()
    keys = []
    for action in actions[:-1]:
        game.apply(action)
        settle(game)
        keys.append(public_key(game, me))
    return keys


def _distinct_plans(plans: list[Plan], top: int) -> list[Plan]:
    out: list[Plan] = []
    seen: set[tuple] = set()
    for plan in plans:
        key = tuple(plan.actions)
        if key in seen:
            continue
        seen.add(key)
        out.append(plan)
        if len(out) >= top:
            break
    return out


def greedy_turn(game: Game, planner: TurnPlanner, rng: GameRandom) -> None:
    """Play the current player's whole turn in ``game`` with ``planner`` (for simulations).

    In a simulation every card is known, so a plan is exact until its final
    attack; it is re-planned only if an action stops being legal.
    """
    me = game.current
    turn = game.turn
    for _attempt in range(20):
        if game.outcome is not None or game.current != me or game.turn != turn:
            return
        if game.prompt is not None:
            settle(game)
            continue
        plans = planner.plan(game, me, rng)
        if not plans:
            game.apply(game.legal_actions()[-1])
            settle(game)
            continue
        for action in plans[0].actions:
            if game.outcome is not None or game.current != me or game.turn != turn or game.prompt is not None:
                break
            if action not in game.legal_set():
                break
            game.apply(action)
            settle(game)
    if game.outcome is None and game.current == me and game.turn == turn:  # pragma: no cover - safety net
        settle(game)
        if game.prompt is None and game.current == me:
            game.apply(game.legal_actions()[-1])
            settle(game)
