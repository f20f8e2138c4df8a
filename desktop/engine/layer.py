"""The rules layer: modifiers and triggers that change the rules, asked at named points.

Modifiers come from these places, and only these are looked at:

* lasting effects on a Pokémon (``Slot.effects`` entries whose value is a ``Mod``),
* lasting effects on a player (``Game.lasting``: ``(player, until_turn, mod)``),
* static Powers and Abilities of the Pokémon in play (``CardDef.statics``),
* Pokémon Tools and Special Energy attached to them (the card's own ``statics``),
* the Stadium in play, and the rules of a card's class (``card_classes.py``: Prism Star).

The engine calls the query functions below at the points where the rules need them: each
damage step, legality (retreat, attack, play a Trainer, evolve), costs, Weakness and
Resistance, Special Conditions, and events: played from the hand, attached, evolved, damaged
by an attack, Knocked Out, between turns (Pokémon Checkup), and "would go to the discard
pile" (a replacement: the card goes somewhere else instead).

A point no card of the game answers statically (``Game.static_points``) costs one set lookup.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from desktop.engine import rule_points
from desktop.engine.power_notes import ALWAYS, ANY_CONDITION, EVEN_CONFUSED
from desktop.engine.state import CONFUSED, NONE, Slot, affected

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.mods import Mod
    from desktop.engine.game import Game

# query points
DAMAGE_BY_ATTACKER = "damage_by_attacker"  # after Weakness and Resistance, the attacker's side (PlusPower)
DAMAGE_TO_DEFENDER = "damage_to_defender"  # the defender's side (prevention, reduction)
BASE_DAMAGE = "base_damage"  # an attack's base damage (Swords Dance)
WEAKNESS = "weakness"
EVOLVE_NOW = "evolve_now"  # a slot effect this turn: it may evolve even if it just came into play (Giovanni)
STADIUM_EVOLVED = "stadium_evolved"  # a Stadium's rule when a Pokémon evolves (Viridian City Gym)
STADIUM_USE = "stadium_use"  # a Stadium's rule a player may use during their turn (Celadon City Gym)
ON_ATTACK = "on_attack"  # a Stadium's rule when a player attacks (Vermilion City Gym)
FLEE = "flee"  # a Power: once an attack damages this Active Pokémon, its owner may switch it out (Flee)
TURN_AFTER_DAMAGE = "turn_after_damage"  # a player's effect this turn after an attack's damage (Koga: Poisoned)
TURN_DAMAGE_BONUS = "turn_damage_bonus"  # a player's effect for this turn: attacks by some Pokémon do more (Misty)
ATTACK_WR = "attack_wr"  # a Stadium's rule on Weakness or Resistance for some attackers (Pewter City Gym)
RESISTANCE = "resistance"
RETREAT_COST = "retreat_cost"
NO_RETREAT = "no_retreat"
NO_ATTACH_ENERGY = "no_attach_energy"  # a lasting effect: no Energy may be attached to this Pokémon (Crystal Beam)
NO_ATTACK = "no_attack"  # this Pokémon can't use an attack (or one named attack)
NO_TRAINERS = "no_trainers"  # a player can't play Trainer cards
NO_EVOLVE = "no_evolve"
ENTRY_BY_EFFECT = "entry_by_effect"  # a Pokémon put into play only by one effect (Hero's Spirit)
FROM_HAND_BENCH = "from_hand_bench"  # an Ability of a card in the hand puts it onto the Bench (Emergency Rotation)
BOOMERANG = "boomerang"  # a Special Energy that comes back after its attack discarded it (Boomerang Energy)
ON_THEIR_ATTACH = "on_their_attach"  # the opponent attached an Energy card from their hand (Gnawing Curse)
ENDS_TURN_ON_ATTACH = "ends_turn_on_attach"  # an Effect kind: attaching Energy from the hand to it ends the turn
KO_TOOL = "ko_tool"  # a Tool's rule when its Active Pokémon is Knocked Out by an attack (Heavy Baton)
TURN_END_TOOL = "turn_end_tool"  # a Tool's trigger at the end of its owner's turn (Powerglass)
TOOLS_OFF = "tools_off"  # Pokémon Tools have no effect (a Stadium: Jamming Tower)
ATTACK_TWICE = "attack_twice"  # the attacker may attack again after a Knock Out (Festival Lead)
ON_SWITCHED_IN = "on_switched_in"  # the opponent's Active Pokémon moved to the Bench in their turn (Lava Zone)
NO_ABILITIES = "no_abilities"  # an Active Pokémon's Ability takes other Pokémon's Abilities away (Midnight Fluttering)
IMMUNE_CONDITIONS = "immune_conditions"
SLEEP_COINS = "sleep_coins"  # an Asleep Pokémon flips more coins at Pokémon Checkup (Snorlax's Stir and Snooze)
TEAM_IMMUNE_CONDITIONS = "team_immune_conditions"  # an Ability keeps some of its owner's Pokémon free of them
ATTACK_COIN = "attack_coin"  # the attacker flips; tails: the attack does nothing
ENERGY_PROVIDES = "energy_provides"  # what a Special Energy provides, by its own rule or its Pokémon (Luminous, Prism)
ENERGY_TYPE = "energy_type"  # every Energy on it provides this type
PROTECTED = "protected"  # prevent all effects of attacks, including damage
ON_DAMAGED = "on_damaged"  # trigger: an attack damaged this Pokémon
ON_KNOCKED_OUT = "on_knocked_out"  # trigger: this Pokémon was Knocked Out
MEMORY_ATTACKS = "memory_attacks"  # evolved Pokémon may use the attacks of their previous Evolutions (Memory Dive)
TOOL_ATTACK = "tool_attack"  # a Tool gives the Pokémon it is attached to its attack (Technical Machine)
TOOL_POWER = "tool_power"  # a Tool gives the Pokémon it is attached to the Power printed on it (Forest Seal Stone)
ALLY_KNOCKED_OUT = "ally_knocked_out"  # trigger: another of its owner's Pokémon was Knocked Out by an attack
OWN_KNOCKED_OUT = "own_knocked_out"  # a Tool on the Knocked Out Active Pokémon passes its Energy on (Wishful Baton)
NO_POWERS = "no_powers"  # every other Pokémon Power stops working (Toxic Gas)
POKEMON_TYPE = "pokemon_type"  # this Pokémon's type is changed (Shift)
TRANSPARENCY = "transparency"  # a coin may prevent all effects of an attack on it
CONFUSION_COUNTERS = "confusion_counters"  # an Effect kind: damage counters a Confused Pokémon puts on itself
TRANSFORM = "transform"  # this Pokémon is treated as another card (Ditto, Brock's Ninetales): card_in_play.transformed
HAND_REVEALED = "hand_revealed"  # the opponent plays with their hand face up (Clairvoyance)
# events: a card's own trigger (a ``When`` modifier, fx/trigger_nodes.py) runs an effect
ON_PLAYED = "on_played"  # this Pokémon was played from the hand onto the Bench (a Stadium hears it too)
ON_EVOLVED = "on_evolved"  # this Pokémon was played from the hand to evolve a Pokémon
ON_ATTACHED = "on_attached"  # this card was attached from the hand to a Pokémon
ENERGY_GUARD = "energy_guard"  # a Tool: the opponent's attacks and Trainers can't remove this Pokémon's Energy
DEFENDER_ATTACKED = "defender_attacked"  # a Tool on the Defending Pokémon acts first when it is attacked
TRAINER_TAX = "trainer_tax"  # a Stadium: cards to discard from the hand in order to play some Trainers
TRAINER_COIN = "trainer_coin"  # a Stadium: a coin for each Trainer played; tails, it isn't (Chaos Gym)
TRAINER_FIZZLE = "trainer_fizzle"  # a player's turn: a coin for each Trainer from the hand; tails, no effect
RECALL_ATTACKS = "recall_attacks"  # a player's effect this turn: the Active Pokémon may use its lower cards' attacks
COPY_ALLY_ATTACKS = "copy_ally_attacks"  # a Power: this Pokémon has the attacks of its player's Pokémon of a type
HALVE_ALL_DAMAGE = "halve_all_damage"  # an Active Pokémon's Power: every attack does half damage (Relaxing Scent)
LEAVE_AT_HP = "leave_at_hp"  # a Power: at exactly this much HP left, the Pokémon is shuffled into the deck (Scram)
SELF_KNOCKED_OUT = "self_knocked_out"  # this Pokémon was Knocked Out (its Power, if it was working: Rebirth)
BASIC_ENERGY_FROM_HAND = "basic_energy_from_hand"  # trigger: a basic Energy card was attached to this Pokémon
ENERGY_ATTACHED = "energy_attached"  # a Power or lasting effect: Energy attached from the hand (Electrified Incisors)
BETWEEN_TURNS = "between_turns"  # Pokémon Checkup, while this Pokémon is in play
WOULD_DISCARD = "would_discard"  # replacement: where a card goes instead of the discard pile
OWN_RETREAT_COST = "own_retreat_cost"  # this Pokémon's Retreat Cost (a Tool attached to it: Air Balloon)
RETREAT_DESPITE_CONDITIONS = "retreat_despite_conditions"  # it can retreat even if Asleep or Paralyzed (Escape Board)
HP = "hp"  # a Pokémon's HP (a Stadium: Gravity Mountain)
ATTACK_COST = "attack_cost"  # an attack's Energy cost (an Ability: Seasoned Skill)
ATTACK_BONUS = "attack_bonus"  # a player's attacks do more damage before W/R this turn (Premium Power Pro)
PRIZE_COUNT = "prize_count"  # the Prize cards a Knock Out is worth (Shadowy Concealment: 1 fewer)
ON_BENCHED = "on_benched"  # a Pokémon was put onto its owner's Bench during their turn (Risky Ruins)
USED_BY_NAME = "used_by_name"  # a player used an Ability of this name this turn (a lasting player mark)


BENCH_SAFE = "bench_safe"  # an Ability: no damage from the opponent's attacks while on the Bench (Plume Protection)
FOE_ATTACK_BONUS = "foe_attack_bonus"  # the defending Active Pokémon's Ability changes the attacker's damage
MOVED_TO_BENCH = "moved_to_bench"  # an Active Pokémon moved to the Bench in its owner's turn (Holes, Swirling Prose)
KEEPS_CONFUSION = "keeps_confusion"  # a Stadium: Confused Pokémon stay Confused when they evolve (Dizzying Valley)
EVOLVE_SAME_TURN = "evolve_same_turn"  # a Stadium: Pokémon of a type may evolve the turn they are played (Forest)
ALLY_ENERGY_PROVIDES = "ally_energy_provides"  # an Ability: what its player's Basic Energy provides (Wild Growth)
TOOL_ROOM = "tool_room"  # an Ability: some of its player's Pokémon may have 2 Tools (Multi Adapter)
BENCH_COUNTERS_SHIELD = "bench_counters_shield"  # a Stadium: no counters on Benched Pokémon by the foe (Battle Cage)
SETUP_ACTIVE = "setup_active"  # an Ability: it may be put face down in the Active Spot at setup (Explosiveness)
TO_HAND_WHEN_KNOCKED_OUT = "to_hand_when_knocked_out"  # its Pokémon cards go to the hand (Infinite Shadow)
EXTRA_PRIZES = "extra_prizes"  # a player's effect this turn: more Prize cards for a Knock Out (Anthea & Concordia)
DISCARD_AT_END = "discard_at_end"  # a Special Energy: discarded at the end of its owner's turn (Ignition Energy)
ALLY_DAMAGED = "ally_damaged"  # an Ability: when its player's Active Pokémon is damaged by an attack (Spiteful Swirl)
KNOCKED_OUT_SELF = "knocked_out_self"  # trigger: this Pokémon was Knocked Out by the opponent's attack (Final Chain)
FIRST_TURN_ATTACKS = "first_turn_attacks"  # an Ability: if you go first, it may attack in your first turn (Debut)
EFFECT_SHIELD = "effect_shield"  # prevent all effects (not damage) of the opponent's attacks on it (Emperor's Stance)
FOE_NO_TRAINERS = "foe_no_trainers"  # an Ability of the Active Pokémon: the opponent can't play some Trainers
BENCH_COUNTER_GUARD = "bench_counter_guard"  # an Ability: no counters on its owner's Bench by foes' attack effects
FOE_NO_RETREAT = "foe_no_retreat"  # an Ability of the Active Pokémon: the opponent's Active can't retreat (Block)
FOE_ATTACK_COST = "foe_attack_cost"  # an Ability of the Active Pokémon: the opponent's attacks cost more
NO_SELF_KO = "no_self_ko"  # an Ability: Abilities that Knock Out their own Pokémon can't be used (Damp)
FOE_DAMAGE = "foe_damage"  # less damage from the opponent's attacks, by attacker (Thick Fat; auras: Tundra Wall)
SURVIVE_COIN = "survive_coin"  # a coin: heads, attack damage that would Knock Out leaves 10 HP (Tenacious Body)
SURVIVE = "survive"  # at full HP, attack damage that would Knock Out leaves some HP (Sturdy)
IGNORES_DEFENDER = "ignores_defender"  # this Pokémon's attack damage ignores effects on the Defending Pokémon
TEAM_DEFENCE = "team_defence"  # an Ability that reduces damage to its owner's other Pokémon (Curly Wall)
DEFENCE_POINTS = frozenset({PROTECTED, TRANSPARENCY, DAMAGE_TO_DEFENDER, TEAM_DEFENCE, FOE_DAMAGE})  # damage steps

POWER_USED = "power_used_this_turn"  # a slot effect: its once-a-turn power was used this turn


def power_working(game: Game, slot: Slot, kind: str) -> bool:
    """Whether a Pokémon's power of this ``kind`` works now, by its era's rules:

    * a classic Pokémon Power stops while its Pokémon is Asleep, Confused or Paralyzed (as the
      cards print it) and while another Pokémon's Toxic Gas works;
    * a Poké-Power (seeds 002 and 001 glossary) is "turned off if the Pokémon has a Special
      Condition", any of the five;
    * a Poké-Body, an Ability and a Tool's rule always work."""
    if kind == "Ability":  # the checks below that name an Ability, in their order (the hot path)
        points = game.static_points
        if NO_ABILITIES in points and abilities_blocked(game, slot):
            return False
        if game.lasting and (abilities_lost_now(game, game.owner(slot.top))  # Shadow Stitching
                             or active_abilities_lost(game, slot)):  # Canceling Cologne
            return False
        return not (ABILITY_LOCK in points and ability_locked(game, slot))
    if slot.effects and kind.startswith("Pokémon Power") and any(e[0] == "power_stopped" for e in slot.effects):
        return False  # Stun Wave: this Pokémon's Power stops working for a while
    if "scare" in game.static_points and kind.startswith("Pokémon Power") and scared(game, slot):
        return False  # Scare: the opponent's Baby Pokémon Powers stop working
    if game.lasting and kind.startswith("Pokémon Power") and any(  # Sputter: every Pokémon Power stops working
            stopped(game) for stopped in rule_points.answerers(rule_points.POWERS_STOPPED)):
        return False
    if kind == "Ability" and NO_ABILITIES in game.static_points and abilities_blocked(game, slot):
        return False
    if kind == "Ability" and game.lasting and abilities_lost_now(game, game.owner(slot.top)):  # Shadow Stitching
        return False
    if kind == "Pokémon Power":
        return slot.rot == NONE and not gassed(game, slot)
    if kind == ANY_CONDITION:  # Legendary Collection: "affected by a Special Condition"
        return slot.rot == NONE and not slot.poison and not slot.burned and not gassed(game, slot)
    if kind == EVEN_CONFUSED:  # "This power can be used even if ... is Confused"
        return slot.rot in (NONE, CONFUSED) and not gassed(game, slot)
    if kind == ALWAYS:  # "This power works even if ... Asleep, Confused, or Paralyzed"
        return not gassed(game, slot)
    if kind == "Poké-Power":
        return slot.rot == NONE and not slot.poison and not slot.burned
    if kind == "Ability" and ABILITY_LOCK in game.static_points:
        return not ability_locked(game, slot)
    return True


