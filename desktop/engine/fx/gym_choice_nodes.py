"""Gym Heroes and Gym Challenge steps built on choices and coins: cards taken at random from the
opponent's hand, cards put back for Energy, a coin in place of Rock-Paper-Scissors, the opponent's
choice of two effects, Pokémon called to the Bench, Energy gathered by a Power, and a Bench shield."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.card_nodes import Draw, shuffle_hand_into_deck
from desktop.engine.fx.control import enter
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.neo_destiny_nodes import BenchShield
from desktop.engine.fx.node import BEFORE, Atomic, Node, node
from desktop.engine.fx.procedures import CopyAttack
from desktop.engine.prompts import CARD, NUMBER, OPTION

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("their_random_to_deck_up_to")
@dataclass(frozen=True, slots=True)
class TheirRandomToDeckUpTo(Node):
    """Choose up to ``count`` cards at random from the opponent's hand (you say how many, without
    looking); they shuffle those cards into their deck (The Rocket's Trap's heads)."""

    count: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, opp = m.game, m.scope.opp
        them = game.players[opp]
        if pc == 0:
            most = min(self.count, len(them.hand))
            if not most:
                return m.done()
            if m.choose(1, None, m.scope.player, NUMBER, range(most + 1), f"Choose how many cards (up to {most}) at "
                        "random?", "random_count", auto_single=False):
                return WAIT
        n = min(int(m.answer or 0), len(them.hand))
        for _ in range(n):
            uid = them.hand.pop(game.rng.below(len(them.hand)))
            them.deck.append(uid)
            game.move_card(opp, uid, "hand", "deck")
        if n:
            game.shuffle_deck(opp)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Choose up to {self.count} cards at random from your opponent's hand (don't look at them). Your "
                "opponent shuffles those cards into their deck.")


@node("hand_to_top_for_energy")
@dataclass(frozen=True, slots=True)
class HandToTopForEnergy(Node):
    """Put up to ``count`` cards from your hand on top of your deck (one at a time), then search
    your deck for that many basic Energy cards, show them and put them into your hand (Sleight of
    Hand)."""

    count: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        put, found = local if local is not None else (0, 0)
        if pc == 2:  # a basic Energy card was chosen
            self._take(m, m.answer)
            return self._search(m, put, found + 1)
        if pc == 1:  # a card to put back, or None: stop
            if m.answer is None:
                return self._search(m, put, 0)
            me.hand.remove(m.answer)
            me.deck.append(m.answer)
            game.move_card(pl, m.answer, "hand", "deck")
            put += 1
        if put < self.count and me.hand and m.choose(1, (put, 0), pl, CARD, list(me.hand), "Put a card on top of "
                                                     "your deck (or stop).", "hand_to_deck", zone="hand",
                                                     optional=True, auto_single=False):
            return WAIT
        return self._search(m, put, 0)

    @staticmethod
    def _take(m: Machine, uid: int) -> None:
        game, pl, me = m.game, m.scope.player, m.me
        me.deck.remove(uid)
        me.hand.append(uid)
        game.emit("reveal", pl, card=uid, detail="deck")
        game.move_card(pl, uid, "deck", "hand")

    def _search(self, m: Machine, put: int, found: int) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if put and not found:
            game.emit("reveal", pl, detail="deck")
        while found < put:
            options = [u for u in me.deck if game.cards[u].is_basic_energy]
            if not options:
                break
            if m.choose(2, (put, found), pl, CARD, options, "Choose a basic Energy card.", "deck_to_hand",
                        zone="deck"):
                return WAIT
            self._take(m, m.answer)
            found += 1
        if put:
            game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Choose up to {self.count} cards from your hand and put them on top of your deck. Then search your "
                "deck for that many basic Energy cards. Show those cards to your opponent, then put them into your "
                "hand. Shuffle your deck afterward.")


@node("coin_winner_redraws")
@dataclass(frozen=True, slots=True)
class CoinWinnerRedraws(Atomic):
    """The players decide a winner (by the coin the card allows instead of Rock-Paper-Scissors:
    heads, you win); the winner shuffles their hand into their deck and draws ``count`` cards
    (Misty's Duel)."""

    count: int

    def act(self, m: Machine) -> None:
        game = m.game
        winner = m.scope.player if game.coin(m.scope.source, m.scope.player) else m.scope.opp
        shuffle_hand_into_deck(game, winner)
        game.draw(winner, self.count)

    def words(self, w: Words) -> str:
        return ("You and your opponent play a game of Rock-Paper-Scissors. The winner shuffles their hand into their "
                f"deck and draws a new hand of {self.count} cards. (If you don't know how to play Rock-Paper-"
                "Scissors, flip a coin to decide who's the winner.)")


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


@node("call_named_then_count")
@dataclass(frozen=True, slots=True)
class CallNamedThenCount(Node):
    """Before damage, you may put any number of Basic Pokémon named like the attacker from your deck
    onto your Bench (shuffle it if you did); then the printed damage times the number of them you
    have in play (Group Attack)."""

    plural: str  # the name as printed in the plural
    stage = BEFORE
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        attacker = m.attacker
        name = game.cards[attacker.top].name if attacker is not None else ""
        took: bool = bool(local)
        if pc == 1 and m.answer is not None:
            me.deck.remove(m.answer)
            game.put_on_bench(pl, m.answer, "deck")
            took = True
        elif pc == 1:
            pc = 2
        if pc <= 1:
            options = [u for u in me.deck if game.cards[u].name == name and game.cards[u].kind == "pokemon"
                       and game.cards[u].stage == "Basic"]
            if options and len(me.bench) < game.rules.bench_size and m.choose(
                    1, took, pl, CARD, options, "Put one onto your Bench (or stop).", "deck_to_bench", zone="deck",
                    optional=True, auto_single=False):
                return WAIT
        if took:
            game.shuffle_deck(pl)
        n = sum(1 for _p, s in me.in_play() if game.cards[s.top].name == name)
        printed = m.scope.attack.damage if m.scope.attack is not None else 0
        m.scope.damage, m.scope.does_damage = printed * n, True
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Does {w.damage} damage times the number of {self.plural} you have in play. Before doing damage, you "
                f"may search your deck for any number of Basic Pokémon named {w.name} and put them onto your Bench. "
                "(You can't get more cards with this attack than you have room on your Bench.) If you do, shuffle "
                "your deck afterward.")


