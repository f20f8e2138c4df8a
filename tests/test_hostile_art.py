"""Card art (issue #18 item 10, second half): it is decoded off the GUI thread and the face
is drawn again when it is ready; an art file that is not used is named in the app, with why."""

from __future__ import annotations

import threading
import time

import pytest
from PIL import Image
from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtGui import QColor
from test_hostile_files import _png_header

from desktop.engine.cards import CardDef, default_db
from desktop.render import art, cache
from desktop.ui import art_loader
from desktop.ui.board import pixmaps

pytestmark = [
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),
    pytest.mark.filterwarnings("ignore::PIL.Image.DecompressionBombWarning"),
]
GREEN = (1, 250, 3)


def card(name: str) -> CardDef:
    return default_db().by_name[name.lower()][0]


def put_art(of: CardDef, colour: tuple[int, int, int] = GREEN, size: tuple[int, int] = (64, 40)) -> None:
    folder = art.user_art_dir()
    folder.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", size, colour).save(folder / f"{art.art_stem(of)}.png")


def art_colour(image, width: int) -> tuple[int, int, int]:
    """The colour well inside the art box of a face ``width`` pixels wide (a QImage)."""
    colour = QColor(image.pixel(round(width * 0.3), round(100 * width / 300)))
    return colour.red(), colour.green(), colour.blue()


@pytest.fixture
def decodes(monkeypatch):
    """Installs the app's art loader; records the thread of every decode (each made slow with ``delay``)."""
    threads: list[threading.Thread] = []
    decode = art.decode_art
    delay = {"s": 0.0}

    def spy(path):
        threads.append(threading.current_thread())
        time.sleep(delay["s"])
        return decode(path)

    monkeypatch.setattr(art, "decode_art", spy)
    art_loader.install()
    threads_and_delay = (threads, delay)
    yield threads_and_delay
    art_loader.loader().wait_done()


def test_art_is_decoded_off_the_gui_thread_and_the_table_face_updates(qtbot, decodes):
    threads, _ = decodes
    pikachu = card("Pikachu")
    put_art(pikachu)
    pixmaps.forget_faces()
    store = pixmaps.store()
    first = pixmaps.face(pikachu, 140)  # drawn now, with the generated art: the picture is not decoded yet
    assert art_colour(first.toImage(), 140) != GREEN
    with qtbot.waitSignal(store.faceReady, timeout=10_000, check_params_cb=lambda cid: cid == pikachu.id):
        pass
    assert art_colour(pixmaps.face(pikachu, 140).toImage(), 140) == GREEN  # drawn again with the art
    assert threads and all(t is not threading.main_thread() for t in threads)


def test_a_slow_decode_never_holds_the_gui_thread(qtbot, decodes):
    threads, delay = decodes
    delay["s"] = 1.5  # a picture that takes long to decode
    onix = card("Onix")
    put_art(onix, (250, 0, 250))
    pixmaps.forget_faces()
    longest, clock = [0], QElapsedTimer()
    clock.start()
    ticker = QTimer(interval=10)
    ticker.timeout.connect(lambda: longest.__setitem__(0, max(longest[0], clock.restart())))
    ticker.start()
    started = time.monotonic()
    pixmaps.face(onix, 160)
    assert time.monotonic() - started < 1.0  # did not wait for the decode
    qtbot.waitUntil(lambda: art_colour(pixmaps.face(onix, 160).toImage(), 160) == (250, 0, 250), timeout=10_000)
    ticker.stop()
    assert longest[0] < 300 and len(threads) == 1 and threads[0] is not threading.main_thread()


def test_the_deck_editor_face_updates_when_its_art_is_ready(qtbot, decodes):
    from desktop.ui.deck_editor.thumbnails import CardImages

    threads, _ = decodes
    bill = card("Bill")
    put_art(bill)
    images = CardImages()
    width = 150
    before = images.pixmap_now(bill, width)  # drawn on the GUI thread, without decoding the art
    scale = before.width() / width
    assert art_colour(before.toImage(), before.width()) != GREEN
    with qtbot.waitSignal(images.ready, timeout=10_000, check_params_cb=lambda cid: cid == bill.id):
        pass
    after = images.pixmap(bill, width)
    assert art_colour(after.toImage(), round(width * scale)) == GREEN
    assert threads and all(t is not threading.main_thread() for t in threads)


