"""Trainers that take cards back from the discard pile: Team Yell's Cheer (up to 3 Pokémon and Supporter
cards, never a Team Yell's Cheer), Superior Energy Retrieval (2 cards of the hand, then 4 basic Energy,
none of those just discarded), Cyllene (as many cards as heads, on top of the deck) and Roseanne's Backup
(1 or more of 4 kinds, one card each)."""

from __future__ import annotations

from engine_helpers import choose, hand_card, mon, new_game, play, seed_for, side, zone_names

from desktop.engine.actions import PlayTrainer

CHEER, RETRIEVAL, CYLLENE, ROSEANNE = "swsh9-149", "bw9-103", "swsh10-138", "swsh9-148"
BASIC, PENNY, TOOL, STADIUM, ITEM = "sv1-107", "sv1-183", "sv1-174", "sv6-149", "sv1-181"
F, W = "Fighting Energy", "Water Energy"


def playable(g) -> bool:
    return any(isinstance(a, PlayTrainer) for a in g.legal_actions())


def test_team_yells_cheer_takes_pokemon_and_supporters_but_not_itself():
    g = new_game(side(mon(BASIC), hand=[CHEER], discard=[CHEER, BASIC, PENNY, ITEM], deck=[]), side(BASIC),
                 rules="modern")
    play(g, "Team Yell's Cheer")
    assert sorted(g.name_of(u) for u in g.pending.options) == ["Mankey", "Penny"] and g.pending.optional
    choose(g, g.pending.options[0])
    choose(g, g.pending.options[0])
    assert zone_names(g, 0, "deck") == ["Mankey", "Penny"]
    assert zone_names(g, 0, "discard") == ["Nest Ball", "Team Yell's Cheer", "Team Yell's Cheer"]


def test_team_yells_cheer_needs_something_to_take():
    g = new_game(side(mon(BASIC), hand=[CHEER], discard=[CHEER, ITEM]), side(BASIC), rules="modern")
    assert not playable(g)


def test_superior_energy_retrieval_never_takes_back_what_it_discarded():
    g = new_game(side(mon(BASIC), hand=[RETRIEVAL, W, ITEM], discard=[F, F]), side(BASIC), rules="xy")
    play(g, "Superior Energy Retrieval")
    choose(g, hand_card(g, "Water Energy"))  # then the Nest Ball, the only card left: no question
    assert zone_names(g, 0, "discard") == [F, F, "Nest Ball", W]
    assert all(g.name_of(u) == "Fighting Energy" for u in g.pending.options)  # not the Water Energy
    choose(g, g.pending.options[0])  # the other one is the last: taken without a question
    assert zone_names(g, 0, "hand") == [F, F] and g.pending is None


def test_superior_energy_retrieval_needs_2_other_cards_and_energy_there():
    assert not playable(new_game(side(mon(BASIC), hand=[RETRIEVAL, W], discard=[F]), side(BASIC), rules="xy"))
    assert not playable(new_game(side(mon(BASIC), hand=[RETRIEVAL, W, W]), side(BASIC), rules="xy"))


def test_cyllene_puts_as_many_cards_as_heads_on_top_in_the_chosen_order():
    g = new_game(side(mon(BASIC), hand=[CYLLENE], discard=[F, W, ITEM]), side(BASIC), rules="modern",
                 seed=seed_for(True, True))
    play(g, "Cyllene")
    choose(g, next(u for u in g.pending.options if g.name_of(u) == "Water Energy"))
    choose(g, next(u for u in g.pending.options if g.name_of(u) == "Nest Ball"))
    assert [g.name_of(u) for u in g.players[0].deck[-2:]] == ["Water Energy", "Nest Ball"]  # the last one on top
    assert g.pending is None


def test_cyllene_with_no_heads_takes_nothing():
    g = new_game(side(mon(BASIC), hand=[CYLLENE], discard=[F]), side(BASIC), rules="modern",
                 seed=seed_for(False, False))
    play(g, "Cyllene")
    assert g.pending is None and zone_names(g, 0, "discard") == ["Cyllene", F]


def test_roseannes_backup_does_1_or_more_of_its_options():
    g = new_game(side(mon(BASIC), hand=[ROSEANNE], discard=[BASIC, TOOL, F], deck=[]), side(BASIC), rules="modern")
    play(g, "Roseanne's Backup")
    assert len(g.pending.options) == 3 and not g.pending.optional  # no Stadium there: 3 options; 1 at least
    choose(g, next(o for o in g.pending.options if "Tool" in o))
    assert g.pending.optional  # then any more
    choose(g, next(o for o in g.pending.options if "Energy" in o))
    choose(g, None)
    assert zone_names(g, 0, "deck") == ["Exp. Share", F] and "Mankey" in zone_names(g, 0, "discard")


def test_roseannes_backup_needs_one_of_the_kinds():
    g = new_game(side(mon(BASIC), hand=[ROSEANNE], discard=[ITEM]), side(BASIC), rules="modern")
    assert not playable(g)
    g = new_game(side(mon(BASIC), hand=[ROSEANNE], discard=[STADIUM]), side(BASIC), rules="modern")
    assert playable(g)


def test_todays_superior_energy_retrieval_takes_up_to_4_one_at_least():
    g = new_game(side(mon(BASIC), hand=["sv2-189", W, ITEM], discard=[F, F, F]), side(BASIC), rules="modern")
    play(g, "Superior Energy Retrieval")
    choose(g, hand_card(g, "Water Energy"))
    assert not g.pending.optional  # "up to 4": one at least
    choose(g, g.pending.options[0])
    assert g.pending.optional  # then it may stop
    choose(g, None)
    assert zone_names(g, 0, "hand") == [F] and g.pending is None
