"""Lt. Surge's Secret Plan: put a card from the hand face down onto the Bench. What a face-down card
is and when it is flipped are the rules of ``desktop/engine/face_down.py``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import face_down, layer, play_rules
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Node, node
from desktop.engine.prompts import CARD
from desktop.engine.state import FOREVER, Effect, Slot

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("face_down_bench")
@dataclass(frozen=True, slots=True)
class FaceDownBench(Node):
    """Put 1 card from your hand face down onto your Bench, a Basic Pokémon until it is flipped
    (not while the Bench is full)."""

    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        p = game.players[player]
        return len(p.bench) < game.rules.bench_size and any(u != source for u in p.hand)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            hand = [u for u in me.hand if u != m.scope.source_uid]
            if m.choose(1, None, pl, CARD, hand, "Put which card face down onto your Bench?", "secret_plan_card",
                        zone="hand"):
                return WAIT
        uid = m.answer
        if uid is None or len(me.bench) >= game.rules.bench_size:
            return m.done()
        me.hand.remove(uid)
        slot = Slot(uid, game.turn)
        slot.add_effect(Effect(layer.FACE_DOWN, FOREVER, None, True))
        me.bench.append(slot)
        face_down.sync(game)
        game.emit("move", pl, card=uid, src="hand", dst="face_down", pos=len(me.bench))
        play_rules.on_benched(game, pl, len(me.bench), slot)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Put 1 card from your hand face down onto your Bench. (You can't play this card if your Bench is "
                "full.) Treat that card as a Basic Pokémon as long as it's face down. Flip the card if either player "
                "needs to know what it is in order to use an attack, a Pokémon Power, or a Trainer card. Flip the card "
                "if it ever uses an attack or Pokémon Power, evolves, retreats, is damaged by an attack, or is "
                "otherwise affected by an attack. At any time during your turn, you may flip the card over. When you "
                "flip that card over, if it isn't a Basic Pokémon, discard it and all cards attached to it.")
