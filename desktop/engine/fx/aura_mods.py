"""Static rules of today's Abilities and Tools on attack damage, by who attacks whom: less damage
from some of the opponent's Pokémon (Thick Fat, Sacred Charm, Thick Scale; for every Pokémon with
Water Energy: Tundra Wall), more damage by this Pokémon for each Prize card the opponent has taken
(Supreme Overlord).

Also more damage for each of the opponent's Pokémon of some classes in play (Resolute Flame).

And a Power that adds damage for each heads until tails to the attacks of your Unown ([XXXXX]'s Hidden
Power).

And a player's effect for the turn: more damage by attacks of Pokémon with a name in theirs (Misty).

And a player's effect for the turn that Poisons the Defending Pokémon after such attacks (Koga).

And a Power that halves every attack's damage while its Pokémon is Active (Relaxing Scent).

And a Power: more damage for each Energy of a type not used to pay the attack's cost (Hydroelectric
Power)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import layer
from desktop.engine.card_classes import class_words
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Atomic, node

if TYPE_CHECKING:
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot



def _or_list(items: tuple[str, ...]) -> str:
    """"Fire or Water", "Grass, Fire, Water, or Lightning"."""
    return " or ".join(items) if len(items) < 3 else ", ".join(items[:-1]) + ", or " + items[-1]


@node("less_from_foe")
@dataclass(frozen=True, slots=True)
class LessFromFoe(Mod):
    """This Pokémon (or, with ``water_aura``, each of its player's Pokémon that has any ``energy``
    Energy attached) takes ``amount`` less damage from attacks from the opponent's Pokémon (of
    ``types``; ``with_ability``: that have an Ability), after Weakness and Resistance. ``tool``:
    a Tool's words (of its ``if_type`` Pokémon)."""

    amount: int
    types: tuple[str, ...] = ()
    with_ability: bool = False
    energy: str = ""  # an aura: each of your Pokémon that has this Energy attached (Tundra Wall)
    tool: bool = False
    if_type: str = ""  # a Tool's: only while its Pokémon is of this type (Thick Scale: Dragon)
    of_stage: str = ""  # a Tool's: only while its Pokémon is of this Stage (Rigid Band: Stage 1)
    more_prizes: bool = False  # a Tool's: only while its player has more Prize cards left (Defiance Vest)
    point = layer.FOE_DAMAGE
    label = "less_from_foe"

    def aura(self) -> bool:
        return bool(self.energy)

    def less_from(self, game: Game, defender: Slot, attacker: Slot) -> int:
        if self.types and not set(self.types) & set(game.types_of(attacker)):
            return 0
        if self.with_ability and not any(p.kind == "Ability" for p in game.card_of(attacker).powers):
            return 0
        if self.energy and self.energy not in game.energy_units(defender):
            return 0
        if self.if_type and self.if_type not in game.types_of(defender):
            return 0
        if self.of_stage and game.card_of(defender).stage != self.of_stage:
            return 0
        if self.more_prizes:
            owner = game.owner(defender.top)
            if len(game.players[owner].prizes) <= len(game.players[1 - owner].prizes):
                return 0
        return self.amount

    def words(self, w: Words) -> str:
        whose = f"your opponent's {_or_list(self.types)} Pokémon" if self.types else "your opponent's Pokémon"
        if self.with_ability:
            whose += " that have an Ability"
        after = "(after applying Weakness and Resistance)"
        if self.energy:
            return (f"All of your Pokémon that have any {self.energy} Energy attached take {self.amount} less damage "
                    f"from attacks from {whose} {after}. The effect of {w.power} doesn't stack.")
        kind = "".join(f"{k} " for k in (self.of_stage, self.if_type) if k)
        who = f"The {kind}Pokémon this card is attached to" if self.tool else w.name[:1].upper() + w.name[1:]
        if self.more_prizes:
            who = f"If you have more Prize cards remaining than your opponent, t{who[1:]}"
        return f"{who} takes {self.amount} less damage from attacks from {whose} {after}."


    def lasting_words(self, w: Words, who: str, when: str) -> str:
        kind = f"{self.if_type} " if self.if_type else ""
        return (f"{when[:1].upper() + when[1:]}, all of your {kind}Pokémon take {self.amount} less damage from attacks "
                "from your opponent's Pokémon (after applying Weakness and Resistance). (This includes new Pokémon "
                "that come into play.)")


