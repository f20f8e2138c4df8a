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

from desktop.engine import kernel, layer
from desktop.engine.card_in_play import rule_source_name
from desktop.engine.fx.machine import WAIT, Scope
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Node, node
from desktop.engine.prompts import CARD, POKEMON
from desktop.engine.rule_points import KNOCKED_OUT_ENERGY, answers

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
        if self.basic and (text := w.phrase_or_none("exp_share", whose=whose, to=to)):
            return text
        return f"When {whose} {BY_ATTACK}, you may move {energy} from that Pokémon to {to}."


@node("energy_to_bench_on_ko")
@dataclass(frozen=True, slots=True)
class EnergyToBenchOnKnockOut(Mod):
    """A Tool: if the Pokémon it is attached to is your Active Pokémon and is Knocked Out by damage
    from an opponent's attack, move up to ``count`` basic Energy cards from it to 1 of your Benched
    Pokémon (Wishful Baton)."""

    count: int = 3
    point = layer.OWN_KNOCKED_OUT
    label = "energy_to_bench_on_ko"

    def words(self, w: Words) -> str:
        return ("If the Pokémon this card is attached to is your Active Pokémon and is Knocked Out by damage from an "
                f"opponent's attack, move up to {self.count} basic Energy cards from that Pokémon to 1 of your Benched "
                "Pokémon.")


@answers(KNOCKED_OUT_ENERGY, layer.ALLY_KNOCKED_OUT, layer.OWN_KNOCKED_OUT)
def knockout_energy_steps(game: Game, knocked: list[tuple[int, int, Slot]]) -> list[tuple]:
    """The queued steps of every ``MoveEnergyOnKnockOut`` that the Knock Outs ``knocked`` (player,
    position, slot; by damage from the current player's attack) set off: ("ko_energy", player,
    a card of the receiving Pokémon, the Energy cards it may take, the rule's name)."""
    steps: list[tuple] = []
    gone = {id(slot) for _pl, _pos, slot in knocked}
    for player, pos, slot in knocked:
        if player == game.current:
            continue
        for mod in layer.mods_on(game, slot, layer.ALLY_KNOCKED_OUT):  # a Tool on the Knocked Out Pokémon itself
            if isinstance(mod, (SearchOnOwnKnockOut, EnergyToHandOnOwnKnockOut)):
                effect = mod.effect_for(game, slot)
                if effect is not None:
                    steps.append(("ko_effect", player, _rule_name(game, slot, mod), effect))
        for _hpos, holder in game.players[player].in_play() if layer.ALLY_KNOCKED_OUT in game.static_points else ():
            if id(holder) in gone:
                continue
            for mod in layer.mods_on(game, holder, layer.ALLY_KNOCKED_OUT):
                if isinstance(mod, (SearchOnOwnKnockOut, EnergyToHandOnOwnKnockOut)):
                    continue  # only for the Pokémon it is attached to
                if isinstance(mod, EnergyToHandOnKnockOut):  # Diver's Catch: into the hand, not moved
                    energy = tuple(u for u in slot.energy if mod.fits(game, u))
                    if energy and mod.type in game.types_of(slot):
                        steps.append(("ko_energy", player, holder.top, energy, _rule_name(game, holder, mod), True))
                    continue
                assert isinstance(mod, MoveEnergyOnKnockOut)
                energy = tuple(u for u in slot.energy if mod.fits(game, u))
                if energy and (pos == 0 or not mod.active_only):
                    step: tuple = ("ko_energy", player, holder.top, energy, _rule_name(game, holder, mod))
                    if mod.discard_tool:
                        tool = next((u for u, _until in holder.tools
                                     if any(m is mod for _k, m in game.cards[u].statics)), -1)
                        step += (False, tool)
                    steps.append(step)
        if pos == 0:
            for mod in layer.mods_on(game, slot, layer.OWN_KNOCKED_OUT):
                assert isinstance(mod, EnergyToBenchOnKnockOut)
                energy = tuple(u for u in slot.energy if game.cards[u].is_basic_energy)
                if energy:
                    steps.append(("ko_energy_to_bench", player, energy, mod.count, _rule_name(game, slot, mod)))
    return steps


