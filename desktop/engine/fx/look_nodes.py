"""Looking at the top (or bottom) cards of the deck and taking one that fits: Great Ball, Ultra
Ball's cousins of the XY era, the Fossil Items, Tatsugiri's Attract Customers.

Also the top cards looked at and put back in the same order (Radio Tower)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.card_nodes import FILTERS, MODERN_LABELS, MOVED, article, card_filter
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("look_top_take")
@dataclass(frozen=True, slots=True)
class LookTopTake(Node):
    """Look at the top ``count`` cards of your deck; you may take 1 card matching ``filter`` (and
    ``type``) into your hand, or onto your Bench (``to``); the others are shuffled back into your
    deck, or shuffled and put on the bottom (``rest``)."""

    count: int
    filter: str = "any"
    type: str = ""
    to: str = "hand"  # or "bench" (a Basic Pokémon only)
    rest: str = "shuffle"  # or "bottom"
    not_first_turn: bool = False
    from_bottom: bool = False  # the bottom ``count`` cards (a Fossil Item of the XY era)
    named: str = ""  # only a Pokémon of this name; to the Bench it may be a Restored Pokémon (seed 001 app. 26)
    joined: bool = False  # words: "look at the top 6 cards of your deck, reveal a ... , and put it into your hand"
    if_any: bool = False  # Neo words: "If any of them are Trainer cards, you may show 1 of them ..." (PokéGear)
    one_of_them: bool = False  # "... and put 1 of them into your hand.": a card must be taken (Misty's Determination)
    show: bool = False  # Gym words: "Look at 7 cards from the top of your deck. You may choose ..., show it to ..."
    if_moved: bool = False  # "If you do, look at ...": only if the move_cards before it moved a card
    prompts = True

    def __post_init__(self) -> None:
        if self.filter not in FILTERS:
            raise ValueError(f"filter {self.filter!r} is not one of {', '.join(FILTERS)}")
        if self.to not in ("hand", "bench") or self.rest not in ("shuffle", "bottom"):
            raise ValueError("to must be \"hand\" or \"bench\", rest \"shuffle\" or \"bottom\"")
        if self.from_bottom and self.rest != "shuffle":
            raise ValueError("the bottom cards looked at are shuffled back (rest \"shuffle\")")

    def usable(self, game: Game, player: int, source: Any) -> bool:
        if self.not_first_turn and game.is_first_turn():
            return False
        return bool(game.players[player].deck)

    def _fits(self, card: CardDef, game: Game) -> bool:
        if not card_filter(self.filter, game)(card):
            return False
        if self.type and self.type not in (card.types if card.kind == "pokemon" else card.provides):
            return False
        if self.named and card.name != self.named:
            return False
        return self.to != "bench" or (card.kind == "pokemon" and (
            card.stage == "Basic" or (bool(self.named) and card.stage == "Restored")))

    def _looked(self, deck: list[int]) -> list[int]:
        """The cards looked at, in the order they are offered (index 0 of the deck is its bottom)."""
        return list(deck[:self.count]) if self.from_bottom else list(reversed(deck[-self.count:]))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        p = game.players[pl]
        deck = p.deck
        if pc == 0 and self.if_moved and not m.scope.get(MOVED, 0):
            return m.done()
        if pc == 0:
            game.emit("reveal", pl, detail="deck top", amount=min(self.count, len(deck)))
            options = [u for u in self._looked(deck) if self._fits(game.cards[u], game)]
            if self.to == "bench" and len(p.bench) >= game.rules.bench_size:
                options = []
            label = self._label()
            where = "bottom" if self.from_bottom else "top"
            if m.choose(1, None, pl, CARD, options, f"You may put a {label} from the {where} {self.count} cards of "
                        f"your deck {'onto your Bench' if self.to == 'bench' else 'into your hand'}.",
                        "deck_to_bench" if self.to == "bench" else "deck_to_hand", zone="deck",
                        optional=not self.one_of_them, auto_single=False):
                return 1
        uid = m.answer
        looked = deck[:self.count] if self.from_bottom else deck[-self.count:]
        if uid is not None:
            deck.remove(uid)
            looked.remove(uid)
            if self.to == "bench":
                game.put_on_bench(pl, uid, "deck")
            else:
                p.hand.append(uid)
                game.move_card(pl, uid, "deck", "hand")
        if self.rest == "bottom":
            del deck[len(deck) - len(looked):]
            game.rng.shuffle(looked)
            deck[0:0] = looked  # index 0 is the bottom of the deck
            game.emit("shuffle", pl, detail="to the bottom")
        else:
            game.shuffle_deck(pl)
        return m.done()

    def _label(self) -> str:
        label = FILTERS[self.filter][0]
        return f"{self.type} Pokémon" if self.filter == "pokemon" and self.type else label

    def words(self, w: Words) -> str:
        label = self._label()
        if self.named and self.to == "bench":
            where = "bottom" if self.from_bottom else "top"
            return (f"Look at the {where} {self.count} cards of your deck. You may reveal a {self.named} you find "
                    "there and put it onto your Bench. Shuffle the other cards back into your deck.")
        if self.to == "bench":
            rest = ("Shuffle the other cards and put them on the bottom of your deck." if self.rest == "bottom"
                    else "Shuffle the other cards back into your deck.")
            first = " You can't use this card during your first turn." if self.not_first_turn else ""
            return (f"Look at the top {self.count} cards of your deck and put a {label} you find there onto your "
                    f"Bench. {rest}{first}")
        if w.era == "modern":
            label = MODERN_LABELS.get(self.filter, label).format(t=f"{self.type} " if self.type else "")
        if self.show:  # Master Ball
            return (f"Look at {self.count} cards from the top of your deck. You may choose {article(label)} {label} "
                    "from those cards, show it to your opponent, then put it into your hand. Shuffle the rest into "
                    "your deck.")
        if self.if_any:
            return (f"Look at the top {self.count} cards of your deck. If any of them are {label}s, you may show 1 of "
                    "them to your opponent and put it into your hand. Shuffle your deck afterward.")
        if self.one_of_them:
            lead = "If you do, look" if self.if_moved else "Look"
            return (f"{lead} at the top {self.count} cards of your deck and put 1 of them into your hand. Shuffle the "
                    "other cards back into your deck.")
        if self.joined:  # after "you may" (an Ability's words)
            return (f"Look at the top {self.count} cards of your deck, reveal {article(label)} {label} you find there, "
                    "and put it into your hand. Shuffle the other cards back into your deck.")
        where = "bottom" if self.from_bottom else "top"  # Dusk Ball: "Look at the bottom 7 cards ..."
        return (f"Look at the {where} {self.count} cards of your deck. You may reveal {article(label)} {label} you "
                "find there and put it into your hand. Shuffle the other cards back into your deck.")


@node("look_top_same_order")
@dataclass(frozen=True, slots=True)
class LookTopSameOrder(Atomic):
    """Look at the top ``count`` cards of your deck and put them back in the same order (Radio Tower)."""

    count: int = 2

    def act(self, m: Machine) -> None:
        for uid in reversed(m.me.deck[-self.count:]):
            m.game.emit("peek", m.scope.player, card=uid, src="deck", detail="deck top")

    def words(self, w: Words) -> str:
        return f"Look at the top {self.count} cards of their deck and put them back in the same order."
