"""Classic cards played as printed that work with Energy: discarded from either Pokémon as a cost or
effect, moved, attached from the hand, deck or discard pile, returned to the hand, Energy that provides
other types, and damage set by the Energy discarded."""

from __future__ import annotations

from answer_helpers import answer_all
from classic_card_helpers import ready
from engine_helpers import (
    H,
    T,
    attach,
    attack,
    attack_index,
    choose,
    coins,
    do,
    end_turn,
    evolve,
    mon,
    new_game,
    play,
    power,
    seed_for,
    side,
    slot,
    take_found,
    zone_names,
)

from desktop.engine.actions import Attack, PlayBasic
from desktop.engine.cards import default_db


def _can_attack(g, name: str) -> bool:
    return Attack(attack_index(g, name)) in g.legal_actions()


def test_discharge_flips_once_per_discarded_lightning_energy():
    g = new_game(side(ready("gym1-6", "Discharge", extra=["Lightning Energy", "Water Energy"])), side("Chansey"),
                 seed=seed_for(H, T))
    events = attack(g, "Discharge")
    assert coins(events) == [H, T] and slot(g, 1).damage == 30
    assert [g.name_of(u) for u in slot(g, 0).energy] == ["Water Energy"]


def test_photosynthesis_makes_every_energy_grass():
    g = new_game(side(mon("gym1-47", energy=["Water Energy"])), side("Chansey"))
    assert g.energy_units(slot(g, 0)) == ["Grass"]


def test_kindle_discards_an_energy_from_each_side():
    g = new_game(side(ready("gym1-61", "Kindle")), side(mon("Chansey", energy=["Water Energy"])))
    attack(g, "Kindle")
    assert not slot(g, 0).energy and not slot(g, 1).energy


def test_energy_loop_returns_a_psychic_energy_to_the_hand():
    g = new_game(side(ready("gym1-91", "Energy Loop")), side("Chansey"))
    attack(g, "Energy Loop")
    assert not slot(g, 0).energy and "Psychic Energy" in zone_names(g, 0, "hand")
    g = new_game(side(mon("gym1-91", energy=["Water Energy", "Water Energy"])), side("Chansey"))
    assert not _can_attack(g, "Energy Loop")


def test_synchronize_needs_as_many_energy_cards_on_both():
    g = new_game(side(ready("gym2-93", "Synchronize")), side(mon("Chansey", energy=["Water Energy"])))
    assert not _can_attack(g, "Synchronize")
    g = new_game(side(ready("gym2-93", "Synchronize")), side(mon("Chansey", energy=["Water Energy"] * 2)))
    assert _can_attack(g, "Synchronize")


def test_energy_support_finds_a_psychic_energy():
    g = new_game(side(ready("gym2-95", "Energy Support"), deck=["Fire Energy", "Psychic Energy"]), side("Chansey"))
    attack(g, "Energy Support")
    take_found(g)
    assert "Psychic Energy" in zone_names(g, 0, "hand") and zone_names(g, 0, "deck") == ["Fire Energy"]


def test_electroburn_hurts_itself_per_lightning_energy():
    g = new_game(side(ready("gym2-15", "Electroburn")), side("Chansey"))
    attack(g, "Electroburn")
    assert slot(g, 0).damage == 40  # 4 Lightning Energy cards


def test_energy_flow_returns_any_energy_cards_to_the_hand():
    g = new_game(side(mon("Chansey", energy=["Water Energy", "Fire Energy"]), hand=["gym1-122"],
                      bench=[mon("Pidgey", energy=["Grass Energy"])]), side("Chansey"))
    play(g, "Energy Flow")
    choose(g, g.players[0].active.energy[0])
    choose(g, g.players[0].bench[0].energy[0])
    choose(g, None)
    assert zone_names(g, 0, "hand") == ["Grass Energy", "Water Energy"] and len(slot(g, 0).energy) == 1


def test_sabrina_moves_every_energy_between_her_pokemon():
    g = new_game(side(mon("gym2-93", energy=["Psychic Energy", "Water Energy"]), hand=["gym2-110"],
                      bench=["gym2-94"]), side("Chansey"))
    play(g, "Sabrina")
    assert not slot(g, 0).energy and len(slot(g, 0, 1).energy) == 2


