"""Today's "Once during your turn" Abilities with a cost, a consequence or a place: Radiant Greninja's
Concealed Cards (an Energy card from the hand first), Rotom V's Instant Charge (the turn ends), Pidgeot
ex's Quick Search (one of that name a turn), Iron Bundle's Hyper Blower (from the Bench, then it goes);
and the attack rules beside them (Radiant Charizard's cost per Prize, Refrigerated Stream)."""

from __future__ import annotations

from engine_helpers import attack, choose, mon, names, new_game, power, side

from desktop.engine.actions import Attack, UsePower

GRENINJA, ROTOM_V, PIDGEOT, IRON_BUNDLE, CHARIZARD = "swsh10-46", "swsh12pt5-45", "sv3-164", "sv4-56", "swsh12pt5-20"
TARGET = "sv1-80"  # Miraidon, 120 HP
DECK = ["Fighting Energy", "Water Energy", "Grass Energy", "Psychic Energy"]


def powers(game) -> list:
    return [a for a in game.legal_actions() if isinstance(a, UsePower)]


def test_concealed_cards_needs_an_energy_card_discarded_from_the_hand():
    g = new_game(side(mon(TARGET), bench=[mon(GRENINJA)], hand=["sv1-176"], deck=DECK), side(mon(TARGET)),
                 rules="modern")
    assert powers(g) == []  # no Energy card in hand
    g = new_game(side(mon(TARGET), bench=[mon(GRENINJA)], hand=["sv1-176", "Water Energy"], deck=DECK),
                 side(mon(TARGET)), rules="modern")
    power(g, 1)  # from the Bench
    if g.pending is not None:
        choose(g, g.pending.options[0])
    assert names(g, g.players[0].discard) == ["Water Energy"] and len(g.players[0].hand) == 3
    assert powers(g) == []  # once a turn


def test_instant_charge_draws_3_and_ends_the_turn():
    g = new_game(side(mon(ROTOM_V), deck=DECK), side(mon(TARGET)), rules="modern")
    power(g, 0)
    assert len(g.players[0].hand) == 3 and g.current == 1


def test_quick_search_takes_any_card_once_a_turn_by_name():
    g = new_game(side(mon(PIDGEOT, "sv1-162", "sv1-163"), bench=[mon(PIDGEOT, "sv1-162", "sv1-163")], deck=DECK),
                 side(mon(TARGET)), rules="modern")
    power(g, 0)
    picked = next(u for u in g.pending.options if g.name_of(u) == "Psychic Energy")
    choose(g, picked)
    assert names(g, g.players[0].hand) == ["Psychic Energy"] and len(g.players[0].deck) == 3
    assert powers(g) == []  # the other Pidgeot ex can't use Quick Search this turn


def test_hyper_blower_only_from_the_bench_then_discards_iron_bundle():
    them = side(mon(TARGET), bench=[mon("sv1-69"), mon("sv1-112")])
    g = new_game(side(mon(IRON_BUNDLE)), them, rules="modern")
    assert powers(g) == []  # in the Active Spot
    g = new_game(side(mon(TARGET), bench=[mon(IRON_BUNDLE, energy=["Water Energy"])]), them, rules="modern")
    power(g, 1)
    assert g.pending.player == 1  # the opponent chooses the new Active Pokémon
    choose(g, g.pending.options[-1])
    assert g.name_of(g.players[1].active.top) == "Riolu" and g.players[0].bench == []
    assert sorted(names(g, g.players[0].discard)) == ["Iron Bundle", "Water Energy"]
    g = new_game(side(mon(TARGET), bench=[mon(IRON_BUNDLE)]), side(mon(TARGET)), rules="modern")
    assert powers(g) == []  # nothing to switch in


def test_excited_heart_costs_colorless_less_per_prize_taken():
    energy = ["Fire Energy"]
    g = new_game(side(mon(CHARIZARD, energy=energy)), side(mon(TARGET), prizes=["Fighting Energy"] * 6),
                 rules="modern")
    assert Attack(0) not in g.legal_actions()
    g = new_game(side(mon(CHARIZARD, energy=energy), prizes=["Fighting Energy"] * 6),
                 side(mon(TARGET), prizes=["Fighting Energy"] * 2), rules="modern")  # they took 4
    assert Attack(0) in g.legal_actions()
    g = new_game(side(mon(CHARIZARD, energy=energy)), side(mon(TARGET), prizes=["Fighting Energy"] * 3),
                 rules="modern")  # they took 3: 2 Colorless still to pay
    assert Attack(0) not in g.legal_actions()