def abilities_blocked(game: Game, slot: Slot) -> bool:
    """Whether an Active Pokémon's Ability (Midnight Fluttering, Initialization) takes this Pokémon's
    Abilities away now."""
    for player in game.players:
        source = player.active
        if source is None:
            continue
        for _kind, mod in game.cards[source.top].statics:
            if mod.point == NO_ABILITIES and mod.blocks(game, source, slot):
                return True
    return False
ABILITY_LOCK = "ability_lock"  # some Pokémon in play have no Abilities (Sticky Bind, Team Rocket's Watchtower)


def ability_locked(game: Game, slot: Slot) -> bool:
    """Whether a rule of a Pokémon in play or of the Stadium takes this Pokémon's Abilities away (the
    holder's own rule is read as printed, without asking whether it works, so no rule loops)."""
    holders: list[tuple[Slot | None, CardDef]] = [(s, game.cards[s.top]) for p in game.players for s in p.slots()]
    if game.stadium >= 0:
        holders.append((None, game.cards[game.stadium]))
    return any(mod.point == ABILITY_LOCK and mod.locks(game, holder, slot)
               for holder, card in holders for _kind, mod in card.statics)
MIRACULOUS = "miraculous_wind"  # a Power: Special Energy provides Colorless, its other effects stop


def miraculous_wind(game: Game) -> bool:
    """Whether an Active Pokémon (either player's) has a working Miraculous Wind (not Asleep, Confused
    or Paralyzed; read without the rules layer, which asks this), or the Stadium in play has that rule."""
    if game.stadium >= 0 and any(mod.point == MIRACULOUS for _k, mod in game.cards[game.stadium].statics):
        return True
    for p in game.players:
        active = p.active
        if active is not None and active.rot == NONE and any(
                mod.point == MIRACULOUS for _k, mod in game.cards[active.top].statics):
            return True
    return False


