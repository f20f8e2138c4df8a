"""Team Rocket's cards of the Trouble theme deck, one mechanism each: a Pokémon shuffled into the deck
with its attached cards discarded (Abra's Vanish), damage to a chosen Pokémon of the opponent's with its
Pokémon Power stopped (Dark Arbok's Stare) or on a coin (Meowth's Coin Hurl), Poison and Bench damage
(Poison Vapor), and a Power that trades a card from the hand for a draw (Dark Kadabra's Matter Exchange)."""

from classic_card_helpers import ready
from engine_helpers import H, T, attack, choose, end_turn, new_game, power, seed_for, side, slot, zone_names

from desktop.engine.actions import UsePower
from desktop.engine.state import ASLEEP

ABRA, ARBOK, KADABRA, MEOWTH = "base5-49", "base5-2", "base5-39", "base5-62"


def test_vanish_shuffles_abra_into_the_deck_and_discards_its_energy():
    g = new_game(side({"card": ABRA, "energy": ["Psychic Energy", "Water Energy"]}, bench=["Pidgey"]),
                 side("Chansey"))
    attack(g, "Vanish")
    if g.pending is not None:
        choose(g, 1)  # the new Active Pokémon
    assert "Abra" in zone_names(g, 0, "deck")
    assert zone_names(g, 0, "discard") == ["Psychic Energy", "Water Energy"]
    assert g.name_of(slot(g, 0).top) == "Pidgey" and slot(g, 1).damage == 0


def test_stare_damages_the_chosen_pokemon_without_weakness_and_stops_its_power_for_a_turn():
    g = new_game(side(ready(ARBOK, "Stare")),
                 side("Chansey", bench=["base1-2"], hand=["Water Energy", "Water Energy"]))  # Blastoise: Rain Dance
    attack(g, "Stare")
    choose(g, 11)
    assert slot(g, 1, 1).damage == 10 and slot(g, 1).damage == 0
    assert UsePower(1, 0) not in g.legal_actions()  # their turn: Rain Dance stopped
    end_turn(g)
    end_turn(g)
    assert UsePower(1, 0) in g.legal_actions()  # the turn after: it works again


def test_poison_vapor_poisons_the_defending_pokemon_and_hits_each_benched_one():
    g = new_game(side(ready(ARBOK, "Poison Vapor")), side("Chansey", bench=["Pidgey", "Rattata"]))
    attack(g, "Poison Vapor")
    assert slot(g, 1).poison and slot(g, 1).damage == 10 + 10  # the attack, then Poison between turns
    assert slot(g, 1, 1).damage == 10 and slot(g, 1, 2).damage == 10


def test_coin_hurl_does_20_to_the_chosen_pokemon_on_heads_only():
    for heads, damage in ((H, 20), (T, 0)):
        g = new_game(side(ready(MEOWTH, "Coin Hurl")), side("Onix", bench=["Pidgey"]), seed=seed_for(heads))
        attack(g, "Coin Hurl")
        choose(g, 11)
        assert slot(g, 1, 1).damage == damage and slot(g, 1).damage == 0


def test_matter_exchange_discards_a_card_to_draw_one_once_a_turn():
    g = new_game(side(KADABRA, hand=["Grass Energy", "Fire Energy"], deck=["Water Energy"] * 5), side("Chansey"))
    power(g, 0)
    choose(g, g.pending.options[0])
    assert len(g.players[0].hand) == 2 and len(g.players[0].discard) == 1 and len(g.players[0].deck) == 4
    assert UsePower(0, 0) not in g.legal_actions()  # once during your turn


def test_matter_exchange_needs_a_card_in_hand_and_is_stopped_by_sleep():
    g = new_game(side(KADABRA, hand=[]), side("Chansey"))
    assert UsePower(0, 0) not in g.legal_actions()
    g = new_game(side({"card": KADABRA, "condition": "Asleep"}, hand=["Grass Energy"]), side("Chansey"))
    assert slot(g, 0).rot == ASLEEP and UsePower(0, 0) not in g.legal_actions()
