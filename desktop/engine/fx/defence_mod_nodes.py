"""Damage reductions that look at the damaged Pokémon itself (``Mod.defend_in``): an Ability that
reduces damage while the Pokémon has Energy attached, a coin that prevents it, shields against
attack effects, and damage put back on the attacker.

Also a shadow that turns attacks aside on tails until this Pokémon is damaged (Shadow Images).

And a lasting coin that prevents an attack's damage on heads (Afterimage Strike)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from desktop.engine import layer
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Atomic, node
from desktop.engine.state import FOREVER, Effect

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.node import Node
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("less_with_energy")
@dataclass(frozen=True, slots=True)
class LessWithEnergy(Mod):
    """An Ability: if this Pokémon has any Energy attached (``full_hp``: has full HP), it takes ``amount``
    less damage from attacks (after Weakness and Resistance)."""

    amount: int
    full_hp: bool = False  # instead: if this Pokémon has full HP, from the opponent's attacks (Crimson Armor)
    point = layer.DAMAGE_TO_DEFENDER
    label = "less_with_energy"

    def defend_in(self, game: Game, slot: Slot, amount: int) -> tuple[int, bool]:
        holds = slot.damage == 0 and game.owner(slot.top) != game.current if self.full_hp else bool(slot.energy)
        return (amount - self.amount if holds else amount), False

    def words(self, w: Words) -> str:
        if self.full_hp:
            return (f"If this Pokémon has full HP, it takes {self.amount} less damage from attacks from your "
                    "opponent's Pokémon (after applying Weakness and Resistance).")
        return (f"If this Pokémon has any Energy attached, it takes {self.amount} less damage from attacks (after "
                "applying Weakness and Resistance).")


@node("coin_prevents_damage")
@dataclass(frozen=True, slots=True)
class CoinPreventsDamage(Mod):
    """An Ability: if any damage is done to this Pokémon by attacks, its owner flips a coin; heads,
    that damage is prevented."""

    point = layer.DAMAGE_TO_DEFENDER
    label = "coin_prevents_damage"

    def defend_in(self, game: Game, slot: Slot, amount: int) -> tuple[int, bool]:
        if amount > 0 and game.coin("If heads, prevent that damage", 1 - game.current):
            return 0, True
        return amount, False

    def words(self, w: Words) -> str:
        return "If any damage is done to this Pokémon by attacks, flip a coin. If heads, prevent that damage."


@node("team_effect_shield")
@dataclass(frozen=True, slots=True)
class TeamEffectShield(Mod):
    """An Ability: prevent all effects of the opponent's attacks done to your Basic Pokémon whose
    name starts with ``named`` (existing effects stay; damage is not an effect)."""

    named: str
    point = layer.EFFECT_SHIELD
    label = "team_effect_shield"
    team: ClassVar[bool] = True

    def shields(self, game: Game, slot: Slot) -> bool:
        card = game.card_of(slot)
        return card.stage == "Basic" and card.name.startswith(self.named)

    def words(self, w: Words) -> str:
        return (f"Prevent all effects of attacks used by your opponent's Pokémon done to your Basic {self.named} "
                "Pokémon. (Existing effects are not removed. Damage is not an effect.)")


@node("ko_counters_back")
@dataclass(frozen=True, slots=True)
class KoCountersBack(Mod):
    """An Ability: if this Pokémon is in the Active Spot and is Knocked Out by damage from an attack
    from your opponent's Pokémon, put ``counters`` damage counters on the Attacking Pokémon."""

    counters: int
    point = layer.ON_KNOCKED_OUT
    label = "ko_counters_back"

    def words(self, w: Words) -> str:
        return ("If this Pokémon is in the Active Spot and is Knocked Out by damage from an attack from your "
                f"opponent's Pokémon, put {self.counters} damage counters on the Attacking Pokémon.")


@node("damage_back_next_turn")
@dataclass(frozen=True, slots=True)
class DamageBackNextTurn(Mod):
    """On this Pokémon (a lasting effect): if an attack damages it (even if it is Knocked Out), put
    damage counters on the Attacking Pokémon equal to the damage done."""

    point = layer.ON_DAMAGED
    label = "strikes_back"

    def retaliation(self, game: Game, defender: Slot, ready: bool, dealt: int = 0) -> int:
        return dealt

    def words(self, w: Words) -> str:
        return self.lasting_words(w, "this Pokémon", "during your opponent's next turn")

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return (f"{when[:1].upper() + when[1:]}, if this Pokémon is damaged by an attack (even if this Pokémon is "
                "Knocked Out), put damage counters on the Attacking Pokémon equal to the damage done to this "
                "Pokémon.")


