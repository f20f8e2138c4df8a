"""Technical Machines: Pokémon Tools that give the Pokémon they are attached to an attack, and are
discarded at the end of the turn (Technical Machine: Evolution, Devolution...).

The Tool's modifier (``ToolAttack``) marks the game (``layer.TOOL_ATTACK``); ``card_of`` then
shows a Pokémon with such a Tool as its card plus the Tool's attacks (``card_in_play.with_tool_attacks``),
so legality, the attack itself, the AI and the table see one list of attacks. The attacks' own
effects are nodes like any other: ``evolve_benched_from_deck`` (and ``devolve_each_opponent``, in
``devolve_nodes``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from desktop.engine import layer
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Node, node
from desktop.engine.legality import evolvable
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("tool_attack")
@dataclass(frozen=True, slots=True)
class ToolAttack(Mod):
    """The Pokémon this Tool is attached to can use the attack printed on the Tool; the Tool is
    discarded at the end of its owner's turn (``attach_tool`` with ``until`` "this_turn")."""

    named: str = ""  # only a Pokémon of this name can use it, and the Tool stays (Core Memory: Mega Zygarde ex)
    point = layer.TOOL_ATTACK
    label = "tool_attack"
    states_duration: ClassVar[bool] = True  # the rule says when the Tool goes, in its own words

    def gives_to(self, card_name: str) -> bool:
        return not self.named or self.named == card_name

    def words(self, w: Words) -> str:
        who = f"The {self.named}" if self.named else "The Pokémon"
        text = (f"{who} this card is attached to can use the attack on this card. (You still need the necessary "
                "Energy to use this attack.)")
        return text if self.named else text + (" If this card is attached to 1 of your Pokémon, discard it at the end "
                                               "of your turn.")


def _evolutions(game: Game, player: int, top_name: str) -> list[int]:
    """One deck card of each kind that evolves from a Pokémon named ``top_name``."""
    seen: dict[str, int] = {}
    for uid in game.players[player].deck:
        card = game.cards[uid]
        if card.kind == "pokemon" and card.evolves_from == top_name and not layer.enters_only_by_effect(card):
            seen.setdefault(card.id, uid)
    return sorted(seen.values(), key=lambda u: game.cards[u].name)


@node("evolve_benched_from_deck")
@dataclass(frozen=True, slots=True)
class EvolveBenchedFromDeck(Node):
    """Choose up to ``count`` of your Benched Pokémon; for each, search your deck for a card that
    evolves from it and put it onto it to evolve it; then shuffle your deck (Technical Machine:
    Evolution). One Pokémon, then its Evolution card, at a time."""

    count: int = 2
    prompts = True

    def _benched(self, game: Game, player: int, done: tuple[int, ...]) -> list[int]:
        me = game.players[player]
        return [pos for pos, slot in me.in_play() if pos > 0 and pos not in done
                and evolvable(game.cards[slot.top]) and _evolutions(game, player, game.cards[slot.top].name)]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        done, chosen = local if local is not None else ((), 0)
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
        elif pc == 1:  # a Benched Pokémon (None: stop)
            if m.answer is None:
                return self._finish(m)
            chosen = m.answer
        elif pc == 2:  # its Evolution card
            slot = me.slot(chosen)
            if m.answer is not None and slot is not None:
                me.deck.remove(m.answer)
                game.evolve(pl, chosen, slot, m.answer, src="deck")
            done, chosen = done + (chosen,), 0
        if not chosen:
            options = self._benched(game, pl, done)
            if len(done) >= self.count or not options:
                return self._finish(m)
            if m.choose(1, (done, 0), pl, POKEMON, options, f"Evolve which Benched Pokémon ({len(done) + 1} of up "
                        f"to {self.count})?", "evolve_target", optional=True, auto_single=False):
                return WAIT
            return self._finish(m)  # pragma: no cover - an optional question is always asked
        evolutions = _evolutions(game, pl, game.cards[me.at(chosen).top].name)
        if m.choose(2, (done, chosen), pl, CARD, evolutions, "Evolve it into which card?", "deck_to_evolve",
                    zone="deck"):
            return WAIT
        return self.step(m, 2, (done, chosen))

    @staticmethod
    def _finish(m: Machine) -> int:
        m.game.shuffle_deck(m.scope.player)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Choose up to {self.count} of your Benched Pokémon. For each of those Pokémon, search your deck for a "
                "card that evolves from that Pokémon and put it onto that Pokémon to evolve it. Then, shuffle your "
                "deck.")
