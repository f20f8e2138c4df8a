"""Attacks, damage and retreat, in the step order of seed 000 A-01.

Attack steps: (1) announce, (2a) effects that may stop the attack (e.g. a coin
for Sand-attack), (2b) the Confusion coin, (3) choices and effects before
damage, (4) damage through the pipeline below, (5) other effects, (6) effects
that trigger when damaged (Strikes Back), (7) Knock Outs (done by the game).

Damage pipeline (``attack_damage``): base -> attacker effects before W/R ->
Weakness -> Resistance (Active only) -> attacker effects after W/R (PlusPower)
-> defender effects (prevention, Harden, Defender) -> damage counters.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.engine.effects import OPS, Ctx, Gen, choose_card, run_ops
from desktop.engine.energy import cost_met
from desktop.engine.state import ASLEEP, CONFUSED, PARALYZED, Effect, Slot

if TYPE_CHECKING:
    from desktop.engine.game import Game


# ---------------------------------------------------------------- energy
def energy_units(game: Game, slot: Slot) -> list[str]:
    """The Energy units attached to ``slot`` (Double Colorless gives two)."""
    cards = game.cards
    burn = slot.effects and slot.has_effect("energy_burn")
    units: list[str] = []
    for uid in slot.energy:
        card = cards[uid]
        provided = card.provides if card.kind == "energy" else _as_energy(slot, uid)
        if burn:
            units.extend("Fire" for _ in provided)
        else:
            units.extend(provided)
    return units


def _as_energy(slot: Slot, uid: int) -> tuple[str, ...]:
    """A Pokémon card attached as Energy (Buzzap) provides what its effect says."""
    for kind, _until, value, _keep in slot.effects:
        if kind == "as_energy" and value[0] == uid:
            return value[1]
    return ()


def energy_count(game: Game, slot: Slot) -> int:
    cards = game.cards
    if not slot.effects:
        return sum(len(cards[u].provides) for u in slot.energy)
    return len(energy_units(game, slot))


def card_units(game: Game, slot: Slot, uid: int) -> int:
    card = game.cards[uid]
    return len(card.provides) if card.kind == "energy" else len(_as_energy(slot, uid))


# ---------------------------------------------------------------- attacks
def can_use_attack(game: Game, player: int, index: int, units: list[str] | None = None) -> bool:
    """Whether the Active Pokémon may use attack ``index`` now (cost, effects, requirements).
    ``units``: its Energy units, when the caller already has them."""
    slot = game.players[player].active
    card = game.cards[slot.top]
    attack = card.attacks[index]
    if not cost_met(energy_units(game, slot) if units is None else units, attack.cost):
        return False
    if slot.effects and slot.effect_value("disabled_attack") == attack.name:
        return False
    for params in attack.ops:
        spec = OPS[params["op"]]
        if spec.requires is not None and not spec.requires(game, player, params, attack):
            return False
    return True


def attack(game: Game, player: int, index: int) -> Gen:
    """The whole attack, as a generator of prompts."""
    slot = game.players[player].active
    card = game.cards[slot.top]
    atk = card.attacks[index]
    game.emit("attack", player, card=slot.top, pos=0, amount=index, detail=atk.name)
    opp = 1 - player
    if slot.effects and slot.has_effect("smokescreen") and not game.coin(
        "Sand-attack: if tails, the attack does nothing", opp
    ):
        game.emit("attack_failed", player, detail="the attack does nothing")
        return
    if slot.rot == CONFUSED and not game.coin("Confused: if tails, the attack fails", player):
        game.emit("attack_failed", player, detail="Confused")
        put_damage(game, player, 0, slot, game.rules.confusion_self_damage, "Confusion")
        return
    ctx = Ctx(game, player, atk.name, source_uid=slot.top, source_pos=0)
    ctx.attack_type = card.type
    yield from run_attack(ctx, atk)


def run_attack(ctx: Ctx, atk) -> Gen:
    """Steps 3-6 for attack ``atk`` (also used by Metronome to copy an attack)."""
    game = ctx.game
    ctx.attack = atk
    ctx.damage = atk.damage
    ctx.does_damage = atk.damage > 0
    defender = ctx.defender
    ctx.defender_protected = bool(defender and defender.effects and defender.has_effect("prevent_all"))
    # Powers like Strikes Back look at the Defending Pokémon as it was when the attack was made.
    defender_ready = defender is not None and defender.rot not in (ASLEEP, CONFUSED, PARALYZED)
    before = [o for o in atk.ops if OPS[o["op"]].stage == "before"]
    after = [o for o in atk.ops if OPS[o["op"]].stage == "after"]
    if before:
        yield from run_ops(ctx, before)
        if ctx.nothing:
            game.emit("attack_failed", ctx.player, detail="the attack does nothing")
            return
        ctx.stop = False
    if ctx.does_damage and defender is not None:
        ctx.dealt = attack_damage(ctx, 10, defender, ctx.damage)
    if ctx.recoil:
        put_damage(game, ctx.player, 0, ctx.attacker, ctx.recoil, "recoil")
    if after:
        yield from run_ops(ctx, after)
    _after_damage_triggers(ctx, defender, defender_ready)


def _after_damage_triggers(ctx: Ctx, defender: Slot | None, defender_ready: bool) -> None:
    """Step 6: Strikes Back, and the record Mirror Move reads. Runs once per attack: an attack
    copied by Metronome runs it itself."""
    game = ctx.game
    if defender is None or ctx.triggered:
        return
    ctx.triggered = True
    if ctx.dealt > 0:
        card = game.cards[defender.top]
        for power in card.powers:
            if power.passive == "strikes_back" and defender_ready:
                attacker = ctx.attacker
                if attacker is not None:
                    game.emit("power", ctx.opp, card=defender.top, pos=0, detail=power.name)
                    put_damage(game, ctx.player, 0, attacker, 10, power.name)
    if ctx.dealt > 0 or ctx.applied:
        defender.add_effect(Effect("attacked", game.turn + 1, (ctx.dealt, tuple(ctx.applied))))


def _weakness(game: Game, slot: Slot, card) -> tuple[tuple[str, str], ...]:
    changed = slot.effects and slot.effect_value("weakness_type")
    if changed and card.weaknesses:
        return tuple((changed, value) for _t, value in card.weaknesses)
    return card.weaknesses


def _resistance(game: Game, slot: Slot, card) -> tuple[tuple[str, int], ...]:
    changed = slot.effects and slot.effect_value("resistance_type")
    if changed:
        value = card.resistances[0][1] if card.resistances else -30
        return ((changed, value),)
    return card.resistances


def attack_damage(ctx: Ctx, target_pos: int, slot: Slot, amount: int, apply_wr: bool | None = None) -> int:
    """Run attack damage through the pipeline onto ``slot`` (position relative to the
    attacker: 10 = Defending Pokémon). Returns the damage placed."""
    game = ctx.game
    owner = ctx.opp if target_pos >= 10 else ctx.player
    pos = target_pos % 10
    if apply_wr is None:
        apply_wr = target_pos == 10
    if amount <= 0:
        return 0
    card = game.cards[slot.top]
    if apply_wr:
        for w_type, value in _weakness(game, slot, card):
            if w_type == ctx.attack_type:
                amount = amount * int(value[1:]) if value.startswith("x") else amount + int(value)
        for r_type, value in _resistance(game, slot, card):
            if r_type == ctx.attack_type:
                amount += value
        if amount <= 0:
            return 0
    attacker = ctx.attacker
    if target_pos == 10 and attacker is not None and attacker.tools:
        for uid, _until in attacker.tools:
            amount += _tool_param(game, uid, "damage_bonus")
    if slot.effects:
        if slot.has_effect("prevent_all") or slot.has_effect("prevent_damage"):
            game.emit("prevented", owner, pos=pos, amount=amount)
            return 0
        threshold = slot.effect_value("harden")
        if threshold is not None and amount <= threshold:
            game.emit("prevented", owner, pos=pos, amount=amount)
            return 0
    if slot.tools:
        for uid, _until in slot.tools:
            amount -= _tool_param(game, uid, "damage_reduction")
    if amount <= 0:
        return 0
    put_damage(game, owner, pos, slot, amount, ctx.source)
    return amount


def _tool_param(game: Game, uid: int, key: str) -> int:
    for params in game.cards[uid].ops:
        if key in params:
            return int(params[key])
    return 0


def put_damage(game: Game, player: int, pos: int, slot: Slot, amount: int, reason: str = "") -> None:
    """Place damage counters directly (no Weakness, Resistance or other effects)."""
    if amount <= 0:
        return
    slot.damage += amount
    game.emit("damage", player, card=slot.top, pos=pos, amount=amount, detail=reason)


def heal(game: Game, player: int, pos: int, slot: Slot, amount: int, reason: str = "") -> int:
    healed = min(slot.damage, amount)
    if healed > 0:
        slot.damage -= healed
        game.emit("heal", player, card=slot.top, pos=pos, amount=healed, detail=reason)
    return healed


def on_knocked_out(game: Game, player: int, pos: int, slot: Slot) -> None:
    """Effects that happen when a Pokémon is Knocked Out (Destiny Bond)."""
    if slot.effects and slot.has_effect("destiny_bond") and game.current != player and game.attacked:
        attacker = game.players[game.current].active
        if attacker is not None and attacker.damage < game.hp_of(attacker):
            game.emit("power", player, card=slot.top, pos=pos, detail="Destiny Bond")
            put_damage(game, game.current, 0, attacker, game.hp_of(attacker) - attacker.damage,
                       "Destiny Bond")


# ---------------------------------------------------------------- retreat
def retreat(game: Game, player: int, to: int) -> Gen:
    """Discard Energy for the Retreat Cost, then switch (classic: Confused flips first)."""
    p = game.players[player]
    slot = p.active
    game.retreats += 1
    cost = game.retreat_cost(slot)
    ctx = Ctx(game, player, "Retreat", source_uid=slot.top, source_pos=0)
    chosen = yield from choose_energy_to_pay(ctx, slot, cost, "the Retreat Cost")
    for uid in chosen:
        slot.energy.remove(uid)
        game.discard_card(uid, "attached", 0)
    if slot.rot == CONFUSED and game.rules.confusion_coin_to_retreat and not game.coin(
        "Confused: if tails, the retreat fails", player
    ):
        game.emit("retreat_failed", player, pos=0, detail="Confused")
        return
    game.emit("retreat", player, card=slot.top, pos=to)
    game.switch_active(player, to, "retreat")


def choose_energy_to_pay(ctx: Ctx, slot: Slot, cost: int, what: str) -> Gen:
    """Pick attached Energy cards worth at least ``cost`` units (asks only if it matters)."""
    game = ctx.game
    if cost <= 0:
        return []
    chosen: list[int] = []
    paid = 0
    while paid < cost:
        left = [u for u in slot.energy if u not in chosen]
        names = {game.cards[u].name for u in left}
        if len(names) <= 1 or sum(card_units(game, slot, u) for u in left) <= cost - paid:
            pick = left[0]
        else:
            pick = yield from choose_card(
                ctx, ctx.player, left, f"Choose an Energy card to discard for {what}.", "attached")
        chosen.append(pick)
        paid += card_units(game, slot, pick)
    return chosen
