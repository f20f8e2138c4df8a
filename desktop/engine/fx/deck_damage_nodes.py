"""Neo Destiny attacks that work the decks or set their own damage: Incinerate (the opponent's top card
shown, a Trainer discarded), Mountain Smasher's "for each heads, discard the top card from your opponent's deck",
Fling Away (less damage to the Defending Pokémon when a Benched one is hit too), Dark Fire (a
Darkness Energy discarded for more damage), Healing Water and Miracle Leaf (Shining Celebi)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import card_in_play, combat
from desktop.engine.actions import OPPONENT
from desktop.engine.fx.damage_nodes import BENCH_NOTE, HEADS_COUNT
from desktop.engine.fx.node import BEFORE, Atomic, Node, node
from desktop.engine.fx.status_nodes import apply_condition
from desktop.engine.prompts import CARD, OPTION, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words


@node("show_their_top_discard_trainer")
@dataclass(frozen=True, slots=True)
class ShowTheirTopDiscardTrainer(Atomic):
    """Show the top card of the opponent's deck to all players; if it's a Trainer card, discard it."""

    def act(self, m: Machine) -> None:
        game, deck = m.game, m.them.deck
        if not deck:
            return
        game.emit("reveal", m.scope.opp, card=deck[-1], detail="deck top")
        if game.cards[deck[-1]].kind == "trainer":
            game.discard_card(deck.pop(), "deck")

    def words(self, w: Words) -> str:
        return "Show the top card of your opponent's deck to all players. If it's a Trainer card, discard it."


@node("discard_their_top_per_heads")
@dataclass(frozen=True, slots=True)
class DiscardTheirTopPerHeads(Atomic):
    """Then, for each heads (of the attack's "times" coins), discard the top card of the opponent's deck."""

    def act(self, m: Machine) -> None:
        deck = m.them.deck
        for _ in range(min(m.scope.get(HEADS_COUNT, 0), len(deck))):
            m.game.discard_card(deck.pop(), "deck")

    def words(self, w: Words) -> str:
        return "Then, for each heads, discard the top card from your opponent's deck."


@node("less_and_bench_hit")
@dataclass(frozen=True, slots=True)
class LessAndBenchHit(Node):
    """If the opponent has Benched Pokémon, this attack does ``amount`` damage instead of its printed
    damage, and ``amount`` to 1 of those Benched Pokémon you choose (Fling Away)."""

    amount: int
    prompts = True
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        them = m.them
        if pc == 0:
            if not them.bench:
                return m.done()
            m.scope.damage = self.amount
            if m.choose(1, None, m.scope.player, POKEMON, [OPPONENT + p for p in range(1, len(them.bench) + 1)],
                        "Choose a Benched Pokémon to damage.", "damage_target"):
                return 1
        pos = m.answer - OPPONENT
        slot = them.slot(pos)
        if slot is not None:
            combat.attack_damage(m, m.scope.opp, pos, slot, self.amount, apply_wr=False)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"If your opponent has any Benched Pokémon, this attack does {self.amount} damage instead of "
                f"{w.damage} and choose 1 of those Benched Pokémon. This attack does {self.amount} damage to that "
                f"Pokémon. {BENCH_NOTE}")


@node("discard_dark_for_more")
@dataclass(frozen=True, slots=True)
class DiscardDarkForMore(Atomic):
    """If this Pokémon has Darkness Energy cards, discard 1 and do ``amount`` more damage, plus ``bonus``
    for the discarded card's own boost (Dark Fire)."""

    amount: int
    bonus: int = 10
    stage = BEFORE

    def act(self, m: Machine) -> None:
        game, slot = m.game, m.attacker
        dark = [u for u in slot.energy if game.cards[u].name == "Darkness Energy"] if slot is not None else []
        if slot is None or not dark:
            return
        combat.discard_attached(game, slot, dark[0], 0)
        m.scope.damage += self.amount + self.bonus

    def words(self, w: Words) -> str:
        return (f"If there are any Darkness Energy cards attached to {w.name}, discard 1 of them and this attack does "
                f"{w.damage} damage plus {self.amount} more damage (plus {self.bonus} more damage for the Darkness "
                f"Energy you discarded). If there aren't any, this attack does {w.damage} damage.")


@node("heal_benched_per_energy")
@dataclass(frozen=True, slots=True)
class HealBenchedPerEnergy(Node):
    """Remove as many damage counters from 1 of your Benched Pokémon as ``type`` Energy cards are
    attached to this Pokémon (Healing Water)."""

    type: str
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        me = m.me
        if pc == 0 and m.choose(1, None, m.scope.player, POKEMON, range(1, len(me.bench) + 1),
                                "Heal which Benched Pokémon?", "heal_target"):
            return 1
        slot, attacker = me.slot(m.answer) if m.answer else None, m.attacker
        if slot is not None and attacker is not None:
            count = sum(self.type in m.game.cards[u].provides for u in attacker.energy)
            combat.heal(m.game, m.scope.player, m.answer, slot, 10 * count, m.scope.source)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Remove a number of damage counters from 1 of your Benched Pokémon equal to the number of {self.type} "
                f"Energy cards attached to {w.name}. If the Pokémon has fewer damage counters than that, remove all "
                "of them.")


