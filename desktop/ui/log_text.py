"""The game log in plain words: one engine Event (plus the game) -> one sentence.

Pure Python, no Qt, so it is easy to test. ``event_text`` words a single event;
``describe`` words a batch (the events of one action) and merges what reads
better together ("Brushfire's Charmander used Ember: 30 damage to Bulbasaur.",
"Player 2 drew 7 cards."). Cards a viewer may not see are never named.
A Pokémon named by its position (a Trainer played on it, Energy attached to it)
is the one that was there when it happened: ``describe`` takes the places as
they were before the action (``PlacesBefore``) until an event of the batch
moves Pokémon around.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from desktop.engine.actions import OPPONENT

if TYPE_CHECKING:
    from desktop.engine.events import Event
    from desktop.engine.game import Game

SILENT = frozenset({"prompt", "shuffle"})
MOVES_POKEMON = frozenset({"switch", "retreat", "knockout", "rearrange", "devolve"})
_IN_PLAY = ("active", "bench", "face_down")  # zones a "move" event takes a Pokémon from or puts it in


class PlacesBefore:
    """``game`` with its Pokémon in play where they were when this was made (before an action):
    ``slot_at`` answers from then, everything else from the game now."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.places = {(seat, pos): slot for seat in (0, 1) for pos, slot in game.players[seat].in_play()}

    def __getattr__(self, name: str):
        return getattr(self.game, name)

    def slot_at(self, player: int, pos: int):
        owner, spot = (1 - player, pos - OPPONENT) if pos >= OPPONENT else (player, pos)
        return self.places.get((owner, spot))


def _moves_pokemon(e: Event) -> bool:
    """Does ``e`` change which Pokémon is at which place?"""
    return e.kind in MOVES_POKEMON or (e.kind == "move" and any(z in (e.src, e.dst) for z in _IN_PLAY))


def _player(game: Game, player: int) -> str:
    return game.names[player] if 0 <= player < len(game.names) else "The game"


def _card(game: Game, uid: int) -> str:
    return game.cards[uid].name if 0 <= uid < len(game.cards) else "a card"


def _printed(game: Game, uid: int) -> str:
    """The printed card's name (a card flipped face up during an attack is still the stand-in until it goes)."""
    return game.printed[uid].name if 0 <= uid < len(game.printed) else "a card"


def _mon(game: Game, player: int, uid: int) -> str:
    """"Brushfire's Charmander"."""
    return f"{_player(game, player)}'s {_card(game, uid)}"


def slot_name(game: Game, player: int, pos: int) -> str:
    """The Pokémon at ``pos`` relative to ``player`` (10+ = the opponent's side), by name."""
    owner = player if pos < OPPONENT else 1 - player
    slot = game.slot_at(player, pos) if pos >= 0 else None
    if slot is None:
        where = "Active Pokémon" if pos % OPPONENT == 0 else "Benched Pokémon"
        return f"{_player(game, owner)}'s {where}"
    return game.cards[slot.top].name


def _visible(event: Event, viewer: int | None) -> bool:
    return viewer is None or not event.hidden_from(viewer)


def event_text(event: Event, game: Game, viewer: int | None = None) -> str | None:
    """One sentence for ``event`` as ``viewer`` may see it (None: everything); None to skip."""
    kind = event.kind
    if kind in SILENT:
        return None
    handler = _HANDLERS.get(kind)
    if handler is None:
        return None
    return handler(event, game, viewer)


def _draw(e: Event, g: Game, viewer: int | None) -> str:
    who = _player(g, e.player)
    return f"{who} drew {_card(g, e.card)}." if _visible(e, viewer) else f"{who} drew a card."


_ZONE_WORDS = {"deck": "their deck", "hand": "their hand", "discard": "the discard pile",
               "prizes": "their Prizes", "lost": "the Lost Zone",
               "face_down": "play (face down)"}  # Lt. Surge's Secret Plan: left play unflipped


