"""Which rules-layer points a game's cards can answer at all (``Game.static_points``): the layer
asks a point only in a game where some card answers it, so a game without such cards pays one set
lookup (the hot path)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.engine import layer, rule_points

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef


def static_points(cards: tuple[CardDef, ...]) -> frozenset[str]:
    """Every query point that some card of a game can answer with a static Power or a Tool (and
    BREAK_EVOLUTION if a card is a Pokémon BREAK): the layer skips scanning the Pokémon in play for
    any other point (the hot path)."""
    distinct = {id(card): card for card in cards}.values()  # the copies of a card are one object
    points: set[str] = set()
    for card in distinct:
        for _kind, mod in card.statics:
            points.add(mod.point)
            if getattr(mod, "team", False):  # a team rule: ``layer.team_mods`` looks for it
                points.add(layer.TEAM + mod.point)
        if card.stage == "BREAK":
            points.add(layer.BREAK_EVOLUTION)
        elif card.stage == "V-UNION":
            points.add(layer.V_UNION)
    ops: set[str] = set()  # of the attacks' effects
    card_ops: set[str] = set()  # of the Trainers' (and other cards') own effects
    for card in {c.id: c for c in distinct}.values():  # each card once
        for attack in card.attacks:
            if attack.effect is not None:
                ops.update(n.op for n in attack.effect.walk())
        if card.effect is not None:
            card_ops.update(n.op for n in card.effect.walk())
    if "char" in ops:
        points.add(layer.CHAR_COUNTERS)
    if ops & {"if_this_used_last_turn", "copy_last_attack"}:
        points.add(layer.RECORDS_ATTACKS)
    points.update(point for op, point in layer.WATCHED_OPS.items() if op in ops)
    if "face_down_bench" in card_ops:
        points.add(layer.FACE_DOWN)  # Lt. Surge's Secret Plan: face-down cards in play (``face_down.py``)
    if points & layer.BUILT_CARD_POINTS:
        points.add(layer.BUILT_CARDS)
    if points & layer.ENERGY_RULE_POINTS:
        points.add(layer.ENERGY_RULES)
    points |= rule_points.gated_points(points)  # the rule points the game's cards answer
    return frozenset(points)
