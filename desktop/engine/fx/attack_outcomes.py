"""Attack effects today's sets print that Knock Out or put damage counters directly: Knock Out 1
of your opponent's Pokémon (Tri Kinesis), each of them with little HP left (Soul Destroyer), the
Defending Pokémon at exactly N damage counters (Terminal Period); place damage counters on 1 of
your opponent's (Benched) Pokémon; and a card of the revealed hand discarded (Claw of Darkness)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, damage_rules, play_rules
from desktop.engine.actions import OPPONENT
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.words import plural
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.state import Slot


def _knock_out(m: Machine, owner: int, pos: int, slot: Slot) -> None:
    """Knock Out ``owner``'s Pokémon at ``pos`` (as much damage as its remaining HP; the game's
    Knock Out step follows), unless it is the Defending Pokémon and protected from the attack."""
    if owner != m.scope.player and ((pos == 0 and m.scope.protected) or damage_rules.effect_shielded(m.game, slot)):
        return
    left = m.game.hp_of(slot) - slot.damage
    if left > 0:
        combat.put_damage(m.game, owner, pos, slot, left, m.scope.source)


def _their_codes(m: Machine, bench_only: bool) -> list[int]:
    return [OPPONENT + pos for pos, _slot in m.them.in_play() if pos or not bench_only]


@node("knock_out_chosen")
@dataclass(frozen=True, slots=True)
class KnockOutChosen(Node):
    """Knock Out 1 of your opponent's Pokémon (you choose)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and m.choose(1, None, m.scope.player, POKEMON, _their_codes(m, False),
                                "Knock Out which of your opponent's Pokémon?", "their_pokemon"):
            return 1
        if m.answer is not None:
            pos = m.answer - OPPONENT
            slot = m.them.slot(pos)
            if slot is not None:
                _knock_out(m, m.scope.opp, pos, slot)
        return m.done()

    def words(self, w: Words) -> str:
        return "Knock Out 1 of your opponent's Pokémon."


@node("knock_out_each_at_most")
@dataclass(frozen=True, slots=True)
class KnockOutEachAtMost(Atomic):
    """Knock Out each of your opponent's Pokémon that has ``hp`` HP or less remaining."""

    hp: int

    def act(self, m: Machine) -> None:
        for pos, slot in m.them.in_play():
            if m.game.hp_of(slot) - slot.damage <= self.hp:
                _knock_out(m, m.scope.opp, pos, slot)

    def words(self, w: Words) -> str:
        return f"Knock Out each of your opponent's Pokémon that has {self.hp} HP or less remaining."


@node("knock_out_at_counters")
@dataclass(frozen=True, slots=True)
class KnockOutAtCounters(Atomic):
    """If the Defending Pokémon has exactly ``counters`` damage counters on it (``or_more``: at least
    that many), it is Knocked Out."""

    counters: int
    or_more: bool = False  # Gengar's Creep Show: "3 or more damage counters"

    def act(self, m: Machine) -> None:
        slot = m.defender
        if slot is not None and (slot.damage >= 10 * self.counters if self.or_more else
                                 slot.damage == 10 * self.counters):
            _knock_out(m, m.scope.opp, 0, slot)

    def words(self, w: Words) -> str:
        many = f"{self.counters} or more" if self.or_more else f"exactly {self.counters}"
        return f"If {w.defending} has {many} damage counters on it, that Pokémon is Knocked Out."