def test_electric_current_moves_lightning_energy_to_the_bench_or_discards_it():
    g = new_game(side(ready("gym1-27", "Electric Current"), bench=["Pidgey"]), side("Chansey"))
    n = len(slot(g, 0).energy)
    attack(g, "Electric Current")
    assert len(slot(g, 0).energy) == n - 1 and len(slot(g, 0, 1).energy) == 1
    g = new_game(side(ready("gym1-27", "Electric Current")), side("Chansey"))
    attack(g, "Electric Current")
    assert len(slot(g, 0).energy) == n - 1 and "Lightning Energy" in zone_names(g, 0, "discard")


def test_super_removal_discards_an_energy_from_each_of_their_pokemon():
    g = new_game(side(ready("gym2-12", "Super Removal")),
                 side(mon("Chansey", energy=["Water Energy", "Fire Energy"]),
                      bench=[mon("Pidgey", energy=["Grass Energy"]), "Rattata"]), seed=seed_for(H))
    attack(g, "Super Removal")
    choose(g, g.pending.options[0])
    assert len(slot(g, 1).energy) == 1 and not slot(g, 1, 1).energy


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


def test_gaseous_form_adds_10_hp_per_psychic_energy():
    g = new_game(side(mon("gym2-97", energy=["Psychic Energy", "Psychic Energy", "Water Energy"])), side("Chansey"))
    assert g.hp_of(slot(g, 0)) == g.card_of(slot(g, 0)).hp + 20


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


def test_energy_control_moves_a_basic_energy_between_the_opponents_pokemon():
    g = new_game(side(ready("base6-29", "Energy Control")),
                 side({"card": "Chansey", "energy": ["Water Energy", "base6-100"]}, bench=["Pidgey"]),
                 seed=seed_for(H))
    attack(g, "Energy Control")
    answer_all(g)
    assert zone_names(g, 1, "discard") == []
    assert [g.name_of(u) for u in g.players[1].bench[0].energy] == ["Water Energy"]
    assert [g.name_of(u) for u in g.players[1].active.energy] == ["Full Heal Energy"]


def test_growth_attaches_up_to_2_grass_energy_from_the_hand():
    g = new_game(side(ready("neo1-78", "Growth"), hand=["Grass Energy", "Grass Energy", "Grass Energy"]),
                 side("Chansey"), seed=seed_for(H))
    before = len(g.players[0].active.energy)
    attack(g, "Growth")
    answer_all(g)
    assert len(g.players[0].active.energy) == before + 2


def test_darkness_energy_adds_10_after_weakness_and_a_counter_on_a_pokemon_that_is_not_dark():
    g = new_game(side({"card": "base6-90", "energy": ["Darkness Energy"]}), side("Pidgey"))
    attack(g, "Leer")  # no damage: no bonus
    answer_all(g)
    assert slot(g, 1).damage == 0 and slot(g, 0).damage == 10  # Rhyhorn isn't Darkness: a counter at turn's end
    g = new_game(side(ready("neo1-25", "Beat Up")), side("Chansey"))
    end_turn(g)
    assert slot(g, 0).damage == 0  # Sneasel is Darkness


def test_metal_energy_reduces_damage_to_and_by_its_pokemon():
    g = new_game(side({"card": "base6-90", "energy": ["Fighting Energy", "Fighting Energy", "Metal Energy"]}),
                 side({"card": "Chansey", "energy": ["Metal Energy"]}, bench=["Chansey"]))
    attack(g, "Horn Attack")  # 30 - 10 (Rhyhorn isn't Metal) = 20, doubled by Weakness = 40, - 10 (Chansey's)
    assert slot(g, 1).damage == 30


def test_lightning_strike_may_discard_all_lightning_energy_for_80():
    g = new_game(side(ready("neo3-21", "Lightning Strike")), side("Chansey"))
    attack(g, "Lightning Strike")
    choose(g, "yes")
    assert slot(g, 1).damage == 80 and g.players[0].active.energy == []


def test_stoke_may_attach_a_fire_energy_to_ho_oh():
    g = new_game(side(ready("neo3-7", "Stoke"), deck=["Fire Energy"] * 3), side("Chansey"))
    before = len(g.players[0].active.energy)
    attack(g, "Stoke")
    choose(g, "yes")
    answer_all(g)
    assert len(g.players[0].active.energy) == before + 1


