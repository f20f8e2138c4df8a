"""Damage prevention today's Abilities and attacks print with a condition on the attacker or on the
damage: "Prevent all damage done to this Pokémon by attacks from your opponent's Basic Pokémon ex.",
"... if that damage is 200 or more.", "... by attacks from Ancient Pokémon.".

Also an Ability that prevents damage from the opponent's Pokémon of a class to its player's Pokémon with
Energy of a type attached.

Also all effects of attacks prevented, from the opponent (Stance) or from Pokémon of some classes
(Luminous Barrier).

And less damage from the opponent's Pokémon of some types (Thick Fat).

And less damage for each Colorless in the attacker's Retreat Cost (Heavy Bumper)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from desktop.engine import layer
from desktop.engine.card_classes import class_words
from desktop.engine.fx.mods import Mod, PreventAll, ReduceDamage
from desktop.engine.fx.node import node
from desktop.engine.fx.words import capital

if TYPE_CHECKING:
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("shielded_from")
@dataclass(frozen=True, slots=True)
class ShieldedFrom(Mod):
    """Prevent all damage done to this Pokémon by attacks: of ``at_least`` or more damage, or from
    Pokémon of the card class ``from_class`` ("Ancient"), or (``basic_ex``) from Basic Pokémon ex."""

    at_least: int = 0
    from_class: str = ""
    basic_ex: bool = False
    point = layer.DAMAGE_TO_DEFENDER
    label = "prevent_damage"

    def defend_in(self, game: Game, slot: Slot, amount: int) -> tuple[int, bool]:
        if game.current == game.owner(slot.top):  # only attacks from the opponent's Pokémon
            return amount, False
        return self.defend(game, amount)

    def defend(self, game: Game, amount: int) -> tuple[int, bool]:
        attacker = game.players[game.current].active
        card = game.card_of(attacker) if attacker is not None else None
        if self.from_class and (card is None or self.from_class not in card.subtypes):
            return amount, False
        if self.basic_ex and (card is None or card.stage != "Basic" or "ex" not in card.subtypes):
            return amount, False
        if amount < self.at_least:
            return amount, False
        return 0, True

    def _from(self) -> str:
        if self.from_class:
            return f"from {self.from_class} Pokémon"
        return f"from your opponent's {'Basic Pokémon ex' if self.basic_ex else 'Pokémon'}"

    def words(self, w: Words) -> str:
        more = f" if that damage is {self.at_least} or more" if self.at_least else ""
        return f"Prevent all damage done to {w.name} by attacks {self._from()}{more}."

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        more = f" if that damage is {self.at_least} or more" if self.at_least else ""
        return f"{capital(when)}, prevent all damage done to {who} by attacks {self._from()}{more}."


def _attacker_type_is(game: Game, slot: Slot, type_: str) -> bool:
    """Whether the attacking Pokémon is the opponent's (of the owner of ``slot``) and of ``type_``."""
    attacker = game.players[game.current].active
    return (attacker is not None and game.current != game.owner(slot.top)
            and (not type_ or type_ in game.types_of(attacker)))


@node("coin_shield_with_energy")
@dataclass(frozen=True, slots=True)
class CoinShieldWithEnergy(Mod):
    """If this Pokémon has any ``type`` Energy attached and is damaged by an attack, flip a coin; if
    heads, prevent that damage."""

    type: str
    point = layer.DAMAGE_TO_DEFENDER
    label = "prevent_damage"

    def defend_in(self, game: Game, slot: Slot, amount: int) -> tuple[int, bool]:
        if amount <= 0 or self.type not in game.energy_units(slot):
            return amount, False
        if game.coin(self.label, game.owner(slot.top)):
            return 0, True
        return amount, False

    def words(self, w: Words) -> str:
        return (f"If {w.name} has any {self.type} Energy attached and is damaged by an attack, flip a coin. If heads, "
                "prevent that damage.")


