"""Record the golden replay fixture (``tests/fixtures/golden_base1.json.gz``).

    PYTHONPATH=. python tools/record_golden.py [--seed 1] [--per-pairing 16] [--coverage 6] [--check]

Plays games with the current engine and records, for each, the decks, the seed,
every action as text and the final position (``tests/golden_helpers.py``
``final_position``: stable public state only). ``tests/test_golden_replay.py``
replays them all and demands the identical final position, so an engine rewrite
can be checked against the behaviour of today's engine.

Two groups of games:

* ``theme``: all 16 ordered pairings of the four Base Set theme decks
  (Overgrowth, Zap!, Brushfire, Blackout), ``--per-pairing`` games each;
* ``coverage``: the theme decks hold no Pokémon Power, no Double Colorless
  Energy and only 17 of the 26 Trainers, so four more 60-card decks
  (:data:`COVERAGE_DECKS`) together put every Base Set card on the table —
  Rain Dance, Energy Trans, Damage Swap, Energy Burn, Buzzap, Strikes Back,
  Clefairy Doll, Pokémon Breeder, Devolution Spray... — all 16 ordered
  pairings, ``--coverage`` games each.

Agents, by the game's index within its pairing (see :func:`agents_for`):
mostly uniform random legal-move agents (like ``holofoil sim``), some "eager"
random agents that rarely end the turn while something else is legal (so more
gets played per turn), and some games with Normal or Easy on one or both sides
(an agent error or illegal choice is replaced by a random legal move and
counted). Each game gets its own seed derived from ``--seed``; the first player
is left to the coin flip (``first`` is None). A game stops at ``--max-actions``.

The recording is deterministic for a given command line and engine. With
``--check`` every game is also replayed from its text actions before writing.
"""

from __future__ import annotations

import argparse
import gzip
import json
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))  # golden_helpers: the fixture's path and final_position

from golden_helpers import FIXTURE, final_position  # noqa: E402

from desktop.ai.base import make_agent  # noqa: E402
from desktop.engine.actions import EndTurn, parse_action  # noqa: E402
from desktop.engine.cards import default_db  # noqa: E402
from desktop.engine.game import Game  # noqa: E402
from desktop.engine.rng import GameRandom  # noqa: E402
from desktop.engine.scenario import replay  # noqa: E402

THEME_DECKS = ("Overgrowth", "Zap!", "Brushfire", "Blackout")
RULES = "classic"
MAX_ACTIONS = 3000

# Legal 60-card decks (at most 4 of a name) that, with the theme decks, use every Base Set card.
COVERAGE_DECKS: dict[str, dict[str, int]] = {
    "Rain Dance": {  # Blastoise, Alakazam (Damage Swap), Poliwrath, Dewgong
        "Squirtle": 4, "Wartortle": 3, "Blastoise": 3, "Abra": 4, "Kadabra": 3, "Alakazam": 3,
        "Poliwag": 2, "Poliwhirl": 1, "Poliwrath": 1, "Seel": 2, "Dewgong": 1,
        "Pokémon Breeder": 4, "Clefairy Doll": 2, "Devolution Spray": 2, "Pokémon Center": 2, "Scoop Up": 2,
        "Item Finder": 1, "Pokédex": 1,
        "Water Energy": 13, "Psychic Energy": 4, "Double Colorless Energy": 2,
    },
    "Energy Trans": {  # Venusaur, Charizard (Energy Burn), Metapod, Koffing, Magmar
        "Bulbasaur": 4, "Ivysaur": 3, "Venusaur": 3, "Charmander": 4, "Charmeleon": 3, "Charizard": 3,
        "Caterpie": 2, "Metapod": 1, "Koffing": 2, "Ponyta": 2, "Magmar": 1,
        "Pokémon Breeder": 4, "Pokémon Trader": 2, "Impostor Professor Oak": 2, "Full Heal": 2, "Revive": 2,
        "Pokémon Flute": 2,
        "Grass Energy": 9, "Fire Energy": 7, "Double Colorless Energy": 2,
    },
    "Buzzap": {  # Electrode, Machamp (Strikes Back), Raichu, Magneton, Zapdos, Dugtrio
        "Voltorb": 4, "Electrode": 3, "Machop": 4, "Machoke": 3, "Machamp": 3,
        "Pikachu": 2, "Raichu": 1, "Magnemite": 2, "Magneton": 1, "Zapdos": 1, "Electabuzz": 1,
        "Diglett": 2, "Dugtrio": 1,
        "Pokémon Breeder": 4, "Maintenance": 2, "Pokédex": 2, "Item Finder": 2, "Scoop Up": 2,
        "Energy Removal": 2,
        "Lightning Energy": 9, "Fighting Energy": 7, "Double Colorless Energy": 2,
    },
    "Colorless": {  # Chansey, Clefairy, Nidoking, Dragonair, Pidgeotto, Raticate, Doduo, Porygon
        "Chansey": 2, "Clefairy": 3, "Nidoran ♂": 3, "Nidorino": 2, "Nidoking": 2, "Dratini": 3,
        "Dragonair": 2, "Pidgey": 3, "Pidgeotto": 2, "Doduo": 2, "Rattata": 3, "Raticate": 2, "Porygon": 2,
        "Clefairy Doll": 2, "Devolution Spray": 2, "Computer Search": 1, "Professor Oak": 1, "Super Potion": 1,
        "Lass": 1, "Pokémon Center": 1, "Full Heal": 1, "Revive": 1,
        "Double Colorless Energy": 4, "Grass Energy": 8, "Water Energy": 6,
    },
}

