"""Allergic Pollen (Parasect, Neo Revelation): "As long as Parasect is in play, cards in any player's
discard piles are not affected by attacks or Pokémon Powers. This power stops working if Parasect
becomes Asleep, Confused, or Paralyzed."

A static Power at the point ``DISCARD_UNTOUCHED``, read only in a game that has it. Our reading of
"not affected":

* an attack's or a Pokémon Power's effect can't take a card out of a discard pile: not into a hand, a
  deck or play, nor attach it to a Pokémon; it is not even offered. The attack or Power may still be
  used, and that part of it does nothing (as with an empty discard pile: Fire Recharge);
* counting or looking at the cards doesn't affect them: an attack that does more damage for each card
  in a discard pile still counts them (Riptide), and only its "then shuffle them into your deck" stops;
* cards going *into* a discard pile (an attack's discards, a Knock Out) are not yet in it: they go there
  as usual, and cards an effect has just discarded are in the pile (Howl attaches none of them);
* Trainer cards (Energy Retrieval, Item Finder), Stadium cards and the game's own rules still use the
  discard piles.

Where it is asked: ``Machine.choose`` (``pick_rules``) empties every pick from a discard pile for an
attack or a Pokémon Power, and the nodes that take cards without a prompt read the pile through
``reachable`` (Call Will-o'-the-wisp, Rebirth, Riptide, Howl)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import layer
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import node
from desktop.engine.fx.pick_rules import DISCARD_UNTOUCHED

if TYPE_CHECKING:
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("discard_untouched")
@dataclass(frozen=True, slots=True)
class DiscardUntouched(Mod):
    """A Power: while this Pokémon is in play (and the Power works), attacks and Pokémon Powers don't
    affect the cards in either discard pile."""

    point = DISCARD_UNTOUCHED
    label = "allergic_pollen"

    def words(self, w: Words) -> str:
        return (f"As long as {w.name} is in play, cards in any player's discard piles are not affected by attacks "
                "or Pokémon Powers.")


def pollen_working(game: Game) -> bool:
    """Whether a Pokémon in play (either player's) has a working Allergic Pollen."""
    if DISCARD_UNTOUCHED not in game.static_points:
        return False
    return any(True for player in (0, 1) for _slot, _mod in layer.bench_statics(game, player, DISCARD_UNTOUCHED))


def pokemon_effect_running(game: Game) -> bool:
    """Whether the effect running now is an attack's or a Pokémon's Power's (one used, or one of its
    triggers: Rebirth, Reel In, Howl), not a Trainer's, a Stadium's, a Tool's or an Energy card's."""
    from desktop.engine.fx.procedures import UsePowerProcedure
    from desktop.engine.fx.trigger_nodes import TriggerProcedure

    machine = game.machine
    if machine is None or not machine.stack:
        return False
    scope = machine.scope
    if scope.attack is not None:
        return True
    root = machine.stack[0][0]
    if isinstance(root, UsePowerProcedure):
        return True
    return isinstance(root, TriggerProcedure) and scope.source_uid >= 0 \
        and game.cards[scope.source_uid].kind == "pokemon"


def discard_untouched(game: Game) -> bool:
    """Whether the effect running now may not take cards from a discard pile (a working Allergic Pollen,
    and the effect is an attack's or a Pokémon Power's)."""
    return pokemon_effect_running(game) and pollen_working(game)


def reachable(game: Game, owner: int) -> list[int]:
    """The cards of ``owner``'s discard pile the running effect may take: the pile itself, or none."""
    if DISCARD_UNTOUCHED in game.static_points and discard_untouched(game):
        return []
    return game.players[owner].discard
