"""Quizzes played between the two players: a card from the hand put face down, the opponent guesses its
kind (Blaine's Quiz #2) or, told one of its attacks, its name (Blaine's Quiz #3); whoever is right or
wrong draws. (Blaine's Quiz #1, the Pokémon's length, is ``quiz_length_nodes``.)

Also an Evolution card put face down, the opponent guessing whether its name has Light, Dark or neither
(Pokémon Personality Test)."""

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


KINDS = {"Energy card": "energy", "Trainer card": "trainer", "Pokémon card": "pokemon"}


@node("quiz_card_kind")
@dataclass(frozen=True, slots=True)
class QuizCardKind(Node):
    """Put a card from your hand face down; the opponent guesses its kind (Energy, Trainer or
    Pokémon). Right: they draw ``count`` cards; wrong: you do. The card goes back to your hand
    (Blaine's Quiz #2)."""

    count: int
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return any(u != source for u in game.players[player].hand)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, opp = m.game, m.scope.player, m.scope.opp
        if pc == 0:
            hand = [u for u in m.me.hand if u != m.scope.source_uid]
            if m.choose(1, None, pl, CARD, hand, "Put which card face down?", "quiz_card", zone="hand"):
                return WAIT
            pc = 1
        if pc == 1 and m.choose(2, m.answer, opp, OPTION, tuple(KINDS), "Guess: what kind of card is it?",
                                "quiz_guess", auto_single=False):
            return WAIT
        uid = local if pc == 2 else m.scope.answer
        game.emit("reveal", pl, card=uid, detail="hand")
        right = KINDS.get(m.answer) == game.cards[uid].kind
        game.draw(opp if right else pl, self.count)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Put a card from your hand face down in front of you. Your opponent guesses whether it is an Energy "
                "card, a Trainer card, or a Pokémon (Basic or Evolution) card. Flip the card over. If your opponent "
                f"guessed right, he or she draws {self.count} cards. If your opponent guessed wrong, you draw "
                f"{self.count} cards. Either way, return the card to your hand.")


def _quiz_cards(game: Game, hand: list[int], source: int) -> list[int]:
    return [u for u in hand if u != source and game.cards[u].kind == "pokemon" and game.cards[u].attacks]


@node("quiz_card_name")
@dataclass(frozen=True, slots=True)
class QuizCardName(Node):
    """Put a Basic or Evolution card from your hand face down and name one of its attacks; the
    opponent guesses the card's name among the Pokémon of this game that have an attack of that name.
    Right: they draw ``count`` cards; wrong: you do. The card goes back to your hand (Blaine's Quiz #3)."""

    count: int
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(_quiz_cards(game, game.players[player].hand, source))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, opp = m.game, m.scope.player, m.scope.opp
        if pc == 0:
            options = _quiz_cards(game, m.me.hand, m.scope.source_uid)
            if m.choose(1, None, pl, CARD, options, "Put which card face down?", "quiz_card", zone="hand"):
                return WAIT
            pc = 1
        if pc == 1:
            local = m.answer
            attacks = tuple(dict.fromkeys(a.name for a in game.cards[local].attacks))
            if m.choose(2, local, pl, OPTION, attacks, "Tell your opponent which attack?", "quiz_attack"):
                return WAIT
            pc = 2
        if pc == 2:
            told = m.answer
            game.emit("effect", pl, detail=f"attack: {told}")
            names = tuple(sorted({c.name for c in game.cards if c.kind == "pokemon"
                                  and any(a.name == told for a in c.attacks)}))
            if m.choose(3, local, opp, OPTION, names, f"Guess the card: it has the attack {told}.", "quiz_guess",
                        auto_single=False):
                return WAIT
        game.emit("reveal", pl, card=local, detail="hand")
        right = m.answer == game.cards[local].name
        game.draw(opp if right else pl, self.count)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Put a Basic or Evolution card from your hand face down in front of you and tell your opponent the "
                "name of an attack of that card. Your opponent guesses the name of that card. Flip the card over. If "
                f"your opponent guessed right, he or she draws {self.count} cards. If your opponent guessed wrong, "
                f"you draw {self.count} cards. Either way, return the card to your hand.")


GUESSES = ("Light", "Dark", "neither")


def _kind_of(name: str) -> str:
    return "Light" if "Light" in name else "Dark" if "Dark" in name else "neither"


@node("personality_test")
@dataclass(frozen=True, slots=True)
class PersonalityTest(Node):
    """Put an Evolution card from your hand face down; your opponent guesses whether its name has Light,
    Dark, or neither. Right: they draw ``draw`` cards; wrong: you do. The card goes back to your hand."""

    draw: int = 2
    prompts = True

    def _evolutions(self, game: Game, player: int) -> list[int]:
        return [u for u in game.players[player].hand
                if game.cards[u].kind == "pokemon" and game.cards[u].evolves_from]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._evolutions(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, opp = m.game, m.scope.player, m.scope.opp
        if pc == 0:
            options = self._evolutions(game, me)
            if not options:
                return m.done()
            if m.choose(1, None, me, CARD, options, "Choose an Evolution card to put face down.", "face_down_card",
                        zone="hand"):
                return 1
        if pc <= 1:
            if m.choose(2, m.answer, opp, OPTION, GUESSES, "Is the face-down card a Pokémon card with Light in its "
                        "name, one with Dark in its name, or neither?", "guess_card", auto_single=False):
                return 1
            return m.done()
        uid = local
        game.emit("reveal", me, card=uid, src="hand", detail=m.scope.source)
        game.draw(opp if m.answer == _kind_of(game.cards[uid].name) else me, self.draw)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Put an Evolution card from your hand face down in front of you. Your opponent guesses whether it is "
                "a Pokémon card with Light in its name, a Pokémon card with Dark in its name, or neither one. Flip "
                f"the card over. If your opponent guessed right, he or she draws {self.draw} cards. If your opponent "
                f"guessed wrong, you draw {self.draw} cards. Either way, return the card to your hand.")