@node("type_berry")
@dataclass(frozen=True, slots=True)
class TypeBerry(Mod):
    """A Tool: if its Pokémon is damaged by an attack from the opponent's ``type`` Pokémon, it takes
    ``amount`` less damage (after Weakness and Resistance), and the Tool is discarded."""

    type: str
    amount: int = 60
    point = layer.DAMAGE_TO_DEFENDER
    label = "berry"

    def defend_in(self, game: Game, slot: Slot, amount: int) -> tuple[int, bool]:
        if amount <= 0 or not _attacker_type_is(game, slot, self.type):
            return amount, False
        for tool in list(slot.tools):
            if any(mod is self or mod == self for _kind, mod in game.cards[tool[0]].statics):
                slot.tools.remove(tool)
                owner = game.owner(slot.top)
                pos = next((p for p, s in game.players[owner].in_play() if s is slot), 0)
                game.discard_card(tool[0], "attached", pos)
                break
        return max(0, amount - self.amount), False

    def words(self, w: Words) -> str:
        return (f"If the Pokémon this card is attached to is damaged by an attack from your opponent's {self.type} "
                f"Pokémon, it takes {self.amount} less damage (after applying Weakness and Resistance), and discard "
                "this card.")


@node("takes_less")
@dataclass(frozen=True, slots=True)
class TakesLess(Mod):
    """A Stadium: the Pokémon of ``type`` (or whose name starts with ``named``), both players', take
    ``amount`` less damage from attacks from the opponent's Pokémon (after Weakness and Resistance)."""

    amount: int
    type: str = ""
    named: str = ""
    point = layer.DAMAGE_TO_DEFENDER
    label = "reduce_damage"

    def defend_in(self, game: Game, slot: Slot, amount: int) -> tuple[int, bool]:
        if self.type and self.type not in game.types_of(slot):
            return amount, False
        if self.named and not game.card_of(slot).name.startswith(self.named):
            return amount, False
        if not _attacker_type_is(game, slot, ""):
            return amount, False
        return max(0, amount - self.amount), False

    def words(self, w: Words) -> str:
        return (f"{self.named or self.type} Pokémon (both yours and your opponent's) take {self.amount} less damage "
                "from attacks from the opponent's Pokémon (after applying Weakness and Resistance).")


@node("colorless_with_other_special")
@dataclass(frozen=True, slots=True)
class ColorlessWithOtherSpecial(Mod):
    """A Special Energy's rule: if the Pokémon it is attached to has any other Special Energy attached,
    it provides Colorless Energy instead (Luminous Energy)."""

    point = layer.ENERGY_PROVIDES
    label = "energy_provides"

    def provides_on(self, game: Game, slot: Slot, uid: int, provides: tuple[str, ...]) -> tuple[str, ...]:
        others = (u for u in slot.energy if u != uid)
        if any(game.cards[u].kind == "energy" and not game.cards[u].is_basic_energy for u in others):
            return ("Colorless",)
        return provides

    def words(self, w: Words) -> str:
        return ("If the Pokémon this card is attached to has any other Special Energy attached, this card provides "
                "Colorless Energy instead.")



@node("team_less_damage")
@dataclass(frozen=True, slots=True)
class TeamLessDamage(Mod):
    """As long as you have at least 1 other ``partner`` in play, all of your Basic ``type`` Pokémon
    take ``amount`` less damage from attacks from your opponent's Pokémon (after Weakness and
    Resistance); the effect of this Ability doesn't stack."""

    partner: str
    type: str
    amount: int
    point = layer.TEAM_DEFENCE
    label = "reduce_damage"

    def team_defend(self, game: Game, holder: Slot, slot: Slot, amount: int) -> int:
        owner = game.owner(holder.top)
        partners = sum(1 for s in game.players[owner].slots() if s is not holder
                       and game.card_of(s).name == self.partner)
        card = game.card_of(slot)
        if not partners or card.stage != "Basic" or self.type not in game.types_of(slot):
            return amount
        return max(0, amount - self.amount)

    def words(self, w: Words) -> str:
        return (f"As long as you have at least 1 other {self.partner} in play, all of your Basic {self.type} Pokémon "
                f"take {self.amount} less damage from attacks from your opponent's Pokémon (after applying Weakness "
                f"and Resistance). The effect of {w.power} doesn't stack.")