@node("shield_from_class")
@dataclass(frozen=True, slots=True)
class ShieldFromClass(Mod):
    """An Ability's first rule, worded for both (its ``prevent_damage_from_class`` partner rule is
    silent): prevent all damage from and effects of attacks from your opponent's ``kind`` Pokémon
    done to this Pokémon. This rule prevents the effects."""

    kind: str
    point = layer.EFFECT_SHIELD
    label = "shield_from_class"

    def shields(self, game: Game, slot: Slot) -> bool:
        attacker = game.players[game.current].active
        return attacker is not None and self.kind in game.card_of(attacker).subtypes

    def words(self, w: Words) -> str:
        return (f"Prevent all damage from and effects of attacks from your opponent's {self.kind} Pokémon done to "
                "this Pokémon.")


@node("when_damaged_bench_named")
@dataclass(frozen=True, slots=True)
class WhenDamagedBenchNamed(Mod):
    """An Ability: if this Pokémon is in the Active Spot and is damaged by an attack from your
    opponent's Pokémon (even if it is Knocked Out), search your deck for up to ``count`` Pokémon with
    ``name_has`` in their name and put them onto your Bench; then shuffle your deck."""

    name_has: str
    count: int = 2
    point = layer.ON_DAMAGED
    label = "when_damaged_bench_named"

    def after_damaged(self) -> Node | None:
        from desktop.engine.fx.deck_search_nodes import DefenderBenchesNamed

        return DefenderBenchesNamed(self.name_has, self.count)

    def words(self, w: Words) -> str:
        return ("If this Pokémon is in the Active Spot and is damaged by an attack from your opponent's Pokémon (even "
                f"if this Pokémon is Knocked Out), search your deck for up to {self.count} Pokémon that have "
                f"\"{self.name_has}\" in their name and put them onto your Bench. Then, shuffle your deck.")


@dataclass(frozen=True, slots=True)
class _ShadowCoin(Mod):
    """While the shadow lasts: the attacking player flips a coin; tails, the attack does no damage
    to this Pokémon."""

    point = layer.DAMAGE_TO_DEFENDER
    label = "shadow_images"

    def defend(self, game: Game, amount: int) -> tuple[int, bool]:
        if amount > 0 and not game.coin("Shadow Images", game.current):
            return 0, True
        return amount, False


@dataclass(frozen=True, slots=True)
class _ShadowEnds(Mod):
    """The shadow ends once an attack damages this Pokémon."""

    point = layer.ON_DAMAGED
    label = "shadow_images"

    def retaliation(self, game: Game, defender: Slot, ready: bool, dealt: int = 0) -> int:
        if dealt > 0:
            defender.effects = tuple(e for e in defender.effects
                                     if not isinstance(e[2], _ShadowCoin | _ShadowEnds))
        return 0


@node("shadow_images")
@dataclass(frozen=True, slots=True)
class ShadowImages(Atomic):
    """Until the attacker takes damage (or is Benched or evolves): whenever it is attacked, the
    opponent flips a coin; tails, that attack does no damage to it."""

    def act(self, m: Machine) -> None:
        attacker = m.attacker
        if attacker is None:
            return
        attacker.add_effect(Effect(layer.DAMAGE_TO_DEFENDER, FOREVER, _ShadowCoin()))
        attacker.add_effect(Effect(layer.ON_DAMAGED, FOREVER, _ShadowEnds()))
        m.game.emit("effect", m.scope.player, pos=0, detail="shadow_images")

    def words(self, w: Words) -> str:
        return (f"Whenever {w.name} is attacked, your opponent flips a coin. If tails, that attack does no damage to "
                f"{w.name}. (Any other effects of the attack still happen.) This effect lasts until {w.name} takes "
                "damage (or is Benched or is evolved).")


@node("prevent_damage_on_heads")
@dataclass(frozen=True, slots=True)
class PreventDamageOnHeads(Mod):
    """A lasting effect on this Pokémon: if an attack would damage it, flip a coin; if heads, prevent
    that damage (Accelgor's Afterimage Strike)."""

    point = layer.DAMAGE_TO_DEFENDER
    label = "prevent_damage_on_heads"

    def defend(self, game: Game, amount: int) -> tuple[int, bool]:
        if amount > 0 and game.coin("Afterimage: heads, the damage is prevented", 1 - game.current):
            return 0, True
        return amount, False

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return f"If any damage is done to {who} by attacks {when}, flip a coin. If heads, prevent that damage."
