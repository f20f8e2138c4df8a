"""Effects that wait for the end of a turn (a player's lasting effect whose ``at_turn_end`` the end
of turn runs): Amarys's "At the end of this turn, if you have 5 or more cards in your hand, discard
your hand", and Corrosive Sludge's "At the end of your opponent's next turn, discard the Defending
Pokémon and all attached cards". Also a Special Energy's "When you attach this card from your hand to
a Pokémon" trigger (Enriching Energy)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Atomic, node
from desktop.engine.fx.trigger_nodes import When
from desktop.engine.fx.words import lower_first

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game

LATER = "at_turn_end"


@node("discard_big_hand_later")
@dataclass(frozen=True, slots=True)
class DiscardBigHandLater(Mod):
    """On a player until the end of this turn: then, with ``at_least`` cards in hand, they discard it."""

    at_least: int = 5
    point = LATER
    label = "discard_big_hand_later"

    def at_turn_end(self, game: Game, owner: int) -> None:
        hand = game.players[owner].hand
        if len(hand) >= self.at_least:
            for uid in list(hand):
                game.discard_from_hand(uid)

    def words(self, w: Words) -> str:
        return f"At the end of this turn, if you have {self.at_least} or more cards in your hand, discard your hand."


@node("draw_then_big_hand_discarded")
@dataclass(frozen=True, slots=True)
class DrawThenBigHandDiscarded(Atomic):
    """Draw ``count`` cards; at the end of this turn, with ``at_least`` cards in hand, discard it."""

    count: int
    at_least: int = 5

    def act(self, m: Machine) -> None:
        game = m.game
        game.draw(m.scope.player, self.count)
        game.lasting = game.lasting + ((m.scope.player, game.turn, DiscardBigHandLater(self.at_least)),)

    def words(self, w: Words) -> str:
        return (f"Draw {self.count} cards. At the end of this turn, if you have {self.at_least} or more cards in your "
                "hand, discard your hand.")


@node("discard_pokemon_later")
@dataclass(frozen=True, slots=True)
class DiscardPokemonLater(Mod):
    """On a player until the end of their turn: then their Pokémon whose top card is ``uid`` (if still
    in play) is discarded with all attached cards."""

    uid: int
    point = LATER
    label = "discard_pokemon_later"

    def at_turn_end(self, game: Game, owner: int) -> None:
        for pos, slot in game.players[owner].in_play():
            if slot.top == self.uid:
                game.remove_from_play(owner, pos, slot)
                for card in slot.all_cards():
                    game.discard_card(card, "attached", pos)
                game.emit("effect", owner, pos=pos, detail="discarded")
                return

    def words(self, w: Words) -> str:
        return "At the end of this turn, discard this Pokémon and all attached cards."


@node("discard_defending_later")
@dataclass(frozen=True, slots=True)
class DiscardDefendingLater(Atomic):
    """At the end of your opponent's next turn, discard the Defending Pokémon and all attached cards."""

    def act(self, m: Machine) -> None:
        defender, game = m.defender, m.game
        if defender is not None and not m.scope.protected:
            game.lasting = game.lasting + ((m.scope.opp, game.turn + 1, DiscardPokemonLater(defender.top)),)

    def words(self, w: Words) -> str:
        return "At the end of your opponent's next turn, discard the Defending Pokémon and all attached cards."


@node("when_attached_to_a_pokemon")
@dataclass(frozen=True, slots=True)
class WhenAttachedToAPokemon(When):
    """A Special Energy's trigger worded "When you attach this card from your hand to a Pokémon, ..."
    (Enriching Energy), the ``attached`` event."""

    def words(self, w: Words) -> str:
        return "When you attach this card from your hand to a Pokémon, " + lower_first(self.effect.words(w), w)
