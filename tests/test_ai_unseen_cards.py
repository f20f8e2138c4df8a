"""The computer players and a card they have never seen (issue #16): a card added with nothing but
effect data, and no AI code, is played when it is the best move, because the agents read the
effect tree, never the card's name or text."""

from __future__ import annotations

import pytest

from desktop.ai.base import make_agent
from desktop.engine.actions import PlayTrainer
from desktop.engine.cards import CardDB, CardSet, build_card, default_db
from desktop.engine.scenario import build_game

ENERGY = "sve-6"  # Basic Fighting Energy


def _db(play: dict) -> CardDB:
    """Today's cards and one made-up Supporter, "Unheard-of Professor", whose only definition is
    ``play`` (its name and text appear nowhere in the AI)."""
    facts = {"id": "tai-1", "number": "1", "name": "Unheard-of Professor", "kind": "trainer",
             "subtype": "Supporter", "has_text": True}
    card = build_card(facts, "tai", "TAI", {"play": play})
    return CardDB([*default_db().sets.values(), CardSet("tai", "AI test", "TAI", "modern", (card,))])


def _position(db: CardDB, hand: list[str]):
    """Turn 3, the computer to move with an empty-ish hand and a Lucario ex line in play."""
    return build_game({"seed": 4, "rules": "modern", "turn": 3, "players": [
        {"active": {"card": "me1-72", "energy": [ENERGY]}, "hand": hand,
         "deck": ["me1-73", ENERGY, "me1-114", ENERGY, "me1-72", ENERGY] * 4, "prizes": [ENERGY] * 6},
        {"active": {"card": "me2-54"}, "deck": [ENERGY] * 20, "prizes": [ENERGY] * 6}]}, db)


@pytest.mark.parametrize("agent", ["normal", "hard"])
def test_a_draw_supporter_known_only_by_its_effect_is_played_with_an_empty_hand(agent):
    db = _db({"op": "draw", "count": 3})
    g = _position(db, ["tai-1"])
    player = make_agent(agent, seed=1, **({"iterations": 40} if agent == "hard" else {}))
    played = False
    for _ in range(10):  # the computer's turn, move by move
        if g.current != 0 or g.outcome is not None:
            break
        action = player.choose(g.view(0))
        if isinstance(action, PlayTrainer) and g.cards[action[1]].id == "tai-1":
            played = True
        g.apply(action)
    assert played, "drawing 3 cards from an empty hand is the best move, and the agent sees it from the data"


def test_a_supporter_that_only_hurts_its_player_is_not_played():
    """The same made-up card, defined to shuffle the player's own hand away and draw nothing: the
    agent judges it from its effect and keeps it."""
    db = _db({"op": "shuffle_hand_into_deck"})
    g = _position(db, ["tai-1", ENERGY, "me1-114"])
    player = make_agent("normal", seed=1)
    for _ in range(10):
        if g.current != 0 or g.outcome is not None:
            break
        action = player.choose(g.view(0))
        assert not (isinstance(action, PlayTrainer) and g.cards[action[1]].id == "tai-1")
        g.apply(action)
