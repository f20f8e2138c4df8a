"""Classic Stadiums and Pokémon Tools played as printed: rules on every Pokémon while a Stadium is in play,
what a player may do once a turn with it, discarding it, and Tools that act for the Pokémon they are
attached to (Berries, Focus Band, Counterattack Claws...)."""

from __future__ import annotations

from answer_helpers import answer_all, rot_name
from classic_card_helpers import ready
from engine_helpers import (
    H,
    T,
    attack,
    choose,
    coins,
    do,
    end_turn,
    mon,
    new_game,
    play,
    power,
    seed_for,
    side,
    slot,
    zone_names,
)


def test_resistance_gym_and_the_rockets_training_gym():
    g = new_game({**side(ready("gym1-72", "Sand Pit")), "stadium": "gym2-109"}, side("Pidgey"))  # Pidgey: -30
    attack(g, "Sand Pit")
    assert slot(g, 1).damage == 10
    g = new_game({**side("Squirtle", bench=["Pidgey"]), "stadium": "gym1-104"}, side("Chansey"))
    assert g.retreat_cost(g.players[0].active) == 2


def test_transparent_walls_shields_the_bench_during_their_next_turn():
    g = new_game(side("Chansey", hand=["gym2-125"], bench=["Pidgey"]),
                 side(ready("gym2-34", "Detonate"), bench=["Rattata"]))
    play(g, "Transparent Walls")
    end_turn(g)
    attack(g, "Detonate")
    assert slot(g, 0, 1).damage == 0 and slot(g, 1, 1).damage == 10


def test_no_removal_gym_taxes_energy_removal_two_cards():
    them = side(mon("Chansey", energy=["Water Energy"]))
    g = new_game({**side("Chansey", hand=["Energy Removal", "Pidgey"]), "stadium": "gym1-103"}, them)
    assert not any(a[0] == "play" for a in g.legal_actions())
    g = new_game({**side("Chansey", hand=["Energy Removal", "Pidgey", "Rattata", "Bill"]), "stadium": "gym1-103"},
                 them)
    do(g, next(a for a in g.legal_actions() if a[0] == "play" and g.name_of(a[1]) == "Energy Removal"))
    while g.pending is not None:
        choose(g, g.pending.options[0])
    assert len(g.players[0].hand) == 1 and not slot(g, 1).energy
    assert "Energy Removal" in zone_names(g, 0, "discard") and len(g.players[0].discard) == 3


def test_lucky_stadium_lets_the_player_flip_to_draw():
    from desktop.engine.actions import UseStadium

    g = new_game(side("Chansey", hand=["neo4-100"]), side("Chansey"), seed=seed_for(H))
    play(g, "Lucky Stadium")
    hand = len(g.players[0].hand)
    do(g, UseStadium())
    assert len(g.players[0].hand) == hand + 1
    assert UseStadium() not in g.legal_actions()


def test_energy_stadium_takes_a_basic_energy_back():
    from desktop.engine.actions import UseStadium

    g = new_game(side("Chansey", hand=["neo4-99"], discard=["Water Energy", "Pidgey"]), side("Chansey"),
                 seed=seed_for(H))
    play(g, "Energy Stadium")
    do(g, UseStadium())
    answer_all(g)
    assert "Water Energy" in [g.name_of(u) for u in g.players[0].hand]


def test_healing_field_heals_the_active_pokemon():
    from desktop.engine.actions import UseStadium

    g = new_game(side({"card": "Chansey", "damage": 30}, hand=["neo3-61"]), side("Chansey"), seed=seed_for(H))
    play(g, "Healing Field")
    do(g, UseStadium())
    assert slot(g, 0).damage == 10


def test_rockets_hideout_gives_dark_pokemon_20_hp():
    g = new_game(side("Chansey", hand=["neo3-63"]), side("neo4-33"))
    before = g.hp_of(slot(g, 1))
    play(g, "Rocket's Hideout")
    assert g.hp_of(slot(g, 1)) == before + 20 and g.hp_of(slot(g, 0)) == 120


