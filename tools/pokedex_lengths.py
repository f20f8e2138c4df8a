"""Write ``cards/pokedex_lengths.json``: the length a classic card prints for each Pokémon
("Length: 5' 7\""), by national Pokédex number, for Blaine's Quiz #1.

The card data has no lengths. A classic card prints the Pokédex height in feet and inches; the public
PokeAPI data holds the same height in decimetres (``data/v2/csv/pokemon.csv``, column ``height``, the
default form of each species). This tool converts decimetres to the nearest inch and writes feet and
inches the way the cards print them (17 dm -> 5' 7", Charizard). Only the facts are taken.

Usage: python tools/pokedex_lengths.py POKEMON_CSV [--last 251]
  (POKEMON_CSV: a copy of PokeAPI's data/v2/csv/pokemon.csv)
"""

from __future__ import annotations

import argparse
import csv
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "cards" / "pokedex_lengths.json"
INCHES_PER_DECIMETRE = 100 / 25.4


def printed_length(decimetres: int) -> str:
    """Feet and inches as a classic card prints them: 17 -> 5' 7", 4 -> 1' 4"."""
    inches = int(decimetres * INCHES_PER_DECIMETRE + 0.5)
    return f"{inches // 12}' {inches % 12}\""


def read_heights(path: Path, last: int) -> dict[int, int]:
    """Species number -> height in decimetres, from the default form of each species."""
    heights: dict[int, int] = {}
    with path.open(newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            species = int(row["species_id"])
            if row["is_default"] == "1" and 1 <= species <= last:
                heights[species] = int(row["height"])
    return heights


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("csv", type=Path)
    parser.add_argument("--last", type=int, default=251, help="the last national Pokédex number kept")
    args = parser.parse_args()
    heights = read_heights(args.csv, args.last)
    missing = [n for n in range(1, args.last + 1) if n not in heights]
    if missing:
        raise SystemExit(f"no height for Pokédex numbers {missing}")
    data = {  # every string of a card file is short (tests/test_card_import.py): the details are above
        "source": "PokeAPI data/v2/csv/pokemon.csv",
        "made_by": "tools/pokedex_lengths.py",
        "lengths": {str(n): printed_length(heights[n]) for n in sorted(heights)},
    }
    OUT.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {len(heights)} lengths to {OUT}")


if __name__ == "__main__":
    main()
