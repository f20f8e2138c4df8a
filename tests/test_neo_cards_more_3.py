"""Legendary Collection and Neo cards worded their own way (issue #14), each played as printed (part 3)."""

from __future__ import annotations

from classic_card_helpers import ready
from engine_helpers import (
    H,
    T,
    attack,
    choose,
    do,
    end_turn,
    evolve,
    new_game,
    play,
    power,
    seed_for,
    side,
    slot,
    zone_names,
)
from neo_more_helpers import answer_all, rot_name

from desktop.engine.actions import Attack, PlayBasic
from desktop.engine.cards import default_db


def test_tusk_toss_returns_or_switches_the_defending_pokemon():
    g = new_game(side(ready("neo4-3", "Tusk Toss")), side({"card": "Chansey", "energy": ["Water Energy"]},
                                                         bench=["Pidgey"]), seed=seed_for(H))
    attack(g, "Tusk Toss")
    answer_all(g)
    assert "Chansey" in zone_names(g, 1, "hand") and g.name_of(g.players[1].active.top) == "Pidgey"
    g = new_game(side(ready("neo4-3", "Tusk Toss")), side("Chansey", bench=["Pidgey"]), seed=seed_for(T))
    attack(g, "Tusk Toss")
    answer_all(g)
    assert g.name_of(g.players[1].active.top) == "Pidgey" and g.name_of(g.players[1].bench[0].top) == "Chansey"


def test_flash_touch_switches_in_a_pokemon_that_cannot_be_poisoned():
    g = new_game(side(ready("neo4-24", "Flash Touch"), bench=["Chansey"]), side(ready("base1-69", "Poison Sting")),
                 seed=seed_for(H))
    attack(g, "Flash Touch")
    answer_all(g)
    assert g.name_of(g.players[0].active.top) == "Chansey"
    attack(g, "Poison Sting")
    assert slot(g, 0).poison == 0


def test_searchlight_lets_each_player_take_a_card_back():
    g = new_game(side(ready("neo4-23", "Searchlight"), discard=["Pidgey"]), side("Chansey", discard=["Rattata"]),
                 seed=seed_for(H))
    attack(g, "Searchlight")
    choose(g, g.players[1].discard[0])
    choose(g, g.players[0].discard[0])
    assert "Rattata" in zone_names(g, 1, "hand") and "Pidgey" in zone_names(g, 0, "hand")


def test_squaredance_takes_a_basic_energy_per_heads():
    g = new_game(side(ready("neo1-30", "Squaredance"), deck=["Water Energy"] * 3 + ["Pidgey"]), side("Chansey"),
                 seed=seed_for(H, H))
    attack(g, "Squaredance")
    answer_all(g)
    assert zone_names(g, 0, "hand").count("Water Energy") == 2


def test_herbal_scent_heals_every_grass_pokemon():
    g = new_game(side({"card": "neo1-28", "under": ["neo1-53"], "damage": 30}, hand=["neo1-10"],
                      bench=[{"card": "Pidgey", "damage": 10}]),
                 side({"card": "neo1-53", "damage": 20}), seed=seed_for(H))
    evolve(g, "Meganium", 0)
    choose(g, "yes")
    assert slot(g, 0).damage == 0 and slot(g, 1).damage == 0 and g.players[0].bench[0].damage == 10


def test_bear_moves_a_counter_from_another_unown():
    g = new_game(side("Chansey", bench=["neo3-39", {"card": "neo4-86", "damage": 20}]), side("Chansey"))
    power(g, 1)
    assert g.players[0].bench[0].damage == 10 and g.players[0].bench[1].damage == 10


def test_vanish_returns_another_unown_when_played():
    g = new_game(side("Chansey", bench=[{"card": "neo4-86", "energy": ["Psychic Energy"]}], hand=["neo4-89"]),
                 side("Chansey"), seed=seed_for(H))
    do(g, PlayBasic(next(u for u in g.players[0].hand if g.name_of(u) == "Unown [V]")))
    choose(g, "yes")
    answer_all(g)
    assert "Unown [L]" in zone_names(g, 0, "hand") and "Psychic Energy" in zone_names(g, 0, "discard")


