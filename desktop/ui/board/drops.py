"""What a drag means: dragged card + drop place -> the action to request.

Pure Python (no Qt). Places are keys: ``("spot", seat, pos)`` for a Pokémon
spot (pos 0 Active, 1..5 Bench; seat is absolute), ``("play",)`` for the table
itself. ``drop_targets`` lists the places where a drop would be legal now, for
lighting them up while the card is dragged; ``drop_action`` turns a drop into
the action to submit (possibly illegal: the engine then says why).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.engine.actions import (
    OPPONENT,
    Action,
    AttachEnergy,
    Evolve,
    PlayBasic,
    PlayTrainer,
    Retreat,
)
from desktop.engine.fx.playable import trainer_targets

if TYPE_CHECKING:
    from desktop.engine.game import Game

Place = tuple  # ("spot", seat, pos) | ("play",)
PLAY: Place = ("play",)
HAND_VERBS = ("bench", "evolve", "attach", "play")


def spot_place(actor: int, target: int) -> Place:
    """The place of a target position relative to ``actor`` (10+ = the opponent's side)."""
    if target >= OPPONENT:
        return ("spot", 1 - actor, target - OPPONENT)
    return ("spot", actor, target)


def relative(actor: int, seat: int, pos: int) -> int:
    """A position on ``seat``'s side as ``actor`` names it."""
    return pos if seat == actor else OPPONENT + pos


def actions_for_card(game: Game, uid: int) -> list[Action]:
    """The legal actions that play hand card ``uid``."""
    return [a for a in game.legal_actions() if a[0] in HAND_VERBS and a[1] == uid]


def drop_targets(game: Game, actor: int, uid: int | None) -> set[Place]:
    """Places where dropping hand card ``uid`` (None: the Active Pokémon) is legal now."""
    places: set[Place] = set()
    if game.pending is not None:
        return places
    if uid is None:
        for a in game.legal_actions():
            if a[0] == "retreat":
                places.add(("spot", actor, a[1]))
        return places
    bench = len(game.players[actor].bench)
    for a in actions_for_card(game, uid):
        verb = a[0]
        if verb == "bench":
            places.update(("spot", actor, k) for k in range(bench + 1, game.rules.bench_size + 1))
        elif verb in ("evolve", "attach"):
            places.add(spot_place(actor, a[2]))
        elif verb == "play":
            places.add(PLAY if a[2] is None else spot_place(actor, a[2]))
    return places


def drop_action(game: Game, actor: int, uid: int | None, place: Place) -> Action | None:
    """The action a drop of hand card ``uid`` (None: the Active Pokémon) on ``place`` asks for.

    None means the drop has no meaning (the card just goes back).
    """
    if uid is None:
        if place[0] == "spot" and place[1] == actor and place[2] >= 1:
            return Retreat(place[2])
        return None
    card = game.cards[uid]
    if place[0] == "play":
        if card.kind == "trainer" and not card.is_basic_pokemon:
            return PlayTrainer(uid, None)
        if card.is_basic_pokemon:
            return PlayBasic(uid)
        return None
    if place[0] != "spot":
        return None
    _, seat, pos = place
    target = relative(actor, seat, pos)
    occupied = game.players[seat].slot(pos) is not None
    if card.kind == "energy":
        return AttachEnergy(uid, target)
    if card.is_basic_pokemon:
        return PlayBasic(uid) if seat == actor else None
    if card.kind == "pokemon":
        return Evolve(uid, target)
    targets = trainer_targets(game, actor, uid)
    if target in targets or (targets and None not in targets and occupied):
        return PlayTrainer(uid, target)
    return PlayTrainer(uid, None)


def pokemon_hint(name: str, active: bool) -> str:
    """What to do with your Pokémon in play (said on a double-click, which plays nothing)."""
    if active:
        return (f"To attack or use a Power with {name}, press its button on the right or right-click it. "
                "Drag it onto your Bench to retreat.")
    return f"To use a Power with {name}, press its button on the right or right-click it."


def drop_refusal(game: Game, actor: int, uid: int) -> str | None:
    """Why a Trainer dropped on the open table does nothing (it is played on a Pokémon), or None."""
    card = game.cards[uid]
    if card.kind != "trainer" or card.is_basic_pokemon:
        return None
    targets = trainer_targets(game, actor, uid)
    if not targets or None in targets:
        return None  # played on the table, or not playable now: the engine says why
    return (f"{card.name} is played on a Pokémon: drop it on the one you want "
            "(the Pokémon it can go on light up while you drag).")


def obvious_action(game: Game, uid: int) -> Action | None:
    """The one legal action that uses hand card ``uid`` (double-click), or None."""
    actions = actions_for_card(game, uid)
    return actions[0] if len(actions) == 1 else None


def sample_action(game: Game, actor: int, uid: int) -> Action:
    """A typical action for ``uid`` (used to ask the engine why the card can't be played)."""
    card = game.cards[uid]
    if card.kind == "energy":
        return AttachEnergy(uid, 0)
    if card.is_basic_pokemon:
        return PlayBasic(uid)
    if card.kind == "pokemon":
        for pos, slot in game.players[actor].in_play():
            if game.cards[slot.top].name == card.evolves_from:
                return Evolve(uid, pos)
        return Evolve(uid, 0)
    return PlayTrainer(uid, None)
