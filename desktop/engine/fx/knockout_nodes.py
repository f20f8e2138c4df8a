"""Rules that act when one of your other Pokémon is Knocked Out by damage from an attack: move an
Energy from it to this Pokémon (Raichu's Electrical Grounding), or to the Pokémon a Tool is
attached to (Exp. Share).

The rules layer finds the modifiers (``MoveEnergyOnKnockOut``) as the Knock Out happens, while
the Pokémon still has its Energy; ``knockout_energy_steps`` turns each into a queued step that
runs ``TakeKnockedOutEnergy`` once the Knocked Out cards are in the discard pile, before a new
Active Pokémon is chosen. Each is a "you may": the player picks an Energy card or none.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Node, node
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot

BY_ATTACK = "is Knocked Out by damage from an attack from your opponent's Pokémon"


@node("move_energy_on_ko")
@dataclass(frozen=True, slots=True)
class MoveEnergyOnKnockOut(Mod):
    """When 1 of your other Pokémon (``active_only``: your Active Pokémon) is Knocked Out by damage
    from an attack, you may move an Energy of ``type`` (``basic``: a Basic Energy) from it to this
    Pokémon, or to the Pokémon the Tool with this rule is attached to."""

    type: str = ""
    basic: bool = False
    active_only: bool = False
    discard_tool: bool = False  # the Tool with this rule is discarded if an Energy moves (EXP.ALL)
    point = layer.ALLY_KNOCKED_OUT
    label = "move_energy_on_ko"

    def fits(self, game: Game, uid: int) -> bool:
        card = game.cards[uid]
        return (card.is_basic_energy or not self.basic) and (not self.type or self.type in card.provides)

    def words(self, w: Words) -> str:
        if self.discard_tool:  # Neo Destiny's EXP.ALL
            name = w.card.name if w.card is not None else "this card"
            return ("During your opponent's turn, if your Active Pokémon would be Knocked Out by your opponent's "
                    "attack, you may take 1 of the basic Energy cards attached to your Active Pokémon and attach it "
                    f"to the Pokémon with {name} attached to it. If you do, discard {name}.")
        energy = "a Basic Energy" if self.basic else f"a {self.type} Energy" if self.type else "an Energy"
        whose = "your Active Pokémon" if self.active_only else "1 of your Pokémon"
        to = "the Pokémon this card is attached to" if w.card is not None and w.card.kind == "trainer" \
            else "this Pokémon"
        return f"When {whose} {BY_ATTACK}, you may move {energy} from that Pokémon to {to}."


def knockout_energy_steps(game: Game, knocked: list[tuple[int, int, Slot]]) -> list[tuple]:
    """The queued steps of every ``MoveEnergyOnKnockOut`` that the Knock Outs ``knocked`` (player,
    position, slot; by damage from the current player's attack) set off: ("ko_energy", player,
    a card of the receiving Pokémon, the Energy cards it may take, the rule's name)."""
    steps: list[tuple] = []
    gone = {id(slot) for _pl, _pos, slot in knocked}
    for player, pos, slot in knocked:
        if player == game.current:
            continue
        for _hpos, holder in game.players[player].in_play():
            if id(holder) in gone:
                continue
            for mod in layer.mods_on(game, holder, layer.ALLY_KNOCKED_OUT):
                assert isinstance(mod, MoveEnergyOnKnockOut)
                energy = tuple(u for u in slot.energy if mod.fits(game, u))
                if energy and (pos == 0 or not mod.active_only):
                    step: tuple = ("ko_energy", player, holder.top, energy, _rule_name(game, holder, mod))
                    if mod.discard_tool:
                        tool = next((u for u, _until in holder.tools
                                     if any(m is mod for _k, m in game.cards[u].statics)), -1)
                        step += (tool,)
                    steps.append(step)
    return steps


def _rule_name(game: Game, holder: Slot, mod: Mod) -> str:
    """The Ability or the Tool the rule belongs to, for the log."""
    for power in game.card_of(holder).powers:
        if mod in power.static:
            return power.name
    for uid, _until in holder.tools:
        if any(m is mod for _kind, m in game.cards[uid].statics):
            return game.cards[uid].name
    return game.card_of(holder).name


@dataclass(frozen=True, slots=True)
class TakeKnockedOutEnergy(Node):
    """You may move 1 of ``energy`` (cards of a Knocked Out Pokémon, now in the discard pile) to
    the Pokémon at the scope's position."""

    energy: tuple[int, ...]
    tool: int = -1  # a Tool of the receiving Pokémon discarded if an Energy moves (EXP.ALL)
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, pos = m.game, m.scope.player, m.scope.source_pos
        me = game.players[pl]
        if pc == 0:
            options = [u for u in self.energy if u in me.discard]
            if not options:
                return m.done()
            game.emit("power", pl, card=m.scope.source_uid, pos=pos, detail=m.scope.source)
            name = game.cards[m.scope.source_uid].name
            if m.choose(1, None, pl, CARD, options, f"You may move an Energy to {name} (Done: none).",
                        "knocked_out_energy", zone="discard", optional=True, auto_single=False):
                return WAIT
        uid = m.answer
        slot = me.slot(pos)
        if uid is not None and slot is not None and uid in me.discard:
            me.discard.remove(uid)
            slot.energy.append(uid)
            game.emit("attach", pl, card=uid, src="discard", dst="energy", pos=pos)
            tool = next((t for t in slot.tools if t[0] == self.tool), None)
            if tool is not None:
                slot.tools.remove(tool)
                game.discard_card(self.tool, "attached", pos)
        return m.done()

    def words(self, w: Words) -> str:
        return "You may move an Energy from the Knocked Out Pokémon to this Pokémon."
