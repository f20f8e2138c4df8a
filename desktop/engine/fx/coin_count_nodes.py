"""Effects chosen by how many of several coins come up heads ("Flip 3 coins. If exactly 1 is heads, ...
If exactly 2 are heads, ... If all 3 are heads, ... If all 3 are tails, ...": Present, Flashing Eyes),
and removing damage counters from the Defending Pokémon (Present's kind outcomes).

Also a coin for each of your Pokémon in play of some names, the damage times the heads (Night Spirits).

And 2 coins with "if both are heads" or "1 or both of them" (Knockout Needle), and damage by the heads
to the Defending Pokémon and by the tails to the attacker (Full Speed Charge).

And 3 coins: a card drawn, damage, or a copied attack by the number of heads (Misty's Psyduck's ESP).

And N coins with "if all are heads" / "if any is tails"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.fx.card_nodes import Draw
from desktop.engine.fx.control import enter
from desktop.engine.fx.damage_nodes import HEADS_COUNT, MoreDamage
from desktop.engine.fx.named_search_nodes import _names
from desktop.engine.fx.node import AFTER, BEFORE, Atomic, Node, node
from desktop.engine.fx.procedures import CopyAttack
from desktop.engine.fx.words import lower_first
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words


@node("heads_count")
@dataclass(frozen=True, slots=True)
class HeadsCount(Node):
    """Flip ``coins`` coins and do the branch for that many heads: ``one``, ``two``, ``all`` (every
    coin heads) or ``none`` (every coin tails); a missing branch does nothing."""

    coins: int = 3
    one: Node | None = None
    two: Node | None = None
    all: Node | None = None
    none: Node | None = None

    def __post_init__(self) -> None:
        if self.coins not in (2, 3):
            raise ValueError("heads_count flips 2 or 3 coins")

    def _branch(self, heads: int) -> Node | None:
        if heads == self.coins:
            return self.all
        return {0: self.none, 1: self.one, 2: self.two}.get(heads)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            heads = sum(m.game.coin(m.scope.source, m.scope.player) for _ in range(self.coins))
            branch = self._branch(heads)
            if branch is not None:
                return enter(m, branch, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return tuple(n for n in (self.one, self.two, self.all, self.none) if n is not None)

    def words(self, w: Words) -> str:
        n = self.coins
        cases = ((self.all, "If both are heads"), (self.one, "If only 1 is heads"), (self.none, "If both are tails")) \
            if n == 2 else ((self.one, "If exactly 1 is heads"), (self.two, "If exactly 2 are heads"),
                            (self.all, f"If all {n} are heads"), (self.none, f"If all {n} are tails"))
        parts = [f"Flip {n} coins."]
        parts += [f"{lead}, {lower_first(branch.words(w), w)}" for branch, lead in cases if branch is not None]
        return " ".join(parts)


@node("more_by_heads_count")
@dataclass(frozen=True, slots=True)
class MoreByHeadsCount(Atomic):
    """Flip ``len(more)`` coins: the attack does ``more[n - 1]`` more damage for exactly ``n`` heads
    (Fury Cutter: 10, 20, 40 or 80 more for 1 to 4 heads)."""

    more: tuple[int, ...]
    stage = BEFORE

    def act(self, m: Machine) -> None:
        heads = sum(m.game.coin(m.scope.source, m.scope.player) for _ in self.more)
        if heads:
            m.scope.damage += self.more[heads - 1]

    def words(self, w: Words) -> str:
        n = len(self.more)
        cases = [f"{x} more damage if {'all ' + str(n) + ' are' if i == n else 'exactly ' + str(i)}"
                 f"{'' if i == n else ' is' if i == 1 else ' are'} heads" for i, x in enumerate(self.more, 1)]
        return f"Flip {n} coins. This attack does {w.damage} damage plus {', or '.join(cases)}."


@node("heal_defending")
@dataclass(frozen=True, slots=True)
class HealDefending(Atomic):
    """Remove ``amount`` damage (every counter if ``all``) from the Defending Pokémon."""

    amount: int = 0
    all: bool = False

    def act(self, m: Machine) -> None:
        defender = m.defender
        if defender is None or m.scope.protected or not defender.damage:
            return
        combat.heal(m.game, m.scope.opp, 0, defender, defender.damage if self.all else self.amount, m.scope.source)

    def words(self, w: Words) -> str:
        if self.all:
            return f"Remove all damage counters from {w.defending}."
        return (f"Remove {self.amount // 10} damage counters from {w.defending}. If {w.defending} has fewer damage "
                "counters than that, remove all of them.")


@node("flip_heal_self")
@dataclass(frozen=True, slots=True)
class FlipHealSelf(Atomic):
    """Flip a coin: remove ``heads`` damage from this Pokémon on heads, ``tails`` on tails (never more
    than it has); a Power's own Pokémon, wherever it is (Softboiled)."""

    heads: int
    tails: int

    def act(self, m: Machine) -> None:
        slot = m.me.slot(max(m.scope.source_pos, 0))
        amount = self.heads if m.game.coin(m.scope.source, m.scope.player) else self.tails
        if slot is not None:
            combat.heal(m.game, m.scope.player, max(m.scope.source_pos, 0), slot, amount, m.scope.source)

    def words(self, w: Words) -> str:
        return (f"Flip a coin. If heads, remove {self.heads // 10} damage counters from {w.name}. If tails, remove "
                f"{self.tails // 10} damage counters from {w.name}. Either way, if {w.name} has fewer damage counters "
                "than that, remove all of them.")


