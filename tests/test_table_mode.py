"""Table mode (issue #19): cards Holofoil can't run are played by hand in a manual step, while the
engine keeps every rule it knows; manual moves are actions of the record."""

from __future__ import annotations

import json
import random

import pytest

from desktop.engine.actions import (
    Adjust,
    Attack,
    Choose,
    ManualCoin,
    ManualCondition,
    ManualCounters,
    ManualDraw,
    ManualLook,
    ManualMove,
    ManualReveal,
    ManualShuffle,
    ManualSwap,
    PlayTrainer,
    UsePower,
    parse_action,
)
from desktop.engine.cards import CardError, default_db
from desktop.engine.errors import IllegalActionError
from desktop.engine.game import Game
from desktop.engine.prompts import MANUAL
from desktop.engine.record import record_of
from desktop.engine.state import ASLEEP, NONE
from desktop.engine.table import locate, manual_open, manual_problem
from tests.engine_helpers import mon, new_game, not_implemented, side

RAM = "base6-35"  # Rhydon (Legendary Collection): its attack Ram does 50, with a coin in its text
BREEDER = "base6-102"  # Pokémon Breeder: an Item
BENCH_GUARD = "gym1-2"  # Brock's Rhydon: its Pokémon Power Bench Guard stands for one done by hand
UNRUN_TOOL = "sv1-197"  # Vitality Band: a Pokémon Tool that is not implemented (Scarlet & Violet)


@pytest.fixture(autouse=True)
def _breeder_and_ram_by_hand(monkeypatch):
    """Pokémon Breeder, Rhydon's Ram and Brock's Rhydon's Bench Guard stand for texts Holofoil can't run
    (all are implemented now)."""
    not_implemented(monkeypatch, BREEDER)
    not_implemented(monkeypatch, RAM, attack="Ram")
    _power_by_hand(monkeypatch, BENCH_GUARD, "Bench Guard")


def _power_by_hand(monkeypatch, card_id: str, name: str) -> None:
    """For one test, make the Power ``name`` of ``card_id`` a text Holofoil can't run."""
    import dataclasses

    from desktop.engine.cards import default_db

    db = default_db()
    card = db.get(card_id)
    powers = tuple(dataclasses.replace(p, implemented=False, effect=None, static=()) if p.name == name else p
                   for p in card.powers)
    monkeypatch.setitem(db.by_id, card_id, dataclasses.replace(card, powers=powers, statics=(), missing=(name,)))


def table_game(me: dict, them: dict, rules: str = "classic+table", **options) -> Game:
    return new_game(me, them, rules=rules, **options)


def hand_uid(game: Game, card_id: str, player: int = 0) -> int:
    return next(u for u in game.players[player].hand if game.cards[u].id == card_id)


def accounting(game: Game) -> list[int]:
    return sorted(game.all_cards(0) + game.all_cards(1))


def test_a_deck_with_cards_holofoil_cannot_run_plays_only_in_table_mode():
    db = default_db()
    sabrina, brock = db.all_theme_decks()["Sabrina"], db.all_theme_decks()["Brock"]
    with pytest.raises(CardError, match="cannot play yet"):
        Game.new([sabrina, brock], seed=1, rules="classic")
    game = Game.new([sabrina, brock], seed=1, rules="classic+table")
    assert game.rules.table and game.rules.name == "classic+table"
    brushfire = db.theme_decks()["Brushfire"]
    assert Game.new([brushfire, brushfire], rules="classic").rules.table is False


def test_an_unimplemented_trainer_opens_a_manual_step_then_goes_to_the_discard_pile():
    game = table_game(side("Rhyhorn", hand=[BREEDER, "Fighting Energy"]), side("Pikachu"))
    breeder = hand_uid(game, BREEDER)
    assert PlayTrainer(breeder, None) in game.legal_actions()
    game.apply(PlayTrainer(breeder, None))
    assert manual_open(game) and game.prompt.kind == MANUAL and game.prompt.purpose == "manual_step"
    assert game.prompt.source == "Pokémon Breeder" and game.prompt.source_uid == breeder
    assert breeder in game.resolving and locate(game, breeder) is None
    energy = hand_uid(game, game.cards[game.players[0].hand[0]].id)
    game.apply(ManualMove(energy, "a"))  # by hand: the Energy goes onto the Active Pokémon
    assert energy in game.players[0].active.energy and not game.energy_played
    game.apply(Choose("done"))
    assert game.prompt is None and breeder in game.players[0].discard and not game.resolving


def test_the_card_being_played_cannot_be_moved_by_hand():
    game = table_game(side("Rhyhorn", hand=[BREEDER]), side("Pikachu"))
    breeder = hand_uid(game, BREEDER)
    game.apply(PlayTrainer(breeder, None))
    with pytest.raises(IllegalActionError, match="is being played"):
        game.apply(ManualMove(breeder, "hand"))


