"""What today's activated Abilities do: bench a small Basic Pokémon from the discard pile (Gentle
Fin), return an Energy of the opponent's Active Pokémon to their hand (Boisterous Wind), switch
this Benched Pokémon in (Excited Dash), attach an Energy card from the hand to the Active Pokémon of
a name (Lethargic Charge), swap a hand card with the top of the deck (Evidence Gathering), switch
both Active Pokémon out (Torrential Whirlpool), devolve 1 of the opponent's Pokémon (Ancient
Wing), and put a small Basic Pokémon of the revealed hand onto their Bench (Look for Prey).

Also an Energy of a type discarded from this Pokémon to switch in one of the opponent's Benched Pokémon
(Flare Command).

And Abilities with a price: this Pokémon Knocked Out to attach Energy from the discard pile (Energy
Grace), and an Energy discarded for Special Conditions on the opponent's Active Pokémon (Wafting Scent)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import card_in_play, combat
from desktop.engine.actions import OPPONENT
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Node, node
from desktop.engine.fx.zone_choice import ZoneChoice, exactly
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


def _small_basics(game: Game, pile: list[int], max_hp: int) -> list[int]:
    return [u for u in pile if game.cards[u].kind == "pokemon" and game.cards[u].stage == "Basic"
            and game.cards[u].hp <= max_hp]


@node("small_basic_from_discard")
@dataclass(frozen=True, slots=True)
class SmallBasicFromDiscard(ZoneChoice):
    """Put a Basic Pokémon with ``max_hp`` HP or less from your discard pile onto your Bench."""

    max_hp: int = 70
    zone = "discard"
    dest = "bench"
    ask = "Choose a Basic Pokémon from your discard pile."
    auto_single = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        me = game.players[player]
        return len(me.bench) < game.rules.bench_size and bool(_small_basics(game, me.discard, self.max_hp))

    def picks(self, m: Machine, memo: Any = None) -> tuple[int, int]:
        return exactly(1)

    def options(self, m: Machine, done: int, memo: Any) -> list[int]:
        return _small_basics(m.game, m.me.discard, self.max_hp)

    def words(self, w: Words) -> str:
        return f"Put a Basic Pokémon with {self.max_hp} HP or less from your discard pile onto your Bench."


@node("their_active_energy_to_hand")
@dataclass(frozen=True, slots=True)
class TheirActiveEnergyToHand(Node):
    """Put an Energy attached to your opponent's Active Pokémon into their hand."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, opp = m.game, m.scope.opp
        active = game.players[opp].active
        if active is None or not active.energy:
            return m.done()
        if pc == 0 and m.choose(1, None, m.scope.player, CARD, list(active.energy),
                                "Put which Energy into your opponent's hand?", "their_energy_to_hand", zone="attached"):
            return 1
        if m.answer in active.energy:
            active.energy.remove(m.answer)
            game.players[opp].hand.append(m.answer)
            game.move_card(opp, m.answer, "energy", "hand", 0)
        return m.done()

    def words(self, w: Words) -> str:
        return "Put an Energy attached to your opponent's Active Pokémon into their hand."


@node("switch_in_self")
@dataclass(frozen=True, slots=True)
class SwitchInSelf(Node):
    """Switch this (Benched) Pokémon with your Active Pokémon (worded "it" when ``it``; ``if_benched``:
    worded "If this Pokémon is on your Bench, you may switch ...", as Step In and Stand In print it)."""

    it: bool = False
    if_benched: bool = False

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return isinstance(source, int) and source > 0 and game.players[player].active is not None

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if m.scope.source_pos > 0 and m.me.active is not None:
            m.game.switch_active(m.scope.player, m.scope.source_pos, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        text = f"switch {'it' if self.it else w.name} with your Active Pokémon."
        if self.if_benched:
            return f"If {w.name} is on your Bench, you may {text}"
        return text[:1].upper() + text[1:]


@node("attach_hand_to_active_named")
@dataclass(frozen=True, slots=True)
class AttachHandToActiveNamed(Node):
    """Attach an Energy card from your hand to your Active Pokémon with ``name_has`` in its name."""

    name_has: str
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        me = game.players[player]
        return (me.active is not None and self.name_has in game.card_of(me.active).name
                and any(game.cards[u].kind == "energy" for u in me.hand))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        energy = [u for u in me.hand if game.cards[u].kind == "energy"]
        if pc == 0 and m.choose(1, None, pl, CARD, energy, "Attach which Energy card?", "hand_energy_to_attach",
                                zone="hand"):
            return 1
        if m.answer in me.hand and me.active is not None:
            me.hand.remove(m.answer)
            me.active.energy.append(m.answer)
            game.emit("attach", pl, card=m.answer, src="hand", dst="energy", pos=0)
        return m.done()

    def words(self, w: Words) -> str:
        return f"Attach an Energy card from your hand to your Active {self.name_has} Pokémon."


@node("swap_hand_with_deck_top")
@dataclass(frozen=True, slots=True)
class SwapHandWithDeckTop(Node):
    """Switch a card from your hand with the top card of your deck."""

    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].hand) and bool(game.players[player].deck)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0 and m.choose(1, None, pl, CARD, list(me.hand), "Put which card on top of your deck?",
                                "hand_to_deck", zone="hand"):
            return 1
        if m.answer in me.hand and me.deck:
            top = me.deck.pop()
            me.hand.remove(m.answer)
            me.deck.append(m.answer)
            me.hand.append(top)
            game.move_card(pl, m.answer, "hand", "deck")
            game.emit("draw", pl, card=top, src="deck", dst="hand")
        return m.done()

    def words(self, w: Words) -> str:
        return "Switch a card from your hand with the top card of your deck."


