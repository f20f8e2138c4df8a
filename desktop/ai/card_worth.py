"""What a card in hand is worth now, for discards and searches (``card_value``).

Read from data only: a card's kind, stage and line, the node kinds of a Trainer's
effect, the player's board, hand and (public) deck list. A card is worth more when
it can be used soon (an Evolution for a Pokémon in play, a Stage 2 with a card that
skips Stage 1 in hand and its Basic in play) and less when the hand already holds
one like it (a second Energy card waits a turn for its attachment).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.ai.knowledge import STAGES, _nodes, energy_fits, energy_needed_types, node_names
from desktop.engine.cards import default_db
from desktop.engine.fx.card_nodes import MoveCards

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.game import Game

SKIP_STAGE = "evolve_skipping_stage1"  # the node kind of a Trainer that evolves a Basic straight to Stage 2
ENERGY_SPARE = 4.0  # an Energy card is worth this much less per other Energy card in hand (up to 2)


def card_value(game: Game, player: int, uid: int, want: dict[str, float] | None = None) -> float:
    """How useful card ``uid`` is in ``player``'s hand now (for discards and searches)."""
    card = game.cards[uid]
    me = game.players[player]
    kind = card.kind
    if kind == "energy":
        if want is None:
            want = energy_needed_types(game, player)
        others = sum(1 for u in me.hand if u != uid and game.cards[u].kind == "energy")
        return 6.0 + min(8.0, 2.0 * energy_fits(card, want)) - ENERGY_SPARE * min(2, others)
    if kind == "pokemon":
        in_play_names = [game.cards[s.top].name for s in me.slots()]
        if card.stage == "Basic":
            room = len(me.bench) < game.rules.bench_size
            count = len(in_play_names)
            return (9.0 if count < 3 else 6.0) if room else 2.0
        if card.evolves_from in in_play_names:
            return 14.0 + 2 * STAGES.get(card.stage, 0)
        if card.stage == "Stage 2" and _basic_of(game, player, card) in in_play_names and any(
                _skips_stage(game.cards[u]) for u in me.hand if u != uid):
            return 13.0 + 2 * STAGES["Stage 2"]  # playable this turn with the card that skips Stage 1
        hand_names = [game.cards[u].name for u in me.hand if u != uid]
        if card.evolves_from in hand_names:
            return 8.0
        return 4.0
    return trainer_value(game, player, card, uid)


def _skips_stage(card: CardDef) -> bool:
    return card.kind == "trainer" and SKIP_STAGE in node_names(card.effect)


def _basic_of(game: Game, player: int, card: CardDef) -> str:
    """The name of the Basic Pokémon a Stage 2 card's Stage 1 evolves from."""
    return _stage1_base(card.evolves_from or "")


_BASES: dict[str, str] = {}


def _stage1_base(stage1: str) -> str:
    """The Basic a Stage 1 of this name evolves from (looked up in the card database: a deck
    that plays the Stage 2 with Rare Candy often holds no Stage 1 at all)."""
    hit = _BASES.get(stage1)
    if hit is None:
        hit = next((c.evolves_from for c in default_db().by_name.get(stage1.lower(), ())
                    if c.name == stage1 and c.stage == "Stage 1" and c.evolves_from), "")
        _BASES[stage1] = hit
    return hit


def _stage2_names(game: Game, player: int) -> dict[str, str]:
    """Stage 2 name -> its Basic's name, for ``player``'s deck list (public)."""
    printed = game.printed
    lo, hi = (0, game.split) if player == 0 else (game.split, len(printed))
    out: dict[str, str] = {}
    for uid in range(lo, hi):
        card = printed[uid]
        if card.kind == "pokemon" and card.stage == "Stage 2" and card.name not in out:
            out[card.name] = _stage1_base(card.evolves_from or "")
    return out


def _skip_targets(game: Game, player: int, exclude: int) -> tuple[bool, bool]:
    """(a Stage 2 card in hand whose Basic is in play, one in the deck list)."""
    me = game.players[player]
    cards = game.cards
    in_play = {cards[s.top].name for s in me.slots()}
    stage2 = {name for name, base in _stage2_names(game, player).items() if base in in_play}
    in_hand = any(cards[u].name in stage2 and cards[u].stage == "Stage 2" for u in me.hand if u != exclude)
    return in_hand, bool(stage2)


def trainer_value(game: Game, player: int, card: CardDef, uid: int = -1) -> float:
    """A rough worth for a Trainer card in hand now."""
    me = game.players[player]
    them = game.players[1 - player]
    ops = node_names(card.effect)
    if SKIP_STAGE in ops:  # worth a Stage 2 in play when there is one to play
        in_hand, in_list = _skip_targets(game, player, uid)
        return 16.0 if in_hand else 14.5 if in_list else 3.0
    if "gust" in ops:
        return 8.0 if them.bench else 3.0
    if "draw" in ops:
        return 7.0 if len(me.deck) > 10 else 2.0
    if "search_deck" in ops or any(isinstance(n, MoveCards) and n.source == "deck" for n in _nodes(card.effect)):
        return 9.0
    if ops & {"heal", "discard_energy_then_heal", "heal_all_discard_energy"}:
        return 8.0 if any(s.damage for s in me.slots()) else 4.0
    if ops & {"discard_their_energy", "discard_own_for_two_of_theirs"}:
        return 8.0 if any(s.energy for s in them.slots()) else 4.0
    if "switch_own" in ops:
        return 6.0
    if "attach_tool" in ops:
        return 5.0
    if "basic_from_discard_to_bench" in ops or any(
            isinstance(n, MoveCards) and n.source == "discard" for n in _nodes(card.effect)):
        return 6.0
    return 5.0
