"""Seed 001, "Parts of a Turn" and "Turn Actions", under today's rules: the draw, the Bench, evolving,
attaching Energy, Trainer cards, retreating, Abilities and attacking, each with its limits."""

from __future__ import annotations

import pytest
from engine_helpers import attach, attack, bench, end_turn, evolve, hand_card, mon, play, retreat, slot, zone_names
from modern_rules_helpers import game

from desktop.engine.actions import AttachEnergy, Attack, Evolve, PlayBasic, PlayTrainer, Retreat, UsePower
from desktop.engine.state import NONE, Effect

G, L, F, W = "Grass Energy", "Lightning Energy", "Fire Energy", "Water Energy"


def _effect(until: int) -> Effect:
    from desktop.engine.fx.mods import AttackCoin

    mod = AttackCoin()
    return Effect(mod.point, until, mod)


# ---------------------------------------------------------------- 1) draw a card
def test_001_turn_starts_with_drawing_a_card():
    g = game({"active": "mr-1"}, {"active": "mr-1", "deck": ["mr-17"] * 3})
    end_turn(g)
    assert g.current == 1 and len(g.players[1].hand) == 1 and len(g.players[1].deck) == 2


def test_001_no_card_to_draw_at_the_start_of_the_turn_loses():
    g = game({"active": "mr-1"}, {"active": "mr-1", "deck": []})
    end_turn(g)
    assert g.outcome is not None and g.outcome.winner == 0


# ---------------------------------------------------------------- A) Basic Pokémon onto the Bench
def test_001_basic_pokemon_go_face_up_onto_the_bench_as_many_as_fit_in_five_spots():
    g = game({"active": "mr-1", "bench": ["mr-1"] * 2, "hand": ["mr-17", "mr-17", "mr-17", "mr-2"]},
             {"active": "mr-1"})
    events = bench(g, "Sparkle Mon")
    assert [e.kind for e in events if e.kind == "bench"] == ["bench"]  # shown to both players
    assert not any(e.hidden_from(1) for e in events if e.kind == "bench")
    bench(g, "Sparkle Mon")
    assert len(g.players[0].bench) == 4
    assert PlayBasic(hand_card(g, "Bloom Mon")) not in g.legal_actions()  # a Stage 1 is not a Basic Pokémon
    bench(g, "Sparkle Mon")
    assert len(g.players[0].bench) == 5
    assert not any(isinstance(a, PlayBasic) for a in g.legal_actions())


# ---------------------------------------------------------------- B) evolving
def test_001_evolve_a_pokemon_in_play_since_the_turn_began_active_or_benched_basic_then_stage_1_then_stage_2():
    g = game({"active": mon("mr-1", entered=1), "bench": [mon("mr-1", entered=1)],
              "hand": ["mr-2", "mr-2", "mr-3", "mr-1", "mr-2"]}, {"active": "mr-1"})
    assert Evolve(hand_card(g, "Tree Mon"), 0) not in g.legal_actions()  # no Stage 2 straight onto a Basic
    bench(g, "Sprout Mon")
    uid = hand_card(g, "Bloom Mon")
    assert Evolve(uid, 2) not in g.legal_actions()  # put into play this turn
    evolve(g, "Bloom Mon", 0)  # the Active Pokémon
    evolve(g, "Bloom Mon", 1)  # a Benched Pokémon
    assert Evolve(hand_card(g, "Tree Mon"), 0) not in g.legal_actions()  # not a second time this turn
    end_turn(g)
    end_turn(g)
    evolve(g, "Tree Mon", 0)
    assert [g.name_of(u) for u in slot(g, 0).cards] == ["Sprout Mon", "Bloom Mon", "Tree Mon"]


def test_001_evolving_needs_the_name_it_evolves_from():
    g = game({"active": mon("mr-18", entered=1), "hand": ["mr-2"]}, {"active": "mr-1"})
    assert Evolve(hand_card(g, "Bloom Mon"), 0) not in g.legal_actions()  # Paldean Sprout Mon is another name


def test_001_evolving_keeps_cards_and_damage_and_ends_special_conditions_and_attack_effects():
    g = game({"active": mon("mr-1", energy=[G], tools=["mr-7"], damage=30, entered=1, condition="Confused",
                            poison=10, burned=True), "hand": ["mr-2"]}, {"active": "mr-1"})
    slot(g, 0).add_effect(_effect(g.turn + 2))
    evolve(g, "Bloom Mon", 0)
    s = slot(g, 0)
    assert s.damage == 30 and zone_names(g, 0, "discard") == []
    assert [g.name_of(u) for u in s.energy] == [G] and len(s.tools) == 1
    assert (s.rot, s.poison, s.burned, s.effects) == (NONE, 0, False, ())


def test_001_an_evolved_pokemon_has_only_its_own_attacks():
    g = game({"active": mon("mr-1", energy=[G], entered=1), "hand": ["mr-2"]}, {"active": "mr-1"})
    evolve(g, "Bloom Mon", 0)
    assert [a.name for a in g.card_of(slot(g, 0)).attacks] == ["Leaf Hit"]  # Tackle and Glare are gone


