"""Stadiums a player uses during their turn (the ``stadium`` action): the rule (``stadium_use``) and
what each Gym Stadium does for Pokémon with its Gym Leader's name in theirs.

Also the Neo Stadiums' gifts on a coin: a card drawn, a basic Energy back, or 2 counters healed (Lucky
Stadium, Energy Stadium, Healing Field).

And a Stadium's search for a Basic Pokémon of some types for the Bench (Brooklet Hill)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Node, node
from desktop.engine.fx.words import lower_first
from desktop.engine.fx.zone_choice import ZoneChoice, distinct, exactly
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game

LEADS = {
    "once": "Once during each player's turn (before attacking), that player may ",
    "as_often": "As often as each player like during their turn (before attacking), that player may ",
    "during": "During each player's turn, that player may choose to ",
    "once_today": "Once during each player's turn, that player may ",  # today's words
    "once_they": "Once during each player's turn, he or she may ",  # Healing Field
}


@node("stadium_use")
@dataclass(frozen=True, slots=True)
class StadiumUse(Mod):
    """A Stadium's rule that the player whose turn it is may use (the ``stadium`` action): ``effect``,
    once in their turn (``lead`` "once") or as often as they like."""

    effect: Node
    lead: str = "once"
    point = layer.STADIUM_USE
    label = "stadium_use"

    def __post_init__(self) -> None:
        if self.lead not in LEADS:
            raise ValueError(f"lead {self.lead!r} is not one of {', '.join(LEADS)}")

    def triggered(self) -> Node | None:
        return self.effect

    def once_a_turn(self) -> bool:
        return self.lead in ("once", "once_today", "once_they")

    def children(self) -> tuple[Node, ...]:
        return (self.effect,)

    def words(self, w: Words) -> str:
        return LEADS[self.lead] + lower_first(self.effect.words(w), w)


def _distinct(game: Game, uids: list[int]) -> list[int]:
    """One card of each kind (copies of a card are the same choice)."""
    seen: dict[str, int] = {}
    for uid in uids:
        seen.setdefault(game.cards[uid].id, uid)
    return list(seen.values())


def _named(game: Game, player: int, name_has: str, with_energy: bool = False) -> list[int]:
    return [pos for pos, slot in game.players[player].in_play()
            if name_has in game.card_of(slot).name and (slot.energy or not with_energy)]


@node("discard_energy_to_cure")
@dataclass(frozen=True, slots=True)
class DiscardEnergyToCure(Node):
    """Discard an Energy card attached to 1 of your Pokémon with ``name_has`` in its name; that
    Pokémon is no longer Asleep, Confused, Paralyzed or Poisoned (Celadon City Gym)."""

    name_has: str
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(_named(game, player, self.name_has, with_energy=True))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 0:
            if m.choose(1, None, pl, POKEMON, _named(game, pl, self.name_has, True), "Discard an Energy card from "
                        "which Pokémon?", "discard_energy"):
                return WAIT
            pc = 1
        if pc == 1:
            pos = m.answer
            if m.choose(2, pos, pl, CARD, _distinct(game, me.at(pos).energy), "Choose the Energy card to discard.",
                        "discard_energy",
                        zone="attached"):
                return WAIT
            local = pos
        slot = me.at(local)
        combat.discard_attached(game, slot, m.answer, local)
        game.clear_conditions(pl, local, slot)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"discard an Energy card attached to 1 of their Pokémon with {self.name_has} in its name. If that "
                "player does so, that Pokémon is no longer Asleep, Confused, Paralyzed, or Poisoned.")


@node("return_energy_to_hand")
@dataclass(frozen=True, slots=True)
class ReturnEnergyToHand(Node):
    """Return 1 basic Energy card attached to 1 of your Pokémon with ``name_has`` in its name to
    your hand (Saffron City Gym)."""

    name_has: str
    prompts = True

    def _with_basic(self, game: Game, player: int) -> list[int]:
        return [pos for pos in _named(game, player, self.name_has)
                if any(game.cards[u].is_basic_energy for u in game.players[player].at(pos).energy)]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._with_basic(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 0:
            if m.choose(1, None, pl, POKEMON, self._with_basic(game, pl), "Return an Energy card from which "
                        "Pokémon?", "discard_energy"):
                return WAIT
            pc = 1
        if pc == 1:
            pos = m.answer
            basics = _distinct(game, [u for u in me.at(pos).energy if game.cards[u].is_basic_energy])
            if m.choose(2, pos, pl, CARD, basics, "Choose the Energy card to return to your hand.", "discard_energy",
                        zone="attached"):
                return WAIT
            local = pos
        slot = me.at(local)
        slot.energy.remove(m.answer)
        me.hand.append(m.answer)
        game.move_card(pl, m.answer, "energy", "hand", local)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"return 1 basic Energy card attached to 1 of their Pokémon with {self.name_has} in its name to their "
                "hand.")


@node("shuffle_named_into_deck")
@dataclass(frozen=True, slots=True)
class ShuffleNamedIntoDeck(Node):
    """Flip a coin; heads, you may shuffle 1 of your Pokémon in play with ``name_has`` in its name
    and every card attached to it into your deck (Fuchsia City Gym). An Active Pokémon shuffled
    away is replaced as after a Knock Out."""

    name_has: str
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(_named(game, player, self.name_has))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 0:
            if not game.coin(m.scope.source, pl):
                return m.done()
            if m.choose(1, None, pl, POKEMON, _named(game, pl, self.name_has), "Shuffle which Pokémon into your "
                        "deck?", "switch_self", optional=True, auto_single=False):
                return WAIT
        pos = m.answer
        if pos is None:
            return m.done()
        slot = me.at(pos)
        game.remove_from_play(pl, pos, slot)
        for uid in slot.all_cards():
            me.deck.append(uid)
            game.move_card(pl, uid, "active" if pos == 0 else "bench", "deck", pos)
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"flip a coin. If heads, that player may shuffle 1 of their Pokémon in play with {self.name_has} in "
                "its name and any cards attached to it into their deck.")


GIFTS = {
    "draw": "flip a coin. If heads, that player draws a card.",
    "energy": "flip a coin. If heads, that player puts a basic Energy card from his or her discard pile into his or "
              "her hand.",
    "heal": "flip a coin. If heads, that player removes 2 damage counters from his or her Active Pokémon (1 if it only "
            "has 1).",
}


@node("stadium_gift")
@dataclass(frozen=True, slots=True)
class StadiumGift(Node):
    """Flip a coin; heads, the player using the Stadium draws a card (``gift`` "draw"), takes a basic
    Energy card from their discard pile ("energy") or removes 2 damage counters from their Active
    Pokémon ("heal")."""

    gift: str
    prompts = True

    def __post_init__(self) -> None:
        if self.gift not in GIFTS:
            raise ValueError(f"gift {self.gift!r} is not one of {', '.join(GIFTS)}")

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 0:
            if not game.coin(m.scope.source, pl):
                return m.done()
            if self.gift == "draw":
                game.draw(pl, 1)
                return m.done()
            if self.gift == "heal":
                if me.active is not None:
                    combat.heal(game, pl, 0, me.active, 20, m.scope.source)
                return m.done()
            energy = [u for u in me.discard if game.cards[u].is_basic_energy]
            if m.choose(1, None, pl, CARD, energy, "Choose a basic Energy card to put into your hand.",
                        "discard_to_hand", zone="discard"):
                return 1
        uid = m.answer
        if uid is not None:
            me.discard.remove(uid)
            me.hand.append(uid)
            game.move_card(pl, uid, "discard", "hand")
        return m.done()

    def words(self, w: Words) -> str:
        return GIFTS[self.gift]


@node("bench_basic_of_types")
@dataclass(frozen=True, slots=True)
class BenchBasicOfTypes(ZoneChoice):
    """A Stadium's use: search your deck for a Basic Pokémon of one of ``types``, put it onto your
    Bench, and shuffle your deck (Brooklet Hill)."""

    types: tuple[str, ...]
    dest = "bench"
    ask = "Put which Basic Pokémon onto your Bench?"
    auto_single = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return len(game.players[player].bench) < game.rules.bench_size and bool(game.players[player].deck)

    def picks(self, m: Machine, memo: Any = None) -> tuple[int, int]:
        return exactly(1)

    def options(self, m: Machine, done: int, memo: Any) -> list[int]:
        cards = m.game.cards
        return distinct(m.game, (u for u in m.me.deck if cards[u].kind == "pokemon" and cards[u].stage == "Basic"
                                 and set(self.types) & set(cards[u].types)))

    def words(self, w: Words) -> str:
        kinds = " or ".join(f"Basic {t} Pokémon" for t in self.types)
        return f"Search their deck for a {kinds} and, put it onto their Bench, and shuffle their deck."
