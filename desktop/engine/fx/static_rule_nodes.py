"""Rules that today's Abilities, Tools and Stadiums keep while in play, at the rules layer's
existing points: "this Pokémon can't attack unless ...", an attack that costs less (or nothing),
damage prevented from Pokémon ex, more damage by a named owner's Pokémon, more HP or less damage
for all of your Pokémon, Abilities and Items locked.

Also a Power: more HP for each Energy of a type attached (Gaseous Form)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from desktop.engine import layer
from desktop.engine.card_classes import class_words, in_class
from desktop.engine.fx.attach_nodes import class_members
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import node

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot

UNLESS = {  # test -> the words after "This Pokémon can't attack"
    "opp_has_ex_or_v": "If your opponent has no Pokémon ex or Pokémon V in play, this Pokémon can't attack.",
    "own_named_at_least": "This Pokémon can't attack unless you have {n} or more {named} Pokémon in play.",
    "prizes_not_even": "If you have exactly 2, 4, or 6 Prize cards remaining, this Pokémon can't attack.",
}


@node("cant_attack_unless")
@dataclass(frozen=True, slots=True)
class CantAttackUnless(Mod):
    """This Pokémon can't attack unless ``test`` (one of ``UNLESS``) holds for the attacking player."""

    test: str
    n: int = 0
    named: str = ""
    point = layer.NO_ATTACK
    label = "cant_attack_unless"

    def __post_init__(self) -> None:
        if self.test not in UNLESS:
            raise ValueError(f"test must be one of {', '.join(UNLESS)}")

    def allows(self, game: Game, attack_name: str) -> bool:
        me, them = game.players[game.current], game.players[1 - game.current]
        if self.test == "opp_has_ex_or_v":
            return any({"ex", "V", "VSTAR", "VMAX"} & game.card_of(s).subtypes for s in them.slots())
        if self.test == "prizes_not_even":  # Kinda Lazy
            return len(me.prizes) not in (2, 4, 6)
        return sum(1 for s in me.slots() if game.card_of(s).name.startswith(self.named)) >= self.n

    def words(self, w: Words) -> str:
        return UNLESS[self.test].format(n=self.n, named=self.named)


@node("attack_cost_less")
@dataclass(frozen=True, slots=True)
class AttackCostLess(Mod):
    """Attacks (``attack``: only that one) cost ``colorless`` Colorless less (``all``: no Energy at
    all), while ``when`` holds ("more_prizes": you have more Prize cards left; "same_hand": as many
    cards in hand as your opponent; "lost_at_least": ``n`` or more cards in your Lost Zone;
    "discard_tools_at_least": ``n`` or more Pokémon Tool cards in your discard pile), or
    ("per_prize_taken") Colorless less for each Prize card the opponent has taken; ``named``: only for
    Pokémon whose name starts with it. ``and_attacks``: words only, for a Tool whose ``tool_attack_bonus``
    adds that much damage."""

    colorless: int = 1
    all: bool = False
    attack: str = ""
    when: str = ""
    named: str = ""
    and_attacks: int = 0
    n: int = 0  # "lost_at_least": how many cards in the Lost Zone
    point = layer.ATTACK_COST
    label = "attack_cost_less"

    def cost(self, game: Game, player: int, attack_name: str, cost: tuple[str, ...]) -> tuple[str, ...]:
        me, them = game.players[player], game.players[1 - player]
        active = me.active
        if self.attack and attack_name != self.attack:
            return cost
        if self.named and (active is None or not game.card_of(active).name.startswith(self.named)):
            return cost
        if (self.when == "more_prizes" and len(me.prizes) <= len(them.prizes)) or \
                (self.when == "same_hand" and len(me.hand) != len(them.hand)) or \
                (self.when == "lost_at_least" and len(me.lost) < self.n) or \
                (self.when == "discard_tools_at_least" and
                 sum(game.cards[u].subtype == "Pokémon Tool" for u in me.discard) < self.n):
            return cost
        if self.all:
            return ()
        out = list(cost)
        less = max(0, game.rules.prizes - len(them.prizes)) if self.when == "per_prize_taken" else self.colorless
        for _ in range(less):
            if "Colorless" in out:
                out.remove("Colorless")
        return tuple(out)

    def words(self, w: Words) -> str:
        if self.when == "per_prize_taken":  # Radiant Charizard's Excited Heart
            return "This Pokémon's attacks cost Colorless less for each Prize card your opponent has taken."
        if self.all and self.when == "lost_at_least":  # Cramorant's Lost Provisions
            return (f"If you have {self.n} or more cards in the Lost Zone, ignore all Energy in this Pokémon's attack "
                    "costs.")
        if self.all and self.when == "discard_tools_at_least":  # Roto Motor
            return (f"If you have {self.n} or more Pokémon Tool cards in your discard pile, ignore all Energy in the "
                    "attack cost of each of this Pokémon's attacks.")
        if self.all and self.when == "same_hand":
            return (f"If you have the same number of cards in your hand as your opponent, ignore all Energy in the "
                    f"cost of {self.attack} used by this Pokémon.")
        if self.when == "more_prizes":
            return ("If you have more Prize cards remaining than your opponent, attacks used by the Pokémon this card "
                    "is attached to cost Colorless less.")
        if self.and_attacks:
            return (f"Attacks used by the {self.named} Pokémon this card is attached to cost Colorless less and do "
                    f"{self.and_attacks} more damage to your opponent's Active Pokémon (before applying Weakness and "
                    "Resistance).")
        return f"Attacks used by the {self.named} Pokémon this card is attached to cost Colorless less."


