"""Trainer ops: drawing, searching, healing, switching, attaching and more.

``requires`` says when a card may be played at all (a Trainer that could do
nothing is not playable); ``targets`` gives what it can be played onto, so a
drag-and-drop table can light up exactly the legal targets.
"""

from __future__ import annotations

from desktop.engine import combat
from desktop.engine.effects import (
    Ctx,
    choose_card,
    choose_option,
    choose_pokemon,
    op,
)
from desktop.engine.state import NONE, Slot

FILTERS = {
    "any": ("card", lambda c: True),
    "pokemon": ("Basic Pokémon or Evolution card", lambda c: c.kind == "pokemon"),
    "basic": ("Basic Pokémon card", lambda c: c.kind == "pokemon" and c.stage == "Basic"),
    "trainer": ("Trainer card", lambda c: c.kind == "trainer"),
    "basic_energy": ("basic Energy card", lambda c: c.is_basic_energy),
    "energy": ("Energy card", lambda c: c.kind == "energy"),
}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


def _others_in_hand(game, player, uid) -> list[int]:
    return [u for u in game.players[player].hand if u != uid]


# ---------------------------------------------------------------- drawing
@op("draw", text=lambda p, c: f"Draw {_plural(p['count'], 'card')}.",
    requires=lambda g, pl, p, uid: bool(g.players[pl].deck))
def draw(ctx: Ctx, p: dict) -> None:
    ctx.game.draw(ctx.player, p["count"])


@op("discard_hand", text=lambda p, c: "Discard your hand,")
def discard_hand(ctx: Ctx, p: dict) -> None:
    hand = ctx.me.hand
    for uid in list(hand):
        hand.remove(uid)
        ctx.game.discard_card(uid, "hand")


@op("then_draw", text=lambda p, c: f"then draw {_plural(p['count'], 'card')}.")
def then_draw(ctx: Ctx, p: dict) -> None:
    ctx.game.draw(ctx.player, p["count"])


@op("opponent_reshuffle_hand_draw",
    text=lambda p, c: f"Your opponent shuffles their hand into their deck, then draws {p['count']} cards.")
def opponent_reshuffle_hand_draw(ctx: Ctx, p: dict) -> None:
    them = ctx.them
    for uid in list(them.hand):
        them.hand.remove(uid)
        them.deck.append(uid)
        ctx.game.move_card(ctx.opp, uid, "hand", "deck")
    ctx.game.shuffle_deck(ctx.opp)
    ctx.game.draw(ctx.opp, p["count"])


# ---------------------------------------------------------------- costs from hand
@op("discard_from_hand", prompts=True,
    requires=lambda g, pl, p, uid: len(_others_in_hand(g, pl, uid)) >= p["count"],
    text=lambda p, c: f"Discard {_plural(p['count'], 'other card')} from your hand in order to play this card.")
def discard_from_hand(ctx: Ctx, p: dict):
    for i in range(p["count"]):
        uid = yield from choose_card(ctx, ctx.player, list(ctx.me.hand),
                                     f"Choose a card to discard ({i + 1} of {p['count']}).", "hand")
        ctx.me.hand.remove(uid)
        ctx.game.discard_card(uid, "hand")


@op("shuffle_from_hand", prompts=True,
    requires=lambda g, pl, p, uid: len(_others_in_hand(g, pl, uid)) >= p["count"],
    text=lambda p, c: f"Shuffle {_plural(p['count'], 'other card')} from your hand into your deck in order "
    "to play this card.")
def shuffle_from_hand(ctx: Ctx, p: dict):
    for i in range(p["count"]):
        uid = yield from choose_card(ctx, ctx.player, list(ctx.me.hand),
                                     f"Choose a card to shuffle into your deck ({i + 1} of {p['count']}).",
                                     "hand")
        ctx.me.hand.remove(uid)
        ctx.me.deck.append(uid)
        ctx.game.move_card(ctx.player, uid, "hand", "deck")
    ctx.game.shuffle_deck(ctx.player)


# ---------------------------------------------------------------- searching
@op("search_deck", prompts=True,
    requires=lambda g, pl, p, uid: bool(g.players[pl].deck),
    text=lambda p, c: f"Search your deck for any {FILTERS[p.get('filter', 'any')][0]} and put it into your "
    "hand. Shuffle your deck afterward.")