@pytest.mark.parametrize("turn", [1, 2])
def test_001_neither_player_evolves_on_their_own_first_turn(turn):
    me = {"active": mon("mr-1"), "hand": ["mr-2"]}
    players = (me, {"active": "mr-1"}) if turn == 1 else ({"active": "mr-1"}, me)
    g = game(*players, turn=turn, current=turn - 1, first=0)
    assert not any(isinstance(a, Evolve) for a in g.legal_actions())
    assert "first turn" in g.why_illegal(Evolve(hand_card(g, "Bloom Mon"), 0))


# ---------------------------------------------------------------- C) attaching Energy
def test_001_one_energy_card_a_turn_to_the_active_or_a_benched_pokemon():
    g = game({"active": "mr-1", "bench": ["mr-1"], "hand": [G, G, G]}, {"active": "mr-1"})
    assert {a.target for a in g.legal_actions() if isinstance(a, AttachEnergy)} == {0, 1}
    attach(g, G, 1)
    assert not any(isinstance(a, AttachEnergy) for a in g.legal_actions())
    end_turn(g)
    end_turn(g)
    attach(g, G, 0)
    assert [len(s.energy) for s in g.players[0].slots()] == [1, 1]


# ---------------------------------------------------------------- D) Trainer cards
def test_001_items_as_many_as_you_like_one_supporter_and_both_go_to_the_discard_pile():
    g = game({"active": "mr-1", "hand": ["mr-9", "mr-9", "mr-9", "mr-8", "mr-8"]}, {"active": "mr-1"})
    for _ in range(3):
        play(g, "Shining Gadget")
    play(g, "Helpful Friend")
    assert not any(isinstance(a, PlayTrainer) and g.name_of(a.card) == "Helpful Friend" for a in g.legal_actions())
    assert zone_names(g, 0, "discard") == ["Helpful Friend"] + ["Shining Gadget"] * 3


def test_001_a_new_stadium_ends_the_old_ones_effects():
    g = game({"active": mon("mr-13", energy=[F]), "hand": ["mr-10"]},
             {"active": "mr-14", "hand": ["mr-11"]})
    play(g, "Calm Stadium")
    end_turn(g)
    play(g, "Stern Stadium")
    end_turn(g)
    attack(g, "Steam")  # 40 x2 Weakness (Water) - 30 Resistance (Fire) = 50, less 20 (Stern only, not Calm too)
    assert slot(g, 1).damage == 30


# ---------------------------------------------------------------- E) retreating
def test_001_retreat_pays_one_energy_a_colorless_keeps_damage_and_cards_and_ends_conditions():
    g = game({"active": mon("mr-4", energy=[L, L, L], tools=["mr-7"], damage=20, condition="Confused", poison=10),
              "bench": [mon("mr-1", energy=[G], damage=10)]}, {"active": "mr-1"})
    slot(g, 0).add_effect(_effect(g.turn + 2))
    retreat(g, 1)
    assert zone_names(g, 0, "discard") == [L, L]  # Retreat Cost 2
    out = slot(g, 0, 1)
    assert g.name_of(out.top) == "Spark Mon" and out.damage == 20 and len(out.energy) == 1 and len(out.tools) == 1
    assert (out.rot, out.poison, out.effects) == (NONE, 0, ())
    assert slot(g, 0).damage == 10 and len(slot(g, 0).energy) == 1
    attack(g, "Tackle")  # the new Active Pokémon may still attack
    assert slot(g, 1).damage == 20


def test_001_no_retreat_cost_retreats_for_free():
    g = game({"active": mon("Abra", energy=["Psychic Energy"]), "bench": ["mr-4"]}, {"active": "mr-1"})
    assert g.card_of(slot(g, 0)).retreat == 0
    retreat(g, 1)
    assert g.players[0].discard == [] and g.name_of(slot(g, 0).top) == "Spark Mon"


@pytest.mark.parametrize("condition", ["Asleep", "Paralyzed"])
def test_001_asleep_or_paralyzed_pokemon_cannot_retreat_or_attack(condition):
    g = game({"active": mon("mr-1", energy=[G, G], condition=condition), "bench": ["mr-1"]}, {"active": "mr-1"})
    assert Retreat(1) not in g.legal_actions() and not any(isinstance(a, Attack) for a in g.legal_actions())


# ---------------------------------------------------------------- F) Abilities
def test_001_abilities_of_active_and_benched_pokemon_and_then_an_attack():
    g = game({"active": mon("mr-5", energy=["Fire Energy"]), "bench": ["mr-5"]}, {"active": "mr-1"})
    g.apply(UsePower(1, 0))  # the Benched one's Ability
    g.apply(UsePower(0, 0))  # and the Active one's
    assert len(g.players[0].hand) == 2
    attack(g, "Tackle")  # an Ability is not an attack: the attack is still there
    assert slot(g, 1).damage == 20 and g.current == 1