def _move(e: Event, g: Game, viewer: int | None) -> str | None:
    who = _player(g, e.player)
    src, dst = e.src, e.dst
    seen = _visible(e, viewer)
    name = _card(g, e.card) if seen else "a card"
    if dst == "prizes":
        return None  # summarised by describe(); one line per Prize card is noise
    face_down = g.phase == "setup" and viewer is not None and viewer != e.player  # not revealed yet
    if src == "hand" and dst == "active":
        if face_down or not seen:
            return f"{who} put an Active Pokémon face down."
        return f"{who} chose {name} as their Active Pokémon."
    if src == "hand" and dst == "bench":
        return f"{who} put a Pokémon face down on the Bench." if face_down else f"{who} put {name} on the Bench."
    if dst == "face_down":  # Lt. Surge's Secret Plan: its owner knows the card, the other player doesn't
        printed = g.printed[e.card].name if seen and 0 <= e.card < len(g.printed) else "a card"
        return f"{who} put {printed} face down on the Bench."
    if src in ("active", "bench", "play") and dst == "discard":
        return None  # Knock Outs and played Trainers say it already
    if src == "attached" and dst == "discard":
        return f"{who} discarded {name} from a Pokémon."
    if src == "energy" and dst == "energy":
        return f"{who} moved {name} to {slot_name(g, e.player, e.pos)}."
    if dst == "discard":
        return f"{who} discarded {name} from {_ZONE_WORDS.get(src, src)}."
    if src == "deck" and dst == "hand":
        return f"{who} put {name} from their deck into their hand."
    if src == "discard" and dst == "hand":
        return f"{who} took {name} from the discard pile into their hand."
    if src == "hand" and dst == "deck":
        return f"{who} shuffled {name} into their deck."
    return f"{who} moved {name} from {_ZONE_WORDS.get(src, src)} to {_ZONE_WORDS.get(dst, dst)}."


def _bench(e: Event, g: Game, viewer: int | None) -> str:
    where = " from the discard pile" if e.src == "discard" else ""
    return f"{_player(g, e.player)} put {_card(g, e.card)} on the Bench{where}."


def _evolve(e: Event, g: Game, viewer: int | None) -> str:
    card = g.cards[e.card]
    return f"{_player(g, e.player)} evolved {card.evolves_from} into {card.name}."


def _attach(e: Event, g: Game, viewer: int | None) -> str:
    target = slot_name(g, e.player, e.pos)
    if e.dst == "tool":
        return f"{_player(g, e.player)} attached {_card(g, e.card)} to {target}."
    if e.src == "play":
        return f"{_card(g, e.card)} became {e.detail} Energy attached to {target}."
    return f"{_player(g, e.player)} attached {_card(g, e.card)} to {target}."


def _play(e: Event, g: Game, viewer: int | None) -> str:
    text = f"{_player(g, e.player)} played {_card(g, e.card)}"
    if e.pos >= 0:
        text += f" on {slot_name(g, e.player, e.pos)}"
    return text + "."


def _attack(e: Event, g: Game, viewer: int | None) -> str:
    return f"{_mon(g, e.player, e.card)} used {e.detail}."


def _power(e: Event, g: Game, viewer: int | None) -> str:
    if e.pos == -1:  # the Stadium in play, used by the player whose turn it is
        return f"{_player(g, e.player)} used the Stadium {e.detail}."
    return f"{_mon(g, e.player, e.card)} used {e.detail}."


def _damage(e: Event, g: Game, viewer: int | None) -> str:
    target = _card(g, e.card)
    if e.detail == "Poison":
        return f"Poison: {e.amount} damage to {target}."
    if e.detail == "Burn":
        return f"Burn: {e.amount} damage to {target}."
    if e.detail == "Confusion":
        return f"{target} hurt itself in its confusion: {e.amount} damage."
    if e.detail == "recoil":
        return f"{target} took {e.amount} damage itself."
    return f"{e.amount} damage to {target}."


def _peek(e: Event, g: Game, viewer: int | None) -> str:
    if e.hidden_from(viewer) if viewer is not None else False:
        return f"{_player(g, e.player)} looked at a card ({e.detail})."
    return f"{_player(g, e.player)} looked at {_card(g, e.card)} ({e.detail})."


def _marker(e: Event, g: Game, viewer: int | None) -> str:
    return f"{_player(g, e.player)} used their {e.detail} Power for this game."


def _checkup(e: Event, g: Game, viewer: int | None) -> str | None:
    """Only the start of a Checkup that has work to do is named; its steps log themselves."""
    return "Pokémon Checkup, between the turns." if e.detail == "start" else None


def _heal(e: Event, g: Game, viewer: int | None) -> str:
    return f"{_card(g, e.card)} was healed: {e.amount} damage removed."


def _prevented(e: Event, g: Game, viewer: int | None) -> str:
    return f"Damage to {slot_name(g, e.player, e.pos)} was prevented."


def _condition(e: Event, g: Game, viewer: int | None) -> str:
    target = slot_name(g, e.player, e.pos)
    if e.amount == 0:
        return f"{target} is no longer {e.detail}."
    if e.detail == "Poisoned" and e.amount > 10:
        return f"{target} is now badly Poisoned ({e.amount} damage each turn)."
    return f"{target} is now {e.detail}."


def _coin(e: Event, g: Game, viewer: int | None) -> str:
    side = "heads" if e.amount else "tails"
    if not e.detail:
        return f"Coin flip: {side}."
    if ":" in e.detail or " " in e.detail and e.detail[:1].islower():
        return f"Coin flip: {side} ({e.detail})."  # a rule: "Confused: if tails, the attack fails"
    return f"Coin flip for {e.detail}: {side}."  # an attack or card by name


