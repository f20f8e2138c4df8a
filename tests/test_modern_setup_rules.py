"""Seed 001, "Setting Up to Play" and "Full details of taking a mulligan", under today's rules:
the coin flip, 7 cards, Basic Pokémon only for the Active Spot and the Bench, the Prize cards from
the top of the deck, mulligans and the opponent's extra cards (and the Basic Pokémon among them)."""

from __future__ import annotations

from modern_rules_helpers import cards

from desktop.engine.actions import Choose
from desktop.engine.game import Game
from desktop.engine.rng import GameRandom

ENERGY = "sve-6"  # a basic Energy card


def _deck(*parts: tuple[str, int]) -> list:
    db = cards()
    return [db.get(ref) for ref, count in parts for _ in range(count)]


MIXED = (("mr-1", 20), ("mr-2", 20), (ENERGY, 20))  # Sprout Mon (Basic), Bloom Mon (Stage 1), Energy
LONELY = (("mr-1", 1), (ENERGY, 59))  # a single Basic Pokémon
ALL_BASIC = (("mr-1", 60),)


def _new(deck0, deck1, seed: int, first: int | None = None) -> Game:
    return Game.new([_deck(*deck0), _deck(*deck1)], seed=seed, rules="modern", first=first)


def test_001_setup_the_coin_flip_winner_decides_who_goes_first():
    for seed in range(4):
        g = _new(MIXED, MIXED, seed)
        chooser = 0 if GameRandom(seed).coin() else 1
        assert [e.kind for e in g.last_events] == ["coin", "prompt"]
        assert (g.pending.player, g.pending.options, g.pending.purpose) == (chooser, ("first", "second"), "go_first")
        g.apply(Choose("second"))
        assert g.first == 1 - chooser


def test_001_setup_seven_cards_basic_active_bench_up_to_five_and_six_prizes_from_the_top():
    seed = next(s for s in range(50) if all(p.mulligans == 0 for p in _new(MIXED, MIXED, s, first=0).players))
    g = _new(MIXED, MIXED, seed, first=0)
    assert [len(p.hand) for p in g.players] == [7, 7]
    for player in (0, 1):
        prompt = g.pending
        assert (prompt.player, prompt.purpose, prompt.optional) == (player, "setup_active", False)
        hand = g.players[player].hand
        assert set(prompt.options) == {u for u in hand if g.name_of(u) == "Sprout Mon"}  # Basic Pokémon only
        tops = [list(p.deck) for p in g.players]  # the decks, until the Prize cards are set aside
        g.apply(Choose(prompt.options[0]))
        while g.pending is not None and g.pending.purpose == "setup_bench" and g.pending.player == player:
            assert g.pending.optional and g.pending.maximum == 5
            assert all(g.name_of(u) == "Sprout Mon" for u in g.pending.options)
            tops = [list(p.deck) for p in g.players]
            g.apply(Choose(g.pending.options[0] if player == 0 else None))
    assert g.phase == "main" and g.turn == 1 and g.current == 0
    for player in (0, 1):
        assert sorted(g.players[player].prizes) == sorted(tops[player][-6:])  # the top 6 cards of the deck
    assert len(g.players[0].hand) == 7 - 1 - len(g.players[0].bench) + 1  # the first player drew for the turn
    assert len(g.players[1].hand) == 7 - 1
    assert len(g.players[0].bench) <= 5 and g.players[0].bench


def test_001_setup_a_sixth_benched_pokemon_is_not_offered():
    seed = next(s for s in range(50) if all(p.mulligans == 0 for p in _new(ALL_BASIC, MIXED, s, first=0).players))
    g = _new(ALL_BASIC, MIXED, seed, first=0)
    g.apply(Choose(g.pending.options[0]))
    for _ in range(5):
        assert g.pending.purpose == "setup_bench" and g.pending.player == 0
        g.apply(Choose(g.pending.options[0]))
    assert len(g.players[0].bench) == 5 and len(g.players[0].hand) == 1
    assert g.pending.player == 1 and g.pending.purpose == "setup_active"  # no sixth Bench prompt


def _dealt(deck0, deck1, seed: int) -> Game:
    return _new(deck0, deck1, seed, first=0)


def _mulligan_seed(deck0, deck1) -> int:
    """A seed where Player 2 takes a mulligan and Player 1 does not."""
    return next(s for s in range(200) if [p.mulligans > 0 for p in _dealt(deck0, deck1, s).players] == [False, True])


