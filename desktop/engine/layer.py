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
from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from desktop.engine.cards import ALWAYS, ANY_CONDITION, EVEN_CONFUSED
from desktop.engine.state import CONFUSED, NONE, Slot

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.fx.mods import Mod
    from desktop.engine.fx.node import Node
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
IMMUNE_CONDITIONS = "immune_conditions"
ATTACK_COIN = "attack_coin"  # the attacker flips; tails: the attack does nothing
ENERGY_TYPE = "energy_type"  # every Energy on it provides this type
PROTECTED = "protected"  # prevent all effects of attacks, including damage
ON_DAMAGED = "on_damaged"  # trigger: an attack damaged this Pokémon
ON_KNOCKED_OUT = "on_knocked_out"  # trigger: this Pokémon was Knocked Out
TOOL_ATTACK = "tool_attack"  # a Tool gives the Pokémon it is attached to its attack (Technical Machine)
ALLY_KNOCKED_OUT = "ally_knocked_out"  # trigger: another of its owner's Pokémon was Knocked Out by an attack
NO_POWERS = "no_powers"  # every other Pokémon Power stops working (Toxic Gas)
POKEMON_TYPE = "pokemon_type"  # this Pokémon's type is changed (Shift)
TRANSPARENCY = "transparency"  # a coin may prevent all effects of an attack on it
TRANSFORM = "transform"  # while Active, this Pokémon is treated as the Defending Pokémon's card (Ditto)
HAND_REVEALED = "hand_revealed"  # the opponent plays with their hand face up (Clairvoyance)
# events: a card's own trigger (a ``When`` modifier, fx/trigger_nodes.py) runs an effect
ON_PLAYED = "on_played"  # this Pokémon was played from the hand onto the Bench
ON_EVOLVED = "on_evolved"  # this Pokémon was played from the hand to evolve a Pokémon
ON_ATTACHED = "on_attached"  # this card was attached from the hand to a Pokémon
BETWEEN_TURNS = "between_turns"  # Pokémon Checkup, while this Pokémon is in play
WOULD_DISCARD = "would_discard"  # replacement: where a card goes instead of the discard pile
OWN_RETREAT_COST = "own_retreat_cost"  # this Pokémon's Retreat Cost (a Tool attached to it: Air Balloon)
HP = "hp"  # a Pokémon's HP (a Stadium: Gravity Mountain)
ATTACK_COST = "attack_cost"  # an attack's Energy cost (an Ability: Seasoned Skill)
ATTACK_BONUS = "attack_bonus"  # a player's attacks do more damage before W/R this turn (Premium Power Pro)
PRIZE_COUNT = "prize_count"  # the Prize cards a Knock Out is worth (Shadowy Concealment: 1 fewer)
ON_BENCHED = "on_benched"  # a Pokémon was put onto its owner's Bench during their turn (Risky Ruins)
USED_BY_NAME = "used_by_name"  # a player used an Ability of this name this turn (a lasting player mark)


SURVIVE = "survive"  # at full HP, attack damage that would Knock Out leaves some HP (Sturdy)
IGNORES_DEFENDER = "ignores_defender"  # this Pokémon's attack damage ignores effects on the Defending Pokémon
DEFENCE_POINTS = frozenset({PROTECTED, TRANSPARENCY, DAMAGE_TO_DEFENDER})  # the defender's damage steps

POWER_USED = "power_used_this_turn"  # a slot effect: its once-a-turn power was used this turn


