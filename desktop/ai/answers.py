"""Heuristic answers to prompts: every question the Base Set asks, answered sensibly.

A prompt in the middle of a card effect cannot be searched (cloning there
replays the whole game), so Normal and Hard answer prompts here, from the
prompted player's point of view, and their turn search uses the same answers.
``answer_prompt`` always returns one of ``prompt.answers()``.

Prompts are recognised by their data, never their English: kind, zone and ``purpose``:

* setup: go first, choose the Active, fill the Bench, extra draws after a mulligan;
* Pokémon: a new Active after a Knock Out, Switch/Lure targets, Energy moves (Powers);
* cards: Energy to pay or to discard (own: the least useful; opponent's: the most),
  cards to discard or shuffle from hand (the least useful), cards to search for or
  take back (the most useful);
* options: attack to disable or copy, Weakness/Resistance type, Devolution stage.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from desktop.ai.card_worth import card_value
from desktop.ai.knowledge import (
    attack_potential,
    best_threat,
    card_info,
    effect_size,
    energy_needed_types,
    line_info,
    line_of,
    missing_units,
    units_of,
)
from desktop.engine.actions import OPPONENT
from desktop.engine.prompts import CARD, NUMBER, OPTION, POKEMON, Prompt

if TYPE_CHECKING:
    from desktop.engine.game import Game
    from desktop.engine.state import Slot


def answer_prompt(game: Game, prompt: Prompt | None = None) -> Any:
    """A sensible answer to ``prompt`` (default: the open one) for the prompted player."""
    prompt = prompt or game.prompt
    assert prompt is not None, "no prompt to answer"
    answers = prompt.answers()
    try:
        value = _answer(game, prompt)
    except (KeyError, IndexError, ValueError, AttributeError, TypeError):  # pragma: no cover - safety net
        value = None
    if value in answers and (value is not None or prompt.optional):
        return value
    return prompt.options[0] if prompt.options else None


def _answer(game: Game, prompt: Prompt) -> Any:
    kind = prompt.kind
    if kind == OPTION:
        return _option(game, prompt)
    if kind == NUMBER:
        if prompt.purpose == "discard_energy_count":  # Wildfire: keep the Energy for attacking
            return min(prompt.options)
        if prompt.purpose == "random_count":  # The Rocket's Trap: as many of their cards as allowed
            return max(prompt.options)
        if prompt.purpose == "move_damage_count":  # Adrena-Brain: as many as allowed onto the opponent
            return max(prompt.options)
        if prompt.purpose == "counters_on_self":  # Undulating Slice: as many as leave the attacker standing
            me = game.players[prompt.player].active
            room = (game.hp_of(me) - me.damage - 10) // 10 if me is not None else 0
            return max((v for v in prompt.options if v <= room), default=min(prompt.options))
        if prompt.purpose == "damage_to_do":  # Charity: the attack's full damage
            return max(prompt.options)
        if prompt.purpose == "guess_hp":  # Tyme: the middle of the HP values that name has
            return sorted(prompt.options)[len(prompt.options) // 2]
        # extra cards after a mulligan: take them unless the deck is getting short
        limit = max(0, len(game.players[prompt.player].deck) - 12)
        return max((v for v in prompt.options if v <= limit), default=min(prompt.options))
    if kind == POKEMON:
        return _pokemon(game, prompt)
    if kind == CARD:
        if prompt.purpose == "setup_active":
            return best_starter(game, prompt.player, list(prompt.options))
        if prompt.purpose == "setup_bench":
            return _setup_bench(game, prompt)
        return _card(game, prompt)
    return prompt.options[0]


# ---------------------------------------------------------------- options
def _option(game: Game, prompt: Prompt) -> Any:
    options = prompt.options
    me = prompt.player
    purpose = prompt.purpose
    if purpose == "go_first":
        return "first" if "first" in options else options[0]
    if purpose == "disable_attack":  # Amnesia-like: block their best attack
        return _their_best_attack_name(game, me, options)
    if purpose == "attack_again":  # Festival Lead: attack again with the strongest attack offered
        return _strongest_attack(game, me, options)
    if purpose == "copy_attack":  # Metronome
        return _copy_choice(game, me, options)
    if purpose == "new_weakness":
        attacker = game.players[me].active
        my_type = game.cards[attacker.top].type if attacker is not None else ""
        return my_type if my_type in options else "keep"
    if purpose == "new_resistance":
        defender = game.players[1 - me].active
        their_type = game.cards[defender.top].type if defender is not None else ""
        return their_type if their_type in options else options[0]
    if purpose == "devolve_stage":  # Devolution Spray: lose as little as possible
        return options[-1]
    if purpose == "remove_condition":  # the one that stops attacking or retreating first
        order = ("Paralyzed", "Asleep", "Confused", "Burned", "Poisoned")
        return min(prompt.options, key=lambda c: order.index(c) if c in order else len(order))
    if purpose == "choose_condition":  # Paralysis stops their next attack and retreat
        return next((c for c in ("Paralyzed", "Asleep", "Poisoned") if c in options), options[0])
    if purpose == "accept_bargain":  # Lt. Surge's Bargain: never hand them their last Prize card
        return "yes" if len(game.players[1 - me].prizes) > 1 and "yes" in options else options[-1]
    if purpose == "accept_challenge":  # accept while our Bench has room for help, else deny them the cards
        return "accept" if len(game.players[me].bench) < 3 and "accept" in options else options[-1]
    if purpose == "accept_prize_swap":  # Misty's Wish: declining costs us nothing but their extra card
        return "decline" if "decline" in options else options[0]
    if purpose == "quiz_guess":  # Blaine's Quiz: decks hold more Energy cards than any other kind
        return next((o for o in options if o.startswith("Energy")), options[0])
    if purpose == "reflip_coins":  # Trick Coin: flip again when fewer heads came up than a fair coin gives on average
        heads = sum(prompt.info)
        return "yes" if 2 * heads < len(prompt.info) and "yes" in options else "no" if "no" in options else options[0]
    if purpose == "quiz_length":  # Blaine's Quiz #1: the length of the Pokémon named, from the Pokédex
        from desktop.engine.fx.quiz_length_nodes import TOLD_NAME, length_named

        told = game.machine.scope.get(TOLD_NAME, "") if game.machine is not None else ""
        known = length_named(game, told)
        return known if known in options else options[0]
    if purpose == "energy_type":  # Buzzap: the type our Pokémon want most
        want = energy_needed_types(game, me)
        ranked = sorted(options, key=lambda t: -want.get(t, 0.0))
        return ranked[0]
    return options[0]


def _strongest_attack(game: Game, me: int, names: tuple) -> Any:
    """The offered attack of our Active Pokémon with the most printed damage (never "no")."""
    active = game.players[me].active
    attacks = {a.name: a.damage for a in game.card_of(active).attacks} if active is not None else {}
    return max((n for n in names if n in attacks), key=lambda n: attacks[n], default=names[-1])


def _their_best_attack_name(game: Game, me: int, names: tuple) -> Any:
    defender = game.players[1 - me].active
    if defender is None:
        return names[0]
    card = game.cards[defender.top]
    units = units_of(game, defender)
    best, best_key = names[0], (-1, -1)
    for atk in card.attacks:
        if atk.name not in names:
            continue
        # prefer an attack it can pay for now, then the strongest
        key = (1 if missing_units(units, atk.cost) <= 1 else 0, atk.damage + 10 * effect_size(atk.effect))
        if key > best_key:
            best, best_key = atk.name, key
    return best


def _copy_choice(game: Game, me: int, names: tuple) -> Any:
    defender = game.players[1 - me].active
    if defender is None:
        return names[0]
    card = game.cards[defender.top]
    scored = [(a.damage + 10 * effect_size(a.effect), a.name) for a in card.attacks if a.name in names]
    return max(scored)[1] if scored else names[0]


# ---------------------------------------------------------------- Pokémon
def active_score(game: Game, player: int, slot: Slot) -> float:
    """How good ``slot`` would be as ``player``'s Active against the opposing Active."""
    card = game.cards[slot.top]
    info = card_info(card)
    remaining = max(0, card.hp - slot.damage)
    units = units_of(game, slot)
    score = remaining / 10.0
    defender = game.players[1 - player].active
    best_damage = 0.0
    ready = False
    for atk in info.attacks:
        miss = missing_units(units, atk.cost)
        if miss <= 1:
            dmg = float(atk.damage)
            if defender is not None:
                dcard = game.cards[defender.top]
                for w_type, value in dcard.weaknesses:
                    if w_type == card.type and value.startswith("x"):
                        dmg *= 2
                for r_type, r_value in dcard.resistances:
                    if r_type == card.type:
                        dmg = max(0.0, dmg + r_value)
                if dmg >= game.hp_of(defender) - defender.damage and dmg > 0:
                    dmg += 40  # a Knock Out in reach
            dmg *= 1.0 if miss == 0 else 0.6
            best_damage = max(best_damage, dmg)
            ready = ready or miss == 0
    score += best_damage / 6.0 + (3.0 if ready else 0.0)
    if defender is not None:
        dcard = game.cards[defender.top]
        for w_type, _value in card.weaknesses:
            if w_type == dcard.type:
                score -= 4.0
    score -= 0.8 * card.retreat
    # keep valuable, evolving Pokémon out of harm's way early on
    if info.stage == 0 and len(game.players[player].deck) > 30:
        cost, _main = line_of(game, player, card)
        if cost > info.max_cost:
            score -= 2.0
    return score


