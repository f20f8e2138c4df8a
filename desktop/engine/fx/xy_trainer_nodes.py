"""Trainers of the XY theme decks that earlier vocabulary did not reach: Evosoda (evolving from the
deck), Professor Birch's Observations, Blacksmith, Fiery Torch, Startling Megaphone, Battle Reporter,
and Scorched Earth, a Stadium each player may use."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("evolve_one_from_deck")
@dataclass(frozen=True, slots=True)
class EvolveOneFromDeck(Node):
    """Search your deck for a card that evolves from 1 of your Pokémon and put it onto that Pokémon
    (this counts as evolving it); shuffle the deck afterward. Not during your first turn, and not on a
    Pokémon put into play this turn (Evosoda): the rules for evolving from the hand. ``wally``: not
    onto a Pokémon-EX, and also during your first turn or onto a Pokémon put into play this turn."""

    wally: bool = False
    prompts = True

    def _ready(self, game: Game, player: int) -> list[int]:
        """Your Pokémon that may evolve now, by the rules for evolving from the hand (or Wally's)."""
        if self.wally:
            from desktop.engine.legality import evolvable

            if not layer.may_evolve(game, player):
                return []
            return [pos for pos, slot in game.players[player].in_play() if evolvable(game.cards[slot.top])
                    and "EX" not in game.card_of(slot).subtypes]
        if not game.evolution_allowed_now(player):
            return []
        return [pos for pos, slot in game.players[player].in_play() if _may_evolve(game, slot)]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._ready(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
            if m.choose(1, None, pl, POKEMON, self._ready(game, pl), "Evolve which Pokémon?", "evolve_target"):
                return WAIT
            pc = 1
        if pc == 1:
            pos = m.answer
            slot = me.slot(pos) if pos is not None else None
            if slot is None:
                return self._finish(m)
            top = game.cards[slot.top]
            found: dict[str, int] = {}
            for uid in me.deck:
                card = game.cards[uid]
                if card.kind == "pokemon" and card.evolves_from == top.name:
                    found.setdefault(card.id, uid)
            options = sorted(found.values(), key=lambda u: game.cards[u].name)
            if m.choose(2, pos, pl, CARD, options, "Evolve it into which card?", "deck_to_evolve", zone="deck"):
                return WAIT
            local = pos
        slot = me.slot(local)
        if m.answer is not None and slot is not None:
            me.deck.remove(m.answer)
            game.evolve(pl, local, slot, m.answer, src="deck")
        return self._finish(m)

    @staticmethod
    def _finish(m: Machine) -> int:
        m.game.shuffle_deck(m.scope.player)
        return m.done()

    def words(self, w: Words) -> str:
        if self.wally:
            return ("Search your deck for a card that evolves from 1 of your Pokémon (excluding Pokémon-EX) and put it "
                    "onto that Pokémon. (This counts as evolving that Pokémon.) Shuffle your deck afterward. You can "
                    "use this card during your first turn or on a Pokémon that was put into play this turn.")
        return ("Search your deck for a card that evolves from 1 of your Pokémon and put it onto that Pokémon. (This "
                "counts as evolving that Pokémon.) Shuffle your deck afterward. You can't use this card during your "
                "first turn or on a Pokémon that was put into play this turn.")


def _may_evolve(game: Game, slot: Slot) -> bool:
    from desktop.engine.legality import evolvable

    return evolvable(game.cards[slot.top]) and slot.entered < game.turn


@node("discard_energy_types_draw")
@dataclass(frozen=True, slots=True)
class DiscardEnergyTypesDraw(Node):
    """A Stadium's use: discard an Energy card of one of ``types`` from your hand; if you do, draw
    ``count`` cards (Scorched Earth). ``item``: an Item's words, the discard being what it costs
    (Fiery Torch)."""

    types: tuple[str, ...]
    count: int = 2
    item: bool = False
    prompts = True

    def _options(self, game: Game, player: int) -> list[int]:
        return [u for u in game.players[player].hand if game.cards[u].kind == "energy"
                and set(self.types) & set(game.cards[u].provides)]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._options(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        if pc == 0 and m.choose(1, None, pl, CARD, self._options(game, pl), "Discard which Energy card?",
                                "discard_energy", zone="hand"):
            return WAIT
        uid = m.answer
        if uid is not None and uid in game.players[pl].hand:
            game.discard_from_hand(uid)
            game.draw(pl, self.count)
        return m.done()

    def words(self, w: Words) -> str:
        energy = f"a {' or '.join(self.types)} Energy card"
        if self.item:
            return (f"Discard {energy} from your hand. (If you can't discard {energy}, you can't play this card.) "
                    f"Draw {self.count} cards.")
        return (f"Discard a {' or '.join(self.types)} Energy card from their hand. If that player does so, they draw "
                f"{self.count} cards.")


@node("attach_discard_energy_to_one")
@dataclass(frozen=True, slots=True)
class AttachDiscardEnergyToOne(Node):
    """Attach ``count`` ``type`` Energy cards from your discard pile to 1 of your ``type`` Pokémon (as
    many as there are, up to ``count``) (Blacksmith)."""

    type: str
    count: int = 2
    prompts = True

    def _energy(self, game: Game, player: int) -> list[int]:
        return [u for u in game.players[player].discard if game.cards[u].is_basic_energy
                and self.type in game.cards[u].provides]

    def _targets(self, game: Game, player: int) -> list[int]:
        return [pos for pos, slot in game.players[player].in_play() if self.type in game.types_of(slot)]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._energy(game, player)) and bool(self._targets(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        if pc == 0 and m.choose(1, None, pl, POKEMON, self._targets(game, pl), "Attach the Energy to which Pokémon?",
                                "attach_energy"):
            return WAIT
        slot = m.me.slot(m.answer) if m.answer is not None else None
        if slot is None:
            return m.done()
        for uid in self._energy(game, pl)[:self.count]:
            m.me.discard.remove(uid)
            slot.energy.append(uid)
            game.emit("attach", pl, card=uid, src="discard", dst="energy", pos=m.answer)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Attach {self.count} {self.type} Energy cards from your discard pile to 1 of your {self.type} "
                "Pokémon.")


@node("discard_all_their_tools")
@dataclass(frozen=True, slots=True)
class DiscardAllTheirTools(Atomic):
    """Discard all Pokémon Tool cards attached to each of your opponent's Pokémon (Startling Megaphone)."""

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return any(slot.tools for slot in game.players[1 - player].slots())

    def act(self, m: Machine) -> None:
        for pos, slot in m.them.in_play():
            for uid, _until in list(slot.tools):
                slot.tools.remove((uid, _until))
                m.game.discard_card(uid, "attached", pos)

    def words(self, w: Words) -> str:
        return "Discard all Pokémon Tool cards attached to each of your opponent's Pokémon."


@node("draw_to_match_hand")
@dataclass(frozen=True, slots=True)
class DrawToMatchHand(Atomic):
    """Draw cards until you have as many cards in your hand as your opponent (Battle Reporter)."""

    def usable(self, game: Game, player: int, source: Any) -> bool:
        me, them = game.players[player], game.players[1 - player]
        return bool(me.deck) and len(me.hand) - (1 if isinstance(source, int) else 0) < len(them.hand)

    def act(self, m: Machine) -> None:
        m.game.draw(m.scope.player, max(0, len(m.them.hand) - len(m.me.hand)))

    def words(self, w: Words) -> str:
        return "Draw cards until you have the same number of cards in your hand as your opponent."
