"""Items and Supporters of today's sets that pick cards or Pokémon: Scoop Up Cyclone, Prime Catcher,
Guzma, Enhanced Hammer, Reboot Pod, Love Ball, Lana's Aid, Kofu, Glass Trumpet, Bug Catching Set,
Ciphermaniac's Codebreaking and Perrin."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine.actions import OPPONENT
from desktop.engine.card_classes import class_words
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.node import CHECK, Node, node
from desktop.engine.fx.zone_choice import ZoneChoice, up_to
from desktop.engine.prompts import CARD, POKEMON

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game

RULE_BOXES = frozenset({"ex", "EX", "EX-era ex", "V", "VSTAR", "VMAX", "V-UNION", "GX", "Radiant", "BREAK", "LEGEND",
                        "Prism Star",
                        "Tera", "MEGA"})


def has_rule_box(card: CardDef) -> bool:
    return bool(RULE_BOXES & card.subtypes)


def _distinct(game: Game, uids) -> list[int]:
    return list({game.cards[u].id: u for u in uids}.values())


@node("scoop_up_whole")
@dataclass(frozen=True, slots=True)
class ScoopUpWhole(Node):
    """Put 1 of your (``of_stage``, ``type``; ``damaged``: that has any damage counters on it) Pokémon and all
    attached cards into your hand."""

    of_stage: str = ""  # Penny: "1 of your Basic Pokémon"
    type: str = ""  # Cheren's Care: "1 of your Colorless Pokémon that has any damage counters on it"
    damaged: bool = False
    prompts = True

    def _options(self, game: Game, pl: int) -> list[int]:
        me = game.players[pl]
        return [p for p, s in me.in_play() if (not self.of_stage or game.card_of(s).stage == self.of_stage)
                and (not self.type or self.type in game.types_of(s)) and (not self.damaged or s.damage > 0)]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._options(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, pl = m.game, m.me, m.scope.player
        if pc == 0 and m.choose(1, None, pl, POKEMON, self._options(game, pl), "Put which Pokémon into your "
                                "hand?", "pokemon_to_hand"):
            return WAIT
        slot = me.slot(m.answer) if m.answer is not None else None
        if slot is None:
            return m.done()
        game.remove_from_play(pl, m.answer, slot)
        for uid in slot.all_cards():
            me.hand.append(uid)
            game.move_card(pl, uid, "active" if m.answer == 0 else "bench", "hand", m.answer)
        if me.active is None:
            game.queue.insert(0, ("new_active", pl))
        return m.done()

    def words(self, w: Words) -> str:
        kind = " ".join(k for k in (self.of_stage, self.type) if k)
        which = f"1 of your {kind} Pokémon".replace("  ", " ")
        if self.damaged:
            which += " that has any damage counters on it"
        return f"Put {which} and all attached cards into your hand."


@node("catch_then_switch")
@dataclass(frozen=True, slots=True)
class CatchThenSwitch(Node):
    """Switch in 1 of your opponent's Benched Pokémon to the Active Spot; if you do, switch your
    Active Pokémon with 1 of your Benched Pokémon."""

    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[1 - player].bench)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, them, pl = m.game, m.me, m.them, m.scope.player
        if pc == 0:
            if them.active is None or not them.bench:
                return m.done()
            if m.choose(1, None, pl, POKEMON, [OPPONENT + i for i in range(1, len(them.bench) + 1)],
                        "Switch in which of your opponent's Benched Pokémon?", "switch_in"):
                return WAIT
            pc = 1
        if pc == 1:
            game.switch_active(m.scope.opp, m.answer - OPPONENT, m.scope.source)
            if not me.bench or me.active is None:
                return m.done()
            if m.choose(2, None, pl, POKEMON, list(range(1, len(me.bench) + 1)), "Switch your Active Pokémon with "
                        "which Benched Pokémon?", "switch_self"):
                return WAIT
        game.switch_active(pl, m.answer, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return w.phrase("gust_and_switch")  # Guzma


@node("discard_their_special_energy")
@dataclass(frozen=True, slots=True)
class DiscardTheirSpecialEnergy(Node):
    """Discard a Special Energy from 1 of your opponent's Pokémon (you choose it)."""

    prompts = True

    @staticmethod
    def _options(game: Game, player: int) -> list[int]:
        return [u for _p, s in game.players[1 - player].in_play() for u in s.energy
                if game.cards[u].kind == "energy" and not game.cards[u].is_basic_energy]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._options(game, player))

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and m.choose(1, None, m.scope.player, CARD, self._options(m.game, m.scope.player),
                                "Discard which Special Energy?", "discard_their_energy", zone="attached"):
            return WAIT
        for pos, slot in m.them.in_play():
            if m.answer in slot.energy:
                slot.energy.remove(m.answer)
                m.game.discard_card(m.answer, "attached", pos)
        return m.done()

    def words(self, w: Words) -> str:
        return "Discard a Special Energy from 1 of your opponent's Pokémon."


