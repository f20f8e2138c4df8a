"""Attack damage set by Energy cards, done without Weakness and Resistance or to a Benched Pokémon:
"Does 10 damage to each of your opponent's Pokémon for each Energy card attached to that Pokémon"
(Psysplash), "Choose an Energy type other than Colorless. This attack does 20 damage to each of your
opponent's Pokémon with any Energy cards of that type attached to it" (Core Stream), "10 damage for
each Water Energy card attached to <this>" to a chosen Pokémon (Water Cannon, Thundersquall).

Also more damage for each Energy of a type in the discard pile, then shuffled back (Riptide), and for
each type of basic Energy attached (Rainbow Burn)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat
from desktop.engine.actions import OPPONENT
from desktop.engine.fx.damage_nodes import BENCH_NOTE
from desktop.engine.fx.discard_pile_guard_nodes import reachable
from desktop.engine.fx.node import BEFORE, Node, node
from desktop.engine.prompts import OPTION, POKEMON

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game

TYPES = ("Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting", "Darkness", "Metal")


def _own_energy(m: Machine, energy_type: str) -> int:
    """How many ``energy_type`` Energy the attacking Pokémon has attached."""
    slot = m.attacker
    return combat.energy_units(m.game, slot).count(energy_type) if slot is not None else 0


@node("damage_each_theirs_per_energy")
@dataclass(frozen=True, slots=True)
class DamageEachTheirsPerEnergy(Node):
    """``per`` damage to each of your opponent's Pokémon for each Energy card attached to it, without
    Weakness and Resistance (Psysplash)."""

    per: int

    def step(self, m: Machine, pc: int, local: Any) -> int:
        for pos, slot in m.them.in_play():
            combat.attack_damage(m, m.scope.opp, pos, slot, self.per * len(slot.energy), apply_wr=False)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Does {self.per} damage to each of your opponent's Pokémon for each Energy card attached to that "
                "Pokémon. Don't apply Weakness and Resistance.")


@node("damage_theirs_with_type")
@dataclass(frozen=True, slots=True)
class DamageTheirsWithType(Node):
    """Choose an Energy type other than Colorless: ``amount`` damage to each of your opponent's Pokémon
    with any Energy cards of that type attached, without Weakness and Resistance (Core Stream)."""

    amount: int
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        if pc == 0 and m.choose(1, None, m.scope.player, OPTION, TYPES, "Choose an Energy type.", "choose_type"):
            return 1
        chosen, game = m.answer, m.game
        for pos, slot in m.them.in_play():
            if any(chosen in game.cards[u].provides for u in slot.energy):
                combat.attack_damage(m, m.scope.opp, pos, slot, self.amount, apply_wr=False)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Choose an Energy type other than Colorless. This attack does {self.amount} damage to each of your "
                "opponent's Pokémon with any Energy cards of that type attached to it. Don't apply Weakness and "
                "Resistance.")


@node("damage_chosen_per_own_energy")
@dataclass(frozen=True, slots=True)
class DamageChosenPerOwnEnergy(Node):
    """Choose 1 of your opponent's Pokémon (``bench``: of their Benched Pokémon) and do ``per`` damage
    to it for each ``type`` Energy attached to the attacking Pokémon (at most ``max``), without
    Weakness and Resistance (Water Cannon; Thundersquall on the Bench)."""

    type: str
    per: int = 10
    max: int = 0
    bench: bool = False
    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        them = m.them
        if pc == 0:
            codes = [OPPONENT + pos for pos, _s in them.in_play() if pos or not self.bench]
            if m.choose(1, None, m.scope.player, POKEMON, codes, "Choose a Pokémon to damage.", "damage_target"):
                return 1
        code = m.answer
        slot = them.slot(code - OPPONENT) if code is not None else None
        if slot is not None:
            amount = self.per * _own_energy(m, self.type)
            combat.attack_damage(m, m.scope.opp, code - OPPONENT, slot, min(amount, self.max) if self.max else amount,
                                 apply_wr=False)
        return m.done()

    def words(self, w: Words) -> str:
        if self.bench:
            return (f"If your opponent has any Benched Pokémon, choose 1 of them and this attack does {self.per} "
                    f"damage to that Pokémon for each {self.type} Energy attached to {w.name}. {BENCH_NOTE}")
        most = f" You can't do more than {self.max} damage in this way." if self.max else ""
        return (f"Choose 1 of your opponent's Pokémon. This attack does {self.per} damage for each {self.type} Energy "
                f"card attached to {w.name}. Don't apply Weakness and Resistance.{most}")


def _typed(game: Game, uids: list[int], energy_type: str, basic: bool = False) -> list[int]:
    return [u for u in uids if game.cards[u].kind == "energy" and energy_type in game.cards[u].provides
            and (not basic or game.cards[u].is_basic_energy)]


@node("riptide")
@dataclass(frozen=True, slots=True)
class Riptide(Node):
    """``per`` more damage for each ``type`` Energy card in your discard pile; then shuffle them all
    into your deck."""

    type: str
    per: int = 10
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, pl, me = m.game, m.scope.player, m.me
        found = _typed(game, me.discard, self.type)
        m.scope.damage += self.per * len(found)  # counted even under Allergic Pollen, which stops the shuffle
        moved = [uid for uid in found if uid in reachable(game, pl)]
        for uid in moved:
            me.discard.remove(uid)
            me.deck.append(uid)
            game.move_card(pl, uid, "discard", "deck")
        if moved:
            game.shuffle_deck(pl)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"Does {w.damage} damage plus {self.per} damage times the number of {self.type} Energy cards in your "
                f"discard pile. Then, shuffle all {self.type} Energy cards from your discard pile into your deck.")


@node("more_per_energy_type")
@dataclass(frozen=True, slots=True)
class MorePerEnergyType(Node):
    """``per`` more damage for each type of basic Energy card attached to this Pokémon (Rainbow Burn;
    ``spelled``: its name as the attack prints it)."""

    per: int
    spelled: str = ""
    stage = BEFORE

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, slot = m.game, m.attacker
        if slot is not None:
            kinds = {t for u in slot.energy if game.cards[u].is_basic_energy for t in game.cards[u].provides}
            m.scope.damage += self.per * len(kinds)
        return m.done()

    def words(self, w: Words) -> str:
        return (f"This attack does {w.damage} damage plus {self.per} more damage for each type of Basic Energy card, "
                f"if any, attached to {self.spelled or w.name}.")
