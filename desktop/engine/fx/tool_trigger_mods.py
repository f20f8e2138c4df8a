"""Pokémon Tools that act when the Active Pokémon they are attached to is damaged by an attack from
the opponent's Pokémon (even if it is Knocked Out): Lucky Helmet (draw 2 cards), Handheld Fan (an
Energy of the Attacking Pokémon moves to its Bench), Deluxe Bomb (12 damage counters on the
Attacking Pokémon, then the Tool is discarded). Their effects run in the attacker's effect, so
"the opponent" there is the Tool's owner."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.words import lower_first
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words


@node("tool_when_damaged")
@dataclass(frozen=True, slots=True)
class ToolWhenDamaged(Mod):
    """A Tool's rule: when its Active Pokémon is damaged by an attack from the opponent's Pokémon
    (even if it is Knocked Out), ``effect`` runs (in the attacker's effect)."""

    effect: Node
    point = layer.ON_DAMAGED
    label = "tool_when_damaged"

    def after_damaged(self) -> Node | None:
        return self.effect

    def children(self) -> tuple[Node, ...]:
        return (self.effect,)

    def words(self, w: Words) -> str:
        return ("If the Pokémon this card is attached to is in the Active Spot and is damaged by an attack from your "
                "opponent's Pokémon (even if this Pokémon is Knocked Out), "
                f"{lower_first(self.effect.words(w), w)}")


@node("tool_owner_draws")
@dataclass(frozen=True, slots=True)
class ToolOwnerDraws(Atomic):
    """(In the attacker's effect) the damaged Pokémon's owner draws ``count`` cards."""

    count: int

    def act(self, m: Machine) -> None:
        m.game.draw(m.scope.opp, self.count)

    def words(self, w: Words) -> str:
        return f"Draw {self.count} cards."


@node("attacker_energy_to_its_bench")
@dataclass(frozen=True, slots=True)
class AttackerEnergyToItsBench(Node):
    """(In the attacker's effect) the Tool's owner moves an Energy from the Attacking Pokémon to 1 of
    the attacking player's Benched Pokémon."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, attacker, owner = m.game, m.attacker, m.scope.opp
        me = m.me  # the attacking player
        if attacker is None or not attacker.energy or not me.bench:
            return m.done()
        if pc == 0:
            if m.choose(1, None, owner, CARD, list(attacker.energy), "Move which Energy of the Attacking Pokémon?",
                        "discard_their_energy", zone="attached"):
                return WAIT
            pc = 1
        if pc == 1:
            local = m.answer
            if m.choose(2, local, owner, POKEMON, [10 + i for i in range(1, len(me.bench) + 1)],
                        "Move it to which of their Benched Pokémon?", "their_pokemon"):
                return WAIT
        target = me.slot(m.answer % 10)
        if local in attacker.energy and target is not None:
            attacker.energy.remove(local)
            target.energy.append(local)
            game.emit("move", m.scope.player, card=local, src="energy", dst="energy", pos=m.answer % 10, amount=0)
        return m.done()

    def words(self, w: Words) -> str:
        return "Move an Energy from the Attacking Pokémon to 1 of your opponent's Benched Pokémon."


@node("bomb_attacker")
@dataclass(frozen=True, slots=True)
class BombAttacker(Atomic):
    """(In the attacker's effect) put ``counters`` damage counters on the Attacking Pokémon; if any
    were placed, the Tool named ``tool`` is discarded from the damaged Pokémon."""

    counters: int
    tool: str

    def act(self, m: Machine) -> None:
        game, attacker, defender = m.game, m.attacker, m.defender
        if attacker is None:
            return
        combat.put_damage(game, m.scope.player, 0, attacker, 10 * self.counters, self.tool)
        if defender is not None:
            for tool in list(defender.tools):
                if game.cards[tool[0]].name == self.tool:
                    defender.tools.remove(tool)
                    game.discard_card(tool[0], "attached", 0)
                    break

    def words(self, w: Words) -> str:
        return (f"Put {self.counters} damage counters on the Attacking Pokémon. If you placed any damage counters in "
                "this way, discard this card.")


@node("tool_turn_end")
@dataclass(frozen=True, slots=True)
class ToolTurnEnd(Mod):
    """A Tool's rule: at the end of your turn (after your attack), if the Pokémon it is attached to is
    in the Active Spot, ``effect`` runs (queued by the end of turn; "this Pokémon" is that one)."""

    effect: Node
    point = layer.TURN_END_TOOL
    label = "tool_turn_end"

    def triggered(self) -> Node | None:
        return self.effect

    def children(self) -> tuple[Node, ...]:
        return (self.effect,)

    def words(self, w: Words) -> str:
        return ("At the end of your turn (after your attack), if the Pokémon this card is attached to is in the Active "
                f"Spot, {lower_first(self.effect.words(w), w)}")


@node("discard_energy_to_holder")
@dataclass(frozen=True, slots=True)
class DiscardEnergyToHolder(Node):
    """Attach a Basic Energy card from your discard pile to the Pokémon this Tool is attached to."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, pl = m.game, m.me, m.scope.player
        holder = me.slot(max(m.scope.source_pos, 0))
        if pc == 0:
            options = list({game.cards[u].id: u for u in me.discard if game.cards[u].is_basic_energy}.values())
            if holder is None or not options:
                return m.done()
            if m.choose(1, None, pl, CARD, options, "Attach which Basic Energy card?", "discard_to_attach",
                        zone="discard"):
                return WAIT
        if holder is not None and m.answer in me.discard:
            me.discard.remove(m.answer)
            holder.energy.append(m.answer)
            game.emit("attach", pl, card=m.answer, src="discard", dst="energy", pos=max(m.scope.source_pos, 0))
        return m.done()

    def words(self, w: Words) -> str:
        return "Attach a Basic Energy card from your discard pile to it."