def test_a_face_drawn_before_its_art_is_decoded_is_not_kept_as_the_art_face():
    asked: list[str] = []
    art.set_art_loader(lambda c, path: asked.append(path.name))
    gyarados = card("Gyarados")
    put_art(gyarados)
    generated = cache.face(gyarados, 120)  # not decoded: the generated art, and the loader is asked
    assert asked == [f"{art.art_stem(gyarados)}.png"]
    assert generated.getpixel((36, 40))[:3] != GREEN
    art.decode_art(art.find_user_art(gyarados))  # what the loader's thread does
    assert cache.face(gyarados, 120).getpixel((36, 40))[:3] == GREEN
    art.set_art_loader(None)
    cache.clear_memory()
    art.forget_decoded()
    assert cache.face(gyarados, 120).getpixel((36, 40))[:3] == GREEN  # from the disk cache, with the art
    art.find_user_art(gyarados).unlink()
    cache.clear_memory()
    assert cache.face(gyarados, 120).tobytes() == generated.tobytes()


def _huge(of: CardDef) -> str:
    folder = art.user_art_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{art.art_stem(of)}.png").write_bytes(_png_header(12_000, 12_000))
    return f"art/{art.art_stem(of)}.png is 12000x12000 pixels"


def test_the_start_page_names_an_art_file_that_is_not_used(qtbot, monkeypatch):
    from desktop.ui.app import open_main_window

    checked: list[threading.Thread] = []
    check = art.check_art_folder
    monkeypatch.setattr(art, "check_art_folder", lambda: (checked.append(threading.current_thread()), check())[1])
    said = _huge(card("Raichu"))
    win = open_main_window()
    qtbot.addWidget(win)
    qtbot.waitUntil(lambda: said in win.notice_text(), timeout=10_000)
    line = next(t for t in win.notice_text().splitlines() if said in t)
    assert "too large for card art" in line and "the limit is 16,777,216 pixels" in line
    assert line.endswith("it is not used")
    assert win.start_page.notice.isVisible()
    assert checked and checked[0] is not threading.main_thread()  # headers are read in the background


def test_the_deck_editor_names_art_files_that_are_not_used(qtbot, decodes):
    from desktop.ui.deck_editor import DeckEditor

    known = _huge(card("Raichu"))
    art.check_art_folder()  # found before the editor opens
    editor = DeckEditor()
    qtbot.addWidget(editor)
    editor.resize(1400, 900)
    editor.show()
    assert editor.art_notice.isVisible() and known in editor.art_notice.label.text()
    broken = card("Machop")
    (art.user_art_dir() / f"{art.art_stem(broken)}.png").write_bytes(b"\x89PNG not really")
    editor.images.pixmap_now(broken, 120)  # its face is drawn: the file is tried, off the GUI thread
    qtbot.waitUntil(lambda: "could not be read" in editor.art_notice.label.text(), timeout=10_000)
    lines = editor.art_notice.label.text().splitlines()
    assert len(lines) == 2 and known in lines[0]
    assert lines[1] == f"art/{art.art_stem(broken)}.png could not be read as a picture " \
                       "(UnidentifiedImageError); it is not used"


def test_an_art_file_put_right_or_removed_is_no_longer_named():
    raichu, machop = card("Raichu"), card("Machop")
    said = _huge(raichu)
    (art.user_art_dir() / f"{art.art_stem(machop)}.png").write_bytes(_png_header(12_000, 12_000))
    assert len([p for p in art.check_art_folder() if "12000x12000" in p]) == 2
    put_art(raichu)  # replaced by a picture that can be used
    art.find_user_art(machop).unlink()
    assert art.check_art_folder() == []
    assert said not in " ".join(art.art_problems())
