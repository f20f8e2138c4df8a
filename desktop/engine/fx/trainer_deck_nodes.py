"""Supporters, Items and attacks that order decks and swap Pokémon: 2 searched cards put back on top
in any order (Time Manipulation), the top 3 rearranged or put on the bottom (Deduction Kit), the
opponent may draw after Ortega, Prize cards swapped for the top of the deck (Redeemable Ticket),
Team Rocket's Giovanni's double switch, and Energy for up to 2 Ancient Pokémon (Professor Sada's
Vitality)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.prompts import CARD, OPTION, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game



@node("ortega")
@dataclass(frozen=True, slots=True)
class Ortega(Node):
    """Your opponent reveals their hand; you put a card of it on the bottom of their deck; if you
    did, your opponent may draw a card."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        them, opp = m.them, m.scope.opp
        if pc == 0:
            for uid in them.hand:
                m.game.emit("reveal", opp, card=uid, detail="their hand")
            if m.choose(1, None, m.scope.player, CARD, list(them.hand), "Put which card on the bottom of their deck?",
                        "their_hand_to_deck", zone="hand"):
                return 1
            pc = 1
        if pc == 1:
            if m.answer is None or m.answer not in them.hand:
                return m.done()
            them.hand.remove(m.answer)
            them.deck.insert(0, m.answer)
            m.game.emit("move", opp, card=m.answer, src="hand", dst="deck", detail="bottom")
            if m.choose(2, None, opp, OPTION, ("yes", "no"), "Draw a card?", "may"):
                return 1
        if m.answer == "yes":
            m.game.draw(opp, 1)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Your opponent reveals their hand, and you choose a card you find there and put it on the bottom of "
                "their deck. If you put a card on the bottom of your opponent's deck in this way, your opponent may "
                "draw a card.")


@node("top_three_order_or_bottom")
@dataclass(frozen=True, slots=True)
class TopThreeOrderOrBottom(Node):
    """Look at the top ``count`` cards of your deck and put them back in any order, or shuffle them
    and put them on the bottom of your deck."""

    count: int = 3
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].deck)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.fx.card_nodes import RearrangeTop

        game, pl, deck = m.game, m.scope.player, m.me.deck
        if pc == 0:
            game.emit("reveal", pl, detail="deck top", amount=min(self.count, len(deck)))
            if m.choose(1, None, pl, OPTION, ("any order", "bottom"), "Put them back in any order, or on the bottom?",
                        "choose_effect"):
                return 1
            pc = 1
        if pc == 2:
            return m.done()
        if pc == 1 and m.answer == "bottom":
            n = min(self.count, len(deck))
            top = deck[len(deck) - n:]
            del deck[len(deck) - n:]
            game.rng.shuffle(top)
            deck[0:0] = top
            game.emit("shuffle", pl, detail="to the bottom")
            return m.done()
        return m.call(RearrangeTop(count=self.count), 2)

    def words(self, w: Words) -> str:
        return (f"Look at the top {self.count} cards of your deck and put them back in any order, or shuffle them and "
                "put them on the bottom of your deck.")


@node("prizes_to_bottom_retake")
@dataclass(frozen=True, slots=True)
class PrizesToBottomRetake(Atomic):
    """Count your Prize cards, shuffle them, put them on the bottom of your deck, then take as many
    from the top of your deck as your face-down Prize cards."""

    def act(self, m: Machine) -> None:
        game, me = m.game, m.me
        prizes, me.prizes = me.prizes, []
        game.rng.shuffle(prizes)
        me.deck[0:0] = prizes
        for _ in range(min(len(prizes), len(me.deck))):
            me.prizes.append(me.deck.pop())
        game.emit("shuffle", m.scope.player, detail="prizes", amount=len(prizes))

    def words(self, w: Words) -> str:
        return ("Count your Prize cards, shuffle them, and put them on the bottom of your deck. Then, take that many "
                "cards from the top of your deck and put them face down as your Prize cards.")


@node("switch_named_then_gust")
@dataclass(frozen=True, slots=True)
class SwitchNamedThenGust(Node):
    """Switch your Active ``named`` Pokémon with 1 of your Benched ``named`` Pokémon; if you do,
    switch in 1 of your opponent's Benched Pokémon to the Active Spot."""

    named: str
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        me = game.players[player]
        return me.active is not None and game.card_of(me.active).name.startswith(self.named) and any(
            game.card_of(s).name.startswith(self.named) for s in me.bench)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        if pc == 0:
            options = [p for p, s in m.me.in_play() if p and game.card_of(s).name.startswith(self.named)]
            if m.choose(1, None, pl, POKEMON, options, "Switch with which Pokémon?", "switch_self"):
                return 1
            pc = 1
        if pc == 1:
            if m.answer is None:
                return m.done()
            game.switch_active(pl, m.answer, m.scope.source)
            if m.choose(2, None, pl, POKEMON, [10 + p for p, _s in m.them.in_play() if p], "Switch in which Pokémon?",
                        "switch_in"):
                return 1
        if m.answer is not None:
            game.switch_active(m.scope.opp, m.answer - 10, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Switch your Active {self.named} Pokémon with 1 of your Benched {self.named} Pokémon. If you do, "
                "switch in 1 of your opponent's Benched Pokémon to the Active Spot.")


