"""Gym Challenge cards that change how a Trainer card is played, in real games: Sabrina's Psychic
Control (use a Trainer card in the opponent's discard pile as if it were in your hand), Chaos Gym (a
coin for each Trainer card played; on tails the opponent may use it instead) and Rocket's Minefield Gym
(a coin for each Basic Pokémon played from the hand onto the Bench; tails, 2 damage counters)."""

from __future__ import annotations

from classic_card_helpers import ready
from engine_helpers import (
    attack,
    bench,
    choose,
    coins,
    do,
    end_turn,
    evolve,
    hand_card,
    mon,
    new_game,
    play,
    seed_for,
    side,
    slot,
    zone_names,
)

from desktop.ai.answers import answer_prompt
from desktop.engine.actions import PlayTrainer
from desktop.engine.cards import default_db
from desktop.engine.text import card_text

PSYCHIC_CONTROL = "Sabrina's Psychic Control"
CHAOS, MINEFIELD = "gym2-102", "gym2-119"
H, T = True, False


def _side(*args, stadium: str = "", **kw) -> dict:
    return {**side(*args, **kw), **({"stadium": stadium} if stadium else {})}


def _plays(game, name: str) -> list:
    """The play actions offered for the card ``name`` in the hand of the player to move."""
    return [a for a in game.legal_actions() if a[0] == "play" and game.name_of(a[1]) == name]


# ---------------------------------------------------------------- Sabrina's Psychic Control
def _psychic(hand=(), their_discard=(), seed: int = 0, **kw):
    return new_game(side(kw.pop("active", "Pidgey"), hand=["gym2-121", *hand],
                         deck=kw.pop("deck", ["Water Energy"] * 10), **kw),
                    side("Chansey", discard=list(their_discard)), seed=seed)


def test_psychic_control_heads_uses_their_trainer_for_you_and_it_stays_in_their_discard_pile():
    g = _psychic(their_discard=["Bill"], seed=seed_for(H))
    events = play(g, PSYCHIC_CONTROL)
    assert coins(events) == [H]
    prompt = g.pending
    assert prompt.player == 0 and prompt.purpose == "their_discard_trainer" and prompt.zone == "discard"
    assert prompt.optional and [g.name_of(u) for u in prompt.options] == ["Bill"]
    choose(g, prompt.options[0])
    assert zone_names(g, 0, "hand") == ["Water Energy", "Water Energy"]  # Bill drew 2 for the player who used it
    assert len(g.players[1].hand) == 0
    assert zone_names(g, 1, "discard") == ["Bill"]  # it never left its owner's discard pile
    assert zone_names(g, 0, "discard") == [PSYCHIC_CONTROL]
    assert g.resolving == []


def test_psychic_control_tails_does_nothing():
    g = _psychic(hand=["Grass Energy"], their_discard=["Bill"], seed=seed_for(T))
    events = play(g, PSYCHIC_CONTROL)
    assert coins(events) == [T] and g.pending is None
    assert zone_names(g, 0, "hand") == ["Grass Energy"] and zone_names(g, 1, "discard") == ["Bill"]


def test_psychic_control_may_decline_the_card():
    g = _psychic(their_discard=["Bill"], seed=seed_for(H))
    play(g, PSYCHIC_CONTROL)
    choose(g, None)
    assert g.pending is None and g.players[0].hand == [] and zone_names(g, 1, "discard") == ["Bill"]


def test_psychic_control_offers_only_trainers_that_are_not_put_in_play():
    put_in_play = ["PlusPower", "Defender", "Mysterious Fossil", "Clefairy Doll", "gym2-113", "neo1-93",
                   "gym2-101"]  # Cinnabar City Gym (a Stadium), Gold Berry (a Tool), Brock's Protection (attached)
    g = _psychic(their_discard=[*put_in_play, "Bill", "Bill", "Squirtle", "Water Energy"], seed=seed_for(H))
    play(g, PSYCHIC_CONTROL)
    assert [g.name_of(u) for u in g.pending.options] == ["Bill"]  # one choice for both copies