def test_an_unimplemented_attack_is_done_by_hand_and_its_damage_goes_through_weakness():
    # Rhydon's Ram does 50 and has text Holofoil can't run; Pikachu is weak to Fighting (x2).
    game = table_game(side(mon(RAM, "Rhyhorn", energy=["Fighting Energy"] * 4)), side("Pikachu", bench=["Pikachu"]))
    ram = next(i for i, a in enumerate(game.card_of(game.players[0].active).attacks) if a.name == "Ram")
    game.apply(Attack(ram))
    assert game.prompt.kind == MANUAL and game.prompt.purpose == "manual_attack"
    assert 50 in game.prompt.options and 30 in game.prompt.options
    game.apply(ManualCoin())  # the text's coin flip, by hand
    game.apply(Choose(20))  # the players agree: 20 damage this time
    knocked = [e for e in game.last_events if e.kind == "knockout"]
    assert knocked, "20 doubled by Weakness is 40: Pikachu (40 HP) is Knocked Out"
    assert any(e.kind == "damage" and e.amount == 40 for e in game.last_events)


def test_zero_damage_from_a_manual_attack_does_nothing_to_the_defender():
    game = table_game(side(mon(RAM, "Rhyhorn", energy=["Fighting Energy"] * 4)), side("Onix"))
    game.apply(Attack(1 if game.card_of(game.players[0].active).attacks[1].name == "Ram" else 0))
    game.apply(Choose(0))
    assert game.players[1].active.damage == 0 and game.current == 1


def test_an_unimplemented_power_is_used_by_hand():
    game = table_game(side(mon(BENCH_GUARD, "Rhyhorn")), side("Pikachu"))
    index = next(i for i, p in enumerate(game.card_of(game.players[0].active).powers) if p.name == "Bench Guard")
    assert UsePower(0, index) in game.legal_actions()
    assert UsePower(0, index) not in new_game(side(mon(BENCH_GUARD, "Rhyhorn")), side("Pikachu")).legal_actions()
    game.apply(UsePower(0, index))
    assert game.prompt.kind == MANUAL and game.prompt.source == "Bench Guard"
    game.apply(Choose("done"))
    assert game.prompt is None


def test_an_unimplemented_tool_stays_on_the_pokemon_it_is_played_on():
    game = table_game(side("Sprigatito", bench=["Fuecoco"], hand=[UNRUN_TOOL]), side("Quaxly"),
                      rules="modern+table")
    band = hand_uid(game, UNRUN_TOOL)
    targets = {a[2] for a in game.legal_actions() if a[0] == "play" and a[1] == band}
    assert targets == {0, 1}
    game.apply(PlayTrainer(band, 1))
    game.apply(Choose("done"))
    assert [t for t, _ in game.players[0].bench[0].tools] == [band]
    assert PlayTrainer(band, 0) not in game.legal_actions()


def test_adjust_is_offered_only_in_table_mode_and_knocks_out_by_the_rules():
    plain = new_game(side("Rhyhorn"), side("Pikachu"))
    assert Adjust() not in plain.legal_actions()
    with pytest.raises(IllegalActionError):
        plain.apply(Adjust())
    game = table_game(side("Rhyhorn"), side("Pikachu", bench=["Pikachu"]))
    assert Adjust() in game.legal_actions()
    game.apply(Adjust())
    assert game.prompt.purpose == "manual_step" and game.to_move == 0
    for _ in range(4):
        game.apply(ManualCounters(10, 10))  # 40 damage on the opponent's Active Pikachu (40 HP)
    assert game.players[1].active.damage == 40
    game.apply(Choose("done"))
    assert any(e.kind == "knockout" for e in game.last_events)
    assert len(game.players[0].prizes) == 5, "a Knock Out by hand gives a Prize card as usual"


def test_manual_moves_are_refused_outside_a_manual_step_with_the_reason():
    game = table_game(side("Rhyhorn", hand=["Fighting Energy"]), side("Pikachu"))
    with pytest.raises(IllegalActionError, match="press Adjust first"):
        game.apply(ManualMove(game.players[0].hand[0], "discard"))


@pytest.mark.parametrize(("move", "reason"), [
    (lambda g: ManualMove(g.players[0].hand[0], "hand"), "already there"),
    (lambda g: ManualMove(g.players[0].hand[0], "attic"), "not a place a card can go"),
    (lambda g: ManualMove(g.players[0].hand[0], "oa"), "owner's Pokémon"),
    (lambda g: ManualMove(g.players[0].active.top, "discard"), "move them first"),
    (lambda g: ManualMove(9999, "hand"), "no card 9999"),
    (lambda g: ManualCounters(0, 15), "in tens"),
    (lambda g: ManualCounters(0, -10), "no damage counters"),
    (lambda g: ManualCounters(3, 10), "no Pokémon at b3"),
    (lambda g: ManualCondition(1, "Asleep"), "Only an Active"),
    (lambda g: ManualCondition(0, "Sleepy"), "not a Special Condition"),
    (lambda g: ManualSwap(0, 11), "same side"),
    (lambda g: ManualLook(0, 99), "look at 1 to"),
    (lambda g: ManualShuffle(2), "Side 0"),
    (lambda g: ManualReveal(g.players[1].hand[0]), "your own hand"),
])
def test_an_impossible_manual_move_is_refused_naming_what_is_wrong(move, reason):
    game = table_game(side(mon("Rhyhorn", energy=["Fighting Energy"]), bench=["Onix"], hand=["Fighting Energy"]),
                      side("Pikachu", hand=["Lightning Energy"]))
    game.apply(Adjust())
    action = move(game)
    assert reason in manual_problem(game, action)
    before = game.state_key()
    with pytest.raises(IllegalActionError, match=reason):
        game.apply(action)
    assert game.state_key() == before


