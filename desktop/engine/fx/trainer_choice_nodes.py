"""More Items and Supporters of today's sets: a Basic Pokémon switched in and Confused (Lisia's
Appeal), a Tool and a Special Energy discarded from 1 Pokémon (Ruffian), the opponent's hand to the
bottom of their deck and redrawn (Meddling Memo), a coin choosing what to search for (Team Rocket's
Great Ball), counters on your own Active Pokémon (Venture Bomb's tails), a search for a named
owner's Pokémon and Basic Energy in any combination (Ethan's Adventure)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.target_nodes import Targeted
from desktop.engine.fx.zone_choice import ZoneChoice, up_to
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("gust_basic_confuse")
@dataclass(frozen=True, slots=True)
class GustBasicConfuse(Targeted, Atomic):
    """Switch in 1 of your opponent's Benched Basic Pokémon to the Active Spot; it is now Confused."""

    ask_purpose = "switch_in"

    def targets(self, game: Game, player: int) -> list[int]:
        p = game.players[1 - player]
        return [11 + i for i, s in enumerate(p.bench) if game.card_of(s).stage == "Basic"] if p.active else []

    def affected(self, game: Game, player: int, target: int) -> tuple[Slot | None, ...]:
        return game.players[1 - player].active, game.slot_at(player, target)

    def act(self, m: Machine) -> None:
        game, opp = m.game, m.scope.opp
        game.switch_active(opp, m.target - 10, m.scope.source)
        active = m.them.active
        if active is not None and game.card_of(active).stage == "Basic":
            from desktop.engine.fx.status_nodes import apply_condition

            apply_condition(m, opp, 0, active, "Confused", record=False)

    def words(self, w: Words) -> str:
        return ("Switch in 1 of your opponent's Benched Basic Pokémon to the Active Spot. If you do, the new Active "
                "Pokémon is now Confused.")


@node("discard_tool_and_special")
@dataclass(frozen=True, slots=True)
class DiscardToolAndSpecial(Targeted):
    """Discard a Pokémon Tool and a Special Energy from 1 of your opponent's Pokémon."""

    prompts = True
    ask_purpose = "their_pokemon"

    def targets(self, game: Game, player: int) -> list[int]:
        return [10 + pos for pos, s in game.players[1 - player].in_play()
                if s.tools or any(not game.cards[u].is_basic_energy for u in s.energy)]

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        if m.scope.target is None:
            if pc == 0 and m.choose(5, None, m.scope.player, POKEMON, self.targets(game, m.scope.player),
                                    "Choose the Pokémon.", "their_pokemon"):
                return 1
            if m.answer is None:
                return m.done()
            m.scope.target, pc = m.answer, 0
        pos = m.target - 10
        slot = m.them.at(pos)
        if pc == 0:
            if slot.tools:
                if m.choose(1, None, m.scope.player, CARD, [u for u, _t in slot.tools], "Discard which Pokémon Tool?",
                            "discard_tool", zone="attached"):
                    return 1
                pc = 1
            else:
                pc = 2
        if pc == 1:
            tool = next(t for t in slot.tools if t[0] == m.answer)
            slot.tools.remove(tool)
            game.discard_card(m.answer, "attached", pos)
            special = [u for u in slot.energy if not game.cards[u].is_basic_energy]
            if m.choose(3, None, m.scope.player, CARD, special, "Discard which Special Energy?",
                        "discard_their_energy", zone="attached"):
                return 1
            pc = 3
        elif pc == 2:
            special = [u for u in slot.energy if not game.cards[u].is_basic_energy]
            if m.choose(3, None, m.scope.player, CARD, special, "Discard which Special Energy?",
                        "discard_their_energy", zone="attached"):
                return 1
        if m.answer is not None and m.answer in slot.energy:
            combat.discard_attached(game, slot, m.answer, pos)
        return m.done()

    def words(self, w: Words) -> str:
        return "Discard a Pokémon Tool and a Special Energy from 1 of your opponent's Pokémon."


@node("their_hand_to_bottom_redraw")
@dataclass(frozen=True, slots=True)
class TheirHandToBottomRedraw(Atomic):
    """Your opponent shuffles their hand, puts it on the bottom of their deck, and draws as many."""

    def act(self, m: Machine) -> None:
        game, opp, them = m.game, m.scope.opp, m.them
        hand, them.hand = them.hand, []
        if not hand:
            return
        game.rng.shuffle(hand)
        them.deck[0:0] = hand
        game.emit("move", opp, src="hand", dst="deck", amount=len(hand), detail="bottom")
        game.draw(opp, len(hand))

    def words(self, w: Words) -> str:
        return ("Your opponent counts the cards in their hand, shuffles those cards, and puts them on the bottom of "
                "their deck. If they do, they draw that many cards.")


@node("coin_search_named")
@dataclass(frozen=True, slots=True)
class CoinSearchNamed(Node):
    """Flip a coin: heads, search your deck for an Evolution Pokémon whose name starts with
    ``named`` (any, if empty: Capturing Aroma); tails, a Basic one; reveal it, put it into your hand, and shuffle
    your deck."""

    named: str = ""
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        if pc == 0:
            heads = game.coin(m.scope.source, pl)
            game.emit("reveal", pl, detail="deck")
            options = sorted((u for u in m.me.deck if game.cards[u].kind == "pokemon"
                              and game.cards[u].name.startswith(self.named)
                              and (game.cards[u].stage == "Basic") != heads), key=lambda u: game.cards[u].name)
            if m.choose(1, None, pl, CARD, options, "Take which Pokémon?", "deck_to_hand", zone="deck",
                        optional=True, auto_single=False):
                return 1
        if m.answer is not None and m.answer in m.me.deck:
            m.me.deck.remove(m.answer)
            m.me.hand.append(m.answer)
            game.move_card(pl, m.answer, "deck", "hand")
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        kind = f"{self.named} Pokémon" if self.named else "Pokémon"
        return (f"Flip a coin. If heads, search your deck for an Evolution {kind}, reveal it, and put it into your "
                f"hand. If tails, search your deck for a Basic {kind}, reveal it, and put it into your hand. Then, "
                "shuffle your deck.")