def _prize(e: Event, g: Game, viewer: int | None) -> str:
    who = _player(g, e.player)
    left = f" ({e.amount} left)" if e.amount else " (the last one!)"
    if _visible(e, viewer):
        return f"{who} took a Prize card: {_card(g, e.card)}{left}."
    return f"{who} took a Prize card{left}."


def _knockout(e: Event, g: Game, viewer: int | None) -> str:
    return f"{_mon(g, e.player, e.card)} was Knocked Out!"


def _retreat(e: Event, g: Game, viewer: int | None) -> str:
    return f"{_mon(g, e.player, e.card)} retreated."


def _switch(e: Event, g: Game, viewer: int | None) -> str:
    name = _mon(g, e.player, e.card)
    if e.detail == "promote":
        return f"{name} is the new Active Pokémon."
    return f"{name} is now the Active Pokémon."


def _turn(e: Event, g: Game, viewer: int | None) -> str:
    return f"Turn {e.amount}: {_player(g, e.player)}."


def _phase(e: Event, g: Game, viewer: int | None) -> str | None:
    who = _player(g, e.player)
    if e.detail == "first player":
        return f"{who} goes first."
    if e.detail == "reveal":
        return "Both players turn their Pokémon face up. The game begins!"
    if e.detail == "end turn":
        return f"{who} ended their turn."
    return None


def _effect(e: Event, g: Game, viewer: int | None) -> str:
    target = slot_name(g, e.player, e.pos)
    words = {
        "prevent_all": f"{target} is protected from all attack effects during the next turn.",
        "prevent_damage": f"{target} is protected from damage during the next turn.",
        "harden": f"{target} is protected from small attacks during the next turn.",
        "smokescreen": f"{target} must flip a coin to attack next turn.",
        "destiny_bond": f"If {target} is Knocked Out next turn, the attacker is too.",
        "energy_burn": f"All Energy on {target} is Fire Energy this turn.",
        "reduce_damage": f"Damage done to {target} is reduced during the next turn.",
        "no_retreat": f"{target} can't retreat during the next turn.",
        "disabled_attack": f"{target} can't attack during the next turn.",
        "base_damage": f"{target} will hit harder next turn.",
        "no_trainers": f"{_player(g, e.player)} can't play Trainer cards during their next turn.",
        "hand set aside": f"{_player(g, e.player)} sets aside {e.amount} cards from their hand face down.",
        "hand back": f"{_player(g, e.player)} puts {e.amount} cards set aside back into their hand.",
    }
    return words.get(e.detail, f"{target}: {e.detail}.")


def _mulligan(e: Event, g: Game, viewer: int | None) -> str:
    return f"{_player(g, e.player)} had no Basic Pokémon and took a mulligan ({e.amount})."


def _game_over(e: Event, g: Game, viewer: int | None) -> str:
    return f"Game over: {e.detail}."


def _sudden_death(e: Event, g: Game, viewer: int | None) -> str:
    return f"{e.detail}!"


def _reveal(e: Event, g: Game, viewer: int | None) -> str:
    who = _player(g, e.player)
    if e.detail == "deck":
        return f"{who} searched their deck."
    if e.detail == "hand":
        return f"{who} showed their hand."
    if e.detail == "face up":
        return f"{who}'s face-down card was flipped over: {_printed(g, e.card)}."
    if e.card >= 0:
        return f"{who} showed {_card(g, e.card)}."
    return f"{who} revealed cards."


def _attack_failed(e: Event, g: Game, viewer: int | None) -> str:
    if e.detail == "Confused":
        return "The attack failed: the Pokémon is Confused."
    return "The attack did nothing."


def _retreat_failed(e: Event, g: Game, viewer: int | None) -> str:
    return f"{_player(g, e.player)}'s Confused Pokémon failed to retreat."


def _rearrange(e: Event, g: Game, viewer: int | None) -> str:
    return f"{_player(g, e.player)} rearranged the top {e.amount} cards of their deck."


def _devolve(e: Event, g: Game, viewer: int | None) -> str:
    return f"{_player(g, e.player)}'s Pokémon was devolved to {_card(g, e.card)}."


BY_HAND = "(by hand) "  # Table mode: a line of something done by hand (log_panel shows it in italics)
def _manual_step(e: Event, g: Game, viewer: int | None) -> str:
    """A manual step opens (``src``: attack, power, trainer or adjust; ``detail``: its name)."""
    who = _player(g, e.player)
    if e.src == "adjust":
        return f"{who} adjusts the table by hand."
    what = e.detail if e.src == "trainer" or e.card < 0 else f"{_card(g, e.card)}'s {e.detail}"
    return f"Holofoil can't run {what} yet: {who} does it by hand."


