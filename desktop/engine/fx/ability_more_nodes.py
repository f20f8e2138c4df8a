"""Abilities of today's sets: drawing more from the Active Spot, being Knocked Out by using it,
and a named card as its cost."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.machine_tool_nodes import EvolveBenchedFromDeck
from desktop.engine.fx.node import COST, Atomic, Node, node

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("draw_more_if_active")
@dataclass(frozen=True, slots=True)
class DrawMoreIfActive(Atomic):
    """Draw a card; if this Pokémon is in the Active Spot, draw 1 more card."""

    def act(self, m: Machine) -> None:
        m.game.draw(m.scope.player, 2 if m.scope.source_pos == 0 else 1)

    def words(self, w: Words) -> str:
        return "Draw a card. If this Pokémon is in the Active Spot, draw 1 more card."


@node("self_knocked_out")
@dataclass(frozen=True, slots=True)
class SelfKnockedOut(Atomic):
    """If you use this Ability, this Pokémon is Knocked Out."""

    def act(self, m: Machine) -> None:
        pos = max(m.scope.source_pos, 0)
        slot = m.me.at(pos)
        if slot is not None:
            slot.damage = max(slot.damage, m.game.hp_of(slot))
            m.game.emit("effect", m.scope.player, pos=pos, detail="knocked_out_by_own_ability")

    def words(self, w: Words) -> str:
        return "If you use this Ability, this Pokémon is Knocked Out."


@node("discard_named_cost")
@dataclass(frozen=True, slots=True)
class DiscardNamedCost(Node):
    """An Ability's cost: discard a ``named`` card from your hand (all alike: no choice)."""

    named: str
    stage = COST

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return any(game.cards[u].name == self.named for u in game.players[player].hand)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        uid = next((u for u in m.me.hand if m.game.cards[u].name == self.named), None)
        if uid is not None:
            m.game.discard_from_hand(uid)
        return m.done()

    def ability_cost(self, w: Words) -> str | None:
        return f"discard a {self.named} card from your hand"

    def words(self, w: Words) -> str:
        return f"Discard a {self.named} card from your hand."


@node("evolve_each_benched_from_deck")
@dataclass(frozen=True, slots=True)
class EvolveEachBenchedFromDeck(EvolveBenchedFromDeck):
    """For each of your Benched Pokémon, search your deck for a card that evolves from it and put
    it onto it to evolve it; shuffle (the player may find none for some of them)."""

    count: int = 5

    def words(self, w: Words) -> str:
        return ("For each of your Benched Pokémon, search your deck for a card that evolves from that Pokémon and put "
                "it onto that Pokémon to evolve it. Then, shuffle your deck.")


@node("move_energy_count_to_bench")
@dataclass(frozen=True, slots=True)
class MoveEnergyCountToBench(Node):
    """Move ``count`` Energy from this Pokémon to 1 of your Benched Pokémon (you choose which)."""

    count: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.prompts import CARD, POKEMON

        slot = m.attacker
        chosen: tuple[int, ...] = local or ()
        if slot is None or not m.me.bench:
            return m.done()
        if pc == 1:
            chosen += (m.answer,)
        if pc in (0, 1):
            left = [u for u in slot.energy if u not in chosen]
            if len(chosen) < self.count and left:
                if len(left) <= self.count - len(chosen):
                    chosen += tuple(left)
                elif m.choose(1, chosen, m.scope.player, CARD, left, "Move which Energy?", "energy_to_move",
                              zone="attached"):
                    return 1
                else:
                    return self.step(m, 1, chosen)
            if m.choose(2, chosen, m.scope.player, POKEMON, [p for p, _s in m.me.in_play() if p],
                        "Move them to which Pokémon?", "move_energy_to"):
                return 1
        target = m.me.at(m.answer) if m.answer is not None else None
        if target is not None:
            for uid in chosen:
                slot.energy.remove(uid)
                target.energy.append(uid)
                m.game.emit("attach", m.scope.player, card=uid, src="energy", dst="energy", pos=m.answer)
        return m.done()

    def words(self, w: Words) -> str:
        return f"Move {self.count} Energy from this Pokémon to 1 of your Benched Pokémon."


