"""The rules of the game, section by section.

Rulebooks (``../shared/seeds``): 004 is the classic Base Set "Playing the Game" text; 000 is the
advanced rulebook (A-01 attack steps, A-03 retreat, D Knock Out, E win/lose, F Checkup,
G setting up). The engine plays the classic ruleset unless told otherwise; the modern ruleset
(001) is checked where it differs.
"""

from __future__ import annotations

import pytest
from engine_helpers import (
    H,
    T,
    attach,
    attack,
    bench,
    choose,
    coins,
    do,
    end_turn,
    evolve,
    hand_card,
    mon,
    new_game,
    play,
    retreat,
    seed_for,
    side,
    slot,
    total,
    zone_names,
)

from desktop.engine.actions import (
    END_TURN,
    AttachEnergy,
    Attack,
    Choose,
    Evolve,
    PlayBasic,
    PlayTrainer,
    Retreat,
)
from desktop.engine.cards import default_db
from desktop.engine.game import Game, IllegalActionError
from desktop.engine.rng import GameRandom
from desktop.engine.state import ASLEEP, CONFUSED, NONE, PARALYZED

DB = default_db()


def card(name: str):
    return DB.by_name[name.lower()][0]


def deck(*parts: tuple[str, int]) -> list:
    return [card(name) for name, count in parts for _ in range(count)]


def finish_setup(game: Game, extra: str = "max") -> None:
    """Answer every setup prompt: go first, first Basic as Active, no Bench, extra draws as told."""
    while game.phase == "setup" and game.outcome is None:
        prompt = game.pending
        assert prompt is not None, "setup stopped without a question"
        if prompt.kind == "number":
            value = max(prompt.options) if extra == "max" else 0
        elif prompt.optional:
            value = None
        else:
            value = prompt.options[0]
        game.apply(Choose(value))


# ---------------------------------------------------------------- G: setting up
def test_G_coin_flip_winner_chooses_to_go_first_or_second():
    theme = DB.theme_decks()
    for seed in range(6):
        g = Game.new([theme["Brushfire"], theme["Overgrowth"]], seed=seed)
        chooser = 0 if GameRandom(seed).coin() else 1  # the game's first random draw is that coin
        assert g.pending.player == chooser and g.pending.options == ("first", "second")
        assert any(e.kind == "coin" for e in g.last_events)  # the set-up's flip is there to show
        events = g.apply(Choose("second"))
        assert g.last_events == tuple(events)
        assert g.first == 1 - chooser
        assert g.pending.player == g.first  # the first player places their Active Pokémon first


def test_G_setup_seven_cards_active_and_bench_prompts_six_prizes():
    theme = DB.theme_decks()
    seed = next(s for s in range(50) if _no_mulligans(s))
    g = Game.new([theme["Brushfire"], theme["Overgrowth"]], seed=seed, first=0)
    assert [len(p.hand) for p in g.players] == [7, 7]
    n = total(g)
    prompt = g.pending
    assert (prompt.player, prompt.kind, prompt.optional) == (0, "card", False)
    hand = g.players[0].hand
    assert set(prompt.options) == {u for u in hand if g.card(u).kind == "pokemon" and g.card(u).stage == "Basic"}
    active = prompt.options[0]
    g.apply(Choose(active))
    assert g.players[0].active.top == active
    if g.pending.player == 0:  # more Basic Pokémon: optional Bench prompt
        assert g.pending.optional and active not in g.pending.options
        g.apply(Choose(None))
    assert g.pending.player == 1
    finish_setup(g)
    assert g.phase == "main" and g.current == 0 and g.turn == 1
    assert [len(p.prizes) for p in g.players] == [6, 6]
    assert len(g.players[0].deck) == 60 - 7 - 6 - 1  # the first player has drawn for the turn
    assert len(g.players[1].deck) == 60 - 7 - 6
    assert total(g) == n == 120


def _no_mulligans(seed: int) -> bool:
    theme = DB.theme_decks()
    g = Game.new([theme["Brushfire"], theme["Overgrowth"]], seed=seed, first=0)
    return g.players[0].mulligans == g.players[1].mulligans == 0


