"""Shuffling cards from the discard pile into the deck: today's Super Rod (PAL 188) takes up to 3 in any
combination of Pokémon and Basic Energy, none of anything else, and can't be played with none there."""

from __future__ import annotations

from engine_helpers import choose, hand_card, mon, new_game, play, side, zone_names

from desktop.engine.actions import PlayTrainer

SUPER_ROD = "sv2-188"


def _game(discard):
    return new_game(side(mon("sv1-112"), hand=[SUPER_ROD], deck=["sv1-107"], discard=discard),
                    side(mon("sv1-112")), rules="modern")


def test_super_rod_takes_up_to_3_pokemon_and_basic_energy_and_shuffles():
    g = _game(["sv1-107", "sv1-108", "Fighting Energy", "Fighting Energy", "sv1-181"])  # Nest Ball: not offered
    events = play(g, "Super Rod")
    assert g.pending is not None and not g.pending.optional  # "up to 3": one at least
    offered = {g.name_of(u) for u in g.pending.options}
    assert offered == {"Mankey", "Primeape", "Fighting Energy"}
    for _ in range(3):
        events = choose(g, g.pending.options[0])
    assert g.pending is None
    assert len(g.players[0].deck) == 4  # 1 + the 3 taken
    left = zone_names(g, 0, "discard")
    assert "Nest Ball" in left and "Super Rod" in left and len(left) == 3  # 2 of the 5 stay, and Super Rod
    assert any(e.kind == "shuffle" for e in events)


def test_super_rod_may_stop_before_3():
    g = _game(["sv1-107", "Fighting Energy"])
    play(g, "Super Rod")
    choose(g, g.pending.options[0])
    assert g.pending is not None and g.pending.optional
    choose(g, None)  # "up to": stop after one
    assert len(g.players[0].deck) == 2 and len(zone_names(g, 0, "discard")) == 2  # one left, and Super Rod


def test_super_rod_cannot_be_played_with_nothing_to_take():
    g = _game(["sv1-181"])  # only an Item in the discard pile
    card = hand_card(g, "Super Rod")
    assert not any(isinstance(a, PlayTrainer) and a.card == card for a in g.legal_actions())
