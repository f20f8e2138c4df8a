"""More attack effects of today's sets with choices in them: damage
counters for each Energy in the discard pile, Energy shuffled back for Bench damage, a Basic
Pokémon benched with Energy moved to it, switching both Active Pokémon, Stadium-powered Bench damage,
rearranged damage counters, a typed search, and Energy searched onto this Pokémon with Poison."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.actions import OPPONENT
from desktop.engine.fx.counter_nodes import hit
from desktop.engine.fx.damage_nodes import BENCH_NOTE
from desktop.engine.fx.hand_attach_nodes import energy_fits
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import BEFORE, Atomic, Node, node
from desktop.engine.fx.status_nodes import apply_condition
from desktop.engine.fx.zone_choice import DeckSearch
from desktop.engine.prompts import CARD, NUMBER, OPTION, POKEMON
from desktop.engine.state import Slot

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words


@node("counters_per_discard_energy")
@dataclass(frozen=True, slots=True)
class CountersPerDiscardEnergy(Node):
    """Put ``counters`` damage counters on 1 of your opponent's Pokémon for each Basic ``type`` Energy
    card in your discard pile; then shuffle those Energy cards into your deck."""

    counters: int
    type: str
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me = m.game, m.me
        energy = [u for u in me.discard if energy_fits(game.cards[u], True, self.type)]
        if pc == 0:
            if not energy:
                return m.done()
            if m.choose(1, None, m.scope.player, POKEMON, [OPPONENT + p for p, _s in m.them.in_play()],
                        "Put the damage counters on which Pokémon?", "damage_target"):
                return WAIT
        slot = m.them.slot(m.answer - OPPONENT)
        if slot is not None:
            combat.put_damage(game, m.scope.opp, m.answer - OPPONENT, slot, 10 * self.counters * len(energy),
                              m.scope.source)
        for uid in energy:
            me.discard.remove(uid)
            me.deck.append(uid)
            game.move_card(m.scope.player, uid, "discard", "deck")
        game.shuffle_deck(m.scope.player)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Put {self.counters} damage counters on 1 of your opponent's Pokémon for each Basic {self.type} "
                "Energy card in your discard pile. Then, shuffle those Energy cards into your deck.")


@node("energy_back_for_bench_damage")
@dataclass(frozen=True, slots=True)
class EnergyBackForBenchDamage(Node):
    """You may shuffle ``count`` Energy attached to this Pokémon into your deck; if you do, ``amount``
    damage to 1 of your opponent's Benched Pokémon."""

    count: int
    amount: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, attacker, pl = m.game, m.attacker, m.scope.player
        if attacker is None:
            return m.done()
        if pc == 0:
            if len(attacker.energy) < self.count or not m.them.bench:
                return m.done()
            if m.choose(1, None, pl, OPTION, ["yes", "no"], "Shuffle Energy into your deck for Bench damage?", "may"):
                return WAIT
            pc = 1
        if pc == 1:
            if m.answer != "yes":
                return m.done()
            local = ()
        chosen: tuple[int, ...] = local
        if pc == 2:
            chosen += (m.answer,)
        while len(chosen) < self.count:
            left = [u for u in attacker.energy if u not in chosen]
            if len(left) <= self.count - len(chosen):
                chosen += tuple(left)
                break
            if m.choose(2, chosen, pl, CARD, left, "Shuffle which Energy into your deck?", "discard_energy",
                        zone="attached"):
                return WAIT
            chosen += (m.answer,)
        if pc < 3:
            for uid in chosen:
                attacker.energy.remove(uid)
                m.me.deck.append(uid)
                game.move_card(pl, uid, "energy", "deck", 0)
            game.shuffle_deck(pl)
            if m.choose(3, chosen, pl, POKEMON, [OPPONENT + i for i in range(1, len(m.them.bench) + 1)],
                        "Damage which Benched Pokémon?", "damage_target"):
                return WAIT
        hit(m, m.scope.opp, m.answer - OPPONENT, self.amount)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"You may shuffle {self.count} Energy attached to this Pokémon into your deck. If you do, this attack "
                f"also does {self.amount} damage to 1 of your opponent's Benched Pokémon. {BENCH_NOTE}")


