"""The game log's wording (pure functions: events + game -> sentences)."""

from __future__ import annotations

from desktop.engine.actions import END_TURN, AttachEnergy, Attack, PlayBasic
from desktop.engine.events import Event
from desktop.engine.scenario import build_game
from desktop.ui.log_text import describe, event_text


def game_with(p0: dict, p1: dict, **extra):
    base = {"deck": ["Fire Energy"] * 6, "prizes": ["Fire Energy"] * 6}
    spec = {"turn": 3, "current": 0, "names": ["Brushfire", "Overgrowth"],
            "players": [{**base, **p0}, {**base, **p1}], **extra}
    return build_game(spec)


def test_an_attack_and_its_damage_read_as_one_sentence():
    game = game_with({"active": {"card": "Charmander", "energy": ["Fire Energy"] * 2}}, {"active": "Staryu"})
    events = game.apply(Attack(1))  # Ember
    lines = describe(events, game, viewer=0)
    assert lines[0] == "Brushfire's Charmander used Ember: 30 damage to Staryu."


def test_weakness_shows_in_the_damage():
    game = game_with({"active": {"card": "Charmander", "energy": ["Fire Energy"]}}, {"active": "Bulbasaur"})
    lines = describe(game.apply(Attack(0)), game, viewer=0)
    assert lines[0] == "Brushfire's Charmander used Scratch: 20 damage to Bulbasaur."
    assert "Brushfire ended their turn." not in lines  # attacking ends the turn without the phrase
    assert any(line.startswith("Turn 4: Overgrowth") for line in lines)


def test_coin_flips():
    assert event_text(Event("coin", 0, amount=0), None) == "Coin flip: tails."
    assert event_text(Event("coin", 0, amount=1, detail="Thundershock"), None) == "Coin flip for Thundershock: heads."
    text = event_text(Event("coin", 0, amount=0, detail="Confused: if tails, the attack fails"), None)
    assert text == "Coin flip: tails (Confused: if tails, the attack fails)."


def test_draws_are_named_only_for_their_owner():
    game = game_with({"active": "Charmander"}, {"active": "Bulbasaur", "deck": ["Potion"] * 6})
    events = game.apply(END_TURN)
    draw = next(e for e in events if e.kind == "draw")
    assert event_text(draw, game, viewer=1) == "Overgrowth drew Potion."
    assert event_text(draw, game, viewer=0) == "Overgrowth drew a card."
    assert "Potion" not in " ".join(describe(events, game, viewer=0))


def test_playing_cards():
    game = game_with({"active": "Charmander", "hand": ["Vulpix", "Fire Energy"]}, {"active": "Bulbasaur"})
    vulpix, energy = game.players[0].hand
    assert describe(game.apply(PlayBasic(vulpix)), game, 0) == ["Brushfire put Vulpix on the Bench."]
    assert describe(game.apply(AttachEnergy(energy, 1)), game, 0) == ["Brushfire attached Fire Energy to Vulpix."]


def test_conditions_and_knock_outs():
    game = game_with({"active": "Charmander"}, {"active": "Bulbasaur"})
    assert event_text(Event("condition", 1, pos=0, detail="Confused", amount=1), game) == \
        "Bulbasaur is now Confused."
    assert event_text(Event("condition", 1, pos=0, detail="Asleep", amount=0), game) == \
        "Bulbasaur is no longer Asleep."
    bulbasaur = game.players[1].active.top
    assert event_text(Event("knockout", 1, card=bulbasaur, pos=0), game) == "Overgrowth's Bulbasaur was Knocked Out!"
    assert event_text(Event("damage", 1, card=bulbasaur, amount=10, detail="Poison"), game) == \
        "Poison: 10 damage to Bulbasaur."


def test_prizes_are_named_only_for_the_taker():
    game = game_with({"active": "Charmander"}, {"active": "Bulbasaur"})
    prize = game.players[0].prizes[0]
    event = Event("prize", 0, card=prize, src="prizes", dst="hand", amount=5)
    assert event_text(event, game, viewer=0) == "Brushfire took a Prize card: Fire Energy (5 left)."
    assert event_text(event, game, viewer=1) == "Brushfire took a Prize card (5 left)."


def test_every_event_of_a_whole_game_has_words_or_is_deliberately_silent():
    from desktop.ai.simple import RandomAgent
    from desktop.engine.cards import default_db
    from desktop.engine.game import Game

    decks = default_db().theme_decks()
    for seed in range(3):
        game = Game.new([decks["Zap!"], decks["Blackout"]], seed=seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 50)]
        while game.outcome is None:
            events = game.apply(agents[game.to_move].choose(game.view(game.to_move)))
            for line in describe(events, game, viewer=0):
                assert line and line[-1] in ".!" and "None" not in line


def test_set_up_pokemon_stay_secret_until_they_are_revealed():
    from desktop.engine.actions import Choose
    from desktop.engine.cards import default_db
    from desktop.engine.game import Game

    decks = default_db().theme_decks()
    game = Game.new([decks["Zap!"], decks["Blackout"]], seed=8, first=0, names=("Misty", "Brock"))
    active = game.pending.options[0]
    events = game.apply(Choose(active))
    assert game.phase == "setup"
    name = game.cards[active].name
    assert describe(events, game, viewer=1) == ["Misty put an Active Pokémon face down."]
    assert describe(events, game, viewer=0) == [f"Misty chose {name} as their Active Pokémon."]


def test_winner_line_reads_naturally():
    from desktop.ui.guidance import wins_text

    assert wins_text("Misty") == "Misty wins!"
    assert wins_text("You") == "You win!"


def test_the_log_names_the_checkup_when_it_has_work_to_do():
    """Lesson 14 tells the player to watch the Checkup in the log: the log must name it."""
    poisoned = game_with({"active": {"card": "Charmander", "poison": 10}}, {"active": "Bulbasaur"})
    lines = describe(poisoned.apply(END_TURN), poisoned, viewer=0)
    start = lines.index("Pokémon Checkup, between the turns.")
    assert lines[start + 1] == "Poison: 10 damage to Charmander."
    healthy = game_with({"active": "Charmander"}, {"active": "Bulbasaur"})
    assert not any("Checkup" in line for line in describe(healthy.apply(END_TURN), healthy, viewer=0))
