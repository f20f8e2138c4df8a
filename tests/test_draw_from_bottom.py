"""Drawing from the bottom of the deck (Looker: "Draw 3 cards from the bottom of your deck")."""

from desktop.engine.actions import PlayTrainer
from tests.engine_helpers import hand_card, new_game, play, side, zone_names

LOOKER = "sm5-126"


def test_looker_draws_the_3_bottom_cards():
    deck = ["Grass Energy", "Fire Energy", "Water Energy", "Psychic Energy"] + ["Fighting Energy"] * 4
    g = new_game(side("sm5-41", hand=[LOOKER], deck=deck), side("sm5-41"), rules="sm")
    play(g, "Looker")
    assert zone_names(g, 0, "hand") == ["Fire Energy", "Grass Energy", "Water Energy"]
    assert len(g.players[0].deck) == 5 and "Looker" in zone_names(g, 0, "discard")


def test_looker_draws_what_is_left_and_is_not_played_on_an_empty_deck():
    g = new_game(side("sm5-41", hand=[LOOKER], deck=["Grass Energy"]), side("sm5-41"), rules="sm")
    play(g, "Looker")
    assert zone_names(g, 0, "hand") == ["Grass Energy"] and not g.players[0].deck
    g = new_game(side("sm5-41", hand=[LOOKER], deck=[]), side("sm5-41"), rules="sm")
    assert PlayTrainer(hand_card(g, "Looker"), None) not in g.legal_actions()