@node("prevent_damage_from_class")
@dataclass(frozen=True, slots=True)
class PreventDamageFromClass(Mod):
    """Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon of ``kind``."""

    kind: str
    silent: bool = False  # worded by a partner rule (Sparkling Scales: damage and effects in one sentence)
    also: str = ""  # a second class ("Pokémon ex and Pokémon V": Mimikyu's Safeguard)
    point = layer.DAMAGE_TO_DEFENDER
    label = "prevent_damage"

    def defend(self, game: Game, amount: int) -> tuple[int, bool]:
        attacker = game.players[game.current].active
        subtypes = game.card_of(attacker).subtypes if attacker is not None else frozenset()
        if subtypes & class_members((self.kind, self.also) if self.also else (self.kind,)):
            return 0, True
        return amount, False

    def words(self, w: Words) -> str:
        if self.silent:
            return ""
        also = f" and {class_words(self.also)}" if self.also else ""
        kind = class_words(self.kind)
        return f"Prevent all damage done to this Pokémon by attacks from your opponent's {kind}{also}."


@node("named_attack_plus")
@dataclass(frozen=True, slots=True)
class NamedAttackPlus(Mod):
    """A Stadium: attacks used by ``named`` Pokémon (both players') do ``amount`` more damage to the
    opponent's Active Pokémon (before Weakness and Resistance)."""

    amount: int
    named: str
    point = layer.ATTACK_BONUS
    label = "named_attack_plus"

    def extra_for(self, game: Game, attacker: Slot) -> int:
        return self.amount if game.card_of(attacker).name.startswith(self.named) else 0

    def words(self, w: Words) -> str:
        return (f"Attacks used by {self.named} Pokémon (both yours and your opponent's) do {self.amount} more damage "
                "to the opponent's Active Pokémon (before applying Weakness and Resistance).")


@node("team_hp_plus")
@dataclass(frozen=True, slots=True)
class TeamHpPlus(Mod):
    """An Ability: all of your Pokémon in play get +``amount`` HP (``no_stack``: counted once)."""

    amount: int
    no_stack: bool = True
    point = layer.HP
    label = "team_hp_plus"
    team: ClassVar[bool] = True

    def hp(self, game: Game, card: CardDef, hp: int) -> int:
        return hp + self.amount

    def words(self, w: Words) -> str:
        text = f"All of your Pokémon in play get +{self.amount} HP."
        return text + (f" The effect of {w.power} doesn't stack." if self.no_stack else "")


