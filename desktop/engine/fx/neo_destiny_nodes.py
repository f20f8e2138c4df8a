"""Effects of Neo Revelation and Neo Destiny cards in the Light theme deck that need their own
steps: Berry, Heal Powder, Tag Team, Bubble Jump, Beatdown, Ice Pillar, Return Home and
Pokémon Breeder Fields."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.fx.card_nodes import NOT_EVOLUTION
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import BEFORE, Atomic, Node, node
from desktop.engine.prompts import POKEMON
from desktop.engine.rule_points import BENCH_SHIELDED, CHECKUP_TOOLS, answers
from desktop.engine.state import NONE

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game

TOOL_BETWEEN_TURNS = "tool_between_turns"  # a Tool's rule at Pokémon Checkup (Berry)
BENCH_SHIELD = "bench_shield"  # a player's lasting effect: their Benched Pokémon take no attack damage


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


@node("cure_and_heal_active")
@dataclass(frozen=True, slots=True)
class CureAndHealActive(Atomic):
    """Flip a coin; heads, your Active Pokémon is no longer Asleep, Confused, Paralyzed or Poisoned
    and loses ``counters`` damage counters (Heal Powder)."""

    counters: int = 2

    def act(self, m: Machine) -> None:
        slot = m.me.active
        if slot is not None and m.game.coin(m.scope.source, m.scope.player):
            m.game.clear_conditions(m.scope.player, 0, slot)
            combat.heal(m.game, m.scope.player, 0, slot, 10 * self.counters, m.scope.source)

    def words(self, w: Words) -> str:
        return (f"Flip a coin. If heads, your Active Pokémon is no longer Asleep, Confused, Paralyzed, or Poisoned and "
                f"remove {self.counters} damage counters from it. If your Active Pokémon has fewer damage counters "
                "than that, remove all of them.")


@node("tag_team")
@dataclass(frozen=True, slots=True)
class TagTeam(Atomic):
    """When played from the hand onto a Benched Pokémon: remove ``counters`` damage counters from
    your Active Pokémon, then switch this Pokémon with it (Tag Team)."""

    counters: int = 3

    def act(self, m: Machine) -> None:
        pos = m.scope.source_pos
        active = m.me.active
        if pos <= 0 or active is None:
            return
        combat.heal(m.game, m.scope.player, 0, active, 10 * self.counters, m.scope.source)
        m.game.switch_active(m.scope.player, pos, m.scope.source)

    def words(self, w: Words) -> str:
        return (f"if it is on your Bench, remove {self.counters} damage counters from your Active Pokémon. If it has "
                f"fewer damage counters than that, remove all of them. Then, switch {w.name} with your Active "
                "Pokémon.")


@node("energy_to_bench_then_return")
@dataclass(frozen=True, slots=True)
class EnergyToBenchThenReturn(Node):
    """If you have Benched Pokémon, flip a coin; heads: move ``count`` Energy cards from this
    Pokémon to 1 of your Benched Pokémon, then return this Pokémon and everything attached to it to
    your hand (Bubble Jump). You choose a new Active Pokémon after the attack."""

    count: int = 2
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me, attacker = m.game, m.scope.player, m.me, m.attacker
        if attacker is None:
            return m.done()
        if pc == 0:
            if not me.bench or not game.coin(m.scope.source, pl):
                return m.done()
            if m.choose(1, None, pl, POKEMON, range(1, len(me.bench) + 1), "Move the Energy to which Benched "
                        "Pokémon?", "move_energy_to"):
                return WAIT
        target = me.at(m.answer)
        for uid in attacker.energy[: self.count]:
            attacker.energy.remove(uid)
            target.energy.append(uid)
            game.emit("move", pl, card=uid, src="energy", dst="energy", pos=m.answer, amount=0)
        game.remove_from_play(pl, 0, attacker)
        for uid in attacker.all_cards():
            me.hand.append(uid)
            game.move_card(pl, uid, "active", "hand", 0)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"If you have any Benched Pokémon, flip a coin. If heads, take {self.count} Energy cards attached to "
                f"{w.name} and attach them to 1 of your Benched Pokémon. Then return {w.name} and all cards attached "
                "to it to your hand.")


@node("damage_instead_vs")
@dataclass(frozen=True, slots=True)
class DamageInsteadVs(Atomic):
    """If the Defending Pokémon has ``name_has`` in its name or is a ``type`` Pokémon, flip a coin;
    heads, this attack's damage is ``amount`` instead (Beatdown)."""

    amount: int
    name_has: str = "Dark"
    type: str = "Darkness"
    stage = BEFORE

    def act(self, m: Machine) -> None:
        defender = m.defender
        if defender is None:
            return
        card = m.game.card_of(defender)
        if (self.name_has in card.name or self.type in m.game.types_of(defender)) and m.game.coin(
                m.scope.source, m.scope.player):
            m.scope.damage = self.amount

    def words(self, w: Words) -> str:
        return (f"If {w.defending} has {self.name_has} in its name or is a {self.type} Pokémon, flip a coin. If heads, "
                f"this attack does {self.amount} damage instead of {w.damage}.")