AGENT_KINDS = ("random", "eager", "normal", "easy")


def _mix(seed: int, salt: int) -> int:
    return GameRandom((seed * 0x9E3779B1 + salt) & ((1 << 64) - 1)).next64() >> 16


def coverage_deck(name: str) -> list:
    db = default_db()
    out = []
    for card_name, count in COVERAGE_DECKS[name].items():
        matches = [c for c in db.by_name[card_name.lower()] if c.set_id == "base1"]  # Base Set's printing
        assert len(matches) == 1, card_name
        card = matches[0]
        assert count <= 4 or (card.kind == "energy" and card.subtype == "Basic"), card_name
        out += [card] * count
    assert len(out) == 60, (name, len(out))
    return out


def all_decks() -> dict[str, list]:
    theme = default_db().theme_decks()
    decks = {name: theme[name] for name in THEME_DECKS}
    decks.update({name: coverage_deck(name) for name in COVERAGE_DECKS})
    return decks


def agents_for(group: str, k: int) -> tuple[str, str]:
    """The agents of game ``k`` of a pairing: mostly random, some eager, Normal and Easy."""
    if group == "theme":
        table = [("random", "random")] * 8 + [
            ("eager", "eager"), ("eager", "random"), ("normal", "normal"), ("normal", "normal"),
            ("normal", "random"), ("random", "normal"), ("easy", "normal"), ("normal", "eager"),
        ]
    else:
        table = [("random", "random"), ("eager", "eager"), ("normal", "normal"), ("eager", "normal"),
                 ("normal", "random"), ("easy", "eager")]
    return table[k % len(table)]


EAGER_TURN = 40  # an eager agent plays uniformly once its turn has lasted this many actions


class RandomAgent:
    """Uniform among the legal actions; ``eager`` ends the turn only 1 time in 20 while
    anything else is legal (prompts are still answered uniformly), for its first
    ``EAGER_TURN`` actions of a turn (so endless Energy Trans or Damage Swap loops end)."""

    def __init__(self, seed: int, eager: bool) -> None:
        self.rng = GameRandom(seed)
        self.eager = eager
        self.turn = -1
        self.acted = 0

    def pick(self, game: Game):
        legal = game.legal_actions()
        if game.turn != self.turn:
            self.turn, self.acted = game.turn, 0
        self.acted += 1
        if (self.eager and game.prompt is None and len(legal) > 1 and self.acted <= EAGER_TURN
                and self.rng.below(20)):
            others = [a for a in legal if not isinstance(a, EndTurn)]
            return others[self.rng.below(len(others))]
        return legal[self.rng.below(len(legal))]


def play(decks: tuple[list, list], seed: int, agent_kinds: tuple[str, str], max_actions: int,
         stats: Counter, rules: str = RULES) -> tuple[Game, list[str]]:
    """One recorded game under ``rules``; returns the game and its actions as text."""
    game = Game.new(list(decks), seed=seed, rules=rules)
    agents = []
    for player, kind in enumerate(agent_kinds):
        agent_seed = _mix(seed, 17 + player)
        if kind in ("random", "eager"):
            agents.append(RandomAgent(agent_seed, kind == "eager"))
        else:
            agent = make_agent(kind, seed=agent_seed)
            agent.new_game()
            agents.append(agent)
    fallback = GameRandom(_mix(seed, 99))
    texts: list[str] = []
    while game.outcome is None and len(texts) < max_actions:
        player = game.to_move
        agent = agents[player]
        if isinstance(agent, RandomAgent):
            action = agent.pick(game)
        else:
            try:
                action = agent.choose(game.view(player))
            except Exception:  # counted; a random legal move is played instead
                action = None
            if action is None or action not in game.legal_set():
                stats["agent fallbacks"] += 1
                legal = game.legal_actions()
                action = legal[fallback.below(len(legal))]
        text = str(action)
        if parse_action(text) != action:
            raise AssertionError(f"action {action!r} does not survive its text form {text!r}")
        game.apply(action)
        texts.append(text)
    return game, texts


