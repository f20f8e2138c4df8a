"""More Gym Heroes and Gym Challenge cards (gym1, gym2), played as printed: hitting back, leaving
play, choices and coins, a Pokémon's own state, and cards played between the two players."""

from __future__ import annotations

from classic_card_helpers import card, ready
from engine_helpers import (
    H,
    T,
    attack,
    attack_index,
    choose,
    coins,
    do,
    end_turn,
    mon,
    names,
    new_game,
    play,
    power,
    seed_for,
    side,
    slot,
    zone_names,
)

from desktop.engine.actions import Attack


def _can_attack(g, name: str) -> bool:
    return Attack(attack_index(g, name)) in g.legal_actions()


def _pass_turns(g, n: int = 2) -> None:
    for _ in range(n):
        end_turn(g)


# ---------------------------------------------------------------- hitting back, leaving play
def test_fire_wall_hits_the_attacker_for_10_with_weakness():
    g = new_game(side(ready("gym1-12", "Fire Wall")), side(ready("base1-15", "Solarbeam"), bench=["Pidgey"]))
    attack(g, "Fire Wall")  # Venusaur is weak to Fire: 80 of its 100 HP
    attack(g, "Solarbeam")
    assert "Venusaur" in zone_names(g, 1, "discard")  # Fire Wall's 10, doubled by Weakness, Knocked it Out


def test_crosscounter_doubles_the_damage_back_on_heads():
    for heads, back in ((H, 40), (T, 0)):
        g = new_game(side(ready("gym1-11", "Crosscounter")), side(ready("base1-52", "Low Kick")), seed=seed_for(heads))
        attack(g, "Crosscounter")
        attack(g, "Low Kick")
        assert slot(g, 0).damage == 20 and slot(g, 1).damage == back


def test_take_away_shuffles_both_active_pokemon_into_their_decks():
    g = new_game(side(ready("gym1-4", "Take Away"), bench=["Pidgey"]), side("Chansey", bench=["Rattata"]))
    attack(g, "Take Away")
    assert g.name_of(g.players[0].active.top) == "Pidgey" and g.name_of(g.players[1].active.top) == "Rattata"
    assert "Erika's Dragonair" in names(g, g.players[0].deck) and "Chansey" in names(g, g.players[1].deck)


def test_fairy_power_returns_chosen_pokemon_to_the_hand():
    g = new_game(side(ready("gym1-3", "Fairy Power"), bench=[mon("Pidgey", energy=["Water Energy"]), "Rattata"]),
                 side("Chansey"), seed=seed_for(H))
    attack(g, "Fairy Power")
    choose(g, 1)
    choose(g, None)
    assert sorted(zone_names(g, 0, "hand")) == ["Pidgey", "Water Energy"] and len(g.players[0].bench) == 1


def test_pain_amplifier_and_call_of_the_night():
    g = new_game(side(ready("gym1-14", "Pain Amplifier")), side(mon("Chansey", damage=10), bench=["Pidgey"]))
    attack(g, "Pain Amplifier")
    assert slot(g, 1).damage == 20 and slot(g, 1, 1).damage == 0
    g = new_game(side(ready("gym1-14", "Call of the Night")), side("Chansey", bench=["Pidgey"]), seed=seed_for(H, H))
    attack(g, "Call of the Night")
    gone = names(g, g.players[1].deck + g.players[1].hand)  # they draw at the start of their turn
    assert g.name_of(g.players[1].active.top) == "Pidgey" and "Chansey" in gone


def test_electric_current_moves_lightning_energy_to_the_bench_or_discards_it():
    g = new_game(side(ready("gym1-27", "Electric Current"), bench=["Pidgey"]), side("Chansey"))
    n = len(slot(g, 0).energy)
    attack(g, "Electric Current")
    assert len(slot(g, 0).energy) == n - 1 and len(slot(g, 0, 1).energy) == 1
    g = new_game(side(ready("gym1-27", "Electric Current")), side("Chansey"))
    attack(g, "Electric Current")
    assert len(slot(g, 0).energy) == n - 1 and "Lightning Energy" in zone_names(g, 0, "discard")


