"""Rules that answer an attack's damage to their Pokémon (``layer.ON_DAMAGED``, even if it is Knocked Out):
a Power that makes the attacking Pokémon discard an Energy on a coin (Energy Drain), and one that does
damage to each Active Pokémon on tails (Shock Blast).

Also lasting effects that hit the opponent's Active Pokémon back for a fixed amount (Fire Wall) or, on
heads, for double the damage taken (Crosscounter).

And a Power that hits the attacker back when it was already Asleep (Restless Sleep).

Also an equal amount of damage back (Mirror Shell), the attacker Confused on heads (Pollen Defense), and
a switch away that spares the Pokémon the attack's other effects (Flee).

And an Energy of the Attacking Pokémon discarded by the other player's trigger (Little Grudge)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import combat, damage_rules, layer
from desktop.engine.fx.control import Flip
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.prompts import CARD
from desktop.engine.state import ASLEEP

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@dataclass(frozen=True, slots=True)
class _OwnerDiscardsAttackerEnergy(Node):
    """Run in the attack's effect after damage: if the Defending Pokémon's Power was ready, its owner
    flips a coin; heads, they choose 1 Energy card attached to the attacking Pokémon to discard."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, attacker = m.game, m.attacker
        if attacker is None:
            return m.done()
        if pc == 0:
            if not m.scope.defender_ready or not attacker.energy or not game.coin("Energy Drain", m.scope.opp):
                return m.done()
            if m.choose(1, None, m.scope.opp, CARD, list(attacker.energy), "Choose an Energy card to discard.",
                        "discard_their_energy", zone="attached"):
                return WAIT
        if m.answer in attacker.energy:
            combat.discard_attached(game, attacker, m.answer, 0)
        return m.done()

    def words(self, w: Words) -> str:
        return ""


@node("drain_attacker_energy")
@dataclass(frozen=True, slots=True)
class DrainAttackerEnergy(Mod):
    """A Power: if an opponent's attack damages this Pokémon (even if it is Knocked Out), flip a coin;
    heads, its owner discards 1 Energy card attached to the attacking Pokémon (Energy Drain)."""

    point = layer.ON_DAMAGED
    label = "energy_drain"

    def after_damaged(self) -> Node | None:
        return _OwnerDiscardsAttackerEnergy()

    def words(self, w: Words) -> str:
        return (f"If an opponent's attack does damage to {w.name} (even if {w.name} is Knocked Out), flip a coin. If "
                "heads and if it has any, choose 1 Energy card attached to the attacking Pokémon and discard it. This "
                f"power can't be used if {w.name} is already Asleep, Confused, or Paralyzed when your opponent "
                "attacks.")


@dataclass(frozen=True, slots=True)
class _BothActives(Atomic):
    """``amount`` damage to each Active Pokémon (a Power's damage: no Weakness or Resistance)."""

    amount: int

    def act(self, m: Machine) -> None:
        game = m.game
        for pl in (m.scope.player, m.scope.opp):
            slot = game.players[pl].active
            if slot is not None:
                combat.put_damage(game, pl, 0, slot, self.amount, "Shock Blast")

    def words(self, w: Words) -> str:
        return ""


@node("shock_blast")
@dataclass(frozen=True, slots=True)
class ShockBlast(Mod):
    """A Power: if this Active Pokémon is damaged by an attack (even if it is Knocked Out), flip a
    coin; tails, ``amount`` damage to each Active Pokémon."""

    amount: int
    point = layer.ON_DAMAGED
    label = "shock_blast"

    def after_damaged(self) -> Node | None:
        return Flip(tails=_BothActives(self.amount))

    def words(self, w: Words) -> str:
        return (f"If {w.name} is your Active Pokémon and gets damaged (even if it's Knocked Out), flip a coin. If "
                f"tails, this power does {self.amount} damage to each Active Pokémon. This power works even if "
                f"{w.name} is already Asleep, Confused, or Paralyzed when it takes damage.")


def _with_wr(game: Game, source: Slot, target: Slot, amount: int) -> int:
    """``amount`` after the Weakness and Resistance of ``target`` to ``source``'s type."""
    kind = game.types_of(source)[0] if game.types_of(source) else "Colorless"
    card = game.card_of(target)
    for w_type, value in damage_rules.weakness(game, target, card):
        if w_type == kind:
            amount = amount * int(value[1:]) if value.startswith("x") else amount + int(value)
    for r_type, r_value in damage_rules.resistance(game, target, card):
        if r_type == kind:
            amount += r_value
    return max(0, amount)


@node("hit_back_fixed")
@dataclass(frozen=True, slots=True)
class HitBackFixed(Mod):
    """A lasting effect: if an attack damages this Pokémon (even if it is Knocked Out), it attacks
    the opponent's Active Pokémon for ``amount`` damage, with Weakness and Resistance (Fire Wall)."""

    amount: int
    point = layer.ON_DAMAGED
    label = "strikes_back"

    def retaliation(self, game: Game, defender: Slot, ready: bool, dealt: int = 0) -> int:
        attacker = game.players[game.current].active
        return _with_wr(game, defender, attacker, self.amount) if attacker is not None else 0

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return (f"If an attack does damage to {who} {when} (even if {who} is Knocked Out), {who} attacks your "
                f"opponent's Active Pokémon for {self.amount} damage. (Apply Weakness and Resistance.)")