def power_working(game: Game, slot: Slot, kind: str) -> bool:
    """Whether a Pokémon's power of this ``kind`` works now, by its era's rules:

    * a classic Pokémon Power stops while its Pokémon is Asleep, Confused or Paralyzed (as the
      cards print it) and while another Pokémon's Toxic Gas works;
    * a Poké-Power (seeds 002 and 001 glossary) is "turned off if the Pokémon has a Special
      Condition", any of the five;
    * a Poké-Body, an Ability and a Tool's rule always work."""
    if slot.effects and kind.startswith("Pokémon Power") and any(e[0] == "power_stopped" for e in slot.effects):
        return False  # Stun Wave: this Pokémon's Power stops working for a while
    if "scare" in game.static_points and kind.startswith("Pokémon Power") and scared(game, slot):
        return False  # Scare: the opponent's Baby Pokémon Powers stop working
    if game.lasting and kind.startswith("Pokémon Power"):
        from desktop.engine.fx.neo_nodes import powers_stopped

        if powers_stopped(game):  # Sputter: every Pokémon Power stops working
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
    return True


MIRACULOUS = "miraculous_wind"  # a Power: Special Energy provides Colorless, its other effects stop


def miraculous_wind(game: Game) -> bool:
    """Whether an Active Pokémon (either player's) has a working Miraculous Wind (not Asleep, Confused
    or Paralyzed; read without the rules layer, which asks this)."""
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
    if NO_POWERS not in game.static_points or _has_point(game.cards[slot.top], NO_POWERS):
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


def transformed_into(game: Game, slot: Slot) -> CardDef | None:
    """The card a working Transform makes this Pokémon (the opponent's Active Pokémon's card),
    or None: only while it is its owner's Active Pokémon, its Power works, and the other Active
    Pokémon is not itself a Transform Pokémon."""
    card = game.cards[slot.top]
    if not _has_point(card, TRANSFORM) or slot.rot != NONE or gassed(game, slot):
        return None
    for owner in (0, 1):
        if game.players[owner].active is slot:
            other = game.players[1 - owner].active
            if other is None or _has_point(game.cards[other.top], TRANSFORM):
                return None
            return game.cards[other.top]
    return None


MIMIC = "mimic"  # while Active, this Pokémon also has the Defending Pokémon's attacks (Sudowoodo)


def mimic_card(game: Game, slot: Slot) -> CardDef | None:
    """This Pokémon's card plus the other Active Pokémon's printed attacks, while a working Mimic
    makes it copy them (only as its owner's Active Pokémon), or None."""
    card = game.cards[slot.top]
    if not _has_point(card, MIMIC) or slot.rot != NONE or gassed(game, slot):
        return None
    for owner in (0, 1):
        if game.players[owner].active is slot:
            other = game.players[1 - owner].active
            return None if other is None else _plus_attacks(card, (game.cards[other.top],))
    return None


PREHISTORIC = "prehistoric_memory"  # Evolved Pokémon may use the attacks of the cards under them (Aerodactyl)


def remembered_card(game: Game, slot: Slot, card: CardDef) -> CardDef:
    """``card`` (an Evolved Pokémon's) plus the attacks of the Pokémon cards under it, while a working
    Prehistoric Memory is in play (either player's)."""
    if len(slot.cards) < 2:
        return card
    for player in game.players:
        for other in player.slots():
            if other.rot == NONE and _has_point(game.cards[other.top], PREHISTORIC) and not gassed(game, other):
                under = tuple(game.cards[u] for u in reversed(slot.cards[:-1]) if game.cards[u].kind == "pokemon")
                return _plus_attacks(card, under) if under else card
    return card


def _has_point(card: CardDef, point: str) -> bool:
    return any(mod.point == point for _kind, mod in card.statics)


def mods_on(game: Game, slot: Slot, point: str, as_of_now: bool = True) -> Iterator[Mod]:
    """The modifiers at ``point`` that apply to this Pokémon: its lasting effects, its card's
    working static powers, and its Tools. ``as_of_now=False``: the caller already knows the
    powers were working when it mattered (Strikes Back looks at the attack's start)."""
    for effect in slot.effects:
        if effect[0] == point:
            yield effect[2]
    if point not in game.static_points:
        return  # no Power, Tool, Special Energy or Stadium of this game answers it
    card = game.card_of(slot)
    if card.statics:
        for kind, mod in card.statics:
            if mod.point == point and (power_working(game, slot, kind) if as_of_now
                                       else not kind.startswith("Pokémon Power") or not gassed(game, slot)):
                yield mod
    for uid, _until in slot.tools:
        for _kind, mod in game.cards[uid].statics:
            if mod.point == point:
                yield mod
    energy_rules = not (MIRACULOUS in game.static_points and miraculous_wind(game))  # Light Dragonite
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