def test_jellyfish_pod_takes_any_number_of_the_named_pokemon():
    g = new_game(side(ready("gym1-32", "Jellyfish Pod"), deck=["Tentacool", "gym1-32", "Pidgey"]), side("Chansey"))
    attack(g, "Jellyfish Pod")
    assert sorted(names(g, g.pending.options[:2])) == ["Misty's Tentacool", "Tentacool"]
    choose(g, g.pending.options[0])
    choose(g, g.pending.options[0])
    assert sorted(zone_names(g, 0, "hand")) == ["Misty's Tentacool", "Tentacool"]


def test_night_spirits_flips_per_sabrinas_ghost_in_play():
    g = new_game(side(ready("gym1-58", "Night Spirits"), bench=["gym1-14"]), side("Charizard"), seed=seed_for(H, T))
    assert coins(attack(g, "Night Spirits")) == [H, T]
    assert slot(g, 1).damage == 30


def test_poison_spore_and_ink_spurt():
    g = new_game(side(ready("gym2-71", "Poison Spore")), side("Chansey", bench=["Pidgey"]), seed=seed_for(H))
    attack(g, "Poison Spore")
    assert slot(g, 1).poison and slot(g, 1, 1).damage == 10
    g = new_game(side(ready("gym2-87", "Ink Spurt")), side(ready("base1-52", "Low Kick")), seed=seed_for(H, T))
    attack(g, "Ink Spurt")
    attack(g, "Low Kick")
    assert slot(g, 0).damage == 0  # their coin came up tails


def test_star_boomerang_and_fade_out_return_the_attacker_after_damage():
    g = new_game(side(ready("gym2-92", "Star Boomerang"), bench=["Pidgey"]), side("Chansey"), seed=seed_for(H))
    attack(g, "Star Boomerang")
    assert slot(g, 1).damage == 20 and "Misty's Staryu" in zone_names(g, 0, "hand")
    g = new_game(side(ready("gym2-96", "Fade Out"), bench=["Pidgey"]), side("Charizard"))
    attack(g, "Fade Out")
    assert slot(g, 1).damage == 30 and zone_names(g, 0, "hand").count("Psychic Energy") == 2


def test_juxtapose_swaps_damage_counters():
    g = new_game(side(ready("gym2-14", "Juxtapose", damage=50)), side(mon("Chansey", damage=10)), seed=seed_for(H))
    attack(g, "Juxtapose")
    assert slot(g, 0).damage == 10 and slot(g, 1).damage == 50


def test_dragon_tornado_and_summon_storm():
    g = new_game(side(ready("gym2-5", "Dragon Tornado")), side("Chansey", bench=["Jigglypuff"]))
    attack(g, "Dragon Tornado")
    assert g.name_of(g.players[1].active.top) == "Jigglypuff" and slot(g, 1, 1).damage == 40
    g = new_game(side(ready("gym2-5", "Dragon Tornado")),
                 side(mon("Chansey", damage=100), bench=["Jigglypuff", "Pidgey"]))
    attack(g, "Dragon Tornado")  # Knocked Out: no switch, the opponent promotes
    assert g.players[1].active is None and g.pending is not None and g.pending.player == 1
    g = new_game(side(ready("gym2-5", "Summon Storm"), bench=["Pidgey"]), side("Chansey", bench=["Jigglypuff"]),
                 seed=seed_for(H, H))
    attack(g, "Summon Storm")
    assert (slot(g, 0).damage, slot(g, 0, 1).damage, slot(g, 1).damage, slot(g, 1, 1).damage) == (0, 20, 20, 20)


