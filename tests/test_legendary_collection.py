"""Legendary Collection (base6): the texts it words its own way, played as printed, and its two
theme decks playable."""

from __future__ import annotations

from classic_card_helpers import ready
from engine_helpers import H, T, attach, attack, choose, coins, do, new_game, play, power, seed_for, side, slot, total

from desktop.engine.actions import Choose
from desktop.engine.cards import default_db
from desktop.engine.state import ROTATION_NAMES


def test_both_theme_decks_are_playable():
    decks = default_db().theme_decks()
    assert "Turmoil" in decks and "Lava" in decks
    assert all(c.implemented for c in decks["Turmoil"] + decks["Lava"])


def test_potion_energy_removes_a_damage_counter_when_played_from_the_hand():
    g = new_game(side({"card": "Pidgey", "damage": 30}, hand=["base6-101"]), side("Chansey"))
    attach(g, "Potion Energy", 0)
    assert slot(g, 0).damage == 20 and g.players[0].active.energy
    g = new_game(side("Pidgey", hand=["base6-101"]), side("Chansey"))
    attach(g, "Potion Energy", 0)  # no damage: nothing to remove
    assert slot(g, 0).damage == 0


def test_full_heal_energy_cures_the_pokemon_it_is_attached_to():
    g = new_game(side({"card": "Pidgey", "condition": "Confused", "poison": 10}, hand=["base6-100"]),
                 side("Chansey"))
    attach(g, "Full Heal Energy", 0)
    active = g.players[0].active
    assert ROTATION_NAMES[active.rot] == "" and active.poison == 0


def test_mischief_shuffles_the_opponents_deck_and_keeps_its_cards():
    deck = [f"base1-{n}" for n in range(44, 64)]
    g = new_game(side(ready("base6-81", "Mischief")), side("Chansey", deck=deck))
    before = list(g.players[1].deck)
    n = total(g)
    events = attack(g, "Mischief")
    assert any(e.kind == "shuffle" and e.player == 1 for e in events)
    assert sorted(g.players[1].deck + g.players[1].hand) == sorted(before) and total(g) == n  # one drawn since


def test_flamethrower_or_this_attack_does_nothing_is_a_fire_energy_cost():
    g = new_game(side(ready("base6-10", "Flamethrower")), side("Chansey"))
    energy = len(g.players[0].active.energy)
    attack(g, "Flamethrower")
    assert len(g.players[0].active.energy) == energy - 1 and slot(g, 1).damage == 60


def test_mirror_shell_does_the_same_damage_back_during_the_opponents_next_turn():
    g = new_game(side(ready("base6-39", "Mirror Shell")),
                 side(ready("base1-4", "Fire Spin", extra=["Fire Energy"])), seed=0)
    attack(g, "Mirror Shell")
    while g.pending is not None:
        choose(g, g.pending.answers()[0])
    assert g.current == 1
    wartortle_hp_taken_before = slot(g, 0).damage
    attack(g, "Fire Spin")
    while g.pending is not None:
        choose(g, g.pending.answers()[0])
    dealt = 100  # Charizard's Fire Spin
    assert slot(g, 0, 0) is None or slot(g, 0).damage >= wartortle_hp_taken_before  # Wartortle Knocked Out
    assert g.players[1].active.damage == dealt


def test_surprise_thunder_flips_a_second_coin_for_the_bench_damage():
    for first, second, each in ((H, H, 20), (H, T, 10), (T, H, 0)):
        g = new_game(side(ready("base6-7", "Surprise Thunder")), side("Chansey", bench=["Pidgey", "Rattata"]),
                     seed=seed_for(first, second))
        events = attack(g, "Surprise Thunder")
        assert coins(events)[: 2 if first else 1] == ([first, second] if first else [first])
        assert [s.damage for s in g.players[1].bench] == [each, each]


def test_the_bosss_way_finds_only_evolution_cards_with_dark_in_their_name():
    g = new_game(side("Pidgey", hand=["base6-105"], deck=["base6-5", "base6-2", "base6-38", "Pidgey"]),
                 side("Chansey"))
    play(g, "The Boss's Way")
    offered = {g.name_of(u) for u in g.pending.options}
    assert offered == {"Dark Dragonite", "Dark Dragonair"}


def test_evolutionary_light_searches_an_evolution_card_once_a_turn():
    g = new_game(side("base6-38", deck=["base6-5", "Pidgey", "base1-2"]), side("Chansey"))
    power(g, 0)
    choose(g, next(u for u in g.pending.options if g.name_of(u) == "Blastoise"))
    assert "Blastoise" in [g.name_of(u) for u in g.players[0].hand]
    assert not any(a[0] == "power" for a in g.legal_actions())


def test_challenge_declined_draws_two_cards():
    g = new_game(side("Pidgey", hand=["base6-106"]), side("Chansey"))
    hand = len(g.players[0].hand)
    play(g, "Challenge!")
    assert g.pending.player == 1 and g.pending.purpose == "accept_challenge"
    choose(g, "decline")
    assert len(g.players[0].hand) == hand - 1 + 2


def test_challenge_accepted_fills_both_benches_with_hidden_picks():
    g = new_game(side("Pidgey", hand=["base6-106"], deck=["Rattata", "Rattata", "base1-2"]),
                 side("Chansey", deck=["Abra", "Onix", "Gastly", "base1-4"]))
    n = total(g)
    play(g, "Challenge!")
    choose(g, "accept")
    assert g.pending.player == 0
    pick = next(u for u in g.pending.options if g.name_of(u) == "Rattata")
    assert all(g.cards[u].stage == "Basic" for u in g.pending.options)
    choose(g, pick)
    do(g, Choose(None))  # finished
    assert g.pending.player == 1 and g.players[0].bench == []  # face down: not on the Bench yet
    for name in ("Abra", "Onix"):
        choose(g, next(u for u in g.pending.options if g.name_of(u) == name))
    do(g, Choose(None))  # Gastly stays in the deck
    assert [g.name_of(s.top) for s in g.players[0].bench] == ["Rattata"]
    assert sorted(g.name_of(s.top) for s in g.players[1].bench) == ["Abra", "Onix"]
    assert total(g) == n