def _manual_done(e: Event, g: Game, viewer: int | None) -> str:
    who = _player(g, e.player)
    if e.src == "attack":
        return f"{who} finished the attack by hand: it does {e.amount} damage (before Weakness and Resistance)."
    return f"{who} finished by hand."


def _by_hand_only(e: Event, g: Game, viewer: int | None) -> str | None:
    """The line of a move made by hand that the game's own moves leave unsaid (a shuffle, a
    Pokémon card put in the discard pile)."""
    who = _player(g, e.player)
    if e.kind == "shuffle":
        return f"{who} shuffled their deck."
    if e.kind == "move" and e.dst != "prizes":
        name = _card(g, e.card) if _visible(e, viewer) else "a card"
        return f"{who} moved {name} from {_ZONE_WORDS.get(e.src, e.src)} to {_ZONE_WORDS.get(e.dst, e.dst)}."
    if e.kind == "move":
        return f"{who} put a card into their Prizes."
    return None


_HANDLERS = {
    "manual_step": _manual_step, "manual_done": _manual_done,
    "draw": _draw, "move": _move, "bench": _bench, "evolve": _evolve, "attach": _attach, "play": _play,
    "attack": _attack, "power": _power, "damage": _damage, "heal": _heal, "prevented": _prevented,
    "condition": _condition, "coin": _coin, "prize": _prize, "knockout": _knockout, "retreat": _retreat,
    "switch": _switch, "turn": _turn, "phase": _phase, "effect": _effect, "mulligan": _mulligan,
    "game_over": _game_over, "sudden_death": _sudden_death, "reveal": _reveal,
    "attack_failed": _attack_failed, "retreat_failed": _retreat_failed, "rearrange": _rearrange,
    "devolve": _devolve, "checkup": _checkup, "peek": _peek, "marker": _marker,
}


def describe(events: Iterable[Event], game: Game, viewer: int | None = None,
             before: PlacesBefore | None = None) -> list[str]:
    """Sentences for one batch of events, with runs merged for reading. ``before``: the places
    of the Pokémon in play before the action, to name a Pokémon by where it was."""
    places = before if before is not None and before.game is game else game
    out: list[str] = []
    items: Sequence[Event] = list(events)
    skip: set[int] = set()
    by_hand = False
    i = 0
    while i < len(items):
        e = items[i]
        if e.kind == "draw":
            j = i
            while j < len(items) and items[j].kind == "draw" and items[j].player == e.player:
                j += 1
            run = items[i:j]
            if len(run) > 1:
                out.append(_draw_run(run, game, viewer))
                i = j
                continue
        if e.kind == "move" and e.dst == "prizes":
            j = i
            while j < len(items) and items[j].kind == "move" and items[j].dst == "prizes":
                j += 1
            players = sorted({x.player for x in items[i:j]})
            count = sum(1 for x in items[i:j] if x.player == players[0])
            who = " and ".join(_player(game, p) for p in players)
            out.append(f"{who} set aside {count} Prize card{'s' if count != 1 else ''} face down.")
            i = j
            continue
        if e.kind == "attack":
            hit = _attack_damage(items, i)
            if hit is not None:
                skip.add(hit)
                target = items[hit]
                out.append(f"{_mon(game, e.player, e.card)} used {e.detail}: {target.amount} damage to "
                           f"{_card(game, target.card)}.")
                i += 1
                continue
        if i in skip:
            i += 1
            continue
        if e.kind == "manual":  # a move made by hand: it and what follows in this batch are marked
            by_hand = True
        text = event_text(e, places, viewer)  # type: ignore[arg-type]
        if text is None and by_hand:
            text = _by_hand_only(e, game, viewer)
        if text:
            out.append(BY_HAND + text if by_hand or e.kind in ("manual_step", "manual_done") else text)
        if _moves_pokemon(e):
            places = game  # from here on, places are as they are now
        i += 1
    return out


def _attack_damage(items: Sequence[Event], i: int) -> int | None:
    """Index of the damage the attack at ``i`` did to the opponent's Pokémon (first one), if any."""
    attack = items[i]
    for j in range(i + 1, len(items)):
        e = items[j]
        if e.kind in ("attack", "turn", "game_over", "attack_failed", "prompt", "coin"):
            return None  # (after a coin flip the damage has its own line, after the flip's)
        if e.kind == "damage" and e.player != attack.player and e.detail == attack.detail:
            return j
    return None


def _draw_run(run: Sequence[Event], game: Game, viewer: int | None) -> str:
    who = _player(game, run[0].player)
    if all(_visible(e, viewer) for e in run):
        names = ", ".join(_card(game, e.card) for e in run)
        return f"{who} drew {len(run)} cards: {names}."
    return f"{who} drew {len(run)} cards."
