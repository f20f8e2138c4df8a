"""Cards of the Sun & Moon theme decks Tropical Takedown and Twilight Rogue (Forbidden Light), Leaf
Charge and Hydro Fury (Celestial Storm) and Storm Caller (Lost Thunder), issue #15: each test plays
the card by the Sun & Moon rules and checks what it did."""

from __future__ import annotations

from desktop.engine.actions import OPPONENT, PlayTrainer
from tests.engine_helpers import H, T, choose, coins, mon, new_game, play, seed_for, side, zone_names

GRASS, WATER, LIGHTNING, PSYCHIC = "Grass Energy", "Water Energy", "Lightning Energy", "Psychic Energy"
LADY, COPYCAT, TATE_LIZA, GUZMA, KAHILI = "sm6-109", "sm7-127", "sm7-148", "sm3-115", "sm8-179"
BIG = "sm1-105"  # Stoutland: 140 HP
PIKIPEK, YUNGOOS, ROWLET = "sm1-106", "sm1-86", "sm1-9"


def _sm(me: dict, them: dict, **kw):
    return new_game(me, them, rules="sm", **kw)


def _legal_trainer(game, card_id: str) -> bool:
    uid = next(u for u in game.players[game.current].hand if game.cards[u].id == card_id)
    return any(isinstance(a, PlayTrainer) and a.card == uid for a in game.legal_actions())


# --- the shared Supporters ---------------------------------------------------------------------

def test_lady_puts_up_to_4_chosen_basic_energy_cards_from_the_deck_into_the_hand():
    game = _sm(side(mon(BIG), hand=[LADY], deck=[GRASS, "sm2-125", WATER, GRASS, LIGHTNING, PSYCHIC, BIG]),
               side(mon(BIG)))
    play(game, "Lady")
    picked = 0
    while game.pending is not None and picked < 4:
        options = [u for u in game.pending.options if u is not None]
        assert all(game.cards[u].is_basic_energy for u in options)  # not Field Blower nor Stoutland
        choose(game, options[0])
        picked += 1
    assert game.pending is None and len(zone_names(game, 0, "hand")) == 4
    left = zone_names(game, 0, "deck")
    assert len(left) == 3 and "Field Blower" in left and "Stoutland" in left
    assert "Lady" in zone_names(game, 0, "discard")


def test_copycat_shuffles_the_hand_away_and_draws_as_many_as_the_opponent_holds():
    game = _sm(side(mon(BIG), hand=[COPYCAT, GRASS, GRASS]), side(mon(BIG), hand=[WATER] * 5))
    play(game, "Copycat")
    me = game.players[0]
    assert len(me.hand) == 5 and len(me.deck) == 10 + 2 - 5
    game = _sm(side(mon(BIG), hand=[COPYCAT, GRASS, GRASS]), side(mon(BIG), hand=[]))
    play(game, "Copycat")
    assert game.players[0].hand == [] and len(game.players[0].deck) == 12  # an empty hand: nothing drawn


def test_tate_and_liza_draws_5_after_shuffling_or_switches_and_the_switch_needs_a_bench():
    game = _sm(side(mon(BIG), bench=[PIKIPEK, ROWLET], hand=[TATE_LIZA, GRASS]), side(mon(BIG)))
    play(game, "Tate & Liza")
    assert len(game.pending.options) == 2
    choose(game, next(o for o in game.pending.options if o.startswith("Switch")))
    choose(game, 2)
    assert game.cards[game.players[0].active.top].id == ROWLET
    assert zone_names(game, 0, "hand") == [GRASS]
    game = _sm(side(mon(BIG), hand=[TATE_LIZA, GRASS]), side(mon(BIG)))  # no Bench: only the draw is offered
    play(game, "Tate & Liza")
    assert len(game.players[0].hand) == 5 and len(game.players[0].deck) == 10 + 1 - 5


def test_guzma_switches_in_the_chosen_opponents_pokemon_then_your_own():
    game = _sm(side(mon(BIG), bench=[PIKIPEK, ROWLET], hand=[GUZMA]), side(mon(BIG), bench=[YUNGOOS, PIKIPEK]))
    play(game, "Guzma")
    choose(game, OPPONENT + 1)
    choose(game, 2)
    assert game.cards[game.players[1].active.top].id == YUNGOOS
    assert game.cards[game.players[0].active.top].id == ROWLET
    assert not _legal_trainer(_sm(side(mon(BIG), bench=[PIKIPEK], hand=[GUZMA]), side(mon(BIG))), GUZMA)
    # with no Bench of your own, only the opponent's Pokémon is switched
    game = _sm(side(mon(BIG), hand=[GUZMA]), side(mon(BIG), bench=[YUNGOOS]))
    play(game, "Guzma")  # (a single Benched Pokémon is chosen by itself)
    assert game.pending is None and game.cards[game.players[1].active.top].id == YUNGOOS


def test_kahili_draws_2_and_on_heads_goes_back_into_the_hand():
    game = _sm(side(mon(BIG), hand=[KAHILI]), side(mon(BIG)), seed=seed_for(H))
    events = play(game, "Kahili")
    assert coins(events) == [True]
    assert sorted(zone_names(game, 0, "hand")) == ["Fighting Energy", "Fighting Energy", "Kahili"]
    assert "Kahili" not in zone_names(game, 0, "discard")
    assert not _legal_trainer(game, KAHILI)  # still one Supporter a turn
    game = _sm(side(mon(BIG), hand=[KAHILI]), side(mon(BIG)), seed=seed_for(T))
    events = play(game, "Kahili")
    assert coins(events) == [False]
    assert zone_names(game, 0, "hand") == ["Fighting Energy"] * 2 and zone_names(game, 0, "discard") == ["Kahili"]


def test_kahili_cannot_be_played_with_an_empty_deck():
    game = _sm(side(mon(BIG), hand=[KAHILI], deck=[]), side(mon(BIG)))
    assert not _legal_trainer(game, KAHILI)
