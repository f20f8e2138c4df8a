"""Healing by attacks and Trainers: "Remove 2 damage counters from each Pokémon in play that has any" (both
players', Erika's Kindness).

Also the attacker healed and then Asleep (Naptime), and for each heads, 1 damage counter removed from
each of your Pokémon (Healing Pollen).

And the opponent's Pokémon healed for cards drawn (Helping Hand), and each player's damaged Pokémon
healed by 1 counter (Group Therapy).

And a Stadium that heals a Pokémon with a name in its own when it evolves (Viridian City Gym).

And a Power that heals its Pokémon when Energy of a type is attached to it from the hand (Healing Fire).

And all damage removed from a Pokémon with a name in its own, then the hand discarded (Giovanni's Last
Resort).

And a coin to heal a Benched Pokémon fully and discard its Energy (Wash Away).

And a coin that cures the Active Pokémon and heals it (Heal Powder).

And a coin that cures the Active Pokémon and heals it (Heal Powder).

And a coin: heal one of yours on heads, one of the opponent's on tails (Sweet Scent)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.actions import OPPONENT
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.status_nodes import apply_condition
from desktop.engine.fx.trainer_proof_nodes import may_affect
from desktop.engine.fx.words import plural
from desktop.engine.prompts import NUMBER, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("heal_two_each")
@dataclass(frozen=True, slots=True)
class HealTwoEach(Atomic):
    """Remove ``counters`` damage counters from each Pokémon in play (both players') that has any
    (Erika's Kindness)."""

    counters: int = 2

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return any(s.damage and may_affect(game, s) for p in game.players for s in p.slots())

    def act(self, m: Machine) -> None:
        game = m.game
        for pl in (m.scope.player, m.scope.opp):
            for pos, slot in game.players[pl].in_play():
                if slot.damage:
                    combat.heal(game, pl, pos, slot, 10 * self.counters, m.scope.source)

    def words(self, w: Words) -> str:
        return (f"Remove {self.counters} damage counters from each Pokémon (yours and your opponent's) with any damage "
                "counters on it. If a Pokémon has just 1 damage counter, remove it.")


@node("heal_and_sleep")
@dataclass(frozen=True, slots=True)
class HealAndSleep(Atomic):
    """Remove ``amount`` damage from the attacker (all of it if it has less), and it is now Asleep
    (Naptime)."""

    amount: int

    def act(self, m: Machine) -> None:
        attacker, pl = m.attacker, m.scope.player
        if attacker is None:
            return
        combat.heal(m.game, pl, 0, attacker, self.amount, m.scope.source)
        apply_condition(m, pl, 0, attacker, "Asleep", record=False)

    def words(self, w: Words) -> str:
        counters = plural(self.amount // 10, "damage counter")
        return (f"Remove {counters} from {w.name} and {w.name} is now Asleep. If {w.name} has fewer damage counters "
                "than that, remove all of them.")


@node("heal_each_per_heads")
@dataclass(frozen=True, slots=True)
class HealEachPerHeads(Atomic):
    """Flip ``coins`` coins; for each heads, remove 1 damage counter from each of your Pokémon."""

    coins: int

    def act(self, m: Machine) -> None:
        game, pl = m.game, m.scope.player
        heads = sum(game.coin(m.scope.source, pl) for _ in range(self.coins))
        if heads:
            for pos, slot in game.players[pl].in_play():
                if slot.damage:
                    combat.heal(game, pl, pos, slot, 10 * heads, m.scope.source)

    def words(self, w: Words) -> str:
        return (f"Flip {self.coins} coins. For each heads, remove 1 damage counter from each of your Pokémon. If a "
                "Pokémon has fewer damage counters than the number of heads, remove all of them.")


@node("heal_theirs_draw")
@dataclass(frozen=True, slots=True)
class HealTheirsDraw(Node):
    """Choose 1 of your opponent's Pokémon; remove any number of damage counters from it, then draw
    that many cards (Helping Hand)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, opp = m.game, m.scope.player, m.scope.opp
        if pc == 0:
            options = [OPPONENT + pos for pos, s in game.players[opp].in_play() if s.damage]
            if m.choose(1, None, pl, POKEMON, options, "Remove damage counters from which Pokémon?", "their_pokemon"):
                return 1
            pc = 1
        if pc == 1:
            if m.answer is None:
                return m.done()
            slot = game.players[opp].slot(m.answer % OPPONENT)
            if slot is None:
                return m.done()
            if m.choose(2, m.answer % OPPONENT, pl, NUMBER, range(slot.damage // 10 + 1),
                        "Remove how many damage counters (and draw that many cards)?", "draw_up_to",
                        auto_single=False):
                return 1
            local = m.answer % OPPONENT
        slot = game.players[opp].slot(local)
        if slot is not None and m.answer:
            combat.heal(game, opp, local, slot, 10 * m.answer, m.scope.source)
            game.draw(pl, m.answer)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Choose 1 of your opponent's Pokémon. Remove any number of damage counters from that Pokémon, then "
                "draw that many cards.")


@node("both_heal_each_one")
@dataclass(frozen=True, slots=True)
class BothHealEachOne(Atomic):
    """Each player removes 1 damage counter from each of their damaged Pokémon (Group Therapy)."""

    def act(self, m: Machine) -> None:
        game = m.game
        for pl in (m.scope.player, m.scope.opp):
            for pos, slot in game.players[pl].in_play():
                if slot.damage:
                    combat.heal(game, pl, pos, slot, 10, m.scope.source)

    def words(self, w: Words) -> str:
        return ("You and your opponent remove 1 damage counter from each of your Pokémon with damage counters on "
                "them.")


@node("heal_on_evolve")
@dataclass(frozen=True, slots=True)
class HealOnEvolve(Mod):
    """A Stadium: whenever a Pokémon with ``name_has`` in its name evolves, its owner removes
    ``counters`` damage counters from it (Viridian City Gym)."""

    name_has: str
    counters: int = 2
    point = layer.STADIUM_EVOLVED
    label = "heal_on_evolve"

    def on_evolved(self, game: Game, player: int, pos: int, slot: Slot) -> None:
        if self.name_has in game.card_of(slot).name and slot.damage:
            combat.heal(game, player, pos, slot, 10 * self.counters, game.cards[game.stadium].name)

    def words(self, w: Words) -> str:
        return (f"Whenever a Pokémon with {self.name_has} in its name evolves, its owner removes {self.counters} "
                "damage counters from that Pokémon (or 1 if it only has 1).")


@node("heal_on_energy_attached")
@dataclass(frozen=True, slots=True)
class HealOnEnergyAttached(Mod):
    """A Power: whenever its owner attaches a ``type`` Energy card (any, if empty) from their hand to this
    Pokémon, remove ``counters`` damage counters from it, if it has any (Healing Fire); ``tool``: the rule of
    a Tool, for the Pokémon it is attached to (Healing Scarf)."""

    type: str = ""
    counters: int = 1
    tool: bool = False
    point = layer.ENERGY_ATTACHED
    label = "healing_fire"

    def on_energy_attached(self, game: Game, player: int, pos: int, slot: Slot, uid: int) -> None:
        if slot.damage and (not self.type or self.type in game.cards[uid].provides):
            if not self.tool:
                game.emit("power", player, card=slot.top, pos=pos, detail=self.label)
            combat.heal(game, player, pos, slot, 10 * self.counters, "" if self.tool else "Healing Fire")

    def words(self, w: Words) -> str:
        if self.tool:
            return (f"Whenever you attach an Energy card from your hand to the Pokémon this card is attached to, heal "
                    f"{10 * self.counters} damage from it.")
        counters = "1 damage counter" if self.counters == 1 else f"{self.counters} damage counters"
        return (f"Whenever you attach a {self.type} Energy card from your hand to {w.name}, remove {counters} from "
                "it, if it has any.")


def _named_slots(game: Game, player: int, name_has: str) -> list[int]:
    return [pos for pos, s in game.players[player].in_play() if name_has in game.cards[s.top].name]


@node("heal_named_then_discard_hand")
@dataclass(frozen=True, slots=True)
class HealNamedThenDiscardHand(Node):
    """Remove all damage counters from 1 of your Pokémon with ``name_has`` in its name, then discard
    your hand (Giovanni's Last Resort)."""

    name_has: str
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return any(game.players[player].at(p).damage for p in _named_slots(game, player, self.name_has))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 0:
            options = [p for p in _named_slots(game, pl, self.name_has) if me.at(p).damage]
            if m.choose(1, None, pl, POKEMON, options, "Heal which Pokémon?", "heal_target"):
                return WAIT
        if m.answer is not None:
            slot = me.at(m.answer)
            combat.heal(game, pl, m.answer, slot, slot.damage, m.scope.source)
        for uid in list(me.hand):
            game.discard_from_hand(uid)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Remove all damage counters from 1 of your Pokémon with {self.name_has} in its name. Then discard "
                "your hand.")


@node("wash_away")
@dataclass(frozen=True, slots=True)
class WashAway(Node):
    """If you have Benched Pokémon, flip a coin: heads, remove all damage counters from 1 of them and
    discard all Energy cards attached to it (Wash Away)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            if not me.bench or not game.coin(m.scope.source, pl):
                return m.done()
            if m.choose(1, None, pl, POKEMON, range(1, len(me.bench) + 1), "Heal which Benched Pokémon?",
                        "heal_target"):
                return 1
        slot = me.slot(m.answer)
        if slot is not None:
            combat.heal(game, pl, m.answer, slot, slot.damage, m.scope.source)
            for uid in list(slot.energy):
                combat.discard_attached(game, slot, uid, m.answer)
        return m.done()

    def words(self, w: Words) -> str:
        return ("If you have any Benched Pokémon, flip a coin. If heads, remove all damage counters from 1 of your "
                "Benched Pokémon and discard all Energy cards attached to it.")


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


@node("sweet_scent")
@dataclass(frozen=True, slots=True)
class SweetScent(Node):
    """Flip a coin: heads, remove ``amount`` damage from 1 of your damaged Pokémon; tails, from 1 of
    your opponent's damaged Pokémon (you choose either way)."""

    amount: int = 20
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine import combat
        from desktop.engine.actions import OPPONENT

        game, pl = m.game, m.scope.player
        if pc == 0:
            heads = game.coin(m.scope.source, pl)
            side = m.me if heads else m.them
            base = 0 if heads else OPPONENT
            hurt = [base + pos for pos, slot in side.in_play() if slot.damage]
            if m.choose(1, heads, pl, POKEMON, hurt, "Remove damage counters from which Pokémon?", "heal_target"):
                return 1
            local = heads
        if m.answer is None:
            return m.done()
        owner = pl if local else m.scope.opp
        pos = m.answer % 10
        slot = game.players[owner].slot(pos)
        if slot is not None:
            combat.heal(game, owner, pos, slot, self.amount, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        n = self.amount // 10
        return (f"Flip a coin. If heads and if any of your Pokémon have any damage counters on them, then remove {n} "
                f"damage counters from 1 of them (or 1 if it only has 1). If tails and if any of your opponent's "
                f"Pokémon have any damage counters on them, choose 1 of them and remove {n} damage counters from it "
                "(or 1 if it only has 1).")
