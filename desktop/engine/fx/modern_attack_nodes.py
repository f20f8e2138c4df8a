"""Attack effects today's sets print often that earlier vocabulary did not reach: the opponent
reveals their hand, more damage if this Pokémon is damaged or if the opponent is close to winning,
an Energy back to the hand, evolving from the deck, and counting Benched Pokémon on both sides."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import BEFORE, Atomic, Node, node
from desktop.engine.fx.words import lower_first, shuffle_afterward
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words


@node("opponent_reveals_hand")
@dataclass(frozen=True, slots=True)
class OpponentRevealsHand(Atomic):
    """Your opponent reveals their hand (both players see it: a "reveal" of each card)."""

    def act(self, m: Machine) -> None:
        for uid in m.them.hand:
            m.game.emit("reveal", m.scope.opp, card=uid, detail="their hand")

    def words(self, w: Words) -> str:
        return "Your opponent reveals their hand."


@node("if_self_damaged")
@dataclass(frozen=True, slots=True)
class IfSelfDamaged(Node):
    """``then`` only if this Pokémon has any damage counters on it."""

    then: Node
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        attacker = m.attacker
        if pc == 0 and attacker is not None and attacker.damage > 0:
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        return f"If this Pokémon has any damage counters on it, {lower_first(self.then.words(w), w)}"


@node("if_opponent_prizes_at_most")
@dataclass(frozen=True, slots=True)
class IfOpponentPrizesAtMost(Node):
    """``then`` only if your opponent has ``prizes`` or fewer Prize cards remaining."""

    prizes: int
    then: Node
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and len(m.them.prizes) <= self.prizes:
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        return (f"If your opponent has {self.prizes} or fewer Prize cards remaining, "
                f"{lower_first(self.then.words(w), w)}")


@node("energy_to_hand")
@dataclass(frozen=True, slots=True)
class EnergyToHand(Node):
    """After damage: put an Energy attached to this Pokémon into your hand."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, attacker = m.game, m.scope.player, m.attacker
        if attacker is None or not attacker.energy:
            return m.done()
        if pc == 0:
            kinds: dict[str, int] = {}
            for uid in attacker.energy:
                kinds.setdefault(game.cards[uid].id, uid)
            if m.choose(1, None, pl, CARD, list(kinds.values()), "Choose an Energy to put into your hand.",
                        "discard_energy", zone="attached"):
                return WAIT
        uid = m.answer
        if uid in attacker.energy:
            attacker.energy.remove(uid)
            m.me.hand.append(uid)
            game.move_card(pl, uid, "energy", "hand", 0)
        return m.done()

    def words(self, w: Words) -> str:
        return "Put an Energy attached to this Pokémon into your hand."


@node("evolve_self_from_deck")
@dataclass(frozen=True, slots=True)
class EvolveSelfFromDeck(Node):
    """Search your deck for a card that evolves from this Pokémon and put it onto it to evolve it;
    then shuffle your deck (Ascension)."""

    classic: bool = False  # words: "... and attach that card to Sunkern. This counts as evolving Sunkern." (Sunbathe)
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, attacker = m.game, m.scope.player, m.attacker
        me = game.players[pl]
        if attacker is None:
            return m.done()
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
            name = game.card_of(attacker).name
            seen: dict[str, int] = {}
            for uid in me.deck:
                if game.cards[uid].evolves_from == name and not layer.enters_only_by_effect(game.cards[uid]):
                    seen.setdefault(game.cards[uid].id, uid)
            if m.choose(1, None, pl, CARD, list(seen.values()), "Choose the card to evolve into.", "evolve_with",
                        zone="deck"):
                return WAIT
        if m.answer is not None and m.answer in me.deck:
            me.deck.remove(m.answer)
            game.evolve(pl, 0, attacker, m.answer, src="deck")
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        if w.dialect == "xy":  # XY and Sun & Moon
            then = "Shuffle your deck afterward." if shuffle_afterward(w) else "Then, shuffle your deck."
            return ("Search your deck for a card that evolves from this Pokémon and put it onto this Pokémon. (This "
                    f"counts as evolving this Pokémon.) {then}")
        if self.classic:
            return (f"Search your deck for a card that evolves from {w.name} and attach that card to {w.name}. This "
                    f"counts as evolving {w.name}. Shuffle your deck afterward.")
        return ("Search your deck for a card that evolves from this Pokémon and put it onto this Pokémon to evolve it. "
                "Then, shuffle your deck.")


