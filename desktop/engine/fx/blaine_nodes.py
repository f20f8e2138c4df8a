"""Fire effects of Blaine's theme deck (Gym Heroes, Gym Challenge) that need their own steps:
Blaine's two-Energy attachment, Fervor, Bonfire, Stamp and Call Will-o'-the-wisp."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.fx.control import enter
from desktop.engine.fx.damage_nodes import Damage
from desktop.engine.fx.discard_pile_guard_nodes import reachable
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import BEFORE, CHECK, Atomic, Node, node
from desktop.engine.fx.values import Const, Selector
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


def _of_type(game: Game, uids: list[int], energy_type: str) -> list[int]:
    return [u for u in uids if game.cards[u].is_basic_energy and energy_type in game.cards[u].provides]


@node("attach_instead")
@dataclass(frozen=True, slots=True)
class AttachInstead(Node):
    """Instead of this turn's Energy attachment: attach up to ``count`` ``type`` Energy cards from
    your hand to 1 of your Pokémon with ``name_has`` in its name (Blaine). It uses up the turn's
    attachment, so more copies have no effect."""

    type: str
    count: int
    name_has: str
    prompts = True

    def _named(self, game: Game, player: int) -> list[int]:
        return [pos for pos, slot in game.players[player].in_play() if self.name_has in game.card_of(slot).name]

    def usable(self, game: Game, player: int, source: Any) -> bool:  # a free Energy card exists in your turn only
        return player == game.current and not game.energy_played and bool(self._named(game, player)) and bool(
            _of_type(game, game.players[player].hand, self.type))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 0:
            if m.choose(1, None, pl, POKEMON, self._named(game, pl), "Attach the Energy to which Pokémon?",
                        "attach_energy"):
                return WAIT
            pc, local = 2, (m.answer, 0)
        elif pc == 1:
            local = (m.answer, 0)
        else:
            pos, done = local
            if m.answer is None:
                game.energy_played = True
                return m.done()
            me.hand.remove(m.answer)
            me.at(pos).energy.append(m.answer)
            game.emit("attach", pl, card=m.answer, src="hand", dst="energy", pos=pos)
            layer.after_hand_attach(game, pl, pos)
            layer.attached_from_hand(game, pl, pos, me.at(pos), m.answer)
            local = (pos, done + 1)
        pos, done = local
        options = _of_type(game, me.hand, self.type)
        if done >= self.count or not options:
            game.energy_played = True
            return m.done()
        m.choose(2, local, pl, CARD, options[:1], f"Attach a {self.type} Energy card ({done + 1} of up to "
                 f"{self.count})?", "attach_to", optional=done > 0, zone="hand", auto_single=False)
        return WAIT

    def words(self, w: Words) -> str:
        return (f"During this turn, instead of attaching your free Energy card, you may instead attach {self.count} "
                f"{self.type} Energy cards to 1 of your Pokémon with {self.name_has} in its name. (Playing additional "
                "copies of this card this turn has no effect.)")


@node("top_cards_energy_to_hand")
@dataclass(frozen=True, slots=True)
class TopCardsEnergyToHand(Atomic):
    """Show the top ``count`` cards of your deck to all players; ``type`` Energy cards among them go
    into your hand, the rest to the discard pile (Fervor)."""

    count: int
    type: str

    def act(self, m: Machine) -> None:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        for _ in range(min(self.count, len(me.deck))):
            uid = me.deck.pop()
            game.emit("reveal", pl, card=uid, detail="top of deck")
            if _of_type(game, [uid], self.type):
                me.hand.append(uid)
                game.move_card(pl, uid, "deck", "hand")
            else:
                game.discard_card(uid, "deck")

    def words(self, w: Words) -> str:
        return (f"Show the top {self.count} cards of your deck to all players. Put any {self.type} Energy cards there "
                "into your hand and discard the rest.")


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


@node("bonfire")
@dataclass(frozen=True, slots=True)
class Bonfire(Node):
    """Flip ``coins`` coins; for each heads discard a ``type`` Energy card from the attacker (if it
    can't, the attack does nothing); then ``per`` damage times the heads to each of the opponent's
    Pokémon, without Weakness or Resistance (Bonfire)."""

    coins: int
    type: str
    per: int
    stage = BEFORE
    prompts = False

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, attacker = m.game, m.scope.player, m.attacker
        if pc == 1 or attacker is None:
            return m.done()
        heads = sum(game.coin(m.scope.source, pl) for _ in range(self.coins))
        fire = _of_type(game, attacker.energy, self.type)
        if len(fire) < heads:
            m.scope.nothing = True
            return m.done()
        for uid in fire[:heads]:
            combat.discard_attached(game, attacker, uid, 0)
        if not heads:
            return m.done()
        return enter(m, _AllOpponents(self.per * heads), 1)

    def words(self, w: Words) -> str:
        return (f"Flip {self.coins} coins. For each heads, discard 1 {self.type} Energy card attached to {w.name}. If "
                "you can't discard Energy cards, this attack does nothing. This attack does "
                f"{self.per} damage times the number of heads to each of your opponent's Pokémon. Don't apply Weakness "
                "and Resistance for this attack. (Any other effects that would happen after applying Weakness and "
                "Resistance still happen.)")


@dataclass(frozen=True, slots=True)
class _AllOpponents(Atomic):
    """``amount`` damage to each of the opponent's Pokémon, no Weakness or Resistance (after damage)."""

    amount: int

    def act(self, m: Machine) -> None:
        for owner, pos, slot in Selector("opp_all").resolve(m):
            combat.attack_damage(m, owner, pos, slot, self.amount, apply_wr=False)

    def words(self, w: Words) -> str:
        return ""


@node("heads_more_and_bench")
@dataclass(frozen=True, slots=True)
class HeadsMoreAndBench(Node):
    """Flip a coin; heads: ``more`` more damage to the Defending Pokémon and ``bench`` damage to
    each of the opponent's Benched Pokémon (Stamp)."""

    more: int
    bench: int
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 1 or not m.game.coin(m.scope.source, m.scope.player):
            return m.done()
        m.scope.damage += self.more
        return enter(m, Damage(Selector("opp_bench"), Const(self.bench)), 1)

    def words(self, w: Words) -> str:
        return (f"Flip a coin. If heads, this attack does {w.damage} damage plus {self.more} more damage (to the "
                f"Defending Pokémon) and {self.bench} damage to each of your opponent's Benched Pokémon. (Don't apply "
                f"Weakness and Resistance for Benched Pokémon.) If tails, this attack does {w.damage} damage (to the "
                "Defending Pokémon).")


@node("only_if_own_energy")
@dataclass(frozen=True, slots=True)
class OnlyIfOwnEnergy(Node):
    """Use this attack only if there are any ``type`` Energy cards attached to the attacker."""

    type: str
    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        slot = game.players[player].active
        return slot is not None and bool(_of_type(game, slot.energy, self.type))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        return f"Use this attack only if there are any {self.type} Energy cards attached to {w.name}."
