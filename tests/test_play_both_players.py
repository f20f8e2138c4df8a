"""Classic cards played as printed whose effects both players take part in: quizzes and games of guessing,
Prize cards offered or traded, and "each player may ..." (Gym Heroes to Neo Destiny, Legendary
Collection)."""

from __future__ import annotations

from answer_helpers import answer_all
from classic_card_helpers import card, ready
from engine_helpers import (
    H,
    T,
    attack,
    choose,
    coins,
    names,
    new_game,
    play,
    power,
    seed_for,
    side,
    slot,
    zone_names,
)


def test_mistys_duel_lets_the_coins_winner_draw_a_new_hand_of_5():
    for heads, winner in ((H, 0), (T, 1)):
        g = new_game(side("Chansey", hand=["gym1-123", "Pidgey"]), side("Chansey", hand=["Bill"]),
                     seed=seed_for(heads))
        play(g, "Misty's Duel")
        assert len(g.players[winner].hand) == 5


def test_lt_surges_treaty_lets_the_opponent_choose():
    g = new_game(side("Chansey", hand=["gym1-112"]), side("Chansey"))
    play(g, "Lt. Surge's Treaty")
    assert g.pending.player == 1
    choose(g, "you draw a card")
    assert len(g.players[0].hand) == 1
    g = new_game(side("Chansey", hand=["gym1-112"]), side("Chansey"))
    play(g, "Lt. Surge's Treaty")
    choose(g, "each takes a Prize card")
    assert len(g.players[0].prizes) == 5 and len(g.players[1].prizes) == 5 and len(g.players[1].hand) == 1


def test_rebellion_shuffles_gyarados_away_on_two_tails():
    name = card("gym2-13").attacks[0].name
    g = new_game(side(ready("gym2-13", name), bench=["Pidgey"]), side("Chansey"), seed=seed_for(T, T))
    attack(g, name)
    assert slot(g, 1).damage == 0 and "Misty's Gyarados" in names(g, g.players[0].deck)


def test_blaines_quiz_2_the_right_guess_draws_for_the_opponent():
    from desktop.ai.answers import answer_prompt

    for guess, drawer in (("Pokémon card", 1), ("Energy card", 0)):
        g = new_game(side("Chansey", hand=["gym2-111", "Pidgey"]), side("Chansey"))
        play(g, "Blaine's Quiz #2")  # the only other card, Pidgey, goes face down at once
        assert g.pending.player == 1 and g.pending.purpose == "quiz_guess"
        assert answer_prompt(g) in g.pending.options
        hands = [len(p.hand) for p in g.players]
        choose(g, guess)
        assert len(g.players[drawer].hand) == hands[drawer] + 2 and "Pidgey" in zone_names(g, 0, "hand")


def test_mistys_wish_swaps_a_prize_or_draws_a_card():
    from desktop.ai.answers import answer_prompt

    g = new_game(side("Chansey", hand=["gym2-108", "Pidgey"], prizes=["Bill"] * 6), side("Chansey"))
    play(g, "Misty's Wish")
    assert g.pending.player == 1 and answer_prompt(g) == "decline"
    choose(g, "accept")
    assert zone_names(g, 0, "hand") == ["Bill"] and "Pidgey" in names(g, g.players[0].prizes)
    g = new_game(side("Chansey", hand=["gym2-108", "Pidgey"], prizes=["Bill"] * 6), side("Chansey"))
    play(g, "Misty's Wish")
    choose(g, "decline")
    assert len(g.players[0].hand) == 2 and len(g.players[0].prizes) == 6


