"""Every non-vanilla card of the two built-in Scarlet & Violet decks (Lucario ex and Ampharos ex
Battle Decks), one test each, under today's rules (seed 001).

Positions are built with ``build_game`` on the shipped database; cards are named by id
("sv1-188" is Scarlet & Violet's Potion, "sve-6" Basic Fighting Energy), since names repeat across
eras. Each test plays the card through ``game.apply``, answers prompts with ``Choose`` and checks
the exact result and that no card was lost. Lucario ex (260 HP, weak only to Psychic) is the
usual Defending Pokémon.
"""

from __future__ import annotations

import pytest
from engine_helpers import H, T, attack, choose, coins, do, end_turn, play, seed_for, slot, total

from desktop.engine.actions import Attack, PlayTrainer
from desktop.engine.cards import default_db
from desktop.engine.game import Game
from desktop.engine.scenario import build_game

F, L = "sve-6", "sve-4"  # Basic Fighting and Lightning Energy
FILLER = "sve-1"  # Basic Grass Energy fills decks and Prizes
BIG = "svp-17"  # Lucario ex


def mon(card: str, *under: str, energy=(), damage: int = 0, **extra) -> dict:
    return {"card": card, "under": list(under), "energy": list(energy), "damage": damage, **extra}


def new(me: dict, them: dict | None = None, seed: int = 0, **options) -> Game:
    base = {"deck": [FILLER] * 10, "prizes": [FILLER] * 6, "hand": []}
    them = them or {"active": mon(BIG)}
    return build_game({"seed": seed, "rules": "modern", "players": [{**base, **me}, {**base, **them}],
                       **options}, default_db())


def defender(g: Game):
    return slot(g, 1)


# ---------------------------------------------------------------- Pokémon: self damage
@pytest.mark.parametrize("card, under, attack_name, energy, damage, recoil", [
    ("sv1-107", (), "Monkey Beatdown", [F], 30, 10),
    ("sv1-108", ("sv1-107",), "Raging Punch", [F], 70, 20),
    ("sv1-109", ("sv1-107", "sv1-108"), "Dynamite Punch", [F, F], 170, 50),
    ("sv1-165", (), "Nosedive", [F, F, F], 110, 20),
])
def test_this_pokemon_also_does_damage_to_itself(card, under, attack_name, energy, damage, recoil):
    g = new({"active": mon(card, *under, energy=energy)})
    n = total(g)
    attack(g, attack_name)
    assert defender(g).damage == damage and slot(g, 0).damage == recoil and total(g) == n


def test_annihilape_rage_fist_does_70_for_each_prize_card_the_opponent_has_taken():
    g = new({"active": mon("sv1-109", "sv1-107", "sv1-108", energy=[F])},
            {"active": mon(BIG), "prizes": [FILLER] * 4})  # the opponent has taken 2 of 6
    attack(g, "Rage Fist")
    assert defender(g).damage == 140
    g = new({"active": mon("sv1-109", "sv1-107", "sv1-108", energy=[F])})
    attack(g, "Rage Fist")
    assert defender(g).damage == 0  # no Prize taken yet: 70 x 0


def test_meditite_feint_is_not_affected_by_resistance():
    squawk = {"active": mon("sv1-162")}  # Resistance: Fighting -30
    g = new({"active": mon("sv1-110", energy=[F])}, squawk)
    attack(g, "Feint")
    assert defender(g).damage == 10
    g = new({"active": mon("sv1-112", energy=[F])}, squawk)
    attack(g, "Jab")  # Riolu's plain Jab (Colorless cost, Fighting type): Resistance applies
    assert defender(g).damage == 0


def test_medicham_acu_punch_ture_stops_the_chosen_attack_next_turn():
    g = new({"active": mon("sv1-111", "sv1-110", energy=[F])}, {"active": mon(BIG, energy=[F, F, F])})
    attack(g, "Acu-Punch-Ture")
    assert defender(g).damage == 30
    choose(g, "Aura Sphere")
    offered = [a for a in g.legal_actions() if isinstance(a, Attack)]
    names = [g.card_of(slot(g, 1)).attacks[a[1]].name for a in offered]
    assert names == ["Low Sweep"]


