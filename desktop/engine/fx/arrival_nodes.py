"""What today's Abilities do when their Pokémon is played onto the Bench or evolves ("When you play
this Pokémon from your hand ..., you may ..."): Energy from the hand or the deck, a Tool from the
deck, random cards of the opponent's hand shuffled away, a gust of a weakened Pokémon, healing that
costs the Energy, and switching in with Energy moved over."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, layer
from desktop.engine.actions import OPPONENT
from desktop.engine.fx.card_nodes import NOT_EVOLUTION
from desktop.engine.fx.hand_attach_nodes import energy_fits, energy_phrase
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.zone_choice import DeckSearch
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words


@node("attach_hand_to_this")
@dataclass(frozen=True, slots=True)
class AttachHandToThis(Node):
    """Attach up to ``count`` Basic ``type`` Energy cards from your hand to this Pokémon."""

    count: int
    type: str
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, pl = m.game, m.me, m.scope.player
        slot = me.slot(max(m.scope.source_pos, 0))
        done = local or 0
        if slot is None:
            return m.done()
        if pc == 1:
            if m.answer is None:
                return m.done()
            me.hand.remove(m.answer)
            slot.energy.append(m.answer)
            game.emit("attach", pl, card=m.answer, src="hand", dst="energy", pos=max(m.scope.source_pos, 0))
            layer.attached_from_hand(game, pl, max(m.scope.source_pos, 0), slot, m.answer)
            done += 1
        options = list({game.cards[u].id: u for u in me.hand if energy_fits(game.cards[u], True, self.type)}.values())
        if done >= self.count or not options:
            return m.done()
        if m.choose(1, done, pl, CARD, options, f"Attach an Energy card ({done + 1} of up to {self.count})?",
                    "attach_to", optional=True, zone="hand", auto_single=False):
            return WAIT
        return m.done()  # pragma: no cover - an optional prompt always asks

    def words(self, w: Words) -> str:
        energy = energy_phrase(True, self.type, plural=True)
        return f"Attach up to {self.count} {energy} from your hand to this Pokémon."


@node("search_energy_discard")
@dataclass(frozen=True, slots=True)
class SearchEnergyDiscard(DeckSearch):
    """Search your deck for up to ``count`` Basic ``type`` Energy cards and discard them; then shuffle."""

    count: int
    type: str = ""
    dest = "discard"

    def fits(self, m: Machine, uid: int) -> bool:
        return energy_fits(m.game.cards[uid], True, self.type)

    def words(self, w: Words) -> str:
        energy = energy_phrase(True, self.type, plural=True, w=w)
        return f"Search your deck for up to {self.count} {energy} and discard them. Then, shuffle your deck."


@node("search_tool_to_this")
@dataclass(frozen=True, slots=True)
class SearchToolToThis(Node):
    """Search your deck for a Pokémon Tool card and attach it to this Pokémon; then shuffle."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, pl = m.game, m.me, m.scope.player
        pos = max(m.scope.source_pos, 0)
        slot = me.slot(pos)
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
            tools = list({game.cards[u].id: u for u in me.deck
                          if game.cards[u].kind == "trainer" and game.cards[u].subtype == "Pokémon Tool"}.values())
            if slot is not None and not slot.tools and m.choose(
                    1, None, pl, CARD, tools, "Attach which Pokémon Tool?", "deck_to_attach", optional=True,
                    zone="deck", auto_single=False):
                return WAIT
            game.shuffle_deck(pl)
            return m.done()
        if m.answer is not None and slot is not None:
            me.deck.remove(m.answer)
            slot.tools.append((m.answer, 0))
            game.emit("attach", pl, card=m.answer, src="deck", dst="tool", pos=pos)
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return "Search your deck for a Pokémon Tool card and attach it to this Pokémon. Then, shuffle your deck."


