"""More Gym Heroes and Gym Challenge cards (gym1, gym2), each played as printed: the attack,
Power and Trainer steps these sets word in their own way."""

from __future__ import annotations

from classic_card_helpers import ready
from engine_helpers import (
    H,
    T,
    attack,
    attack_index,
    choose,
    coins,
    end_turn,
    mon,
    new_game,
    play,
    power,
    seed_for,
    side,
    slot,
    zone_names,
)

from desktop.engine.actions import Attack
from desktop.engine.state import ASLEEP, CONFUSED, NONE


def _can_attack(g, name: str) -> bool:
    return Attack(attack_index(g, name)) in g.legal_actions()


def _pass_turns(g, n: int = 2) -> None:
    for _ in range(n):
        end_turn(g)


def test_screaming_headbutt_cant_be_used_next_turn_but_naptime_can():
    g = new_game(side(ready("gym1-60", "Screaming Headbutt", extra=["Psychic Energy"] * 2)), side("Chansey"))
    attack(g, "Screaming Headbutt")
    _pass_turns(g, 1)
    assert not _can_attack(g, "Screaming Headbutt") and _can_attack(g, "Naptime")
    _pass_turns(g)
    assert _can_attack(g, "Screaming Headbutt")


def test_naptime_heals_up_to_three_counters_and_sleeps_on_heads():
    for heads, damage, rot in ((H, 0, ASLEEP), (T, 20, NONE)):
        g = new_game(side(ready("gym1-60", "Naptime", damage=20)), side("Chansey"), seed=seed_for(heads))
        attack(g, "Naptime")
        assert slot(g, 0).damage == damage and slot(g, 0).rot == rot


def test_knockout_needle_adds_60_only_on_two_heads():
    for flips, damage in (((H, H), 90), ((H, T), 30), ((T, T), 30)):
        g = new_game(side(ready("gym1-9", "Knockout Needle")), side("Chansey"), seed=seed_for(*flips))
        assert coins(attack(g, "Knockout Needle")) == list(flips)
        assert slot(g, 1).damage == damage


def test_sonic_distortion_confuses_on_one_or_two_heads_and_healing_pollen_heals_per_heads():
    for flips, rot in (((H, T), CONFUSED), ((T, H), CONFUSED), ((T, T), NONE)):
        g = new_game(side(ready("gym1-34", "Sonic Distortion")), side("Chansey"), seed=seed_for(*flips))
        attack(g, "Sonic Distortion")
        assert slot(g, 1).rot == rot
    g = new_game(side(ready("gym1-34", "Healing Pollen", damage=30), bench=[mon("Pidgey", damage=10)]),
                 side("Chansey"), seed=seed_for(H, H, T))
    attack(g, "Healing Pollen")
    assert slot(g, 0).damage == 10 and slot(g, 0, 1).damage == 0


def test_spiral_dive_hits_every_opposing_pokemon_without_weakness():
    g = new_game(side(ready("gym1-39", "Spiral Dive")), side("Scyther", bench=["Pidgey"]))  # Scyther resists F
    attack(g, "Spiral Dive")
    assert slot(g, 1).damage == 10 and slot(g, 1, 1).damage == 10
    g = new_game(side(ready("gym1-39", "Spiral Dive")), side("Bulbasaur"))  # weak to Psychic? no: to Fire
    attack(g, "Spiral Dive")
    assert slot(g, 1).damage == 10


def test_lucky_shot_needs_a_bench_and_hits_the_chosen_one_on_heads():
    g = new_game(side(ready("gym1-38", "Lucky Shot")), side("Chansey"))
    assert not _can_attack(g, "Lucky Shot")
    for heads, damage in ((H, 30), (T, 0)):
        g = new_game(side(ready("gym1-38", "Lucky Shot")), side("Chansey", bench=["Pidgey", "Jigglypuff"]),
                     seed=seed_for(heads))
        attack(g, "Lucky Shot")
        choose(g, 12)
        assert slot(g, 1, 2).damage == damage and slot(g, 1, 1).damage == 0 and slot(g, 1).damage == 0