def test_psychic_control_is_not_playable_when_no_card_there_could_be_used():
    g = _psychic(their_discard=["PlusPower", "Mysterious Fossil", "Potion"])  # Potion: no damage to heal
    assert _plays(g, PSYCHIC_CONTROL) == []
    g = _psychic(their_discard=["Potion"], active={"card": "Pidgey", "damage": 20})
    assert _plays(g, PSYCHIC_CONTROL) != []


def test_psychic_control_costs_come_from_the_users_hand():
    g = _psychic(hand=["Grass Energy", "Fire Energy"], their_discard=["Computer Search"], seed=seed_for(H),
                 deck=["Water Energy"] * 9 + ["Double Colorless Energy"])
    play(g, PSYCHIC_CONTROL)
    choose(g, g.pending.options[0])  # Computer Search
    assert g.pending.purpose == "hand_to_discard" and g.pending.player == 0
    while g.pending is not None and g.pending.purpose == "hand_to_discard":
        choose(g, g.pending.options[0])
    assert g.pending.purpose == "deck_to_hand"
    choose(g, next(u for u in g.pending.options if g.name_of(u) == "Double Colorless Energy"))
    assert zone_names(g, 0, "hand") == ["Double Colorless Energy"]
    assert zone_names(g, 0, "discard") == ["Fire Energy", "Grass Energy", PSYCHIC_CONTROL]
    assert zone_names(g, 1, "discard") == ["Computer Search"]


def test_psychic_control_needs_what_the_card_needs_from_the_rest_of_the_hand():
    # Computer Search asks for 2 other cards: Psychic Control itself will have left the hand
    assert _plays(_psychic(hand=["Grass Energy"], their_discard=["Computer Search"]), PSYCHIC_CONTROL) == []
    assert _plays(_psychic(hand=["Grass Energy", "Fire Energy"], their_discard=["Computer Search"]),
                  PSYCHIC_CONTROL) != []


def test_psychic_control_uses_a_card_played_onto_a_pokemon_on_the_one_chosen():
    g = new_game(side({"card": "Pidgey", "damage": 20}, bench=[{"card": "Squirtle", "damage": 30}],
                      hand=["gym2-121"]), side("Chansey", discard=["Potion"]), seed=seed_for(H))
    play(g, PSYCHIC_CONTROL)
    choose(g, g.pending.options[0])  # Potion
    assert g.pending.kind == "pokemon" and g.pending.purpose == "heal_target" and set(g.pending.options) == {0, 1}
    choose(g, 1)
    assert slot(g, 0, 1).damage == 10 and slot(g, 0).damage == 20
    assert zone_names(g, 1, "discard") == ["Potion"]


def test_psychic_control_may_use_their_psychic_control_only_when_another_card_there_could_be_used():
    assert _plays(_psychic(their_discard=["gym2-121"]), PSYCHIC_CONTROL) == []
    g = _psychic(their_discard=["gym2-121", "Bill"], seed=seed_for(H, H))
    play(g, PSYCHIC_CONTROL)
    assert sorted(g.name_of(u) for u in g.pending.options) == ["Bill", PSYCHIC_CONTROL]
    choose(g, next(u for u in g.pending.options if g.name_of(u) == PSYCHIC_CONTROL))
    assert g.pending.purpose == "their_discard_trainer"  # its own coin was heads: the same choice again
    choose(g, next(u for u in g.pending.options if g.name_of(u) == "Bill"))
    assert len(g.players[0].hand) == 2 and zone_names(g, 1, "discard") == ["Bill", PSYCHIC_CONTROL]


def test_the_computer_players_choose_a_card_for_psychic_control():
    g = _psychic(their_discard=["Bill", "Potion"], seed=seed_for(H), active={"card": "Pidgey", "damage": 20})
    play(g, PSYCHIC_CONTROL)
    assert answer_prompt(g) in g.pending.options


# ---------------------------------------------------------------- Chaos Gym
def _chaos(hand, them_hand=(), seed: int = 0, **kw):
    return new_game(_side(kw.pop("active", "Pidgey"), hand=list(hand), deck=["Water Energy"] * 10, stadium=CHAOS),
                    side(kw.pop("their_active", "Chansey"), hand=list(them_hand), deck=["Fire Energy"] * 10),
                    seed=seed, **kw)