# ---------------------------------------------------------------- more Gym Challenge
def test_super_removal_discards_an_energy_from_each_of_their_pokemon():
    g = new_game(side(ready("gym2-12", "Super Removal")),
                 side(mon("Chansey", energy=["Water Energy", "Fire Energy"]),
                      bench=[mon("Pidgey", energy=["Grass Energy"]), "Rattata"]), seed=seed_for(H))
    attack(g, "Super Removal")
    choose(g, g.pending.options[0])
    assert len(slot(g, 1).energy) == 1 and not slot(g, 1, 1).energy


def test_love_lariat_needs_heads_and_adds_50_with_giovannis_nidoking_benched():
    for bench, heads, damage in (([], H, 50), (["gym2-7"], H, 100), (["gym2-7"], T, 0)):
        g = new_game(side(ready("gym2-23", "Love Lariat"), bench=bench), side("Chansey"), seed=seed_for(heads))
        attack(g, "Love Lariat")
        assert slot(g, 1).damage == damage


def test_overhead_toss_may_hit_your_own_bench_on_tails():
    g = new_game(side(ready("gym2-24", "Overhead Toss"), bench=["Pidgey"]), side("Chansey"), seed=seed_for(T))
    attack(g, "Overhead Toss")
    assert slot(g, 1).damage == 40 and slot(g, 0, 1).damage == 20


def test_damage_shift_moves_a_counter_from_each_of_your_pokemon():
    g = new_game(side(ready("gym2-30", "Damage Shift", damage=20), bench=[mon("Pidgey", damage=10), "Rattata"]),
                 side("Chansey"))
    attack(g, "Damage Shift")
    assert (slot(g, 0).damage, slot(g, 0, 1).damage, slot(g, 1).damage) == (10, 0, 20)


def test_messenger_puts_pidgey_back_and_finds_another_pokemon():
    g = new_game(side(ready("gym2-49", "Messenger"), bench=["Rattata"], deck=["Charmander", "Water Energy"]),
                 side("Chansey"))
    attack(g, "Messenger")  # Charmander is the only Pokémon card not named Koga's Pidgey: taken at once
    assert "Charmander" in zone_names(g, 0, "hand") and "Koga's Pidgey" in names(g, g.players[0].deck)


def test_intimidate_stops_only_small_defending_pokemon():
    g = new_game(side(ready("gym2-7", "Intimidate")), side(ready("base1-52", "Low Kick")))  # Machop: 50 HP
    attack(g, "Intimidate")
    assert not any(isinstance(a, Attack) for a in g.legal_actions())
    g = new_game(side(ready("gym2-7", "Intimidate")), side(ready("base1-15", "Solarbeam")))
    attack(g, "Intimidate")
    assert any(isinstance(a, Attack) for a in g.legal_actions())


def test_wide_solarbeam_and_growth():
    g = new_game(side(ready("gym2-4", "Wide Solarbeam")), side("Chansey", bench=["Jigglypuff", "Jigglypuff",
                                                                                 "Jigglypuff"]))
    attack(g, "Wide Solarbeam")
    choose(g, 11)
    choose(g, 13)
    assert [slot(g, 1, i).damage for i in (1, 2, 3)] == [20, 0, 20] and slot(g, 1).damage == 20
    g = new_game(side(ready("gym2-4", "Growth"), hand=["Grass Energy"] * 3), side("Chansey"), seed=seed_for(H))
    n = len(slot(g, 0).energy)
    attack(g, "Growth")
    choose(g, g.pending.options[0])
    choose(g, g.pending.options[0])
    assert len(slot(g, 0).energy) == n + 2


def test_flame_jet_and_roaring_flames():
    g = new_game(side(ready("gym2-2", "Flame Jet")), side("Chansey", bench=["Jigglypuff"]), seed=seed_for(H))
    attack(g, "Flame Jet")
    choose(g, 11)
    assert slot(g, 1, 1).damage == 40
    g = new_game(side(ready("gym2-2", "Roaring Flames", extra=["Fire Energy", "Water Energy"])), side("Chansey"))
    attack(g, "Roaring Flames")
    assert slot(g, 1).damage == 20 + 40 and [g.name_of(u) for u in slot(g, 0).energy] == ["Water Energy"]


