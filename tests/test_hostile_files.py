"""Hostile user files (issue #18): each damage is reported, the file kept, nothing crashes."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest
from hostile_helpers import no_hang

from desktop import userfiles
from desktop.decks import storage
from desktop.decks.decklist import parse_decklist
from desktop.tutorial.progress import ProgressStore
from desktop.ui import saves
from desktop.ui.app import open_main_window
from desktop.ui.main_window import MainWindow
from desktop.ui.new_game import NewGameDialog
from desktop.ui.settings import Settings, load_settings, settings_path
from desktop.userfiles import UserFileError

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

LONG = "1" * 5000  # more digits than Python's int() accepts (4,300)


# ---------------------------------------------------------------- 1. numbers too long
def test_read_json_reports_a_number_too_long_to_read(tmp_path):
    path = tmp_path / "long.json"
    path.write_text('{"a": ' + LONG + "}", encoding="utf-8")
    with pytest.raises(UserFileError, match=r"long\.json is not valid JSON \(a number is too long"):
        userfiles.read_json(path)


def test_long_number_in_settings_gives_defaults_and_keeps_the_file():
    path = settings_path()
    original = ('{"format": "holofoil-settings", "maximized": ' + LONG + "}").encode()
    path.write_bytes(original)
    settings, message = load_settings()
    assert message is not None and "settings.json" in message
    kept = [p for p in path.parent.iterdir() if p.read_bytes() == original]
    assert len(kept) == 1 and str(kept[0]) in message


def test_long_number_in_a_deck_file_is_listed_as_broken():
    path = storage.decks_dir() / "long.json"
    original = ('{"name": "Long", "cards": {"base1-46": ' + LONG + "}}").encode()
    path.write_bytes(original)
    (entry,) = storage.list_decks()
    assert not entry.ok and "long.json" in entry.error and "too long" in entry.error
    assert path.read_bytes() == original


def test_long_number_in_progress_starts_afresh_and_keeps_the_file(tmp_path):
    path = tmp_path / "progress.json"
    original = ('{"format": "holofoil-tutorial-progress", "position": {"energy": ' + LONG + "}}").encode()
    path.write_bytes(original)
    store = ProgressStore(path)
    assert store.completed() == [] and store.position("energy") == 0
    assert [p.read_bytes() for p in tmp_path.iterdir()] == [original]


@pytest.mark.parametrize("text", [f"{LONG} Charmander BS 46", f"x{LONG} Charmander BS 46"])
def test_deck_list_count_too_long_is_a_line_error(text):
    result = parse_decklist(text)
    assert not result.ok
    assert "5000 digits" in result.errors[0].reason and result.errors[0].line_no == 1


def test_deck_list_header_and_total_too_long_are_warnings():
    result = parse_decklist(f"Pokémon: {LONG}\n4 Charmander BS 46\nTotal Cards: {LONG}\n")
    assert result.ok and result.deck.counts == {"base1-46": 4}
    reasons = {w.line_no: w.reason for w in result.warnings}
    assert "5000 digits" in reasons[1] and "5000 digits" in reasons[3]


# ---------------------------------------------------------------- 2. geometry not base64
@pytest.mark.parametrize("geometry", ["é", "AAA\u2603", "not base64!", "A" * 9000])
def test_settings_geometry_that_is_not_base64_is_not_used(geometry):
    settings = Settings.from_json({"geometry": geometry})
    assert settings.geometry == ""


def test_window_with_a_non_ascii_geometry_starts_at_the_default_size(qtbot):
    win = MainWindow(Settings(geometry="é"))
    qtbot.addWidget(win)
    win.show()
    assert win.width() > 0 and win.height() > 0


def test_app_starts_with_a_non_ascii_geometry_in_settings(qtbot):
    settings_path().write_text('{"format": "holofoil-settings", "geometry": "é"}', encoding="utf-8")
    win = open_main_window()
    qtbot.addWidget(win)
    assert win.isVisible() and win.settings.geometry == ""
    win.close()


# ---------------------------------------------------------------- 3. deeply nested save
@pytest.mark.parametrize("content", ["[" * 100_000 + "]" * 100_000, '{"summary": ' + "[" * 100_000 + "}",
                                     '{"summary": {"a": 1}}', '{"summary": ""}'])
def test_a_deeply_nested_or_odd_save_still_peeks_and_the_app_starts(qtbot, content):
    path = saves.current_path()
    path.write_text(content, encoding="utf-8")
    assert saves.peek_current() == "a saved game"
    win = open_main_window()
    qtbot.addWidget(win)
    assert win.start_page.continue_button.isEnabled()
    assert path.read_text(encoding="utf-8") == content


def test_a_very_long_summary_is_shortened():
    saves.current_path().write_text('{"summary": "' + "x" * 10_000 + '"}', encoding="utf-8")
    assert len(saves.peek_current()) == saves.MAX_SUMMARY


# ---------------------------------------------------------------- 11. named pipes
fifo_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")


@fifo_only
def test_read_json_refuses_a_named_pipe_without_blocking(tmp_path):
    os.mkfifo(tmp_path / "pipe.json")
    with no_hang(), pytest.raises(UserFileError, match=r"pipe\.json is not a regular file"):
        userfiles.read_json(tmp_path / "pipe.json")


def _pipe_places() -> dict[str, object]:
    return {
        "settings": settings_path,
        "deck": lambda: storage.decks_dir() / "piped.json",
        "progress": lambda: userfiles.user_dir("tutorial") / "progress.json",
        "save": saves.current_path,
    }


@fifo_only
@pytest.mark.parametrize("where", list(_pipe_places()))
def test_a_named_pipe_in_place_of_a_user_file_never_blocks_start_up(qtbot, where):
    path = _pipe_places()[where]()
    os.mkfifo(path)
    with no_hang():
        win = open_main_window()
        qtbot.addWidget(win)
        if where == "settings":
            assert "settings.json is not a regular file" in win.notice_text()
        if where == "save":
            assert saves.peek_current() == "a saved game"
            assert not win.continue_game() and "current.json is not a regular file" in win.notice_text()
        qtbot.addWidget(NewGameDialog(win.settings))
        win.open_tutorial()
        win.close()
    kept = [p for p in path.parent.iterdir() if p.is_fifo()]
    assert len(kept) == 1  # left in place or set aside, never replaced by a regular file


# ---------------------------------------------------------------- 8. temp files of a killed save
KILLED_SAVE = """
import os, signal
from desktop import userfiles
from desktop.ui.settings import Settings, save_settings
userfiles.os.replace = lambda src, dst: os.kill(os.getpid(), signal.SIGKILL)
save_settings(Settings(player_name="Killed"))
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="POSIX kill")
def test_temp_files_of_a_save_killed_half_way_are_cleaned_at_start_up(qtbot):
    done = subprocess.run([sys.executable, "-c", KILLED_SAVE], env=os.environ.copy(), timeout=60)
    assert done.returncode == -signal.SIGKILL
    folder = settings_path().parent
    (left,) = [p for p in folder.iterdir() if p.name.endswith(".tmp")]
    assert b"Killed" in left.read_bytes()
    win = open_main_window()  # a fresh temp file may be another Holofoil's write under way: kept
    qtbot.addWidget(win)
    assert left.exists()
    old = time.time() - userfiles.STALE_AFTER - 5
    os.utime(left, (old, old))
    mine = folder / ".notes.txt.abcdefgh.tmp"  # not a name write_atomic makes
    folder_like = storage.decks_dir() / ".x.json.abcdefgh.tmp"
    folder_like.mkdir()
    mine.write_bytes(b"player's")
    os.utime(mine, (old, old))
    win2 = open_main_window()
    qtbot.addWidget(win2)
    assert not left.exists()
    assert mine.read_bytes() == b"player's" and folder_like.is_dir()


