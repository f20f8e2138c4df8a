"""Discards an attack makes for its damage, as today's cards print them: up to N Energy from this
Pokémon, any amount of a type from among your Pokémon, or some Supporters from the hand, counted as
``discarded`` for "this attack does N damage for each card you discarded in this way"; and the
"you may" choices that pay for more: discard all its Energy for more damage (Riotous Blasting), or
damage itself to Paralyze (Voltaic Fist).

Also "you may discard (or return) an Energy from this Pokémon; if you do, more damage" (Moonlight
Slash).

And a cost: an Energy of a type returned from the attacker to the hand (Energy Loop).

And "you may discard an Energy from this Pokémon; if you do, discard an Energy from the opponent's
Active Pokémon" (Dark Destruction).

And an Item discarded from the hand for more damage (Clobber)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import AFTER, BEFORE, COST, Node, node
from desktop.engine.fx.status_nodes import apply_condition
from desktop.engine.fx.words import sun_and_moon
from desktop.engine.prompts import CARD, OPTION

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot

SOURCES = ("self", "all", "hand")


@node("discard_for_damage")
@dataclass(frozen=True, slots=True)
class DiscardForDamage(Node):
    """Discard cards one at a time, stopping when you like: Energy from this Pokémon (``source``
    "self", up to ``count``), ``type`` Energy from among your Pokémon ("all"), or Supporter cards
    with ``name_has`` in their name from your hand ("hand"). How many is kept as ``discarded``."""

    source: str = "self"
    count: int = 0  # 0: any number
    type: str = ""
    name_has: str = ""
    prompts = True
    stage = BEFORE

    def __post_init__(self) -> None:
        if self.source not in SOURCES:
            raise ValueError(f"source must be one of {', '.join(SOURCES)}")

    def _options(self, m: Machine) -> list[tuple[int, int, Slot | None]]:
        game, me = m.game, m.me
        if self.source == "hand":
            return [(u, -1, None) for u in me.hand if game.cards[u].subtype == "Supporter"
                    and self.name_has in game.cards[u].name]
        slots = [(max(m.scope.source_pos, 0), m.attacker)] if self.source == "self" else list(me.in_play())
        return [(u, pos, slot) for pos, slot in slots if slot is not None for u in slot.energy
                if not self.type or self.type in game.cards[u].provides]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        done = local or 0
        if pc == 0:
            m.scope.put("discarded", 0)
        if pc == 1:
            if m.answer is None:
                return m.done()
            for uid, pos, slot in self._options(m):
                if uid != m.answer:
                    continue
                if slot is None:
                    game.discard_from_hand(uid)
                else:
                    combat.discard_attached(game, slot, uid, pos)
            done += 1
            m.scope.put("discarded", done)
        options = [u for u, _pos, _slot in self._options(m)]
        if options and (not self.count or done < self.count):
            hand = self.source == "hand"
            m.choose(1, done, m.scope.player, CARD, options, "Choose a card to discard (Done to stop).",
                     "hand_to_discard" if hand else "discard_energy", optional=True,
                     zone="hand" if hand else "attached", auto_single=False)
            return 1
        return m.done()

    def words(self, w: Words) -> str:
        kind = f"{self.type} " if self.type else ""
        if self.source == "hand":
            return (f'You may discard any number of Supporter cards that have "{self.name_has}" in their name from '
                    "your hand")
        if self.source == "all":
            return f"Discard any amount of {kind}Energy from among your Pokémon"
        many = f"up to {self.count} {kind}Energy cards" if self.count else f"any amount of {kind}Energy"
        return f"Discard {many} from {w.name}"


@node("may_discard_all_for_more")
@dataclass(frozen=True, slots=True)
class MayDiscardAllForMore(Node):
    """You may discard all Energy (of ``type``) from this Pokémon and have this attack do ``amount``
    more damage."""

    amount: int
    type: str = ""  # only Energy that provides this type (Iron Cannon, Lightning Strike)
    prompts = True
    stage = BEFORE

    def _energy(self, m: Machine, slot) -> list[int]:
        return [u for u in slot.energy if not self.type or self.type in m.game.cards[u].provides]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        slot = m.attacker
        if slot is None or not self._energy(m, slot):
            return m.done()
        if pc == 0 and m.choose(1, None, m.scope.player, OPTION, ("yes", "no"), f"{m.scope.source}: do it?", "may",
                                auto_single=False):
            return 1
        if m.answer == "yes":
            for uid in self._energy(m, slot):
                combat.discard_attached(m.game, slot, uid, max(m.scope.source_pos, 0))
            m.scope.damage += self.amount
        return m.done()

    def words(self, w: Words) -> str:
        kind = f"{self.type} " if self.type else ""
        if self.type and sun_and_moon(w):  # Sun & Moon: "all Lightning Energy from this Pokémon" (Lightning Strike)
            return (f"You may discard all {self.type} Energy from {w.name}. If you do, this attack does {self.amount} "
                    "more damage.")
        return w.phrase("may_discard_all_for_more", kind=kind, name=w.name, amount=self.amount)  # Spark Bolt


@node("may_self_damage_for_condition")
@dataclass(frozen=True, slots=True)
class MaySelfDamageForCondition(Node):
    """You may have this Pokémon also do ``amount`` damage to itself and make the opponent's Active
    Pokémon ``condition``."""

    amount: int
    condition: str = "Paralyzed"
    prompts = True
    stage = AFTER

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and m.choose(1, None, m.scope.player, OPTION, ("yes", "no"), f"{m.scope.source}: do it?", "may",
                                auto_single=False):
            return 1
        if m.answer == "yes":
            attacker, defender = m.attacker, m.defender
            if attacker is not None:
                combat.put_damage(m.game, m.scope.player, max(m.scope.source_pos, 0), attacker, self.amount,
                                  m.scope.source)
            if defender is not None and not m.scope.protected:
                apply_condition(m, m.scope.opp, 0, defender, self.condition)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"You may have {w.name} also do {self.amount} damage to itself and make your opponent's Active "
                f"Pokémon {self.condition}.")


@node("may_discard_for_condition")
@dataclass(frozen=True, slots=True)
class MayDiscardForCondition(Node):
    """You may discard ``count`` ``type`` Energy from this Pokémon and make the opponent's Active
    Pokémon ``condition``."""

    count: int
    type: str = ""
    condition: str = "Paralyzed"
    prompts = True
    stage = AFTER

    def _energy(self, m: Machine) -> list[int]:
        slot = m.attacker
        cards = m.game.cards
        return [] if slot is None else [u for u in slot.energy if not self.type or self.type in cards[u].provides]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if len(self._energy(m)) < self.count:
            return m.done()
        if pc == 0 and m.choose(1, None, m.scope.player, OPTION, ("yes", "no"), f"{m.scope.source}: do it?", "may",
                                auto_single=False):
            return 1
        slot, defender = m.attacker, m.defender
        if m.answer == "yes" and slot is not None:
            for uid in self._energy(m)[:self.count]:
                combat.discard_attached(m.game, slot, uid, max(m.scope.source_pos, 0))
            if defender is not None and not m.scope.protected:
                apply_condition(m, m.scope.opp, 0, defender, self.condition)
        return m.done()

    def words(self, w: Words) -> str:
        kind = f"{self.type} " if self.type else ""
        return (f"You may discard {self.count} {kind}Energy from {w.name} and make your opponent's Active Pokémon "
                f"{self.condition}.")


ENERGY_FOR_MORE = ("discard", "return", "put")  # what is done with the Energy: discarded, or into the hand


@node("may_energy_for_more")
@dataclass(frozen=True, slots=True)
class MayEnergyForMore(Node):
    """Before damage: you may discard an Energy (of ``type``; ``special``: a Special Energy) attached to
    this Pokémon, or put it into your hand (``how`` "return" or "put"); if you do, this attack does
    ``amount`` more damage (Moonlight Slash, Fire Slash, Parallel Spin)."""

    amount: int
    how: str = "discard"
    type: str = ""
    special: bool = False
    attached: bool = True  # words: "... attached to this Pokémon" (else "... from this Pokémon")
    prompts = True
    stage = BEFORE

    def __post_init__(self) -> None:
        if self.how not in ENERGY_FOR_MORE:
            raise ValueError(f"how {self.how!r} must be one of {', '.join(ENERGY_FOR_MORE)}")

    def _energy(self, m: Machine) -> list[int]:
        slot, cards = m.attacker, m.game.cards
        if slot is None:
            return []
        return [u for u in slot.energy if (not self.type or self.type in cards[u].provides)
                and not (self.special and cards[u].is_basic_energy)]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, slot = m.game, m.scope.player, m.attacker
        energy = self._energy(m)
        if slot is None or not energy:
            return m.done()
        if pc == 0:
            if m.choose(1, None, pl, OPTION, ("yes", "no"), f"{m.scope.source}: do it?", "may", auto_single=False):
                return WAIT
            pc = 1
        if pc == 1:
            if m.answer != "yes":
                return m.done()
            kinds = {game.cards[u].id: u for u in energy}
            verb = "discard" if self.how == "discard" else "put into your hand"
            if m.choose(2, None, pl, CARD, list(kinds.values()), f"Choose an Energy to {verb}.", "discard_energy",
                        zone="attached"):
                return WAIT
        uid = m.answer
        if uid not in slot.energy:
            return m.done()
        pos = max(m.scope.source_pos, 0)
        if self.how == "discard":
            combat.discard_attached(game, slot, uid, pos)
        else:
            slot.energy.remove(uid)
            m.me.hand.append(uid)
            game.move_card(pl, uid, "energy", "hand", pos)
        m.scope.damage += self.amount
        return m.done()

    def words(self, w: Words) -> str:
        kind = "a Special" if self.special else f"a {self.type}" if self.type else "an"
        where = "attached to" if self.attached else "from"
        action = {"discard": f"discard {kind} Energy {where} {w.name}",
                  "return": f"return {kind} Energy {where} {w.name} to your hand",
                  "put": f"put {kind} Energy {where} {w.name} into your hand"}[self.how]
        return f"You may {action}. If you do, this attack does {self.amount} more damage."


@node("return_energy_cost")
@dataclass(frozen=True, slots=True)
class ReturnEnergyCost(Node):
    """A cost: return a ``type`` Energy card attached to the attacker to your hand (Energy Loop)."""

    type: str
    stage = COST
    prompts = True

    def _matching(self, game: Game, slot: Slot) -> list[int]:
        return [u for u in slot.energy if self.type in game.cards[u].provides]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        slot = game.players[player].active
        return slot is not None and bool(self._matching(game, slot))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        slot, game = m.attacker, m.game
        if m.scope.copying or slot is None:
            return m.done()
        if pc == 0:
            options = self._matching(game, slot)
            if len({game.cards[u].name for u in options}) > 1:
                m.choose(1, None, m.scope.player, CARD, options, f"{m.scope.source}: choose an Energy card to "
                         "return to your hand.", "discard_energy_cost", zone="attached")
                return 1
            m.scope.answer = options[0] if options else None
        if m.answer is not None and m.answer in slot.energy:
            slot.energy.remove(m.answer)
            m.me.hand.append(m.answer)
            game.move_card(m.scope.player, m.answer, "energy", "hand", 0)
        return m.done()

    def words(self, w: Words) -> str:
        return f"Return a {self.type} Energy card attached to {w.name} to your hand in order to use this attack."


@node("may_discard_own_then_theirs")
@dataclass(frozen=True, slots=True)
class MayDiscardOwnThenTheirs(Node):
    """After damage: you may discard an Energy from this Pokémon; if you do, discard an Energy from the
    opponent's Active Pokémon (Hydreigon's Dark Destruction)."""

    prompts = True
    stage = AFTER

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        attacker, defender = m.attacker, m.defender
        if pc == 0:
            if attacker is None or not attacker.energy:
                return m.done()
            if m.choose(1, None, pl, OPTION, ("yes", "no"), "Discard an Energy from this Pokémon?", "may",
                        auto_single=False):
                return WAIT
            pc = 1
        if pc == 1:
            if m.answer != "yes" or attacker is None or not attacker.energy:
                return m.done()
            if m.choose(2, None, pl, CARD, list(attacker.energy), "Choose an Energy card to discard.",
                        "discard_energy_cost", zone="attached"):
                return WAIT
            pc = 2
        if pc == 2:
            if attacker is not None and m.answer in attacker.energy:
                combat.discard_attached(game, attacker, m.answer, 0)
            if defender is None or not defender.energy or m.scope.protected:
                return m.done()
            if m.choose(3, None, pl, CARD, list(defender.energy),
                        "Choose an Energy card on the Defending Pokémon to discard.", "discard_their_energy",
                        zone="attached"):
                return WAIT
        if defender is not None and m.answer in defender.energy:
            combat.discard_attached(game, defender, m.answer, 0)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"You may discard an Energy from {w.name}. If you do, discard an Energy from {w.defending}.")


@node("may_discard_item_for_more")
@dataclass(frozen=True, slots=True)
class MayDiscardItemForMore(Node):
    """Before damage: you may discard an Item card from your hand; if you do, this attack does ``amount``
    more damage (Pangoro's Clobber)."""

    amount: int
    prompts = True
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            items = [u for u in me.hand if game.rules.is_item(game.cards[u])]
            if m.choose(1, None, pl, CARD, items, "You may discard an Item card (Done: none).", "hand_to_discard",
                        zone="hand", optional=True, auto_single=False):
                return WAIT
            return m.done()
        if m.answer is not None and m.answer in me.hand:
            game.discard_from_hand(m.answer)
            m.scope.damage += self.amount
        return m.done()

    def words(self, w: Words) -> str:
        return f"You may discard an Item card from your hand. If you do, this attack does {self.amount} more damage."
