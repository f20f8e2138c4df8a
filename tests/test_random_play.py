"""Random-play consistency (OpenSpiel ``random_sim_test``): seeded random games across
the four theme decks in which every legal action applies, all 120 cards stay
accounted for, every game reaches an outcome, replay of decks+seed+actions gives the
identical state, and clones stay independent."""

from __future__ import annotations

import itertools
import json

import pytest

from desktop.engine.actions import parse_action
from desktop.engine.cards import default_db
from desktop.engine.game import Game, IllegalActionError
from desktop.engine.rng import GameRandom
from desktop.engine.scenario import replay

DECKS = ["Overgrowth", "Zap!", "Brushfire", "Blackout"]
PAIRINGS = list(itertools.product(DECKS, DECKS))
BUILT_IN_DECKS = list(default_db().theme_decks())  # classic and modern, each played under both rulesets


def _random_game(deck_a: str, deck_b: str, seed: int, on_step=None, rules: str = "classic") -> Game:
    theme = default_db().theme_decks()
    game = Game.new([theme[deck_a], theme[deck_b]], seed=seed, rules=rules)
    rng = GameRandom(seed)
    steps = 0
    while game.outcome is None:
        legal = game.legal_actions()
        assert legal, f"no legal action at turn {game.turn}"
        action = legal[rng.below(len(legal))]
        game.apply(action)
        steps += 1
        if on_step:
            on_step(game, steps)
        assert steps < 20_000, "game does not end"
    return game


def _card_count(game: Game) -> int:
    return len(game.all_cards(0)) + len(game.all_cards(1))


@pytest.mark.parametrize(("deck_a", "deck_b"), PAIRINGS, ids=[f"{a}-{b}" for a, b in PAIRINGS])
def test_random_games_keep_every_card_and_finish(deck_a, deck_b):
    for seed in range(6):
        def check(game: Game, _steps: int) -> None:
            owned = [sorted(game.all_cards(p)) for p in (0, 1)]
            assert owned[0] == list(range(game.split))
            assert owned[1] == list(range(game.split, len(game.cards)))

        game = _random_game(deck_a, deck_b, seed * 31 + 7, check)
        assert game.outcome is not None
        assert game.outcome.winner in (0, 1, None)


@pytest.mark.parametrize("rules", ["classic", "modern"])
@pytest.mark.parametrize("deck", BUILT_IN_DECKS)
def test_random_games_under_every_ruleset_with_every_built_in_deck(deck, rules):
    """Issue #13: random play runs under every ruleset, not only the classic one."""
    opponent = BUILT_IN_DECKS[(BUILT_IN_DECKS.index(deck) + 3) % len(BUILT_IN_DECKS)]
    for seed in range(3):
        def check(game: Game, _steps: int) -> None:
            assert sorted(game.all_cards(0) + game.all_cards(1)) == list(range(len(game.cards)))

        game = _random_game(deck, opponent, seed * 13 + 5, check, rules=rules)
        assert game.outcome is not None and game.rules.name == rules


@pytest.mark.parametrize("seed", range(8))
def test_replay_from_decks_seed_and_actions_gives_identical_state(seed):
    deck_a, deck_b = PAIRINGS[seed % len(PAIRINGS)]
    game = _random_game(deck_a, deck_b, seed)
    again = replay(game.deck_ids, game.seed, "classic", list(game.history))
    assert again.state_key() == game.state_key()
    saved = json.loads(json.dumps(game.to_json()))
    assert Game.from_json(saved).state_key() == game.state_key()
    assert [parse_action(str(a)) for a in game.history] == game.history


def test_clones_are_independent_including_mid_effect():
    snapshots: list[tuple[Game, tuple]] = []

    def take(game: Game, steps: int) -> None:
        if steps % 7 == 0 or game.pending is not None:
            snapshots.append((game.clone(), game.state_key()))

    for seed in range(4):
        _random_game("Zap!", "Brushfire", 100 + seed, take)
    assert len(snapshots) > 50
    for clone, key in snapshots:
        assert clone.state_key() == key
    # A clone can be played on without touching the original.
    clone, key = snapshots[len(snapshots) // 2]
    original = clone.clone()
    if clone.outcome is None:
        clone.apply(clone.legal_actions()[0])
        assert original.state_key() == key


def test_illegal_action_changes_nothing_and_says_why():
    theme = default_db().theme_decks()
    game = Game.new([theme["Brushfire"], theme["Overgrowth"]], seed=3)
    while game.pending is not None:
        game.apply(game.legal_actions()[0])
    before = game.state_key()
    with pytest.raises(IllegalActionError) as info:
        game.apply(parse_action("attack 5"))
    assert str(info.value)
    assert game.state_key() == before


def test_view_does_not_depend_on_hidden_cards():
    """Two games that differ only in the opponent's hidden cards look the same."""
    theme = default_db().theme_decks()
    game = Game.new([theme["Zap!"], theme["Blackout"]], seed=11)
    while game.pending is not None:
        game.apply(game.legal_actions()[0])
    other = game.clone()
    opp = 1 - game.current
    p = other.players[opp]
    p.deck, p.hand = p.hand + p.deck[len(p.hand):], p.deck[:len(p.hand)]
    assert game.view(game.current).state_key() == other.view(game.current).state_key()
    assert game.view(opp).state_key() != other.view(opp).state_key()


def test_sim_all_plays_every_pairing_of_the_built_in_decks(capsys):
    from desktop.decks.resolve import ruleset_for
    from desktop.engine.cards import default_db
    from desktop.sim import all_pairings, run_all

    theme = default_db().theme_decks()
    names = list(theme)
    eras = [ruleset_for([cards]) for cards in theme.values()]
    assert all_pairings(["A", "B", "C"]) == [("A", "A"), ("A", "B"), ("A", "C"), ("B", "B"), ("B", "C"), ("C", "C")]
    assert run_all(games=2, seed=7, rules="classic", as_json=False) == 0
    lines = capsys.readouterr().out.splitlines()
    pairs = sum(n * (n + 1) // 2 for n in (eras.count(e) for e in set(eras)))  # decks meet their era
    assert eras.count("classic") >= 15 and eras.count("modern") >= 2 and eras.count("xy") >= 3 and eras.count("sm") >= 3
    # classic: Base Set to Base Set 2, Legendary Collection,
    # the Gym Leaders' decks that are complete
    assert len(lines) == pairs + 1 and lines[-1].startswith(f"{pairs} pairings of {len(names)} decks")
    assert all(line.rstrip().endswith("errors 0") for line in lines[:-1])


def test_every_prompt_the_engine_opens_says_its_purpose():
    """Prompts are data (issue #12): the computer and the tutorial read ``purpose``, never the text."""
    seen: set[str] = set()
    for deck in BUILT_IN_DECKS:
        opponent = BUILT_IN_DECKS[(BUILT_IN_DECKS.index(deck) + 1) % len(BUILT_IN_DECKS)]

        def check(game: Game, _steps: int) -> None:
            if game.prompt is not None:
                assert game.prompt.purpose, f"a prompt without a purpose: {game.prompt.text!r}"
                seen.add(game.prompt.purpose)

        for seed in range(4):
            _random_game(deck, opponent, seed * 7 + 1, check)
    assert {"setup_active", "new_active"} <= seen and len(seen) > 10
