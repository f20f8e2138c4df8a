"""The board in a manual step (Table mode): which cards may be dragged, where a drop lands and
which places light up. The scene calls these while a manual step is open; the moves
themselves are worked out by ``manual_drops.py`` and made by the engine."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF

from desktop.ui.board.manual_drops import STADIUM, Place, draggable_in_manual_step, manual_targets

if TYPE_CHECKING:
    from desktop.ui.board.scene import BoardScene
    from desktop.ui.board.zones import Zone

PILE_NAMES = ("deck", "discard", "prizes", "lost")


def enable_drags(scene: BoardScene, actor: int) -> None:
    """Let ``actor`` drag their hand cards and every Pokémon in play."""
    for uid in draggable_in_manual_step(scene.game, actor):
        item = scene.item_for(uid)
        if item is not None:
            item.draggable = True


def place_zones(scene: BoardScene) -> list[tuple[Place, Zone]]:
    """Every place a card can be dropped on in a manual step, with the zone that shows it."""
    out: list[tuple[Place, Zone]] = []
    for seat, side in enumerate(scene.sides):
        out += [(spot.place, spot) for spot in side.spots()]
        out += [(("pile", seat, name), getattr(side, name)) for name in PILE_NAMES]
        hand = side.hand if seat == scene.bottom and scene.show_hand else side.hidden_hand
        out.append((("pile", seat, "hand"), hand))
    out.append((STADIUM, scene.stadium))
    return out


def place_at(scene: BoardScene, point: QPointF) -> Place | None:
    """The place a drop at ``point`` lands on (Pokémon spots first)."""
    for place, zone in place_zones(scene):
        if zone.isVisible() and zone.contains_scene_point(point):
            return place
    return None


def light_targets(scene: BoardScene, actor: int, uid: int) -> None:
    """Light the places where dragging card ``uid`` can go."""
    targets = manual_targets(scene.game, actor, uid, scene.game.rules.bench_size)
    for place, zone in place_zones(scene):
        if place in targets:
            zone.set_highlight("target")
            item = getattr(zone, "item", None)
            if item is not None:
                item.set_highlight("target")
