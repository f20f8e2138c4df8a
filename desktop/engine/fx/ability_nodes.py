"""Abilities of today's cards that the classic Power nodes don't cover (issue #14)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer, play_rules
from desktop.engine.fx.node import Node, node
from desktop.engine.prompts import POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


def _basic_energy_in_hand(game: Game, player: int, energy_type: str) -> list[int]:
    return [u for u in game.players[player].hand
            if game.cards[u].is_basic_energy and energy_type in game.cards[u].provides]


@node("attach_hand_to_self")
@dataclass(frozen=True, slots=True)
class AttachHandToSelf(Node):
    """Attach a Basic ``type`` Energy card from your hand to this Pokémon, or (``to`` "bench") to 1
    of your Benched Pokémon; then draw ``draw`` cards if one was attached (Teal Mask Ogerpon ex's
    Teal Dance, Xatu's Clairvoyant Sense)."""

    type: str
    draw: int = 0
    to: str = "self"
    prompts = True

    def __post_init__(self) -> None:
        if self.to not in ("self", "bench"):
            raise ValueError(f"to must be \"self\" or \"bench\", not {self.to!r}")

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(_basic_energy_in_hand(game, player, self.type)) and (
            self.to == "self" or bool(game.players[player].bench))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, player = m.game, m.scope.player
        me = game.players[player]
        if self.to == "bench":
            if pc == 0 and m.choose(1, None, player, POKEMON, list(range(1, len(me.bench) + 1)),
                                    "Attach the Energy to which Benched Pokémon?", "attach_energy"):
                return 1
            pos = m.answer if pc == 1 else 1
        else:
            pos = max(m.scope.source_pos, 0)
        slot = me.slot(pos)
        energy = _basic_energy_in_hand(game, player, self.type)
        if slot is None or not energy:
            return m.done()
        uid = energy[0]  # every Basic Energy card of one type is the same card
        me.hand.remove(uid)
        slot.energy.append(uid)
        game.emit("attach", player, card=uid, src="hand", dst="energy", pos=pos)
        layer.after_hand_attach(game, player, pos)
        layer.attached_from_hand(game, player, pos, slot, uid)
        if self.draw:
            game.draw(player, self.draw)
        return m.done()

    def words(self, w: Words) -> str:
        whom = "1 of your Benched Pokémon" if self.to == "bench" else w.name
        text = f"Attach a Basic {self.type} Energy card from your hand to {whom}."
        if self.draw:
            cards = "a card" if self.draw == 1 else f"{self.draw} cards"
            text += f" If you attached Energy to a Pokémon in this way, draw {cards}."
        return text


@node("switch_in_benched")
@dataclass(frozen=True, slots=True)
class SwitchInBenched(Node):
    """Switch 1 of your Benched ``type`` Pokémon (except any named ``except_name``) with your Active
    Pokémon; if you do, the new Active Pokémon is now ``condition`` (Pecharunt ex's Subjugating Chains)."""

    type: str
    except_name: str = ""
    condition: str = ""
    prompts = True

    def _choices(self, game: Game, player: int) -> list[int]:
        return [pos for pos, slot in game.players[player].in_play() if pos > 0
                and self.type in game.types_of(slot) and game.cards[slot.top].name != self.except_name]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return game.players[player].active is not None and bool(self._choices(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.fx.status_nodes import apply_condition
        from desktop.engine.prompts import POKEMON

        game, player = m.game, m.scope.player
        if pc == 0 and m.choose(1, None, player, POKEMON, self._choices(game, player),
                                "Switch which Benched Pokémon into the Active Spot?", "switch_self"):
            return 1
        if m.answer is None:
            return m.done()
        game.switch_active(player, m.answer, m.scope.source)
        new = game.players[player].active
        if self.condition and new is not None:
            apply_condition(m, player, 0, new, self.condition)
        return m.done()

    def words(self, w: Words) -> str:
        but = f", except any {self.except_name}," if self.except_name else ""
        then = f" If you do, the new Active Pokémon is now {self.condition}." if self.condition else ""
        return f"Switch 1 of your Benched {self.type} Pokémon{but} with your Active Pokémon.{then}"


@node("discard_their_items")
@dataclass(frozen=True, slots=True)
class DiscardTheirItems(Node):
    """Your opponent reveals their hand, and you discard up to ``count`` Item cards you find there
    (Eri). Each pick may be the last (Done)."""

    count: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.prompts import CARD

        game, player, them = m.game, m.scope.player, m.them
        if pc == 0:
            for uid in them.hand:
                game.emit("reveal", 1 - player, card=uid, src="hand")
            local = 0
        elif m.answer is None:
            return m.done()
        else:
            game.discard_from_hand(m.answer)
            local += 1
        items = [u for u in them.hand if game.rules.is_item(game.cards[u])]
        if local < self.count and items and m.choose(1, local, player, CARD, items,
                                                     "Discard an Item card from your opponent's hand (or Done).",
                                                     "their_hand_discard", optional=True, zone="their_hand"):
            return 1
        return m.done()

    def words(self, w: Words) -> str:
        return f"Your opponent reveals their hand, and you discard up to {self.count} Item cards you find there."


@node("counters_then_knocked_out")
@dataclass(frozen=True, slots=True)
class CountersThenKnockedOut(Node):
    """Put ``count`` damage counters on 1 of your opponent's Pokémon; this Pokémon is then Knocked
    Out (Dusclops's and Dusknoir's Cursed Blast). The Knock Outs are checked after the Ability."""

    count: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine import combat
        from desktop.engine.prompts import POKEMON

        game, player = m.game, m.scope.player
        them = game.players[1 - player]
        if pc == 0 and m.choose(1, None, player, POKEMON, [10 + pos for pos, _s in them.in_play()],
                                f"Put {self.count} damage counters on which of your opponent's Pokémon?",
                                "their_pokemon"):
            return 1
        if m.answer is not None:
            target = them.slot(m.answer - 10)
            if target is not None and not play_rules.bench_counters_blocked(game, m.answer - 10):  # Battle Cage
                combat.put_damage(game, 1 - player, m.answer - 10, target, 10 * self.count, m.scope.source)
        me = game.players[player].slot(max(m.scope.source_pos, 0))
        if me is not None:
            me.damage = max(me.damage, game.hp_of(me))  # "this Pokémon is Knocked Out"
            game.emit("effect", player, pos=max(m.scope.source_pos, 0), detail="knocked_out_by_own_ability")
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Put {self.count} damage counters on 1 of your opponent's Pokémon. If you use this Ability, "
                f"{w.name} is Knocked Out.")


@node("top_two_one_to_hand")
@dataclass(frozen=True, slots=True)
class TopTwoOneToHand(Node):
    """Look at the top 2 cards of your deck and put 1 of them into your hand; the other goes on the
    bottom of your deck (Drakloak's Recon Directive), or to the discard pile (``discard_other``: Acro
    Bike)."""

    discard_other: bool = False
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].deck)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        from desktop.engine.prompts import CARD

        game, player = m.game, m.scope.player
        deck = game.players[player].deck
        top = list(reversed(deck[-2:]))  # the top card first
        if pc == 0:
            for uid in top:
                game.emit("peek", player, card=uid, src="deck", detail=m.scope.source)
            if m.choose(1, None, player, CARD, top, "Put which card into your hand? (The other goes on the bottom "
                        "of your deck.)", "deck_to_hand", zone="deck"):
                return 1
        chosen = m.answer
        deck.remove(chosen)
        game.players[player].hand.append(chosen)
        game.move_card(player, chosen, "deck", "hand")
        for uid in top:
            if uid != chosen:
                deck.remove(uid)
                if self.discard_other:
                    game.discard_card(uid, "deck")
                    continue
                deck.insert(0, uid)  # index 0 is the bottom of the deck
                game.emit("move", player, card=uid, src="deck", dst="deck", detail="bottom")
        return m.done()

    def words(self, w: Words) -> str:
        if self.discard_other:
            return "Look at the top 2 cards of your deck and put 1 of them into your hand. Discard the other card."
        return ("Look at the top 2 cards of your deck and put 1 of them into your hand. Put the other card on the "
                "bottom of your deck.")