def test_001_an_ability_that_works_all_the_time_needs_no_use():
    g = game({"active": mon("mr-1", energy=[G])}, {"active": "mr-19"})
    assert not any(isinstance(a, UsePower) for a in g.legal_actions())
    end_turn(g)
    assert not any(isinstance(a, UsePower) for a in g.legal_actions())
    end_turn(g)
    attack(g, "Tackle")
    assert slot(g, 1).damage == 10  # Hard Shell: 10 less


# ---------------------------------------------------------------- 3) attacking
def test_001_attack_needs_its_energy_any_type_pays_colorless_and_a_free_attack_needs_none():
    g = game({"active": mon("mr-4", energy=[L])}, {"active": "mr-1"})
    assert [a[1] for a in g.legal_actions() if isinstance(a, Attack)] == [0]  # Free Zap only
    g = game({"active": mon("mr-4", energy=[L, G])}, {"active": "mr-1"})
    assert Attack(1) in g.legal_actions()  # Grass pays the Colorless
    g = game({"active": mon("mr-4", energy=[G, G])}, {"active": "mr-1"})
    assert Attack(1) not in g.legal_actions()  # but not the Lightning


def test_001_an_attack_ends_the_turn():
    g = game({"active": mon("mr-4")}, {"active": "mr-1", "bench": ["mr-1"]})
    attack(g, "Free Zap")
    assert g.current == 1 and slot(g, 1).damage == 10


def test_001_weakness_doubles_resistance_lowers_and_damage_of_0_or_less_puts_no_counters():
    g = game({"active": mon("mr-13", energy=[F])}, {"active": "mr-3"})
    attack(g, "Steam")  # Steam Mon is Fire (and Water): no Weakness, no Resistance
    assert slot(g, 1).damage == 40
    g = game({"active": mon("mr-13", energy=[F])}, {"active": "mr-1", "bench": ["mr-1"]})
    events = attack(g, "Steam")  # Sprout Mon is weak to Fire
    assert [e.amount for e in events if e.kind == "damage"] == [80]
    g = game({"active": mon("mr-1", energy=[G])}, {"active": "mr-12"})
    events = attack(g, "Tackle")  # 20 - 30 Resistance to Grass
    assert slot(g, 1).damage == 0 and not any(e.kind == "damage" and e.amount > 0 for e in events)


def test_001_no_weakness_or_resistance_for_benched_pokemon():
    g = game({"active": mon("Magneton", "Magnemite", energy=[L] * 4)},
             {"active": "mr-1", "bench": ["Squirtle", "mr-12"]})  # Squirtle: weak to Lightning
    attack(g, "Selfdestruct")
    assert [s.damage for s in g.players[1].bench] == [20, 20]


def test_001_knock_outs_are_checked_after_the_attack_on_every_pokemon_it_damaged_even_the_attacker():
    g = game({"active": mon("Magneton", "Magnemite", energy=[L] * 4), "bench": ["mr-1"]},
             {"active": mon("mr-1", damage=60), "bench": [mon("mr-4", damage=40), "mr-1"]})
    n = len(g.all_cards(0)) + len(g.all_cards(1))
    events = attack(g, "Selfdestruct")  # 80 to Sprout Mon, 20 to each Benched Pokémon, 80 to Magneton (80 HP)
    kinds = [e.kind for e in events if e.kind in ("damage", "knockout")]
    assert kinds.index("knockout") > max(i for i, k in enumerate(kinds) if k == "damage")
    assert sorted(g.name_of(e.card) for e in events if e.kind == "knockout") == ["Magneton", "Spark Mon", "Sprout Mon"]
    assert len(g.players[0].prizes) == 4 and len(g.players[1].prizes) == 5
    assert len(g.all_cards(0)) + len(g.all_cards(1)) == n


def test_001_a_knocked_out_pokemon_and_its_cards_go_to_the_discard_pile_and_the_attacker_takes_a_prize():
    g = game({"active": mon("mr-4", energy=[L, L])},
             {"active": mon("mr-1", energy=[G], tools=["mr-7"], damage=40), "bench": ["mr-17", "mr-4"]})
    hand = len(g.players[0].hand)
    attack(g, "Zap")  # 30 on 70 HP with 40 damage: exactly its HP
    assert zone_names(g, 1, "discard") == [G, "Power Charm", "Sprout Mon"]
    assert len(g.players[0].prizes) == 5 and len(g.players[0].hand) == hand + 1
    assert g.pending.player == 1 and g.pending.purpose == "new_active"  # its owner chooses the new Active
    g.apply(g.legal_actions()[-1])
    assert g.name_of(slot(g, 1).top) == "Spark Mon"


def test_001_the_attacker_wins_when_the_opponent_has_no_benched_pokemon_to_replace_it_or_it_took_its_last_prize():
    g = game({"active": mon("mr-4", energy=[L, L])}, {"active": mon("mr-1", damage=40)})
    attack(g, "Zap")
    assert g.outcome.winner == 0
    g = game({"active": mon("mr-4", energy=[L, L]), "prizes": ["mr-17"]},
             {"active": mon("mr-1", damage=40), "bench": ["mr-1"]})
    attack(g, "Zap")
    assert g.outcome.winner == 0 and "Prize" in g.outcome.reason