# ---------------------------------------------------------------- 9. long names in bytes
FAMILY = "\U0001f468\u200d\U0001f469\u200d\U0001f467\u200d\U0001f466"  # one emoji, 7 code points


@pytest.mark.parametrize("name", ["漢" * 80, "\U0001f525" * 80, FAMILY * 11, "é" * 80, "a" * 80])
def test_a_long_deck_name_in_any_script_saves_and_loads(name):
    from desktop.decks.model import Deck

    deck = Deck(name, {"base1-46": 4, "base1-98": 56})
    path = storage.save_deck(deck)
    again = storage.save_deck(deck.copy(name[:-1] + "x"))  # same stem: another file
    assert path != again
    assert storage.load_deck(name) == deck
    for file in storage.decks_dir().iterdir():
        assert userfiles.name_bytes(file.name) <= 255 - 20  # room left for a temp name


def test_write_atomic_fits_its_temp_file_beside_a_long_name(tmp_path):
    target = tmp_path / ("漢" * 83 + ".json")  # 254 bytes: the longest name allowed
    userfiles.write_atomic(target, "{}")
    assert target.read_text(encoding="utf-8") == "{}"
    assert [p.name for p in tmp_path.iterdir()] == [target.name]


# ---------------------------------------------------------------- 4. deck counts
def _deck_file(rows: list[tuple[str, object]]) -> bytes:
    cards = ", ".join(f'{{"id": "{cid}", "count": {n}}}' for cid, n in rows)
    return ('{"format": "holofoil-deck", "version": 1, "name": "Huge", "cards": [' + cards + "]}").encode()