@node("team_take_less")
@dataclass(frozen=True, slots=True)
class TeamTakeLess(Mod):
    """An Ability, while its Pokémon is on the Bench: all of your ``named`` Pokémon take ``amount``
    less damage from attacks from your opponent's Pokémon (after Weakness and Resistance)."""

    amount: int
    named: str
    no_stack: bool = True
    point = layer.DAMAGE_TO_DEFENDER
    label = "team_take_less"
    team: ClassVar[bool] = True

    def team_applies(self, game: Game, holder: Slot) -> bool:
        return all(p.active is not holder for p in game.players)

    def defend_in(self, game: Game, slot: Slot, amount: int) -> tuple[int, bool]:
        return (amount - self.amount if game.card_of(slot).name.startswith(self.named) else amount), False

    def words(self, w: Words) -> str:
        text = (f"As long as this Pokémon is on your Bench, all of your {self.named} Pokémon take {self.amount} less "
                "damage from attacks from your opponent's Pokémon (after applying Weakness and Resistance).")
        return text + (f" The effect of {w.power} doesn't stack." if self.no_stack else "")


@node("no_abilities")
@dataclass(frozen=True, slots=True)
class NoAbilities(Mod):
    """Some Pokémon in play have no Abilities: Benched ``of_stage`` Pokémon while this Pokémon is on
    the Bench (``bench``), or every ``type`` Pokémon in play (a Stadium), or every ``of_stage`` Pokémon
    of the class ``of_class`` in play ("Basic Pokémon V")."""

    of_stage: str = ""
    type: str = ""
    bench: bool = False
    of_class: str = ""
    point = layer.ABILITY_LOCK
    label = "no_abilities"

    def locks(self, game: Game, holder: Slot | None, slot: Slot) -> bool:
        def benched(s: Slot | None) -> bool:
            return s is not None and all(p.active is not s for p in game.players)

        if self.bench and not (benched(holder) and benched(slot)):
            return False
        card = game.card_of(slot)
        return (not self.of_stage or card.stage == self.of_stage) and \
            (not self.type or self.type in game.types_of(slot)) and \
            (not self.of_class or in_class(card.subtypes, self.of_class))

    def words(self, w: Words) -> str:
        if self.of_class:
            return (f"{self.of_stage} {class_words(self.of_class)} in play (both yours and your opponent's) have no "
                    "Abilities.").lstrip()
        if self.bench:
            return (f"As long as this Pokémon is on your Bench, Benched {self.of_stage} Pokémon (both yours and your "
                    "opponent's) have no Abilities.")
        return f"{self.type} Pokémon in play (both yours and your opponent's) have no Abilities."


@node("named_one_fewer_prize")
@dataclass(frozen=True, slots=True)
class NamedOneFewerPrize(Mod):
    """A Tool: if the ``named`` Pokémon it is attached to is Knocked Out by damage from an attack
    from the opponent's Pokémon, that player takes 1 fewer Prize card."""

    named: str
    point = layer.PRIZE_COUNT
    label = "named_one_fewer_prize"
    on_itself: ClassVar[bool] = True  # asked on the Knocked Out Pokémon itself

    def applies(self, game: Game, knocked: Slot) -> bool:
        return game.attacked and game.current != game.owner(knocked.top) and \
            game.card_of(knocked).name.startswith(self.named)

    def words(self, w: Words) -> str:
        return (f"If the {self.named} Pokémon this card is attached to is Knocked Out by damage from an attack from "
                "your opponent's Pokémon, that player takes 1 fewer Prize card.")


@node("their_weakness_now")
@dataclass(frozen=True, slots=True)
class TheirWeaknessNow(Mod):
    """An Ability: the Weakness of each of your opponent's ``of_type`` Pokémon in play is now
    ``type`` (×2)."""

    of_type: str
    type: str
    point = layer.WEAKNESS
    label = "their_weakness_now"
    team: ClassVar[bool] = True  # asked for the opponent's Pokémon (damage_rules.weakness)

    def change_on(self, game: Game, slot: Slot, pairs: tuple) -> tuple:
        return ((self.type, "x2"),) if self.of_type in game.types_of(slot) else pairs

    def words(self, w: Words) -> str:
        return (f"The Weakness of each of your opponent's {self.of_type} Pokémon in play is now {self.type}. (Apply "
                "Weakness as ×2.)")


