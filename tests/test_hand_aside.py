"""A hand set aside face down, played in real games: Tickling Machine (a coin: the opponent's hand set
aside face down until the end of their next turn, or your turn ends)."""

from __future__ import annotations

from desktop.ui.log_text import event_text
from tests.engine_helpers import (
    coins,
    end_turn,
    new_game,
    play,
    side,
    total,
    zone_names,
)


def _tickled(seed: int):
    g = new_game(side("Pikachu", hand=["Tickling Machine"]), side("Machop", hand=["Potion", "Rattata", "Switch"]),
                 seed=seed)
    return g, play(g, "Tickling Machine")


def test_tickling_machine_heads_sets_their_hand_aside_until_the_end_of_their_next_turn():
    seen = 0
    for seed in range(12):
        g, events = _tickled(seed)
        if coins(events) != [True]:
            continue
        seen += 1
        before = total(g)
        assert g.players[1].hand == [] and g.current == 0  # set aside; my turn goes on
        assert "sets aside 3 cards" in " ".join(event_text(e, g) or "" for e in events)
        assert "Tickling Machine" in zone_names(g, 0, "discard")
        end_turn(g)
        assert g.current == 1 and len(g.players[1].hand) == 1  # only the card drawn this turn
        assert total(g) == before
        end_turn(g)
        assert g.current == 0
        assert sorted(zone_names(g, 1, "hand")) == sorted(["Fighting Energy", "Potion", "Rattata", "Switch"])
    assert seen


def test_tickling_machine_tails_ends_your_turn():
    seen = 0
    for seed in range(12):
        g, events = _tickled(seed)
        if coins(events) != [False]:
            continue
        seen += 1
        assert g.current == 1 and g.players[0].hand == []  # my turn ended at once; no attack
        assert not any(e.kind == "attack" for e in events)
        assert zone_names(g, 1, "hand") == ["Fighting Energy", "Potion", "Rattata", "Switch"]
    assert seen