def static_points(cards: tuple[CardDef, ...]) -> frozenset[str]:
    """Every query point that some card of a game can answer with a static Power or a Tool (and
    BREAK_EVOLUTION if a card is a Pokémon BREAK): the layer skips scanning the Pokémon in play for
    any other point (the hot path)."""
    points = {mod.point for card in cards for _kind, mod in card.statics}
    if any(card.stage == "BREAK" for card in cards):
        points.add(BREAK_EVOLUTION)
    if any(attack.effect is not None and any(n.op == "char" for n in attack.effect.walk())
           for card in {c.id: c for c in cards}.values() for attack in card.attacks):
        points.add(CHAR_COUNTERS)
    return frozenset(points)


@lru_cache(maxsize=256)
def break_card(top: CardDef, under: CardDef) -> CardDef:
    """What a Pokémon BREAK in play is (seed 002, BREAK Evolution): the BREAK card's name, type and
    HP, and everything else of the card under it (its attacks, Abilities, Weakness, Resistance and
    Retreat Cost), with the BREAK card's own attack and Ability added."""
    return replace(under, id=top.id, name=top.name, hp=top.hp, types=top.types or under.types, stage="BREAK",
                   attacks=under.attacks + top.attacks, powers=under.powers + top.powers,
                   statics=under.statics + top.statics, subtypes=under.subtypes | {"BREAK"})


def with_tool_attacks(game: Game, slot: Slot, card: CardDef) -> CardDef:
    """``card`` with the attacks of the Technical Machines attached to ``slot`` after its own."""
    tools = tuple(game.cards[uid] for uid, _until in slot.tools
                  if any(mod.point == TOOL_ATTACK and mod.gives_to(card.name)
                         for _kind, mod in game.cards[uid].statics))
    return _plus_attacks(card, tools) if tools else card


@lru_cache(maxsize=256)
def _plus_attacks(card: CardDef, tools: tuple[CardDef, ...]) -> CardDef:
    return replace(card, attacks=card.attacks + tuple(a for tool in tools for a in tool.attacks))


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
    cost = game.card_of(slot).retreat
    if RETREAT_COST in game.static_points:
        for owner_slot, mod in bench_statics(game, player, RETREAT_COST):
            cost = mod.adjust(game, cost, owner_slot, slot)
    if OWN_RETREAT_COST in game.static_points or slot.effects:
        for mod in mods_on(game, slot, OWN_RETREAT_COST):
            cost = mod.adjust(game, cost, slot, slot)
    return max(0, cost)


def hp(game: Game, slot: Slot, card: CardDef) -> int:
    """The Pokémon's HP: printed, changed by the rules layer (a Stadium's "-30 HP")."""
    value = card.hp
    for mod in mods_on(game, slot, HP):
        value = mod.hp(game, card, value)
    return max(0, value)


def attack_cost(game: Game, player: int, slot: Slot, name: str, cost: tuple[str, ...]) -> tuple[str, ...]:
    """The Energy cost of the attack ``name`` of this Pokémon after the rules layer."""
    for mod in mods_on(game, slot, ATTACK_COST):
        cost = mod.cost(game, player, name, cost)
    return cost


def attack_bonus(game: Game, player: int, attacker: Slot) -> int:
    """Damage ``player``'s effects (and the attacker's own Ability) add to its attack on the Active
    Pokémon, before W/R."""
    total = sum(mod.extra_for(game, attacker) for mod in player_mods(game, player, ATTACK_BONUS))
    return total + sum(mod.extra_for(game, attacker) for mod in mods_on(game, attacker, ATTACK_BONUS))