def test_rock_slide_damages_up_to_three_chosen_benched_pokemon():
    g = new_game(side(ready("gym1-20", "Rock Slide")), side("Chansey", bench=["Pidgey", "Rattata", "Spearow",
                                                                              "Jigglypuff"]))
    attack(g, "Rock Slide")
    choose(g, 11)
    choose(g, 13)
    choose(g, None)
    assert [slot(g, 1, i).damage for i in range(1, 5)] == [10, 0, 10, 0]


def test_tunneling_damages_two_and_onix_cant_attack_next_turn():
    g = new_game(side(ready("gym1-21", "Tunneling")), side("Chansey", bench=["Pidgey", "Rattata"]))
    attack(g, "Tunneling")
    choose(g, 11)
    choose(g, 12)
    assert slot(g, 1, 1).damage == 20 and slot(g, 1, 2).damage == 20
    _pass_turns(g, 1)
    assert not any(isinstance(a, Attack) for a in g.legal_actions())
    _pass_turns(g)
    assert _can_attack(g, "Tunneling")


def test_alert_draws_then_switches_and_needs_a_bench():
    g = new_game(side(ready("gym1-24", "Alert")), side("Chansey"))
    assert not _can_attack(g, "Alert")
    g = new_game(side(ready("gym1-24", "Alert"), bench=["Pidgey"]), side("Chansey"))
    hand = len(g.players[0].hand)
    attack(g, "Alert")
    assert len(g.players[0].hand) == hand + 1
    assert g.name_of(g.players[0].active.top) == "Pidgey"


def test_flytrap_switches_in_a_benched_pokemon_before_damage():
    g = new_game(side(ready("gym1-48", "Flytrap")), side("Chansey"))
    assert not _can_attack(g, "Flytrap")
    g = new_game(side(ready("gym1-48", "Flytrap")), side("Chansey", bench=["Rattata"]))
    attack(g, "Flytrap")
    assert g.name_of(g.players[1].active.top) == "Rattata" and slot(g, 1).damage == 20
    assert slot(g, 1, 1).damage == 0


def test_full_speed_charge_splits_heads_and_tails_damage():
    g = new_game(side(ready("gym1-64", "Full Speed Charge")), side("Chansey"), seed=seed_for(H, T, H, H))
    attack(g, "Full Speed Charge")
    assert slot(g, 1).damage == 60 and slot(g, 0).damage == 20


def test_discharge_flips_once_per_discarded_lightning_energy():
    g = new_game(side(ready("gym1-6", "Discharge", extra=["Lightning Energy", "Water Energy"])), side("Chansey"),
                 seed=seed_for(H, T))
    events = attack(g, "Discharge")
    assert coins(events) == [H, T] and slot(g, 1).damage == 30
    assert [g.name_of(u) for u in slot(g, 0).energy] == ["Water Energy"]


def test_collapse_and_restless_sleep():
    g = new_game(side(ready("gym1-33", "Collapse")), side("Chansey"), seed=seed_for(T))  # stays Asleep
    attack(g, "Collapse")
    assert slot(g, 0).rot == ASLEEP
    g = new_game(side(ready("base1-52", "Low Kick")), side(mon("gym1-33", condition="Asleep")))
    attack(g, "Low Kick")
    assert slot(g, 0).damage == 20
    g = new_game(side(ready("base1-52", "Low Kick")), side("gym1-33"))
    attack(g, "Low Kick")
    assert slot(g, 0).damage == 0


def test_photosynthesis_makes_every_energy_grass():
    g = new_game(side(mon("gym1-47", energy=["Water Energy"])), side("Chansey"))
    assert g.energy_units(slot(g, 0)) == ["Grass"]


def test_shell_armor_reduces_damage_by_10():
    g = new_game(side(ready("base1-52", "Low Kick")), side("gym1-29"))
    attack(g, "Low Kick")
    assert slot(g, 1).damage == 10


