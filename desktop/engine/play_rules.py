"""Rules about playing and moving Pokémon and Tools, read from the rules layer's points: an Active
Pokémon moved to the Bench, Confusion kept on evolving, evolving the turn a Pokémon was played, more
Prize cards for a turn, a Bench shielded from damage counters, how many Tools a Pokémon may have, and
a Stadium's rule on a Pokémon put onto the Bench."""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.engine import combat, layer

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


def on_moved_to_bench(game: Game, player: int, bench_pos: int, old: Slot) -> None:
    """``player``'s Active Pokémon ``old`` just moved to Bench spot ``bench_pos`` in their own turn: its
    own trigger (Fall Back to Reload) is queued, and the opponent's rules act (Holes, Swirling Prose)."""
    if layer.MOVED_TO_BENCH not in game.static_points or game.current != player:
        return
    game.queue_triggers(old.top, layer.MOVED_TO_BENCH, player, bench_pos)
    foe = game.players[1 - player]
    for slot in foe.slots():
        for mod in layer.mods_on(game, slot, layer.MOVED_TO_BENCH):
            if mod.aura() and (slot is foe.active or not mod.only_while_active()):
                game.emit("power", 1 - player, card=slot.top, detail=mod.label)
                mod.on_foe_moved(game, player, bench_pos, old)


def keeps_confusion(game: Game) -> bool:
    """Whether the Stadium in play keeps Confused Pokémon Confused when they evolve or devolve."""
    return game.stadium >= 0 and any(mod.point == layer.KEEPS_CONFUSION for _k, mod in game.cards[game.stadium].statics)


def may_evolve_same_turn(game: Game, slot: Slot, evolution: CardDef) -> bool:
    """Whether the Stadium in play lets this Pokémon, played this turn, evolve into ``evolution`` now."""
    if layer.EVOLVE_SAME_TURN not in game.static_points or game.stadium < 0:
        return False
    return any(mod.point == layer.EVOLVE_SAME_TURN and mod.lets_evolve(game, slot, evolution)
               for _k, mod in game.cards[game.stadium].statics)


def turn_extra_prizes(game: Game, taker: int) -> int:
    """More Prize cards ``taker`` takes for Knocking Out the opponent's Active Pokémon with an attack
    this turn (the attacker's effects for the turn: Anthea & Concordia)."""
    attacker = game.players[taker].active
    if attacker is None:
        return 0
    return sum(mod.extra_for(game, attacker) for mod in layer.player_mods(game, taker, layer.EXTRA_PRIZES))


def bench_counters_blocked(game: Game, pos: int) -> bool:
    """Whether damage counters the opponent's attack or Ability would place on a Benched Pokémon (at
    ``pos``) are prevented by the Stadium in play (Battle Cage). Damage from attacks is not."""
    return pos != 0 and layer.BENCH_COUNTERS_SHIELD in game.static_points and game.stadium >= 0 and any(
        mod.point == layer.BENCH_COUNTERS_SHIELD for _k, mod in game.cards[game.stadium].statics)


def tool_limit(game: Game, player: int, slot: Slot) -> int:
    """How many Pokémon Tools ``player``'s Pokémon may have today: 1, or more by an Ability in play."""
    limit = 1
    if layer.TOOL_ROOM in game.static_points:
        for other in game.players[player].slots():
            for mod in layer.mods_on(game, other, layer.TOOL_ROOM):
                limit = max(limit, mod.tool_limit(game, slot))
    return limit


def tool_room(game: Game, player: int, slot: Slot) -> bool:
    """Whether a Pokémon Tool may be attached to this Pokémon now (the era's rule, or an Ability's)."""
    return game.rules.tool_room(slot) or (layer.TOOL_ROOM in game.static_points
                                          and len(slot.tools) < tool_limit(game, player, slot))


def on_switched_in(game: Game, player: int, slot: Slot) -> None:
    """``player``'s Active Pokémon moved to the Bench during their turn and ``slot`` is the new
    Active Pokémon: the opponent's Abilities may act on it (Lava Zone)."""
    if layer.ON_SWITCHED_IN not in game.static_points or game.current != player:
        return
    for _owner_slot, mod in layer.bench_statics(game, 1 - player, layer.ON_SWITCHED_IN):
        mod.switched_in(game, player, slot)


def on_benched(game: Game, owner: int, pos: int, slot: Slot) -> None:
    """A Pokémon was just put onto ``owner``'s Bench: the Stadium in play may damage it."""
    if layer.ON_BENCHED not in game.static_points or game.stadium < 0 or game.current != owner:
        return
    for _kind, mod in game.cards[game.stadium].statics:
        amount = mod.benched(game, game.cards[slot.top]) if mod.point == layer.ON_BENCHED else 0
        if amount:
            combat.put_damage(game, owner, pos, slot, amount, game.cards[game.stadium].name)
