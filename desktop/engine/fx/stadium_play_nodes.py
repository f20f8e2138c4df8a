"""Gym Challenge Stadiums that act when a player plays a card from their hand: Chaos Gym (a coin for
each Trainer card; on tails the opponent may use it instead, ``trainer_use_nodes``) and Rocket's
Minefield Gym (a coin for each Basic Pokémon played onto the Bench; tails, damage counters on it)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Node, node
from desktop.engine.fx.trainer_use_nodes import UseTrainer, stays_in_play, use_targets
from desktop.engine.fx.words import plural
from desktop.engine.prompts import OPTION
from desktop.engine.rule_points import PLAYED_AS_BASIC, answers

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("chaos_gym")
@dataclass(frozen=True, slots=True)
class ChaosGym(Mod):
    """A Stadium: whenever a player plays a Trainer card other than a Stadium, they flip a coin at once
    (before anything the card asks for). Heads, it is played normally. Tails, it does nothing for them;
    unless it is put in play, their opponent may use it instead (``trainer_use_nodes.UseTrainer``); either
    way it goes to its owner's discard pile (``PlayTrainerProcedure`` asks ``chaos_tails``). A card put in
    play (PlusPower, a Tool, Clefairy Doll played as a Pokémon) is discarded on tails and not used."""

    point = layer.TRAINER_COIN
    label = "chaos_gym"

    def words(self, w: Words) -> str:
        return ("Whenever a player plays a Trainer card other than a Stadium card, he or she flips a coin. If heads, "
                "that player plays that card normally. If tails, the player can't play that card. If the card isn't "
                "put into play, the player's opponent may use that card instead, if he or she does everything "
                "required in order to play that card (like discarding cards). Either way, the card goes to its "
                "owner's discard pile.")


def chaos_tails(game: Game, player: int, uid: int) -> Node | None:
    """``player`` just played Trainer card ``uid`` with a Chaos Gym in play: their coin. Heads: None (the
    card is played normally); tails: the node that takes over (``ChaosTails``)."""
    stadium = game.cards[game.stadium]
    for _kind, mod in stadium.statics:
        if mod.point == layer.TRAINER_COIN and not game.coin(f"{stadium.name}: if tails, that card can't be played",
                                                             player):
            return ChaosTails(uid)
    return None


@answers(PLAYED_AS_BASIC, layer.TRAINER_COIN)
def chaos_stops_bench(game: Game, player: int, uid: int) -> bool:
    """A Trainer card played as a Pokémon (Clefairy Doll) is a Trainer card played: with a Chaos Gym in
    play its player flips too. Tails: it is not played; put in play once played, it is not the
    opponent's to use, and goes to its owner's discard pile (True)."""
    if game.stadium < 0 or chaos_tails(game, player, uid) is None:
        return False
    game.discard_from_hand(uid)
    return True


@dataclass(frozen=True, slots=True)
class ChaosTails(Node):
    """Chaos Gym's tails for Trainer card ``uid`` (being played, held in ``Game.resolving``): it does
    nothing for its player; unless it is put in play, the opponent may use it instead if they could
    play it now; then it goes to its owner's discard pile."""

    uid: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, uid = m.game, self.uid
        if pc == 0:
            card, stadium = game.cards[uid], game.cards[game.stadium].name if game.stadium >= 0 else ""
            if not stays_in_play(card) and use_targets(game, m.scope.opp, uid) and m.choose(
                    1, None, m.scope.opp, OPTION, ("yes", "no"), f"{stadium}: use {card.name} instead?", "may",
                    auto_single=False):
                return WAIT
        elif pc == 1 and m.answer == "yes":
            return m.call(UseTrainer(uid, by_opponent=True, src="play"), 2)
        if uid in game.resolving:  # either way, to its owner's discard pile
            game.resolving.remove(uid)
            game.discard_card(uid, "play")
        return m.done()

    def words(self, w: Words) -> str:
        return ""


@node("bench_from_hand_coin")
@dataclass(frozen=True, slots=True)
class BenchFromHandCoin(Mod):
    """A Stadium: whenever a player puts a Basic Pokémon onto their Bench from their hand (the ``bench``
    action: a Trainer played as a Basic Pokémon too, but not a Pokémon put there by a search or any other
    effect, nor an evolution), they flip a coin; tails, ``counters`` damage counters on it (Rocket's
    Minefield Gym, asked at the ON_PLAYED event by ``stadium_rules.stadium_on_played``)."""

    counters: int  # Rocket's Minefield Gym: 2, as the corrected print (and every implementation we found) has it
    no_number: bool = False  # the words as the first print and the card data have them, a known text error
    # that leaves the number out: "If tails, put damage counters on that Pokémon."
    point = layer.ON_PLAYED
    label = "minefield_gym"

    def on_played(self, game: Game, player: int, pos: int, slot: Slot) -> None:
        if not game.cards[slot.top].is_basic_pokemon:
            return  # a LEGEND, or an Evolution card an Ability puts onto the Bench
        name = game.cards[game.stadium].name
        if game.coin(f"{name}: if tails, {plural(self.counters, 'damage counter')} on that Pokémon", player):
            return
        combat.put_damage(game, player, pos, slot, 10 * self.counters, name)
        game.queue.append(("knockouts",))

    def words(self, w: Words) -> str:
        counters = "damage counters" if self.no_number else plural(self.counters, "damage counter")
        return ("Whenever a player puts a Basic Pokémon onto his or her Bench from his or her hand, he or she flips a "
                f"coin. If tails, put {counters} on that Pokémon.")