def test_deflector_halves_damage_next_turn_and_egg_bomb_tails_hurts_itself():
    g = new_game(side(ready("gym1-43", "Deflector")), side(ready("base1-52", "Low Kick")))
    attack(g, "Deflector")
    attack(g, "Low Kick")
    assert slot(g, 0).damage == 10
    g = new_game(side(ready("gym1-43", "Egg Bomb")), side("Chansey"), seed=seed_for(T))
    attack(g, "Egg Bomb")
    assert slot(g, 1).damage == 0 and slot(g, 0).damage == 20


def test_fragrance_trap_and_natural_healing():
    g = new_game(side("gym1-26"), side("Chansey", bench=["Pidgey"]), seed=seed_for(H))
    power(g, 0)  # one Benched Pokémon: no choice to make
    assert g.name_of(g.players[1].active.top) == "Pidgey"
    g = new_game(side(mon("gym1-65", damage=20)), side("Chansey"))
    power(g, 0)
    assert slot(g, 0).damage == 10


def test_kindle_discards_an_energy_from_each_side():
    g = new_game(side(ready("gym1-61", "Kindle")), side(mon("Chansey", energy=["Water Energy"])))
    attack(g, "Kindle")
    assert not slot(g, 0).energy and not slot(g, 1).energy


def test_good_morning_wakes_the_defending_pokemon():
    g = new_game(side(ready("gym1-59", "Good Morning")), side(mon("Chansey", condition="Asleep")))
    attack(g, "Good Morning")
    assert slot(g, 1).rot == NONE
    g = new_game(side(ready("gym1-59", "Good Morning")), side(mon("Chansey", condition="Confused")))
    attack(g, "Good Morning")
    assert slot(g, 1).rot != NONE  # only Asleep is woken


def test_fidget_shuffles_your_deck():
    g = new_game(side(ready("gym1-68", "Fidget")), side("Chansey"))
    assert any(e.kind == "shuffle" and e.player == 0 for e in attack(g, "Fidget"))


def test_energy_loop_returns_a_psychic_energy_to_the_hand():
    g = new_game(side(ready("gym1-91", "Energy Loop")), side("Chansey"))
    attack(g, "Energy Loop")
    assert not slot(g, 0).energy and "Psychic Energy" in zone_names(g, 0, "hand")
    g = new_game(side(mon("gym1-91", energy=["Water Energy", "Water Energy"])), side("Chansey"))
    assert not _can_attack(g, "Energy Loop")


def test_suggestion_stops_the_defending_pokemon_attacking_on_heads():
    g = new_game(side(ready("gym1-92", "Suggestion")), side(ready("base1-52", "Low Kick")), seed=seed_for(H))
    attack(g, "Suggestion")
    assert not any(isinstance(a, Attack) for a in g.legal_actions())


def test_lava_burst_counts_fire_energy_among_the_top_five():
    deck = ["Fire Energy", "Water Energy", "Fire Energy", "Pidgey", "Fire Energy", "Fire Energy"]
    g = new_game(side(ready("gym1-37", "Lava Burst"), deck=deck), side("Chansey"))
    attack(g, "Lava Burst")  # the top is the end of the list: 5 cards, 3 of them Fire Energy
    assert slot(g, 1).damage == 60 and len(g.players[0].deck) == 1


def test_water_ring_hits_benched_pokemon_that_arent_water():
    g = new_game(side(ready("gym1-31", "Water Ring"), bench=["Pidgey", "Squirtle"]),
                 side("Chansey", bench=["Rattata", "Psyduck"]))
    attack(g, "Water Ring")
    assert [slot(g, 0, 1).damage, slot(g, 0, 2).damage, slot(g, 1, 1).damage, slot(g, 1, 2).damage] == [10, 0, 10, 0]


def test_phoenix_flame_shuffles_moltres_away_on_tails():
    g = new_game(side(ready("gym1-1", "Phoenix Flame"), bench=["Pidgey"]), side("Chansey"), seed=seed_for(T))
    attack(g, "Phoenix Flame")
    assert slot(g, 1).damage == 90 and "Blaine's Moltres" not in [g.name_of(s.top) for _p, s in
                                                                   g.players[0].in_play()]