def test_energy_drain_discards_an_energy_of_the_attacker_on_heads():
    g = new_game(side(ready("base1-52", "Low Kick", extra=["Fighting Energy"])), side("gym2-26"), seed=seed_for(H))
    attack(g, "Low Kick")
    assert g.pending.player == 1 and g.pending.purpose == "discard_their_energy"  # Muk's owner chooses
    choose(g, g.pending.options[0])
    assert len(slot(g, 0).energy) == 1
    g = new_game(side(ready("base1-52", "Low Kick")), side(mon("gym2-26", condition="Asleep")), seed=seed_for(H))
    attack(g, "Low Kick")
    assert len(slot(g, 0).energy) == 1  # it was Asleep: the Power didn't work


def test_shock_blast_hurts_both_active_pokemon_on_tails():
    g = new_game(side(ready("base1-52", "Low Kick")), side("gym2-52"), seed=seed_for(T))
    attack(g, "Low Kick")
    assert slot(g, 0).damage == 20 and slot(g, 1).damage == 40 + 20  # Low Kick doubled by Weakness


def test_resistance_gym_and_the_rockets_training_gym():
    g = new_game({**side(ready("gym1-72", "Sand Pit")), "stadium": "gym2-109"}, side("Pidgey"))  # Pidgey: -30
    attack(g, "Sand Pit")
    assert slot(g, 1).damage == 10
    g = new_game({**side("Squirtle", bench=["Pidgey"]), "stadium": "gym1-104"}, side("Chansey"))
    assert g.retreat_cost(g.players[0].active) == 2


def test_erikas_kindness_heals_every_damaged_pokemon():
    g = new_game(side(mon("Chansey", damage=30), hand=["gym2-103"], bench=[mon("Pidgey", damage=10)]),
                 side(mon("Chansey", damage=20)))
    play(g, "Erika's Kindness")
    assert (slot(g, 0).damage, slot(g, 0, 1).damage, slot(g, 1).damage) == (10, 0, 0)


# ---------------------------------------------------------------- choices and coins
def test_the_rockets_trap_shuffles_up_to_three_random_cards_of_their_hand_away():
    g = new_game(side("Chansey", hand=["gym1-19"]), side("Chansey", hand=["Pidgey", "Bill", "Rattata", "Bill"]),
                 seed=seed_for(H))
    play(g, "The Rocket's Trap")
    assert g.pending.purpose == "random_count" and max(g.pending.options) == 3
    from desktop.ai.answers import answer_prompt

    assert answer_prompt(g) == 3
    choose(g, 2)
    assert len(g.players[1].hand) == 2


def test_sleight_of_hand_trades_hand_cards_for_basic_energy():
    g = new_game(side(ready("gym1-94", "Sleight of Hand"), hand=["Pidgey", "Bill"], deck=["Water Energy", "Bill",
                                                                                           "Fire Energy"]),
                 side("Chansey"))
    attack(g, "Sleight of Hand")
    choose(g, g.pending.options[0])
    choose(g, g.pending.options[0])
    choose(g, g.pending.options[0])  # the first of the two basic Energy cards
    assert len(zone_names(g, 0, "hand")) == 2
    assert all(n.endswith("Energy") for n in zone_names(g, 0, "hand"))


def test_mistys_duel_lets_the_coins_winner_draw_a_new_hand_of_5():
    for heads, winner in ((H, 0), (T, 1)):
        g = new_game(side("Chansey", hand=["gym1-123", "Pidgey"]), side("Chansey", hand=["Bill"]),
                     seed=seed_for(heads))
        play(g, "Misty's Duel")
        assert len(g.players[winner].hand) == 5