def test_medicham_kick_shot_does_nothing_on_tails():
    for heads in (H, T):
        g = new({"active": mon("sv1-111", "sv1-110", energy=[F])}, seed=seed_for(heads))
        events = attack(g, "Kick Shot")
        assert coins(events) == [heads] and defender(g).damage == (90 if heads else 0)


def test_koraidon_rampaging_fang_discards_3_energy_after_its_damage():
    g = new({"active": mon("sv1-124", energy=[F, F, F, L])})
    attack(g, "Rampaging Fang")
    assert defender(g).damage == 190  # the damage first, then the discard (today's rules)
    assert g.pending is not None and g.pending.purpose == "discard_energy_cost"  # 2 kinds: the player picks
    while g.pending is not None:
        choose(g, next(u for u in g.pending.options if g.name_of(u) == "Basic Fighting Energy"))
    assert [g.name_of(u) for u in slot(g, 0).energy] == ["Basic Lightning Energy"]
    assert len(g.players[0].discard) == 3


def test_lechonk_and_wattrel_collect_draw_a_card_and_cyclizar_touring_draws_2():
    for card, name, count in (("sv1-155", "Collect", 1), ("sv1-77", "Collect", 1), ("sv1-164", "Touring", 2)):
        g = new({"active": mon(card, energy=[F])})
        hand = len(g.players[0].hand)
        attack(g, name)
        assert len(g.players[0].hand) == hand + count, card


def test_oinkologne_leg_stomp_on_tails_cant_attack_during_its_next_turn():
    for heads in (H, T):
        g = new({"active": mon("sv1-157", "sv1-155", energy=[F, F, F])}, seed=seed_for(heads))
        events = attack(g, "Leg Stomp")
        assert coins(events) == [heads] and defender(g).damage == 130
        end_turn(g)  # the opponent's turn passes
        can_attack = any(isinstance(a, Attack) for a in g.legal_actions())
        assert can_attack == heads


def test_squawkabilly_call_for_family_benches_up_to_2_basic_pokemon():
    g = new({"active": mon("sv1-162", energy=[F]), "deck": ["sv1-112", "sv1-107", "sv1-109", FILLER]})
    n = total(g)
    attack(g, "Call for Family")
    assert g.pending is not None and g.pending.purpose == "deck_to_bench"
    assert sorted(g.name_of(u) for u in g.pending.options) == ["Mankey", "Riolu"]  # Basics only
    choose(g, g.pending.options[0])
    choose(g, g.pending.options[0])  # the only one left, still a choice (you may stop)
    assert sorted(g.name_of(s.top) for s in g.players[0].bench) == ["Mankey", "Riolu"] and total(g) == n


def test_squawkabilly_call_for_family_may_stop_after_one():
    g = new({"active": mon("sv1-162", energy=[F]), "deck": ["sv1-112", "sv1-107", FILLER]})
    attack(g, "Call for Family")
    choose(g, g.pending.options[0])
    choose(g, None)
    assert len(g.players[0].bench) == 1


def test_squawkabilly_fly_tails_nothing_heads_protects_it_next_turn():
    for heads in (H, T):
        g = new({"active": mon("sv1-162", energy=[F, F])}, {"active": mon(BIG, energy=[F, F])}, seed=seed_for(heads))
        events = attack(g, "Fly")
        assert coins(events) == [heads] and defender(g).damage == (60 if heads else 0)
        attack(g, "Low Sweep")  # the opponent's Lucario ex attacks back (60, Fighting Resistance -30)
        assert slot(g, 0).damage == (0 if heads else 30)


@pytest.mark.parametrize("card, under, attack_name, energy, amount", [
    ("sv1-69", (), "Linear Attack", [L], 20),
    ("sv1-79", ("sv1-77",), "Skill Dive", [L, L], 50),
])
def test_damage_to_1_of_the_opponents_pokemon_active_or_benched(card, under, attack_name, energy, amount):
    g = new({"active": mon(card, *under, energy=energy)}, {"active": mon(BIG), "bench": [mon("sv1-162")]})
    attack(g, attack_name)
    assert g.pending is not None and sorted(g.pending.options) == [10, 11]
    choose(g, 11)
    assert g.players[1].bench[0].damage == amount and defender(g).damage == 0
    g = new({"active": mon(card, *under, energy=energy)}, {"active": mon("sv1-165"), "bench": [mon(BIG)]})
    attack(g, attack_name)
    choose(g, 10)  # the Active Flamigo: its Weakness to Lightning applies
    assert defender(g).damage == amount * 2


