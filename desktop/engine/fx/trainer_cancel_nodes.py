"""A Power that may cancel the opponent's Trainer card as it is played: on heads the card does nothing and
goes on top of their deck (Mind Games; ``PlayTrainerProcedure`` asks ``mind_games``).

Also a player's next turn in which each Trainer they play may fizzle on tails (Dizzying Wind)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import layer
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import node

if TYPE_CHECKING:
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("mind_games")
@dataclass(frozen=True, slots=True)
class MindGames(Mod):
    """A Power: whenever the opponent plays a Trainer card, you may flip a coin; heads, that card does
    nothing and goes on top of their deck (``PlayTrainerProcedure`` asks ``mind_games``)."""

    point = "mind_games"
    label = "mind_games"

    def words(self, w: Words) -> str:
        return ("Whenever your opponent plays a Trainer card, you may flip a coin. If heads, that card does nothing. "
                "Put it on top of your opponent's deck.")


def mind_games(game: Game, player: int) -> bool:
    """Whether the opponent of ``player`` (who is playing a Trainer card) has a working Mind Games."""
    from desktop.engine import layer

    for slot in game.players[1 - player].slots():
        for kind, mod in game.card_of(slot).statics:
            if isinstance(mod, MindGames) and layer.power_working(game, slot, kind):
                return True
    return False


@node("trainers_may_fizzle")
@dataclass(frozen=True, slots=True)
class TrainersMayFizzle(Mod):
    """On a player for their next turn: whenever they play a Trainer card from their hand, they flip
    a coin; tails, that card has no effect and is discarded (Venomoth's Dizzying Wind;
    ``PlayTrainerProcedure`` flips it as the card is played, before anything the card asks for)."""

    point = layer.TRAINER_FIZZLE
    label = "dizzying_wind"

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return ("Whenever your opponent plays a Trainer card from his or her hand during his or her next turn, your "
                "opponent flips a coin. If tails, that card has no effect. (Your opponent still discards that card.)")
