"""Classic attacks played as printed whose damage is set by coins or by the board: more damage on heads,
damage times the number of heads, damage by counters, Energy or Pokémon in play, Weakness and Resistance
skipped, and attacks copied or that do nothing."""

from __future__ import annotations

from answer_helpers import answer_all, rot_name
from classic_card_helpers import ready
from engine_helpers import (
    H,
    T,
    attack,
    choose,
    coins,
    end_turn,
    mon,
    new_game,
    seed_for,
    side,
    slot,
)

from desktop.engine.cards import default_db


def test_knockout_needle_adds_60_only_on_two_heads():
    for flips, damage in (((H, H), 90), ((H, T), 30), ((T, T), 30)):
        g = new_game(side(ready("gym1-9", "Knockout Needle")), side("Chansey"), seed=seed_for(*flips))
        assert coins(attack(g, "Knockout Needle")) == list(flips)
        assert slot(g, 1).damage == damage


def test_full_speed_charge_splits_heads_and_tails_damage():
    g = new_game(side(ready("gym1-64", "Full Speed Charge")), side("Chansey"), seed=seed_for(H, T, H, H))
    attack(g, "Full Speed Charge")
    assert slot(g, 1).damage == 60 and slot(g, 0).damage == 20


def test_lava_burst_counts_fire_energy_among_the_top_five():
    deck = ["Fire Energy", "Water Energy", "Fire Energy", "Pidgey", "Fire Energy", "Fire Energy"]
    g = new_game(side(ready("gym1-37", "Lava Burst"), deck=deck), side("Chansey"))
    attack(g, "Lava Burst")  # the top is the end of the list: 5 cards, 3 of them Fire Energy
    assert slot(g, 1).damage == 60 and len(g.players[0].deck) == 1


def test_pendulum_curse_flips_once_per_counter_on_the_defending_pokemon():
    g = new_game(side(ready("gym2-56", "Pendulum Curse")), side(mon("Charizard", damage=30)), seed=seed_for(H, H, T))
    assert coins(attack(g, "Pendulum Curse")) == [H, H, T]
    assert slot(g, 1).damage == 30 + 40


def test_ice_throw_doubles_against_fighting_pokemon():
    g = new_game(side(ready("gym2-54", "Ice Throw")), side("base1-52"))
    attack(g, "Ice Throw")
    assert slot(g, 1).damage == 40


def test_kerzap_heads_adds_30_and_discards_lightning_energy():
    g = new_game(side(ready("gym2-11", "Kerzap", extra=["Water Energy"])), side("Chansey"), seed=seed_for(H))
    attack(g, "Kerzap")
    assert slot(g, 1).damage == 50 and [g.name_of(u) for u in slot(g, 0).energy] == ["Water Energy"]
    g = new_game(side(ready("gym2-11", "Kerzap")), side("Chansey"), seed=seed_for(T))
    attack(g, "Kerzap")
    assert slot(g, 1).damage == 20 and len(slot(g, 0).energy) == 2


def test_night_spirits_flips_per_sabrinas_ghost_in_play():
    g = new_game(side(ready("gym1-58", "Night Spirits"), bench=["gym1-14"]), side("Charizard"), seed=seed_for(H, T))
    assert coins(attack(g, "Night Spirits")) == [H, T]
    assert slot(g, 1).damage == 30


def test_love_lariat_needs_heads_and_adds_50_with_giovannis_nidoking_benched():
    for bench, heads, damage in (([], H, 50), (["gym2-7"], H, 100), (["gym2-7"], T, 0)):
        g = new_game(side(ready("gym2-23", "Love Lariat"), bench=bench), side("Chansey"), seed=seed_for(heads))
        attack(g, "Love Lariat")
        assert slot(g, 1).damage == damage


def test_giant_growth_sets_hp_80_and_pound_30_until_benched():
    g = new_game(side(ready("gym2-10", "Giant Growth", extra=["Grass Energy"] * 2)), side("Chansey"),
                 seed=seed_for(H))
    attack(g, "Giant Growth")
    assert g.hp_of(slot(g, 0)) == 80
    end_turn(g)
    attack(g, "Pound")
    assert slot(g, 1).damage == 30


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


def test_beat_up_flips_a_coin_for_each_of_your_pokemon():
    g = new_game(side(ready("neo1-25", "Beat Up"), bench=["Pidgey", "Rattata"]), side("Chansey"),
                 seed=seed_for(H, H, T))
    events = attack(g, "Beat Up")
    assert len([e for e in events if e.kind == "coin"]) == 3
    assert slot(g, 1).damage == 60  # 2 heads: 40, and 10 more for each Darkness Energy attached