def test_manual_moves_do_what_they_say():
    game = table_game(side(mon("Rhyhorn", energy=["Fighting Energy"]), bench=["Onix"], hand=["Fighting Energy"]),
                      side("Pikachu", bench=["Pikachu"]))
    game.apply(Adjust())
    me, them = game.players
    energy = me.active.energy[0]
    game.apply(ManualMove(energy, "discard"))
    assert energy in me.discard and not me.active.energy
    rhyhorn = me.active.top
    game.apply(ManualMove(rhyhorn, "deckbottom"))  # nothing attached any more: it leaves play
    assert me.deck[0] == rhyhorn and me.active is None
    game.apply(ManualMove(me.bench[0].top, "active"))
    assert game.name_of(me.active.top) == "Onix" and not me.bench
    game.apply(ManualCondition(10, "Asleep"))
    assert them.active.rot == ASLEEP
    game.apply(ManualCondition(10, "Asleep"))
    assert them.active.rot == NONE
    game.apply(ManualCondition(10, "Poisoned"))
    game.apply(ManualCounters(11, 20))
    game.apply(ManualSwap(10, 11))
    assert them.active.damage == 20 and them.bench[0].poison == 0, "a Pokémon moved to the Bench recovers"
    hand = len(me.hand)
    game.apply(ManualDraw(0))
    assert len(me.hand) == hand + 1
    game.apply(ManualLook(1, 3))
    peeks = [e for e in game.last_events if e.kind == "peek"]
    assert [e.card for e in peeks] == list(reversed(them.deck[-3:]))
    assert all(e.hidden_from(1 - 0) for e in peeks) and not any(e.hidden_from(0) for e in peeks)
    game.apply(ManualReveal(me.hand[0]))
    assert any(e.kind == "reveal" for e in game.last_events)
    assert game.last_events[0].kind == "manual", "every manual move is marked for the log"


def test_no_card_is_created_or_lost_over_random_manual_moves():
    db = default_db()
    decks = db.all_theme_decks()
    for seed in range(12):
        game = Game.new([decks["Sabrina"], decks["Brock"]], seed=seed, rules="classic+table")
        rnd = random.Random(seed)
        cards = accounting(game)
        manual_made = 0
        for _ in range(600):
            if game.outcome is not None:
                break
            legal = game.legal_actions()
            if manual_open(game):
                moves = [a for a in legal if a[0] != "choose"]
                assert not any(manual_problem(game, m) for m in moves)
                if moves and rnd.random() < 0.7:
                    action = rnd.choice(moves)
                    manual_made += 1
                else:
                    action = rnd.choice([a for a in legal if a[0] == "choose"])
            else:
                action = rnd.choice(legal)
            game.apply(action)
            assert accounting(game) == cards, f"seed {seed}: {action} created or lost a card"
        assert manual_made > 0


def test_manual_moves_replay_from_the_record_and_the_save():
    db = default_db()
    decks = db.all_theme_decks()
    game = Game.new([decks["Sabrina"], decks["Brock"]], seed=4, rules="classic+table")
    rnd = random.Random(4)
    while game.outcome is None and len(game.history) < 400:
        legal = game.legal_actions()
        game.apply(rnd.choice(legal))
    manual = [a for a in game.history if a[0] in ("move", "counters", "condition", "swap", "flip", "shuffle",
                                                   "draw", "reveal", "look", "adjust")]
    assert manual, "the random game made manual moves"
    for action in game.history:
        assert parse_action(str(action)) == action
    loaded = Game.from_json(json.loads(json.dumps(game.to_json())))
    assert loaded.state_key() == game.state_key() and loaded.rules.table
    assert record_of(game).final.state_key() == game.state_key()


def test_a_save_with_an_unknown_ruleset_is_refused():
    game = table_game(side("Rhyhorn"), side("Pikachu"))
    data = game.to_json()
    data["rules"] = "modern+tabletop"
    with pytest.raises(ValueError, match="rules"):
        Game.from_json(data)


def test_adjust_outside_table_mode_says_what_table_mode_is():
    game = new_game(side("Rhyhorn"), side("Pikachu"))
    with pytest.raises(IllegalActionError, match="Adjust is for Table mode"):
        game.apply(Adjust())


def test_a_special_energy_holofoil_cannot_run_provides_colorless_in_table_mode_only():
    unrun = "sv5-162"  # Neo Upper Energy: not implemented yet
    game = table_game(side(mon("Rhyhorn", energy=[unrun])), side("Pikachu"), rules="modern+table")
    slot = game.players[0].active
    assert game.cards[slot.energy[0]].provides == ("Colorless",)
    assert default_db().get(unrun).provides == (), "the shared card is unchanged"
