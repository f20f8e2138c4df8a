"""Control nodes: sequence, coin flips with heads and tails branches, "you may", and "if".

During an attack's steps before damage (seed 000 A-01 step 3), a branch that only does
after-damage things (a Special Condition, damage to itself) is set aside and runs right
after the damage (step 5), so "Flip a coin. If heads, this attack does 10 more damage; if
tails, it does 10 damage to itself" flips once, before damage, and does each part in its
place.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import kernel
from desktop.engine.fx.damage_nodes import MoreDamage
from desktop.engine.fx.node import AFTER, BEFORE, Node, node
from desktop.engine.fx.values import Const
from desktop.engine.fx.words import capital, lower_first
from desktop.engine.prompts import OPTION

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


def enter(m: Machine, child: Node, pc: int, local: Any = None) -> int:
    """Run ``child`` and come back at ``pc``; before damage, an after-damage child waits."""
    scope = m.scope
    if scope.phase == "before" and child.place() == AFTER:
        scope.deferred = scope.deferred + (child,)
        stack = m.stack
        stack[-1] = (stack[-1][0], pc, local)
        return 0
    return m.call(child, pc, local)


@node("seq")
@dataclass(frozen=True, slots=True)
class Seq(Node):
    """Do each node in order (a JSON list). Stops if the attack now does nothing."""

    nodes: tuple[Node, ...]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if m.scope.nothing:  # the attack does nothing now; only an "Either way, ..." still happens
            while pc < len(self.nodes) and not self.nodes[pc].either_way:
                pc += 1
        if pc >= len(self.nodes):
            return m.done()
        return enter(m, self.nodes[pc], pc + 1)

    def children(self) -> tuple[Node, ...]:
        return self.nodes

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return all(n.usable(game, player, source) for n in self.nodes)

    def words(self, w: Words) -> str:
        nodes = self.nodes
        phrase = nodes[0].cost_phrase(w) if len(nodes) > 1 else None
        if phrase is not None and phrase.endswith(" for"):  # "Trade 1 of the other cards in your hand for ..."
            thing = nodes[1].object_phrase(w) if len(nodes) == 2 else None
            if thing is not None:
                return f"{phrase} {thing}."
        elif phrase is not None:
            return f"{phrase} in order to {lower_first(Seq(nodes[1:]).words(w), w)}"
        return " ".join(t for t in (n.words(w) for n in nodes) if t)


@node("flip")
@dataclass(frozen=True, slots=True)
class Flip(Node):
    """Flip a coin: ``heads`` if heads, ``tails`` if tails."""

    heads: Node | None = None
    tails: Node | None = None
    split: bool = False  # words: "If heads, .... If tails, ...." as two sentences (Gym and Neo)
    second: bool = False  # words: a coin flipped on heads of another: "flip another coin. If the second coin..."
    bare: bool = False  # words: no "If tails, this attack does 10 damage." after "more damage" (Neo Revelation)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            heads = m.game.coin(m.scope.source, m.scope.player)
            m.scope.put("heads", heads)
            branch = self.heads if heads else self.tails
            if branch is not None:
                return enter(m, branch, 1)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return tuple(n for n in (self.heads, self.tails) if n is not None)

    def words(self, w: Words) -> str:
        if self.split or self.second:
            return self._split_words(w)
        parts = ["Flip a coin."]
        heads = self._heads_words(w)
        tails = self.tails.words(w) if self.tails is not None else ""
        if heads and not tails and w.damage and _adds_damage(self.heads) and w.trait("tails_printed_damage") \
                and _wizards(w) and not self.bare:
            tails = f"This attack does {w.damage} damage."  # "10+": what tails leaves (1999-2002 only)
        elif heads and tails and w.damage and _adds_damage(self.heads) and not isinstance(self.tails, DoesNothing) \
                and w.trait("tails_printed_damage"):
            rest = tails if tails.startswith(w.name) else tails[:1].lower() + tails[1:]
            tails = f"This attack does {w.damage} damage and {rest}"
        subject = f"{capital(w.defending)} is now "
        if heads.startswith(subject) and tails.startswith(subject):  # "...; if tails, it is now Confused."
            tails = "It is now " + tails[len(subject):]
        note = ""
        if heads and tails and heads.endswith(")") and "(" in heads:  # a reminder both branches end with: once
            reminder = heads[heads.rindex("("):]
            if tails.endswith(reminder):
                note = reminder
                heads, tails = heads[:-len(reminder)].rstrip(), tails[:-len(reminder)].rstrip()
        if w.trait("coin_failure_first") and heads and isinstance(self.tails, DoesNothing):  # today: tails first
            return " ".join(["Flip a coin.", _branch("If tails", tails, w), _branch("If heads", heads, w)])
        if heads:
            parts.append(_branch("If heads", heads, w))
        if tails:
            if heads:
                parts[-1] = parts[-1].rstrip(".") + ";"
            parts.append(_branch("if tails" if heads else "If tails", tails, w))
        if note:
            parts.append(note)
        return " ".join(parts)


    def _heads_words(self, w: Words) -> str:
        """Heads' words; "more damage" and then another effect read as one sentence: "this attack does
        10 damage plus 30 more damage and <the effect>" (Gym and Neo)."""
        heads = self.heads
        if heads is None:
            return ""
        if isinstance(heads, Seq) and len(heads.nodes) == 2 and isinstance(heads.nodes[0], MoreDamage) \
                and w.trait("more_damage_and") and w.damage:  # XY too: "... 30 more damage and heal ..."
            first, second = heads.nodes[0].words(w).rstrip("."), heads.nodes[1].words(w)
            if getattr(heads.nodes[1], "to_name", False) or getattr(heads.nodes[1], "target", None) is not None \
                    and second.startswith("Does "):  # "... and does 20 damage to Typhlosion / to each ..."
                return f"{first} and does {second[5:]}"
            return f"{first} and {lower_first(second, w)}"
        if isinstance(heads, Seq) and len(heads.nodes) == 2 and w.trait("condition_and_damage"):
            first, second = heads.nodes[0].words(w), heads.nodes[1].words(w)
            if first.endswith(("Paralyzed.", "Confused.", "Asleep.", "Poisoned.")) and second.startswith("Does "):
                return f"{first[:-1]} and this attack does {second[5:]}"  # Gigaspark: "... Paralyzed and this attack"
        return heads.words(w)

    def _split_words(self, w: Words) -> str:
        """"Flip a coin. If heads, .... If tails, ...." (or, for a second coin, "Flip another coin.
        If the second coin is heads, .... If the second coin is tails, ....")."""
        parts = ["Flip another coin." if self.second else "Flip a coin."]
        texts = [(side, branch.words(w)) for side, branch in (("heads", self.heads), ("tails", self.tails))
                 if branch is not None]
        if self.heads is not None:
            texts[0] = ("heads", self._heads_words(w))
        if self.tails is None and _adds_damage(self.heads) and w.damage and w.trait("tails_printed_damage"):
            texts.append(("tails", f"This attack does {w.damage} damage."))
        note = texts[0][1][texts[0][1].rfind("("):] if texts and texts[0][1].endswith(")") else ""
        if len(texts) == 2 and note and texts[1][1].endswith(note):  # a reminder both branches end with: once
            texts = [(side, text[:-len(note)].rstrip()) for side, text in texts]
        else:
            note = ""
        for side, text in texts:
            parts.append(_branch(f"If the second coin is {side}" if self.second else f"If {side}", text, w))
        return " ".join(parts + ([note] if note else []))


