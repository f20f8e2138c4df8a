"""The core (``desktop/engine/*.py``) is card-blind: it never imports the effect package ``fx``
(its cards' rules answer named rule points instead), makes no import inside a function, and is in
no import circle. Read from the sources with ``ast`` (imports under ``if TYPE_CHECKING`` are not
made at run time and do not count), the circles with ``tools/kernel_targets.py``'s graph."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

import pytest

from desktop.engine import game_points, rule_points
from desktop.engine.cards import default_db

ROOT = Path(__file__).resolve().parents[1]
CORE = sorted((ROOT / "desktop" / "engine").glob("*.py"))
LOADER = ROOT / "desktop" / "engine" / "__init__.py"  # the one place the effect package is imported


def _kernel_targets():
    spec = importlib.util.spec_from_file_location("kernel_targets", ROOT / "tools" / "kernel_targets.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _run_time_imports(tree: ast.Module) -> list[tuple[ast.Import | ast.ImportFrom, bool]]:
    """(import statement, made inside a function) for every import not under ``if TYPE_CHECKING``."""
    found: list[tuple[ast.Import | ast.ImportFrom, bool]] = []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                continue
            if isinstance(child, ast.Import | ast.ImportFrom):
                found.append((child, in_function))
                continue
            visit(child, in_function or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda))

    visit(tree, False)
    return found


def _names(node: ast.Import | ast.ImportFrom) -> list[str]:
    if isinstance(node, ast.Import):
        return [a.name for a in node.names]
    base = node.module or ""
    return [base] + [f"{base}.{a.name}" for a in node.names]


def _imports(path: Path) -> list[tuple[ast.Import | ast.ImportFrom, bool]]:
    return _run_time_imports(ast.parse(path.read_text(encoding="utf-8"), filename=str(path)))


def test_the_core_is_there():
    names = {p.name for p in CORE}
    assert {"game.py", "combat.py", "layer.py", "turn_steps.py", "cards.py", "rule_points.py", "kernel.py"} <= names


@pytest.mark.parametrize("path", [p for p in CORE if p != LOADER], ids=lambda p: p.name)
def test_core_module_never_imports_the_effect_package(path):
    bad = sorted({n for node, _inner in _imports(path) for n in _names(node)
                  if n == "desktop.engine.fx" or n.startswith("desktop.engine.fx.")})
    assert not bad, f"{path.name} imports {bad}: ask a rule point (rule_points.py) or a kernel part (kernel.py)"


def test_only_the_package_imports_the_effect_vocabulary():
    """``desktop/engine/__init__`` imports the effect package once, at module level."""
    found = [(_names(node), inner) for node, inner in _imports(LOADER)]
    assert (["desktop.engine.fx", "desktop.engine.fx.vocabulary"], False) in found


@pytest.mark.parametrize("path", CORE, ids=lambda p: p.name)
def test_core_module_imports_nothing_inside_functions(path):
    inner = [(node.lineno, _names(node)[-1]) for node, in_function in _imports(path) if in_function]
    assert not inner, f"{path.name} imports inside functions: {inner}"


def test_no_import_circle_holds_a_core_module():
    """Run-time imports (module level and inside functions) of every module of ``desktop``: no
    circle has a core module in it (the effect package's own modules are its business)."""
    kt = _kernel_targets()
    modules: dict[str, Path] = {}
    for path in (ROOT / "desktop").rglob("*.py"):
        rel = path.relative_to(ROOT).with_suffix("")
        modules[".".join(rel.parts[:-1] if rel.name == "__init__" else rel.parts)] = path
    graph = {}
    for name, path in modules.items():
        top, _inner = kt._module_imports(ast.parse(path.read_text(encoding="utf-8")), name, frozenset(modules))
        graph[name] = {m for m in top if m in modules and m != name}
    core = {name for name, path in modules.items() if path in CORE}
    assert "desktop.engine.game" in core and "desktop.engine.game" in graph["desktop.engine.scenario"]
    circles = [sorted(c) for c in kt._strongly_connected(graph) if len(c) > 1 and core & set(c)]
    assert not circles, circles


def test_rule_points_are_answered_and_named_for_a_mechanism():
    points = {v for k, v in vars(rule_points).items() if k.isupper() and isinstance(v, str)}
    assert len(points) >= 30
    unanswered = sorted(p for p in points if not rule_points.answerers(p))
    assert not unanswered, unanswered  # every point has a card rule that answers it
    assert all(p.startswith("rp_") for p in points)


def test_a_rule_point_no_card_answers_costs_nothing():
    """A game whose cards answer no rule point asks none (they are not in ``static_points``); a game
    with Dark Magcargo (Hot Plate) asks the one its card answers."""
    db = default_db()
    base = tuple(db.get(cid) for cid in ("base1-44", "base1-98", "base1-58", "base1-100"))  # Bulbasaur, energy, ...
    plain = game_points.static_points(base)
    assert not {p for p in plain if p.startswith("rp_")}
    magcargo = next(c for c in db.all_cards() if c.name == "Dark Magcargo" and c.set_id == "neo4")
    points = game_points.static_points((*base, magcargo))
    assert rule_points.BENCHED_FROM_HAND in points
    assert rule_points.SWITCHED not in points and rule_points.WAKE_COINS not in points