def search_deck(ctx: Ctx, p: dict):
    label, test = FILTERS[p.get("filter", "any")]
    deck = ctx.me.deck
    options = [u for u in deck if test(ctx.game.cards[u])]
    ctx.game.emit("reveal", ctx.player, detail="deck")
    if options:
        uid = yield from choose_card(ctx, ctx.player, sorted(options, key=lambda u: ctx.game.cards[u].name),
                                     f"Choose a {label} from your deck.", "deck",
                                     optional=p.get("filter", "any") != "any")
        if uid is not None:
            deck.remove(uid)
            ctx.me.hand.append(uid)
            ctx.game.move_card(ctx.player, uid, "deck", "hand")
    ctx.game.shuffle_deck(ctx.player)


def _discard_has(g, pl, p) -> bool:
    test = FILTERS[p["filter"]][1]
    return any(test(g.cards[u]) for u in g.players[pl].discard)


def _from_discard_text(p: dict, c) -> str:
    label = FILTERS[p["filter"]][0]
    if p.get("count", 1) > 1:
        return f"Put up to {p['count']} {label}s from your discard pile into your hand."
    return f"Put a {label} from your discard pile into your hand."


@op("from_discard_to_hand", prompts=True, requires=lambda g, pl, p, uid: _discard_has(g, pl, p),
    text=_from_discard_text)
def from_discard_to_hand(ctx: Ctx, p: dict):
    test = FILTERS[p["filter"]][1]
    count = p.get("count", 1)
    for i in range(count):
        options = [u for u in ctx.me.discard if test(ctx.game.cards[u])]
        if not options:
            return
        uid = yield from choose_card(ctx, ctx.player, options,
                                     f"Choose a card from your discard pile ({i + 1} of up to {count}).",
                                     "discard", optional=i > 0)
        if uid is None:
            return
        ctx.me.discard.remove(uid)
        ctx.me.hand.append(uid)
        ctx.game.move_card(ctx.player, uid, "discard", "hand")


@op("rearrange_top", prompts=True, requires=lambda g, pl, p, uid: len(g.players[pl].deck) > 0,
    text=lambda p, c: f"Look at up to {p['count']} cards from the top of your deck and rearrange them as "
    "you like.")
def rearrange_top(ctx: Ctx, p: dict):
    deck = ctx.me.deck
    n = min(p["count"], len(deck))
    top = deck[len(deck) - n:]  # the last item is the top card; the cards stay in the deck meanwhile
    ordered: list[int] = []
    while len(ordered) < n:
        left = [u for u in reversed(top) if u not in ordered]
        uid = yield from choose_card(ctx, ctx.player, left,
                                     f"Choose the card to put {'on top' if not ordered else 'next'}.", "deck")
        ordered.append(uid)
    deck[len(deck) - n:] = reversed(ordered)
    ctx.game.emit("rearrange", ctx.player, amount=n)


@op("lass", text=lambda p, c: "You and your opponent show each other your hands, then shuffle all the "
    "Trainer cards from your hands into your decks.")
def lass(ctx: Ctx, p: dict) -> None:
    game = ctx.game
    for player in (ctx.player, ctx.opp):
        hand = game.players[player].hand
        game.emit("reveal", player, detail="hand")
        for uid in [u for u in hand if game.cards[u].kind == "trainer"]:
            hand.remove(uid)
            game.players[player].deck.append(uid)
            game.move_card(player, uid, "hand", "deck")
        game.shuffle_deck(player)


def _trader_requires(g, pl, p, uid) -> bool:
    me = g.players[pl]
    return bool(me.deck) and any(g.cards[u].kind == "pokemon" for u in me.hand if u != uid)


@op("trade_pokemon", prompts=True, requires=_trader_requires,
    text=lambda p, c: "Trade 1 of the Basic Pokémon or Evolution cards in your hand for 1 of the Basic "
    "Pokémon or Evolution cards from your deck. Show both cards to your opponent. Shuffle your deck afterward.")
def trade_pokemon(ctx: Ctx, p: dict):
    game, me = ctx.game, ctx.me
    give = yield from choose_card(ctx, ctx.player, [u for u in me.hand if game.cards[u].kind == "pokemon"],
                                  "Choose a Pokémon card from your hand to trade.", "hand")
    options = sorted((u for u in me.deck if game.cards[u].kind == "pokemon"), key=lambda u: game.cards[u].name)
    game.emit("reveal", ctx.player, card=give, detail="trade")
    take = None
    if options:
        take = yield from choose_card(ctx, ctx.player, options, "Choose a Pokémon card from your deck.", "deck")
    me.hand.remove(give)
    me.deck.append(give)
    game.move_card(ctx.player, give, "hand", "deck")
    if take is not None:
        me.deck.remove(take)
        me.hand.append(take)
        game.move_card(ctx.player, take, "deck", "hand")
    game.shuffle_deck(ctx.player)


