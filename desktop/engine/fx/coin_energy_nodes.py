"""Coins that decide how much Energy is attached, as today's cards print them: for each heads,
search for up to 2 Basic Energy (Kaleidowaltz); attach up to the number of heads from the discard
pile to your Benched Pokémon (Energizing Sketch); on 2 heads, search for a Basic Energy card and
attach it (Energy Coin). The attaching is done by ``search_attach`` and ``attach_energy``.

Also for each heads, an Energy of a type from the discard pile into the hand (Call Will-o'-the-wisp).

And a coin for each Pokémon in play, a basic Energy searched for each heads (Squaredance)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.attach_nodes import SearchAttach
from desktop.engine.fx.discard_pile_guard_nodes import reachable
from desktop.engine.fx.energy_attach_nodes import AttachEnergy
from desktop.engine.fx.hand_attach_nodes import _of_type
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.words import coins
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words


def _heads(m: Machine, count: int) -> int:
    return sum(m.game.coin(m.scope.source, m.scope.player) for _ in range(count))


@node("search_attach_per_heads")
@dataclass(frozen=True, slots=True)
class SearchAttachPerHeads(Node):
    """Flip ``coins`` coins; for each heads, search your deck for up to ``per`` Basic Energy cards and
    attach them to your Pokémon in any way you like; then shuffle your deck."""

    coins: int = 3
    per: int = 2
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            heads = _heads(m, self.coins)
            if heads:
                return m.call(SearchAttach(count=self.per * heads), 1)
            m.game.shuffle_deck(m.scope.player)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"{coins(self.coins)} For each heads, search your deck for up to {self.per} Basic Energy cards and "
                "attach them to your Pokémon in any way you like. Then, shuffle your deck.")


@node("attach_discard_per_heads")
@dataclass(frozen=True, slots=True)
class AttachDiscardPerHeads(Node):
    """Flip ``coins`` coins; attach an amount of Basic Energy up to the number of heads from your
    discard pile to your Benched Pokémon in any way you like."""

    coins: int = 3
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0:
            heads = _heads(m, self.coins)
            if heads:
                return m.call(AttachEnergy(count=heads, up_to=True, to="bench"), 1)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"{coins(self.coins)} Attach an amount of Basic Energy up to the number of heads from your discard "
                "pile to your Benched Pokémon in any way you like.")


@node("both_heads_search_attach")
@dataclass(frozen=True, slots=True)
class BothHeadsSearchAttach(Node):
    """Flip 2 coins; if both are heads, search your deck for a Basic Energy card and attach it to 1 of
    your Pokémon, then shuffle your deck (Energy Coin)."""

    prompts = True

    def usable(self, game: Any, player: int, source: Any) -> bool:
        return bool(game.players[player].deck)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and _heads(m, 2) == 2:
            return m.call(SearchAttach(count=1), 1)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Flip 2 coins. If both of them are heads, search your deck for a Basic Energy card and attach it to 1 "
                "of your Pokémon. Then, shuffle your deck.")


@node("per_heads_from_discard")
@dataclass(frozen=True, slots=True)
class PerHeadsFromDiscard(Atomic):
    """Flip ``coins`` coins; for each heads, put a ``type`` Energy card from your discard pile into
    your hand, if you have one (Call Will-o'-the-wisp)."""

    coins: int
    type: str

    def act(self, m: Machine) -> None:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        heads = sum(game.coin(m.scope.source, pl) for _ in range(self.coins))
        for _ in range(heads):
            found = _of_type(game, reachable(game, pl), self.type)  # (Allergic Pollen: none)
            if not found:
                break
            me.discard.remove(found[0])
            me.hand.append(found[0])
            game.move_card(pl, found[0], "discard", "hand")

    def words(self, w: Words) -> str:
        return (f"Flip {self.coins} coins. For each heads, if you have a {self.type} Energy card in your discard pile, "
                "put it into your hand.")


@node("energy_per_heads_of_pokemon")
@dataclass(frozen=True, slots=True)
class EnergyPerHeadsOfPokemon(Node):
    """Flip a coin for each Pokémon in play (both players'); for each heads, you may search your deck
    for a basic Energy card, show it, and put it into your hand; then shuffle (Squaredance)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        if pc == 0:
            total = len(me.in_play()) + len(m.them.in_play())
            local = sum(game.coin(m.scope.source, pl) for _ in range(total))
            game.emit("reveal", pl, detail="deck")
        elif m.answer is None:  # stopped
            local = 0
        else:
            me.deck.remove(m.answer)
            me.hand.append(m.answer)
            game.move_card(pl, m.answer, "deck", "hand")
            local -= 1
        seen: dict[str, int] = {}
        for uid in me.deck:
            if game.cards[uid].is_basic_energy:
                seen.setdefault(game.cards[uid].id, uid)
        if local > 0 and seen and m.choose(1, local, pl, CARD, sorted(seen.values(), key=lambda u: game.cards[u].name),
                                           "You may take a basic Energy card.", "deck_to_hand", zone="deck",
                                           optional=True, auto_single=False):
            return 1
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Flip a number of coins equal to the total number of Pokémon in play. For each heads, you may search "
                "your deck for a basic Energy card, show it to your opponent, and put it into your hand. Shuffle your "
                "deck afterward.")
