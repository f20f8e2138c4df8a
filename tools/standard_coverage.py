"""How much of today's Standard Holofoil can play: distinct cards (by name and printed-text
fingerprints) with regulation mark H, I or J in the Standard sets, implemented or not, and per set.

    PYTHONPATH=. python tools/standard_coverage.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from desktop.decks.formats import print_key  # noqa: E402
from desktop.engine.cards import default_db  # noqa: E402

STANDARD_SETS = ("sv5", "sv6", "sv6pt5", "sv7", "sv8", "sv8pt5", "sv9", "sv10", "zsv10pt5", "rsv10pt5", "me1", "me2",
                 "me2pt5", "me3")
MARKS = ("H", "I", "J")


def main() -> None:
    db = default_db()
    distinct: dict[tuple, bool] = {}
    for set_id in STANDARD_SETS:
        for card in db.sets[set_id].cards:
            if card.regulation in MARKS or card.is_basic_energy:
                key = print_key(card)
                distinct[key] = distinct.get(key, False) or card.implemented
    done, total = sum(distinct.values()), len(distinct)
    print(f"Standard 2026 (marks {', '.join(MARKS)}): {done}/{total} distinct cards implemented "
          f"({100 * done / total:.1f}%)  [target >= 80%]")
    for set_id in STANDARD_SETS:
        cards = db.sets[set_id].cards
        print(f"  {set_id:9} {sum(c.implemented for c in cards):4}/{len(cards):4} cards implemented")


if __name__ == "__main__":
    main()
