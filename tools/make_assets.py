"""Write the generated Energy type symbols as PNGs: ``assets/energy/<Type>.png``.

Usage: ``python tools/make_assets.py [--size 64] [--out assets/energy]``
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.engine.cards import ENERGY_TYPES  # noqa: E402
from desktop.paths import assets_dir  # noqa: E402
from desktop.render.symbols import symbol  # noqa: E402


def make_energy_icons(folder: Path, size: int = 64) -> list[Path]:
    """Draw every type symbol at ``size`` pixels into ``folder``; returns the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for energy_type in ENERGY_TYPES:
        path = folder / f"{energy_type}.png"
        symbol(energy_type, size).save(path, "PNG", optimize=True)
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=64, help="icon side in pixels (default 64)")
    parser.add_argument("--out", type=Path, default=assets_dir() / "energy", help="output folder")
    args = parser.parse_args(argv)
    for path in make_energy_icons(args.out, args.size):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