# ---------------------------------------------------------------- Gym Challenge
def test_poison_buildup_then_poison_power_does_40_and_poisons():
    g = new_game(side(ready("gym2-25", "Poison Power")), side("Chansey"))
    attack(g, "Poison Power")
    assert slot(g, 1).damage == 20 and not slot(g, 1).poison
    g = new_game(side(ready("gym2-25", "Poison Power", condition="Poisoned", poison=10)), side("Chansey"))
    attack(g, "Poison Power")
    assert slot(g, 1).damage == 40 + 10 and slot(g, 1).poison  # and 10 from Poison at the Checkup
    g = new_game(side(ready("gym2-25", "Poison Buildup")), side("Chansey"))
    attack(g, "Poison Buildup")
    assert slot(g, 0).poison


def test_thunder_flare_adds_10_per_own_counter_and_may_hurt_itself():
    for heads, self_damage in ((H, 30), (T, 60)):
        g = new_game(side(ready("gym2-28", "Thunder Flare", damage=30)), side("Chansey"), seed=seed_for(heads))
        attack(g, "Thunder Flare")
        assert slot(g, 1).damage == 60 and slot(g, 0).damage == self_damage


def test_dark_wave_stops_powers_during_their_next_turn():
    g = new_game(side(ready("gym2-29", "Dark Wave")), side("Chansey", bench=[mon("gym1-65", damage=20)]))
    attack(g, "Dark Wave")
    assert not any(a[0] == "power" for a in g.legal_actions())
    end_turn(g)
    g2 = new_game(side(mon("gym1-65", damage=20)), side("Chansey"))
    assert any(a[0] == "power" for a in g2.legal_actions())


def test_detonate_hits_every_bench_hurts_itself_and_discards_the_stadium():
    g = new_game({**side(ready("gym2-34", "Detonate"), bench=["Pidgey"]), "stadium": "gym1-115"},
                 side("Chansey", bench=["Jigglypuff"]))
    attack(g, "Detonate")
    assert slot(g, 0, 1).damage == 10 and slot(g, 1, 1).damage == 10 and slot(g, 1).damage == 100  # Weakness
    assert slot(g, 0).damage == 50 and g.stadium < 0


def test_lunar_power_evolves_a_benched_pokemon_from_the_deck():
    g = new_game(side(ready("gym2-40", "Lunar Power"), bench=["Charmander"], deck=["Charmeleon", "Pidgey"]),
                 side("Chansey"), seed=seed_for(H))
    attack(g, "Lunar Power")
    choose(g, 1)  # the only Evolution card in the deck is then taken at once
    assert g.name_of(slot(g, 0, 1).top) == "Charmeleon"


def test_surprise_shuffles_a_random_card_of_their_hand_into_their_deck():
    g = new_game(side(ready("gym2-51", "Surprise")), side("Chansey", hand=["Pidgey", "Rattata"]))
    events = attack(g, "Surprise")
    assert any(e.kind == "move" and e.player == 1 and e.src == "hand" and e.dst == "deck" for e in events)
    assert any(e.kind == "shuffle" and e.player == 1 for e in events)


def test_focus_energy_doubles_quick_attack_next_turn():
    g = new_game(side(ready("gym2-85", "Focus Energy", extra=["Water Energy"])), side("Chansey"), seed=seed_for(T))
    attack(g, "Focus Energy")
    end_turn(g)
    printed = next(a.damage for a in g.card_of(slot(g, 0)).attacks if a.name == "Quick Attack")
    attack(g, "Quick Attack")
    assert slot(g, 1).damage == 2 * printed  # tails: the doubled base damage only


def test_pendulum_curse_flips_once_per_counter_on_the_defending_pokemon():
    g = new_game(side(ready("gym2-56", "Pendulum Curse")), side(mon("Charizard", damage=30)), seed=seed_for(H, H, T))
    assert coins(attack(g, "Pendulum Curse")) == [H, H, T]
    assert slot(g, 1).damage == 30 + 40


def test_invigorate_benches_a_basic_from_either_discard_pile_with_half_its_hp_in_counters():
    g = new_game(side(ready("gym2-56", "Invigorate")), side("Chansey", discard=["Jigglypuff"]))  # 60 HP
    attack(g, "Invigorate")
    assert g.name_of(slot(g, 1, 1).top) == "Jigglypuff" and slot(g, 1, 1).damage == 30