@pytest.mark.parametrize(("rows", "detail"), [
    ([("base1-98", 10**9)], "count of 1000000000; a deck holds at most 60"),
    ([("base1-98", 10**4000)], "a deck holds at most 60"),
    ([("base1-98", 40), ("base1-46", 21)], "it has 61 cards; a deck holds at most 60"),
])
def test_a_saved_deck_of_more_than_60_cards_is_refused_on_load(qtbot, rows, detail):
    path = storage.decks_dir() / "Huge.json"
    original = _deck_file(rows)
    path.write_bytes(original)
    (entry,) = storage.list_decks()
    assert not entry.ok and "Huge.json" in entry.error and detail in entry.error
    assert len(entry.error) < 300
    dialog = NewGameDialog(Settings())  # lists the deck as unplayable, never expands it
    qtbot.addWidget(dialog)
    assert path.read_bytes() == original


def test_a_deck_of_more_than_60_cards_is_not_saved():
    from desktop.decks.model import Deck, DeckError

    with pytest.raises(DeckError, match="61 cards; a deck holds at most 60. Remove 1"):
        storage.save_deck(Deck("Big", {"base1-98": 61}))
    assert list(storage.decks_dir().iterdir()) == []
    storage.save_deck(Deck("Just right", {"base1-98": 60}))
    assert storage.load_deck("Just right").total == 60


# ---------------------------------------------------------------- 12. partly wrong files
@pytest.mark.parametrize(("values", "named"), [
    ({"player_name": 3}, "player_name 3"),
    ({"difficulty": "impossible"}, "difficulty 'impossible'"),
    ({"maximized": "yes"}, "maximized 'yes'"),
    ({"last_decks": "Zap!"}, "last_decks"),
    ({"player_name": "x" * 10_000}, "player_name"),
    ({"colour": "red"}, "unknown setting 'colour'"),
])
def test_settings_with_a_value_that_cannot_be_used_are_reported_and_kept(qtbot, values, named):
    path = settings_path()
    original = json.dumps({"format": "holofoil-settings", "friend_name": "Gary", **values}).encode()
    path.write_bytes(original)
    win = open_main_window()
    qtbot.addWidget(win)
    message = win.notice_text()
    assert "settings.json" in message and named in message
    assert win.settings.friend_name == "Gary"  # the good values are kept
    win.close()  # settings are written on exit: never over the file that could not be used
    kept = [p for p in path.parent.iterdir() if p.read_bytes() == original]
    assert len(kept) == 1 and kept[0] != path and str(kept[0]) in message