def _rule_name(game: Game, holder: Slot, mod: Mod) -> str:
    """The Ability or the Tool the rule belongs to, for the log (else the Pokémon's name)."""
    return rule_source_name(game, holder, mod) or game.card_of(holder).name


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


@dataclass(frozen=True, slots=True)
class KnockedOutEnergyToBench(Node):
    """Move up to ``count`` of ``energy`` (basic Energy cards of the Knocked Out Active Pokémon, now in
    the discard pile) to 1 of your Benched Pokémon: the Pokémon first, then the cards if there are more
    than ``count``."""

    energy: tuple[int, ...]
    count: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 0:
            if not me.bench or not any(u in me.discard for u in self.energy):
                return m.done()
            game.emit("power", pl, detail=m.scope.source)
            if m.choose(1, None, pl, POKEMON, range(1, len(me.bench) + 1), "Move the Energy to which Benched "
                        "Pokémon?", "attach_energy"):
                return WAIT
            pc = 1
        if pc == 1:  # the Benched Pokémon
            local = (m.answer, ())
        elif pc == 2:  # one more Energy card
            local = (local[0], (*local[1], m.answer))
        target, moved = local
        options = [u for u in self.energy if u in me.discard and u not in moved]
        if len(moved) < self.count < len(moved) + len(options):
            if m.choose(2, local, pl, CARD, options, f"Move which Energy ({len(moved) + 1} of {self.count})?",
                        "knocked_out_energy", zone="discard"):
                return WAIT
            return self.step(m, 2, local)
        slot = me.slot(target)
        for uid in moved if len(moved) >= self.count else (*moved, *options):
            if slot is not None and uid in me.discard:
                me.discard.remove(uid)
                slot.energy.append(uid)
                game.emit("attach", pl, card=uid, src="discard", dst="energy", pos=target)
        return m.done()

    def words(self, w: Words) -> str:
        return f"Move up to {self.count} basic Energy cards from the Knocked Out Pokémon to 1 of your Benched Pokémon."
@node("energy_to_hand_on_ko")
@dataclass(frozen=True, slots=True)
class EnergyToHandOnKnockOut(Mod):
    """When 1 of your other ``type`` Pokémon is Knocked Out by damage from an attack from your
    opponent's Pokémon, you may put all Basic ``type`` Energy attached to it into your hand instead
    of the discard pile (they are taken from the discard pile as the Knock Out is done)."""

    type: str
    point = layer.ALLY_KNOCKED_OUT
    label = "energy_to_hand_on_ko"

    def fits(self, game: Game, uid: int) -> bool:
        card = game.cards[uid]
        return card.is_basic_energy and self.type in card.provides

    def words(self, w: Words) -> str:
        return (f"When 1 of your {self.type} Pokémon {BY_ATTACK}, you may put all Basic {self.type} Energy attached "
                "to that Pokémon into your hand instead of the discard pile.")


@dataclass(frozen=True, slots=True)
class KnockedOutEnergyToHand(Node):
    """You may put ``energy`` (cards of a Knocked Out Pokémon, now in the discard pile) into your hand."""

    energy: tuple[int, ...]
    must: bool = False  # not a "you may": they go into the hand (Energy Pouch)
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.prompts import OPTION

        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 0:
            if not any(u in me.discard for u in self.energy):
                return m.done()
            game.emit("power", pl, card=m.scope.source_uid, pos=m.scope.source_pos, detail=m.scope.source)
            if not self.must and m.choose(1, None, pl, OPTION, ("yes", "no"), "Put the Energy into your hand?", "may"):
                return WAIT
        if self.must or m.answer == "yes":
            for uid in self.energy:
                if uid in me.discard:
                    me.discard.remove(uid)
                    me.hand.append(uid)
                    game.move_card(pl, uid, "discard", "hand")
        return m.done()

    def words(self, w: Words) -> str:
        return "You may put the Energy of the Knocked Out Pokémon into your hand."