def test_chaos_gym_heads_plays_the_card_normally():
    g = _chaos(["Bill"], seed=seed_for(H))
    events = play(g, "Bill")
    assert coins(events) == [H] and g.pending is None
    assert zone_names(g, 0, "hand") == ["Water Energy", "Water Energy"] and zone_names(g, 0, "discard") == ["Bill"]


def test_chaos_gym_tails_the_opponent_may_use_the_card_which_goes_to_its_owners_discard_pile():
    g = _chaos(["Bill"], seed=seed_for(T))
    events = play(g, "Bill")
    assert coins(events) == [T]
    prompt = g.pending
    assert prompt.player == 1 and prompt.purpose == "may" and prompt.options == ("yes", "no")
    choose(g, "yes")
    assert zone_names(g, 1, "hand") == ["Fire Energy", "Fire Energy"]  # the opponent drew, from their deck
    assert g.players[0].hand == [] and len(g.players[0].deck) == 10
    assert zone_names(g, 0, "discard") == ["Bill"] and g.players[1].discard == [] and g.resolving == []
    assert g.current == 0 and g.phase == "main"


def test_chaos_gym_tails_the_opponent_declines_and_nothing_happens():
    g = _chaos(["Bill"], them_hand=["Grass Energy"], seed=seed_for(T))
    play(g, "Bill")
    choose(g, "no")
    assert g.players[0].hand == [] and zone_names(g, 1, "hand") == ["Grass Energy"]
    assert zone_names(g, 0, "discard") == ["Bill"]


def test_chaos_gym_the_opponent_pays_the_cards_costs_from_their_own_hand():
    g = _chaos(["Computer Search", "Grass Energy", "Grass Energy"], them_hand=["Psychic Energy", "Fighting Energy"],
               seed=seed_for(T))
    play(g, "Computer Search")
    choose(g, "yes")
    discarded = []
    while g.pending.purpose == "hand_to_discard":
        assert g.pending.player == 1
        discarded.append(g.pending.options[0])
        choose(g, g.pending.options[0])
    assert g.pending.purpose == "deck_to_hand" and g.pending.player == 1
    choose(g, g.pending.options[0])
    assert zone_names(g, 1, "hand") == ["Fire Energy"] and zone_names(g, 1, "discard") == sorted(
        g.name_of(u) for u in discarded)
    assert zone_names(g, 0, "hand") == ["Grass Energy", "Grass Energy"]  # the player's own hand is untouched
    assert zone_names(g, 0, "discard") == ["Computer Search"]


def test_chaos_gym_tails_no_offer_when_the_opponent_could_not_play_the_card():
    g = _chaos(["Computer Search", "Grass Energy", "Grass Energy"], them_hand=["Fire Energy"], seed=seed_for(T))
    play(g, "Computer Search")  # the opponent has 1 card, not the 2 to discard
    assert g.pending is None and zone_names(g, 0, "discard") == ["Computer Search"]
    g = _chaos(["Potion"], active={"card": "Pidgey", "damage": 20}, seed=seed_for(T))
    play(g, "Potion", 0)  # the opponent's Pokémon have no damage to heal
    assert g.pending is None and slot(g, 0).damage == 20 and zone_names(g, 0, "discard") == ["Potion"]


def test_chaos_gym_the_opponent_uses_a_card_played_onto_a_pokemon_on_their_own():
    g = _chaos(["Potion"], active={"card": "Pidgey", "damage": 20}, their_active={"card": "Chansey", "damage": 30},
               seed=seed_for(T))
    play(g, "Potion", 0)
    choose(g, "yes")
    assert slot(g, 1).damage == 10 and slot(g, 0).damage == 20 and zone_names(g, 0, "discard") == ["Potion"]