def scared(game: Game, slot: Slot) -> bool:
    """Whether ``slot`` is a Baby Pokémon and the other player's Active Pokémon has a working Scare."""
    if "Baby" not in game.cards[slot.top].subtypes:
        return False
    other = game.players[1 - game.owner(slot.top)].active
    return other is not None and any(mod.point == "scare" and power_working(game, other, kind)
                                     for kind, mod in game.card_of(other).statics)


def gassed(game: Game, slot: Slot) -> bool:
    """Whether a working "ignore all other Pokémon Powers" (Toxic Gas) silences this Pokémon's."""
    if NO_POWERS not in game.static_points or has_point(game.cards[slot.top], NO_POWERS):
        return False
    for player in game.players:
        for other in player.slots():
            if other.rot == NONE and _gas_working(game.cards[other.top], other):
                return True
    return False


def _gas_working(card: CardDef, slot: Slot) -> bool:
    """Whether this Pokémon has a Toxic Gas that its own Special Conditions leave working."""
    return any(mod.point == NO_POWERS and (kind != ANY_CONDITION or not (slot.poison or slot.burned))
               for kind, mod in card.statics)


FACE_DOWN = "face_down"  # a card face down in play, a Basic Pokémon nobody else knows (face_down.py)
MIMIC = "mimic"  # while Active, this Pokémon also has the Defending Pokémon's attacks (Sudowoodo)


