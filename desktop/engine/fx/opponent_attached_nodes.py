"""Attacks that take cards from the opponent's side, in today's wording: their Tools and Special
Energy discarded, their Energy put back into their hand, a card of their revealed hand discarded;
and a few plain effects on both players (each player draws, three Special Conditions at once).

Also 1 Energy card discarded from each of the opponent's Pokémon that has any (Super Removal).

Also coins until tails, an Energy of their Active Pokémon back to their hand for each heads, then the
turn ends (Thought Wave Machine).

And an Energy of their Active Pokémon moved to 1 of their Benched Pokémon after damage (Curly Ribbon)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.fx.card_nodes import FILTERS, article, card_filter
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import BEFORE, Atomic, Node, node
from desktop.engine.fx.status_nodes import CONDITIONS, apply_condition
from desktop.engine.fx.trainer_proof_nodes import untouchable
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words


@node("strip_defending")
@dataclass(frozen=True, slots=True)
class StripDefending(Atomic):
    """Before doing damage, discard all Pokémon Tools and Special Energy from the opponent's Active
    Pokémon."""

    stage = BEFORE

    def act(self, m: Machine) -> None:
        game, defender = m.game, m.defender
        if defender is None or m.scope.protected:
            return
        for tool in list(defender.tools):
            defender.tools.remove(tool)
            game.discard_card(tool[0], "attached", 0)
        for uid in [u for u in defender.energy if not game.cards[u].is_basic_energy]:
            defender.energy.remove(uid)
            game.discard_card(uid, "energy", 0)

    def words(self, w: Words) -> str:
        return "Before doing damage, discard all Pokémon Tools and Special Energy from your opponent's Active Pokémon."


@node("discard_their_tools")
@dataclass(frozen=True, slots=True)
class DiscardTheirTools(Node):
    """Discard up to ``count`` Pokémon Tools from your opponent's Pokémon (you choose them; ``must``:
    exactly 1 if there is any, Minccino's Cleaning Up)."""

    count: int
    must: bool = False  # words: "Discard a Pokémon Tool card attached to 1 of your opponent's Pokémon."
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, them = m.game, m.them
        done = local or 0
        if pc == 1:
            if m.answer is None:
                return m.done()
            for pos, slot in them.in_play():
                for tool in list(slot.tools):
                    if tool[0] == m.answer:
                        slot.tools.remove(tool)
                        game.discard_card(tool[0], "attached", pos)
            done += 1
        tools = [t[0] for _p, s in them.in_play() for t in s.tools]
        if done >= self.count or not tools:
            return m.done()
        if m.choose(1, done, m.scope.player, CARD, tools, f"Discard which Pokémon Tool ({done + 1} of up to "
                    f"{self.count})?", "discard_their_tool", optional=not self.must, zone="attached"):
            return WAIT
        return self.step(m, 1, done)  # the one Tool there is (``must``)

    def words(self, w: Words) -> str:
        if self.must and self.count == 1:
            return "Discard a Pokémon Tool card attached to 1 of your opponent's Pokémon."
        return f"Discard up to {self.count} Pokémon Tools from your opponent's Pokémon."


@node("their_energy_to_hand")
@dataclass(frozen=True, slots=True)
class TheirEnergyToHand(Node):
    """Put ``count`` Energy attached to the opponent's Active Pokémon into their hand (you choose)."""

    count: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, defender = m.game, m.defender
        if defender is None or m.scope.protected:
            return m.done()
        done = local or 0
        if pc == 1 and m.answer in defender.energy:
            defender.energy.remove(m.answer)
            m.them.hand.append(m.answer)
            game.move_card(m.scope.opp, m.answer, "energy", "hand", 0)
            done += 1
        if done >= self.count or not defender.energy:
            return m.done()
        if m.choose(1, done, m.scope.player, CARD, list(defender.energy), "Put which Energy into their hand?",
                    "discard_their_energy", zone="attached"):
            return WAIT
        return self.step(m, 1, done)

    def words(self, w: Words) -> str:
        return f"Put {self.count} Energy attached to your opponent's Active Pokémon into their hand."


@node("discard_from_their_hand")
@dataclass(frozen=True, slots=True)
class DiscardFromTheirHand(Node):
    """After their hand was revealed: discard a card (``filter``: of that kind) you find there (you choose it)."""

    filter: str = "any"  # a card filter ("trainer": Fang Snipe)
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        hand = m.them.hand
        test = card_filter(self.filter, m.game)
        options = [u for u in hand if test(m.game.cards[u])]
        if pc == 0 and m.choose(1, None, m.scope.player, CARD, options, "Discard which card of their hand?",
                                "their_hand_discard", zone="hand"):
            return WAIT
        if m.answer in hand:
            m.game.discard_from_hand(m.answer)
        return m.done()

    def words(self, w: Words) -> str:
        label = FILTERS[self.filter][0]
        return f"Discard {article(label)} {label} you find there."


@node("each_player_draws")
@dataclass(frozen=True, slots=True)
class EachPlayerDraws(Atomic):
    """Each player draws ``count`` cards (you first)."""

    count: int
    have: bool = False  # words: "have each player draw a card" (after "you may")

    def act(self, m: Machine) -> None:
        m.game.draw(m.scope.player, self.count)
        m.game.draw(m.scope.opp, self.count)

    def words(self, w: Words) -> str:
        cards = "a card" if self.count == 1 else f"{self.count} cards"
        if self.have:
            return f"Have each player draw {cards}."
        return f"Each player draws {cards}."


