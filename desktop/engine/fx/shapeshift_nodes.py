"""Brock's Ninetales's Shapeshift: an Evolution card attached to it from the hand makes it be treated
as that Pokémon. The rules layer's "treat it as another card" point (``layer.TRANSFORM``), which
Ditto's Transform answers too, asks this Power's rule (``card_in_play.transformed``); the Evolution
card is attached to it as a card a Power holds (``Slot.held``: no Pokémon Tool), so it leaves play with
the other attached cards."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from desktop.engine import card_in_play, layer
from desktop.engine.fx.card_nodes import FILTERS
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mod_base import Mod
from desktop.engine.fx.node import Node, node
from desktop.engine.prompts import CARD, OPTION
from desktop.engine.state import Effect

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot

ATTACHED_TODAY = "shapeshift_attached"  # an Effect kind: an Evolution card was attached to it this turn
ATTACH, DISCARD = "attach", "discard"
_is_evolution = FILTERS["evolution_card"][1]


def discard_evolutions(game: Game, pos: int, slot: Slot, last_only: bool = False) -> None:
    """Discard the Evolution cards attached to this Pokémon (``last_only``: the one it is treated as)."""
    evolutions = slot.held
    gone = evolutions[-1:] if last_only else evolutions
    slot.held = evolutions[:-1] if last_only else ()
    for uid in gone:
        game.discard_card(uid, "attached", pos)


_BUILT: dict[tuple[int, int], tuple[CardDef, CardDef, CardDef]] = {}  # by the two cards' identities


def _treated_as(evolution: CardDef, own: CardDef) -> CardDef:
    """The Evolution card's facts (name, HP, type, Weakness, Resistance, Retreat Cost, attacks) with
    this Pokémon's own Powers instead of that Pokémon's (built once per pair: ``card_of`` is hot)."""
    key = (id(evolution), id(own))
    known = _BUILT.get(key)
    if known is None or known[0] is not evolution or known[1] is not own:
        known = (evolution, own, replace(evolution, powers=own.powers, statics=own.statics))
        _BUILT[key] = known
    return known[2]


@node("shapeshift_form")
@dataclass(frozen=True, slots=True)
class ShapeshiftForm(Mod):
    """Static (Shapeshift): while an Evolution card is attached and the Power works, this Pokémon is
    treated as that Pokémon (the last one attached), without that Pokémon's Power; it can't devolve;
    becoming Asleep, Confused or Paralyzed discards every Evolution card attached to it."""

    point = layer.TRANSFORM
    label = "shapeshift"
    holds_stage = True

    def treated_as(self, game: Game, slot: Slot, own: CardDef) -> CardDef | None:
        return _treated_as(game.cards[slot.held[-1]], own) if slot.held else None

    def seen_as(self, game: Game, slot: Slot, own: CardDef) -> CardDef | None:
        if card_in_play.transformed(game, slot) is None:
            return own
        return game.cards[slot.held[-1]]  # Ditto copies the Pokémon it is treated as

    def on_condition(self, game: Game, player: int, pos: int, slot: Slot) -> None:
        if slot.held:
            game.emit("power", player, card=slot.top, pos=pos, detail="Shapeshift")
            discard_evolutions(game, pos, slot)


@node("shapeshift")
@dataclass(frozen=True, slots=True)
class Shapeshift(Node):
    """Once during your turn, attach an Evolution card from your hand to this Pokémon; during your turn,
    discard the Evolution card attached to it (Shapeshift; ``ShapeshiftForm`` is what the card does)."""

    prompts = True

    @staticmethod
    def _choices(game: Game, player: int, slot: Slot) -> tuple[str, ...]:
        attach = not slot.has_effect(ATTACHED_TODAY) and any(
            _is_evolution(game.cards[u]) for u in game.players[player].hand)
        return tuple(c for c, ok in ((ATTACH, attach), (DISCARD, bool(slot.held))) if ok)

    def usable(self, game: Game, player: int, source: Any) -> bool:
        slot = game.players[player].slot(source) if isinstance(source, int) else None
        return slot is not None and bool(self._choices(game, player, slot))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, pos = m.game, m.scope.player, m.scope.source_pos
        slot = m.me.at(pos)
        if pc == 0:
            if m.choose(1, None, pl, OPTION, self._choices(game, pl, slot),
                        "Shapeshift: attach an Evolution card, or discard the one attached?", "choose_effect"):
                return WAIT
            pc = 1
        if pc == 1:
            if m.answer == DISCARD:
                discard_evolutions(game, pos, slot, last_only=True)
                return m.done()
            hand = [u for u in m.me.hand if _is_evolution(game.cards[u])]
            if m.choose(2, None, pl, CARD, hand, f"Attach which Evolution card to {game.cards[slot.top].name}?",
                        "shapeshift_card", zone="hand"):
                return WAIT
        uid = m.answer
        m.me.hand.remove(uid)
        slot.held = (*slot.held, uid)
        slot.add_effect(Effect(ATTACHED_TODAY, game.turn, None, True))
        game.emit("attach", pl, card=uid, src="hand", dst="held", pos=pos)
        return m.done()

    def words(self, w: Words) -> str:
        n = w.name
        return (f"Once during your turn (before your attack), you may attach an Evolution card from your hand to {n}. "
                f"(This doesn't count as evolving {n}.) Treat {n} as if it were that Pokémon instead. It can't evolve, "
                f"devolve, or use the Pokémon Power of that Pokémon. During your turn, you may discard the Evolution "
                f"card attached to {n}. This power can't be used if {n} is Asleep, Confused, or Paralyzed. If {n} "
                "becomes Asleep, Confused, or Paralyzed, discard all Evolution cards attached to it.")