PREHISTORIC = "prehistoric_memory"  # Evolved Pokémon may use the attacks of the cards under them (Aerodactyl)


def has_point(card: CardDef, point: str) -> bool:
    return any(mod.point == point for _kind, mod in card.statics)


def mods_on(game: Game, slot: Slot, point: str, as_of_now: bool = True) -> Iterator[Mod]:
    """The modifiers at ``point`` that apply to this Pokémon: its lasting effects, its card's
    working static powers, and its Tools. ``as_of_now=False``: the caller already knows the
    powers were working when it mattered (Strikes Back looks at the attack's start)."""
    for effect in slot.effects:
        if effect[0] == point:
            yield effect[2]
    points = game.static_points
    if point not in points:
        return  # no Power, Tool, Special Energy or Stadium of this game answers it
    card = game.cards[slot.cards[-1]] if BUILT_CARDS not in points and not game.lasting else game.card_of(slot)
    if card.statics:
        for kind, mod in card.statics:
            if mod.point == point and (power_working(game, slot, kind) if as_of_now
                                       else not kind.startswith("Pokémon Power") or not gassed(game, slot)):
                yield mod
    for uid, _until in slot.tools if not (TOOLS_OFF in points and tools_off(game)) else ():
        for _kind, mod in game.cards[uid].statics:
            if mod.point == point:
                yield mod
    energy_rules = not (MIRACULOUS in points and miraculous_wind(game))  # Light Dragonite
    for uid in slot.energy if energy_rules else ():  # a Special Energy's rules apply to its Pokémon
        for _kind, mod in game.cards[uid].statics:
            if mod.point == point:
                yield mod
    if game.stadium >= 0:  # a Stadium's rules apply to every Pokémon in play
        for _kind, mod in game.cards[game.stadium].statics:
            if mod.point == point:
                yield mod


