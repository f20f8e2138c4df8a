"""The rules layer's readers for an attack's damage and its Prize cards: bonuses before Weakness and
Resistance, the defender's protections and reductions, Weakness and Resistance as changed by effects,
and what a Knock Out is worth. Each asks the layer's modifiers at its point (``layer.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.engine.layer import (
    ATTACK_BONUS,
    BASE_DAMAGE,
    EFFECT_SHIELD,
    EXTRA_PRIZE,
    FOE_ATTACK_BONUS,
    FOE_DAMAGE,
    IGNORES_DEFENDER,
    PRIZE_COUNT,
    PROTECTED,
    RESISTANCE,
    TEAM_DEFENCE,
    WEAKNESS,
    bench_statics,
    mods_on,
    player_mods,
    team_mods,
)

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.mods import Mod
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


def attack_bonus(game: Game, player: int, attacker: Slot) -> int:
    """Damage ``player``'s effects (and the attacker's own Ability) add to its attack on the Active
    Pokémon, before W/R."""
    total = sum(mod.extra_for(game, attacker) for mod in player_mods(game, player, ATTACK_BONUS))
    applied: set[str] = set()  # Abilities of which only 1 applies at a time (Strong Cheer)
    for _slot, mod in bench_statics(game, player, ATTACK_BONUS):
        alone = mod.one_at_a_time()
        extra = mod.team_extra(game, attacker)
        if alone and extra:
            if alone in applied:
                continue
            applied.add(alone)
        total += extra
    foe = game.players[1 - player].active
    if FOE_ATTACK_BONUS in game.static_points and foe is not None:  # Intimidating Jaw
        total += sum(mod.extra_for(game, attacker) for mod in mods_on(game, foe, FOE_ATTACK_BONUS))
    total += sum(mod.extra_for(game, attacker) for mod in mods_on(game, attacker, ATTACK_BONUS)
                 if not getattr(mod, "team", False))
    return total + sum(mod.extra_for(game, attacker) for mod in team_mods(game, player, ATTACK_BONUS))


def foe_damage(game: Game, owner: int, slot: Slot, attacker: Slot | None, amount: int) -> int:
    """Attack damage from the opponent's ``attacker`` to ``owner``'s Pokémon ``slot`` after their
    modifiers at FOE_DAMAGE: its own (Thick Fat, a Tool), and the auras of any of ``owner``'s
    Pokémon (Tundra Wall; each distinct rule once: such effects don't stack)."""
    if attacker is None:
        return amount
    seen: list[Mod] = []
    for other in game.players[owner].slots():
        for mod in mods_on(game, other, FOE_DAMAGE):
            if mod in seen or (other is not slot and not mod.aura()):
                continue
            seen.append(mod)
            amount -= mod.less_from(game, slot, attacker)
    for mod in player_mods(game, owner, FOE_DAMAGE):  # a player's effect for a turn (Iron Defender)
        amount -= mod.less_from(game, slot, attacker)
    return amount


def ignores_defender(game: Game, player: int, attacker: Slot) -> bool:
    """Whether damage from the attacker's attacks ignores every effect on the opponent's Active Pokémon:
    by its own Ability (Azure Seas), or by an Ability of its player's for their Pokémon of a type (Zap Zone)."""
    if any(not getattr(mod, "team", False) for mod in mods_on(game, attacker, IGNORES_DEFENDER)):
        return True
    return any(mod.covers(game, attacker) for mod in team_mods(game, player, IGNORES_DEFENDER))


def team_defence(game: Game, owner: int, slot: Slot, amount: int) -> int:
    """Attack damage to ``owner``'s Pokémon ``slot`` after an Ability of theirs that protects others
    (Curly Wall: such effects don't stack, so the first that applies is the only one)."""
    for holder, mod in bench_statics(game, owner, TEAM_DEFENCE):
        reduced = mod.team_defend(game, holder, slot, amount)
        if reduced != amount:
            return reduced
    return amount


def weakness(game: Game, slot: Slot, card: CardDef) -> tuple[tuple[str, str], ...]:
    out = card.weaknesses
    for mod in mods_on(game, slot, WEAKNESS):
        if not getattr(mod, "team", False):
            out = mod.change_on(game, slot, out)
    if WEAKNESS in game.static_points:  # an Ability on the opponent's side (Fairy Zone)
        for mod in team_mods(game, 1 - game.owner(slot.top), WEAKNESS):
            out = mod.change_on(game, slot, out)
    return out


def resistance(game: Game, slot: Slot, card: CardDef) -> tuple[tuple[str, int], ...]:
    out = card.resistances
    for mod in mods_on(game, slot, RESISTANCE):
        out = mod.change(out)
    return out


def base_damage(game: Game, slot: Slot, attack_name: str, damage: int) -> int:
    for mod in mods_on(game, slot, BASE_DAMAGE):
        damage = mod.base_in(game, slot, attack_name, damage)
    return damage


def protected(game: Game, slot: Slot) -> bool:
    """Whether all effects of the attack now being made, damage included, are prevented on ``slot`` (by the
    attacker: ``holds``, as Acerola's Mischief only against a Pokémon ex)."""
    return any(mod.holds(game, slot) for mod in mods_on(game, slot, PROTECTED))


def effect_shielded(game: Game, slot: Slot) -> bool:
    """Whether an Ability prevents the effects (not damage) of the opponent's attacks on this Pokémon
    (Unaware; ``holds``: only now), or one of its owner's Abilities does for it (Repelling Veil)."""
    if EFFECT_SHIELD not in game.static_points:
        return False
    owner = game.owner(slot.top)
    return any(mod.shields(game, slot) and mod.holds(game, slot) for mod in mods_on(game, slot, EFFECT_SHIELD)
               if not getattr(mod, "team", False)) or \
        any(mod.shields(game, slot) for mod in team_mods(game, owner, EFFECT_SHIELD))


def prize_count(game: Game, owner: int, knocked: Slot, worth: int) -> int:
    """The Prize cards the Knock Out of ``owner``'s Pokémon is worth after their Abilities ("that player
    takes 1 fewer Prize card"; such effects don't stack), or else after the rules of the cards attached to
    it, each different rule once (a Tool's 1 more and a Special Energy's 1 fewer both count)."""
    if PRIZE_COUNT not in game.static_points or worth <= 0:
        return worth
    for _slot, mod in bench_statics(game, owner, PRIZE_COUNT):
        if mod.applies(game, knocked):
            mod.prize_applied(game, owner)
            return mod.prize_worth(worth)
    applied: list[Mod] = []  # a Tool's and a Special Energy's rules on the Knocked Out Pokémon (Lillie's Pearl,
    for mod in mods_on(game, knocked, PRIZE_COUNT):  # Luxurious Cape, Legacy Energy): each different rule once
        if getattr(mod, "on_itself", False) and mod not in applied and mod.applies(game, knocked):
            applied.append(mod)
            mod.prize_applied(game, owner)
            worth = mod.prize_worth(worth)
    return worth


def extra_prizes(game: Game, taker: int, pos: int, by_attack: bool) -> int:
    """More Prize cards ``taker`` takes for Knocking Out the opponent's Pokémon at ``pos``: an effect
    of this turn's attack (Amp You Very Much), and an Ability for their Active Pokémon's Knock Out that
    flips a coin (Wonder Kiss, counted once)."""
    more = sum(1 for mod in player_mods(game, taker, EXTRA_PRIZE) if by_attack)
    if pos == 0:
        for _mod in team_mods(game, taker, EXTRA_PRIZE):
            more += game.coin("Wonder Kiss: if heads, take 1 more Prize card", taker)
    return more
