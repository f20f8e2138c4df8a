"""An installed wheel (not only the editable checkout) carries everything the app reads."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from desktop.engine.cards import SHIPPED_SETS, default_db

ROOT = Path(__file__).resolve().parents[1]

# Run from the installed copy only: prints what it loaded, as JSON.
PROBE = """
import json, sys
import desktop
from desktop import paths
from desktop.engine.cards import default_db
from desktop.tutorial.lessons import load_lessons
from desktop.tutorial.glossary import load_glossary
from desktop.ai.value import load_model
print(json.dumps({
    "package": desktop.__file__,
    "cards_dir": str(paths.cards_dir()),
    "cards": len(default_db().all_cards()),
    "theme_decks": sorted(default_db().theme_decks()),
    "lessons": len(load_lessons()),
    "glossary": len(load_glossary().entries),
    "value_features": len(load_model()),
}))
"""


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """A wheel built from a clean copy of the source (a stale ``build/`` folder could hide a missing file)."""
    source = tmp_path_factory.mktemp("source") / "holofoil"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache", ".ruff_cache"))
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", str(out), str(source)],
                   check=True, capture_output=True, text=True)
    (built,) = out.glob("holofoil-*.whl")
    return built


def test_the_wheel_ships_cards_lessons_glossary_and_the_value_model(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for module in (ROOT / "desktop").rglob("*.py"):
        assert module.relative_to(ROOT).as_posix() in names  # every package is listed in pyproject.toml
    for card_file in (ROOT / "cards").glob("*.json"):
        assert f"desktop/shipped_cards/{card_file.name}" in names
    for card_file in (ROOT / "cards" / "library").glob("*.json"):  # the card library (Table mode)
        assert f"desktop/shipped_cards/library/{card_file.name}" in names
    for lesson in (ROOT / "desktop/tutorial/lessons").glob("*.json"):
        assert f"desktop/tutorial/lessons/{lesson.name}" in names
    assert {"desktop/tutorial/glossary.json", "desktop/ai/value_model.json",
            "desktop/ai/value_model_modern.json"} <= names
    assert not any(n.startswith(("cards/", "assets/", "tests/")) for n in names)  # no stray top-level packages


def test_an_installed_wheel_finds_its_data_away_from_the_checkout(wheel, tmp_path):
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target", str(target),
                    str(wheel)], check=True, capture_output=True, text=True)
    env = {"PYTHONPATH": str(target), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-I", "-c", f"import sys; sys.path.insert(0, {str(target)!r})\n{PROBE}"],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    assert Path(found["package"]).is_relative_to(target)
    assert Path(found["cards_dir"]) == target / "desktop" / "shipped_cards"
    shipped = sum(len(json.loads((ROOT / "cards" / f"{s}.json").read_text("utf-8"))["cards"]) for s in SHIPPED_SETS)
    assert found["cards"] == shipped and shipped > 102 + 64 + 62  # every shipped set, classic and modern
    assert found["theme_decks"] == sorted(default_db().theme_decks())
    assert {"Blackout", "BodyGuard", "Brushfire", "LockDown", "Overgrowth", "Power Reserve", "Water Blast", "Zap!",
            "Lucario ex Battle Deck"} <= set(found["theme_decks"])
    assert found["lessons"] == len(list((ROOT / "desktop/tutorial/lessons").glob("*.json"))) >= 15 + 8  # 2 tracks
    assert found["glossary"] > 40 and found["value_features"] == 15