def test_broken_ground_gym_raises_basic_pokemons_retreat_cost():
    from desktop.engine import layer

    g = new_game(side("Chansey", hand=["neo4-92"], bench=["Pidgey"]), side("Chansey"))
    before = layer.retreat_cost(g, 0, slot(g, 0))
    play(g, "Broken Ground Gym")
    assert layer.retreat_cost(g, 0, slot(g, 0)) == before + 1


def test_sprout_tower_reduces_colorless_attackers_damage():
    g = new_game(side(ready("base6-34", "Whirlwind"), hand=["neo1-97"]), side("Chansey", bench=["Pidgey"]))
    play(g, "Sprout Tower")
    attack(g, "Whirlwind")
    answer_all(g)
    assert all(s.damage == 0 for s in g.players[1].slots())


def test_gold_berry_removes_4_counters_between_turns():
    g = new_game(side({"card": "Chansey", "damage": 50}, hand=["neo1-93"]), side("Chansey"))
    play(g, "Gold Berry", 0)
    end_turn(g)
    assert slot(g, 0).damage == 10 and "Gold Berry" in zone_names(g, 0, "discard")


def test_quick_attack_and_swipe():
    g = new_game(side(ready("neo3-24", "Quick Attack")), side("Charizard"), seed=seed_for(H))
    attack(g, "Quick Attack")
    dark = sum(g.name_of(u) == "Darkness Energy" for u in g.players[0].active.energy)
    assert slot(g, 1).damage == 30 + 10 * dark
    g = new_game(side(ready("neo3-24", "Swipe")),
                 side({"card": "Chansey", "tools": ["neo1-99"]}, bench=[{"card": "Pidgey", "tools": ["neo1-93"]}]),
                 seed=seed_for(H))
    attack(g, "Swipe")
    assert all(not s.tools for s in g.players[1].slots()) and len(g.players[1].discard) == 2


def test_grab_shuffles_an_attached_trainer_into_their_deck():
    g = new_game(side(ready("neo3-41", "Grab")), side({"card": "Chansey", "tools": ["neo1-99"]}))
    attack(g, "Grab")
    answer_all(g)
    assert not slot(g, 1).tools and "Berry" in [g.name_of(u) for u in g.players[1].deck + g.players[1].hand]


def test_fluffy_wool_may_put_the_attacker_asleep():
    g = new_game(side(ready("base6-35", "Horn Attack")), side("neo4-26"), seed=seed_for(H, T))
    attack(g, "Horn Attack")
    answer_all(g)
    assert rot_name(slot(g, 0)) == "Asleep"


def test_knock_over_may_discard_the_stadium():
    g = new_game(side(ready("neo4-26", "Knock Over"), hand=["neo4-100"]), side("Chansey"))
    play(g, "Lucky Stadium")
    attack(g, "Knock Over")
    choose(g, "yes")
    assert g.stadium < 0 and "Lucky Stadium" in zone_names(g, 0, "discard")


def test_miracle_berry_cures_between_turns():
    g = new_game(side({"card": "Chansey", "condition": "Confused", "poison": 10}, hand=["neo1-94"]),
                 side("Chansey"))
    play(g, "Miracle Berry", 0)
    end_turn(g)
    assert rot_name(slot(g, 0)) == "" and slot(g, 0).poison == 0 and "Miracle Berry" in zone_names(g, 0, "discard")


def test_focus_band_may_save_its_pokemon_once():
    g = new_game(side(ready("base6-35", "Ram")), side({"card": "Pidgey", "tools": ["neo1-86"], "damage": 30}),
                 seed=seed_for(H))
    attack(g, "Ram")
    answer_all(g)
    pidgey = g.players[1].active
    assert g.name_of(pidgey.top) == "Pidgey" and g.hp_of(pidgey) - pidgey.damage == 10 and not pidgey.tools


