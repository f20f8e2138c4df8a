"""Take-backs in the engine (issue #17): ``undo_allowed`` and the game before the last move."""

from __future__ import annotations

import pytest

from desktop.engine.actions import END_TURN, AttachEnergy, Choose, PlayBasic, PlayTrainer
from desktop.engine.cards import default_db
from desktop.engine.events import Event
from desktop.engine.game import Game
from desktop.engine.record import Move, record_of
from desktop.engine.scenario import build_game
from desktop.engine.undo import UndoRefused, before_undo, reveals, take_back_count, undo_allowed


def table(**extra) -> Game:
    """Turn 3, Ash (player 0) to move, with a few cards in hand."""
    spec = {
        "turn": 3, "current": 0, "names": ["Ash", "Misty"],
        "players": [
            {"active": "Charmander", "hand": ["Vulpix", "Fire Energy", "Bill", "Computer Search", "Potion",
                                              "Growlithe"],
             "deck": ["Fire Energy"] * 8 + ["Charmeleon", "Ponyta"], "prizes": ["Fire Energy"] * 6},
            {"active": "Bulbasaur", "bench": ["Weedle"], "hand": ["Grass Energy", "Caterpie"],
             "deck": ["Grass Energy"] * 10, "prizes": ["Grass Energy"] * 6},
        ],
    }
    spec.update(extra)
    return build_game(spec)


def uid(game: Game, name: str, player: int = 0) -> int:
    return next(u for u in game.players[player].hand if game.cards[u].name == name)


def test_no_move_no_undo():
    game = table()
    assert not undo_allowed(game)
    with pytest.raises(UndoRefused, match="no move"):
        before_undo(game)


def test_attaching_energy_can_be_taken_back_exactly():
    game = table()
    before = game.state_key()
    game.apply(AttachEnergy(uid(game, "Fire Energy"), 0))
    after = game.state_key()
    assert undo_allowed(game) and undo_allowed(game, seats=(0,))
    earlier = before_undo(game, seats=(0,))
    assert earlier.state_key() == before
    assert earlier.history == [] and earlier.legal_actions() == table().legal_actions()
    assert game.state_key() == after  # the game itself is untouched


def test_only_the_last_move_goes_back():
    game = table()
    game.apply(PlayBasic(uid(game, "Vulpix")))
    middle = game.state_key()
    game.apply(AttachEnergy(uid(game, "Fire Energy"), 1))
    assert take_back_count(game, (0,)) == 1
    assert before_undo(game, (0,)).state_key() == middle


def test_a_draw_cannot_be_taken_back():
    game = table()
    game.apply(PlayTrainer(uid(game, "Bill"), None))  # draw 2 cards
    assert not undo_allowed(game)
    with pytest.raises(UndoRefused, match=r"a card was drawn \(move 1, play \d+ -\)"):
        before_undo(game)


def test_ending_the_turn_cannot_be_taken_back():
    game = table()
    game.apply(END_TURN)  # the other player draws
    assert not undo_allowed(game) and not undo_allowed(game, (0,))


def test_searching_the_deck_cannot_be_taken_back():
    game = table()
    game.apply(PlayTrainer(uid(game, "Computer Search"), None))
    assert game.pending is not None and game.pending.zone == "hand"  # first: two cards to discard
    assert undo_allowed(game)
    game.apply(Choose(uid(game, "Potion")))
    assert undo_allowed(game)
    game.apply(Choose(uid(game, "Growlithe")))
    assert game.pending is not None and game.pending.zone == "deck"  # the deck is in view now
    assert not undo_allowed(game)


def test_the_other_players_move_is_not_mine_to_take_back():
    game = table()
    game.apply(AttachEnergy(uid(game, "Fire Energy"), 0))
    assert not undo_allowed(game, seats=(1,))
    assert take_back_count(game, seats=(1,)) == 0


