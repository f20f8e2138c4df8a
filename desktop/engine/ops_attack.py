"""Attack ops: damage modifiers, coin flips, Special Conditions and attack effects.

Stage "before" ops run before damage (seed 000 A-01 step 3: costs, choices and
anything that changes the damage); "after" ops run after it (step 5);
"require" ops only limit when the attack may be used.
"""

from __future__ import annotations

from desktop.engine import combat
from desktop.engine.effects import (
    FLAG_TEXT,
    Ctx,
    choose_card,
    choose_option,
    choose_pokemon,
    lower_first,
    op,
    ops_text,
    run_ops,
)
from desktop.engine.state import ASLEEP, CONFUSED, FOREVER, PARALYZED, Effect

ROTATIONS = {"Asleep": ASLEEP, "Confused": CONFUSED, "Paralyzed": PARALYZED}
CHOOSABLE_TYPES = ("Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting")


def _name(card) -> str:
    return card.name if card else "this Pokémon"


def _coins(n: int) -> str:
    return "Flip a coin." if n == 1 else f"Flip {n} coins."


# ---------------------------------------------------------------- damage modifiers
@op("flip_count_damage", stage="before",
    text=lambda p, c: f"{_coins(p.get('coins', 2))} This attack does {_printed(c, p)} damage times the "
    "number of heads.")
def flip_count_damage(ctx: Ctx, p: dict) -> None:
    heads = sum(ctx.game.coin(ctx.source, ctx.player) for _ in range(p.get("coins", 2)))
    ctx.damage = ctx.damage * heads


def _printed(card, params) -> str:
    return str(params.get("_damage", "this"))


@op("flip_or_fail", stage="before", text=lambda p, c: "Flip a coin. If tails, this attack does nothing.")
def flip_or_fail(ctx: Ctx, p: dict) -> None:
    if not ctx.game.coin(ctx.source, ctx.player):
        ctx.nothing = True


@op("flip_bonus_or_recoil", stage="before",
    text=lambda p, c: f"Flip a coin. If heads, this attack does {p['bonus']} more damage; if tails, "
    f"{_name(c)} does {p['recoil']} damage to itself.")
def flip_bonus_or_recoil(ctx: Ctx, p: dict) -> None:
    if ctx.game.coin(ctx.source, ctx.player):
        ctx.damage += p["bonus"]
    else:
        ctx.recoil += p["recoil"]


@op("bonus_per_extra_energy", stage="before",
    text=lambda p, c: f"Does {p['per']} more damage for each {p['type']} Energy attached to {_name(c)} but "
    f"not used to pay for this attack's Energy cost (at most {p['max']} extra Energy count).")
def bonus_per_extra_energy(ctx: Ctx, p: dict) -> None:
    from desktop.engine.energy import extra_units

    units = combat.energy_units(ctx.game, ctx.attacker)
    extra = min(p["max"], extra_units(units, ctx.attack.cost, p["type"]))
    ctx.damage += p["per"] * extra


@op("bonus_per_defender_energy", stage="before",
    text=lambda p, c: f"Does {p['per']} more damage for each Energy card attached to the Defending Pokémon.")
def bonus_per_defender_energy(ctx: Ctx, p: dict) -> None:
    if ctx.defender is not None:
        ctx.damage += p["per"] * len(ctx.defender.energy)


@op("bonus_per_defender_counter", stage="before",
    text=lambda p, c: f"Does {p['per']} more damage for each damage counter on the Defending Pokémon.")