@node("bench_basic_move_energy")
@dataclass(frozen=True, slots=True)
class BenchBasicMoveEnergy(Node):
    """Search your deck for a Basic Pokémon and put it onto your Bench, then shuffle; if you did,
    move an Energy from this Pokémon to the new Benched Pokémon."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, pl = m.game, m.me, m.scope.player
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
            options = list({game.cards[u].id: u for u in me.deck if game.cards[u].is_basic_pokemon}.values())
            if len(me.bench) >= game.rules.bench_size or not options:
                game.shuffle_deck(pl)
                return m.done()
            if m.choose(1, None, pl, CARD, options, "Put which Basic Pokémon onto your Bench?", "deck_to_bench",
                        zone="deck"):
                return WAIT
            pc = 1
        if pc == 1:
            me.deck.remove(m.answer)
            me.bench.append(Slot(m.answer, game.turn))
            game.emit("bench", pl, card=m.answer, src="deck", dst="bench", pos=len(me.bench))
            game.shuffle_deck(pl)
            attacker = m.attacker
            if attacker is None or not attacker.energy:
                return m.done()
            if m.choose(2, None, pl, CARD, list(attacker.energy), "Move which Energy to it?", "move_energy_from",
                        zone="attached"):
                return WAIT
        attacker = m.attacker
        if attacker is not None and m.answer in attacker.energy:
            attacker.energy.remove(m.answer)
            me.bench[-1].energy.append(m.answer)
            game.emit("move", pl, card=m.answer, src="energy", dst="energy", pos=len(me.bench), amount=0)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Search your deck for a Basic Pokémon and put it onto your Bench. Then, shuffle your deck. If you put "
                "any Pokémon onto your Bench in this way, move an Energy from this Pokémon to the new Benched Pokémon.")


@node("switch_both")
@dataclass(frozen=True, slots=True)
class SwitchBoth(Node):
    """Switch this Pokémon with 1 of your Benched Pokémon; if you do, your opponent switches their
    Active Pokémon with 1 of their Benched Pokémon (they choose)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, them = m.game, m.me, m.them
        if pc == 0:
            if not me.bench or me.active is None:
                return m.done()
            if m.choose(1, None, m.scope.player, POKEMON, list(range(1, len(me.bench) + 1)),
                        "Switch with which Benched Pokémon?", "switch_self"):
                return WAIT
            pc = 1
        if pc == 1:
            game.switch_active(m.scope.player, m.answer, m.scope.source)
            if not them.bench or them.active is None or m.scope.protected:
                return m.done()
            if m.choose(2, None, m.scope.opp, POKEMON, list(range(1, len(them.bench) + 1)),
                        "Choose your new Active Pokémon.", "switch_in"):
                return WAIT
        game.switch_active(m.scope.opp, m.answer % OPPONENT, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Switch this Pokémon with 1 of your Benched Pokémon. If you do, switch out your opponent's Active "
                "Pokémon to the Bench. (Your opponent chooses the new Active Pokémon.)")


@node("stadium_bench_blast")
@dataclass(frozen=True, slots=True)
class StadiumBenchBlast(Atomic):
    """If a Stadium is in play, ``amount`` damage to each of the opponent's Benched Pokémon, and
    discard that Stadium."""

    amount: int

    def act(self, m: Machine) -> None:
        game = m.game
        if game.stadium < 0:
            return
        for pos, _slot in list(m.them.in_play()):
            if pos:
                hit(m, m.scope.opp, pos, self.amount)
        uid, game.stadium = game.stadium, -1
        game.discard_card(uid, "stadium")

    def words(self, w: Words) -> str:
        return (f"If a Stadium is in play, this attack also does {self.amount} damage to each of your opponent's "
                f"Benched Pokémon, and discard that Stadium. {BENCH_NOTE}")


