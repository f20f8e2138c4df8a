"""Lasting effects of today's attacks, worded as printed: the Defending Pokémon takes more damage
during your next turn (Screech), this Pokémon has no Weakness, the Defending Pokémon's Weakness is
now another type (its amount unchanged).

Also a coin before each attack of the Pokémon until it evolves or is Benched (Ink Spurt).

And a lasting maximum HP, with a base damage for an attack, until the Pokémon is Benched (Giant Growth).

And the Defending Pokémon can't attack or retreat during the opponent's next turn, or takes more damage
from attacks (Screech, in Neo's wording).

And a Pokémon whose owner can't attach Energy cards to it (Crystal Beam)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer
from desktop.engine.fx.mods import AttackCoin, BaseDamage, Mod
from desktop.engine.fx.node import Atomic, node
from desktop.engine.state import FOREVER, Effect

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


@node("takes_more_damage")
@dataclass(frozen=True, slots=True)
class TakesMoreDamage(Mod):
    """On the Defending Pokémon: attacks that damage it do ``amount`` more damage to it (after
    Weakness and Resistance)."""

    amount: int
    point = layer.DAMAGE_TO_DEFENDER
    label = "takes_more_damage"

    def defend(self, game: Game, amount: int) -> tuple[int, bool]:
        return (amount + self.amount if amount > 0 else amount), False

    def words(self, w: Words) -> str:
        return self.lasting_words(w, "the Defending Pokémon", "during your next turn")

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return (f"{_capital(when)}, the Defending Pokémon takes {self.amount} more damage from attacks (after "
                "applying Weakness and Resistance).")


@node("has_no_weakness")
@dataclass(frozen=True, slots=True)
class NoWeakness(Mod):
    """This Pokémon has no Weakness."""

    point = layer.WEAKNESS
    label = "no_weakness"

    def change(self, pairs: tuple[tuple[str, Any], ...]) -> tuple[tuple[str, Any], ...]:
        return ()

    def words(self, w: Words) -> str:
        if w.card is not None and w.card.kind in ("trainer", "energy"):  # a Tool (Weakness Policy), a Special Energy
            return "The Pokémon this card is attached to has no Weakness."
        return f"{_capital(w.name)} has no Weakness."

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return f"{_capital(when)}, {who} has no Weakness."


@node("defending_weakness_is")
@dataclass(frozen=True, slots=True)
class WeaknessNow(Mod):
    """The Defending Pokémon's Weakness is now ``type`` (the amount of Weakness doesn't change)."""

    type: str
    point = layer.WEAKNESS
    label = "weakness_now"

    def change(self, pairs: tuple[tuple[str, Any], ...]) -> tuple[tuple[str, Any], ...]:
        return tuple((self.type, value) for _t, value in pairs)

    def words(self, w: Words) -> str:
        return self.lasting_words(w, "the Defending Pokémon", "")

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return (f"Until the end of your next turn, the Defending Pokémon's Weakness is now {self.type}. (The amount "
                "of Weakness doesn't change.)")


@node("few_energy_cant_attack")
@dataclass(frozen=True, slots=True)
class FewEnergyCantAttack(Mod):
    """On a player (a lasting effect): their Pokémon with ``most`` or less Energy attached can't attack."""

    most: int = 2
    point = layer.NO_ATTACK
    label = "few_energy_cant_attack"

    def allows_slot(self, game: Game, slot: Slot) -> bool:
        return len(game.energy_units(slot)) > self.most

    def words(self, w: Words) -> str:
        return f"Pokémon that have {self.most} or less Energy attached can't attack."

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return (f"During your opponent's next turn, Pokémon that have {self.most} or less Energy attached can't "
                "attack. (This includes new Pokémon that come into play.)")


@node("attack_coin_until_moved")
@dataclass(frozen=True, slots=True)
class AttackCoinUntilMoved(AttackCoin):
    """A lasting effect until the Pokémon evolves or is Benched: whenever it tries to attack, its
    owner flips a coin; tails, that attack does nothing (Ink Spurt)."""

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return (f"Whenever {who} tries to attack, your opponent flips a coin. If tails, that attack does nothing. "
                f"(This effect lasts until {who} evolves or is Benched.)")


@dataclass(frozen=True, slots=True)
class _HpIs(Mod):
    """A lasting effect: this Pokémon's maximum HP is ``amount``."""

    amount: int
    point = layer.HP
    label = "hp_is"

    def hp(self, game: Game, card: CardDef, hp: int) -> int:
        return self.amount


@node("grow_hp_and_attack")
@dataclass(frozen=True, slots=True)
class GrowHpAndAttack(Atomic):
    """Until this Pokémon is Benched, its maximum HP is ``hp`` and its ``attack``'s base damage is
    ``damage`` (Giant Growth's heads)."""

    hp: int
    attack: str
    damage: int

    def act(self, m: Machine) -> None:
        attacker = m.attacker
        if attacker is None:
            return
        attacker.add_effect(Effect(layer.HP, FOREVER, _HpIs(self.hp)))
        attacker.add_effect(Effect(layer.BASE_DAMAGE, FOREVER, BaseDamage(attack=self.attack, amount=self.damage)))
        m.game.emit("effect", m.scope.player, pos=0, detail="giant_growth")

    def words(self, w: Words) -> str:
        printed = next((a.damage for a in w.card.attacks if a.name == self.attack), 0) if w.card is not None else 0
        return (f"{w.name}'s maximum HP is now {self.hp} and {w.name}'s {self.attack} attack's base damage is "
                f"{self.damage} instead of {printed}. (Benching {w.name} ends this effect.)")


@node("cant_attack_or_retreat")
@dataclass(frozen=True, slots=True)
class CantAttackOrRetreat(Atomic):
    """Until the end of the opponent's next turn, the Defending Pokémon can't attack or retreat."""

    def act(self, m: Machine) -> None:
        from desktop.engine.fx.mods import NoAttack, NoRetreat

        defender = m.defender
        if defender is None or m.scope.protected:
            return
        for mod in (NoAttack(), NoRetreat()):
            defender.add_effect(Effect(mod.point, m.game.turn + 1, mod, False))
        m.game.emit("effect", m.scope.opp, pos=0, detail="no_attack")

    def words(self, w: Words) -> str:
        return f"Until the end of your opponent's next turn, {w.defending} can't attack or retreat."


@node("more_damage_taken")
@dataclass(frozen=True, slots=True)
class MoreDamageTaken(Mod):
    """On the Defending Pokémon (a lasting effect): an attack that damages it (after Weakness and
    Resistance) does ``amount`` more damage to it (Screech)."""

    amount: int
    increased: bool = False  # words: "any damage done to this Pokémon by attacks is increased by 40" (XY)
    point = layer.DAMAGE_TO_DEFENDER
    label = "screech"

    def defend(self, game: Game, amount: int) -> tuple[int, bool]:
        return (amount + self.amount if amount > 0 else amount), False

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        if self.increased:
            return (f"{when[:1].upper() + when[1:]}, any damage done to {who} by attacks is increased by {self.amount} "
                    "(after applying Weakness and Resistance).")
        return w.phrase("takes_more_lasting", who=who, When=when[:1].upper() + when[1:], amount=self.amount)


@node("no_attach_energy")
@dataclass(frozen=True, slots=True)
class NoAttachEnergy(Mod):
    """A lasting effect: its owner can't attach Energy cards to this Pokémon (Crystal Beam)."""

    point = layer.NO_ATTACH_ENERGY
    label = "no_attach_energy"

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return f"Your opponent can't attach Energy cards to {who} during their next turn."
