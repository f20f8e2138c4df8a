"""Basic Pokémon put onto a Bench from somewhere other than the hand: from your discard pile ("Put up
to 3 Duskull from your discard pile onto your Bench."), from the top of your deck (Summoning Gate),
from the top of the opponent's deck (Accompanying Flute) or from their revealed hand (Tongue Pull)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Node, node
from desktop.engine.prompts import CARD
from desktop.engine.state import Slot

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game

SOURCES = ("discard", "their_hand", "top_deck", "their_top_deck")
PURPOSE_ZONE = {"discard": "discard", "their_hand": "hand", "top_deck": "deck", "their_top_deck": "deck"}


@node("to_bench")
@dataclass(frozen=True, slots=True)
class ToBench(Node):
    """Put up to ``count`` (0: any number of) Basic Pokémon (of ``type`` or ``named``) from ``source``
    onto the Bench of that zone's owner, while there is room; ``look`` cards of a deck's top are seen
    first and the rest shuffled back."""

    source: str
    count: int = 0
    type: str = ""
    named: str = ""
    look: int = 0  # the top cards of a deck looked at
    reveal: bool = False  # words for the opponent's deck: "Reveal the top N cards"
    must: bool = False  # "Put a Basic Pokémon from your discard pile onto your Bench." (one, if there is one)
    prompts = True

    def __post_init__(self) -> None:
        if self.source not in SOURCES:
            raise ValueError(f"source {self.source!r} must be one of {', '.join(SOURCES)}")

    def _owner(self, m: Machine) -> int:
        return m.scope.opp if self.source.startswith("their") else m.scope.player

    def _zone(self, game: Game, owner: int) -> list[int]:
        p = game.players[owner]
        return p.discard if self.source == "discard" else p.hand if self.source == "their_hand" else p.deck

    def _fits(self, game: Game, uid: int) -> bool:
        card = game.cards[uid]
        return (card.is_basic_pokemon and (not self.type or self.type in card.types)
                and (not self.named or card.name == self.named))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, owner = m.game, self._owner(m)
        zone = self._zone(game, owner)
        if pc == 0:
            seen = tuple(zone[-self.look:]) if self.look else ()
            for uid in seen:
                game.emit("reveal" if self.reveal else "peek", m.scope.player, card=uid, src="deck",
                          detail="top of deck")
            local = (seen, 0)
        seen, done = local
        if pc == 1:
            if m.answer is None:
                return self._finish(m, owner)
            zone.remove(m.answer)
            bench = game.players[owner].bench
            bench.append(Slot(m.answer, game.turn))
            game.emit("bench", owner, card=m.answer, src=PURPOSE_ZONE[self.source], dst="bench", pos=len(bench))
            seen = tuple(u for u in seen if u != m.answer)
            done += 1
            local = (seen, done)
        room = len(game.players[owner].bench) < game.rules.bench_size
        pool = seen if self.look else zone
        options = [u for u in pool if self._fits(game, u)]
        if not room or not options or (self.count and done >= self.count):
            return self._finish(m, owner)
        purpose = "their_hand_to_bench" if self.source == "their_hand" else \
            "discard_to_bench" if self.source == "discard" else "deck_to_bench"
        if m.choose(1, local, m.scope.player, CARD, options, "Put which Pokémon onto the Bench?", purpose,
                    optional=not (self.must and done == 0), zone=PURPOSE_ZONE[self.source]):
            return WAIT
        return self.step(m, 1, local)  # a single option that must be taken: chosen by itself

    def _finish(self, m: Machine, owner: int) -> int:
        if self.look:
            m.game.shuffle_deck(owner)
        return m.done()

    def words(self, w: Words) -> str:
        what = self.named or f"{self.type + ' ' if self.type else ''}Pokémon"
        many = f"up to {self.count}" if self.count else "any number of"
        if self.must and self.source == "discard":  # Dark Guidance
            return f"Put a Basic {what} from your discard pile onto your Bench."
        if self.source == "discard":
            return f"Put {many} {what} from your discard pile onto your Bench."
        if self.source == "their_hand":
            return f"Put {many} Basic {what} you find there onto your opponent's Bench."
        if self.source == "top_deck":
            return (f"Look at the top {self.look} cards of your deck. You may put {many} {what} you find there onto "
                    "your Bench. Shuffle the other cards back into your deck.")
        return (f"Reveal the top {self.look} cards of your opponent's deck. You may choose {many} Basic {what} you "
                "find there and put those Pokémon onto their Bench. Your opponent shuffles the other cards back into "
                "their deck.")