def best_starter(game: Game, player: int, uids: list[int]) -> int:
    """The Basic Pokémon in hand to start as Active (sturdy, cheap to attack with)."""
    def score(uid: int) -> float:
        card = game.cards[uid]
        info = card_info(card)
        cheap = min((len(a.cost) for a in card.attacks if a.damage > 0), default=4)
        cost, _main = line_of(game, player, card)
        evolves = cost > info.max_cost
        return card.hp / 10.0 - 1.5 * cheap - 0.7 * card.retreat - (2.5 if evolves else 0.0)

    return max(uids, key=score)


def _setup_bench(game: Game, prompt: Prompt) -> Any:
    p = game.players[prompt.player]
    if len(p.bench) >= 4:
        return None
    # bench the Basics whose lines matter most first
    return max(prompt.options, key=lambda u: game.cards[u].hp + 30 * (
        line_of(game, prompt.player, game.cards[u])[0] > card_info(game.cards[u]).max_cost))


def _pokemon(game: Game, prompt: Prompt) -> Any:
    me = prompt.player
    options = prompt.options
    purpose = prompt.purpose
    p = game.players[me]
    if purpose == "new_active":
        return max(options, key=lambda pos: active_score(game, me, p.at(pos)))
    if purpose in ("switch_in", "switch_self"):
        if options[0] >= OPPONENT:  # we pick the opponent's new Active: their weakest
            them = game.players[1 - me]
            return min(options, key=lambda pos: _gust_value_for_them(game, me, them.at(pos - OPPONENT)))
        return max(options, key=lambda pos: active_score(game, me, p.at(pos)))
    if purpose == "their_pokemon":  # Super Energy Removal
        them = game.players[1 - me]
        return max(options, key=lambda pos: (len(them.at(pos - OPPONENT).energy), pos == OPPONENT))
    if purpose == "move_their_damage_from":  # Ear Influence: from the one furthest from a Knock Out
        them = game.players[1 - me]
        return max(options, key=lambda pos: game.hp_of(them.at(pos - OPPONENT)) - them.at(pos - OPPONENT).damage)
    if options and options[0] >= OPPONENT:  # the opponent's Pokémon (a Bench attack, Curse): the closest to KO
        them = game.players[1 - me]  # that still has HP left (more counters on a Pokémon at 0 HP are lost)

        def left(pos: int) -> tuple[bool, int]:
            hp = game.hp_of(them.at(pos - OPPONENT)) - them.at(pos - OPPONENT).damage
            return hp <= 0, hp
        return min(options, key=left)
    if purpose == "move_damage_from":  # Damage Swap: protect the Active
        return max(options, key=lambda pos: (pos == 0, p.at(pos).damage))
    if purpose == "move_damage_to":
        return max(options, key=lambda pos: (pos != 0, game.hp_of(p.at(pos)) - p.at(pos).damage))
    if purpose == "move_energy_from":  # Energy Trans: from a benched Pokémon
        return max(options, key=lambda pos: (pos != 0, len(p.at(pos).energy)))
    if purpose in ("pokemon_to_hand", "pokemon_to_deck", "swap_out"):  # the most damaged (Turo)
        return max(options, key=lambda pos: (p.at(pos).damage / max(1, game.hp_of(p.at(pos))), -len(p.at(pos).energy)))
    if purpose in ("attach_energy", "move_energy_to"):
        return max(options, key=lambda pos: (_energy_gap(game, me, p.at(pos)), pos == 0))
    if purpose == "keep_benched":  # Weed Out: keep the Pokémon with the most invested in them
        return max(options, key=lambda pos: (len(p.at(pos).cards), len(p.at(pos).energy), game.hp_of(p.at(pos))))
    return options[0]