def test_G_mulligan_gives_the_opponent_extra_draws():
    """Player 2's deck has a single Basic Pokémon: they mulligan until it is in their hand; after the
    Prize cards are placed Player 1 may draw up to one extra card per mulligan."""
    lonely = deck(("Pikachu", 1), ("Lightning Energy", 59))
    theme = DB.theme_decks()
    for seed in range(40):
        g = Game.new([theme["Overgrowth"], lonely], seed=seed, first=0)
        if g.players[1].mulligans >= 2 and g.players[0].mulligans == 0:
            break
    else:
        raise AssertionError("no seed with mulligans found")
    mulligans = g.players[1].mulligans
    assert [len(p.hand) for p in g.players] == [7, 7]
    assert "Pikachu" in [g.name_of(u) for u in g.players[1].hand]
    while g.pending.kind != "number":
        finish_one(g)
    prompt = g.pending
    assert prompt.player == 0 and prompt.options == tuple(range(mulligans + 1))
    assert [len(p.prizes) for p in g.players] == [6, 6]  # extra cards come after the Prizes
    hand_before = len(g.players[0].hand)
    g.apply(Choose(mulligans))
    assert len(g.players[0].hand) == hand_before + mulligans + 1  # extra cards, then the turn's draw
    assert total(g) == 120


def finish_one(g: Game) -> None:
    prompt = g.pending
    g.apply(Choose(None if prompt.optional else prompt.options[0]))


def test_G_the_player_without_mulligans_may_draw_fewer():
    lonely = deck(("Pikachu", 1), ("Lightning Energy", 59))
    theme = DB.theme_decks()
    seed = next(s for s in range(40) if Game.new([theme["Overgrowth"], lonely], seed=s, first=0)
                .players[1].mulligans >= 1)
    g = Game.new([theme["Overgrowth"], lonely], seed=seed, first=0)
    finish_setup(g, extra="none")  # draws 0 extra cards
    assert g.players[0].bench == []
    assert len(g.players[0].hand) == 7 - 1 + 1  # 7, minus the Active, plus the turn's draw


# ---------------------------------------------------------------- 004: actions and their limits
def test_004_one_energy_attachment_per_turn():
    g = new_game(side("Pikachu", bench=["Dratini"], hand=["Lightning Energy", "Water Energy"]), side("Zapdos"))
    attach(g, "Lightning Energy", 1)  # to a Benched Pokémon is fine
    second = AttachEnergy(hand_card(g, "Water Energy"), 0)
    assert second not in g.legal_actions()
    key, history = g.state_key(), len(g.history)
    with pytest.raises(IllegalActionError, match="already attached an Energy card this turn"):
        g.apply(second)
    assert g.state_key() == key and len(g.history) == history
    end_turn(g)
    end_turn(g)
    assert AttachEnergy(hand_card(g, "Water Energy"), 0) in g.legal_actions()  # a new turn


def test_004_bench_holds_five():
    g = new_game(side("Pikachu", bench=["Abra", "Abra", "Dratini", "Dratini"], hand=["Magikarp", "Machop"]),
                 side("Zapdos"))
    bench(g, "Magikarp")
    machop = PlayBasic(hand_card(g, "Machop"))
    assert machop not in g.legal_actions()
    with pytest.raises(IllegalActionError, match="Bench is full"):
        g.apply(machop)


@pytest.mark.parametrize("turn", [1, 2])
def test_004_no_evolution_on_either_players_first_turn(turn):
    me = side("Charmander", hand=["Charmeleon"])
    players = [me, side("Zapdos")] if turn == 1 else [side("Zapdos"), me]
    g = new_game(*players, turn=turn, current=turn - 1, first=0)
    action = Evolve(hand_card(g, "Charmeleon"), 0)
    assert action not in g.legal_actions()
    with pytest.raises(IllegalActionError, match="first turn"):
        g.apply(action)


def test_004_no_evolution_of_a_pokemon_played_this_turn_or_twice_in_a_turn():
    g = new_game(side("Charmander", hand=["Charmander", "Charmeleon", "Charmeleon", "Charizard"]), side("Zapdos"))
    bench(g, "Charmander")
    assert Evolve(hand_card(g, "Charmeleon"), 1) not in g.legal_actions()
    with pytest.raises(IllegalActionError, match="came into play or evolved this turn"):
        g.apply(Evolve(hand_card(g, "Charmeleon"), 1))
    evolve(g, "Charmeleon", 0)  # the Active has been in play since an earlier turn
    assert Evolve(hand_card(g, "Charizard"), 0) not in g.legal_actions()
    with pytest.raises(IllegalActionError, match="came into play or evolved this turn"):
        g.apply(Evolve(hand_card(g, "Charizard"), 0))
    end_turn(g)
    end_turn(g)
    evolve(g, "Charizard", 0)
    evolve(g, "Charmeleon", 1)
    assert [g.name_of(s.top) for s in g.players[0].slots()] == ["Charizard", "Charmeleon"]


