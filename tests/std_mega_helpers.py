"""Shared positions and moves for the tests of today's Standard sets (``tests/test_std_mega_cards*.py``)."""

from __future__ import annotations

from desktop.engine.actions import Attack, Choose, Retreat, UsePower
from tests.engine_helpers import mon, new_game, side

FIGHTING, GRASS, FIRE, WATER, LIGHTNING, PSYCHIC = "sve-6", "sve-1", "sve-2", "sve-3", "sve-4", "sve-5"

PLUME, JAW, ARCHEN = "rsv10pt5-79", "me3-68", "rsv10pt5-50"

METAL, DARK = "sve-8", "sve-7"

DARKRAI_EX, PALAFIN, LUNATONE = "svp-110", "sv3-62", "me1-74"

DARKNESS = DARK


def attack_named(game, name: str, player: int = 0) -> None:
    card = game.card_of(game.players[player].active)
    game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == name)))


def damage_by(attacker: str, attack: str, energy, defender=LUNATONE, **mine) -> int:
    """The damage ``attack`` does to ``defender`` (player 1's Active Pokémon)."""
    me = side(mon(attacker, energy=energy), **mine)
    game = new_game(me, side(mon(defender)), rules="modern")
    return run_attack(game, attack)


def run_attack(game, attack: str) -> int:
    """Attack (taking the first option of any prompt); the damage done to player 1's Active Pokémon."""
    card = game.card_of(game.players[0].active)
    events = game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == attack)))
    while game.pending is not None and game.pending.player == 0:
        events += game.apply(game.legal_actions()[0])
    return sum(e.amount for e in events if e.kind == "damage" and e.player == 1 and e.pos == 0)


def power_named(game, pos: int, name: str):
    card = game.card_of(game.players[0].slot(pos))
    return UsePower(pos, next(i for i, p in enumerate(card.powers) if p.name == name))


def answer_all(game, pick=0) -> list:
    """Answer player 0's prompts with the option at index ``pick`` (or the only one); the events."""
    events: list = []
    while game.pending is not None and game.pending.player == 0:
        options = game.pending.options
        events += game.apply(Choose(options[min(pick, len(options) - 1)]))
    return events


def their_attack(me: dict, attacker: dict, attack: str) -> int:
    """Player 1's ``attacker`` uses ``attack`` on player 0's Active Pokémon; the damage done to it."""
    game = new_game(me, side(attacker), rules="modern")
    game.apply(game.legal_actions()[-1])  # end the turn
    card = game.card_of(game.players[1].active)
    events = game.apply(Attack(next(i for i, a in enumerate(card.attacks) if a.name == attack)))
    return sum(e.amount for e in events if e.kind == "damage" and e.player == 0 and e.pos == 0)


def with_stadium(game, card_id: str):
    """Put the Stadium ``card_id`` (in player 0's hand) into play."""
    uid = next(u for u in game.players[0].hand if game.cards[u].id == card_id)
    game.players[0].hand.remove(uid)
    game.stadium = uid
    return game


def retreat_opponent(game, to: int = 1):
    """End player 0's turn; player 1 retreats to Bench spot ``to`` (paying with the Energy attached)."""
    game.apply(game.legal_actions()[-1])
    game.apply(Retreat(to))
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))