@pytest.mark.parametrize("card, under, attack_name, energy, damage, bench_damage", [
    ("sv1-80", (), "Lightning Laser", [L, L, L], 90, 30),
    ("svp-17", ("sv1-112",), "Aura Sphere", [F, F, F], 160, 50),
])
def test_attack_also_damages_1_benched_pokemon(card, under, attack_name, energy, damage, bench_damage):
    g = new({"active": mon(card, *under, energy=energy)},
            {"active": mon(BIG, "sv1-112"), "bench": [mon("sv1-124"), mon("sv1-164")]})
    attack(g, attack_name)
    assert g.pending is not None and sorted(g.pending.options) == [11, 12]
    choose(g, 12)
    assert g.players[1].bench[1].damage == bench_damage and g.players[1].bench[0].damage == 0
    assert defender(g).damage == damage


@pytest.mark.parametrize("card, under, attack_name, energy, damage, left", [
    ("sv1-79", ("sv1-77",), "Thunder Blast", [L, L, F], 140, 2),  # a Lightning Energy
    ("sv1-150", ("sv1-148", "sv1-149"), "Power Blast", [L, L, F], 180, 2),
    ("svp-15", ("sv1-66",), "Extreme Current", [L, L, L], 80, 2),
])
def test_discard_an_energy_from_this_pokemon(card, under, attack_name, energy, damage, left):
    g = new({"active": mon(card, *under, energy=energy)})
    attack(g, attack_name)
    if g.pending is not None:  # two different Energy cards: the attacker chooses
        choose(g, g.pending.options[0])
    assert defender(g).damage == damage and len(slot(g, 0).energy) == left
    if attack_name == "Thunder Blast":
        assert g.name_of(g.players[0].discard[0]) == "Basic Lightning Energy"


def test_staraptor_tailspin_away_prevents_damage_from_basic_pokemon_only():
    them = {"active": mon("sv1-124", energy=[F, F, F]), "bench": [mon(BIG, "sv1-112", energy=[F, F])]}
    g = new({"active": mon("sv1-150", "sv1-148", "sv1-149", energy=[L, L])}, them)
    attack(g, "Tailspin Away")
    attack(g, "Claw Slash")  # Koraidon is a Basic Pokémon: prevented
    assert slot(g, 0).damage == 0
    g = new({"active": mon("sv1-150", "sv1-148", "sv1-149", energy=[L, L])},
            {"active": mon(BIG, "sv1-112", energy=[F, F])})
    attack(g, "Tailspin Away")
    attack(g, "Low Sweep")  # Lucario ex is a Stage 1: its damage is done (Fighting Resistance -30)
    assert slot(g, 0).damage == 30


def test_ampharos_ex_thunderstrike_tail_may_discard_2_energy_for_100_more():
    for answer, damage, left in (("yes", 240, 1), ("no", 140, 3)):
        g = new({"active": mon("svp-16", "sv1-66", "svp-15", energy=[L, L, L])},
                {"active": mon(BIG), "bench": [mon("sv1-162")]})
        attack(g, "Thunderstrike Tail")
        assert g.pending is not None and g.pending.purpose == "may"
        choose(g, answer)
        assert defender(g).damage == damage and len(slot(g, 0).energy) == left


def test_an_ex_knocked_out_gives_2_prize_cards():
    g = new({"active": mon("sv1-124", energy=[F, F, F, F])},
            {"active": mon(BIG, "sv1-112", damage=100), "bench": [mon("sv1-162")]})
    prizes = len(g.players[0].prizes)
    attack(g, "Rampaging Fang")
    assert len(g.players[0].prizes) == prizes - 2


# ---------------------------------------------------------------- Trainers
def test_nemona_draws_3_and_is_a_supporter():
    g = new({"active": mon("sv1-112"), "hand": ["sv1-180", "sv1-180"]})
    play(g, "Nemona")
    assert len(g.players[0].hand) == 1 + 3
    assert not any(isinstance(a, PlayTrainer) for a in g.legal_actions())  # 1 Supporter a turn


