"""Small helpers for engine tests: build a position, act by card/attack name, read events.

Positions are built with ``desktop.engine.scenario.build_game``; every action goes
through ``game.apply`` after checking that it is among ``game.legal_actions()``.
"""

from __future__ import annotations

from desktop.engine.actions import (
    AttachEnergy,
    Attack,
    Choose,
    Evolve,
    PlayBasic,
    PlayTrainer,
    Retreat,
    UsePower,
)
from desktop.engine.cards import CardDef, default_db
from desktop.engine.game import Game
from desktop.engine.rng import GameRandom
from desktop.engine.scenario import build_game

FILLER = "Fighting Energy"  # deck and Prize filler; no test below searches for it


def mon(card: str, *under: str, energy=(), damage: int = 0, **extra) -> dict:
    """A Pokémon in play: ``mon("Charizard", "Charmander", "Charmeleon", energy=[...])``."""
    spec = {"card": card, "under": list(under), "energy": list(energy), "damage": damage}
    spec.update(extra)
    return spec


def side(active, bench=(), hand=(), deck=None, prizes=None, discard=(), lost=()) -> dict:
    """One player's half of a scenario (10 filler cards in the deck, 6 filler Prizes by default)."""
    return {
        "active": active if active is None or isinstance(active, dict) else {"card": active},
        "bench": [b if isinstance(b, dict) else {"card": b} for b in bench],
        "hand": list(hand),
        "deck": [FILLER] * 10 if deck is None else list(deck),
        "prizes": [FILLER] * 6 if prizes is None else list(prizes),
        "discard": list(discard),
        "lost": list(lost),
    }


def new_game(me: dict, them: dict, seed: int = 0, **options) -> Game:
    """Player 0 (``me``) is to move in their main phase, turn 3 unless told otherwise."""
    return build_game({"seed": seed, "players": [me, them], **options})


def total(game: Game) -> int:
    """Every card of both players, wherever it is."""
    return len(game.all_cards(0)) + len(game.all_cards(1))


def do(game: Game, action) -> list:
    """Apply ``action`` after checking it is offered; returns the events. Every card of both
    players is still somewhere afterwards."""
    legal = game.legal_actions()
    assert action in legal, f"{action!r} not legal; legal: {legal}"
    before = total(game)
    events = game.apply(action)
    assert total(game) == before, f"{action!r} lost or made cards: {before} -> {total(game)}"
    return events


def choose(game: Game, value) -> list:
    assert game.pending is not None, f"no prompt open (wanted to choose {value!r})"
    return do(game, Choose(value))


def take_found(game: Game) -> list:
    """Take the one card a search of the deck found: a search for cards of a kind asks even then, as it
    may always find none (seed 000, H. Deck)."""
    assert game.pending is not None and game.pending.zone == "deck" and game.pending.optional, game.pending
    assert len(game.pending.options) == 1, [game.name_of(u) for u in game.pending.options]
    return choose(game, game.pending.options[0])


def attack_index(game: Game, name: str, player: int | None = None) -> int:
    player = game.current if player is None else player
    card = game.card_of(game.players[player].active)  # what Transform makes it, too
    names = [a.name for a in card.attacks]
    assert name in names, f"{card.name} has no attack {name!r}: {names}"
    return names.index(name)


def attack(game: Game, name: str) -> list:
    return do(game, Attack(attack_index(game, name)))


def hand_card(game: Game, name: str, player: int | None = None) -> int:
    player = game.current if player is None else player
    for uid in game.players[player].hand:
        if game.name_of(uid) == name:
            return uid
    raise AssertionError(f"{name} not in hand of player {player}")


def play(game: Game, name: str, target=None) -> list:
    return do(game, PlayTrainer(hand_card(game, name), target))


def attach(game: Game, name: str, target: int) -> list:
    return do(game, AttachEnergy(hand_card(game, name), target))


def bench(game: Game, name: str) -> list:
    return do(game, PlayBasic(hand_card(game, name)))


def evolve(game: Game, name: str, target: int) -> list:
    return do(game, Evolve(hand_card(game, name), target))


def retreat(game: Game, to: int) -> list:
    return do(game, Retreat(to))


def power(game: Game, pos: int, index: int = 0) -> list:
    return do(game, UsePower(pos, index))


def coins(events) -> list[bool]:
    """The coin flips among ``events`` (True = heads)."""
    return [e.amount == 1 for e in events if e.kind == "coin"]


def seed_for(*heads: bool, skip: int = 0) -> int:
    """The first seed whose coin flips (after ``skip`` other draws of the generator) are ``heads``."""
    for seed in range(10_000):
        rng = GameRandom(seed)
        for _ in range(skip):
            rng.next64()
        if all(rng.coin() == want for want in heads):
            return seed
    raise AssertionError("no seed found")


def slot(game: Game, player: int, pos: int = 0):
    return game.players[player].slot(pos)


def names(game: Game, uids) -> list[str]:
    return [game.name_of(u) for u in uids]


def zone_names(game: Game, player: int, zone: str) -> list[str]:
    return sorted(names(game, getattr(game.players[player], zone)))


def end_turn(game: Game) -> list:
    from desktop.engine.actions import END_TURN

    return do(game, END_TURN)


H, T = True, False


def not_implemented(monkeypatch, card_id: str, attack: str = "") -> CardDef:
    """For one test, make ``card_id`` (or only its ``attack``) a text Holofoil can't run, as the card
    data leaves some: Table mode's tests then need no card the compiler may reach tomorrow."""
    import dataclasses

    db = default_db()
    card = db.get(card_id)
    if attack:
        attacks = tuple(dataclasses.replace(a, implemented=False, effect=None, before=None, after=None)
                        if a.name == attack else a for a in card.attacks)
        stand_in = dataclasses.replace(card, attacks=attacks, missing=(attack,))
    else:
        stand_in = dataclasses.replace(card, effect=None, aims=None, statics=(), missing=(card.name,))
    monkeypatch.setitem(db.by_id, card_id, stand_in)
    return stand_in
