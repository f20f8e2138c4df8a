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