def test_fire_boost_attaches_fire_energy_to_the_typhlosion_played():
    g = new_game(side("Chansey", bench=[{"card": "neo1-46", "under": ["neo1-56"]}], hand=["neo1-18"],
                      deck=["Fire Energy"] * 5), side("Chansey"), seed=seed_for(H))
    evolve(g, "Typhlosion", 1)
    choose(g, "yes")
    answer_all(g)
    assert len(g.players[0].bench[0].energy) == 4 and not g.players[0].active.energy


def test_fire_recharge_attaches_a_fire_energy_from_the_discard_pile():
    g = new_game(side({"card": "neo1-17", "under": ["neo1-56", "neo1-46"]}, discard=["Fire Energy"]), side("Chansey"),
                 seed=seed_for(H))
    power(g, 0)
    answer_all(g)
    assert sum(len(s.energy) for s in g.players[0].slots()) == 1


def test_searing_flames_discards_2_fire_energy():
    g = new_game(side(ready("neo3-6", "Searing Flames")), side("Chansey"))
    energy = len(g.players[0].active.energy)
    attack(g, "Searing Flames")
    answer_all(g)
    assert len(g.players[0].active.energy) == energy - 2 and slot(g, 1).damage > 0


def test_crushing_blow_may_discard_an_energy_of_the_defending_pokemon():
    g = new_game(side(ready("neo4-5", "Crushing Blow")), side({"card": "Chansey", "energy": ["Water Energy"]}),
                 seed=seed_for(H))
    attack(g, "Crushing Blow")
    assert slot(g, 1).energy == []


def test_psysplash_core_stream_water_cannon_thundersquall():
    them = side({"card": "Chansey", "energy": ["Water Energy", "Water Energy"]},
                bench=[{"card": "Chansey", "energy": ["Fire Energy"]}, "Chansey"])
    g = new_game(side(ready("neo4-4", "Psysplash")), them)
    attack(g, "Psysplash")
    assert [s.damage for s in g.players[1].slots()] == [20, 10, 0]
    g = new_game(side(ready("neo3-25", "Core Stream")), them)
    attack(g, "Core Stream")
    choose(g, "Water")
    assert [s.damage for s in g.players[1].slots()] == [20, 0, 0]
    g = new_game(side({"card": "neo4-37", "energy": ["Water Energy"] * 4}), them)
    attack(g, "Water Cannon")
    choose(g, 11)
    assert g.players[1].bench[0].damage == 30  # 40, but no more than 30
    g = new_game(side({"card": "neo4-111", "energy": ["Water Energy"] * 3 + ["Lightning Energy"] * 2}), them)
    attack(g, "Thundersquall")
    choose(g, 12)
    assert g.players[1].bench[1].damage == 30


def test_squaredance_takes_a_basic_energy_per_heads():
    g = new_game(side(ready("neo1-30", "Squaredance"), deck=["Water Energy"] * 3 + ["Pidgey"]), side("Chansey"),
                 seed=seed_for(H, H))
    attack(g, "Squaredance")
    answer_all(g)
    assert zone_names(g, 0, "hand").count("Water Energy") == 2


def test_elemental_blast_and_white_hot_flame_discard_one_energy_of_each_type():
    g = new_game(side({"card": "neo1-9", "energy": ["Fire Energy", "Water Energy", "Lightning Energy"]}),
                 side("Chansey"))
    attack(g, "Elemental Blast")
    answer_all(g)
    assert g.players[0].active.energy == [] and slot(g, 1).damage == 90
    g = new_game(side({"card": "neo1-9", "energy": ["Fire Energy", "Water Energy", "Water Energy"]}), side("Chansey"))
    assert not any(isinstance(a, Attack) for a in g.legal_actions())
    g = new_game(side({"card": "neo4-107", "energy": ["Fire Energy"] * 3 + ["Lightning Energy"] * 2}),
                 side("Chansey"), seed=seed_for(T))
    attack(g, "White-hot Flame")
    answer_all(g)
    left = sorted(g.name_of(u) for u in g.players[0].active.energy)
    assert left == ["Fire Energy", "Fire Energy", "Lightning Energy"] and slot(g, 0).damage == 30


