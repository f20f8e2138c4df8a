"""The game controller: submits, refusals, signals, computer seats off the GUI thread, whole games."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import QElapsedTimer, QTimer

from desktop.ai.simple import RandomAgent
from desktop.engine.actions import END_TURN, AttachEnergy, PlayBasic
from desktop.engine.cards import default_db
from desktop.engine.game import Game
from desktop.engine.scenario import build_game
from desktop.ui.controller import GameController

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def small_game() -> Game:
    return build_game({
        "turn": 3, "current": 0,
        "players": [
            {"active": "Charmander", "hand": ["Vulpix", "Fire Energy"], "deck": ["Fire Energy"] * 8,
             "prizes": ["Fire Energy"] * 6},
            {"active": "Bulbasaur", "hand": ["Grass Energy"], "deck": ["Grass Energy"] * 8,
             "prizes": ["Grass Energy"] * 6},
        ],
    })


def new_game(seed: int) -> Game:
    decks = default_db().theme_decks()
    return Game.new([decks["Brushfire"], decks["Overgrowth"]], seed=seed)


@pytest.fixture
def controllers():
    made: list[GameController] = []
    yield made
    for c in made:
        c.close()


def test_a_legal_submit_applies_and_signals(qtbot, controllers):
    game = small_game()
    c = GameController(game, delay_ms=0)
    controllers.append(c)
    vulpix = next(u for u in game.players[0].hand if game.cards[u].name == "Vulpix")
    batches: list = []
    c.eventsApplied.connect(batches.append)
    with qtbot.waitSignals([c.eventsApplied, c.stateChanged], timeout=1000):
        assert c.submit(PlayBasic(vulpix))
    assert [[e.kind for e in batch] for batch in batches] == [["bench"]]
    assert len(game.players[0].bench) == 1


def test_an_illegal_submit_is_refused_with_the_reason(qtbot, controllers):
    game = small_game()
    c = GameController(game, delay_ms=0)
    controllers.append(c)
    energy = next(u for u in game.players[0].hand if game.cards[u].kind == "energy")
    action = AttachEnergy(energy, 3)  # no Pokémon on Bench spot 3
    key = game.state_key()
    with qtbot.waitSignal(c.actionRefused, timeout=1000) as blocker, \
            qtbot.assertNotEmitted(c.stateChanged):
        assert not c.submit(action)
    assert blocker.args == [game.why_illegal(action)]
    assert game.state_key() == key


def test_a_person_cannot_move_for_the_computer(qtbot, controllers):
    game = small_game()
    c = GameController(game, agents=(RandomAgent(1), None), delay_ms=10_000)
    controllers.append(c)
    c.start()
    with qtbot.waitSignal(c.actionRefused, timeout=1000):
        assert not c.submit(END_TURN)
    assert game.history == []


class ThreadSpy(RandomAgent):
    """A RandomAgent that records the thread it was asked on."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.threads: set[int] = set()

    def choose(self, game_view):
        self.threads.add(threading.get_ident())
        return super().choose(game_view)


def test_the_computer_thinks_off_the_gui_thread_and_moves_after_the_person(qtbot, controllers):
    game = small_game()
    spy = ThreadSpy(5)
    c = GameController(game, agents=(None, spy), delay_ms=0)
    controllers.append(c)
    c.start()
    with qtbot.waitSignal(c.turnChanged, timeout=2000) as blocker:
        c.submit(END_TURN)
    assert blocker.args == [1]
    qtbot.waitUntil(lambda: game.current == 0 or game.outcome is not None, timeout=10_000)
    assert spy.threads and threading.get_ident() not in spy.threads


class Slow(RandomAgent):
    def choose(self, game_view):
        time.sleep(0.05)
        return super().choose(game_view)


def test_computer_moves_wait_for_the_pace(qtbot, controllers):
    game = small_game()
    c = GameController(game, agents=(None, RandomAgent(2)), delay_ms=150)
    controllers.append(c)
    c.start()
    stamps: list[int] = []
    clock = QElapsedTimer()
    clock.start()
    c.actionApplied.connect(lambda _a: stamps.append(clock.elapsed()))
    c.submit(END_TURN)
    qtbot.waitUntil(lambda: len(stamps) >= 3 or game.outcome is not None, timeout=10_000)
    gaps = [b - a for a, b in zip(stamps, stamps[1:], strict=False)]
    assert all(gap >= 120 for gap in gaps)  # one by one, visibly


class Broken(RandomAgent):
    def choose(self, game_view):
        raise RuntimeError("agent crashed")


def test_a_broken_agent_never_stalls_the_game(qtbot, controllers):
    game = small_game()
    c = GameController(game, agents=(None, Broken(0)), delay_ms=0)
    controllers.append(c)
    c.start()
    c.submit(END_TURN)
    qtbot.waitUntil(lambda: game.current == 0 or game.outcome is not None, timeout=10_000)


def test_viewer_is_the_human_seat(controllers):
    c = GameController(small_game(), agents=(RandomAgent(1), None))
    controllers.append(c)
    assert c.viewer == 1 and not c.hotseat
    c.pause()
    both = GameController(small_game())
    controllers.append(both)
    assert both.hotseat and both.viewer == 0


