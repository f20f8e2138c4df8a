"""Seed 001, "Advanced Rules", under today's rules: what counts as an attack, the full steps of an
attack and of its damage, "up to" and "you may", drawing more cards than the deck holds."""

from __future__ import annotations

from engine_helpers import H, T, attack, choose, coins, end_turn, mon, play, retreat, seed_for, slot
from modern_rules_helpers import game

from desktop.engine.actions import Attack, UsePower
from desktop.engine.state import Effect

G, F = "Grass Energy", "Fire Energy"


def _attack_coin(g, player: int = 0) -> None:
    """The lasting effect of an attack used on this Pokémon: "If the Defending Pokémon tries to attack during
    your opponent's next turn, your opponent flips a coin. If tails, that attack doesn't happen." """
    from desktop.engine.fx.mods import AttackCoin

    mod = AttackCoin()
    g.players[player].active.add_effect(Effect(mod.point, g.turn, mod))


def test_001_an_attack_that_does_no_damage_is_still_an_attack_and_what_affects_attacks_affects_it():
    g = game({"active": mon("mr-1", energy=[G])}, {"active": "mr-1"})
    events = attack(g, "Glare")  # no damage, no text
    assert any(e.kind == "attack" for e in events) and g.current == 1  # it is the turn's attack
    g = game({"active": mon("mr-1", energy=[G])}, {"active": "mr-1"}, seed=seed_for(T))
    _attack_coin(g)
    events = attack(g, "Glare")
    assert coins(events) == [T] and g.current == 1  # the effect on attacks reaches it too


def test_001_an_ability_is_not_an_attack():
    g = game({"active": mon("mr-5", energy=[G])}, {"active": "mr-1"})
    g.apply(UsePower(0, 0))
    assert g.current == 0 and any(isinstance(a, Attack) for a in g.legal_actions())


def test_001_step_b_an_effect_that_may_cancel_the_attack_and_it_is_gone_once_the_pokemon_moved():
    g = game({"active": mon("mr-1", energy=[G])}, {"active": mon("mr-3")}, seed=seed_for(T))
    _attack_coin(g)
    events = attack(g, "Tackle")
    assert coins(events) == [T] and slot(g, 1).damage == 0  # tails: the attack doesn't happen
    g = game({"active": mon("mr-1", energy=[G])}, {"active": mon("mr-3")}, seed=seed_for(H))
    _attack_coin(g)
    attack(g, "Tackle")
    assert slot(g, 1).damage == 20
    g = game({"active": mon("Abra"), "bench": [mon("mr-1", energy=[G])]}, {"active": mon("mr-3")})
    _attack_coin(g)
    retreat(g, 1)  # the Pokémon with the effect goes to the Bench: the effect is gone
    assert g.players[0].bench[0].effects == ()
    events = attack(g, "Tackle")  # and the new Active Pokémon flips no coin
    assert coins(events) == [] and slot(g, 1).damage == 20


def test_001_step_c_confusion_is_checked_after_the_effects_that_may_cancel_the_attack():
    g = game({"active": mon("mr-1", energy=[G], condition="Confused")}, {"active": mon("mr-3")}, seed=seed_for(H, T))
    _attack_coin(g)
    events = attack(g, "Tackle")
    assert coins(events) == [H, T] and slot(g, 0).damage == 30 and slot(g, 1).damage == 0


def test_001_damage_weakness_then_resistance_then_the_defenders_effects():
    g = game({"active": mon("mr-13", energy=[F])}, {"active": "mr-14"})
    attack(g, "Steam")  # 40, x2 for Weakness to Water, -30 for Resistance to Fire
    assert slot(g, 1).damage == 50
    g = game({"active": mon("mr-13", energy=[F]), "hand": ["mr-10"]}, {"active": "mr-14"})
    play(g, "Calm Stadium")
    attack(g, "Steam")  # then 10 less for the Stadium: after Weakness and Resistance
    assert slot(g, 1).damage == 40


def test_001_damage_no_bonus_for_an_attack_of_no_base_damage():
    g = game({"active": mon("mr-1", energy=[G], tools=["mr-7"])}, {"active": mon("mr-3")})
    attack(g, "Glare")  # Power Charm's 30 more is not added to an attack that does no damage
    assert slot(g, 1).damage == 0
    g = game({"active": mon("mr-1", energy=[G], tools=["mr-7"])}, {"active": mon("mr-3")})
    attack(g, "Tackle")
    assert slot(g, 1).damage == 50


def test_001_damage_counters_put_by_an_attack_skip_weakness_resistance_and_effects():
    g = game({"active": mon("mr-21", energy=[F])}, {"active": mon("mr-1")})  # Sprout Mon: weak to Fire
    attack(g, "Hex")
    assert slot(g, 1).damage == 20
    g = game({"active": mon("mr-21", energy=[F])}, {"active": mon("mr-19")})  # Shell Mon: takes 10 less damage
    attack(g, "Hex")
    assert slot(g, 1).damage == 20


def test_001_draw_up_to_may_draw_none():
    g = game({"active": "mr-1", "hand": ["mr-22"]}, {"active": "mr-1"})
    play(g, "Careful Draw")
    assert g.pending is not None and 0 in g.pending.options
    hand = len(g.players[0].hand)
    choose(g, 0)
    assert len(g.players[0].hand) == hand


def test_001_drawing_more_cards_than_the_deck_holds_draws_them_all_and_play_goes_on():
    g = game({"active": "mr-1", "hand": ["mr-15"], "deck": ["mr-17"] * 3}, {"active": "mr-1"})
    play(g, "Big Draw")  # draw 5 with 3 cards left
    assert len(g.players[0].hand) == 3 and g.players[0].deck == [] and g.outcome is None
    end_turn(g)
    assert g.outcome is None  # the opponent's turn: nothing lost yet
    end_turn(g)
    assert g.outcome is not None and g.outcome.winner == 1  # but the turn's own draw: lost


def test_001_step_e_flip_a_coin_if_tails_this_attack_does_nothing_comes_before_the_damage():
    for heads in (H, T):
        g = game({"active": mon("mr-34", energy=[F])}, {"active": mon("mr-3")}, seed=seed_for(heads))
        events = attack(g, "Gamble Hit")
        assert coins(events) == [heads] and slot(g, 1).damage == (30 if heads else 0)


def test_001_any_amount_may_be_none():
    g = game({"active": mon("mr-34", energy=[F, F])}, {"active": mon("mr-3")})
    attack(g, "Burn Off")  # "discard any amount of Fire Energy from this Pokémon"
    assert g.pending is not None and 0 in g.pending.options
    choose(g, 0)
    assert len(g.players[0].active.energy) == 2 and g.players[0].discard == [] and slot(g, 1).damage == 10