@node("burn_more")
@dataclass(frozen=True, slots=True)
class BurnMore(Mod):
    """An Ability: during Pokémon Checkup, put ``amount`` more damage on your opponent's Burned Pokémon."""

    amount: int
    point = layer.BURN_MORE
    label = "burn_more"
    team: ClassVar[bool] = True

    def words(self, w: Words) -> str:
        return (f"During Pokémon Checkup, put {self.amount // 10} more damage counters on your opponent's Burned "
                "Pokémon.")


@node("counters_on_their_evolution")
@dataclass(frozen=True, slots=True)
class CountersOnTheirEvolution(Mod):
    """An Ability: whenever your opponent plays a Pokémon from their hand to evolve 1 of their
    Pokémon, put ``amount`` damage on that Pokémon (doesn't stack)."""

    amount: int
    point = layer.OPP_EVOLVED
    label = "counters_on_their_evolution"
    team: ClassVar[bool] = True
    no_stack: ClassVar[bool] = True

    def words(self, w: Words) -> str:
        return (f"Whenever your opponent plays a Pokémon from their hand to evolve 1 of their Pokémon, put "
                f"{self.amount // 10} damage counters on that Pokémon. The effect of {w.power} doesn't stack.")


@node("no_ability_pokemon_from_hand")
@dataclass(frozen=True, slots=True)
class NoAbilityPokemonFromHand(Mod):
    """An Ability: as long as this Pokémon is in the Active Spot, your opponent can't play any Pokémon
    that has an Ability from their hand, except for Pokémon whose name starts with ``except_named``."""

    except_named: str = ""
    point = layer.POKEMON_PLAY_LOCK
    label = "no_ability_pokemon_from_hand"

    def blocks_play(self, game: Game, card: CardDef) -> bool:
        if self.except_named and card.name.startswith(self.except_named):
            return False
        return any(p.kind == "Ability" for p in card.powers)

    def words(self, w: Words) -> str:
        tail = f", except for {self.except_named} Pokémon" if self.except_named else ""
        return (f"As long as this Pokémon is in the Active Spot, your opponent can't play any Pokémon that has an "
                f"Ability from their hand{tail}.")


@node("evolve_into_class")
@dataclass(frozen=True, slots=True)
class EvolveIntoClass(Mod):
    """This Pokémon can evolve into any Pokémon of class ``kind`` that evolves from ``from_name`` if
    you play it from your hand onto this Pokémon (the usual timing rules apply)."""

    from_name: str
    kind: str = "ex"
    point = layer.EVOLVE_AS
    label = "evolve_into_class"

    def evolves_into(self, card: CardDef) -> bool:
        return card.evolves_from == self.from_name and self.kind in card.subtypes

    def words(self, w: Words) -> str:
        return (f"This Pokémon can evolve into any {class_words(self.kind)} that evolves from {self.from_name} if you "
                "play it from your hand onto this Pokémon. (This Pokémon can't evolve during your first turn or the "
                "turn you play it.)")


@node("heal_on_hand_attach")
@dataclass(frozen=True, slots=True)
class HealOnHandAttach(Mod):
    """An Ability: as long as this Pokémon is in the Active Spot, whenever you attach an Energy card
    from your hand to 1 of your Pokémon, heal ``amount`` damage from that Pokémon."""

    amount: int
    point = layer.HAND_ATTACH
    label = "heal_on_hand_attach"

    def on_hand_attach(self, game: Game, player: int, pos: int, target: Slot) -> None:
        from desktop.engine import combat

        combat.heal(game, player, pos, target, self.amount, self.label)

    def words(self, w: Words) -> str:
        return ("As long as this Pokémon is in the Active Spot, whenever you attach an Energy card from your hand to "
                f"1 of your Pokémon, heal {self.amount} damage from that Pokémon.")


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
