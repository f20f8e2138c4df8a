"""Static Abilities of today's sets that count or check something: attacks that cost less for each
card or Benched Pokémon, HP for each Prize card taken, bonuses while Energy of a type is attached,
Retreat Costs removed by attached Energy, and damage bonuses for all of your Pokémon's attacks."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine import condition_rules, layer
from desktop.engine.fx.card_nodes import NOT_EVOLUTION
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import node

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot

BEFORE_WR = "(before applying Weakness and Resistance)"


def _has_energy(game: Game, slot: Slot, type_: str) -> bool:
    return type_ in game.energy_units(slot)


@node("cost_less_for_each")
@dataclass(frozen=True, slots=True)
class CostLessForEach(Mod):
    """Attacks used by this Pokémon (``attack``: only that one) cost 1 Colorless less for each card
    named ``named`` in your discard pile, for each of your opponent's Benched Pokémon (``their_bench``),
    or for each Prize card your opponent has taken (``prizes_taken``)."""

    named: str = ""
    their_bench: bool = False
    prizes_taken: bool = False
    attack: str = ""
    point = layer.ATTACK_COST
    label = "cost_less"

    def cost(self, game: Game, player: int, attack_name: str, cost: tuple[str, ...]) -> tuple[str, ...]:
        if self.attack and attack_name != self.attack:
            return cost
        if self.their_bench:
            n = len(game.players[1 - player].bench)
        elif self.prizes_taken:
            n = max(0, game.rules.prizes - len(game.players[1 - player].prizes))
        else:
            n = sum(1 for u in game.players[player].discard if game.cards[u].name == self.named)
        out = list(cost)
        for _ in range(n):
            if "Colorless" not in out:
                break
            out.remove("Colorless")
        return tuple(out)

    def words(self, w: Words) -> str:
        each = "of your opponent's Benched Pokémon" if self.their_bench else \
            "Prize card your opponent has taken" if self.prizes_taken else f"{self.named} card in your discard pile"
        if self.attack:
            return f"{self.attack} used by {w.name} costs Colorless less for each {each}."
        return f"Attacks used by {w.name} cost Colorless less for each {each}."


@node("hp_per_prize_taken")
@dataclass(frozen=True, slots=True)
class HpPerPrizeTaken(Mod):
    """This Pokémon gets ``amount`` more HP for each Prize card its owner's opponent has taken."""

    amount: int
    point = layer.HP
    label = "hp_change"

    def hp_in(self, game: Game, slot: Slot, card: CardDef, hp: int) -> int:
        opponent = 1 - game.owner(slot.top)
        return hp + self.amount * max(0, game.rules.prizes - len(game.players[opponent].prizes))

    def words(self, w: Words) -> str:
        return f"{w.name[0].upper() + w.name[1:]} gets +{self.amount} HP for each Prize card your opponent has taken."


@node("hp_with_energy")
@dataclass(frozen=True, slots=True)
class HpWithEnergy(Mod):
    """While this Pokémon has ``type`` Energy (``special``: any Special Energy) attached, it gets
    ``amount`` more HP (``bonus``: words that add its attack bonus, given by ``bonus_with_energy``)."""

    amount: int
    type: str = ""
    special: bool = False
    bonus: int = 0
    point = layer.HP
    label = "hp_change"

    def hp_in(self, game: Game, slot: Slot, card: CardDef, hp: int) -> int:
        if self.special:
            has = any(game.cards[u].kind == "energy" and not game.cards[u].is_basic_energy for u in slot.energy)
        else:
            has = _has_energy(game, slot, self.type)
        return hp + self.amount if has else hp

    def words(self, w: Words) -> str:
        if self.special:
            return f"If {w.name} has any Special Energy attached, it gets +{self.amount} HP."
        text = f"If this Pokémon has any {self.type} Energy attached, it gets +{self.amount} HP"
        if self.bonus:
            return (f"{text}, and the attacks it uses do {self.bonus} more damage to your opponent's Active Pokémon "
                    f"{BEFORE_WR}.")
        return text + "."


