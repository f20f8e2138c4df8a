"""Shared helpers of the tests of Temporal Forces to Stellar Crown (tests/test_std_sv5_sv7_*.py)."""

from __future__ import annotations

from desktop.engine.actions import Attack, Choose, UsePower
from tests.engine_helpers import new_game

GRASS, FIRE, WATER, LIGHTNING, PSYCHIC, FIGHTING, DARK, METAL = (f"sve-{i}" for i in range(1, 9))
DARKRAI = "svp-110"  # Darkrai ex, 210 HP, a Pokémon ex with Grass Weakness
JET, RESCUE_BOARD, GRAVITY_MOUNTAIN = "sv8-252", "sv5-159", "sv8-177"  # a Special Energy, a Tool, a Stadium


def _attack(game, name: str) -> list:
    card = game.card_of(game.players[0].active)
    return game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == name)))


def _power(game, pos: int, name: str):
    card = game.card_of(game.players[0].slot(pos))
    return game.apply(UsePower(pos, next(i for i, p in enumerate(card.powers) if p.name == name)))


def _dealt(game) -> list[int]:
    return [e.amount for e in game.last_events if e.kind == "damage" and e.player == 1]


def _hit(me: dict, them: dict, name: str, **options) -> list[int]:
    game = new_game(me, them, rules="modern", **options)
    _attack(game, name)
    return _dealt(game)


def _heads(events) -> int:
    return sum(1 for e in events if e.kind == "coin" and e.amount == 1)


def _attack_as(game, player: int, name: str) -> list:
    card = game.card_of(game.players[player].active)
    return game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == name)))


def _playable(game, name: str) -> bool:
    from desktop.engine.actions import PlayTrainer

    return any(isinstance(a, PlayTrainer) and game.name_of(a[1]) == name for a in game.legal_actions())


def _end_turn(game) -> None:
    from desktop.engine.actions import EndTurn

    game.apply(EndTurn())


def _attackable(game, name: str) -> bool:
    card = game.card_of(game.players[0].active)
    index = next(i for i, a in enumerate(card.attacks) if a.name == name)
    return Attack(index) in game.legal_actions()


def _yes(game) -> None:
    assert game.pending is not None and game.pending.purpose == "may"
    game.apply(Choose("yes"))


def _play(game, name: str, target=None) -> list:
    from tests.engine_helpers import play

    return play(game, name, target)


def default_db_card(card_id: str):
    from desktop.engine.cards import default_db

    return default_db().get(card_id)