def test_004_evolution_keeps_energy_and_damage():
    g = new_game(side(mon("Charmander", energy=["Fire Energy"], damage=30), hand=["Charmeleon"]), side("Zapdos"))
    evolve(g, "Charmeleon", 0)
    s = slot(g, 0)
    assert s.damage == 30 and [g.name_of(u) for u in s.energy] == ["Fire Energy"]
    assert [g.name_of(u) for u in s.cards] == ["Charmander", "Charmeleon"]


def test_A03_modern_retreat_discards_energy_once_per_turn():
    """000 A-03 / 001 "Retreat your Active Pokémon (only once per turn)"."""
    g = new_game(side(mon("Charmeleon", "Charmander", energy=["Fire Energy", "Fire Energy"]),
                      bench=[mon("Dratini", energy=["Water Energy"])]), side("Zapdos"), rules="modern")
    n = total(g)
    retreat(g, 1)
    assert g.name_of(slot(g, 0).top) == "Dratini"
    assert zone_names(g, 0, "discard") == ["Fire Energy"]  # Retreat Cost 1
    assert len(slot(g, 0, 1).energy) == 1  # the rest stays attached
    assert Retreat(1) not in g.legal_actions()
    with pytest.raises(IllegalActionError, match="only once per turn"):
        g.apply(Retreat(1))
    assert total(g) == n


def test_004_classic_retreat_as_many_times_as_you_want():
    """004 "On Your Turn": you may retreat "in any order, as many times as you want"; each
    retreat pays its own Retreat Cost."""
    g = new_game(side(mon("Charmeleon", "Charmander", energy=["Fire Energy", "Fire Energy"]),
                      bench=[mon("Dratini", energy=["Water Energy"])]), side("Zapdos"))
    n = total(g)
    retreat(g, 1)
    assert g.name_of(slot(g, 0).top) == "Dratini"
    retreat(g, 1)  # and back again: Dratini pays its own cost
    assert g.name_of(slot(g, 0).top) == "Charmeleon"
    assert zone_names(g, 0, "discard") == ["Fire Energy", "Water Energy"]
    assert total(g) == n


def test_A03_retreat_needs_enough_energy_and_a_benched_pokemon():
    g = new_game(side(mon("Charmeleon", "Charmander"), bench=["Dratini"]), side("Zapdos"))
    with pytest.raises(IllegalActionError, match="needs 1 Energy"):
        g.apply(Retreat(1))
    g = new_game(side(mon("Charmeleon", "Charmander", energy=["Fire Energy"])), side("Zapdos"))
    with pytest.raises(IllegalActionError, match="no Benched Pokémon"):
        g.apply(Retreat(1))
    g = new_game(side("Abra", bench=["Dratini"]), side("Zapdos"))  # no Retreat Cost
    retreat(g, 1)
    assert g.players[0].discard == []


@pytest.mark.parametrize("condition", ["Asleep", "Paralyzed"])
def test_004_asleep_or_paralyzed_cannot_retreat_or_attack(condition):
    g = new_game(side(mon("Pikachu", energy=["Lightning Energy"] * 2, condition=condition), bench=["Dratini"]),
                 side("Zapdos"))
    assert not any(a[0] in ("retreat", "attack") for a in g.legal_actions())
    key = g.state_key()
    with pytest.raises(IllegalActionError, match=f"^An? {condition} Pokémon cannot retreat"):
        g.apply(Retreat(1))
    article = "An" if condition == "Asleep" else "A"
    assert g.why_illegal(Retreat(1)) == f"{article} {condition} Pokémon cannot retreat."
    with pytest.raises(IllegalActionError, match=f"Pikachu is {condition} and cannot attack"):
        g.apply(Attack(0))
    assert g.state_key() == key


