"""The Unown Pokémon Powers of Neo Destiny: a Power that works only with four Unown on your Bench
("if you have Unown [G], Unown [I], Unown [V], and Unown [E] on your Bench, you may ..."), and the
small effects they do: a new hand of the same size ([Help]), each player shuffling their deck
([Laugh]), looking at a Prize card ([Search]) and looking at each other's hands ([Tell])."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.card_nodes import shuffle_hand_into_deck
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.words import lower_first

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


def _listed(names: tuple[str, ...]) -> str:
    return ", ".join(names[:-1]) + ", and " + names[-1] if len(names) > 2 else " and ".join(names)


@node("if_bench_names")
@dataclass(frozen=True, slots=True)
class IfBenchNames(Node):
    """``then`` (which "you may" do) only if every Pokémon named in ``names`` is on your Bench."""

    names: tuple[str, ...]
    then: Node

    def usable(self, game: Game, player: int, source: Any) -> bool:
        benched = {game.card_of(s).name for s in game.players[player].bench}
        return all(n in benched for n in self.names) and self.then.usable(game, player, source)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and self.usable(m.game, m.scope.player, m.scope.source_pos):
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        return f"If you have {_listed(self.names)} on your Bench, you may {lower_first(self.then.words(w), w)}"


@node("new_hand_same_size")
@dataclass(frozen=True, slots=True)
class NewHandSameSize(Atomic):
    """Shuffle your hand into your deck, then draw as many cards as it had ([Help])."""

    def act(self, m: Machine) -> None:
        game, pl = m.game, m.scope.player
        size = len(game.players[pl].hand)
        shuffle_hand_into_deck(game, pl)
        game.draw(pl, size)

    def words(self, w: Words) -> str:
        return "Shuffle your hand into your deck, then draw a new hand of the same number of cards."


@node("each_shuffles_deck")
@dataclass(frozen=True, slots=True)
class EachShufflesDeck(Atomic):
    """Each player shuffles their deck ([Laugh])."""

    def act(self, m: Machine) -> None:
        for pl in (m.scope.player, m.scope.opp):
            m.game.shuffle_deck(pl)

    def words(self, w: Words) -> str:
        return "Each player shuffles their deck."


@node("look_at_a_prize")
@dataclass(frozen=True, slots=True)
class LookAtAPrize(Atomic):
    """Look at 1 of your Prize cards and return it face down ([Search]); they are all face down, so
    which one is random, drawn from the game's generator. Only you see it."""

    def act(self, m: Machine) -> None:
        game, pl = m.game, m.scope.player
        prizes = game.players[pl].prizes
        if prizes:
            game.emit("peek", pl, card=prizes[game.rng.below(len(prizes))], src="prizes", detail=m.scope.source)

    def words(self, w: Words) -> str:
        return "Look at 1 of your Prize cards. Return that Prize card face down."


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