@node("if_heads_at_least")
@dataclass(frozen=True, slots=True)
class IfHeadsAtLeast(Node):
    """After "Flip 3 coins. This attack does 20 damage times the number of heads.": ``then`` if those
    coins came up heads at least ``count`` times (Thunder Needle, Cross Attack, Double Freeze), or
    with ``tails`` (the number of coins) only if none came up heads (Slurp Slurp)."""

    count: int
    then: Node
    either: bool = False  # words, with a count of 1 of 2 coins: "If either of them is heads, ..." (Double Freeze)
    of_them: bool = False  # words: "If at least 2 of them are heads, ..." (Dual Wing)
    tails: int = 0  # the coins flipped, when ``then`` needs all of them tails: "If both of them are tails, ..."

    def step(self, m: Machine, pc: int, local: Any) -> int:
        heads = m.scope.get(HEADS_COUNT, 0)
        if pc == 0 and (heads == 0 if self.tails else heads >= self.count):
            return enter(m, self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        lead = "If either of them is heads" if self.either else f"If at least {self.count} of them are heads" \
            if self.of_them else f"If you get {self.count} or more heads"
        if self.tails:
            lead = f"If {'both' if self.tails == 2 else 'all'} of them are tails"
        return f"{lead}, {lower_first(self.then.words(w), w)}"


@node("heads_search_attach")
@dataclass(frozen=True, slots=True)
class HeadsSearchAttach(Node):
    """Flip ``coins`` coins; for each heads, you may search your deck for a ``type`` Energy card and
    attach it to 1 of your ``type`` Pokémon; shuffle your deck afterward (Attract Current)."""

    coins: int
    type: str
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            local = (sum(game.coin(m.scope.source, pl) for _ in range(self.coins)), None)
            game.emit("reveal", pl, detail="deck")
        left, chosen = local
        if pc == 1:  # an Energy card (None: stop)
            left, chosen = (0, None) if m.answer is None else (left, m.answer)
        elif pc == 2 and chosen is not None:  # its Pokémon
            me.deck.remove(chosen)
            me.at(m.answer).energy.append(chosen)
            game.emit("attach", pl, card=chosen, src="deck", dst="energy", pos=m.answer)
            left, chosen = left - 1, None
        targets = [pos for pos, slot in me.in_play() if self.type in game.types_of(slot)]
        if chosen is not None:
            if m.choose(2, (left, chosen), pl, POKEMON, targets, "Attach it to which Pokémon?", "attach_energy"):
                return 1
            return self.step(m, 2, (left, chosen))
        energy = [u for u in me.deck if game.cards[u].is_basic_energy and self.type in game.cards[u].provides]
        if left > 0 and energy and targets and m.choose(1, (left, None), pl, CARD, energy[:1],
                                                        f"You may attach a {self.type} Energy card.",
                                                        "deck_to_attach", zone="deck", optional=True,
                                                        auto_single=False):
            return 1
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Flip {self.coins} coins. For each heads, you may search your deck for a {self.type} Energy card and "
                f"attach it to 1 of your {self.type} Pokémon. Shuffle your deck afterward.")