def test_004_confused_retreat_flips_and_discards_energy_even_on_tails():
    for heads in (H, T):
        g = new_game(side(mon("Pikachu", energy=["Lightning Energy"] * 2, condition="Confused"),
                          bench=["Dratini"]), side("Zapdos"), seed=seed_for(heads))
        n = total(g)
        ev = retreat(g, 1)
        assert coins(ev) == [heads]
        assert zone_names(g, 0, "discard") == ["Lightning Energy"]
        assert g.name_of(slot(g, 0).top) == ("Dratini" if heads else "Pikachu")
        if heads:
            assert slot(g, 0, 1).rot == NONE  # on the Bench it is no longer Confused
        else:
            assert slot(g, 0).rot == CONFUSED
        assert (Retreat(1) in g.legal_actions()) is (not heads)  # 004: try again, paying the cost again
        assert total(g) == n


def test_001_modern_confused_pokemon_retreats_without_a_coin():
    """001 "Retreat your Active Pokémon": only Asleep and Paralyzed Pokémon cannot retreat."""
    g = new_game(side(mon("Pikachu", energy=["Lightning Energy"] * 2, condition="Confused"), bench=["Dratini"]),
                 side("Zapdos"), rules="modern")
    ev = retreat(g, 1)
    assert coins(ev) == [] and g.name_of(slot(g, 0).top) == "Dratini"


def test_A01_an_attack_ends_the_turn():
    g = new_game(side(mon("Pikachu", energy=["Lightning Energy"] * 2)), side("Zapdos"))
    attack(g, "Gnaw")
    assert g.current == 1 and g.turn == 4
    assert len(g.players[1].hand) == 1  # player 2 drew for their turn


# ---------------------------------------------------------------- special conditions, Checkup (F)
def test_F_asleep_flips_at_every_checkup():
    g = new_game(side("Pikachu"), side(mon("Zapdos", condition="Asleep")), seed=seed_for(T, H))
    ev = end_turn(g)
    assert coins(ev) == [T] and slot(g, 1).rot == ASLEEP  # after player 1's turn: still Asleep
    ev = end_turn(g)
    assert coins(ev) == [H] and slot(g, 1).rot == NONE  # after player 2's own turn: wakes up


def test_F_paralysis_ends_after_its_owners_next_turn():
    g = new_game(side(mon("Electabuzz", energy=["Lightning Energy"])),
                 side(mon("Zapdos", energy=["Lightning Energy"] * 4), bench=["Pikachu"]), seed=seed_for(H))
    ev = attack(g, "Thundershock")
    assert coins(ev) == [H]
    assert slot(g, 1).rot == PARALYZED  # the Checkup right after does not cure it
    assert g.current == 1
    assert not any(a[0] in ("attack", "retreat") for a in g.legal_actions())
    end_turn(g)
    assert slot(g, 1).rot == NONE  # cured at the Checkup after its owner's turn
    end_turn(g)
    assert Attack(0) in g.legal_actions() and Retreat(1) in g.legal_actions()


def test_A01_confused_attack_tails_fails_with_20_damage_in_classic():
    """Classic: 20 damage to itself, no Weakness or Resistance (Mewtwo is weak to Psychic)."""
    for heads in (H, T):
        g = new_game(side(mon("Mewtwo", energy=["Psychic Energy"] * 2, condition="Confused")), side("Zapdos"),
                     seed=seed_for(heads))
        n = total(g)
        ev = attack(g, "Psychic")
        assert coins(ev) == [heads]
        assert slot(g, 1).damage == (10 if heads else 0)
        assert slot(g, 0).damage == (0 if heads else 20)
        assert g.current == 1 and total(g) == n  # the turn ends either way


def test_001_confused_attack_tails_does_30_in_modern():
    """001 Special Conditions, Confused: tails, put 3 damage counters on the Confused Pokémon."""
    g = new_game(side(mon("Mewtwo", energy=["Psychic Energy"] * 2, condition="Confused")), side("Zapdos"),
                 seed=seed_for(T), rules="modern")
    attack(g, "Psychic")
    assert (slot(g, 0).damage, slot(g, 1).damage) == (30, 0)


def test_A01_confusion_coin_comes_after_sand_attack_coin():
    """000 A-01 step 2a (Sand-attack) before 2b (Confusion): heads then tails = the attack fails from Confusion."""
    g = new_game(side(mon("Pikachu", energy=["Lightning Energy"], condition="Confused")), side("Zapdos"),
                 seed=seed_for(H, T))
    slot(g, 0).add_effect(_effect("smokescreen", g.turn))
    ev = attack(g, "Gnaw")
    assert coins(ev) == [H, T] and slot(g, 0).damage == 20 and slot(g, 1).damage == 0


