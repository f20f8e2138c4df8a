"""Where Holofoil finds its shipped data (cards, assets)."""

from __future__ import annotations

import os
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]


def cards_dir() -> Path:
    """The folder holding ``<set>.json`` card files (override: ``HOLOFOIL_CARDS``)."""
    return Path(os.environ.get("HOLOFOIL_CARDS", REPO_ROOT / "cards"))


def assets_dir() -> Path:
    """The folder holding icons and other shipped assets."""
    return REPO_ROOT / "assets"
