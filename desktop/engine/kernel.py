"""The effect kernel as the core sees it: the parts of the effect package (``desktop/engine/fx``)
that the core starts or builds cards with, registered by that package when it is imported.

No core module imports the effect package: its modules import the core and register here
(``provide``, ``step``), and ``desktop/engine/__init__`` imports it once, so that any use of the
engine has every part, every node kind and every rule point's answers (``rule_points.py``).

Parts (``PARTS[name]``, a dict lookup on the hot path):

* "machine", "scope": the effect machine and a running effect's scope (``fx/machine.py``);
* "attack", "retreat", "use_power", "play_trainer", "trigger", "manual_step": the procedures the
  core starts for an action or a trigger, and "trigger_source" (who a trigger's log names);
* loading cards: "load_node", "modifier" (the base class of modifiers), "seq" and "after" (an
  attack's effects split at its damage), "attach_tool", "targeted", "choose_one" (a Trainer's
  Tool modifiers and what it aims at).

Queue steps (``step(name)``): a game's queue step that the effect package handles, for a step
kind the core does not know (``Game._advance``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])

PARTS: dict[str, Any] = {}  # filled when the effect package is imported with the engine package
STEPS: dict[str, Callable[..., None]] = {}


def provide(name: str, part: Any) -> None:
    """Register kernel part ``name``."""
    PARTS[name] = part


def step(name: str) -> Callable[[F], F]:
    """Register the decorated function ``(game, *step_args)`` as the handler of queue step ``name``."""

    def register(fn: F) -> F:
        STEPS[name] = fn
        return fn

    return register


class EffectLoadError(ValueError):
    """An effects file names an unknown node or gives a bad field."""


class Where:
    """Where a piece of JSON came from, for error messages."""

    def __init__(self, file: str, card: str, path: str = "") -> None:
        self.file, self.card, self.path = file, card, path

    def at(self, field: str) -> Where:
        return Where(self.file, self.card, f"{self.path}.{field}" if self.path else field)

    def fail(self, message: str) -> EffectLoadError:
        return EffectLoadError(f"{self.file}: card {self.card}: field {self.path or '(top)'}: {message}")
