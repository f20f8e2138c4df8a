"""Basic Pokémon put onto a Bench from somewhere other than the hand: from your discard pile ("Put up
to 3 Duskull from your discard pile onto your Bench."), from the top of your deck (Summoning Gate),
from the top of the opponent's deck (Accompanying Flute) or from their revealed hand (Tongue Pull).

Also a Basic Pokémon from either discard pile onto its owner's Bench with counters for half its HP
(Invigorate).

And any number of Basic Pokémon named like the attacker from the deck onto the Bench, the damage times
their number (Group Attack).

And a Basic Pokémon from the opponent's discard pile onto their Bench (Revival)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import BEFORE, Node, node
from desktop.engine.fx.zone_choice import ANY, ZoneChoice
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
class ToBench(ZoneChoice):
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
    dest = "bench"
    ask = "Put which Pokémon onto the Bench?"
    auto_single = True

    def __post_init__(self) -> None:
        if self.source not in SOURCES:
            raise ValueError(f"source {self.source!r} must be one of {', '.join(SOURCES)}")

    def owner(self, m: Machine) -> int:
        return m.scope.opp if self.source.startswith("their") else m.scope.player

    def where(self) -> str:
        return PURPOSE_ZONE[self.source]

    def purpose(self) -> str:
        return "their_hand_to_bench" if self.source == "their_hand" else \
            "discard_to_bench" if self.source == "discard" else "deck_to_bench"

    def picks(self, m: Machine, memo: Any = None) -> tuple[int, int]:
        return (1 if self.must else 0), (self.count or ANY)

    def _fits(self, game: Game, uid: int) -> bool:
        card = game.cards[uid]
        return (card.is_basic_pokemon and (not self.type or self.type in card.types)
                and (not self.named or card.name == self.named))

    def open(self, m: Machine) -> tuple[int, ...]:
        seen = tuple(getattr(m.game.players[self.owner(m)], self.where())[-self.look:]) if self.look else ()
        for uid in seen:
            m.game.emit("reveal" if self.reveal else "peek", m.scope.player, card=uid, src="deck",
                        detail="top of deck")
        return seen

    def options(self, m: Machine, done: int, memo: tuple[int, ...]) -> list[int]:
        pool = memo if self.look else getattr(m.game.players[self.owner(m)], self.where())
        return [u for u in pool if self._fits(m.game, u)]

    def take(self, m: Machine, uid: int, memo: tuple[int, ...]) -> tuple[int, ...]:
        ZoneChoice.take(self, m, uid, memo)
        return tuple(u for u in memo if u != uid)

    def close(self, m: Machine, done: int, memo: Any) -> int:
        if self.look:
            m.game.shuffle_deck(self.owner(m))
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


@node("basic_from_any_discard")
@dataclass(frozen=True, slots=True)
class BasicFromAnyDiscard(Node):
    """Choose a Basic Pokémon in either discard pile (whose owner's Bench has room) and put it onto
    its owner's Bench with damage counters equal to half its HP, rounded down (Invigorate)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        if pc == 0:
            options = [u for owner in (m.scope.player, m.scope.opp)
                       if len(game.players[owner].bench) < game.rules.bench_size
                       for u in game.players[owner].discard
                       if game.cards[u].kind == "pokemon" and game.cards[u].stage == "Basic"]
            if m.choose(1, None, m.scope.player, CARD, options, "Choose a Basic Pokémon from a discard pile.",
                        "discard_to_bench", zone="discard"):
                return 1
        uid = m.answer
        if uid is None:
            return m.done()
        owner = game.owner(uid)
        game.players[owner].discard.remove(uid)
        slot = Slot(uid, game.turn)
        bench = game.players[owner].bench
        bench.append(slot)
        game.emit("bench", owner, card=uid, src="discard", dst="bench", pos=len(bench))
        combat.put_damage(game, owner, len(bench), slot, game.cards[uid].hp // 2 // 10 * 10, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Choose 1 Basic Pokémon in any player's discard pile. Put it onto that player's Bench. Put a number of "
                "damage counters on that Pokémon equal to half its HP (rounded down to the nearest 10). (You can't put "
                "a Pokémon on a Bench that's full.)")


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


@node("their_basic_from_discard_to_bench")
@dataclass(frozen=True, slots=True)
class TheirBasicFromDiscardToBench(Node):
    """Put a Basic Pokémon from your opponent's discard pile onto their Bench (Duskull's Revival)."""

    prompts = True

    def _options(self, m: Machine) -> list[int]:
        seen: dict[str, int] = {}
        for uid in m.them.discard:
            card = m.game.cards[uid]
            if card.kind == "pokemon" and card.stage == "Basic":
                seen.setdefault(card.id, uid)
        return list(seen.values())

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, them = m.game, m.scope.player, m.them
        if len(them.bench) >= game.rules.bench_size:
            return m.done()
        if pc == 0 and m.choose(1, None, pl, CARD, self._options(m), "Put which Basic Pokémon onto their Bench?",
                                "their_discard_to_bench", zone="discard"):
            return WAIT
        uid = m.answer
        if uid is not None and uid in them.discard:
            them.discard.remove(uid)
            game.put_on_bench(m.scope.opp, uid, "discard")
        return m.done()

    def words(self, w: Words) -> str:
        return "Put a Basic Pokémon from your opponent's discard pile onto their Bench."