@node("discard_energy_to_each_class")
@dataclass(frozen=True, slots=True)
class DiscardEnergyToEachClass(Node):
    """Attach a Basic Energy card from your discard pile to each of your Pokémon of the class
    ``of_class`` (you choose the card for each)."""

    of_class: str
    prompts = True

    def _targets(self, game: Game, player: int) -> list[int]:
        return [p for p, s in game.players[player].in_play() if self.of_class in game.card_of(s).subtypes]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        p = game.players[player]
        return bool(self._targets(game, player)) and any(game.cards[u].is_basic_energy for u in p.discard)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, pl = m.game, m.me, m.scope.player
        targets = local if local is not None else tuple(self._targets(game, pl))
        if pc == 1 and targets:
            pos, targets = targets[0], targets[1:]
            slot = me.slot(pos)
            if slot is not None and m.answer in me.discard:
                me.discard.remove(m.answer)
                slot.energy.append(m.answer)
                game.emit("attach", pl, card=m.answer, src="discard", dst="energy", pos=pos)
        while targets:
            options = _distinct(game, [u for u in me.discard if game.cards[u].is_basic_energy])
            if not options:
                return m.done()
            if m.choose(1, targets, pl, CARD, options, "Attach which Basic Energy card?", "discard_to_attach",
                        zone="discard"):
                return WAIT
            return self.step(m, 1, targets)
        return m.done()

    def words(self, w: Words) -> str:
        return f"Attach a Basic Energy card from your discard pile to each of your {self.of_class} Pokémon."


