"""The card library at scale (issue #14): prints figures against the targets.

    python benchmarks/bench_library.py [--source ../shared/card-data] [--skip-compile]

* compiling every set file of the card data with the card compiler [< 60 s on one core]
  (needs the public card data beside the checkout; skipped without it);
* loading the card database of every shipped set, in a fresh process [cold start < 1.5 s];
* deck editor search over every card, per keystroke, typing queries letter by letter
  [at most 50 ms];
* resident memory with the deck editor open on every card [at most 400 MB];
* the card library (issue #19): loading every library set, as a deck list naming an unknown
  set does, in a fresh process, with the memory it takes [< 1.5 s, at most 400 MB in all].
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

TARGETS = {"compile_s": 60.0, "load_s": 1.5, "keystroke_ms": 50.0, "rss_mb": 400.0}
QUERIES = ("charizard ex", "draw 3 cards", "paralyzed", "search your deck")


def compile_everything(source: Path) -> tuple[float, int, int]:
    """(seconds, cards, cards with something compiled) for every set file of the card data."""
    from import_cards import convert_card

    from desktop.compiler.analogy import ExampleBook
    from desktop.compiler.compile import compile_card
    from desktop.paths import cards_dir

    start = time.perf_counter()
    book = ExampleBook.from_folder(cards_dir())  # as "holofoil cards import" does
    cards = compiled = 0
    for path in sorted((source / "cards").glob("*.json")):
        set_id = path.stem
        for raw in json.loads(path.read_text("utf-8")):
            cards += 1
            try:
                compiled += bool(compile_card(raw, convert_card(raw), set_id, set_id.upper(), book))
            except (KeyError, ValueError):
                continue  # a card the converter can't read (reported by the report, not here)
    return time.perf_counter() - start, cards, compiled


def load_in_fresh_process() -> float:
    code = ("import time; t = time.perf_counter(); from desktop.engine.cards import default_db; db = default_db(); "
            "print(time.perf_counter() - t, len(db.all_cards()))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return float(out.split()[0])


def library_in_fresh_process() -> tuple[float, int, float]:
    """Seconds to load every card library set after the shipped ones, cards then loaded, peak RSS (MB)."""
    code = ("import time, resource; from desktop.engine.cards import default_db; db = default_db(); "
            "t = time.perf_counter(); db.load_library(); s = time.perf_counter() - t; "
            "print(s, len(db.all_cards()), resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    seconds, cards, rss = out.split()
    return float(seconds), int(cards), float(rss)


def search_and_memory() -> tuple[list[float], float, int]:
    """Per-keystroke search times (ms), RSS (MB) with the editor open, and the cards it browses."""
    import os
    import resource

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from desktop.ui.deck_editor import DeckEditor

    app = QApplication.instance() or QApplication([])
    editor = DeckEditor()
    editor.resize(1500, 950)
    editor.show()
    deadline = time.perf_counter() + 5
    while editor.browser._warm_timer.isActive() and time.perf_counter() < deadline:
        app.processEvents()  # a player looks at the browser before typing: search warms up meanwhile
    times = []
    for query in QUERIES:
        editor.browser.search_box.clear()
        app.processEvents()
        for i in range(1, len(query) + 1):
            start = time.perf_counter()
            editor.browser.search_box.setText(query[:i])
            app.processEvents()
            times.append((time.perf_counter() - start) * 1000)
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return times, rss, editor.browser.model.rowCount()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=ROOT.parent / "shared" / "card-data")
    parser.add_argument("--skip-compile", action="store_true")
    args = parser.parse_args()
    if not args.skip_compile and (args.source / "cards").is_dir():
        seconds, cards, compiled = compile_everything(args.source)
        print(f"compile every set file: {seconds:.1f} s for {cards} cards ({compiled} with something compiled)  "
              f"[target < {TARGETS['compile_s']:.0f} s]")
    loads = sorted(load_in_fresh_process() for _ in range(3))
    print(f"card database load, fresh process: {loads[1]:.2f} s median of 3  [target < {TARGETS['load_s']} s]")
    seconds, library_cards, library_rss = library_in_fresh_process()
    print(f"card library: every set loaded in {seconds:.2f} s, {library_cards} cards in all, {library_rss:.0f} MB "
          f"peak RSS  [targets < {TARGETS['load_s']} s, <= {TARGETS['rss_mb']:.0f} MB]")
    times, rss, cards = search_and_memory()
    print(f"deck editor search over {cards} cards: per keystroke median {statistics.median(times):.1f} ms, "
          f"max {max(times):.1f} ms over {len(times)} keystrokes  [target <= {TARGETS['keystroke_ms']:.0f} ms]")
    print(f"memory with the deck editor open: {rss:.0f} MB peak RSS  [target <= {TARGETS['rss_mb']:.0f} MB]")


if __name__ == "__main__":
    main()
