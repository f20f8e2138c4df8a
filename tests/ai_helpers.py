"""Positions for the computer-opponent tests: seeded random games, hidden cards dealt again."""

from __future__ import annotations

from desktop.engine.cards import default_db
from desktop.engine.game import Game
from desktop.engine.rng import GameRandom

DECKS = ["Overgrowth", "Zap!", "Brushfire", "Blackout"]


def random_positions(count: int, seed: int) -> list[Game]:
    """Positions from seeded random games: main phases and prompts of both players."""
    theme = default_db().theme_decks()
    rng = GameRandom(seed)
    out: list[Game] = []
    game_no = 0
    while len(out) < count:
        a, b = DECKS[game_no % 4], DECKS[(game_no // 4 + game_no) % 4]
        game = Game.new([theme[a], theme[b]], seed=seed * 1000 + game_no)
        game_no += 1
        stop = 3 + rng.below(60)
        for _ in range(stop):
            if game.outcome is not None:
                break
            legal = game.legal_actions()
            game.apply(legal[rng.below(len(legal))])
        if game.outcome is None:
            out.append(game)
    return out


def shuffled_hidden(game: Game, owner: int, seed: int) -> Game:
    """``game`` with ``owner``'s hand, deck and Prizes dealt differently from the same cards."""
    other = game.clone()
    p = other.players[owner]
    pool = p.hand + p.deck + p.prizes
    GameRandom(seed).shuffle(pool)
    sizes = (len(p.hand), len(p.deck), len(p.prizes))
    p.hand, p.deck, p.prizes = pool[:sizes[0]], pool[sizes[0]:sizes[0] + sizes[1]], pool[sizes[0] + sizes[1]:]
    other._legal = other._legal_set = None
    return other
