"""Supporters and Items that refill from the discard pile or the hands: Pal Pad (up to 2 Supporters
shuffled back) and Roxanne (only when the opponent has 3 or fewer Prize cards left: both hands shuffled
in, you draw 6, they draw 2), and Imposter Oak's Revenge (discard a card: the opponent shuffles their hand
in and draws 4)."""

from __future__ import annotations

from engine_helpers import choose, mon, new_game, play, side, zone_names

from desktop.engine.actions import PlayTrainer

PAL_PAD, ROXANNE, PENNY, BASIC = "sv1-182", "swsh10-150", "sv1-183", "sv1-107"


def test_pal_pad_shuffles_up_to_2_supporters_back():
    g = new_game(side(mon(BASIC), hand=[PAL_PAD], discard=[PENNY, PENNY, PENNY, "Fire Energy"]), side(BASIC),
                 rules="modern")
    play(g, "Pal Pad")
    assert [g.name_of(u) for u in g.pending.options] == ["Penny"] * 3 and not g.pending.optional  # 1 at least
    choose(g, g.pending.options[0])
    choose(g, g.pending.options[0])
    assert zone_names(g, 0, "discard") == ["Fire Energy", "Pal Pad", "Penny"] and len(g.players[0].deck) == 12


def test_pal_pad_needs_a_supporter_in_the_discard_pile():
    g = new_game(side(mon(BASIC), hand=[PAL_PAD], discard=["Fire Energy"]), side(BASIC), rules="modern")
    assert not any(isinstance(a, PlayTrainer) for a in g.legal_actions())


def test_roxanne_needs_the_opponent_at_3_prizes_or_fewer():
    g = new_game(side(mon(BASIC), hand=[ROXANNE]), side(BASIC, prizes=["Fire Energy"] * 4), rules="modern")
    assert not any(isinstance(a, PlayTrainer) for a in g.legal_actions())


def test_roxanne_shuffles_both_hands_and_draws_6_and_2():
    g = new_game(side(mon(BASIC), hand=[ROXANNE, "Fire Energy"]),
                 side(BASIC, hand=["Fire Energy"] * 5, prizes=["Fire Energy"] * 3), rules="modern")
    play(g, "Roxanne")
    assert len(g.players[0].hand) == 6 and len(g.players[1].hand) == 2
    assert len(g.players[0].deck) == 10 + 1 - 6 and len(g.players[1].deck) == 10 + 5 - 2


REVENGE = "base5-76"


def test_imposter_oaks_revenge_discards_a_card_and_gives_the_opponent_a_new_hand_of_4():
    g = new_game(side("Pidgey", hand=[REVENGE, "Grass Energy", "Fire Energy"]),
                 side("Chansey", hand=["Pidgey"] * 7, deck=["Water Energy"] * 10))
    play(g, "Imposter Oak's Revenge")
    choose(g, g.pending.options[0])  # the card to discard
    assert len(g.players[0].hand) == 1 and len(g.players[0].discard) == 2  # that card and the Trainer
    assert len(g.players[1].hand) == 4 and len(g.players[1].deck) == 13


def test_imposter_oaks_revenge_needs_another_card_in_the_hand():
    g = new_game(side("Pidgey", hand=[REVENGE]), side("Chansey", hand=["Pidgey"] * 7))
    assert not any(isinstance(a, PlayTrainer) for a in g.legal_actions())