# ---------------------------------------------------------------- targeted at your Pokémon
def _own(g, pl, test) -> list[int]:
    return [pos for pos, s in g.players[pl].in_play() if test(g, s)]


def _damaged(g, s: Slot) -> bool:
    return s.damage > 0


def _heal_text(p: dict, c) -> str:
    n = p["amount"] // 10
    return f"Remove up to {_plural(n, 'damage counter')} from 1 of your Pokémon."


@op("heal", text=_heal_text, targets=lambda g, pl, p: _own(g, pl, _damaged))
def heal(ctx: Ctx, p: dict) -> None:
    slot = ctx.me.slot(ctx.target)
    combat.heal(ctx.game, ctx.player, ctx.target, slot, p["amount"], ctx.source)


def _super_potion_ok(g, s: Slot) -> bool:
    return s.damage > 0 and bool(s.energy)


@op("discard_energy_then_heal", prompts=True, targets=lambda g, pl, p: _own(g, pl, _super_potion_ok),
    text=lambda p, c: f"Discard 1 Energy card attached to 1 of your own Pokémon in order to remove up to "
    f"{_plural(p['amount'] // 10, 'damage counter')} from that Pokémon.")
def discard_energy_then_heal(ctx: Ctx, p: dict):
    slot = ctx.me.slot(ctx.target)
    uid = yield from choose_card(ctx, ctx.player, list(slot.energy), "Choose an Energy card to discard.",
                                 "attached")
    slot.energy.remove(uid)
    ctx.game.discard_card(uid, "attached", ctx.target)
    combat.heal(ctx.game, ctx.player, ctx.target, slot, p["amount"], ctx.source)


def _tool_text(p: dict, c) -> str:
    where = "your Active Pokémon" if p["target"] == "active" else "1 of your Pokémon"
    when = "At the end of your turn" if p["expires"] == "own_turn" else "At the end of your opponent's next turn"
    if "damage_bonus" in p:
        effect = f"If this Pokémon's attack does damage to the Defending Pokémon (after applying Weakness " \
                 f"and Resistance), the attack does {p['damage_bonus']} more damage to the Defending Pokémon."
    else:
        effect = f"Damage done to that Pokémon by attacks is reduced by {p['damage_reduction']} (after " \
                 "applying Weakness and Resistance)."
    return f"Attach {c.name if c else 'this card'} to {where}. {when}, discard it. {effect}"


@op("attach_tool", text=_tool_text,
    targets=lambda g, pl, p: [0] if p["target"] == "active" and g.players[pl].active else
    [pos for pos, _ in g.players[pl].in_play()] if p["target"] != "active" else [])
def attach_tool(ctx: Ctx, p: dict) -> None:
    game = ctx.game
    slot = ctx.me.slot(ctx.target)
    until = game.turn if p["expires"] == "own_turn" else game.turn + 1
    slot.tools.append((ctx.source_uid, until))
    ctx.kept = True
    game.emit("attach", ctx.player, card=ctx.source_uid, src="play", dst="tool", pos=ctx.target)


def _has_condition(g, s: Slot) -> bool:
    return s.rot != NONE or s.poison > 0 or s.burned


@op("cure_active", text=lambda p, c: "Your Active Pokémon is no longer Asleep, Confused, Paralyzed, or "
    "Poisoned.", targets=lambda g, pl, p: [0] if g.players[pl].active and _has_condition(g, g.players[pl].active)
    else [])
def cure_active(ctx: Ctx, p: dict) -> None:
    slot = ctx.me.active
    ctx.game.set_rotation(ctx.player, 0, slot, NONE)
    if slot.poison or slot.burned:
        slot.poison = 0
        slot.burned = False
        ctx.game.emit("condition", ctx.player, pos=0, detail="Poisoned", amount=0)


@op("scoop_up", targets=lambda g, pl, p: [pos for pos, _ in g.players[pl].in_play()],
    text=lambda p, c: "Choose 1 of your Pokémon in play and return its Basic Pokémon card to your hand. "
    "(Discard all cards attached to that card.)")
def scoop_up(ctx: Ctx, p: dict) -> None:
    game, me = ctx.game, ctx.me
    slot = me.slot(ctx.target)
    game.remove_from_play(ctx.player, ctx.target, slot)
    basic = slot.cards[0]
    me.hand.append(basic)
    game.move_card(ctx.player, basic, "active" if ctx.target == 0 else "bench", "hand", ctx.target)
    for uid in slot.cards[1:] + slot.energy + [t for t, _ in slot.tools]:
        game.discard_card(uid, "attached", ctx.target)
    if me.active is None:
        game.queue.insert(0, ("new_active", ctx.player))


