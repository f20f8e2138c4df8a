"""Abilities of an Active Pokémon that reach past it (``fx/foe_active_mods.py``, ``abilities_away``):
Snorlax's Block (the opponent's Active Pokémon can't retreat), Espathra ex's Dazzling Gaze (their
attacks cost Colorless more) and Klefki's Mischievous Lock (Basic Pokémon have no Abilities)."""

from __future__ import annotations

from engine_helpers import mon, new_game, power, side

from desktop.engine.actions import Attack, Retreat, UsePower

SNORLAX, ESPATHRA, KLEFKI = "pgo-55", "sv4pt5-6", "sv1-96"
ROTOM, MIRAIDON, GRENINJA, PIDGEOT = "sv1-69", "sv1-80", "swsh10-46", "sv3-164"
DECK = ["Fighting Energy", "Water Energy", "Grass Energy", "Psychic Energy"]


def retreats(game) -> list:
    return [a for a in game.legal_actions() if isinstance(a, Retreat)]


def test_block_stops_the_opponents_active_pokemon_retreating_only_while_snorlax_is_active():
    me = side(mon(ROTOM, energy=["Lightning Energy"]), bench=[mon(ROTOM)])
    assert retreats(new_game(me, side(mon(SNORLAX)), rules="modern")) == []
    assert retreats(new_game(me, side(mon(ROTOM), bench=[mon(SNORLAX)]), rules="modern")) != []
    g = new_game(side(mon(SNORLAX, energy=["Lightning Energy"] * 4), bench=[mon(ROTOM)]), side(mon(ROTOM)),
                 rules="modern")
    assert retreats(g) != []  # its owner's own Active Pokémon may retreat


def test_the_refusals_name_the_hold_and_the_changed_cost():
    g = new_game(side(mon(ROTOM, energy=["Lightning Energy"]), bench=[mon(ROTOM)]), side(mon(SNORLAX)),
                 rules="modern")
    assert "cannot retreat now" in g.why_illegal(Retreat(1))
    g = new_game(side(mon(MIRAIDON, energy=["Lightning Energy"] * 3)), side(mon(ESPATHRA, "sv1-100")), rules="modern")
    assert "Lightning, Lightning, Colorless, Colorless" in g.why_illegal(Attack(1))


def test_dazzling_gaze_makes_the_opponents_attacks_cost_colorless_more():
    energy = ["Lightning Energy", "Lightning Energy", "Lightning Energy"]
    g = new_game(side(mon(MIRAIDON, energy=energy)), side(mon(ESPATHRA, "sv1-100")), rules="modern")
    names = [a.name for a in g.card_of(g.players[0].active).attacks]
    assert Attack(names.index("Sharp Fang")) in g.legal_actions()  # 2 -> 3 Energy: paid
    assert Attack(names.index("Lightning Laser")) not in g.legal_actions()  # 3 -> 4: not
    g = new_game(side(mon(MIRAIDON, energy=energy)), side(mon(ROTOM), bench=[mon(ESPATHRA, "sv1-100")]),
                 rules="modern")
    assert Attack(names.index("Lightning Laser")) in g.legal_actions()  # Espathra ex on the Bench: no effect


def test_dazzling_gaze_does_not_touch_its_owners_attacks():
    g = new_game(side(mon(ESPATHRA, "sv1-100", energy=["Psychic Energy"])), side(mon(ROTOM)), rules="modern")
    assert Attack(0) in g.legal_actions()


def test_mischievous_lock_takes_abilities_from_basic_pokemon_of_both_players():
    hand = ["Water Energy"]
    g = new_game(side(mon(KLEFKI), bench=[mon(GRENINJA)], hand=hand, deck=DECK), side(mon(ROTOM)), rules="modern")
    assert not any(isinstance(a, UsePower) for a in g.legal_actions())
    g = new_game(side(mon(ROTOM), bench=[mon(GRENINJA)], hand=hand, deck=DECK), side(mon(KLEFKI)), rules="modern")
    assert not any(isinstance(a, UsePower) for a in g.legal_actions())  # the opponent's Klefki too
    g = new_game(side(mon(ROTOM), bench=[mon(GRENINJA)], hand=hand, deck=DECK), side(mon(ROTOM), bench=[mon(KLEFKI)]),
                 rules="modern")
    assert UsePower(1, 0) in g.legal_actions()  # Klefki on the Bench: no effect


def test_mischievous_lock_leaves_evolution_pokemon_their_abilities():
    g = new_game(side(mon(KLEFKI), bench=[mon(PIDGEOT, "sv1-162", "sv1-163")], deck=DECK), side(mon(ROTOM)),
                 rules="modern")
    power(g, 1)
    assert g.pending is not None  # Quick Search works

