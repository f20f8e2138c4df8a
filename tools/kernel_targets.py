"""Print the figures of issue #35's targets for the effect kernel and the card-blind core.

    PYTHONPATH=. python tools/kernel_targets.py [--json] [--no-duplicates]

* node kinds registered, and how many are used by exactly one card name or by none
  (every card of every shipped and library set is loaded and its effect trees walked);
* lines of effect code (the node and modifier modules: ``desktop/engine/fx``);
* imports made inside functions of the core (``desktop/engine/*.py``), and the import
  circles among the engine's modules (imports under ``if TYPE_CHECKING`` do not count);
* repeated-code pairs in ``desktop/`` by the ``duplicates`` command, where it is installed;
* cards implemented, of all cards in the shipped sets and the library.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

ENGINE = ROOT / "desktop" / "engine"
EFFECT_CODE = (ENGINE / "fx",)
TARGETS = {"node_kinds": 400, "single_card_kinds": 100, "effect_lines": 20_000, "core_function_imports": 0,
           "import_circle_modules": 0, "duplicate_pairs": 430}


def node_usage() -> dict:
    from desktop.engine.cards import default_db
    from desktop.node_usage import card_names_by_kind

    db = default_db()
    counts = {kind: len(names) for kind, names in card_names_by_kind(db).items()}
    cards = list(dict.values(db.by_id))
    return {
        "node_kinds": len(counts),
        "single_card_kinds": sum(1 for c in counts.values() if c == 1),
        "unused_kinds": sum(1 for c in counts.values() if c == 0),
        "cards_implemented": sum(1 for card in cards if card.implemented),
        "cards": len(cards),
    }


def effect_lines() -> int:
    return sum(len(p.read_text(encoding="utf-8").splitlines()) for d in EFFECT_CODE for p in d.rglob("*.py"))


def _is_type_checking(test: ast.expr) -> bool:
    return isinstance(test, ast.Name) and test.id == "TYPE_CHECKING" or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _module_imports(tree: ast.Module, module: str, modules: frozenset[str] = frozenset()) -> tuple[set[str], int]:
    """(modules imported at run time, at module level or inside functions; imports made inside functions).
    ``from package import module, ...`` (every name one of ``modules``) imports those modules, not the
    package's own code: a package is run before any of its modules, as for every import."""
    top: set[str] = set()
    inner = 0
    package = module.rpartition(".")[0]

    def target(node: ast.Import | ast.ImportFrom) -> list[str]:
        if isinstance(node, ast.Import):
            return [a.name for a in node.names]
        base = node.module or ""
        if node.level:
            parts = package.split(".")[: len(package.split(".")) - node.level + 1]
            base = ".".join(parts + ([base] if base else []))
        names = [f"{base}.{a.name}" for a in node.names]
        return names if all(n in modules for n in names) else [base, *names]

    def visit(node: ast.AST, in_function: bool) -> None:
        nonlocal inner
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child.test):
                continue
            if isinstance(child, ast.Import | ast.ImportFrom):
                inner += in_function
                top.update(target(child))
                continue
            visit(child, in_function or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda))

    visit(tree, False)
    return top, inner


def core_imports() -> dict:
    modules: dict[str, Path] = {}
    for path in (ROOT / "desktop").rglob("*.py"):
        rel = path.relative_to(ROOT).with_suffix("")
        name = ".".join(rel.parts[:-1] if rel.name == "__init__" else rel.parts)
        modules[name] = path
    graph: dict[str, set[str]] = {}
    core_inner = 0
    for name, path in modules.items():
        top, inner = _module_imports(ast.parse(path.read_text(encoding="utf-8")), name, frozenset(modules))
        graph[name] = {m for m in top if m in modules and m != name}
        if path.parent == ENGINE:
            core_inner += inner
    circles = [c for c in _strongly_connected(graph) if len(c) > 1]
    return {"core_function_imports": core_inner,
            "import_circle_modules": sum(len(c) for c in circles if any(m.startswith("desktop.engine") for m in c)),
            "import_circles": len(circles), "largest_circle": max((len(c) for c in circles), default=0)}


def _strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's algorithm, iterative."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []
    counter = 0
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            v, it = work[-1]
            advanced = False
            for w in it:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(sorted(graph[w]))))
                    advanced = True
                    break
                if w in on_stack:
                    low[v] = min(low[v], index[w])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                component = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    component.append(w)
                    if w == v:
                        break
                out.append(component)
    return out


def duplicate_pairs() -> int | None:
    tool = shutil.which("duplicates")
    if tool is None:
        return None
    result = subprocess.run([tool, "--repo", str(ROOT / "desktop"), "--seconds", "300"], capture_output=True,
                            text=True, check=False)
    match = re.match(r"(\d+) pairs", result.stdout)
    return int(match.group(1)) if match else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--no-duplicates", action="store_true")
    args = parser.parse_args(argv)
    figures: dict = {}
    figures.update(node_usage())
    figures["effect_lines"] = effect_lines()
    figures.update(core_imports())
    if not args.no_duplicates:
        figures["duplicate_pairs"] = duplicate_pairs()
    if args.json:
        print(json.dumps(figures, indent=2))
        return 0
    for key, value in figures.items():
        target = TARGETS.get(key)
        print(f"{key:>24}: {value if value is not None else 'n/a':>8}" + (f"   (target at most {target})"
                                                                          if target is not None else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