def test_quicken_protects_every_unown_once_a_turn():
    from desktop.engine.actions import UsePower

    g = new_game(side("neo4-59", bench=["neo4-59", "neo4-86"]), side(ready("base6-35", "Horn Attack")),
                 seed=seed_for(H))
    power(g, 0)
    assert not any(isinstance(a, UsePower) and a.pos == 1 for a in g.legal_actions())  # only 1 [Quicken] a turn
    end_turn(g)
    attack(g, "Horn Attack")
    assert slot(g, 0).damage == 0


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


def test_shining_kabutops_lightning_cut_and_water_slash():
    g = new_game(side(ready("neo4-108", "Lightning Cut")), side("base6-35", bench=["Chansey"]), seed=seed_for(H))
    attack(g, "Lightning Cut")
    assert slot(g, 1).damage == 40 and g.players[1].bench[0].damage == 10
    g = new_game(side(ready("neo4-108", "Lightning Cut")), side("base6-35", bench=["Chansey"]), seed=seed_for(T))
    attack(g, "Lightning Cut")
    assert slot(g, 1).damage == 30 and slot(g, 0).damage == 10
    g = new_game(side(ready("neo4-108", "Water Slash", extra=["Water Energy"])), side("base6-35"))
    attack(g, "Water Slash")
    assert slot(g, 1).damage == 60


def test_entangle_switches_then_may_paralyze_the_new_defending_pokemon():
    g = new_game(side(ready("neo4-17", "Entangle")), side("Chansey", bench=["Pidgey"]), seed=seed_for(H))
    attack(g, "Entangle")
    answer_all(g)
    assert g.name_of(g.players[1].active.top) == "Pidgey" and rot_name(slot(g, 1)) == "Paralyzed"


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


def test_fluffy_wool_may_put_the_attacker_asleep():
    g = new_game(side(ready("base6-35", "Horn Attack")), side("neo4-26"), seed=seed_for(H, T))
    attack(g, "Horn Attack")
    answer_all(g)
    assert rot_name(slot(g, 0)) == "Asleep"


def test_knock_over_may_discard_the_stadium():
    g = new_game(side(ready("neo4-26", "Knock Over"), hand=["neo4-100"]), side("Chansey"))
    play(g, "Lucky Stadium")
    attack(g, "Knock Over")
    choose(g, "yes")
    assert g.stadium < 0 and "Lucky Stadium" in zone_names(g, 0, "discard")


def test_synchronize_needs_as_many_energy_cards():
    g = new_game(side(ready("neo4-53", "Synchronize")), side("Chansey"))
    attack(g, "Synchronize")
    assert slot(g, 1).damage == 0
    n = len(ready("neo4-53", "Synchronize")["energy"])
    g = new_game(side(ready("neo4-53", "Synchronize")), side({"card": "Charizard", "energy": ["Water Energy"] * n}))
    attack(g, "Synchronize")
    assert slot(g, 1).damage == 40


def test_splash_about_adds_20_if_the_defending_pokemon_has_more_energy():
    g = new_game(side(ready("neo4-51", "Splash About")), side({"card": "Charizard", "energy": ["Water Energy"] * 5}))
    attack(g, "Splash About")
    assert slot(g, 1).damage == 40


def test_gentle_flames_does_less_to_basic_and_baby_pokemon():
    for defender, damage in (("Chansey", 30), ("neo1-12", 10), ({"card": "base6-35", "under": ["base6-90"]}, 50)):
        g = new_game(side(ready("neo4-12", "Gentle Flames")), side(defender))
        attack(g, "Gentle Flames")
        assert slot(g, 1) is None or slot(g, 1).damage == damage or g.outcome is not None


def test_drive_off_makes_the_opponent_switch_while_arcanine_is_active():
    from desktop.engine.actions import UsePower

    g = new_game(side("neo4-12"), side("Chansey", bench=["Pidgey"]))
    power(g, 0)
    answer_all(g)
    assert g.name_of(g.players[1].active.top) == "Pidgey"
    g = new_game(side("Chansey", bench=["neo4-12"]), side("Chansey", bench=["Pidgey"]))
    assert not any(isinstance(a, UsePower) for a in g.legal_actions())