@node("energy_to_ancients_draw")
@dataclass(frozen=True, slots=True)
class EnergyToAncientsDraw(Node):
    """Choose up to 2 of your ``kind`` Pokémon and attach a Basic Energy card from your discard
    pile to each; if any Energy was attached, draw ``draw`` cards."""

    kind: str = "Ancient"
    most: int = 2
    draw: int = 3
    prompts = True

    def _targets(self, game: Game, player: int, done: tuple[int, ...]) -> list[int]:
        return [p for p, s in game.players[player].in_play() if p not in done and self.kind in game.card_of(s).subtypes]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._targets(game, player, ())) and any(game.cards[u].is_basic_energy
                                                              for u in game.players[player].discard)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, cards = m.game, m.scope.player, m.game.cards
        done, target = local if local is not None else ((), None)
        if pc == 1:
            if m.answer is None:
                return self._finish(m, done)
            target = m.answer
        elif pc == 2:
            assert target is not None
            m.me.discard.remove(m.answer)
            m.me.at(target).energy.append(m.answer)
            game.emit("attach", pl, card=m.answer, src="discard", dst="energy", pos=target)
            done, target = done + (target,), None
        energy = sorted({cards[u].id: u for u in m.me.discard if cards[u].is_basic_energy}.values(),
                        key=lambda u: cards[u].name)
        if target is None:
            targets = self._targets(game, pl, done)
            if len(done) >= self.most or not targets or not energy:
                return self._finish(m, done)
            if m.choose(1, (done, None), pl, POKEMON, targets, "Attach an Energy to which Pokémon?", "attach_energy",
                        optional=True, auto_single=False):
                return 1
            return self._finish(m, done)  # pragma: no cover - an optional question is always asked
        if m.choose(2, (done, target), pl, CARD, energy, "Attach which Energy card?", "discard_to_attach",
                    zone="discard"):
            return 1
        return self.step(m, 2, (done, target))

    def _finish(self, m: Machine, done: tuple[int, ...]) -> int:
        if done:
            m.game.draw(m.scope.player, self.draw)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Choose up to {self.most} of your {self.kind} Pokémon and attach a Basic Energy card from your "
                f"discard pile to each of them. If you attached any Energy in this way, draw {self.draw} cards.")


@node("guess_the_hp")
@dataclass(frozen=True, slots=True)
class GuessTheHp(Node):
    """Name a Pokémon in your hand (it stays there, face down meanwhile); your opponent guesses its HP
    among the HP values of the game's Pokémon cards of that name; then it is revealed: a right guess,
    they draw ``count`` cards; a wrong one, you do."""

    count: int = 4
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return any(game.cards[u].kind == "pokemon" for u in game.players[player].hand if u != source)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.prompts import NUMBER

        game, pl, cards = m.game, m.scope.player, m.game.cards
        if pc == 0:
            options = sorted({u for u in m.me.hand if cards[u].kind == "pokemon"}, key=lambda u: cards[u].name)
            if m.choose(1, None, pl, CARD, options, "Name which Pokémon in your hand?", "name_pokemon", zone="hand"):
                return 1
            pc = 1
        if pc == 1:
            if m.answer is None:
                return m.done()
            local = m.answer
            name = cards[local].name
            game.emit("effect", pl, detail=f"names {name}")
            hps = sorted({c.hp for c in cards if c.kind == "pokemon" and c.name == name})
            if m.choose(2, local, m.scope.opp, NUMBER, hps, f"Guess the HP of the {name}.", "guess_hp",
                        auto_single=False):
                return 1
        guessed_right = m.answer == cards[local].hp
        game.emit("reveal", pl, card=local, detail="Tyme")
        game.draw(m.scope.opp if guessed_right else pl, self.count)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Tell your opponent the name of a Pokémon in your hand and put that Pokémon face down in front of you. "
                "Your opponent guesses that Pokémon's HP, and then you reveal it. If your opponent guessed right, "
                f"they draw {self.count} cards. If they guessed wrong, you draw {self.count} cards. Then, return the "
                "Pokémon to your hand.")
