"""Flipping an attack's coins again: one mechanism for Trick Coin (XY Phantom Forces) and Sabrina's ESP
(Gym Heroes), asked by the effect machine itself.

A card's rule is the modifier ``reflip_coins`` on a Tool attached to the attacking Pokémon (point
``machine.REFLIP_COINS``). In a game with such a card, ``Machine.run`` calls ``offer_reflip`` before each
step of a running effect. When the step is one of an attack's own text (a node run by ``AttackSteps``
before or after damage: not the Confusion, Baby or Sand-attack coins, not a Stadium's coin on attacking,
not the Defending Pokémon's "when damaged" Powers), the attacker has a working re-flip Tool and its
player has flipped no coins again this turn, the step is first run on a copy of the game (a probe, as
for search: the copy is thrown away). If it flipped any of that player's coins, the game asks
"flip them again?" (purpose ``reflip_coins``; the prompt's ``info`` holds the results, 1 for heads)
before the real step runs:

* no: the real step runs with the generator as it was, so it flips exactly the results shown and does
  what they say (declining keeps the results);
* yes: the results shown are logged as ignored coins, the generator moves on past them, a lasting mark
  says the player used a re-flip this turn, and the real step runs: new coins from the seeded generator,
  and nothing of the ignored ones happens.

The machine stops at that prompt like at any other, so a game waiting there clones and saves as usual.

Our reading of the cards, where an attack flips coins in more than one step ("Flip a coin. If heads,
flip another coin", a coin before damage and one after): every coin step of the attack offers the
re-flip until it is used, and a re-flip flips again all the coins of that step ("Flip 3 coins", or
"Flip a coin until you get tails" begun again) and only those; the steps before it stand. Trick Coin's
"once during your turn" is one mark per player and turn shared by every re-flip effect, as its reminder
says; Sabrina's ESP "lets you re-flip those coins once", and goes at the end of the turn anyway.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer
from desktop.engine.fx.machine import REFLIP_COINS, WAIT
from desktop.engine.fx.manual_step import ManualStep
from desktop.engine.fx.mod_base import Mod
from desktop.engine.fx.node import Node, node
from desktop.engine.fx.procedures import AttackProcedure, AttackSteps
from desktop.engine.prompts import OPTION, Prompt
from desktop.engine.rng import _MASK

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot

REFLIPPED = "reflipped_this_turn"  # a lasting player mark: that player flipped an attack's coins again this turn
_SKIP = "reflip_asked"  # a scope value: the next step was just offered; run it as it is


@node("reflip_coins")
@dataclass(frozen=True, slots=True)
class ReflipCoins(Mod):
    """A Tool's rule: after you flip any coins for an attack of the Pokémon this card is attached to,
    you may ignore them and flip those coins again, once during your turn (``offer_reflip``)."""

    point = REFLIP_COINS
    label = "reflip_coins"

    def words(self, w: Words) -> str:
        return w.phrase("reflip_coins", name=w.card.name if w.card else "this card")  # Sabrina's ESP


@dataclass(frozen=True, slots=True)
class Reflipped(Mod):
    """A lasting mark on a player for the rest of the turn: they flipped an attack's coins again."""

    point = REFLIPPED
    label = "reflipped"

    def words(self, w: Words) -> str:
        return "You have flipped an attack's coins again this turn."


def reflip_source(game: Game, player: int, attacker: Slot) -> int:
    """The card (uid) that would let ``player`` flip the coins of ``attacker``'s attack again now: a working
    re-flip Tool attached to it, unless a re-flip was used this turn; -1 if none."""
    if not attacker.tools or game.current != player:
        return -1
    if game.lasting and any(True for _ in layer.player_mods(game, player, REFLIPPED)):
        return -1
    return layer.tool_with_rule(game, attacker, REFLIP_COINS)


def _attack_text(stack: list) -> bool:
    """Whether the top frame is a step of an attack's own text: the nearest attack below it is running
    its effects before damage (pc 1) or after damage (pc 2), not its damage or the Defending Pokémon's
    triggers."""
    top = stack[-1][0]
    if isinstance(top, (AttackSteps, AttackProcedure, ManualStep, AskReflip)):
        return False
    for frame in reversed(stack):
        if isinstance(frame[0], AttackSteps):
            return frame[1] in (1, 2)
    return False


def _probe(m: Machine) -> tuple[tuple[int, ...], int]:
    """Run the next step on a copy of the game: the attacking player's coin results (1 for heads) and how
    far it moved the generator (SplitMix64 only adds to its state, so the difference is all a later
    "flip again" needs: the real state itself is never kept where a player's view could read it)."""
    copy = m.game.clone()  # its machine is a copy of this one (the game's running effect)
    probe = copy.machine
    assert probe is not None
    node_, pc, local = probe.stack[-1]
    node_.step(probe, pc, local)
    player = m.scope.player
    moved = (copy.rng.state - m.game.rng.state) & _MASK
    return tuple(e.amount for e in copy._events if e.kind == "coin" and e.player == player), moved


def offer_reflip(m: Machine, node_: Node, pc: int, local: Any) -> bool:
    """Called by ``Machine.run`` before each step in a game with a re-flip card. True if it put the
    question "flip those coins again?" on the stack (the step runs after the answer)."""
    scope = m.scope
    if scope.attack is None or not scope.phase:
        return False
    if scope.get(_SKIP):
        scope.put(_SKIP, False)
        return False
    attacker = m.attacker
    uid = reflip_source(m.game, scope.player, attacker) if attacker is not None else -1
    if uid < 0 or not _attack_text(m.stack):
        return False
    results, moved = _probe(m)
    if not results:
        return False
    m.stack.append((AskReflip(uid), 0, (results, moved, scope.answer)))
    return True


@dataclass(frozen=True, slots=True)
class AskReflip(Node):
    """Ask whether to flip again the coins the next step flips (its ``local``: the results, how far they
    move the generator, and the answer that step was resumed with, which it gets back)."""

    uid: int  # the card that lets the player flip again
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, player = m.game, m.scope.player
        results, moved, answer = local
        name = game.cards[self.uid].name
        if pc == 0:
            shown = ", ".join("heads" if r else "tails" for r in results)
            m.ask(Prompt(player, OPTION, ("yes", "no"), f"{name}: the coins came up {shown}. Flip them again?",
                         source=name, purpose="reflip_coins", source_uid=self.uid, info=results), 1, local)
            return WAIT
        again = m.answer == "yes"
        m.scope.answer = answer
        m.scope.put(_SKIP, True)
        if again:
            game.lasting = game.lasting + ((player, game.turn, Reflipped()),)
            for heads in results:
                game.emit("coin", player, amount=heads, detail=f"{m.scope.source} (ignored: flipped again)")
            game.emit("effect", player, card=self.uid, detail=f"{name}: the coins are flipped again")
            game.rng.state = (game.rng.state + moved) & _MASK  # past the ignored coins
        return m.done()

    def words(self, w: Words) -> str:
        return ""
