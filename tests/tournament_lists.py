"""The real tournament lists beside the checkout (``../shared/decklists/tournament``), for tests that
import and play them; a test that needs them is skipped on a machine without them."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def tournament_folder() -> Path:
    """The folder of the tournament lists (beside the checkout, or beside a folder holding it)."""
    for folder in ROOT.parents:
        candidate = folder / "shared" / "decklists" / "tournament"
        if candidate.is_dir():
            return candidate
    pytest.skip("the tournament deck lists are not on this machine")


def tournament_lists(prefix: str = "") -> list[Path]:
    """The list files whose name starts with ``prefix`` ("2024-", "2026-"), sorted."""
    return sorted(tournament_folder().glob(f"{prefix}*.txt"))
