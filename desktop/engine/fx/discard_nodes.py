"""Attack nodes that discard by choice and from the top of a deck: "you may discard any number of
Fire Energy cards attached to Moltres; if you do, discard that many cards from the top of your
opponent's deck" (Wildfire)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.fx.node import AFTER, BEFORE, Atomic, Node, node
from desktop.engine.fx.values import Amount, Count, Heads
from desktop.engine.fx.words import plural
from desktop.engine.prompts import CARD, NUMBER

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("may_discard_energy")
@dataclass(frozen=True, slots=True)
class MayDiscardEnergy(Node):
    """You may discard any number of ``type`` Energy cards attached to the attacking Pokémon (not a
    cost); how many is kept as the count ``discarded`` for later nodes."""

    type: str
    before: bool = False  # before the damage: the count sets it (Lava Flow); else after it (Wildfire)
    prompts = True

    @property
    def stage(self) -> int:  # type: ignore[override]
        return BEFORE if self.before else AFTER

    def _matching(self, game: Game, slot: Slot) -> list[int]:
        return [u for u in slot.energy if game.cards[u].kind == "energy" and self.type in game.cards[u].provides]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, slot = m.game, m.scope.player, m.attacker
        if slot is None:
            return m.done()
        matching = self._matching(game, slot)
        if pc == 0:
            m.scope.put("discarded", 0)
            if not matching:
                return m.done()
            if m.choose(1, None, pl, NUMBER, range(len(matching) + 1),
                        f"How many {self.type} Energy cards do you discard?", "discard_energy_count",
                        auto_single=False):
                return 1
            pc = 1
        want, chosen = (m.answer, ()) if pc == 1 else (local[0], local[1] + (m.answer,))
        while len(chosen) < want:
            options = [u for u in matching if u not in chosen]
            if len({game.cards[u].name for u in options}) == 1:  # all alike: nothing to choose
                chosen += (options[0],)
                continue
            m.choose(2, (want, chosen), pl, CARD, options, "Choose an Energy card to discard.", "discard_energy",
                     zone="attached")
            return 1
        for uid in chosen:
            combat.discard_attached(game, slot, uid, 0)
        m.scope.put("discarded", len(chosen))
        return m.done()

    def words(self, w: Words) -> str:
        return f"You may discard any number of {self.type} Energy cards attached to {w.name} when you use this attack."


@node("discard_deck_top")
@dataclass(frozen=True, slots=True)
class DiscardDeckTop(Atomic):
    """Discard ``amount`` cards from the top of your opponent's deck (as many as it has)."""

    amount: Amount
    from_words: bool = False  # words: "the top 5 cards from your opponent's deck" (Berserk)

    def act(self, m: Machine) -> None:
        game, opp = m.game, m.scope.opp
        deck = game.players[opp].deck
        for _ in range(min(self.amount.value(m), len(deck))):
            game.discard_card(deck.pop(), "deck")

    def words(self, w: Words) -> str:
        a = self.amount
        if isinstance(a, Count) and a.count == "discarded":
            return "If you do, discard that many cards from the top of your opponent's deck."
        if isinstance(a, Heads) and a.until_tails:  # Mountain Crush
            return ("Flip a coin until you get tails. For each heads, your opponent discards the top card from their "
                    "deck.")
        if a.words(w) == "1":
            return "Discard the top card of your opponent's deck."
        return f"Discard the top {plural(int(a.words(w)), 'card')} {'from' if self.from_words else 'of'} your " \
            "opponent's deck."


@node("may_discard_basic_energy")
@dataclass(frozen=True, slots=True)
class MayDiscardBasicEnergy(Node):
    """You may discard any amount of Basic Energy (``what`` "tools": any number of Pokémon Tools)
    from your Pokémon, one card at a time until you stop; how many is kept as the count
    ``discarded`` (Raging Bolt ex's Bellowing Thunder, Electrode's Bang Boom Chain)."""

    what: str = "basic_energy"
    type: str = ""  # instead: any Energy card that provides this type ("any amount of Water Energy": Hail Blade)
    prompts = True
    stage = BEFORE

    def __post_init__(self) -> None:
        if self.what not in ("basic_energy", "tools"):
            raise ValueError(f"what must be \"basic_energy\" or \"tools\", not {self.what!r}")

    def _attached(self, game: Game, player: int) -> list[tuple[int, int, Slot]]:
        """(uid, position, slot) of each card that may be discarded from ``player``'s Pokémon."""
        if self.what == "tools":
            return [(t, pos, slot) for pos, slot in game.players[player].in_play() for t, _ in slot.tools]
        return [(u, pos, slot) for pos, slot in game.players[player].in_play() for u in slot.energy
                if (self.type in game.cards[u].provides if self.type else game.cards[u].is_basic_energy)]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        chosen: tuple[int, ...] = () if pc == 0 else local
        if pc == 1 and m.answer is not None:
            chosen += (m.answer,)
        tools = self.what == "tools"
        if pc == 0 or m.answer is not None:
            options = [u for u, _pos, _slot in self._attached(game, pl) if u not in chosen]
            what = "Pokémon Tool" if tools else f"{self.type} Energy" if self.type else "Basic Energy"
            if options and m.choose(1, chosen, pl, CARD, options, f"Choose a {what} to discard (Done to stop).",
                                    "discard_tool" if tools else "discard_energy", optional=True, zone="attached",
                                    auto_single=False):
                return 1
        for uid, pos, slot in self._attached(game, pl):
            if uid in chosen and tools:
                slot.tools[:] = [t for t in slot.tools if t[0] != uid]
                game.discard_card(uid, "attached", pos)
            elif uid in chosen:
                combat.discard_attached(game, slot, uid, pos)
        m.scope.put("discarded", len(chosen))
        return m.done()

    def words(self, w: Words) -> str:
        if self.what == "tools":
            return "Before doing damage, you may discard any number of Pokémon Tools from your Pokémon."
        return f"You may discard any amount of {self.type or 'Basic'} Energy from your Pokémon."
