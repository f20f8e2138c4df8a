"""Recent games (issue #17, replays): kept in the user data folder, capped, exported and read back."""

from __future__ import annotations

import json

import pytest
from test_record import finished_game

from desktop import userfiles
from desktop.engine.game import Game
from desktop.engine.record import read_record
from desktop.ui import recent
from desktop.ui.recent import MAX_GAMES, RecentError, RecentGame
from desktop.ui.saves import Seats
from desktop.ui.session import result_text

SEATS = Seats(("human", "computer"), "hard", 3, ("Brushfire", "Overgrowth"))


@pytest.fixture(scope="module")
def played() -> Game:
    return finished_game(7)


def entry(game: Game, when: float = 1_700_000_000) -> RecentGame:
    return recent.entry_for(game, SEATS, result_text(game), now=when)


def test_a_finished_game_is_listed_with_its_title_result_and_record(played):
    assert recent.load_recent() == []
    assert recent.add_recent(entry(played)) is None
    assert recent.recent_path().parent == userfiles.user_dir("saves")
    [listed] = recent.load_recent()
    assert listed.title == "Ash vs Misty (hard) · Brushfire vs Overgrowth"
    assert listed.result == result_text(played) and listed.result.startswith(played.names[played.outcome.winner])
    assert listed.turns == played.turn
    assert listed.finished.count(":") == 1 and listed.finished.startswith("20")
    assert listed.label().startswith("Ash vs Misty (hard)") and f"{played.turn} turns" in listed.label()
    assert read_record(listed.game).final.state_key() == played.state_key()


def test_newest_first_and_only_the_last_twenty_are_kept(played):
    for number in range(MAX_GAMES + 3):
        recent.add_recent(RecentGame(played.to_json(), f"game {number}"))
    titles = [g.title for g in recent.load_recent()]
    assert len(titles) == MAX_GAMES
    assert titles[0] == f"game {MAX_GAMES + 2}" and titles[-1] == "game 3"


@pytest.mark.parametrize("text", ["{not json", json.dumps({"format": "holofoil-recent", "version": 1,
                                                           "games": [{"title": "no record"}]}),
                                  json.dumps({"format": "something else", "games": []})])
def test_a_damaged_list_is_reported_and_kept_never_overwritten(played, text):
    path = recent.recent_path()
    path.write_text(text, encoding="utf-8")
    problem = recent.add_recent(entry(played))
    assert isinstance(problem, RecentError)
    assert problem.kept is not None and problem.kept.read_text(encoding="utf-8") == text  # kept as it was
    assert str(problem.kept) in problem.message() and "could not be read" in problem.message()
    assert [g.title for g in recent.load_recent()] == [entry(played).title]  # a new list is started


def test_reading_a_damaged_list_sets_it_aside(played):
    path = recent.recent_path()
    path.write_text("[]", encoding="utf-8")
    with pytest.raises(RecentError) as caught:
        recent.load_recent()
    assert not path.exists() and caught.value.kept.read_text(encoding="utf-8") == "[]"
    assert recent.load_recent() == []


def test_export_and_open_a_record_file(played, tmp_path):
    original = entry(played)
    path = recent.export_record(original, tmp_path / "final.holofoil.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "holofoil-game" and data["record"]["title"] == original.title
    opened = recent.read_record_file(path)
    assert opened == original
    assert read_record(opened.game).final.state_key() == played.state_key()


def test_a_plain_saved_game_opens_as_a_record(played, tmp_path):
    path = tmp_path / "plain.json"
    path.write_text(json.dumps(played.to_json()), encoding="utf-8")
    opened = recent.read_record_file(path)
    assert opened.title == "Ash vs Misty" and opened.turns == played.turn


def test_a_file_that_is_not_json_is_refused(tmp_path):
    path = tmp_path / "junk.json"
    path.write_bytes(b"\x00\x01 not json")
    with pytest.raises(userfiles.UserFileError, match="junk.json"):
        recent.read_record_file(path)