def test_comet_punch_does_10_times_the_heads():
    g = new_game(side(ready("neo1-63", "Comet Punch")), side("Chansey"), seed=seed_for(H, H, H, T))
    attack(g, "Comet Punch")
    assert slot(g, 1).damage == 30


def test_egg_toss_does_nothing_unless_both_coins_are_heads():
    for flips, damage in (((H, H), 80), ((H, T), 0)):
        g = new_game(side(ready("neo4-31", "Egg Toss")), side("Chansey"), seed=seed_for(*flips))
        attack(g, "Egg Toss")
        assert slot(g, 1).damage == damage


def test_horn_swipe_adds_40_on_two_heads():
    for flips, damage in (((H, H), 60), ((T, H), 20)):
        g = new_game(side(ready("neo3-37", "Horn Swipe")), side("Chansey"), seed=seed_for(*flips))
        attack(g, "Horn Swipe")
        assert slot(g, 1).damage == damage


def test_max_burst_flips_a_coin_for_each_energy_on_the_opponents_pokemon():
    g = new_game(side(ready("neo4-33", "MAX Burst")),
                 side({"card": "Charizard", "energy": ["Water Energy"]}, bench=[{"card": "Pidgey",
                                                                               "energy": ["Water Energy"]}]),
                 seed=seed_for(H, H))
    events = attack(g, "MAX Burst")
    assert len([e for e in events if e.kind == "coin"]) == 2 and slot(g, 1).damage == 40


def test_needle_storm_flips_until_tails():
    g = new_game(side(ready("neo3-49", "Needle Storm")), side("Chansey"), seed=seed_for(H, H, T))
    attack(g, "Needle Storm")
    assert slot(g, 1).damage == 40


def test_raging_headbutt_adds_10_per_damage_counter_on_heads():
    g = new_game(side(ready("neo3-55", "Raging Headbutt", damage=30)), side("Chansey"), seed=seed_for(H))
    attack(g, "Raging Headbutt")
    assert slot(g, 1).damage == 40


def test_aerowing_may_flip_for_80_or_nothing():
    g = new_game(side(ready("neo3-20", "Aerowing")), side("Charizard"), seed=seed_for(H))
    attack(g, "Aerowing")
    choose(g, "yes")
    assert slot(g, 1).damage == 80
    g = new_game(side(ready("neo3-20", "Aerowing")), side("Charizard"), seed=seed_for(T))
    attack(g, "Aerowing")
    choose(g, "yes")
    assert slot(g, 1).damage == 0
    g = new_game(side(ready("neo3-20", "Aerowing")), side("Charizard"))
    attack(g, "Aerowing")
    choose(g, "no")
    assert slot(g, 1).damage == 40


def test_present_depends_on_the_number_of_heads():
    for flips, damage, start in (((H, T, T), 40, 0), ((H, H, T), 10, 40), ((H, H, H), 60, 0), ((T, T, T), 0, 40)):
        g = new_game(side(ready("neo3-5", "Present")), side({"card": "Charizard", "damage": start}),
                     seed=seed_for(*flips))
        attack(g, "Present")
        assert slot(g, 1).damage == damage, flips


def test_black_fang_flips_for_each_darkness_energy():
    g = new_game(side({"card": "neo3-8", "energy": ["Darkness Energy"] * 3}), side("Charizard"), seed=seed_for(H, H, T))
    attack(g, "Black Fang")
    assert slot(g, 1).damage == 30 + 20 + 30  # 2 heads, and 10 more for each Darkness Energy


def test_rock_tumble_ignores_resistance():
    g = new_game(side(ready("neo3-30", "Rock Tumble")), side("Charizard"))
    attack(g, "Rock Tumble")
    assert slot(g, 1).damage == 50


def test_chomp_flips_for_each_damage_counter():
    g = new_game(side(ready("neo1-4", "Chomp", damage=20)), side("Chansey"), seed=seed_for(H, H))
    attack(g, "Chomp")
    assert slot(g, 1).damage == 70


def test_ink_blast_adds_up_to_20_for_extra_energy():
    g = new_game(side(ready("neo4-62", "Ink Blast", extra=["Water Energy"] * 3)), side("Charizard"))
    attack(g, "Ink Blast")
    dark = sum(g.name_of(u) == "Darkness Energy" for u in g.players[0].active.energy)
    assert slot(g, 1).damage - 10 * dark in (40, 80)  # 20 + 20 (the most added), Weakness or not


def test_thunder_needle_and_cross_attack_add_a_condition_on_enough_heads():
    g = new_game(side(ready("neo4-48", "Thunder Needle")), side("Charizard"), seed=seed_for(H, H, T))
    attack(g, "Thunder Needle")
    assert slot(g, 1).damage == 40 and rot_name(slot(g, 1)) == "Paralyzed"
    g = new_game(side(ready("neo4-48", "Thunder Needle")), side("Charizard"), seed=seed_for(H, T, T))
    attack(g, "Thunder Needle")
    assert slot(g, 1).damage == 20 and rot_name(slot(g, 1)) == ""
    g = new_game(side(ready("neo3-4", "Cross Attack")), side("Charizard"), seed=seed_for(H, H, T, T))
    attack(g, "Cross Attack")
    assert slot(g, 1).damage == 40 and rot_name(slot(g, 1)) == "Confused"


