"""Blaine's Quiz #1: the opponent guesses the length of a Pokémon whose name they are told.

A classic card prints its Pokémon's Pokédex length ("Length: 5' 7\""); the card data has none, so the
lengths are a facts table by national Pokédex number, ``cards/pokedex_lengths.json`` (written by
``tools/pokedex_lengths.py`` from public Pokédex data)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Node, node
from desktop.engine.prompts import CARD, OPTION
from desktop.paths import cards_dir

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game

TOLD_NAME = "quiz_name"  # a scope value: the name told to the opponent (what the computer player answers from)


@lru_cache(maxsize=1)
def _lengths() -> dict[int, str]:
    data = json.loads((cards_dir() / "pokedex_lengths.json").read_text(encoding="utf-8"))
    return {int(number): length for number, length in data["lengths"].items()}


def length_of(card: CardDef) -> str:
    """The length ``card`` prints for its Pokémon (feet and inches), or "" if the table has none."""
    return _lengths().get(card.pokedex, "") if card.kind == "pokemon" else ""


def _inches(length: str) -> int:
    feet, inches = (int(n) for n in re.findall(r"\d+", length))
    return 12 * feet + inches


def length_named(game: Game, name: str) -> str:
    """The length of the Pokémon a card of this game named ``name`` is (what a player who knows their
    Pokédex answers)."""
    return next((length_of(c) for c in game.printed if c.name == name and length_of(c)), "")


def _quiz_cards(game: Game, hand: list[int], source: int) -> list[int]:
    return [u for u in hand if u != source and length_of(game.printed[u])]


@node("quiz_length")
@dataclass(frozen=True, slots=True)
class QuizLength(Node):
    """Put a Basic Pokémon or Evolution card from your hand face down and tell the opponent its name;
    they guess its length among the lengths of the Pokémon of this game (its printed cards, a face-down
    card's too). Right: they draw ``count`` cards; wrong: you do. The card goes back to your hand
    (Blaine's Quiz #1)."""

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
            name = game.printed[local].name
            m.scope.put(TOLD_NAME, name)
            game.emit("effect", pl, detail=f"name: {name}")
            lengths = sorted({length_of(c) for c in game.printed if length_of(c)}, key=_inches)  # face down too
            if m.choose(2, local, opp, OPTION, lengths, f"Guess the length of {name}.", "quiz_length",
                        auto_single=False):
                return WAIT
        game.emit("reveal", pl, card=local, detail="hand")
        right = m.answer == length_of(game.printed[local])
        game.draw(opp if right else pl, self.count)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Put a Basic Pokémon or Evolution card from your hand face down in front of you and tell your opponent "
                "its name. Your opponent guesses the length of that Pokémon. Flip the card over. If your opponent "
                f"guessed right, he or she draws {self.count} cards. If your opponent guessed wrong, you draw "
                f"{self.count} cards. Either way, return the card to your hand.")
