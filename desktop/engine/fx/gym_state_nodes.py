"""Gym Challenge and Gym Heroes effects on a Pokémon's own state: HP set or grown by its Energy,
surviving a Knock Out on a coin, a coin before every attack it makes, and a shadow that turns
attacks aside until it is hit."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import layer
from desktop.engine.fx.mods import BaseDamage, Mod
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.pokemon_leave_nodes import _to_deck
from desktop.engine.rule_points import BEFORE_KNOCKOUTS, answers
from desktop.engine.state import FOREVER, Effect

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


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


@node("hp_per_energy")
@dataclass(frozen=True, slots=True)
class HpPerEnergy(Mod):
    """A Power: this Pokémon gets ``per`` more HP for each ``type`` Energy card attached to it
    (Gaseous Form)."""

    type: str
    per: int = 10
    point = layer.HP
    label = "hp_per_energy"

    def hp_in(self, game: Game, slot: Slot, card: CardDef, hp: int) -> int:
        return hp + self.per * sum(1 for u in slot.energy if self.type in game.cards[u].provides)

    def words(self, w: Words) -> str:
        return f"{w.name} gets +{self.per} HP for each {self.type} Energy card attached to it."


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


@dataclass(frozen=True, slots=True)
class _RebellionCoins(Atomic):
    """Before an attack of this Pokémon: flip 2 coins; both tails, the attack does nothing and the
    Pokémon and all cards attached to it are shuffled into its owner's deck."""

    def act(self, m: Machine) -> None:
        game = m.game
        if any([game.coin("Rebellion", m.scope.player) for _ in range(2)]):
            return
        m.scope.nothing = True
        if m.attacker is not None:
            _to_deck(game, m.scope.player, 0, m.attacker)

    def words(self, w: Words) -> str:
        return ""


@node("rebellion")
@dataclass(frozen=True, slots=True)
class Rebellion(Mod):
    """A Power: whenever this Pokémon attacks, flip 2 coins; both tails, that attack does nothing
    and the Pokémon is shuffled into your deck instead."""

    point = layer.ON_ATTACK
    label = "rebellion"

    def on_attack(self, game: Game, attacker: Slot) -> Node | None:
        return _RebellionCoins()

    def words(self, w: Words) -> str:
        return (f"Whenever {w.name} attacks, flip 2 coins. If both of them are tails, that attack does nothing. "
                f"Instead, shuffle {w.name} and all cards attached to it into your deck. (This power works even if "
                f"{w.name} is Confused.)")


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


@node("halve_all_damage")
@dataclass(frozen=True, slots=True)
class HalveAllDamage(Mod):
    """A Power, while this Pokémon is the Active Pokémon: every attack (even its own player's) does
    half its damage to any Pokémon, after Weakness and Resistance, rounded up to the nearest 10
    (Relaxing Scent; ``combat.attack_damage`` asks the Active Pokémon)."""

    point = layer.HALVE_ALL_DAMAGE
    label = "relaxing_scent"

    def words(self, w: Words) -> str:
        return (f"As long as {w.name} is your Active Pokémon, whenever an attack (even your own) does damage to any "
                "Pokémon (after applying Weakness and Resistance), that attack only does half the damage to that "
                "Pokémon (rounded up to the nearest 10). (Any other effects of attacks still happen.)")


@node("leave_at_hp")
@dataclass(frozen=True, slots=True)
class LeaveAtHp(Mod):
    """A Power: if this Pokémon ever has exactly ``left`` HP left, shuffle it and all cards attached to
    it into its owner's deck (Scram; checked whenever the game looks for Knock Outs)."""

    left: int
    point = layer.LEAVE_AT_HP
    label = "scram"

    def words(self, w: Words) -> str:
        return (f"If {w.name} ever has exactly {self.left} HP left, shuffle it and all cards attached to it into your "
                "deck.")


@answers(BEFORE_KNOCKOUTS, layer.LEAVE_AT_HP)
def leave_at_hp(game: Game) -> None:
    """Shuffle into its owner's deck each Pokémon whose working ``leave_at_hp`` Power matches its HP
    left; an empty Active Spot is then filled as after a Knock Out."""
    for player in (game.current, 1 - game.current):
        for pos, slot in list(game.players[player].in_play())[::-1]:
            left = game.hp_of(slot) - slot.damage
            for mod in layer.mods_on(game, slot, layer.LEAVE_AT_HP):
                if isinstance(mod, LeaveAtHp) and left == mod.left:
                    game.emit("power", player, card=slot.top, pos=pos, detail=mod.label)
                    _to_deck(game, player, pos, slot)
                    break
