"""Trainer effects of today's preconstructed decks that earlier vocabulary did not reach: a
Prize-count condition (Counter Catcher), both hands shuffled away (Unfair Stamp), a Pokémon
picked up whole (Professor Turo's Scenario), and one card of each kind from the top of the deck
(Drayton)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.card_nodes import FILTERS, MoveCards, card_filter
from desktop.engine.fx.node import CHECK, Atomic, Node, node
from desktop.engine.fx.target_nodes import Targeted
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("if_more_prizes_left")
@dataclass(frozen=True, slots=True)
class IfMorePrizesLeft(Node):
    """Usable only if you have more Prize cards remaining than your opponent."""

    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return len(game.players[player].prizes) > len(game.players[1 - player].prizes)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        return "You can use this card only if you have more Prize cards remaining than your opponent."


@node("both_shuffle_hands_draw")
@dataclass(frozen=True, slots=True)
class BothShuffleHandsDraw(Atomic):
    """Each player shuffles their hand into their deck; then you draw ``mine`` cards and your
    opponent draws ``theirs`` (Unfair Stamp)."""

    mine: int
    theirs: int

    def act(self, m: Machine) -> None:
        game = m.game
        for pl in (m.scope.player, m.scope.opp):
            p = game.players[pl]
            for uid in list(p.hand):
                p.hand.remove(uid)
                p.deck.append(uid)
                game.move_card(pl, uid, "hand", "deck")
            game.shuffle_deck(pl)
        game.draw(m.scope.player, self.mine)
        game.draw(m.scope.opp, self.theirs)

    def words(self, w: Words) -> str:
        return (f"Each player shuffles their hand into their deck. Then, you draw {self.mine} cards, and your "
                f"opponent draws {self.theirs} cards.")


@node("pokemon_to_hand")
@dataclass(frozen=True, slots=True)
class PokemonToHand(Targeted, Atomic):
    """Put 1 of your Pokémon in play into your hand, every Pokémon card of it; everything else
    attached is discarded (Professor Turo's Scenario). An Active Spot left empty is filled."""

    ask_purpose = "pokemon_to_hand"

    def targets(self, game: Game, player: int) -> list[int]:
        return [pos for pos, _ in game.players[player].in_play()]

    def act(self, m: Machine) -> None:
        game, me, pl, target = m.game, m.me, m.scope.player, m.target
        slot = me.at(target)
        game.remove_from_play(pl, target, slot)
        for uid in slot.cards:
            me.hand.append(uid)
            game.move_card(pl, uid, "active" if target == 0 else "bench", "hand", target)
        for uid in slot.energy + [t for t, _ in slot.tools]:
            game.discard_card(uid, "attached", target)
        if me.active is None:
            game.queue.insert(0, ("new_active", pl))

    def words(self, w: Words) -> str:
        return "Put 1 of your Pokémon in play into your hand. (Discard all cards attached to that Pokémon.)"


@node("look_top_take_kinds")
@dataclass(frozen=True, slots=True)
class LookTopTakeKinds(Node):
    """Look at the top ``count`` cards of your deck; you may take 1 card of each kind in ``kinds``
    (card filters) into your hand, one kind at a time; the others are shuffled back (Drayton)."""

    count: int
    kinds: tuple[str, ...]
    prompts = True

    def __post_init__(self) -> None:
        unknown = [k for k in self.kinds if k not in FILTERS]
        if unknown or not self.kinds:
            raise ValueError(f"kinds must be card filters ({', '.join(FILTERS)}), not {unknown}")

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].deck)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if local is None:
            looked = tuple(reversed(me.deck[-self.count:]))
            game.emit("reveal", pl, detail="deck top", amount=len(looked))
            local = (looked, 0)
        looked, index = local
        if pc == 1:
            if m.answer is not None:
                me.deck.remove(m.answer)
                me.hand.append(m.answer)
                game.move_card(pl, m.answer, "deck", "hand")
            index += 1
        while index < len(self.kinds):
            test = card_filter(self.kinds[index])
            options = [u for u in looked if u in me.deck and test(game.cards[u])]
            label = FILTERS[self.kinds[index]][0]
            if options and m.choose(1, (looked, index), pl, CARD, options,
                                    f"You may put a {label} from the top {self.count} cards into your hand.",
                                    "deck_to_hand", zone="deck", optional=True, auto_single=False):
                return 1
            index += 1
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        names = {"pokemon": "Pokémon", "trainer": "Trainer card", "energy": "Energy card"}
        what = " and ".join(f"a {names.get(k, FILTERS[k][0])}" for k in self.kinds)
        return (f"Look at the top {self.count} cards of your deck. You may reveal {what} you find there and put them "
                "into your hand. Shuffle the other cards back into your deck.")


@node("stadium_search")
@dataclass(frozen=True, slots=True)
class StadiumSearch(MoveCards):
    """A Stadium's search of the deck, worded for "that player" (Spikemuth Gym): the player using
    the Stadium searches their deck for a Pokémon with ``name_has`` in its name."""

    def words(self, w: Words) -> str:
        return (f"search their deck for a {self.name_has} Pokémon, reveal it, and put it into their hand. Then, that "
                "player shuffles their deck.")