def test_reflected_sunlight_attaches_up_to_2_grass_energy_to_one_grass_pokemon():
    g = new_game(side(ready("neo4-72", "Reflected Sunlight"), bench=["neo1-53"],
                      hand=["Grass Energy", "Grass Energy", "Grass Energy"]), side("Chansey"))
    attack(g, "Reflected Sunlight")
    choose(g, g.pending.answers()[0])
    choose(g, 1)  # to the Benched Chikorita: the second one can only go there too
    energy = len(g.players[0].active.energy)
    answer_all(g)
    assert len(g.players[0].bench[0].energy) == 2 and len(g.players[0].active.energy) == energy


def test_core_blast_counts_special_energy_on_the_defending_pokemon():
    g = new_game(side(ready("neo4-47", "Core Blast")),
                 side({"card": "Chansey", "energy": ["Darkness Energy", "Water Energy", "base6-100"]}))
    attack(g, "Core Blast")
    assert slot(g, 1).damage == 70 + 10  # and Darkness Energy's counter at the end of the turn


def test_warm_up_attaches_a_fire_energy_to_a_benched_pokemon():
    g = new_game(side(ready("neo4-46", "Warm Up"), bench=["Chansey"], deck=["Fire Energy"] * 3), side("Chansey"))
    attack(g, "Warm Up")
    answer_all(g)
    assert [g.name_of(u) for u in g.players[0].bench[0].energy] == ["Fire Energy"]


def test_synchronize_needs_as_many_energy_cards():
    g = new_game(side(ready("neo4-53", "Synchronize")), side("Chansey"))
    attack(g, "Synchronize")
    assert slot(g, 1).damage == 0
    n = len(ready("neo4-53", "Synchronize")["energy"])
    g = new_game(side(ready("neo4-53", "Synchronize")), side({"card": "Charizard", "energy": ["Water Energy"] * n}))
    attack(g, "Synchronize")
    assert slot(g, 1).damage == 40


def test_flipper_stroke_takes_basic_energy_from_the_top_3():
    g = new_game(side(ready("neo4-47", "Flipper Stroke"), deck=["Pidgey"] * 5 + ["Water Energy"] * 2),
                 side("Chansey", deck=["Pidgey"] * 10))
    attack(g, "Flipper Stroke")
    answer_all(g)
    assert zone_names(g, 0, "hand").count("Water Energy") == 2


def test_burning_flame_discards_a_fire_energy_per_heads_or_does_nothing():
    g = new_game(side({"card": "neo4-46", "energy": ["Fire Energy"] * 3}), side("Chansey"), seed=seed_for(H, H))
    attack(g, "Burning Flame")
    assert slot(g, 1).damage == 70 and len(g.players[0].active.energy) == 1
    g = new_game(side({"card": "neo4-46", "energy": ["Fire Energy", "Fire Energy", "Water Energy"]}),
                 side("Chansey"), seed=seed_for(H, T))
    attack(g, "Burning Flame")
    assert slot(g, 1).damage == 50 and len(g.players[0].active.energy) == 2


def test_rushing_flames_flips_for_each_fire_energy_discarded():
    g = new_game(side(ready("neo4-10", "Rushing Flames"), bench=[{"card": "Chansey", "energy": ["Fire Energy"]}]),
                 side("Charizard"), seed=seed_for(H, T))
    attack(g, "Rushing Flames")
    fire = [u for s in g.players[0].slots() for u in s.energy if g.name_of(u) == "Fire Energy"]
    choose(g, fire[0])
    choose(g, fire[-1])
    if g.pending is not None:
        choose(g, None)
    assert slot(g, 1).damage == 40


def test_dark_fire_discards_a_darkness_energy_for_more_damage():
    g = new_game(side({"card": "neo4-7", "energy": ["Darkness Energy", "Fire Energy", "Fire Energy"]}),
                 side("Chansey"))
    attack(g, "Dark Fire")
    assert slot(g, 1).damage == 60 and len(g.players[0].active.energy) == 2


def test_smoochum_rule_and_psykiss():
    g = new_game(side(ready("neo3-54", "Psykiss")), side({"card": "Chansey", "energy": ["Darkness Energy",
                                                                                         "Water Energy"]}),
                 seed=seed_for(H))
    attack(g, "Psykiss")
    answer_all(g)
    assert [g.name_of(u) for u in slot(g, 1).energy] == ["Water Energy"]
    assert default_db().get("neo3-54").implemented