def _effect(kind: str, until: int):
    """A lasting attack effect as the engine stores it: the rules-layer point, the last turn, the modifier."""
    from desktop.engine.fx.mods import AttackCoin, NoAttack
    from desktop.engine.state import Effect

    mod = {"smokescreen": AttackCoin(), "disabled_attack": NoAttack("Scratch")}[kind]
    return Effect(mod.point, until, mod)


def test_F_poison_every_checkup_and_toxic_20():
    g = new_game(side("Pikachu"), side(mon("Zapdos", poison=10), bench=["Dratini"]))
    end_turn(g)
    assert slot(g, 1).damage == 10
    end_turn(g)
    assert slot(g, 1).damage == 20  # after each player's turn
    g = new_game(side("Pikachu"), side(mon("Zapdos", poison=20)))
    end_turn(g)
    end_turn(g)
    assert slot(g, 1).damage == 40


def test_004_poisoning_again_does_not_double_it():
    g = new_game(side(mon("Ivysaur", "Bulbasaur", energy=["Grass Energy"] * 3)),
                 side(mon("Zapdos", poison=10)))
    attack(g, "Poisonpowder")
    assert (slot(g, 1).poison, slot(g, 1).damage) == (10, 30)


def test_F_checkup_order_poison_then_sleep_for_both_players():
    g = new_game(side(mon("Pikachu", condition="Asleep", poison=10)),
                 side(mon("Zapdos", condition="Asleep", poison=10)), seed=seed_for(T, T))
    ev = end_turn(g)
    order = [(e.kind, e.player) for e in ev if e.kind in ("damage", "coin")]
    assert order == [("damage", 0), ("damage", 1), ("coin", 0), ("coin", 1)]


def test_F_knock_out_by_poison_at_the_checkup():
    g = new_game(side("Pikachu"), side(mon("Zapdos", poison=10, damage=80), bench=["Dratini"]))
    n = total(g)
    end_turn(g)
    assert g.name_of(slot(g, 1).top) == "Dratini"
    assert len(g.players[0].prizes) == 5 and total(g) == n


def test_004_moving_to_the_bench_ends_conditions_and_attack_effects():
    g = new_game(side(mon("Pikachu", energy=["Lightning Energy"], condition="Confused", poison=10),
                      bench=["Dratini"]), side("Zapdos"), seed=seed_for(H))
    slot(g, 0).add_effect(_effect("smokescreen", g.turn + 1))
    retreat(g, 1)
    benched = slot(g, 0, 1)
    assert (benched.rot, benched.poison, benched.effects) == (NONE, 0, ())


def test_004_evolution_ends_conditions_and_attack_effects():
    g = new_game(side(mon("Charmander", condition="Asleep", poison=10), hand=["Charmeleon"]), side("Zapdos"))
    slot(g, 0).add_effect(_effect("disabled_attack", g.turn + 1))
    evolve(g, "Charmeleon", 0)
    s = slot(g, 0)
    assert (s.rot, s.poison, s.effects) == (NONE, 0, ())


# ---------------------------------------------------------------- D: Knock Out
def test_D_knock_outs_happen_after_the_whole_attack():
    """Thunder Jolt Knocks Out the Defending Pokémon and (tails) Pikachu too: every damage is done before
    any Knock Out, and both players take a Prize."""
    g = new_game(side(mon("Pikachu", energy=["Lightning Energy"] * 2, damage=30), bench=["Dratini"]),
                 side("Abra", bench=["Machop", "Magikarp"]), seed=seed_for(T))
    n = total(g)
    ev = attack(g, "Thunder Jolt")
    kinds = [e.kind for e in ev if e.kind in ("damage", "knockout", "prize")]
    assert kinds == ["damage", "damage", "knockout", "knockout", "prize", "prize"]
    # Player 1's side had one Benched Pokémon: promoted. Player 2 chooses between two.
    assert g.pending is not None and g.to_move == 1 and g.pending.options == (1, 2)
    choose(g, 2)
    assert g.name_of(slot(g, 0).top) == "Dratini" and g.name_of(slot(g, 1).top) == "Magikarp"
    assert [len(p.prizes) for p in g.players] == [5, 5] and total(g) == n


