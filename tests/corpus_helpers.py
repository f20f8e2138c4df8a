"""The behaviour corpus: where it lives, how it is read, and how a final state is hashed.

``tools/record_corpus.py`` plays seeded games over every built-in deck with the
engine of the day and keeps, for each, the deck card ids, the seed, the rules,
every action as text and a hash of the final position. ``tests/test_corpus_replay.py``
replays them and demands the same hash, so a refactor of the core or the effect
nodes can be shown to leave every implemented card's behaviour unchanged.
"""

from __future__ import annotations

import gzip
import hashlib
import json
from pathlib import Path

from golden_helpers import final_position

CORPUS = Path(__file__).resolve().parent / "fixtures" / "corpus.json.gz"


def position_hash(game) -> str:
    """A short, stable hash of :func:`golden_helpers.final_position` of ``game``."""
    text = json.dumps(final_position(game), sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:20]


def load_corpus(path: Path = CORPUS) -> dict:
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return json.load(f)