@node("no_conditions_with_energy")
@dataclass(frozen=True, slots=True)
class NoConditionsWithEnergy(Mod):
    """A Stadium: each Pokémon that has any Energy attached (both players') recovers from all Special
    Conditions and can't be affected by any (layer.recover_sweep clears them after each action)."""

    point = layer.IMMUNE_CONDITIONS
    label = "immune_conditions"

    def holds(self, game: Game, slot: Slot) -> bool:
        return bool(slot.energy)

    def recovers(self) -> bool:
        return True

    def words(self, w: Words) -> str:
        return ("Each Pokémon that has any Energy attached (both yours and your opponent's) recovers from all Special "
                "Conditions and can't be affected by any Special Conditions.")


@node("tools_off")
@dataclass(frozen=True, slots=True)
class ToolsOff(Mod):
    """A Stadium: Pokémon Tools attached to each Pokémon (both players') have no effect (the layer
    skips their rules while it is in play)."""

    point = layer.TOOLS_OFF
    label = "tools_off"

    def words(self, w: Words) -> str:
        return "Pokémon Tools attached to each Pokémon (both yours and your opponent's) have no effect."


@node("boomerang_energy")
@dataclass(frozen=True, slots=True)
class BoomerangEnergyRule(Mod):
    """A Special Energy's rule: if an effect of an attack used by its Pokémon discards it, it is
    attached from the discard pile to that Pokémon after attacking (AttackProcedure does it)."""

    point = layer.BOOMERANG
    label = "boomerang"

    def words(self, w: Words) -> str:
        return ("If this card is discarded by an effect of an attack used by the Pokémon this card is attached to, "
                "attach this card from your discard pile to that Pokémon after attacking.")


@node("shield_plain_from_ex_v")
@dataclass(frozen=True, slots=True)
class ShieldPlainFromExV(Mod):
    """A Stadium: prevent all damage done to Pokémon that don't have a Rule Box (both players') by
    attacks from the opponent's Pokémon ex and Pokémon V."""

    point = layer.DAMAGE_TO_DEFENDER
    label = "prevent_damage"

    def defend_in(self, game: Game, slot: Slot, amount: int) -> tuple[int, bool]:
        from desktop.engine.fx.counter_nodes import RULE_BOX_V
        from desktop.engine.fx.trainer_pick_nodes import has_rule_box

        attacker = game.players[game.current].active
        if attacker is None or not _attacker_type_is(game, slot, "") or has_rule_box(game.card_of(slot)):
            return amount, False
        if not RULE_BOX_V & game.card_of(attacker).subtypes:
            return amount, False
        return 0, True

    def words(self, w: Words) -> str:
        return ("Prevent all damage done to Pokémon that don't have a Rule Box (both yours and your opponent's) by "
                "attacks from the opponent's Pokémon ex and Pokémon V. (Pokémon ex, Pokémon V, etc. have Rule Boxes.)")


@node("discard_locked_rule")
@dataclass(frozen=True, slots=True)
class DiscardLockedRule(Mod):
    """A card's rule: it can't be put into your hand or deck from the discard pile (card_nodes'
    ``discard_locked`` reads it)."""

    point = "discard_locked"
    label = "discard_locked"

    def words(self, w: Words) -> str:
        return "This card can't be put into your hand or deck from the discard pile."