def prize_count(game: Game, owner: int, knocked: Slot, worth: int) -> int:
    """The Prize cards the Knock Out of ``owner``'s Pokémon is worth after their Abilities
    ("that player takes 1 fewer Prize card"; such effects don't stack)."""
    if PRIZE_COUNT not in game.static_points or worth <= 0:
        return worth
    for _slot, mod in bench_statics(game, owner, PRIZE_COUNT):
        if mod.applies(game, knocked):
            return worth - 1
    return worth


def on_benched(game: Game, owner: int, pos: int, slot: Slot) -> None:
    """A Pokémon was just put onto ``owner``'s Bench: the Stadium in play may damage it."""
    if ON_BENCHED not in game.static_points or game.stadium < 0 or game.current != owner:
        return
    from desktop.engine import combat

    for _kind, mod in game.cards[game.stadium].statics:
        amount = mod.benched(game, game.cards[slot.top]) if mod.point == ON_BENCHED else 0
        if amount:
            combat.put_damage(game, owner, pos, slot, amount, game.cards[game.stadium].name)


def used_by_name(game: Game, player: int, name: str) -> bool:
    """Whether ``player`` used an Ability called ``name`` this turn."""
    return any(mod.used_name() == name for mod in player_mods(game, player, USED_BY_NAME))


def may_retreat(game: Game, player: int, slot: Slot) -> bool:
    if "cannot_retreat" in game.cards[slot.top].flags:
        return False
    if not (slot.effects or NO_RETREAT in game.static_points):
        return True
    return not any(mod.holds(game, slot) for mod in mods_on(game, slot, NO_RETREAT))


def switch_blocked(game: Game, slot: Slot) -> bool:
    """Whether an effect may not change this Active Pokémon (Jaw Clamp holds it)."""
    return bool(slot.effects) and any(mod.holds(game, slot) and mod.label == "jaw_clamp"
                                      for mod in mods_on(game, slot, NO_RETREAT))


def may_use_attack(game: Game, player: int, slot: Slot, name: str) -> bool:
    return all(mod.allows(game, name) for mod in mods_on(game, slot, NO_ATTACK))


def may_play_trainers(game: Game, player: int, subtype: str = "") -> bool:
    """Whether ``player`` may play a Trainer card (of ``subtype``: some effects stop only Supporters
    or only Items)."""
    return not any(mod.stops(subtype) for mod in player_mods(game, player, NO_TRAINERS))


def may_evolve(game: Game, player: int) -> bool:
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


def immune_to_conditions(game: Game, slot: Slot) -> bool:
    return "immune_conditions" in game.cards[slot.top].flags or any_on(game, slot, IMMUNE_CONDITIONS)


def weakness(game: Game, slot: Slot, card: CardDef) -> tuple[tuple[str, str], ...]:
    out = card.weaknesses
    for mod in mods_on(game, slot, WEAKNESS):
        out = mod.change(out)
    return out


def stadium_use(game: Game) -> Mod | None:
    """The rule of the Stadium in play that a player may use during their turn, or None."""
    if game.stadium < 0:
        return None
    return next((mod for _kind, mod in game.cards[game.stadium].statics if mod.point == STADIUM_USE), None)


def stadium_on_attack(game: Game, attacker: Slot) -> Node | None:
    """What the Stadium in play does first when this Pokémon attacks (Vermilion City Gym), or None."""
    if game.stadium < 0:
        return None
    for _kind, mod in game.cards[game.stadium].statics:
        if mod.point == ON_ATTACK:
            first = mod.on_attack(game, attacker)
            if first is not None:
                return first
    return None


