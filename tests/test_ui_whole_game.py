"""A short whole game on the real table against a real computer level ("easy"), played to the end.

The person's side is played through the table (attack buttons, the picker and clicks on the board
for questions, drops for the rest); the computer plays through its own agent. At the end the result
must follow the rules and every card must still be somewhere, exactly once.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop.engine.actions import END_TURN, Choose
from desktop.engine.prompts import CARD, POKEMON
from desktop.engine.scenario import build_game
from desktop.ui.board import motion
from desktop.ui.saves import Seats
from desktop.ui.session import GameSession

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def short_game() -> dict:
    """Two Prizes each and small decks: a game of a few turns."""
    return {
        "seed": 11, "turn": 1, "current": 0, "names": ["Ash", "Computer"],
        "players": [
            {"active": "Charmander", "bench": ["Vulpix"],
             "hand": ["Fire Energy", "Fire Energy", "Growlithe", "Potion"],
             "deck": ["Fire Energy"] * 8 + ["Charmeleon", "Bill", "Growlithe", "Fire Energy"],
             "prizes": ["Fire Energy"] * 2},
            {"active": "Bulbasaur", "bench": ["Weedle"],
             "hand": ["Grass Energy", "Caterpie", "Grass Energy"],
             "deck": ["Grass Energy"] * 8 + ["Ivysaur", "Bill", "Weedle", "Grass Energy"],
             "prizes": ["Grass Energy"] * 2},
        ],
    }


def play_my_move(session: GameSession, qtbot) -> None:
    """One move for the person, through the table's controls."""
    table = session.table
    game = session.game
    prompt = game.pending
    if prompt is not None:
        if prompt.kind == POKEMON:
            value = prompt.options[0]
            seat = 0 if value < 10 else 1
            target = table.scene.spot(seat, value % 10)
            assert (target.item or target).highlight == "choice"
            QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                             table.view.mapFromScene(target.scenePos()))
        elif prompt.kind == CARD and prompt.zone != "hand" and table.picker is not None:
            table.picker.choose(prompt.options[0]) if prompt.options else table.submit(Choose(None))
        else:
            assert table.submit(Choose(prompt.options[0] if prompt.options else None))
        return
    legal = game.legal_actions()
    attacks = [a for a in legal if a[0] == "attack"]
    if attacks:
        button = table.actions_panel.buttons[f"attack {attacks[-1][1]}"]
        assert button.isEnabled()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        return
    for verb in ("attach", "evolve", "bench"):
        chosen = [a for a in legal if a[0] == verb and (verb != "attach" or a[2] == 0)]
        if chosen:
            assert table.submit(chosen[0])
            return
    qtbot.mouseClick(table.end_turn, Qt.MouseButton.LeftButton)
    assert END_TURN in game.history[-1:] or game.outcome is not None or game.pending is not None


def test_a_short_game_against_the_easy_computer_is_played_to_the_end(qtbot):
    game = build_game(short_game())
    uids = sorted(u for p in game.players for u in p.all_cards())
    session = GameSession(game, Seats(("human", "computer"), "easy", 5, ("Brushfire", "Overgrowth")),
                          pace_ms=0, autosave=False)
    finished: list[str] = []
    session.finished.connect(finished.append)
    table = session.table
    qtbot.addWidget(table)
    table.resize(1600, 1000)
    table.show()
    qtbot.waitExposed(table)
    motion.set_enabled(False)
    try:
        session.begin()
        for _ in range(400):
            if game.outcome is not None:
                break
            qtbot.waitUntil(lambda: game.outcome is not None or session.controller.can_act(0), timeout=20000)
            if game.outcome is not None:
                break
            play_my_move(session, qtbot)
            # Never the computer's hidden cards on the table.
            assert not [i for i in table.scene.face_up_cards() if i.zone == "hand" and i.owner == 1]
        outcome = game.outcome
        assert outcome is not None, "the game did not end"
        # Every card is still somewhere, exactly once.
        after = [u for p in game.players for u in p.all_cards()]
        if game.stadium >= 0:
            after.append(game.stadium)
        assert sorted(after) == uids
        # The result follows the rules.
        if outcome.winner is not None:
            winner, loser = game.players[outcome.winner], game.players[1 - outcome.winner]
            if "Prize" in outcome.reason:
                assert winner.prizes == []
            elif "no Pokémon" in outcome.reason or "no Pokémon to become Active" in outcome.reason:
                assert not loser.has_pokemon() or loser.active is None
            elif "deck" in outcome.reason.lower():
                assert loser.deck == []
        # The table says so, and lets nobody act any more.
        qtbot.waitUntil(lambda: bool(finished), timeout=5000)
        assert table.scene.actor() is None
        assert not table.end_turn.isEnabled()
        assert table.scene.notice.isVisible()
        # What the table shows matches the final state.
        for seat in (0, 1):
            for pos, slot in enumerate([game.players[seat].active, *game.players[seat].bench]):
                item = table.scene.pokemon_item(seat, pos)
                assert (item.card.name if item and item.card else None) == (
                    game.cards[slot.top].name if slot else None)
        assert table.scene.side(0).prizes.count == len(game.players[0].prizes)
        assert table.scene.side(1).discard.count == len(game.players[1].discard)
        assert len(table.log.lines()) > 10
        assert game.turn > 3 and any(a[0] == "attack" for a in game.history)  # a real game, not a quick exit
    finally:
        session.close()
        motion.set_enabled(True)
