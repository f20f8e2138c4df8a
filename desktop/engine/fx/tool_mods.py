"""Pokémon Tools of today's sets that change the Pokémon they are attached to: "The Basic Pokémon
this card is attached to gets +50 HP.", "Attacks used by the Pokémon this card is attached to do 50
more damage to your opponent's Active Pokémon ex".

Also Tools attached to a Pokémon with a name in its own: a switch before the opponent's attack (Koga's
Ninja Trick) and Energy that the opponent's attacks and Trainers can't remove (Brock's Protection).

And a Tool whose Pokémon's attacks skip Resistance (Magnifier)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.engine import layer
from desktop.engine.card_classes import in_class
from desktop.engine.fx.card_nodes import RULE_BOX_CLASSES, RULE_BOX_NOTE
from desktop.engine.fx.machine import WAIT
from desktop.engine.fx.mods import Mod
from desktop.engine.fx.node import Atomic, Node, node
from desktop.engine.fx.target_nodes import AttachTool
from desktop.engine.prompts import OPTION, POKEMON

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.fx.words import Words
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


@node("attached_hp_bonus")
@dataclass(frozen=True, slots=True)
class AttachedHpBonus(Mod):
    """The (``of_stage``, ``type``, ``of_class``, ``named``: whose name starts with it) Pokémon this
    Tool or Special Energy is attached to gets ``amount`` more HP."""

    amount: int
    of_stage: str = ""
    of_class: str = ""
    named: str = ""
    type: str = ""
    and_attacks: int = 0  # words: "... gets +40 HP and its attacks do 10 more damage to ..." (Fighting Fury Belt;
    # the Tool's ``tool_attack_bonus`` does it)
    and_no_conditions: bool = False  # words: "..., recovers from all Special Conditions, and can't be affected by
    # any" (the Tool's ``tool_no_conditions`` and ``cure_played_onto`` do it)
    no_rule_box: bool = False  # only a Pokémon that doesn't have a Rule Box (Luxurious Cape)
    and_more_prize: bool = False  # words: "..., and if it is Knocked Out ..., that player takes 1 more Prize card"
    # (the Tool's ``knocked_out_prize_change`` does it)
    point = layer.HP
    label = "tool_hp"

    def hp(self, game: Game, card: CardDef, hp: int) -> int:
        if (self.of_stage and card.stage != self.of_stage) or (self.of_class and self.of_class not in card.subtypes):
            return hp
        if self.no_rule_box and card.subtypes & RULE_BOX_CLASSES:
            return hp
        if (self.named and not card.name.startswith(self.named)) or (self.type and self.type not in card.types):
            return hp
        return hp + self.amount

    def words(self, w: Words) -> str:
        if self.no_rule_box:
            more = (", and if it is Knocked Out by damage from an attack from your opponent's Pokémon, that player "
                    "takes 1 more Prize card") if self.and_more_prize else ""
            return (f"If the Pokémon this card is attached to doesn't have a Rule Box, it gets +{self.amount} HP"
                    f"{more}. {RULE_BOX_NOTE}")
        kind = " ".join(k for k in (self.named, self.of_stage, self.type, self.of_class) if k)
        who = f"The {kind + ' ' if kind else ''}Pokémon this card is attached to gets +{self.amount} HP"
        if self.and_attacks:
            return (f"{who} and its attacks do {self.and_attacks} more damage to your opponent's Active Pokémon "
                    "(before applying Weakness and Resistance).")
        if self.and_no_conditions:
            return f"{who}, recovers from all Special Conditions, and can't be affected by any Special Conditions."
        return who + "."


@node("tool_attack_bonus")
@dataclass(frozen=True, slots=True)
class ToolAttackBonus(Mod):
    """Attacks used by the Pokémon this Tool is attached to (``if_poisoned``: while it is Poisoned;
    ``named``: whose name starts with it) do ``amount`` more damage to the opponent's Active Pokémon
    (``against``: of that class), before Weakness and Resistance."""

    amount: int
    against: str = ""
    if_poisoned: bool = False
    of_class: str = ""  # only for a Pokémon of this class ("Future")
    of_stage: str = ""  # only for a Pokémon of this Stage ("Basic": Fighting Fury Belt)
    named: str = ""  # only for a Pokémon whose name starts with this ("Hop's": Hop's Choice Band; "Pikachu ex")
    no_rule_box: bool = False  # only for a Pokémon that doesn't have a Rule Box (Brave Bangle)
    more_prizes: bool = False  # only while its player has more Prize cards left than the opponent (Defiance Band)
    the_attacks: bool = False  # words: "The attacks of the Pokémon this card is attached to do ..." (Choice Belt)
    quiet: bool = False  # its words are written by another modifier of the same Tool
    point = layer.ATTACK_BONUS
    label = "tool_attack_bonus"

    def extra_for(self, game: Game, attacker: Slot) -> int:
        if self.if_poisoned and not attacker.poison:
            return 0
        if self.more_prizes and len(game.players[game.current].prizes) <= len(game.players[1 - game.current].prizes):
            return 0
        if self.of_class and self.of_class not in game.card_of(attacker).subtypes:
            return 0
        if self.of_stage and game.card_of(attacker).stage != self.of_stage:
            return 0
        if self.named and not game.card_of(attacker).name.startswith(self.named):
            return 0
        if self.no_rule_box and game.card_of(attacker).subtypes & RULE_BOX_CLASSES:
            return 0
        if self.against:
            defender = game.players[1 - game.current].active
            if defender is None or not in_class(game.card_of(defender).subtypes, self.against):
                return 0
        return self.amount

    def words(self, w: Words) -> str:
        if self.quiet:
            return ""
        target = f"your opponent's Active Pokémon{' ' + self.against if self.against else ''}"
        if self.no_rule_box:
            return (f"If the Pokémon this card is attached to doesn't have a Rule Box, the attacks it uses do "
                    f"{self.amount} more damage to {target} (before applying Weakness and Resistance). (Pokémon ex, "
                    "Pokémon V, etc. have Rule Boxes.)")
        if self.if_poisoned:
            whose = "the Poisoned Pokémon"
        elif self.named:  # an owner's ("the Hop's Pokémon") or a full name ("the Pikachu ex")
            whose = f"the {self.named} Pokémon" if self.named.endswith("'s") else f"the {self.named}"
        else:
            whose = "the Pokémon"
        if self.the_attacks or self.more_prizes:
            lead = "If you have more Prize cards remaining than your opponent, the" if self.more_prizes else "The"
            return (f"{lead} attacks of {whose} this card is attached to do {self.amount} more damage to {target} "
                    "(before applying Weakness and Resistance).")
        return (f"Attacks used by {whose} this card is attached to do {self.amount} more damage to {target} (before "
                "applying Weakness and Resistance).")


@node("brace_tool")
@dataclass(frozen=True, slots=True)
class BraceTool(Mod):
    """A Tool: if its Pokémon has full HP and would be Knocked Out by damage from an attack from the
    opponent's Pokémon, it is not Knocked Out and its remaining HP becomes ``remaining``; then the
    Tool is discarded."""

    remaining: int = 10
    point = layer.SURVIVE
    label = "survive"

    def survives_with(self) -> int:
        return self.remaining

    def after_survive(self, game: Game, slot: Slot) -> None:
        for tool in list(slot.tools):
            if any(mod is self for _kind, mod in game.cards[tool[0]].statics):
                slot.tools.remove(tool)
                game.discard_card(tool[0], "attached", -1)
                return

    def words(self, w: Words) -> str:
        return ("If the Pokémon this card is attached to has full HP and would be Knocked Out by damage from an attack "
                f"from your opponent's Pokémon, it is not Knocked Out, and its remaining HP becomes {self.remaining}. "
                "Then, discard this card.")


@node("no_retreat_cost_for")
@dataclass(frozen=True, slots=True)
class NoRetreatCostFor(Mod):
    """The Pokémon of class ``of_class`` (or whose name starts with ``named``) that this Tool is
    attached to, or (a Stadium's) every such Pokémon in play, has no Retreat Cost (``bonus``: words
    that add the attack bonus a ``tool_attack_bonus`` of the same Tool gives)."""

    of_class: str = ""
    named: str = ""
    bonus: int = 0
    point = layer.OWN_RETREAT_COST
    label = "retreat_cost"

    def adjust(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        card = game.card_of(target)
        if (self.of_class and self.of_class not in card.subtypes) or not card.name.startswith(self.named):
            return cost
        return 0

    def words(self, w: Words) -> str:
        kind = " ".join(k for k in (self.named, self.of_class) if k)
        if w.card is not None and w.card.subtype == "Stadium":
            return f"{kind} Pokémon in play (both yours and your opponent's) have no Retreat Cost."
        text = f"The {kind} Pokémon this card is attached to has no Retreat Cost"
        if self.bonus:
            return (f"{text}, and the attacks it uses do {self.bonus} more damage to your opponent's Active Pokémon "
                    "(before applying Weakness and Resistance).")
        return text + "."


@node("tool_both_retreat_more")
@dataclass(frozen=True, slots=True)
class ToolBothRetreatMore(Mod):
    """As long as the Pokémon this Tool is attached to is in the Active Spot, the Retreat Cost of both
    Active Pokémon is ``amount`` Colorless more."""

    amount: int = 1
    point = layer.RETREAT_COST
    label = "retreat_cost"

    def adjust(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        return cost + self.amount if owner is target and owner is game.players[game.owner(owner.top)].active else cost

    def adjust_theirs(self, game: Game, cost: int, owner: Slot, target: Slot) -> int:
        mine = game.players[game.owner(owner.top)]
        theirs = game.players[1 - game.owner(owner.top)]
        return cost + self.amount if owner is mine.active and target is theirs.active else cost

    def words(self, w: Words) -> str:
        return ("As long as the Pokémon this card is attached to is in the Active Spot, the Retreat Cost of both "
                "Active Pokémon is Colorless more.")


@node("tool_no_conditions")
@dataclass(frozen=True, slots=True)
class ToolNoConditions(Mod):
    """The ``of_class`` Pokémon this Tool is attached to can't be affected by Special Conditions
    (worded by ``attached_hp_bonus``)."""

    of_class: str
    point = layer.IMMUNE_CONDITIONS
    label = "immune_conditions"

    def holds(self, game: Game, slot: Slot) -> bool:
        return self.of_class in game.card_of(slot).subtypes

    def words(self, w: Words) -> str:
        return ""


@node("cure_played_onto")
@dataclass(frozen=True, slots=True)
class CurePlayedOnto(Atomic):
    """After a Tool is attached: the Pokémon it was played onto (of ``of_class``) recovers from all
    Special Conditions (worded by ``attached_hp_bonus``)."""

    of_class: str

    def act(self, m: Machine) -> None:
        target = m.scope.target
        slot = m.me.slot(target) if target is not None else None
        if target is not None and slot is not None and self.of_class in m.game.card_of(slot).subtypes:
            m.game.clear_conditions(m.scope.player, target, slot)

    def words(self, w: Words) -> str:
        return ""


@node("tool_cost_one_less")
@dataclass(frozen=True, slots=True)
class ToolCostOneLess(Mod):
    """When the ``of_class`` Pokémon this Tool is attached to uses an attack, that attack costs 1 Energy
    less, of any type (the one whose removal lets the attached Energy pay the rest, if any)."""

    of_class: str
    point = layer.ATTACK_COST
    label = "cost_less"

    def cost(self, game: Game, player: int, attack_name: str, cost: tuple[str, ...]) -> tuple[str, ...]:
        from desktop.engine.energy import cost_met

        slot = game.players[player].active
        if slot is None or not cost or self.of_class not in game.card_of(slot).subtypes:
            return cost
        units = game.energy_units(slot)
        options = []
        for symbol in dict.fromkeys(cost):  # each kind once, in printed order
            rest = list(cost)
            rest.remove(symbol)
            options.append(tuple(rest))
        return next((rest for rest in options if cost_met(units, rest)), options[-1])

    def words(self, w: Words) -> str:
        return (f"When the {self.of_class} Pokémon this card is attached to uses an attack, that attack costs 1 Energy "
                "less. (The Energy can be of any type.)")


@dataclass(frozen=True, slots=True)
class _NinjaSwitch(Node):
    """Run first in the opponent's attack: the Defending Pokémon's owner may switch it with 1 of
    their Benched Pokémon (the Tool then goes to the discard pile with the move to the Bench)."""

    prompts = True

    def step(self, m: Machine, pc: int, local: Any) -> int:
        game, opp = m.game, m.scope.opp
        bench = game.players[opp].bench
        if pc == 0:
            if not bench:
                return m.done()
            if m.choose(1, None, opp, OPTION, ("yes", "no"), "Koga's Ninja Trick: switch your Active Pokémon?",
                        "may", auto_single=False):
                return WAIT
        if pc == 1:
            if m.answer != "yes":
                return m.done()
            if m.choose(2, None, opp, POKEMON, range(1, len(bench) + 1), "Switch with which Benched Pokémon?",
                        "switch_self"):
                return WAIT
        game.switch_active(opp, m.answer, "Koga's Ninja Trick")
        return m.done()

    def words(self, w: Words) -> str:
        return ""


@node("ninja_switch")
@dataclass(frozen=True, slots=True)
class NinjaSwitch(Mod):
    """A Tool: when the opponent attacks, you may switch this Pokémon with 1 of your Benched Pokémon
    (before damage or other effects of attacks); it is discarded when this Pokémon goes to the
    Bench (Koga's Ninja Trick)."""

    point = layer.DEFENDER_ATTACKED
    label = "ninja_trick"

    def on_attack(self, game: Game, attacker: Slot) -> Node | None:
        return _NinjaSwitch()

    def leaves_with_active(self) -> bool:
        return True

    def words(self, w: Words) -> str:
        return ("When your opponent attacks, you may switch this Pokémon with 1 of your Benched Pokémon (before "
                "damage or other effects of attacks).")


@node("attach_to_named_active")
@dataclass(frozen=True, slots=True)
class AttachToNamedActive(AttachTool):
    """Attach this Tool to your Active Pokémon with ``name_has`` in its name; it stays while that
    Pokémon is Active (Koga's Ninja Trick)."""

    name_has: str = ""
    active_only: bool = True
    until: str = "in_play"

    def targets(self, game: Game, player: int) -> list[int]:
        active = game.players[player].active
        ok = active is not None and self.name_has in game.card_of(active).name and game.rules.tool_room(active)
        return [0] if ok else []

    def words(self, w: Words) -> str:
        name = w.card.name if w.card else "this card"
        return (f"Attach {name} to your Active Pokémon with {self.name_has} in its name. If this Pokémon goes to your "
                f"Bench, discard this card. {self.modifier.words(w)}")


@node("energy_guard")
@dataclass(frozen=True, slots=True)
class EnergyGuard(Mod):
    """A Tool: Energy cards attached to its Pokémon can't be removed by the opponent's attacks or
    Trainer cards (the running effect is the opponent's attack or Trainer); the rest of that effect
    still works (Brock's Protection; ``combat.discard_attached`` asks it)."""

    point = layer.ENERGY_GUARD
    label = "brocks_protection"

    def guards(self, game: Game, uid: int) -> bool:
        machine = game.machine
        if machine is None:
            return False
        scope = machine.scope
        if scope.player == game.owner(uid):
            return False
        return scope.attack is not None or (scope.source_uid >= 0 and game.cards[scope.source_uid].kind == "trainer")

    def words(self, w: Words) -> str:
        return ("Energy cards attached to that Pokémon can't be removed by your opponent's attacks or Trainer cards. "
                "(This doesn't stop the rest of the attack or Trainer card from working normally.)")


@node("attach_to_named")
@dataclass(frozen=True, slots=True)
class AttachToNamed(AttachTool):
    """Attach this Tool to 1 of your Pokémon with ``name_has`` in its name; it stays there (Brock's
    Protection), or (``until`` "this_turn") is discarded at the end of your turn (Sabrina's ESP)."""

    name_has: str = ""
    until: str = "in_play"

    def targets(self, game: Game, player: int) -> list[int]:
        return [pos for pos, s in game.players[player].in_play()
                if self.name_has in game.card_of(s).name and game.rules.tool_room(s)]

    def words(self, w: Words) -> str:
        name = w.card.name if w.card else "this card"
        goes = f" At the end of your turn, discard {name}." if self.until == "this_turn" else ""  # Sabrina's ESP
        return f"Attach {name} to 1 of your Pokémon with {self.name_has} in its name.{goes} {self.modifier.words(w)}"


MAGNIFIER = "attacks_skip_resistance"  # a Pokémon Tool's rule: this Pokémon's attacks skip Resistance


@node("attacks_skip_resistance")
@dataclass(frozen=True, slots=True)
class AttacksSkipResistance(Mod):
    """A Pokémon Tool's rule: if this Pokémon attacks, don't apply Resistance for that attack (Magnifier;
    ``combat`` asks it)."""

    point = MAGNIFIER
    label = "attacks_skip_resistance"

    def words(self, w: Words) -> str:
        name = w.card.name if w.card else "this card"
        return f"If the Pokémon {name} is attached to attacks, don't apply Resistance for that attack."