@node("evolve_own_of_type")
@dataclass(frozen=True, slots=True)
class EvolveOwnOfType(EvolveBenchedFromDeck):
    """Choose up to ``count`` of your ``type`` Pokémon (the Active one too); for each, search your
    deck for a card that evolves from it and put it onto it to evolve it; shuffle."""

    type: str = ""

    def _benched(self, game: Game, player: int, done: tuple[int, ...]) -> list[int]:
        from desktop.engine.fx.machine_tool_nodes import _evolutions, evolvable

        return [pos for pos, slot in game.players[player].in_play() if pos not in done
                and self.type in game.types_of(slot) and evolvable(game.cards[slot.top])
                and _evolutions(game, player, game.cards[slot.top].name)]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.fx.machine_tool_nodes import _evolutions
        from desktop.engine.prompts import CARD, POKEMON

        game, pl = m.game, m.scope.player
        me = game.players[pl]
        done, chosen = local if local is not None else ((), -1)  # -1: no Pokémon chosen yet (0 is the Active)
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
        elif pc == 1:
            if m.answer is None:
                return self._finish(m)
            chosen = m.answer
        elif pc == 2:
            slot = me.slot(chosen)
            if m.answer is not None and slot is not None:
                me.deck.remove(m.answer)
                game.evolve(pl, chosen, slot, m.answer, src="deck")
            done, chosen = done + (chosen,), -1
        if chosen < 0:
            options = self._benched(game, pl, done)
            if len(done) >= self.count or not options:
                return self._finish(m)
            if m.choose(1, (done, -1), pl, POKEMON, options, f"Evolve which Pokémon ({len(done) + 1} of up to "
                        f"{self.count})?", "evolve_target", optional=True, auto_single=False):
                return 1
            return self._finish(m)  # pragma: no cover - an optional question is always asked
        evolutions = _evolutions(game, pl, game.cards[me.at(chosen).top].name)
        if m.choose(2, (done, chosen), pl, CARD, evolutions, "Evolve it into which card?", "deck_to_evolve",
                    zone="deck"):
            return 1
        return self.step(m, 2, (done, chosen))

    def words(self, w: Words) -> str:
        return (f"Choose up to {self.count} of your {self.type} Pokémon. For each of those Pokémon, search your deck "
                "for a card that evolves from that Pokémon and put it onto that Pokémon to evolve it. Then, shuffle "
                "your deck.")


@node("move_counter_from_named")
@dataclass(frozen=True, slots=True)
class MoveCounterFromNamed(Node):
    """As often as you like during your turn: move 1 damage counter from 1 of your Pokémon whose
    name starts with ``named`` to another of your Pokémon."""

    named: str
    prompts = True

    def _sources(self, game: Game, player: int) -> list[int]:
        return [p for p, s in game.players[player].in_play()
                if s.damage and game.card_of(s).name.startswith(self.named)]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._sources(game, player)) and len(game.players[player].slots()) > 1

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine import combat
        from desktop.engine.prompts import POKEMON

        pl = m.scope.player
        if pc == 0:
            if m.choose(1, None, pl, POKEMON, self._sources(m.game, pl), "Move a damage counter from which Pokémon?",
                        "move_damage_from"):
                return 1
            pc = 1
        if pc == 1:
            local = m.answer
            if m.choose(2, local, pl, POKEMON, [p for p, _s in m.me.in_play() if p != local],
                        "Move it to which Pokémon?", "move_damage_to"):
                return 1
        source, target = m.me.at(local), m.me.at(m.answer)
        if source is not None and target is not None and source.damage >= 10:
            source.damage -= 10
            m.game.emit("heal", pl, card=source.top, pos=local, amount=10, detail=m.scope.source)
            combat.put_damage(m.game, pl, m.answer, target, 10, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"As often as you like during your turn, you may move 1 damage counter from 1 of your {self.named} "
                "Pokémon to another of your Pokémon.")


@node("leap_onto_deck")
@dataclass(frozen=True, slots=True)
class LeapOntoDeck(Atomic):
    """Discard the bottom card of your deck; if you do, discard all cards from this Pokémon and put
    this Pokémon on top of your deck."""

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].deck)

    def act(self, m: Machine) -> None:
        game, pl, me = m.game, m.scope.player, m.me
        pos = m.scope.source_pos
        slot = me.slot(pos)
        if not me.deck or slot is None:
            return
        game.discard_card(me.deck.pop(0), "deck")
        game.remove_from_play(pl, pos, slot)
        top = slot.cards[-1]
        for uid in slot.cards[:-1] + slot.attached():
            game.discard_card(uid, "attached", pos)
        me.deck.append(top)
        game.move_card(pl, top, "bench", "deck", pos)
        if me.active is None:
            game.queue.insert(0, ("new_active", pl))

    def words(self, w: Words) -> str:
        return ("Discard the bottom card of your deck. If you do, discard all cards from this Pokémon and put this "
                "Pokémon on top of your deck.")