def _evolved(g, s: Slot) -> bool:
    return len(s.cards) > 1


@op("devolve", prompts=True, targets=lambda g, pl, p: _own(g, pl, _evolved),
    text=lambda p, c: "Choose 1 of your own Pokémon in play and a Stage of Evolution. Discard all Evolution "
    "cards of that Stage or higher attached to that Pokémon. That Pokémon is no longer Asleep, Confused, "
    "Paralyzed, Poisoned, or anything else that might be the result of an attack (just as if you had evolved "
    "it).")
def devolve(ctx: Ctx, p: dict):
    game = ctx.game
    slot = ctx.me.slot(ctx.target)
    stages = [game.cards[u].stage for u in slot.cards[1:]]
    stage = yield from choose_option(ctx, ctx.player, stages, "Discard Evolution cards from which Stage up?")
    keep = 1 + stages.index(stage)
    for uid in slot.cards[keep:]:
        game.discard_card(uid, "stack", ctx.target)
    del slot.cards[keep:]
    game.set_rotation(ctx.player, ctx.target, slot, NONE)
    slot.poison = 0
    slot.burned = False
    slot.effects = tuple(e for e in slot.effects if e[3])
    game.emit("devolve", ctx.player, card=slot.top, pos=ctx.target)  # a Knock Out is checked afterwards


def _breeder_pairs(g, pl, uid) -> list[tuple[int, int]]:
    """(Stage 2 card in hand, position of a Basic it may skip-evolve)."""
    if not g._evolution_allowed_now():
        return []
    out = []
    for stage2 in g.players[pl].hand:
        card = g.cards[stage2]
        if card.kind != "pokemon" or card.stage != "Stage 2":
            continue
        basic_name = _stage1_to_basic(g, card.evolves_from)
        for pos, slot in g.players[pl].in_play():
            top = g.cards[slot.top]
            if top.kind == "pokemon" and top.stage == "Basic" and top.name == basic_name and \
                    slot.entered < g.turn:
                out.append((stage2, pos))
    return out


def _stage1_to_basic(g, stage1_name: str) -> str:
    """The Basic that a Stage 1 evolves from (looked up among all known cards)."""
    from desktop.engine.cards import default_db

    for card in (*g.cards, *default_db().by_name.get(stage1_name.lower(), ())):
        if card.name == stage1_name and card.stage == "Stage 1":
            return card.evolves_from
    return ""


@op("breeder", prompts=True,
    targets=lambda g, pl, p: sorted({pos for _u, pos in _breeder_pairs(g, pl, -1)}),
    text=lambda p, c: "Put a Stage 2 Evolution card from your hand on the matching Basic Pokémon. You can "
    "only play this card when you would be allowed to evolve that Pokémon anyway.")
def breeder(ctx: Ctx, p: dict):
    game = ctx.game
    options = [u for u, pos in _breeder_pairs(game, ctx.player, ctx.source_uid) if pos == ctx.target]
    uid = yield from choose_card(ctx, ctx.player, options, "Choose the Stage 2 card to put on it.", "hand")
    slot = ctx.me.slot(ctx.target)
    ctx.me.hand.remove(uid)
    game.evolve(ctx.player, ctx.target, slot, uid)


# ---------------------------------------------------------------- switching
@op("switch_own", targets=lambda g, pl, p: [i + 1 for i in range(len(g.players[pl].bench))]
    if g.players[pl].active else [],
    text=lambda p, c: "Switch 1 of your own Benched Pokémon with your Active Pokémon.")
def switch_own(ctx: Ctx, p: dict) -> None:
    ctx.game.switch_active(ctx.player, ctx.target, ctx.source)


@op("gust", targets=lambda g, pl, p: [11 + i for i in range(len(g.players[1 - pl].bench))]
    if g.players[1 - pl].active else [],
    text=lambda p, c: "Choose 1 of your opponent's Benched Pokémon and switch it with their Active Pokémon.")
def gust(ctx: Ctx, p: dict) -> None:
    ctx.game.switch_active(ctx.opp, ctx.target - 10, ctx.source)


# ---------------------------------------------------------------- energy removal
@op("remove_opponent_energy", prompts=True,
    targets=lambda g, pl, p: [10 + pos for pos, s in g.players[1 - pl].in_play() if s.energy],
    text=lambda p, c: "Choose 1 Energy card attached to 1 of your opponent's Pokémon and discard it.")
