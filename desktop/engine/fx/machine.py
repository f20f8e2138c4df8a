"""The effect interpreter: walks a tree of nodes, pausing at prompts; its progress is data.

A running effect is a stack of frames ``(node, pc, local)``: the node being run, where it
is in its own steps (``pc``) and a small immutable value it keeps between steps (``local``).
Nodes are immutable and shared; frames are tuples; the ``Scope`` holds the effect's
registers (who acts, the attack's damage so far, the answer just given...). Copying a
running effect is copying that list and that scope, so ``Game.clone()`` in the middle of a
card effect is a copy, never a replay.

A node's ``step(m, pc, local)`` returns ``CONTINUE`` after it has told the machine what to
do next (``m.done()``, ``m.call(child, pc, local)``) or ``WAIT`` after ``m.ask(...)``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from desktop.engine import kernel
from desktop.engine.fx.pick_rules import PICK_POINTS, allowed_picks
from desktop.engine.prompts import Prompt

if TYPE_CHECKING:
    from desktop.engine.cards import AttackDef
    from desktop.engine.fx.node import Node
    from desktop.engine.game import Game
    from desktop.engine.state import Player, Slot

CONTINUE = 0
WAIT = 1
# A point of the rules layer: a card of this game lets a player flip an attack's coins again (Trick Coin,
# Sabrina's ESP). Only then does ``Machine.run`` offer it, before each step of an attack's own text
# (``fx/reflip_nodes.py``); other games pay one set lookup per run.
REFLIP_COINS = "reflip_coins"

Frame = tuple  # (node, pc, local)


class Scope:
    """The registers of one running effect (copied with the machine)."""

    __slots__ = (
        "player", "source", "source_uid", "source_pos", "target", "attack", "damage", "does_damage",
        "nothing", "copying", "attack_type", "protected", "dealt", "applied", "kept", "triggered",
        "deferred", "phase", "values", "answer", "defender_ready", "interrupt",
    )

    def __init__(self, player: int, source: str, source_uid: int = -1, source_pos: int = -1,
                 target: int | None = None) -> None:
        self.player = player
        self.source = source  # a name for prompts and the log
        self.source_uid = source_uid
        self.source_pos = source_pos
        self.target = target  # what a Trainer was played onto
        self.attack: AttackDef | None = None
        self.damage = 0
        self.does_damage = False
        self.nothing = False  # "this attack does nothing"
        self.copying = False  # an attack copied by another (its costs are not paid)
        self.attack_type = "Colorless"
        self.protected = False  # the Defending Pokémon is protected from all effects
        self.dealt = 0
        self.applied: tuple[str, ...] = ()
        self.kept = False  # the Trainer card stays in play (e.g. a Tool)
        self.triggered = False
        self.deferred: tuple[Node, ...] = ()  # after-damage effects met before damage
        self.phase = ""  # "" outside attacks; "before" / "after" damage during one
        self.values: tuple[tuple[str, Any], ...] = ()  # named results (heads, chosen...)
        self.answer: Any = None
        self.defender_ready = False
        self.interrupt: tuple[Node, ...] = ()  # nodes a rule runs as soon as the current step ends (Bench Guard)

    @property
    def opp(self) -> int:
        return 1 - self.player

    def copy(self) -> Scope:
        new = Scope.__new__(Scope)
        for name in Scope.__slots__:
            setattr(new, name, getattr(self, name))
        return new

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.values:
            if k == key:
                return v
        return default

    def put(self, key: str, value: Any) -> None:
        self.values = tuple((k, v) for k, v in self.values if k != key) + ((key, value),)


class Machine:
    """Runs one effect for a game. ``game.machine`` is None when no effect is running."""

    __slots__ = ("game", "stack", "scope", "after")

    def __init__(self, game: Game, root: Node, scope: Scope, after: tuple = ()) -> None:
        self.game = game
        self.stack: list[Frame] = [(root, 0, None)]
        self.scope = scope
        self.after = after  # game steps queued when the effect finishes

    def copy_for(self, game: Game) -> Machine:
        new = Machine.__new__(Machine)
        new.game = game
        new.stack = self.stack[:]
        new.scope = self.scope.copy()
        new.after = self.after
        return new

    # the game's view, for nodes ------------------------------------------------
    @property
    def me(self) -> Player:
        return self.game.players[self.scope.player]

    @property
    def them(self) -> Player:
        return self.game.players[1 - self.scope.player]

    @property
    def target(self) -> int:
        """The position a Trainer was played onto (its play action names one)."""
        target = self.scope.target
        if target is None:
            raise LookupError(f"{self.scope.source} was played with no target")
        return target

    @property
    def attacker(self) -> Slot | None:
        return self.game.players[self.scope.player].active

    @property
    def defender(self) -> Slot | None:
        return self.game.players[1 - self.scope.player].active

    @property
    def answer(self) -> Any:
        return self.scope.answer

    # control, called by nodes ---------------------------------------------------
    def done(self) -> int:
        self.stack.pop()
        return CONTINUE

    def call(self, child: Node, pc: int, local: Any = None) -> int:
        """Run ``child``, then come back to this node at step ``pc``."""
        node = self.stack[-1][0]
        self.stack[-1] = (node, pc, local)
        self.stack.append((child, 0, None))
        return CONTINUE

    def ask(self, prompt: Prompt, pc: int, local: Any = None) -> int:
        """Open ``prompt``; this node resumes at step ``pc`` with the answer in ``m.answer``."""
        node = self.stack[-1][0]
        self.stack[-1] = (node, pc, local)
        self.game.open_prompt(prompt)
        return WAIT

    def choose(self, pc: int, local: Any, player: int, kind: str, options, text: str, purpose: str, *,
               optional: bool = False, zone: str = "", auto_single: bool = True, picks: tuple = (1, 1)) -> bool:
        """Ask ``player`` to pick one of ``options`` unless there is nothing to decide: with no
        options the answer is None, with one (and not optional) it is that one. Returns True if
        a prompt was opened (the node must return ``WAIT``). A rule of the game may take options away
        from the running effect (``pick_rules``: Legendary Body, Allergic Pollen)."""
        options = tuple(options)
        if options and not PICK_POINTS.isdisjoint(self.game.static_points):
            options = allowed_picks(self.game, player, kind, zone, options)
        if not options:
            self.scope.answer = None
            return False
        if auto_single and len(options) == 1 and not optional:
            self.scope.answer = options[0]
            return False
        scope = self.scope
        self.ask(Prompt(player, kind, options, text, optional=optional, source=scope.source, zone=zone,
                        purpose=purpose, source_uid=scope.source_uid, minimum=picks[0], maximum=picks[1]),
                 pc, local)
        return True

    # running --------------------------------------------------------------------
    def run(self, answer: Any = None, resuming: bool = False) -> bool:
        """Run until a prompt opens (True) or the effect ends (False)."""
        if resuming:
            self.scope.answer = answer
        stack = self.stack
        game, scope = self.game, self.scope  # neither changes while it runs
        offer: Callable[[Machine, Node, int, Any], bool] | None = None
        if REFLIP_COINS in game.static_points:
            from desktop.engine.fx.reflip_nodes import offer_reflip

            offer = offer_reflip
        while stack:
            node, pc, local = stack[-1]
            if offer is not None and offer(self, node, pc, local):
                continue  # the step's coins are known: "flip them again?" comes first
            if node.step(self, pc, local) == WAIT:
                return True
            if scope.interrupt:  # a rule's question about what this step did (Bench Guard)
                stack.extend((child, 0, None) for child in reversed(scope.interrupt))
                scope.interrupt = ()
            if game.outcome is not None:
                stack.clear()
        return False


kernel.provide("machine", Machine)
kernel.provide("scope", Scope)