@node("tails_discard_energy")
@dataclass(frozen=True, slots=True)
class TailsDiscardEnergy(Atomic):
    """Flip ``coins`` coins; for each tails, discard a ``type`` Energy card from this Pokémon, if it has
    any (Mega Flame)."""

    coins: int
    type: str

    def act(self, m: Machine) -> None:
        game, slot = m.game, m.attacker
        tails = sum(not game.coin(m.scope.source, m.scope.player) for _ in range(self.coins))
        mine = [u for u in slot.energy if self.type in game.cards[u].provides] if slot is not None else []
        for uid in mine[:tails]:
            assert slot is not None
            combat.discard_attached(game, slot, uid, 0)

    def words(self, w: Words) -> str:
        return (f"Flip {self.coins} coins. For each tails, discard 1 {self.type} Energy card from {w.name}, if it has "
                "any.")


@node("heads_discard_their_energy")
@dataclass(frozen=True, slots=True)
class HeadsDiscardTheirEnergy(Node):
    """Flip ``coins`` coins; for each heads, choose an Energy card attached to the Defending Pokémon, if
    any, and discard it; if every coin is tails, the attack does nothing (Twister)."""

    coins: int = 2
    prompts = True
    stage = BEFORE  # whether the attack does anything is known before damage

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, defender = m.game, m.defender
        if pc == 0:
            local = sum(game.coin(m.scope.source, m.scope.player) for _ in range(self.coins))
            if not local:
                m.scope.nothing = True
                return m.done()
        elif m.answer is not None and defender is not None and m.answer in defender.energy:
            combat.discard_attached(game, defender, m.answer, 0)
            local -= 1
        if local > 0 and defender is not None and defender.energy and not m.scope.protected:
            if m.choose(1, local, m.scope.player, CARD, list(defender.energy), "Choose an Energy card to "
                        "discard.", "discard_their_energy", zone="attached"):
                return 1
            return self.step(m, 1, local)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Flip {self.coins} coins. For each heads, choose 1 Energy card attached to {w.defending}, if any, and "
                "discard it. If both are tails, this attack does nothing (not even damage).")


@node("flip_per_named_in_play")
@dataclass(frozen=True, slots=True)
class FlipPerNamedInPlay(Atomic):
    """Flip a coin for each of your Pokémon in play named one of ``names``; the printed damage times
    the number of heads (Night Spirits)."""

    names: tuple[str, ...]
    plural: tuple[str, ...]  # the names as printed in the plural ("Sabrina's Gastlys")
    stage = BEFORE

    def act(self, m: Machine) -> None:
        game = m.game
        n = sum(1 for _p, s in m.me.in_play() if game.cards[s.top].name in self.names)
        heads = sum(game.coin(m.scope.source, m.scope.player) for _ in range(n))
        printed = m.scope.attack.damage if m.scope.attack is not None else 0
        m.scope.damage, m.scope.does_damage = printed * heads, True

    def words(self, w: Words) -> str:
        return (f"Flip a number of coins equal to the total number of {_names(self.plural, 'and')} you have in play. "
                f"This attack does {w.damage} damage times the number of heads.")