def test_battle_frenzy_flips_for_each_pokemon_in_play():
    g = new_game(side(ready("neo4-21", "Battle Frenzy"), bench=["Chansey"]), side("Chansey", bench=["Chansey"]),
                 seed=seed_for(T, H, H, T))
    attack(g, "Battle Frenzy")
    assert [s.damage for s in g.players[0].slots()] == [0, 20]
    assert [s.damage for s in g.players[1].slots()] == [20, 0]


def test_hypnoshower_and_wash_away():
    g = new_game(side(ready("neo4-52", "Hypnoshower"), bench=[{"card": "Chansey", "damage": 20}]),
                 side("Chansey", bench=[{"card": "Chansey", "damage": 10}]), seed=seed_for(T))
    attack(g, "Hypnoshower")
    assert g.players[0].bench[0].damage == 10 and g.players[1].bench[0].damage == 0
    g = new_game(side(ready("neo4-52", "Wash Away"), bench=[{"card": "Chansey", "damage": 40,
                                                             "energy": ["Water Energy"]}]), side("Chansey"),
                 seed=seed_for(H))
    attack(g, "Wash Away")
    answer_all(g)
    assert g.players[0].bench[0].damage == 0 and g.players[0].bench[0].energy == []


def test_mysterious_wing_and_fish_out_let_both_players_recover_pokemon():
    g = new_game(side(ready("neo4-53", "Mysterious Wing"), discard=["Pidgey"]), side("Chansey", discard=["Rattata"]))
    attack(g, "Mysterious Wing")
    choose(g, g.players[1].discard[0])
    choose(g, g.players[0].discard[0])
    assert "Rattata" in zone_names(g, 1, "hand") and "Pidgey" in zone_names(g, 0, "hand")
    g = new_game(side(ready("neo4-51", "Fish Out"), discard=["Pidgey", "Rattata", "Chansey", "Pidgey"]),
                 side("Chansey"))
    attack(g, "Fish Out")
    for _ in range(3):  # up to 3
        assert g.pending is not None and g.pending.optional
        choose(g, g.pending.options[0])
    assert g.pending is None and len(g.players[0].discard) == 1


def test_flipper_stroke_takes_basic_energy_from_the_top_3():
    g = new_game(side(ready("neo4-47", "Flipper Stroke"), deck=["Pidgey"] * 5 + ["Water Energy"] * 2),
                 side("Chansey", deck=["Pidgey"] * 10))
    attack(g, "Flipper Stroke")
    answer_all(g)
    assert zone_names(g, 0, "hand").count("Water Energy") == 2


def test_sunbathe_heals_on_heads_and_evolves_sunkern():
    g = new_game(side(ready("neo4-83", "Sunbathe", damage=20), deck=["neo1-50", "Pidgey"]), side("Chansey"),
                 seed=seed_for(H))
    attack(g, "Sunbathe")
    answer_all(g)
    assert g.name_of(g.players[0].active.top) == "Sunflora" and slot(g, 0).damage == 0


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


def test_poison_bind_and_stun_wave():
    from desktop.engine.actions import Retreat, UsePower

    g = new_game(side(ready("neo4-17", "Poison Bind")),
                 side({"card": "Chansey", "energy": ["Water Energy"] * 2}, bench=["Pidgey"]), seed=seed_for(H))
    attack(g, "Poison Bind")
    answer_all(g)
    assert slot(g, 1).poison and not any(isinstance(a, Retreat) for a in g.legal_actions())
    g = new_game(side(ready("neo4-34", "Stun Wave")), side("neo1-42"), seed=seed_for(H))
    attack(g, "Stun Wave")
    answer_all(g)
    assert not any(isinstance(a, UsePower) for a in g.legal_actions())


def test_dark_quilava_incinerate_and_rushing_magma():
    g = new_game(side(ready("neo4-39", "Incinerate")), side("Chansey", deck=["Pidgey"] * 3 + ["Potion"]))
    attack(g, "Incinerate")
    assert "Potion" in zone_names(g, 1, "discard")
    g = new_game(side(ready("neo4-39", "Rushing Magma"), deck=["Pidgey"] * 3 + ["Fire Energy", "Pidgey",
                                                                                 "Fire Energy"]), side("Charizard"))
    attack(g, "Rushing Magma")
    assert slot(g, 1).damage == 40 and len(g.players[0].discard) == 5