@node("coins_per_their_energy_condition")
@dataclass(frozen=True, slots=True)
class CoinsPerTheirEnergyCondition(Node):
    """Flip a coin for each Energy attached to the Defending Pokémon; with 1 or more heads, it is now
    one of ``conditions`` (your choice) (Miracle Leaf)."""

    conditions: tuple[str, ...] = ("Asleep", "Confused", "Poisoned")
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, defender = m.game, m.defender
        if defender is None or m.scope.protected:
            return m.done()
        if pc == 0:
            units = len(combat.energy_units(game, defender))
            if not sum(game.coin(m.scope.source, m.scope.player) for _ in range(units)):
                return m.done()
            if m.choose(1, None, m.scope.player, OPTION, self.conditions, "Choose the Special Condition.",
                        "choose_condition"):
                return 1
        apply_condition(m, m.scope.opp, 0, defender, str(m.answer))
        return m.done()

    def words(self, w: Words) -> str:
        listed = ", ".join(self.conditions[:-1]) + f", or {self.conditions[-1]}"
        return (f"Flip a number of coins equal to the number of Energy attached to {w.defending}. If you get 1 or more "
                f"heads, {w.defending} is now {listed} (your choice).")


@node("then_evolve_self_named")
@dataclass(frozen=True, slots=True)
class ThenEvolveSelfNamed(Node):
    """Then, search your deck for an Evolution card named ``named`` and put it on this Pokémon (it
    counts as evolving it); shuffle your deck afterward (Explosive Evolution)."""

    named: str
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, attacker = m.game, m.scope.player, m.attacker
        me = game.players[pl]
        if attacker is None:
            return m.done()
        if pc == 0:
            game.emit("reveal", pl, detail="deck")
            found = [u for u in me.deck if game.cards[u].name == self.named]
            if m.choose(1, None, pl, CARD, found[:1], f"Put {self.named} on your Pokémon?", "evolve_with",
                        zone="deck"):
                return 1
        if m.answer is not None and m.answer in me.deck:
            me.deck.remove(m.answer)
            game.evolve(pl, 0, attacker, m.answer, src="deck")
        game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Then, search your deck for an Evolution card named {self.named} and put it on {w.name}. (This counts "
                f"as evolving {w.name}.) Shuffle your deck afterward.")


@node("hold_evolution")
@dataclass(frozen=True, slots=True)
class HoldEvolution(Atomic):
    """During the opponent's next turn, the Defending Pokémon can't evolve except from effects of attacks
    or Pokémon Powers; benching it ends this (Dark Tentacle: the hand and Trainer evolutions check it)."""

    def act(self, m: Machine) -> None:
        from desktop.engine.state import Effect

        defender = m.defender
        if defender is not None and not m.scope.protected:
            defender.add_effect(Effect("evolve_held", m.game.turn + 1, None, False))
            m.game.emit("effect", m.scope.opp, pos=0, detail="evolve_held")

    def words(self, w: Words) -> str:
        return (f"During your opponent's next turn, {w.defending} can't evolve except from effects of attacks or "
                "Pokémon Powers. (Benching that Pokémon ends this effect.)")


@node("flip_top_stage_to_deck")
@dataclass(frozen=True, slots=True)
class FlipTopStageToDeck(Node):
    """If the opponent has evolved Pokémon, choose 1 and flip a coin: heads, they shuffle its highest
    Stage Evolution card into their deck (Prehistoric Water)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, them, opp = m.game, m.them, m.scope.opp
        evolved = [OPPONENT + pos for pos, slot in them.in_play() if card_in_play.devolvable(game, slot)
                   and not (pos == 0 and m.scope.protected)]
        if pc == 0 and m.choose(1, None, m.scope.player, POKEMON, evolved, "Choose an evolved Pokémon.",
                                "their_pokemon"):
            return 1
        if m.answer is None or not game.coin(m.scope.source, m.scope.player):
            return m.done()
        pos = m.answer - OPPONENT
        slot = them.slot(pos)
        if slot is not None and len(slot.cards) > 1:
            top = slot.cards.pop()
            them.deck.append(top)
            game.move_card(opp, top, "stack", "deck", pos)
            game.clear_conditions(opp, pos, slot)
            slot.end_attack_effects()
            game.emit("devolve", opp, card=slot.top, pos=pos)
            game.shuffle_deck(opp)
        return m.done()

    def words(self, w: Words) -> str:
        return ("If your opponent has any evolved Pokémon in play, choose 1 of them and flip a coin. If heads, your "
                "opponent takes the highest Stage Evolution card on that Pokémon and shuffles it into their deck.")
