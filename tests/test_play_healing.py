"""Classic cards played as printed that heal: damage counters removed from this Pokémon, from each Pokémon,
from a chosen one, by the damage done (drain), by coins, or when Energy is attached."""

from __future__ import annotations

from answer_helpers import answer_all
from classic_card_helpers import ready
from engine_helpers import (
    H,
    T,
    attack,
    attack_index,
    choose,
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


def test_sonic_distortion_confuses_on_one_or_two_heads_and_healing_pollen_heals_per_heads():
    for flips, rot in (((H, T), CONFUSED), ((T, H), CONFUSED), ((T, T), NONE)):
        g = new_game(side(ready("gym1-34", "Sonic Distortion")), side("Chansey"), seed=seed_for(*flips))
        attack(g, "Sonic Distortion")
        assert slot(g, 1).rot == rot
    g = new_game(side(ready("gym1-34", "Healing Pollen", damage=30), bench=[mon("Pidgey", damage=10)]),
                 side("Chansey"), seed=seed_for(H, H, T))
    attack(g, "Healing Pollen")
    assert slot(g, 0).damage == 10 and slot(g, 0, 1).damage == 0


def test_fragrance_trap_and_natural_healing():
    g = new_game(side("gym1-26"), side("Chansey", bench=["Pidgey"]), seed=seed_for(H))
    power(g, 0)  # one Benched Pokémon: no choice to make
    assert g.name_of(g.players[1].active.top) == "Pidgey"
    g = new_game(side(mon("gym1-65", damage=20)), side("Chansey"))
    power(g, 0)
    assert slot(g, 0).damage == 10


def test_helping_hand_heals_theirs_and_draws_as_many():
    g = new_game(side(ready("gym2-57", "Helping Hand")), side(mon("Chansey", damage=30)))
    hand = len(g.players[0].hand)
    attack(g, "Helping Hand")
    choose(g, 2)
    assert slot(g, 1).damage == 10 and len(g.players[0].hand) == hand + 2


def test_group_therapy_and_pulled_punch():
    g = new_game(side(ready("gym2-69", "Group Therapy", damage=20), bench=[mon("Pidgey", damage=10)]),
                 side(mon("Chansey", damage=10)))
    attack(g, "Group Therapy")
    assert (slot(g, 0).damage, slot(g, 0, 1).damage, slot(g, 1).damage) == (10, 0, 0)
    for damage, done in ((0, 40), (10, 20)):
        g = new_game(side(ready("gym2-69", "Pulled Punch")), side(mon("Chansey", damage=damage)))
        attack(g, "Pulled Punch")
        assert slot(g, 1).damage == done


def test_giovannis_last_resort_heals_his_pokemon_and_discards_the_hand():
    g = new_game(side(mon("gym2-23", damage=40), hand=["gym2-105", "Pidgey"]), side("Chansey"))
    play(g, "Giovanni's Last Resort")
    assert slot(g, 0).damage == 0 and not g.players[0].hand


def test_erikas_kindness_heals_every_damaged_pokemon():
    g = new_game(side(mon("Chansey", damage=30), hand=["gym2-103"], bench=[mon("Pidgey", damage=10)]),
                 side(mon("Chansey", damage=20)))
    play(g, "Erika's Kindness")
    assert (slot(g, 0).damage, slot(g, 0, 1).damage, slot(g, 1).damage) == (10, 0, 0)


def test_healing_fire_heals_when_fire_energy_is_attached_from_the_hand():
    from engine_helpers import hand_card

    from desktop.engine.actions import AttachEnergy

    g = new_game(side(mon("gym2-21", damage=30), hand=["Fire Energy"]), side("Chansey"))
    do(g, AttachEnergy(hand_card(g, "Fire Energy"), 0))
    assert slot(g, 0).damage == 20
    g = new_game(side(mon("gym2-21", damage=30), hand=["Water Energy"]), side("Chansey"))
    do(g, AttachEnergy(hand_card(g, "Water Energy"), 0))
    assert slot(g, 0).damage == 30


def test_mega_drain_removes_half_the_damage_done():
    g = new_game(side(ready("base6-21", "Mega Drain", damage=40)), side("Chansey"))
    attack(g, "Mega Drain")
    assert slot(g, 1).damage == 40 and slot(g, 0).damage == 20


def test_milk_drink_removes_2_counters_per_heads():
    g = new_game(side(ready("neo1-41", "Milk Drink", damage=50)), side("Chansey"), seed=seed_for(H, T))
    attack(g, "Milk Drink")
    assert slot(g, 0).damage == 30


def test_healing_light_removes_a_counter_from_each_damaged_pokemon():
    g = new_game(side(ready("neo4-22", "Healing Light", damage=20), bench=[{"card": "Pidgey", "damage": 10},
                                                                          "Rattata"]), side("Chansey"))
    attack(g, "Healing Light")
    assert slot(g, 0).damage == 10 and [s.damage for s in g.players[0].bench] == [0, 0]


def test_shed_removes_a_damage_counter():
    g = new_game(side(ready("neo4-63", "Shed", damage=20)), side("Chansey"))
    attack(g, "Shed")
    assert slot(g, 0).damage == 10


def test_neo_revelation_poison_bite_poisons_either_way():
    g = new_game(side(ready("neo3-29", "Poison Bite", damage=20)), side("Chansey"))
    attack(g, "Poison Bite")
    assert slot(g, 1).poison and slot(g, 0).damage == 10


def test_psychic_leaf_flips_for_each_energy_on_the_defending_pokemon_and_heals():
    g = new_game(side(ready("neo3-16", "Psychic Leaf", damage=30)),
                 side({"card": "Charizard", "energy": ["Fire Energy", "Fire Energy"]}), seed=seed_for(H, T))
    attack(g, "Psychic Leaf")
    assert slot(g, 1).damage == 20 and slot(g, 0).damage == 10


def test_softboiled_heals_blissey_when_it_evolves():
    g = new_game(side({"card": "Chansey", "damage": 90}, hand=["neo3-2"]), side("Chansey"), seed=seed_for(H))
    evolve(g, "Blissey", 0)
    choose(g, "yes")
    assert slot(g, 0).damage == 10


def test_herbal_scent_heals_every_grass_pokemon():
    g = new_game(side({"card": "neo1-28", "under": ["neo1-53"], "damage": 30}, hand=["neo1-10"],
                      bench=[{"card": "Pidgey", "damage": 10}]),
                 side({"card": "neo1-53", "damage": 20}), seed=seed_for(H))
    evolve(g, "Meganium", 0)
    choose(g, "yes")
    assert slot(g, 0).damage == 0 and slot(g, 1).damage == 0 and g.players[0].bench[0].damage == 10


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


def test_bellossom_sweet_nectar_and_flower_dance():
    g = new_game(side(ready("neo1-3", "Sweet Nectar"), bench=[{"card": "Chansey", "damage": 50}]), side("Chansey"),
                 seed=seed_for(H))
    attack(g, "Sweet Nectar")
    answer_all(g)
    assert g.players[0].bench[0].damage == 0
    g = new_game(side(ready("neo1-3", "Flower Dance"), bench=["neo1-3", "Chansey"]), side("Charizard"))
    attack(g, "Flower Dance")
    assert slot(g, 1).damage == 60


def test_dark_crobat_dark_drain_and_surprise_bite():
    from desktop.engine import layer

    g = new_game(side(ready("neo4-2", "Dark Drain", damage=30)), side("Charizard", bench=["Chansey"]),
                 seed=seed_for(H, H))
    attack(g, "Dark Drain")
    assert slot(g, 1).damage == 10 and g.players[1].bench[0].damage == 10 and slot(g, 0).damage == 10
    g = new_game(side("neo4-2"), side("Charizard", bench=["Chansey"]))  # as if just played from the hand
    g.queue_triggers(g.players[0].active.top, layer.ON_EVOLVED, 0, 0)
    g._advance()
    choose(g, "yes")
    choose(g, 11)
    assert g.players[1].bench[0].damage == 20