def test_ice_throw_doubles_against_fighting_pokemon():
    g = new_game(side(ready("gym2-54", "Ice Throw")), side("base1-52"))
    attack(g, "Ice Throw")
    assert slot(g, 1).damage == 40


def test_helping_hand_heals_theirs_and_draws_as_many():
    g = new_game(side(ready("gym2-57", "Helping Hand")), side(mon("Chansey", damage=30)))
    hand = len(g.players[0].hand)
    attack(g, "Helping Hand")
    choose(g, 2)
    assert slot(g, 1).damage == 10 and len(g.players[0].hand) == hand + 2


def test_life_drain_leaves_the_defending_pokemon_10_hp():
    g = new_game(side(ready("gym2-58", "Life Drain")), side(mon("Chansey", damage=30)), seed=seed_for(H))
    attack(g, "Life Drain")
    assert g.hp_of(slot(g, 1)) - slot(g, 1).damage == 10


def test_magic_darts_aims_at_any_of_their_pokemon_without_resistance():
    g = new_game(side(ready("gym2-59", "Magic Darts")), side("Chansey", bench=["Jigglypuff"]),
                 seed=seed_for(H, H, T))
    attack(g, "Magic Darts")
    choose(g, 11)
    assert slot(g, 1, 1).damage == 20 and slot(g, 1).damage == 0


def test_pranks_puts_a_card_of_their_discard_pile_on_top_of_their_deck():
    g = new_game(side(ready("gym2-63", "Pranks")), side("Chansey", discard=["Pidgey", "Bill"]), seed=seed_for(H))
    attack(g, "Pranks")
    pick = g.pending.options[1]
    choose(g, pick)
    assert g.players[1].hand[-1] == pick  # the top card: drawn at the start of their turn


def test_group_therapy_and_pulled_punch():
    g = new_game(side(ready("gym2-69", "Group Therapy", damage=20), bench=[mon("Pidgey", damage=10)]),
                 side(mon("Chansey", damage=10)))
    attack(g, "Group Therapy")
    assert (slot(g, 0).damage, slot(g, 0, 1).damage, slot(g, 1).damage) == (10, 0, 0)
    for damage, done in ((0, 40), (10, 20)):
        g = new_game(side(ready("gym2-69", "Pulled Punch")), side(mon("Chansey", damage=damage)))
        attack(g, "Pulled Punch")
        assert slot(g, 1).damage == done


def test_synchronize_needs_as_many_energy_cards_on_both():
    g = new_game(side(ready("gym2-93", "Synchronize")), side(mon("Chansey", energy=["Water Energy"])))
    assert not _can_attack(g, "Synchronize")
    g = new_game(side(ready("gym2-93", "Synchronize")), side(mon("Chansey", energy=["Water Energy"] * 2)))
    assert _can_attack(g, "Synchronize")


def test_energy_support_finds_a_psychic_energy():
    g = new_game(side(ready("gym2-95", "Energy Support"), deck=["Fire Energy", "Psychic Energy"]), side("Chansey"))
    attack(g, "Energy Support")
    assert "Psychic Energy" in zone_names(g, 0, "hand") and zone_names(g, 0, "deck") == ["Fire Energy"]


def test_random_esp_tails_does_no_damage_and_confuses_itself():
    g = new_game(side(ready("gym2-99", "Random ESP")), side("Chansey"), seed=seed_for(T))
    attack(g, "Random ESP")
    assert slot(g, 1).damage == 0 and slot(g, 0).rot == CONFUSED


def test_electroburn_hurts_itself_per_lightning_energy():
    g = new_game(side(ready("gym2-15", "Electroburn")), side("Chansey"))
    attack(g, "Electroburn")
    assert slot(g, 0).damage == 40  # 4 Lightning Energy cards


def test_lie_low_reduces_damage_and_lets_earthdrill_be_used_next_turn():
    g = new_game(side(ready("gym2-22", "Earthdrill")), side(ready("base1-52", "Low Kick")))
    assert not _can_attack(g, "Earthdrill")
    attack(g, "Lie Low")
    attack(g, "Low Kick")
    assert slot(g, 0).damage == 0
    assert _can_attack(g, "Earthdrill")


