"""Two steps printed as one sentence: "Discard all Fire Energy from this Pokémon, and this attack
does 180 damage to 1 of ...", "... is now Paralyzed, and discard an Energy from that Pokémon."."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.control import Seq
from desktop.engine.fx.node import node
from desktop.engine.fx.words import lower_first

if TYPE_CHECKING:
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("and_seq")
@dataclass(frozen=True, slots=True)
class AndSeq(Seq):
    """Do each node in order, worded as one sentence joined by ", and"; ``that``: the later steps
    call the opponent's Active Pokémon "that Pokémon"."""

    that: bool = False

    def words(self, w: Words) -> str:
        parts = [n.words(w) for n in self.nodes]
        parts = [p.rstrip(".") for p in parts[:-1]] + parts[-1:]  # the last keeps its stop ("...Pokémon.)")
        rest = [lower_first(p, w) for p in parts[1:]]
        if self.that:
            rest = [p.replace(w.defending, "that Pokémon") for p in rest]
        return ", and ".join([parts[0], *rest])


@node("then_seq")
@dataclass(frozen=True, slots=True)
class ThenSeq(Seq):
    """Do each node in order, the later sentences starting "Then, " ("Shuffle your hand into your
    deck. Then, flip a coin. ..."). Playable when its first step is: the later ones follow on what it
    did (TV Reporter may be played with an empty hand, the discard comes from the cards drawn)."""

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return self.nodes[0].usable(game, player, source)

    def words(self, w: Words) -> str:
        parts = [n.words(w) for n in self.nodes]
        return " ".join([parts[0], *(f"Then, {lower_first(p, w)}" for p in parts[1:])])
