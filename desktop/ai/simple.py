"""A simple random computer player: quick, harmless, always finishes its turn.

``RandomAgent(seed).choose(game.view(player))`` picks a legal move at random but
prefers progress: attaching Energy, benching and evolving first, then attacking,
and ends the turn only when there is nothing better (or it has dawdled long
enough), so a game between two of them always ends.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from desktop.ai.base import Agent, legal_moves
from desktop.engine.actions import END_TURN, Action

if TYPE_CHECKING:
    from desktop.engine.game import Game

# Verbs in order of preference; anything else (Trainers, Powers, retreat) is "other".
_PROGRESS = ("attach", "bench", "evolve")
MAX_ACTIONS_PER_TURN = 12


class RandomAgent(Agent):
    """Random legal moves, biased towards attaching, benching, evolving and attacking."""

    name = "random"

    def __init__(self, seed: int = 0, other_chance: float = 0.35) -> None:
        super().__init__(seed)
        self.rng = random.Random(seed)
        self.other_chance = other_chance
        self._turn = -1
        self._done = 0

    def new_game(self) -> None:
        self.rng = random.Random(self.seed)
        self._turn = -1
        self._done = 0

    def choose(self, game_view: Game) -> Action:
        moves = legal_moves(game_view)
        if not moves:
            raise ValueError("no legal move to choose from")
        if game_view.prompt is not None:
            answers = [m for m in moves if m[1] is not None] or moves
            return self.rng.choice(answers)
        if game_view.turn != self._turn:
            self._turn, self._done = game_view.turn, 0
        self._done += 1
        if self._done > MAX_ACTIONS_PER_TURN:
            return self._finish(moves)
        for verb in _PROGRESS:
            picks = [m for m in moves if m[0] == verb]
            if picks:
                return self.rng.choice(picks)
        others = [m for m in moves if m[0] not in ("attack", "end", "retreat", "discard")]
        if others and self.rng.random() < self.other_chance:
            return self.rng.choice(others)
        return self._finish(moves)

    def _finish(self, moves: list[Action]) -> Action:
        """Attack if possible (the strongest-looking attack: the last one), else end the turn."""
        attacks = [m for m in moves if m[0] == "attack"]
        if attacks:
            return attacks[-1] if self.rng.random() < 0.7 else self.rng.choice(attacks)
        return END_TURN if END_TURN in moves else self.rng.choice(moves)


SimpleAgent = RandomAgent  # the name the app shell looks for
