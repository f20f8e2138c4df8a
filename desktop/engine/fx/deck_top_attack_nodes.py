"""Attacks that look at or discard the top of a deck for their damage or effect: "Discard the top card
of each player's deck. This attack does 140 more damage for each Energy card discarded in this
way.", "Reveal the top 5 cards of your deck. This attack does 70 damage for each Future card you
find there...", a look at the opponent's top card, and the opponent discarding from their hand.

Also the top cards shown, the Energy of a type among them to the hand and the rest discarded (Fervor).

And the top cards of your own deck discarded (Sweep Away).

And the opponent's (or your own) top card discarded, more damage if it is an Energy (Furry Chance)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.hand_attach_nodes import _of_type
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import BEFORE, Atomic, Node, node
from desktop.engine.prompts import CARD, OPTION

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words


@node("each_deck_top_energy")
@dataclass(frozen=True, slots=True)
class EachDeckTopEnergy(Atomic):
    """Discard the top card of each player's deck; ``per`` more damage for each Energy card among them."""

    per: int
    each_player: bool = False  # words: "Each player discards the top card of their deck." (Sun & Moon's Entei)
    stage = BEFORE

    def act(self, m: Machine) -> None:
        game = m.game
        energy = 0
        for pl in (m.scope.player, m.scope.opp):
            deck = game.players[pl].deck
            if deck:
                uid = deck.pop()
                energy += game.cards[uid].kind == "energy"
                game.discard_card(uid, "deck")
        m.scope.damage += self.per * energy

    def words(self, w: Words) -> str:
        first = "Each player discards the top card of their deck." if self.each_player else \
            "Discard the top card of each player's deck."
        return f"{first} This attack does {self.per} more damage for each Energy card discarded in this way."


@node("reveal_top_class")
@dataclass(frozen=True, slots=True)
class RevealTopClass(Atomic):
    """Reveal the top ``count`` cards of your deck; ``per`` damage for each card of the class
    ``of_class`` among them; discard those and shuffle the others back."""

    count: int
    per: int
    of_class: str
    stage = BEFORE

    def act(self, m: Machine) -> None:
        game, me, pl = m.game, m.me, m.scope.player
        top = me.deck[-self.count:]
        for uid in top:
            game.emit("reveal", pl, card=uid, src="deck", detail="top of deck")
        found = [u for u in top if self.of_class in game.cards[u].subtypes]
        m.scope.damage = self.per * len(found)
        m.scope.does_damage = True
        for uid in found:
            me.deck.remove(uid)
            game.discard_card(uid, "deck")
        game.shuffle_deck(pl)

    def words(self, w: Words) -> str:
        return (f"Reveal the top {self.count} cards of your deck. This attack does {self.per} damage for each "
                f"{self.of_class} card you find there. Then, discard those {self.of_class} cards and shuffle the other "
                "cards back into your deck.")


@node("peek_their_top_may_shuffle")
@dataclass(frozen=True, slots=True)
class PeekTheirTopMayShuffle(Node):
    """Look at the top card of your opponent's deck; you may have your opponent shuffle their deck
    (``then``: worded "Then, you may ..."); ``own``: of your own deck, and you may shuffle it (Homing Pidove)."""

    then: bool = False
    own: bool = False
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        whose = m.scope.player if self.own else m.scope.opp
        deck = game.players[whose].deck
        if not deck:
            return m.done()
        if pc == 0:
            game.emit("peek", m.scope.player, card=deck[-1], src="deck",
                      detail="top of your deck" if self.own else "top of their deck")
            ask = "Shuffle your deck?" if self.own else "Have your opponent shuffle their deck?"
            if m.choose(1, None, m.scope.player, OPTION, ("yes", "no"), ask, "may", auto_single=False):
                return WAIT
        if m.answer == "yes":
            game.shuffle_deck(whose)
        return m.done()

    def words(self, w: Words) -> str:
        may = "Then, you may" if self.then else "You may"
        if self.own:
            return f"Look at the top card of your deck. {may} shuffle your deck."
        return f"Look at the top card of your opponent's deck. {may} have your opponent shuffle their deck."