def test_splash_about_adds_20_if_the_defending_pokemon_has_more_energy():
    g = new_game(side(ready("neo4-51", "Splash About")), side({"card": "Charizard", "energy": ["Water Energy"] * 5}))
    attack(g, "Splash About")
    assert slot(g, 1).damage == 40


def test_gentle_flames_does_less_to_basic_and_baby_pokemon():
    for defender, damage in (("Chansey", 30), ("neo1-12", 10), ({"card": "base6-35", "under": ["base6-90"]}, 50)):
        g = new_game(side(ready("neo4-12", "Gentle Flames")), side(defender))
        attack(g, "Gentle Flames")
        assert slot(g, 1) is None or slot(g, 1).damage == damage or g.outcome is not None


def test_battle_frenzy_flips_for_each_pokemon_in_play():
    g = new_game(side(ready("neo4-21", "Battle Frenzy"), bench=["Chansey"]), side("Chansey", bench=["Chansey"]),
                 seed=seed_for(T, H, H, T))
    attack(g, "Battle Frenzy")
    assert [s.damage for s in g.players[0].slots()] == [0, 20]
    assert [s.damage for s in g.players[1].slots()] == [20, 0]


def test_psyburst_adds_10_for_each_energy_on_the_defending_pokemon():
    g = new_game(side(ready("neo4-109", "Psyburst")), side({"card": "Charizard", "energy": ["Fire Energy"] * 2}))
    attack(g, "Psyburst")
    answer_all(g)
    assert slot(g, 1).damage == 60


def test_final_blow_makes_megahorn_120_at_20_hp_or_less():
    def megahorn(damage: int) -> int:
        g = new_game(side({"card": "neo1-6", "energy": ["Grass Energy"] * 4, "damage": damage}),
                     side("Charizard"), seed=seed_for(H))
        events = attack(g, "Megahorn")
        return next(e.amount for e in events if e.kind == "damage" and e.player == 1)

    hp = default_db().get("neo1-6").hp
    assert megahorn(0) == 60 and megahorn(hp - 20) == 120


def test_rainbow_burn_counts_basic_energy_types():
    g = new_game(side({"card": "neo3-18", "energy": ["Fire Energy", "Fire Energy", "Water Energy",
                                                     "Lightning Energy"]}), side("base6-35"))
    attack(g, "Rainbow Burn")
    assert slot(g, 1).damage == 60


def test_super_metronome_copies_an_attack_of_any_of_their_pokemon():
    g = new_game(side(ready("neo1-16", "Super Metronome")), side("Chansey", bench=["base6-35"]), seed=seed_for(H))
    attack(g, "Super Metronome")
    assert g.pending is not None and "Horn Attack" in g.pending.options
    choose(g, "Horn Attack")
    answer_all(g)
    assert slot(g, 1).damage == 30


def test_genetic_memory_uses_an_attack_of_the_cards_under_kingdra():
    g = new_game(side({"card": "neo3-19", "under": ["neo1-62", "neo1-48"], "energy": ["Water Energy"]}),
                 side("Charizard"))
    attack(g, "Genetic Memory")
    names = list(g.pending.options) if g.pending is not None else []
    assert sorted(names) == ["Bubble", "Fin Slap", "Mud Splash"]
    choose(g, "Mud Splash")
    answer_all(g)
    assert slot(g, 1).damage == 60  # 30, doubled by Charizard's Water Weakness; no Energy cost paid


def test_unown_p_perform_adds_the_damage_it_took():
    g = new_game(side(ready("base1-7", "Jab")), side(ready("neo4-58", "Hidden Power")))
    attack(g, "Jab")
    taken = slot(g, 1).damage
    base = next(a.damage for a in g.cards[slot(g, 1).top].attacks if a.name == "Hidden Power")
    assert taken == 20
    attack(g, "Hidden Power")
    assert slot(g, 0).damage == 2 * (base + taken)  # Hitmonchan is weak to Psychic


def test_unown_x_hidden_power_more_until_tails():
    g = new_game(side(ready("neo4-30", "Hidden Power")), side("base1-57"), seed=seed_for(H, H, T))
    base = next(a.damage for a in g.cards[slot(g, 0).top].attacks if a.name == "Hidden Power")
    events = attack(g, "Hidden Power")
    assert coins(events) == [H, H, T]
    assert slot(g, 1).damage == base + 20
