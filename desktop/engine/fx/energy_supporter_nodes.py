"""Supporters of today's sets that fetch Basic Energy from the deck: Crispin (2 of different types,
1 to the hand and 1 attached) and Janine's Secret Art (Darkness Energy to up to 2 Darkness Pokémon,
Poisoning the Active one)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.fx.hand_attach_nodes import energy_fits
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import Node, node
from desktop.engine.fx.status_nodes import apply_condition
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game


@node("crispin")
@dataclass(frozen=True, slots=True)
class Crispin(Node):
    """Search your deck for up to 2 Basic Energy cards of different types, reveal them; put 1 into
    your hand and attach the other to 1 of your Pokémon; then shuffle."""

    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].deck)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, pl = m.game, m.me, m.scope.player
        chosen: tuple[int, ...] = local or ()
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
        if pc == 1:
            if m.answer is not None:
                chosen += (m.answer,)
                game.emit("reveal", pl, card=m.answer, src="deck", detail="searched")
            else:
                pc = 2
        if pc in (0, 1) and len(chosen) < 2:
            taken = {t for u in chosen for t in game.cards[u].provides}
            options = list({game.cards[u].id: u for u in me.deck if game.cards[u].is_basic_energy
                            and not taken & set(game.cards[u].provides)}.values())
            if options and m.choose(1, chosen, pl, CARD, options, f"Choose a Basic Energy card ({len(chosen) + 1} of "
                                    "up to 2).", "deck_to_hand", optional=True, zone="deck", auto_single=False):
                return WAIT
        if pc < 3 and len(chosen) == 2:
            if m.choose(3, chosen, pl, CARD, list(chosen), "Which one goes into your hand?", "deck_to_hand",
                        zone="deck"):
                return WAIT
            pc = 3
        if pc == 3:
            hand = m.answer
            other = next(u for u in chosen if u != hand)
            self._to_hand(m, hand)
            local = (other,)
            if m.choose(4, local, pl, POKEMON, [p for p, _s in me.in_play()], "Attach it to which Pokémon?",
                        "attach_energy"):
                return WAIT
            pc = 4
        if pc == 4:
            other = local[0]
            me.deck.remove(other)
            me.at(m.answer).energy.append(other)
            game.emit("attach", pl, card=other, src="deck", dst="energy", pos=m.answer)
        elif len(chosen) == 1:
            self._to_hand(m, chosen[0])
        game.shuffle_deck(pl)
        return m.done()

    @staticmethod
    def _to_hand(m: Machine, uid: int) -> None:
        m.me.deck.remove(uid)
        m.me.hand.append(uid)
        m.game.move_card(m.scope.player, uid, "deck", "hand")

    def words(self, w: Words) -> str:
        return ("Search your deck for up to 2 Basic Energy cards of different types, reveal them, and put 1 of them "
                "into your hand. Attach the other to 1 of your Pokémon. Then, shuffle your deck.")


@node("energy_to_chosen_type")
@dataclass(frozen=True, slots=True)
class EnergyToChosenType(Node):
    """Choose up to ``count`` of your ``type`` Pokémon; for each, search your deck for a Basic ``type``
    Energy card and attach it to that Pokémon; then shuffle. If your Active Pokémon got Energy this
    way, it is now Poisoned (``poison_active``)."""

    count: int
    type: str
    poison_active: bool = True
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, pl = m.game, m.me, m.scope.player
        chosen: tuple[int, ...] = local or ()
        if pc == 1 and m.answer is not None:
            chosen += (m.answer,)
        targets = [p for p, s in me.in_play() if p not in chosen and self.type in game.types_of(s)]
        stop = pc == 1 and m.answer is None
        if not stop and len(chosen) < self.count and targets and m.choose(
                1, chosen, pl, POKEMON, targets, f"Choose a {self.type} Pokémon ({len(chosen) + 1} of up to "
                f"{self.count}).", "attach_energy", optional=bool(chosen)):
            return WAIT
        if len(chosen) < self.count and targets and not stop:
            return self.step(m, 1, chosen)
        game.emit("reveal", pl, detail="deck")
        poisoned = False
        for pos in chosen:
            found = [u for u in me.deck if energy_fits(game.cards[u], True, self.type)]
            slot = me.slot(pos)
            if not found or slot is None:
                continue
            me.deck.remove(found[0])
            slot.energy.append(found[0])
            game.emit("attach", pl, card=found[0], src="deck", dst="energy", pos=pos)
            poisoned = poisoned or pos == 0
        game.shuffle_deck(pl)
        if poisoned and self.poison_active and me.active is not None:
            apply_condition(m, pl, 0, me.active, "Poisoned", record=False)
        return m.done()

    def words(self, w: Words) -> str:
        text = (f"Choose up to {self.count} of your {self.type} Pokémon. For each of those Pokémon, search your deck "
                f"for a Basic {self.type} Energy card and attach it to that Pokémon. Then, shuffle your deck.")
        if self.poison_active:
            text += " If you attached Energy to your Active Pokémon in this way, it is now Poisoned."
        return text