def count_actions(actions: list[str]) -> Counter:
    return Counter(text.split(" ", 1)[0] for text in actions)


def check_replay(game: Game, seed: int, rules: str, actions: list[str], position, label: str) -> None:
    """Raise unless replaying ``actions`` from ``seed`` gives ``game``'s ``position`` (a function of a game)."""
    again = replay(game.deck_ids, seed, rules, [parse_action(t) for t in actions])
    if position(again) != position(game):
        raise AssertionError(f"{label} does not replay")


def tally(stats: Counter, game: Game, actions: list[str]) -> None:
    """Count a recorded game's actions by verb, and whether it finished."""
    stats.update(count_actions(actions))
    stats["games"] += 1
    stats["finished" if game.outcome is not None else "stopped at the action cap"] += 1


def git_commit() -> str:
    try:
        return subprocess.run(["git", "-C", str(ROOT), "rev-parse", "HEAD"], capture_output=True, text=True,
                              check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return ""


def record(seed: int, per_pairing: int, coverage: int, max_actions: int, check: bool) -> tuple[dict, Counter]:
    decks = all_decks()
    groups = [("theme", THEME_DECKS, per_pairing), ("coverage", tuple(COVERAGE_DECKS), coverage)]
    games = []
    stats: Counter = Counter()
    for group, names, count in groups:
        pairings = [(a, b) for a in names for b in names]
        for k in range(count):
            for a, b in pairings:
                index = len(games)
                game_seed = _mix(seed, index)
                agents = agents_for(group, k)
                game, actions = play((decks[a], decks[b]), game_seed, agents, max_actions, stats)
                final = final_position(game)
                if check:
                    label = f"game {index} ({a} vs {b}, seed {game_seed})"
                    check_replay(game, game_seed, RULES, actions, final_position, label)
                tally(stats, game, actions)
                games.append({
                    "group": group, "decks": [a, b], "agents": list(agents), "seed": game_seed, "first": None,
                    "rules": RULES, "actions": actions, "final": final,
                })
    fixture = {
        "about": "Golden replay games of the Holofoil engine; see tools/record_golden.py and "
                 "tests/test_golden_replay.py.",
        "format": 1,
        "recorded_at_commit": git_commit(),
        "command": {"seed": seed, "per_pairing": per_pairing, "coverage": coverage, "max_actions": max_actions},
        "decks": {name: [card.id for card in cards] for name, cards in decks.items()},
        "games": games,
    }
    return fixture, stats


def write(fixture: dict, path: Path) -> int:
    """Compact JSON, one game per line, gzipped reproducibly (no timestamp); returns the size."""
    head = {k: v for k, v in fixture.items() if k != "games"}
    lines = [json.dumps(head, ensure_ascii=False, separators=(",", ":"))[:-1] + ',"games":[']
    games = fixture["games"]
    for i, game in enumerate(games):
        lines.append(json.dumps(game, ensure_ascii=False, separators=(",", ":")) + ("," if i < len(games) - 1 else ""))
    lines.append("]}")
    data = ("\n".join(lines) + "\n").encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0,
                                                compresslevel=9) as f:
        f.write(data)
    return path.stat().st_size


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--per-pairing", type=int, default=16, help="games per theme-deck pairing")
    parser.add_argument("--coverage", type=int, default=6, help="games per coverage-deck pairing")
    parser.add_argument("--max-actions", type=int, default=MAX_ACTIONS)
    parser.add_argument("--check", action="store_true", help="replay every game before writing")
    parser.add_argument("--out", type=Path, default=FIXTURE)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    fixture, stats = record(args.seed, args.per_pairing, args.coverage, args.max_actions, args.check)
    size = write(fixture, args.out)
    print(f"{stats['games']} games, {sum(len(g['actions']) for g in fixture['games'])} actions "
          f"in {time.perf_counter() - start:.1f} s -> {args.out} ({size / 1024:.0f} KiB)")
    print("  " + ", ".join(f"{k}: {v}" for k, v in sorted(stats.items()) if k != "games"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