def test_lt_surges_treaty_lets_the_opponent_choose():
    g = new_game(side("Chansey", hand=["gym1-112"]), side("Chansey"))
    play(g, "Lt. Surge's Treaty")
    assert g.pending.player == 1
    choose(g, "you draw a card")
    assert len(g.players[0].hand) == 1
    g = new_game(side("Chansey", hand=["gym1-112"]), side("Chansey"))
    play(g, "Lt. Surge's Treaty")
    choose(g, "each takes a Prize card")
    assert len(g.players[0].prizes) == 5 and len(g.players[1].prizes) == 5 and len(g.players[1].hand) == 1


def test_group_attack_calls_zubats_then_counts_them():
    g = new_game(side(ready("gym2-83", "Group Attack"), deck=["gym2-83", "gym2-83", "Pidgey"]), side("Chansey"))
    attack(g, "Group Attack")
    choose(g, g.pending.options[0])
    choose(g, g.pending.options[0])
    assert slot(g, 1).damage == 30 and len(g.players[0].bench) == 2


def test_soak_up_gathers_grass_energy_from_your_other_pokemon():
    g = new_game(side("gym2-38", bench=[mon("Bulbasaur", energy=["Grass Energy", "Grass Energy", "Water Energy"])]),
                 side("Chansey"))
    power(g, 0)
    choose(g, g.pending.options[0])
    choose(g, g.pending.options[0])
    assert len(slot(g, 0).energy) == 2 and [g.name_of(u) for u in slot(g, 0, 1).energy] == ["Water Energy"]


def test_transparent_walls_shields_the_bench_during_their_next_turn():
    g = new_game(side("Chansey", hand=["gym2-125"], bench=["Pidgey"]),
                 side(ready("gym2-34", "Detonate"), bench=["Rattata"]))
    play(g, "Transparent Walls")
    end_turn(g)
    attack(g, "Detonate")
    assert slot(g, 0, 1).damage == 0 and slot(g, 1, 1).damage == 10


def test_esp_by_the_number_of_heads():
    g = new_game(side(ready("gym2-90", "ESP")), side("Chansey"), seed=seed_for(H, H, T))
    attack(g, "ESP")
    assert slot(g, 1).damage == 20
    g = new_game(side(ready("gym2-90", "ESP")), side("Chansey"), seed=seed_for(H, T, T))
    hand = len(g.players[0].hand)
    attack(g, "ESP")
    assert len(g.players[0].hand) == hand + 1 and slot(g, 1).damage == 0
    g = new_game(side(ready("gym2-90", "ESP")), side("base1-57"), seed=seed_for(H, H, H))
    attack(g, "ESP")  # Pidgey's only attack, Whirlwind (10), is copied
    assert slot(g, 1).damage == 10


# ---------------------------------------------------------------- a Pokémon's own state
def test_giant_growth_sets_hp_80_and_pound_30_until_benched():
    g = new_game(side(ready("gym2-10", "Giant Growth", extra=["Grass Energy"] * 2)), side("Chansey"),
                 seed=seed_for(H))
    attack(g, "Giant Growth")
    assert g.hp_of(slot(g, 0)) == 80
    end_turn(g)
    attack(g, "Pound")
    assert slot(g, 1).damage == 30


def test_gaseous_form_adds_10_hp_per_psychic_energy():
    g = new_game(side(mon("gym2-97", energy=["Psychic Energy", "Psychic Energy", "Water Energy"])), side("Chansey"))
    assert g.hp_of(slot(g, 0)) == g.card_of(slot(g, 0)).hp + 20


def test_fortitude_survives_a_knock_out_on_heads_with_10_hp():
    for heads, survives in ((H, True), (T, False)):
        g = new_game(side(ready("base1-52", "Low Kick"), bench=["Pidgey"]), side(mon("gym2-6", damage=90),
                                                                                 bench=["Pidgey"]),
                     seed=seed_for(heads))
        attack(g, "Low Kick")
        machamp = [s for _p, s in g.players[1].in_play() if g.name_of(s.top) == "Giovanni's Machamp"]
        assert bool(machamp) == survives
        if survives:
            assert g.hp_of(machamp[0]) - machamp[0].damage == 10


