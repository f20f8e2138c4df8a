"""The right-click menu of a Pokémon in play: its attacks and Powers, and for the Active
Pokémon a Retreat to each Benched Pokémon, each disabled with the engine's reason when it
can't be used now; choosing one submits it through the controller, as the side panel's
buttons (and dragging the Active onto the Bench) do."""

from __future__ import annotations

from collections.abc import Callable, Set
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMenu

from desktop.engine.actions import Attack, FaceUp, Retreat, UsePower
from desktop.engine.face_down import is_face_down

if TYPE_CHECKING:
    from desktop.engine.actions import Action
    from desktop.ui.board.card_item import CardItem
    from desktop.ui.controller import GameController


def build_pokemon_menu(controller: GameController, item: CardItem, actor: int | None) -> QMenu | None:
    """The menu for ``item`` (one of the viewer's Pokémon in play), or None for other cards.
    ``actor``: the seat that may act now from this table (None while nobody here may)."""
    game = controller.game
    if item.zone not in ("active", "bench"):
        return None
    if not controller.is_human(item.owner) or game.phase != "main":
        return None
    pos = item.pos_index
    slot = game.players[item.owner].slot(pos)
    if slot is None:
        return None
    card = game.card_of(slot)
    legal = game.legal_set() if actor is not None else set()
    menu = QMenu()
    menu.setToolTipsVisible(True)
    title = menu.addAction(f"{card.name} ({'Active' if pos == 0 else f'Bench {pos}'})")
    title.setEnabled(False)
    menu.addSeparator()

    def why(action: Action) -> str:
        if game.outcome is not None:
            return "The game is over."
        if actor is None:
            return "It's not your turn." if game.to_move != item.owner else "Wait: the computer is busy."
        return game.why_illegal(action)

    for index, power in enumerate(card.powers):
        if not power.activated:
            continue
        _entry(controller, menu, f"{power.kind}: {power.name}", UsePower(pos, index), legal, why)
    for index, attack in enumerate(card.attacks):
        damage = f"  {attack.damage}{attack.sign}" if attack.damage else ""
        if pos != 0:
            entry = menu.addAction(f"{attack.name}{damage}  ·  Only your Active Pokémon can attack.")
            entry.setEnabled(False)
            entry.setToolTip("Only your Active Pokémon can attack.")
            continue
        _entry(controller, menu, f"{attack.name}{damage}", Attack(index), legal, why)
    if is_face_down(slot):  # Lt. Surge's Secret Plan: its owner may flip it at any time during their turn
        _entry(controller, menu, "Flip face up", FaceUp(pos), legal, why)
    if len(menu.actions()) == 2:
        entry = menu.addAction("No attacks or Powers")
        entry.setEnabled(False)
    if pos == 0 and game.players[item.owner].bench:
        menu.addSeparator()
        for to, benched in enumerate(game.players[item.owner].bench, start=1):
            _entry(controller, menu, f"Retreat: switch with {game.card_of(benched).name}", Retreat(to), legal, why)
    return menu


def _entry(controller: GameController, menu: QMenu, label: str, action: Action, legal: Set[Action],
           why: Callable[[Action], str]) -> None:
    if action in legal:
        entry = menu.addAction(label)
        entry.triggered.connect(lambda _=False, a=action: controller.submit(a))
        return
    reason = why(action)
    short = reason if len(reason) <= 60 else reason[:57] + "…"
    entry = menu.addAction(f"{label}  ·  {short}")
    entry.setEnabled(False)
    entry.setToolTip(reason)
