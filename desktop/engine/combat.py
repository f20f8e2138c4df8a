"""Energy, the damage pipeline and damage primitives.

Damage pipeline (``attack_damage``, seed 000 A-01 step 4): base -> Weakness -> Resistance
(Active only) -> the attacker's modifiers after Weakness and Resistance (PlusPower) -> the
defender's modifiers (prevention, Harden, Defender) -> damage counters. Every step but the
printed Weakness and Resistance values comes from the rules layer (``layer.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from desktop.engine import card_in_play, damage_rules, face_down, layer, rule_points, stadium_rules, type_rules
from desktop.engine.energy import ANY, cost_met
from desktop.engine.state import MOVED_TO_ACTIVE, Effect, Slot

if TYPE_CHECKING:
    from desktop.engine.cards import AttackDef
    from desktop.engine.fx.machine import Machine
    from desktop.engine.game import Game


# ---------------------------------------------------------------- energy
def energy_units(game: Game, slot: Slot) -> list[str]:
    """The Energy units attached to ``slot`` (Double Colorless gives two)."""
    cards = game.cards
    effects = slot.effects
    if layer.ENERGY_RULES not in game.static_points and not slot.tools and (  # the hot path
            not effects or (len(effects) == 1 and effects[0][0] == MOVED_TO_ACTIVE)):  # (state.affected)
        plain: list[str] = []
        for uid in slot.energy:
            plain.extend(cards[uid].provides)
        return plain
    if layer.TRANSFORM in game.static_points and card_in_play.energy_of_any_type(game, slot):
        return [ANY] * sum(len(cards[u].provides) for u in slot.energy)  # "Energy of any type"
    if layer.MIRACULOUS in game.static_points and layer.miraculous_wind(game):  # Special Energy: Colorless
        return [t if cards[uid].is_basic_energy or cards[uid].kind != "energy" else "Colorless"
                for uid in slot.energy for t in cards[uid].provides]
    if rule_points.ENERGY_DOUBLED in game.static_points and _doubled(game, slot):  # Wild Growth: Grass Energy gives 2
        return [t for uid in slot.energy for t in cards[uid].provides * (2 if _grass_card(game, uid) else 1)]
    points = game.static_points
    provides_rule = layer.ENERGY_PROVIDES in points  # Prism Energy, Luminous Energy: by the Pokémon it is on
    ally_rules = _ally_energy_rules(game, slot) if layer.ALLY_ENERGY_PROVIDES in points else ()  # Wild Growth
    if not slot.effects and not slot.tools and not provides_rule and not ally_rules \
            and layer.ENERGY_TYPE not in points:
        units: list[str] = []
        for uid in slot.energy:
            units.extend(cards[uid].provides)
        return units
    as_type = type_rules.energy_type(game, slot)
    units = []
    for uid in slot.energy:
        card = cards[uid]
        provided = card.provides if card.kind == "energy" else _as_energy(slot, uid)
        if provides_rule and card.statics:
            for _kind, mod in card.statics:
                if mod.point == layer.ENERGY_PROVIDES:
                    provided = mod.provides_on(game, slot, uid, provided)
        if ally_rules and card.is_basic_energy:
            for mod in ally_rules:
                provided = mod.provides_on(game, slot, uid, provided)
        if slot.effects and card.is_basic_energy:  # Energy Converter
            for converted in rule_points.answerers(rule_points.ENERGY_PROVIDED):
                provided = (converted(game, slot, uid) or provided[0],) if provided else provided
        if as_type:
            units.extend(as_type for _ in provided)
        else:
            units.extend(provided)
    return units


def _ally_energy_rules(game: Game, slot: Slot) -> tuple:
    """The distinct rules of the owner's Pokémon in play on what their Basic Energy provides (such
    effects don't stack)."""
    found: list = []
    for other in game.players[game.owner(slot.top)].slots():
        for mod in layer.mods_on(game, other, layer.ALLY_ENERGY_PROVIDES):
            if mod not in found:
                found.append(mod)
    return tuple(found)


def _as_energy(slot: Slot, uid: int) -> tuple[str, ...]:
    """A Pokémon card attached as Energy (Buzzap) provides what its effect says."""
    for kind, _until, value, _keep in slot.effects:
        if kind == "as_energy" and value[0] == uid:
            return tuple(value[1])
    return ()


def _doubled(game: Game, slot: Slot) -> bool:
    """Whether a rule (a working Wild Growth of this Pokémon's owner) makes its Grass Energy cards provide 2."""
    return any(doubled(game, slot) for doubled in rule_points.answerers(rule_points.ENERGY_DOUBLED))