def test_rebellion_shuffles_gyarados_away_on_two_tails():
    name = card("gym2-13").attacks[0].name
    g = new_game(side(ready("gym2-13", name), bench=["Pidgey"]), side("Chansey"), seed=seed_for(T, T))
    attack(g, name)
    assert slot(g, 1).damage == 0 and "Misty's Gyarados" in names(g, g.players[0].deck)


def test_shadow_images_turns_attacks_aside_on_tails_until_scyther_is_hit():
    g = new_game(side(ready("gym1-13", "Shadow Images")), side(ready("base1-46", "Scratch")), seed=seed_for(T))
    attack(g, "Shadow Images")
    attack(g, "Scratch")  # their coin: tails, no damage
    assert slot(g, 0).damage == 0 and slot(g, 0).effects
    g = new_game(side(ready("gym1-13", "Shadow Images")), side(ready("base1-46", "Scratch")), seed=seed_for(H))
    attack(g, "Shadow Images")
    attack(g, "Scratch")  # heads: the damage is done (doubled by Weakness) and the shadow ends
    assert slot(g, 0).damage == 20 and [e.kind for e in slot(g, 0).effects] == ["attacked"]


# ---------------------------------------------------------------- between the players
def test_blaines_quiz_2_the_right_guess_draws_for_the_opponent():
    from desktop.ai.answers import answer_prompt

    for guess, drawer in (("Pokémon card", 1), ("Energy card", 0)):
        g = new_game(side("Chansey", hand=["gym2-111", "Pidgey"]), side("Chansey"))
        play(g, "Blaine's Quiz #2")  # the only other card, Pidgey, goes face down at once
        assert g.pending.player == 1 and g.pending.purpose == "quiz_guess"
        assert answer_prompt(g) in g.pending.options
        hands = [len(p.hand) for p in g.players]
        choose(g, guess)
        assert len(g.players[drawer].hand) == hands[drawer] + 2 and "Pidgey" in zone_names(g, 0, "hand")


def test_mistys_wish_swaps_a_prize_or_draws_a_card():
    from desktop.ai.answers import answer_prompt

    g = new_game(side("Chansey", hand=["gym2-108", "Pidgey"], prizes=["Bill"] * 6), side("Chansey"))
    play(g, "Misty's Wish")
    assert g.pending.player == 1 and answer_prompt(g) == "decline"
    choose(g, "accept")
    assert zone_names(g, 0, "hand") == ["Bill"] and "Pidgey" in names(g, g.players[0].prizes)
    g = new_game(side("Chansey", hand=["gym2-108", "Pidgey"], prizes=["Bill"] * 6), side("Chansey"))
    play(g, "Misty's Wish")
    choose(g, "decline")
    assert len(g.players[0].hand) == 2 and len(g.players[0].prizes) == 6


def test_raticates_focus_energy_doubles_double_edge_both_ways():
    g = new_game(side(ready("gym2-53", "Double-edge")), side("Chansey"))
    attack(g, "Focus Energy")
    end_turn(g)
    attack(g, "Double-edge")
    assert slot(g, 1).damage == 80 and slot(g, 0).damage == 40


def test_healing_fire_heals_when_fire_energy_is_attached_from_the_hand():
    from engine_helpers import do, hand_card

    from desktop.engine.actions import AttachEnergy

    g = new_game(side(mon("gym2-21", damage=30), hand=["Fire Energy"]), side("Chansey"))
    do(g, AttachEnergy(hand_card(g, "Fire Energy"), 0))
    assert slot(g, 0).damage == 20
    g = new_game(side(mon("gym2-21", damage=30), hand=["Water Energy"]), side("Chansey"))
    do(g, AttachEnergy(hand_card(g, "Water Energy"), 0))
    assert slot(g, 0).damage == 30