def player_mods(game: Game, player: int, point: str) -> Iterator[Mod]:
    for owner, _until, mod in game.lasting:
        if owner == player and mod.point == point:
            yield mod


def any_on(game: Game, slot: Slot, point: str) -> bool:
    for _mod in mods_on(game, slot, point):
        return True
    return False


CHAR_COUNTERS = "char_counters"  # a game with an attack that puts Char counters (Quilava): checked at the Checkup
BREAK_EVOLUTION = "break_evolution"  # a game with a Pokémon BREAK: the card in play is a composite
V_UNION = "v_union"  # a game with a Pokémon V-UNION: its 4 pieces may be assembled from the discard pile
RECORDS_ATTACKS = "records_attacks"  # a game with an attack that asks what a Pokémon used last turn (Swallow Dive)


# A game where ``card_of`` may build a card beyond the top card (BREAK, Transform, Mimic, borrowed attacks, ...)
BUILT_CARDS = "built_cards"
BUILT_CARD_POINTS = frozenset({BREAK_EVOLUTION, TRANSFORM, MIMIC, PREHISTORIC, TOOL_ATTACK, TOOL_POWER,
                               COPY_ALLY_ATTACKS, MEMORY_ATTACKS})
# A game where an Energy may provide other than its card says (Transform, Miraculous Wind, Wild Growth, ...)
ENERGY_RULES = "energy_rules"
ENERGY_RULE_POINTS = frozenset({TRANSFORM, MIRACULOUS, "double_grass", ENERGY_PROVIDES, ALLY_ENERGY_PROVIDES,
                                ENERGY_TYPE})


# Facts a game records only when an attack of its cards asks them (the node's op -> the point).
HEALED_WATCH = "healed_watch"  # a Pokémon was healed this turn (Lively Flower)
KNOCKED_OUT_WATCH = "knocked_out_watch"  # a player's Pokémon Knocked Out by attacks, by name (Horrifying Revenge)
WATCHED_OPS = {"if_healed_this_turn": HEALED_WATCH, "if_supporter_played_named": "supporter_watch",
               "if_named_knocked_out_today": KNOCKED_OUT_WATCH,
               # an attack's own cost rule: legality walks attack trees only in a game that has one
               "other_cost": "other_cost", "ignore_cost_if_condition": "ignore_cost_if_condition"}