@node("conditions")
@dataclass(frozen=True, slots=True)
class Conditions(Atomic):
    """The opponent's Active Pokémon is now each of ``names`` ("Burned, Confused, and Poisoned")."""

    names: tuple[str, ...]

    def __post_init__(self) -> None:
        for name in self.names:
            if name not in CONDITIONS:
                raise ValueError(f"{name!r} is not a Special Condition")

    def act(self, m: Machine) -> None:
        defender = m.defender
        if defender is None or m.scope.protected:
            return
        for name in self.names:
            apply_condition(m, m.scope.opp, 0, defender, name)

    def words(self, w: Words) -> str:
        names = list(self.names)
        state = f"{', '.join(names[:-1])}, and {names[-1]}" if len(names) > 2 else " and ".join(names)
        return f"Your opponent's Active Pokémon is now {state}."


@node("their_energy_to_their_bench")
@dataclass(frozen=True, slots=True)
class TheirEnergyToTheirBench(Node):
    """Move an Energy from the opponent's Active Pokémon to 1 of their Benched Pokémon (you choose)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, them, defender = m.game, m.them, m.defender
        if defender is None or not defender.energy or not them.bench or m.scope.protected:
            return m.done()
        if pc == 0:
            if m.choose(1, None, m.scope.player, CARD, list(defender.energy), "Move which Energy?",
                        "discard_their_energy", zone="attached"):
                return WAIT
            pc = 1
        if pc == 1:
            local = m.answer
            if m.choose(2, local, m.scope.player, POKEMON, [10 + i for i in range(1, len(them.bench) + 1)],
                        "Move it to which of their Benched Pokémon?", "their_pokemon"):
                return WAIT
        target = them.slot(m.answer % 10)
        if target is not None and local in defender.energy:
            defender.energy.remove(local)
            target.energy.append(local)
            game.emit("move", m.scope.opp, card=local, src="energy", dst="energy", pos=m.answer % 10, amount=0)
        return m.done()

    def words(self, w: Words) -> str:
        return "Move an Energy from your opponent's Active Pokémon to 1 of their Benched Pokémon."


@node("discard_one_from_each_opp")
@dataclass(frozen=True, slots=True)
class DiscardOneFromEachOpp(Node):
    """Choose 1 Energy card attached to each of the opponent's Pokémon that has any and discard
    them (Super Removal's heads)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, opp = m.game, m.scope.opp
        them = game.players[opp]
        done: tuple[int, ...] = local or ()
        if pc == 1 and m.answer is not None:
            for pos, slot in them.in_play():
                if m.answer in slot.energy:
                    combat.discard_attached(game, slot, m.answer, pos)
                    done += (slot.top,)
        for pos, slot in them.in_play():
            if slot.energy and slot.top not in done and not (pos == 0 and m.scope.protected):
                if m.choose(1, done, m.scope.player, CARD, list(slot.energy), "Choose an Energy card to discard.",
                            "discard_their_energy", zone="attached"):
                    return WAIT
                combat.discard_attached(game, slot, m.answer, pos)
                done += (slot.top,)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Choose 1 Energy card attached to each of your opponent's Pokémon that has any Energy cards and "
                "discard those Energy cards.")


@node("energy_back_until_tails")
@dataclass(frozen=True, slots=True)
class EnergyBackUntilTails(Atomic):
    """Flip a coin until you get tails; for each heads, an Energy card attached to the opponent's Active
    Pokémon goes back to their hand. Then your turn ends (Thought Wave Machine)."""

    def act(self, m: Machine) -> None:
        game, opp, active = m.game, m.scope.opp, m.them.active
        heads = 0
        while game.coin(m.scope.source, m.scope.player):
            heads += 1
        if active is not None and not untouchable(game, active):  # (Legendary Body)
            for uid in list(active.energy)[:heads]:
                active.energy.remove(uid)
                m.them.hand.append(uid)
                game.move_card(opp, uid, "energy", "hand", 0)
        if m.scope.player == game.current:  # used in the other player's turn (Chaos Gym): no turn of theirs to end
            game.queue.append(("end_turn",))

    def words(self, w: Words) -> str:
        return ("Flip a coin until you get tails. For each heads, return an Energy card attached to your opponent's "
                "Active Pokémon to your opponent's hand. If the Pokémon has fewer attached Energy cards than that, "
                "return all of them to your opponent's hand. Your turn is over now (you don't get to attack).")


@node("their_active_energy_to_bench")
@dataclass(frozen=True, slots=True)
class MoveTheirEnergyToBench(Node):
    """After damage: move an Energy attached to the opponent's Active Pokémon to 1 of their Benched
    Pokémon (Sylveon's Curly Ribbon)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, them = m.game, m.scope.player, m.them
        defender = m.defender
        if pc == 0:
            if defender is None or not defender.energy or not them.bench or m.scope.protected:
                return m.done()
            if m.choose(1, None, pl, CARD, list(defender.energy), "Move which of their Energy cards?",
                        "discard_their_energy", zone="attached"):
                return WAIT
            pc = 1
        if pc == 1:
            local = m.answer
            if m.choose(2, local, pl, POKEMON, [10 + pos for pos in range(1, len(them.bench) + 1)],
                        "Move it to which of their Benched Pokémon?", "switch_in"):
                return WAIT
        target = them.slot(m.answer - 10) if m.answer is not None else None
        if defender is not None and target is not None and local in defender.energy:
            defender.energy.remove(local)
            target.energy.append(local)
            game.emit("attach", m.scope.opp, card=local, src="energy", dst="energy", pos=m.answer - 10)
        return m.done()

    def words(self, w: Words) -> str:
        return f"Move an Energy attached to {w.defending} to 1 of their Benched Pokémon."