@node("rearrange_their_counters")
@dataclass(frozen=True, slots=True)
class RearrangeTheirCounters(Node):
    """You may move any number of damage counters from your opponent's Pokémon to their other
    Pokémon in any way you like, one at a time until you stop."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, them = m.game, m.them
        if pc == 1:
            if m.answer is None:
                return m.done()
            local = m.answer
            if m.choose(2, local, m.scope.player, POKEMON, [OPPONENT + p for p, _s in them.in_play()
                                                            if OPPONENT + p != local],
                        "Move it to which Pokémon?", "move_damage_to"):
                return WAIT
            pc = 2
        if pc == 2:
            source, target = them.slot(local - OPPONENT), them.slot(m.answer - OPPONENT)
            if source is not None and target is not None and source.damage:
                source.damage -= 10
                game.emit("heal", m.scope.opp, card=source.top, pos=local - OPPONENT, amount=10,
                          detail=m.scope.source)
                combat.put_damage(game, m.scope.opp, m.answer - OPPONENT, target, 10, m.scope.source)
        if len(them.slots()) < 2:
            return m.done()
        options = [OPPONENT + p for p, s in them.in_play() if s.damage]
        if options and m.choose(1, None, m.scope.player, POKEMON, options, "Move a damage counter from which "
                                "Pokémon (or stop)?", "move_damage_from", optional=True):
            return WAIT
        return m.done()

    def words(self, w: Words) -> str:
        return ("You may move any number of damage counters from your opponent's Pokémon to their other Pokémon in "
                "any way you like.")


@node("search_pokemon_of_energy_types")
@dataclass(frozen=True, slots=True)
class SearchPokemonOfEnergyTypes(DeckSearch):
    """Search your deck for up to ``count`` Pokémon that are the same type as any Basic Energy
    attached to this Pokémon, reveal them, and put them into your hand; then shuffle."""

    count: int

    def fits(self, m: Machine, uid: int) -> bool:
        attacker, cards = m.attacker, m.game.cards
        types = {t for u in attacker.energy if cards[u].is_basic_energy for t in cards[u].provides} \
            if attacker is not None else set()
        return cards[uid].kind == "pokemon" and bool(types & set(cards[uid].types))

    def words(self, w: Words) -> str:
        return (f"Search your deck for up to {self.count} Pokémon that are the same type as any Basic Energy attached "
                "to this Pokémon, reveal them, and put them into your hand. Then, shuffle your deck.")


@node("energy_to_self_then_poison")
@dataclass(frozen=True, slots=True)
class EnergyToSelfThenPoison(Node):
    """Search your deck for up to ``count`` Basic ``type`` Energy cards and attach them to this
    Pokémon, then shuffle; if any were attached, this Pokémon is now Poisoned."""

    count: int
    type: str
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, pl = m.game, m.me, m.scope.player
        attacker = m.attacker
        done = local or 0
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
        if pc == 1 and m.answer is not None and attacker is not None:
            me.deck.remove(m.answer)
            attacker.energy.append(m.answer)
            game.emit("attach", pl, card=m.answer, src="deck", dst="energy", pos=0)
            done += 1
        options = list({game.cards[u].id: u for u in me.deck if energy_fits(game.cards[u], True, self.type)}.values())
        going = not (pc == 1 and m.answer is None) and done < self.count and bool(options) and attacker is not None
        if going and m.choose(1, done, pl, CARD, options, f"Attach an Energy card ({done + 1} of up to {self.count})?",
                              "deck_to_attach", optional=True, zone="deck", auto_single=False):
            return WAIT
        game.shuffle_deck(pl)
        if done and attacker is not None:
            apply_condition(m, pl, 0, attacker, "Poisoned", record=False)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Search your deck for up to {self.count} Basic {self.type} Energy cards and attach them to this "
                "Pokémon. Then, shuffle your deck. If you attached Energy to a Pokémon in this way, this Pokémon is "
                "now Poisoned.")


@node("counters_on_self_for_damage")
@dataclass(frozen=True, slots=True)
class CountersOnSelfForDamage(Node):
    """Put up to ``count`` damage counters on this Pokémon (you choose how many); this attack does
    ``per`` damage for each damage counter placed this way."""

    count: int
    per: int
    prompts = True
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        attacker = m.attacker
        if attacker is None:
            return m.done()
        if pc == 0 and m.choose(1, None, m.scope.player, NUMBER, list(range(self.count + 1)),
                                "Put how many damage counters on this Pokémon?", "counters_on_self",
                                auto_single=False):
            return WAIT
        n = int(m.answer or 0)
        if n:
            combat.put_damage(m.game, m.scope.player, 0, attacker, 10 * n, m.scope.source)
        m.scope.damage, m.scope.does_damage = self.per * n, True
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Put up to {self.count} damage counters on this Pokémon. This attack does {self.per} damage for each "
                "damage counter you placed in this way.")