@node("bonus_with_energy")
@dataclass(frozen=True, slots=True)
class BonusWithEnergy(Mod):
    """While this Pokémon has ``type`` Energy attached, its attacks do ``amount`` more damage to the
    opponent's Active Pokémon (its words are written by ``hp_with_energy``)."""

    type: str
    amount: int
    point = layer.ATTACK_BONUS
    label = "attack_bonus"

    def extra_for(self, game: Game, attacker: Slot) -> int:
        return self.amount if _has_energy(game, attacker, self.type) else 0

    def words(self, w: Words) -> str:
        return ""


@node("team_free_retreat")
@dataclass(frozen=True, slots=True)
class TeamFreeRetreat(Mod):
    """An Ability: your Pokémon in play (of Stage ``of_stage``, or that have ``energy`` Energy
    attached) have no Retreat Cost."""

    of_stage: str = ""
    energy: str = ""
    point = layer.RETREAT_COST
    label = "retreat_cost"

    def adjust(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        if self.of_stage and game.card_of(target).stage != self.of_stage:
            return cost
        if self.energy and not _has_energy(game, target, self.energy):
            return cost
        return 0

    def words(self, w: Words) -> str:
        if self.energy:
            return f"All of your Pokémon that have {self.energy} Energy attached have no Retreat Cost."
        return f"Your {self.of_stage + ' ' if self.of_stage else ''}Pokémon in play have no Retreat Cost."


@node("team_attack_bonus")
@dataclass(frozen=True, slots=True)
class TeamAttackBonus(Mod):
    """Attacks used by your Pokémon (of ``types``, or whose name starts with ``named``; of the class
    ``of_class``, except any named ``except_name``) do ``amount`` more damage to your opponent's
    Active Pokémon (``evolution``: Evolution Pokémon only), before Weakness and Resistance."""

    amount: int
    of_class: str = ""
    except_name: str = ""
    evolution: bool = False
    types: tuple[str, ...] = ()  # only your Pokémon of these types (Dhelmise's Steelworker: Metal)
    named: str = ""  # only your Pokémon whose name starts with this ("Hop's": Extra Helpings)
    each: bool = False  # XY's words: "Each of your Fighting Pokémon's attacks do ..." (Machamp's Fighting Fury)
    alone: str = ""  # this Ability's name: only 1 of them applies at a time (Strong Cheer; "doesn't stack")
    point = layer.ATTACK_BONUS
    label = "attack_bonus"

    def one_at_a_time(self) -> str:
        return self.alone

    def team_extra(self, game: Game, attacker: Slot) -> int:
        card = game.card_of(attacker)
        if (self.of_class and self.of_class not in card.subtypes) or card.name == self.except_name:
            return 0
        if self.types and not set(self.types) & set(game.types_of(attacker)):
            return 0
        if self.named and not card.name.startswith(self.named):
            return 0
        if self.evolution:
            defender = game.players[1 - game.current].active
            if defender is None or game.card_of(defender).stage in NOT_EVOLUTION:
                return 0
        return self.amount

    def words(self, w: Words) -> str:
        kind = f"{self.types[0]} " if len(self.types) == 1 else ""
        if self.each:
            return (f"Each of your {kind}Pokémon's attacks do {self.amount} more damage to your opponent's Active "
                    f"Pokémon {BEFORE_WR}.")
        if not (self.of_class or self.except_name or self.evolution or self.named or len(self.types) > 1) and (
                text := w.phrase_or_none(
                    "yours_do_more", kind=kind, amount=self.amount, before_wr=BEFORE_WR,
                    alone=f" You can't apply more than 1 {self.alone} Ability at a time." if self.alone else "")):
            return text
        if self.named:
            whose = f"your {self.named} Pokémon"
        elif len(self.types) > 1:
            whose = "your " + " and ".join(f"{t} Pokémon" for t in self.types)
        else:
            whose = f"your {kind}{self.of_class} Pokémon" if self.of_class else f"your {kind}Pokémon"
        if self.except_name:
            whose += f", except any {self.except_name},"
        target = "your opponent's Active Evolution Pokémon" if self.evolution else "your opponent's Active Pokémon"
        text = f"Attacks used by {whose} do {self.amount} more damage to {target} {BEFORE_WR}."
        return text + (f" The effect of {w.power} doesn't stack." if self.alone else "")


@node("bonus_against_ability")
@dataclass(frozen=True, slots=True)
class BonusAgainstAbility(Mod):
    """Attacks used by this Pokémon do ``amount`` more damage to the opponent's Active Pokémon that
    has an Ability, before Weakness and Resistance."""

    amount: int
    point = layer.ATTACK_BONUS
    label = "attack_bonus"

    def extra_for(self, game: Game, attacker: Slot) -> int:
        defender = game.players[1 - game.current].active
        if defender is None or not any(p.kind == "Ability" for p in game.card_of(defender).powers):
            return 0
        return self.amount

    def words(self, w: Words) -> str:
        return (f"Attacks used by {w.name} do {self.amount} more damage to your opponent's Active Pokémon that has an "
                f"Ability {BEFORE_WR}.")



@node("fewer_prize_with_named")
@dataclass(frozen=True, slots=True)
class FewerPrizeWithNamed(Mod):
    """If this Pokémon is Knocked Out by damage from an attack from the opponent's Pokémon while its
    owner has any Pokémon named ``named`` in play, the opponent takes 1 fewer Prize card."""

    named: str
    point = layer.PRIZE_COUNT
    label = "one_fewer_prize"

    def applies(self, game: Game, knocked: Slot) -> bool:
        owner = game.owner(knocked.top)
        if not game.attacked or game.current == owner:
            return False
        if not any(mod is self for _kind, mod in game.card_of(knocked).statics):
            return False
        return any(game.card_of(s).name == self.named for s in game.players[owner].slots())

    def words(self, w: Words) -> str:
        return (f"If {w.name} is Knocked Out by damage from an attack from your opponent's Pokémon, and if you have "
                f"any {self.named} in play, your opponent takes 1 fewer Prize card.")


@node("attack_for_colorless_if")
@dataclass(frozen=True, slots=True)
class AttackForColorlessIf(Mod):
    """This Pokémon can use the attack ``attack`` for 1 Colorless Energy if the opponent has any card
    with ``name_has`` in its name in their discard pile."""

    attack: str
    name_has: str
    point = layer.ATTACK_COST
    label = "cost_less"

    def cost(self, game: Game, player: int, attack_name: str, cost: tuple[str, ...]) -> tuple[str, ...]:
        if attack_name != self.attack:
            return cost
        if any(self.name_has in game.cards[u].name for u in game.players[1 - player].discard):
            return ("Colorless",)
        return cost

    def words(self, w: Words) -> str:
        return (f"If your opponent has any cards in their discard pile that have \"{self.name_has}\" in the name, "
                f"{w.name} can use the {self.attack} attack for Colorless.")


@node("abilities_away")
@dataclass(frozen=True, slots=True)
class AbilitiesAway(Mod):
    """As long as this Pokémon is in the Active Spot, Pokémon lose their Abilities: the opponent's
    Active Pokémon (``except_name``: except that Ability), or (``rule_box``) every Pokémon with a
    Rule Box in play, both players', except Pokémon of the class ``except_class``."""

    except_name: str = ""
    rule_box: bool = False
    except_class: str = ""
    of_stage: str = ""  # every Pokémon in play of this stage, both players', except ``except_name`` (Mischievous Lock)
    point = layer.NO_ABILITIES
    label = "no_abilities"

    def blocks(self, game: Game, source: Slot, slot: Slot) -> bool:
        from desktop.engine.fx.trainer_pick_nodes import has_rule_box

        card = game.cards[slot.top]  # its printed card (card_of would ask the Abilities again)
        if self.of_stage:
            return card.stage == self.of_stage and not any(p.name == self.except_name for p in card.powers)
        if self.rule_box:
            return has_rule_box(card) and not (self.except_class and self.except_class in card.subtypes)
        owner = game.owner(source.top)
        if slot is not game.players[1 - owner].active:
            return False
        return not any(p.name == self.except_name for p in card.powers)

    def words(self, w: Words) -> str:
        if self.of_stage:
            return (f"As long as this Pokémon is in the Active Spot, {self.of_stage} Pokémon in play (both yours and "
                    f"your opponent's) have no Abilities, except for {self.except_name}.")
        if self.rule_box:
            return ("As long as this Pokémon is in the Active Spot, Pokémon with a Rule Box in play (both yours and "
                    f"your opponent's) have no Abilities, except for {self.except_class} Pokémon. (Pokémon ex, "
                    "Pokémon V, etc. have Rule Boxes.)")
        return ("As long as this Pokémon is in the Active Spot, your opponent's Active Pokémon has no Abilities, "
                f"except for {self.except_name}.")


@node("their_evolved_retreat_more")
@dataclass(frozen=True, slots=True)
class TheirEvolvedRetreatMore(Mod):
    """The opponent's Active Evolution Pokémon's Retreat Cost is ``amount`` Colorless more."""

    amount: int = 1
    point = layer.RETREAT_COST
    label = "retreat_cost"

    def adjust_theirs(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        opponent = game.players[1 - game.owner(owner.top)]
        if target is opponent.active and game.card_of(target).stage not in NOT_EVOLUTION:
            return cost + self.amount
        return cost

    def words(self, w: Words) -> str:
        return "Your opponent's Active Evolution Pokémon's Retreat Cost is Colorless more."


@node("blocks_their_cards")
@dataclass(frozen=True, slots=True)
class BlocksTheirCards(Mod):
    """The opponent can't play cards of the ``kind`` ("Stadium", or the class "ACE SPEC") from their
    hand: while this Pokémon is in the Active Spot (``active_only``), or while it has a Pokémon Tool
    attached (``with_tool``)."""

    kind: str
    active_only: bool = False
    with_tool: bool = False
    each_player: bool = False  # its owner can't either: "Each player can't play any Item cards" (Irritating Pollen)
    point = layer.NO_TRAINERS
    label = "no_trainers"

    def blocks_card(self, game: Game, slot: Slot, card: CardDef) -> bool:
        if self.active_only and slot is not game.players[game.owner(slot.top)].active:
            return False
        if self.with_tool and not slot.tools:
            return False
        return self.kind in game.rules.trainer_classes(card.subtype) or self.kind in card.subtypes

    def blocks_own_card(self, game: Game, slot: Slot, card: CardDef) -> bool:
        return self.each_player and self.blocks_card(game, slot, card)

    def stops(self, subtype: str) -> bool:
        return False

    def words(self, w: Words) -> str:
        what = f"any {self.kind} cards"
        if self.each_player:
            return f"Each player can't play {what} from his or her hand."
        if self.active_only:
            return f"As long as {w.name} is in the Active Spot, your opponent can't play {what} from their hand."
        return f"If {w.name} has a Pokémon Tool attached, your opponent can't play {what} from their hand."


@node("burn_switched_in")
@dataclass(frozen=True, slots=True)
class BurnSwitchedIn(Mod):
    """Whenever the opponent's Active Pokémon moves to the Bench during their turn, their new Active
    Pokémon is now Burned."""

    point = layer.ON_SWITCHED_IN
    label = "burn_switched_in"

    def switched_in(self, game: Game, player: int, slot: Slot) -> None:
        if condition_rules.immune_to_conditions(game, slot):
            return
        slot.burned = True
        game.emit("condition", player, pos=0, detail="Burned", amount=1)

    def words(self, w: Words) -> str:
        return ("Whenever your opponent's Active Pokémon moves to the Bench during their turn, their new Active "
                "Pokémon is now Burned.")


@node("memory_attacks")
@dataclass(frozen=True, slots=True)
class MemoryAttacks(Mod):
    """Each of your evolved Pokémon can use any attack from its previous Evolutions (read by
    Game.card_of through card_in_play.with_memory_attacks)."""

    point = layer.MEMORY_ATTACKS
    label = "memory_attacks"

    def words(self, w: Words) -> str:
        return ("Each of your evolved Pokémon can use any attack from its previous Evolutions. (You still need the "
                "necessary Energy to use each attack.)")


@node("attack_twice_with_stadium")
@dataclass(frozen=True, slots=True)
class AttackTwiceWithStadium(Mod):
    """If the Stadium ``stadium`` is in play, this Pokémon may use an attack it has twice: if the
    first attack Knocks Out the opponent's Active Pokémon, it may attack again after the opponent
    chooses a new Active Pokémon (the game step ``attack_again``)."""

    stadium: str
    point = layer.ATTACK_TWICE
    label = "attack_twice"

    def attacks_twice(self, game: Game, slot: Slot) -> bool:
        return game.stadium >= 0 and game.cards[game.stadium].name == self.stadium

    def words(self, w: Words) -> str:
        return (f"If {self.stadium} is in play, {w.name} may use an attack it has twice. If the first attack Knocks "
                "Out your opponent's Active Pokémon, you may attack again after your opponent chooses a new Active "
                "Pokémon.")


@node("strike_back_per_energy")
@dataclass(frozen=True, slots=True)
class StrikeBackPerEnergy(Mod):
    """If this Pokémon is damaged by an attack from the opponent's Pokémon (even if it is Knocked
    Out), put ``counters`` damage counters on the Attacking Pokémon for each ``type`` Energy attached
    to it; Active or Benched."""

    counters: int
    type: str
    point = layer.ON_DAMAGED
    label = "damage_attacker"

    def _amount(self, game: Game, slot: Slot) -> int:
        return 10 * self.counters * sum(1 for u in game.energy_units(slot) if u == self.type)

    def retaliation(self, game: Game, defender: Slot, ready: bool, dealt: int = 0) -> int:
        return self._amount(game, defender)

    def benched_retaliation(self, game: Game, slot: Slot) -> int:
        return self._amount(game, slot)

    def words(self, w: Words) -> str:
        return (f"If {w.name} is damaged by an attack from your opponent's Pokémon (even if {w.name} is Knocked Out), "
                f"put {self.counters} damage counters on the Attacking Pokémon for each {self.type} Energy attached "
                f"to {w.name}.")


@node("counters_on_their_attach")
@dataclass(frozen=True, slots=True)
class CountersOnTheirAttach(Mod):
    """Whenever the opponent attaches an Energy card from their hand to 1 of their Pokémon, put
    ``counters`` damage counters on that Pokémon."""

    counters: int
    point = layer.ON_THEIR_ATTACH
    label = "counters_on_their_attach"

    def their_attach(self, game: Game, player: int, pos: int, slot: Slot) -> None:
        from desktop.engine import combat

        combat.put_damage(game, player, pos, slot, 10 * self.counters, self.label)
        game.queue.insert(0, ("knockouts",))

    def words(self, w: Words) -> str:
        return ("Whenever your opponent attaches an Energy card from their hand to 1 of their Pokémon, put "
                f"{self.counters} damage counters on that Pokémon.")


@node("bench_from_hand_vs_stage")
@dataclass(frozen=True, slots=True)
class BenchFromHandVsStage(Mod):
    """Once during your turn, if this Pokémon is in your hand and your opponent has any Pokémon of
    ``stage`` in play, you may put this Pokémon onto your Bench (legality offers it as a bench action)."""

    stage_name: str
    point = layer.FROM_HAND_BENCH
    label = "from_hand_bench"

    def benches_now(self, game: Game, player: int) -> bool:
        return any(game.card_of(s).stage == self.stage_name for s in game.players[1 - player].slots())

    def words(self, w: Words) -> str:
        return (f"Once during your turn, if this Pokémon is in your hand and your opponent has any {self.stage_name} "
                "Pokémon in play, you may put this Pokémon onto your Bench.")


@node("enters_only_by")
@dataclass(frozen=True, slots=True)
class EntersOnlyBy(Mod):
    """Put this Pokémon into play only with the effect of the Ability ``ability`` of ``owner`` (the
    layer keeps it out of every other way into play: evolving from the hand or from the deck)."""

    owner: str
    ability: str
    point = layer.ENTRY_BY_EFFECT
    label = "entry_by_effect"

    def words(self, w: Words) -> str:
        return f"Put this Pokémon into play only with the effect of {self.owner}'s {self.ability} Ability."