def _energy_gap(game: Game, player: int, slot: Slot) -> int:
    _cost, main = line_of(game, player, game.cards[slot.top])
    return missing_units(units_of(game, slot), main)


def _gust_value_for_them(game: Game, me: int, slot: Slot) -> float:
    """How good a benched Pokémon of the opponent would be as their Active (lower: better for us)."""
    return active_score(game, 1 - me, slot) - (8.0 if game.hp_of(slot) - slot.damage <= 30 else 0.0)


# ---------------------------------------------------------------- cards
def _card(game: Game, prompt: Prompt) -> Any:
    me = prompt.player
    options = [o for o in prompt.options if o is not None]
    zone = prompt.zone
    if prompt.purpose == "discard_before_draw" and prompt.optional:  # Naveen: keep the hand, draw up to 5
        return None
    if prompt.purpose == "discard_their_card":  # Blowtorch: theirs first (a Stadium may be our own)
        theirs = [o for o in options if game.owner(o) != me]
        return theirs[0] if theirs else options[0]
    if prompt.purpose == "discard_any_tool":  # Tool Scrapper: the opponent's Tools, never our own
        theirs = [o for o in options if game.owner(o) != me]
        return theirs[0] if theirs else None
    if prompt.purpose == "their_hand_to_deck":  # Energy Swatter: the card they want most
        want_theirs = energy_needed_types(game, 1 - me)
        return max(options, key=lambda u: card_value(game, 1 - me, u, want_theirs))
    if zone == "attached":
        owner = game.owner(options[0])
        if owner == me:
            return min(options, key=lambda u: _own_energy_keep_value(game, me, u))
        return max(options, key=lambda u: _their_energy_value(game, 1 - me, u))
    if prompt.purpose == "their_supporter":  # Look-Alike Show: the first Supporter offered
        return options[0]
    if zone == "hand":
        if prompt.purpose in ("evolve_with", "shapeshift_card"):  # Pokémon Breeder; Shapeshift: the most HP
            return max(options, key=lambda u: game.cards[u].hp)
        if prompt.purpose == "secret_plan_card":  # a Basic Pokémon face down stays when flipped: the sturdiest
            basics = [u for u in options if game.cards[u].kind == "pokemon" and game.cards[u].stage == "Basic"]
            return max(basics, key=lambda u: game.cards[u].hp) if basics else options[0]
        if prompt.purpose == "hand_to_attach":  # an attack attaches it: the Energy our Pokémon want most
            want = energy_needed_types(game, me)
            return max(options, key=lambda u: card_value(game, me, u, want))
        if prompt.purpose == "their_hand_to_deck":  # Thieving Swipe: the card most useful to them
            their_want = energy_needed_types(game, 1 - me)
            return max(options, key=lambda u: card_value(game, 1 - me, u, their_want))
        # discard / shuffle / trade away: the least useful card
        want = energy_needed_types(game, me)
        return min(options, key=lambda u: card_value(game, me, u, want))
    if prompt.purpose == "their_discard_trainer":  # Psychic Control: their Trainer most useful to us now
        return max(options, key=lambda u: card_value(game, me, u))
    if zone == "discard":
        if prompt.purpose == "their_discard_to_deck":  # Pranks: the card they will draw next is their least useful
            want = energy_needed_types(game, 1 - me)
            return min(options, key=lambda u: card_value(game, 1 - me, u, want))
        if options and game.owner(options[0]) != me:  # Pokémon Flute: their weakest Basic
            return min(options, key=lambda u: game.cards[u].hp)
        want = energy_needed_types(game, me)
        return max(options, key=lambda u: card_value(game, me, u, want) + game.cards[u].hp / 100)
    if zone == "deck":
        want = energy_needed_types(game, me)
        return max(options, key=lambda u: card_value(game, me, u, want))
    return options[0]


