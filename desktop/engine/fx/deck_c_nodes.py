"""Cards of the Sun & Moon theme decks of Forbidden Light, Celestial Storm and Lost Thunder that no
existing node does: Kahili's coin that takes it back into the hand."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.node import Atomic, node

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("coin_back_to_hand")
@dataclass(frozen=True, slots=True)
class CoinBackToHand(Atomic):
    """Flip a coin. If heads, this Trainer card goes into its player's hand instead of the discard pile
    once it has done its job (``from_hand``: only if it was played from the hand, not used another way)."""

    then: bool = False  # words: "Then, flip a coin." (after "Draw 2 cards.")
    from_hand: bool = True

    def act(self, m: Machine) -> None:
        game, pl, uid = m.game, m.scope.player, m.scope.source_uid
        if not game.coin(m.scope.source, pl):
            return
        if uid < 0 or (self.from_hand and uid not in game.resolving) or m.scope.kept:
            return  # not played from the hand (or it already went somewhere): it stays where it is
        m.scope.kept = True  # the play procedure does not discard it
        game.players[pl].hand.append(uid)
        game.move_card(pl, uid, "play", "hand")

    def words(self, w: Words) -> str:
        name = w.card.name if w.card is not None else "card"
        flip = "Then, flip a coin." if self.then else "Flip a coin."
        played = f"if you played this {name} from your hand, " if self.from_hand else ""
        return f"{flip} If heads, {played}put this card into your hand instead of the discard pile."


@node("needs_deck")
@dataclass(frozen=True, slots=True)
class NeedsDeck(Atomic):
    """The card's rule "If you have no cards in your deck, you can't play this card." (it does nothing
    itself; the card is not playable while its player's deck is empty)."""

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].deck)

    def act(self, m: Machine) -> None:
        return None

    def words(self, w: Words) -> str:
        return "If you have no cards in your deck, you can't play this card."