def bonus_per_defender_counter(ctx: Ctx, p: dict) -> None:
    if ctx.defender is not None:
        ctx.damage += p["per"] * (ctx.defender.damage // 10)


@op("minus_per_own_counter", stage="before",
    text=lambda p, c: f"Does {p['per']} less damage for each damage counter on {_name(c)}.")
def minus_per_own_counter(ctx: Ctx, p: dict) -> None:
    ctx.damage = max(0, ctx.damage - p["per"] * (ctx.attacker.damage // 10))


@op("damage_per_own_counter", stage="before",
    text=lambda p, c: f"Does {p['per']} damage times the number of damage counters on {_name(c)}.")
def damage_per_own_counter(ctx: Ctx, p: dict) -> None:
    ctx.damage = p["per"] * (ctx.attacker.damage // 10)
    ctx.does_damage = True


@op("half_defender_hp", stage="before",
    text=lambda p, c: "Does damage to the Defending Pokémon equal to half its remaining HP (rounded up "
    "to the nearest 10).")
def half_defender_hp(ctx: Ctx, p: dict) -> None:
    defender = ctx.defender
    if defender is None:
        return
    remaining = max(0, ctx.game.hp_of(defender) - defender.damage)
    ctx.damage = ((remaining // 2 + 9) // 10) * 10
    ctx.does_damage = True


# ---------------------------------------------------------------- costs and limits
def _energy_phrase(p: dict) -> str:
    if p.get("count") == "all":
        return "all Energy cards"
    kind = f"{p['type']} " if p.get("type") else ""
    n = p.get("count", 1)
    return f"{n} {kind}Energy card{'s' if n != 1 else ''}"


def _own_energy_requires(game, player, p, attack) -> bool:
    slot = game.players[player].active
    if p.get("count") == "all":
        return True
    matching = [u for u in slot.energy if not p.get("type") or p["type"] in game.cards[u].provides]
    return len(matching) >= p.get("count", 1)


@op("discard_own_energy", stage="before", requires=_own_energy_requires, prompts=True,
    text=lambda p, c: f"Discard {_energy_phrase(p)} attached to {_name(c)} in order to use this attack.")
def discard_own_energy(ctx: Ctx, p: dict):
    if ctx.metronome:  # a copied attack's costs are not paid
        return
    slot = ctx.attacker
    game = ctx.game
    if p.get("count") == "all":
        chosen = list(slot.energy)
    else:
        chosen = []
        for _ in range(p.get("count", 1)):
            options = [u for u in slot.energy if u not in chosen and (
                not p.get("type") or p["type"] in game.cards[u].provides)]
            if not options:
                break
            same = len({game.cards[u].name for u in options}) == 1
            pick = options[0] if same else (yield from choose_card(
                ctx, ctx.player, options, f"{ctx.source}: choose an Energy card to discard.", "attached"))
            chosen.append(pick)
    for uid in chosen:
        slot.energy.remove(uid)
        game.discard_card(uid, "attached", 0)


@op("require_defender_condition", stage="require",
    requires=lambda g, pl, p, a: (d := g.players[1 - pl].active) is not None
    and d.rot == ROTATIONS[p["condition"]],
    text=lambda p, c: f"You can't use this attack unless the Defending Pokémon is {p['condition']}.")
def require_defender_condition(ctx: Ctx, p: dict) -> None:
    return None


@op("once_while_in_play", stage="before",
    requires=lambda g, pl, p, a: not g.players[pl].active.has_effect("used:" + a.name),
    text=lambda p, c: f"Either way, you can't use this attack again as long as {_name(c)} stays in play "
    "(even putting it on the Bench won't let you use it again).")
def once_while_in_play(ctx: Ctx, p: dict) -> None:
    ctx.attacker.add_effect(Effect("used:" + ctx.attack.name, FOREVER, None, True))


# ---------------------------------------------------------------- conditions
def apply_condition(ctx: Ctx, owner: int, pos: int, slot, condition: str, amount: int = 10) -> None:
    """Make a Pokémon Asleep/Confused/Paralyzed/Poisoned/Burned (unless immune)."""
    game = ctx.game
    card = game.cards[slot.top]
    if "immune_conditions" in card.flags:
        return
    ctx.applied.append(condition)
    if condition in ROTATIONS:
        game.set_rotation(owner, pos, slot, ROTATIONS[condition])
    elif condition == "Poisoned":
        slot.poison = max(slot.poison, amount)
        game.emit("condition", owner, pos=pos, detail="Poisoned", amount=slot.poison)
    elif condition == "Burned":
        slot.burned = True
        game.emit("condition", owner, pos=pos, detail="Burned", amount=1)


def _condition_text(p: dict, c) -> str:
    who = "the Defending Pokémon" if p.get("target", "defending") == "defending" else _name(c)
    text = f"{who[:1].upper()}{who[1:]} is now {p['condition']}."
    if p["condition"] == "Poisoned" and p.get("amount", 10) != 10:
        text += f" It now takes {p['amount']} Poison damage instead of 10 after each player's turn " \
                "(even if it was already Poisoned)."
    return text


@op("condition", text=_condition_text)
def condition(ctx: Ctx, p: dict) -> None:
    if p.get("target", "defending") == "defending":
        if ctx.defender is None or ctx.defender_protected:
            return
        apply_condition(ctx, ctx.opp, 0, ctx.defender, p["condition"], p.get("amount", 10))
    else:
        apply_condition(ctx, ctx.player, 0, ctx.attacker, p["condition"], p.get("amount", 10))


def _flip_text(p: dict, c) -> str:
    parts = ["Flip a coin."]
    if p.get("heads"):
        parts.append(f"If heads, {lower_first(ops_text(p['heads'], c, p.get('_damage')), c)}")
    if p.get("tails"):
        sep = ";" if p.get("heads") else ""
        if sep:
            parts[-1] = parts[-1].rstrip(".") + ";"
            parts.append(f"if tails, {lower_first(ops_text(p['tails'], c, p.get('_damage')), c)}")
        else:
            parts.append(f"If tails, {lower_first(ops_text(p['tails'], c, p.get('_damage')), c)}")
    return " ".join(parts)


@op("flip", text=_flip_text)
def flip(ctx: Ctx, p: dict):
    branch = p.get("heads", ()) if ctx.game.coin(ctx.source, ctx.player) else p.get("tails", ())
    yield from run_ops(ctx, branch)


# ---------------------------------------------------------------- damage effects
@op("self_damage", text=lambda p, c: f"{_name(c)} does {p['amount']} damage to itself.")
def self_damage(ctx: Ctx, p: dict) -> None:
    if ctx.attacker is not None:
        combat.put_damage(ctx.game, ctx.player, 0, ctx.attacker, p["amount"], ctx.source)


def _bench_text(p: dict, c) -> str:
    side = {"both": "each player's Bench", "own": "your own Bench", "opponent": "your opponent's Bench"}
    return f"Does {p['amount']} damage to each Pokémon on {side[p['side']]}. (Don't apply Weakness and " \
           "Resistance for Benched Pokémon.)"


@op("bench_damage", text=_bench_text)
def bench_damage(ctx: Ctx, p: dict) -> None:
    sides = {"both": (ctx.opp, ctx.player), "own": (ctx.player,), "opponent": (ctx.opp,)}[p["side"]]
    for owner in sides:
        base = 10 if owner == ctx.opp else 0
        for i, slot in enumerate(list(ctx.game.players[owner].bench)):
            combat.attack_damage(ctx, base + i + 1, slot, p["amount"], apply_wr=False)


def _protect_text(p: dict, c) -> str:
    name = _name(c)
    if p["kind"] == "all":
        return f"During your opponent's next turn, prevent all effects of attacks, including damage, done to {name}."
    if p["kind"] == "harden":
        return f"During your opponent's next turn, whenever {p['threshold']} or less damage is done to {name} " \
               "(after applying Weakness and Resistance), prevent that damage."
    return f"Prevent all damage done to {name} during your opponent's next turn. (Any other effects of " \
           "attacks still happen.)"


@op("protect", text=_protect_text)
def protect(ctx: Ctx, p: dict) -> None:
    kind = {"all": "prevent_all", "damage": "prevent_damage", "harden": "harden"}[p["kind"]]
    value = p.get("threshold")
    ctx.attacker.add_effect(Effect(kind, ctx.game.turn + 1, value))
    ctx.game.emit("effect", ctx.player, pos=0, detail=kind)


@op("discard_defender_energy", prompts=True,
    text=lambda p, c: "If the Defending Pokémon has any Energy cards attached to it, choose 1 of them and "
    "discard it.")
def discard_defender_energy(ctx: Ctx, p: dict):
    defender = ctx.defender
    if defender is None or not defender.energy or ctx.defender_protected:
        return
    uid = yield from choose_card(ctx, ctx.player, defender.energy,
                                 "Choose an Energy card on the Defending Pokémon to discard.", "attached")
    defender.energy.remove(uid)
    ctx.game.discard_card(uid, "attached", 0)


def _heal_self_text(p: dict, c) -> str:
    if p["amount"] == "all":
        return f"Remove all damage counters from {_name(c)}."
    n = p["amount"] // 10
    text = f"remove {n} damage counter{'s' if n > 1 else ''} from {_name(c)}."
    if p.get("unless_prevented"):
        return f"Unless all damage from this attack is prevented, you may {text}"
    return text[:1].upper() + text[1:]


@op("heal_self", text=_heal_self_text)
def heal_self(ctx: Ctx, p: dict) -> None:
    if p.get("unless_prevented") and ctx.dealt <= 0:
        return
    slot = ctx.attacker
    amount = slot.damage if p["amount"] == "all" else p["amount"]
    combat.heal(ctx.game, ctx.player, 0, slot, amount, ctx.source)


def _switch_text(p: dict, c) -> str:
    if p["chooser"] == "you":
        return "If your opponent has any Benched Pokémon, choose 1 of them and switch it with their Active " \
               "Pokémon."
    return "If your opponent has any Benched Pokémon, they choose 1 of them and switch it with the " \
           "Defending Pokémon. (Do the damage before switching the Pokémon.)"


@op("switch_defending", text=_switch_text, prompts=True)
def switch_defending(ctx: Ctx, p: dict):
    them = ctx.them
    if not them.bench or them.active is None or ctx.defender_protected:
        return
    chooser = ctx.player if p["chooser"] == "you" else ctx.opp
    base = 10 if chooser == ctx.player else 0
    pos = yield from choose_pokemon(
        ctx, chooser, [base + i + 1 for i in range(len(them.bench))],
        "Choose a Benched Pokémon to switch with the Active Pokémon.")
    ctx.game.switch_active(ctx.opp, pos % 10, ctx.source)


# ---------------------------------------------------------------- lasting effects
@op("disable_defender_attack", prompts=True,
    text=lambda p, c: "Choose 1 of the Defending Pokémon's attacks. That Pokémon can't use that attack "
    "during your opponent's next turn.")
def disable_defender_attack(ctx: Ctx, p: dict):
    defender = ctx.defender
    if defender is None or ctx.defender_protected:
        return
    attacks = [a.name for a in ctx.game.cards[defender.top].attacks]
    if not attacks:
        return
    name = yield from choose_option(ctx, ctx.player, attacks, "Choose the attack the Defending Pokémon can't use.")
    defender.add_effect(Effect("disabled_attack", ctx.game.turn + 1, name))
    ctx.game.emit("effect", ctx.opp, pos=0, detail=f"can't use {name}")


@op("smokescreen",
    text=lambda p, c: "If the Defending Pokémon tries to attack during your opponent's next turn, your "
    "opponent flips a coin. If tails, that attack does nothing.")
def smokescreen(ctx: Ctx, p: dict) -> None:
    if ctx.defender is not None and not ctx.defender_protected:
        ctx.defender.add_effect(Effect("smokescreen", ctx.game.turn + 1))
        ctx.game.emit("effect", ctx.opp, pos=0, detail="smokescreen")


@op("destiny_bond",
    text=lambda p, c: f"If a Pokémon Knocks Out {_name(c)} during your opponent's next turn, Knock Out that "
    "Pokémon.")
def destiny_bond(ctx: Ctx, p: dict) -> None:
    ctx.attacker.add_effect(Effect("destiny_bond", ctx.game.turn + 1))
    ctx.game.emit("effect", ctx.player, pos=0, detail="destiny_bond")


@op("change_defender_weakness", prompts=True,
    text=lambda p, c: "If the Defending Pokémon has a Weakness, you may change it to a type of your "
    "choice other than Colorless.")
def change_defender_weakness(ctx: Ctx, p: dict):
    defender = ctx.defender
    if defender is None or ctx.defender_protected or not ctx.game.cards[defender.top].weaknesses:
        return
    new_type = yield from choose_option(ctx, ctx.player, CHOOSABLE_TYPES + ("keep",),
                                        "Choose the Defending Pokémon's new Weakness (or keep it).")
    if new_type != "keep":
        defender.add_effect(Effect("weakness_type", FOREVER, new_type))
        ctx.game.emit("effect", ctx.opp, pos=0, detail=f"Weakness is now {new_type}")


@op("change_own_resistance", prompts=True,
    text=lambda p, c: f"Change {_name(c)}'s Resistance to a type of your choice other than Colorless.")
def change_own_resistance(ctx: Ctx, p: dict):
    new_type = yield from choose_option(ctx, ctx.player, CHOOSABLE_TYPES, "Choose your new Resistance.")
    ctx.attacker.add_effect(Effect("resistance_type", FOREVER, new_type))
    ctx.game.emit("effect", ctx.player, pos=0, detail=f"Resistance is now {new_type}")


# ---------------------------------------------------------------- copying attacks
@op("metronome", prompts=True,
    text=lambda p, c: "Choose 1 of the Defending Pokémon's attacks. Metronome copies that attack except "
    "for its Energy costs and anything else required in order to use that attack, such as discarding "
    f"Energy cards. (No matter what type the Defending Pokémon is, {_name(c)}'s type is still the same.)")
def metronome(ctx: Ctx, p: dict):
    defender = ctx.defender
    if defender is None:
        return
    attacks = [a for a in ctx.game.cards[defender.top].attacks
               if not any(o["op"] == "metronome" for o in a.ops)]
    if not attacks:
        return
    names = [a.name for a in attacks]
    name = yield from choose_option(ctx, ctx.player, names, "Choose the attack to copy.")
    copied = attacks[names.index(name)]
    ctx.game.emit("effect", ctx.player, pos=0, detail=f"copies {name}")
    ctx.metronome = True
    yield from combat.run_attack(ctx, copied)


@op("mirror_move",
    text=lambda p, c: f"If {_name(c)} was attacked last turn, do the final result of that attack on "
    f"{_name(c)} to the Defending Pokémon.")
def mirror_move(ctx: Ctx, p: dict) -> None:
    record = ctx.attacker.effect_value("attacked")
    defender = ctx.defender
    if record is None or defender is None or ctx.defender_protected:
        return
    damage, conditions = record
    if damage:
        combat.put_damage(ctx.game, ctx.opp, 0, defender, damage, ctx.source)
        ctx.dealt = damage
    for name in conditions:
        apply_condition(ctx, ctx.opp, 0, defender, name)


FLAG_TEXT.update({
    "play_as_basic": "Play {name} as if it were a Basic Pokémon with {hp} HP. While in play it counts as a "
    "Pokémon (instead of a Trainer card).",
    "cannot_retreat": "It has no attacks and can't retreat.",
    "immune_conditions": "It can't be Asleep, Confused, Paralyzed, or Poisoned.",
    "no_prize": "If it is Knocked Out, it doesn't count as a Knocked Out Pokémon (no Prize card is taken).",
    "discard_any_time": "At any time during your turn before your attack, you may discard it.",
})
