"""Pokémon Tools that act when the Active Pokémon they are attached to is damaged by an attack from
the opponent's Pokémon (even if it is Knocked Out): Lucky Helmet (draw 2 cards), Handheld Fan (an
Energy of the Attacking Pokémon moves to its Bench), Deluxe Bomb (12 damage counters on the
Attacking Pokémon, then the Tool is discarded). Their effects run in the attacker's effect, so
"the opponent" there is the Tool's owner.

Also Tools that act between turns, at Pokémon Checkup: healing counters (Berry) or Special Conditions
(Miracle Berry), then discarded.

Also Tools that act between turns, at Pokémon Checkup: healing counters (Berry) or Special Conditions
(Miracle Berry), then discarded.

And a Tool that puts damage counters on the attacker on heads, then is discarded (Counterattack Claws)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, kernel, layer
from desktop.engine.fx.machine import WAIT, Scope
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.trainer_proof_nodes import trainer_proof
from desktop.engine.fx.words import lower_first
from desktop.engine.prompts import CARD, POKEMON
from desktop.engine.rule_points import CHECKUP_TOOLS, KNOCKED_OUT_TOOLS, answers
from desktop.engine.state import NONE

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


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
        return w.phrase("tool_when_damaged", then=lower_first(self.effect.words(w), w))  # XY's Lucky Helmet


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


@node("tool_when_knocked_out")
@dataclass(frozen=True, slots=True)
class ToolWhenKnockedOut(Mod):
    """A Tool's rule: if its Pokémon has a Retreat Cost of exactly ``retreat``, is in the Active Spot,
    and is Knocked Out by damage from an attack from the opponent's Pokémon, move up to ``count`` of
    its Basic Energy cards to its owner's Benched Pokémon in any way they like."""

    retreat: int
    count: int
    point = layer.KO_TOOL
    label = "ko_tool"

    def words(self, w: Words) -> str:
        return (f"If the Pokémon this card is attached to has a Retreat Cost of exactly {self.retreat}, is in the "
                "Active Spot, and is Knocked Out by damage from an attack from your opponent's Pokémon, move up to "
                f"{self.count} Basic Energy cards from that Pokémon to your Benched Pokémon in any way you like.")


@answers(KNOCKED_OUT_TOOLS, layer.KO_TOOL)
def knocked_out_tool_steps(game: Game, knocked: list[tuple[int, int, Slot]]) -> list[tuple]:
    """The queued steps of the Heavy Batons of the Active Pokémon just Knocked Out by the current
    player's attack, found while they still hold their Energy."""
    steps: list[tuple] = []
    for player, pos, slot in knocked:
        if player == game.current or pos != 0:
            continue
        for uid, _until in slot.tools:
            for _kind, mod in game.cards[uid].statics:
                if isinstance(mod, ToolWhenKnockedOut) and game.retreat_cost(slot) == mod.retreat:
                    energy = tuple(u for u in slot.energy if game.cards[u].is_basic_energy)
                    if energy:
                        steps.append(("ko_tool", player, energy, mod.count, game.cards[uid].name))
    return steps


@dataclass(frozen=True, slots=True)
class EnergyToBenchFromKnockedOut(Node):
    """Move up to ``count`` of ``energy`` (a Knocked Out Pokémon's Basic Energy, now in the discard
    pile) to your Benched Pokémon in any way you like, one card then one Pokémon at a time."""

    energy: tuple[int, ...]
    count: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, pl = m.game, m.me, m.scope.player
        done, chosen = local if local is not None else (0, None)
        if pc == 1:
            if m.answer is None:
                return m.done()
            chosen = m.answer
            if m.choose(2, (done, chosen), pl, POKEMON, list(range(1, len(me.bench) + 1)),
                        "Move it to which Benched Pokémon?", "move_energy_to"):
                return WAIT
            pc = 2
        if pc == 2:
            slot = me.slot(m.answer)
            if slot is not None and chosen in me.discard:
                me.discard.remove(chosen)
                slot.energy.append(chosen)
                game.emit("attach", pl, card=chosen, src="discard", dst="energy", pos=m.answer)
            done += 1
        options = [u for u in self.energy if u in me.discard]
        if done >= self.count or not options or not me.bench:
            return m.done()
        if m.choose(1, (done, None), pl, CARD, options, f"Move an Energy to your Bench ({done + 1} of up to "
                    f"{self.count})?", "knocked_out_energy", optional=True, zone="discard", auto_single=False):
            return WAIT
        return m.done()  # pragma: no cover - an optional prompt always asks

    def words(self, w: Words) -> str:
        return f"Move up to {self.count} Basic Energy cards from that Pokémon to your Benched Pokémon."


@kernel.step("ko_tool")
def energy_to_bench_step(game: Game, player: int, energy: tuple[int, ...], count: int, name: str) -> None:
    """A Tool of a Knocked Out Pokémon moves up to ``count`` of its Energy ``energy`` (now in the
    discard pile) to its owner's Benched Pokémon (Heavy Baton)."""
    game._start(EnergyToBenchFromKnockedOut(energy, count), Scope(player, name), ())


