"""Trainers of the Lost Zone: Lost Vacuum (costs another card of the hand put in the Lost Zone; a Tool
on any Pokémon or the Stadium in play goes to its owner's Lost Zone) and Mirage Gate (only with 7 or more
cards in the Lost Zone: up to 2 basic Energy cards of different types from the deck, attached as you like)."""

from __future__ import annotations

from engine_helpers import choose, hand_card, mon, new_game, play, side, zone_names

from desktop.engine.actions import PlayTrainer

VACUUM, GATE, BASIC, TOOL, STADIUM = "swsh11-162", "swsh11-163", "sv1-107", "sv1-174", "sv6-149"


def playable(g) -> bool:
    return any(isinstance(a, PlayTrainer) for a in g.legal_actions())


def test_lost_vacuum_sends_the_opponents_tool_and_the_cost_card_to_the_lost_zones():
    g = new_game(side(mon(BASIC), hand=[VACUUM, "Fire Energy", "Water Energy"]),
                 side(mon(BASIC, tools=[TOOL])), rules="modern")
    play(g, "Lost Vacuum")
    assert g.pending.purpose == "hand_to_lost"  # the cost first: which card of the hand
    choose(g, hand_card(g, "Water Energy"))
    assert zone_names(g, 0, "lost") == ["Water Energy"] and zone_names(g, 1, "lost") == ["Exp. Share"]
    assert g.players[1].active.tools == [] and zone_names(g, 0, "discard") == ["Lost Vacuum"]


def test_lost_vacuum_may_take_the_stadium_instead():
    me = side(mon(BASIC, tools=[TOOL]), hand=[VACUUM, "Fire Energy"])
    me["stadium"] = STADIUM
    g = new_game(me, side(mon(BASIC)), rules="modern")
    play(g, "Lost Vacuum")  # one card to pay with: no question for the cost
    assert sorted(g.name_of(u) for u in g.pending.options) == ["Exp. Share", "Festival Grounds"]
    choose(g, g.stadium)
    assert g.stadium == -1 and zone_names(g, 0, "lost") == ["Festival Grounds", "Fire Energy"]
    assert len(g.players[0].active.tools) == 1


def test_lost_vacuum_needs_another_card_in_hand_and_something_to_take():
    assert not playable(new_game(side(mon(BASIC), hand=[VACUUM]), side(mon(BASIC, tools=[TOOL])), rules="modern"))
    assert not playable(new_game(side(mon(BASIC), hand=[VACUUM, "Fire Energy"]), side(mon(BASIC)), rules="modern"))


def test_mirage_gate_needs_7_cards_in_the_lost_zone():
    deck = ["Fire Energy", "Fire Energy", "Water Energy"]
    g = new_game(side(mon(BASIC), hand=[GATE], deck=deck, lost=["Grass Energy"] * 6), side(BASIC), rules="modern")
    assert not playable(g)
    g = new_game(side(mon(BASIC), bench=[BASIC], hand=[GATE], deck=deck, lost=["Grass Energy"] * 7), side(BASIC),
                 rules="modern")
    play(g, "Mirage Gate")
    for _ in range(2):  # an Energy, then the Pokémon it goes to
        assert g.pending is not None
        choose(g, g.pending.options[0])
        choose(g, g.pending.options[0])
    attached = [g.name_of(u) for _p, s in g.players[0].in_play() for u in s.energy]
    assert sorted(attached) == ["Fire Energy", "Water Energy"] and g.pending is None  # of different types
