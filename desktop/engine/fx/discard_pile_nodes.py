"""Trainers that take cards back from the discard pile: several kinds at once except the card itself
(Team Yell's Cheer), and basic Energy after a cost of the hand, never a card that cost discarded
(Superior Energy Retrieval)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.card_nodes import FILTERS, card_filter
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Node, node
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game

LABELS = {"pokemon": "Pokémon", "supporter": "Supporter cards", "item": "Item cards", "basic_energy": "basic Energy"}


def _take(game: Game, player: int, uid: int, to: str) -> None:
    p = game.players[player]
    p.discard.remove(uid)
    if to == "deck":
        p.deck.append(uid)
    else:
        p.hand.append(uid)
    game.move_card(player, uid, "discard", to)


@node("shuffle_kinds_from_discard")
@dataclass(frozen=True, slots=True)
class ShuffleKindsFromDiscard(Node):
    """Shuffle up to ``count`` in any combination of cards of ``kinds`` (card filters), except for cards named
    as this one, from your discard pile into your deck, one at a time (Team Yell's Cheer)."""

    kinds: tuple[str, ...]
    count: int = 3
    prompts = True

    def _options(self, game: Game, player: int, own: str) -> list[int]:
        tests = [card_filter(k, game) for k in self.kinds]
        cards = game.cards
        return sorted((u for u in game.players[player].discard
                       if cards[u].name != own and any(t(cards[u]) for t in tests)), key=lambda u: cards[u].name)

    def usable(self, game: Game, player: int, source: Any) -> bool:
        own = game.cards[source].name if isinstance(source, int) else ""
        return bool(self._options(game, player, own))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        done: int = local or 0
        if pc == 1:
            if m.answer is None:
                game.shuffle_deck(pl)
                return m.done()
            _take(game, pl, m.answer, "deck")
            done += 1
        own = game.cards[m.scope.source_uid].name if m.scope.source_uid >= 0 else ""
        options = self._options(game, pl, own)
        if done < self.count and options and m.choose(1, done, pl, CARD, options, f"Shuffle which card into your deck "
                                                     f"({done + 1} of up to {self.count})?", "discard_to_deck",
                                                     optional=True, zone="discard"):
            return WAIT
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        kinds = " and ".join(LABELS.get(k, FILTERS[k][0]) for k in self.kinds)
        name = w.card.name if w.card is not None else "this card"
        return (f"Shuffle up to {self.count} in any combination of {kinds}, except for {name}, from your discard pile "
                "into your deck.")


@node("discard_then_take_energy")
@dataclass(frozen=True, slots=True)
class DiscardThenTakeEnergy(Node):
    """Discard ``cost`` other cards from your hand (not playable with fewer), then put ``count`` basic Energy
    cards from your discard pile into your hand (all of them if fewer), none of those just discarded
    (Superior Energy Retrieval, as Plasma Freeze prints it)."""

    cost: int = 2
    count: int = 4
    up_to: bool = False  # "Put up to 4 Basic Energy cards ..." (Paldea Evolved): one at least, then may stop
    prompts = True

    def _energy(self, game: Game, player: int, exclude: tuple[int, ...]) -> list[int]:
        return sorted((u for u in game.players[player].discard if game.cards[u].is_basic_energy and u not in exclude),
                      key=lambda u: game.cards[u].name)

    def usable(self, game: Game, player: int, source: Any) -> bool:
        others = [u for u in game.players[player].hand if u != source]
        return len(others) >= self.cost and bool(self._energy(game, player, ()))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        paid, taken = local if local is not None else ((), 0)
        if pc == 1 and m.answer in me.hand:
            me.hand.remove(m.answer)
            game.discard_card(m.answer, "hand")
            paid += (m.answer,)
        elif pc == 2 and m.answer is None:  # "up to": the player stops
            return m.done()
        elif pc == 2:
            _take(game, pl, m.answer, "hand")
            taken += 1
        if len(paid) < self.cost:
            if m.choose(1, (paid, taken), pl, CARD, list(me.hand), f"Discard which card ({len(paid) + 1} of "
                        f"{self.cost})?", "hand_to_discard", zone="hand"):
                return WAIT
            return self.step(m, 1, (paid, taken))
        options = self._energy(game, pl, paid)
        if taken < self.count and options and m.choose(2, (paid, taken), pl, CARD, options, "Put which basic Energy "
                                                       f"card into your hand ({taken + 1} of {self.count})?",
                                                       "discard_to_hand", zone="discard",
                                                       optional=self.up_to and taken > 0):
            return WAIT
        if taken < self.count and options:
            return self.step(m, 2, (paid, taken))
        return m.done()

    def words(self, w: Words) -> str:
        if self.up_to:
            return (f"You can use this card only if you discard {self.cost} other cards from your hand. Put up to "
                    f"{self.count} Basic Energy cards from your discard pile into your hand. (You can't choose a card "
                    "you discarded with the effect of this card.)")
        return (f"Discard {self.cost} cards from your hand. (If you can't discard {self.cost} cards, you can't play "
                f"this card.) Put {self.count} basic Energy cards from your discard pile into your hand. (You can't "
                "choose a card you discarded with the effect of this card.)")


@node("heads_discard_to_top")
@dataclass(frozen=True, slots=True)
class HeadsDiscardToTop(Node):
    """Flip ``coins`` coins; put up to as many cards as heads from your discard pile on top of your deck, one
    at a time (the last one chosen on top: any order; Cyllene)."""

    coins: int = 2
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            heads = sum(game.coin(m.scope.source, pl) for _ in range(self.coins))
            local = (heads, 0)
        heads, done = local
        if pc == 1:
            if m.answer is None or m.answer not in me.discard:
                return m.done()
            me.discard.remove(m.answer)
            me.deck.append(m.answer)
            game.move_card(pl, m.answer, "discard", "deck")
            done += 1
        options = sorted(me.discard, key=lambda u: game.cards[u].name)
        if done < heads and options and m.choose(1, (heads, done), pl, CARD, options, "Put which card on top of your "
                                                 f"deck ({done + 1} of up to {heads}; the last one on top)?",
                                                 "discard_to_deck", optional=True, zone="discard"):
            return WAIT
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Flip {self.coins} coins. Put a number of cards up to the number of heads from your discard pile on "
                "top of your deck in any order.")
