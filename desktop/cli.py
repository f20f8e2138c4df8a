"""The ``holofoil`` command: start the app, or run a tool.

    holofoil                      open the desktop table
    holofoil cards report [--json] [--decks]
    holofoil cards import FILE... [--json]   (pokemontcg.io set files, into your data folder)
    holofoil sim --deck Brushfire --vs Overgrowth --games N --seed S [--json]
    holofoil sim --all --games N      (every pairing of the built-in decks)
    holofoil arena --agents hard,normal --decks ... --games N --seed S [--jobs J] [--json]
    holofoil screenshot --out board.png [--seed S]

Each tool is imported only when used, so starting the app stays fast.
"""

from __future__ import annotations

import sys
from collections.abc import Callable


def _app(argv: list[str]) -> int:
    from desktop.ui.app import main

    return main(argv)


def _cards(argv: list[str]) -> int:
    from desktop.report import main

    return main(argv)


def _sim(argv: list[str]) -> int:
    from desktop.sim import main

    return main(argv)


def _arena(argv: list[str]) -> int:
    from desktop.ai.arena import arena_main

    return arena_main(argv)


def _screenshot(argv: list[str]) -> int:
    from desktop.ui.screenshot import main

    return main(argv)


COMMANDS: dict[str, Callable[[list[str]], int]] = {
    "cards": _cards,
    "sim": _sim,
    "arena": _arena,
    "screenshot": _screenshot,
}


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    if argv and argv[0] in COMMANDS:
        return int(COMMANDS[argv[0]](argv[1:]) or 0)
    return int(_app(argv) or 0)


if __name__ == "__main__":
    sys.exit(main())
