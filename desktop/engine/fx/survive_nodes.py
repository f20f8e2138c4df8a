"""Lasting effects that save a Pokémon from an attack's damage: "if <it> would be Knocked Out by an
attack, <it> isn't Knocked Out and its remaining HP become 10 instead" (Endure; on a coin: Armor Up)
and "if <it> would be damaged by an attack, flip a coin. If heads, prevent that attack's damage"
(Dodge). ``combat.attack_damage`` asks ``endured`` before putting the damage.

Also a Power: a coin that keeps this Pokémon from a Knock Out with some HP left (Fortitude)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import layer
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import node
from desktop.engine.fx.words import capital
from desktop.engine.rule_points import DAMAGE_WOULD_KNOCK_OUT, answers

if TYPE_CHECKING:
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot

ENDURE = "endure"  # a lasting effect: attack damage that would Knock this Pokémon Out leaves it some HP


@node("endure")
@dataclass(frozen=True, slots=True)
class Endure(Mod):
    """On this Pokémon: if an attack's damage would Knock it Out, it is left with ``remaining`` HP
    instead (``flip``: only if its owner's coin comes up heads)."""

    remaining: int = 10
    flip: bool = False
    point = ENDURE
    label = "endure"

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        if self.flip:
            lead = "until the end of your next turn" if when == "during your next turn" else when
            return (f"{capital(lead)}, if {w.name} would be Knocked Out by damage from an attack, flip a coin. If "
                    f"heads, {w.name} is not Knocked Out and its remaining HP become {self.remaining} instead.")
        return (f"Then if, {when}, {w.name} would be Knocked Out by an attack, {w.name} isn't Knocked Out and its "
                f"remaining HP become {self.remaining} instead.")


@node("focus_band")
@dataclass(frozen=True, slots=True)
class FocusBand(Mod):
    """A Tool: if the opponent's attack would Knock Out its Pokémon, flip a coin; heads, it is left with
    10 HP instead. Then this card is discarded."""

    point = ENDURE
    label = "focus_band"

    def words(self, w: Words) -> str:
        name = w.card.name if w.card else "this card"
        return (f"If the Pokémon {name} is attached to would be Knocked Out by your opponent's attack, flip a coin. "
                f"If heads, that Pokémon is not Knocked Out and its remaining HP become 10 instead. Then, discard "
                f"{name}.")


@answers(DAMAGE_WOULD_KNOCK_OUT)
def endured(game: Game, owner: int, pos: int, slot: Slot, amount: int) -> int:
    """The attack damage ``slot`` takes once its Endure effects and Focus Band are asked (``amount`` if
    none saves it)."""
    left = game.hp_of(slot) - slot.damage
    if amount < left:
        return amount
    for uid, until in list(slot.tools) if owner != game.current else ():
        if any(isinstance(mod, FocusBand) for _kind, mod in game.cards[uid].statics):
            saved = game.coin("Focus Band", owner)
            slot.tools.remove((uid, until))
            game.discard_card(uid, "attached", pos)
            if saved:
                game.emit("power", owner, card=slot.top, pos=pos, detail="focus_band")
                return max(0, left - 10)
    for effect in slot.effects:
        mod = effect[2]
        if effect[0] != ENDURE or not isinstance(mod, Endure):
            continue
        if mod.flip and not game.coin(mod.label, owner):
            continue
        game.emit("power", owner, card=slot.top, pos=pos, detail=mod.label)
        return max(0, left - mod.remaining)
    return amount


@node("dodge")
@dataclass(frozen=True, slots=True)
class Dodge(Mod):
    """On this Pokémon: when an attack would damage it, its owner flips a coin; heads, that damage is
    prevented (other effects of the attack still happen)."""

    point = layer.DAMAGE_TO_DEFENDER
    label = "dodge"

    def defend(self, game: Game, amount: int) -> tuple[int, bool]:
        if game.coin("Dodge", 1 - game.current):
            return 0, True
        return amount, False

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return (f"If {w.name} would be damaged by an attack {when}, flip a coin. If heads, prevent that attack's "
                f"damage done to {w.name}. (Any other effects of attacks still happen.)")


@node("reflect_shield")
@dataclass(frozen=True, slots=True)
class ReflectShield(Mod):
    """On this Pokémon: if an attack does damage to it, its owner flips a coin; heads, that damage is
    prevented and the attacking Pokémon takes ``amount`` damage (Reflect Shield)."""

    amount: int = 20
    point = layer.DAMAGE_TO_DEFENDER
    label = "reflect_shield"

    def defend(self, game: Game, amount: int) -> tuple[int, bool]:
        from desktop.engine import combat

        if not game.coin("Reflect Shield", 1 - game.current):
            return amount, False
        attacker = game.players[game.current].active
        if attacker is not None:
            combat.put_damage(game, game.current, 0, attacker, self.amount, "Reflect Shield")
        return 0, True

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return (f"If an attack does damage to {w.name} {when} (even if {w.name} is Knocked Out), flip a coin. If "
                f"heads, prevent all damage done to {w.name} from that attack (any other effects of attacks still "
                f"happen) and do {self.amount} damage to the attacking Pokémon.")


@node("survive_on_heads")
@dataclass(frozen=True, slots=True)
class SurviveOnHeads(Mod):
    """A Power: if an opponent's attack would Knock this Pokémon Out, flip a coin; heads, it is not
    Knocked Out and its remaining HP become ``remaining`` (Fortitude)."""

    remaining: int
    point = layer.SURVIVE
    label = "fortitude"

    def survive_left(self, game: Game, slot: Slot, owner: int) -> int:
        if game.current == owner:  # only an opponent's attack
            return 0
        return self.remaining if game.coin("Fortitude", owner) else 0

    def words(self, w: Words) -> str:
        return (f"If {w.name} would be Knocked Out by an opponent's attack, flip a coin. If heads, {w.name} is not "
                f"Knocked Out and its remaining HP become {self.remaining} instead.")
