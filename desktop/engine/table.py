"""Table mode: the moves players make by hand in a manual step, checked and applied.

In Table mode (``rules.table``) a card Holofoil can't run still plays: its attack, Ability or
Trainer text opens a manual step (``fx/manual_step.py``), and an Adjust does the same at any
time in a turn. While the step is open the player to move may make manual moves (the
``Manual*`` actions of ``actions.py``) until they answer the step's prompt ("done", or the
attack's damage). Every move is literal: a card goes exactly where it is put, nothing is
created or lost, and each one is an action of the record, so saves and replays hold.

``manual_problem`` is the one check (an empty string: the move may be made now);
``apply_manual`` makes a checked move; ``manual_moves`` lists the moves the table offers.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from desktop.engine.actions import (
    OPPONENT,
    Action,
    ManualCoin,
    ManualCondition,
    ManualCounters,
    ManualDraw,
    ManualLook,
    ManualMove,
    ManualReveal,
    ManualShuffle,
    ManualSwap,
    parse_pos,
    pos_text,
)
from desktop.engine.prompts import MANUAL
from desktop.engine.state import ASLEEP, CONFUSED, NONE, PARALYZED, Slot

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.game import Game

PILES = ("hand", "deck", "deckbottom", "discard", "lost", "prizes")  # a player's own piles
SPOTS = ("bench", "active")  # a Pokémon card put into play as a new Pokémon
STADIUM = "stadium"
ZONES = PILES + SPOTS + (STADIUM,)
ATTACH_SPOTS = tuple(pos_text(p) for p in (0, 1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 15))
ZONE_WORDS = {"hand": "hand", "deck": "top of the deck", "deckbottom": "bottom of the deck",
              "discard": "discard pile", "lost": "Lost Zone", "prizes": "Prize cards", "bench": "Bench",
              "active": "Active Spot", STADIUM: "Stadium spot"}
CONDITIONS = ("Asleep", "Confused", "Paralyzed", "Poisoned", "Burned")
ROTATIONS = {"Asleep": ASLEEP, "Confused": CONFUSED, "Paralyzed": PARALYZED}
MAX_COUNTERS = 1000  # damage put or taken at once (HP)
LOOK_OFFER = 7  # the table offers looking at up to this many cards (any number is accepted)


@dataclass(frozen=True, slots=True)
class Place:
    """Where a card is: a pile (``zone``), the Stadium spot, or part of a Pokémon in play
    (``zone`` "pokemon", "energy" or "tool" at ``pos`` on ``owner``'s side)."""

    zone: str
    owner: int
    pos: int = -1


def stand_in(card: CardDef) -> CardDef:
    """The card as a Table mode game holds it: a Special Energy Holofoil can't run provides 1
    Colorless Energy (as most do), so it pays costs; anything more, the players do by hand."""
    if card.kind == "energy" and not card.implemented and not card.provides:
        return replace(card, provides=("Colorless",))
    return card


def manual_open(game: Game) -> bool:
    """Whether a manual step is open now (its prompt is waiting)."""
    return game.prompt is not None and game.prompt.kind == MANUAL


def locate(game: Game, uid: int) -> Place | None:
    """Where card ``uid`` is now (None if it is being played: between hand and discard)."""
    owner = game.owner(uid)
    p = game.players[owner]
    for zone in ("hand", "deck", "discard", "prizes", "lost"):
        if uid in getattr(p, zone):
            return Place(zone, owner)
    if game.stadium == uid:
        return Place(STADIUM, owner)
    for pos, slot in p.in_play():
        if uid in slot.cards:
            return Place("pokemon", owner, pos)
        if uid in slot.energy:
            return Place("energy", owner, pos)
        if any(t == uid for t, _ in slot.tools) or uid in slot.held:  # held: an Evolution card (Shapeshift)
            return Place("tool", owner, pos)
    return None


def manual_problem(game: Game, action: Action) -> str:
    """Why ``action`` (a manual move) can't be made now, or "" if it can."""
    if not manual_open(game):
        return "Manual moves are made in a manual step (Table mode): press Adjust first."
    assert game.prompt is not None
    mover = game.prompt.player
    verb = action[0]
    if verb == "move":
        return _move_problem(game, mover, action[1], action[2])
    if verb == "counters":
        slot = _slot(game, mover, action[1])
        amount = action[2]
        if slot is None:
            return f"There is no Pokémon at {pos_text(action[1])}."
        if amount == 0 or amount % 10 or abs(amount) > MAX_COUNTERS:
            return f"Damage is put in tens (10 per damage counter), up to {MAX_COUNTERS} at once; not {amount}."
        if amount < 0 and slot.damage == 0:
            return f"{game.name_of(slot.top)} has no damage counters to remove."
        return ""
    if verb == "condition":
        if action[1] % OPPONENT != 0 or _slot(game, mover, action[1]) is None:
            return "Only an Active Pokémon can have a Special Condition."
        if action[2] not in CONDITIONS:
            return f"{action[2]!r} is not a Special Condition ({', '.join(CONDITIONS)})."
        return ""
    if verb == "swap":
        return _swap_problem(game, mover, action[1], action[2])
    if verb in ("shuffle", "draw", "look"):
        if action[1] not in (0, 1):
            return "Side 0 is your deck, 1 your opponent's."
        deck = game.players[_side(mover, action[1])].deck
        if verb == "draw" and not deck:
            return "That deck is empty: there is no card to draw."
        if verb == "look" and not 1 <= action[2] <= len(deck):
            return f"That deck has {len(deck)} card(s); look at 1 to {len(deck)}."
        return ""
    if verb == "reveal":
        place = locate(game, action[1]) if 0 <= action[1] < len(game.cards) else None
        if place is None or place.owner != mover or place.zone not in ("hand", "deck", "prizes"):
            return "You reveal a card of your own hand, deck or Prize cards."
        return ""
    return ""  # a coin flip


def _move_problem(game: Game, mover: int, uid: int, zone: str, place: Place | None = None) -> str:
    """Why card ``uid`` can't go to ``zone`` (``place``: where it is, if the caller knows)."""
    if not 0 <= uid < len(game.cards):
        return f"There is no card {uid} in this game."
    card = game.cards[uid]
    place = place or locate(game, uid)
    if place is None:
        return f"{card.name} is being played; it goes where it belongs when the step is done."
    if zone in ZONES:
        if zone == place.zone or (zone == "deckbottom" and place.zone == "deck"):
            return f"{card.name} is already there."
        if zone in SPOTS:
            return _into_play_problem(game, uid, place, zone)
        if zone == STADIUM:
            if card.subtype != "Stadium":
                return f"{card.name} is not a Stadium card."
            if game.stadium >= 0:
                return f"{game.name_of(game.stadium)} is in play: move it away first."
        return _leave_play_problem(game, place)
    try:
        target = parse_pos(zone)
    except ValueError:
        return f"{zone!r} is not a place a card can go ({', '.join(ZONES)}, or a Pokémon: a, b1..b5, oa, ob1..ob5)."
    assert target is not None
    slot = _slot(game, mover, target)
    if slot is None:
        return f"There is no Pokémon at {zone}."
    if _side(mover, target // OPPONENT) != place.owner:
        return f"{card.name} can only go onto its owner's Pokémon."
    if place.zone in ("pokemon", "energy", "tool") and place.pos == target % OPPONENT and uid in slot.all_cards():
        return f"{card.name} is already on that Pokémon."
    if not (card.kind in ("pokemon", "energy") or card.subtype == "Pokémon Tool"):
        return "Only Pokémon, Energy and Pokémon Tool cards go onto a Pokémon."
    return _leave_play_problem(game, place)


def _into_play_problem(game: Game, uid: int, place: Place, zone: str) -> str:
    card = game.cards[uid]
    if not (card.kind == "pokemon" or "play_as_basic" in card.flags):
        return f"Only a Pokémon card becomes a Pokémon in play; {card.name} is not one."
    p = game.players[place.owner]
    if zone == "bench" and len(p.bench) >= game.rules.bench_size:
        return "That Bench is full."
    if zone == "active" and p.active is not None:
        return "That Active Spot is taken: move or swap the Active Pokémon first."
    return _leave_play_problem(game, place)


def _leave_play_problem(game: Game, place: Place) -> str:
    """A Pokémon's last card can't leave while cards are attached to it (move those first)."""
    if place.zone != "pokemon":
        return ""
    slot = game.players[place.owner].at(place.pos)
    if len(slot.cards) == 1 and (slot.energy or slot.tools or slot.held):
        return (f"Cards are attached to {game.name_of(slot.top)}: move them first, then the Pokémon "
                "(its damage and Special Conditions go with it).")
    return ""


def _swap_problem(game: Game, mover: int, a: int, b: int) -> str:
    if a // OPPONENT != b // OPPONENT or a == b:
        return "Swap two different Pokémon of the same side."
    if _slot(game, mover, a) is None or _slot(game, mover, b) is None:
        return "Both places need a Pokémon to swap."
    return ""


def _side(mover: int, side: int) -> int:
    """The player a side number means: 0 the mover, 1 the mover's opponent."""
    return mover if side == 0 else 1 - mover


def _slot(game: Game, mover: int, pos: int) -> Slot | None:
    if not (0 <= pos <= 5 or OPPONENT <= pos <= OPPONENT + 5):
        return None
    return game.slot_at(mover, pos)


# ---------------------------------------------------------------------- applying
def apply_manual(game: Game, action: Action) -> None:
    """Make manual move ``action``, which ``manual_problem`` has passed."""
    assert game.prompt is not None
    mover = game.prompt.player
    game.emit("manual", mover, detail=str(action))  # the log shows what follows in italics
    verb = action[0]
    if verb == "move":
        _move(game, mover, action[1], action[2])
    elif verb == "counters":
        pos = action[1]
        slot = _slot(game, mover, pos)
        assert slot is not None
        before = slot.damage
        slot.damage = max(0, slot.damage + action[2])
        owner, own_pos = _side(mover, pos // OPPONENT), pos % OPPONENT
        kind = "damage" if slot.damage > before else "heal"
        game.emit(kind, owner, card=slot.top, pos=own_pos, amount=abs(slot.damage - before), detail="by hand")
    elif verb == "condition":
        _toggle_condition(game, _side(mover, action[1] // OPPONENT), action[2])
    elif verb == "swap":
        _swap(game, _side(mover, action[1] // OPPONENT), action[1] % OPPONENT, action[2] % OPPONENT)
    elif verb == "flip":
        game.coin("flipped by hand", mover)
    elif verb == "shuffle":
        game.shuffle_deck(_side(mover, action[1]))
    elif verb == "draw":
        game.draw(_side(mover, action[1]))
    elif verb == "reveal":
        place = locate(game, action[1])
        assert place is not None
        game.emit("reveal", mover, card=action[1], src=place.zone)
    elif verb == "look":
        owner = _side(mover, action[1])
        for uid in reversed(game.players[owner].deck[-action[2]:]):  # the top card first
            game.emit("peek", mover, card=uid, src="deck", detail="looked at by hand")


def _move(game: Game, mover: int, uid: int, zone: str) -> None:
    place = locate(game, uid)
    assert place is not None
    owner = place.owner
    p = game.players[owner]
    target = None if zone in ZONES else parse_pos(zone)
    onto = None if target is None else p.at(target % OPPONENT)  # found before the card leaves its place:
    _take(game, uid, place)  # taking a Benched Pokémon's last card moves the Pokémon after it up the Bench
    src = place.zone if place.zone not in ("pokemon", "energy", "tool") else "active" if place.pos == 0 else "bench"
    if zone in PILES:
        pile = getattr(p, "deck" if zone == "deckbottom" else zone)
        if zone == "deckbottom":
            pile.insert(0, uid)
        else:
            pile.append(uid)
        game.emit("move", owner, card=uid, src=src, dst="deck" if zone == "deckbottom" else zone,
                  detail="bottom" if zone == "deckbottom" else "")
    elif zone == "bench":
        p.bench.append(Slot(uid, game.turn))
        game.emit("bench", owner, card=uid, src=src, dst="bench", pos=len(p.bench))
    elif zone == "active":
        p.active = Slot(uid, game.turn)
        game.emit("move", owner, card=uid, src=src, dst="active", pos=0)
    elif zone == STADIUM:
        game.stadium = uid
        game.emit("move", owner, card=uid, src=src, dst="stadium")
    else:
        assert onto is not None
        slot = onto
        pos = 0 if slot is p.active else p.bench.index(slot) + 1
        card = game.cards[uid]
        if card.kind == "pokemon":
            slot.cards.append(uid)
            game.emit("evolve", owner, card=uid, src=src, dst="stack", pos=pos)
        elif card.kind == "energy":
            slot.energy.append(uid)
            game.emit("attach", owner, card=uid, src=src, dst="energy", pos=pos)
        else:
            slot.tools.append((uid, 0))
            game.emit("attach", owner, card=uid, src=src, dst="tool", pos=pos)


def _take(game: Game, uid: int, place: Place) -> None:
    """Take card ``uid`` out of ``place``; a Pokémon whose last card goes leaves play."""
    p = game.players[place.owner]
    if place.zone == STADIUM:
        game.stadium = -1
    elif place.zone in ("pokemon", "energy", "tool"):
        slot = p.at(place.pos)
        if place.zone == "energy":
            slot.energy.remove(uid)
        elif place.zone == "tool":
            slot.tools = [t for t in slot.tools if t[0] != uid]
            slot.held = tuple(u for u in slot.held if u != uid)
        elif len(slot.cards) > 1:
            slot.cards.remove(uid)
        else:
            game.remove_from_play(place.owner, place.pos, slot)
    else:
        getattr(p, place.zone).remove(uid)


def _toggle_condition(game: Game, owner: int, name: str) -> None:
    slot = game.players[owner].at(0)
    if name in ROTATIONS:
        rot = NONE if slot.rot == ROTATIONS[name] else ROTATIONS[name]
        game.set_rotation(owner, 0, slot, rot)
        if rot == PARALYZED:
            slot.paralyzed_turn = game.turn
        return
    if name == "Poisoned":
        slot.poison = 0 if slot.poison else 10
        on = bool(slot.poison)
    else:
        slot.burned = not slot.burned
        on = slot.burned
    game.emit("condition", owner, card=slot.top, pos=0, detail=name, amount=1 if on else 0)


def _swap(game: Game, owner: int, a: int, b: int) -> None:
    p = game.players[owner]
    if a > b:
        a, b = b, a
    if a == 0:  # like switch_active, but by hand: no card's rule stops it
        old, new = p.at(0), p.bench[b - 1]
        p.active, p.bench[b - 1] = new, old
        game.clear_conditions(owner, b, old)
        old.end_attack_effects()
        game.emit("switch", owner, card=new.top, pos=b, detail="by hand")
        return
    p.bench[a - 1], p.bench[b - 1] = p.bench[b - 1], p.bench[a - 1]
    game.emit("move", owner, card=p.bench[a - 1].top, src="bench", dst="bench", pos=a, detail="by hand")


# ---------------------------------------------------------------------- offering
def manual_moves(game: Game) -> list[Action]:
    """The manual moves the table offers now (every move made by dragging, and the buttons):
    each one passes ``manual_problem``. Damage is offered 10 at a time and looking at up to
    ``LOOK_OFFER`` cards; other amounts are accepted too."""
    if not manual_open(game):
        return []
    assert game.prompt is not None
    mover = game.prompt.player
    moves: list[Action] = []
    for uid in range(len(game.cards)):
        place = locate(game, uid)
        if place is not None:
            moves += [ManualMove(uid, zone) for zone in ZONES + ATTACH_SPOTS
                      if not _move_problem(game, mover, uid, zone, place)]
    candidates: list[Action] = []
    for side in (0, 1):
        for pos in range(6):
            target = pos + OPPONENT * side
            candidates += [ManualCounters(target, 10), ManualCounters(target, -10)]
            candidates += [ManualSwap(target, other + OPPONENT * side) for other in range(pos + 1, 6)]
        candidates += [ManualCondition(OPPONENT * side, c) for c in CONDITIONS]
        candidates += [ManualShuffle(side), ManualDraw(side)]
        candidates += [ManualLook(side, n) for n in range(1, LOOK_OFFER + 1)]
    candidates += [ManualReveal(uid) for uid in game.players[mover].hand]
    candidates.append(ManualCoin())
    return moves + [a for a in candidates if not manual_problem(game, a)]