@node("counters_own_active")
@dataclass(frozen=True, slots=True)
class CountersOwnActive(Atomic):
    """Put ``count`` damage counters on your Active Pokémon."""

    count: int

    def act(self, m: Machine) -> None:
        if m.me.active is not None:
            combat.put_damage(m.game, m.scope.player, 0, m.me.active, 10 * self.count, m.scope.source)

    def words(self, w: Words) -> str:
        return f"Put {self.count} damage counters on your Active Pokémon."


@node("search_named_or_energy")
@dataclass(frozen=True, slots=True)
class SearchNamedOrEnergy(ZoneChoice):
    """Search your deck for up to ``count`` in any combination of Pokémon whose name starts with
    ``named`` and Basic ``type`` Energy cards, reveal them, put them into your hand; shuffle."""

    count: int
    named: str
    type: str
    ask = "Take a card, or stop."

    def picks(self, m: Machine, memo: Any = None) -> tuple[int, int]:
        return up_to(self.count)

    def options(self, m: Machine, done: int, memo: Any) -> list[int]:
        cards = m.game.cards
        return sorted((u for u in m.me.deck if (cards[u].kind == "pokemon" and cards[u].name.startswith(self.named))
                       or (cards[u].is_basic_energy and self.type in cards[u].provides)), key=lambda u: cards[u].name)

    def words(self, w: Words) -> str:
        return (f"Search your deck for up to {self.count} in any combination of {self.named} Pokémon and Basic "
                f"{self.type} Energy cards, reveal them, and put them into your hand. Then, shuffle your deck.")


@node("switch_moving_energy")
@dataclass(frozen=True, slots=True)
class SwitchMovingEnergy(Targeted):
    """Switch your Active Pokémon with 1 of your Benched Pokémon; then you may move any amount of
    Energy from the Pokémon moved to the Bench to the new Active Pokémon."""

    prompts = True
    ask_purpose = "switch_self"

    def targets(self, game: Game, player: int) -> list[int]:
        p = game.players[player]
        return [i + 1 for i in range(len(p.bench))] if p.active else []

    def affected(self, game: Game, player: int, target: int) -> tuple[Slot | None, ...]:
        return game.players[player].active, game.slot_at(player, target)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        if m.scope.target is None:  # run with nothing played onto: ask first
            if pc == 0 and m.choose(5, None, pl, POKEMON, self.targets(game, pl), "Switch with which Pokémon?",
                                    "switch_self"):
                return 1
            if m.answer is None:
                return m.done()
            m.scope.target, pc = m.answer, 0
        pos = m.target
        if pc == 0:
            before = m.me.active
            game.switch_active(pl, pos, m.scope.source)
            if m.me.active is before:
                return m.done()  # the switch didn't happen
        elif pc == 1:
            if m.answer is None:
                return m.done()
            old, new = m.me.at(pos), m.me.active
            assert old is not None and new is not None
            old.energy.remove(m.answer)
            new.energy.append(m.answer)
            game.emit("attach", pl, card=m.answer, src="energy", dst="energy", pos=0)
        old = m.me.at(pos)
        if old is not None and old.energy and m.choose(1, None, pl, CARD, list(old.energy),
                                                       "Move an Energy to the new Active Pokémon, or stop.",
                                                       "energy_to_move", zone="attached", optional=True,
                                                       auto_single=False):
            return 1
        return m.done()

    def words(self, w: Words) -> str:
        return ("Switch your Active Pokémon with 1 of your Benched Pokémon. If you do, you may move any amount of "
                "Energy from the Pokémon you moved to your Bench to the new Active Pokémon.")


@node("basics_or_evolution")
@dataclass(frozen=True, slots=True)
class BasicsOrEvolution(ZoneChoice):
    """Search your deck for up to ``basics`` Basic Pokémon or 1 Evolution Pokémon, reveal them, and
    put them into your hand; shuffle your deck."""

    basics: int = 2
    ask = "Take a Pokémon, or stop."

    def picks(self, m: Machine, memo: Any = None) -> tuple[int, int]:
        return up_to(self.basics)

    def options(self, m: Machine, done: int, memo: bool | None) -> list[int]:
        cards = m.game.cards
        if memo:  # an Evolution Pokémon was taken: that is all
            return []
        return sorted((u for u in m.me.deck if cards[u].kind == "pokemon" and (
            cards[u].stage == "Basic" or (not done and cards[u].stage in ("Stage 1", "Stage 2")))),
            key=lambda u: cards[u].name)

    def take(self, m: Machine, uid: int, memo: Any) -> bool:
        ZoneChoice.take(self, m, uid, memo)
        return m.game.cards[uid].stage != "Basic"

    def words(self, w: Words) -> str:
        return (f"Search your deck for up to {self.basics} Basic Pokémon or 1 Evolution Pokémon, reveal them, and put "
                "them into your hand. Then, shuffle your deck.")