def test_D_knocked_out_pokemon_and_attachments_go_to_the_discard_pile():
    g = new_game(side(mon("Zapdos", energy=["Lightning Energy"] * 4)),
                 side(mon("Raichu", "Pikachu", energy=["Lightning Energy", "Double Colorless Energy"]),
                      bench=["Dratini"]))
    n = total(g)
    attack(g, "Thunderbolt")
    assert zone_names(g, 1, "discard") == ["Double Colorless Energy", "Lightning Energy", "Pikachu", "Raichu"]
    assert len(g.players[0].hand) == 1 and total(g) == n  # the Prize card


# ---------------------------------------------------------------- E: winning
def test_E_taking_the_last_prize_wins():
    g = new_game(side(mon("Pikachu", energy=["Lightning Energy"]), prizes=["Bill"]),
                 side(mon("Abra", damage=20), bench=["Dratini"]))
    attack(g, "Gnaw")
    assert g.outcome is not None and g.outcome.winner == 0 and "Prize" in g.outcome.reason
    assert g.legal_actions() == []


def test_E_no_pokemon_left_in_play_loses():
    g = new_game(side(mon("Pikachu", energy=["Lightning Energy"])), side(mon("Abra", damage=20)))
    attack(g, "Gnaw")
    assert g.outcome.winner == 0 and "no Pokémon" in g.outcome.reason
    assert len(g.players[0].prizes) == 5


def test_E_cannot_draw_at_the_start_of_the_turn_loses():
    g = new_game(side("Pikachu", deck=[]), side("Zapdos", deck=["Bill"]))
    assert g.outcome is None  # an empty deck is fine until a draw is needed
    end_turn(g)
    assert g.outcome is None and g.current == 1 and len(g.players[1].deck) == 0
    end_turn(g)
    assert g.outcome.winner == 1 and "could not draw" in g.outcome.reason


def test_E_both_win_at_once_starts_sudden_death_with_one_prize():
    g = new_game(side(mon("Pikachu", energy=["Lightning Energy"] * 2, damage=30), prizes=["Bill"]),
                 side("Abra", prizes=["Bill"]), seed=seed_for(T))
    n = total(g)
    ev = attack(g, "Thunder Jolt")
    assert coins(ev)[0] == T  # then Sudden Death starts over with a new coin flip for the first player
    assert [e.kind for e in ev].count("sudden_death") == 1
    assert g.outcome is None and g.sudden_death
    finish_setup(g)
    assert [len(p.prizes) for p in g.players] == [1, 1]
    assert g.phase == "main" and total(g) == n


def test_001_a_second_simultaneous_win_starts_another_sudden_death():
    """001 "What's Sudden Death?": "If the Sudden Death game also ends in Sudden Death, just keep
    playing Sudden Death games until somebody wins"."""
    g = new_game(side(mon("Pikachu", energy=["Lightning Energy"] * 2, damage=30), prizes=["Bill"]),
                 side("Abra", prizes=["Bill"]), seed=seed_for(T))
    g.sudden_death = True  # already in Sudden Death
    ev = attack(g, "Thunder Jolt")
    assert [e.kind for e in ev].count("sudden_death") == 1
    assert g.outcome is None and g.sudden_death
    finish_setup(g)
    assert [len(p.prizes) for p in g.players] == [1, 1]


def test_001_winning_in_both_ways_beats_winning_in_one():
    """001 "What if both players win at the same time?": "if you win in both ways and your
    opponent wins in only one way, you are the victor!"."""
    g = new_game(side(mon("Pikachu", energy=["Lightning Energy"] * 2, damage=30), prizes=["Bill"]),
                 side("Abra", prizes=["Bill", "Bill"]), seed=seed_for(T))
    ev = attack(g, "Thunder Jolt")  # Knocks Out Abra (last Prize, no Pokémon left) and itself
    assert coins(ev)[0] == T
    assert "sudden_death" not in [e.kind for e in ev]
    assert g.outcome is not None and g.outcome.winner == 0
    assert len(g.players[1].prizes) == 1  # the opponent took a Prize too, but won in one way only


# ---------------------------------------------------------------- first turn
def test_004_classic_first_player_may_attack_on_turn_one():
    """004 "On Your Turn" has no first-turn exception for attacking."""
    g = new_game(side(mon("Pikachu", energy=["Lightning Energy"])), side("Zapdos"), turn=1, first=0)
    assert Attack(0) in g.legal_actions()


