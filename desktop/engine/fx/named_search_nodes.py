"""Searches today's cards word by a card's name or its owner's name: "an Ethan's Adventure card",
"a Cynthia's Pokémon", "up to 3 Basic Team Rocket's Pokémon", each revealed and put into the hand.

Also any number of Pokémon of some names searched, shown and put into the hand (Jellyfish Pod)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.card_nodes import FILTERS, MoveCards, article
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Node, node
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("search_named")
@dataclass(frozen=True, slots=True)
class SearchNamed(MoveCards):
    """Search your deck for (up to ``count``) cards ``named`` or Pokémon whose name has
    ``name_has`` (``filter`` "basic": Basic ones), reveal them and put them into your hand; shuffle."""

    source: str = "deck"
    to: str = "hand"
    reveal: bool = True
    sort: bool = True
    shuffle: bool = True
    subtype: str = ""  # only Pokémon of this class ("a Tera Pokémon")
    that_player: bool = False  # words for a Stadium's search: "search their deck ... Then, that player shuffles ..."

    def _options(self, game: Game, player: int, exclude: int = -1) -> list[int]:
        found = MoveCards._options(self, game, player, exclude)
        return [u for u in found if self.subtype in game.cards[u].subtypes] if self.subtype else found

    def words(self, w: Words) -> str:
        if self.subtype:
            return (f"Search your deck for a {self.subtype} Pokémon, reveal it, and put it into your hand. Then, "
                    "shuffle your deck.")
        if self.named:
            what = f"{self.named} card"
        elif not self.name_has:  # by kind only (Town Store: "a Pokémon Tool card")
            what = FILTERS[self.filter][0]
        else:
            what = f"{'Basic ' if self.filter == 'basic' else ''}{self.name_has} Pokémon"
        many = self.count > 1
        what = f"up to {self.count} {what}{'s' if self.named else ''}" if many else f"{article(what)} {what}"
        them = "them" if many else "it"
        if self.that_player:  # Spikemuth Gym
            return (f"search their deck for {what}, reveal {them}, and put {them} into their hand. Then, that player "
                    "shuffles their deck.")
        return f"Search your deck for {what}, reveal {them}, and put {them} into your hand. Then, shuffle your deck."


@node("stadium_discard_to_hand")
@dataclass(frozen=True, slots=True)
class StadiumDiscardToHand(MoveCards):
    """A Stadium's: the player using it puts up to ``count`` Basic ``type`` Energy cards from their
    discard pile into their hand (Levincia)."""

    source: str = "discard"
    to: str = "hand"
    filter: str = "basic_energy"
    up_to: bool = True

    def words(self, w: Words) -> str:
        return f"put up to {self.count} Basic {self.type} Energy cards from their discard pile into their hand."


@node("named_from_discard")
@dataclass(frozen=True, slots=True)
class NamedFromDiscard(MoveCards):
    """Put up to ``count`` cards ``named`` from your discard pile into your hand (Greedy Order)."""

    source: str = "discard"
    to: str = "hand"
    up_to: bool = True

    def words(self, w: Words) -> str:
        return f"Put up to {self.count} {self.named} cards from your discard pile into your hand."


def _names(names: tuple[str, ...], last: str) -> str:
    return ", ".join(names[:-1]) + f", {last} " + names[-1]


@node("search_named_any_number")
@dataclass(frozen=True, slots=True)
class SearchNamedAnyNumber(Node):
    """Search your deck for any number of Pokémon with one of ``names``, show them and put them into
    your hand; shuffle your deck (Jellyfish Pod)."""

    names: tuple[str, ...]
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
        elif m.answer is None:
            game.shuffle_deck(pl)
            return m.done()
        else:
            me.deck.remove(m.answer)
            me.hand.append(m.answer)
            game.emit("reveal", pl, card=m.answer, detail="deck")
            game.move_card(pl, m.answer, "deck", "hand")
        options = [u for u in me.deck if game.cards[u].kind == "pokemon" and game.cards[u].name in self.names]
        if options and m.choose(1, None, pl, CARD, options, "Take a card into your hand (or stop).", "deck_to_hand",
                                zone="deck", optional=True, auto_single=False):
            return WAIT
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Search your deck for any number of Pokémon named {_names(self.names, 'and/or')}. Show those cards "
                "to your opponent, then put them into your hand. Shuffle your deck afterward.")
