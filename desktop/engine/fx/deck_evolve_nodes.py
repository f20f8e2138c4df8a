"""Evolving from the deck by a Trainer's effect: Salvatore (a card without Abilities, even onto a
Pokémon put into play this turn) and Grand Tree (a Stage 1, then maybe a Stage 2 onto it)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Node, node
from desktop.engine.legality import evolvable
from desktop.engine.prompts import CARD, OPTION, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


def _from_deck(game: Game, player: int, name: str, stage: str = "", no_abilities: bool = False) -> list[int]:
    """One deck card of each kind that evolves from a Pokémon named ``name`` (of ``stage``)."""
    seen: dict[str, int] = {}
    for uid in game.players[player].deck:
        card = game.cards[uid]
        if card.kind == "pokemon" and card.evolves_from == name and (not stage or card.stage == stage) \
                and not layer.enters_only_by_effect(card) \
                and not (no_abilities and any(p.kind == "Ability" for p in card.powers)):
            seen.setdefault(card.id, uid)
    return list(seen.values())


@node("salvatore")
@dataclass(frozen=True, slots=True)
class Salvatore(Node):
    """Search your deck for a card that has no Abilities and evolves from 1 of your Pokémon, and put
    it onto that Pokémon to evolve it (even one put into play this turn); then shuffle."""

    prompts = True

    @staticmethod
    def _targets(game: Game, player: int) -> list[int]:
        return [pos for pos, slot in game.players[player].in_play() if evolvable(game.cards[slot.top])
                and _from_deck(game, player, game.cards[slot.top].name, no_abilities=True)]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return game.evolution_allowed_now(player) and bool(self._targets(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, pl = m.game, m.me, m.scope.player
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
            if m.choose(1, None, pl, POKEMON, self._targets(game, pl), "Evolve which Pokémon?", "evolve_target"):
                return WAIT
            pc = 1
        if pc == 1:
            local = m.answer
            slot = me.slot(local) if local is not None else None
            if slot is None:
                game.shuffle_deck(pl)
                return m.done()
            options = _from_deck(game, pl, game.cards[slot.top].name, no_abilities=True)
            if m.choose(2, local, pl, CARD, options, "Evolve it into which card?", "deck_to_evolve", zone="deck"):
                return WAIT
        slot = me.slot(local)
        if slot is not None and m.answer in me.deck:
            me.deck.remove(m.answer)
            game.evolve(pl, local, slot, m.answer, src="deck")
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Search your deck for a card that has no Abilities and evolves from 1 of your Pokémon, and put it onto "
                "that Pokémon to evolve it. Then, shuffle your deck. You can use this card on a Pokémon you put down "
                "when you were setting up to play or on a Pokémon that was put into play this turn.")


@node("grand_tree")
@dataclass(frozen=True, slots=True)
class GrandTree(Node):
    """(A Stadium's rule for the player whose turn it is.) Search the deck for a Stage 1 Pokémon that
    evolves from 1 of their Basic Pokémon and evolve it; if so, they may search for a Stage 2 that
    evolves from that Pokémon and evolve it too; then they shuffle their deck. Not during their first
    turn, nor onto a Basic Pokémon put into play this turn."""

    prompts = True

    @staticmethod
    def _targets(game: Game, player: int) -> list[int]:
        return [pos for pos, slot in game.players[player].in_play() if game.cards[slot.top].stage == "Basic"
                and slot.entered < game.turn and _from_deck(game, player, game.cards[slot.top].name, "Stage 1")]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return game.evolution_allowed_now(player) and bool(self._targets(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, pl = m.game, m.me, m.scope.player
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
            if m.choose(1, None, pl, POKEMON, self._targets(game, pl), "Evolve which Basic Pokémon?",
                        "evolve_target"):
                return WAIT
            pc = 1
        if pc == 1:
            local = m.answer
            slot = me.at(local)
            options = _from_deck(game, pl, game.cards[slot.top].name, "Stage 1")
            if m.choose(2, local, pl, CARD, options, "Evolve it into which Stage 1?", "deck_to_evolve", zone="deck"):
                return WAIT
            pc = 2
        if pc == 2:
            slot = me.at(local)
            me.deck.remove(m.answer)
            game.evolve(pl, local, slot, m.answer, src="deck")
            options = _from_deck(game, pl, game.cards[slot.top].name, "Stage 2")
            if not options:
                game.shuffle_deck(pl)
                return m.done()
            if m.choose(3, local, pl, OPTION, ["yes", "no"], "Evolve it again into a Stage 2?", "may"):
                return WAIT
            pc = 3
        if pc == 3:
            if m.answer != "yes":
                game.shuffle_deck(pl)
                return m.done()
            slot = me.at(local)
            options = _from_deck(game, pl, game.cards[slot.top].name, "Stage 2")
            if m.choose(4, local, pl, CARD, options, "Evolve it into which Stage 2?", "deck_to_evolve", zone="deck"):
                return WAIT
        slot = me.at(local)
        if m.answer in me.deck:
            me.deck.remove(m.answer)
            game.evolve(pl, local, slot, m.answer, src="deck")
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return ("search their deck for a Stage 1 Pokémon that evolves from 1 of their Basic Pokémon and put it onto "
                "that Pokémon to evolve it. If that Pokémon was evolved in this way, that player may search their deck "
                "for a Stage 2 Pokémon that evolves from that Pokémon and put it onto that Pokémon to evolve it. Then, "
                "that player shuffles their deck. (Players can't evolve a Basic Pokémon during their first turn or a "
                "Basic Pokémon that was put into play this turn.)")
