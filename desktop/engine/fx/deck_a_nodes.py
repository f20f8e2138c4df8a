"""Node kinds for Ancient Origins' and BREAKthrough's theme decks (Iron Tide, Stone Heart, Burning
Spark, Night Striker) that no earlier node did: an Ability that adds a type to its owner's Stage 1
Pokémon (Vaporeon's Aqua Effect) and a basic Energy traded for one of another type from the discard
pile (Smeargle's Second Coat). Each is worded as XY prints it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from desktop.engine import layer
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mod_base import Mod
from desktop.engine.fx.node import Node, node
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("team_type_added")
@dataclass(frozen=True, slots=True)
class TeamTypeAdded(Mod):
    """An Ability: each of your ``of_stage`` Pokémon in play is now a ``type`` Pokémon in addition to
    its existing types (Aqua Effect). ``layer.pokemon_types`` adds it after the Pokémon's own types."""

    type: str
    of_stage: str = "Stage 1"
    point = layer.POKEMON_TYPE
    label = "team_type_added"
    team: ClassVar[bool] = True

    def types_for(self, game: Game, slot: Slot) -> tuple[str, ...]:
        return (self.type,) if game.card_of(slot).stage == self.of_stage else ()

    def words(self, w: Words) -> str:
        return (f"Each of your {self.of_stage} Pokémon in play is now a {self.type} Pokémon in addition to its "
                "existing types.")


def _basic_type(game: Game, uid: int) -> str:
    card = game.cards[uid]
    return card.provides[0] if card.is_basic_energy and card.provides else ""


@node("trade_active_basic_energy")
@dataclass(frozen=True, slots=True)
class TradeActiveBasicEnergy(Node):
    """Switch a basic Energy card attached to your Active Pokémon with a basic Energy card of a
    different type from your discard pile: the first goes to the discard pile, the second is attached
    in its place (Smeargle's Second Coat)."""

    prompts = True

    @staticmethod
    def _attached(game: Game, player: int) -> list[int]:
        """The basic Energy cards on your Active Pokémon that a card in your discard pile could replace."""
        active = game.players[player].active
        if active is None:
            return []
        pile = {_basic_type(game, u) for u in game.players[player].discard} - {""}
        return [u for u in active.energy if _basic_type(game, u) and pile - {_basic_type(game, u)}]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._attached(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            if m.choose(1, None, pl, CARD, self._attached(game, pl), "Switch which basic Energy card of your Active "
                        "Pokémon?", "discard_energy", zone="attached"):
                return WAIT
            pc = 1
        if pc == 1:
            old = m.answer
            if old is None or me.active is None or old not in me.active.energy:
                return m.done()
            kind = _basic_type(game, old)
            seen: dict[str, int] = {}
            for uid in me.discard:
                if _basic_type(game, uid) not in ("", kind):
                    seen.setdefault(game.cards[uid].id, uid)
            if m.choose(2, old, pl, CARD, list(seen.values()), "Attach which basic Energy card from your discard "
                        "pile instead?", "discard_to_attach", zone="discard"):
                return WAIT
            local = old
        active, new = me.active, m.answer
        if active is None or new is None or local not in active.energy or new not in me.discard:
            return m.done()
        me.discard.remove(new)
        active.energy[active.energy.index(local)] = new
        game.emit("attach", pl, card=new, src="discard", dst="energy", pos=0)
        game.discard_card(local, "attached", 0)
        return m.done()

    def words(self, w: Words) -> str:
        return ("switch a basic Energy card attached to your Active Pokémon with a different type of basic Energy card "
                "from your discard pile.")
