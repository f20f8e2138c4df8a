"""Desktop figures for issue #3 (targets in brackets).

    python benchmarks/bench_ui.py                 # 5 cold starts, 3 full games (seeds 5, 6, 7)
    python benchmarks/bench_ui.py --runs 5 --games 3 --seed 5 --difficulty normal

* cold start [< 1.5 s]: from starting a new Python process to the main window
  shown with the event loop idle; median of ``--runs`` fresh processes.
* memory [< 250 MB]: peak resident set size (VmHWM) of a fresh process that opens
  the main window and plays one full game against the computer on the real
  table (animations, autosave, log), to "Game over"; the highest of the games.
  The computer's own process (its agent) is reported beside it.
* stall [< 50 ms]: the longest gap seen by a 5 ms heartbeat timer on the GUI
  thread during the computer's turns (wall clock, so it includes waiting for the
  CPU and for the GIL); median of the games.
* event handling: the GUI thread's CPU time per event-loop round during the
  computer's turns (from ``aboutToBlock`` to ``awake``: everything dispatched
  after one wait: events, timers, repaints), 99th percentile and maximum. CPU
  time is our own work, whatever else the machine is running.

The person's side is played through ``GameController.submit`` (what the table's
gestures call) by the easy agent, 150 ms after it is their move; the computer
thinks in its own process at ``--difficulty`` and moves at the "fast" pace.
Each game starts with an empty disk cache of card faces (a fresh user folder):
the worst case, a first game. Putting the game on the table (its first paint,
which draws both decks' faces) is reported on its own, not as a stall.

Runs offscreen when there is no display; user files go to temporary folders.
Timings depend on the machine's load: quote the median of several games.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGETS = {"cold_start_s": 1.5, "rss_mb": 250.0, "stall_ms": 50.0}
HEARTBEAT_MS = 5
PERSON_PAUSE_MS = 150  # the person's "thinking" before each move (as the computer's fast pace)

# The child does what ``holofoil`` does, then reports when the loop is first idle.
CHILD = """
import sys, time
from PySide6.QtCore import QTimer
from desktop.ui.app import make_app, open_main_window
app = make_app([])
window = open_main_window()
def ready():
    if not window.isVisible():
        QTimer.singleShot(1, ready)
        return
    print(f"READY {time.time():.6f}", flush=True)
    app.quit()
QTimer.singleShot(0, ready)
app.exec()
"""


def _env(home: str) -> dict[str, str]:
    env = dict(os.environ, HOLOFOIL_HOME=home, PYTHONPATH=str(ROOT))
    if not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
        env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def cold_start(runs: int) -> list[float]:
    """Seconds from process start to an idle, shown main window, for each run."""
    times = []
    with tempfile.TemporaryDirectory(prefix="holofoil-bench-") as home:
        env = _env(home)
        for _ in range(runs):
            start = time.time()
            out = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True, text=True,
                                 timeout=60, check=True).stdout
            ready = next(float(line.split()[1]) for line in out.splitlines() if line.startswith("READY"))
            times.append(ready - start)
    return times


def peak_rss_mb(pid: int | str = "self") -> float:
    """A process's peak resident memory in MB (VmHWM in /proc/<pid>/status)."""
    try:
        lines = Path(f"/proc/{pid}/status").read_text().splitlines()
    except OSError:
        return float("nan")
    for line in lines:
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[round(q * (len(ordered) - 1))] if ordered else 0.0