def test_refrigerated_stream_stops_only_an_evolution_pokemon():
    energy, theirs = ["Water Energy"] * 3, ["Lightning Energy"] * 3
    g = new_game(side(mon(IRON_BUNDLE, energy=energy)), side(mon("sv1-79", "sv1-78", energy=theirs)), rules="modern")
    attack(g, "Refrigerated Stream")
    assert g.current == 1 and not any(isinstance(a, Attack) for a in g.legal_actions())  # Kilowattrel: Stage 1
    g = new_game(side(mon(IRON_BUNDLE, energy=energy)), side(mon(TARGET, energy=theirs)), rules="modern")
    attack(g, "Refrigerated Stream")
    assert g.current == 1 and any(isinstance(a, Attack) for a in g.legal_actions())  # a Basic Pokémon attacks


RAIKOU_V, SKWOVET, SQUAWKABILLY, CHIEN_PAO, ALAKAZAM = "swsh9-48", "sv1-151", "sv4pt5-75", "sv4pt5-242", "swsh12-59"


def test_fleet_footed_draws_a_card_only_from_the_active_spot():
    g = new_game(side(mon(TARGET), bench=[mon(RAIKOU_V)], deck=DECK), side(mon(TARGET)), rules="modern")
    assert powers(g) == []
    g = new_game(side(mon(RAIKOU_V), deck=DECK), side(mon(TARGET)), rules="modern")
    power(g, 0)
    assert len(g.players[0].hand) == 1 and powers(g) == []


def test_nest_stash_puts_the_hand_on_the_bottom_and_draws_a_card():
    hand = ["sv1-176", "Fire Energy", "Water Energy"]
    g = new_game(side(mon(SKWOVET), hand=hand, deck=["Psychic Energy", "Grass Energy"]), side(mon(TARGET)),
                 rules="modern")
    power(g, 0)
    me = g.players[0]
    assert names(g, me.hand) == ["Grass Energy"]  # the top card of the deck
    assert sorted(names(g, me.deck[:3])) == ["Fire Energy", "Judge", "Water Energy"]  # the bottom 3
    g = new_game(side(mon(SKWOVET), deck=DECK), side(mon(TARGET)), rules="modern")
    assert powers(g) == []  # an empty hand: nothing to put there, no card drawn


def test_squawk_and_seize_only_on_your_first_turn_and_once_by_name():
    hand = ["sv1-176", "Fire Energy"]
    deck = ["Psychic Energy"] * 8
    me = side(mon(SQUAWKABILLY), bench=[mon(SQUAWKABILLY)], hand=hand, deck=deck)
    g = new_game(me, side(mon(TARGET)), rules="modern", turn=1, first=0)
    power(g, 0)
    assert names(g, g.players[0].hand) == ["Psychic Energy"] * 6 and len(g.players[0].discard) == 2
    assert powers(g) == []  # the other Squawkabilly ex can't use it this turn
    g = new_game(side(mon(SQUAWKABILLY), hand=hand, deck=deck), side(mon(TARGET)), rules="modern")
    assert powers(g) == []  # turn 3: not the first turn


def test_shivery_chill_takes_up_to_2_basic_water_energy_from_the_active_spot():
    deck = ["Water Energy"] * 3 + ["Fire Energy"]
    g = new_game(side(mon(TARGET), bench=[mon(CHIEN_PAO)], deck=deck), side(mon(TARGET)), rules="modern")
    assert powers(g) == []
    g = new_game(side(mon(CHIEN_PAO), deck=deck), side(mon(TARGET)), rules="modern")
    power(g, 0)
    while g.pending is not None:
        assert all(g.name_of(u) == "Water Energy" for u in g.pending.options)
        choose(g, g.pending.options[0])
    assert names(g, g.players[0].hand) == ["Water Energy"] * 2


def test_painful_spoons_moves_up_to_2_counters_between_their_pokemon():
    them = side(mon(TARGET, damage=30), bench=[mon(TARGET)])
    g = new_game(side(mon(ALAKAZAM)), them, rules="modern")
    power(g, 0)  # only their Active Pokémon has counters, and only 1 other Pokémon: 1 counter moved at once
    assert g.pending.purpose == "may"
    choose(g, "yes")
    assert g.players[1].active.damage == 10 and g.players[1].bench[0].damage == 20
    g = new_game(side(mon(ALAKAZAM)), them, rules="modern")
    power(g, 0)
    choose(g, "no")  # just 1
    assert g.players[1].active.damage == 20 and g.players[1].bench[0].damage == 10
    g = new_game(side(mon(ALAKAZAM)), side(mon(TARGET), bench=[mon(TARGET)]), rules="modern")
    assert powers(g) == []  # no damage counters to move
