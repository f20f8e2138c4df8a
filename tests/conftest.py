"""Shared test set-up: Qt runs offscreen; user folders point into a temp dir."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from board_helpers import scenario  # noqa: E402

from desktop.engine.scenario import build_game  # noqa: E402
from desktop.ui.board import motion  # noqa: E402
from desktop.ui.controller import GameController  # noqa: E402
from desktop.ui.table import TableWidget  # noqa: E402


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path, monkeypatch):
    """Never touch the real user's settings, decks or saved games."""
    monkeypatch.setenv("HOLOFOIL_HOME", str(tmp_path / "holofoil-home"))


@pytest.fixture
def window(qtbot):
    """The main window, as ``holofoil`` opens it; its game session is closed afterwards."""
    from desktop.ui.app import open_main_window

    win = open_main_window()
    qtbot.addWidget(win)
    yield win
    if win.session is not None:
        win.session.close()


@pytest.fixture
def make_table(qtbot):
    """A table on a scenario (the default: Brushfire against Overgrowth), closed after the test."""
    tables = []

    def make(spec: dict | None = None, agents=(None, None), animations: bool = False, hotseat=None, db=None,
             game=None):
        """``game``: a game to put on the table instead of a scenario's."""
        game = game or build_game(spec or scenario(), db)
        controller = GameController(game, agents=agents, delay_ms=0)
        table = TableWidget(controller, animations=animations, hotseat=hotseat)
        qtbot.addWidget(table)
        table.resize(1600, 1000)
        table.show()
        qtbot.waitExposed(table)
        controller.start()
        tables.append(table)
        return table

    yield make
    for table in tables:
        table.controller.close()
    motion.set_enabled(True)


@pytest.fixture(autouse=True)
def _art_decoded_on_the_spot():
    """Card art is decoded where a face is drawn unless a test installs the app's loader
    (``desktop.ui.art_loader.install``); a loader installed by one test never outlives it."""
    yield
    from desktop.render import art

    art.set_art_loader(None)
    art.forget_decoded()