def full_game(seed: int, difficulty: str, timeout_s: float = 600.0) -> dict:
    """Play a whole game, a person (driven through the controller) against the computer, on the real table."""
    from PySide6.QtCore import QAbstractEventDispatcher, QElapsedTimer, QEventLoop, QTimer

    from desktop.ai.base import make_agent
    from desktop.engine.cards import default_db
    from desktop.engine.game import Game
    from desktop.ui.app import make_app
    from desktop.ui.board import pixmaps
    from desktop.ui.main_window import MainWindow
    from desktop.ui.saves import Seats
    from desktop.ui.settings import Settings

    app = make_app([])
    window = MainWindow(Settings(computer_pace="fast", difficulty=difficulty))
    window.resize(1600, 1000)
    window.show()
    app.processEvents()
    decks = default_db().theme_decks()
    person, computer = 0, 1
    game = Game.new([decks["Brushfire"], decks["Overgrowth"]], seed=seed, names=("You", "Computer"))
    started = time.perf_counter()
    window.start_game(game, Seats(("human", "computer"), difficulty, seed, ("Brushfire", "Overgrowth")))
    session = window.session
    controller = session.controller
    app.processEvents()  # the table's first paint (draws both decks' faces): measured on its own
    first_paint_ms = 1000 * (time.perf_counter() - started)

    clock = QElapsedTimer()
    clock.start()
    stalls: list[int] = []  # heartbeat gaps (ms) that ended during the computer's turns
    busy: list[float] = []  # GUI-thread CPU ms per event-loop round, during the computer's turns
    last_beat = [clock.elapsed()]
    blocked = [-1.0]  # thread CPU time when the loop last went to wait

    def computers_turn() -> bool:
        return controller.game.outcome is None and controller.game.current == computer

    def beat() -> None:
        now = clock.elapsed()
        if computers_turn():
            stalls.append(now - last_beat[0])
        last_beat[0] = now

    def about_to_block() -> None:
        blocked[0] = time.thread_time()

    def awake() -> None:  # after the round's events were handled (glib: after the wait and the dispatch)
        if blocked[0] >= 0 and computers_turn():
            busy.append(1000 * (time.thread_time() - blocked[0]))
        blocked[0] = -1.0

    driver = make_agent("easy", seed + 77)
    pause = QTimer(singleShot=True, interval=PERSON_PAUSE_MS)

    def person_moves() -> None:
        mine = controller.human_to_move() and controller.game.to_move == person
        if mine and not controller.submit(driver.choose(controller.game.view(person))):
            controller.submit(controller.legal_actions()[0])  # never stuck on a refused move
        maybe_person()

    def maybe_person(*_args: object) -> None:
        if controller.human_to_move() and not pause.isActive():
            pause.start()

    pause.timeout.connect(person_moves)
    controller.stateChanged.connect(maybe_person)
    loop = QEventLoop()
    controller.gameOver.connect(lambda _outcome: loop.quit())
    give_up = QTimer(singleShot=True, interval=int(timeout_s * 1000))
    give_up.timeout.connect(loop.quit)

    heartbeat = QTimer(interval=HEARTBEAT_MS)
    heartbeat.timeout.connect(beat)
    dispatcher = QAbstractEventDispatcher.instance()
    dispatcher.awake.connect(awake)
    dispatcher.aboutToBlock.connect(about_to_block)
    heartbeat.start()
    give_up.start()
    maybe_person()
    loop.exec()
    heartbeat.stop()
    dispatcher.awake.disconnect(awake)
    dispatcher.aboutToBlock.disconnect(about_to_block)
    played = controller.game
    if played.outcome is None:
        raise SystemExit(f"the game did not end within {timeout_s:.0f} s (turn {played.turn})")
    worker = controller.worker(computer) if hasattr(controller, "worker") else None  # (older builds: a thread)
    result = {
        "turns": played.turn, "actions": len(played.history), "reason": played.outcome.reason,
        "rss_mb": peak_rss_mb(), "worker_rss_mb": peak_rss_mb(worker.pid) if worker else 0.0,
        "stall_ms": max(stalls, default=0), "busy_p99_ms": percentile(busy, 0.99),
        "busy_max_ms": max(busy, default=0.0), "rounds": len(busy), "beats": len(stalls),
        "first_paint_ms": first_paint_ms, "gaps": sorted(stalls)[-8:],
    }
    session.close()
    window.close()
    app.processEvents()
    faces = getattr(pixmaps, "store", None)  # (builds from before the face worker have none)
    if faces is not None:
        faces().stop()  # faces still being drawn in the background: not into a deleted folder
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5, help="cold starts to take the median of")
    parser.add_argument("--games", type=int, default=3, help="full games to play (each in a fresh process)")
    parser.add_argument("--seed", type=int, default=5, help="seed of the first game (the next ones count up)")
    parser.add_argument("--difficulty", default="normal", choices=("easy", "normal", "hard"))
    parser.add_argument("--one-game", action="store_true", help=argparse.SUPPRESS)  # the child of --games
    args = parser.parse_args(argv)

    if args.one_game:  # a fresh process: its peak RSS is this game's
        with tempfile.TemporaryDirectory(prefix="holofoil-bench-") as home:
            os.environ.update(_env(home))
            print("RESULT " + json.dumps(full_game(args.seed, args.difficulty)), flush=True)
        return 0

    starts = cold_start(args.runs)
    cold = statistics.median(starts)
    print(f"cold start to an idle main window: {cold:.2f} s, median of {args.runs} "
          f"(runs {', '.join(f'{t:.2f}' for t in starts)})  [target < {TARGETS['cold_start_s']} s]")

    results = []
    for game in range(args.games):
        seed = args.seed + game
        env = dict(os.environ, PYTHONPATH=str(ROOT))  # this checkout's desktop package, whatever is installed
        run = subprocess.run([sys.executable, __file__, "--one-game", "--seed", str(seed), "--difficulty",
                              args.difficulty], env=env, capture_output=True, text=True, timeout=900)
        line = next((line for line in run.stdout.splitlines() if line.startswith("RESULT ")), None)
        if run.returncode or line is None:
            print(run.stdout + run.stderr, file=sys.stderr)
            raise SystemExit(f"game {game + 1} (seed {seed}) failed")
        result = json.loads(line[7:])
        results.append(result)
        print(f"  game {game + 1}: seed {seed}, {result['turns']} turns, {result['actions']} actions "
              f"({result['reason']}); peak RSS {result['rss_mb']:.0f} MB (computer's process "
              f"{result['worker_rss_mb']:.0f} MB); longest stall {result['stall_ms']} ms "
              f"(next: {', '.join(map(str, result['gaps'][-4:-1][::-1]))}); event handling p99 "
              f"{result['busy_p99_ms']:.1f} ms, max {result['busy_max_ms']:.1f} ms CPU over {result['rounds']} "
              f"rounds; putting the game on the table took {result['first_paint_ms']:.0f} ms")
    rss = max(r["rss_mb"] for r in results)
    worker_rss = max(r["worker_rss_mb"] for r in results)
    stall = statistics.median(r["stall_ms"] for r in results)
    busy = statistics.median(r["busy_p99_ms"] for r in results)
    busy_max = statistics.median(r["busy_max_ms"] for r in results)
    several = f", median of {len(results)} games" if len(results) > 1 else ""
    print(f"memory during a full game vs the computer: {rss:.0f} MB peak RSS  [target < {TARGETS['rss_mb']:.0f} MB]"
          + (f"; the computer's own process: {worker_rss:.0f} MB" if worker_rss else ""))
    print(f"longest GUI-thread stall during the computer's turns: {stall:.0f} ms{several}  "
          f"[target < {TARGETS['stall_ms']:.0f} ms]")
    print(f"GUI-thread event handling during the computer's turns: 99th percentile {busy:.1f} ms, "
          f"max {busy_max:.1f} ms CPU per event-loop round{several}")
    ok = cold < TARGETS["cold_start_s"] and rss < TARGETS["rss_mb"] and stall < TARGETS["stall_ms"]
    print("all targets met" if ok else "some targets missed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