@node("switch_both_out")
@dataclass(frozen=True, slots=True)
class SwitchBothOut(Node):
    """Switch your Active Pokémon with 1 of your Benched Pokémon; if you do, your opponent switches
    their Active Pokémon with 1 of their Benched Pokémon (they choose)."""

    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].bench) and game.players[player].active is not None

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, opp = m.game, m.scope.player, m.scope.opp
        if pc == 0:
            if m.choose(1, None, pl, POKEMON, range(1, len(m.me.bench) + 1), "Switch with which Benched Pokémon?",
                        "switch_self"):
                return 1
            pc = 1
        if pc == 1:
            if m.answer is None:
                return m.done()
            game.switch_active(pl, m.answer, m.scope.source)
            them = game.players[opp]
            if not them.bench or them.active is None:
                return m.done()
            if m.choose(2, None, opp, POKEMON, range(1, len(them.bench) + 1), "Choose your new Active Pokémon.",
                        "new_active"):
                return 1
        if m.answer is not None and game.players[opp].bench:
            game.switch_active(opp, m.answer, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return w.phrase("switch_both_ability")  # Metagross's Magnetic Warp


@node("devolve_their_one")
@dataclass(frozen=True, slots=True)
class DevolveTheirOne(Node):
    """Devolve 1 of your opponent's evolved Pokémon: the highest Stage Evolution card on it goes into
    their hand."""

    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return any(card_in_play.devolvable(game, s) for s in game.players[1 - player].slots())

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, opp = m.game, m.scope.opp
        them = game.players[opp]
        if pc == 0 and m.choose(1, None, m.scope.player, POKEMON,
                                [OPPONENT + pos for pos, s in them.in_play() if card_in_play.devolvable(game, s)],
                                "Devolve which of your opponent's Pokémon?", "their_pokemon"):
            return 1
        if m.answer is None:
            return m.done()
        pos = m.answer - OPPONENT
        slot = them.slot(pos)
        if slot is not None and len(slot.cards) > 1:
            top = slot.cards.pop()
            them.hand.append(top)
            game.move_card(opp, top, "stack", "hand", pos)
            game.clear_conditions(opp, pos, slot)
            slot.end_attack_effects()
            game.emit("devolve", opp, card=slot.top, pos=pos)
        return m.done()

    def words(self, w: Words) -> str:
        return ("devolve 1 of your opponent's evolved Pokémon by putting the highest Stage Evolution card on it into "
                "your opponent's hand.")


@node("their_small_basic_to_bench")
@dataclass(frozen=True, slots=True)
class TheirSmallBasicToBench(Node):
    """Your opponent reveals their hand; you put a Basic Pokémon with ``max_hp`` HP or less (0: any) found
    there onto their Bench, and ``counters`` damage counters on it (Dark Invitation); ``switch_in``: then
    switch it in to the Active Spot (Erika's Invitation)."""

    max_hp: int = 70
    counters: int = 0
    switch_in: bool = False
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[1 - player].hand)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, opp = m.game, m.scope.opp
        them = game.players[opp]
        if pc == 0:
            for uid in them.hand:
                game.emit("reveal", opp, card=uid, detail="their hand")
            if len(them.bench) >= game.rules.bench_size:
                return m.done()
            if m.choose(1, None, m.scope.player, CARD, _small_basics(game, them.hand, self.max_hp or 10_000),
                        "Put which Basic Pokémon onto your opponent's Bench?", "their_hand_to_bench", zone="hand"):
                return 1
        if m.answer in them.hand:
            them.hand.remove(m.answer)
            game.put_on_bench(opp, m.answer, "hand")
            if self.counters:
                combat.put_damage(game, opp, len(them.bench), them.bench[-1], 10 * self.counters, m.scope.source)
            if self.switch_in:
                game.switch_active(opp, len(them.bench), m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        if self.counters:  # Sun & Moon: "you may have your opponent reveal their hand"
            return ("Have your opponent reveal their hand. Put a Basic Pokémon you find there onto your opponent's "
                    f"Bench, and put {self.counters} damage counters on that Pokémon.")
        which = f"a Basic Pokémon with {self.max_hp} HP or less that you" if self.max_hp else "a Basic Pokémon you"
        then = (" If you put a Pokémon onto their Bench in this way, switch in that Pokémon to the Active Spot."
                if self.switch_in else "")
        return f"Your opponent reveals their hand, and you put {which} find there onto your opponent's Bench.{then}"


@node("discard_energy_to_gust")
@dataclass(frozen=True, slots=True)
class DiscardEnergyToGust(Node):
    """An Ability: discard a ``type`` Energy attached to this Pokémon; if you do, switch 1 of your
    opponent's Benched Pokémon (you choose) with their Active Pokémon (Pyroar's Flare Command)."""

    type: str
    prompts = True

    def _energy(self, game: Game, slot: Slot | None) -> list[int]:
        return [u for u in slot.energy if self.type in game.cards[u].provides] if slot is not None else []

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return isinstance(source, int) and bool(self._energy(game, game.players[player].slot(source)))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, pos = m.game, m.scope.player, max(m.scope.source_pos, 0)
        slot = m.me.slot(pos)
        if pc == 0:
            if m.choose(1, None, pl, CARD, self._energy(game, slot), "Discard which Energy card?",
                        "discard_energy_cost", zone="attached"):
                return WAIT
            pc = 1
        if pc == 1:
            if slot is None or m.answer not in slot.energy:
                return m.done()
            combat.discard_attached(game, slot, m.answer, pos)
            if m.choose(2, None, pl, POKEMON, [OPPONENT + i + 1 for i in range(len(m.them.bench))],
                        "Choose a Benched Pokémon to switch with their Active Pokémon.", "switch_in"):
                return WAIT
        if m.answer is not None and m.them.bench:
            game.switch_active(m.scope.opp, m.answer - OPPONENT, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Discard a {self.type} Energy attached to {w.name}. If you do, switch 1 of your opponent's Benched "
                "Pokémon with his or her Active Pokémon.")


@node("knock_out_self_attach")
@dataclass(frozen=True, slots=True)
class KnockOutSelfAttach(Node):
    """Knock Out this Pokémon; if you do, attach ``count`` basic Energy cards from your discard pile to 1
    of your other Pokémon that isn't a Pokémon-EX (Milotic's Energy Grace). The Knock Out is checked
    after the Ability, like any other."""

    count: int = 3
    prompts = True

    @staticmethod
    def _targets(game: Game, player: int, me_pos: int) -> list[int]:
        return [pos for pos, slot in game.players[player].in_play()
                if pos != me_pos and "EX" not in game.card_of(slot).subtypes]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return isinstance(source, int) and bool(self._targets(game, player, source))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        here = max(m.scope.source_pos, 0)
        if pc == 0:
            slot = me.slot(here)
            if slot is not None:
                slot.damage = max(slot.damage, game.hp_of(slot))  # "you may Knock Out this Pokémon"
                game.emit("effect", pl, pos=here, detail="knocked_out_by_own_ability")
            if m.choose(1, None, pl, POKEMON, self._targets(game, pl, here), "Attach the Energy to which Pokémon?",
                        "attach_energy"):
                return WAIT
            pc, local = 1, None
        if pc == 1:
            local = (m.answer, ())
        elif pc == 2:
            local = (local[0], (*local[1], m.answer))
        target, chosen = local
        options = [u for u in me.discard if game.cards[u].is_basic_energy and u not in chosen]
        if target is not None and len(chosen) < self.count and options:
            if m.choose(2, local, pl, CARD, options, f"Attach which basic Energy ({len(chosen) + 1} of {self.count})?",
                        "discard_to_attach", zone="discard"):
                return WAIT
            return self.step(m, 2, local)
        slot = me.slot(target) if target is not None else None
        for uid in chosen:
            if slot is not None and uid in me.discard:
                me.discard.remove(uid)
                slot.energy.append(uid)
                game.emit("attach", pl, card=uid, src="discard", dst="energy", pos=target)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Knock Out {w.name}. If you do, attach {self.count} basic Energy from your discard pile to 1 of your "
                "Pokémon (excluding Pokémon-EX).")