@node("switch_attached_in")
@dataclass(frozen=True, slots=True)
class SwitchAttachedIn(Atomic):
    """In a Special Energy's "when attached" trigger: if the Pokémon it was attached to is on the
    Bench, switch it with your Active Pokémon (Jet Energy)."""

    def act(self, m: Machine) -> None:
        pos = m.scope.source_pos
        if pos > 0 and m.me.active is not None and m.me.slot(pos) is not None:
            m.game.switch_active(m.scope.player, pos, m.scope.source)

    def words(self, w: Words) -> str:
        return "switch that Pokémon with your Active Pokémon."


@node("look_top_keep")
@dataclass(frozen=True, slots=True)
class LookTopKeep(Node):
    """Look at the top ``count`` cards of your deck and put ``keep`` of them into your hand; the
    others go to the Lost Zone (Colress's Experiment), or ``rest`` "discard": the discard pile
    (Explorer's Guidance), or "bottom": shuffled and put on the bottom of your deck (Rika)."""

    count: int = 5
    keep: int = 3
    rest: str = "lost"
    choose: bool = False  # Gym words: "... Choose 2 of those cards and put them into your hand. Discard the rest."
    prompts = True

    def __post_init__(self) -> None:
        if self.rest not in ("lost", "discard", "bottom"):
            raise ValueError(f"rest {self.rest!r} must be \"lost\", \"discard\" or \"bottom\"")

    def usable(self, game: Any, player: int, source: Any) -> bool:
        return bool(game.players[player].deck)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 0:
            top = tuple(me.deck[-self.count:])
            for uid in top:
                game.emit("peek", pl, card=uid, src="deck", detail="top of deck")
            local = (top, ())
        else:
            top, kept = local
            kept += (m.answer,)
            local = (top, kept)
        top, kept = local
        left = [u for u in top if u not in kept]
        if len(kept) < min(self.keep, len(top)):
            if m.choose(1, local, pl, CARD, left, f"Put a card into your hand ({len(kept) + 1} of {self.keep}).",
                        "deck_to_hand", zone="deck"):
                return WAIT
            return self.step(m, 1, local)
        for uid in kept:
            me.deck.remove(uid)
            me.hand.append(uid)
            game.move_card(pl, uid, "deck", "hand")
        if self.rest == "bottom":
            for uid in left:
                me.deck.remove(uid)
            game.rng.shuffle(left)
            me.deck[0:0] = left  # index 0 is the bottom of the deck
            game.emit("shuffle", pl, detail="to the bottom")
            return m.done()
        for uid in left:
            me.deck.remove(uid)
            if self.rest == "discard":
                game.discard_card(uid, "deck")
            else:
                me.lost.append(uid)
                game.move_card(pl, uid, "deck", "lost")
        return m.done()

    def words(self, w: Words) -> str:
        if self.choose and self.rest == "discard":  # Misty's Wrath
            return (f"Look at the top {self.count} cards of your deck. Choose {self.keep} of those cards and put them "
                    "into your hand. Discard the rest.")
        other = "other card" if self.count - self.keep == 1 else "other cards"  # Comfey: "Put the other card ..."
        rest = {"discard": f"Discard the {other}.", "lost": f"Put the {other} in the Lost Zone.",
                "bottom": "Shuffle the other cards and put them on the bottom of your deck."}[self.rest]
        return f"Look at the top {self.count} cards of your deck and put {self.keep} of them into your hand. {rest}"


@node("if_bench_damaged")
@dataclass(frozen=True, slots=True)
class IfBenchDamaged(Node):
    """``then`` only if any of your Benched Pokémon has damage counters on it."""

    then: Node
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and any(slot.damage for slot in m.me.bench):
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        return f"If your Benched Pokémon have any damage counters on them, {lower_first(self.then.words(w), w)}"


@node("condition_attacker")
@dataclass(frozen=True, slots=True)
class ConditionAttacker(Mod):
    """An Ability: if this Pokémon is Active and an opponent's attack damages it (even if it is
    Knocked Out), the attacking Pokémon is now ``condition`` (Poison Point)."""

    condition: str
    point = layer.ON_DAMAGED
    label = "condition_attacker"

    def after_damaged(self) -> Node | None:
        from desktop.engine.fx.status_nodes import Condition

        return Condition(self.condition, target="self")

    def words(self, w: Words) -> str:
        return ("If this Pokémon is in the Active Spot and is damaged by an attack from your opponent's Pokémon (even "
                f"if this Pokémon is Knocked Out), the Attacking Pokémon is now {self.condition}.")