TOOL_BETWEEN_TURNS = "tool_between_turns"  # a Tool's rule at Pokémon Checkup (Berry)


@node("berry")
@dataclass(frozen=True, slots=True)
class BerryRule(Mod):
    """A Tool: between turns, if the Pokémon has at least ``counters`` damage counters, remove that
    many and discard this card (Berry; done at Pokémon Checkup, before Knock Outs are checked)."""

    counters: int = 2
    point = TOOL_BETWEEN_TURNS
    label = "berry"

    def words(self, w: Words) -> str:
        name = w.card.name if w.card else "this card"
        n = self.counters
        return (f"At any time between turns, if there are at least {n} damage counters on the Pokémon {name} is "
                f"attached to, you may remove {n} of them and discard {name}. At the start of each turn, if there are "
                f"at least {n} damage counters on the Pokémon {name} is attached to, remove {n} of them and discard "
                f"{name}.")


@node("miracle_berry")
@dataclass(frozen=True, slots=True)
class MiracleBerryRule(Mod):
    """A Tool: between turns, if the Pokémon is Asleep, Confused, Paralyzed or Poisoned, it recovers
    from all of those and this card is discarded (Miracle Berry; at Pokémon Checkup)."""

    point = TOOL_BETWEEN_TURNS
    label = "miracle_berry"

    def words(self, w: Words) -> str:
        name = w.card.name if w.card else "this card"
        states = "Asleep, Confused, Paralyzed, or Poisoned"
        return (f"At any time between turns, if the Pokémon {name} is attached to is {states}, you may remove all "
                f"those effects from that Pokémon and discard {name}. At the start of each turn, if the Pokémon "
                f"{name} is attached to is {states}, remove all of those effects from that Pokémon and discard "
                f"{name}.")


@answers(CHECKUP_TOOLS, "tool_between_turns")
def tools_between_turns(game: Game) -> None:
    """Pokémon Checkup: Berry-like Tools heal the Pokémon they are attached to and are discarded."""
    for player in (game.current, 1 - game.current):
        for pos, slot in game.players[player].in_play():
            for uid, until in list(slot.tools):
                for _kind, mod in game.cards[uid].statics:
                    if isinstance(mod, MiracleBerryRule) and (slot.rot != NONE or slot.poison):
                        game.set_rotation(player, pos, slot, NONE)
                        if slot.poison:
                            slot.poison = 0
                            game.emit("condition", player, pos=pos, detail="Poisoned", amount=0)
                        slot.tools.remove((uid, until))
                        game.discard_card(uid, "attached", pos)
                    elif isinstance(mod, BerryRule) and slot.damage >= 10 * mod.counters:
                        combat.heal(game, player, pos, slot, 10 * mod.counters, game.cards[uid].name)
                        slot.tools.remove((uid, until))
                        game.discard_card(uid, "attached", pos)


@node("counters_on_attacker")
@dataclass(frozen=True, slots=True)
class CountersOnAttacker(Atomic):
    """Put ``amount`` damage (as counters) on the attacking Pokémon (run from the Defending Pokémon's
    "when damaged" rule, in the attack's turn)."""

    amount: int

    def act(self, m: Machine) -> None:
        from desktop.engine import combat

        attacker = m.attacker
        if attacker is not None and not trainer_proof(m.game, attacker):  # a Tool's effect: not on Legendary Body
            combat.put_damage(m.game, m.scope.player, 0, attacker, self.amount, "Counterattack Claws")

    def words(self, w: Words) -> str:
        return f"Put {self.amount // 10} damage counters on the Defending Pokémon."


@node("discard_defender_tool")
@dataclass(frozen=True, slots=True)
class DiscardDefenderTool(Atomic):
    """Discard the Pokémon Tool named ``named`` attached to the Defending Pokémon (the Tool discards
    itself after it acted)."""

    named: str

    def act(self, m: Machine) -> None:
        defender, game = m.defender, m.game
        for tool in list(defender.tools) if defender is not None else []:
            if game.cards[tool[0]].name == self.named and defender is not None:
                defender.tools.remove(tool)
                game.discard_card(tool[0], "attached", 0)

    def words(self, w: Words) -> str:
        return f"Then, discard {self.named}."


@node("counterattack_claws")
@dataclass(frozen=True, slots=True)
class CounterattackClaws(Mod):
    """A Tool: when the opponent's attack damages its Pokémon while Active (even if Knocked Out), flip a
    coin; heads, 2 damage counters on the attacking Pokémon. Then the Tool is discarded."""

    point = layer.ON_DAMAGED
    label = "counterattack_claws"

    def after_damaged(self) -> Node | None:
        from desktop.engine.fx.control import Flip, Seq

        return Seq((Flip(heads=CountersOnAttacker(20)), DiscardDefenderTool("Counterattack Claws")))

    def words(self, w: Words) -> str:
        name = w.card.name if w.card else "this card"
        return (f"During your opponent's turn, if the Pokémon {name} is attached to is your Active Pokémon and an "
                "opponent's attack damages it (even if it is Knocked Out), flip a coin. If heads, put 2 damage "
                f"counters on the Defending Pokémon. Then, discard {name}.")
