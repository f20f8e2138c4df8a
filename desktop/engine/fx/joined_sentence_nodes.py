"""Two effects printed as one sentence joined by "and": "Discard 2 Energy from this Pokémon, and
this attack does 120 damage to 1 of your opponent's Pokémon." Each part runs as in a sequence."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine.fx.control import Seq
from desktop.engine.fx.node import node
from desktop.engine.fx.words import lower_first

if TYPE_CHECKING:
    from desktop.engine.fx.words import Words


@node("joined")
@dataclass(frozen=True, slots=True)
class Joined(Seq):
    """Do each node in order, like ``seq``; the words join the first two sentences with ", and"."""

    comma: bool = True  # words: "X, and Y" (False: "X and Y")

    def __post_init__(self) -> None:
        if len(self.nodes) < 2:
            raise ValueError("joined needs at least 2 nodes")

    def words(self, w: Words) -> str:
        first = self.nodes[0].words(w).rstrip(".")
        rest = " ".join(t for t in (n.words(w) for n in self.nodes[1:]) if t)
        return f"{first}{',' if self.comma else ''} and {lower_first(rest, w)}"
