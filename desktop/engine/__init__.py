"""The rules engine: pure Python, no Qt. The only thing that changes game state.

The core (the modules ``desktop/engine/*.py``) never imports the effect package ``fx``: its modules
import the core and register what the core asks of them (node kinds, the kernel's parts in
``kernel.py``, answers to rule points in ``rule_points.py``, queue steps). This package imports the
effect vocabulary once, here, so that any use of the engine has every one of them; and
``save_check``, which registers ``Game.from_json``'s loader.
"""

from desktop.engine import save_check  # noqa: F401
from desktop.engine.fx import vocabulary  # noqa: F401
