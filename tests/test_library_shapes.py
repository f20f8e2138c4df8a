"""Card-library shapes written once and compiled wherever the same words recur (issue #14): each
test plays one printing in a game and checks what it did."""

from __future__ import annotations

from desktop.engine.cards import default_db
from tests.engine_helpers import attack, mon, new_game, side

RESHIRAM = "bw1-26"  # Outrage: "Does 10 more damage for each damage counter on this Pokémon."


def test_outrage_does_10_more_for_each_damage_counter_on_itself():
    for counters in (0, 3):
        game = new_game(side(mon(RESHIRAM, energy=["Fire Energy"] * 2, damage=10 * counters)),
                        side(mon("Snorlax")), rules="xy")
        attack(game, "Outrage")
        assert game.players[1].active.damage == 20 + 10 * counters


def test_the_outrage_words_compile_on_their_reprints():
    db = default_db()
    db.load_library()
    same = [c for c in db.all_cards() for a in c.attacks
            if a.name == "Outrage" and a.fingerprint == db.get(RESHIRAM).attacks[0].fingerprint]
    assert len(same) >= 3 and all(a.implemented for c in same for a in c.attacks if a.name == "Outrage")


def test_giant_bloom_removes_2_damage_counters_from_the_attacker():
    # "Remove 2 damage counters from Meganium.": written once, compiled on 20 attacks.
    game = new_game(side(mon("col1-27", energy=["Grass Energy"] * 4, damage=30)), side(mon("Snorlax")),
                    rules="xy")
    attack(game, "Giant Bloom")
    assert game.players[1].active.damage == 60 and game.players[0].active.damage == 10


def test_swift_ignores_weakness_in_the_diamond_and_pearl_words():
    # "...isn't affected by Weakness, Resistance, Poké-Powers, Poké-Bodies, or any other effects on the
    # Defending Pokémon.": written once (Electrode), compiled on 23 attacks.
    game = new_game(side(mon("dp7-36", "dp7-80", energy=["Lightning Energy"] * 3)), side(mon("Blastoise", "Squirtle",
                                                                                            "Wartortle")), rules="xy")
    assert any(t == "Lightning" for t, _v in game.card_of(game.players[1].active).weaknesses)
    attack(game, "Swift")
    assert game.players[1].active.damage == 60


def test_feint_attack_damages_the_chosen_benched_pokemon():
    from desktop.engine.actions import OPPONENT, Choose

    game = new_game(side(mon("dp1-100", energy=["Darkness Energy"] * 2)), side(mon("Snorlax"), bench=["Onix"]),
                    rules="xy")
    attack(game, "Feint Attack")
    game.apply(Choose(OPPONENT + 1))
    assert game.players[1].bench[0].damage == 20 and game.players[1].active.damage == 0


def test_triple_poison_puts_3_damage_counters_between_turns():
    # "... Put 3 damage counters instead of 1 on that Pokémon between turns." in the Sun & Moon words.
    from desktop.engine.actions import END_TURN

    game = new_game(side(mon("sm1-56", "sm1-54", "sm1-55", energy=["Psychic Energy"])), side(mon("sm1-105")),
                    rules="sm")
    attack(game, "Triple Poison")
    assert game.players[1].active.poison == 30 and game.players[1].active.damage == 30  # the Checkup after it
    game.apply(END_TURN)
    assert game.players[1].active.damage == 60


def test_flitter_ignores_weakness_on_the_chosen_pokemon():
    from desktop.engine.actions import OPPONENT, Choose

    game = new_game(side(mon("dp5-59", energy=["Grass Energy"] * 2)), side(mon("Onix"), bench=["Snorlax"]),
                    rules="xy")
    assert any(t == "Grass" for t, _v in game.card_of(game.players[1].active).weaknesses)
    attack(game, "Flitter")
    game.apply(Choose(OPPONENT))
    assert game.players[1].active.damage == 20


def test_buddy_bolt_does_30_more_only_after_a_supporter_from_the_hand():
    from desktop.engine.actions import PlayTrainer

    for play_hau in (False, True):
        game = new_game(side(mon("pgo-27", energy=["Lightning Energy"] * 3), hand=["sm1-120"],
                             deck=["Lightning Energy"] * 5), side(mon("Snorlax")), rules="sm")
        if play_hau:
            game.apply(PlayTrainer(game.players[0].hand[0], None))
        attack(game, "Buddy Bolt")
        assert game.players[1].active.damage == (60 if play_hau else 30)


def test_hydro_pump_does_10_more_for_each_water_energy_on_lapras():
    game = new_game(side(mon("mcd19-5", energy=["Water Energy"] * 3 + ["Fire Energy"])), side(mon("sm1-105")),
                    rules="sm")
    attack(game, "Hydro Pump")
    assert game.players[1].active.damage == 100
