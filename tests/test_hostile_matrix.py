"""Every user file x every kind of damage (issue #18): the app starts offscreen, a message
names the file, the bad file is kept byte for byte, and nothing is written outside
HOLOFOIL_HOME."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest
from hostile_helpers import no_hang

from desktop import userfiles
from desktop.ui import saves
from desktop.ui.app import open_main_window
from desktop.ui.new_game import NewGameDialog, deck_choices
from desktop.ui.settings import Settings

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@cache
def valid(where: str) -> bytes:
    """A good file of each kind (truncated to damage it)."""
    if where == "settings":
        return json.dumps(Settings().to_json()).encode()
    if where == "deck":
        from desktop.decks.model import Deck

        return json.dumps(Deck("Broken", {"base1-46": 4, "base1-98": 56}).to_json()).encode()
    if where == "progress":
        return b'{"format": "holofoil-tutorial-progress", "version": 1, "completed": ["zones"], "position": {}}'
    from desktop.engine.cards import default_db
    from desktop.engine.game import Game

    decks = default_db().theme_decks()
    game = Game.new([decks["Brushfire"], decks["Overgrowth"]], seed=3, names=("Ash", "Misty"))
    return saves.encode_current(game, saves.Seats(("human", "human"))).encode()


PLACES: dict[str, Callable[[], Path]] = {
    "settings": lambda: userfiles.user_dir("settings") / "settings.json",
    "deck": lambda: userfiles.user_dir("decks") / "Broken.json",
    "progress": lambda: userfiles.user_dir("tutorial") / "progress.json",
    "save": lambda: userfiles.user_dir("saves") / "current.json",
}

DAMAGE: dict[str, Callable[[str], bytes]] = {
    "corrupt": lambda where: b'{"format": oops, }',
    "truncated": lambda where: valid(where)[: len(valid(where)) // 2],
    "empty": lambda where: b"",
    "binary": lambda where: bytes(range(256)) * 8,
    "not utf-8": lambda where: b'{"name": "Pok\xe9mon"}',
    "wrong shape": lambda where: b"[1, 2, 3]",
    "wrong schema": lambda where: b'{"format": "someone-elses-file", "version": 1, "name": 7}',
    "long number": lambda where: valid(where)[:-1].rstrip(b"}\n") + b', "x": ' + b"9" * 5000 + b"}",
    "deep": lambda where: b"[" * 100_000 + b"]" * 100_000,
    "huge": lambda where: b"",  # written sparse below: past the size limit
    "named pipe": lambda where: b"",
    "folder": lambda where: b"",
}


def damage(path: Path, kind: str, where: str) -> bytes:
    """Put damaged ``kind`` at ``path``; the bytes written (b"" for a pipe or folder)."""
    if kind == "named pipe":
        os.mkfifo(path)
        return b""
    if kind == "folder":
        path.mkdir()
        return b""
    if kind == "huge":
        with path.open("wb") as handle:
            handle.write(valid(where)[:-1])
            handle.seek(userfiles.MAX_FILE_BYTES + 10)
            handle.write(b"}")
        return path.read_bytes()
    data = DAMAGE[kind](where)
    path.write_bytes(data)
    return data


def kept(path: Path, kind: str, original: bytes) -> list[Path]:
    """The files in ``path``'s folder that are the damaged file, unchanged."""
    if kind == "named pipe":
        return [p for p in path.parent.iterdir() if p.is_fifo()]
    if kind == "folder":
        return [p for p in path.parent.iterdir() if p.is_dir()]
    return [p for p in path.parent.iterdir() if p.is_file() and p.read_bytes() == original]


def message_for(qtbot, win, where: str) -> str:
    """What the player is told about the file, where they would look for it."""
    if where == "settings":
        return win.notice_text()
    if where == "deck":
        dialog = NewGameDialog(win.settings)
        qtbot.addWidget(dialog)
        return " ".join(c.problem for c in deck_choices())
    if where == "progress":
        return win.open_tutorial().lesson_list.notice.text()
    assert win.start_page.continue_button.isEnabled()  # Continue stays clickable, to explain
    assert not win.continue_game()
    return win.notice_text()


@pytest.fixture
def outside(tmp_path, monkeypatch) -> Path:
    """Home, the XDG folders and the working folder all point here: it must stay empty."""
    root = tmp_path / "outside"
    for name, sub in (("HOME", "home"), ("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
                      ("XDG_CACHE_HOME", "cache"), ("XDG_STATE_HOME", "state")):
        (root / sub).mkdir(parents=True)
        monkeypatch.setenv(name, str(root / sub))
    (root / "cwd").mkdir()
    monkeypatch.chdir(root / "cwd")
    return root


@pytest.mark.parametrize("kind", list(DAMAGE))
@pytest.mark.parametrize("where", list(PLACES))
def test_a_damaged_user_file_is_reported_and_kept(qtbot, outside, tmp_path, where, kind):
    if kind == "named pipe" and not hasattr(os, "mkfifo"):
        pytest.skip("named pipes are POSIX")
    path = PLACES[where]()
    original = damage(path, kind, where)
    with no_hang():
        win = open_main_window()
        qtbot.addWidget(win)
        assert win.isVisible()
        message = message_for(qtbot, win, where)
        assert path.name in message, message
        win.close()  # writes the settings: never over a file that could not be read
    (aside,) = kept(path, kind, original)
    assert aside == path or aside.name.startswith(f"{path.name}.corrupt-")
    if aside != path:
        assert str(aside) in message
    written = [p for p in outside.rglob("*") if not p.is_dir()]
    assert written == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["holofoil-home", "outside"]