def stadium_wr(game: Game, attacker: Slot | None, defender: Slot) -> tuple[bool, bool]:
    """(skip Weakness, skip Resistance) the Stadium in play orders for this attack's damage."""
    skip = (False, False)
    if attacker is None or game.stadium < 0:
        return skip
    for _kind, mod in game.cards[game.stadium].statics:
        if mod.point == ATTACK_WR:
            now = mod.skips_wr(game, game.card_of(attacker), game.card_of(defender))
            skip = (skip[0] or now[0], skip[1] or now[1])
    return skip


def resistance(game: Game, slot: Slot, card: CardDef) -> tuple[tuple[str, int], ...]:
    out = card.resistances
    for mod in mods_on(game, slot, RESISTANCE):
        out = mod.change(out)
    return out


def pokemon_types(game: Game, slot: Slot) -> tuple[str, ...]:
    """The Pokémon's types: printed, or changed by a lasting effect (Shift)."""
    for mod in mods_on(game, slot, POKEMON_TYPE):
        if mod.holds(game, slot):  # (Submerge: not while Asleep, Confused or Paralyzed)
            return (mod.new_type(),)
    return game.card_of(slot).types


def energy_type(game: Game, slot: Slot) -> str:
    for mod in mods_on(game, slot, ENERGY_TYPE):
        return mod.new_type()
    return ""


def protected(game: Game, slot: Slot) -> bool:
    return any_on(game, slot, PROTECTED)


def base_damage(game: Game, slot: Slot, attack_name: str, damage: int) -> int:
    for mod in mods_on(game, slot, BASE_DAMAGE):
        damage = mod.base_in(game, slot, attack_name, damage)
    return damage


def first(game: Game, slot: Slot, point: str) -> Any:
    for mod in mods_on(game, slot, point):
        return mod
    return None


# ---------------------------------------------------------------- events
def own_triggers(game: Game, uid: int, point: str) -> tuple[Mod, ...]:
    """The triggers at event ``point`` in card ``uid``'s own rules ("When you play this Pokémon
    from your hand...", "When you attach this card..."): only that card is looked at."""
    if point not in game.static_points:
        return ()
    card = game.cards[uid]
    if card.kind == "energy" and MIRACULOUS in game.static_points and miraculous_wind(game):
        return ()  # Miraculous Wind: a Special Energy's other effects stop working
    return tuple(mod for _kind, mod in card.statics if mod.point == point)


def between_turn_triggers(game: Game, player: int) -> list[tuple[int, int, int]]:
    """(position, card, index among its own BETWEEN_TURNS triggers) of each working Ability or
    Power of ``player``'s Pokémon in play that acts during Pokémon Checkup."""
    if BETWEEN_TURNS not in game.static_points:
        return []
    out = []
    for pos, slot in game.players[player].in_play():
        index = 0
        for kind, mod in game.cards[slot.top].statics:
            if mod.point == BETWEEN_TURNS:
                if power_working(game, slot, kind):
                    out.append((pos, slot.top, index))
                index += 1
    return out


def discard_zone(game: Game, uid: int, knocked_out: bool) -> str:
    """Where card ``uid`` goes when it would go to its owner's discard pile: "discard", or the
    zone a replacement names (the card's own class rule, e.g. Prism Star: the Lost Zone; or the
    Stadium in play's, for the cards of a Knocked Out Pokémon)."""
    if WOULD_DISCARD not in game.static_points:
        return "discard"
    quiet = game.cards[uid].kind == "energy" and MIRACULOUS in game.static_points and miraculous_wind(game)
    for _kind, mod in game.cards[uid].statics if not quiet else ():
        if mod.point == WOULD_DISCARD and mod.replaces(game, uid, knocked_out):
            return mod.zone()
    if game.stadium >= 0 and game.stadium != uid:
        for _kind, mod in game.cards[game.stadium].statics:
            if mod.point == WOULD_DISCARD and mod.replaces(game, uid, knocked_out):
                return mod.zone()
    return "discard"