@node("team_shield_with_energy")
@dataclass(frozen=True, slots=True)
class TeamShieldWithEnergy(Mod):
    """An Ability: prevent all damage done to its player's Pokémon that have any ``energy`` Energy
    attached by attacks from the opponent's Pokémon of the class ``from_class`` ("Ultra Beast")."""

    energy: str
    from_class: str
    point = layer.DAMAGE_TO_DEFENDER
    label = "prevent_damage"
    team: ClassVar[bool] = True  # asked for each of its owner's Pokémon (opponent's attacks only)

    def defend_in(self, game: Game, slot: Slot, amount: int) -> tuple[int, bool]:
        attacker = game.players[game.current].active
        if attacker is None or self.from_class not in game.card_of(attacker).subtypes \
                or self.energy not in game.energy_units(slot):
            return amount, False
        return 0, True

    def words(self, w: Words) -> str:
        return (f"Prevent all damage done to your Pokémon that have any {self.energy} Energy attached to them by "
                f"attacks from your opponent's {self.from_class}s.")


@node("prevent_all_from_opponent")
@dataclass(frozen=True, slots=True)
class PreventAllFromOpponent(PreventAll):
    """Prevent all effects of the opponent's attacks, including damage, done to this Pokémon (Lucario's
    Stance, set off by evolving)."""

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        until = "until the end of your opponent's next turn" if when == "during your opponent's next turn" else when
        return f"Prevent all effects of your opponent's attacks, including damage, done to {who} {until}."


@node("prevent_all_from_classes")
@dataclass(frozen=True, slots=True)
class PreventAllFromClasses(PreventAll):
    """An Ability: prevent all effects of attacks, including damage, done to this Pokémon by the
    opponent's Pokémon of ``classes`` ("GX", "EX") (Alolan Ninetales's Luminous Barrier)."""

    classes: tuple[str, ...] = ()

    def holds(self, game: Game, slot: Slot) -> bool:
        attacker = game.players[game.current].active
        return attacker is not None and game.owner(slot.top) != game.current and bool(
            set(self.classes) & game.card_of(attacker).subtypes)

    def words(self, w: Words) -> str:
        kinds = " or ".join(class_words(c) for c in self.classes)
        if self.when_first:  # an attack's lasting effect (Regice's Resistance Blizzard)
            return (f"During your opponent's next turn, prevent all effects of attacks, including damage, done to "
                    f"{w.name} by {kinds}.")
        return (f"Prevent all effects of attacks, including damage, done to {w.name} by your opponent's {kinds}.")


@node("reduce_damage_from_types")
@dataclass(frozen=True, slots=True)
class ReduceDamageFromTypes(ReduceDamage):
    """An Ability: damage done to this Pokémon by attacks from the opponent's Pokémon of ``types`` is
    reduced by ``amount`` after Weakness and Resistance (Hariyama's Thick Fat)."""

    types: tuple[str, ...] = ()

    def defend(self, game: Game, amount: int) -> tuple[int, bool]:
        attacker = game.players[game.current].active
        if attacker is None or not set(self.types) & set(game.types_of(attacker)):
            return amount, False
        return max(0, amount - self.amount), False

    def words(self, w: Words) -> str:
        return (f"Any damage done to {w.name} by attacks from your opponent's {' or '.join(self.types)} Pokémon is "
                f"reduced by {self.amount} (after applying Weakness and Resistance).")


@node("less_per_foe_retreat")
@dataclass(frozen=True, slots=True)
class LessPerFoeRetreat(Mod):
    """Damage from an opponent's attack to this Pokémon is reduced by ``per`` for each Colorless in
    the attacking Pokémon's Retreat Cost, after Weakness and Resistance (Klinklang's Heavy Bumper)."""

    per: int
    point = layer.FOE_DAMAGE
    label = "less_from_foe"

    def less_from(self, game: Game, defender: Slot, attacker: Slot) -> int:
        return self.per * game.retreat_cost(attacker)

    def words(self, w: Words) -> str:
        return (f"Any damage done to {w.name} by an opponent's attack is reduced by {self.per} for each Colorless in "
                "your opponent's Active Pokémon's Retreat Cost (after applying Weakness and Resistance).")
