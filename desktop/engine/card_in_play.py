"""What card a Pokémon in play is, when it is more than its top card (``TurnSteps.card_of``): a
Pokémon treated as another card (Transform, Shapeshift), a Pokémon BREAK over the card under it, a
Pokémon with a Technical Machine's attack, and a Pokémon that borrows attacks (Recall, Psylink, Memory
Dive, Mimic, Prehistoric Memory). The rules layer says when (its points); this module builds the card."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING

from desktop.engine import layer
from desktop.engine.layer import COPY_ALLY_ATTACKS, MEMORY_ATTACKS, RECALL_ATTACKS, TOOL_ATTACK, TOOL_POWER, TRANSFORM
from desktop.engine.state import NONE

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.mods import Mod
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


ONE_POKEMON_STAGES = ("V-UNION", "LEGEND")  # several cards in play, one unevolved Pokémon

def transform_rule(card: CardDef) -> Mod | None:
    """The Power of ``card`` that makes its Pokémon be treated as another card (``layer.TRANSFORM``), if any."""
    return next((mod for _kind, mod in card.statics if mod.point == TRANSFORM), None)


def transformed(game: Game, slot: Slot) -> CardDef | None:
    """The card a working "treat it as another card" Power makes this Pokémon, or None. Its rule
    (``Mod.treated_as``) says which: Ditto's Transform, the Defending Pokémon's card while Ditto is
    Active; Brock's Ninetales's Shapeshift, the Evolution card attached to it. Like any Pokémon Power
    it stops while its Pokémon is Asleep, Confused or Paralyzed, or under Toxic Gas."""
    card = game.cards[slot.top]
    rule = transform_rule(card)
    if rule is None or slot.rot != NONE or layer.gassed(game, slot):
        return None
    return rule.treated_as(game, slot, card)


def energy_of_any_type(game: Game, slot: Slot) -> bool:
    """Whether this Pokémon's Energy counts as every type: while Transform makes it another card."""
    rule = transform_rule(game.cards[slot.top])
    return rule is not None and rule.energy_every_type and transformed(game, slot) is not None


def devolvable(game: Game, slot: Slot) -> bool:
    """Whether an effect may devolve this Pokémon: an evolved Pokémon, unless it is treated as another
    card that holds its Stage (Shapeshift: "It can't evolve, devolve, ..."). The cards of a V-UNION or a
    LEGEND are one unevolved Pokémon (seed 001 appendix 7: "cards that affect unevolved Pokémon will affect
    Pokémon V-UNION")."""
    if len(slot.cards) < 2 or game.cards[slot.top].stage in ONE_POKEMON_STAGES:
        return False
    if TRANSFORM not in game.static_points:
        return True
    rule = transform_rule(game.cards[slot.top])
    return rule is None or not rule.holds_stage or transformed(game, slot) is None


def on_condition(game: Game, player: int, pos: int, slot: Slot) -> None:
    """This Pokémon just became Asleep, Confused or Paralyzed: its "treat it as another card" Power may
    act (Shapeshift discards the Evolution cards attached to it), unless Toxic Gas silences it."""
    rule = transform_rule(game.cards[slot.top])
    if rule is not None and not layer.gassed(game, slot):
        rule.on_condition(game, player, pos, slot)


@lru_cache(maxsize=256)
def break_card(top: CardDef, under: CardDef) -> CardDef:
    """What a Pokémon BREAK in play is (seed 002, BREAK Evolution): the BREAK card's name, type and
    HP, and everything else of the card under it (its attacks, Abilities, Weakness, Resistance and
    Retreat Cost), with the BREAK card's own attack and Ability added."""
    return replace(under, id=top.id, name=top.name, hp=top.hp, types=top.types or under.types, stage="BREAK",
                   attacks=under.attacks + top.attacks, powers=under.powers + top.powers,
                   statics=under.statics + top.statics, subtypes=under.subtypes | {"BREAK"})


def with_tool_attacks(game: Game, slot: Slot, card: CardDef) -> CardDef:
    """``card`` with the attacks of the Technical Machines attached to ``slot`` after its own (none while a
    Stadium turns Tools off: Jamming Tower)."""
    if layer.TOOLS_OFF in game.static_points and layer.tools_off(game):
        return card
    tools = tuple(game.cards[uid] for uid, _until in slot.tools
                  if any(mod.point == TOOL_ATTACK and mod.gives_to(card.name)
                         for _kind, mod in game.cards[uid].statics))
    return _plus_attacks(card, tools) if tools else card