def test_rebirth_may_return_rocket_s_moltres_to_the_hand_when_knocked_out():
    for asleep, answer, in_hand in ((False, "yes", True), (False, "no", False), (True, None, False)):
        moltres = mon("gym1-12", damage=60, **({"condition": "Asleep"} if asleep else {}))
        g = new_game(side(ready("base1-52", "Low Kick")), side(moltres, bench=["Pidgey"]))
        attack(g, "Low Kick")
        if answer is not None:
            assert g.pending.player == 1 and g.pending.purpose == "may"
            choose(g, answer)
        assert ("Rocket's Moltres" in zone_names(g, 1, "hand")) == in_hand
        assert ("Rocket's Moltres" in zone_names(g, 1, "discard")) != in_hand


def test_relaxing_scent_halves_every_attacks_damage_rounded_up():
    g = new_game(side(ready("base1-52", "Low Kick")), side("gym2-41", bench=["Pidgey"]))  # Ivysaur: no W/R to F
    attack(g, "Low Kick")
    assert slot(g, 1).damage == 10
    g = new_game(side(ready("base1-52", "Low Kick")), side(mon("gym2-41", condition="Asleep")))
    attack(g, "Low Kick")
    assert slot(g, 1).damage == 20  # Asleep: the Power doesn't work
    own = card("gym2-41").attacks[-1]
    g = new_game(side(ready("gym2-41", own.name)), side("Chansey"))
    attack(g, own.name)
    assert slot(g, 1).damage == -(-own.damage // 20) * 10  # even its own attacks


def test_scram_shuffles_primeape_away_at_exactly_10_hp_left():
    hp = card("gym2-35").hp
    g = new_game(side(ready("base1-52", "Low Kick")), side(mon("gym2-35", damage=hp - 30), bench=["Pidgey"]))
    attack(g, "Low Kick")  # 20 damage: 10 HP left
    assert "Brock's Primeape" in names(g, g.players[1].deck + g.players[1].hand)
    assert g.name_of(g.players[1].active.top) == "Pidgey"


def test_recall_lets_the_active_pokemon_use_its_basic_cards_attacks_this_turn():
    g = new_game(side(mon("base1-24", "base1-46", energy=["Fire Energy"]), hand=["gym1-116"]), side("Chansey"))
    assert [a.name for a in g.card_of(slot(g, 0)).attacks] == ["Slash", "Flamethrower"]  # Charmeleon's own
    play(g, "Recall")
    assert "Scratch" in [a.name for a in g.card_of(slot(g, 0)).attacks]
    attack(g, "Scratch")
    assert slot(g, 1).damage == 10
    end_turn(g)
    assert "Scratch" not in [a.name for a in g.card_of(slot(g, 0)).attacks]  # for that turn only


def test_psylink_copies_the_attacks_of_your_other_psychic_pokemon():
    g = new_game(side(mon("gym2-16", "gym2-93", "gym2-58", energy=["Psychic Energy"] * 2),
                      bench=["gym2-94", "gym2-99"]), side("Charizard", hand=["Bill"]))  # Psyduck is Water
    borrowed = [a.name for a in g.card_of(slot(g, 0)).attacks]
    assert "Psyscan" in borrowed and "Random ESP" not in borrowed
    events = attack(g, "Psyscan")
    assert any(e.kind == "peek" and e.player == 0 for e in events)
    g = new_game(side(mon("gym2-16", "gym2-93", "gym2-58", condition="Asleep"), bench=["gym2-94"]),
                 side("Charizard"))
    assert "Psyscan" not in [a.name for a in g.card_of(slot(g, 0)).attacks]


def test_no_removal_gym_taxes_energy_removal_two_cards():
    them = side(mon("Chansey", energy=["Water Energy"]))
    g = new_game({**side("Chansey", hand=["Energy Removal", "Pidgey"]), "stadium": "gym1-103"}, them)
    assert not any(a[0] == "play" for a in g.legal_actions())
    g = new_game({**side("Chansey", hand=["Energy Removal", "Pidgey", "Rattata", "Bill"]), "stadium": "gym1-103"},
                 them)
    do(g, next(a for a in g.legal_actions() if a[0] == "play" and g.name_of(a[1]) == "Energy Removal"))
    while g.pending is not None:
        choose(g, g.pending.options[0])
    assert len(g.players[0].hand) == 1 and not slot(g, 1).energy
    assert "Energy Removal" in zone_names(g, 0, "discard") and len(g.players[0].discard) == 3


def test_blaines_quiz_3_the_opponent_guesses_the_name_from_an_attack():
    from desktop.ai.answers import answer_prompt

    for right in (True, False):
        g = new_game(side("Chansey", hand=["gym2-112", "base1-46"]), side("base2-55", bench=["base1-24"]))
        play(g, "Blaine's Quiz #3")  # Charmander, whose only other attack is named when there is one
        if g.pending.purpose == "quiz_attack":
            choose(g, "Scratch")
        assert g.pending.player == 1 and g.pending.purpose == "quiz_guess"
        assert g.pending.options == ("Charmander", "Mankey")  # the Pokémon of this game with Scratch
        assert answer_prompt(g) in g.pending.options
        hands = [len(p.hand) for p in g.players]
        guess = "Charmander" if right else next(o for o in g.pending.options if o != "Charmander")
        choose(g, guess)
        drawer = 1 if right else 0
        assert len(g.players[drawer].hand) == hands[drawer] + 3 and "Charmander" in zone_names(g, 0, "hand")


def test_kogas_ninja_trick_switches_out_before_the_attack_and_is_discarded():
    g = new_game(side("Pidgey", hand=["gym2-115"]), side("Chansey"))
    assert not any(a[0] == "play" for a in g.legal_actions())  # only on a Pokémon with Koga in its name
    g = new_game(side("gym2-83", hand=["gym2-115"], bench=["Jigglypuff"]), side(ready("base1-52", "Low Kick")))
    play(g, "Koga's Ninja Trick", 0)
    assert slot(g, 0).tools
    end_turn(g)
    attack(g, "Low Kick")
    assert g.pending.player == 0 and g.pending.purpose == "may"
    choose(g, "yes")
    assert g.name_of(g.players[0].active.top) == "Jigglypuff" and slot(g, 0).damage == 40  # Weakness
    assert slot(g, 0, 1).damage == 0  # Koga's Zubat was switched out before the damage
    assert not slot(g, 0, 1).tools and "Koga's Ninja Trick" in zone_names(g, 0, "discard")


def test_brocks_protection_keeps_energy_from_their_attacks_and_trainers():
    g = new_game(side(mon("gym1-72", energy=["Fighting Energy"]), hand=["gym2-101"], bench=["Pidgey"]),
                 side(ready("gym1-61", "Kindle"), hand=["Energy Removal"]))
    assert [t for t in g.legal_actions() if t[0] == "play"] == [t for t in g.legal_actions()
                                                              if t[0] == "play" and t[2] == 0]  # Brock's only
    play(g, "Brock's Protection", 0)
    end_turn(g)
    do(g, next(a for a in g.legal_actions() if a[0] == "play"))  # Energy Removal on Brock's Sandshrew
    while g.pending is not None:
        choose(g, g.pending.options[0])
    assert len(slot(g, 0).energy) == 1 and "Energy Removal" in zone_names(g, 1, "discard")
    attack(g, "Kindle")  # Kindle's own cost is paid; the Defending Pokémon's Energy stays
    assert len(slot(g, 0).energy) == 1 and not slot(g, 1).energy