def test_blaines_quiz_3_the_opponent_guesses_the_name_from_an_attack():
    from desktop.ai.answers import answer_prompt

    for right in (True, False):
        g = new_game(side("Chansey", hand=["gym2-112", "base1-46"]), side("base2-55", bench=["base1-24"]))
        play(g, "Blaine's Quiz #3")  # Charmander, whose only other attack is named when there is one
        if g.pending.purpose == "quiz_attack":
            choose(g, "Scratch")
        assert g.pending.player == 1 and g.pending.purpose == "quiz_guess"
        assert g.pending.options == ("Charmander", "Mankey")  # the Pokémon of this game with Scratch
        assert answer_prompt(g) in g.pending.options
        hands = [len(p.hand) for p in g.players]
        guess = "Charmander" if right else next(o for o in g.pending.options if o != "Charmander")
        choose(g, guess)
        drawer = 1 if right else 0
        assert len(g.players[drawer].hand) == hands[drawer] + 3 and "Charmander" in zone_names(g, 0, "hand")


def test_give_and_help_need_their_four_unown_on_the_bench():
    from desktop.engine.actions import UsePower
    from desktop.engine.fx.ability_frames import IfBenchNames
    from desktop.engine.fx.search_draw_nodes import NewHandSameSize

    g = new_game(side("Chansey", bench=["neo4-27", "neo4-28", "neo4-86", "neo4-58"]), side("Chansey"))
    assert not any(isinstance(a, UsePower) and a.pos in (1, 2) for a in g.legal_actions())  # no [E], [I] here
    four = IfBenchNames(("Unown [H]", "Unown [L]", "Unown [P]", "Unown [G]"), NewHandSameSize())
    assert four.usable(g, 0, 1) and not four.usable(g, 1, 1)


def test_laugh_search_and_tell():
    g = new_game(side("Chansey", bench=["neo4-86"]), side("Chansey"), seed=seed_for(H))
    events = power(g, 1)
    assert len([e for e in events if e.kind == "shuffle"]) == 2
    g = new_game(side("Chansey", bench=["neo4-87"]), side("Chansey"))
    events = power(g, 1)
    assert [e.src for e in events if e.kind == "peek"] == ["prizes"]
    g = new_game(side("Chansey", bench=["neo4-88"], hand=["Pidgey"]), side("Chansey", hand=["Rattata"]),
                 seed=seed_for(H))
    events = power(g, 1)
    assert sorted(e.player for e in events if e.kind == "peek") == [0, 1]


def test_searchlight_lets_each_player_take_a_card_back():
    g = new_game(side(ready("neo4-23", "Searchlight"), discard=["Pidgey"]), side("Chansey", discard=["Rattata"]),
                 seed=seed_for(H))
    attack(g, "Searchlight")
    choose(g, g.players[1].discard[0])
    choose(g, g.players[0].discard[0])
    assert "Rattata" in zone_names(g, 1, "hand") and "Pidgey" in zone_names(g, 0, "hand")


def test_mysterious_wing_and_fish_out_let_both_players_recover_pokemon():
    g = new_game(side(ready("neo4-53", "Mysterious Wing"), discard=["Pidgey"]), side("Chansey", discard=["Rattata"]))
    attack(g, "Mysterious Wing")
    choose(g, g.players[1].discard[0])
    choose(g, g.players[0].discard[0])
    assert "Rattata" in zone_names(g, 1, "hand") and "Pidgey" in zone_names(g, 0, "hand")
    g = new_game(side(ready("neo4-51", "Fish Out"), discard=["Pidgey", "Rattata", "Chansey", "Pidgey"]),
                 side("Chansey"))
    attack(g, "Fish Out")
    for _ in range(3):  # up to 3
        assert g.pending is not None and g.pending.optional
        choose(g, g.pending.options[0])
    assert g.pending is None and len(g.players[0].discard) == 1


def test_arcade_game_takes_the_cards_sharing_a_name():
    g = new_game(side("Chansey", hand=["neo1-83"], deck=["Pidgey", "Pidgey", "Pidgey"]), side("Chansey"))
    play(g, "Arcade Game")
    assert zone_names(g, 0, "hand") == ["Pidgey", "Pidgey", "Pidgey"]