def test_001_modern_first_player_cannot_attack_on_turn_one():
    """001 "Attack and End Your Turn": on the first turn of the game the starting player skips attacking."""
    g = new_game(side(mon("Pikachu", energy=["Lightning Energy"])), side(mon("Zapdos")), turn=1, first=0,
                 rules="modern")
    assert Attack(0) not in g.legal_actions()
    with pytest.raises(IllegalActionError, match="first turn"):
        g.apply(Attack(0))
    end_turn(g)
    end_turn(g)  # turn 3: allowed
    assert Attack(0) in g.legal_actions()
    g = new_game(side("Zapdos"), side(mon("Pikachu", energy=["Lightning Energy"])), turn=2, current=1, first=0,
                 rules="modern")
    assert Attack(0) in g.legal_actions()  # the second player's first turn


# ---------------------------------------------------------------- illegal actions
def test_illegal_actions_raise_a_readable_reason_and_change_nothing():
    """Actions the rules forbid (004 "On Your Turn", 000 A-01, A-03, A-05) raise IllegalActionError saying
    why, and leave the game exactly as it was."""
    g = new_game(side(mon("Pikachu"), bench=["Charmander"], hand=["Water Energy", "Charmeleon", "Potion"]),
                 side(mon("Zapdos", energy=["Lightning Energy"])))
    water = hand_card(g, "Water Energy")
    cases = [
        (AttachEnergy(water, 10), "one of your own Pokémon"),
        (AttachEnergy(99, 0), "not in your hand"),
        (Attack(1), "Thunder Jolt needs Lightning, Colorless Energy"),
        (PlayTrainer(hand_card(g, "Potion"), 0), "no effect"),
        (Retreat(1), "needs 1 Energy"),
        (Choose(0), "no question to answer"),
        (Evolve(hand_card(g, "Charmeleon"), 0), "evolves from Charmander, not from Pikachu"),
        (PlayBasic(hand_card(g, "Charmeleon")), "Stage 1 Pokémon"),
    ]
    for action, reason in cases:
        key, history, legal = g.state_key(), list(g.history), list(g.legal_actions())
        with pytest.raises(IllegalActionError) as info:
            g.apply(action)
        assert reason in str(info.value), (action, str(info.value))
        assert g.state_key() == key and g.history == history and g.legal_actions() == legal
    # During a prompt only its answers are legal.
    play_potion_game = new_game(side(mon("Pikachu", damage=20), hand=["Computer Search", "Bill", "Potion"]),
                                side("Zapdos"))
    play(play_potion_game, "Computer Search")
    key = play_potion_game.state_key()
    with pytest.raises(IllegalActionError, match="First answer the open question"):
        play_potion_game.apply(END_TURN)
    with pytest.raises(IllegalActionError, match="not one of the choices"):
        play_potion_game.apply(Choose(12345))
    assert play_potion_game.state_key() == key
    with pytest.raises(IllegalActionError, match="not an action"):
        play_potion_game.apply(("end",))


def test_E_no_action_after_the_game_is_over():
    """000 E: once a player has won, nothing more can be played."""
    g = new_game(side(mon("Pikachu", energy=["Lightning Energy"])), side(mon("Abra", damage=20)))
    attack(g, "Gnaw")
    with pytest.raises(IllegalActionError, match="game is over"):
        g.apply(END_TURN)


def test_do_helper_rejects_what_is_not_offered():
    """The helper used by every test refuses actions that legal_actions() does not list."""
    g = new_game(side("Pikachu", hand=["Water Energy"]), side("Zapdos"))
    with pytest.raises(AssertionError):
        do(g, Attack(0))


def test_a_trainer_on_the_wrong_pokemon_names_the_right_ones_in_words():
    """Illegal actions get a readable reason: a Potion on an undamaged Pokémon names, in words,
    the damaged ones it can go on (no internal position codes)."""
    g = new_game(side("Charmander", bench=[mon("Pikachu", damage=20)], hand=["Potion"]), side("Bulbasaur"))
    potion = hand_card(g, "Potion")
    reason = g.why_illegal(PlayTrainer(potion, 0))
    assert reason == "Potion cannot be played on that Pokémon; it can go on your Benched Pikachu."