def test_dark_tyranitar_mountain_smasher_and_fling_away():
    g = new_game(side({"card": "neo4-11", "energy": ["Fighting Energy"] * 3 + ["Darkness Energy"]}),
                 side("Charizard"), seed=seed_for(H, H, T))
    attack(g, "Mountain Smasher")
    assert len(g.players[1].discard) == 2
    g = new_game(side({"card": "neo4-11", "energy": ["Fighting Energy"] * 4}), side("Chansey", bench=["Chansey"]))
    attack(g, "Fling Away")
    assert g.players[1].bench[0].damage == 30 and slot(g, 1).damage == 60  # 30 instead of 50, Weakness x2


def test_dark_fire_discards_a_darkness_energy_for_more_damage():
    g = new_game(side({"card": "neo4-7", "energy": ["Darkness Energy", "Fire Energy", "Fire Energy"]}),
                 side("Chansey"))
    attack(g, "Dark Fire")
    assert slot(g, 1).damage == 60 and len(g.players[0].active.energy) == 2


def test_shining_celebi_healing_water_and_miracle_leaf():
    g = new_game(side({"card": "neo4-106", "energy": ["Water Energy", "Water Energy", "Grass Energy"]},
                      bench=[{"card": "Chansey", "damage": 50}]), side("Chansey"))
    attack(g, "Healing Water")
    answer_all(g)
    assert g.players[0].bench[0].damage == 30
    g = new_game(side(ready("neo4-106", "Miracle Leaf")), side({"card": "Chansey", "energy": ["Water Energy"]}),
                 seed=seed_for(H))
    attack(g, "Miracle Leaf")
    choose(g, "Poisoned")
    assert slot(g, 1).poison


def test_pull_in_switches_first_then_puts_the_new_defending_pokemon_asleep():
    g = new_game(side(ready("neo4-6", "Pull In")), side("Chansey", bench=["Charizard"]), seed=seed_for(T))
    attack(g, "Pull In")
    choose(g, 11)
    assert g.name_of(g.players[1].active.top) == "Charizard" and slot(g, 1).damage > 0
    assert rot_name(slot(g, 1)) == "Asleep"


def test_psyburst_adds_10_for_each_energy_on_the_defending_pokemon():
    g = new_game(side(ready("neo4-109", "Psyburst")), side({"card": "Charizard", "energy": ["Fire Energy"] * 2}))
    attack(g, "Psyburst")
    answer_all(g)
    assert slot(g, 1).damage == 60


def test_ampharos_attract_current_and_gigavolt():
    g = new_game(side(ready("neo3-1", "Attract Current"), deck=["Lightning Energy"] * 4), side("Charizard"),
                 seed=seed_for(H, H, T))
    energy = len(g.players[0].active.energy)
    attack(g, "Attract Current")
    answer_all(g)
    assert sum(len(s.energy) for s in g.players[0].slots()) == energy + 2
    g = new_game(side(ready("neo3-1", "Gigavolt")), side("Charizard"), seed=seed_for(T))
    attack(g, "Gigavolt")
    assert slot(g, 1).damage == 40 and rot_name(slot(g, 1)) == "Paralyzed"


def test_crystal_wave_tails_makes_them_switch():
    g = new_game(side(ready("neo3-27", "Crystal Wave")), side("Chansey", bench=["Pidgey"]), seed=seed_for(T))
    attack(g, "Crystal Wave")
    answer_all(g)
    assert g.name_of(g.players[1].active.top) == "Pidgey"


def test_lightning_spark_flips_first():
    g = new_game(side(ready("neo3-22", "Lightning Spark")), side("Charizard", bench=["Chansey"]), seed=seed_for(H))
    attack(g, "Lightning Spark")
    assert g.players[1].bench[0].damage == 20
    g = new_game(side(ready("neo3-22", "Lightning Spark")), side("Charizard", bench=["Chansey"]), seed=seed_for(T))
    attack(g, "Lightning Spark")
    assert g.players[1].bench[0].damage == 0


