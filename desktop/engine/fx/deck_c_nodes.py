"""Cards of the Sun & Moon theme decks of Forbidden Light, Celestial Storm and Lost Thunder that no
existing node does: Kahili's coin that takes it back into the hand, a search for as many cards as you
have Benched Pokémon (Evil Orders), and an Ability that shields its player's Pokémon that have an
Energy attached from attacks of a class of Pokémon (Power of Nature), and what follows a search to the
Bench that found something (Strike and Run), and Energy cards put from the hand in the Lost Zone to do
something (Unseen Flash); and a Pokémon's type until the end of the turn (Frost Rotom's Frost Shift)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from desktop.engine import layer
from desktop.engine.fx.card_nodes import MoveCards
from desktop.engine.fx.in_play_nodes import BENCHED
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.words import lower_first, plural
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("coin_back_to_hand")
@dataclass(frozen=True, slots=True)
class CoinBackToHand(Atomic):
    """Flip a coin. If heads, this Trainer card goes into its player's hand instead of the discard pile
    once it has done its job (``from_hand``: only if it was played from the hand, not used another way)."""

    then: bool = False  # words: "Then, flip a coin." (after "Draw 2 cards.")
    from_hand: bool = True

    def act(self, m: Machine) -> None:
        game, pl, uid = m.game, m.scope.player, m.scope.source_uid
        if not game.coin(m.scope.source, pl):
            return
        if uid < 0 or (self.from_hand and uid not in game.resolving) or m.scope.kept:
            return  # not played from the hand (or it already went somewhere): it stays where it is
        m.scope.kept = True  # the play procedure does not discard it
        game.players[pl].hand.append(uid)
        game.move_card(pl, uid, "play", "hand")

    def words(self, w: Words) -> str:
        name = w.card.name if w.card is not None else "card"
        flip = "Then, flip a coin." if self.then else "Flip a coin."
        played = f"if you played this {name} from your hand, " if self.from_hand else ""
        return f"{flip} If heads, {played}put this card into your hand instead of the discard pile."


@node("needs_deck")
@dataclass(frozen=True, slots=True)
class NeedsDeck(Atomic):
    """The card's rule "If you have no cards in your deck, you can't play this card." (it does nothing
    itself; the card is not playable while its player's deck is empty)."""

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].deck)

    def act(self, m: Machine) -> None:
        return None

    def words(self, w: Words) -> str:
        return "If you have no cards in your deck, you can't play this card."


UP_TO = {"own_bench": "your Benched Pokémon"}  # what "a number of cards up to the number of ..." counts


@node("search_up_to_count")
@dataclass(frozen=True, slots=True)
class SearchUpToCount(Node):
    """Search your deck for a number of cards up to the number of ``of`` (one of ``UP_TO``) and put them
    into your hand, one at a time (you may stop at any point); then shuffle your deck."""

    of: str = "own_bench"
    prompts = True

    def __post_init__(self) -> None:
        if self.of not in UP_TO:
            raise ValueError(f"of {self.of!r} must be one of {', '.join(UP_TO)}")

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 1:
            return m.done()
        search = MoveCards("deck", "hand", count=len(m.me.bench), up_to=True, optional=True, shuffle=True,
                           reveal=True, sort=True)
        return m.call(search, 1)

    def words(self, w: Words) -> str:
        return (f"Search your deck for a number of cards up to the number of {UP_TO[self.of]} and put them into your "
                "hand. Then, shuffle your deck.")


@node("team_shield_with_energy")
@dataclass(frozen=True, slots=True)
class TeamShieldWithEnergy(Mod):
    """An Ability: prevent all damage done to its player's Pokémon that have any ``energy`` Energy
    attached by attacks from the opponent's Pokémon of the class ``from_class`` ("Ultra Beast")."""

    energy: str
    from_class: str
    point = layer.DAMAGE_TO_DEFENDER
    label = "prevent_damage"
    team: ClassVar[bool] = True  # asked for each of its owner's Pokémon (opponent's attacks only)

    def defend_in(self, game: Game, slot: Slot, amount: int) -> tuple[int, bool]:
        attacker = game.players[game.current].active
        if attacker is None or self.from_class not in game.card_of(attacker).subtypes \
                or self.energy not in game.energy_units(slot):
            return amount, False
        return 0, True

    def words(self, w: Words) -> str:
        return (f"Prevent all damage done to your Pokémon that have any {self.energy} Energy attached to them by "
                f"attacks from your opponent's {self.from_class}s.")


@node("if_benched_any")
@dataclass(frozen=True, slots=True)
class IfBenchedAny(Node):
    """"If you put any Pokémon onto your Bench in this way, <then>" (after a ``bench_from_deck``)."""

    then: Node
    prompts = True

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and m.scope.get(BENCHED, 0):
            return m.call(self.then, 1)
        return m.done()

    def words(self, w: Words) -> str:
        return f"If you put any Pokémon onto your Bench in this way, {lower_first(self.then.words(w), w)}"


@node("hand_energy_to_lost")
@dataclass(frozen=True, slots=True)
class HandEnergyToLost(Node):
    """Put ``count`` ``type`` Energy cards from your hand in the Lost Zone (one at a time, all of them:
    a cost); if you do, ``then``. Not usable with fewer such cards in the hand."""

    count: int
    type: str
    then: Node
    prompts = True

    def children(self) -> tuple[Node, ...]:
        return (self.then,)

    def _energy(self, game: Game, player: int) -> list[int]:
        return [u for u in game.players[player].hand
                if game.cards[u].kind == "energy" and self.type in game.cards[u].provides]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return len(self._energy(game, player)) >= self.count

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 2:
            return m.done()
        game, pl, me = m.game, m.scope.player, m.me
        done: int = local or 0
        if pc == 1 and m.answer in me.hand:
            me.hand.remove(m.answer)
            me.lost.append(m.answer)
            game.move_card(pl, m.answer, "hand", "lost")
            done += 1
        options = self._energy(game, pl)
        if done < self.count:
            if len(options) < self.count - done:
                return m.done()  # (can't happen: checked by ``usable``)
            if m.choose(1, done, pl, CARD, options, f"Put which Energy card in the Lost Zone ({done + 1} of "
                        f"{self.count})?", "discard_energy_cost", zone="hand"):
                return WAIT
            return self.step(m, 1, done)
        return m.call(self.then, 2)

    def words(self, w: Words) -> str:
        return (f"Put {plural(self.count, f'{self.type} Energy card')} from your hand in the Lost Zone. If you do, "
                f"{lower_first(self.then.words(w), w)}")


@node("own_type_this_turn")
@dataclass(frozen=True, slots=True)
class OwnTypeThisTurn(Atomic):
    """This Pokémon's type is ``type`` until the end of your turn (a lasting ``type_is`` on it)."""

    type: str

    def act(self, m: Machine) -> None:
        from desktop.engine.fx.mods import TypeIs
        from desktop.engine.state import Effect

        slot = m.me.slot(max(m.scope.source_pos, 0))
        if slot is not None:
            mod = TypeIs(self.type)
            slot.add_effect(Effect(mod.point, m.game.turn, mod, False))
            m.game.emit("effect", m.scope.player, pos=max(m.scope.source_pos, 0), detail=f"type:{self.type}")

    def words(self, w: Words) -> str:
        return f"{w.name}'s type is {self.type} until the end of your turn."