@node("they_discard")
@dataclass(frozen=True, slots=True)
class TheyDiscard(Node):
    """Your opponent discards ``count`` card(s) of their choice from their hand, and ``more`` more if
    this Pokémon evolved from ``evolved_from`` during this turn."""

    count: int = 1
    more: int = 0
    evolved_from: str = ""
    prompts = True

    def _total(self, m: Machine) -> int:
        slot = m.attacker
        game = m.game
        evolved = slot is not None and len(slot.cards) > 1 and slot.entered == game.turn \
            and game.cards[slot.cards[-2]].name == self.evolved_from
        return self.count + (self.more if evolved else 0)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        hand = m.them.hand
        if pc == 0:
            local = (self._total(m), 0)
        want, done = local
        if pc == 1 and m.answer in hand:
            m.game.discard_from_hand(m.answer)
            done += 1
        if done >= want or not hand:
            return m.done()
        if m.choose(1, (want, done), m.scope.opp, CARD, list(hand), f"Discard a card ({done + 1} of {want}).",
                    "hand_to_discard", zone="hand"):
            return WAIT
        return self.step(m, 1, (want, done))

    def words(self, w: Words) -> str:
        text = "Your opponent discards a card from their hand."
        if self.more:
            text += (f" If this Pokémon evolved from {self.evolved_from} during this turn, your opponent discards "
                     f"{self.more} more cards.")
        return text


@node("discard_top_use_attack")
@dataclass(frozen=True, slots=True)
class DiscardTopUseAttack(Node):
    """Discard the top card of your deck; if it is a Pokémon without a Rule Box, choose 1 of its
    attacks and use it as this attack."""

    prompts = True

    @staticmethod
    def _attacks(m: Machine, uid: int) -> list:
        from desktop.engine.fx.procedures import CopyAttack
        from desktop.engine.fx.trainer_pick_nodes import has_rule_box

        card = m.game.cards[uid]
        if card.kind != "pokemon" or has_rule_box(card):
            return []
        return [a for a in card.attacks if a.implemented
                and (a.effect is None or not any(isinstance(n, (CopyAttack, DiscardTopUseAttack))
                                                 for n in a.effect.walk()))]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.fx.procedures import AttackSteps

        game, me = m.game, m.me
        if pc == 0:
            if not me.deck:
                return m.done()
            uid = me.deck.pop()
            game.discard_card(uid, "deck")
            attacks = self._attacks(m, uid)
            if not attacks:
                return m.done()
            if m.choose(1, uid, m.scope.player, OPTION, [a.name for a in attacks], "Use which attack?",
                        "copy_attack"):
                return WAIT
            local = uid
        if pc <= 1:
            copied = next(a for a in self._attacks(m, local) if a.name == m.answer)
            game.emit("effect", m.scope.player, pos=0, detail=f"copies {copied.name}")
            m.scope.copying = True
            return m.call(AttackSteps(copied), 2)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Discard the top card of your deck, and if that card is a Pokémon that doesn't have a Rule Box, choose "
                "1 of its attacks and use it as this attack. (Pokémon ex, Pokémon V, etc. have Rule Boxes.)")


@node("top_cards_energy_to_hand")
@dataclass(frozen=True, slots=True)
class TopCardsEnergyToHand(Atomic):
    """Show the top ``count`` cards of your deck to all players; ``type`` Energy cards among them go
    into your hand, the rest to the discard pile (Fervor)."""

    count: int
    type: str

    def act(self, m: Machine) -> None:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        for _ in range(min(self.count, len(me.deck))):
            uid = me.deck.pop()
            game.emit("reveal", pl, card=uid, detail="top of deck")
            if _of_type(game, [uid], self.type):
                me.hand.append(uid)
                game.move_card(pl, uid, "deck", "hand")
            else:
                game.discard_card(uid, "deck")

    def words(self, w: Words) -> str:
        return (f"Show the top {self.count} cards of your deck to all players. Put any {self.type} Energy cards there "
                "into your hand and discard the rest.")


@node("discard_own_deck_top")
@dataclass(frozen=True, slots=True)
class DiscardOwnDeckTop(Atomic):
    """Discard the top ``count`` cards from your deck (Sweep Away)."""

    count: int

    def act(self, m: Machine) -> None:
        deck = m.me.deck
        for _ in range(min(self.count, len(deck))):
            m.game.discard_card(deck.pop(), "deck")

    def words(self, w: Words) -> str:
        return w.phrase("discard_deck_top", count=self.count)


@node("discard_their_top_for_more")
@dataclass(frozen=True, slots=True)
class DiscardTheirTopForMore(Atomic):
    """Discard the top card of your opponent's deck; if it is an Energy card, this attack does
    ``amount`` more damage (Ambipom's Furry Chance); ``own``: the top card of your deck (Mini Eruption)."""

    amount: int
    own: bool = False
    stage = BEFORE

    def act(self, m: Machine) -> None:
        deck = m.me.deck if self.own else m.them.deck
        if not deck:
            return
        uid = deck.pop()
        m.game.discard_card(uid, "deck")
        if m.game.cards[uid].kind == "energy":
            m.scope.damage += self.amount

    def words(self, w: Words) -> str:
        whose = "your" if self.own else "your opponent's"
        return (f"Discard the top card of {whose} deck. If that card is an Energy card, this attack does "
                f"{self.amount} more damage.")
