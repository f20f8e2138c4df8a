"""Powers that do damage to a Pokémon as a player plays a card from their hand: to each Baby or Basic
Pokémon put onto a Bench while this one is Active (Hot Plate), and to each Pokémon the opponent attaches
an Energy card to (Conductivity). ``Game._do`` asks them at ``BENCHED_FROM_HAND`` and
``ATTACHED_FROM_HAND``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import node
from desktop.engine.rule_points import ATTACHED_FROM_HAND, BENCHED_FROM_HAND, answers

if TYPE_CHECKING:
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("hot_plate")
@dataclass(frozen=True, slots=True)
class HotPlate(Mod):
    """A Power: while this Pokémon is its owner's Active Pokémon, each Baby or Basic Pokémon a player
    puts onto their Bench from their hand takes ``amount`` damage (``Game._do`` asks ``hot_plate``)."""

    amount: int = 10
    point = "hot_plate"
    label = "hot_plate"

    def words(self, w: Words) -> str:
        return (f"As long as {w.name} is your Active Pokémon, whenever a player puts a Baby Pokémon or Basic Pokémon "
                f"onto his or her Bench from his or her hand, this power does {self.amount} damage to that Pokémon. "
                "(Don't apply Weakness and Resistance.)")


@answers(BENCHED_FROM_HAND, "hot_plate")
def hot_plate(game: Game, owner: int, pos: int, slot: Any) -> None:
    """A Basic Pokémon was just put onto ``owner``'s Bench from the hand: each working Hot Plate on an
    Active Pokémon does its damage to it."""
    for p in (0, 1):
        active = game.players[p].active
        if active is None:
            continue
        for kind, mod in game.card_of(active).statics:
            if isinstance(mod, HotPlate) and layer.power_working(game, active, kind):
                combat.put_damage(game, owner, pos, slot, mod.amount, "Hot Plate")
                game.queue.append(("knockouts",))


@node("conductivity")
@dataclass(frozen=True, slots=True)
class Conductivity(Mod):
    """A Power: whenever the opponent attaches an Energy card from their hand to a Pokémon, ``amount``
    damage to that Pokémon (``Game._do`` asks ``conductivity``); it stops working while its owner has
    more than 1 Pokémon of its name in play."""

    amount: int = 10
    point = "conductivity"
    label = "conductivity"

    def words(self, w: Words) -> str:
        return (f"Whenever your opponent attaches an Energy card from his or her hand to a Pokémon, this power does "
                f"{self.amount} damage to that Pokémon. (Don't apply Weakness and Resistance.) This power stops "
                f"working if you have more than 1 {w.name} in play or while {w.name} is Asleep, Confused, or "
                "Paralyzed.")


@answers(ATTACHED_FROM_HAND, "conductivity")
def conductivity(game: Game, player: int, pos: int, slot: Any) -> None:
    """``player`` just attached an Energy card from their hand to ``slot``: each working Conductivity
    of the other player's does its damage to it."""
    owner = 1 - player
    mine = game.players[owner].slots()
    for holder in mine:
        card = game.card_of(holder)
        for kind, mod in card.statics:
            if isinstance(mod, Conductivity) and layer.power_working(game, holder, kind) \
                    and sum(game.card_of(s).name == card.name for s in mine) <= 1:
                combat.put_damage(game, player, pos, slot, mod.amount, "Conductivity")
                game.queue.append(("knockouts",))
