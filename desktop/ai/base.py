"""The agent interface shared by every computer opponent.

An agent sees only what its player may know::

    agent = make_agent("normal", seed=7)
    action = agent.choose(game.view(player))   # one of the view's legal moves
    game.apply(action)

``choose`` receives ``game.view(player)``: the opponent's hand, both decks and all
Prizes are canonicalised there, so an agent cannot peek. When the view has a
prompt for the agent's player (``view.prompt``), the answer is a ``Choose``.

A view taken in the middle of a card effect is *frozen*: it cannot be cloned or
played, and its ``legal_actions()`` is empty. The legal answers are then exactly
``Choose(v)`` for ``v in view.prompt.answers()`` (what the real game offers);
``legal_moves`` returns those, so agents never need the real game.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any

from desktop.engine.actions import Action, Choose

if TYPE_CHECKING:
    from desktop.engine.game import Game

AGENT_NAMES = ("easy", "normal", "hard")


def legal_moves(view: Game) -> list[Action]:
    """The moves the player to move may make in ``view`` (also for frozen views at a prompt)."""
    legal = view.legal_actions()
    if not legal and view.prompt is not None and view.outcome is None:
        return [Choose(v) for v in view.prompt.answers()]
    return legal


class Agent(ABC):
    """A computer player. Subclasses implement ``choose``.

    Agents are deterministic for a given ``seed`` and sequence of views, and keep
    no reference to a real game: everything they use comes from the views.
    """

    name = "agent"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    @abstractmethod
    def choose(self, game_view: Game) -> Action:
        """The action to play in ``game_view`` (a ``game.view(player)``)."""

    def new_game(self) -> None:  # noqa: B027 - optional hook, empty by default
        """Forget any memory of a previous game (called by the arena before a game)."""

    def __repr__(self) -> str:
        return f"<{type(self).__name__} seed={self.seed}>"


def make_agent(name: str, seed: int = 0, **settings: Any) -> Agent:
    """An agent by level name: ``"easy"``, ``"normal"`` or ``"hard"``.

    ``settings`` are passed to the agent (e.g. ``budget=0.5`` seconds or
    ``iterations=200`` for Hard; ``beam=2`` for Normal).
    """
    key = name.strip().lower()
    if key == "easy":
        from desktop.ai.easy import EasyAgent

        return EasyAgent(seed, **settings)
    if key == "normal":
        from desktop.ai.normal import NormalAgent

        return NormalAgent(seed, **settings)
    if key == "hard":
        from desktop.ai.hard import HardAgent

        return HardAgent(seed, **settings)
    raise ValueError(f"unknown agent {name!r}; choose one of {', '.join(AGENT_NAMES)}")
