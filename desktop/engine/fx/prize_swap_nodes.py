"""Nodes that exchange a card with a face-down Prize card: a Trainer that takes a Pokémon from the
Prize cards and becomes a Prize card in its place."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.node import Node, node
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("prize_basic_for_this")
@dataclass(frozen=True, slots=True)
class PrizeBasicForThis(Node):
    """Look at your face-down Prize cards; you may take a Basic Pokémon there into your hand and put this
    card in its place as a face-down Prize card (if you don't, it is discarded as usual); then shuffle your
    Prize cards (Hisuian Heavy Ball)."""

    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].prizes)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        prizes = game.players[pl].prizes
        if pc == 0:
            for uid in prizes:
                game.emit("peek", pl, card=uid, src="prizes", detail=m.scope.source)
            basics = sorted((u for u in prizes if game.cards[u].kind == "pokemon" and game.cards[u].stage == "Basic"),
                            key=lambda u: game.cards[u].name)
            if m.choose(1, None, pl, CARD, basics, "Take which Basic Pokémon from your Prize cards?",
                        "prize_to_hand", optional=True, zone="prizes"):
                return 1
        uid, this = m.answer, m.scope.source_uid
        if uid in prizes and this >= 0 and this in game.resolving and not m.scope.kept:
            game.emit("reveal", pl, card=uid, detail="prizes")
            prizes[prizes.index(uid)] = this
            game.players[pl].hand.append(uid)
            game.move_card(pl, uid, "prizes", "hand")
            m.scope.kept = True  # the play procedure does not discard it: it is a Prize card now
            game.move_card(pl, this, "play", "prizes")
        game.rng.shuffle(prizes)
        return m.done()

    def words(self, w: Words) -> str:
        name = w.card.name if w.card is not None else "card"
        return ("Look at your face-down Prize cards. You may reveal a Basic Pokémon you find there, put it into your "
                f"hand, and put this {name} in its place as a face-down Prize card. (If you don't reveal a Basic "
                "Pokémon, put this card in the discard pile.) Then, shuffle your face-down Prize cards.")