@node("love_ball")
@dataclass(frozen=True, slots=True)
class LoveBall(Node):
    """Search your deck for a Pokémon with the same name as 1 of your opponent's Pokémon in play,
    reveal it, and put it into your hand; then shuffle."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, pl = m.game, m.me, m.scope.player
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
            names = {game.card_of(s).name for s in m.them.slots()}
            options = _distinct(game, [u for u in me.deck if game.cards[u].kind == "pokemon"
                                       and game.cards[u].name in names])
            if m.choose(1, None, pl, CARD, options, "Take which Pokémon?", "deck_to_hand", zone="deck"):
                return WAIT
        if m.answer is not None and m.answer in me.deck:
            me.deck.remove(m.answer)
            me.hand.append(m.answer)
            game.emit("reveal", pl, card=m.answer, src="deck", detail="searched")
            game.move_card(pl, m.answer, "deck", "hand")
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return ("Search your deck for a Pokémon with the same name as 1 of your opponent's Pokémon in play, reveal it, "
                "and put it into your hand. Then, shuffle your deck.")


@node("lanas_aid")
@dataclass(frozen=True, slots=True)
class LanasAid(ZoneChoice):
    """Put up to ``count`` in any combination of Pokémon without a Rule Box and Basic Energy cards from
    your discard pile into your hand."""

    count: int = 3
    zone = "discard"
    ask = "Put a card into your hand ({n} of up to {most})?"

    def _options(self, game: Game, player: int) -> list[int]:
        return [u for u in game.players[player].discard if game.cards[u].is_basic_energy
                or (game.cards[u].kind == "pokemon" and not has_rule_box(game.cards[u]))]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._options(game, player))

    def picks(self, m: Machine, memo: Any = None) -> tuple[int, int]:
        return up_to(self.count)

    def options(self, m: Machine, done: int, memo: Any) -> list[int]:
        return self._options(m.game, m.scope.player)

    def words(self, w: Words) -> str:
        return (f"Put up to {self.count} in any combination of Pokémon that don't have a Rule Box and Basic Energy "
                "cards from your discard pile into your hand. (Pokémon ex, Pokémon V, etc. have Rule Boxes.)")


@node("kofu")
@dataclass(frozen=True, slots=True)
class Kofu(Node):
    """Put ``count`` cards from your hand on the bottom of your deck in the order you choose; if you
    did, draw ``draw`` cards. Not usable without ``count`` other cards in your hand."""

    count: int = 2
    draw: int = 4
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return len(game.players[player].hand) > self.count

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, pl = m.game, m.me, m.scope.player
        done = local or 0
        if pc == 1 and m.answer in me.hand:
            me.hand.remove(m.answer)
            me.deck.insert(0, m.answer)  # each next card goes under the one before
            game.move_card(pl, m.answer, "hand", "deck bottom")
            done += 1
        options = [u for u in me.hand if u != m.scope.source_uid]
        if done < self.count and options:
            if m.choose(1, done, pl, CARD, options, f"Put a card on the bottom of your deck ({done + 1} of "
                        f"{self.count}).", "hand_to_deck", zone="hand"):
                return WAIT
            return self.step(m, 1, done)
        if done >= self.count:
            game.draw(pl, self.draw)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Put {self.count} cards from your hand on the bottom of your deck in any order. If you put "
                f"{self.count} cards on the bottom of your deck in this way, draw {self.draw} cards. (If you can't put "
                f"{self.count} cards from your hand on the bottom of your deck, you can't use this card.)")


@node("only_with_tera")
@dataclass(frozen=True, slots=True)
class OnlyWithTera(Node):
    """A Trainer usable only if you have any Tera Pokémon in play."""

    stage = CHECK

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return any("Tera" in game.card_of(s).subtypes for s in game.players[player].slots())

    def step(self, m: Machine, pc: int, local: Any) -> int:
        return m.done()

    def words(self, w: Words) -> str:
        return "You can use this card only if you have any Tera Pokémon in play."


@node("discard_energy_to_benched_type")
@dataclass(frozen=True, slots=True)
class DiscardEnergyToBenchedType(Node):
    """Choose up to ``count`` of your Benched ``type`` Pokémon and attach a Basic Energy card from your
    discard pile to each of them."""

    count: int
    type: str
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, pl = m.game, m.me, m.scope.player
        chosen, pos = local if local is not None else ((), None)
        if pc == 1:
            if m.answer is None:
                return m.done()
            pos = m.answer
            options = _distinct(game, [u for u in me.discard if game.cards[u].is_basic_energy])
            if m.choose(2, (chosen, pos), pl, CARD, options, "Attach which Basic Energy card?", "discard_to_attach",
                        zone="discard"):
                return WAIT
            pc = 2
        if pc == 2:
            slot = me.slot(pos) if pos is not None else None
            if slot is not None and m.answer in me.discard:
                me.discard.remove(m.answer)
                slot.energy.append(m.answer)
                game.emit("attach", pl, card=m.answer, src="discard", dst="energy", pos=pos)
            chosen += (pos,)
        targets = [p for p, s in me.in_play() if p and p not in chosen and self.type in game.types_of(s)]
        if len(chosen) >= self.count or not targets or not any(game.cards[u].is_basic_energy for u in me.discard):
            return m.done()
        if m.choose(1, (chosen, None), pl, POKEMON, targets, "Attach Energy to which Benched Pokémon (or stop)?",
                    "attach_energy", optional=bool(chosen)):
            return WAIT
        return self.step(m, 1, (chosen, None))

    def words(self, w: Words) -> str:
        return (f"Choose up to {self.count} of your Benched {self.type} Pokémon and attach a Basic Energy card from "
                "your discard pile to each of them.")


@node("search_to_top")
@dataclass(frozen=True, slots=True)
class SearchToTop(Node):
    """Search your deck for ``count`` cards, shuffle your deck, then put those cards on top of it in
    the order you choose (the last one chosen on top)."""

    count: int = 2
    of_your_deck: bool = False  # words: "... and put those cards on top of your deck in any order." (Mallow)
    prompts = True

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(game.players[player].deck)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, pl = m.game, m.me, m.scope.player
        chosen: tuple[int, ...] = local or ()
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
        if pc == 1:
            chosen += (m.answer,)
        want = min(self.count, len(me.deck))
        if len(chosen) < want:
            left = [u for u in me.deck if u not in chosen]
            if m.choose(1, chosen, pl, CARD, _distinct(game, left), f"Choose a card ({len(chosen) + 1} of {want}); the "
                        "last one chosen goes on top.", "order_deck", zone="deck"):
                return WAIT
            return self.step(m, 1, chosen)
        for uid in chosen:
            me.deck.remove(uid)
        game.shuffle_deck(pl)
        me.deck.extend(chosen)  # the last item is the top card
        game.emit("rearrange", pl, amount=len(chosen))
        return m.done()

    def words(self, w: Words) -> str:
        if self.count == 1:  # Reserved Ticket, Smooth Over
            return "Search your deck for a card, shuffle your deck, then put that card on top of it."
        if self.of_your_deck:
            return (f"Search your deck for {self.count} cards, shuffle your deck, and put those cards on top of your "
                    "deck in any order.")
        return (f"Search your deck for {self.count} cards, shuffle your deck, then put those cards on top of it in any "
                "order.")


@node("trade_pokemon_from_hand")
@dataclass(frozen=True, slots=True)
class TradePokemonFromHand(Node):
    """Reveal up to ``count`` Pokémon in your hand and put them into your deck; if you do, search your
    deck for up to that many Pokémon, reveal them, and put them into your hand; then shuffle."""

    count: int = 2
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, pl = m.game, m.me, m.scope.player
        phase, given, taken = local if local is not None else ("give", 0, 0)
        if pc == 1 and m.answer is None:
            phase = "take"
        elif pc == 1:
            me.hand.remove(m.answer)
            me.deck.append(m.answer)
            game.emit("reveal", pl, card=m.answer, src="hand", detail="hand")
            game.move_card(pl, m.answer, "hand", "deck")
            given += 1
        elif pc == 2 and m.answer is None:
            taken = given
        elif pc == 2:
            me.deck.remove(m.answer)
            me.hand.append(m.answer)
            game.emit("reveal", pl, card=m.answer, src="deck", detail="searched")
            game.move_card(pl, m.answer, "deck", "hand")
            taken += 1
        if phase == "give":
            options = [u for u in me.hand if game.cards[u].kind == "pokemon"]
            if given < self.count and options and m.choose(
                    1, ("give", given, taken), pl, CARD, options, "Put which Pokémon into your deck (or stop)?",
                    "hand_to_deck", optional=True, zone="hand", auto_single=False):
                return WAIT
        if given == 0:
            return m.done()
        options = _distinct(game, [u for u in me.deck if game.cards[u].kind == "pokemon"])
        if taken < given and options and m.choose(2, ("take", given, taken), pl, CARD, options, "Take which Pokémon "
                                                  "(or stop)?", "deck_to_hand", optional=True, zone="deck",
                                                  auto_single=False):
            return WAIT
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Reveal up to {self.count} Pokémon in your hand and put them into your deck. If you do, search your "
                "deck for up to that many Pokémon, reveal them, and put them into your hand. Then, shuffle your deck.")


@node("swap_from_discard")
@dataclass(frozen=True, slots=True)
class SwapFromDiscard(Node):
    """Choose a Pokémon ``kind`` in your discard pile with ``name_has`` in its name and switch it with
    1 of your Pokémon ``kind`` in play with ``name_has`` in its name; everything on the Pokémon in
    play (attached cards, damage, Special Conditions, turns in play, effects) stays on the new one."""

    name_has: str
    kind: str = "ex"
    prompts = True

    def _fits(self, game: Game, uid: int) -> bool:
        card = game.cards[uid]
        return card.kind == "pokemon" and self.kind in card.subtypes and self.name_has in card.name

    def _in_play(self, game: Game, player: int) -> list[int]:
        return [pos for pos, slot in game.players[player].in_play() if len(slot.cards) == 1
                and self._fits(game, slot.top)]

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return bool(self._in_play(game, player)) and any(self._fits(game, u) for u in game.players[player].discard)

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, me, pl = m.game, m.me, m.scope.player
        if pc == 0:
            options = _distinct(game, [u for u in me.discard if self._fits(game, u)])
            if m.choose(1, None, pl, CARD, options, "Which Pokémon from your discard pile?", "swap_in",
                        zone="discard"):
                return WAIT
            pc = 1
        if pc == 1:
            local = m.answer
            if m.choose(2, local, pl, POKEMON, self._in_play(game, pl), "Switch it with which Pokémon?",
                        "swap_out"):
                return WAIT
        slot = me.slot(m.answer)
        if slot is None or local not in me.discard:
            return m.done()
        old = slot.cards[0]
        me.discard.remove(local)
        slot.cards[0] = local
        game.emit("move", pl, card=local, src="discard", dst="stack", pos=m.answer)
        game.discard_card(old, "stack", m.answer)
        return m.done()

    def words(self, w: Words) -> str:
        kind = class_words(self.kind)
        return (f"Choose a {kind} in your discard pile that has \"{self.name_has}\" in its name, and "
                f"switch it with 1 of your {kind} in play that has \"{self.name_has}\" in its name. Any "
                "attached cards, damage counters, Special Conditions, turns in play, and any other effects remain on "
                "the new Pokémon.")