@node("own_lasting_next_turn")
@dataclass(frozen=True, slots=True)
class OwnLastingNextTurn(Atomic):
    """Put ``modifier`` on yourself (a player) until the end of your opponent's next turn."""

    modifier: Mod

    def act(self, m: Machine) -> None:
        game = m.game
        game.lasting = game.lasting + ((m.scope.player, game.turn + 1, self.modifier),)
        game.emit("effect", m.scope.player, detail=self.modifier.label)

    def words(self, w: Words) -> str:
        return self.modifier.lasting_words(w, "your Pokémon", "during your opponent's next turn")


@node("more_per_prize_taken")
@dataclass(frozen=True, slots=True)
class MorePerPrizeTaken(Mod):
    """An Ability: this Pokémon's attacks do ``per`` more damage to the opponent's Active Pokémon for
    each Prize card the opponent has taken, before Weakness and Resistance."""

    per: int
    point = layer.ATTACK_BONUS
    label = "more_per_prize_taken"

    def extra_for(self, game: Game, attacker: Slot) -> int:
        owner = game.current
        return self.per * max(0, game.rules.prizes - len(game.players[1 - owner].prizes))

    def words(self, w: Words) -> str:
        return (f"Attacks used by {w.name} do {self.per} more damage to your opponent's Active Pokémon for each Prize "
                "card your opponent has taken (before applying Weakness and Resistance).")


@node("ally_damaged_counters")
@dataclass(frozen=True, slots=True)
class AllyDamagedCounters(Mod):
    """An Ability: if its player's Active ``type`` Pokémon is damaged by an attack from the opponent's
    Pokémon (even if Knocked Out), place ``counters`` damage counters on the Attacking Pokémon."""

    type: str
    counters: int = 1
    point = layer.ALLY_DAMAGED
    label = "ally_damaged_counters"

    def retaliation(self, game: Game, defender: Slot, ready: bool, dealt: int = 0) -> int:
        return 10 * self.counters if self.type in game.types_of(defender) else 0

    def words(self, w: Words) -> str:
        counters = "1 damage counter" if self.counters == 1 else f"{self.counters} damage counters"
        return (f"If your Active {self.type} Pokémon is damaged by an attack from your opponent's Pokémon (even if "
                f"your Active {self.type} Pokémon is Knocked Out), place {counters} on the Attacking Pokémon.")


@dataclass(frozen=True, slots=True)
class PreventAllFrom(Mod):
    """On a Pokémon (a lasting effect): prevent all damage from and effects of attacks done to it by
    the opponent's Pokémon of class ``subtype`` (Acerola's Mischief)."""

    subtype: str = "ex"
    point = layer.PROTECTED
    label = "prevent_all_from"

    def holds(self, game: Game, slot: Slot) -> bool:
        attacker = game.players[game.current].active
        return attacker is not None and self.subtype in game.card_of(attacker).subtypes


@dataclass(frozen=True, slots=True)
class ExtraPrizesBy(Mod):
    """A player's effect this turn: ``count`` more Prize cards when an attack by their Pokémon with
    ``name_has`` in its name Knocks Out the opponent's Active Pokémon (``damage_rules.extra_prizes``)."""

    count: int
    name_has: str
    point = layer.EXTRA_PRIZES
    label = "extra_prizes"

    def extra_for(self, game: Game, attacker: Slot) -> int:
        return self.count if self.name_has in game.card_of(attacker).name else 0


@node("more_per_their_class")
@dataclass(frozen=True, slots=True)
class MorePerTheirClass(Mod):
    """An Ability: this Pokémon's attacks do ``per`` more damage to the opponent's Active Pokémon for
    each of their Pokémon in play of the classes ``classes`` (Charizard's Resolute Flame: Pokémon-GX
    and Pokémon-EX), before Weakness and Resistance."""

    per: int
    classes: tuple[str, ...] = ("GX", "EX")
    point = layer.ATTACK_BONUS
    label = "attack_bonus"

    def extra_for(self, game: Game, attacker: Slot) -> int:
        them = game.players[1 - game.current]
        return self.per * sum(1 for s in them.slots() if set(self.classes) & game.card_of(s).subtypes)

    def words(self, w: Words) -> str:
        kinds = " and ".join(class_words(c) for c in self.classes)
        return (f"This Pokémon's attacks do {self.per} more damage to your opponent's Active Pokémon for each of their "
                f"{kinds} in play.")


