"""Attack nodes that reach past the two Active Pokémon: search the deck for Basic Pokémon to
put onto the Bench, damage to chosen Benched Pokémon, a coin for each Benched Pokémon, and
returning the Defending Pokémon to its owner's hand."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.values import Amount, Selector
from desktop.engine.prompts import CARD, POKEMON
from desktop.engine.state import Slot

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game

NO_WR = "(Don't apply Weakness and Resistance for Benched Pokémon.)"


def _names(names: tuple[str, ...]) -> str:
    return " or ".join(names)


@node("search_to_bench")
@dataclass(frozen=True, slots=True)
class SearchToBench(Node):
    """Search your deck for a Basic Pokémon (``named`` one of these names, or of ``type``) and
    put it onto your Bench; shuffle the deck afterward. Not usable with a full Bench."""

    named: tuple[str, ...] = ()
    type: str = ""
    prompts = True

    def _fits(self, game: Game, uid: int) -> bool:
        card = game.cards[uid]
        return (card.kind == "pokemon" and card.stage == "Basic" and (not self.named or card.name in self.named)
                and (not self.type or self.type in card.types))

    def usable(self, game: Game, player: int, source: Any) -> bool:
        return len(game.players[player].bench) < game.rules.bench_size

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl = m.game, m.scope.player
        me = game.players[pl]
        if pc == 0:
            if len(me.bench) >= game.rules.bench_size:
                return m.done()
            game.emit("reveal", pl, detail="deck")
            options = sorted((u for u in me.deck if self._fits(game, u)), key=lambda u: game.cards[u].name)
            if m.choose(1, None, pl, CARD, options, "Choose a Basic Pokémon from your deck for your Bench.",
                        "deck_to_bench", zone="deck"):
                return 1
        uid = m.answer
        if uid is not None:
            me.deck.remove(uid)
            me.bench.append(Slot(uid, game.turn))
            game.emit("bench", pl, card=uid, src="deck", dst="bench", pos=len(me.bench))
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        what = f"a Basic Pokémon named {_names(self.named)}" if self.named else f"a {self.type} Basic Pokémon card"
        return (f"Search your deck for {what} and put it onto your Bench. Shuffle your deck afterward. "
                "(You can't use this attack if your Bench is full.)")


@node("damage_chosen")
@dataclass(frozen=True, slots=True)
class DamageChosen(Node):
    """Choose ``count`` of the Pokémon ``target`` selects (all of them if there are fewer) and
    do ``amount`` damage to each (Benched Pokémon take no Weakness or Resistance)."""

    target: Selector
    amount: Amount
    count: int = 1
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        chosen: tuple[int, ...] = local or ()
        if pc == 1 and m.answer is not None:
            chosen += (m.answer,)
        slots = {self._code(m, owner, pos): (owner, pos, slot) for owner, pos, slot in self.target.resolve(m)}
        while len(chosen) < self.count:
            options = [code for code in slots if code not in chosen]
            if not options:
                break
            if len(slots) <= self.count:  # fewer than asked: each of them
                chosen += tuple(options)
                break
            if m.choose(1, chosen, m.scope.player, POKEMON, options, f"{m.scope.source}: choose a Pokémon to damage.",
                        "damage_target"):
                return 1
            chosen += (m.answer,)
        amount = self.amount.value(m)
        for code in chosen:
            owner, pos, slot = slots[code]
            combat.attack_damage(m, owner, pos, slot, amount, apply_wr=pos == 0 and owner != m.scope.player)
        return m.done()

    @staticmethod
    def _code(m: Machine, owner: int, pos: int) -> int:
        """A position as the player choosing sees it (10+ on the opponent's side)."""
        return pos + (10 if owner != m.scope.player else 0)

    def words(self, w: Words) -> str:
        amount, who = self.amount.words(w), self.target.words(w)
        if self.count == 1:
            return (f"If your opponent has any Benched Pokémon, choose 1 of them and this attack does {amount} damage "
                    f"to it. {NO_WR}")
        return (f"Choose {self.count} of {who} and this attack does {amount} damage to each of them. {NO_WR} If your "
                f"opponent has fewer than {self.count} Benched Pokémon, do the damage to each of them.")


@node("flip_each_damage")
@dataclass(frozen=True, slots=True)
class FlipEachDamage(Atomic):
    """For each Pokémon ``target`` selects, flip a coin: heads, ``amount`` damage to it. Then the
    attacking Pokémon does ``self_per_tails`` damage to itself for each tails."""

    target: Selector
    amount: int
    self_per_tails: int = 0

    def act(self, m: Machine) -> None:
        game, scope = m.game, m.scope
        tails = 0
        for owner, pos, slot in self.target.resolve(m):
            if game.coin(scope.source, scope.player):
                combat.attack_damage(m, owner, pos, slot, self.amount, apply_wr=pos == 0 and owner != scope.player)
            else:
                tails += 1
        attacker = m.attacker
        if tails and self.self_per_tails and attacker is not None:
            combat.put_damage(game, scope.player, 0, attacker, tails * self.self_per_tails, scope.source)

    def words(self, w: Words) -> str:
        text = (f"For each of {self.target.words(w)}, flip a coin. If heads, this attack does {self.amount} damage "
                f"to that Pokémon. {NO_WR}")
        if self.self_per_tails:
            text += f" Then, {w.name} does {self.self_per_tails} damage times the number of tails to itself."
        return text


@node("return_defending_to_hand")
@dataclass(frozen=True, slots=True)
class ReturnDefendingToHand(Atomic):
    """Unless this attack Knocks Out the Defending Pokémon, return it and all cards attached to
    it to its owner's hand."""

    def act(self, m: Machine) -> None:
        game, opp = m.game, m.scope.opp
        slot = m.defender
        if slot is None or m.scope.protected or slot.damage >= game.hp_of(slot):
            return
        them = game.players[opp]
        game.remove_from_play(opp, 0, slot)
        for uid in slot.cards + slot.energy + [t for t, _ in slot.tools]:
            them.hand.append(uid)
            game.move_card(opp, uid, "active", "hand", 0)
        if them.active is None:
            game.queue.insert(0, ("new_active", opp))

    def words(self, w: Words) -> str:
        return (f"Unless this attack Knocks Out {w.defending}, return {w.defending} and all cards attached to it to "
                "your opponent's hand.")
