"""The rules of the Stadium in play, read from the rules layer's points: a Stadium the players use,
what it does when a Pokémon attacks or is played onto the Bench, its rules on Weakness and Resistance,
and what it charges to play a Trainer (No Removal Gym)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.engine import kernel, layer

if TYPE_CHECKING:
    from desktop.engine.fx.mods import Mod
    from desktop.engine.fx.node import Node
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


def trainer_tax(game: Game, name: str) -> int:
    """How many cards from the hand the Stadium in play makes a player discard in order to play the
    Trainer card ``name`` (No Removal Gym); 0 for none."""
    if game.stadium < 0 or layer.TRAINER_TAX not in game.static_points:
        return 0
    return sum(mod.tax(name) for _kind, mod in game.cards[game.stadium].statics if mod.point == layer.TRAINER_TAX)


def stadium_use(game: Game) -> Mod | None:
    """The rule of the Stadium in play that a player may use during their turn, or None."""
    if game.stadium < 0:
        return None
    return next((mod for _kind, mod in game.cards[game.stadium].statics if mod.point == layer.STADIUM_USE), None)


def stadium_on_attack(game: Game, attacker: Slot) -> Node | None:
    """What happens first when this Pokémon attacks, or None: the Stadium in play's rule (Vermilion
    City Gym) or the attacker's own working Power (Rebellion), then a Tool on the Defending Pokémon
    (Koga's Ninja Trick)."""
    firsts = []
    for mod in layer.mods_on(game, attacker, layer.ON_ATTACK):
        first = mod.on_attack(game, attacker)
        if first is not None:
            firsts.append(first)
            break
    defender = game.players[1 - game.current].active
    if defender is not None and layer.DEFENDER_ATTACKED in game.static_points:
        for mod in layer.mods_on(game, defender, layer.DEFENDER_ATTACKED):
            first = mod.on_attack(game, defender)
            if first is not None:
                firsts.append(first)
                break
    if len(firsts) < 2:
        return firsts[0] if firsts else None
    return kernel.PARTS["seq"](tuple(firsts))


def stadium_wr(game: Game, attacker: Slot | None, defender: Slot) -> tuple[bool, bool]:
    """(skip Weakness, skip Resistance) the Stadium in play orders for this attack's damage."""
    skip = (False, False)
    if attacker is None or game.stadium < 0:
        return skip
    for _kind, mod in game.cards[game.stadium].statics:
        if mod.point == layer.ATTACK_WR:
            now = mod.skips_wr(game, game.card_of(attacker), game.card_of(defender))
            skip = (skip[0] or now[0], skip[1] or now[1])
    return skip


def stadium_on_played(game: Game, player: int, pos: int, slot: Slot) -> None:
    """``player`` just played a Pokémon from their hand onto their Bench at ``pos`` (the ``bench``
    action, not a search to the Bench nor an evolution): the Stadium in play's rule acts (Rocket's
    Minefield Gym)."""
    if game.stadium < 0 or layer.ON_PLAYED not in game.static_points:
        return
    for _kind, mod in game.cards[game.stadium].statics:
        if mod.point == layer.ON_PLAYED:
            mod.on_played(game, player, pos, slot)
