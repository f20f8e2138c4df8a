"""Energy searched from the deck and attached to one Pokémon: "Search your deck for up to 2 Basic
Energy cards and attach them to 1 of your (Benched) Pokémon / to this Pokémon. Then, shuffle your
deck." (Kagura attacks, Burning Charge, Delightful Kiss, Frigid Fluttering)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.node import Node, node
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words

TARGETS = {"any": "1 of your Pokémon", "bench": "1 of your Benched Pokémon", "self": "this Pokémon"}


@node("search_attach_one")
@dataclass(frozen=True, slots=True)
class SearchAttachOne(Node):
    """Search your deck for ``count`` (``up_to``: up to ``count``) Basic ``type`` Energy cards and
    attach them all to one Pokémon (``to``: one of ``TARGETS``); shuffle your deck."""

    count: int = 1
    up_to: bool = False
    type: str = ""
    to: str = "any"
    prompts = True

    def __post_init__(self) -> None:
        if self.to not in TARGETS:
            raise ValueError(f"to must be one of {', '.join(TARGETS)}")

    def _energy(self, m: Machine, taken: tuple[int, ...]) -> list[int]:
        cards = m.game.cards
        seen: dict[str, int] = {}
        for u in m.me.deck:
            card = cards[u]
            if u not in taken and card.is_basic_energy and (not self.type or self.type in card.provides):
                seen.setdefault(card.id, u)
        return sorted(seen.values(), key=lambda u: cards[u].name)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        taken: tuple[int, ...] = local or ()
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
        if pc == 1:
            if m.answer is None:
                return self._attach(m, taken, 3)
            taken += (m.answer,)
        if pc in (0, 1):
            energy = self._energy(m, taken)
            if len(taken) < self.count and energy and m.choose(
                    1, taken, pl, CARD, energy, f"Choose a Basic Energy card from your deck "
                    f"({len(taken) + 1} of {'up to ' if self.up_to else ''}{self.count}).",
                    "deck_to_attach", zone="deck", optional=self.up_to or len(taken) > 0, auto_single=False):
                return 1
            return self._attach(m, taken, 3)
        if pc == 3 and m.answer is not None:
            for uid in taken:
                m.me.deck.remove(uid)
                m.me.at(m.answer).energy.append(uid)
                game.emit("attach", pl, card=uid, src="deck", dst="energy", pos=m.answer)
        game.shuffle_deck(pl)
        return m.done()

    def _attach(self, m: Machine, taken: tuple[int, ...], pc: int) -> int:
        if self.to == "self":
            targets = [max(m.scope.source_pos, 0)]
        else:
            targets = [pos for pos, _s in m.me.in_play() if not (self.to == "bench" and pos == 0)]
        if not taken:
            targets = []
        if m.choose(pc, taken, m.scope.player, POKEMON, targets, "Attach them to which Pokémon?", "attach_energy"):
            return 1
        return self.step(m, pc, taken)

    def words(self, w: Words) -> str:
        kind = f"Basic {self.type + ' ' if self.type else ''}Energy card"
        many = self.count > 1 or self.up_to
        what = f"{'up to ' if self.up_to else ''}{self.count} {kind}s" if many else f"a {kind}"
        return (f"Search your deck for {what} and attach {'them' if many else 'it'} to {TARGETS[self.to]}. "
                "Then, shuffle your deck.")
