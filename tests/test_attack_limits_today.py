"""Today's limits on attacking and playing: Slaking V's Kinda Lazy (no attack with 2, 4 or 6 Prize
cards left), Shuppet's Enveloping Shadow (heads: no Items next turn) and Spiritomb's Doom Decree (two
heads: a Knock Out)."""

from __future__ import annotations

from engine_helpers import attack, mon, new_game, seed_for, side

from desktop.engine.actions import Attack, PlayTrainer

SLAKING, SHUPPET, SPIRITOMB, TARGET = "pgo-58", "sv1-87", "sv1-129", "sv1-80"


def test_kinda_lazy_stops_attacks_with_an_even_number_of_prizes_left():
    energy = ["Fire Energy"] * 4
    for prizes, can in ((6, False), (5, True), (4, False), (3, True), (2, False), (1, True)):
        g = new_game(side(mon(SLAKING, energy=energy), prizes=["Fighting Energy"] * prizes), side(mon(TARGET)),
                     rules="modern")
        assert (Attack(0) in g.legal_actions()) == can, prizes


def test_enveloping_shadow_on_heads_stops_items_next_turn():
    for heads in (True, False):
        g = new_game(side(mon(SHUPPET, energy=["Psychic Energy"])),
                     side(mon(TARGET), hand=["sv1-181"], deck=["sv1-69"] * 5), seed=seed_for(heads), rules="modern")
        attack(g, "Enveloping Shadow")
        assert g.current == 1
        items = [a for a in g.legal_actions() if isinstance(a, PlayTrainer)]
        assert (items == []) == heads  # Nest Ball


def test_doom_decree_knocks_out_only_on_two_heads():
    energy = ["Darkness Energy"] * 2
    for coins, out in (((True, True), True), ((True, False), False), ((False, True), False)):
        g = new_game(side(mon(SPIRITOMB, energy=energy)), side(mon(TARGET), bench=[mon(TARGET)]),
                     seed=seed_for(*coins), rules="modern")
        attack(g, "Doom Decree")
        assert ("Miraidon" in [g.name_of(u) for u in g.players[1].discard]) == out, coins

