"""Play a Table mode game to the end through the real table (offscreen), from two decks.

    python tools/table_playthrough.py DECK DECK [--seed N] [--save game.json] [--shot step.png]

A deck is a built-in deck's name or a deck-list file (PTCG Live or Limitless text), with cards
of any set in the card library. Both seats are people at one computer; ``TableDriver`` makes
every move as a gesture on the table (drags, buttons, passing the device), and each card
Holofoil can't run is done in a manual step. Prints the cards done by hand, what was done and
how the game ended, and checks that the saved record replays to the same position.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _names(first: str, second: str) -> tuple[str, str]:
    """Player names from the deck names (different, at most 24 letters)."""
    a, b = first[:24], second[:24]
    return (a, b) if a != b else (a[:22] + " 1", b[:22] + " 2")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("decks", nargs=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--save", type=Path, help="write the game record here")
    parser.add_argument("--shot", type=Path, help="a PNG of the table at the first manual step")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from desktop.decks.resolve import DeckSpecError, resolve_deck, ruleset_for
    from desktop.engine.game import Game
    from desktop.engine.table import manual_open
    from desktop.ui.controller import GameController
    from desktop.ui.table import TableWidget
    from desktop.ui.table_driver import TableDriver

    app = QApplication.instance() or QApplication([])
    try:
        (name0, deck0), (name1, deck1) = (resolve_deck(d, table=True) for d in args.decks)
        rules = ruleset_for([deck0, deck1]) + "+table"
    except DeckSpecError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    for name, deck in ((name0, deck0), (name1, deck1)):
        by_hand = sorted({c.name for c in deck if not c.implemented})
        print(f"{name}: {len(deck)} cards, {len(by_hand)} done by hand: {', '.join(by_hand) or 'none'}")
    game = Game.new([deck0, deck1], seed=args.seed, names=_names(name0, name1), rules=rules)
    controller = GameController(game, agents=(None, None), delay_ms=0)
    table = TableWidget(controller, animations=False, hotseat=True)
    table.resize(1600, 1000)
    table.show()
    controller.start()
    driver = TableDriver(table, seed=args.seed)
    shot_taken = args.shot is None
    for _ in range(20000):
        if controller.game.outcome is not None:
            break
        driver.step()
        app.processEvents()
        if not shot_taken and manual_open(controller.game) and table.manual_panel.isVisible():
            table.finish_animations()
            app.processEvents()
            table.grab().save(str(args.shot))
            shot_taken = True
    game = controller.game
    manual_moves = [a for a in game.history if a[0] in ("move", "counters", "condition", "swap", "flip", "shuffle",
                                                          "draw", "reveal", "look")]
    print(f"rules {game.rules.name}, seed {args.seed}: {len(game.history)} actions over {game.turn} turns")
    print(f"gestures: {dict(sorted(driver.done.items()))}")
    print(f"manual steps: {driver.done.get('manual done', 0)}, manual moves in the record: {len(manual_moves)}")
    print(f"outcome: {game.outcome}")
    loaded = Game.from_json(json.loads(json.dumps(game.to_json())))
    print(f"the saved record replays to the same position: {loaded.state_key() == game.state_key()}")
    if args.save:
        args.save.write_text(json.dumps(game.to_json(), indent=1), encoding="utf-8")
    controller.close()
    return 0 if game.outcome is not None else 1


if __name__ == "__main__":
    raise SystemExit(main())