def test_youngster_shuffles_the_hand_into_the_deck_then_draws_5():
    g = new({"active": mon("sv1-112"), "hand": ["sv1-198", "sv1-107", "sv1-108"], "deck": [FILLER] * 10})
    n = total(g)
    play(g, "Youngster")
    assert len(g.players[0].hand) == 5 and len(g.players[0].deck) == 7 and total(g) == n


def test_jacq_searches_up_to_2_evolution_pokemon():
    g = new({"active": mon("sv1-112"), "hand": ["sv1-175"],
             "deck": ["sv1-108", "sv1-109", "sv1-107", FILLER]})
    play(g, "Jacq")
    assert sorted(g.name_of(u) for u in g.pending.options) == ["Annihilape", "Primeape"]
    choose(g, g.pending.options[0])
    choose(g, g.pending.options[0])
    assert sorted(g.name_of(u) for u in g.players[0].hand) == ["Annihilape", "Primeape"]


def test_energy_retrieval_puts_up_to_2_basic_energy_from_the_discard_pile_into_the_hand():
    g = new({"active": mon("sv1-112"), "hand": ["sv1-171"], "discard": [F, L, "sv1-107"]})
    play(g, "Energy Retrieval")
    assert sorted(g.name_of(u) for u in g.pending.options) == ["Basic Fighting Energy", "Basic Lightning Energy"]
    choose(g, g.pending.options[0])
    choose(g, g.pending.options[0])
    assert len(g.players[0].hand) == 2
    assert [g.name_of(u) for u in g.players[0].discard] == ["Mankey", "Energy Retrieval"]


def test_nest_ball_puts_a_basic_pokemon_from_the_deck_onto_the_bench():
    g = new({"active": mon("sv1-112"), "hand": ["sv1-181"], "deck": ["sv1-108", "sv1-107", FILLER]})
    play(g, "Nest Ball")
    assert [g.name_of(u) for u in g.pending.options] == ["Mankey"]  # the only Basic (a search may find none)
    choose(g, g.pending.options[0])
    assert [g.name_of(s.top) for s in g.players[0].bench] == ["Mankey"]


def test_potion_heals_30_damage_from_1_of_your_pokemon():
    g = new({"active": mon("sv1-112", damage=50), "hand": ["sv1-188"]})
    play(g, "Potion", 0)
    assert slot(g, 0).damage == 20


def test_switch_swaps_the_active_pokemon_with_a_benched_one():
    g = new({"active": mon("sv1-112"), "bench": [mon("sv1-107")], "hand": ["sv1-194"]})
    play(g, "Switch", 1)
    assert g.name_of(slot(g, 0).top) == "Mankey" and g.name_of(g.players[0].bench[0].top) == "Riolu"


def test_ultra_ball_discards_2_other_cards_to_search_for_any_pokemon():
    g = new({"active": mon("sv1-112"), "hand": ["sv1-196", F, L], "deck": ["svp-16", FILLER]})
    uid = next(u for u in g.players[0].hand if g.name_of(u) == "Ultra Ball")
    g2 = new({"active": mon("sv1-112"), "hand": ["sv1-196", F], "deck": ["svp-16"]})
    assert not any(isinstance(a, PlayTrainer) for a in g2.legal_actions())  # only 1 other card
    do(g, PlayTrainer(uid, None))
    choose(g, g.pending.options[0])
    choose(g, g.pending.options[0])
    choose(g, next(u for u in g.pending.options if g.name_of(u) == "Ampharos ex"))
    assert [g.name_of(u) for u in g.players[0].hand] == ["Ampharos ex"] and len(g.players[0].discard) == 3


def test_pokegear_looks_at_the_top_7_and_may_take_a_supporter():
    deck = [FILLER] * 3 + ["sv1-180"] + [FILLER] * 6 + ["sv1-198"]  # Nemona is 8th from the top
    g = new({"active": mon("sv1-112"), "hand": ["sv1-186"], "deck": deck})
    play(g, "Pokégear 3.0")
    assert [g.name_of(u) for u in g.pending.options] == ["Youngster"] and g.pending.optional
    choose(g, g.pending.options[0])
    assert [g.name_of(u) for u in g.players[0].hand] == ["Youngster"] and len(g.players[0].deck) == 10