def test_against_the_computer_its_moves_since_mine_go_back_too():
    """In the set-up both players choose in turn, and nothing is shown until both are ready."""
    decks = default_db().theme_decks()
    game = Game.new([decks["Brushfire"], decks["Overgrowth"]], seed=5, names=("Ash", "Computer"), first=0)
    while game.to_move == 0:  # Ash chooses an Active and finishes the Bench
        game.apply(game.legal_actions()[0])
    mine = len(game.history)
    after_mine = game.state_key()
    game.apply(game.legal_actions()[0])  # the computer chooses its Active
    assert game.to_move == 1 and game.phase == "setup"
    assert take_back_count(game, seats=(0,)) == 2
    earlier = before_undo(game, seats=(0,))
    assert len(earlier.history) == mine - 1 and earlier.to_move == 0
    assert take_back_count(game, seats=(1,)) == 1
    assert before_undo(game, seats=(1,)).state_key() == after_mine


def test_the_end_of_the_set_up_reveals_the_active_pokemon():
    decks = default_db().theme_decks()
    game = Game.new([decks["Brushfire"], decks["Overgrowth"]], seed=5, names=("Ash", "Misty"), first=0)
    while game.phase == "setup":
        game.apply(game.legal_actions()[-1])
    assert not undo_allowed(game)


def test_a_finished_game_is_not_taken_back():
    game = table()
    game.apply(AttachEnergy(uid(game, "Fire Energy"), 0))
    game.outcome = object()  # type: ignore[assignment]
    with pytest.raises(UndoRefused, match="over"):
        before_undo(game)


@pytest.mark.parametrize("event", [Event("coin", 0, amount=1), Event("shuffle", 0), Event("draw", 0, card=3),
                                   Event("prize", 0, card=3), Event("reveal", 0, detail="hand"),
                                   Event("peek", 0, card=3), Event("move", 0, card=3, src="deck", dst="hand"),
                                   Event("phase", 0, detail="reveal")])
def test_events_that_show_something_hidden(event):
    game = table()
    move = Move(1, END_TURN, 0, 3, (event,))
    assert reveals(move, game, game)


def test_events_that_show_nothing_hidden():
    game = table()
    quiet = (Event("attach", 0, card=3, src="hand", dst="energy", pos=0), Event("bench", 0, card=4),
             Event("move", 0, card=3, src="hand", dst="discard"), Event("damage", 1, pos=0, amount=20))
    assert not reveals(Move(1, END_TURN, 0, 3, quiet), game, game)
    moved = game.clone()
    moved.rng.next64()  # something random happened, even if no event says so
    assert reveals(Move(1, END_TURN, 0, 3, quiet), game, moved)


def test_record_of_a_game_reaches_the_same_position():
    game = table()
    game.apply(PlayBasic(uid(game, "Vulpix")))
    game.apply(PlayTrainer(uid(game, "Bill"), None))
    game.apply(END_TURN)
    record = record_of(game)
    assert len(record.moves) == 3 and len(record.positions) == 4
    assert record.final.state_key() == game.state_key()
    assert [m.mover for m in record.moves] == [0, 0, 0]
    assert any(e.kind == "draw" for e in record.moves[1].events)


def test_a_choice_among_hidden_cards_shows_them_even_without_an_event():
    game = table()
    game.apply(PlayTrainer(uid(game, "Computer Search"), None))
    game.apply(Choose(uid(game, "Potion")))
    before = game.clone()
    assert not reveals(Move(3, Choose(0), 0, 3, ()), before, before)  # discarding from the hand
    game.apply(Choose(uid(game, "Growlithe")))
    assert game.pending is not None and game.pending.zone == "deck"
    assert reveals(Move(3, Choose(0), 0, 3, ()), before, game)


def test_a_game_its_record_does_not_explain_is_not_taken_back():
    game = table()
    game.apply(AttachEnergy(uid(game, "Fire Energy"), 0))
    game.players[0].hand.pop()  # changed behind the engine's back
    with pytest.raises(UndoRefused, match="did not reach this position"):
        before_undo(game)