def test_provoke_each_player_benches_the_others_basics():
    g = new_game(side(ready("neo4-21", "Provoke"), hand=["Pidgey", "Potion"]), side("Chansey", hand=["Rattata"]))
    attack(g, "Provoke")
    assert g.pending.player == 0
    choose(g, g.pending.options[0])  # their Rattata onto their Bench
    assert g.pending.player == 1
    choose(g, g.pending.options[0])  # my Pidgey onto my Bench
    assert [g.name_of(s.top) for s in g.players[1].bench] == ["Rattata"]
    assert [g.name_of(s.top) for s in g.players[0].bench] == ["Pidgey"]


def test_pokemon_personality_test():
    for guess, drawer in (("Dark", 1), ("Light", 0)):
        g = new_game(side("Chansey", hand=["neo4-102", "neo4-34"]), side("Chansey"))  # Dark Flaaffy
        hands = [len(g.players[0].hand), len(g.players[1].hand)]
        play(g, "Pokémon Personality Test")
        assert g.pending.purpose == "guess_card" and g.pending.player == 1
        choose(g, guess)
        assert "Dark Flaaffy" in zone_names(g, 0, "hand")
        assert len(g.players[drawer].hand) == hands[drawer] + 3 - (1 if drawer == 0 else 0)


def test_celebi_time_travel():
    for heads in (H, T):
        g = new_game(side(ready("base1-7", "Jab")), side({"card": "neo3-3", "damage": 40}, bench=["Chansey"]),
                     seed=seed_for(heads))
        prizes = len(g.players[0].prizes)
        events = attack(g, "Jab")
        answer_all(g)
        assert coins(events)[:1] == [heads]
        if heads:
            assert "Celebi" not in zone_names(g, 1, "discard") and len(g.players[0].prizes) == prizes
            assert any(g.name_of(u) == "Celebi" for u in g.players[1].deck)
        else:
            assert "Celebi" in zone_names(g, 1, "discard") and len(g.players[0].prizes) == prizes - 1
        assert g.name_of(g.players[1].active.top) == "Chansey"


def test_slowking_mind_games():
    from engine_helpers import choose, play

    for heads in (H, T):
        g = new_game(side({"card": "Chansey", "damage": 40}, hand=["Potion"]), side("neo1-14"), seed=seed_for(heads))
        play(g, "Potion", 0)
        assert g.pending.player == 1 and g.pending.purpose == "may"
        choose(g, "yes")
        answer_all(g)
        if heads:
            assert g.players[0].active.damage == 40 and g.name_of(g.players[0].deck[-1]) == "Potion"
        else:
            assert g.players[0].active.damage == 20 and "Potion" in zone_names(g, 0, "discard")
    g = new_game(side({"card": "Chansey", "damage": 40}, hand=["Potion"]), side("neo1-14"))
    play(g, "Potion", 0)
    choose(g, "no")
    assert g.players[0].active.damage == 20


def test_card_flip_game_turns_a_prize_face_up():
    from engine_helpers import choose, play

    from desktop.engine.actions import PlayTrainer

    for guess, drew in (("Energy", True), ("Pokémon", False)):
        g = new_game(side("Chansey", hand=["neo1-92", "neo1-92"]), side("Chansey", prizes=["Water Energy"] * 6))
        hand = len(g.players[0].hand)
        play(g, "Card-Flip Game")
        prize = g.pending.options[0]
        choose(g, prize)
        choose(g, guess)
        assert len(g.players[0].hand) == hand - 1 + (2 if drew else 0)
        assert (1, f"face_up_prize:{prize}") in g.markers
    g = new_game(side("Chansey", hand=["neo1-92"]), side("Chansey", prizes=["Water Energy"]))
    g.markers = g.markers + ((1, f"face_up_prize:{g.players[1].prizes[0]}"),)
    assert not any(isinstance(a, PlayTrainer) for a in g.legal_actions())  # no face-down Prize left