def _own_energy_keep_value(game: Game, player: int, uid: int) -> float:
    """How much we want to keep an attached Energy card (pay costs with the lowest)."""
    slot = _slot_holding(game, player, uid)
    card = game.cards[uid]
    if slot is None:
        return 0.0
    _cost, main = line_of(game, player, game.cards[slot.top])
    units = units_of(game, slot)
    rest = list(units)
    for unit in card.provides:
        if unit in rest:
            rest.remove(unit)
    # losing it makes the main attack further away: keep it
    return 10.0 * (missing_units(tuple(rest), main) - missing_units(units, main)) + len(card.provides)


def _their_energy_value(game: Game, owner: int, uid: int) -> float:
    slot = _slot_holding(game, owner, uid)
    card = game.cards[uid]
    if slot is None:
        return 0.0
    _cost, main = line_of(game, owner, game.cards[slot.top])
    units = units_of(game, slot)
    rest = list(units)
    for unit in card.provides:
        if unit in rest:
            rest.remove(unit)
    return 10.0 * (missing_units(tuple(rest), main) - missing_units(units, main)) + len(card.provides) + (
        3.0 if slot is game.players[owner].active else 0.0)


def _slot_holding(game: Game, player: int, uid: int) -> Slot | None:
    for slot in game.players[player].slots():
        if uid in slot.energy:
            return slot
    return None


def energy_target_score(game: Game, player: int, pos: int, uid: int) -> float:
    """How much attaching Energy card ``uid`` to position ``pos`` helps (for quick policies)."""
    slot = game.players[player].slot(pos)
    if slot is None:
        return -1.0
    line = line_info(game, player, game.cards[slot.top])
    units = units_of(game, slot)
    gain = attack_potential(line, units + game.cards[uid].provides) - attack_potential(line, units)
    return gain + (2.0 if pos == 0 else 0.0)


def threat_of(game: Game, player: int) -> float:
    """Expected damage ``player``'s Active can deal now (used by quick policies)."""
    t = best_threat(game, player)
    return t.damage + 100 * t.p_ko
