"""Attacks whose damage counts the Energy discarded for them: "Discard up to 5 Fire Energy from this
Pokémon. This attack does 70 damage for each card you discarded in this way." (from this Pokémon,
your Benched Pokémon, all your Pokémon, or your hand); the top cards of the deck discarded for damage
(Lava Burst, Splashing Panic); and the coin and counter attacks near them.

Also all Energy of a type discarded from the attacker for more damage per Energy provided (Roaring
Flames)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.fx.node import BEFORE, Atomic, Node, node
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words

SOURCES = {"self": "this Pokémon", "bench": "your Benched Pokémon", "own_all": "your Pokémon", "hand": "your hand"}


@node("discard_energy_for_damage")
@dataclass(frozen=True, slots=True)
class DiscardEnergyForDamage(Node):
    """Discard up to ``most`` (0: any number of) ``type`` (``basic``: Basic) Energy from ``source``
    (one of ``SOURCES``), one at a time; the attack does ``per`` damage (``more``: ``per`` more
    damage) for each card discarded. ``may``: worded "You may discard ..."."""

    per: int
    source: str = "self"
    most: int = 0
    type: str = ""
    basic: bool = False
    more: bool = False
    may: bool = False
    any_amount: bool = False  # words: "Discard any amount of Fire Energy from ..." (Sun & Moon's Turtonator)
    prompts = True
    stage = BEFORE

    def __post_init__(self) -> None:
        if self.source not in SOURCES:
            raise ValueError(f"source must be one of {', '.join(SOURCES)}")

    def _options(self, m: Machine) -> list[int]:
        cards = m.game.cards
        if self.source == "hand":
            pool = list(m.me.hand)
        else:
            pool = [u for pos, s in m.me.in_play()
                    if (self.source == "own_all" or (pos == max(m.scope.source_pos, 0)) == (self.source == "self"))
                    for u in s.energy]
        return [u for u in pool if cards[u].kind == "energy" and (not self.basic or cards[u].is_basic_energy)
                and (not self.type or self.type in cards[u].provides)]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        done: int = local or 0
        if pc == 1:
            if m.answer is None:
                return self._finish(m, done)
            self._discard(m, m.answer)
            done += 1
        options = self._options(m)
        if not options or (self.most and done >= self.most):
            return self._finish(m, done)
        left = f" ({done + 1} of up to {self.most})" if self.most else ""
        if m.choose(1, done, m.scope.player, CARD, options, f"Discard an Energy card{left}, or stop.",
                    "hand_to_discard" if self.source == "hand" else "discard_energy",
                    zone="hand" if self.source == "hand" else "attached", optional=True, auto_single=False):
            return 1
        return self._finish(m, done)  # pragma: no cover - an optional prompt always asks

    def _discard(self, m: Machine, uid: int) -> None:
        from desktop.engine import combat

        if uid in m.me.hand:
            m.game.discard_from_hand(uid)
            return
        for pos, slot in m.me.in_play():
            if uid in slot.energy:
                combat.discard_attached(m.game, slot, uid, pos)
                return

    def _finish(self, m: Machine, done: int) -> int:
        if self.more:
            m.scope.damage += self.per * done
        else:
            m.scope.damage = self.per * done
            m.scope.does_damage = True
        return m.done()

    def words(self, w: Words) -> str:
        amount = f"up to {self.most}" if self.most else "any amount of" if self.any_amount else "any number of"
        kind = f"{'Basic ' if self.basic else ''}{self.type + ' ' if self.type else ''}Energy"
        if self.source == "hand":
            kind += " cards"
        discard = f"{'You may discard' if self.may else 'Discard'} {amount} {kind} from {SOURCES[self.source]}."
        return f"{discard} This attack does {self.per} {'more ' if self.more else ''}damage for each card you " \
            "discarded in this way."


@node("discard_top_for_damage")
@dataclass(frozen=True, slots=True)
class DiscardTopForDamage(Atomic):
    """Discard the top ``count`` cards of your deck; the attack does ``per`` damage for each ``type``
    (``basic``: Basic) Energy card (``named``: each Pokémon whose name starts with it) discarded in this
    way (Lava Burst, Rushing Magma, Hammer-lanche, Splashing Panic)."""

    count: int
    per: int
    type: str = ""
    named: str = ""
    basic: bool = False
    stage = BEFORE

    def __post_init__(self) -> None:
        if bool(self.type) == bool(self.named):
            raise ValueError("discard_top_for_damage counts a type of Energy or a name, one of them")

    def act(self, m: Machine) -> None:
        game, deck = m.game, m.me.deck
        found = 0
        for _ in range(min(self.count, len(deck))):
            uid = deck.pop()
            card = game.cards[uid]
            found += (card.kind == "pokemon" and card.name.startswith(self.named)) if self.named else \
                (card.kind == "energy" and self.type in card.provides and (card.is_basic_energy or not self.basic))
            game.discard_card(uid, "deck")
        m.scope.damage = self.per * found
        m.scope.does_damage = True

    def words(self, w: Words) -> str:
        if w.era == "modern":
            what = f"{self.named} Pokémon" if self.named else f"{'Basic ' * self.basic}{self.type} Energy card"
            return (f"Discard the top {self.count} cards of your deck, and this attack does {self.per} damage for each "
                    f"{what} that you discarded in this way.")
        return (f"Discard the top {self.count} cards of your deck. (If there are fewer than {self.count} cards in "
                f"your deck, discard all of them.) This attack does {self.per} damage for each {self.type} Energy "
                "card you discarded in this way.")


@node("energy_to_hand_for_more")
@dataclass(frozen=True, slots=True)
class EnergyToHandForMore(Node):
    """You may put all Energy attached to this Pokémon into your hand to have this attack do
    ``amount`` more damage."""

    amount: int
    prompts = True
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        slot = m.attacker
        if slot is None or not slot.energy:
            return m.done()
        if pc == 0 and m.choose(1, None, m.scope.player, "option", ("yes", "no"),
                                "Put all Energy attached to this Pokémon into your hand?", "may"):
            return 1
        if m.answer == "yes":
            for uid in list(slot.energy):
                slot.energy.remove(uid)
                m.me.hand.append(uid)
                m.game.emit("move", m.scope.player, card=uid, src="attached", dst="hand", pos=0)
            m.scope.damage += self.amount
        return m.done()

    def words(self, w: Words) -> str:
        return (f"You may put all Energy attached to this Pokémon into your hand to have this attack do {self.amount} "
                "more damage.")


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
