"""Where Holofoil finds its shipped data (cards, assets)."""

from __future__ import annotations

import os
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
SHIPPED_CARDS = Path(__file__).resolve().parent / "shipped_cards"  # cards/ as installed from a wheel


def cards_dir() -> Path:
    """The folder holding ``<set>.json`` card files (override: ``HOLOFOIL_CARDS``).

    In a checkout (or an editable install) that is the top-level ``cards/`` folder, so
    edits there take effect at once; an installed wheel carries a copy in the package.
    """
    override = os.environ.get("HOLOFOIL_CARDS")
    if override:
        return Path(override)
    checkout = REPO_ROOT / "cards"
    return checkout if checkout.is_dir() else SHIPPED_CARDS


def assets_dir() -> Path:
    """The folder holding icons and other exported assets (a checkout's ``assets/``)."""
    return REPO_ROOT / "assets"
