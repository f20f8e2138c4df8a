"""The Lost Zone (seed 001: a card put there stays out of the game): cards put there from the hand as
what a card costs (a Trainer's, or Energy cards of a type before an effect), Pokémon Tools and Stadiums
sent there, Energy attached to your Pokémon put there, cards of the discard pile put there for more
damage each, and cards or attacks usable only with enough cards there."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.card_nodes import FILTERS, card_filter
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import AFTER, BEFORE, CHECK, COST, Node, node
from desktop.engine.fx.words import lower_first, plural
from desktop.engine.prompts import CARD

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


def put_in_lost_zone(game: Game, uid: int, src: str, pos: int = -1) -> None:
    """Card ``uid`` (already taken out of ``src``) goes to its owner's Lost Zone."""
    owner = game.owner(uid)
    game.players[owner].lost.append(uid)
    game.move_card(owner, uid, src, "lost", pos)


@node("hand_to_lost_cost")
@dataclass(frozen=True, slots=True)
class HandToLostCost(Node):
    """What the card costs: put ``count`` other cards from your hand in the Lost Zone, one at a time
    (not playable with fewer; Lost Vacuum)."""

    count: int = 1
    stage = COST
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        hand = game.players[player].hand
        return len([u for u in hand if u != source]) >= self.count

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        done: int = local or 0
        if pc == 1 and m.answer in me.hand:
            me.hand.remove(m.answer)
            put_in_lost_zone(game, m.answer, "hand")
            done += 1
        if done >= self.count or not me.hand:
            return m.done()
        if m.choose(1, done, pl, CARD, list(me.hand), f"Put which card in the Lost Zone ({done + 1} of {self.count})?",
                    "hand_to_lost", zone="hand"):
            return WAIT
        return self.step(m, 1, done)

    def words(self, w: Words) -> str:
        other = "another card" if self.count == 1 else f"{self.count} other cards"
        return f"You can use this card only if you put {other} from your hand in the Lost Zone."


@node("tool_or_stadium_to_lost")
@dataclass(frozen=True, slots=True)
class ToolOrStadiumToLost(Node):
    """Choose a Pokémon Tool attached to any Pokémon (yours or your opponent's), or the Stadium in play, and
    put it in its owner's Lost Zone."""

    prompts = True

    def _options(self, game: Game) -> list[int]:
        tools = [uid for p in game.players for _pos, s in p.in_play() for uid, _until in s.tools]
        return tools + ([game.stadium] if game.stadium >= 0 else [])

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._options(game))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        if pc == 0 and m.choose(1, None, m.scope.player, CARD, self._options(game),
                                "Put which Pokémon Tool or Stadium in the Lost Zone?", "to_lost_zone", zone="attached"):
            return WAIT
        uid = m.answer
        if uid is not None and uid == game.stadium:
            game.stadium = -1
            put_in_lost_zone(game, uid, "stadium")
        elif uid is not None:
            for player in game.players:
                for pos, slot in player.in_play():
                    for tool, until in list(slot.tools):
                        if tool == uid:
                            slot.tools.remove((tool, until))
                            put_in_lost_zone(game, uid, "attached", pos)
        return m.done()

    def words(self, w: Words) -> str:
        return "Choose a Pokémon Tool attached to any Pokémon, or any Stadium in play, and put it in the Lost Zone."


@node("only_if_lost_at_least")
@dataclass(frozen=True, slots=True)
class OnlyIfLostAtLeast(Node):
    """Usable only while its player has ``count`` or more cards in the Lost Zone: a Trainer (Mirage Gate)
    or an attack (Lost Mine, Star Requiem)."""

    count: int
    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return len(game.players[player].lost) >= self.count

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        what = "attack" if w.card is not None and w.card.kind == "pokemon" else "card"
        return f"You can use this {what} only if you have {self.count} or more cards in the Lost Zone."


@node("energy_to_lost")
@dataclass(frozen=True, slots=True)
class EnergyToLost(Node):
    """Put ``count`` Energy attached to this Pokémon (``any_pokemon``: to any of your Pokémon) in the
    Lost Zone, chosen one at a time; all of them if there are fewer."""

    count: int
    any_pokemon: bool = False
    stage = AFTER
    prompts = True

    def _energy(self, m: Machine) -> list[int]:
        if self.any_pokemon:
            return [u for _pos, s in m.me.in_play() for u in s.energy]
        return list(m.attacker.energy) if m.attacker is not None else []

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        done: int = local or 0
        if pc == 1 and m.answer is not None:
            for _pos, s in m.me.in_play():
                if m.answer in s.energy:
                    s.energy.remove(m.answer)
                    put_in_lost_zone(game, m.answer, "attached")
                    done += 1
                    break
        options = self._energy(m)
        if done >= self.count or not options:
            return m.done()
        if m.choose(1, done, pl, CARD, options, f"Put which Energy in the Lost Zone ({done + 1} of {self.count})?",
                    "energy_to_lost", zone="attached"):
            return WAIT
        return self.step(m, 1, done)

    def words(self, w: Words) -> str:
        whose = "your Pokémon" if self.any_pokemon else "this Pokémon"
        return f"Put {self.count} Energy attached to {whose} in the Lost Zone."


@node("discard_to_lost_for_damage")
@dataclass(frozen=True, slots=True)
class DiscardToLostForDamage(Node):
    """Put any number of ``filter`` cards from your discard pile in the Lost Zone; this attack does
    ``per`` more damage for each card put there in this way."""

    filter: str
    per: int
    stage = BEFORE
    prompts = True

    def __post_init__(self) -> None:
        if self.filter not in FILTERS:
            raise ValueError(f"filter {self.filter!r} is not one of {', '.join(FILTERS)}")

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        done: int = local or 0
        if pc == 1:
            if m.answer is None:
                return m.done()
            me.discard.remove(m.answer)
            put_in_lost_zone(game, m.answer, "discard")
            m.scope.damage += self.per
            done += 1
        test = card_filter(self.filter, game)
        options = [u for u in me.discard if test(game.cards[u])]
        if m.choose(1, done, pl, CARD, options, f"Put a card in the Lost Zone ({done} so far), or stop.",
                    "discard_to_lost", zone="discard", optional=True):
            return WAIT
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Put any number of {FILTERS[self.filter][0]}s from your discard pile in the Lost Zone. This attack "
                f"does {self.per} more damage for each card you put in the Lost Zone in this way.")


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