def test_chaos_gym_tails_a_card_put_in_play_is_discarded_and_not_offered():
    g = _chaos(["PlusPower"], seed=seed_for(T))
    play(g, "PlusPower", 0)
    assert g.pending is None and slot(g, 0).tools == [] and zone_names(g, 0, "discard") == ["PlusPower"]
    g = _chaos(["PlusPower"], seed=seed_for(H))
    play(g, "PlusPower", 0)
    assert len(slot(g, 0).tools) == 1


def test_chaos_gym_flips_for_a_trainer_played_as_a_pokemon_too():
    g = _chaos(["Clefairy Doll"], seed=seed_for(T))
    events = bench(g, "Clefairy Doll")
    assert coins(events) == [T] and g.players[0].bench == [] and g.pending is None
    assert zone_names(g, 0, "discard") == ["Clefairy Doll"]
    g = _chaos(["Clefairy Doll"], seed=seed_for(H))
    bench(g, "Clefairy Doll")
    assert [g.name_of(s.top) for s in g.players[0].bench] == ["Clefairy Doll"]


def test_chaos_gym_does_not_flip_for_a_stadium():
    g = _chaos(["gym2-113"])  # Cinnabar City Gym
    events = do(g, PlayTrainer(hand_card(g, "Cinnabar City Gym"), None))
    assert coins(events) == [] and g.name_of(g.stadium) == "Cinnabar City Gym"
    assert zone_names(g, 0, "discard") == ["Chaos Gym"]


def test_chaos_gym_the_opponent_may_use_a_psychic_control_the_player_could_not_play():
    g = new_game(_side({"card": "Pidgey", "damage": 20}, hand=["gym2-121"], discard=["Bill"], stadium=CHAOS),
                 side("Chansey", discard=["Potion"], deck=["Fire Energy"] * 10), seed=seed_for(T, H))
    play(g, PSYCHIC_CONTROL)  # for the player, the opponent's Potion; for the opponent, the player's Bill
    choose(g, "yes")  # the opponent uses it: their coin is heads
    assert g.pending.player == 1 and [g.name_of(u) for u in g.pending.options] == ["Bill"]
    choose(g, g.pending.options[0])
    assert zone_names(g, 1, "hand") == ["Fire Energy", "Fire Energy"]
    assert zone_names(g, 0, "discard") == ["Bill", PSYCHIC_CONTROL] and zone_names(g, 1, "discard") == ["Potion"]


def test_chaos_gym_works_for_both_players():
    g = new_game(_side("Pidgey", stadium=CHAOS), side("Chansey", hand=["Bill"], deck=["Fire Energy"] * 10),
                 seed=seed_for(T), current=1)
    play(g, "Bill")
    assert g.pending.player == 0
    choose(g, "yes")
    assert len(g.players[0].hand) == 2 and zone_names(g, 1, "discard") == ["Bill"]


def test_chaos_gym_a_card_used_in_the_other_players_turn_does_not_end_that_turn():
    # Thought Wave Machine: "Your turn is over now": the opponent has no turn to end when using it
    g = _chaos(["neo4-96"], active={"card": "Pidgey", "energy": ["Water Energy"]}, seed=seed_for(T, H, T))
    play(g, "Thought Wave Machine")
    choose(g, "yes")
    assert zone_names(g, 0, "hand") == ["Water Energy"]  # 1 heads: an Energy of the player's Active back
    assert g.current == 0 and g.phase == "main" and g.turn == 3


def test_chaos_gym_used_in_the_other_players_turn_your_next_turn_is_the_very_next():
    g = _chaos(["gym2-120"], seed=seed_for(T, T))  # Rocket's Secret Experiment; the opponent flips tails
    play(g, "Rocket's Secret Experiment")
    choose(g, "yes")
    assert [(owner, until) for owner, until, _mod in g.lasting] == [(1, 4)]  # through the opponent's next turn


def test_chaos_gym_the_opponent_cannot_use_a_card_of_the_players_turn():
    # Blaine: instead of the turn's Energy attachment, which only the player whose turn it is has
    g = _chaos(["gym2-17", "Fire Energy"], active="gym2-1", their_active="gym2-1",
               them_hand=["Fire Energy", "Fire Energy"], seed=seed_for(T))
    play(g, "Blaine")
    assert g.pending is None and zone_names(g, 0, "discard") == ["Blaine"]