def _grass_card(game: Game, uid: int) -> bool:
    card = game.cards[uid]
    return card.kind == "energy" and card.provides == ("Grass",)


def energy_count(game: Game, slot: Slot) -> int:
    cards = game.cards
    if rule_points.ENERGY_DOUBLED in game.static_points and _doubled(game, slot):
        return len(energy_units(game, slot))
    if not slot.effects and layer.ENERGY_PROVIDES not in game.static_points:  # (Ignition Energy: by its Pokémon)
        count = 0
        for uid in slot.energy:
            count += len(cards[uid].provides)
        return count
    return len(energy_units(game, slot))


def card_units(game: Game, slot: Slot, uid: int) -> int:
    card = game.cards[uid]
    if rule_points.ENERGY_DOUBLED in game.static_points and _grass_card(game, uid) and _doubled(game, slot):
        return 2
    provided = card.provides if card.kind == "energy" else _as_energy(slot, uid)
    if layer.ENERGY_PROVIDES in game.static_points and card.statics:  # as energy_units: Ignition Energy on an Evolution
        for _kind, mod in card.statics:
            if mod.point == layer.ENERGY_PROVIDES:
                provided = mod.provides_on(game, slot, uid, provided)
    return len(provided)


_FACTS: dict[int, tuple[Any, frozenset[str], bool]] = {}  # id(effect tree) -> (tree, its ops, full_bench_refuses)


def effect_facts(effect: Any) -> tuple[frozenset[str], bool]:
    """The ops of an effect tree and whether a node of it refuses a full Bench: each tree (immutable,
    shared by every game) is walked once, not at every legality check."""
    hit = _FACTS.get(id(effect))
    if hit is None or hit[0] is not effect:
        nodes = list(effect.walk())
        hit = _FACTS[id(effect)] = (effect, frozenset(n.op for n in nodes),
                                    any(getattr(n, "full_bench_refuses", False) for n in nodes))
    return hit[1], hit[2]


def can_use_attack(game: Game, player: int, index: int, units: list[str] | None = None) -> bool:
    """Whether the Active Pokémon may use attack ``index`` now (cost, rules layer, requirements).
    ``units``: its Energy units, when the caller already has them."""
    slot = game.players[player].active
    if slot is None:
        return False
    points = game.static_points
    attack = (game.cards[slot.cards[-1]] if layer.BUILT_CARDS not in points and not game.lasting
              else game.card_of(slot)).attacks[index]  # (card_of's hot path, without the call)
    cost = attack.cost
    effects = slot.effects
    affected = bool(effects) and (len(effects) > 1 or effects[0][0] != MOVED_TO_ACTIVE)  # (state.affected)
    if affected or layer.ATTACK_COST in points or layer.FOE_ATTACK_COST in points:  # an Ability, a lasting effect
        cost = layer.attack_cost(game, player, slot, attack.name, cost)
    effect = attack.effect
    if (slot.rot or slot.poison or slot.burned) and "ignore_cost_if_condition" in points \
            and effect is not None and "ignore_cost_if_condition" in effect_facts(effect)[0]:  # Gutsy Swing
        cost = ()
    if units is None:
        units = energy_units(game, slot)
    if not cost_met(units, cost) and not ("other_cost" in points and _other_cost_met(game, slot, attack, units)):
        return False
    if (affected or game.lasting or layer.NO_ATTACK in points) and \
            not layer.may_use_attack(game, player, slot, attack.name):  # a lasting effect, or an Ability's rule
        return False
    if "scare" in points and layer.scared(game, slot):  # Dark Feraligatr's Scare: no Baby attacks
        return False
    if effect is None:
        return True
    if len(game.players[player].bench) >= game.rules.bench_size and effect_facts(effect)[1]:
        return False  # printed: "(You can't use this attack if your Bench is full.)", even after a coin flip
    return effect.usable(game, player, attack)


def _other_cost_met(game: Game, slot: Slot, attack: AttackDef, units: list[str]) -> bool:
    """Whether the attack's own text gives it another cost that is met now ("If this Pokémon has any
    damage counters on it, this attack can be used for Fighting.": the node ``other_cost``)."""
    if attack.effect is None:
        return False
    return any(n.op == "other_cost" and n.applies(game, slot) and cost_met(units, n.cost)
               for n in attack.effect.walk())