def test_pause_stops_the_computer(qtbot, controllers):
    game = small_game()
    c = GameController(game, agents=(None, RandomAgent(3)), delay_ms=0)
    controllers.append(c)
    c.start()
    c.submit(END_TURN)
    c.pause()
    qtbot.wait(100)
    assert game.current == 1 and not c.thinking
    c.start()
    qtbot.waitUntil(lambda: game.current == 0 or game.outcome is not None, timeout=10_000)


def _heartbeat(qtbot):
    """Start a 5 ms GUI-thread heartbeat; returns (timer, gaps list)."""
    gaps: list[int] = []
    clock = QElapsedTimer()
    clock.start()
    last = [0]

    def beat() -> None:
        now = clock.elapsed()
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(beat)
    timer.start()
    return timer, gaps


def _all_cards_accounted_for(game: Game) -> None:
    for player in (0, 1):
        owned = sorted(game.all_cards(player))
        expected = list(range(game.split)) if player == 0 else list(range(game.split, len(game.cards)))
        assert owned == expected


def test_whole_game_between_two_computers_on_the_table(qtbot, controllers):
    from desktop.ui.table import TableWidget

    game = new_game(11)
    c = GameController(game, agents=(RandomAgent(1), RandomAgent(2)), delay_ms=0)
    controllers.append(c)
    table = TableWidget(c, animations=False)
    qtbot.addWidget(table)
    table.resize(1600, 1000)
    table.show()
    timer, gaps = _heartbeat(qtbot)
    with qtbot.waitSignal(c.gameOver, timeout=120_000) as blocker:
        c.start()
    timer.stop()
    assert blocker.args[0] == game.outcome and game.outcome is not None
    _all_cards_accounted_for(game)
    assert len(game.history) > 20
    print(f"\nwhole game: {len(game.history)} actions, longest GUI-thread stall {max(gaps)} ms "
          f"(heartbeat 5 ms, {len(gaps)} beats; slowest: {sorted(gaps)[-5:]})")
    assert "Game over" in table.banner.headline.text()


def test_whole_game_with_a_person_driven_by_the_test(qtbot, controllers):
    game = new_game(4)
    c = GameController(game, agents=(None, RandomAgent(9)), delay_ms=0)
    controllers.append(c)
    me = RandomAgent(77)
    timer, gaps = _heartbeat(qtbot)
    over = []
    c.gameOver.connect(over.append)
    c.start()
    deadline = time.monotonic() + 120
    while not over and time.monotonic() < deadline:
        if c.human_to_move():
            assert c.submit(me.choose(game.view(0)))
        else:
            qtbot.wait(1)
    timer.stop()
    assert over and over[0] == game.outcome
    _all_cards_accounted_for(game)
    print(f"\nperson vs computer: {len(game.history)} actions, longest GUI-thread stall {max(gaps)} ms")


def test_whole_game_against_the_computer_on_the_real_table(qtbot, monkeypatch):
    """The app's window, the session, animations on: a person (driven through ``submit``, as the
    table's gestures do) plays the computer to the end. Correctness only; the stall is logged."""
    from desktop.ai.base import make_agent
    from desktop.ui import saves
    from desktop.ui.board import pixmaps
    from desktop.ui.main_window import MainWindow
    from desktop.ui.session import result_text
    from desktop.ui.settings import Settings

    window = MainWindow(Settings(computer_pace="fast"))
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    decks = default_db().theme_decks()
    game = Game.new([decks["Brushfire"], decks["Overgrowth"]], seed=6, names=("You", "Computer"))
    window.start_game(game, saves.Seats(("human", "computer"), "normal", 6, ("Brushfire", "Overgrowth")))
    session = window.session
    controller, table = session.controller, session.table
    session.set_pace(0)
    table.grab()  # the first paint: both decks' faces are drawn now, and never again on the GUI thread

    def drawn_on_the_gui_thread(card, width):
        raise AssertionError(f"{card.name} ({width} px) was drawn on the GUI thread during the game")

    monkeypatch.setattr(pixmaps, "_make_face", drawn_on_the_gui_thread)
    finished: list[str] = []
    session.finished.connect(finished.append)
    me = make_agent("easy", 5)
    timer, gaps = _heartbeat(qtbot)
    deadline = time.monotonic() + 120
    while not finished and time.monotonic() < deadline:
        if controller.human_to_move():
            assert controller.submit(me.choose(controller.game.view(0)))
        else:
            qtbot.wait(1)
    timer.stop()
    played = controller.game
    assert played.outcome is not None and finished == [result_text(played)]
    _all_cards_accounted_for(played)
    table.finish_animations()
    assert table.banner.headline.text() == "Game over"
    assert table.log.lines()[-1].startswith("Game over")
    session.flush()  # the saves are written by a background thread, in order
    assert not saves.has_current()  # a finished game clears the save
    shown = {u for seat in (0, 1) for s in played.players[seat].slots() for u in s.cards[:1]}
    assert set(table.scene.items_by_uid) == shown | set(played.players[0].hand)  # the table shows the end
    print(f"\nvs the computer on the table: {len(played.history)} actions, longest GUI-thread stall {max(gaps)} ms")
    session.close()
