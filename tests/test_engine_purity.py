"""The rules engine and the computer players are pure Python: no Qt, no UI.

Two checks: (1) no source file in ``desktop/engine`` or ``desktop/ai`` imports Qt or a
Qt-using package (read with ``ast``, so imports inside functions count too); (2) a fresh
interpreter that imports every module of both packages and plays a few moves has no
PySide6 in ``sys.modules``.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PURE_PACKAGES = ("desktop/engine", "desktop/ai")
FORBIDDEN = ("PySide6", "PySide2", "PyQt5", "PyQt6", "shiboken6", "shiboken2", "desktop.ui", "desktop.render")


def _sources() -> list[Path]:
    files = sorted(p for pkg in PURE_PACKAGES for p in (ROOT / pkg).rglob("*.py"))
    assert len(files) >= 10, files  # the packages are really there
    return files


def _imported_modules(path: Path, package: str | None = None) -> set[str]:
    """Every module ``path`` imports, anywhere in the file (``package``: for relative imports)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    if package is None:
        package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative import: resolve against the file's package
                parts = package.split(".")
                module = ".".join(parts[: len(parts) - node.level + 1] + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            names.add(module)
            names.update(f"{module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Call) and getattr(node.func, "id", "") == "__import__" and node.args:
            arg = node.args[0]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                names.add(arg.value)
    return names


def _forbidden(name: str) -> bool:
    return any(name == f or name.startswith(f + ".") for f in FORBIDDEN)


@pytest.mark.parametrize("path", _sources(), ids=lambda p: str(p.relative_to(ROOT)))
def test_source_imports_no_qt(path):
    bad = sorted(n for n in _imported_modules(path) if _forbidden(n))
    assert not bad, f"{path.relative_to(ROOT)} imports {bad}"


def test_import_scan_sees_qt_imports(tmp_path):
    """The scanner itself finds the kinds of imports it must reject."""
    probe = tmp_path / "probe.py"
    probe.write_text(
        "import PySide6.QtCore\n"
        "from ..ui import app\n"
        "def later():\n"
        "    from PySide6 import QtGui\n"
        "    return __import__('shiboken6')\n", encoding="utf-8")
    found = {n for n in _imported_modules(probe, package="desktop.engine") if _forbidden(n)}
    assert {"PySide6.QtCore", "desktop.ui", "desktop.ui.app", "PySide6", "PySide6.QtGui", "shiboken6"} <= found
    assert not any(_forbidden(n) for n in _imported_modules(ROOT / "desktop" / "engine" / "game.py"))


PROBE = r"""
import importlib, pkgutil, sys
import desktop.engine, desktop.ai
modules = []
for package in (desktop.engine, desktop.ai):
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        importlib.import_module(info.name)
        modules.append(info.name)
assert len(modules) >= 10, modules

# Play a little so that imports done lazily inside functions happen too.
from desktop.ai.base import make_agent
from desktop.engine.actions import Attack
from desktop.engine.cards import default_db
from desktop.engine.game import Game, IllegalActionError
from desktop.engine.scenario import replay
from desktop.engine.scenario import build_game

decks = default_db().theme_decks()
game = Game.new([decks["Zap!"], decks["Brushfire"]], seed=3)
agents = [make_agent("easy", 1), make_agent("easy", 2)]
for _ in range(150):
    if game.outcome is not None:
        break
    game.apply(agents[game.to_move].choose(game.view(game.to_move)))
    game.why_illegal(Attack(9))
    game.clone()
replay(game.deck_ids, game.seed, "classic", list(game.history))
Game.from_json(game.to_json())
build_game({"players": [{"active": "Pikachu", "deck": ["Bill"]}, {"active": "Zapdos", "deck": ["Bill"]}]})

qt = sorted(m for m in sys.modules if m.split(".")[0] in ("PySide6", "PySide2", "PyQt5", "PyQt6", "shiboken6"))
ui = sorted(m for m in sys.modules if m.startswith(("desktop.ui", "desktop.render")))
print("QT", qt)
print("UI", ui)
print("MODULES", len(modules))
"""


def test_importing_and_playing_loads_no_qt():
    result = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    lines = dict(line.split(" ", 1) for line in result.stdout.splitlines() if " " in line)
    assert lines["QT"] == "[]", lines["QT"]
    assert lines["UI"] == "[]", lines["UI"]
    assert int(lines["MODULES"]) >= 10