def test_radio_tower_peeks_at_the_top_2():
    from desktop.engine.actions import UseStadium

    g = new_game(side("Chansey", hand=["neo4-95"]), side("Chansey"))
    play(g, "Radio Tower")
    top = list(g.players[0].deck[-2:])
    events = do(g, UseStadium())
    assert len([e for e in events if e.kind == "peek"]) == 2 and g.players[0].deck[-2:] == top


def test_energy_amplifier_trades_an_energy_for_up_to_3_basic_energy():
    for seed in range(20):  # the deck is shuffled before the coin: find a game whose coin is heads
        g = new_game(side("Chansey", hand=["neo4-98", "Fire Energy"], deck=["Water Energy"] * 4 + ["Pidgey"]),
                     side("Chansey"), seed=seed)
        events = play(g, "Energy Amplifier")
        if coins(events) == [H]:
            break
    answer_all(g)
    hand = zone_names(g, 0, "hand")
    assert hand.count("Water Energy") + hand.count("Fire Energy") == 3 and len(g.players[0].deck) == 3


def test_dark_porygon2_curve_attack_and_spatial_distortion():
    g = new_game(side(ready("neo4-8", "Curve Attack")), side(ready("base6-35", "Horn Attack")), seed=seed_for(H))
    attack(g, "Curve Attack")
    answer_all(g)
    attack(g, "Horn Attack")
    assert slot(g, 0).damage == 0
    g = new_game(side("neo4-8", discard=["neo4-100"]), side("Chansey"), seed=seed_for(H))
    power(g, 0)
    answer_all(g)
    assert g.stadium >= 0 and g.name_of(g.stadium) == "Lucky Stadium"


def test_counterattack_claws_hurts_the_attacker_on_heads_then_is_discarded():
    g = new_game(side(ready("base6-35", "Horn Attack")), side({"card": "Chansey", "tools": ["neo4-97"]}),
                 seed=seed_for(H))
    attack(g, "Horn Attack")
    answer_all(g)
    assert slot(g, 0).damage == 20 and not slot(g, 1).tools and "Counterattack Claws" in zone_names(g, 1, "discard")


def test_balloon_berry_is_discarded_instead_of_the_energy_to_retreat():
    from desktop.engine.actions import Retreat

    g = new_game(side({"card": "Chansey", "energy": ["Water Energy"], "tools": ["neo3-60"]}, bench=["Pidgey"]),
                 side("Chansey"))
    do(g, Retreat(1))
    answer_all(g)
    chansey = g.players[0].bench[0]
    assert g.name_of(chansey.top) == "Chansey" and len(chansey.energy) == 1 and not chansey.tools
    assert "Balloon Berry" in zone_names(g, 0, "discard")


def test_magnifier_skips_resistance_this_turn():
    g = new_game(side(ready("base1-52", "Low Kick"), hand=["neo4-101"]), side("Pidgey"))
    play(g, "Magnifier", 0)
    answer_all(g)
    attack(g, "Low Kick")
    answer_all(g)
    assert slot(g, 1).damage == 20
    assert "Magnifier" in zone_names(g, 0, "discard")
    g = new_game(side(ready("base1-52", "Low Kick")), side("Pidgey"))
    attack(g, "Low Kick")
    assert slot(g, 1).damage == 0


def test_exp_all_takes_an_energy_from_the_knocked_out_active():
    from engine_helpers import choose

    g = new_game(side(ready("base1-7", "Jab")),
                 side({"card": "Chansey", "damage": 100, "energy": ["Water Energy"]},
                      bench=[{"card": "Pidgey", "tools": ["neo4-93"]}]))
    attack(g, "Jab")
    assert g.pending.purpose == "knocked_out_energy" and g.pending.player == 1
    choose(g, g.pending.options[0])
    answer_all(g)
    pidgey = g.players[1].active
    assert [g.name_of(u) for u in pidgey.energy] == ["Water Energy"] and not pidgey.tools
    assert "EXP.ALL" in zone_names(g, 1, "discard")
