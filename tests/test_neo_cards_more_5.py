"""Legendary Collection and Neo cards worded their own way (issue #14), each played as printed (part 5)."""

from __future__ import annotations

from classic_card_helpers import ready
from engine_helpers import H, T, attack, coins, new_game, seed_for, side, zone_names
from neo_more_helpers import answer_all


def test_celebi_time_travel():
    for heads in (H, T):
        g = new_game(side(ready("base1-7", "Jab")), side({"card": "neo3-3", "damage": 40}, bench=["Chansey"]),
                     seed=seed_for(heads))
        prizes = len(g.players[0].prizes)
        events = attack(g, "Jab")
        answer_all(g)
        assert coins(events)[:1] == [heads]
        if heads:
            assert "Celebi" not in zone_names(g, 1, "discard") and len(g.players[0].prizes) == prizes
            assert any(g.name_of(u) == "Celebi" for u in g.players[1].deck)
        else:
            assert "Celebi" in zone_names(g, 1, "discard") and len(g.players[0].prizes) == prizes - 1
        assert g.name_of(g.players[1].active.top) == "Chansey"


def test_porygon2_energy_converter():
    from engine_helpers import choose, power

    from desktop.engine.actions import Attack

    g = new_game(side({"card": "base1-7", "energy": ["Water Energy"]}, bench=["neo3-12"]), side("Chansey"))
    assert Attack(0) not in g.legal_actions()
    power(g, 1)
    choose(g, "Fighting")
    assert Attack(0) in g.legal_actions()
    from desktop.engine import combat
    from desktop.engine.fx.damage_nodes import ROTATIONS

    g.players[0].bench[0].rot = ROTATIONS["Asleep"]  # it goes back to Water
    assert combat.energy_units(g, g.players[0].active) == ["Water"]


def test_slowking_mind_games():
    from engine_helpers import choose, play

    for heads in (H, T):
        g = new_game(side({"card": "Chansey", "damage": 40}, hand=["Potion"]), side("neo1-14"), seed=seed_for(heads))
        play(g, "Potion", 0)
        assert g.pending.player == 1 and g.pending.purpose == "may"
        choose(g, "yes")
        answer_all(g)
        if heads:
            assert g.players[0].active.damage == 40 and g.name_of(g.players[0].deck[-1]) == "Potion"
        else:
            assert g.players[0].active.damage == 20 and "Potion" in zone_names(g, 0, "discard")
    g = new_game(side({"card": "Chansey", "damage": 40}, hand=["Potion"]), side("neo1-14"))
    play(g, "Potion", 0)
    choose(g, "no")
    assert g.players[0].active.damage == 20


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


def test_miracle_energy():
    from engine_helpers import attach, end_turn

    from desktop.engine import combat
    from desktop.engine.actions import AttachEnergy

    g = new_game(side("neo4-109", bench=["Chansey"], hand=["neo4-16"]), side("Chansey"))
    uid = g.players[0].hand[0]
    assert AttachEnergy(uid, 0) in g.legal_actions() and AttachEnergy(uid, 1) not in g.legal_actions()
    attach(g, "Miracle Energy", 0)
    assert combat.energy_units(g, g.players[0].active) == ["*", "*"]
    end_turn(g)
    assert g.players[0].active.energy == [] and "Miracle Energy" in zone_names(g, 0, "discard")


def test_card_flip_game_turns_a_prize_face_up():
    from engine_helpers import choose, play

    from desktop.engine.actions import PlayTrainer

    for guess, drew in (("Energy", True), ("Pokémon", False)):
        g = new_game(side("Chansey", hand=["neo1-92", "neo1-92"]), side("Chansey", prizes=["Water Energy"] * 6))
        hand = len(g.players[0].hand)
        play(g, "Card-Flip Game")
        prize = g.pending.options[0]
        choose(g, prize)
        choose(g, guess)
        assert len(g.players[0].hand) == hand - 1 + (2 if drew else 0)
        assert (1, f"face_up_prize:{prize}") in g.markers
    g = new_game(side("Chansey", hand=["neo1-92"]), side("Chansey", prizes=["Water Energy"]))
    g.markers = g.markers + ((1, f"face_up_prize:{g.players[1].prizes[0]}"),)
    assert not any(isinstance(a, PlayTrainer) for a in g.legal_actions())  # no face-down Prize left