def test_psychic_damage_delta_beam_and_mega_flame():
    g = new_game(side(ready("neo3-3", "Psychic Damage")), side("Chansey"), seed=seed_for(H, T, H))
    attack(g, "Psychic Damage")
    assert slot(g, 1).damage == 20
    g = new_game(side(ready("neo3-12", "Delta Beam")), side("Chansey"), seed=seed_for(H))
    attack(g, "Delta Beam")
    choose(g, "Paralyzed")
    assert rot_name(slot(g, 1)) == "Paralyzed"
    g = new_game(side({"card": "neo3-17", "energy": ["Fire Energy"] * 4}), side("Charizard"), seed=seed_for(T, H))
    attack(g, "Mega Flame")
    assert len(g.players[0].active.energy) == 3


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


def test_sticky_nectar_holds_the_defending_pokemon_on_heads():
    from desktop.engine.actions import Retreat

    g = new_game(side(ready("neo1-36", "Sticky Nectar")),
                 side({"card": "Chansey", "energy": ["Water Energy"] * 2}, bench=["Pidgey"]), seed=seed_for(H))
    attack(g, "Sticky Nectar")
    answer_all(g)
    assert slot(g, 1).damage == 30 and not any(isinstance(a, Retreat) for a in g.legal_actions())


def test_final_blow_makes_megahorn_120_at_20_hp_or_less():
    def megahorn(damage: int) -> int:
        g = new_game(side({"card": "neo1-6", "energy": ["Grass Energy"] * 4, "damage": damage}),
                     side("Charizard"), seed=seed_for(H))
        events = attack(g, "Megahorn")
        return next(e.amount for e in events if e.kind == "damage" and e.player == 1)

    hp = default_db().get("neo1-6").hp
    assert megahorn(0) == 60 and megahorn(hp - 20) == 120


def test_bellossom_sweet_nectar_and_flower_dance():
    g = new_game(side(ready("neo1-3", "Sweet Nectar"), bench=[{"card": "Chansey", "damage": 50}]), side("Chansey"),
                 seed=seed_for(H))
    attack(g, "Sweet Nectar")
    answer_all(g)
    assert g.players[0].bench[0].damage == 0
    g = new_game(side(ready("neo1-3", "Flower Dance"), bench=["neo1-3", "Chansey"]), side("Charizard"))
    attack(g, "Flower Dance")
    assert slot(g, 1).damage == 60


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


def test_pokegear_takes_a_trainer_from_the_top_7_and_stops_trainers():
    g = new_game(side("Chansey", hand=["neo1-88", "neo1-87"], deck=["Pidgey"] * 5 + ["Potion"] + ["Pidgey"]),
                 side("Chansey"))
    play(g, "PokéGear")
    answer_all(g)
    assert "Potion" in zone_names(g, 0, "hand")
    assert not any(a[0] == "play" for a in g.legal_actions())


def test_miracle_berry_cures_between_turns():
    g = new_game(side({"card": "Chansey", "condition": "Confused", "poison": 10}, hand=["neo1-94"]),
                 side("Chansey"))
    play(g, "Miracle Berry", 0)
    end_turn(g)
    assert rot_name(slot(g, 0)) == "" and slot(g, 0).poison == 0 and "Miracle Berry" in zone_names(g, 0, "discard")


def test_focus_band_may_save_its_pokemon_once():
    g = new_game(side(ready("base6-35", "Ram")), side({"card": "Pidgey", "tools": ["neo1-86"], "damage": 30}),
                 seed=seed_for(H))
    attack(g, "Ram")
    answer_all(g)
    pidgey = g.players[1].active
    assert g.name_of(pidgey.top) == "Pidgey" and g.hp_of(pidgey) - pidgey.damage == 10 and not pidgey.tools


def test_double_gust_switches_both_active_pokemon():
    g = new_game(side("Chansey", hand=["neo1-100"], bench=["Pidgey"]), side("Chansey", bench=["Rattata"]))
    play(g, "Double Gust")
    answer_all(g)
    assert g.name_of(g.players[0].active.top) == "Pidgey" and g.name_of(g.players[1].active.top) == "Rattata"


def test_arcade_game_takes_the_cards_sharing_a_name():
    g = new_game(side("Chansey", hand=["neo1-83"], deck=["Pidgey", "Pidgey", "Pidgey"]), side("Chansey"))
    play(g, "Arcade Game")
    assert zone_names(g, 0, "hand") == ["Pidgey", "Pidgey", "Pidgey"]
