"""When a Trainer card can be played (and onto what), and when a Power can be used: read from
the card's nodes (their ``usable`` and ``targets``) and from the rules (Supporter and Stadium
limits, the rules layer's "can't play Trainer cards")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.engine import layer

if TYPE_CHECKING:
    from desktop.engine.cards import PowerDef
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


def trainer_targets(game: Game, player: int, uid: int) -> list[int | None]:
    """The targets a Trainer card may be played on now ([None] for untargeted, [] if unplayable)."""
    card = game.cards[uid]
    effect = card.effect
    if effect is None and not (card.subtype == "Stadium" and card.statics):
        return []
    rules = game.rules
    if card.subtype == "Supporter" and (
            game.supporter_played or (game.is_first_turn() and not rules.first_turn_supporter)):
        return []
    if card.subtype == "Stadium" and (game.stadium_played or (
            game.stadium >= 0 and game.cards[game.stadium].name == card.name)):
        return []
    if game.lasting and not layer.may_play_trainers(game, player):
        return []
    if effect is None:
        return [None]  # a Stadium that only changes the rules while it is in play
    if not effect.usable(game, player, uid):
        return []
    return [None] if card.aims is None else list(card.aims.targets(game, player))


def power_usable(game: Game, player: int, pos: int, slot: Slot, power: PowerDef) -> bool:
    if game.attacked or power.effect is None:
        return False
    if not layer.power_working(game, slot, power.rule_kind):
        return False  # Asleep, Confused or Paralyzed, or silenced by Toxic Gas
    if power.kind == "Poké-Power" and slot.effects and slot.has_effect(layer.POWER_USED):
        return False  # "A once-per-turn power" (seed 001 glossary)
    return bool(power.effect.usable(game, player, pos))