def bench_statics(game: Game, player: int, point: str) -> Iterator[tuple[Slot, Mod]]:
    """Static powers at ``point`` of ``player``'s Pokémon in play (e.g. Retreat Aid)."""
    if point not in game.static_points:
        return
    for slot in game.players[player].slots():
        card = game.cards[slot.cards[-1]]
        for kind, mod in card.statics:
            if mod.point == point and power_working(game, slot, kind):
                yield slot, mod


# ---------------------------------------------------------------- queries
def retreat_cost(game: Game, player: int, slot: Slot) -> int:
    cost = (game.cards[slot.cards[-1]] if BUILT_CARDS not in game.static_points and not game.lasting
            else game.card_of(slot)).retreat  # (card_of's hot path, without the call)
    if RETREAT_COST in game.static_points:
        for owner_slot, mod in bench_statics(game, player, RETREAT_COST):
            cost = mod.adjust(game, cost, owner_slot, slot)
        for owner_slot, mod in bench_statics(game, 1 - player, RETREAT_COST):  # the opponent's (Big Net)
            cost = mod.adjust_theirs(game, cost, owner_slot, slot)
        for side in (player, 1 - player) if not tools_off(game) else ():  # a Tool on either Active Pokémon
            holder = game.players[side].active
            for uid, _until in holder.tools if holder is not None else ():
                for _kind, mod in game.cards[uid].statics:
                    if mod.point == RETREAT_COST:
                        cost = (mod.adjust(game, cost, holder, slot) if side == player
                                else mod.adjust_theirs(game, cost, holder, slot))
    if OWN_RETREAT_COST in game.static_points or slot.effects:
        for mod in mods_on(game, slot, OWN_RETREAT_COST):
            cost = mod.adjust(game, cost, slot, slot)
    return max(0, cost)


def hp(game: Game, slot: Slot, card: CardDef) -> int:
    """The Pokémon's HP: printed, changed by the rules layer (a Stadium's "-30 HP")."""
    value = card.hp
    for mod in mods_on(game, slot, HP):
        if not getattr(mod, "team", False):
            value = mod.hp_in(game, slot, card, value)
    if TEAM_HP in game.static_points:  # an Ability for all of its owner's Pokémon (Vibrant Dance)
        for mod in team_mods(game, game.owner(slot.top), HP):
            value = mod.hp(game, card, value)
    return max(0, value)


def attack_cost(game: Game, player: int, slot: Slot, name: str, cost: tuple[str, ...]) -> tuple[str, ...]:
    """The Energy cost of the attack ``name`` of this Pokémon after the rules layer."""
    for mod in mods_on(game, slot, ATTACK_COST):
        cost = mod.cost(game, player, name, cost)
    foe = game.players[1 - player].active
    if FOE_ATTACK_COST in game.static_points and foe is not None and slot is game.players[player].active:
        for mod in mods_on(game, foe, FOE_ATTACK_COST):  # Dazzling Gaze
            cost = mod.cost(game, player, name, cost)
    return cost


TEAM = "team:"  # + a point: a game where some card's static rule at that point is a team rule (``team_mods``)
TEAM_HP = TEAM + HP


def team_mods(game: Game, player: int, point: str) -> list[Mod]:
    """The working Abilities at ``point`` of ``player``'s Pokémon in play that apply to all of that
    player's Pokémon (a modifier with ``team``: Sunny Day, Vibrant Dance); one of each when the
    Ability says it doesn't stack. The owner's own ``mods_on`` skips them, so none counts twice."""
    counted: list[Mod] = []
    if TEAM + point in game.static_points:  # some card of the game has a team rule at ``point``
        for slot, mod in bench_statics(game, player, point):
            if getattr(mod, "team", False) and mod.team_applies(game, slot) and \
                    not (getattr(mod, "no_stack", False) and mod in counted):
                counted.append(mod)
    return counted


EXTRA_PRIZE = "extra_prize"  # the taker's rule or effect: take 1 more Prize card for a Knock Out


def used_by_name(game: Game, player: int, name: str) -> bool:
    """Whether ``player`` used an Ability called ``name`` this turn."""
    return any(mod.used_name() == name for mod in player_mods(game, player, USED_BY_NAME))


def may_retreat(game: Game, player: int, slot: Slot) -> bool:
    if "cannot_retreat" in game.cards[slot.top].flags:
        return False
    foe = game.players[1 - player].active
    if FOE_NO_RETREAT in game.static_points and foe is not None and any_on(game, foe, FOE_NO_RETREAT):
        return False  # Block: the opponent's Active Pokémon holds this one
    if not (NO_RETREAT in game.static_points or (slot.effects and affected(slot))):
        return True
    return not any(mod.holds(game, slot) for mod in mods_on(game, slot, NO_RETREAT))