@node("hit_back_double_on_heads")
@dataclass(frozen=True, slots=True)
class HitBackDoubleOnHeads(Mod):
    """A lasting effect: if an attack damages this Pokémon (even if it is Knocked Out), flip a coin;
    heads, twice that damage to the opponent's Active Pokémon (Crosscounter)."""

    point = layer.ON_DAMAGED
    label = "strikes_back"

    def retaliation(self, game: Game, defender: Slot, ready: bool, dealt: int = 0) -> int:
        return 2 * dealt if game.coin("Crosscounter", 1 - game.current) else 0

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return (f"If an attack does damage to {who} {when} (even if {who} is Knocked Out), flip a coin. If heads, "
                f"{who} attacks your opponent's Active Pokémon for double that amount of damage. (If {who} takes 20 "
                "damage, it does 40 damage to that Pokémon.)")


@node("hit_back_if_asleep")
@dataclass(frozen=True, slots=True)
class HitBackIfAsleep(Mod):
    """A Power: if an opponent's attack damages this Pokémon while it was already Asleep (even if it
    is Knocked Out), ``amount`` damage to the attacking Pokémon (Restless Sleep)."""

    amount: int
    point = layer.ON_DAMAGED
    label = "restless_sleep"

    def retaliation(self, game: Game, defender: Slot, ready: bool, dealt: int = 0) -> int:
        return self.amount if not ready and defender.rot == ASLEEP else 0

    def words(self, w: Words) -> str:
        return (f"If your opponent's attack does damage to {w.name} and {w.name} is already Asleep (even if it's "
                f"Knocked Out), this power does {self.amount} damage to the attacking Pokémon.")


@node("equal_damage_back")
@dataclass(frozen=True, slots=True)
class EqualDamageBack(Mod):
    """A lasting effect (Mirror Shell): if an attack damages this Pokémon, even if it is Knocked
    Out, it does an equal amount of damage to the attacker."""

    attacks: bool = False  # words: "... attacks the Defending Pokémon for an equal amount of damage" (Team Rocket)
    point = layer.ON_DAMAGED
    label = "strikes_back"

    def retaliation(self, game: Game, defender: Slot, ready: bool, dealt: int = 0) -> int:
        return dealt

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        back = f"attacks {w.defending} for an equal amount of damage" if self.attacks else \
            f"does an equal amount of damage to {w.defending}"
        return f"If an attack does damage to {who} {when} (even if {who} is Knocked Out), {who} {back}."


@node("confuse_attacker_on_heads")
@dataclass(frozen=True, slots=True)
class ConfuseAttackerOnHeads(Mod):
    """A Power: if an attack damages this Pokémon while it is Active (even if it is Knocked Out),
    flip a coin; heads, the attacking Pokémon is now Confused (Pollen Defense)."""

    condition: str = "Confused"  # Fluffy Wool: "Asleep", worded "During your opponent's turn, if ..."
    point = layer.ON_DAMAGED
    label = "pollen_defense"

    def after_damaged(self) -> Node | None:
        from desktop.engine.fx.control import Flip
        from desktop.engine.fx.status_nodes import Condition

        return Flip(heads=Condition(self.condition, target="self"))

    def words(self, w: Words) -> str:
        if self.condition != "Confused":
            return (f"During your opponent's turn, if {w.name} is your Active Pokémon and is damaged by your "
                    "opponent's attack (even if it's Knocked Out), flip a coin. If heads, the attacking Pokémon is now "
                    f"{self.condition}.")
        return (f"If an attack does damage to {w.name} while it's your Active Pokémon (even if it's Knocked Out), flip "
                "a coin. If heads, your opponent's Active Pokémon is now Confused.")


@node("flee")
@dataclass(frozen=True, slots=True)
class Flee(Mod):
    """A Power: if an attack damages this Pokémon while it is Active, its owner may switch it with
    a Benched Pokémon, which prevents the attack's other effects on it (Misty's Tentacruel)."""

    point = layer.FLEE
    label = "flee"

    def words(self, w: Words) -> str:
        return (f"If an attack does damage to {w.name} while it's your Active Pokémon, you may switch it with 1 of "
                f"your Benched Pokémon, which prevents all other effects of that attack on {w.name}.")


@node("discard_attacker_energy")
@dataclass(frozen=True, slots=True)
class DiscardAttackerEnergy(Node):
    """Discard an Energy (you choose) attached to the Attacking Pokémon: the Active Pokémon of the
    player whose turn it is (a trigger of the other player's: Gastly's Little Grudge)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game = m.game
        attacker = game.players[game.current].active
        if attacker is None or game.current == m.scope.player:
            return m.done()
        if pc == 0 and m.choose(1, None, m.scope.player, CARD, list(attacker.energy),
                                "Discard which Energy card attached to the Attacking Pokémon?",
                                "discard_their_energy", zone="attached"):
            return WAIT
        if m.answer in attacker.energy:
            combat.discard_attached(game, attacker, m.answer, 0)
        return m.done()

    def words(self, w: Words) -> str:
        return "Discard an Energy attached to the Attacking Pokémon."