def with_tool_powers(game: Game, slot: Slot, card: CardDef) -> CardDef:
    """``card`` with the Powers printed on the Tools attached to ``slot`` that lend them to it, after its own
    (none while a Stadium turns Tools off)."""
    if layer.TOOLS_OFF in game.static_points and layer.tools_off(game):
        return card
    tools = tuple(game.cards[uid] for uid, _until in slot.tools
                  if any(mod.point == TOOL_POWER and mod.lends_power_to(card)
                         for _kind, mod in game.cards[uid].statics))
    return _plus_powers(card, tools) if tools else card


@lru_cache(maxsize=256)
def _plus_powers(card: CardDef, tools: tuple[CardDef, ...]) -> CardDef:
    return replace(card, powers=card.powers + tuple(p for tool in tools for p in tool.powers))


def with_borrowed_attacks(game: Game, slot: Slot, card: CardDef) -> CardDef:
    """``card`` with the attacks it may borrow now: those of the cards under it while its player's
    Recall lasts (it is their Active Pokémon), and, by its working Psylink-like Power, those of its
    player's other Pokémon in play of the Power's type (their printed cards)."""
    borrowed: tuple[CardDef, ...] = ()
    if game.lasting and len(slot.cards) > 1:
        for owner, _until, mod in game.lasting:
            if mod.point == RECALL_ATTACKS and game.players[owner].active is slot:
                borrowed = tuple(game.cards[uid] for uid in reversed(slot.cards[:-1]))
                break
    if COPY_ALLY_ATTACKS in game.static_points:
        for kind, mod in card.statics:
            if mod.point == COPY_ALLY_ATTACKS and layer.power_working(game, slot, kind):
                owner = next(pl for pl, p in enumerate(game.players) if any(s is slot for s in p.slots()))
                borrowed += tuple(game.cards[s.top] for s in game.players[owner].slots()
                                  if s is not slot and mod.copies_from(game.cards[s.top]))
    return _plus_attacks(card, borrowed) if borrowed else card


def with_memory_attacks(game: Game, slot: Slot, card: CardDef) -> CardDef:
    """``card`` with the attacks of the Pokémon under it, if an Ability of its owner allows it."""
    owner = game.owner(slot.top)
    if not any(True for _s, _mod in layer.bench_statics(game, owner, MEMORY_ATTACKS)):
        return card
    under = tuple(game.cards[uid] for uid in slot.cards[:-1] if game.cards[uid].kind == "pokemon")
    return _plus_attacks(card, under) if under else card


def mimic_card(game: Game, slot: Slot) -> CardDef | None:
    """This Pokémon's card plus the other Active Pokémon's printed attacks, while a working Mimic
    makes it copy them (only as its owner's Active Pokémon), or None."""
    card = game.cards[slot.top]
    if not layer.has_point(card, layer.MIMIC) or slot.rot != NONE or layer.gassed(game, slot):
        return None
    for owner in (0, 1):
        if game.players[owner].active is slot:
            other = game.players[1 - owner].active
            return None if other is None else _plus_attacks(card, (game.cards[other.top],))
    return None


def remembered_card(game: Game, slot: Slot, card: CardDef) -> CardDef:
    """``card`` (an Evolved Pokémon's) plus the attacks of the Pokémon cards under it, while a working
    Prehistoric Memory is in play (either player's)."""
    if len(slot.cards) < 2:
        return card
    for player in game.players:
        for other in player.slots():
            if other.rot == NONE and layer.has_point(game.cards[other.top], layer.PREHISTORIC) \
                    and not layer.gassed(game, other):
                under = tuple(game.cards[u] for u in reversed(slot.cards[:-1]) if game.cards[u].kind == "pokemon")
                return _plus_attacks(card, under) if under else card
    return card


@lru_cache(maxsize=256)
def _plus_attacks(card: CardDef, tools: tuple[CardDef, ...]) -> CardDef:
    return replace(card, attacks=card.attacks + tuple(a for tool in tools for a in tool.attacks))


def rule_source_name(game: Game, slot: Slot, mod: Mod) -> str:
    """The name of the Power, Ability or attached Tool that the rule ``mod`` on this Pokémon comes
    from, for the log; "" if neither holds it."""
    for power in game.card_of(slot).powers:
        if mod in power.static:
            return power.name
    for uid, _until in slot.tools:
        if any(m is mod for _kind, m in game.cards[uid].statics):
            return game.cards[uid].name
    return ""
