"""Looking at the opponent's hand or deck and acting on what is there: "look at your opponent's hand.
If your opponent has any Trainer cards there, choose 1 of them. Your opponent shuffles that card into
his or her deck." (Threaten, Glaring Gaze) and "look at the top card of your opponent's deck. Then,
you may have your opponent shuffle his or her deck." (Cunning).

Also both hands looked at: yours shown to the opponent and theirs to you ([Tell]).

And any number of the Basic Pokémon in the opponent's hand put onto their Bench (Erika's Perfume).

And a card of the opponent's hand shuffled into their deck, then they may draw (Team Rocket's Evil
Deeds).

And "Look at your opponent's hand."
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.prompts import CARD, NUMBER

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("their_trainer_from_hand_to_deck")
@dataclass(frozen=True, slots=True)
class TheirTrainerFromHandToDeck(Node):
    """Look at your opponent's hand; if it holds Trainer cards, choose 1: they shuffle it into their
    deck. ``he_or_she``: the words "If he or she has any" (Threaten), else "If your opponent has any"."""

    he_or_she: bool = False
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, them = m.game, m.them
        if pc == 0:
            for uid in them.hand:
                game.emit("peek", m.scope.player, card=uid, src="hand", detail="their hand")
            trainers = [u for u in them.hand if game.cards[u].kind == "trainer"]
            if m.choose(1, None, m.scope.player, CARD, trainers, "Choose a Trainer card your opponent shuffles into "
                        "their deck.", "their_hand_to_deck", zone="hand"):
                return 1
        uid = m.answer
        if uid is not None and uid in them.hand:
            them.hand.remove(uid)
            them.deck.append(uid)
            game.move_card(m.scope.opp, uid, "hand", "deck")
            game.shuffle_deck(m.scope.opp)
        return m.done()

    def words(self, w: Words) -> str:
        who = "they have" if self.he_or_she else "your opponent has"
        return (f"Look at your opponent's hand. If {who} any Trainer cards there, choose 1 of them. Your opponent "
                "shuffles that card into their deck.")


@node("arcade_game")
@dataclass(frozen=True, slots=True)
class ArcadeGame(Atomic):
    """Shuffle your deck and reveal its top ``count`` cards; the ones sharing a name with another of them
    go to your hand, the rest are shuffled back (Arcade Game)."""

    count: int = 3

    def act(self, m: Machine) -> None:
        game, pl, deck = m.game, m.scope.player, m.me.deck
        game.shuffle_deck(pl)
        top = deck[-self.count:]
        for uid in top:
            game.emit("reveal", pl, card=uid, detail="deck top")
        names = [game.cards[u].name for u in top]
        pair = next((n for n in names if names.count(n) >= 2), None)
        for uid in top:
            if pair is not None and game.cards[uid].name == pair:
                deck.remove(uid)
                m.me.hand.append(uid)
                game.move_card(pl, uid, "deck", "hand")
        game.shuffle_deck(pl)

    def words(self, w: Words) -> str:
        n = self.count
        return (f"Shuffle your deck, then reveal the top {n} cards of it. If at least 2 of those cards share the same "
                "name, put all the ones with that name into your hand and shuffle the rest into your deck. If none of "
                f"them do, shuffle all {n} into your deck.")


@node("trade_looks_at_hands")
@dataclass(frozen=True, slots=True)
class TradeLooksAtHands(Atomic):
    """Look at your opponent's hand and show yours to them ([Tell]): each card a "peek" in the log."""

    def act(self, m: Machine) -> None:
        game, pl, opp = m.game, m.scope.player, m.scope.opp
        for uid in game.players[opp].hand:
            game.emit("peek", pl, card=uid, src="hand", detail="their hand")
        for uid in game.players[pl].hand:
            game.emit("peek", opp, card=uid, src="hand", detail="their hand")

    def words(self, w: Words) -> str:
        return "Look at your opponent's hand and show your hand to your opponent."


@node("their_basics_to_bench")
@dataclass(frozen=True, slots=True)
class TheirBasicsToBench(Node):
    """After looking at your opponent's hand: you may put any number of the Basic Pokémon cards in
    it onto their Bench, while there is room (Erika's Perfume)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, opp = m.game, m.scope.opp
        them = game.players[opp]
        if pc == 1:
            if m.answer is None:
                return m.done()
            them.hand.remove(m.answer)
            game.put_on_bench(opp, m.answer, "hand")
        basics = [u for u in them.hand if game.cards[u].kind == "pokemon" and game.cards[u].stage == "Basic"]
        if not basics or len(them.bench) >= game.rules.bench_size:
            return m.done()
        m.choose(1, None, m.scope.player, CARD, basics, "Put a Basic Pokémon from your opponent's hand onto their "
                 "Bench?", "their_hand_to_bench", optional=True, zone="hand", auto_single=False)
        return WAIT

    def words(self, w: Words) -> str:
        return ("If they have any Basic Pokémon cards there, you may put any number of them onto your opponent's "
                "Bench (as long as there's room).")


@node("their_card_to_deck_then_draw")
@dataclass(frozen=True, slots=True)
class TheirCardToDeckThenDraw(Node):
    """Look at your opponent's hand and choose a card there; they shuffle it into their deck, then may
    draw up to ``draw`` cards."""

    draw: int = 2
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[1 - player].hand)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, them, opp = m.game, m.them, m.scope.opp
        if pc == 0:
            for uid in them.hand:
                game.emit("peek", m.scope.player, card=uid, src="hand", detail="their hand")
            if m.choose(1, None, m.scope.player, CARD, list(them.hand), "Choose a card your opponent shuffles into "
                        "their deck.", "their_hand_to_deck", zone="hand"):
                return 1
            pc = 1
        if pc == 1:
            uid = m.answer
            if uid is not None and uid in them.hand:
                them.hand.remove(uid)
                them.deck.append(uid)
                game.move_card(opp, uid, "hand", "deck")
                game.shuffle_deck(opp)
            most = min(self.draw, len(them.deck))
            if most and m.choose(2, None, opp, NUMBER, range(most + 1), f"Draw how many cards (up to {most})?",
                                 "draw_up_to", auto_single=False):
                return 1
            return m.done()
        game.draw(opp, int(m.answer or 0))
        return m.done()

    def words(self, w: Words) -> str:
        return ("Look at your opponent's hand and choose a card there. Your opponent shuffles that card into their "
                f"deck. Then, your opponent may draw up to {self.draw} cards.")


@node("look_at_opponent_hand")
@dataclass(frozen=True, slots=True)
class LookAtOpponentHand(Atomic):
    """Look at your opponent's hand (only you see it: each card is a "peek" in the log)."""


    def act(self, m: Machine) -> None:
        for uid in m.them.hand:
            m.game.emit("peek", m.scope.player, card=uid, src="hand", detail="their hand")

    def words(self, w: Words) -> str:
        return "Look at your opponent's hand."
