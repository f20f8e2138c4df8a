"""Pokémon Power ops (Base Set): activated powers a player uses during their turn.

Each power's ``requires`` makes it usable only when it would do something, so
"as often as you like" can never loop without effect.
"""

from __future__ import annotations

from desktop.engine import combat
from desktop.engine.effects import PASSIVE_TEXT, Ctx, choose_option, choose_pokemon, op
from desktop.engine.ops_attack import CHOOSABLE_TYPES
from desktop.engine.state import FOREVER, Effect


def _swap_sources(g, pl) -> list[int]:
    return [pos for pos, s in g.players[pl].in_play() if s.damage > 0]


def _swap_targets(g, pl, source: int) -> list[int]:
    return [pos for pos, s in g.players[pl].in_play() if pos != source and s.damage + 10 < g.hp_of(s)]


def _damage_swap_ok(g, pl, p, pos) -> bool:
    return any(_swap_targets(g, pl, src) for src in _swap_sources(g, pl))


@op("damage_swap", prompts=True, requires=_damage_swap_ok,
    text=lambda p, c: "As often as you like during your turn (before your attack), you may move 1 damage "
    "counter from 1 of your Pokémon to another as long as you don't Knock Out that Pokémon.")
def damage_swap(ctx: Ctx, p: dict):
    g = ctx.game
    sources = [s for s in _swap_sources(g, ctx.player) if _swap_targets(g, ctx.player, s)]
    src = yield from choose_pokemon(ctx, ctx.player, sources, "Move a damage counter from which Pokémon?")
    dst = yield from choose_pokemon(ctx, ctx.player, _swap_targets(g, ctx.player, src), "Move it to which Pokémon?")
    me = ctx.me
    me.slot(src).damage -= 10
    g.emit("heal", ctx.player, card=me.slot(src).top, pos=src, amount=10, detail=ctx.source)
    combat.put_damage(g, ctx.player, dst, me.slot(dst), 10, ctx.source)


def _water_in_hand(g, pl) -> list[int]:
    return [u for u in g.players[pl].hand if g.cards[u].is_basic_energy and "Water" in g.cards[u].provides]


def _water_pokemon(g, pl) -> list[int]:
    return [pos for pos, s in g.players[pl].in_play() if "Water" in g.cards[s.top].types]


@op("rain_dance", prompts=True,
    requires=lambda g, pl, p, pos: bool(_water_in_hand(g, pl)) and bool(_water_pokemon(g, pl)),
    text=lambda p, c: "As often as you like during your turn (before your attack), you may attach 1 Water "
    "Energy card to 1 of your Water Pokémon. (This doesn't use up your 1 Energy card attachment for the turn.)")
def rain_dance(ctx: Ctx, p: dict):
    g = ctx.game
    uid = _water_in_hand(g, ctx.player)[0]
    pos = yield from choose_pokemon(ctx, ctx.player, _water_pokemon(g, ctx.player),
                                    "Attach a Water Energy to which Water Pokémon?")
    ctx.me.hand.remove(uid)
    ctx.me.slot(pos).energy.append(uid)
    g.emit("attach", ctx.player, card=uid, src="hand", dst="energy", pos=pos)


@op("energy_burn",
    requires=lambda g, pl, p, pos: not g.players[pl].slot(pos).has_effect("energy_burn"),
    text=lambda p, c: f"As often as you like during your turn (before your attack), you may turn all Energy "
    f"attached to {c.name if c else 'this Pokémon'} into Fire Energy for the rest of the turn. (Once used, "
    "Energy attached to it later this turn is Fire Energy too, so using it again changes nothing.)")
def energy_burn(ctx: Ctx, p: dict) -> None:
    slot = ctx.me.slot(ctx.source_pos)
    slot.add_effect(Effect("energy_burn", ctx.game.turn, None, True))
    ctx.game.emit("effect", ctx.player, pos=ctx.source_pos, detail="energy_burn")


def _grass_on(g, s) -> list[int]:
    return [u for u in s.energy if g.cards[u].kind == "energy" and g.cards[u].is_basic_energy
            and "Grass" in g.cards[u].provides]


@op("energy_trans", prompts=True,
    requires=lambda g, pl, p, pos: len(g.players[pl].slots()) > 1
    and any(_grass_on(g, s) for s in g.players[pl].slots()),
    text=lambda p, c: "As often as you like during your turn (before your attack), you may take 1 Grass "
    "Energy card attached to 1 of your Pokémon and attach it to a different one.")
def energy_trans(ctx: Ctx, p: dict):
    g, me = ctx.game, ctx.me
    sources = [pos for pos, s in me.in_play() if _grass_on(g, s)]
    src = yield from choose_pokemon(ctx, ctx.player, sources, "Take a Grass Energy from which Pokémon?")
    targets = [pos for pos, _s in me.in_play() if pos != src]
    dst = yield from choose_pokemon(ctx, ctx.player, targets, "Attach it to which Pokémon?")
    uid = _grass_on(g, me.slot(src))[0]
    me.slot(src).energy.remove(uid)
    me.slot(dst).energy.append(uid)
    g.emit("move", ctx.player, card=uid, src="energy", dst="energy", pos=dst, amount=src)


@op("buzzap", prompts=True, requires=lambda g, pl, p, pos: len(g.players[pl].slots()) > 1,
    text=lambda p, c: f"At any time during your turn (before your attack), you may Knock Out "
    f"{c.name if c else 'this Pokémon'} and attach it to 1 of your other Pokémon. If you do, choose a type "
    f"of Energy. {c.name if c else 'It'} is now an Energy card (instead of a Pokémon) that provides 2 Energy "
    "of that type.")
def buzzap(ctx: Ctx, p: dict):
    g, me = ctx.game, ctx.me
    pos = ctx.source_pos
    slot = me.slot(pos)
    targets = [q for q, _s in me.in_play() if q != pos]
    dst_pos = yield from choose_pokemon(ctx, ctx.player, targets, "Attach it to which Pokémon?")
    energy_type = yield from choose_option(ctx, ctx.player, CHOOSABLE_TYPES, "Choose the Energy type it provides.")
    target = me.slot(dst_pos)
    # Knocked Out: the opponent takes a Prize; the Pokémon card becomes Energy.
    g.emit("knockout", ctx.player, card=slot.top, pos=pos)
    electrode = slot.top
    g.remove_from_play(ctx.player, pos, slot)
    for uid in slot.cards[:-1] + slot.energy + [t for t, _ in slot.tools]:
        g.discard_card(uid, "active" if pos == 0 else "bench", pos)
    target.energy.append(electrode)
    target.add_effect(Effect("as_energy", FOREVER, (electrode, (energy_type, energy_type)), True))
    new_pos = next(q for q, s in me.in_play() if s is target)
    g.emit("attach", ctx.player, card=electrode, src="play", dst="energy", pos=new_pos, detail=energy_type)
    g.take_prize(ctx.opp)
    if not g.players[ctx.opp].prizes:
        g._decide([ctx.opp == 0, ctx.opp == 1], "took the last Prize card")
    elif me.active is None:
        g.queue.insert(0, ("new_active", ctx.player))


PASSIVE_TEXT["strikes_back"] = (
    "Whenever your opponent's attack damages this Pokémon (even if it is Knocked Out), this power does 10 "
    "damage to the attacking Pokémon. (Don't apply Weakness and Resistance.)"
)
