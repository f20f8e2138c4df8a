"""Modifiers: the rules changes that lasting effects, static Powers and Tools put in the rules
layer (``desktop/engine/layer.py``). Each answers one query point of the layer.

In JSON a modifier is a node like any other (``{"op": "prevent_damage"}``), found in the
``modifier`` field of a ``lasting`` node, in a Power's ``static`` list or in a Tool's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer
from desktop.engine.face_down import STAND_IN
from desktop.engine.fx.mod_base import Mod
from desktop.engine.fx.node import node
from desktop.engine.fx.words import capital, plural
from desktop.engine.state import ASLEEP

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot

TYPES = ("Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting")


@node("prevent_all")
@dataclass(frozen=True, slots=True)
class PreventAll(Mod):
    """Prevent all effects of attacks, including damage."""

    when_first: bool = False  # words: "During your opponent's next turn, prevent all effects ..." (Evolutions)
    point = layer.PROTECTED
    label = "prevent_all"


@node("prevent_damage")
@dataclass(frozen=True, slots=True)
class PreventDamage(Mod):
    """Prevent all damage done by attacks (after at most ``over`` / at least ``at_least``)."""

    at_most: int = 0  # prevent only damage of this much or less (Harden)
    at_least: int = 0  # prevent only damage of this much or more (Invisible Wall)
    from_stage: str = ""  # prevent only damage from attacks of Pokémon of this Stage ("Basic")
    not_type: str = ""  # ... and not of this type ("Basic non-Colorless Pokémon": Terapagos ex's Crown Opal)
    from_ability: bool = False  # only damage from Pokémon that have an Ability (Cornerstone Mask Ogerpon ex)
    reduce_to: int = 0  # instead of preventing it, reduce that damage to this much (Strange Barrier)
    by_attacks: bool = False  # words: "Prevent all damage done by attacks to ..." (Curve Attack)
    would: bool = False  # with at_most, words: "if this Pokémon would be damaged by an attack, prevent ..." (XY)
    if_asleep: bool = False  # a Poké-Body: only while this Pokémon is Asleep (Sweet Sleeping Face)
    point = layer.DAMAGE_TO_DEFENDER

    @property
    def label(self) -> str:  # type: ignore[override]
        return "harden" if self.at_most else "prevent_damage"

    def defend_in(self, game: Game, slot: Slot, amount: int) -> tuple[int, bool]:
        if self.if_asleep and slot.rot != ASLEEP:
            return amount, False
        return self.defend(game, amount)

    def defend(self, game: Game, amount: int) -> tuple[int, bool]:
        if self.from_ability:
            attacker = game.players[game.current].active
            if attacker is None or not any(p.kind == "Ability" for p in game.card_of(attacker).powers):
                return amount, False
        if self.from_stage:
            attacker = game.players[game.current].active
            if attacker is None or game.card_of(attacker).stage != self.from_stage:
                return amount, False
            if self.not_type and self.not_type in game.types_of(attacker):
                return amount, False
        if (not self.at_most or amount <= self.at_most) and amount >= self.at_least:
            return (self.reduce_to, False) if self.reduce_to else (0, True)
        return amount, False


@node("half_damage")
@dataclass(frozen=True, slots=True)
class HalfDamage(Mod):
    """Static: attacks do half damage to this Pokémon (rounded down to the nearest 10)."""

    only: bool = False  # words: "does only half the damage" (Legendary Collection)
    point = layer.DAMAGE_TO_DEFENDER
    label = "half_damage"

    def defend(self, game: Game, amount: int) -> tuple[int, bool]:
        return amount // 2 // 10 * 10, False


@node("reduce_damage")
@dataclass(frozen=True, slots=True)
class ReduceDamage(Mod):
    """Damage done by attacks to this Pokémon is reduced by ``amount`` (after Weakness and Resistance)."""

    amount: int
    plain: bool = False  # lasting words without "by attacks": "All damage done to Jigglypuff during ..." (Expand)
    any_words: bool = False  # a Poké-Body's words: "Any damage done to Donphan by attacks is reduced by 20 (...)"
    may: bool = False  # a Power's words: "You may reduce all damage done by attacks to ..." (Shell Armor)
    point = layer.DAMAGE_TO_DEFENDER
    label = "reduce_damage"

    def defend(self, game: Game, amount: int) -> tuple[int, bool]:
        return amount - self.amount, False


@node("more_damage_done")
@dataclass(frozen=True, slots=True)
class MoreDamageDone(Mod):
    """This Pokémon's attacks do ``amount`` more damage to the Defending Pokémon (after W/R); a
    negative ``amount`` is less damage (Luxray's Snarl on the Defending Pokémon)."""

    amount: int
    point = layer.DAMAGE_BY_ATTACKER
    label = "more_damage"

    def extra(self) -> int:
        return self.amount


@node("no_attack")
@dataclass(frozen=True, slots=True)
class NoAttack(Mod):
    """This Pokémon can't use the attack ``name`` (every attack if empty)."""

    name: str = ""
    use_attacks: bool = False  # words: "can't use attacks" (some printings) for "can't attack"
    who_first: bool = False  # lasting words: "Mantine can't attack during your next turn." (Neo Destiny)
    this_attack: bool = False  # lasting words: "This attack can't be used during your next turn. (Benching ...)"
    point = layer.NO_ATTACK
    label = "disabled_attack"

    def allows(self, game: Game, attack_name: str) -> bool:
        return bool(self.name) and attack_name != self.name


@node("no_retreat")
@dataclass(frozen=True, slots=True)
class NoRetreat(Mod):
    point = layer.NO_RETREAT
    label = "no_retreat"


@node("attack_coin")
@dataclass(frozen=True, slots=True)
class AttackCoin(Mod):
    """If this Pokémon tries to attack, its owner flips a coin; if tails, the attack does nothing."""

    whenever: bool = False  # lasting words: "whenever the Defending Pokémon attacks, ..." (Octazooka)

    point = layer.ATTACK_COIN
    label = "smokescreen"


@node("weakness_type")
@dataclass(frozen=True, slots=True)
class WeaknessType(Mod):
    type: str
    point = layer.WEAKNESS
    label = "weakness_type"

    def change(self, pairs: tuple[tuple[str, Any], ...]) -> tuple[tuple[str, Any], ...]:
        return tuple((self.type, value) for _t, value in pairs)


@node("resistance_type")
@dataclass(frozen=True, slots=True)
class ResistanceType(Mod):
    type: str
    point = layer.RESISTANCE
    label = "resistance_type"

    def change(self, pairs: tuple[tuple[str, Any], ...]) -> tuple[tuple[str, Any], ...]:
        value = pairs[0][1] if pairs else -30
        return ((self.type, value),)


@node("energy_type")
@dataclass(frozen=True, slots=True)
class EnergyType(Mod):
    """Every Energy attached to this Pokémon provides ``type`` instead."""

    type: str
    point = layer.ENERGY_TYPE
    label = "energy_burn"

    def new_type(self) -> str:
        return self.type


@node("knock_out_attacker")
@dataclass(frozen=True, slots=True)
class KnockOutAttacker(Mod):
    """Trigger: if an attack Knocks Out this Pokémon, Knock Out the attacking Pokémon."""

    point = layer.ON_KNOCKED_OUT
    label = "destiny_bond"


@node("damage_attacker")
@dataclass(frozen=True, slots=True)
class DamageAttacker(Mod):
    """Trigger: whenever an attack damages this Pokémon, put ``amount`` damage on the attacker
    (no Weakness or Resistance). Only while this Pokémon was ready when the attack was made."""

    amount: int
    if_type: str = ""  # a Tool's: only while the Pokémon it is attached to is of this type (Punk Helmet)
    active_only: bool = False  # words: "in the Active Spot" (a Tool's or Special Energy's; attacks only damage
    # Active Pokémon here)
    put: bool = False  # words: an Ability that "puts" (rather than "places") the damage counters
    any_state: bool = False  # an attack's effect for the next turn: whatever its Special Conditions (Repulsor Axe)
    your_active: bool = False  # words (Black & White to XY): "If this Pokémon is your Active Pokémon and is damaged"
    point = layer.ON_DAMAGED
    label = "strikes_back"

    def retaliation(self, game: Game, defender: Slot, ready: bool, dealt: int = 0) -> int:
        if self.any_state:
            return self.amount
        if self.if_type:  # a Tool: works whatever the Pokémon's Special Conditions
            return self.amount if self.if_type in game.types_of(defender) else 0
        return self.amount if ready else 0  # a Pokémon Power: only if it was ready when attacked


@node("no_trainers")
@dataclass(frozen=True, slots=True)
class NoTrainers(Mod):
    any_more: bool = False  # words (a player's own effect): "You can't play any more Trainer cards this turn."
    kind: str = ""  # only Trainers of this subtype ("Supporter", "Item"): Bother, Itchy Pollen

    def stops(self, subtype: str) -> bool:
        return not self.kind or self.kind == subtype
    point = layer.NO_TRAINERS
    label = "no_trainers"


@node("no_evolve")
@dataclass(frozen=True, slots=True)
class NoEvolve(Mod):
    point = layer.NO_EVOLVE
    label = "no_evolve"


@node("no_powers")
@dataclass(frozen=True, slots=True)
class NoPowers(Mod):
    """Static (Toxic Gas): ignore all Pokémon Powers other than this one's kind (``other_than``
    names them, in the plural, for the card text)."""

    other_than: str = ""
    point = layer.NO_POWERS
    label = "no_powers"


@node("type_is")
@dataclass(frozen=True, slots=True)
class TypeIs(Mod):
    """This Pokémon's type is ``type`` (Shift)."""

    type: str
    point = layer.POKEMON_TYPE
    label = "type"

    def new_type(self) -> str:
        return self.type


@node("transparency")
@dataclass(frozen=True, slots=True)
class Transparency(Mod):
    """Static: whenever an attack does anything to this Pokémon, flip a coin; heads, prevent all
    effects of that attack, including damage, done to it."""

    point = layer.TRANSPARENCY
    label = "transparency"


@node("transform")
@dataclass(frozen=True, slots=True)
class Transform(Mod):
    """Static (Ditto): while Active, treat this Pokémon as the Defending Pokémon's card (type, HP,
    Weakness, Resistance, Retreat Cost, attacks and Powers), except that it can't evolve, keeps
    this Power, and its Energy counts as every type. See ``card_in_play.transformed``."""

    point = layer.TRANSFORM
    label = "transform"
    energy_every_type = True
    copies_defending = True

    def treated_as(self, game: Game, slot: Slot, own: CardDef) -> CardDef | None:
        for owner in (0, 1):
            if game.players[owner].active is slot:
                other = game.players[1 - owner].active
                if other is None:
                    return None
                card = game.cards[other.top]
                if card is STAND_IN:  # a face-down card: nothing to copy until it is flipped
                    return None
                rule = next((mod for _kind, mod in card.statics if mod.point == layer.TRANSFORM), None)
                return card if rule is None else rule.seen_as(game, other, card)
        return None

    def seen_as(self, game: Game, slot: Slot, own: CardDef) -> CardDef | None:
        return None  # two Dittos facing each other stay Dittos


@node("hand_revealed")
@dataclass(frozen=True, slots=True)
class HandRevealed(Mod):
    """Static (Clairvoyance): your opponent plays with their hand face up."""

    point = layer.HAND_REVEALED
    label = "hand_revealed"


@node("immune_conditions")
@dataclass(frozen=True, slots=True)
class ImmuneConditions(Mod):
    burned: bool = False  # words: "..., Poisoned, or Burned" (Legendary Collection)
    point = layer.IMMUNE_CONDITIONS
    label = "immune_conditions"


@node("retreat_cost")
@dataclass(frozen=True, slots=True)
class RetreatCost(Mod):
    """Static: while its Pokémon is Benched, the Active Pokémon's Retreat Cost changes by ``delta``."""

    delta: int
    while_benched: bool = True
    point = layer.RETREAT_COST
    label = "retreat_cost"

    def adjust(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        if self.while_benched and owner is target:
            return cost
        return cost + self.delta


@node("base_damage")
@dataclass(frozen=True, slots=True)
class BaseDamage(Mod):
    """The base damage of this Pokémon's attack ``attack`` is ``amount`` (or twice its own: ``doubled``);
    ``more``: each of its attacks that does damage does that much more (before Weakness and Resistance)."""

    attack: str = ""
    amount: int = 0
    doubled: bool = False
    more: int = 0  # Lillipup's Work Up: "this Pokémon's attacks do 20 more damage"
    plain: bool = False  # words without "instead of <printed>" (today's Focus Energy)
    point = layer.BASE_DAMAGE
    label = "base_damage"

    def __post_init__(self) -> None:
        if not self.attack and not self.more:
            raise ValueError("base_damage names an attack (amount, doubled or more) or gives every attack more damage")

    def base(self, attack_name: str, damage: int) -> int:
        if self.more and self.attack:  # "this Pokémon's Meteor Mash attack does 60 more damage"
            return damage + self.more if attack_name == self.attack else damage
        if self.more:
            return damage + self.more if damage > 0 else damage
        if attack_name != self.attack:
            return damage
        return damage * 2 if self.doubled else self.amount


def _words(cls: type[Mod], fn) -> None:
    cls.words = lambda self, w: fn(self, w)  # type: ignore[method-assign]


_words(PreventAll, lambda m, w: f"During your opponent's next turn, prevent all effects of attacks, including "
       f"damage, done to {w.name}." if m.when_first else w.phrase("prevent_all", name=w.name))
_words(EnergyType, lambda m, w: f"All Energy cards attached to {w.name} provide {m.type} Energy instead of their "
       "usual type.")
_words(HalfDamage, lambda m, w: f"Whenever an attack (even your own) does damage to {w.name} (after applying "
       f"Weakness and Resistance), that attack does {'only ' if m.only else ''}half the damage to {w.name} "
       "(rounded down to the nearest 10). "
       "(Any other effects of attacks still happen.)")
_words(PreventDamage, lambda m, w: (
    f"Prevent all damage from attacks done to {w.name} by your opponent's Pokémon that have an Ability."
    if m.from_ability else
    f"As long as {w.name} is Asleep, prevent all damage done to {w.name} by attacks." if m.if_asleep else
    f"During your opponent's next turn, if {w.name} would be damaged by an attack, prevent that attack's damage "
    f"done to {w.name} if that damage is {m.at_most} or less." if m.would else
    f"Whenever an attack by a {m.from_stage} Pokémon (including your own) does {m.at_least} or more damage to "
    f"{w.name} (after applying Weakness and Resistance), reduce that damage to {m.reduce_to}. (Any other effects of "
    "attacks still happen.)" if m.reduce_to else
    f"Whenever an attack (including your own) does {m.at_least} or more damage to {w.name} (after applying "
    "Weakness and Resistance), prevent that damage. (Any other effects of attacks still happen.)" if m.at_least else
    w.phrase("prevent_at_most", name=w.name, at_most=m.at_most) if m.at_most else
    (w.phrase_or_none("prevent_from_stage_first", name=w.name, stage=m.from_stage) if not m.not_type else None)
    or f"During your opponent's next turn, prevent all damage done to {w.name} by attacks from {m.from_stage} "
    f"{'non-' + m.not_type + ' ' if m.not_type else ''}Pokémon." if m.from_stage else
    w.phrase("prevent_damage", name=w.name, by="by attacks " if m.by_attacks else "")))
_words(AttackCoin, lambda m, w: w.phrase("attack_coin", defending=w.defending))
_words(KnockOutAttacker, lambda m, w: f"If a Pokémon Knocks Out {w.name} during your opponent's next turn, Knock "
       "Out that Pokémon.")
_words(DamageAttacker, lambda m, w: "If this Pokémon is your Active Pokémon and is damaged by an opponent's attack "
       f"(even if this Pokémon is Knocked Out), put {plural(m.amount // 10, 'damage counter')} on the Attacking "
       "Pokémon." if m.your_active else
       f"If the {m.if_type + ' ' if m.if_type else ''}Pokémon this card is attached to is in the Active Spot and "
       f"is damaged by an attack from your opponent's Pokémon (even if this Pokémon is Knocked Out), "
       f"{'put' if m.put else 'place'} {m.amount // 10} damage counters on the Attacking Pokémon."
       if m.if_type or m.active_only else
       w.phrase("damage_attacker", name=w.name, amount=m.amount, put="put" if m.put else "place",
                counters=plural(m.amount // 10, "damage counter")))
_words(Transparency, lambda m, w: f"Whenever an attack does anything to {w.name}, flip a coin. If heads, prevent "
       f"all effects of that attack, including damage, done to {w.name}.")
_words(Transform, lambda m, w: f"If {w.name} is your Active Pokémon, treat it as if it were the same card as "
       f"{w.defending}, including type, Hit Points, Weakness, and so on, except {w.name} can't evolve, always has "
       f"this Pokémon Power, and you may treat any Energy attached to {w.name} as Energy of any type. {w.name} isn't "
       f"a copy of any other Pokémon while {w.name} is Asleep, Confused, or Paralyzed.")
_words(HandRevealed, lambda m, w: "Your opponent plays with their hand face up.")
_words(NoPowers, lambda m, w: f"Ignore all Pokémon Powers other than {m.other_than}.")
_words(ReduceDamage, lambda m, w: f"You may reduce all damage done by attacks to {w.name} by {m.amount} (after "
       "applying Weakness and Resistance). (Any other effects of attacks still happen.)" if m.may else
       f"Any damage done to {w.name} by attacks is reduced by {m.amount} (after applying "
       "Weakness and Resistance)." if m.any_words else
       w.phrase("reduce_damage", name=capital(w.name), amount=m.amount))
_words(MoreDamageDone, lambda m, w: "If this Pokémon's attack does damage to the Defending Pokémon (after "
       f"applying Weakness and Resistance), the attack does {m.amount} more damage to the Defending Pokémon.")
_words(NoTrainers, lambda m, w: "Your opponent can't play Trainer cards during their next turn.")
_words(NoEvolve, lambda m, w: "No more Evolution cards can be played.")
_words(ImmuneConditions, lambda m, w: w.phrase("no_conditions", name=w.name, Name=capital(w.name),
                                               which="Poisoned, or Burned" if m.burned else "or Poisoned"))
_words(RetreatCost, lambda m, w: w.phrase("bench_retreat_aid", name=w.name, less=-m.delta,
                                          colorless="Colorless" * -m.delta))


def _lasting_words(cls: type[Mod], fn) -> None:
    cls.lasting_words = lambda self, w, who, when: fn(self, w, who, when)  # type: ignore[method-assign]


_lasting_words(ReduceDamage, lambda m, w, who, when: w.phrase(
               "reduce_damage_lasting", who=who, when=when, When=capital(when), amount=m.amount,
               by="" if m.plain else "by attacks "))
_lasting_words(MoreDamageDone, lambda m, w, who, when: f"{capital(when)}, any damage done by attacks from {who} is "
               f"reduced by {-m.amount} (after applying Weakness and Resistance)." if m.amount < 0 else m.words(w))
_lasting_words(DamageAttacker, lambda m, w, who, when: f"{capital(when)}, if {who} is damaged by an attack (even "
               f"if it is Knocked Out), put {plural(m.amount // 10, 'damage counter')} on the Attacking Pokémon.")
_lasting_words(NoRetreat, lambda m, w, who, when: w.phrase("no_retreat_lasting", who=who, when=when,
                                                           Who=capital(who), When=capital(when)))
_lasting_words(NoAttack, lambda m, w, who, when: f"This attack can't be used {when}. (Benching {who} ends this "
               "effect.)" if m.this_attack else f"{capital(who)} can't attack {when}." if (
               (w.trait("lasting_pokemon_first") or m.who_first) and not m.name and not m.use_attacks) else
               f"{capital(who)} can't use {m.name} {when}." if w.trait("lasting_pokemon_first") and m.name
               and not m.who_first else
               f"{capital(when)}, {who} can't {'use attacks' if m.use_attacks else 'attack'}." if not m.name else
               f"{capital(when)}, {who} can't use {m.name}." if not m.who_first else
               f"{capital(who)} can't use this attack {when}.")
_lasting_words(NoTrainers, lambda m, w, who, when: (
               w.phrase("no_trainer_kind", kind=m.kind))
               if m.kind else "You can't play any more Trainer cards this turn." if m.any_more
               else (w.phrase_or_none("opponent_no_trainers") if who == "your opponent" else None)
               or f"{capital(who)} can't play Trainer cards {when}.")
_lasting_words(BaseDamage, lambda m, w, who, when: f"{capital(when)}, {who}'s {m.attack} attack does {m.more} more "
               "damage (before applying Weakness and Resistance)." if m.more and m.attack else
               f"{capital(when)}, {who}'s attacks do {m.more} more damage to "
               "your opponent's Active Pokémon (before applying Weakness and Resistance)." if m.more else
               f"{capital(when)}, {who}'s {m.attack} attack's base damage is "
               + ("doubled." if m.doubled else f"{m.amount}." if m.plain else
                  f"{m.amount} instead of {_printed(w, m.attack)}."))


def _printed(w: Words, attack: str) -> int:
    """The printed damage of the card's attack named ``attack``."""
    return next((a.damage for a in w.card.attacks if a.name == attack), 0) if w.card is not None else 0


_lasting_words(ImmuneConditions, lambda m, w, who, when: f"{capital(when)}, {who} can't become Asleep, Confused, "
               "Paralyzed, or Poisoned. (All other effects of attacks, Pokémon Powers, and Trainer cards still "
               "happen.)")
_lasting_words(HalfDamage, lambda m, w, who, when: f"{capital(when)}, whenever {who} takes damage, divide that damage "
               "in half (rounded down to the nearest 10). (Any other effects still happen.)")
_lasting_words(AttackCoin, lambda m, w, who, when: f"Whenever {who} attacks, your opponent flips a coin. If tails, "
               "that attack does nothing." if m.whenever else m.words(w))
_lasting_words(PreventDamage, lambda m, w, who, when: f"{capital(when)}, whenever {m.at_least} or more damage is done "
               f"to {who} (after applying Weakness and Resistance), prevent that damage. (Any other effects of attacks "
               "still happen.)" if m.at_least and not (m.at_most or m.from_stage or m.reduce_to) else m.words(w))