def test_kerzap_heads_adds_30_and_discards_lightning_energy():
    g = new_game(side(ready("gym2-11", "Kerzap", extra=["Water Energy"])), side("Chansey"), seed=seed_for(H))
    attack(g, "Kerzap")
    assert slot(g, 1).damage == 50 and [g.name_of(u) for u in slot(g, 0).energy] == ["Water Energy"]
    g = new_game(side(ready("gym2-11", "Kerzap")), side("Chansey"), seed=seed_for(T))
    attack(g, "Kerzap")
    assert slot(g, 1).damage == 20 and len(slot(g, 0).energy) == 2


def test_the_computer_answers_pranks_with_a_card_of_their_discard_pile():
    from desktop.ai.answers import answer_prompt

    g = new_game(side(ready("gym2-63", "Pranks")), side("Chansey", discard=["Pidgey", "Bill"]), seed=seed_for(H))
    attack(g, "Pranks")
    assert g.pending.purpose == "their_discard_to_deck"
    assert answer_prompt(g) in g.pending.options


# ---------------------------------------------------------------- Trainers
def test_master_ball_takes_a_pokemon_from_the_top_seven():
    deck = ["Pidgey"] + ["Water Energy"] * 3 + ["Charmander"] + ["Water Energy"] * 6  # the top is the end
    g = new_game(side("Chansey", hand=["gym2-116"], deck=deck), side("Chansey"))
    play(g, "Master Ball")
    picked = [u for u in g.pending.options if u is not None]
    assert [g.name_of(u) for u in picked] == ["Charmander"]  # Pidgey is the 11th card, not in the top 7
    choose(g, picked[0])
    assert "Charmander" in zone_names(g, 0, "hand")


def test_mistys_tears_discards_a_card_for_two_water_energy():
    g = new_game(side("Chansey", hand=["gym2-118", "Pidgey"], deck=["Water Energy", "Fire Energy", "Water Energy"]),
                 side("Chansey"))
    play(g, "Misty's Tears")
    while g.pending is not None:
        choose(g, next(u for u in g.pending.options if u is not None))
    assert zone_names(g, 0, "hand") == ["Water Energy", "Water Energy"] and "Pidgey" in zone_names(g, 0, "discard")


def test_erikas_maids_trades_two_cards_for_erikas_pokemon():
    g = new_game(side("Chansey", hand=["gym1-109", "Pidgey", "Rattata"], deck=["gym1-47", "Oddish", "gym1-25"]),
                 side("Chansey"))
    play(g, "Erika's Maids")
    while g.pending is not None:
        options = [u for u in g.pending.options if u is not None]
        assert all("Erika" in g.name_of(u) for u in options) or g.pending.zone == "hand"
        choose(g, options[0])
    assert sorted(zone_names(g, 0, "hand")) == ["Erika's Clefairy", "Erika's Oddish"]


def test_mistys_wrath_keeps_two_of_the_top_seven_and_discards_the_rest():
    g = new_game(side("Chansey", hand=["gym1-114"], deck=["Pidgey"] * 3 + ["Water Energy"] * 7), side("Chansey"))
    play(g, "Misty's Wrath")
    choose(g, g.pending.options[0])
    choose(g, g.pending.options[0])
    assert zone_names(g, 0, "hand") == ["Water Energy"] * 2 and len(g.players[0].deck) == 3
    assert zone_names(g, 0, "discard").count("Water Energy") == 5


def test_minion_of_team_rocket_returns_a_benched_pokemon_or_ends_the_turn():
    g = new_game(side("Chansey", hand=["gym1-113"]), side("Chansey", bench=[mon("Pidgey", energy=["Water Energy"])]),
                 seed=seed_for(H, H))
    play(g, "Minion of Team Rocket")
    assert not g.players[1].bench and sorted(zone_names(g, 1, "hand")) == ["Pidgey", "Water Energy"]
    g = new_game(side("Chansey", hand=["gym1-113"]), side("Chansey", bench=["Pidgey"]), seed=seed_for(H, T))
    play(g, "Minion of Team Rocket")
    assert g.current == 1 and len(g.players[1].bench) == 1