@node("gather_energy")
@dataclass(frozen=True, slots=True)
class GatherEnergy(Node):
    """Take up to ``count`` ``type`` Energy cards attached to your other Pokémon and attach them to
    this one (Soak Up), one card at a time until you stop."""

    type: str
    count: int
    prompts = True

    def _options(self, game: Game, player: int, me_pos: int) -> list[int]:
        return [u for pos, s in game.players[player].in_play() if pos != me_pos for u in s.energy
                if self.type in game.cards[u].provides]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, pos = m.game, m.scope.player, max(m.scope.source_pos, 0)
        me = game.players[pl]
        done: int = local or 0
        if pc == 1:
            if m.answer is None:
                return m.done()
            for _at, slot in me.in_play():
                if m.answer in slot.energy:
                    slot.energy.remove(m.answer)
            me.at(pos).energy.append(m.answer)
            game.emit("attach", pl, card=m.answer, src="energy", dst="energy", pos=pos)
            done += 1
        options = self._options(game, pl, pos)
        if done < self.count and options and m.choose(1, done, pl, CARD, options, "Move an Energy card (or stop).",
                                                      "move_energy_from", zone="attached", optional=True,
                                                      auto_single=False):
            return WAIT
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Take up to {self.count} {self.type} Energy cards attached to your other Pokémon and attach them to "
                f"{w.name}.")


@node("shield_bench_their_turn")
@dataclass(frozen=True, slots=True)
class ShieldBenchTheirTurn(Atomic):
    """Until the end of the opponent's next turn, prevent all damage from attacks done to your
    Benched Pokémon (Transparent Walls): a Bench shield held by no Pokémon."""

    def act(self, m: Machine) -> None:
        game = m.game
        game.lasting = game.lasting + ((m.scope.player, game.next_turn_of(m.scope.opp), BenchShield(-1)),)
        game.emit("effect", m.scope.player, detail="ice_pillar")

    def words(self, w: Words) -> str:
        return ("Until the end of your opponent's next turn, prevent all damage from attacks done to your Benched "
                "Pokémon. (Any other effects of attacks still happen.)")


@node("esp_coins")
@dataclass(frozen=True, slots=True)
class EspCoins(Node):
    """Flip 3 coins: exactly 1 heads, draw a card; exactly 2, ``amount`` damage; all 3, copy 1 of
    the Defending Pokémon's attacks except its Energy costs (Misty's Psyduck's ESP)."""

    amount: int
    stage = BEFORE
    prompts = True

    def children(self) -> tuple[Node, ...]:
        return (Draw(count=1), CopyAttack())

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc:
            return m.done()
        heads = sum(m.game.coin(m.scope.source, m.scope.player) for _ in range(3))
        if heads == 1:
            return enter(m, Draw(count=1), 1)
        if heads == 2:
            m.scope.damage, m.scope.does_damage = self.amount, True
        if heads == 3:
            return enter(m, CopyAttack(), 1)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Flip 3 coins. If exactly 1 is heads, draw a card. If exactly 2 are heads, this attack does "
                f"{self.amount} damage. If all 3 are heads, choose 1 of {w.defending}'s attacks. {w.name} copies that "
                f"attack except for its Energy costs. (No matter what type {w.defending} is, {w.name}'s type is "
                f"still {w.card.type if w.card is not None else 'the same'}.)")