@node("two_coins")
@dataclass(frozen=True, slots=True)
class TwoCoins(Node):
    """Flip 2 coins: ``then`` if both are heads (``any``: if 1 or both are heads). With more damage
    as ``then``, the words say what 1 or 2 tails leave (the printed damage)."""

    then: Node
    any: bool = False

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            heads = [m.game.coin(m.scope.source, m.scope.player) for _ in range(2)]
            if any(heads) if self.any else all(heads):
                return enter(m, self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        some = "1 or both" if self.any else "both"
        text = f"Flip 2 coins. If {some} of them are heads, {lower_first(self.then.words(w), w)}"
        if isinstance(self.then, MoreDamage) and w.damage and not self.any:
            text += f" If 1 or both of them are tails, this attack does {w.damage} damage."
        return text


@node("heads_tails_damage")
@dataclass(frozen=True, slots=True)
class HeadsTailsDamage(Node):
    """Flip ``coins`` coins: ``per`` damage times the heads to the Defending Pokémon and ``per``
    times the tails to the attacker itself (Full Speed Charge)."""

    coins: int
    per: int
    stage = BEFORE

    def words(self, w: Words) -> str:
        return (f"Flip {self.coins} coins. This attack does {self.per} damage times the number of heads to "
                f"{w.defending} and {self.per} damage times the number of tails to {w.name}.")

    def children(self) -> tuple[Node, ...]:
        return (_TailsToSelf(self.per),)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            flips = [m.game.coin(m.scope.source, m.scope.player) for _ in range(self.coins)]
            m.scope.damage = self.per * sum(flips)
            m.scope.does_damage = True
            m.scope.put("tails", len(flips) - sum(flips))
            return enter(m, _TailsToSelf(self.per), 1)
        return m.done()


@dataclass(frozen=True, slots=True)
class _TailsToSelf(Atomic):
    """After damage: the tails of ``heads_tails_damage``, as damage to the attacker."""

    per: int
    stage = AFTER

    def act(self, m: Machine) -> None:
        attacker, tails = m.attacker, int(m.scope.get("tails", 0))
        if attacker is not None and tails:
            combat.put_damage(m.game, m.scope.player, 0, attacker, self.per * tails, m.scope.source)

    def words(self, w: Words) -> str:
        return ""


@node("esp_coins")
@dataclass(frozen=True, slots=True)
class EspCoins(Node):
    """Flip 3 coins: exactly 1 heads, draw a card; exactly 2, ``amount`` damage; all 3, copy 1 of
    the Defending Pokémon's attacks except its Energy costs (Misty's Psyduck's ESP)."""

    amount: int
    stage = BEFORE
    prompts = True

    def children(self) -> tuple[Node, ...]:
        return (Draw(count=1), CopyAttack())

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc:
            return m.done()
        heads = sum(m.game.coin(m.scope.source, m.scope.player) for _ in range(3))
        if heads == 1:
            return enter(m, Draw(count=1), 1)
        if heads == 2:
            m.scope.damage, m.scope.does_damage = self.amount, True
        if heads == 3:
            return enter(m, CopyAttack(), 1)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Flip 3 coins. If exactly 1 is heads, draw a card. If exactly 2 are heads, this attack does "
                f"{self.amount} damage. If all 3 are heads, choose 1 of {w.defending}'s attacks. {w.name} copies that "
                f"attack except for its Energy costs. (No matter what type {w.defending} is, {w.name}'s type is "
                f"still {w.card.type if w.card is not None else 'the same'}.)")


@node("all_heads")
@dataclass(frozen=True, slots=True)
class AllHeads(Node):
    """Flip ``count`` coins: ``then`` if all are heads, ``otherwise`` if any is tails ("Flip 2
    coins. If both are heads, ..."; "If 1 or both of them are tails, this attack does nothing.")."""

    count: int = 2
    then: Node | None = None
    otherwise: Node | None = None
    either: bool = False  # words: "If either of them is tails, ..." (Egg Toss)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            heads = [m.game.coin(m.scope.source, m.scope.player) for _ in range(self.count)]
            branch = self.then if all(heads) else self.otherwise
            if branch is not None:
                return enter(m, branch, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return tuple(n for n in (self.then, self.otherwise) if n is not None)

    def words(self, w: Words) -> str:
        parts = [f"Flip {self.count} coins."]
        if self.then is not None:
            both = w.phrase("both_of_two") if self.count == 2 else "all of them"
            parts.append(f"If {both} are heads, "
                         f"{lower_first(self.then.words(w), w)}")
        some = "either of them is" if self.either else "1 or both of them are" if self.count == 2 else "any of them are"
        if self.otherwise is not None:
            parts.append(f"If {some} tails, {lower_first(self.otherwise.words(w), w)}")
        elif self.then is not None and self.then.op == "more_damage" and w.damage:  # "... this attack does 20 damage."
            parts.append(f"If {some} tails, this attack does {w.damage} damage.")
        return " ".join(parts)
