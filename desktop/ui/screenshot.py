"""``holofoil screenshot``: render a window offscreen to a PNG.

    holofoil screenshot --out board.png [--seed S] [--size 1600x1000]
                        [--window table|modern-table|start|new-game|deck-editor|tutorial]

``table`` (the default) shows a mid-game position built with ``build_game``
through the real table: both players have Benched Pokémon, attached Energy and
damage, one Active Pokémon is Confused and the other Poisoned. ``modern-table`` shows today's
game: the Mega Lucario ex and Mega Gengar ex decks with a Stadium in play, Tools attached and
Pokémon ex on the Bench. ``table-mode`` shows a manual step of Table mode: Rotom V (a card
of the library Holofoil can't run yet) attacks, and its damage is set by hand. ``start`` shoots
the start page, ``new-game`` the New game window, ``deck-editor`` the editor
with the Brushfire theme deck and ``tutorial`` the Energy lesson on the table. Without a display, Qt's
offscreen platform is used. User files go to a temporary folder unless
HOLOFOIL_HOME is set, so a screenshot never touches the player's saves.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from desktop.ui.main_window import MainWindow
    from desktop.ui.table import TableWidget

WINDOWS = ("table", "modern-table", "table-mode", "start", "new-game", "deck-editor", "tutorial")


def midgame_scenario(seed: int = 7) -> dict:
    """A position a few turns into Brushfire vs Overgrowth (Base Set theme decks)."""
    return {
        "seed": seed,
        "turn": 6,
        "current": 0,
        "names": ("Ash", "Misty"),
        "players": [
            {
                "active": {"card": "Charmeleon", "under": ["Charmander"],
                           "energy": ["Fire Energy", "Fire Energy", "Fire Energy"], "damage": 30,
                           "condition": "Confused"},
                "bench": [{"card": "Vulpix", "energy": ["Fire Energy"]},
                          {"card": "Growlithe", "damage": 10},
                          "Tangela"],
                "hand": ["Ninetales", "Fire Energy", "Potion", "Arcanine", "Switch", "Energy Removal"],
                "deck": ["Fire Energy"] * 12 + ["Charmander", "Lass", "Gust of Wind", "PlusPower"] * 3,
                "prizes": ["Fire Energy"] * 5,
                "discard": ["Energy Retrieval", "Fire Energy", "Charmander"],
            },
            {
                "active": {"card": "Ivysaur", "under": ["Bulbasaur"],
                           "energy": ["Grass Energy", "Grass Energy"], "damage": 40, "poison": 10},
                "bench": [{"card": "Weedle", "energy": ["Grass Energy"]},
                          {"card": "Staryu", "energy": ["Water Energy"], "damage": 20},
                          "Magikarp", "Bulbasaur"],
                "hand": ["Grass Energy", "Bill", "Potion", "Kakuna"],
                "deck": ["Grass Energy"] * 12 + ["Kakuna", "Beedrill", "Starmie", "Switch"] * 3,
                "prizes": ["Water Energy"] * 4,
                "discard": ["Grass Energy", "Weedle", "Super Potion"],
            },
        ],
    }


def modern_scenario(seed: int = 7) -> dict:
    """A position a few turns into the Mega Lucario ex League Battle Deck against the Mega Gengar ex
    Mega Battle Deck (today's rules)."""
    f, d = "sve-6", "sve-7"  # Basic Fighting and Darkness Energy
    return {
        "seed": seed, "turn": 6, "current": 0, "rules": "modern", "names": ("Ash", "Misty"),
        "players": [
            {
                "active": {"card": "me1-73", "under": ["me1-72"], "energy": [f, f, f], "damage": 50},
                "bench": [{"card": "me1-77", "under": ["me1-76"], "energy": [f], "tools": ["zsv10pt5-79"]},
                          {"card": "me1-74"}, {"card": "me1-75", "energy": [f]},
                          {"card": "swsh9-123", "under": ["swsh9-122"], "energy": [f, f]}],
                "hand": ["me1-119", "me1-114", "me1-116", f, "me1-124"],
                "deck": [f] * 12 + ["me1-76", "me1-131", "me1-130"] * 4,
                "prizes": [f] * 4, "discard": ["me1-116", f, "me1-72"], "stadium": "sv8-177",
                "markers": ["VSTAR"],  # Ash has used Arceus VSTAR's Starbirth this game
            },
            {
                "active": {"card": "me2-56", "under": ["me2-54", "me2-55"], "energy": [d, d], "damage": 120},
                "bench": [{"card": "me2-62", "energy": [d]},
                          {"card": "me2-68", "under": ["me2-67"], "tools": ["me2-92"]}, {"card": "me2-59"}],
                "hand": [d, "me1-119", "me1-131", "me2-87"],
                "deck": [d] * 12 + ["me2-54", "me1-125", "me1-130"] * 4,
                "prizes": [d] * 5, "discard": [d, "me2-54"],
            },
        ],
    }


def table_mode_scenario(seed: int = 7) -> dict:
    """Table mode, today's rules: a Charizard ex deck (cards of the card library, not all run by
    Holofoil) against the Mega Lucario ex League Battle Deck."""
    fire, lightning, fighting = "sve-2", "sve-4", "sve-6"
    base = modern_scenario(seed)
    return {
        "seed": seed, "turn": 7, "current": 0, "rules": "modern+table", "names": ("Ash", "Misty"),
        "players": [
            {
                "active": {"card": "swsh11-58", "energy": [lightning, lightning], "damage": 60},
                "bench": [{"card": "sv3-125", "under": ["sv3pt5-4", "sv4pt5-8"], "energy": [fire]},
                          {"card": "sv3pt5-4", "energy": [fire]}, {"card": "sv3-164", "under": ["sv3pt5-16"]}],
                "hand": ["sv4pt5-89", "sv4pt5-91", "sv4pt5-80", "sv5-144", fire],
                "deck": [fire] * 12 + ["sv3pt5-4", "sv4pt5-91", "sv1-181"] * 4,
                "prizes": [fire] * 4, "discard": ["sv5-144", fire, "sv4pt5-91"],
            },
            {**base["players"][0], "markers": [], "stadium": None,
             "active": {"card": "me1-73", "under": ["me1-72"], "energy": [fighting, fighting], "damage": 30}},
        ],
    }


def parse_size(text: str) -> tuple[int, int]:
    """``1600x1000`` -> (1600, 1000)."""
    try:
        width, height = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1600x1000, not {text!r}") from None
    if not (320 <= width <= 8000 and 240 <= height <= 8000):
        raise argparse.ArgumentTypeError("size out of range (320x240 .. 8000x8000)")
    return width, height


def _settle(app, rounds: int = 6) -> None:
    """Let layouts, polish and queued signals run."""
    from PySide6.QtCore import QEventLoop, QThreadPool

    for _ in range(rounds):
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        QThreadPool.globalInstance().waitForDone(50)
    app.processEvents()


def _finish_table(app, table) -> None:
    """Cards at their places, and the faces the table and the preview show drawn at their exact size."""
    from desktop.ui.board import pixmaps

    table.finish_animations()
    pixmaps.store().wait_idle(pixmaps.PREVIEW)
    app.processEvents()  # the faces are handed over to the GUI thread; the table repaints with them


def _session_table(main: MainWindow) -> TableWidget:
    """The table of the game ``start_game`` just put on ``main``."""
    assert main.session is not None
    return main.session.table


def shoot(window: str, out: Path, seed: int = 7, size: tuple[int, int] = (1600, 1000),
          lesson_id: str = "energy") -> Path:
    """Render ``window`` at ``size`` to ``out`` (PNG); returns the path written (``lesson_id``: the
    lesson the ``tutorial`` window opens)."""
    from desktop.ui.app import make_app
    from desktop.ui.main_window import MainWindow
    from desktop.ui.settings import Settings

    app = make_app([])
    main = MainWindow(Settings())
    main.resize(*size)
    main.show()
    target = main
    if window == "table-mode":
        from desktop.engine.actions import Attack
        from desktop.engine.scenario import build_game
        from desktop.ui.saves import Seats

        game = build_game(table_mode_scenario(seed))
        main.start_game(game, Seats(("human", "human"), "normal", seed, ("Charizard ex", "Mega Lucario ex")),
                        autosave=False)
        table = _session_table(main)
        table.submit(Attack(0))  # Rotom V's Scrap Short: done by hand
        table.scene.pokemonSelected.emit(1, 0)  # the Defending Pokémon, for the damage buttons
        _settle(app)
        _finish_table(app, table)
    elif window in ("table", "modern-table"):
        from desktop.engine.scenario import build_game
        from desktop.ui.saves import Seats

        modern = window == "modern-table"
        game = build_game(modern_scenario(seed) if modern else midgame_scenario(seed))
        decks = ("Mega Lucario ex League Battle Deck", "Mega Gengar ex Mega Battle Deck") if modern else \
            ("Brushfire", "Overgrowth")
        main.start_game(game, Seats(("human", "computer"), "normal", seed, decks), autosave=False)
        _settle(app)
        _finish_table(app, _session_table(main))
    elif window == "deck-editor":
        from desktop.ui.deck_editor import DeckEditor

        editor = main.open_deck_editor()
        assert isinstance(editor, DeckEditor)  # not the "coming soon" page: this build has the editor
        editor.open_builtin("Brushfire")
        _settle(app)
    elif window == "tutorial":
        from desktop.ui.tutorial.page import TutorialPage

        page = main.open_tutorial()
        assert isinstance(page, TutorialPage)  # not the "coming soon" page: this build has the tutorial
        lesson = page.open_lesson(lesson_id)
        _settle(app)
        _finish_table(app, lesson.table)
    elif window == "new-game":
        dialog = main.open_new_game()
        _settle(app)
        dialog.adjustSize()
        target = dialog
    _settle(app)
    image = target.grab()
    out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out), "PNG"):
        raise OSError(f"could not write {out}")
    if main.session is not None:
        main.session.close()
    main.deleteLater()
    _settle(app, 2)
    return out


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="holofoil screenshot", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", required=True, type=Path, help="the PNG file to write")
    parser.add_argument("--seed", type=int, default=7, help="seed of the position (default 7)")
    parser.add_argument("--size", type=parse_size, default=(1600, 1000), help="window size, e.g. 1600x1000")
    parser.add_argument("--window", choices=WINDOWS, default="table", help="what to shoot (default: table)")
    args = parser.parse_args(argv)
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="holofoil-shot-") as home:
        os.environ.setdefault("HOLOFOIL_HOME", home)
        path = shoot(args.window, args.out, args.seed, args.size)
    print(f"wrote {path}")
    return 0