def test_shining_gyarados_outrage_and_devastate():
    g = new_game(side(ready("neo3-65", "Outrage", damage=30)), side("Chansey"), seed=seed_for(H))
    attack(g, "Outrage")
    assert slot(g, 1).damage == 60
    g = new_game(side(ready("neo3-65", "Outrage", damage=30)), side("Chansey"), seed=seed_for(T))
    attack(g, "Outrage")
    assert slot(g, 1).damage == 0
    g = new_game(side(ready("neo3-65", "Devastate", extra=["Fire Energy"])),
                 side({"card": "Chansey", "energy": ["Water Energy"]},
                      bench=[{"card": "Chansey", "energy": ["Fire Energy", "Fire Energy"]}, "Chansey"]),
                 seed=seed_for(H))
    attack(g, "Devastate")
    answer_all(g)
    assert [len(s.energy) for s in g.players[1].slots()] == [0, 1, 0]
    assert [s.damage for s in g.players[1].bench] == [10, 10]


def test_shining_magikarp_gold_scale_and_dragon_bond():
    g = new_game(side(ready("neo3-66", "Gold Scale")), side("Chansey"))
    attack(g, "Gold Scale")
    hand = len(g.players[1].hand)
    choose(g, "yes")  # they draw 2
    choose(g, "no")
    assert len(g.players[1].hand) >= hand + 2 and len(g.players[0].hand) == 0
    g = new_game(side(ready("neo3-66", "Dragon Bond"), deck=["neo3-65", "Pidgey"]), side("Chansey"))
    attack(g, "Dragon Bond")
    answer_all(g)
    assert "Shining Gyarados" in zone_names(g, 0, "hand")


def test_feraligatr_riptide_and_downpour():
    g = new_game(side(ready("neo1-5", "Riptide"), discard=["Water Energy"] * 3 + ["Fire Energy"]), side("Chansey"))
    attack(g, "Riptide")
    assert slot(g, 1).damage == 40 and zone_names(g, 0, "discard") == ["Fire Energy"]
    g = new_game(side("neo1-5", hand=["Water Energy", "Water Energy"]), side("Chansey"))
    power(g, 0)
    power(g, 0)
    assert zone_names(g, 0, "discard") == ["Water Energy", "Water Energy"]


def test_baton_pass_moves_grass_energy_and_switches():
    g = new_game(side(ready("neo1-39", "Baton Pass"), bench=["neo1-53", "Pidgey"]), side("Chansey"))
    grass = sum(g.name_of(u) == "Grass Energy" for u in g.players[0].active.energy)
    attack(g, "Baton Pass")
    answer_all(g)
    assert g.name_of(g.players[0].active.top) == "Chikorita" and len(g.players[0].active.energy) == grass


def test_static_electricity_attaches_one_per_mareep_in_play():
    g = new_game(side(ready("neo1-65", "Static Electricity"), bench=["neo1-65"], deck=["Lightning Energy"] * 4),
                 side("neo1-65"))
    energy = len(g.players[0].active.energy)
    attack(g, "Static Electricity")
    answer_all(g)
    assert len(g.players[0].active.energy) == energy + 3


def test_recycle_energy_returns_to_the_hand_from_play():
    g = new_game(side({"card": "Chansey", "energy": ["neo1-105", "neo1-105"]}, bench=["Pidgey"]), side("Chansey"))
    from desktop.engine.actions import Retreat

    do(g, Retreat(1))
    answer_all(g)
    assert zone_names(g, 0, "hand").count("Recycle Energy") >= 1 and "Recycle Energy" not in zone_names(g, 0,
                                                                                                      "discard")


def test_thought_wave_machine_returns_energy_and_ends_the_turn():
    g = new_game(side("Chansey", hand=["neo4-96"]), side({"card": "Chansey", "energy": ["Water Energy"] * 3}),
                 seed=seed_for(H, H, T))
    play(g, "Thought Wave Machine")
    answer_all(g)
    assert len(g.players[1].active.energy) == 1 and g.current == 1


def test_electromagnetic_power_moves_energy_between_magnemite_and_magneton():
    g = new_game(side({"card": "neo3-10", "energy": ["Lightning Energy"]}, bench=["Chansey", {"card": "neo3-10"}]),
                 side("Chansey"))
    power(g, 0)
    answer_all(g)
    assert len(g.players[0].bench[1].energy) == 1 and g.players[0].active.energy == []
    assert g.players[0].bench[0].energy == []