# ---------------------------------------------------------------- damage
NO_RESISTANCE = "no_resistance"  # a scope value: this attack's damage isn't affected by Resistance (Feint)
NO_WEAKNESS = "no_weakness"  # ... isn't affected by Weakness (Magnetic Burst)
IGNORE_DEFENDER_EFFECTS = "ignore_defender_effects"  # ... nor by any effects on the opponent's Active Pokémon


def _bench_shielded(game: Game, owner: int) -> bool:
    return any(shielded(game, owner) for shielded in rule_points.answerers(rule_points.BENCH_SHIELDED))


def attack_damage(m: Machine, owner: int, pos: int, slot: Slot, amount: int, apply_wr: bool) -> int:
    """Run attack damage through the pipeline onto ``owner``'s Pokémon at ``pos``.
    Returns the damage placed."""
    amount = damage_after_effects(m, owner, pos, slot, amount, apply_wr)
    return place_attack_damage(m, owner, pos, slot, amount) if amount > 0 else 0


def damage_after_effects(m: Machine, owner: int, pos: int, slot: Slot, amount: int, apply_wr: bool) -> int:
    """The pipeline up to the damage counters: ``amount`` after Weakness, Resistance and the effects on
    both Pokémon (0 if prevented). An attack's own step may ask about it before it is placed (Charity)."""
    game = m.game
    if amount <= 0:
        return 0
    if layer.FACE_DOWN in game.static_points and not face_down.before_damage(game, slot):
        return 0  # a face-down card is flipped first: not a Basic Pokémon, it left play
    card = game.card_of(slot)
    if rule_points.ATTACK_DAMAGE_LESS in game.static_points and m.attacker is not None:  # Metal Energy on a non-Metal
        to_foe = owner != m.scope.player
        amount -= sum(less(game, m.attacker, to_foe) for less in rule_points.answerers(rule_points.ATTACK_DAMAGE_LESS))
        if amount <= 0:
            return 0
    if pos != 0 and game.lasting and _bench_shielded(game, owner):  # Ice Pillar
        game.emit("prevented", owner, pos=pos, amount=amount)
        return 0
    if pos != 0 and layer.BENCH_SAFE in game.static_points and any(  # Plume Protection; Submerge (both players')
            owner != m.scope.player or mod.guards_own_attacks() for mod in layer.mods_on(game, slot, layer.BENCH_SAFE)):
        game.emit("prevented", owner, pos=pos, amount=amount)
        return 0
    if pos != 0 and card.subtypes and "Tera" in card.subtypes:
        game.emit("prevented", owner, pos=pos, amount=amount)  # a Tera Pokémon's rule box: not on the Bench
        return 0
    if apply_wr:
        attack_types = m.scope.get("attack_types") or (m.scope.attack_type,)
        points = game.static_points
        skip_weakness, skip_resistance = stadium_rules.stadium_wr(game, m.attacker, slot) if layer.ATTACK_WR in points \
            else (False, False)
        if "attacks_skip_resistance" in points and m.attacker is not None and owner != m.scope.player:
            skip_resistance = skip_resistance or layer.any_on(game, m.attacker, "attacks_skip_resistance")  # Magnifier
        for w_type, value in (damage_rules.weakness(game, slot, card) if slot.effects or layer.WEAKNESS in points
                              else card.weaknesses):
            if w_type in attack_types and not skip_weakness and not m.scope.get(NO_WEAKNESS, False):
                amount = amount * int(value[1:]) if value.startswith("x") else amount + int(value)
        for r_type, r_value in (damage_rules.resistance(game, slot, card) if slot.effects or layer.RESISTANCE in points
                                else card.resistances):
            if r_type in attack_types and not m.scope.get(NO_RESISTANCE, False) and not skip_resistance:
                amount += r_value
        if amount <= 0:
            return 0
    attacker = m.attacker
    if owner != m.scope.player and pos == 0 and attacker is not None and (
            attacker.effects or layer.DAMAGE_BY_ATTACKER in game.static_points):
        for mod in layer.mods_on(game, attacker, layer.DAMAGE_BY_ATTACKER):
            amount += mod.extra()
    if game.lasting and owner != m.scope.player and pos == 0 and attacker is not None and amount > 0:
        for mod in layer.player_mods(game, m.scope.player, layer.TURN_DAMAGE_BONUS):
            amount += mod.extra_for(game, attacker)
    ignores = pos == 0 and owner != m.scope.player and (m.scope.get(IGNORE_DEFENDER_EFFECTS, False) or (
        attacker is not None and layer.IGNORES_DEFENDER in game.static_points
        and damage_rules.ignores_defender(game, m.scope.player, attacker)))
    if not ignores and (slot.effects or game.lasting or not layer.DEFENCE_POINTS.isdisjoint(game.static_points)):
        if damage_rules.protected(game, slot) or (pos != 0 and layer.transparent(game, owner, slot)):
            game.emit("prevented", owner, pos=pos, amount=amount)
            return 0
        team = layer.team_mods(game, owner, layer.DAMAGE_TO_DEFENDER) if owner != m.scope.player else []
        if game.lasting and owner != m.scope.player:  # a player's own effect (Jasmine's Gaze)
            team += list(layer.player_mods(game, owner, layer.DAMAGE_TO_DEFENDER))
        for mod in [*(x for x in layer.mods_on(game, slot, layer.DAMAGE_TO_DEFENDER)
                      if not getattr(x, "team", False)), *team]:
            amount, prevented = mod.defend_in(game, slot, amount)
            if prevented:
                game.emit("prevented", owner, pos=pos, amount=amount)
                return 0
        if layer.TEAM_DEFENCE in game.static_points and owner != m.scope.player:
            amount = damage_rules.team_defence(game, owner, slot, amount)
        if owner != m.scope.player and (layer.FOE_DAMAGE in game.static_points or game.lasting):  # Thick Fat
            amount = damage_rules.foe_damage(game, owner, slot, attacker, amount)
    if layer.HALVE_ALL_DAMAGE in game.static_points and amount > 0:  # Relaxing Scent: half, rounded up to 10
        for active in (p.active for p in game.players):
            for _mod in layer.mods_on(game, active, layer.HALVE_ALL_DAMAGE) if active is not None else ():
                amount = -(-amount // 20) * 10
    return max(0, amount)


def place_attack_damage(m: Machine, owner: int, pos: int, slot: Slot, amount: int) -> int:
    """Put ``amount`` of attack damage (``damage_after_effects``) on ``owner``'s Pokémon at ``pos``: the
    effects that keep it from being Knocked Out (Focus Band, Endure) first. Returns the damage placed."""
    game = m.game
    if amount <= 0:
        return 0
    if layer.SURVIVE in game.static_points:
        hp = game.hp_of(slot)
        for mod in layer.mods_on(game, slot, layer.SURVIVE) if slot.damage + amount >= hp else ():
            left = mod.survive_left(game, slot, owner)
            if left:
                amount = min(amount, hp - slot.damage - left)
                game.emit("power", owner, card=slot.top, pos=pos, detail=mod.label)
                mod.after_survive(game, slot)
                break
    if (slot.effects or slot.tools) and amount >= game.hp_of(slot) - slot.damage:  # Endure, Armor Up, Focus Band
        for endured in rule_points.answerers(rule_points.DAMAGE_WOULD_KNOCK_OUT):
            amount = endured(game, owner, pos, slot, amount)
        if amount <= 0:
            return 0
    if layer.SURVIVE_COIN in game.static_points and amount >= game.hp_of(slot) - slot.damage:  # Tenacious Body
        for mod in layer.mods_on(game, slot, layer.SURVIVE_COIN):
            if game.coin(game.cards[slot.top].name, owner):
                amount = max(0, game.hp_of(slot) - slot.damage - mod.survives_with())
                game.emit("power", owner, card=slot.top, pos=pos, detail=mod.label)
            break
    _place_counters(game, owner, pos, slot, amount, m.scope.source)
    if pos != 0 and rule_points.BENCH_DAMAGED in game.static_points:  # Brock's Rhydon's Bench Guard: asked next
        rule_points.ask(rule_points.BENCH_DAMAGED, m, owner, slot, amount)
    if pos != 0 and owner != m.scope.player and layer.ON_DAMAGED in game.static_points:
        _benched_strikes_back(m, owner, pos, slot)
    return amount


def _benched_strikes_back(m: Machine, owner: int, pos: int, slot: Slot) -> None:
    """A Benched Pokémon damaged by an attack whose Ability strikes back even there (Pummeling
    Payback); the Active Pokémon's are asked after the attack's damage (procedures)."""
    game, attacker = m.game, m.attacker
    for mod in layer.mods_on(game, slot, layer.ON_DAMAGED):
        amount = mod.benched_retaliation(game, slot) if attacker is not None else 0
        if amount and attacker is not None:
            game.emit("power", owner, card=slot.top, pos=pos, detail=mod.label)
            put_damage(game, m.scope.player, 0, attacker, amount, mod.label)


def discard_attached(game: Game, slot: Slot, uid: int, pos: int) -> None:
    """Discard Energy card ``uid`` attached to ``slot`` (at ``pos`` on its owner's side), unless a
    Tool guards it from the effect now running (Brock's Protection) or a rule keeps it ([Keep], Ecogym)."""
    if slot.tools and layer.ENERGY_GUARD in game.static_points and any(
            mod.guards(game, uid) for mod in layer.mods_on(game, slot, layer.ENERGY_GUARD)):
        game.emit("prevented", game.owner(uid), pos=pos)
        return
    if rule_points.UNTOUCHABLE in game.static_points and untouchable(game, slot):  # Legendary Body: not by Trainers
        return
    if rule_points.ENERGY_KEPT in game.static_points and any(  # [Keep]: not by the opponent's effects, from Unown
            kept(game, slot, uid) for kept in rule_points.answerers(rule_points.ENERGY_KEPT)):
        return
    if rule_points.ENERGY_TO_HAND in game.static_points and game.stadium >= 0 and any(  # Ecogym
            returns(game, slot, uid) for returns in rule_points.answerers(rule_points.ENERGY_TO_HAND)):
        slot.energy.remove(uid)
        owner = game.owner(uid)
        game.players[owner].hand.append(uid)
        game.move_card(owner, uid, "energy", "hand", pos)
        return
    slot.energy.remove(uid)
    game.discard_card(uid, "attached", pos)


def untouchable(game: Game, slot: Slot) -> bool:
    """Whether a rule keeps the running Trainer card's effect from changing this Pokémon (Legendary Body)."""
    return any(spared(game, slot) for spared in rule_points.answerers(rule_points.UNTOUCHABLE))


def put_damage(game: Game, player: int, pos: int, slot: Slot, amount: int, reason: str = "") -> None:
    """Place damage counters directly (no Weakness, Resistance or other effects), unless a rule prevents
    counters put by an effect there (Stellar Veil)."""
    if amount > 0 and rule_points.COUNTERS_PREVENTED in game.static_points and any(
            prevented(game, player, slot) for prevented in rule_points.answerers(rule_points.COUNTERS_PREVENTED)):
        game.emit("prevented", player, pos=pos, amount=amount)
        return
    _place_counters(game, player, pos, slot, amount, reason)


def _place_counters(game: Game, player: int, pos: int, slot: Slot, amount: int, reason: str) -> None:
    """Put ``amount`` of damage on ``player``'s Pokémon ``slot`` (an attack's damage comes here directly)."""
    if amount <= 0:
        return
    if layer.FACE_DOWN in game.static_points and not face_down.before_damage(game, slot):
        return  # a face-down card is flipped first: not a Basic Pokémon, it left play
    slot.damage += amount
    game.emit("damage", player, card=slot.top, pos=pos, amount=amount, detail=reason)


def heal(game: Game, player: int, pos: int, slot: Slot, amount: int, reason: str = "") -> int:
    if rule_points.UNTOUCHABLE in game.static_points and untouchable(game, slot):  # Legendary Body
        return 0
    healed = min(slot.damage, amount)
    if healed > 0:
        slot.damage -= healed
        if layer.HEALED_WATCH in game.static_points:  # Lively Flower: "if this Pokémon was healed during this turn"
            slot.add_effect(Effect("healed", game.turn, game.turn, True))
        game.emit("heal", player, card=slot.top, pos=pos, amount=healed, detail=reason)
    return healed


def on_knocked_out(game: Game, player: int, pos: int, slot: Slot) -> None:
    """Triggers when a Pokémon is Knocked Out by an attack during the opponent's turn
    (a lasting "Knock Out the attacker" effect, Destiny Bond)."""
    if not (slot.effects or layer.ON_KNOCKED_OUT in game.static_points) or game.current == player \
            or not game.attacked:
        return
    for mod in layer.mods_on(game, slot, layer.ON_KNOCKED_OUT):
        attacker = game.players[game.current].active
        counters = getattr(mod, "counters", 0)  # an Ability's "put N damage counters on the Attacking Pokémon"
        if counters and (pos != 0 or attacker is None):
            continue
        if attacker is not None and counters:
            game.emit("power", player, card=slot.top, pos=pos, detail=mod.label)
            put_damage(game, game.current, 0, attacker, 10 * counters, mod.label)
        elif attacker is not None and attacker.damage < game.hp_of(attacker):
            game.emit("power", player, card=slot.top, pos=pos, detail="Destiny Bond")
            put_damage(game, game.current, 0, attacker, game.hp_of(attacker) - attacker.damage, "Destiny Bond")
        return