@node("attacker_loses_energy")
@dataclass(frozen=True, slots=True)
class AttackerLosesEnergy(Mod):
    """An Ability: if this Pokémon is Active and an opponent's attack damages it (even if it is
    Knocked Out), discard an Energy from the Attacking Pokémon (Counterattacking Pincer)."""

    point = layer.ON_DAMAGED
    label = "attacker_loses_energy"

    def after_damaged(self) -> Node | None:
        return RetaliateDiscardEnergy()

    def words(self, w: Words) -> str:
        return ("If this Pokémon is in the Active Spot and is damaged by an attack from your opponent's Pokémon (even "
                "if this Pokémon is Knocked Out), discard an Energy from the Attacking Pokémon.")


@node("retaliate_discard_energy")
@dataclass(frozen=True, slots=True)
class RetaliateDiscardEnergy(Node):
    """Run after an attack's damage, in the attacker's own effect (``after_damaged``): the defending
    player chooses an Energy attached to the Attacking Pokémon and discards it. (``discard_attacker_energy``
    does the same from the defending player's own trigger.)"""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        attacker = m.attacker
        if attacker is None or not attacker.energy:
            return m.done()
        if pc == 0 and m.choose(1, None, m.scope.opp, CARD, list(attacker.energy),
                                "Discard which Energy from the Attacking Pokémon?", "discard_their_energy",
                                zone="attached"):
            return WAIT
        if m.answer in attacker.energy:
            combat.discard_attached(m.game, attacker, m.answer, 0)
        return m.done()

    def words(self, w: Words) -> str:
        return "Discard an Energy from the Attacking Pokémon."


@node("heads_table")
@dataclass(frozen=True, slots=True)
class HeadsTable(Atomic):
    """Flip ``coins`` coins; the attack does ``more[i]`` more damage for i+1 heads, and ``all_heads``
    damage in all if every coin is heads (Parasect's Fury Cutter)."""

    coins: int
    more: tuple[int, ...]
    all_heads: int = 0
    stage = BEFORE

    def __post_init__(self) -> None:
        if len(self.more) != self.coins - (1 if self.all_heads else 0):
            raise ValueError("more: one amount for each number of heads (but all heads, if all_heads is set)")

    def act(self, m: Machine) -> None:
        heads = sum(m.game.coin(m.scope.source, m.scope.player) for _ in range(self.coins))
        if heads == self.coins and self.all_heads:
            m.scope.damage = self.all_heads
        elif heads:
            m.scope.damage += self.more[heads - 1]

    def words(self, w: Words) -> str:
        names = {1: "1 of them is heads", 2: "2 of them are heads", 3: "3 of them are heads",
                 self.coins: "all of them are heads"}  # "If all of them are heads, ... 80 more damage."
        parts = [f"Flip {self.coins} coins."]
        parts += [f"If {names[i + 1]}, this attack does {n} more damage." for i, n in enumerate(self.more)]
        if self.all_heads:
            parts.append(f"If all of them are heads, this attack does {self.all_heads} damage.")
        return " ".join(parts)


@node("if_own_energy")
@dataclass(frozen=True, slots=True)
class IfOwnEnergy(Node):
    """``then`` only if this Pokémon has any ``type`` Energy attached (Lanturn's Aqua Spark)."""

    type: str
    then: Node

    @property
    def stage(self) -> int:  # type: ignore[override]
        return self.then.place()

    def step(self, m: Machine, pc: int, local: Any) -> int:
        slot = m.attacker
        if pc == 0 and slot is not None and self.type in m.game.energy_units(slot):
            return m.call(self.then, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        return f"If {w.name} has any {self.type} Energy attached to it, {lower_first(self.then.words(w), w)}"


@node("look_at_own_prize")
@dataclass(frozen=True, slots=True)
class LookAtOwnPrize(Atomic):
    """Look at 1 of your face-down Prize cards (Chinchou's Searching Light). They are all face down,
    so which one is looked at is random, drawn from the game's generator; only you see it. ``all``:
    look at all of them (Eye Opener); ``returned``: worded "... Return that Prize card face down." ([Search])."""

    all: bool = False
    returned: bool = False

    def act(self, m: Machine) -> None:
        game, pl = m.game, m.scope.player
        prizes = game.players[pl].prizes
        for uid in list(prizes) if self.all else [prizes[game.rng.below(len(prizes))]] if prizes else []:
            game.emit("peek", pl, card=uid, src="prizes", detail=m.scope.source)

    def words(self, w: Words) -> str:
        if self.returned:
            return "Look at 1 of your Prize cards. Return that Prize card face down."
        return "Look at your face-down Prize cards." if self.all else "Look at 1 of your face-down Prize cards."