def test_energy_flow_returns_any_energy_cards_to_the_hand():
    g = new_game(side(mon("Chansey", energy=["Water Energy", "Fire Energy"]), hand=["gym1-122"],
                      bench=[mon("Pidgey", energy=["Grass Energy"])]), side("Chansey"))
    play(g, "Energy Flow")
    choose(g, g.players[0].active.energy[0])
    choose(g, g.players[0].bench[0].energy[0])
    choose(g, None)
    assert zone_names(g, 0, "hand") == ["Grass Energy", "Water Energy"] and len(slot(g, 0).energy) == 1


def test_sabrinas_gaze_redraws_as_many_cards_for_each_player():
    g = new_game(side("Chansey", hand=["gym1-125", "Pidgey", "Rattata"]), side("Chansey", hand=["Bill"]))
    play(g, "Sabrina's Gaze")
    assert len(g.players[0].hand) == 2 and len(g.players[1].hand) == 1


def test_trash_exchange_shuffles_the_discard_pile_in_and_mills_as_many():
    g = new_game(side("Chansey", hand=["gym1-126"], discard=["Pidgey", "Rattata"]), side("Chansey"))
    deck = len(g.players[0].deck)
    play(g, "Trash Exchange")
    assert len(g.players[0].deck) == deck and len(g.players[0].discard) == 3  # 2 milled and Trash Exchange


def test_blaines_last_resort_only_as_the_last_card_in_hand():
    g = new_game(side("Chansey", hand=["gym1-105", "Pidgey"]), side("Chansey"))
    assert not any(a[0] == "play" for a in g.legal_actions())
    g = new_game(side("Chansey", hand=["gym1-105"]), side("Chansey"))
    play(g, "Blaine's Last Resort")
    assert len(g.players[0].hand) == 5


def test_good_manners_needs_no_basic_pokemon_in_hand():
    g = new_game(side("Chansey", hand=["gym1-111", "Pidgey"], deck=["Rattata"]), side("Chansey"))
    assert not any(a[0] == "play" for a in g.legal_actions())
    g = new_game(side("Chansey", hand=["gym1-111", "Bill"], deck=["Rattata", "Water Energy"]), side("Chansey"))
    play(g, "Good Manners")
    assert "Rattata" in zone_names(g, 0, "hand")


def test_rockets_secret_experiment_heads_any_card_tails_no_trainers_until_next_turn():
    g = new_game(side("Chansey", hand=["gym2-120", "Bill"], deck=["Rattata", "Water Energy"]), side("Chansey"),
                 seed=seed_for(H))
    play(g, "Rocket's Secret Experiment")
    choose(g, next(u for u in g.pending.options if u is not None and g.name_of(u) == "Rattata"))
    assert "Rattata" in zone_names(g, 0, "hand")
    g = new_game(side("Chansey", hand=["gym2-120", "Bill"]), side("Chansey"), seed=seed_for(T))
    play(g, "Rocket's Secret Experiment")
    assert not any(a[0] == "play" for a in g.legal_actions())
    _pass_turns(g)
    assert not any(a[0] == "play" for a in g.legal_actions())
    _pass_turns(g)
    assert any(a[0] == "play" for a in g.legal_actions())


def test_giovannis_last_resort_heals_his_pokemon_and_discards_the_hand():
    g = new_game(side(mon("gym2-23", damage=40), hand=["gym2-105", "Pidgey"]), side("Chansey"))
    play(g, "Giovanni's Last Resort")
    assert slot(g, 0).damage == 0 and not g.players[0].hand


def test_sabrina_moves_every_energy_between_her_pokemon():
    g = new_game(side(mon("gym2-93", energy=["Psychic Energy", "Water Energy"]), hand=["gym2-110"],
                      bench=["gym2-94"]), side("Chansey"))
    play(g, "Sabrina")
    assert not slot(g, 0).energy and len(slot(g, 0, 1).energy) == 2