@node("search_on_own_knock_out")
@dataclass(frozen=True, slots=True)
class SearchOnOwnKnockOut(Mod):
    """A Tool: if the Pokémon it is attached to is Knocked Out by damage from an attack from your
    opponent's Pokémon, search your deck for up to ``count`` cards and put them into your hand; then
    shuffle your deck."""

    count: int = 3
    point = layer.ALLY_KNOCKED_OUT
    label = "search_on_own_knock_out"

    def effect_for(self, game: Game, slot: Slot) -> Node | None:
        """What it does for the Knocked Out Pokémon ``slot`` (found while it still has its cards)."""
        return self.effect()

    def effect(self) -> Node:
        from desktop.engine.fx.card_nodes import MoveCards

        return MoveCards(source="deck", to="hand", count=self.count, up_to=True, optional=True, sort=True,
                         shuffle=True, reveal=True)

    def words(self, w: Words) -> str:
        return (f"If the Pokémon this card is attached to {BY_ATTACK}, search your deck for up to {self.count} cards "
                "and put them into your hand. Then, shuffle your deck.")


@node("draw_until_on_own_knock_out")
@dataclass(frozen=True, slots=True)
class DrawUntilOnOwnKnockOut(SearchOnOwnKnockOut):
    """A Tool or Special Energy: if the Pokémon it is attached to is Knocked Out by damage from an attack
    from your opponent's Pokémon, draw cards until you have ``until`` cards in your hand (Gift Energy)."""

    until: int = 7
    label = "draw_until_on_own_knock_out"

    def effect(self) -> Node:
        from desktop.engine.fx.card_nodes import Draw

        return Draw(count=0, until=self.until)

    def words(self, w: Words) -> str:
        return (f"If the Pokémon this card is attached to {BY_ATTACK}, draw cards until you have {self.until} cards "
                "in your hand.")


@node("energy_to_hand_on_own_ko")
@dataclass(frozen=True, slots=True)
class EnergyToHandOnOwnKnockOut(Mod):
    """A Tool: if the Pokémon it is attached to is Knocked Out by damage from an opponent's attack, put
    all basic Energy attached to it into your hand (Energy Pouch); taken from the discard pile once the
    Knock Out is done."""

    point = layer.ALLY_KNOCKED_OUT
    label = "energy_to_hand_on_own_ko"

    def effect_for(self, game: Game, slot: Slot) -> Node | None:
        energy = tuple(u for u in slot.energy if game.cards[u].is_basic_energy)
        return KnockedOutEnergyToHand(energy, must=True) if energy else None

    def words(self, w: Words) -> str:
        return ("If the Pokémon this card is attached to is Knocked Out by damage from an opponent's attack, put all "
                "basic Energy attached to that Pokémon into your hand.")


@kernel.step("ko_energy")
def take_energy_step(game: Game, player: int, holder: int, energy: tuple[int, ...], name: str,
                     to_hand: bool = False, tool: int = -1) -> None:
    """A rule set off by a Knock Out moves an Energy of the Knocked Out Pokémon (now in the
    discard pile) to the Pokémon holding card ``holder``, if it is still in play (``to_hand``:
    puts them all into its owner's hand: Diver's Catch)."""
    pos = next((pos for pos, slot in game.players[player].in_play() if holder in slot.cards), None)
    if pos is not None:
        step = KnockedOutEnergyToHand(energy) if to_hand else TakeKnockedOutEnergy(energy, tool)
        game._start(step, Scope(player, name, holder, pos), ())


@kernel.step("ko_energy_to_bench")
def energy_to_bench_step(game: Game, player: int, energy: tuple[int, ...], count: int, name: str) -> None:
    """A Tool of a Knocked Out Active Pokémon passes its basic Energy to a Benched Pokémon."""
    game._start(KnockedOutEnergyToBench(energy, count), Scope(player, name, -1, -1), ())
