"""Card rules that act on events, read from the rules layer's points: a card's own triggers, the
Abilities that act during Pokémon Checkup, and where a discarded card goes instead."""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.engine import layer

if TYPE_CHECKING:
    from desktop.engine.fx.mods import Mod
    from desktop.engine.game import Game


def own_triggers(game: Game, uid: int, point: str) -> tuple[Mod, ...]:
    """The triggers at event ``point`` in card ``uid``'s own rules ("When you play this Pokémon
    from your hand...", "When you attach this card..."): only that card is looked at."""
    if point not in game.static_points:
        return ()
    card = game.cards[uid]
    if card.kind == "energy" and layer.MIRACULOUS in game.static_points and layer.miraculous_wind(game):
        return ()  # Miraculous Wind: a Special Energy's other effects stop working
    lost = game.lasting and card.kind == "pokemon" and layer.abilities_lost_now(game, game.owner(uid))
    return tuple(mod for kind, mod in card.statics if mod.point == point and not (lost and kind == "Ability"))


def between_turn_triggers(game: Game, player: int) -> list[tuple[int, int, int]]:
    """(position, card, index among its own layer.BETWEEN_TURNS triggers) of each working Ability or
    Power of ``player``'s Pokémon in play that acts during Pokémon Checkup."""
    if layer.BETWEEN_TURNS not in game.static_points:
        return []
    out = []
    for pos, slot in game.players[player].in_play():
        index = 0
        for kind, mod in game.cards[slot.top].statics:
            if mod.point == layer.BETWEEN_TURNS:
                if layer.power_working(game, slot, kind):
                    out.append((pos, slot.top, index))
                index += 1
    return out


def discard_zone(game: Game, uid: int, knocked_out: bool) -> str:
    """Where card ``uid`` goes when it would go to its owner's discard pile: "discard", or the
    zone a replacement names (the card's own class rule, e.g. Prism Star: the Lost Zone; or the
    Stadium in play's, for the cards of a Knocked Out Pokémon)."""
    if layer.WOULD_DISCARD not in game.static_points:
        return "discard"
    quiet = game.cards[uid].kind == "energy" and layer.MIRACULOUS in game.static_points and layer.miraculous_wind(game)
    for _kind, mod in game.cards[uid].statics if not quiet else ():
        if mod.point == layer.WOULD_DISCARD and mod.replaces(game, uid, knocked_out):
            return mod.zone()
    if game.stadium >= 0 and game.stadium != uid:
        for _kind, mod in game.cards[game.stadium].statics:
            if mod.point == layer.WOULD_DISCARD and mod.replaces(game, uid, knocked_out):
                return mod.zone()
    return "discard"