def remove_opponent_energy(ctx: Ctx, p: dict):
    slot = ctx.them.slot(ctx.target - 10)
    uid = yield from choose_card(ctx, ctx.player, list(slot.energy), "Choose an Energy card to discard.",
                                 "attached")
    slot.energy.remove(uid)
    ctx.game.discard_card(uid, "attached", ctx.target - 10)


def _ser_requires(g, pl, p, uid) -> bool:
    return any(s.energy for s in g.players[1 - pl].slots())


@op("super_energy_removal", prompts=True, requires=_ser_requires,
    targets=lambda g, pl, p: [pos for pos, s in g.players[pl].in_play() if s.energy],
    text=lambda p, c: "Discard 1 Energy card attached to 1 of your own Pokémon in order to choose 1 of your "
    "opponent's Pokémon and up to 2 Energy cards attached to it. Discard those Energy cards.")
def super_energy_removal(ctx: Ctx, p: dict):
    game = ctx.game
    mine = ctx.me.slot(ctx.target)
    uid = yield from choose_card(ctx, ctx.player, list(mine.energy), "Choose your Energy card to discard.",
                                 "attached")
    mine.energy.remove(uid)
    game.discard_card(uid, "attached", ctx.target)
    targets = [10 + pos for pos, s in ctx.them.in_play() if s.energy]
    pos = yield from choose_pokemon(ctx, ctx.player, targets, "Choose an opponent's Pokémon.")
    slot = ctx.them.slot(pos - 10)
    for i in range(2):
        if not slot.energy:
            break
        uid = yield from choose_card(ctx, ctx.player, list(slot.energy),
                                     f"Choose an Energy card to discard ({i + 1} of up to 2).", "attached",
                                     optional=i > 0)
        if uid is None:
            break
        slot.energy.remove(uid)
        game.discard_card(uid, "attached", pos - 10)


# ---------------------------------------------------------------- discard pile to play
def _basic_in(g, pile: list[int]) -> bool:
    return any(g.cards[u].kind == "pokemon" and g.cards[u].stage == "Basic" for u in pile)


def _bench_has_room(g, pl) -> bool:
    return len(g.players[pl].bench) < g.rules.bench_size


@op("revive", prompts=True,
    requires=lambda g, pl, p, uid: _bench_has_room(g, pl) and _basic_in(g, g.players[pl].discard),
    text=lambda p, c: "Put 1 Basic Pokémon card from your discard pile onto your Bench. Put damage counters "
    "on that Pokémon equal to half its HP (rounded down to the nearest 10).")
def revive(ctx: Ctx, p: dict):
    yield from _discard_basic_to_bench(ctx, ctx.player, half_hp=True)


@op("flute", prompts=True,
    requires=lambda g, pl, p, uid: _bench_has_room(g, 1 - pl) and _basic_in(g, g.players[1 - pl].discard),
    text=lambda p, c: "Choose 1 Basic Pokémon card from your opponent's discard pile and put it onto their "
    "Bench.")
def flute(ctx: Ctx, p: dict):
    yield from _discard_basic_to_bench(ctx, ctx.opp, half_hp=False)


def _discard_basic_to_bench(ctx: Ctx, owner: int, half_hp: bool):
    game = ctx.game
    pile = game.players[owner].discard
    options = [u for u in pile if game.cards[u].kind == "pokemon" and game.cards[u].stage == "Basic"]
    uid = yield from choose_card(ctx, ctx.player, options, "Choose a Basic Pokémon from the discard pile.",
                                 "discard")
    pile.remove(uid)
    slot = Slot(uid, game.turn)
    bench = game.players[owner].bench
    bench.append(slot)
    game.emit("bench", owner, card=uid, src="discard", dst="bench", pos=len(bench))
    if half_hp:
        combat.put_damage(game, owner, len(bench), slot, (game.cards[uid].hp // 2) // 10 * 10, ctx.source)


@op("pokemon_center", requires=lambda g, pl, p, uid: any(s.damage for s in g.players[pl].slots()),
    text=lambda p, c: "Remove all damage counters from all of your own Pokémon with damage counters on them, "
    "then discard all Energy cards attached to those Pokémon.")
def pokemon_center(ctx: Ctx, p: dict) -> None:
    game = ctx.game
    for pos, slot in ctx.me.in_play():
        if slot.damage:
            combat.heal(game, ctx.player, pos, slot, slot.damage, ctx.source)
            for uid in list(slot.energy):
                slot.energy.remove(uid)
                game.discard_card(uid, "attached", pos)

