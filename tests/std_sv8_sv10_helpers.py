"""Helpers of the tests of Surging Sparks, Prismatic Evolutions, Journey Together and Destined Rivals
cards (tests/test_std_sv8_sv10_cards*.py): positions, attacks by name, prompts answered."""

from __future__ import annotations

from desktop.engine.actions import Attack, Choose
from tests.engine_helpers import new_game

GRASS, FIRE, WATER, LIGHTNING, PSYCHIC, FIGHTING, DARK, METAL = (f"sve-{i}" for i in range(1, 9))
DARKRAI = "svp-110"  # a Basic Darkness Pokémon ex, Weakness Grass
WEEZING = ("sv10-126", "sv10-125")  # Team Rocket's Weezing on Team Rocket's Koffing: Stage 1, Weakness Fighting
JET = "sv8-252"  # Jet Energy: a Special Energy
MAMOSWINE = ("sv9-79", "sv9-77", "sv9-78")  # 340 HP, Weakness Grass


def _attack(game, name: str) -> None:
    card = game.card_of(game.players[game.current].active)
    game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == name)))


def dealt(game, name: str, player: int = 1) -> int:
    """Attack with ``name`` and return the attack's damage to the other player's Active Pokémon."""
    _attack(game, name)
    return next((e.amount for e in game.last_events if e.kind == "damage" and e.player == player and e.pos == 0), 0)


def modern(me, them, **kw):
    return new_game(me, them, rules="modern", **kw)


def _answer_all(game, pick=0) -> None:
    """Answer every open prompt with its ``pick``-th option."""
    while game.pending is not None:
        game.apply(Choose(game.pending.options[pick]))


def _power(game, pos: int, name: str) -> None:
    from desktop.engine.actions import UsePower

    card = game.card_of(game.players[0].slot(pos))
    game.apply(UsePower(pos, next(i for i, p in enumerate(card.powers) if p.name == name)))


def _play(game, card_id: str, target=None) -> None:
    from desktop.engine.actions import PlayTrainer

    uid = next(u for u in game.players[0].hand if game.cards[u].id == card_id)
    game.apply(PlayTrainer(uid, target))


def _next_turn(game) -> None:
    """The opponent ends their turn (answering any prompt first)."""
    from desktop.engine.actions import EndTurn

    _answer_all(game)
    game.apply(EndTurn())
    _answer_all(game)


def _can_attack(game) -> bool:
    return any(a[0] == "attack" for a in game.legal_actions())


def _take_all(game) -> None:
    """Answer optional "take a card" prompts by taking a card each time until none is left."""
    while game.pending is not None:
        options = [o for o in game.pending.options if o is not None]
        game.apply(Choose(options[0] if options else None))


def _my_turn_again(game) -> None:
    """End my turn after an attack, and the opponent's turn, back to me."""
    from desktop.engine.actions import EndTurn

    _answer_all(game)
    game.apply(EndTurn())
    _answer_all(game)


def default_hp(card_id: str) -> int:
    from desktop.engine.cards import default_db

    return default_db().get(card_id).hp
