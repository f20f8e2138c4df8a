"""Items and Supporters of today's sets: "only if you go second, during your first turn", redraw
one more card than the hand held (Brassius), heal then discard an Energy (Super Potion), heal more
from a named Pokémon (Arven's Sandwich), Special Energy discarded from the opponent's Pokémon, and
"You can use this card only if your opponent's Active Pokémon is Poisoned".

Also a Trainer's own rules: "If you have no cards in your deck, you can't play this card." and a coin
that takes it back into the hand once it is done (Kahili).

And a Trainer's cost: N of the other cards in the hand discarded ("in order to", or worded as a trade)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.fx.card_nodes import MoveCards, shuffle_hand_into_deck
from desktop.engine.fx.node import CHECK, Atomic, Node, node
from desktop.engine.fx.target_nodes import Targeted
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("only_going_second_first_turn")
@dataclass(frozen=True, slots=True)
class OnlyGoingSecondFirstTurn(Node):
    """Usable only by the player who went second, during their first turn."""

    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return game.turn == 2

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        return "You can use this card only if you go second, and only during your first turn."


@node("only_if_their_active")
@dataclass(frozen=True, slots=True)
class OnlyIfTheirActive(Node):
    """Usable only if the opponent's Active Pokémon has the Special Condition ``condition``."""

    condition: str
    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        slot = game.players[1 - player].active
        if slot is None:
            return False
        return {"Poisoned": slot.poison > 0, "Burned": slot.burned}.get(self.condition, False)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        return f"You can use this card only if your opponent's Active Pokémon is {self.condition}."


@node("redraw_plus")
@dataclass(frozen=True, slots=True)
class RedrawPlus(Atomic):
    """Count the cards in your hand, shuffle them into your deck, then draw that many plus ``more``
    (``each``: each player in turn, you first: Sabrina's Gaze)."""

    more: int = 1
    each: bool = False

    def act(self, m: Machine) -> None:
        for pl in (m.scope.player, m.scope.opp) if self.each else (m.scope.player,):
            n = len(m.game.players[pl].hand)
            shuffle_hand_into_deck(m.game, pl)
            m.game.draw(pl, n + self.more)

    def words(self, w: Words) -> str:
        if self.each and not self.more:
            return "Each player shuffles their hand into their deck and draws a new hand of the same number of cards."
        return (f"Count the cards in your hand, shuffle those cards into your deck, then draw that many cards plus "
                f"{self.more}.")


@node("heal_then_discard_energy")
@dataclass(frozen=True, slots=True)
class HealThenDiscardEnergy(Targeted):
    """Heal ``amount`` damage from 1 of your Pokémon; if any was healed, discard an Energy from it."""

    amount: int
    prompts = True
    ask_purpose = "heal_target"

    def targets(self, game: Game, player: int) -> list[int]:
        return [pos for pos, s in game.players[player].in_play() if s.damage > 0]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if m.scope.target is None:  # run with nothing played onto: ask which Pokémon first
            if pc == 0 and m.choose(5, None, m.scope.player, POKEMON, self.targets(m.game, m.scope.player),
                                    "Choose the Pokémon.", "heal_target"):
                return 1
            if m.answer is None:
                return m.done()
            m.scope.target, pc = m.answer, 0
        slot = m.me.at(m.target)
        if pc == 0:
            if not combat.heal(m.game, m.scope.player, m.target, slot, self.amount, m.scope.source) or not slot.energy:
                return m.done()
            if m.choose(1, None, m.scope.player, CARD, list(slot.energy), "Choose an Energy card to discard.",
                        "discard_energy", zone="attached"):
                return 1
        if m.answer is not None and m.answer in slot.energy:
            combat.discard_attached(m.game, slot, m.answer, m.target)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Heal {self.amount} damage from 1 of your Pokémon. If you healed any damage in this way, discard an "
                "Energy from that Pokémon.")


@node("heal_active_named_more")
@dataclass(frozen=True, slots=True)
class HealActiveNamedMore(Atomic):
    """Heal ``amount`` damage from your Active Pokémon, or ``more`` if its name starts with ``named``."""

    amount: int
    more: int
    named: str

    def usable(self, game: Game, player: int, source: Any) -> bool:
        active = game.players[player].active
        return active is not None and active.damage > 0

    def act(self, m: Machine) -> None:
        slot = m.me.active
        if slot is not None:
            amount = self.more if m.game.card_of(slot).name.startswith(self.named) else self.amount
            combat.heal(m.game, m.scope.player, 0, slot, amount, m.scope.source)

    def words(self, w: Words) -> str:
        return (f"Heal {self.amount} damage from your Active Pokémon. If that Pokémon is an {self.named} Pokémon, "
                f"heal {self.more} damage from it instead.")


@node("discard_their_specials")
@dataclass(frozen=True, slots=True)
class DiscardTheirSpecialEnergy(Node):
    """Discard a Special Energy from each of your opponent's Pokémon (``all``: every Special Energy
    from all of them, with no choice; ``tools``: and every Pokémon Tool)."""

    all: bool = False
    tools: bool = False
    prompts = True

    def _special(self, m: Machine, pos: int) -> list[int]:
        slot = m.them.at(pos)
        return [u for u in slot.energy if not m.game.cards[u].is_basic_energy] if slot is not None else []

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        positions = [pos for pos, _s in m.them.in_play()]
        if self.all:
            for pos in positions:
                slot = m.them.at(pos)
                for uid in self._special(m, pos):
                    combat.discard_attached(game, slot, uid, pos)
                if self.tools:
                    for uid, _until in list(slot.tools):
                        slot.tools.remove((uid, _until))
                        game.discard_card(uid, "attached", pos)
            return m.done()
        index = local or 0
        if pc == 1:
            pos = positions[index]
            combat.discard_attached(game, m.them.at(pos), m.answer, pos)
            index += 1
        while index < len(positions):
            options = self._special(m, positions[index])
            if options:
                if m.choose(1, index, m.scope.player, CARD, options, "Choose a Special Energy to discard.",
                            "discard_their_energy", zone="attached"):
                    return 1
                return self.step(m, 1, index)
            index += 1
        return m.done()

    def words(self, w: Words) -> str:
        if self.all and self.tools:
            return "Discard all Pokémon Tools and Special Energy from all of your opponent's Pokémon."
        if self.all:
            return "Discard all Special Energy from all of your opponent's Pokémon."
        return "Discard a Special Energy from each of your opponent's Pokémon."


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


@node("discard_other_cards_cost")
@dataclass(frozen=True, slots=True)
class DiscardOtherCardsCost(MoveCards):
    """A Trainer's cost: discard ``count`` of the other cards in your hand ("... in order to ..."; ``trade``:
    worded as a trade, "Trade 2 of the other cards in your hand for ...", the next step saying what for)."""

    source: str = "hand"
    to: str = "discard"
    cost: bool = True

    def cost_phrase(self, w: Words) -> str | None:
        if self.trade:
            return f"Trade {self.count} of the other cards in your hand for"
        return f"Discard {self.count} of the other cards in your hand"
