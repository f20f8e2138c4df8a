"""Attack steps of Gym Challenge's Pokémon, worded as the set prints them: damage set by the
Defending Pokémon or by the attacker's own state, damage counters moved or placed, cards taken back
to the hand, and checks on when an attack may be used."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.actions import OPPONENT
from desktop.engine.fx.card_nodes import MoveCards
from desktop.engine.fx.control import enter
from desktop.engine.fx.damage_nodes import DiscardOwnEnergy
from desktop.engine.fx.machine_tool_nodes import EvolveBenchedFromDeck
from desktop.engine.fx.mods import BaseDamage, ReduceDamage
from desktop.engine.fx.node import AFTER, BEFORE, CHECK, Atomic, Node, node
from desktop.engine.fx.status_nodes import Condition
from desktop.engine.fx.words import capital
from desktop.engine.prompts import CARD, NUMBER, POKEMON
from desktop.engine.state import Effect, Slot

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("evolve_one_benched_from_deck")
@dataclass(frozen=True, slots=True)
class EvolveOneBenchedFromDeck(EvolveBenchedFromDeck):
    """Search your deck for a card that evolves from 1 of your Benched Pokémon and evolve it."""

    count: int = 1

    def words(self, w: Words) -> str:
        return ("Search your deck for a card that evolves from 1 of your Benched Pokémon and put that card on that "
                "Pokémon. (This counts as evolving that Pokémon.) Shuffle your deck afterward.")


@node("attack_base_doubled")
@dataclass(frozen=True, slots=True)
class AttackBaseDoubled(BaseDamage):
    """A lasting effect: this Pokémon's ``attack`` does double base damage (its name already ends in
    "Attack": "Quick Attack's base damage")."""

    doubled: bool = True

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return f"{capital(when)}, {who}'s {self.attack}'s base damage is doubled."


@node("basic_from_any_discard")
@dataclass(frozen=True, slots=True)
class BasicFromAnyDiscard(Node):
    """Choose a Basic Pokémon in either discard pile (whose owner's Bench has room) and put it onto
    its owner's Bench with damage counters equal to half its HP, rounded down (Invigorate)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        if pc == 0:
            options = [u for owner in (m.scope.player, m.scope.opp)
                       if len(game.players[owner].bench) < game.rules.bench_size
                       for u in game.players[owner].discard
                       if game.cards[u].kind == "pokemon" and game.cards[u].stage == "Basic"]
            if m.choose(1, None, m.scope.player, CARD, options, "Choose a Basic Pokémon from a discard pile.",
                        "discard_to_bench", zone="discard"):
                return 1
        uid = m.answer
        if uid is None:
            return m.done()
        owner = game.owner(uid)
        game.players[owner].discard.remove(uid)
        slot = Slot(uid, game.turn)
        bench = game.players[owner].bench
        bench.append(slot)
        game.emit("bench", owner, card=uid, src="discard", dst="bench", pos=len(bench))
        combat.put_damage(game, owner, len(bench), slot, game.cards[uid].hp // 2 // 10 * 10, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Choose 1 Basic Pokémon in any player's discard pile. Put it onto that player's Bench. Put a number of "
                "damage counters on that Pokémon equal to half its HP (rounded down to the nearest 10). (You can't put "
                "a Pokémon on a Bench that's full.)")


@node("if_self_poisoned")
@dataclass(frozen=True, slots=True)
class IfSelfPoisoned(Node):
    """If the attacker is Poisoned, the base damage is ``amount`` and the Defending Pokémon is then
    Poisoned (Poison Power)."""

    amount: int
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        attacker = m.attacker
        if pc == 0 and attacker is not None and attacker.poison:
            m.scope.damage = self.amount
            return enter(m, Condition("Poisoned"), 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (Condition("Poisoned"),)

    def words(self, w: Words) -> str:
        return (f"If {w.name} is Poisoned, this attack's base damage is {self.amount} instead of {w.damage} and "
                f"{w.defending} is now Poisoned.")


@node("plus_own_counters_then_flip")
@dataclass(frozen=True, slots=True)
class PlusOwnCountersThenFlip(Node):
    """``per`` more damage for each damage counter on the attacker; then flip a coin: tails, it does
    ``self_amount`` damage to itself (Thunder Flare)."""

    per: int
    self_amount: int
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        attacker = m.attacker
        if pc == 0 and attacker is not None:
            m.scope.damage += self.per * (attacker.damage // 10)
            return enter(m, _TailsSelfDamage(self.self_amount), 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (_TailsSelfDamage(self.self_amount),)

    def words(self, w: Words) -> str:
        return (f"Does {w.damage} damage plus {self.per} damage times the number of damage counters on {w.name}, then "
                f"flip a coin. If tails, {w.name} does {self.self_amount} damage to itself.")


@dataclass(frozen=True, slots=True)
class _TailsSelfDamage(Atomic):
    """After damage: flip a coin; tails, the attacker does ``amount`` damage to itself."""

    amount: int
    stage = AFTER

    def act(self, m: Machine) -> None:
        attacker = m.attacker
        if attacker is not None and not m.game.coin(m.scope.source, m.scope.player):
            combat.put_damage(m.game, m.scope.player, 0, attacker, self.amount, m.scope.source)

    def words(self, w: Words) -> str:
        return ""


@node("double_if_defending_type")
@dataclass(frozen=True, slots=True)
class DoubleIfDefendingType(Atomic):
    """If the Defending Pokémon is a ``type`` Pokémon, the base damage is doubled (Ice Throw)."""

    type: str
    stage = BEFORE

    def act(self, m: Machine) -> None:
        defender = m.defender
        if defender is not None and self.type in m.game.types_of(defender):
            m.scope.damage *= 2

    def words(self, w: Words) -> str:
        return f"If {w.defending} is {self.type}, this attack's base damage is doubled."


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


@node("their_discard_to_deck_top")
@dataclass(frozen=True, slots=True)
class TheirDiscardToDeckTop(Node):
    """Choose a card from your opponent's discard pile and put it on top of their deck (Pranks)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        them = m.them
        if pc == 0 and m.choose(1, None, m.scope.player, CARD, list(them.discard), "Choose a card from your "
                                "opponent's discard pile.", "their_discard_to_deck", zone="discard"):
            return 1
        if m.answer is not None and m.answer in them.discard:
            them.discard.remove(m.answer)
            them.deck.append(m.answer)
            m.game.move_card(m.scope.opp, m.answer, "discard", "deck")
        return m.done()

    def words(self, w: Words) -> str:
        return "Choose a card from your opponent's discard pile and put it on top of their deck."


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


@node("less_unless_undamaged")
@dataclass(frozen=True, slots=True)
class LessUnlessUndamaged(Atomic):
    """The printed damage if the Defending Pokémon has no damage counters; ``amount`` if it has any
    (Pulled Punch, Gentle Kick)."""

    amount: int
    short: bool = False  # words: "If it has any, this attack does ..." (Neo Destiny)
    stage = BEFORE

    def act(self, m: Machine) -> None:
        defender = m.defender
        if defender is not None and defender.damage:
            m.scope.damage = self.amount

    def words(self, w: Words) -> str:
        any_ = "any" if self.short else "any damage counters on it"
        return (f"If {w.defending} has no damage counters on it, this attack does {w.damage} damage. If it has {any_}, "
                f"this attack does {self.amount} damage.")


@node("same_energy_count")
@dataclass(frozen=True, slots=True)
class SameEnergyCount(Node):
    """The attack can be used only if the attacker and the Defending Pokémon have as many Energy
    cards attached (Synchronize)."""

    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        mine, theirs = game.players[player].active, game.players[1 - player].active
        return mine is not None and theirs is not None and len(mine.energy) == len(theirs.energy)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        return (f"This attack can't be used unless {w.name} and {w.defending} have the same number of Energy cards "
                "attached to them.")


@node("search_typed_energy")
@dataclass(frozen=True, slots=True)
class SearchTypedEnergy(MoveCards):
    """Search your deck for a ``type`` Energy card, show it, and put it into your hand (Energy
    Support, Psyscan): ``move_cards`` from the deck, worded with the type."""

    source: str = "deck"
    to: str = "hand"
    filter: str = "energy"
    shuffle: bool = True
    reveal: bool = True

    def words(self, w: Words) -> str:
        return (f"Search your deck for a {self.type} Energy card. Show that card to your opponent, then put it into "
                "your hand. Shuffle your deck afterward.")


@node("no_damage_self_condition")
@dataclass(frozen=True, slots=True)
class NoDamageSelfCondition(Node):
    """"This attack does no damage and <name> is now <condition>." (Random ESP's tails)"""

    condition: str
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            m.scope.damage, m.scope.does_damage = 0, False
            return enter(m, Condition(self.condition, target="self"), 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (Condition(self.condition, target="self"),)

    def words(self, w: Words) -> str:
        return f"This attack does no damage and {w.name} is now {self.condition}."


@node("self_damage_per_energy")
@dataclass(frozen=True, slots=True)
class SelfDamagePerEnergy(Atomic):
    """The attacker does ``per`` damage to itself for each ``type`` Energy card attached to it
    (Electroburn)."""

    type: str
    per: int = 10

    def act(self, m: Machine) -> None:
        attacker, game = m.attacker, m.game
        if attacker is not None:
            n = sum(1 for u in attacker.energy if self.type in game.cards[u].provides)
            if n:
                combat.put_damage(game, m.scope.player, 0, attacker, self.per * n, m.scope.source)

    def words(self, w: Words) -> str:
        return (f"{w.name} does damage to itself equal to {self.per} times the number of {self.type} Energy cards "
                "attached to it.")


USED_LAST_TURN = "used_last_turn:"  # an Effect kind + attack name: "used its <attack> attack last turn"


@node("reduce_damage_next_turn")
@dataclass(frozen=True, slots=True)
class ReduceDamageNextTurn(Atomic):
    """All damage done to the attacker during the opponent's next turn is reduced by ``amount`` (after
    Weakness and Resistance); the attacker also remembers, until the end of your next turn, that it
    used this attack (for ``only_if_used_last_turn``: Lie Low, then Earthdrill)."""

    amount: int

    def act(self, m: Machine) -> None:
        attacker, attack, game = m.attacker, m.scope.attack, m.game
        if attacker is None:
            return
        attacker.add_effect(Effect(layer.DAMAGE_TO_DEFENDER, game.turn + 1, ReduceDamage(self.amount)))
        if attack is not None:
            attacker.add_effect(Effect(USED_LAST_TURN + attack.name, game.turn + 2))
        game.emit("effect", m.scope.player, pos=0, detail="reduce_damage")

    def words(self, w: Words) -> str:
        return (f"All damage done to {w.name} during your opponent's next turn is reduced by {self.amount} (after "
                "applying Weakness and Resistance).")


@node("only_if_used_last_turn")
@dataclass(frozen=True, slots=True)
class OnlyIfUsedLastTurn(Node):
    """This attack can be used only if the attacker used its ``attack`` last turn (an attack that
    remembers it: ``reduce_damage_next_turn``)."""

    attack: str
    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        slot = game.players[player].active
        return slot is not None and slot.has_effect(USED_LAST_TURN + self.attack)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        return f"This attack can't be used unless {w.name} used its {self.attack} attack last turn."


@node("heads_more_discard_type")
@dataclass(frozen=True, slots=True)
class HeadsMoreDiscardType(Node):
    """Flip a coin; heads: ``more`` more damage and, after it, discard all ``type`` Energy cards
    attached to the attacker (Kerzap)."""

    more: int
    type: str
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and m.game.coin(m.scope.source, m.scope.player):
            m.scope.damage += self.more
            return enter(m, self._discard(), 1)
        return m.done()

    def _discard(self) -> Node:
        return DiscardOwnEnergy(all=True, type=self.type, cost=False)

    def children(self) -> tuple[Node, ...]:
        return (self._discard(),)

    def words(self, w: Words) -> str:
        return (f"Flip a coin. If heads, this attack does {w.damage} damage plus {self.more} more damage to "
                f"{w.defending} and discard all {self.type} Energy cards attached to {w.name}. If tails, this attack "
                f"does {w.damage} damage.")
