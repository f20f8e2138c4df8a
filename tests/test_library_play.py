"""Random play with decks drawn from the compiled cards of each era of the card library (issues #14
and #15): every compiled text runs, by its era's rules, without an error."""

from __future__ import annotations

import random

import pytest

from desktop.engine.cards import CardDef, default_db
from desktop.engine.game import Game


def _era_cards(era: str) -> list[CardDef]:
    db = default_db()
    db.load_library()
    return [c for s in db.sets.values() if s.era == era and s.id in db.from_library for c in s.cards
            if c.implemented]


def _random_deck(cards: list[CardDef], rng: random.Random) -> list[CardDef]:
    """Basics with attacks, Trainers and Basic Energy the era plays (at most 4 of a card)."""
    basics = [c for c in cards if c.kind == "pokemon" and c.stage == "Basic" and c.attacks]
    trainers = [c for c in cards if c.kind == "trainer"]
    energy = [c for c in default_db().all_cards() if c.is_basic_energy and c.set_id == "sve"]
    deck = [rng.choice(basics) for _ in range(26)] + [rng.choice(trainers) for _ in range(6)] if trainers else \
        [rng.choice(basics) for _ in range(32)]
    return deck + [rng.choice(energy) for _ in range(28)]


@pytest.mark.parametrize("era", ["classic", "xy", "sm", "modern"])
def test_random_games_of_compiled_library_cards_run_by_their_eras_rules(era):
    cards = _era_cards(era)
    assert len(cards) > 50, f"the {era} library sets compile some cards"
    compiled = [c for c in cards if any(a.has_text for a in c.attacks)]
    assert compiled, "with attack texts, not only vanilla attacks"
    for seed in range(4):
        rng = random.Random(seed)
        game = Game.new([_random_deck(cards, rng), _random_deck(cards, rng)], seed=seed, rules=era)
        for _ in range(3000):
            if game.outcome is not None:
                break
            game.apply(rng.choice(game.legal_actions()))
        assert game.outcome is not None, f"{era} seed {seed}: the game ends"


XY_DECKS = ("Chespin (Kalos Starter Set)", "Fennekin (Kalos Starter Set)", "Froakie (Kalos Starter Set)",
            "Destruction Rush (XY)", "Resilient Life (XY)", "Ocean's Core (Primal Clash)",
            "Earth's Pulse (Primal Clash)", "Mystic Typhoon (Flashfire)", "Brilliant Thunder (Flashfire)",
            "Dark Hammer (Furious Fists)", "Enchanted Echo (Furious Fists)", "Pikachu Power (Evolutions)",
            "Gears of Fire (Steam Siege)", "Ring of Lightning (Steam Siege)", "Mewtwo Mayhem (Evolutions)",
            "Burning Winds (Phantom Forces)", "Bolt Twister (Phantom Forces)", "Burning Spark (BREAKthrough)",
            "Night Striker (BREAKthrough)", "Wave Slasher (BREAKpoint)", "Electric Eye (BREAKpoint)",
            "Sky Guardian (Fates Collide)", "Battle Ruler (Fates Collide)")


def test_the_xy_theme_decks_whose_cards_all_play_are_built_in_by_the_xy_rules():
    from desktop.decks.resolve import ruleset_for

    theme = default_db().theme_decks()
    assert set(XY_DECKS) <= set(theme)
    for name in XY_DECKS:
        assert len(theme[name]) == 60 and all(c.implemented for c in theme[name])
        assert ruleset_for([theme[name], theme[XY_DECKS[0]]]) == "xy"


@pytest.mark.parametrize("deck", XY_DECKS)
def test_random_games_of_each_xy_theme_deck_against_another_run_without_an_error(deck):
    from desktop.sim import run

    other = XY_DECKS[(XY_DECKS.index(deck) + 1) % len(XY_DECKS)]
    result = run(deck, other, games=40, seed=3)
    assert result["errors"] == 0 and result["rules"] == "xy"


def test_the_xy_trainer_kit_trainers_do_what_they_print():
    from desktop.engine.actions import Choose, PlayTrainer
    from tests.engine_helpers import mon, new_game, seed_for, side

    catcher, hammer = "xy0-36", "xy0-34"
    game = new_game(side("Pikachu", hand=[catcher]), side("Squirtle", bench=["Charmander"]), rules="xy",
                    seed=seed_for(True))
    game.apply(PlayTrainer(game.players[0].hand[0], 11))  # played onto the opponent's Benched Charmander
    assert game.cards[game.players[1].active.top].name == "Charmander"
    game = new_game(side("Pikachu", hand=[hammer]), side(mon("Squirtle", energy=["Water Energy"])), rules="xy",
                    seed=seed_for(True))
    play = next(a for a in game.legal_actions() if a[0] == "play")
    game.apply(play)
    while game.pending is not None:
        game.apply(Choose(game.pending.options[0]))
    assert not game.players[1].active.energy


SUN_AND_MOON = ("Forest Shadow (Sun & Moon)", "Roaring Heat (Sun & Moon)", "Bright Tide (Sun & Moon)",
                "Steel Sun (Guardians Rising)", "Hidden Moon (Guardians Rising)",
                "Destruction Fang (Crimson Invasion)", "Clanging Thunder (Crimson Invasion)",
                "Rock Steady (Burning Shadows)", "Luminous Frost (Burning Shadows)")


@pytest.mark.parametrize("deck", SUN_AND_MOON)
def test_random_games_of_the_sun_and_moon_theme_decks_run_by_the_sun_and_moon_rules(deck):
    from desktop.sim import run

    other = SUN_AND_MOON[(SUN_AND_MOON.index(deck) + 1) % len(SUN_AND_MOON)]
    result = run(deck, other, games=40, seed=5)
    assert result["errors"] == 0 and result["rules"] == "sm"


def test_every_built_in_era_theme_deck_plays_by_its_own_era():
    # a stand-in printing of a later rules era would change the rules the deck is played by
    import json

    from desktop.decks.resolve import ruleset_for
    from desktop.paths import cards_dir

    theme = default_db().theme_decks()
    entries = [d for d in json.loads((cards_dir() / "decks.json").read_text("utf-8"))["decks"] if "era" in d]
    assert len(entries) >= 39
    assert [(d["name"], d["era"]) for d in entries] == [(d["name"], ruleset_for([theme[d["name"]]]))
                                                        for d in entries]
