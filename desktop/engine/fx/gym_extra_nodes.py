"""Further Gym Heroes and Gym Challenge steps: Energy discarded from many Pokémon, damage by a
named partner on the Bench, damage counters moved to the Defending Pokémon, Powers that answer an
attack, and the Stadiums that change Resistance and Retreat Costs."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.fx.control import Flip
from desktop.engine.fx.damage_nodes import BENCH_NOTE
from desktop.engine.fx.legendary_body_nodes import may_affect
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import BEFORE, Atomic, Node, node
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


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


@node("heads_more_if_benched")
@dataclass(frozen=True, slots=True)
class HeadsMoreIfBenched(Node):
    """Flip a coin; heads, ``more`` more damage if you have a ``named`` on your Bench; tails, the
    attack does nothing (Love Lariat)."""

    more: int
    named: str
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        if not game.coin(m.scope.source, m.scope.player):
            m.scope.nothing = True
        elif any(game.cards[s.top].name == self.named for s in m.me.bench):
            m.scope.damage += self.more
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Flip a coin. If heads, this attack does {w.damage} damage plus {self.more} more damage if you have "
                f"at least 1 {self.named} on your Bench. If tails, this attack does nothing.")


@node("own_bench_hit_on_tails")
@dataclass(frozen=True, slots=True)
class OwnBenchHitOnTails(Node):
    """If you have Benched Pokémon, flip a coin; tails, choose 1 of them and do ``amount`` damage to
    it (Overhead Toss)."""

    amount: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        bench = m.me.bench
        if pc == 0:
            if not bench or game.coin(m.scope.source, pl):
                return m.done()
            if m.choose(1, None, pl, POKEMON, range(1, len(bench) + 1), "Choose a Benched Pokémon to damage.",
                        "damage_target"):
                return WAIT
        slot = m.me.slot(m.answer)
        if slot is not None:
            combat.attack_damage(m, pl, m.answer, slot, self.amount, apply_wr=False)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"If you have any Benched Pokémon, flip a coin. If tails, choose 1 of your Benched Pokémon. This "
                f"attack does {self.amount} damage to that Pokémon. {BENCH_NOTE}")


@node("counters_to_defending")
@dataclass(frozen=True, slots=True)
class CountersToDefending(Atomic):
    """Move 1 damage counter from each of your Pokémon that has any to the Defending Pokémon
    (Damage Shift)."""

    def act(self, m: Machine) -> None:
        game, pl, defender = m.game, m.scope.player, m.defender
        if defender is None or m.scope.protected:
            return
        moved = 0
        for pos, slot in m.me.in_play():
            if slot.damage:
                slot.damage -= 10
                game.emit("heal", pl, card=slot.top, pos=pos, amount=10, detail=m.scope.source)
                moved += 10
        if moved:
            combat.put_damage(game, m.scope.opp, 0, defender, moved, m.scope.source)

    def words(self, w: Words) -> str:
        return (f"Move 1 damage counter from each of your Pokémon that has any on it to {w.defending}. (Don't apply "
                "Weakness and Resistance.)")


@node("messenger")
@dataclass(frozen=True, slots=True)
class Messenger(Node):
    """Put the attacker and all cards attached to it on top of your deck; then search your deck for a
    Basic Pokémon or Evolution card not named like it, show it and put it into your hand."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 0:
            attacker = m.attacker
            if attacker is None:
                return m.done()
            name = game.cards[attacker.top].name
            game.remove_from_play(pl, 0, attacker)
            for uid in attacker.all_cards():
                me.deck.append(uid)
                game.move_card(pl, uid, "active", "deck", 0)
            game.emit("reveal", pl, detail="deck")
            options = [u for u in me.deck if game.cards[u].kind == "pokemon" and game.cards[u].name != name]
            if m.choose(1, None, pl, CARD, options, "Choose a card to put into your hand.", "deck_to_hand",
                        zone="deck"):
                return WAIT
        if m.answer is not None:
            me.deck.remove(m.answer)
            me.hand.append(m.answer)
            game.emit("reveal", pl, card=m.answer, detail="deck")
            game.move_card(pl, m.answer, "deck", "hand")
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Put {w.name} and all cards attached to it on top of your deck. Then search your deck for any Basic "
                f"Pokémon or Evolution card not named {w.name}. Show that card to your opponent, then put it into "
                "your hand. Shuffle your deck afterward.")


@node("attach_up_to_from_hand")
@dataclass(frozen=True, slots=True)
class AttachUpToFromHand(Node):
    """You may attach up to ``count`` ``type`` Energy cards from your hand to the attacker (Growth)."""

    type: str
    count: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, attacker = m.game, m.scope.player, m.attacker
        done: int = local or 0
        if attacker is None:
            return m.done()
        if pc == 1:
            if m.answer is None:
                return m.done()
            m.me.hand.remove(m.answer)
            attacker.energy.append(m.answer)
            game.emit("attach", pl, card=m.answer, src="hand", dst="energy", pos=0)
            done += 1
        options = [u for u in m.me.hand if game.cards[u].kind == "energy" and self.type in game.cards[u].provides]
        if done < self.count and options and m.choose(1, done, pl, CARD, options, "Attach an Energy card (or stop).",
                                                      "attach_energy", zone="hand", optional=True,
                                                      auto_single=False):
            return WAIT
        return m.done()

    def words(self, w: Words) -> str:
        return f"You may attach up to {self.count} {self.type} Energy cards from your hand to {w.name}."