@node("xxxxx")
@dataclass(frozen=True, slots=True)
class HiddenPowerUntilTails(Mod):
    """A Power: whenever 1 of your Pokémon with Unown in its name uses its ``attack``, flip a coin until
    you get tails: that attack does ``per`` more damage for each heads (once an attack, however many of
    these are in play; ``AttackSteps`` asks ``xxxxx``)."""

    attack: str = "Hidden Power"
    per: int = 10
    name: str = "[XXXXX]"  # the Power's own name, in its words
    point = "xxxxx"
    label = "xxxxx"

    def words(self, w: Words) -> str:
        return (f"Whenever 1 of your Pokémon with Unown in its name uses its {self.attack} attack, flip a coin until "
                f"you get tails. That attack does {self.per} more damage for each heads. If you have more than 1 "
                f"{w.name} in play, use only 1 {self.name} each turn.")


def hidden_power_more(game: Game, player: int, attacker: Slot, attack_name: str) -> int:
    """The damage one working [XXXXX] of ``player``'s adds to this attack (coins until tails), or 0."""
    if "Unown" not in game.card_of(attacker).name:
        return 0
    for slot in game.players[player].slots():
        for kind, mod in game.card_of(slot).statics:
            if isinstance(mod, HiddenPowerUntilTails) and mod.attack == attack_name \
                    and layer.power_working(game, slot, kind):
                game.emit("power", player, card=slot.top, detail=mod.name)
                heads = 0
                while game.coin(mod.name, player):
                    heads += 1
                return heads * mod.per
    return 0


@node("named_attack_bonus")
@dataclass(frozen=True, slots=True)
class NamedAttackBonus(Mod):
    """A player's effect for this turn (a Gym Leader's Trainer): if an attack by a Pokémon with
    ``name_has`` in its name does damage to the Defending Pokémon (after Weakness and Resistance),
    it does ``amount`` more (Misty)."""

    name_has: str
    amount: int
    point = layer.TURN_DAMAGE_BONUS
    label = "named_attack_bonus"

    def extra_for(self, game: Game, attacker: Slot) -> int:
        return self.amount if self.name_has in game.card_of(attacker).name else 0

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return (f"If this turn's attack does damage to {w.defending} (after applying Weakness and Resistance), and if "
                f"the attacking Pokémon has {self.name_has} in its name, the attack does {self.amount} more damage to "
                f"{w.defending}.")


@node("named_attack_poisons")
@dataclass(frozen=True, slots=True)
class NamedAttackPoisons(Mod):
    """A player's effect for this turn (Koga): if an attack by a Pokémon with ``name_has`` in its
    name does damage to the Defending Pokémon, that Pokémon is then Poisoned."""

    name_has: str
    point = layer.TURN_AFTER_DAMAGE
    label = "named_attack_poisons"

    def applies_to(self, game: Game, attacker: Slot) -> bool:
        return self.name_has in game.card_of(attacker).name

    def lasting_words(self, w: Words, who: str, when: str) -> str:
        return (f"If an attack from a Pokémon with {self.name_has} in its name does damage to a Defending Pokémon this "
                "turn, that Pokémon is then Poisoned.")


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


@node("energy_bonus")
@dataclass(frozen=True, slots=True)
class EnergyBonus(Mod):
    """A Power: this Pokémon's attack ``attack`` does ``per`` more damage for each ``type`` Energy
    attached to it and not used to pay for that attack's cost (Hydroelectric Power; "you may": the
    bonus is always taken, as it can only help)."""

    attack: str
    type: str
    per: int = 10
    point = layer.BASE_DAMAGE
    label = "energy_bonus"

    def base_in(self, game: Game, slot: Slot, attack_name: str, damage: int) -> int:
        from desktop.engine.energy import extra_units

        if attack_name != self.attack:
            return damage
        attack = next((a for a in game.card_of(slot).attacks if a.name == attack_name), None)
        if attack is None:
            return damage
        return damage + self.per * extra_units(list(game.energy_units(slot)), attack.cost, self.type)

    def words(self, w: Words) -> str:
        return (f"You may make {self.attack} do {self.per} more damage for each {self.type} Energy attached to "
                f"{w.name} but not used to pay for {self.attack}'s Energy cost.")