@node("random_cards_to_their_deck")
@dataclass(frozen=True, slots=True)
class RandomCardsToTheirDeck(Atomic):
    """Flip ``coins`` coins; for each heads, choose a random card from the opponent's hand; they
    reveal those cards and shuffle them into their deck."""

    coins: int

    def act(self, m: Machine) -> None:
        game, opp = m.game, m.scope.opp
        them = game.players[opp]
        heads = sum(game.coin(m.scope.source, m.scope.player) for _ in range(self.coins))
        taken = []
        for _ in range(min(heads, len(them.hand))):
            taken.append(them.hand.pop(game.rng.below(len(them.hand))))
        for uid in taken:
            game.emit("reveal", opp, card=uid, detail="hand")
            them.deck.append(uid)
            game.move_card(opp, uid, "hand", "deck")
        if taken:
            game.shuffle_deck(opp)

    def words(self, w: Words) -> str:
        return (f"Flip {self.coins} coins. For each heads, choose a random card from your opponent's hand. Your "
                "opponent reveals those cards and shuffles them into their deck.")


@node("gust_weakened")
@dataclass(frozen=True, slots=True)
class GustWeakened(Node):
    """Switch in 1 of your opponent's Benched Pokémon that has ``hp_left`` HP or less remaining to
    the Active Spot."""

    hp_left: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, them = m.game, m.them
        if pc == 0:
            options = [OPPONENT + pos for pos, s in them.in_play()
                       if pos and game.hp_of(s) - s.damage <= self.hp_left]
            if them.active is None or not options:
                return m.done()
            if m.choose(1, None, m.scope.player, POKEMON, options, "Switch in which Benched Pokémon?", "switch_in"):
                return WAIT
        game.switch_active(m.scope.opp, m.answer - OPPONENT, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"switch in 1 of your opponent's Benched Pokémon that has {self.hp_left} HP or less remaining to the "
                "Active Spot.")


@node("heal_all_strip_energy")
@dataclass(frozen=True, slots=True)
class HealAllStripEnergy(Atomic):
    """Heal all damage from your Active ``type`` Pokémon (``evolutions``: from each of your Evolution
    Pokémon); each Pokémon healed this way discards all its Energy."""

    type: str = ""
    evolutions: bool = False

    def act(self, m: Machine) -> None:
        game, pl = m.game, m.scope.player
        for pos, slot in list(m.me.in_play()):
            if self.evolutions and game.card_of(slot).stage in NOT_EVOLUTION:
                continue
            if not self.evolutions and (pos != 0 or (self.type and self.type not in game.types_of(slot))):
                continue
            if combat.heal(game, pl, pos, slot, slot.damage, m.scope.source):
                for uid in list(slot.energy):
                    combat.discard_attached(game, slot, uid, pos)

    def words(self, w: Words) -> str:
        if self.evolutions:
            return ("heal all damage from each of your Evolution Pokémon. If you healed any damage in this way, "
                    "discard all Energy from those Pokémon.")
        return (f"heal all damage from your Active {self.type + ' ' if self.type else ''}Pokémon. If you healed any "
                "damage in this way, discard all Energy from that Pokémon.")


@node("switch_in_gather_energy")
@dataclass(frozen=True, slots=True)
class SwitchInGatherEnergy(Node):
    """Switch this Benched Pokémon with your Active Pokémon; if you do, you may move any amount of
    Energy from your other Pokémon to this Pokémon, one card at a time until you stop."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, pl = m.game, m.me, m.scope.player
        if pc == 0:
            pos = m.scope.source_pos
            if pos <= 0 or me.active is None or me.slot(pos) is None:
                return m.done()
            game.switch_active(pl, pos, m.scope.source)
        if pc == 1:
            if m.answer is None:
                return m.done()
            for p, slot in me.in_play():
                if p and m.answer in slot.energy and me.active is not None:
                    slot.energy.remove(m.answer)
                    me.active.energy.append(m.answer)
                    game.emit("move", pl, card=m.answer, src="energy", dst="energy", pos=0, amount=p)
        options = [u for p, s in me.in_play() if p for u in s.energy]
        if options and m.choose(1, None, pl, CARD, options, "Move which Energy to it (or stop)?", "move_energy_from",
                                optional=True, zone="attached"):
            return WAIT
        return m.done()

    def words(self, w: Words) -> str:
        return ("switch it with your Active Pokémon. If you do, you may move any amount of Energy from your other "
                "Pokémon to this Pokémon.")