@node("discard_fire_for_damage")
@dataclass(frozen=True, slots=True)
class DiscardFireForDamage(Atomic):
    """Discard every ``type`` Energy card attached to the attacker; ``per`` more damage for each
    ``type`` Energy they provided (Roaring Flames)."""

    type: str
    per: int
    stage = BEFORE

    def act(self, m: Machine) -> None:
        game, attacker = m.game, m.attacker
        if attacker is None:
            return
        units = 0
        for uid in [u for u in attacker.energy if self.type in game.cards[u].provides]:
            units += game.cards[uid].provides.count(self.type)
            combat.discard_attached(game, attacker, uid, 0)
        m.scope.damage += self.per * units

    def words(self, w: Words) -> str:
        return (f"Discard all {self.type} Energy cards attached to {w.name}. If all Energy cards attached to {w.name} "
                f"provide 2 {self.type} Energy, discard all of them. This attack does {w.damage} damage plus "
                f"{self.per} more damage for each {self.type} Energy discarded in this way.")


@dataclass(frozen=True, slots=True)
class _OwnerDiscardsAttackerEnergy(Node):
    """Run in the attack's effect after damage: if the Defending Pokémon's Power was ready, its owner
    flips a coin; heads, they choose 1 Energy card attached to the attacking Pokémon to discard."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, attacker = m.game, m.attacker
        if attacker is None:
            return m.done()
        if pc == 0:
            if not m.scope.defender_ready or not attacker.energy or not game.coin("Energy Drain", m.scope.opp):
                return m.done()
            if m.choose(1, None, m.scope.opp, CARD, list(attacker.energy), "Choose an Energy card to discard.",
                        "discard_their_energy", zone="attached"):
                return WAIT
        if m.answer in attacker.energy:
            combat.discard_attached(game, attacker, m.answer, 0)
        return m.done()

    def words(self, w: Words) -> str:
        return ""


@node("drain_attacker_energy")
@dataclass(frozen=True, slots=True)
class DrainAttackerEnergy(Mod):
    """A Power: if an opponent's attack damages this Pokémon (even if it is Knocked Out), flip a coin;
    heads, its owner discards 1 Energy card attached to the attacking Pokémon (Energy Drain)."""

    point = layer.ON_DAMAGED
    label = "energy_drain"

    def after_damaged(self) -> Node | None:
        return _OwnerDiscardsAttackerEnergy()

    def words(self, w: Words) -> str:
        return (f"If an opponent's attack does damage to {w.name} (even if {w.name} is Knocked Out), flip a coin. If "
                "heads and if it has any, choose 1 Energy card attached to the attacking Pokémon and discard it. This "
                f"power can't be used if {w.name} is already Asleep, Confused, or Paralyzed when your opponent "
                "attacks.")


@dataclass(frozen=True, slots=True)
class _BothActives(Atomic):
    """``amount`` damage to each Active Pokémon (a Power's damage: no Weakness or Resistance)."""

    amount: int

    def act(self, m: Machine) -> None:
        game = m.game
        for pl in (m.scope.player, m.scope.opp):
            slot = game.players[pl].active
            if slot is not None:
                combat.put_damage(game, pl, 0, slot, self.amount, "Shock Blast")

    def words(self, w: Words) -> str:
        return ""


@node("shock_blast")
@dataclass(frozen=True, slots=True)
class ShockBlast(Mod):
    """A Power: if this Active Pokémon is damaged by an attack (even if it is Knocked Out), flip a
    coin; tails, ``amount`` damage to each Active Pokémon."""

    amount: int
    point = layer.ON_DAMAGED
    label = "shock_blast"

    def after_damaged(self) -> Node | None:
        return Flip(tails=_BothActives(self.amount))

    def words(self, w: Words) -> str:
        return (f"If {w.name} is your Active Pokémon and gets damaged (even if it's Knocked Out), flip a coin. If "
                f"tails, this power does {self.amount} damage to each Active Pokémon. This power works even if "
                f"{w.name} is already Asleep, Confused, or Paralyzed when it takes damage.")


@node("resistance_less")
@dataclass(frozen=True, slots=True)
class ResistanceLess(Mod):
    """A Stadium: each Pokémon's Resistance is reduced by ``amount`` (-30 becomes -10)."""

    amount: int
    point = layer.RESISTANCE
    label = "resistance_less"

    def change(self, pairs: tuple[tuple[str, Any], ...]) -> tuple[tuple[str, Any], ...]:
        return tuple((kind, min(0, value + self.amount)) for kind, value in pairs)

    def words(self, w: Words) -> str:
        return (f"Each Pokémon's Resistance is reduced by {self.amount}. (If a Pokémon's Resistance is -30, it "
                f"becomes -{30 - self.amount}.)")


@node("retreat_more_all")
@dataclass(frozen=True, slots=True)
class RetreatMoreAll(Mod):
    """A Stadium: each player pays Colorless more to retreat their Active Pokémon."""

    point = layer.OWN_RETREAT_COST
    label = "retreat_more"

    def adjust(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        return cost + 1

    def words(self, w: Words) -> str:
        return "Each player pays Colorless more to retreat their Active Pokémon."


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


@node("discard_to_play_named")
@dataclass(frozen=True, slots=True)
class DiscardToPlayNamed(Mod):
    """A Stadium: a player must discard ``count`` cards from their hand in order to play a Trainer
    card named one of ``names`` (No Removal Gym; ``layer.trainer_tax``)."""

    names: tuple[str, ...]
    count: int
    point = layer.TRAINER_TAX
    label = "no_removal_gym"

    def tax(self, trainer_name: str) -> int:
        return self.count if trainer_name in self.names else 0

    def words(self, w: Words) -> str:
        first = self.names[0]
        return (f"A player must discard {self.count} cards from his or her hand in order to play "
                f"{'an' if first[0] in 'AEIOU' else 'a'} {' or '.join(self.names)} card.")