def test_good_settings_are_not_reported():
    from desktop.ui.settings import save_settings

    save_settings(Settings(player_name="Ash", geometry="AAAA"))
    settings, message = load_settings()
    assert message is None and settings.player_name == "Ash"


@pytest.mark.parametrize("content", [
    '"completed": "zones"',
    '"completed": ["zones", 7]',
    '"position": {"energy": 1000000000}',
    '"position": {"energy": -1}',
    '"position": {"energy": "4"}',
    '"position": [1, 2]',
])
def test_tutorial_progress_with_a_value_that_cannot_be_used_is_reported_and_kept(qtbot, content):
    path = userfiles.user_dir("tutorial") / "progress.json"
    original = ('{"format": "holofoil-tutorial-progress", "version": 1, "completed": ["setup"], '
                '"position": {"bench": 2}, ' + content + "}").encode()
    path.write_bytes(original)
    win = open_main_window()
    qtbot.addWidget(win)
    page = win.open_tutorial()
    assert "progress.json" in page.lesson_list.notice.text() and page.lesson_list.notice.isVisibleTo(page)
    store = page.store
    if "completed" not in content:
        assert store.completed() == ["setup"]
    if "position" not in content:
        assert store.position("bench") == 2
    assert store.position("energy") == 0
    store.mark_completed("zones")  # progress goes on in a new file; the old one is kept
    kept = [p for p in path.parent.iterdir() if p.read_bytes() == original]
    assert len(kept) == 1 and kept[0] != path and str(kept[0]) in page.lesson_list.notice.text()


def test_good_tutorial_progress_is_not_reported(tmp_path):
    store = ProgressStore(tmp_path / "progress.json")
    store.mark_completed("zones")
    store.save_position("energy", 3)
    again = ProgressStore(tmp_path / "progress.json")
    assert again.problem is None and again.completed() == ["zones"] and again.position("energy") == 3


# ---------------------------------------------------------------- 5. hand-made saves
def _saved_game() -> dict:
    from desktop.engine.cards import default_db
    from desktop.engine.game import Game

    decks = default_db().theme_decks()
    game = Game.new([decks["Brushfire"], decks["Overgrowth"]], seed=5, names=("Ash", "Misty"))
    seats = saves.Seats(("human", "computer"), "easy", 9, ("Brushfire", "Overgrowth"))
    return json.loads(saves.encode_current(game, seats))


HAND_MADE = {
    "turn x": lambda d: d.__setitem__("turn", "x"),
    "turn 7": lambda d: d.__setitem__("turn", 7),
    "game turn x": lambda d: d["game"].__setitem__("turn", "x"),
    "game current 7": lambda d: d["game"].__setitem__("current", 7),
    "current 7": lambda d: d.__setitem__("current", 7),
    "summary 7": lambda d: d.__setitem__("summary", 7),
    "difficulty godlike": lambda d: d["seats"].__setitem__("difficulty", "godlike"),
    "seed 1.5": lambda d: d["seats"].__setitem__("ai_seed", 1.5),
    "seed 10^100": lambda d: d["seats"].__setitem__("ai_seed", 10**100),
    "seed text": lambda d: d["seats"].__setitem__("ai_seed", "12"),
    "deck name 3": lambda d: d["seats"].__setitem__("deck_names", ["Brushfire", 3]),
    "kinds text": lambda d: d["seats"].__setitem__("kinds", "human"),
}


@pytest.mark.parametrize("damage", list(HAND_MADE))
def test_a_hand_made_save_is_set_aside_with_a_message_on_continue(qtbot, damage):
    data = _saved_game()
    HAND_MADE[damage](data)
    original = json.dumps(data).encode()
    path = saves.current_path()
    path.write_bytes(original)
    win = open_main_window()
    qtbot.addWidget(win)
    assert not win.continue_game()
    message = win.notice_text()
    assert "could not be resumed" in message and "current.json" in message
    assert not path.exists() and not win.continue_game()  # the next click: nothing to continue
    (kept,) = [p for p in path.parent.iterdir() if p.read_bytes() == original]
    assert str(kept) in message


