"""Prize cards taken, offered or replaced by an effect: the opponent chooses between each player taking a
Prize card and you drawing a card (Lt. Surge's Treaty).

Also a Prize card looked at and offered to the opponent in trade for a card from the hand (Misty's
Wish).

And the opponent's Prize cards replaced by cards from their deck (Impostor Professor Oak's Invention),
and a face-down Prize card turned face up by a guess of its kind (Card-Flip Game)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Node, node
from desktop.engine.prompts import CARD, OPTION

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


PRIZES, DRAW = "each takes a Prize card", "you draw a card"


@node("opponent_picks_prize_or_draw")
@dataclass(frozen=True, slots=True)
class OpponentPicksPrizeOrDraw(Node):
    """Your opponent chooses: each player puts 1 of their own Prize cards into their hand (the top
    of their face-down Prize cards), or you draw a card (Lt. Surge's Treaty)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, opp = m.game, m.scope.player, m.scope.opp
        if pc == 0 and m.choose(1, None, opp, OPTION, (PRIZES, DRAW), f"{m.scope.source}: choose 1.",
                                "choose_effect", auto_single=False):
            return WAIT
        if m.answer == DRAW:
            game.draw(pl, 1)
            return m.done()
        for who in (pl, opp):
            p = game.players[who]
            if p.prizes:
                uid = p.prizes.pop()
                p.hand.append(uid)
                game.move_card(who, uid, "prizes", "hand")
        return m.done()

    def words(self, w: Words) -> str:
        return ("Your opponent chooses 1 of the following: everyone chooses 1 of their own Prizes and put it into "
                "their hand, or you draw a card.")


ACCEPT, DECLINE = "accept", "decline"


@node("offer_prize_swap")
@dataclass(frozen=True, slots=True)
class OfferPrizeSwap(Node):
    """Look at 1 of your Prize cards (face down, so a random one); ask your opponent whether you may
    switch it with a card from your hand. Accepted (and with another card in your hand): you choose
    that card and switch them. Declined: the Prize card stays and you draw a card (Misty's Wish)."""

    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].prizes)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, opp = m.game, m.scope.player, m.scope.opp
        me = m.me
        if pc == 0:
            prize = me.prizes[game.rng.below(len(me.prizes))]
            game.emit("peek", pl, card=prize, src="prizes", detail=m.scope.source)
            if m.choose(1, prize, opp, OPTION, (ACCEPT, DECLINE), f"{m.scope.source}: may your opponent switch a "
                        "Prize card with a card from their hand?", "accept_prize_swap", auto_single=False):
                return WAIT
        prize = local
        if pc == 1:
            if m.answer != ACCEPT:
                game.draw(pl, 1)
                return m.done()
            hand = [u for u in me.hand if u != m.scope.source_uid]
            if not hand:
                return m.done()
            if m.choose(2, prize, pl, CARD, hand, "Put which card of your hand among your Prize cards?",
                        "trade_give", zone="hand"):
                return WAIT
        given = m.answer
        me.prizes[me.prizes.index(prize)] = given
        me.hand.remove(given)
        me.hand.append(prize)
        game.move_card(pl, given, "hand", "prizes")
        game.move_card(pl, prize, "prizes", "hand")
        return m.done()

    def words(self, w: Words) -> str:
        return ("Look at 1 of your Prize cards. Then, ask your opponent if you may switch that card with 1 of the "
                "cards in your hand. If your opponent accepts and if you have any other cards in your hand, switch "
                "those cards. If your opponent declines, return the Prize card face down and draw a card.")


@node("new_prizes_for_them")
@dataclass(frozen=True, slots=True)
class NewPrizesForThem(Node):
    """Look at your opponent's Prize cards; you may have them shuffled into their deck and replaced by
    as many cards from the top of it, unseen (Impostor Professor Oak's Invention)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, them, opp = m.game, m.them, m.scope.opp
        if pc == 0:
            for uid in them.prizes:
                game.emit("peek", m.scope.player, card=uid, src="prizes", detail="their Prizes")
            if m.choose(1, None, m.scope.player, OPTION, ("yes", "no"), "Have your opponent shuffle their Prize "
                        "cards into their deck?", "may", auto_single=False):
                return 1
        if m.answer == "yes":
            count = len(them.prizes)
            for uid in list(them.prizes):
                them.prizes.remove(uid)
                them.deck.append(uid)
                game.move_card(opp, uid, "prizes", "deck")
            game.shuffle_deck(opp)
            for _ in range(min(count, len(them.deck))):
                uid = them.deck.pop()
                them.prizes.append(uid)
                game.move_card(opp, uid, "deck", "prizes")
        return m.done()

    def words(self, w: Words) -> str:
        return ("Look at your opponent's Prize cards. You may have your opponent shuffle them into their deck. If you "
                "do, your opponent takes that many cards from the top of their deck and sets them aside as their "
                "new Prize cards (without looking at them).")


FACE_UP = "face_up_prize:"  # a game marker (owner, FACE_UP + uid): that Prize card is face up


KINDS = {"Energy": "energy", "Trainer": "trainer", "Pokémon": "pokemon"}


def face_down_prizes(game: Game, owner: int) -> list[int]:
    """``owner``'s Prize cards that are still face down."""
    up = {kind for who, kind in game.markers if who == owner}
    return [u for u in game.players[owner].prizes if FACE_UP + str(u) not in up]


@node("card_flip_game")
@dataclass(frozen=True, slots=True)
class CardFlipGame(Node):
    """Choose 1 of your opponent's face-down Prizes and guess its kind (Energy, Trainer or Pokémon); it is
    turned face up (a game marker) and stays so; a right guess draws ``draw`` cards."""

    draw: int = 2
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(face_down_prizes(game, 1 - player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, opp = m.game, m.scope.player, m.scope.opp
        if pc == 0:
            options = face_down_prizes(game, opp)
            if not options:
                return m.done()
            if m.choose(1, None, me, CARD, options, "Choose 1 of your opponent's face-down Prize cards.", "peek",
                        zone="prizes", auto_single=False):
                return 1
        if pc <= 1:
            if m.choose(2, m.answer, me, OPTION, tuple(KINDS), "Is it an Energy card, a Trainer card, or a Pokémon?",
                        "guess_card", auto_single=False):
                return 1
            return m.done()
        uid = local
        game.emit("reveal", opp, card=uid, src="prizes", detail=m.scope.source)
        game.markers = game.markers + ((opp, FACE_UP + str(uid)),)
        if KINDS.get(m.answer) == game.cards[uid].kind:
            game.draw(me, self.draw)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Choose 1 of your opponent's face-down Prizes. Guess whether it is an Energy card, a Trainer card, "
                "or a Pokémon (Basic or Evolution) card. Flip the card face up (and leave it face up). If you guessed "
                f"right, draw {self.draw} cards.")