def test_howl_discards_5_and_attaches_the_fire_energy_then_ends_the_turn():
    g = new_game(side("Charmander", hand=["neo3-6"], deck=["Pidgey"] * 5 + ["Fire Energy", "Pidgey",
                                                                             "Fire Energy", "Pidgey", "Pidgey"]),
                 side("Chansey"))
    do(g, PlayBasic(next(u for u in g.players[0].hand if g.name_of(u) == "Entei")))
    choose(g, "yes")
    answer_all(g)
    assert sum(len(s.energy) for s in g.players[0].slots()) == 2 and g.current == 1


def test_twister_discards_an_energy_per_heads_and_does_nothing_on_two_tails():
    g = new_game(side(ready("neo3-19", "Twister")), side({"card": "Chansey", "energy": ["Water Energy"] * 2}),
                 seed=seed_for(H, H))
    attack(g, "Twister")
    answer_all(g)
    assert slot(g, 1).energy == [] and slot(g, 1).damage > 0
    g = new_game(side(ready("neo3-19", "Twister")), side({"card": "Chansey", "energy": ["Water Energy"] * 2}),
                 seed=seed_for(T, T))
    attack(g, "Twister")
    assert len(slot(g, 1).energy) == 2 and slot(g, 1).damage == 0


def test_flaaffy_electric_current_and_discharge():
    g = new_game(side(ready("neo1-34", "Electric Current"), bench=["Chansey"]), side("Chansey"))
    energy = len(g.players[0].active.energy)
    attack(g, "Electric Current")
    answer_all(g)
    assert len(g.players[0].active.energy) == energy - 1 and len(g.players[0].bench[0].energy) == 1
    g = new_game(side({"card": "neo1-34", "energy": ["Lightning Energy"] * 3}), side("Chansey"),
                 seed=seed_for(H, T, H))
    attack(g, "Discharge")
    assert slot(g, 1).damage == 60 and g.players[0].active.energy == []


def test_destructive_fire_discards_energy_on_both_sides_per_heads():
    g = new_game(side({"card": "neo4-113", "energy": ["Fire Energy"] * 3 + ["Darkness Energy"]}),
                 side({"card": "Chansey", "energy": ["Water Energy"] * 3}), seed=seed_for(H, H, T))
    attack(g, "Destructive Fire")
    answer_all(g)
    assert len(g.players[0].active.energy) == 2 and len(slot(g, 1).energy) == 1


def test_ecogym_returns_discarded_energy_to_its_owners_hand():
    g = new_game(side(ready("base1-18", "Hyper Beam"), hand=["neo1-84"]),
                 side({"card": "Chansey", "energy": ["Water Energy"]}))
    play(g, "Ecogym")
    attack(g, "Hyper Beam")
    answer_all(g)
    assert slot(g, 1).energy == [] and "Water Energy" in zone_names(g, 1, "hand")
    assert "Water Energy" not in zone_names(g, 1, "discard")


def test_wild_growth_makes_grass_energy_provide_two():
    from desktop.engine import combat

    g = new_game(side({"card": "neo1-53", "energy": ["Grass Energy", "Water Energy"]}, bench=["neo1-11"]),
                 side("Chansey"))
    assert combat.energy_units(g, slot(g, 0)).count("Grass") == 2
    g = new_game(side({"card": "Chansey", "energy": ["Grass Energy"]}, bench=["neo1-11"]), side("Chansey"))
    assert combat.energy_units(g, slot(g, 0)) == ["Grass"]  # Chansey isn't a Grass Pokémon
    g = new_game(side({"card": "neo1-53", "energy": ["Grass Energy"]}, bench=["Chansey"]), side("Chansey"))
    assert combat.energy_units(g, slot(g, 0)) == ["Grass"]


def test_miracle_energy():
    from engine_helpers import end_turn

    from desktop.engine import combat
    from desktop.engine.actions import AttachEnergy

    g = new_game(side("neo4-109", bench=["Chansey"], hand=["neo4-16"]), side("Chansey"))
    uid = g.players[0].hand[0]
    assert AttachEnergy(uid, 0) in g.legal_actions() and AttachEnergy(uid, 1) not in g.legal_actions()
    attach(g, "Miracle Energy", 0)
    assert combat.energy_units(g, g.players[0].active) == ["*", "*"]
    end_turn(g)
    assert g.players[0].active.energy == [] and "Miracle Energy" in zone_names(g, 0, "discard")
