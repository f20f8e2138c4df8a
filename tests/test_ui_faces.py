"""Card faces on the table: drawn with Pillow off the GUI thread, before they are needed."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QCoreApplication

from desktop.engine.cards import default_db
from desktop.engine.game import Game
from desktop.render import cache
from desktop.ui.board import pixmaps
from desktop.ui.board.layout import CARD_W
from desktop.ui.controller import GameController
from desktop.ui.table import TableWidget

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.fixture
def faces(qtbot, monkeypatch):
    """A clean face cache; records the threads Pillow drew on; no face may be drawn on the GUI thread."""
    pixmaps.forget_faces()
    drawn_on: list[int] = []
    render = cache.face

    def recording(card, width):
        drawn_on.append(threading.get_ident())
        return render(card, width)

    monkeypatch.setattr(cache, "face", recording)

    def on_the_gui_thread(card, width):
        raise AssertionError(f"{card.name} at {width} px was drawn on the GUI thread")

    monkeypatch.setattr(pixmaps, "_make_face", on_the_gui_thread)
    store = pixmaps.store()
    yield store, drawn_on
    store.wait_idle()
    QCoreApplication.processEvents()
    pixmaps.forget_faces()


def some_cards(n: int = 3):
    deck = default_db().theme_decks()["Brushfire"]
    return list({c.id: c for c in deck}.values())[:n]


def handed_over(store: pixmaps.FaceStore) -> None:
    assert store.wait_idle(timeout=60)
    QCoreApplication.processEvents()  # the worker's faces become QPixmaps on the GUI thread


def test_warmed_faces_are_drawn_off_the_gui_thread(faces):
    store, drawn_on = faces
    cards = some_cards()
    assert pixmaps.warm(cards, 140) == len(cards)
    assert pixmaps.warm(cards, 140) == 0  # already queued
    handed_over(store)
    assert drawn_on and threading.get_ident() not in drawn_on
    for card in cards:
        assert pixmaps.has_face(card, 140)
        assert pixmaps.face(card, 140).width() == 140
    assert pixmaps.warm(cards, 140) == 0  # already drawn


def test_another_width_stands_in_until_the_exact_face_arrives(qtbot, faces):
    store, _ = faces
    card = some_cards(1)[0]
    pixmaps.warm([card], 160)
    handed_over(store)
    with qtbot.waitSignal(store.faceReady, timeout=30_000) as ready:
        stand_in = pixmaps.face(card, 180)  # at once: the 160 px face, scaled
        assert stand_in.width() == 180 and not pixmaps.has_face(card, 180)
    assert ready.args == [card.id]
    exact = pixmaps.face(card, 180)
    assert pixmaps.has_face(card, 180) and exact.width() == 180 and exact.cacheKey() != stand_in.cacheKey()


def test_old_faces_are_forgotten_beyond_the_budget(faces, monkeypatch):
    store, _ = faces
    cards = some_cards(4)
    pixmaps.warm(cards, 100)
    handed_over(store)
    one = 100 * pixmaps.card_height(100) * 4
    monkeypatch.setattr(pixmaps, "FACES_BUDGET", 3 * one)
    pixmaps.warm(cards[:1], 120)  # a bigger face: the three oldest go
    handed_over(store)
    assert [c for c in cards if pixmaps.has_face(c, 100)] == cards[-1:]
    assert pixmaps.has_face(cards[0], 120)


def test_the_table_draws_both_decks_faces_when_it_is_first_painted(qtbot):
    pixmaps.forget_faces()
    decks = default_db().theme_decks()
    game = Game.new([decks["Brushfire"], decks["Overgrowth"]], seed=2)
    controller = GameController(game)
    table = TableWidget(controller, animations=False)
    qtbot.addWidget(table)
    table.resize(1600, 1000)
    table.show()
    qtbot.waitExposed(table)
    table.grab()  # paints it (offscreen, a repaint() may be skipped)
    width = pixmaps.stepped_width(CARD_W * table.view.pixel_scale())
    assert all(pixmaps.has_face(card, width) for card in game.cards)
    controller.close()