def test_the_unchanged_save_still_continues(qtbot):
    saves.current_path().write_text(json.dumps(_saved_game()), encoding="utf-8")
    win = open_main_window()
    qtbot.addWidget(win)
    assert win.continue_game() and win.notice_text() == ""
    win.close_session()


def test_a_save_that_loads_but_cannot_start_is_set_aside(qtbot, monkeypatch):
    from desktop.ui import session

    original = json.dumps(_saved_game()).encode()
    saves.current_path().write_bytes(original)
    win = open_main_window()
    qtbot.addWidget(win)

    def broken(*args, **kwargs):
        raise RuntimeError("no table today")

    monkeypatch.setattr(session.GameSession, "__init__", broken)
    assert not win.continue_game()
    assert "starting it failed (RuntimeError: no table today)" in win.notice_text()
    assert not saves.current_path().exists()
    (kept,) = [p for p in saves.current_path().parent.iterdir() if p.read_bytes() == original]
    assert str(kept) in win.notice_text()


# ---------------------------------------------------------------- huge files
def test_a_huge_user_file_is_refused_unread(tmp_path, monkeypatch):
    path = tmp_path / "huge.json"
    with path.open("wb") as handle:
        handle.write(b'{"a": "')
        handle.seek(userfiles.MAX_FILE_BYTES)
        handle.write(b'"}')
    reads: list[int] = []
    real_fdopen = os.fdopen

    def spy(fd, *args, **kwargs):
        handle = real_fdopen(fd, *args, **kwargs)
        read = handle.read
        handle.read = lambda n=-1: reads.append(n) or read(n)  # type: ignore[method-assign]
        return handle

    monkeypatch.setattr(userfiles.os, "fdopen", spy)
    with pytest.raises(UserFileError, match=r"huge\.json is too large \(8,388,610 bytes; at most 8,388,608\)"):
        userfiles.read_json(path)
    assert reads == []  # refused by its size, unread


def test_the_largest_allowed_file_is_read(tmp_path):
    path = tmp_path / "big.json"
    path.write_bytes(b'{"a": "' + b"x" * (userfiles.MAX_FILE_BYTES - 9) + b'"}')
    assert len(userfiles.read_json(path)["a"]) == userfiles.MAX_FILE_BYTES - 9


# ---------------------------------------------------------------- 10. huge card art
def _png_header(width: int, height: int) -> bytes:
    """A PNG that says it is ``width`` x ``height`` (no pixel data: only the size is read)."""
    import struct
    import zlib

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IEND", b""))


@pytest.mark.filterwarnings("ignore::PIL.Image.DecompressionBombWarning")
def test_card_art_above_the_pixel_limit_is_refused_unread_with_a_message(caplog):
    from desktop.engine.cards import default_db
    from desktop.render import art

    card = default_db().by_name["pikachu"][0]
    folder = art.user_art_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{art.art_stem(card)}.png"
    original = _png_header(12_000, 12_000)
    path.write_bytes(original)
    start = time.perf_counter()
    assert art.load_user_art(card, (120, 90)) is None
    assert time.perf_counter() - start < 0.5
    problems = [p for p in art.art_problems() if path.name in p]
    assert problems and "12000x12000 pixels, too large" in problems[0]
    assert path.name in caplog.text and path.read_bytes() == original


def test_card_art_at_the_limit_is_used():
    from PIL import Image

    from desktop.engine.cards import default_db
    from desktop.render import art

    card = default_db().by_name["onix"][0]
    folder = art.user_art_dir()
    folder.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", (4096, 4096), (1, 250, 3)).save(folder / f"{art.art_stem(card)}.png")
    picture = art.load_user_art(card, (120, 90))
    assert picture is not None and picture.getpixel((60, 45))[:3] == (1, 250, 3)