@node("discard_energy_for_conditions")
@dataclass(frozen=True, slots=True)
class DiscardEnergyForConditions(Node):
    """An Ability: discard a ``type`` Energy attached to this Pokémon; if you do, the opponent's Active
    Pokémon is now affected by each of ``conditions`` (Victreebel's Wafting Scent)."""

    type: str
    conditions: tuple[str, ...]
    prompts = True

    def _energy(self, game: Game, slot: Slot | None) -> list[int]:
        return [u for u in slot.energy if self.type in game.cards[u].provides] if slot is not None else []

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return isinstance(source, int) and bool(self._energy(game, game.players[player].slot(source)))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.fx.status_nodes import apply_condition

        game, pl = m.game, m.scope.player
        pos = max(m.scope.source_pos, 0)
        slot = m.me.slot(pos)
        if pc == 0 and m.choose(1, None, pl, CARD, self._energy(game, slot), "Discard which Energy card?",
                                "discard_energy_cost", zone="attached"):
            return WAIT
        if slot is None or m.answer not in slot.energy:
            return m.done()
        combat.discard_attached(game, slot, m.answer, pos)
        defender = m.them.active
        if defender is not None:
            for condition in self.conditions:
                apply_condition(m, m.scope.opp, 0, defender, condition, record=False)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Discard a {self.type} Energy attached to {w.name}. If you do, {w.defending} is now "
                f"{' and '.join(self.conditions)}.")
