"""The engine's errors about bad input, and a safe short description of any value for them.

``IllegalActionError``: ``Game.apply`` refuses an action (against the rules, or not an
action at all); the game is unchanged. ``MalformedActionError``: an action built with
the wrong number or types of fields (``Attack(1.0)``, ``Retreat()``); it is a
ValueError, and a TypeError too, as a call with the wrong arguments always was.
"""

from __future__ import annotations

import reprlib


class IllegalActionError(ValueError):
    """An action that the rules do not allow now; ``str()`` is a readable reason."""


class MalformedActionError(ValueError, TypeError):
    """An action value with the wrong number or types of fields."""


_REPR = reprlib.Repr()
_REPR.maxlevel = 3
_REPR.maxstring = 40
_REPR.maxother = 40
_REPR.maxlong = 40
_REPR.maxtuple = _REPR.maxlist = _REPR.maxdict = _REPR.maxset = _REPR.maxfrozenset = 6


def describe(value) -> str:
    """A short ``repr`` of anything (bounded in length and depth; it never raises).
    Tuple subclasses such as actions show their class and items: ``Attack('attack', 1.0)``."""
    try:
        if isinstance(value, tuple) and type(value) is not tuple:
            return type(value).__name__ + _REPR.repr(tuple(value))
        return _REPR.repr(value)
    except Exception:  # noqa: BLE001 - a description must not fail, whatever the value
        return f"<{type(value).__name__}>"