def retreats_despite_conditions(game: Game, slot: Slot) -> bool:
    """Whether a rule lets this Pokémon retreat even if it is Asleep or Paralyzed (Escape Board)."""
    return RETREAT_DESPITE_CONDITIONS in game.static_points and \
        any(True for _ in mods_on(game, slot, RETREAT_DESPITE_CONDITIONS))


def switch_blocked(game: Game, slot: Slot) -> bool:
    """Whether an effect may not change this Active Pokémon (Jaw Clamp holds it)."""
    return bool(slot.effects) and any(mod.holds(game, slot) and mod.label == "jaw_clamp"
                                      for mod in mods_on(game, slot, NO_RETREAT))


def may_use_attack(game: Game, player: int, slot: Slot, name: str) -> bool:
    if game.lasting and not all(mod.allows_slot(game, slot) for mod in player_mods(game, player, NO_ATTACK)):
        return False  # an effect on the player (Frigid Fangs)
    return all(mod.allows(game, name) for mod in mods_on(game, slot, NO_ATTACK))


def may_play_trainers(game: Game, player: int, subtype: str = "") -> bool:
    """Whether ``player`` may play a Trainer card (of ``subtype``: some effects stop only Supporters
    or only Items; in the XY and Sun & Moon eras an Item lock stops Pokémon Tools too)."""
    classes = game.rules.trainer_classes(subtype)
    if any(mod.stops(c) for mod in player_mods(game, player, NO_TRAINERS) for c in classes):
        return False
    foe = game.players[1 - player].active
    return not (FOE_NO_TRAINERS in game.static_points and foe is not None and any(  # Oceanic Curse, Daunting Gaze
        mod.stops(c) for mod in mods_on(game, foe, FOE_NO_TRAINERS) for c in classes))


def tool_with_rule(game: Game, slot: Slot, point: str) -> int:
    """The Tool (uid) attached to ``slot`` whose own rules answer ``point``, while Tools work; -1 if none
    (Charity's damage choice, Sabrina's ESP's and Trick Coin's re-flip)."""
    if TOOLS_OFF in game.static_points and tools_off(game):
        return -1
    for uid, _until in slot.tools:
        if any(mod.point == point for _kind, mod in game.cards[uid].statics):
            return uid
    return -1


def tools_off(game: Game) -> bool:
    """Whether the Stadium in play makes every Pokémon Tool have no effect (Jamming Tower)."""
    return game.stadium >= 0 and any(mod.point == TOOLS_OFF for _kind, mod in game.cards[game.stadium].statics)


def recover_sweep(game: Game) -> None:
    """After each action: a Stadium's rule that Pokémon recover from Special Conditions (Festival
    Grounds: those with Energy attached) clears the conditions they have."""
    rules = [mod for _kind, mod in game.cards[game.stadium].statics
             if mod.point == IMMUNE_CONDITIONS and mod.recovers()]
    for player, p in enumerate(game.players):
        for pos, slot in p.in_play():
            if (slot.rot or slot.poison or slot.burned) and any(mod.holds(game, slot) for mod in rules):
                game.clear_conditions(player, pos, slot)


def attached_from_hand(game: Game, player: int, pos: int, slot: Slot, uid: int = -1) -> None:
    """``player`` just attached the Energy card ``uid`` from their hand to their Pokémon at ``pos`` (by
    the turn's attachment or by an effect): the Pokémon's own Power or Ability acts on it (Healing Fire,
    Natural Cure), the opponent's Abilities may act on it (Gnawing Curse), and a mark on it may end the
    turn (Daydream)."""
    if uid >= 0 and ENERGY_ATTACHED in game.static_points:
        for mod in mods_on(game, slot, ENERGY_ATTACHED):
            mod.on_energy_attached(game, player, pos, slot, uid)
    if ON_THEIR_ATTACH in game.static_points:
        for _holder, mod in bench_statics(game, 1 - player, ON_THEIR_ATTACH):
            mod.their_attach(game, player, pos, slot)
    if slot.effects and slot.has_effect(ENDS_TURN_ON_ATTACH) and game.current == player:
        game.emit("phase", player, detail="Daydream: the turn ends")
        game.queue.append(("end_turn",))


def benches_from_hand(game: Game, player: int, card: CardDef) -> bool:
    """Whether an Ability of this Evolution card in ``player``'s hand lets it be put onto the Bench now."""
    return any(mod.point == FROM_HAND_BENCH and mod.benches_now(game, player) for _kind, mod in card.statics) \
        and not (game.lasting and abilities_lost_now(game, player))