def test_001_mulligan_reveal_shuffle_back_and_draw_seven_until_a_basic():
    seed = _mulligan_seed(MIXED, LONELY)
    g = _new(MIXED, LONELY, seed, first=0)
    them = g.players[1]
    assert them.mulligans >= 1 and len(them.hand) == 7
    assert "Sprout Mon" in [g.name_of(u) for u in them.hand]  # repeated until the hand has a Basic Pokémon
    assert len(them.deck) == 53  # each mulligan's hand went back into the deck


def test_001_mulligan_the_opponent_may_draw_a_card_for_each_and_bench_the_basic_pokemon_drawn():
    seed = next(s for s in range(200) if _dealt(ALL_BASIC, LONELY, s).players[1].mulligans >= 1)
    g = _new(ALL_BASIC, LONELY, seed, first=0)
    mulligans = g.players[1].mulligans
    g.apply(Choose(g.pending.options[0]))  # Player 1's Active Pokémon
    g.apply(Choose(None))  # and no Bench yet
    while g.pending.player == 1:
        g.apply(Choose(None if g.pending.optional else g.pending.options[0]))
    prompt = g.pending
    assert (prompt.player, prompt.purpose, prompt.options) == (0, "extra_draws", tuple(range(mulligans + 1)))
    assert [len(p.prizes) for p in g.players] == [6, 6]
    hand = list(g.players[0].hand)
    g.apply(Choose(mulligans))
    drawn = [u for u in g.players[0].hand if u not in hand]
    assert len(drawn) == mulligans
    prompt = g.pending  # "If any of those cards are Basic Pokémon, they may be put onto the Bench."
    assert prompt is not None and prompt.purpose == "setup_bench" and prompt.optional
    assert set(prompt.options) == set(drawn)  # only the cards just drawn
    g.apply(Choose(drawn[0]))
    assert g.players[0].bench[-1].top == drawn[0]
    while g.pending is not None and g.phase == "setup":
        g.apply(Choose(None))
    assert g.phase == "main" and g.turn == 1


def test_001_mulligan_when_neither_player_has_a_basic_both_start_over_and_nobody_draws_extra():
    for seed in range(300):
        g = _new(LONELY, LONELY, seed, first=0)
        events = g.apply(Choose("first")) if g.pending.purpose == "go_first" else g.last_events
        draws = [sum(1 for e in events if e.kind == "draw" and e.player == p) for p in (0, 1)]
        if min(draws) > 7 and all(p.mulligans == 0 for p in g.players):
            break
    else:
        raise AssertionError("no seed where both players started over")
    assert not any(e.kind == "mulligan" for e in events)
    while g.phase == "setup":
        assert g.pending.purpose != "extra_draws"
        g.apply(Choose(None if g.pending.optional else g.pending.options[0]))
    assert g.phase == "main"


def test_001_setup_ends_by_revealing_both_sides_and_starting_the_game():
    g = _new(MIXED, MIXED, 3, first=0)
    events = []
    while g.phase == "setup":
        events += g.apply(Choose(None if g.pending.optional else g.pending.options[0]))
    kinds = [(e.kind, e.detail) for e in events]
    assert ("phase", "reveal") in kinds
    assert kinds.index(("phase", "reveal")) < [k for k, _ in kinds].index("turn")


def test_001_zones_no_one_sees_the_decks_order_or_the_prize_cards_nor_the_opponents_hand_but_both_know_the_counts():
    from modern_rules_helpers import game

    g = game({"active": "mr-1", "hand": ["mr-2", "mr-3"], "deck": ["mr-17", "mr-4", "mr-12"], "prizes": ["mr-2"] * 6},
             {"active": "mr-1", "deck": ["mr-17", "mr-4", "mr-12"], "prizes": ["mr-3"] * 6})
    other = g.clone()
    for p in other.players:
        p.deck.reverse()
    assert all(g.view(v).state_key() == other.view(v).state_key() for v in (0, 1))  # deck order: nobody's
    prizes = g.clone()
    for p in prizes.players:
        p.prizes[0], p.deck[0] = p.deck[0], p.prizes[0]
    assert all(g.view(v).state_key() == prizes.view(v).state_key() for v in (0, 1))  # Prize cards: face down
    swapped = g.clone()
    me = swapped.players[0]
    me.hand, me.deck = me.deck[:2], me.hand + me.deck[2:]
    assert g.view(1).state_key() == swapped.view(1).state_key()  # the opponent can't see the hand
    assert g.view(0).state_key() != swapped.view(0).state_key()  # its owner can
    view = g.view(1)
    assert [len(p.deck) for p in view.players] == [3, 3] and len(view.players[0].hand) == 2  # the counts are known
    g = game({"active": "mr-1", "discard": ["mr-2", "mr-17"]}, {"active": "mr-1"})
    assert g.view(1).players[0].discard == g.players[0].discard  # a discard pile is face up for both