def _adds_damage(node: Node | None) -> bool:
    """Heads adds damage (alone, or first in a sequence): tails leaves the printed damage."""
    return isinstance(node, MoreDamage) or (isinstance(node, Seq) and bool(node.nodes)
                                             and isinstance(node.nodes[0], MoreDamage))


def _branch(start: str, text: str, w: Words) -> str:
    """"If heads, the Defending Pokémon is now Paralyzed."; "If heads and if your opponent has..."."""
    if text.startswith("If "):
        return f"{start} and if {text[3:]}"
    return f"{start}, {lower_first(text, w)}"


@node("may")
@dataclass(frozen=True, slots=True)
class May(Node):
    """"You may ...": the player chooses whether to do ``then``."""

    then: Node
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and m.choose(1, None, m.scope.player, OPTION, ("yes", "no"), f"{m.scope.source}: do it?", "may",
                                auto_single=False):
            return 1
        if pc <= 1 and m.answer == "yes":
            return enter(m, self.then, 2)
        return m.done()

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def words(self, w: Words) -> str:
        then = self.then
        if isinstance(then, Seq) and len(then.nodes) == 2 and isinstance(then.nodes[0], MoreDamage) \
                and isinstance(then.nodes[0].amount, Const) and w.trait("may_do_more_first"):  # "You may do 30 more
            rest = lower_first(then.nodes[1].words(w), w)  # damage. If you do, this Pokémon also does 30 damage to
            # itself."
            return f"You may do {then.nodes[0].amount.n} more damage. If you do, {rest}"
        if isinstance(then, Seq) and len(then.nodes) == 2 and isinstance(then.nodes[1], MoreDamage) \
                and isinstance(then.nodes[1].amount, Const):  # "You may discard ... to have this attack do ..."
            paid = lower_first(then.nodes[0].words(w), w).rstrip(".")
            return f"You may {paid} to have this attack do {then.nodes[1].amount.n} more damage."
        return f"You may {lower_first(then.words(w), w)}"


@node("does_nothing")
@dataclass(frozen=True, slots=True)
class DoesNothing(Node):
    """This attack does nothing (not even damage)."""

    remind: bool = False  # the printed reminder "(not even damage)"
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        m.scope.nothing = True
        return m.done()

    def words(self, w: Words) -> str:
        return capital("this attack does nothing" + (" (not even damage)." if self.remind else "."))


def _wizards(w: Words) -> bool:
    """Whether the card is of the Wizards of the Coast sets to Neo (1999-2002), which say what tails
    leaves ("; if tails, this attack does 10 damage."); e-card and later sets don't."""
    return w.card is None or w.card.set_id.startswith(("base", "gym", "neo"))


kernel.provide("seq", Seq)
