"""When a Trainer card can be played (and onto what), and when a Power can be used: read from
the card's nodes (their ``usable`` and ``targets``) and from the rules (Supporter and Stadium
limits, the rules layer's "can't play Trainer cards")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.engine import layer, rule_points, stadium_rules

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef, PowerDef
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


def first_turn_forbids(game: Game, card: CardDef) -> bool:
    """Seed 001: the player who goes first can't play a Supporter on their first turn (unless the
    card says they may: Carmine)."""
    return game.is_first_turn() and not game.rules.first_turn_supporter and "first_turn_ok" not in card.flags


def trainer_targets(game: Game, player: int, uid: int) -> list[int | None]:
    """The targets a Trainer card may be played on now ([None] for untargeted, [] if unplayable)."""
    card = game.cards[uid]
    effect = card.effect
    rules = game.rules
    subtype = card.subtype
    by_hand = rules.table and not card.implemented  # Table mode: the players do what it says
    if effect is None and not (subtype == "Stadium" and card.statics) and not by_hand:
        return []
    if subtype == "Supporter" and (game.supporter_played or first_turn_forbids(game, card)):
        return []
    if subtype == "Stadium" and (game.stadium_played or (
            game.stadium >= 0 and game.cards[game.stadium].name == card.name)):
        return []
    points = game.static_points
    if (game.lasting or layer.NO_TRAINERS in points or layer.FOE_NO_TRAINERS in points) \
            and not layer.may_play_trainers(game, player, subtype):
        return []
    if game.stadium >= 0 and len(game.players[player].hand) - 1 < stadium_rules.trainer_tax(game, card.name):
        return []  # No Removal Gym: not enough other cards to discard
    if layer.NO_TRAINERS in points and layer.card_blocked(game, player, card):
        return []
    if by_hand and subtype == "Pokémon Tool":  # it stays on the Pokémon it is played on
        return [pos for pos, slot in game.players[player].in_play() if rules.tool_room(slot)]
    if effect is None:
        return [None]  # a Stadium that only changes the rules while it is in play (or one played by hand)
    if not effect.usable(game, player, uid):
        return []
    if card.aims is None:
        return [None]
    targets = list(card.aims.targets(game, player))
    if rule_points.TRAINER_MAY_AFFECT in points and subtype != "Stadium":  # Legendary Body
        affect = rule_points.answerers(rule_points.TRAINER_MAY_AFFECT)
        targets = [t for t in targets
                   if all(may(game, s) for s in card.aims.affected(game, player, t) for may in affect)]
    return targets


def usable_by_hand(game: Game, slot: Slot, power: PowerDef) -> bool:
    """Table mode: whether an Ability or Power Holofoil can't run may be used by hand now (in the
    turn, before attacking, while it works: the players keep to its own limits)."""
    return not game.attacked and layer.power_working(game, slot, power.rule_kind)


def power_usable(game: Game, player: int, pos: int, slot: Slot, power: PowerDef) -> bool:
    if game.attacked or power.effect is None:
        return False
    if not layer.power_working(game, slot, power.rule_kind):
        return False  # Asleep, Confused or Paralyzed, or silenced by Toxic Gas
    if power.kind == "Poké-Power" and slot.effects and slot.has_effect(layer.POWER_USED):
        return False  # "A once-per-turn power" (seed 001 glossary)
    if rule_points.SELF_KNOCK_OUT_BLOCKED in game.static_points and any(  # Damp
            blocked(game, power) for blocked in rule_points.answerers(rule_points.SELF_KNOCK_OUT_BLOCKED)):
        return False
    return bool(power.effect.usable(game, player, pos))
