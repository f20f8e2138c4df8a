"""What today's Stadiums let the player whose turn it is do (through ``stadium_use``): switch their
Active Pokémon of a type with a Benched one of that type (Surfing Beach), search for a Basic Pokémon
for their Bench at the cost of their turn (Lumiose City), and discard an Energy card from the hand
to draw up to the number of their Pokémon of a type (Mystery Garden)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.fx.node import Node, node
from desktop.engine.fx.zone_choice import ZoneChoice, exactly
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


def _benched_of_type(game: Game, player: int, kind: str) -> list[int]:
    return [pos for pos, slot in game.players[player].in_play() if pos and kind in game.types_of(slot)]


@node("stadium_switch_type")
@dataclass(frozen=True, slots=True)
class StadiumSwitchType(Node):
    """That player switches their Active ``type`` Pokémon with 1 of their Benched ``type`` Pokémon."""

    type: str
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        active = game.players[player].active
        return (active is not None and self.type in game.types_of(active)
                and bool(_benched_of_type(game, player, self.type)))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        pl = m.scope.player
        if pc == 0 and m.choose(1, None, pl, POKEMON, _benched_of_type(m.game, pl, self.type),
                                "Switch with which Benched Pokémon?", "switch_self"):
            return 1
        if m.answer is not None:
            m.game.switch_active(pl, m.answer, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return f"switch their Active {self.type} Pokémon with 1 of their Benched {self.type} Pokémon."


@node("stadium_bench_search_ends_turn")
@dataclass(frozen=True, slots=True)
class StadiumBenchSearchEndsTurn(ZoneChoice):
    """That player searches their deck for a Basic Pokémon and puts it onto their Bench, shuffles, and
    their turn ends."""

    dest = "bench"
    ask = "Choose a Basic Pokémon to put onto your Bench."
    auto_single = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        me = game.players[player]
        return len(me.bench) < game.rules.bench_size and bool(me.deck)

    def picks(self, m: Machine, memo: Any = None) -> tuple[int, int]:
        return exactly(1)

    def options(self, m: Machine, done: int, memo: Any) -> list[int]:
        return [u for u in m.me.deck if m.game.cards[u].kind == "pokemon" and m.game.cards[u].stage == "Basic"]

    def close(self, m: Machine, done: int, memo: Any) -> int:
        m.game.queue.append(("end_turn",))
        return ZoneChoice.close(self, m, done, memo)

    def words(self, w: Words) -> str:
        return ("search their deck for a Basic Pokémon and put it onto their Bench. Then, that player shuffles their "
                "deck. If a player searches their deck in this way, their turn ends.")


@node("stadium_discard_energy_draw_to_type")
@dataclass(frozen=True, slots=True)
class StadiumDiscardEnergyDrawToType(Node):
    """That player discards an Energy card from their hand to draw until they have as many cards in
    their hand as they have ``type`` Pokémon in play."""

    type: str
    prompts = True

    def _target(self, game: Game, player: int) -> int:
        return sum(1 for slot in game.players[player].slots() if self.type in game.types_of(slot))

    def usable(self, game: Game, player: int, source: Any) -> bool:
        me = game.players[player]
        return any(game.cards[u].kind == "energy" for u in me.hand)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0 and m.choose(1, None, pl, CARD, [u for u in me.hand if game.cards[u].kind == "energy"],
                                "Discard which Energy card?", "hand_to_discard", zone="hand"):
            return 1
        if m.answer in me.hand:
            game.discard_from_hand(m.answer)
            game.draw(pl, max(0, self._target(game, pl) - len(me.hand)))
        return m.done()

    def words(self, w: Words) -> str:
        return (f"discard an Energy card from their hand in order to draw cards until they have as many cards in their "
                f"hand as they have {self.type} Pokémon in play.")


@node("stadium_attach_discard_counters")
@dataclass(frozen=True, slots=True)
class StadiumAttachDiscardCounters(Node):
    """That player attaches a ``type`` Energy card from their discard pile to 1 of their Benched ``type``
    Pokémon; if they do, ``counters`` damage counters on that Pokémon (Magma Basin)."""

    type: str
    counters: int = 2
    prompts = True

    def _energy(self, game: Game, player: int) -> list[int]:
        seen: dict[str, int] = {}  # copies of an Energy card are one choice
        for u in game.players[player].discard:
            card = game.cards[u]
            if card.kind == "energy" and card.is_basic_energy and self.type in card.provides:
                seen.setdefault(card.id, u)
        return list(seen.values())

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._energy(game, player)) and bool(_benched_of_type(game, player, self.type))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        if pc == 0:
            if m.choose(1, None, pl, CARD, self._energy(game, pl), "Attach which Energy card?", "discard_to_attach",
                        zone="discard"):
                return 1
            pc = 1
        if pc == 1:
            local = m.answer
            if local is None:
                return m.done()
            if m.choose(2, local, pl, POKEMON, _benched_of_type(game, pl, self.type), "Attach it to which Benched "
                        "Pokémon?", "discard_to_bench_energy"):
                return 1
        me = game.players[pl]
        if local is None or m.answer is None or local not in me.discard:
            return m.done()
        slot = me.at(m.answer)
        me.discard.remove(local)
        slot.energy.append(local)
        game.emit("attach", pl, card=local, src="discard", dst="energy", pos=m.answer)
        combat.put_damage(game, pl, m.answer, slot, 10 * self.counters, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"attach a {self.type} Energy card from their discard pile to 1 of their Benched {self.type} Pokémon. "
                f"If a player attached Energy to a Pokémon in this way, put {self.counters} damage counters on that "
                "Pokémon.")