def abilities_lost_now(game: Game, player: int) -> bool:
    """Whether a lasting effect on ``player`` takes their Pokémon's Abilities away (Shadow Stitching)."""
    return any(lost(game, player) for lost in rule_points.answerers(rule_points.ABILITIES_LOST))


def active_abilities_lost(game: Game, slot: Slot) -> bool:
    """Whether a lasting effect on the owner of ``slot`` takes the Abilities of their Active Pokémon away, and
    ``slot`` is that Pokémon (Canceling Cologne)."""
    return any(lost(game, slot) for lost in rule_points.answerers(rule_points.ACTIVE_ABILITIES_LOST))


def enters_only_by_effect(card: CardDef) -> bool:
    """Whether this Pokémon may be put into play only by one named effect (Hero's Spirit): not by
    evolving from the hand nor by other effects that evolve from the deck."""
    return any(mod.point == ENTRY_BY_EFFECT for _kind, mod in card.statics)


def card_blocked(game: Game, player: int, card: CardDef) -> bool:
    """Whether an Ability of the opponent's Pokémon (or, for each player, of their own: Irritating Pollen)
    stops ``player`` from playing ``card`` from their hand (Massive Body: Stadiums; ACE Nullifier)."""
    if NO_TRAINERS not in game.static_points:
        return False
    return any(mod.blocks_card(game, slot, card) for slot, mod in bench_statics(game, 1 - player, NO_TRAINERS)) \
        or any(mod.blocks_own_card(game, slot, card) for slot, mod in bench_statics(game, player, NO_TRAINERS))


def may_evolve(game: Game, player: int) -> bool:
    if game.lasting and any(True for _mod in player_mods(game, player, NO_EVOLVE)):  # Evolution Jammer
        return False
    if NO_EVOLVE not in game.static_points:
        return True
    for owner in (player, 1 - player):
        for _slot, _mod in bench_statics(game, owner, NO_EVOLVE):
            return False
    return True


def transparent(game: Game, owner: int, slot: Slot) -> bool:
    """Whether an attack's effects on this Pokémon are prevented by its Transparency coin (the
    coin is flipped here, once per attack and Pokémon, by its owner)."""
    if TRANSPARENCY not in game.static_points or not any_on(game, slot, TRANSPARENCY):
        return False
    return game.coin("Transparency: if heads, prevent all effects of the attack", owner)


def hand_revealed(game: Game, owner: int) -> bool:
    """Whether ``owner`` plays with their hand face up (a working Clairvoyance of the opponent's)."""
    if HAND_REVEALED not in game.static_points:
        return False
    for _slot, _mod in bench_statics(game, 1 - owner, HAND_REVEALED):
        return True
    return False


OPP_EVOLVED = "opp_evolved"  # an Ability: damage on the opponent's Pokémon they evolve from the hand
POKEMON_PLAY_LOCK = "pokemon_play_lock"  # the opponent's Active Pokémon stops some Pokémon being played (Potent Glare)
EVOLVE_AS = "evolve_as"  # this Pokémon may evolve into other cards than those that evolve from its name (Rainbow DNA)


def pokemon_play_blocked(game: Game, player: int, card: CardDef) -> bool:
    """Whether a rule of the opponent's Active Pokémon stops ``player`` playing ``card`` from their hand."""
    active = game.players[1 - player].active
    return active is not None and any(mod.blocks_play(game, card) for mod in mods_on(game, active, POKEMON_PLAY_LOCK))


def evolves_as(game: Game, top: CardDef, card: CardDef) -> bool:
    """Whether a rule of the Pokémon card ``top`` lets the Evolution card ``card`` be played onto it."""
    return any(mod.point == EVOLVE_AS and mod.evolves_into(card) for _kind, mod in top.statics)


HAND_ATTACH = "hand_attach"  # an Ability of the Active Pokémon: whenever its owner attaches Energy from the hand


def after_hand_attach(game: Game, player: int, pos: int) -> None:
    """``player`` attached an Energy card from their hand to their Pokémon at ``pos``: the rules of
    their Active Pokémon that act then (Auto Heal)."""
    if HAND_ATTACH not in game.static_points:
        return
    active, target = game.players[player].active, game.players[player].slot(pos)
    if active is not None and target is not None:
        for mod in mods_on(game, active, HAND_ATTACH):
            mod.on_hand_attach(game, player, pos, target)


SUPPORTER_WATCH = "supporter_watch"  # a card of the game asks which Supporter was played this turn (a silent rule)
KO_WATCH = "ko_watch"  # a card of the game asks which Pokémon were Knocked Out last turn (a silent rule)
BURN_MORE = "burn_more"  # an Ability: more damage counters for the opponent's Burned Pokémon at Checkup


def first(game: Game, slot: Slot, point: str) -> Any:
    for mod in mods_on(game, slot, point):
        return mod
    return None