@dataclass(frozen=True, slots=True)
class BenchShield(Mod):
    """A player's lasting effect: while the Pokémon ``guard`` is their Active Pokémon, attacks do no
    damage to their Benched Pokémon (Ice Pillar)."""

    guard: int
    point = BENCH_SHIELD
    label = "ice_pillar"


@node("bench_shield")
@dataclass(frozen=True, slots=True)
class PutBenchShield(Atomic):
    """Until the end of the opponent's next turn, as long as this Pokémon is your Active Pokémon,
    prevent all damage done by attacks to your Benched Pokémon (Ice Pillar)."""

    def act(self, m: Machine) -> None:
        attacker = m.attacker
        if attacker is not None:
            game = m.game
            game.lasting = game.lasting + ((m.scope.player, game.turn + 1, BenchShield(attacker.top)),)
            game.emit("effect", m.scope.player, pos=0, detail="ice_pillar")

    def words(self, w: Words) -> str:
        return (f"Until the end of your opponent's next turn, as long as {w.name} is your Active Pokémon, prevent all "
                "damage done by attacks to your Benched Pokémon. (Any other effects of attacks still happen.)")


@answers(BENCH_SHIELDED)
def bench_shielded(game: Game, owner: int) -> bool:
    """Whether ``owner``'s Benched Pokémon are protected from attack damage now (Ice Pillar)."""
    active = game.players[owner].active  # a guard of -1: held by no Pokémon (Transparent Walls)
    return any(isinstance(mod, BenchShield) and (mod.guard < 0 or (active is not None and mod.guard == active.top))
               for mod in layer.player_mods(game, owner, BENCH_SHIELD))


@node("bench_to_deck")
@dataclass(frozen=True, slots=True)
class BenchToDeck(Node):
    """If you have Benched Pokémon, shuffle 1 of them and everything attached to it into your deck
    (Return Home)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            if not me.bench:
                return m.done()
            if m.choose(1, None, pl, POKEMON, range(1, len(me.bench) + 1), "Shuffle which Benched Pokémon into your "
                        "deck?", "switch_self"):
                return WAIT
        slot = me.at(m.answer)
        game.remove_from_play(pl, m.answer, slot)
        for uid in slot.all_cards():
            me.deck.append(uid)
            game.move_card(pl, uid, "bench", "deck", m.answer)
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return "If you have any Benched Pokémon, shuffle 1 of them and all cards attached to it into your deck."


@node("breeder_fields")
@dataclass(frozen=True, slots=True)
class BreederFields(Node):
    """Choose 1 or 2 of your non-Baby Pokémon that can evolve; flip a coin for each: heads, search
    your deck for a card that evolves from it and put it into your hand; shuffle your deck
    afterward (Pokémon Breeder Fields)."""

    most: int = 2
    prompts = True

    @staticmethod
    def _evolvable(game: Game, player: int) -> list[int]:
        names = {game.cards[u].evolves_from for u in game.players[player].deck if game.cards[u].kind == "pokemon"
                 and game.cards[u].stage not in NOT_EVOLUTION}
        return [pos for pos, slot in game.players[player].in_play()
                if game.card_of(slot).name in names and "Baby" not in game.card_of(slot).subtypes]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._evolvable(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        chosen: tuple[int, ...] = local or ()
        if pc == 1:
            if m.answer is None:
                return self._search(m, chosen)
            chosen += (m.answer,)
        left = [p for p in self._evolvable(game, pl) if p not in chosen]
        if len(chosen) >= self.most or not left:
            return self._search(m, chosen)
        m.choose(1, chosen, pl, POKEMON, left, f"Flip for which Pokémon ({len(chosen) + 1} of up to {self.most})?",
                 "evolve_target", optional=bool(chosen), auto_single=False)
        return WAIT

    @staticmethod
    def _search(m: Machine, chosen: tuple[int, ...]) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        for pos in chosen:
            if not game.coin(m.scope.source, pl):
                continue
            name = game.card_of(me.at(pos)).name
            found = next((u for u in me.deck if game.cards[u].evolves_from == name), None)
            if found is not None:
                me.deck.remove(found)
                me.hand.append(found)
                game.move_card(pl, found, "deck", "hand")
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Flip a coin for 1 or 2 of your non-Baby Pokémon that can evolve. For each heads, search your deck for "
                "a later-Stage card that matches that Pokémon. Then put that card into your hand. Shuffle your deck "
                "afterward.")