@node("counters_on_chosen")
@dataclass(frozen=True, slots=True)
class CountersOnChosen(Node):
    """Place ``count`` damage counters on 1 of your opponent's Pokémon (``bench_only``: Benched)."""

    count: int
    bench_only: bool = False
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and m.choose(1, None, m.scope.player, POKEMON, _their_codes(m, self.bench_only),
                                "Put damage counters on which of your opponent's Pokémon?", "their_pokemon"):
            return 1
        if m.answer is not None:
            pos = m.answer - OPPONENT
            slot = m.them.slot(pos)
            if slot is not None and not (pos == 0 and m.scope.protected) \
                    and not damage_rules.effect_shielded(m.game, slot) \
                    and not play_rules.bench_counters_blocked(m.game, pos):
                combat.put_damage(m.game, m.scope.opp, pos, slot, 10 * self.count, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        whose = "your opponent's Benched Pokémon" if self.bench_only else "your opponent's Pokémon"
        return f"Place {plural(self.count, 'damage counter')} on 1 of {whose}."


@node("reveal_hand_discard_one")
@dataclass(frozen=True, slots=True)
class RevealHandDiscardOne(Node):
    """Your opponent reveals their hand, and you discard a card you find there."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, opp = m.game, m.scope.opp
        hand = game.players[opp].hand
        if pc == 0:
            for uid in hand:
                game.emit("reveal", opp, card=uid, detail="their hand")
            if m.choose(1, None, m.scope.player, CARD, list(hand), "Discard which card of your opponent's hand?",
                        "their_hand_discard", zone="hand"):
                return 1
        if m.answer in hand:
            game.discard_from_hand(m.answer)
        return m.done()

    def words(self, w: Words) -> str:
        return "Your opponent reveals their hand, and you discard a card you find there."


@node("double_their_counters")
@dataclass(frozen=True, slots=True)
class DoubleTheirCounters(Atomic):
    """Double the number of damage counters on each of your opponent's Pokémon."""

    def act(self, m: Machine) -> None:
        for pos, slot in m.them.in_play():
            if slot.damage and not (pos == 0 and m.scope.protected) \
                    and not damage_rules.effect_shielded(m.game, slot) \
                    and not play_rules.bench_counters_blocked(m.game, pos):
                combat.put_damage(m.game, m.scope.opp, pos, slot, slot.damage, m.scope.source)

    def words(self, w: Words) -> str:
        return "Double the number of damage counters on each of your opponent's Pokémon."


@node("random_hand_cards_to_deck_per_heads")
@dataclass(frozen=True, slots=True)
class RandomHandCardsToDeckPerHeads(Atomic):
    """Flip a coin until you get tails; for each heads, choose a random card from your opponent's hand
    (the game's seeded generator); they reveal those cards and shuffle them into their deck."""

    def act(self, m: Machine) -> None:
        game, opp = m.game, m.scope.opp
        heads = 0
        while game.coin(m.scope.source, m.scope.player):
            heads += 1
        hand, deck = game.players[opp].hand, game.players[opp].deck
        picked = []
        for _ in range(min(heads, len(hand))):
            uid = hand[game.rng.below(len(hand))]
            hand.remove(uid)
            picked.append(uid)
        for uid in picked:
            game.emit("reveal", opp, card=uid, detail="their hand")
            deck.append(uid)
            game.move_card(opp, uid, "hand", "deck")
        if picked:
            game.shuffle_deck(opp)

    def words(self, w: Words) -> str:
        return ("Flip a coin until you get tails. For each heads, choose a random card from your opponent's hand. Your "
                "opponent reveals those cards and shuffles them into their deck.")


@node("knock_out_least_hp")
@dataclass(frozen=True, slots=True)
class KnockOutLeastHp(Node):
    """Choose a Pokémon in play (yours or your opponent's), other than this one, that has the least HP
    remaining; it is Knocked Out."""

    prompts = True

    def _options(self, m: Machine) -> list[tuple[int, int]]:
        game, me = m.game, m.scope.player
        found = [(owner, pos, game.hp_of(slot) - slot.damage) for owner in (me, 1 - me)
                 for pos, slot in game.players[owner].in_play()
                 if not (owner == me and pos == max(m.scope.source_pos, 0))]
        least = min((left for _o, _p, left in found), default=0)
        return [(owner, pos) for owner, pos, left in found if left == least]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        me = m.scope.player
        if pc == 0:
            codes = [pos + (OPPONENT if owner != me else 0) for owner, pos in self._options(m)]
            if m.choose(1, None, me, POKEMON, codes, "Knock Out which Pokémon?", "damage_target"):
                return 1
        if m.answer is not None:
            owner = 1 - me if m.answer >= OPPONENT else me
            pos = m.answer % OPPONENT
            slot = m.game.players[owner].slot(pos)
            if slot is not None:
                _knock_out(m, owner, pos, slot)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Choose a Pokémon in play (yours or your opponent's) that has the least HP remaining, except for "
                f"{w.name}, and it is Knocked Out.")