def test_chaos_gym_the_opponent_cannot_evolve_with_pokemon_breeder_in_the_players_turn():
    g = _chaos(["base1-76", "Venusaur"], active="Bulbasaur", their_active="Bulbasaur", them_hand=["Venusaur"],
               seed=seed_for(T))
    play(g, "Pokémon Breeder", 0)
    assert g.pending is None and g.name_of(slot(g, 1).top) == "Bulbasaur"
    g = _chaos(["base1-76", "Venusaur"], active="Bulbasaur", seed=seed_for(H))
    play(g, "Pokémon Breeder", 0)
    assert g.pending.purpose == "evolve_with"
    choose(g, g.pending.options[0])
    assert g.name_of(slot(g, 0).top) == "Venusaur"  # heads: played normally, in the player's own turn


def test_chaos_gym_text_matches_the_print():
    card = default_db().get(CHAOS)
    assert card.implemented and "the player's opponent may use that card instead" in card_text(card)


# ---------------------------------------------------------------- Rocket's Minefield Gym
def _minefield(hand, seed: int = 0, **kw):
    return new_game(_side(kw.pop("active", "Pidgey"), hand=list(hand), stadium=MINEFIELD, **kw), side("Chansey"),
                    seed=seed)


def test_minefield_gym_tails_puts_2_damage_counters_on_a_basic_played_onto_the_bench():
    g = _minefield(["Squirtle"], seed=seed_for(T))
    events = bench(g, "Squirtle")
    assert coins(events) == [T] and slot(g, 0, 1).damage == 20
    g = _minefield(["Squirtle"], seed=seed_for(H))
    events = bench(g, "Squirtle")
    assert coins(events) == [H] and slot(g, 0, 1).damage == 0


def test_minefield_gym_works_for_both_players():
    g = new_game(_side("Pidgey", stadium=MINEFIELD), side("Chansey", hand=["Squirtle"]), seed=seed_for(T), current=1)
    bench(g, "Squirtle")
    assert slot(g, 1, 1).damage == 20


def test_minefield_gym_not_for_an_evolution_nor_a_search_to_the_bench():
    g = _minefield(["Wartortle"], bench=[mon("Squirtle")])
    events = evolve(g, "Wartortle", 1)
    assert coins(events) == [] and slot(g, 0, 1).damage == 0
    g = _minefield([], active=ready("base2-49", "Call for Family"), deck=["base2-49"] * 3)
    events = attack(g, "Call for Family")
    if g.pending is not None:
        events += choose(g, g.pending.options[0])
    assert coins(events) == [] and [s.damage for s in g.players[0].bench] == [0]


def test_minefield_gym_only_while_it_is_in_play():
    g = new_game(side("Pidgey", hand=["Squirtle"]), side("Chansey"), seed=seed_for(T))
    events = bench(g, "Squirtle")
    assert coins(events) == [] and slot(g, 0, 1).damage == 0


def test_minefield_gym_a_trainer_played_as_a_basic_pokemon_is_hit_too():
    g = _minefield(["Clefairy Doll"], seed=seed_for(T))
    events = bench(g, "Clefairy Doll")
    assert coins(events) == [T]  # 20 damage Knock Out Clefairy Doll's 10 HP: no Prize card for it
    assert g.players[0].bench == [] and zone_names(g, 0, "discard") == ["Clefairy Doll"]
    assert len(g.players[1].prizes) == 6


def test_minefield_gym_words_follow_the_card_data_which_leaves_the_number_out():
    card = default_db().get(MINEFIELD)
    assert card.implemented and card_text(card).endswith("If tails, put damage counters on that Pokémon.")
    mod = card.statics[0][1]
    assert mod.counters == 2


def test_a_game_goes_on_after_each_of_the_three_cards():
    g = _chaos(["Bill"], seed=seed_for(T))
    play(g, "Bill")
    choose(g, "no")
    end_turn(g)
    assert g.current == 1
